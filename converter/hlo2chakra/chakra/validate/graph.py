"""Rank-independent checks of one Chakra trace, for the workload validator (``workload``).

``analyze_trace(trace)`` looks at one file's nodes only and returns ``TraceFacts``:

- ``findings``: problems that depend on the file alone (duplicate ids, missing dependencies, a
  cycle, durations that overflow, an empty file; and, from ``nodes``, node types ASTRA-sim
  cannot run, CPU ops, malformed communication attributes, a node that serializes to zero
  bytes); the caller adds the rank to each;
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
from itertools import chain, compress
from typing import Mapping, Sequence

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace
from hlo2chakra.chakra.validate.facts import CollOp, Finding, P2POp, TraceFacts
from hlo2chakra.chakra.validate.nodes import local_findings
from hlo2chakra.checks.quantities import DURATION_US
from hlo2chakra.ir.graph import priority_topological_order

_GPU_MARKS = frozenset((("bool", False),))  # the only (kind, value) of is_cpu_op that means GPU
_Local = tuple[tuple[Finding, ...], CollOp | P2POp | None]  # what ``local_findings`` says of a node


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
                    out.append(Finding(node.id, node.name, "missing-dep", f"{kind} dependency on id {dep}: node {dep}, which "
                                                                          "does not exist in this file, is never issued and "
                                                                          "ASTRA-sim aborts"))
    return out


def _duration_findings(nodes: tuple[EtNode, ...]) -> list[Finding]:
    """Durations outside the physical range (they overflow simulated time, an int64 of ns)."""
    if max(node.duration_micros for node in nodes) <= DURATION_US.high:
        return []
    return [Finding(node.id, node.name, "duration", f"duration_micros: {DURATION_US.problem(node.duration_micros)}: "
                    "simulated time would overflow")
            for node in nodes if DURATION_US.problem(node.duration_micros) is not None]


def _duplicate_findings(nodes: tuple[EtNode, ...], index: Mapping[int, int]) -> list[Finding]:
    out = []
    seen: set[int] = set()
    for node in nodes:
        if node.id in seen:
            other = nodes[index[node.id]]
            out.append(Finding(node.id, node.name, "duplicate-id", f"id {node.id} is also used by {other.name!r}: ASTRA-sim's "
                                                                   "feeder keeps one of them and the dependencies go wrong"))
        seen.add(node.id)
    return out


_CLEAN: _Local = ((), None)  # a node with no finding of its own and no communication


def _scan_nodes(nodes: tuple[EtNode, ...], memo: dict[int, _Local], findings: list[Finding]) -> list[tuple[int, CollOp | P2POp]]:
    """(position, op) of every usable communication node, in file order; adds the nodes' own findings."""
    comms: list[tuple[int, CollOp | P2POp]] = []
    comp_type = NodeType.COMP_NODE
    types = [node.type for node in nodes]
    # Compute nodes only need is_cpu_op absent or a false bool: test all of them at once and
    # look node by node only when some mark is off.
    # A compute node already found clean in an earlier trace (the same object: ranks read or built
    # together share equal nodes) is in ``memo`` and is not looked at again.
    fresh = [node for node, t in zip(nodes, types) if t == comp_type and id(node) not in memo]
    marks = {(a.kind, a.value) for a in chain.from_iterable(node.attrs for node in fresh) if a.name == "is_cpu_op"}
    suspects: Sequence[int]
    if marks <= _GPU_MARKS:
        memo.update(dict.fromkeys(map(id, fresh), _CLEAN))
        suspects = [pos for pos, t in enumerate(types) if t != comp_type]
    else:
        suspects = range(len(nodes))
    for pos in suspects:
        node = nodes[pos]
        if types[pos] == comp_type:
            found, op = local_findings(node)
        else:  # communication and unknown nodes, memoized across traces that share them
            hit = memo.get(id(node))
            if hit is None:
                hit = memo[id(node)] = local_findings(node)
            found, op = hit
        if found:
            findings.extend(found)
        if op is not None:
            comms.append((pos, op))
    return comms


def _issue_order(nodes: tuple[EtNode, ...], index: Mapping[int, int], comms: list[tuple[int, CollOp | P2POp]],
                 findings: list[Finding]) -> list[tuple[int, CollOp | P2POp]]:
    """``comms`` in canonical issue order when some dependency points forward; adds a cycle finding."""
    order, stuck = _canonical_order(nodes, index)
    if stuck:
        findings.append(_cycle_finding(nodes, index, stuck))
    rank_of = {pos: i for i, pos in enumerate(order)}
    return sorted((item for item in comms if item[0] in rank_of), key=lambda item: rank_of[item[0]])


def _facts(findings: tuple[Finding, ...], ops: list[CollOp | P2POp]) -> TraceFacts:
    """The facts of a trace whose communication, in canonical issue order, is ``ops``."""
    pg_users: dict[str, CollOp] = {}
    by_pg: dict[str, list[CollOp]] = {}
    blocking: list[CollOp | P2POp] = []
    for op in ops:
        if isinstance(op, P2POp):
            blocking.append(op)
            continue
        pg_users.setdefault(op.pg, op)
        # ASTRA-sim replays BROADCAST locally from its duration: it joins no stream, so it
        # cannot deadlock a group and takes no part in the order check.
        if op.comm_type != CollectiveCommType.BROADCAST:
            by_pg.setdefault(op.pg, []).append(op)
            blocking.append(op)
    colls_by_pg = {pg: tuple(group_ops) for pg, group_ops in by_pg.items()}
    keys_by_pg = {pg: tuple(op.key for op in group_ops) for pg, group_ops in colls_by_pg.items()}
    p2p = tuple(op for op in blocking if isinstance(op, P2POp))
    return TraceFacts(findings, pg_users, colls_by_pg, keys_by_pg, p2p, tuple(blocking))


class Structure:
    """The structural facts of the last trace analyzed (its nodes, the findings that depend on ids,
    dependencies and durations alone, and whether its communication needed re-ordering), so that
    a trace whose nodes are the same objects except some with the same id, dependencies and
    duration (a rank that differs from another only in its groups and peers) skips those passes."""

    def __init__(self) -> None:
        self.nodes: tuple[EtNode, ...] = ()
        self.findings: tuple[Finding, ...] = ()
        self.reorder = False

    def same_as(self, nodes: tuple[EtNode, ...]) -> bool:
        if len(nodes) != len(self.nodes) or not nodes:
            return False
        # Only the nodes that are not the very same objects need comparing (found at C speed).
        differ = compress(range(len(nodes)), map(operator.is_not, nodes, self.nodes))
        previous = self.nodes
        return all(a.id == b.id and a.data_deps == b.data_deps and a.ctrl_deps == b.ctrl_deps
                   and a.duration_micros == b.duration_micros
                   for a, b in ((nodes[i], previous[i]) for i in differ))


def analyze_trace(trace: EtTrace, memo: dict[int, _Local] | None = None,
                  structure: Structure | None = None) -> TraceFacts:
    """Facts of one trace. ``memo`` (id(node) -> local result) lets the caller share the work on
    communication nodes that several traces hold; their nodes must outlive the memo.
    ``structure`` (the caller's, kept across calls) lets a trace of the same structure as the
    previous one reuse its structural findings and order."""
    nodes = trace.nodes
    if not nodes:
        return TraceFacts((Finding(None, None, "empty-trace", "the trace has no nodes: ASTRA-sim's feeder finds no "
                                                              "dependency-free node and aborts"),))
    if structure is not None and structure.same_as(nodes):
        findings = list(structure.findings)
        comms = _scan_nodes(nodes, {} if memo is None else memo, findings)
        if structure.reorder:
            first = dict(zip(reversed([n.id for n in nodes]), range(len(nodes) - 1, -1, -1)))
            comms = _issue_order(nodes, first, comms, [])
        return _facts(tuple(findings), [op for _, op in comms])
    # Column-wise passes with C-level helpers keep the common, clean case fast.
    ids = [node.id for node in nodes]
    index: dict[int, int] = dict(zip(reversed(ids), range(len(ids) - 1, -1, -1)))  # first occurrence wins
    findings = _duplicate_findings(nodes, index) if len(index) != len(ids) else []
    data = [node.data_deps for node in nodes]
    ctrl = [node.ctrl_deps for node in nodes]
    keys = index.keys()
    if not (keys >= set(chain.from_iterable(data)) and keys >= set(chain.from_iterable(ctrl))):
        findings.extend(_dependency_findings(nodes, index))
    findings.extend(_duration_findings(nodes))
    forward_only = all(max(d) < i for d, i in zip(data, ids) if d) and all(max(d) < i for d, i in zip(ctrl, ids) if d)
    structural = tuple(findings)
    comms = _scan_nodes(nodes, {} if memo is None else memo, findings)
    reorder = not (forward_only and len(index) == len(nodes)) or not all(map(operator.lt, ids, ids[1:]))
    if not (forward_only and len(index) == len(nodes)):
        comms = _issue_order(nodes, index, comms, findings)
        structural = tuple(f for f in findings if f.rule == "cycle") + structural
    elif reorder:  # ascending id is the canonical order when all edges point backwards
        comms.sort(key=lambda item: item[1].node_id)
    if structure is not None:
        structure.nodes, structure.findings, structure.reorder = nodes, structural, reorder
    return _facts(tuple(findings), [op for _, op in comms])
