"""Fusion-aware costing of unfused programs: group ops the way XLA's GPU fusion would.

``fuse_program(program, fusion)`` returns a new ``Program`` in which every group of ops XLA
would run as one kernel is one ``hlo2chakra.fusion`` op (``body`` = the grouped ops, local
deps; the grouping itself is in ``cost.fusion_groups``), plus a ``FusionSummary`` for the
manifest. ``cost.ops`` costs such an op like any fusion: FLOPs of the ops inside, bytes at the
boundary, one launch.

Contract of the grouping (the op classes are in ``cost.fusion_rules``):
- Ops are visited in reverse program order, so every consumer is placed before its producers.
  A loop-fusible producer joins the fusions of its consumers when every consumer sits in a
  fusion that accepts it; with consumers in several fusions it is duplicated into each unless
  it is expensive (at most ``MAX_COPIES`` copies, unless the copies together read no more bytes
  than the result has: broadcast scalars, iota masks; or each copy reads fewer bytes than its
  consumer would read from the result: a widening convert f16 -> f32). Otherwise (a consumer that is a collective, a GEMM, a
  non-fusible op, or a program output) it is materialized: it roots a fusion of its own, and
  cheap producers are still duplicated into the fusing consumers.
- A reduce roots an input fusion; it also joins its consumers' fusion when that fusion works at
  the reduce's output size (reduction epilogue) or already holds a sibling reduce of the same
  input and output shapes (multi-output reduction).
  A producer that combines GEMM results in two orientations (one read through a minor-dimension
  transpose) does not join a reduction: a real transpose and a reduction cannot share one XLA GPU
  kernel, so the product is written and read back (``cost.fusion_heroes``; the softmax backward).
- A dot/convolution whose result is used only by one elementwise fusion at most its own size
  (and at most ``MAX_EPILOGUE_OPS`` ops) takes that fusion as its epilogue; later only
  elementwise/broadcast producers of the epilogue join, up to the same limit. Producers never
  fuse into the GEMM operands.
- Sibling fusions that read the same full-size value (reductions of one input shape, loop
  fusions of one output shape) become one multi-output kernel (XLA's multi-output fusion;
  ``cost.fusion_siblings``). A later sibling reduction that needs nothing computed after the
  earlier one joins it there, even across a collective (synchronised batch norm's backward).
- A dynamic_update_slice roots an in-place fusion: producers of its update and indices join,
  producers of its buffer do not; the fusion reads no buffer bytes and writes only the update
  (XLA reuses the buffer; where it could not, it would add a copy we do not model).
- Ops that XLA's optimizations remove run no kernel: a ``copy`` (deleted by the simplifier
  while every layout is the default) and a transpose read only by dots (folded into them).
  They stay standalone ``FOLDED_KIND`` ops, free, so dependencies are kept.
- Existing fusions (``mhlo.fusion``) and collectives are never fused into; nothing crosses a
  collective. Ops are only ever added to fusions whose ops all come later in program order (a
  pulled-up sibling only after checking that all it reads comes earlier), so the fused graph is
  acyclic; the result is in program order of the fusions' places (their last root, or where a
  sibling was pulled up to), which is a topological order.
Boundary bytes: each distinct external value is read once (a value read only through slices,
dynamic slices or gathers counts the selected part); arguments and constants count per use
(``Op.operand_refs`` does not identify arguments); the roots' results are written. With ``auto``
a program that already has ``mhlo.fusion`` ops is left as it is (XLA fused it); ``xla-like``
fuses the loose ops around existing fusions as well.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from hlo2chakra.ir.program import Op, Program, TensorType, dtype_bits
from hlo2chakra.ir.fusion_io import FUSION_READ_BYTES, FUSION_WRITE_BYTES
from hlo2chakra.cost.fusion_groups import (
    IN_PLACE,
    INPUT,
    MAX_COPIES,
    MAX_EPILOGUE_OPS,
    Group,
    Grouper,
    operand_sources,
)
from hlo2chakra.cost.fusion_siblings import merge_siblings
from hlo2chakra.cost.fusion_rules import SLICE_LIKE, FusionRole, role
from hlo2chakra.cost.modes import FusionMode, parse_mode
from hlo2chakra.errors import BadInputError

FUSION_KIND = "hlo2chakra.fusion"
# A standalone op that runs no kernel once XLA has optimized (a deleted copy, a transpose folded
# into its dots); its original kind stays in attrs["folded"].
FOLDED_KIND = "hlo2chakra.folded"
MODES = tuple(m.value for m in FusionMode)
__all__ = ["FOLDED_KIND", "FUSION_KIND", "FusionMode", "MODES", "MAX_COPIES", "MAX_EPILOGUE_OPS", "FusionError", "FusionSummary",
           "fuse_program", "operand_sources", "resolve_mode"]


class FusionError(BadInputError):
    """A bad fusion option; the message is one line."""


@dataclass(frozen=True)
class FusionSummary:
    """What fusion did to a program (recorded in the manifest)."""

    requested: str
    applied: str                      # "xla-like" or "none"
    reason: str
    ops_before: int
    ops_after: int
    fusions: int = 0                  # fusion ops made
    fused_ops: int = 0                # original ops placed in fusions (once each)
    duplicated_ops: int = 0           # extra copies of duplicated producers
    kinds: Mapping[str, int] = field(default_factory=dict)
    sibling_merges: int = 0           # multi-output fusions of siblings reading one value

    def as_dict(self) -> dict[str, Any]:
        return {
            "requested": self.requested, "applied": self.applied, "reason": self.reason,
            "ops_before": self.ops_before, "ops_after": self.ops_after, "fusions": self.fusions,
            "fused_ops": self.fused_ops, "duplicated_ops": self.duplicated_ops, "kinds": dict(self.kinds),
            "sibling_merges": self.sibling_merges,
        }


def resolve_mode(program: Program, fusion: FusionMode | str) -> tuple[FusionMode, str]:
    """(applied mode, reason) for a requested ``fusion`` option."""
    fusion = parse_mode(FusionMode, fusion, "fusion", FusionError)
    existing = sum(1 for op in program.ops if op.body)
    if fusion is FusionMode.NONE:
        return FusionMode.NONE, "fusion disabled"
    if fusion is FusionMode.XLA_LIKE:
        return FusionMode.XLA_LIKE, "requested" + (f" (kept {existing} existing fusions)" if existing else "")
    if existing:
        return FusionMode.NONE, f"auto: program already fused by XLA ({existing} fusion ops)"
    return FusionMode.XLA_LIKE, "auto: program has no fusion ops"


def _read_bytes(group: set[int], members: Sequence[int], ops: Sequence[Op],
                sources: Sequence[tuple[tuple[int, ...], ...]]) -> tuple[list[TensorType], list[int], list[Any]]:
    """Boundary reads of a group (``members``: its ops in program order): (operand types in
    first-use order, external producer ops, the value key of each read)."""
    # Each value read from outside -> [its type, the bytes read of it]; in first-use order. (One
    # entry per key, looked up once per operand: a key holds a TensorType, hashed in Python.)
    seen: dict[Any, list[Any]] = {}
    deps: set[int] = set()
    for m in members:
        op = ops[m]
        sliced = op.result_types[0].size_bytes if op.result_types and op.short_kind in SLICE_LIKE else None
        for pos, (t, refs) in enumerate(zip(op.operand_types, sources[m])):
            key: Any
            if refs:
                outside = [r for r in refs if r not in group]
                if not outside:
                    continue  # computed inside the group
                deps.update(outside)
                key = (refs, t)
            else:
                key = ("use", m, pos)
            entry = seen.get(key)
            if entry is None:
                entry = seen[key] = [t, 0]
            if sliced is not None and pos == 0:
                entry[1] += sliced
            else:
                entry[1] = t.size_bytes
        for d in op.deps:
            if d not in group:
                deps.add(d)
    types = []
    for t, partial in seen.values():
        read = min(t.size_bytes, partial)
        if read < t.size_bytes:
            t = TensorType((read * 8 // max(1, dtype_bits(t.dtype)),), t.dtype)
        types.append(t)
    return types, sorted(deps), list(seen)


def _in_place_bytes(group: Group, ops: Sequence[Op], sources: Sequence[tuple[tuple[int, ...], ...]],
                    reads: Sequence[TensorType], keys: Sequence[Any]) -> dict[str, Any]:
    """Boundary bytes of a fusion rooted at an in-place dynamic_update_slice: the buffer is
    neither read nor rewritten, only the update is written."""
    root = ops[group.root]
    buffer = (sources[root.index][0], root.operand_types[0]) if sources[root.index][0] else ("use", root.index, 0)
    read_bytes = tuple(0 if key == buffer else t.size_bytes for key, t in zip(keys, reads))
    return {FUSION_READ_BYTES: read_bytes, FUSION_WRITE_BYTES: (root.operand_types[1].size_bytes,)}


def _lead(group: Group, ops: Sequence[Op]) -> str:
    """The op that names the kernel: its GEMM, its (first) reduce, or its root."""
    if group.matmul is not None:
        return ops[group.matmul].kind
    if group.kind == INPUT:
        return next(ops[m].kind for m in sorted(group.members) if role(ops[m]) is FusionRole.REDUCE)
    return ops[group.root].kind


class _Renumbering:
    """Where each original op lands in the fused program: its fusion, itself, or (for an op that
    was only duplicated into consumers) a fusion computing it."""

    def __init__(self, grouper: Grouper, ops: Sequence[Op]) -> None:
        # Nodes of the new program, keyed by the original index of their (last) root / standalone op.
        self.nodes: dict[int, tuple[str, int]] = {}
        for g, group in enumerate(grouper.groups):
            if group.alive:
                self.nodes[group.place] = ("group", g)
        for op in ops:
            if not grouper.copies[op.index]:
                self.nodes[op.index] = ("op", op.index)
        self.order = sorted(self.nodes)
        new_index = {key: n for n, key in enumerate(self.order)}
        # node_of[i]: the node computing original op i's result (looked up for every dep and
        # operand of every op, so worked out once per op).
        self.node_of: list[int] = []
        for i in range(len(ops)):
            home = grouper.home[i]
            if home is not None:
                key = grouper.groups[home].place
            elif not grouper.copies[i]:
                key = i
            else:  # only a control dependency can reach a fused-away op: wait for a fusion computing it
                key = grouper.groups[grouper.copies[i][0]].place
            self.node_of.append(new_index[key])

    def moved(self, op: Op, n: int, sources: Sequence[Any]) -> Op:
        """``op`` as node ``n`` of the fused program, its deps and operand refs renumbered."""
        node_of = self.node_of
        return op.renumbered(
            n, tuple(sorted({node_of[d] for d in op.deps})),
            tuple(tuple(sorted({node_of[r] for r in refs})) for refs in sources[op.index])
            if op.operand_refs else ())


def _body(members: Sequence[int], ops: Sequence[Op], sources: Sequence[Any]) -> tuple[Op, ...]:
    """The ops ``members`` (in program order) as a fusion body: numbered 0.., with the deps and
    operand refs among them renumbered and those to ops outside dropped (one loop: a program's
    fusions hold tens of thousands of ops)."""
    local = {m: k for k, m in enumerate(members)}
    body = []
    for k, m in enumerate(members):
        op = ops[m]
        deps = tuple(sorted({local[d] for d in op.deps if d in local}))
        refs = tuple([tuple([local[r] for r in rs if r in local]) if rs else () for rs in sources[m]])
        body.append(op.renumbered(k, deps, refs))
    return tuple(body)


def _fusion_op(group: Group, members: Sequence[int], n: int, ops: Sequence[Op], sources: Sequence[Any],
               where: _Renumbering, reads: Sequence[TensorType], ext: Sequence[int], keys: Sequence[Any]) -> Op:
    """The fusion node ``n`` that computes ``group`` (``members``: its ops in program order): its
    members renumbered locally as its body."""
    root = ops[max(group.roots)]
    body = _body(members, ops, sources)
    return Op(
        index=n, kind=FUSION_KIND, operand_types=tuple(reads),
        result_types=tuple(t for r in group.roots for t in ops[r].result_types),
        deps=tuple(sorted({where.node_of[d] for d in ext})), body=body, location=root.location, scope=root.scope,
        attrs={"fusion_kind": group.kind, "root": root.kind, "lead": _lead(group, ops), "ops": len(members),
               "outputs": len(group.roots),
               **(_in_place_bytes(group, ops, sources, reads, keys) if group.kind == IN_PLACE else {})},
    )


def fuse_program(program: Program, fusion: FusionMode | str = FusionMode.XLA_LIKE) -> tuple[Program, FusionSummary]:
    """Group ``program``'s ops into XLA-like fusions (see the module docstring)."""
    applied, reason = resolve_mode(program, fusion)
    fusion = FusionMode(fusion)
    before = len(program.ops)
    if applied is FusionMode.NONE:
        return program, FusionSummary(fusion.value, applied.value, reason, before, before)
    grouper = Grouper(program)
    grouper.run()
    ops = program.ops
    sources = grouper.sources
    merged = merge_siblings(grouper, sources)
    where = _Renumbering(grouper, ops)
    new_ops: list[Op] = []
    kinds: Counter = Counter()
    fused: set[int] = set()
    copies = 0
    for n, key in enumerate(where.order):
        what, ref = where.nodes[key]
        if what == "op":
            op = ops[ref]
            if ref in grouper.folded and op.short_kind in ("copy", "transpose"):
                op = replace(op, kind=FOLDED_KIND, attrs={**op.attrs, "folded": op.kind})
            new_ops.append(where.moved(op, n, sources))
            continue
        group = grouper.groups[ref]
        members = sorted(group.members)
        reads, ext, keys = _read_bytes(group.members, members, ops, sources)
        root = ops[max(group.roots)]
        if len(group.members) == 1 and list(reads) == list(root.operand_types):
            new_ops.append(where.moved(root, n, sources))
            continue
        fused.update(group.members)
        copies += len(group.members)
        kinds[group.kind] += 1
        new_ops.append(_fusion_op(group, members, n, ops, sources, where, reads, ext, keys))
    outputs = tuple(sorted({where.node_of[i] for i in program.outputs}))
    summary = FusionSummary(fusion.value, applied.value, reason, before, len(new_ops), sum(kinds.values()),
                            fused_ops=len(fused), duplicated_ops=copies - len(fused),
                            kinds=dict(sorted(kinds.items())), sibling_merges=merged)
    return replace(program, ops=tuple(new_ops), outputs=outputs), summary
