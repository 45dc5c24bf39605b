"""FP8 GEMMs: hand-written StableHLO f8 dots are costed at each preset's measured fp8 rate, with the
kernel time computed independently here from the preset's numbers; XLA's dequantize-then-dot
pattern and its `__cublas$lt$matmul$f8` call cost the same."""

from __future__ import annotations

import json

import pytest

from hlo2chakra.cost.costed import cost_program
from hlo2chakra.cost.fusion import FOLDED_KIND
from hlo2chakra.cost.hardware_yaml import load_hardware
from hlo2chakra.cost.kernel import KernelClass
from hlo2chakra.cost.ops import op_cost
from hlo2chakra.cost.roofline import kernel_time_ns
from hlo2chakra.frontend.lower import lower_module
from hlo2chakra.frontend.mlir import parse_bytes
from hlo2chakra.ir.program import Op, TensorType

# A shape that fills exactly one wave of each GPU's output tiles (128 x 256 tiles; H100/H200: 132
# SMs = 12 x 11 tiles, B200: 148 SMs = 37 x 4 tiles) with K a multiple of the K tile, so its shape
# efficiency is the small-K factor alone: K / (K + gemm_k_overhead).
ONE_WAVE = {"H100-SXM": (12 * 128, 11 * 256), "H200": (12 * 128, 11 * 256), "B200": (37 * 128, 4 * 256)}
K = 4096


def lower(text: str):
    module, _, _ = parse_bytes(text.encode(), "fp8.mlir")
    return lower_module(module, "fp8.mlir")


def f8_dot_module(m: int, n: int, k: int, lhs: str = "f8E4M3FN", rhs: str = "f8E4M3FN", out: str = "bf16") -> str:
    return f"""
module @fp8 {{
  func.func public @main(%a: tensor<{m}x{k}x{lhs}>, %b: tensor<{k}x{n}x{rhs}>) -> tensor<{m}x{n}x{out}> {{
    %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<{m}x{k}x{lhs}>, tensor<{k}x{n}x{rhs}>) -> tensor<{m}x{n}x{out}>
    return %d : tensor<{m}x{n}x{out}>
  }}
}}"""


def dequantized_dot_module(m: int, n: int, k: int) -> str:
    """JAX's FP8 recipe: quantize (divide by the scale, convert to f8), dequantize, dot in bf16."""
    a, b, o = f"tensor<{m}x{k}xbf16>", f"tensor<{k}x{n}xbf16>", f"tensor<{m}x{n}xbf16>"
    a8, b8 = f"tensor<{m}x{k}xf8E4M3FN>", f"tensor<{k}x{n}xf8E5M2>"
    return f"""
module @fp8 {{
  func.func public @main(%a: {a}, %b: {b}, %sa: tensor<bf16>, %sb: tensor<bf16>) -> {o} {{
    %qa = stablehlo.broadcast_in_dim %sa, dims = [] : (tensor<bf16>) -> {a}
    %qb = stablehlo.broadcast_in_dim %sb, dims = [] : (tensor<bf16>) -> {b}
    %a1 = stablehlo.divide %a, %qa : {a}
    %b1 = stablehlo.divide %b, %qb : {b}
    %a8 = stablehlo.convert %a1 : ({a}) -> {a8}
    %b8 = stablehlo.convert %b1 : ({b}) -> {b8}
    %a2 = stablehlo.convert %a8 : ({a8}) -> {a}
    %b2 = stablehlo.convert %b8 : ({b8}) -> {b}
    %a3 = stablehlo.multiply %a2, %qa : {a}
    %b3 = stablehlo.multiply %b2, %qb : {b}
    %d = stablehlo.dot_general %a3, %b3, contracting_dims = [1] x [0] : ({a}, {b}) -> {o}
    return %d : {o}
  }}
}}"""


def expected_f8_ns(name: str, m: int, n: int, k: int, out_bytes: int = 2) -> float:
    """The roofline by hand from the preset's numbers (one wave, K a multiple of the K tile)."""
    hw = load_hardware(name)
    eff = hw.efficiency
    efficiency = eff.gemm_max_by_dtype["f8"] * eff.gemm_step_fraction * k / (k + eff.gemm_k_overhead)
    compute = 2 * m * n * k / (hw.peak_flops_per_s["f8"] * efficiency) * 1e9 + eff.gemm_latency_ns
    nbytes = m * k + k * n + out_bytes * m * n  # one byte per fp8 operand element
    memory = eff.memory_latency_ns + nbytes / (hw.memory_bandwidth_bytes_per_s * eff.memory_max) * 1e9
    return max(compute, memory) + hw.launch_overhead_ns


def gemm_durations(program, name: str) -> list[float]:
    costed = cost_program(program, load_hardware(name))
    return [d for c, d in zip(costed.costs, costed.durations_ns) if c.kernel_class is KernelClass.GEMM]


@pytest.mark.parametrize("name", sorted(ONE_WAVE))
@pytest.mark.parametrize("lhs,rhs,out,out_bytes", [("f8E4M3FN", "f8E4M3FN", "bf16", 2), ("f8E4M3FN", "f8E5M2", "f32", 4)])
def test_an_f8_dot_runs_at_the_presets_measured_fp8_rate(name, lhs, rhs, out, out_bytes):
    m, n = ONE_WAVE[name]
    (duration,) = gemm_durations(lower(f8_dot_module(m, n, K, lhs, rhs, out)), name)
    assert duration == pytest.approx(expected_f8_ns(name, m, n, K, out_bytes), rel=1e-9)
    # and it is compute bound at the fp8 rate, well under the same dot in bf16
    (bf16,) = gemm_durations(lower(f8_dot_module(m, n, K, "bf16", "bf16", "bf16")), name)
    assert duration < 0.75 * bf16


def test_the_fp8_rates_come_from_published_fp8_measurements():
    # cost/evidence/*.csv: H100 MAMF 1402.6 and Azure cuBLASLt 1290-1382 TFLOP/s; H200 MAMF 1453.4 and Azure
    # 1269-1333; B200 XLA 3280 and MAMF 3432.5: the large-shape fp8 ceilings sit in those ranges
    for name, lo, hi in (("H100-SXM", 1290e12, 1460e12), ("H200", 1269e12, 1460e12), ("B200", 3280e12, 3600e12)):
        hw = load_hardware(name)
        ceiling = hw.peak_flops_per_s["f8"] * hw.efficiency.gemm_max_for("f8")
        assert lo <= ceiling <= hi, (name, ceiling)
        assert hw.efficiency.gemm_max_for("f8") < hw.efficiency.gemm_max  # fp8 reaches less of its peak


@pytest.mark.parametrize("name", sorted(ONE_WAVE))
def test_xla_dequantize_then_dot_pattern_is_an_fp8_gemm(name):
    m, n = ONE_WAVE[name]
    program = lower(dequantized_dot_module(m, n, K))
    costed = cost_program(program, load_hardware(name))
    dots = [(op, d) for op, c, d in zip(costed.program.ops, costed.costs, costed.durations_ns) if c.kernel_class is KernelClass.GEMM]
    ((dot, duration),) = dots
    assert [t.dtype for t in dot.operand_types] == ["f8E4M3FN", "f8E5M2"]
    assert duration == pytest.approx(expected_f8_ns(name, m, n, K), rel=1e-9)
    # the dequantize converts and multiplies run no kernel; the quantize kernels still do
    folded = [op for op in costed.program.ops if op.kind == FOLDED_KIND]
    assert sorted(op.attrs["folded"].split(".")[-1] for op in folded) == ["convert", "convert", "multiply", "multiply"]
    assert all(d == 0 for op, d in zip(costed.program.ops, costed.durations_ns) if op.kind == FOLDED_KIND)


def test_without_an_fp8_rate_the_dequantized_dot_stays_a_bf16_gemm():
    m, n = 1728, 1024
    program = lower(dequantized_dot_module(m, n, K))
    costed = cost_program(program, load_hardware("A100-SXM-40GB"))  # Ampere: XLA keeps the converts
    (dot,) = [op for op, c in zip(costed.program.ops, costed.costs) if c.kernel_class is KernelClass.GEMM]
    assert [t.dtype for t in dot.operand_types] == ["bf16", "bf16"]
    assert not [op for op in costed.program.ops if op.kind == FOLDED_KIND]


def test_only_one_fp8_operand_is_not_rewritten():
    m, n = ONE_WAVE["H100-SXM"]
    text = dequantized_dot_module(m, n, K).replace("%b3, contracting_dims", "%b, contracting_dims")
    costed = cost_program(lower(text), load_hardware("H100-SXM"))
    (dot,) = [op for op, c in zip(costed.program.ops, costed.costs) if c.kernel_class is KernelClass.GEMM]
    assert dot.operand_types[0].dtype == "bf16"


@pytest.mark.parametrize("name", sorted(ONE_WAVE))
def test_the_cublaslt_f8_call_of_an_xla_optimized_program_costs_the_same(name):
    m, n = ONE_WAVE[name]
    config = {"gemm_backend_config": {"dot_dimension_numbers": {
        "lhs_contracting_dimensions": ["1"], "rhs_contracting_dimensions": ["0"],
        "lhs_batch_dimensions": [], "rhs_batch_dimensions": []}}}
    call = Op(0, "stablehlo.custom_call",
              (TensorType((m, K), "f8E4M3FN"), TensorType((K, n), "f8E4M3FN"), TensorType((), "f32"), TensorType((), "f32")),
              (TensorType((m, n), "bf16"), TensorType((33554432,), "ui8")),
              attrs={"call_target_name": "__cublas$lt$matmul$f8", "backend_config": json.dumps(config)})
    cost = op_cost(call)
    assert cost.compute_dtype == "f8E4M3FN" and cost.kernel_class is KernelClass.GEMM
    # the two f32 scales add 8 bytes; the workspace is not counted
    assert kernel_time_ns(cost, load_hardware(name)) == pytest.approx(expected_f8_ns(name, m, n, K), rel=1e-6)
