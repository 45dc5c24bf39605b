"""Calibration: the fit recovers known parameters from synthetic measurements; CLI; a real CPU run."""

from __future__ import annotations

import dataclasses
import math
from types import MappingProxyType

import numpy as np
import pytest
import typer
import yaml
from typer.testing import CliRunner

from hlo2chakra.cost.calibrate.measure import (
    CalibrationError,
    Measurement,
    benchmark_plan,
    cpu_base,
    fit_efficiency,
    preset_for_device,
)
from hlo2chakra.cli import calibrate as cli_calibrate
from hlo2chakra.cli.registry import add_commands
from hlo2chakra.cost.hardware_yaml import load_hardware
from hlo2chakra.cost.kernel import KernelClass, KernelCost
from hlo2chakra.cost.roofline import kernel_time_ns


def synthetic(truth, plan, noise=0.0, seed=0):
    """Times the model predicts on ``truth`` (plus a helper kernel for reductions, as measured)."""
    rng = np.random.default_rng(seed)
    trivial = kernel_time_ns(KernelCost(1, 8, "f32", KernelClass.ELEMENTWISE), truth)
    out = []
    for kind, cost in plan:
        helpers = 1 if cost.kernel_class is KernelClass.REDUCTION else 0
        t = kernel_time_ns(cost, truth) + helpers * trivial
        out.append(Measurement(kind, cost, t * (1 + noise * rng.standard_normal()), helpers))
    return out


def perturbed(base):
    # calibrate times kernels alone, so the truth's dots run at their isolated rate (no in-step loss)
    eff = dataclasses.replace(
        base.efficiency, gemm_max=0.62, gemm_max_by_dtype=MappingProxyType({"tf32": 0.55}), gemm_k_overhead=300.0,
        memory_max=0.71, vector_max=0.45, gemm_step_fraction=1.0,
    )
    return dataclasses.replace(base, launch_overhead_ns=3200.0, efficiency=eff)


@pytest.mark.parametrize("preset,platform", [("H100-SXM", "gpu"), ("A100-SXM-40GB", "gpu"), ("TPU-v5p", "tpu")])
def test_fit_recovers_known_parameters_exactly(preset, platform):
    base = load_hardware(preset)
    truth = perturbed(base)
    plan = benchmark_plan(base, platform, quick=False)
    fitted = fit_efficiency(synthetic(truth, plan), base)
    eff, true_eff = fitted.efficiency, truth.efficiency
    assert fitted.launch_overhead_ns == pytest.approx(3200.0, rel=1e-4)
    assert eff.memory_max == pytest.approx(0.71, rel=1e-4)
    assert eff.memory_latency_ns == pytest.approx(true_eff.memory_latency_ns, rel=1e-3)
    assert eff.vector_max == pytest.approx(0.45, rel=1e-4)
    # the in-step share of the isolated rate is not what calibrate measures: the base's is kept
    assert eff.gemm_step_fraction == base.efficiency.gemm_step_fraction
    assert eff.gemm_max == pytest.approx(0.62, rel=1e-3)
    if fitted.f32_matmul_precision == "tf32":
        assert eff.gemm_max_for("tf32") == pytest.approx(0.55, rel=1e-3)
    assert eff.gemm_k_overhead == pytest.approx(300.0, rel=0.02)
    assert (eff.gemm_tile_m, eff.gemm_tile_n, eff.gemm_parallel_units) == (
        base.efficiency.gemm_tile_m, base.efficiency.gemm_tile_n, base.efficiency.gemm_parallel_units)
    # the fitted model, timing kernels alone as calibrate does, reproduces every measurement
    alone = dataclasses.replace(fitted, efficiency=dataclasses.replace(eff, gemm_step_fraction=1.0))
    for m in synthetic(truth, plan):
        assert kernel_time_ns(m.cost, alone) == pytest.approx(kernel_time_ns(m.cost, truth), rel=2e-3)


def test_fit_tolerates_noise():
    base = load_hardware("H100-SXM")
    truth = perturbed(base)
    fitted = fit_efficiency(synthetic(truth, benchmark_plan(base, "gpu", quick=False), noise=0.03, seed=1), base)
    assert fitted.efficiency.gemm_max == pytest.approx(0.62, rel=0.05)
    assert fitted.efficiency.memory_max == pytest.approx(0.71, rel=0.05)
    assert fitted.efficiency.vector_max == pytest.approx(0.45, rel=0.08)
    assert fitted.launch_overhead_ns == pytest.approx(3200.0, rel=0.1)


def test_launch_and_latency_are_identified_as_a_sum():
    # Timings determine launch + memory latency; the base's latency is kept and the rest is launch.
    base = load_hardware("H100-SXM")
    truth = dataclasses.replace(base, launch_overhead_ns=1500.0,
                                efficiency=dataclasses.replace(base.efficiency, memory_latency_ns=900.0))
    fitted = fit_efficiency(synthetic(truth, benchmark_plan(base, "gpu", quick=True)), base)
    assert fitted.launch_overhead_ns + fitted.efficiency.memory_latency_ns == pytest.approx(2400.0, rel=1e-3)
    assert fitted.efficiency.memory_latency_ns == pytest.approx(500.0, rel=1e-2)


def test_fit_peaks_for_cpu_recovers_achieved_rates():
    base = cpu_base("test-cpu")
    eff = dataclasses.replace(base.efficiency, gemm_k_overhead=48.0, memory_latency_ns=0.0)
    truth = dataclasses.replace(
        base, peak_flops_per_s=MappingProxyType({"f32": 2.0e11}), vector_flops_per_s=MappingProxyType({"f32": 3.0e10}),
        memory_bandwidth_bytes_per_s=2.5e10, launch_overhead_ns=700.0, efficiency=eff,
    )
    plan = benchmark_plan(base, "cpu", quick=False)
    fitted = fit_efficiency(synthetic(truth, plan), base, fit_peaks=True)
    assert fitted.peak_flops_per_s["f32"] == pytest.approx(2.0e11, rel=1e-3)
    assert fitted.vector_flops_per_s["f32"] == pytest.approx(3.0e10, rel=1e-3)
    assert fitted.memory_bandwidth_bytes_per_s == pytest.approx(2.5e10, rel=1e-4)
    assert fitted.launch_overhead_ns == pytest.approx(700.0, rel=1e-3)
    assert fitted.efficiency.gemm_k_overhead == pytest.approx(48.0, rel=0.02)
    assert fitted.efficiency.gemm_max == 1.0 and fitted.efficiency.memory_max == 1.0


def test_faster_than_datasheet_is_capped():
    base = load_hardware("A100-SXM-80GB")
    truth = dataclasses.replace(base, memory_bandwidth_bytes_per_s=base.memory_bandwidth_bytes_per_s * 1.5)
    fitted = fit_efficiency(synthetic(truth, benchmark_plan(base, "gpu", quick=True)), base)
    assert fitted.efficiency.memory_max == 1.0
    assert fitted.memory_bandwidth_bytes_per_s == base.memory_bandwidth_bytes_per_s


def test_empty_and_invalid_measurements():
    with pytest.raises(CalibrationError, match="no measurements"):
        fit_efficiency([], load_hardware("H100-SXM"))
    with pytest.raises(CalibrationError, match="non-positive"):
        Measurement("gemm", KernelCost(1, 1, "f32", KernelClass.GEMM), 0.0)
    with pytest.raises(CalibrationError, match="kind"):
        Measurement("warp", KernelCost(1, 1, "f32", KernelClass.GEMM), 1.0)


def test_plan_shapes_follow_tile_geometry():
    base = load_hardware("H100-SXM")
    plan = benchmark_plan(base, "gpu", quick=True)
    shapes = [c.gemm for k, c in plan if k == "gemm" and c.compute_dtype == "bf16"]
    assert all(s.n == s.k for s in shapes)  # chainable in the timing loop
    # one shape fills exactly one wave of 128x256 tiles on 132 SMs, the next adds a tile row
    one_wave = [s for s in shapes if math.ceil(s.m / 128) * math.ceil(s.n / 256) == 132]
    assert one_wave and any(s.m == one_wave[0].m + 128 and s.n == one_wave[0].n for s in shapes)
    kinds = {k for k, _ in plan}
    assert kinds == {"launch", "gemm", "memory", "vector"}


@pytest.mark.parametrize("kind,name", [
    ("NVIDIA H100 80GB HBM3", "H100-SXM"), ("NVIDIA H200", "H200"), ("NVIDIA A100-SXM4-40GB", "A100-SXM-40GB"),
    ("NVIDIA A100-SXM4-80GB", "A100-SXM-80GB"), ("TPU v4", "TPU-v4"), ("TPU v5 lite", "TPU-v5e"), ("TPU v5p", "TPU-v5p"),
    ("AMD Instinct MI300X", "MI300X"), ("NVIDIA B200", "B200"), ("NVIDIA GB200", "GB200"), ("Quadro P400", None),
])
def test_device_kind_to_preset(kind, name):
    assert preset_for_device(kind) == name


def _app():
    app = typer.Typer()
    add_commands(app, cli_calibrate)

    @app.callback()
    def main() -> None:
        """test app"""

    return app


def test_cli_bad_base_is_one_line_error(tmp_path):
    result = CliRunner().invoke(_app(), ["calibrate", "--base", "H300", "-o", str(tmp_path / "x.yaml"), "--quick"])
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("hlo2chakra: error: unknown hardware 'H300'")
    assert not (tmp_path / "x.yaml").exists()


@pytest.mark.slow
def test_real_cpu_quick_calibration(tmp_path):
    out = tmp_path / "cpu.yaml"
    result = CliRunner().invoke(_app(), ["calibrate", "-o", str(out), "--quick"])
    assert result.exit_code == 0, result.output
    hw = load_hardware(out)
    assert hw.name.endswith("-calibrated") and "cpu" in hw.source
    assert hw.f32_matmul_precision == "f32"
    assert 1e8 < hw.peak_flops_per_s["f32"] < 1e14
    assert 1e7 < hw.vector_flops_per_s["f32"] < 1e14
    assert 1e8 < hw.memory_bandwidth_bytes_per_s < 1e14
    assert 0 <= hw.launch_overhead_ns < 1e6
    assert yaml.safe_load(out.read_text())["name"] == hw.name
