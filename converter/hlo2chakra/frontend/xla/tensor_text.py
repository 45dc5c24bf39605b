"""Tensor types as they appear in module text: ``tensor<4x8xf32>`` -> its dimensions."""

from __future__ import annotations

import re

TENSOR_TYPE = re.compile(r"tensor<((?:\d+x)*)[a-z]")


def dims(match_text: str) -> tuple[int, ...]:
    """The dimensions of a ``TENSOR_TYPE`` match's group ('4x8x' -> (4, 8))."""
    return tuple(int(d) for d in match_text.rstrip("x").split("x") if d)
