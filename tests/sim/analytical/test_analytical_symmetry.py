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


# --- the embedded entry point takes the reduction where it holds, and only there -------------

from hlo2chakra.chakra.schema import CollectiveCommType, NodeType  # noqa: E402
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, string_attr  # noqa: E402
from hlo2chakra.sim.analytical import symmetry  # noqa: E402
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig  # noqa: E402

_CPU = bool_attr("is_cpu_op", False)
_SYSTEM = SystemConfig(all_reduce=("ring", "ring"), all_gather=("ring", "ring"), reduce_scatter=("ring", "ring"),
                       all_to_all=("ring", "ring"))


def _comp(nid: int, us: int, deps: tuple[int, ...] = ()) -> EtNode:
    return EtNode(nid, f"c{nid}", NodeType.COMP_NODE, deps, duration_micros=us, attrs=(_CPU,))


def _coll(nid: int, size: int, deps: tuple[int, ...], pg: str | None = None,
          kind: CollectiveCommType = CollectiveCommType.ALL_REDUCE) -> EtNode:
    attrs = [_CPU, int_attr("comm_type", kind), int_attr("comm_size", size, "uint64")]
    if pg is not None:
        attrs.append(string_attr("pg_name", pg))
    return EtNode(nid, f"k{nid}", NodeType.COMM_COLL_NODE, deps, attrs=tuple(attrs))


def _step(tp_group: str | None = None, extra_us: int = 0) -> EtTrace:
    """fwd -> (tensor-parallel all-reduce) -> bwd overlapping a gradient all-reduce -> optimizer."""
    nodes = [_comp(1, 40 + extra_us), _coll(2, 8 << 20, (1,), tp_group), _comp(3, 90, (2,)),
             _coll(4, 64 << 20, (2,), None), _comp(5, 30, (3, 4)),
             _coll(6, 2 << 20, (5,), None, CollectiveCommType.ALL_GATHER)]
    return EtTrace(tuple(nodes))


def _full(traces, net, groups):
    ctx = analytical.engine_context(net, _SYSTEM, groups, False)
    programs = [build_rank_program(r, t, len(traces), groups) for r, t in enumerate(traces)]
    return Engine(programs, ctx).run()


def _counting_builds(monkeypatch) -> list[int]:
    built: list[int] = []
    real = symmetry.build_rank_program

    def counting(rank, *args, **kw):  # type: ignore[no-untyped-def]
        built.append(rank)
        return real(rank, *args, **kw)

    monkeypatch.setattr(symmetry, "build_rank_program", counting)
    return built


def test_data_parallel_ranks_are_simulated_once_and_equal_the_full_engine(monkeypatch):
    # 256 data-parallel ranks sharing one decoded trace (what read_workload gives for identical files).
    net = NetworkConfig(("Switch", "Ring"), (8, 32), (400.0, 50.0), (500.0, 2000.0))
    shared = _step()
    traces = [shared] * 256
    built = _counting_builds(monkeypatch)
    fast = analytical.simulate_traces(traces, net, _SYSTEM)
    assert built == [0]  # one class, one representative program
    full = _full(traces, net, {})
    assert fast == full
    assert [r.rank for r in fast] == list(range(256))


def test_equally_shaped_subgroups_are_reduced_and_equal_the_full_engine(monkeypatch):
    # Tensor-parallel groups of 8 consecutive ranks (one network dimension each): every rank names
    # its own group, the groups have the same shape, so all 64 ranks are one class.
    net = NetworkConfig(("Switch", "Switch"), (8, 8), (400.0, 50.0), (500.0, 2000.0))
    groups = {str(1 + g): tuple(range(8 * g, 8 * g + 8)) for g in range(8)}
    variants = {g: _step(str(1 + g)) for g in range(8)}
    traces = [variants[r // 8] for r in range(64)]
    built = _counting_builds(monkeypatch)
    fast = analytical.simulate_traces(traces, net, _SYSTEM, groups)
    assert built == [0]
    assert fast == _full(traces, net, groups)


def test_a_slow_member_of_a_subgroup_is_not_reduced(monkeypatch):
    # Rank 3 computes longer before its group's all-reduce: its group partners wait for it, so
    # they are no longer alike with the ranks of other groups. The reduction must not apply.
    net = NetworkConfig(("Switch", "Switch"), (8, 8), (400.0, 50.0), (500.0, 2000.0))
    groups = {str(1 + g): tuple(range(8 * g, 8 * g + 8)) for g in range(8)}
    def tp_only(group: str, extra_us: int) -> EtTrace:  # no world collective to even the ranks out again
        return EtTrace((_comp(1, 40 + extra_us), _coll(2, 8 << 20, (1,), group), _comp(3, 90, (2,))))

    traces = [tp_only(str(1 + r // 8), extra_us=25 if r == 3 else 0) for r in range(64)]
    ctx = analytical.engine_context(net, _SYSTEM, groups, False)
    assert symmetry.simulate_symmetric(traces, ctx, groups) is None
    result = analytical.simulate_traces(traces, net, _SYSTEM, groups)
    assert result == _full(traces, net, groups)
    by_rank = {r.rank: r for r in result}
    assert by_rank[3].compute_ns == by_rank[0].compute_ns + 25_000
    # Group 0 (ranks 0-7) waited for rank 3 in its all-reduce, the other groups did not: the
    # ranks fall into different classes, which one representative per shape would miss.
    assert all(by_rank[r].finish_ns > by_rank[r + 8].finish_ns for r in range(8))


def test_send_recv_workloads_are_never_reduced():
    net = NetworkConfig(("Ring",), (8,), (50.0,), (500.0,))
    traces = []
    for rank in range(8):
        peer_to, peer_from = (rank + 1) % 8, (rank - 1) % 8
        send = EtNode(2, "send", NodeType.COMM_SEND_NODE, (1,), attrs=(
            _CPU, int_attr("comm_src", rank), int_attr("comm_dst", peer_to), int_attr("comm_size", 1 << 20, "uint64"),
            int_attr("comm_tag", 7)))
        recv = EtNode(3, "recv", NodeType.COMM_RECV_NODE, (1,), attrs=(
            _CPU, int_attr("comm_src", peer_from), int_attr("comm_dst", rank), int_attr("comm_size", 1 << 20, "uint64"),
            int_attr("comm_tag", 7)))
        traces.append(EtTrace((_comp(1, 10 + rank), send, recv, _comp(4, 5, (2, 3)))))
    ctx = analytical.engine_context(net, _SYSTEM, {}, False)
    assert symmetry.simulate_symmetric(traces, ctx, {}) is None
    result = analytical.simulate_traces(traces, net, _SYSTEM)
    assert result == _full(traces, net, {})
    assert len({r.finish_ns for r in result}) > 1  # ranks really differ: one answer for all would be wrong
