"""The congestion-aware network: per-link FIFO store-and-forward of whole messages, shared by all traffic.

Contract: ``AwareNetwork(network, at)`` carries messages over a 1-D network for every collective
and point-to-point message in flight; ``at(time_ns, fn, *args)`` schedules a callback on the
caller's event queue (FIFO among equal times, like ASTRA-sim's EventQueue). ``send(now, src, dst,
size_bytes, deliver)`` routes the message hop by hop (Ring: bidirectional, the shorter way,
clockwise on ties; FullyConnected: the direct link; Switch: up to the switch and down); each hop
holds its link for floor(m/B) and delivers to the next device after floor(L + m/B), and a busy
link queues messages in arrival order (ASTRA-sim's Link: one ``pending_chunks`` FIFO per link,
arrival event scheduled before the link-free event). ``deliver(time_ns)`` fires at the last hop.
``FreeNetwork(plan, at)`` is the congestion-unaware counterpart for one collective's members: a
message between members i and j arrives floor(hops * L + m / B) after it is sent, never waiting.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

from hlo2chakra.sim.analytical.plan import CollectivePlan
from hlo2chakra.sim.config.files import NetworkConfig
from hlo2chakra.sim.results import SimulationError

Scheduler = Callable[..., None]
Deliver = Callable[[int], None]
SWITCH = "sw"


def route(network: NetworkConfig, src: int, dst: int) -> tuple[tuple, ...]:
    """The links (from, to) a message crosses on ASTRA-sim's congestion-aware 1-D topologies."""
    topo, n = network.topology[0], network.npus_count[0]
    if src == dst:
        raise SimulationError(f"rank {src} sends a message to itself")
    if topo == "FullyConnected":
        return ((src, dst),)
    if topo == "Switch":
        return ((src, SWITCH), (SWITCH, dst))
    clockwise = (dst - src) % n
    step = -1 if n - clockwise < clockwise else 1
    hops, cur = [], src
    while cur != dst:
        nxt = (cur + step) % n
        hops.append((cur, nxt))
        cur = nxt
    return tuple(hops)


class _Link:
    __slots__ = ("busy", "pending")

    def __init__(self) -> None:
        self.busy = False
        self.pending: deque = deque()


class AwareNetwork:
    def __init__(self, network: NetworkConfig, at: Scheduler) -> None:
        if network.num_dims != 1:
            raise SimulationError("the congestion-aware backend accepts 1-D networks only")
        self.net, self.at = network, at
        self.latency_ns, self.bytes_per_ns = network.latency_ns[0], network.bytes_per_ns(0)
        self.links: dict[tuple, _Link] = {}
        self.routes: dict[tuple[int, int], tuple[tuple, ...]] = {}

    def send(self, now: int, src: int, dst: int, size_bytes: int, deliver: Deliver) -> None:
        key = (src, dst)
        if key not in self.routes:
            self.routes[key] = route(self.net, src, dst)
        self._enter(now, (size_bytes, deliver), self.routes[key], 0)

    def _enter(self, now: int, msg: tuple, hops: tuple, k: int) -> None:
        link = self.links.get(hops[k])
        if link is None:
            link = self.links[hops[k]] = _Link()
        if link.busy:
            link.pending.append((msg, hops, k))
        else:
            self._transmit(now, link, msg, hops, k)

    def _transmit(self, now: int, link: _Link, msg: tuple, hops: tuple, k: int) -> None:
        link.busy = True
        size = msg[0]
        self.at(now + int(self.latency_ns + size / self.bytes_per_ns), self._hop_done, msg, hops, k)
        self.at(now + int(size / self.bytes_per_ns), self._link_free, link)

    def _link_free(self, now: int, link: _Link) -> None:
        link.busy = False
        if link.pending:
            self._transmit(now, link, *link.pending.popleft())

    def _hop_done(self, now: int, msg: tuple, hops: tuple, k: int) -> None:
        if k + 1 < len(hops):
            self._enter(now, msg, hops, k + 1)
        else:
            msg[1](now)


class FreeNetwork:
    def __init__(self, plan: CollectivePlan, at: Scheduler) -> None:
        self.at = at
        pp = plan.phases[0]
        self.hop_latency_ns = pp.hops * pp.latency_ns
        self.bytes_per_ns = pp.bytes_per_ns
        self.position = {rank: i for i, rank in enumerate(plan.members)}

    def send(self, now: int, src: int, dst: int, size_bytes: int, deliver: Deliver) -> None:
        i, j = self.position[src], self.position[dst]
        self.at(now + int(self.hop_latency_ns[i, j] + size_bytes / self.bytes_per_ns[i, j]), deliver)
