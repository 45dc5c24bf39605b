"""The embedded analytical simulator against real ASTRA-sim runs (tests/data/astra_runs/):
every finishing case reproduces every rank's printed numbers exactly, every hanging/aborting
case raises SimulationError naming the culprit rank and node."""

from __future__ import annotations

import pytest

from hlo2chakra.sim.analytical.simulate import simulate_files
from hlo2chakra.sim.results import SimulationError
from astra_helpers import FINISHING, RUNS, printed


def run(case: str):
    d = RUNS / case
    groups = d / "comm_groups.json"
    return simulate_files(d / case, d / "net_ring8.yml", d / "sys_ring.json", d / "mem.json",
                          groups if groups.exists() else None)


@pytest.mark.parametrize("case", FINISHING)
def test_finishing_runs_match_exactly(case):
    expected = printed(case)
    assert len(expected) == 8
    for res in run(case):
        exp = expected[res.rank]
        assert (res.finish_ns, res.exposed_comm_ns) == (exp["finish"], exp["exposed"])
        assert res.finish_ns == exp["Wall time"]
        assert res.compute_ns == exp.get("GPU time", 0)
        assert res.comm_ns == exp.get("Comm time", 0)
        assert res.overlap_ns == exp.get("Total compute-communication overlap", 0)


@pytest.mark.parametrize("case, culprit", [
    ("sendrecv_tagmismatch", r"rank 1 node 1\b.*RECV from rank 0 \(tag 4"),
    ("cg_single", r"rank 0 node 0\b.*one-rank group '2'"),
    ("order_mismatch", r"rank 3 node 0\b.*mismatch"),
    ("coll_REDUCE", r"rank 0 node 0\b.*REDUCE is not supported"),
    ("missing_dep", r"rank 0 node 0\b.*node 99, which does not exist"),
    ("cpu_comp", r"rank 0 node 0\b.*is_cpu_op=true"),
])
def test_failing_runs_name_the_culprit(case, culprit):
    with pytest.raises(SimulationError, match=culprit):
        run(case)
