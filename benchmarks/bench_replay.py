"""Benchmark: the message-level replays (congestion-aware, doubleBinaryTree), Python vs compiled kernel.

The cases are the slowest >= 48-NPU ones of the differential generator (tests/astra_differential.py,
seeds 2 and 3: congestion-aware ring/direct/Switch workloads, a congestion-aware doubleBinaryTree,
and multi-dimensional doubleBinaryTree ``T`` cases on the unaware backend). Each case runs in
isolated child processes, one per mode:

* ``python``: ``HLO2CHAKRA_REPLAY=python``, the message-level Python replay (the old path);
* ``auto``: the default, with a warm numba cache: the compiled kernel (sim/analytical/fast_*)
  where the estimated work pays for numba's start, else the Python replay;
* ``kernel``: ``HLO2CHAKRA_REPLAY=compiled``, warm cache: the kernel on every case;
* cold: the kernel with an empty numba cache (a fresh ``NUMBA_CACHE_DIR``), once, on the first
  case: what the first run after an install pays to compile it.

In a child the embedded backend answers the case ``--repeat``+1 times: ``first_s`` is the first
answer (on the kernel: numba's import and first call included), ``steady_s`` the median of the
others; ``wall_s``/``cpu_s`` are the whole child (interpreter start and imports included).
``same`` says the three answers are equal. ``brief_s`` is the Python figure measured
before this change on a quiet machine (the issue's table; T cases measured at the start of the work).

Then the whole-command cases of ``benchmarks.replay_workloads`` (users' programs at 64 ranks, the
issue's "10 to 45 s" class): ``hlo2chakra simulate`` from a fresh process, Python replay against the
default, everything included (interpreter, imports, numba's start, trace loading, the report).

    python3 -m benchmarks.bench_replay [--quick] [--cases S2-01038 T3-00252 ...] [--workloads vit-fc ...] [--repeat 2]
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from benchmarks import harness, replay_workloads

TESTS = harness.ROOT / "tests"
# the slowest >= 48-NPU cases (64 NPUs all), with the Python replay's wall before the kernel (s)
BRIEF_S = {"S2-01038": 3.66, "S3-00684": 3.44, "S3-00981": 2.57, "S3-01563": 1.75, "S2-01200": 0.74,
           "S2-00852": 0.61, "S3-01541": 0.45, "S2-00463": 0.42, "S2-00263": 0.23,
           "T3-00252": 0.28, "T2-00177": 0.27, "T2-00149": 0.20}
CASES = tuple(BRIEF_S)
QUICK = {"cases": ["S2-01200", "S2-00263"], "repeat": 1, "workloads": []}


def _load(name: str) -> ModuleType:
    """A test-support module of tests/ by its file (the generator lives there, not in the package)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, TESTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def differential() -> ModuleType:
    _load("oracle_helpers")  # astra_differential imports it by name
    return _load("astra_differential")


def replay_case(case_id: str, repeat: int) -> dict[str, Any]:
    """In a child: answer ``case_id`` 1 + ``repeat`` times; the laps and the answer."""
    diff = differential()
    row = diff.case_of(case_id)
    walls, cpus, answer = [], [], None
    for _ in range(1 + repeat):
        wall0, cpu0 = time.perf_counter(), time.process_time()
        answer = diff.embedded_answer(row)
        walls.append(time.perf_counter() - wall0)
        cpus.append(time.process_time() - cpu0)
    assert answer is not None
    steady = walls[1:] or walls
    return {"first_s": walls[0], "first_cpu_s": cpus[0], "steady_s": statistics.median(steady),
            "steady_cpu_s": statistics.median(cpus[1:] or cpus), "finish_ns": list(answer.finish_cycles),
            "exposed_ns": list(answer.exposed_cycles), "failure": answer.failure,
            "kind": row["kind"], "binary": row["binary"], "topology": row["topology"], "npus": int(row["num_npus"])}


def measure(case_id: str, repeat: int, env: dict[str, str]) -> dict[str, Any]:
    done = harness.run_callable(replay_case, (case_id, repeat), env=env, cwd=harness.ROOT, timeout_s=900)
    return {**done.value, "wall_s": done.process.wall_s, "cpu_s": done.process.cpu_s,
            "peak_rss_bytes": done.process.peak_rss_bytes}


def _speedup(before: float, after: float) -> float:
    return before / after if after > 0 else float("inf")


def _row(case_id: str, py: dict[str, Any], auto: dict[str, Any], kernel: dict[str, Any]) -> dict[str, Any]:
    answers = [(m["finish_ns"], m["exposed_ns"], m["failure"]) for m in (py, auto, kernel)]
    return {"case": case_id, "kind": f"{py['binary']} {py['kind'].split(':')[0]}", "topology": py["topology"],
            "npus": py["npus"], "brief_python_s": BRIEF_S.get(case_id), "same": answers[0] == answers[1] == answers[2],
            **{mode: {k: v for k, v in m.items() if not k.endswith("_ns")}
               for mode, m in (("python", py), ("auto", auto), ("kernel", kernel))},
            "speedup_auto_first": _speedup(py["first_s"], auto["first_s"]),
            "speedup_kernel_steady": _speedup(py["steady_s"], kernel["steady_s"]),
            "speedup_auto_child_wall": _speedup(py["wall_s"], auto["wall_s"])}


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_replay", harness.first_line(__doc__), quick=QUICK, repeat=2)
    parser.add_argument("--cases", nargs="+", default=list(CASES), help="differential case ids (S.../T...)")
    parser.add_argument("--workloads", nargs="*", choices=tuple(replay_workloads.WORKLOADS),
                        default=list(replay_workloads.WORKLOADS), help="whole-command cases (none: skip them)")
    bench = parser.parse_bench(argv)
    args = bench.args
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-replay-numba-") as cache:
        # one numba cache folder: empty for the cold run, which fills it for every run after
        env = {mode: harness.child_env(HLO2CHAKRA_REPLAY=mode, NUMBA_CACHE_DIR=cache)
               for mode in ("python", "auto", "compiled")}
        first = args.cases[0]
        bench.note(f"cold numba cache: {first} on the kernel (compiles it)")
        cold = measure(first, 1, env["compiled"])
        print(f"cold cache, {first} on the kernel: first answer {cold['first_s']:.2f} s (CPU {cold['first_cpu_s']:.2f} s, "
              f"the JIT compile included), second {cold['steady_s']:.3f} s; whole child {cold['wall_s']:.2f} s "
              f"(CPU {cold['cpu_s']:.2f} s)", flush=True)
        print(f"{'case':<9} {'kind':<14} {'topology':<16} {'brief':>5} | {'python':>6} {'steady':>6} | {'auto':>6} "
              f"{'x':>5} | {'kernel':>6} {'steady':>6} {'x':>5} | {'python child wall/CPU':>21} {'auto child':>11} "
              f"{'same':>4}", flush=True)
        for case_id in args.cases:
            bench.note(f"{case_id}: python, auto, kernel")
            py, auto, kernel = (measure(case_id, args.repeat, env[m]) for m in ("python", "auto", "compiled"))
            row = _row(case_id, py, auto, kernel)
            rows.append(row)
            brief = f"{row['brief_python_s']:.2f}" if row["brief_python_s"] else "-"
            print(f"{case_id:<9} {row['kind']:<14} {py['topology'][:16]:<16} {brief:>5} | {py['first_s']:>6.3f} "
                  f"{py['steady_s']:>6.3f} | {auto['first_s']:>6.3f} {row['speedup_auto_first']:>5.1f} | "
                  f"{kernel['first_s']:>6.3f} {kernel['steady_s']:>6.3f} {row['speedup_kernel_steady']:>5.1f} | "
                  f"{py['wall_s']:>10.2f} {py['cpu_s']:>10.2f} {auto['wall_s']:>5.2f} {auto['cpu_s']:>5.2f} "
                  f"{'yes' if row['same'] else 'NO':>4}", flush=True)
        print("seconds per answer in a fresh child: python = HLO2CHAKRA_REPLAY=python (the old path); auto = the default "
              "(the kernel above its threshold); kernel = forced; first = the child's first answer (numba's start "
              "included), steady = the median of the next ones; x = python / auto (first), python / kernel (steady)")
        workloads = []
        if args.workloads:
            print(replay_workloads.HEADER, flush=True)
            with tempfile.TemporaryDirectory(prefix="bench-replay-work-") as work:
                for name in args.workloads:
                    bench.note(f"{name}: convert, then simulate with python and auto")
                    row = replay_workloads.measure(Path(work), name, {"python": env["python"], "auto": env["auto"]})
                    if row is None:
                        print(f"{name:<15} skipped: its program is not here (../shared)", flush=True)
                        continue
                    workloads.append(row)
                    replay_workloads.print_row(row)
            print("whole `hlo2chakra simulate` commands, each a fresh process; x = python wall / auto wall")
    figures = {"cases": rows, "workloads": workloads,
               "cold_cache": {"case": first, **{k: v for k, v in cold.items() if not k.endswith("_ns")}},
               "numba_cache": "cold: an empty NUMBA_CACHE_DIR; the other runs: the same folder, filled by it",
               "all_same": all(r["same"] for r in rows + workloads)}
    bench.finish(figures)
    return 0 if figures["all_same"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
