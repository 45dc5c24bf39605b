"""What a sweep keeps under OUT, so an interrupted sweep resumes where it stopped.

- ``OUT/cells/<cell_key>.json``: one finished cell (``CellOutcome``), written atomically (temp file
  renamed) as soon as it completes, with its cell key and the sha256 of both; a re-run skips every
  cell found here. A cell file that is not what the store wrote (unreadable, not the format,
  values out of range, edited so the digest no longer matches, another cell's file) counts as
  missing: ``warnings`` names it once and the cell is computed again.
- ``OUT/cache/traces/<trace_key>/``: one conversion's traces, content addressed (``plan.trace_key``),
  reused by every topology and system of that (mesh, hardware), and by later runs. As ``convert``
  wrote them: each distinct trace once, the ranks that share it hard-linked (``tasks.write_bundle``),
  with a ``bundle.json`` stamp (``tasks.BUNDLE_FORMAT``, the key, each distinct file's sha256). A
  folder without a current stamp (an older format that kept every rank's bytes, a partial or an
  edited one) is not trusted: it is named once in ``warnings``, converted again and replaced.
- ``OUT/cache/workloads/``: zoo exports.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import stat
from pathlib import Path

from hlo2chakra.errors import BadInputError
from hlo2chakra.files.atomic import replace_text
from hlo2chakra.pipeline.sweep.tasks import (BUNDLE_FORMAT, CellOutcome, TraceBundle, bundle_is_current, read_bundle,
                                             write_bundle)


CELL_FORMAT = 1
MAX_CELL_BYTES = 1 << 20   # a cell file is a few hundred bytes; more is not ours


class StoreError(BadInputError):
    """A folder of the store is a symlink or not a folder: the sweep would write outside OUT."""


def _digest(cell_key: str, outcome: dict) -> str:
    payload = json.dumps({"format": CELL_FORMAT, "cell_key": cell_key, "outcome": outcome}, sort_keys=True)
    return hashlib.sha256(payload.encode()).hexdigest()


def _real_folder(folder: Path, out_dir: Path) -> Path:
    """``folder`` (made if absent) when it is a real folder inside ``out_dir``, never through a symlink."""
    for part in [folder, *folder.parents]:
        if part == out_dir:
            break
        if part.is_symlink():
            raise StoreError(f"{part}: is a symlink; the sweep writes only inside {out_dir} (remove it or "
                             "choose another -o)")
    folder.mkdir(parents=True, exist_ok=True)
    if not folder.is_dir():
        raise StoreError(f"{folder}: is not a folder; the sweep cannot keep its results there")
    return folder


class SweepStore:
    def __init__(self, out_dir: Path) -> None:
        self.out_dir = out_dir
        self.cells_dir = _real_folder(out_dir / "cells", out_dir)
        self.traces_dir = _real_folder(out_dir / "cache" / "traces", out_dir)
        self.workloads_dir = _real_folder(out_dir / "cache" / "workloads", out_dir)
        self._warnings: dict[str, None] = {}
        self._read: dict[str, CellOutcome | None] = {}   # cell key -> what its file held, read once

    @property
    def warnings(self) -> tuple[str, ...]:
        """Cell files found bad and recomputed (each named once), in the order found."""
        return tuple(self._warnings)

    def outcome(self, cell_key: str) -> CellOutcome | None:
        """The stored outcome of ``cell_key``; None when absent or bad (a bad one is a warning).

        Each file is read and checked once per store; ``save_outcome`` updates what it returns."""
        if cell_key not in self._read:
            self._read[cell_key] = self._load(cell_key)
        return self._read[cell_key]

    def _load(self, cell_key: str) -> CellOutcome | None:
        path = self.cells_dir / f"{cell_key}.json"
        try:
            info = path.lstat()
        except FileNotFoundError:
            return None
        except OSError as exc:
            return self._bad(path, f"cannot be read ({exc.strerror})")
        if not stat.S_ISREG(info.st_mode):
            return self._bad(path, "is not a regular file")
        if info.st_size > MAX_CELL_BYTES:
            return self._bad(path, f"is {info.st_size:,} bytes, not a cell file")
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
            with os.fdopen(fd, "rb") as handle:
                record = json.loads(handle.read(MAX_CELL_BYTES).decode("utf-8"))
        except (OSError, ValueError) as exc:   # cut short by an interrupt, or not JSON
            return self._bad(path, f"is not JSON ({type(exc).__name__})")
        if not isinstance(record, dict) or record.get("format") != CELL_FORMAT:
            return self._bad(path, f"is not a format-{CELL_FORMAT} cell file")
        if record.get("cell_key") != cell_key:
            return self._bad(path, "belongs to another cell")
        outcome = record.get("outcome")
        if not isinstance(outcome, dict) or record.get("sha256") != _digest(cell_key, outcome):
            return self._bad(path, "does not match its digest (edited or corrupt)")
        try:
            return CellOutcome.from_mapping(outcome)
        except ValueError as exc:
            return self._bad(path, str(exc))

    def _bad(self, path: Path, why: str) -> CellOutcome | None:
        """None (the cell is computed again), with a warning saying why its file was not used."""
        self._warnings[f"{path}: {why}; computing the cell again"] = None
        return None

    def save_outcome(self, cell_key: str, outcome: CellOutcome) -> None:
        data = json.loads(outcome.to_json())
        record = {"format": CELL_FORMAT, "cell_key": cell_key, "outcome": data, "sha256": _digest(cell_key, data)}
        path = self.cells_dir / f"{cell_key}.json"
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise StoreError(f"{path}: is not a regular file; the sweep does not write through it")
        replace_text(path, json.dumps(record, sort_keys=True) + "\n")
        self._read[cell_key] = outcome

    def _trace_dir(self, trace_key: str) -> Path:
        folder = self.traces_dir / trace_key
        if folder.is_symlink():
            raise StoreError(f"{folder}: is a symlink; the sweep reads and writes its cache only inside "
                             f"{self.out_dir} (remove it or choose another -o)")
        return folder

    def bundle(self, trace_key: str) -> TraceBundle | None:
        """The stored bundle of ``trace_key`` (each distinct trace once), or None when it is not
        stored as this format wrote it (absent, an older format, partial, edited)."""
        folder = self.trace_folder(trace_key)
        return read_bundle(trace_key, folder) if folder is not None else None

    def trace_folder(self, trace_key: str) -> Path | None:
        """The stored trace directory of ``trace_key``, or None when it is not (yet, or not as this
        format wrote it) in the store: a stale folder is recomputed, never trusted."""
        folder = self._trace_dir(trace_key)
        if not folder.is_dir():
            return None
        if bundle_is_current(folder, trace_key, verify=True):
            return folder
        if folder.exists():
            self._warnings[f"{folder}: not a trace cache this hlo2chakra wrote (format {BUNDLE_FORMAT}); "
                           "converting again"] = None
        return None

    def save_bundle(self, bundle: TraceBundle) -> None:
        if bundle.error:
            return
        folder = self._trace_dir(bundle.key)
        if folder.is_dir() and not bundle_is_current(folder, bundle.key, verify=True):
            shutil.rmtree(folder)   # a stale folder (another format, partial, edited): replaced
        write_bundle(bundle, folder)
