"""Export a zoo model as StableHLO test programs plus XLA's own reference numbers.

`export_model(name, mesh, out_dir, ...)` runs `hlo2chakra.export.worker` in a subprocess with
`prod(mesh)` host (CPU) devices, and writes into `out_dir` atomically (a sibling temp directory
renamed into place; an existing `out_dir` is replaced only when `overwrite=True`):

- `global.mlir`        `jax.jit(step).lower(...).as_text()`: global shapes, Shardy `sdy.sharding`
- `global_gspmd.mlir`  (gspmd=True) the same lowered with `jax_use_shardy_partitioner=False`
                       (`mhlo.sharding` strings)
- `per_device.mlir`    XLA's HLO right after SPMD partitioning, converted to StableHLO text;
                       module carries `mhlo.num_partitions` / `mhlo.num_replicas`
- `optimized.mlir`     (optimized=True) the final per-device HLO after XLA's CPU pipeline, or
                       with `gpu_target` (a name in `gpu_targets.TARGETS`) after XLA's GPU
                       pipeline compiled deviceless for that GPU (needs JAX's CUDA plugin, not a
                       GPU); contains `mhlo.fusion`, and for GPU cuBLAS/cuDNN custom calls and
                       Triton GEMM fusions. `meta.optimized_for` says which ("cpu" or
                       "gpu:NAME"); if it cannot be converted, `meta.optimized_error`
- `optimized.hlo`      (gpu_target) that GPU-optimized module as XLA's HLO text dump
- `per_device.mlirbc` + `per_device.stablehlo`  (bytecode=True) MLIR bytecode and a StableHLO
                       portable artifact (or `global.stablehlo` via jax.export when the per-device
                       module cannot be versioned)
- (skipped)            for a model whose program only XLA's GPU backend compiles (the zoo's
                       `StepProgram.cpu_pipeline_unsupported`, e.g. maxtext attention=cudnn_flash_te)
                       without `gpu_target`: no optimized.mlir and no cost analysis;
                       `meta.optimized_skipped` (and `optimized_error`) says why, once on stderr too
- `meta.json`          model, config, mesh, device counts, `xla_cost_per_device` (`flops`,
                       `bytes_accessed` of the compiled per-device program, from
                       `compiled.cost_analysis()`; empty for a GPU target, whose compile-only
                       executable has none), the collectives of the per-device HLO
                       (`collectives`: `counts` per kind, `instances` with expanded replica
                       groups, source-target pairs, dimension, typed operands/results) and of the
                       optimized HLO (`optimized_collectives`), `while_loops` /
                       `optimized_while_loops` (the latter with XLA's `known_trip_count`), and
                       `conversions` (whether mesh-axes replica groups had to be made explicit
                       for jaxlib's HLO importer)
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import subprocess
import sys
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from hlo2chakra import zoo
from hlo2chakra.runtime import progress
from hlo2chakra.runtime.child import piped, python_command
from hlo2chakra.frontend.xla.gpu_targets import canonical_name
from hlo2chakra.files.outdir import atomic_output_dir
from hlo2chakra.errors import ToolError

DEFAULT_TIMEOUT_S = 1800.0


class ExportError(ToolError):
    """The export could not be done; the message is one line naming the culprit."""


@dataclasses.dataclass(frozen=True)
class ExportResult:
    out_dir: Path
    files: tuple[str, ...]
    meta: Mapping[str, Any]

    def path(self, name: str) -> Path:
        return self.out_dir / name


def parse_mesh(text: str) -> dict[str, int]:
    """'data=4,model=2' -> {'data': 4, 'model': 2}: the one --mesh parser, ``frontend.retarget``'s."""
    from hlo2chakra.frontend.xla.retarget import RetargetError, parse_mesh_arg

    try:
        return parse_mesh_arg(text)
    except RetargetError as exc:
        raise ExportError(str(exc)) from None


def export_model(name: str, mesh: Mapping[str, int] | None, out_dir: str | os.PathLike[str], *,
                 gspmd: bool = False, optimized: bool = True, bytecode: bool = False,
                 gpu_target: str | None = None, overwrite: bool = False, timeout_s: float = DEFAULT_TIMEOUT_S,
                 config: Mapping[str, Any] | None = None, **overrides: Any) -> ExportResult:
    """Export model `name` (see `hlo2chakra.zoo.MODELS`) on `mesh` (None = the model's default).

    The model's config overrides are `config` and `overrides` together (a key in both: the keyword's);
    settings that come as data (a CLI's --set, a sweep's) go in `config`, where a key that is named
    like a parameter here (`timeout_s`, `gspmd`) still reaches the zoo, which refuses it."""
    overrides = {**(config or {}), **overrides}
    try:
        entry = zoo.get_entry(name)
    except zoo.ZooError as exc:
        raise ExportError(str(exc)) from None
    mesh = dict(entry.default_mesh if mesh is None else mesh)
    if gpu_target is not None:
        try:
            gpu_target = canonical_name(gpu_target)
        except KeyError as exc:
            raise ExportError(exc.args[0]) from None
    if not mesh or any(int(s) < 1 for s in mesh.values()):
        raise ExportError(f"bad mesh {mesh}: every axis needs a size >= 1")
    target = Path(out_dir)
    with atomic_output_dir(target, command="export", overwrite=overwrite, flag="overwrite=True / --force",
                           error=ExportError) as tmp:
        request = {"model": name, "mesh": mesh, "overrides": dict(overrides), "out_dir": str(tmp),
                   "num_devices": math.prod(mesh.values()), "gspmd": gspmd,
                   "optimized": optimized, "bytecode": bytecode, "gpu_target": gpu_target}
        req_path = tmp / "request.json"
        req_path.write_text(json.dumps(request), encoding="utf-8")
        _run_worker(req_path, timeout_s, name)
        req_path.unlink()
        meta = json.loads((tmp / "meta.json").read_text(encoding="utf-8"))
    if meta.get("optimized_skipped"):
        print(f"hlo2chakra: warning: {meta['optimized_skipped']}", file=sys.stderr)
    return ExportResult(target, tuple(meta["files"]), meta)


def _run_worker(req_path: Path, timeout_s: float, name: str) -> None:
    """Run the worker (an isolated child Python: no code from the working directory); its step
    lines become this run's progress phases, its last ``export_worker:`` line the error."""
    from hlo2chakra.export.worker import STEP_PREFIX

    try:
        proc = subprocess.Popen(python_command("hlo2chakra.export.worker", str(req_path)), stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    except OSError as exc:
        raise ExportError(f"exporting {name!r}: cannot start the export worker ({exc.strerror})") from None
    lines: list[str] = []
    reader = threading.Thread(target=_follow, args=(proc, lines, STEP_PREFIX), daemon=True)
    reader.start()
    try:
        code = proc.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        raise ExportError(f"exporting {name!r} took longer than {timeout_s:.0f} s") from None
    except BaseException:  # an interrupt: the worker goes with us
        proc.kill()
        proc.wait()
        raise
    finally:
        reader.join(timeout=10)
    if code != 0:
        ours = [ln for ln in lines if ln.startswith("export_worker: ")]
        tail = ours[-1][len("export_worker: "):] if ours else (
            [ln for ln in lines if ln.strip() and not ln.startswith(STEP_PREFIX)] or [f"exit code {code}"])[-1]
        raise ExportError(f"exporting {name!r} failed: {tail.strip()}")


def _follow(proc: subprocess.Popen, lines: list[str], step_prefix: str) -> None:
    """Read the worker's stderr to its end: step lines enter a progress phase, the rest is kept."""
    for line in piped(proc.stderr):
        line = line.rstrip("\n")
        if line.startswith(step_prefix):
            progress.phase(line[len(step_prefix):])
        else:
            lines.append(line)
