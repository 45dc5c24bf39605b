"""Measure a GPU's evidence table on the local accelerator (what ``scripts/device_calibrate.sh`` runs).

    python -m hlo2chakra.cost.calibrate.evidence_measure -o evidence.csv [--quick]

The table has the format of ``cost/evidence/*.csv`` (``cost.calibrate.evidence``), rows with
source ``device``, so ``python -m hlo2chakra.cost.calibrate.upgrade apply evidence.csv --preset P``
fits the preset to it. What is measured, all with XLA's own kernels through JAX:

- GEMMs at the shapes of the paper's LLaMA-3 steps (4096 tokens per device; 100m, 500m and 3b
  widths): every projection forward (m = tokens), its weight gradient (k = tokens), the batched
  attention dots (b = heads, head dim 128) and the 100m logits; square shapes 1024..8192 to
  compare with published sweeps; bf16, and fp8 (e4m3) where the GPU has an fp8 rate.
- HBM: a copy-shaped and a triad-shaped elementwise kernel over 1 GiB f32 arrays.
- Attention: XLA's unfused causal attention, forward and backward (``jax.grad``), at the three
  widths' head counts (reported, not fitted).

Kernel time is what XLA's own GEMM table measures: the device kernel events of the JAX profiler,
summed over ``calls`` back-to-back calls and divided by ``calls`` (``device_kernel_ns``); where
the profile has no device events (CPU, or a profiler without a device tracer) the wall clock of the
same calls is used and the row's method says so. Power limit and maximum SM clock come from
``nvidia-smi`` when it is there.
"""

from __future__ import annotations

import argparse
import datetime
import glob
import math
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from hlo2chakra.cost.calibrate.evidence import EvidenceRow, EvidenceTable, format_evidence

TOKENS = 4096
HEAD_DIM = 128
VOCAB = 128256
STEP_WIDTHS = ((576, 2016, 9), (1280, 4480, 20), (2624, 9184, 41))  # (d_model, mlp, heads): 100m, 500m, 3b
SQUARES = (1024, 2048, 4096, 8192)
ARRAY_ELEMENTS = 1 << 28  # 1 GiB of f32
_DERIVED_LINES = ("xla ops", "xla modules", "steps", "framework", "source", "launch", "host", "task", "xla traceme")


def gemm_plan(quick: bool = False, fp8: bool = True) -> list[tuple[str, int, int, int, int]]:
    """(dtype, b, m, n, k) of the GEMMs to time, deduplicated, in a fixed order (fp8 ones when ``fp8``)."""
    shapes: list[tuple[int, int, int, int]] = []
    widths = STEP_WIDTHS[:1] if quick else STEP_WIDTHS
    for d, f, heads in widths:
        shapes += [(1, TOKENS, d, d), (1, TOKENS, f, d), (1, TOKENS, d, f),      # forward / input gradient
                   (1, d, d, TOKENS), (1, d, f, TOKENS), (1, f, d, TOKENS),      # weight gradients
                   (heads, TOKENS, TOKENS, HEAD_DIM), (heads, TOKENS, HEAD_DIM, TOKENS)]  # QK^T, PV
    shapes.append((1, TOKENS, VOCAB, STEP_WIDTHS[0][0]))                          # 100m logits
    squares = [(1, s, s, s) for s in (SQUARES[:2] if quick else SQUARES)]
    plan: list[tuple[str, int, int, int, int]] = []
    for shape in shapes + squares:
        if ("bf16", *shape) not in plan:
            plan.append(("bf16", *shape))
    for shape in (squares + shapes[:3]) if fp8 else ():
        if ("f8e4m3fn", *shape) not in plan:
            plan.append(("f8e4m3fn", *shape))
    return plan


def device_kernel_total_ns(profile: Any) -> float:
    """Sum of the device kernel events of a ``jax.profiler.ProfileData`` (0 when it has none)."""
    total = 0.0
    for plane in profile.planes:
        name = plane.name.lower()
        if not name.startswith("/device:") or "cpu" in name:
            continue
        for line in plane.lines:
            lname = line.name.lower()
            if any(lname.startswith(d) for d in _DERIVED_LINES):
                continue
            for event in line.events:
                ename = event.name.lower()
                if "memcpy" in ename or "memset" in ename:
                    continue
                total += float(event.duration_ns)
    return total


def device_kernel_ns(fn: Callable, args: Sequence[Any], calls: int, jax: Any) -> tuple[float, str]:
    """Kernel time of one call of ``fn(*args)`` in ns, and how it was measured."""
    for _ in range(3):
        jax.block_until_ready(fn(*args))
    with tempfile.TemporaryDirectory(prefix="h2c_evidence_") as tmp:
        jax.profiler.start_trace(tmp)
        out = None
        for _ in range(calls):
            out = fn(*args)
        jax.block_until_ready(out)
        jax.profiler.stop_trace()
        files = glob.glob(f"{tmp}/**/*.xplane.pb", recursive=True)
        total = device_kernel_total_ns(jax.profiler.ProfileData.from_file(files[0])) if files else 0.0
    if total > 0:
        return total / calls, f"JAX profiler device kernel time, mean of {calls} calls"
    start = time.perf_counter()
    for _ in range(calls):
        out = fn(*args)
    jax.block_until_ready(out)
    return (time.perf_counter() - start) / calls * 1e9, f"wall clock of {calls} back-to-back calls (no device events)"


def gpu_settings() -> tuple[float, float]:
    """(power limit W, max SM clock MHz) from nvidia-smi, 0 where unavailable."""
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=power.limit,clocks.max.sm", "--format=csv,noheader,nounits"],
                             capture_output=True, text=True, timeout=20, check=True).stdout.splitlines()[0]
        power, clock = (float(x.strip()) for x in out.split(",")[:2])
        return power, clock
    except (OSError, subprocess.SubprocessError, ValueError, IndexError):
        return 0.0, 0.0


def has_fp8(device: Any) -> bool:
    """FP8 tensor cores: NVIDIA compute capability 8.9 and later (XLA upcasts fp8 dots elsewhere)."""
    try:
        return device.platform == "gpu" and float(getattr(device, "compute_capability", "0")) >= 8.9
    except (TypeError, ValueError):
        return False


def _row(kind: str, dtype: str, shape: tuple[int, int, int, int], nbytes: int, value: float, unit: str, device: str,
         settings: tuple[float, float], method: str) -> EvidenceRow:
    b, m, n, k = shape
    return EvidenceRow(kind, dtype, b, m, n, k, nbytes, round(value, 3), unit, device, settings[0], settings[1],
                       method, "device")


def measure_gemms(plan, device: str, settings, calls: int, progress) -> list[EvidenceRow]:
    import jax
    import jax.numpy as jnp

    rows = []
    for dtype, b, m, n, k in plan:
        jdtype = jnp.bfloat16 if dtype == "bf16" else jnp.float8_e4m3fn
        key_a, key_b = jax.random.split(jax.random.PRNGKey(0))
        try:
            a = jax.random.normal(key_a, (b, m, k), jnp.float32).astype(jdtype)
            w = (jax.random.normal(key_b, (b, k, n), jnp.float32) / math.sqrt(k)).astype(jdtype)
            fn = jax.jit(lambda x, y: jax.lax.dot_general(
                x, y, (((2,), (1,)), ((0,), (0,))), preferred_element_type=jnp.bfloat16))
            ns, method = device_kernel_ns(fn, (a, w), calls, jax)
        except Exception as exc:  # an fp8 dot the GPU or XLA cannot run: skip it, say why
            progress(f"gemm {dtype} {b}x{m}x{n}x{k}: skipped ({type(exc).__name__}: {str(exc).splitlines()[0][:120]})")
            continue
        tflops = 2 * b * m * n * k / ns / 1e3
        progress(f"gemm {dtype:8s} {b:3d}x{m:6d}x{n:6d}x{k:6d} {ns / 1e3:10.1f} us {tflops:8.1f} TFLOP/s")
        rows.append(_row("gemm", dtype, (b, m, n, k), 0, tflops, "tflops", device, settings, f"XLA dot, {method}"))
    return rows


def measure_memory(device: str, settings, calls: int, progress, elements: int = ARRAY_ELEMENTS) -> list[EvidenceRow]:
    import jax
    import jax.numpy as jnp

    x = jnp.full((elements,), 0.5, jnp.float32)
    y = jnp.full((elements,), 0.25, jnp.float32)
    kernels = (("copy-shaped x * 0.5 + 0.25 (read x, write out)", jax.jit(lambda x: x * 0.5 + 0.25), (x,), 2),
               ("triad-shaped x + 0.5 * y (read x and y, write out)", jax.jit(lambda x, y: x + 0.5 * y), (x, y), 3))
    rows = []
    for what, fn, args, arrays in kernels:
        ns, method = device_kernel_ns(fn, args, calls, jax)
        nbytes = arrays * 4 * elements
        progress(f"memory {what}: {nbytes / ns:8.1f} GB/s")
        rows.append(_row("memory", "", (0, 0, 0, 0), nbytes, nbytes / ns, "gbps", device, settings, f"XLA {what}, {method}"))
    return rows


def measure_attention(device: str, settings, calls: int, progress, quick: bool) -> list[EvidenceRow]:
    import jax
    import jax.numpy as jnp

    def loss(q, k, v):
        s = jnp.einsum("bhqd,bhkd->bhqk", q, k).astype(jnp.float32) / math.sqrt(HEAD_DIM)
        causal = jnp.tril(jnp.ones((TOKENS, TOKENS), bool))
        p = jax.nn.softmax(jnp.where(causal, s, -1e30), axis=-1).astype(jnp.bfloat16)
        return jnp.einsum("bhqk,bhkd->bhqd", p, v).astype(jnp.float32).sum()

    step = jax.jit(jax.grad(loss, argnums=(0, 1, 2)))
    rows = []
    for _, _, heads in (STEP_WIDTHS[:1] if quick else STEP_WIDTHS):
        q = jax.random.normal(jax.random.PRNGKey(heads), (1, heads, TOKENS, HEAD_DIM), jnp.float32).astype(jnp.bfloat16)
        ns, method = device_kernel_ns(step, (q, q, q), calls, jax)
        flops = 12 * heads * TOKENS * TOKENS * HEAD_DIM  # 2 forward + 4 backward dots
        progress(f"attention heads {heads}: {ns / 1e6:.3f} ms fwd+bwd, {flops / ns / 1e3:.1f} TFLOP/s of dots")
        rows.append(_row("attention", "bf16", (heads, TOKENS, TOKENS, HEAD_DIM), 0, flops / ns / 1e3, "tflops", device,
                         settings, f"XLA unfused causal attention fwd+bwd (jax.grad), 6 dots counted, {method}"))
    return rows


def measure_evidence(quick: bool = False, calls: int = 20, progress: Callable[[str], None] = print) -> EvidenceTable:
    import jax

    dev = jax.devices()[0]
    device = getattr(dev, "device_kind", dev.platform)
    settings = gpu_settings()
    source = (f"scripts/device_calibrate.sh on {device} ({dev.platform}), jax {jax.__version__}, "
              f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; power limit {settings[0]:g} W, "
              f"max SM clock {settings[1]:g} MHz (nvidia-smi; 0 = not available)")
    rows = measure_gemms(gemm_plan(quick, fp8=has_fp8(dev)), device, settings, calls, progress)
    rows += measure_memory(device, settings, max(5, calls // 2), progress)
    rows += measure_attention(device, settings, max(3, calls // 4), progress, quick)
    notes = (f"Measured on the GPU itself by hlo2chakra.cost.calibrate.evidence_measure ({'quick' if quick else 'full'} plan).",)
    return EvidenceTable(tuple(rows), {"device": source}, notes)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", type=Path, required=True)
    ap.add_argument("--quick", action="store_true", help="the 100m widths and two squares only")
    ap.add_argument("--calls", type=int, default=20)
    args = ap.parse_args(argv)
    table = measure_evidence(args.quick, args.calls, lambda line: print(line, flush=True))
    args.output.write_text(format_evidence(table), encoding="utf-8")
    print(f"wrote {args.output} ({len(table.rows)} rows)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
