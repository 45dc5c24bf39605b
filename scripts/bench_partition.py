#!/usr/bin/env python3
"""Benchmark: partition (XLA SPMD, in a subprocess) + convert a GPT-2-small training step per mesh.

Exports the zoo's ``gpt2-small`` once as a global Shardy program (data=8, global batch =
8 x --batch-per-device), then for each mesh runs ``hlo2chakra.pipeline.convert.convert(global.mlir, mesh=...)``
in a fresh subprocess with an empty partition cache, and reports: XLA partition wall time and the
partition worker's peak RSS, the whole convert wall time and the converting process's peak RSS,
per-device ops, ranks and distinct traces.

    python scripts/bench_partition.py [--meshes data=8 data=64 data=1024 data=1024,model=2 data=1024,model=4]

Meshes over 2,048 devices are partitioned by one worker lent the devices of absent nodes (see
frontend.xla.virtual_nodes).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from bench_child import ChildFailed, run_child

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import json, os, resource, sys, time
from hlo2chakra.pipeline.convert import convert
t = time.perf_counter()
r = convert(sys.argv[1], sys.argv[2], mesh=sys.argv[3], validate=True)
wall = time.perf_counter() - t
part = r.manifest.input.partitioned
print(json.dumps({"wall_s": wall, "rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
                  "partition_s": part.wall_s, "xla_compile_s": part.xla_compile_s,
                  "worker_rss_bytes": part.worker_peak_rss_bytes, "ranks": r.manifest.num_ranks,
                  "ops": r.manifest.program.ops, "distinct": r.manifest.distinct_traces}))
"""


def export(out: Path, batch_per_device: int) -> Path:
    sys.path.insert(0, str(ROOT / "converter"))
    from hlo2chakra.export.run import export_model

    res = export_model("gpt2-small", {"data": 8}, out, optimized=False, batch_per_device=batch_per_device)
    return res.path("global.mlir")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--meshes", nargs="+",
                    default=["data=8", "data=64", "data=1024", "data=1024,model=2", "data=1024,model=4"])
    ap.add_argument("--batch-per-device", type=int, default=128, help="at the export mesh data=8 (global batch x8)")
    ap.add_argument("--global-module", type=Path, help="reuse an exported global.mlir instead of exporting")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench_partition_") as tmp:
        work = Path(tmp)
        module = args.global_module or export(work / "gpt2", args.batch_per_device)
        print(f"{'mesh':<20} {'ranks':>6} {'ops':>6} {'distinct':>8} {'partition s':>11} {'XLA s':>6} "
              f"{'worker MB':>9} {'convert s':>9} {'convert MB':>10}")
        for i, mesh in enumerate(args.meshes):
            env = {"PYTHONPATH": str(ROOT / "converter"), "HLO2CHAKRA_CACHE": str(work / f"cache{i}"),
                   "PATH": "/usr/bin:/bin", "HOME": tmp}
            try:
                r = run_child([sys.executable, "-c", CHILD, str(module), str(work / f"out{i}"), mesh], env)
            except ChildFailed as exc:
                print(f"{mesh:<20} FAILED: {exc}")
                continue
            print(f"{mesh:<20} {r['ranks']:>6} {r['ops']:>6} {r['distinct']:>8} {r['partition_s']:>11.1f} "
                  f"{r['xla_compile_s']:>6.1f} {r['worker_rss_bytes'] / 2**20:>9.0f} {r['wall_s']:>9.1f} "
                  f"{r['rss_bytes'] / 2**20:>10.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
