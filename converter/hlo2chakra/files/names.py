"""File-system-safe names for the directories commands make (run and configuration folders)."""

from __future__ import annotations

import re

MAX_SLUG_CHARS = 60


def slug(text: str, empty: str = "run") -> str:
    """``text`` with every run of characters other than letters, digits, '.', '_' and '-' made one
    '_', trimmed of '_' and cut to ``MAX_SLUG_CHARS``; ``empty`` when nothing is left."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", text).strip("_")[:MAX_SLUG_CHARS] or empty
