"""The special-function-unit ceiling (cost.special_functions, cost.roofline): exp, log, reciprocal
and friends run on the SFUs at 16 results per clock per SM, so exp-heavy elementwise kernels can be
SFU-bound where the SFU rate is low against the memory bandwidth (B200), and are not on A100.

Expected times are computed here from the datasheet facts (SMs, boost clock, bandwidth)."""

from __future__ import annotations

import dataclasses

import pytest
import yaml

from hlo2chakra.cost.hardware import HardwareError
from hlo2chakra.cost.hardware_yaml import hardware_to_mapping, load_hardware
from hlo2chakra.cost.kernel import KernelClass, KernelCost
from hlo2chakra.cost.ops import op_cost
from hlo2chakra.cost.roofline import kernel_time_ns
from hlo2chakra.cost.special_functions import special_ops
from hlo2chakra.ir.program import Op, TensorType

N = 1 << 24


def _op(kind: str, dtype: str = "f32", n: int = N, index: int = 0, body=()) -> Op:
    t = TensorType((n,), dtype)
    return Op(index, f"stablehlo.{kind}", (t,), (t,), body=body)


def test_sfu_evaluations_per_op():
    assert special_ops(_op("exponential")) == N
    assert special_ops(_op("divide", "bf16")) == N
    assert special_ops(_op("logistic")) == 2 * N          # exp + reciprocal
    assert special_ops(_op("add")) == 0                   # FP32 pipe
    assert special_ops(_op("divide", "i32")) == 0         # integer division never uses the SFU
    assert special_ops(_op("exponential", "f64")) == 0    # f64 is done in software on the FP64 pipe


def test_a_fusion_counts_the_sfu_work_of_its_body():
    body = (_op("exponential", index=0), _op("divide", index=1), _op("add", index=2))
    fusion = Op(0, "hlo2chakra.fusion", (TensorType((N,), "f32"),), (TensorType((N,), "f32"),), body=body)
    assert op_cost(fusion).special_ops == 2 * N


def test_presets_give_16_results_per_clock_per_sm():
    assert load_hardware("A100-SXM-40GB").special_function_ops_per_s == pytest.approx(16 * 108 * 1.41e9)
    assert load_hardware("H100-SXM").special_function_ops_per_s == pytest.approx(16 * 132 * 1.98e9)
    assert load_hardware("B200").special_function_ops_per_s == pytest.approx(16 * 148 * 1.965e9)


def _exp_heavy(sfu_per_element: int) -> KernelCost:
    # bf16 in, bf16 out: 4 bytes per element
    return KernelCost(0, 4 * N, "f32", KernelClass.ELEMENTWISE, special_ops=sfu_per_element * N)


def test_exp_heavy_kernel_is_sfu_bound_on_b200():
    hw = load_hardware("B200")
    sfu_ns = 3 * N / (16 * 148 * 1.965e9) * 1e9
    memory_ns = hw.efficiency.memory_latency_ns + 4 * N / (8e12 * hw.efficiency.memory_max) * 1e9
    assert sfu_ns > memory_ns      # 3 SFU evaluations per 4 bytes exceed B200's balance
    assert kernel_time_ns(_exp_heavy(3), hw) == pytest.approx(sfu_ns + hw.launch_overhead_ns)


def test_same_kernel_stays_memory_bound_on_a100():
    hw = load_hardware("A100-SXM-40GB")
    without = kernel_time_ns(_exp_heavy(0), hw)
    assert 3 * N / (16 * 108 * 1.41e9) * 1e9 < without - hw.launch_overhead_ns
    assert kernel_time_ns(_exp_heavy(3), hw) == pytest.approx(without)


def test_hardware_without_an_sfu_rate_ignores_sfu_work():
    hw = dataclasses.replace(load_hardware("B200"), special_function_ops_per_s=0.0)
    assert kernel_time_ns(_exp_heavy(3), hw) == pytest.approx(kernel_time_ns(_exp_heavy(0), hw))


def test_sfu_rate_is_optional_and_checked_in_hardware_files(tmp_path):
    doc = hardware_to_mapping(load_hardware("B200"))
    assert doc["special_function_ops_per_s"] == pytest.approx(16 * 148 * 1.965e9)
    del doc["special_function_ops_per_s"]
    path = tmp_path / "no_sfu.yaml"
    path.write_text(yaml.safe_dump(doc))
    assert load_hardware(path).special_function_ops_per_s == 0.0
    assert "special_function_ops_per_s" not in hardware_to_mapping(load_hardware(path))
    doc["special_function_ops_per_s"] = -1.0
    path.write_text(yaml.safe_dump(doc))
    with pytest.raises(HardwareError, match="special_function_ops_per_s"):
        load_hardware(path)
