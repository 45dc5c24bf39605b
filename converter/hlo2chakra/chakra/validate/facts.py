"""What the workload validator learns about one trace: findings and the communication it issues.

``graph.analyze_trace`` makes a ``TraceFacts`` from one file's nodes; ``workload`` adds the rank
to each ``Finding`` and runs the cross-rank rules (``collectives``, ``p2p``, ``deadlock``) on
the ``CollOp`` and ``P2POp`` sequences.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Mapping

from hlo2chakra.chakra.schema import CollectiveCommType


@dataclass(frozen=True)
class Finding:
    """One problem in one file; ``workload`` turns it into a ``Violation`` with the rank."""

    node_id: int | None
    node_name: str | None
    rule: str
    text: str


@dataclass(frozen=True)
class CollOp:
    node_id: int
    name: str
    comm_type: int
    size_bytes: int
    pg: str  # WORLD or the group id as a canonical decimal string (``comm_groups.group_of``)

    @functools.cached_property
    def key(self) -> tuple[int, int]:  # cached: the cross-rank checks read it for every rank's every op
        return (self.comm_type, self.size_bytes)


@dataclass(frozen=True)
class P2POp:
    node_id: int
    name: str
    is_send: bool
    own: int | None  # this end's rank as the node names it (comm_src of a SEND); None: absent (means the own rank)
    peer: int        # the other end's rank (comm_dst of a SEND, comm_src of a RECV), always named
    tag: int
    size_bytes: int


@dataclass(frozen=True)
class TraceFacts:
    findings: tuple[Finding, ...]
    pg_users: Mapping[str, CollOp] = field(default_factory=dict)  # first collective per group
    colls_by_pg: Mapping[str, tuple[CollOp, ...]] = field(default_factory=dict)  # synchronizing ones
    keys_by_pg: Mapping[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    p2p: tuple[P2POp, ...] = ()
    comm_seq: tuple[CollOp | P2POp, ...] = ()  # communication that holds the comm slot, in order


def describe_coll(comm_type: int, size_bytes: int) -> str:
    try:
        kind = CollectiveCommType(comm_type).name
    except ValueError:
        kind = f"comm_type {comm_type}"
    return f"{kind} of {size_bytes} B"
