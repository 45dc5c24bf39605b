"""A fusion's cost from its ops' work (``cost.ops._inner_work``) is what the full per-op costs give.

``_fusion`` takes only FLOPs, SFU evaluations and the leading op from the ops it holds, and works
out the elementwise / data-movement / free ones without their ``KernelCost``; the reference here
builds every inner op's full cost, as it did before (issue 26), on mixed bodies.
"""

from __future__ import annotations

import itertools

import pytest

from hlo2chakra.cost import ops as cost_ops
from hlo2chakra.cost.kernel import KernelClass, KernelCost
from hlo2chakra.ir.program import Collective, CollectiveKind, Op, TensorType

F32 = TensorType((64, 128), "f32")
BF16 = TensorType((64, 128), "bf16")
MASK = TensorType((64, 128), "i1")
W = TensorType((128, 32), "bf16")
OUT = TensorType((64, 32), "f32")
ROW = TensorType((64,), "f32")


def _reference(op: Op) -> KernelCost:
    """The fusion cost as built from every inner op's full ``op_cost``."""
    inner = [cost_ops.op_cost(o) for o in op.body]
    lead = None
    for kernel_class in cost_ops._DOMINANCE:
        lead = next((c for c in inner if c.kernel_class is kernel_class), None)
        if lead is not None:
            break
    flops, special = sum(c.flops for c in inner), sum(c.special_ops for c in inner)
    if lead is None or lead.kernel_class is KernelClass.FREE:
        return KernelCost(flops, cost_ops._fusion_bytes(op), cost_ops._out_dtype(op), KernelClass.DATA_MOVEMENT,
                          special_ops=special)
    dtype = lead.compute_dtype
    if lead.kernel_class not in (KernelClass.GEMM, KernelClass.CONVOLUTION) and not cost_ops._is_float(dtype):
        dtype = next((t.dtype for t in op.result_types if cost_ops._is_float(t.dtype)), dtype)
    return KernelCost(flops, cost_ops._fusion_bytes(op), dtype, lead.kernel_class, gemm=lead.gemm, special_ops=special)


INNER = [
    Op(0, "stablehlo.compare", (F32, F32), (MASK,)),
    Op(0, "stablehlo.exponential", (F32,), (F32,)),
    Op(0, "stablehlo.divide", (BF16, BF16), (BF16,)),
    Op(0, "stablehlo.convert", (BF16,), (F32,)),
    Op(0, "stablehlo.broadcast_in_dim", (ROW,), (F32,), attrs={"broadcast_dimensions": (0,)}),
    Op(0, "stablehlo.transpose", (F32,), (TensorType((128, 64), "f32"),), attrs={"permutation": (1, 0)}),
    Op(0, "stablehlo.reshape", (F32,), (TensorType((8192,), "f32"),)),
    Op(0, "stablehlo.reduce", (F32, TensorType((), "f32")), (ROW,), attrs={"dimensions": (1,)}),
    Op(0, "stablehlo.dot_general", (BF16, W), (OUT,), attrs={"dot_dimension_numbers": {
        "lhs_contracting_dimensions": (1,), "rhs_contracting_dimensions": (0,)}}),
    Op(0, "stablehlo.custom_call", (F32,), (F32,), attrs={"call_target_name": "Something"}),
    Op(0, "stablehlo.mystery_op", (F32,), (F32,)),
    Op(0, "stablehlo.all_reduce", (F32,), (F32,), collective=Collective(CollectiveKind.ALL_REDUCE, ((0, 1),))),
]


def _fusion(body: tuple[Op, ...], results: tuple[TensorType, ...] = (F32,)) -> Op:
    return Op(0, "hlo2chakra.fusion", (F32, BF16), results,
              body=tuple(o.renumbered(k, (), ()) for k, o in enumerate(body)))


@pytest.mark.parametrize("size", [1, 2, 3])
def test_every_mix_of_inner_ops_costs_as_the_full_costs_say(size: int) -> None:
    for body in itertools.permutations(INNER, size):
        for results in ((F32,), (MASK,), (MASK, BF16)):
            fusion = _fusion(body, results)
            assert cost_ops.op_cost(fusion) == _reference(fusion), [o.kind for o in body]


def test_a_fusion_inside_a_fusion_and_an_empty_one() -> None:
    inner = _fusion(tuple(INNER[:3]))
    outer = _fusion((INNER[3], inner, INNER[4]))
    assert cost_ops.op_cost(outer) == _reference(outer)
    empty = _fusion(())
    assert cost_ops.op_cost(empty) == _reference(empty)
