"""SIGTERM and SIGHUP end every command cleanly: children stopped, staging removed, one line, 128+N.

The command line runs as a subprocess; once its child process is seen running (the partition or
export worker, a fake ASTRA-sim that only sleeps, compare's workers) it gets the signal. Then
the exit code, the one stderr line, every descendant process (by pid) and every staging folder
(``.NAME.partial-*``, ``.<key>.*`` cache entries) are checked. A parent that is SIGKILLed (no
handler can run) still takes its simulator down with it (``PR_SET_PDEATHSIG``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

import pytest

from astra_helpers import make_trace_dir
from conftest import PROGRAMS

CLI = Path(sys.executable).with_name("hlo2chakra")
pytestmark = [pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc"),
              pytest.mark.skipif(not CLI.exists(), reason="the hlo2chakra console script is not installed")]


def _parents() -> dict[int, int]:
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            found[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    return found


def _descendants(pid: int) -> set[int]:
    parents, found, todo = _parents(), set(), [pid]
    while todo:
        parent = todo.pop()
        children = {p for p, pp in parents.items() if pp == parent} - found
        found |= children
        todo.extend(children)
    return found


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _wait(predicate: Callable[[], bool], timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


def _start(args: list[str], tmp_path: Path) -> subprocess.Popen:
    env = {**os.environ, "HLO2CHAKRA_CACHE": str(tmp_path / "cache")}
    return subprocess.Popen([str(CLI), *args], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _interrupt(proc: subprocess.Popen, wanted: str, count: int, signum: int) -> tuple[int, str, dict[int, str]]:
    """Wait for ``count`` descendants whose command line holds ``wanted``, signal, collect."""
    def ready() -> bool:
        return proc.poll() is not None or sum(wanted in _cmdline(p) for p in _descendants(proc.pid)) >= count

    try:
        assert _wait(ready, 120) and proc.poll() is None, f"no {wanted} child: {proc.communicate()}"
        children = {pid: _cmdline(pid) for pid in _descendants(proc.pid)}  # pid -> command line
        proc.send_signal(signum)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    return proc.returncode, err, children


def _assert_clean(code: int, err: str, children: dict[int, str], signum: int, folders: list[Path]) -> None:
    assert code == 128 + signum, err
    assert err.strip().splitlines() == [f"hlo2chakra: terminated ({signal.Signals(signum).name})"], err
    assert _wait(lambda: not any(_alive(p) for p in children), 10), \
        [children[p] for p in children if _alive(p)]
    for folder in folders:
        left = [p.name for p in folder.iterdir() if p.name.startswith(".")] if folder.exists() else []
        assert not left, f"staging left in {folder}: {left}"


def _sleeping_astra(tmp_path: Path) -> Path:
    exe = tmp_path / "bin" / "AstraSim_Analytical_Congestion_Unaware"
    exe.parent.mkdir()
    exe.write_text("#!/bin/sh\nexec sleep 300\n")
    exe.chmod(0o755)
    return exe


def _simulate_args(tmp_path: Path) -> list[str]:
    traces = make_trace_dir(tmp_path / "traces", 8, 10, 2**20)
    return ["simulate", str(traces), "-t", "Ring(8, 50GB/s, 500ns)", "--backend", "astra-sim",
            "--astra-bin", str(_sleeping_astra(tmp_path)), "-o", str(tmp_path / "runs" / "run")]


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_simulate_stops_the_simulator_group_and_removes_staging(tmp_path, signum) -> None:
    proc = _start(_simulate_args(tmp_path), tmp_path)
    code, err, children = _interrupt(proc, "sleep 300", 1, signum)
    _assert_clean(code, err, children, signum, [tmp_path / "runs"])
    assert not (tmp_path / "runs" / "run").exists()


def test_compare_stops_every_worker_and_simulator(tmp_path) -> None:
    traces = make_trace_dir(tmp_path / "traces", 8, 10, 2**20)
    proc = _start(["compare", str(traces), "-t", "Ring(8, 50GB/s, 500ns)", "-t", "Switch(8, 50GB/s, 500ns)",
                   "--backend", "astra-sim", "--astra-bin", str(_sleeping_astra(tmp_path)), "--jobs", "2",
                   "-o", str(tmp_path / "out" / "cmp")], tmp_path)
    code, err, children = _interrupt(proc, "sleep 300", 2, signal.SIGTERM)
    assert sum("pipeline.sweep.cell_worker" in line for line in children.values()) == 2, children  # the isolated workers
    _assert_clean(code, err, children, signal.SIGTERM, [tmp_path / "out"])
    assert not (tmp_path / "out" / "cmp").exists()


def test_convert_mesh_stops_the_partition_worker_and_drops_the_cache_entry(tmp_path) -> None:
    proc = _start(["convert", str(PROGRAMS / "gemm2d" / "global.mlir"), "--mesh", "x=2", "-o",
                   str(tmp_path / "out" / "conv")], tmp_path)
    code, err, children = _interrupt(proc, "frontend.xla.worker", 1, signal.SIGTERM)
    _assert_clean(code, err, children, signal.SIGTERM, [tmp_path / "cache", tmp_path / "out"])
    assert not (tmp_path / "out" / "conv").exists()


def test_export_stops_its_worker_and_removes_the_partial_output(tmp_path) -> None:
    proc = _start(["export", "gemm2d", "--mesh", "x=2", "-o", str(tmp_path / "out" / "exp")], tmp_path)
    code, err, children = _interrupt(proc, "export.worker", 1, signal.SIGTERM)
    _assert_clean(code, err, children, signal.SIGTERM, [tmp_path / "out"])
    assert not (tmp_path / "out" / "exp").exists()


def test_a_killed_parent_takes_its_simulator_along(tmp_path) -> None:
    proc = _start(_simulate_args(tmp_path), tmp_path)
    code, _, children = _interrupt(proc, "sleep 300", 1, signal.SIGKILL)
    assert code == -signal.SIGKILL
    assert _wait(lambda: not any(_alive(p) for p in children), 10), \
        [children[p] for p in children if _alive(p)]
