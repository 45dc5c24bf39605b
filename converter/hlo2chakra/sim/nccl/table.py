"""NCCL's tuner table: a latency and a bandwidth for every enabled (algorithm, protocol).

This is ``ncclTopoTuneModel`` (``src/graph/tuning.cc``) re-expressed for one group: for the
collective kind, NCCL's per-step latency formula and its bus bandwidth with the per-channel caps
and protocol factors, converted to algorithm bandwidth, then the enable rules. Both releases in
``constants.TUNERS`` are modelled; the few places they differ are marked ``2.21`` / ``2.30``.

Formulas (latency in us, bandwidth in GB/s; n ranks, N nodes, ppn = n / N GPUs per node):

* bus bandwidth = channels x per-channel bandwidth (bwIntra on <= 2 nodes, else bwInter);
  ring LL: min(llMaxBw, 0.5 x bus); ring LL128: min(0.92 x bus, channels x perChMaxRingLL128);
  tree: min(0.92 x bus, channels x perChMaxTree), then LL / 3.8 (capped at llMaxBw) or LL128
  x 7/9 on one node (120/128 across nodes, capped per channel); NVLS: 2.21 min(bwIntra, bwInter)
  per channel; 2.30 bwIntra x nvlsEfficiency x (ch-1)/ch x 2 for all-reduce.
* algorithm bandwidth = bus x n/nsteps (ring; 2.30 also NVLS), x 5/6 (2.21 NVLS), x 1/2 (tree);
  nsteps = 2(n-1) all-reduce, n-1 all-gather / reduce-scatter, n broadcast.
* ring latency = baseLat + (nsteps - nInterSteps) x intraLat + nInterSteps x interLat, where
  interLat = hwLat[NET] + the net plugin's latency (twice for Simple) and intraLat is raised to
  the net overhead (1 us, x3 for Simple) across nodes; tree = baseLat + 2((ppn-1) intraLat +
  log2(N) interLat); NVLS = intraLat (+ interLat across nodes); NVLS tree = intraLat +
  2 log2(N) interLat.
* enabled: NVLS(-tree) only with Simple, only for all-reduce (NVLS also all-gather /
  reduce-scatter on one node), NVLS tree only across nodes, NVLS across nodes only with CollNet,
  tree only for all-reduce, broadcast only ring, LL128 only on NVLink (2.21: not on Blackwell)
  and, across nodes, only with the NIC at most PXB from the GPU (PXN on Hopper and later).

Assumed where NCCL decides at run time: trees are the balanced kind (no 0.85 factor), rings do not
all use the same channels (broadcast pays nsteps x hwLat), and NICs are GPUDirect-reachable
(LL128 allowed across nodes).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hlo2chakra.sim.nccl.constants import ARCHS, TUNERS, TunerConstants
from hlo2chakra.sim.nccl.fabric import NIC_PATHS, NcclFabric
from hlo2chakra.sim.nccl.graph import GroupSpan, NcclGraph

TUNED_KINDS = ("all_reduce", "all_gather", "reduce_scatter", "broadcast")


@dataclass(frozen=True)
class NcclEntry:
    """One (algorithm, protocol) of NCCL's table: ``comm->latencies`` / ``comm->bandwidths``."""

    algorithm: str
    protocol: str
    latency_us: float
    bandwidth_gbps: float  # algorithm bandwidth: time = latency + bytes / (1000 x bandwidth)


def log2i(n: int) -> int:
    """NCCL's log2i: floor(log2(n)) for n >= 1, -1 for 0."""
    return n.bit_length() - 1


def _nsteps(kind: str, n: int) -> int:
    return 2 * (n - 1) if kind == "all_reduce" else n - 1 if kind in ("all_gather", "reduce_scatter") else n


def _inter_steps(kind: str, nodes: int, c: TunerConstants) -> int:
    if c.ring_inter_steps_2n:  # 2.21
        if kind == "all_reduce":
            return 2 * nodes if nodes > 1 else 0
        return nodes - 1 if kind in ("all_gather", "reduce_scatter") else nodes
    if nodes == 1:  # 2.30
        return 0
    return 2 * (nodes - 1) if kind == "all_reduce" else nodes - 1


def _algorithms(kind: str) -> tuple[str, ...]:
    if kind == "broadcast":
        return ("ring",)
    if kind in ("all_gather", "reduce_scatter"):
        return ("ring", "nvls", "collnet_direct")
    return ("tree", "ring", "collnet_direct", "collnet_chain", "nvls", "nvls_tree")


def _graph(span: GroupSpan, algorithm: str) -> NcclGraph | None:
    return {"ring": span.ring, "tree": span.tree, "nvls": span.nvls, "nvls_tree": span.nvls,
            "collnet_direct": span.collnet, "collnet_chain": span.collnet}[algorithm]


def _enabled(fabric: NcclFabric, kind: str, span: GroupSpan, algorithm: str, protocol: str) -> bool:
    """NCCL's enable rules plus the fabric's NCCL_ALGO / NCCL_PROTO masks."""
    nodes, c = span.nodes, TUNERS[fabric.nccl_version]
    if algorithm in ("nvls", "nvls_tree") and protocol != "simple":
        return False
    if algorithm.startswith("collnet") and (protocol != "simple" or not fabric.collnet):
        return False
    if algorithm == "collnet_direct" and not fabric.nvswitch:
        return False
    if algorithm == "nvls_tree" and nodes == 1:
        return False
    if algorithm == "nvls" and nodes > 1 and (not fabric.collnet or kind != "all_reduce"):
        return False
    if algorithm == "collnet_direct" and kind != "all_reduce" and span.gpus > span.nic_count:
        return False  # all-gather / reduce-scatter over CollNet need one NIC per GPU
    if protocol == "ll128":
        graph = _graph(span, algorithm)
        if graph is None or not graph.nvlink and span.gpus > 1:
            return False
        if c is TUNERS["2.21"] and fabric.arch not in ("volta", "ampere", "hopper"):
            return False  # 2.21: LL128 only on cc 70 / 80 / 90
        if nodes > 1 and not _ll128_nic_ok(fabric):
            return False
    return algorithm in fabric.algorithms and protocol in fabric.protocols


def _ll128_nic_ok(fabric: NcclFabric) -> bool:
    """LL128 across nodes: the NIC within a PCIe switch of the GPU (PXB), or PXN on Hopper+."""
    limit = "pxn" if ARCHS.index(fabric.arch) >= ARCHS.index("hopper") else "pxb"
    return NIC_PATHS.index(fabric.nic_path) <= NIC_PATHS.index(limit)


def _bus_bandwidth(fabric: NcclFabric, kind: str, span: GroupSpan, a: str, p: str, g: NcclGraph) -> float:
    c = TUNERS[fabric.nccl_version]
    nodes, ppn = span.nodes, span.gpus
    idx2 = min(nodes, 3) - 1
    arch = fabric.arch
    if nodes == 1:
        ll_max = c.ll_max_gbps[arch][0]
    else:
        ll_max = (c.ll_max_gbps["ampere"] if fabric.cpu == "amd" else c.ll_max_net_intel_gbps)[idx2]
    bw = g.bw_intra_gbps if nodes <= 2 or a.startswith("collnet") else g.bw_inter_gbps
    if a in ("nvls", "nvls_tree"):
        if c.nvls_efficiency is None:  # 2.21
            inter = g.bw_inter_gbps if a == "nvls" or nodes <= 2 else g.bw_inter_gbps / 2
            bw = min(g.bw_intra_gbps, inter)
        else:  # 2.30
            intra = g.bw_intra_gbps * c.nvls_efficiency[arch] * (g.channels - 1) / g.channels
            intra *= 2.0 if kind == "all_reduce" else (ppn - 1) / ppn
            inter = g.bw_inter_gbps * (2 if nodes <= 2 and a == "nvls_tree" else 1)
            cap = c.per_ch_nvls_tree_gbps[arch][idx2] if a == "nvls_tree" and c.per_ch_nvls_tree_gbps else math.inf
            bw = min(intra, inter, cap if cap > 0 else math.inf)
    bus = g.channels * bw
    if a == "ring" and p == "ll":
        bus = min(ll_max, bus * 0.5)
    if a == "ring" and p == "ll128":
        factor = 0.7 if c.ring_inter_steps_2n and ppn < 2 else 0.92
        bus = min(bus * factor, g.channels * c.per_ch_ring_ll128_gbps[arch][idx2])
    if a == "tree":
        bus = min(bus * 0.92, g.channels * c.per_ch_tree_gbps[arch][idx2])
        if p == "ll":
            bus = min(bus / 3.8, ll_max)
        if p == "ll128":
            factor = 7.0 / 9.0 if nodes == 1 else 120.0 / 128.0
            bus = min(bus * factor, g.channels * c.per_ch_tree_ll128_gbps[arch][idx2])
    if a == "collnet_direct":
        if kind in ("all_gather", "reduce_scatter"):
            if c.nvls_efficiency is None:
                w = (ppn - 1) / 7.0
                bus = ppn * bw * (w * 0.85 + (1 - w) * 0.95)
            else:
                bus = ppn * min(g.bw_intra_gbps, g.bw_inter_gbps * 0.9)
        else:
            factor = ppn / g.channels
            factor -= (factor - 1) / 2
            bus /= factor
            if ARCHS.index(arch) >= ARCHS.index("hopper"):
                bus *= 0.85
    return bus


def _algo_bandwidth(fabric: NcclFabric, kind: str, span: GroupSpan, a: str, bus: float) -> float:
    two_30 = TUNERS[fabric.nccl_version].nvls_efficiency is not None
    n = span.ranks
    if kind in ("all_gather", "reduce_scatter") and (a == "collnet_direct" or two_30 and a != "ring"):
        return bus
    if a == "ring" or two_30 and a in ("nvls", "nvls_tree"):
        return bus * n / _nsteps(kind, n)
    if a in ("nvls", "nvls_tree"):
        return bus * 5.0 / 6.0
    return bus * 0.5


def _latency(fabric: NcclFabric, kind: str, span: GroupSpan, a: str, p: str, g: NcclGraph) -> float:
    c = TUNERS[fabric.nccl_version]
    n, nodes, ppn = span.ranks, span.nodes, span.gpus
    intra_table = c.hw_latency_nvlink_us if g.nvlink else c.hw_latency_pci_us
    intra = intra_table[a][p]
    net_row = "tree" if c.ppn1_uses_tree_net_latency and ppn == 1 else a
    inter = c.hw_latency_net_us[net_row][p] + fabric.net_latency_ns / 1000.0 * (2 if p == "simple" else 1)
    lat = c.base_latency_us[a][p]
    if a == "ring":
        nsteps = _nsteps(kind, n)
        if kind == "broadcast":
            hw = (intra_table if nodes == 1 else c.hw_latency_net_us)
            step = hw["tree"][p] if p == "simple" else hw["ring"][p]
            return lat + nsteps * step
        overhead = 0.0
        if nodes > 1:
            overhead = (2.0 if fabric.cpu == "amd" else c.net_overhead_us) * (3 if p == "simple" else 1)
        intra = max(intra, overhead)
        k = _inter_steps(kind, nodes, c)
        return lat + (nsteps - k) * intra + k * inter
    if a == "tree":
        return lat + 2 * ((ppn - 1) * intra + log2i(nodes) * inter)
    if a == "collnet_direct":
        return lat + 2 * (min(1, ppn - 1) * intra + (ppn - 1) * 0.4) + inter
    if a == "collnet_chain":
        return lat + 2 * (ppn - 1) * intra + inter
    if a == "nvls":
        return intra + (inter if nodes > 1 else 0.0)
    return lat + intra + 2 * log2i(nodes) * inter  # nvls_tree


def nccl_table(fabric: NcclFabric, kind: str, span: GroupSpan) -> tuple[NcclEntry, ...]:
    """Every enabled (algorithm, protocol) for ``kind`` on ``span``; ring alone if none is."""
    if kind not in TUNED_KINDS:
        raise ValueError(f"kind: {kind!r} is not one NCCL's tuner prices ({', '.join(TUNED_KINDS)})")
    out, ring = [], []
    for a in _algorithms(kind):
        graph = _graph(span, a)
        if graph is None:
            continue
        for p in ("ll", "ll128", "simple"):
            if a in ("nvls", "nvls_tree", "collnet_direct", "collnet_chain") and p != "simple":
                continue
            bw = _algo_bandwidth(fabric, kind, span, a, _bus_bandwidth(fabric, kind, span, a, p, graph))
            entry = NcclEntry(a, p, _latency(fabric, kind, span, a, p, graph), bw)
            if a == "ring":
                ring.append(entry)
            if bw > 0 and _enabled(fabric, kind, span, a, p):
                out.append(entry)
    return tuple(out) if out else tuple(ring)  # NCCL: "at least set ring algo available"
