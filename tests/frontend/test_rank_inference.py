"""Per-device modules that do not say how many devices they run on (issue 10).

jaxlib's ``hlo_to_stablehlo`` drops ``mhlo.num_partitions``; the world size is then inferred
from use_global_device_ids groups, cross-partition source_target_pairs and partition_id lookup
tables, and ``--ranks N`` means N partitions for such a module.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hlo2chakra.chakra.manifest import read_manifest
from hlo2chakra.pipeline.convert import convert
from hlo2chakra.chakra.schema import NodeType
from hlo2chakra.chakra.trace import read_trace
from hlo2chakra.frontend.errors import FrontendError

CONVERTER = str(Path(__file__).resolve().parents[2] / "converter")

REDUCER = """({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    })"""
GLOBAL_ALL_REDUCE = ('%0 = "stablehlo.all_reduce"(%x) ' + REDUCER + ' {channel_handle = #stablehlo.channel_handle'
                     '<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, '
                     'use_global_device_ids} : (tensor<16xf32>) -> tensor<16xf32>')
PERMUTE = ('%1 = "stablehlo.collective_permute"(%0) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, '
           'source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0]]> : tensor<4x2xi64>} '
           ': (tensor<16xf32>) -> tensor<16xf32>')


def module(*lines: str, result: str = "%1", header: str = "") -> str:
    body = "\n".join("    " + line for line in lines)
    return (f"module{header} {{\n  func.func @main(%x: tensor<16xf32>) -> tensor<16xf32> {{\n{body}\n"
            f"    return {result} : tensor<16xf32>\n  }}\n}}\n")


def sends(trace_path: Path) -> list[tuple[int, int]]:
    out = []
    for node in read_trace(trace_path).nodes:
        if node.type == NodeType.COMM_SEND_NODE:
            out.append((node.attr("comm_src"), node.attr("comm_dst")))
    return out


def test_world_inferred_from_global_groups_and_pairs(write_mlir, tmp_path) -> None:
    path = write_mlir(module(GLOBAL_ALL_REDUCE, PERMUTE))
    result = convert(path, tmp_path / "out")
    m = result.manifest
    assert m.num_ranks == 8 and m.program.num_partitions == 8 and m.program.num_replicas == 1
    assert m.program.ranks_inferred_from == \
        "use_global_device_ids replica groups (8), source_target_pairs (7)"
    assert json.loads((tmp_path / "out" / "comm_groups.json").read_text()) == {"1": [0, 1, 2, 3], "2": [4, 5, 6, 7]}
    assert sends(tmp_path / "out" / "trace.0.et") == [(0, 2)]
    assert sends(tmp_path / "out" / "trace.6.et") == [(6, 0)]
    assert sends(tmp_path / "out" / "trace.1.et") == []


def test_ranks_means_partitions_for_a_headerless_module(write_mlir, tmp_path) -> None:
    path = write_mlir(module(PERMUTE.replace("(%0)", "(%x)"), "%2 = stablehlo.add %1, %1 : tensor<16xf32>",
                             result="%2"))
    m = convert(path, tmp_path / "out", ranks=8).manifest
    assert (m.num_ranks, m.program.num_partitions, m.program.num_replicas) == (8, 8, 1)
    assert m.program.ranks_inferred_from is None  # the user said it
    assert sends(tmp_path / "out" / "trace.4.et") == [(4, 6)]


def test_ranks_fewer_than_the_module_names_are_refused(write_mlir, tmp_path) -> None:
    path = write_mlir(module(GLOBAL_ALL_REDUCE, PERMUTE))
    with pytest.raises(FrontendError, match="--ranks 4 is too few: .*name 8 devices"):
        convert(path, tmp_path / "out", ranks=4)


def test_world_inferred_from_a_partition_id_table(write_mlir, tmp_path) -> None:
    path = write_mlir(module(
        "%t = stablehlo.constant dense<[0, 16, 32, 48, 64, 80]> : tensor<6xui32>",
        "%p = stablehlo.partition_id : tensor<ui32>",
        "%c = stablehlo.convert %p : (tensor<ui32>) -> tensor<ui32>",
        "%s = stablehlo.dynamic_slice %t, %c, sizes = [1] : (tensor<6xui32>, tensor<ui32>) -> tensor<1xui32>",
        "%1 = stablehlo.add %x, %x : tensor<16xf32>"))
    m = convert(path, tmp_path / "out").manifest
    assert m.num_ranks == 6 and m.program.ranks_inferred_from == "partition_id lookup tables (6)"


def test_nothing_to_infer_asks_for_ranks(write_mlir, tmp_path) -> None:
    # No channel: the pairs are replica ids, which say nothing about partitions.
    path = write_mlir(module('%1 = "stablehlo.collective_permute"(%x) {source_target_pairs = '
                             'dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<16xf32>) -> tensor<16xf32>'))
    with pytest.raises(FrontendError, match="this module does not say how many devices it runs on: pass --ranks N"):
        convert(path, tmp_path / "out")
    m = convert(path, tmp_path / "ok", ranks=2).manifest  # pmap-style: --ranks are replicas
    assert (m.num_ranks, m.program.num_replicas) == (2, 2)


def test_a_declared_header_is_not_second_guessed(write_mlir, tmp_path) -> None:
    path = write_mlir(module(GLOBAL_ALL_REDUCE, result="%0",
                             header=" attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32}"))
    with pytest.raises(FrontendError, match="replica group id 4 is out of range"):
        convert(path, tmp_path / "out")


MAKE_PER_DEVICE = textwrap.dedent("""
    import os, sys
    os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
    os.environ["JAX_PLATFORMS"] = "cpu"
    import jax, jax.numpy as jnp
    import jaxlib._jax as _jax
    from jax._src.interpreters import mlir
    from jax._src.lib import hlo
    from jax.sharding import PartitionSpec as P
    from jaxlib.mlir import ir

    mesh = jax.make_mesh((4,), ("x",), axis_types=(jax.sharding.AxisType.Auto,))
    def body(a):
        s = jax.lax.psum(a * 2.0, "x")
        r = jax.lax.ppermute(s, "x", [(i, (i + 1) % 4) for i in range(4)])
        return r + jax.lax.axis_index("x").astype(a.dtype)
    f = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=P("x"), out_specs=P("x")))
    hlo_text = f.lower(jnp.ones((32, 8))).compile().as_text()
    proto = hlo.hlo_module_from_text(hlo_text).as_serialized_hlo_module_proto()
    module = ir.Module.parse(_jax.mlir.hlo_to_stablehlo(proto), context=mlir.make_ir_context())
    open(sys.argv[1], "w").write(module.operation.get_asm())
""")


def test_jaxlib_hlo_to_stablehlo_output_converts(tmp_path) -> None:
    """The usual route: a shard_map program's compiled HLO, converted with jaxlib's hlo_to_stablehlo."""
    script = tmp_path / "make.py"
    script.write_text(MAKE_PER_DEVICE)
    per_device = tmp_path / "per_device.mlir"
    made = subprocess.run([sys.executable, "-I", str(script), str(per_device)], capture_output=True, text=True,
                          timeout=240)
    assert made.returncode == 0, made.stderr[-2000:]
    text = per_device.read_text()
    assert "mhlo.num_partitions" not in text and "use_global_device_ids" in text
    done = subprocess.run([sys.executable, "-m", "hlo2chakra.cli", "convert", str(per_device), "-o",
                           str(tmp_path / "out")], capture_output=True, text=True, timeout=240,
                          env={**os.environ, "PYTHONPATH": CONVERTER})
    assert done.returncode == 0, done.stderr
    assert "wrote 4 traces" in done.stdout
    assert "ranks inferred from use_global_device_ids replica groups (4), source_target_pairs (4)" in done.stdout
    manifest = read_manifest(tmp_path / "out")
    assert manifest.program.ranks_inferred_from.startswith("use_global_device_ids replica groups (4)")
    assert sends(tmp_path / "out" / "trace.3.et") == [(3, 0)]
