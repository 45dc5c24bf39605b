"""Per-op FLOP and byte rules: one table, one place.

``op_cost(op)`` gives the hardware-independent ``KernelCost`` of one ``Op`` of a Program.
FLOPs follow XLA's HloCostAnalysis conventions so they can be checked against
``compiled.cost_analysis()["flops"]``: a multiply-add is 2 FLOPs; an elementwise arithmetic op is
one FLOP per output element; transcendental ops (exp, log, tanh, ...) count as transcendentals,
not FLOPs; a reduction costs (input elements - output elements) applications of its reducer; a
convolution counts only the kernel taps that land on real (non-padding, non-hole) input elements.
Bytes are the op's operands plus results (what an unfused kernel reads and writes); a fusion
counts bytes only at its boundary and the FLOPs of the ops inside it. One op stands for more than
one kernel: select_and_scatter, costed as the three kernels XLA's GPU pipeline runs for it (on a
TPU, which runs it natively, that over-counts its bytes).
Ops we cannot cost are never fatal: they are costed as memory-bound (bytes in + out) and
``is_known`` says False so callers can warn once per kind and list them.
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from hlo2chakra.ir.fusion_io import FUSION_READ_BYTES, FUSION_WRITE_BYTES
from hlo2chakra.ir.program import Op, TensorType
from hlo2chakra.cost.conv import conv_cost, geometry_from_stablehlo
from hlo2chakra.cost.kernel import GemmShape, KernelClass, KernelCost
from hlo2chakra.cost.library_calls import library_call_cost
from hlo2chakra.cost.special_functions import special_ops

_ELEMENTWISE_FLOP = frozenset({
    "add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "negate", "abs",
    "sign", "compare", "select", "clamp", "and", "or", "xor", "not", "shift_left",
    "shift_right_arithmetic", "shift_right_logical", "floor", "ceil", "round_nearest_afz",
    "round_nearest_even", "is_finite", "popcnt", "count_leading_zeros", "real", "imag", "complex",
    "convert", "reduce_precision", "atan2", "power", "map",
})
_TRANSCENDENTAL = frozenset({
    "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "tanh", "sine",
    "cosine", "tan", "sqrt", "rsqrt", "cbrt", "erf", "erf_inv", "lgamma", "digamma",
})
_DATA_MOVEMENT = frozenset({
    "transpose", "concatenate", "slice", "dynamic_slice", "pad", "broadcast_in_dim", "broadcast",
    "reverse", "copy", "iota", "gather", "rng", "rng_bit_generator", "dynamic_broadcast_in_dim",
    "dynamic_pad", "dynamic_gather", "dynamic_iota", "bitcast_convert", "dynamic_reshape",
})
_FREE = frozenset({
    "constant", "reshape", "bitcast", "partition_id", "replica_id", "after_all", "create_token",
    "get_dimension_size", "set_dimension_size", "add_dependency", "domain",
    "folded",  # cost.fusion.FOLDED_KIND: an op XLA's optimizations remove
})
# Custom-call targets we recognise, with the class they run as.
_CUSTOM_CALLS: Mapping[str, KernelClass] = {
    "TopK": KernelClass.REDUCTION,
    "ApproxTopK": KernelClass.REDUCTION,
    "PartialReduce": KernelClass.REDUCTION,
    "mhlo.topk": KernelClass.REDUCTION,
    "stablehlo.dynamic_approx_top_k": KernelClass.REDUCTION,
}


def _bytes(types: Sequence[TensorType]) -> int:
    return sum(t.size_bytes for t in types)


def _elements(types: Sequence[TensorType]) -> int:
    return sum(t.num_elements for t in types)


def _io_bytes(op: Op) -> int:
    return _bytes(op.operand_types) + _bytes(op.result_types)


def _out_dtype(op: Op) -> str:
    if op.result_types:
        return op.result_types[0].dtype
    return op.operand_types[0].dtype if op.operand_types else "f32"


def _wider(a: str, b: str) -> str:
    from hlo2chakra.ir.program import dtype_bits

    return a if dtype_bits(a) >= dtype_bits(b) else b


def _product(values) -> int:
    out = 1
    for v in values:
        out *= v
    return out


def _dot(op: Op) -> KernelCost:
    lhs, rhs = op.operand_types[0], op.operand_types[1]
    dims = op.attrs.get("dot_dimension_numbers") or {}
    lb = dims.get("lhs_batching_dimensions", ())
    lc = dims.get("lhs_contracting_dimensions", (len(lhs.shape) - 1,) if lhs.shape else ())
    rb = dims.get("rhs_batching_dimensions", ())
    rc = dims.get("rhs_contracting_dimensions", (0,) if rhs.shape else ())
    batch = _product(lhs.shape[d] for d in lb)
    k = _product(lhs.shape[d] for d in lc)
    m = _product(s for d, s in enumerate(lhs.shape) if d not in lb and d not in lc)
    n = _product(s for d, s in enumerate(rhs.shape) if d not in rb and d not in rc)
    return KernelCost(
        flops=2 * batch * m * n * k,
        bytes_accessed=_io_bytes(op),
        compute_dtype=_wider(lhs.dtype, rhs.dtype),
        kernel_class=KernelClass.GEMM,
        gemm=GemmShape(batch=batch, m=m, n=n, k=k),
    )


def _convolution(op: Op) -> KernelCost:
    return conv_cost(op.operand_types[0], op.operand_types[1], op.result_types[0],
                     geometry_from_stablehlo(op.attrs), _io_bytes(op))


def _reducer_flops(op: Op) -> int:
    # Variadic reduces (argmax) apply a multi-op reducer; count one FLOP per reduced input.
    return max(1, len(op.operand_types) // 2)


def _reduce(op: Op) -> KernelCost:
    half = max(1, len(op.operand_types) // 2)
    inputs = op.operand_types[:half]
    in_elems = _elements(inputs[:1])
    out_elems = op.result_types[0].num_elements if op.result_types else 1
    return KernelCost(
        flops=max(0, in_elems - out_elems) * _reducer_flops(op),
        bytes_accessed=_io_bytes(op),
        compute_dtype=_out_dtype(op),
        kernel_class=KernelClass.REDUCTION,
    )


def _reduce_window(op: Op) -> KernelCost:
    window = _product(op.attrs.get("window_dimensions") or ())
    out_elems = op.result_types[0].num_elements if op.result_types else 0
    return KernelCost(
        flops=out_elems * max(0, window - 1) * _reducer_flops(op) + out_elems * 0,
        bytes_accessed=_io_bytes(op),
        compute_dtype=_out_dtype(op),
        kernel_class=KernelClass.REDUCTION,
    )


# XLA's GPU pipeline runs select_and_scatter (max-pool backward) as three kernels: a variadic
# reduce_window that finds each window's argmax (writing the maxima and one i32 index array per
# dimension), a zero fill of the result and a scatter-add of the source at those indices.
SELECT_AND_SCATTER_KERNELS = 3
_INDEX_BYTES = 4


def _select_and_scatter(op: Op) -> KernelCost:
    if len(op.operand_types) < 2:  # malformed: the memory-bound fallback, as for an unknown op
        return _memory_bound(op)
    operand, source = op.operand_types[0], op.operand_types[1]
    result = op.result_types[0] if op.result_types else operand
    window = _product(op.attrs.get("window_dimensions") or ())
    index_bytes = _INDEX_BYTES * len(operand.shape) * source.num_elements
    maxima = TensorType(source.shape, operand.dtype).size_bytes    # one operand value per window
    touched = 2 * TensorType(source.shape, result.dtype).size_bytes  # the result elements the scatter adds to
    argmax = operand.size_bytes + maxima + index_bytes             # read operand; maxima and indices out
    zero_fill = result.size_bytes
    scatter = index_bytes + source.size_bytes + touched            # indices and source in; read-add-write
    return KernelCost(
        flops=source.num_elements * window + source.num_elements,  # window compares, then one add each
        bytes_accessed=argmax + zero_fill + scatter,
        compute_dtype=_out_dtype(op),
        kernel_class=KernelClass.REDUCTION,
        launches=SELECT_AND_SCATTER_KERNELS,
    )


def _scatter(op: Op) -> KernelCost:
    n_inputs = max(1, (len(op.operand_types) - 1) // 2)
    updates = op.operand_types[-n_inputs:]
    update_elems = _elements(updates)
    indices = op.operand_types[n_inputs] if len(op.operand_types) > n_inputs else None
    # In place: read and write the updated windows, read indices and updates.
    moved = 2 * _bytes(updates) + (indices.size_bytes if indices else 0) + _bytes(updates)
    return KernelCost(
        flops=update_elems,
        bytes_accessed=moved,
        compute_dtype=_out_dtype(op),
        kernel_class=KernelClass.DATA_MOVEMENT,
    )


def _dynamic_update_slice(op: Op) -> KernelCost:
    update = op.operand_types[1] if len(op.operand_types) > 1 else op.result_types[0]
    return KernelCost(0, 2 * update.size_bytes, _out_dtype(op), KernelClass.DATA_MOVEMENT)


def _sort(op: Op) -> KernelCost:
    import math

    n = op.operand_types[0].num_elements if op.operand_types else 0
    dimension = op.attrs.get("dimension", -1)
    shape = op.operand_types[0].shape if op.operand_types else ()
    length = shape[dimension] if shape else 1
    compares = n * max(1, math.ceil(math.log2(max(2, length))))
    return KernelCost(compares, _io_bytes(op), _out_dtype(op), KernelClass.REDUCTION)


def _elementwise(op: Op) -> KernelCost:
    elements = op.result_types[0].num_elements if op.result_types else 0
    flops = 0 if op.short_kind in _TRANSCENDENTAL else elements
    return KernelCost(flops, _io_bytes(op), _out_dtype(op), KernelClass.ELEMENTWISE, special_ops=special_ops(op))


def _data_movement(op: Op) -> KernelCost:
    return KernelCost(0, _io_bytes(op), _out_dtype(op), KernelClass.DATA_MOVEMENT)


def _free(op: Op) -> KernelCost:
    return KernelCost(0, 0, _out_dtype(op), KernelClass.FREE, launches=0)


def _custom_call(op: Op) -> KernelCost:
    library = library_call_cost(op)
    if library is not None:
        return library
    target = str(op.attrs.get("call_target_name", ""))
    kernel_class = _CUSTOM_CALLS.get(target, KernelClass.ELEMENTWISE)
    return KernelCost(0, _io_bytes(op), _out_dtype(op), kernel_class)


_DOMINANCE = (KernelClass.GEMM, KernelClass.CONVOLUTION, KernelClass.REDUCTION,
              KernelClass.ELEMENTWISE, KernelClass.DATA_MOVEMENT, KernelClass.FREE)


def _fusion_bytes(op: Op) -> int:
    """Boundary bytes; XLA's fusions that slice a parameter or update one in place move less
    (measured at lowering, see frontend.fusion_io)."""
    reads, writes = op.attrs.get(FUSION_READ_BYTES), op.attrs.get(FUSION_WRITE_BYTES)
    if reads is not None and writes is not None:
        return sum(reads) + sum(writes)
    return _io_bytes(op)


def _inner_work(op: Op) -> tuple[int, int, KernelClass]:
    """(FLOPs, SFU evaluations, class) of an op inside a fusion, as ``op_cost`` gives them.

    A fusion's cost takes only these from its ops (bytes count at its boundary), and its ops are
    a program's elementwise and data-movement ops many times over (28k in a 14k-op GPT-2): those
    are worked out here without building their ``KernelCost``."""
    if op.collective is None:
        rule = _RULES.get(op.short_kind)
        if rule is _elementwise:
            elements = op.result_types[0].num_elements if op.result_types else 0
            return (0 if op.short_kind in _TRANSCENDENTAL else elements), special_ops(op), KernelClass.ELEMENTWISE
        if rule is _data_movement:
            return 0, 0, KernelClass.DATA_MOVEMENT
        if rule is _free:
            return 0, 0, KernelClass.FREE
    cost = op_cost(op)
    return cost.flops, cost.special_ops, cost.kernel_class


def _fusion(op: Op) -> KernelCost:
    flops = special = 0
    first: dict[KernelClass, Op] = {}  # the first op of each class, in body order
    for inner in op.body:
        inner_flops, inner_special, kernel_class = _inner_work(inner)
        flops += inner_flops
        special += inner_special
        first.setdefault(kernel_class, inner)
    # The kernel is led by the first op of the most dominant class it holds.
    lead_op = next((first[c] for c in _DOMINANCE if c in first), None)
    lead = None if lead_op is None else op_cost(lead_op)
    if lead is None or lead.kernel_class is KernelClass.FREE:
        # A fusion that only reshapes still moves its boundary bytes.
        return KernelCost(flops, _fusion_bytes(op), _out_dtype(op), KernelClass.DATA_MOVEMENT, special_ops=special)
    dtype = lead.compute_dtype
    if lead.kernel_class not in (KernelClass.GEMM, KernelClass.CONVOLUTION) and not _is_float(dtype):
        # A mask compare (i1) or index math leads by program order; the kernel computes in the
        # floating type it writes, when it writes one.
        dtype = next((t.dtype for t in op.result_types if _is_float(t.dtype)), dtype)
    return KernelCost(flops, _fusion_bytes(op), dtype, lead.kernel_class, gemm=lead.gemm, special_ops=special)


def _is_float(dtype: str) -> bool:
    return dtype.startswith(("f", "bf"))


_RULES: Mapping[str, Callable[[Op], KernelCost]] = {
    "dot_general": _dot,
    "dot": _dot,
    "convolution": _convolution,
    "reduce": _reduce,
    "reduce_window": _reduce_window,
    "select_and_scatter": _select_and_scatter,
    "scatter": _scatter,
    "dynamic_update_slice": _dynamic_update_slice,
    "sort": _sort,
    "custom_call": _custom_call,
    "fusion": _fusion,
    **{kind: _elementwise for kind in _ELEMENTWISE_FLOP | _TRANSCENDENTAL},
    **{kind: _data_movement for kind in _DATA_MOVEMENT},
    **{kind: _free for kind in _FREE},
}


def is_known(op: Op) -> bool:
    """Whether a rule (not the memory-bound fallback) costs this op."""
    if op.short_kind == "custom_call":
        return str(op.attrs.get("call_target_name", "")) in _CUSTOM_CALLS or library_call_cost(op) is not None
    return op.short_kind in _RULES or op.collective is not None


def op_cost(op: Op) -> KernelCost:
    """KernelCost of one op; unknown ops fall back to memory-bound (bytes in + out)."""
    if op.collective is not None:
        return KernelCost(0, 0, _out_dtype(op), KernelClass.FREE, launches=0)
    rule = _RULES.get(op.short_kind)
    if rule is None:
        return _memory_bound(op)
    return rule(op)


def _memory_bound(op: Op) -> KernelCost:
    return KernelCost(0, _io_bytes(op), _out_dtype(op), KernelClass.ELEMENTWISE)
