"""The lowering's work grows with what is distinct in a program, not with its op count: each
distinct debug location is printed and described once, each distinct attribute decoded once
(MLIR uniques both). Counted, not timed: printing JAX's call-site locations once per op was the
largest cost of lowering a 14k-op GPT-2."""

from __future__ import annotations

import pytest

import hlo2chakra.frontend.attrs as attrs
import hlo2chakra.frontend.lower_context as lower_context
from hlo2chakra.frontend.lower import lower_module
from hlo2chakra.frontend.mlir import parse_bytes

OPS = 60


def _module() -> str:
    """OPS broadcasts and adds sharing two locations and one broadcast_dimensions attribute."""
    lines = ['#loc1 = loc("jit(step)/add"("model.py":3:4))',
             '#loc2 = loc("jit(step)/broadcast_in_dim"(callsite("f"("model.py":7:2) at "main"("run.py":1:1))))',
             "module {",
             "  func.func public @main(%a: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {"]
    value = "%a"
    for i in range(OPS // 2):
        lines.append(f"    %b{i} = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4xf32> loc(#loc2)")
        lines.append(f"    %v{i} = stablehlo.add {value}, %b{i} : tensor<4xf32> loc(#loc1)")
        value = f"%v{i}"
    lines += [f"    return {value} : tensor<4xf32>", "  }", "}"]
    return "\n".join(lines) + "\n"


@pytest.fixture
def program_and_counts(monkeypatch):
    counts = {"describe": 0, "decode": 0}
    real_describe, real_decode = lower_context.describe_location, attrs.decode

    def describe(loc: str) -> str:
        counts["describe"] += 1
        return real_describe(loc)

    def decode(attr):
        counts["decode"] += 1
        return real_decode(attr)

    monkeypatch.setattr(lower_context, "describe_location", describe)
    monkeypatch.setattr(attrs, "decode", decode)
    module, _ctx, _ = parse_bytes(_module().encode(), "work.mlir")
    return lower_module(module, "work.mlir"), counts


def test_each_distinct_location_is_described_once(program_and_counts):
    program, counts = program_and_counts
    assert len(program.ops) == OPS
    assert {op.location for op in program.ops if op.short_kind == "add"} == {"jit(step)/add model.py:3"}
    assert {op.location for op in program.ops if op.short_kind == "broadcast_in_dim"} == {
        "jit(step)/broadcast_in_dim model.py:7"}
    assert counts["describe"] == 2


def test_each_distinct_attribute_is_decoded_once(program_and_counts):
    program, counts = program_and_counts
    broadcasts = [op for op in program.ops if op.short_kind == "broadcast_in_dim"]
    assert len(broadcasts) == OPS // 2
    assert all(op.attrs == {"broadcast_dimensions": ()} for op in broadcasts)
    assert counts["decode"] == 1
