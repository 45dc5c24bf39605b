"""XLA GPU-optimized programs as input: import rewrites, vendor-library calls, async collectives.

The committed `optimized_gpu_h100-sxm.*` files are our exported test programs after XLA's GPU
pipeline, compiled deviceless for an H100 (`scripts/export_test_programs.py --gpu-target`).
"""

from __future__ import annotations

from collections import Counter

import pytest

from hlo2chakra.pipeline.convert import convert, load_program
from hlo2chakra.cost.kernel import KernelClass
from hlo2chakra.cost.ops import is_known, op_cost
from hlo2chakra.ir.program import CollectiveKind
from hlo2chakra.frontend.xla.gpu_targets import TARGETS, get_target, target_config_text
from hlo2chakra.frontend.hlo.to_stablehlo import (
    hlo_to_stablehlo,
    with_conv_geometry_kept,
    with_split_tuple_reduce_scatters,
    with_sync_tuple_collectives,
)

from conftest import PROGRAMS, has_cuda_plugin

GPU = "optimized_gpu_h100-sxm"

_SUM = """
%sum (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %s = f32[] add(%x, %y)
}
"""

CUBLAS = """HloModule gemm_test, num_partitions=2
""" + _SUM.replace("f32", "bf16") + """
ENTRY %main (a: bf16[4,128,256], b: bf16[4,64,256]) -> bf16[4,128,64] {
  %a = bf16[4,128,256]{2,1,0} parameter(0)
  %b = bf16[4,64,256]{2,1,0} parameter(1)
  %gemm = (bf16[4,128,64]{2,1,0}, s8[4194304]{0}) custom-call(%a, %b), custom_call_target="__cublas$gemm", backend_config={"gemm_backend_config":{"alpha_real":1,"beta":0,"dot_dimension_numbers":{"lhs_contracting_dimensions":["2"],"rhs_contracting_dimensions":["2"],"lhs_batch_dimensions":["0"],"rhs_batch_dimensions":["0"]},"epilogue":"DEFAULT"}}
  %out = bf16[4,128,64]{2,1,0} get-tuple-element(%gemm), index=0
  ROOT %ar = bf16[4,128,64]{2,1,0} all-reduce(%out), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=%sum
}
"""

# What XLA's GPU pipeline makes of FSDP: combined async gathers and reduce-scatters.
TUPLE_ASYNC = """HloModule tuple_async, num_partitions=4
""" + _SUM + """
%rs_body (p0: f32[64,8], p1: f32[32]) -> (f32[16,8], f32[8]) {
  %p0 = f32[64,8]{1,0} parameter(0)
  %p1 = f32[32]{0} parameter(1)
  ROOT %reduce-scatter.1 = (f32[16,8]{1,0}, /*index=1*/f32[8]{0}) reduce-scatter(%p0, %p1), channel_id=2, replica_groups={{0,1,2,3}}, use_global_device_ids=true, dimensions={0}, to_apply=%sum
}

ENTRY %main (w0: f32[16,8], w1: f32[8], g0: f32[64,8], g1: f32[32]) -> (f32[64,8], f32[32], f32[16,8], f32[8]) {
  %w0 = f32[16,8]{1,0} parameter(0)
  %w1 = f32[8]{0} parameter(1)
  %g0 = f32[64,8]{1,0} parameter(2)
  %g1 = f32[32]{0} parameter(3)
  %all-gather-start = ((f32[16,8]{1,0}, f32[8]{0}), (f32[64,8]{1,0}, f32[32]{0})) all-gather-start(%w0, %w1), channel_id=1, replica_groups={{0,1,2,3}}, dimensions={0}, use_global_device_ids=true
  %all-gather-done = (f32[64,8]{1,0}, f32[32]{0}) all-gather-done(%all-gather-start)
  %gathered0 = f32[64,8]{1,0} get-tuple-element(%all-gather-done), index=0
  %gathered1 = f32[32]{0} get-tuple-element(%all-gather-done), index=1
  %rs-start = ((f32[64,8]{1,0}, f32[32]{0}), (f32[16,8]{1,0}, f32[8]{0})) async-start(%g0, %g1), calls=%rs_body
  %rs-done = (f32[16,8]{1,0}, f32[8]{0}) async-done(%rs-start)
  %piece0 = f32[16,8]{1,0} get-tuple-element(%rs-done), index=0
  %piece1 = f32[8]{0} get-tuple-element(%rs-done), index=1
  ROOT %out = (f32[64,8]{1,0}, f32[32]{0}, f32[16,8]{1,0}, f32[8]{0}) tuple(%gathered0, %gathered1, %piece0, %piece1)
}
"""


def test_cublas_gemm_call_costs_its_dot_without_the_workspace(tmp_path):
    path = tmp_path / "gemm.hlo"
    path.write_text(CUBLAS)
    program, info = load_program(path)
    (gemm,) = [op for op in program.ops if op.short_kind == "custom_call"]
    cost = op_cost(gemm)
    assert is_known(gemm) and cost.kernel_class is KernelClass.GEMM
    assert cost.flops == 2 * 4 * 128 * 64 * 256
    assert cost.bytes_accessed == 2 * (4 * 128 * 256 + 4 * 64 * 256 + 4 * 128 * 64)  # no s8 workspace
    assert [op.collective.kind for op in program.ops if op.collective] == [CollectiveKind.ALL_REDUCE]
    assert info.form == "hlo-text"


def test_tuple_async_collectives_are_made_synchronous_keeping_every_dependency(tmp_path):
    text = with_sync_tuple_collectives(TUPLE_ASYNC)
    assert " all-gather-start(" not in text and "all-gather-done" not in text and "async-done" not in text
    assert "%gathered0 = f32[64,8]{1,0} get-tuple-element(%all-gather-start)" in text
    assert "call(%g0, %g1), to_apply=%rs_body" in text
    split = with_split_tuple_reduce_scatters(text)
    assert split.count(" reduce-scatter(") == 2
    mlir, how = hlo_to_stablehlo(TUPLE_ASYNC)
    assert "sync-tuple-collectives" in how and "split-tuple-reduce-scatters" in how
    path = tmp_path / "tuple_async.hlo"
    path.write_text(TUPLE_ASYNC)
    program, info = load_program(path)
    colls = [op.collective for op in program.ops if op.collective]
    assert Counter(c.kind for c in colls) == {CollectiveKind.ALL_GATHER: 1, CollectiveKind.REDUCE_SCATTER: 2}
    gather = next(c for c in colls if c.kind is CollectiveKind.ALL_GATHER)
    assert gather.input_bytes == 4 * (16 * 8 + 8) and gather.groups == ((0, 1, 2, 3),)
    assert sorted(c.input_bytes for c in colls if c.kind is CollectiveKind.REDUCE_SCATTER) == [4 * 32, 4 * 64 * 8]
    assert "imported with" in info.detail


def test_cudnn_convolution_calls_cost_exactly_what_the_convolutions_of_the_same_program_do():
    """Forward, backward-input and backward-filter calls (strided, padded, depthwise) each cost
    the forward convolution they come from: the multiset of FLOPs matches the per-device program."""
    per_device, _ = load_program(PROGRAMS / "cnn" / "per_device.mlir")
    gpu, _ = load_program(PROGRAMS / "cnn" / f"{GPU}.mlir")
    calls = [op for op in gpu.ops if op.short_kind == "custom_call"]
    assert {op.attrs["call_target_name"] for op in calls} == {
        "__cudnn$convForward", "__cudnn$convBackwardInput", "__cudnn$convBackwardFilter"}
    assert all(is_known(op) and op_cost(op).kernel_class is KernelClass.CONVOLUTION for op in calls)
    expected = sorted(op_cost(op).flops for op in per_device.ops if op.short_kind == "convolution")
    got = sorted([op_cost(op).flops for op in calls]
                 + [op_cost(inner).flops for op in gpu.ops for inner in op.body if inner.short_kind == "convolution"])
    assert got == expected


def test_conv_geometry_survives_import_only_through_our_rewrite():
    line = ('  %c = (f32[2,8,8,4]{3,2,1,0}, u8[0]{0}) custom-call(%x, %w), window={size=3x3 stride=2x2 pad=1_1x1_1}, '
            'dim_labels=b01f_o01i->b01f, feature_group_count=2, custom_call_target="__cudnn$convForward"')
    kept = with_conv_geometry_kept(line)
    assert 'h2c_window="size=3x3 stride=2x2 pad=1_1x1_1"' in kept and 'h2c_dim_labels="b01f_o01i->b01f"' in kept
    assert 'h2c_feature_group_count="2"' in kept
    assert with_conv_geometry_kept("  %d = f32[2] add(%a, %b)") == "  %d = f32[2] add(%a, %b)"


def test_region_async_collective_keeps_its_collective():
    """jaxlib imports XLA's all-reduce-start as an async_start with a region: the all-reduce
    inside must reach the traces, with the same groups as in the per-device program."""
    per_device, _ = load_program(PROGRAMS / "gemm2d" / "per_device.mlir")
    gpu, _ = load_program(PROGRAMS / "gemm2d" / f"{GPU}.mlir")
    (want,) = [op.collective for op in per_device.ops if op.collective]
    (got,) = [op.collective for op in gpu.ops if op.collective]
    assert (got.kind, got.groups, got.input_bytes) == (want.kind, want.groups, want.input_bytes)


@pytest.mark.parametrize("name", ["pipeline", "decoder_pp"])
def test_loops_of_gpu_programs_are_counted_with_constants_fused_into_their_condition(name):
    gpu, _ = load_program(PROGRAMS / name / f"{GPU}.mlir")
    assert not [n for n in gpu.notes if "trip count is not static" in n]


def test_xla_gpu_dump_text_converts_end_to_end(tmp_path):
    """The HLO text of a GPU run's dump and its StableHLO form give the same traces' work."""
    from_text = convert(PROGRAMS / "fsdp" / f"{GPU}.hlo", tmp_path / "text", hardware="H100-SXM").manifest
    from_mlir = convert(PROGRAMS / "fsdp" / f"{GPU}.mlir", tmp_path / "mlir", hardware="H100-SXM").manifest
    assert from_text.input.form == "hlo-text"
    assert "sync-tuple-collectives" in from_text.input.detail
    assert from_text.collectives == from_mlir.collectives
    assert set(from_text.collectives) == {"all_gather", "all_reduce", "reduce_scatter"}
    assert from_text.program.modeled_compute_ns == from_mlir.program.modeled_compute_ns > 0


def test_gpu_target_configs_carry_the_datasheet_facts():
    h100 = target_config_text(get_target("h100-sxm"))
    assert "core_count: 132" in h100 and "memory_bandwidth: 3352320000000" in h100
    assert "cuda_compute_capability { major: 9 minor: 0 feature_extension: ACCELERATED_FEATURES }" in h100
    assert 'device_description_str: "NVIDIA H100 80GB HBM3"' in h100
    assert {"A100-SXM-40GB", "H100-SXM", "H200", "B200"} <= set(TARGETS)
    with pytest.raises(KeyError, match="unknown GPU target 'V100'"):
        get_target("V100")


SLICING_FUSIONS = """
module @m attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<1024x64xf32>, %arg1: tensor<8x64xf32>, %arg2: tensor<i32>) -> (tensor<16x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>) {
    %0 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%p: tensor<1024x64xf32>):
      %r = stablehlo.reshape %p : (tensor<1024x64xf32>) -> tensor<64x16x64xf32>
      %s = stablehlo.slice %r [0:1, 0:16, 0:64] : (tensor<64x16x64xf32>) -> tensor<1x16x64xf32>
      %t = stablehlo.reshape %s : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
      mhlo.return %t : tensor<16x64xf32>
    }) : (tensor<1024x64xf32>) -> tensor<16x64xf32>
    %1 = "mhlo.fusion"(%arg0, %arg1, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%p: tensor<1024x64xf32>, %u: tensor<8x64xf32>, %j: tensor<i32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %d = stablehlo.dynamic_update_slice %p, %u, %j, %c : (tensor<1024x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x64xf32>
      mhlo.return %d : tensor<1024x64xf32>
    }) : (tensor<1024x64xf32>, tensor<8x64xf32>, tensor<i32>) -> tensor<1024x64xf32>
    %2 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%p: tensor<1024x64xf32>):
      %s = stablehlo.slice %p [0:16, 0:64] : (tensor<1024x64xf32>) -> tensor<16x64xf32>
      %n = stablehlo.negate %p : tensor<1024x64xf32>
      mhlo.return %n : tensor<1024x64xf32>
    }) : (tensor<1024x64xf32>) -> tensor<1024x64xf32>
    return %0, %1, %2 : tensor<16x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>
  }
}
"""


def test_xla_fusions_that_slice_or_update_in_place_move_only_what_they_touch(write_mlir):
    """XLA's GPU program slices each gradient out of one combined all-reduce buffer with its own
    fusion: each reads its slice, not the buffer (ResNet-50: 4.75 GB -> 0.2 GB of reads)."""
    program, _ = load_program(write_mlir(SLICING_FUSIONS))
    sliced, updated, full = (op_cost(op).bytes_accessed for op in program.ops if op.body)
    assert sliced == 2 * 16 * 64 * 4
    assert updated == 8 * 64 * 4 + 4 + 8 * 64 * 4   # update + index read, update written
    assert full == 2 * 1024 * 64 * 4                # a non-slice use reads it all


def _fmha_module(target: str, mask: str, results: str, operands: str, params: str) -> str:
    config = ('{"cudnn_fmha_backend_config":{"intermediate_tensor_shape":{"element_type":"BF16",'
              '"dimensions":["2","8","1024","512"]},"mask_type":"' + mask + '","fmha_scale":0.088}}')
    return (f"HloModule attention\n\nENTRY %main ({params}) -> {results} {{\n{operands}"
            f"  ROOT %attn = {results} custom-call(%q, %k, %v), custom_call_target=\"{target}\", "
            f"backend_config={config}\n}}\n")


@pytest.mark.parametrize("mask,factor", [("NO_MASK", 1.0), ("CAUSAL", 0.5)])
def test_cudnn_flash_attention_costs_the_gemms_it_runs(tmp_path, mask, factor):
    """B=2, H=8 query heads, Sq=1024, Sk=512, D=128 (GQA: K and V have 2 heads), Dv=64."""
    params = "q: bf16[2,1024,8,128], k: bf16[2,512,2,128], v: bf16[2,512,2,64]"
    operands = ("  %q = bf16[2,1024,8,128]{3,2,1,0} parameter(0)\n"
                "  %k = bf16[2,512,2,128]{3,2,1,0} parameter(1)\n"
                "  %v = bf16[2,512,2,64]{3,2,1,0} parameter(2)\n")
    results = "(bf16[2,8,1024,64]{3,2,1,0}, f32[2,8,1024]{2,1,0}, u8[0]{0})"
    path = tmp_path / "attention.hlo"
    path.write_text(_fmha_module("__cudnn$fmhaSoftmax", mask, results, operands, params))
    program, _ = load_program(path)
    (call,) = [op for op in program.ops if op.short_kind == "custom_call"]
    cost = op_cost(call)
    assert is_known(call) and cost.kernel_class is KernelClass.GEMM
    assert cost.flops == int(factor * 2 * 2 * 8 * 1024 * 512 * (128 + 64))   # Q.K^T + P.V
    assert cost.gemm.batch == 16 and (cost.gemm.m, cost.gemm.n, cost.gemm.k) == (1024, 512, 128)
    scores_bytes = 2 * 8 * 1024 * 512 * 2
    assert cost.bytes_accessed < scores_bytes  # flash attention never writes the scores


def test_cudnn_flash_attention_backward_counts_recompute_and_four_gradient_gemms(tmp_path):
    params = "q: bf16[2,1024,8,128], k: bf16[2,512,8,128], v: bf16[2,512,8,128]"
    operands = ("  %q = bf16[2,1024,8,128]{3,2,1,0} parameter(0)\n"
                "  %k = bf16[2,512,8,128]{3,2,1,0} parameter(1)\n"
                "  %v = bf16[2,512,8,128]{3,2,1,0} parameter(2)\n")
    results = "(bf16[2,8,1024,128]{3,2,1,0}, bf16[2,8,512,128]{3,2,1,0}, bf16[2,8,512,128]{3,2,1,0}, u8[0]{0})"
    path = tmp_path / "attention_bwd.hlo"
    path.write_text(_fmha_module("__cudnn$fmhaSoftmaxBackward", "CAUSAL", results, operands, params))
    program, _ = load_program(path)
    (call,) = [op for op in program.ops if op.short_kind == "custom_call"]
    assert op_cost(call).flops == 2 * 8 * 1024 * 512 * 128 * 10 // 2   # 5 GEMMs, causal half


def _cli_convert(args: list[str]):
    from typer.testing import CliRunner

    from hlo2chakra.cli.app import app

    return CliRunner().invoke(app, ["convert", *args])


@pytest.mark.skipif(has_cuda_plugin(), reason="JAX's CUDA plugin is installed: the GPU compile would run")
def test_xla_gpu_without_the_cuda_plugin_is_one_line_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("HLO2CHAKRA_CACHE", str(tmp_path / "cache"))
    res = _cli_convert([str(PROGRAMS / "fsdp" / "global.mlir"), "-o", str(tmp_path / "out"), "--xla-gpu", "H100-SXM"])
    assert res.exit_code == 2
    (line,) = res.output.strip().splitlines()
    assert line.startswith("hlo2chakra: error:") and "needs JAX's CUDA plugin" in line
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("args,culprit", [
    ([str(PROGRAMS / "fsdp" / "per_device.mlir"), "--xla-gpu", "H100-SXM"], "needs a global"),
    ([str(PROGRAMS / "fsdp" / "global.mlir"), "--xla-gpu", "V100"], "unknown GPU target 'V100'"),
])
def test_xla_gpu_refusals_are_one_line(tmp_path, monkeypatch, args, culprit):
    monkeypatch.setenv("HLO2CHAKRA_CACHE", str(tmp_path / "cache"))
    res = _cli_convert([*args, "-o", str(tmp_path / "out")])
    assert res.exit_code == 2 and culprit in res.output and len(res.output.strip().splitlines()) == 1
    assert not (tmp_path / "out").exists()


@pytest.mark.skipif(not has_cuda_plugin(), reason="needs JAX's CUDA plugin (pip install \"jax[cuda13]==0.10.2\")")
def test_xla_gpu_partitions_and_optimizes_a_global_program_as_the_exported_gpu_program(tmp_path, monkeypatch):
    """`convert global.mlir --xla-gpu H100-SXM` gives the kernels of the program exported with
    `export --gpu-target H100-SXM` (the same model, mesh and XLA)."""
    monkeypatch.setenv("HLO2CHAKRA_CACHE", str(tmp_path / "cache"))
    ours = convert(PROGRAMS / "fsdp" / "global.mlir", tmp_path / "out", hardware="H100-SXM", xla_gpu="H100-SXM").manifest
    exported = convert(PROGRAMS / "fsdp" / f"{GPU}.mlir", tmp_path / "ref", hardware="H100-SXM").manifest
    assert ours.input.partitioned.xla_pipeline == "gpu:H100-SXM"
    assert ours.collectives == exported.collectives
    assert ours.program.modeled_compute_ns == pytest.approx(exported.program.modeled_compute_ns, rel=1e-9)


@pytest.mark.parametrize("hardware,culprit", [("TPU-v4", "unknown GPU target 'TPU-v4'")])
def test_compare_with_xla_gpu_needs_gpu_hardware(tmp_path, monkeypatch, hardware, culprit):
    from typer.testing import CliRunner

    from hlo2chakra.cli.app import app

    monkeypatch.setenv("HLO2CHAKRA_CACHE", str(tmp_path / "cache"))
    res = CliRunner().invoke(app, ["compare", str(PROGRAMS / "fsdp" / "global.mlir"), "--topology", "Ring(4, 50GB/s, 1us)",
                                   "--hardware", hardware, "--xla-gpu", "-o", str(tmp_path / "cmp")])
    assert res.exit_code == 2 and culprit in res.output and len(res.output.strip().splitlines()) == 1
    assert not (tmp_path / "cmp").exists()
    traces = CliRunner().invoke(app, ["compare", str(PROGRAMS), "--topology", "Ring(4, 50GB/s, 1us)", "--xla-gpu",
                                      "-o", str(tmp_path / "cmp2")])
    assert traces.exit_code == 2 and "--xla-gpu needs a StableHLO module" in traces.output


def test_roofline_names_library_calls_and_xla_fusion_kinds_readably():
    from hlo2chakra.pipeline.roofline import roofline_report

    names = list(roofline_report(PROGRAMS / "cnn" / f"{GPU}.mlir", "H100-SXM").table["name"])
    assert any(n.startswith("custom_call @__cudnn$convBackwardFilter#") for n in names)
    assert any(n.startswith("kLoop(") for n in names) and not any("#mhlo<" in n for n in names)
