"""Kernel duration on a given ``Hardware``: a roofline with efficiencies and launch overhead.

    time_ns = max(flops / (rate * eff_compute) [+ gemm_latency_ns for a dot], special_ops / special_rate,
                  bytes / (bandwidth * eff_memory))
              + launches * launch_overhead_ns                       (FREE kernels: 0)

A dot (GEMM class, on the matrix units) also pays ``efficiency.gemm_latency_ns`` once per kernel in
its compute term: the fixed part of a GEMM kernel that measured kernel times show (first loads,
pipeline fill, the last wave's epilogue), fitted with ``gemm_max`` to published or measured GEMM
timings (``cost.calibrate.evidence``). Convolutions (cuDNN) were not measured and do not pay it.

The special-function term (exp, log, reciprocal, ... on the SFUs, ``cost.special_functions``) is
a separate pipe that runs alongside the FP32 pipe, so it is a third ceiling, part of
``compute_ns``; it applies only where the hardware gives ``special_function_ops_per_s``.

``eff_memory`` includes the memory ramp (``memory_latency_ns``) of ``cost.efficiency``, so the
memory term is ``memory_latency_ns + bytes / (bandwidth * memory_max)`` for non-empty transfers.

Rate selection (``compute_rate``):
- GEMM and CONVOLUTION use the matrix-unit rate of the OPERAND dtype (``KernelCost.compute_dtype``):
  a bf16 x bf16 -> f32 dot runs at the bf16 rate. f32 operands get the rate named by
  ``Hardware.f32_matmul_precision`` ("tf32", "bf16", "bf16_3x" = bf16/3, "bf16_6x" = bf16/6, or
  "f32"). A dtype the chip has no matrix rate for falls back along a fixed chain, first present
  wins: f4 -> f8 -> bf16 -> f16; f8 -> bf16 -> f16 (XLA upcasts fp8 where there is no fp8 unit,
  e.g. A100, TPU); f16 <-> bf16; tf32 -> f32; f64 -> f64. If the chain is exhausted the dot runs
  on the vector units at the vector rate of the dtype (f64 on TPU is emulated: f32 vector rate, an
  optimistic bound). Integer dots: i8 and narrower (i4, u8) -> "i8" matrix rate, else vector;
  wider integers (i16, i32, i64) -> vector "i32" rate.
- ELEMENTWISE, REDUCTION and DATA_MOVEMENT use the vector rate of the dtype (fp8/fp4 compute in
  bf16 -> f32; integers -> i32; absent keys -> f32) times ``vector_max``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hlo2chakra.cost.efficiency import gemm_efficiency, memory_efficiency, vector_efficiency
from hlo2chakra.cost.hardware import Hardware
from hlo2chakra.cost.kernel import KernelClass, KernelCost

_MATRIX_CLASSES = (KernelClass.GEMM, KernelClass.CONVOLUTION)

# Canonical dtype groups: XLA/StableHLO element types and numpy-style names.
_DTYPE_ALIASES = {
    "f64": "f64", "float64": "f64", "double": "f64", "c128": "f64", "complex128": "f64",
    "f32": "f32", "float32": "f32", "float": "f32", "c64": "f32", "complex64": "f32",
    "tf32": "tf32",
    "bf16": "bf16", "bfloat16": "bf16",
    "f16": "f16", "float16": "f16", "half": "f16",
    "i8": "i8", "s8": "i8", "si8": "i8", "u8": "i8", "ui8": "i8", "int8": "i8", "uint8": "i8",
    "i4": "i8", "s4": "i8", "si4": "i8", "u4": "i8", "ui4": "i8", "int4": "i8", "uint4": "i8",
    "i2": "i8", "u2": "i8", "ui2": "i8", "si2": "i8",
    "i1": "int", "pred": "int", "bool": "int",
    "i16": "int", "s16": "int", "si16": "int", "u16": "int", "ui16": "int", "int16": "int", "uint16": "int",
    "i32": "int", "s32": "int", "si32": "int", "u32": "int", "ui32": "int", "int32": "int", "uint32": "int",
    "i64": "int", "s64": "int", "si64": "int", "u64": "int", "ui64": "int", "int64": "int", "uint64": "int",
    "index": "int",
}

_MATRIX_CHAIN = {
    "f4": ("f4", "f8", "bf16", "f16"),
    "f8": ("f8", "bf16", "f16"),
    "bf16": ("bf16", "f16"),
    "f16": ("f16", "bf16"),
    "tf32": ("tf32", "f32"),
    "f64": ("f64",),
    "i8": ("i8",),
    "int": (),
}
_VECTOR_CHAIN = {
    "f4": ("bf16", "f32"), "f8": ("bf16", "f32"), "bf16": ("bf16", "f32"), "f16": ("f16", "f32"),
    "tf32": ("f32",), "f32": ("f32",), "f64": ("f64", "f32"), "i8": ("i32", "f32"), "int": ("i32", "f32"),
}
_BF16_PASSES = {"bf16": 1, "bf16_3x": 3, "bf16_6x": 6}


def canonical_dtype(dtype: str) -> str:
    """The rate group of an element type: f64 f32 tf32 bf16 f16 f8 f4 i8 int."""
    text = dtype.strip().lower()
    if text in _DTYPE_ALIASES:
        return _DTYPE_ALIASES[text]
    if text.startswith(("f8e", "float8_", "f6e", "float6_")):
        return "f8"  # fp6 runs at the fp8 tensor rate on Blackwell (HGX B200 datasheet)
    if text.startswith(("f4e", "float4_")):
        return "f4"
    raise ValueError(f"unknown compute dtype {dtype!r} (expected an XLA element type such as bf16, f32, f8E4M3FN, s8)")


@dataclass(frozen=True)
class Rate:
    """A compute rate and where it came from (for manifests and debugging)."""

    flops_per_s: float
    key: str        # peak key (matrix) or "vector:<key>"
    matrix: bool


def vector_rate(dtype: str, hw: Hardware) -> Rate:
    group = canonical_dtype(dtype)
    for key in _VECTOR_CHAIN[group]:
        if key in hw.vector_flops_per_s:
            return Rate(hw.vector_flops_per_s[key], f"vector:{key}", False)
    return Rate(hw.vector_flops_per_s["f32"], "vector:f32", False)


def gemm_rate(dtype: str, hw: Hardware) -> Rate:
    """The dense matrix rate an operand dtype gets on ``hw`` (rules in the module docstring)."""
    group = canonical_dtype(dtype)
    peaks = hw.peak_flops_per_s
    if group == "f32":
        precision = hw.f32_matmul_precision
        if precision in _BF16_PASSES:
            return Rate(peaks["bf16"] / _BF16_PASSES[precision], "bf16", True)
        if precision == "tf32":
            return Rate(peaks["tf32"], "tf32", True)
        if "f32" in peaks:
            return Rate(peaks["f32"], "f32", True)
        return vector_rate("f32", hw)
    for key in _MATRIX_CHAIN[group]:
        if key in peaks:
            return Rate(peaks[key], key, True)
    return vector_rate(dtype, hw)


def compute_rate(cost: KernelCost, hw: Hardware) -> Rate:
    if cost.kernel_class in _MATRIX_CLASSES:
        return gemm_rate(cost.compute_dtype, hw)
    return vector_rate(cost.compute_dtype, hw)


@dataclass(frozen=True)
class KernelTiming:
    """The parts of one kernel's modelled duration, in ns."""

    compute_ns: float
    memory_ns: float
    overhead_ns: float
    compute_efficiency: float
    memory_efficiency: float
    rate_key: str

    @property
    def total_ns(self) -> float:
        return max(self.compute_ns, self.memory_ns) + self.overhead_ns

    @property
    def bound(self) -> str:
        if self.overhead_ns >= max(self.compute_ns, self.memory_ns):
            return "overhead"
        return "compute" if self.compute_ns >= self.memory_ns else "memory"


def _check(cost: KernelCost) -> None:
    for name in ("flops", "bytes_accessed", "launches"):
        if getattr(cost, name) < 0:
            raise ValueError(f"kernel cost has negative {name}: {getattr(cost, name)}")


def kernel_timing(cost: KernelCost, hw: Hardware) -> KernelTiming:
    """Compute, memory and launch parts of ``cost`` on ``hw`` (all zero for FREE kernels)."""
    _check(cost)
    if cost.kernel_class is KernelClass.FREE:
        return KernelTiming(0.0, 0.0, 0.0, 1.0, 1.0, "free")
    rate = compute_rate(cost, hw)
    if cost.kernel_class in _MATRIX_CLASSES and rate.matrix:
        eff_compute = gemm_efficiency(cost.gemm, hw.efficiency, rate.key,
                                      dot=cost.kernel_class is KernelClass.GEMM)
    else:
        eff_compute = vector_efficiency(hw)
    eff_memory = memory_efficiency(cost.bytes_accessed, hw, cost.launches)
    compute_ns = cost.flops / (rate.flops_per_s * eff_compute) * 1e9 if cost.flops else 0.0
    if cost.flops and rate.matrix and cost.kernel_class is KernelClass.GEMM:
        compute_ns += max(1, cost.launches) * hw.efficiency.gemm_latency_ns
    if cost.special_ops and hw.special_function_ops_per_s:
        compute_ns = max(compute_ns, cost.special_ops / hw.special_function_ops_per_s * 1e9)
    memory_ns = (
        cost.bytes_accessed / (hw.memory_bandwidth_bytes_per_s * eff_memory) * 1e9 if cost.bytes_accessed else 0.0
    )
    overhead_ns = cost.launches * hw.launch_overhead_ns
    return KernelTiming(compute_ns, memory_ns, overhead_ns, eff_compute, eff_memory, rate.key)


def kernel_time_ns(cost: KernelCost, hw: Hardware) -> float:
    """Modelled duration of one kernel (or ``cost.launches`` launches of it) in ns."""
    return kernel_timing(cost, hw).total_ns


def kernel_bound(cost: KernelCost, hw: Hardware) -> str:
    """"compute", "memory" or "overhead" (launch overhead dominates; also FREE kernels)."""
    return kernel_timing(cost, hw).bound


def arithmetic_intensity(cost: KernelCost) -> float:
    """flops per byte accessed (inf for a kernel that touches no memory but computes)."""
    if cost.bytes_accessed == 0:
        return math.inf if cost.flops else 0.0
    return cost.flops / cost.bytes_accessed


def ridge_point(cost: KernelCost, hw: Hardware) -> float:
    """Arithmetic intensity (flop/byte) above which ``cost`` would be compute bound on ``hw``
    at peak rates (the plain roofline's ridge, before efficiencies)."""
    return compute_rate(cost, hw).flops_per_s / hw.memory_bandwidth_bytes_per_s
