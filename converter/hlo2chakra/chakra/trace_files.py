"""Write per-rank trace files, each distinct trace once: the ranks that share one get hard links.

ASTRA-sim opens ``<prefix>.<rank>.et`` for every rank, so every name must exist; a hard link
costs a directory entry instead of a copy (32,768 ranks of one trace: one file's bytes, not
32,768). Where the file system refuses a link (no hard links, or a file's link count at its
ceiling, e.g. 65,000 on ext4) the rank gets a copy of the bytes, and later ranks link to that
copy. The bytes of every file are the same either way. Writing is the ``write`` phase of a run's
progress (``runtime.progress``), one step per rank.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, Sequence

from hlo2chakra.chakra.trace import trace_path
from hlo2chakra.runtime import progress


def link_or_write(first: Path | None, path: Path, write: Callable[[Path], object]) -> bool:
    """Make ``path`` a hard link of ``first`` or, with no ``first`` or where the link is refused,
    ``write(path)`` it. True when it got its own bytes (later equal files should link to it)."""
    if first is not None:
        try:
            os.link(first, path)
            return False
        except OSError:  # no hard links here, or too many links to one file: a copy instead
            pass
    write(path)
    return True


def write_trace_files(folder: Path, prefix: str, files: Sequence[bytes], shared_with: Sequence[int]) -> int:
    """Write ``folder/<prefix>.<rank>.et`` for every rank; ``shared_with[rank]`` is the first rank
    with the same bytes (the rank itself when none). Returns how many files hold bytes of their own."""
    target: dict[int, Path] = {}  # first rank of a shared trace -> the file that later ranks link to
    written = 0
    for rank, data in progress.counted("write", enumerate(files), len(files)):
        path = trace_path(folder / prefix, rank)
        first = shared_with[rank] if shared_with else rank
        if link_or_write(target.get(first) if first != rank else None, path, lambda p: p.write_bytes(data)):
            target[first] = path
            written += 1
    return written
