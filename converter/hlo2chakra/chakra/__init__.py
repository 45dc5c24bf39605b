"""Chakra execution traces: our schema, values, writer and reader."""

from .schema import CollectiveCommType, NodeType
from .trace import (
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
