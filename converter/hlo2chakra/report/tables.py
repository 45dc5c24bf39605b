"""Simulation results as tidy pandas tables.

* ``rank_frame``: one row per rank — ``rank``, ``finish_ns``, ``compute_ns``, ``comm_ns``,
  ``exposed_comm_ns``, ``overlap_ns``, ``stats_complete`` — plus constant config columns. Times
  are integer ns (ASTRA-sim cycles; 1 cycle = 1 ns); unknown values are ``<NA>`` (nullable Int64).
  ``exposed_comm_ns`` is ASTRA-sim's definition: finish time minus the rank's GPU compute.
* ``summarize``: the step time (max finish over ranks), the critical rank (the first rank with
  that finish), its compute and exposed communication, and the mean exposed-communication fraction
  over ranks (exposed / finish); the rule is ``report.plain.step_summary``.
* ``collective_frame``: from the traces, one row per (type, group, size): ``comm_type``,
  ``group`` (``pg_name``, ``all`` for the world, ``p2p`` for sends/receives), ``size_bytes`` (Chakra ``comm_size``),
  ``count`` (nodes over all ranks), ``ranks`` (ranks issuing it), ``total_bytes``; counted by
  ``report.plain.collective_rows``, which the pandas-free ``simulate`` path writes directly.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

import pandas as pd

from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.report.plain import COLLECTIVE_COLUMNS, RANK_COLUMNS, collective_rows, step_summary
from hlo2chakra.sim.results import RankStats, StepSummary


def rank_frame(stats: Sequence[RankStats], config: Mapping[str, Any] | None = None) -> pd.DataFrame:
    rows = [
        {
            "rank": s.rank,
            "finish_ns": s.finish_ns,
            "compute_ns": s.compute_ns,
            "comm_ns": s.comm_ns,
            "exposed_comm_ns": s.exposed_comm_ns,
            "overlap_ns": s.overlap_ns,
            "stats_complete": s.stats_complete,
        }
        for s in sorted(stats, key=lambda s: s.rank)
    ]
    frame = pd.DataFrame(rows, columns=list(RANK_COLUMNS))
    for column in RANK_COLUMNS[:-1]:
        frame[column] = frame[column].astype("Int64")
    frame["stats_complete"] = frame["stats_complete"].astype(bool)
    for key, value in (config or {}).items():
        frame[key] = value
    return frame


def summarize(ranks: pd.DataFrame) -> StepSummary:
    if ranks.empty:
        raise ValueError("no rank results to summarize")
    finish = ranks["finish_ns"].astype("int64")
    return step_summary(list(zip(ranks["rank"].tolist(), finish.tolist(), ranks["compute_ns"].tolist(),
                                 ranks["exposed_comm_ns"].tolist())))


def collective_frame(traces: Iterable[EtTrace]) -> pd.DataFrame:
    return collective_table_frame(collective_rows(traces))


def collective_table_frame(table_rows: Sequence[tuple[Any, ...]]) -> pd.DataFrame:
    """``collective_frame`` from rows that ``report.plain.collective_rows`` counted."""
    rows = [dict(zip(COLLECTIVE_COLUMNS, row)) for row in table_rows]
    frame = pd.DataFrame(rows, columns=list(COLLECTIVE_COLUMNS))
    for column in ("size_bytes", "count", "ranks", "total_bytes"):
        frame[column] = frame[column].astype("int64")
    return frame


def summary_frame(summary: Mapping[str, Any]) -> pd.DataFrame:
    """The summary as a one-row table (scalar fields only), handy for concatenating sweeps."""
    return pd.DataFrame([{k: v for k, v in summary.items() if isinstance(v, (str, int, float, bool)) or v is None}])
