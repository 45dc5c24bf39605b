"""Chakra execution traces: our schema, values, writer and reader."""

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import (
    Attr,
    EtNode,
    EtTrace,
    TensorInfo,
    TraceFormatError,
    read_trace,
    read_workload,
    trace_path,
    write_trace,
)

__all__ = [
    "Attr",
    "CollectiveCommType",
    "EtNode",
    "EtTrace",
    "NodeType",
    "TensorInfo",
    "TraceFormatError",
    "read_trace",
    "read_workload",
    "trace_path",
    "write_trace",
]
