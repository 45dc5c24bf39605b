"""A sweep of a zoo model whose program cannot be retargeted to every mesh of the spec.

The zoo ResNets pool per device (a ``shard_map`` region manual over ``data``), so their export
cannot be resized along ``data``; the sweep exports the model again for each such mesh, and every
cell converts the program of its own mesh.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from hlo2chakra.pipeline.sweep.plan import mesh_exports
from hlo2chakra.pipeline.sweep.run import run_sweep
from hlo2chakra.pipeline.sweep.spec import load_spec

pytestmark = pytest.mark.slow

SMALL = {"batch": 32, "image": 64, "width": 8, "blocks": "1,1,1,1", "classes": 10}


def _spec(folder: Path, workload) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    spec = {"workload": workload, "meshes": [{"data": 2}, {"data": 4}], "hardware": ["H100-SXM"],
            "topologies": ["Switch(2, 450GB/s, 500ns)", "Switch(4, 450GB/s, 500ns)"], "backend": "analytical"}
    path = folder / "spec.yaml"
    path.write_text(yaml.safe_dump(spec))
    return path


def test_a_resnet_sweep_converts_each_mesh_from_its_own_export(tmp_path) -> None:
    spec = _spec(tmp_path / "in", {"model": "resnet18", "set": SMALL})
    result = run_sweep(spec, tmp_path / "out", workers=1, local=True)
    frame = result.frame
    sized = frame[frame["topology"].str.startswith(("Switch(2", "Switch(4"))]
    matching = sized[[t.startswith(f"Switch({m.split('=')[1]},") for m, t in zip(sized["mesh"], sized["topology"])]]
    assert sorted(matching["mesh"]) == ["data=2", "data=4"]
    assert list(matching["status"]) == ["ok", "ok"], list(matching["message"])
    peak = dict(zip(matching["mesh"], matching["memory_peak_bytes"]))
    # the same global batch over half the devices: each device holds twice the activations
    # (its kernels are too small here for their times to tell: launch and latency bound)
    assert peak["data=2"] > 1.3 * peak["data=4"]  # weights are the same on both
    exports = sorted(p.name for p in (tmp_path / "out" / "cache" / "workloads").iterdir())
    assert len(exports) == 2  # the model's own mesh (data=4) and data=2


def test_a_module_file_is_never_exported_again(tmp_path) -> None:
    module = Path(__file__).resolve().parents[2] / "data" / "programs" / "decoder_dp_tp" / "global.mlir"
    spec = load_spec(_spec(tmp_path, str(module)))
    assert mesh_exports(spec, module, tmp_path / "exports") == {}
    assert not (tmp_path / "exports").exists()


def test_a_mesh_whose_export_fails_is_a_failed_row_not_a_crash(tmp_path, monkeypatch) -> None:
    from hlo2chakra.export.run import ExportError
    from hlo2chakra.pipeline.sweep import plan as plan_module

    spec = load_spec(_spec(tmp_path / "in", {"model": "resnet18", "set": SMALL}))
    default = plan_module.export_workload(spec.workload, tmp_path / "exports")

    def refuse(workload, folder, mesh=None):
        raise ExportError("export worker ran out of memory")

    monkeypatch.setattr(plan_module, "export_workload", refuse)
    per_mesh = mesh_exports(spec, default, tmp_path / "exports")
    assert per_mesh == {"data=2": "export for mesh data=2: export worker ran out of memory"}
    planned = plan_module.plan_sweep(spec, default, per_mesh).cells
    errors = {(pc.cell.mesh_label, pc.cell.topology[:9]): pc.precheck_error for pc in planned}
    assert errors[("data=2", "Switch(2,")] == errors[("data=2", "Switch(4,")] == per_mesh["data=2"]
    assert errors[("data=4", "Switch(4,")] == ""  # the model's own mesh converts its first export
