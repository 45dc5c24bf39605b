"""Which replay runs: the compiled kernel (numba, ``fast_*``) or the message-level Python one.

Contract: both give identical answers (the kernel replays the same events in the same order);
the choice is speed only. ``HLO2CHAKRA_REPLAY`` = ``python`` / ``compiled`` forces one, ``auto``
(the default) takes the kernel when the estimated network events reach ``COMPILED_FROM_EVENTS_COLD``
(``_WARM`` once the kernel has run in this process, ``_UNCOMPILED`` while numba has not cached it
yet) and numba imports: below that numba's start (or first compile) costs more than the Python
replay saves.
``compiled_replay_end_ns(plan, start_ns, network)`` is ``aware.replay_end_ns`` on the kernel
(``network`` None: the congestion-unaware ``FreeNetwork``), or None when the kernel does not
replay ``plan``. ``member_events`` estimates one member's network events of a plan (``fast_engine``
sums it over a workload to choose its engine). ``workload_events(total)`` is a context in which a
workload's separate replays (the symmetric path replays each distinct collective alone) are
judged together: when ``total`` pays the kernel's start, each replay takes it from the warm threshold.
"""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Iterator

import numpy as np

from hlo2chakra.sim.analytical.plan import CollectivePlan
from hlo2chakra.sim.analytical.algorithms import algorithm_named
from hlo2chakra.sim.analytical.algorithms.ring import _shape as _ring_shape
from hlo2chakra.sim.analytical.phase import AR
from hlo2chakra.sim.config.files import NetworkConfig
from hlo2chakra.sim.results import SimulationError

# Network events (about two per message hop) from which the kernel pays: numba's import and its
# first call in a process (target set-up, cache load: 0.5-0.8 s, numba_start) cost what the Python replay spends
# on ~300k events (~1.4 us each); once the kernel has run in this process a replay costs it microseconds.
COMPILED_FROM_EVENTS_COLD = 250_000
COMPILED_FROM_EVENTS_WARM = 5_000
# Before numba has cached the kernel anywhere (a new install, an edited kernel) its first use
# compiles for ~11 s: worth it only for a replay the Python path would spend as long on.
COMPILED_FROM_EVENTS_UNCOMPILED = 10_000_000
_numba_ok: bool | None = None
_kernel_found: bool | None = None  # _kernel_cached's answer, looked up once per process
# workload_events' total while one is open (a context variable: two threads' workloads stay apart)
_workload_total: ContextVar[int] = ContextVar("workload_events_total", default=0)


def _kernel_cached() -> bool:
    """Whether numba's cache holds the compiled kernel (its index file for ``fast_algorithms.run``),
    looked up without importing numba: beside the module, under ``NUMBA_CACHE_DIR``, or in the
    user-wide cache numba falls back to where the package folder is read-only."""
    here = Path(__file__).resolve().parent
    pattern = "fast_algorithms.run-*.nbi"
    if any((here / "__pycache__").glob(pattern)):
        return True
    roots = [os.environ.get("NUMBA_CACHE_DIR", ""),
             os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "numba")]
    return any(root and os.path.isdir(root) and any(Path(root).rglob(pattern)) for root in roots)


def _mode() -> str:
    mode = os.environ.get("HLO2CHAKRA_REPLAY", "auto")
    if mode not in ("auto", "python", "compiled"):
        raise SimulationError(f"HLO2CHAKRA_REPLAY must be auto, python or compiled, not {mode!r}")
    return mode


def _kernel_is_cached() -> bool:
    global _kernel_found
    if _kernel_found is None:  # a directory walk: not once per collective of a workload
        _kernel_found = _kernel_cached()
    return _kernel_found


def _kernel_warm() -> bool:
    """Whether the kernel has run in this process (numba started, the kernel loaded)."""
    state = sys.modules.get("hlo2chakra.sim.analytical.fast_state")
    return state is not None and state.KERNEL_RAN


def events_that_decide() -> int:
    """The estimate past which ``compiled_enabled``'s answer no longer changes, where an
    estimate's counting may stop: 0 when the mode is forced (the estimate is not read), the warm
    threshold once the kernel has run here, the uncompiled one while numba has not cached it, else
    the cold one."""
    if _mode() != "auto":
        return 0
    if _kernel_warm():
        return COMPILED_FROM_EVENTS_WARM
    return COMPILED_FROM_EVENTS_COLD if _kernel_is_cached() else COMPILED_FROM_EVENTS_UNCOMPILED


def compiled_enabled(events_estimate: int) -> bool:
    """Whether to take the kernel for a replay of about ``events_estimate`` network events."""
    global _numba_ok
    mode = _mode()
    if mode == "python":
        return False
    if mode == "auto":
        warm = _kernel_warm()
        # a replay's own events, or its workload's: the kernel's start is paid once for all of them
        events = events_estimate if warm else max(events_estimate, _workload_total.get())
        if events_estimate < COMPILED_FROM_EVENTS_WARM or (
                not warm and events < COMPILED_FROM_EVENTS_COLD):
            return False
        if not warm and events < COMPILED_FROM_EVENTS_UNCOMPILED and not _kernel_is_cached():
            return False
    if _numba_ok is None:
        try:
            import hlo2chakra.sim.analytical.fast_state  # noqa: F401 - imports numba, loads the kernel
            _numba_ok = True
        except ImportError:
            _numba_ok = False
    if not _numba_ok and mode == "compiled":
        raise SimulationError("HLO2CHAKRA_REPLAY=compiled needs numba (pip install numba)")
    return _numba_ok


@contextmanager
def workload_events(total: int) -> Iterator[None]:
    """Judge the replays made inside by ``total``, their workload's events (see the module docstring)."""
    token = _workload_total.set(total)
    try:
        yield
    finally:
        _workload_total.reset(token)


def plan_events(plan: CollectivePlan) -> int:
    """About how many network events one replay of ``plan`` makes: per member and chunk, its
    algorithm's messages, each two events per hop (hop done, link free) and one to receive it."""
    return len(plan.members) * member_events(plan)


def member_events(plan: CollectivePlan) -> int:
    if len(plan.phases) != 1:
        return 0
    pp = plan.phases[0]
    p, kind = len(plan.members), pp.phase.kind
    name = algorithm_named(pp.phase.algorithm).name
    hops = float(pp.hops.sum()) / max(1, p * (p - 1))  # mean over the pairs: direct and halvingDoubling
    if name == "ring":
        messages, hops = _ring_shape(kind, p, plan.chunk_bytes)[1], 1.0
    elif name == "direct":
        messages = (p - 1) * (2 if kind == AR else 1)
    elif name == "halvingDoubling":
        messages = 2 * max(1, (p - 1).bit_length())
    else:  # doubleBinaryTree: up and down the tree
        messages, hops = 2, 1.0
    return int(plan.chunks * messages * (2 * hops + 1))


def compiled_replay_end_ns(plan: CollectivePlan, start_ns: np.ndarray,
                           network: NetworkConfig | None) -> np.ndarray | None:
    from hlo2chakra.sim.analytical.fast_state import KernelState
    from hlo2chakra.sim.analytical.fast_algorithms import DONE_EMPTY

    state = KernelState(network)
    coll = state.add_collective(plan, engine=False, free=network is None)
    if coll is None:
        return None
    for position, t in enumerate(np.asarray(start_ns, dtype=np.int64).tolist()):
        state.schedule_start(int(t), coll, position)
    if state.run() != DONE_EMPTY:
        raise SimulationError("replayed collective stopped early (internal model error)")
    ends, finished = state.ends(coll)
    if not finished:
        raise SimulationError("replayed collective did not complete (internal model error)")
    return ends
