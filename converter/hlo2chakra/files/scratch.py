"""Scratch folders that outlive no one: a folder is held while its process lives, and reaped after.

A process that is SIGKILLed (a Dask worker on another machine, an OOM kill) runs no cleanup, so
its temporary folders would stay in ``$TMPDIR`` forever. Each scratch folder therefore carries a
``.holders`` file on which every process using it keeps a shared ``flock`` while it lives. The
kernel drops a dead process's locks, so a later process of this tool on the same machine (the
next ``simulate``, sweep cell or sweep worker) can take the lock exclusively exactly when every
holder has died, and then removes the folder.

* ``make_scratch(prefix)``: a new private folder in ``$TMPDIR``, held; the dead ones of the same
  prefix are reaped first.
* ``hold(folder)`` / ``release(folder)``: mark this process a user of a folder (made if absent) /
  no longer one. ``release`` does not remove anything.
* ``reap(parent, pattern)``: remove the folders under ``parent`` that match ``pattern``, belong to
  this user, carry a ``.holders`` file and have no living holder. Symlinks are never followed; a
  folder without a ``.holders`` file (made by someone else, or by an older release) is left alone.

Without ``fcntl`` (not POSIX) nothing is held and nothing is reaped.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX
    fcntl = None  # type: ignore[assignment]

HOLDERS_FILE = ".holders"
_HELD: dict[str, int] = {}  # folder -> the descriptor whose shared lock marks this process a holder


def hold(folder: Path) -> None:
    """Make ``folder`` (0700, parents as needed) and hold it until ``release`` or this process dies."""
    key = str(folder)
    if key in _HELD:
        return
    for _ in range(8):  # a reaper may remove the folder between our open and our lock: make it again
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        if fcntl is None:
            return
        fd = os.open(folder / HOLDERS_FILE, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600)
        fcntl.flock(fd, fcntl.LOCK_SH)
        try:
            if os.fstat(fd).st_ino == os.stat(folder / HOLDERS_FILE, follow_symlinks=False).st_ino:
                _HELD[key] = fd
                return
        except FileNotFoundError:
            pass
        os.close(fd)
    raise OSError(f"{folder}: removed again and again while being made")


def release(folder: Path) -> None:
    """This process no longer uses ``folder`` (its lock is dropped; nothing is removed)."""
    fd = _HELD.pop(str(folder), None)
    if fd is not None:
        os.close(fd)


def make_scratch(prefix: str) -> Path:
    """A new private folder ``$TMPDIR/<prefix>XXXX``, held; dead holders' ones are reaped first."""
    root = Path(tempfile.gettempdir())
    reap(root, f"{prefix}*")
    folder = Path(tempfile.mkdtemp(prefix=prefix, dir=root))
    hold(folder)
    return folder


def remove_scratch(folder: Path) -> None:
    """Release ``folder`` and remove it (what a process does with its own scratch when done)."""
    release(folder)
    shutil.rmtree(folder, ignore_errors=True)


def reap(parent: Path, pattern: str) -> list[Path]:
    """Remove the folders ``parent/pattern`` whose holders have all died; returns those removed."""
    if fcntl is None or not parent.is_dir():
        return []
    removed = []
    for folder in sorted(parent.glob(pattern)):
        if str(folder) in _HELD or not _ours(folder):
            continue
        try:
            fd = os.open(folder / HOLDERS_FILE, os.O_RDWR | os.O_NOFOLLOW)
        except OSError:
            continue  # no holders file (not made here) or not a regular file: not ours to judge
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                continue  # a holder lives
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
        finally:
            os.close(fd)
    return removed


def _ours(folder: Path) -> bool:
    try:
        info = folder.lstat()
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid()
