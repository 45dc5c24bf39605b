"""Chakra ET values and their (de)serialisation.

An ``.et`` file is one ``GlobalMetadata`` message followed by ``Node`` messages, each preceded by its
length as a base-128 varint. ``EtNode`` is our immutable in-memory node; ``encode_node`` / ``decode_node``
convert it to and from protobuf bytes, ``write_trace`` / ``read_trace`` handle whole files. Encoding is
deterministic: the same nodes give the same bytes.

Attributes are kept as ``Attr(name, kind, value)`` where ``kind`` names the protobuf oneof member
without its ``_val`` / ``_list`` suffix (``"int64"``, ``"bool"``, ``"string"``...) and ``is_list``
says which of the two it is, so a read-back trace re-encodes to identical bytes.
"""

from __future__ import annotations

import functools
import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, BinaryIO, Iterable, Iterator, Mapping, NamedTuple

from hlo2chakra.checks.limits import read_regular_file
from hlo2chakra.chakra import schema
from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.errors import BadInputError
from hlo2chakra.runtime import progress

# None: an attribute read back with no value member set (kind "none").
AttrValue = int | float | bool | str | bytes | tuple | None


@dataclass(frozen=True)
class Attr:
    name: str
    kind: str
    value: AttrValue
    is_list: bool = False


@dataclass(frozen=True)
class TensorInfo:
    """Chakra IOInfo: free-text values, shapes and dtypes of a node's tensors."""

    values: str = ""
    shapes: str = ""
    types: str = ""


class CommKey(NamedTuple):
    """What a communication node moves, as its attributes say (values as read, not checked)."""
    type: NodeType
    comm_type: Any   # the comm_type attribute (an int for a collective), None when absent
    pg_name: Any     # the pg_name attribute, None when absent
    comm_size: Any   # the comm_size attribute (bytes), None when absent


_COMM_TYPES = frozenset((NodeType.COMM_COLL_NODE, NodeType.COMM_SEND_NODE, NodeType.COMM_RECV_NODE))


@dataclass(frozen=True)
class EtNode:
    id: int
    name: str
    type: NodeType
    data_deps: tuple[int, ...] = ()
    ctrl_deps: tuple[int, ...] = ()
    duration_micros: int = 0
    attrs: tuple[Attr, ...] = ()
    inputs: TensorInfo | None = None
    outputs: TensorInfo | None = None
    start_time_micros: int = 0

    def attr(self, name: str, default: Any = None) -> Any:
        for a in self.attrs:
            if a.name == name:
                return a.value
        return default

    @property
    def deps(self) -> tuple[int, ...]:
        """All parents (data and control), as ASTRA-sim sees them."""
        if not self.ctrl_deps:
            return self.data_deps
        return tuple(dict.fromkeys(self.data_deps + self.ctrl_deps))

    @property
    def comm_type(self) -> CollectiveCommType | None:
        value = self.attr("comm_type")
        return None if value is None else CollectiveCommType(int(value))

    @functools.cached_property
    def comm_key(self) -> CommKey:
        """This node's ``CommKey``; once per node object (ranks read together share their equal nodes)."""
        get = {a.name: a.value for a in self.attrs}.get
        return CommKey(self.type, get("comm_type"), get("pg_name"), get("comm_size"))

    @property
    def is_comm(self) -> bool:
        return self.type in _COMM_TYPES


@dataclass(frozen=True)
class EtTrace:
    """One rank's trace: the metadata attributes and the nodes in file order."""

    nodes: tuple[EtNode, ...]
    version: str = schema.SCHEMA_VERSION
    metadata: tuple[Attr, ...] = field(default=())

    @functools.cached_property
    def comm_counts(self) -> Mapping[CommKey, int]:
        """``CommKey`` -> how many communication nodes of this trace carry it, worked out once per
        trace (the run's collective table and its warnings both read it, over thousands of ranks)."""
        counts: dict[CommKey, int] = {}
        for node in self.nodes:
            if node.type in _COMM_TYPES:
                key = node.comm_key
                counts[key] = counts.get(key, 0) + 1
        return MappingProxyType(counts)


# --- convenience attribute constructors -------------------------------------------------------

def int_attr(name: str, value: int, kind: str = "int64") -> Attr:
    return Attr(name, kind, int(value))


def bool_attr(name: str, value: bool) -> Attr:
    return Attr(name, "bool", bool(value))


def string_attr(name: str, value: str) -> Attr:
    return Attr(name, "string", str(value))


# --- protobuf conversion -------------------------------------------------------------------------

def _fill_attr(msg: Any, attr: Attr) -> None:
    msg.name = attr.name
    if attr.is_list:
        getattr(msg, f"{attr.kind}_list").values.extend(attr.value)
    else:
        setattr(msg, f"{attr.kind}_val", attr.value)


def _read_attr(msg: Any) -> Attr:
    member = msg.WhichOneof("value")
    if member is None:
        return Attr(msg.name, "none", None)
    if member.endswith("_list"):
        return Attr(msg.name, member[:-5], tuple(getattr(msg, member).values), is_list=True)
    return Attr(msg.name, member[:-4], getattr(msg, member))


def node_to_proto(node: EtNode) -> Any:
    msg = schema.Node()
    msg.id = node.id
    msg.name = node.name
    msg.type = int(node.type)
    msg.ctrl_deps.extend(node.ctrl_deps)
    msg.data_deps.extend(node.data_deps)
    if node.start_time_micros:
        msg.start_time_micros = node.start_time_micros
    if node.duration_micros:
        msg.duration_micros = node.duration_micros
    for io_field, info in (("inputs", node.inputs), ("outputs", node.outputs)):
        if info is not None:
            target = getattr(msg, io_field)
            target.values, target.shapes, target.types = info.values, info.shapes, info.types
    for attr in node.attrs:
        _fill_attr(msg.attr.add(), attr)
    return msg


def encode_node(node: EtNode) -> bytes:
    return node_to_proto(node).SerializeToString(deterministic=True)


def proto_to_node(msg: Any) -> EtNode:
    def io(name: str) -> TensorInfo | None:
        if not msg.HasField(name):
            return None
        info = getattr(msg, name)
        return TensorInfo(info.values, info.shapes, info.types)

    return EtNode(
        id=msg.id,
        name=msg.name,
        type=NodeType(msg.type) if msg.type in NodeType._value2member_map_ else msg.type,
        data_deps=tuple(msg.data_deps),
        ctrl_deps=tuple(msg.ctrl_deps),
        duration_micros=msg.duration_micros,
        attrs=tuple(_read_attr(a) for a in msg.attr),
        inputs=io("inputs"),
        outputs=io("outputs"),
        start_time_micros=msg.start_time_micros,
    )


def decode_node(data: bytes) -> EtNode:
    msg = schema.Node()
    msg.ParseFromString(data)
    return proto_to_node(msg)


def encode_metadata(version: str = schema.SCHEMA_VERSION, attrs: Iterable[Attr] = ()) -> bytes:
    msg = schema.GlobalMetadata(version=version)
    for attr in attrs:
        _fill_attr(msg.attr.add(), attr)
    return msg.SerializeToString(deterministic=True)


# --- framing -----------------------------------------------------------------------------------

def varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def frame(payload: bytes) -> bytes:
    """Length-delimit one serialized message (protobuf 'delimited' framing)."""
    return varint(len(payload)) + payload


class TraceFormatError(BadInputError):
    """Raised when a file is not a well-formed length-delimited Chakra ET stream."""


def iter_records(data: bytes, source: str = "<bytes>") -> Iterator[bytes]:
    pos, end = 0, len(data)
    while pos < end:
        # Fast path: a node record is under 16 KiB, so its prefix is one or two bytes.
        byte = data[pos]
        if byte < 0x80:
            length, pos = byte, pos + 1
        elif pos + 1 < end and data[pos + 1] < 0x80:
            length, pos = (byte & 0x7F) | (data[pos + 1] << 7), pos + 2
        else:
            length, pos = _long_prefix(data, pos, end, source)
        if pos + length > end:
            raise TraceFormatError(f"{source}: record at byte {pos} runs past the end of the file")
        yield data[pos : pos + length]
        pos += length


def _long_prefix(data: bytes, pos: int, end: int, source: str) -> tuple[int, int]:
    """(length, position after the prefix) of a varint prefix of any length, or a TraceFormatError."""
    length, shift = 0, 0
    while True:
        if pos >= end:
            raise TraceFormatError(f"{source}: truncated length prefix at byte {pos}")
        byte = data[pos]
        pos += 1
        length |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            break
        if shift > 63:
            raise TraceFormatError(f"{source}: malformed length prefix at byte {pos}")
    return length, pos


def write_stream(out: BinaryIO, trace: EtTrace) -> None:
    out.write(frame(encode_metadata(trace.version, trace.metadata)))
    for node in trace.nodes:
        out.write(frame(encode_node(node)))


def write_trace(path: str | os.PathLike, trace: EtTrace) -> None:
    with open(path, "wb") as out:
        write_stream(out, trace)


def parse_trace(data: bytes, source: str = "<bytes>", shared: dict[bytes, EtNode] | None = None) -> EtTrace:
    """Decode one ET stream.

    shared: a dict kept across calls (``read_workload`` passes one) so that a node whose record
    bytes were seen before is reused, not decoded again: SPMD ranks repeat most of their nodes,
    so a workload of many ranks costs little more time and memory than its distinct nodes.
    """
    from google.protobuf.message import DecodeError

    records = iter_records(data, source)
    try:
        first = next(records)
    except StopIteration:
        raise TraceFormatError(f"{source}: empty file (no GlobalMetadata record)") from None
    if not first:
        raise TraceFormatError(f"{source}: not a Chakra ET file (its GlobalMetadata record is empty: "
                               "NUL-filled or sparse?)")
    meta = schema.GlobalMetadata()
    nodes: list[EtNode] = []
    cache = shared if shared is not None else {}
    try:
        meta.ParseFromString(first)
        msg = schema.Node()
        for record in records:
            if not record:  # an all-default node (id 0, INVALID): a run of NUL bytes, never a node
                raise TraceFormatError(f"{source}: record {len(nodes) + 2} is empty (NUL bytes where a "
                                       "node should be: a truncated, sparse or corrupt file)")
            node = cache.get(record)
            if node is None:
                msg.Clear()
                msg.ParseFromString(record)
                node = cache[record] = proto_to_node(msg)
            nodes.append(node)
    except DecodeError as exc:
        raise TraceFormatError(f"{source}: record {len(nodes) + 1} is not a Chakra message ({exc})") from None
    return EtTrace(
        nodes=tuple(nodes), version=meta.version, metadata=tuple(_read_attr(a) for a in meta.attr)
    )


def _sniff_trace(head: bytes) -> str | None:
    if head.startswith(b"\0"):
        return "not a Chakra ET file (it starts with a NUL byte: an empty GlobalMetadata record)"
    return None


def read_trace_bytes(path: str | os.PathLike) -> bytes:
    """The bytes of one ``.et`` file: a regular file (a FIFO or device is refused, not read),
    not starting with NUL bytes; else a one-line TraceFormatError."""
    return read_regular_file(path, TraceFormatError, _sniff_trace)


def read_trace(path: str | os.PathLike, shared: dict[bytes, EtNode] | None = None) -> EtTrace:
    return parse_trace(read_trace_bytes(path), str(path), shared)


def trace_path(prefix: str | os.PathLike, rank: int) -> Path:
    return Path(f"{prefix}.{rank}.et")


def count_ranks(prefix: str | os.PathLike) -> int:
    """How many consecutive files ``<prefix>.0.et``, ``<prefix>.1.et``, ... exist."""
    count = 0
    while trace_path(prefix, count).exists():
        count += 1
    return count


def iter_rank_traces(prefix: str | os.PathLike, num_ranks: int) -> Iterator[EtTrace | TraceFormatError]:
    """Rank by rank, ``<prefix>.<rank>.et`` decoded, or the ``TraceFormatError`` that file raises.

    Each distinct trace is decoded once and the one (immutable) ``EtTrace`` is yielded for every
    rank whose file has the same bytes: a file that is the same inode as an earlier one (a hard
    link) is not even read again, others are read and matched by (size, digest). Data-parallel
    ranks are byte-identical, so N of them cost one decode and one trace in memory.
    """
    shared: dict[bytes, EtNode] = {}
    by_inode: dict[tuple[int, int], EtTrace] = {}
    by_content: dict[tuple[int, bytes], EtTrace] = {}
    for rank in range(num_ranks):
        path = f"{prefix}.{rank}.et"  # trace_path's name, without a Path object per rank
        try:
            info = os.stat(path)
        except OSError:
            info = None
        inode = (info.st_dev, info.st_ino) if info is not None else None
        trace = by_inode.get(inode) if inode is not None else None
        if trace is None:
            try:
                data = read_trace_bytes(path)
                key = (len(data), hashlib.blake2b(data, digest_size=20).digest())  # keeps no bytes alive
                trace = by_content.get(key)
                if trace is None:
                    trace = by_content[key] = parse_trace(data, path, shared)
            except TraceFormatError as exc:
                yield exc
                continue
            if inode is not None:
                by_inode[inode] = trace
        yield trace


def read_workload(prefix: str | os.PathLike, num_ranks: int | None = None) -> list[EtTrace]:
    """Read ``<prefix>.<rank>.et`` for ranks 0..N-1 (N found from the files when not given).

    Ranks with identical files share one decoded ``EtTrace`` (``iter_rank_traces``): treat the
    traces as read-only values (they are frozen dataclasses of tuples). The ``read traces`` phase
    of a run's progress (``runtime.progress``), one step per rank.
    """
    if num_ranks is None:
        num_ranks = count_ranks(prefix)
        if num_ranks == 0:
            raise TraceFormatError(f"{prefix}: no trace files {prefix}.0.et, {prefix}.1.et, ... found")
    traces = []
    for found in progress.counted("read traces", iter_rank_traces(prefix, num_ranks), num_ranks):
        if isinstance(found, TraceFormatError):
            raise found
        traces.append(found)
    return traces
