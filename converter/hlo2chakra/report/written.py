"""The output registry: every writer of a run's files returns the ``WrittenFile``s it wrote.

What a run lists (the CLI's ``results: DIR (files...)``, a timeline's ``TimelineOutputs.files``) is
made from what its writers returned, never from a list kept beside them: a writer that starts
writing another file lists it by writing it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Iterable


class FileKind(str, enum.Enum):
    """What a written file holds."""

    TABLE = "table"       # a table: CSV or parquet (``report.table_files``)
    SUMMARY = "summary"   # a run's summary.json
    TRACE = "trace"       # a Chrome / Perfetto trace (timeline.json)
    CHART = "chart"       # an image (gantt.png)


@dataclass(frozen=True)
class WrittenFile:
    """One file a writer wrote: its name in the folder it was written to, and what it holds."""

    name: str
    kind: FileKind


def file_names(files: Iterable[WrittenFile]) -> tuple[str, ...]:
    """The names of ``files``, in the order they were given."""
    return tuple(f.name for f in files)
