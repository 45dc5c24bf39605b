"""Every error class the package raises on purpose derives from the one root (``errors.Hlo2ChakraError``),
so ``except Hlo2ChakraError`` catches what the tool explains; the few exceptions below are internal
signals between two functions of one module, never shown to a user."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import hlo2chakra
from hlo2chakra.errors import Hlo2ChakraError

INTERNAL_SIGNALS = {
    "hlo2chakra.runtime.child.ChildrenStopped",  # raised into a waiting thread, turned into Terminated
    "hlo2chakra.frontend.xla.virtual_nodes.TopologyMismatch",  # caught by the partitioner's retry
    "hlo2chakra.frontend.xla.cache.BadEntry",  # a cache entry to ignore and recompute (a warning)
    "hlo2chakra.frontend.xla.cache.ForeignRoot",  # caught where the cache root is claimed
    "hlo2chakra.sim.netfit.values.BadValue",  # re-raised as NcclOutputError naming the file and line
    "hlo2chakra.sim.analytical.symmetry._NotSymmetric",  # falls back to the full engine
    "hlo2chakra.chakra.validate.violations.SinkFull",  # the violation budget is spent: stop looking
    "hlo2chakra.cli.coercion._Unhandled",  # hands a value back to typer's own parameter
    "hlo2chakra.pipeline.sweep.local._ChildDied",  # a child ended without answering: a failed row
    "hlo2chakra.runtime.interrupts.Terminated",  # a SystemExit by design (exit 128 + signal), like Ctrl-C
}
SKIP_MODULES = ("hlo2chakra.cli.__main__",)


def _error_classes():
    for info in pkgutil.walk_packages(hlo2chakra.__path__, "hlo2chakra."):
        if info.name in SKIP_MODULES:
            continue
        module = importlib.import_module(info.name)
        for _, obj in inspect.getmembers(module, inspect.isclass):
            if issubclass(obj, BaseException) and obj.__module__ == info.name:
                yield f"{obj.__module__}.{obj.__qualname__}", obj


def test_every_error_class_is_under_the_root():
    outside = sorted(name for name, cls in _error_classes()
                     if not issubclass(cls, Hlo2ChakraError) and name not in INTERNAL_SIGNALS)
    assert outside == []


def test_the_named_strays_are_under_the_root_now():
    from hlo2chakra.checks.limits import LimitError
    from hlo2chakra.cost.combine import CombineError
    from hlo2chakra.sim.netfit.fit import FitError
    from hlo2chakra.sim.netfit.nccl_tests import NcclOutputError

    for cls in (LimitError, CombineError, FitError, NcclOutputError):
        assert issubclass(cls, Hlo2ChakraError) and issubclass(cls, ValueError)
