"""Options that cannot take effect say so, once, in the report, its summary and the comparison."""

from __future__ import annotations

import json

import pytest

from hlo2chakra.pipeline.convert import convert
from hlo2chakra.sim.options import SimulationOptions
from hlo2chakra.chakra.schema import CollectiveCommType
from hlo2chakra.pipeline import simulate as api
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.ignored_options import subgroup_algorithm_warning, subgroup_kinds
from hlo2chakra.pipeline.compare import compare

from conftest import PROGRAMS

TWO_DIMS = "Switch(2, 450GB/s, 500ns) x Switch(2, 50GB/s, 2us)"
ONE_DIM = "Switch(4, 450GB/s, 500ns)"
AR = int(CollectiveCommType.ALL_REDUCE)


@pytest.fixture(scope="module")
def dp_tp(tmp_path_factory):
    """data=2 x model=2 decoder: every collective runs on a communicator sub-group of 2 ranks."""
    out = tmp_path_factory.mktemp("dp_tp") / "traces"
    convert(PROGRAMS / "decoder_dp_tp" / "per_device.mlir", out)
    return out


def _net(dims: int) -> NetworkConfig:
    return NetworkConfig(("Switch",) * dims, (2,) * dims, (100.0,) * dims, (500.0,) * dims)


def test_the_subgroup_warning_needs_a_multi_dim_network_a_non_ring_algorithm_and_a_subgroup_collective():
    direct = SystemConfig(all_reduce=("direct",), all_gather=("direct",))
    message = subgroup_algorithm_warning(_net(2), direct, "direct", {AR})
    assert message is not None and message.startswith("system direct: all-reduce direct does not apply")
    assert "2-dimensional network" in message and "ring" in message
    assert subgroup_algorithm_warning(_net(1), direct, "direct", {AR}) is None
    assert subgroup_algorithm_warning(_net(2), SystemConfig(), "ring", {AR}) is None
    assert subgroup_algorithm_warning(_net(2), direct, "direct", set()) is None
    mixed = SystemConfig(all_reduce=("direct", "ring"))
    assert "all-reduce direct/ring" in subgroup_algorithm_warning(_net(2), mixed, "mine.json", {AR})


def test_only_collectives_on_real_subgroups_count(dp_tp):
    from hlo2chakra.chakra.trace import read_workload
    from hlo2chakra.sim.config.files import load_comm_groups

    traces = read_workload(dp_tp / "trace", 4)
    groups = load_comm_groups(dp_tp / "comm_groups.json")
    assert subgroup_kinds(traces, groups, 4) == {AR}
    assert subgroup_kinds(traces, {name: [0, 1, 2, 3] for name in groups}, 4) == set()   # the world


def test_system_algorithms_on_a_multi_dim_network_give_the_same_times_and_say_so(dp_tp, tmp_path):
    reports = {s: api.run_simulation(dp_tp, SimulationOptions(topology=TWO_DIMS, system=s, backend="analytical"),
                                     run_dir=tmp_path / s) for s in ("ring", "direct", "halving-doubling")}
    steps = {s: r.step.step_time_ns for s, r in reports.items()}
    assert len(set(steps.values())) == 1, steps
    assert not [w for w in reports["ring"].warnings if "sub-groups" in w]
    for name in ("direct", "halving-doubling"):
        warned = [w for w in reports[name].warnings if "communicator sub-groups" in w]
        assert len(warned) == 1 and warned[0].startswith(f"system {name}: all-reduce")
        assert json.loads((tmp_path / name / "summary.json").read_text())["warnings"].count(warned[0]) == 1
    # On one dimension the system's algorithm does apply to sub-groups: no warning.
    one = api.run_simulation(dp_tp, SimulationOptions(topology=ONE_DIM, system="direct", backend="analytical"))
    assert not [w for w in one.warnings if "sub-groups" in w]


def test_compare_warns_once_for_every_configuration_that_ignores_the_system(dp_tp, tmp_path):
    result = compare(dp_tp, [TWO_DIMS, TWO_DIMS.replace("50GB/s", "100GB/s")], out_dir=tmp_path / "c",
                    system="direct", backend="analytical", jobs=1)
    notes = [n for n in result.notes if "communicator sub-groups" in n]
    assert len(notes) == 1
    assert notes[0] in (tmp_path / "c" / "comparison.md").read_text()


def test_backend_options_ignored_by_the_embedded_backend_are_named(dp_tp, tmp_path):
    report = api.run_simulation(dp_tp, SimulationOptions(topology=ONE_DIM, backend="analytical",
                                astra_bin="/opt/astra/bin", docker_image="astra:latest", timeout_s=5, crash_retries=3))
    text = "\n".join(report.warnings)
    for flag in ("--astra-bin is ignored with --backend analytical", "--docker-image is ignored",
                 "--timeout has no effect", "--crash-retries has no effect"):
        assert flag in text
    plain = api.run_simulation(dp_tp, SimulationOptions(topology=ONE_DIM, backend="analytical"))
    assert not [w for w in plain.warnings if "no effect" in w or "ignored" in w]


def test_roofline_enabled_system_on_the_embedded_backend_is_named(dp_tp, tmp_path):
    from hlo2chakra.sim.config.presets import system_preset_path

    data = json.loads(system_preset_path("ring").read_text())
    data |= {"roofline-enabled": 1, "peak-perf": 900}
    path = tmp_path / "roofline.json"
    path.write_text(json.dumps(data))
    report = api.run_simulation(dp_tp, SimulationOptions(topology=ONE_DIM, system=str(path), backend="analytical"))
    assert [w for w in report.warnings if "ignores the system's roofline-enabled" in w]


def test_a_subgroup_spanning_two_dimensions_is_warned_about_naming_the_links_it_pays():
    from hlo2chakra.sim.ignored_options import crossing_subgroup_warning

    # data=4 x model=2 on Switch(4) x Switch(2): the data-parallel groups [0,2,4,6] and [1,3,5,7]
    # differ in both dimensions; the model-parallel pairs [0,1], ... only in dimension 0.
    net = NetworkConfig(("Switch", "Switch"), (4, 2), (450.0, 5.0), (500.0, 500.0))
    groups = {"1": (0, 2, 4, 6), "2": (1, 3, 5, 7), "3": (0, 1), "4": (2, 3)}
    message = crossing_subgroup_warning(net, groups, 8)
    assert message is not None and "\n" not in message
    assert message.startswith("communicator group 1 (and 1 more) spans network dimensions 0, 1")
    assert "dimension 0's links (450 GB/s)" in message and "dimension 1 never slow it" in message
    assert crossing_subgroup_warning(net, {"3": (0, 1), "4": (2, 3)}, 8) is None
    assert crossing_subgroup_warning(net, {"w": tuple(range(8))}, 8) is None  # the world is not a sub-group
    flat = NetworkConfig(("Switch",), (8,), (450.0,), (500.0,))
    assert crossing_subgroup_warning(flat, groups, 8) is None
