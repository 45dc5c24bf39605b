"""Rules on point-to-point messages: each end names its own rank and a real peer; sends meet receives.

SEND and RECV pair up by (src, dst, tag, size) as a multiset: an unmatched RECV hangs its rank,
an unmatched SEND is timed by ASTRA-sim although nothing consumes it.
"""

from __future__ import annotations

from typing import Sequence

from hlo2chakra.chakra.validate.facts import P2POp, TraceFacts
from hlo2chakra.chakra.validate.violations import Sink


def check_rank_p2p(rank: int, facts: TraceFacts, num_ranks: int, sink: Sink) -> None:
    """sendrecv-rank, sendrecv-self, sendrecv-peer: the ends of ``rank``'s sends and receives."""
    for op in facts.p2p:
        kind = "SEND" if op.is_send else "RECV"
        own, peer = op.own, op.peer
        if own is not None and own != rank:
            field_name = "comm_src" if op.is_send else "comm_dst"
            sink.add(rank, op.node_id, op.name, "sendrecv-rank", f"{kind} has {field_name}={own} but lives in rank {rank}'s "
                                                                 "trace: ASTRA-sim throws and aborts")
        elif peer == rank:
            sink.add(rank, op.node_id, op.name, "sendrecv-self", f"{kind} to/from its own rank {rank}: ASTRA-sim cannot route it and hangs")
        elif not 0 <= peer < num_ranks:
            sink.add(rank, op.node_id, op.name, "sendrecv-peer", f"{kind} peer rank {peer} is outside 0..{num_ranks - 1}: "
                                                                 "ASTRA-sim aborts or hangs")


def check_matching(facts: Sequence[TraceFacts | None], num_ranks: int, sink: Sink) -> None:
    """sendrecv-unmatched: SENDs and RECVs pair up by (src, dst, tag, size) as a multiset."""
    Key = tuple[int, int, int, int]
    sends: dict[Key, list[tuple[int, P2POp]]] = {}
    recvs: dict[Key, list[tuple[int, P2POp]]] = {}
    for rank, f in enumerate(facts):
        if f is None:
            continue
        for op in f.p2p:
            if op.is_send:
                if (op.own is None or op.own == rank) and op.peer != rank and 0 <= op.peer < num_ranks:
                    sends.setdefault((rank, op.peer, op.tag, op.size_bytes), []).append((rank, op))
            elif (op.own is None or op.own == rank) and op.peer != rank and 0 <= op.peer < num_ranks:
                recvs.setdefault((op.peer, rank, op.tag, op.size_bytes), []).append((rank, op))
    loaded = {r for r, f in enumerate(facts) if f is not None}
    extra_sends: dict[tuple[int, int], list[tuple[Key, P2POp]]] = {}
    extra_recvs: dict[tuple[int, int], list[tuple[Key, P2POp]]] = {}
    for key in sends.keys() | recvs.keys():
        s, r = sends.get(key, []), recvs.get(key, [])
        for _, op in s[len(r):]:
            extra_sends.setdefault(key[:2], []).append((key, op))
        for _, op in r[len(s):]:
            extra_recvs.setdefault(key[:2], []).append((key, op))

    def hint(others: list[tuple[Key, P2POp]] | None, verb: str) -> str:
        if not others:
            return ""
        (_, _, tag, size), op = others[0]
        return f"; its peer {verb} tag {tag}, {size} B instead (node {op.node_id} {op.name!r})"

    for pair in sorted(extra_recvs):
        src, dst = pair
        if src not in loaded:
            continue
        for (_, _, tag, size), op in extra_recvs[pair]:
            sink.add(dst, op.node_id, op.name, "sendrecv-unmatched",
                     f"RECV from rank {src} (tag {tag}, {size} B) has no matching SEND on rank "
                     f"{src}{hint(extra_sends.get(pair), 'sends')}: rank {dst} hangs")
    for pair in sorted(extra_sends):
        src, dst = pair
        if dst not in loaded:
            continue
        for (_, _, tag, size), op in extra_sends[pair]:
            sink.add(src, op.node_id, op.name, "sendrecv-unmatched",
                     f"SEND to rank {dst} (tag {tag}, {size} B) has no matching RECV on rank "
                     f"{dst}{hint(extra_recvs.get(pair), 'expects')}: "
                     "ASTRA-sim times the message but nothing consumes it")
