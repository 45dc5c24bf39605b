"""Benchmark: embedded simulation of GPT-2 small data-parallel traces, 8 to 32,768 ranks.

Each `hlo2chakra simulate --backend analytical` runs as a whole isolated child process (wall
time and peak RSS from os.wait4). Where the real ASTRA-sim binary is present
(`../shared/tools/astra-sim/` or $HLO2CHAKRA_SHARED, or --astra-bin) it runs on the same traces through the same
pipeline at --astra-ranks and its own wall time (the runner's) is printed beside ours; at
--full-ranks the embedded model also runs without the symmetry reduction (every rank through
the full engine) and the per-rank results must be identical ("same" columns).

The traces: `tests/data/gpt2_small/global.mlir` is exported for data=4 with one sequence per
device, so its batch dimension (4) is rewritten to 8 and it is converted with --mesh data=8.
Data-parallel ranks are byte-identical and name no communicator group (world collectives only:
nothing in a file depends on the rank), and converting with data=512 or data=4096 gives the same
bytes as data=8 (checked with real conversions), so the N-rank workloads are the 8-rank file
hard-linked N times under a manifest for N ranks. --base DIR uses an existing convert output.

    python3 -m benchmarks.bench_simulate_scale [--ranks 8 64 512 4096 16384 32768] [--astra-ranks 8 64 512] [--quick]
    python3 -m benchmarks.bench_simulate_scale --startup   # simulate / validate / inspect / --help on 8 ranks, wall + CPU, and the binary
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from benchmarks import harness
from hlo2chakra.chakra.manifest import Manifest, read_manifest, write_manifest

ROOT = harness.ROOT
GLOBAL = ROOT / "tests" / "data" / "gpt2_small" / "global.mlir"
SHARED = Path(os.environ.get("HLO2CHAKRA_SHARED") or ROOT.parent / "shared")  # as tests/conftest.py
ASTRA = SHARED / "tools" / "astra-sim" / "AstraSim_Analytical_Congestion_Unaware"
QUICK = {"ranks": [8, 64], "astra_ranks": [8], "full_ranks": [8, 64]}


def topology(ranks: int) -> str:
    """NVSwitch-like 8-GPU nodes x a slower switch across them."""
    if ranks <= 8:
        return f"Switch({ranks}, 450GB/s, 500ns)"
    return f"Switch(8, 450GB/s, 500ns) x Switch({ranks // 8}, 50GB/s, 2us)"


def timed(command: list[str]) -> harness.ProcessRun:
    """One child process, from the repository root; raises with its stderr when it fails."""
    try:
        return harness.run_command(command, cwd=ROOT)
    except harness.ChildFailed as exc:
        raise RuntimeError(f"{' '.join(command[-6:])}: {exc}") from None


def base_traces(work: Path, bench: harness.Bench) -> Path:
    src = work / "gpt2_small_b8.mlir"
    text = GLOBAL.read_text()
    for old, new in (("tensor<4x", "tensor<8x"), ("num_partitions = 4 ", "num_partitions = 8 "),
                     ('"data"=4', '"data"=8'), ('name = "data", size = 4 ', 'name = "data", size = 8 ')):
        text = text.replace(old, new)
    src.write_text(text)
    out = work / "base8"  # not dp8: scale() links its 8-rank workload there, and removes it
    run = timed(harness.cli_command("convert", str(src), "--mesh", "data=8", "-o", str(out)))
    bench.note(f"converted 8 ranks in {run.wall_s:.1f} s ({run.peak_rss_mib:.0f} MiB)", file=sys.stdout)
    return out


def linked_workload(base: Path, ranks: int, folder: Path) -> Path:
    """``ranks`` hard links of the base's one distinct trace file, under a manifest for ``ranks``."""
    manifest = read_manifest(base)
    if manifest.comm_groups is not None:
        raise SystemExit(f"{base}: names communicator groups; its ranks cannot be copied")
    files = sorted(base.glob(f"{manifest.trace_prefix}.*.et"))
    first = files[0].read_bytes()
    if any(f.read_bytes() != first for f in files):
        raise SystemExit(f"{base}: rank files differ; they cannot stand for other ranks")
    folder.mkdir(parents=True, exist_ok=True)
    for rank in range(ranks):
        os.link(files[0], folder / f"{manifest.trace_prefix}.{rank}.et")
    write_manifest(folder, Manifest(trace_prefix=manifest.trace_prefix, num_ranks=ranks))
    return folder


def rank_rows(run: Path) -> list[tuple[int, ...]]:
    """(rank, finish, compute, comm, exposed, overlap) per rank from a run's ranks.csv."""
    rows = [line.split(",") for line in (run / "ranks.csv").read_text().splitlines()[1:]]
    return [tuple(int(v) for v in row[:6]) for row in rows]


def full_engine_same(folder: Path, run: Path, ranks: int) -> bool:
    """The per-rank results of the run equal those of every rank through the full engine."""
    from hlo2chakra.chakra.trace import read_workload
    from hlo2chakra.sim.analytical.engine import Engine
    from hlo2chakra.sim.analytical.simulate import engine_context
    from hlo2chakra.sim.analytical.workload import build_rank_program
    from hlo2chakra.sim.config.files import load_network, load_system

    net, system = load_network(run / "config" / "network.yml"), load_system(run / "config" / "system.json")
    traces = read_workload(folder / "trace", ranks)
    programs = [build_rank_program(r, t, ranks, {}) for r, t in enumerate(traces)]
    full = Engine(programs, engine_context(net, system, {}, False)).run()
    want = [(x.rank, x.finish_ns, x.compute_ns, x.comm_ns, x.exposed_comm_ns, x.overlap_ns) for x in full]
    return rank_rows(run) == want


def astra_run(folder: Path, ranks: int, binary: Path, run: Path) -> tuple[float, list[tuple[int, ...]]]:
    """(the binary's own wall s, its per-rank results) through the same pipeline."""
    timed(harness.cli_command("simulate", str(folder), "--backend", "astra-sim", "--astra-bin", str(binary),
                              "-t", topology(ranks), "-o", str(run), "--overwrite"))
    summary = json.loads((run / "summary.json").read_text())
    return float(summary["runner"]["wall_s"]), rank_rows(run)


def scale(args: argparse.Namespace, work: Path, bench: harness.Bench) -> dict[str, Any]:
    base = args.base or base_traces(work, bench)
    binary = args.astra_bin or (ASTRA if ASTRA.is_file() else None)
    print(f"{'ranks':>6} {'ours s':>7} {'ours MiB':>8} {'astra s':>8} {'ratio':>6} {'same as astra':>13} "
          f"{'same as full':>12} {'step ns':>12}")
    rows = []
    for n in args.ranks:
        folder = linked_workload(base, n, work / f"dp{n}")
        run = work / f"run{n}"
        ours = timed(harness.cli_command("simulate", str(folder), "--backend", "analytical", "-t", topology(n),
                                         "-o", str(run), "--overwrite"))
        step = json.loads((run / "summary.json").read_text())["step_time_ns"]
        astra_s, same_astra, ratio = "-", "-", "-"
        row: dict[str, Any] = {"ranks": n, "ours": ours, "step_ns": step, "astra_s": None, "same_as_astra": None,
                               "same_as_full": None}
        if binary is not None and n in args.astra_ranks:
            seconds, rows_astra = astra_run(folder, n, binary, work / f"astra{n}")
            astra_s, ratio = f"{seconds:.2f}", f"{ours.wall_s / seconds:.2f}x"
            same_astra = "yes" if rows_astra == rank_rows(run) else "NO"
            row.update(astra_s=seconds, same_as_astra=same_astra == "yes")
        if n in args.full_ranks:
            row["same_as_full"] = full_engine_same(folder, run, n)
        same_full = "-" if row["same_as_full"] is None else ("yes" if row["same_as_full"] else "NO")
        print(f"{n:>6} {ours.wall_s:>7.2f} {ours.peak_rss_mib:>8.0f} {astra_s:>8} {ratio:>6} {same_astra:>13} "
              f"{same_full:>12} {step:>12}", flush=True)
        rows.append(row)
        shutil.rmtree(folder)
    return {"mode": "scale", "astra_bin": None if binary is None else str(binary), "sizes": rows}


def startup(args: argparse.Namespace, work: Path, bench: harness.Bench) -> dict[str, Any]:
    """Wall and CPU medians of the commands that read 8-rank traces, --help, and the real binary."""
    base = args.base or base_traces(work, bench)
    run = work / "s8"
    commands = {
        "simulate": ["simulate", str(base), "--backend", "analytical", "-t", topology(8), "-o", str(run),
                     "--overwrite"],
        "validate": ["validate", str(base)],
        "inspect": ["inspect", str(base / "trace.0.et")],
        "--help": ["--help"],
    }
    launcher = harness.console_command()  # the console script a user runs, when it is installed
    runs = {name: harness.Repeated(tuple(timed([*launcher, *argv]) for _ in range(args.repeat)))
            for name, argv in commands.items()}
    binary = args.astra_bin or ASTRA
    if binary.is_file():  # the same traces and the configs simulate staged, straight to the binary
        config = run / "config"
        astra = [str(binary), f"--workload-configuration={base / 'trace'}",
                 f"--system-configuration={config / 'system.json'}", f"--network-configuration={config / 'network.yml'}",
                 f"--remote-memory-configuration={config / 'memory.json'}"]
        runs["astra-sim binary"] = harness.Repeated(tuple(timed(astra) for _ in range(args.repeat)))
    print(f"{'command (8 ranks)':<18} {'median wall s':>13} {'median CPU s':>12} {'walls':>30}")
    for name, results in runs.items():
        print(f"{name:<18} {results.wall_s:>13.3f} {results.cpu_s:>12.3f} "
              f"{' '.join(f'{r.wall_s:.2f}' for r in results.runs):>30}", flush=True)
    shown = launcher[0] if len(launcher) == 1 else "python -I -m hlo2chakra.cli"
    return {"mode": "startup", "launcher": shown, "commands": runs}


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_simulate_scale", harness.first_line(__doc__), quick=QUICK, repeat=3)
    parser.add_argument("--ranks", type=int, nargs="+", default=[8, 64, 512, 4096, 16384, 32768])
    parser.add_argument("--astra-ranks", type=int, nargs="*", default=[8, 64, 512])
    parser.add_argument("--full-ranks", type=int, nargs="*", default=[8, 64, 512, 4096])
    parser.add_argument("--astra-bin", type=Path, default=None)
    parser.add_argument("--base", type=Path, default=None, help="an existing data-parallel convert output")
    parser.add_argument("--startup", action="store_true", help="time simulate/validate/inspect on 8 ranks instead")
    bench = parser.parse_bench(argv)
    with tempfile.TemporaryDirectory(prefix="bench-simulate-") as tmp:
        figures = (startup if bench.args.startup else scale)(bench.args, Path(tmp), bench)
    bench.finish(figures)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
