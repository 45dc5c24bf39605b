"""hlo2chakra: StableHLO programs -> per-rank Chakra execution traces -> network simulation.

The public API is ``hlo2chakra.api`` (see its docstring), re-exported here lazily so that
``import hlo2chakra`` stays cheap: ``from hlo2chakra import convert, simulate, compare, run_sweep``.
"""

from __future__ import annotations

from typing import Any

from hlo2chakra import api as _api  # a table of names only: it imports nothing heavy

__version__ = "0.1.0"
__all__ = sorted(_api.EXPORTS) + ["__version__"]


def __getattr__(name: str) -> Any:
    if name not in _api.EXPORTS:
        raise AttributeError(f"module 'hlo2chakra' has no attribute {name!r}")
    return getattr(_api, name)


def __dir__() -> list[str]:
    return __all__
