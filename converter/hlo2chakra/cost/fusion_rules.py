"""Which ops XLA's GPU fusion passes would fuse, and how: the op classes of ``cost.fusion``.

Facts encoded here (XLA's GPU fusion, ``gpu_fusible`` and ``GpuInstructionFusion``):
- Loop-fusible: elementwise ops, broadcast, reshape/bitcast, transpose, slice, dynamic_slice,
  concatenate, pad, reverse, iota, gather, reduce_window, convert.
- Free: reshape/bitcast, and `copy`, which XLA's algebraic simplifier deletes before layout
  assignment (every layout is still the default, so a copy changes nothing); a transpose read
  only by dots, which XLA folds into the dot's dimension numbers or operand layout
  (TransposeFolding, then layout assignment: cuBLAS and Triton read either major order).
- A reduce is the root of an input (reduction) fusion; its loop-fusible producers fuse into it.
- dot/convolution run as library GEMMs: producers do not fuse into them; a short elementwise
  epilogue (bias add, activation, scaling, convert) does (cuBLASLt / cuDNN epilogues, Triton).
- A dynamic_update_slice updates its buffer in place and roots a fusion of its own: producers
  of the update (and of the indices) fuse into it, producers of the buffer do not (the kernel
  would then write the whole buffer). It never fuses into its consumers.
- Sort, scatter, select_and_scatter, custom calls, rng ops, existing fusions and collectives
  stay on their own.
- "Expensive" producers are never duplicated into several consumers, nor fused into consumers
  that reuse each operand element (broadcast, gather, reduce_window). On GPUs divide, sqrt,
  rsqrt and exp of f32/f16/bf16 are cheap; other transcendentals and power are expensive.
"""

from __future__ import annotations

import enum
from typing import Sequence

from hlo2chakra.ir.program import Op


class FusionRole(str, enum.Enum):
    LOOP = "loop"            # fuses into any loop or reduction consumer
    ALIAS = "alias"          # reshape/bitcast/partition_id: no kernel; fuses anywhere for free
    REDUCE = "reduce"        # root of an input fusion
    MATMUL = "matmul"        # dot/convolution: takes an elementwise epilogue, no producers
    IN_PLACE = "in_place"    # dynamic_update_slice: roots a fusion of its update's producers
    ALONE = "alone"          # never fused


_ELEMENTWISE = frozenset({
    "add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "negate", "abs",
    "sign", "compare", "select", "clamp", "and", "or", "xor", "not", "shift_left",
    "shift_right_arithmetic", "shift_right_logical", "floor", "ceil", "round_nearest_afz",
    "round_nearest_even", "is_finite", "popcnt", "count_leading_zeros", "real", "imag", "complex",
    "convert", "reduce_precision", "atan2", "power", "exponential", "exponential_minus_one", "log",
    "log_plus_one", "logistic", "tanh", "sine", "cosine", "tan", "sqrt", "rsqrt", "cbrt", "erf",
    "erf_inv", "lgamma", "digamma", "bitcast_convert",
})
_MOVEMENT = frozenset({
    "broadcast_in_dim", "broadcast", "transpose", "slice", "dynamic_slice", "concatenate", "pad",
    "reverse", "iota", "gather", "reduce_window",
})
_ALIAS = frozenset({"reshape", "bitcast", "partition_id", "replica_id", "copy"})
_DOTS = frozenset({"dot_general", "dot"})
_MATMUL = frozenset({"dot_general", "dot", "convolution"})
# Elementwise ops cheap enough on a GPU to recompute in every consumer (for float types).
_CHEAP_ON_GPU = frozenset({"divide", "sqrt", "rsqrt", "exponential"})
_EXPENSIVE = frozenset({
    "divide", "remainder", "power", "atan2", "exponential", "exponential_minus_one", "log",
    "log_plus_one", "logistic", "tanh", "sine", "cosine", "tan", "sqrt", "rsqrt", "cbrt", "erf",
    "erf_inv", "lgamma", "digamma", "gather", "reduce_window",
})
_REUSES_OPERAND = frozenset({"broadcast_in_dim", "broadcast", "gather", "reduce_window"})
_GPU_CHEAP_DTYPES = frozenset({"f32", "f16", "bf16"})
# Ops allowed in a GEMM/convolution epilogue.
_EPILOGUE = _ELEMENTWISE | frozenset({"broadcast_in_dim", "broadcast"}) | _ALIAS
# Ops that read only part of their first operand: a fusion reads what they select, not it all.
SLICE_LIKE = frozenset({"slice", "dynamic_slice", "gather"})


def role(op: Op) -> FusionRole:
    if op.collective is not None or op.body:
        return FusionRole.ALONE
    kind = op.short_kind
    if kind in _ELEMENTWISE or kind in _MOVEMENT:
        return FusionRole.LOOP
    if kind in _ALIAS:
        return FusionRole.ALIAS
    if kind == "reduce" and op.result_types:
        return FusionRole.REDUCE
    if kind in _MATMUL:
        return FusionRole.MATMUL
    if kind == "dynamic_update_slice" and len(op.operand_types) >= 2:
        return FusionRole.IN_PLACE
    return FusionRole.ALONE


def folds_into_dots(op: Op, consumers: Sequence[int], ops: Sequence[Op]) -> bool:
    """A transpose that only feeds dots (``consumers``: the indices in ``ops`` of the ops that read
    it): XLA folds it into them, so it runs no kernel."""
    return op.short_kind == "transpose" and bool(consumers) and all(ops[c].short_kind in _DOTS for c in consumers)


def is_expensive(op: Op) -> bool:
    kind = op.short_kind
    if kind in _CHEAP_ON_GPU and op.result_types and op.result_types[0].dtype in _GPU_CHEAP_DTYPES:
        return False
    return kind in _EXPENSIVE


def reuses_operand(op: Op) -> bool:
    """A consumer that reads each operand element several times (recomputes a fused producer)."""
    return op.short_kind in _REUSES_OPERAND


def epilogue_op(op: Op) -> bool:
    return op.short_kind in _EPILOGUE


def result_elements(op: Op) -> int:
    return max((t.num_elements for t in op.result_types), default=0)


def narrows_reads(recompute_bytes: int, result_bytes: int) -> bool:
    """Whether a copy of a producer in a consumer reads fewer bytes than the consumer would read
    from its materialized result (a widening convert f16 -> f32, a broadcast): then every extra
    copy saves traffic however many consumers there are, and XLA's instruction fusion, which
    bounds duplication only for expensive producers, fuses it into all of them."""
    return 0 < recompute_bytes < result_bytes
