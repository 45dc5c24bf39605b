"""files.atomic.replace_text: the old file or the new one, never a half-written one or a stray temp."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hlo2chakra.files.atomic import replace_text


def test_replace_text_writes_utf8_and_replaces_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "ranking.txt"
    target.write_text("old\n", encoding="utf-8")
    replace_text(target, "neu \u00e9\n")
    assert target.read_bytes() == "neu \u00e9\n".encode("utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ranking.txt"]


def test_a_failed_replace_keeps_the_old_file_and_leaves_no_temp(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "cell.json"
    target.write_text("old\n", encoding="utf-8")

    def refuse(src: str, dst: str) -> None:
        raise KeyboardInterrupt  # an interrupt between the write and the rename

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(KeyboardInterrupt):
        replace_text(target, "new\n")
    assert target.read_text(encoding="utf-8") == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cell.json"]


@pytest.fixture
def umask_027():
    old = os.umask(0o027)
    try:
        yield
    finally:
        os.umask(old)


def test_replaced_files_and_folders_get_an_ordinary_mode(tmp_path: Path, umask_027) -> None:
    """Not tempfile's private 0600/0700: what a plain open()/mkdir() would give under the umask."""
    from hlo2chakra.files.atomic import current_umask, ordinary_folder
    import stat
    import tempfile

    assert current_umask() == 0o027
    plain = tmp_path / "plain.txt"
    plain.write_text("x")
    target = tmp_path / "ranking.txt"
    replace_text(target, "new\n")
    assert stat.S_IMODE(target.stat().st_mode) == stat.S_IMODE(plain.stat().st_mode) == 0o640
    folder = ordinary_folder(Path(tempfile.mkdtemp(dir=tmp_path)))
    (tmp_path / "made").mkdir()
    assert stat.S_IMODE(folder.stat().st_mode) == stat.S_IMODE((tmp_path / "made").stat().st_mode) == 0o750
