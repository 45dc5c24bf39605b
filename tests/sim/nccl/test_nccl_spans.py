"""Hierarchical sub-groups pay the links they span; times grow with size; p2p kinds."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hlo2chakra.sim.nccl import KINDS, PRESETS, NcclFabric, collective_time_ns, get_preset
from hlo2chakra.sim.nccl.choice import efficiency
from hlo2chakra.sim.nccl.graph import group_span

NDR = get_preset("h100-8x-nvswitch-x-ib-ndr400")
GB = 1 << 30


def t(fabric: NcclFabric, kind: str, size: int, g: int, n: int) -> float:
    return collective_time_ns(fabric, kind, size, g, n).time_ns


def test_in_node_group_pays_nvlink_only():
    # The case: changing the network must not change a group that stays inside a node...
    slow_net = replace(NDR, nic_gbps=5.0)
    for kind in ("all_reduce", "all_gather", "reduce_scatter", "all_to_all"):
        assert t(NDR, kind, GB, 4, 1) == t(slow_net, kind, GB, 4, 1)
        # ... and must change one that crosses nodes, roughly in proportion for large messages.
        assert t(slow_net, kind, GB, 1, 4) > 5 * t(NDR, kind, GB, 1, 4)


def test_one_gpu_per_node_pays_its_nic():
    # 1 GPU per node on 2 nodes: NCCL's ring is one channel per NIC the GPU owns (8 NICs / 8 GPUs = 1),
    # so all-reduce algbw ~ one 50 GB/s NIC x n/(2(n-1)) = 50, far below the 8-GPU node's NVLink.
    span = group_span(NDR, 1, 2)
    assert span.nic_count == 1 and span.node_nic_gbps == 50.0
    big = 8 * GB
    ar = t(NDR, "all_reduce", big, 1, 2)
    assert big / ar == pytest.approx(50.0 * NDR.inter.net_efficiency, rel=0.1)
    assert ar > 4 * t(NDR, "all_reduce", big, 2, 1)  # the same two ranks inside one node


def test_cross_node_group_slower_than_in_node_group():
    for kind in ("all_reduce", "all_gather", "reduce_scatter", "broadcast", "all_to_all", "send_recv"):
        assert t(NDR, kind, 256 << 20, 1, 2) > t(NDR, kind, 256 << 20, 2, 1), kind
        assert t(NDR, kind, 4096, 1, 2) > t(NDR, kind, 4096, 2, 1), kind


def test_tree_latency_grows_with_log2_nodes():
    # Tree/LL latency: 2((ppn-1) x 0.6 + log2(N) x 5.0) + 6.8 (NCCL 2.21): +10 us per doubling.
    f = NcclFabric("x", "hopper", 8, nic_gbps=50.0, nics_per_node=8)
    lat = {}
    for n in (2, 4, 8, 16):
        c = collective_time_ns(f, "all_reduce", 64, 8, n)
        lat[n] = next(x.nccl_latency_ns for x in c.candidates if (x.algorithm, x.protocol) == ("tree", "ll"))
    assert [round(lat[2 * n] - lat[n]) for n in (2, 4, 8)] == [10000, 10000, 10000]


def test_multi_node_efficiency_is_the_bottleneck():
    cal = replace(NDR.inter, net_efficiency=0.5, nvlink_efficiency=1.0)
    span = group_span(NDR, 8, 4)  # 8 x 45 = 360 nominal; NICs 400 x 0.5 = 200 is the bottleneck
    assert efficiency(cal, span, "ring") == pytest.approx(200.0 / 360.0)
    cal = replace(cal, net_efficiency=2.0)  # now NVLink 370.8 x 8/7 is
    assert efficiency(cal, span, "ring") == pytest.approx(370.8 * 8 / 7 / 360.0)


def test_time_grows_with_size():
    """Strictly for the presets with measured curves; others may step down a little where NCCL's
    (nominal) choice switches to a pair the calibration prices lower (as real NCCL sometimes does)."""
    measured = {"h100-8x-nvswitch", "h20-8x-nvswitch", "gb200-4x-nvswitch", "h100-8x-nvswitch-x-ib-ndr400",
                "h100-8x-nvswitch-x-tcpxo200", "h20-8x-nvswitch-x-ib-ndr400"}
    for name, f in PRESETS.items():
        spans = [(f.gpus_per_node, 1), (2, 1)]
        if f.nics_per_node:
            spans += [(f.gpus_per_node, 2), (1, 2), (f.gpus_per_node, 8)]
        slack = 1.0 if name in measured else 0.9
        for kind in KINDS:
            for g, n in spans:
                times = [t(f, kind, 1 << e, g, n) for e in range(0, 35)]
                for a, b, e in zip(times, times[1:], range(1, 35)):
                    assert b >= a * slack, (name, kind, g, n, 1 << e, a, b)


def test_all_to_all_and_send_recv():
    f = get_preset("h100-8x-nvswitch-x-ib-ndr400")
    small = collective_time_ns(f, "send_recv", 16384, 2, 1)
    large = collective_time_ns(f, "send_recv", 16385, 2, 1)
    assert (small.protocol, large.protocol) == ("ll", "simple")  # NCCL_P2P_LL_THRESHOLD 16 KiB
    # All-to-all of 1 GB per rank over 8 x 2 ranks: 7/16 of it over NVLink, 8/16 over the NIC
    # (50 GB/s per GPU): the NIC part bounds it.
    a2a = collective_time_ns(f, "all_to_all", GB, 8, 2)
    nic_ns = GB * 8 / 16 / (50.0 * f.inter.net_efficiency)
    assert a2a.transfer_ns == pytest.approx(nic_ns, rel=1e-6)
    assert a2a.algorithm == "p2p" and len(a2a.candidates) == 1
    # More peers -> more latency rounds (16 peers at a time): 64 ranks pay 4 rounds, 16 ranks 1.
    lat = lambda n: collective_time_ns(f, "all_to_all", 64, 8, n).candidates[0].nccl_latency_ns  # noqa: E731
    assert lat(8) == pytest.approx(4 * lat(2))
