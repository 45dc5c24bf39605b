"""Smaller CLI defects of issue 10: compare's rank message and failure paths, duplicate --mesh axes,
negative inspect limits, and one-line usage errors."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from astra_helpers import fake_astra_binary, make_trace_dir, recorded_trace_dir
from conftest import PROGRAMS
from hlo2chakra.cli.app import app
from hlo2chakra.export.run import ExportError, parse_mesh
from hlo2chakra.frontend.xla.retarget import RetargetError, parse_mesh_arg
from hlo2chakra.sim.config.files import ConfigError
from hlo2chakra.pipeline.compare import compare

GLOBAL8 = PROGRAMS / "gemm2d" / "global.mlir"  # declares 8 devices (mhlo.num_partitions = 8)
CONVERTER = Path(__file__).resolve().parents[2] / "converter"


def test_compare_blames_the_topology_not_a_ranks_flag(tmp_path) -> None:
    with pytest.raises(ConfigError) as info:
        compare(GLOBAL8, ["Ring(4, 50GB/s, 1us)"], out_dir=tmp_path / "cmp", backend="analytical")
    text = str(info.value)
    assert "--ranks" not in text and "use --mesh" not in text
    assert f"{GLOBAL8} runs on 8 devices but a --topology has 4 NPUs" in text
    assert "compare --mesh AXIS=SIZE,... of 4 devices" in text
    assert not (tmp_path / "cmp").exists()


def test_compare_cli_says_so_in_one_line(tmp_path) -> None:
    result = CliRunner().invoke(app, ["compare", str(GLOBAL8), "-t", "Ring(4, 50GB/s, 1us)", "--backend", "analytical",
                                      "-o", str(tmp_path / "cmp")])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "runs on 8 devices but a --topology has 4 NPUs" in lines[0]


def test_convert_still_names_its_own_ranks_flag(tmp_path) -> None:
    result = CliRunner().invoke(app, ["convert", str(GLOBAL8), "--ranks", "4", "-o", str(tmp_path / "out")])
    assert result.exit_code == 2 and "--ranks 4 contradicts the global program" in result.output


def test_compare_failure_rows_point_at_a_run_directory_that_exists(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("ASTRA_SIM_BIN", raising=False)
    target = recorded_trace_dir(tmp_path, "basic")
    exe = fake_astra_binary(tmp_path / "bin", "coll_REDUCE")  # aborts after starting
    frame = compare(target, ["Ring(8, 50GiB/s, 500ns)"], out_dir=tmp_path / "cmp", astra_bin=exe, jobs=1).table
    message = frame["message"].iloc[0]
    assert frame["status"].iloc[0] == "failed" and "aborted" in message
    paths = re.findall(r"run directory: (\S+?)\)", message)
    assert paths, message
    assert all(Path(p).is_dir() and Path(p).is_relative_to(tmp_path / "cmp") for p in paths)
    assert ".partial" not in message
    table = (tmp_path / "cmp" / "comparison.csv").read_text()
    assert str(tmp_path / "cmp" / "runs") in table and ".partial" not in table


@pytest.mark.parametrize("parse, error", [(parse_mesh_arg, RetargetError), (parse_mesh, ExportError)])
def test_duplicate_mesh_axes_are_refused(parse, error) -> None:
    with pytest.raises(error, match=r"axis 'x' is given twice \(x=2 and x=4\)"):
        parse("x=2,x=4")
    with pytest.raises(error, match="axis 'data' is given twice"):
        parse("data=2, model=2, data=2")
    assert parse("x=2,y=4") == {"x": 2, "y": 4}


def test_convert_refuses_duplicate_mesh_axes_in_one_line(tmp_path) -> None:
    result = CliRunner().invoke(app, ["convert", str(GLOBAL8), "--mesh", "x=2,x=4", "-o", str(tmp_path / "out")])
    assert result.exit_code == 2
    assert "axis 'x' is given twice" in result.output and not (tmp_path / "out").exists()


def test_inspect_refuses_a_negative_limit(tmp_path) -> None:
    folder = make_trace_dir(tmp_path / "t", 1, 10, 4096)
    runner = CliRunner()
    result = runner.invoke(app, ["inspect", str(folder / "trace.0.et"), "--limit", "-3"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "--limit" in lines[0] and "more" not in lines[0]
    shown = runner.invoke(app, ["inspect", str(folder / "trace.0.et"), "--limit", "1"])
    assert shown.exit_code == 0 and "... 2 more" in shown.output


@pytest.mark.parametrize("args, culprit", [
    (["compare"], "Missing argument 'target'"),
    (["compare", "x.mlir", "-t", "h100-8x-nvswitch", "--bogus"], "No such option: --bogus"),
    (["inspect", "x.et", "--limit", "many"], "Invalid value for '--limit'"),
    (["no-such-command"], "No such command 'no-such-command'"),
])
def test_usage_errors_are_one_line(args, culprit) -> None:
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert lines[0].startswith("hlo2chakra: error: ") and culprit in lines[0]
    assert "╭" not in result.output and "Usage:" not in result.output


def test_usage_errors_are_one_line_from_the_real_entry_point(tmp_path) -> None:
    done = subprocess.run([sys.executable, "-I", "-c", "import sys; sys.path.insert(0, sys.argv.pop(1)); "
                           "from hlo2chakra.cli import main; main()", str(CONVERTER), "simulate", "--bogus"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hlo2chakra: error: ") and "No such option: --bogus" in lines[0]


def test_help_and_bare_invocations_still_work() -> None:
    runner = CliRunner()
    helped = runner.invoke(app, ["--help"])
    assert helped.exit_code == 0 and "simulate" in helped.output
    bare = runner.invoke(app, [])
    assert bare.exit_code == 2 and "simulate" in bare.output
    assert runner.invoke(app, ["validate", "--help"]).exit_code == 0
