"""Read one nccl-tests output file, refusing what is not one before reading much of it.

Contract. ``read_capped_text(path, error)`` returns the text of ``path`` (undecodable bytes
replaced) or raises ``error`` with one line naming the path, when it

- is not a regular file (a device such as ``/dev/zero``, a FIFO, a directory, a socket): it is
  opened without blocking, so a FIFO with no writer is refused at once instead of hanging;
- holds more than ``MAX_INPUT_BYTES`` (64 MiB). nccl-tests prints a few KB per run (one row per
  message size), so the cap is thousands of times what a real run writes, and keeps a stray
  multi-gigabyte file from costing memory (it is checked on the size ``fstat`` reports and on
  what is actually read, for files that grow or report no size).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

MAX_INPUT_BYTES = 64 << 20

_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def _kind(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def _too_big(path: str | Path, size: str) -> str:
    return (f"{path}: {size} is more than the {MAX_INPUT_BYTES >> 20} MiB fit-network reads "
            "(nccl-tests prints a few KB per run); is this an nccl-tests output file?")


def read_capped_text(path: str | Path, error: type[Exception]) -> str:
    """The text of the regular file ``path``, at most ``MAX_INPUT_BYTES``; else ``error`` in one line."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise error(f"{path}: cannot read ({exc.strerror})") from None
    # fstat what was opened (no race with a rename after a stat), before fdopen: that refuses a
    # directory with a message naming the descriptor, not the path.
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_INPUT_BYTES:
        os.close(fd)
        if not stat.S_ISREG(info.st_mode):
            raise error(f"{path}: {_kind(info.st_mode)}, not a regular file "
                        "(fit-network reads nccl-tests output files)")
        raise error(_too_big(path, f"{info.st_size:,} bytes"))
    with os.fdopen(fd, "rb") as handle:
        try:
            data = handle.read(MAX_INPUT_BYTES + 1)  # one byte more tells a file that grew past the cap
        except OSError as exc:
            raise error(f"{path}: cannot read ({exc.strerror})") from None
    if len(data) > MAX_INPUT_BYTES:
        raise error(_too_big(path, "the file"))
    return data.decode("utf-8", errors="replace")
