"""The rank-independent template graph of a costed Program.

Contract:
- Every communication op is a node; compute ops are merged into one COMP node per set of ops
  that have the same communication ancestors and the same communication descendants. Such a set
  is convex and the quotient graph is acyclic, so merging keeps every real dependency between
  compute and communication (compute may still overlap any communication it does not depend on).
- Node order is a topological order that prefers program order, so ASTRA-sim's ascending-id
  issue order follows the program. In program order (``in_program_order``, the default) the
  compute groups are also split at loop-iteration boundaries (``schedule.op_segments``) and the
  order is the GPU stream's (``schedule.stream_order``), which ``ranks`` then enforces with a
  ctrl-dep chain between consecutive compute nodes.
- Durations: each COMP node's modeled time (sum of its ops' roofline times, in ns) is rounded
  to whole microseconds with a carried remainder, so a rank's total in the trace equals the
  model's total within 0.5 us and no compute time is lost to rounding.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from hlo2chakra.cost.costed import CostedProgram
from hlo2chakra.cost.kernel import KernelClass, KernelCost
from hlo2chakra.chakra.emit.schedule import op_segments, stream_order
from hlo2chakra.ir.graph import priority_topological_order
from hlo2chakra.ir.program import Collective, Op, Program


@dataclass(frozen=True)
class TemplateNode:
    """A rank-independent node: a merged compute group or one communication op."""

    index: int                 # position in the template's topological order
    ops: tuple[int, ...]       # program op indices (one for communication)
    deps: tuple[int, ...]      # template indices of parents
    duration_us: int           # COMP only: rounded with carry
    duration_ns: float         # COMP only: modeled, unrounded
    flops: int
    bytes_accessed: int
    name: str
    collective: Collective | None = None
    waits: tuple[int, ...] = ()  # template indices it waits for without reading them (a segment's first kernel)


def _effective_deps(program: Program, real: Sequence[bool]) -> list[tuple[int, ...]]:
    """Dependencies of each op on *real* ops (free ops pass their own dependencies through)."""
    eff: list[tuple[int, ...]] = []
    for op in program.ops:
        out: set[int] = set()
        for d in op.deps:
            if real[d]:
                out.add(d)
            else:
                out.update(eff[d])
        eff.append(tuple(sorted(out)))
    return eff


def _names(program: Program, ops: Sequence[int], costs: Sequence[KernelCost]) -> str:
    """'comp[N ops; lead KIND SHAPE; other kinds]': the heaviest op first, then the most common."""
    lead = program.ops[max(ops, key=lambda i: (costs[i].flops, costs[i].bytes_accessed, -i))]
    shape = ",".join(str(t) for t in lead.result_types[:1])
    kinds = Counter(program.ops[i].label for i in ops)
    kinds[lead.label] -= 1
    others = [f"{k}x{n}" if n > 1 else k for k, n in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])) if n > 0]
    rest = (" " + " ".join(others[:3]) + (" ..." if len(others) > 3 else "")) if others else ""
    where = f" @{lead.location}" if lead.location else ""
    return f"comp[{len(ops)} ops; {lead.label} {shape};{rest}]{where}"


def _comm_name(op: Op) -> str:
    shapes = ",".join(str(t) for t in op.operand_types)
    where = f" @{op.location}" if op.location else ""
    return f"{op.short_kind}({shapes}){where}"


def _comm_reach(order: Iterable[int], neighbours: Sequence[Sequence[int]], real: Sequence[bool],
                comm_bit: dict[int, int]) -> list[int]:
    """Per op, the bitset of communication ops reachable through ``neighbours`` (deps for
    ancestors, consumers for descendants); ``order`` visits every neighbour before the op."""
    reach = [0] * len(real)
    for i in order:
        if not real[i]:
            continue
        bits = 0
        for j in neighbours[i]:
            bits |= reach[j] | comm_bit.get(j, 0)
        reach[i] = bits
    return reach


def _clusters(program: Program, real: Sequence[bool], eff: Sequence[tuple[int, ...]],
              segments: Sequence[int] | None = None) -> list[list[int]]:
    """Compute ops grouped by (communication ancestors, descendants[, segment]); each
    communication op alone."""
    n = len(program.ops)
    is_comm = [op.collective is not None for op in program.ops]
    comm_bit = {i: 1 << k for k, i in enumerate(i for i in range(n) if is_comm[i])}
    anc = _comm_reach(range(n), eff, real, comm_bit)
    consumers: list[list[int]] = [[] for _ in range(n)]
    for i in range(n):
        for d in eff[i]:
            consumers[d].append(i)
    desc = _comm_reach(range(n - 1, -1, -1), consumers, real, comm_bit)
    members: list[list[int]] = []
    key_to_cluster: dict[tuple[int, int, int], int] = {}
    for i in range(n):
        if not real[i]:
            continue
        if is_comm[i]:
            members.append([i])
            continue
        key = (anc[i], desc[i], segments[i] if segments is not None else 0)
        c = key_to_cluster.get(key)
        if c is None:
            c = key_to_cluster[key] = len(members)
            members.append([])
        members[c].append(i)
    return members


def _cluster_order(members: Sequence[Sequence[int]], real: Sequence[bool], eff: Sequence[tuple[int, ...]],
                   program: Program, segments: Sequence[int] | None
                   ) -> tuple[Sequence[int], list[set[int]], Mapping[int, tuple[int, ...]]]:
    """The clusters' order and their deps: the GPU stream's (``schedule.stream_order``) when
    ``segments`` are given, else a topological order with ties by first op (program order)."""
    cluster_of = {i: c for c, ops in enumerate(members) for i in ops}
    cluster_deps: list[set[int]] = [set() for _ in members]
    for i, ci in cluster_of.items():
        for d in eff[i]:
            if cluster_of[d] != ci:
                cluster_deps[ci].add(cluster_of[d])
    if segments is not None:
        is_comm = [program.ops[m[0]].collective is not None for m in members]
        stream = stream_order(cluster_deps, is_comm, [segments[m[0]] for m in members], [m[0] for m in members])
        return stream.order, cluster_deps, stream.boundary_waits
    order, stuck = priority_topological_order(cluster_deps, [m[0] for m in members])
    if stuck:  # cannot happen for a DAG program; guard against bugs
        raise RuntimeError("internal error: merged compute graph has a cycle")
    return order, cluster_deps, {}


def build_template(costed: CostedProgram, in_program_order: bool = True) -> list[TemplateNode]:
    """The template nodes of ``costed`` in issue order (see the module docstring)."""
    program, costs, durations_ns = costed.program, costed.costs, costed.durations_ns
    real = [op.collective is not None or costs[i].kernel_class is not KernelClass.FREE
            for i, op in enumerate(program.ops)]
    eff = _effective_deps(program, real)
    segments = op_segments(program, real) if in_program_order else None
    members = _clusters(program, real, eff, segments)
    order, cluster_deps, waits = _cluster_order(members, real, eff, program, segments)
    position = {c: k for k, c in enumerate(order)}
    nodes: list[TemplateNode] = []
    emitted_us = 0
    cumulative_ns = 0.0
    for c in order:
        ops = tuple(members[c])
        deps = tuple(sorted(position[d] for d in cluster_deps[c]))
        waits_for = tuple(position[w] for w in waits.get(c, ()))
        first = program.ops[ops[0]]
        if first.collective is not None:
            nodes.append(TemplateNode(len(nodes), ops, deps, 0, 0.0, 0, 0, _comm_name(first), first.collective))
            continue
        duration_ns = sum(durations_ns[i] for i in ops)
        cumulative_ns += duration_ns
        target_us = int(round(cumulative_ns / 1000.0))
        nodes.append(TemplateNode(
            index=len(nodes), ops=ops, deps=deps, duration_us=target_us - emitted_us, duration_ns=duration_ns,
            flops=sum(costs[i].flops for i in ops), bytes_accessed=sum(costs[i].bytes_accessed for i in ops),
            name=_names(program, ops, costs), waits=waits_for,
        ))
        emitted_us = target_us
    return nodes
