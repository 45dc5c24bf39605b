"""Handlers for control flow: calls (inlined), while loops (unrolled), case/if (one branch), and
async start/done pairs (the wrapped work, as if synchronous)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hlo2chakra.checks.limits import MAX_UNROLLED_OPS
from hlo2chakra.frontend.attrs import decode_op_attributes
from hlo2chakra.frontend.errors import OpError
from hlo2chakra.frontend.loops import return_values, trip_count
from hlo2chakra.frontend.lower_context import LoweringContext
from hlo2chakra.frontend.lower_emit import FORWARDING, emit
from hlo2chakra.frontend.walk import Walk

RETURNS = frozenset({"func.return", "stablehlo.return", "mhlo.return"})
_SILENT = frozenset({"stablehlo.constant"}) | RETURNS | FORWARDING


def lower_call(lw: LoweringContext, op: Any, name: str) -> Walk:
    """``func.call``: the callee's body inlined, its results the call's."""
    env = lw.state.env
    callee = decode_op_attributes(op)["callee"].lstrip("@")
    func = lw.funcs.get(callee)
    if func is None:
        raise OpError(f"calls @{callee}, which the module does not define")
    outs = yield lw.inline(func, [env.get(v, ()) for v in op.operands], [lw.state.consts.get(v) for v in op.operands])
    for value, refs in zip(op.results, outs):
        env[value] = refs


def lower_while(lw: LoweringContext, op: Any, name: str) -> Walk:
    """The body unrolled by the trip count the condition gives (once, with a note, if not static)."""
    env, consts = lw.state.env, lw.state.consts
    init_refs = [env.get(v, ()) for v in op.operands]
    init_consts = [consts.get(v) for v in op.operands]
    cond_block = op.regions[0].blocks[0]
    body_block = op.regions[1].blocks[0]
    trips = trip_count(cond_block, body_block, init_consts, consts)
    if trips is None:
        trips = 1
        lw.state.notes.append(f"{lw.where(op)}: loop trip count is not static; its body is costed once")
    _check_unroll(lw, trips, body_block)
    carried, carried_consts = init_refs, list(init_consts)
    for _ in range(trips):
        with lw.new_scope():
            outs = yield lw.walk_block(body_block, carried, carried_consts)
        carried = [refs or prev for refs, prev in zip(outs, carried)] if outs else carried
        # Loop-invariant constants (bounds, strides) stay known; the induction variable does not.
        carried_consts = [
            c if c is not None and consts.get(ret) == c else None
            for c, ret in zip(carried_consts, return_values(body_block))
        ]
    for value, refs in zip(op.results, carried):
        env[value] = refs


def _check_unroll(lw: LoweringContext, trips: int, body_block: Any) -> None:
    """Refuse before unrolling when trips x body ops would pass the op cap (a 9e18-trip loop
    must fail at once, not after minutes of unrolling). Every trip costs at least one op."""
    room = MAX_UNROLLED_OPS - len(lw.state.ops)
    if trips <= room:
        per_trip = max(1, _emitting_ops(body_block))
        if trips * per_trip <= room:
            return
    raise OpError(f"loop of {trips:,} trips would unroll the program to more than {MAX_UNROLLED_OPS:,} ops "
                  "(loop too long?)")


def _emitting_ops(block: Any) -> int:
    """A lower bound on the ops one walk of ``block`` emits: its ops that are not constants,
    returns or forwarding ops (nested regions and callees count as at least their own op)."""
    return sum(1 for op in block.operations if op.operation.name not in _SILENT)


def lower_case(lw: LoweringContext, op: Any, name: str) -> Walk:
    """The branch a constant selector picks; otherwise the one ``weigh`` scores highest (noted).
    No op of the branch can start before the selector is known: its roots wait for it."""
    state = lw.state
    regions = list(op.regions)
    selector = state.consts.get(op.operands[0]) if op.operands else None
    selector_refs = lw.refs(op.operands)
    mark = len(state.ops)
    if selector is None:
        outs = yield _heaviest_branch(lw, op, regions)
    else:
        if name.endswith(".if"):
            chosen = 0 if selector else 1
        else:
            chosen = selector if 0 <= selector < len(regions) else len(regions) - 1  # HLO clamps
        outs = yield lw.walk_block(regions[chosen].blocks[0], [], [])
    if selector_refs:
        for k in range(mark, len(state.ops)):
            head = state.ops[k]
            if not any(d >= mark for d in head.deps):
                state.ops[k] = replace(head, deps=tuple(sorted(set(head.deps) | set(selector_refs))))
    for value, refs in zip(op.results, outs):
        state.env[value] = refs or selector_refs


def _heaviest_branch(lw: LoweringContext, op: Any, regions: list[Any]) -> Walk:
    """Lower every branch once at the same position and keep the heaviest one's ops and notes;
    returns its results' refs. A conditional XLA keeps: each branch is its own computation."""
    state = lw.state
    mark, notes_mark = len(state.ops), len(state.notes)
    lowered = []
    for region in regions:
        with lw.new_scope():
            outs = yield lw.walk_block(region.blocks[0], [], [])
        lowered.append((state.ops[mark:], state.notes[notes_mark:], outs))
        del state.ops[mark:], state.notes[notes_mark:]
    scores = [lw.weigh(ops) for ops, _, _ in lowered]
    chosen = max(range(len(regions)), key=lambda i: (scores[i], -i))
    why = f"the heaviest of {len(regions)} branches (scores {', '.join(f'{s:.3g}' for s in scores)})"
    state.notes.append(f"{lw.where(op)}: costed branch {chosen}, {why}")
    ops, notes, outs = lowered[chosen]
    state.ops.extend(ops)
    state.notes.extend(notes)
    return outs


def lower_async_start(lw: LoweringContext, op: Any, name: str) -> Walk | None:
    """The wrapped work as if synchronous: a called computation is inlined; a region (how
    jaxlib imports XLA's all-reduce-start / async all-to-all) is walked in place. Users of
    the matching done (``lower_emit.forward``) then depend on that work."""
    operand_refs = [lw.state.env.get(v, ()) for v in op.operands]
    attrs = decode_op_attributes(op)
    callee = str(attrs.get("called_computation", "")).lstrip("@")
    func = lw.funcs.get(callee)
    if func is not None:
        walk = lw.inline(func, operand_refs, [None] * len(op.operands))
    elif len(op.regions) == 1 and op.regions[0].blocks:
        walk = lw.walk_block(op.regions[0].blocks[0], operand_refs, [None] * len(op.operands))
    else:
        emit(lw, op, name)
        return None
    return _async_results(lw, op, walk)


def _async_results(lw: LoweringContext, op: Any, walk: Walk) -> Walk:
    outs = yield walk
    lw.bind(op.results, tuple(sorted({i for r in outs for i in r})))
