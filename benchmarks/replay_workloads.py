"""The replay benchmark's whole-command cases: users' programs at 64 ranks, ``hlo2chakra simulate``
run as a user runs it, from a fresh process, with the Python replay and with the default (``auto``).

These are the cases issue 26 names ("one 64-NPU direct aware case takes 10 to 45 s"): congestion-aware
1-D networks, where every message of every collective is replayed.

* ``vit-switch``, ``vit-fc``: the users' ViT (``../shared/data/user-programs/vit_fsdp_scan_global.mlir``,
  FSDP, 86 all-to-alls) at ``--mesh data=64`` on a Switch and on a FullyConnected network, with the
  default system of a spec (direct all-to-all); skipped without ../shared.
* ``vit-switch-dbt``: the same on the Switch with a doubleBinaryTree all-reduce (the double-tree replay).
* ``moe-ring``: ``benchmarks.moe_program`` with 64 experts at ``--mesh ep=64`` on a Ring (ring all-to-all:
  every message crosses up to 32 links).

Each case converts once (not timed), then each mode simulates it in an isolated child; ``same`` says the
two runs wrote byte-identical per-rank results (``ranks.csv``) and the same step time.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from benchmarks import harness

VIT = harness.ROOT.parent / "shared" / "data" / "user-programs" / "vit_fsdp_scan_global.mlir"
# name: (program, mesh, topology, all-reduce implementation or None for the spec's default system)
WORKLOADS: dict[str, tuple[str, str, str, str | None]] = {
    "vit-switch": ("vit", "data=64", "Switch(64, 450GB/s, 500ns)", None),
    "vit-fc": ("vit", "data=64", "FullyConnected(64, 50GB/s, 500ns)", None),
    "vit-switch-dbt": ("vit", "data=64", "Switch(64, 450GB/s, 500ns)", "doubleBinaryTree"),
    "moe-ring": ("moe", "ep=64", "Ring(64, 50GB/s, 500ns)", None),
}
MOE_EXPERTS = 64


def _system(work: Path, all_reduce: str) -> Path:
    """A system file: a spec's default system (ring, direct all-to-all) with ``all_reduce`` for the all-reduce."""
    base = json.loads((harness.ROOT / "astra_configs" / "system" / "ring.json").read_text())
    system = {k: v for k, v in base.items() if not k.startswith("_")}
    system.update({"all-reduce-implementation": [all_reduce], "all-gather-implementation": ["ring"],
                   "reduce-scatter-implementation": ["ring"], "all-to-all-implementation": ["direct"]})
    path = work / f"system-{all_reduce}.json"
    path.write_text(json.dumps(system, indent=1))
    return path


def _program(work: Path, name: str) -> Path | None:
    if name == "vit":
        return VIT if VIT.is_file() else None
    path = work / "moe64.mlir"
    if not path.is_file():
        harness.run_command(harness.python_command("benchmarks.moe_program", path, MOE_EXPERTS,
                                                   path_first=[harness.ROOT]), timeout_s=600)
    return path


def _traces(work: Path, program: Path, mesh: str) -> Path:
    out = work / f"traces-{program.stem}-{mesh.replace('=', '')}"
    if not out.is_dir():
        harness.run_command(harness.console_command("convert", program, "--mesh", mesh, "-o", out, "-q"),
                            timeout_s=900)
    return out


def measure(work: Path, name: str, env: dict[str, dict[str, str]]) -> dict[str, Any] | None:
    """Simulate workload ``name`` with the Python replay and with ``auto``; None where its program is absent."""
    program_name, mesh, topology, all_reduce = WORKLOADS[name]
    program = _program(work, program_name)
    if program is None:
        return None
    traces = _traces(work, program, mesh)
    system = ["--system", _system(work, all_reduce)] if all_reduce else []
    row: dict[str, Any] = {"case": name, "program": program.name, "mesh": mesh, "topology": topology,
                           "all_reduce": all_reduce or "spec default"}
    outputs = {}
    for mode in ("python", "auto"):
        out = work / f"run-{name}-{mode}"
        run = harness.run_command(harness.console_command(
            "simulate", traces, "--topology", topology, "--backend", "analytical", "--congestion-aware",
            "--collectives", "astra", *system, "-q", "-o", out, "--overwrite"), env=env[mode], timeout_s=1800)
        summary = json.loads((out / "summary.json").read_text())
        outputs[mode] = (summary["step_time_ns"], (out / "ranks.csv").read_bytes())
        row[mode] = {**run.figures(), "step_time_ns": summary["step_time_ns"]}
    row["same"] = outputs["python"] == outputs["auto"]
    row["speedup_wall"] = row["python"]["wall_s"] / row["auto"]["wall_s"]
    row["speedup_cpu"] = row["python"]["cpu_s"] / row["auto"]["cpu_s"]
    return row


def print_row(row: dict[str, Any]) -> None:
    py, auto = row["python"], row["auto"]
    print(f"{row['case']:<15} {row['topology'][:26]:<26} {row['all_reduce'][:16]:<16} | {py['wall_s']:>7.2f} "
          f"{py['cpu_s']:>7.2f} {py['peak_rss_bytes'] / 2**20:>5.0f} | {auto['wall_s']:>6.2f} {auto['cpu_s']:>6.2f} "
          f"{auto['peak_rss_bytes'] / 2**20:>5.0f} | {row['speedup_wall']:>5.1f} {'yes' if row['same'] else 'NO':>4}",
          flush=True)


HEADER = (f"{'workload':<15} {'topology':<26} {'all-reduce':<16} | {'python wall/CPU s, MiB':>21} | "
          f"{'auto wall/CPU s, MiB':>20} | {'x':>5} {'same':>4}")
