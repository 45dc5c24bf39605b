"""The result types of the NCCL model and the calibration terms every collective shares."""

from __future__ import annotations

import math
from dataclasses import dataclass

from hlo2chakra.sim.nccl.fabric import NcclCalibration, NcclFabric, NcclFabricError
from hlo2chakra.sim.nccl.graph import GroupSpan

KINDS = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all", "broadcast", "send_recv")
MAX_SIZE_BYTES = 1 << 50


@dataclass(frozen=True)
class NcclCandidate:
    """One priced (algorithm, protocol)."""

    algorithm: str
    protocol: str
    nccl_latency_ns: float  # NCCL's latency term for this size (plateau factor included)
    nccl_bandwidth_gbps: float  # NCCL's algorithm bandwidth for this size (tree correction included)
    nccl_time_ns: float  # NCCL's predicted time: what it chooses by
    time_ns: float  # the calibrated time on this fabric
    transfer_ns: float = 0.0  # the bandwidth part of time_ns (what concurrent collectives share)


@dataclass(frozen=True)
class NcclChoice:
    """What NCCL would run for one collective, and how long it takes."""

    fabric: str
    kind: str
    size_bytes: int
    gpus_per_node: int
    nodes: int
    algorithm: str
    protocol: str
    time_ns: float
    nccl_time_ns: float
    candidates: tuple[NcclCandidate, ...]  # every enabled pair, in NCCL's loop order
    transfer_ns: float = 0.0  # the bandwidth part of time_ns
    model: str = "nccl"


def check_request(kind: str, size_bytes: int) -> None:
    if kind not in KINDS:
        raise NcclFabricError(f"kind: {kind!r} is not one of {', '.join(KINDS)}")
    if not isinstance(size_bytes, int) or isinstance(size_bytes, bool) or not 0 <= size_bytes <= MAX_SIZE_BYTES:
        raise NcclFabricError(f"size_bytes: {size_bytes!r} is not an integer in [0, 2**50]")


def calibration(fabric: NcclFabric, span: GroupSpan) -> NcclCalibration:
    return fabric.intra if span.nodes == 1 else fabric.inter


def latency_extra_ns(cal: NcclCalibration, size_bytes: int, algorithm: str) -> float:
    """The fitted offset plus the small-message ramp (the NVLS ones for NVLS and NVLS-tree)."""
    p = "nvls_" if algorithm in ("nvls", "nvls_tree") else ""
    s2 = float(size_bytes) ** 2
    ramp = getattr(cal, p + "ramp_ns") * s2 / (s2 + getattr(cal, p + "ramp_half_bytes") ** 2)
    return getattr(cal, p + "latency_offset_ns") + ramp


def efficiency(cal: NcclCalibration, span: GroupSpan, algorithm: str) -> float:
    """Delivered / NCCL-modelled bandwidth of this candidate's bottleneck.

    One node: the NVLink (or NVLS) efficiency. Across nodes: the effective bus bandwidth, the
    smaller of one GPU's NVLink x g/(g-1) (a node's ring or tree crosses g-1 NVLink hops and one
    NIC hop per channel) and the group's NICs, each times its efficiency, over the bus bandwidth
    NCCL assumes the graph's channels carry (channels x bwInter).
    """
    intra = cal.nvls_efficiency if algorithm in ("nvls", "nvls_tree") else cal.nvlink_efficiency
    if span.nodes == 1:
        return intra
    graph = span.nvls if algorithm in ("nvls", "nvls_tree") and span.nvls else span.ring
    nominal = graph.channels * graph.bw_inter_gbps
    nvl = intra * span.intra_gbps * span.gpus / (span.gpus - 1) if span.gpus > 1 else math.inf
    return min(nvl, cal.net_efficiency * span.node_nic_gbps) / nominal
