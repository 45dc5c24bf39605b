"""Benchmark: partition (XLA SPMD, in a subprocess) + convert a GPT-2-small training step per mesh.

Exports the zoo's ``gpt2-small`` once as a global Shardy program (data=8, global batch =
8 x --batch-per-device), then for each mesh runs ``hlo2chakra.pipeline.convert.convert(global.mlir, mesh=...)``
in a fresh isolated child process with an empty partition cache, and reports: XLA partition wall
time and the partition worker's peak RSS, the whole convert wall time and the converting
process's peak RSS, per-device ops, ranks and distinct traces.

    python3 -m benchmarks.bench_partition [--meshes data=8 data=64 data=1024 data=1024,model=2 data=1024,model=4] [--quick]

Meshes over 2,048 devices are partitioned by one worker lent the devices of absent nodes (see
frontend.xla.virtual_nodes).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from benchmarks import harness

QUICK = {"meshes": ["data=8"], "batch_per_device": 8}


def export(out: Path, batch_per_device: int) -> Path:
    from hlo2chakra.export.run import export_model

    res = export_model("gpt2-small", {"data": 8}, out, optimized=False, batch_per_device=batch_per_device)
    return res.path("global.mlir")


def convert_child(module: str, out: str, mesh: str) -> dict[str, Any]:
    """In the child: the conversion (timed, validated) and what its manifest says of the partitioning."""
    from hlo2chakra.pipeline.convert import convert

    r, lap = harness.time_call(convert, module, out, mesh=mesh, validate=True)
    part = r.manifest.input.partitioned if r.manifest.input is not None else None
    assert part is not None and r.manifest.program is not None, "a global program with a mesh is partitioned"
    return {"wall_s": lap.wall_s, "partition_s": part.wall_s, "xla_compile_s": part.xla_compile_s,
            "worker_rss_bytes": part.worker_peak_rss_bytes, "ranks": r.manifest.num_ranks,
            "ops": r.manifest.program.ops, "distinct": r.manifest.distinct_traces}


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_partition", harness.first_line(__doc__), quick=QUICK)
    parser.add_argument("--meshes", nargs="+",
                        default=["data=8", "data=64", "data=1024", "data=1024,model=2", "data=1024,model=4"])
    parser.add_argument("--batch-per-device", type=int, default=128, help="at the export mesh data=8 (global batch x8)")
    parser.add_argument("--global-module", type=Path, help="reuse an exported global.mlir instead of exporting")
    bench = parser.parse_bench(argv)
    args = bench.args
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="bench_partition_") as tmp:
        work = Path(tmp)
        module = args.global_module or export(work / "gpt2", args.batch_per_device)
        print(f"{'mesh':<20} {'ranks':>6} {'ops':>6} {'distinct':>8} {'partition s':>11} {'XLA s':>6} "
              f"{'worker MB':>9} {'convert s':>9} {'convert MB':>10}")
        for i, mesh in enumerate(args.meshes):
            env = {"HLO2CHAKRA_CACHE": str(work / f"cache{i}"), "PATH": "/usr/bin:/bin", "HOME": tmp}
            try:
                child = harness.run_callable(convert_child, (str(module), str(work / f"out{i}"), mesh), env=env)
            except harness.ChildFailed as exc:
                print(f"{mesh:<20} FAILED: {exc}", flush=True)
                rows.append({"mesh": mesh, "failed": str(exc)})
                continue
            r = {"mesh": mesh, **child.value, "rss_bytes": child.own_peak_rss_bytes, "process": child.process}
            rows.append(r)
            print(f"{mesh:<20} {r['ranks']:>6} {r['ops']:>6} {r['distinct']:>8} {r['partition_s']:>11.1f} "
                  f"{r['xla_compile_s']:>6.1f} {r['worker_rss_bytes'] / 2**20:>9.0f} {r['wall_s']:>9.1f} "
                  f"{r['rss_bytes'] / 2**20:>10.0f}", flush=True)
    bench.finish({"batch_per_device": args.batch_per_device, "meshes": rows})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
