"""Process-wide settings of a ``hlo2chakra`` command-line process (not of the library).

Measured on the Hespas bench's conversions (a 10k-op ResNet-50, a 14k-op GPT-2; issue 26):

- numpy, which jaxlib's MLIR bindings import, starts OpenBLAS with a thread per core; the threads
  spin up and wait for work, about 0.1 s of CPU per process, and a conversion does no linear
  algebra. ``convert`` starts it with one thread unless the user chose a count (its XLA
  partitioning worker inherits that; XLA does not use OpenBLAS).
- The cyclic collector finds no garbage in a conversion (``runtime.collector``; the pipeline pauses
  it around ``convert``), but it still ran during the imports and once after the conversion over
  everything built, about 15 ms; a ``convert`` process keeps it off from start to exit.
- At exit the interpreter's last collections walk every object still alive (tens of thousands
  after a conversion: memos, caches, modules), only for the OS to free the memory: 40 ms of a
  conversion's exit. ``at_exit`` freezes them (``gc.freeze``), which skips that walk; the
  ``atexit`` handlers still run, what is not in a reference cycle is still freed by reference
  counting, and a cycle left at exit goes back to the OS with the process.
"""

from __future__ import annotations

import gc
import os

# Commands that only convert: bounded, single-threaded work, no linear algebra.
CONVERTING = frozenset({"convert"})
_BLAS_THREADS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "GOTO_NUM_THREADS")


def prepare(command: str | None) -> None:
    """Settle the process for ``command`` (the command line's first word), before anything imports numpy."""
    if command not in CONVERTING:
        return
    if not any(os.environ.get(name) for name in _BLAS_THREADS):
        os.environ["OPENBLAS_NUM_THREADS"] = "1"  # read by OpenBLAS when numpy loads it
    gc.disable()


def at_exit() -> None:
    """Spare the interpreter's shutdown the collector's walk over every live object."""
    gc.freeze()
