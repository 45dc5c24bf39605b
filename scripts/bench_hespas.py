"""``bench_convert.py --hespas``: our conversion of Hespas' two benchmark inputs against its times.

Each conversion is a whole ``hlo2chakra convert`` process of this checkout (what a user waits
for), repeated; the median wall and CPU seconds and the largest peak RSS are printed next to
Hespas' recorded times (``tests/data/bench_anchors/hespas_convert.csv``) with the ratios.
The inputs: Hespas' ResNet-50 training fixture (``../shared``, or ``$HLO2CHAKRA_SHARED``) and a
GPT-2 48-layer per-device program for 8 ranks, which ``--gpt2-program`` names or which is
exported once into the work folder (``hlo2chakra export gpt2-small --set layers=48 --mesh
data=8 --no-optimized``: the zoo's GPT-2 small with 48 layers, partitioned by XLA, about 14k ops).
"""

from __future__ import annotations

import csv
import os
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench_child import ChildFailed, timed_process

ROOT = Path(__file__).resolve().parents[1]
ANCHORS = ROOT / "tests" / "data" / "bench_anchors" / "hespas_convert.csv"
SHARED = Path(os.environ.get("HLO2CHAKRA_SHARED") or ROOT.parent / "shared")
RESNET = SHARED / "data" / "workloads" / "hespas-fixtures" / "resnet_50_train_step_4_devices_1024_batch.mlir"
TARGET_RATIO = 0.5  # issue 17: at most half of Hespas' individual split + merge time


@dataclass(frozen=True)
class Anchor:
    case: str
    hespas_mode: str
    hespas_s: float
    ours_s: float | None
    ours_peak_mib: float | None


@dataclass(frozen=True)
class Measured:
    wall_s: float      # median over the repeats
    cpu_s: float       # median user + system seconds of the process
    peak_mib: float    # largest peak RSS over the repeats


def read_anchors(path: Path = ANCHORS) -> list[Anchor]:
    rows = csv.DictReader(line for line in path.read_text().splitlines() if not line.startswith("#"))
    return [Anchor(r["case"], r["hespas_mode"], float(r["hespas_s"]), float(r["ours_s"]) if r["ours_s"] else None,
                   float(r["ours_peak_mib"]) if r["ours_peak_mib"] else None) for r in rows]


_SOURCE = [ROOT / "converter"]  # the package root timed (``--converter``: e.g. an older checkout's)


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(_SOURCE[0])}


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "hlo2chakra.cli", *args]


def gpt2_48l_program(work: Path) -> Path:
    """The GPT-2 48-layer per-device program, exported into ``work`` unless it is there."""
    out = work / "gpt2-48l-data8"
    if not (out / "per_device.mlir").exists():
        print(f"exporting the GPT-2 48-layer program into {out} (a minute or two) ...", flush=True)
        subprocess.run(_cli("export", "gpt2-small", "--set", "layers=48", "--mesh", "data=8", "--no-optimized",
                            "--force", "-o", str(out)), env=_env(), check=True, stdout=subprocess.DEVNULL)
    return out / "per_device.mlir"


def convert_once(program: Path) -> tuple[float, float, float]:
    """(wall s, CPU s, peak RSS MiB) of one ``hlo2chakra convert`` process."""
    with tempfile.TemporaryDirectory() as tmp:
        try:
            run = timed_process(_cli("convert", str(program), "-o", str(Path(tmp) / "out")), env=_env(), cwd=tmp)
        except ChildFailed as exc:
            raise RuntimeError(f"convert {program} failed: {exc}") from None
    return run.wall_s, run.cpu_s, run.peak_rss_mib


def measure(program: Path, repeats: int) -> Measured:
    runs = [convert_once(program) for _ in range(repeats)]
    return Measured(statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs),
                    max(r[2] for r in runs))


def report(case: str, ours: Measured, anchors: list[Anchor]) -> list[str]:
    lines = [f"{case}: ours {ours.wall_s:.2f} s wall, {ours.cpu_s:.2f} s CPU, peak RSS {ours.peak_mib:.0f} MiB"]
    for a in (a for a in anchors if a.case == case):
        ratio = ours.wall_s / a.hespas_s
        goal = f"  (target <= {TARGET_RATIO}x: {'met' if ratio <= TARGET_RATIO else 'NOT met'})" \
            if a.hespas_mode == "individual" else ""
        before = "" if a.ours_s is None else (f"; ours then {a.ours_s:.2f} s = {a.ours_s / a.hespas_s:.2f}x"
                                              + ("" if a.ours_peak_mib is None else f", {a.ours_peak_mib:.0f} MiB"))
        lines.append(f"  vs Hespas {a.hespas_mode:<10} {a.hespas_s:5.2f} s: {ratio:.2f}x by wall, "
                     f"{ours.cpu_s / a.hespas_s:.2f}x by CPU{goal}{before}")
    return lines


def run(repeats: int, work: Path | None, gpt2_program: Path | None, converter: Path | None = None) -> None:
    anchors = read_anchors()
    if converter is not None:
        _SOURCE[0] = converter.resolve()
        print(f"timing the package in {_SOURCE[0]}")
    with tempfile.TemporaryDirectory() as tmp:
        inputs = []
        if RESNET.exists():
            inputs.append(("resnet50-train", RESNET))
        else:
            print(f"resnet50-train: skipped ({RESNET} not found; set HLO2CHAKRA_SHARED)")
        inputs.append(("gpt2-48l", gpt2_program or gpt2_48l_program(work or Path(tmp))))
        for case, program in inputs:
            print("\n".join(report(case, measure(program, repeats), anchors)), flush=True)
    load, cores = os.getloadavg()[0], os.cpu_count() or 1
    if load > cores:
        print(f"note: load average {load:.1f} on {cores} cores while measuring: wall times include waiting for "
              "a CPU, so the CPU ratios are the fairer comparison with the anchors now")
