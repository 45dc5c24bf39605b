"""Round two (the all-gather half) of ASTRA-sim's direct all-reduce, message by message.

Contract: ``round_two_arrivals_ns(processed_ns, last_ns, t_ns, endpoint_ns)`` takes, for one ring
of p ranks, when each round-one message i -> j finished processing at j (``processed_ns[i, j]``),
when j received its last round-one message (``last_ns[j]``) and the message times ``t_ns[i, j]``,
and returns when j completes its receive of i's round-two message (diagonal: a very negative
number). The rule is AllToAll::run: every processed message frees one send slot; from the first
slot freed after all round-one messages arrived, rank j spends each free slot on its next send
(the k-th to the peer k+1 positions on, posting the receive from the peer k+1 positions back);
a completed round-two receive frees a slot too, one endpoint delay later. ``sends_are_slot_bound``
tells whether a closed form that ignores round-two slots (``algorithms.direct.direct_all_reduce_ns``
and its per-rank vector form) is already exact.
"""

from __future__ import annotations

import heapq

import numpy as np

NEG_NS = np.iinfo(np.int64).min // 4


def round_two_arrivals_ns(processed_ns: np.ndarray, last_ns: np.ndarray, t_ns: np.ndarray,
                          endpoint_ns: int) -> np.ndarray:
    p = t_ns.shape[0]
    events: list[tuple[int, int, int]] = []  # (time, seq, rank): a slot frees at rank
    seq = 0
    for i in range(p):
        for j in range(p):
            if i != j:
                events.append((int(processed_ns[i, j]), seq, j))
                seq += 1
    heapq.heapify(events)
    sent = [0] * p
    free = [0] * p
    send_at = np.full((p, p), -1, dtype=np.int64)  # [rank, k]: when rank sent/posted its k-th
    arrivals = np.full((p, p), NEG_NS, dtype=np.int64)
    while events:
        now, _, j = heapq.heappop(events)
        free[j] += 1
        if now < last_ns[j]:
            continue
        while free[j] and sent[j] < p - 1:
            k = sent[j]
            sent[j] += 1
            free[j] -= 1
            send_at[j, k] = now
            # j's k-th message goes to j+k+1, whose k-th receive is from j; j's k-th receive is from j-k-1
            for src, dst in ((j, (j + k + 1) % p), ((j - k - 1) % p, j)):
                if send_at[src, k] >= 0 and send_at[dst, k] >= 0:
                    done = max(int(send_at[dst, k]), int(send_at[src, k] + t_ns[src, dst]))
                    arrivals[src, dst] = done
                    heapq.heappush(events, (done + endpoint_ns, seq, dst))
                    seq += 1
    return arrivals


def sends_are_slot_bound(arrivals_ns: np.ndarray, last_send_ns: np.ndarray, endpoint_ns: int) -> bool:
    """True when no round-two receive frees a slot before its rank's last round-two send."""
    return bool(((arrivals_ns + endpoint_ns).min(axis=-2, initial=np.iinfo(np.int64).max,
                                                 where=arrivals_ns > NEG_NS) >= last_send_ns).all())
