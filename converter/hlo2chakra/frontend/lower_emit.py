"""Handlers for straight-line ops: those that become one ``Op`` of the program (a fusion with its
fused ops as its body) and those that only forward values (constants, tuples, barriers, sharding
custom calls, the done half of an async pair)."""

from __future__ import annotations

from typing import Any

from hlo2chakra.checks.limits import MAX_UNROLLED_OPS
from hlo2chakra.frontend.attrs import decode_op_attributes
from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.frontend.literals import LITERAL_READERS, small_literal
from hlo2chakra.frontend.loops import constant_int
from hlo2chakra.frontend.lower_collectives import collective, collective_name
from hlo2chakra.frontend.lower_context import LoweringContext
from hlo2chakra.frontend.walk import Walk
from hlo2chakra.ir.attributes import LITERAL_OPERANDS
from hlo2chakra.ir.fusion_io import FUSION_READ_BYTES, FUSION_WRITE_BYTES, boundary_bytes
from hlo2chakra.ir.program import Op

FORWARDING = frozenset({
    "stablehlo.tuple", "stablehlo.get_tuple_element", "stablehlo.optimization_barrier",
    "mhlo.tuple", "mhlo.get_tuple_element", "mhlo.optimization_barrier",
    "mhlo.async_update", "stablehlo.async_update",
})
FORWARDING_CUSTOM_CALLS = frozenset({
    "Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape", "MoveToHost", "MoveToDevice",
    "xla.sdy.GlobalToLocalShape", "xla.sdy.LocalToGlobalShape", "xla.sdy.FuncResultSharding",
    "LayoutConstraint", "X64Combine", "annotate_device_placement",
})
FUSIONS = frozenset({"mhlo.fusion", "stablehlo.fusion"})


def lower_constant(lw: LoweringContext, op: Any, name: str) -> None:
    """No op: its integer value is remembered (trip counts, case selectors), and its literal
    when it is small (``frontend.literals``: the collective passes read them)."""
    state = lw.state
    result = op.results[0]
    value = constant_int(op)
    if value is not None:
        state.consts[result] = value
    key = op.attributes["value"]  # uniqued by the MLIR context: equal constants decode once
    if key not in state.literal_memo:
        state.literal_memo[key] = small_literal(op)
    literal = state.literal_memo[key]
    if literal is not None:
        state.literals[result] = literal
    state.env[result] = ()


def forward(lw: LoweringContext, op: Any, name: str) -> None:
    """No op: every result reads all operands. For an optimization barrier that is the point (no
    result is available before every operand is); for tuples and async dones it is exact enough."""
    lw.bind(op.results, lw.refs(op.operands))


def lower_custom_call(lw: LoweringContext, op: Any, name: str) -> None:
    """Sharding and placement annotations forward their operand; other targets are ops."""
    target = str(op.attributes["call_target_name"]).strip('"')
    if target in FORWARDING_CUSTOM_CALLS or target.startswith("xla.sdy."):
        forward(lw, op, name)
    else:
        emit(lw, op, name)


def lower_pass_through(lw: LoweringContext, op: Any, name: str) -> None:
    """A copy, convert or reshape: an op that also carries its operand's known constant."""
    consts = lw.state.consts
    if op.operands and op.operands[0] in consts:
        consts[op.results[0]] = consts[op.operands[0]]
    emit(lw, op, name)


def lower_fusion(lw: LoweringContext, op: Any, name: str) -> Walk:
    """One op whose body holds the fused ops."""
    body = yield _fusion_body(lw, op)
    emit(lw, op, name, body)


def _fusion_body(lw: LoweringContext, op: Any) -> Walk:
    """The fused ops with deps local to the fusion (outside values carry no deps)."""
    state = lw.state
    saved_ops, saved_env = state.ops, state.env
    state.ops, state.env = [], {}
    block = op.regions[0].blocks[0]
    lw.enter_region(block)
    try:
        yield from lw.lower_block_ops(block)
        return tuple(state.ops)
    finally:
        lw.nesting -= 1
        state.ops, state.env = saved_ops, saved_env


def emit(lw: LoweringContext, op: Any, name: str, body: tuple[Op, ...] = ()) -> None:
    """Append ``op`` to the program; its results are then produced by it."""
    operand_types, operand_refs, deps = lw.read(op.operands)
    results = op.results
    result_types = lw.types(results)
    attrs = decode_op_attributes(op, lw.state.attribute_memo)
    if name in FUSIONS:
        reads, writes = boundary_bytes(op, lambda v: sum(t.size_bytes for t in lw.types((v,))))
        if (list(reads) != [t.size_bytes for t in operand_types]
                or list(writes) != [t.size_bytes for t in result_types]):
            attrs[FUSION_READ_BYTES], attrs[FUSION_WRITE_BYTES] = reads, writes
    if name in LITERAL_READERS:
        literals = lw.state.literals
        found = {i: literals[v] for i, v in enumerate(op.operands) if v in literals}
        if found:
            attrs[LITERAL_OPERANDS] = found
    ops = lw.state.ops
    index = len(ops)
    short = collective_name(name)
    ops.append(Op.lowered(
        index=index,
        kind=name,
        operand_types=operand_types,
        result_types=result_types,
        deps=deps,  # every operand, tokens included (they order ops)
        attrs=attrs,
        body=body,
        collective=None if short is None else collective(lw, op, short, attrs, operand_types, result_types),
        location=lw.location(op),
        operand_refs=operand_refs,
        scope=lw.state.scope,
    ))
    lw.bind(results, (index,))
    if len(ops) > MAX_UNROLLED_OPS:
        raise FrontendError(f"{lw.source}: program unrolls to more than {MAX_UNROLLED_OPS} ops (loop too long?)")


def emit_op(lw: LoweringContext, op: Any, name: str) -> None:
    """Any other op: one op of the program."""
    emit(lw, op, name)
