"""Atomic output directories: write everything into a temporary sibling, then rename.

A failed run never leaves a half-written output directory behind, and an existing directory is
replaced only when it is empty or was written by us (it holds the marker file we name).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from pathlib import Path
from typing import Iterator


class OutputDirError(ValueError):
    """The output directory cannot be written or would overwrite foreign files."""


@contextlib.contextmanager
def atomic_output_dir(out_dir: str | os.PathLike, marker: str = "manifest.json") -> Iterator[Path]:
    """Yield a temporary directory that becomes ``out_dir`` when the block succeeds."""
    out = Path(out_dir)
    if out.exists():
        if not out.is_dir():
            raise OutputDirError(f"{out}: exists and is not a directory")
        if any(out.iterdir()) and not (out / marker).exists():
            raise OutputDirError(f"{out}: exists and is not empty (and not an earlier hlo2chakra output); choose another -o")
    parent = out.parent if str(out.parent) else Path(".")
    try:
        parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.tmp-", dir=parent))
    except OSError as exc:
        raise OutputDirError(f"{out}: cannot create output directory ({exc.strerror})") from None
    try:
        yield tmp
        if out.exists():
            backup = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=parent))
            os.rename(out, backup / out.name)
            os.rename(tmp, out)
            shutil.rmtree(backup, ignore_errors=True)
        else:
            os.rename(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
