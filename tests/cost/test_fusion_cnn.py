"""Fusion rules that matter for CNN training steps (batch norm around f16 convolutions), from
deviceless XLA GPU compiles of the zoo's ResNets (``export --gpu-target A100-SXM-40GB``):

- a widening convert (f16 -> f32) is recomputed in every consumer however many there are, so
  the f16 convolution result is what memory holds (``cost.fusion_rules.narrows_reads``);
- sibling reductions of one input merge into one kernel even when a collective sits between them
  in program order, as long as the later one does not need it (``cost.fusion_siblings``).

Bytes are derived by hand from the shapes.
"""

from __future__ import annotations

from hlo2chakra.cost.fusion import MAX_COPIES, fuse_program
from hlo2chakra.cost.ops import op_cost
from hlo2chakra.ir.program import Collective, CollectiveKind, Program
from fusion_helpers import ARG, Builder, T


def _all_reduce(b: Builder, value: int, n: int) -> int:
    coll = Collective(CollectiveKind.ALL_REDUCE, ((0, 1),), input_bytes=4 * n, output_bytes=4 * n)
    return b.add("all_reduce", [(value, T(n))], T(n), collective=coll)


def test_widening_convert_is_recomputed_in_every_consumer_and_the_convolution_writes_f16():
    rows, cols = 512, 256
    n = rows * cols
    b = Builder()
    y = b.add("convolution", [(ARG, T(rows, 8, dtype="f16")), (ARG, T(8, cols, dtype="f16"))], T(rows, cols, dtype="f16"))
    wide = b.add("convert", [(y, T(rows, cols, dtype="f16"))], T(rows, cols))
    consumers = MAX_COPIES + 2   # more than a producer that reads as much as it writes may be copied into
    outs = [b.add("reduce", [(wide, T(rows, cols)), (ARG, T())], T(cols)) if k % 2 == 0 else
            b.add("multiply", [(wide, T(rows, cols)), (ARG, T(rows, cols))], T(rows, cols))
            for k in range(consumers)]
    program, summary = fuse_program(b.program(outs), "xla-like")
    conv = program.ops[0]
    assert conv.short_kind == "convolution" and conv.result_types == (T(rows, cols, dtype="f16"),)
    # The convert is not materialized: the only f32 activations written are the multiplies'.
    written = [t for op in program.ops for t in op.result_types]
    assert written.count(T(rows, cols)) == consumers // 2
    assert all("convert" in [o.short_kind for o in op.body] for op in program.ops[1:])
    # The whole step: the convolution reads its f16 operands and writes its f16 result; the
    # reductions (one multi-output kernel) and the multiplies (another) each read y once as f16
    # (2 bytes an element, not 4), plus the multiply operands and the reduce inits, and write
    # their results.
    muls, reds = consumers // 2, consumers - consumers // 2
    assert summary.sibling_merges == consumers - 2 and len(program.ops) == 3
    total = sum(op_cost(op).bytes_accessed for op in program.ops)
    expected = (2 * (rows * 8 + 8 * cols) + 2 * n          # convolution
                + 2 * (2 * n)                              # y read once by each of the two kernels
                + muls * (4 * n + 4 * n) + reds * (4 + 4 * cols))
    assert total == expected


def _bn_backward(second_needs_first_sum: bool) -> tuple[Program, int, int]:
    """Synchronised batch norm's backward statistics: sum(dy) is all-reduced before sum(dy * x)
    in program order."""
    rows, cols = 1024, 64
    b = Builder()
    dy = b.add("dot_general", [(ARG, T(rows, 4)), (ARG, T(4, cols))], T(rows, cols))
    x = b.add("dot_general", [(ARG, T(rows, 4)), (ARG, T(4, cols))], T(rows, cols))
    s1 = b.add("reduce", [(dy, T(rows, cols)), (ARG, T())], T(cols))
    ar1 = _all_reduce(b, s1, cols)
    p = b.add("multiply", [(dy, T(rows, cols)), (x, T(rows, cols))], T(rows, cols))
    if second_needs_first_sum:
        scale = b.add("broadcast_in_dim", [(ar1, T(cols))], T(rows, cols))
        p = b.add("multiply", [(p, T(rows, cols)), (scale, T(rows, cols))], T(rows, cols))
    s2 = b.add("reduce", [(p, T(rows, cols)), (ARG, T())], T(cols))
    ar2 = _all_reduce(b, s2, cols)
    program, summary = fuse_program(b.program([ar1, ar2]), "xla-like")
    for op in program.ops:
        assert all(d < op.index for d in op.deps)
    return program, summary.sibling_merges, rows * cols


def test_sibling_reductions_merge_across_a_collective_the_later_one_does_not_need():
    program, merges, n = _bn_backward(second_needs_first_sum=False)
    cols = 64
    assert merges == 1
    assert [o.short_kind for o in program.ops] == ["dot_general", "dot_general", "fusion", "all_reduce", "all_reduce"]
    stats = program.ops[2]
    assert stats.attrs["outputs"] == 2
    # dy and x read once (f32), two reduce inits, two f32[cols] sums written
    assert op_cost(stats).bytes_accessed == 4 * n * 2 + 2 * 4 + 2 * 4 * cols
    assert program.ops[3].deps == (2,) and program.ops[4].deps == (2,)


def test_sibling_reduction_that_needs_the_collective_stays_after_it():
    program, merges, _ = _bn_backward(second_needs_first_sum=True)
    assert merges == 0
    assert [o.short_kind for o in program.ops] == ["dot_general", "dot_general", "reduce", "all_reduce", "fusion",
                                                   "all_reduce"]
