"""Message-level replay of ASTRA-sim's collective algorithms over a network of links.

Contract: ``AwareCollective(net, plan, done)`` runs one collective instance over ``net``: an
``AwareNetwork`` (``sim.analytical.aware_links``: 1-D congestion-aware FIFO links that every
collective and point-to-point message in flight shares) or a ``FreeNetwork`` (congestion-unaware,
for doubleBinaryTree, which has no closed form). ``start(now, position)`` starts one member when
it issues the collective; ``done(position, time_ns)`` fires when that member's last chunk
completes. Members run their algorithm's state machine (each ``algorithms`` module's
``replay_chunk``, with this class as its ``ReplayHost``) with the endpoint delay and reduction
costs of the unaware model, and admit chunks into their dimension queue with ``active`` chunks
in service.
``aware_collective_end_ns`` / ``free_collective_end_ns`` replay one collective alone (every
member's completion for given start times); a large one runs on the compiled kernel
(``fast_replay``), which replays the same events in the same order.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

import numpy as np

from hlo2chakra.sim.analytical.aware_links import AwareNetwork, FreeNetwork, Scheduler
from hlo2chakra.sim.analytical.algorithms import algorithm_named
from hlo2chakra.sim.analytical.event_queue import EventQueue
from hlo2chakra.sim.analytical.plan import CollectivePlan
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.results import SimulationError


def aware_system(network: NetworkConfig, system: SystemConfig) -> SystemConfig:
    if network.num_dims != 1:
        raise SimulationError("the congestion-aware backend accepts 1-D networks only")
    return system


class AwareCollective:
    def __init__(self, net: AwareNetwork | FreeNetwork, plan: CollectivePlan,
                 done: Callable[[int, int], None]) -> None:
        if len(plan.phases) != 1:
            raise SimulationError("the congestion-aware model handles one-phase (1-D) collectives only")
        self.net, self.plan, self.pp = net, plan, plan.phases[0]
        self.phase = self.pp.phase
        self.algorithm = algorithm_named(self.phase.algorithm)
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
    def send(self, now: int, i: int, j: int, chunk: int, size: int) -> None:
        key = (i, j, chunk, size)
        self.net.send(now, self.plan.members[i], self.plan.members[j], size, lambda t: self._arrived(t, key))

    def _arrived(self, now: int, key: tuple) -> None:
        posted = self.waiting.get(key)
        if posted:
            posted.popleft()(now)
        else:
            self.inbox.setdefault(key, deque()).append(now)

    def recv(self, now: int, i: int, j: int, chunk: int, size: int, cb) -> None:
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
            # packets through the memory bus (E), doubleBinaryTree's leaves do so in their first step
            self.at(now + self.first_delay, self._begin, r, chunk)

    def finish(self, now: int, r: int) -> None:
        self.left[r] -= 1
        self.free[r] += 1
        if self.left[r] == 0:
            self.done(r, now)
        self._admit(now, r)

    # --- the algorithm -------------------------------------------------------------------------
    def _begin(self, now: int, r: int, chunk: int) -> None:
        self.algorithm.replay_chunk(self, now, r, chunk)


def replay_end_ns(plan: CollectivePlan, start_ns: np.ndarray,
                  make_network: Callable[[Scheduler], AwareNetwork | FreeNetwork]) -> np.ndarray:
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


def _compiled_end_ns(plan: CollectivePlan, start_ns: np.ndarray, network: NetworkConfig | None) -> np.ndarray | None:
    """The same replay on the compiled kernel when it is worth its start (``fast_replay``), else None."""
    from hlo2chakra.sim.analytical.fast_replay import compiled_enabled, compiled_replay_end_ns, plan_events

    if not compiled_enabled(plan_events(plan)):
        return None
    return compiled_replay_end_ns(plan, start_ns, network)


def aware_collective_end_ns(network: NetworkConfig, plan: CollectivePlan, start_ns: np.ndarray) -> np.ndarray:
    fast = _compiled_end_ns(plan, start_ns, network)
    return fast if fast is not None else replay_end_ns(plan, start_ns, lambda at: AwareNetwork(network, at))


def free_collective_end_ns(plan: CollectivePlan, start_ns: np.ndarray) -> np.ndarray:
    """The congestion-unaware replay: messages never wait for a link (``FreeNetwork``)."""
    fast = _compiled_end_ns(plan, start_ns, None)
    return fast if fast is not None else replay_end_ns(plan, start_ns, lambda at: FreeNetwork(plan, at))
