"""Lowering errors as users read them: one line, the culprit op named once, at its own place.

The walker names an op's fault in one place (``Lowering.lower_block_ops``); these pin the whole
message for faults raised at each depth: by the op's own handler, inside a callee, a loop body
and a fusion body, by a region entered too deep, and with a module-wide cause put first.
"""

from __future__ import annotations

import pytest

from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.frontend.lower import lower_module
from hlo2chakra.frontend.mlir import parse_bytes

HEADER = "module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {\n"
ALL_REDUCE = """\
    %r = "stablehlo.all_reduce"(%v) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids} : (tensor<8xf32>) -> tensor<8xf32>
"""
OUT_OF_RANGE = ("all_reduce: replica group id 4 is out of range for flattened_ids with 1 replica(s) x 4 "
                "partition(s)")


def refusal(text: str, **kwargs) -> str:
    module, _, _ = parse_bytes(text.encode(), "test.mlir")
    with pytest.raises(FrontendError) as info:
        lower_module(module, "/runs/test.mlir", **kwargs)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_a_dynamic_shape_names_its_op_once_at_its_line():
    text = HEADER + """func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %y = stablehlo.negate %x : tensor<?x4xf32>
  return %y : tensor<?x4xf32>
}
}"""
    assert refusal(text) == ("stablehlo.negate at test.mlir:3:8: dynamic shape tensor<?x4xf32> is not supported "
                             "(export with static shapes)")


def test_a_dynamic_main_argument_names_the_arguments():
    text = HEADER + """func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %x : tensor<?x4xf32>
}
}"""
    assert refusal(text) == ("@main arguments: dynamic shape tensor<?x4xf32> is not supported "
                             "(export with static shapes)")


def test_a_fault_inside_a_callee_names_the_callee_op_not_the_call():
    text = HEADER + """func.func private @f(%v: tensor<8xf32>) -> tensor<8xf32> {
""" + ALL_REDUCE + """  return %r : tensor<8xf32>
}
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %y = func.call @f(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
}"""
    assert refusal(text) == f"stablehlo.all_reduce at test.mlir:3:10: {OUT_OF_RANGE}"


def counted_loop(trips: int, body: str) -> str:
    """@main: a while over %v (tensor<8xf32>) of ``trips`` trips; ``body`` defines %r from %v."""
    return HEADER + f"""func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {{
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %w:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i64>, tensor<8xf32>
   cond {{
    %n = stablehlo.constant dense<{trips}> : tensor<i64>
    %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
   }} do {{
    %one = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %one : tensor<i64>
{body}    stablehlo.return %j, %r : tensor<i64>, tensor<8xf32>
   }}
  return %w#1 : tensor<8xf32>
}}
}}"""


def test_a_fault_in_a_loop_body_names_the_body_op():
    assert refusal(counted_loop(3, ALL_REDUCE)) == f"stablehlo.all_reduce at test.mlir:12:10: {OUT_OF_RANGE}"


def test_a_fault_in_a_fusion_body_names_the_fused_op():
    text = HEADER + """func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %f = "mhlo.fusion"(%x) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%v: tensor<8xf32>):
""" + ALL_REDUCE + """    mhlo.return %r : tensor<8xf32>
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %f : tensor<8xf32>
}
}"""
    assert refusal(text) == f"stablehlo.all_reduce at test.mlir:5:10: {OUT_OF_RANGE}"


def test_an_unknown_device_count_is_said_first_with_the_op_in_brackets():
    text = """module {
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
}"""
    assert refusal(text) == (
        "/runs/test.mlir: this module does not say how many devices it runs on: pass --ranks N "
        "(stablehlo.collective_permute at test.mlir:3:8: collective_permute: pair (0, 1) is out of range "
        "for 1 cross_replica ids)")


def test_a_loop_over_the_op_cap_names_the_while():
    text = counted_loop(2_500_001, "    %r = stablehlo.negate %v : tensor<8xf32>\n")  # 2 ops a trip
    assert refusal(text) == ("stablehlo.while at test.mlir:4:10: loop of 2,500,001 trips would unroll the program "
                             "to more than 5,000,000 ops (loop too long?)")


def test_recursion_names_the_file_and_the_function():
    text = HEADER + """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = func.call @main(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
}"""
    assert refusal(text) == "/runs/test.mlir: call depth over 64 at @main (recursion?)"
