"""Timeline, exposed-time attribution and critical path of the embedded analytical backend.

Exactness is checked against the real ASTRA-sim runs recorded in tests/data/astra_runs: every
rank's node times give back its printed wall time, GPU time and communication time, and the
per-node exposed times sum to its printed exposed communication.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, read_workload
from hlo2chakra.sim.options import SimulationOptions
from hlo2chakra.sim.timeline.attribution import critical_path, exposed_ns
from hlo2chakra.sim.config.files import (
    NetworkConfig,
    SystemConfig,
    load_comm_groups,
    load_network,
    load_system,
)
from hlo2chakra.sim.timeline.record import record_timeline, select_rows
from astra_helpers import FINISHING, RUNS, printed

CPU = bool_attr("is_cpu_op", False)


def recorded(case: str):
    d = RUNS / case
    groups = d / "comm_groups.json"
    return record_timeline(read_workload(d / case, 8), load_network(d / "net_ring8.yml"), load_system(d / "sys_ring.json"),
                           load_comm_groups(groups if groups.exists() else None))


def union_ns(spans: list[tuple[int, int]]) -> int:
    total, reach = 0, 0
    for s, e in sorted(spans):
        total += max(0, e - max(s, reach))
        reach = max(reach, e)
    return total


@pytest.mark.parametrize("case", FINISHING)
def test_node_times_give_back_astra_sims_rank_totals(case):
    expected = printed(case)
    _, timeline = recorded(case)
    for rank in range(8):
        row = timeline.rows[timeline.row_of_rank[rank]]
        exp = expected[rank]
        spans = list(zip(row.start_ns, row.end_ns))
        assert max(e for _, e in spans) == exp["finish"] == row.finish_ns
        compute = [spans[i] for i in range(len(spans)) if row.is_compute(i)]
        comm = [spans[i] for i in range(len(spans)) if not row.is_compute(i)]
        assert sum(e - s for s, e in compute) == union_ns(compute) == exp.get("GPU time", 0)
        assert union_ns(comm) == exp.get("Comm time", 0)


@pytest.mark.parametrize("case", FINISHING)
def test_exposed_times_sum_to_astra_sims_exposed_communication(case):
    expected = printed(case)
    _, timeline = recorded(case)
    for rank in range(8):
        row = timeline.rows[timeline.row_of_rank[rank]]
        exposed = exposed_ns(row)
        assert sum(exposed) == expected[rank]["exposed"]
        for i, value in enumerate(exposed):
            assert 0 <= value <= row.end_ns[i] - row.start_ns[i]
            if row.is_compute(i):
                assert value == 0


def _program(rank: int, fwd_us: int, bwd_us: int = 20, ar_bytes: int = 1 << 20) -> EtTrace:
    ar = (CPU, int_attr("comm_type", CollectiveCommType.ALL_REDUCE), int_attr("comm_size", ar_bytes, "uint64"))
    return EtTrace((
        EtNode(1, "fwd @model.py:3", NodeType.COMP_NODE, duration_micros=fwd_us, attrs=(CPU,)),
        EtNode(2, "grad_ar", NodeType.COMM_COLL_NODE, data_deps=(1,), attrs=ar),
        EtNode(3, "side", NodeType.COMP_NODE, data_deps=(1,), duration_micros=5, attrs=(CPU,)),
        EtNode(4, "bwd", NodeType.COMP_NODE, data_deps=(2,), duration_micros=bwd_us, attrs=(CPU,)),
    ))


NET = NetworkConfig(("Ring",), (8,), (50.0,), (500.0,))
SYS = SystemConfig(all_reduce=("ring",), all_gather=("ring",), reduce_scatter=("ring",), all_to_all=("ring",),
                   preferred_dataset_splits=4, active_chunks_per_dimension=1)


def test_critical_path_goes_through_the_late_member_of_a_collective():
    # rank 3 computes 30 us longer before the all-reduce: everyone's all-reduce waits for it;
    # rank 5 finishes last (longer bwd), so the path must cross from rank 5 to rank 3
    traces = [_program(r, 40 if r == 3 else 10, 30 if r == 5 else 20) for r in range(8)]
    _, timeline = record_timeline(traces, NET, SYS)
    assert not timeline.merged and len(timeline.collectives) == 1
    path = critical_path(timeline)
    assert [(s.kind, s.node_id) for s in path] == [("COMP", 1), ("ALL_REDUCE", 2), ("COMP", 4)]
    fwd, ar, bwd = path
    assert (fwd.rank, fwd.segment_start_ns, fwd.segment_end_ns) == (3, 0, 40_000)
    assert (ar.origin_rank, ar.segment_start_ns) == (3, 40_000)
    assert (bwd.rank, bwd.segment_end_ns) == (5, timeline.step_time_ns) and bwd.end_ns == timeline.step_time_ns
    # exposed: a fast rank's GPU idles from 15 us (after "side") until the all-reduce ends
    row0 = timeline.rows[0]
    assert sum(exposed_ns(row0)) == row0.finish_ns - row0.compute_ns
    assert exposed_ns(row0)[1] == row0.end_ns[1] - 15_000


@pytest.mark.parametrize("case", ["sendrecv_ring", "pg_split", "two_ar", "overlap"])
def test_critical_path_segments_tile_the_step(case):
    _, timeline = recorded(case)
    path = critical_path(timeline)
    assert path[0].segment_start_ns == 0
    assert path[-1].segment_end_ns == timeline.step_time_ns
    for before, after in zip(path, path[1:]):
        assert before.segment_end_ns == after.segment_start_ns
    for step in path:
        assert step.end_ns == step.segment_end_ns  # each step ends exactly when the next can begin
        origin = timeline.rows[timeline.row_of_rank[step.origin_rank]]
        assert origin.start_ns[origin.node_ids.index(step.origin_node_id)] == step.segment_start_ns


def test_identical_ranks_share_one_row_and_selection_is_bounded():
    traces = [_program(r, 10) for r in range(8)]
    results, timeline = record_timeline(traces, NET, SYS)
    assert timeline.merged and len(timeline.rows) == 1 and timeline.rows[0].ranks == tuple(range(8))
    assert {r.finish_ns for r in results} == {timeline.rows[0].finish_ns}
    assert select_rows(timeline, [0, 7]) == (0,)
    uneven = [_program(r, 10 + r) for r in range(8)]
    _, full = record_timeline(uneven, NET, SYS)
    assert select_rows(full, None, limit=3, first=[5]) == (0, 4, 5)
    assert select_rows(full, [7, 1]) == (1, 7)


def exact_us(ns: int) -> Decimal:
    return Decimal(ns) / 1000


def test_chrome_trace_json_follows_the_format_and_carries_exact_times(tmp_path):
    import json

    from hlo2chakra.report.timeline_files import write_timeline_files
    from hlo2chakra.sim.timeline.outputs import analyse

    traces = [_program(r, 40 if r == 3 else 10) for r in range(8)]
    _, timeline = record_timeline(traces, NET, SYS)
    write_timeline_files(tmp_path, analyse(timeline))
    doc = json.loads((tmp_path / "timeline.json").read_text(), parse_float=Decimal)
    events = validate_chrome_trace(doc)
    nodes = [e for e in events if e["ph"] == "X" and e["pid"] < 8]
    assert len(nodes) == 8 * 4
    for e in nodes:
        row = timeline.rows[e["pid"]]
        i = row.node_ids.index(e["args"]["node_id"])
        assert (e["ts"], e["dur"]) == (exact_us(row.start_ns[i]), exact_us(row.end_ns[i] - row.start_ns[i]))
        assert e["args"]["exposed_ns"] == exposed_ns(row)[i]
    fwd = next(e for e in nodes if e["args"]["node_id"] == 1)
    assert (fwd["name"], fwd["args"]["location"]) == ("fwd", "model.py:3")
    names = {e["pid"]: e["args"]["name"] for e in events if e["ph"] == "M" and e["name"] == "process_name"}
    assert names[3] == "rank 3" and names[8] == "critical path"
    assert sum(1 for e in nodes if e["args"].get("critical")) == len(critical_path(timeline))
    flow_ids = {e["id"] for e in events if e["ph"] in "stf"}
    assert len(flow_ids) == 1  # the one all-reduce ties its 8 members
    assert (tmp_path / "gantt.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    first = (tmp_path / "timeline.json").read_bytes()
    write_timeline_files(tmp_path, analyse(timeline))
    assert (tmp_path / "timeline.json").read_bytes() == first


def validate_chrome_trace(doc: dict) -> list[dict]:
    """Required fields per event type of the Trace Event Format (JSON object form)."""
    assert isinstance(doc, dict) and isinstance(doc["traceEvents"], list)
    assert doc.get("displayTimeUnit") in (None, "ms", "ns")
    flows: dict[int, list[str]] = {}
    for e in doc["traceEvents"]:
        ph = e["ph"]
        assert isinstance(e["pid"], int) and isinstance(e["tid"], int), e
        if ph == "M":
            assert e["name"] in ("process_name", "thread_name", "process_sort_index", "thread_sort_index"), e
            assert isinstance(e["args"], dict)
        elif ph == "X":
            assert isinstance(e["name"], str) and isinstance(e.get("cat", ""), str)
            assert isinstance(e["ts"], Decimal) and isinstance(e["dur"], Decimal) and e["dur"] >= 0, e
            assert isinstance(e.get("args", {}), dict)
        elif ph in ("s", "t", "f"):
            assert isinstance(e["name"], str) and isinstance(e["cat"], str) and isinstance(e["ts"], Decimal)
            assert isinstance(e["id"], int)
            if ph != "s":
                assert e.get("bp") in (None, "e")
            flows.setdefault(e["id"], []).append(ph)
        else:
            raise AssertionError(f"unexpected event phase {ph!r}")
    for phases in flows.values():
        assert phases[0] == "s" and phases[-1] == "f" and set(phases[1:-1]) <= {"t"}
    return doc["traceEvents"]


@pytest.mark.parametrize("case", ["overlap", "sendrecv_ring", "pg_split", "two_ar"])
def test_astra_sims_per_node_log_gives_the_embedded_timeline(case):
    from hlo2chakra.sim.astra.timeline_log import astra_timeline

    d = RUNS / case
    groups = d / "comm_groups.json"
    log = (RUNS.parent / "astra_timeline" / case / "log.log").read_text()
    real = astra_timeline(read_workload(d / case, 8), log, load_comm_groups(groups if groups.exists() else None))
    _, embedded = recorded(case)
    expected = printed(case)
    for rank in range(8):
        ours = embedded.rows[embedded.row_of_rank[rank]]
        theirs = real.rows[rank]
        assert (theirs.start_ns, theirs.end_ns) == (ours.start_ns, ours.end_ns)
        assert sum(exposed_ns(theirs)) == expected[rank]["exposed"]
    assert len(real.collectives) == len(embedded.collectives) or embedded.merged
    assert sorted(real.messages) == sorted(embedded.messages)
    assert [(s.rank, s.node_id) for s in critical_path(real)] == [(s.rank, s.node_id) for s in critical_path(embedded)] \
        or embedded.merged


def test_astra_log_missing_a_node_is_named():
    from hlo2chakra.sim.astra.timeline_log import astra_timeline
    from hlo2chakra.sim.results import SimulationError

    d = RUNS / "overlap"
    log = (RUNS.parent / "astra_timeline" / "overlap" / "log.log").read_text()
    cut = "\n".join(line for line in log.splitlines() if not line.startswith("[workload] [debug] callback,sys->id=5"))
    with pytest.raises(SimulationError, match="rank 5 node 0"):
        astra_timeline(read_workload(d / "overlap", 8), cut, {})


# ../shared beside the checkout (as conftest looks for it), or two levels up from a worktree
REAL_ASTRA = next((p for p in (RUNS.parents[2].parent, RUNS.parents[2].parent.parent)
                   if (p / "shared" / "tools" / "astra-sim").is_dir()), RUNS) / "shared" / "tools" / "astra-sim" \
    / "AstraSim_Analytical_Congestion_Unaware"


def test_real_astra_sim_run_gives_the_same_timeline(tmp_path):
    if not REAL_ASTRA.is_file():
        pytest.skip("real ASTRA-sim binary not available (needs ../shared)")
    from hlo2chakra.pipeline.simulate import run_simulation

    d = RUNS / "pg_split"
    report = run_simulation(None, SimulationOptions(network=d / "net_ring8.yml", system=d / "sys_ring.json",
                            memory=d / "mem.json", backend="astra-sim", astra_bin=REAL_ASTRA, timeline=True),
                            workload=d / "pg_split", comm_groups=d / "comm_groups.json", run_dir=tmp_path / "run")
    assert report.summary.timeline.source == "astra-sim log"
    run_simulation(None, SimulationOptions(network=d / "net_ring8.yml", system=d / "sys_ring.json",
                              memory=d / "mem.json", backend="analytical", timeline=True), workload=d / "pg_split",
                              comm_groups=d / "comm_groups.json", run_dir=tmp_path / "emb")
    for name in ("collective_nodes.csv", "critical_path.csv"):
        assert (tmp_path / "run" / name).read_bytes() == (tmp_path / "emb" / name).read_bytes(), name
