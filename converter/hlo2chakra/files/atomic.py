"""Atomic file replacement: a reader sees the old file or the new one, never a half-written one.

Files and folders made here get the mode any ordinary file or folder gets (0666 / 0777 less the
umask), not the private 0600 / 0700 of ``tempfile``'s: a result renamed into place from a
temporary name must look like the results written directly beside it.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path


def current_umask() -> int:
    """This process's umask (read without changing it where Linux tells it; else set and restored)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def ordinary_folder(path: Path) -> Path:
    """Give the folder ``path`` (made by ``tempfile.mkdtemp``: 0700) the mode ``mkdir`` would have."""
    path.chmod(0o777 & ~current_umask())
    return path


def _create_sibling(path: Path) -> tuple[int, Path]:
    """A new temporary file beside ``path``, opened for writing; the kernel applies the umask to 0666."""
    while True:
        tmp = path.parent / f".{path.name}.{secrets.token_hex(6)}"
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666), tmp
        except FileExistsError:
            continue


def replace_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to a temporary sibling of ``path``, then rename it over ``path``.

    On any failure (including an interrupt) the temporary file is removed and ``path`` is untouched.
    """
    fd, tmp = _create_sibling(path)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
