"""Which kind of program a user handed us, decided from the file (or directory) alone.

``detect_form(path)`` reads the input once and returns a ``DetectedInput``:

- ``per-device``: already partitioned: local shapes, explicit collectives. Recognised by: none of
  the below.
- ``replicated``: pmap-style: one program per replica, ``mhlo.num_replicas > 1``, no shardings.
  Recognised by: module attributes.
- ``global-shardy``: global shapes, ``sdy.sharding`` / ``sdy.manual_computation`` (shard_map).
  Recognised by: Shardy sharding attributes or ops (per-device modules from XLA carry only
  ``sdy.mesh``).
- ``global-gspmd``: global shapes, ``mhlo.sharding`` tile assignments. Recognised by: tiled
  ``mhlo.sharding`` or ``@Sharding`` / ``SPMDFullToShardShape`` custom calls, in a module that is
  not an HLO import after partitioning (no ``mhlo.is_dynamic``) or whose only collectives sit in
  manual regions.
- ``hlo-text``: an ``HloModule ...`` text file; ``needs_partitioning`` says whether it is global.
  Recognised by: first line; global when it has tiled ``sharding={devices=..}`` and no collectives,
  or ``SPMDFullToShardShape`` calls.
- ``xla-dump``: a ``--xla_dump_to`` directory: the main (largest) module as XLA's GPU pipeline left
  it (``*gpu_after_optimizations.txt``: its real kernels), else right after SPMD partitioning
  (``*after_spmd-partitioning*.txt``: fused by our model). Recognised by: a directory.

The per-device and replicated forms go straight to lowering; global forms are partitioned with
XLA's SPMD partitioner first (``frontend.partition``). Errors are one-line ``FrontendError``s.
"""

from __future__ import annotations

import enum
import hashlib
import os
import re
from dataclasses import dataclass, field
from typing import Any
from pathlib import Path

from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.frontend.mlir import parse_bytes, read_program_file


class InputForm(str, enum.Enum):
    PER_DEVICE = "per-device"
    REPLICATED = "replicated"
    GLOBAL_SHARDY = "global-shardy"
    GLOBAL_GSPMD = "global-gspmd"
    HLO_TEXT = "hlo-text"
    XLA_DUMP = "xla-dump"


@dataclass(frozen=True)
class DetectedInput:
    """The classified input.

    path: the file the program is read from (for a dump directory, the chosen module file).
    text: the program as text (MLIR for MLIR inputs, HLO for HLO text and dumps).
    needs_partitioning: True for global programs (partition before lowering).
    shardy: for global programs, whether the shardings are Shardy (else GSPMD).
    """

    form: InputForm
    path: Path
    sha256: str
    encoding: str
    text: str
    needs_partitioning: bool
    shardy: bool = False
    num_partitions: int = 1
    num_replicas: int = 1
    detail: str = ""
    # The MLIR module and its context as parsed for detection, so lowering need not parse again.
    parsed: Any = field(default=None, compare=False, repr=False)

    @property
    def num_devices(self) -> int:
        return self.num_partitions * self.num_replicas


# Any of these in the text marks Shardy annotations. Looked for as substrings: a regex alternation
# of them tries each at every character (14 ms over a 2.5 MB module, for nothing when none is there).
_SHARDY_MARKS = ("#sdy.sharding<", "sdy.manual_computation", "sdy.sharding_constraint", "sdy.sharding_per_value")
_GSPMD_TILED = re.compile(r'mhlo\.sharding = "\{+devices=|@Sharding\b|@SPMDFullToShardShape\b|"\{manual\}"')
_GSPMD_MARKS = ('mhlo.sharding = "{', "@Sharding", "@SPMDFullToShardShape", '"{manual}"')  # one is in each match
_MLIR_COLLECTIVE = re.compile(r'"?(?:stablehlo|mhlo)\.(?:all_reduce|all_gather|reduce_scatter|all_to_all|'
                              r'collective_permute|collective_broadcast)')
_HLO_COLLECTIVE = re.compile(r"\s(?:all-reduce|all-gather|reduce-scatter|all-to-all|collective-permute|"
                             r"collective-broadcast)(?:-start)?\(")
_MODULE_INT = r"{name}\s*=\s*(\d+)\s*:\s*i\d+"


def _module_header(text: str) -> str:
    """The `module ... {` line; debug-location aliases (`#loc1 = loc(...)`) may precede it."""
    m = re.search(r"^\s*module\b[^\n]*", text, re.MULTILINE)
    return m.group(0) if m else ""


def _module_int(text: str, name: str) -> int:
    m = re.search(_MODULE_INT.format(name=re.escape(name)), _module_header(text))
    return int(m.group(1)) if m else 1


def classify_mlir(text: str) -> tuple[InputForm, str]:
    """(form, why) for a StableHLO module given as MLIR text."""
    replicas = _module_int(text, "mhlo.num_replicas")
    if any(mark in text for mark in _SHARDY_MARKS):
        return InputForm.GLOBAL_SHARDY, "Shardy sharding annotations (sdy.sharding / manual_computation)"
    if any(mark in text for mark in _GSPMD_MARKS) and _GSPMD_TILED.search(text):
        imported = "mhlo.is_dynamic" in _module_header(text)
        has_manual = "SPMDFullToShardShape" in text or "@Sharding" in text
        if has_manual or not imported:
            return InputForm.GLOBAL_GSPMD, "GSPMD sharding annotations (mhlo.sharding)"
        return InputForm.PER_DEVICE, "partitioned by XLA (HLO import carrying the partitioner's shardings)"
    if replicas > 1:
        return InputForm.REPLICATED, f"pmap-style program over {replicas} replicas (no shardings)"
    return InputForm.PER_DEVICE, "no sharding annotations"


def _hlo_header(text: str) -> tuple[int, int]:
    head = text.split("\n", 1)[0]
    parts = re.search(r"num_partitions=(\d+)", head)
    replicas = re.search(r"replica_count=(\d+)", head)
    return (int(parts.group(1)) if parts else 1), (int(replicas.group(1)) if replicas else 1)


def _hlo_is_global(text: str) -> bool:
    """Tiled shardings and no collectives, or shard_map markers (whose bodies hold collectives)."""
    if 'custom_call_target="SPMDFullToShardShape"' in text:
        return True
    return "sharding={devices=" in text and not _HLO_COLLECTIVE.search(text)


# What ``pick_dump_module`` reads from a ``--xla_dump_to`` folder, by preference.
DUMP_MODULE_PATTERNS = ("*gpu_after_optimizations.txt", "*after_spmd-partitioning*.txt")


def is_dump_folder(path: str | os.PathLike) -> bool:
    """Whether ``path`` is a directory holding a module ``pick_dump_module`` reads (an XLA dump)."""
    folder = Path(path)
    try:
        return folder.is_dir() and any(
            p.is_file() for pattern in DUMP_MODULE_PATTERNS for p in folder.glob(pattern))
    except OSError:  # unreadable: not one we can read
        return False


def pick_dump_module(folder: Path) -> Path:
    """The HLO text of the main (largest) module in an XLA dump dir: GPU-optimized if dumped,
    else right after SPMD partitioning."""
    gpu, partitioned = DUMP_MODULE_PATTERNS
    hits = sorted(folder.glob(gpu)) or sorted(folder.glob(partitioned))
    if not hits:
        raise FrontendError(f"{folder}: no '*gpu_after_optimizations.txt' or '*after_spmd-partitioning*.txt' in this "
                            "XLA dump directory (dump with XLA_FLAGS='--xla_dump_to=DIR "
                            "--xla_dump_hlo_pass_re=spmd-partitioning')")
    last_by_module: dict[str, Path] = {}
    for path in hits:  # one module may be dumped after several partitioner runs; keep its last
        last_by_module[path.name.split(".")[0] + "." + path.name.split(".")[1]] = path
    return max(last_by_module.values(), key=lambda p: (p.stat().st_size, p.name))


def detect_form(path: str | os.PathLike) -> DetectedInput:
    """Classify ``path`` (a StableHLO / HLO file or an XLA dump directory); see the module docstring."""
    p = Path(path)
    if not p.exists():
        raise FrontendError(f"{p}: no such file or directory")
    if p.is_dir():
        chosen = pick_dump_module(p)
        data = read_program_file(chosen)
        text = data.decode("utf-8", errors="replace")
        parts, replicas = _hlo_header(text)
        return DetectedInput(InputForm.XLA_DUMP, chosen, hashlib.sha256(data).hexdigest(), "hlo-text", text,
                             needs_partitioning=False, num_partitions=parts, num_replicas=replicas,
                             detail=f"module {chosen.name} of {p}")
    data = read_program_file(p)
    sha = hashlib.sha256(data).hexdigest()
    if data.lstrip().startswith(b"HloModule"):
        text = data.decode("utf-8", errors="replace")
        parts, replicas = _hlo_header(text)
        is_global = _hlo_is_global(text)
        return DetectedInput(InputForm.HLO_TEXT, p, sha, "hlo-text", text, needs_partitioning=is_global,
                             shardy=False, num_partitions=parts, num_replicas=replicas,
                             detail="global HLO (sharding annotations, no collectives)" if is_global
                             else "per-device HLO")
    module, _ctx, encoding = parse_bytes(data, str(p))
    text = data.decode("utf-8") if encoding == "text" else str(module)
    form, why = classify_mlir(text)
    return DetectedInput(form, p, sha, encoding, text,
                         needs_partitioning=form in (InputForm.GLOBAL_SHARDY, InputForm.GLOBAL_GSPMD),
                         shardy=form is InputForm.GLOBAL_SHARDY,
                         num_partitions=_module_int(text, "mhlo.num_partitions"),
                         num_replicas=_module_int(text, "mhlo.num_replicas"), detail=why, parsed=(module, _ctx))
