"""The sweep's result files: a chart that fails while being drawn never replaces the old one."""

from __future__ import annotations

from pathlib import Path

import pytest

from hlo2chakra.pipeline.sweep import run as sweep_run
from hlo2chakra.report.sweep import SweepRow, sweep_frame


def _frame():
    row = SweepRow("data=2", 2, "H100-SXM", "Switch(2, 450GB/s, 500ns)", "default", "ok", "", "analytical", "astra",
                   1000, 800, 200, 10, 100, True, None, None)
    return sweep_frame([row])


def test_a_failing_chart_leaves_the_old_chart_and_no_staging_folder(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "step_times.png").write_bytes(b"old chart")

    def half_drawn(frame, path: Path) -> None:
        path.write_bytes(b"\x89PNG half")
        raise OSError("No space left on device")

    monkeypatch.setattr(sweep_run, "plot_step_times", half_drawn)
    with pytest.raises(sweep_run.SweepOutputError, match=f"{tmp_path}: cannot write the results .No space left"):
        sweep_run._write(_frame(), ["ranking line"], tmp_path, None)
    assert (tmp_path / "step_times.png").read_bytes() == b"old chart"
    # every result file is written aside first: none of this run's is published (issue 22, item 11)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["step_times.png"]


def test_the_chart_is_published_when_drawn(tmp_path: Path) -> None:
    sweep_run._write(_frame(), ["ranking line"], tmp_path, None)
    assert (tmp_path / "step_times.png").read_bytes()[:4] == b"\x89PNG"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_every_output_file_has_the_mode_the_umask_gives(tmp_path: Path) -> None:
    """results.csv (pandas), ranking.txt and cells/*.json (atomic writes), charts: one rule, the umask's."""
    import os
    import stat

    from hlo2chakra.pipeline.sweep.store import SweepStore
    from hlo2chakra.pipeline.sweep.tasks import CellOutcome

    old = os.umask(0o027)
    try:
        store = SweepStore(tmp_path)
        store.save_outcome("0" * 24, CellOutcome("ok", backend="analytical", step_time_ns=1000))
        sweep_run._write(_frame(), ["ranking line"], tmp_path, None)
    finally:
        os.umask(old)
    files = ["results.csv", "results.parquet", "ranking.txt", "step_times.png", f"cells/{'0' * 24}.json"]
    assert {name: stat.S_IMODE((tmp_path / name).stat().st_mode) for name in files} == {name: 0o640 for name in files}
