"""The grouping behind ``cost.fusion``: which ops run together as one XLA-like kernel.

``Grouper(program).run()`` visits the ops in reverse program order and grows groups (private,
mutable while grouping) following the contract in ``cost.fusion``'s docstring; ``merge_siblings``
then ``cost.fusion_siblings`` merges sibling groups into multi-output fusions. ``operand_sources`` says which op produced
each operand. Op classes come from ``cost.fusion_rules``.
"""

from __future__ import annotations

from typing import Any, Sequence

from hlo2chakra.ir.program import Op, Program
from hlo2chakra.cost.fusion_heroes import ProducerOrientations
from hlo2chakra.cost.fusion_rules import (
    FusionRole,
    epilogue_op,
    folds_into_dots,
    is_expensive,
    narrows_reads,
    result_elements,
    reuses_operand,
    role,
)

MAX_COPIES = 8
MAX_EPILOGUE_OPS = 8
LOOP, INPUT, OUTPUT, IN_PLACE = "kLoop", "kInput", "kOutput", "kInPlace"


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


class Group:
    """One fusion being grown (private, mutable while grouping)."""

    def __init__(self, kind: str, root: int) -> None:
        self.kind = kind
        self.root = root
        self.members: set[int] = {root}
        self.matmul: int | None = None
        self.epilogue_ops = 1      # non-alias ops besides the GEMM (the root counts)
        self.reduce_shapes: set[tuple[Any, Any]] = set()
        self.roots: list[int] = [root]   # results written (several after a sibling merge)
        self.alive = True
        self.pulled_to: int | None = None   # set when a later sibling was pulled up into it

    @property
    def place(self) -> int:
        """Program position of the kernel: its last root, or where a sibling merge put it."""
        return self.pulled_to if self.pulled_to is not None else max(self.roots)


class Grouper:
    def __init__(self, program: Program) -> None:
        self.ops = program.ops
        self.outputs = set(program.outputs)
        self.consumers: list[list[int]] = [[] for _ in self.ops]
        for op in self.ops:
            for d in op.deps:
                self.consumers[d].append(op.index)
        self.groups: list[Group] = []
        self.copies: list[list[int]] = [[] for _ in self.ops]   # groups holding each op
        self.home: list[int | None] = [None] * len(self.ops)    # group that writes the op's result
        self.folded: set[int] = set()   # standalone ops that run no kernel (see fusion_rules)
        self.roles = [role(op) for op in self.ops]   # asked of every op many times over
        self.sources = [operand_sources(op, self.ops) for op in self.ops]  # likewise; fuse_program reuses them
        self.recompute_bytes = self._recompute_bytes()
        self.orientations = ProducerOrientations(self.ops, self.sources, self.roles)

    def _recompute_bytes(self) -> list[int]:
        """Bytes a copy of each op reads when its cheap producers are copied along with it."""
        cheap = [r in (FusionRole.LOOP, FusionRole.ALIAS) and not is_expensive(op)
                 for op, r in zip(self.ops, self.roles)]
        out: list[int] = []
        for op in self.ops:
            total = 0
            for t, refs in zip(op.operand_types, self.sources[op.index]):
                if refs and all(cheap[r] for r in refs):
                    total += sum(out[r] for r in refs)
                else:
                    total += t.size_bytes
            out.append(total)
        return out

    def _add(self, g: int, op: int) -> None:
        group = self.groups[g]
        group.members.add(op)
        if self.roles[op] is not FusionRole.ALIAS and op != group.matmul:
            group.epilogue_ops += 1
        self.copies[op].append(g)

    def _new(self, kind: str, op: int) -> int:
        self.groups.append(Group(kind, op))
        g = len(self.groups) - 1
        self.copies[op].append(g)
        self.home[op] = g
        return g

    def _accepts(self, g: int, producer: Op, consumer: Op) -> bool:
        group = self.groups[g]
        if group.kind == IN_PLACE and consumer.index == group.root:
            # The buffer updated in place is read from memory as it is.
            buffer = self.sources[consumer.index][0]
            if producer.index in buffer:
                return False
        if group.kind == INPUT and self.orientations.mixes_orientations(producer.index):
            return False  # a real transpose cannot share a kernel with a reduction (cost.fusion_heroes)
        if group.kind == OUTPUT:
            # Library GEMMs read their operands from memory; the epilogue stays short.
            if consumer.index == group.matmul or not epilogue_op(producer):
                return False
            if self.roles[producer.index] is not FusionRole.ALIAS and group.epilogue_ops >= MAX_EPILOGUE_OPS:
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
            kind = self.roles[op.index]
            if kind is FusionRole.ALONE:
                continue
            if kind is FusionRole.IN_PLACE:
                self._new(IN_PLACE, op.index)
            elif kind is FusionRole.MATMUL:
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
        epilogue_ops = sum(self.roles[m.index] is not FusionRole.ALIAS for m in members)
        if (group.kind == LOOP and all(epilogue_op(m) for m in members)
                and all(result_elements(m) <= size for m in members) and epilogue_ops <= MAX_EPILOGUE_OPS):
            group.kind, group.matmul = OUTPUT, op.index
            group.epilogue_ops = epilogue_ops
            self._add(g, op.index)

    def _reduce(self, op: Op) -> None:
        shapes = (op.operand_types[0].shape if op.operand_types else (), result_elements(op))
        g = self._single_target(op)
        if g is not None:
            group = self.groups[g]
            small = all(result_elements(self.ops[m]) <= shapes[1] for m in group.members)
            if (group.kind == LOOP and small) or (group.kind == INPUT and group.reduce_shapes == {shapes}
                                                   and self._small_downstream(group, op.index, shapes[1])):
                group.kind = INPUT
                group.reduce_shapes.add(shapes)
                self._add(g, op.index)
                return
        g = self._new(INPUT, op.index)
        self.groups[g].reduce_shapes.add(shapes)

    def _small_downstream(self, group: Group, i: int, limit: int) -> bool:
        """Whether every op of ``group`` that depends on op i works on at most ``limit`` elements
        (a reduction's result cannot be broadcast back within the kernel that computes it)."""
        todo, seen = [i], {i}
        while todo:
            for c in self.consumers[todo.pop()]:
                if c in group.members and c not in seen:
                    if result_elements(self.ops[c]) > limit:
                        return False
                    seen.add(c)
                    todo.append(c)
        return True

    def _loop(self, op: Op, kind: FusionRole) -> None:
        i = op.index
        if i not in self.outputs and folds_into_dots(op, self.consumers[i], self.ops):
            self.folded.add(i)
            return
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
        result_bytes = sum(t.size_bytes for t in op.result_types)
        light = self.recompute_bytes[i] * len(targets) <= result_bytes or narrows_reads(self.recompute_bytes[i], result_bytes)
        may_copy = kind is FusionRole.ALIAS or (not is_expensive(op) and (light or len(targets) <= MAX_COPIES))
        if not blocked and (len(targets) == 1 or may_copy):
            for g in sorted(targets):
                self._add(g, i)
            return
        if kind is FusionRole.ALIAS:
            self.folded.add(i)
            return  # stays a free standalone op; its readers read its producer's buffer
        self._new(LOOP, i)
        if may_copy:
            for g in sorted(targets):
                self._add(g, i)
