"""Read the text output of NVIDIA's nccl-tests (``all_reduce_perf``, ``all_gather_perf``,
``reduce_scatter_perf``) into measured curves.

Format (nccl-tests prints it on stdout): ``#`` header lines (``# nThread 1 nGpus 8 ...``, one
``#  Rank  0 Group  0 Pid ... device  0 [0x..] NVIDIA H100 ...`` line per rank, the column
header ``#  size  count  type  redop  root  time  algbw  busbw  #wrong  time ...`` with the
out-of-place columns first, then in-place), one data row per message size, then trailer lines
such as ``# Out of bounds values : 0 OK`` and ``# Avg bus bandwidth : 123.4``. Older versions
lack the ``root`` column and call ``#wrong`` ``error``; the column header is read, not assumed.

Sizes are nccl-tests' ``size`` column: bytes of the whole buffer (all-gather: the gathered
output; reduce-scatter: the input). Times are microseconds. The collective comes from the
``# Collective test starting: NAME`` line when present, else from the file name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

COLLECTIVES = ("all_reduce", "all_gather", "reduce_scatter")
_START = re.compile(r"Collective test starting:\s*(\w+)")
_RANK = re.compile(r"^#\s*Rank\s+(\d+)\b.*?device\s+\d+\s+\[[^\]]*\]\s*(.*?)\s*$")


class NcclOutputError(ValueError):
    """A file that is not nccl-tests output we can read (the message names the file and line)."""


@dataclass(frozen=True)
class NcclPoint:
    size_bytes: int
    out_of_place_us: float | None
    in_place_us: float | None

    @property
    def time_us(self) -> float:
        """In-place time when measured (no extra copy, what the training frameworks run), else out-of-place."""
        value = self.in_place_us if self.in_place_us is not None else self.out_of_place_us
        assert value is not None
        return value


@dataclass(frozen=True)
class NcclCurve:
    collective: str  # one of COLLECTIVES
    ranks: int
    device: str  # the GPU name nccl-tests printed for rank 0 ('' if absent)
    points: tuple[NcclPoint, ...]
    source: str


def _collective(text: str, path: str) -> str:
    match = _START.search(text)
    names = [match.group(1)] if match else []
    names.append(Path(path).name)
    for name in names:
        for collective in COLLECTIVES:
            if collective in name or collective.replace("_", "") in name.lower():
                return collective
    raise NcclOutputError(
        f"{path}: cannot tell which collective this is (no '# Collective test starting:' line and the "
        f"file name names none of {', '.join(COLLECTIVES)}); rename it, e.g. all_reduce_perf.txt")


def _header_columns(line: str) -> list[str] | None:
    words = line.lstrip("#").split()
    if len(words) >= 5 and words[0] == "size" and words[1] == "count":
        return words
    return None


def _number(word: str, path: str, lineno: int) -> float | None:
    if word.upper() in ("N/A", "NAN", "-"):
        return None
    try:
        return float(word)
    except ValueError:
        raise NcclOutputError(f"{path}:{lineno}: {word!r} is not a number") from None


def _time_columns(columns: list[str]) -> tuple[int, int | None]:
    times = [i for i, name in enumerate(columns) if name == "time"]
    if not times:
        raise NcclOutputError("the column header has no 'time' column")
    return times[0], (times[1] if len(times) > 1 else None)


def parse_nccl_tests(text: str, path: str = "<text>") -> NcclCurve:
    """One nccl-tests run -> its curve (rows in file order, sizes must be distinct)."""
    collective = _collective(text, path)
    columns: list[str] | None = None
    ranks: dict[int, str] = {}
    points: list[NcclPoint] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            rank = _RANK.match(line)
            if rank:
                ranks[int(rank.group(1))] = rank.group(2)
            columns = columns or _header_columns(line)
            continue
        if columns is None:
            continue  # banner text before the table (e.g. an MPI launcher's lines)
        words = line.split()
        if len(words) < len(columns) - 4 or not words[0].isdigit():
            continue  # a warning line from NCCL or the launcher inside the table
        try:
            out_i, in_i = _time_columns(columns)
        except NcclOutputError as exc:
            raise NcclOutputError(f"{path}: {exc}") from None
        if len(words) <= out_i:
            raise NcclOutputError(f"{path}:{lineno}: row has {len(words)} fields, the header has {len(columns)}")
        out_us = _number(words[out_i], path, lineno)
        in_us = _number(words[in_i], path, lineno) if in_i is not None and in_i < len(words) else None
        if out_us is None and in_us is None:
            continue
        if (out_us is not None and out_us <= 0) or (in_us is not None and in_us <= 0):
            raise NcclOutputError(f"{path}:{lineno}: time must be > 0")
        points.append(NcclPoint(int(words[0]), out_us, in_us))
    if columns is None:
        raise NcclOutputError(f"{path}: no nccl-tests column header ('#  size  count  type ...') found")
    if not points:
        raise NcclOutputError(f"{path}: the table has no data rows")
    sizes = [p.size_bytes for p in points]
    if len(set(sizes)) != len(sizes):
        raise NcclOutputError(f"{path}: size {_first_repeat(sizes)} appears twice (one run per file)")
    if not ranks:
        raise NcclOutputError(f"{path}: no '#  Rank N ... device' lines, so the rank count is unknown")
    return NcclCurve(collective, len(ranks), ranks.get(0, next(iter(ranks.values()))), tuple(points), path)


def _first_repeat(values: list[int]) -> int:
    seen: set[int] = set()
    for v in values:
        if v in seen:
            return v
        seen.add(v)
    raise AssertionError("no repeat")


def read_nccl_tests(path: str | Path) -> NcclCurve:
    try:
        text = Path(path).read_text(errors="replace")
    except OSError as exc:
        raise NcclOutputError(f"{path}: cannot read ({exc.strerror})") from None
    return parse_nccl_tests(text, str(path))
