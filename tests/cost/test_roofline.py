"""Roofline, dtype routing and the efficiency curves (values computed independently here)."""

from __future__ import annotations

import dataclasses
import math

import pytest

from hlo2chakra.cost.efficiency import (
    gemm_efficiency,
    gemm_shape_efficiency,
    gemm_tile_time,
    memory_efficiency,
)
from hlo2chakra.cost.hardware_yaml import load_hardware
from hlo2chakra.cost.kernel import GemmShape, KernelClass, KernelCost
from hlo2chakra.cost.roofline import (
    arithmetic_intensity,
    canonical_dtype,
    gemm_rate,
    kernel_bound,
    kernel_time_ns,
    kernel_timing,
    ridge_point,
)

H100 = load_hardware("H100-SXM")
A100 = load_hardware("A100-SXM-80GB")
V5P = load_hardware("TPU-v5p")
MI300X = load_hardware("MI300X")


def ideal(hw):
    """The plain roofline: every efficiency 1, no latency, no quantization, no launch cost."""
    eff = dataclasses.replace(
        hw.efficiency, gemm_max=1.0, gemm_max_by_dtype={}, memory_max=1.0, memory_latency_ns=0.0,
        vector_max=1.0, gemm_tile_m=1, gemm_tile_n=1, gemm_tile_k=1, gemm_parallel_units=1, gemm_k_overhead=0.0,
        gemm_step_fraction=1.0, gemm_latency_ns=0.0,
    )
    return dataclasses.replace(hw, efficiency=eff, launch_overhead_ns=0.0)


def gemm_cost(m, n, k, dtype="bf16", batch=1, launches=1, elem_bytes=2):
    return KernelCost(
        flops=2 * batch * m * n * k, bytes_accessed=elem_bytes * batch * (m * k + k * n + m * n),
        compute_dtype=dtype, kernel_class=KernelClass.GEMM, gemm=GemmShape(batch, m, n, k), launches=launches,
    )


# --- dtype routing ---------------------------------------------------------------------------

def test_bf16_operands_with_f32_result_use_the_bf16_rate():
    # KernelCost.compute_dtype is the operand type; an f32 accumulator/result does not matter.
    assert gemm_rate("bf16", H100).flops_per_s == pytest.approx(989.4e12)
    cost = gemm_cost(8192, 8192, 8192, "bf16")
    plain = ideal(H100)
    assert kernel_time_ns(cost, plain) == pytest.approx(cost.flops / 989.4e12 * 1e9)


def test_f32_dots_follow_f32_matmul_precision():
    assert gemm_rate("f32", H100).flops_per_s == pytest.approx(494.7e12)  # tf32 on NVIDIA
    assert gemm_rate("f32", A100).flops_per_s == pytest.approx(156e12)
    assert gemm_rate("f32", V5P).flops_per_s == pytest.approx(459e12)     # one bf16 pass on TPU
    assert gemm_rate("f32", MI300X).flops_per_s == pytest.approx(163.4e12)
    v5p_high = dataclasses.replace(V5P, f32_matmul_precision="bf16_3x")
    assert gemm_rate("f32", v5p_high).flops_per_s == pytest.approx(459e12 / 3)
    h100_highest = dataclasses.replace(H100, f32_matmul_precision="f32")
    assert gemm_rate("f32", h100_highest).flops_per_s == pytest.approx(66.9e12)


def test_fallback_chain_for_absent_dtypes():
    assert gemm_rate("f8E4M3FN", H100).flops_per_s == pytest.approx(1978.9e12)
    assert gemm_rate("f8E5M2", A100).flops_per_s == pytest.approx(312e12)   # no fp8 on Ampere -> bf16
    assert gemm_rate("f16", V5P).flops_per_s == pytest.approx(459e12)        # TPU has no f16 MXU mode
    assert gemm_rate("s8", A100).flops_per_s == pytest.approx(624e12)
    assert gemm_rate("i32", H100).key == "vector:i32"
    assert gemm_rate("f64", V5P).key == "vector:f32"                         # TPU has no f64 units
    assert gemm_rate("f4E2M1FN", H100).key == "f8"
    assert gemm_rate("f4E2M1FN", load_hardware("B200")).key == "f4"


def test_canonical_dtype_rejects_unknown():
    assert canonical_dtype("F8E4M3FNUZ") == "f8" and canonical_dtype("bfloat16") == "bf16"
    with pytest.raises(ValueError, match="unknown compute dtype 'q7'"):
        canonical_dtype("q7")


def test_elementwise_uses_vector_rate():
    cost = KernelCost(flops=10**12, bytes_accessed=8, compute_dtype="f32", kernel_class=KernelClass.ELEMENTWISE)
    timing = kernel_timing(cost, H100)
    assert timing.rate_key == "vector:f32"
    assert timing.compute_ns == pytest.approx(1e12 / (66.9e12 * H100.efficiency.vector_max) * 1e9)
    assert kernel_bound(cost, H100) == "compute"


# --- launch overhead, FREE, bounds -----------------------------------------------------------

def test_launch_overhead_is_added_per_launch():
    one = gemm_cost(4096, 4096, 4096, launches=1)
    three = dataclasses.replace(one, launches=3)
    # each launch of a dot also pays the dot's fixed kernel time (efficiency.gemm_latency_ns)
    per_kernel = H100.launch_overhead_ns + H100.efficiency.gemm_latency_ns
    assert kernel_time_ns(three, H100) - kernel_time_ns(one, H100) == pytest.approx(2 * per_kernel)
    zero = dataclasses.replace(one, launches=0)
    assert kernel_time_ns(one, H100) - kernel_time_ns(zero, H100) == pytest.approx(H100.launch_overhead_ns)


def test_free_costs_nothing():
    cost = KernelCost(flops=10**9, bytes_accessed=10**9, compute_dtype="f32", kernel_class=KernelClass.FREE, launches=1)
    assert kernel_time_ns(cost, H100) == 0.0
    assert kernel_bound(cost, H100) == "overhead"


def test_bound_classification():
    assert kernel_bound(gemm_cost(8192, 8192, 8192), H100) == "compute"
    big_copy = KernelCost(0, 4 << 30, "bf16", KernelClass.DATA_MOVEMENT)
    assert kernel_bound(big_copy, H100) == "memory"
    tiny = KernelCost(4, 16, "f32", KernelClass.ELEMENTWISE)
    assert kernel_bound(tiny, H100) == "overhead"


def test_negative_cost_rejected():
    with pytest.raises(ValueError, match="negative flops"):
        kernel_time_ns(KernelCost(-1, 0, "f32", KernelClass.ELEMENTWISE), H100)


def test_arithmetic_intensity_and_ridge():
    cost = gemm_cost(4096, 4096, 4096)
    assert arithmetic_intensity(cost) == pytest.approx(2 * 4096**3 / (2 * 3 * 4096**2))
    assert arithmetic_intensity(KernelCost(5, 0, "f32", KernelClass.ELEMENTWISE)) == math.inf
    assert ridge_point(cost, H100) == pytest.approx(989.4e12 / 3.35e12)


def test_roofline_with_ideal_efficiency_is_the_plain_roofline():
    plain = ideal(H100)
    for m, n, k in [(8192, 8192, 8192), (64, 8192, 8192), (7, 3, 5)]:
        cost = gemm_cost(m, n, k)
        expected = max(cost.flops / 989.4e12, cost.bytes_accessed / 3.35e12) * 1e9
        assert kernel_time_ns(cost, plain) == pytest.approx(expected, rel=1e-12)


# --- efficiency curves -----------------------------------------------------------------------

@pytest.mark.parametrize("hw", [H100, A100, V5P, MI300X], ids=lambda h: h.name)
def test_memory_efficiency_monotone_bounded_and_limit(hw):
    sizes = [0, 1, 10**3, 10**4, 10**5, 10**6, 10**7, 10**8, 10**9, 10**10, 10**12]
    values = [memory_efficiency(s, hw) for s in sizes[1:]]
    assert all(b >= a for a, b in zip(values, values[1:]))
    assert all(0 < v <= hw.efficiency.memory_max <= 1 for v in values)
    assert values[-1] == pytest.approx(hw.efficiency.memory_max, rel=1e-3)
    # the memory term is latency + bytes / (bw * memory_max)
    cost = KernelCost(0, 10**8, "f32", KernelClass.ELEMENTWISE, launches=0)
    expected = hw.efficiency.memory_latency_ns + 10**8 / (hw.memory_bandwidth_bytes_per_s * hw.efficiency.memory_max) * 1e9
    assert kernel_time_ns(cost, hw) == pytest.approx(expected)


@pytest.mark.parametrize("hw", [H100, A100, V5P, MI300X], ids=lambda h: h.name)
def test_gemm_efficiency_bounded_and_large_limit(hw):
    eff = hw.efficiency
    for m, n, k in [(1, 1, 1), (1, 4096, 4096), (4096, 4096, 16), (3000, 5000, 700), (8192, 8192, 8192)]:
        value = gemm_efficiency(GemmShape(1, m, n, k), eff, "bf16", dot=True)
        assert 0 < value <= eff.gemm_max * eff.gemm_step_fraction
    # tile-aligned, whole waves, K >> k_overhead: the ceiling (alone, and as a dot inside a step)
    tiles = eff.gemm_parallel_units
    shape = GemmShape(1, eff.gemm_tile_m * tiles, eff.gemm_tile_n, eff.gemm_tile_k * 10**5)
    assert gemm_efficiency(shape, eff, "bf16", dot=False) == pytest.approx(eff.gemm_max, rel=2e-3)
    assert gemm_efficiency(shape, eff, "bf16", dot=True) == pytest.approx(eff.gemm_max * eff.gemm_step_fraction, rel=2e-3)


@pytest.mark.parametrize("hw", [H100, A100, V5P], ids=lambda h: h.name)
def test_gemm_time_never_decreases_with_size(hw):
    eff = hw.efficiency
    base = (2, 300, 500, 700)
    for axis in range(4):
        previous = 0.0
        for step in range(0, 2000, 37):
            dims = list(base)
            dims[axis] += step if axis else step // 100
            t = gemm_tile_time(GemmShape(*dims), eff)
            assert t >= previous
            previous = t
    # shape efficiency grows (non-strictly) along whole-wave multiples
    values = [gemm_shape_efficiency(GemmShape(1, eff.gemm_tile_m * eff.gemm_parallel_units * r, eff.gemm_tile_n, 4096), eff)
              for r in (1, 2, 4, 8)]
    assert values == sorted(values)


def test_wave_quantization_step_h100():
    eff = H100.efficiency  # 128 x 256 tiles on 132 SMs
    assert (eff.gemm_tile_m, eff.gemm_tile_n, eff.gemm_parallel_units) == (128, 256, 132)
    k = 4096
    full = GemmShape(1, 12 * 128, 11 * 256, k)         # 132 tiles: exactly one wave
    extra = GemmShape(1, 13 * 128, 11 * 256, k)        # 143 tiles: one wave + 11 tiles
    assert gemm_tile_time(extra, eff) == pytest.approx(2 * gemm_tile_time(full, eff))
    ratio = gemm_shape_efficiency(extra, eff) / gemm_shape_efficiency(full, eff)
    assert ratio == pytest.approx((13 / 12) / 2)
    # independent computation of the one-wave efficiency: K factor only
    assert gemm_shape_efficiency(full, eff) == pytest.approx(k / (k + eff.gemm_k_overhead))
    t_full = kernel_timing(gemm_cost(1536, 2816, k), H100)
    t_extra = kernel_timing(gemm_cost(1664, 2816, k), H100)
    fixed = eff.gemm_latency_ns  # the dot's fixed kernel time is not quantized
    assert t_extra.compute_ns - fixed == pytest.approx(2 * (t_full.compute_ns - fixed))


def test_tile_quantization_and_split_k():
    eff = dataclasses.replace(H100.efficiency, gemm_k_overhead=0.0)
    # m = 129 pads to two 128-row tiles; 2 x 66 = 132 tiles fill exactly one wave
    padded = gemm_shape_efficiency(GemmShape(1, 129, 256 * 66, 1024), eff)
    assert padded == pytest.approx(129 / 256)
    # a single tile with long K is split over the SMs (split-K), not left on one SM
    single = GemmShape(1, 128, 256, 132 * 64 * 10)
    assert gemm_shape_efficiency(single, eff) == pytest.approx(1.0)


def test_small_k_penalty():
    eff = H100.efficiency
    shape = lambda k: GemmShape(1, 128 * 12, 256 * 11, k)
    assert gemm_shape_efficiency(shape(64), eff) == pytest.approx(64 / (64 + eff.gemm_k_overhead))
    assert gemm_shape_efficiency(shape(64), eff) < gemm_shape_efficiency(shape(1024), eff) < gemm_shape_efficiency(shape(8192), eff)


@pytest.mark.parametrize("name,shape,measured_tflops,tolerance", [
    # the presets are fitted to all their evidence (cost/evidence/*.csv), not to one MAMF row: H100's
    # MAMF row agrees with XLA's own 321-dot sweep; A100's sits above the sustained cuBLASLt rows
    # (10,000 warm-up iterations) the fit also takes; B200's above XLA's sm_100 sweep
    ("H100-SXM", (2048, 2048, 13312), 794.5, 0.01),
    ("A100-SXM-80GB", (1024, 10240, 5120), 271.2, 0.10),
    ("B200", (1792, 16128, 3072), 1745.0, 0.08),
])
def test_presets_reproduce_published_mamf_at_its_shape(name, shape, measured_tflops, tolerance):
    hw = _with_step_fraction(load_hardware(name), 1.0)  # MAMF times the GEMM alone
    m, n, k = shape
    cost = gemm_cost(m, n, k)
    time_s = kernel_time_ns(dataclasses.replace(cost, launches=0), hw) * 1e-9
    assert cost.flops / time_s / 1e12 == pytest.approx(measured_tflops, rel=tolerance)


def test_convolution_without_shape_uses_gemm_ceiling():
    cost = KernelCost(10**13, 10**6, "bf16", KernelClass.CONVOLUTION, gemm=None, launches=0)
    assert kernel_time_ns(cost, H100) == pytest.approx(10**13 / (989.4e12 * H100.efficiency.gemm_max) * 1e9)


def test_fp8_uses_its_own_ceiling():
    shape = GemmShape(1, 8192, 8192, 8192)
    assert gemm_efficiency(shape, H100.efficiency, "f8", dot=True) < gemm_efficiency(shape, H100.efficiency, "bf16", dot=True)
    fixed = H100.efficiency.gemm_latency_ns  # the same fixed kernel time for both
    t_bf16 = kernel_time_ns(gemm_cost(8192, 8192, 8192, "bf16", launches=0), H100) - fixed
    t_f8 = kernel_time_ns(gemm_cost(8192, 8192, 8192, "f8E4M3FN", launches=0, elem_bytes=1), H100) - fixed
    peaks = H100.peak_flops_per_s
    expected = peaks["f8"] / peaks["bf16"] * H100.efficiency.gemm_max_for("f8") / H100.efficiency.gemm_max
    assert t_bf16 / t_f8 == pytest.approx(expected)


def test_tpu_mxu_padding():
    eff = dataclasses.replace(V5P.efficiency, gemm_k_overhead=0.0)
    # K and N pad to the 128-wide MXU, M to 8 sublanes; 2 TensorCores share the tiles
    aligned = gemm_shape_efficiency(GemmShape(1, 16, 128, 128), eff)   # 2 tiles on 2 cores
    assert aligned == pytest.approx(1.0)
    assert gemm_shape_efficiency(GemmShape(1, 16, 128, 129), eff) == pytest.approx(129 / 256)
    assert gemm_shape_efficiency(GemmShape(1, 16, 129, 128), eff) == pytest.approx(129 / 256)
    assert gemm_shape_efficiency(GemmShape(1, 9, 128, 128), eff) == pytest.approx(9 / 16)


# --- in-step GEMM rate (gemm_step_fraction) ----------------------------------------------------

def _with_step_fraction(hw, fraction):
    return dataclasses.replace(hw, efficiency=dataclasses.replace(hw.efficiency, gemm_step_fraction=fraction))


def test_a_compute_bound_dot_in_a_step_runs_at_the_step_fraction_of_its_isolated_rate():
    alone = _with_step_fraction(H100, 1.0)
    in_step = _with_step_fraction(H100, 0.5)
    cost = gemm_cost(8192, 8192, 8192)
    isolated = kernel_timing(cost, alone)
    stepped = kernel_timing(cost, in_step)
    fixed = H100.efficiency.gemm_latency_ns  # the fixed kernel time is not scaled
    assert stepped.compute_ns - fixed == pytest.approx(2 * (isolated.compute_ns - fixed))
    assert stepped.compute_efficiency == pytest.approx(0.5 * isolated.compute_efficiency)
    assert stepped.memory_ns == pytest.approx(isolated.memory_ns)


def test_the_step_fraction_leaves_convolutions_and_memory_bound_dots_alone():
    in_step = _with_step_fraction(H100, 0.5)
    alone = _with_step_fraction(H100, 1.0)
    conv = dataclasses.replace(gemm_cost(8192, 8192, 8192), kernel_class=KernelClass.CONVOLUTION)
    assert kernel_time_ns(conv, in_step) == pytest.approx(kernel_time_ns(conv, alone))
    # a GEMV: 2 flops per 2-byte weight read, far below the ridge even at half the rate
    gemv = gemm_cost(1, 16384, 16384)
    assert kernel_bound(gemv, in_step) == "memory"
    assert kernel_time_ns(gemv, in_step) == pytest.approx(kernel_time_ns(gemv, alone))


def test_gpu_presets_share_one_fitted_step_fraction_and_tpus_have_none():
    fractions = {name: load_hardware(name).efficiency.gemm_step_fraction
                 for name in ("A100-SXM-40GB", "A100-SXM-80GB", "H100-SXM", "H200", "B200", "GB200", "MI300X")}
    assert len(set(fractions.values())) == 1, fractions
    assert 0 < next(iter(fractions.values())) < 1
    assert all(load_hardware(name).efficiency.gemm_step_fraction == 1.0 for name in ("TPU-v4", "TPU-v5e", "TPU-v5p"))
