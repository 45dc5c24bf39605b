"""empty-message: which world collectives ASTRA-sim cuts into a 0-byte message, and aborts on.

ASTRA-sim 518bd513 cuts a collective into chunks (``collective_cost.chunk_bytes``) and walks each
chunk through one phase per network dimension (``plan.world_dims``), each phase taking the
previous one's output (``collective_cost.phase_output_bytes``) and sending messages of
``collective_cost.phase_message_bytes``: all of it integer division, exactly as the embedded
engine lays a collective out. A 0-byte message fails ``assert(chunk_size > 0)`` in the analytical
network's ``ChunkIdGenerator::create_send_chunk_id`` (ChunkIdGenerator.cc:23) and aborts the run;
a 0-byte chunk (an all-gather smaller than its splits) makes it loop forever. E.g. 64 NPUs as
8 x 8, ring then halvingDoubling, one split: a 64-byte all-reduce chunk is 8 bytes after the ring
reduce-scatter and 2 * (8 // 16) = 0 in halvingDoubling; 128 bytes is the least that runs. Every
division is monotone in the size, so the sizes that run are exactly those from one smallest size.

The embedded backend times such messages (latency only; a scalar all-reduce must not fail a whole
step there); the simulate path refuses them before the real binary runs (``sim.backends``).
Checked against the shared binary on 161 random layouts (2-D and 3-D, every algorithm, splits
1 to 16): ``tests/sim/analytical/test_empty_messages.py``.
"""

from __future__ import annotations

import math
from typing import Callable

from hlo2chakra.sim.analytical.collective_cost import (AG, AR, RS, A2A, chunk_bytes, phase_message_bytes,
                                                       phase_output_bytes)
from hlo2chakra.sim.analytical.plan import _IMPL_INDEX, world_dims
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig

__all__ = ["AG", "AR", "RS", "A2A", "world_phases", "smallest_size", "empty_message_text", "empty_message_rule",
           "least_runnable_size", "runnable_size_rule"]

Phases = list[tuple[str, str, int]]


def world_phases(kind: str, network: NetworkConfig, system: SystemConfig, involved: tuple[bool, ...] = ()) -> Phases:
    """(phase kind, algorithm, NPUs of its dimension) for each phase of a world collective."""
    impl = system.implementations[_IMPL_INDEX[kind]]
    return [(k, impl[d], network.npus_count[d]) for k, d, _ in world_dims(kind, system, network, involved)]


def _smallest_message(size: int, kind: str, phases: Phases, splits: int, total_npus: int) -> int:
    data = chunk_bytes(size, kind, splits, total_npus)
    low = data
    for phase_kind, algo, n in phases:
        low = min(low, phase_message_bytes(phase_kind, algo, n, data))
        data = phase_output_bytes(phase_kind, data, n)
    return low


def smallest_size(kind: str, phases: Phases, splits: int, total_npus: int) -> int:
    """The smallest collective size whose messages are all non-empty (bisection: monotone)."""
    def runs(size: int) -> bool:
        return _smallest_message(size, kind, phases, splits, total_npus) > 0

    hi = 1
    while not runs(hi):
        hi *= 2
    lo = hi // 2   # fails (or 0)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if runs(mid) else (mid, hi)
    return hi


def least_runnable_size(size: int, kind: str, network: NetworkConfig, system: SystemConfig) -> int | None:
    """The smallest size ASTRA-sim runs a world ``kind`` at on this network and system when
    ``size`` is below it (some message would be empty), else None."""
    if kind not in _IMPL_INDEX:
        return None
    phases = world_phases(kind, network, system)
    splits, total = system.preferred_dataset_splits, math.prod(network.npus_count)
    if not phases or _smallest_message(size, kind, phases, splits, total) > 0:
        return None
    return smallest_size(kind, phases, splits, total)


def empty_message_text(size: int, kind: str, network: NetworkConfig, system: SystemConfig) -> str | None:
    """Why ASTRA-sim cannot run a world ``kind`` of ``size`` bytes on this network and system, or None."""
    least = least_runnable_size(size, kind, network, system)
    if least is None:
        return None
    splits = system.preferred_dataset_splits
    if chunk_bytes(size, kind, splits, math.prod(network.npus_count)) == 0:
        return (f"{kind} of {size} B with {splits} split(s) cuts into 0-byte chunks: ASTRA-sim loops forever; "
                f"the smallest size it runs is {least} B")
    algos = " then ".join(f"{a}({n})" for _, a, n in world_phases(kind, network, system))
    return (f"{kind} of {size} B over {'x'.join(map(str, network.npus_count))} NPUs ({algos}, {splits} split(s)) "
            f"divides into a 0-byte message: ASTRA-sim aborts (ChunkIdGenerator.cc:23 'chunk_size > 0'); the "
            f"smallest size it runs is {least} B")


def empty_message_rule(network: NetworkConfig, system: SystemConfig) -> Callable[[str, int], str | None]:
    """The (collective kind, size) -> reason rule the validator's ``size_rule`` takes."""
    return lambda kind, size: empty_message_text(size, kind, network, system)


def runnable_size_rule(network: NetworkConfig, system: SystemConfig) -> Callable[[str, int], int | None]:
    """(collective kind, size) -> what ``least_runnable_size`` says (``sim.tiny_collectives`` raises
    a world collective to it)."""
    return lambda kind, size: least_runnable_size(size, kind, network, system)
