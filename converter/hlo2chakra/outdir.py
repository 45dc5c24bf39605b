"""Atomic output directories: write everything into a temporary sibling, then rename.

A failed run never leaves a half-written output directory behind. An existing directory is
replaced only when it is empty, or when the caller allows it: ``overwrite=True`` (the user asked
for it) and, when ``marker`` is given, only if that file shows the directory is one of our own
earlier outputs. Every command that writes a directory (convert, export, simulate, compare,
roofline) goes through here.
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


def check_replaceable(out: Path, *, overwrite: bool, marker: str | None, flag: str = "--overwrite",
                      error: type[Exception] = OutputDirError) -> None:
    """Refuse, with a one-line ``error``, to replace a directory we may not replace."""
    if not out.exists():
        return
    if not out.is_dir():
        raise error(f"{out}: exists and is not a directory")
    if not any(out.iterdir()):
        return
    if marker is not None and not (out / marker).exists():
        raise error(f"{out}: exists, is not empty and is not an earlier hlo2chakra output (no {marker}); choose another output")
    if not overwrite:
        raise error(f"{out}: already exists and is not empty (choose another output, or {flag})")


def staging_dir(out: Path, error: type[Exception] = OutputDirError) -> Path:
    """A fresh temporary sibling of ``out`` (same filesystem, so the final rename is atomic)."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.partial-", dir=out.parent))
    except OSError as exc:
        raise error(f"{out}: cannot create output directory ({exc.strerror})") from None
    tmp.chmod(0o755)  # mkdtemp makes it private; the result is an ordinary output folder
    return tmp


def publish(staging: Path, out: Path) -> None:
    """Move ``staging`` into place as ``out``, replacing what was there."""
    if out.exists():
        backup = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
        os.rename(out, backup / out.name)
        os.rename(staging, out)
        shutil.rmtree(backup, ignore_errors=True)
    else:
        os.rename(staging, out)


@contextlib.contextmanager
def atomic_output_dir(out_dir: str | os.PathLike, *, overwrite: bool = True, marker: str | None = "manifest.json",
                      flag: str = "--overwrite", error: type[Exception] = OutputDirError) -> Iterator[Path]:
    """Yield a temporary directory that becomes ``out_dir`` when the block succeeds.

    The defaults replace an earlier output of the same command (it holds ``marker``) without
    asking; pass ``overwrite=False`` to require the user's flag, ``marker=None`` to accept any
    directory the user allows.
    """
    out = Path(out_dir)
    check_replaceable(out, overwrite=overwrite, marker=marker, flag=flag, error=error)
    tmp = staging_dir(out, error)
    try:
        yield tmp
        publish(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
