"""The pandas-free result files are byte for byte what pandas writes for the same tables."""

from __future__ import annotations

import json

import pytest

from hlo2chakra.chakra.trace import read_workload
from hlo2chakra.report import plain
from hlo2chakra.report.output import rank_records, write_frame
from hlo2chakra.report.tables import collective_frame, rank_frame, summarize
from hlo2chakra.sim.results import RankStats

from astra_helpers import RUNS

CONFIG = {"backend": "analytical", "topology": 'Switch(8, 450GB/s, 500ns) x "Ring(4, 1us)"', "system": "ring",
          "note": "a,b\nc"}


def _stats(n: int) -> list[RankStats]:
    # out of rank order on purpose; rank 5 has the largest finish twice over (the first one is critical)
    finish = [900, 1200, 700, 1000, 1100, 1300, 1300, 800]
    return [RankStats(r, finish[r], finish[r] - 100 * (r % 3), 100 * (r % 3), 50 + r, r, True)
            for r in reversed(range(n))]


def _same_files(tmp_path, frame, table, stem):
    write_frame(frame, tmp_path, f"pd_{stem}")
    plain.write_table(table, tmp_path, f"pl_{stem}")
    for ext in ("csv", "parquet"):
        assert (tmp_path / f"pd_{stem}.{ext}").read_bytes() == (tmp_path / f"pl_{stem}.{ext}").read_bytes(), ext


def test_rank_files_and_records_equal_the_pandas_ones(tmp_path) -> None:
    stats = _stats(8)
    frame, table = rank_frame(stats, CONFIG), plain.rank_table(stats, CONFIG)
    _same_files(tmp_path, frame, table, "ranks")
    assert json.dumps(plain.records(table)) == json.dumps(rank_records(frame))
    assert plain.table_summary(table) == summarize(frame)
    # by hand from _stats (RankStats: rank, finish, exposed, compute, ...): rank 5 is the first of
    # the two 1300 ns finishes; its compute is 100 * (5 % 3), its exposed 1300 - 200; the fraction
    # is the mean over ranks of exposed / finish
    finish = [900, 1200, 700, 1000, 1100, 1300, 1300, 800]
    summary = plain.table_summary(table)
    assert (summary.step_time_ns, summary.critical_rank, summary.critical_compute_ns,
            summary.critical_exposed_comm_ns, summary.min_finish_ns) == (1300, 5, 200, 1100, 700)
    exposed = [f - 100 * (r % 3) for r, f in enumerate(finish)]
    assert summary.mean_exposed_comm_fraction == pytest.approx(sum(e / f for e, f in zip(exposed, finish)) / 8)


@pytest.mark.parametrize("case", ["pg_split", "sendrecv_ring", "coll_BROADCAST", "two_ar"])
def test_collective_files_equal_the_pandas_ones(tmp_path, case) -> None:
    traces = read_workload(RUNS / case / case)
    _same_files(tmp_path, collective_frame(traces), plain.collective_table(traces), case)


def test_what_plain_rows_cannot_promise_is_left_to_pandas() -> None:
    unknown = [RankStats(0, 10, 5, None, None, None, False)]  # ASTRA-sim lost the rank's statistics
    assert plain.rank_table(unknown, CONFIG) is None
    assert plain.rank_table(_stats(2), CONFIG | {"step": 3}) is None  # a number label: pandas' dtype rules
    assert plain.rank_table(_stats(2), CONFIG) is not None


def test_the_pandas_version_in_parquet_metadata_is_the_installed_one(tmp_path, monkeypatch) -> None:
    # read from the first pandas dist-info on sys.path, as importlib.metadata would; a path entry
    # with an older dist-info placed first must win, as it does for importlib.metadata
    import importlib.metadata

    plain._pandas_version.cache_clear()
    assert plain._pandas_version() == importlib.metadata.version("pandas")
    shadow = tmp_path / "shadow"
    (shadow / "pandas-0.9.1.dist-info").mkdir(parents=True)
    (shadow / "pandas-0.9.1.dist-info" / "METADATA").write_text("Metadata-Version: 2.1\nName: pandas\nVersion: 0.9.1\n")
    monkeypatch.syspath_prepend(str(shadow))
    plain._pandas_version.cache_clear()
    try:
        assert plain._pandas_version() == importlib.metadata.version("pandas") == "0.9.1"
    finally:
        plain._pandas_version.cache_clear()
