"""Per-device live-memory estimate (cost.liveness) on hand-written programs, sizes by hand."""

from __future__ import annotations

from hlo2chakra.cost.fusion import fuse_program
from hlo2chakra.cost.liveness import peak_memory
from hlo2chakra.ir.program import Op, Program, TensorType


def T(n: int) -> TensorType:
    return TensorType((n,), "f32")       # 4 * n bytes


def op(i, kind, deps, n, refs=None) -> Op:
    operands = tuple(T(n) for _ in deps)
    return Op(i, f"stablehlo.{kind}", operands, (T(n),), deps=tuple(deps),
              operand_refs=refs if refs is not None else tuple((d,) for d in deps))


def test_last_use_frees_values_and_arguments_stay_live():
    ops = (
        Op(0, "stablehlo.sine", (T(250),), (T(1000),), operand_refs=((),)),   # 4000 B
        op(1, "cosine", [0], 1000),                                           # 4000 B, last use of 0
        op(2, "negate", [1], 100),                                             # 400 B, output
    )
    program = Program(ops=ops, outputs=(2,), arguments=(T(250), T(250)))     # 2000 B of arguments
    m = peak_memory(program)
    # while op 1 runs: arguments + op0 + op1 = 2000 + 8000; op 2: 2000 + 4000 + 400
    assert (m.peak_bytes, m.argument_bytes, m.peak_op_index, m.activation_bytes) == (10000, 2000, 1, 8000)


def test_outputs_live_to_the_end_and_reshapes_alias():
    ops = (
        op(0, "sine", [], 1000),            # 4000 B, returned
        op(1, "reshape", [0], 1000),        # aliases op 0
        op(2, "cosine", [1], 1000),         # 4000 B
        op(3, "negate", [2], 1000),         # 4000 B
    )
    m = peak_memory(Program(ops=ops, outputs=(0, 3)))
    # op 3: op0 (output) + op2 (its input) + op3 = 12000; the reshape adds nothing
    assert (m.peak_bytes, m.peak_op_index) == (12000, 3)


def test_fusion_lowers_the_peak():
    ops = (
        op(0, "sine", [], 1000),
        op(1, "cosine", [0], 1000),
        op(2, "negate", [1], 1000),
    )
    program = Program(ops=ops, outputs=(2,))
    fused, _ = fuse_program(program, "xla-like")
    assert peak_memory(program).peak_bytes == 8000
    assert len(fused.ops) == 1 and peak_memory(fused).peak_bytes == 4000
