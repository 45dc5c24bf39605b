"""A ``Program`` being rewritten by a pass: ops by id, their readers, and where each one goes.

An op keeps the id it had in the input (its index there); ops a pass makes get fresh ids.
``users`` is kept up to date through every edit, so a pass asks "who reads this" as XLA's passes
ask ``HloInstruction::users()``. Ops move only relative to another op (``place_before`` /
``place_after``), and ``program()`` lays the result out again in program order, checking that
every op still comes after the ops it reads.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from typing import Iterable, Sequence

from hlo2chakra.ir.program import Op, Program


class EditableProgram:
    def __init__(self, program: Program) -> None:
        self.original = program
        self.ops: dict[int, Op] = {op.index: op for op in program.ops}
        self.order: list[int] = [op.index for op in program.ops]
        self.users: dict[int, set[int]] = defaultdict(set)
        for op in program.ops:
            for d in op.deps:
                self.users[d].add(op.index)
        self.outputs: list[int] = list(program.outputs)
        self._output_set = set(self.outputs)
        self._next_id = len(program.ops)
        self._before: dict[int, list[int]] = defaultdict(list)
        self._after: dict[int, list[int]] = defaultdict(list)
        self._slot: dict[int, tuple[int, bool]] = {}   # moved or new op -> (anchor, after?)
        self.changed = False

    # --- reading ---------------------------------------------------------------------------------
    def users_of(self, i: int) -> set[int]:
        return self.users.get(i, set())

    def is_output(self, i: int) -> bool:
        return i in self._output_set

    def only_user(self, i: int) -> int | None:
        """The one op reading ``i``, when exactly one does and ``@main`` does not return it."""
        users = self.users_of(i)
        if len(users) != 1 or self.is_output(i):
            return None
        return next(iter(users))

    def producer(self, op: Op, position: int) -> int | None:
        """The one op whose result operand ``position`` of ``op`` is (None: an argument or
        constant, a value from several ops, or an op without operand refs)."""
        if position >= len(op.operand_refs):
            return None
        refs = op.operand_refs[position]
        return refs[0] if len(refs) == 1 else None

    # --- editing ---------------------------------------------------------------------------------
    def new_id(self) -> int:
        self._next_id += 1
        return self._next_id - 1

    def set_op(self, i: int, op: Op) -> None:
        """Op ``i`` becomes ``op`` (its readers are kept; ``op.deps`` replace the old ones)."""
        old = self.ops.get(i)
        if old is not None:
            for d in old.deps:
                self.users[d].discard(i)
        for d in op.deps:
            self.users[d].add(i)
        self.ops[i] = op if op.index == i else replace(op, index=i)
        self.changed = True

    def add(self, op: Op, anchor: int, after: bool = True) -> int:
        """A new op, placed right after (or before) op ``anchor``; returns its id."""
        i = self.new_id()
        self.set_op(i, replace(op, index=i))
        self._place(i, anchor, after)
        return i

    def place_before(self, i: int, anchor: int) -> None:
        self._place(i, anchor, False)

    def _place(self, i: int, anchor: int, after: bool) -> None:
        old = self._slot.pop(i, None)
        if old is not None:
            (self._after if old[1] else self._before)[old[0]].remove(i)
        (self._after if after else self._before)[anchor].append(i)
        self._slot[i] = (anchor, after)
        self.changed = True

    def reroute(self, reader: int, old: int, new: Sequence[int]) -> None:
        """Op ``reader`` reads the results of ops ``new`` where it read op ``old``."""
        op = self.ops[reader]
        swap = set(new)

        def mapped(refs: Iterable[int]) -> tuple[int, ...]:
            out = set(refs)
            if old in out:
                out.discard(old)
                out |= swap
            return tuple(sorted(out))

        self.set_op(reader, op.renumbered(reader, mapped(op.deps), tuple(mapped(r) for r in op.operand_refs)))

    def redirect(self, old: int, new: int, keep: Iterable[int] = ()) -> None:
        """Every reader of op ``old`` but ``keep``, and ``@main``'s results, read op ``new`` instead."""
        keep = set(keep)
        for reader in sorted(self.users_of(old) - keep):
            self.reroute(reader, old, (new,))
        if old in self._output_set:
            self.outputs = list(dict.fromkeys(new if o == old else o for o in self.outputs))
            self._output_set = set(self.outputs)

    def remove(self, i: int) -> None:
        """Drop op ``i`` (nothing may read it any more)."""
        op = self.ops.pop(i)
        for d in op.deps:
            self.users[d].discard(i)
        self.users.pop(i, None)
        self.changed = True

    def remove_dead(self, candidates: Iterable[int], removable) -> int:
        """Drop, transitively, the ops of ``candidates`` that nothing reads and ``removable(op)``
        allows (XLA's ``HloDCE`` of what a rewrite left unused); returns how many went."""
        stack, gone = list(candidates), 0
        while stack:
            i = stack.pop()
            op = self.ops.get(i)
            if op is None or self.users_of(i) or self.is_output(i) or not removable(op):
                continue
            self.remove(i)
            gone += 1
            stack.extend(op.deps)
        return gone

    # --- the result ------------------------------------------------------------------------------
    def in_order(self) -> list[int]:
        """The ids of the ops, in program order as it is now (new and moved ops in their places)."""
        if not self._slot:
            return [i for i in self.order if i in self.ops]
        layout: list[int] = []
        for i in self.order:
            if i not in self._slot:
                self._lay_out(i, layout)
        return layout

    def program(self) -> Program:
        """The rewritten program, renumbered in program order (the input itself when nothing changed)."""
        if not self.changed:
            return self.original
        layout = self.in_order()
        new = {old: pos for pos, old in enumerate(layout)}
        ops = []
        for pos, i in enumerate(layout):
            op = self.ops[i]
            deps = tuple(sorted(new[d] for d in op.deps))
            if deps and deps[-1] >= pos:
                raise AssertionError(f"rewritten program reads op {op.kind} before it runs")
            ops.append(op.renumbered(pos, deps, tuple(tuple(sorted(new[r] for r in refs))
                                                      for refs in op.operand_refs)))
        outputs = tuple(dict.fromkeys(new[i] for i in self.outputs if i in new))
        return replace(self.original, ops=tuple(ops), outputs=outputs)

    def _lay_out(self, root: int, layout: list[int]) -> None:
        """``root`` and the ops placed around it (and around those), in order, without recursion."""
        stack: list[tuple[int, bool]] = [(root, False)]
        while stack:
            i, expanded = stack.pop()
            if expanded:
                if i in self.ops:
                    layout.append(i)
                stack.extend((a, False) for a in reversed(self._after.get(i, ())))
                continue
            stack.append((i, True))
            stack.extend((b, False) for b in reversed(self._before.get(i, ())))
