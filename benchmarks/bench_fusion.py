"""Benchmark: time of XLA-like fusion (cost.fusion) and of the liveness scan on real programs.

Target: well under a second for a 10k-op per-device program (ResNet-50 training step, Hespas
fixture in ../shared when present) and for the LLaMA-3 100M FSDP test program.

    python3 -m benchmarks.bench_fusion [MODULE ...] [--quick]
"""

from __future__ import annotations

import os
from pathlib import Path

from benchmarks import harness
from hlo2chakra.cost.fusion import fuse_program
from hlo2chakra.cost.liveness import peak_memory
from hlo2chakra.pipeline.convert import load_program

ROOT = harness.ROOT
SHARED = Path(os.environ.get("HLO2CHAKRA_SHARED") or ROOT.parent / "shared")  # as tests/conftest.py
LLAMA = ROOT / "tests" / "data" / "programs" / "llama3_100m_fsdp4" / "per_device.mlir"
DEFAULT = [LLAMA, SHARED / "data" / "workloads" / "hespas-fixtures" / "resnet_50_train_step_4_devices_1024_batch.mlir"]
QUICK = {"modules": [LLAMA]}


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_fusion", harness.first_line(__doc__), quick=QUICK,
                                 quick_help="the LLaMA-3 100M test program alone")
    parser.add_argument("modules", nargs="*", type=Path, metavar="MODULE",
                        help="per-device programs (default: the LLaMA-3 100M test program and Hespas' ResNet-50 when present)")
    bench = parser.parse_bench(argv)
    modules = bench.args.modules or [p for p in DEFAULT if p.exists()]
    rows = []
    for module in modules:
        program, _ = load_program(module)
        (fused, summary), fuse = harness.time_call(fuse_program, program, "xla-like")
        _, live = harness.time_call(peak_memory, fused)
        rows.append({"module": module.name, "ops_before": summary.ops_before, "ops_after": summary.ops_after,
                     "fusions": summary.fusions, "duplicated_ops": summary.duplicated_ops,
                     "fusion_s": fuse.wall_s, "liveness_s": live.wall_s})
        print(f"{module.name}: {summary.ops_before} -> {summary.ops_after} ops ({summary.fusions} fusions, "
              f"{summary.duplicated_ops} copies): fusion {fuse.wall_s:.3f} s, liveness {live.wall_s:.3f} s", flush=True)
    bench.finish({"programs": rows})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
