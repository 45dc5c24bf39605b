"""What a sweep keeps under OUT, so an interrupted sweep resumes where it stopped.

- ``OUT/cells/<cell_key>.json``: one finished cell (``CellOutcome``), written atomically (temp file
  renamed) as soon as it completes; a re-run skips every cell found here.
- ``OUT/cache/traces/<trace_key>/``: one conversion's traces, content addressed (``plan.trace_key``),
  reused by every topology and system of that (mesh, hardware), and by later runs.
- ``OUT/cache/workloads/``: zoo exports.
"""

from __future__ import annotations

from pathlib import Path

from hlo2chakra.chakra.manifest import MANIFEST_FILE
from hlo2chakra.files.atomic import replace_text
from hlo2chakra.pipeline.sweep.tasks import CellOutcome, TraceBundle, read_bundle, write_bundle


class SweepStore:
    def __init__(self, out_dir: Path) -> None:
        self.out_dir = out_dir
        self.cells_dir = out_dir / "cells"
        self.traces_dir = out_dir / "cache" / "traces"
        self.workloads_dir = out_dir / "cache" / "workloads"
        for folder in (self.cells_dir, self.traces_dir, self.workloads_dir):
            folder.mkdir(parents=True, exist_ok=True)

    def outcome(self, cell_key: str) -> CellOutcome | None:
        path = self.cells_dir / f"{cell_key}.json"
        try:
            return CellOutcome.from_json(path.read_text(encoding="utf-8"))
        except (OSError, ValueError, TypeError):
            return None  # absent, or cut short by an interrupt: compute it again

    def save_outcome(self, cell_key: str, outcome: CellOutcome) -> None:
        replace_text(self.cells_dir / f"{cell_key}.json", outcome.to_json() + "\n")

    def bundle(self, trace_key: str) -> TraceBundle | None:
        folder = self.traces_dir / trace_key
        return read_bundle(trace_key, folder) if (folder / MANIFEST_FILE).is_file() else None

    def trace_folder(self, trace_key: str) -> Path | None:
        """The stored trace directory of ``trace_key``, or None when it is not (yet) in the store."""
        folder = self.traces_dir / trace_key
        return folder if (folder / MANIFEST_FILE).is_file() else None

    def save_bundle(self, bundle: TraceBundle) -> None:
        if not bundle.error:
            write_bundle(bundle, self.traces_dir / bundle.key)
