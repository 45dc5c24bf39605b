"""Rank-independent checks of one Chakra trace, for the workload validator (``validate.py``).

``analyze_trace(trace)`` looks at one file's nodes only and returns ``TraceFacts``:

- ``findings``: problems that depend on the file alone (duplicate ids, missing dependencies, a
  cycle, node types ASTRA-sim cannot run, CPU ops, malformed communication attributes, a node
  that serializes to zero bytes, an empty file); the caller adds the rank to each;
- the communication the file issues, for the cross-rank checks: collectives per communicator
  group in *canonical issue order* (BROADCAST left out: ASTRA-sim replays it locally from its
  duration, so it synchronizes nobody), and point-to-point sends and receives.

Canonical issue order: ASTRA-sim issues dependency-free nodes in ascending id, one
communication at a time, so the order in which collectives start on a rank depends on when
their dependencies finish. Without timing we use the topological order that always picks the
smallest ready id (Kahn's algorithm with a min-heap). Ranks with the same dependency structure
and durations (SPMD traces) issue in exactly this order; when ranks differ in structure the
check is conservative: it may flag orders that agree at run time only thanks to timing, and it
cannot prove that timing races between structurally different ranks are absent. When every
dependency points to a smaller id (what our converter writes) this order is simply ascending
id, which needs no heap.

Facts depend on the node contents only, so the caller shares them between identical traces.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass, field
from itertools import chain
from typing import Mapping

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.ir.graph import priority_topological_order
from hlo2chakra.checks.quantities import DURATION_US, MESSAGE_BYTES
from hlo2chakra.chakra.trace import Attr, EtNode, EtTrace

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
_GPU_MARKS = frozenset((("bool", False),))  # the only (kind, value) of is_cpu_op that means GPU
WORLD = ""  # normalized pg of a collective without a communicator group ("" or "0")


@dataclass(frozen=True)
class Finding:
    """One problem in one file; ``validate.py`` turns it into a ``Violation`` with the rank."""

    node_id: int | None
    node_name: str | None
    rule: str
    text: str


@dataclass(frozen=True)
class CollOp:
    node_id: int
    name: str
    comm_type: int
    size_bytes: int
    pg: str  # WORLD or the group id as a canonical decimal string

    @property
    def key(self) -> tuple[int, int]:
        return (self.comm_type, self.size_bytes)


@dataclass(frozen=True)
class P2POp:
    node_id: int
    name: str
    is_send: bool
    src: int | None  # None: absent (means the own rank)
    dst: int | None
    tag: int
    size_bytes: int


@dataclass(frozen=True)
class TraceFacts:
    findings: tuple[Finding, ...]
    pg_users: Mapping[str, CollOp] = field(default_factory=dict)  # first collective per group
    colls_by_pg: Mapping[str, tuple[CollOp, ...]] = field(default_factory=dict)  # synchronizing ones
    keys_by_pg: Mapping[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    p2p: tuple[P2POp, ...] = ()
    comm_seq: tuple[CollOp | P2POp, ...] = ()  # communication that holds the comm slot, in order


def describe_coll(comm_type: int, size_bytes: int) -> str:
    try:
        kind = CollectiveCommType(comm_type).name
    except ValueError:
        kind = f"comm_type {comm_type}"
    return f"{kind} of {size_bytes} B"


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


def _int_value(attrs: Mapping[str, Attr], name: str) -> tuple[int | None, str | None]:
    """(value, None) for a scalar integer attribute, else (None, why it is unusable)."""
    attr = attrs.get(name)
    if attr is None:
        return None, f"has no {name} attribute: ASTRA-sim's feeder throws and the run aborts"
    if attr.is_list or attr.kind not in INTEGER_KINDS:
        kind = attr.kind + ("_list" if attr.is_list else "")
        return None, f"{name} is a {kind} attribute, not an integer kind: ASTRA-sim rejects it and aborts"
    return int(attr.value), None


def _check_common_attrs(node: EtNode, attrs: Mapping[str, Attr], out: list[Finding]) -> bool:
    """comm_priority / involved_dim kinds, shared by all comm nodes; False if fatal."""
    ok = True
    attr = attrs.get("comm_priority")
    if attr is not None and (attr.is_list or attr.kind not in INTEGER_KINDS):
        out.append(Finding(node.id, node.name, "attr-kind", f"comm_priority is a {attr.kind} attribute, not an integer kind: ASTRA-sim aborts"))
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
                what = "is_cpu_op=true compute is timed as CPU work: ASTRA-sim's GPU time and exposed-communication statistics come out wrong"
            else:
                what = "is_cpu_op=true on a communication node: ASTRA-sim throws 'Comm node should not be on CPU' and aborts"
            return Finding(node.id, node.name, "cpu-op", what)
    return None


def _coll_op(node: EtNode, out: list[Finding]) -> CollOp | None:
    attrs = {a.name: a for a in node.attrs}
    ok = _check_common_attrs(node, attrs, out)
    comm_type, why = _int_value(attrs, "comm_type")
    if why is not None:
        out.append(Finding(node.id, node.name, "comm-type", why))
        ok = False
    elif comm_type not in SIMULATED_COLLECTIVES:
        if comm_type in CollectiveCommType._value2member_map_:
            why = (f"comm_type {CollectiveCommType(comm_type).name} is not supported by ASTRA-sim: it throws "
                   "'Unsupported collective comm type' and aborts")
        else:
            why = f"comm_type {comm_type} is not a CollectiveCommType: ASTRA-sim aborts"
        out.append(Finding(node.id, node.name, "comm-type", why))
        ok = False
    size, why = _int_value(attrs, "comm_size")
    if why is not None:
        out.append(Finding(node.id, node.name, "comm-size", why))
        ok = False
    elif size <= 0:
        out.append(Finding(node.id, node.name, "comm-size", f"comm_size {size} must be > 0 bytes: ASTRA-sim cannot split or time it"))
        ok = False
    elif (why := MESSAGE_BYTES.problem(size)) is not None:
        out.append(Finding(node.id, node.name, "comm-size", f"comm_size: {why}: no real collective moves that much"))
        ok = False
    pg = WORLD
    attr = attrs.get("pg_name")
    if attr is not None:
        if attr.is_list or attr.kind != "string":
            out.append(Finding(node.id, node.name, "pg-name", f"pg_name is a {attr.kind} attribute, not a string: ASTRA-sim aborts"))
            ok = False
        elif attr.value not in ("", "0"):
            text = str(attr.value)
            if not (text.isascii() and text.isdigit()):
                out.append(Finding(node.id, node.name, "pg-name", f"pg_name {text!r} is not a decimal group id: ASTRA-sim's stoi throws and the run aborts"))
                ok = False
            else:
                pg = str(int(text))
    if not ok:
        return None
    return CollOp(node.id, node.name, int(comm_type), int(size), pg)


def _p2p_op(node: EtNode, out: list[Finding]) -> P2POp | None:
    attrs = {a.name: a for a in node.attrs}
    ok = _check_common_attrs(node, attrs, out)
    is_send = node.type == NodeType.COMM_SEND_NODE
    peer_name, own_name = ("comm_dst", "comm_src") if is_send else ("comm_src", "comm_dst")
    values: dict[str, int | None] = {}
    for name in (peer_name, "comm_tag", "comm_size"):
        value, why = _int_value(attrs, name)
        if why is not None:
            out.append(Finding(node.id, node.name, "comm-size" if name == "comm_size" else "comm-attr", why))
            ok = False
        values[name] = value
    if own_name in attrs:
        value, why = _int_value(attrs, own_name)
        if why is not None:
            out.append(Finding(node.id, node.name, "comm-attr", why))
            ok = False
        values[own_name] = value
    else:
        values[own_name] = None
    if not ok:
        return None
    size = values["comm_size"]
    if size <= 0:
        out.append(Finding(node.id, node.name, "comm-size", f"comm_size {size} must be > 0 bytes"))
        return None
    if (why := MESSAGE_BYTES.problem(size)) is not None:
        out.append(Finding(node.id, node.name, "comm-size", f"comm_size: {why}: no real message is that large"))
        return None
    tag = values["comm_tag"]
    if not 0 <= tag < _UINT32_LIMIT:
        out.append(Finding(node.id, node.name, "comm-attr", f"comm_tag {tag} does not fit the uint32 ASTRA-sim reads: it would match a different tag"))
        return None
    return P2POp(node.id, node.name, is_send, values["comm_src"], values["comm_dst"], tag, size)


def _canonical_order(nodes: tuple[EtNode, ...], index: Mapping[int, int]) -> tuple[list[int], list[int]]:
    """Positions in canonical issue order, and positions that can never run (on or behind a cycle)."""
    parents: list[set[int]] = []
    for pos, node in enumerate(nodes):
        if index.get(node.id) != pos:  # a duplicate id: only the first node of an id is addressable
            parents.append(set())
            continue
        parents.append({index[d] for d in node.deps if d in index})
    return priority_topological_order(parents, [node.id for node in nodes])


def _cycle_finding(nodes: tuple[EtNode, ...], index: Mapping[int, int], stuck: list[int]) -> Finding:
    stuck_set = set(stuck)
    # Every stuck node keeps a stuck parent, so walking parents from one must revisit a node.
    seen: dict[int, int] = {}
    pos = stuck[0]
    path: list[int] = []
    while pos not in seen:
        seen[pos] = len(path)
        path.append(pos)
        pos = next(index[d] for d in nodes[pos].deps if index.get(d) in stuck_set)
    cycle = sorted(nodes[p].id for p in path[seen[pos]:])
    first = nodes[index[cycle[0]]]
    shown = ", ".join(str(i) for i in cycle[:8]) + (", ..." if len(cycle) > 8 else "")
    return Finding(
        first.id, first.name, "cycle",
        f"is on a dependency cycle (ids {shown}); {len(stuck)} node(s) can never become ready: "
        "ASTRA-sim hangs this rank (or aborts when no node is dependency-free)",
    )


def _dependency_findings(nodes: tuple[EtNode, ...], index: Mapping[int, int]) -> list[Finding]:
    out = []
    for node in nodes:
        for deps, kind in ((node.data_deps, "data"), (node.ctrl_deps, "ctrl")):
            for dep in deps:
                if dep not in index:
                    out.append(Finding(node.id, node.name, "missing-dep", f"{kind} dependency on id {dep}: node {dep}, which does not exist in this file, is never issued and ASTRA-sim aborts"))
    return out


def _duration_findings(nodes: tuple[EtNode, ...]) -> list[Finding]:
    """Durations outside the physical range (they overflow simulated time, an int64 of ns)."""
    if max(node.duration_micros for node in nodes) <= DURATION_US.high:
        return []
    return [Finding(node.id, node.name, "duration", f"duration_micros: {DURATION_US.problem(node.duration_micros)}: "
                    "simulated time would overflow")
            for node in nodes if DURATION_US.problem(node.duration_micros) is not None]


def _local_findings(node: EtNode) -> tuple[tuple[Finding, ...], CollOp | P2POp | None]:
    """Checks of one node on its own: its type, is_cpu_op and communication attributes."""
    ntype = node.type
    if ntype not in _RUNNABLE_TYPES:
        if _is_zero_bytes(node):
            return (Finding(node.id, node.name, "zero-bytes", "serializes to zero bytes: Chakra's reader stops at a zero-length record and drops the rest of the file"),), None
        try:
            tname = NodeType(ntype).name
        except ValueError:
            tname = f"type {int(ntype)}"
        return (Finding(node.id, node.name, "node-type", f"is a {tname}; only GPU COMP_NODE and COMM_COLL/SEND/RECV nodes run correctly in ASTRA-sim (this breaks the run or its statistics)"),), None
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


def analyze_trace(trace: EtTrace, memo: dict[int, tuple[tuple[Finding, ...], CollOp | P2POp | None]] | None = None) -> TraceFacts:
    """Facts of one trace. ``memo`` (id(node) -> local result) lets the caller share the work on
    communication nodes that several traces hold; their nodes must outlive the memo."""
    nodes = trace.nodes
    if memo is None:
        memo = {}
    findings: list[Finding] = []
    if not nodes:
        findings.append(Finding(None, None, "empty-trace", "the trace has no nodes: ASTRA-sim's feeder finds no dependency-free node and aborts"))
        return TraceFacts(tuple(findings))
    # Column-wise passes with C-level helpers keep the common, clean case fast.
    ids = [node.id for node in nodes]
    index: dict[int, int] = dict(zip(reversed(ids), range(len(ids) - 1, -1, -1)))  # first occurrence wins
    if len(index) != len(ids):
        seen: set[int] = set()
        for node in nodes:
            if node.id in seen:
                other = nodes[index[node.id]]
                findings.append(Finding(node.id, node.name, "duplicate-id", f"id {node.id} is also used by {other.name!r}: ASTRA-sim's feeder keeps one of them and the dependencies go wrong"))
            seen.add(node.id)
    ascending = all(map(operator.lt, ids, ids[1:]))
    data = [node.data_deps for node in nodes]
    ctrl = [node.ctrl_deps for node in nodes]
    keys = index.keys()
    if not (keys >= set(chain.from_iterable(data)) and keys >= set(chain.from_iterable(ctrl))):
        findings.extend(_dependency_findings(nodes, index))
    findings.extend(_duration_findings(nodes))
    forward_only = all(max(d) < i for d, i in zip(data, ids) if d) and all(max(d) < i for d, i in zip(ctrl, ids) if d)

    comms: list[tuple[int, CollOp | P2POp]] = []
    comp_type = NodeType.COMP_NODE
    types = [node.type for node in nodes]
    # Compute nodes only need is_cpu_op absent or a false bool: test all of them at once and
    # look node by node only when some mark is off.
    comp_attrs = [node.attrs for node, t in zip(nodes, types) if t == comp_type]
    marks = {(a.kind, a.value) for a in chain.from_iterable(comp_attrs) if a.name == "is_cpu_op"}
    if marks <= _GPU_MARKS:
        suspects = [pos for pos, t in enumerate(types) if t != comp_type]
    else:
        suspects = range(len(nodes))
    for pos in suspects:
        node = nodes[pos]
        if types[pos] == comp_type:
            found, op = _local_findings(node)
        else:  # communication and unknown nodes, memoized across traces that share them
            hit = memo.get(id(node))
            if hit is None:
                hit = memo[id(node)] = _local_findings(node)
            found, op = hit
        if found:
            findings.extend(found)
        if op is not None:
            comms.append((pos, op))

    if forward_only and len(index) == len(nodes):
        if not ascending:  # ascending id is the canonical order when all edges point backwards
            comms.sort(key=lambda item: item[1].node_id)
    else:
        order, stuck = _canonical_order(nodes, index)
        if stuck:
            findings.append(_cycle_finding(nodes, index, stuck))
        rank_of = {pos: i for i, pos in enumerate(order)}
        comms = sorted((item for item in comms if item[0] in rank_of), key=lambda item: rank_of[item[0]])

    pg_users: dict[str, CollOp] = {}
    by_pg: dict[str, list[CollOp]] = {}
    blocking: list[CollOp | P2POp] = []
    for _, op in comms:
        if isinstance(op, P2POp):
            blocking.append(op)
            continue
        pg_users.setdefault(op.pg, op)
        # ASTRA-sim replays BROADCAST locally from its duration: it joins no stream, so it
        # cannot deadlock a group and takes no part in the order check.
        if op.comm_type != CollectiveCommType.BROADCAST:
            by_pg.setdefault(op.pg, []).append(op)
            blocking.append(op)
    colls_by_pg = {pg: tuple(ops) for pg, ops in by_pg.items()}
    keys_by_pg = {pg: tuple(op.key for op in ops) for pg, ops in colls_by_pg.items()}
    p2p = tuple(op for op in blocking if isinstance(op, P2POp))
    return TraceFacts(tuple(findings), pg_users, colls_by_pg, keys_by_pg, p2p, tuple(blocking))
