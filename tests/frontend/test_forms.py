"""Input form detection, and conversion of every form: per-device, global (Shardy / GSPMD),
pmap-style replicated, HLO text (per-device and global) and an XLA dump directory.

The dump directory comes from a real run: a tiny data-parallel training step executed in a
subprocess with ``XLA_FLAGS=--xla_dump_to=... --xla_dump_hlo_pass_re=spmd-partitioning``,
exactly as a user would dump their own training script.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections import Counter

import pytest

from hlo2chakra.pipeline.convert import convert, load_program
from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.frontend.forms import InputForm, classify_mlir, detect_form
from hlo2chakra.ir.program import CollectiveKind
from hlo2chakra.frontend.xla.retarget import RetargetError, infer_gspmd_mesh, retarget_text

from conftest import PROGRAMS

EXPECTED = {
    "gemm2d/global.mlir": "global-shardy",
    "gemm2d/global_gspmd.mlir": "global-gspmd",
    "decoder_dp_tp/global_gspmd.mlir": "global-gspmd",
    "pipeline/global.mlir": "global-shardy",        # shard_map (sdy.manual_computation)
    "collectives/global.stablehlo": "global-shardy",  # jax.export portable artifact
    "gemm2d/per_device.mlir": "per-device",
    "collectives/per_device.mlirbc": "per-device",
    "decoder_fsdp/per_device.mlir": "per-device",   # carries sdy.mesh declarations for its groups
    "cnn/optimized.mlir": "per-device",
}

DUMP_SCRIPT = textwrap.dedent("""
    import os, sys
    os.environ["XLA_FLAGS"] = ("--xla_force_host_platform_device_count=4 --xla_dump_to=" + sys.argv[1] +
                               " --xla_dump_hlo_pass_re=spmd-partitioning --xla_dump_hlo_as_text")
    os.environ["JAX_PLATFORMS"] = "cpu"
    import jax, jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P
    mesh = jax.make_mesh((4,), ("data",), axis_types=(jax.sharding.AxisType.Auto,))
    def step(w, x):
        return w - 0.1 * jax.grad(lambda w: jnp.mean(jnp.tanh(x @ w) ** 2))(w)
    w = jax.device_put(jnp.ones((64, 32)), NamedSharding(mesh, P()))
    x = jax.device_put(jnp.ones((128, 64)), NamedSharding(mesh, P("data")))
    jax.jit(step)(w, x).block_until_ready()
""")

PMAP_MODULE = """
module @pmap_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32} {
  func.func public @main(%arg0: tensor<256x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %1 = stablehlo.slice %0 [0:64, 0:64] : (tensor<256x64xf32>) -> tensor<64x64xf32>
    %2 = "stablehlo.all_reduce"(%1) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
}
"""


@pytest.mark.parametrize("rel,form", EXPECTED.items())
def test_forms_of_the_exported_programs(rel, form):
    detected = detect_form(PROGRAMS / rel)
    assert detected.form.value == form
    assert detected.needs_partitioning == form.startswith("global")
    assert detected.num_devices == 8 if rel.startswith("gemm2d") else detected.num_devices in (2, 4)


def test_pmap_style_program_is_replicated_and_converts_per_replica(write_mlir, tmp_path):
    path = write_mlir(PMAP_MODULE)
    assert detect_form(path).form is InputForm.REPLICATED
    result = convert(path, tmp_path / "out")
    m = result.manifest
    assert m.input.form == "replicated"
    assert m.num_ranks == 4
    assert m.collectives["all_reduce"].count == 1
    assert m.comm_groups is None  # the one group is every rank
    assert all(r.flops >= 2 * 256 * 64 * 64 for r in m.ranks)


def test_classify_without_shardings_is_per_device():
    assert classify_mlir(PMAP_MODULE.replace("num_replicas = 4", "num_replicas = 1"))[0] is InputForm.PER_DEVICE


@pytest.fixture(scope="module")
def dump_dir(tmp_path_factory):
    folder = tmp_path_factory.mktemp("xla_dump")
    env = {k: v for k, v in os.environ.items() if k != "XLA_FLAGS"}
    subprocess.run([sys.executable, "-c", DUMP_SCRIPT, str(folder)], check=True, env=env, capture_output=True,
                   timeout=300)
    return folder


def _multiset(program) -> Counter:
    return Counter((op.collective.kind.value, tuple(len(g) for g in op.collective.groups),
                    op.collective.input_bytes) for op in program.collectives)


def test_xla_dump_directory_picks_the_partitioned_main_module(dump_dir, tmp_path):
    detected = detect_form(dump_dir)
    assert detected.form is InputForm.XLA_DUMP
    assert "jit_step" in detected.path.name and "after_spmd-partitioning" in detected.path.name
    result = convert(dump_dir, tmp_path / "out")
    m = result.manifest
    assert m.input.form == "xla-dump" and m.num_ranks == 4
    program, _ = load_program(dump_dir)
    # DP: the 64x32 f32 weight gradient is all-reduced over the 4 devices; the local batch is 32 rows
    assert any(op.collective.kind is CollectiveKind.ALL_REDUCE and op.collective.input_bytes == 64 * 32 * 4
               and op.collective.groups == ((0, 1, 2, 3),) for op in program.collectives)
    assert any(op.short_kind in ("dot", "dot_general") and op.operand_types[0].shape == (32, 64) for op in program.ops)


def test_hlo_text_per_device_and_global(dump_dir, monkeypatch, tmp_path):
    monkeypatch.setenv("HLO2CHAKRA_CACHE", str(tmp_path / "cache"))
    after = next(dump_dir.glob("*jit_step*after_spmd-partitioning*.txt"))
    before = next(dump_dir.glob("*jit_step*before_spmd-partitioning*.txt"))
    d_after, d_before = detect_form(after), detect_form(before)
    assert d_after.form is d_before.form is InputForm.HLO_TEXT
    assert not d_after.needs_partitioning and d_before.needs_partitioning
    per_device, info = load_program(after)
    partitioned, info2 = load_program(before)  # the global HLO, partitioned by XLA (GSPMD) here
    assert info2.partition["partitioner"] == "gspmd" and info2.partition["num_partitions"] == 4
    assert _multiset(partitioned) == _multiset(per_device) and _multiset(per_device)


def test_dump_directory_without_partitioned_modules_is_a_clear_error(tmp_path):
    (tmp_path / "module_0000.jit_f.before_optimizations.txt").write_text("HloModule jit_f\n")
    with pytest.raises(FrontendError, match="no '\\*gpu_after_optimizations.txt' or '\\*after_spmd-partitioning\\*.txt'"):
        detect_form(tmp_path)


def test_dump_directory_of_a_gpu_run_gives_the_module_the_gpu_ran(tmp_path):
    gpu_hlo = (PROGRAMS / "fsdp" / "optimized_gpu_h100-sxm.hlo").read_text()
    (tmp_path / "module_0001.jit_step.sm_9.0a_gpu_after_optimizations.txt").write_text(gpu_hlo)
    (tmp_path / "module_0001.jit_step.sm_9.0a_gpu_after_optimizations-buffer-assignment.txt").write_text("x" * 10**6)
    (tmp_path / "module_0001.jit_step.0001.spmd-partitioner.after_spmd-partitioning.before_call-inliner.txt"
     ).write_text("HloModule jit_step\n")
    detected = detect_form(tmp_path)
    assert detected.form.value == "xla-dump" and detected.path.name.endswith("gpu_after_optimizations.txt")


# --- retargeting: mesh inference and one-line refusals ----------------------------------------
def test_gspmd_mesh_is_inferred_from_tile_assignments():
    assert str(infer_gspmd_mesh((PROGRAMS / "gemm2d" / "global_gspmd.mlir").read_text(), 8)) == "axis_0=2,axis_1=4"
    assert str(infer_gspmd_mesh((PROGRAMS / "decoder_dp_tp" / "global_gspmd.mlir").read_text(), 4)) == "axis_0=2,axis_1=2"


def test_gspmd_tile_assignments_are_rewritten_for_the_new_mesh():
    text = (PROGRAMS / "gemm2d" / "global_gspmd.mlir").read_text()
    out, count = retarget_text(text, "axis_0=4,axis_1=16", shardy=False, num_devices=8)
    assert count == 64 and "mhlo.num_partitions = 64 : i32" in out
    # A[x, y]; B[y, -] replicated over x; result [x, -] replicated over y
    assert '"{devices=[4,16]<=[64]}"' in out
    assert '"{devices=[16,1,4]<=[4,16]T(1,0) last_tile_dim_replicate}"' in out
    assert '"{devices=[4,1,16]<=[64] last_tile_dim_replicate}"' in out


def test_shardy_mesh_is_rewritten_in_both_spellings():
    out, count = retarget_text((PROGRAMS / "gemm2d" / "global.mlir").read_text(), {"x": 4}, shardy=True, num_devices=8)
    assert count == 16
    assert 'sdy.mesh @mesh = <["x"=4, "y"=4]>' in out
    assert '{name = "x", size = 4 : i64}' in out and "mhlo.num_partitions = 16 : i32" in out


@pytest.mark.parametrize("rel,mesh,shardy,message", [
    ("gemm2d/global.mlir", "z=4", True, r"unknown axis 'z' \(the module's mesh axes: x, y\)"),
    ("gemm2d/global.mlir", "y=3", True, r"dimension 1 \(size 512\) of tensor<256x512> .* not divisible by 3"),
    ("gemm2d/global_gspmd.mlir", "x=4", False, r"unknown axis 'x' \(GSPMD module; its mesh is inferred as axis_0=2,axis_1=4\)"),
    ("gemm2d/global_gspmd.mlir", "axis_1=5", False, r"dimension 1 \(size 512\) .* split 5 ways"),
    ("pipeline/global.mlir", "stage=8", True, r"shard_map region .* manual over axis 'stage'"),
    ("gemm2d/global.mlir", "x=0", True, r"axis sizes must be at least 1"),
    ("gemm2d/global.mlir", "x4", True, r"bad item 'x4'"),
])
def test_retargeting_refusals_are_one_line(rel, mesh, shardy, message):
    text = (PROGRAMS / rel).read_text()
    with pytest.raises(RetargetError, match=message) as err:
        retarget_text(text, mesh, shardy=shardy, num_devices=detect_form(PROGRAMS / rel).num_devices)
    assert "\n" not in str(err.value)


def test_mesh_on_a_per_device_program_is_refused(tmp_path):
    with pytest.raises(FrontendError, match="--mesh needs a global"):
        convert(PROGRAMS / "gemm2d" / "per_device.mlir", tmp_path / "out", mesh="x=4")
    assert not (tmp_path / "out").exists()


def test_cli_convert_mesh_error_is_one_line(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "hlo2chakra.cli", "convert", str(PROGRAMS / "gemm2d" / "global.mlir"),
                           "-o", str(tmp_path / "out"), "--mesh", "x=2,q=4"],
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(PROGRAMS.parents[2] / "converter")})
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0
    assert "unknown axis 'q'" in proc.stderr


def test_meshes_beyond_the_cpu_client_limit_are_refused_before_running_xla(tmp_path, monkeypatch):
    from hlo2chakra.frontend.xla.partition import MAX_DEVICES, PartitionError

    assert MAX_DEVICES == 512 * 2048  # 512 nodes of 2,048 devices: the default rank ceiling
    monkeypatch.setenv("HLO2CHAKRA_CACHE", str(tmp_path / "cache"))
    # gemm2d with dimensions a 1024 x 2048 mesh divides (2,097,152 devices)
    big = tmp_path / "gemm_big.mlir"
    big.write_text((PROGRAMS / "gemm2d" / "global.mlir").read_text()
                   .replace("256x512", "4096x2048").replace("512x128", "2048x128").replace("256x128", "4096x128"))
    with pytest.raises(PartitionError, match=f"2097152 devices requested; .* limited to {MAX_DEVICES} devices"):
        load_program(big, mesh="x=1024,y=2048")
    assert not (tmp_path / "cache").exists()
