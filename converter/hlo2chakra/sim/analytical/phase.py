"""The values every collective algorithm works on: kinds, links, one chunk's phase and its plan.

Contract: frozen values only, no algorithm logic. ``Link`` prices one message the way ASTRA-sim's
analytical network does (``floor(hops * latency + bytes / bandwidth)``); ``Phase`` holds the
closed-form parameters of one chunk's phase; ``PhasePlan`` adds the per-pair route arrays the
message-level replays read; ``reduction_ns`` is the PacketBundle cost of reducing a message.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from hlo2chakra.chakra.schema import CollectiveCommType
from hlo2chakra.sim.results import SimulationError

# The collective kinds the network model times, named as the traces name them (CollectiveCommType).
AR, AG, RS, A2A = (t.name for t in (CollectiveCommType.ALL_REDUCE, CollectiveCommType.ALL_GATHER,
                                    CollectiveCommType.REDUCE_SCATTER, CollectiveCommType.ALL_TO_ALL))
KINDS = (AR, AG, RS, A2A)


@dataclass(frozen=True)
class Link:
    """Message cost parameters of one hop class: latency (ns), bytes per ns, hop count."""

    latency_ns: float
    bytes_per_ns: float
    hops: int

    def message_ns(self, size_bytes: int) -> int:
        return int(self.hops * self.latency_ns + size_bytes / self.bytes_per_ns)


@dataclass(frozen=True)
class Phase:
    """One collective phase of one chunk: the algorithm run over ``peers`` ranks.

    ``links`` gives the message cost for each peer distance the algorithm uses (its
    ``representative_links``): for ``ring`` one link (neighbour), for ``direct`` the farthest peer
    first, for ``halvingDoubling`` one link per step distance 1, 2, 4, ... (index = log2 of the
    distance).
    """

    kind: str  # AR / AG / RS / A2A
    algorithm: str  # as the system file names it (ring, oneRing, direct, ...)
    peers: int
    queue: int  # dimension queue the chunk waits in
    links: tuple[Link, ...]
    endpoint_ns: float
    mem_bytes_per_ns: float
    # Sub-group (local-dimension) direct all-reduce with p >= 3 also reduces its second round.
    reduce_twice: bool = False
    # All-gather phases of a localBWAware all-reduce take the second half of the dimension's
    # queues, whose ring runs the other way (visible only when ranks start at different times).
    reverse: bool = False
    # Links to the peers 1, 2, ..., p-1 positions along the ring, in the order a direct all-reduce
    # sends its second round (empty: all peers like links[0]).
    ring_links: tuple[Link, ...] = ()


@dataclass(frozen=True, eq=False)
class PhasePlan:
    """A phase with the route between every pair of its ring positions."""

    phase: Phase  # closed-form parameters (representative links)
    dim: int  # network dimension, or -1 for a sub-group ring over all members
    hops: np.ndarray = field(repr=False)  # (p, p) hop counts between ring positions
    latency_ns: np.ndarray = field(repr=False)  # (p, p)
    bytes_per_ns: np.ndarray = field(repr=False)  # (p, p)
    uniform: bool  # closed form exact for simultaneous starts

    def message_ns(self, size_bytes: int) -> np.ndarray:
        return (self.hops * self.latency_ns + size_bytes / self.bytes_per_ns).astype(np.int64)


def reduction_ns(size_bytes: int, mem_bytes_per_ns: float) -> int:
    # PacketBundle: one write and two reads of the message, each truncated on its own, computed
    # as ASTRA-sim does in doubles: size / (GB/s * 1e9) * 1e9 (6000 B at 50 GB/s gives 119, not 120)
    return 3 * int(size_bytes / (mem_bytes_per_ns * 1e9) * 1e9)


def log2_exact(p: int) -> int:
    steps = p.bit_length() - 1
    if 1 << steps != p:
        raise SimulationError(f"halvingDoubling needs a power-of-two peer count, got {p}")
    return steps


def worst_link(hops: np.ndarray, lat, bw, pairs: list[tuple[int, int]]) -> Link:
    """The pair with the largest latency term (ties: the slowest bandwidth), as one ``Link``:
    the representative a closed form uses when it charges one link class per step."""
    lat_m, bw_m = np.broadcast_to(lat, hops.shape), np.broadcast_to(bw, hops.shape)
    best = max(pairs, key=lambda ij: (hops[ij] * lat_m[ij], -bw_m[ij]))
    return Link(float(lat_m[best]), float(bw_m[best]), int(hops[best]))


def pair_link(hops: np.ndarray, lat, bw, ij: tuple[int, int]) -> Link:
    lat_m, bw_m = np.broadcast_to(lat, hops.shape), np.broadcast_to(bw, hops.shape)
    return Link(float(lat_m[ij]), float(bw_m[ij]), int(hops[ij]))
