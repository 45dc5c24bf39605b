"""Atomic file replacement: a reader sees the old file or the new one, never a half-written one."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def replace_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to a temporary sibling of ``path``, then rename it over ``path``.

    On any failure (including an interrupt) the temporary file is removed and ``path`` is untouched.
    """
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
