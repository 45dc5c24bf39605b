"""The grouping modes (cost.modes): one spelling, accepted by value, rejected in one line."""

from __future__ import annotations

import json

import pytest

from hlo2chakra.cost.combine import CombineError, parse_mode as parse_combine
from hlo2chakra.cost.fusion import MODES, FusionError, fuse_program
from hlo2chakra.cost.modes import CombineMode, FusionMode, parse_mode
from hlo2chakra.ir.program import Op, Program, TensorType


def test_the_values_are_the_cli_spellings_and_print_as_them() -> None:
    assert [m.value for m in FusionMode] == ["auto", "none", "xla-like"] == list(MODES)
    assert [m.value for m in CombineMode] == ["auto", "xla-like", "none"]
    # f-strings and JSON (messages, manifests) show the value, never 'FusionMode.XLA_LIKE'
    assert f"{FusionMode.XLA_LIKE}" == "xla-like" and json.dumps(CombineMode.NONE) == '"none"'
    assert FusionMode.NONE == "none"


def test_parse_mode_names_the_choices_with_the_callers_error() -> None:
    assert parse_mode(FusionMode, "xla-like", "fusion", FusionError) is FusionMode.XLA_LIKE
    with pytest.raises(FusionError, match=r"unknown fusion mode 'fast' \(expected one of: auto, none, xla-like\)"):
        parse_mode(FusionMode, "fast", "fusion", FusionError)
    with pytest.raises(CombineError, match=r"unknown combine mode 'all' \(expected one of: auto, xla-like, none\)"):
        parse_combine("all")


def test_fusion_takes_the_enum_or_its_value_and_records_the_value() -> None:
    t = TensorType((1024,), "f32")
    program = Program((Op(0, "stablehlo.add", (t, t), (t,)), Op(1, "stablehlo.multiply", (t, t), (t,), deps=(0,))))
    for mode in (FusionMode.XLA_LIKE, "xla-like"):
        fused, summary = fuse_program(program, mode)
        assert (summary.requested, summary.applied, summary.ops_before, summary.ops_after) == ("xla-like", "xla-like", 2, 1)
        assert type(summary.requested) is str and json.loads(json.dumps(summary.as_dict()))["applied"] == "xla-like"
    assert fuse_program(program, FusionMode.NONE)[1].ops_after == 2
