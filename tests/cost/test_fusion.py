"""XLA-like fusion of unfused programs (cost.fusion) on small hand-written programs.

Boundary bytes are derived by hand from the shapes: what a fused kernel must read from memory
(each distinct outside value once) and write (values needed outside it).
"""

from __future__ import annotations

import pytest

from hlo2chakra.cost.fusion import FOLDED_KIND, FUSION_KIND, FusionError, fuse_program, resolve_mode
from hlo2chakra.cost.kernel import KernelClass
from hlo2chakra.cost.ops import op_cost
from hlo2chakra.ir.program import Collective, CollectiveKind, Op, Program

from fusion_helpers import ARG, Builder, T


def fused(program: Program) -> tuple[Program, list[Op]]:
    out, summary = fuse_program(program, "xla-like")
    assert summary.applied == "xla-like"
    for op in out.ops:  # topological, dense indices
        assert all(d < op.index for d in op.deps)
    return out, [op for op in out.ops if op.kind == FUSION_KIND]


def kinds(op: Op) -> list[str]:
    return sorted(o.short_kind for o in op.body)


def test_elementwise_chain_becomes_one_kernel_with_boundary_bytes():
    b = Builder()
    n = 1024
    e = b.add("exponential", [(ARG, T(n))], T(n))
    a = b.add("add", [(e, T(n)), (ARG, T(n))], T(n))
    c = b.add("convert", [(a, T(n))], T(n, dtype="bf16"))
    program, fusions = fused(b.program([c]))
    assert len(program.ops) == 1 and len(fusions) == 1
    assert kinds(fusions[0]) == ["add", "convert", "exponential"]
    cost = op_cost(fusions[0])
    # reads x and y (f32), writes the bf16 result; exp is a transcendental (0 FLOPs)
    assert cost.bytes_accessed == 4 * n + 4 * n + 2 * n
    assert cost.flops == n + n and cost.launches == 1
    assert program.outputs == (0,)


def test_distinct_producer_value_is_read_once():
    b = Builder()
    n = 4096
    x = b.add("sine", [(ARG, T(n))], T(n))               # an op whose value is read twice below
    ar = b.add("all_reduce", [(x, T(n))], T(n),
               collective=Collective(CollectiveKind.ALL_REDUCE, ((0, 1),), input_bytes=4 * n, output_bytes=4 * n))
    sq = b.add("multiply", [(ar, T(n)), (ar, T(n))], T(n))
    out = b.add("add", [(sq, T(n)), (ar, T(n))], T(n))
    program, fusions = fused(b.program([out]))
    (f,) = fusions
    assert kinds(f) == ["add", "multiply"]
    assert op_cost(f).bytes_accessed == 4 * n + 4 * n     # all_reduce result read once, one write
    unfused = sum(op_cost(o).bytes_accessed for o in b.ops[2:])
    assert unfused == 3 * 4 * n + 3 * 4 * n


def test_cheap_multi_consumer_producer_is_duplicated():
    b = Builder()
    shape = (256, 256)
    n = 256 * 256
    s = b.add("broadcast_in_dim", [(ARG, T())], T(*shape))
    o1 = b.add("add", [(ARG, T(*shape)), (s, T(*shape))], T(*shape))
    o2 = b.add("multiply", [(ARG, T(*shape)), (s, T(*shape))], T(*shape))
    program, fusions = fuse_program(b.program([o1, o2]), "xla-like")
    ops = program.ops
    assert [o.kind for o in ops] == [FUSION_KIND, FUSION_KIND]
    assert all("broadcast_in_dim" in kinds(f) for f in ops)
    assert fusions.duplicated_ops == 1
    # each reads its 256x256 input and the scalar, writes its result; the broadcast never hits memory
    assert [op_cost(f).bytes_accessed for f in ops] == [4 * n + 4 + 4 * n] * 2


def test_expensive_multi_consumer_producer_is_materialized_not_duplicated():
    b = Builder()
    n = 1000
    lg = b.add("log", [(ARG, T(n))], T(n))
    o1 = b.add("add", [(lg, T(n)), (ARG, T(n))], T(n))
    o2 = b.add("multiply", [(lg, T(n)), (ARG, T(n))], T(n))
    program, summary = fuse_program(b.program([o1, o2]), "xla-like")
    assert summary.duplicated_ops == 0
    # the two consumers are siblings reading log's result: one multi-output kernel reads it once
    assert [o.short_kind for o in program.ops] == ["log", "fusion"] and summary.sibling_merges == 1
    merged = program.ops[1]
    assert kinds(merged) == ["add", "multiply"] and len(merged.result_types) == 2 and merged.deps == (0,)
    assert program.outputs == (1,)
    assert op_cost(program.ops[0]).bytes_accessed == 4 * n * 2
    assert op_cost(merged).bytes_accessed == 4 * n * 3 + 4 * n * 2


def test_sibling_reductions_of_one_input_share_a_kernel():
    b = Builder()
    rows, cols = 256, 1024
    x = b.add("convolution", [(ARG, T(rows, 8)), (ARG, T(8, cols))], T(rows, cols))   # any kernel
    mean = b.add("reduce", [(x, T(rows, cols)), (ARG, T())], T(cols))
    sq = b.add("multiply", [(x, T(rows, cols)), (x, T(rows, cols))], T(rows, cols))
    var = b.add("reduce", [(sq, T(rows, cols)), (ARG, T())], T(cols))
    program, fusions = fused(b.program([mean, var]))
    assert [o.short_kind for o in program.ops] == ["convolution", "fusion"]
    (f,) = fusions
    assert f.attrs["fusion_kind"] == "kInput" and f.attrs["outputs"] == 2
    assert op_cost(f).bytes_accessed == 4 * rows * cols + 2 * 4 + 2 * 4 * cols   # x once, 2 inits, 2 results


def test_siblings_are_not_merged_when_one_reads_the_other():
    b = Builder()
    rows, cols = 64, 128
    x = b.add("dot_general", [(ARG, T(rows, 4)), (ARG, T(4, cols))], T(rows, cols))
    mean = b.add("reduce", [(x, T(rows, cols)), (ARG, T())], T(rows))
    bc = b.add("broadcast_in_dim", [(mean, T(rows))], T(rows, cols))
    centered = b.add("subtract", [(x, T(rows, cols)), (bc, T(rows, cols))], T(rows, cols))
    var = b.add("reduce", [(centered, T(rows, cols)), (ARG, T())], T(rows))
    program, summary = fuse_program(b.program([var]), "xla-like")
    assert [o.short_kind for o in program.ops] == ["dot_general", "reduce", "fusion"]
    assert summary.sibling_merges == 0 and program.ops[2].deps == (0, 1)


def test_reduce_is_an_input_fusion_with_its_producers_and_epilogue():
    b = Builder()
    rows, cols = 64, 256
    x = b.add("dot_general", [(ARG, T(rows, 32)), (ARG, T(32, cols))], T(rows, cols))
    sq = b.add("multiply", [(x, T(rows, cols)), (x, T(rows, cols))], T(rows, cols))
    r = b.add("reduce", [(sq, T(rows, cols)), (ARG, T())], T(rows), attrs={"dimensions": (1,)})
    rt = b.add("sqrt", [(r, T(rows))], T(rows))
    program, fusions = fused(b.program([rt]))
    assert [o.short_kind for o in program.ops] == ["dot_general", "fusion"]
    (f,) = fusions
    assert f.attrs["fusion_kind"] == "kInput" and kinds(f) == ["multiply", "reduce", "sqrt"]
    cost = op_cost(f)
    assert cost.kernel_class is KernelClass.REDUCTION
    assert cost.bytes_accessed == 4 * rows * cols + 4 + 4 * rows   # x once, init scalar, result
    assert cost.flops == rows * cols + (rows * cols - rows)          # multiply + reduce (sqrt: 0)


def test_reduce_is_not_fused_into_a_consumer_that_broadcasts_it_back():
    b = Builder()
    rows, cols = 32, 128
    r = b.add("reduce", [(ARG, T(rows, cols)), (ARG, T())], T(rows))
    bc = b.add("broadcast_in_dim", [(r, T(rows))], T(rows, cols))
    out = b.add("subtract", [(ARG, T(rows, cols)), (bc, T(rows, cols))], T(rows, cols))
    program, _ = fused(b.program([out]))
    assert len(program.ops) == 2
    assert program.ops[0].short_kind == "reduce"
    assert kinds(program.ops[1]) == ["broadcast_in_dim", "subtract"]


def test_gemm_epilogue_joins_the_gemm_but_producers_do_not():
    b = Builder()
    m, k, n = 128, 64, 256
    a = b.add("convert", [(ARG, T(m, k))], T(m, k, dtype="bf16"))          # feeds the GEMM: stays out
    d = b.add("dot_general", [(a, T(m, k, dtype="bf16")), (ARG, T(k, n, dtype="bf16"))], T(m, n))
    bias = b.add("broadcast_in_dim", [(ARG, T(n))], T(m, n))
    s = b.add("add", [(d, T(m, n)), (bias, T(m, n))], T(m, n))
    zero = b.add("broadcast_in_dim", [(ARG, T())], T(m, n))
    relu = b.add("maximum", [(s, T(m, n)), (zero, T(m, n))], T(m, n))
    out = b.add("convert", [(relu, T(m, n))], T(m, n, dtype="bf16"))
    program, fusions = fused(b.program([out]))
    assert [o.short_kind for o in program.ops] == ["convert", "fusion"]
    (f,) = fusions
    assert f.attrs["fusion_kind"] == "kOutput"
    assert kinds(f) == ["add", "broadcast_in_dim", "broadcast_in_dim", "convert", "dot_general", "maximum"]
    cost = op_cost(f)
    assert cost.kernel_class is KernelClass.GEMM and cost.compute_dtype == "bf16"
    assert (cost.gemm.m, cost.gemm.n, cost.gemm.k) == (m, n, k)
    assert cost.bytes_accessed == 2 * m * k + 2 * k * n + 4 * n + 4 + 2 * m * n
    assert cost.flops == 2 * m * n * k + 3 * m * n


def test_gemm_with_consumers_in_two_kernels_keeps_its_output():
    b = Builder()
    d = b.add("dot_general", [(ARG, T(64, 64)), (ARG, T(64, 64))], T(64, 64))
    r = b.add("reduce", [(d, T(64, 64)), (ARG, T())], T(64))
    e = b.add("exponential", [(d, T(64, 64))], T(64, 64))
    program, _ = fused(b.program([r, e]))
    assert [o.short_kind for o in program.ops] == ["dot_general", "reduce", "exponential"]


def test_nothing_is_fused_across_a_collective():
    b = Builder()
    n = 512
    coll = Collective(CollectiveKind.ALL_REDUCE, ((0, 1, 2, 3),), input_bytes=4 * n, output_bytes=4 * n)
    x = b.add("multiply", [(ARG, T(n)), (ARG, T(n))], T(n))
    y = b.add("negate", [(x, T(n))], T(n))
    ar = b.add("all_reduce", [(y, T(n))], T(n), collective=coll)
    z = b.add("add", [(ar, T(n)), (ARG, T(n))], T(n))
    w = b.add("abs", [(z, T(n))], T(n))
    program, fusions = fused(b.program([w]))
    assert [o.short_kind for o in program.ops] == ["fusion", "all_reduce", "fusion"]
    assert kinds(program.ops[0]) == ["multiply", "negate"] and kinds(program.ops[2]) == ["abs", "add"]
    assert program.ops[1].deps == (0,) and program.ops[2].deps == (1,)
    assert program.ops[1].collective == coll


def test_reshape_between_producer_and_gemm_stays_free():
    b = Builder()
    e = b.add("negate", [(ARG, T(8, 16))], T(8, 16))
    r = b.add("reshape", [(e, T(8, 16))], T(128))
    r2 = b.add("reshape", [(r, T(128))], T(16, 8))
    d = b.add("dot_general", [(r2, T(16, 8)), (ARG, T(8, 4))], T(16, 4))
    program, fusions = fused(b.program([d]))
    assert [o.short_kind for o in program.ops] == ["negate", "reshape", "reshape", "dot_general"]
    assert fusions == []


def test_no_op_joins_a_fusion_twice_and_no_cycle_on_a_diamond():
    b = Builder()
    n = 64
    x = b.add("dot_general", [(ARG, T(n, n)), (ARG, T(n, n))], T(n, n))
    left = b.add("negate", [(x, T(n, n))], T(n, n))
    mid = b.add("dot_general", [(left, T(n, n)), (ARG, T(n, n))], T(n, n))   # a path around the fusion
    right = b.add("abs", [(x, T(n, n))], T(n, n))
    out = b.add("add", [(mid, T(n, n)), (right, T(n, n))], T(n, n))
    program, fusions = fused(b.program([out]))
    # the second GEMM takes add(., abs(x)) as its epilogue; x comes around through negate
    assert [o.short_kind for o in program.ops] == ["dot_general", "negate", "fusion"]
    assert kinds(fusions[0]) == ["abs", "add", "dot_general"]
    assert program.ops[2].deps == (0, 1)
    assert op_cost(fusions[0]).bytes_accessed == 3 * 4 * n * n + 4 * n * n


def test_modes_and_existing_fusions():
    inner = Op(index=0, kind="stablehlo.add", operand_types=(T(8), T(8)), result_types=(T(8),))
    b = Builder()
    f = b.add("fusion", [(ARG, T(8)), (ARG, T(8))], T(8))
    b.ops[f] = Op(index=f, kind="mhlo.fusion", operand_types=(T(8), T(8)), result_types=(T(8),), body=(inner,),
                  operand_refs=(ARG, ARG))
    n1 = b.add("negate", [(f, T(8))], T(8))
    n2 = b.add("abs", [(n1, T(8))], T(8))
    program = b.program([n2])
    assert resolve_mode(program, "auto")[0] == "none"
    same, summary = fuse_program(program, "auto")
    assert same is program and summary.ops_after == 3 and "already fused" in summary.reason
    loose, summary = fuse_program(program, "xla-like")
    assert [o.kind for o in loose.ops] == ["mhlo.fusion", FUSION_KIND]
    assert loose.ops[0].body == (inner,) and summary.fusions == 1
    assert fuse_program(program, "none")[0] is program
    with pytest.raises(FusionError, match="unknown fusion mode 'fast'"):
        fuse_program(program, "fast")


def test_ops_without_operand_refs_are_matched_by_type():
    # Hand-built ops that predate operand_refs: sources guessed from deps by result type.
    # Each dep feeds one operand of its type; the rest count as arguments (a repeated operand,
    # as in y, is then read twice: the conservative side).
    x = Op(0, "stablehlo.sine", (T(16),), (T(16),))
    y = Op(1, "stablehlo.multiply", (T(16), T(16)), (T(16),), deps=(0,))
    z = Op(2, "stablehlo.add", (T(16), T(16)), (T(16),), deps=(1,))
    program, fusions = fused(Program(ops=(x, y, z)))
    assert len(fusions) == 1 and op_cost(fusions[0]).bytes_accessed == 64 + 64 + 64 + 64


def test_siblings_on_both_sides_of_a_collective_stay_apart():
    b = Builder()
    n = 2048
    coll = Collective(CollectiveKind.ALL_REDUCE, ((0, 1),), input_bytes=4, output_bytes=4)
    v = b.add("dot_general", [(ARG, T(n, 1)), (ARG, T(1, 1))], T(n, 1))
    first = b.add("negate", [(v, T(n, 1))], T(n, 1))
    ar = b.add("all_reduce", [(ARG, T(1))], T(1), collective=coll)
    scale = b.add("broadcast_in_dim", [(ar, T(1))], T(n, 1))
    second = b.add("multiply", [(v, T(n, 1)), (scale, T(n, 1))], T(n, 1))
    program, summary = fuse_program(b.program([first, second]), "xla-like")
    assert summary.sibling_merges == 0
    assert [o.short_kind for o in program.ops] == ["dot_general", "negate", "all_reduce", "fusion"]


def test_transpose_read_only_by_dots_is_folded_into_them():
    b = Builder()
    t = b.add("transpose", [(ARG, T(64, 32))], T(32, 64), attrs={"permutation": (1, 0)})
    d1 = b.add("dot_general", [(t, T(32, 64)), (ARG, T(64, 16))], T(32, 16))
    d2 = b.add("dot_general", [(ARG, T(8, 32)), (t, T(32, 64))], T(8, 64))
    program, fusions = fused(b.program([d1, d2]))
    folded = [op for op in program.ops if op.kind == FOLDED_KIND]
    assert [op.attrs["folded"] for op in folded] == ["stablehlo.transpose"]
    assert op_cost(folded[0]).kernel_class is KernelClass.FREE and op_cost(folded[0]).bytes_accessed == 0
    assert fusions == []


def test_transpose_with_a_non_dot_reader_still_moves_data():
    b = Builder()
    t = b.add("transpose", [(ARG, T(64, 32))], T(32, 64), attrs={"permutation": (1, 0)})
    d = b.add("dot_general", [(t, T(32, 64)), (ARG, T(64, 16))], T(32, 16))
    n = b.add("negate", [(t, T(32, 64))], T(32, 64))
    program, fusions = fused(b.program([d, n]))
    assert not any(op.kind == FOLDED_KIND for op in program.ops)
    assert sum(op_cost(op).bytes_accessed for op in program.ops if op.short_kind == "transpose") == 2 * 64 * 32 * 4


def test_copy_is_deleted_as_xla_simplifier_does_before_layout_assignment():
    b = Builder()
    c = b.add("copy", [(ARG, T(256))], T(256))
    d = b.add("dot_general", [(c, T(256)), (ARG, T(256))], T())
    c2 = b.add("copy", [(ARG, T(256))], T(256))
    program, fusions = fused(b.program([d, c2]))
    standalone = [op for op in program.ops if op.attrs.get("folded") == "stablehlo.copy"]
    assert len(standalone) == 2 and all(op_cost(op).bytes_accessed == 0 for op in standalone)
    unfused, _ = fuse_program(b.program([d, c2]), "none")
    assert sum(op_cost(op).bytes_accessed for op in unfused.ops if op.short_kind == "copy") == 2 * 2 * 256 * 4


def test_dynamic_update_slice_takes_its_update_producers_and_updates_in_place():
    b = Builder()
    buf = b.add("negate", [(ARG, T(64, 128))], T(64, 128))           # produces the buffer
    upd = b.add("exponential", [(ARG, T(1, 128))], T(1, 128))        # produces the update
    upd2 = b.add("multiply", [(upd, T(1, 128)), (ARG, T(1, 128))], T(1, 128))
    i = b.add("constant", [], T(dtype="i32"))
    d = b.add("dynamic_update_slice", [(buf, T(64, 128)), (upd2, T(1, 128)), (i, T(dtype="i32")),
                                       (i, T(dtype="i32"))], T(64, 128))
    program, fusions = fused(b.program([d]))
    (in_place,) = [f for f in fusions if f.attrs["fusion_kind"] == "kInPlace"]
    assert kinds(in_place) == ["dynamic_update_slice", "exponential", "multiply"]
    assert not any(o.short_kind == "negate" for o in in_place.body)   # the buffer's producer stays out
    row = 128 * 4
    # reads: exp's input + multiply's other input + the index (one constant, read once), the
    # buffer untouched; writes: the updated row only
    assert op_cost(in_place).bytes_accessed == row + row + 4 + row
