"""Partition a global (sharding-annotated) program with XLA's own SPMD partitioner.

``partition(detected, mesh=None)`` takes a ``DetectedInput`` of a global form (Shardy, GSPMD, or
global HLO text), optionally retargets its mesh (``frontend.retarget``), and compiles it in a
subprocess (``frontend.partition_worker``) for ``num_replicas x num_partitions`` host CPU devices.
The per-device program right after XLA's ``spmd-partitioning`` pass, converted to StableHLO text,
comes back in a ``PartitionResult``; it is what ``frontend.lower`` reads for per-device inputs.
With ``gpu_target="H100-SXM"`` (see ``gpu_targets``) the worker instead compiles for compile-only
devices of that GPU through XLA's whole GPU pipeline, and the program that comes back is the
final, fused one: XLA's own kernels for that GPU, made without a GPU.

One CPU client holds at most 2,048 devices (XLA packs the process index into higher device ids),
so larger meshes are compiled for ``k`` nodes of ``N / k`` devices (``k <= 512``) by one worker
whose client is lent the other nodes' devices (``frontend.xla.virtual_nodes``): no helper
processes, and no thread per device beyond the first node's (real helpers cost one thread per
device, and 32,768 threads is the whole machine's default limit). Measured on a 2-core machine:
see benchmarks/bench_partition.py and benchmarks/bench_convert_scale.py.

Results are cached by (input sha256, mesh, replica count, jax version, GPU target) under
``$HLO2CHAKRA_CACHE`` or ``~/.cache/hlo2chakra/partition/`` (one private folder per key, written
atomically, with a digest checked on every load: see ``partition_cache``). Failures are one-line
``PartitionError``s.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.runtime.child import python_command
from hlo2chakra.frontend.xla.gpu_targets import canonical_name, get_target, target_config_text
from hlo2chakra.frontend.xla.virtual_nodes import MAX_DEVICES_PER_NODE
from hlo2chakra.frontend.hlo.to_stablehlo import hlo_to_stablehlo
from hlo2chakra.frontend.forms import DetectedInput, InputForm
from hlo2chakra.frontend.xla import cache as partition_cache
from hlo2chakra.frontend.xla.cache import CACHE_ENV, BadEntry, cache_root
from hlo2chakra.frontend.xla.worker import after_partitioning
from hlo2chakra.frontend.xla.retarget import module_mesh, parse_mesh_arg, retarget_text

CACHE_FORMAT = 3  # 3: permuted mesh groups imported as explicit groups; 2: constants dumped in full (1 elided them)
DEFAULT_TIMEOUT_S = 3600.0
# XLA's CPU client packs the process index into device ids above 2**11 (kMaxCpuDevicesPerProcess),
# so one node holds at most 2048 devices; larger meshes lend the client the devices of more nodes.
DEVICES_PER_NODE = MAX_DEVICES_PER_NODE
MAX_NODES = 512  # nodes: 1,048,576 devices, the default rank ceiling (checks.limits)
MAX_DEVICES = DEVICES_PER_NODE * MAX_NODES


class PartitionError(FrontendError):
    """XLA could not partition the module; one line naming the culprit."""


@dataclass(frozen=True)
class PartitionResult:
    """A per-device program produced by XLA's SPMD partitioner.

    mesh: the mesh partitioned for, as ``axis=size,...`` (GSPMD axes are ``axis_<i>``).
    gpu_target: the GPU whose XLA pipeline optimized the program, or None (partitioned only).
    worker: the worker's own figures (``compile_s``, ``peak_rss_bytes``, ...), from the run that
        filled the cache when ``cache_hit``.
    """

    per_device_text: str
    num_partitions: int
    num_replicas: int
    mesh: str
    shardy: bool
    cache_hit: bool
    cache_key: str
    wall_s: float
    worker: Mapping[str, Any] = field(default_factory=dict)
    gpu_target: str | None = None     # optimized by XLA's GPU pipeline for this GPU

    def manifest(self) -> dict[str, Any]:
        return {"by": "xla-spmd-partitioner", "partitioner": "shardy" if self.shardy else "gspmd",
                "xla_pipeline": f"gpu:{self.gpu_target}" if self.gpu_target else "partitioning only",
                "mesh": self.mesh, "num_partitions": self.num_partitions, "num_replicas": self.num_replicas,
                "cache_hit": self.cache_hit, "wall_s": round(self.wall_s, 3),
                "xla_compile_s": self.worker.get("compile_s"), "worker_peak_rss_bytes": self.worker.get("peak_rss_bytes")}


def _jax_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("jaxlib")
    except PackageNotFoundError:  # pragma: no cover - jaxlib is a hard dependency
        return "unknown"


def _global_mlir(detected: DetectedInput) -> str:
    if detected.form is InputForm.HLO_TEXT:
        from hlo2chakra.frontend.hlo.to_stablehlo import hlo_text_to_mlir

        try:
            return hlo_text_to_mlir(detected.text)
        except Exception as exc:  # jaxlib's HLO parser raises its own error types
            raise PartitionError(f"{detected.path}: cannot read HLO text: {str(exc).strip().splitlines()[0]}") from None
    return detected.text


def prepare(detected: DetectedInput, mesh: Mapping[str, int] | str | None) -> tuple[str, str, int]:
    """(global MLIR text for the mesh, mesh text, num_partitions) without running XLA."""
    if not detected.needs_partitioning:
        raise PartitionError(f"{detected.path}: is a {detected.form.value} program, already partitioned; "
                             "--mesh applies to global (sharding-annotated) programs")
    text = _global_mlir(detected)
    shardy = detected.shardy
    count = detected.num_partitions
    if mesh is not None:
        text, count = retarget_text(text, parse_mesh_arg(mesh), shardy=shardy, num_devices=detected.num_partitions)
    devices = count * detected.num_replicas
    if devices > MAX_DEVICES:
        raise PartitionError(f"{detected.path}: {devices} devices requested; partitioning with XLA's CPU client is "
                             f"limited to {MAX_DEVICES} devices ({MAX_NODES} nodes x {DEVICES_PER_NODE})")
    if _nodes(devices) is None:
        raise PartitionError(f"{detected.path}: {devices} devices cannot be split evenly over nodes of at most "
                             f"{DEVICES_PER_NODE} devices")
    return text, str(module_mesh(text, shardy, count)), count


def _nodes(devices: int) -> int | None:
    """The fewest nodes that split ``devices`` evenly with at most DEVICES_PER_NODE each."""
    for k in range(1, MAX_NODES + 1):
        if devices % k == 0 and devices // k <= DEVICES_PER_NODE:
            return k
    return None


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _run_worker(text: str, num_partitions: int, num_replicas: int, shardy: bool, out: Path, source: str,
                timeout_s: float, gpu_target: str | None = None) -> dict[str, Any]:
    src = out / "global.mlir"
    src.write_text(text, encoding="utf-8")
    nodes = 1 if gpu_target else _nodes(num_partitions * num_replicas) or 1
    request = out / "request.json"
    request.write_text(json.dumps({
        "module_path": str(src), "num_partitions": num_partitions, "num_replicas": num_replicas, "shardy": shardy,
        "out_dir": str(out), "num_nodes": nodes, "gpu_target": gpu_target, "timeout_s": timeout_s,
        "coordinator": f"127.0.0.1:{_free_port()}" if nodes > 1 else ""}))
    env = dict(os.environ)
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    command = python_command("hlo2chakra.frontend.xla.worker")  # isolated: no code from the cwd
    try:
        proc = subprocess.run(command + [str(request)], env=env, capture_output=True, text=True, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        raise PartitionError(f"{source}: XLA partitioning took longer than {timeout_s:.0f} s") from None
    src.unlink()
    request.unlink()
    try:
        hlo_text = after_partitioning(str(out / "dump"), gpu=bool(gpu_target))
    except RuntimeError:
        what = f"partition and optimize it for {gpu_target}" if gpu_target else "partition it"
        # XLA's GPU pipeline can fail where its CPU partitioner does not (e.g. a ViT at data=8:
        # "Couldn't find output tile sizes" from the Triton tiling of a fusion): say the way out.
        hint = ("; convert without --xla-gpu instead: the default path partitions with XLA and applies XLA's GPU "
                "collective rewrites and an XLA-like fusion" if gpu_target else "")
        raise PartitionError(f"{source}: XLA could not {what} for {num_replicas * num_partitions} devices: "
                             f"{_worker_failure(proc.stderr, proc.returncode)}{hint}") from None
    worker: dict[str, Any] = _worker_figures(out / "worker.json", source) if (out / "worker.json").exists() else {
        "aborted_after_partitioning": _worker_failure(proc.stderr, proc.returncode)}
    t = time.perf_counter()
    try:
        per_device, worker["conversion"] = hlo_to_stablehlo(hlo_text)
    except Exception as exc:  # jaxlib's HLO importer raises its own error types
        raise PartitionError(f"{source}: cannot convert XLA's partitioned HLO to StableHLO: "
                             f"{str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__}") from None
    worker["convert_s"] = round(time.perf_counter() - t, 3)
    worker["nodes"] = nodes
    (out / "per_device.mlir").write_text(per_device, encoding="utf-8")
    (out / "worker.json").write_text(json.dumps(worker))
    shutil.rmtree(out / "dump", ignore_errors=True)
    return worker


def _worker_figures(path: Path, source: str) -> dict[str, Any]:
    try:
        figures = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        figures = None
    if not isinstance(figures, dict):
        raise PartitionError(f"{source}: the partition worker left an unreadable {path.name}")
    return figures


def _worker_failure(stderr: str, returncode: int) -> str:
    """The one line that says why the worker failed: its own message, else XLA's fatal check."""
    lines = stderr.splitlines()
    ours = [ln for ln in lines if ln.startswith("partition_worker: ")]
    if ours:
        return ours[-1][len("partition_worker: "):]
    fatal = [m.group(1) for ln in lines if (m := re.match(r"^F\d{4} [\d:.]+\s+\d+ [\w.]+:\d+\] (.*)", ln))]
    if fatal:
        return fatal[-1][:400]
    text = [ln for ln in lines if ln.strip() and not ln.startswith(("I", "W", "    @", "***"))]
    return (text or [f"exit code {returncode}"])[-1][:400]


def _cached(folder: Path) -> partition_cache.CacheEntry | None:
    """The verified cache entry; a bad one is a miss, with one warning line (and is replaced)."""
    try:
        return partition_cache.load(folder)
    except BadEntry as exc:
        print(f"hlo2chakra: warning: partition cache entry {folder} is not used ({exc}); partitioning again",
              file=sys.stderr)
        return None


def partition(detected: DetectedInput, mesh: Mapping[str, int] | str | None = None, *,
              cache: bool = True, timeout_s: float = DEFAULT_TIMEOUT_S,
              gpu_target: str | None = None) -> PartitionResult:
    """Partition a global program (see the module docstring); ``mesh`` retargets its axis sizes.

    With ``gpu_target`` the result is the partitioned program after XLA's whole GPU pipeline for
    that GPU (see ``partition_worker``), not the program right after partitioning.
    """
    start = time.perf_counter()
    if gpu_target is not None:
        try:
            gpu_target = canonical_name(gpu_target)
        except KeyError as exc:
            raise PartitionError(exc.args[0]) from None
    text, mesh_text, num_partitions = prepare(detected, mesh)
    replicas = detected.num_replicas
    # A GPU target's facts are part of the key: editing them must not reuse an old compile.
    gpu_key = [gpu_target, target_config_text(get_target(gpu_target))] if gpu_target else []
    key_src = json.dumps([CACHE_FORMAT, detected.sha256, mesh_text, num_partitions, replicas, _jax_version()]
                         + gpu_key)
    key = hashlib.sha256(key_src.encode()).hexdigest()[:32]
    folder = cache_root() / key
    hit = _cached(folder) if cache else None
    if hit is not None:
        return PartitionResult(hit.per_device_text, num_partitions, replicas, mesh_text, detected.shardy, True, key,
                               time.perf_counter() - start, hit.worker, gpu_target)
    try:
        tmp = partition_cache.staging(cache_root() if cache else Path(tempfile.gettempdir()), key, claim=cache)
    except partition_cache.ForeignRoot as exc:
        raise PartitionError(str(exc)) from None
    except OSError as exc:
        raise PartitionError(f"{cache_root()}: cannot create the partition cache ({exc.strerror}); "
                             f"set {CACHE_ENV} to a writable folder") from None
    try:
        worker = _run_worker(text, num_partitions, replicas, detected.shardy, tmp, str(detected.path), timeout_s,
                             gpu_target)
        per_device = (tmp / "per_device.mlir").read_text(encoding="utf-8")
        if cache:
            partition_cache.store(tmp, folder)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return PartitionResult(per_device, num_partitions, replicas, mesh_text, detected.shardy, False, key,
                           time.perf_counter() - start, worker, gpu_target)
