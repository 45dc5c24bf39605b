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

Kernels: with `--xla-gpu on` (default `auto`: on when JAX's CUDA plugin, the `xla-gpu` extra, is
installed) each row's program is partitioned *and optimized* by XLA's GPU pipeline for the row's
GPU, deviceless, so the costed kernels are the ones XLA makes for that GPU (`convert --xla-gpu`);
`off` costs the partitioned program grouped by our fusion model (`cost.fusion`). The output says
which was used. Two extra lines follow the table (not part of the metrics, no measured row here):
- the predicted B200/A100 step ratio for each LLaMA size (`--b200`; the issue quotes the measured
  4.7-4.9x), on the paper's B200 system files; `--h200` likewise for H200 (ratios to A100 and H100);
- ResNet-50 (zoo `resnet50`, the paper's program) on 4x A100 against the paper's ~100 ms measured
  step (`--resnet`; figure from ../shared/reference/peers.md: Hespas' published reference point).

    python3 -m benchmarks.bench_calibration [--sizes 100m,200m] [--csv PATH] [--systems DIR] [--work DIR]
                                            [--xla-gpu auto|on|off] [--b200] [--h200] [--resnet]
                                            [--gemm-step-fraction F | --fit-gemm-step | --transfer] [--quick]

The presets' ``efficiency.gemm_step_fraction`` (the share of its isolated rate a dot kernel holds
inside a compiled step) was fitted with this benchmark: ``--fit-gemm-step`` searches the one value,
shared by every GPU, that minimises the mean squared relative error over the calibration rows
(golden section, the full convert + simulate pipeline at each point; the B200 and ResNet lines
play no part) and then reports at it. ``--gemm-step-fraction F`` reports at F instead of each
preset's own value (through what-if hardware files, ``base: PRESET``). ``--fit-systems A,B`` fits
on those systems' rows only and scores the other rows separately as out-of-sample (for example
fit on A100, check on H100).

``--transfer`` is the architecture-transfer check: nothing is fitted on any measured step. Every
GPU is predicted from its own evidence alone (each preset's efficiencies are fitted to its
published GEMM and HBM measurements, ``cost/evidence/*.csv``; ``gemm_step_fraction`` is 1 on every
GPU), the A100 and H100 rows are scored as held-out rows (absolute error and the cross-system
ratio error, over all sizes and over 1b-3b), and H200 and B200 (no measured rows here) are
predicted on the paper's system files with their speed ratios to H100 printed beside them.

The measured rows default to tests/data/paper_measured/llama3_a100_h100.csv (a copy of
../shared/data/paper-measured/, see its README); the system files to ../shared/data/paper-measured/
systems (or $HLO2CHAKRA_SHARED/data/paper-measured/systems).
"""

from __future__ import annotations

import csv
import dataclasses
import itertools
import math
import os
import statistics
import sys
from pathlib import Path
from typing import Any, Callable

from benchmarks import harness

ROOT = harness.ROOT
SHARED = Path(os.environ.get("HLO2CHAKRA_SHARED") or ROOT.parent / "shared")
DEFAULT_CSV = ROOT / "tests" / "data" / "paper_measured" / "llama3_a100_h100.csv"
DEFAULT_SYSTEMS = SHARED / "data" / "paper-measured" / "systems"
FSDP = 4
B200_SYSTEM, A100_SYSTEM = "B200_180GB_4GPU", "A100_SXM_40GB_4GPU"
H100_SYSTEM, H200_SYSTEM = "H100_80GB_4GPU", "H200_141GB_4GPU"
LARGE = ("llama3-1b", "llama3-2b", "llama3-3b")
# Hespas' published reference point for the paper's ResNet-50 program on 4x A100 ("~100 ms
# measured", ../shared/reference/peers.md); one significant figure, so a rough check only.
RESNET50_A100_MEASURED_S = 0.100
QUICK = {"sizes": "100m", "xla_gpu": "off"}


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
    """The zoo entry's global (Shardy) program on its 4-device mesh (4-way FSDP for LLaMA, 4-way
    data parallel for ResNet), lowered without compiling."""
    from hlo2chakra import zoo

    mesh = {"data": 4} if workload.startswith("resnet") else {"fsdp": FSDP}
    prog, _, _ = zoo.build_program(workload, mesh, {})
    path.write_text(prog.fn.lower(*prog.args).as_text(), encoding="utf-8")


def hardware_for(row: Row, work: Path, gemm_step_fraction: float | None) -> str:
    """The row's preset, or a what-if file of it with ``gemm_step_fraction`` replaced."""
    if gemm_step_fraction is None:
        return row.gpu_preset
    path = work / f"{row.gpu_preset}.step{gemm_step_fraction:.6f}.yaml"
    path.write_text(f"base: {row.gpu_preset}\nefficiency:\n  gemm_step_fraction: {gemm_step_fraction!r}\n",
                    encoding="utf-8")
    return str(path)


def predict(row: Row, program: Path, systems: Path, work: Path, xla_gpu: bool,
            gemm_step_fraction: float | None = None) -> Prediction:
    from hlo2chakra.pipeline.convert import convert
    from hlo2chakra.pipeline.simulate import run_simulation
    from hlo2chakra.sim.options import BackendKind, SimulationOptions

    out = work / f"{row.workload}.{row.system}"
    with harness.Stopwatch() as converting:
        convert(program, out, hardware=hardware_for(row, work, gemm_step_fraction),
                xla_gpu=row.gpu_preset if xla_gpu else None)
    sysdir = systems / row.system
    with harness.Stopwatch() as simulating:
        report = run_simulation(out, SimulationOptions(
            network=sysdir / "network.yml", system=sysdir / "system.json",
            memory=sysdir / "remote_memory.json", backend=BackendKind.ANALYTICAL))
    return Prediction(row, float(report.step.step_time_ns) * 1e-9, converting.wall_s, simulating.wall_s)


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


def b200_ratios(preds: list[Prediction]) -> list[str]:
    """Predicted B200 and H200 steps (no measured rows here) and their speed ratios to A100 and H100."""
    step = {(p.row.workload, p.row.system): p.predicted_s for p in preds}
    order = list(dict.fromkeys(p.row.workload for p in preds if p.row.system == A100_SYSTEM))
    out = []
    for workload in order:
        a, h = step.get((workload, A100_SYSTEM)), step.get((workload, H100_SYSTEM))
        for system, name in ((B200_SYSTEM, "B200"), (H200_SYSTEM, "H200")):
            t = step.get((workload, system))
            if t is None:
                continue
            ratios = ", ".join(f"{label}/{name} x{ref / t:.2f}" for label, ref in (("A100", a), ("H100", h)) if ref)
            measured = " (measured A100/B200 4.7-4.9x per issue 16)" if name == "B200" else ""
            out.append(f"{workload}: predicted {name} {t * 1e3:.1f} ms, {ratios}{measured}")
    return out


def fit_gemm_step(rows: list[Row], programs: dict[str, Path], systems: Path, work: Path, xla_gpu: bool,
                  lo: float = 0.4, hi: float = 1.0, iters: int = 12,
                  note: Callable[[str], None] = lambda text: print(text, file=sys.stderr, flush=True)) -> float:
    """Golden-section search of the shared gemm_step_fraction minimising sum (pred/meas - 1)^2
    (12 narrowings of [0.4, 1] leave an interval under 0.002 wide)."""
    from hlo2chakra.cost.calibrate.fit import golden_section_min

    def loss(f: float) -> float:
        value = sum((predict(r, programs[r.workload], systems, work, xla_gpu, f).ratio - 1) ** 2 for r in rows)
        note(f"fit: gemm_step_fraction {f:.4f} -> squared relative error {value:.5f}")
        return value

    return round(golden_section_min(loss, lo, hi, iters), 3)


def transfer_report(preds: list[Prediction], others: list[Prediction]) -> str:
    """Held-out metrics of the transfer mode, and the predicted H200/B200 speed ratios to H100."""
    lines = [report(preds, "held out: nothing was fitted on any step").split("\n\n", 1)[-1]]
    large = [p for p in preds if p.row.workload in LARGE]
    cross = cross_system_error(large)
    if large:
        errors = [abs(p.ratio - 1) for p in large]
        lines.append(f"1b-3b only: mean |error| {statistics.mean(errors):.1%}, cross-system ratio error "
                     + ("n/a" if cross is None else f"{cross:.1%}"))
    step = {(p.row.workload, p.row.system): p.predicted_s for p in preds + others}
    measured = {(p.row.workload, p.row.system): p.row.measured_s for p in preds}
    lines += ["", "| workload | A100/H100 predicted (measured) | H200 (ms) | H100/H200 | B200 (ms) | H100/B200 |",
              "|---|---|---|---|---|---|"]
    for workload in dict.fromkeys(p.row.workload for p in preds + others):
        a, h = step.get((workload, A100_SYSTEM)), step.get((workload, H100_SYSTEM))
        h2, b = step.get((workload, H200_SYSTEM)), step.get((workload, B200_SYSTEM))
        ma, mh = measured.get((workload, A100_SYSTEM)), measured.get((workload, H100_SYSTEM))
        ah = f"{a / h:.2f}" + (f" ({ma / mh:.2f})" if ma and mh else "") if a and h else "-"
        lines.append(f"| {workload} | {ah} | {h2 * 1e3:.1f} | {h / h2:.2f} | {b * 1e3:.1f} | {h / b:.2f} |"
                     if h and h2 and b else f"| {workload} | {ah} | - | - | - | - |")
    return "\n".join(lines)


def report(preds: list[Prediction], label: str = "calibration set: these metrics are in-sample") -> str:
    lines = ["| workload | system | predicted (ms) | measured (ms) | predicted/measured |",
             "|---|---|---|---|---|"]
    for p in preds:
        lines.append(f"| {p.row.workload} | {p.row.system} | {p.predicted_s * 1e3:.1f} | "
                     f"{p.row.measured_s * 1e3:.0f} | {p.ratio:.2f} |")
    errors = [abs(p.ratio - 1) for p in preds]
    cross = cross_system_error(preds)
    if not preds:
        return "\n".join(lines + ["", "rows: 0"])
    lines += ["", f"rows: {len(preds)} ({label})",
              f"mean |error|: {statistics.mean(errors):.1%}", f"max |error|: {max(errors):.1%}",
              "cross-system ratio error: " + ("n/a (one system)" if cross is None else f"{cross:.1%}")]
    return "\n".join(lines)


def metrics(preds: list[Prediction]) -> dict[str, Any]:
    """The printed metrics of ``preds`` as figures (``report`` is their text)."""
    errors = [abs(p.ratio - 1) for p in preds]
    return {"rows": len(preds), "mean_abs_error": statistics.mean(errors) if errors else None,
            "max_abs_error": max(errors) if errors else None, "cross_system_ratio_error": cross_system_error(preds)}


def prediction_figures(p: Prediction, lower_s: float) -> dict[str, Any]:
    return {"workload": p.row.workload, "system": p.row.system, "gpu_preset": p.row.gpu_preset,
            "predicted_s": p.predicted_s, "measured_s": p.row.measured_s, "ratio": p.ratio,
            "lower_s": lower_s, "convert_s": p.convert_s, "simulate_s": p.simulate_s}


def main(argv: list[str] | None = None) -> int:
    ap = harness.BenchParser("bench_calibration", harness.first_line(__doc__), quick=QUICK)
    ap.add_argument("--sizes", default="100m,200m,500m,1b,2b,3b", help="comma-separated llama3 sizes")
    ap.add_argument("--csv", type=Path, default=DEFAULT_CSV)
    ap.add_argument("--systems", type=Path, default=DEFAULT_SYSTEMS)
    ap.add_argument("--work", type=Path, default=None, help="keep programs and traces here")
    ap.add_argument("--xla-gpu", choices=("auto", "on", "off"), default="auto",
                    help="cost XLA's own GPU kernels (auto: when JAX's CUDA plugin is installed)")
    ap.add_argument("--b200", action="store_true", help="also predict B200 (no measured rows) for the ratio")
    ap.add_argument("--h200", action="store_true", help="also predict H200 (no measured rows) for the ratio")
    ap.add_argument("--resnet", action="store_true", help="also predict ResNet-50 on 4x A100")
    step = ap.add_mutually_exclusive_group()
    step.add_argument("--gemm-step-fraction", type=float, default=None,
                      help="report with this efficiency.gemm_step_fraction on every GPU instead of the presets' own")
    step.add_argument("--fit-gemm-step", action="store_true",
                      help="fit the one gemm_step_fraction shared by all GPUs to the calibration rows, then report at it")
    step.add_argument("--transfer", action="store_true",
                      help="architecture transfer: fit nothing on steps (gemm_step_fraction 1), predict every GPU from its "
                           "evidence alone, score A100/H100 as held out, predict H200 and B200")
    ap.add_argument("--fit-systems", default=None,
                    help="with --fit-gemm-step: fit on these systems' rows only (comma-separated) and score the rest apart")
    bench = ap.parse_bench(argv)
    args = bench.args
    fit_systems = {s.strip() for s in args.fit_systems.split(",") if s.strip()} if args.fit_systems else None
    if fit_systems is not None and not args.fit_gemm_step:
        print("bench_calibration: --fit-systems needs --fit-gemm-step", file=sys.stderr)
        return 2
    if args.gemm_step_fraction is not None and not 0 < args.gemm_step_fraction <= 1:
        print(f"bench_calibration: --gemm-step-fraction must be in (0, 1], got {args.gemm_step_fraction}",
              file=sys.stderr)
        return 2
    from hlo2chakra.frontend.xla.gpu_targets import cuda_plugin_installed

    xla_gpu = args.xla_gpu == "on" or (args.xla_gpu == "auto" and cuda_plugin_installed())
    if args.xla_gpu == "on" and not cuda_plugin_installed():
        print("bench_calibration: --xla-gpu on needs JAX's CUDA plugin (pip install -e '.[xla-gpu]')",
              file=sys.stderr)
        return 2
    if not args.systems.is_dir():
        print(f"bench_calibration: system files not found at {args.systems} (set HLO2CHAKRA_SHARED)",
              file=sys.stderr)
        return 2
    wanted = [f"llama3-{s.strip()}" for s in args.sizes.split(",") if s.strip()]
    rows = [r for r in read_rows(args.csv) if r.workload in wanted]
    rows.sort(key=lambda r: (wanted.index(r.workload), r.system))
    extra = [Row(B200_SYSTEM, "B200", w, math.nan) for w in wanted] if args.b200 or args.transfer else []
    if args.transfer or args.h200:
        extra += [Row(H200_SYSTEM, "H200", w, math.nan) for w in wanted]
    if args.resnet:
        extra.append(Row(A100_SYSTEM, "A100-SXM-40GB", "resnet50", RESNET50_A100_MEASURED_S))
    import tempfile

    from hlo2chakra.frontend.xla.host_devices import set_host_device_count

    set_host_device_count(FSDP)  # before jax is imported: the zoo lowers on a 4-device mesh
    with tempfile.TemporaryDirectory(prefix="bench_calibration_") as tmp:
        work = args.work or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        preds: list[Prediction] = []
        others: list[Prediction] = []
        everything = sorted(rows + extra, key=lambda r: (r.workload, r.system))
        programs: dict[str, Path] = {}
        lower_s: dict[str, float] = {}
        for workload in sorted({r.workload for r in everything}):
            programs[workload] = work / f"{workload}.global.mlir"
            _, lowering = harness.time_call(write_global_program, workload, programs[workload])
            lower_s[workload] = lowering.wall_s
        fraction = 1.0 if args.transfer else args.gemm_step_fraction
        if args.fit_gemm_step:
            unknown = sorted((fit_systems or set()) - {r.system for r in rows})
            if unknown:
                print(f"bench_calibration: --fit-systems {unknown[0]}: no calibration row on that system "
                      f"(rows: {', '.join(sorted({r.system for r in rows}))})", file=sys.stderr)
                return 2
            fit_rows = [r for r in rows if fit_systems is None or r.system in fit_systems]
            fraction = fit_gemm_step(fit_rows, programs, args.systems, work, xla_gpu, note=bench.note)
            print(f"fitted gemm_step_fraction (shared by every GPU, in-sample): {fraction}")
        for workload, group in itertools.groupby(everything, key=lambda r: r.workload):
            for row in group:
                p = predict(row, programs[workload], args.systems, work, xla_gpu, fraction)
                (preds if row in rows else others).append(p)
                bench.note(f"{workload} {row.system}: {p.predicted_s * 1e3:.1f} ms vs {row.measured_s * 1e3:.0f} ms "
                           f"(x{p.ratio:.2f}); lower {lower_s[workload]:.0f} s, convert {p.convert_s:.0f} s, "
                           f"simulate {p.simulate_s:.0f} s")
        preds.sort(key=lambda p: (wanted.index(p.row.workload), p.row.system))
        figures: dict[str, Any] = {
            "kernels": "xla-gpu" if xla_gpu else "fusion-model",
            "gemm_step_fraction": fraction,
            "mode": "transfer" if args.transfer else "fit" if args.fit_gemm_step else "report",
            "fit_systems": None if fit_systems is None else sorted(fit_systems),
            "rows": [prediction_figures(p, lower_s[p.row.workload]) for p in preds],
            "unmeasured": [prediction_figures(p, lower_s[p.row.workload]) for p in others],
            "metrics": metrics(preds),
        }
        print("kernels: " + ("XLA's GPU pipeline for each row's GPU (--xla-gpu)" if xla_gpu
                             else "partitioned program grouped by our fusion model (cost.fusion)"))
        print("gemm_step_fraction: " + ("each preset's own" if fraction is None else f"{fraction} on every GPU"))
        if args.transfer:
            print("architecture transfer: every GPU from its evidence alone (cost/evidence/*.csv), nothing fitted on steps")
            print(report(preds, "held out: nothing was fitted on any step").split("\n\n", 1)[0])
            print("", transfer_report(preds, others), sep="\n")
            figures["metrics_large"] = metrics([p for p in preds if p.row.workload in LARGE])
            bench.finish(figures)
            return 0
        print(report(preds) if fit_systems is None else
              report(preds, f"fitted on {', '.join(sorted(fit_systems))} only; the other rows are out-of-sample"))
        if fit_systems is not None:
            held = [p for p in preds if p.row.system not in fit_systems]
            print(f"\nfitted on {', '.join(sorted(fit_systems))} only; the other rows, out-of-sample:")
            print(report(held, "not fitted on: out-of-sample").split("\n\n", 1)[-1])
            figures["metrics_out_of_sample"] = metrics(held)
        ratios = b200_ratios(preds + others)  # preds are in size order
        if ratios:
            print("", "B200 / H200 (no measured rows here; not in the metrics):", *ratios, sep="\n")
        for p in others:
            if p.row.workload == "resnet50":
                print(f"\nresnet50 on 4x A100: predicted {p.predicted_s * 1e3:.1f} ms vs the paper's ~100 ms "
                      f"measured (x{p.ratio:.2f}; not in the metrics)")
    bench.finish(figures)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
