"""Closed-form costs against the reference's worked numbers and against the per-rank dataflow."""

from __future__ import annotations

import numpy as np
import pytest

from hlo2chakra.sim.analytical.dataflow import collective_end_ns, sync_duration_ns
from hlo2chakra.sim.analytical.plan import plan_collective
from hlo2chakra.sim.analytical.collective_cost import (
    AG,
    AR,
    RS,
    A2A,
    Link,
    Phase,
    chunking,
    flow_shop_ns,
    phase_cost_ns,
)
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig

RING8 = NetworkConfig(("Ring",), (8,), (50.0,), (500.0,))
SYS = SystemConfig(preferred_dataset_splits=4, endpoint_delay_ns=10, local_mem_bw_gbps=1600)


def test_reference_all_reduce_example():
    link = Link(500.0, 50 * 2**30 / 1e9, 1)
    assert link.message_ns(32768) == 1110
    phase = Phase(AR, "ring", 8, 0, (link,), 10, 1600)
    assert phase_cost_ns(phase, 1 << 18) == 16110
    assert sync_duration_ns(plan_collective(RING8, SYS, AR, 1 << 20, None)) == 64440


def test_chunking_raises_small_chunks_except_all_gather():
    assert chunking(1000, AR, 16, 64) == (64, 16)
    assert chunking(1000, AG, 16, 64) == (62, 17)
    assert chunking(1048577, AR, 2, 16) == (524288, 3)


def test_flow_shop_active_chunks():
    assert flow_shop_ns((100,), (0,), 5, 2) == 300
    assert flow_shop_ns((100, 50), (0, 1), 2, 1) == 250
    # RS and AG share dimension 0's queue: chunk 0's AG waits behind chunk 1's RS.
    assert flow_shop_ns((100, 10, 100), (0, 1, 0), 2, 1) == 400


@pytest.mark.parametrize("kind", [AR, AG, RS, A2A])
@pytest.mark.parametrize("algo", ["ring", "direct", "halvingDoubling"])
def test_dataflow_equals_closed_form_for_simultaneous_starts(kind, algo):
    if kind == A2A and algo == "halvingDoubling":
        pytest.skip("ASTRA-sim has no halvingDoubling all-to-all")
    net = NetworkConfig(("Ring", "Switch"), (4, 2), (50.0, 100.0), (700.0, 300.0))
    system = SystemConfig(all_reduce=(algo, algo), all_gather=(algo, algo), reduce_scatter=(algo, algo),
                          all_to_all=(algo, algo), preferred_dataset_splits=4, active_chunks_per_dimension=2,
                          local_mem_bw_gbps=50)
    plan = plan_collective(net, system, kind, 3_000_001, None)
    ends = collective_end_ns(plan, np.zeros(8, dtype=np.int64))
    assert set(ends.tolist()) == {sync_duration_ns(plan)}


def test_skewed_ring_starts_wait_for_the_slowest_neighbour():
    plan = plan_collective(RING8, SYS, AR, 1 << 20, None)
    start = np.zeros(8, dtype=np.int64)
    start[3] = 100_000
    ends = collective_end_ns(plan, start)
    assert ends.min() > 100_000 and ends.max() >= 100_000 + 64440


def test_world_plans_on_a_wide_dimension_share_one_small_hop_matrix():
    # Like 32,768 ranks as Switch(8) x Switch(4096), at 16,384: each world collective plan used to
    # hold three dense n x n arrays (hops, latency, bandwidth; 384 MiB at n = 4096); now the
    # dimension's hop matrix is made once (int32) and latency/bandwidth are broadcast scalars.
    import tracemalloc

    net = NetworkConfig(("Switch", "Switch"), (8, 2048), (400.0, 50.0), (500.0, 2000.0))
    system = SystemConfig(all_reduce=("ring", "ring"), all_gather=("ring", "ring"),
                          reduce_scatter=("ring", "ring"), all_to_all=("ring", "ring"))
    tracemalloc.start()
    try:
        plans = [plan_collective(net, system, kind, size, None) for kind in (AR, AG)
                 for size in (1 << 20, 1 << 24, 1 << 26)]
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    wide = [pp for plan in plans for pp in plan.phases if pp.dim == 1]
    assert len(wide) >= 6
    assert all(pp.hops is wide[0].hops for pp in wide)  # one matrix for the dimension
    assert wide[0].hops[0, 1] == 2 and wide[0].hops[5, 5] == 0
    assert float(wide[0].latency_ns[3, 7]) == 2000.0
    assert peak < 2048 * 2048 * 4 * 2  # the int32 hop matrix and its temporaries, nothing per plan
