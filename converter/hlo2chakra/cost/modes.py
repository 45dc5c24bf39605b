"""The grouping modes of the cost layer, one spelling each: how unfused ops are grouped into
kernels (``FusionMode``, see ``cost.fusion``) and how collectives are combined (``CombineMode``,
see ``cost.combine``). Both take the CLI's values as they are ("auto", "xla-like", "none").

``auto`` lets the program decide (left alone when XLA already optimized it), ``xla-like`` always
does what XLA's GPU pipeline does, ``none`` never groups anything.
"""

from __future__ import annotations

import enum
from typing import TypeVar

from hlo2chakra.errors import BadInputError


class FusionMode(enum.StrEnum):
    AUTO = "auto"
    NONE = "none"
    XLA_LIKE = "xla-like"


class CombineMode(enum.StrEnum):
    AUTO = "auto"
    XLA_LIKE = "xla-like"
    NONE = "none"


Mode = TypeVar("Mode", FusionMode, CombineMode)


def parse_mode(kind: type[Mode], value: Mode | str, what: str, error: type[BadInputError] | type[ValueError]) -> Mode:
    """``value`` as a ``kind``; ``error`` (one line) names ``what`` and the choices."""
    try:
        return kind(value)
    except ValueError:
        raise error(f"unknown {what} mode {value!r} (expected one of: "
                    f"{', '.join(m.value for m in kind)})") from None
