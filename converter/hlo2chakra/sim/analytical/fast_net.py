"""The compiled replay's event heap, receive queues and congestion-aware links (numba).

Contract: the whole kernel state is one int64 array ``A`` (regions of fixed-width rows, placed by
the header: ``A[R]`` the region's base, ``A[R + 1]`` its capacity in rows; ``fast_state`` lays it
out and grows it) and one float64 array ``F`` (the link latency and bandwidth, then the
``FreeNetwork`` pairs). One array, not a tuple of arrays: numba reference-counts every array it
takes out of a tuple, and that cost more than the replay itself.

* ``push(A, t_ns, type, a0, a1, a2, a3)`` schedules an event; ``pop(A)`` takes the earliest, and
  of equal times the one pushed first: one global counter, as ASTRA-sim's EventQueue and the
  Python replay (``event_queue``, ``Engine._push``) order them, so the tie order is the same.
* ``net_send(A, F, now_ns, src, dst, size_bytes, target)`` is ``aware_links.AwareNetwork.send``:
  the same route (Ring: the shorter way, clockwise on ties; FullyConnected: direct; Switch: up and
  down), per-link FIFO, and per hop the hop-done event's counter before the link-free event's.
  ``target`` >= 0 is a receive queue (a collective's message), < 0 a point-to-point token
  ``-(token + 1)`` handed back to Python on delivery.
* A receive queue is ``aware.AwareCollective``'s ``inbox``/``waiting`` pair for one key
  (collective, src, dst, chunk, size_bytes): ``count`` > 0 arrivals not yet received, < 0 posted
  callbacks (a FIFO of (callback type, step)); the two are never non-empty together.

Nothing here allocates: callers keep ``room(A, margin)`` true (Python grows the regions).
"""

from __future__ import annotations

import numpy as np
from numba import njit
from numba.core import types
from numba.extending import intrinsic

from hlo2chakra.sim.analytical.numba_start import start_numba

# header slots: counters and outputs, then (base, capacity) per region
HN, CTR, MSG_HI, MSG_FREE, Q_HI, Q_FREE, QN_HI, QN_FREE, OUT_T, OUT_A, OUT_B, TOPO, NODES, Q_LIVE, CUR_C, EV_HI, \
    EV_FREE = range(17)
R_HEAP, R_EV, R_MSG, R_LINK, R_Q, R_N, R_T, R_CT, R_MP, R_SP, R_AP = range(32, 54, 2)
HEADER = 64
# row widths per region
WIDTH = {R_HEAP: 3, R_EV: 5, R_MSG: 8, R_LINK: 5, R_Q: 9, R_N: 3, R_T: 1, R_CT: 13, R_MP: 6, R_SP: 5, R_AP: 1}
TOPO_RING, TOPO_FC, TOPO_SWITCH = 0, 1, 2
M_SIZE, M_SRC, M_DST, M_STEP, M_HOPS, M_K, M_TGT, M_NEXT = range(8)  # msg: step +1/-1 on a ring
# link: when it frees (time, counter of its link-free event), the pending FIFO's head and tail
# (msg rows), and whether its link-free event is in the heap
L_FREE_T, L_FREE_C, L_HEAD, L_TAIL, L_EVENT = range(5)
Q_HEAD, Q_TAIL, Q_COUNT, Q_INFL, Q_COLL, Q_SRC, Q_DST, Q_CHUNK, Q_SIZE = range(9)
N_NEXT, N_CB, N_K = range(3)  # queue node: next, callback type, callback step
EV_ENGINE, EV_HOP, EV_LINK_FREE, EV_FREE_DELIVER = range(4)  # the algorithms' types follow (>= 16)
NOT_DELIVERED = -(1 << 62)


# The small functions every step calls are declared for one signature (pointer, then int64s): left to
# numba, each call site's pattern of constant arguments compiles another copy (insert had 18: a
# quarter of a cold compile's time). Declared, a constant converts to int64 and the one copy is reused.
_P, _I, _VOID = types.CPointer(types.int64), types.int64, types.void
start_numba()  # before the first declared (so eagerly compiled) function below


@intrinsic
def _data_pointer(typingctx, array):
    if not isinstance(array, types.Array) or array.layout != "C":
        return None  # a view's data pointer ignores its offset and strides: contiguous arrays only
    def codegen(context, builder, signature, args):
        return context.make_array(signature.args[0])(context, builder, args[0]).data
    return types.CPointer(array.dtype)(array), codegen


@njit(cache=True)
def borrowed(array: np.ndarray):
    """``array``'s data as a raw pointer, what the kernel's functions pass each other: one word
    where an array is seven (meminfo, parent, size, item size, data, shape, strides), with no
    reference count to test and no negative-index wrap on each access. The numba functions that
    are not inlined take ``A`` and ``F`` on every call, so this is most of a call's cost. The
    caller keeps the array alive, and does not grow it, while the pointer is used (one kernel call)."""
    return _data_pointer(array)  # type: ignore[call-arg]  # an intrinsic's typing context is numba's to pass


@njit(cache=True)
def room(A, margin) -> bool:
    """Whether every pool has ``margin`` free rows (the most one event can take)."""
    return (A[R_HEAP + 1] - A[HN] >= margin and A[R_EV + 1] - A[EV_HI] >= margin
            and A[R_MSG + 1] - A[MSG_HI] >= margin
            and A[R_Q + 1] - A[Q_HI] >= margin and A[R_N + 1] - A[QN_HI] >= margin
            and A[R_T + 1] >= 2 * (A[Q_LIVE] + margin))


@njit(_I(_P, _I, _I, _I, _I, _I), cache=True)
def _take(A, free_at, hi_at, base, width, link):
    """A row of a pool (rows of ``width`` words from ``base``): the head of its free list, kept at
    ``A[free_at]`` and linked through word ``link`` of each free row, else a new row past the high
    mark ``A[hi_at]``."""
    row = A[free_at]
    if row >= 0:
        A[free_at] = A[base + width * row + link]
    else:
        row = A[hi_at]
        A[hi_at] = row + 1
    return row


@njit(_VOID(_P, _I, _I, _I, _I, _I), cache=True)
def _give(A, free_at, base, width, link, row) -> None:
    """Return ``row`` to the head of its pool's free list (``_take``'s counterpart)."""
    A[base + width * row + link] = A[free_at]
    A[free_at] = row


@njit(_VOID(_P, _I, _I, _I, _I), cache=True)
def _sift_up(A, i, t_ns, c, e) -> None:
    base = A[R_HEAP]
    while i > 0:  # counters are unique, so (time, counter) never ties
        par = (i - 1) >> 1
        pr = base + 3 * par
        if A[pr] < t_ns or (A[pr] == t_ns and A[pr + 1] < c):
            break
        r = base + 3 * i
        A[r], A[r + 1], A[r + 2] = A[pr], A[pr + 1], A[pr + 2]
        i = par
    r = base + 3 * i
    A[r], A[r + 1], A[r + 2] = t_ns, c, e


@njit(_VOID(_P, _I, _I, _I, _I, _I, _I, _I), cache=True)
def insert(A, t_ns, c, typ, a0, a1, a2, a3) -> None:
    """Put an event in the heap with counter ``c`` (taken by ``push``, or reserved earlier).

    The heap rows are (time, counter, event record): 3 words to move per level; the record (type
    and arguments, region EV) stays where it is."""
    e = _take(A, EV_FREE, EV_HI, A[R_EV], 5, 0)  # a free event record links through its type word
    er = A[R_EV] + 5 * e
    A[er], A[er + 1], A[er + 2], A[er + 3], A[er + 4] = typ, a0, a1, a2, a3
    _sift_up(A, A[HN], t_ns, c, e)
    A[HN] += 1


@njit(_VOID(_P, _I, _I, _I, _I, _I, _I), cache=True)
def push(A, t_ns, typ, a0, a1, a2, a3) -> None:
    c = A[CTR]
    A[CTR] = c + 1
    insert(A, t_ns, c, typ, a0, a1, a2, a3)


@njit(cache=True)
def pop(A):
    """(time_ns, type, a0, a1, a2, a3) of the earliest event, removed."""
    base = A[R_HEAP]
    t0, e = A[base], A[base + 2]
    A[CUR_C] = A[base + 1]  # the event being run: every event before it in (time, counter) has run
    er = A[R_EV] + 5 * e
    out = (t0, A[er], A[er + 1], A[er + 2], A[er + 3], A[er + 4])
    _give(A, EV_FREE, A[R_EV], 5, 0, e)
    n = A[HN] - 1
    A[HN] = n
    if n > 0:
        # Floyd's pop: walk the hole down to a leaf along the smaller children (one comparison a
        # level), then put the last row there and sift it up (the last row rarely climbs far)
        i = 0
        while True:
            kid = 2 * i + 1
            if kid >= n:
                break
            kr = base + 3 * kid
            if kid + 1 < n and (A[kr + 3] < A[kr] or (A[kr + 3] == A[kr] and A[kr + 4] < A[kr + 1])):
                kid += 1
                kr += 3
            r = base + 3 * i
            A[r], A[r + 1], A[r + 2] = A[kr], A[kr + 1], A[kr + 2]
            i = kid
        last = base + 3 * n
        _sift_up(A, i, A[last], A[last + 1], A[last + 2])
    return out


# --- receive queues: an open-addressing table of keys (region T: queue row + 1, 0 empty; linear
# probing, backward-shift deletion), ~20 ns a lookup where numba's typed dict takes ~400 ns ------
@njit(cache=True)
def _home(A, coll, src, dst, chunk, size_bytes) -> int:
    # int64 arithmetic wraps; small constants only (numba types a literal above 2**62 as uint64)
    h = (((coll * 1000003 + src) * 1000003 + dst) * 1000003 + chunk) * 1000003 + size_bytes
    h ^= h >> 29
    h *= 2654435761
    h ^= h >> 32
    return h & (A[R_T + 1] - 1)  # two's complement: in [0, capacity) even for a negative h


@njit(cache=True)
def _home_of(A, q) -> int:
    r = A[R_Q] + 9 * q
    return _home(A, A[r + Q_COLL], A[r + Q_SRC], A[r + Q_DST], A[r + Q_CHUNK], A[r + Q_SIZE])


@njit(cache=True)
def queue_of(A, coll, src, dst, chunk, size_bytes) -> int:
    """The queue row of key (coll, src, dst, chunk, size_bytes), made empty if it has none."""
    tb, qb, mask = A[R_T], A[R_Q], A[R_T + 1] - 1
    slot = _home(A, coll, src, dst, chunk, size_bytes)
    while A[tb + slot] != 0:
        r = qb + 9 * (A[tb + slot] - 1)
        if (A[r + Q_SIZE] == size_bytes and A[r + Q_SRC] == src and A[r + Q_DST] == dst and A[r + Q_CHUNK] == chunk
                and A[r + Q_COLL] == coll):
            return A[tb + slot] - 1
        slot = (slot + 1) & mask
    q = _take(A, Q_FREE, Q_HI, qb, 9, Q_HEAD)
    r = qb + 9 * q
    A[r + Q_HEAD], A[r + Q_TAIL], A[r + Q_COUNT], A[r + Q_INFL] = -1, -1, 0, 0
    A[r + Q_COLL], A[r + Q_SRC], A[r + Q_DST], A[r + Q_CHUNK], A[r + Q_SIZE] = coll, src, dst, chunk, size_bytes
    A[tb + slot] = q + 1
    A[Q_LIVE] += 1
    return q


@njit(cache=True)
def release_if_idle(A, q) -> None:
    """Forget queue ``q`` once nothing waits in it and no message for it is in flight (its key may
    come back later: it then starts afresh, as an emptied deque behaves)."""
    r = A[R_Q] + 9 * q
    if A[r + Q_COUNT] != 0 or A[r + Q_INFL] != 0:
        return
    tb, mask = A[R_T], A[R_T + 1] - 1
    i = _home_of(A, q)
    while A[tb + i] != q + 1:
        i = (i + 1) & mask
    j = i
    while True:  # backward shift: move later entries of the probe run into the hole
        j = (j + 1) & mask
        if A[tb + j] == 0:
            break
        k = _home_of(A, A[tb + j] - 1)
        if (j > i and (k <= i or k > j)) or (j < i and k <= i and k > j):
            A[tb + i] = A[tb + j]
            i = j
    A[tb + i] = 0
    A[r + Q_COLL] = -1  # free: rehash skips it
    _give(A, Q_FREE, A[R_Q], 9, Q_HEAD, q)
    A[Q_LIVE] -= 1


@njit(cache=True)
def rehash(A) -> None:
    """Fill the (new, empty) key table with every live queue (after Python grew it)."""
    tb, mask = A[R_T], A[R_T + 1] - 1
    for q in range(A[Q_HI]):
        if A[A[R_Q] + 9 * q + Q_COLL] < 0:
            continue
        slot = _home_of(A, q)
        while A[tb + slot] != 0:
            slot = (slot + 1) & mask
        A[tb + slot] = q + 1


@njit(_VOID(_P, _I, _I, _I), cache=True)
def post_callback(A, q, cb, k) -> None:
    nb = A[R_N]
    node = _take(A, QN_FREE, QN_HI, nb, 3, N_NEXT)
    A[nb + 3 * node + N_NEXT], A[nb + 3 * node + N_CB], A[nb + 3 * node + N_K] = -1, cb, k
    r = A[R_Q] + 9 * q
    if A[r + Q_TAIL] >= 0:
        A[nb + 3 * A[r + Q_TAIL] + N_NEXT] = node
    else:
        A[r + Q_HEAD] = node
    A[r + Q_TAIL] = node
    A[r + Q_COUNT] -= 1


@njit(cache=True)
def take_callback(A, q):
    """(callback type, step) of the oldest posted callback of ``q``, removed."""
    nb, r = A[R_N], A[R_Q] + 9 * q
    node = A[r + Q_HEAD]
    A[r + Q_HEAD] = A[nb + 3 * node + N_NEXT]
    if A[r + Q_HEAD] < 0:
        A[r + Q_TAIL] = -1
    A[r + Q_COUNT] += 1
    out = (A[nb + 3 * node + N_CB], A[nb + 3 * node + N_K])
    _give(A, QN_FREE, nb, 3, N_NEXT, node)
    return out


# --- congestion-aware links ---------------------------------------------------------------------
@njit(cache=True)
def _link_of(A, mr) -> int:
    """The link of msg row ``mr``'s current hop (Ring: clockwise cur -> cur+1 is link ``cur``,
    the other way ``n + cur``; FullyConnected: ``src * n + dst``; Switch: up ``src``, down ``n + dst``)."""
    n = A[NODES]
    topo = A[TOPO]
    if topo == TOPO_FC:
        link = A[mr + M_SRC] * n + A[mr + M_DST]
    elif topo == TOPO_SWITCH:
        link = A[mr + M_SRC] if A[mr + M_K] == 0 else n + A[mr + M_DST]
    else:
        step = A[mr + M_STEP]
        cur = (A[mr + M_SRC] + step * A[mr + M_K] + n) % n
        link = cur if step == 1 else n + cur
    return link


@njit(cache=True)
def net_send(A, F, now_ns, src, dst, size_bytes, target) -> None:
    mb = A[R_MSG]
    m = _take(A, MSG_FREE, MSG_HI, mb, 8, M_NEXT)
    mr = mb + 8 * m
    n = A[NODES]
    A[mr + M_SIZE], A[mr + M_SRC], A[mr + M_DST], A[mr + M_K], A[mr + M_TGT] = size_bytes, src, dst, 0, target
    if A[TOPO] == TOPO_RING:
        clockwise = (dst - src + n) % n
        if n - clockwise < clockwise:
            A[mr + M_STEP], A[mr + M_HOPS] = -1, n - clockwise
        else:
            A[mr + M_STEP], A[mr + M_HOPS] = 1, clockwise
    else:
        A[mr + M_STEP], A[mr + M_HOPS] = 0, 1 if A[TOPO] == TOPO_FC else 2
    _enter(A, F, now_ns, m)


@njit(cache=True)
def _enter(A, F, now_ns, m) -> None:
    """A message reaches its next link at ``now_ns``: sent on at once if the link is free, else queued.

    ASTRA-sim frees a link with an event of its own. Here that event enters the heap only when a
    message queues behind the link: its time and counter are reserved when the transmission starts,
    so whether it has run is (free time, counter) < (now_ns, the running event's counter), and when it
    must run (to start the next queued message) it is inserted with that same counter. The counter
    sequence, hence every tie order, is the one the Python replay's two events per hop give."""
    mb = A[R_MSG]
    link = _link_of(A, mb + 8 * m)
    lr = A[R_LINK] + 5 * link
    free_ns = A[lr + L_FREE_T]
    if A[lr + L_EVENT] or free_ns > now_ns or (free_ns == now_ns and A[lr + L_FREE_C] > A[CUR_C]):
        A[mb + 8 * m + M_NEXT] = -1
        if A[lr + L_TAIL] >= 0:
            A[mb + 8 * A[lr + L_TAIL] + M_NEXT] = m
        else:
            A[lr + L_HEAD] = m
        A[lr + L_TAIL] = m
        if not A[lr + L_EVENT]:
            A[lr + L_EVENT] = 1
            insert(A, free_ns, A[lr + L_FREE_C], EV_LINK_FREE, link, 0, 0, 0)
    else:
        _transmit(A, F, now_ns, link, m)


@njit(cache=True)
def _transmit(A, F, now_ns, link, m) -> None:
    """Events name rows relative to their region: growing ``A`` moves the regions."""
    lr = A[R_LINK] + 5 * link
    size_bytes = A[A[R_MSG] + 8 * m + M_SIZE]
    # floor(L + m/B) to the next device, floor(m/B) on the link, in doubles as aware_links does
    push(A, now_ns + np.int64(F[0] + size_bytes / F[1]), EV_HOP, m, 0, 0, 0)
    A[lr + L_FREE_T], A[lr + L_FREE_C] = now_ns + np.int64(size_bytes / F[1]), A[CTR]
    A[CTR] += 1
    A[lr + L_EVENT] = 0
    if A[lr + L_HEAD] >= 0:  # more are queued: the link-free event must run
        A[lr + L_EVENT] = 1
        insert(A, A[lr + L_FREE_T], A[lr + L_FREE_C], EV_LINK_FREE, link, 0, 0, 0)


@njit(cache=True)
def link_free(A, F, now_ns, link) -> None:
    """The link-free event (only inserted with a message queued): send the head on."""
    lr = A[R_LINK] + 5 * link
    m = A[lr + L_HEAD]
    A[lr + L_HEAD] = A[A[R_MSG] + 8 * m + M_NEXT]
    if A[lr + L_HEAD] < 0:
        A[lr + L_TAIL] = -1
    _transmit(A, F, now_ns, link, m)


@njit(cache=True)
def hop_done(A, F, now_ns, m) -> int:
    """Advance msg ``m`` one hop; at its last hop free it and return its target (else NOT_DELIVERED)."""
    mr = A[R_MSG] + 8 * m
    k = A[mr + M_K] + 1
    if k < A[mr + M_HOPS]:
        A[mr + M_K] = k
        _enter(A, F, now_ns, m)
        return NOT_DELIVERED
    _give(A, MSG_FREE, A[R_MSG], 8, M_NEXT, m)
    return A[mr + M_TGT]
