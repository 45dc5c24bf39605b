"""The measured NCCL curves of ``shared/data/nccl/README.md``, read at run time.

``CURVES`` names what the README's tables measured (the system, the group's span, whether an
algorithm was forced); the README gives the numbers. ``read_readme`` parses them from the
markdown: a table's ``size (B)`` column and its time column (``time µs``, or ``HW time µs`` in
T12, where a ``GPUs`` column splits the curves), and T11's inline ``1 MB 121.8/16.14; ...``
list. A cell such as ``24.63 (in-place 13.10)`` gives the in-place time (T10 at 32 B: the
out-of-place value is an outlier), ``~393`` gives 393 (digitised from a figure). Sizes and
times are checked with ``netfit.values`` (the nccl-tests parser's bounds).

``read_csv`` reads the same points from ``tests/data/nccl_curves.csv`` (a copy, for runs where
``shared/`` is absent). ``load_curves`` prefers the README and falls back to the copy.
"""

from __future__ import annotations

import csv
import os
import re
from dataclasses import dataclass
from pathlib import Path

from hlo2chakra.errors import BadInputError
from hlo2chakra.sim.netfit.source import read_capped_text
from hlo2chakra.sim.netfit.values import BadValue, read_size, read_time

ROOT = Path(__file__).resolve().parents[4]
# ../shared beside the repository, or wherever $HLO2CHAKRA_SHARED says (as tests/conftest.py)
README = Path(os.environ.get("HLO2CHAKRA_SHARED") or ROOT.parent / "shared") / "data" / "nccl" / "README.md"
CSV_COPY = ROOT / "tests" / "data" / "nccl_curves.csv"


class NcclCurvesError(BadInputError):
    """The curves file is not what this reader expects (one line naming the table and cell)."""


@dataclass(frozen=True)
class CurveSpec:
    """What one measured curve is: its table, system and the group it ran on."""

    key: str  # 'T1', 'T12/8' (T12 has one curve per GPU count)
    system: str
    kind: str
    gpus_per_node: int
    nodes: int
    forced: tuple[str, ...] | None  # NCCL_ALGO of the run, None: NCCL's default choice
    source: str
    release: str = ""  # the run's NCCL release ("2.18.5"), "" when the source does not say


CURVES: tuple[CurveSpec, ...] = (
    CurveSpec("T1", "8x H100 SXM (Azure ND H100 v5), NCCL 2.18.5", "all_reduce", 8, 1, ("nvls",),
              "Azure/AI-benchmarking-guide ND_H100_v5_results.md, NCCL_ALGO=NVLS", "2.18.5"),
    CurveSpec("T4", "4x GB200 (Azure ND GB200 v6), NCCL 2.25.1", "all_reduce", 4, 1, ("ring",),
              "Azure/AI-benchmarking-guide ND_GB200_v6_results.md, NCCL_ALGO=Ring", "2.25.1"),
    CurveSpec("T10", "8x H20 (NVLink4, NVSwitch), NCCL unknown", "all_reduce", 8, 1, None,
              "deepseek-ai/DeepEP#303, default algorithm"),
    CurveSpec("T12/2", "HGX H100, 2 GPUs (ASTRA-sim validation)", "all_reduce", 2, 1, ("ring",),
              "astra-sim-docs HGX-H100 validation figure (digitised), Ring forced"),
    CurveSpec("T12/4", "HGX H100, 4 GPUs (ASTRA-sim validation)", "all_reduce", 4, 1, ("ring",),
              "astra-sim-docs HGX-H100 validation figure (digitised), Ring forced"),
    CurveSpec("T12/8", "HGX H100, 8 GPUs (ASTRA-sim validation)", "all_reduce", 8, 1, ("ring",),
              "astra-sim-docs HGX-H100 validation figure (digitised), Ring forced"),
    CurveSpec("T5", "2 x 8 H100 (GCP A3 Mega, GPUDirect-TCPXO)", "all_reduce", 8, 2, None,
              "lessizzmore/create-a3mega-ztan-fork ztan-NCCL-test-result, default algorithm"),
    CurveSpec("T8", "4 x 8 GPUs (likely H100), NCCL 2.19.3", "all_reduce", 8, 4, None,
              "NVIDIA/nccl#1222, default algorithm", "2.19.3"),
    CurveSpec("T11", "2 x 8 H20 (CX7 IB NDR), NCCL 2.21.5", "all_reduce", 8, 2, None,
              "NVIDIA/nccl#1244, default algorithm", "2.21.5"),
)
SPECS = {c.key: c for c in CURVES}


@dataclass(frozen=True)
class MeasuredCurve:
    spec: CurveSpec
    points: tuple[tuple[int, float], ...]  # (size bytes, time us), ascending sizes


_SECTION = re.compile(r"^## (T\d+)\.", re.M)
_INLINE = re.compile(r"(\d+) MB ([0-9.]+)/([0-9.]+)")
_IN_PLACE = re.compile(r"in-place\s+([0-9.]+)")


def _cell_time(cell: str, where: str) -> float:
    match = _IN_PLACE.search(cell)
    word = match.group(1) if match else cell.split("(")[0].strip().lstrip("~")
    try:
        value = read_time(word)
    except BadValue as exc:
        raise NcclCurvesError(f"{where}: {exc}") from None
    if value is None:
        raise NcclCurvesError(f"{where}: no time in {cell!r}")
    return value


def _cell_size(cell: str, where: str) -> int:
    try:
        return read_size(cell.strip())
    except BadValue as exc:
        raise NcclCurvesError(f"{where}: {exc}") from None


def _table_rows(body: str) -> tuple[list[str], list[list[str]]]:
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in body.splitlines()
            if line.strip().startswith("|")]
    rows = [r for r in rows if not all(set(c) <= set("-: ") for c in r)]  # the |---| line
    return (rows[0], rows[1:]) if rows else ([], [])


def _column(header: list[str], table: str, *starts: str) -> int:
    for i, name in enumerate(header):
        if any(name.lower().startswith(s) for s in starts):
            return i
    raise NcclCurvesError(f"{table}: no column starting with {' or '.join(map(repr, starts))} in {header}")


def parse_readme(text: str) -> dict[str, tuple[tuple[int, float], ...]]:
    """{curve key: points} for every table of ``CURVES`` found in the README's text."""
    sections = {}
    marks = list(_SECTION.finditer(text))
    for i, m in enumerate(marks):
        sections[m.group(1)] = text[m.end():marks[i + 1].start() if i + 1 < len(marks) else len(text)]
    out: dict[str, list[tuple[int, float]]] = {}
    for table, body in sections.items():
        if table == "T11":
            description = body.split("Comment")[0]
            for mb, t, _bw in _INLINE.findall(description):
                out.setdefault("T11", []).append((int(mb) << 20, _cell_time(t, f"T11 {mb} MB")))
            continue
        header, rows = _table_rows(body.split("\n\n## ")[0])
        if not header or not any(k == table or k.startswith(table + "/") for k in SPECS):
            continue
        size_i = _column(header, table, "size")
        time_i = _column(header, table, "time", "hw time")
        gpus_i = _column(header, table, "gpus") if table == "T12" else None
        for row in rows:
            where = f"{table} row {row[:2]}"
            if len(row) <= max(size_i, time_i):
                raise NcclCurvesError(f"{where}: {len(row)} cells, the header has {len(header)}")
            key = f"{table}/{int(row[gpus_i])}" if gpus_i is not None else table
            out.setdefault(key, []).append((_cell_size(row[size_i], where), _cell_time(row[time_i], where)))
    return {k: tuple(sorted(v)) for k, v in out.items() if k in SPECS}


def read_readme(path: Path = README) -> tuple[MeasuredCurve, ...]:
    """The curves of the shared README; () when the file is absent (e.g. CI without shared/)."""
    if not Path(path).is_file():
        return ()
    points = parse_readme(read_capped_text(path, NcclCurvesError))
    return tuple(MeasuredCurve(SPECS[k], points[k]) for k in SPECS if k in points)


def read_csv(path: Path = CSV_COPY) -> tuple[MeasuredCurve, ...]:
    """The same curves from the repository's copy (columns: curve, size_bytes, time_us)."""
    if not Path(path).is_file():
        return ()
    lines = [ln for ln in Path(path).read_text().splitlines() if ln and not ln.startswith("#")]
    points: dict[str, list[tuple[int, float]]] = {}
    for row in csv.DictReader(lines):
        key = row["curve"]
        if key not in SPECS:
            raise NcclCurvesError(f"{path}: unknown curve {key!r}")
        points.setdefault(key, []).append((_cell_size(row["size_bytes"], key), _cell_time(row["time_us"], key)))
    return tuple(MeasuredCurve(SPECS[k], tuple(sorted(points[k]))) for k in SPECS if k in points)


def load_curves(readme: Path = README, copy: Path = CSV_COPY) -> tuple[MeasuredCurve, ...]:
    """The README's curves when it is there, else the repository's copy."""
    return read_readme(readme) or read_csv(copy)
