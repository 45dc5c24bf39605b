#!/usr/bin/env python3
"""Benchmark: embedded simulation of GPT-2 small data-parallel traces, 8 to 32,768 ranks.

Each `hlo2chakra simulate --backend analytical` runs as a whole child process (wall time and
peak RSS from os.wait4). Where the real ASTRA-sim binary is present
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

    python scripts/bench_simulate_scale.py [--ranks 8 64 512 4096 16384 32768] [--astra-ranks 8 64 512]
    python scripts/bench_simulate_scale.py --startup      # simulate / validate / inspect / --help on 8 ranks, wall + CPU, and the binary
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "converter"))

from bench_child import ChildFailed, timed_process  # noqa: E402
from hlo2chakra.chakra.manifest import Manifest, read_manifest, write_manifest  # noqa: E402

GLOBAL = ROOT / "tests" / "data" / "gpt2_small" / "global.mlir"
SHARED = Path(os.environ.get("HLO2CHAKRA_SHARED") or ROOT.parent / "shared")  # as tests/conftest.py
ASTRA = SHARED / "tools" / "astra-sim" / "AstraSim_Analytical_Congestion_Unaware"
CLI = [sys.executable, "-c", "import sys; from hlo2chakra.cli import main; sys.argv[0] = 'hlo2chakra'; main()"]


def topology(ranks: int) -> str:
    """NVSwitch-like 8-GPU nodes x a slower switch across them."""
    if ranks <= 8:
        return f"Switch({ranks}, 450GB/s, 500ns)"
    return f"Switch(8, 450GB/s, 500ns) x Switch({ranks // 8}, 50GB/s, 2us)"


def timed(command: list[str]) -> tuple[float, float, str]:
    """(wall s, peak RSS MiB, stdout) of one child process; raises with its stderr when it fails."""
    wall, rss, _, out = timed_cpu(command)
    return wall, rss, out


def timed_cpu(command: list[str]) -> tuple[float, float, float, str]:
    """(wall s, peak RSS MiB, CPU s (user + sys), stdout) of one child process."""
    try:
        run = timed_process(command, cwd=ROOT)
    except ChildFailed as exc:
        raise RuntimeError(f"{' '.join(command[-6:])}: {exc}") from None
    return run.wall_s, run.peak_rss_mib, run.cpu_s, run.stdout


def base_traces(work: Path) -> Path:
    src = work / "gpt2_small_b8.mlir"
    text = GLOBAL.read_text()
    for old, new in (("tensor<4x", "tensor<8x"), ("num_partitions = 4 ", "num_partitions = 8 "),
                     ('"data"=4', '"data"=8'), ('name = "data", size = 4 ', 'name = "data", size = 8 ')):
        text = text.replace(old, new)
    src.write_text(text)
    out = work / "dp8"
    wall, rss, _ = timed(CLI + ["convert", str(src), "--mesh", "data=8", "-o", str(out)])
    print(f"converted 8 ranks in {wall:.1f} s ({rss:.0f} MiB)")
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
    _, _, _ = timed(CLI + ["simulate", str(folder), "--backend", "astra-sim", "--astra-bin", str(binary),
                           "-t", topology(ranks), "-o", str(run), "--overwrite"])
    summary = json.loads((run / "summary.json").read_text())
    return float(summary["runner"]["wall_s"]), rank_rows(run)


def scale(args: argparse.Namespace, work: Path) -> None:
    base = args.base or base_traces(work)
    binary = args.astra_bin or (ASTRA if ASTRA.is_file() else None)
    print(f"{'ranks':>6} {'ours s':>7} {'ours MiB':>8} {'astra s':>8} {'ratio':>6} {'same as astra':>13} "
          f"{'same as full':>12} {'step ns':>12}")
    for n in args.ranks:
        folder = linked_workload(base, n, work / f"dp{n}")
        run = work / f"run{n}"
        wall, rss, _ = timed(CLI + ["simulate", str(folder), "--backend", "analytical", "-t", topology(n),
                                    "-o", str(run), "--overwrite"])
        step = json.loads((run / "summary.json").read_text())["step_time_ns"]
        astra_s, same_astra, ratio = "-", "-", "-"
        if binary is not None and n in args.astra_ranks:
            seconds, rows = astra_run(folder, n, binary, work / f"astra{n}")
            astra_s, ratio = f"{seconds:.2f}", f"{wall / seconds:.2f}x"
            same_astra = "yes" if rows == rank_rows(run) else "NO"
        same_full = ("yes" if full_engine_same(folder, run, n) else "NO") if n in args.full_ranks else "-"
        print(f"{n:>6} {wall:>7.2f} {rss:>8.0f} {astra_s:>8} {ratio:>6} {same_astra:>13} {same_full:>12} {step:>12}",
              flush=True)
        shutil.rmtree(folder)


def startup(args: argparse.Namespace, work: Path) -> None:
    """Wall and CPU medians of the commands that read 8-rank traces, --help, and the real binary."""
    base = args.base or base_traces(work)
    run = work / "s8"
    commands = {
        "simulate": ["simulate", str(base), "--backend", "analytical", "-t", topology(8), "-o", str(run),
                     "--overwrite"],
        "validate": ["validate", str(base)],
        "inspect": ["inspect", str(base / "trace.0.et")],
        "--help": ["--help"],
    }
    exe = shutil.which("hlo2chakra") or None
    launcher = [exe] if exe else CLI
    runs = {name: [timed_cpu(launcher + argv) for _ in range(args.repeat)] for name, argv in commands.items()}
    binary = args.astra_bin or ASTRA
    if binary.is_file():  # the same traces and the configs simulate staged, straight to the binary
        config = run / "config"
        astra = [str(binary), f"--workload-configuration={base / 'trace'}",
                 f"--system-configuration={config / 'system.json'}", f"--network-configuration={config / 'network.yml'}",
                 f"--remote-memory-configuration={config / 'memory.json'}"]
        runs["astra-sim binary"] = [timed_cpu(astra) for _ in range(args.repeat)]
    print(f"{'command (8 ranks)':<18} {'median wall s':>13} {'median CPU s':>12} {'walls':>30}")
    for name, results in runs.items():
        walls, cpus = [r[0] for r in results], [r[2] for r in results]
        print(f"{name:<18} {statistics.median(walls):>13.3f} {statistics.median(cpus):>12.3f} "
              f"{' '.join(f'{w:.2f}' for w in walls):>30}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", type=int, nargs="+", default=[8, 64, 512, 4096, 16384, 32768])
    ap.add_argument("--astra-ranks", type=int, nargs="*", default=[8, 64, 512])
    ap.add_argument("--full-ranks", type=int, nargs="*", default=[8, 64, 512, 4096])
    ap.add_argument("--astra-bin", type=Path, default=None)
    ap.add_argument("--base", type=Path, default=None, help="an existing data-parallel convert output")
    ap.add_argument("--startup", action="store_true", help="time simulate/validate/inspect on 8 ranks instead")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-simulate-") as tmp:
        (startup if args.startup else scale)(args, Path(tmp))


if __name__ == "__main__":
    main()
