"""Calibrate a hardware description on the local accelerator with JAX microbenchmarks.

``run_benchmarks`` times GEMMs (several shapes and dtypes), streaming elementwise kernels and
reductions (several sizes), a compute-heavy elementwise kernel and a trivial kernel, on the
default JAX backend (GPU/TPU when present, else CPU). Each kernel is the body of a jitted
``fori_loop`` whose carry feeds the next step (so XLA can neither hoist nor fuse the copies;
optimization barriers do not survive XLA:CPU's pipeline), with a runtime trip count, so one
executable runs it once and R times. After warm-up, runs alternate (1, R, 1, R, ...), each ended
by ``block_until_ready``; the per-kernel time is the median over pairs of (T(R) - T(1)) / (R - 1).
That removes the Python dispatch cost and keeps the device-side cost of a step: the kernel, its
launch gap and the loop's own step (on GPUs the while-loop predicate check, so there the fitted
launch overhead is an upper bound). Reductions carry a tiny helper kernel (``helper_kernels``).
Timings whose pairs disagree (interquartile range over the median) are retried once, then
dropped.

The fit itself (``fit_efficiency``, ``Measurement``) lives in ``calibrate_fit``.
"""

from __future__ import annotations

import dataclasses
import math
import os
import statistics
import time
from types import MappingProxyType
from typing import Callable

from hlo2chakra.cost.hardware import Efficiency, Hardware, HardwareError
from hlo2chakra.cost.hardware_yaml import load_hardware
from hlo2chakra.cost.kernel import GemmShape, KernelClass, KernelCost

KINDS = ("launch", "memory", "vector", "gemm")


from hlo2chakra.cost.calibrate.fit import CalibrationError, Measurement, fit_efficiency  # noqa: F401  (public here too)


def benchmark_plan(base: Hardware, platform: str, quick: bool) -> list[tuple[str, KernelCost]]:
    """The kernels to time: (kind, cost). Shapes follow the base's tile geometry."""
    eff = base.efficiency
    plan: list[tuple[str, KernelCost]] = [("launch", KernelCost(1, 8, "f32", KernelClass.ELEMENTWISE))]
    if platform == "cpu":
        gemm_sizes = [(64, 64, 64), (128, 128, 128), (256, 256, 256), (384, 384, 384), (2048, 32, 32), (96, 160, 160)]
        if not quick:
            gemm_sizes += [(512, 512, 512), (1024, 1024, 1024), (4096, 64, 64), (8, 1024, 1024)]
        # from 1 MiB up: smaller arrays live in the L1/L2 caches, which the HBM-style memory model
        # (latency + bytes / bandwidth) does not describe
        mem_elems = [1 << s for s in ((18, 19, 20, 21, 22) if quick else (18, 20, 22, 24, 26))]
        dtypes, vec = ["f32"], (1 << 14, 64)
    else:
        tm, tn, units = eff.gemm_tile_m, eff.gemm_tile_n, eff.gemm_parallel_units
        across = next(c for c in range(int(math.isqrt(units)), 0, -1) if units % c == 0)
        rows, cols = tm * (units // across), tn * across  # exactly one wave of tiles
        gemm_sizes = [(s, s, s) for s in ((512, 1024, 2048, 4096) if quick else (256, 512, 1024, 2048, 4096, 8192))]
        gemm_sizes += [(4096, 128, 128), (rows, cols, cols), (rows + tm, cols, cols)]  # small K; one wave + 1 row
        if not quick:
            gemm_sizes += [(16384, 256, 256), (64, 8192, 8192), (16384, 2048, 2048), (2048, 512, 512)]
        mem_elems = [1 << s for s in ((12, 16, 20, 24, 27) if quick else (12, 14, 16, 18, 20, 22, 24, 26, 28))]
        dtypes, vec = ["bf16", "f32"], (1 << 22, 512)
    for dtype in dtypes:
        size = 2 if dtype == "bf16" else 4
        for m, n, k in gemm_sizes:
            plan.append(("gemm", KernelCost(2 * m * n * k, size * (m * k + k * n + m * n), dtype, KernelClass.GEMM, GemmShape(1, m, n, k))))
    for n in mem_elems:
        plan.append(("memory", KernelCost(2 * n, 8 * n, "f32", KernelClass.ELEMENTWISE)))
        plan.append(("memory", KernelCost(n, 4 * n + 4 * max(1, n // 1024), "f32", KernelClass.REDUCTION)))
    n, degree = vec
    plan.append(("vector", KernelCost(2 * degree * n, 8 * n, "f32", KernelClass.ELEMENTWISE)))
    return plan


def _kernel_body(kind: str, cost: KernelCost, jnp, lax) -> tuple[Callable, list]:
    """(body, inputs): ``body(x, *inputs[1:])`` returns the next loop carry of x's shape, so the
    kernel cannot be hoisted out of the loop and consecutive iterations cannot be fused."""
    import numpy as np

    rng = np.random.default_rng(0)
    dtype = jnp.bfloat16 if cost.compute_dtype == "bf16" else jnp.float32
    if kind == "gemm":
        g = cost.gemm
        if g is None:
            raise CalibrationError(f"a gemm benchmark kernel has no GEMM shape: {cost}")
        if g.n != g.k or g.batch != 1:
            raise CalibrationError(f"benchmark GEMMs must have n == k and batch 1 to chain, got {g}")
        a = jnp.asarray(rng.standard_normal((g.m, g.k), dtype=np.float32), dtype=dtype)
        # scaled so that repeated products keep unit magnitude (no overflow, no denormals)
        b = jnp.asarray(rng.standard_normal((g.k, g.n), dtype=np.float32) / math.sqrt(g.k), dtype=dtype)
        return (lambda x, b: jnp.dot(x, b)), [a, b]
    if kind == "vector":
        n = cost.bytes_accessed // 8
        degree = cost.flops // (2 * n)
        coeffs = [(-1) ** i / (i + 2) for i in range(degree)]

        def poly(x):
            acc = jnp.full_like(x, 0.5)
            for c in coeffs:
                acc = acc * x + c
            return acc * 1e-3 + 0.25  # keeps the carry in [0.2, 0.3]

        return poly, [jnp.asarray(rng.random(n, dtype=np.float32) * 0.5)]
    if cost.kernel_class is KernelClass.REDUCTION:
        rows = max(1, cost.flops // 1024)
        x = jnp.asarray(rng.random((rows, min(1024, cost.flops)), dtype=np.float32))

        def reduce_rows(x):
            sums = jnp.sum(x, axis=1, keepdims=True)
            # the row sums go back into column 0: a tiny in-place helper kernel (helper_kernels=1)
            return lax.dynamic_update_slice(x, sums * 1e-3, (0, 0))

        return reduce_rows, [x]
    n = max(1, cost.bytes_accessed // 8)
    return (lambda x: x * 0.5 + 0.25), [jnp.asarray(rng.random(n, dtype=np.float32))]


def _elapsed_ns(fn: Callable, iterations: int, inputs: list, jax) -> int:
    start = time.perf_counter_ns()
    jax.block_until_ready(fn(iterations, *inputs))
    return time.perf_counter_ns() - start


def measure(kind: str, cost: KernelCost, quick: bool) -> Measurement | None:
    """Time one planned kernel. A while loop with a runtime trip count runs it once and R times
    in the same executable; runs alternate (1, R, 1, R, ...) so both see the same machine load,
    and the median over pairs of (T(R) - T(1)) / (R - 1) is the time per kernel, loop step
    included. None when the pairs disagree (interquartile range above the median: timer noise
    or a changing machine load) or the difference is not positive."""
    import jax
    import jax.numpy as jnp

    body, inputs = _kernel_body(kind, cost, jnp, jax.lax)

    @jax.jit
    def looped(iterations, x, *rest):
        return jax.lax.fori_loop(0, iterations, lambda _, carry: body(carry, *rest), x)

    for _ in range(2):  # compile and warm up (allocations, autotuning, caches)
        jax.block_until_ready(looped(1, *inputs))
    # R so that the R-step run lasts ~4 ms (quick) or ~20 ms: cheap kernels need many steps
    # for their total to stand above the timer and dispatch noise
    single = min(_elapsed_ns(looped, 1, inputs, jax) for _ in range(3))
    probe = max(1.0, (min(_elapsed_ns(looped, 17, inputs, jax) for _ in range(3)) - single) / 16)
    iterations = int(min(4096, max(8, (4e6 if quick else 2e7) / probe)))
    jax.block_until_ready(looped(iterations, *inputs))
    diffs = []
    for _ in range(7 if quick else 11):
        t_one = _elapsed_ns(looped, 1, inputs, jax)
        t_many = _elapsed_ns(looped, iterations, inputs, jax)
        diffs.append((t_many - t_one) / (iterations - 1))
    quartiles = statistics.quantiles(diffs, n=4)
    per_kernel = float(statistics.median(diffs))
    if per_kernel <= 0 or quartiles[2] - quartiles[0] > per_kernel:
        return None  # below timer noise, or the machine's load changed under the measurement
    helpers = 1 if cost.kernel_class is KernelClass.REDUCTION else 0
    return Measurement(kind, cost, per_kernel, helpers)


def run_benchmarks(base: Hardware, platform: str, quick: bool = False,
                   progress: Callable[[str], None] | None = None) -> list[Measurement]:
    out = []
    for kind, cost in benchmark_plan(base, platform, quick):
        m = measure(kind, cost, quick) or measure(kind, cost, quick)  # one retry of a noisy timing
        if progress:
            shown = f"{m.time_ns / 1e3:10.2f} us" if m else "  (dropped: below timer noise)"
            progress(f"{kind:7s} {cost.kernel_class.value:11s} {cost.compute_dtype:5s} "
                     f"{cost.flops:>14d} flop {cost.bytes_accessed:>12d} B  {shown}")
        if m is not None:
            out.append(m)
    return out


# ----------------------------------------------------------------------------------------------
# orchestration

_DEVICE_PRESETS = (
    ("h200", "H200"), ("h100", "H100-SXM"), ("gb200", "GB200"), ("b200", "B200"), ("a100-sxm4-40gb", "A100-SXM-40GB"),
    ("a100", "A100-SXM-80GB"), ("mi300x", "MI300X"), ("v5 lite", "TPU-v5e"), ("v5e", "TPU-v5e"),
    ("v5p", "TPU-v5p"), ("v5", "TPU-v5p"), ("v4", "TPU-v4"),
)


def preset_for_device(device_kind: str) -> str | None:
    kind = device_kind.lower()
    for needle, name in _DEVICE_PRESETS:
        if needle in kind:
            return name
    return None


def cpu_base(device_kind: str) -> Hardware:
    """Placeholder CPU description whose rates are replaced by the fit (``fit_peaks``)."""
    try:
        memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        memory = 8 << 30
    eff = Efficiency(gemm_max=1.0, gemm_tile_m=1, gemm_tile_n=1, gemm_tile_k=1, gemm_parallel_units=os.cpu_count() or 1,
                     gemm_k_overhead=0.0, memory_max=1.0, memory_latency_ns=0.0, vector_max=1.0)
    return Hardware(
        name=f"CPU ({device_kind})", peak_flops_per_s=MappingProxyType({"f32": 1e11}),
        vector_flops_per_s=MappingProxyType({"f32": 1e10}), memory_bandwidth_bytes_per_s=1e10,
        memory_capacity_bytes=int(memory), launch_overhead_ns=1000.0, f32_matmul_precision="f32",
        efficiency=eff, source="placeholder", aliases=(),
    )


def calibrate(base_name: str | None, quick: bool = False,
              progress: Callable[[str], None] | None = None) -> Hardware:
    """Benchmark the default JAX device and return the fitted Hardware."""
    given = load_hardware(base_name) if base_name else None  # bad names fail before JAX starts
    import jax

    device = jax.devices()[0]
    platform, kind = device.platform, getattr(device, "device_kind", device.platform)
    if given is None and platform != "cpu":
        base_name = preset_for_device(kind)
        if base_name is None:
            raise CalibrationError(f"no preset matches device {kind!r}; pass --base PRESET or a hardware YAML")
        given = load_hardware(base_name)
    base = given if given is not None else cpu_base(kind)
    fit_peaks = platform == "cpu" and base_name is None
    measurements = run_benchmarks(base, platform, quick, progress)
    fitted = fit_efficiency(measurements, base, fit_peaks=fit_peaks)
    if fit_peaks:
        # XLA:CPU computes bf16/f16 dots in f32, so they get the measured f32 rate.
        peaks = dict(fitted.peak_flops_per_s)
        peaks.update({"bf16": peaks["f32"], "f16": peaks["f32"]})
        fitted = dataclasses.replace(fitted, peak_flops_per_s=MappingProxyType(dict(sorted(peaks.items()))))
    mode = "quick" if quick else "full"
    return dataclasses.replace(
        fitted, name=f"{base.name if base_name else fitted.name}-calibrated", aliases=(),
        source=f"hlo2chakra calibrate ({mode}) on {platform} device {kind!r} with jax {jax.__version__}; "
               f"base: {base.name if base_name else 'measured peaks (no preset)'}",
    )


__all__ = [
    "CalibrationError", "HardwareError", "Measurement", "benchmark_plan", "calibrate", "cpu_base",
    "fit_efficiency", "measure", "preset_for_device", "run_benchmarks",
]
