"""Any supported input -> a lowered per-device ``Program``, whatever form it came in.

``load_input(path, ranks=None, mesh=None, weigh=None)`` detects the form (``frontend.forms``),
partitions global programs with XLA (``frontend.partition``, retargeting to ``mesh`` if given),
converts HLO text / XLA dumps to StableHLO, and lowers the per-device program. It returns the
``Program`` and an ``InputInfo`` (what ``pipeline.convert`` records as the manifest's ``input`` section).
It reports the phases ``parse`` and, for a global program, ``partition`` (``runtime.progress``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from hlo2chakra.checks.limits import LimitError, check_rank_count
from hlo2chakra.frontend.errors import FrontendError, RankCountMismatch
from hlo2chakra.frontend.forms import DetectedInput, InputForm, detect_form, is_dump_folder
from hlo2chakra.frontend.lower import Weigh, lower_module
from hlo2chakra.frontend.mlir import parse_bytes
from hlo2chakra.ir.program import Program
from hlo2chakra.runtime import progress


@dataclass(frozen=True)
class InputInfo:
    """Where the program came from: the user's file, its form, and how it was partitioned."""

    path: str
    sha256: str
    encoding: str
    form: str
    detail: str = ""
    partition: Mapping[str, Any] | None = None  # ``PartitionResult.manifest()``: the manifest's ``PartitionRecord``


def _hlo_to_mlir_text(detected: DetectedInput) -> tuple[str, str]:
    """(MLIR text, how it was imported: see hlo_import)."""
    from hlo2chakra.frontend.hlo.to_stablehlo import hlo_to_stablehlo

    try:
        return hlo_to_stablehlo(detected.text)
    except Exception as exc:  # jaxlib's HLO parser / importer raise their own error types
        raise FrontendError(f"{detected.path}: cannot convert HLO text to StableHLO: {_hlo_error(exc)}") from None


def _hlo_error(exc: Exception) -> str:
    """The HLO parser's error on one line: its first line, and the next when the first only
    introduces it ('Syntax error ... HloModule:' then 'was parsing 4:22: error: ...')."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    if not lines:
        return type(exc).__name__
    return f"{lines[0]} {lines[1]}" if lines[0].endswith(":") and len(lines) > 1 else lines[0]


def is_module_source(path: str | os.PathLike) -> bool:
    """Whether ``convert`` takes ``path`` as its program: a regular file (a StableHLO or HLO module;
    its contents are checked when it is read) or an XLA dump folder holding a module it reads
    (``forms.is_dump_folder``). A trace directory (a ``convert`` output) is neither."""
    p = Path(path).expanduser()
    try:
        return p.is_file() or is_dump_folder(p)
    except OSError:
        return False


def _within_ceiling(count: object, what: str, prefix: str = "") -> None:
    try:
        check_rank_count(count, what)
    except LimitError as exc:
        raise FrontendError(f"{prefix}{exc}") from None


def load_input(path: str | os.PathLike, ranks: int | None = None, mesh: Mapping[str, int] | str | None = None,
               weigh: Weigh | None = None, *, cache: bool = True,
               xla_gpu: str | None = None) -> tuple[Program, InputInfo]:
    """Lower ``path`` to a per-device Program (see the module docstring)."""
    if ranks is not None:
        _within_ceiling(ranks, "--ranks")
    progress.phase("parse")
    detected = detect_form(path)
    header = ("num_partitions x replica_count" if detected.form in (InputForm.HLO_TEXT, InputForm.XLA_DUMP)
              else "mhlo.num_partitions x mhlo.num_replicas")
    _within_ceiling(detected.num_devices, f"{header} = {detected.num_partitions} x {detected.num_replicas} =",
                    f"{detected.path}: ")
    detail = detected.detail
    partition_info = None
    if detected.needs_partitioning:
        from hlo2chakra.frontend.xla.partition import partition

        if ranks is not None and ranks != detected.num_devices and mesh is None:
            raise RankCountMismatch(f"{path}: --ranks {ranks} contradicts the global program, which declares "
                                    f"{detected.num_devices} devices (use --mesh to partition for another mesh)",
                                    ranks, detected.num_devices)
        progress.phase("partition")
        result = partition(detected, mesh, cache=cache, gpu_target=xla_gpu)
        progress.phase("parse")
        module, _ctx, _enc = parse_bytes(result.per_device_text.encode(), f"{path} (partitioned)",
                                       generated=True)
        partition_info = result.manifest()
        ranks = None
    elif xla_gpu is not None:
        raise FrontendError(f"{path}: --xla-gpu needs a global (sharding-annotated) program; this one is "
                            f"{detected.form.value} ({detected.detail}); for XLA's GPU kernels of a "
                            "per-device program, give its XLA GPU dump instead")
    elif mesh is not None:
        raise FrontendError(f"{path}: --mesh needs a global (sharding-annotated) program; this one is "
                            f"{detected.form.value} ({detected.detail})")
    elif detected.form in (InputForm.HLO_TEXT, InputForm.XLA_DUMP):
        text, how = _hlo_to_mlir_text(detected)
        module, _ctx, _enc = parse_bytes(text.encode(), str(detected.path), generated=True)
        if how != "as-dumped":
            detail = f"{detail}; imported with {how}"
    else:  # detect_form parsed every other form already
        module, _ctx = detected.parsed  # keep the context alive while the module is walked
    program = lower_module(module, str(detected.path), weigh=weigh, ranks=ranks)
    info = InputInfo(str(detected.path), detected.sha256, detected.encoding, detected.form.value,
                     detail, partition_info)
    return program, info
