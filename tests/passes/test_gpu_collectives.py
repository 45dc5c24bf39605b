"""The GPU collective rewrites on the bundled programs: the collectives XLA's GPU pipeline runs.

Each ``tests/data/programs/<name>/optimized_gpu_h100-sxm.mlir`` is the same program after XLA's
GPU pipeline; its per-kind collective bytes are the reference (its combined ops count as one,
so counts are compared before our combining only where XLA combined nothing).
"""

from __future__ import annotations

import json

import pytest

from hlo2chakra.cli.app import app
from hlo2chakra.pipeline.convert import convert, load_program
from hlo2chakra.passes.gpu_collectives import rewrite_collectives, tally

from conftest import PROGRAMS

GPU = "optimized_gpu_h100-sxm.mlir"


def _bytes(program) -> dict[str, int]:
    return {kind: t.input_bytes for kind, t in tally(program).items()}


@pytest.mark.parametrize("name", ["fsdp", "decoder_fsdp", "decoder_dp_tp", "llama3_100m_fsdp4", "megatron", "mlp_dp",
                                  "cnn", "gemm2d"])
def test_rewritten_bytes_per_kind_are_xla_gpu_s(name):
    program, _ = load_program(PROGRAMS / name / "per_device.mlir")
    reference, _ = load_program(PROGRAMS / name / GPU)
    rewritten, _ = rewrite_collectives(program)
    assert _bytes(rewritten) == _bytes(reference)


def test_pipeline_bytes_are_within_one_percent_of_xla_gpu_s():
    # decoder_pp: XLA's GPU partitioner splits the tied embedding's gradient a little differently
    program, _ = load_program(PROGRAMS / "decoder_pp" / "per_device.mlir")
    reference = _bytes(load_program(PROGRAMS / "decoder_pp" / GPU)[0])
    ours = _bytes(rewrite_collectives(program)[0])
    assert ours.keys() == reference.keys()
    assert all(abs(ours[k] / reference[k] - 1) <= 0.01 for k in ours)


def test_fsdp_gradients_are_reduce_scattered_in_the_weights_layout():
    program, _ = load_program(PROGRAMS / "fsdp" / "per_device.mlir")
    rewritten, summary = rewrite_collectives(program)
    assert summary.rewrites == {"all_reduce_reassociate": 0, "collective_quantizer": 0, "all_reduce_splitter": 0, "reduce_scatter_creator": 5}
    assert tally(rewritten)["reduce_scatter"].count == 5
    assert not any(op.short_kind == "transpose" for op in rewritten.ops)  # folded into the gradient GEMMs
    assert not any(op.short_kind == "partition_id" for op in rewritten.ops)  # the offset lookups were dead


def test_tensor_parallel_input_gradients_are_reduced_once():
    program, _ = load_program(PROGRAMS / "decoder_dp_tp" / "per_device.mlir")
    rewritten, summary = rewrite_collectives(program)
    assert summary.rewrites["all_reduce_reassociate"] == 6
    assert (tally(program)["all_reduce"].input_bytes, tally(rewritten)["all_reduce"].input_bytes) == (345860, 296708)


def test_nothing_is_rewritten_in_what_xla_optimized_or_when_turned_off():
    optimized, _ = load_program(PROGRAMS / "fsdp" / GPU)
    same, summary = rewrite_collectives(optimized, optimized="program already optimized by XLA")
    assert same is optimized and not summary.applied
    program, _ = load_program(PROGRAMS / "fsdp" / "per_device.mlir")
    same, summary = rewrite_collectives(program, enabled=False)
    assert same is program and "turned off" in summary.reason


def test_convert_records_the_rewrites_and_the_option_turns_them_off(tmp_path, runner):
    on = convert(PROGRAMS / "fsdp" / "per_device.mlir", tmp_path / "on")
    record = on.manifest.collective_rewrites
    assert record is not None and record.passes["reduce_scatter_creator"] == 5
    assert (record.kinds["all_reduce"].ops_before, record.kinds["all_reduce"].ops_after) == (6, 1)
    assert record.kinds["reduce_scatter"].bytes_after == 264192
    assert on.manifest.collectives["reduce_scatter"].bytes == 264192
    shown = runner.invoke(app, ["convert", str(PROGRAMS / "fsdp" / "per_device.mlir"), "-o", str(tmp_path / "cli")])
    assert shown.exit_code == 0
    assert "XLA GPU collective rewrites: reduce_scatter_creator x5 (all_reduce 6 -> 1, reduce_scatter 0 -> 5)" in shown.stdout
    off = runner.invoke(app, ["convert", str(PROGRAMS / "fsdp" / "per_device.mlir"), "-o", str(tmp_path / "off"),
                              "--no-gpu-collective-rewrites"])
    assert off.exit_code == 0 and "collective rewrites" not in off.stdout
    data = json.loads((tmp_path / "off" / "manifest.json").read_text())
    assert "collective_rewrites" not in data and "reduce_scatter" not in data["collectives"]


def test_a_program_with_nothing_to_rewrite_has_no_record(tmp_path):
    result = convert(PROGRAMS / "megatron" / "per_device.mlir", tmp_path / "out")
    assert result.manifest.collective_rewrites is None


def test_offset_tables_of_many_devices_survive_partitioning(tmp_path, monkeypatch):
    # at 16 devices the partitioner's offset tables have 16 entries, which HLO text elides as {...}
    # unless dumped in full (frontend.xla.worker): the slices must still read as each device's shard
    monkeypatch.setenv("HLO2CHAKRA_CACHE", str(tmp_path / "cache"))
    program, _ = load_program(PROGRAMS / "fsdp" / "global.mlir", mesh="fsdp=16")
    lookups = [op for op in program.ops if op.short_kind == "dynamic_slice" and op.operand_types[0].shape == (16,)]
    tables = [op.attrs["h2c_literal_operands"][0] for op in lookups]
    assert tables and all(t[1] > 1 and t == tuple(t[1] * j for j in range(16)) for t in tables)  # shard * j
    rewritten, summary = rewrite_collectives(program)
    assert summary.rewrites["reduce_scatter_creator"] == 5
    assert tally(rewritten)["reduce_scatter"].input_bytes == 264192
