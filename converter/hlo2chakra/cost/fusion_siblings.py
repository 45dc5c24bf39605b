"""Multi-output fusion of sibling groups (after ``cost.fusion_groups``' grouping).

XLA's GPU multi-output fusion merges sibling fusions that read the same value into one kernel
that reads it once: reductions of one input shape (batch-norm statistics and their gradients,
bias gradients) and loop fusions of one output shape. It works on the data-flow graph, so it
does not care where collectives sit in program order; we walk groups in program order and
merge in one of two directions:
- forward: the earlier group joins the later one, at the later one's position, when every
  reader of its results comes after that position and no collective lies between them;
- pull-up (reductions only): the later group joins the earlier one, at the earlier one's
  position, when everything it reads is computed before that position. This is the case of
  synchronised batch norm's backward, where sum(dy) is all-reduced before sum(dy * x_hat) is
  computed in program order, although the second reduction does not need the all-reduce:
  deviceless XLA GPU compiles of the zoo's ResNets (``export --gpu-target A100-SXM-40GB``) run
  both in one two-output reduction kernel.
"""

from __future__ import annotations

import bisect
from typing import Any, Sequence

from hlo2chakra.cost.fusion_groups import INPUT, LOOP, Group, Grouper
from hlo2chakra.cost.fusion_rules import result_elements


def _elements(shape: Sequence[int]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def _compat(grouper: Grouper, group: Group) -> tuple[Any, int] | None:
    """(what siblings must share to merge, the iteration size of the group), or None."""
    if group.kind == INPUT:
        return ("input", frozenset(group.reduce_shapes)), max(_elements(shape) for shape, _ in group.reduce_shapes)
    if group.kind == LOOP:
        root = grouper.ops[group.root]
        return ("loop", root.result_types), result_elements(root)
    return None


def merge_siblings(grouper: Grouper, sources: Sequence[tuple[tuple[int, ...], ...]]) -> int:
    """Merge sibling fusions that read the same full-size value (see the module docstring);
    returns the number of merges."""
    ops, groups = grouper.ops, grouper.groups
    collectives = [op.index for op in ops if op.collective is not None]
    latest: dict[Any, int] = {}
    merges = 0
    for b in sorted(range(len(groups)), key=lambda g: groups[g].root):
        group = groups[b]
        found = _compat(grouper, group)
        if found is None:
            continue
        compat, size = found
        members = group.members
        shared = list({(refs, t) for m in members for t, refs in zip(ops[m].operand_types, sources[m])
                       if refs and t.num_elements >= size and not all(r in members for r in refs)})
        if len(shared) > 1:
            shared.sort(key=repr)  # a fixed order (repr of types is slow: most groups share one value)
        holder = b
        for value in shared:
            a = latest.get((compat, value))
            if a is not None and groups[a].alive and a != holder:
                if (holder == b and bisect.bisect_left(collectives, min(groups[a].members))
                        == bisect.bisect_left(collectives, group.root)
                        and _may_merge(grouper, groups[a], group.root)):
                    _absorb(grouper, a, holder)
                    merges += 1
                elif holder == b and group.kind == INPUT and _reads_before(grouper, group, groups[a].place, sources):
                    groups[a].pulled_to = groups[a].place
                    _absorb(grouper, b, a)
                    holder = a
                    merges += 1
            latest[(compat, value)] = holder
    return merges


def _node_place(grouper: Grouper, i: int) -> int:
    """Program position of the kernel (or standalone op) that computes op i's result."""
    home = grouper.home[i]
    if home is not None:
        return grouper.groups[home].place
    if grouper.copies[i]:
        return grouper.groups[grouper.copies[i][0]].place
    return i


def _reads_before(grouper: Grouper, group: Group, place: int, sources: Sequence[tuple[tuple[int, ...], ...]]) -> bool:
    """Whether every value ``group`` reads from outside is computed before position ``place``."""
    for m in group.members:
        outside = [r for refs in sources[m] for r in refs] + list(grouper.ops[m].deps)
        if any(r not in group.members and _node_place(grouper, r) >= place for r in outside):
            return False
    return True


def _may_merge(grouper: Grouper, earlier: Group, key: int) -> bool:
    for r in earlier.roots:
        for c in grouper.consumers[r]:
            holders = [g for g in grouper.copies[c] if grouper.groups[g] is not earlier]
            if not grouper.copies[c] and c <= key:
                return False
            if any(grouper.groups[g].place <= key for g in holders):
                return False
    return True


def _absorb(grouper: Grouper, a: int, b: int) -> None:
    src, dst = grouper.groups[a], grouper.groups[b]
    dst.members |= src.members
    dst.roots = sorted(dst.roots + src.roots)
    dst.reduce_shapes |= src.reduce_shapes
    src.alive = False
    for m in src.members:
        held = [g for g in grouper.copies[m] if g != a]
        grouper.copies[m] = held if b in held else held + [b]
    for r in src.roots:
        grouper.home[r] = b
