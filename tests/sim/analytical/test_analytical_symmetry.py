"""Symmetry reduction gives exactly the full engine's results, and is really taken."""

from __future__ import annotations

from hlo2chakra.sim.analytical import simulate as analytical
from hlo2chakra.sim.analytical.engine import Engine
from hlo2chakra.sim.analytical.symmetry import simulate_symmetric
from hlo2chakra.sim.analytical.workload import build_rank_program
from hlo2chakra.sim.results import SimulationError

from oracle_helpers import load_rows, row_inputs


def test_symmetric_path_equals_full_engine():
    taken = 0
    for row in load_rows():
        if row["binary"] == "aware":
            continue
        net, system, groups, traces = row_inputs(row)
        groups = {k: tuple(v) for k, v in groups.items()}
        ctx = analytical.engine_context(net, system, groups, False)
        try:
            fast = simulate_symmetric(traces, ctx, groups)
        except SimulationError:
            continue
        if fast is None:
            continue
        taken += 1
        programs = [build_rank_program(r, t, len(traces), groups) for r, t in enumerate(traces)]
        full = Engine(programs, analytical.engine_context(net, system, groups, False)).run()
        assert fast == full, row["case_id"]
    assert taken > 100
