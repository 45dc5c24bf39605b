"""End to end: a real export in a subprocess with host devices, its atomic output, and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from hlo2chakra.cli import export as cli_export
from hlo2chakra.cli.registry import add_commands
from hlo2chakra.export.run import ExportError, export_model, parse_mesh

from conftest import has_cuda_plugin
from hlo2chakra.files.outdir import STAMP_FILE


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory):
    out = tmp_path_factory.mktemp("exp") / "gemm"
    return export_model("gemm2d", {"x": 2, "y": 2}, out, gspmd=True, bytecode=True,
                        m=64, n=32, k=128)


def test_export_writes_all_forms_with_xla_numbers(exported) -> None:
    files = set(exported.files)
    assert {"global.mlir", "global_gspmd.mlir", "per_device.mlir", "optimized.mlir",
            "per_device.mlirbc", "meta.json"} <= files
    assert {p.name for p in exported.out_dir.iterdir()} == files | {STAMP_FILE}  # and the output stamp
    meta = json.loads(exported.path("meta.json").read_text())
    assert meta == dict(exported.meta)
    assert meta["num_devices"] == 4 and meta["mesh"] == {"x": 2, "y": 2}
    # 2*M*N*K over 4 devices, plus the all-reduce's adds (64/2 * 32 elements)
    assert meta["xla_cost_per_device"]["flops"] == pytest.approx(2 * 64 * 32 * 128 / 4, rel=0.03)
    (inst,) = meta["collectives"]["instances"]
    assert inst["kind"] == "all_reduce" and inst["replica_groups"] == [[0, 1], [2, 3]]
    assert inst["operands"] == [{"dtype": "f32", "shape": [32, 32]}]
    per_device = exported.path("per_device.mlir").read_text()
    assert "tensor<32x64xf32>" in per_device and "mhlo.num_partitions = 4" in per_device
    assert "mhlo.fusion" in exported.path("optimized.mlir").read_text()
    assert "tensor<64x128xf32>" in exported.path("global.mlir").read_text()


def test_failed_export_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="not divisible by 3"):
        export_model("gemm2d", {"x": 3}, tmp_path / "bad", m=10)
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(ExportError, match="unknown model"):
        export_model("nope", None, tmp_path / "bad")
    assert list(tmp_path.iterdir()) == []
    # A setting named like a parameter of export_model is a setting (the zoo refuses it), not the timeout.
    with pytest.raises(ExportError, match="unknown config key 'timeout_s'"):
        export_model("gemm2d", {"x": 1}, tmp_path / "bad", config={"timeout_s": "5"})
    assert list(tmp_path.iterdir()) == []


def test_existing_output_is_protected(tmp_path: Path, exported) -> None:
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "keep.txt").write_text("x")
    with pytest.raises(ExportError, match="exists"):
        export_model("gemm2d", {"x": 1}, foreign, overwrite=True)
    assert (foreign / "keep.txt").exists()
    with pytest.raises(ExportError, match="exists"):
        export_model("gemm2d", {"x": 1}, exported.out_dir)


def test_parse_mesh() -> None:
    assert parse_mesh("data=4, model=2") == {"data": 4, "model": 2}
    for bad in ("data", "data=0", "=2", "", "data=x"):
        with pytest.raises(ExportError):
            parse_mesh(bad)


def _app() -> typer.Typer:
    app = typer.Typer()
    add_commands(app, cli_export)

    @app.command()
    def other() -> None:  # a second command keeps typer in multi-command mode, like the real CLI
        pass

    return app


def test_cli_lists_models() -> None:
    res = CliRunner().invoke(_app(), ["export", "--list"])
    assert res.exit_code == 0
    assert "llama3-100m" in res.output and "collectives" in res.output


def test_cli_exports(tmp_path: Path) -> None:
    res = CliRunner().invoke(_app(), ["export", "collectives", "--mesh", "x=2", "-o", str(tmp_path / "c"),
                                      "--set", "rows=4", "--set", "cols=4", "--no-optimized"])
    assert res.exit_code == 0, res.output
    meta = json.loads((tmp_path / "c" / "meta.json").read_text())
    assert meta["config"]["rows"] == 4 and "optimized.mlir" not in meta["files"]
    assert meta["collectives"]["counts"]["collective_permute"] == 1


@pytest.mark.parametrize("args,culprit", [
    (["export", "gemm2d", "--mesh", "x=two", "-o", "OUT"], "x=two"),
    (["export", "gemm2d", "--set", "zz=1", "-o", "OUT"], "zz"),
    (["export", "gemm2d", "--set", "novalue", "-o", "OUT"], "novalue"),
    (["export", "nope", "-o", "OUT"], "nope"),
    (["export", "gemm2d"], "-o OUT"),
    (["export", "gemm2d", "--gpu-target", "V100", "-o", "OUT"], "V100"),
])
def test_cli_errors_are_one_line(tmp_path: Path, args: list[str], culprit: str) -> None:
    args = [str(tmp_path / "o") if a == "OUT" else a for a in args]
    res = CliRunner().invoke(_app(), args)
    assert res.exit_code == 2
    lines = res.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hlo2chakra: error:") and culprit in lines[0]
    assert not (tmp_path / "o").exists()


@pytest.mark.skipif(has_cuda_plugin(), reason="JAX's CUDA plugin is installed: the GPU compile would run")
def test_gpu_target_without_the_cuda_plugin_says_what_to_install(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="needs JAX's CUDA plugin"):
        export_model("gemm2d", {"x": 2, "y": 1}, tmp_path / "g", gpu_target="H100-SXM", m=8, n=8, k=8)
    assert not (tmp_path / "g").exists()
