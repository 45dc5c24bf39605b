"""hlo2chakra: StableHLO programs -> per-rank Chakra execution traces -> network simulation.

The public API is ``hlo2chakra.api`` (see its docstring), re-exported here lazily so that
``import hlo2chakra`` stays cheap: ``from hlo2chakra import convert, simulate, compare, run_sweep``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hlo2chakra import api as _api  # a table of names only: it imports nothing heavy

if TYPE_CHECKING:  # what type checkers see: the API's names, typed (``hlo2chakra.api``)
    from hlo2chakra.api import *  # noqa: F403

__version__ = "0.1.0"
__all__ = sorted(_api.EXPORTS) + ["__version__"]


def __getattr__(name: str) -> Any:
    return _api.resolve(name, "hlo2chakra")


def __dir__() -> list[str]:
    return __all__
