"""The committed test programs (tests/data/programs, made by scripts/export_test_programs.py)
parse with jaxlib's MLIR bindings and contain what their models imply."""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest

PROGRAMS = Path(__file__).parents[1] / "data" / "programs"
NAMES = sorted(p.name for p in PROGRAMS.iterdir() if p.is_dir())
COLLECTIVE_OPS = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all", "collective_permute",
                  "collective_broadcast")


@lru_cache(maxsize=None)
def _ctx():
    from jax._src.interpreters import mlir

    return mlir.make_ir_context()


@lru_cache(maxsize=None)
def module(name: str, file: str):
    from jaxlib.mlir import ir

    return ir.Module.parse((PROGRAMS / name / file).read_text(encoding="utf-8"), context=_ctx())


def meta(name: str) -> dict:
    return json.loads((PROGRAMS / name / "meta.json").read_text(encoding="utf-8"))


def walk(op):
    """Every operation nested in `op` (regions, blocks), depth first, `op` itself excluded."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                yield inner
                yield from walk(inner)


def funcs(mod) -> dict:
    return {str(op.attributes["sym_name"]).strip('"'): op for op in mod.body.operations
            if op.operation.name == "func.func"}


def ops_in_main(name: str, file: str = "per_device.mlir") -> list:
    """Operations reachable from @main, following `func.call`s into their callees (once per call)."""
    table = funcs(module(name, file))
    out: list = []

    def visit(op) -> None:
        for inner in walk(op):
            out.append(inner)
            if inner.operation.name == "func.call":
                visit(table[str(inner.attributes["callee"]).lstrip("@")].operation)

    visit(table["main"].operation)
    return out


def collective_ops(name: str) -> list:
    return [o for o in ops_in_main(name) if o.operation.name.split(".")[-1] in COLLECTIVE_OPS]


def groups_of(op) -> list[list[int]]:
    return np.array(op.attributes["replica_groups"]).tolist()


def test_every_program_has_its_files() -> None:
    assert {"gemm2d", "mlp_dp", "megatron", "fsdp", "collectives", "pipeline", "control", "cnn",
            "decoder_dp_tp"} <= set(NAMES)
    for name in NAMES:
        for f in meta(name)["files"] + ["optimized_gpu_h100-sxm.mlir"]:
            assert (PROGRAMS / name / f).is_file(), (name, f)
    total = sum(f.stat().st_size for f in PROGRAMS.rglob("*") if f.is_file())
    # llama3_100m_fsdp4 is most of it (AdamW + remat double its ops; debug locations): ~8 MB
    # with its XLA CPU- and GPU-optimized forms
    assert total < 14 * 2**20


@pytest.mark.parametrize("name", NAMES)
def test_mlir_files_parse_and_declare_partitions(name: str) -> None:
    m = meta(name)
    assert m["num_devices"] == math.prod(m["mesh"].values())
    for f in m["files"]:
        if f.endswith(".mlir"):
            attrs = module(name, f).operation.attributes
            assert int(attrs["mhlo.num_partitions"].value) == m["num_devices"], f
            assert int(attrs["mhlo.num_replicas"].value) == 1, f


@pytest.mark.parametrize("name", NAMES)
def test_meta_collectives_match_the_per_device_mlir(name: str) -> None:
    """meta.json is read from XLA's HLO text; the MLIR is jaxlib's conversion: two independent paths."""
    m = meta(name)
    from_mlir: dict[str, int] = {}
    for op in collective_ops(name):
        kind = op.operation.name.split(".")[-1]
        from_mlir[kind] = from_mlir.get(kind, 0) + 1
    assert from_mlir == m["collectives"]["counts"]
    assert sum(m["collectives"]["counts"].values()) == len(m["collectives"]["instances"])
    for inst in m["collectives"]["instances"]:
        for group in inst["replica_groups"]:
            assert set(group) <= set(range(m["num_devices"]))
        assert inst["operands"] and inst["results"]


# GEMM-dominated programs without loops: XLA's HloCostAnalysis (recorded in meta.json at export)
# and our own cost rules count the same dot FLOPs. XLA counts a while body once, so programs with
# loops are checked only to count at least XLA's figure.
GEMM_DOMINATED = ("decoder_dp_tp", "decoder_fsdp", "fsdp", "gemm2d", "llama3_100m_fsdp4", "megatron", "mlp_dp")
WITH_LOOPS = ("control", "decoder_pp", "pipeline")


def _our_flops(name: str) -> float:
    from hlo2chakra.cost.hardware_yaml import load_hardware
    from hlo2chakra.cost.costed import cost_program
    from hlo2chakra.pipeline.convert import load_program

    program, _ = load_program(PROGRAMS / name / "per_device.mlir", None)
    return float(sum(c.flops for c in cost_program(program, load_hardware("H100-SXM"), "none").costs))


@pytest.mark.parametrize("name", GEMM_DOMINATED)
def test_xla_cost_analysis_and_our_cost_rules_agree_on_flops(name: str) -> None:
    assert _our_flops(name) == pytest.approx(meta(name)["xla_cost_per_device"]["flops"], rel=0.10)


@pytest.mark.parametrize("name", WITH_LOOPS)
def test_loops_count_every_trip_where_xla_counts_one(name: str) -> None:
    assert _our_flops(name) > 1.5 * meta(name)["xla_cost_per_device"]["flops"]


def test_gemm2d_flops_and_group() -> None:
    m = meta("gemm2d")
    c = m["config"]
    by_hand = 2 * c["m"] * c["n"] * c["k"] / m["num_devices"]
    assert m["xla_cost_per_device"]["flops"] == pytest.approx(by_hand, rel=0.02)
    (ar,) = collective_ops("gemm2d")
    # mesh (x=2, y=4), devices row-major: the y groups are {0..3} and {4..7}
    assert groups_of(ar) == [[0, 1, 2, 3], [4, 5, 6, 7]]
    assert m["collectives"]["instances"][0]["replica_groups"] == [[0, 1, 2, 3], [4, 5, 6, 7]]
    local = ar.operands[0].type
    assert list(local.shape) == [c["m"] // 2, c["n"]]


def test_collectives_program_has_each_kind_once() -> None:
    counts = meta("collectives")["collectives"]["counts"]
    assert counts == {k: 1 for k in COLLECTIVE_OPS[:5]}
    kinds = sorted(o.operation.name for o in collective_ops("collectives"))
    assert kinds == sorted(f"stablehlo.{k}" for k in COLLECTIVE_OPS[:5])
    (perm,) = [o for o in collective_ops("collectives") if o.operation.name.endswith("permute")]
    n = meta("collectives")["num_devices"]
    assert np.array(perm.attributes["source_target_pairs"]).tolist() == [[i, (i + 1) % n] for i in range(n)]


def test_mlp_dp_all_reduces_every_gradient() -> None:
    m = meta("mlp_dp")
    layers = m["config"]["layers"] + 1
    # one per weight and bias gradient, plus the loss mean
    assert m["collectives"]["counts"] == {"all_reduce": 2 * layers + 1}
    for inst in m["collectives"]["instances"]:
        assert inst["replica_groups"] in ([], [list(range(m["num_devices"]))])


def test_megatron_has_two_all_reduces_forward_and_two_backward() -> None:
    assert meta("megatron")["collectives"]["counts"] == {"all_reduce": 4}


def test_fsdp_gathers_every_weight() -> None:
    m = meta("fsdp")
    weights = 2 * m["config"]["layers"] + 1
    gathers = [i for i in m["collectives"]["instances"] if i["kind"] == "all_gather"]
    assert len(gathers) == weights
    for g in gathers:
        assert g["dimension"] == 0
        assert g["results"][0]["shape"][0] == g["operands"][0]["shape"][0] * m["num_devices"]


def test_pipeline_permutes_inside_while_loops() -> None:
    n = meta("pipeline")["num_devices"]
    loops = [o for o in ops_in_main("pipeline") if o.operation.name == "stablehlo.while"]
    assert len(loops) >= 2  # forward and backward schedules
    perms = [o for w in loops for o in walk(w.operation) if o.operation.name == "stablehlo.collective_permute"]
    pairs = sorted(np.array(p.attributes["source_target_pairs"]).tolist() for p in perms)
    assert pairs == sorted([[[i, i + 1] for i in range(n - 1)], [[i + 1, i] for i in range(n - 1)]])


def test_control_has_call_case_and_while() -> None:
    names = [o.operation.name for o in ops_in_main("control")]
    assert names.count("stablehlo.case") == 2 and names.count("stablehlo.while") == 1
    # the nested jit: two calls in the global program, inlined by XLA before partitioning;
    # the shard_map block: two calls that survive into the per-device program
    global_names = [o.operation.name for o in ops_in_main("control", "global.mlir")]
    assert global_names.count("func.call") >= 2
    assert names.count("func.call") == 2


def test_cnn_has_grouped_strided_convolutions_and_pooling() -> None:
    ops = ops_in_main("cnn")
    convs = [o for o in ops if o.operation.name == "stablehlo.convolution"]
    groups = {int(o.attributes["feature_group_count"].value) for o in convs}
    assert meta("cnn")["config"]["width"] in groups
    strides = {str(o.attributes["window_strides"]) for o in convs if "window_strides" in o.attributes}
    assert "array<i64: 2, 2>" in strides
    # explicit (1, 1) padding on the strided conv, dilated kernels/inputs in its gradients
    assert any(str(o.attributes["padding"]) == "dense<1> : tensor<2x2xi64>"
               for o in convs if "padding" in o.attributes)
    assert any(o.operation.name == "stablehlo.reduce_window" for o in ops)


def test_decoder_global_forms() -> None:
    shardy = (PROGRAMS / "decoder_dp_tp" / "global.mlir").read_text()
    gspmd = (PROGRAMS / "decoder_dp_tp" / "global_gspmd.mlir").read_text()
    assert "sdy.sharding" in shardy and "mhlo.sharding" not in shardy
    assert "mhlo.sharding" in gspmd and "sdy." not in gspmd


@pytest.mark.parametrize("name", [n for n in NAMES if "optimized.mlir" in meta(n)["files"]])
def test_optimized_programs_contain_fusions(name: str) -> None:
    assert any(o.operation.name == "mhlo.fusion" for o in ops_in_main(name, "optimized.mlir"))


def test_binary_forms() -> None:
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo

    folder = PROGRAMS / "collectives"
    text_ops = len(list(walk(module("collectives", "per_device.mlir").operation)))
    bc = ir.Module.parse((folder / "per_device.mlirbc").read_bytes(), context=_ctx())
    assert len(list(walk(bc.operation))) == text_ops
    (artifact,) = [p for p in folder.glob("*.stablehlo")]
    data = artifact.read_bytes()
    assert data.startswith(b"ML\xefR\rStableHLO_v")
    mod = stablehlo.deserialize_portable_artifact(_ctx(), data)
    names = {o.operation.name for o in walk(mod.operation)}
    assert "stablehlo.all_to_all" in names or "stablehlo.custom_call" in names


def test_llama3_100m_flops_match_the_model_by_hand() -> None:
    if "llama3_100m_fsdp4" not in NAMES:
        pytest.skip("llama3-100m program not exported")
    m = meta("llama3_100m_fsdp4")
    c = m["config"]
    s, d, hd, f, v = c["seq"], c["d_model"], c["head_dim"], c["mlp"], c["vocab"]
    proj = 2 * s * d * hd * (2 * c["heads"] + 2 * c["kv_heads"])
    attn = 4 * s * s * c["heads"] * hd          # scores + context, no causal skipping
    mlp = 3 * 2 * s * d * f
    forward = c["batch_per_device"] * (c["layers"] * (proj + attn + mlp) + 2 * s * d * v)
    # full remat runs each layer's forward again in the backward, all but the down projection
    # (its output only feeds the next layer); AdamW's ~20 flops per parameter are < 0.1 %
    assert c["remat"] == "full"
    recompute = c["batch_per_device"] * c["layers"] * (proj + attn + mlp - 2 * s * f * d)
    assert m["xla_cost_per_device"]["flops"] == pytest.approx(3 * forward + recompute, rel=0.03)
    assert m["mesh"] == {"data": 1, "fsdp": 4, "model": 1, "stage": 1}


def test_llama3_100m_carries_f32_adamw_state_sharded_like_the_weights() -> None:
    if "llama3_100m_fsdp4" not in NAMES:
        pytest.skip("llama3-100m program not exported")
    c = meta("llama3_100m_fsdp4")["config"]
    d, hd, f, v, layers = c["d_model"], c["head_dim"], c["mlp"], c["vocab"], c["layers"]
    matrices = 2 * d * hd * (c["heads"] + c["kv_heads"]) + 3 * d * f   # q, o, k, v, gate, up, down
    norms = d * (2 * layers + 1)                                        # replicated
    per_device = (2 * v * d + layers * matrices) // 4 + norms          # FSDP-4 on the embed dim
    main = funcs(module("llama3_100m_fsdp4", "per_device.mlir"))["main"]
    ftype = main.attributes["function_type"].value
    inputs = [str(t) for t in ftype.inputs]
    leaves = 3 + 9 * layers                           # embed, unembed, final norm; 9 per layer
    assert len(inputs) == 3 * leaves + 1 + 2           # params, mu, nu, count, tokens, targets
    assert sum(1 for t in inputs if t.endswith("i32>")) == 3
    f32 = [t for t in inputs if t.endswith("xf32>") or t == "tensor<f32>"]
    assert len(f32) == 3 * leaves

    def elems(t: str) -> int:
        return math.prod(int(x) for x in t[len("tensor<"):-1].split("x")[:-1])
    assert sum(elems(t) for t in f32) == 3 * per_device
    assert len(list(ftype.results)) == 3 * leaves + 1 + 1
    # remat gathers every layer matrix twice (forward, recompute); tokens and unembed once
    counts = meta("llama3_100m_fsdp4")["collectives"]["counts"]
    assert counts["all_gather"] == 2 + 2 * 7 * layers


def test_llama3_100m_with_debug_locations_is_detected_as_per_device() -> None:
    from hlo2chakra.frontend.forms import InputForm, detect_form

    path = PROGRAMS / "llama3_100m_fsdp4" / "per_device.mlir"
    assert path.read_text(encoding="utf-8").startswith("#loc")   # the header comes after the aliases
    found = detect_form(path)
    assert (found.form, found.num_partitions, found.needs_partitioning) == (InputForm.PER_DEVICE, 4, False)


def test_xla_trip_counts_are_recorded() -> None:
    p = meta("pipeline")
    expected = p["config"]["microbatches"] + p["num_devices"] - 1
    assert [w["trip_count"] for w in p["optimized_while_loops"]] == [expected, expected]
    assert len(p["while_loops"]) == 2
    c = meta("control")
    assert [w["trip_count"] for w in c["optimized_while_loops"]] == [c["config"]["scan_steps"]]


@pytest.mark.parametrize("name", [n for n in NAMES if "optimized.mlir" in meta(n)["files"]])
def test_optimized_collectives_match_meta(name: str) -> None:
    """Optimized modules may spell a collective in mhlo (e.g. tuple all_to_all -> mhlo.all_to_all)."""
    counts: dict[str, int] = {}
    for op in ops_in_main(name, "optimized.mlir"):
        dialect, _, kind = op.operation.name.partition(".")
        if dialect in ("stablehlo", "mhlo") and kind in COLLECTIVE_OPS:
            counts[kind] = counts.get(kind, 0) + 1
    assert counts == meta(name)["optimized_collectives"]["counts"]
