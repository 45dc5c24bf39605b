"""Message-level replay of ASTRA-sim's collective algorithms over a network of links.

Contract: ``AwareCollective(net, plan, done)`` runs one collective instance over ``net``: an
``AwareNetwork`` (``sim.analytical.aware_links``: 1-D congestion-aware FIFO links that every
collective and point-to-point message in flight shares) or a ``FreeNetwork`` (congestion-unaware,
for doubleBinaryTree, which has no closed form). ``start(now, position)`` starts one member when
it issues the collective; ``done(position, time_ns)`` fires when that member's last chunk
completes. Members run ASTRA-sim's ring, direct, halvingDoubling and doubleBinaryTree
(``double_tree.TreeSteps``) state machines with the endpoint delay and reduction costs of the
unaware model, and admit chunks into their dimension queue with ``active`` chunks in service.
``aware_collective_end_ns`` / ``free_collective_end_ns`` replay one collective alone (every
member's completion for given start times).
"""

from __future__ import annotations

from collections import deque
from typing import Callable

import numpy as np

from hlo2chakra.sim.analytical.aware_links import AwareNetwork, FreeNetwork, Scheduler
from hlo2chakra.sim.analytical.double_tree import TreeSteps
from hlo2chakra.sim.analytical.event_queue import EventQueue
from hlo2chakra.sim.analytical.plan import CollectivePlan
from hlo2chakra.sim.analytical.collective_cost import AG, AR, RS, hd_steps, reduction_ns
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.results import SimulationError


def aware_system(network: NetworkConfig, system: SystemConfig) -> SystemConfig:
    if network.num_dims != 1:
        raise SimulationError("the congestion-aware backend accepts 1-D networks only")
    return system


class AwareCollective(TreeSteps):
    def __init__(self, net: AwareNetwork | FreeNetwork, plan: CollectivePlan,
                 done: Callable[[int, int], None]) -> None:
        if len(plan.phases) != 1:
            raise SimulationError("the congestion-aware model handles one-phase (1-D) collectives only")
        self.net, self.plan, self.pp = net, plan, plan.phases[0]
        self.phase = self.pp.phase
        self.at = net.at
        self.E = int(self.phase.endpoint_ns)
        self.first_delay = 0 if plan.replayed else self.E
        self.p = len(plan.members)
        self.done = done
        self.inbox: dict[tuple, deque] = {}  # (src, dst, chunk, size) -> arrival times
        self.waiting: dict[tuple, deque] = {}  # same key -> posted receive callbacks
        self.free = [self.plan.active] * self.p
        self.next_chunk = [0] * self.p
        self.left = [plan.chunks] * self.p

    def start(self, now: int, position: int) -> None:
        self._admit(now, position)

    # --- messages ----------------------------------------------------------------------------
    def _send(self, now: int, i: int, j: int, chunk: int, size: int) -> None:
        key = (i, j, chunk, size)
        self.net.send(now, self.plan.members[i], self.plan.members[j], size, lambda t: self._arrived(t, key))

    def _arrived(self, now: int, key: tuple) -> None:
        posted = self.waiting.get(key)
        if posted:
            posted.popleft()(now)
        else:
            self.inbox.setdefault(key, deque()).append(now)

    def _recv(self, now: int, i: int, j: int, chunk: int, size: int, cb) -> None:
        """Post rank j's receive of i's message; cb(time) fires at max(post, arrival): on arrival,
        or, for a message already in, from an event at ``now`` (sim_recv's zero-delay schedule)."""
        key = (i, j, chunk, size)
        got = self.inbox.get(key)
        if got:
            got.popleft()
            self.at(now, cb)
        else:
            self.waiting.setdefault(key, deque()).append(cb)

    # --- per-rank chunk queue -------------------------------------------------------------------
    def _admit(self, now: int, r: int) -> None:
        while self.free[r] > 0 and self.next_chunk[r] < self.plan.chunks:
            self.free[r] -= 1
            chunk = self.next_chunk[r]
            self.next_chunk[r] += 1
            # StreamInit runs at admission; ring, direct and halvingDoubling first pass their
            # packets through the memory bus (E), doubleBinaryTree's leaves do so in _tree_begin
            self.at(now + self.first_delay, self._begin, r, chunk)

    def _finish(self, now: int, r: int) -> None:
        self.left[r] -= 1
        self.free[r] += 1
        if self.left[r] == 0:
            self.done(r, now)
        self._admit(now, r)

    # --- algorithms --------------------------------------------------------------------------
    def _begin(self, now: int, r: int, chunk: int) -> None:
        algo = self.phase.algorithm.removeprefix("one").lower()
        if algo == "ring":
            self._ring_step(now, r, chunk, 0)
        elif algo == "doublebinarytree":
            self._tree_begin(now, r, chunk)
        elif algo == "direct":
            self._direct_round(now, r, chunk, 0)
        else:
            self._hd_step(now, r, chunk, 0)

    def _ring_shape(self) -> tuple[int, int]:
        p, kind, data = self.p, self.phase.kind, self.plan.chunk_bytes
        if kind == AG:
            return data, p - 1
        if kind == AR:
            return data // p, 2 * (p - 1)
        if kind == RS:
            return data // p, p - 1
        return data // p, p * (p - 1) // 2

    def _ring_step(self, now: int, r: int, chunk: int, k: int) -> None:
        m, steps = self._ring_shape()
        shift = -1 if self.phase.reverse else 1
        nxt, prv = (r + shift) % self.p, (r - shift) % self.p
        self._send(now, r, nxt, chunk, m)
        kind = self.phase.kind
        red = reduction_ns(m, self.phase.mem_bytes_per_ns) if kind == RS or (kind == AR and k < self.p - 1) else 0

        def received(t: int) -> None:
            done = t + self.E + red
            if k + 1 < steps:
                self.at(done, self._ring_step, r, chunk, k + 1)
            else:
                self.at(done, self._finish, r)

        self._recv(now, prv, r, chunk, m, received)

    def _direct_round(self, now: int, r: int, chunk: int, rnd: int) -> None:
        p, kind, data = self.p, self.phase.kind, self.plan.chunk_bytes
        m = data if kind == AG else data // p
        red = reduction_ns(m, self.phase.mem_bytes_per_ns) if kind in (AR, RS) else 0
        for j in [(r + d) % p for d in range(1, p)]:
            self._send(now, r, j, chunk, m)
        # AllToAll::run: every processed message frees a send slot; round two spends them
        state = {"arrived": 0, "free": 0, "sent": 0, "second": []}

        def received(t: int) -> None:
            state["arrived"] += 1
            if kind == AR:
                self.at(t + self.E + red, self._direct_slot, r, chunk, state)
            elif state["arrived"] == p - 1:
                self.at(t + self.E + red, self._finish, r)

        for d in range(1, p):
            self._recv(now, (r - d) % p, r, chunk, m, received)

    def _direct_slot(self, now: int, r: int, chunk: int, state: dict) -> None:
        p = self.p
        state["free"] += 1
        if state["arrived"] < p - 1:
            return
        m = self.plan.chunk_bytes // p
        red = reduction_ns(m, self.phase.mem_bytes_per_ns) if self.phase.reduce_twice else 0
        second: list[int] = state["second"]

        def received(t: int) -> None:
            second.append(t)
            if len(second) == p - 1:
                self.at(max(second) + self.E + red, self._finish, r)
            else:
                self.at(t + self.E, self._direct_slot, r, chunk, state)

        while state["free"] and state["sent"] < p - 1:
            k = state["sent"]
            state["sent"] += 1
            state["free"] -= 1
            self._send(now, r, (r + k + 1) % p, chunk, m)
            self._recv(now, (r - k - 1) % p, r, chunk, m, received)

    def _hd_step(self, now: int, r: int, chunk: int, k: int) -> None:
        plan = hd_steps(self.phase.kind, self.plan.chunk_bytes, self.p)
        bit, m, _ = plan[k]
        partner = r ^ (1 << bit)
        if k == 0:
            self._send(now, r, partner, chunk, m)
        M = self.phase.mem_bytes_per_ns

        def received(t: int) -> None:
            if k + 1 < len(plan):
                _, m_next, reduces = plan[k + 1]
                ready = t + self.E + (reduction_ns(m_next, M) if reduces else 0)
                self.at(ready, self._hd_send, r, chunk, k + 1)
            else:
                self.at(t + self.E, self._finish, r)

        self._recv(now, partner, r, chunk, m, received)

    def _hd_send(self, now: int, r: int, chunk: int, k: int) -> None:
        bit, m, _ = hd_steps(self.phase.kind, self.plan.chunk_bytes, self.p)[k]
        self._send(now, r, r ^ (1 << bit), chunk, m)
        self._hd_step(now, r, chunk, k)


def replay_end_ns(plan: CollectivePlan, start_ns: np.ndarray, make_network: Callable[[Scheduler], object]) -> np.ndarray:
    """Each member's completion time of ``plan`` replayed alone, members starting at ``start_ns``."""
    queue = EventQueue()
    at = queue.at
    ends = np.asarray(start_ns, dtype=np.int64).copy()
    finished = [False] * len(plan.members)

    def done(position: int, time: int) -> None:
        ends[position], finished[position] = time, True

    coll = AwareCollective(make_network(at), plan, done)
    for position, t in enumerate(ends.tolist()):
        at(int(t), coll.start, position)
    queue.run()
    if not all(finished):
        raise SimulationError("replayed collective did not complete (internal model error)")
    return ends


def aware_collective_end_ns(network: NetworkConfig, plan: CollectivePlan, start_ns: np.ndarray) -> np.ndarray:
    return replay_end_ns(plan, start_ns, lambda at: AwareNetwork(network, at))


def free_collective_end_ns(plan: CollectivePlan, start_ns: np.ndarray) -> np.ndarray:
    """The congestion-unaware replay: messages never wait for a link (``FreeNetwork``)."""
    return replay_end_ns(plan, start_ns, lambda at: FreeNetwork(plan, at))
