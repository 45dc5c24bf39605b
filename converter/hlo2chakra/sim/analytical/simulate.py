"""Embedded analytical network simulator: ASTRA-sim's analytical backend in pure Python.

Public entry points:

* ``simulate_traces(traces, network, system, comm_groups=None, *, congestion_aware=False,
  validated=False)``
* ``simulate_files(workload_prefix, network_path, system_path, memory_path=None,
  comm_groups_path=None, *, congestion_aware=False, validated=False)``
* ``simulate_workload(traces, network_path, ...)``: the same on traces already decoded (what the
  ``simulate`` pipeline passes, so the files are read once)

Both return one ``RankResult`` per rank (finish, GPU compute, communication union, exposed
communication = finish - compute, compute/communication overlap), the numbers ASTRA-sim's
congestion-unaware binary prints. The traces first go through the same validation as
``hlo2chakra validate`` (``chakra.validate``; skipped only with ``validated=True``, when the caller
has just run it): inputs ASTRA-sim would abort or hang on raise ``SimulationError`` naming the
rank and node. Ranks whose programs are identical up to which
(equally shaped) communicator group they use are simulated once (see ``sim.analytical.symmetry``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Mapping, Sequence

from hlo2chakra.chakra.trace import EtTrace, TraceFormatError, read_workload, trace_path
from hlo2chakra.chakra.validate.workload import refusal, validate_traces
from hlo2chakra.sim.analytical.engine import EngineContext
from hlo2chakra.sim.analytical.fast_engine import new_engine
from hlo2chakra.sim.analytical.plan import CollectivePlan, p2p_link, plan_collective
from hlo2chakra.sim.analytical.symmetry import simulate_symmetric
from hlo2chakra.chakra.comm_groups import WORLD
from hlo2chakra.sim.analytical.workload import build_rank_program
from hlo2chakra.sim.analytical.collective_cost import Link
from hlo2chakra.sim.config.files import (
    ConfigError,
    NetworkConfig,
    SystemConfig,
    load_comm_groups,
    load_memory_type,
    load_network,
    load_system,
)
from hlo2chakra.sim.results import RankResult, SimulationError

if TYPE_CHECKING:
    from hlo2chakra.sim.nccl import NcclFabric

__all__ = ["simulate_traces", "simulate_files", "simulate_workload", "engine_context", "collective_context"]


def engine_context(network: NetworkConfig, system: SystemConfig, groups: Mapping[str, Sequence[int]],
                   congestion_aware: bool) -> EngineContext:
    """The engine's view of one network/system: memoised collective plans and P2P links.

    Shared by ``simulate_traces`` and the timeline recorder so both cost collectives the same way.
    """
    if congestion_aware:
        from hlo2chakra.sim.analytical.aware import aware_system

        system = aware_system(network, system)
    plans: dict[tuple, CollectivePlan] = {}
    links: dict[tuple[int, int], Link] = {}

    def plan(kind: str, size: int, group: str, involved: tuple[bool, ...], tree_parity: int = 0) -> CollectivePlan:
        key = (kind, size, group, involved, tree_parity)
        if key not in plans:
            members = None if group == WORLD else tuple(groups[group])
            plans[key] = plan_collective(network, system, kind, size, members, involved, tree_parity)
        return plans[key]

    def link(src: int, dst: int) -> Link:
        if (src, dst) not in links:
            links[(src, dst)] = p2p_link(network, src, dst)
        return links[(src, dst)]

    if congestion_aware:
        from hlo2chakra.sim.analytical.aware import aware_collective_end_ns
        from hlo2chakra.sim.analytical.aware_links import AwareNetwork

        return EngineContext(network.num_npus, groups, plan, link, system.endpoint_delay_ns,
                             lambda p, starts: aware_collective_end_ns(network, p, starts), closed_form=False,
                             network=lambda at: AwareNetwork(network, at))
    return EngineContext(network.num_npus, groups, plan, link, system.endpoint_delay_ns)


def collective_context(network: NetworkConfig, system: SystemConfig, groups: Mapping[str, Sequence[int]],
                       congestion_aware: bool, nccl_fabric: "NcclFabric | None") -> EngineContext:
    """The one choice of collective model: NCCL's on ``nccl_fabric``, else ASTRA-sim's (``engine_context``)."""
    if nccl_fabric is None:
        return engine_context(network, system, groups, congestion_aware)
    if congestion_aware:
        raise SimulationError("the NCCL collective model has no congestion-aware variant")
    from hlo2chakra.sim.analytical.nccl_model import nccl_engine_context

    return nccl_engine_context(network, groups, nccl_fabric)


def simulate_traces(traces: Sequence[EtTrace], network: NetworkConfig, system: SystemConfig,
                    comm_groups: Mapping[str, Sequence[int]] | None = None, *,
                    congestion_aware: bool = False, validated: bool = False,
                    nccl_fabric: "NcclFabric | None" = None) -> list[RankResult]:
    """Simulate one trace per rank (rank = index) and return per-rank results.

    nccl_fabric: time collectives and messages with the NCCL model on that fabric
    (``nccl_model``) instead of ASTRA-sim's (``system`` then only names the run)."""
    n = network.num_npus
    if len(traces) != n:
        raise SimulationError(f"the network has {n} NPUs but {len(traces)} traces were given")
    if congestion_aware and network.num_dims != 1:
        raise SimulationError("the congestion-aware backend accepts 1-D networks only")
    groups = {str(k): tuple(int(r) for r in v) for k, v in (comm_groups or {}).items()}
    for name, members in groups.items():
        bad = [r for r in members if not 0 <= r < n]
        if bad:
            raise SimulationError(f"communicator group {name!r} names rank {bad[0]} outside 0..{n - 1}")
    if not validated:
        violations = validate_traces(traces, comm_groups, num_npus=n)
        if violations:
            raise SimulationError(refusal(violations))
    ctx = collective_context(network, system, groups, congestion_aware, nccl_fabric)
    fast = simulate_symmetric(traces, ctx, groups)
    if fast is not None:
        return fast
    programs = [build_rank_program(r, t, n, groups) for r, t in enumerate(traces)]
    return new_engine(programs, ctx).run()


def _check_memory(path: str | Path | None) -> None:
    if path is None:
        return
    if load_memory_type(path) != "NO_MEMORY_EXPANSION":
        raise ConfigError(f"{path}: only {{\"memory-type\": \"NO_MEMORY_EXPANSION\"}} is supported by the analytical backend")


def _load_configs(network_path: str | Path, system_path: str | Path, memory_path: str | Path | None,
                  comm_groups_path: str | Path | None
                  ) -> tuple[NetworkConfig, SystemConfig, Mapping[str, Sequence[int]] | None]:
    network = load_network(network_path)
    system = load_system(system_path)
    _check_memory(memory_path)
    groups = load_comm_groups(comm_groups_path)
    return network, system, groups if comm_groups_path is not None else None


def simulate_files(workload_prefix: str | Path, network_path: str | Path, system_path: str | Path,
                   memory_path: str | Path | None = None, comm_groups_path: str | Path | None = None, *,
                   congestion_aware: bool = False, validated: bool = False) -> list[RankResult]:
    """Read exactly what ASTRA-sim reads (``PREFIX.<rank>.et`` for every NPU) and simulate it.

    Ranks with byte-identical files share one decoded trace (``chakra.trace.read_workload``).
    """
    network, system, groups = _load_configs(network_path, system_path, memory_path, comm_groups_path)
    for rank in range(network.num_npus):
        path = trace_path(workload_prefix, rank)
        if not path.exists():
            raise TraceFormatError(f"{path}: workload file for rank {rank} does not exist")
    traces = read_workload(workload_prefix, network.num_npus)
    return simulate_traces(traces, network, system, groups, congestion_aware=congestion_aware, validated=validated)


def simulate_workload(traces: Sequence[EtTrace], network_path: str | Path, system_path: str | Path,
                      memory_path: str | Path | None = None, comm_groups_path: str | Path | None = None, *,
                      congestion_aware: bool = False, validated: bool = False,
                      nccl_fabric: "NcclFabric | None" = None) -> list[RankResult]:
    """``simulate_files`` on traces the caller has already decoded (one per NPU, rank = index)."""
    network, system, groups = _load_configs(network_path, system_path, memory_path, comm_groups_path)
    return simulate_traces(traces, network, system, groups, congestion_aware=congestion_aware, validated=validated,
                           nccl_fabric=nccl_fabric)
