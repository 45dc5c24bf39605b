"""The one atomic-output mechanism every command writes through."""

from __future__ import annotations

import pytest

from hlo2chakra.files.outdir import OutputDirError, atomic_output_dir


def test_failure_inside_the_block_leaves_nothing_behind(tmp_path):
    with pytest.raises(RuntimeError):
        with atomic_output_dir(tmp_path / "out", command="convert") as tmp:
            (tmp / "half.et").write_bytes(b"x")
            raise RuntimeError("boom")
    assert list(tmp_path.iterdir()) == []


def test_earlier_output_is_replaced_whole_and_foreign_directories_are_refused(tmp_path):
    out = tmp_path / "out"
    with atomic_output_dir(out, command="convert") as tmp:
        (tmp / "manifest.json").write_text("{}")
        (tmp / "old.et").write_text("old")
    with atomic_output_dir(out, command="convert") as tmp:
        (tmp / "manifest.json").write_text("{}")
    assert sorted(p.name for p in out.iterdir()) == [".hlo2chakra-output.json", "manifest.json"]  # nothing stale survives
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("mine")
    with pytest.raises(OutputDirError, match="not an earlier hlo2chakra output"):
        with atomic_output_dir(foreign, command="convert"):
            pass
    assert (foreign / "notes.txt").exists()
    with pytest.raises(OutputDirError, match="--force"):
        with atomic_output_dir(out, command="convert", overwrite=False, flag="--force"):
            pass
    assert sorted(p.name for p in tmp_path.iterdir()) == ["foreign", "out"]
