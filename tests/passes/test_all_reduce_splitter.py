"""AllReduceSplitter: a global all-reduce sliced per shard (HSDP gradients on data x fsdp) becomes a
reduce-scatter within the shard blocks and an all-reduce of the shard across them."""

from __future__ import annotations

from collective_programs import all_reduce, kinds, lowered, main, row_slice, shard_offset

from hlo2chakra.passes.gpu_collectives import rewrite_collectives

F32 = "64x32xf32"     # 8,192 bytes: each device's gradient
SHARD = "16x32xf32"   # 2,048 bytes: its quarter (4 shards over 8 devices: 2 copies of each)
WORLD = "[[0, 1, 2, 3, 4, 5, 6, 7]]"
BLOCKS = "[[0, 1, 2, 3], [4, 5, 6, 7]]"


def _hsdp(table: str = "[0, 16, 32, 48, 0, 16, 32, 48]", other_groups: str | None = BLOCKS) -> str:
    """``all_reduce(x)`` over all 8 devices, each slicing its fsdp shard; with ``other_groups`` an
    all-reduce over those groups (the norm of the shards, as the optimizer computes it) too."""
    body = all_reduce("ar", "x", F32, WORLD) + shard_offset("o", table) + row_slice("ds", "ar", F32, SHARD, "o")
    if other_groups is None:
        return main(f"%x: tensor<{F32}>", f"tensor<{SHARD}>", body, "%ds", partitions=8)
    body += all_reduce("n", "y", "4xf32", other_groups, channel=2)
    return main(f"%x: tensor<{F32}>, %y: tensor<4xf32>", f"tensor<{SHARD}>, tensor<4xf32>", body, "%ds, %n",
                partitions=8)


def test_a_global_all_reduce_sliced_per_block_becomes_reduce_scatter_then_all_reduce(tmp_path):
    program = lowered(tmp_path, _hsdp())
    assert kinds(program) == {"all_reduce": (2, 8192 + 16)}
    rewritten, summary = rewrite_collectives(program)
    assert summary.rewrites["all_reduce_splitter"] == 1 and summary.rewrites["reduce_scatter_creator"] == 1
    by_kind = {op.collective.kind.value: op for op in rewritten.collectives if op.collective.input_bytes > 16}
    rs, ar = by_kind["reduce_scatter"], by_kind["all_reduce"]
    assert rs.collective.groups == ((0, 1, 2, 3), (4, 5, 6, 7))          # within the blocks
    assert (rs.collective.input_bytes, rs.collective.output_bytes) == (8192, 2048)
    assert ar.collective.groups == ((0, 4), (1, 5), (2, 6), (3, 7))      # the shard across them
    assert ar.collective.input_bytes == 2048 and ar.deps == (rs.index,)
    # @main returns the shard reduced everywhere: the all-reduce across the blocks
    assert rewritten.outputs[0] == ar.index


def test_not_split_when_nothing_else_runs_on_those_groups(tmp_path):
    rewritten, summary = rewrite_collectives(lowered(tmp_path, _hsdp(other_groups=None)))
    assert summary.rewrites["all_reduce_splitter"] == 0
    assert kinds(rewritten) == {"all_reduce": (1, 8192)}  # XLA's profitability rule: left as it is


def test_the_strided_groups_also_make_it_profitable(tmp_path):
    _, summary = rewrite_collectives(lowered(tmp_path, _hsdp(other_groups="[[0, 4], [1, 5], [2, 6], [3, 7]]")))
    assert summary.rewrites["all_reduce_splitter"] == 1


def test_not_split_when_the_slices_are_not_each_blocks_shards(tmp_path):
    # device 4 takes shard 1: not the j-th shard on the j-th device of its block
    rewritten, summary = rewrite_collectives(lowered(tmp_path, _hsdp(table="[0, 16, 32, 48, 16, 0, 32, 48]")))
    assert summary.rewrites["all_reduce_splitter"] == 0
