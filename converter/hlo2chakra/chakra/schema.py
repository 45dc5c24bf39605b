"""Our own protobuf schema of the Chakra execution trace (ET), version "0.0.4".

The message and field numbers follow the wire format that MLCommons Chakra and ASTRA-sim decode
(see the project's reference notes); the schema is assembled here as a ``FileDescriptorProto`` at
import time so that installing the package never needs ``protoc``. Readers decode by field number,
so only numbers and wire types must match the real schema; names are ours.

Public surface: ``GlobalMetadata``, ``Node``, ``IOInfo``, ``AttributeProto`` message classes and
the ``NodeType`` / ``CollectiveCommType`` integer enums.
"""

from __future__ import annotations

import enum
from typing import TypeAlias

from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

SCHEMA_VERSION = "0.0.4"
_PACKAGE = "ChakraProtoMsg"
_FDP = descriptor_pb2.FieldDescriptorProto
# A field's protobuf type: an int at run time, a type of its own in the protobuf stubs.
_FieldType: TypeAlias = descriptor_pb2.FieldDescriptorProto.Type.ValueType


class NodeType(enum.IntEnum):
    INVALID_NODE = 0
    METADATA_NODE = 1
    MEM_LOAD_NODE = 2
    MEM_STORE_NODE = 3
    COMP_NODE = 4
    COMM_SEND_NODE = 5
    COMM_RECV_NODE = 6
    COMM_COLL_NODE = 7


class CollectiveCommType(enum.IntEnum):
    ALL_REDUCE = 0
    REDUCE = 1
    ALL_GATHER = 2
    GATHER = 3
    SCATTER = 4
    BROADCAST = 5
    ALL_TO_ALL = 6
    REDUCE_SCATTER = 7
    REDUCE_SCATTER_BLOCK = 8
    BARRIER = 9


# (attribute kind, protobuf scalar type) in oneof order; the scalar member of kind k has number
# 3 + 2*i and its list message member 4 + 2*i.
_ATTRIBUTE_KINDS: tuple[tuple[str, _FieldType], ...] = (
    ("double", _FDP.TYPE_DOUBLE),
    ("float", _FDP.TYPE_FLOAT),
    ("int32", _FDP.TYPE_INT32),
    ("int64", _FDP.TYPE_INT64),
    ("uint32", _FDP.TYPE_UINT32),
    ("uint64", _FDP.TYPE_UINT64),
    ("sint32", _FDP.TYPE_SINT32),
    ("sint64", _FDP.TYPE_SINT64),
    ("fixed32", _FDP.TYPE_FIXED32),
    ("fixed64", _FDP.TYPE_FIXED64),
    ("sfixed32", _FDP.TYPE_SFIXED32),
    ("sfixed64", _FDP.TYPE_SFIXED64),
    ("bool", _FDP.TYPE_BOOL),
    ("string", _FDP.TYPE_STRING),
    ("bytes", _FDP.TYPE_BYTES),
)


def _list_message_name(kind: str) -> str:
    return kind.capitalize() + "List"


def _add_field(
    msg: descriptor_pb2.DescriptorProto,
    name: str,
    number: int,
    ftype: _FieldType,
    *,
    repeated: bool = False,
    type_name: str | None = None,
    oneof_index: int | None = None,
) -> None:
    field = msg.field.add()
    field.name = name
    field.number = number
    field.type = ftype
    field.label = _FDP.LABEL_REPEATED if repeated else _FDP.LABEL_OPTIONAL
    if type_name is not None:
        field.type_name = f".{_PACKAGE}.{type_name}"
    if oneof_index is not None:
        field.oneof_index = oneof_index


def _build_file() -> descriptor_pb2.FileDescriptorProto:
    fdp = descriptor_pb2.FileDescriptorProto(
        name="hlo2chakra_et_def.proto", package=_PACKAGE, syntax="proto3"
    )

    node_type = fdp.enum_type.add(name="NodeType")
    for member in NodeType:
        node_type.value.add(name=member.name, number=member.value)
    comm_type = fdp.enum_type.add(name="CollectiveCommType")
    for comm in CollectiveCommType:
        comm_type.value.add(name=comm.name, number=comm.value)

    for kind, ftype in _ATTRIBUTE_KINDS:
        lst = fdp.message_type.add(name=_list_message_name(kind))
        _add_field(lst, "values", 1, ftype, repeated=True)

    attr = fdp.message_type.add(name="AttributeProto")
    _add_field(attr, "name", 1, _FDP.TYPE_STRING)
    _add_field(attr, "doc_string", 2, _FDP.TYPE_STRING)
    attr.oneof_decl.add(name="value")
    for i, (kind, ftype) in enumerate(_ATTRIBUTE_KINDS):
        _add_field(attr, f"{kind}_val", 3 + 2 * i, ftype, oneof_index=0)
        _add_field(
            attr,
            f"{kind}_list",
            4 + 2 * i,
            _FDP.TYPE_MESSAGE,
            type_name=_list_message_name(kind),
            oneof_index=0,
        )

    meta = fdp.message_type.add(name="GlobalMetadata")
    _add_field(meta, "version", 1, _FDP.TYPE_STRING)
    _add_field(meta, "attr", 2, _FDP.TYPE_MESSAGE, repeated=True, type_name="AttributeProto")

    io = fdp.message_type.add(name="IOInfo")
    _add_field(io, "values", 1, _FDP.TYPE_STRING)
    _add_field(io, "shapes", 2, _FDP.TYPE_STRING)
    _add_field(io, "types", 3, _FDP.TYPE_STRING)

    tensor = fdp.message_type.add(name="Tensor")
    for number, name in enumerate(("tensor_id", "storage_id", "offset", "num_elem", "elem_bytes"), 1):
        _add_field(tensor, name, number, _FDP.TYPE_UINT64)
    _add_field(tensor, "device", 6, _FDP.TYPE_STRING)

    node = fdp.message_type.add(name="Node")
    _add_field(node, "id", 1, _FDP.TYPE_UINT64)
    _add_field(node, "name", 2, _FDP.TYPE_STRING)
    _add_field(node, "type", 3, _FDP.TYPE_ENUM, type_name="NodeType")
    _add_field(node, "ctrl_deps", 4, _FDP.TYPE_UINT64, repeated=True)
    _add_field(node, "data_deps", 5, _FDP.TYPE_UINT64, repeated=True)
    _add_field(node, "start_time_micros", 6, _FDP.TYPE_UINT64)
    _add_field(node, "duration_micros", 7, _FDP.TYPE_UINT64)
    _add_field(node, "inputs", 8, _FDP.TYPE_MESSAGE, type_name="IOInfo")
    _add_field(node, "outputs", 9, _FDP.TYPE_MESSAGE, type_name="IOInfo")
    _add_field(node, "attr", 10, _FDP.TYPE_MESSAGE, repeated=True, type_name="AttributeProto")
    return fdp


def _load_classes() -> dict[str, type]:
    # A private pool keeps us from clashing with a real Chakra install in the same process.
    pool = descriptor_pool.DescriptorPool()
    pool.Add(_build_file())
    file_desc = pool.FindFileByName("hlo2chakra_et_def.proto")
    return {
        name: message_factory.GetMessageClass(file_desc.message_types_by_name[name])
        for name in file_desc.message_types_by_name
    }


_CLASSES = _load_classes()
GlobalMetadata = _CLASSES["GlobalMetadata"]
Node = _CLASSES["Node"]
IOInfo = _CLASSES["IOInfo"]
AttributeProto = _CLASSES["AttributeProto"]
ATTRIBUTE_KINDS: tuple[str, ...] = tuple(kind for kind, _ in _ATTRIBUTE_KINDS)
