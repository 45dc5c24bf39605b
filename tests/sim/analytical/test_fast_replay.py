"""The compiled replay (sim/analytical/fast_*) against the message-level Python replay it mirrors.

The kernel must give the Python replay's answers to the nanosecond: same events, same tie order.
Random single collectives over the congestion-aware links and the congestion-unaware
``FreeNetwork`` (doubleBinaryTree), started together or apart, on configurations chosen to make
equal-time events common (zero latency, bandwidths that divide the message sizes, zero endpoint
delay); random congestion-aware workloads (collectives, skew, communicator groups, SEND/RECV)
through both engines; the same with the kernel's pools starting at one row, so every growth path
runs; and the mode switch. No timings here (benchmarks/bench_replay.py measures them).
"""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

import astra_differential as diff
from hlo2chakra.sim.analytical import fast_state
from hlo2chakra.sim.analytical.aware import replay_end_ns
from hlo2chakra.sim.analytical.aware_engine import AwareEngine
from hlo2chakra.sim.analytical.fast_engine import CompiledAwareEngine, new_engine
from hlo2chakra.sim.analytical.aware_links import AwareNetwork, FreeNetwork
from hlo2chakra.sim.analytical.fast_replay import compiled_enabled, compiled_replay_end_ns
from hlo2chakra.sim.analytical.plan import plan_collective
from hlo2chakra.sim.analytical.simulate import engine_context
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.results import SimulationError

KINDS = ("ALL_REDUCE", "ALL_GATHER", "REDUCE_SCATTER", "ALL_TO_ALL")


def _network(rng: random.Random, n: int) -> NetworkConfig:
    return NetworkConfig.from_mapping({"topology": [rng.choice(("Ring", "FullyConnected", "Switch"))],
                                       "npus_count": [n], "bandwidth": [rng.choice((1, 8, 12.5, 50, 400))],
                                       "latency": [rng.choice((0, 0, 1, 50, 936.25))]})


def _system(rng: random.Random, impl: str) -> SystemConfig:
    return SystemConfig.from_mapping({
        "scheduling-policy": "LIFO", "endpoint-delay": rng.choice((0, 0, 10, 100)),
        "active-chunks-per-dimension": rng.choice((1, 2)), "preferred-dataset-splits": rng.choice((1, 2, 4, 8)),
        "all-reduce-implementation": [impl], "all-gather-implementation": [impl],
        "reduce-scatter-implementation": [impl], "all-to-all-implementation": [impl],
        "collective-optimization": rng.choice(("baseline", "localBWAware")), "local-mem-bw": rng.choice((12.5, 50))})


def _random_collective(seed: int):
    rng = random.Random(f"fast-replay:{seed}")
    impl = rng.choice(("ring", "direct", "halvingDoubling", "doubleBinaryTree"))
    n = rng.choice((4, 8, 16)) if impl in ("halvingDoubling", "doubleBinaryTree") else rng.choice((3, 4, 5, 6, 8, 12))
    kinds = ("ALL_REDUCE",) if impl == "doubleBinaryTree" else KINDS[:3] if impl == "halvingDoubling" else KINDS
    kind = rng.choice(kinds)
    size = rng.choice((1024, 4096, 65536, 1 << 20, 3_000_000, 999_999))
    network = _network(rng, n)
    plan = plan_collective(network, _system(rng, impl), kind, size, None)
    if rng.random() < 0.4:
        starts = np.zeros(n, dtype=np.int64)  # all together: equal times everywhere
    else:
        starts = np.array([rng.choice((0, 0, 1, 7, 100, 2500)) for _ in range(n)], dtype=np.int64)
    return network, plan, starts


@pytest.mark.parametrize("aware, seed", [(True, seed) for seed in range(60)] + [(False, seed) for seed in range(60, 90)])
def test_one_collective_matches_the_python_replay(aware: bool, seed: int) -> None:
    """On the congestion-aware links and on the congestion-unaware FreeNetwork (doubleBinaryTree's)."""
    network, plan, starts = _random_collective(seed)
    links = (lambda at: AwareNetwork(network, at)) if aware else (lambda at: FreeNetwork(plan, at))
    python = replay_end_ns(plan, starts, links)
    compiled = compiled_replay_end_ns(plan, starts, network if aware else None)
    assert compiled is not None
    assert compiled.tolist() == python.tolist()


def _aware_rows(count: int, max_npus: int) -> list[dict]:
    rows: list[dict] = []
    index = 0
    while len(rows) < count:
        row = diff.generate_case(7, index)
        index += 1
        if row["binary"] == "aware" and int(row["num_npus"]) <= max_npus:
            rows.append(row)
    return rows


def _answer(row: dict, mode: str, monkeypatch) -> diff.Answer:
    monkeypatch.setenv("HLO2CHAKRA_REPLAY", mode)
    return diff.embedded_answer(row)


@pytest.mark.parametrize("row", _aware_rows(40, 16), ids=lambda r: f"{r['case_id']}-{r['kind'].split(':')[0]}")
def test_aware_workloads_match_the_python_engine(row: dict, monkeypatch) -> None:
    assert _answer(row, "compiled", monkeypatch) == _answer(row, "python", monkeypatch)


@pytest.mark.parametrize("case_id", ["S2-00263", "S2-00250", "S2-00561", "S2-01032", "S4-01099"])
def test_recorded_tie_and_tree_cases_match_the_python_engine(case_id: str, monkeypatch) -> None:
    row = diff.case_of(case_id)
    assert _answer(row, "compiled", monkeypatch) == _answer(row, "python", monkeypatch)


def test_pools_grown_from_one_row_give_the_same_answers(monkeypatch) -> None:
    monkeypatch.setattr(fast_state, "_FIRST_ROWS", 1)
    for row in _aware_rows(6, 12):
        assert _answer(row, "compiled", monkeypatch) == _answer(row, "python", monkeypatch), row["case_id"]
    for seed in range(8):
        network, plan, starts = _random_collective(seed)
        python = replay_end_ns(plan, starts, lambda at: AwareNetwork(network, at))
        compiled = compiled_replay_end_ns(plan, starts, network)
        assert compiled is not None and compiled.tolist() == python.tolist()


def test_point_to_point_messages_share_the_links(monkeypatch) -> None:
    row = next(r for r in _aware_rows(200, 16) if r["kind"].startswith("sendrecv"))
    assert _answer(row, "compiled", monkeypatch) == _answer(row, "python", monkeypatch)
    assert not _answer(row, "compiled", monkeypatch).failure


def test_refusals_are_the_same_on_both_engines(monkeypatch) -> None:
    row = dict(diff.generate_case(2, 0), binary="aware", topology='["Ring"]', npus_count="[4]", num_npus="4",
               bandwidth="[50]", latency="[0]",
               workload=json.dumps({"ranks": "all", "nodes": [{"id": 1, "type": "COLL", "coll": "ALL_REDUCE",
                                                               "size_bytes": 4096, "deps": []}]}))
    row["system"] = json.dumps(dict(json.loads(row["system"]), **{"endpoint-delay": 0}))
    python, compiled = _answer(row, "python", monkeypatch), _answer(row, "compiled", monkeypatch)
    assert compiled == python and python.failure  # world collective at t=0 with endpoint-delay 0: aborts


def test_the_mode_switch(monkeypatch) -> None:
    row = _aware_rows(1, 8)[0]
    network = NetworkConfig.from_mapping({k: json.loads(row[k]) for k in ("topology", "npus_count", "bandwidth",
                                                                        "latency")})
    ctx = engine_context(network, SystemConfig.from_mapping(json.loads(row["system"])), {}, True)
    monkeypatch.setenv("HLO2CHAKRA_REPLAY", "auto")
    assert not compiled_enabled(10) and compiled_enabled(10**9)
    assert type(new_engine([], ctx)) is AwareEngine  # nothing to replay: the Python engine
    monkeypatch.setenv("HLO2CHAKRA_REPLAY", "compiled")
    assert compiled_enabled(0) and isinstance(new_engine([], ctx), CompiledAwareEngine)
    monkeypatch.setenv("HLO2CHAKRA_REPLAY", "python")
    assert not compiled_enabled(10**9)
    monkeypatch.setenv("HLO2CHAKRA_REPLAY", "fast")
    with pytest.raises(SimulationError, match="auto, python or compiled"):
        compiled_enabled(0)


def test_done_collectives_give_their_rows_back() -> None:
    # a collective registered while another runs gets new rows; once all are done, row 0 again
    network, plan, starts = _random_collective(3)
    state = fast_state.KernelState(network)
    first, second = state.add_collective(plan, False, False), state.add_collective(plan, False, False)
    assert (first, second) == (0, 1)
    for coll in (first, second):
        for position, t in enumerate(starts.tolist()):
            state.schedule_start(t, coll, position)
    state.run()
    ends = [state.ends(c) for c in (first, second)]
    assert all(done for _, done in ends)
    assert state.add_collective(plan, False, False) == 0
    for position, t in enumerate(starts.tolist()):
        state.schedule_start(t + 10**9, 0, position)
    state.run()
    again, done = state.ends(0)
    alone = replay_end_ns(plan, starts + 10**9, lambda at: AwareNetwork(network, at))
    assert done and again.tolist() == alone.tolist()


def test_auto_waits_for_a_compiled_kernel_before_paying_its_first_compile(monkeypatch) -> None:
    """Where numba has not cached the kernel (a new install), auto keeps the Python replay up to
    COMPILED_FROM_EVENTS_UNCOMPILED events rather than paying a ~11 s compile for a sub-second case."""
    import hlo2chakra.sim.analytical.fast_replay as fast_replay
    import hlo2chakra.sim.analytical.fast_state as fast_state

    monkeypatch.setenv("HLO2CHAKRA_REPLAY", "auto")
    monkeypatch.setattr(fast_state, "KERNEL_RAN", False)  # a process that has not run the kernel yet
    between = fast_replay.COMPILED_FROM_EVENTS_COLD * 4
    assert between < fast_replay.COMPILED_FROM_EVENTS_UNCOMPILED
    monkeypatch.setattr(fast_replay, "_kernel_found", None)
    monkeypatch.setattr(fast_replay, "_kernel_cached", lambda: False)
    assert not compiled_enabled(between) and compiled_enabled(fast_replay.COMPILED_FROM_EVENTS_UNCOMPILED)
    monkeypatch.setattr(fast_replay, "_kernel_found", None)
    monkeypatch.setattr(fast_replay, "_kernel_cached", lambda: True)
    assert compiled_enabled(between)
    monkeypatch.setattr(fast_replay, "_kernel_cached", lambda: False)  # looked up once: the answer stays
    assert compiled_enabled(between)


def test_the_kernel_cache_is_found_where_numba_writes_it(tmp_path, monkeypatch) -> None:
    """Beside the module, under NUMBA_CACHE_DIR, or in the user-wide cache (a read-only install)."""
    import hlo2chakra.sim.analytical.fast_replay as fast_replay

    monkeypatch.setattr(fast_replay, "__file__", str(tmp_path / "pkg" / "fast_replay.py"))
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "numba"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert not fast_replay._kernel_cached()
    for folder in (tmp_path / "numba" / "path_hash", tmp_path / "xdg" / "numba" / "path_hash", tmp_path / "pkg" / "__pycache__"):
        index = folder / "fast_algorithms.run-255.py311.nbi"
        index.parent.mkdir(parents=True)
        index.write_bytes(b"")
        assert fast_replay._kernel_cached(), folder
        index.unlink()
        (folder / "fast_algorithms._ap-58.py311.nbi").write_bytes(b"")  # another function's index is not the kernel
        assert not fast_replay._kernel_cached(), folder


def test_the_kernel_starts_numba_without_scipy_linalg_and_leaves_it_importable() -> None:
    """numba's first call would import scipy.linalg (0.3-0.45 s of every fresh process, a second
    OpenBLAS pool) only to check for BLAS; the kernel keeps it out, and a later import still works."""
    import subprocess
    import sys

    probe = ("import sys; import hlo2chakra.sim.analytical.fast_state as s; "
             "print('scipy.linalg' in sys.modules, sys.modules.get('scipy.linalg', 0) is None); "
             "import scipy.linalg; print(scipy.linalg.norm([3.0, 4.0]))")
    out = subprocess.run([sys.executable, "-I", "-c", probe], capture_output=True, text=True, timeout=300, check=True)
    assert out.stdout.split() == ["False", "False", "5.0"], out.stderr


def test_a_symmetric_workload_is_judged_by_all_its_replays(monkeypatch) -> None:
    """The symmetric path replays each distinct collective alone. Where none pays the kernel's start
    by itself but all of them together do, auto takes the kernel for each (seen on KERNEL_RAN), with
    the Python replay's answers; where the total does not pay either, it stays on Python."""
    import hlo2chakra.sim.analytical.fast_replay as fast_replay
    from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
    from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr
    from hlo2chakra.sim.analytical.fast_replay import plan_events
    from hlo2chakra.sim.analytical.simulate import simulate_traces

    cpu = bool_attr("is_cpu_op", False)
    sizes = (1 << 20, 3 << 20, 8 << 20)
    nodes = [EtNode(1, "c1", NodeType.COMP_NODE, (), duration_micros=40, attrs=(cpu,))]
    for i, size in enumerate(sizes):
        nodes.append(EtNode(2 + i, f"k{i}", NodeType.COMM_COLL_NODE, (1 + i,), attrs=(
            cpu, int_attr("comm_type", CollectiveCommType.ALL_REDUCE), int_attr("comm_size", size, "uint64"))))
    traces = [EtTrace(tuple(nodes))] * 8
    network = NetworkConfig.from_mapping({"topology": ["Ring"], "npus_count": [8], "bandwidth": [50], "latency": [500]})
    system = SystemConfig.from_mapping({"all-reduce-implementation": ["ring"], "all-gather-implementation": ["ring"],
                                        "reduce-scatter-implementation": ["ring"], "all-to-all-implementation": ["ring"],
                                        "endpoint-delay": 10, "preferred-dataset-splits": 4})
    events = [plan_events(plan_collective(network, system, "ALL_REDUCE", size, None)) for size in sizes]
    monkeypatch.setenv("HLO2CHAKRA_REPLAY", "python")
    python = simulate_traces(traces, network, system, congestion_aware=True)
    monkeypatch.setenv("HLO2CHAKRA_REPLAY", "auto")
    monkeypatch.setattr(fast_replay, "_kernel_found", True)
    monkeypatch.setattr(fast_replay, "COMPILED_FROM_EVENTS_WARM", 1)
    for cold, taken in ((sum(events), True), (sum(events) + 1, False)):
        assert max(events) < cold  # no replay pays by itself
        monkeypatch.setattr(fast_replay, "COMPILED_FROM_EVENTS_COLD", cold)
        monkeypatch.setattr(fast_state, "KERNEL_RAN", False)
        assert simulate_traces(traces, network, system, congestion_aware=True) == python
        assert fast_state.KERNEL_RAN is taken


def test_a_workloads_replay_estimate_counts_only_what_is_replayed_message_by_message() -> None:
    """On a congestion-unaware network ring collectives take a closed form (no replay, nothing to
    pay the kernel's start for); doubleBinaryTree ones and every collective on an aware network are
    replayed, and count what one replay of their plan makes."""
    from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
    from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr
    from hlo2chakra.sim.analytical.fast_engine import replay_events
    from hlo2chakra.sim.analytical.fast_replay import plan_events
    from hlo2chakra.sim.analytical.workload import build_rank_program

    cpu = bool_attr("is_cpu_op", False)
    node = EtNode(1, "ar", NodeType.COMM_COLL_NODE, (), attrs=(
        cpu, int_attr("comm_type", CollectiveCommType.ALL_REDUCE), int_attr("comm_size", 8 << 20, "uint64")))
    programs = [build_rank_program(0, EtTrace((node,)), 8, {})]
    network = NetworkConfig.from_mapping({"topology": ["Switch"], "npus_count": [8], "bandwidth": [50],
                                          "latency": [500]})

    def system(algorithm: str) -> SystemConfig:
        return SystemConfig.from_mapping({f"{c}-implementation": [algorithm] for c in
                                          ("all-reduce", "all-gather", "reduce-scatter", "all-to-all")}
                                         | {"endpoint-delay": 10, "preferred-dataset-splits": 4})

    for algorithm, aware, counted in (("ring", False, False), ("doubleBinaryTree", False, True),
                                      ("ring", True, True)):
        events = replay_events(programs, engine_context(network, system(algorithm), {}, aware))
        expected = plan_events(plan_collective(network, system(algorithm), "ALL_REDUCE", 8 << 20, None))
        assert events == (expected if counted else 0), (algorithm, aware)
        assert expected > 0


def test_an_estimate_counts_on_to_the_threshold_that_decides(monkeypatch) -> None:
    """Before numba has cached the kernel only an estimate of 10M events takes it, so counting a
    workload must not stop at the cold threshold there (else it could never take the kernel)."""
    import hlo2chakra.sim.analytical.fast_replay as fast_replay

    monkeypatch.setenv("HLO2CHAKRA_REPLAY", "auto")
    monkeypatch.setattr(fast_state, "KERNEL_RAN", False)
    monkeypatch.setattr(fast_replay, "_kernel_found", False)
    assert fast_replay.events_that_decide() == fast_replay.COMPILED_FROM_EVENTS_UNCOMPILED
    assert compiled_enabled(fast_replay.events_that_decide()) is True
    monkeypatch.setattr(fast_replay, "_kernel_found", True)
    assert fast_replay.events_that_decide() == fast_replay.COMPILED_FROM_EVENTS_COLD
    assert not compiled_enabled(fast_replay.COMPILED_FROM_EVENTS_COLD - 1)
    # once the kernel has run, or with a forced mode, counting can stop sooner: the answer is the same
    monkeypatch.setattr(fast_state, "KERNEL_RAN", True)
    assert fast_replay.events_that_decide() == fast_replay.COMPILED_FROM_EVENTS_WARM
    assert compiled_enabled(fast_replay.COMPILED_FROM_EVENTS_WARM)
    assert not compiled_enabled(fast_replay.COMPILED_FROM_EVENTS_WARM - 1)
    for mode in ("python", "compiled"):
        monkeypatch.setenv("HLO2CHAKRA_REPLAY", mode)
        assert fast_replay.events_that_decide() == 0
        assert compiled_enabled(0) is (mode == "compiled")
