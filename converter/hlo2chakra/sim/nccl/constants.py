"""NCCL's cost-model constants, as numbers (modelled on NCCL's sources, not copied code).

Every value names the NCCL file and release tag it was read from (github.com/NVIDIA/nccl).
Two tuner tables are kept because the measured curves span releases:

* ``V2_21`` -- tag ``v2.21.5-1``, ``src/graph/tuning.cc``: the era of the H100/H20 curves
  (2.18.5 .. 2.21.5). It has no Blackwell rows; NCCL 2.21 treats every cc >= 90 GPU as Hopper.
* ``V2_30`` -- tag ``v2.30.7-1`` (master commit 5067397c), ``src/graph/tuning.cc``: adds
  Blackwell rows, the NVLS efficiency factor and PAT, and changes Tree/Simple latencies.

Latencies are NCCL's microseconds (``_us``); bandwidths NCCL's GB/s (1e9 B/s, ``_gbps``).
Tables are indexed ``[algorithm][protocol]`` with the names in ``ALGORITHMS`` / ``PROTOCOLS``.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

ALGORITHMS = ("tree", "ring", "collnet_direct", "collnet_chain", "nvls", "nvls_tree")
PROTOCOLS = ("ll", "ll128", "simple")
ARCHS = ("volta", "ampere", "hopper", "blackwell")  # NCCL's compCapIndex order

Table = Mapping[str, Mapping[str, float]]


def _table(rows: dict[str, tuple[float, float, float]]) -> Table:
    """``{algorithm: (LL, LL128, Simple)}`` -> a read-only ``[algorithm][protocol]`` mapping."""
    return MappingProxyType({a: MappingProxyType(dict(zip(PROTOCOLS, rows[a]))) for a in ALGORITHMS})


def _by_arch(rows: dict[str, tuple[float, float, float]]) -> Mapping[str, tuple[float, float, float]]:
    """``{arch: (1 node, 2 nodes, >2 nodes)}``: NCCL's ``[compCapIndex][index2]`` arrays."""
    return MappingProxyType(dict(rows))


@dataclass(frozen=True)
class TunerConstants:
    """One release's tuner numbers (``ncclTopoTuneModel`` / ``ncclTopoGetAlgoTime``)."""

    tag: str
    base_latency_us: Table  # baseLat
    hw_latency_nvlink_us: Table  # hwLat[NCCL_HW_NVLINK]
    hw_latency_pci_us: Table  # hwLat[NCCL_HW_PCI]
    hw_latency_net_us: Table  # hwLat[NCCL_HW_NET]
    ll_max_gbps: Mapping[str, tuple[float, float, float]]  # llMaxBws (single node: by GPU arch)
    ll_max_net_intel_gbps: tuple[float, float, float]  # llMaxBws row used multi-node on Intel CPUs
    per_ch_ring_ll128_gbps: Mapping[str, tuple[float, float, float]]  # perChMaxRingLL128Bws
    per_ch_tree_ll128_gbps: Mapping[str, tuple[float, float, float]]  # perChMaxTreeLL128Bws
    per_ch_tree_gbps: Mapping[str, tuple[float, float, float]]  # perChMaxTreeBws
    per_ch_nvls_tree_gbps: Mapping[str, tuple[float, float, float]] | None  # perChMaxNVLSTreeBws (2.30 only)
    nvls_efficiency: Mapping[str, float] | None  # nvlsEfficiency (2.30); None: 2.21's 5/6 ratio model
    tree_correction: Mapping[str, tuple[float, ...]]  # treeCorrectionFactor, powers of two from 64 B
    ring_inter_steps_2n: bool  # 2.21: all-reduce ring nInterSteps = 2*nNodes; 2.30: 2*(nNodes-1)
    ppn1_uses_tree_net_latency: bool  # 2.30: with one GPU per node, interLat takes Tree's NET row
    net_overhead_us: float = 1.0  # getNetOverhead(): Intel/unknown x86 1.0 us (AMD 2.0); x3 for Simple
    ring_simple_plateau: float = 1.4  # ncclTopoGetAlgoTime: multi-node ring/Simple all-reduce lat x1.4 (>= sm80)


_TREE_CORRECTION_2_21 = MappingProxyType({
    # src/graph/tuning.cc @ v2.21.5-1, treeCorrectionFactor (23 sizes: 64 B .. 256 MB)
    "ll": (1.0, 1.0, 1.0, 1.0, .9, .8, .7, .7, .7, .7, .6, .5, .4, .4, .5, .6, .7, .8, .9, 1.0, 1.0, 1.0, 1.0),
    "ll128": (1.0, 1.0, 1.0, 1.0, 1.0, .9, .8, .8, .8, .7, .6, .6, .6, .6, .6, .6, .8, .9, .9, .9, .9, 1.0, 1.0),
    "simple": (.9, .9, .9, .9, .9, .9, .9, .8, .7, .6, .6, .5, .5, .5, .5, .6, .7, .8, .7, .7, .8, .9, .9),
})

_HOPPER_AND_OLDER = {
    # src/graph/tuning.cc @ v2.21.5-1 (unchanged in v2.30.7-1 for these rows)
    "ll_max": {"volta": (39.0, 39.0, 20.4), "ampere": (87.7, 22.5, 19.0), "hopper": (141.0, 45.0, 35.0)},
    "ring_ll128": {"volta": (20.0, 20.0, 20.0), "ampere": (20.0, 20.0, 20.0), "hopper": (36.7, 36.7, 36.7)},
    "tree_ll128": {"volta": (20.0, 20.0, 20.0), "ampere": (20.0, 20.0, 20.0), "hopper": (36.7, 36.7, 29.0)},
    "tree": {"volta": (26.5, 18.5, 10.0), "ampere": (24.0, 23.6, 17.8), "hopper": (38.7, 41.4, 36.0)},
}


def _with_hopper_as_blackwell(rows: dict[str, tuple[float, float, float]]) -> Mapping[str, tuple[float, float, float]]:
    """2.21 has no Blackwell index: a cc >= 90 GPU takes the Hopper row."""
    return _by_arch({**rows, "blackwell": rows["hopper"]})


V2_21 = TunerConstants(
    tag="v2.21.5-1",
    # src/graph/tuning.cc @ v2.21.5-1: baseLat
    base_latency_us=_table({"tree": (6.8, 14.0, 0.0), "ring": (6.6, 14.0, 8.4), "collnet_direct": (0, 0, 0),
                            "collnet_chain": (0, 0, 0), "nvls": (0, 0, 0), "nvls_tree": (0, 0, 0)}),
    # src/graph/tuning.cc @ v2.21.5-1: hwLat[NVLINK]
    hw_latency_nvlink_us=_table({"tree": (.6, 1.25, 28.0), "ring": (.6, 1.9, 3.4), "collnet_direct": (0, 0, 3.7),
                                 "collnet_chain": (0, 0, 2.8), "nvls": (0, 0, 25.0), "nvls_tree": (0, 0, 25.0)}),
    # src/graph/tuning.cc @ v2.21.5-1: hwLat[PCI]
    hw_latency_pci_us=_table({"tree": (1.0, 1.9, 28.0), "ring": (1.0, 2.5, 5.7), "collnet_direct": (0, 0, 3.7),
                              "collnet_chain": (0, 0, 2.8), "nvls": (0, 0, 0), "nvls_tree": (0, 0, 0)}),
    # src/graph/tuning.cc @ v2.21.5-1: hwLat[NET]
    hw_latency_net_us=_table({"tree": (5.0, 8.5, 28.0), "ring": (2.7, 4.0, 14.0), "collnet_direct": (0, 0, 31.0),
                              "collnet_chain": (0, 0, 30.0), "nvls": (0, 0, 18.0), "nvls_tree": (0, 0, 14.0)}),
    ll_max_gbps=_with_hopper_as_blackwell(_HOPPER_AND_OLDER["ll_max"]),
    ll_max_net_intel_gbps=(39.0, 39.0, 20.4),  # llMaxBws[0]: "Volta-N1/Intel-N2/Intel-N4"
    per_ch_ring_ll128_gbps=_with_hopper_as_blackwell(_HOPPER_AND_OLDER["ring_ll128"]),
    per_ch_tree_ll128_gbps=_with_hopper_as_blackwell(_HOPPER_AND_OLDER["tree_ll128"]),
    per_ch_tree_gbps=_with_hopper_as_blackwell(_HOPPER_AND_OLDER["tree"]),
    per_ch_nvls_tree_gbps=None,
    nvls_efficiency=None,
    tree_correction=_TREE_CORRECTION_2_21,
    ring_inter_steps_2n=True,
    ppn1_uses_tree_net_latency=False,
)

V2_30 = TunerConstants(
    tag="v2.30.7-1",
    # src/graph/tuning.cc @ v2.30.7-1: ncclTunerConstantsDefaults.baseLatencies (Tree Simple 0 -> 8.4)
    base_latency_us=_table({"tree": (6.8, 14.0, 8.4), "ring": (6.6, 14.0, 8.4), "collnet_direct": (0, 0, 0),
                            "collnet_chain": (0, 0, 0), "nvls": (0, 0, 0), "nvls_tree": (0, 0, 0)}),
    # ... hwLatencies[NVLINK] (Tree Simple 28 -> 4.0)
    hw_latency_nvlink_us=_table({"tree": (.6, 1.25, 4.0), "ring": (.6, 1.9, 3.4), "collnet_direct": (0, 0, 3.7),
                                 "collnet_chain": (0, 0, 2.8), "nvls": (0, 0, 25.0), "nvls_tree": (0, 0, 25.0)}),
    # ... hwLatencies[PCI]
    hw_latency_pci_us=_table({"tree": (1.0, 1.9, 4.0), "ring": (1.0, 2.5, 5.7), "collnet_direct": (0, 0, 3.7),
                              "collnet_chain": (0, 0, 2.8), "nvls": (0, 0, 0), "nvls_tree": (0, 0, 0)}),
    # ... hwLatencies[NET] (Tree Simple 28 -> 14, NVLSTree 14 -> 20.9)
    hw_latency_net_us=_table({"tree": (5.0, 8.5, 14.0), "ring": (2.7, 4.0, 14.0), "collnet_direct": (0, 0, 31.0),
                              "collnet_chain": (0, 0, 30.0), "nvls": (0, 0, 18.0), "nvls_tree": (0, 0, 20.9)}),
    # ... llMaxBws: Blackwell row = 2x Hopper's
    ll_max_gbps=_by_arch({**_HOPPER_AND_OLDER["ll_max"], "blackwell": (282.0, 90.0, 70.0)}),
    ll_max_net_intel_gbps=(39.0, 39.0, 20.4),
    # ... perChMaxRingLL128Bws / perChMaxTreeLL128Bws / perChMaxTreeBws, Blackwell rows added
    per_ch_ring_ll128_gbps=_by_arch({**_HOPPER_AND_OLDER["ring_ll128"], "blackwell": (40.0, 40.0, 40.0)}),
    per_ch_tree_ll128_gbps=_by_arch({**_HOPPER_AND_OLDER["tree_ll128"], "blackwell": (55.6, 31.67, 20.0)}),
    per_ch_tree_gbps=_by_arch({**_HOPPER_AND_OLDER["tree"], "blackwell": (70.0, 42.8, 24.0)}),
    # ... perChMaxNVLSTreeBws
    per_ch_nvls_tree_gbps=_by_arch({"volta": (26.5, 18.5, 10.0), "ampere": (24.0, 23.6, 17.8),
                                    "hopper": (0.0, 57.7, 45.5), "blackwell": (0.0, 96.0, 80.0)}),
    # ... nvlsEfficiency: Hopper 0.85, Blackwell 0.74 (Volta/Ampere have no NVLS)
    nvls_efficiency=MappingProxyType({"volta": 0.0, "ampere": 0.0, "hopper": 0.85, "blackwell": 0.74}),
    # ... treeCorrectionFactor grew a 24th entry (1.0, 1.0, .9) for 512 MB
    tree_correction=MappingProxyType({p: v + ({"ll": 1.0, "ll128": 1.0, "simple": .9}[p],)
                                      for p, v in _TREE_CORRECTION_2_21.items()}),
    ring_inter_steps_2n=False,
    ppn1_uses_tree_net_latency=True,
)

TUNERS: Mapping[str, TunerConstants] = MappingProxyType({"2.21": V2_21, "2.30": V2_30})

# ---- Topology numbers (what NCCL's topology search assumes) -------------------------------------
# Per-link NVLink bandwidth, GB/s: src/graph/topo.h @ v2.21.5-1 (SM60..SM90) and @ v2.30.7-1 (SM100).
NVLINK_LINK_GBPS: Mapping[str, float] = MappingProxyType({
    "volta": 20.0,  # SM70_NVLINK_BW
    "ampere": 20.0,  # SM80_NVLINK_BW (A100: 12 links -> 240)
    "hopper": 20.6,  # SM90_NVLINK_BW (H100/H200/H20: 18 links -> 370.8)
    "blackwell": 40.1,  # SM100_NVLINK_BW (B200/GB200: 18 links -> 721.8)
})
PCI_GEN3_GBPS = 12.0  # PCI_BW, src/graph/topo.h @ v2.21.5-1

# Per-channel speeds the topology search tries, GB/s: src/graph/search.cc @ v2.21.5-1
# (speedArrayIntra/Inter, sm90SpeedArrayIntra/Inter) and @ v2.30.7-1 (sm100 arrays).
SEARCH_SPEEDS_INTRA_GBPS: Mapping[str, tuple[float, ...]] = MappingProxyType({
    "volta": (40.0, 30.0, 20.0, 18.0, 15.0, 12.0, 10.0, 9.0, 7.0, 6.0, 5.0, 4.0, 3.0),
    "ampere": (40.0, 30.0, 20.0, 18.0, 15.0, 12.0, 10.0, 9.0, 7.0, 6.0, 5.0, 4.0, 3.0),
    "hopper": (60.0, 50.0, 40.0, 30.0, 24.0, 20.0, 15.0, 12.0, 11.0, 6.0, 3.0),
    "blackwell": (90.0, 80.0, 70.0, 60.0, 50.0, 45.0, 40.0, 30.0, 24.0, 20.0, 19.0, 18.0),
})
SEARCH_SPEEDS_INTER_GBPS: Mapping[str, tuple[float, ...]] = MappingProxyType({
    "volta": (48.0, 30.0, 28.0, 24.0, 20.0, 18.0, 15.0, 12.0, 10.0, 9.0, 7.0, 6.0, 5.0, 4.0, 3.0, 2.4, 1.2),
    "ampere": (48.0, 30.0, 28.0, 24.0, 20.0, 18.0, 15.0, 12.0, 10.0, 9.0, 7.0, 6.0, 5.0, 4.0, 3.0, 2.4, 1.2),
    "hopper": (48.0, 45.0, 42.0, 40.0, 30.0, 24.0, 22.0, 20.0, 17.5, 15.0, 12.0, 6.0, 3.0, 2.4, 1.2),
    "blackwell": (96.0, 86.0, 80.0, 48.0, 45.1, 42.0, 40.0, 30.0, 24.0, 22.0, 20.0, 17.5, 15.0, 12.0, 6.0, 3.0),
})
SEARCH_MAX_CHANNELS = 16  # ring/tree graph search: MAXCHANNELS/2 (src/include/device.h MAXCHANNELS 32)
SEARCH_NEXT_SPEED_RATIO = 0.49  # search.cc: keep lowering the speed while next/best > .49
DUP_MIN_SPEED_GBPS = 25.0  # search.cc ncclTopoDupChannels: no duplication below 25 GB/s per channel
DUP_MIN_SPEED_POST_AMPERE_GBPS = 50.0  # ... and, for cc > 80 with > 4 channels, below 50 GB/s

# NVLS: src/transport/nvls.cc. 2.21.5: NCCL_NVLS_NCHANNELS 16 for every arch; 2.30.7: SM90 16,
# SM100 24 on one NVL domain (single node), 32 multi-node. NCCL_NVLS_CHUNKSIZE 128 KiB both.
NVLS_CHANNELS_2_21 = 16
NVLS_CHANNELS_2_30: Mapping[str, tuple[int, int]] = MappingProxyType({"hopper": (16, 16), "blackwell": (24, 32)})
NVLS_CHUNK_BYTES = 128 * 1024
# src/enqueue.cc @ v2.21.5-1 computeCollChunkInfo, NVLS: the chunk halves to 64K / 32K / 16K
# when nBytes < 64 / 8 / 2 x (nvlsChannels x nHeads x chunk).
NVLS_CHUNK_STEPS = ((64, 65536), (8, 32768), (2, 16384))
# How the NVLS(-tree) all-reduce kernel walks the buffer (the RunWorkElement / RunWorkColl NVLS
# specialisations of src/collectives/device/all_reduce.h @ v2.18.5-1 and src/device/all_reduce.h
# @ v2.21.5-1). Each channel (CTA) splits its warps into groups that run as a pipeline, linked by
# the NVLS buffers: scatter -> reduce (multimem reduce + multicast) -> gather on one node; across
# nodes the reduce group sends up the tree / to the network and a broadcast group receives and
# multicasts, so a chunk passes 4 groups, but there the network stage is the bottleneck and the
# model charges no fill for the faster NVLink groups (tuner.nvls_transfer_ns). One loop iteration
# moves nHeads x chunk bytes per channel; on one node the last group finishes (groups - 1)
# iterations' bytes after the first group's last.
NVLS_PIPELINE_GROUPS_ONE_NODE = 3
# Which channel carries which bytes. "grid" (v2.18.5-1, v2.19.4-1): every channel loops over the
# whole buffer in steps of nChannels x nHeads x chunk and channel b takes the b-th nHeads x chunk
# slice of each step, so a buffer under one step leaves channels idle and channel 0 carries
# min(size, nHeads x chunk). "channel" (v2.20.3-1 on, enqueue.cc "countPerChannels"): the buffer
# is first cut into nChannels equal parts, each looped over on its own.
NVLS_PARTITIONS = ("channel", "grid")
NVLS_GRID_LAST_RELEASE = (2, 19)  # the last release series with the "grid" walk

# Thread thresholds (src/include/comm.h @ v2.21.5-1) and thread counts (src/include/device.h):
# ring/tree use fewer channels while nBytes < nChannels x nThreads x threshold (enqueue.cc).
THREAD_THRESHOLD_BYTES = MappingProxyType({"ll": 8, "ll128": 8, "simple": 64})  # ring LL: x nRanks
MAX_THREADS = MappingProxyType({"ll": 512, "ll128": 640, "simple": 512})

# p2p (send/recv, all-to-all): src/graph/paths.cc @ v2.21.5-1, NCCL_NCHANNELS_PER_NET_PEER and
# p2pnChannelsPerPeer; we take NCCL's default of 32 p2p channels split 2 per peer, i.e. up to
# 16 peers progressing at once (an approximation of ncclGroup scheduling, see p2p.py).
P2P_CHANNELS = 32
P2P_CHANNELS_PER_PEER = 2
# NVLS tree (src/enqueue.cc @ v2.21.5-1): chunk NCCL_NVLS_CHUNKSIZE, at most 64 KiB on >= 4 nodes
# (NCCL_NVLSTREE_MAX_CHUNKSIZE default), then 256K/128K/64K/32K below 32/16/4/1 x concurrent ops.
NVLS_TREE_CHUNK_STEPS = ((32, 262144), (16, 131072), (4, 65536), (1, 32768))
NVLS_TREE_MAX_CHUNK_4_NODES_BYTES = 65536
# p2p messages of at most this size use LL, larger ones Simple (NCCL_P2P_LL_THRESHOLD, src/enqueue.cc @ v2.21.5-1).
P2P_LL_THRESHOLD_BYTES = 16384
