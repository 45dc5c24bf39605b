"""XLA's FP8 GEMM rewrite, applied before costing: dequantized FP8 operands make an FP8 GEMM.

JAX's FP8 training recipes (MaxText ``quantization: fp8``, ``jax.nn.scaled_matmul``'s lowering,
Flax/qwix fp8 dot_general) emit, per operand, ``convert(f8 -> bf16/f32)``, usually times (or
divided by) a broadcast scalar scale, then a wide-typed ``dot_general``. On Hopper and later,
XLA's GPU GemmRewriter matches exactly that (``convert`` from f8, an optional multiply or divide
by a broadcast scalar, and value-preserving movement ops between them) and emits one
``__cublas$lt$matmul$f8`` call that reads the FP8 values and their scales: the dequantize ops run
no kernel and the GEMM runs at the FP8 tensor-core rate. Costed as written, the same program
would run a bf16 GEMM and an elementwise kernel writing the dequantized bf16 copy.

``rewrite_fp8_gemms(program, hardware)`` does what the rewriter does, for costing: a dot whose
two operands both trace back to an f8 ``convert`` that way reads the f8 values (its operand types
become the f8 ones, so its rate is the ``f8`` key's, ``efficiency.gemm_max_by_dtype["f8"]``, and
its bytes are one per element), and each dequantize op that nothing else reads becomes a free
``FOLDED_KIND`` op without inputs. Nothing happens on hardware without an ``f8`` matrix rate (A100: XLA keeps
the converts there and runs a bf16 GEMM), for programs XLA already optimized (their FP8 GEMMs are
``__cublas$lt$matmul$f8`` calls, ``cost.library_calls``), or when only one operand is FP8 (XLA
then runs the dot in the wide type). e4m3 and e5m2 operands are alike: one tensor-core rate.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from hlo2chakra.cost.fusion import FOLDED_KIND
from hlo2chakra.cost.hardware import Hardware
from hlo2chakra.ir.program import Op, Program, TensorType

# Ops that move values without changing them (GemmRewriter's "unary ops that do not modify the value").
_MOVEMENT = frozenset({"transpose", "reshape", "bitcast", "copy", "slice", "dynamic_slice", "broadcast_in_dim"})
_DOTS = frozenset({"dot_general", "dot"})


def is_f8(dtype: str) -> bool:
    text = dtype.lower()
    return text.startswith(("f8e", "float8_"))


@dataclass(frozen=True)
class _Operand:
    """One dot operand traced back to its FP8 value."""

    f8_refs: tuple[int, ...]      # the ops producing the f8 value (empty: a program argument)
    f8_dtype: str
    chain: tuple[int, ...]        # the dequantize ops between that value and the dot
    scale_refs: tuple[int, ...]   # producers of the scale, the dot now reads them


def _single(op: Op, i: int) -> int | None:
    refs = op.operand_refs[i] if i < len(op.operand_refs) else ()
    return refs[0] if len(refs) == 1 else None


def _is_scale(ops: tuple[Op, ...], op: Op, i: int) -> bool:
    """Operand ``i`` of ``op`` is a scalar, or a broadcast of one."""
    if i >= len(op.operand_types):
        return False
    if op.operand_types[i].num_elements == 1:
        return True
    ref = _single(op, i)
    return ref is not None and ops[ref].short_kind == "broadcast_in_dim" and ops[ref].operand_types[0].num_elements == 1


def _trace(ops: tuple[Op, ...], ref: int | None) -> _Operand | None:
    chain: list[int] = []
    scales: tuple[int, ...] = ()

    def through_movement(cur: int | None) -> int | None:
        while cur is not None and ops[cur].short_kind in _MOVEMENT and len(ops[cur].operand_types) == 1:
            chain.append(cur)
            cur = _single(ops[cur], 0)
        return cur

    cur = through_movement(ref)
    if cur is not None and ops[cur].short_kind in ("multiply", "divide") and len(ops[cur].operand_types) == 2:
        op = ops[cur]
        candidates = (1,) if op.short_kind == "divide" else (1, 0)
        scale = next((i for i in candidates if _is_scale(ops, op, i)), None)
        if scale is None:
            return None
        chain.append(cur)
        scale_ref = _single(op, scale)
        if scale_ref is not None:
            if ops[scale_ref].short_kind == "broadcast_in_dim":
                chain.append(scale_ref)
                scales = tuple(ops[scale_ref].operand_refs[0]) if ops[scale_ref].operand_refs else ()
            else:
                scales = (scale_ref,)
        cur = through_movement(_single(op, 1 - scale))
    if cur is None or ops[cur].short_kind != "convert" or not ops[cur].operand_types:
        return None
    source = ops[cur].operand_types[0].dtype
    if not is_f8(source) or is_f8(ops[cur].result_types[0].dtype):
        return None
    chain.append(cur)
    refs = ops[cur].operand_refs[0] if ops[cur].operand_refs else ()
    return _Operand(tuple(refs), source, tuple(chain), scales)


def _users(program: Program) -> dict[int, set[int]]:
    users: dict[int, set[int]] = {}
    for op in program.ops:
        for d in op.deps:
            users.setdefault(d, set()).add(op.index)
    for out in program.outputs:
        users.setdefault(out, set()).add(-1)
    return users


def rewrite_fp8_gemms(program: Program, hardware: Hardware) -> tuple[Program, int]:
    """``program`` with dequantize-then-dot patterns made FP8 GEMMs; and how many were rewritten."""
    if "f8" not in hardware.peak_flops_per_s:
        return program, 0
    ops = program.ops
    users = _users(program)
    new_ops = list(ops)
    chains: set[int] = set()
    dots: set[int] = set()
    for op in ops:
        if op.short_kind not in _DOTS or len(op.operand_types) < 2 or len(op.operand_refs) < 2:
            continue
        lhs, rhs = _trace(ops, _single(op, 0)), _trace(ops, _single(op, 1))
        if lhs is None or rhs is None:
            continue
        traced = (lhs, rhs)
        refs = [t.f8_refs for t in traced] + [tuple(r for r in op.operand_refs[i]) for i in range(2, len(op.operand_refs))]
        types = [TensorType(op.operand_types[i].shape, traced[i].f8_dtype) for i in (0, 1)] + list(op.operand_types[2:])
        scale_deps = {r for t in traced for r in t.scale_refs}
        deps = tuple(sorted({r for rs in refs for r in rs} | scale_deps))
        new_ops[op.index] = replace(op, operand_types=tuple(types), operand_refs=tuple(refs), deps=deps)
        dots.add(op.index)
        chains.update(i for t in traced for i in t.chain)
    if not dots:
        return program, 0
    # A dequantize op runs no kernel once every reader of it is a rewritten dot or another such op;
    # it stays as a free op without inputs, so that it keeps no producer materialized.
    for i in chains:
        if users.get(i, set()) <= chains | dots:
            old = ops[i]
            new_ops[i] = replace(old, kind=FOLDED_KIND, deps=(), operand_refs=tuple(() for _ in old.operand_types),
                                 attrs={**old.attrs, "folded": old.kind})
    return replace(program, ops=tuple(new_ops)), len(dots)
