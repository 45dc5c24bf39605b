"""The benchmarks' harness measures what it says: a child's peak memory, its CPU against its wall
time, in a child that sees nothing of the working directory and dies with its parent; and its
result files carry the commit they measured, in one stable layout."""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks import harness

ROOT = harness.ROOT
MIB = 2**20
TRAPPED = ("json", "pickle", "re", "typing", "hlo2chakra", "benchmarks")


_MEASURE = """
import json, sys, time
from benchmarks import harness
big = harness.run_command([sys.executable, "-c", "block = b'x' * (200 * 2**20)"])
small = harness.run_command([sys.executable, "-c", "pass"])
called = harness.run_callable(time.sleep, (0,))
print(json.dumps([big.peak_rss_bytes, small.peak_rss_bytes, called.process.peak_rss_bytes, called.own_peak_rss_bytes]))
"""


def test_a_child_allocating_200_mib_reports_it_and_a_trivial_one_far_less() -> None:
    # Measured from a small parent, as a benchmark measures: Linux counts the parent's peak RSS at
    # the fork into a child's ru_maxrss (exec keeps the larger of the two), so a test process that
    # has imported the whole package would raise every figure to its own size.
    done = subprocess.run([sys.executable, "-c", _MEASURE], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    big, small, called, called_own = json.loads(done.stdout)
    assert big >= 200 * MIB
    assert small < 100 * MIB
    assert called < 150 * MIB and 0 < called_own <= called


def test_a_sleeping_child_takes_wall_time_but_little_cpu_and_a_busy_one_cpu() -> None:
    sleeping = harness.run_callable(time.sleep, (1.0,))
    assert sleeping.value is None
    assert sleeping.process.wall_s >= 1.0
    assert sleeping.process.cpu_s < 0.6 * sleeping.process.wall_s
    busy = harness.run_command([sys.executable, "-c", "import time\nt = time.process_time()\n"
                                "while time.process_time() - t < 0.5:\n    pass"])
    assert busy.cpu_s >= 0.5 and busy.wall_s >= busy.cpu_s * 0.9


def test_phases_in_this_process_are_timed() -> None:
    value, lap = harness.time_call(time.sleep, 0.2)
    assert value is None and lap.wall_s >= 0.2 and lap.cpu_s < lap.wall_s
    with harness.Stopwatch() as sw:
        sum(range(10**5))
    assert sw.wall_s > 0 and sw.lap.cpu_s >= 0


def _trap(folder: Path) -> Path:
    """A working directory of modules named like the standard library's, the package's and the
    benchmarks': each leaves a marker and aborts when imported."""
    folder.mkdir()
    for name in TRAPPED:
        target = folder / (f"{name}/__init__.py" if name in ("hlo2chakra", "benchmarks") else f"{name}.py")
        target.parent.mkdir(exist_ok=True)
        target.write_text(f"open({str(folder / ('SPRUNG-' + name))!r}, 'w').close()\n"
                          f"raise SystemExit('booby trap {name} imported from the working directory')\n")
    return folder


def test_children_import_nothing_from_the_working_directory(tmp_path) -> None:
    trap = _trap(tmp_path / "work")
    called = harness.run_callable(os.getcwd, cwd=trap)
    assert Path(called.value) == trap
    cli = harness.run_command(harness.cli_command("--help"), cwd=trap)
    module = harness.run_command(harness.python_command("json.tool", "--help"), cwd=trap)
    assert "usage" in cli.stdout.lower() and "usage" in module.stdout.lower()
    assert not sorted(p.name for p in trap.glob("SPRUNG-*"))


def test_a_failing_or_overrunning_child_raises_with_its_last_error_line(tmp_path) -> None:
    with pytest.raises(harness.ChildFailed, match="FileNotFoundError"):
        harness.run_callable(os.listdir, (str(tmp_path / "missing"),))
    start = time.perf_counter()
    with pytest.raises(harness.ChildFailed, match="killed after"):
        harness.run_command([sys.executable, "-c", "import time; time.sleep(30)"], timeout_s=0.5)
    assert time.perf_counter() - start < 10
    with pytest.raises(ValueError, match="module-level"):
        harness.run_callable(lambda: None)


def _gone(pid: int) -> bool:
    """The process has exited (a zombie nobody reaped yet counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in ("Z", "X")


PARENTS = {
    "callable": "harness.run_callable(time.sleep, (60,), on_start=lambda pid: print(pid, flush=True))",
    "command": "harness.run_command([sys.executable, '-c', 'import time; time.sleep(60)'], "
               "on_start=lambda pid: print(pid, flush=True))",
}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's")
@pytest.mark.parametrize("kind", sorted(PARENTS))
def test_the_child_dies_when_its_parent_is_killed(kind: str) -> None:
    # the parent imports the harness from the repository root (`python -c` puts the cwd first)
    code = f"import sys, time\nfrom benchmarks import harness\n{PARENTS[kind]}\n"
    parent = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    child = int(parent.stdout.readline())
    try:
        time.sleep(0.5)  # let the child ask for its parent-death signal (it checks for a dead parent too)
        assert not _gone(child)
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=10)
        deadline = time.monotonic() + 10
        while not _gone(child) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert _gone(child), f"child {child} outlived its killed parent"
    finally:
        if not _gone(child):
            os.kill(child, signal.SIGKILL)
        if parent.poll() is None:
            parent.kill()
            parent.wait()


def _git_head() -> str | None:
    try:
        done = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True, timeout=30)
    except OSError:
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def test_the_result_file_is_tagged_with_the_commit_and_keeps_one_layout(tmp_path) -> None:
    parser = harness.BenchParser("bench_selftest", "a benchmark of nothing", quick={"size": 2})
    parser.add_argument("--size", type=int, default=10)
    bench = parser.parse_bench(["--results", str(tmp_path / "out.json"), "--quiet"])
    child = harness.run_command([sys.executable, "-c", "pass"])
    path = bench.finish({"size": bench.args.size, "run": child, "nan": math.nan, "where": tmp_path})
    assert path is not None and path == tmp_path / "out.json"
    text = path.read_text()
    assert text.endswith("}\n") and text.startswith('{\n  "')
    doc = json.loads(text)
    assert text == json.dumps(doc, indent=2, sort_keys=True) + "\n"  # sorted keys, indent 2, one newline
    assert set(doc) == {"schema", "bench", "command", "quick", "commit", "date", "machine", "package", "options",
                        "process", "figures"}
    assert doc["schema"] == harness.SCHEMA and doc["bench"] == "bench_selftest" and doc["quick"] is False
    assert doc["options"] == {"size": 10}
    assert doc["figures"]["run"] == {"wall_s": child.wall_s, "cpu_s": child.cpu_s,
                                     "peak_rss_bytes": child.peak_rss_bytes, "exit_code": 0}
    assert doc["figures"]["nan"] is None and doc["figures"]["where"] == str(tmp_path)
    assert {"cpu_count", "platform", "python", "load_avg_1m"} <= set(doc["machine"])
    assert doc["machine"]["cpu_count"] == os.cpu_count()
    assert set(doc["process"]) == {"wall_s", "cpu_s", "peak_rss_bytes"}
    assert Path(doc["package"]["path"]).name == "hlo2chakra"
    head = _git_head()
    if head is None:
        assert doc["commit"] == {"sha": None, "dirty": None}
    else:
        assert doc["commit"]["sha"] == head and isinstance(doc["commit"]["dirty"], bool)


def test_quick_applies_the_smallest_configuration_and_marks_the_result(tmp_path) -> None:
    parser = harness.BenchParser("bench_selftest", None, quick={"size": 2, "names": ["a"]})
    parser.add_argument("--size", type=int, default=10)
    parser.add_argument("--names", nargs="+", default=["a", "b"])
    quick = parser.parse_bench(["--quick", "--names", "z", "--results", str(tmp_path / "q.json")])
    assert quick.quick and quick.args.size == 2 and quick.args.names == ["z"]  # what is given still wins
    quick.finish({})
    assert json.loads((tmp_path / "q.json").read_text())["quick"] is True
    plain = harness.BenchParser("bench_selftest", None).parse_bench(["--no-results"])
    assert plain.finish({"x": 1}) is None and plain.result_path is None
