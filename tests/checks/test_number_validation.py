"""Every number is checked where it enters (issue 10, numbers): finite, physical, fitting its type.

Before, NaN, inf, tiny, huge and overflowing values ended in ``OverflowError``, "Value out of
range" or "cannot convert float NaN" with no culprit; now each gets one line naming the file,
the key and the value. The ranges live in ``hlo2chakra.checks.quantities``.
"""

from __future__ import annotations

import json

import pytest
import yaml
from typer.testing import CliRunner

from astra_helpers import make_trace_dir
from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, write_trace
from hlo2chakra.chakra.validate.workload import validate_traces
from hlo2chakra.cli.app import app
from hlo2chakra.cost.hardware import PRESET_DIR, HardwareError
from hlo2chakra.cost.hardware_yaml import load_hardware
from hlo2chakra.checks.quantities import BANDWIDTH_BYTES_PER_S, LATENCY_NS
from hlo2chakra.sim.config.files import ConfigError, load_network, load_system
from hlo2chakra.sim.config.resolve import parse_topology
from hlo2chakra.sim.config.topology import bandwidth_to_astra, latency_to_ns

GPU = bool_attr("is_cpu_op", False)
GEMM_PROGRAM = """
module @m attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    return %0 : tensor<256x256xf32>
  }
}
"""


def _hardware_doc() -> dict:
    return yaml.safe_load((PRESET_DIR / "h100-sxm.yaml").read_text())


@pytest.mark.parametrize("key, value", [
    ("memory_bandwidth_bytes_per_s", 1e-300),
    ("memory_bandwidth_bytes_per_s", 1e300),
    ("peak_flops_per_s.bf16", 1e-300),
    ("vector_flops_per_s.f32", 1e-300),
    ("launch_overhead_ns", 1e30),
    ("memory_capacity_bytes", 2**80),
    ("efficiency.memory_latency_ns", 1e30),
    ("efficiency.gemm_tile_m", 2**40),
])
def test_hardware_numbers_outside_physical_ranges_name_file_key_value(tmp_path, key, value) -> None:
    doc = _hardware_doc()
    target = doc
    *parents, leaf = key.split(".")
    for part in parents:
        target = target[part]
    target[leaf] = value
    path = tmp_path / "hostile.yaml"
    path.write_text(yaml.safe_dump(doc))
    with pytest.raises(HardwareError) as info:
        load_hardware(path)
    text = str(info.value)
    assert "\n" not in text
    assert str(path) in text and f"'{key}'" in text and repr(value) in text


def test_hostile_hardware_is_refused_by_convert_in_one_line(tmp_path, write_mlir) -> None:
    doc = _hardware_doc()
    doc["memory_bandwidth_bytes_per_s"] = 1e-300
    path = tmp_path / "tiny.yaml"
    path.write_text(yaml.safe_dump(doc))
    module = write_mlir(GEMM_PROGRAM)
    result = CliRunner().invoke(app, ["convert", str(module), "-o", str(tmp_path / "out"), "--hardware", str(path)])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "memory_bandwidth_bytes_per_s" in lines[0] and "1e-300" in lines[0]
    assert "physical range" in lines[0] and not (tmp_path / "out").exists()


@pytest.mark.parametrize("spec, culprit", [
    ("Switch(8, 1e-300GB/s, 500ns)", r"bandwidth '1e-300GB/s': bandwidth .* below the physical range"),
    ("Switch(8, 1e308TB/s, 500ns)", r"bandwidth '1e308TB/s': bandwidth .* above the physical range"),
    ("Switch(8, 2000TB/s, 500ns)", r"bandwidth '2000TB/s': bandwidth .* above the physical range"),
    ("Switch(8, 450GB/s, 1e300s)", r"latency '1e300s': latency .* above the physical range"),
    ("Switch(8, 450GB/s, 2s)", r"latency '2s': latency .* above the physical range"),
    ("Switch(8, 450GB/s, -5ns)", r"latency '-5ns': negative latency"),
    ("Switch(8, -50GB/s, 500ns)", r"bandwidth '-50GB/s': negative bandwidth"),
])
def test_topology_specs_outside_physical_ranges(spec, culprit) -> None:
    with pytest.raises(ConfigError, match=culprit) as info:
        parse_topology(spec)
    assert "dimension 0" in str(info.value) and "needs a unit" not in str(info.value)


def test_range_edges_are_accepted() -> None:
    assert bandwidth_to_astra("1MB/s") == pytest.approx(BANDWIDTH_BYTES_PER_S.low / 2**30)
    assert bandwidth_to_astra("1000TB/s") == pytest.approx(BANDWIDTH_BYTES_PER_S.high / 2**30)
    assert latency_to_ns("0ns") == 0 and latency_to_ns("1s") == LATENCY_NS.high
    assert bandwidth_to_astra("+50GB/s") == pytest.approx(50e9 / 2**30)


def test_unit_bearing_topology_file_is_checked(tmp_path) -> None:
    path = tmp_path / "topo.yml"
    path.write_text("dimensions:\n  - {topology: Switch, npus: 8, bandwidth: 1e-300GB/s, latency: 500ns}\n")
    with pytest.raises(ConfigError, match=rf"{path}: dimension 0: bandwidth '1e-300GB/s'.*below"):
        parse_topology(str(path))


@pytest.mark.parametrize("field, values, culprit", [
    ("latency", "[ .nan ]", r"'latency' entry 0 = nan: latency must be a finite number"),
    ("latency", "[ .inf ]", r"'latency' entry 0 = inf: latency inf ns is above the physical range"),
    ("latency", "[ 1e300 ]", r"'latency' entry 0 = 1e\+300: latency"),
    ("bandwidth", "[ .nan ]", r"'bandwidth' entry 0 = nan: bandwidth must be a finite number"),
    ("bandwidth", "[ 1e-300 ]", r"'bandwidth' entry 0 = 1e-300: bandwidth .* below the physical range"),
    ("npus_count", "[ .nan ]", r"'npus_count' entry 0 = nan is not a whole number"),
    ("npus_count", "[ 2.5 ]", r"'npus_count' entry 0 = 2.5 is not a whole number"),
])
def test_raw_network_yaml_numbers(tmp_path, field, values, culprit) -> None:
    doc = {"topology": "[ Ring ]", "npus_count": "[ 4 ]", "bandwidth": "[ 50 ]", "latency": "[ 500 ]"}
    doc[field] = values
    path = tmp_path / "net.yml"
    path.write_text("".join(f"{k}: {v}\n" for k, v in doc.items()))
    with pytest.raises(ConfigError, match=culprit) as info:
        load_network(path)
    assert str(info.value).startswith(f"{path}: ")


@pytest.mark.parametrize("key, value, culprit", [
    ("endpoint-delay", float("nan"), r"'endpoint-delay' = nan: latency must be a finite number"),
    ("endpoint-delay", 1e30, r"'endpoint-delay' = 1e\+30: latency .* above the physical range"),
    ("endpoint-delay", -1, r"'endpoint-delay' = -1.0: negative latency"),
    ("local-mem-bw", float("nan"), r"'local-mem-bw' = nan: bandwidth must be a finite number"),
    ("local-mem-bw", 1e-300, r"'local-mem-bw' = 1e-300: bandwidth .* below"),
    ("peak-perf", float("inf"), r"'peak-perf' = inf: compute rate .* above"),
    ("preferred-dataset-splits", float("nan"), r"'preferred-dataset-splits' = nan is not an integer"),
    ("preferred-dataset-splits", 1e30, r"'preferred-dataset-splits' = 1e\+30 is not an integer|does not fit the int32"),
    ("active-chunks-per-dimension", 2**40, r"'active-chunks-per-dimension' = 1099511627776 does not fit the int32"),
])
def test_system_json_numbers(tmp_path, key, value, culprit) -> None:
    doc = {"preferred-dataset-splits": 4, "all-reduce-implementation": ["ring"], "all-gather-implementation": ["ring"],
           "reduce-scatter-implementation": ["ring"], "all-to-all-implementation": ["ring"], "endpoint-delay": 10}
    doc[key] = value
    path = tmp_path / "sys.json"
    path.write_text(json.dumps(doc))  # json writes NaN / Infinity, which json.loads reads back
    with pytest.raises(ConfigError, match=culprit) as info:
        load_system(path)
    assert str(info.value).startswith(f"{path}: ") and "\n" not in str(info.value)


def _trace(duration_us: int, comm_bytes: int) -> EtTrace:
    attrs = (GPU, int_attr("comm_type", CollectiveCommType.ALL_REDUCE), int_attr("comm_size", comm_bytes, "uint64"))
    return EtTrace((EtNode(1, "fwd", NodeType.COMP_NODE, duration_micros=duration_us, attrs=(GPU,)),
                    EtNode(2, "ar", NodeType.COMM_COLL_NODE, data_deps=(1,), attrs=attrs)))


@pytest.mark.parametrize("duration_us, comm_bytes, rule, culprit", [
    (2**64 - 1, 4096, "duration", "duration 18446744073709551615 us is above the physical range"),
    (10, 2**63 - 1, "comm-size", "message size 9223372036854775807 B is above the physical range"),
])
def test_trace_numbers_beyond_physical_ranges_are_violations(duration_us, comm_bytes, rule, culprit) -> None:
    violations = validate_traces([_trace(duration_us, comm_bytes)] * 2)
    assert [(v.rank, v.rule) for v in violations] == [(0, rule), (1, rule)]
    assert culprit in violations[0].message


@pytest.mark.parametrize("duration_us, comm_bytes, culprit", [
    (2**64 - 1, 4096, "duration 18446744073709551615 us"),
    (10, 2**63 - 1, "message size 9223372036854775807 B"),
])
def test_simulate_refuses_overflowing_traces_in_one_line(tmp_path, duration_us, comm_bytes, culprit) -> None:
    folder = make_trace_dir(tmp_path / "w", 2, 10, 4096)
    for rank in range(2):
        write_trace(folder / f"trace.{rank}.et", _trace(duration_us, comm_bytes))
    result = CliRunner().invoke(app, ["simulate", str(folder), "--topology", "Switch(2, 50GB/s, 1us)",
                                      "--backend", "analytical", "-o", str(tmp_path / "run")])
    assert result.exit_code == 1, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and culprit in lines[0] and "rank 0 node" in lines[0]
    assert not (tmp_path / "run").exists()
