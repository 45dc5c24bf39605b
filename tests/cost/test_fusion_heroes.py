"""A reduction does not share a kernel with a real transpose (cost.fusion_heroes), as in XLA's GPU
emitters: the softmax backward of unfused attention, sum_k(P * dP) with P and dP from two GEMMs in
different orientations, writes the product and reduces it in a second kernel.

Bytes are derived by hand from the shapes.
"""

from __future__ import annotations

from fusion_helpers import ARG, Builder, T

from hlo2chakra.cost.fusion import FUSION_KIND, fuse_program
from hlo2chakra.cost.fusion_heroes import moves_minor_dimension
from hlo2chakra.cost.ops import op_cost
from hlo2chakra.ir.program import Op, Program, TensorType

H, S, D = 2, 256, 64
BF16 = "bf16"


def kernels(program: Program) -> list[Op]:
    """The fused program's kernels (GEMMs excluded): fusions and standalone ops."""
    out, _ = fuse_program(program, "xla-like")
    return [op for op in out.ops if op.short_kind != "dot_general"]


def kinds(op: Op) -> list[str]:
    return sorted(o.short_kind for o in op.body) if op.kind == FUSION_KIND else [op.short_kind]


def _dot(b: Builder, lhs: tuple[int, ...], rhs: tuple[int, ...], out: tuple[int, ...]) -> int:
    dims = {"lhs_batching_dimensions": (0,), "rhs_batching_dimensions": (0,),
            "lhs_contracting_dimensions": (2,), "rhs_contracting_dimensions": (1,)}
    return b.add("dot_general", [(ARG, T(*lhs, dtype=BF16)), (ARG, T(*rhs, dtype=BF16))],
                 T(*out, dtype=BF16), {"dot_dimension_numbers": dims})


def _transpose(b: Builder, x: int, shape: tuple[int, ...], perm: tuple[int, ...]) -> int:
    out = tuple(shape[p] for p in perm)
    return b.add("transpose", [(x, T(*shape, dtype=BF16))], T(*out, dtype=BF16), {"permutation": perm})


def _softmax_backward_sum(b: Builder, transpose_second: bool) -> tuple[int, int]:
    """sum over the last axis of convert(scores^T) * convert(dP): two [H, S, S] GEMM results."""
    scores = _dot(b, (H, S, D), (H, D, S), (H, S, S))
    scores_t = _transpose(b, scores, (H, S, S), (0, 2, 1))
    dp = _dot(b, (H, S, D), (H, D, S), (H, S, S))
    second = _transpose(b, dp, (H, S, S), (0, 2, 1)) if transpose_second else dp
    p = b.add("convert", [(scores_t, T(H, S, S, dtype=BF16))], T(H, S, S))
    g = b.add("convert", [(second, T(H, S, S, dtype=BF16))], T(H, S, S))
    prod = b.add("multiply", [(p, T(H, S, S)), (g, T(H, S, S))], T(H, S, S))
    total = b.add("reduce", [(prod, T(H, S, S)), (ARG, T())], T(H, S), {"dimensions": (2,)})
    return prod, total


def test_minor_dimension_transpose_is_a_real_transpose_unit_moves_are_not():
    def op(shape, perm):
        return Op(0, "stablehlo.transpose", (TensorType(shape, "f32"),), (TensorType(tuple(shape[p] for p in perm), "f32"),),
                  attrs={"permutation": perm})

    assert moves_minor_dimension(op((2, 8, 16), (0, 2, 1)))
    assert moves_minor_dimension(op((1, 9, 64, 64, 1), (0, 1, 4, 3, 2)))    # the zoo's score transpose
    assert not moves_minor_dimension(op((1, 9, 64, 1), (0, 1, 3, 2)))        # only a unit dim moves
    assert not moves_minor_dimension(op((4, 8, 16), (1, 0, 2)))              # the minor dim stays


def test_gemm_results_in_two_orientations_are_materialized_before_the_reduction():
    b = Builder()
    prod, total = _softmax_backward_sum(b, transpose_second=False)
    found = kernels(b.program([total]))
    assert [kinds(k) for k in found] == [["transpose"], ["convert", "convert", "dot_general", "multiply"], ["reduce"]]
    transpose, product, reduction = found
    # the transposed GEMM result is written by a kernel of its own (bf16 in, bf16 out) ...
    assert op_cost(transpose).bytes_accessed == 2 * (2 * H * S * S)
    # ... the dP GEMM takes the product as its epilogue: its operands, scores^T in, f32 product out ...
    assert op_cost(product).bytes_accessed == 2 * (2 * H * S * D) + 2 * H * S * S + 4 * H * S * S
    # ... and the reduction reads the product back (plus the f32 init scalar) and writes f32[H, S]
    assert op_cost(reduction).bytes_accessed == 4 * H * S * S + 4 + 4 * H * S


def test_gemm_results_in_one_orientation_stay_in_the_reduction_kernel():
    b = Builder()
    prod, total = _softmax_backward_sum(b, transpose_second=True)
    fusions = kernels(b.program([total]))
    assert len(fusions) == 1
    assert kinds(fusions[0]) == ["convert", "convert", "multiply", "reduce", "transpose", "transpose"]
    # one kernel: reads the two bf16 GEMM results once, writes f32[H, S]
    assert op_cost(fusions[0]).bytes_accessed == 2 * (2 * H * S * S) + 4 + 4 * H * S


def test_a_single_gemm_read_transposed_stays_in_the_reduction_kernel():
    """The forward softmax: max over the rows of scores^T (XLA lays the GEMM result out for it)."""
    b = Builder()
    scores = _dot(b, (H, S, D), (H, D, S), (H, S, S))
    scores_t = _transpose(b, scores, (H, S, S), (0, 2, 1))
    p = b.add("convert", [(scores_t, T(H, S, S, dtype=BF16))], T(H, S, S))
    top = b.add("reduce", [(p, T(H, S, S)), (ARG, T())], T(H, S), {"dimensions": (2,)})
    fusions = kernels(b.program([top]))
    assert len(fusions) == 1 and "reduce" in kinds(fusions[0])
    assert op_cost(fusions[0]).bytes_accessed == 2 * H * S * S + 4 + 4 * H * S
