"""``sweep --local`` with several workers converts in isolated children too (issue 26, part 4).

Each conversion runs in a ``cell_worker`` child that writes its bundle into the store; nothing is
converted in the calling process, the table is the one a single in-process worker gives, a failed
conversion fails its cells with its reason, and an interrupt leaves no child running.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

import pandas as pd
import pytest
import yaml

from conftest import PROGRAMS
from hlo2chakra.pipeline.sweep import execute, local
from hlo2chakra.pipeline.sweep.run import run_sweep
from hlo2chakra.runtime.child import ChildSet


def _spec(tmp_path):
    spec = tmp_path / "spec.yaml"
    spec.write_text(yaml.safe_dump({"workload": str(PROGRAMS / "mlp_dp" / "global.mlir"),
                                    "meshes": [{"data": 4}, {"data": 8}], "backend": "analytical",
                                    "topologies": ["Switch({devices}, 450GB/s, 500ns)",
                                                   "Ring({devices}, 50GB/s, 500ns)"]}))
    return spec


@pytest.fixture
def started(monkeypatch) -> list[subprocess.Popen]:
    """Every child the sweep starts."""
    procs: list[subprocess.Popen] = []
    start = ChildSet.start

    def spy(self, module, *args):
        proc = start(self, module, *args)
        procs.append(proc)
        return proc

    monkeypatch.setattr(ChildSet, "start", spy)
    return procs


def test_conversions_run_in_children_and_give_the_in_process_table(tmp_path, monkeypatch, started) -> None:
    spec = _spec(tmp_path)
    alone = run_sweep(spec, tmp_path / "one", local=True, workers=1)
    assert alone.times.conversions == 2 and not started

    def not_here(*args, **kwargs):
        raise AssertionError("converted in the calling process")

    monkeypatch.setattr(execute, "convert_task", not_here)
    pooled = run_sweep(spec, tmp_path / "two", local=True, workers=2)
    pd.testing.assert_frame_equal(pooled.frame, alone.frame)
    assert list(pooled.frame["status"]) == ["ok"] * 4, list(pooled.frame["message"])
    assert pooled.times.conversions == 2 and pooled.times.simulations == 4
    assert sorted(p.name for p in (tmp_path / "two" / "cache" / "traces").iterdir()) == \
        sorted(p.name for p in (tmp_path / "one" / "cache" / "traces").iterdir())
    # small conversions leave their children warm for the next request: one child per worker
    assert len(started) == 2 and all(p.poll() is not None for p in started)
    assert run_sweep(spec, tmp_path / "two", local=True, workers=2).computed == 0


def test_a_child_that_grew_large_converting_is_ended(tmp_path, monkeypatch, started) -> None:
    monkeypatch.setattr(local, "KEEP_CHILD_BELOW_BYTES", 1)  # every conversion counts as large here
    result = run_sweep(_spec(tmp_path), tmp_path / "out", local=True, workers=2)
    assert list(result.frame["status"]) == ["ok"] * 4
    assert len(started) == 2 + 2  # each converting child ended, its simulations on a fresh one


def test_a_failed_conversion_fails_its_cells_with_the_reason(tmp_path, monkeypatch) -> None:
    real = local.conversion_to_json
    # the child cannot read this request (as if it crashed on it): both meshes' cells fail, saying why
    monkeypatch.setattr(local, "conversion_to_json", lambda c: "KILL" if "data=8" in c.mesh else real(c))
    result = run_sweep(_spec(tmp_path), tmp_path / "out", local=True, workers=2)
    frame = result.frame.sort_values(["devices", "topology"])
    assert list(frame["status"]) == ["ok", "ok", "failed", "failed"], list(frame["message"])
    failed = frame[frame["status"] == "failed"]["message"]
    assert all(m.startswith("convert: conversion process failed: JSONDecodeError") for m in failed), list(failed)


def test_an_interrupt_stops_every_child(tmp_path, started) -> None:
    scratch = Path(tempfile.gettempdir())
    before = set(scratch.glob("hlo2chakra-sweep-modules-*"))

    def interrupt(done: int, failed: int, total: int) -> None:
        if done:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_sweep(_spec(tmp_path), tmp_path / "out", local=True, workers=2, progress=interrupt)
    assert started and all(p.poll() is not None for p in started)
    assert set(scratch.glob("hlo2chakra-sweep-modules-*")) == before  # the modules' scratch folder is gone


def test_one_mesh_on_two_hardware_partitions_once(tmp_path, monkeypatch) -> None:
    """The second conversion of a mesh starts after the first ended (it reads XLA's partition from
    the cache the first filled), never beside it."""
    import threading
    import time

    spans: list[tuple[str, float, float]] = []
    lock = threading.Lock()
    convert = local.LocalPool.convert

    def timed(self, conversion):
        begin = time.monotonic()
        answer = convert(self, conversion)
        with lock:
            spans.append((conversion.mesh, begin, time.monotonic()))
        return answer

    monkeypatch.setattr(local.LocalPool, "convert", timed)
    spec = tmp_path / "spec.yaml"
    spec.write_text(yaml.safe_dump({"workload": str(PROGRAMS / "mlp_dp" / "global.mlir"), "meshes": [{"data": 4}],
                                    "hardware": ["H100-SXM", "A100-SXM-40GB"], "backend": "analytical",
                                    "topologies": ["Switch({devices}, 450GB/s, 500ns)"]}))
    result = run_sweep(spec, tmp_path / "out", local=True, workers=2)
    assert list(result.frame["status"]) == ["ok", "ok"] and result.times.conversions == 2
    (_, _, first_end), (_, second_begin, _) = sorted(spans, key=lambda s: s[1])
    assert second_begin >= first_end
