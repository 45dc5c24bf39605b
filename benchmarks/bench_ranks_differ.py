"""Benchmark: programs whose ranks differ, at 256 to 4,096 ranks (issue 26, part 1).

Three cases, each step a fresh process timed from outside by the harness (wall, CPU, and peak
RSS over the process and the partition worker it waits for), each convert with an empty
partition cache:

* ``vit``: the users' ViT (``../shared/data/user-programs/vit_fsdp_scan_global.mlir``: FSDP over
  ``data``, 6 layers in ``lax.scan`` with ``jax.checkpoint``, bf16; XLA gives it 86 all-to-alls
  and 18 collective-permutes) converted at ``--mesh data=N``. Target at 256 ranks: <= 10 s,
  <= 0.6 GB. Skipped without ../shared.
* ``pp``: the zoo's ``decoder`` as GPT-2 small (12 layers, 768 wide, 12 heads, vocab 50304,
  seq 1024) over ``stage=4,data=1024`` (4 pipeline stages x 1,024-way data parallelism; ranks
  differ in their stage's peers and groups): export, convert, simulate on
  ``h100-8x-nvswitch-x-ib-ndr400-512node``. Targets: convert <= 60 s and <= 2 GB, simulate <= 60 s.
* ``moe``: a top-1 MoE step with one expert per rank (``benchmarks.moe_program``, 4,096 experts,
  expert parallelism by sharding constraints, so XLA puts in the all-to-alls) converted at
  ``--mesh ep=4096`` and simulated on the same fabric. Same targets.

    python3 -m benchmarks.bench_ranks_differ [--cases vit pp moe] [--vit-ranks 8 32 128 256] [--quick]
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from benchmarks import harness

VIT = harness.ROOT.parent / "shared" / "data" / "user-programs" / "vit_fsdp_scan_global.mlir"
FABRIC = "h100-8x-nvswitch-x-ib-ndr400-512node"
GPT2 = {"style": "gpt2", "layers": 12, "d_model": 768, "heads": 12, "kv_heads": 12, "mlp": 3072, "vocab": 50304,
        "seq": 1024, "batch_per_device": 1}
TARGETS = {"vit": {"convert_s": 10.0, "convert_bytes": 0.6e9},
           "pp": {"convert_s": 60.0, "convert_bytes": 2e9, "simulate_s": 60.0},
           "moe": {"convert_s": 60.0, "convert_bytes": 2e9, "simulate_s": 60.0}}
QUICK = {"cases": ["vit"], "vit_ranks": [8]}


def _step(name: str, command: list[str], env: dict[str, str]) -> harness.ProcessRun:
    run = harness.run_command(harness.console_command(*command), env=env)
    print(f"    {name:9s} {run.wall_s:7.1f} s wall  {run.cpu_s:7.1f} s CPU  {run.peak_rss_bytes / 1e9:5.2f} GB peak RSS",
          flush=True)
    return run


def _fresh_cache(work: Path) -> dict[str, str]:
    cache = work / "partition-cache"
    shutil.rmtree(cache, ignore_errors=True)
    return {**os.environ, "HLO2CHAKRA_CACHE": str(cache)}


def _distinct(traces: Path) -> int:
    return int(json.loads((traces / "manifest.json").read_text())["distinct_traces"])


def _met(case: str, steps: dict[str, harness.ProcessRun]) -> bool:
    want = TARGETS[case]
    ok = steps["convert"].wall_s <= want["convert_s"] and steps["convert"].peak_rss_bytes <= want["convert_bytes"]
    return ok and ("simulate_s" not in want or steps["simulate"].wall_s <= want["simulate_s"])


def vit(work: Path, ranks: list[int]) -> list[dict[str, Any]]:
    rows = []
    for n in ranks:
        print(f"  vit at data={n}", flush=True)
        traces = work / f"vit-{n}"
        steps = {"convert": _step("convert", ["convert", str(VIT), "--mesh", f"data={n}", "--quiet", "-o", str(traces)],
                                  _fresh_cache(work))}
        rows.append({"case": "vit", "ranks": n, "steps": steps, "distinct_traces": _distinct(traces),
                     "met": _met("vit", steps) if n == 256 else None})
        shutil.rmtree(traces, ignore_errors=True)
    return rows


def pipeline(work: Path) -> dict[str, Any]:
    print("  pp: decoder (GPT-2 small) at stage=4,data=1024", flush=True)
    export, traces, run = work / "pp-export", work / "pp-traces", work / "pp-run"
    sets = [a for k, v in GPT2.items() for a in ("--set", f"{k}={v}")]
    env = _fresh_cache(work)
    steps = {"export": _step("export", ["export", "decoder", "--mesh", "stage=4,data=1024", *sets, "--no-optimized",
                                        "--quiet", "-o", str(export)], env),
             "convert": _step("convert", ["convert", str(export / "per_device.mlir"), "--quiet", "-o", str(traces)], env),
             "simulate": _step("simulate", ["simulate", str(traces), "-t", FABRIC, "--backend", "analytical", "--quiet",
                                            "-o", str(run)], env)}
    summary = json.loads((run / "summary.json").read_text())
    return {"case": "pp", "ranks": 4096, "steps": steps, "distinct_traces": _distinct(traces),
            "step_time_ns": summary["step_time_ns"], "met": _met("pp", steps)}


def moe(work: Path) -> dict[str, Any]:
    print("  moe: 4,096 experts at ep=4096", flush=True)
    program, traces, run = work / "moe.mlir", work / "moe-traces", work / "moe-run"
    harness.run_command(harness.python_command("benchmarks.moe_program", program, 4096, path_first=[harness.ROOT]))
    env = _fresh_cache(work)
    steps = {"convert": _step("convert", ["convert", str(program), "--mesh", "ep=4096", "--quiet", "-o", str(traces)], env),
             "simulate": _step("simulate", ["simulate", str(traces), "-t", FABRIC, "--backend", "analytical", "--quiet",
                                            "-o", str(run)], env)}
    summary = json.loads((run / "summary.json").read_text())
    return {"case": "moe", "ranks": 4096, "steps": steps, "distinct_traces": _distinct(traces),
            "step_time_ns": summary["step_time_ns"], "met": _met("moe", steps)}


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_ranks_differ", harness.first_line(__doc__), quick=QUICK)
    parser.add_argument("--cases", nargs="+", choices=("vit", "pp", "moe"), default=["vit", "pp", "moe"])
    parser.add_argument("--vit-ranks", nargs="+", type=int, default=[8, 32, 128, 256])
    bench = parser.parse_bench(argv)
    args = bench.args
    work = Path(tempfile.mkdtemp(prefix="bench_ranks_differ_"))
    rows: list[dict[str, Any]] = []
    try:
        if "vit" in args.cases:
            if VIT.exists():
                rows += vit(work, args.vit_ranks)
            else:
                print(f"  vit: skipped ({VIT} is absent)")
        if "pp" in args.cases:
            rows.append(pipeline(work))
        if "moe" in args.cases:
            rows.append(moe(work))
    except harness.ChildFailed as exc:
        print(f"failed: {exc}")
        bench.finish({"cases": rows, "failed": str(exc)})
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("\n| case | ranks | distinct traces | convert wall / CPU / peak | simulate wall | target met |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        c = r["steps"]["convert"]
        sim = f"{r['steps']['simulate'].wall_s:.1f} s" if "simulate" in r["steps"] else "-"
        met = "-" if r["met"] is None else ("yes" if r["met"] else "NO")
        print(f"| {r['case']} | {r['ranks']:,} | {r['distinct_traces']:,} | {c.wall_s:.1f} s / {c.cpu_s:.1f} s / "
              f"{c.peak_rss_bytes / 1e9:.2f} GB | {sim} | {met} |")
    bench.finish({"cases": rows, "targets": TARGETS})
    return 0 if all(r["met"] is not False for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
