"""Per-rank node tables for the analytical simulator, validated the way ASTRA-sim reads traces.

Contract: ``build_rank_program(rank, trace, num_ranks, groups)`` returns a frozen
``RankProgram``: nodes sorted by id (ASTRA-sim issues ready nodes in ascending id), with their
kind, duration, collective/message parameters, parent counts and children. Anything ASTRA-sim
would abort on, hang on or mis-account is a ``SimulationError`` naming the rank and node:
missing dependency ids, duplicate ids, dependency cycles, ``is_cpu_op=true`` compute, MEM /
METADATA / INVALID nodes, REDUCE / GATHER / SCATTER / BARRIER / REDUCE_SCATTER_BLOCK
collectives, unknown communicator groups, and SEND/RECV nodes that do not name their own rank.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from ..chakra.schema import CollectiveCommType, NodeType
from ..chakra.trace import EtTrace
from .collective_cost import A2A, AG, AR, RS
from .results import SimulationError

COMP, COLL, SEND, RECV, BCAST = 0, 1, 2, 3, 4
_KINDS = {
    CollectiveCommType.ALL_REDUCE: AR,
    CollectiveCommType.ALL_GATHER: AG,
    CollectiveCommType.REDUCE_SCATTER: RS,
    CollectiveCommType.ALL_TO_ALL: A2A,
}
WORLD = ""


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


def _fail(rank: int, node_id: int, name: str, what: str) -> SimulationError:
    label = f" ({name!r})" if name else ""
    return SimulationError(f"rank {rank} node {node_id}{label}: {what}")


def _int_attr(node, name: str, rank: int) -> int:
    value = node.attr(name)
    if value is None:
        raise _fail(rank, node.id, node.name, f"missing attribute '{name}'")
    return int(value)


def build_rank_program(rank: int, trace: EtTrace, num_ranks: int,
                       groups: Mapping[str, Sequence[int]]) -> RankProgram:
    nodes = sorted(trace.nodes, key=lambda n: n.id)
    index: dict[int, int] = {}
    for i, node in enumerate(nodes):
        if node.id in index:
            raise _fail(rank, node.id, node.name, "duplicate node id")
        index[node.id] = i
    kinds, durations, colls, msgs, parents = [], [], [], [], []
    children: list[list[int]] = [[] for _ in nodes]
    compute = 0
    for i, node in enumerate(nodes):
        ntype = node.type
        if node.attr("is_cpu_op", False):
            raise _fail(rank, node.id, node.name, "is_cpu_op=true nodes break ASTRA-sim's statistics; emit GPU nodes only")
        coll = msg = None
        dur = 0
        if ntype == NodeType.COMP_NODE:
            kind = COMP
            dur = node.duration_micros * 1000 if node.duration_micros else 1
            compute += dur
        elif ntype == NodeType.COMM_COLL_NODE:
            ctype = node.comm_type
            if ctype is None:
                raise _fail(rank, node.id, node.name, "collective without 'comm_type'")
            if ctype == CollectiveCommType.BROADCAST:
                kind = BCAST
                dur = node.duration_micros * 1000 if node.duration_micros else 1
            elif ctype in _KINDS:
                kind = COLL
                group = str(node.attr("pg_name", "") or "")
                group = WORLD if group in ("", "0") else group
                if group != WORLD and group not in groups:
                    raise _fail(rank, node.id, node.name, f"communicator group {group!r} not found (ASTRA-sim exits)")
                if group != WORLD and rank not in groups[group]:
                    raise _fail(rank, node.id, node.name, f"rank is not a member of communicator group {group!r}")
                involved = node.attr("involved_dim")
                inv = tuple(bool(v) for v in involved) if isinstance(involved, tuple) else ()
                coll = (_KINDS[ctype], _int_attr(node, "comm_size", rank), group, inv)
            else:
                raise _fail(rank, node.id, node.name, f"collective {ctype.name} is not supported by ASTRA-sim (abort)")
        elif ntype in (NodeType.COMM_SEND_NODE, NodeType.COMM_RECV_NODE):
            kind = SEND if ntype == NodeType.COMM_SEND_NODE else RECV
            src = int(node.attr("comm_src", rank)) if kind == SEND else _int_attr(node, "comm_src", rank)
            dst = _int_attr(node, "comm_dst", rank) if kind == SEND else int(node.attr("comm_dst", rank))
            own, peer = (src, dst) if kind == SEND else (dst, src)
            if own != rank:
                raise _fail(rank, node.id, node.name, f"{'SEND' if kind == SEND else 'RECV'} must be issued by rank {own}")
            if not 0 <= peer < num_ranks or peer == rank:
                raise _fail(rank, node.id, node.name, f"invalid peer rank {peer}")
            msg = (src, dst, int(node.attr("comm_tag", 0)), _int_attr(node, "comm_size", rank))
        else:
            name = ntype.name if isinstance(ntype, NodeType) else str(ntype)
            raise _fail(rank, node.id, node.name, f"node type {name} is not simulated (emit only GPU COMP and COMM nodes)")
        deps = node.deps
        for dep in deps:
            if dep not in index:
                raise _fail(rank, node.id, node.name, f"dependency on node {dep}, which does not exist (ASTRA-sim aborts)")
            children[index[dep]].append(i)
        kinds.append(kind)
        durations.append(dur)
        colls.append(coll)
        msgs.append(msg)
        parents.append(len(set(deps)))
    _check_acyclic(rank, nodes, parents, children)
    return RankProgram(rank, tuple(n.id for n in nodes), tuple(kinds), tuple(durations), tuple(colls),
                       tuple(msgs), tuple(parents), tuple(tuple(sorted(set(c))) for c in children), compute)


def _check_acyclic(rank: int, nodes, parents: list[int], children: list[list[int]]) -> None:
    left = list(parents)
    stack = [i for i, n in enumerate(left) if n == 0]
    seen = 0
    while stack:
        i = stack.pop()
        seen += 1
        for c in set(children[i]):
            left[c] -= 1
            if left[c] == 0:
                stack.append(c)
    if seen != len(nodes):
        culprit = next(i for i, n in enumerate(left) if n > 0)
        raise _fail(rank, nodes[culprit].id, nodes[culprit].name, "dependency cycle (ASTRA-sim never issues it)")
