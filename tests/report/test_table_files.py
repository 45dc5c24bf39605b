"""The one table writer (``report.table_files``) against the files pandas wrote before it.

Before, ``simulate`` wrote its tables two ways: plain rows (``report.plain``, forging pandas'
parquet metadata down to its version) or, for what those rows could not hold, pandas'
``to_csv`` / ``to_parquet`` of the frames. ``TODAY`` below is that pandas path, kept here as the
reference: every table is now written by ``write_table``, and for every case (unknown statistics,
labels of every type, empty tables, the timeline's tables) its CSV bytes are pandas' and
``pandas.read_parquet`` reads the same frame from its parquet as from pandas' own.
"""

from __future__ import annotations

import json
import math

import numpy as np
import pandas as pd
import pyarrow.parquet as pq
import pytest

from astra_helpers import RUNS
from hlo2chakra.chakra.trace import read_workload
from hlo2chakra.errors import BadInputError
from hlo2chakra.report import plain
from hlo2chakra.report.table_files import TableFormat, write_table
from hlo2chakra.report.tables import collective_frame, frame_table, rank_frame, summarize, table_frame
from hlo2chakra.report.written import FileKind, WrittenFile
from hlo2chakra.sim.results import RankStats

RANK_COLUMNS = ["rank", "finish_ns", "compute_ns", "comm_ns", "exposed_comm_ns", "overlap_ns", "stats_complete"]
CONFIG = {"backend": "analytical", "topology": 'Switch(8, 450GB/s, 500ns) x "Ring(4, 1us)"', "system": "ring",
          "note": "a,b\nc"}


def today_rank_frame(stats, config=None) -> pd.DataFrame:
    """``report.tables.rank_frame`` as it was: the frame pandas wrote ranks.csv/.parquet from."""
    rows = [{"rank": s.rank, "finish_ns": s.finish_ns, "compute_ns": s.compute_ns, "comm_ns": s.comm_ns,
             "exposed_comm_ns": s.exposed_comm_ns, "overlap_ns": s.overlap_ns, "stats_complete": s.stats_complete}
            for s in sorted(stats, key=lambda s: s.rank)]
    frame = pd.DataFrame(rows, columns=RANK_COLUMNS)
    for column in RANK_COLUMNS[:-1]:
        frame[column] = frame[column].astype("Int64")
    frame["stats_complete"] = frame["stats_complete"].astype(bool)
    for key, value in (config or {}).items():
        frame[key] = value
    return frame


def today_collective_frame(rows) -> pd.DataFrame:
    columns = ["comm_type", "group", "size_bytes", "count", "ranks", "total_bytes"]
    frame = pd.DataFrame([dict(zip(columns, row)) for row in rows], columns=columns)
    for column in columns[2:]:
        frame[column] = frame[column].astype("int64")
    return frame


def _stats(n: int) -> list[RankStats]:
    # out of rank order on purpose; rank 5 has the largest finish twice over (the first one is critical)
    finish = [900, 1200, 700, 1000, 1100, 1300, 1300, 800]
    return [RankStats(r, finish[r], finish[r] - 100 * (r % 3), 100 * (r % 3), 50 + r, r, True)
            for r in reversed(range(n))]


def _same_as_today(tmp_path, today: pd.DataFrame, table: plain.PlainTable, stem: str,
                   formats=(TableFormat.CSV, TableFormat.PARQUET)) -> None:
    today.to_csv(tmp_path / f"pd_{stem}.csv", index=False)
    written = write_table(table, tmp_path, stem, formats)
    assert written == tuple(WrittenFile(f"{stem}.{f.value}", FileKind.TABLE) for f in formats)
    assert (tmp_path / f"{stem}.csv").read_bytes() == (tmp_path / f"pd_{stem}.csv").read_bytes()
    pd.testing.assert_frame_equal(table_frame(table), today)
    if TableFormat.PARQUET in formats:
        today.to_parquet(tmp_path / f"pd_{stem}.parquet", index=False, engine="pyarrow")
        ours, theirs = (pd.read_parquet(tmp_path / f"{p}{stem}.parquet") for p in ("", "pd_"))
        pd.testing.assert_frame_equal(ours, theirs)
        meta = json.loads(pq.read_schema(tmp_path / f"{stem}.parquet").metadata[b"pandas"])
        assert "pandas_version" not in meta and meta["creator"] == {"library": "hlo2chakra"}  # nothing forged


def test_rank_files_records_and_summary_are_todays(tmp_path) -> None:
    stats = _stats(8)
    table = plain.rank_table(stats, CONFIG)
    _same_as_today(tmp_path, today_rank_frame(stats, CONFIG), table, "ranks")
    pd.testing.assert_frame_equal(rank_frame(stats, CONFIG), today_rank_frame(stats, CONFIG))
    assert plain.table_summary(table) == summarize(rank_frame(stats, CONFIG))
    # by hand from _stats: rank 5 is the first of the two 1300 ns finishes; its compute is
    # 100 * (5 % 3), its exposed 1300 - 200; the fraction is the mean over ranks of exposed / finish
    finish = [900, 1200, 700, 1000, 1100, 1300, 1300, 800]
    summary = plain.table_summary(table)
    assert (summary.step_time_ns, summary.critical_rank, summary.critical_compute_ns,
            summary.critical_exposed_comm_ns, summary.min_finish_ns) == (1300, 5, 200, 1100, 700)
    exposed = [f - 100 * (r % 3) for r, f in enumerate(finish)]
    assert summary.mean_exposed_comm_fraction == pytest.approx(sum(e / f for e, f in zip(exposed, finish)) / 8)
    assert plain.records(table)[0] == {"rank": 0, "finish_ns": 900, "compute_ns": 0, "comm_ns": 50,
                                       "exposed_comm_ns": 900, "overlap_ns": 0, "stats_complete": True} | CONFIG


def test_unknown_statistics_are_written_as_pandas_wrote_them(tmp_path) -> None:
    # ASTRA-sim lost ranks' statistics: None in the plain table, <NA> in the frame, "" in the CSV
    stats = [RankStats(1, 10, 5, None, None, None, False), RankStats(0, 12, 6, 6, None, 0, True)]
    table = plain.rank_table(stats, CONFIG)
    _same_as_today(tmp_path, today_rank_frame(stats, CONFIG), table, "ranks")
    assert pd.read_parquet(tmp_path / "ranks.parquet")["comm_ns"].dtype == "Int64"
    assert plain.records(table)[1]["comm_ns"] is None


LABELS = {"step": 3, "scale": 0.1, "big": 1e20, "nan": math.nan, "flag": True, "none": None, "np_int": np.int64(7),
          "np_float": np.float64(2.5), "np_bool": np.bool_(False), "text": 'quote " and, comma'}


def test_labels_of_every_type_are_columns_as_pandas_made_them(tmp_path) -> None:
    stats = _stats(3)
    table = plain.rank_table(stats, CONFIG | LABELS)
    _same_as_today(tmp_path, today_rank_frame(stats, CONFIG | LABELS), table, "ranks")
    record = plain.records(table)[0]
    assert record["nan"] is None and record["np_int"] == 7 and type(record["np_int"]) is int
    json.dumps(plain.records(table))  # plain JSON only


def test_a_label_no_column_can_hold_is_refused_in_one_line() -> None:
    for value in ([1, 2], {"a": 1}, 2**70):
        with pytest.raises(BadInputError, match=r"^label 'x': .* is not a string, a number"):
            plain.check_labels({"x": value})


@pytest.mark.parametrize("case", ["pg_split", "sendrecv_ring", "coll_BROADCAST", "two_ar"])
def test_collective_files_are_todays(tmp_path, case) -> None:
    traces = read_workload(RUNS / case / case)
    table = plain.collective_table(traces)
    _same_as_today(tmp_path, today_collective_frame(table.rows), table, case)
    pd.testing.assert_frame_equal(collective_frame(traces), today_collective_frame(table.rows))


def test_empty_tables_are_todays(tmp_path) -> None:
    # a workload without collectives has an empty collective table
    _same_as_today(tmp_path, today_collective_frame(()), plain.collective_table(()), "collectives")
    # A rank table of no ranks is never written (a run of no ranks is refused before it runs); its
    # label columns are object columns now, where pandas' broadcast made them str: the same values.
    write_table(plain.rank_table([], CONFIG), tmp_path, "ranks")
    today_rank_frame([], CONFIG).to_csv(tmp_path / "pd_ranks.csv", index=False)
    assert (tmp_path / "ranks.csv").read_bytes() == (tmp_path / "pd_ranks.csv").read_bytes()
    pd.testing.assert_frame_equal(pd.read_parquet(tmp_path / "ranks.parquet"), today_rank_frame([], CONFIG),
                                  check_dtype=False)


def test_frames_of_the_timeline_round_trip_through_the_plain_table(tmp_path) -> None:
    nodes = pd.DataFrame.from_records([(0, 8, 3, "grad, \"all\"", "ALL_REDUCE", "all", 1 << 20, 10, 30, 20, 5),
                                       (1, 1, 4, "fwd\nnext", "ALL_GATHER", "2", 64, 30, 40, 10, 0)],
                                      columns=["rank", "ranks", "node_id", "name", "comm_type", "group", "size_bytes",
                                               "start_ns", "finish_ns", "duration_ns", "exposed_ns"])
    for column in ("rank", "ranks", "node_id", "size_bytes", "start_ns", "finish_ns", "duration_ns", "exposed_ns"):
        nodes[column] = nodes[column].astype("int64")
    empty = pd.DataFrame.from_records([], columns=list(nodes.columns))
    for column in ("rank", "ranks", "node_id", "size_bytes", "start_ns", "finish_ns", "duration_ns", "exposed_ns"):
        empty[column] = empty[column].astype("int64")
    for stem, frame in (("nodes", nodes), ("empty", empty), ("top", nodes.head(1).reset_index(drop=True))):
        _same_as_today(tmp_path, frame, frame_table(frame), stem)
    _same_as_today(tmp_path, nodes, frame_table(nodes), "csv_only", (TableFormat.CSV,))
    assert not (tmp_path / "csv_only.parquet").exists()
