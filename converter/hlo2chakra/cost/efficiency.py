"""Efficiency curves of the kernel cost model: which fraction of a peak rate a kernel reaches.

GEMM / convolution (implicit GEMM). The output C[b, m, n] is cut into tiles of
``gemm_tile_m x gemm_tile_n`` (M and N padded up to whole tiles: tile quantization; for a TPU the
granularity is the MXU's 8 x 128 layout), K is padded to ``gemm_tile_k``. Tiles are spread over
``gemm_parallel_units`` units in waves; a partly filled last wave costs a whole wave (wave
quantization). When there are fewer tiles than units, K may be split s ways (split-K, as cuBLAS
and CUTLASS do for skinny outputs): s in 1 .. units // tiles, whichever is fastest. Every tile
pays a fixed cost worth ``gemm_k_overhead`` K elements (prologue, pipeline fill, epilogue), the
small-K penalty. The modelled time, in units of one tile-MAC per unit, is

    t = min_s  waves(s) * tile_m * tile_n * (ceil(kblocks / s) * tile_k + k_overhead)
    waves(s) = ceil(tiles * s / units)

and the efficiency is ``gemm_max * (b*m*n*k / units) / t``, times ``gemm_step_fraction`` for dot
kernels (the share of that isolated rate a dot holds inside a compiled step, fitted on measured
steps; see ``Efficiency``). Properties (pinned by tests): at most
``gemm_max`` (times ``gemm_step_fraction`` for a dot); equal to it in the limit of tile-aligned
shapes with whole waves and K >> k_overhead; modelled time never decreases when m, n, k or b grows; one tile beyond a whole
wave doubles the time of a one-wave GEMM. Skinny GEMMs (m or n below a tile) lose efficiency
through tile quantization, as they do on the hardware; they are usually memory bound anyway.

Memory. A streaming kernel moving B bytes takes ``memory_latency_ns + B / (bw * memory_max)``,
i.e. reaches ``memory_max * B / (B + bw * memory_max * latency)`` of peak bandwidth: monotone
non-decreasing in B, bounded by ``memory_max``, tending to it for large B. A cost that stands for
n kernels (``KernelCost.launches``) pays the latency n times.

Vector. Compute-bound non-matrix code reaches ``vector_max`` of the vector peak.
"""

from __future__ import annotations

from hlo2chakra.cost.hardware import Efficiency, Hardware
from hlo2chakra.cost.kernel import GemmShape


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def gemm_tile_time(shape: GemmShape, eff: Efficiency) -> float:
    """Modelled GEMM time in tile-MAC units per parallel unit (see the module docstring)."""
    if min(shape.batch, shape.m, shape.n, shape.k) <= 0:
        return 0.0
    tm, tn, tk = eff.gemm_tile_m, eff.gemm_tile_n, eff.gemm_tile_k
    units = eff.gemm_parallel_units
    tiles = shape.batch * _ceil_div(shape.m, tm) * _ceil_div(shape.n, tn)
    kblocks = _ceil_div(shape.k, tk)
    # More splits than K blocks only adds waves at the same per-tile work, so s <= kblocks.
    max_split = max(1, min(units // tiles, kblocks))
    best = float("inf")
    for split in range(1, max_split + 1):
        waves = _ceil_div(tiles * split, units)
        per_tile = _ceil_div(kblocks, split) * tk + eff.gemm_k_overhead
        best = min(best, waves * tm * tn * per_tile)
    return best


def gemm_shape_efficiency(shape: GemmShape, eff: Efficiency) -> float:
    """Fraction in (0, 1] of the tile-limited peak (without ``gemm_max``) this shape reaches."""
    time = gemm_tile_time(shape, eff)
    if time <= 0:
        return 1.0
    ideal = shape.batch * shape.m * shape.n * shape.k / eff.gemm_parallel_units
    return min(1.0, ideal / time)


def gemm_efficiency(shape: GemmShape | None, eff: Efficiency, rate_key: str, *, dot: bool) -> float:
    """Fraction of the dense peak of ``rate_key`` a GEMM of this shape reaches inside a step.

    ``dot``: a dot kernel (cuBLAS or a Triton GEMM fusion; cuDNN attention, a pair of dots, too, by
    assumption: no measured step it was fitted on uses it), which holds ``gemm_step_fraction`` of
    its isolated rate; False for a convolution (cuDNN), which keeps the isolated rate: no measured
    step that ``gemm_step_fraction`` was fitted on has convolutions.
    """
    ceiling = eff.gemm_max_for(rate_key) * (eff.gemm_step_fraction if dot else 1.0)
    if shape is None:
        return ceiling
    return ceiling * gemm_shape_efficiency(shape, eff)


def memory_efficiency(bytes_accessed: float, hw: Hardware, kernels: int = 1) -> float:
    """Fraction of peak HBM bandwidth ``kernels`` kernels moving ``bytes_accessed`` bytes reach."""
    eff = hw.efficiency
    if bytes_accessed <= 0:
        return eff.memory_max
    ramp_bytes = max(1, kernels) * hw.memory_bandwidth_bytes_per_s * eff.memory_max * eff.memory_latency_ns * 1e-9
    return eff.memory_max * bytes_accessed / (bytes_accessed + ramp_bytes)


def vector_efficiency(hw: Hardware) -> float:
    """Fraction of the vector (non-matrix) peak compute-bound elementwise code reaches."""
    return hw.efficiency.vector_max
