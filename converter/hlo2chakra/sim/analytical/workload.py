"""Per-rank node tables for the analytical simulator, built from traces that passed the validator.

Contract: ``build_rank_program(rank, trace, num_ranks, groups)`` returns a frozen
``RankProgram``: nodes sorted by id (ASTRA-sim issues ready nodes in ascending id), with their
kind, duration, collective/message parameters, parent counts and children. It expects a trace
that ``hlo2chakra.chakra.validate.workload`` accepts (``simulate_traces`` runs it first): the rules on
what ASTRA-sim aborts, hangs on or mis-accounts (duplicate or missing ids, cycles, CPU ops,
node types and collectives it does not run, unknown groups, SEND/RECV ranks, sizes) live there
only, so the embedded backend and ``validate`` can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from hlo2chakra.chakra.comm_groups import group_of
from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.sim.analytical.collective_cost import A2A, AG, AR, RS

COMP, COLL, SEND, RECV, BCAST = 0, 1, 2, 3, 4
_KINDS = {
    CollectiveCommType.ALL_REDUCE: AR,
    CollectiveCommType.ALL_GATHER: AG,
    CollectiveCommType.REDUCE_SCATTER: RS,
    CollectiveCommType.ALL_TO_ALL: A2A,
}


@dataclass(frozen=True)
class RankProgram:
    rank: int
    ids: tuple[int, ...]  # node ids, ascending
    kind: tuple[int, ...]  # COMP / COLL / SEND / RECV / BCAST
    duration_ns: tuple[int, ...]  # COMP and BROADCAST replay time
    coll: tuple[tuple[str, int, str, tuple[bool, ...]] | None, ...]  # (kind, size, group, involved)
    msg: tuple[tuple[int, int, int, int] | None, ...]  # (src, dst, tag, size)
    parents: tuple[int, ...]  # number of distinct parents
    children: tuple[tuple[int, ...], ...]  # indices
    compute_ns: int

    def signature(self) -> tuple:
        """Everything that determines this rank's behaviour except its own rank number."""
        return (self.ids, self.kind, self.duration_ns, self.coll, self.parents, self.children)


def build_rank_program(rank: int, trace: EtTrace, num_ranks: int,
                       groups: Mapping[str, Sequence[int]]) -> RankProgram:
    nodes = sorted(trace.nodes, key=lambda n: n.id)
    index = {node.id: i for i, node in enumerate(nodes)}
    kinds, durations, colls, msgs, parents = [], [], [], [], []
    children: list[list[int]] = [[] for _ in nodes]
    compute = 0
    for i, node in enumerate(nodes):
        kind, dur, coll, msg = _node_entry(rank, node)
        if kind == COMP:
            compute += dur
        for dep in node.deps:
            children[index[dep]].append(i)
        kinds.append(kind)
        durations.append(dur)
        colls.append(coll)
        msgs.append(msg)
        parents.append(len(set(node.deps)))
    return RankProgram(rank, tuple(n.id for n in nodes), tuple(kinds), tuple(durations), tuple(colls),
                       tuple(msgs), tuple(parents), tuple(tuple(sorted(set(c))) for c in children), compute)


def _replay_ns(node) -> int:
    """Compute and BROADCAST replay their duration; ASTRA-sim counts a zero duration as 1 ns."""
    return node.duration_micros * 1000 if node.duration_micros else 1


def _node_entry(rank: int, node) -> tuple[int, int, tuple | None, tuple | None]:
    """(kind, duration_ns, collective, message) of one validated node."""
    if node.type == NodeType.COMP_NODE:
        return COMP, _replay_ns(node), None, None
    if node.type == NodeType.COMM_COLL_NODE:
        if node.comm_type == CollectiveCommType.BROADCAST:
            return BCAST, _replay_ns(node), None, None
        group = group_of(str(node.attr("pg_name", "") or ""))
        involved = node.attr("involved_dim")
        inv = tuple(bool(v) for v in involved) if isinstance(involved, tuple) else ()
        return COLL, 0, (_KINDS[node.comm_type], int(node.attr("comm_size")), group, inv), None
    kind = SEND if node.type == NodeType.COMM_SEND_NODE else RECV
    src = int(node.attr("comm_src", rank))
    dst = int(node.attr("comm_dst", rank))
    return kind, 0, None, (src, dst, int(node.attr("comm_tag", 0)), int(node.attr("comm_size")))
