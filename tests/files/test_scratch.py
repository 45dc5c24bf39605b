"""Scratch folders of SIGKILLed processes are reaped by the next process; living ones never are.

Each holder is a real child process (a SIGKILL cannot be caught, so the kernel dropping its lock is
what is under test), started isolated (``-I``) on the package path only.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import hlo2chakra
from hlo2chakra.files.scratch import HOLDERS_FILE, hold, make_scratch, reap, release, remove_scratch

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX locks")
PACKAGE_ROOT = str(Path(hlo2chakra.__file__).resolve().parents[1])
HOLDER = """
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from hlo2chakra.files.scratch import hold
hold(Path(sys.argv[2]))
(Path(sys.argv[2]) / "work.bin").write_bytes(b"x" * 1000)
print("held", flush=True)
time.sleep(600)
"""


def _holder(folder: Path) -> subprocess.Popen:
    child = subprocess.Popen([sys.executable, "-I", "-c", HOLDER, PACKAGE_ROOT, str(folder)],
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline().strip() == "held"
    return child


def _kill(child: subprocess.Popen) -> None:
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)


def test_a_killed_holders_folder_is_reaped_and_a_living_ones_kept(tmp_path) -> None:
    dead, alive = tmp_path / "run-dead", tmp_path / "run-alive"
    killed, living = _holder(dead), _holder(alive)
    try:
        _kill(killed)
        assert (dead / "work.bin").is_file()  # SIGKILL: no cleanup ran
        assert reap(tmp_path, "run-*") == [dead]
        assert not dead.exists()
        assert (alive / "work.bin").is_file()
    finally:
        _kill(living)
    assert reap(tmp_path, "run-*") == [alive]


def test_reap_leaves_what_it_did_not_make(tmp_path) -> None:
    foreign = tmp_path / "run-foreign"      # no holders file: made by someone else
    foreign.mkdir()
    (foreign / "data").write_text("mine")
    target = tmp_path / "elsewhere"
    target.mkdir()
    (target / HOLDERS_FILE).write_text("")
    (tmp_path / "run-link").symlink_to(target)  # a symlink to a folder that looks reapable
    holders_link = tmp_path / "run-holders-link"
    holders_link.mkdir()
    (holders_link / HOLDERS_FILE).symlink_to(target / HOLDERS_FILE)
    assert reap(tmp_path, "run-*") == []
    assert (foreign / "data").read_text() == "mine" and target.is_dir() and holders_link.is_dir()


def test_this_process_holds_its_own_folder_until_release(tmp_path) -> None:
    mine = tmp_path / "run-mine"
    hold(mine)
    assert reap(tmp_path, "run-*") == [] and mine.is_dir()
    release(mine)
    assert reap(tmp_path, "run-*") == [mine]


def test_make_scratch_reaps_the_dead_ones_of_its_prefix(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    killed = _holder(tmp_path / "hlo2chakra-run-old")
    _kill(killed)
    other = tmp_path / "hlo2chakra-sweep-convert-old"
    _kill(_holder(other))
    fresh = make_scratch("hlo2chakra-run-")
    assert fresh.parent == tmp_path and fresh.is_dir()
    assert not (tmp_path / "hlo2chakra-run-old").exists()
    assert other.is_dir()  # another prefix: reaped by its own kind's next folder
    remove_scratch(fresh)
    assert not fresh.exists()


def test_a_killed_sweep_workers_run_folder_is_reaped_by_the_next_cell_on_that_machine(tmp_path, monkeypatch) -> None:
    """The remote-worker case of issue 22 (14): a worker SIGKILLed mid-run keeps
    ``$TMPDIR/hlo2chakra-sweep-<uid>/<run_id>``; the next sweep cell run on that machine removes it."""
    import tempfile

    from hlo2chakra.pipeline.sweep import tasks
    from hlo2chakra.pipeline.sweep.tasks import TraceBundle, clean_run_folder, run_folder, simulate_task
    from hlo2chakra.sim.options import SimulationOptions

    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr(tempfile, "tempdir", None)
    monkeypatch.setattr(tasks, "_REAPED", set())
    old = run_folder("deadbeef")
    _kill(_holder(old))
    assert old.is_dir()
    outcome = simulate_task(TraceBundle("k", error="convert: boom"), SimulationOptions(topology="Ring(2)"), "fresh")
    assert outcome.status == "failed"  # a failed conversion: no folder needed, none reaped yet
    assert old.is_dir()
    bundle = TraceBundle("k" * 16, files=())
    simulate_task(bundle, SimulationOptions(topology="Ring(2)"), "fresh")
    assert not old.exists()
    clean_run_folder("fresh")  # the run's end: this worker lets go of its folder
    assert not (run_folder("fresh") / HOLDERS_FILE).exists()
