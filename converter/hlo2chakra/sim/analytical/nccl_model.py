"""The NCCL collective model inside the embedded engine (``--collectives nccl``).

Contract: ``nccl_engine_context(network, groups, fabric)`` returns an ``EngineContext`` whose
collectives are timed by ``sim.nccl`` (NCCL's algorithm and protocol choice, calibrated on
measured curves) instead of ASTRA-sim's chunked phases. The engine, the traces, the dependency
order and the compute model are unchanged; only what a collective and a message cost changes:

* a collective over its members takes ``NcclChoice.time_ns`` from the moment its last member
  issues it (NCCL collectives are synchronizing: no rank's kernel completes before every rank's
  has joined), so every member ends at max(issue times) + time;
* the group pays the links it spans: rank r sits on node r // gpus_per_node (dimension 0 of the
  network is the node); the group uses max(members per node) GPUs on each of its distinct nodes;
* sizes follow the traces' convention (ASTRA-sim's): an all-gather's comm_size is one rank's
  input, so NCCL is asked for comm_size x members (nccl-tests' gathered output); all-reduce,
  reduce-scatter and all-to-all sizes are NCCL's as they are;
* a point-to-point message costs NCCL's p2p step latency plus bytes over one GPU's p2p
  bandwidth (``sim.nccl.p2p``: NVLink inside a node, the rail NIC across nodes), Simple protocol.

Not modelled: collectives in flight at the same time on one rank do not share bandwidth here
(each is timed alone; ``sim.nccl.concurrency`` says how they would share), and NCCL's per-call
launch overhead is inside the calibrated latency.
"""

from __future__ import annotations

import math
from typing import Mapping, Sequence

import numpy as np

from hlo2chakra.chakra.comm_groups import WORLD
from hlo2chakra.sim.analytical.engine import EngineContext
from hlo2chakra.sim.analytical.phase import AG, AR, A2A, RS, Link
from hlo2chakra.sim.analytical.plan import CollectivePlan
from hlo2chakra.sim.config.files import NetworkConfig
from hlo2chakra.sim.nccl import NcclFabric, collective_time_ns
from hlo2chakra.sim.nccl.p2p import peer_gbps, step_latency_us
from hlo2chakra.sim.results import SimulationError

NCCL_KIND = {AR: "all_reduce", AG: "all_gather", RS: "reduce_scatter", A2A: "all_to_all"}


def group_span(members: Sequence[int], gpus_per_node: int) -> tuple[int, int]:
    """(GPUs per node the group uses, nodes it spans)."""
    per_node: dict[int, int] = {}
    for r in members:
        per_node[r // gpus_per_node] = per_node.get(r // gpus_per_node, 0) + 1
    return max(per_node.values()), len(per_node)


def check_fabric(network: NetworkConfig, fabric: NcclFabric) -> None:
    gpus = fabric.gpus_per_node * fabric.nodes
    if network.num_npus != gpus:
        raise SimulationError(f"NCCL fabric {fabric.name} has {fabric.gpus_per_node} x {fabric.nodes} = {gpus} GPUs "
                              f"but the network has {network.num_npus} NPUs")
    if network.npus_count[0] != fabric.gpus_per_node:
        raise SimulationError(f"NCCL fabric {fabric.name}: the network's first dimension ({network.npus_count[0]} "
                              f"NPUs) must be one node of {fabric.gpus_per_node} GPUs")


def nccl_engine_context(network: NetworkConfig, groups: Mapping[str, Sequence[int]],
                        fabric: NcclFabric) -> EngineContext:
    check_fabric(network, fabric)
    n, gpn = network.num_npus, fabric.gpus_per_node
    plans: dict[tuple, CollectivePlan] = {}
    durations: dict[tuple, int] = {}
    links: dict[bool, Link] = {}

    def plan(kind: str, size: int, group: str, involved: tuple[bool, ...], tree_parity: int = 0) -> CollectivePlan:
        key = (kind, size, group)
        if key not in plans:
            if kind not in NCCL_KIND:
                raise SimulationError(f"the NCCL collective model has no {kind}")
            members = tuple(range(n)) if group == WORLD else tuple(groups[group])
            # grid: the span NCCL prices (GPUs per node, nodes); symmetry compares groups by it
            plans[key] = CollectivePlan(kind, size, members, group_span(members, gpn), (), size, 1, 1)
        return plans[key]

    def duration_ns(p: CollectivePlan) -> int:
        key = (p.kind, p.size_bytes, p.members)
        if key not in durations:
            gpus, nodes = p.grid
            size = p.size_bytes * len(p.members) if p.kind == AG else p.size_bytes
            choice = collective_time_ns(fabric, NCCL_KIND[p.kind], size, gpus, nodes)
            durations[key] = int(math.ceil(choice.time_ns))
        return durations[key]

    def member_ends(p: CollectivePlan, starts: np.ndarray) -> np.ndarray:
        return np.full(len(starts), int(np.max(starts)) + duration_ns(p), dtype=np.int64)

    def link(src: int, dst: int) -> Link:
        across = src // gpn != dst // gpn
        if across not in links:
            links[across] = Link(step_latency_us(fabric, "simple", across) * 1e3,
                                 peer_gbps(fabric, "simple", across), 1)
        return links[across]

    return EngineContext(n, groups, plan, link, 0.0, member_ends, closed_form=False, model="nccl")
