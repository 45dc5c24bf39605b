"""The workload replay on ASTRA-sim's congestion-aware network: all traffic shares one set of links.

Contract: ``AwareEngine(programs, ctx)`` is the engine of a congestion-aware ``ctx`` (for a large
workload ``fast_engine.new_engine`` runs its compiled twin instead, same answers); its network
callbacks run on the engine's own event queue (one FIFO-among-equal-times queue, as in ASTRA-sim). There a member
starts its part of a collective the moment it issues it (its messages enter the links while
other members may still be busy elsewhere), and a SEND's message crosses the same links as the
collectives' messages; the SEND completes at the message's arrival, a RECV at max(post, arrival),
matched (src, dst, tag, size) in FIFO order as in the unaware engine.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from hlo2chakra.sim.analytical.aware import AwareCollective
from hlo2chakra.sim.analytical.engine import Engine, EngineContext
from hlo2chakra.sim.analytical.workload import RankProgram


class _Message:
    __slots__ = ("arrival", "sender", "receiver")

    def __init__(self, sender: tuple[int, int]) -> None:
        self.arrival: int | None = None
        self.sender = sender
        self.receiver: tuple[int, int] | None = None


class AwareEngine(Engine):
    def __init__(self, programs: Sequence[RankProgram], ctx: EngineContext) -> None:
        super().__init__(programs, ctx)
        assert ctx.network is not None
        self.net = ctx.network(self._at)
        self.running: dict[tuple[str, int], tuple[AwareCollective, dict[int, int]]] = {}
        # messages sent and not yet received, as the plain engine's ``arrived`` (which holds times)
        self.in_flight: dict[tuple[int, int, int, int], list[_Message]] = {}

    def _at(self, time: int, fn, *args) -> None:
        self.callbacks[self.counter] = (fn, args)
        self._push(time, -1, self.counter)

    def _collective(self, r: int, i: int, now: int) -> None:
        key, pend, complete = self._join(r, i, now)
        entry = self.running.get(key)
        if entry is None:
            plan = self._plan(r, i)
            nodes: dict[int, int] = {}  # member rank -> its collective node index

            def done(position: int, time: int) -> None:
                rank = plan.members[position]
                self._push(time, rank, nodes[rank])

            entry = self.running[key] = (AwareCollective(self.net, plan, done), nodes)
        coll, nodes = entry
        nodes[r] = i
        if complete:
            del self.running[key]
            self._joined(r, i, key, pend, coll.plan.members)
        coll.start(now, coll.plan.members.index(r))

    def _joined(self, r: int, i: int, key: tuple[str, int], pend, members: tuple[int, ...]) -> None:
        """The last member has issued the collective ``key``: check the members' start times
        against the issue rules and record the instance (both engines)."""
        starts = np.array([pend.issued[m][0] for m in members], dtype=np.int64)
        self._check_start(r, i, key[0], starts)
        if self.record:
            self.instances.append(tuple((m, pend.issued[m][1]) for m in members))

    def _match_send(self, r: int, i: int) -> tuple[_Message, int, int, int]:
        """(message, src, dst, size_bytes) of SEND node ``i`` of rank ``r``, matched to a RECV already
        posted for it (FIFO) or left in flight for the next one (both engines)."""
        sent = self.ranks[r].prog.msg[i]
        assert sent is not None   # a SEND node has its message
        src, dst, tag, size = sent
        key = (src, dst, tag, size)
        msg = _Message((r, i))
        waiting = self.posted.get(key)
        if waiting:
            msg.receiver = waiting.pop(0)
            if self.record:
                self.messages.append((r, i) + msg.receiver)
        else:
            self.in_flight.setdefault(key, []).append(msg)
        return msg, src, dst, size

    def _send(self, r: int, i: int, now: int) -> None:
        msg, src, dst, size = self._match_send(r, i)
        self.net.send(now, src, dst, size, lambda t: self._delivered(t, msg))

    def _delivered(self, now: int, msg: _Message) -> None:
        msg.arrival = now
        self._push(now, *msg.sender)
        if msg.receiver is not None:
            self._push(now, *msg.receiver)

    def _recv(self, r: int, i: int, now: int) -> None:
        key = self.ranks[r].prog.msg[i]
        assert key is not None   # a RECV node has its message
        got = self.in_flight.get(key)
        if not got:
            self.posted.setdefault(key, []).append((r, i))
            return
        msg = got.pop(0)
        msg.receiver = (r, i)
        if self.record:
            self.messages.append(msg.sender + (r, i))
        if msg.arrival is not None:
            self._push(max(now, msg.arrival), r, i)
