"""The order one rank's GPU runs its program in: XLA's latency-hiding scheduler, simplified.

A GPU runs one stream's kernels in order, and XLA's GPU pipeline decides that order with its
latency-hiding scheduler (``xla/service/latency_hiding_scheduler.cc``, configured for GPUs in
``xla/service/gpu/gpu_latency_hiding_scheduler.cc``). What is modelled from it:

- **Regions.** XLA schedules each computation on its own: a while loop's body is one schedule run
  once per iteration, and an asynchronous start and its done sit in the same computation. So work
  of iteration t+1 never fills a wait of iteration t, and whatever iteration t started is done
  before iteration t+1 begins (a ppermute whose result is the loop carry is waited for at the end
  of the body). The converter unrolls loops (``Op.scope``: one number per iteration), so the
  program's ops fall into *segments*, maximal runs of ops in program order with the same scope;
  the compute stream runs the segments in order, and the first kernel of a segment waits for
  every collective still in flight (``StreamOrder.boundary_waits``).
- **Asynchronous collectives, one in flight.** Collectives and send/receive become start/done
  pairs. XLA's GPU default lets one asynchronous collective be in flight
  (``xla_gpu_experimental_parallel_collective_overlap_limit`` = 1): collectives start in program
  order, each as soon as its operands exist and the previous one is done, which ASTRA-sim's one
  communication node in flight per rank (and the comm ctrl chain of ``ranks``) also enforce.
- **As much overlap as the region allows.** With its default approximate latency estimator
  (a collective costs far more than any kernel), XLA places a collective's done as late as it
  can: before the first kernel that reads its result. So within a segment the stream runs every
  kernel that does not wait for an outstanding collective before one that does, in program order
  otherwise; a kernel that waits for collective c also waits for every collective started before c.

Not modelled: XLA's memory-pressure limit on overlap, its per-kernel cost estimates (the stream
order does not look at durations), the collective pipeliner that moves collectives across loop
iterations, and a top-level collective kept in flight across a whole while loop (at the loop's
first segment it is waited for, like any other).

``stream_order`` returns a total order of the template's nodes: every dependency, the collectives'
program order and the compute stream's order all point forward in it, so numbering the nodes by it
keeps each rank's trace acyclic, and ASTRA-sim's lowest-id-first issue follows the stream.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Mapping, Sequence

from hlo2chakra.ir.program import Program


def op_segments(program: Program, real: Sequence[bool]) -> list[int]:
    """Per op, its segment: the index of its run of equal ``scope`` among the real ops in program
    order (free ops get the segment of the run they sit in; they are never scheduled)."""
    segments: list[int] = []
    current, last_scope = 0, None
    for op, is_real in zip(program.ops, real):
        if is_real and op.scope != last_scope:
            if last_scope is not None:
                current += 1
            last_scope = op.scope
        segments.append(current)
    return segments


@dataclass(frozen=True)
class StreamOrder:
    """order: every node once; boundary_waits: first kernel of a segment -> the collectives in
    flight when it starts, which it waits for (ordering dependencies, not data)."""

    order: tuple[int, ...]
    boundary_waits: Mapping[int, tuple[int, ...]]


def stream_order(deps: Sequence[set[int]], is_comm: Sequence[bool], segment: Sequence[int],
                 position: Sequence[int]) -> StreamOrder:
    """A total order of the nodes (see the module docstring).

    deps[v]: the nodes v reads; is_comm[v]: a collective or send/receive; segment[v]: its segment;
    position[v]: its program position (first op index), which orders the collectives and breaks ties.
    """
    n = len(deps)
    children: list[list[int]] = [[] for _ in range(n)]
    missing = [len(d) for d in deps]
    for v, ds in enumerate(deps):
        for d in ds:
            children[d].append(v)
    comms = sorted((v for v in range(n) if is_comm[v]), key=lambda v: position[v])
    comm_rank = {v: k for k, v in enumerate(comms)}
    pending: set[int] = set()   # collectives started whose done no kernel has passed yet
    next_comm = 0
    order: list[int] = []
    ready: list[tuple[int, int, int, int]] = []   # (segment, waits, position, node)
    boundary: dict[int, tuple[int, ...]] = {}
    current = None   # the segment the stream is in

    def waits(v: int) -> int:
        return int(any(d in pending for d in deps[v]))

    def place(v: int) -> None:
        order.append(v)
        for child in children[v]:
            missing[child] -= 1
            if missing[child] == 0 and not is_comm[child]:
                heapq.heappush(ready, (segment[child], waits(child), position[child], child))

    for v in range(n):
        if missing[v] == 0 and not is_comm[v]:
            heapq.heappush(ready, (segment[v], waits(v), position[v], v))
    while len(order) < n:
        while next_comm < len(comms) and missing[comms[next_comm]] == 0:
            c = comms[next_comm]
            next_comm += 1
            pending.add(c)
            place(c)
        if not ready:
            if len(order) < n:
                raise RuntimeError("internal error: the template graph has a cycle")
            break
        seg, stale_waits, pos, v = heapq.heappop(ready)
        now = waits(v)
        if now != stale_waits:   # a collective it waits for was passed by another kernel meanwhile
            heapq.heappush(ready, (seg, now, pos, v))
            continue
        if seg != current:   # a new segment: what the last one started is done first
            if current is not None and pending:
                boundary[v] = tuple(sorted(pending, key=comm_rank.__getitem__))
                pending.clear()
            current = seg
        waited = [comm_rank[d] for d in deps[v] if d in pending]
        if waited:   # its done is placed here: that collective and every one started before it end
            last = max(waited)
            pending.difference_update([c for c in pending if comm_rank[c] <= last])
        place(v)
    return StreamOrder(tuple(order), boundary)
