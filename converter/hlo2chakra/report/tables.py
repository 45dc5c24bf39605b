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
  ``count`` (nodes over all ranks), ``ranks`` (ranks issuing it), ``total_bytes``.

The tables themselves are defined once, as ``report.plain.PlainTable``s (what ``simulate`` writes
without pandas): ``table_frame`` makes the frame of one, and ``frame_table`` the plain table of a
frame (the timeline's tables), for ``report.table_files.write_table``.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

import pandas as pd

from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.report.plain import Kind, PlainTable, collective_table, rank_table, step_summary
from hlo2chakra.sim.results import RankStats, StepSummary

_DTYPES = {Kind.NULLABLE_INT: "Int64", Kind.INT: "int64", Kind.FLOAT: "float64", Kind.BOOL: "bool",
           Kind.NULL: "object"}


def table_frame(table: PlainTable) -> pd.DataFrame:
    """The frame of ``table``: each column of its kind's dtype (strings as pandas infers them;
    a string column of no rows, like a column of None, is an object column)."""
    series = {}
    for i, kind in enumerate(table.kinds):
        values = [row[i] for row in table.rows]
        dtype = _DTYPES.get(kind, None if values else "object")
        series[i] = pd.Series(values, dtype=dtype)
    frame = pd.DataFrame(series, columns=list(series))
    frame.columns = list(table.columns)
    return frame


def _kind(column: pd.Series) -> Kind:
    dtype = column.dtype
    if str(dtype) in ("Int64", "int64", "float64", "bool"):
        return Kind(str(dtype))
    if dtype == object or isinstance(dtype, pd.StringDtype):
        present = [v for v in column.tolist() if v is not None]
        if column.size and not present:
            return Kind.NULL
        if all(isinstance(v, str) for v in present):
            return Kind.STR
    raise ValueError(f"column {column.name!r} of dtype {dtype} is not a column a plain table holds")


def _values(column: pd.Series, kind: Kind) -> list[Any]:
    if kind is Kind.NULLABLE_INT:
        return [None if value is pd.NA else int(value) for value in column.tolist()]
    return column.tolist()


def frame_table(frame: pd.DataFrame) -> PlainTable:
    """The plain table of ``frame`` (integer, float, bool and string columns), for the one writer."""
    columns = [frame.iloc[:, i] for i in range(frame.shape[1])]
    kinds = tuple(_kind(column) for column in columns)
    values = [_values(column, kind) for column, kind in zip(columns, kinds)]
    return PlainTable(tuple(str(c) for c in frame.columns), kinds, tuple(zip(*values)) if values else ())


def rank_frame(stats: Sequence[RankStats], config: Mapping[str, Any] | None = None) -> pd.DataFrame:
    return table_frame(rank_table(stats, config or {}))


def summarize(ranks: pd.DataFrame) -> StepSummary:
    if ranks.empty:
        raise ValueError("no rank results to summarize")
    finish = ranks["finish_ns"].astype("int64")
    return step_summary(list(zip(ranks["rank"].tolist(), finish.tolist(), ranks["compute_ns"].tolist(),
                                 ranks["exposed_comm_ns"].tolist())))


def collective_frame(traces: Iterable[EtTrace]) -> pd.DataFrame:
    return table_frame(collective_table(traces))


def summary_frame(summary: Mapping[str, Any]) -> pd.DataFrame:
    """The summary as a one-row table (scalar fields only), handy for concatenating sweeps."""
    return pd.DataFrame([{k: v for k, v in summary.items() if isinstance(v, (str, int, float, bool)) or v is None}])
