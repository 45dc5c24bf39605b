#!/usr/bin/env python3
"""Regenerate the committed StableHLO test programs in tests/data/programs/<name>/.

Each entry exports a small zoo model with hlo2chakra.export.run (host CPU devices in a subprocess).
Usage: python3 scripts/export_test_programs.py [NAME ...]   (no names = all)

With `--gpu-target H100-SXM` it instead adds `optimized_gpu_<target>.mlir` to each program's
folder: the same model and mesh optimized by XLA's *GPU* pipeline, compiled deviceless for that
GPU. This needs JAX's CUDA plugin (`pip install "jax[cuda13]==0.10.2"`, the `xla-gpu` extra), not a GPU.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "converter"))

from hlo2chakra.export.run import export_model  # noqa: E402

OUT = ROOT / "tests" / "data" / "programs"

# name -> (model, mesh, export options + config overrides); sizes keep the folder small.
PROGRAMS: dict[str, tuple[str, dict[str, int], dict[str, Any]]] = {
    "gemm2d": ("gemm2d", {"x": 2, "y": 4}, {"gspmd": True, "m": 256, "n": 128, "k": 512}),
    "mlp_dp": ("mlp_dp", {"data": 4}, {"batch": 32, "d_in": 64, "hidden": 128, "classes": 8}),
    "megatron": ("megatron", {"model": 4},
                 {"batch": 4, "seq": 32, "d_model": 128, "heads": 4, "mlp": 256}),
    "fsdp": ("fsdp", {"fsdp": 4}, {"batch": 16, "d_model": 64, "hidden": 256, "classes": 8}),
    "collectives": ("collectives", {"x": 4}, {"rows": 16, "cols": 32, "bytecode": True}),
    "pipeline": ("pipeline", {"stage": 4}, {"microbatches": 4, "microbatch": 4, "d_model": 32}),
    "control": ("control", {"data": 2}, {"batch": 8, "d_model": 32, "scan_steps": 5}),
    "cnn": ("cnn", {"data": 2}, {"batch": 4, "image": 16, "width": 8}),
    "decoder_dp_tp": ("decoder", {"data": 2, "model": 2},
                      {"gspmd": True, "style": "llama", "layers": 2, "d_model": 64, "heads": 4,
                       "kv_heads": 2, "head_dim": 16, "mlp": 128, "vocab": 256, "seq": 32,
                       "batch_per_device": 1, "dtype": "float32"}),
    "decoder_fsdp": ("decoder", {"fsdp": 4},
                     {"style": "llama", "layers": 2, "d_model": 64, "heads": 4, "kv_heads": 2,
                      "head_dim": 16, "mlp": 128, "vocab": 256, "seq": 32, "dtype": "bfloat16"}),
    "decoder_pp": ("decoder", {"stage": 2, "data": 2},
                   {"style": "gpt2", "layers": 2, "d_model": 64, "heads": 4, "kv_heads": 4,
                    "head_dim": 16, "mlp": 128, "vocab": 256, "seq": 32, "batch_per_device": 2,
                    "pipeline_microbatches": 2, "dtype": "float32"}),
    "llama3_100m_fsdp4": ("llama3-100m-maxtext", {"fsdp": 4}, {}),
}


# Programs whose GPU-optimized HLO text is also kept: what a user's XLA dump of a GPU run holds.
GPU_HLO_TEXT = {"fsdp"}


def gpu_file_name(target: str, suffix: str = ".mlir") -> str:
    return f"optimized_gpu_{target.lower()}{suffix}"


def export_gpu_optimized(name: str, target: str) -> Path:
    model, mesh, opts = PROGRAMS[name]
    opts = {k: v for k, v in opts.items() if k not in ("gspmd", "bytecode")}
    with tempfile.TemporaryDirectory(prefix="h2c_gpu_export_") as tmp:
        res = export_model(model, mesh, Path(tmp) / "out", gpu_target=target, **opts)
        if "optimized.mlir" not in res.files:
            raise RuntimeError(f"{name}: XLA's GPU program did not convert: {res.meta.get('optimized_error')}")
        dest = OUT / name / gpu_file_name(target)
        shutil.copyfile(res.path("optimized.mlir"), dest)
        if name in GPU_HLO_TEXT:
            shutil.copyfile(res.path("optimized.hlo"), OUT / name / gpu_file_name(target, ".hlo"))
    return dest


def main(names: list[str]) -> int:
    gpu_target = None
    if "--gpu-target" in names:
        at = names.index("--gpu-target")
        gpu_target = names[at + 1]
        names = names[:at] + names[at + 2:]
    unknown = [n for n in names if n not in PROGRAMS]
    if unknown:
        print(f"unknown program {unknown[0]!r}; known: {', '.join(PROGRAMS)}", file=sys.stderr)
        return 2
    for name in names or list(PROGRAMS):
        model, mesh, opts = PROGRAMS[name]
        t0 = time.perf_counter()
        if gpu_target:
            dest = export_gpu_optimized(name, gpu_target)
            print(f"{name:14s} {time.perf_counter() - t0:5.1f} s {dest.stat().st_size / 1024:7.1f} KiB {dest.name}")
            continue
        with tempfile.TemporaryDirectory(prefix="h2c_export_") as tmp:
            # exported beside, then copied in: the committed folder carries no output stamp (and
            # keeps its optimized_gpu_* files, which need JAX's CUDA plugin to remake)
            res = export_model(model, mesh, Path(tmp) / "out", **opts)
            (OUT / name).mkdir(parents=True, exist_ok=True)
            for f in res.files:
                shutil.copyfile(res.out_dir / f, OUT / name / f)
            kb = sum((res.out_dir / f).stat().st_size for f in res.files) / 1024
        print(f"{name:14s} {time.perf_counter() - t0:5.1f} s {kb:7.1f} KiB "
              f"{res.meta['collectives']['counts']} flops={res.meta['xla_cost_per_device'].get('flops')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
