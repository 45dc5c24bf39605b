"""Execution order as a GPU runs it: one compute stream per rank, XLA-like overlap, loop iterations in order.

The programs are built by hand, so the expected stream order and the simulated waits are worked out
here from the op durations alone (the transfer time ``T`` is measured on a trace that holds only
the transfer, so the network model is not under test).
"""

from __future__ import annotations

import pytest

from hlo2chakra.chakra.emit.ranks import ExecutionOrder, build_traces
from hlo2chakra.chakra.emit.schedule import stream_order
from hlo2chakra.chakra.schema import NodeType
from hlo2chakra.cost.costed import CostedProgram
from hlo2chakra.cost.kernel import KernelClass, KernelCost
from hlo2chakra.ir.program import Collective, CollectiveKind, Op, Program, TensorType
from hlo2chakra.sim.analytical.simulate import simulate_traces
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig

BUF = TensorType((2500,), "f32")  # 10,000 bytes
PAIRS = ((0, 1), (1, 0))


def _compute(i: int, deps=(), scope=()) -> Op:
    return Op(i, "stablehlo.add", (BUF,), (BUF,), deps=tuple(deps), scope=scope)


def _permute(i: int, deps=(), scope=()) -> Op:
    return Op(i, "stablehlo.collective_permute", (BUF,), (BUF,), deps=tuple(deps), scope=scope,
              collective=Collective(CollectiveKind.COLLECTIVE_PERMUTE, pairs=PAIRS, input_bytes=10_000,
                                    output_bytes=10_000))


def _costed(ops, durations_us) -> CostedProgram:
    program = Program(tuple(ops), num_partitions=2)
    costs = tuple(KernelCost(0, 0, "f32", KernelClass.FREE, launches=0) if op.collective is not None
                  else KernelCost(10, 100, "f32", KernelClass.ELEMENTWISE) for op in ops)
    return CostedProgram(program, costs, tuple(1000.0 * d for d in durations_us), {})


# Two pipeline iterations: compute A, send it on (P), write the output (W, independent of P);
# the next iteration's loop counter (C) and input load (L) read nothing; its A reads P's receive.
PIPELINE = [
    _compute(0, scope=(1,)), _permute(1, [0], (1,)), _compute(2, [0], (1,)),          # A1 P1 W1
    _compute(3, scope=(2,)), _compute(4, scope=(2,)), _compute(5, [1, 3, 4], (2,)),   # C2 L2 A2
    _permute(6, [5], (2,)), _compute(7, [5], (2,)),                                   # P2 W2
    _compute(8, [6, 7]),                                                              # the step's end
]
DURATIONS_US = [10, 0, 2, 1, 5, 10, 0, 2, 1]
NETWORK = NetworkConfig(("Ring",), (2,), (1.0,), (0.0,))  # 1 GB/s: 10 kB take about 10 us


def _simulate(ts) -> int:
    results = simulate_traces(ts.traces, NETWORK, SystemConfig())
    return max(r.finish_ns for r in results)


def _transfer_ns() -> int:
    alone = build_traces(_costed([_permute(0)], [0]), 2)
    return _simulate(alone)


def _compute_order(trace) -> list[str]:
    return [n.name for n in trace.nodes if n.type is NodeType.COMP_NODE]


def test_compute_runs_as_one_chain_in_stream_order() -> None:
    ts = build_traces(_costed(PIPELINE, DURATIONS_US), 2)
    comp = [n for n in ts.traces[0].nodes if n.type is NodeType.COMP_NODE]
    for before, node in zip(comp, comp[1:]):
        assert before.id in node.deps  # each kernel follows the previous one on the stream
    # A1 W1 | C2+L2 A2 W2 | end: nothing merged across iterations
    assert [n.duration_micros for n in comp] == [10, 2, 6, 10, 2, 1]
    # the second iteration's first kernel waits for what the first one started (send and receive)
    permute_ids = {n.id for n in ts.traces[0].nodes if n.is_comm and n.name.endswith("permute(f32[2500])")}
    second = comp[2]
    assert sorted(set(second.ctrl_deps) - {comp[1].id}) == sorted(i for i in permute_ids if i < second.id)


def test_the_receive_wait_is_exposed_and_later_iterations_do_not_fill_it() -> None:
    transfer = _transfer_ns()
    assert transfer > 8_000  # longer than W1 + C2 + L2, so the waits show
    program = _simulate(build_traces(_costed(PIPELINE, DURATIONS_US), 2))
    # A1 ends at 10 us; P1 runs 10..10+T beside W1 (10..12); the second iteration waits for P1:
    # C2+L2 run 10+T..16+T, A2 16+T..26+T; P2 runs beside W2, the end waits for it: 26 us + 2T, + 1 us.
    assert program == 27_000 + 2 * transfer
    # By data alone, the second iteration's C2 and L2 fill the first wait (what XLA never does).
    dataflow = _simulate(build_traces(_costed(PIPELINE, DURATIONS_US), 2, ExecutionOrder.DATAFLOW))
    assert dataflow == 21_000 + 2 * transfer


def test_independent_work_later_in_program_order_fills_a_collective_wait_in_its_own_iteration() -> None:
    # x -> AR -> y (reads AR), z independent of AR but after y in program order: XLA's scheduler
    # runs z while the all-reduce is in flight, so the stream is x, z, y.
    ops = [_compute(0), Op(1, "stablehlo.all_reduce", (BUF,), (BUF,), deps=(0,), collective=Collective(
        CollectiveKind.ALL_REDUCE, groups=((0, 1),), input_bytes=10_000, output_bytes=10_000)),
        _compute(2, [1]), _compute(3, [0])]
    ts = build_traces(_costed(ops, [5, 0, 1, 7]), 2)
    comp = [n for n in ts.traces[0].nodes if n.type is NodeType.COMP_NODE]
    assert [n.duration_micros for n in comp] == [5, 7, 1]


def test_stream_order_keeps_collectives_in_program_order_and_waits_for_earlier_ones() -> None:
    # nodes: 0 compute; 1, 2 collectives reading 0; 3 reads collective 2; 4 independent.
    deps = [set(), {0}, {0}, {2}, {0}]
    order = stream_order(deps, [False, True, True, False, False], [0] * 5, [0, 1, 2, 3, 4]).order
    assert order.index(1) < order.index(2)          # collectives start in program order
    assert order.index(4) < order.index(3)          # independent work before the wait
    # the same with node 4 in the next segment: it runs last and waits for both collectives
    split = stream_order(deps, [False, True, True, False, False], [0, 0, 0, 0, 1], [0, 1, 2, 3, 4])
    assert split.order[-1] == 4
    assert split.boundary_waits == {}  # node 3 already waited for 2, and with it for 1
    deps_cycle = [{1}, {0}]
    with pytest.raises(RuntimeError, match="cycle"):
        stream_order(deps_cycle, [False, False], [0, 0], [0, 1])


def test_dataflow_keeps_the_traces_of_before() -> None:
    ts = build_traces(_costed(PIPELINE, DURATIONS_US), 2, "dataflow")
    assert all(not n.ctrl_deps for n in ts.traces[0].nodes if n.type is NodeType.COMP_NODE)
    with pytest.raises(ValueError, match="unknown execution order 'sideways'"):
        build_traces(_costed(PIPELINE, DURATIONS_US), 2, "sideways")
