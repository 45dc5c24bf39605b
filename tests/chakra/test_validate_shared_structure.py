"""The validator reuses a trace's structural checks for the next trace of the same structure (ranks
that differ only in groups and peers) and gets the same facts as checking it alone."""

from __future__ import annotations

import dataclasses

from hlo2chakra.chakra.schema import NodeType
from hlo2chakra.chakra.trace import Attr, EtNode, EtTrace
from hlo2chakra.chakra.validate.graph import Structure, analyze_trace

CPU = Attr("is_cpu_op", "bool", False)


def _trace(group: str, recv_dep: int = 0, forward: bool = True) -> EtTrace:
    comm = (CPU, Attr("comm_type", "int64", 0), Attr("comm_size", "int64", 4096), Attr("pg_name", "string", group))
    nodes = [EtNode(0, "c0", NodeType.COMP_NODE, duration_micros=5, attrs=(CPU,)),
             EtNode(2, "ar", NodeType.COMM_COLL_NODE, data_deps=(recv_dep,), attrs=comm),
             EtNode(4, "c1", NodeType.COMP_NODE, data_deps=(2,), duration_micros=3, attrs=(CPU,))]
    if not forward:
        nodes = [dataclasses.replace(nodes[2], data_deps=(6,)), nodes[1], nodes[0]]  # a dependency on a missing id
    return EtTrace(tuple(nodes))


def test_the_same_structure_gives_the_same_facts_as_checking_alone() -> None:
    structure = Structure()
    first = analyze_trace(_trace("1"), {}, structure)
    second_shared = analyze_trace(_trace("2"), {}, structure)
    second_alone = analyze_trace(_trace("2"), {})
    assert second_shared == second_alone and second_shared != first  # group "2" is its own
    assert [op.pg for op in second_shared.comm_seq] == ["2"]


def test_another_structure_is_checked_in_full() -> None:
    structure = Structure()
    analyze_trace(_trace("1"), {}, structure)
    broken = _trace("1", forward=False)
    assert not structure.same_as(broken.nodes)
    shared, alone = analyze_trace(broken, {}, structure), analyze_trace(broken, {})
    assert shared == alone and any(f.rule == "missing-dependency" or "dep" in f.rule for f in alone.findings)
    moved = _trace("2", recv_dep=4)      # same ids, another dependency: not the same structure
    assert not structure.same_as(moved.nodes)
