"""AllReduceReassociate on small programs: op(all-reduce(x), all-reduce(y)) -> all-reduce(op(x, y))."""

from __future__ import annotations

from collective_programs import all_reduce, kinds, lowered, main, row_slice, shard_offset

from hlo2chakra.passes.gpu_collectives import rewrite_collectives

T = "8x16xf32"   # 512 bytes per all-reduce
ARGS = f"%x: tensor<{T}>, %y: tensor<{T}>, %z: tensor<{T}>"


def _sum(groups_y: str = "[[0, 1, 2, 3]]", reducer_y: str = "add", op: str = "add") -> str:
    body = (all_reduce("a", "x", T) + all_reduce("b", "y", T, groups_y, reducer_y, channel=2)
            + f"    %s = stablehlo.{op} %a, %b : tensor<{T}>\n")
    return main(ARGS, f"tensor<{T}>", body, "%s")


def test_two_all_reduces_added_become_one(tmp_path):
    program = lowered(tmp_path, _sum())
    assert kinds(program) == {"all_reduce": (2, 1024)}
    rewritten, summary = rewrite_collectives(program)
    assert summary.rewrites["all_reduce_reassociate"] == 1
    assert kinds(rewritten) == {"all_reduce": (1, 512)}
    assert [op.short_kind for op in rewritten.ops] == ["add", "all_reduce"]
    assert rewritten.outputs == (1,)  # @main returns the new all-reduce


def test_a_chain_of_adds_becomes_one_all_reduce(tmp_path):
    # dq + dk + dv: the partial input gradients of three column-parallel matmuls
    body = (all_reduce("a", "x", T) + all_reduce("b", "y", T, channel=2) + all_reduce("c", "z", T, channel=3)
            + f"    %s = stablehlo.add %a, %b : tensor<{T}>\n    %u = stablehlo.add %s, %c : tensor<{T}>\n")
    rewritten, summary = rewrite_collectives(lowered(tmp_path, main(ARGS, f"tensor<{T}>", body, "%u")))
    assert summary.rewrites["all_reduce_reassociate"] == 2
    assert kinds(rewritten) == {"all_reduce": (1, 512)}


def test_no_rewrite_when_the_groups_differ(tmp_path):
    program = lowered(tmp_path, _sum(groups_y="[[0, 1], [2, 3]]"))
    assert rewrite_collectives(program)[0] is program


def test_no_rewrite_when_the_reducer_is_not_the_op(tmp_path):
    program = lowered(tmp_path, _sum(reducer_y="maximum"))
    assert rewrite_collectives(program)[0] is program
    program = lowered(tmp_path, _sum(op="subtract"), "sub.mlir")
    assert rewrite_collectives(program)[0] is program


def test_no_rewrite_when_an_all_reduce_has_another_reader(tmp_path):
    body = (all_reduce("a", "x", T) + all_reduce("b", "y", T, channel=2)
            + f"    %s = stablehlo.add %a, %b : tensor<{T}>\n")
    program = lowered(tmp_path, main(ARGS, f"tensor<{T}>, tensor<{T}>", body, "%s, %a"))
    assert rewrite_collectives(program)[0] is program


def test_widening_converts_promote_the_all_reduce(tmp_path):
    # two bf16 all-reduces (256 bytes each) converted to f32 and added: one f32 all-reduce (512 bytes)
    bf16 = "8x16xbf16"
    body = (all_reduce("a", "x", bf16) + all_reduce("b", "y", bf16, channel=2)
            + f"    %ca = stablehlo.convert %a : (tensor<{bf16}>) -> tensor<{T}>\n"
            + f"    %cb = stablehlo.convert %b : (tensor<{bf16}>) -> tensor<{T}>\n"
            + f"    %s = stablehlo.add %ca, %cb : tensor<{T}>\n")
    program = lowered(tmp_path, main(f"%x: tensor<{bf16}>, %y: tensor<{bf16}>", f"tensor<{T}>", body, "%s"))
    assert kinds(program) == {"all_reduce": (2, 512)}
    rewritten, _ = rewrite_collectives(program)
    assert kinds(rewritten) == {"all_reduce": (1, 512)}
    (ar,) = rewritten.collectives
    assert ar.operand_types[0].dtype == "f32"


def test_narrowing_converts_are_not_reassociated(tmp_path):
    bf16 = "8x16xbf16"
    body = (all_reduce("a", "x", T) + all_reduce("b", "y", T, channel=2)
            + f"    %ca = stablehlo.convert %a : (tensor<{T}>) -> tensor<{bf16}>\n"
            + f"    %cb = stablehlo.convert %b : (tensor<{T}>) -> tensor<{bf16}>\n"
            + f"    %s = stablehlo.add %ca, %cb : tensor<{bf16}>\n")
    program = lowered(tmp_path, main(f"%x: tensor<{T}>, %y: tensor<{T}>", f"tensor<{bf16}>", body, "%s"))
    assert rewrite_collectives(program)[0] is program


def test_sliced_sum_becomes_one_reduce_scatter(tmp_path):
    # add(ds(ar(x)), ds(ar(y))) -> ds(ar(x + y)) (AllReduceReassociate) -> reduce-scatter (ReduceScatterCreator)
    full, part = "64x32xf32", "16x32xf32"
    body = (all_reduce("a", "x", full) + all_reduce("b", "y", full, channel=2) + shard_offset("o")
            + row_slice("da", "a", full, part, "o") + row_slice("db", "b", full, part, "o")
            + f"    %s = stablehlo.add %da, %db : tensor<{part}>\n")
    program = lowered(tmp_path, main(f"%x: tensor<{full}>, %y: tensor<{full}>", f"tensor<{part}>", body, "%s"))
    assert kinds(program) == {"all_reduce": (2, 16384)}
    rewritten, summary = rewrite_collectives(program)
    assert (summary.rewrites["all_reduce_reassociate"], summary.rewrites["reduce_scatter_creator"]) == (1, 1)
    assert kinds(rewritten) == {"reduce_scatter": (1, 8192)}
    add = next(op for op in rewritten.ops if op.short_kind == "add")
    assert add.result_types[0].shape == (64, 32)  # the sum runs on the full gradients


def test_embedding_gradient_scatter_into_zeros_is_left_as_xla_gpu_leaves_it(tmp_path):
    # tied embedding: add(ar(dot gradient), ar(scatter-add of the token gradients into zeros)); XLA's
    # GPU pipeline has folded the add into the scatter before partitioning and keeps two all-reduces
    table, rows = "16x8xf32", "4x8xf32"
    body = ("    %cz = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
            f"    %zeros = stablehlo.broadcast_in_dim %cz, dims = [] : (tensor<f32>) -> tensor<{table}>\n"
            '    %sc = "stablehlo.scatter"(%zeros, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = '
            "#stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
            "index_vector_dim = 1>, unique_indices = false}> ({\n"
            "    ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n      %pq = stablehlo.add %p, %q : tensor<f32>\n"
            "      stablehlo.return %pq : tensor<f32>\n"
            f"    }}) : (tensor<{table}>, tensor<4x1xi32>, tensor<{rows}>) -> tensor<{table}>\n"
            + all_reduce("a", "x", table) + all_reduce("b", "sc", table, channel=2)
            + f"    %s = stablehlo.add %a, %b : tensor<{table}>\n")
    program = lowered(tmp_path, main(f"%x: tensor<{table}>, %i: tensor<4x1xi32>, %u: tensor<{rows}>", f"tensor<{table}>",
                                     body, "%s"))
    assert kinds(program) == {"all_reduce": (2, 1024)}
    assert rewrite_collectives(program)[0] is program
