"""Hand-built IR programs for the fusion tests (tests/cost/test_fusion*.py).

Shared here so that no test module imports another (each test folder runs on its own).
"""

from __future__ import annotations

from hlo2chakra.ir.program import Op, Program, TensorType

F32 = "f32"
ARG = ()  # operand_refs of an argument or constant


def T(*shape: int, dtype: str = F32) -> TensorType:
    return TensorType(tuple(shape), dtype)


class Builder:
    """Hand-built programs: ``add(kind, [(refs, type), ...], result_type)`` returns the op index."""

    def __init__(self) -> None:
        self.ops: list[Op] = []

    def add(self, kind: str, operands, result: TensorType, attrs=None, collective=None) -> int:
        refs = tuple(tuple(r) if isinstance(r, (tuple, list)) else (r,) for r, _ in operands)
        index = len(self.ops)
        self.ops.append(Op(
            index=index, kind=f"stablehlo.{kind}", operand_types=tuple(t for _, t in operands),
            result_types=(result,), deps=tuple(sorted({i for r in refs for i in r})),
            attrs=attrs or {}, collective=collective, operand_refs=refs,
        ))
        return index

    def program(self, outputs) -> Program:
        return Program(ops=tuple(self.ops), outputs=tuple(outputs))
