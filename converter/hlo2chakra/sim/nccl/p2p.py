"""All-to-all and send/recv: NCCL runs them as point-to-point transfers, outside its tuner.

NCCL has no (algorithm, protocol) table for p2p: ``ncclSend`` / ``ncclRecv`` (and all-to-all,
which frameworks and nccl-tests build from one send and one receive per peer inside a group) move
each message over the direct path, NVLink (P2P transport) inside a node, the GPU's rail NIC across
nodes, with LL for messages of at most ``P2P_LL_THRESHOLD_BYTES`` (16 KiB) and Simple above.
This module prices them that way (our model; NCCL itself predicts nothing for p2p):

* one step's latency = NCCL's ring baseLat + one hop's hwLat for that protocol, over NVLink or
  the NET row (plus the net plugin's latency, twice for Simple as NCCL's Simple flush), i.e. the
  latency NCCL's tuner gives a one-step ring;
* bandwidth: NVLink p2p gets one GPU's NVLink bandwidth (all links via NVSwitch; a direct mesh,
  its share of links to that peer); across nodes a GPU's share of its node's NICs; LL halves it
  (8-byte lines with 4 bytes of data) and is capped at NCCL's llMaxBw;
* send/recv: one message of ``size_bytes`` between two ranks, across nodes when the group spans
  more than one node;
* all-to-all: ``size_bytes`` is each rank's send buffer (nccl-tests' convention), ``size / n``
  to every peer. Intra-node and inter-node peers progress at once on their own links, so the
  bandwidth term is the larger of (g-1) messages over NVLink and (n-g) messages over the NICs;
  NCCL progresses ``P2P_CHANNELS / P2P_CHANNELS_PER_PEER`` (16) peers at a time, so latency is
  ceil((n-1)/16) steps.

The calibration (``intra`` or ``inter``) applies as to collectives: latency scale and offset, the
small-message ramp, NVLink efficiency on NVLink bytes, net efficiency on NIC bytes.
"""

from __future__ import annotations

import math

from hlo2chakra.sim.nccl.choice import NcclCandidate, NcclChoice, calibration, latency_extra_ns
from hlo2chakra.sim.nccl.constants import P2P_CHANNELS, P2P_CHANNELS_PER_PEER, P2P_LL_THRESHOLD_BYTES, TUNERS
from hlo2chakra.sim.nccl.fabric import NcclFabric
from hlo2chakra.sim.nccl.graph import GroupSpan


def _protocol(message_bytes: float) -> str:
    return "ll" if message_bytes <= P2P_LL_THRESHOLD_BYTES else "simple"


def step_latency_us(fabric: NcclFabric, protocol: str, across_nodes: bool) -> float:
    """One p2p step: ring baseLat + one hop's hwLat (NVLink or NET + the plugin's latency)."""
    c = TUNERS[fabric.nccl_version]
    base = c.base_latency_us["ring"][protocol]
    if not across_nodes:
        table = c.hw_latency_nvlink_us if fabric.nvlink_links else c.hw_latency_pci_us
        return base + table["ring"][protocol]
    plugin = fabric.net_latency_ns / 1000.0 * (2 if protocol == "simple" else 1)
    return base + c.hw_latency_net_us["ring"][protocol] + plugin


def peer_gbps(fabric: NcclFabric, protocol: str, across_nodes: bool) -> float:
    """NCCL-nominal bandwidth of one GPU's p2p traffic on its NVLink or its NICs."""
    c = TUNERS[fabric.nccl_version]
    if across_nodes:
        bw = fabric.nic_gbps_per_gpu()
        ll_max = (c.ll_max_gbps["ampere"] if fabric.cpu == "amd" else c.ll_max_net_intel_gbps)[1]
    else:
        if fabric.nvlink_links == 0:
            bw = 12.0
        elif fabric.nvswitch or fabric.gpus_per_node <= 2:
            bw = fabric.nvlink_gbps
        else:
            bw = fabric.nvlink_gbps / (fabric.gpus_per_node - 1)
        ll_max = c.ll_max_gbps[fabric.arch][0]
    return min(ll_max, 0.5 * bw) if protocol == "ll" else bw


def p2p_choice(fabric: NcclFabric, kind: str, size_bytes: int, span: GroupSpan) -> NcclChoice:
    """The price of an ``all_to_all`` or ``send_recv`` on ``span`` (see the module docstring)."""
    cal = calibration(fabric, span)
    across = span.nodes > 1
    if kind == "send_recv":
        proto = _protocol(size_bytes)
        lat_us = step_latency_us(fabric, proto, across)
        bw = peer_gbps(fabric, proto, across)
        eff = cal.net_efficiency if across else cal.nvlink_efficiency
        nccl_ns = lat_us * 1000.0 + size_bytes / bw
        bw_ns = size_bytes / (bw * eff)
    elif kind == "all_to_all":
        n, g = span.ranks, span.gpus
        message = size_bytes / n
        proto = _protocol(message)
        rounds = math.ceil((n - 1) / (P2P_CHANNELS // P2P_CHANNELS_PER_PEER))
        lat_us = rounds * step_latency_us(fabric, proto, across)
        nvl_bytes, net_bytes = (g - 1) * message, (n - g) * message
        nvl_bw = peer_gbps(fabric, proto, False)
        net_bw = peer_gbps(fabric, proto, True) if across else math.inf
        nccl_ns = lat_us * 1000.0 + max(nvl_bytes / nvl_bw, net_bytes / net_bw)
        bw_ns = max(nvl_bytes / (nvl_bw * cal.nvlink_efficiency), net_bytes / (net_bw * cal.net_efficiency))
        bw = size_bytes / max(nccl_ns - lat_us * 1000.0, 1e-9)
    else:
        raise ValueError(f"kind: {kind!r} is not a p2p collective (all_to_all, send_recv)")
    t = cal.latency_scale * lat_us * 1000.0 + latency_extra_ns(cal, size_bytes, "p2p") + bw_ns
    cand = NcclCandidate("p2p", proto, lat_us * 1000.0, bw, nccl_ns, max(t, 0.0), bw_ns)
    return NcclChoice(fabric.name, kind, size_bytes, span.gpus, span.nodes, "p2p", proto,
                      cand.time_ns, nccl_ns, (cand,), bw_ns)
