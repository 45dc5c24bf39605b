"""Congestion-aware link sharing and the doubleBinaryTree all-reduce, on cases small enough to
time by hand; each hand-computed answer is also checked against the real binary when
../shared is present (it was, when these numbers were written down)."""

from __future__ import annotations

import json

import pytest

import astra_differential as diff
from hlo2chakra.sim.analytical.algorithms.double_binary_tree import binary_tree
from hlo2chakra.sim.timeline.record import record_timeline
from oracle_helpers import row_inputs

BINARIES = diff.shared_binary_dir()
# 50 GB/s = 53.6870912 B/ns; 1 MiB serialises in floor(19531.25) ns, one hop delivers after
# floor(500 + 19531.25) ns; local-mem-bw 50 GB/s reduces 1 MiB in 3 * floor(20971.52) ns.
MIB, SER_NS, HOP_NS, RED_NS, E_NS = 1 << 20, 19531, 20031, 3 * 20971, 10


def _row(case: str, binary: str, topology: str, n: int, system: dict, workload: dict) -> dict:
    base = {"scheduling-policy": "LIFO", "endpoint-delay": E_NS, "active-chunks-per-dimension": 1,
            "preferred-dataset-splits": 1, "collective-optimization": "baseline", "local-mem-bw": 50}
    base |= {f"{k}-implementation": ["ring"] for k in ("all-reduce", "all-gather", "reduce-scatter", "all-to-all")}
    return {"case_id": case, "kind": "hand", "binary": binary, "num_npus": str(n), "topology": json.dumps([topology]),
            "npus_count": json.dumps([n]), "bandwidth": "[50]", "latency": "[500]",
            "system": json.dumps(base | system), "comm_groups": "", "workload": json.dumps(workload)}


def _check(row: dict, finish_ns: list[int], tmp_path) -> None:
    ours = diff.embedded_answer(row)
    assert ours.failure == "" and list(ours.finish_cycles) == finish_ns
    if BINARIES is not None:
        assert diff.run_binary(row, BINARIES, tmp_path) == ours


def test_a_forwarded_message_waits_for_a_busy_link(tmp_path) -> None:
    # Ring of 4: rank 0 -> 2 goes 0 -> 1 -> 2; rank 1 starts sending to 2 at 21 us, 31 ns before
    # rank 0's message reaches rank 1, so that message waits in link 1->2's FIFO until 21000 + SER.
    comp = lambda nid, us, deps=(): {"id": nid, "type": "COMP", "duration_us": us, "deps": list(deps)}
    send = lambda peer, tag, us: [comp(1, us), {"id": 2, "type": "SEND", "peer": peer, "size_bytes": MIB, "tag": tag,
                                                "deps": [1]}]
    recv = lambda nid, peer, tag: {"id": nid, "type": "RECV", "peer": peer, "size_bytes": MIB, "tag": tag, "deps": []}
    ranks = [send(2, 1, 1), send(2, 2, 21), [recv(1, 0, 1), recv(2, 1, 2), comp(3, 1, (1, 2))], [comp(1, 1)]]
    row = _row("hand-p2p", "aware", "Ring", 4, {}, {"ranks": "per_rank", "nodes": ranks})
    forwarded = 21000 + SER_NS + HOP_NS
    assert forwarded > 1000 + 2 * HOP_NS  # what it would be without the queue
    _check(row, [forwarded, 21000 + HOP_NS, forwarded + 1000, 1000], tmp_path)
    net, system, _, traces = row_inputs(row)
    results, timeline = record_timeline(traces, net, system, congestion_aware=True)
    assert [r.finish_ns for r in results] == [forwarded, 21000 + HOP_NS, forwarded + 1000, 1000]
    assert sorted(timeline.messages) == [(0, 1, 2, 0), (1, 1, 2, 1)]  # (send row, node index, recv row, node index)


@pytest.mark.parametrize("binary", ["unaware", "aware"])
def test_double_binary_tree_alternates_its_trees(binary, tmp_path) -> None:
    # Two NPUs, one chunk each. First all-reduce, RootMax tree: root 1, leaf 0. The leaf sends at
    # issue + E, the root sends back E + R after it arrives, the leaf ends E after that arrives.
    # The second all-reduce takes the RootMin tree (root 0, leaf 1), from the skewed starts.
    nodes = [{"id": 1, "type": "COMP", "duration_us": 1, "deps": []},
             {"id": 2, "type": "COLL", "coll": "ALL_REDUCE", "size_bytes": MIB, "deps": [1]},
             {"id": 3, "type": "COLL", "coll": "ALL_REDUCE", "size_bytes": MIB, "deps": [2]}]
    row = _row(f"hand-dbt-{binary}", binary, "FullyConnected", 2, {"all-reduce-implementation": ["doubleBinaryTree"]},
               {"ranks": "all", "nodes": nodes})
    # Congestion-aware, leaf 1's message queues behind rank 1's last one on link 1->0.
    root1_done = 1000 + E_NS + HOP_NS + E_NS + RED_NS
    leaf0_done = root1_done + HOP_NS + E_NS
    link_free = root1_done + SER_NS if binary == "aware" else 0
    root0_done = max(leaf0_done, max(root1_done + E_NS, link_free) + HOP_NS) + E_NS + RED_NS
    leaf1_done = root0_done + HOP_NS + E_NS
    _check(row, [root0_done, leaf1_done], tmp_path)


def _grid_row(case: str, system: dict, size_bytes: int) -> dict:
    """2 x 2 NPUs, FullyConnected on both dimensions (one hop), 50 GB/s, 500 ns; one all-reduce at 1 us."""
    row = _row(case, "unaware", "FullyConnected", 4, system | {"collective-optimization": "localBWAware"},
               {"ranks": "all", "nodes": [{"id": 1, "type": "COMP", "duration_us": 1, "deps": []},
                                          {"id": 2, "type": "COLL", "coll": "ALL_REDUCE", "size_bytes": size_bytes,
                                           "deps": [1]}]})
    return row | {"topology": json.dumps(["FullyConnected"] * 2), "npus_count": "[2,2]", "bandwidth": "[50,50]",
                  "latency": "[500,500]"}


def test_double_binary_tree_on_the_last_dimension_of_a_2d_network(tmp_path) -> None:
    # ring, doubleBinaryTree; 2 MiB, one chunk. RS on dimension 0 (pairs 0-1, 2-3): 1 MiB each way,
    # reduced. AR on dimension 1 with the 1 MiB left, RootMax tree: positions 1 (ranks 2, 3) are the
    # roots, ranks 0, 1 the leaves. AG on dimension 0: 1 MiB each way, not reduced.
    row = _grid_row("hand-dbt-2d-last", {"all-reduce-implementation": ["ring", "doubleBinaryTree"]}, 2 * MIB)
    rs_done = 1000 + E_NS + HOP_NS + E_NS + RED_NS
    root_done = rs_done + E_NS + HOP_NS + E_NS + RED_NS
    leaf_done = root_done + HOP_NS + E_NS
    ag_ns = E_NS + HOP_NS + E_NS
    _check(row, [leaf_done + ag_ns] * 2 + [root_done + ag_ns] * 2, tmp_path)


def test_double_binary_tree_in_reduce_scatter_and_all_gather_positions(tmp_path) -> None:
    # doubleBinaryTree, ring; 1 MiB, one chunk. Dimension 0's tree runs twice per chunk, as a whole
    # all-reduce of the 1 MiB both times (nothing is scattered): first RootMax (roots: ranks 1, 3),
    # then, its counter bumped, RootMin (roots: ranks 0, 2). Between them a ring all-reduce on
    # dimension 1 of the full 1 MiB: two steps of 512 KiB, the first reduced.
    half_hop, half_red = int(500 + (MIB // 2) / 53.6870912), 3 * int((MIB // 2) / 50)
    row = _grid_row("hand-dbt-2d-rs-ag", {"all-reduce-implementation": ["doubleBinaryTree", "ring"]}, MIB)
    root1 = 1000 + E_NS + HOP_NS + E_NS + RED_NS  # ranks 1, 3: the leaves' message, reduced, sent down
    leaf1 = root1 + HOP_NS + E_NS  # ranks 0, 2
    ring_ns = E_NS + half_hop + E_NS + half_red + half_hop + E_NS
    leaf2_start, root2_start = root1 + ring_ns, leaf1 + ring_ns  # the second tree: ranks 1, 3 are its leaves
    root2 = max(root2_start, leaf2_start + E_NS + HOP_NS) + E_NS + RED_NS
    _check(row, [root2, root2 + HOP_NS + E_NS] * 2, tmp_path)


def test_binary_trees_are_numbered_in_order() -> None:
    # 8 positions: a 7-node complete tree numbered in order (root 3 | root 4) under the extra root.
    assert binary_tree(8, True) == ((1, 3, 1, 7, 5, 3, 5, -1), (-1, 0, -1, 1, -1, 4, -1, 3),
                                    (-1, 2, -1, 5, -1, 6, -1, -1))
    assert binary_tree(8, False) == ((-1, 2, 4, 2, 0, 6, 4, 6), (-1, -1, 1, -1, 2, -1, 5, -1),
                                     (4, -1, 3, -1, 6, -1, 7, -1))
    assert binary_tree(2, True) == ((1, -1), (-1, 0), (-1, -1))


def test_tree_counters_are_kept_per_dimension() -> None:
    # 4 x 4, trees on both dimensions, localBWAware, 3 chunks: RS on 0, AR on 1, AG on 0. Dimension 0
    # builds two trees per chunk (RS RootMax, AG RootMin every time, and its parity never flips);
    # dimension 1 one per chunk (RootMax, RootMin, RootMax), so after 3 chunks it has flipped.
    from hlo2chakra.sim.analytical.plan import plan_collective
    from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig

    net = NetworkConfig(("Ring", "Switch"), (4, 4), (50.0, 50.0), (500.0, 500.0))
    system = SystemConfig(all_reduce=("doubleBinaryTree",) * 2, preferred_dataset_splits=3,
                          collective_optimization="localBWAware")
    plan = plan_collective(net, system, "ALL_REDUCE", 3 * 4096, None)
    assert [pp.dim for pp in plan.phases] == [0, 1, 0] and plan.chunks == 3
    assert [[plan.root_max(c, j) for j in range(3)] for c in range(3)] == [[True, True, False], [True, False, False],
                                                                           [True, True, False]]
    assert plan.tree_flips == 0b10
    later = plan_collective(net, system, "ALL_REDUCE", 3 * 4096, None, tree_parity=plan.tree_flips)
    assert [later.root_max(c, 1) for c in range(3)] == [False, True, False]
