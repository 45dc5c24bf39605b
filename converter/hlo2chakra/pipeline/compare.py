"""``compare``: simulate one workload on several topologies (and hardware), side by side.

TARGET is either a trace directory (a ``convert`` output: simulated as is) or a StableHLO
module, converted once per (hardware, NPU count) with ``hlo2chakra.pipeline.convert.convert``. Every
(hardware, topology) combination is simulated in its own run directory, in parallel processes.
The output folder (assembled under a temporary name, then renamed) holds ``traces/``, ``runs/``,
``comparison.csv/.parquet/.md`` and ``comparison.png``. A configuration that fails (hang, abort,
wrong rank count) becomes a ``failed`` row with its message; the others still run. Runs of
at most ``TIMELINE_MAX_RANKS`` ranks on the embedded backend also get their timeline files
(``timeline.json``, ``gantt.png``, ``critical_path.csv``, ... see ``sim.timeline.outputs``).
A topology whose
size differs from the device count a global module declares is a ``failed`` row saying so (the
module fixes the size; ``hlo2chakra sweep`` re-partitions it for other meshes). A configuration
whose estimated peak memory exceeds the device's is simulated but has status ``exceeds-memory``
and the warning as its message.
"""

from __future__ import annotations

import json
import os
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

import pandas as pd

from hlo2chakra.chakra.trace import TraceFormatError
from hlo2chakra.chakra.manifest import Manifest
from hlo2chakra.runtime.child import ChildSet
from hlo2chakra.cost.hardware import DEFAULT_HARDWARE
from hlo2chakra.files.names import slug
from hlo2chakra.files.outdir import check_replaceable, publish, staging_dir
from hlo2chakra.report.compare import (SIMULATED, comparison_frame, compute_bound_note, exceeds_memory_message,
                                       plot_comparison, write_comparison)
from hlo2chakra.sim.backend import resolve_workload
from hlo2chakra.sim.config.files import ConfigError
from hlo2chakra.sim.results import SimulationError
from hlo2chakra.sim.config.resolve import parse_topology
from hlo2chakra.sim.config.topology import check_ranks
from hlo2chakra.pipeline.simulate import run_simulation
from hlo2chakra.sim.options import DEFAULT_TIMEOUT_S, SimulationOptions

if TYPE_CHECKING:
    from hlo2chakra.pipeline.convert import CombineMode

TIMELINE_MAX_RANKS = 64


def _slug(text: str) -> str:
    return slug(text, empty="config")


def run_job(job: dict[str, Any]) -> dict[str, Any]:
    """Simulate one configuration; its comparison row (a failure is a ``failed`` row)."""
    row = {k: job[k] for k in ("configuration", "hardware", "topology", "npus")}
    if job.get("error"):
        return row | {"status": "failed", "message": job["error"]}
    try:
        labels = {"hardware": job["hardware"]} if job["hardware"] else None
        options = SimulationOptions(topology=job["topology"], **job["options"],
                                    timeline=None if job["npus"] <= TIMELINE_MAX_RANKS else False)
        report = run_simulation(job["target"], options, run_dir=job["run_dir"], labels=labels)
    except (SimulationError, ConfigError, TraceFormatError) as exc:
        return row | {"status": "failed", "message": str(exc)}
    memory = job.get("memory_warning", "")
    step = report.step
    return row | {"status": "exceeds-memory" if memory else "ok", "message": memory, "warnings": list(report.warnings),
                  "backend": report.backend, "step_time_ns": step.step_time_ns,
                  "critical_compute_ns": step.critical_compute_ns,
                  "critical_exposed_comm_ns": step.critical_exposed_comm_ns}


def _declared_devices(module: Path) -> int | None:
    """The device count a global module declares (it fixes the topology size), else None."""
    try:
        from hlo2chakra.frontend.forms import detect_form

        detected = detect_form(module)
    except Exception:  # noqa: BLE001 - an unreadable module is reported by the converter itself
        return None
    return detected.num_partitions * detected.num_replicas if detected.needs_partitioning else None


def _size_error(module: Path, declared: int | None, npus: int) -> str:
    """Why ``module``, which runs on ``declared`` devices, cannot be compared on ``npus`` NPUs ("" if it can)."""
    if declared is None or declared == npus:
        return ""
    return (f"{module} runs on {declared} devices but a --topology has {npus} NPUs: compare it on topologies of "
            f"{declared} NPUs, or partition it for another mesh ('hlo2chakra convert {module.name} --mesh ...' and "
            f"compare that trace directory, or 'hlo2chakra sweep' over meshes of {npus} devices)")


def _memory_warning(manifest: Manifest, hardware: str) -> str:
    capacity = manifest.memory.capacity_bytes if manifest.memory is not None else None
    return exceeds_memory_message(manifest.memory_peak_bytes, capacity, hardware)


def _relocated(row: dict[str, Any], staging: Path, destination: Path) -> dict[str, Any]:
    """A failure message names the run directory it kept; point it at where it ends up published."""
    message = str(row.get("message") or "")
    return row | {"message": message.replace(str(staging), str(destination))} if message else row


def _convert_all(module: Path, hardware: Sequence[str], npus_counts: Sequence[int], folder: Path,
                 xla_gpu: bool = False, combine: "CombineMode | str" = "auto") -> dict:
    """(hardware, NPUs) -> {"target": trace dir, "memory_warning": ...} or {"error": why not}."""
    from hlo2chakra.pipeline.convert import convert  # the converter; imported only when a module is compared

    declared = _declared_devices(module)
    converted: dict[tuple[str, int], dict[str, str]] = {}
    for hw in hardware:
        for npus in sorted(set(npus_counts)):
            error = _size_error(module, declared, npus)
            if error:
                converted[(str(hw), npus)] = {"error": error}
                continue
            out = folder / _slug(f"{Path(str(hw)).stem}-{npus}ranks")
            try:
                result = convert(module, out, hardware=hw, ranks=npus, xla_gpu=hw if xla_gpu else None,
                                 combine=combine)
            except ValueError as exc:
                runs_on = getattr(exc, "declared", None)  # the frontend's RankCountMismatch
                if runs_on is None:
                    raise
                converted[(str(hw), npus)] = {"error": _size_error(module, runs_on, npus)}
                continue
            ranks = result.manifest.num_ranks
            if ranks != npus:
                raise ConfigError(f"converting {module} for {hw} gave {ranks} ranks, the topology needs {npus}")
            name = result.manifest.hardware.name if result.manifest.hardware is not None else str(hw)
            converted[(str(hw), npus)] = {"target": str(result.out_dir),
                                          "memory_warning": _memory_warning(result.manifest, name)}
    if converted and all("error" in c for c in converted.values()):
        raise ConfigError(next(iter(converted.values()))["error"])
    return converted


def _run_in_child(children: ChildSet, job: dict[str, Any]) -> dict[str, Any]:
    done = children.run("hlo2chakra.pipeline.compare_worker", json.dumps(job, default=str))
    if done.returncode == 0:
        return json.loads(done.stdout)
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    ours = [ln[len("compare_worker: "):] for ln in lines if ln.startswith("compare_worker: ")]
    why = (ours or lines or [f"exit code {done.returncode}"])[-1]
    row = {k: job[k] for k in ("configuration", "hardware", "topology", "npus")}
    return row | {"status": "failed", "message": f"simulation process failed: {why}"}


def _run_parallel(job_list: list[dict[str, Any]], workers: int) -> list[dict[str, Any]]:
    """Each job in its own isolated child Python (``compare_worker``), ``workers`` at a time.

    Child processes rather than a multiprocessing pool: they start with ``python -I`` (no code
    from the working directory), die with this process, and an interrupt stops every one of them
    (and, through them, their ASTRA-sim process groups) before the staging folder is removed.
    """
    children = ChildSet()
    with ThreadPoolExecutor(max_workers=workers) as threads:
        try:
            return list(threads.map(lambda job: _run_in_child(children, job), job_list))
        except BaseException:
            threads.shutdown(wait=False, cancel_futures=True)
            children.stop()
            raise


def _jobs(target: Path, networks: Sequence[tuple[str, Any]], hardware: Sequence[str] | None, staging: Path,
          xla_gpu: bool, combine: "CombineMode | str") -> list[dict[str, Any]]:
    """One job per configuration: each topology for a trace directory, each (hardware, topology)
    for a module (converted once per hardware and NPU count)."""
    job_list: list[dict[str, Any]] = []
    if target.is_dir():
        if hardware or xla_gpu or combine != "auto":
            flag = "--hardware" if hardware else "--xla-gpu" if xla_gpu else "--combine"
            raise ConfigError(f"{flag} needs a StableHLO module; {target} is a trace directory")
        workload = resolve_workload(target)
        for spec, net in networks:
            check_ranks(net, workload.num_ranks, f"the traces in {target.name}")
            job_list.append({"configuration": spec, "hardware": None, "topology": spec, "npus": net.num_npus,
                             "target": str(target)})
        return job_list
    if not target.is_file():
        raise ConfigError(f"{target} is neither a StableHLO module file nor a trace directory")
    hardware_list = [str(h) for h in (hardware or [DEFAULT_HARDWARE])]
    converted = _convert_all(target, hardware_list, [n.num_npus for _, n in networks], staging / "traces",
                             xla_gpu, combine)
    for hw in hardware_list:
        for spec, net in networks:
            job_list.append({"configuration": f"{hw} | {spec}", "hardware": hw, "topology": spec,
                             "npus": net.num_npus, "target": "", **converted[(hw, net.num_npus)]})
    return job_list


def compare(
    target: str | Path,
    topologies: Sequence[str],
    hardware: Sequence[str] | None = None,
    *,
    out_dir: str | Path,
    system: str | Path | None = None,
    memory: str | Path | None = None,
    backend: str = "auto",
    astra_bin: str | Path | None = None,
    docker_image: str | None = None,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    congestion_aware: bool = False,
    jobs: int | None = None,
    overwrite: bool = False,
    xla_gpu: bool = False,
    combine: "CombineMode | str" = "auto",
) -> pd.DataFrame:
    """Simulate ``target`` on every topology (x hardware) and return the comparison table.

    xla_gpu: a global module is partitioned and optimized by XLA's GPU pipeline of each
        ``hardware`` GPU (``convert --xla-gpu``), so each GPU is costed with its own XLA kernels.
    combine: how a module's collectives are combined when it is converted (``convert``'s
        ``combine``, a ``CombineMode``); refused for a trace directory unless auto.
    """
    if not topologies:
        raise ConfigError("compare needs at least one --topology")
    networks = [(str(t), parse_topology(t)) for t in topologies]
    target = Path(target).expanduser().resolve()
    destination = Path(out_dir).expanduser().resolve()
    check_replaceable(destination, command="compare", overwrite=overwrite, error=ConfigError)
    staging = staging_dir(destination, ConfigError)
    options = dict(system=system, memory=memory, backend=backend, astra_bin=astra_bin, docker_image=docker_image,
                   timeout_s=timeout_s, congestion_aware=congestion_aware)
    try:
        job_list = _jobs(target, networks, hardware, staging, xla_gpu, combine)
        for index, job in enumerate(job_list):
            job["run_dir"] = str(staging / "runs" / f"{index:02d}-{_slug(job['configuration'])}")
            job["options"] = options
        workers = max(1, min(jobs or os.cpu_count() or 1, len(job_list)))
        rows = [run_job(job) for job in job_list] if workers == 1 else _run_parallel(job_list, workers)
        frame = comparison_frame([_relocated(row, staging, destination) for row in rows])
        note = compute_bound_note(frame)
        # Options that could not take effect, once each however many configurations hit them.
        notes = ([note] if note else []) + list(dict.fromkeys(w for row in rows for w in row.get("warnings", ())))
        write_comparison(frame, staging, notes)
        if frame["status"].isin(SIMULATED).any():
            plot_comparison(frame, staging / "comparison.png")
        publish(staging, destination, command="compare", overwrite=overwrite, error=ConfigError)
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
    frame.attrs["notes"] = notes
    frame.attrs["out_dir"] = str(destination)
    return frame
