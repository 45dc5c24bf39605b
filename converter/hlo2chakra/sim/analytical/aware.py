"""Congestion-aware (1-D) collectives: message-level replay over FIFO store-and-forward links.

Contract: ``aware_collective_end_ns(network, plan, start_ns)`` returns each member's completion
time of one collective on a 1-D network under ASTRA-sim's congestion-aware backend: every
message is routed hop by hop (Ring: bidirectional, the shorter way, clockwise on ties;
FullyConnected: the direct link; Switch: up to the switch and down), each hop occupies its link
for floor(m/B) and delivers after floor(L + m/B), a busy link queues messages FIFO. The ranks
run ASTRA-sim's algorithm state machines (ring, direct, halvingDoubling) with the endpoint delay
and reduction costs of the unaware model, and admit chunks into their dimension queue with
``active`` chunks in service. Point-to-point SEND/RECV use ``store_and_forward`` links (h hops
of floor(L + m/B), no contention modelled between them).
"""

from __future__ import annotations

import heapq
from collections import deque
from dataclasses import replace

import numpy as np

from hlo2chakra.sim.analytical.plan import CollectivePlan
from hlo2chakra.sim.analytical.collective_cost import AG, AR, RS, Link, hd_steps, reduction_ns
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.results import SimulationError


def aware_system(network: NetworkConfig, system: SystemConfig) -> SystemConfig:
    if network.num_dims != 1:
        raise SimulationError("the congestion-aware backend accepts 1-D networks only")
    return system


def store_and_forward(link: Link) -> Link:
    return replace(link, store_forward=True)


def _route(network: NetworkConfig, src: int, dst: int) -> list[tuple]:
    topo, n = network.topology[0], network.npus_count[0]
    if topo == "FullyConnected":
        return [(src, dst)]
    if topo == "Switch":
        return [(src, "sw"), ("sw", dst)]
    clockwise = (dst - src) % n
    step = -1 if n - clockwise < clockwise else 1
    hops, cur = [], src
    while cur != dst:
        nxt = (cur + step) % n
        hops.append((cur, nxt))
        cur = nxt
    return hops


class _Sim:
    def __init__(self, network: NetworkConfig, plan: CollectivePlan, start: np.ndarray) -> None:
        if len(plan.phases) != 1:
            raise SimulationError("the congestion-aware model handles one-phase (1-D) collectives only")
        self.net, self.plan, self.pp = network, plan, plan.phases[0]
        self.phase = self.pp.phase
        self.lat, self.bw = network.latency_ns[0], network.bytes_per_ns(0)
        self.E = int(self.phase.endpoint_ns)
        self.p = len(plan.members)
        self.events: list = []
        self.seq = 0
        self.links: dict[tuple, list] = {}  # link -> [busy, deque of (message, remaining route)]
        self.inbox: dict[tuple, deque] = {}  # (src, dst, chunk, size) -> arrival times
        self.waiting: dict[tuple, deque] = {}  # same key -> posted receive callbacks
        self.routes: dict[tuple[int, int], list] = {}
        self.free = [self.plan.active] * self.p
        self.next_chunk = [0] * self.p
        self.end = start.astype(np.int64).copy()
        self.left = [plan.chunks] * self.p
        for i, t in enumerate(start.tolist()):
            self.at(int(t), self._admit, i)

    def at(self, time: int, fn, *args) -> None:
        heapq.heappush(self.events, (time, self.seq, fn, args))
        self.seq += 1

    def run(self) -> np.ndarray:
        while self.events:
            time, _, fn, args = heapq.heappop(self.events)
            fn(time, *args)
        if any(self.left):
            raise SimulationError("congestion-aware collective did not complete (internal model error)")
        return self.end

    # --- links -----------------------------------------------------------------------------
    def _send(self, now: int, i: int, j: int, chunk: int, size: int) -> None:
        key = (self.plan.members[i], self.plan.members[j])
        if key not in self.routes:
            self.routes[key] = _route(self.net, *key)
        self._enter(now, (i, j, chunk, size), list(self.routes[key]))

    def _enter(self, now: int, msg: tuple, route: list) -> None:
        link = self.links.setdefault(route[0], [False, deque()])
        if link[0]:
            link[1].append((msg, route))
        else:
            self._transmit(now, link, msg, route)

    def _transmit(self, now: int, link: list, msg: tuple, route: list) -> None:
        link[0] = True
        size = msg[3]
        self.at(now + int(size / self.bw), self._link_free, link)
        self.at(now + int(self.lat + size / self.bw), self._hop_done, msg, route)

    def _link_free(self, now: int, link: list) -> None:
        link[0] = False
        if link[1]:
            msg, route = link[1].popleft()
            self._transmit(now, link, msg, route)

    def _hop_done(self, now: int, msg: tuple, route: list) -> None:
        if len(route) > 1:
            self._enter(now, msg, route[1:])
            return
        posted = self.waiting.get(msg)
        if posted:
            cb = posted.popleft()
            cb(now)
        else:
            self.inbox.setdefault(msg, deque()).append(now)

    def _recv(self, now: int, i: int, j: int, chunk: int, size: int, cb) -> None:
        """Post rank j's receive of i's message; cb(time) fires at max(post, arrival)."""
        key = (i, j, chunk, size)
        got = self.inbox.get(key)
        if got:
            got.popleft()
            cb(now)
        else:
            self.waiting.setdefault(key, deque()).append(cb)

    # --- per-rank chunk queue -------------------------------------------------------------------
    def _admit(self, now: int, r: int) -> None:
        while self.free[r] > 0 and self.next_chunk[r] < self.plan.chunks:
            self.free[r] -= 1
            chunk = self.next_chunk[r]
            self.next_chunk[r] += 1
            self.at(now + self.E, self._begin, r, chunk)

    def _finish(self, now: int, r: int) -> None:
        self.end[r] = max(self.end[r], now)
        self.left[r] -= 1
        self.free[r] += 1
        self._admit(now, r)

    # --- algorithms --------------------------------------------------------------------------
    def _begin(self, now: int, r: int, chunk: int) -> None:
        algo = self.phase.algorithm.removeprefix("one").lower()
        if algo == "ring":
            self._ring_step(now, r, chunk, 0)
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


def aware_collective_end_ns(network: NetworkConfig, plan: CollectivePlan, start_ns: np.ndarray) -> np.ndarray:
    return _Sim(network, plan, np.asarray(start_ns, dtype=np.int64)).run()
