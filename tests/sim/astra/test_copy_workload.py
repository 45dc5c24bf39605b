"""sim.astra.runners.copy_workload: the Docker runner's private copy of a workload that ``convert``
wrote with hard links keeps the sharing among the copies, never links to the user's files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hlo2chakra.chakra.trace_files import write_trace_files
from hlo2chakra.sim.astra.runners import copy_workload

A, B = b"one trace", b"another"
FILES, SHARED = (A, B, A, A), (0, 1, 0, 0)  # ranks 0, 2 and 3 share a trace


def _inodes(folder: Path, ranks: int) -> list[int]:
    """The inode of each rank's file: equal for hard links of one file."""
    return [os.stat(folder / f"trace.{r}.et").st_ino for r in range(ranks)]


def test_the_docker_copy_of_a_workload_keeps_the_sharing_and_the_originals(tmp_path):
    src = tmp_path / "traces"
    src.mkdir()
    write_trace_files(src, "trace", FILES, SHARED)
    before = _inodes(src, 4)
    prefix = copy_workload(src / "trace", tmp_path / "run" / "workload")
    copies = prefix.parent
    assert [(copies / f"trace.{r}.et").read_bytes() for r in range(4)] == list(FILES)
    ino = _inodes(copies, 4)
    assert ino[0] == ino[2] == ino[3] != ino[1]
    assert not set(ino) & set(before)  # copies, never links to the user's files
    assert _inodes(src, 4) == before and (src / "trace.0.et").stat().st_nlink == 3
    # writing into a copy (ASTRA-sim opens them read-write) leaves the originals as they were
    (copies / "trace.0.et").write_bytes(b"changed")
    assert (src / "trace.2.et").read_bytes() == A


@pytest.mark.parametrize("again", [False, True])
def test_copying_a_workload_twice_never_writes_through_an_earlier_copy(tmp_path, again):
    src = tmp_path / "traces"
    src.mkdir()
    write_trace_files(src, "trace", FILES, SHARED)
    dest = tmp_path / "copy"
    copy_workload(src / "trace", dest)
    if again:
        copy_workload(src / "trace", dest)
    assert [(dest / f"trace.{r}.et").read_bytes() for r in range(4)] == list(FILES)
