"""Reading many ranks' traces: the record framing at every prefix length, and communication counted
once per node object (ranks read together share their equal nodes)."""

from __future__ import annotations

import pytest

from hlo2chakra.chakra.schema import NodeType
from hlo2chakra.chakra.trace import (CommKey, EtNode, EtTrace, TraceFormatError, int_attr, iter_records, string_attr,
                                     write_trace, read_workload)


@pytest.mark.parametrize("length", [0, 1, 127, 128, 300, 16383, 16384, 2_100_000])
def test_records_of_every_prefix_length_come_back_whole(length: int) -> None:
    # 127 / 128 and 16383 / 16384 are where the base-128 prefix grows from 1 to 2 and 2 to 3 bytes
    payloads = [bytes([7]) * length, b"xy", bytes([200]) * (length // 2 + 1)]
    data = b"".join(_frame(p) for p in payloads)
    assert list(iter_records(data)) == payloads


def _frame(payload: bytes) -> bytes:
    value, out = len(payload), bytearray()
    while True:  # written here by hand, not by trace.varint, so the test does not share the code under test
        out.append((value & 0x7F) | (0x80 if value >> 7 else 0))
        value >>= 7
        if not value:
            return bytes(out) + payload


@pytest.mark.parametrize("data, what", [(b"\x85", "truncated length prefix"), (b"\x85\x80", "truncated length prefix"),
                                        (b"\x05ab", "runs past the end"), (b"\x81\x01" + b"a" * 10, "runs past the end"),
                                        (b"\xff" * 10 + b"\x01", "malformed length prefix")])
def test_broken_framing_is_a_one_line_error(data: bytes, what: str) -> None:
    with pytest.raises(TraceFormatError, match=what):
        list(iter_records(data, "t.et"))


def _coll(node_id: int, comm_type: int, size: int, pg: str) -> EtNode:
    return EtNode(node_id, f"c{node_id}", NodeType.COMM_COLL_NODE,
                  attrs=(int_attr("comm_type", comm_type), int_attr("comm_size", size), string_attr("pg_name", pg)))


def test_each_shared_node_is_read_for_its_communication_once(tmp_path) -> None:
    comp = EtNode(1, "k", NodeType.COMP_NODE, duration_micros=5)
    for rank, pg in enumerate(("1", "2", "1")):  # ranks 0 and 2 are in group 1, rank 1 in group 2
        nodes = (comp, _coll(2, 4, 64, "0"), _coll(3, 2, 128, pg), _coll(4, 2, 128, pg))
        write_trace(tmp_path / f"t.{rank}.et", EtTrace(nodes))
    traces = read_workload(tmp_path / "t", 3)
    assert traces[0] is traces[2]  # identical files: one trace
    assert traces[0].nodes[1] is traces[1].nodes[1]  # the world all-reduce: one node object for both
    assert dict(traces[1].comm_counts) == {CommKey(NodeType.COMM_COLL_NODE, 4, "0", 64): 1,
                                           CommKey(NodeType.COMM_COLL_NODE, 2, "2", 128): 2}
    shared = traces[0].nodes[1]
    assert "comm_key" in vars(shared)  # worked out while counting rank 1, reused for rank 0
    assert dict(traces[0].comm_counts) == {CommKey(NodeType.COMM_COLL_NODE, 4, "0", 64): 1,
                                           CommKey(NodeType.COMM_COLL_NODE, 2, "1", 128): 2}
    assert "comm_key" not in vars(comp)  # compute nodes are never looked at
