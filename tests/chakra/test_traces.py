"""Program -> per-rank node graphs: merging, rounding, communication conventions, determinism."""

from __future__ import annotations

import pytest

from hlo2chakra.chakra import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import parse_trace
from hlo2chakra.cost.kernel import KernelClass, KernelCost
from hlo2chakra.ir.program import Collective, CollectiveKind, Op, Program, TensorType
from hlo2chakra.chakra.emit.ranks import build_traces
from hlo2chakra.cost.costed import CostedProgram

F32_1K = TensorType((256,), "f32")  # 1024 bytes


def compute(index: int, deps=(), kind="stablehlo.add") -> Op:
    return Op(index, kind, (F32_1K,), (F32_1K,), deps=tuple(deps))


def coll(index: int, kind: CollectiveKind, deps=(), groups=((0, 1, 2, 3),), pairs=(), in_bytes=1024, out_bytes=1024) -> Op:
    return Op(index, f"stablehlo.{kind.value}", (F32_1K,), (F32_1K,), deps=tuple(deps),
              collective=Collective(kind, groups=groups, pairs=pairs, input_bytes=in_bytes, output_bytes=out_bytes))


def costs_for(program: Program, free=()) -> list[KernelCost]:
    return [
        KernelCost(0, 0, "f32", KernelClass.FREE, launches=0) if (op.collective or op.index in free)
        else KernelCost(10, 100, "f32", KernelClass.ELEMENTWISE)
        for op in program.ops
    ]


def costed(program: Program, costs, durations) -> CostedProgram:
    return CostedProgram(program, tuple(costs), tuple(float(d) for d in durations), {})


def traces(program: Program, durations, ranks=4, free=()):
    ts = build_traces(costed(program, costs_for(program, free), durations), ranks)
    return ts, [parse_trace(data) for data in ts.files]


def by_type(trace, node_type):
    return [n for n in trace.nodes if n.type == node_type]


def test_compute_between_the_same_communication_points_is_merged_keeping_overlap():
    # 0,1 -> AR(2) -> 3 ; 4 depends only on 1, so it may overlap the all-reduce.
    ops = (compute(0), compute(1, [0]), coll(2, CollectiveKind.ALL_REDUCE, [1]), compute(3, [2]), compute(4, [1]))
    _, (rank0, *_) = traces(Program(ops, num_replicas=4), [1000.0] * 5)
    comp = by_type(rank0, NodeType.COMP_NODE)
    ar = by_type(rank0, NodeType.COMM_COLL_NODE)[0]
    assert len(comp) == 3  # {0,1}, {3}, {4}
    first, *_ = comp
    assert first.duration_micros == 2 and "2 ops" in first.name
    assert ar.data_deps == (first.id,)
    after = [n for n in comp if ar.id in n.deps]
    overlap = [n for n in comp if n is not first and ar.id not in n.deps]
    assert len(after) == 1 and len(overlap) == 1
    assert overlap[0].deps == (first.id,)
    # ids follow a topological order
    position = {n.id: i for i, n in enumerate(rank0.nodes)}
    for n in rank0.nodes:
        assert all(position[d] < position[n.id] for d in n.deps)


def test_rounding_carries_the_remainder_so_no_compute_time_is_lost():
    # 50 independent 0.3 us kernels each separated by a collective: naive rounding gives 0 us.
    ops = []
    for k in range(50):
        prev = [len(ops) - 1] if ops else []
        ops.append(compute(len(ops), prev))
        ops.append(coll(len(ops), CollectiveKind.ALL_REDUCE, [len(ops) - 1]))
    program = Program(tuple(ops), num_replicas=4)
    durations = [300.0 if op.collective is None else 0.0 for op in ops]
    ts, (rank0, *_) = traces(program, durations)
    total_us = sum(n.duration_micros for n in by_type(rank0, NodeType.COMP_NODE))
    assert abs(total_us * 1000 - 50 * 300.0) <= 500
    assert ts.ranks[0].compute_time_ns == total_us * 1000
    assert ts.ranks[0].modeled_compute_ns == pytest.approx(15000.0)


def test_comm_size_follows_astra_sim_convention_and_groups_get_pg_names():
    ag = coll(1, CollectiveKind.ALL_GATHER, [0], groups=((0, 1), (2, 3)), in_bytes=1000, out_bytes=2000)
    rs = coll(2, CollectiveKind.REDUCE_SCATTER, [1], groups=((0, 2), (1, 3)), in_bytes=4000, out_bytes=2000)
    ar = coll(3, CollectiveKind.ALL_REDUCE, [2], groups=((0, 1, 2, 3),), in_bytes=512, out_bytes=512)
    a2a = coll(4, CollectiveKind.ALL_TO_ALL, [3], groups=((3, 2, 1, 0),), in_bytes=800, out_bytes=800)
    bc = coll(5, CollectiveKind.COLLECTIVE_BROADCAST, [4], groups=((0, 1, 2, 3),), in_bytes=1001, out_bytes=1001)
    program = Program((compute(0), ag, rs, ar, a2a, bc), num_partitions=4)
    ts, per_rank = traces(program, [1000.0] + [0.0] * 5)
    assert ts.comm_groups == {"1": (0, 1), "2": (2, 3), "3": (0, 2), "4": (1, 3)}
    expected_pg = {0: ("1", "3"), 1: ("1", "4"), 2: ("2", "3"), 3: ("2", "4")}
    for rank, trace in enumerate(per_rank):
        colls = by_type(trace, NodeType.COMM_COLL_NODE)
        assert [(n.comm_type, n.attr("comm_size"), n.attr("pg_name")) for n in colls] == [
            (CollectiveCommType.ALL_GATHER, 1000, expected_pg[rank][0]),   # per-rank input shard
            (CollectiveCommType.REDUCE_SCATTER, 4000, expected_pg[rank][1]),  # full input buffer
            (CollectiveCommType.ALL_REDUCE, 512, None),                    # the world: no pg_name
            (CollectiveCommType.ALL_TO_ALL, 800, None),                    # all ranks in any order
            (CollectiveCommType.ALL_GATHER, 251, None),                    # broadcast: ceil(1001/4)
        ]


def test_collective_permute_becomes_matched_send_recv_with_one_tag_per_op():
    ring = ((0, 1), (1, 2), (2, 3))  # a pipeline: rank 0 only sends, rank 3 only receives
    ops = (compute(0), coll(1, CollectiveKind.COLLECTIVE_PERMUTE, [0], groups=(), pairs=ring),
           compute(2, [1]), coll(3, CollectiveKind.COLLECTIVE_PERMUTE, [2], groups=(), pairs=ring), compute(4, [3]))
    _, per_rank = traces(Program(ops, num_partitions=4), [2000.0, 0, 2000.0, 0, 2000.0])
    sends = {(r, n.attr("comm_dst"), n.attr("comm_tag"), n.attr("comm_size"))
             for r, t in enumerate(per_rank) for n in by_type(t, NodeType.COMM_SEND_NODE)}
    recvs = {(n.attr("comm_src"), r, n.attr("comm_tag"), n.attr("comm_size"))
             for r, t in enumerate(per_rank) for n in by_type(t, NodeType.COMM_RECV_NODE)}
    assert sends == recvs
    assert len({tag for *_, tag, _ in sends}) == 2  # two ops, two tags
    assert not by_type(per_rank[0], NodeType.COMM_RECV_NODE)
    assert not by_type(per_rank[3], NodeType.COMM_SEND_NODE)
    # the compute after a permute waits for the receive where there is one
    rank1 = per_rank[1]
    recv = by_type(rank1, NodeType.COMM_RECV_NODE)[0]
    assert any(recv.id in n.deps for n in by_type(rank1, NodeType.COMP_NODE))
    # on rank 0 (no receive) it depends on what the permute depended on
    rank0_comp = by_type(per_rank[0], NodeType.COMP_NODE)
    assert rank0_comp[1].deps == (rank0_comp[0].id,)


def test_one_rank_groups_are_dropped_and_dependencies_pass_through():
    ops = (compute(0), coll(1, CollectiveKind.ALL_REDUCE, [0], groups=((0,), (1,))), compute(2, [1]))
    ts, per_rank = traces(Program(ops, num_replicas=2), [1000.0, 0, 1000.0], ranks=2)
    for trace in per_rank:
        assert not by_type(trace, NodeType.COMM_COLL_NODE)
    assert ts.comm_groups == {}
    assert ts.collectives == {}


def test_free_ops_pass_dependencies_through():
    ops = (compute(0), compute(1, [0], kind="stablehlo.reshape"), coll(2, CollectiveKind.ALL_REDUCE, [1]))
    _, (rank0, *_) = traces(Program(ops, num_replicas=4), [1000.0, 0.0, 0.0], free={1})
    comp = by_type(rank0, NodeType.COMP_NODE)
    assert len(comp) == 1
    assert by_type(rank0, NodeType.COMM_COLL_NODE)[0].deps == (comp[0].id,)


def test_same_input_same_bytes_and_identical_ranks_share_bytes():
    ops = (compute(0), coll(1, CollectiveKind.ALL_REDUCE, [0]), compute(2, [1]))
    program = Program(ops, num_replicas=4)
    a = build_traces(costed(program, costs_for(program), [1500.0, 0, 700.0]), 4)
    b = build_traces(costed(program, costs_for(program), [1500.0, 0, 700.0]), 4)
    assert a.files == b.files
    assert a.distinct_traces == 1


def test_communication_is_issued_in_program_order_on_every_rank():
    # A (op 1) waits for a long compute, B (op 3) is ready at once: without an order edge a rank
    # would issue B first; with it, every rank issues A then B, as XLA's runtime does.
    ops = (compute(0), coll(1, CollectiveKind.ALL_REDUCE, [0], groups=((0, 1),)),
           compute(2), coll(3, CollectiveKind.ALL_GATHER, [2], groups=((0, 1),)))
    _, per_rank = traces(Program(ops, num_replicas=2), [50_000.0, 0, 1000.0, 0], ranks=2)
    for trace in per_rank:
        a, b = by_type(trace, NodeType.COMM_COLL_NODE)
        assert a.comm_type == CollectiveCommType.ALL_REDUCE
        assert b.ctrl_deps == (a.id,) and a.id not in b.data_deps
