"""Write a ``Timeline`` as a Chrome trace event file (opens in Perfetto UI and chrome://tracing).

Layout: one process per shown rank (``pid`` = the rank; a row of merged identical ranks is named
after all of them), with threads ``compute`` (tid 0), ``communication`` (tid 1: the rank's one
stream for collectives, SENDs and BROADCASTs) and ``receives`` (tid 2: posted RECVs, which occupy
no stream). Every node is a complete event (``"ph": "X"``) with ``ts``/``dur`` in microseconds
written as exact decimals with three places (nanosecond precision); ``args`` carry the node id,
kind, bytes, group, source location, exposed time and whether it lies on the critical path.
Flow events (``ph`` s/t/f, one id per collective or message) tie the members of each collective
and each SEND to its RECV. The critical path is also drawn as its own process (``pid`` = number
of ranks) with one event per segment. Output is deterministic: same timeline, same bytes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator, Mapping, Sequence

from hlo2chakra.sim.results import PathStep, RankTimeline, Timeline

TID_COMPUTE, TID_STREAM, TID_RECV = 0, 1, 2
THREADS = ((TID_COMPUTE, "compute"), (TID_STREAM, "communication"), (TID_RECV, "receives"))


def us(ns: int) -> str:
    """Integer ns as an exact decimal number of microseconds (JSON number text)."""
    sign = "-" if ns < 0 else ""
    ns = abs(ns)
    return f"{sign}{ns // 1000}.{ns % 1000:03d}"


def rank_label(ranks: Sequence[int]) -> str:
    if len(ranks) == 1:
        return f"rank {ranks[0]}"
    if list(ranks) == list(range(ranks[0], ranks[0] + len(ranks))):
        return f"ranks {ranks[0]}-{ranks[-1]} ({len(ranks)} identical)"
    shown = ",".join(map(str, ranks[:6])) + (",..." if len(ranks) > 6 else "")
    return f"ranks {shown} ({len(ranks)} identical)"


def _tid(row: RankTimeline, i: int) -> int:
    if row.is_compute(i):
        return TID_COMPUTE
    return TID_STREAM if row.uses_stream(i) else TID_RECV


def _category(kind: str) -> str:
    return "compute" if kind == "COMP" else "p2p" if kind in ("SEND", "RECV") else "collective"


def _event(fields: Mapping[str, object], ts_ns: int, dur_ns: int | None = None) -> str:
    """One event; ts/dur are spliced in as exact decimals, everything else through json."""
    body = json.dumps(dict(fields), sort_keys=True, separators=(",", ":"))[:-1]
    extra = f',"ts":{us(ts_ns)}' + (f',"dur":{us(dur_ns)}' if dur_ns is not None else "")
    return body + extra + "}"


def _meta(kind: str, pid: int, tid: int, args: Mapping[str, object]) -> str:
    return json.dumps({"ph": "M", "name": kind, "pid": pid, "tid": tid, "args": dict(args)}, sort_keys=True,
                      separators=(",", ":"))


def _metadata(pid: int, name: str, sort_index: int) -> Iterator[str]:
    yield _meta("process_name", pid, 0, {"name": name})
    yield _meta("process_sort_index", pid, 0, {"sort_index": sort_index})


def _row_events(row: RankTimeline, exposed: Sequence[int], critical: set[int]) -> Iterator[str]:
    pid = row.rank
    yield from _metadata(pid, rank_label(row.ranks), pid)
    for tid, name in THREADS:
        yield _meta("thread_name", pid, tid, {"name": name})
    for i, kind in enumerate(row.kinds):
        name, _, location = row.names[i].partition(" @")
        args: dict[str, object] = {"node_id": row.node_ids[i], "kind": kind, "bytes": row.size_bytes[i],
                                   "group": row.groups[i], "location": location, "exposed_ns": exposed[i]}
        if row.peers[i] >= 0:
            args["peer"] = row.peers[i]
        if i in critical:
            args["critical"] = True
        fields = {"name": name or kind, "cat": _category(kind), "ph": "X", "pid": pid, "tid": _tid(row, i),
                  "args": args}
        yield _event(fields, row.start_ns[i], row.end_ns[i] - row.start_ns[i])


def _flow(flow_id: int, name: str, cat: str, points: list[tuple[int, int, int]]) -> Iterator[str]:
    """A flow through (pid, tid, ts_ns) points: s, then t..., then f (bound to the enclosing slice)."""
    for k, (pid, tid, ts) in enumerate(points):
        ph = "s" if k == 0 else "f" if k == len(points) - 1 else "t"
        fields: dict[str, object] = {"name": name, "cat": cat, "ph": ph, "id": flow_id, "pid": pid, "tid": tid}
        if ph != "s":
            fields["bp"] = "e"
        yield _event(fields, ts)


def _inside(row: RankTimeline, i: int) -> int:
    """A time strictly inside the node's slice when it has one (flow ends bind to enclosing slices)."""
    return row.start_ns[i] + (1 if row.end_ns[i] > row.start_ns[i] else 0)


def _flows(timeline: Timeline, shown: set[int]) -> Iterator[str]:
    flow_id = 0
    for members in timeline.collectives:
        points = [(timeline.rows[r].rank, TID_STREAM, _inside(timeline.rows[r], i)) for r, i in members if r in shown]
        if len(points) >= 2:
            r, i = members[0]
            flow_id += 1
            yield from _flow(flow_id, timeline.rows[r].kinds[i], "collective", sorted(points))
    for sr, si, rr, ri in timeline.messages:
        if sr in shown and rr in shown:
            send, recv = timeline.rows[sr], timeline.rows[rr]
            flow_id += 1
            yield from _flow(flow_id, "message", "p2p", [(send.rank, TID_STREAM, _inside(send, si)),
                                                          (recv.rank, TID_RECV, max(recv.start_ns[ri], recv.end_ns[ri] - 1))])


def _path_events(timeline: Timeline, path: Sequence[PathStep]) -> Iterator[str]:
    pid = timeline.num_ranks
    yield from _metadata(pid, "critical path", -1)
    yield _meta("thread_name", pid, 0, {"name": "critical path"})
    for step in path:
        args = {"rank": step.rank, "node_id": step.node_id, "kind": step.kind, "via": step.via,
                "origin_rank": step.origin_rank, "origin_node_id": step.origin_node_id}
        fields = {"name": step.name.partition(" @")[0] or step.kind, "cat": "critical", "ph": "X", "pid": pid,
                  "tid": 0, "args": args}
        yield _event(fields, step.segment_start_ns, step.segment_end_ns - step.segment_start_ns)


def write_timeline_json(path: Path, timeline: Timeline, rows: Sequence[int], exposed: Mapping[int, Sequence[int]],
                        critical_path: Sequence[PathStep]) -> int:
    """Write the shown ``rows`` (with ``exposed`` times per row) and the path; returns the event count."""
    shown = set(rows)
    on_path: dict[int, set[int]] = {}
    for step in critical_path:
        on_path.setdefault(step.row, set()).add(step.index)
    count = 0
    with open(path, "w") as out:
        out.write('{"displayTimeUnit":"ns","otherData":')
        out.write(json.dumps({"num_ranks": timeline.num_ranks, "rows": len(timeline.rows), "shown_rows": len(rows),
                              "step_time_ns": timeline.step_time_ns, "units": "ts/dur in microseconds"},
                             sort_keys=True))
        out.write(',"traceEvents":[\n')
        parts = [_path_events(timeline, critical_path), _flows(timeline, shown)]
        parts[1:1] = [_row_events(timeline.rows[r], exposed[r], on_path.get(r, set())) for r in sorted(shown)]
        for part in parts:
            for event in part:
                out.write((",\n" if count else "") + event)
                count += 1
        out.write("\n]}\n")
    return count
