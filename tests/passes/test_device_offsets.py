"""Per-device values of partition-id offset computations (XLA's IsPerIdOffset forms)."""

from __future__ import annotations

from collective_programs import lowered, main

from hlo2chakra.passes.device_offsets import DeviceOffsets
from hlo2chakra.passes.editable import EditableProgram


def _values(tmp_path, body: str, partitions: int = 4):
    program = lowered(tmp_path, main("%x: tensor<f32>", "tensor<i32>", body, "%o", partitions))
    graph = EditableProgram(program)
    return DeviceOffsets(graph, program.num_partitions, program.num_replicas).values(program.outputs[0])


def test_table_lookup_by_partition_id(tmp_path):
    body = ("    %t = stablehlo.constant dense<[0, 32, 64, 96]> : tensor<4xi32>\n"
            "    %p = stablehlo.partition_id : tensor<ui32>\n"
            "    %l = stablehlo.dynamic_slice %t, %p, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>\n"
            "    %o = stablehlo.reshape %l : (tensor<1xi32>) -> tensor<i32>\n")
    assert _values(tmp_path, body) == (0, 32, 64, 96)


def test_clamped_multiple_minus_a_constant(tmp_path):
    body = ("    %p = stablehlo.partition_id : tensor<ui32>\n"
            "    %c = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>\n"
            "    %k = stablehlo.constant dense<8> : tensor<i32>\n"
            "    %m = stablehlo.multiply %c, %k : tensor<i32>\n"
            "    %one = stablehlo.constant dense<1> : tensor<i32>\n"
            "    %s = stablehlo.subtract %m, %one : tensor<i32>\n"
            "    %lo = stablehlo.constant dense<0> : tensor<i32>\n"
            "    %hi = stablehlo.constant dense<20> : tensor<i32>\n"
            "    %o = stablehlo.clamp %lo, %s, %hi : tensor<i32>\n")
    assert _values(tmp_path, body) == (0, 7, 15, 20)


def test_a_value_from_memory_has_no_known_offset(tmp_path):
    body = "    %o = stablehlo.convert %x : (tensor<f32>) -> tensor<i32>\n"
    assert _values(tmp_path, body) is None
