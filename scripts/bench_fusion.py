#!/usr/bin/env python3
"""Benchmark: time of XLA-like fusion (cost.fusion) and of the liveness scan on real programs.

Target: well under a second for a 10k-op per-device program (ResNet-50 training step, Hespas
fixture in ../shared when present) and for the LLaMA-3 100M FSDP test program.

    python scripts/bench_fusion.py [MODULE ...]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "converter"))

from hlo2chakra.pipeline.convert import load_program  # noqa: E402
from hlo2chakra.cost.fusion import fuse_program  # noqa: E402
from hlo2chakra.cost.liveness import peak_memory  # noqa: E402

DEFAULT = [
    ROOT / "tests" / "data" / "programs" / "llama3_100m_fsdp4" / "per_device.mlir",
    ROOT.parent / "shared" / "data" / "workloads" / "hespas-fixtures" / "resnet_50_train_step_4_devices_1024_batch.mlir",
]


def main() -> None:
    modules = [Path(a) for a in sys.argv[1:]] or [p for p in DEFAULT if p.exists()]
    for module in modules:
        program, _ = load_program(module)
        start = time.perf_counter()
        fused, summary = fuse_program(program, "xla-like")
        fuse_s = time.perf_counter() - start
        start = time.perf_counter()
        peak_memory(fused)
        live_s = time.perf_counter() - start
        print(f"{module.name}: {summary.ops_before} -> {summary.ops_after} ops ({summary.fusions} fusions, "
              f"{summary.duplicated_ops} copies): fusion {fuse_s:.3f} s, liveness {live_s:.3f} s")


if __name__ == "__main__":
    main()
