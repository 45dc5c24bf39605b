"""Per-GPU evidence tables: the measured GEMM, HBM and attention figures a preset's efficiencies
are fitted to (``cost.calibrate.evidence_fit``), one CSV per preset in ``cost/evidence/``.

A table is CSV with ``#`` comment lines first. ``# source KEY: text`` lines name the sources (a
URL, what was measured, on which software); every row's ``source`` column is one of those keys.
Columns (``COLUMNS``):

    kind       gemm | memory | attention | peak_memory
    dtype      operand element type of a GEMM or attention (bf16, f16, f8e4m3fn, f8e5m2, ...); "" else
    batch, m, n, k   GEMM geometry C[b, m, n] = A[b, m, k] B[b, k, n]; attention: heads, seq_q, seq_k, head_dim
    bytes      memory rows: bytes one kernel moves (reads + writes); 0 else
    value      the measurement, in ``unit``
    unit       tflops (gemm, attention) | gbps (memory, peak_memory) | fraction (memory: of peak, carried
               over from another part, see ``device``)
    device     the part that was measured; a row measured on another part than the preset's is
               DERIVED (carried over), and the table says so
    power_w, clock_mhz   the power limit and SM clock of the measurement when published (0 = not published)
    method     how it was measured (timer, iterations, kernel)
    source     a ``# source`` key; keys starting with "device" are measurements `scripts/device_calibrate.sh`
               took on the GPU itself: for each kind (and GEMM rate), they replace the published rows

``# fixed NAME: VALUE reason`` lines hold a GEMM shape parameter (``FIXABLE``) at a value carried over
from another part instead of fitting it, for tables too small to determine it (one row per rate).

``read_evidence`` rejects malformed tables with a one-line ``EvidenceError`` naming file, line and column.
"""

from __future__ import annotations

import csv
import io
import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from hlo2chakra.cost.calibrate.fit import CalibrationError

EVIDENCE_DIR = Path(__file__).resolve().parents[1] / "evidence"
COLUMNS = ("kind", "dtype", "batch", "m", "n", "k", "bytes", "value", "unit", "device", "power_w", "clock_mhz",
           "method", "source")
KINDS = ("gemm", "memory", "attention", "peak_memory")
_UNITS = {"gemm": ("tflops",), "attention": ("tflops",), "memory": ("gbps", "fraction"), "peak_memory": ("gbps",)}
DEVICE_SOURCE_PREFIX = "device"
_SOURCE_LINE = re.compile(r"^#\s*source\s+([A-Za-z0-9_.\-]+)\s*:\s*(.+)$")
_FIXED_LINE = re.compile(r"^#\s*fixed\s+([a-z_]+)\s*:\s*([0-9.eE+-]+)\s*(.*)$")
FIXABLE = ("gemm_k_overhead", "gemm_latency_ns")


class EvidenceError(CalibrationError):
    """An evidence table that cannot be used; the message is one line naming file, line and column."""


@dataclass(frozen=True)
class EvidenceRow:
    """One published or measured figure (see the module docstring for the columns)."""

    kind: str
    dtype: str
    batch: int
    m: int
    n: int
    k: int
    bytes: int
    value: float
    unit: str
    device: str
    power_w: float
    clock_mhz: float
    method: str
    source: str

    @property
    def flops(self) -> int:
        """GEMM FLOPs (2 b m n k); 0 for other kinds."""
        return 2 * self.batch * self.m * self.n * self.k if self.kind == "gemm" else 0

    @property
    def time_ns(self) -> float:
        """The measured kernel time: GEMM from its TFLOP/s, memory from its GB/s and bytes."""
        if self.kind == "gemm":
            return self.flops / (self.value * 1e12) * 1e9
        if self.kind == "memory" and self.unit == "gbps" and self.bytes:
            return self.bytes / (self.value * 1e9) * 1e9
        raise ValueError(f"row {self.kind}/{self.unit} has no kernel time")

    @property
    def measured_here(self) -> bool:
        return self.source.startswith(DEVICE_SOURCE_PREFIX)


@dataclass(frozen=True)
class EvidenceTable:
    """The rows of one preset's evidence file, its ``# source`` keys and its other comment lines."""

    rows: tuple[EvidenceRow, ...]
    sources: Mapping[str, str] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    fixed: Mapping[str, tuple[float, str]] = field(default_factory=dict)  # NAME -> (value, reason)

    def of_kind(self, kind: str) -> tuple[EvidenceRow, ...]:
        return tuple(r for r in self.rows if r.kind == kind)


def evidence_path(preset_file_stem: str) -> Path:
    """Where a preset's evidence lives: ``cost/evidence/<preset file stem>.csv``."""
    return EVIDENCE_DIR / f"{preset_file_stem}.csv"


def _fail(where: str, line: int, column: str, what: str) -> EvidenceError:
    return EvidenceError(f"{where}:{line}: column '{column}' {what}")


def _int(raw: str, where: str, line: int, column: str) -> int:
    try:
        value = int(raw.strip() or "0")
    except ValueError:
        raise _fail(where, line, column, f"must be an integer, got {raw!r}") from None
    if value < 0:
        raise _fail(where, line, column, f"must be >= 0, got {raw!r}")
    return value


def _float(raw: str, where: str, line: int, column: str) -> float:
    try:
        value = float(raw.strip() or "0")
    except ValueError:
        raise _fail(where, line, column, f"must be a number, got {raw!r}") from None
    if not math.isfinite(value) or value < 0:
        raise _fail(where, line, column, f"must be a finite number >= 0, got {raw!r}")
    return value


def _row(record: Mapping[str, str], where: str, line: int, sources: Mapping[str, str]) -> EvidenceRow:
    kind = (record.get("kind") or "").strip()
    if kind not in KINDS:
        raise _fail(where, line, "kind", f"must be one of {', '.join(KINDS)}, got {kind!r}")
    unit = (record.get("unit") or "").strip()
    if unit not in _UNITS[kind]:
        raise _fail(where, line, "unit", f"must be {' or '.join(_UNITS[kind])} for a {kind} row, got {unit!r}")
    ints = {c: _int(record.get(c) or "", where, line, c) for c in ("batch", "m", "n", "k", "bytes")}
    if kind in ("gemm", "attention") and min(ints[c] for c in ("batch", "m", "n", "k")) <= 0:
        raise _fail(where, line, "batch", f"a {kind} row needs batch, m, n, k > 0")
    if kind == "memory" and unit == "gbps" and ints["bytes"] <= 0:
        raise _fail(where, line, "bytes", "a measured memory row needs the bytes one kernel moves")
    value = _float(record.get("value") or "", where, line, "value")
    if value <= 0 or (unit == "fraction" and value > 1):
        raise _fail(where, line, "value", f"must be > 0{' and <= 1' if unit == 'fraction' else ''}, got {value!r}")
    source = (record.get("source") or "").strip()
    if source not in sources:
        raise _fail(where, line, "source", f"{source!r} is not a '# source KEY: ...' line of the file")
    dtype = (record.get("dtype") or "").strip().lower()
    if kind in ("gemm", "attention") and not dtype:
        raise _fail(where, line, "dtype", f"a {kind} row needs its operand dtype")
    return EvidenceRow(
        kind=kind, dtype=dtype, unit=unit, value=value, source=source,
        power_w=_float(record.get("power_w") or "", where, line, "power_w"),
        clock_mhz=_float(record.get("clock_mhz") or "", where, line, "clock_mhz"),
        device=(record.get("device") or "").strip(), method=(record.get("method") or "").strip(), **ints,
    )


def parse_evidence(text: str, where: str = "evidence") -> EvidenceTable:
    """Parse an evidence table from text (``where`` names it in errors)."""
    lines = text.splitlines()
    sources: dict[str, str] = {}
    fixed: dict[str, tuple[float, str]] = {}
    notes: list[str] = []
    body_start = 0
    for i, line in enumerate(lines):
        if not line.startswith("#"):
            body_start = i
            break
        match, fix = _SOURCE_LINE.match(line), _FIXED_LINE.match(line)
        if match:
            sources[match.group(1)] = match.group(2).strip()
        elif fix:
            if fix.group(1) not in FIXABLE:
                raise EvidenceError(f"{where}:{i + 1}: '# fixed {fix.group(1)}' is not one of {', '.join(FIXABLE)}")
            fixed[fix.group(1)] = (_float(fix.group(2), where, i + 1, "fixed"), fix.group(3).strip())
        else:
            notes.append(line[1:].strip())
    else:
        body_start = len(lines)
    reader = csv.DictReader(io.StringIO("\n".join(lines[body_start:])))
    header = tuple(reader.fieldnames or ())
    if header != COLUMNS:
        raise EvidenceError(f"{where}:{body_start + 1}: header must be {','.join(COLUMNS)}, got {','.join(header)}")
    rows = tuple(_row(record, where, body_start + 2 + n, sources) for n, record in enumerate(reader))
    return EvidenceTable(rows, dict(sources), tuple(notes), dict(fixed))


def read_evidence(path: str | os.PathLike) -> EvidenceTable:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise EvidenceError(f"{path}: cannot read evidence table ({exc.strerror or exc})") from None
    return parse_evidence(text, str(path))


def _plain(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def format_evidence(table: EvidenceTable) -> str:
    """The CSV text of ``table`` (what ``parse_evidence`` reads)."""
    out = io.StringIO()
    for note in table.notes:
        out.write(f"# {note}\n" if note else "#\n")
    for key, text in table.sources.items():
        out.write(f"# source {key}: {text}\n")
    for name, (value, reason) in table.fixed.items():
        out.write(f"# fixed {name}: {_plain(value)} {reason}".rstrip() + "\n")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for r in table.rows:
        writer.writerow([r.kind, r.dtype, r.batch, r.m, r.n, r.k, r.bytes, _plain(r.value), r.unit, r.device,
                         _plain(r.power_w), _plain(r.clock_mhz), r.method, r.source])
    return out.getvalue()


def merge_measured(table: EvidenceTable, measured: EvidenceTable) -> EvidenceTable:
    """``table`` with the rows (and sources) of a device run appended, replacing earlier device rows."""
    kept = tuple(r for r in table.rows if not r.measured_here)
    sources = {k: v for k, v in table.sources.items() if not k.startswith(DEVICE_SOURCE_PREFIX)}
    sources.update(measured.sources)
    return EvidenceTable(kept + tuple(measured.rows), sources, table.notes, table.fixed)


def rows_for_fit(rows: Iterable[EvidenceRow], group_of) -> tuple[EvidenceRow, ...]:
    """Rows to fit: per group (``group_of(row)``), the device-measured ones when there are any."""
    rows = tuple(rows)
    measured_groups = {group_of(r) for r in rows if r.measured_here}
    return tuple(r for r in rows if r.measured_here or group_of(r) not in measured_groups)


def devices(rows: Sequence[EvidenceRow]) -> tuple[str, ...]:
    return tuple(sorted({r.device for r in rows if r.device}))
