"""Requested simulation options that cannot take effect, each said once as a warning.

``ignored_options(...)`` returns the warnings for one simulation; ``run_simulation`` puts them in
its report, its ``summary.json`` and on the command line. The cases:
- a system algorithm other than ring for a collective kind that the workload runs on a
  communicator sub-group of a multi-dimensional network: ASTRA-sim (and the embedded model,
  ``analytical_plan``) runs every sub-group collective there as a 1-D ring over the members, so
  e.g. ``--system direct`` and ``--system halving-doubling`` give the same times;
- ``--astra-bin`` / ``--docker-image`` with ``--backend analytical``: no ASTRA-sim runs;
- on the embedded backend: a system with ``roofline-enabled`` (compute takes the traces'
  durations), a ``--timeout`` or ``--crash-retries`` other than the default (it runs in-process
  and does not crash at exit).
- a communicator sub-group whose members differ in more than one network dimension: ASTRA-sim's
  model prices each hop of its ring at the first dimension in which the two members differ, so
  the links of the other dimensions it spans (typically the slower inter-node ones) never slow it
  (``crossing_subgroup_warning``).
A congestion-aware run on a multi-dimensional network is refused outright (``astra.execute``).
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig

_KEY_OF = {
    CollectiveCommType.ALL_REDUCE: (0, "all-reduce"),
    CollectiveCommType.ALL_GATHER: (1, "all-gather"),
    CollectiveCommType.REDUCE_SCATTER: (2, "reduce-scatter"),
    CollectiveCommType.ALL_TO_ALL: (3, "all-to-all"),
}
_RING = ("ring", "oneRing")


def subgroup_kinds(traces: Iterable[EtTrace], groups: Mapping[str, Sequence[int]], num_ranks: int) -> set[int]:
    """The comm_type values of collectives that run on a communicator sub-group (not the world)."""
    world = set(range(num_ranks))
    sub = {name for name, members in groups.items() if set(members) != world}
    kinds: set[int] = set()
    distinct = {id(trace): trace for trace in traces}.values()  # ranks with identical files share one
    for trace in distinct:
        for key in trace.comm_counts:
            if key.type == NodeType.COMM_COLL_NODE and str(key.pg_name or "") in sub:
                kinds.add(int(key.comm_type))
    return kinds


def subgroup_algorithm_warning(network: NetworkConfig, system: SystemConfig, system_label: str,
                               kinds: Iterable[int]) -> str | None:
    """The warning when a non-ring algorithm is asked for sub-group collectives on a multi-dim network."""
    if network.num_dims < 2:
        return None
    asked = []
    for value in sorted(kinds):
        try:
            index, name = _KEY_OF[CollectiveCommType(value)]
        except (ValueError, KeyError):
            continue
        algos = system.implementations[index]
        if any(a not in _RING for a in algos):
            asked.append(f"{name} {'/'.join(dict.fromkeys(algos))}")
    if not asked:
        return None
    return (f"system {system_label}: {', '.join(asked)} does not apply to the collectives on communicator "
            f"sub-groups: on this {network.num_dims}-dimensional network they run as a ring over the group's "
            "members whatever the system says; only whole-network collectives use the system's algorithms")


def _spanned_dims(network: NetworkConfig, members: Sequence[int]) -> list[int]:
    dims, stride = [], 1
    for d, n in enumerate(network.npus_count):
        if len({(r // stride) % n for r in members}) > 1:
            dims.append(d)
        stride *= n
    return dims


def crossing_subgroup_warning(network: NetworkConfig, groups: Mapping[str, Sequence[int]], num_ranks: int) -> str | None:
    """The warning when a sub-group spans several dimensions (see the module docstring), naming the
    first such group, how many there are, and which dimension's links are charged instead."""
    if network.num_dims < 2:
        return None
    world = set(range(num_ranks))
    crossing = [(name, dims) for name, members in sorted(groups.items())
                if set(members) != world and len(dims := _spanned_dims(network, members)) > 1]
    if not crossing:
        return None
    name, dims = crossing[0]
    others = f" (and {len(crossing) - 1} more)" if len(crossing) > 1 else ""
    spanned = ", ".join(str(d) for d in dims)
    return (f"communicator group {name}{others} spans network dimensions {spanned}: ASTRA-sim's model prices "
            f"each hop of a group's ring at the first dimension in which two members differ, so it pays "
            f"dimension {dims[0]}'s links ({network.bandwidth_gbps[dims[0]]:g} GB/s) and the slower links of "
            f"dimension {', '.join(str(d) for d in dims[1:])} never slow it")


def ignored_options(*, backend: str, requested_backend: str, astra_bin: object, docker_image: object,
                    system: SystemConfig, timeout_changed: bool, retries_changed: bool) -> list[str]:
    """The backend options of one run that cannot take effect (see the module docstring)."""
    out = []
    if requested_backend == "analytical":
        for flag, value in (("--astra-bin", astra_bin), ("--docker-image", docker_image)):
            if value:
                out.append(f"{flag} is ignored with --backend analytical (the embedded model runs, not ASTRA-sim)")
    if backend == "analytical":
        if system.roofline_enabled:
            out.append("the embedded analytical backend ignores the system's roofline-enabled: compute nodes take "
                       "their trace durations (ASTRA-sim would derive them from num_ops and peak-perf)")
        if timeout_changed:
            out.append("--timeout has no effect on the embedded analytical backend (it runs in-process, unbounded)")
        if retries_changed:
            out.append("--crash-retries has no effect on the embedded analytical backend (it does not crash at exit)")
    return out
