"""No command deletes a directory it did not make: every output is stamped, foreign ones refused.

Each command (convert, roofline, export, simulate, compare) is pointed at a directory that merely
looks like an earlier output (the file the old check trusted: manifest.json, summary.json,
meta.json, or anything for --overwrite) next to a user's file; the command must refuse in one
line naming the directory and the user's file, and leave every byte in place.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from astra_helpers import make_trace_dir
from conftest import PROGRAMS
from hlo2chakra.cli.app import app
from hlo2chakra.files.outdir import STAMP_FILE

PER_DEVICE = PROGRAMS / "gemm2d" / "per_device.mlir"


def _lookalike(folder: Path, trusted: str) -> Path:
    folder.mkdir(parents=True)
    (folder / trusted).write_text("{}")
    (folder / "index.html").write_text("<p>my notes</p>")
    return folder


def _refused(result, folder: Path, entry: str) -> None:
    assert result.exit_code == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and str(folder) in lines[0] and entry in lines[0], result.stderr
    assert "Traceback" not in result.stderr


def _trace_dir(tmp_path: Path) -> Path:
    return make_trace_dir(tmp_path / "traces", 8, 10, 2**20)


COMMANDS = {
    "convert": ("manifest.json", lambda tmp, out: ["convert", str(PER_DEVICE), "-o", str(out)]),
    "roofline": ("summary.json", lambda tmp, out: ["roofline", str(PER_DEVICE), "--top", "0", "-o", str(out)]),
    "export": ("meta.json", lambda tmp, out: ["export", "gemm2d", "--mesh", "x=1", "--no-optimized", "-o", str(out),
                                              "--force"]),
    "simulate": ("summary.json", lambda tmp, out: ["simulate", str(tmp / 'traces'), "-t", "Ring(8, 50GB/s, 500ns)",
                                                   "--backend", "analytical", "-o", str(out), "--overwrite"]),
    "compare": ("comparison.csv", lambda tmp, out: ["compare", str(tmp / 'traces'), "-t", "Ring(8, 50GB/s, 500ns)",
                                                    "--backend", "analytical", "-j", "1", "-o", str(out),
                                                    "--overwrite"]),
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_lookalike_directory_is_never_replaced(command, runner, tmp_path) -> None:
    trusted, argv = COMMANDS[command]
    _trace_dir(tmp_path)
    out = _lookalike(tmp_path / "out", trusted)
    result = runner.invoke(app, argv(tmp_path, out))
    _refused(result, out, "index.html" if trusted > "index.html" else trusted)
    assert sorted(p.name for p in out.iterdir()) == sorted(["index.html", trusted])
    assert (out / "index.html").read_text() == "<p>my notes</p>"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no staging left
    assert not (out / STAMP_FILE).exists()


@pytest.mark.parametrize("command", ["convert", "simulate"])
def test_own_output_is_stamped_and_replaced_until_a_foreign_file_appears(command, runner, tmp_path) -> None:
    _, argv = COMMANDS[command]
    _trace_dir(tmp_path)
    out = tmp_path / "out"
    first = runner.invoke(app, argv(tmp_path, out))
    assert first.exit_code == 0, first.stdout + first.stderr
    stamp = json.loads((out / STAMP_FILE).read_text())
    assert stamp["tool"] == "hlo2chakra" and stamp["command"] == command and stamp["version"]
    assert set(stamp["entries"]) == {p.relative_to(out).as_posix() + ("/" if p.is_dir() else "")
                                     for p in out.rglob("*") if p.name != STAMP_FILE}
    again = runner.invoke(app, argv(tmp_path, out))
    assert again.exit_code == 0, again.stdout + again.stderr
    nested = next(p for p in out.rglob("*") if p.is_dir()) if command == "simulate" else out
    (nested / "mine.txt").write_text("keep")
    result = runner.invoke(app, argv(tmp_path, out))
    _refused(result, out, "mine.txt")
    assert (nested / "mine.txt").read_text() == "keep"


def test_an_output_of_another_command_is_not_replaced(runner, tmp_path) -> None:
    out = tmp_path / "out"
    assert runner.invoke(app, ["roofline", str(PER_DEVICE), "--top", "0", "-o", str(out)]).exit_code == 0
    result = runner.invoke(app, ["convert", str(PER_DEVICE), "-o", str(out)])
    _refused(result, out, "'roofline'")
    assert (out / "roofline.csv").exists()


def test_a_failing_json_output_publishes_no_run(runner, tmp_path) -> None:
    out = tmp_path / "run"
    result = runner.invoke(app, ["simulate", str(_trace_dir(tmp_path)), "-t", "Ring(8, 50GB/s, 500ns)",
                                 "--backend", "analytical", "-o", str(out),
                                 "--json", str(tmp_path / "missing" / "ranks.json")])
    assert result.exit_code == 2, result.stdout + result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "ranks.json" in result.stderr
    assert not out.exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]
    good = runner.invoke(app, ["simulate", str(tmp_path / "traces"), "-t", "Ring(8, 50GB/s, 500ns)",
                               "--backend", "analytical", "-o", str(out), "--json", str(tmp_path / "ranks.json")])
    assert good.exit_code == 0, good.stdout + good.stderr
    assert [r["rank"] for r in json.loads((tmp_path / "ranks.json").read_text())] == list(range(8))


def test_a_symlinked_output_is_refused_and_its_target_kept(runner, tmp_path) -> None:
    target = tmp_path / "precious"
    target.mkdir()
    (target / "data.bin").write_bytes(b"\x00\x01")
    link = tmp_path / "out"
    link.symlink_to(target)
    result = runner.invoke(app, ["convert", str(PER_DEVICE), "-o", str(link)])
    _refused(result, link, "symlink")
    assert link.is_symlink() and (target / "data.bin").read_bytes() == b"\x00\x01"
