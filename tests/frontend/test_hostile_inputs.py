"""Inputs from a hostile audit: each is refused (or read) with one line that names the culprit.

- an integer constant beyond its type: the file, line and op, not the parser's bare words;
- a truncated portable artifact: MLIR's own diagnostics kept off stderr, the first folded in;
- a header-less per-device module whose groups are mesh axes: the device count is its sdy.mesh's;
- an XLA dump folder: a module source wherever a module is (``inputs.is_module_source``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dump_helpers import make_tiny_dump

from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.frontend.forms import detect_form, is_dump_folder
from hlo2chakra.frontend.inputs import is_module_source, load_input
from hlo2chakra.frontend.mlir import load_module
from hlo2chakra.pipeline.convert import convert

ROOT = Path(__file__).resolve().parents[2]
CONVERTER = str(ROOT / "converter")
PORTABLE = ROOT / "tests" / "data" / "programs" / "collectives" / "global.stablehlo"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hlo2chakra.cli", *args], capture_output=True, text=True,
                          timeout=300, env={**os.environ, "PYTHONPATH": CONVERTER})


# --- 1. integer constants beyond their type --------------------------------------------------------

def constant_module(value: str, dtype: str) -> str:
    return ("module {\n  func.func @main() -> tensor<f32> {\n"
            f"    %c = stablehlo.constant dense<{value}> : tensor<{dtype}>\n"
            "    %z = stablehlo.constant dense<1.0> : tensor<f32>\n"
            "    return %z : tensor<f32>\n  }\n}\n")


@pytest.mark.parametrize("value, dtype", [
    ("65432109876543210987654321", "i64"),
    ("-65432109876543210987654321", "i64"),
    ("65432109876543210987654321", "ui64"),
    ("18446744073709551615", "ui32"),
])
def test_a_constant_beyond_its_type_names_file_line_and_op(write_mlir, value, dtype) -> None:
    path = write_mlir(constant_module(value, dtype), "huge.mlir")
    with pytest.raises(FrontendError) as info:
        load_module(path)
    message = str(info.value)
    assert message.startswith(f"{path}: cannot parse MLIR: ")
    assert "stablehlo.constant at huge.mlir:3:" in message and "out of range" in message
    assert '"-":' not in message and "\n" not in message


def test_the_cli_names_the_op_of_a_constant_beyond_int64(tmp_path) -> None:
    path = tmp_path / "huge.mlir"
    path.write_text(constant_module("65432109876543210987654321", "i64"))
    done = run_cli("convert", str(path), "-o", str(tmp_path / "out"))
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"hlo2chakra: error: {path}: cannot parse MLIR: stablehlo.constant at huge.mlir:3:35: integer constant out "
        "of range for type"]


def test_a_verifier_error_names_its_line_once(write_mlir) -> None:
    path = write_mlir(constant_module("1", "ui128"), "wide.mlir")
    with pytest.raises(FrontendError) as info:
        load_module(path)
    message = str(info.value)
    assert f"{path}: cannot parse MLIR: wide.mlir:3:10: 'stablehlo.constant' op result #0 must be" in message
    assert "stablehlo.constant at" not in message  # the verifier names the op already


def test_a_dense_attribute_wider_than_64_bits_is_not_an_internal_error(write_mlir) -> None:
    # numpy has no 128-bit integers: decoding the attribute raised TypeError before
    path = write_mlir("module {\n  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                      "    %d = stablehlo.add %a, %a {foo = dense<65432109876543210987654321> : tensor<i128>} "
                      ": tensor<4xf32>\n    return %d : tensor<4xf32>\n  }\n}\n")
    program, _ = load_input(path)
    (op,) = program.ops
    assert op.attrs["foo"] == "tensor<i128>"


def test_an_hlo_syntax_error_keeps_its_position(tmp_path) -> None:
    path = tmp_path / "huge.hlo"
    path.write_text("HloModule m\n\nENTRY main {\n  c = s64[] constant(65432109876543210987654321)\n"
                    "  ROOT a = s64[] add(c, c)\n}\n")
    with pytest.raises(FrontendError) as info:
        load_input(path)
    message = str(info.value)
    assert "cannot convert HLO text to StableHLO" in message and "4:22" in message and "\n" not in message


# --- 2. a truncated portable artifact --------------------------------------------------------------

def truncated(tmp_path: Path) -> Path:
    data = PORTABLE.read_bytes()
    path = tmp_path / "half.stablehlo"
    path.write_bytes(data[: len(data) // 2])
    return path


def test_a_truncated_artifact_is_one_line_with_mlirs_reason(tmp_path, capfd) -> None:
    path = truncated(tmp_path)
    with pytest.raises(FrontendError) as info:
        load_module(path)
    message = str(info.value)
    assert message.startswith(f"{path}: cannot read MLIR bytecode (truncated or corrupt?): ")
    assert "attempting to parse" in message and "\n" not in message
    assert capfd.readouterr().err == ""  # MLIR printed nothing itself


def test_the_cli_prints_one_line_for_a_truncated_artifact(tmp_path) -> None:
    path = truncated(tmp_path)
    done = run_cli("convert", str(path), "-o", str(tmp_path / "out"))
    assert done.returncode == 2
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(f"hlo2chakra: error: {path}: cannot read MLIR bytecode")
    assert "attempting to parse" in lines[0] and 'loc("-"' not in lines[0]


def test_a_whole_artifact_still_reads(tmp_path) -> None:
    module, _, info = load_module(PORTABLE)
    assert info.encoding == "portable-artifact" and "stablehlo" in str(module)


# --- 3. mesh-axes groups in a module without a device-count header ---------------------------------

MESH_AXES_MODULE = """
module {
  sdy.mesh @mesh = <["axis_0"=8, "axis_1"=1]>
  func.func public @main(%x: tensor<8xf32>) -> tensor<8xf32> {
    %r = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
"""


def test_a_headerless_module_runs_on_its_sdy_mesh(write_mlir, tmp_path) -> None:
    path = write_mlir(MESH_AXES_MODULE)
    m = convert(path, tmp_path / "out").manifest
    assert (m.num_ranks, m.program.num_partitions, m.program.num_replicas) == (8, 8, 1)
    assert m.program.ranks_inferred_from == "sdy.mesh @mesh (8)"
    program, _ = load_input(path)
    assert program.collectives[0].collective.groups == (tuple(range(8)),)


def test_ranks_fewer_than_the_sdy_mesh_are_refused(write_mlir, tmp_path) -> None:
    path = write_mlir(MESH_AXES_MODULE)
    with pytest.raises(FrontendError, match=r"--ranks 4 is too few: the module's sdy.mesh @mesh \(8\) name 8 devices"):
        convert(path, tmp_path / "out", ranks=4)


def test_a_one_device_mesh_says_nothing(write_mlir) -> None:
    program, _ = load_input(write_mlir(MESH_AXES_MODULE.replace('"axis_0"=8', '"axis_0"=1')))
    assert program.num_devices == 1 and program.ranks_inferred_from == ""


# --- 4. XLA dump folders are module sources --------------------------------------------------------



def test_module_sources_are_files_and_dump_folders(tmp_path) -> None:
    dump = make_tiny_dump(tmp_path / "dump")
    module = tmp_path / "m.mlir"
    module.write_text(MESH_AXES_MODULE)
    assert is_module_source(dump) and is_dump_folder(dump)
    assert is_module_source(module) and is_module_source(str(module)) and not is_dump_folder(module)
    empty = tmp_path / "empty"
    empty.mkdir()
    traces = tmp_path / "traces"
    convert(dump, traces)
    assert not is_module_source(empty) and not is_module_source(tmp_path / "absent")
    assert not is_module_source(traces)  # a convert output is a trace directory, not a module
    assert detect_form(dump).form.value == "xla-dump"


def test_the_shared_dump_folder_is_a_module_source() -> None:
    shared = Path(os.environ.get("HLO2CHAKRA_SHARED") or ROOT.parent / "shared") / "data" / "user-programs" / "dump"
    if not shared.is_dir():
        pytest.skip(f"{shared} is not on this machine")
    assert is_module_source(shared)
