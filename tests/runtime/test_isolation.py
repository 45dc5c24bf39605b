"""Child Pythons run no code from the working directory (``python -I``), whatever lies there.

The working directory is booby-trapped: modules named like the standard library (``glob.py``,
``json.py``, ...) that leave a marker file and abort when imported. The command line runs as a
user runs it (the installed console script, whose own ``sys.path`` does not hold the working
directory), so only a child that puts the working directory first can fall into a trap.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from astra_helpers import make_trace_dir
from conftest import PROGRAMS

TRAPPED = ("glob", "json", "re", "pickle", "threading", "typing", "hlo2chakra")
CLI = Path(sys.executable).with_name("hlo2chakra")


def _trap(folder: Path) -> Path:
    folder.mkdir()
    for name in TRAPPED:
        target = folder / (f"{name}/__init__.py" if name == "hlo2chakra" else f"{name}.py")
        target.parent.mkdir(exist_ok=True)
        target.write_text(f"open({str(folder / ('SPRUNG-' + name))!r}, 'w').close()\n"
                          f"raise SystemExit('booby trap {name} imported from the working directory')\n")
    return folder


def _run(args: list[str], cwd: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["HLO2CHAKRA_CACHE"] = str(tmp_path / "cache")
    return subprocess.run([str(CLI), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


@pytest.fixture
def trap(tmp_path) -> Path:
    if not CLI.exists():
        pytest.skip("the hlo2chakra console script is not installed beside this Python")
    return _trap(tmp_path / "work")


def _assert_untouched(trap: Path, done: subprocess.CompletedProcess) -> None:
    sprung = sorted(p.name for p in trap.glob("SPRUNG-*"))
    assert not sprung, f"{sprung}: {done.stderr}"
    assert done.returncode == 0, done.stdout + done.stderr


def test_partition_worker_ignores_the_working_directory(trap, tmp_path) -> None:
    done = _run(["convert", str(PROGRAMS / "gemm2d" / "global.mlir"), "--mesh", "x=2", "-o", str(tmp_path / "out")],
                trap, tmp_path)
    _assert_untouched(trap, done)
    assert "partitioned by XLA" in done.stdout


def test_export_worker_ignores_the_working_directory(trap, tmp_path) -> None:
    done = _run(["export", "gemm2d", "--mesh", "x=2", "--no-optimized", "-o", str(tmp_path / "out")], trap, tmp_path)
    _assert_untouched(trap, done)
    assert (tmp_path / "out" / "meta.json").is_file()


def test_compare_workers_ignore_the_working_directory(trap, tmp_path) -> None:
    traces = make_trace_dir(tmp_path / "traces", 8, 10, 2**20)
    done = _run(["compare", str(traces), "-t", "Ring(8, 50GB/s, 500ns)", "-t", "Switch(8, 50GB/s, 500ns)",
                 "--backend", "analytical", "--jobs", "2", "-o", str(tmp_path / "cmp")], trap, tmp_path)
    _assert_untouched(trap, done)
    assert "failed" not in done.stderr and (tmp_path / "cmp" / "comparison.csv").is_file()


def test_child_python_command_is_isolated() -> None:
    from hlo2chakra.runtime.child import python_command

    command = python_command("hlo2chakra.frontend.xla.worker", "req.json")
    assert command[0] == sys.executable and command[1] == "-I"
    assert command[-2:] == ["hlo2chakra.frontend.xla.worker", "req.json"]
