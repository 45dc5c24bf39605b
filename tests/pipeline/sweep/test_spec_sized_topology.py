"""Sweep topologies sized by the cell: ``{devices}`` and ``{devices/K}`` (issue 26, part 4).

One entry follows every mesh of the sweep, so cells over several sizes run instead of failing on
the topology; a placeholder the spec does not know is one line naming the topology key.
"""

from __future__ import annotations

import pytest
import yaml

from hlo2chakra.pipeline.sweep.expand import cell_count_bound, expand_cells
from hlo2chakra.pipeline.sweep.spec import SizedTopology, SweepSpecError, load_spec
from hlo2chakra.sim.config.resolve import parse_topology

AXES = (("data", 2), ("fsdp", 1))


@pytest.fixture
def base(tmp_path):
    (tmp_path / "global.mlir").write_text("module {}\n")
    return tmp_path


def _spec(base, topologies, meshes=({"data": 2, "fsdp": 4}, {"devices": 16})):
    path = base / "spec.yaml"
    path.write_text(yaml.safe_dump({"workload": "global.mlir", "meshes": list(meshes), "topologies": topologies}))
    return load_spec(path)


def test_devices_is_each_cells_device_count(base) -> None:
    spec = _spec(base, ["Switch({devices}, {450,900}GB/s, 500ns)",
                        "Switch(8, 900GB/s, 500ns) x Switch({devices/8}, 400Gb/s, 2us)", "Ring(8, 50GB/s, 1us)"])
    assert spec.topologies[0] == SizedTopology("Switch({devices}, {450,900}GB/s, 500ns)")
    assert spec.topologies[2] == "Ring(8, 50GB/s, 1us)"  # no placeholder: a plain entry as before
    cells = expand_cells(spec, AXES)
    assert cell_count_bound(spec, AXES) == len(cells) == (1 + 5) * 4  # 8 devices: 1 mesh, 16: 5 factorisations
    by_devices: dict[int, list[str]] = {}
    for cell in cells:
        if cell.mesh_label in ("data=2,fsdp=4", "data=16,fsdp=1"):
            by_devices.setdefault(cell.devices, []).append(cell.topology)
    assert by_devices == {
        8: ["Switch(8, 450GB/s, 500ns)", "Switch(8, 900GB/s, 500ns)",
            "Switch(8, 900GB/s, 500ns) x Switch(1, 400Gb/s, 2us)", "Ring(8, 50GB/s, 1us)"],
        16: ["Switch(16, 450GB/s, 500ns)", "Switch(16, 900GB/s, 500ns)",
             "Switch(8, 900GB/s, 500ns) x Switch(2, 400Gb/s, 2us)", "Ring(8, 50GB/s, 1us)"],
    }
    for cell in cells:  # a sized switch is a network of the cell's size
        if cell.topology.startswith("Switch(16") or cell.topology.startswith("Switch(8, 450"):
            assert parse_topology(cell.topology).num_npus == cell.devices


def test_spaces_inside_the_braces_are_allowed(base) -> None:
    spec = _spec(base, ["Switch({ devices / 4 }, 450GB/s, 500ns) x Ring(4, 50GB/s, 1us)"], [{"data": 2, "fsdp": 4}])
    assert [c.topology for c in expand_cells(spec, AXES)] == ["Switch(2, 450GB/s, 500ns) x Ring(4, 50GB/s, 1us)"]


@pytest.mark.parametrize("entry, says", [
    ("Switch({nodes}, 450GB/s, 500ns)", "unknown placeholder '{nodes}'"),
    ("Switch({devices*2}, 450GB/s, 500ns)", "unknown placeholder '{devices*2}'"),
    ("Switch({Devices}, 450GB/s, 500ns)", "unknown placeholder '{Devices}'"),
    ("Switch({devices/0}, 450GB/s, 500ns)", "{devices/0} divides by 0; K must be >= 1"),
    ("Switch({devices,8}, 450GB/s, 500ns)", "a placeholder cannot be one of the {a,b} alternatives"),
])
def test_a_bad_placeholder_is_one_line_naming_the_key(base, entry, says) -> None:
    with pytest.raises(SweepSpecError) as err:
        _spec(base, ["Ring(8, 50GB/s, 1us)", entry])
    message = str(err.value)
    assert says in message and "key 'topologies[1]'" in message and "spec.yaml" in message
    assert "{devices}" in message or "K must be" in message
    assert "\n" not in message


def test_a_divisor_that_does_not_divide_a_mesh_is_refused_naming_the_key(base) -> None:
    spec = _spec(base, ["Switch(8, 900GB/s, 500ns) x Switch({devices/8}, 400Gb/s, 2us)"], [{"data": 3, "fsdp": 4}])
    with pytest.raises(SweepSpecError) as err:
        expand_cells(spec, AXES)
    message = str(err.value)
    assert "key 'topologies[0]'" in message and "{devices/8} needs a device count that is a multiple of 8" in message
    assert "a mesh has 12 devices" in message and "\n" not in message


def test_the_same_sized_entry_twice_is_refused(base) -> None:
    with pytest.raises(SweepSpecError, match="'topologies' lists the same entry twice"):
        _spec(base, ["Switch({devices}, 450GB/s, 500ns)", "Switch({devices}, 450GB/s, 500ns)"])


def test_numeric_alternatives_are_still_alternatives(base) -> None:
    spec = _spec(base, ["Switch(8, {450}GB/s, 500ns)"], [{"data": 2, "fsdp": 4}])
    assert spec.topologies == ("Switch(8, {450}GB/s, 500ns)",)
    assert [c.topology for c in expand_cells(spec, AXES)] == ["Switch(8, 450GB/s, 500ns)"]
