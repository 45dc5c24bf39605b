"""NCCL's algorithm / protocol choice at the sizes where its tuning switches.

The expected crossovers are computed here by hand from NCCL's published constants (tuning.cc,
topo.h, search.cc at v2.21.5-1 / v2.30.7-1), written out as literals, not read from the module:
NCCL's predicted time of a pair is latency + bytes / (1000 x bandwidth) (us, GB/s), and two
pairs cross where those lines meet.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from hlo2chakra.sim.nccl import NcclFabric, collective_time_ns, get_preset
from hlo2chakra.sim.nccl.graph import group_span
from hlo2chakra.sim.nccl.table import nccl_table

H100 = NcclFabric("h100", "hopper", 8, nvls=True, nic_gbps=50.0, nics_per_node=8)  # NCCL 2.21, identity calibration


def crossover_bytes(lat_a_us: float, bw_a_gbps: float, lat_b_us: float, bw_b_gbps: float) -> float:
    """Size where a (lower latency) and b (higher bandwidth) predict the same time."""
    return (lat_b_us - lat_a_us) * 1000.0 / (1.0 / bw_a_gbps - 1.0 / bw_b_gbps)


def pick(fabric: NcclFabric, size: float, kind: str = "all_reduce", g: int = 8, n: int = 1) -> tuple[str, str]:
    c = collective_time_ns(fabric, kind, int(size), g, n)
    return c.algorithm, c.protocol


def test_h100_graphs_follow_nccl_search():
    # sm90 speeds: 60 GB/s x floor(370.8/60)=6 channels = 360, then duplicated into 12 x 30.
    span = group_span(H100, 8, 1)
    assert (span.ring.channels, span.ring.bw_intra_gbps) == (12, 30.0)
    # NVLS: one channel per GPU, the fastest speed with 8 x s <= 370.8 x 8/7 = 423.8 -> 50.
    assert (span.nvls.channels, span.nvls.bw_intra_gbps) == (8, 50.0)


def test_h100_single_node_table_matches_hand_numbers():
    table = {(e.algorithm, e.protocol): e for e in nccl_table(H100, "all_reduce", group_span(H100, 8, 1))}
    ring_ll = table["ring", "ll"]
    assert ring_ll.latency_us == pytest.approx(6.6 + 14 * 0.6)  # baseLat + 2(n-1) hwLat
    assert ring_ll.bandwidth_gbps == pytest.approx(min(141.0, 0.5 * 360) * 8 / 14)  # llMaxBw Hopper N1
    assert table["ring", "ll128"].latency_us == pytest.approx(14.0 + 14 * 1.9)
    assert table["ring", "ll128"].bandwidth_gbps == pytest.approx(min(0.92 * 360, 12 * 36.7) * 8 / 14)
    assert table["ring", "simple"].latency_us == pytest.approx(8.4 + 14 * 3.4)
    assert table["tree", "ll"].latency_us == pytest.approx(6.8 + 2 * 7 * 0.6)
    assert table["nvls", "simple"].latency_us == pytest.approx(25.0)
    assert table["nvls", "simple"].bandwidth_gbps == pytest.approx(8 * 50 * 5 / 6)
    assert ("nvls_tree", "simple") not in table  # NVLS tree is disabled on one node
    assert ("nvls", "ll") not in table and ("nvls", "ll128") not in table  # NVLS is Simple only


def test_h100_ring_ll_then_nvls():
    # Ring/LL 15.0 us at 80.57 GB/s against NVLS 25 us at 333.3 GB/s: ~1.06 MB.
    x = crossover_bytes(15.0, 141.0 * 8 / 14, 25.0, 8 * 50 * 5 / 6)
    assert 1.0e6 < x < 1.1e6
    assert pick(H100, 1024) == ("ring", "ll")
    assert pick(H100, 0.9 * x) == ("ring", "ll")
    assert pick(H100, 1.1 * x) == ("nvls", "simple")
    assert pick(H100, 8 << 30) == ("nvls", "simple")


def test_h100_without_nvls_ring_ll_ll128_simple():
    f = replace(H100, nvls=False)
    ll = (15.0, 141.0 * 8 / 14)
    ll128 = (40.6, 0.92 * 360 * 8 / 14)
    simple = (56.0, 360 * 8 / 14)
    x1, x2 = crossover_bytes(*ll, *ll128), crossover_bytes(*ll128, *simple)
    assert 3.5e6 < x1 < 3.7e6 and 35e6 < x2 < 38e6
    assert pick(f, 0.9 * x1) == ("ring", "ll")
    assert pick(f, 1.1 * x1) == ("ring", "ll128")
    assert pick(f, 0.9 * x2) == ("ring", "ll128")
    assert pick(f, 1.1 * x2) == ("ring", "simple")


def test_gb200_ring_forced_protocol_switches():
    # NCCL 2.30, Blackwell, 4 GPUs: ring 16 x 45 = 720 GB/s (90 x 8, duplicated); n/nsteps = 4/6.
    f = replace(get_preset("gb200-4x-nvswitch"), algorithms=("ring",))
    ll = (6.6 + 6 * 0.6, min(282.0, 0.5 * 720) * 4 / 6)  # llMaxBw Blackwell N1 = 2 x 141
    ll128 = (14.0 + 6 * 1.9, min(0.92 * 720, 16 * 40.0) * 4 / 6)  # perChMaxRingLL128 Blackwell 40
    simple = (8.4 + 6 * 3.4, 720 * 4 / 6)
    x1, x2 = crossover_bytes(*ll, *ll128), crossover_bytes(*ll128, *simple)
    assert 5.0e6 < x1 < 5.3e6 and 12e6 < x2 < 14e6
    assert pick(f, 0.9 * x1, g=4) == ("ring", "ll")
    assert pick(f, 1.1 * x1, g=4) == ("ring", "ll128")
    assert pick(f, 0.9 * x2, g=4) == ("ring", "ll128")
    assert pick(f, 1.1 * x2, g=4) == ("ring", "simple")


def test_two_nodes_small_messages_take_tree_ll():
    # 2 x 8: tree/LL 6.8 + 2(7 x 0.6 + log2(2) x 5.0) = 25.2 us beats ring/LL
    # 6.6 + 26 x max(0.6, 1.0 net overhead) + 4 x 2.7 = 43.4 and NVLS tree 25 + 2 x 14 = 53.
    table = {(e.algorithm, e.protocol): e.latency_us for e in nccl_table(H100, "all_reduce", group_span(H100, 8, 2))}
    assert table["tree", "ll"] == pytest.approx(25.2)
    assert table["ring", "ll"] == pytest.approx(43.4)
    assert table["nvls_tree", "simple"] == pytest.approx(53.0)
    assert pick(H100, 1024, n=2) == ("tree", "ll")


def test_enable_rules_per_collective():
    def algos(f: NcclFabric, kind: str, g: int = 8, n: int = 1) -> set[str]:
        return {c.algorithm for c in collective_time_ns(f, kind, 1 << 20, g, n).candidates}

    assert algos(H100, "all_gather") == {"ring", "nvls"}  # no tree for all-gather
    assert algos(H100, "reduce_scatter", n=2) == {"ring"}  # NVLS AG/RS only on one node
    assert algos(H100, "broadcast") == {"ring"}
    assert "tree" in algos(H100, "all_reduce")
    assert "nvls" not in algos(replace(H100, nvls=False), "all_reduce")
    assert "nvls" not in algos(H100, "all_reduce", n=2)  # multi-node NVLS needs CollNet
    assert "nvls_tree" in algos(H100, "all_reduce", n=2)
    assert {"collnet_direct", "collnet_chain"} <= algos(replace(H100, collnet=True), "all_reduce", n=2)
    # LL128: not on Blackwell with 2.21's rules; not across nodes when the NIC is behind the CPU.
    bw21 = NcclFabric("b", "blackwell", 8, nvls=True, nccl_version="2.21")
    assert "ll128" not in {c.protocol for c in collective_time_ns(bw21, "all_reduce", 1 << 20, 8, 1).candidates}
    phb = replace(H100, nic_path="phb")
    assert "ll128" not in {c.protocol for c in collective_time_ns(phb, "all_reduce", 1 << 20, 8, 2).candidates}
    assert "ll128" in {c.protocol for c in collective_time_ns(phb, "all_reduce", 1 << 20, 8, 1).candidates}


def test_nccl_algo_mask_restricts_and_ring_fallback():
    f = replace(H100, algorithms=("nvls",))
    assert {c.algorithm for c in collective_time_ns(f, "all_reduce", 4096, 8, 1).candidates} == {"nvls"}
    # NVLS is not possible for broadcast: NCCL falls back to ring.
    assert pick(f, 4096, "broadcast")[0] == "ring"


def test_choice_is_nccl_prediction_minimum():
    c = collective_time_ns(get_preset("h100-8x-nvswitch"), "all_reduce", 3 << 20, 8, 1)
    best = min(c.candidates, key=lambda x: x.nccl_time_ns)
    assert (c.algorithm, c.protocol, c.time_ns) == (best.algorithm, best.protocol, best.time_ns)


def test_one_rank_and_zero_bytes_cost_nothing():
    f = get_preset("h100-8x-nvswitch")
    assert collective_time_ns(f, "all_reduce", 1 << 20, 1, 1).time_ns == 0.0
    assert collective_time_ns(f, "all_gather", 0, 8, 1).time_ns == 0.0
