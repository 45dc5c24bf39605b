"""Collective combining like XLA's GPU pipeline (cost.combine), checked on hand-written programs
and against what XLA's GPU pipeline itself made of the same models."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hlo2chakra.chakra.manifest import CollectiveTotal, read_manifest
from hlo2chakra.pipeline.convert import convert, load_program
from hlo2chakra.cost.combine import (
    COMBINED_ATTR,
    CombineError,
    CombineMode,
    CombineThresholds,
    combine_collectives,
)
from hlo2chakra.frontend.mlir import parse_bytes
from hlo2chakra.frontend.lower import lower_module
from hlo2chakra.ir.program import CollectiveKind, TensorType

from conftest import DATA, PROGRAMS, has_cuda_plugin

GPT2 = DATA / "gpt2_small"
_GROUP4 = "replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>"


def lower_text(text: str):
    module, _, _ = parse_bytes(text.encode(), "test.mlir")
    return lower_module(module, "test.mlir")


def _all_reduce(result: str, operand: str, dtype: str, shape: str, groups: str = _GROUP4,
                reducer: str = "add") -> str:
    t = f"tensor<{shape}x{dtype}>" if shape else f"tensor<{dtype}>"
    return f"""    {result} = "stablehlo.all_reduce"({operand}) <{{{groups}}}> ({{
    ^bb0(%x{result[1:]}: tensor<{dtype}>, %y{result[1:]}: tensor<{dtype}>):
      %s{result[1:]} = stablehlo.{reducer} %x{result[1:]}, %y{result[1:]} : tensor<{dtype}>
      stablehlo.return %s{result[1:]} : tensor<{dtype}>
    }}) : ({t}) -> {t}
"""


def _module(args: str, body: str, results: str, types: str) -> str:
    return f"""module attributes {{mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32}} {{
  func.func public @main({args}) -> ({types}) {{
{body}    return {results} : {types}
  }}
}}"""


def _independent(sizes: list[int], dtype: str = "f32") -> str:
    args = ", ".join(f"%a{i}: tensor<{n}x{dtype}>" for i, n in enumerate(sizes))
    body = "".join(_all_reduce(f"%r{i}", f"%a{i}", dtype, str(n)) for i, n in enumerate(sizes))
    return _module(args, body, ", ".join(f"%r{i}" for i in range(len(sizes))),
                   ", ".join(f"tensor<{n}x{dtype}>" for n in sizes))


def _kinds(program) -> list[CollectiveKind]:
    return [op.collective.kind for op in program.collectives]


def _topological(program) -> bool:
    return all(op.index == i and all(d < i for d in op.deps) for i, op in enumerate(program.ops))


def test_independent_all_reduces_become_one_with_every_operand_and_byte():
    program = lower_text(_independent([100, 50, 25]))
    combined, summary = combine_collectives(program)
    (op,) = combined.collectives
    assert op.operand_types == tuple(TensorType((n,), "f32") for n in (100, 50, 25))
    assert op.collective.input_bytes == op.collective.output_bytes == (100 + 50 + 25) * 4
    assert op.attrs[COMBINED_ATTR] == 3
    assert combined.outputs == (op.index,)
    (kind,) = summary.kinds
    assert (kind.kind, kind.ops_before, kind.ops_after, kind.bytes_before, kind.bytes_after) == (
        "all_reduce", 3, 1, 700, 700)
    assert (kind.combined_ops, kind.largest, summary.applied, summary.reason) == (1, 3, "xla-like",
                                                                                 "auto: program not optimized by XLA")


def test_dependent_all_reduces_are_not_combined():
    body = (_all_reduce("%r0", "%a0", "f32", "64") + "    %m = stablehlo.multiply %r0, %r0 : tensor<64xf32>\n"
            + _all_reduce("%r1", "%m", "f32", "64") + _all_reduce("%r2", "%a1", "f32", "64"))
    program = lower_text(_module("%a0: tensor<64xf32>, %a1: tensor<64xf32>", body, "%r1, %r2",
                                 "tensor<64xf32>, tensor<64xf32>"))
    combined, _ = combine_collectives(program)
    # XLA's greedy rounds: r0 opens a set that r1 (which reads r0) closes, so r0 stays alone;
    # the next round combines r1 and r2.
    sizes = [op.collective.input_bytes for op in combined.collectives]
    assert sizes == [256, 512] and _topological(combined)
    r0, r12 = combined.collectives
    multiply = next(op for op in combined.ops if op.short_kind == "multiply")
    assert multiply.deps == (r0.index,) and multiply.index in r12.deps


def test_a_consumer_between_the_members_moves_after_the_combined_op():
    body = (_all_reduce("%r0", "%a0", "f32", "64") + "    %m = stablehlo.multiply %r0, %r0 : tensor<64xf32>\n"
            + "    %n = stablehlo.add %a1, %a1 : tensor<64xf32>\n" + _all_reduce("%r1", "%n", "f32", "64"))
    program = lower_text(_module("%a0: tensor<64xf32>, %a1: tensor<64xf32>", body, "%m, %r1",
                                 "tensor<64xf32>, tensor<64xf32>"))
    combined, _ = combine_collectives(program)
    assert [op.short_kind for op in combined.ops] == ["add", "all_reduce", "multiply"]
    assert _topological(combined)
    assert combined.ops[1].deps == (0,) and combined.outputs == (2, 1)


@pytest.mark.parametrize("second", [
    _all_reduce("%r1", "%a1", "f32", "64", groups="replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>"),
    _all_reduce("%r1", "%a1", "f32", "64", reducer="maximum"),
], ids=["different-groups", "different-reducer"])
def test_all_reduces_that_differ_in_group_or_reducer_are_not_combined(second):
    body = _all_reduce("%r0", "%a0", "f32", "64") + second
    program = lower_text(_module("%a0: tensor<64xf32>, %a1: tensor<64xf32>", body, "%r0, %r1",
                                 "tensor<64xf32>, tensor<64xf32>"))
    combined, summary = combine_collectives(program)
    assert len(combined.collectives) == 2 and summary.kinds[0].combined_ops == 0


def test_all_reduces_of_different_element_types_are_not_combined():
    body = _all_reduce("%r0", "%a0", "f32", "64") + _all_reduce("%r1", "%a1", "bf16", "64")
    program = lower_text(_module("%a0: tensor<64xf32>, %a1: tensor<64xbf16>", body, "%r0, %r1",
                                 "tensor<64xf32>, tensor<64xbf16>"))
    assert len(combine_collectives(program)[0].collectives) == 2


def test_byte_and_count_thresholds_are_respected():
    program = lower_text(_independent([100] * 5 + [400]))          # 400 B each, then one of 1600 B
    small = CombineThresholds({CollectiveKind.ALL_REDUCE: 1000}, 256)
    combined, summary = combine_collectives(program, thresholds=small)
    # Greedy in program order: 400+400 (a third would pass 1000), 400+400, 400; 1600 B never combines.
    assert [op.collective.output_bytes for op in combined.collectives] == [800, 800, 400, 1600]
    assert summary.threshold_bytes == {"all_reduce": 1000}
    by_count = CombineThresholds({CollectiveKind.ALL_REDUCE: 1 << 30}, 2)
    combined, _ = combine_collectives(program, thresholds=by_count)
    assert [len(op.operand_types) for op in combined.collectives] == [2, 2, 2]


def test_collectives_of_different_loop_iterations_are_not_combined():
    text = _module("%a: tensor<64xf32>", """    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %w:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i32>, tensor<64xf32>
     cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
""" + _all_reduce("%q", "%a", "f32", "64").replace("    ", "      ", 1) + """      stablehlo.return %j, %x : tensor<i32>, tensor<64xf32>
    }
""" + _all_reduce("%r", "%a", "f32", "64"), "%w#1, %r", "tensor<64xf32>, tensor<64xf32>")
    program = lower_text(text)
    assert len(program.collectives) == 4
    combined, _ = combine_collectives(program)
    assert len(combined.collectives) == 4   # XLA combines per computation: never across iterations


def test_an_optimization_barrier_makes_its_results_wait_for_every_operand():
    body = (_all_reduce("%r0", "%a0", "f32", "64")
            + "    %b:2 = stablehlo.optimization_barrier %r0, %a1 : tensor<64xf32>, tensor<64xf32>\n"
            + _all_reduce("%r1", "%b#1", "f32", "64"))
    program = lower_text(_module("%a0: tensor<64xf32>, %a1: tensor<64xf32>", body, "%b#0, %r1",
                                 "tensor<64xf32>, tensor<64xf32>"))
    first, second = program.collectives
    assert first.index in second.deps          # through the barrier
    assert len(combine_collectives(program)[0].collectives) == 2


def test_modes_none_and_auto_on_xla_optimized_input_leave_collectives_alone():
    program = lower_text(_independent([100, 50]))
    unchanged, summary = combine_collectives(program, CombineMode.NONE)
    assert unchanged is program and summary.applied == "none" and summary.reason == "combining disabled"
    optimized, _ = load_program(PROGRAMS / "mlp_dp" / "optimized.mlir")
    kept, summary = combine_collectives(optimized)
    assert kept is optimized and summary.applied == "none" and "already optimized by XLA" in summary.reason
    with pytest.raises(CombineError, match="unknown combine mode 'some'.*auto, xla-like, none"):
        combine_collectives(program, "some")


def _xla_all_reduces(meta: dict) -> tuple[int, int]:
    """(count, bytes) of the all-reduces in XLA's own list of its GPU-compiled program."""
    from hlo2chakra.ir.program import dtype_bits

    instances = [i for i in meta["optimized_collectives"]["instances"] if i["kind"] == "all_reduce"]
    total = 0
    for inst in instances:
        for operand in inst["operands"]:
            n = 1
            for d in operand["shape"]:
                n *= d
            total += n * dtype_bits({"s32": "i32"}.get(operand["dtype"], operand["dtype"])) // 8
    return len(instances), total


def test_gpt2_small_gets_the_all_reduces_xla_gpu_pipeline_makes(tmp_path):
    meta = json.loads((GPT2 / "meta.json").read_text())
    assert meta["optimized_for"] == "gpu:H100-SXM"
    xla_count, xla_bytes = _xla_all_reduces(meta)
    result = convert(GPT2 / "per_device.mlir", tmp_path / "out")
    ours = result.manifest.collectives["all_reduce"]
    assert abs(ours.count - xla_count) <= 1 and ours.bytes == xla_bytes
    record = result.manifest.combining.kinds["all_reduce"]
    assert record.ops_before == meta["collectives"]["counts"]["all_reduce"] == 126
    assert record.ops_after == ours.count and record.bytes_before == record.bytes_after == xla_bytes
    plain = convert(GPT2 / "per_device.mlir", tmp_path / "plain", combine=CombineMode.NONE)
    assert plain.manifest.collectives["all_reduce"] == CollectiveTotal(count=126, bytes=xla_bytes)
    assert plain.manifest.combining.applied == "none"


@pytest.mark.skipif(not has_cuda_plugin(), reason="needs JAX's CUDA plugin (pip install -e '.[xla-gpu]')")
def test_gpt2_small_matches_the_xla_gpu_path_of_the_same_program(tmp_path):
    gpu = convert(GPT2 / "global.mlir", tmp_path / "gpu", xla_gpu="H100-SXM")
    ours = convert(GPT2 / "per_device.mlir", tmp_path / "cpu")
    theirs, mine = gpu.manifest.collectives["all_reduce"], ours.manifest.collectives["all_reduce"]
    assert abs(theirs.count - mine.count) <= 1 and theirs.bytes == mine.bytes
    assert gpu.manifest.combining.applied == "none"


# Programs where XLA's GPU pipeline only combined a kind (no reduce-scatter creation, no loop
# code motion): our counts of that kind must equal XLA's.
@pytest.mark.parametrize("name,kind", [
    ("cnn", "all_reduce"), ("mlp_dp", "all_reduce"), ("decoder_dp_tp", "all_reduce"), ("megatron", "all_reduce"),
    ("collectives", "all_reduce"), ("fsdp", "all_gather"), ("decoder_fsdp", "all_gather"),
    ("decoder_pp", "all_gather"),
])
def test_combined_counts_equal_xla_gpu_pipelines_on_the_test_programs(name, kind):
    per_device, _ = load_program(PROGRAMS / name / "per_device.mlir")
    gpu, _ = load_program(PROGRAMS / name / "optimized_gpu_h100-sxm.mlir")
    combined, _ = combine_collectives(per_device)

    def sizes(program):
        return sorted(op.collective.input_bytes for op in program.collectives if op.collective.kind.value == kind)

    assert len(sizes(combined)) == len(sizes(gpu))
    assert sum(sizes(combined)) == sum(sizes(per_device))


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hlo2chakra.cli", *args], capture_output=True, text=True,
                          env={**__import__("os").environ, "PYTHONPATH": str(Path(__file__).parents[2] / "converter")})


def test_cli_combine_option_on_convert_and_compare(tmp_path):
    module = PROGRAMS / "mlp_dp" / "per_device.mlir"
    done = _cli("convert", str(module), "-o", str(tmp_path / "a"))
    assert done.returncode == 0, done.stderr
    assert "combining: all_reduce 7 -> 1" in done.stdout
    off = _cli("convert", str(module), "-o", str(tmp_path / "b"), "--combine", "none")
    assert off.returncode == 0, off.stderr
    manifest = read_manifest(tmp_path / "b")
    assert manifest.collectives["all_reduce"].count == 7 and manifest.combining.applied == "none"
    refused = _cli("compare", str(tmp_path / "a"), "-t", "Switch(4, 450GB/s, 500ns)", "--combine", "none", "-o", str(tmp_path / "c"))
    assert refused.returncode != 0 and "--combine needs a StableHLO module" in refused.stderr
    assert not (tmp_path / "c").exists()
