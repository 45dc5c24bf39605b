"""The MaxText-style report: MaxText's own FLOP count, tokens/s and MFU of a predicted step."""

from __future__ import annotations

import json

import pytest

from hlo2chakra.report.maxtext import MaxTextReportError, ModelShape, maxtext_report

# Llama-2-7B (MaxText configs/models/llama2-7b.yml) with per_device_batch_size 4, seq 4096
LLAMA2_7B = dict(batch_per_device=4, seq=4096, d_model=4096, mlp=11008, heads=32, kv_heads=32, head_dim=128,
                 vocab=32000, layers=32)


def test_the_count_reproduces_maxtexts_own_printed_rate():
    # MaxText's A3 (8x H100) Llama-2-7B log: 492 TFLOP/s/device at 1.535 s per step (the issue's
    # calibration row): MaxText's count over that step time must give MaxText's rate.
    report = maxtext_report(ModelShape.from_config(LLAMA2_7B), 1_535_000_000, 989.4e12)
    assert report.tflops_per_s_per_device == pytest.approx(492, rel=2e-3)
    assert report.tokens_per_s_per_device == pytest.approx(4 * 4096 / 1.535)
    assert report.mfu == pytest.approx(report.tflops_per_s_per_device / 989.4)


def test_the_count_by_hand_on_a_tiny_model():
    shape = ModelShape.from_config(dict(batch_per_device=1, seq=2, d_model=3, mlp=5, heads=2, kv_heads=1,
                                        head_dim=4, vocab=7, layers=2))
    layer = 6 * 2 * 3 * 5 + 2 * 2 * 3 * (2 + 2) * 4 + 2 * 2 * 3 * 2 * 4 + 4 * 4 * 2 * 4  # = 180+192+96+128
    assert shape.tflops_per_device_step() == pytest.approx(3 * (2 * layer + 2 * 2 * 3 * 7) / 1e12)
    assert maxtext_report(shape, 10**9, None).mfu is None


def test_maxtexts_own_key_names_read_the_same_shape():
    maxtext = dict(per_device_batch_size=4, max_target_length=4096, base_emb_dim=4096, base_mlp_dim=11008,
                   base_num_query_heads=32, base_num_kv_heads=32, head_dim=128, vocab_size=32000,
                   base_num_decoder_layers=32)
    assert ModelShape.from_config(maxtext) == ModelShape.from_config(LLAMA2_7B)
    with pytest.raises(MaxTextReportError, match="base_num_kv_heads is 0"):
        ModelShape.from_config(maxtext | {"base_num_kv_heads": 0})


@pytest.mark.parametrize("key, value", [("heads", 0), ("seq", "4096"), ("layers", True), ("vocab", None)])
def test_a_bad_config_is_refused_naming_the_key(key, value):
    with pytest.raises(MaxTextReportError, match=f"meta.json: {key} is"):
        ModelShape.from_config(LLAMA2_7B | {key: value}, "meta.json")


def test_the_command_reads_a_run_and_an_export(tmp_path, runner):
    from hlo2chakra.cli.app import app

    run = tmp_path / "run"
    run.mkdir()
    (run / "summary.json").write_text(json.dumps({"step_time_ns": 1_535_000_000, "workload": str(tmp_path / "none")}))
    meta = tmp_path / "meta.json"
    meta.write_text(json.dumps({"config": LLAMA2_7B}))
    result = runner.invoke(app, ["maxtext-report", str(run), "--meta", str(meta), "--peak-tflops", "989.4"])
    assert result.exit_code == 0, result.stderr
    assert "TFLOP/s/device (MaxText's count): 491.9" in result.stdout and "MFU (dense bf16 peak): 49.7%" in result.stdout
    meta.write_text("[]")
    bad = runner.invoke(app, ["maxtext-report", str(run), "--meta", str(meta)])
    assert bad.exit_code == 2 and "meta.json: export meta.json is not a JSON object" in bad.stderr
