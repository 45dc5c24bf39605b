"""Unfused (per_device.mlir, grouped by cost.fusion) vs XLA-optimized predictions.

For every exported test program and hardware preset, prints the modeled compute time of the
per-device program unfused ("none"), with XLA-like fusion, of XLA's GPU-optimized program
(`optimized_gpu_h100-sxm.mlir`, the reference: what a GPU runs), and of XLA's CPU-optimized
program (`optimized.mlir`). The CPU-optimized programs come from XLA's *CPU* pipeline: for bf16 models it upcasts every dot to
f32 (separate convert/copy kernels, f32 GEMMs at the TF32 rate). The last column estimates the
optimized program without those CPU-only rewrites: kernels that only convert/copy/transpose
between bf16 and f32 removed, f32 GEMMs re-costed as bf16 (same FLOPs, half the bytes).

    python3 scripts/compare_fusion.py [--hardware H100-SXM --hardware A100-SXM-40GB] [NAME ...]
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "converter"))

from hlo2chakra.cost.costed import cost_program  # noqa: E402
from hlo2chakra.pipeline.convert import load_program  # noqa: E402
from hlo2chakra.cost.hardware_yaml import load_hardware  # noqa: E402
from hlo2chakra.cost.kernel import KernelClass  # noqa: E402
from hlo2chakra.cost.roofline import kernel_time_ns  # noqa: E402

PROGRAMS = ROOT / "tests" / "data" / "programs"
_SHUFFLE = {"convert", "bitcast", "copy", "transpose", "reshape"}


def _is_upcast_shuffle(op) -> bool:
    if not op.body or not {o.short_kind for o in op.body} <= _SHUFFLE:
        return False
    dtypes = {t.dtype for t in op.operand_types} | {t.dtype for t in op.result_types}
    return {"bf16", "f32"} <= dtypes


def without_cpu_upcasts(program, hw) -> float:
    costed = cost_program(program, hw, "none")
    total = 0.0
    for op, cost, time_ns in zip(costed.program.ops, costed.costs, costed.durations_ns):
        if _is_upcast_shuffle(op):
            continue
        if cost.kernel_class is KernelClass.GEMM and cost.compute_dtype == "f32":
            time_ns = kernel_time_ns(replace(cost, compute_dtype="bf16", bytes_accessed=cost.bytes_accessed // 2), hw)
        total += time_ns
    return total


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="*")
    parser.add_argument("--hardware", action="append")
    args = parser.parse_args(argv)
    hws = [load_hardware(h) for h in (args.hardware or ["H100-SXM", "A100-SXM-40GB"])]
    names = args.names or sorted(p.name for p in PROGRAMS.iterdir() if (p / "optimized.mlir").exists())
    print(f"{'program':<20} {'hardware':<14} {'unfused':>10} {'fused':>10} {'gpu-opt':>10} {'fused/gpu':>9} "
          f"{'cpu-opt':>10} {'fused/cpu':>9} {'cpu-adj':>10} {'fused/adj':>9}  (ms)")
    for name in names:
        per_device, _ = load_program(PROGRAMS / name / "per_device.mlir")
        optimized, _ = load_program(PROGRAMS / name / "optimized.mlir")
        gpu_path = PROGRAMS / name / "optimized_gpu_h100-sxm.mlir"
        gpu = load_program(gpu_path)[0] if gpu_path.exists() else None
        bf16 = json.loads((PROGRAMS / name / "meta.json").read_text()).get("config", {}).get("dtype") == "bfloat16"
        for hw in hws:
            unfused = sum(cost_program(per_device, hw, "none").durations_ns) / 1e6
            fused = sum(cost_program(per_device, hw, "xla-like").durations_ns) / 1e6
            opt = sum(cost_program(optimized, hw, "auto").durations_ns) / 1e6
            adj = without_cpu_upcasts(optimized, hw) / 1e6 if bf16 else opt
            on_gpu = sum(cost_program(gpu, hw, "auto").durations_ns) / 1e6 if gpu is not None else float("nan")
            print(f"{name:<20} {hw.name:<14} {unfused:10.3f} {fused:10.3f} {on_gpu:10.3f} {fused / on_gpu:9.2f} "
                  f"{opt:10.3f} {fused / opt:9.2f} {adj:10.3f} {fused / adj:9.2f}")


if __name__ == "__main__":
    main()
