"""The compiled replay's collectives: ASTRA-sim's algorithms, message by message, and the run loop.

Contract: ``run(A, F, margin)`` pops events until one Python must see and returns its code:
``DONE_EMPTY`` (queue empty), ``DONE_ENGINE`` (an engine event: time, rank, node index in
``meta[OUT_T/OUT_A/OUT_B]``), ``DONE_P2P`` (a point-to-point message delivered: time, token) or
``DONE_GROW`` (a pool lacks ``margin`` free rows: grow it and call again; nothing was popped).
``admit(A, now_ns, coll, position)`` starts one member of a registered collective.

Each handler is the Python replay's function of the same name, statement for statement, so every
event is pushed in the same order (``aware.AwareCollective`` and ``algorithms/*.replay_chunk``):
ring ``_step``/``received``, halvingDoubling ``_step``/``_send_step``, direct ``_round_one``/
``_slot`` and doubleBinaryTree ``replay_chunk``/``_leaf_up``/``_inner_up``/``_reduced``/``_down``.
A collective's constants live in its ``ct`` row and its ``ap`` parameters (``fast_state``); its
members' rows in ``mp``, its per (member, chunk) state in ``sp`` (regions of ``fast_net``'s ``A``).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from hlo2chakra.sim.analytical.fast_net import (EV_ENGINE, EV_FREE_DELIVER, EV_HOP, EV_LINK_FREE, HN, NOT_DELIVERED,
                                                OUT_A, OUT_B, OUT_T, Q_CHUNK, Q_COLL, Q_COUNT, Q_DST, Q_INFL, R_AP,
                                                R_CT, R_MP, R_Q, R_SP, borrowed, hop_done, link_free, net_send, pop,
                                                post_callback, push, queue_of, release_if_idle, room,
                                                take_callback)

DONE_EMPTY, DONE_ENGINE, DONE_P2P, DONE_GROW = range(4)
ALG_RING, ALG_DIRECT, ALG_HD, ALG_DBT = range(4)
KIND_AR, KIND_AG, KIND_RS, KIND_A2A = range(4)
# collective columns (S[7])
C_ALG, C_KIND, C_P, C_CHUNKS, C_E, C_FIRST, C_MOFF, C_SOFF, C_AOFF, C_FREE, C_FOFF, C_ENGINE, C_DONE = range(13)
# member columns (S[8]): rank, engine node index, free slots, next chunk, chunks left, end time
P_RANK, P_NODE, P_FREE, P_NEXT, P_LEFT, P_END = range(6)
# per (member, chunk) state (S[9]): direct arrived/free/sent/second count/latest second; tree: got
S_ARR, S_FREE, S_SENT, S_NSEC, S_MAXSEC = range(5)
EV_START, EV_BEGIN, EV_FINISH, EV_RING, EV_HD, EV_SLOT, EV_LEAF_UP, EV_REDUCED, EV_DOWN, EV_INNER_UP = range(16, 26)
EV_CB = 32  # + callback type: a posted receive whose message was already in (sim_recv at ``now_ns``)
# numpy scalars, not ints: numba types a global int as a literal, and a literal argument compiles
# another copy of the function it is passed to (_recv had one per callback type)
CB_RING, CB_HD, CB_DIR1, CB_DIR2, CB_GOT, CB_LEAF_DOWN, CB_INNER_DOWN = (np.int64(cb) for cb in range(7))


@njit(cache=True)
def _ct(A, c) -> int:
    return A[R_CT] + 13 * c


@njit(cache=True)
def _member(A, c, r) -> int:
    return A[R_MP] + 6 * (A[_ct(A, c) + C_MOFF] + r)


@njit(cache=True)
def _state(A, c, r, chunk) -> int:
    cr = _ct(A, c)
    return A[R_SP] + 5 * (A[cr + C_SOFF] + r * A[cr + C_CHUNKS] + chunk)


@njit(cache=True)
def _ap(A, c) -> int:
    return A[R_AP] + A[_ct(A, c) + C_AOFF]


@njit(cache=True)
def admit(A, now_ns, c, r) -> None:
    cr, mr = _ct(A, c), _member(A, c, r)
    while A[mr + P_FREE] > 0 and A[mr + P_NEXT] < A[cr + C_CHUNKS]:
        A[mr + P_FREE] -= 1
        chunk = A[mr + P_NEXT]
        A[mr + P_NEXT] += 1
        push(A, now_ns + A[cr + C_FIRST], EV_BEGIN, c, r, chunk, 0)


@njit(cache=True)
def _finish(A, now_ns, c, r) -> None:
    cr, mr = _ct(A, c), _member(A, c, r)
    A[mr + P_LEFT] -= 1
    A[mr + P_FREE] += 1
    if A[mr + P_LEFT] == 0:
        A[mr + P_END] = now_ns
        A[cr + C_DONE] += 1
        if A[cr + C_ENGINE]:
            push(A, now_ns, EV_ENGINE, A[mr + P_RANK], A[mr + P_NODE], 0, 0)
    admit(A, now_ns, c, r)


@njit(cache=True)
def _send(A, F, now_ns, c, i, j, chunk, size_bytes) -> None:
    """AwareCollective.send: over the shared links, or FreeNetwork's one delivery event."""
    cr = _ct(A, c)
    q = queue_of(A, c, i, j, chunk, size_bytes)
    A[A[R_Q] + 9 * q + Q_INFL] += 1
    if A[cr + C_FREE]:
        p, off = A[cr + C_P], A[cr + C_FOFF]
        push(A, now_ns + np.int64(F[off + i * p + j] + size_bytes / F[off + p * p + i * p + j]), EV_FREE_DELIVER, q, 0, 0, 0)
    else:
        net_send(A, F, now_ns, A[_member(A, c, i) + P_RANK], A[_member(A, c, j) + P_RANK], size_bytes, q)


@njit(cache=True)
def _recv(A, now_ns, c, i, j, chunk, size_bytes, cb, k) -> None:
    q = queue_of(A, c, i, j, chunk, size_bytes)
    qr = A[R_Q] + 9 * q
    if A[qr + Q_COUNT] > 0:  # already in: the callback fires from an event at ``now_ns``
        A[qr + Q_COUNT] -= 1
        release_if_idle(A, q)
        push(A, now_ns, EV_CB + cb, c, j, chunk, k)
    else:
        post_callback(A, q, cb, k)


@njit(cache=True)
def _arrived(A, F, now_ns, q) -> None:
    qr = A[R_Q] + 9 * q
    A[qr + Q_INFL] -= 1
    if A[qr + Q_COUNT] < 0:
        cb, k = take_callback(A, q)
        c, r, chunk = A[qr + Q_COLL], A[qr + Q_DST], A[qr + Q_CHUNK]
        release_if_idle(A, q)
        _callback(A, now_ns, cb, c, r, chunk, k)
    else:
        A[qr + Q_COUNT] += 1


@njit(cache=True)
def _tree(A, c, r, chunk):
    """(parent, left, right) of position ``r`` in the tree ``chunk`` takes (RootMax or RootMin)."""
    cr, a = _ct(A, c), _ap(A, c)
    p = A[cr + C_P]
    base = a + 2 + A[cr + C_CHUNKS] + A[a + 2 + chunk] * 3 * p
    return A[base + r], A[base + p + r], A[base + 2 * p + r]


@njit(cache=True)
def _begin(A, F, now_ns, c, r, chunk) -> None:
    cr, a = _ct(A, c), _ap(A, c)
    alg, p = A[cr + C_ALG], A[cr + C_P]
    if alg == ALG_RING:
        _ring_step(A, F, now_ns, c, r, chunk, 0)
    elif alg == ALG_HD:
        _hd_step(A, F, now_ns, c, r, chunk, 0)
    elif alg == ALG_DIRECT:
        m = A[a]
        for d in range(1, p):
            _send(A, F, now_ns, c, r, (r + d) % p, chunk, m)
        sr = _state(A, c, r, chunk)
        A[sr + S_ARR], A[sr + S_FREE], A[sr + S_SENT], A[sr + S_NSEC], A[sr + S_MAXSEC] = 0, 0, 0, 0, -1
        for d in range(1, p):
            _recv(A, now_ns, c, (r - d + p) % p, r, chunk, m, CB_DIR1, 0)
    else:
        parent, left, right = _tree(A, c, r, chunk)
        if left < 0 and right < 0:  # leaf: its first step passes the memory bus (E)
            push(A, now_ns + A[cr + C_E], EV_LEAF_UP, c, r, chunk, 0)
            return
        A[_state(A, c, r, chunk) + S_ARR] = 0
        for child in (left, right):
            if child >= 0:
                _recv(A, now_ns, c, child, r, chunk, A[a], CB_GOT, 0)


@njit(cache=True)
def _ring_step(A, F, now_ns, c, r, chunk, k) -> None:
    a, p = _ap(A, c), A[_ct(A, c) + C_P]
    m, shift = A[a], A[a + 4]
    _send(A, F, now_ns, c, r, (r + shift + p) % p, chunk, m)
    _recv(A, now_ns, c, (r - shift + p) % p, r, chunk, m, CB_RING, k)


@njit(cache=True)
def _hd_step(A, F, now_ns, c, r, chunk, k) -> None:
    a = _ap(A, c)
    bit, m = A[a + 1 + 3 * k], A[a + 2 + 3 * k]
    partner = r ^ (1 << bit)
    if k == 0:
        _send(A, F, now_ns, c, r, partner, chunk, m)
    _recv(A, now_ns, c, partner, r, chunk, m, CB_HD, k)


@njit(cache=True)
def _slot(A, F, now_ns, c, r, chunk) -> None:
    """direct's ``_slot``: a freed send slot; once round one is in, spend slots on round two."""
    a, p, sr = _ap(A, c), A[_ct(A, c) + C_P], _state(A, c, r, chunk)
    A[sr + S_FREE] += 1
    if A[sr + S_ARR] < p - 1:
        return
    m = A[a + 3]
    while A[sr + S_FREE] > 0 and A[sr + S_SENT] < p - 1:
        k = A[sr + S_SENT]
        A[sr + S_SENT] += 1
        A[sr + S_FREE] -= 1
        _send(A, F, now_ns, c, r, (r + k + 1) % p, chunk, m)
        _recv(A, now_ns, c, (r - k - 1 + p) % p, r, chunk, m, CB_DIR2, 0)


@njit(cache=True)
def _callback(A, t_ns, cb, c, r, chunk, k) -> None:
    """A receive completing at ``t_ns``: the ``received`` closure its algorithm posted."""
    cr, a = _ct(A, c), _ap(A, c)
    p, E = A[cr + C_P], A[cr + C_E]
    if cb == CB_RING:
        done = t_ns + E + (A[a + 2] if k < A[a + 3] else 0)
        if k + 1 < A[a + 1]:
            push(A, done, EV_RING, c, r, chunk, k + 1)
        else:
            push(A, done, EV_FINISH, c, r, 0, 0)
    elif cb == CB_HD:
        if k + 1 < A[a]:
            push(A, t_ns + E + A[a + 3 + 3 * (k + 1)], EV_HD, c, r, chunk, k + 1)
        else:
            push(A, t_ns + E, EV_FINISH, c, r, 0, 0)
    elif cb == CB_DIR1:
        sr = _state(A, c, r, chunk)
        A[sr + S_ARR] += 1
        if A[cr + C_KIND] == KIND_AR:
            push(A, t_ns + E + A[a + 1], EV_SLOT, c, r, chunk, 0)
        elif A[sr + S_ARR] == p - 1:
            push(A, t_ns + E + A[a + 1], EV_FINISH, c, r, 0, 0)
    elif cb == CB_DIR2:
        sr = _state(A, c, r, chunk)
        A[sr + S_NSEC] += 1
        A[sr + S_MAXSEC] = max(A[sr + S_MAXSEC], t_ns)
        if A[sr + S_NSEC] == p - 1:
            push(A, A[sr + S_MAXSEC] + E + A[a + 2], EV_FINISH, c, r, 0, 0)
        else:
            push(A, t_ns + E, EV_SLOT, c, r, chunk, 0)
    elif cb == CB_GOT:
        sr = _state(A, c, r, chunk)
        A[sr + S_ARR] += 1
        parent, left, right = _tree(A, c, r, chunk)
        if A[sr + S_ARR] < (left >= 0) + (right >= 0):
            return
        push(A, t_ns + E, EV_REDUCED, c, r, chunk, EV_DOWN if parent < 0 else EV_INNER_UP)
    elif cb == CB_LEAF_DOWN:
        push(A, t_ns + E, EV_FINISH, c, r, 0, 0)
    else:  # CB_INNER_DOWN
        push(A, t_ns + E, EV_REDUCED, c, r, chunk, EV_DOWN)


@njit(cache=True)
def _tree_event(A, F, now_ns, typ, c, r, chunk, then) -> None:
    a = _ap(A, c)
    data = A[a]
    parent, left, right = _tree(A, c, r, chunk)
    if typ == EV_REDUCED:  # through the memory bus (E); the reduction is registered from here
        push(A, now_ns + A[a + 1], then, c, r, chunk, 0)
    elif typ == EV_DOWN:
        for child in (left, right):
            if child >= 0:
                _send(A, F, now_ns, c, r, child, chunk, data)
        _finish(A, now_ns, c, r)
    else:  # EV_LEAF_UP or EV_INNER_UP: send up, wait for the parent's result
        _send(A, F, now_ns, c, r, parent, chunk, data)
        _recv(A, now_ns, c, parent, r, chunk, data, CB_LEAF_DOWN if typ == EV_LEAF_UP else CB_INNER_DOWN, 0)


@njit(cache=True)
def run(A_owned, F_owned, margin) -> int:
    A, F = borrowed(A_owned), borrowed(F_owned)
    while A[HN] > 0:
        if not room(A, margin):
            return DONE_GROW
        t_ns, typ, a0, a1, a2, a3 = pop(A)
        if typ == EV_HOP:
            target = hop_done(A, F, t_ns, a0)
            if target >= 0:
                _arrived(A, F, t_ns, target)
            elif target != NOT_DELIVERED:
                A[OUT_T], A[OUT_A] = t_ns, -target - 1
                return DONE_P2P
        elif typ == EV_LINK_FREE:
            link_free(A, F, t_ns, a0)
        elif typ == EV_FREE_DELIVER:
            _arrived(A, F, t_ns, a0)
        elif typ >= EV_CB:
            _callback(A, t_ns, typ - EV_CB, a0, a1, a2, a3)
        elif typ == EV_RING:
            _ring_step(A, F, t_ns, a0, a1, a2, a3)
        elif typ == EV_FINISH:
            _finish(A, t_ns, a0, a1)
        elif typ == EV_SLOT:
            _slot(A, F, t_ns, a0, a1, a2)
        elif typ == EV_HD:  # halvingDoubling's _send_step: send step k, then post its receive
            a = _ap(A, a0)
            _send(A, F, t_ns, a0, a1, a1 ^ (1 << A[a + 1 + 3 * a3]), a2, A[a + 2 + 3 * a3])
            _hd_step(A, F, t_ns, a0, a1, a2, a3)
        elif typ == EV_BEGIN:
            _begin(A, F, t_ns, a0, a1, a2)
        elif typ == EV_START:
            admit(A, t_ns, a0, a1)
        elif typ == EV_ENGINE:
            A[OUT_T], A[OUT_A], A[OUT_B] = t_ns, a0, a1
            return DONE_ENGINE
        else:
            _tree_event(A, F, t_ns, typ, a0, a1, a2, a3)
    return DONE_EMPTY


# --- the calls Python makes between runs: each borrows the pointers as ``run`` does, so it reuses the
# kernel's compiled functions instead of compiling (and caching) an array-typed copy of each one
@njit(cache=True)
def admit_from_python(A_owned, now_ns, c, r) -> None:
    admit(borrowed(A_owned), now_ns, c, r)


@njit(cache=True)
def push_from_python(A_owned, t_ns, typ, a0, a1, a2, a3) -> None:
    push(borrowed(A_owned), t_ns, typ, a0, a1, a2, a3)


@njit(cache=True)
def send_from_python(A_owned, F_owned, now_ns, src, dst, size_bytes, target) -> None:
    net_send(borrowed(A_owned), borrowed(F_owned), now_ns, src, dst, size_bytes, target)
