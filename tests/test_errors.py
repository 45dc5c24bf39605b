"""hlo2chakra.errors.one_line: the one rule that puts a message on one line."""

from __future__ import annotations

from hlo2chakra.errors import one_line


def test_one_line_joins_every_whitespace_run_with_one_space() -> None:
    assert one_line("bad key\n  in file.yaml:\t line 3 \r\n") == "bad key in file.yaml: line 3"


def test_one_line_takes_any_object_by_its_str() -> None:
    assert one_line(ValueError("a\nb")) == "a b"
    assert one_line("") == ""
