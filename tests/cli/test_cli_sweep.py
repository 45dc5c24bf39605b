"""The sweep command: registered on the main app; a bad spec is one line naming the key, exit 2."""

from __future__ import annotations

from typer.testing import CliRunner

from hlo2chakra.cli.app import app


def _spec(folder, meshes: str = "[{data: 2}]", extra: str = ""):
    (folder / "g.mlir").write_text("module {}\n")
    spec = folder / "spec.yaml"
    spec.write_text(f"workload: g.mlir\nmeshes: {meshes}\ntopologies: ['Switch(2, 1GB/s, 1us)']\n{extra}")
    return spec


def test_a_bad_spec_is_one_line_naming_the_key(tmp_path) -> None:
    spec = _spec(tmp_path, "[{data: two}]")
    result = CliRunner().invoke(app, ["sweep", str(spec), "-o", str(tmp_path / "out")])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert lines == [f"hlo2chakra: error: {spec}: key 'meshes[0].data' must be an integer >= 1, got 'two'"]
    assert not (tmp_path / "out").exists()


def test_sweep_is_listed_in_help() -> None:
    result = CliRunner().invoke(app, ["--help"])
    assert "sweep" in result.output


def test_local_with_a_scheduler_is_one_line(tmp_path) -> None:
    spec = _spec(tmp_path)
    result = CliRunner().invoke(app, ["sweep", str(spec), "-o", str(tmp_path / "out"), "--local",
                                      "--scheduler", "tcp://127.0.0.1:1"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "hlo2chakra: error: --local runs on this machine without Dask; it cannot be given with --scheduler"]
    assert not (tmp_path / "out").exists()


def test_the_simulator_keys_of_a_spec_are_checked(tmp_path) -> None:
    spec = _spec(tmp_path, extra="docker_image: 3\n")
    result = CliRunner().invoke(app, ["sweep", str(spec), "-o", str(tmp_path / "out")])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        f"hlo2chakra: error: {spec}: key 'docker_image' must be a non-empty string, got 3"]
