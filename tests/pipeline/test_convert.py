"""End to end: StableHLO programs exported by our own scripts (and Hespas' fixtures) -> traces.

Numbers are checked against independent sources: XLA's HloCostAnalysis of the same per-device
module, XLA's own collective list recorded at export time (meta.json), and hand derivations.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hlo2chakra.chakra.manifest import CollectiveTotal
from hlo2chakra.pipeline.convert import convert, load_program
from hlo2chakra.chakra import NodeType, read_trace
from hlo2chakra.chakra.validate.workload import validate_workload
from hlo2chakra.ir.program import dtype_bits

from conftest import PROGRAMS, hespas_fixture

NO_LOOPS = ["gemm2d", "mlp_dp", "megatron", "fsdp", "cnn", "collectives", "decoder_dp_tp", "decoder_fsdp"]
ALL = sorted(p.name for p in PROGRAMS.iterdir() if (p / "per_device.mlir").exists())


def meta(name: str) -> dict:
    return json.loads((PROGRAMS / name / "meta.json").read_text())


def xla_hlo_cost(path: Path) -> dict:
    """XLA's HloCostAnalysis of the module itself (no optimization passes)."""
    import jax
    import jaxlib._jax as _jax

    computation = _jax.mlir.mlir_module_to_xla_computation(path.read_text(), use_tuple_args=False, return_tuple=False)
    return _jax.hlo_module_cost_analysis(jax.devices("cpu")[0].client, computation.get_hlo_module())


def tensor_bytes(t: dict) -> int:
    n = 1
    for d in t["shape"]:
        n *= d
    return n * dtype_bits(t["dtype"]) // 8


@pytest.fixture(scope="module")
def converted(tmp_path_factory):
    out: dict[str, object] = {}

    def get(name: str, form: str = "per_device.mlir"):
        key = f"{name}/{form}"
        if key not in out:
            out[key] = convert(PROGRAMS / name / form, tmp_path_factory.mktemp(name) / "out", hardware="H100-SXM")
        return out[key]

    return get


@pytest.mark.parametrize("name", ALL)
def test_every_exported_program_converts_and_passes_the_validator(name, converted):
    result = converted(name)
    m = result.manifest
    assert m.num_ranks == meta(name)["num_devices"]
    assert not validate_workload(result.trace_prefix, (result.out_dir / m.comm_groups) if m.comm_groups else None)
    for rank in range(m.num_ranks):
        trace = read_trace(result.out_dir / f"trace.{rank}.et")
        assert len(trace.nodes) == m.ranks[rank].nodes
        assert {n.type for n in trace.nodes} <= {NodeType.COMP_NODE, NodeType.COMM_COLL_NODE,
                                                 NodeType.COMM_SEND_NODE, NodeType.COMM_RECV_NODE}
        # the trace carries the modeled compute time within 1 us
        assert abs(sum(n.duration_micros for n in trace.nodes) * 1000 - m.ranks[rank].modeled_compute_ns) <= 1000


# XLA refuses to re-import modules whose replica groups are mesh axes ("Unknown axis"), so the
# decoder programs are checked against the compiled cost analysis only.
@pytest.mark.parametrize("name", [n for n in NO_LOOPS if not n.startswith("decoder")])
def test_per_device_flops_match_xla_cost_analysis_of_the_same_module(name):
    program, _ = load_program(PROGRAMS / name / "per_device.mlir")
    from hlo2chakra.cost.ops import op_cost

    ours = sum(op_cost(op).flops for op in program.ops)
    # XLA also counts one reducer application per all-reduced element; ASTRA-sim models that
    # reduction inside the collective, so our compute nodes do not carry it.
    all_reduce_elements = sum(op.result_types[0].num_elements for op in program.collectives
                              if op.collective.kind.value == "all_reduce")
    xla = xla_hlo_cost(PROGRAMS / name / "per_device.mlir")["flops"]
    assert ours + all_reduce_elements == pytest.approx(xla, rel=0.02)


@pytest.mark.parametrize("name", NO_LOOPS)
def test_flops_match_xla_compiled_cost_analysis_on_the_compiled_program(name, converted):
    # meta.json holds compiled.cost_analysis(), i.e. XLA's count of the *optimized* program, which
    # the export also saved as optimized.mlir: compare like with like. (On the CPU backend the
    # optimized program differs from the partitioned one: bf16 dots get f32 converts around them
    # and the CNN's depthwise filter gradient becomes a dense convolution.) XLA's while-loop
    # bodies count once, so loop programs are left out here.
    m = converted(name, "optimized.mlir").manifest
    program, _ = load_program(PROGRAMS / name / "optimized.mlir")
    all_reduce_elements = sum(sum(t.num_elements for t in op.result_types) for op in program.collectives
                              if op.collective.kind.value == "all_reduce")
    xla = meta(name)["xla_cost_per_device"]["flops"]
    assert m.ranks[0].flops + all_reduce_elements == pytest.approx(xla, rel=0.02)


def test_collective_sizes_follow_the_convention_against_xla_own_list(converted):
    result = converted("collectives")
    expected = {}
    for inst in meta("collectives")["collectives"]["instances"]:
        operand, result_t = tensor_bytes(inst["operands"][0]), tensor_bytes(inst["results"][0])
        kind = inst["kind"]
        if kind == "all_gather":
            assert result_t == 4 * operand
        if kind == "reduce_scatter":
            assert operand == 4 * result_t
        expected[kind] = operand  # every convention used here is "the per-rank input buffer"
    trace = read_trace(result.out_dir / "trace.0.et")
    names = {0: "all_reduce", 2: "all_gather", 7: "reduce_scatter", 6: "all_to_all"}
    got = {names[n.attr("comm_type")]: n.attr("comm_size") for n in trace.nodes if n.type == NodeType.COMM_COLL_NODE}
    sends = [n for n in trace.nodes if n.type == NodeType.COMM_SEND_NODE]
    got["collective_permute"] = sends[0].attr("comm_size")
    assert got == expected


def test_pipeline_send_recv_pair_up_per_rank_from_source_target_pairs(converted):
    result = converted("pipeline")
    pairs = set()
    for inst in meta("pipeline")["collectives"]["instances"]:
        pairs.update(tuple(p) for p in inst["source_target_pairs"])
    sends, recvs = [], []
    for rank in range(result.manifest.num_ranks):
        for n in read_trace(result.out_dir / f"trace.{rank}.et").nodes:
            if n.type == NodeType.COMM_SEND_NODE:
                assert n.attr("comm_src") == rank
                sends.append((rank, n.attr("comm_dst"), n.attr("comm_tag"), n.attr("comm_size")))
            elif n.type == NodeType.COMM_RECV_NODE:
                assert n.attr("comm_dst") == rank
                recvs.append((n.attr("comm_src"), rank, n.attr("comm_tag"), n.attr("comm_size")))
    assert sorted(sends) == sorted(recvs)
    assert {(s, d) for s, d, _, _ in sends} == pairs
    # the while loop ran its full trip count: one send per (pair, iteration)
    program, _ = load_program(PROGRAMS / "pipeline" / "per_device.mlir")
    permutes = [op for op in program.collectives if op.collective.kind.value == "collective_permute"]
    assert len(sends) == sum(len(op.collective.pairs) for op in permutes)
    assert len(permutes) > meta("pipeline")["collectives"]["counts"]["collective_permute"]


def test_sub_groups_become_comm_groups_json(converted):
    result = converted("gemm2d")
    groups = json.loads((result.out_dir / "comm_groups.json").read_text())
    xla_groups = meta("gemm2d")["collectives"]["instances"][0]["replica_groups"]
    assert sorted(groups.values()) == sorted(xla_groups)
    for rank in range(8):
        coll = [n for n in read_trace(result.out_dir / f"trace.{rank}.et").nodes if n.type == NodeType.COMM_COLL_NODE]
        assert rank in groups[coll[0].attr("pg_name")]


def test_every_input_encoding_gives_the_same_traces(converted, tmp_path):
    base = converted("collectives")
    for form in ("per_device.mlirbc",):
        other = convert(PROGRAMS / "collectives" / form, tmp_path / form, hardware="H100-SXM")
        for rank in range(4):
            a = read_trace(base.out_dir / f"trace.{rank}.et").nodes
            b = read_trace(other.out_dir / f"trace.{rank}.et").nodes
            assert [(n.type, n.duration_micros, n.attrs) for n in a] == [(n.type, n.duration_micros, n.attrs) for n in b]


def test_optimized_form_with_fusions_converts_and_keeps_flops_close(converted):
    fused = converted("megatron", "optimized.mlir").manifest
    plain = converted("megatron").manifest
    assert fused.ranks[0].flops == pytest.approx(plain.ranks[0].flops, rel=0.03)
    assert fused.collectives["all_reduce"].count == plain.collectives["all_reduce"].count


def test_same_input_same_bytes(tmp_path):
    a = convert(PROGRAMS / "fsdp" / "per_device.mlir", tmp_path / "a")
    b = convert(PROGRAMS / "fsdp" / "per_device.mlir", tmp_path / "b")
    for rank in range(4):
        assert (a.out_dir / f"trace.{rank}.et").read_bytes() == (b.out_dir / f"trace.{rank}.et").read_bytes()
    assert (a.out_dir / "manifest.json").read_bytes() == (b.out_dir / "manifest.json").read_bytes()


def test_hardware_changes_compute_durations(tmp_path):
    slow = convert(PROGRAMS / "megatron" / "per_device.mlir", tmp_path / "a100", hardware="A100-SXM-40GB")
    fast = convert(PROGRAMS / "megatron" / "per_device.mlir", tmp_path / "b200", hardware="B200")
    assert slow.manifest.ranks[0].modeled_compute_ns > fast.manifest.ranks[0].modeled_compute_ns
    assert slow.manifest.hardware.name == "A100-SXM-40GB"


def test_resnet50_training_fixture_converts_for_4_ranks_with_375_all_reduces(tmp_path):
    path = hespas_fixture("resnet_50_train_step_4_devices_1024_batch.mlir")
    result = convert(path, tmp_path / "resnet", hardware="A100-SXM-40GB", combine="none")
    m = result.manifest
    assert m.num_ranks == 4
    assert m.collectives["all_reduce"].count == 375
    # by default the per-parameter all-reduces are combined as XLA's GPU pipeline does: fewer, same bytes
    combined = convert(path, tmp_path / "combined", hardware="A100-SXM-40GB").manifest
    assert combined.collectives["all_reduce"].bytes == m.collectives["all_reduce"].bytes
    assert combined.collectives["all_reduce"].count < 375
    assert combined.combining.kinds["all_reduce"].ops_before == 375
    for r in m.ranks:
        assert r.comm_nodes == 375
        assert abs(r.compute_time_ns - r.modeled_compute_ns) <= 1000
    trace = read_trace(result.out_dir / "trace.0.et")
    comp = [n for n in trace.nodes if n.type == NodeType.COMP_NODE]
    # nothing lost to rounding: the trace total equals the model's total within 1 us
    assert abs(sum(n.duration_micros for n in comp) * 1000 - m.program.modeled_compute_ns) <= 1000


def test_split_replica_groups_fixture(tmp_path):
    path = hespas_fixture("test_split_replica_groups.mlir")
    m = convert(path, tmp_path / "split").manifest
    groups = json.loads((tmp_path / "split" / "comm_groups.json").read_text())
    assert groups == {"1": [0, 1], "2": [2, 3]}
    assert m.collectives["all_reduce"] == CollectiveTotal(count=2, bytes=2 * 128 * 512 * 4)


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hlo2chakra.cli", *args], capture_output=True, text=True,
                          env={**__import__("os").environ, "PYTHONPATH": str(Path(__file__).parents[2] / "converter")})


def test_cli_convert_inspect_validate(tmp_path):
    out = tmp_path / "o"
    done = run_cli("convert", str(PROGRAMS / "mlp_dp" / "per_device.mlir"), "-o", str(out), "--hardware", "h100")
    assert done.returncode == 0, done.stderr
    assert "wrote 4 traces" in done.stdout and "all_reduce" in done.stdout
    shown = run_cli("inspect", str(out / "trace.0.et"), "--json")
    lines = [json.loads(line) for line in shown.stdout.splitlines()]
    assert lines[0]["nodes"] == len(lines) - 1
    assert run_cli("validate", str(out)).returncode == 0


@pytest.mark.parametrize(
    "content,args,expected",
    [
        (None, [], "no such file"),
        (b"not mlir at all", [], "cannot parse MLIR"),
        (b"module { func.func @f() { return } }", [], "no @main"),
        (None, ["--hardware", "nonexistent-gpu"], "unknown hardware"),
    ],
)
def test_cli_bad_input_is_one_line_with_nonzero_exit_and_no_output_dir(tmp_path, content, args, expected):
    module = tmp_path / "m.mlir"
    if content is not None:
        module.write_bytes(content)
    elif "--hardware" in args:
        module = PROGRAMS / "gemm2d" / "per_device.mlir"
    out = tmp_path / "out"
    done = run_cli("convert", str(module), "-o", str(out), *args)
    assert done.returncode == 2
    assert expected in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert not out.exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".out")]


def test_rank_count_that_contradicts_the_module_is_refused(tmp_path):
    with pytest.raises(Exception, match="contradicts"):
        convert(PROGRAMS / "gemm2d" / "per_device.mlir", tmp_path / "x", ranks=3)
    assert not (tmp_path / "x").exists()


@pytest.mark.parametrize("name", ["pipeline", "decoder_pp", "gemm2d", "collectives"])
def test_converted_programs_run_to_completion_in_the_embedded_simulator(name, converted):
    from hlo2chakra.sim.analytical.simulate import simulate_traces
    from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig, load_comm_groups

    result = converted(name)
    m = result.manifest
    traces = [read_trace(result.out_dir / f"trace.{r}.et") for r in range(m.num_ranks)]
    network = NetworkConfig(("Ring",), (m.num_ranks,), (50.0,), (500.0,))
    groups = load_comm_groups(result.out_dir / m.comm_groups) if m.comm_groups else {}
    ranks = simulate_traces(traces, network, SystemConfig(), groups)
    for r, trace, summary in zip(ranks, traces, m.ranks):
        # ASTRA-sim runs a 0-us compute node for 1 ns
        zero_us = sum(1 for n in trace.nodes if n.type == NodeType.COMP_NODE and n.duration_micros == 0)
        assert r.compute_ns == summary.compute_time_ns + zero_us
        assert r.finish_ns >= r.compute_ns


def test_foreign_output_directory_is_refused_before_any_work(tmp_path, monkeypatch):
    import hlo2chakra.pipeline.convert as api

    out = tmp_path / "mine"
    out.mkdir()
    (out / "thesis.tex").write_text("keep me")
    monkeypatch.setattr(api, "load_program", lambda *a, **k: pytest.fail("converted into a foreign directory"))
    with pytest.raises(ValueError, match="not an earlier hlo2chakra output"):
        convert(PROGRAMS / "gemm2d" / "per_device.mlir", out)
    assert (out / "thesis.tex").read_text() == "keep me" and sorted(p.name for p in out.iterdir()) == ["thesis.tex"]
