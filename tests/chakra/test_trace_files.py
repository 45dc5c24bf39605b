"""chakra.trace_files: one file per distinct trace, hard links for the ranks that share it, copies where
links are refused; every rank's name exists with its own bytes either way."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from hlo2chakra.chakra import trace_files
from hlo2chakra.chakra.trace_files import write_trace_files

A, B = b"trace of ranks 0, 2, 3", b"trace of rank 1"
FILES = (A, B, A, A)
SHARED = (0, 1, 0, 0)


def _inodes(folder: Path, ranks: int) -> list[int]:
    return [(folder / f"trace.{r}.et").stat().st_ino for r in range(ranks)]


def test_ranks_that_share_a_trace_are_hard_links_of_one_file(tmp_path):
    assert write_trace_files(tmp_path, "trace", FILES, SHARED) == 2
    assert [(tmp_path / f"trace.{r}.et").read_bytes() for r in range(4)] == list(FILES)
    ino = _inodes(tmp_path, 4)
    assert ino[0] == ino[2] == ino[3] != ino[1]
    assert (tmp_path / "trace.0.et").stat().st_nlink == 3


def test_without_hard_links_every_rank_gets_a_copy(tmp_path, monkeypatch):
    def refuse(src, dst):
        raise OSError(errno.EPERM, "links not supported")

    monkeypatch.setattr(trace_files.os, "link", refuse)
    assert write_trace_files(tmp_path, "trace", FILES, SHARED) == 4
    assert [(tmp_path / f"trace.{r}.et").read_bytes() for r in range(4)] == list(FILES)
    assert len(set(_inodes(tmp_path, 4))) == 4


def test_a_file_at_its_link_ceiling_is_copied_and_later_ranks_link_to_the_copy(tmp_path, monkeypatch):
    real_link, links = os.link, []

    def ceiling_of_two(src, dst):  # like ext4's 65,000, at 2: the first file takes one link
        if Path(src).stat().st_nlink >= 2:
            raise OSError(errno.EMLINK, "too many links")
        links.append(dst)
        real_link(src, dst)

    monkeypatch.setattr(trace_files.os, "link", ceiling_of_two)
    files = (A,) * 5
    assert write_trace_files(tmp_path, "trace", files, (0,) * 5) == 3
    ino = _inodes(tmp_path, 5)
    assert ino[0] == ino[1] and ino[2] == ino[3] and ino[4] not in (ino[0], ino[2]) and ino[0] != ino[2]
    assert all((tmp_path / f"trace.{r}.et").read_bytes() == A for r in range(5))
