"""Parse the recorded real ASTRA-sim runs in tests/data/astra_runs into numbers and verdicts.

Expected numbers come from the runs' README (and the cost model: an all-reduce of 1 MiB on the
8-rank ring is 64440 ns; fwd 10 us + bwd 20 us = 30000 ns of compute).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hlo2chakra.sim.astra.output import Outcome, describe_exit, judge, parse_output

RUNS = Path(__file__).parents[2] / "data" / "astra_runs"


def recorded(case: str, **kwargs):
    folder = RUNS / case
    return judge(
        (folder / "stdout.txt").read_text(),
        (folder / "stderr.txt").read_text(),
        8,
        int((folder / "exit_code.txt").read_text().strip()),
        **kwargs,
    )


@pytest.mark.parametrize(
    "case, finish, compute, comm, exposed, overlap",
    [
        ("basic", 94440, 30000, 64440, 64440, 0),
        ("overlap", 74440, 30000, 64440, 44440, 20000),
        ("two_ar", 128880, 0, 128880, 128880, 0),
        ("pg_split", 79000, 30000, 49000, 49000, 0),
        ("sendrecv_ring", 50031, 30000, 20031, 20031, 0),
        ("coll_ALL_GATHER", 151016, 0, 151016, 151016, 0),
        ("coll_BROADCAST", 1, 0, 1, 1, 0),
    ],
)
def test_uniform_finished_runs(case, finish, compute, comm, exposed, overlap) -> None:
    verdict = recorded(case)
    assert verdict.outcome is Outcome.FINISHED and verdict.ok
    assert verdict.missing_ranks == ()
    assert [s.rank for s in verdict.ranks] == list(range(8))
    for stats in verdict.ranks:
        assert (stats.finish_ns, stats.compute_ns, stats.comm_ns, stats.exposed_comm_ns, stats.overlap_ns) == (
            finish, compute, comm, exposed, overlap,
        )
        assert stats.stats_complete
        # ASTRA-sim's definition of exposed communication
        assert stats.exposed_comm_ns == stats.finish_ns - stats.compute_ns
    assert verdict.warnings == ()


def test_pg_subset_has_two_kinds_of_rank() -> None:
    verdict = recorded("pg_subset")
    assert verdict.ok
    by_rank = {s.rank: s for s in verdict.ranks}
    for r in range(4):
        assert (by_rank[r].finish_ns, by_rank[r].comm_ns) == (79000, 49000)
    for r in range(4, 8):
        assert (by_rank[r].finish_ns, by_rank[r].comm_ns, by_rank[r].exposed_comm_ns) == (30000, 0, 0)


def test_tag_mismatch_is_a_hang_naming_the_odd_ranks() -> None:
    verdict = recorded("sendrecv_tagmismatch")
    assert verdict.outcome is Outcome.HUNG and not verdict.ok
    assert verdict.missing_ranks == (1, 3, 5, 7)
    assert [s.rank for s in verdict.ranks] == [0, 2, 4, 6]
    assert "ranks 1, 3, 5, 7 never finished" in verdict.message
    assert "hang or deadlock" in verdict.message
    assert verdict.exit_code == 0


def test_single_rank_group_hangs_rank_0() -> None:
    verdict = recorded("cg_single")
    assert verdict.outcome is Outcome.HUNG
    assert verdict.missing_ranks == (0,)


def test_order_mismatch_is_a_deadlock_of_everyone() -> None:
    verdict = recorded("order_mismatch")
    assert verdict.outcome is Outcome.HUNG
    assert verdict.missing_ranks == tuple(range(8))
    assert "unreleased nodes on ranks 0, 1, 2, 3, 4, 5, 6, 7" in verdict.message


@pytest.mark.parametrize(
    "case, culprit",
    [
        ("coll_REDUCE", "Unsupported collective comm type"),
        ("missing_dep", "Node 99 in data_dep graph"),
    ],
)
def test_aborts_give_exit_code_and_last_line(case, culprit) -> None:
    verdict = recorded(case)
    assert verdict.outcome is Outcome.ABORTED
    assert verdict.exit_code == 134
    assert "exit 134 (SIGABRT)" in verdict.message and culprit in verdict.message
    assert verdict.missing_ranks == tuple(range(8))
    assert culprit in verdict.last_lines[-1]
    assert "\n" not in verdict.message


def test_cpu_comp_finishes_with_broken_statistics() -> None:
    verdict = recorded("cpu_comp")
    assert verdict.outcome is Outcome.FINISHED
    for stats in verdict.ranks:
        assert (stats.finish_ns, stats.exposed_comm_ns) == (74440, 74440)
        assert not stats.stats_complete
        assert stats.comm_ns is None and stats.overlap_ns is None
        assert stats.compute_ns == 0  # finish - exposed: the CPU node is not GPU compute
    assert len(verdict.warnings) == 1
    assert "statistics lines are missing for ranks 0, 1" in verdict.warnings[0]
    assert "Only GPU and COMM types" in verdict.warnings[0]


def test_timeout_verdict_names_unfinished_ranks() -> None:
    stdout = (RUNS / "sendrecv_tagmismatch" / "stdout.txt").read_text()
    verdict = judge(stdout, "", 8, None, timed_out=True, timeout_s=2.5)
    assert verdict.outcome is Outcome.TIMED_OUT
    assert "within 2.5 s" in verdict.message and "ranks 1, 3, 5, 7" in verdict.message


def _drop_finished(text: str, keep: set[int]) -> str:
    out = []
    for line in text.splitlines():
        if "finished," in line and not any(f"sys[{r}] " in line for r in keep):
            continue
        out.append(line)
    return "\n".join(out)


def test_crash_at_exit_with_direct_and_groups_is_said_plainly() -> None:
    stdout = _drop_finished((RUNS / "pg_split" / "stdout.txt").read_text(), keep={0, 4})
    verdict = judge(stdout, "free(): double free detected\n", 8, -6, direct_with_groups=True)
    assert verdict.outcome is Outcome.CRASHED_AT_EXIT and not verdict.ok
    assert verdict.missing_ranks == (1, 2, 3, 5, 6, 7)
    assert "known defect" in verdict.message and "direct" in verdict.message
    assert "exit -6 (SIGABRT)" in verdict.message


def test_same_crash_without_direct_is_an_abort() -> None:
    stdout = _drop_finished((RUNS / "pg_split" / "stdout.txt").read_text(), keep={0, 4})
    verdict = judge(stdout, "Segmentation fault\n", 8, 139)
    assert verdict.outcome is Outcome.ABORTED
    assert "exit 139 (SIGSEGV): Segmentation fault" in verdict.message


def test_lost_lines_recovered_from_log_log() -> None:
    full = (RUNS / "pg_split" / "stdout.txt").read_text()
    stdout = _drop_finished(full, keep={0, 4})
    verdict = judge(stdout, "", 8, 134, log_text=full, direct_with_groups=True)
    assert verdict.outcome is Outcome.FINISHED
    assert [s.finish_ns for s in verdict.ranks] == [79000] * 8
    assert any("log.log" in w for w in verdict.warnings)
    assert any("exit 134 (SIGABRT) after every rank finished" in w for w in verdict.warnings)


def test_unexpected_rank_numbers_are_ignored_with_a_warning() -> None:
    stdout = "[x] [workload] [info] sys[0] finished, 5 cycles, exposed communication 0 cycles.\n" \
             "[x] [workload] [info] sys[9] finished, 5 cycles, exposed communication 0 cycles.\n"
    verdict = judge(stdout, "", 1, 0)
    assert verdict.ok and [s.rank for s in verdict.ranks] == [0]
    assert "beyond the 1 expected" in verdict.warnings[0]


def test_parse_output_counts() -> None:
    parsed = parse_output((RUNS / "order_mismatch" / "stdout.txt").read_text())
    assert parsed.ranks == {} and parsed.unreleased_ranks == tuple(range(8))


@pytest.mark.parametrize("code, text", [(0, "exit 0"), (134, "exit 134 (SIGABRT)"), (-9, "exit -9 (SIGKILL)"), (1, "exit 1"), (None, "no exit code")])
def test_describe_exit(code, text) -> None:
    assert describe_exit(code) == text


def _crashed(keep: set[int]):
    stdout = _drop_finished((RUNS / "pg_split" / "stdout.txt").read_text(), keep=keep)
    return judge(stdout, "double free\n", 8, 134, direct_with_groups=True)


def test_combine_attempts_completes_a_crashed_run() -> None:
    from hlo2chakra.sim.astra.output import combine_attempts

    merged = combine_attempts(_crashed({0, 4}), _crashed({1, 2, 3, 5, 6, 7}), 8)
    assert merged.outcome is Outcome.FINISHED and merged.missing_ranks == ()
    assert [s.finish_ns for s in merged.ranks] == [79000] * 8
    assert any("recovered by running it again" in w for w in merged.warnings)
    partial = combine_attempts(_crashed({0, 4}), _crashed({0, 1}), 8)
    assert partial.outcome is Outcome.CRASHED_AT_EXIT and partial.missing_ranks == (2, 3, 5, 6, 7)
    assert "after a retry the results of ranks 2, 3, 5, 6, 7 are still lost" in partial.message
    # a hang is not merged into anything
    hung = recorded("sendrecv_tagmismatch")
    assert combine_attempts(hung, _crashed({1}), 8) is hung


def test_heap_abort_with_sub_groups_is_the_teardown_defect_under_any_algorithm() -> None:
    stdout = _drop_finished((RUNS / "pg_split" / "stdout.txt").read_text(), keep={0, 4})
    stderr = "double free or corruption (fasttop)\n"
    verdict = judge(stdout, stderr, 8, -6, with_groups=True)
    assert verdict.outcome is Outcome.CRASHED_AT_EXIT and verdict.missing_ranks == (1, 2, 3, 5, 6, 7)
    assert "communicator sub-groups" in verdict.message and "double free or corruption" in verdict.message
    # without sub-groups, or a crash that is no heap abort, it stays an abort naming the culprit
    assert judge(stdout, stderr, 8, -6).outcome is Outcome.ABORTED
    segv = judge(stdout, "Segmentation fault\n", 8, -11, with_groups=True)
    assert segv.outcome is Outcome.ABORTED and "Segmentation fault" in segv.message
    # the async logger may lose every rank's line at the abort: still the defect, still worth a rerun
    silent = _drop_finished((RUNS / "pg_split" / "stdout.txt").read_text(), keep=set())
    lost = judge(silent, "malloc_consolidate(): unaligned fastbin chunk detected\n", 8, -6, with_groups=True)
    assert lost.outcome is Outcome.CRASHED_AT_EXIT and lost.missing_ranks == tuple(range(8))
    assert judge(silent, "malloc_consolidate(): unaligned fastbin chunk detected\n", 8, -6).outcome is Outcome.ABORTED
    # Docker reports the same signal as 128 + 6
    assert judge(silent, "malloc_consolidate(): unaligned fastbin chunk detected\n", 8, 134,
                 with_groups=True).outcome is Outcome.CRASHED_AT_EXIT


# --- cycle counts beyond int64 (hostile-audit defect 5) ---------------------------------------------

HUGE = "99999999999999999999999999"


@pytest.mark.parametrize("stdout, shown", [
    (f"sys[0] finished, {HUGE} cycles, exposed communication 0 cycles.\n", f"rank 0 finishing after {HUGE} cycles"),
    ("sys[0] finished, 5 cycles, exposed communication 0 cycles.\n"
     "sys[1] finished, 5 cycles, exposed communication 9223372036854775808 cycles.\n",
     "rank 1 with exposed communication of 9223372036854775808 cycles"),
    ("sys[0] finished, 5 cycles, exposed communication 0 cycles.\nsys[0], Wall time: 1" + "0" * 30 + "\n",
     "rank 0 with wall time of 1" + "0" * 30 + " cycles"),
    # more digits than int() takes (4,300): still the one-line refusal, not a ValueError
    ("sys[1] finished, " + "9" * 5000 + " cycles, exposed communication 0 cycles.\n", "(5,000 digits) cycles"),
], ids=["finish", "exposed", "wall-time", "5000-digits"])
def test_a_cycle_count_beyond_int64_fails_the_run_naming_rank_and_value(stdout, shown) -> None:
    from hlo2chakra.errors import FOUND_PROBLEM, exit_code_for
    from hlo2chakra.sim.results import SimulationError

    with pytest.raises(SimulationError) as info:
        judge(stdout, "", 2, 0)
    message = str(info.value)
    assert shown in message and "beyond the int64 range" in message and "\n" not in message
    assert exit_code_for(info.value) == FOUND_PROBLEM


def test_a_rank_number_beyond_int64_fails_the_run() -> None:
    from hlo2chakra.sim.results import SimulationError

    with pytest.raises(SimulationError, match=r"rank 9{20}, a rank number beyond int64"):
        parse_output("sys[" + "9" * 20 + "] finished, 5 cycles, exposed communication 0 cycles.\n")


def test_int64_max_and_leading_zeros_are_still_counts() -> None:
    parsed = parse_output("sys[0] finished, 9223372036854775807 cycles, exposed communication 0 cycles.\n"
                          "sys[00001] finished, " + "0" * 5000 + "7 cycles, exposed communication 0 cycles.\n")
    assert parsed.ranks[0].finish_ns == 9223372036854775807
    assert parsed.ranks[1].finish_ns == 7


FAKE_HUGE_ASTRA = """#!{python}
for rank in range(2):
    print(f"sys[{{rank}}] finished, {huge} cycles, exposed communication 0 cycles.")
    print(f"sys[{{rank}}], Wall time: {huge}")
"""


def test_simulate_with_a_huge_cycle_count_is_one_line_exit_1(tmp_path) -> None:
    """End to end: the CLI says which rank and value, exit 1 (a failed run), not an internal error."""
    import os
    import subprocess
    import sys

    from hlo2chakra.pipeline.convert import convert

    module = tmp_path / "m.mlir"
    module.write_text("module {\n  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                      "    %d = stablehlo.add %a, %a : tensor<4xf32>\n    return %d : tensor<4xf32>\n  }\n}\n")
    convert(module, tmp_path / "traces", ranks=2)
    fake = tmp_path / "astra"
    fake.write_text(FAKE_HUGE_ASTRA.format(python=sys.executable, huge=HUGE))
    fake.chmod(0o755)
    converter = str(Path(__file__).resolve().parents[3] / "converter")
    done = subprocess.run(
        [sys.executable, "-m", "hlo2chakra.cli", "simulate", str(tmp_path / "traces"), "-t", "Ring(2, 100GB/s, 1us)",
         "--backend", "astra-sim", "--astra-bin", str(fake), "-o", str(tmp_path / "run")],
        capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": converter})
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hlo2chakra: error: ASTRA-sim reported rank "), done.stderr
    assert HUGE in lines[0] and "internal error" not in lines[0]
