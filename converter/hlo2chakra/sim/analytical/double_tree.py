"""ASTRA-sim's doubleBinaryTree all-reduce: its two trees and its per-node state machine timing.

Contract: ``binary_tree(n, root_max)`` gives (parent, left, right) of every position (-1: none)
of ASTRA-sim's ``BinaryTree`` over ``n`` (a power of two) positions: a root with one child
above a complete binary tree of n - 1 nodes, positions numbered in order (left subtree, node,
right subtree). The RootMax tree puts the root last (position n-1, child on its left), RootMin
first (position 0, child on its right). Streams (chunks) alternate RootMax, RootMin, ... over
every doubleBinaryTree all-reduce chunk a rank has started (``CollectivePlan.tree_parity`` says
where a collective's first chunk falls).

``TreeSteps`` is mixed into the message-level replay (``aware.AwareCollective``). Every message
is the whole chunk D. With E the endpoint delay and R the reduction of D
(``collective_cost.reduction_ns``): a leaf sends up at begin + E and ends E after its parent's
message arrives; an inner node posts both receives at begin, sends up R + E after the later
child's message arrives, and, R + E after its parent's message arrives, sends down (left, then
right) and ends; the root sends down and ends R + E after its child's message arrives. Each
R + E is two events (E, then R registered at its end), as ASTRA-sim's PacketBundle schedules them.
"""

from __future__ import annotations

from functools import lru_cache

from hlo2chakra.sim.analytical.collective_cost import reduction_ns


@lru_cache(maxsize=64)
def binary_tree(n: int, root_max: bool) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    parent, left, right = [-1] * n, [-1] * n, [-1] * n
    levels = n.bit_length() - 1  # the complete subtree under the root

    def build(depth: int, first: int) -> tuple[int, int]:
        """Number a complete subtree of ``depth`` levels in order from ``first``: (its root, next free)."""
        if depth == 1:
            return first, first + 1
        lroot, nxt = build(depth - 1, first)
        me = nxt
        rroot, nxt = build(depth - 1, me + 1)
        left[me], right[me], parent[lroot], parent[rroot] = lroot, rroot, me, me
        return me, nxt

    if root_max:
        sub, root = build(levels, 0)[0], n - 1
        left[root] = sub
    else:
        root, sub = 0, build(levels, 1)[0]
        right[root] = sub
    parent[sub] = root
    return tuple(parent), tuple(left), tuple(right)


class TreeSteps:
    """doubleBinaryTree steps; the host class supplies at/_send/_recv/_finish, E, plan, phase."""

    def _tree_begin(self, now: int, r: int, chunk: int) -> None:
        parent, left, right = binary_tree(self.p, self.plan.root_max(chunk, 0))
        children = [c for c in (left[r], right[r]) if c >= 0]
        if not children:  # leaf
            self.at(now + self.E, self._tree_leaf_up, r, chunk, parent[r])
            return
        data, red = self.plan.chunk_bytes, reduction_ns(self.plan.chunk_bytes, self.phase.mem_bytes_per_ns)
        got: list[int] = []

        def received(t: int) -> None:
            got.append(t)
            if len(got) < len(children):
                return
            if parent[r] < 0:
                self.at(t + self.E, self._reduced, red, self._tree_down, r, chunk, tuple(children))
            else:
                self.at(t + self.E, self._reduced, red, self._tree_inner_up, r, chunk, parent[r], tuple(children))

        for c in children:
            self._recv(now, c, r, chunk, data, received)

    def _tree_leaf_up(self, now: int, r: int, chunk: int, parent: int) -> None:
        data = self.plan.chunk_bytes
        self._send(now, r, parent, chunk, data)
        self._recv(now, parent, r, chunk, data, lambda t: self.at(t + self.E, self._finish, r))

    def _tree_inner_up(self, now: int, r: int, chunk: int, parent: int, children: tuple[int, ...]) -> None:
        data = self.plan.chunk_bytes
        red = reduction_ns(data, self.phase.mem_bytes_per_ns)
        self._send(now, r, parent, chunk, data)
        self._recv(now, parent, r, chunk, data,
                   lambda t: self.at(t + self.E, self._reduced, red, self._tree_down, r, chunk, children))

    def _reduced(self, now: int, red: int, then, *args) -> None:
        """The packets are through the memory bus (E); the reduction is registered from here, so
        equal-time events keep ASTRA-sim's order (PacketBundle: E, then the processing delay)."""
        self.at(now + red, then, *args)

    def _tree_down(self, now: int, r: int, chunk: int, children: tuple[int, ...]) -> None:
        for c in children:
            self._send(now, r, c, chunk, self.plan.chunk_bytes)
        self._finish(now, r)
