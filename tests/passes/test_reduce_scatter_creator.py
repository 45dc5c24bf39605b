"""ReduceScatterCreator on small programs: an all-reduce sliced by partition id becomes a reduce-scatter."""

from __future__ import annotations

from collective_programs import all_reduce, kinds, lowered, main, row_slice, shard_offset

from hlo2chakra.ir.attributes import LITERAL_OPERANDS
from hlo2chakra.passes.gpu_collectives import rewrite_collectives

F32 = "64x32xf32"     # 8,192 bytes: what each device all-reduces
SHARD = "16x32xf32"   # 2,048 bytes: its quarter


def _fsdp(table: str = "[0, 16, 32, 48]", groups: str = "[[0, 1, 2, 3]]", extra_user: bool = False) -> str:
    body = all_reduce("ar", "x", F32, groups) + shard_offset("o", table) + row_slice("ds", "ar", F32, SHARD, "o")
    if extra_user:
        return main(f"%x: tensor<{F32}>", f"tensor<{SHARD}>, tensor<{F32}>", body, "%ds, %ar")
    return main(f"%x: tensor<{F32}>", f"tensor<{SHARD}>", body, "%ds")


def test_the_frontend_keeps_the_offset_table(tmp_path):
    program = lowered(tmp_path, _fsdp())
    lookups = [op for op in program.ops if op.short_kind == "dynamic_slice" and op.operand_types[0].shape == (4,)]
    assert lookups[0].attrs[LITERAL_OPERANDS] == {0: (0, 16, 32, 48)}


def test_all_reduce_sliced_by_partition_id_becomes_reduce_scatter(tmp_path):
    program = lowered(tmp_path, _fsdp())
    assert kinds(program) == {"all_reduce": (1, 8192)}
    rewritten, summary = rewrite_collectives(program)
    assert summary.rewrites["reduce_scatter_creator"] == 1
    assert kinds(rewritten) == {"reduce_scatter": (1, 8192)}
    (rs,) = rewritten.collectives
    assert (rs.collective.input_bytes, rs.collective.output_bytes) == (64 * 32 * 4, 16 * 32 * 4)
    assert rs.collective.groups == ((0, 1, 2, 3),) and rs.collective.reduction == "add"
    assert rs.attrs["scatter_dimension"] == 0
    # the offset lookup is dead and went; the reduce-scatter is what @main returns
    assert [op.short_kind for op in rewritten.ops] == ["reduce_scatter"]
    assert rewritten.outputs == (0,)


def test_offset_as_partition_id_times_shard(tmp_path):
    body = (all_reduce("ar", "x", F32)
            + "    %p = stablehlo.partition_id : tensor<ui32>\n"
            + "    %c = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>\n"
            + "    %k = stablehlo.constant dense<16> : tensor<i32>\n"
            + "    %o = stablehlo.multiply %c, %k : tensor<i32>\n"
            + row_slice("ds", "ar", F32, SHARD, "o"))
    rewritten, summary = rewrite_collectives(lowered(tmp_path, main(f"%x: tensor<{F32}>", f"tensor<{SHARD}>", body, "%ds")))
    assert kinds(rewritten) == {"reduce_scatter": (1, 8192)}


def test_no_rewrite_when_the_offsets_are_not_each_devices_shard(tmp_path):
    program = lowered(tmp_path, _fsdp(table="[0, 16, 48, 32]"))  # devices 2 and 3 swapped
    rewritten, summary = rewrite_collectives(program)
    assert rewritten is program and not summary.changed


def test_no_rewrite_when_the_all_reduce_has_another_reader(tmp_path):
    program = lowered(tmp_path, _fsdp(extra_user=True))
    rewritten, _ = rewrite_collectives(program)
    assert rewritten is program


def test_no_rewrite_when_the_shard_does_not_fit_the_group(tmp_path):
    # groups of 2 would need halves (32 rows), the slice takes quarters
    program = lowered(tmp_path, _fsdp(groups="[[0, 1], [2, 3]]"))
    rewritten, _ = rewrite_collectives(program)
    assert rewritten is program


def test_strided_groups_take_their_own_offsets(tmp_path):
    # groups {0,2} and {1,3}: devices 2 and 3 are second in their group and take rows 32..63
    halves = "32x32xf32"
    body = (all_reduce("ar", "x", F32, "[[0, 2], [1, 3]]") + shard_offset("o", "[0, 0, 32, 32]")
            + row_slice("ds", "ar", F32, halves, "o"))
    text = main(f"%x: tensor<{F32}>", f"tensor<{halves}>", body, "%ds")
    rewritten, _ = rewrite_collectives(lowered(tmp_path, text))
    assert kinds(rewritten) == {"reduce_scatter": (1, 8192)}
    wrong = text.replace("[0, 0, 32, 32]", "[0, 32, 0, 32]")  # the offsets of groups {0,1}, {2,3}
    program = lowered(tmp_path, wrong, "wrong.mlir")
    assert rewrite_collectives(program)[0] is program


def test_transpose_and_copy_between_are_looked_through(tmp_path):
    # the CPU partitioner's gradient: all-reduce(dW^T) -> transpose -> copy -> slice
    body = (all_reduce("ar", "x", "32x64xf32")
            + "    %t = stablehlo.transpose %ar, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>\n"
            + "    %c = mhlo.copy %t : tensor<64x32xf32>\n"
            + shard_offset("o") + row_slice("ds", "c", F32, SHARD, "o"))
    rewritten, _ = rewrite_collectives(lowered(tmp_path, main("%x: tensor<32x64xf32>", f"tensor<{SHARD}>", body, "%ds")))
    assert kinds(rewritten) == {"reduce_scatter": (1, 8192)}
    kinds_in_order = [op.short_kind for op in rewritten.ops]
    assert kinds_in_order == ["transpose", "copy", "reduce_scatter"]  # the transpose runs on the unreduced gradient


def test_reshape_that_merges_the_split_dimension_is_not_looked_through(tmp_path):
    body = (all_reduce("ar", "x", F32)
            + "    %r = stablehlo.reshape %ar : (tensor<64x32xf32>) -> tensor<2048xf32>\n"
            + shard_offset("o", "[0, 512, 1024, 1536]")
            + "    %ds = stablehlo.dynamic_slice %r, %o, sizes = [512] : (tensor<2048xf32>, tensor<i32>) -> tensor<512xf32>\n")
    program = lowered(tmp_path, main(f"%x: tensor<{F32}>", "tensor<512xf32>", body, "%ds"))
    assert rewrite_collectives(program)[0] is program  # XLA: split dimension modified by the reshape
