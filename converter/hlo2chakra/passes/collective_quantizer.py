"""A collective next to a type conversion moves the narrow type: all-gather(x) -> convert to bf16
becomes convert -> all-gather of bf16, and all-gather(convert bf16 -> f32) gathers the bf16.

Modelled on XLA's ``CollectiveQuantizer`` (``xla/hlo/transforms/collectives/
collective_quantizer.cc``), which XLA's GPU pipeline runs in its collective optimizations, for
``all_gather``, ``all_to_all``, ``collective_broadcast`` and ``collective_permute`` of one operand
(synchronous ones here). Its two plain cases are modelled:

- narrowing after: the collective has one reader; following readers that each have at most
  one reader, through ``bitcast``/``copy``/``reshape``/``slice`` ops, reaches a ``convert`` to a
  narrower type (fewer bytes per element) that itself has at most one reader. The convert then
  runs on the collective's operand, the collective and those ops on the narrow type.
- widening before: the collective's operand is a ``convert`` to a wider type followed only by
  such ops. The collective then reads the narrow value through copies of those ops, and a new
  convert to the wide type after it takes the collective's readers; what nothing reads any
  more goes.

Not modelled: XLA's scaled forms (quantization to FP8 by a replicated scale, clamp and convert;
dequantization by multiply/divide after the convert), which need its replication analysis.
"""

from __future__ import annotations

from dataclasses import replace

from hlo2chakra.ir.program import CollectiveKind, Op, TensorType, dtype_bits
from hlo2chakra.passes.editable import EditableProgram
from hlo2chakra.passes.reduce_scatter_creator import REWRITE_ATTR

PASS_NAME = "collective_quantizer"
_KINDS = (CollectiveKind.ALL_GATHER, CollectiveKind.ALL_TO_ALL, CollectiveKind.COLLECTIVE_BROADCAST,
          CollectiveKind.COLLECTIVE_PERMUTE)
_UNARIES = frozenset({"bitcast", "copy", "reshape", "slice"})
_MAX_CHAIN = 8


def quantize_collectives(graph: EditableProgram) -> int:
    """Rewrite every matching collective of ``graph`` (module docstring); returns how many."""
    made = 0
    for i in graph.in_order():
        op = graph.ops.get(i)
        if op is None:
            continue
        coll = op.collective
        if (coll is None or coll.kind not in _KINDS or op.kind.endswith("_start")
                or len(op.operand_types) != 1 or len(op.result_types) != 1):
            continue
        if _narrow_after(graph, op) or _narrow_before(graph, op):
            made += 1
    return made


def _narrower(convert: Op) -> bool:
    return dtype_bits(convert.result_types[0].dtype) < dtype_bits(convert.operand_types[0].dtype)


def _with_dtype(op: Op, dtype: str, reads: tuple[TensorType, ...] | None = None) -> Op:
    """``op`` on another element type (its result, and its operand unless ``reads`` says)."""
    operands = reads if reads is not None else tuple(TensorType(t.shape, dtype) for t in op.operand_types)
    results = tuple(TensorType(t.shape, dtype) for t in op.result_types)
    coll = op.collective
    if coll is not None:
        coll = replace(coll, input_bytes=sum(t.size_bytes for t in operands),
                       output_bytes=sum(t.size_bytes for t in results))
        return replace(op, operand_types=operands, result_types=results, collective=coll,
                       attrs={**op.attrs, REWRITE_ATTR: PASS_NAME})
    return replace(op, operand_types=operands, result_types=results)


def _narrow_after(graph: EditableProgram, coll: Op) -> bool:
    chain: list[Op] = []
    current = coll
    while True:
        reader = graph.only_user(current.index)
        if reader is None or len(chain) > _MAX_CHAIN:
            return False
        user = graph.ops[reader]
        if user.scope != coll.scope or graph.producer(user, 0) != current.index:
            return False
        if user.short_kind == "convert" and _narrower(user):
            if len(graph.users_of(user.index)) > 1:
                return False
            break
        if user.short_kind not in _UNARIES:
            return False
        chain.append(user)
        current = user
    convert, narrow = user, user.result_types[0].dtype
    source = coll.operand_refs[0] if coll.operand_refs else coll.deps
    last = chain[-1].index if chain else coll.index
    graph.redirect(convert.index, last)
    graph.set_op(convert.index, replace(convert, deps=tuple(source), operand_refs=(tuple(source),),
                                        operand_types=coll.operand_types,
                                        result_types=(TensorType(coll.operand_types[0].shape, narrow),)))
    graph.place_before(convert.index, coll.index)
    graph.set_op(coll.index, _with_dtype(coll, narrow).renumbered(coll.index, (convert.index,), ((convert.index,),)))
    for op in chain:
        graph.set_op(op.index, _with_dtype(graph.ops[op.index], narrow))
    return True


def _narrow_before(graph: EditableProgram, coll: Op) -> bool:
    chain: list[Op] = []       # from the collective's operand back to the convert
    node_id = graph.producer(coll, 0)
    while node_id is not None and len(chain) <= _MAX_CHAIN:
        node = graph.ops[node_id]
        if node.scope != coll.scope:
            return False
        if node.short_kind == "convert":
            break
        if node.short_kind not in _UNARIES or len(node.operand_types) != 1:
            return False
        chain.append(node)
        node_id = graph.producer(node, 0)
    else:
        return False
    convert = graph.ops[node_id]
    if _narrower(convert) or dtype_bits(convert.result_types[0].dtype) == dtype_bits(convert.operand_types[0].dtype):
        return False
    narrow = convert.operand_types[0].dtype
    refs = convert.operand_refs[0] if convert.operand_refs else convert.deps
    for op in reversed(chain):   # copies of the unary ops on the narrow value, ahead of the collective
        copy = _with_dtype(op, narrow).renumbered(op.index, tuple(refs), (tuple(refs),))
        refs = (graph.add(copy, coll.index, after=False),)
    old = coll.operand_refs[0] if coll.operand_refs else coll.deps
    graph.set_op(coll.index, _with_dtype(coll, narrow).renumbered(coll.index, tuple(refs), (tuple(refs),)))
    widen = replace(convert, operand_types=graph.ops[coll.index].result_types, result_types=coll.result_types,
                    deps=(coll.index,), operand_refs=((coll.index,),))
    new = graph.add(widen, coll.index)
    graph.redirect(coll.index, new, keep=(new,))
    graph.remove_dead(old, lambda op: op.collective is None and (op.short_kind in _UNARIES or op.short_kind == "convert"))
    return True
