"""Per-node start and finish times of an embedded analytical simulation, as a typed ``Timeline``.

Contract: ``record_timeline(traces, network, system, comm_groups, congestion_aware=...)`` runs the
same engine as ``analytical.simulate_traces`` with recording on and returns its per-rank results
and a ``Timeline``: one ``RankTimeline`` row per simulated rank, holding every node's exact
issue time (``start_ns``) and completion time (``end_ns``) in integer ns. When the symmetry
reduction applies, identical ranks share one row (``RankTimeline.ranks`` lists them all), so a
1,024-rank SPMD run costs as many rows as it has classes of ranks. The full engine also records
which nodes took part in each collective (``Timeline.collectives``) and which RECV each SEND
reached (``Timeline.messages``); a merged run needs neither (members start together).
Times mean what ASTRA-sim's workload layer means: a collective runs from its issue on that rank
until it completes there (waiting for late members included); a RECV from its posting until
its data has arrived.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.sim.analytical.fast_engine import new_engine
from hlo2chakra.sim.analytical.symmetry import per_rank_results, run_symmetric
from hlo2chakra.chakra.comm_groups import WORLD
from hlo2chakra.sim.analytical.workload import BCAST, COMP, RECV, SEND, RankProgram, build_rank_program
from hlo2chakra.sim.config.files import ConfigError, NetworkConfig, SystemConfig
from hlo2chakra.sim.results import COMPUTE, RankResult, RankTimeline, SimulationError, Timeline

if TYPE_CHECKING:
    from hlo2chakra.sim.nccl import NcclFabric

def _row(prog: RankProgram, trace: EtTrace, ranks: tuple[int, ...], state) -> RankTimeline:
    names = {n.id: n.name for n in trace.nodes}
    kinds: list[str] = []
    sizes: list[int] = []
    groups: list[str] = []
    peers: list[int] = []

    def add(kind: str, size: int, group: str, peer: int = -1) -> None:
        kinds.append(kind)
        sizes.append(size)
        groups.append(group)
        peers.append(peer)

    for i, k in enumerate(prog.kind):
        if k == COMP:
            add(COMPUTE, 0, "")
        elif k in (SEND, RECV):
            msg = prog.msg[i]
            assert msg is not None   # a SEND or RECV node has its message
            src, dst, _, size = msg
            add("SEND" if k == SEND else "RECV", size, "p2p", dst if k == SEND else src)
        elif k == BCAST:
            node = next(n for n in trace.nodes if n.id == prog.ids[i])
            add("BROADCAST", int(node.attr("comm_size", 0) or 0), str(node.attr("pg_name", "") or "all"))
        else:
            coll = prog.coll[i]
            assert coll is not None   # a collective node has its collective
            kind, size, group, _ = coll
            add(kind, size, "all" if group == WORLD else group)
    parents: list[list[int]] = [[] for _ in prog.ids]
    for i, children in enumerate(prog.children):
        for c in children:
            parents[c].append(i)
    return RankTimeline(ranks, prog.ids, tuple(names[x] for x in prog.ids), tuple(kinds), tuple(sizes),
                        tuple(groups), tuple(peers), tuple(state.start), tuple(state.end),
                        tuple(tuple(p) for p in parents), state.finish, prog.compute_ns)


def record_timeline(traces: Sequence[EtTrace], network: NetworkConfig, system: SystemConfig,
                    comm_groups: Mapping[str, Sequence[int]] | None = None, *,
                    congestion_aware: bool = False, nccl_fabric: "NcclFabric | None" = None) -> tuple[list[RankResult], Timeline]:
    """Simulate like ``simulate_traces`` and keep every node's times."""
    n = network.num_npus
    if len(traces) != n:
        raise SimulationError(f"the network has {n} NPUs but {len(traces)} traces were given")
    try:
        from hlo2chakra.sim.analytical.simulate import collective_context  # the embedded backend's own caches
    except ImportError as exc:
        raise ConfigError(f"the embedded analytical backend is not available in this installation ({exc})") from None
    groups = {str(k): tuple(int(r) for r in v) for k, v in (comm_groups or {}).items()}
    ctx = collective_context(network, system, groups, congestion_aware, nccl_fabric)
    found = run_symmetric(traces, ctx, groups, record=True)
    if found is not None:
        class_results, rank_class, engine = found
        members: dict[int, list[int]] = {}
        for rank, cls in enumerate(rank_class):
            members.setdefault(cls, []).append(rank)
        rows = tuple(_row(st.prog, traces[st.prog.rank], tuple(members[c]), st)
                     for c, st in enumerate(engine.ranks))
        return per_rank_results(class_results, rank_class), Timeline(rows, tuple(rank_class), (), ())
    programs = [build_rank_program(r, t, n, groups) for r, t in enumerate(traces)]
    engine = new_engine(programs, ctx)
    engine.record = True
    results = engine.run()
    rows = tuple(_row(st.prog, traces[r], (r,), st) for r, st in enumerate(engine.ranks))
    return results, Timeline(rows, tuple(range(n)), tuple(engine.instances), tuple(engine.messages))


def select_rows(timeline: Timeline, ranks: Sequence[int] | None = None, limit: int = 64,
                first: Sequence[int] = ()) -> tuple[int, ...]:
    """Rows to show: those of ``ranks`` when given, else all up to ``limit``, else ``first`` rows
    (e.g. the critical path's) then evenly spaced ones up to ``limit``; in row order."""
    n = timeline.num_ranks
    if ranks:
        bad = [r for r in ranks if not 0 <= r < n]
        if bad:
            raise SimulationError(f"--timeline-ranks: rank {bad[0]} is outside 0..{n - 1}")
        return tuple(sorted({timeline.row_of_rank[r] for r in ranks}))
    count = len(timeline.rows)
    if count <= limit:
        return tuple(range(count))
    chosen = dict.fromkeys(list(first)[:limit])
    step = count / max(1, limit - len(chosen))
    k = 0.0
    while len(chosen) < limit and k < count:
        chosen.setdefault(int(k))
        k += step
    for r in range(count):  # spacing hit rows already chosen: fill up in order
        if len(chosen) >= limit:
            break
        chosen.setdefault(r)
    return tuple(sorted(chosen))
