"""The public surface of hlo2chakra: the names users import, each a re-export of the module that
implements it (like ``jax.stages`` over ``jax._src.stages``). Nothing here does work of its own.

Names are resolved lazily, on first use, so that ``import hlo2chakra`` and the CLI's start-up do not
import jaxlib, pandas or matplotlib before a command needs them. Contracts live in the docstrings of
the implementing functions; in brief:

- ``convert(module, out_dir, *, hardware, ranks, mesh, fusion, combine, xla_gpu)`` -> ``ConvertResult``:
  a StableHLO/HLO program to per-rank Chakra traces + ``manifest.json`` (a typed ``Manifest``).
- ``run_simulation(target, SimulationOptions(...), *, run_dir)`` -> ``SimulationReport``;
  ``simulate(target, **options)`` -> per-rank DataFrame.
- ``compare(target, topologies, hardware, *, out_dir)`` -> ``Comparison`` (``.table`` DataFrame, ``.notes``, ``.out_dir``).
- ``run_sweep(spec, out_dir, *, scheduler, workers, local)`` -> ``SweepResult`` (meshes x hardware x networks,
  on Dask or, ``local=True``, on the local executor ``compare`` uses).
- ``read_trace`` / ``write_trace`` / ``read_workload`` (Chakra ET values), ``read_manifest``,
  ``validate_workload`` (ASTRA-sim's rules), ``load_hardware`` / ``list_presets`` (accelerator models).
"""

from __future__ import annotations

import importlib
from typing import Any

# public name -> the module that implements it
EXPORTS = {
    "convert": "hlo2chakra.pipeline.convert",
    "ConvertResult": "hlo2chakra.pipeline.convert",
    "run_simulation": "hlo2chakra.pipeline.simulate",
    "simulate": "hlo2chakra.pipeline.simulate",
    "SimulationReport": "hlo2chakra.pipeline.simulate",
    "SimulationOptions": "hlo2chakra.sim.options",
    "BackendKind": "hlo2chakra.sim.options",
    "compare": "hlo2chakra.pipeline.compare",
    "Comparison": "hlo2chakra.pipeline.compare",
    "run_sweep": "hlo2chakra.pipeline.sweep.run",
    "read_trace": "hlo2chakra.chakra.trace",
    "write_trace": "hlo2chakra.chakra.trace",
    "read_workload": "hlo2chakra.chakra.trace",
    "read_manifest": "hlo2chakra.chakra.manifest",
    "Manifest": "hlo2chakra.chakra.manifest",
    "validate_workload": "hlo2chakra.chakra.validate.workload",
    "load_hardware": "hlo2chakra.cost.hardware_yaml",
    "list_presets": "hlo2chakra.cost.hardware_yaml",
    "FusionMode": "hlo2chakra.cost.modes",
    "CombineMode": "hlo2chakra.cost.modes",
}

__all__ = sorted(EXPORTS)


def __getattr__(name: str) -> Any:
    module = EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'hlo2chakra.api' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)


def __dir__() -> list[str]:
    return __all__
