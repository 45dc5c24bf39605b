"""numba's once-per-process start, paid without importing ``scipy.linalg``.

Contract: ``start_numba()`` sets up numba's CPU target (what its first compile or cache load would
do) and leaves ``sys.modules`` as it found it; call it before the first ``@njit`` that compiles
eagerly. Calling it again costs nothing.

Why: setting up the CPU target imports ``numba.np.arraymath``, which imports ``scipy.linalg`` only
to learn whether ``np.dot`` may call BLAS. That is 0.3-0.45 s of a fresh process, and a second
OpenBLAS thread pool, for a kernel that does no linear algebra. A ``None`` in ``sys.modules`` makes
that import fail at once (numba then records that BLAS is absent, a case it supports); the entry is
removed straight after, so a later ``import scipy.linalg`` (fit-network's optimiser) works as usual.
Where scipy.linalg is already loaded there is nothing to save. The price, process-wide: numba's
other users get no BLAS in ``np.dot``-like calls (still correct; hlo2chakra has none), and a
thread importing ``scipy.linalg`` during those few milliseconds would fail.
"""

from __future__ import annotations

import sys

from numba.core.registry import cpu_target


def start_numba() -> None:
    blocked = "scipy.linalg" not in sys.modules
    if blocked:
        sys.modules["scipy.linalg"] = None  # type: ignore[assignment]
    try:
        cpu_target.typing_context.refresh()
        cpu_target.target_context.refresh()
    finally:
        if blocked and "scipy.linalg" in sys.modules and sys.modules["scipy.linalg"] is None:
            del sys.modules["scipy.linalg"]
