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
- ``roofline_report(module, hardware)`` -> ``RooflineReport`` (per-kernel FLOPs, bytes, bound, time).
- ``read_trace`` / ``write_trace`` / ``read_workload`` (Chakra ET values), ``read_manifest``,
  ``validate_workload`` (ASTRA-sim's rules), ``load_hardware`` / ``list_presets`` (accelerator models).
- Errors: every error the tool raises on purpose is a ``Hlo2ChakraError``: ``BadInputError`` (bad
  input, exit 2), ``ProblemFoundError`` (the run found a problem, exit 1), ``ToolError`` (a step
  the tool drives failed, exit 2).

Type checkers see every name through the ``TYPE_CHECKING`` imports below, which list exactly
``EXPORTS`` (a test keeps them equal); at run time ``resolve`` imports a name's module on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hlo2chakra.chakra.manifest import Manifest, read_manifest
    from hlo2chakra.chakra.trace import read_trace, read_workload, write_trace
    from hlo2chakra.chakra.validate.workload import validate_workload
    from hlo2chakra.cost.hardware_yaml import list_presets, load_hardware
    from hlo2chakra.cost.modes import CombineMode, FusionMode
    from hlo2chakra.errors import BadInputError, Hlo2ChakraError, ProblemFoundError, ToolError
    from hlo2chakra.pipeline.compare import Comparison, compare
    from hlo2chakra.pipeline.convert import ConvertResult, convert
    from hlo2chakra.pipeline.roofline import roofline_report
    from hlo2chakra.pipeline.simulate import SimulationReport, run_simulation, simulate
    from hlo2chakra.pipeline.sweep.run import SweepResult, run_sweep
    from hlo2chakra.report.roofline import RooflineReport
    from hlo2chakra.sim.options import BackendKind, SimulationOptions

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
    "SweepResult": "hlo2chakra.pipeline.sweep.run",
    "roofline_report": "hlo2chakra.pipeline.roofline",
    "RooflineReport": "hlo2chakra.report.roofline",
    "Hlo2ChakraError": "hlo2chakra.errors",
    "BadInputError": "hlo2chakra.errors",
    "ProblemFoundError": "hlo2chakra.errors",
    "ToolError": "hlo2chakra.errors",
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


def resolve(name: str, owner: str = "hlo2chakra.api") -> Any:
    """The public object ``name`` (its module imported on first use); the one lazy lookup of
    ``hlo2chakra`` and ``hlo2chakra.api``."""
    module = EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {owner!r} has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)


def __getattr__(name: str) -> Any:
    return resolve(name)


def __dir__() -> list[str]:
    return __all__
