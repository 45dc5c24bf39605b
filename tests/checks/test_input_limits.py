"""Small hostile inputs get a one-line answer fast, without gigabytes (issue 10, "Limits").

Every hostile input is generated here: sparse files via truncate, FIFOs via mkfifo, nesting
as generated text. CLI runs go through a subprocess with a wall-clock timeout and an address
space cap, so a regression fails the test instead of hanging or exhausting the machine.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from hlo2chakra.chakra.trace import EtNode, EtTrace, TraceFormatError, read_trace, write_trace
from hlo2chakra.chakra.schema import NodeType
from hlo2chakra.checks.limits import DEFAULT_MAX_RANKS, MAX_NESTING_DEPTH, LimitError, check_rank_count

CONVERTER = str(Path(__file__).resolve().parents[2] / "converter")
MEMORY_CAP_BYTES = 3 << 30   # a 1-rank convert needs well under this (jaxlib included)


def _capped() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP_BYTES, MEMORY_CAP_BYTES))


def run_cli(*args: str, timeout_s: float = 90, env: dict | None = None) -> subprocess.CompletedProcess:
    """The CLI in a child capped at 3 GB of address space; a hang past ``timeout_s`` fails the test."""
    full_env = {**os.environ, "PYTHONPATH": CONVERTER, **(env or {})}
    full_env.pop("HLO2CHAKRA_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "hlo2chakra.cli", *args], capture_output=True, text=True,
                          env=full_env, timeout=timeout_s, preexec_fn=_capped)


def assert_one_line_refusal(done: subprocess.CompletedProcess, *needles: str) -> None:
    assert done.returncode == 2, (done.returncode, done.stderr[-2000:])
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hlo2chakra: error: "), done.stderr[-2000:]
    for needle in needles:
        assert needle in lines[0], lines[0]


def module_with_devices(partitions: int, replicas: int = 1) -> str:
    return (f"module attributes {{mhlo.num_partitions = {partitions} : i32, mhlo.num_replicas = {replicas} : i32}} {{\n"
            "  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
            "    %y = stablehlo.add %x, %x : tensor<4xf32>\n"
            "    return %y : tensor<4xf32>\n  }\n}\n")


# --- ranks --------------------------------------------------------------------------------------

def test_rank_count_rule() -> None:
    assert check_rank_count(8, "--ranks") == 8
    for bad in (1e30, 8.0, True, "8", None):
        with pytest.raises(LimitError, match="whole number"):
            check_rank_count(bad, "num_ranks")
    with pytest.raises(LimitError, match="at least 1"):
        check_rank_count(0, "--ranks")
    with pytest.raises(LimitError, match="HLO2CHAKRA_MAX_RANKS"):
        check_rank_count(DEFAULT_MAX_RANKS + 1, "--ranks")


def test_rank_ceiling_is_overridable(monkeypatch) -> None:
    monkeypatch.setenv("HLO2CHAKRA_MAX_RANKS", "16")
    assert check_rank_count(16, "--ranks") == 16
    with pytest.raises(LimitError, match="more than 16 ranks"):
        check_rank_count(17, "--ranks")
    monkeypatch.setenv("HLO2CHAKRA_MAX_RANKS", "lots")
    with pytest.raises(LimitError, match="HLO2CHAKRA_MAX_RANKS"):
        check_rank_count(4, "--ranks")


def test_huge_num_partitions_is_refused_fast(tmp_path) -> None:
    module = tmp_path / "huge.mlir"
    module.write_text(module_with_devices(2_000_000_000))
    done = run_cli("convert", str(module), "-o", str(tmp_path / "out"))
    assert_one_line_refusal(done, "mhlo.num_partitions", "2000000000", "HLO2CHAKRA_MAX_RANKS")
    assert not (tmp_path / "out").exists()


def test_huge_global_hlo_is_refused_before_partitioning(tmp_path) -> None:
    hlo = tmp_path / "huge.hlo"
    hlo.write_text("HloModule m, num_partitions=2000000000\n\nENTRY e {\n"
                   "  p = f32[4]{0} parameter(0), sharding={devices=[2]0,1}\n  ROOT a = f32[4]{0} add(p, p)\n}\n")
    done = run_cli("convert", str(hlo), "-o", str(tmp_path / "out"))
    assert_one_line_refusal(done, "huge.hlo", "num_partitions x replica_count = 2000000000 x 1", "ceiling")


def test_num_partitions_times_replicas_is_checked(tmp_path) -> None:
    module = tmp_path / "product.mlir"
    module.write_text(module_with_devices(2048, 1024))
    assert_one_line_refusal(run_cli("convert", str(module), "-o", str(tmp_path / "out")), "2048 x 1024")


def test_ceiling_override_reaches_convert(tmp_path) -> None:
    module = tmp_path / "m.mlir"
    module.write_text(module_with_devices(16))
    assert_one_line_refusal(run_cli("convert", str(module), "-o", str(tmp_path / "a"),
                                    env={"HLO2CHAKRA_MAX_RANKS": "8"}), "more than 8 ranks")
    done = run_cli("convert", str(module), "-o", str(tmp_path / "b"), env={"HLO2CHAKRA_MAX_RANKS": "16"})
    assert done.returncode == 0, done.stderr
    assert len(list((tmp_path / "b").glob("trace.*.et"))) == 16


def test_huge_ranks_option_is_refused_fast(tmp_path) -> None:
    module = tmp_path / "m.mlir"
    module.write_text(module_with_devices(1).replace(" attributes {mhlo.num_partitions = 1 : i32, "
                                                     "mhlo.num_replicas = 1 : i32}", ""))
    done = run_cli("convert", str(module), "-o", str(tmp_path / "out"), "--ranks", "10000000")
    assert_one_line_refusal(done, "--ranks 10000000", "ceiling")


def test_library_refuses_non_integer_ranks(tmp_path) -> None:
    from hlo2chakra.pipeline.convert import convert
    from hlo2chakra.frontend.errors import FrontendError

    module = tmp_path / "m.mlir"
    module.write_text(module_with_devices(1))
    with pytest.raises(FrontendError, match="whole number"):
        convert(module, tmp_path / "out", ranks=8.0)  # type: ignore[arg-type]


def _fake_run(tmp_path: Path, num_ranks: object) -> Path:
    out = tmp_path / "run"
    out.mkdir()
    write_trace(out / "trace.0.et", EtTrace((EtNode(0, "c", NodeType.COMP_NODE, duration_micros=1),)))
    (out / "manifest.json").write_text(json.dumps({"trace_prefix": "trace", "num_ranks": num_ranks}))
    return out


def test_manifest_num_ranks_1e30_is_refused_fast(tmp_path) -> None:
    run = _fake_run(tmp_path, 1e30)
    assert_one_line_refusal(run_cli("validate", str(run), timeout_s=30), "manifest.json", "num_ranks", "whole number")


@pytest.mark.parametrize("num_ranks,needle", [(2.0, "whole number"), ("4", "whole number"), (5, "more than 4 ranks"),
                                              (-1, "at least 1")])
def test_manifest_num_ranks_is_checked(tmp_path, monkeypatch, num_ranks, needle) -> None:
    from hlo2chakra.sim.staging import resolve_workload
    from hlo2chakra.sim.config.files import ConfigError

    monkeypatch.setenv("HLO2CHAKRA_MAX_RANKS", "4")
    run = _fake_run(tmp_path, num_ranks)
    with pytest.raises(ConfigError, match=f"manifest.json: num_ranks .*{needle}"):
        resolve_workload(run)


def test_validate_npus_is_checked(tmp_path) -> None:
    from hlo2chakra.chakra.validate.workload import validate_workload

    run = _fake_run(tmp_path, 1)
    with pytest.raises(LimitError, match=f"--npus 100000000: more than {DEFAULT_MAX_RANKS:,} ranks"):
        validate_workload(run / "trace", num_npus=100_000_000)


# --- loops ----------------------------------------------------------------------------------------

WHILE = """module {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i64>
    %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i64>, tensor<4xf32>
      cond {
        %n = stablehlo.constant dense<TRIPS> : tensor<i64>
        %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %one = stablehlo.constant dense<1> : tensor<i64>
        %j = stablehlo.add %i, %one : tensor<i64>
        %w = stablehlo.multiply %v, %v : tensor<4xf32>
        stablehlo.return %j, %w : tensor<i64>, tensor<4xf32>
      }
    return %r#1 : tensor<4xf32>
  }
}
"""


def test_loop_too_long_is_refused_before_unrolling(tmp_path) -> None:
    module = tmp_path / "loop.mlir"
    module.write_text(WHILE.replace("TRIPS", "9000000000000000000"))
    assert len(module.read_bytes()) < 1000
    done = run_cli("convert", str(module), "-o", str(tmp_path / "out"), timeout_s=60)
    assert_one_line_refusal(done, "stablehlo.while", "9,000,000,000,000,000,000 trips", "5,000,000 ops")


def test_loop_just_over_the_cap_is_refused_and_one_under_unrolls(tmp_path) -> None:
    from hlo2chakra.frontend.errors import FrontendError
    from hlo2chakra.frontend.inputs import load_input

    over = tmp_path / "over.mlir"
    over.write_text(WHILE.replace("TRIPS", "2500001"))  # 2 emitted ops a trip: 5,000,002 ops
    with pytest.raises(FrontendError, match="2,500,001 trips"):
        load_input(over)
    fine = tmp_path / "fine.mlir"
    fine.write_text(WHILE.replace("TRIPS", "300"))
    program, _ = load_input(fine)
    assert [op.short_kind for op in program.ops].count("multiply") == 300


# --- nesting ------------------------------------------------------------------------------------

def nested_case(depth: int) -> str:
    """``depth`` nested stablehlo.case ops around one add (depth + 2 brace levels with func and module)."""
    opening = [f'    %r{d} = "stablehlo.case"(%k) ({{' for d in range(depth)]
    closing = []
    for d in reversed(range(depth)):
        closing.append("    }) : (tensor<i32>) -> tensor<4xf32>")
        if d > 0:
            closing.append(f"    stablehlo.return %r{d} : tensor<4xf32>")
    return "\n".join(["module {", "  func.func @main(%k: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {",
                      *opening, "      %y = stablehlo.add %x, %x : tensor<4xf32>",
                      "      stablehlo.return %y : tensor<4xf32>", *closing,
                      "    return %r0 : tensor<4xf32>", "  }", "}", ""])


@pytest.mark.parametrize("depth", [2_000, 20_000])
def test_deep_nesting_is_refused_before_parsing(tmp_path, depth) -> None:
    module = tmp_path / "deep.mlir"
    module.write_text(nested_case(depth))
    done = run_cli("convert", str(module), "-o", str(tmp_path / "out"), timeout_s=60)
    assert_one_line_refusal(done, f"nested more than {MAX_NESTING_DEPTH} regions deep")


def test_nesting_under_the_limit_lowers(tmp_path) -> None:
    from hlo2chakra.frontend.inputs import load_input

    module = tmp_path / "deep.mlir"
    depth = MAX_NESTING_DEPTH - 4
    module.write_text(nested_case(depth))
    program, _ = load_input(module)
    assert [op.short_kind for op in program.ops] == ["add"]
    assert len(program.notes) == depth  # one "costed branch" note per case


def test_lowering_uses_no_python_recursion_per_region(tmp_path) -> None:
    """Lowering walks regions on an explicit stack: 500 nested cases lower under a recursion
    limit far below what one Python frame per region would need."""
    from hlo2chakra.frontend.inputs import load_input
    from hlo2chakra.frontend.mlir import load_module

    module = tmp_path / "deep.mlir"
    module.write_text(nested_case(500))
    parsed, _ctx, _info = load_module(module)  # parse (jaxlib, imports) with the normal limit
    from hlo2chakra.frontend.lower import lower_module

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(200)
    try:
        program = lower_module(parsed, str(module))
    finally:
        sys.setrecursionlimit(old)
    assert [op.short_kind for op in program.ops] == ["add"] and len(program.notes) == 500
    assert load_input(module)[0].ops[0].short_kind == "add"


def test_bytecode_nested_past_the_limit_is_refused_by_lowering(tmp_path) -> None:
    """Bytecode is not pre-scanned; lowering enforces the same depth."""
    from jaxlib.mlir import ir

    from hlo2chakra.frontend.errors import FrontendError
    from hlo2chakra.frontend.inputs import load_input
    from hlo2chakra.frontend.mlir import make_context

    ctx = make_context()
    parsed = ir.Module.parse(nested_case(MAX_NESTING_DEPTH + 10), context=ctx)
    bytecode = tmp_path / "deep.mlirbc"
    with open(bytecode, "wb") as handle:
        parsed.operation.write_bytecode(handle)
    with pytest.raises(FrontendError, match=f"regions nested more than {MAX_NESTING_DEPTH} deep"):
        load_input(bytecode)


def test_braces_in_strings_and_comments_do_not_count() -> None:
    from hlo2chakra.frontend.mlir import check_nesting

    noise = b'// {{{{ \n%a = "x"() {s = "{{{{\\"{{"} : () -> ()\n' * (MAX_NESTING_DEPTH + 10)
    check_nesting(b"module {\n" + noise + b"}\n", "noise.mlir")


# --- files that are not programs or traces ---------------------------------------------------------

def test_gigabyte_of_nul_is_refused_from_its_first_bytes(tmp_path) -> None:
    nul = tmp_path / "nul.mlir"
    with open(nul, "wb") as handle:
        handle.truncate(1 << 30)  # sparse: no disk used
    done = run_cli("convert", str(nul), "-o", str(tmp_path / "out"), timeout_s=60)
    assert_one_line_refusal(done, "nul.mlir", "NUL byte at offset 0")


def test_fifo_input_is_refused_not_read(tmp_path) -> None:
    fifo = tmp_path / "pipe.mlir"
    os.mkfifo(fifo)
    assert_one_line_refusal(run_cli("convert", str(fifo), "-o", str(tmp_path / "out"), timeout_s=60),
                            "pipe.mlir", "FIFO")
    et = tmp_path / "pipe.et"
    os.mkfifo(et)
    assert_one_line_refusal(run_cli("inspect", str(et), timeout_s=30), "pipe.et", "FIFO")
    run = _fake_run(tmp_path, 2)
    os.mkfifo(run / "trace.1.et")
    done = run_cli("validate", str(run), timeout_s=30)
    assert done.returncode != 0 and "FIFO" in done.stdout + done.stderr


def test_character_device_is_refused(tmp_path) -> None:
    done = run_cli("convert", "/dev/zero", "-o", str(tmp_path / "out"), timeout_s=60)
    assert_one_line_refusal(done, "/dev/zero", "character device")


def test_sparse_trace_is_refused_fast(tmp_path) -> None:
    sparse = tmp_path / "sparse.et"
    with open(sparse, "wb") as handle:
        handle.truncate(20 << 20)
    with pytest.raises(TraceFormatError, match="NUL"):
        read_trace(sparse)
    assert_one_line_refusal(run_cli("inspect", str(sparse), timeout_s=30), "sparse.et")


def test_trace_with_a_hole_is_refused_at_the_hole(tmp_path) -> None:
    holed = tmp_path / "holed.et"
    write_trace(holed, EtTrace((EtNode(0, "c", NodeType.COMP_NODE, duration_micros=1),)))
    with open(holed, "r+b") as handle:
        handle.truncate(20 << 20)  # a real header and node, then 20 MB of NULs
    with pytest.raises(TraceFormatError, match="record 3 is empty"):
        read_trace(holed)
    run = _fake_run(tmp_path, 1)
    os.replace(holed, run / "trace.0.et")
    done = run_cli("validate", str(run), timeout_s=30)
    assert done.returncode == 1 and "record 3 is empty" in done.stdout


def test_a_directory_is_refused_by_path_not_by_descriptor(tmp_path) -> None:
    """os.fdopen on a directory said 'Is a directory: 3'; the check now runs on what was opened."""
    from hlo2chakra.checks.limits import read_regular_file

    with pytest.raises(ValueError, match=rf"^{tmp_path}: a directory, not a regular file$"):
        read_regular_file(tmp_path, ValueError)
    big = tmp_path / "big"
    big.write_bytes(b"x" * 2048)
    with pytest.raises(ValueError, match=rf"^{big}: 2,048 bytes is more than the 1,024 bytes read here$"):
        read_regular_file(big, ValueError, max_bytes=1024)
    assert read_regular_file(big, ValueError, max_bytes=2048) == b"x" * 2048
