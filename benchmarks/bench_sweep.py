"""Benchmark: a GPT-2 small sweep (meshes x hardware x topologies) on three kinds of Dask cluster and without Dask.

Modes (each a fresh OUT and a fresh XLA partition cache, so every mode converts from scratch; the
zoo export is made once and shared):

- ``default``: the LocalCluster ``hlo2chakra sweep`` starts by itself (one worker per CPU);
- ``local2``: a LocalCluster of 2 workers;
- ``external2``: a scheduler and 2 ``dask worker`` processes started separately on 127.0.0.1, as
  a user would start them on two machines (``--scheduler tcp://127.0.0.1:PORT``);
- ``nodask2``: no Dask, the local executor ``compare`` uses (``--local --workers 2``: conversions
  and simulations on 2 isolated children).

Prints one JSON line per mode (wall seconds per phase, conversions, simulations) and whether the
results tables are byte-identical across modes.

    python3 -m benchmarks.bench_sweep --out /tmp/bench-sweep                    # 4 x 5 x 10 = 200 cells
    python3 -m benchmarks.bench_sweep --out /tmp/bench-sweep --hardware 2 --topologies 5   # 40 cells
    python3 -m benchmarks.bench_sweep --out /tmp/bench-sweep --quick            # 2 cells, no Dask and external2
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import yaml

from benchmarks import harness

MESHES = [{"data": 8}, {"data": 4, "model": 2}, {"data": 2, "model": 4}, {"data": 2, "fsdp": 4}]
HARDWARE = ["H100-SXM", "A100-SXM-40GB", "H200", "B200", "h100-2x-hbm.yaml"]
TOPOLOGIES = ["Switch(8, {300,450,900}GB/s, 500ns)", "Ring(8, {50,100}GB/s, 1us)",
              "Switch(4, {450,900}GB/s, 500ns) x Switch(2, {25,50}GB/s, 2us)", "FullyConnected(8, 100GB/s, 500ns)"]
WHAT_IF = "base: H100-SXM\nname: H100-2xHBM\nmemory_bandwidth_bytes_per_s: 6.7e+12\n"
ROOT = harness.ROOT
QUICK = {"meshes": 1, "hardware": 1, "topologies": 2, "modes": "nodask2,external2"}


def _topologies(count: int) -> list[str]:
    from hlo2chakra.pipeline.sweep.expand import expand_family

    return [t for family in TOPOLOGIES for t in expand_family(family)][:count]


def write_spec(folder: Path, meshes: int, hardware: int, topologies: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "h100-2x-hbm.yaml").write_text(WHAT_IF)
    shutil.copy(ROOT / "examples" / "prices-example.yaml", folder / "prices.yaml")
    spec = {"workload": {"model": "gpt2-small", "set": {"batch_per_device": 2}}, "meshes": MESHES[:meshes],
            "hardware": HARDWARE[:hardware], "topologies": _topologies(topologies), "systems": ["default"],
            "prices": "prices.yaml", "backend": "analytical"}
    (folder / "spec.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))
    return folder / "spec.yaml"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_external(workers: int, scratch: Path, env: dict[str, str]) -> tuple[str, list[subprocess.Popen[bytes]]]:
    """A scheduler and ``workers`` workers, each a process that dies with this one (not measured)."""
    from distributed import Client

    port = _free_port()
    dask = str(Path(sys.executable).parent / "dask")
    procs = [subprocess.Popen(harness.guarded_command([dask, "scheduler", "--host", "127.0.0.1", "--port", str(port),
                                                       "--no-dashboard"]),
                              cwd=scratch, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    for index in range(workers):
        procs.append(subprocess.Popen(harness.guarded_command(
            [dask, "worker", f"tcp://127.0.0.1:{port}", "--nthreads", "1", "--host", "127.0.0.1", "--no-dashboard",
             "--death-timeout", "60", "--local-directory", str(scratch / f"worker{index}")]),
            cwd=scratch, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    address = f"tcp://127.0.0.1:{port}"
    deadline = time.time() + 120
    while True:
        try:
            with Client(address, timeout="10s") as client:
                client.wait_for_workers(workers, timeout=120)
            return address, procs
        except (OSError, TimeoutError):
            if time.time() > deadline:
                raise


def run_mode(mode: str, spec: Path, root: Path, shared_workloads: Path | None) -> dict[str, Any]:
    from hlo2chakra.pipeline.sweep.run import run_sweep
    from hlo2chakra.runtime.child import stop_processes

    out = root / mode
    shutil.rmtree(out, ignore_errors=True)
    if shared_workloads is not None:
        from hlo2chakra.files.outdir import write_stamp

        shutil.copytree(shared_workloads, out / "cache" / "workloads")
        # a sweep's own stamp: the sweep takes OUT for an earlier run of its own and reuses the export
        # in its cache (an unstamped folder holding `cache` is refused as foreign)
        write_stamp(out, "sweep")
    os.environ["HLO2CHAKRA_CACHE"] = str(root / f"partition-cache-{mode}")  # cold XLA partition cache
    shutil.rmtree(os.environ["HLO2CHAKRA_CACHE"], ignore_errors=True)
    procs: list[subprocess.Popen[bytes]] = []
    with harness.Stopwatch() as whole:
        try:
            if mode == "external2":
                scratch = root / "external-scratch"
                scratch.mkdir(exist_ok=True)
                with harness.Stopwatch() as starting:
                    address, procs = start_external(2, scratch, dict(os.environ))
                started = starting.wall_s
                result = run_sweep(spec, out, scheduler=address)
            else:
                started = 0.0
                result = run_sweep(spec, out, workers=2 if mode in ("local2", "nodask2") else None,
                                   local=mode == "nodask2")
        finally:
            stop_processes(procs, grace_s=30)
    counts = result.frame["status"].value_counts().to_dict()
    return {"mode": mode, "cells": len(result.frame), "statuses": counts, "total_s": round(whole.wall_s, 1),
            "external_cluster_start_s": round(started, 1),
            "phases_s": {name: round(s, 1) for name, s in result.phases_s},
            "conversions": result.times.conversions, "until_last_conversion_s": round(result.times.convert_s, 1),
            "simulations": result.times.simulations, "until_last_simulation_s": round(result.times.simulate_s, 1),
            "cpus": os.cpu_count(), "load_avg_1m": round(os.getloadavg()[0], 1)}


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_sweep", harness.first_line(__doc__), quick=QUICK)
    parser.add_argument("--out", type=Path, required=True, help="the sweeps' output folder (one subfolder per mode)")
    parser.add_argument("--meshes", type=int, default=4)
    parser.add_argument("--hardware", type=int, default=5)
    parser.add_argument("--topologies", type=int, default=10)
    parser.add_argument("--modes", default="default,local2,external2")
    parser.add_argument("--reuse-export", type=Path, help="an earlier run's OUT/<mode>/cache/workloads (skips the export)")
    bench = parser.parse_bench(argv)
    args = bench.args
    root = args.out.resolve()
    spec = write_spec(root / "spec", args.meshes, args.hardware, args.topologies)
    shared = args.reuse_export.resolve() if args.reuse_export else None
    tables = {}
    modes = []
    for mode in args.modes.split(","):
        figures = run_mode(mode, spec, root, shared)
        modes.append(figures)
        print(json.dumps(figures), flush=True)
        shared = shared or root / mode / "cache" / "workloads"
        tables[mode] = (root / mode / "results.parquet").read_bytes()
    identical = {"identical_results_parquet": len(set(tables.values())) == 1, "modes": list(tables)}
    print(json.dumps(identical))
    bench.finish({"modes": modes, **identical})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
