"""The collective algorithms are objects behind one registry: every name a system file may use
resolves to exactly one, an unknown name is refused in one line wherever it is read, and each
module's closed form agrees with its own per-rank replay when all ranks start together."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from hlo2chakra.sim.analytical.algorithms import ALGORITHMS, algorithm_named, algorithm_names
from hlo2chakra.sim.analytical.aware import free_collective_end_ns
from hlo2chakra.sim.analytical.collective_cost import AG, AR, A2A, RS, chunk_phase_costs
from hlo2chakra.sim.analytical.dataflow import collective_end_ns
from hlo2chakra.sim.analytical.plan import plan_collective
from hlo2chakra.sim.config.files import known_algorithms
from hlo2chakra.sim.config.files import ConfigError, NetworkConfig, SystemConfig
from hlo2chakra.sim.results import SimulationError

NET8 = NetworkConfig(("Switch",), (8,), (100.0,), (700.0,))


def test_every_system_file_name_resolves_to_one_algorithm():
    owners = [a for a in ALGORITHMS for _ in a.names]
    spelled = [n for a in ALGORITHMS for n in a.names]
    assert len(spelled) == len(set(spelled)) == len(owners)
    assert set(known_algorithms()) == set(spelled) == set(algorithm_names())
    assert {algorithm_named(n).name for n in ("ring", "oneRing")} == {"ring"}
    assert algorithm_named("oneHalvingDoubling") is algorithm_named("halvingDoubling")


def test_an_unknown_name_is_refused_in_one_line_naming_it():
    with pytest.raises(SimulationError) as info:
        algorithm_named("halvingDoubling2", "dimension 1")
    text = str(info.value)
    assert "\n" not in text and text.startswith("dimension 1: ") and "'halvingDoubling2'" in text
    assert "halvingDoubling" in text.split("known:")[1]
    with pytest.raises(ConfigError, match="unknown algorithm 'hierarchical'"):
        SystemConfig(all_reduce=("hierarchical",))


@pytest.mark.parametrize("kind", [AR, AG, RS])
def test_a_phase_with_an_unknown_algorithm_is_not_timed_as_another_one(kind):
    # Before the registry, the per-rank replay treated any name it did not know as halvingDoubling.
    plan = plan_collective(NET8, SystemConfig(all_reduce=("halvingDoubling",), all_gather=("halvingDoubling",),
                                              reduce_scatter=("halvingDoubling",)), kind, 1 << 20, None)
    pp = plan.phases[0]
    bogus = replace(plan, phases=(replace(pp, phase=replace(pp.phase, algorithm="recursiveDoubling")),))
    start = np.array([0, 5, 0, 0, 0, 0, 0, 0], dtype=np.int64)
    with pytest.raises(SimulationError, match="'recursiveDoubling' is not reproduced"):
        collective_end_ns(bogus, start)
    with pytest.raises(SimulationError, match="'recursiveDoubling' is not reproduced"):
        free_collective_end_ns(bogus, start)


@pytest.mark.parametrize("algorithm", [a for a in ALGORITHMS if not a.replayed], ids=lambda a: a.name)
@pytest.mark.parametrize("kind", [AR, AG, RS, A2A])
def test_closed_form_equals_the_modules_own_replays_on_simultaneous_starts(algorithm, kind):
    if kind not in algorithm.kinds:
        with pytest.raises(SimulationError, match=f"dimension 0: {algorithm.name} has no"):
            plan_collective(NET8, SystemConfig(all_to_all=(algorithm.name,)), kind, 1 << 20, None)
        return
    system = SystemConfig(**{f: (algorithm.name,) for f in ("all_reduce", "all_gather", "reduce_scatter",
                                                             "all_to_all")}, endpoint_delay_ns=10)
    plan = plan_collective(NET8, system, kind, 3 << 20, None)
    (closed,) = chunk_phase_costs(tuple(pp.phase for pp in plan.phases), plan.chunk_bytes)
    pp = plan.phases[0]
    lines = algorithm.lines_end(pp, np.zeros((1, 8), dtype=np.int64), plan.chunk_bytes, 10)
    one_chunk = replace(plan, chunks=1)
    messages = free_collective_end_ns(one_chunk, np.zeros(8, dtype=np.int64))
    assert int(lines.max()) == closed == int(messages.max())
    assert algorithm.message_bytes(kind, 8, plan.chunk_bytes) > 0
