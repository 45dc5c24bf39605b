"""Per-node communication times and the critical path as tidy pandas tables.

* ``collective_node_frame``: one row per communication node of every timeline row — ``rank``
  (for merged identical ranks, the first), ``ranks`` (how many identical ranks the row stands
  for), ``node_id``, ``name``, ``comm_type``, ``group``, ``size_bytes``, ``start_ns``,
  ``finish_ns``, ``duration_ns``, ``exposed_ns`` (see ``sim.attribution``: per rank these sum
  to finish - GPU compute). Integer ns.
* ``most_exposed``: the ``n`` nodes with the largest exposed time (ties: rank, node id).
* ``critical_path_frame``: one row per critical-path step, in time order.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Mapping, Sequence

import pandas as pd

from hlo2chakra.sim.results import PathStep, Timeline

NODE_COLUMNS = ("rank", "ranks", "node_id", "name", "comm_type", "group", "size_bytes", "start_ns", "finish_ns",
                "duration_ns", "exposed_ns")
PATH_COLUMNS = ("rank", "node_id", "name", "kind", "start_ns", "end_ns", "segment_start_ns", "segment_end_ns",
                "origin_rank", "origin_node_id", "via")
_INT = ("rank", "ranks", "node_id", "size_bytes", "start_ns", "finish_ns", "duration_ns", "exposed_ns")


def collective_node_frame(timeline: Timeline, exposed: Mapping[int, Sequence[int]],
                          rows: Sequence[int] | None = None) -> pd.DataFrame:
    """Rows ``rows`` of the timeline (default all); ``exposed`` holds each such row's node times."""
    records = []
    for r in range(len(timeline.rows)) if rows is None else sorted(rows):
        row = timeline.rows[r]
        for i, kind in enumerate(row.kinds):
            if row.is_compute(i):
                continue
            records.append((row.rank, len(row.ranks), row.node_ids[i], row.names[i], kind, row.groups[i],
                            row.size_bytes[i], row.start_ns[i], row.end_ns[i], row.end_ns[i] - row.start_ns[i],
                            exposed[r][i]))
    frame = pd.DataFrame.from_records(records, columns=list(NODE_COLUMNS))
    for column in _INT:
        frame[column] = frame[column].astype("int64")
    return frame


def most_exposed(nodes: pd.DataFrame, n: int = 10) -> pd.DataFrame:
    top = nodes[nodes["exposed_ns"] > 0].sort_values(["exposed_ns", "rank", "node_id"], ascending=[False, True, True])
    return top.head(n).reset_index(drop=True)


def critical_path_frame(path: Sequence[PathStep]) -> pd.DataFrame:
    frame = pd.DataFrame([{k: v for k, v in asdict(s).items() if k in PATH_COLUMNS} for s in path],
                         columns=list(PATH_COLUMNS))
    for column in PATH_COLUMNS:
        if column not in ("name", "kind", "via"):
            frame[column] = frame[column].astype("int64")
    return frame
