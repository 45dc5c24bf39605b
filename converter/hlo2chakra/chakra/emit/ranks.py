"""Costed Program -> per-rank Chakra node graphs.

Contract:
- The rank-independent template (``trace_template``: merged compute, communication nodes,
  rounded durations) is built once.
- Each rank issues its communication in program order (a ctrl dep on the previous collective or
  send), as XLA's runtime does: ranks of a group can never issue shared collectives in different
  orders, which would hang ASTRA-sim. With ASTRA-sim's one communication node in flight per rank,
  that is XLA's GPU default of one asynchronous collective in flight
  (``xla_gpu_experimental_parallel_collective_overlap_limit`` = 1); a collective starts as soon as
  its operands exist and the previous one is done, the earliest XLA's latency-hiding scheduler
  could start it.
- ``ExecutionOrder.PROGRAM`` (the default): each rank's compute nodes also carry a ctrl dep on the
  previous compute node, so they run in the template's (program) order on one stream, as a GPU
  runs one stream's kernels: a kernel that waits for a receive holds back every later kernel, and
  the wait is exposed. ``DATAFLOW`` leaves compute ordered by data only (ASTRA-sim then runs any
  ready compute node, lowest id first, into a wait: what traces before 0.9 did).
- Each rank instantiates the template: a collective becomes a COMM_COLL_NODE in the rank's group
  (``pg_name`` unless the group is the whole world; dropped when the group has one rank or the
  rank takes no part), a collective_permute becomes a COMM_SEND_NODE and/or COMM_RECV_NODE from
  ``source_target_pairs`` with one tag per op. Dependents of a dropped node depend on its parents.
- ``comm_size`` follows ASTRA-sim: all-gather = per-rank input shard; all-reduce,
  reduce-scatter, all-to-all = full per-rank input buffer. collective_broadcast of S bytes over p
  ranks is emitted as an ALL_GATHER of ceil(S/p) bytes (every rank ends with S bytes, the data
  volume a pipelined broadcast moves), because ASTRA-sim replays BROADCAST by duration only.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import Mapping, Sequence

from hlo2chakra.chakra.emit.comm_types import comm_type_of
from hlo2chakra.chakra.schema import NodeType
from hlo2chakra.chakra.trace import Attr, EtNode, EtTrace, TensorInfo, encode_metadata, encode_node, frame
from hlo2chakra.cost.costed import CostedProgram
from hlo2chakra.cost.kernel import KernelCost
from hlo2chakra.ir.program import Collective, CollectiveKind, Program
from hlo2chakra.checks.limits import check_rank_count
from hlo2chakra.chakra.emit.template import TemplateNode, build_template

_NOT_CPU = Attr("is_cpu_op", "bool", False)


class ExecutionOrder(str, enum.Enum):
    """How a rank's compute nodes are ordered: one stream in program order, or by data only."""

    PROGRAM = "program"
    DATAFLOW = "dataflow"

    @classmethod
    def parse(cls, value: "ExecutionOrder | str") -> "ExecutionOrder":
        try:
            return cls(value)
        except ValueError:
            raise ValueError(f"unknown execution order {value!r} (expected program or dataflow)") from None


@dataclass(frozen=True)
class RankSummary:
    rank: int
    nodes: int
    comp_nodes: int
    comm_nodes: int
    flops: int
    bytes: int
    compute_time_ns: int     # what the trace makes ASTRA-sim spend: sum(duration_micros) * 1000
    modeled_compute_ns: float


@dataclass(frozen=True)
class TraceSet:
    """Encoded per-rank traces plus what the manifest needs."""

    files: tuple[bytes, ...]                      # file bytes per rank
    traces: tuple[EtTrace, ...]                   # the same, decoded (identical ranks share one object)
    comm_groups: Mapping[str, tuple[int, ...]]    # group id -> ranks, in listed order
    ranks: tuple[RankSummary, ...]
    collectives: Mapping[str, Mapping[str, int]]  # type -> {"count", "bytes"} of the program's ops
    distinct_traces: int
    shared_with: tuple[int, ...] = ()             # per rank: the first rank whose file bytes are the same

    def trace_groups(self) -> tuple[tuple[int, ...], ...]:
        """Ranks whose files are byte-identical (two or more each, ascending, by first rank)."""
        members: dict[int, list[int]] = {}
        for rank, first in enumerate(self.shared_with):
            members.setdefault(first, []).append(rank)
        return tuple(tuple(ranks) for ranks in members.values() if len(ranks) > 1)


# --- per-rank instantiation ------------------------------------------------------------------

@dataclass(frozen=True)
class _CommPlan:
    """How one communication template node appears on one rank."""

    group_id: str | None = None      # pg_name; None = world
    group_size: int = 0
    send_to: int | None = None
    recv_from: int | None = None
    rank: int | None = None          # set for send/recv, whose nodes name their own rank


@dataclass(frozen=True)
class _CommTemplate:
    """A communication template node with its per-rank plans precomputed.

    ``plan_of`` is built once per collective, so a rank's plan is one small-int lookup: resolving
    a group's id hashes the whole group tuple, and doing that per rank made building traces grow
    with ranks^2 x collectives (13 s of 18 s at 4,096 ranks).
    """

    node: TemplateNode
    collective: Collective   # node.collective, known present (so not re-checked per rank)
    tag: int
    inputs: TensorInfo
    outputs: TensorInfo
    plan_of: Mapping[int, _CommPlan]   # group collectives: rank -> its plan (absent: takes no part)
    send_to: Mapping[int, int]
    recv_from: Mapping[int, int]

    def plan(self, rank: int) -> _CommPlan | None:
        if self.collective.kind is CollectiveKind.COLLECTIVE_PERMUTE:
            send, recv = self.send_to.get(rank), self.recv_from.get(rank)
            if send is None and recv is None:
                return None
            return _CommPlan(send_to=send, recv_from=recv, rank=rank)
        return self.plan_of.get(rank)


def _comm_template(node: TemplateNode, tag: int, program: Program,
                   group_ids: Mapping[tuple[int, ...], str]) -> _CommTemplate:
    op = program.ops[node.ops[0]]
    coll = node.collective
    if coll is None:   # the caller passes communication nodes only
        raise ValueError(f"template node {node.name} is not a communication")
    plan_of: dict[int, _CommPlan | None] = {}
    if coll.kind is not CollectiveKind.COLLECTIVE_PERMUTE:
        for group in coll.groups:
            # one id lookup per group; a one-rank group communicates nothing (its node is dropped)
            plan = _CommPlan(group_id=group_ids.get(group), group_size=len(group)) if len(group) > 1 else None
            for rank in group:
                plan_of[rank] = plan  # a rank listed in two groups keeps the last
    send_to = {s: t for s, t in reversed(coll.pairs) if s != t}
    recv_from = {t: s for s, t in reversed(coll.pairs) if s != t}
    return _CommTemplate(node, coll, tag, _io(op.operand_types), _io(op.result_types),
                         {r: plan for r, plan in plan_of.items() if plan is not None}, send_to, recv_from)


def _group_ids(template: Sequence[TemplateNode], num_ranks: int) -> dict[tuple[int, ...], str]:
    ids: dict[tuple[int, ...], str] = {}
    world = set(range(num_ranks))
    for node in template:
        coll = node.collective
        if coll is None or coll.kind is CollectiveKind.COLLECTIVE_PERMUTE:
            continue
        for group in coll.groups:
            if len(group) > 1 and group not in ids and set(group) != world:
                ids[group] = str(len(ids) + 1)
    return ids


def _io(types) -> TensorInfo:
    return TensorInfo(
        values="",
        shapes=";".join("[" + ",".join(str(d) for d in t.shape) + "]" for t in types),
        types=";".join(t.dtype for t in types),
    )


def comm_size_bytes(coll: Collective, group_size: int) -> int:
    """Bytes in ASTRA-sim's ``comm_size`` convention for this collective."""
    if coll.kind is CollectiveKind.COLLECTIVE_BROADCAST:
        return -(-coll.input_bytes // max(1, group_size))
    return coll.input_bytes


def _comm_nodes(comm: _CommTemplate, plan: _CommPlan, deps: tuple[int, ...], order: tuple[int, ...]) -> list[EtNode]:
    """The node(s) of one communication on one rank; ``order`` (a ctrl dep) is the rank's
    previously issued communication, so every rank issues them in program order as XLA does."""
    node, coll = comm.node, comm.collective
    send_id, recv_id = 2 * node.index, 2 * node.index + 1
    if coll.kind is not CollectiveKind.COLLECTIVE_PERMUTE:
        attrs = [
            _NOT_CPU,
            Attr("comm_type", "int64", int(comm_type_of(coll.kind))),
            Attr("comm_size", "int64", comm_size_bytes(coll, plan.group_size)),
        ]
        if plan.group_id is not None:
            attrs.append(Attr("pg_name", "string", plan.group_id))
        return [EtNode(send_id, node.name, NodeType.COMM_COLL_NODE, data_deps=deps, ctrl_deps=order,
                       attrs=tuple(attrs), inputs=comm.inputs, outputs=comm.outputs)]
    out = []
    size = coll.input_bytes
    assert plan.rank is not None, "a send/receive plan names its rank"   # _CommTemplate.plan sets it
    if plan.send_to is not None:
        out.append(EtNode(send_id, "send:" + node.name, NodeType.COMM_SEND_NODE, data_deps=deps, ctrl_deps=order, attrs=(
            _NOT_CPU, Attr("comm_src", "int64", plan.rank), Attr("comm_dst", "int64", plan.send_to),
            Attr("comm_size", "int64", size), Attr("comm_tag", "int64", comm.tag)), inputs=comm.inputs))
    if plan.recv_from is not None:
        out.append(EtNode(recv_id, "recv:" + node.name, NodeType.COMM_RECV_NODE, data_deps=deps, attrs=(
            _NOT_CPU, Attr("comm_src", "int64", plan.recv_from), Attr("comm_dst", "int64", plan.rank),
            Attr("comm_size", "int64", size), Attr("comm_tag", "int64", comm.tag)), outputs=comm.outputs))
    return out


def _comp_node(node: TemplateNode, deps: tuple[int, ...], order: tuple[int, ...], program: Program,
               costs: Sequence[KernelCost]) -> EtNode:
    """One compute node; ``order`` (a ctrl dep) is the rank's previous compute node, or ()."""
    lead = max(node.ops, key=lambda i: (costs[i].flops, costs[i].bytes_accessed, -i))
    lead_op = program.ops[lead]
    return EtNode(
        2 * node.index, node.name, NodeType.COMP_NODE, data_deps=deps, ctrl_deps=order, duration_micros=node.duration_us,
        attrs=(_NOT_CPU, Attr("num_ops", "int64", node.flops), Attr("tensor_size", "uint64", node.bytes_accessed)),
        inputs=_io(lead_op.operand_types), outputs=_io(lead_op.result_types),
    )


@dataclass
class _RankBuild:
    """What one rank's trace is built from; the caches are shared by every rank."""

    program: Program
    costs: Sequence[KernelCost]
    template: Sequence[TemplateNode]
    comm_of: Mapping[int, _CommTemplate]
    header: bytes
    node_cache: dict[tuple, tuple[tuple[EtNode, ...], bytes]]
    in_program_order: bool = True   # ExecutionOrder.PROGRAM: chain each rank's compute nodes


@dataclass(frozen=True)
class _RankShape:
    """A rank's trace apart from its communication nodes' attributes: the chunks and nodes of the
    first rank of that shape, and where each communication sits (template index, chunk position,
    node position, deps, order). Ranks whose plans differ only in groups and peers (not in which
    communication they take part in) share it: each is its shape with those slots filled."""

    chunks: tuple[bytes, ...]
    nodes: tuple[EtNode, ...]
    slots: tuple[tuple[int, int, int, tuple[int, ...], tuple[int, ...]], ...]
    summary: RankSummary


def _shape_key(plans: Mapping[int, _CommPlan | None]) -> tuple:
    """Which communication a rank takes part in, and as sender and/or receiver (not with whom)."""
    return tuple(None if p is None else (p.send_to is not None, p.recv_from is not None) for p in plans.values())


def _comm_cached(build: _RankBuild, index: int, plan: _CommPlan, deps: tuple[int, ...],
                 order: tuple[int, ...]) -> tuple[tuple[EtNode, ...], bytes]:
    key = (index, plan, deps, order)
    cached = build.node_cache.get(key)
    if cached is None:
        made = tuple(_comm_nodes(build.comm_of[index], plan, deps, order))
        cached = build.node_cache[key] = (made, b"".join(frame(encode_node(n)) for n in made))
    return cached


def _like(build: _RankBuild, shape: _RankShape, plans: Mapping[int, _CommPlan | None],
          rank: int) -> tuple[list[bytes], EtTrace, RankSummary]:
    """Rank ``rank``'s trace from the shape it shares: only its communication nodes are made."""
    chunks, nodes = list(shape.chunks), list(shape.nodes)
    for index, at_chunk, at_node, deps, order in shape.slots:
        plan = plans[index]
        assert plan is not None  # the shape key says it takes part
        made, data = _comm_cached(build, index, plan, deps, order)
        chunks[at_chunk] = data
        nodes[at_node:at_node + len(made)] = made
    return chunks, EtTrace(tuple(nodes)), replace(shape.summary, rank=rank)


def _rank_trace(build: _RankBuild, rank: int, plans: Mapping[int, _CommPlan | None],
                modeled_ns: float) -> tuple[_RankShape, EtTrace]:
    """One rank's trace: its shape (which holds its chunks and summary) and the same decoded."""
    slots: list[tuple[int, int, int, tuple[int, ...], tuple[int, ...]]] = []
    alias: list[tuple[int, ...]] = []
    chunks = [build.header]
    nodes: list[EtNode] = []
    n_comp = n_comm = flops = nbytes = us = 0
    last_issued: int | None = None  # the communication slot's previous occupant
    last_computed: int | None = None  # the compute stream's previous kernel
    comm_ids: dict[int, tuple[int, ...]] = {}  # template index -> this rank's node ids of that communication
    for t in build.template:
        deps = tuple(sorted({i for d in t.deps for i in alias[d]}))
        if t.collective is None:
            chain = build.in_program_order and last_computed is not None and last_computed not in deps
            order: tuple[int, ...] = (last_computed,) if chain and last_computed is not None else ()
            if t.waits:   # a segment's first kernel: also what the last segment left in flight
                waited = {i for w in t.waits for i in comm_ids.get(w, ())} - set(deps)
                order = tuple(sorted(waited.union(order)))
            last_computed = 2 * t.index
            key = (t.index, deps, order)
            cached = build.node_cache.get(key)
            if cached is None:
                node = _comp_node(t, deps, order, build.program, build.costs)
                cached = build.node_cache[key] = ((node,), frame(encode_node(node)))
            alias.append((2 * t.index,))
            n_comp, flops, nbytes, us = n_comp + 1, flops + t.flops, nbytes + t.bytes_accessed, us + t.duration_us
        else:
            plan = plans[t.index]
            if plan is None:
                alias.append(deps)
                continue
            issues = t.collective.kind is not CollectiveKind.COLLECTIVE_PERMUTE or plan.send_to is not None
            order = (last_issued,) if issues and last_issued is not None and last_issued not in deps else ()
            if issues:
                last_issued = 2 * t.index
            slots.append((t.index, len(chunks), len(nodes), deps, order))
            cached = _comm_cached(build, t.index, plan, deps, order)
            n_comm += len(cached[0])
            comm_ids[t.index] = tuple(n.id for n in cached[0])
            permute = t.collective.kind is CollectiveKind.COLLECTIVE_PERMUTE
            alias.append(deps if permute and plan.recv_from is None else (2 * t.index + permute,))
        nodes.extend(cached[0])
        chunks.append(cached[1])
    summary = RankSummary(rank, n_comp + n_comm, n_comp, n_comm, flops, nbytes, us * 1000, modeled_ns)
    trace = EtTrace(tuple(nodes))
    return _RankShape(tuple(chunks), trace.nodes, tuple(slots), summary), trace


def build_traces(costed: CostedProgram, num_ranks: int,
                 execution_order: ExecutionOrder | str = ExecutionOrder.PROGRAM) -> TraceSet:
    """Per-rank ET bytes (and the same traces decoded) for ranks 0..num_ranks-1.

    Ids: template node k is node 2k on every rank (a collective_permute's receive is 2k+1), so
    corresponding nodes share ids across ranks. Nodes that come out identical on several ranks
    (all compute, and a collective on the members of one group) are built and encoded once.
    """
    check_rank_count(num_ranks, "rank count")  # before anything is built per rank
    program = costed.program
    in_program_order = ExecutionOrder.parse(execution_order) is ExecutionOrder.PROGRAM
    template = build_template(costed, in_program_order)
    group_ids = _group_ids(template, num_ranks)
    comms = [_comm_template(t, k + 1, program, group_ids)
             for k, t in enumerate(t for t in template if t.collective is not None)]
    build = _RankBuild(program, costed.costs, template, {c.node.index: c for c in comms},
                       frame(encode_metadata()), {}, in_program_order=in_program_order)
    by_signature: dict[tuple, int] = {}
    by_shape: dict[tuple, _RankShape] = {}
    files: list[bytes] = []
    traces: list[EtTrace] = []
    summaries: list[RankSummary] = []
    shared_with: list[int] = []
    modeled_ns = sum(t.duration_ns for t in template if t.collective is None)
    for rank in range(num_ranks):
        plans = {c.node.index: c.plan(rank) for c in comms}
        # Send/receive plans name their rank, so only collective-only ranks can share a trace.
        signature = tuple(plans.values())
        same = by_signature.get(signature)
        if same is not None:
            shared_with.append(same)
            files.append(files[same])
            traces.append(traces[same])
            summaries.append(replace(summaries[same], rank=rank))
            continue
        by_signature[signature] = rank
        shared_with.append(rank)
        key = _shape_key(plans)
        shape = by_shape.get(key)
        if shape is None:
            shape, trace = _rank_trace(build, rank, plans, modeled_ns)
            by_shape[key] = shape
            chunks, summary = list(shape.chunks), shape.summary
        else:
            chunks, trace, summary = _like(build, shape, plans, rank)
        files.append(b"".join(chunks))
        traces.append(trace)
        summaries.append(summary)
    distinct = sum(1 for rank, first in enumerate(shared_with) if rank == first)
    return TraceSet(tuple(files), tuple(traces), {v: k for k, v in group_ids.items()}, tuple(summaries),
                    _tally([c.collective for c in comms]), distinct, tuple(shared_with))


def _tally(collectives: Sequence[Collective]) -> dict[str, dict[str, int]]:
    """Collective ops of the program per type: how many, and their comm_size bytes summed
    (as one participating rank sees them)."""
    totals: dict[str, dict[str, int]] = {}
    for coll in collectives:
        sizes = [len(g) for g in coll.groups if len(g) > 1]
        if coll.kind is not CollectiveKind.COLLECTIVE_PERMUTE and not sizes:
            continue
        entry = totals.setdefault(coll.kind.value, {"count": 0, "bytes": 0})
        entry["count"] += 1
        entry["bytes"] += comm_size_bytes(coll, sizes[0] if sizes else 2)
    return dict(sorted(totals.items()))
