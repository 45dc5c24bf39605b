"""``--timeline-ranks``: a bad value is a one-line usage error (exit 2), never "internal error
(BadParameter)" (exit 3); ranges are counted before they are built."""

from __future__ import annotations

import time

import pytest
from typer.testing import CliRunner

from astra_helpers import recorded_trace_dir
from hlo2chakra.cli.app import app
from hlo2chakra.cli.simulate import MAX_TIMELINE_RANKS, _rank_list


@pytest.mark.parametrize("value, culprit", [
    ("a", "'a' is not a comma-separated list of ranks"),
    ("", "no ranks given"),
    (" , ", "no ranks given"),
    ("0-1000000000", "names more than 65,536 ranks"),
    ("1e3", "'1e3' is not a comma-separated list of ranks"),
    ("0x1", "'0x1' is not a comma-separated list of ranks"),
    ("-1", "'-1' is not a comma-separated list of ranks"),
    ("1_0", "is not a comma-separated list of ranks"),
    ("3-1", "range '3-1' ends before it starts"),
    pytest.param("9" * 5000, "is too large", id="5000-digit-rank"),
    (",".join(["0-65535", "7"]), "names more than 65,536 ranks"),
])
def test_a_bad_timeline_ranks_value_is_a_one_line_usage_error(tmp_path, value, culprit) -> None:
    start = time.monotonic()
    result = CliRunner().invoke(app, ["simulate", str(tmp_path / "missing"), "--timeline-ranks", value])
    assert time.monotonic() - start < 10
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert lines[0].startswith("hlo2chakra: error: ") and "--timeline-ranks" in lines[0] and culprit in lines[0]
    assert "internal error" not in lines[0] and "Traceback" not in result.output and len(lines[0]) < 400


def test_rank_lists_and_ranges() -> None:
    assert _rank_list(None) is None
    assert _rank_list("0,7,63") == (0, 7, 63)
    assert _rank_list(" 0-3, 8 ") == (0, 1, 2, 3, 8)
    assert _rank_list(f"0-{MAX_TIMELINE_RANKS - 1}") == tuple(range(MAX_TIMELINE_RANKS))


def _simulate(tmp_path, case: str, ranks: str):
    """``simulate`` of a recorded 8-rank run into ``tmp_path/run`` with ``--timeline-ranks ranks``."""
    target = recorded_trace_dir(tmp_path, case)
    return CliRunner().invoke(app, ["simulate", str(target), "--topology", "Ring(8, 50GiB/s, 500ns)", "--backend",
                                    "analytical", "-o", str(tmp_path / "run"), "--timeline-ranks", ranks])


def test_a_range_is_checked_against_the_workload(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = _simulate(tmp_path, "basic", "6-9")
    assert result.exit_code == 2, result.output
    assert "--timeline-ranks: rank 8 is outside 0..7" in result.output
    assert not (tmp_path / "run").exists()


def test_a_range_picks_the_timeline_rows(tmp_path, monkeypatch) -> None:
    import json

    monkeypatch.chdir(tmp_path)
    result = _simulate(tmp_path, "sendrecv_ring", "0-2")
    assert result.exit_code == 0, result.output
    assert json.loads((tmp_path / "run" / "summary.json").read_text())["timeline"]["rows_written"] == 3
