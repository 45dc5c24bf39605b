"""Benchmark: `convert` of GPT-2 small (global program) at 1,024 .. 65,536 data-parallel ranks.

Exports the zoo's ``gpt2-small`` once as a global Shardy program (at data=8 with a per-device
batch of 8,192: global batch 65,536, which every mesh here divides), then for each rank count
runs ``convert(global.mlir, mesh="data=N")`` in a fresh isolated child process with an empty
partition cache, and prints: the whole wall time of that process, of which XLA partitioning (the
worker, cold cache), the peak RSS of the converting process and of the partition worker, the
bytes the output folder takes on disk (each hard-linked file counted once, as ``du`` does)
against the bytes its per-rank names would take as copies, and the distinct traces. Outputs are
deleted after each size.

    python3 -m benchmarks.bench_convert_scale [--ranks 1024 4096 16384 32768 65536] [--global-module G] [--quick]

Targets (issue 17): 32,768 ranks <= 120 s and <= 8 GB on a 2-core machine; 65,536 ranks working.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from benchmarks import harness

QUICK = {"ranks": [1024]}


def export(out: Path) -> Path:
    from hlo2chakra.export.run import export_model

    res = export_model("gpt2-small", {"data": 8}, out, optimized=False, batch_per_device=8192)
    return res.path("global.mlir")


def disk_bytes(folder: Path) -> tuple[int, int]:
    """(bytes on disk with each inode once, bytes if every name were its own copy)."""
    seen: set[tuple[int, int]] = set()
    on_disk = as_copies = 0
    for entry in os.scandir(folder):
        info = entry.stat(follow_symlinks=False)
        as_copies += info.st_size
        if (info.st_dev, info.st_ino) not in seen:
            seen.add((info.st_dev, info.st_ino))
            on_disk += info.st_blocks * 512
    return on_disk, as_copies


def convert_child(module: str, out: str, mesh: str) -> dict[str, Any]:
    """In the child: the conversion, and what its manifest says of the partitioning."""
    from hlo2chakra.pipeline.convert import convert

    r = convert(module, out, mesh=mesh)
    part = r.manifest.input.partitioned if r.manifest.input is not None else None
    assert part is not None, "a global program with a mesh is partitioned"
    return {"partition_s": part.wall_s, "worker_rss_bytes": part.worker_peak_rss_bytes,
            "ranks": r.manifest.num_ranks, "distinct": r.manifest.distinct_traces}


def measure(module: Path, ranks: int, work: Path) -> dict[str, Any]:
    out, cache = work / f"out{ranks}", work / f"cache{ranks}"
    env = {"HLO2CHAKRA_CACHE": str(cache), "PATH": "/usr/bin:/bin", "HOME": str(work)}
    child = harness.run_callable(convert_child, (str(module), str(out), f"data={ranks}"), env=env)
    result = {**child.value, "rss_bytes": child.own_peak_rss_bytes, "process": child.process,
              "wall_s": child.process.wall_s}  # the whole process: imports, partitioning, writing
    result["disk_bytes"], result["copies_bytes"] = disk_bytes(out)
    shutil.rmtree(out)
    shutil.rmtree(cache, ignore_errors=True)
    return result


def _row(module: Path, ranks: int, work: Path) -> tuple[str, dict[str, Any]]:
    """One table row: the figures of ``ranks``, or why it failed."""
    try:
        r = measure(module, ranks, work)
    except harness.ChildFailed as exc:
        shutil.rmtree(work / f"out{ranks}", ignore_errors=True)
        return f"{ranks:>6} FAILED: {exc}", {"ranks": ranks, "failed": str(exc)}
    mib = harness.MIB
    return (f"{r['ranks']:>6} {r['wall_s']:>7.1f} {r['partition_s']:>11.1f} {r['rss_bytes'] / mib:>10.0f} "
            f"{r['worker_rss_bytes'] / mib:>9.0f} {r['disk_bytes'] / mib:>8.1f} {r['copies_bytes'] / mib:>12.1f} "
            f"{r['distinct']:>8}"), r


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_convert_scale", harness.first_line(__doc__), quick=QUICK)
    parser.add_argument("--ranks", nargs="+", type=int, default=[1024, 4096, 16384, 32768, 65536])
    parser.add_argument("--global-module", type=Path, help="reuse an exported global.mlir (global batch >= ranks)")
    bench = parser.parse_bench(argv)
    args = bench.args
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench_convert_scale_") as tmp:
        work = Path(tmp)
        module = args.global_module or export(work / "gpt2")
        print(f"{'ranks':>6} {'wall s':>7} {'partition s':>11} {'convert MB':>10} {'worker MB':>9} "
              f"{'disk MB':>8} {'as copies MB':>12} {'distinct':>8}")
        for ranks in args.ranks:
            line, figures = _row(module, ranks, work)
            print(line, flush=True)
            rows.append(figures)
    bench.finish({"sizes": rows})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
