"""Cross-rank wait cycles under ASTRA-sim's one-communication-at-a-time rule.

Every rank runs one communication node at a time (a collective, a SEND or a RECV holds the
rank's single communication slot until it completes). ``find_wait_cycles`` replays each rank's
communication in canonical issue order (see ``graph``) without timing:

- a SEND completes by itself (ASTRA-sim delivers its data even when no RECV is posted yet);
- a RECV completes once a SEND with the same (src, dst, tag, size) has been issued;
- the k-th collective of a group completes once every member has issued its k-th collective
  of that group (BROADCAST is replayed locally and is not part of the sequences).

Ranks still waiting at the end block each other in a cycle, e.g. two ranks that both RECV
before they SEND, or two overlapping groups whose collectives two ranks issue in opposite
orders: ASTRA-sim hangs them silently. The caller runs this only when the per-group orders
and the send/recv pairs already match, so a leftover wait is a cycle, not a missing partner.
Like the order check it relies on the canonical order, so a trace whose ranks avoid the cycle
only thanks to timing is reported too (conservative).
"""

from __future__ import annotations

from collections import Counter, deque
from dataclasses import dataclass
from typing import Mapping, Sequence

from hlo2chakra.chakra.comm_groups import WORLD, describe_group
from hlo2chakra.chakra.validate.facts import CollOp, P2POp, describe_coll


@dataclass(frozen=True)
class Stuck:
    rank: int
    op: CollOp | P2POp
    text: str  # what it waits for, one clause


def _describe(op: CollOp | P2POp, position: int | None = None) -> str:
    if isinstance(op, P2POp):
        return f"RECV from rank {op.peer} (tag {op.tag}, {op.size_bytes} B)" if not op.is_send else f"SEND to rank {op.peer}"
    where = f" (its collective #{position})" if position else ""
    return f"{describe_coll(op.comm_type, op.size_bytes)} on {describe_group(op.pg)}{where}"


def find_wait_cycles(seqs: Sequence[tuple[CollOp | P2POp, ...]], groups: Mapping[str, Sequence[int]],
                     num_ranks: int) -> list[Stuck]:
    """Ranks left blocked after replaying ``seqs[r]`` (rank r's blocking communication, in order)."""
    members = {pg: tuple(m) for pg, m in groups.items()}
    members[WORLD] = tuple(range(num_ranks))
    head, issued = _replay(_encode(seqs), {pg: len(m) for pg, m in members.items()})
    return _stuck(seqs, members, head, issued)


def _encode(seqs: Sequence[tuple[CollOp | P2POp, ...]]) -> list[list[tuple]]:
    """Compact steps per rank: (0, pg) collective, (1, dst, tag, size) SEND, (2, src, tag, size)
    RECV; ranks with the same sequence object share one list."""
    encoded: dict[int, list[tuple]] = {}
    steps: list[list[tuple]] = []
    for seq in seqs:
        enc = encoded.get(id(seq))
        if enc is None:
            enc = encoded[id(seq)] = [
                (0, op.pg) if isinstance(op, CollOp)
                else (1, op.peer, op.tag, op.size_bytes) if op.is_send else (2, op.peer, op.tag, op.size_bytes)
                for op in seq
            ]
        steps.append(enc)
    return steps


def _replay(steps: list[list[tuple]], size: Mapping[str, int]) -> tuple[list[int], list[dict[str, int]]]:
    """Run every rank as far as it can: (steps done per rank, collectives issued per rank and group)."""
    head = [0] * len(steps)
    issued: list[dict[str, int]] = [{} for _ in steps]
    arrived: dict[tuple[str, int], int] = {}
    coll_waiters: dict[tuple[str, int], list[int]] = {}
    sent: Counter[tuple] = Counter()
    taken: Counter[tuple] = Counter()
    recv_waiters: dict[tuple, list[int]] = {}
    work = deque(r for r, seq in enumerate(steps) if seq)
    while work:
        r = work.popleft()
        seq_r, issued_r, h = steps[r], issued[r], head[r]
        n = len(seq_r)
        while h < n:
            step = seq_r[h]
            kind = step[0]
            if kind == 1:
                key = (r, step[1], step[2], step[3])
                sent[key] += 1
                h += 1
                work.extend(recv_waiters.pop(key, ()))
            elif kind == 2:
                key = (step[1], r, step[2], step[3])
                if sent[key] <= taken[key]:
                    recv_waiters.setdefault(key, []).append(r)
                    break
                taken[key] += 1
                h += 1
            else:
                pg = step[1]
                k = issued_r.get(pg, 0)
                issued_r[pg] = k + 1
                slot = (pg, k)
                count = arrived.get(slot, 0) + 1
                if count < size[pg]:
                    arrived[slot] = count
                    coll_waiters.setdefault(slot, []).append(r)
                    break
                arrived.pop(slot, None)
                h += 1  # the last member to arrive completes it for everybody
                for other in coll_waiters.pop(slot, ()):
                    head[other] += 1
                    work.append(other)
        head[r] = h
    return head, issued


def _stuck(seqs: Sequence[tuple[CollOp | P2POp, ...]], members: Mapping[str, tuple[int, ...]], head: list[int],
           issued: list[dict[str, int]]) -> list[Stuck]:
    """Each blocked rank, what it waits in and for whom."""
    stuck: list[Stuck] = []
    blocked = {r for r, seq in enumerate(seqs) if head[r] < len(seq)}
    for r in sorted(blocked):
        op = seqs[r][head[r]]
        if isinstance(op, P2POp):
            peer = op.peer
            position = None
        else:
            position = issued[r][op.pg]
            peer = next((m for m in members[op.pg] if m != r and issued[m].get(op.pg, 0) < position), r)
        if peer in blocked:
            other = seqs[peer][head[peer]]
            other_pos = issued[peer].get(other.pg) if isinstance(other, CollOp) else None
            why = f"rank {peer} is itself blocked in {_describe(other, other_pos)} (node {other.node_id} {other.name!r})"
        else:
            why = f"rank {peer} never gets there"
        stuck.append(Stuck(r, op, f"waits forever in {_describe(op, position)}: {why}"))
    return stuck
