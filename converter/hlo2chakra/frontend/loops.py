"""Static trip counts of counted ``while`` loops.

A loop is counted when its condition returns ``compare DIR, %iv, %bound`` (either operand
order) where ``%iv`` is a loop-carried value with a constant initial value, advanced in the body
by ``add %iv, const`` (or ``subtract``), and ``%bound`` is a constant or a loop-invariant
constant argument. Copies, converts, bitcast-like reshapes and XLA's single-op fusions in between
are looked through, so both the partitioner's output and XLA-optimized loops are recognised.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def constant_int(op: Any) -> int | None:
    from jaxlib.mlir import ir

    attr = op.attributes["value"]
    if not isinstance(attr, ir.DenseIntElementsAttr):
        return None
    shaped = ir.ShapedType(attr.type)
    if shaped.rank > 1 or (shaped.rank == 1 and shaped.shape[0] != 1):
        return None
    try:
        return int(np.array(attr).reshape(-1)[0])
    except (ValueError, TypeError, IndexError):
        return None


def return_values(block: Any) -> list[Any]:
    ops = list(block.operations)
    return list(ops[-1].operands) if ops else []


PASS_THROUGH = frozenset({"mhlo.copy", "stablehlo.convert", "stablehlo.reshape", "mhlo.bitcast",
                           "mhlo.convert", "mhlo.reshape"})


def _through(value: Any) -> Any:
    """Follow copies, converts and bitcast-like reshapes back to the value they forward."""
    for _ in range(16):
        owner = value.owner
        if not hasattr(owner, "name") or owner.name not in PASS_THROUGH:
            return value
        value = owner.operands[0]
    return value


def _binary(value: Any) -> tuple[Any, Any, Any] | None:
    """(op, lhs, rhs) of the binary op producing ``value``, looking inside single-op fusions.

    XLA-optimized loops wrap the induction compare and increment in tiny ``mhlo.fusion`` ops;
    their block arguments are mapped back to the fusion's operands.
    """
    owner = _through(value).owner
    if not hasattr(owner, "name"):
        return None
    if owner.name in ("mhlo.fusion", "stablehlo.fusion"):
        block = owner.regions[0].blocks[0]
        # Constants may be fused in too (XLA's GPU pipeline does): they stay as values.
        inner = [o for o in block.operations
                 if o.operation.name not in ("mhlo.return", "stablehlo.return", "stablehlo.constant")]
        if len(inner) != 1 or len(inner[0].operands) != 2:
            return None
        args = list(block.arguments)

        def outside(v: Any) -> Any:
            for i, a in enumerate(args):
                if a == v:
                    return owner.operands[i]
            return v

        op = inner[0].operation
        return op, outside(op.operands[0]), outside(op.operands[1])
    if len(owner.operands) == 2:
        return owner, owner.operands[0], owner.operands[1]
    return None


def _const_of(value: Any) -> int | None:
    owner = _through(value).owner
    if hasattr(owner, "name") and owner.name == "stablehlo.constant":
        return constant_int(owner)
    return None


def trip_count(cond_block: Any, body_block: Any, init_consts: list[int | None], outer_consts: dict) -> int | None:
    """Static trip count of a counted loop, or None.

    Recognises ``compare DIR, %iv, %bound`` (either operand order) returned by the condition,
    where %iv is a block argument with a constant initial value advanced in the body by
    ``add %iv, const`` (or subtract), and %bound is a constant or a loop-invariant constant
    argument; copies, converts and single-op fusions in between are looked through.
    """
    cond_ops = list(cond_block.operations)
    if not cond_ops or not cond_ops[-1].operands:
        return None
    found = _binary(cond_ops[-1].operands[0])
    if found is None or found[0].name != "stablehlo.compare":
        return None
    cmp, lhs, rhs = found
    direction = str(cmp.attributes["comparison_direction"]).rsplit(" ", 1)[-1].rstrip(">")
    args = list(cond_block.arguments)
    body_args = list(body_block.arguments)
    body_ret = return_values(body_block)

    def arg_index(value: Any) -> int | None:
        value = _through(value)
        for i, a in enumerate(args):
            if a == value:
                return i
        return None

    def known(value: Any) -> int | None:
        const = _const_of(value)
        if const is not None:
            return const
        i = arg_index(value)
        if i is not None and init_consts[i] is not None and i < len(body_ret) and _through(body_ret[i]) == body_args[i]:
            return init_consts[i]  # a loop-invariant bound carried through the loop
        return None

    iv, bound, flipped = arg_index(lhs), known(rhs), False
    if iv is None or bound is None:
        iv, bound, flipped = arg_index(rhs), known(lhs), True
    if iv is None or bound is None or iv >= len(body_ret):
        return None
    start = init_consts[iv]
    if start is None:
        return None
    step = _body_step(body_args[iv], body_ret[iv])
    if step is None or step == 0:
        return None
    if flipped:
        direction = {"LT": "GT", "LE": "GE", "GT": "LT", "GE": "LE"}.get(direction, direction)
    if direction == "LT" and step > 0:
        return max(0, math.ceil((bound - start) / step))
    if direction == "LE" and step > 0:
        return max(0, (bound - start) // step + 1)
    if direction == "GT" and step < 0:
        return max(0, math.ceil((start - bound) / -step))
    if direction == "GE" and step < 0:
        return max(0, (start - bound) // -step + 1)
    if direction == "NE" and (bound - start) % step == 0 and (bound - start) // step >= 0:
        return (bound - start) // step
    return None


def _body_step(iv_arg: Any, next_value: Any) -> int | None:
    found = _binary(next_value)
    if found is None or found[0].name not in ("stablehlo.add", "stablehlo.subtract"):
        return None
    op, a, b = found
    sign = 1 if op.name == "stablehlo.add" else -1
    if _through(a) == iv_arg:
        value = _const_of(b)
        return None if value is None else sign * value
    if op.name == "stablehlo.add" and _through(b) == iv_arg:
        value = _const_of(a)
        return None if value is None else value
    return None
