"""The runnable example of docs/api.md runs as written: every ```python block, in order, in one namespace."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "api.md"

pytestmark = pytest.mark.slow


def _blocks() -> list[str]:
    return re.findall(r"^```python\n(.*?)^```", PAGE.read_text(), flags=re.S | re.M)


def test_the_page_has_its_example() -> None:
    blocks = _blocks()
    assert len(blocks) >= 2 and any("run_simulation(" in b and "compare(" in b for b in blocks)


def test_the_api_example_runs(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)  # the example writes traces/ and runs/ into the working directory
    namespace: dict = {"__name__": "__docs__"}
    for block in _blocks():
        exec(compile(block, str(PAGE), "exec"), namespace)
    printed = capsys.readouterr().out
    assert "4 ranks:" in printed and "on a ring:" in printed and "refused:" in printed
    assert (tmp_path / "runs" / "cmp" / "comparison.csv").is_file()
