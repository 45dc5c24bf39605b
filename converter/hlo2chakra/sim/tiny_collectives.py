"""Raise the world collectives the real ASTRA-sim cannot run to the smallest size it runs.

ASTRA-sim aborts (``assert(chunk_size > 0)``) or loops forever on a world collective that its
network and system cut into a 0-byte message (``sim.analytical.empty_messages``). Real programs
have such collectives: MaxText's Llama-2-70B step all-reduces 4, 48 and 148 bytes (loss, grad norm,
counters), which cannot run at 64 ranks over ``h100-8x-nvswitch-x-ib-ndr400-4node``. Before the
real binary runs, each such collective is raised to the smallest size the binary runs there (a few
hundred bytes at most: a latency-bound collective, whose time the raise changes by nanoseconds).
The raised traces are written into the run folder, never over the workload's own files, and
``summary.json`` lists every raise (``RaisedCollective``). ``simulate --keep-tiny-collectives``
refuses such a workload instead, naming the node, as ``validate -t`` does.

Only the real binary's input is raised; the embedded backend times the program's own sizes.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from hlo2chakra.chakra.comm_groups import WORLD, group_of
from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import Attr, EtNode, EtTrace, trace_path, write_trace
from hlo2chakra.chakra.trace_files import link_or_write

LeastSize = Callable[[str, int], "int | None"]  # (kind, size_bytes) -> the size to raise it to, or None
_KINDS = {t: t.name for t in (CollectiveCommType.ALL_REDUCE, CollectiveCommType.ALL_GATHER,
                               CollectiveCommType.REDUCE_SCATTER, CollectiveCommType.ALL_TO_ALL)}


@dataclass(frozen=True)
class RaisedCollective:
    """One (kind, size) of world collective raised, and on how many nodes of all ranks."""

    kind: str
    from_bytes: int
    to_bytes: int
    nodes: int

    def to_dict(self) -> dict[str, int | str]:
        return dataclasses.asdict(self)


def _is_world(node: EtNode) -> bool:
    try:
        return group_of(str(node.attr("pg_name", "") or "")) == WORLD
    except ValueError:
        return False  # the validator names a bad group; nothing to raise


def _raised_node(node: EtNode, size: int) -> EtNode:
    attrs = tuple(Attr("comm_size", a.kind, size) if a.name == "comm_size" else a for a in node.attrs)
    return dataclasses.replace(node, attrs=attrs)


def raise_tiny_collectives(traces: Sequence[EtTrace], least: LeastSize
                           ) -> tuple[list[EtTrace], tuple[RaisedCollective, ...]]:
    """The traces with every world collective ``least`` refuses raised to its size, and the raises.

    Traces with nothing to raise are returned as they are; identical ranks (one shared ``EtTrace``)
    are raised once and stay one object."""
    answers: dict[tuple[str, int], int | None] = {}
    done: dict[int, tuple[EtTrace, Counter[tuple[str, int, int]]]] = {}
    counts: Counter[tuple[str, int, int]] = Counter()
    out: list[EtTrace] = []
    for trace in traces:
        if id(trace) not in done:
            done[id(trace)] = _raise_one(trace, answers, least)
        new, raised_here = done[id(trace)]
        out.append(new)
        counts.update(raised_here)
    return out, tuple(RaisedCollective(k, a, b, n) for (k, a, b), n in sorted(counts.items()))


def _raise_one(trace: EtTrace, answers: dict[tuple[str, int], int | None], least: LeastSize
               ) -> tuple[EtTrace, Counter[tuple[str, int, int]]]:
    nodes = list(trace.nodes)
    raised: Counter[tuple[str, int, int]] = Counter()
    for i, node in enumerate(nodes):
        if node.type is not NodeType.COMM_COLL_NODE or not _is_world(node):
            continue
        comm_type = node.comm_type
        kind = _KINDS.get(comm_type) if comm_type is not None else None
        size = int(node.attr("comm_size", 0) or 0)
        if kind is None or size <= 0:
            continue
        if (kind, size) not in answers:
            answers[(kind, size)] = least(kind, size)
        target = answers[(kind, size)]
        if target is not None:
            nodes[i] = _raised_node(node, target)
            raised[(kind, size, target)] += 1
    return (dataclasses.replace(trace, nodes=tuple(nodes)) if raised else trace), raised


def write_raised(traces: Sequence[EtTrace], folder: Path, name: str) -> Path:
    """Write every rank's trace as ``folder/name.<rank>.et``; the prefix ASTRA-sim is given.

    A trace shared by several ranks is encoded once and hard-linked (``chakra.trace_files``)."""
    folder.mkdir(parents=True, exist_ok=True)
    prefix = folder / name
    first: dict[int, Path] = {}
    for rank, trace in enumerate(traces):
        path = trace_path(prefix, rank)
        if link_or_write(first.get(id(trace)), path, lambda p: write_trace(p, trace)):
            first[id(trace)] = path
    return prefix


def raise_text(raised: Sequence[RaisedCollective]) -> str:
    """The run's warning: what was raised, for a person."""
    parts = ", ".join(f"{r.kind} {r.from_bytes} -> {r.to_bytes} B ({r.nodes} nodes)" for r in raised[:6])
    more = f" and {len(raised) - 6} more" if len(raised) > 6 else ""
    return (f"raised {sum(r.nodes for r in raised)} world collectives below the smallest size ASTRA-sim runs on this "
            f"network and system to that size: {parts}{more} (summary.json runner.raised_collectives; "
            "--keep-tiny-collectives refuses them instead)")
