"""Check per-rank Chakra traces against every rule whose breach makes ASTRA-sim abort, hang or misreport.

``validate_traces(traces, comm_groups, num_npus=...)`` returns ``Violation`` values, each naming
the rank and node at fault (``rank=None`` for whole-workload problems such as the comm-group
file), a short stable ``rule`` code and a one-line message that says what ASTRA-sim would do.
``validate_workload(prefix, comm_groups_path)`` reads ``PREFIX.<r>.et`` first (or takes them decoded); ``check`` raises
``ValidationError`` when anything is wrong.

Rules: per file (``graph``, ``nodes``) ``empty-trace``, ``duplicate-id``, ``missing-dep``,
``cycle``, ``node-type``, ``zero-bytes``, ``cpu-op``, ``attr-kind``, ``comm-type``,
``comm-size`` (also sizes beyond ``hlo2chakra.checks.quantities.MESSAGE_BYTES``), ``comm-attr``,
``pg-name``, ``duration`` (beyond ``quantities.DURATION_US``); per rank ``pg-unknown``, ``pg-not-member``,
``one-rank-group`` (``collectives``), ``sendrecv-rank`` (SEND whose comm_src, or RECV whose comm_dst, is not the
own rank), ``sendrecv-self``, ``sendrecv-peer`` (peer out of range; ``p2p``); across ranks
``collective-order`` (every member of a group, and every rank for group-less collectives, must
issue the same (type, size) sequence in canonical issue order; groups are independent of each
other, as ASTRA-sim numbers streams per group) and ``sendrecv-unmatched`` (SEND and RECV pair up
by (src, dst, tag, size) as a multiset; an unmatched RECV hangs its rank) and ``deadlock``
(ranks that wait on each other in a cycle, see ``deadlock``); for the workload
``rank-count``, ``trace-format``, and the comm-group file's ``group-file``, ``group-id``,
``group-rank`` (``hlo2chakra.chakra.comm_groups``, the one reader of that file); and, when the
caller gives a ``size_rule`` (what its simulator can run, ``sizes``), ``empty-message``.

Speed: facts about a trace depend on its nodes only, so identical traces (the same object, or
the same file bytes in ``validate_workload``) are analysed once; the cross-rank checks touch
only communication nodes, compare whole per-group sequences by hash, and the wait-cycle replay is
linear in the number of communication nodes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from hlo2chakra.checks.limits import check_rank_count
from hlo2chakra.chakra.comm_groups import WORLD, check_groups, read_group_file
from hlo2chakra.chakra.trace import EtTrace, TraceFormatError, count_ranks, iter_rank_traces, trace_path
from hlo2chakra.chakra.validate.sizes import SizeRule, check_world_sizes
from hlo2chakra.chakra.validate.collectives import Groups, check_order, check_rank_groups, check_unused_small_groups
from hlo2chakra.chakra.validate.deadlock import find_wait_cycles
from hlo2chakra.chakra.validate.facts import TraceFacts
from hlo2chakra.chakra.validate.graph import Structure, analyze_trace
from hlo2chakra.chakra.validate.p2p import check_matching, check_rank_p2p
from hlo2chakra.chakra.validate.violations import Sink, SinkFull, ValidationError, Violation

__all__ = ["Violation", "ValidationError", "validate_traces", "validate_workload", "check", "refusal"]


def _groups(raw: Mapping[Any, Any], num_ranks: int, sink: Sink) -> dict[str, tuple[int, ...] | None]:
    """The comm-group file's groups (``comm_groups.check_groups``); its broken rules go to ``sink``."""
    groups, problems = check_groups(raw, num_ranks)
    for problem in problems:
        sink.add(None, None, None, problem.rule, problem.text)
    return groups


def _facts_for(traces: Sequence[EtTrace | None]) -> list[TraceFacts | None]:
    cache: dict[int, TraceFacts] = {}
    memo: dict = {}  # id(node) -> local result, for communication nodes shared between traces
    structure = Structure()  # the last trace's structure: ranks that differ only in groups and peers share it
    out: list[TraceFacts | None] = []
    for trace in traces:
        if trace is None:
            out.append(None)
            continue
        key = id(trace.nodes)  # traces stay alive in ``traces``, so ids are stable here
        facts = cache.get(key)
        if facts is None:
            facts = cache[key] = analyze_trace(trace, memo, structure)
        out.append(facts)
    return out


def _check_trace_count(traces: Sequence[EtTrace | None], num_npus: int | None, sink: Sink) -> None:
    if num_npus is not None and len(traces) != num_npus:
        more = len(traces) > num_npus
        sink.add(None, None, None, "rank-count",
                 f"{len(traces)} traces for a {num_npus}-NPU network: ASTRA-sim "
                 + ("ignores the extra ranks, so the workload is not what was simulated" if more else "aborts on the first "
                                                                                                      "missing PREFIX.<rank>.et"))


def _validate(traces: Sequence[EtTrace | None], comm_groups: Mapping[Any, Any] | None,
              num_npus: int | None, sink: Sink, size_rule: SizeRule | None = None) -> None:
    num_ranks = num_npus if num_npus is not None else len(traces)
    _check_trace_count(traces, num_npus, sink)
    if num_ranks == 0:
        sink.add(None, None, None, "rank-count", "no traces at all: there is nothing to simulate")
        return
    groups = None if comm_groups is None else _groups(comm_groups, num_ranks, sink)
    facts = _facts_for(traces)
    for rank, f in enumerate(facts):
        if f is None:
            continue
        for item in f.findings:
            sink.add(rank, item.node_id, item.node_name, item.rule, item.text)
    used: set[str] = set()
    pgs: dict[str, None] = {}
    answers: dict[tuple[str, int], str | None] = {}  # size_rule's, shared by the ranks
    for rank, f in enumerate(facts):
        if f is not None and rank < num_ranks:
            check_rank_groups(rank, f, groups, used, sink)
            check_rank_p2p(rank, f, num_ranks, sink)
            if size_rule is not None:
                check_world_sizes(rank, f, size_rule, sink, answers)
            pgs.update(dict.fromkeys(f.colls_by_pg))
    check_unused_small_groups(groups or {}, used, sink)
    for pg in sorted(pgs, key=lambda g: -1 if g == WORLD else int(g)):
        if pg == WORLD:
            check_order(pg, range(num_ranks), facts, sink)
        elif groups is not None and (members := groups.get(pg)) is not None and len(members) > 1:
            check_order(pg, members, facts, sink)
    check_matching(facts[:num_ranks], num_ranks, sink)
    _check_wait_cycles(facts, groups, num_ranks, sink)


def _check_wait_cycles(facts: Sequence[TraceFacts | None], groups: Groups | None,
                       num_ranks: int, sink: Sink) -> None:
    # The replay assumes matched orders and pairs; any communication problem already reported
    # would show up again as a "cycle", so it runs only on an otherwise clean workload.
    if any(v.rule != "cpu-op" for v in sink.items) or len(facts) < num_ranks:
        return
    ranks = [f for f in facts[:num_ranks] if f is not None]
    if len(ranks) < num_ranks:   # a trace that could not be read
        return
    distinct = {id(f): f for f in ranks}.values()
    # Without point-to-point messages and with one group per rank, nothing can wait in a cycle.
    if not any(f.p2p or len(f.colls_by_pg) > 1 for f in distinct):
        return
    usable = {gid: m for gid, m in (groups or {}).items() if m is not None}
    for item in find_wait_cycles([f.comm_seq for f in ranks], usable, num_ranks):
        sink.add(item.rank, item.op.node_id, item.op.name, "deadlock",
                 f"{item.text}; each rank runs one communication at a time, so ASTRA-sim hangs silently")


def validate_traces(traces: Sequence[EtTrace], comm_groups: Mapping[str, Sequence[int]] | None = None,
                    *, num_npus: int | None = None, max_violations: int = 50,
                    size_rule: SizeRule | None = None) -> list[Violation]:
    """All violations (at most ``max_violations``), most fundamental first; [] when the workload is sound.

    size_rule: ``(kind, size_bytes) -> reason | None`` for world collectives (``sizes``), the sizes
        the simulator to run can take; each refusal is an ``empty-message`` violation.
    """
    sink = Sink(max_violations)
    try:
        _validate(list(traces), comm_groups, num_npus, sink, size_rule)
    except SinkFull:
        pass
    return sink.items


def _read_groups(path: str | Path, sink: Sink) -> Mapping[Any, Any] | None:
    raw, problem = read_group_file(path)
    if problem is not None:
        sink.add(None, None, None, problem.rule, problem.text)
    return raw


def _read_traces(prefix: str | Path, count: int, sink: Sink) -> list[EtTrace | None]:
    """``PREFIX.<r>.et`` for r < count (None where unreadable, reported); identical files decode once."""
    traces: list[EtTrace | None] = []
    for rank, found in enumerate(iter_rank_traces(prefix, count)):
        if isinstance(found, TraceFormatError):
            rule = "trace-format" if trace_path(prefix, rank).exists() else "rank-count"
            sink.add(rank, None, None, rule, f"{found}: ASTRA-sim aborts")
            traces.append(None)
        else:
            traces.append(found)
    return traces


def validate_workload(prefix: str | Path, comm_groups_path: str | Path | None = None,
                      *, num_npus: int | None = None, max_violations: int = 50,
                      traces: Sequence[EtTrace] | None = None,
                      size_rule: SizeRule | None = None) -> list[Violation]:
    """Read ``PREFIX.<r>.et`` (r = 0..N-1, N = num_npus or the files found) and validate them.

    traces: the workload's ranks already decoded from exactly those files (what ``simulate``
        has read once for every stage); they are checked instead of reading the files again.
    size_rule: as in ``validate_traces``.
    """
    sink = Sink(max_violations)
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
        decoded = list(traces) if traces is not None else _read_traces(prefix, count, sink)
        _validate(decoded, groups, count, sink, size_rule)
    except SinkFull:
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
