"""Which communication is exposed, and which chain of nodes sets the step time.

Exposed time (``exposed_ns``). On a rank, the GPU is idle during ``[0, finish)`` for exactly
``finish - compute`` ns (one compute node runs at a time, so compute intervals never overlap):
ASTRA-sim's "exposed communication". Every idle instant lies inside some communication node
(collective, SEND, RECV or BROADCAST) that is in flight, because a rank with nothing in flight
and nothing ready has finished. Each idle instant is charged to one node: among the
communication nodes in flight at that instant, the one issued first (ties: lower node id). So
a node's exposed time is the GPU-idle part of its interval not already covered by a node issued
before it, and per rank the exposed times of its nodes sum to ``finish - compute`` exactly.

Critical path (``critical_path``). Starting from the last node to finish on the rank that
finishes last, walk back. Each step is a node and the segment of time it accounts for, ending
when the node ended. The segment begins when the node was issued, except that a collective
some member issued later begins at that member's issue (its ``origin``: the collective could
not complete before), and a RECV that waited for its data begins at the SEND's issue. From the
origin the walk goes on to the node whose completion let the origin start: a parent
(``dependency``) or the node before it on the same resource, GPU or communication stream
(``resource``). The segments ``[segment_start_ns, segment_end_ns)`` tile ``[0, step time)``.
"""

from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate

from hlo2chakra.sim.results import PathStep, RankTimeline, Timeline


def _idle_before(compute: list[tuple[int, int]], ends: list[int], busy: list[int], t: int) -> int:
    """GPU-idle time in [0, t): t minus compute time before t (compute intervals are disjoint, sorted)."""
    k = bisect_right(ends, t)
    done = busy[k - 1] if k else 0
    if k < len(compute) and compute[k][0] < t:
        done += t - compute[k][0]
    return t - done


def exposed_ns(row: RankTimeline) -> tuple[int, ...]:
    """Exposed time of every node of the row (0 for compute); they sum to finish - compute."""
    compute = sorted((row.start_ns[i], row.end_ns[i]) for i in range(len(row.kinds)) if row.is_compute(i))
    ends = [e for _, e in compute]
    busy = list(accumulate(e - s for s, e in compute))
    out = [0] * len(row.kinds)
    frontier = 0
    comm = sorted((row.start_ns[i], row.node_ids[i], i) for i in range(len(row.kinds)) if not row.is_compute(i))
    for start, _, i in comm:
        lo, hi = max(start, frontier), row.end_ns[i]
        if hi > lo:
            out[i] = _idle_before(compute, ends, busy, hi) - _idle_before(compute, ends, busy, lo)
            frontier = hi
    return tuple(out)


def _member_index(timeline: Timeline) -> dict[tuple[int, int], int]:
    return {member: k for k, inst in enumerate(timeline.collectives) for member in inst}


def _latest_member(timeline: Timeline, members: tuple[tuple[int, int], ...]) -> tuple[int, int]:
    return max(members, key=lambda m: (timeline.rows[m[0]].start_ns[m[1]], -m[0]))


def _ends_by_resource(row: RankTimeline) -> dict[tuple[bool, int], int]:
    """(is compute, end time) -> a node on that resource ending then (GPU or communication stream)."""
    out: dict[tuple[bool, int], int] = {}
    for j in range(len(row.kinds)):
        if row.is_compute(j) or row.uses_stream(j):
            out.setdefault((row.is_compute(j), row.end_ns[j]), j)
    return out


def _predecessor(row: RankTimeline, i: int, ends: dict[tuple[bool, int], int]) -> tuple[int, str] | None:
    """The node whose completion let node i start, and why; None at t=0."""
    start = row.start_ns[i]
    if start == 0:
        return None
    parents = [p for p in row.parents[i] if row.end_ns[p] == start]
    if parents:
        return max(parents, key=lambda p: (row.start_ns[p], row.node_ids[p])), "dependency"
    if row.is_compute(i) or row.uses_stream(i):
        j = ends.get((row.is_compute(i), start))
        if j is not None and j != i:
            return j, "resource"
    if row.parents[i]:
        return max(row.parents[i], key=lambda p: row.end_ns[p]), "dependency"
    return None


def critical_path(timeline: Timeline) -> tuple[PathStep, ...]:
    """The chain of nodes that sets the step time, in time order (see the module docstring)."""
    rows = timeline.rows
    r = max(range(len(rows)), key=lambda k: (rows[k].finish_ns, -k))
    if not rows[r].kinds:
        return ()
    i = max(range(len(rows[r].kinds)), key=lambda k: (rows[r].end_ns[k], rows[r].node_ids[k]))
    coll = _member_index(timeline)
    recv_of = {(m[2], m[3]): (m[0], m[1]) for m in timeline.messages}
    steps: list[tuple[int, int, str, tuple[int, int]]] = []
    seen: set[tuple[int, int]] = set()
    ends: dict[int, dict[tuple[bool, int], int]] = {}
    via = "finish"
    while (r, i) not in seen:
        seen.add((r, i))
        origin = _origin(timeline, r, i, coll, recv_of)
        steps.append((r, i, via, origin))
        seen.add(origin)
        r, i = origin
        if r not in ends:
            ends[r] = _ends_by_resource(rows[r])
        found = _predecessor(rows[r], i, ends[r])
        if found is None:
            break
        i, via = found
    return _segments(timeline, steps)


def _origin(timeline: Timeline, r: int, i: int, coll: dict[tuple[int, int], int],
            recv_of: dict[tuple[int, int], tuple[int, int]]) -> tuple[int, int]:
    """The node whose issue began what ended node (r, i): the last member to issue its collective, the
    SEND a waiting RECV waited for, or the node itself."""
    row = timeline.rows[r]
    if (r, i) in coll:
        late = _latest_member(timeline, timeline.collectives[coll[(r, i)]])
        if timeline.rows[late[0]].start_ns[late[1]] > row.start_ns[i]:
            return late
    if (r, i) in recv_of:
        send = recv_of[(r, i)]
        if timeline.rows[send[0]].start_ns[send[1]] > row.start_ns[i]:
            return send
    return r, i


def _segments(timeline: Timeline, steps: list[tuple[int, int, str, tuple[int, int]]]) -> tuple[PathStep, ...]:
    out: list[PathStep] = []
    seg_end = timeline.step_time_ns
    for r, i, via, (o_row, o_index) in steps:
        row, origin = timeline.rows[r], timeline.rows[o_row]
        seg_start = min(origin.start_ns[o_index], seg_end)
        out.append(PathStep(row.rank, r, i, row.node_ids[i], row.names[i], row.kinds[i], row.start_ns[i],
                            row.end_ns[i], seg_start, seg_end, via, origin.rank, origin.node_ids[o_index]))
        seg_end = seg_start
    return tuple(reversed(out))
