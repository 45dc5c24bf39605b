"""``op(all-reduce(x), all-reduce(y))`` becomes ``all-reduce(op(x, y))``: one all-reduce where
there were two.

Modelled on XLA's ``AllReduceReassociate`` (``xla/hlo/transforms/collectives/
all_reduce_reassociate.cc``), which XLA's GPU pipeline runs with
``xla_gpu_enable_reassociation_for_converted_ar`` on (its default). In a tensor-parallel
backward pass the gradient of a block's input is the sum of partial gradients from several
column-parallel matmuls (dq, dk and dv; the MLP's two input matmuls), each all-reduced over the
model axis by the partitioner; XLA adds them first and all-reduces once.

Contract, as XLA's pass:
- ``op`` is an elementwise ``add``, ``multiply``, ``maximum``, ``minimum``, ``and`` or ``or`` of two
  operands, in program order (XLA's post order: a chain ``a + b + c`` folds into one all-reduce).
- Each operand leads back to an all-reduce through ops that each have that one reader:
  ``reshape``, ``slice``, ``convert``, and ``pad`` by the reduction's identity; the all-reduce has
  one reader. Or each operand is a ``dynamic_slice`` of an all-reduce (both slices alike, of
  equally shaped all-reduces: a reduce-scatter to be): then ``op`` runs on the full values, one
  all-reduce follows and the slice after it.
- The two all-reduces are alike: same kind of reducer, equal to ``op``; same groups, channel
  kind, ``use_global_device_ids``, loop iteration and element type, except that when an operand
  is ``convert(all-reduce)`` that widens without loss (bf16 -> f32), the element types may
  differ (the new all-reduce then runs in ``op``'s type) and both converts must start from the
  same type.
- Profitable: the two all-reduces hold at least as many elements as ``op``'s result (a pad
  could make it larger).

Not reassociated, unlike XLA on this program: an all-reduce of a scatter-add into zeros (an
embedding's gradient). XLA's GPU pipeline never meets ``add(all-reduce(dot), all-reduce(scatter
into zeros))``, the CPU partitioner's form of a tied embedding's gradient: before partitioning it
has turned ``add(x, scatter(0, i, u))`` into ``scatter(x, i, u)``, and its output keeps two
all-reduces (``tests/data/gpt2_small``: GPT-2's two 77 MB embedding gradients;
``tests/data/programs/decoder_pp``).

Rewrite: the ops in between read the all-reduces' operands; ``op`` reads them as before; a new
all-reduce of ``op``'s result, placed right after ``op``, is read by ``op``'s readers; the two
all-reduces go.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from hlo2chakra.ir.attributes import LITERAL_OPERANDS
from hlo2chakra.ir.program import Op
from hlo2chakra.passes.editable import EditableProgram
from hlo2chakra.passes.reduce_scatter_creator import OFFSET_KINDS, REWRITE_ATTR, plain_all_reduce

PASS_NAME = "all_reduce_reassociate"
_IDENTITY: dict[str, float] = {"add": 0.0, "multiply": 1.0, "maximum": -math.inf, "minimum": math.inf,
                               "and": 1.0, "or": 0.0}
_THROUGH = frozenset({"reshape", "slice", "convert", "pad"})
_FLOATS_WIDENING = {("bf16", "f32"), ("f16", "f32"), ("bf16", "f64"), ("f16", "f64"), ("f32", "f64")}


@dataclass(frozen=True)
class _Side:
    ar: Op
    chain: tuple[Op, ...]     # from op's operand back to the all-reduce (op's operand first)
    slice: Op | None = None   # the reduce-scatter pattern's dynamic_slice


def reassociate_all_reduces(graph: EditableProgram) -> int:
    """Rewrite every matching ``op`` of ``graph`` (module docstring); returns how many."""
    made = 0
    for i in graph.in_order():
        op = graph.ops.get(i)
        if op is None or op.short_kind not in _IDENTITY or len(op.operand_types) != 2 or len(op.result_types) != 1:
            continue
        lhs, rhs = (_look_through(graph, op, k) for k in (0, 1))
        if lhs is None or rhs is None or not _compatible(op, lhs, rhs):
            continue
        if _scatters_into_zeros(graph, lhs.ar) or _scatters_into_zeros(graph, rhs.ar):
            continue
        if lhs.slice is None:
            _rewrite(graph, op, lhs, rhs)
        else:
            _rewrite_sliced(graph, op, lhs, rhs)
        made += 1
    return made


def _look_through(graph: EditableProgram, op: Op, position: int) -> _Side | None:
    """XLA's ``LookThroughForAllReduce`` from operand ``position`` of ``op``."""
    node_id = graph.producer(op, position)
    if node_id is None:
        return None
    node = graph.ops[node_id]
    if node.short_kind == "dynamic_slice":
        ar_id = graph.producer(node, 0)
        if ar_id is None or graph.only_user(node_id) != op.index or graph.only_user(ar_id) != node_id:
            return None
        ar = graph.ops[ar_id]
        return _Side(ar, (), node) if plain_all_reduce(ar) and ar.scope == op.scope else None
    chain: list[Op] = []
    reader = op.index
    while not plain_all_reduce(node):
        if graph.only_user(node.index) != reader or node.short_kind not in _THROUGH or node.scope != op.scope:
            return None
        if node.short_kind == "pad" and not _pads_with(node, _IDENTITY[op.short_kind]):
            return None
        chain.append(node)
        reader, next_id = node.index, graph.producer(node, 0)
        if next_id is None:
            return None
        node = graph.ops[next_id]
    if graph.only_user(node.index) != reader or node.scope != op.scope:
        return None
    return _Side(node, tuple(chain))


def _scatters_into_zeros(graph: EditableProgram, ar: Op) -> bool:
    """Whether ``ar`` reduces a scatter-add whose base is zeros (a broadcast zero, or a select of two)."""
    source = graph.producer(ar, 0)
    scatter = None if source is None else graph.ops[source]
    if scatter is None or scatter.short_kind != "scatter":
        return False
    base = graph.producer(scatter, 0)
    return base is not None and _zeros(graph, graph.ops[base])


def _zeros(graph: EditableProgram, op: Op, depth: int = 0) -> bool:
    if op.short_kind == "broadcast_in_dim":
        literal = (op.attrs.get(LITERAL_OPERANDS) or {}).get(0)
        return literal is not None and len(literal) == 1 and float(literal[0]) == 0.0
    if op.short_kind == "select" and depth < 4:
        branches = [graph.producer(op, k) for k in (1, 2)]
        return all(b is not None and _zeros(graph, graph.ops[b], depth + 1) for b in branches)
    return False


def _pads_with(pad: Op, value: float) -> bool:
    literal = (pad.attrs.get(LITERAL_OPERANDS) or {}).get(1)
    return literal is not None and len(literal) == 1 and float(literal[0]) == value


def _widens(convert: Op) -> bool:
    """XLA's ``CastPreservesValues`` for the float types of a convert."""
    return (convert.operand_types[0].dtype, convert.result_types[0].dtype) in _FLOATS_WIDENING


def _compatible(op: Op, lhs: _Side, rhs: _Side) -> bool:
    a, b = lhs.ar.collective, rhs.ar.collective
    if a is None or b is None or (lhs.slice is None) != (rhs.slice is None):
        return False
    if lhs.slice is not None and rhs.slice is not None and not _same_slice(lhs, rhs):
        return False
    if a.reduction != op.short_kind or b.reduction != op.short_kind or a.groups != b.groups:
        return False
    if _key(lhs.ar) != _key(rhs.ar):
        return False
    elements = lhs.ar.result_types[0].num_elements if lhs.slice is None else lhs.slice.result_types[0].num_elements
    if lhs.ar.index != rhs.ar.index:
        elements += rhs.ar.result_types[0].num_elements if rhs.slice is None else rhs.slice.result_types[0].num_elements
    if elements < op.result_types[0].num_elements:
        return False
    converts = [s.chain[0] for s in (lhs, rhs) if len(s.chain) == 1 and s.chain[0].short_kind == "convert"]
    if converts:  # XLA promotes: the all-reduces' element types may differ
        return all(_widens(c) for c in converts) and len({c.operand_types[0].dtype for c in converts}) == 1
    return lhs.ar.operand_types[0].dtype == rhs.ar.operand_types[0].dtype


def _key(ar: Op) -> tuple:
    channel = ar.attrs.get("channel_handle")
    has_channel = isinstance(channel, dict) and channel.get("handle", 0) > 0
    return has_channel, bool(ar.attrs.get("use_global_device_ids")), ar.scope


def _same_slice(lhs: _Side, rhs: _Side) -> bool:
    a, b = lhs.slice, rhs.slice
    assert a is not None and b is not None
    return (a.operand_refs[1:] == b.operand_refs[1:] and a.result_types == b.result_types
            and a.attrs.get(LITERAL_OPERANDS) == b.attrs.get(LITERAL_OPERANDS)
            and lhs.ar.result_types[0].shape == rhs.ar.result_types[0].shape)


def _new_all_reduce(ar: Op, reads: Op) -> Op:
    """An all-reduce like ``ar`` of ``reads``'s result."""
    t = reads.result_types[0]
    coll = ar.collective
    assert coll is not None
    return replace(ar, operand_types=(t,), result_types=(t,), deps=(reads.index,), operand_refs=((reads.index,),),
                   attrs={**ar.attrs, REWRITE_ATTR: PASS_NAME}, scope=reads.scope,
                   collective=replace(coll, input_bytes=t.size_bytes, output_bytes=t.size_bytes))


def _rewrite(graph: EditableProgram, op: Op, lhs: _Side, rhs: _Side) -> None:
    for side in (lhs, rhs) if lhs.ar.index != rhs.ar.index else (lhs,):
        reader = side.chain[-1].index if side.chain else op.index
        reduced = side.ar.operand_refs[0] if side.ar.operand_refs else side.ar.deps
        graph.reroute(reader, side.ar.index, reduced)
        graph.remove(side.ar.index)
    op = graph.ops[op.index]
    new = graph.add(_new_all_reduce(lhs.ar, op), op.index)
    graph.redirect(op.index, new, keep=(new,))


def _rewrite_sliced(graph: EditableProgram, op: Op, lhs: _Side, rhs: _Side) -> None:
    """add(ds(ar(x)), ds(ar(y))) -> ds(ar(add(x, y))) with the same slice."""
    assert lhs.slice is not None and rhs.slice is not None
    full = lhs.ar.operand_types[0]
    x = lhs.ar.operand_refs[0] if lhs.ar.operand_refs else lhs.ar.deps
    y = rhs.ar.operand_refs[0] if rhs.ar.operand_refs else rhs.ar.deps
    deps = tuple(sorted(set(x) | set(y)))
    graph.set_op(op.index, op.renumbered(op.index, deps, (tuple(x), tuple(y))))
    graph.set_op(op.index, replace(graph.ops[op.index], operand_types=(full, rhs.ar.operand_types[0]),
                                   result_types=lhs.ar.result_types))
    whole = graph.ops[op.index]
    new_ar = graph.add(_new_all_reduce(lhs.ar, whole), op.index)
    ds = lhs.slice
    new_ds = graph.add(replace(ds, deps=tuple(sorted({new_ar, *(r for refs in ds.operand_refs[1:] for r in refs)})),
                               operand_refs=((new_ar,), *ds.operand_refs[1:])), new_ar)
    graph.redirect(op.index, new_ds, keep=(new_ar,))
    offsets = [r for s in (lhs.slice, rhs.slice) for refs in s.operand_refs[1:] for r in refs]
    for gone in dict.fromkeys((lhs.slice.index, rhs.slice.index, lhs.ar.index, rhs.ar.index)):
        graph.remove(gone)
    graph.remove_dead(offsets, lambda o: o.collective is None and o.short_kind in OFFSET_KINDS)
