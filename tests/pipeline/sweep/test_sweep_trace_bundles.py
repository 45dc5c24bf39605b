"""The sweep's trace cache keeps convert's one copy per distinct trace (issue 26, part 4).

A bundle carries the manifest and each distinct trace once; written out (the store's cache, a
worker's run folder) the ranks that share a trace are hard links again, under a ``bundle.json``
stamp. A cached folder of the older format (every rank's bytes, no stamp), a partial or an edited
one is never trusted: it is named in a warning, converted again and replaced. A real sweep over
two mesh sizes runs on one ``{devices}`` topology.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pandas as pd
import pytest
import yaml

from conftest import PROGRAMS
from hlo2chakra.chakra.manifest import read_manifest
from hlo2chakra.pipeline.sweep.run import run_sweep
from hlo2chakra.pipeline.sweep.store import SweepStore
from hlo2chakra.pipeline.sweep.tasks import (BUNDLE_STAMP, BundleError, TraceBundle, bundle_is_current, read_bundle,
                                             write_bundle)

KEY = "0123456789abcdef01234567"


@pytest.fixture(scope="module")
def converted(tmp_path_factory) -> Path:
    from hlo2chakra.pipeline.convert import convert

    out = tmp_path_factory.mktemp("conv") / "traces"
    convert(PROGRAMS / "mlp_dp" / "per_device.mlir", out)  # 4 ranks, one distinct trace
    return out


def _old_format(converted: Path, folder: Path) -> None:
    """A cache folder as the format before the stamp kept it: every rank's bytes, no bundle.json."""
    folder.mkdir(parents=True)
    for path in converted.iterdir():
        (folder / path.name).write_bytes(path.read_bytes())


def test_a_bundle_carries_each_distinct_trace_once(converted) -> None:
    manifest = read_manifest(converted)
    assert manifest.num_ranks == 4 and manifest.trace_groups == ((0, 1, 2, 3),)
    bundle = read_bundle(KEY, converted)
    names = [name for name, _ in bundle.files]
    assert "trace.0.et" in names and not {"trace.1.et", "trace.2.et", "trace.3.et"} & set(names)
    every_rank = sum(p.stat().st_size for p in converted.iterdir() if p.is_file())
    trace = (converted / "trace.0.et").stat().st_size
    assert bundle.size_bytes == every_rank - 3 * trace


def test_writing_a_bundle_links_the_ranks_again(converted, tmp_path) -> None:
    folder = write_bundle(read_bundle(KEY, converted), tmp_path / KEY)
    inodes = {(folder / f"trace.{r}.et").stat().st_ino for r in range(4)}
    assert len(inodes) == 1 and (folder / "trace.3.et").stat().st_nlink == 4
    for path in converted.iterdir():  # the same bytes as convert wrote, rank by rank
        assert (folder / path.name).read_bytes() == path.read_bytes(), path.name
    stamp = json.loads((folder / BUNDLE_STAMP).read_text())
    assert stamp["format"] == 2 and stamp["key"] == KEY and "trace.0.et" in stamp["sha256"]
    assert bundle_is_current(folder, KEY, verify=True) and not bundle_is_current(folder, "f" * 24)
    assert read_bundle(KEY, folder) == read_bundle(KEY, converted)  # the stamp does not travel
    assert write_bundle(read_bundle(KEY, converted), folder) == folder  # written once, reused


def test_a_bundle_of_another_format_is_refused(converted, tmp_path) -> None:
    old = TraceBundle(KEY, read_bundle(KEY, converted).files, format=1)
    with pytest.raises(BundleError, match="is format 1; this hlo2chakra reads format 2"):
        write_bundle(old, tmp_path / KEY)


@pytest.mark.parametrize("damage", ["old-format", "edited", "missing-rank"])
def test_a_stale_cache_folder_is_converted_again_never_trusted(converted, tmp_path, damage) -> None:
    store = SweepStore(tmp_path / "out")
    folder = store.traces_dir / KEY
    if damage == "old-format":
        _old_format(converted, folder)
    else:
        store.save_bundle(read_bundle(KEY, converted))
        assert store.trace_folder(KEY) == folder
        if damage == "edited":
            (folder / "trace.0.et").write_bytes(b"\0" * 16)
        else:
            (folder / "trace.2.et").unlink()
    assert store.trace_folder(KEY) is None and store.bundle(KEY) is None
    assert any(str(folder) in w and "converting again" in w for w in store.warnings)
    store.save_bundle(read_bundle(KEY, converted))  # the recomputed traces replace the stale folder
    assert store.trace_folder(KEY) == folder and (folder / "trace.1.et").stat().st_nlink == 4


def test_a_sweep_over_two_sizes_runs_on_one_sized_topology_and_caches_one_trace_each(tmp_path) -> None:
    spec = tmp_path / "spec.yaml"
    spec.write_text(yaml.safe_dump({"workload": str(PROGRAMS / "mlp_dp" / "global.mlir"),
                                    "meshes": [{"data": 4}, {"data": 8}], "backend": "analytical",
                                    "topologies": ["Switch({devices}, 450GB/s, 500ns)"]}))
    out = tmp_path / "out"
    result = run_sweep(spec, out, local=True, workers=1)
    frame = result.frame.sort_values("devices")
    assert list(frame["status"]) == ["ok", "ok"], list(frame["message"])
    assert list(frame["topology"]) == ["Switch(4, 450GB/s, 500ns)", "Switch(8, 450GB/s, 500ns)"]
    folders = sorted((out / "cache" / "traces").iterdir())
    assert len(folders) == 2
    for folder in folders:
        manifest = read_manifest(folder)
        assert manifest.distinct_traces == 1
        assert len({(folder / f"trace.{r}.et").stat().st_ino for r in range(manifest.num_ranks)}) == 1
    # the folders as the older format kept them, and the cells gone: converted again, same results
    for folder in folders:
        (folder / BUNDLE_STAMP).unlink()
    shutil.rmtree(out / "cells")
    again = run_sweep(spec, out, local=True, workers=1)
    assert again.computed == 2 and sum("converting again" in w for w in again.warnings) == 2
    pd.testing.assert_frame_equal(again.frame, result.frame)
    assert all((folder / BUNDLE_STAMP).is_file() for folder in folders)
