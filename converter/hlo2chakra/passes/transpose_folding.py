"""transpose(dot_general(a, b)) -> dot_general(b, a): the GEMM writes the transposed result.

The CPU partitioner's weight gradients come as ``transpose(all-reduce(dot(x, dy)))`` (JAX's
``x.T @ dy`` transposed to the weight's layout). XLA's GPU output of the same programs has no
such transpose: its GEMM fusion writes the gradient in the weight's layout (e.g. the
``gemm_fusion_dot`` ops named ``transpose(jvp())/transpose`` in
``tests/data/programs/fsdp/optimized_gpu_h100-sxm.hlo``). ``passes.reduce_scatter_creator``
moves such a transpose ahead of the collective, onto the GEMM's result; ``fold_into_dot`` then
folds it as XLA does: when the transpose only swaps the GEMM's free dimensions (batch dimensions
first and in place, then the rhs's free dimensions, then the lhs's) and nothing else reads the
GEMM, the GEMM takes its operands the other way round and the transpose goes.
"""

from __future__ import annotations

from dataclasses import replace

from hlo2chakra.ir.program import Op
from hlo2chakra.passes.editable import EditableProgram

_SIDES = ("lhs", "rhs")


def fold_into_dot(graph: EditableProgram, transpose: Op) -> bool:
    """Fold ``transpose`` into the ``dot_general`` it reads (module docstring); whether it did."""
    producer = graph.producer(transpose, 0)
    if transpose.short_kind != "transpose" or producer is None or graph.only_user(producer) != transpose.index:
        return False
    dot = graph.ops[producer]
    dims = dot.attrs.get("dot_dimension_numbers")
    if dot.short_kind != "dot_general" or not isinstance(dims, dict) or dot.scope != transpose.scope:
        return False
    if len(dot.operand_types) != 2 or len(dot.operand_refs) != 2:
        return False
    batch = len(dims.get("lhs_batching_dimensions", ()))
    free = [len(t.shape) - batch - len(dims.get(f"{side}_contracting_dimensions", ()))
            for side, t in zip(_SIDES, dot.operand_types)]
    swapped = (tuple(range(batch)) + tuple(range(batch + free[0], batch + free[0] + free[1]))
               + tuple(range(batch, batch + free[0])))
    if tuple(transpose.attrs.get("permutation") or ()) != swapped:
        return False
    flipped = {(_SIDES[1 - _SIDES.index(k[:3])] + k[3:] if k[:3] in _SIDES else k): v for k, v in dims.items()}
    graph.set_op(producer, replace(dot, operand_types=dot.operand_types[::-1], operand_refs=dot.operand_refs[::-1],
                                   result_types=transpose.result_types,
                                   attrs={**dot.attrs, "dot_dimension_numbers": flipped}))
    graph.redirect(transpose.index, producer)
    graph.remove(transpose.index)
    return True
