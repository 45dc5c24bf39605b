"""The partition cache: one private folder per key, written atomically, verified when read.

An entry (``<root>/<key>/``) holds ``per_device.mlir`` (the partitioned program),
``worker.json`` (the worker's figures) and ``digest.json`` (the sha256 of both). It is assembled
in a private temporary sibling (``.<key>.*``, mode 0700, files 0600) and renamed into place.
``load`` accepts an entry only when it is a real folder (no symlinks, inside or out) owned by
this user, not open to others, whose files match their digests and whose ``worker.json`` is a
JSON object; anything else is a ``BadEntry``, which the caller treats as a miss (one warning,
partition again). Messages name the entry and the reason, never the content.

The root itself (``$HLO2CHAKRA_CACHE``) is written into only when it is ours: absent (then made,
with the marker ``hlo2chakra-partition-cache.txt``), empty, marked, or holding nothing but entries
and their temporary siblings. A symlink, or a folder with anything else in it (``/etc``, a
project folder), is refused by ``claim_root`` with one line: the cache never writes into a
folder the user did not give it for that.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CACHE_ENV = "HLO2CHAKRA_CACHE"
PROGRAM_FILE = "per_device.mlir"
WORKER_FILE = "worker.json"
DIGEST_FILE = "digest.json"
DIGEST_FORMAT = 1
ROOT_MARKER = "hlo2chakra-partition-cache.txt"   # no leading dot: dot names are staging folders
_OURS = re.compile(r"\.?[0-9a-f]{32}(\..*)?")   # an entry, or its temporary sibling (``staging``)


class BadEntry(ValueError):
    """A cache entry that must not be used (tampered, corrupt, symlinked); the reason is one line."""


@dataclass(frozen=True)
class CacheEntry:
    per_device_text: str
    worker: dict[str, Any]


def cache_root() -> Path:
    env = os.environ.get(CACHE_ENV)
    return Path(env) if env else Path.home() / ".cache" / "hlo2chakra" / "partition"


class ForeignRoot(ValueError):
    """The cache root is a symlink or a folder that is no partition cache; the message is one line."""


def claim_root(root: Path) -> None:
    """Make ``root`` the partition cache, or refuse (``ForeignRoot``) a folder that is not one."""
    if root.is_symlink():
        raise ForeignRoot(f"{root}: the partition cache folder is a symlink; set {CACHE_ENV} to a real folder")
    if root.exists():
        if not root.is_dir():
            raise ForeignRoot(f"{root}: the partition cache is not a folder; set {CACHE_ENV} to a new or empty folder")
        if not (root / ROOT_MARKER).is_file():
            foreign = sorted(name for name in os.listdir(root) if not _OURS.fullmatch(name))
            if foreign:
                raise ForeignRoot(f"{root}: holds {foreign[0]!r}, so it is not an hlo2chakra partition cache; set "
                                  f"{CACHE_ENV} to a new or empty folder")
    root.mkdir(parents=True, exist_ok=True, mode=0o700)
    marker = root / ROOT_MARKER
    if not marker.is_file():
        marker.write_text("hlo2chakra partition cache: one folder per key, written by hlo2chakra\n",
                          encoding="utf-8")


def staging(root: Path, key: str, claim: bool = True) -> Path:
    """A private temporary folder for the entry ``key`` (renamed into place by ``store``).

    claim: ``root`` is the cache, checked and marked by ``claim_root`` first (False: a plain
    temporary folder such as ``$TMPDIR``)."""
    if claim:
        claim_root(root)
    else:
        root.mkdir(parents=True, exist_ok=True, mode=0o700)
    return Path(tempfile.mkdtemp(prefix=f".{key}.", dir=root))  # mkdtemp: mode 0700


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read_private(path: Path) -> bytes:
    info = path.lstat()
    if stat.S_ISLNK(info.st_mode):
        raise BadEntry(f"{path.name} is a symlink")
    if not stat.S_ISREG(info.st_mode):
        raise BadEntry(f"{path.name} is not a regular file")
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "rb") as f:
        return f.read()


def _check_folder(folder: Path) -> bool:
    """False when there is no entry; raises BadEntry for one that is not a private folder of ours."""
    try:
        info = folder.lstat()
    except FileNotFoundError:
        return False
    if stat.S_ISLNK(info.st_mode):
        raise BadEntry("it is a symlink")
    if not stat.S_ISDIR(info.st_mode):
        raise BadEntry("it is not a folder")
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        raise BadEntry("it belongs to another user")
    if info.st_mode & 0o022:
        raise BadEntry("others may write to it")
    return True


def load(folder: Path) -> CacheEntry | None:
    """The verified entry in ``folder``; None when there is none; ``BadEntry`` when it is bad."""
    if not _check_folder(folder):
        return None
    try:
        digest = json.loads(_read_private(folder / DIGEST_FILE))
        program = _read_private(folder / PROGRAM_FILE)
        worker_bytes = _read_private(folder / WORKER_FILE)
    except FileNotFoundError as exc:
        raise BadEntry(f"{Path(exc.filename).name} is missing") from None
    except (OSError, ValueError) as exc:
        if isinstance(exc, BadEntry):
            raise
        raise BadEntry(f"{DIGEST_FILE} is unreadable or not JSON") from None
    wanted = digest.get("sha256") if isinstance(digest, dict) and digest.get("format") == DIGEST_FORMAT else None
    if not isinstance(wanted, dict):
        raise BadEntry(f"{DIGEST_FILE} is not a format-{DIGEST_FORMAT} digest")
    for name, data in ((PROGRAM_FILE, program), (WORKER_FILE, worker_bytes)):
        if wanted.get(name) != _sha256(data):
            raise BadEntry(f"{name} does not match its sha256 digest")
    try:
        worker = json.loads(worker_bytes)
        text = program.decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        raise BadEntry(f"{WORKER_FILE} is not valid JSON or {PROGRAM_FILE} is not UTF-8") from None
    if not isinstance(worker, dict):
        raise BadEntry(f"{WORKER_FILE} is not a JSON object")
    return CacheEntry(text, worker)


def discard(folder: Path) -> None:
    """Remove a bad entry: a symlink itself (never what it points to), or the folder."""
    if folder.is_symlink() or not folder.is_dir():
        folder.unlink(missing_ok=True)
    else:
        shutil.rmtree(folder, ignore_errors=True)


def store(tmp: Path, folder: Path) -> None:
    """Seal the entry assembled in ``tmp`` (digest, private modes) and rename it to ``folder``.

    An entry another process put there first is kept when it is good, replaced when it is bad.
    """
    digest = {"format": DIGEST_FORMAT,
              "sha256": {name: _sha256((tmp / name).read_bytes()) for name in (PROGRAM_FILE, WORKER_FILE)}}
    (tmp / DIGEST_FILE).write_text(json.dumps(digest, sort_keys=True) + "\n", encoding="utf-8")
    for path in tmp.iterdir():
        path.chmod(0o600)
    tmp.chmod(0o700)
    try:
        if load(folder) is not None:
            return  # another process filled the same key first: theirs is as good
    except BadEntry:
        discard(folder)
    try:
        os.rename(tmp, folder)
    except OSError:  # filled again in between: theirs is checked when it is read
        pass
