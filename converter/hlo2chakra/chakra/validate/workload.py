"""Check per-rank Chakra traces against every rule whose breach makes ASTRA-sim abort, hang or misreport.

``validate_traces(traces, comm_groups, num_npus=...)`` returns ``Violation`` values, each naming
the rank and node at fault (``rank=None`` for whole-workload problems such as the comm-group
file), a short stable ``rule`` code and a one-line message that says what ASTRA-sim would do.
``validate_workload(prefix, comm_groups_path)`` reads ``PREFIX.<r>.et`` first; ``check`` raises
``ValidationError`` when anything is wrong.

Rules: per file (see ``validate_graph``) ``empty-trace``, ``duplicate-id``, ``missing-dep``,
``cycle``, ``node-type``, ``zero-bytes``, ``cpu-op``, ``attr-kind``, ``comm-type``,
``comm-size`` (also sizes beyond ``hlo2chakra.checks.quantities.MESSAGE_BYTES``), ``comm-attr``,
``pg-name``, ``duration`` (beyond ``quantities.DURATION_US``); per rank ``pg-unknown``, ``pg-not-member``,
``one-rank-group``, ``sendrecv-rank`` (SEND whose comm_src, or RECV whose comm_dst, is not the
own rank), ``sendrecv-self``, ``sendrecv-peer`` (peer out of range); across ranks
``collective-order`` (every member of a group, and every rank for group-less collectives, must
issue the same (type, size) sequence in canonical issue order; groups are independent of each
other, as ASTRA-sim numbers streams per group) and ``sendrecv-unmatched`` (SEND and RECV pair up
by (src, dst, tag, size) as a multiset; an unmatched RECV hangs its rank) and ``deadlock``
(ranks that wait on each other in a cycle, see ``validate_deadlock``); for the workload
``rank-count``, ``trace-format``, ``group-file``, ``group-id``, ``group-rank``.

Speed: facts about a trace depend on its nodes only, so identical traces (the same object, or
the same file bytes in ``validate_workload``) are analysed once; the cross-rank checks touch
only communication nodes, compare whole per-group sequences by hash, and the wait-cycle replay is
linear in the number of communication nodes.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from hlo2chakra.checks.limits import check_rank_count
from hlo2chakra.chakra.trace import (
    EtTrace,
    TraceFormatError,
    count_ranks,
    parse_trace,
    read_trace_bytes,
    trace_path,
)
from hlo2chakra.chakra.validate.deadlock import find_wait_cycles
from hlo2chakra.chakra.validate.graph import WORLD, CollOp, P2POp, TraceFacts, analyze_trace, describe_coll
from hlo2chakra.errors import BadInputError

__all__ = ["Violation", "ValidationError", "validate_traces", "validate_workload", "check", "refusal"]


@dataclass(frozen=True)
class Violation:
    rank: int | None
    node_id: int | None
    node_name: str | None
    rule: str
    message: str
    detail: str = ""  # the message without its "rank R, node N" prefix and rule tag

    def located(self) -> str:
        """The violation as a simulator names its culprit: "rank R node N ('name'): ... [rule]"."""
        if self.rank is None or self.node_id is None:
            return self.message
        return f"rank {self.rank} node {self.node_id} ({self.node_name!r}): {self.detail} [{self.rule}]"


class ValidationError(BadInputError):
    """Traces that ASTRA-sim would reject, hang on or misreport; ``violations`` lists them all."""

    def __init__(self, violations: Sequence[Violation]) -> None:
        self.violations: tuple[Violation, ...] = tuple(violations)
        first = self.violations[0].message if self.violations else "no violation"
        others = len(self.violations) - 1
        super().__init__(first + (f" (and {others} more violation{'s' * (others != 1)})" if others > 0 else ""))


class _Full(Exception):
    """Internal: the violation budget is spent."""


class _Sink:
    def __init__(self, limit: int) -> None:
        self.limit = max(1, limit)
        self.items: list[Violation] = []

    def add(self, rank: int | None, node_id: int | None, node_name: str | None, rule: str, text: str) -> None:
        if rank is None:
            where = "workload"
        elif node_id is None:
            where = f"rank {rank}"
        else:
            where = f"rank {rank}, node {node_id} ({node_name!r})"
        self.items.append(Violation(rank, node_id, node_name, rule, f"{where}: {text} [{rule}]", text))
        if len(self.items) >= self.limit:
            raise _Full


def _group_desc(pg: str) -> str:
    return "the world group" if pg == WORLD else f"group '{pg}'"


def _check_groups(raw: Mapping[Any, Any], num_ranks: int, sink: _Sink) -> dict[str, tuple[int, ...] | None]:
    """Comm-group file rules; returns the groups keyed by canonical decimal id (None: defined but broken)."""
    groups: dict[str, tuple[int, ...] | None] = {}
    spelled: dict[str, str] = {}
    for key, members in raw.items():
        text = str(key)
        if not (text.isascii() and text.isdigit()):
            sink.add(None, None, None, "group-id", f"comm-group id {text!r} is not a decimal string: ASTRA-sim's stoi aborts")
            continue
        gid = str(int(text))
        if gid == "0":
            sink.add(None, None, None, "group-id", f"comm-group id {text!r} is reserved for the world: ASTRA-sim asserts id > 0 and aborts")
            continue
        if gid in spelled:
            sink.add(None, None, None, "group-id", f"comm-group ids {spelled[gid]!r} and {text!r} are the same group {gid} to ASTRA-sim: one silently replaces the other")
            continue
        if gid != text:
            sink.add(None, None, None, "group-id", f"comm-group id {text!r} has leading zeros, so it only matches pg_name {gid!r} by accident of stoi: write {gid!r}")
            groups[gid] = None  # defined, so nodes naming it are not reported again
            spelled[gid] = text
            continue
        spelled[gid] = text
        if isinstance(members, (str, bytes)) or not isinstance(members, Sequence) or not all(
            isinstance(r, int) and not isinstance(r, bool) for r in members
        ):
            sink.add(None, None, None, "group-rank", f"comm-group {text!r} must be a list of integer ranks: ASTRA-sim aborts reading it")
            groups[gid] = None
            continue
        bad = False
        for r, count in Counter(members).items():
            if count > 1:
                sink.add(None, None, None, "group-rank", f"comm-group {text!r} lists rank {r} {count} times: ASTRA-sim's ring over the group breaks (hang or abort)")
                bad = True
        for r in members:
            if not 0 <= r < num_ranks:
                sink.add(None, None, None, "group-rank", f"comm-group {text!r} names rank {r}, outside 0..{num_ranks - 1}: ASTRA-sim aborts or hangs")
                bad = True
        groups[gid] = None if bad else tuple(members)
    return groups


def _facts_for(traces: Sequence[EtTrace | None]) -> list[TraceFacts | None]:
    cache: dict[int, TraceFacts] = {}
    memo: dict = {}  # id(node) -> local result, for communication nodes shared between traces
    out: list[TraceFacts | None] = []
    for trace in traces:
        if trace is None:
            out.append(None)
            continue
        key = id(trace.nodes)  # traces stay alive in ``traces``, so ids are stable here
        facts = cache.get(key)
        if facts is None:
            facts = cache[key] = analyze_trace(trace, memo)
        out.append(facts)
    return out


def _check_rank_comm(rank: int, facts: TraceFacts, groups: Mapping[str, tuple[int, ...] | None] | None,
                     num_ranks: int, used_groups: set[str], sink: _Sink) -> None:
    for pg, first in facts.pg_users.items():
        if pg == WORLD:
            continue
        if groups is None or pg not in groups:
            why = "no comm-group file was given" if groups is None else "the comm-group file does not define it"
            sink.add(rank, first.node_id, first.name, "pg-unknown", f"uses communicator group '{pg}' but {why}: ASTRA-sim exits (communicator group '{pg}' not found)")
            continue
        used_groups.add(pg)
        members = groups[pg]
        if members is None:  # already reported as a broken group
            continue
        if len(members) <= 1:
            size = "one-rank" if members else "empty"
            sink.add(rank, first.node_id, first.name, "one-rank-group", f"runs a collective on {size} group '{pg}' {list(members)}: ASTRA-sim hangs this rank (drop the collective)")
        elif rank not in members:
            sink.add(rank, first.node_id, first.name, "pg-not-member", f"runs a collective on group '{pg}' {list(members)[:16]}, which does not contain rank {rank}: ASTRA-sim aborts or hangs")
    for op in facts.p2p:
        kind = "SEND" if op.is_send else "RECV"
        own, peer = (op.src, op.dst) if op.is_send else (op.dst, op.src)
        if own is not None and own != rank:
            field_name = "comm_src" if op.is_send else "comm_dst"
            sink.add(rank, op.node_id, op.name, "sendrecv-rank", f"{kind} has {field_name}={own} but lives in rank {rank}'s trace: ASTRA-sim throws and aborts")
        elif peer == rank:
            sink.add(rank, op.node_id, op.name, "sendrecv-self", f"{kind} to/from its own rank {rank}: ASTRA-sim cannot route it and hangs")
        elif not 0 <= peer < num_ranks:
            sink.add(rank, op.node_id, op.name, "sendrecv-peer", f"{kind} peer rank {peer} is outside 0..{num_ranks - 1}: ASTRA-sim aborts or hangs")


def _check_order(pg: str, members: Iterable[int], facts: Sequence[TraceFacts | None], sink: _Sink) -> None:
    present = [r for r in members if 0 <= r < len(facts) and facts[r] is not None]
    if len(present) < 2:
        return
    seqs = {r: facts[r].keys_by_pg.get(pg, ()) for r in present}  # type: ignore[union-attr]
    counts = Counter(seqs.values())
    best = max(counts.values())
    reference = next(r for r in present if counts[seqs[r]] == best)  # ties: lowest listed member
    ref_seq = seqs[reference]
    ref_ops: tuple[CollOp, ...] = facts[reference].colls_by_pg.get(pg, ())  # type: ignore[union-attr]
    agree = f"rank {reference} ({best} of {len(present)} members agree)"
    for r in present:
        seq = seqs[r]
        if seq is ref_seq or seq == ref_seq:
            continue
        ops: tuple[CollOp, ...] = facts[r].colls_by_pg.get(pg, ())  # type: ignore[union-attr]
        k = next((i for i, (a, b) in enumerate(zip(seq, ref_seq)) if a != b), min(len(seq), len(ref_seq)))
        where = _group_desc(pg)
        if k < len(seq) and k < len(ref_seq):
            ref = ref_ops[k]
            text = (f"collective #{k + 1} on {where} is a mismatch: {describe_coll(*seq[k])} here but {agree} issues "
                    f"{describe_coll(*ref_seq[k])} (node {ref.node_id} {ref.name!r}) there: the group deadlocks and ASTRA-sim hangs silently")
            sink.add(r, ops[k].node_id, ops[k].name, "collective-order", text)
        elif k < len(seq):
            sink.add(r, ops[k].node_id, ops[k].name, "collective-order",
                     f"issues {len(seq)} collectives on {where} but {agree} issues {len(ref_seq)}: this extra {describe_coll(*seq[k])} never completes and ASTRA-sim hangs")
        else:
            ref = ref_ops[k]
            sink.add(r, None, None, "collective-order",
                     f"issues {len(seq)} collectives on {where} but {agree} issues {len(ref_seq)}: nobody joins their #{k + 1} "
                     f"{describe_coll(*ref_seq[k])} (node {ref.node_id} {ref.name!r}), so they hang")


def _check_p2p(facts: Sequence[TraceFacts | None], num_ranks: int, sink: _Sink) -> None:
    Key = tuple[int, int, int, int]
    sends: dict[Key, list[tuple[int, P2POp]]] = {}
    recvs: dict[Key, list[tuple[int, P2POp]]] = {}
    for rank, f in enumerate(facts):
        if f is None:
            continue
        for op in f.p2p:
            if op.is_send:
                if (op.src is None or op.src == rank) and op.dst != rank and 0 <= op.dst < num_ranks:
                    sends.setdefault((rank, op.dst, op.tag, op.size_bytes), []).append((rank, op))
            elif (op.dst is None or op.dst == rank) and op.src != rank and 0 <= op.src < num_ranks:
                recvs.setdefault((op.src, rank, op.tag, op.size_bytes), []).append((rank, op))
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
                     f"RECV from rank {src} (tag {tag}, {size} B) has no matching SEND on rank {src}{hint(extra_sends.get(pair), 'sends')}: rank {dst} hangs")
    for pair in sorted(extra_sends):
        src, dst = pair
        if dst not in loaded:
            continue
        for (_, _, tag, size), op in extra_sends[pair]:
            sink.add(src, op.node_id, op.name, "sendrecv-unmatched",
                     f"SEND to rank {dst} (tag {tag}, {size} B) has no matching RECV on rank {dst}{hint(extra_recvs.get(pair), 'expects')}: "
                     "ASTRA-sim times the message but nothing consumes it")


def _validate(traces: Sequence[EtTrace | None], comm_groups: Mapping[Any, Any] | None,
              num_npus: int | None, sink: _Sink) -> None:
    num_ranks = num_npus if num_npus is not None else len(traces)
    if num_npus is not None and len(traces) != num_npus:
        more = len(traces) > num_npus
        sink.add(None, None, None, "rank-count",
                 f"{len(traces)} traces for a {num_npus}-NPU network: ASTRA-sim "
                 + ("ignores the extra ranks, so the workload is not what was simulated" if more else "aborts on the first missing PREFIX.<rank>.et"))
    if num_ranks == 0:
        sink.add(None, None, None, "rank-count", "no traces at all: there is nothing to simulate")
        return
    groups = None if comm_groups is None else _check_groups(comm_groups, num_ranks, sink)
    facts = _facts_for(traces)
    for rank, f in enumerate(facts):
        if f is None:
            continue
        for item in f.findings:
            sink.add(rank, item.node_id, item.node_name, item.rule, item.text)
    used: set[str] = set()
    pgs: dict[str, None] = {}
    for rank, f in enumerate(facts):
        if f is not None and rank < num_ranks:
            _check_rank_comm(rank, f, groups, num_ranks, used, sink)
            pgs.update(dict.fromkeys(f.colls_by_pg))
    for gid, members in (groups or {}).items():
        if members is not None and len(members) <= 1 and gid not in used:
            sink.add(None, None, None, "one-rank-group", f"comm-group '{gid}' has {len(members)} rank(s); ASTRA-sim hangs on any collective over it: leave it out")
    for pg in sorted(pgs, key=lambda g: -1 if g == WORLD else int(g)):
        if pg == WORLD:
            _check_order(pg, range(num_ranks), facts, sink)
        elif groups is not None and (members := groups.get(pg)) is not None and len(members) > 1:
            _check_order(pg, members, facts, sink)
    _check_p2p(facts[:num_ranks], num_ranks, sink)
    _check_wait_cycles(facts, groups, num_ranks, sink)


def _check_wait_cycles(facts: Sequence[TraceFacts | None], groups: Mapping[str, tuple[int, ...] | None] | None,
                       num_ranks: int, sink: _Sink) -> None:
    # The replay assumes matched orders and pairs; any communication problem already reported
    # would show up again as a "cycle", so it runs only on an otherwise clean workload.
    if any(v.rule != "cpu-op" for v in sink.items) or len(facts) < num_ranks:
        return
    ranks = facts[:num_ranks]
    if any(f is None for f in ranks):
        return
    distinct = {id(f): f for f in ranks}.values()
    # Without point-to-point messages and with one group per rank, nothing can wait in a cycle.
    if not any(f.p2p or len(f.colls_by_pg) > 1 for f in distinct):  # type: ignore[union-attr]
        return
    usable = {gid: m for gid, m in (groups or {}).items() if m is not None}
    for item in find_wait_cycles([f.comm_seq for f in ranks], usable, num_ranks):  # type: ignore[union-attr]
        sink.add(item.rank, item.op.node_id, item.op.name, "deadlock",
                 f"{item.text}; each rank runs one communication at a time, so ASTRA-sim hangs silently")


def validate_traces(traces: Sequence[EtTrace], comm_groups: Mapping[str, Sequence[int]] | None = None,
                    *, num_npus: int | None = None, max_violations: int = 50) -> list[Violation]:
    """All violations (at most ``max_violations``), most fundamental first; [] when the workload is sound."""
    sink = _Sink(max_violations)
    try:
        _validate(list(traces), comm_groups, num_npus, sink)
    except _Full:
        pass
    return sink.items


def _read_groups(path: str | Path, sink: _Sink) -> Mapping[Any, Any] | None:
    if "empty" in str(path):  # ASTRA-sim treats such a path as "no groups"
        return {}
    try:
        data = json.loads(Path(path).read_text())
    except OSError as exc:
        sink.add(None, None, None, "group-file", f"cannot read comm-group file {path} ({exc.strerror}): ASTRA-sim aborts")
        return None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        sink.add(None, None, None, "group-file", f"comm-group file {path} is not JSON ({exc}): ASTRA-sim aborts")
        return None
    if not isinstance(data, dict):
        sink.add(None, None, None, "group-file", f"comm-group file {path} must hold a JSON object of group id -> ranks")
        return None
    return data


def validate_workload(prefix: str | Path, comm_groups_path: str | Path | None = None,
                      *, num_npus: int | None = None, max_violations: int = 50) -> list[Violation]:
    """Read ``PREFIX.<r>.et`` (r = 0..N-1, N = num_npus or the files found) and validate them."""
    sink = _Sink(max_violations)
    try:
        groups = None if comm_groups_path is None else _read_groups(comm_groups_path, sink)
        count = num_npus if num_npus is None else check_rank_count(num_npus, "--npus")
        if count is None:
            count = count_ranks(prefix)
        elif trace_path(prefix, count).exists():
            sink.add(None, None, None, "rank-count", f"{trace_path(prefix, count)} exists beyond the {count} NPUs: ASTRA-sim ignores it")
        if count == 0:
            sink.add(None, None, None, "rank-count", f"no trace files {prefix}.0.et, {prefix}.1.et, ... found")
            return sink.items
        traces: list[EtTrace | None] = []
        by_digest: dict[bytes, EtTrace] = {}  # identical files share one parsed trace
        shared_nodes: dict[bytes, Any] = {}  # and identical records one decoded node
        for rank in range(count):
            path = trace_path(prefix, rank)
            try:
                data = read_trace_bytes(path)
            except TraceFormatError as exc:
                rule = "trace-format" if path.exists() else "rank-count"
                sink.add(rank, None, None, rule, f"{exc}: ASTRA-sim aborts")
                traces.append(None)
                continue
            digest = hashlib.blake2b(data, digest_size=20).digest()
            trace = by_digest.get(digest)
            if trace is None:
                try:
                    trace = by_digest[digest] = parse_trace(data, str(path), shared_nodes)
                except TraceFormatError as exc:
                    sink.add(rank, None, None, "trace-format", f"{exc}: ASTRA-sim aborts")
                    traces.append(None)
                    continue
            traces.append(trace)
        _validate(traces, groups, count, sink)
    except _Full:
        pass
    return sink.items


def check(traces: Sequence[EtTrace], comm_groups: Mapping[str, Sequence[int]] | None = None,
          *, num_npus: int | None = None) -> None:
    """Raise ``ValidationError`` listing every violation; return None when the workload is sound."""
    violations = validate_traces(traces, comm_groups, num_npus=num_npus)
    if violations:
        raise ValidationError(violations)


def refusal(violations: Sequence[Violation]) -> str:
    """One line for a simulator that refuses a workload: its first violation and how many others."""
    others = len(violations) - 1
    more = f" (and {others} more violation{'s' * (others != 1)}: 'hlo2chakra validate' lists them)" if others > 0 else ""
    return f"the traces break ASTRA-sim's rules, nothing was simulated: {violations[0].located()}{more}"
