"""hlo2chakra: StableHLO programs -> per-rank Chakra execution traces -> network simulation.

The public API, imported lazily so that ``import hlo2chakra`` stays cheap:

- ``convert(module, out_dir, *, hardware, ranks)`` -> ``ConvertResult`` (``hlo2chakra.pipeline.convert``)
- ``simulate(target, *, topology | network, system, backend, ...)`` -> per-rank DataFrame
- ``compare(target, topologies, hardware, *, out_dir, ...)`` -> comparison DataFrame
- ``run_sweep(spec, out_dir, *, scheduler, workers)`` -> ``SweepResult`` (``hlo2chakra.pipeline.sweep.run``)
- ``read_trace(path)`` / ``write_trace(path, trace)`` -> Chakra ET values (``hlo2chakra.chakra``)
- ``validate_workload(prefix, comm_groups)`` -> list of ASTRA-sim rule violations
- ``load_hardware(name_or_path)`` / ``list_presets()`` -> accelerator models
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "convert": "hlo2chakra.pipeline.convert",
    "ConvertResult": "hlo2chakra.pipeline.convert",
    "simulate": "hlo2chakra.pipeline.simulate",
    "compare": "hlo2chakra.pipeline.compare",
    "run_sweep": "hlo2chakra.pipeline.sweep.run",
    "read_trace": "hlo2chakra.chakra.trace",
    "write_trace": "hlo2chakra.chakra.trace",
    "read_workload": "hlo2chakra.chakra.trace",
    "validate_workload": "hlo2chakra.chakra.validate.workload",
    "load_hardware": "hlo2chakra.cost.hardware_yaml",
    "list_presets": "hlo2chakra.cost.hardware_yaml",
}

__all__ = sorted(_EXPORTS) + ["__version__"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'hlo2chakra' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)


def __dir__() -> list[str]:
    return __all__
