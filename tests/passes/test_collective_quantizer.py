"""CollectiveQuantizer on small programs: an all-gather next to a type conversion gathers the narrow type."""

from __future__ import annotations

from collective_programs import kinds, lowered, main

from hlo2chakra.passes.gpu_collectives import rewrite_collectives

GATHER_ATTRS = ("all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, "
                "replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids")


def _gather(name: str, operand: str, shard: str, full: str) -> str:
    return f'    %{name} = "stablehlo.all_gather"(%{operand}) {{{GATHER_ATTRS}}} : (tensor<{shard}>) -> tensor<{full}>\n'


def test_convert_to_bf16_after_the_gather_moves_before_it(tmp_path):
    # f32 shard of 16x64 (4,096 bytes) gathered then cast: XLA gathers the bf16 (2,048 bytes)
    body = (_gather("g", "w", "16x64xf32", "64x64xf32")
            + "    %c = stablehlo.convert %g : (tensor<64x64xf32>) -> tensor<64x64xbf16>\n")
    program = lowered(tmp_path, main("%w: tensor<16x64xf32>", "tensor<64x64xbf16>", body, "%c"))
    assert kinds(program) == {"all_gather": (1, 4096)}
    rewritten, summary = rewrite_collectives(program)
    assert summary.rewrites["collective_quantizer"] == 1
    assert kinds(rewritten) == {"all_gather": (1, 2048)}
    assert [op.short_kind for op in rewritten.ops] == ["convert", "all_gather"]
    assert rewritten.ops[1].result_types[0].dtype == "bf16" and rewritten.outputs == (1,)


def test_reshape_between_moves_with_it(tmp_path):
    body = (_gather("g", "w", "16x64xf32", "64x64xf32")
            + "    %r = stablehlo.reshape %g : (tensor<64x64xf32>) -> tensor<4096xf32>\n"
            + "    %c = stablehlo.convert %r : (tensor<4096xf32>) -> tensor<4096xbf16>\n")
    program = lowered(tmp_path, main("%w: tensor<16x64xf32>", "tensor<4096xbf16>", body, "%c"))
    rewritten, _ = rewrite_collectives(program)
    assert kinds(rewritten) == {"all_gather": (1, 2048)}
    assert [(op.short_kind, op.result_types[0].dtype) for op in rewritten.ops] == [
        ("convert", "bf16"), ("all_gather", "bf16"), ("reshape", "bf16")]


def test_gather_of_a_widened_value_gathers_the_narrow_one(tmp_path):
    body = ("    %c = stablehlo.convert %w : (tensor<16x64xbf16>) -> tensor<16x64xf32>\n"
            + _gather("g", "c", "16x64xf32", "64x64xf32"))
    program = lowered(tmp_path, main("%w: tensor<16x64xbf16>", "tensor<64x64xf32>", body, "%g"))
    assert kinds(program) == {"all_gather": (1, 4096)}
    rewritten, _ = rewrite_collectives(program)
    assert kinds(rewritten) == {"all_gather": (1, 2048)}
    assert [op.short_kind for op in rewritten.ops] == ["all_gather", "convert"]  # the old convert was dead


def test_no_rewrite_when_the_gathered_value_has_other_readers(tmp_path):
    body = (_gather("g", "w", "16x64xf32", "64x64xf32")
            + "    %c = stablehlo.convert %g : (tensor<64x64xf32>) -> tensor<64x64xbf16>\n")
    program = lowered(tmp_path, main("%w: tensor<16x64xf32>", "tensor<64x64xbf16>, tensor<64x64xf32>", body, "%c, %g"))
    assert rewrite_collectives(program)[0] is program


def test_no_rewrite_for_an_elementwise_op_between(tmp_path):
    body = (_gather("g", "w", "16x64xf32", "64x64xf32")
            + "    %e = stablehlo.exponential %g : tensor<64x64xf32>\n"
            + "    %c = stablehlo.convert %e : (tensor<64x64xf32>) -> tensor<64x64xbf16>\n")
    program = lowered(tmp_path, main("%w: tensor<16x64xf32>", "tensor<64x64xbf16>", body, "%c"))
    assert rewrite_collectives(program)[0] is program
