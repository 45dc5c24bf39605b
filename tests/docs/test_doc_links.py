"""Every relative link in README.md, CHANGELOG.md and docs/ points at a file that exists (and, for
``page.md#anchor``, at a heading of that page). ``mkdocs build --strict`` (in .ci/run) checks the
links between docs pages too; this test also covers the README, which the site does not contain."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted([ROOT / "README.md", ROOT / "CHANGELOG.md", *(ROOT / "docs").rglob("*.md")])
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^(```|~~~).*?^\1", flags=re.S | re.M)


def _slug(heading: str) -> str:
    """A heading's anchor as mkdocs' toc (and, for plain headings, GitHub) writes it."""
    text = re.sub(r"[`*_]", "", heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return re.sub(r"[\s]+", "-", text)


def _anchors(page: Path) -> set[str]:
    body = FENCE.sub("", page.read_text(encoding="utf-8"))
    return {_slug(m.group(1)) for m in re.finditer(r"^#{1,6}\s+(.+?)\s*#*$", body, flags=re.M)}


def _links(page: Path) -> list[str]:
    return LINK.findall(FENCE.sub("", page.read_text(encoding="utf-8")))


def test_the_pages_are_found() -> None:
    names = {p.name for p in PAGES}
    assert {"README.md", "index.md", "architecture.md", "extending.md", "api.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves(page: Path) -> None:
    broken = []
    for target in _links(page):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, ...
            continue
        path, _, anchor = target.partition("#")
        dest = (page.parent / path).resolve() if path else page
        if not dest.exists():
            broken.append(f"{target} (no such file)")
        elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
            broken.append(f"{target} (no heading #{anchor} in {dest.name})")
    assert not broken, f"{page.relative_to(ROOT)}: " + "; ".join(broken)
