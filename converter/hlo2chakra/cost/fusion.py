"""Fusion-aware costing of unfused programs: group ops the way XLA's GPU fusion would.

``fuse_program(program, fusion)`` returns a new ``Program`` in which every group of ops XLA
would run as one kernel is one ``hlo2chakra.fusion`` op (``body`` = the grouped ops, local
deps), plus a ``FusionSummary`` for the manifest. ``cost.ops`` costs such an op like any fusion:
FLOPs of the ops inside, bytes at the boundary, one launch.

Contract of the grouping (the op classes are in ``cost.fusion_rules``):
- Ops are visited in reverse program order, so every consumer is placed before its producers.
  A loop-fusible producer joins the fusions of its consumers when every consumer sits in a
  fusion that accepts it; with consumers in several fusions it is duplicated into each unless
  it is expensive (at most ``MAX_COPIES`` copies, unless the copies together read no more bytes
  than the result has: broadcast scalars, iota masks). Otherwise (a consumer that is a collective, a GEMM, a
  non-fusible op, or a program output) it is materialized: it roots a fusion of its own, and
  cheap producers are still duplicated into the fusing consumers.
- A reduce roots an input fusion; it also joins its consumers' fusion when that fusion works at
  the reduce's output size (reduction epilogue) or already holds a sibling reduce of the same
  input and output shapes (multi-output reduction).
- A dot/convolution whose result is used only by one elementwise fusion at most its own size
  (and at most ``MAX_EPILOGUE_OPS`` ops) takes that fusion as its epilogue; later only
  elementwise/broadcast producers of the epilogue join, up to the same limit. Producers never
  fuse into the GEMM operands.
- Existing fusions (``mhlo.fusion``) and collectives are never fused into; nothing crosses a
  collective. Ops are only ever added to fusions whose ops all come later in program order, so
  the fused graph is acyclic by construction; the result is in program order of the fusion
  roots, which is a topological order.
Boundary bytes: each distinct external value is read once (a value read only through slices,
dynamic slices or gathers counts the selected part); arguments and constants count per use
(``Op.operand_refs`` does not identify arguments); the root's result is written. With ``auto``
a program that already has ``mhlo.fusion`` ops is left as it is (XLA fused it); ``xla-like``
fuses the loose ops around existing fusions as well.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from ..frontend.program import Op, Program, TensorType, dtype_bits
from .fusion_rules import (SLICE_LIKE, FusionRole, epilogue_op, is_expensive, result_elements,
                           reuses_operand, role)

FUSION_KIND = "hlo2chakra.fusion"
MODES = ("auto", "none", "xla-like")
MAX_COPIES = 8
MAX_EPILOGUE_OPS = 8

_LOOP, _INPUT, _OUTPUT = "kLoop", "kInput", "kOutput"


class FusionError(ValueError):
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

    def as_dict(self) -> dict[str, Any]:
        return {
            "requested": self.requested, "applied": self.applied, "reason": self.reason,
            "ops_before": self.ops_before, "ops_after": self.ops_after, "fusions": self.fusions,
            "fused_ops": self.fused_ops, "duplicated_ops": self.duplicated_ops, "kinds": dict(self.kinds),
        }


def resolve_mode(program: Program, fusion: str) -> tuple[str, str]:
    """(applied mode, reason) for a requested ``fusion`` option."""
    if fusion not in MODES:
        raise FusionError(f"unknown fusion mode {fusion!r} (expected one of: {', '.join(MODES)})")
    existing = sum(1 for op in program.ops if op.body)
    if fusion == "none":
        return "none", "fusion disabled"
    if fusion == "xla-like":
        return "xla-like", "requested" + (f" (kept {existing} existing fusions)" if existing else "")
    if existing:
        return "none", f"auto: program already fused by XLA ({existing} fusion ops)"
    return "xla-like", "auto: program has no fusion ops"


def operand_sources(op: Op, ops: Sequence[Op]) -> tuple[tuple[int, ...], ...]:
    """Producing ops of each operand: ``op.operand_refs``, or guessed from deps by result type.

    Without ``operand_refs`` each dep is matched to one operand of its result type and the
    other operands count as arguments (so a repeated operand may be read twice: conservative).
    """
    if len(op.operand_refs) == len(op.operand_types):
        return op.operand_refs
    unused = list(op.deps)
    out: list[tuple[int, ...]] = []
    for t in op.operand_types:
        match = next((d for d in unused if t in ops[d].result_types), None)
        if match is not None:
            unused.remove(match)
        out.append(() if match is None else (match,))
    return tuple(out)


class _Group:
    """One fusion being grown (private, mutable while grouping)."""

    def __init__(self, kind: str, root: int) -> None:
        self.kind = kind
        self.root = root
        self.members: set[int] = {root}
        self.matmul: int | None = None
        self.epilogue_ops = 1      # non-alias ops besides the GEMM (the root counts)
        self.reduce_shapes: set[tuple[Any, Any]] = set()


class _Grouper:
    def __init__(self, program: Program) -> None:
        self.ops = program.ops
        self.outputs = set(program.outputs)
        self.consumers: list[list[int]] = [[] for _ in self.ops]
        for op in self.ops:
            for d in op.deps:
                self.consumers[d].append(op.index)
        self.groups: list[_Group] = []
        self.copies: list[list[int]] = [[] for _ in self.ops]   # groups holding each op
        self.home: list[int | None] = [None] * len(self.ops)    # group that writes the op's result
        self.recompute_bytes = self._recompute_bytes()

    def _recompute_bytes(self) -> list[int]:
        """Bytes a copy of each op reads when its cheap producers are copied along with it."""
        out: list[int] = []
        for op in self.ops:
            total = 0
            for t, refs in zip(op.operand_types, operand_sources(op, self.ops)):
                cheap = [r for r in refs if role(self.ops[r]) in (FusionRole.LOOP, FusionRole.ALIAS)
                         and not is_expensive(self.ops[r])]
                total += sum(out[r] for r in cheap) if refs and len(cheap) == len(refs) else t.size_bytes
            out.append(total)
        return out

    def _add(self, g: int, op: int) -> None:
        group = self.groups[g]
        group.members.add(op)
        if role(self.ops[op]) is not FusionRole.ALIAS and op != group.matmul:
            group.epilogue_ops += 1
        self.copies[op].append(g)

    def _new(self, kind: str, op: int) -> int:
        self.groups.append(_Group(kind, op))
        g = len(self.groups) - 1
        self.copies[op].append(g)
        self.home[op] = g
        return g

    def _accepts(self, g: int, producer: Op, consumer: Op) -> bool:
        group = self.groups[g]
        if group.kind == _OUTPUT:
            # Library GEMMs read their operands from memory; the epilogue stays short.
            if consumer.index == group.matmul or not epilogue_op(producer):
                return False
            if role(producer) is not FusionRole.ALIAS and group.epilogue_ops >= MAX_EPILOGUE_OPS:
                return False
        return not (is_expensive(producer) and reuses_operand(consumer))

    def _consumer_groups(self, i: int) -> set[int] | None:
        """The one set of groups all consumers of op i sit in, or None if one is not fused."""
        found: set[int] = set()
        for c in self.consumers[i]:
            if not self.copies[c]:
                return None
            found.update(self.copies[c])
        return found

    def run(self) -> None:
        for op in reversed(self.ops):
            kind = role(op)
            if kind is FusionRole.ALONE:
                continue
            if kind is FusionRole.MATMUL:
                self._matmul(op)
            elif kind is FusionRole.REDUCE:
                self._reduce(op)
            else:
                self._loop(op, kind)

    def _single_target(self, op: Op) -> int | None:
        if op.index in self.outputs or not self.consumers[op.index]:
            return None
        groups = self._consumer_groups(op.index)
        if groups is None or len(groups) != 1:
            return None
        (g,) = groups
        if any(len(self.copies[c]) != 1 for c in self.consumers[op.index]):
            return None
        return g

    def _matmul(self, op: Op) -> None:
        g = self._single_target(op)
        if g is None:
            return
        group = self.groups[g]
        members = [self.ops[m] for m in group.members]
        size = result_elements(op)
        if (group.kind == _LOOP and all(epilogue_op(m) for m in members)
                and all(result_elements(m) <= size for m in members)
                and sum(role(m) is not FusionRole.ALIAS for m in members) <= MAX_EPILOGUE_OPS):
            group.kind, group.matmul = _OUTPUT, op.index
            group.epilogue_ops = sum(role(m) is not FusionRole.ALIAS for m in members)
            self._add(g, op.index)

    def _reduce(self, op: Op) -> None:
        shapes = (op.operand_types[0].shape if op.operand_types else (), result_elements(op))
        g = self._single_target(op)
        if g is not None:
            group = self.groups[g]
            small = all(result_elements(self.ops[m]) <= shapes[1] for m in group.members)
            if (group.kind == _LOOP and small) or (group.kind == _INPUT and group.reduce_shapes == {shapes}):
                group.kind = _INPUT
                group.reduce_shapes.add(shapes)
                self._add(g, op.index)
                return
        g = self._new(_INPUT, op.index)
        self.groups[g].reduce_shapes.add(shapes)

    def _loop(self, op: Op, kind: FusionRole) -> None:
        i = op.index
        targets: set[int] = set()
        blocked = i in self.outputs or not self.consumers[i]
        for c in self.consumers[i]:
            if not self.copies[c]:
                blocked = True
            for g in self.copies[c]:
                if self._accepts(g, op, self.ops[c]):
                    targets.add(g)
                else:
                    blocked = True
        # Copies are free when they read no more than one materialized result would take to
        # write (broadcasts of scalars, iota masks); otherwise a few copies at most.
        light = self.recompute_bytes[i] * len(targets) <= sum(t.size_bytes for t in op.result_types)
        may_copy = kind is FusionRole.ALIAS or (not is_expensive(op) and (light or len(targets) <= MAX_COPIES))
        if not blocked and (len(targets) == 1 or may_copy):
            for g in sorted(targets):
                self._add(g, i)
            return
        if kind is FusionRole.ALIAS:
            return  # stays a free standalone op; its readers read its producer's buffer
        self._new(_LOOP, i)
        if may_copy:
            for g in sorted(targets):
                self._add(g, i)


def _read_bytes(group: set[int], ops: Sequence[Op], sources: Sequence[tuple[tuple[int, ...], ...]]
                ) -> tuple[list[TensorType], list[int]]:
    """Boundary reads of a group: (operand types in first-use order, external producer ops)."""
    full: dict[Any, TensorType] = {}
    partial: dict[Any, int] = {}
    order: list[Any] = []
    deps: set[int] = set()
    for m in sorted(group):
        op = ops[m]
        for pos, (t, refs) in enumerate(zip(op.operand_types, sources[m])):
            if refs and all(r in group for r in refs):
                continue
            key: Any = (refs, t) if refs else ("use", m, pos)
            deps.update(r for r in refs if r not in group)
            if key not in full:
                order.append(key)
                full[key] = t
            if op.short_kind in SLICE_LIKE and pos == 0 and op.result_types:
                partial[key] = partial.get(key, 0) + op.result_types[0].size_bytes
            else:
                partial[key] = t.size_bytes
        deps.update(d for d in op.deps if d not in group)
    types = []
    for key in order:
        t = full[key]
        read = min(t.size_bytes, partial[key])
        if read < t.size_bytes:
            t = TensorType((read * 8 // max(1, dtype_bits(t.dtype)),), t.dtype)
        types.append(t)
    return types, sorted(deps)


def _lead(group: _Group, ops: Sequence[Op]) -> str:
    """The op that names the kernel: its GEMM, its (first) reduce, or its root."""
    if group.matmul is not None:
        return ops[group.matmul].kind
    if group.kind == _INPUT:
        return next(ops[m].kind for m in sorted(group.members) if role(ops[m]) is FusionRole.REDUCE)
    return ops[group.root].kind


def fuse_program(program: Program, fusion: str = "xla-like") -> tuple[Program, FusionSummary]:
    """Group ``program``'s ops into XLA-like fusions (see the module docstring)."""
    applied, reason = resolve_mode(program, fusion)
    before = len(program.ops)
    if applied == "none":
        return program, FusionSummary(fusion, "none", reason, before, before)
    grouper = _Grouper(program)
    grouper.run()
    ops = program.ops
    sources = [operand_sources(op, ops) for op in ops]
    # Nodes of the new program, keyed by the original index of their root / standalone op.
    nodes: dict[int, tuple[str, Any]] = {}
    for g, group in enumerate(grouper.groups):
        nodes[group.root] = ("group", g)
    for op in ops:
        if not grouper.copies[op.index]:
            nodes[op.index] = ("op", op.index)
    order = sorted(nodes)
    new_index = {key: n for n, key in enumerate(order)}

    def node_of(i: int) -> int:
        home = grouper.home[i]
        if home is not None:
            return new_index[grouper.groups[home].root]
        if not grouper.copies[i]:
            return new_index[i]
        # Only a control dependency can reach a fused-away op: wait for a fusion computing it.
        return new_index[grouper.groups[grouper.copies[i][0]].root]

    new_ops: list[Op] = []
    kinds: Counter = Counter()
    fused: set[int] = set()
    copies = 0
    for n, key in enumerate(order):
        what, ref = nodes[key]
        if what == "op":
            op = ops[ref]
            new_ops.append(replace(
                op, index=n, deps=tuple(sorted({node_of(d) for d in op.deps})),
                operand_refs=tuple(tuple(sorted({node_of(r) for r in refs})) for refs in sources[ref])
                if op.operand_refs else ()))
            continue
        group = grouper.groups[ref]
        members = sorted(group.members)
        reads, ext = _read_bytes(group.members, ops, sources)
        root = ops[group.root]
        if len(members) == 1 and list(reads) == list(root.operand_types):
            new_ops.append(replace(
                root, index=n, deps=tuple(sorted({node_of(d) for d in root.deps})),
                operand_refs=tuple(tuple(sorted({node_of(r) for r in refs})) for refs in sources[root.index])
                if root.operand_refs else ()))
            continue
        local = {m: k for k, m in enumerate(members)}
        body = tuple(
            replace(ops[m], index=k, deps=tuple(sorted({local[d] for d in ops[m].deps if d in local})),
                    operand_refs=tuple(tuple(local[r] for r in refs if r in local) for refs in sources[m]))
            for k, m in enumerate(members)
        )
        fused.update(members)
        copies += len(members)
        kinds[group.kind] += 1
        new_ops.append(Op(
            index=n, kind=FUSION_KIND, operand_types=tuple(reads), result_types=root.result_types,
            deps=tuple(sorted({node_of(d) for d in ext})), body=body, location=root.location,
            attrs={"fusion_kind": group.kind, "root": root.kind, "lead": _lead(group, ops), "ops": len(members)},
        ))
    outputs = tuple(sorted({node_of(i) for i in program.outputs}))
    summary = FusionSummary(fusion, "xla-like", reason, before, len(new_ops), sum(kinds.values()),
                            fused_ops=len(fused), duplicated_ops=copies - len(fused),
                            kinds=dict(sorted(kinds.items())))
    return replace(program, ops=tuple(new_ops), outputs=outputs), summary
