"""The simulation result tables as plain values, and their files, without pandas.

``simulate`` writes ``ranks.csv``/``.parquet`` and ``collectives.csv``/``.parquet`` on every
run; importing pandas for that cost most of a small run's second. Here the tables are tuples of
rows (``PlainTable``), and the files are written byte for byte as ``DataFrame.to_csv`` /
``to_parquet`` (pyarrow engine) write the frames of ``report.tables``:

* ``rank_table(stats, config)``: the rows of ``tables.rank_frame``; None when the plain writer
  cannot promise pandas' bytes (a statistic unknown, a config value that is not a string), and
  the caller uses the frames instead.
* ``collective_rows(traces)``: the rows of ``tables.collective_frame`` (the one counting rule:
  one row per (type, group, size), ``count`` nodes over all ranks, ``ranks`` issuing it).
* ``step_summary(rows)``: the headline numbers (``tables.summarize`` uses it too).
* ``write_csv`` / ``write_parquet`` / ``records`` (the ``--json`` list).
"""

from __future__ import annotations

import csv
import functools
import json
import os
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.sim.results import RankStats, StepSummary

RANK_COLUMNS = ("rank", "finish_ns", "compute_ns", "comm_ns", "exposed_comm_ns", "overlap_ns", "stats_complete")
COLLECTIVE_COLUMNS = ("comm_type", "group", "size_bytes", "count", "ranks", "total_bytes")
# (pandas_type, numpy_type) of each kind of column, as pandas records them in parquet
_KINDS = {"Int64": ("int64", "Int64"), "int64": ("int64", "int64"), "bool": ("bool", "bool"), "str": ("object", "str")}


@dataclass(frozen=True)
class PlainTable:
    columns: tuple[str, ...]
    kinds: tuple[str, ...]  # per column: "Int64" (pandas' nullable), "int64", "bool" or "str"
    rows: tuple[tuple[Any, ...], ...]


def rank_table(stats: Sequence[RankStats], config: Mapping[str, Any]) -> PlainTable | None:
    if not all(isinstance(v, str) for v in config.values()):
        return None
    rows = []
    extra = tuple(config.values())
    for s in sorted(stats, key=lambda s: s.rank):
        row = (s.rank, s.finish_ns, s.compute_ns, s.comm_ns, s.exposed_comm_ns, s.overlap_ns)
        if any(v is None for v in row):
            return None
        rows.append(row + (bool(s.stats_complete),) + extra)
    kinds = ("Int64",) * 6 + ("bool",) + ("str",) * len(config)
    return PlainTable(RANK_COLUMNS + tuple(config), kinds, tuple(rows))


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
    return PlainTable(COLLECTIVE_COLUMNS, ("str", "str") + ("int64",) * 4, collective_rows(traces))


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


def records(table: PlainTable) -> list[dict[str, Any]]:
    return [dict(zip(table.columns, row)) for row in table.rows]


def write_csv(table: PlainTable, path: Path) -> None:
    # pandas writes through the csv module too: minimal quoting, "\n" lines, True/False for bools
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(table.columns)
        writer.writerows(table.rows)


_PANDAS_DIST_INFO = re.compile(r"pandas-[^-]+\.dist-info", re.IGNORECASE)


@functools.cache
def _pandas_version() -> str:
    """The installed pandas' version, as ``importlib.metadata.version("pandas")`` gives it.

    The first ``pandas-*.dist-info`` on ``sys.path`` is the distribution importlib.metadata finds;
    reading its METADATA here spares a small run importlib.metadata's import (about 30 ms CPU).
    Anything else (an egg-info, no METADATA) is left to importlib.metadata.
    """
    for entry in sys.path:
        try:
            names = sorted(n for n in os.listdir(entry or ".") if _PANDAS_DIST_INFO.fullmatch(n))
        except OSError:
            continue
        if names:
            try:
                with open(os.path.join(entry or ".", names[0], "METADATA"), encoding="utf-8") as meta:
                    for line in meta:
                        if line.startswith("Version:"):
                            return line.split(":", 1)[1].strip()
                        if not line.strip():
                            break
            except OSError:
                pass
            break
    import importlib.metadata

    return importlib.metadata.version("pandas")


def _pandas_metadata(table: PlainTable) -> bytes:
    """The ``pandas`` schema metadata ``DataFrame.to_parquet`` records (a RangeIndex, dropped)."""
    import pyarrow

    columns = [{"name": name, "field_name": name, "pandas_type": _KINDS[kind][0],
                "numpy_type": _KINDS[kind][1], "metadata": None} for name, kind in zip(table.columns, table.kinds)]
    meta = {"index_columns": [], "column_indexes": [], "columns": columns, "attributes": {},
            "creator": {"library": "pyarrow", "version": pyarrow.__version__},
            "pandas_version": _pandas_version()}
    return json.dumps(meta).encode()


def _arrow_column(kind: str, values: list[Any]) -> Any:
    """One column as a pyarrow array built from its buffers (``pyarrow.array`` on Python values
    would import pandas to ask whether they are a pandas object)."""
    import numpy as np
    import pyarrow

    n = len(values)
    if kind in ("Int64", "int64"):
        return pyarrow.Array.from_buffers(pyarrow.int64(), n, [None, pyarrow.py_buffer(np.array(values, np.int64))])
    if kind == "bool":
        bits = np.packbits(np.array(values, dtype=bool), bitorder="little")
        return pyarrow.Array.from_buffers(pyarrow.bool_(), n, [None, pyarrow.py_buffer(bits)])
    data = [v.encode("utf-8") for v in values]
    offsets = np.zeros(n + 1, np.int64)
    np.cumsum([len(d) for d in data], out=offsets[1:])
    return pyarrow.Array.from_buffers(pyarrow.large_string(), n, [None, pyarrow.py_buffer(offsets),
                                                                  pyarrow.py_buffer(b"".join(data))])


def write_parquet(table: PlainTable, path: Path) -> None:
    import pyarrow
    import pyarrow.parquet

    columns = [_arrow_column(kind, [row[i] for row in table.rows]) for i, kind in enumerate(table.kinds)]
    schema = pyarrow.schema([pyarrow.field(name, column.type) for name, column in zip(table.columns, columns)],
                            metadata={b"pandas": _pandas_metadata(table)})
    pyarrow.parquet.write_table(pyarrow.Table.from_arrays(columns, schema=schema), str(path))


def write_table(table: PlainTable, folder: Path, stem: str) -> None:
    write_csv(table, folder / f"{stem}.csv")
    write_parquet(table, folder / f"{stem}.parquet")
