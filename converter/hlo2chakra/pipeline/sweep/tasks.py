"""What a Dask worker runs: convert one (mesh, hardware), simulate one cell.

Everything a task needs travels as its arguments (module bytes, hardware facts, trace bytes), so
workers on other machines need no shared storage: ``convert_task`` returns the traces as a
``TraceBundle`` (bytes), and ``simulate_task`` writes a bundle into a worker-local folder named by
its content key (written once per worker, reused by every cell of that key). Failures the tool can
explain come back as values with their one-line reason, never as exceptions.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from hlo2chakra.chakra.manifest import MANIFEST_FILE, read_manifest
from hlo2chakra.errors import Hlo2ChakraError, one_line



@dataclass(frozen=True)
class TraceBundle:
    """A converted trace directory as bytes: ``files`` (name, content) and the manifest."""

    key: str
    files: tuple[tuple[str, bytes], ...] = ()
    error: str = ""
    memory_peak_bytes: int | None = None       # from the manifest: the conversion's memory estimate
    memory_capacity_bytes: int | None = None


@dataclass(frozen=True)
class CellOutcome:
    """A simulated cell: status "ok" or "failed" (with ``message``), times in ns."""

    status: str
    message: str = ""
    backend: str = ""
    step_time_ns: int | None = None
    compute_ns: int | None = None
    exposed_comm_ns: int | None = None
    memory_peak_bytes: int | None = None
    memory_capacity_bytes: int | None = None

    def to_json(self) -> str:
        return json.dumps(self.__dict__, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "CellOutcome":
        return cls(**json.loads(text))


def _one_line(exc: BaseException) -> str:
    text = one_line(exc) or type(exc).__name__
    return text if isinstance(exc, Hlo2ChakraError) else f"{type(exc).__name__}: {text}"


def read_bundle(key: str, folder: Path) -> TraceBundle:
    files = tuple((p.name, p.read_bytes()) for p in sorted(folder.iterdir()) if p.is_file())
    manifest = read_manifest(folder)
    capacity = manifest.memory.capacity_bytes if manifest.memory is not None else None
    return TraceBundle(key, files, memory_peak_bytes=manifest.memory_peak_bytes, memory_capacity_bytes=capacity)


def write_bundle(bundle: TraceBundle, folder: Path) -> Path:
    """Write ``bundle`` as ``folder`` once (temp sibling renamed into place); reuse it after."""
    if (folder / MANIFEST_FILE).is_file():
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
    try:
        for name, data in bundle.files:
            (tmp / name).write_bytes(data)
        try:
            os.rename(tmp, folder)
        except OSError:  # another task of this worker wrote it first
            if not (folder / MANIFEST_FILE).is_file():
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return folder


def convert_task(key: str, module_name: str, module_bytes: bytes, mesh: str,
                 hardware: Mapping[str, Any]) -> TraceBundle:
    """Convert the module for ``mesh`` on ``hardware`` (a hardware document) into a bundle."""
    from hlo2chakra.cost.hardware_yaml import hardware_from_mapping, write_hardware_yaml
    from hlo2chakra.pipeline.convert import convert

    work = Path(tempfile.mkdtemp(prefix="hlo2chakra-sweep-convert-"))
    try:
        module = work / module_name
        module.write_bytes(module_bytes)
        hw_file = work / "hardware.yaml"
        write_hardware_yaml(hardware_from_mapping(dict(hardware), "sweep hardware"), hw_file)
        out = work / "traces"
        convert(module, out, hardware=hw_file, mesh=mesh or None)
        return read_bundle(key, out)
    except Exception as exc:  # noqa: BLE001 - a failed conversion is a failed row, not a failed sweep
        return TraceBundle(key, error=f"convert: {_one_line(exc)}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _memory(bundle: TraceBundle) -> dict[str, int | None]:
    return {"memory_peak_bytes": bundle.memory_peak_bytes, "memory_capacity_bytes": bundle.memory_capacity_bytes}


def local_trace_dir(key: str) -> Path:
    """This machine's folder for the traces of ``key`` (content addressed, so shareable)."""
    return Path(tempfile.gettempdir()) / f"hlo2chakra-sweep-{os.getuid()}" / key


def simulate_task(bundle: TraceBundle, topology: str, system: str | None, backend: str,
                  timeout_s: float) -> CellOutcome:
    """Simulate the traces of ``bundle`` on ``topology`` with ``system`` (None = default)."""
    if bundle.error:
        return CellOutcome("failed", bundle.error)
    from hlo2chakra.pipeline.simulate import run_simulation
    from hlo2chakra.sim.options import SimulationOptions

    memory = _memory(bundle)
    try:
        folder = write_bundle(bundle, local_trace_dir(bundle.key))
        options = SimulationOptions(topology=topology, system=system, backend=backend, timeout_s=timeout_s)
        report = run_simulation(folder, options)
    except Exception as exc:  # noqa: BLE001 - a failed simulation is a failed row
        return CellOutcome("failed", f"simulate: {_one_line(exc)}", **memory)
    step = report.step
    return CellOutcome("ok", "", str(report.backend), int(step.step_time_ns), int(step.critical_compute_ns),
                       int(step.critical_exposed_comm_ns), **memory)
