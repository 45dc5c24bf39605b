"""fit-network on hostile input: devices, FIFOs, oversized files, non-finite or absurd values, too
few sizes, numeric warnings. Each is refused with exit 2 and one stderr line naming the culprit
(file, line, value), before any output is written."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
import warnings
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from hlo2chakra.cli.app import app
from hlo2chakra.errors import BadInputError
from hlo2chakra.sim.config.files import load_network
from hlo2chakra.sim.netfit import fit as fit_module
from hlo2chakra.sim.netfit.fit import FitError, FitTemplate, Sample, candidate_systems, fit
from hlo2chakra.sim.netfit.nccl_tests import MAX_LINES, NcclOutputError, parse_nccl_tests
from hlo2chakra.sim.netfit.source import MAX_INPUT_BYTES, read_capped_text
from hlo2chakra.sim.netfit.values import BadValue, read_size, read_time

CONVERTER = Path(__file__).resolve().parents[3] / "converter"
ENTRY = "import sys; sys.path.insert(0, sys.argv.pop(1)); from hlo2chakra.cli import main; main()"
SIZES = [1 << k for k in range(10, 34)]  # 1 KB .. 8 GB, as nccl-tests -b 1K -e 8G -f 2 prints them
QUICK_S = 5.0  # generous: a refusal needs no numpy, scipy or fit
PREFIX = "hlo2chakra: error: "


def table(collective: str, ranks: int, rows: list[tuple[str, str]], rank_word: str = "") -> str:
    """nccl-tests output in its layout; ``rows`` are (size, in-place time) words as printed."""
    lines = [f"# nThread 1 nGpus {ranks} minBytes 1024 maxBytes 8589934592 step: 2(factor)", "# Using devices"]
    lines += [f"#  Rank {rank_word or r:>2} Group  0 Pid  4242 on node-{r // 8} device {r:2d} [0x{r + 16:02x}] NVIDIA H100"
              for r in range(ranks)]
    lines += [f"# Collective test starting: {collective}_perf", "#",
              "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw"
              "   busbw #wrong",
              "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)"
              "  (GB/s)"]
    lines += [f"  {size:>10s}  {1:>12d}     float     sum      -1  {t:>8s}    1.00    1.00      0  {t:>8s}    1.00"
              "    1.00      0" for size, t in rows]
    return "\n".join(lines + ["# Out of bounds values : 0 OK", "# Avg bus bandwidth    : 123.456", ""])


def good_rows(ranks: int = 8, sizes: list[int] = SIZES) -> list[tuple[str, str]]:
    return [(str(s), f"{2.5 * ranks + s / 3e5:.2f}") for s in sizes]  # latency + size / bandwidth


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def line_of(text: str, needle: str) -> int:
    """The 1-based number of the first line of ``text`` holding ``needle``."""
    return next(i for i, line in enumerate(text.split("\n"), 1) if needle in line)


def one_error_line(stderr: str) -> str:
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith(PREFIX) and "Traceback" not in stderr
    return lines[0][len(PREFIX):]


def cli(args: list[str]) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, ["fit-network", *args])
    return result.exit_code, result.stdout, result.stderr


def _limit_memory() -> None:  # the child runs in 2 GiB of address space: a refusal needs a few MB
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def real_cli(args: list[str], cwd: Path, timeout: float) -> tuple[int, str, str, float]:
    """The real entry point in a child (its own stderr, so Python's warnings show), timed."""
    start = time.monotonic()
    try:
        done = subprocess.run([sys.executable, "-I", "-c", ENTRY, str(CONVERTER), "fit-network", *args], cwd=cwd,
                              capture_output=True, text=True, timeout=timeout, preexec_fn=_limit_memory)
    except subprocess.TimeoutExpired:
        pytest.fail(f"fit-network {' '.join(args)} did not answer within {timeout} s")
    return done.returncode, done.stdout, done.stderr, time.monotonic() - start


# Defect 1: devices, FIFOs, directories and oversized files.

def test_errors_are_bad_input() -> None:
    assert issubclass(NcclOutputError, BadInputError) and issubclass(FitError, BadInputError)


def test_dev_zero_is_refused_at_once_in_one_line(tmp_path: Path) -> None:
    rc, out, err, took = real_cli(["/dev/zero", "-o", str(tmp_path / "o")], tmp_path, timeout=60)
    assert rc == 2 and out == "", err
    assert one_error_line(err).startswith("/dev/zero: a character device, not a regular file")
    assert took < QUICK_S and not (tmp_path / "o").exists()


def test_a_fifo_is_refused_at_once_instead_of_hanging(tmp_path: Path) -> None:
    fifo = tmp_path / "all_reduce_perf.txt"
    os.mkfifo(fifo)
    rc, out, err, took = real_cli([str(fifo), "-o", str(tmp_path / "o")], tmp_path, timeout=20)
    assert rc == 2 and out == "", err
    assert one_error_line(err) == f"{fifo}: a FIFO, not a regular file (fit-network reads nccl-tests output files)"
    assert took < QUICK_S and not (tmp_path / "o").exists()


def test_a_directory_is_refused_in_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "all_reduce_perf"
    folder.mkdir()
    rc, _, err = cli([str(folder), "-o", str(tmp_path / "o")])
    assert rc == 2 and one_error_line(err).startswith(f"{folder}: a directory, not a regular file")


def test_a_file_over_the_64_mib_cap_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "all_reduce_perf.txt"
    with big.open("wb") as handle:
        handle.truncate(MAX_INPUT_BYTES + 1)  # sparse: costs no disk
    start = time.monotonic()
    rc, _, err = cli([str(big), "-o", str(tmp_path / "o")])
    line = one_error_line(err)
    assert rc == 2 and line.startswith(f"{big}: {MAX_INPUT_BYTES + 1:,} bytes is more than the 64 MiB")
    assert time.monotonic() - start < QUICK_S and not (tmp_path / "o").exists()


def test_the_reader_takes_a_file_of_exactly_the_cap(tmp_path: Path) -> None:
    edge = tmp_path / "edge.txt"
    with edge.open("wb") as handle:
        handle.truncate(MAX_INPUT_BYTES)
    assert len(read_capped_text(edge, NcclOutputError)) == MAX_INPUT_BYTES


def test_a_file_of_millions_of_lines_is_refused_quickly(tmp_path: Path) -> None:
    text = table("all_reduce", 8, good_rows()) + "\n" * MAX_LINES
    start = time.monotonic()
    with pytest.raises(NcclOutputError, match=rf"^x.txt: {text.count(chr(10)) + 1:,} lines, more than the 1,048,576"):
        parse_nccl_tests(text, "x.txt")
    assert time.monotonic() - start < QUICK_S


def test_a_rank_line_padded_with_spaces_parses_in_linear_time() -> None:
    # The rank pattern had two lazy groups: 30,000 spaces before a last word took seconds per line.
    text = table("all_reduce", 2, good_rows(2)).replace("NVIDIA H100", "NVIDIA H100" + " " * 30_000 + "x", 1)
    start = time.monotonic()
    curve = parse_nccl_tests(text, "x.txt")
    assert time.monotonic() - start < QUICK_S
    assert curve.ranks == 2 and curve.device.startswith("NVIDIA H100") and curve.device.endswith("x")


# Defect 2: every value checked where it is read, refused in one line naming file, line and value.

BAD_VALUES = [
    ("time", "inf", "time 'inf' is not a finite positive number"),
    ("time", "-nan", "time '-nan' is not a finite positive number"),
    ("time", "0", "time '0' is not a finite positive number"),
    ("time", "-3.5", "time '-3.5' is not a finite positive number"),
    ("time", "1e400", "time '1e400' is not a finite positive number"),
    ("time", "1e-310", "time '1e-310' us is outside 0.001 .. 1e+12 us (1 ns to about 11.6 days)"),
    ("time", "1e308", "time '1e308' us is outside 0.001 .. 1e+12 us (1 ns to about 11.6 days)"),
    ("time", "abc", "'abc' is not a number"),
    ("size", "8192²³", "size '8192²³' is not a whole number of bytes in ASCII digits"),
    ("size", "١٠٢٤", "size '١٠٢٤' is not a whole number of bytes in ASCII digits"),  # int() takes it
    ("size", str(2 ** 50 + 1), f"size '{2 ** 50 + 1}' is above 2**50 bytes (1 PiB), more than any collective moves"),
    ("size", "1" + "0" * 400, f"size '{'1' + '0' * 39}'... (401 characters) is above 2**50 bytes (1 PiB)"),
    ("size", "9" * 5000, f"size '{'9' * 40}'... (5,000 characters) is above 2**50 bytes (1 PiB)"),
]


@pytest.mark.parametrize("column, word, message", BAD_VALUES, ids=[f"{c}-{w[:12]}" for c, w, _ in BAD_VALUES])
def test_a_bad_value_is_one_line_naming_file_line_and_value(tmp_path: Path, column: str, word: str,
                                                            message: str) -> None:
    rows = good_rows()
    row = 4  # a row the fit sees (every other size is held out)
    rows[row] = (word, rows[row][1]) if column == "size" else (rows[row][0], word)
    path = write(tmp_path / "all_reduce_perf.txt", table("all_reduce", 8, rows))
    lineno = line_of(path.read_text(encoding="utf-8"), "float") + row
    rc, out, err = cli([str(path), "-o", str(tmp_path / "o")])
    assert rc == 2, out
    assert one_error_line(err).startswith(f"{path}:{lineno}: {message}")
    assert not (tmp_path / "o").exists()


def test_a_rank_in_other_digits_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path / "all_reduce_perf.txt", table("all_reduce", 2, good_rows(2), rank_word="١"))
    rc, _, err = cli([str(path), "-o", str(tmp_path / "o")])
    assert rc == 2
    assert one_error_line(err) == f"{path}:3: rank '١' is not a whole number in ASCII digits"


def test_value_bounds_are_inclusive() -> None:
    assert read_size(str(2 ** 50)) == 2 ** 50 and read_size("0") == 0
    assert read_time("0.001") == 0.001 and read_time("1e12") == 1e12 and read_time("N/A") is None
    with pytest.raises(BadValue):
        read_time("0.0009")


def test_a_single_data_row_is_refused_saying_how_many_sizes_are_needed(tmp_path: Path) -> None:
    path = write(tmp_path / "all_reduce_perf.txt", table("all_reduce", 8, good_rows()[:1]))
    rc, _, err = cli([str(path), "-o", str(tmp_path / "o")])
    line = one_error_line(err)
    assert rc == 2
    assert line.startswith(f"{path}: 1 distinct message size(s) between 1 KB and 8 GB left to fit at 8 ranks")
    assert "needs at least 2" in line and "at least 3 sizes" in line
    assert not (tmp_path / "o").exists()


def test_a_cluster_curve_of_two_sizes_is_refused_naming_its_file(tmp_path: Path) -> None:
    node = write(tmp_path / "node_all_reduce.txt", table("all_reduce", 8, good_rows()))
    cluster = write(tmp_path / "cluster_all_reduce.txt", table("all_reduce", 16, good_rows(16)[:2]))
    rc, _, err = cli([str(node), str(cluster), "--node-size", "8", "-o", str(tmp_path / "o")])
    assert rc == 2 and one_error_line(err).startswith(f"{cluster}: 1 distinct message size(s) "
                                                      "between 1 KB and 8 GB left to fit at 16 ranks")


def test_fit_refuses_one_distinct_size_and_unbounded_samples() -> None:
    template = FitTemplate(("Switch",), (8,), (None,), (None,), 10.0, 3350.0)
    systems = candidate_systems(1, {"all_reduce"}, True)
    with pytest.raises(FitError, match="1 distinct message size .* needs at least 2"):
        fit(template, systems, [Sample("all_reduce", 8, 4096, 30.0)])
    for bad in (float("inf"), float("nan"), 1e-310, 1e13):
        with pytest.raises(FitError, match="us is outside 0.001 .. 1e"):
            fit(template, systems, [Sample("all_reduce", 8, s, bad) for s in SIZES])


def test_local_mem_bw_is_checked_before_the_fit(tmp_path: Path) -> None:
    path = write(tmp_path / "all_reduce_perf.txt", table("all_reduce", 8, good_rows()))
    start = time.monotonic()
    rc, _, err = cli([str(path), "--local-mem-bw", "inf", "-o", str(tmp_path / "o")])
    assert rc == 2 and one_error_line(err).startswith("--local-mem-bw inf: system: 'local-mem-bw' = inf")
    assert time.monotonic() - start < QUICK_S


# Defect 3: numpy/scipy warnings never reach stderr; only the tool's one line does.

def test_subnormal_times_print_one_line_and_no_warning(tmp_path: Path) -> None:
    path = write(tmp_path / "all_reduce_perf.txt", table("all_reduce", 8, [(str(s), "1e-310") for s in SIZES]))
    rc, out, err, _ = real_cli([str(path), "-o", str(tmp_path / "o")], tmp_path, timeout=120)
    assert rc == 2 and out == ""
    lineno = line_of(path.read_text(), "float")  # the first data row
    assert one_error_line(err) == (f"{path}:{lineno}: time '1e-310' us is outside 0.001 .. 1e+12 us "
                                   "(1 ns to about 11.6 days)")


def test_mixed_rank_counts_with_subnormal_times_print_one_line(tmp_path: Path) -> None:
    node = write(tmp_path / "node_all_reduce.txt", table("all_reduce", 8, good_rows()))
    cluster = write(tmp_path / "cluster_all_reduce.txt",
                    table("all_reduce", 16, [(str(s), "5e-324") for s in SIZES[:3]]))
    rc, out, err, _ = real_cli([str(node), str(cluster), "--node-size", "8", "-o", str(tmp_path / "o")], tmp_path,
                               timeout=60)
    assert rc == 2 and out == ""
    lineno = line_of(cluster.read_text(), "float")
    assert one_error_line(err).startswith(f"{cluster}:{lineno}: time '5e-324' us is outside 0.001 .. 1e+12 us")
    assert not (tmp_path / "o").exists()


def test_the_fit_search_turns_non_finite_costs_into_a_fit_error(monkeypatch: pytest.MonkeyPatch) -> None:
    # An infinite cost made Nelder-Mead compute inf - inf: scipy printed RuntimeWarnings.
    monkeypatch.setattr(fit_module, "_objective", lambda *args: float("inf"))
    template = FitTemplate(("Switch",), (8,), (None,), (None,), 10.0, 3350.0)
    samples = [Sample("all_reduce", 8, s, 20.0 + s / 3e5) for s in SIZES]
    with warnings.catch_warnings(), np.errstate(all="warn"):
        warnings.simplefilter("error")
        with pytest.raises(FitError, match="the model failed at every trial point"):
            fit(template, candidate_systems(1, {"all_reduce"}, True)[:1], samples)


# Provenance headers stay comments whatever the file is called.

def test_a_file_name_with_a_newline_stays_inside_the_yaml_comment(tmp_path: Path) -> None:
    path = write(tmp_path / "all_reduce\nlatency: [1]_perf.txt", table("all_reduce", 8, good_rows()))
    out = tmp_path / "o"
    rc, stdout, err = cli([str(path), "-o", str(out)])
    assert rc == 0, err
    text = (out / "network.yml").read_text()
    header = text.split("\n")[:5]
    assert all(line.startswith("#") for line in header), header
    assert load_network(out / "network.yml").npus_count == (8,)
