"""Tests of the Chakra workload validator (hlo2chakra.chakra.validate.workload).

The real-run cases use traces written by MLCommons Chakra's own code and what the real ASTRA-sim
printed for them (tests/data/astra_runs/); the rest are small hand-made traces, one per rule.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from hlo2chakra.chakra import CollectiveCommType as C
from hlo2chakra.chakra import EtNode, EtTrace, NodeType, write_trace
from hlo2chakra.chakra.trace import Attr, bool_attr, int_attr, string_attr
from hlo2chakra.chakra.validate.workload import (
    ValidationError,
    Violation,
    check,
    validate_traces,
    validate_workload,
)

RUNS = Path(__file__).parents[1] / "data" / "astra_runs"


# --- builders ------------------------------------------------------------------------------------

def comp(i: int, deps: tuple[int, ...] = (), dur: int = 10, ctrl: tuple[int, ...] = ()) -> EtNode:
    return EtNode(i, f"c{i}", NodeType.COMP_NODE, data_deps=deps, ctrl_deps=ctrl, duration_micros=dur,
                  attrs=(bool_attr("is_cpu_op", False),))


def coll(i: int, ctype: int = C.ALL_REDUCE, size: int = 1024, pg: str | None = None,
         deps: tuple[int, ...] = (), attrs: tuple[Attr, ...] | None = None) -> EtNode:
    if attrs is None:
        attrs = (bool_attr("is_cpu_op", False), int_attr("comm_type", int(ctype)), int_attr("comm_size", size))
        if pg is not None:
            attrs += (string_attr("pg_name", pg),)
    return EtNode(i, f"coll{i}", NodeType.COMM_COLL_NODE, data_deps=deps, attrs=attrs)


def p2p(i: int, send: bool, src: int, dst: int, tag: int = 7, size: int = 4096, deps: tuple[int, ...] = ()) -> EtNode:
    attrs = (bool_attr("is_cpu_op", False), int_attr("comm_src", src), int_attr("comm_dst", dst),
             int_attr("comm_size", size), int_attr("comm_tag", tag))
    kind = NodeType.COMM_SEND_NODE if send else NodeType.COMM_RECV_NODE
    return EtNode(i, ("send" if send else "recv") + str(i), kind, data_deps=deps, attrs=attrs)


def tr(*nodes: EtNode) -> EtTrace:
    return EtTrace(tuple(nodes))


def found(violations: list[Violation]) -> set[tuple[str, int | None, int | None]]:
    return {(v.rule, v.rank, v.node_id) for v in violations}


def rules(violations: list[Violation]) -> set[str]:
    return {v.rule for v in violations}


# --- real ASTRA-sim runs -------------------------------------------------------------------------

def _run(case: str, **kw: object) -> list[Violation]:
    folder = RUNS / case
    groups = folder / "comm_groups.json"
    return validate_workload(folder / case, groups if groups.exists() else None, num_npus=8, **kw)


def _finished_ranks(case: str) -> set[int]:
    text = (RUNS / case / "stdout.txt").read_text()
    return {int(m) for m in re.findall(r"sys\[(\d+)\] finished", text)}


@pytest.mark.parametrize(
    "case",
    ["basic", "overlap", "two_ar", "pg_split", "pg_subset", "sendrecv_ring", "coll_ALL_GATHER", "coll_BROADCAST"],
)
def test_finishing_real_runs_pass(case: str) -> None:
    assert _finished_ranks(case) == set(range(8))  # the real run finished on every rank
    assert _run(case) == []


@pytest.mark.parametrize(
    "case, rule, culprits",
    [
        ("coll_REDUCE", "comm-type", {(r, 0) for r in range(8)}),
        ("missing_dep", "missing-dep", {(r, 0) for r in range(8)}),
        ("cpu_comp", "cpu-op", {(r, 0) for r in range(8)}),
        ("cg_single", "one-rank-group", {(0, 0)}),
        ("order_mismatch", "collective-order", {(3, 0)}),  # rank 3 runs arB first, the other 7 arA
    ],
)
def test_failing_real_runs_are_caught(case: str, rule: str, culprits: set[tuple[int, int]]) -> None:
    violations = _run(case)
    assert {(v.rank, v.node_id) for v in violations if v.rule == rule} == culprits
    assert rules(violations) == {rule}
    v = violations[0]
    assert f"rank {v.rank}" in v.message and f"node {v.node_id}" in v.message


def test_hung_ranks_match_the_real_run() -> None:
    # Ranks the validator says hang = ranks the real ASTRA-sim never reported finished.
    violations = _run("sendrecv_tagmismatch")
    hung = {v.rank for v in violations if v.rule == "sendrecv-unmatched" and "hangs" in v.message}
    assert hung == set(range(8)) - _finished_ranks("sendrecv_tagmismatch") == {1, 3, 5, 7}
    assert ("sendrecv-unmatched", 1, 1) in found(violations)
    assert ("sendrecv-unmatched", 0, 1) in found(violations)  # the send nobody receives
    assert "tag 4" in violations[0].message and "tag 3" in violations[0].message
    cg = _run("cg_single")
    assert {v.rank for v in cg} == set(range(8)) - _finished_ranks("cg_single")


def test_real_runs_through_validate_traces_and_check() -> None:
    from hlo2chakra.chakra import read_workload

    traces = read_workload(RUNS / "pg_split" / "pg_split", 8)
    groups = json.loads((RUNS / "pg_split" / "comm_groups.json").read_text())
    check(traces, groups, num_npus=8)
    assert validate_traces(traces, None)[0].rule == "pg-unknown"  # groups used but no file given
    bad = read_workload(RUNS / "coll_REDUCE" / "coll_REDUCE", 8)
    with pytest.raises(ValidationError) as info:
        check(bad)
    assert len(info.value.violations) == 8
    assert str(info.value).startswith("rank 0, node 0 ('coll_REDUCE'): comm_type REDUCE")
    assert str(info.value).endswith("(and 7 more violations)")


# --- per-file rules ------------------------------------------------------------------------------

def test_cycle_names_a_node_on_the_cycle() -> None:
    t = tr(comp(0), comp(1, (0, 3)), comp(2, (1,)), comp(3, (2,)), coll(4, deps=(0,)))
    v = validate_traces([t, t])
    assert found(v) == {("cycle", 0, 1), ("cycle", 1, 1)}
    assert "ids 1, 2, 3" in v[0].message
    # a self-dependency is a cycle too, and a cycle on ctrl deps counts
    assert found(validate_traces([tr(comp(0), comp(5, (5,)))])) == {("cycle", 0, 5)}
    assert found(validate_traces([tr(comp(0, ctrl=(1,)), comp(1, (0,)))])) == {("cycle", 0, 0)}


def test_duplicate_and_missing_ids() -> None:
    v = validate_traces([tr(comp(0), comp(1, (0,))), tr(comp(0), EtNode(0, "again", NodeType.COMP_NODE))])
    assert found(v) == {("duplicate-id", 1, 0)}
    assert v[0].node_name == "again"
    v = validate_traces([tr(comp(0), comp(1, (0,), ctrl=(42,)))])
    assert found(v) == {("missing-dep", 0, 1)} and "ctrl dependency on id 42" in v[0].message


def test_node_types_and_zero_bytes() -> None:
    t = tr(
        comp(0),
        EtNode(1, "meta", NodeType.METADATA_NODE),
        EtNode(2, "load", NodeType.MEM_LOAD_NODE),
        EtNode(3, "store", NodeType.MEM_STORE_NODE),
        EtNode(4, "inv", NodeType.INVALID_NODE),
        EtNode(5, "odd", 12),  # type: ignore[arg-type]  # a number outside the enum, as read back
    )
    assert found(validate_traces([t])) == {("node-type", 0, i) for i in range(1, 6)}
    assert found(validate_traces([tr(EtNode(0, "", NodeType.INVALID_NODE), comp(1))])) == {("zero-bytes", 0, 0)}
    assert found(validate_traces([tr()])) == {("empty-trace", 0, None)}


def test_cpu_op_and_attribute_kinds() -> None:
    cpu_coll = coll(0, attrs=(bool_attr("is_cpu_op", True), int_attr("comm_type", 0), int_attr("comm_size", 8)))
    assert found(validate_traces([tr(cpu_coll)])) == {("cpu-op", 0, 0)}
    str_cpu = EtNode(0, "c", NodeType.COMP_NODE, attrs=(string_attr("is_cpu_op", "no"),))
    assert found(validate_traces([tr(str_cpu)])) == {("attr-kind", 0, 0)}
    int_cpu = EtNode(0, "c", NodeType.COMP_NODE, attrs=(int_attr("is_cpu_op", 1, "int32"),))
    assert found(validate_traces([tr(int_cpu)])) == {("cpu-op", 0, 0)}
    no_attr = EtNode(0, "c", NodeType.COMP_NODE, duration_micros=3)  # absent is_cpu_op = GPU
    assert validate_traces([tr(no_attr)]) == []
    plain_ints = tr(EtNode(0, "c", 4), EtNode(1, "ar", 7, data_deps=(0,), attrs=coll(1).attrs))  # type: ignore[arg-type]
    assert validate_traces([plain_ints] * 2) == []
    dims = coll(0, attrs=(int_attr("comm_type", 0), int_attr("comm_size", 8), int_attr("involved_dim", 1)))
    assert found(validate_traces([tr(dims)])) == {("attr-kind", 0, 0)}
    ok_dims = coll(0, attrs=(int_attr("comm_type", 0), int_attr("comm_size", 8),
                             Attr("involved_dim", "bool", (True, False), is_list=True)))
    assert validate_traces([tr(ok_dims)]) == []


@pytest.mark.parametrize(
    "attrs, rule",
    [
        ((int_attr("comm_type", 0), Attr("comm_size", "float", 1024.0)), "comm-size"),
        ((int_attr("comm_type", 0), Attr("comm_size", "double", 1024.0)), "comm-size"),
        ((int_attr("comm_type", 0),), "comm-size"),
        ((int_attr("comm_type", 0), int_attr("comm_size", 0)), "comm-size"),
        ((int_attr("comm_type", 0), int_attr("comm_size", -5)), "comm-size"),
        ((int_attr("comm_size", 8),), "comm-type"),
        ((Attr("comm_type", "double", 0.0), int_attr("comm_size", 8)), "comm-type"),
        ((int_attr("comm_type", C.REDUCE), int_attr("comm_size", 8)), "comm-type"),
        ((int_attr("comm_type", C.GATHER), int_attr("comm_size", 8)), "comm-type"),
        ((int_attr("comm_type", C.SCATTER), int_attr("comm_size", 8)), "comm-type"),
        ((int_attr("comm_type", C.BARRIER), int_attr("comm_size", 8)), "comm-type"),
        ((int_attr("comm_type", C.REDUCE_SCATTER_BLOCK), int_attr("comm_size", 8)), "comm-type"),
        ((int_attr("comm_type", 42), int_attr("comm_size", 8)), "comm-type"),
        ((int_attr("comm_type", 0), int_attr("comm_size", 8), string_attr("pg_name", "dp")), "pg-name"),
        ((int_attr("comm_type", 0), int_attr("comm_size", 8), int_attr("pg_name", 1)), "pg-name"),
        ((int_attr("comm_type", 0), int_attr("comm_size", 8), string_attr("comm_priority", "hi")), "attr-kind"),
    ],
)
def test_collective_attribute_rules(attrs: tuple[Attr, ...], rule: str) -> None:
    assert found(validate_traces([tr(coll(3, attrs=attrs))] * 2)) == {(rule, 0, 3), (rule, 1, 3)}


@pytest.mark.parametrize("ctype", [C.ALL_REDUCE, C.ALL_GATHER, C.REDUCE_SCATTER, C.ALL_TO_ALL, C.BROADCAST])
def test_simulated_collectives_and_integer_kinds_pass(ctype: int) -> None:
    for kind in ("int32", "uint32", "uint64", "sint64", "fixed64"):
        node = coll(0, attrs=(int_attr("comm_type", ctype, kind), int_attr("comm_size", 64, kind),
                              string_attr("pg_name", "0")))
        assert validate_traces([tr(node)] * 4) == []


# --- communicator groups -------------------------------------------------------------------------

def test_group_membership_rules() -> None:
    groups = {"1": [0, 1], "2": [2, 3]}
    ok = [tr(coll(0, pg="1")), tr(coll(0, pg="1")), tr(coll(0, pg="2")), tr(coll(0, pg="2"))]
    assert validate_traces(ok, groups) == []
    missing = [tr(coll(0, pg="1")), tr(coll(0, pg="1")), tr(coll(0, pg="3")), tr(comp(0))]
    assert found(validate_traces(missing, groups)) == {("pg-unknown", 2, 0)}
    outsider = [tr(coll(0, pg="1")), tr(coll(0, pg="1")), tr(coll(0, pg="1")), tr(comp(0))]
    v = validate_traces(outsider, groups)
    assert found(v) == {("pg-not-member", 2, 0)}
    assert validate_traces(ok, None)[0].rule == "pg-unknown"


@pytest.mark.parametrize(
    "groups, rule",
    [
        ({"0": [0, 1]}, "group-id"),
        ({"a": [0, 1]}, "group-id"),
        ({"01": [0, 1]}, "group-id"),
        ({"1": [0, 1], "2": [0, 0, 1]}, "group-rank"),
        ({"1": [0, 9]}, "group-rank"),
        ({"1": [0, -1]}, "group-rank"),
        ({"1": "0,1"}, "group-rank"),
        ({"1": [0, 1.0]}, "group-rank"),
        ({"1": [0, 1], "2": [3]}, "one-rank-group"),
        ({"1": [0, 1], "2": []}, "one-rank-group"),
    ],
)
def test_comm_group_file_rules(groups: dict, rule: str) -> None:
    traces = [tr(comp(0))] * 4
    v = validate_traces(traces, groups)
    assert {(x.rule, x.rank) for x in v} == {(rule, None)}
    assert v[0].message.startswith("workload: comm-group")


# --- collective order ----------------------------------------------------------------------------

def test_order_mismatch_within_a_subgroup_not_across_groups() -> None:
    groups = {"1": [0, 1], "2": [2, 3]}
    a, b = coll(0, size=100, pg="1"), coll(1, size=200, pg="1")
    a2, b2 = coll(0, size=100, pg="1"), coll(1, size=200, pg="1", deps=())
    good = [tr(a, b), tr(a2, b2), tr(coll(0, size=7, pg="2")), tr(coll(0, size=7, pg="2"))]
    assert validate_traces(good, groups) == []
    swapped = [tr(a, b), tr(coll(0, size=200, pg="1"), coll(1, size=100, pg="1")),
               tr(coll(0, size=7, pg="2")), tr(coll(0, size=7, pg="2"))]
    v = validate_traces(swapped, groups)
    assert found(v) == {("collective-order", 1, 0)}  # 2 members, tie: the lowest member is the reference
    assert "group '1'" in v[0].message
    # Different groups are independent: ranks 0-1 reduce in group 1 before the world reduce,
    # ranks 2-3 in group 2 after it; nobody waits in a cycle.
    w = coll(5, size=999)
    mixed = [tr(coll(0, size=100, pg="1"), w), tr(coll(0, size=100, pg="1"), w),
             tr(coll(0, size=999), coll(5, size=7, pg="2")), tr(coll(0, size=999), coll(5, size=7, pg="2"))]
    assert validate_traces(mixed, groups) == []


def test_opposite_orders_across_overlapping_groups_deadlock() -> None:
    # Each group's own order agrees, but rank 0 enters group 1 first and rank 1 the world
    # first: each holds its one communication slot waiting for the other.
    groups = {"1": [0, 1], "2": [2, 3]}
    crossed = [tr(coll(0, size=100, pg="1"), coll(5, size=999)), tr(coll(0, size=999), coll(5, size=100, pg="1")),
               tr(coll(0, size=999)), tr(coll(0, size=999))]
    v = validate_traces(crossed, groups)
    assert found(v) == {("deadlock", 0, 0), ("deadlock", 1, 0), ("deadlock", 2, 0), ("deadlock", 3, 0)}
    assert "rank 1 is itself blocked in ALL_REDUCE of 999 B on the world group" in v[0].message


def test_recv_before_send_on_both_sides_deadlocks() -> None:
    both_recv_first = [tr(p2p(0, False, 1, 0), p2p(1, True, 0, 1)), tr(p2p(0, False, 0, 1), p2p(1, True, 1, 0))]
    v = validate_traces(both_recv_first)
    assert found(v) == {("deadlock", 0, 0), ("deadlock", 1, 0)}
    assert "RECV from rank 1" in v[0].message and "rank 1 is itself blocked" in v[0].message
    one_sends_first = [tr(p2p(0, True, 0, 1), p2p(1, False, 1, 0)), tr(p2p(0, False, 0, 1), p2p(1, True, 1, 0))]
    assert validate_traces(one_sends_first) == []
    # a SEND that waits on compute still lets the peer's RECV finish: no cycle
    staged = [tr(comp(0), p2p(1, True, 0, 1, deps=(0,))), tr(p2p(0, False, 0, 1), p2p(1, True, 1, 2)),
              tr(p2p(0, False, 1, 2))]
    assert validate_traces(staged) == []


def test_order_type_count_and_missing_collectives() -> None:
    base = (coll(0, C.ALL_REDUCE, 64), coll(1, C.ALL_GATHER, 64))
    other_type = (coll(0, C.ALL_REDUCE, 64), coll(1, C.REDUCE_SCATTER, 64))
    v = validate_traces([tr(*base), tr(*base), tr(*other_type)])
    assert found(v) == {("collective-order", 2, 1)}
    assert "REDUCE_SCATTER of 64 B" in v[0].message and "ALL_GATHER of 64 B" in v[0].message
    extra = base + (coll(2, C.ALL_TO_ALL, 8),)
    assert found(validate_traces([tr(*base), tr(*extra), tr(*base)])) == {("collective-order", 1, 2)}
    short = validate_traces([tr(*base), tr(base[0]), tr(*base)])
    assert found(short) == {("collective-order", 1, None)}
    assert "node 1 'coll1'" in short[0].message
    # a rank with no collectives at all while the others reduce over the world
    assert found(validate_traces([tr(coll(0)), tr(comp(0)), tr(coll(0))])) == {("collective-order", 1, None)}


def test_broadcast_takes_no_part_in_the_order() -> None:
    # ASTRA-sim replays BROADCAST locally, so ranks may place it anywhere (or not at all).
    ar = coll(1, size=64)
    bc = coll(2, C.BROADCAST, 64)
    assert validate_traces([tr(coll(0, C.BROADCAST, 64), ar), tr(ar, bc), tr(ar)]) == []
    # ... but its group must still exist, as ASTRA-sim looks the group up first.
    assert found(validate_traces([tr(coll(0, C.BROADCAST, 64, pg="4"))], {})) == {("pg-unknown", 0, 0)}


def test_order_is_topological_with_ascending_id_tie_break() -> None:
    # Rank 0: ids in file order, all edges backwards: order X(0) then Y(1).
    r0 = tr(coll(0, size=1), coll(1, size=2))
    # Rank 1: Y has the smaller id but waits on compute 4; X (id 3) and 4 are ready first; the
    # smallest ready id is X (3), then 4, then Y (1): the same order as rank 0.
    r1 = tr(coll(1, size=2, deps=(4,)), coll(3, size=1), comp(4))
    assert validate_traces([r0, r1]) == []
    # Rank 2: Y (id 1) is ready at once and precedes X (id 3): a real order difference.
    r2 = tr(coll(1, size=2), coll(3, size=1, deps=(4,)), comp(4))
    assert found(validate_traces([r0, r2])) == {("collective-order", 1, 1)}
    # File order does not matter when all edges point backwards.
    assert validate_traces([r0, tr(coll(1, size=2), coll(0, size=1))]) == []


# --- send / recv ---------------------------------------------------------------------------------

def test_sendrecv_matching() -> None:
    ring = [tr(p2p(0, True, r, (r + 1) % 4), p2p(1, False, (r - 1) % 4, r)) for r in range(4)]
    assert validate_traces(ring) == []
    # A RECV with no SEND at all hangs its rank; nothing else is wrong.
    lonely = [tr(comp(0)), tr(p2p(0, False, 0, 1)), tr(comp(0))]
    v = validate_traces(lonely)
    assert found(v) == {("sendrecv-unmatched", 1, 0)} and "rank 1 hangs" in v[0].message
    # A size mismatch: both sides are named, the receiver first (it is the one that hangs).
    sized = [tr(p2p(0, True, 0, 1, size=1024)), tr(p2p(0, False, 0, 1, size=2048))]
    v = validate_traces(sized)
    assert [(x.rule, x.rank, x.node_id) for x in v] == [("sendrecv-unmatched", 1, 0), ("sendrecv-unmatched", 0, 0)]
    assert "1024 B instead" in v[0].message
    # Two identical messages need two receives.
    twice = [tr(p2p(0, True, 0, 1), p2p(1, True, 0, 1)), tr(p2p(0, False, 0, 1))]
    assert found(validate_traces(twice)) == {("sendrecv-unmatched", 0, 1)}
    # An absent comm_src on a SEND means the own rank.
    send_no_src = EtNode(0, "s", NodeType.COMM_SEND_NODE, attrs=(int_attr("comm_dst", 1), int_attr("comm_size", 8), int_attr("comm_tag", 1)))
    assert validate_traces([tr(send_no_src), tr(p2p(0, False, 0, 1, tag=1, size=8))]) == []


def test_sendrecv_peer_rules() -> None:
    assert found(validate_traces([tr(p2p(0, True, 0, 0)), tr(comp(0))])) == {("sendrecv-self", 0, 0)}
    assert found(validate_traces([tr(p2p(0, True, 0, 5)), tr(comp(0))])) == {("sendrecv-peer", 0, 0)}
    assert found(validate_traces([tr(comp(0)), tr(p2p(0, False, -1, 1))])) == {("sendrecv-peer", 1, 0)}
    wrong_src = [tr(comp(0)), tr(p2p(0, True, 0, 0)), tr(comp(0))]  # rank 1 claims to send as rank 0
    assert found(validate_traces(wrong_src)) == {("sendrecv-rank", 1, 0)}
    no_tag = EtNode(0, "s", NodeType.COMM_SEND_NODE, attrs=(int_attr("comm_dst", 1), int_attr("comm_size", 8)))
    assert found(validate_traces([tr(no_tag), tr(comp(0))])) == {("comm-attr", 0, 0)}
    float_size = EtNode(0, "r", NodeType.COMM_RECV_NODE, attrs=(int_attr("comm_src", 0), Attr("comm_size", "float", 8.0), int_attr("comm_tag", 1)))
    assert found(validate_traces([tr(comp(0)), tr(float_size)])) == {("comm-size", 1, 0)}


# --- workload level ------------------------------------------------------------------------------

def test_rank_count_and_limit() -> None:
    t = tr(comp(0))
    assert found(validate_traces([t] * 4, num_npus=8)) == {("rank-count", None, None)}
    assert found(validate_traces([t] * 9, num_npus=8)) == {("rank-count", None, None)}
    assert found(validate_traces([])) == {("rank-count", None, None)}
    bad = tr(coll(0, C.BARRIER))
    assert len(validate_traces([bad] * 100)) == 50
    assert len(validate_traces([bad] * 100, max_violations=3)) == 3


def test_validate_workload_files(tmp_path: Path) -> None:
    prefix = tmp_path / "w"
    for r in range(4):
        write_trace(f"{prefix}.{r}.et", tr(comp(0), coll(1, pg="1", deps=(0,))))
    groups = tmp_path / "groups.json"
    groups.write_text(json.dumps({"1": [0, 1, 2, 3]}))
    assert validate_workload(prefix, groups) == []
    assert validate_workload(prefix, groups, num_npus=4) == []
    # 3 NPUs: a 4th file too many, and group 1 names rank 3 (reported once, no cascade)
    assert found(validate_workload(prefix, groups, num_npus=3)) == {("rank-count", None, None), ("group-rank", None, None)}
    v = validate_workload(prefix, groups, num_npus=5)
    assert found(v) == {("rank-count", 4, None)} and "w.4.et" in v[0].message
    assert found(validate_workload(tmp_path / "nothing")) == {("rank-count", None, None)}
    (tmp_path / "bad.json").write_text("{not json")
    assert ("group-file", None, None) in found(validate_workload(prefix, tmp_path / "bad.json"))
    assert ("group-file", None, None) in found(validate_workload(prefix, tmp_path / "absent.json"))
    # ASTRA-sim treats a comm-group path containing "empty" as no groups at all.
    assert rules(validate_workload(prefix, tmp_path / "empty.json")) == {"pg-unknown"}
    Path(f"{prefix}.2.et").write_bytes(b"\x05\x0a")  # a record that runs past the end
    assert ("trace-format", 2, None) in found(validate_workload(prefix, groups))


# --- speed ---------------------------------------------------------------------------------------

def _big_trace(n: int, pg: str | None = None) -> EtTrace:
    nodes = []
    for i in range(n):
        if i % 10 == 9:
            nodes.append(coll(i, size=4096 + i, pg=pg, deps=(i - 1,)))
        else:
            nodes.append(comp(i, (i - 1,) if i else ()))
    return tr(*nodes)


def test_shared_traces_validate_quickly() -> None:
    # 1,024 ranks x 2,000 nodes where every rank holds the same trace object.
    t = _big_trace(2000)
    start = time.perf_counter()
    assert validate_traces([t] * 1024) == []
    assert time.perf_counter() - start < 5.0


def test_identical_traces_and_files_are_analysed_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import hlo2chakra.chakra.trace as trace_module
    import hlo2chakra.chakra.validate.workload as validate_module

    calls = {"analyze": 0, "parse": 0}
    real_analyze, real_parse = validate_module.analyze_trace, trace_module.parse_trace

    def counting_analyze(*args, **kw):  # type: ignore[no-untyped-def]
        calls["analyze"] += 1
        return real_analyze(*args, **kw)

    def counting_parse(*args, **kw):  # type: ignore[no-untyped-def]
        calls["parse"] += 1
        return real_parse(*args, **kw)

    monkeypatch.setattr(validate_module, "analyze_trace", counting_analyze)
    monkeypatch.setattr(trace_module, "parse_trace", counting_parse)
    t = _big_trace(50)
    assert validate_traces([t] * 16 + [_big_trace(50)]) == []
    assert calls["analyze"] == 2
    for r in range(6):
        write_trace(f"{tmp_path / 'w'}.{r}.et", t if r != 5 else _big_trace(60))
    calls.update(analyze=0, parse=0)
    # rank 5 has one more collective (id 59) than the other five
    assert found(validate_workload(tmp_path / "w")) == {("collective-order", 5, 59)}
    assert calls == {"analyze": 2, "parse": 2}
