"""Per-kernel roofline report (report.roofline) and the `hlo2chakra roofline` command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from hlo2chakra.cost.costed import cost_program
from hlo2chakra.cost.hardware_yaml import load_hardware
from hlo2chakra.cost.roofline import kernel_bound, kernel_time_ns
from hlo2chakra.cost.ops import op_cost
from hlo2chakra.ir.program import Collective, CollectiveKind, Op, Program, TensorType
from hlo2chakra.files.outdir import OutputDirError
from hlo2chakra.pipeline.roofline import roofline_report, roofline_table
from hlo2chakra.report.roofline import COLUMNS, roofs, top_kernels, write_report

from conftest import PROGRAMS

M, N, K = 512, 1024, 256


def hand_program() -> Program:
    a, w = TensorType((M, K), "bf16"), TensorType((K, N), "bf16")
    out = TensorType((M, N), "f32")
    dims = {"lhs_contracting_dimensions": (1,), "rhs_contracting_dimensions": (0,)}
    coll = Collective(CollectiveKind.ALL_REDUCE, ((0, 1),), input_bytes=out.size_bytes, output_bytes=out.size_bytes)
    return Program(ops=(
        Op(0, "stablehlo.dot_general", (a, w), (out,), attrs={"dot_dimension_numbers": dims}, operand_refs=((), ())),
        Op(1, "stablehlo.all_reduce", (out,), (out,), deps=(0,), collective=coll, operand_refs=((0,),)),
        Op(2, "stablehlo.reshape", (out,), (TensorType((M * N,), "f32"),), deps=(1,), operand_refs=((1,),)),
        Op(3, "stablehlo.log", (TensorType((M * N,), "f32"),), (TensorType((M * N,), "f32"),), deps=(2,),
           operand_refs=((2,),)),
    ), outputs=(3,))


def test_table_rows_match_hand_derived_numbers():
    hw = load_hardware("A100-SXM-40GB")
    table = roofline_table(hand_program(), hw, fusion="none")
    assert tuple(table.columns) == COLUMNS
    assert list(table["index"]) == [0, 3]                 # collective and reshape are no kernels
    gemm = table.iloc[0]
    flops, moved = 2 * M * N * K, 2 * M * K + 2 * K * N + 4 * M * N
    assert (gemm["flops"], gemm["bytes"], gemm["dtype"], gemm["kernel_class"]) == (flops, moved, "bf16", "gemm")
    assert gemm["intensity_flop_per_byte"] == pytest.approx(flops / moved)
    cost = op_cost(hand_program().ops[0])
    assert gemm["time_ns"] == pytest.approx(kernel_time_ns(cost, hw))
    assert gemm["attained_flop_per_s"] == pytest.approx(flops / (gemm["time_ns"] * 1e-9))
    assert gemm["bound"] == kernel_bound(cost, hw)
    log = table.iloc[1]
    assert (log["flops"], log["bytes"], log["bound"]) == (0, 8 * M * N, "memory")
    assert table["share"].sum() == pytest.approx(1.0)


def test_table_of_an_exported_program_adds_up_to_the_modeled_compute():
    module = PROGRAMS / "mlp_dp" / "per_device.mlir"
    report = roofline_report(module, "H100-SXM", fusion="auto")
    from hlo2chakra.pipeline.convert import load_program

    program, _ = load_program(module)
    costed = cost_program(program, load_hardware("H100-SXM"), "auto")
    assert report.table["time_ns"].sum() == pytest.approx(sum(costed.durations_ns))
    assert report.fusion.applied == "xla-like"
    top = top_kernels(report.table, 3)
    assert list(top["time_ns"]) == sorted(report.table["time_ns"], reverse=True)[:3]
    summary = report.summary(3)
    assert summary["kernels"] == len(report.table) and len(summary["top"]) == 3
    assert sum(summary["time_ns_by_bound"].values()) == pytest.approx(report.total_ns)


def test_roofs_follow_the_hardware():
    b200 = dict(roofs(load_hardware("B200")))
    a100 = dict(roofs(load_hardware("A100-SXM-40GB")))
    assert "f8 matrix" in b200 and "f8 matrix" not in a100
    assert a100["bf16 matrix"] == 312e12 and a100["f32 vector"] == 19.5e12


def test_write_report_files_and_atomicity(tmp_path):
    report = roofline_report(PROGRAMS / "mlp_dp" / "per_device.mlir", "A100-SXM-40GB")
    out = write_report(report, tmp_path / "r", top=5)
    csv = pd.read_csv(out / "roofline.csv")
    parquet = pd.read_parquet(out / "roofline.parquet")
    assert list(csv["name"]) == list(parquet["name"]) == list(report.table["name"])
    assert (out / "roofline.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    summary = json.loads((out / "summary.json").read_text())
    assert summary["hardware"] == "A100-SXM-40GB" and summary["fusion"]["applied"] == "xla-like"
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "keep.txt").write_text("x")
    with pytest.raises(OutputDirError):
        write_report(report, foreign)
    assert sorted(p.name for p in foreign.iterdir()) == ["keep.txt"]


def run_cli(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2] / "converter")}
    return subprocess.run([sys.executable, "-m", "hlo2chakra.cli", *args], capture_output=True, text=True, env=env)


def test_cli_roofline(tmp_path):
    module = str(PROGRAMS / "mlp_dp" / "per_device.mlir")
    done = run_cli("roofline", module, "--hardware", "A100-SXM-40GB", "-o", str(tmp_path / "r"), "--top", "3")
    assert done.returncode == 0, done.stderr
    assert "modeled compute" in done.stdout and "fusion: xla-like" in done.stdout
    assert len([line for line in done.stdout.splitlines() if "->" in line and "%" in line]) == 3
    assert (tmp_path / "r" / "roofline.png").exists()
    for args, expected in ((["--fusion", "fast"], "unknown fusion mode"), (["--hardware", "nope"], "unknown hardware")):
        bad = run_cli("roofline", module, *args, "-o", str(tmp_path / "bad"))
        assert bad.returncode == 2 and expected in bad.stderr
        assert len(bad.stderr.strip().splitlines()) == 1 and not (tmp_path / "bad").exists()
