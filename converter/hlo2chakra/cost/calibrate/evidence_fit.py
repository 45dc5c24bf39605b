"""Fit a preset's GEMM and HBM efficiencies to its evidence table (``cost.calibrate.evidence``).

Only rows of the preset's evidence are used, never measured training steps. What is fitted:

- ``memory_max``: the mean over the memory rows of the achieved fraction of peak bandwidth. A
  measured row (GB/s for a kernel moving ``bytes``) is solved for the model's own memory term,
  ``memory_latency_ns + bytes / (bandwidth x memory_max)``; a ``fraction`` row (carried over from
  another part) is taken as it is.
- ``gemm_max`` per rate key, ``gemm_k_overhead`` and ``gemm_latency_ns``: the values that minimise
  the sum over the GEMM rows of |log(modelled time / measured time)|, the modelled time being the
  roofline's, ``max(gemm_latency_ns + flops / (peak x gemm_max x shape efficiency), memory time)``
  with the preset's tile geometry. A grid over (k_overhead, latency) is refined once around its
  best point; for each point the best ``gemm_max`` of each rate key is found on a log grid and then
  by golden section. Rows of less than ``MIN_FIT_FLOPS`` are left out: a training step's dots are
  above it (the smallest projection of the 100m LLaMA step, 4096 x 576 x 576, is 2.7 GFLOP), and
  below it a GEMM is a few microseconds of fixed cost. f16 rows count for the bf16 rate where the
  two peaks are equal (one tensor-core datapath).

The step fraction (``gemm_step_fraction``) is not evidence and is not touched here: kernels timed
alone say nothing about the share of their rate dots keep inside a compiled step.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping, Sequence

import numpy as np

from hlo2chakra.cost.calibrate.evidence import EvidenceError, EvidenceRow, EvidenceTable, rows_for_fit
from hlo2chakra.cost.calibrate.fit import golden_section_min
from hlo2chakra.cost.efficiency import gemm_shape_efficiency
from hlo2chakra.cost.hardware import Hardware
from hlo2chakra.cost.kernel import GemmShape, KernelClass, KernelCost
from hlo2chakra.cost.roofline import gemm_rate, kernel_timing
from hlo2chakra.ir.program import dtype_bits

MIN_FIT_FLOPS = 1e9
K_GRID = (0, 16, 32, 48, 64, 96, 128, 160, 192, 256, 320, 384, 448, 512, 640, 768, 1024, 1536)
LATENCY_GRID_NS = tuple(range(0, 12001, 250))
_G_GRID = np.exp(np.linspace(math.log(0.05), 0.0, 241))


@dataclass(frozen=True)
class GemmFit:
    gemm_max: Mapping[str, float]  # per rate key
    k_overhead: float
    latency_ns: float
    rows: int
    mean_abs_error: float  # of the fitted model over the fitted rows (|pred/meas - 1|)


@dataclass(frozen=True)
class MemoryFit:
    memory_max: float
    rows: int


@dataclass(frozen=True)
class EvidenceFit:
    gemm: GemmFit | None
    memory: MemoryFit | None


def fit_key(dtype: str, hw: Hardware) -> str:
    """The rate key a GEMM row's dtype is fitted under (f16 joins bf16 where their peaks agree)."""
    key = gemm_rate(dtype, hw).key
    peaks = hw.peak_flops_per_s
    if key == "f16" and peaks.get("bf16") == peaks.get("f16"):
        return "bf16"
    return key


def _memory_group(row: EvidenceRow) -> str:
    return "memory"


def fit_memory(rows: Sequence[EvidenceRow], hw: Hardware) -> MemoryFit | None:
    rows = rows_for_fit((r for r in rows if r.kind == "memory"), _memory_group)
    if not rows:
        return None
    bw, latency = hw.memory_bandwidth_bytes_per_s, hw.efficiency.memory_latency_ns
    fractions = []
    for r in rows:
        if r.unit == "fraction":
            fractions.append(r.value)
        else:
            fractions.append(r.bytes * 1e9 / (bw * max(r.time_ns - latency, 1e-3)))
    return MemoryFit(round(min(1.0, float(np.mean(fractions))), 3), len(rows))


@dataclass(frozen=True)
class _GemmRows:
    keys: tuple[str, ...]
    key_index: np.ndarray
    shapes: tuple[GemmShape, ...]
    flops: np.ndarray
    measured_ns: np.ndarray
    memory_ns: np.ndarray
    peak: np.ndarray


def _gemm_rows(rows: Sequence[EvidenceRow], hw: Hardware) -> _GemmRows:
    keys = tuple(sorted({fit_key(r.dtype, hw) for r in rows}))
    memory_ns = []
    for r in rows:
        in_bytes = dtype_bits(r.dtype) // 8 if dtype_bits(r.dtype) >= 8 else 1
        nbytes = r.batch * (in_bytes * (r.m * r.k + r.k * r.n) + 2 * r.m * r.n)  # bf16 results, as measured
        cost = KernelCost(0, nbytes, r.dtype, KernelClass.GEMM, GemmShape(r.batch, r.m, r.n, r.k), launches=0)
        memory_ns.append(kernel_timing(cost, hw).memory_ns)
    return _GemmRows(
        keys=keys, key_index=np.array([keys.index(fit_key(r.dtype, hw)) for r in rows]),
        shapes=tuple(GemmShape(r.batch, r.m, r.n, r.k) for r in rows),
        flops=np.array([float(r.flops) for r in rows]), measured_ns=np.array([r.time_ns for r in rows]),
        memory_ns=np.array(memory_ns), peak=np.array([hw.peak_flops_per_s[fit_key(r.dtype, hw)] for r in rows]),
    )


def _work_ns(data: _GemmRows, hw: Hardware, k_overhead: float) -> np.ndarray:
    """Per row, the compute time at gemm_max = 1 (peak x shape efficiency)."""
    eff = dataclasses.replace(hw.efficiency, gemm_k_overhead=float(k_overhead))
    shape = np.array([gemm_shape_efficiency(s, eff) for s in data.shapes])
    return data.flops / (data.peak * shape) * 1e9


def _key_error(work: np.ndarray, mem: np.ndarray, meas: np.ndarray, latency: float, g: np.ndarray) -> np.ndarray:
    pred = np.maximum(latency + work[None, :] / g[:, None], mem[None, :])
    return np.abs(np.log(pred) - np.log(meas[None, :])).sum(axis=1)


def _best_rates(data: _GemmRows, work: np.ndarray, latency: float) -> tuple[float, dict[str, float]]:
    total, rates = 0.0, {}
    for i, key in enumerate(data.keys):
        sel = data.key_index == i
        w, mem, meas = work[sel], data.memory_ns[sel], data.measured_ns[sel]
        errors = _key_error(w, mem, meas, latency, _G_GRID)
        best = int(np.argmin(errors))
        lo, hi = math.log(_G_GRID[max(0, best - 1)]), math.log(_G_GRID[min(len(_G_GRID) - 1, best + 1)])

        def err(log_g: float, w=w, mem=mem, meas=meas) -> float:
            return float(_key_error(w, mem, meas, latency, np.array([math.exp(log_g)]))[0])

        log_g = golden_section_min(err, lo, hi, iters=40)
        g, e = (math.exp(log_g), err(log_g)) if err(log_g) <= errors[best] else (float(_G_GRID[best]), float(errors[best]))
        rates[key] = g
        total += e
    return total, rates


def _search(data: _GemmRows, hw: Hardware, k_values, latencies) -> tuple[float, float, float, dict[str, float]]:
    best: tuple[float, float, float, dict[str, float]] = (math.inf, 0.0, 0.0, {})
    for k_overhead in k_values:
        work = _work_ns(data, hw, k_overhead)
        for latency in latencies:
            total, rates = _best_rates(data, work, float(latency))
            if total < best[0] - 1e-12:
                best = (total, float(k_overhead), float(latency), rates)
    return best


def _neighbours(grid: Sequence[float], value: float, step: float) -> list[float]:
    if len(grid) == 1:
        return [float(grid[0])]
    i = list(grid).index(value)
    lo = grid[max(0, i - 1)]
    hi = grid[min(len(grid) - 1, i + 1)]
    return sorted({float(x) for x in np.arange(lo, hi + step / 2, step)})


def fit_gemm(rows: Sequence[EvidenceRow], hw: Hardware, fixed: Mapping[str, float] | None = None) -> GemmFit | None:
    """The GEMM parameters; ``fixed`` holds gemm_k_overhead and/or gemm_latency_ns at given values."""
    fixed = dict(fixed or {})
    gemm = [r for r in rows if r.kind == "gemm" and r.flops >= MIN_FIT_FLOPS]
    gemm = list(rows_for_fit(gemm, lambda r: fit_key(r.dtype, hw)))
    if not gemm:
        return None
    for r in gemm:
        if not gemm_rate(r.dtype, hw).matrix:
            raise EvidenceError(f"GEMM row {r.dtype} {r.m}x{r.n}x{r.k}: {hw.name} has no matrix rate for {r.dtype}")
    data = _gemm_rows(gemm, hw)
    k_grid = (fixed["gemm_k_overhead"],) if "gemm_k_overhead" in fixed else K_GRID
    lat_grid = (fixed["gemm_latency_ns"],) if "gemm_latency_ns" in fixed else LATENCY_GRID_NS
    _, k_overhead, latency, _ = _search(data, hw, k_grid, lat_grid)
    _, k_overhead, latency, rates = _search(data, hw, _neighbours(k_grid, k_overhead, 4.0),
                                            _neighbours(lat_grid, latency, 10.0))
    k_overhead = float(fixed.get("gemm_k_overhead", round(k_overhead)))
    latency = float(fixed.get("gemm_latency_ns", round(latency, -1)))
    rates = {key: round(min(1.0, g), 3) for key, g in _best_rates(data, _work_ns(data, hw, k_overhead), latency)[1].items()}
    g = np.array([rates[data.keys[i]] for i in data.key_index])
    pred = np.maximum(latency + _work_ns(data, hw, k_overhead) / g, data.memory_ns)
    error = float(np.mean(np.abs(pred / data.measured_ns - 1)))
    return GemmFit(MappingProxyType(dict(sorted(rates.items()))), k_overhead, latency, len(gemm), error)


def fit_evidence(table: EvidenceTable, hw: Hardware) -> EvidenceFit:
    """Fit memory first (the GEMM rows' memory term uses it), then the GEMM parameters."""
    memory = fit_memory(table.rows, hw)
    if memory is not None:
        hw = dataclasses.replace(hw, efficiency=dataclasses.replace(hw.efficiency, memory_max=memory.memory_max))
    return EvidenceFit(fit_gemm(table.rows, hw, {k: v for k, (v, _) in table.fixed.items()}), memory)


def apply_fit(hw: Hardware, fit: EvidenceFit) -> Hardware:
    """``hw`` with the fitted efficiencies (what the fit does not cover is kept)."""
    eff = hw.efficiency
    if fit.memory is not None:
        eff = dataclasses.replace(eff, memory_max=fit.memory.memory_max)
    if fit.gemm is not None:
        rates = dict(fit.gemm.gemm_max)
        default = rates.get("bf16", eff.gemm_max)
        overrides = dict(eff.gemm_max_by_dtype)
        overrides.update({k: v for k, v in rates.items() if k != "bf16"})
        overrides = {k: v for k, v in overrides.items() if v != default}
        eff = dataclasses.replace(eff, gemm_max=default, gemm_max_by_dtype=MappingProxyType(dict(sorted(overrides.items()))),
                                  gemm_k_overhead=fit.gemm.k_overhead, gemm_latency_ns=fit.gemm.latency_ns)
    return dataclasses.replace(hw, efficiency=eff)


def predicted_tflops(row: EvidenceRow, hw: Hardware) -> float:
    """What ``hw`` predicts for a GEMM row timed alone (no step fraction, no launch)."""
    alone = dataclasses.replace(hw, efficiency=dataclasses.replace(hw.efficiency, gemm_step_fraction=1.0))
    in_bytes = max(1, dtype_bits(row.dtype) // 8)
    nbytes = row.batch * (in_bytes * (row.m * row.k + row.k * row.n) + 2 * row.m * row.n)
    cost = KernelCost(row.flops, nbytes, row.dtype, KernelClass.GEMM, GemmShape(row.batch, row.m, row.n, row.k), launches=0)
    return row.flops / (kernel_timing(cost, alone).total_ns * 1e-9) / 1e12
