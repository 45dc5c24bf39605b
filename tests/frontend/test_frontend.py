"""Reading StableHLO with jaxlib's parser and lowering @main into our Program."""

from __future__ import annotations

import pytest

from hlo2chakra.frontend import FrontendError
from hlo2chakra.frontend.lower import lower_module
from hlo2chakra.frontend.mlir import load_module, parse_bytes
from hlo2chakra.ir.program import CollectiveKind

AR = """
  %{out} = "stablehlo.all_reduce"(%{arg}) <{{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }}) : (tensor<8xf32>) -> tensor<8xf32>"""


def lower_text(text: str, **kwargs):
    module, _, _ = parse_bytes(text.encode(), "test.mlir")
    return lower_module(module, "test.mlir", **kwargs)


def test_calls_are_inlined_with_collectives_inside_and_unused_functions_ignored():
    text = f"""
module attributes {{mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32}} {{
  func.func private @unused(%x: tensor<8xf32>) -> tensor<8xf32> {{
    %y = stablehlo.exponential %x : tensor<8xf32>
    return %y : tensor<8xf32>
  }}
  func.func private @inner(%x: tensor<8xf32>) -> tensor<8xf32> {{
    {AR.format(out="r", arg="x")}
    return %r : tensor<8xf32>
  }}
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {{
    %0 = stablehlo.negate %arg0 : tensor<8xf32>
    %1 = func.call @inner(%0) : (tensor<8xf32>) -> tensor<8xf32>
    %2 = func.call @inner(%1) : (tensor<8xf32>) -> tensor<8xf32>
    %3 = stablehlo.abs %2 : tensor<8xf32>
    return %3 : tensor<8xf32>
  }}
}}"""
    program = lower_text(text)
    kinds = [op.short_kind for op in program.ops]
    assert kinds == ["negate", "all_reduce", "all_reduce", "abs"]
    # def-use goes through the call boundaries
    assert program.ops[1].deps == (0,)
    assert program.ops[2].deps == (1,)
    assert program.ops[3].deps == (2,)
    assert program.ops[1].collective.groups == ((0, 1, 2, 3),)
    assert program.num_devices == 4


def _counted_loop(trip_bound: int, start: int = 0, step: int = 1, direction: str = "LT") -> str:
    return f"""
module {{
  func.func public @main(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {{
    %c0 = stablehlo.constant dense<{start}> : tensor<i32>
    %r:2 = stablehlo.while(%i = %c0, %x = %arg0) : tensor<i32>, tensor<4x4xf32>
     cond {{
      %n = stablehlo.constant dense<{trip_bound}> : tensor<i32>
      %p = stablehlo.compare {direction}, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }} do {{
      %one = stablehlo.constant dense<{step}> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %y = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      stablehlo.return %j, %y : tensor<i32>, tensor<4x4xf32>
    }}
    return %r#1 : tensor<4x4xf32>
  }}
}}"""


@pytest.mark.parametrize(
    "bound,start,step,direction,expected",
    [(5, 0, 1, "LT", 5), (10, 2, 3, "LT", 3), (4, 0, 1, "LE", 5), (0, 6, -2, "GT", 3)],
)
def test_while_is_unrolled_by_its_static_trip_count(bound, start, step, direction, expected):
    program = lower_text(_counted_loop(bound, start, step, direction))
    dots = [op for op in program.ops if op.short_kind == "dot_general"]
    assert len(dots) == expected
    # each iteration consumes the previous one's result
    for prev, cur in zip(dots, dots[1:]):
        assert prev.index in cur.deps
    assert not program.notes


def test_while_without_static_trip_count_is_emitted_once_with_a_note():
    text = """
module {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %r:2 = stablehlo.while(%i = %arg0, %x = %arg1) : tensor<i32>, tensor<4xf32>
     cond {
      %n = stablehlo.constant dense<7> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %y = stablehlo.sine %x : tensor<4xf32>
      stablehlo.return %j, %y : tensor<i32>, tensor<4xf32>
    }
    return %r#1 : tensor<4xf32>
  }
}"""
    program = lower_text(text)
    assert [op.short_kind for op in program.ops].count("sine") == 1
    assert any("not static" in note for note in program.notes)


def test_case_with_constant_selector_takes_that_branch_else_heaviest_with_note():
    def module(selector: str) -> str:
        return f"""
module {{
  func.func public @main(%idx: tensor<i32>, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {{
    {selector}
    %r = "stablehlo.case"(%s) ({{
      %a = stablehlo.negate %x : tensor<64x64xf32>
      stablehlo.return %a : tensor<64x64xf32>
    }}, {{
      %b = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      stablehlo.return %b : tensor<64x64xf32>
    }}) : (tensor<i32>) -> tensor<64x64xf32>
    return %r : tensor<64x64xf32>
  }}
}}"""

    constant = lower_text(module("%s = stablehlo.constant dense<0> : tensor<i32>"))
    assert [op.short_kind for op in constant.ops] == ["negate"]
    dynamic = lower_text(module("%s = stablehlo.abs %idx : tensor<i32>"), weigh=lambda ops: sum(
        2 * 64**3 if op.short_kind == "dot_general" else 64 * 64 for op in ops))
    kinds = [op.short_kind for op in dynamic.ops]
    assert kinds == ["abs", "dot_general"]
    assert dynamic.ops[1].deps == (0,)  # the branch waits for its selector
    assert any("costed branch 1" in note for note in dynamic.notes)


def test_fusion_keeps_its_body_and_tuples_forward_values():
    text = """
module {
  func.func public @main(%x: tensor<128xf32>) -> tensor<128xf32> {
    %f = "mhlo.fusion"(%x, %x) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%a: tensor<128xf32>, %b: tensor<128xf32>):
      %m = stablehlo.multiply %a, %b : tensor<128xf32>
      %e = stablehlo.exponential %m : tensor<128xf32>
      mhlo.return %e : tensor<128xf32>
    }) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %t = stablehlo.tuple %f, %x : tuple<tensor<128xf32>, tensor<128xf32>>
    %g = stablehlo.get_tuple_element %t[0] : (tuple<tensor<128xf32>, tensor<128xf32>>) -> tensor<128xf32>
    %n = stablehlo.negate %g : tensor<128xf32>
    return %n : tensor<128xf32>
  }
}"""
    program = lower_text(text)
    assert [op.kind for op in program.ops] == ["mhlo.fusion", "stablehlo.negate"]
    fusion = program.ops[0]
    assert [op.short_kind for op in fusion.body] == ["multiply", "exponential"]
    assert fusion.body[1].deps == (0,)
    assert program.ops[1].deps == (0,)


def test_collective_permute_pairs_and_group_modes():
    text = """
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<16xf32>) -> tensor<16xf32> {
    %p = "stablehlo.collective_permute"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<16xf32>) -> tensor<16xf32>
    %g = "stablehlo.all_gather"(%p) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<16xf32>) -> tensor<32xf32>
    %s = stablehlo.slice %g [0:16] : (tensor<32xf32>) -> tensor<16xf32>
    return %s : tensor<16xf32>
  }
}"""
    program = lower_text(text)
    permute, gather = program.collectives
    assert permute.collective.kind is CollectiveKind.COLLECTIVE_PERMUTE
    assert permute.collective.pairs == ((0, 1), (1, 2), (2, 3))
    assert gather.collective.groups == ((0, 2), (1, 3))
    assert gather.collective.input_bytes == 64 and gather.collective.output_bytes == 128


def test_mesh_axes_replica_groups_expand_from_the_sdy_mesh():
    text = """
module attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%x: tensor<8xf32>) -> tensor<8xf32> {
    %r = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}"""
    try:
        program = lower_text(text)
    except FrontendError as exc:  # older jaxlib builds cannot parse mesh-axes groups at all
        pytest.skip(str(exc))
    assert program.collectives[0].collective.groups == ((0, 1, 2, 3), (4, 5, 6, 7))


def test_bytecode_and_portable_artifact_read_like_text(tmp_path):
    from jaxlib.mlir.dialects import stablehlo

    text = f"""
module attributes {{mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32}} {{
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {{
    {AR.format(out="r", arg="arg0")}
    return %r : tensor<8xf32>
  }}
}}"""
    module, ctx, _ = parse_bytes(text.encode(), "t.mlir")
    bytecode = tmp_path / "m.mlirbc"
    with open(bytecode, "wb") as f:
        module.operation.write_bytecode(f)
    portable = tmp_path / "m.stablehlo"
    portable.write_bytes(stablehlo.serialize_portable_artifact_str(text, stablehlo.get_minimum_version()))
    reference = lower_module(module, "t")
    for path, encoding in ((bytecode, "bytecode"), (portable, "portable-artifact")):
        loaded, _, info = load_module(path)
        assert info.encoding == encoding
        program = lower_module(loaded, str(path))
        assert [op.kind for op in program.ops] == [op.kind for op in reference.ops]
        assert program.collectives[0].collective.groups == ((0, 1, 2, 3),)


@pytest.mark.parametrize(
    "content,expected",
    [
        (b"", "empty file"),
        (b"\x00\x01\x02\xff\xfe", "not MLIR text"),
        (b"module { func.func @main( }", "cannot parse MLIR"),
        (b"ML\xefR\x00\x05garbage", "cannot read MLIR bytecode"),
    ],
)
def test_bad_input_is_one_line_naming_the_file(tmp_path, content, expected):
    path = tmp_path / "bad.mlir"
    path.write_bytes(content)
    with pytest.raises(FrontendError) as info:
        load_module(path)
    message = str(info.value)
    assert expected in message and str(path) in message and "\n" not in message


def test_missing_main_and_dynamic_shapes_are_rejected():
    with pytest.raises(FrontendError, match="no @main"):
        lower_text("module { func.func @foo() { return } }")
    dynamic = """
module {
  func.func public @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %y = stablehlo.negate %x : tensor<?x4xf32>
    return %y : tensor<?x4xf32>
  }
}"""
    with pytest.raises(FrontendError, match="dynamic shape"):
        lower_text(dynamic)


def test_rank_override_for_modules_that_do_not_declare_devices():
    text = f"""
module {{
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {{
    %r = "stablehlo.all_reduce"(%arg0) <{{replica_groups = dense<0> : tensor<1x1xi64>}}> ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }}) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }}
}}"""
    program = lower_text(text, ranks=8)
    assert program.num_devices == 8
    assert program.collectives[0].collective.groups == (tuple(range(8)),)
    declared = text.replace("module {", "module attributes {mhlo.num_replicas = 4 : i32} {", 1)
    with pytest.raises(FrontendError, match="contradicts"):
        lower_text(declared, ranks=8)


def test_async_start_done_pair_becomes_the_wrapped_collective():
    text = """
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @ar_body(%x: tensor<1024xf32>) -> tensor<1024xf32> attributes {execution_thread = "main"} {
    %r = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<1024xf32>) -> tensor<1024xf32>
    return %r : tensor<1024xf32>
  }
  func.func public @main(%arg0: tensor<1024xf32>, %arg1: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1024xf32>
    %1 = "mhlo.async_start"(%0) {called_computation = @ar_body, execution_thread = "main"} : (tensor<1024xf32>) -> !mhlo.async_bundle<tensor<1024xf32>, tensor<1024xf32>>
    %2 = stablehlo.exponential %arg1 : tensor<1024xf32>
    %3 = "mhlo.async_done"(%1) {called_computation = @ar_body, execution_thread = "main"} : (!mhlo.async_bundle<tensor<1024xf32>, tensor<1024xf32>>) -> tensor<1024xf32>
    %4 = stablehlo.add %3, %2 : tensor<1024xf32>
    return %4 : tensor<1024xf32>
  }
}"""
    program = lower_text(text)
    assert [(op.short_kind, op.deps) for op in program.ops] == [
        ("negate", ()), ("all_reduce", (0,)), ("exponential", ()), ("add", (1, 2))]
    # the exponential does not wait for the all-reduce: it can overlap it
    assert program.ops[1].collective.groups == ((0, 1, 2, 3),)


def test_combined_tuple_all_reduce_counts_every_operand():
    text = """
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2 : i32} {
  func.func public @main(%a: tensor<100xf32>, %b: tensor<50xf32>) -> (tensor<100xf32>, tensor<50xf32>) {
    %r:2 = "stablehlo.all_reduce"(%a, %b) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<100xf32>, tensor<50xf32>) -> (tensor<100xf32>, tensor<50xf32>)
    return %r#0, %r#1 : tensor<100xf32>, tensor<50xf32>
  }
}"""
    program = lower_text(text)
    assert program.collectives[0].collective.input_bytes == (100 + 50) * 4


def test_source_locations_become_short_names():
    from hlo2chakra.frontend.locations import describe_location

    loc = 'loc("jit(f)/dot_general"(callsite("f"("/home/me/model.py":4:20 to :25) at "<module>"("/home/me/run.py":5:6))))'
    assert describe_location(loc) == "jit(f)/dot_general model.py:4"
    assert describe_location('loc("-":12:7)') == "line 12:7"
    assert describe_location("loc(unknown)") == ""


def test_ops_carry_jax_source_locations_when_the_module_has_them():
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp

    text = jax.jit(lambda x, w: jnp.tanh(x @ w)).lower(jnp.zeros((8, 8)), jnp.zeros((8, 8))).as_text(debug_info=True)
    program = lower_text(text)
    assert "dot_general" in program.ops[0].location


def test_every_root_of_the_costed_branch_waits_for_the_selector():
    text = """
module {
  func.func public @main(%idx: tensor<i32>, %x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
    %s = stablehlo.abs %idx : tensor<i32>
    %r:2 = "stablehlo.case"(%s) ({
      %a = stablehlo.negate %x : tensor<64x64xf32>
      %b = stablehlo.negate %y : tensor<64x64xf32>
      stablehlo.return %a, %b : tensor<64x64xf32>, tensor<64x64xf32>
    }, {
      stablehlo.return %x, %y : tensor<64x64xf32>, tensor<64x64xf32>
    }) : (tensor<i32>) -> (tensor<64x64xf32>, tensor<64x64xf32>)
    return %r#0, %r#1 : tensor<64x64xf32>, tensor<64x64xf32>
  }
}"""
    program = lower_text(text)
    assert [(op.short_kind, op.deps) for op in program.ops] == [("abs", ()), ("negate", (0,)), ("negate", (0,))]
    assert len(program.notes) == 1
