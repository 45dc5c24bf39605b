"""Round trips of our Chakra ET writer/reader, including traces written by Chakra's own code."""

from __future__ import annotations

from pathlib import Path

import pytest

from hlo2chakra.chakra import EtNode, EtTrace, NodeType, read_trace, write_trace
from hlo2chakra.chakra.trace import (
    TraceFormatError,
    bool_attr,
    frame,
    int_attr,
    parse_trace,
    string_attr,
    varint,
)

DATA = Path(__file__).parents[1] / "data"


def test_varint_matches_protobuf_encoding():
    # Values and encodings from the protobuf encoding guide: 1 -> 01, 150 -> 96 01, 300 -> ac 02.
    assert varint(1) == b"\x01"
    assert varint(150) == b"\x96\x01"
    assert varint(300) == b"\xac\x02"
    assert varint(0) == b"\x00"


def test_round_trip_is_byte_identical(tmp_path):
    nodes = (
        EtNode(1, "fwd", NodeType.COMP_NODE, duration_micros=10, attrs=(bool_attr("is_cpu_op", False),)),
        EtNode(
            2,
            "ar",
            NodeType.COMM_COLL_NODE,
            data_deps=(1,),
            attrs=(
                bool_attr("is_cpu_op", False),
                int_attr("comm_type", 0),
                int_attr("comm_size", 1 << 20, kind="uint64"),
                string_attr("pg_name", "1"),
            ),
        ),
    )
    path = tmp_path / "t.0.et"
    write_trace(path, EtTrace(nodes))
    back = read_trace(path)
    assert back.nodes == nodes
    assert back.version == "0.0.4"
    write_trace(tmp_path / "u.0.et", back)
    assert (tmp_path / "u.0.et").read_bytes() == path.read_bytes()


def test_reads_trace_written_by_chakra_and_rewrites_same_bytes(tmp_path):
    # basic.0.et was written by MLCommons Chakra's own protobuf code (see tests/data/README.md).
    source = DATA / "astra_runs" / "basic" / "basic.0.et"
    trace = read_trace(source)
    assert [n.name for n in trace.nodes] == ["fwd", "ar", "bwd"]
    assert trace.nodes[1].attr("comm_size") == 1 << 20
    assert trace.nodes[2].data_deps == (1,)
    write_trace(tmp_path / "x.0.et", trace)
    assert (tmp_path / "x.0.et").read_bytes() == source.read_bytes()


def test_truncated_file_is_a_clear_error():
    good = frame(b"\x0a\x050.0.4") + frame(b"\x08\x01")
    with pytest.raises(TraceFormatError, match="runs past the end"):
        parse_trace(good[:-1], "cut.et")
    with pytest.raises(TraceFormatError, match="empty file"):
        parse_trace(b"", "empty.et")
