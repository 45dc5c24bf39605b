"""Checks of one Chakra node on its own: its type, ``is_cpu_op`` and communication attributes.

``local_findings(node)`` returns the node's findings and, for a usable communication node, the
``CollOp`` / ``P2POp`` it issues. What a node may hold is what ASTRA-sim's feeder reads without
aborting or misreading: integer attribute kinds, a string ``pg_name`` that is a decimal group
id, positive sizes within ``checks.quantities.MESSAGE_BYTES``, tags that fit a uint32.
"""

from __future__ import annotations

from typing import Mapping, cast

from hlo2chakra.chakra.comm_groups import WORLD, group_of
from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import Attr, EtNode
from hlo2chakra.chakra.validate.facts import CollOp, Finding, P2POp
from hlo2chakra.checks.quantities import MESSAGE_BYTES

INTEGER_KINDS = frozenset(
    ("int32", "int64", "uint32", "uint64", "sint32", "sint64", "fixed32", "fixed64", "sfixed32", "sfixed64")
)
SIMULATED_COLLECTIVES = frozenset(
    (
        CollectiveCommType.ALL_REDUCE,
        CollectiveCommType.ALL_GATHER,
        CollectiveCommType.REDUCE_SCATTER,
        CollectiveCommType.ALL_TO_ALL,
        CollectiveCommType.BROADCAST,  # replayed as its duration, but it runs
    )
)
_RUNNABLE_TYPES = frozenset(
    (NodeType.COMP_NODE, NodeType.COMM_SEND_NODE, NodeType.COMM_RECV_NODE, NodeType.COMM_COLL_NODE)
)
_UINT32_LIMIT = 1 << 32

def _is_zero_bytes(node: EtNode) -> bool:
    return (
        node.id == 0
        and not node.name
        and int(node.type) == 0
        and not node.data_deps
        and not node.ctrl_deps
        and not node.duration_micros
        and not node.start_time_micros
        and not node.attrs
        and node.inputs is None
        and node.outputs is None
    )


def _int_value(node: EtNode, attrs: Mapping[str, Attr], name: str, rule: str, out: list[Finding]) -> int | None:
    """A scalar integer attribute's value; None, with a finding under ``rule`` saying why, when unusable."""
    attr = attrs.get(name)
    if attr is None:
        why = f"has no {name} attribute: ASTRA-sim's feeder throws and the run aborts"
    elif attr.is_list or attr.kind not in INTEGER_KINDS:
        kind = attr.kind + ("_list" if attr.is_list else "")
        why = f"{name} is a {kind} attribute, not an integer kind: ASTRA-sim rejects it and aborts"
    else:
        return int(cast(int, attr.value))   # a scalar of an integer kind holds an int
    out.append(Finding(node.id, node.name, rule, why))
    return None


def _check_common_attrs(node: EtNode, attrs: Mapping[str, Attr], out: list[Finding]) -> bool:
    """comm_priority / involved_dim kinds, shared by all comm nodes; False if fatal."""
    ok = True
    attr = attrs.get("comm_priority")
    if attr is not None and (attr.is_list or attr.kind not in INTEGER_KINDS):
        out.append(Finding(node.id, node.name, "attr-kind", f"comm_priority is a {attr.kind} attribute, not an integer kind: "
                                                            "ASTRA-sim aborts"))
        ok = False
    attr = attrs.get("involved_dim")
    if attr is not None and not (attr.is_list and attr.kind == "bool"):
        out.append(Finding(node.id, node.name, "attr-kind", "involved_dim is not a bool_list: ASTRA-sim exits"))
        ok = False
    return ok


def _cpu_op_finding(node: EtNode) -> Finding | None:
    for attr in node.attrs:
        if attr.name != "is_cpu_op":
            continue
        if attr.is_list or (attr.kind != "bool" and attr.kind not in INTEGER_KINDS):
            return Finding(node.id, node.name, "attr-kind", f"is_cpu_op is a {attr.kind} attribute, not a bool: ASTRA-sim aborts")
        if attr.value:
            if node.type == NodeType.COMP_NODE:
                what = ("is_cpu_op=true compute is timed as CPU work: ASTRA-sim's GPU time and exposed-communication "
                        "statistics come out wrong")
            else:
                what = "is_cpu_op=true on a communication node: ASTRA-sim throws 'Comm node should not be on CPU' and aborts"
            return Finding(node.id, node.name, "cpu-op", what)
    return None


def _coll_op(node: EtNode, out: list[Finding]) -> CollOp | None:
    attrs = {a.name: a for a in node.attrs}
    ok = _check_common_attrs(node, attrs, out)
    comm_type = _int_value(node, attrs, "comm_type", "comm-type", out)
    if comm_type is None:
        ok = False
    elif comm_type not in SIMULATED_COLLECTIVES:
        if comm_type in CollectiveCommType._value2member_map_:
            why = (f"comm_type {CollectiveCommType(comm_type).name} is not supported by ASTRA-sim: it throws "
                   "'Unsupported collective comm type' and aborts")
        else:
            why = f"comm_type {comm_type} is not a CollectiveCommType: ASTRA-sim aborts"
        out.append(Finding(node.id, node.name, "comm-type", why))
        ok = False
    size = _int_value(node, attrs, "comm_size", "comm-size", out)
    if size is None:
        ok = False
    elif size <= 0:
        out.append(Finding(node.id, node.name, "comm-size", f"comm_size {size} must be > 0 bytes: ASTRA-sim cannot split or time it"))
        ok = False
    elif (too_big := MESSAGE_BYTES.problem(size)) is not None:
        out.append(Finding(node.id, node.name, "comm-size", f"comm_size: {too_big}: no real collective moves that much"))
        ok = False
    pg = _group(node, attrs.get("pg_name"), out)
    if not ok or pg is None or comm_type is None or size is None:
        return None
    return CollOp(node.id, node.name, comm_type, size, pg)


def _group(node: EtNode, attr: Attr | None, out: list[Finding]) -> str | None:
    """The group a collective's pg_name names (WORLD without one); None, with a finding, when unusable."""
    if attr is None:
        return WORLD
    if attr.is_list or attr.kind != "string":
        out.append(Finding(node.id, node.name, "pg-name", f"pg_name is a {attr.kind} attribute, not a string: ASTRA-sim aborts"))
        return None
    try:
        return group_of(str(attr.value))
    except ValueError:
        out.append(Finding(node.id, node.name, "pg-name", f"pg_name {str(attr.value)!r} is not a decimal group id: ASTRA-sim's "
                                                          "stoi throws and the run aborts"))
        return None


def _p2p_op(node: EtNode, out: list[Finding]) -> P2POp | None:
    attrs = {a.name: a for a in node.attrs}
    ok = _check_common_attrs(node, attrs, out)
    is_send = node.type == NodeType.COMM_SEND_NODE
    peer_name, own_name = ("comm_dst", "comm_src") if is_send else ("comm_src", "comm_dst")
    peer = _int_value(node, attrs, peer_name, "comm-attr", out)
    tag = _int_value(node, attrs, "comm_tag", "comm-attr", out)
    size = _int_value(node, attrs, "comm_size", "comm-size", out)
    has_own = own_name in attrs   # absent means the node's own rank
    own = _int_value(node, attrs, own_name, "comm-attr", out) if has_own else None
    if not ok or peer is None or tag is None or size is None or (has_own and own is None):
        return None
    if size <= 0:
        out.append(Finding(node.id, node.name, "comm-size", f"comm_size {size} must be > 0 bytes"))
        return None
    if (why := MESSAGE_BYTES.problem(size)) is not None:
        out.append(Finding(node.id, node.name, "comm-size", f"comm_size: {why}: no real message is that large"))
        return None
    if not 0 <= tag < _UINT32_LIMIT:
        out.append(Finding(node.id, node.name, "comm-attr", f"comm_tag {tag} does not fit the uint32 ASTRA-sim reads: it would "
                                                            "match a different tag"))
        return None
    return P2POp(node.id, node.name, is_send, own, peer, tag, size)


def local_findings(node: EtNode) -> tuple[tuple[Finding, ...], CollOp | P2POp | None]:
    """Checks of one node on its own: its type, is_cpu_op and communication attributes."""
    ntype = node.type
    if ntype not in _RUNNABLE_TYPES:
        if _is_zero_bytes(node):
            return (Finding(node.id, node.name, "zero-bytes", "serializes to zero bytes: Chakra's reader stops at a zero-length "
                                                              "record and drops the rest of the file"),), None
        try:
            tname = NodeType(ntype).name
        except ValueError:
            tname = f"type {int(ntype)}"
        return (Finding(node.id, node.name, "node-type", f"is a {tname}; only GPU COMP_NODE and COMM_COLL/SEND/RECV nodes run "
                                                         "correctly in ASTRA-sim (this breaks the run or its statistics)"),), None
    out: list[Finding] = []
    cpu = _cpu_op_finding(node)
    if cpu is not None:
        out.append(cpu)
        if cpu.rule == "attr-kind" or ntype != NodeType.COMP_NODE:
            return tuple(out), None
    op: CollOp | P2POp | None = None
    if ntype == NodeType.COMM_COLL_NODE:
        op = _coll_op(node, out)
    elif ntype != NodeType.COMP_NODE:
        op = _p2p_op(node, out)
    return tuple(out), op
