"""Per-GPU evidence tables: parsing, the fit, presets equal to the fit of their evidence, and the
device path (a measured table upgrades a preset) on recorded and synthetic tables."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from hlo2chakra.cost.calibrate import upgrade
from hlo2chakra.cost.calibrate.evidence import (
    EvidenceError,
    EvidenceRow,
    EvidenceTable,
    evidence_path,
    format_evidence,
    merge_measured,
    parse_evidence,
    read_evidence,
)
from hlo2chakra.cost.calibrate.evidence_fit import apply_fit, fit_evidence, predicted_tflops
from hlo2chakra.cost.calibrate.evidence_measure import device_kernel_total_ns, gemm_plan
from hlo2chakra.cost.hardware import PRESET_DIR
from hlo2chakra.cost.hardware_yaml import hardware_from_mapping, list_presets, load_hardware, preset_base, read_hardware_file

ROOT = Path(__file__).resolve().parents[2]
HEADER = "kind,dtype,batch,m,n,k,bytes,value,unit,device,power_w,clock_mhz,method,source"


def _row(kind="gemm", dtype="bf16", shape=(1, 4096, 4096, 4096), nbytes=0, value=700.0, unit="tflops",
         source="device", device="H100") -> EvidenceRow:
    return EvidenceRow(kind, dtype, *shape, nbytes, value, unit, device, 700.0, 1980.0, "test", source)


def test_table_round_trips_and_keeps_sources_notes_and_fixed_lines():
    text = ("# a note\n# source pub: https://example.org/sweep\n# fixed gemm_latency_ns: 4000 carried over\n"
            f"{HEADER}\n"
            "gemm,bf16,1,4096,4096,4096,0,780.5,tflops,H100,700,1980,sweep,pub\n"
            "memory,,0,0,0,0,805306368,2970,gbps,H100,0,0,BabelStream Triad,pub\n"
            "memory,,0,0,0,0,0,0.85,fraction,H200,0,0,carried,pub\n")
    table = parse_evidence(text, "t.csv")
    assert table.sources == {"pub": "https://example.org/sweep"} and table.notes == ("a note",)
    assert table.fixed == {"gemm_latency_ns": (4000.0, "carried over")}
    assert table.rows[0].flops == 2 * 4096**3 and table.rows[0].time_ns == pytest.approx(2 * 4096**3 / 780.5e12 * 1e9)
    assert parse_evidence(format_evidence(table), "again.csv") == table


@pytest.mark.parametrize("line,column", [
    ("gemm,bf16,1,4096,4096,4096,0,780,gbps,H100,0,0,x,pub", "unit"),
    ("gemm,bf16,1,4096,4096,4096,0,780,tflops,H100,0,0,x,nowhere", "source"),
    ("gemm,bf16,0,4096,4096,4096,0,780,tflops,H100,0,0,x,pub", "batch"),
    ("memory,,0,0,0,0,0,2970,gbps,H100,0,0,x,pub", "bytes"),
    ("memory,,0,0,0,0,0,1.5,fraction,H100,0,0,x,pub", "value"),
    ("warp,bf16,1,1,1,1,0,1,tflops,H100,0,0,x,pub", "kind"),
])
def test_bad_rows_are_one_line_errors_naming_line_and_column(line, column):
    with pytest.raises(EvidenceError) as err:
        parse_evidence(f"# source pub: x\n{HEADER}\n{line}\n", "bad.csv")
    message = str(err.value)
    assert "\n" not in message and message.startswith("bad.csv:3:") and f"column '{column}'" in message


def _synthetic_table(truth, shapes, dtypes=("bf16", "f8e4m3fn")) -> EvidenceTable:
    rows = [_row(dtype=dt, shape=s, value=1.0) for dt in dtypes for s in shapes]
    rows = [dataclasses.replace(r, value=predicted_tflops(r, truth)) for r in rows]
    bw, eff = truth.memory_bandwidth_bytes_per_s, truth.efficiency
    for nbytes in (1 << 29, 3 << 28):
        seconds = eff.memory_latency_ns * 1e-9 + nbytes / (bw * eff.memory_max)
        rows.append(_row("memory", "", (0, 0, 0, 0), nbytes, nbytes / seconds / 1e9, "gbps"))
    return EvidenceTable(tuple(rows), {"device": "synthetic"})


SHAPES = [(b, m, n, k) for b in (1, 4) for m in (1024, 4096) for n in (576, 2048, 4096) for k in (256, 1024, 4096)]


def test_fit_recovers_known_parameters_from_a_synthetic_table():
    base = load_hardware("H100-SXM")
    eff = dataclasses.replace(base.efficiency, gemm_max=0.8, gemm_max_by_dtype={"f8": 0.65}, gemm_k_overhead=192.0,
                              gemm_latency_ns=3000.0, memory_max=0.85, gemm_step_fraction=1.0)
    truth = dataclasses.replace(base, efficiency=eff)
    fit = fit_evidence(_synthetic_table(truth, SHAPES), base)
    assert fit.memory.memory_max == pytest.approx(0.85, abs=0.001)
    assert dict(fit.gemm.gemm_max) == pytest.approx({"bf16": 0.8, "f8": 0.65}, abs=0.002)
    assert fit.gemm.k_overhead == pytest.approx(192, abs=4) and fit.gemm.latency_ns == pytest.approx(3000, abs=20)
    assert fit.gemm.mean_abs_error < 0.005
    fitted = apply_fit(base, fit)
    assert fitted.efficiency.gemm_max_for("f8") == fit.gemm.gemm_max["f8"]
    assert fitted.efficiency.gemm_step_fraction == base.efficiency.gemm_step_fraction  # not evidence: kept


def test_fixed_parameters_are_held():
    base = load_hardware("H100-SXM")
    truth = dataclasses.replace(base, efficiency=dataclasses.replace(base.efficiency, gemm_step_fraction=1.0))
    table = dataclasses.replace(_synthetic_table(truth, SHAPES, ("bf16",)), fixed={"gemm_latency_ns": (1234.0, "test")})
    assert fit_evidence(table, base).gemm.latency_ns == 1234.0


def test_every_gpu_preset_has_evidence_and_every_tpu_says_it_has_none():
    derived = set()
    for path in sorted(PRESET_DIR.glob("*.yaml")):
        hw = read_hardware_file(path)
        has = evidence_path(path.stem).exists()
        base = preset_base(path)
        if base is not None:  # a what-if preset: its kernels are its base's, which has evidence
            assert not has and evidence_path(base.lower()).exists(), hw.name
            derived.add(hw.name)
            continue
        assert has == (not hw.name.startswith("TPU")), hw.name
        text = path.read_text()
        assert ("[E] Evidence file cost/evidence/" in text) if has else ("no evidence file" in text.lower()), hw.name
        if has:
            read_evidence(evidence_path(path.stem))  # parses
    assert set(upgrade.presets_with_evidence()) == {n for n in list_presets() if not n.startswith("TPU")} - derived


@pytest.mark.slow
def test_presets_carry_exactly_the_fit_of_their_evidence(capsys):
    # python -m hlo2chakra.cost.calibrate.upgrade check: every fitted number of every preset
    assert upgrade.main(["check"]) == 0, capsys.readouterr().out


def test_b200_follows_the_evidence_against_its_datasheet():
    b200 = load_hardware("B200")
    assert b200.memory_bandwidth_bytes_per_s == pytest.approx(7.672e12)  # the 7680-bit bus, not 8 TB/s
    peak_row = [r for r in read_evidence(evidence_path("b200")).rows if r.kind == "peak_memory"]
    assert peak_row and peak_row[0].value * 1e9 == pytest.approx(b200.memory_bandwidth_bytes_per_s)
    # the sustained bf16 rate at large shapes is below H100's fraction of its peak
    assert b200.efficiency.gemm_max < load_hardware("H100-SXM").efficiency.gemm_max


def test_rewrite_keeps_comments_and_other_lines():
    path = PRESET_DIR / "h100-sxm.yaml"
    text = path.read_text()
    values = {"gemm_max": 0.8, "gemm_k_overhead": 200.0, "gemm_latency_ns": 4000.0, "memory_max": 0.8,
              "gemm_max_by_dtype": {"f8": 0.6, "tf32": 0.7}}
    new = upgrade.rewrite_preset_text(text, values)
    hw = hardware_from_mapping(yaml.safe_load(new), "rewritten")
    assert not upgrade.mismatches(hw, values)
    old_lines, new_lines = text.splitlines(), new.splitlines()
    assert len(new_lines) == len(old_lines) + 1  # the new tf32 override
    assert [line for line in new_lines if "tf32: 0.700" in line]
    for key in ("  gemm_max:", "    f8:", "  gemm_k_overhead:", "  gemm_latency_ns:", "  memory_max:"):
        before = next(line for line in old_lines if line.startswith(key))
        after = next(line for line in new_lines if line.startswith(key))
        assert before != after and before.split("#", 1)[1] == after.split("#", 1)[1]  # value changed, comment kept
    assert [line for line in old_lines if line.strip().startswith("gemm_tile_m")] == \
           [line for line in new_lines if line.strip().startswith("gemm_tile_m")]
    # a preset without the keys gets them inserted
    bare = text.replace("  gemm_latency_ns: 5150      # fitted to [E]: fixed time of one dot kernel "
                        "(XLA's 4096x512x256 dot takes 7.6 us)\n", "")
    assert "  gemm_latency_ns:" not in bare
    again = hardware_from_mapping(yaml.safe_load(upgrade.rewrite_preset_text(bare, values)), "inserted")
    assert again.efficiency.gemm_latency_ns == 4000.0


def _device_run() -> EvidenceTable:
    """A recorded-style device table (what evidence_measure writes) with faster HBM and slower GEMMs."""
    h200 = load_hardware("H200")
    slow = dataclasses.replace(h200, efficiency=dataclasses.replace(
        h200.efficiency, gemm_max=0.75, gemm_max_by_dtype={"f8": 0.6}, gemm_step_fraction=1.0))
    shapes = [(1, 4096, 576, 576), (1, 4096, 2016, 576), (1, 576, 2016, 4096), (9, 4096, 4096, 128),
              (1, 4096, 4096, 4096), (1, 8192, 8192, 8192), (1, 4096, 9184, 2624), (41, 4096, 128, 4096)]
    rows = [dataclasses.replace(r, value=round(predicted_tflops(r, slow), 3))
            for r in (_row(dtype=dtype, shape=s, device="NVIDIA H200") for dtype in ("bf16", "f8e4m3fn") for s in shapes)]
    rows += [_row("memory", "", (0, 0, 0, 0), 2 << 30, 4200.0, "gbps", device="NVIDIA H200"),
             _row("memory", "", (0, 0, 0, 0), 3 << 30, 4300.0, "gbps", device="NVIDIA H200"),
             _row("attention", "bf16", (9, 4096, 4096, 128), 0, 250.0, "tflops", device="NVIDIA H200")]
    return EvidenceTable(tuple(rows), {"device": "device_calibrate on NVIDIA H200 (test)"}, ("device run",))


def test_a_device_run_replaces_the_published_rows_of_its_kinds():
    published = read_evidence(evidence_path("h200"))
    merged = merge_measured(published, _device_run())
    assert {r.source for r in merged.rows} >= {"device", "xla", "azure", "mamf"}
    _, _, values = upgrade.apply_table(_device_run(), "H200", write=False)
    bw = 4.8e12
    expected_memory = round(sum(b * 1e9 / (bw * (b / v - 500)) for b, v in ((2 << 30, 4200.0), (3 << 30, 4300.0))) / 2, 3)
    assert values["memory_max"] == pytest.approx(expected_memory, abs=0.001)   # the device's HBM rows only
    assert values["gemm_max"] == pytest.approx(0.75, abs=0.005)                 # the device's GEMM rows only
    assert values["gemm_max_by_dtype"]["f8"] == pytest.approx(0.6, abs=0.005)
    # a run without fp8 rows (an A100, say) leaves the published fp8 rows in the fit
    bf16_only = dataclasses.replace(_device_run(), rows=tuple(r for r in _device_run().rows if r.dtype != "f8e4m3fn"))
    assert upgrade.apply_table(bf16_only, "H200", write=False)[2]["gemm_max_by_dtype"]["f8"] != 0.6


def test_upgrade_fit_writes_a_hardware_file_that_hardware_accepts(tmp_path):
    table = tmp_path / "evidence.csv"
    table.write_text(format_evidence(_device_run()))
    out = tmp_path / "H200-measured.yaml"
    assert upgrade.main(["fit", str(table), "--preset", "H200", "-o", str(out)]) == 0
    hw = load_hardware(out)
    assert hw.peak_flops_per_s == load_hardware("H200").peak_flops_per_s
    assert hw.efficiency.gemm_max == pytest.approx(0.75, abs=0.005)
    assert upgrade.main(["fit", str(tmp_path / "missing.csv"), "--preset", "H200", "-o", str(out)]) == 2


def test_profile_parsing_sums_device_kernels_only():
    from jax.profiler import ProfileData

    text = """planes { id: 1 name: "/device:GPU:0"
      lines { id: 1 name: "Stream #7(compute)" events { metadata_id: 1 duration_ps: 5000000 }
              events { metadata_id: 2 offset_ps: 9000000 duration_ps: 2000000 }
              events { metadata_id: 3 offset_ps: 20000000 duration_ps: 9000000 } }
      lines { id: 2 name: "XLA Ops" events { metadata_id: 1 duration_ps: 7000000 } }
      event_metadata { key: 1 value { id: 1 name: "sm90_xmma_gemm_bf16bf16" } }
      event_metadata { key: 2 value { id: 2 name: "loop_fusion" } }
      event_metadata { key: 3 value { id: 3 name: "Memcpy DtoD" } } }
    planes { id: 2 name: "/host:CPU" lines { id: 1 name: "python" events { metadata_id: 1 duration_ps: 99000000 } }
      event_metadata { key: 1 value { id: 1 name: "PjitFunction" } } }"""
    assert device_kernel_total_ns(ProfileData.from_text_proto(text)) == pytest.approx(7000.0)


def test_the_device_plan_covers_the_step_shapes():
    plan = gemm_plan()
    assert ("bf16", 1, 4096, 2624, 2624) in plan and ("bf16", 41, 4096, 4096, 128) in plan
    assert ("bf16", 1, 2624, 9184, 4096) in plan  # a weight gradient: K = tokens
    assert any(p[0] == "f8e4m3fn" for p in plan) and not any(p[0] == "f8e4m3fn" for p in gemm_plan(fp8=False))
    assert len(plan) == len(set(plan))


def test_device_script_stops_cleanly_without_a_gpu(tmp_path):
    result = subprocess.run(["bash", str(ROOT / "scripts" / "device_calibrate.sh")], capture_output=True, text=True,
                            env={"OUT": str(tmp_path), "PATH": "/usr/bin:/bin", "PYTHON": sys.executable}, timeout=300)
    assert result.returncode == 3, result.stdout + result.stderr
    assert "no GPU" in (tmp_path / "status.txt").read_text()
    assert (tmp_path / "env.txt").exists()
