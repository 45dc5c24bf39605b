"""The simulation result tables as plain values, without pandas.

``simulate`` writes ``ranks.csv``/``.parquet`` and ``collectives.csv``/``.parquet`` on every
run; importing pandas for that cost most of a small run's second. Here a table is a
``PlainTable``: its columns, each column's ``Kind`` (the pandas dtype its frame has) and its rows.
``report.table_files.write_table`` writes it, and ``report.tables.table_frame`` makes its frame.

* ``rank_table(stats, config)``: one row per rank (``RANK_COLUMNS``, unknown statistics None)
  plus one constant column per config entry (a string, number, bool or None; a numpy scalar
  counts as its value).
* ``collective_table(traces)``: one row per (type, group, size) (the one counting rule:
  ``count`` nodes over all ranks, ``ranks`` issuing it; ``collective_rows``).
* ``step_summary(rows)``: the headline numbers (``tables.summarize`` uses it too).
* ``records``: the ``--json`` list.
"""

from __future__ import annotations

import enum
import math
from collections import Counter
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.errors import BadInputError
from hlo2chakra.sim.results import RankStats, StepSummary

RANK_COLUMNS = ("rank", "finish_ns", "compute_ns", "comm_ns", "exposed_comm_ns", "overlap_ns", "stats_complete")
COLLECTIVE_COLUMNS = ("comm_type", "group", "size_bytes", "count", "ranks", "total_bytes")
INT64_RANGE = range(-(2**63), 2**63)


class Kind(str, enum.Enum):
    """A column's kind: the pandas dtype of its frame (``report.tables.table_frame``)."""

    NULLABLE_INT = "Int64"   # pandas' nullable integers: None where unknown
    INT = "int64"
    FLOAT = "float64"
    BOOL = "bool"
    STR = "str"
    NULL = "null"            # every value None (pandas: an object column of None)


@dataclass(frozen=True)
class PlainTable:
    columns: tuple[str, ...]
    kinds: tuple[Kind, ...]  # per column
    rows: tuple[tuple[Any, ...], ...]


def _label(key: str, value: Any) -> tuple[Kind, Any]:
    """A config value's column kind and its plain value (a numpy scalar as its Python value)."""
    if hasattr(value, "item") and not isinstance(value, str):
        value = value.item()
    if value is None:
        return Kind.NULL, None
    if isinstance(value, bool):
        return Kind.BOOL, value
    if isinstance(value, int) and value in INT64_RANGE:
        return Kind.INT, value
    if isinstance(value, float):
        return Kind.FLOAT, value
    if isinstance(value, str):
        return Kind.STR, value
    raise BadInputError(f"label {key!r}: {type(value).__name__} {value!r:.60} is not a string, a number "
                        "(within 64 bits), a bool or None: it cannot be a rank-table column")


def check_labels(config: Mapping[str, Any]) -> None:
    """Refuse a config value ``rank_table`` cannot make a column of (before anything is simulated)."""
    for key, value in config.items():
        _label(key, value)


def rank_table(stats: Sequence[RankStats], config: Mapping[str, Any]) -> PlainTable:
    labels = [_label(key, value) for key, value in config.items()]
    extra = tuple(value for _, value in labels)
    rows = tuple((s.rank, s.finish_ns, s.compute_ns, s.comm_ns, s.exposed_comm_ns, s.overlap_ns,
                  bool(s.stats_complete)) + extra for s in sorted(stats, key=lambda s: s.rank))
    kinds = (Kind.NULLABLE_INT,) * 6 + (Kind.BOOL,) + tuple(kind for kind, _ in labels)
    return PlainTable(RANK_COLUMNS + tuple(config), kinds, rows)


def _comm_name(value: Any) -> str:
    try:
        return CollectiveCommType(int(value)).name
    except (TypeError, ValueError):
        return f"UNKNOWN({value})"


def _trace_collectives(trace: EtTrace) -> Counter[tuple[str, str, int]]:
    """(kind, group, size) -> how many nodes of one trace."""
    counts: Counter[tuple[str, str, int]] = Counter()
    for key, count in trace.comm_counts.items():
        if key.type == NodeType.COMM_COLL_NODE:
            kind, group = _comm_name(key.comm_type), str(key.pg_name or "all")
        else:
            kind, group = ("SEND" if key.type == NodeType.COMM_SEND_NODE else "RECV"), "p2p"
        counts[(kind, group, int(key.comm_size or 0))] += count
    return counts


def collective_rows(traces: Iterable[EtTrace]) -> tuple[tuple[str, str, int, int, int, int], ...]:
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
    return tuple((kind, group, size, count, issuers[(kind, group, size)], size * count)
                 for (kind, group, size), count in sorted(counts.items()))


def collective_table(traces: Iterable[EtTrace]) -> PlainTable:
    return PlainTable(COLLECTIVE_COLUMNS, (Kind.STR, Kind.STR) + (Kind.INT,) * 4, collective_rows(traces))


def step_summary(rows: Sequence[tuple[int, int, int, int]]) -> StepSummary:
    """From (rank, finish_ns, compute_ns, exposed_comm_ns) in rank order: the critical rank is the
    first with the largest finish; the mean exposed fraction is over ranks (exposed / finish)."""
    if not rows:
        raise ValueError("no rank results to summarize")
    finishes = [int(r[1]) for r in rows]
    critical = rows[finishes.index(max(finishes))]
    fractions = [(int(e) / int(f)) if int(f) > 0 else 0.0 for _, f, _, e in rows]
    return StepSummary(
        step_time_ns=max(finishes), critical_rank=int(critical[0]), critical_compute_ns=int(critical[2]),
        critical_exposed_comm_ns=int(critical[3]), mean_exposed_comm_fraction=sum(fractions) / len(fractions),
        min_finish_ns=min(finishes),
    )


def table_summary(table: PlainTable) -> StepSummary:
    return step_summary([(r[0], r[1], r[2], r[4]) for r in table.rows])


def _json_value(value: Any) -> Any:
    return None if isinstance(value, float) and math.isnan(value) else value


def records(table: PlainTable) -> list[dict[str, Any]]:
    """One JSON object per row (an unknown value, or a NaN, as null)."""
    return [{column: _json_value(value) for column, value in zip(table.columns, row)} for row in table.rows]
