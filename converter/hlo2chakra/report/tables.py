"""Simulation results as tidy pandas tables.

* ``rank_frame``: one row per rank — ``rank``, ``finish_ns``, ``compute_ns``, ``comm_ns``,
  ``exposed_comm_ns``, ``overlap_ns``, ``stats_complete`` — plus constant config columns. Times
  are integer ns (ASTRA-sim cycles; 1 cycle = 1 ns); unknown values are ``<NA>`` (nullable Int64).
  ``exposed_comm_ns`` is ASTRA-sim's definition: finish time minus the rank's GPU compute.
* ``summarize``: the step time (max finish over ranks), the critical rank (the first rank with
  that finish), its compute and exposed communication, and the mean exposed-communication fraction
  over ranks (exposed / finish).
* ``collective_frame``: from the traces, one row per (type, group, size): ``comm_type``,
  ``group`` (``pg_name``, ``all`` for the world, ``p2p`` for sends/receives), ``size_bytes`` (Chakra ``comm_size``),
  ``count`` (nodes over all ranks), ``ranks`` (ranks issuing it), ``total_bytes``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Mapping, Sequence

import pandas as pd

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.sim.results import RankStats, StepSummary

RANK_COLUMNS = ("rank", "finish_ns", "compute_ns", "comm_ns", "exposed_comm_ns", "overlap_ns", "stats_complete")
COLLECTIVE_COLUMNS = ("comm_type", "group", "size_bytes", "count", "ranks", "total_bytes")


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
    critical = int(ranks.loc[finish.idxmax(), "rank"])
    row = ranks.loc[ranks["rank"] == critical].iloc[0]
    fractions = [
        (int(e) / int(f)) if int(f) > 0 else 0.0 for e, f in zip(ranks["exposed_comm_ns"], ranks["finish_ns"])
    ]
    return StepSummary(
        step_time_ns=int(finish.max()),
        critical_rank=critical,
        critical_compute_ns=int(row["compute_ns"]),
        critical_exposed_comm_ns=int(row["exposed_comm_ns"]),
        mean_exposed_comm_fraction=sum(fractions) / len(fractions),
        min_finish_ns=int(finish.min()),
    )


def _comm_name(value: Any) -> str:
    try:
        return CollectiveCommType(int(value)).name
    except (TypeError, ValueError):
        return f"UNKNOWN({value})"


def _trace_collectives(trace: EtTrace) -> Counter[tuple[str, str, int]]:
    """(kind, group, size) -> how many nodes of one trace."""
    counts: Counter[tuple[str, str, int]] = Counter()
    for node in trace.nodes:
        if node.type == NodeType.COMM_COLL_NODE:
            kind = _comm_name(node.attr("comm_type"))
            group = str(node.attr("pg_name") or "all")
        elif node.type == NodeType.COMM_SEND_NODE:
            kind, group = "SEND", "p2p"
        elif node.type == NodeType.COMM_RECV_NODE:
            kind, group = "RECV", "p2p"
        else:
            continue
        counts[(kind, group, int(node.attr("comm_size", 0) or 0))] += 1
    return counts


def collective_frame(traces: Iterable[EtTrace]) -> pd.DataFrame:
    # Ranks that share one decoded trace (identical files) are counted from it once.
    by_trace: dict[int, tuple[EtTrace, int]] = {}
    for trace in traces:
        held = by_trace.get(id(trace))
        by_trace[id(trace)] = (trace, 1 if held is None else held[1] + 1)
    counts: Counter[tuple[str, str, int]] = Counter()
    issuers: Counter[tuple[str, str, int]] = Counter()  # ranks issuing each key
    for trace, ranks in by_trace.values():
        for key, count in _trace_collectives(trace).items():
            counts[key] += count * ranks
            issuers[key] += ranks
    rows = [
        {
            "comm_type": kind,
            "group": group,
            "size_bytes": size,
            "count": count,
            "ranks": issuers[(kind, group, size)],
            "total_bytes": size * count,
        }
        for (kind, group, size), count in sorted(counts.items())
    ]
    frame = pd.DataFrame(rows, columns=list(COLLECTIVE_COLUMNS))
    for column in ("size_bytes", "count", "ranks", "total_bytes"):
        frame[column] = frame[column].astype("int64")
    return frame


def summary_frame(summary: Mapping[str, Any]) -> pd.DataFrame:
    """The summary as a one-row table (scalar fields only), handy for concatenating sweeps."""
    return pd.DataFrame([{k: v for k, v in summary.items() if isinstance(v, (str, int, float, bool)) or v is None}])
