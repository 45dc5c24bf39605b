"""ASTRA-sim's ``doubleBinaryTree`` all-reduce (DoubleBinaryTreeAllReduce.cc): two trees, alternating.

``binary_tree(n, root_max)`` gives (parent, left, right) of every position (-1: none) of ASTRA-sim's
``BinaryTree`` over ``n`` (a power of two) positions: a root with one child above a complete
binary tree of n - 1 nodes, positions numbered in order (left subtree, node, right subtree). The
RootMax tree puts the root last (position n-1, child on its left), RootMin first (position 0,
child on its right). Streams (chunks) alternate RootMax, RootMin, ... over every doubleBinaryTree
all-reduce chunk a rank has started (``CollectivePlan.tree_parity`` says where a collective's first
chunk falls).

Every message is the whole chunk D. With E the endpoint delay and R the reduction of D: a leaf
sends up at begin + E and ends E after its parent's message arrives; an inner node posts both
receives at begin, sends up R + E after the later child's message arrives, and, R + E after its
parent's message arrives, sends down (left, then right) and ends; the root sends down and ends
R + E after its child's message arrives. Each R + E is two events (E, then R registered at its
end), as ASTRA-sim's PacketBundle schedules them. There is no closed form: the message replay
times it. In a reduce-scatter or all-gather position of a localBWAware all-reduce, a tree phase
all-reduces its whole input (final_data_size = data).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

import numpy as np

from hlo2chakra.sim.analytical.algorithms.base import ReplayHost
from hlo2chakra.sim.analytical.phase import AR, Link, Phase, PhasePlan, reduction_ns, worst_link
from hlo2chakra.sim.results import SimulationError


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


class DoubleBinaryTree:
    name = "doubleBinaryTree"
    names = ("doubleBinaryTree",)
    kinds = frozenset((AR,))
    replayed = True
    keeps_data = True

    def check(self, kind: str, peers: int, where: str, grouped: bool) -> None:
        if grouped:
            raise SimulationError(f"{where}: doubleBinaryTree in a communicator group is refused "
                                  "(ASTRA-sim crashes on it)")
        if kind not in self.kinds:
            raise SimulationError(f"{where}: doubleBinaryTree is an all-reduce; ASTRA-sim has no doubleBinaryTree {kind}")
        if peers & (peers - 1):
            raise SimulationError(f"{where}: doubleBinaryTree needs a power-of-two NPU count, got {peers} "
                                  "(ASTRA-sim crashes on it)")

    def used_pairs(self, peers: int) -> list[tuple[int, int]]:
        return [(i, j) for i in range(peers) for j in range(peers) if i != j]

    def representative_links(self, kind: str, hops: np.ndarray, lat, bw) -> tuple[Link, ...]:
        return (worst_link(hops, lat, bw, self.used_pairs(hops.shape[0])),)

    def reduce_twice_in_group(self, kind: str, peers: int) -> bool:
        return False

    def message_bytes(self, kind: str, peers: int, data_bytes: int) -> int:
        return data_bytes

    def phase_cost_ns(self, phase: Phase, data_bytes: int) -> int:
        raise SimulationError("doubleBinaryTree has no closed form: the message replay times it")

    def lines_end(self, pp: PhasePlan, start: np.ndarray, data_bytes: int, E: int) -> np.ndarray:
        raise SimulationError("doubleBinaryTree has no closed form: the message replay times it")

    def replay_chunk(self, host: ReplayHost, now: int, r: int, chunk: int) -> None:
        parent, left, right = binary_tree(host.p, host.plan.root_max(chunk, 0))
        children = tuple(c for c in (left[r], right[r]) if c >= 0)
        if not children:  # leaf
            host.at(now + host.E, _leaf_up, host, r, chunk, parent[r])
            return
        data = host.plan.chunk_bytes
        red = reduction_ns(data, host.phase.mem_bytes_per_ns)
        got: list[int] = []

        def received(t: int) -> None:
            got.append(t)
            if len(got) < len(children):
                return
            if parent[r] < 0:
                host.at(t + host.E, _reduced, host, red, _down, r, chunk, children)
            else:
                host.at(t + host.E, _reduced, host, red, _inner_up, r, chunk, parent[r], children)

        for c in children:
            host.recv(now, c, r, chunk, data, received)

    def fit_candidate(self, kind: str, power_of_two: bool) -> bool:
        return False


def _leaf_up(now: int, host: ReplayHost, r: int, chunk: int, parent: int) -> None:
    data = host.plan.chunk_bytes
    host.send(now, r, parent, chunk, data)
    host.recv(now, parent, r, chunk, data, lambda t: host.at(t + host.E, host.finish, r))


def _inner_up(now: int, host: ReplayHost, r: int, chunk: int, parent: int, children: tuple[int, ...]) -> None:
    data = host.plan.chunk_bytes
    red = reduction_ns(data, host.phase.mem_bytes_per_ns)
    host.send(now, r, parent, chunk, data)
    host.recv(now, parent, r, chunk, data,
              lambda t: host.at(t + host.E, _reduced, host, red, _down, r, chunk, children))


def _reduced(now: int, host: ReplayHost, red: int, then: Callable, *args) -> None:
    """The packets are through the memory bus (E); the reduction is registered from here, so
    equal-time events keep ASTRA-sim's order (PacketBundle: E, then the processing delay)."""
    host.at(now + red, then, host, *args)


def _down(now: int, host: ReplayHost, r: int, chunk: int, children: tuple[int, ...]) -> None:
    for c in children:
        host.send(now, r, c, chunk, host.plan.chunk_bytes)
    host.finish(now, r)


ALGORITHM = DoubleBinaryTree()
ORDER = 3
