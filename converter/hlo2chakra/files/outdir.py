"""Atomic, stamped output directories: write everything into a temporary sibling, then rename.

A failed run never leaves a half-written output directory behind. Every directory published here
carries a stamp, ``.hlo2chakra-output.json``, naming the tool, the command, the version and every
entry the tool wrote. An existing directory is replaced only when it is empty, or when it carries
the stamp of the same command and holds nothing but the entries that stamp lists (and, for the
commands that ask for it, the user gave ``--overwrite``/``--force``). Anything else is refused
with one line naming the directory and one foreign entry: the tool deletes only what it made.
Every command that writes a directory (convert, export, simulate, compare, roofline) goes through
here.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import stat
import tempfile
from pathlib import Path
from typing import Iterator
from hlo2chakra.errors import BadInputError
from hlo2chakra.files.atomic import ordinary_folder

STAMP_FILE = ".hlo2chakra-output.json"
TOOL = "hlo2chakra"


class OutputDirError(BadInputError):
    """The output directory cannot be written or would overwrite foreign files."""


def _entries(folder: Path) -> list[str]:
    """Every path under ``folder`` (relative, POSIX, directories end in '/'), symlinks not followed."""
    found: list[str] = []
    for root, dirs, files in os.walk(folder):
        rel = Path(root).relative_to(folder)
        found.extend((rel / d).as_posix() + "/" for d in dirs)
        found.extend((rel / f).as_posix() for f in files)
    return sorted(e for e in found if e != STAMP_FILE)


def read_stamp(out: Path) -> dict | None:
    """The stamp of ``out``, or None when it is missing, a symlink, or not ours."""
    path = out / STAMP_FILE
    try:
        if not stat.S_ISREG(path.lstat().st_mode):
            return None
        stamp = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    if not isinstance(stamp, dict) or stamp.get("tool") != TOOL or not isinstance(stamp.get("entries"), list):
        return None
    return stamp


def _first_entry(out: Path) -> str:
    return sorted(p.name for p in out.iterdir())[0]


def check_replaceable(out: Path, *, command: str, overwrite: bool = True, flag: str = "--overwrite",
                      error: type[Exception] = OutputDirError) -> None:
    """Refuse, with a one-line ``error``, to replace a directory we may not replace."""
    if not out.exists() and not out.is_symlink():
        return
    if out.is_symlink():
        raise error(f"{out}: is a symlink; give the directory it points to, or another output")
    if not out.is_dir():
        raise error(f"{out}: exists and is not a directory")
    if not any(out.iterdir()):
        return
    stamp = read_stamp(out)
    if stamp is None:
        raise error(f"{out}: exists, is not empty and is not an earlier hlo2chakra output (no {STAMP_FILE}; "
                    f"it holds {_first_entry(out)!r}); choose another output")
    if stamp.get("command") != command:
        raise error(f"{out}: exists and is an earlier hlo2chakra {stamp.get('command')!r} output, not a "
                    f"{command!r} one; choose another output")
    known = set(stamp["entries"])
    foreign = [e for e in _entries(out) if e not in known]
    if foreign:
        raise error(f"{out}: exists and holds {foreign[0]!r}, which hlo2chakra did not write; "
                    "move it away or choose another output")
    if not overwrite:
        raise error(f"{out}: already exists and is not empty (choose another output, or {flag})")


def staging_dir(out: Path, error: type[Exception] = OutputDirError) -> Path:
    """A fresh temporary sibling of ``out`` (same filesystem, so the final rename is atomic)."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.partial-", dir=out.parent))
    except OSError as exc:
        raise error(f"{out}: cannot create output directory ({exc.strerror})") from None
    return ordinary_folder(tmp)  # mkdtemp makes it private; the result is an ordinary output folder


def write_stamp(staging: Path, command: str) -> None:
    """Name the tool, command, version and every entry of ``staging`` in its stamp file."""
    from hlo2chakra import __version__

    stamp = {"tool": TOOL, "command": command, "version": __version__, "entries": _entries(staging)}
    (staging / STAMP_FILE).write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")


def publish(staging: Path, out: Path, *, command: str, overwrite: bool = True, flag: str = "--overwrite",
            error: type[Exception] = OutputDirError) -> None:
    """Stamp ``staging`` and move it into place as ``out``, replacing only our own earlier output.

    The check is repeated here: the directory may have changed while the command ran.
    """
    write_stamp(staging, command)
    check_replaceable(out, command=command, overwrite=overwrite, flag=flag, error=error)
    if out.exists():
        backup = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
        os.rename(out, backup / out.name)
        os.rename(staging, out)
        shutil.rmtree(backup, ignore_errors=True)
    else:
        os.rename(staging, out)


@contextlib.contextmanager
def atomic_output_dir(out_dir: str | os.PathLike, *, command: str, overwrite: bool = True,
                      flag: str = "--overwrite", error: type[Exception] = OutputDirError) -> Iterator[Path]:
    """Yield a temporary directory that becomes ``out_dir`` (stamped for ``command``) when the block succeeds.

    The default replaces an earlier output of the same command without asking; pass
    ``overwrite=False`` to require the user's ``flag`` as well.
    """
    out = Path(out_dir)
    check_replaceable(out, command=command, overwrite=overwrite, flag=flag, error=error)
    tmp = staging_dir(out, error)
    try:
        yield tmp
        publish(tmp, out, command=command, overwrite=overwrite, flag=flag, error=error)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
