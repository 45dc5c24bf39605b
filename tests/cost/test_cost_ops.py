"""Per-op FLOP/byte rules, checked against XLA's own HloCostAnalysis of the same programs.

The oracle is independent of our code: XLA's cost analysis of the unoptimized HLO module that
the StableHLO text converts to (jaxlib's ``mlir_module_to_xla_computation``).
"""

from __future__ import annotations

import pytest

jax = pytest.importorskip("jax")
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

from hlo2chakra.cost.kernel import KernelClass  # noqa: E402
from hlo2chakra.cost.ops import is_known, op_cost  # noqa: E402
from hlo2chakra.frontend.lower import lower_module  # noqa: E402
from hlo2chakra.frontend.mlir import parse_bytes  # noqa: E402


def xla_flops(text: str) -> float:
    import jaxlib._jax as _jax

    client = jax.devices("cpu")[0].client
    computation = _jax.mlir.mlir_module_to_xla_computation(text, use_tuple_args=False, return_tuple=False)
    return _jax.hlo_module_cost_analysis(client, computation.get_hlo_module())["flops"]


def lowered(fn, *shapes):
    return jax.jit(fn).lower(*shapes).as_text()


def our_program(text: str):
    module, _, _ = parse_bytes(text.encode(), "t.mlir")
    return lower_module(module, "t.mlir")


def our_flops(text: str) -> int:
    return sum(op_cost(op).flops for op in our_program(text).ops)


S = jax.ShapeDtypeStruct


@pytest.mark.parametrize(
    "fn,shapes",
    [
        (lambda a, b: a @ b, (S((64, 96), jnp.float32), S((96, 48), jnp.float32))),
        (lambda a, b: jnp.einsum("bmk,bkn->bmn", a, b), (S((3, 16, 32), jnp.float32), S((3, 32, 8), jnp.float32))),
        (lambda a, b: jnp.einsum("mk,nk->mn", a, b), (S((20, 30), jnp.bfloat16), S((40, 30), jnp.bfloat16))),
    ],
)
def test_dot_general_flops_match_xla(fn, shapes):
    text = lowered(fn, *shapes)
    assert our_flops(text) == xla_flops(text)


def test_gemm_rate_follows_operand_dtype_not_result():
    text = lowered(
        lambda a, b: lax.dot_general(a, b, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32),
        S((128, 256), jnp.bfloat16), S((256, 64), jnp.bfloat16),
    )
    dot = next(op for op in our_program(text).ops if op.short_kind == "dot_general")
    cost = op_cost(dot)
    assert dot.result_types[0].dtype == "f32"
    assert cost.compute_dtype == "bf16"
    assert cost.kernel_class is KernelClass.GEMM
    assert (cost.gemm.m, cost.gemm.n, cost.gemm.k) == (128, 64, 256)
    assert cost.flops == 2 * 128 * 64 * 256
    # operands bf16 (2 bytes) + result f32 (4 bytes)
    assert cost.bytes_accessed == 2 * (128 * 256 + 256 * 64) + 4 * 128 * 64


def _conv(stride, padding, lhs_dil, rhs_dil, groups, layout):
    def fn(x, w):
        return lax.conv_general_dilated(
            x, w, window_strides=stride, padding=padding, lhs_dilation=lhs_dil, rhs_dilation=rhs_dil,
            dimension_numbers=layout, feature_group_count=groups)
    return fn


@pytest.mark.parametrize(
    "stride,padding,lhs_dil,rhs_dil,groups,layout,x_shape,w_shape",
    [
        ((1, 1), "SAME", (1, 1), (1, 1), 1, ("NHWC", "HWIO", "NHWC"), (2, 9, 9, 4), (3, 3, 4, 8)),
        ((2, 2), ((3, 3), (3, 3)), (1, 1), (1, 1), 1, ("NHWC", "HWIO", "NHWC"), (2, 15, 15, 3), (7, 7, 3, 8)),
        ((1, 1), ((2, 2), (1, 1)), (1, 1), (2, 2), 1, ("NCHW", "OIHW", "NCHW"), (1, 4, 10, 10), (6, 4, 3, 3)),
        ((1, 1), ((1, 2), (1, 2)), (2, 2), (1, 1), 1, ("NHWC", "HWIO", "NHWC"), (2, 5, 5, 4), (3, 3, 4, 4)),
        ((1, 1), "SAME", (1, 1), (1, 1), 4, ("NHWC", "HWIO", "NHWC"), (2, 8, 8, 8), (3, 3, 2, 8)),
        ((1, 1), "VALID", (1, 1), (1, 1), 8, ("NHWC", "HWIO", "NHWC"), (1, 6, 6, 8), (3, 3, 1, 8)),
    ],
)
def test_convolution_flops_match_xla(stride, padding, lhs_dil, rhs_dil, groups, layout, x_shape, w_shape):
    text = lowered(_conv(stride, padding, lhs_dil, rhs_dil, groups, layout), S(x_shape, jnp.float32), S(w_shape, jnp.float32))
    assert our_flops(text) == xla_flops(text)


def test_weight_gradient_convolution_with_batch_groups_matches_xla():
    # The filter gradient of a stride-2, 4-group convolution, as jax.grad emits it.
    text = """
module {
  func.func public @main(%x: tensor<2x8x8x8xf32>, %dy: tensor<2x4x4x8xf32>) -> tensor<3x3x2x8xf32> {
    %0 = stablehlo.convolution(%x, %dy) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 4 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x8xf32>, tensor<2x4x4x8xf32>) -> tensor<3x3x2x8xf32>
    return %0 : tensor<3x3x2x8xf32>
  }
}"""
    assert our_flops(text) == xla_flops(text)
    # and by hand: 2 (features) x 8 (outputs) x 2 (batch per group) x 11 x 11 valid taps x 2
    assert our_flops(text) == 2 * 8 * 2 * 11 * 11 * 2


def test_reductions_and_elementwise_match_xla():
    def fn(x):
        pooled = lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
        return jnp.sum(jnp.tanh(pooled) * 2.0 + 1.0, axis=(1, 2)), jnp.max(x)

    text = lowered(fn, S((2, 16, 16, 4), jnp.float32))
    assert our_flops(text) == xla_flops(text)


def test_unknown_ops_fall_back_to_memory_bound_and_are_flagged():
    text = """
module {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %y = stablehlo.custom_call @my_secret_kernel(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
    return %y : tensor<1024xf32>
  }
}"""
    op = our_program(text).ops[0]
    assert not is_known(op)
    cost = op_cost(op)
    assert cost.flops == 0 and cost.bytes_accessed == 2 * 4096 and cost.launches == 1


def test_reshape_and_constants_are_free():
    text = lowered(lambda x: jnp.reshape(x, (8, 8)) + 1.0, S((64,), jnp.float32))
    costs = {op.short_kind: op_cost(op) for op in our_program(text).ops}
    assert costs["reshape"].kernel_class is KernelClass.FREE and costs["reshape"].bytes_accessed == 0
    assert costs["add"].flops == 64


def test_fusion_led_by_a_mask_compare_is_labelled_with_the_float_type_it_writes():
    from hlo2chakra.ir.program import Op, TensorType

    f32, mask = TensorType((64, 64), "f32"), TensorType((64, 64), "i1")
    body = (Op(0, "stablehlo.compare", (f32, f32), (mask,), ()),
            Op(1, "stablehlo.select", (mask, f32, f32), (f32,), (0,)))
    fused = Op(0, "mhlo.fusion", (f32, f32), (f32,), (), body=body)
    cost = op_cost(fused)
    assert cost.compute_dtype == "f32" and cost.kernel_class is KernelClass.ELEMENTWISE
    only_mask = Op(0, "mhlo.fusion", (f32, f32), (mask,), (), body=body[:1])
    assert op_cost(only_mask).compute_dtype == "i1"


def test_max_pool_backward_is_costed_as_xlas_three_gpu_kernels():
    # select_and_scatter of a 3x3/2 max-pool over f16[8,33,33,16] (source f16[8,16,16,16]): XLA's
    # GPU pipeline finds each window's argmax (reads the operand, writes the maxima and one i32
    # index array per dimension), zero-fills the result and scatter-adds the source there.
    x = S((8, 33, 33, 16), jnp.float16)

    def pool_sum(t):
        return jnp.sum(lax.reduce_window(t, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "VALID"))

    ops = [op for op in our_program(lowered(jax.grad(pool_sum), x)).ops if op.short_kind == "select_and_scatter"]
    assert len(ops) == 1
    cost = op_cost(ops[0])
    operand_bytes, source_elems = 8 * 33 * 33 * 16 * 2, 8 * 16 * 16 * 16
    source_bytes, index_bytes = source_elems * 2, source_elems * 4 * 4
    argmax = operand_bytes + source_bytes + index_bytes
    zero_fill = operand_bytes
    scatter = index_bytes + source_bytes + 2 * source_bytes
    assert cost.bytes_accessed == argmax + zero_fill + scatter
    assert cost.launches == 3
    assert cost.kernel_class is KernelClass.REDUCTION


def test_max_pool_backward_bytes_follow_each_tensors_own_dtype_and_a_malformed_op_is_not_fatal():
    from hlo2chakra.ir.program import Op, TensorType

    operand, source = TensorType((2, 9, 9, 3), "f32"), TensorType((2, 4, 4, 3), "bf16")
    op = Op(index=0, kind="stablehlo.select_and_scatter", operand_types=(operand, source, TensorType((), "f32")),
            result_types=(operand,), deps=(), attrs={"window_dimensions": (1, 3, 3, 1)})
    n = 2 * 4 * 4 * 3
    maxima, index_bytes = n * 4, n * 4 * 4                   # f32 maxima (the operand's type), 4 i32 indices
    argmax = operand.size_bytes + maxima + index_bytes
    scatter = index_bytes + n * 2 + 2 * n * 4                # bf16 source in, f32 result elements read and written
    assert op_cost(op).bytes_accessed == argmax + operand.size_bytes + scatter
    broken = Op(index=0, kind="stablehlo.select_and_scatter", operand_types=(operand,), result_types=(operand,),
                deps=(), attrs={})
    assert op_cost(broken).bytes_accessed == 2 * operand.size_bytes
