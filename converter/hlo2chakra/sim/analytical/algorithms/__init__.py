"""The registry of collective algorithms the embedded ASTRA-sim model reproduces.

Contract: ``algorithm_named(name)`` returns the ``CollectiveAlgorithm`` (see ``base``) that a system
file's name selects, or refuses a name no module registers, in one line listing the known ones.
Adding an algorithm is one new module here defining ``ALGORITHM`` (the object) and ``ORDER`` (its
place in listings and in ``fit-network``'s search, which keeps the first of equally good fits):
the registry finds every module of this package that defines them.
"""

from __future__ import annotations

import importlib
import pkgutil

from hlo2chakra.sim.analytical.algorithms.base import CollectiveAlgorithm, ReplayHost
from hlo2chakra.sim.results import SimulationError


def _discover() -> tuple[CollectiveAlgorithm, ...]:
    found = []
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        if hasattr(module, "ALGORITHM"):
            found.append((module.ORDER, info.name, module.ALGORITHM))
    return tuple(algorithm for _, _, algorithm in sorted(found, key=lambda t: (t[0], t[1])))


ALGORITHMS: tuple[CollectiveAlgorithm, ...] = _discover()
_BY_NAME: dict[str, CollectiveAlgorithm] = {n: a for a in ALGORITHMS for n in a.names}


def algorithm_names() -> tuple[str, ...]:
    """Every spelling a system file may use, canonical names first."""
    return tuple(a.name for a in ALGORITHMS) + tuple(n for a in ALGORITHMS for n in a.names if n != a.name)


def algorithm_named(name: str, where: str = "") -> CollectiveAlgorithm:
    found = _BY_NAME.get(name)
    if found is None:
        prefix = f"{where}: " if where else ""
        raise SimulationError(f"{prefix}collective algorithm {name!r} is not reproduced by the analytical backend "
                              f"(known: {', '.join(algorithm_names())})")
    return found


__all__ = ["ALGORITHMS", "CollectiveAlgorithm", "ReplayHost", "algorithm_named", "algorithm_names"]
