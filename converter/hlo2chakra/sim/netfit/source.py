"""Read one nccl-tests output file, refusing what is not one before reading much of it.

Contract. ``read_capped_text(path, error)`` returns the text of ``path`` (undecodable bytes
replaced) or raises ``error`` with one line naming the path, when it is not a regular file (a
device such as ``/dev/zero``, a FIFO, a directory, a socket: refused at once, never read) or holds
more than ``MAX_INPUT_BYTES`` (64 MiB). nccl-tests prints a few KB per run (one row per message
size), so the cap is thousands of times what a real run writes, and keeps a stray
multi-gigabyte file from costing memory. Both checks are ``checks.limits.read_regular_file``'s.
"""

from __future__ import annotations

from pathlib import Path

from hlo2chakra.checks.limits import read_regular_file

MAX_INPUT_BYTES = 64 << 20


def read_capped_text(path: str | Path, error: type[Exception]) -> str:
    """The text of the regular file ``path``, at most ``MAX_INPUT_BYTES``; else ``error`` in one line."""
    data = read_regular_file(path, error, max_bytes=MAX_INPUT_BYTES,
                             note=" (fit-network reads nccl-tests output files)")
    return data.decode("utf-8", errors="replace")
