"""Benchmark: `maxtext-llama3-70b` at 2,048 GPUs, export + convert + simulate (issue 23, part 5).

Runs the three steps a user runs, each as a fresh process timed from outside by the harness
(wall, CPU and peak RSS from ``os.wait4``), with the issue's settings: mesh ``data=16,fsdp=128``,
2 sequences of 8,192 tokens per device, ``remat_policy=save_qkv_proj``, on
``h100-8x-nvswitch-x-ib-ndr400-256node`` with the embedded backend (NCCL collective model). Prints
each step and the total against the targets (<= 180 s and <= 4 GB on a 2-core machine), and
where convert's time went (its manifest: XLA partitioning in the worker, the rest in the converter).
The mesh rule and the fabric are ``benchmarks.cluster_scale``'s.

    python3 -m benchmarks.bench_cluster_scale [--gpus 2048] [--model maxtext-llama3-70b] [--keep DIR] [--quick]
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

from benchmarks import harness
from benchmarks.cluster_scale import FABRIC, HARDWARE, mesh_for

TARGET_S, TARGET_GIB = 180.0, 4.0
QUICK = {"gpus": 16, "model": "maxtext-llama3-8b"}


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_cluster_scale", harness.first_line(__doc__), quick=QUICK)
    parser.add_argument("--gpus", type=int, default=2048)
    parser.add_argument("--model", default="maxtext-llama3-70b")
    parser.add_argument("--keep", type=Path, default=None, help="keep the outputs in this folder")
    bench = parser.parse_bench(argv)
    args = bench.args
    work = args.keep or Path(tempfile.mkdtemp(prefix="bench_cluster_"))
    work.mkdir(parents=True, exist_ok=True)
    nodes = args.gpus // 8
    export, traces, run = work / "export", work / "traces", work / "run"
    for folder in (export, traces, run):
        shutil.rmtree(folder, ignore_errors=True)
    steps = [
        ("export", ["export", args.model, "--mesh", mesh_for(args.gpus), "--set", "per_device_batch_size=2",
                    "--set", "max_target_length=8192", "--set", "remat_policy=save_qkv_proj", "--no-optimized",
                    "-o", str(export)]),
        ("convert", ["convert", str(export / "per_device.mlir"), "-H", HARDWARE, "-o", str(traces), "--quiet"]),
        ("simulate", ["simulate", str(traces), "-t", f"{FABRIC}-{nodes}node", "--backend", "analytical",
                      "-o", str(run), "--quiet"]),
    ]
    total_s, peak_bytes = 0.0, 0
    measured: dict[str, harness.ProcessRun] = {}
    print(f"{args.model} at {args.gpus:,} GPUs ({mesh_for(args.gpus)}), {FABRIC}-{nodes}node, embedded backend")
    for name, command in steps:
        try:
            t = harness.run_command(harness.console_command(*command))
        except harness.ChildFailed as exc:
            print(f"{name}: failed: {exc}")
            bench.finish({"model": args.model, "gpus": args.gpus, "steps": measured, "failed": {name: str(exc)}})
            return 1
        measured[name] = t
        total_s += t.wall_s
        peak_bytes = max(peak_bytes, t.peak_rss_bytes)
        print(f"  {name:9s} {t.wall_s:7.1f} s wall  {t.cpu_s:7.1f} s CPU  {t.peak_rss_bytes / 2**30:5.2f} GiB peak RSS")
    manifest = json.loads((traces / "manifest.json").read_text())
    summary = json.loads((run / "summary.json").read_text())
    print(f"  convert: {manifest['num_ranks']:,} ranks, {manifest['distinct_traces']} distinct traces, "
          f"{manifest['ranks'][0]['nodes']:,} nodes per rank")
    print(f"  step time {summary['step_time_ns'] / 1e9:.3f} s ({summary.get('collective_model')} collectives)")
    ok = total_s <= TARGET_S and peak_bytes / 2**30 <= TARGET_GIB
    print(f"total {total_s:.1f} s (target <= {TARGET_S:.0f} s), peak {peak_bytes / 2**30:.2f} GiB (target <= "
          f"{TARGET_GIB:.0f} GiB): {'met' if ok else 'MISSED'}")
    if args.keep is None:
        shutil.rmtree(work, ignore_errors=True)
    figures: dict[str, Any] = {
        "model": args.model, "gpus": args.gpus, "mesh": mesh_for(args.gpus), "fabric": f"{FABRIC}-{nodes}node",
        "steps": measured, "total_wall_s": total_s, "peak_rss_bytes": peak_bytes,
        "targets": {"wall_s": TARGET_S, "peak_rss_bytes": int(TARGET_GIB * 2**30)}, "met": ok,
        "num_ranks": manifest["num_ranks"], "distinct_traces": manifest["distinct_traces"],
        "nodes_per_rank": manifest["ranks"][0]["nodes"], "step_time_ns": summary["step_time_ns"],
        "collective_model": summary.get("collective_model"),
    }
    bench.finish(figures)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
