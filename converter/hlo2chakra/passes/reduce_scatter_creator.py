"""An all-reduce whose only reader slices each device's own shard out becomes a reduce-scatter.

Modelled on XLA's GPU ``ReduceScatterCreator`` (``xla/service/gpu/transforms/
reduce_scatter_creator.cc``, matching with ``MatchReduceScatter`` of
``xla/service/collective_opt_utils.cc``, ``allow_intervening_reshape=true``,
``allow_multiple_split_dims=false``). It fires on an ``all_reduce`` when

- it has one operand and one result, is synchronous (not an async start), is not
  ``constrain_layout``, its result has a dimension over 1, and its device groups are all of one
  size, 2 or more;
- it has exactly one reader (``@main`` does not return it), in the same loop iteration, and
  following single readers leads, through layout-only ops, to a ``dynamic_slice`` that slices
  the reduced value (not one of its offsets);
- the slice cuts exactly one dimension, to ``shard`` elements of ``shard * group size``;
- that dimension's offset is ``shard * j`` on the ``j``-th device of every group, as
  ``passes.device_offsets`` evaluates it (a table lookup or multiple of ``partition_id``).

Layout-only ops in between: XLA looks through one ``reshape`` (and bitcasts) whose split
dimension it leaves alone; that is kept here (``_through_layout``). The CPU partitioner's output
also puts ``transpose`` + ``copy`` between the gradient all-reduce and its slice (``x.T``
gradients), which XLA's GPU simplification pipeline folds into the GEMM before the collective
passes run: ``tests/data/programs/fsdp/optimized_gpu_h100-sxm.hlo`` reduce-scatters those
gradients in the weight's layout. So transposes and copies are looked through too, and a
transpose of the GEMM that computed the gradient folds into it (``passes.transpose_folding``).

Rewrite: the layout ops read the all-reduce's operand instead (an all-reduce commutes with
moving data around), the slice becomes a ``reduce_scatter`` of the last one's result along the
sliced dimension, with the all-reduce's groups, reducer and channel, and the all-reduce goes.
The offset computation nothing reads any more goes too (XLA's ``HloDCE``). Slices that do not
split evenly (XLA slices the input first) are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from hlo2chakra.ir.program import Collective, CollectiveKind, Op
from hlo2chakra.passes.device_offsets import DeviceOffsets, is_shard_offset
from hlo2chakra.passes.editable import EditableProgram
from hlo2chakra.passes.transpose_folding import fold_into_dot

REWRITE_ATTR = "hlo2chakra.rewritten_by"    # on an op a collective pass made: the pass's name
PASS_NAME = "reduce_scatter_creator"
_LAYOUT = frozenset({"reshape", "bitcast", "transpose", "copy"})
_MAX_CHAIN = 8
# ops of an offset computation: removed with the slice when nothing else reads them
OFFSET_KINDS = frozenset({"partition_id", "replica_id", "reshape", "bitcast", "copy", "convert", "dynamic_slice",
                          "multiply", "add", "subtract", "clamp", "iota"})


@dataclass(frozen=True)
class _Match:
    chain: tuple[Op, ...]   # layout ops from the all-reduce to the slice
    slice: Op
    split_dim: int          # in the slice's operand


def plain_all_reduce(op: Op) -> bool:
    """A synchronous one-operand all-reduce over equal-sized groups of 2 or more devices."""
    coll = op.collective
    if coll is None or coll.kind is not CollectiveKind.ALL_REDUCE or op.kind.endswith("_start"):
        return False
    if len(op.operand_types) != 1 or len(op.result_types) != 1 or op.attrs.get("constrain_layout"):
        return False
    sizes = {len(g) for g in coll.groups}
    return len(sizes) == 1 and min(sizes) >= 2


def create_reduce_scatters(graph: EditableProgram, offsets: DeviceOffsets) -> int:
    """Rewrite every matching all-reduce of ``graph`` (module docstring); returns how many."""
    made = 0
    for i in graph.in_order():
        op = graph.ops.get(i)
        if op is None or not plain_all_reduce(op) or all(d == 1 for d in op.result_types[0].shape):
            continue
        match = _match(graph, offsets, op)
        if match is not None:
            _rewrite(graph, op, match)
            made += 1
    return made


def _match(graph: EditableProgram, offsets: DeviceOffsets, ar: Op) -> _Match | None:
    chain: list[Op] = []
    current = ar
    while True:
        reader = graph.only_user(current.index)
        if reader is None:
            return None
        user = graph.ops[reader]
        if user.scope != ar.scope:
            return None
        if user.short_kind == "dynamic_slice":
            break
        if user.short_kind not in _LAYOUT or len(chain) >= _MAX_CHAIN or graph.producer(user, 0) != current.index:
            return None
        chain.append(user)
        current = user
    ds = user
    if graph.producer(ds, 0) != current.index or any(current.index in refs for refs in ds.operand_refs[1:]):
        return None
    full, part = ds.operand_types[0].shape, ds.result_types[0].shape
    cut = [d for d, (a, b) in enumerate(zip(full, part)) if a != b]
    if len(cut) != 1:
        return None
    split = cut[0]
    groups = ar.collective.groups if ar.collective else ()
    shard = part[split]
    if shard * len(groups[0]) != full[split] or _through_layout(chain, split) is None:
        return None
    if not is_shard_offset(offsets, ds, split + 1, shard, groups):
        return None
    return _Match(tuple(chain), ds, split)


def _through_layout(chain: list[Op], dim: int) -> int | None:
    """The all-reduce's dimension that dimension ``dim`` of the chain's result is, or None when a
    reshape changes it (XLA's ``DimensionsUnmodifiedByReshape`` check)."""
    for op in reversed(chain):
        if op.short_kind == "transpose":
            perm = op.attrs.get("permutation")
            if not isinstance(perm, (tuple, list)) or dim >= len(perm):
                return None
            dim = int(perm[dim])
        elif op.operand_types[0].shape != op.result_types[0].shape:
            found = unmodified_dim(op.operand_types[0].shape, op.result_types[0].shape, dim)
            if found is None:
                return None
            dim = found
    return dim


def unmodified_dim(before: tuple[int, ...], after: tuple[int, ...], dim: int) -> int | None:
    """The dimension of ``before`` that a reshape to ``after`` leaves as dimension ``dim``
    (same size, same product of the dimensions ahead of it), or None."""
    ahead = 1
    for d in after[:dim]:
        ahead *= d
    product = 1
    for i, size in enumerate(before):
        if product == ahead and size == after[dim]:
            return i
        product *= size
    return None


def _rewrite(graph: EditableProgram, ar: Op, match: _Match) -> None:
    reduced = ar.operand_refs[0] if ar.operand_refs else ar.deps
    first = match.chain[0] if match.chain else match.slice
    graph.reroute(first.index, ar.index, reduced)
    ds = graph.ops[match.slice.index]
    source_refs = (match.chain[-1].index,) if match.chain else tuple(reduced)
    source_type = match.chain[-1].result_types[0] if match.chain else ar.operand_types[0]
    coll = ar.collective
    assert coll is not None
    attrs = {k: v for k, v in ar.attrs.items() if k in ("channel_handle", "replica_groups", "use_global_device_ids")}
    attrs.update({"scatter_dimension": match.split_dim, REWRITE_ATTR: PASS_NAME})
    offset_ops = [r for refs in ds.operand_refs[1:] for r in refs]
    graph.set_op(ds.index, Op(
        index=ds.index, kind="stablehlo.reduce_scatter", operand_types=(source_type,),
        result_types=ds.result_types, deps=tuple(sorted(source_refs)), attrs=attrs,
        collective=Collective(CollectiveKind.REDUCE_SCATTER, groups=coll.groups, input_bytes=source_type.size_bytes,
                              output_bytes=ds.result_types[0].size_bytes, reduction=coll.reduction),
        location=ar.location, operand_refs=(tuple(sorted(source_refs)),), scope=ar.scope))
    graph.remove(ar.index)
    graph.remove_dead(offset_ops, lambda op: op.collective is None and op.short_kind in OFFSET_KINDS)
    if match.chain and match.chain[0].short_kind == "transpose":
        fold_into_dot(graph, graph.ops[match.chain[0].index])
