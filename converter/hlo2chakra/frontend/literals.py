"""Small constant literals that the collective passes (``hlo2chakra.passes``) read back.

The lowering turns ``stablehlo.constant`` into no op: a constant's value is gone from the
``Program``. XLA's collective passes read a few of them: the offset table a dynamic-slice looks
up by partition id, the multiplier and clamp bounds of an offset, the padding value of a pad
(``xla/service/collective_opt_utils.cc``, ``all_reduce_reassociate.cc``), and whether a buffer is
a broadcast zero (``passes.all_reduce_reassociate``). So the lowering keeps
the literal of each small constant (``small_literal``) and writes it onto the ops of
``LITERAL_READERS`` that read one, under ``ir.attributes.LITERAL_OPERANDS``:
``{operand position: values}``.

A literal is its values in row-major order when the constant is an integer tensor of rank 0 or
1 with at most ``MAX_LITERAL_ELEMENTS`` elements, or its one value when it is a splat (any
element type and shape); other constants have none.
"""

from __future__ import annotations

from typing import Any

Literal = tuple[int | float, ...]

MAX_LITERAL_ELEMENTS = 4096
LITERAL_READERS = frozenset(
    f"{dialect}.{name}" for dialect in ("stablehlo", "mhlo")
    for name in ("dynamic_slice", "multiply", "clamp", "add", "subtract", "pad", "broadcast_in_dim")
)


def small_literal(op: Any) -> Literal | None:
    """The literal of a constant op (see the module docstring), or None."""
    from jaxlib.mlir import ir

    attr = op.attributes["value"]
    if not isinstance(attr, ir.DenseElementsAttr):
        return None
    if attr.is_splat:
        value = attr.get_splat_value()
        if isinstance(value, (ir.IntegerAttr, ir.FloatAttr, ir.BoolAttr)):
            return (value.value,)
        return None
    if not isinstance(attr, ir.DenseIntElementsAttr):
        return None
    shaped = ir.ShapedType(attr.type)
    if shaped.rank > 1 or (shaped.rank == 1 and shaped.shape[0] > MAX_LITERAL_ELEMENTS):
        return None
    import numpy as np

    return tuple(int(v) for v in np.array(attr).reshape(-1))
