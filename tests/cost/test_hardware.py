"""Hardware presets, user files and validation errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from hlo2chakra.cost.hardware import PRESET_DIR, Hardware, HardwareError
from hlo2chakra.cost.hardware_yaml import hardware_summary, hardware_to_mapping, list_presets, load_hardware, write_hardware_yaml

REQUIRED = {"A100-SXM-40GB", "A100-SXM-80GB", "H100-SXM", "H200", "B200", "GB200", "MI300X", "TPU-v4", "TPU-v5e", "TPU-v5p"}


def test_all_required_presets_exist_and_load():
    names = list_presets()
    assert REQUIRED <= set(names)
    for name in names:
        hw = load_hardware(name)
        assert isinstance(hw, Hardware) and hw.name == name
        assert hw.source and hw.memory_bandwidth_bytes_per_s > 0 and hw.memory_capacity_bytes > 0
        assert 0 < hw.efficiency.gemm_max <= 1 and 0 < hw.efficiency.memory_max <= 1


def test_every_preset_number_has_a_source_comment():
    # Each numeric leaf line in a preset carries a comment (the house rule for presets), except
    # the second half of two-line tile entries, which share the comment above them.
    for path in sorted(PRESET_DIR.glob("*.yaml")):
        lines = path.read_text().splitlines()
        assert lines[0].startswith("#"), path
        for number, line in enumerate(lines):
            stripped = line.strip()
            if not stripped or stripped.startswith("#") or stripped.endswith(":"):
                continue
            key, _, value = stripped.partition(":")
            if key in ("name", "aliases", "source", "f32_matmul_precision"):
                continue
            previous = lines[number - 1]
            assert "#" in value or "#" in previous, f"{path.name}:{number + 1}: {line!r} has no source comment"


@pytest.mark.parametrize("alias,name", [
    ("h100", "H100-SXM"), ("H100_SXM5", "H100-SXM"), ("a100", "A100-SXM-80GB"), ("a100-40gb", "A100-SXM-40GB"),
    ("tpu v5e", "TPU-v5e"), ("V5P", "TPU-v5p"), ("mi300x", "MI300X"), ("b200", "B200"), ("h200", "H200"),
    ("gb200", "GB200"), ("GB200-NVL72", "GB200"),
])
def test_names_and_aliases_are_case_insensitive(alias, name):
    assert load_hardware(alias).name == name


def test_unknown_name_lists_presets():
    with pytest.raises(HardwareError) as err:
        load_hardware("H300")
    message = str(err.value)
    assert "\n" not in message and "'H300'" in message
    for name in REQUIRED:
        assert name in message


def test_dense_peaks_not_sparse():
    h100 = load_hardware("H100-SXM")
    assert h100.peak_flops_per_s["bf16"] == pytest.approx(989.4e12, rel=0.01)  # not 1979 (sparse)
    assert h100.peak_flops_per_s["tf32"] == pytest.approx(494.7e12, rel=0.01)  # not 989 (sparse)
    a100 = load_hardware("A100-SXM-80GB")
    assert a100.peak_flops_per_s["bf16"] == pytest.approx(312e12)
    assert a100.peak_flops_per_s["tf32"] == pytest.approx(156e12)
    assert "f8" not in a100.peak_flops_per_s  # Ampere has no fp8 tensor cores
    assert load_hardware("B200").peak_flops_per_s["bf16"] == pytest.approx(2.25e15)
    assert load_hardware("MI300X").peak_flops_per_s["bf16"] == pytest.approx(1307.4e12)
    assert load_hardware("TPU-v5p").peak_flops_per_s["bf16"] == pytest.approx(459e12)


def test_peak_ratios_are_sane():
    for name in list_presets():
        peaks = load_hardware(name).peak_flops_per_s
        if "f16" in peaks:
            assert peaks["f16"] == peaks["bf16"], name
        if "tf32" in peaks:
            assert peaks["tf32"] == pytest.approx(peaks["bf16"] / 2, rel=0.03), name
        if "f8" in peaks and not name.startswith("TPU"):
            assert peaks["f8"] == pytest.approx(2 * peaks["bf16"], rel=0.001), name
        if "f4" in peaks:
            assert peaks["f4"] == pytest.approx(2 * peaks["f8"]), name
        if "f32" in peaks:
            assert peaks["f32"] < peaks["bf16"] / 4, name
        assert peaks["bf16"] > max(load_hardware(name).vector_flops_per_s.values()), name
    # same GH100 compute, different memory
    h100, h200 = load_hardware("H100-SXM"), load_hardware("H200")
    assert dict(h100.peak_flops_per_s) == dict(h200.peak_flops_per_s)
    assert h200.memory_bandwidth_bytes_per_s > h100.memory_bandwidth_bytes_per_s
    assert load_hardware("A100-SXM-80GB").memory_bandwidth_bytes_per_s > load_hardware("A100-SXM-40GB").memory_bandwidth_bytes_per_s


def test_f32_precision_rules():
    for name in ("A100-SXM-40GB", "A100-SXM-80GB", "H100-SXM", "H200", "B200"):
        assert load_hardware(name).f32_matmul_precision == "tf32"
    for name in ("TPU-v4", "TPU-v5e", "TPU-v5p"):
        assert load_hardware(name).f32_matmul_precision == "bf16"


def _preset_doc(name: str = "H100-SXM") -> dict:
    return yaml.safe_load((PRESET_DIR / "h100-sxm.yaml").read_text()) if name == "H100-SXM" else hardware_to_mapping(load_hardware(name))


def _write(tmp_path: Path, doc) -> Path:
    path = tmp_path / "my-gpu.yaml"
    path.write_text(yaml.safe_dump(doc) if not isinstance(doc, str) else doc)
    return path


def test_user_file_by_path(tmp_path):
    doc = _preset_doc()
    doc["name"] = "My-GPU"
    doc["memory_bandwidth_bytes_per_s"] = 1.0e12
    path = _write(tmp_path, doc)
    for ref in (path, str(path)):
        hw = load_hardware(ref)
        assert hw.name == "My-GPU" and hw.memory_bandwidth_bytes_per_s == 1.0e12


def test_round_trip_through_writer(tmp_path):
    for name in list_presets():
        hw = load_hardware(name)
        out = tmp_path / f"{name}.yaml"
        write_hardware_yaml(hw, out, header="round trip")
        assert load_hardware(out) == hw
        assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temp files left


def test_gemm_step_fraction_is_optional_and_written_only_when_set(tmp_path):
    doc = _preset_doc()
    doc["efficiency"].pop("gemm_step_fraction", None)
    plain = load_hardware(_write(tmp_path, doc))
    assert plain.efficiency.gemm_step_fraction == 1.0
    assert "gemm_step_fraction" not in hardware_to_mapping(plain)["efficiency"]  # old files stay byte-stable
    doc["efficiency"]["gemm_step_fraction"] = 0.6
    (tmp_path / "set").mkdir()
    stepped = load_hardware(_write(tmp_path / "set", doc))
    assert stepped.efficiency.gemm_step_fraction == 0.6
    assert hardware_to_mapping(stepped)["efficiency"]["gemm_step_fraction"] == 0.6
    assert stepped != plain and hash(stepped) != hash(plain)


def test_summary_is_json_ready():
    summary = hardware_summary(load_hardware("H100-SXM"))
    text = json.dumps(summary)
    assert json.loads(text)["peak_flops_per_s"]["bf16"] == pytest.approx(989.4e12)
    assert summary["efficiency"]["gemm_parallel_units"] == 132
    assert summary["launch_overhead_ns"] == 1000


@pytest.mark.parametrize("mutate,key", [
    (lambda d: d.pop("memory_bandwidth_bytes_per_s"), "memory_bandwidth_bytes_per_s"),
    (lambda d: d.__setitem__("launch_overhead_ns", -5), "launch_overhead_ns"),
    (lambda d: d.__setitem__("memory_bandwidth_bytes_per_s", "fast"), "memory_bandwidth_bytes_per_s"),
    (lambda d: d.__setitem__("memory_capacity_bytes", True), "memory_capacity_bytes"),
    (lambda d: d["peak_flops_per_s"].__setitem__("bf16", -1), "peak_flops_per_s.bf16"),
    (lambda d: d["peak_flops_per_s"].__setitem__("bf61", 1e12), "peak_flops_per_s.bf61"),
    (lambda d: d["efficiency"].__setitem__("gemm_max", 1.5), "efficiency.gemm_max"),
    (lambda d: d["efficiency"].pop("memory_max"), "efficiency.memory_max"),
    (lambda d: d["efficiency"].__setitem__("gemm_tile_m", 12.5), "efficiency.gemm_tile_m"),
    (lambda d: d["efficiency"].__setitem__("warp_speed", 1), "efficiency.warp_speed"),
    (lambda d: d["efficiency"].__setitem__("gemm_step_fraction", 0), "efficiency.gemm_step_fraction"),
    (lambda d: d["efficiency"].__setitem__("gemm_step_fraction", "most"), "efficiency.gemm_step_fraction"),
    (lambda d: d.__setitem__("f32_matmul_precision", "fp19"), "f32_matmul_precision"),
    (lambda d: d["peak_flops_per_s"].pop("tf32"), "f32_matmul_precision"),
    (lambda d: d["vector_flops_per_s"].pop("f32"), "vector_flops_per_s.f32"),
    (lambda d: d.__setitem__("colour", "green"), "colour"),
])
def test_bad_files_give_one_line_errors_naming_file_and_key(tmp_path, mutate, key):
    doc = _preset_doc()
    mutate(doc)
    path = _write(tmp_path, doc)
    with pytest.raises(HardwareError) as err:
        load_hardware(path)
    message = str(err.value)
    assert "\n" not in message
    assert str(path) in message and f"'{key}'" in message


def test_unreadable_and_malformed_files(tmp_path):
    with pytest.raises(HardwareError, match="cannot read"):
        load_hardware(tmp_path / "missing.yaml")
    bad = _write(tmp_path, "name: [unclosed\n")
    with pytest.raises(HardwareError, match="not valid YAML") as err:
        load_hardware(bad)
    assert "\n" not in str(err.value)
    listing = _write(tmp_path, "- 1\n- 2\n")
    with pytest.raises(HardwareError, match="expected a YAML mapping"):
        load_hardware(listing)


def test_values_are_hashable_and_immutable():
    hw = load_hardware("H100-SXM")
    assert hash(hw) == hash(load_hardware("h100")) and {hw: 1}[load_hardware("H100-SXM")] == 1
    with pytest.raises(TypeError):
        hw.peak_flops_per_s["bf16"] = 1.0  # type: ignore[index]


def test_no_two_presets_share_a_name_or_alias():
    # load_hardware reads the preset named after its file first: a name or alias claimed by two
    # presets would make the answer depend on the order the files are read in.
    owners: dict[str, str] = {}
    for path in sorted(PRESET_DIR.glob("*.yaml")):
        hw = load_hardware(path)
        for key in {"".join(ch for ch in label.lower() if ch.isalnum()) for label in (hw.name, *hw.aliases)}:
            assert key not in owners, f"{key!r} of {path.name} is also {owners[key]}'s"
            owners[key] = path.name


def test_a_preset_loads_by_name_without_reading_the_other_presets(monkeypatch):
    import hlo2chakra.cost.hardware_yaml as hardware_yaml

    read = []
    real = hardware_yaml.read_hardware_file
    monkeypatch.setattr(hardware_yaml, "read_hardware_file", lambda path: read.append(Path(path).name) or real(path))
    assert load_hardware("H100-SXM").name == "H100-SXM"
    assert read == ["h100-sxm.yaml"]
