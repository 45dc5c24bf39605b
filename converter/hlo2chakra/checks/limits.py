"""Ceilings that keep small hostile inputs from costing minutes or gigabytes.

One place for each limit, checked where a count enters (module attribute, ``--ranks``,
``--npus``, a manifest's ``num_ranks``) and before anything is allocated per rank:

- ranks: at most ``DEFAULT_MAX_RANKS`` (131,072), or the value of the environment variable
  ``HLO2CHAKRA_MAX_RANKS``; a rank count must be a whole number (not a float, bool or string).
  The default was 1,048,576, but ``convert --ranks 1048576`` of even a tiny program took 118 s
  and 2.9 GB (per-rank manifest and links), so a one-word typo cost two minutes: the default now
  sits at twice the largest cluster checked (65,536 ranks), and larger runs say so explicitly.
- region nesting: at most ``MAX_NESTING_DEPTH`` nested regions (``{ ... }``) in MLIR text; the
  MLIR parser itself crashes (stack overflow) a few thousand levels deep.
- unrolled ops: ``MAX_UNROLLED_OPS`` ops after inlining calls and unrolling loops.
"""

from __future__ import annotations

from hlo2chakra.errors import BadInputError

import os
from typing import Callable

DEFAULT_MAX_RANKS = 131_072
MAX_RANKS_ENV = "HLO2CHAKRA_MAX_RANKS"
MAX_NESTING_DEPTH = 512
MAX_UNROLLED_OPS = 5_000_000


class LimitError(BadInputError):
    """An input exceeds one of the ceilings above; the message is one line naming it."""


def max_ranks() -> int:
    """The rank ceiling in force: ``HLO2CHAKRA_MAX_RANKS`` if set (a positive integer), else the default."""
    raw = os.environ.get(MAX_RANKS_ENV, "").strip()
    if not raw:
        return DEFAULT_MAX_RANKS
    try:
        value = int(raw)
    except ValueError:
        raise LimitError(f"{MAX_RANKS_ENV}={raw!r}: must be a positive whole number") from None
    if value < 1:
        raise LimitError(f"{MAX_RANKS_ENV}={raw!r}: must be a positive whole number")
    return value


def check_rank_count(value: object, what: str) -> int:
    """``value`` as a rank count, or a one-line ``LimitError`` naming ``what`` (e.g. "--ranks").

    Refuses non-integers (``1e30``, ``2.0``, ``True``, ``"8"``), counts below 1, and counts above
    ``max_ranks()`` (with the way to raise the ceiling).
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise LimitError(f"{what} {value!r}: a rank count must be a whole number")
    if value < 1:
        raise LimitError(f"{what} {value}: the rank count must be at least 1")
    ceiling = max_ranks()
    if value > ceiling:
        raise LimitError(f"{what} {value}: more than {ceiling:,} ranks (the ceiling; set "
                         f"{MAX_RANKS_ENV} to raise it)")
    return value


def _kind(mode: int) -> str:
    import stat

    for test, name in ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def _mib(count: int) -> str:
    return f"{count >> 20} MiB" if count % (1 << 20) == 0 else f"{count:,} bytes"


def read_regular_file(path: str | os.PathLike, error: type[Exception],
                      sniff: Callable[[bytes], str | None] | None = None, head_bytes: int = 4096, *,
                      max_bytes: int | None = None, note: str = "") -> bytes:
    """The bytes of ``path``, refusing (with ``error``) anything that is not a regular file.

    Opened without blocking and checked (``fstat`` of what was opened) before it is read, so a
    FIFO, device or directory is refused at once instead of hanging. ``sniff`` sees the first
    ``head_bytes`` bytes and returns a reason to refuse (or None) before the rest is read, so a
    gigabyte of NULs fails in milliseconds. ``max_bytes``: a larger file is refused, on the size
    it reports and on what is read (a file that grows, or reports no size). ``note`` ends both of
    those refusals (e.g. " (fit-network reads nccl-tests output files)").
    """
    import stat

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise error(f"{path}: cannot read ({exc.strerror})") from None
    info = os.fstat(fd)   # before fdopen, which refuses a directory naming the descriptor, not the path
    too_big = max_bytes is not None and info.st_size > max_bytes
    if not stat.S_ISREG(info.st_mode) or too_big:
        os.close(fd)
        if max_bytes is not None and too_big:
            raise error(f"{path}: {info.st_size:,} bytes is more than the {_mib(max_bytes)} read here{note}")
        raise error(f"{path}: {_kind(info.st_mode)}, not a regular file{note}")
    with os.fdopen(fd, "rb") as handle:
        try:
            head = handle.read(head_bytes)
            reason = sniff(head) if sniff is not None else None
            if reason is not None:
                raise error(f"{path}: {reason}")
            rest = handle.read() if max_bytes is None else handle.read(max_bytes + 1 - len(head))
        except OSError as exc:
            raise error(f"{path}: cannot read ({exc.strerror})") from None
    if max_bytes is not None and len(head) + len(rest) > max_bytes:
        raise error(f"{path}: the file is more than the {_mib(max_bytes)} read here{note}")
    return head + rest
