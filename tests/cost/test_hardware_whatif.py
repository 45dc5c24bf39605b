"""What-if hardware files: ``base: PRESET`` plus changed keys, accepted wherever a file is."""

from __future__ import annotations

import pytest

from hlo2chakra.cost.hardware import HardwareError
from hlo2chakra.cost.hardware_yaml import load_hardware


def test_a_what_if_inherits_and_overrides(tmp_path) -> None:
    path = tmp_path / "h100-fast-hbm.yaml"
    path.write_text("base: H100-SXM\nmemory_bandwidth_bytes_per_s: 6.7e+12\nefficiency: {memory_max: 0.95}\n")
    base, what_if = load_hardware("H100-SXM"), load_hardware(path)
    assert what_if.name == "h100-fast-hbm" and what_if.aliases == ()
    assert what_if.memory_bandwidth_bytes_per_s == 6.7e12 != base.memory_bandwidth_bytes_per_s
    assert what_if.efficiency.memory_max == 0.95
    assert what_if.efficiency.gemm_max == base.efficiency.gemm_max  # nested keys merge one by one
    assert what_if.peak_flops_per_s == base.peak_flops_per_s
    assert "what-if of H100-SXM" in what_if.source


@pytest.mark.parametrize("text, key", [
    ("base: H999\n", "key 'base'"),
    ("base: H100-SXM\nmemory_speed: 3\n", "key 'memory_speed' is not a known hardware key"),
    ("base: H100-SXM\nmemory_capacity_bytes: -1\n", "key 'memory_capacity_bytes' must be > 0"),
])
def test_what_if_errors_name_the_key(tmp_path, text, key) -> None:
    path = tmp_path / "w.yaml"
    path.write_text(text)
    with pytest.raises(HardwareError, match=key):
        load_hardware(path)


def test_the_maxtext_preset_is_h100_with_only_its_step_fraction_refitted():
    # cost/presets/h100-sxm-maxtext.yaml (scripts/fit_maxtext_step.py): one parameter fitted to two
    # single-node MaxText steps; every kernel number stays H100-SXM's evidence fit.
    import dataclasses

    from hlo2chakra.cost.hardware_yaml import load_hardware

    base, maxtext = load_hardware("H100-SXM"), load_hardware("H100-SXM-MaxText")
    assert maxtext.efficiency.gemm_step_fraction < base.efficiency.gemm_step_fraction
    same = dataclasses.replace(maxtext, name=base.name, source=base.source, aliases=base.aliases,
                               efficiency=dataclasses.replace(maxtext.efficiency,
                                                              gemm_step_fraction=base.efficiency.gemm_step_fraction))
    assert same == base
