"""Fitting the kernel model's efficiency parameters to microbenchmark timings.

``fit_efficiency`` is a pure function of the measurements and a base ``Hardware``:
- launch_overhead_ns: the trivial kernel's time minus the base memory latency (timings identify
  only the sum launch + memory_latency; the base's split is kept);
- memory_max (and memory_latency_ns): weighted least squares of t - launch = latency +
  bytes / (bw * memory_max) over the streaming kernels (relative-error weights), refitted once
  without points more than 50 % off;
- vector_max: the best compute-heavy elementwise rate over the vector peak;
- gemm_max per rate key and gemm_k_overhead: minimise the absolute log error of the roofline
  (with the base's tile geometry) over the GEMM timings: k_overhead on a grid refined by
  golden-section search, the achieved rate per dtype by a log-spaced scan refined likewise.
With ``fit_peaks`` (CPU, where no datasheet applies) the measured asymptotes become the peaks and
bandwidth and the efficiencies are 1. Ratios above 1 (a faster chip than its preset) are capped.
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from dataclasses import dataclass
from types import MappingProxyType
from typing import Callable, Iterable, Sequence

from hlo2chakra.cost.hardware import Hardware
from hlo2chakra.cost.kernel import KernelClass, KernelCost
from hlo2chakra.cost.roofline import gemm_rate, kernel_timing, vector_rate
from hlo2chakra.cost.efficiency import gemm_shape_efficiency
from hlo2chakra.errors import ToolError

KINDS = ("launch", "memory", "vector", "gemm")


class CalibrationError(ToolError):
    """Calibration could not run or fit; the message is one line."""


@dataclass(frozen=True)
class Measurement:
    """One timed kernel: its hardware-independent cost and the measured time per kernel."""

    kind: str  # one of KINDS
    cost: KernelCost
    time_ns: float
    helper_kernels: int = 0  # trivial kernels timed along with it (each costs one "launch" measurement)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise CalibrationError(f"measurement kind {self.kind!r} is not one of {', '.join(KINDS)}")
        if not self.time_ns > 0:
            raise CalibrationError(f"measurement of {self.kind} has non-positive time {self.time_ns}")


# ----------------------------------------------------------------------------------------------
# fitting (pure)

def golden_section_min(f: Callable[[float], float], lo: float, hi: float, iters: int = 60) -> float:
    """The midpoint of [lo, hi] narrowed ``iters`` times around a minimum of a unimodal ``f``."""
    ratio = (math.sqrt(5) - 1) / 2
    a, b = lo, hi
    c, d = b - ratio * (b - a), a + ratio * (b - a)
    fc, fd = f(c), f(d)
    for _ in range(iters):
        if fc <= fd:
            b, d, fd = d, c, fc
            c = b - ratio * (b - a)
            fc = f(c)
        else:
            a, c, fc = c, d, fd
            d = a + ratio * (b - a)
            fd = f(d)
    return (a + b) / 2


def _scan_then_refine(f: Callable[[float], float], grid: Sequence[float]) -> float:
    values = [f(x) for x in grid]
    best = min(range(len(grid)), key=values.__getitem__)
    lo, hi = grid[max(0, best - 1)], grid[min(len(grid) - 1, best + 1)]
    refined = golden_section_min(f, lo, hi) if hi > lo else grid[best]
    return refined if f(refined) <= values[best] else grid[best]


def _fit_line(points: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """Weighted least squares y = a + b x with weights 1 / y^2 (relative errors)."""
    sw = swx = swy = swxx = swxy = 0.0
    for x, y in points:
        w = 1.0 / (y * y)
        sw, swx, swy = sw + w, swx + w * x, swy + w * y
        swxx, swxy = swxx + w * x * x, swxy + w * x * y
    det = sw * swxx - swx * swx
    if det <= 0:
        raise CalibrationError("memory fit needs at least two different transfer sizes")
    return (swy * swxx - swx * swxy) / det, (sw * swxy - swx * swy) / det


def _fit_launch(ms: list[Measurement], base: Hardware) -> tuple[float, float]:
    """(launch_overhead_ns, time of one trivial kernel in ns)."""
    if not ms:
        return base.launch_overhead_ns, base.launch_overhead_ns + base.efficiency.memory_latency_ns
    eff = base.efficiency
    trivial = statistics.median(m.time_ns for m in ms)
    modelled_memory = statistics.median(
        m.cost.bytes_accessed / (base.memory_bandwidth_bytes_per_s * eff.memory_max) * 1e9 for m in ms
    )
    return max(0.0, trivial - modelled_memory - eff.memory_latency_ns), trivial


def _own_time(m: Measurement, launch_ns: float, trivial_ns: float) -> float:
    """Measured time of the kernel itself, without its launch and helper kernels."""
    return max(m.time_ns - m.cost.launches * launch_ns - m.helper_kernels * trivial_ns, 1e-3)


def _fit_memory(ms: list[Measurement], launch_ns: float, trivial_ns: float, base: Hardware,
                fit_peaks: bool) -> tuple[float, float, float]:
    """(bandwidth, memory_max, memory_latency_ns)."""
    eff = base.efficiency
    if len({m.cost.bytes_accessed for m in ms}) < 2:
        return base.memory_bandwidth_bytes_per_s, eff.memory_max, eff.memory_latency_ns
    points = [(float(m.cost.bytes_accessed), _own_time(m, launch_ns, trivial_ns)) for m in ms]
    intercept_ns, slope_ns_per_byte = _fit_line(points)
    # one refit without points off by more than 50 % (a noisy timing must not set the bandwidth)
    kept = [(x, y) for x, y in points if abs(intercept_ns + slope_ns_per_byte * x - y) <= 0.5 * y]
    if len(kept) < len(points) and len({x for x, _ in kept}) >= 2:
        intercept_ns, slope_ns_per_byte = _fit_line(kept)
    if slope_ns_per_byte <= 0:
        raise CalibrationError("memory fit failed: time does not grow with transfer size")
    achieved = 1e9 / slope_ns_per_byte
    latency = max(0.0, intercept_ns)
    if fit_peaks:
        return achieved, 1.0, latency
    return base.memory_bandwidth_bytes_per_s, min(1.0, achieved / base.memory_bandwidth_bytes_per_s), latency


def _fit_vector(ms: list[Measurement], launch_ns: float, trivial_ns: float, hw: Hardware,
                fit_peaks: bool) -> tuple[dict[str, float], float]:
    rates = dict(hw.vector_flops_per_s)
    if not ms:
        return rates, hw.efficiency.vector_max
    achieved: dict[str, float] = {}
    for m in ms:
        key = vector_rate(m.cost.compute_dtype, hw).key.split(":")[1]
        rate = m.cost.flops / _own_time(m, launch_ns, trivial_ns) * 1e9
        achieved[key] = max(achieved.get(key, 0.0), rate)
    if fit_peaks:
        rates.update(achieved)
        return rates, 1.0
    ratios = [min(1.0, r / rates[k]) for k, r in achieved.items()]
    return rates, statistics.median(ratios)


def _gemm_objective(ms: list[Measurement], hw: Hardware, trivial_ns: float,
                    k_overhead: float) -> tuple[float, dict[str, float]]:
    """Best total absolute log error (robust to a stray timing) for this k_overhead, and the
    achieved rate per dtype."""
    eff = dataclasses.replace(hw.efficiency, gemm_k_overhead=k_overhead)
    by_dtype: dict[str, list[tuple[float, float, float, float]]] = {}
    for m in ms:
        no_compute = dataclasses.replace(m.cost, flops=0, launches=0)
        memory_ns = kernel_timing(no_compute, hw).memory_ns
        shape_eff = gemm_shape_efficiency(m.cost.gemm, eff) if m.cost.gemm else 1.0
        work = m.cost.flops / shape_eff * 1e9  # compute time in ns times the achieved rate
        # a dot's fixed time (the base's gemm_latency_ns, kept: these timings do not separate it)
        fixed = eff.gemm_latency_ns * max(1, m.cost.launches) if m.cost.kernel_class is KernelClass.GEMM else 0.0
        target = _own_time(m, hw.launch_overhead_ns, trivial_ns)
        by_dtype.setdefault(m.cost.compute_dtype, []).append((work, fixed, memory_ns, target))
    total, rates = 0.0, {}
    for dtype, rows in by_dtype.items():
        def error(log_rate: float, rows=rows) -> float:
            rate = math.exp(log_rate)
            return sum(abs(math.log(max(w / rate + f, mem)) - math.log(t)) for w, f, mem, t in rows)

        guesses = [math.log(w / max(t - f, 1e-3)) for w, f, _, t in rows]
        lo, hi = min(guesses) - 1.0, max(guesses) + 1.0
        grid = [lo + (hi - lo) * i / 200 for i in range(201)]
        best = _scan_then_refine(error, grid)
        total += error(best)
        rates[dtype] = math.exp(best)
    return total, rates


_K_GRID = (0, 4, 8, 16, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048)


def _fit_gemm(ms: list[Measurement], hw: Hardware, trivial_ns: float, fit_peaks: bool) -> Hardware:
    if not ms:
        return hw
    for m in ms:
        if m.cost.kernel_class not in (KernelClass.GEMM, KernelClass.CONVOLUTION):
            raise CalibrationError(f"gemm measurement has kernel class {m.cost.kernel_class.value}")
    k_overhead = _scan_then_refine(lambda k: _gemm_objective(ms, hw, trivial_ns, k)[0], [float(k) for k in _K_GRID])
    _, rates = _gemm_objective(ms, hw, trivial_ns, k_overhead)
    peaks = dict(hw.peak_flops_per_s)
    ceilings: dict[str, list[float]] = {}
    for dtype, achieved in rates.items():
        rate = gemm_rate(dtype, hw)
        if fit_peaks:
            peaks[rate.key if rate.matrix else "f32"] = achieved
        else:
            ceilings.setdefault(rate.key, []).append(min(1.0, achieved / rate.flops_per_s))
    eff = hw.efficiency
    if fit_peaks:
        new_eff = dataclasses.replace(eff, gemm_k_overhead=k_overhead, gemm_max=1.0, gemm_max_by_dtype=MappingProxyType({}))
        return dataclasses.replace(hw, peak_flops_per_s=MappingProxyType(dict(sorted(peaks.items()))), efficiency=new_eff)
    fitted = {key: math.exp(statistics.fmean(math.log(v) for v in vs)) for key, vs in ceilings.items()}
    default_key = "bf16" if "bf16" in fitted else sorted(fitted)[0]
    gemm_max = fitted[default_key]
    overrides = dict(eff.gemm_max_by_dtype)
    overrides.update({k: v for k, v in fitted.items() if k != default_key})
    overrides = {k: v for k, v in overrides.items() if abs(v - gemm_max) > 1e-9}
    new_eff = dataclasses.replace(
        eff, gemm_k_overhead=k_overhead, gemm_max=gemm_max, gemm_max_by_dtype=MappingProxyType(dict(sorted(overrides.items())))
    )
    return dataclasses.replace(hw, efficiency=new_eff)


def fit_efficiency(measurements: Iterable[Measurement], base: Hardware, *, fit_peaks: bool = False) -> Hardware:
    """Fit the efficiency model (and, with ``fit_peaks``, peaks and bandwidth) to measurements."""
    groups: dict[str, list[Measurement]] = {kind: [] for kind in KINDS}
    for m in measurements:
        groups[m.kind].append(m)
    if not any(groups.values()):
        raise CalibrationError("no measurements to fit")
    launch, trivial = _fit_launch(groups["launch"], base)
    bandwidth, memory_max, latency = _fit_memory(groups["memory"], launch, trivial, base, fit_peaks)
    eff = dataclasses.replace(base.efficiency, memory_max=memory_max, memory_latency_ns=latency)
    hw = dataclasses.replace(base, launch_overhead_ns=launch, memory_bandwidth_bytes_per_s=bandwidth, efficiency=eff)
    vector, vector_max = _fit_vector(groups["vector"], launch, trivial, hw, fit_peaks)
    hw = dataclasses.replace(
        hw, vector_flops_per_s=MappingProxyType(dict(sorted(vector.items()))),
        efficiency=dataclasses.replace(hw.efficiency, vector_max=vector_max),
    )
    return _fit_gemm(groups["gemm"], hw, trivial, fit_peaks)


# ----------------------------------------------------------------------------------------------
# measuring (JAX)
