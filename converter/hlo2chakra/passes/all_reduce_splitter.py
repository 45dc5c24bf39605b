"""A global all-reduce sliced per shard becomes an all-reduce within shard groups, the slice, and an
all-reduce across them: what XLA's GPU pipeline does for HSDP (data x fsdp) gradients.

Modelled on XLA's ``AllReduceSplitter`` (``xla/service/gpu/transforms/all_reduce_splitter.cc``),
which runs in ``collective-optimizations`` right before ``ReduceScatterCreator``. It fires on an
``all_reduce`` when

- it is a plain all-reduce (``reduce_scatter_creator.plain_all_reduce``) with global device ids
  over one group of every partition (SPMD, one replica);
- its one reader is a ``dynamic_slice`` in the same loop iteration, read by at most one op, that
  cuts exactly one dimension into ``k`` shards, with ``k`` dividing the partition count and
  below it;
- with the all-reduce's devices cut into contiguous blocks of ``k`` (``[0..k)``, ``[k..2k)``,
  ...) the slice takes the ``j``-th shard on the ``j``-th device of every block (a logical
  reduce-scatter, ``device_offsets.is_shard_offset``);
- it is "profitable" as XLA judges it: the program already has an all-reduce over those blocks or
  over the strided groups across them (``{0, k, 2k, ...}``, ...), which the combiner could merge
  it with. XLA looks within the computation; the converter's unrolled program has one, so the
  whole program is searched.

Rewrite: the all-reduce keeps its operand and reducer over the blocks, the slice reads it, and a
new all-reduce over the strided groups reads the slice; the slice's readers read that instead.
``ReduceScatterCreator`` then turns block all-reduce + slice into a reduce-scatter: a 16 x 128
HSDP gradient moves the shard 128 ways in the node-first blocks and 1/128 of it across the 16
copies, instead of the whole gradient 2,048 ways.
"""

from __future__ import annotations

from hlo2chakra.ir.program import Collective, CollectiveKind, Op
from hlo2chakra.passes.device_offsets import DeviceOffsets, is_shard_offset
from hlo2chakra.passes.editable import EditableProgram
from hlo2chakra.passes.reduce_scatter_creator import REWRITE_ATTR, plain_all_reduce

PASS_NAME = "all_reduce_splitter"
Groups = tuple[tuple[int, ...], ...]


def _blocks(shards: int, devices: int) -> tuple[Groups, Groups]:
    """(contiguous blocks of ``shards`` devices, the strided groups across them)."""
    blocks = tuple(tuple(range(u, u + shards)) for u in range(0, devices, shards))
    across = tuple(tuple(range(g, devices, shards)) for g in range(shards))
    return blocks, across


def _existing_groups(graph: EditableProgram) -> set[Groups]:
    return {op.collective.groups for op in graph.ops.values()
            if op.collective is not None and op.collective.kind is CollectiveKind.ALL_REDUCE}


def split_all_reduces(graph: EditableProgram, offsets: DeviceOffsets, num_partitions: int, num_replicas: int) -> int:
    """Split every matching all-reduce of ``graph`` (module docstring); returns how many."""
    if num_replicas != 1 or num_partitions < 4:   # SPMD only; a split needs 2 shards x 2 copies at least
        return 0
    world = (tuple(range(num_partitions)),)
    existing = _existing_groups(graph)
    made = 0
    for i in graph.in_order():
        ar = graph.ops.get(i)
        if ar is None or not plain_all_reduce(ar) or ar.collective is None or ar.collective.groups != world:
            continue
        if not ar.attrs.get("use_global_device_ids"):
            continue
        split = _match(graph, offsets, ar, num_partitions, existing)
        if split is not None:
            _rewrite(graph, ar, *split)
            made += 1
    return made


def _match(graph: EditableProgram, offsets: DeviceOffsets, ar: Op, devices: int,
           existing: set[Groups]) -> tuple[Op, Groups, Groups] | None:
    reader = graph.only_user(ar.index)
    if reader is None:
        return None
    ds = graph.ops[reader]
    if ds.short_kind != "dynamic_slice" or ds.scope != ar.scope or graph.producer(ds, 0) != ar.index:
        return None
    if len(graph.users_of(ds.index)) > 1 or any(ar.index in refs for refs in ds.operand_refs[1:]):
        return None
    full, part = ds.operand_types[0].shape, ds.result_types[0].shape
    cut = [d for d, (a, b) in enumerate(zip(full, part)) if a != b]
    if len(cut) != 1 or part[cut[0]] == 0 or full[cut[0]] % part[cut[0]]:
        return None
    shards = full[cut[0]] // part[cut[0]]
    if shards == devices or devices % shards:
        return None
    blocks, across = _blocks(shards, devices)
    if not is_shard_offset(offsets, ds, cut[0] + 1, part[cut[0]], blocks):
        return None
    if blocks not in existing and across not in existing:
        return None
    return ds, blocks, across


def _rewrite(graph: EditableProgram, ar: Op, ds: Op, blocks: Groups, across: Groups) -> None:
    coll = ar.collective
    assert coll is not None
    kept = {k: v for k, v in ar.attrs.items() if k != "replica_groups"}
    graph.set_op(ar.index, Op(
        index=ar.index, kind=ar.kind, operand_types=ar.operand_types, result_types=ar.result_types, deps=ar.deps,
        attrs={**kept, REWRITE_ATTR: PASS_NAME},
        collective=Collective(CollectiveKind.ALL_REDUCE, groups=blocks, input_bytes=coll.input_bytes,
                              output_bytes=coll.output_bytes, reduction=coll.reduction),
        location=ar.location, operand_refs=ar.operand_refs, scope=ar.scope))
    shard = ds.result_types[0]
    second = graph.add(Op(
        index=ar.index, kind=ar.kind, operand_types=(shard,), result_types=(shard,), deps=(ds.index,),
        attrs={**kept, REWRITE_ATTR: PASS_NAME},
        collective=Collective(CollectiveKind.ALL_REDUCE, groups=across, input_bytes=shard.size_bytes,
                              output_bytes=shard.size_bytes, reduction=coll.reduction),
        location=ar.location, operand_refs=((ds.index,),), scope=ds.scope), anchor=ds.index)
    graph.redirect(ds.index, second, keep=(second,))
