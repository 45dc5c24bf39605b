"""Read the text output of NVIDIA's nccl-tests (``all_reduce_perf``, ``all_gather_perf``,
``reduce_scatter_perf``, ``alltoall_perf``, ``sendrecv_perf``) into measured curves.

Format (nccl-tests prints it on stdout): ``#`` header lines (``# nThread 1 nGpus 8 ...``, one
``#  Rank  0 Group  0 Pid ... device  0 [0x..] NVIDIA H100 ...`` line per rank, the column
header ``#  size  count  type  redop  root  time  algbw  busbw  #wrong  time ...`` with the
out-of-place columns first, then in-place), one data row per message size, then trailer lines
such as ``# Out of bounds values : 0 OK`` and ``# Avg bus bandwidth : 123.4``. Older versions
lack the ``root`` column and call ``#wrong`` ``error``; the column header is read, not assumed.

Sizes are nccl-tests' ``size`` column: bytes of the whole buffer (all-gather: the gathered
output; reduce-scatter: the input; all-to-all: each rank's send buffer, size / ranks to every
peer; send/recv: what each rank sends to the next). The curve's ``collective`` is the NCCL
model's kind: ``all_reduce``, ``all_gather``, ``reduce_scatter``, ``all_to_all``, ``send_recv``
(nccl-tests spells the last two ``alltoall`` and ``sendrecv``). Times are microseconds. The collective comes from the
``# Collective test starting: NAME`` line when present, else from the file name.

Every value is checked where it is read (``netfit.values``: ASCII-digit sizes up to 2**50 bytes,
finite times of 0.001 .. 1e12 us, rank ids below the rank ceiling) and the file itself by
``netfit.source`` (a regular file of at most 64 MiB). A file has at most ``MAX_LINES``
(1,048,576) lines and ``MAX_ROWS`` (1024) data rows: the fit's time grows with every row, and
nccl-tests ``-f 2`` prints one per power of two (35 from 1 B to 16 GiB). Each refusal is one
``NcclOutputError`` line naming the file (and the line and the value, when one is to blame).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, TypeVar

from hlo2chakra.errors import BadInputError
from hlo2chakra.sim.netfit.source import read_capped_text
from hlo2chakra.sim.netfit.values import BadValue, read_rank, read_size, read_time

COLLECTIVES = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all", "send_recv")
_START = re.compile(r"Collective test starting:\s*(\w+)")
MAX_ROWS = 1024
MAX_LINES = 1 << 20  # nccl-tests prints a line per rank and per size: far fewer, even on 100k GPUs
T = TypeVar("T")
# Two plain patterns, not one with lazy groups: that one took seconds on a line of a few
# thousand spaces (backtracking grows with the square of the line).
_RANK = re.compile(r"#\s*Rank\s+(\S+)")
_DEVICE = re.compile(r"\bdevice\s+\d+\s+\[[^\]]{0,64}\]")
_HOST = re.compile(r"\bon\s+(\S{1,255})\s+device\b")


class NcclOutputError(BadInputError):
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
    hosts: int = 0  # distinct host names on the rank lines ('Pid ... on HOST device'); 0: not printed


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
        f"file name names none of {', '.join(COLLECTIVES)} (alltoall, sendrecv)); rename it, e.g. all_reduce_perf.txt")


def _header_columns(line: str) -> list[str] | None:
    body = line.lstrip("#")
    if body.split(None, 2)[:2] != ["size", "count"]:  # a cheap look first: most '#' lines are not it
        return None
    words = body.split()
    return words if len(words) >= 5 else None


def _rank(line: str, path: str, lineno: int) -> tuple[int, str, str] | None:
    """(rank id, device name, host or '') of a ``#  Rank N ... on HOST device D [bus] NAME`` line, else None."""
    rank = _RANK.match(line)
    device = _DEVICE.search(line, rank.end()) if rank else None
    if rank is None or device is None:
        return None
    host = _HOST.search(line, rank.end(), device.end())
    return (_value(read_rank, rank.group(1), path, lineno), line[device.end():].strip(),
            host.group(1) if host else "")


def _value(read: Callable[[str], T], word: str, path: str, lineno: int) -> T:
    """``read(word)`` with a refusal turned into one line naming the file and line."""
    try:
        return read(word)
    except BadValue as exc:
        raise NcclOutputError(f"{path}:{lineno}: {exc}") from None


def _time_columns(columns: list[str]) -> tuple[int, int | None]:
    times = [i for i, name in enumerate(columns) if name == "time"]
    if not times:
        raise NcclOutputError("the column header has no 'time' column")
    return times[0], (times[1] if len(times) > 1 else None)


def _lines(text: str, path: str) -> list[str]:
    """The lines of ``text`` (universal newlines, numbered as editors number them), at most ``MAX_LINES``.

    Counted before they are split: a list of 64 million short lines cost gigabytes, and a
    Python step per line tens of seconds.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    count = text.count("\n") + 1
    if count > MAX_LINES:
        raise NcclOutputError(f"{path}: {count:,} lines, more than the {MAX_LINES:,} fit-network reads "
                              "(nccl-tests prints one per rank and one per size)")
    return text.split("\n")


def parse_nccl_tests(text: str, path: str = "<text>") -> NcclCurve:
    """One nccl-tests run -> its curve (rows in file order, sizes must be distinct)."""
    collective = _collective(text, path)
    columns: list[str] | None = None
    ranks: dict[int, str] = {}
    hosts: set[str] = set()
    points: list[NcclPoint] = []
    for lineno, raw in enumerate(_lines(text, path), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            rank = _rank(line, path, lineno)
            if rank:
                ranks[rank[0]] = rank[1]
                hosts.add(rank[2])
            columns = columns or _header_columns(line)
            continue
        if columns is None or not line[0].isdigit():
            continue  # banner text before the table (e.g. an MPI launcher's lines), or not a row
        # Only the columns the header names: the rest of a hostile line stays one string.
        words = line.split(None, len(columns) + 1)
        if len(words) < len(columns) - 4 or not words[0].isdigit():
            continue  # a warning line from NCCL or the launcher inside the table
        size = _value(read_size, words[0], path, lineno)  # isdigit() also says yes to '²³': refused here
        try:
            out_i, in_i = _time_columns(columns)
        except NcclOutputError as exc:
            raise NcclOutputError(f"{path}: {exc}") from None
        if len(words) <= out_i:
            raise NcclOutputError(f"{path}:{lineno}: row has {len(words)} fields, the header has {len(columns)}")
        out_us = _value(read_time, words[out_i], path, lineno)
        in_us = _value(read_time, words[in_i], path, lineno) if in_i is not None and in_i < len(words) else None
        if out_us is None and in_us is None:
            continue
        if len(points) == MAX_ROWS:
            raise NcclOutputError(f"{path}:{lineno}: more than {MAX_ROWS} data rows (nccl-tests -f 2 prints one "
                                  "per power of two); the fit's time grows with every row, so thin the sizes")
        points.append(NcclPoint(size, out_us, in_us))
    if columns is None:
        raise NcclOutputError(f"{path}: no nccl-tests column header ('#  size  count  type ...') found")
    if not points:
        raise NcclOutputError(f"{path}: the table has no data rows")
    sizes = [p.size_bytes for p in points]
    if len(set(sizes)) != len(sizes):
        raise NcclOutputError(f"{path}: size {_first_repeat(sizes)} appears twice (one run per file)")
    if not ranks:
        raise NcclOutputError(f"{path}: no '#  Rank N ... device' lines, so the rank count is unknown")
    return NcclCurve(collective, len(ranks), ranks.get(0, next(iter(ranks.values()))), tuple(points), path,
                     0 if "" in hosts else len(hosts))


def _first_repeat(values: list[int]) -> int:
    seen: set[int] = set()
    for v in values:
        if v in seen:
            return v
        seen.add(v)
    raise AssertionError("no repeat")


def read_nccl_tests(path: str | Path) -> NcclCurve:
    """The curve in the nccl-tests output file ``path`` (a regular file of at most 64 MiB)."""
    return parse_nccl_tests(read_capped_text(path, NcclOutputError), str(path))
