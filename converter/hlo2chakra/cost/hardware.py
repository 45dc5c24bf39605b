"""Hardware descriptions for the kernel cost model: the values (reading, validating and writing
their YAML files, and finding presets, is ``cost.hardware_yaml``).

A ``Hardware`` holds what the roofline (``cost.roofline``) needs about one accelerator: DENSE
(never 2:4-sparse) per-dtype peaks of the matrix units, the non-matrix (SIMT / VPU) rates, HBM
bandwidth and capacity, the per-kernel launch overhead, the rate an f32 x f32 dot gets by default,
and the efficiency-model parameters (``Efficiency``). All rates are per chip and per second.
``special_function_ops_per_s`` (optional, 0 = not modelled) is the rate of the special-function
units that evaluate exp, log, sin/cos, tanh, reciprocal and (reciprocal) square root on NVIDIA
GPUs (``cost.special_functions`` says which ops use them).

Presets are YAML files in ``cost/presets/`` (one per chip, each number commented with its public
source). A GPU preset's GEMM and HBM efficiencies are fitted to published measurements of that GPU,
kept in ``cost/evidence/<preset file stem>.csv`` (``cost.calibrate.evidence``; a device run of
``scripts/device_calibrate.sh`` refits them, ``python -m hlo2chakra.cost.calibrate.upgrade``). A
what-if file inherits from a preset (``base: H100-SXM`` plus the changed keys, see
``hardware_yaml.inherit_hardware``). ``DEFAULT_HARDWARE`` is the one every command and API costs on
unless told otherwise.

Dtype keys. ``peak_flops_per_s`` keys: f64, f32, tf32, bf16, f16, f8, f4, i8 (dense matrix-unit
rates). ``vector_flops_per_s`` keys: f64, f32, bf16, f16, i32; "f32" is required. A dtype absent
from ``peak_flops_per_s`` falls back along a fixed chain (see ``cost.roofline.gemm_rate``).

``f32_matmul_precision`` says which rate an f32 x f32 dot gets under JAX/XLA default precision:
"tf32" (NVIDIA Ampere and later: JAX's documented default is TF32 on recent GPUs), "bf16" (TPU:
one bf16 pass, JAX's documented TPU default), "bf16_3x" / "bf16_6x" (TPU precision HIGH / HIGHEST:
3 or 6 bf16 passes), or "f32" (true f32 rate: CPUs, and AMD MI300 where hipBLASLt uses XF32 only
when explicitly allowed). Source: https://docs.jax.dev/en/latest/201/precision.html
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from hlo2chakra.errors import BadInputError

DEFAULT_HARDWARE = "H100-SXM"
PRESET_DIR = Path(__file__).resolve().parent / "presets"

PEAK_DTYPES = ("f64", "f32", "tf32", "bf16", "f16", "f8", "f4", "i8")
VECTOR_DTYPES = ("f64", "f32", "bf16", "f16", "i32")
F32_PRECISIONS = {"tf32": "tf32", "bf16": "bf16", "bf16_3x": "bf16", "bf16_6x": "bf16", "f32": "f32"}


class HardwareError(BadInputError):
    """A hardware file or name that cannot be used; the message is one line naming file and key."""


@dataclass(frozen=True)
class Efficiency:
    """Efficiency-model parameters (see ``cost.efficiency`` for the formulas).

    gemm_max: fraction of the dense peak a large, tile-aligned GEMM reaches (measured MAMF/peak).
    gemm_max_by_dtype: per-rate-key overrides of ``gemm_max`` (e.g. fp8 kernels reach less).
    gemm_tile_m / gemm_tile_n: output tile of one thread block (GPU) or the MXU padding
        granularity (TPU: 8 sublanes x 128 lanes); gemm_tile_k: K granularity (K is padded to it).
    gemm_parallel_units: units the output tiles are spread over (SMs, CUs, TensorCores).
    gemm_k_overhead: fixed per-tile cost (prologue, pipeline fill, epilogue) in K elements; a
        tile with K elements runs at K / (K + gemm_k_overhead) of the tile rate.
    memory_max: fraction of peak HBM bandwidth a large streaming kernel reaches.
    memory_latency_ns: fixed time of a memory-bound kernel beyond its launch (first-byte latency
        and ramp); a transfer of B bytes reaches B / (B + bw * memory_max * latency) of memory_max.
    vector_max: fraction of the vector (non-matrix) peak that compute-bound elementwise code gets.
    gemm_step_fraction: fraction of the isolated rate above (``gemm_max`` x shape efficiency, what
        a GEMM timed alone reaches) that dot kernels hold inside a compiled training step. It is
        not measured by ``calibrate`` (which times GEMMs alone) but fitted on measured steps
        (``benchmarks/bench_calibration.py``); 1 = no in-step loss. Convolutions are not scaled.
    gemm_latency_ns: fixed time of one dot kernel beyond its launch and its tile work (first
        loads, pipeline fill, the last wave's epilogue); a dot of F flops takes
        ``gemm_latency_ns + F / (rate x efficiency)``. Fitted with ``gemm_max`` and
        ``gemm_k_overhead`` to measured GEMM kernel times (``cost.calibrate.evidence``); 0 = none.
    """

    gemm_max: float
    gemm_tile_m: int
    gemm_tile_n: int
    gemm_tile_k: int
    gemm_parallel_units: int
    gemm_k_overhead: float
    memory_max: float
    memory_latency_ns: float
    vector_max: float
    gemm_max_by_dtype: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}))
    gemm_step_fraction: float = 1.0
    gemm_latency_ns: float = 0.0

    def gemm_max_for(self, rate_key: str) -> float:
        return float(self.gemm_max_by_dtype.get(rate_key, self.gemm_max))

    def __hash__(self) -> int:  # the mapping field is read-only, so hashing by value is safe
        return hash(tuple(_hashable(getattr(self, f.name)) for f in fields(self)))


@dataclass(frozen=True)
class Hardware:
    """One accelerator as the kernel cost model sees it (rates per chip, per second)."""

    name: str
    peak_flops_per_s: Mapping[str, float]
    vector_flops_per_s: Mapping[str, float]
    memory_bandwidth_bytes_per_s: float
    memory_capacity_bytes: int
    launch_overhead_ns: float
    f32_matmul_precision: str
    efficiency: Efficiency
    source: str
    aliases: tuple[str, ...] = ()
    # Special-function unit rate (transcendentals, reciprocals) per second; 0 = not modelled.
    special_function_ops_per_s: float = 0.0

    def __hash__(self) -> int:
        return hash(tuple(_hashable(getattr(self, f.name)) for f in fields(self)))


def _hashable(value: Any) -> Any:
    return tuple(sorted(value.items())) if isinstance(value, Mapping) else value
