"""Collectives in flight at the same time share link bandwidth: the rule, kept simple.

A collective's time is a latency part plus a bandwidth part (``NcclChoice.transfer_ns``: bytes
over the effective bandwidth of its bottleneck link, plus NVLS chunk overheads). Its bottleneck
is a *link class* of the GPUs it runs on: ``"nvlink"`` for a group inside one node, ``"nic"`` for
a group that spans nodes (NCCL's multi-node algorithms are NIC-bound on every preset; NVLink
traffic of a cross-node collective is ignored for sharing).

Rule: while k collectives that share a link class on the same GPUs are in flight together, each
gets 1/k of it, so its bandwidth part stretches by k and its latency part does not (latency is
spent in kernels, syncs and the network stack, not on the wire). Collectives on different link
classes, or on disjoint GPUs, do not slow each other. NCCL runs concurrent collectives on
separate channels/streams and the GPU's copy engines and SMs are not modelled here: equal shares
is the assumption.

``share_bandwidth`` applies the rule to a set that overlaps for its whole duration.
``fluid_finish_ns`` applies it over time (processor sharing): collectives start at given times,
the bandwidth part of each drains at rate 1/k where k is the number of same-class collectives
active at that moment, and the latency part is paid first, alone. Both are pure functions.
"""

from __future__ import annotations

from typing import Sequence

from hlo2chakra.sim.nccl.choice import NcclChoice


def link_class(choice: NcclChoice) -> str:
    """The link a collective's bandwidth part is bound by: 'nic' across nodes, else 'nvlink'."""
    return "nic" if choice.nodes > 1 else "nvlink"


def shared_time_ns(choice: NcclChoice, sharers: int) -> float:
    """``choice``'s time while ``sharers`` collectives (itself included) share its links."""
    if not isinstance(sharers, int) or sharers < 1:
        raise ValueError(f"sharers: {sharers!r} is not a positive integer")
    return choice.time_ns + (sharers - 1) * choice.transfer_ns


def share_bandwidth(choices: Sequence[NcclChoice]) -> tuple[float, ...]:
    """Times of collectives that overlap for their whole duration on the same GPUs."""
    counts: dict[str, int] = {}
    for c in choices:
        counts[link_class(c)] = counts.get(link_class(c), 0) + 1
    return tuple(shared_time_ns(c, counts[link_class(c)]) for c in choices)


def fluid_finish_ns(starts_ns: Sequence[float], choices: Sequence[NcclChoice]) -> tuple[float, ...]:
    """Finish times when collectives start at ``starts_ns`` on the same GPUs (processor sharing)."""
    if len(starts_ns) != len(choices):
        raise ValueError("starts_ns and choices differ in length")
    n = len(choices)
    latency = [c.time_ns - c.transfer_ns for c in choices]
    ready = [s + lat for s, lat in zip(starts_ns, latency)]  # bandwidth part starts after latency
    left = [c.transfer_ns for c in choices]
    finish = [r if left[i] <= 0 else None for i, r in enumerate(ready)]
    now = min(ready, default=0.0)
    while any(f is None for f in finish):
        active = [i for i in range(n) if finish[i] is None and ready[i] <= now]
        pending = [ready[i] for i in range(n) if finish[i] is None and ready[i] > now]
        if not active:
            now = min(pending)
            continue
        k = {cls: sum(1 for i in active if link_class(choices[i]) == cls) for cls in ("nic", "nvlink")}
        rate = {i: 1.0 / k[link_class(choices[i])] for i in active}
        step = min(left[i] / rate[i] for i in active)
        if pending:
            step = min(step, min(pending) - now)
        for i in active:
            left[i] -= step * rate[i]
            if left[i] <= 1e-9 * max(1.0, choices[i].transfer_ns):
                finish[i] = now + step
        now += step
    return tuple(float(f) for f in finish if f is not None)   # every one is: the loop ran until then
