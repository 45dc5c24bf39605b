"""The channel graphs NCCL's topology search would find for one group, reduced to numbers.

NCCL's tuner does not see links: it sees, per algorithm, a graph of ``nChannels`` channels of
``bwIntra`` / ``bwInter`` GB/s each (``src/graph/search.cc``) and the net plugin's latency. This
module derives those numbers for a group of ``gpus`` GPUs per node on ``nodes`` nodes of a
``NcclFabric``, following the search's rules in a simplified, closed form:

* A channel's speed is taken from NCCL's per-arch speed list (``constants.SEARCH_SPEEDS_*``); the
  search keeps the speed x channel count that fits the links best (fewer, faster channels win a
  tie), lowering the speed while the next one is more than 0.49 of the best, as NCCL does.
  Channels are capped by ``SEARCH_MAX_CHANNELS``, by one GPU's NVLink bandwidth (every channel
  enters and leaves each GPU once), and across nodes by the NICs: each channel uses one NIC, a NIC
  carries ``floor(nic_gbps / speed)`` channels, and a group uses the NICs of its GPUs' rails.
* ``ncclTopoDupChannels``: a graph of fast channels is doubled into twice as many at half speed.
* Trees on two nodes raise ``bwIntra`` up to twice ``bwInter`` (search.cc, pass 2), as NCCL does.
* NVLS has one channel per GPU of the node (a "head"), at the fastest intra speed whose total
  fits ``nvlink_gbps x n/(n-1)``; across nodes, one head per NIC used.

What this leaves out: PCIe switch placement, cross-NIC rings and search timeouts (NCCL may find a
slightly different graph on a real machine; the fitted efficiencies absorb the difference).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hlo2chakra.sim.nccl.constants import (
    ARCHS,
    DUP_MIN_SPEED_GBPS,
    DUP_MIN_SPEED_POST_AMPERE_GBPS,
    NVLS_CHANNELS_2_21,
    NVLS_CHANNELS_2_30,
    PCI_GEN3_GBPS,
    SEARCH_MAX_CHANNELS,
    SEARCH_NEXT_SPEED_RATIO,
    SEARCH_SPEEDS_INTER_GBPS,
    SEARCH_SPEEDS_INTRA_GBPS,
)
from hlo2chakra.sim.nccl.fabric import NcclFabric


@dataclass(frozen=True)
class NcclGraph:
    """One algorithm's graph: what ``ncclTopoTuneModel`` reads from ``graphs[a]``."""

    channels: int
    bw_intra_gbps: float
    bw_inter_gbps: float
    nvlink: bool  # typeIntra is NVLink (else PCI)


@dataclass(frozen=True)
class GroupSpan:
    """The part of a fabric one collective's group uses, and its NCCL graphs."""

    gpus: int  # per node
    nodes: int
    intra_gbps: float  # one GPU's usable NVLink (or PCIe) bandwidth for this group
    nic_count: int  # NICs per node the group's GPUs own (0 on one node)
    node_nic_gbps: float  # those NICs together
    ring: NcclGraph
    tree: NcclGraph
    nvls: NcclGraph | None  # None: NVLS not possible for this group
    collnet: NcclGraph | None
    nvls_channels: int  # NCCL_NVLS_NCHANNELS for this release / arch / node count

    @property
    def ranks(self) -> int:
        return self.gpus * self.nodes


def _arch_after_ampere(arch: str) -> bool:
    return ARCHS.index(arch) > ARCHS.index("ampere")


def _search(speeds: tuple[float, ...], cap_gbps: float, budgets: list[tuple[float, int]],
            max_channels: int = SEARCH_MAX_CHANNELS) -> tuple[int, float]:
    """(channels, speed): the best channels x speed the budgets allow.

    ``budgets``: (capacity GB/s, units) pairs; a speed s fits ``units x floor(capacity / s)``
    channels of each. NCCL's order: start at the fastest speed under ``cap_gbps``, keep a strictly
    better product, stop once the next speed is at most 0.49 of the best one found.
    """
    best = (0, 0.0)
    for s in speeds:
        if s > cap_gbps + 1e-9:
            continue
        if best[0] and s / best[1] <= SEARCH_NEXT_SPEED_RATIO:
            break
        n = min([max_channels] + [units * math.floor(cap / s + 1e-9) for cap, units in budgets])
        if n > 0 and n * s > best[0] * best[1] + 1e-9:
            best = (n, s)
    if best[0] == 0:  # NCCL falls back to one channel at the slowest speed (search.cc "simple order")
        return 1, min(speeds[-1], cap_gbps)
    return best


def _dup(arch: str, channels: int, speed: float, max_channels: int = SEARCH_MAX_CHANNELS) -> tuple[int, float]:
    """ncclTopoDupChannels: double fast graphs (>= 25 GB/s; after Ampere, >= 50 unless <= 4 channels)."""
    if speed < DUP_MIN_SPEED_GBPS:
        return channels, speed
    if _arch_after_ampere(arch) and speed < DUP_MIN_SPEED_POST_AMPERE_GBPS and channels > 4:
        return channels, speed
    dup = min(2 * channels, max_channels)
    return dup, speed / math.ceil(dup / channels)


def _intra_gbps(fabric: NcclFabric, gpus: int) -> tuple[float, bool]:
    """One GPU's bandwidth to the others of its node: NVSwitch all links; a direct mesh only the
    links to the two ring neighbours (2/(n-1) of them); no NVLink: PCIe Gen3's 12 GB/s."""
    if fabric.nvlink_links == 0:
        return PCI_GEN3_GBPS, False
    if fabric.nvswitch or gpus <= 3:
        return fabric.nvlink_gbps, True
    return fabric.nvlink_gbps * 2.0 / (gpus - 1), True


def _nvls_channels(fabric: NcclFabric, nodes: int) -> int:
    if fabric.nccl_version == "2.21":
        return NVLS_CHANNELS_2_21
    single, multi = NVLS_CHANNELS_2_30.get(fabric.arch, (16, 16))
    return single if nodes == 1 else multi


def group_span(fabric: NcclFabric, gpus: int, nodes: int) -> GroupSpan:
    """The NCCL graphs for ``gpus`` GPUs on each of ``nodes`` nodes of ``fabric``."""
    fabric.check_span(gpus, nodes)
    intra, nvlink = _intra_gbps(fabric, gpus)
    arch = fabric.arch
    intra_budget = [(intra, 1)] if gpus > 1 else []
    if nodes == 1:
        nic_count, node_nic = 0, 0.0
        ch, s = _search(SEARCH_SPEEDS_INTRA_GBPS[arch], intra, intra_budget or [(intra, 1)])
        ch, s = _dup(arch, ch, s)
        ring = NcclGraph(ch, s, s, nvlink)
        tree = ring
    else:
        # A group's GPUs own their rails' NICs: round(gpus x NICs / GPUs per node), at least one.
        nic_count = min(fabric.nics_per_node, max(1, round(gpus * fabric.nics_per_node / fabric.gpus_per_node)))
        node_nic = nic_count * fabric.nic_gbps
        cap = min(fabric.nic_gbps, intra) if gpus > 1 else fabric.nic_gbps
        ch, s = _search(SEARCH_SPEEDS_INTER_GBPS[arch], cap, intra_budget + [(fabric.nic_gbps, nic_count)])
        ch, s = _dup(arch, ch, s)
        ring = NcclGraph(ch, s, s, nvlink)
        bw_intra = s
        if nodes == 2 and gpus > 1:  # pass 2 of the tree search: bwIntra up to 2 x bwInter
            fits = [x for x in SEARCH_SPEEDS_INTER_GBPS[arch] if x <= 2 * s and ch * x <= intra + 1e-9]
            bw_intra = max([s] + fits)
        tree = NcclGraph(ch, bw_intra, s, nvlink)
    nvls = None
    if fabric.nvls and gpus >= 2:
        total = intra * gpus / (gpus - 1)
        speeds = [x for x in SEARCH_SPEEDS_INTRA_GBPS[arch] if x <= intra and x * gpus <= total + 1e-9]
        heads = gpus if nodes == 1 else min(gpus, nic_count)
        # One node: the NVLS search's pass 2 raises bwInter up to twice bwIntra (search.cc).
        top = [x for x in SEARCH_SPEEDS_INTRA_GBPS[arch] if speeds and x <= 2 * speeds[0]]
        inter = ring.bw_inter_gbps if nodes > 1 else (top[0] if top else 0.0)
        if speeds and heads >= 2:  # NVLS needs two channels at least (tuning.cc)
            nvls = NcclGraph(heads, speeds[0], inter, True)
    collnet = None
    if fabric.collnet and nodes > 1:
        collnet = NcclGraph(nic_count, ring.bw_intra_gbps, ring.bw_inter_gbps, nvlink)
    return GroupSpan(gpus, nodes, intra, nic_count, node_nic, ring, tree, nvls, collnet,
                     _nvls_channels(fabric, nodes))
