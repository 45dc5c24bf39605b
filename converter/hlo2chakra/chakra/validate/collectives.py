"""Cross-rank rules on collectives: which groups each rank uses, and the order the members issue.

Groups are independent of each other, as ASTRA-sim numbers streams per group: every member of a
group, and every rank for group-less collectives, must issue the same (type, size) sequence on
it in canonical issue order (``graph``), or the group deadlocks and ASTRA-sim hangs silently.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Mapping, Sequence

from hlo2chakra.chakra.comm_groups import WORLD, describe_group
from hlo2chakra.chakra.validate.facts import CollOp, TraceFacts, describe_coll
from hlo2chakra.chakra.validate.violations import Sink

Groups = Mapping[str, tuple[int, ...] | None]  # canonical id -> members (None: defined but broken)


def check_rank_groups(rank: int, facts: TraceFacts, groups: Groups | None, used_groups: set[str], sink: Sink) -> None:
    """pg-unknown, one-rank-group, pg-not-member: the groups ``rank``'s collectives name; adds them to ``used_groups``."""
    for pg, first in facts.pg_users.items():
        if pg == WORLD:
            continue
        if groups is None or pg not in groups:
            why = "no comm-group file was given" if groups is None else "the comm-group file does not define it"
            sink.add(rank, first.node_id, first.name, "pg-unknown", f"uses communicator group '{pg}' but {why}: ASTRA-sim exits "
                                                                    f"(communicator group '{pg}' not found)")
            continue
        used_groups.add(pg)
        members = groups[pg]
        if members is None:  # already reported as a broken group
            continue
        if len(members) <= 1:
            size = "one-rank" if members else "empty"
            sink.add(rank, first.node_id, first.name, "one-rank-group", f"runs a collective on {size} group '{pg}' "
                                                                        f"{list(members)}: ASTRA-sim hangs this rank (drop the collective)")
        elif rank not in members:
            sink.add(rank, first.node_id, first.name, "pg-not-member", f"runs a collective on group '{pg}' "
                                                                       f"{list(members)[:16]}, which does not contain rank "
                                                                       f"{rank}: ASTRA-sim aborts or hangs")


def check_unused_small_groups(groups: Groups, used: set[str], sink: Sink) -> None:
    """one-rank-group for a defined group of fewer than two ranks that no collective uses."""
    for gid, members in groups.items():
        if members is not None and len(members) <= 1 and gid not in used:
            sink.add(None, None, None, "one-rank-group", f"comm-group '{gid}' has {len(members)} rank(s); ASTRA-sim hangs on "
                                                         "any collective over it: leave it out")


def check_order(pg: str, members: Iterable[int], facts: Sequence[TraceFacts | None], sink: Sink) -> None:
    """collective-order: every member of ``pg`` issues the same (type, size) sequence on it."""
    known: dict[int, TraceFacts] = {}   # the members whose trace was read
    present: list[int] = []
    for r in members:
        f = facts[r] if 0 <= r < len(facts) else None
        if f is not None:
            known[r] = f
            present.append(r)
    if len(present) < 2:
        return
    seqs = {r: known[r].keys_by_pg.get(pg, ()) for r in present}
    counts = Counter(seqs.values())
    best = max(counts.values())
    reference = next(r for r in present if counts[seqs[r]] == best)  # ties: lowest listed member
    ref_seq = seqs[reference]
    ref_ops: tuple[CollOp, ...] = known[reference].colls_by_pg.get(pg, ())
    agree = f"rank {reference} ({best} of {len(present)} members agree)"
    for r in present:
        seq = seqs[r]
        if seq is ref_seq or seq == ref_seq:
            continue
        ops: tuple[CollOp, ...] = known[r].colls_by_pg.get(pg, ())
        k = next((i for i, (a, b) in enumerate(zip(seq, ref_seq)) if a != b), min(len(seq), len(ref_seq)))
        where = describe_group(pg)
        if k < len(seq) and k < len(ref_seq):
            ref = ref_ops[k]
            text = (f"collective #{k + 1} on {where} is a mismatch: {describe_coll(*seq[k])} here but {agree} issues "
                    f"{describe_coll(*ref_seq[k])} (node {ref.node_id} {ref.name!r}) there: the group deadlocks and ASTRA-sim "
                    "hangs silently")
            sink.add(r, ops[k].node_id, ops[k].name, "collective-order", text)
        elif k < len(seq):
            sink.add(r, ops[k].node_id, ops[k].name, "collective-order",
                     f"issues {len(seq)} collectives on {where} but {agree} issues {len(ref_seq)}: this extra "
                     f"{describe_coll(*seq[k])} never completes and ASTRA-sim hangs")
        else:
            ref = ref_ops[k]
            sink.add(r, None, None, "collective-order",
                     f"issues {len(seq)} collectives on {where} but {agree} issues {len(ref_seq)}: nobody joins their #{k + 1} "
                     f"{describe_coll(*ref_seq[k])} (node {ref.node_id} {ref.name!r}), so they hang")
