"""Predict the calibration set (the paper's measured LLaMA-3 steps on 4x A100 and 4x H100) and score it.

For each size the zoo entry `llama3-<size>` (the paper's program: 4-way FSDP, bf16 weights and
moments, minimal remat, one-hot embedding) is lowered to its global StableHLO, converted with
`hlo2chakra.pipeline.convert.convert` for the row's GPU preset (XLA partitions it; the per-device program is cached
between the two GPUs), and simulated with `pipeline.simulate.run_simulation` on the paper's system files for
that 4-GPU system (network.yml, system.json, remote_memory.json). Prints, per row, the predicted
and measured step and their ratio, then three metrics over the rows it ran:

  mean |error|   mean of |pred/meas - 1|
  max |error|    max of |pred/meas - 1|
  cross-system   for each workload and each ordered pair of systems (a, b), a != b:
  ratio error    |(pred_b/pred_a) / (meas_b/meas_a) - 1|; median over pairs, then over workloads

These rows are the calibration set: the metrics are in-sample.

    python scripts/bench_calibration.py [--sizes 100m,200m] [--csv PATH] [--systems DIR] [--work DIR]

The measured rows default to tests/data/paper_measured/llama3_a100_h100.csv (a copy of
../shared/data/paper-measured/, see its README); the system files to ../shared/data/paper-measured/
systems (or $HLO2CHAKRA_SHARED/data/paper-measured/systems).
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import itertools
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("HLO2CHAKRA_SHARED") or ROOT.parent / "shared")
DEFAULT_CSV = ROOT / "tests" / "data" / "paper_measured" / "llama3_a100_h100.csv"
DEFAULT_SYSTEMS = SHARED / "data" / "paper-measured" / "systems"
FSDP = 4


@dataclasses.dataclass(frozen=True)
class Row:
    system: str
    gpu_preset: str
    workload: str
    measured_s: float


@dataclasses.dataclass(frozen=True)
class Prediction:
    row: Row
    predicted_s: float
    convert_s: float
    simulate_s: float

    @property
    def ratio(self) -> float:
        return self.predicted_s / self.row.measured_s


def read_rows(path: Path) -> list[Row]:
    with path.open(newline="", encoding="utf-8") as f:
        lines = [ln for ln in f if not ln.startswith("#")]
    return [Row(r["system"], r["gpu_preset"], r["workload"], float(r["step_time_s"]))
            for r in csv.DictReader(lines)]


def write_global_program(workload: str, path: Path) -> None:
    """The zoo entry's global (Shardy) program for a 4-way FSDP mesh, lowered without compiling."""
    from hlo2chakra import zoo

    prog, _, _ = zoo.build_program(workload, {"fsdp": FSDP}, {})
    path.write_text(prog.fn.lower(*prog.args).as_text(), encoding="utf-8")


def predict(row: Row, program: Path, systems: Path, work: Path) -> Prediction:
    from hlo2chakra.pipeline.convert import convert
    from hlo2chakra.pipeline.simulate import run_simulation
    from hlo2chakra.sim.options import SimulationOptions

    t0 = time.perf_counter()
    out = work / f"{row.workload}.{row.system}"
    convert(program, out, hardware=row.gpu_preset)
    t1 = time.perf_counter()
    sysdir = systems / row.system
    report = run_simulation(out, SimulationOptions(
        network=sysdir / "network.yml", system=sysdir / "system.json",
        memory=sysdir / "remote_memory.json", backend="analytical"))
    t2 = time.perf_counter()
    return Prediction(row, float(report.step.step_time_ns) * 1e-9, t1 - t0, t2 - t1)


def cross_system_error(preds: list[Prediction]) -> float | None:
    """Median over workloads of the median over ordered system pairs of the ratio-of-ratios error."""
    per_workload = []
    for _, group in itertools.groupby(sorted(preds, key=lambda p: p.row.workload), key=lambda p: p.row.workload):
        items = list(group)
        errs = [abs((b.predicted_s / a.predicted_s) / (b.row.measured_s / a.row.measured_s) - 1)
                for a, b in itertools.permutations(items, 2)]
        if errs:
            per_workload.append(statistics.median(errs))
    return statistics.median(per_workload) if per_workload else None


def report(preds: list[Prediction]) -> str:
    lines = ["| workload | system | predicted (ms) | measured (ms) | predicted/measured |",
             "|---|---|---|---|---|"]
    for p in preds:
        lines.append(f"| {p.row.workload} | {p.row.system} | {p.predicted_s * 1e3:.1f} | "
                     f"{p.row.measured_s * 1e3:.0f} | {p.ratio:.2f} |")
    errors = [abs(p.ratio - 1) for p in preds]
    cross = cross_system_error(preds)
    lines += ["", f"rows: {len(preds)} (calibration set: these metrics are in-sample)",
              f"mean |error|: {statistics.mean(errors):.1%}", f"max |error|: {max(errors):.1%}",
              "cross-system ratio error: " + ("n/a (one system)" if cross is None else f"{cross:.1%}")]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="100m,200m,500m,1b,2b,3b", help="comma-separated llama3 sizes")
    ap.add_argument("--csv", type=Path, default=DEFAULT_CSV)
    ap.add_argument("--systems", type=Path, default=DEFAULT_SYSTEMS)
    ap.add_argument("--work", type=Path, default=None, help="keep programs and traces here")
    args = ap.parse_args(argv)
    if not args.systems.is_dir():
        print(f"bench_calibration: system files not found at {args.systems} (set HLO2CHAKRA_SHARED)",
              file=sys.stderr)
        return 2
    wanted = [f"llama3-{s.strip()}" for s in args.sizes.split(",") if s.strip()]
    rows = [r for r in read_rows(args.csv) if r.workload in wanted]
    rows.sort(key=lambda r: (wanted.index(r.workload), r.system))
    import tempfile

    from hlo2chakra.frontend.xla.host_devices import set_host_device_count

    set_host_device_count(FSDP)  # before jax is imported: the zoo lowers on a 4-device mesh
    with tempfile.TemporaryDirectory(prefix="bench_calibration_") as tmp:
        work = args.work or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        preds = []
        for workload, group in itertools.groupby(rows, key=lambda r: r.workload):
            t0 = time.perf_counter()
            program = work / f"{workload}.global.mlir"
            write_global_program(workload, program)
            lower_s = time.perf_counter() - t0
            for row in group:
                p = predict(row, program, args.systems, work)
                preds.append(p)
                print(f"{workload} {row.system}: {p.predicted_s * 1e3:.1f} ms vs {row.measured_s * 1e3:.0f} ms "
                      f"(x{p.ratio:.2f}); lower {lower_s:.0f} s, convert {p.convert_s:.0f} s, "
                      f"simulate {p.simulate_s:.0f} s", file=sys.stderr, flush=True)
        print(report(preds))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
