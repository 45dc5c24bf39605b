"""The sweep spec: one-line errors naming the key; families and factorisations expand as written."""

from __future__ import annotations

import math

import pytest
import yaml

from hlo2chakra.pipeline.sweep.expand import expand_cells, expand_family, factorisations
from hlo2chakra.pipeline.sweep.spec import DeviceCount, SweepSpecError, ZooWorkload, load_spec

AXES = (("data", 2), ("fsdp", 1), ("model", 2), ("stage", 1))


@pytest.fixture
def base(tmp_path):
    (tmp_path / "global.mlir").write_text("module {}\n")
    (tmp_path / "prices.yaml").write_text("currency: USD\n")
    return tmp_path


def _spec(base, **changes):
    data = {"workload": "global.mlir", "meshes": [{"data": 4, "model": 2}, {"data": 2, "model": 4}],
            "hardware": ["H100-SXM", "A100-SXM-40GB"],
            "topologies": ["Switch(8, 450GB/s, 500ns)", "Switch(4, 450GB/s, 500ns) x Ring(2, 25GB/s, 2us)"],
            "systems": ["default"], "prices": "prices.yaml"} | changes
    data = {k: v for k, v in data.items() if v is not None}
    path = base / "spec.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_spec(path)


def test_the_issue_example_loads_as_written(base) -> None:
    spec = _spec(base)
    assert spec.workload == (base / "global.mlir").resolve()
    assert spec.meshes == ((("data", 4), ("model", 2)), (("data", 2), ("model", 4)))
    assert spec.prices == (base / "prices.yaml").resolve()
    cells = expand_cells(spec, AXES)
    assert len(cells) == 2 * 2 * 2 * 1
    assert [c.mesh_label for c in cells[:4]] == ["data=4,model=2"] * 4
    assert all(c.devices == 8 for c in cells)
    assert [c.topology for c in cells[:2]] == list(spec.topologies)


@pytest.mark.parametrize("changes, key", [
    ({"workload": None}, "'workload' is missing"),
    ({"networks": ["x"]}, "'networks' is not a known key"),
    ({"workload": "nope.mlir"}, "'workload' names 'nope.mlir'"),
    ({"workload": {"model": "no-such-model"}}, "'workload.model'"),
    ({"workload": {"model": "gpt2-small", "size": 3}}, "'workload.size'"),
    ({"meshes": [{"data": 4}, {"data": 0}]}, "'meshes[1].data' must be an integer >= 1"),
    ({"meshes": [{"devices": 8, "data": 2}]}, "'meshes[0]' gives 'devices' with other axes"),
    ({"meshes": []}, "'meshes' must be a non-empty list"),
    ({"hardware": ["H100-SXM", 3]}, "'hardware[1]' must be a non-empty string"),
    ({"topologies": ["a", "a"]}, "'topologies' lists the same entry twice"),
    ({"prices": "missing.yaml"}, "'prices' names 'missing.yaml'"),
    ({"backend": "gpu"}, "'backend' must be one of"),
])
def test_errors_are_one_line_and_name_the_key(base, changes, key) -> None:
    with pytest.raises(SweepSpecError) as err:
        _spec(base, **changes)
    message = str(err.value)
    assert key in message and "\n" not in message and "spec.yaml" in message


def test_zoo_workload_and_device_count(base) -> None:
    spec = _spec(base, workload={"model": "gpt2-small", "set": {"layers": 2}}, meshes={"devices": 8})
    assert spec.workload == ZooWorkload("gpt2-small", (("layers", 2),))
    assert spec.meshes == (DeviceCount(8),)


def test_every_factorisation_over_the_module_axes(base) -> None:
    meshes = factorisations(8, ["data", "fsdp", "model", "stage"])
    # ordered factorisations of 2^3 into 4 factors: compositions of 3 into 4 parts = C(6, 3)
    assert len(meshes) == math.comb(6, 3) == len(set(meshes))
    assert all(math.prod(s for _, s in m) == 8 for m in meshes)
    assert meshes[0] == (("data", 1), ("fsdp", 1), ("model", 1), ("stage", 8))
    spec = _spec(base, meshes={"devices": 8}, hardware=["H100-SXM"], topologies=["Switch(8, 450GB/s, 500ns)"])
    assert len(expand_cells(spec, AXES)) == 20


def test_a_mesh_axis_the_module_lacks_is_named(base) -> None:
    spec = _spec(base, meshes=[{"data": 4, "expert": 2}])
    with pytest.raises(SweepSpecError, match=r"'meshes\[0\]\.expert' is not an axis of the module's mesh"):
        expand_cells(spec, AXES)


def test_topology_families_expand_into_their_product() -> None:
    specs = expand_family("Switch(8, {400,900}GB/s, 500ns) x Ring(8, {100,200}Gb/s, 2us)")
    assert specs == ["Switch(8, 400GB/s, 500ns) x Ring(8, 100Gb/s, 2us)",
                     "Switch(8, 400GB/s, 500ns) x Ring(8, 200Gb/s, 2us)",
                     "Switch(8, 900GB/s, 500ns) x Ring(8, 100Gb/s, 2us)",
                     "Switch(8, 900GB/s, 500ns) x Ring(8, 200Gb/s, 2us)"]
    assert expand_family("h100-8x-nvswitch") == ["h100-8x-nvswitch"]
    with pytest.raises(SweepSpecError, match="unbalanced braces"):
        expand_family("Switch(8, {400GB/s, 500ns)")
    # An empty alternative is a spec error naming the group (it was a TypeError: shown() took no limit).
    with pytest.raises(SweepSpecError, match=r"empty alternative in \{400GB/s,,900GB/s\}"):
        expand_family("Switch(8, {400GB/s,,900GB/s}, 500ns)")


def test_a_native_or_docker_astra_sim_reaches_every_cell(base) -> None:
    from hlo2chakra.pipeline.sweep.plan import _digest, cell_key, simulation_options
    from hlo2chakra.pipeline.sweep.tasks import cell_options

    plain = _spec(base, backend="astra-sim")
    native = _spec(base, backend="astra-sim", astra_bin="bin/astra", docker_image="astra-sim:1")
    assert native.astra_bin == str((base / "bin" / "astra").resolve()) and native.docker_image == "astra-sim:1"
    options = cell_options(simulation_options(native), "Switch(8, 450GB/s, 500ns)", None, 8)
    assert (options.astra_bin, options.docker_image, options.backend.value) == (native.astra_bin, "astra-sim:1",
                                                                                "astra-sim")
    cell = expand_cells(plain, AXES)[0]
    # unset, the key is the one earlier runs saved their cells under (they resume); set, another key
    assert cell_key("t", cell, plain) == _digest({"traces": "t", "topology": cell.topology, "system": cell.system,
                                                  "backend": "astra-sim"})
    assert cell_key("t", cell, native) != cell_key("t", cell, plain)
