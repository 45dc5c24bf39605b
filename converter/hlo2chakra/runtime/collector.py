"""Python's cyclic garbage collector paused while a conversion builds its objects.

A conversion allocates a few hundred thousand long-lived, acyclic objects (ops, tensor types,
attribute values, trace nodes); each allocation burst triggers the collector, whose older
generations then walk everything built so far again. That was about a seventh of the time of
converting a 14k-op program, for no garbage: reference counting frees what the conversion drops.
``collector_paused()`` turns automatic collection off inside and restores the previous state on
the way out (an exception included); whatever cyclic garbage was made is collected later as usual.
"""

from __future__ import annotations

import contextlib
import gc
from typing import Iterator


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Automatic cyclic collection off inside the block; the previous setting is restored after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
