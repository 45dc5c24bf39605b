"""Hostile sweep inputs (issue 22): nothing of the user's is lost, nothing forged is trusted, and a
tiny spec that would cost minutes or gigabytes is refused in one line within seconds."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
import yaml

from hlo2chakra.errors import BadInputError
from hlo2chakra.pipeline.sweep.run import run_sweep
from hlo2chakra.pipeline.sweep.spec import load_spec

MODULE = Path(__file__).resolve().parents[2] / "data" / "programs" / "decoder_dp_tp" / "global.mlir"
TOPOLOGY = "Switch(4, 450GB/s, 500ns)"


def _spec(folder: Path, name: str = "spec.yaml", **changes) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    spec = {"workload": str(MODULE), "meshes": [{"data": 2, "model": 2}], "hardware": ["H100-SXM"],
            "topologies": [TOPOLOGY], "backend": "analytical"} | changes
    path = folder / name
    path.write_text(yaml.safe_dump(spec))
    return path


def _quick(call, limit_s: float = 10.0):
    start = time.monotonic()
    with pytest.raises(BadInputError) as caught:
        call()
    assert time.monotonic() - start < limit_s
    message = str(caught.value)
    assert "\n" not in message and len(message) < 600
    return message


@pytest.fixture(scope="module")
def done(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sweep")
    spec = _spec(folder / "in")
    result = run_sweep(spec, folder / "out", local=True, workers=1)
    return spec, result


# -- data loss ------------------------------------------------------------------------------------

def test_a_foreign_sweep_json_does_not_make_a_folder_ours(tmp_path, done) -> None:
    spec = done[0]
    out = tmp_path / "D"
    out.mkdir()
    (out / "sweep.json").write_text("{}")
    (out / "ranking.txt").write_text("mine")
    message = _quick(lambda: run_sweep(spec, out, local=True))
    assert "is not a sweep output folder" in message
    assert (out / "ranking.txt").read_text() == "mine" and (out / "sweep.json").read_text() == "{}"
    assert sorted(p.name for p in out.iterdir()) == ["ranking.txt", "sweep.json"]


def test_the_spec_inside_the_output_folder_is_never_written_over(tmp_path) -> None:
    out = tmp_path / "D"
    spec = _spec(out, "sweep.json")
    (out / "results.csv").write_text("my results")
    before = spec.read_bytes()
    message = _quick(lambda: run_sweep(spec, out, local=True))
    assert "holds the spec" in message
    assert spec.read_bytes() == before and (out / "results.csv").read_text() == "my results"


def test_an_earlier_sweep_with_a_foreign_entry_is_refused(tmp_path, done) -> None:
    spec, result = done
    import shutil

    out = tmp_path / "again"
    shutil.copytree(result.out_dir, out)
    (out / "notes.txt").write_text("keep")
    message = _quick(lambda: run_sweep(spec, out, local=True))
    assert "'notes.txt'" in message and "did not write" in message
    assert (out / "notes.txt").read_text() == "keep"


@pytest.mark.parametrize("forged", [
    '{"status":"ok","step_time_ns":"abc"}', "[1,2]", "null", "", '{"status": "pwned", "step_time_ns": -5}'])
def test_a_forged_or_corrupt_cell_is_warned_about_and_computed_again(tmp_path, done, forged) -> None:
    spec, result = done
    import shutil

    out = tmp_path / "resume"
    shutil.copytree(result.out_dir, out)
    cell = next((out / "cells").iterdir())
    cell.write_text(forged)
    again = run_sweep(spec, out, local=True, workers=1)
    assert again.computed == 1
    assert len(again.warnings) == 1 and str(cell) in again.warnings[0]
    assert list(again.frame["step_time_ns"]) == list(result.frame["step_time_ns"])
    assert list(again.frame["status"]) == ["ok"]


def test_an_edited_cell_fails_its_digest(tmp_path, done) -> None:
    spec, result = done
    import shutil

    out = tmp_path / "edited"
    shutil.copytree(result.out_dir, out)
    cell = next((out / "cells").iterdir())
    record = json.loads(cell.read_text())
    record["outcome"]["step_time_ns"] = 1   # would rank fastest at 0.000 ms
    cell.write_text(json.dumps(record))
    again = run_sweep(spec, out, local=True, workers=1)
    assert "does not match its digest" in again.warnings[0]
    assert list(again.frame["step_time_ns"]) == list(result.frame["step_time_ns"])


def test_a_cell_file_copied_to_another_cell_is_not_trusted(tmp_path) -> None:
    from hlo2chakra.pipeline.sweep.store import SweepStore
    from hlo2chakra.pipeline.sweep.tasks import CellOutcome

    store = SweepStore(tmp_path)
    store.save_outcome("a" * 24, CellOutcome("ok", step_time_ns=5, compute_ns=3, exposed_comm_ns=2))
    (tmp_path / "cells" / ("b" * 24 + ".json")).write_bytes((tmp_path / "cells" / ("a" * 24 + ".json")).read_bytes())
    fresh = SweepStore(tmp_path)
    assert fresh.outcome("a" * 24) == CellOutcome("ok", step_time_ns=5, compute_ns=3, exposed_comm_ns=2)
    assert fresh.outcome("b" * 24) is None
    assert fresh.warnings == (f"{tmp_path / 'cells' / ('b' * 24 + '.json')}: belongs to another cell; "
                              "computing the cell again",)


# -- symlinks -------------------------------------------------------------------------------------

def test_symlinked_store_folders_are_refused(tmp_path, done) -> None:
    spec, result = done
    import shutil

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "links"
    shutil.copytree(result.out_dir, out)
    shutil.rmtree(out / "cells")
    (out / "cells").symlink_to(elsewhere, target_is_directory=True)
    message = _quick(lambda: run_sweep(spec, out, local=True))
    assert "is a symlink" in message and not any(elsewhere.iterdir())

    out2 = tmp_path / "links2"
    shutil.copytree(result.out_dir, out2)
    for key in (out2 / "cache" / "traces").iterdir():
        shutil.rmtree(key)
        key.symlink_to(elsewhere, target_is_directory=True)
    for cell in (out2 / "cells").iterdir():
        cell.unlink()
    message = _quick(lambda: run_sweep(spec, out2, local=True))
    assert "is a symlink" in message and not any(elsewhere.iterdir())


def test_a_partition_cache_in_a_foreign_folder_is_refused(tmp_path, monkeypatch) -> None:
    from hlo2chakra.frontend.xla import cache

    system = tmp_path / "etc"
    system.mkdir()
    (system / "passwd").write_text("root:x:0:0")
    with pytest.raises(cache.ForeignRoot, match="'passwd'"):
        cache.staging(system, "a" * 32)
    assert sorted(p.name for p in system.iterdir()) == ["passwd"]
    link = tmp_path / "link"
    link.symlink_to(system, target_is_directory=True)
    with pytest.raises(cache.ForeignRoot, match="symlink"):
        cache.staging(link, "a" * 32)
    fresh = tmp_path / "fresh"
    tmp = cache.staging(fresh, "b" * 32)
    assert tmp.parent == fresh and (fresh / cache.ROOT_MARKER).is_file()


# -- resource exhaustion --------------------------------------------------------------------------

def test_eight_groups_of_ten_alternatives_are_counted_not_built(tmp_path) -> None:
    topology = "Switch(4, " + " x ".join("{" + ",".join(str(i) for i in range(1, 11)) + "}GB/s" for _ in range(8)) + ")"
    out = tmp_path / "out"
    message = _quick(lambda: run_sweep(_spec(tmp_path / "in", topologies=[topology]), out, local=True))
    assert "100,000,000 cells" in message
    assert not out.exists()   # a bad spec leaves no OUT skeleton


def test_a_trillion_devices_is_refused_at_the_ceiling(tmp_path) -> None:
    message = _quick(lambda: load_spec(_spec(tmp_path, meshes=[{"devices": 10**12}])), 2.0)
    assert "meshes[0].devices" in message and "ceiling" in message


def test_a_billion_laughs_anchor_is_refused(tmp_path) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in range(1, 9):
        lines.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 10) + "]")
    path = tmp_path / "laughs.yaml"
    body = "\n".join("  " + line for line in lines)
    path.write_text(f"workload:\n  model: decoder\n  set:\n{body.replace('  a', '    a')}\nmeshes: [{{data: 2}}]\n"
                    f"topologies: ['{TOPOLOGY}']\n")
    message = _quick(lambda: load_spec(path), 2.0)
    assert "aliases expand" in message


def test_a_huge_topology_is_not_echoed(tmp_path) -> None:
    huge = "Switch(4, 450GB/s, 500ns" + "x" * 1_000_000 + ")"
    message = _quick(lambda: load_spec(_spec(tmp_path, topologies=[huge])), 5.0)
    assert "topologies[0]" in message and "1,000,025 characters" in message


# -- spec laxness ---------------------------------------------------------------------------------

def test_spec_laxness_is_refused_when_the_spec_loads(tmp_path) -> None:
    dup = tmp_path / "dup.yaml"
    dup.write_text(f"workload: {MODULE}\nmeshes: [{{data: 2}}]\ntopologies: ['{TOPOLOGY}']\nmeshes: [{{data: 4}}]\n")
    assert "key 'meshes' is given twice" in _quick(lambda: load_spec(dup), 2.0)
    assert ":4:" in _quick(lambda: load_spec(dup), 2.0)
    message = _quick(lambda: load_spec(_spec(tmp_path, docker_image="--privileged")), 2.0)
    assert "docker_image" in message and "docker option" in message
    assert "timeout_s" in _quick(lambda: load_spec(_spec(tmp_path, timeout_s=float("nan"))), 2.0)
    out = tmp_path / "out"
    same = _spec(tmp_path, hardware=["H100-SXM", "h100_sxm"])
    assert "same hardware" in _quick(lambda: run_sweep(same, out, local=True))
    assert not out.exists()


def test_a_spec_that_fails_to_plan_leaves_an_empty_folder_as_it_was(tmp_path) -> None:
    out = tmp_path / "empty"
    out.mkdir()
    _quick(lambda: run_sweep(_spec(tmp_path / "in", meshes=[{"bogus": 2}]), out, local=True))
    assert out.is_dir() and not any(out.iterdir())
    os.rmdir(out)


def test_a_dump_folder_workload_is_read_and_said_to_be_per_device(tmp_path) -> None:
    from dump_helpers import make_tiny_dump

    dump = make_tiny_dump(tmp_path / "dump")
    spec = load_spec(_spec(tmp_path, workload=str(dump)))
    assert spec.workload == dump.resolve()   # not "is not a file"
    message = _quick(lambda: run_sweep(spec, tmp_path / "out", local=True))
    assert "a sweep needs a global" in message and not (tmp_path / "out").exists()


def test_a_local_cluster_leaves_nothing_in_tmpdir(tmp_path, monkeypatch) -> None:
    pytest.importorskip("distributed")
    import tempfile

    from hlo2chakra.pipeline.sweep.execute import open_client

    tmp = tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setenv("TMPDIR", str(tmp))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp))
    scratch = tmp_path / "out" / "cache" / "workers"
    with open_client(None, 1, scratch) as client:
        assert client.submit(sum, [1, 2]).result() == 3
    assert not any(tmp.iterdir())   # no dask-scratch-space/{global,purge}.lock
    assert not scratch.exists()


def test_a_cell_worker_leaves_ctrl_c_to_its_parent(tmp_path) -> None:
    """Ctrl-C reaches the workers too; they ignore it and serve the next cell (the parent stops them
    with SIGTERM), so no interrupt is cut short mid clean-up or recorded as a cell's failure."""
    import signal

    from hlo2chakra.pipeline.sweep.local import LocalCell, cell_to_json
    from hlo2chakra.pipeline.sweep.tasks import CellOutcome, SimulationJob
    from hlo2chakra.runtime.child import ChildSet
    from hlo2chakra.sim.options import SimulationOptions
    from astra_helpers import make_trace_dir

    traces = make_trace_dir(tmp_path / "t", 4, 10, 1 << 20)
    cell = LocalCell(traces, SimulationJob(SimulationOptions(topology=TOPOLOGY, backend="analytical")))
    children = ChildSet()
    proc = children.start("hlo2chakra.pipeline.sweep.cell_worker")
    try:
        proc.stdin.write(cell_to_json(cell) + "\n")
        proc.stdin.flush()
        first = CellOutcome.from_json(proc.stdout.readline())
        proc.send_signal(signal.SIGINT)
        proc.stdin.write(cell_to_json(cell) + "\n")
        proc.stdin.flush()
        again = CellOutcome.from_json(proc.stdout.readline())
        assert first.status == again.status == "ok" and again.step_time_ns == first.step_time_ns
        assert proc.poll() is None
    finally:
        children.stop()


def test_alias_expansion_is_counted_exactly(tmp_path, monkeypatch) -> None:
    """The expanded size, counted by hand: the root 1 + 4 keys + a [1, 2] = 3 + b (1 + 3 x 3) = 10 +
    c (1 + key k + 3) = 5 + d (1 + 2 x 5) = 11, 34 nodes; one past the bound is refused."""
    from hlo2chakra.files import yaml_file

    path = tmp_path / "a.yaml"
    path.write_text("a: &a [1, 2]\nb: [*a, *a, *a]\nc: &c {k: *a}\nd: [*c, *c]\n")
    loader = yaml_file._loader(path, ValueError)(path.read_text())
    assert yaml_file._expanded_size(loader.get_single_node()) == 34
    monkeypatch.setattr(yaml_file, "MAX_EXPANDED_NODES", 34)
    assert yaml_file.read_yaml(path, "x", ValueError)["d"] == [{"k": [1, 2]}] * 2
    monkeypatch.setattr(yaml_file, "MAX_EXPANDED_NODES", 33)
    with pytest.raises(ValueError, match="aliases expand x beyond 33 values"):
        yaml_file.read_yaml(path, "x", ValueError)
