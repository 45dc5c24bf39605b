"""The numbers an nccl-tests table may hold, checked where each is read.

Contract. ``read_size``, ``read_time`` and ``read_rank`` turn one whitespace-separated word of
nccl-tests output into its value or raise ``BadValue`` with the reason, naming the word as
written (the caller adds the file and line). Bounds, wide on purpose: they refuse only what no
real run prints and what would overflow or divide into nonsense in the fit:

- size (bytes): ASCII digits only (``str.isdigit`` is true for superscripts such as ``²³`` and
  ``int()`` takes Arabic-Indic and other Unicode digits; nccl-tests prints neither),
  0 .. ``MAX_SIZE_BYTES`` = 2**50 (1 PiB, far above any one collective's buffer);
- time (us): an ASCII decimal number, finite, ``MIN_TIME_US`` = 0.001 (1 ns; nccl-tests prints
  at most two decimals, so 0.01 us is its smallest non-zero time, and subnormal doubles such as
  1e-310 would overflow the fit's ratios) .. ``MAX_TIME_US`` = 1e12 (about 11.6 days, the trace
  node duration ceiling of ``checks.quantities``); ``N/A``, ``NaN`` and ``-`` mean "not measured";
- rank id: ASCII digits, below the rank ceiling of ``checks.limits`` (``max_ranks()``).
"""

from __future__ import annotations

import math
import re

from hlo2chakra.checks.limits import MAX_RANKS_ENV, max_ranks
from hlo2chakra.checks.quantities import DURATION_US
from hlo2chakra.errors import shown as _shown

MAX_SIZE_BYTES = 1 << 50
MIN_TIME_US = 1e-3
MAX_TIME_US = DURATION_US.high   # the trace node duration ceiling, one place
MISSING = ("N/A", "NAN", "-")  # what nccl-tests prints for a time it did not measure

_DIGITS = re.compile(r"[0-9]+")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_SHOWN = 40  # longer words are cut in messages, which stay one readable line


class BadValue(ValueError):
    """A word that is not a usable value; the message names it, the caller adds file and line."""


def shown(word: str) -> str:
    """``word`` quoted for a message, cut to ``_SHOWN`` characters (``errors.shown``)."""
    return _shown(word, _SHOWN)


def read_size(word: str) -> int:
    """A size column: bytes in ASCII digits, at most 2**50."""
    if not _DIGITS.fullmatch(word):
        raise BadValue(f"size {shown(word)} is not a whole number of bytes in ASCII digits")
    # Length first: int() of a 5000-digit word raises its own, file-less error.
    if len(word.lstrip("0")) > len(str(MAX_SIZE_BYTES)) or int(word) > MAX_SIZE_BYTES:
        raise BadValue(f"size {shown(word)} is above 2**50 bytes (1 PiB), more than any collective moves")
    return int(word)


def read_time(word: str) -> float | None:
    """A time column in us, or None when nccl-tests printed that it did not measure it."""
    if word.upper() in MISSING:
        return None
    if not _DECIMAL.fullmatch(word):
        try:
            float(word)
        except ValueError:
            raise BadValue(f"{shown(word)} is not a number") from None
        # float() took it, but it is 'inf', '-nan', '1_0' or Unicode digits: none is a time.
        raise BadValue(f"time {shown(word)} is not a finite positive number")
    value = float(word)
    if not (math.isfinite(value) and value > 0):  # 0, -3, or 1e400 (a double's inf)
        raise BadValue(f"time {shown(word)} is not a finite positive number")
    if not MIN_TIME_US <= value <= MAX_TIME_US:
        raise BadValue(f"time {shown(word)} us is outside {MIN_TIME_US:g} .. {MAX_TIME_US:g} us "
                       "(1 ns to about 11.6 days)")
    return value


def read_rank(word: str) -> int:
    """A rank id of a ``# Rank N ... device`` line: ASCII digits, below the rank ceiling."""
    ceiling = max_ranks()
    if not _DIGITS.fullmatch(word):
        raise BadValue(f"rank {shown(word)} is not a whole number in ASCII digits")
    if len(word.lstrip("0")) > len(str(ceiling)) or int(word) >= ceiling:
        raise BadValue(f"rank {shown(word)} is beyond the {ceiling:,}-rank ceiling (set {MAX_RANKS_ENV} to raise it)")
    return int(word)
