"""Every benchmark is a module of the ``benchmarks`` package with a ``main``, runs from the
repository root as ``python3 -m benchmarks.NAME`` and answers ``--help``; none puts a path on
``sys.path`` by hand, and no benchmark is left in scripts/."""

from __future__ import annotations

import re
import subprocess
import sys

from benchmarks import harness

ROOT = harness.ROOT
PACKAGE = ROOT / "benchmarks"
SUPPORT = {"__init__", "harness", "moe_program", "replay_workloads"}  # the package, its harness, a program
# writer and bench_replay's whole-command cases: the rest are benchmarks
BENCHES = sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem not in SUPPORT)


def test_the_benchmarks_moved_out_of_scripts() -> None:
    assert len(BENCHES) >= 15
    assert not sorted(p.name for p in (ROOT / "scripts").glob("bench_*.py"))


def test_every_benchmark_imports_and_has_a_main() -> None:
    code = ("import importlib, sys\n"
            "for name in sys.argv[1:]:\n"
            "    module = importlib.import_module('benchmarks.' + name)\n"
            "    assert callable(getattr(module, 'main', None)), name\n")
    done = subprocess.run([sys.executable, "-c", code, *BENCHES], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr


def test_every_benchmark_answers_help_from_the_repository_root() -> None:
    # all at once: each is a Python start and its imports, most of the time spent waiting
    procs = {name: subprocess.Popen([sys.executable, "-m", f"benchmarks.{name}", "--help"], cwd=ROOT,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for name in BENCHES}
    failed = {}
    for name, proc in procs.items():
        out, err = proc.communicate(timeout=300)
        if proc.returncode != 0 or f"benchmarks.{name}" not in out or "--results" not in out:
            failed[name] = err.strip().splitlines()[-1:] or out[:200]
    assert not failed, failed


def test_no_benchmark_edits_sys_path() -> None:
    # insert/append/slice/assign; the harness's child boot lines are the one place that names a path
    edit = re.compile(r"sys\.path\s*(\.\s*(insert|append|extend)|\[|\+?=)")
    edits = [p.name for p in PACKAGE.glob("*.py") if p.stem != "harness" and edit.search(p.read_text())]
    assert not edits, edits
