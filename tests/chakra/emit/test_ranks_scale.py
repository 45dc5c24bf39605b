"""build_traces grows linearly with ranks: group ids are resolved once per collective, not per rank.

Counted, not timed: every group of the program is a tuple that counts the elements it hashes
(hashing a group tuple costs its length). Resolving a rank's group id by hashing its whole group,
per rank and per collective, hashes ranks^2 x collectives elements; once per group and
collective, ranks x collectives.
"""

from __future__ import annotations

from hlo2chakra.chakra.emit.ranks import build_traces
from hlo2chakra.cost.costed import CostedProgram
from hlo2chakra.cost.kernel import KernelClass, KernelCost
from hlo2chakra.ir.program import Collective, CollectiveKind, Op, Program, TensorType

F32_1K = TensorType((256,), "f32")
COLLECTIVES = 6


class CountingGroup(tuple):
    """A replica group that counts the elements hashed when it is hashed."""

    hashed_elements = 0

    def __hash__(self) -> int:
        CountingGroup.hashed_elements += len(self)
        return tuple.__hash__(self)


def _program(ranks: int, model: int = 8) -> Program:
    """Data-parallel all-reduces over the world, and tensor-parallel ones in groups of ``model``."""
    world = (CountingGroup(range(ranks)),)
    tensor = tuple(CountingGroup(range(g, g + model)) for g in range(0, ranks, model))
    ops = []
    for k in range(COLLECTIVES):
        ops.append(Op(len(ops), "stablehlo.add", (F32_1K,), (F32_1K,), deps=(len(ops) - 1,) if ops else ()))
        groups = world if k % 2 else tensor
        ops.append(Op(len(ops), "stablehlo.all_reduce", (F32_1K,), (F32_1K,), deps=(len(ops) - 1,),
                      collective=Collective(CollectiveKind.ALL_REDUCE, groups=groups, input_bytes=1024,
                                            output_bytes=1024)))
    return Program(tuple(ops), num_partitions=ranks)


def _hashed_elements(ranks: int) -> int:
    program = _program(ranks)
    costs = tuple(KernelCost(0, 0, "f32", KernelClass.FREE, launches=0) if op.collective
                  else KernelCost(10, 100, "f32", KernelClass.ELEMENTWISE) for op in program.ops)
    durations = tuple(0.0 if op.collective else 1000.0 for op in program.ops)
    CountingGroup.hashed_elements = 0
    traces = build_traces(CostedProgram(program, costs, durations, {}), ranks)
    assert len(traces.files) == ranks
    return CountingGroup.hashed_elements


def test_group_hashing_grows_linearly_with_ranks():
    counts = [_hashed_elements(r) for r in (128, 256, 512, 1024)]
    for smaller, larger in zip(counts, counts[1:]):
        assert larger <= 2.2 * smaller, counts  # doubling the ranks at most (about) doubles the work
    # and the work is a few hashes of each group per collective, not one per rank
    assert counts[-1] <= 4 * 1024 * COLLECTIVES, counts


def test_sub_groups_keep_their_ids_on_every_rank():
    program = _program(64)
    costs = tuple(KernelCost(0, 0, "f32", KernelClass.FREE, launches=0) if op.collective
                  else KernelCost(10, 100, "f32", KernelClass.ELEMENTWISE) for op in program.ops)
    durations = tuple(0.0 if op.collective else 1000.0 for op in program.ops)
    traces = build_traces(CostedProgram(program, costs, durations, {}), 64)
    assert sorted(traces.comm_groups.values()) == [tuple(range(g, g + 8)) for g in range(0, 64, 8)]
    assert traces.distinct_traces == 8  # one trace per tensor-parallel group's pg_name
