"""What runs one cell: convert one (mesh, hardware), simulate one cell, as a Dask task or locally.

Everything a Dask task needs travels as its arguments (module bytes, hardware facts, trace bytes),
so workers on other machines need no shared storage: ``convert_task`` returns the traces as a
``TraceBundle`` (bytes: the manifest and each distinct trace once, as ``convert`` wrote them; the
ranks that share a trace are rebuilt as hard links where the bundle is written, ``BUNDLE_FORMAT``
versioned by a stamp), and ``simulate_task`` writes a bundle into a worker-local folder of its run
(``run_folder``), named by its content key, written once per worker and reused by every cell of
that key, removed by ``clean_run_folder`` when the run ends. ``simulate_dir`` simulates a trace
directory already on disk: what ``simulate_task``, ``local`` (the no-Dask executor) and so
``compare`` all run. Failures the tool can explain come back as values with their one-line reason
(``failed_outcome``), never as exceptions; ``CellOutcome.verdict`` gives the one status vocabulary
(ok / exceeds-memory / failed). A cell's ``SimulationOptions`` are its run's, replaced with the
cell's topology and system (``cell_options``).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Mapping

from hlo2chakra.chakra.manifest import MANIFEST_FILE, Manifest, read_manifest
from hlo2chakra.chakra.trace import trace_path
from hlo2chakra.chakra.trace_files import link_or_write
from hlo2chakra.errors import BadInputError, Hlo2ChakraError, one_line
from hlo2chakra.files.atomic import ordinary_folder
from hlo2chakra.files.scratch import HOLDERS_FILE, hold, make_scratch, reap, release, remove_scratch
from hlo2chakra.report.compare import exceeds_memory_message
from hlo2chakra.sim.options import SimulationOptions

SWEEP_PREFIX = "simulate: "   # a sweep's rows also hold conversion failures ("convert: ..."): say which stage
_TRACE_KEY = re.compile(r"[0-9a-f]{24}")
_PARTIAL = re.compile(r"\.[0-9a-f]{24}\.[A-Za-z0-9_]+")   # write_bundle's temporary sibling


BUNDLE_FORMAT = 2          # 1 (no stamp): every rank's bytes; 2: each distinct trace once, the other ranks linked
BUNDLE_STAMP = "bundle.json"


@dataclass(frozen=True)
class TraceBundle:
    """A converted trace directory as bytes: ``files`` (name, content) holds the manifest, the other
    files of the folder and each distinct trace once (the first rank of each of the manifest's
    ``trace_groups``); ``write_bundle`` links the other ranks' names to it again."""

    key: str
    files: tuple[tuple[str, bytes], ...] = ()
    error: str = ""
    format: int = BUNDLE_FORMAT

    @property
    def size_bytes(self) -> int:
        """The bytes this bundle carries (what a Dask task ships, and the cache keeps)."""
        return sum(len(data) for _, data in self.files)


class BundleError(BadInputError):
    """A trace bundle or a cached trace folder is not one this hlo2chakra wrote (another format)."""


CELL_STATUSES = ("ok", "failed")
_COUNT_FIELDS = ("step_time_ns", "compute_ns", "exposed_comm_ns", "memory_peak_bytes", "memory_capacity_bytes")


@dataclass(frozen=True)
class CellOutcome:
    """A simulated cell: status "ok" or "failed" (with ``message``), times in ns, the run's warnings."""

    status: str
    message: str = ""
    backend: str = ""
    system: str = ""                           # the system the run used, as its summary names it
    collective_model: str = ""                 # the collective cost model that timed it
    step_time_ns: int | None = None
    compute_ns: int | None = None
    exposed_comm_ns: int | None = None
    memory_peak_bytes: int | None = None
    memory_capacity_bytes: int | None = None
    warnings: tuple[str, ...] = ()             # options of the run that could not take effect

    @property
    def fits_memory(self) -> bool | None:
        peak, capacity = self.memory_peak_bytes, self.memory_capacity_bytes
        return None if peak is None or capacity is None else peak <= capacity

    def verdict(self, hardware: str) -> tuple[str, str]:
        """(status, message): a simulated cell over ``hardware``'s memory is ``exceeds-memory``, saying by how much."""
        if self.status == "ok" and self.fits_memory is False:
            return "exceeds-memory", exceeds_memory_message(self.memory_peak_bytes, self.memory_capacity_bytes,
                                                            hardware)
        return self.status, self.message

    def to_json(self) -> str:
        return json.dumps(self.__dict__, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "CellOutcome":
        return cls.from_mapping(json.loads(text))

    @classmethod
    def from_mapping(cls, data: Any) -> "CellOutcome":
        """The outcome ``to_json`` wrote; ``ValueError`` naming the first field that is not as written."""
        if not isinstance(data, dict):
            raise ValueError(f"is {type(data).__name__}, not a JSON object")
        unknown = sorted(set(data) - set(cls.__dataclass_fields__))
        if unknown:
            raise ValueError(f"has the unknown field {unknown[0]!r}")
        if data.get("status") not in CELL_STATUSES:
            raise ValueError(f"status {data.get('status')!r} is not one of {', '.join(CELL_STATUSES)}")
        for name in ("message", "backend", "system", "collective_model"):
            if not isinstance(data.get(name, ""), str):
                raise ValueError(f"{name} is not a string")
        for name in _COUNT_FIELDS:
            value = data.get(name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                      or not 0 <= value < 2**63):
                raise ValueError(f"{name} {value!r} is not a whole number of 0 or more")
        warnings = data.get("warnings", [])
        if not isinstance(warnings, list) or not all(isinstance(w, str) for w in warnings):
            raise ValueError("warnings is not a list of strings")
        return cls(**data | {"warnings": tuple(warnings)})


@dataclass(frozen=True)
class SimulationJob:
    """How to simulate one cell's trace directory: the options (backend, ASTRA-sim binary or Docker
    image, configs, timeline), where to keep the run (None: a temporary folder), its labels, and
    the prefix of its failure messages."""

    options: SimulationOptions
    run_dir: str | None = None
    labels: tuple[tuple[str, str], ...] = ()
    failure_prefix: str = ""


def cell_options(base: SimulationOptions, topology: str, system: str | Path | None, npus: int,
                 timeline_max_ranks: int = 0) -> SimulationOptions:
    """The options of one cell: ``base`` (the backend and its settings, the same for every cell of
    a run) on ``topology`` and ``system`` (None: the topology's default system); a cell of at most
    ``timeline_max_ranks`` NPUs also writes its timeline files where it can (``timeline=None``)."""
    return replace(base, topology=topology, system=system, timeline=None if npus <= timeline_max_ranks else False)


def _one_line(exc: BaseException) -> str:
    text = one_line(exc) or type(exc).__name__
    return text if isinstance(exc, Hlo2ChakraError) else f"{type(exc).__name__}: {text}"


def failed_outcome(exc: BaseException, prefix: str = "", memory_peak_bytes: int | None = None,
                   memory_capacity_bytes: int | None = None) -> CellOutcome:
    """The one way an exception becomes a cell's ``failed`` row: its one-line reason."""
    return CellOutcome("failed", f"{prefix}{_one_line(exc)}", memory_peak_bytes=memory_peak_bytes,
                       memory_capacity_bytes=memory_capacity_bytes)


def simulate_dir(folder: Path, job: SimulationJob) -> CellOutcome:
    """Simulate the trace directory ``folder`` as ``job`` says; the memory figures come from its manifest."""
    from hlo2chakra.pipeline.simulate import run_simulation

    peak: int | None = None
    capacity: int | None = None
    try:
        manifest = read_manifest(folder)
        peak = manifest.memory_peak_bytes
        capacity = manifest.memory.capacity_bytes if manifest.memory is not None else None
        report = run_simulation(folder, job.options, run_dir=job.run_dir, labels=dict(job.labels) or None)
    except Exception as exc:  # noqa: BLE001 - a failed simulation is a failed row
        return failed_outcome(exc, job.failure_prefix, peak, capacity)
    step = report.step
    return CellOutcome("ok", "", str(report.backend), report.summary.system, report.summary.collective_model,
                       int(step.step_time_ns), int(step.critical_compute_ns), int(step.critical_exposed_comm_ns),
                       warnings=tuple(report.warnings), memory_peak_bytes=peak, memory_capacity_bytes=capacity)


def _linked(manifest: Manifest) -> dict[str, str]:
    """Trace file name -> the name of the first rank with the same bytes, for every rank that shares
    another's trace (the manifest's ``trace_groups``; none for a manifest that does not say)."""
    name = manifest.trace_prefix
    return {f"{name}.{rank}.et": f"{name}.{first}.et" for group in manifest.trace_groups or ()
            for first in group[:1] for rank in group[1:]}


def read_bundle(key: str, folder: Path) -> TraceBundle:
    """The bundle of a trace folder (a convert output, or a cached one): each distinct trace once."""
    manifest = read_manifest(folder)  # a folder that is no convert output is refused here, not on a worker
    linked = _linked(manifest)
    return TraceBundle(key, tuple((p.name, p.read_bytes()) for p in sorted(folder.iterdir())
                                  if p.is_file() and p.name not in linked and p.name != BUNDLE_STAMP))


def _stamp(bundle: TraceBundle) -> str:
    digests = {name: hashlib.sha256(data).hexdigest() for name, data in bundle.files}
    return json.dumps({"format": BUNDLE_FORMAT, "key": bundle.key, "sha256": digests}, sort_keys=True) + "\n"


def bundle_is_current(folder: Path, key: str, verify: bool = False) -> bool:
    """Whether ``folder`` is a complete trace folder ``write_bundle`` of this format wrote for ``key``:
    its stamp names this format and key, and every rank's trace file is there. ``verify`` also checks
    each distinct file against the stamp's sha256. A folder of an older format (every rank's bytes,
    no stamp), a partial or an edited one is not current: the store recomputes it."""
    try:
        stamp = json.loads((folder / BUNDLE_STAMP).read_text(encoding="utf-8"))
        if not isinstance(stamp, dict) or stamp.get("format") != BUNDLE_FORMAT or stamp.get("key") != key:
            return False
        digests = stamp.get("sha256")
        if not isinstance(digests, dict) or MANIFEST_FILE not in digests:
            return False
        if verify and any(hashlib.sha256((folder / name).read_bytes()).hexdigest() != digest
                          for name, digest in digests.items()):
            return False
        manifest = read_manifest(folder)
        prefix = manifest.trace_prefix_in(folder)
        return all(trace_path(prefix, rank).is_file() for rank in range(manifest.num_ranks))
    except (OSError, ValueError, TypeError):  # ManifestError and JSON errors are ValueErrors
        return False


def _link_shared(folder: Path, manifest: Manifest) -> None:
    """Give every rank that shares another's trace its name again: a hard link (a copy where refused)."""
    target: dict[str, Path] = {}   # first rank's name -> the file later ranks link to
    for name, first in _linked(manifest).items():
        source = target.get(first, folder / first)
        if link_or_write(source, folder / name, lambda path: shutil.copyfile(source, path)):
            target[first] = folder / name


def write_bundle(bundle: TraceBundle, folder: Path) -> Path:
    """Write ``bundle`` as ``folder`` once (temp sibling renamed into place); reuse it after.

    The distinct traces are written once and the ranks that share them are hard-linked, as
    ``convert`` wrote them, with a ``BUNDLE_STAMP`` naming the format and key. The folder gets an
    ordinary folder's mode (the store's cache is a result like the others); a worker's copies
    stay private because their run folder is (``simulate_task``)."""
    if bundle.format != BUNDLE_FORMAT:
        raise BundleError(f"trace bundle {bundle.key} is format {bundle.format}; this hlo2chakra reads "
                          f"format {BUNDLE_FORMAT} (every worker needs the same hlo2chakra)")
    if bundle_is_current(folder, bundle.key):
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = ordinary_folder(Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent)))
    try:
        for name, data in bundle.files:
            (tmp / name).write_bytes(data)
        _link_shared(tmp, read_manifest(tmp))
        (tmp / BUNDLE_STAMP).write_text(_stamp(bundle), encoding="utf-8")
        try:
            os.rename(tmp, folder)
        except OSError:  # another task of this worker wrote it first
            if not bundle_is_current(folder, bundle.key):
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return folder


def convert_task(key: str, module_name: str, module_bytes: bytes, mesh: str,
                 hardware: Mapping[str, Any]) -> TraceBundle:
    """Convert the module for ``mesh`` on ``hardware`` (a hardware document) into a bundle (a Dask
    task: the module travels as bytes, written into the task's scratch folder under its own name)."""
    return _convert(key, (module_name, module_bytes), mesh, hardware)


def convert_file_task(key: str, module: Path, mesh: str, hardware: Mapping[str, Any]) -> TraceBundle:
    """``convert_task`` of a module already on this machine (the local executor's children)."""
    return _convert(key, module, mesh, hardware)


def _convert(key: str, module: Path | tuple[str, bytes], mesh: str, hardware: Mapping[str, Any]) -> TraceBundle:
    from hlo2chakra.cost.hardware_yaml import hardware_from_mapping, write_hardware_yaml
    from hlo2chakra.pipeline.convert import convert

    work = make_scratch("hlo2chakra-sweep-convert-")
    try:
        if not isinstance(module, Path):
            name, data = module
            module = work / name
            module.write_bytes(data)
        hw_file = work / "hardware.yaml"
        write_hardware_yaml(hardware_from_mapping(dict(hardware), "sweep hardware"), hw_file)
        out = work / "traces"
        convert(module, out, hardware=hw_file, mesh=mesh or None)
        return read_bundle(key, out)
    except Exception as exc:  # noqa: BLE001 - a failed conversion is a failed row, not a failed sweep
        return TraceBundle(key, error=f"convert: {_one_line(exc)}")
    finally:
        remove_scratch(work)


def run_folder(run_id: str) -> Path:
    """This machine's folder for the traces one sweep run writes (``$TMPDIR/hlo2chakra-sweep-<uid>/<run_id>``)."""
    return Path(tempfile.gettempdir()) / f"hlo2chakra-sweep-{os.getuid()}" / run_id


def simulate_task(bundle: TraceBundle, options: SimulationOptions, run_id: str) -> CellOutcome:
    """Simulate the traces of ``bundle`` with ``options`` (a Dask task).

    The traces are written once per worker into ``run_folder(run_id)/<key>`` and reused by every
    cell of that key; ``clean_run_folder`` removes them when the run ends.
    """
    if bundle.error:
        return CellOutcome("failed", bundle.error)
    try:
        private = run_folder(run_id)
        _reap_dead_runs(private.parent)
        hold(private)  # until clean_run_folder or this worker dies; a dead worker's is reaped later
        folder = write_bundle(bundle, private / bundle.key)
    except Exception as exc:  # noqa: BLE001 - a full disk is a failed row
        return failed_outcome(exc, SWEEP_PREFIX)
    return simulate_dir(folder, SimulationJob(options, failure_prefix=SWEEP_PREFIX))


_REAPED: set[Path] = set()


def _reap_dead_runs(root: Path) -> None:
    """Once per process: remove the run folders of workers on this machine that died (SIGKILL)."""
    if root not in _REAPED and root.is_dir() and not root.is_symlink():
        _REAPED.add(root)
        reap(root, "*")


def clean_run_folder(run_id: str) -> None:
    """Remove what ``simulate_task`` wrote for ``run_id``: its trace folders (and their temporary
    siblings), then the run folder and ``hlo2chakra-sweep-<uid>`` if nothing else is left in them."""
    folder = run_folder(run_id)
    release(folder)
    if not folder.is_dir() or folder.is_symlink():
        return
    holders = folder / HOLDERS_FILE
    if holders.is_file() and not holders.is_symlink():
        holders.unlink(missing_ok=True)
    for entry in folder.iterdir():
        ours = _TRACE_KEY.fullmatch(entry.name) and (entry / MANIFEST_FILE).is_file()
        partial = _PARTIAL.fullmatch(entry.name)
        if (ours or partial) and entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry, ignore_errors=True)
    for empty in (folder, folder.parent):
        try:
            empty.rmdir()
        except OSError:
            return  # not empty: something the tool did not write (or another run's folder) stays
