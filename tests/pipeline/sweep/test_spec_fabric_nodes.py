"""Sweep topologies ``{preset: FAMILY, nodes: auto}``: the parametric fabric at each cell's devices / 8."""

from __future__ import annotations

import pytest
import yaml

from hlo2chakra.pipeline.sweep.expand import cell_count_bound, expand_cells
from hlo2chakra.pipeline.sweep.spec import FabricNodes, SweepSpecError, load_spec
from hlo2chakra.sim.config.resolve import parse_topology

AXES = (("data", 2), ("fsdp", 1), ("model", 2), ("stage", 1))
NDR = "h100-8x-nvswitch-x-ib-ndr400"


@pytest.fixture
def base(tmp_path):
    (tmp_path / "global.mlir").write_text("module {}\n")
    return tmp_path


def _spec(base, **changes):
    data = {"workload": "global.mlir", "meshes": [{"data": 2, "fsdp": 8}, {"data": 8, "fsdp": 32}],
            "hardware": ["H100-SXM"], "topologies": [{"preset": NDR, "nodes": "auto"}]} | changes
    path = base / "spec.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_spec(path)


def test_nodes_auto_is_devices_over_eight_per_cell(base) -> None:
    spec = _spec(base, topologies=[{"preset": NDR, "nodes": "auto"}, "Switch(16, 450GB/s, 500ns)",
                                   {"preset": "b200-8x-nvswitch-x-ib-xdr800", "nodes": "auto", "oversubscription": 2}])
    assert spec.topologies[0] == FabricNodes(NDR, None, "", 8, spec.topologies[0].where)
    cells = expand_cells(spec, AXES)
    assert cell_count_bound(spec, AXES) == len(cells) == 2 * 3
    by_mesh = {}
    for cell in cells:
        by_mesh.setdefault((cell.mesh_label, cell.devices), []).append(cell.topology)
    assert by_mesh == {
        ("data=2,fsdp=8", 32): [f"{NDR}-4node", "Switch(16, 450GB/s, 500ns)", "b200-8x-nvswitch-x-ib-xdr800-4node-os2"],
        ("data=8,fsdp=32", 512): [f"{NDR}-64node", "Switch(16, 450GB/s, 500ns)", "b200-8x-nvswitch-x-ib-xdr800-64node-os2"],
    }
    for cell in cells:  # every fabric name resolves to a network of the cell's size
        if "node" in cell.topology:
            assert parse_topology(cell.topology).num_npus == cell.devices


def test_device_count_meshes_expand_per_factorisation(base) -> None:
    spec = _spec(base, meshes=[{"devices": 16}, {"devices": 2048}])
    cells = expand_cells(spec, AXES)
    assert {c.topology for c in cells if c.devices == 16} == {f"{NDR}-2node"}
    assert {c.topology for c in cells if c.devices == 2048} == {f"{NDR}-256node"}


def test_a_fixed_node_count_is_the_same_name(base) -> None:
    spec = _spec(base, topologies=[{"preset": NDR, "nodes": 4}], meshes=[{"data": 2, "fsdp": 8}])
    assert [c.topology for c in expand_cells(spec, AXES)] == [f"{NDR}-4node"]


@pytest.mark.parametrize("meshes, says", [
    ([{"data": 3, "fsdp": 2}], "nodes: auto needs a device count that is a multiple of 8"),  # 12 devices
    ([{"data": 2, "fsdp": 2}], "gives 1 node for 8 devices"),
])
def test_devices_that_are_no_whole_nodes_are_refused(base, meshes, says) -> None:
    spec = _spec(base, meshes=meshes)
    with pytest.raises(SweepSpecError) as err:
        expand_cells(spec, AXES)
    message = str(err.value)
    assert says in message and "'topologies[0]'" in message and "spec.yaml" in message and "\n" not in message


@pytest.mark.parametrize("entry, key", [
    ({"preset": "dgx-h100", "nodes": "auto"}, "'topologies[0].preset' must name a fabric family"),
    ({"preset": NDR}, "'topologies[0].nodes' is missing"),
    ({"preset": NDR, "nodes": 1}, "'topologies[0].nodes' must be auto or a node count >= 2"),
    ({"preset": NDR, "nodes": 0}, "'topologies[0].nodes' must be auto"),
    ({"preset": NDR, "nodes": "all"}, "'topologies[0].nodes' must be auto"),
    ({"preset": NDR, "nodes": 10**9}, "rank ceiling"),
    ({"preset": NDR, "nodes": "auto", "oversubscription": 0.5}, "'topologies[0].oversubscription' must be a number >= 1"),
    ({"preset": NDR, "nodes": "auto", "oversubscription": 100}, "oversubscription 100 must be between 1 and 64"),
    ({"preset": NDR, "nodes": "auto", "rails": 8}, "'topologies[0].rails' is not a known key"),
])
def test_bad_fabric_entries_are_one_line_naming_the_key(base, entry, key) -> None:
    with pytest.raises(SweepSpecError) as err:
        _spec(base, topologies=[entry])
    message = str(err.value)
    assert key in message and "\n" not in message and "spec.yaml" in message


def test_the_same_fabric_entry_twice_is_refused(base) -> None:
    with pytest.raises(SweepSpecError, match="'topologies' lists the same entry twice"):
        _spec(base, topologies=[{"preset": NDR, "nodes": "auto"}, {"preset": NDR, "nodes": "auto"}])


def test_string_entries_keep_their_index_in_errors(base) -> None:
    with pytest.raises(SweepSpecError, match=r"'topologies\[1\]' must be a non-empty string"):
        _spec(base, topologies=[{"preset": NDR, "nodes": "auto"}, ""])


def test_a_fabric_cell_simulates_with_its_own_system(tmp_path) -> None:
    from astra_helpers import make_trace_dir
    from hlo2chakra.pipeline.sweep.local import LocalCell, run_local
    from hlo2chakra.pipeline.sweep.tasks import SimulationJob, cell_options
    from hlo2chakra.sim.options import SimulationOptions

    traces = make_trace_dir(tmp_path / "t", 16, 10, 2**20)
    base = SimulationOptions(backend="analytical")
    cells = [LocalCell(traces, SimulationJob(cell_options(base, t, None, 16)))
             for t in (f"{NDR}-2node", f"{NDR}-2node-datasheet", f"{NDR}-4node")]
    outcomes = run_local(cells, 1)
    assert [o.status for o in outcomes] == ["ok", "ok", "failed"]
    assert outcomes[0].step_time_ns > outcomes[0].compute_ns > 0
    assert "network has 32 NPUs" in outcomes[2].message
