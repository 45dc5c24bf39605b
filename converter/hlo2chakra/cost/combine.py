"""Collective combining like XLA's GPU pipeline: independent all-reduces, all-gathers and
reduce-scatters of one kind and one group become one collective.

A CPU-partitioned program keeps one all-reduce per gradient; XLA's GPU pipeline runs its
``AllReduceCombiner``, ``AllGatherCombiner`` and ``ReduceScatterCombiner`` after fusion, so
each combined collective pays the network latency once. ``combine_collectives(program, mode)``
does the same on our ``Program``.

Contract (XLA's rules, as its combiners and GPU compiler document them):
- Candidates: all_reduce, all_gather and reduce_scatter ops that are not async starts. Two may
  combine only with equal keys: kind, scope (``Op.scope``: XLA combines within one computation,
  so never across loop iterations or into a kept conditional's branch), device groups, channel kind (a channel handle or not),
  ``use_global_device_ids``, and for all-reduce / reduce-scatter the reducer (one elementwise op
  of the two arguments; any other computation is never combined) and the element type of the
  first operand. All-gathers combine across element types and gather dimensions, as XLA's GPU
  combiner does (``combine_by_dim=false``; the transposes XLA inserts for that are not modelled),
  and reduce-scatters across scatter dimensions.
- Greedy, one combined op per round, in program order: the first remaining candidate opens a
  set; later candidates with its key join it until one depends (transitively) on a member, the
  set holds ``count`` ops, or its result bytes would exceed the kind's byte threshold; those
  close the set and stay for a later round. A candidate larger than the threshold is never
  combined. Reachability is recomputed after every combined op, since combining adds paths.
  Combined ops are never combined again.
- Thresholds: XLA's GPU defaults, 30 MiB per kind (``xla_gpu_all_reduce_combine_threshold_bytes``,
  ``xla_gpu_all_gather_combine_threshold_bytes``, ``xla_gpu_reduce_scatter_combine_threshold_bytes``)
  and 256 ops. With them GPT-2 small's 126 per-parameter all-reduces become the 9 that XLA's GPU
  pipeline makes (two 77 MB embedding gradients alone, one f32 set, six bf16 sets).
- The combined op sits where its last member was; its operands, results and bytes are the
  members' in order, its deps their union. Ops between the first and last member that read a
  member (directly or not) move after it, keeping their order; nothing else moves.
- ``auto`` combines unless the program already went through XLA's optimizations (``--xla-gpu``,
  or an input with fusion ops: XLA's GPU pipeline combined all three kinds, its CPU pipeline the
  all-reduces); ``xla-like`` combines whatever the input; ``none`` leaves it as it is.
"""

from __future__ import annotations

from hlo2chakra.errors import BadInputError

from dataclasses import dataclass, field, replace
from typing import Mapping, Sequence

from hlo2chakra.cost.modes import CombineMode
from hlo2chakra.cost.modes import parse_mode as _parse
from hlo2chakra.ir.program import CollectiveKind, Op, Program

MIB = 1024 * 1024
COMBINED_ATTR = "hlo2chakra.combined_ops"   # on a combined op: how many ops it replaced
COMBINABLE = (CollectiveKind.ALL_REDUCE, CollectiveKind.ALL_GATHER, CollectiveKind.REDUCE_SCATTER)
_REDUCING = (CollectiveKind.ALL_REDUCE, CollectiveKind.REDUCE_SCATTER)


class CombineError(BadInputError):
    """A bad combining option; the message is one line."""


@dataclass(frozen=True)
class CombineThresholds:
    """Per kind, the most result bytes one combined op may hold; and the most ops it may hold."""

    bytes_by_kind: Mapping[CollectiveKind, int]
    count: int


XLA_GPU_THRESHOLDS = CombineThresholds({kind: 30 * MIB for kind in COMBINABLE}, 256)


@dataclass(frozen=True)
class KindCombining:
    """What combining did to one collective kind; bytes are the ops' per-rank input bytes."""

    kind: str
    ops_before: int
    ops_after: int
    bytes_before: int
    bytes_after: int
    combined_ops: int = 0        # combined ops made
    largest: int = 0             # members of the largest combined op


@dataclass(frozen=True)
class CombineSummary:
    """What combining did to a program (recorded in the manifest)."""

    requested: str
    applied: str                 # "xla-like" or "none"
    reason: str
    threshold_bytes: Mapping[str, int] = field(default_factory=dict)
    threshold_count: int = 0
    kinds: tuple[KindCombining, ...] = ()


def parse_mode(value: CombineMode | str) -> CombineMode:
    """``value`` as a CombineMode; CombineError (one line) names the choices."""
    return _parse(CombineMode, value, "combine", CombineError)


def optimized_by_xla(program: Program, xla_gpu: bool = False) -> str:
    """Why ``program`` (as it came in, before our fusion) already went through XLA's combiners,
    or "" when it did not."""
    if xla_gpu:
        return "XLA's GPU pipeline combined the collectives"
    fused = sum(1 for op in program.ops if op.body)
    return f"program already optimized by XLA ({fused} fusion ops), whose combiners ran" if fused else ""


def resolve_mode(mode: CombineMode | str, optimized: str) -> tuple[CombineMode, str]:
    """(applied mode, reason) for ``mode``; ``optimized`` is ``optimized_by_xla``'s answer."""
    mode = parse_mode(mode)
    if mode is CombineMode.NONE:
        return CombineMode.NONE, "combining disabled"
    if mode is CombineMode.XLA_LIKE:
        return CombineMode.XLA_LIKE, "requested"
    if optimized:
        return CombineMode.NONE, f"auto: {optimized}"
    return CombineMode.XLA_LIKE, "auto: program not optimized by XLA"


def _key(op: Op) -> tuple | None:
    """Ops with equal keys may combine; None for ops that never do."""
    coll = op.collective
    if coll is None or coll.kind not in COMBINABLE or op.kind.endswith("_start") or not op.operand_types:
        return None
    channel = op.attrs.get("channel_handle")
    has_channel = isinstance(channel, Mapping) and channel.get("handle", 0) > 0
    key: tuple = (coll.kind, op.scope, coll.groups, has_channel, bool(op.attrs.get("use_global_device_ids")))
    if coll.kind in _REDUCING:
        if not coll.reduction:
            return None
        key += (coll.reduction, op.operand_types[0].dtype)
    return key


class _Graph:
    """The program being combined: ops by id (their original index), in a changing order."""

    def __init__(self, program: Program) -> None:
        self.ops: dict[int, Op] = {op.index: op for op in program.ops}
        self.order: list[int] = [op.index for op in program.ops]
        self.alias: dict[int, int] = {}             # removed member -> the combined op's id

    def ancestors(self, bit: Mapping[int, int], known: dict[int, int] | None = None, start: int = 0) -> dict[int, int]:
        """Per op, the bitset of ``bit`` ops it depends on, directly or not. ``known``: the answer
        before a combination that left the first ``start`` ops of the order as they were (their
        ancestors cannot have changed: they precede every member), so only the rest is redone."""
        anc: dict[int, int] = {} if known is None else {i: known[i] for i in self.order[:start]}
        for i in self.order[start:]:
            bits = 0
            for d in self.ops[i].deps:
                bits |= anc[d] | bit.get(d, 0)
            anc[i] = bits
        return anc

    def combine(self, members: Sequence[int]) -> int:
        """Replace ``members`` (in program order, independent) by one op at the last one's place;
        returns the position of the first member, before which the order did not change."""
        last = members[-1]
        gone = set(members[:-1])
        self.ops[last] = _merged([self.ops[m] for m in members], last)
        for m in gone:
            self.alias[m] = last
            del self.ops[m]
        start, end = self.order.index(members[0]), self.order.index(last)
        before, after, moved = [], [], set(members)
        for i in self.order[start:end]:
            if i in gone:
                continue
            if any(d in moved for d in self.ops[i].deps):
                moved.add(i)
                after.append(i)
            else:
                before.append(i)
        self.order[start:end + 1] = before + [last] + after
        for i in self.order[start:]:  # ops before the first member cannot read one
            op = self.ops[i]
            if any(d in gone for d in op.deps) or any(r in gone for refs in op.operand_refs for r in refs):
                self.ops[i] = op.renumbered(op.index, _mapped(op.deps, self.alias),
                                            tuple(_mapped(refs, self.alias) for refs in op.operand_refs))
        return start

    def program(self, original: Program) -> Program:
        """The combined program, renumbered in the current order."""
        new = {old: pos for pos, old in enumerate(self.order)}
        ops = tuple(
            op.renumbered(new[i], tuple(sorted(new[d] for d in op.deps)),
                          tuple(tuple(sorted(new[r] for r in refs)) for refs in op.operand_refs))
            for i, op in ((i, self.ops[i]) for i in self.order)
        )
        outputs = tuple(dict.fromkeys(new[self.alias.get(i, i)] for i in original.outputs))
        return replace(original, ops=ops, outputs=outputs)


def _mapped(ids: Sequence[int], alias: Mapping[int, int]) -> tuple[int, ...]:
    return tuple(sorted({alias.get(i, i) for i in ids}))


def _merged(members: Sequence[Op], index: int) -> Op:
    first = members[0]
    coll = first.collective
    assert coll is not None
    deps = sorted({d for m in members for d in m.deps})
    refs = (tuple(r for m in members for r in m.operand_refs)
            if all(len(m.operand_refs) == len(m.operand_types) for m in members) else ())
    return replace(
        first, index=index, deps=tuple(deps), operand_refs=refs,
        operand_types=tuple(t for m in members for t in m.operand_types),
        result_types=tuple(t for m in members for t in m.result_types),
        attrs={**first.attrs, COMBINED_ATTR: sum(int(m.attrs.get(COMBINED_ATTR, 1)) for m in members)},
        collective=replace(coll, input_bytes=sum(m.collective.input_bytes for m in members if m.collective),
                           output_bytes=sum(m.collective.output_bytes for m in members if m.collective)),
    )


def _next_set(graph: _Graph, keys: dict[int, tuple], anc: Mapping[int, int], bit: Mapping[int, int],
              thresholds: CombineThresholds) -> list[int]:
    """One round: the members of the next combined op (may be one op, or none); every op it
    takes or finds too large leaves ``keys``."""
    members: list[int] = []
    key: tuple | None = None
    total = mask = 0
    for i in graph.order:
        k = keys.get(i)
        if k is None or (members and k != key):
            continue
        key = k
        op = graph.ops[i]
        size = op.collective.output_bytes if op.collective else 0
        limit = thresholds.bytes_by_kind.get(k[0], 0)
        if size > limit:
            del keys[i]
            continue
        if len(members) >= thresholds.count or total + size > limit or anc[i] & mask:
            break
        members.append(i)
        total += size
        mask |= bit[i]
        del keys[i]
    return members


def _tally(program: Program) -> dict[CollectiveKind, tuple[int, int]]:
    out: dict[CollectiveKind, tuple[int, int]] = {}
    for op in program.collectives:
        coll = op.collective
        if coll is not None and coll.kind in COMBINABLE:
            count, nbytes = out.get(coll.kind, (0, 0))
            out[coll.kind] = (count + 1, nbytes + coll.input_bytes)
    return out


def combine_collectives(program: Program, mode: CombineMode | str = CombineMode.AUTO, *,
                        optimized: str | None = None,
                        thresholds: CombineThresholds = XLA_GPU_THRESHOLDS) -> tuple[Program, CombineSummary]:
    """The program with its combinable collectives combined (see the module docstring), and
    what was done. ``optimized``: ``optimized_by_xla`` of the input program when ``program`` is
    our fused version of it; None judges ``program`` itself."""
    requested = parse_mode(mode)
    applied, reason = resolve_mode(requested, optimized_by_xla(program) if optimized is None else optimized)
    before = _tally(program)
    made: dict[CollectiveKind, list[int]] = {}
    if applied is CombineMode.XLA_LIKE:
        program, made = _combine(program, thresholds)
    after = _tally(program)
    kinds = tuple(
        KindCombining(kind.value, before[kind][0], after[kind][0], before[kind][1], after[kind][1],
                      len(made.get(kind, ())), max(made.get(kind, [0])))
        for kind in COMBINABLE if kind in before
    )
    on = applied is CombineMode.XLA_LIKE
    summary = CombineSummary(requested.value, applied.value, reason,
                             {k.value: v for k, v in thresholds.bytes_by_kind.items()} if on else {},
                             thresholds.count if on else 0, kinds)
    return program, summary


def _combine(program: Program, thresholds: CombineThresholds) -> tuple[Program, dict[CollectiveKind, list[int]]]:
    """XLA's greedy rounds; returns the program and, per kind, the member count of each combined op."""
    graph = _Graph(program)
    keys = {op.index: k for op in program.ops if (k := _key(op)) is not None}
    bit = {i: 1 << n for n, i in enumerate(keys)}
    anc = graph.ancestors(bit)
    made: dict[CollectiveKind, list[int]] = {}
    while keys:
        members = _next_set(graph, keys, anc, bit, thresholds)
        if len(members) > 1:
            coll = graph.ops[members[0]].collective
            assert coll is not None   # keys are collectives
            made.setdefault(coll.kind, []).append(len(members))
            start = graph.combine(members)
            anc = graph.ancestors(bit, anc, start)
    return (graph.program(program) if made else program), made
