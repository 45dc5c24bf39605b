"""ASTRA-sim stdout -> per-rank numbers, and a verdict on the whole run.

ASTRA-sim prints, per rank and in any order (an asynchronous logger):
``sys[R] finished, T cycles, exposed communication E cycles.`` and statistics lines
``sys[R], Wall time: T`` / ``GPU time: G`` / ``Comm time: C`` /
``Total compute-communication overlap: O``. 1 cycle = 1 ns. GPU, Comm and overlap lines are
omitted when their value is 0; when the ``Wall time`` line itself is missing the statistics broke
(e.g. a CPU compute node) and those columns are unknown (``None``), not 0.

A run succeeded only when every rank printed ``finished``; the exit code alone says nothing
(hangs and deadlocks exit 0). ``judge`` names the outcome: finished, some ranks hung, aborted,
timed out, or crashed at exit after computing, which can lose queued ``finished`` lines: with
communicator sub-groups, ASTRA-sim 518bd513 deletes the collective implementations that every
sub-group plan of a collective shares, once per plan (``sim.astra.runners`` says where), and glibc
may abort on it at exit (``direct`` shows it often; any algorithm can, as a heap-corruption abort).
Missing lines may be recovered from ``<logging-folder>/log.log`` when ASTRA-sim wrote them there.
"""

from __future__ import annotations

import re
import signal
from dataclasses import dataclass

from hlo2chakra.checks.quantities import INT64_MAX
from hlo2chakra.sim.results import Outcome, RankStats, SimulationError, Verdict

_FINISHED = re.compile(r"sys\[(\d+)\] finished, (\d+) cycles, exposed communication (\d+) cycles")
_STAT = re.compile(
    r"sys\[(\d+)\], (Wall time|GPU time|Comm time|Total compute-communication overlap): (\d+)"
)
_UNRELEASED = re.compile(r"sys\.id=(\d+) has unreleased nodes")
_CRITICAL = re.compile(r"\[critical\]\s*(.*\S)")
# what glibc prints when it aborts on a freed-twice or overwritten heap chunk
_HEAP_ABORT = re.compile(r"double free|free\(\): |malloc\(\): |corrupted (size|double-linked)|malloc_consolidate")

_STAT_KEYS = {
    "Wall time": "wall_ns",
    "GPU time": "gpu_ns",
    "Comm time": "comm_ns",
    "Total compute-communication overlap": "overlap_ns",
}


@dataclass(frozen=True)
class ParsedOutput:
    ranks: dict[int, RankStats]
    unreleased_ranks: tuple[int, ...]
    critical_lines: tuple[str, ...]


_INT64_DIGITS = len(str(INT64_MAX))


def _int64(digits: str) -> int | None:
    """A run of decimal digits as an int, or None above int64 (decided on its length first:
    ``int()`` of more than 4,300 digits is itself an error)."""
    significant = digits.lstrip("0") or "0"
    if len(significant) > _INT64_DIGITS:
        return None
    value = int(significant)
    return value if value <= INT64_MAX else None


def _shown(digits: str) -> str:
    return digits if len(digits) <= 40 else f"{digits[:20]}... ({len(digits):,} digits)"


def _rank(digits: str) -> int:
    """A rank number ASTRA-sim printed (``sys[R]``); one beyond int64 is a corrupt run."""
    value = _int64(digits)
    if value is None:
        raise SimulationError(f"ASTRA-sim reported rank {_shown(digits)}, a rank number beyond int64: its output "
                              "is corrupt, so the run failed")
    return value


def _cycles(rank: int, what: str, digits: str) -> int:
    """A cycle count ASTRA-sim printed for ``rank``; one beyond int64 (simulated time is an int64
    of ns, and every table stores it so) is a corrupt run, refused as a ``SimulationError``."""
    value = _int64(digits)
    if value is None:
        raise SimulationError(f"ASTRA-sim reported rank {rank} {what} {_shown(digits)} cycles, beyond the int64 "
                              f"range of simulated time (at most {INT64_MAX:,}): its output is corrupt, so the "
                              "run failed")
    return value


def parse_output(text: str) -> ParsedOutput:
    finished: dict[int, tuple[int, int]] = {}
    stats: dict[int, dict[str, int]] = {}
    unreleased: set[int] = set()
    critical: list[str] = []
    for line in text.splitlines():
        if match := _FINISHED.search(line):
            rank = _rank(match.group(1))
            finished[rank] = (_cycles(rank, "finishing after", match.group(2)),
                              _cycles(rank, "with exposed communication of", match.group(3)))
        elif match := _STAT.search(line):
            rank, what = _rank(match.group(1)), match.group(2)
            stats.setdefault(rank, {})[_STAT_KEYS[what]] = _cycles(rank, f"with {what.lower()} of", match.group(3))
        elif match := _UNRELEASED.search(line):
            unreleased.add(_rank(match.group(1)))
        if match := _CRITICAL.search(line):
            if match.group(1) not in critical:
                critical.append(match.group(1))
    ranks = {}
    for rank, (finish, exposed) in sorted(finished.items()):
        rank_stats = stats.get(rank, {})
        complete = "wall_ns" in rank_stats
        ranks[rank] = RankStats(
            rank=rank,
            finish_ns=finish,
            exposed_comm_ns=exposed,
            # ASTRA-sim defines exposed = finish - GPU compute, so compute is known either way
            compute_ns=rank_stats.get("gpu_ns", 0) if complete else finish - exposed,
            comm_ns=rank_stats.get("comm_ns", 0) if complete else None,
            overlap_ns=rank_stats.get("overlap_ns", 0) if complete else None,
            stats_complete=complete,
        )
    return ParsedOutput(ranks, tuple(sorted(unreleased)), tuple(critical))


def _signal_number(code: int | None) -> int:
    """The signal that ended the process, or 0: shells and Docker report it as 128 + n, Python as -n."""
    if code is None:
        return 0
    return -code if code < 0 else code - 128 if code > 128 else 0


def _heap_culprit(last_lines: tuple[str, ...] | list[str]) -> str:
    """glibc's last words of a heap abort, for a message."""
    return last_lines[-1] if last_lines else "heap abort"


def describe_exit(code: int | None) -> str:
    """'exit 134 (SIGABRT)'."""
    if code is None:
        return "no exit code"
    number = _signal_number(code)
    try:
        return f"exit {code} ({signal.Signals(number).name})" if number else f"exit {code}"
    except ValueError:
        return f"exit {code}"


def _rank_list(ranks: tuple[int, ...] | list[int]) -> str:
    ranks = list(ranks)
    shown = ", ".join(str(r) for r in ranks[:16])
    return shown + (f", ... ({len(ranks)} ranks)" if len(ranks) > 16 else "")


def _last_lines(stderr: str, stdout: str, count: int = 5) -> tuple[str, ...]:
    for text in (stderr, stdout):
        lines = [line.rstrip() for line in text.splitlines() if line.strip()]
        if lines:
            return tuple(lines[-count:])
    return ()


def _known_ranks(parsed: ParsedOutput, log_text: str | None, num_ranks: int,
                 warnings: list[str]) -> dict[int, RankStats]:
    """The ranks' numbers from stdout, completed from ``log.log``, without ranks beyond ``num_ranks``."""
    ranks = dict(parsed.ranks)
    if log_text:
        recovered = {r: s for r, s in parse_output(log_text).ranks.items() if r not in ranks}
        if recovered:
            ranks.update(recovered)
            warnings.append(f"results of ranks {_rank_list(sorted(recovered))} were read from log.log (missing on stdout)")
    extra = sorted(r for r in ranks if not 0 <= r < num_ranks)
    if extra:
        warnings.append(f"ASTRA-sim reported ranks {_rank_list(extra)} beyond the {num_ranks} expected; ignored")
        for r in extra:
            del ranks[r]
    broken = [r for r, s in sorted(ranks.items()) if not s.stats_complete]
    if broken:
        why = f" (ASTRA-sim: {parsed.critical_lines[0]!r})" if parsed.critical_lines else ""
        warnings.append(
            f"statistics lines are missing for ranks {_rank_list(broken)}{why}: their comm/overlap are unknown; "
            "a CPU (is_cpu_op) or non-GPU node in the trace usually causes this"
        )
    return ranks


def judge(
    stdout: str,
    stderr: str,
    num_ranks: int,
    exit_code: int | None,
    *,
    timed_out: bool = False,
    timeout_s: float | None = None,
    log_text: str | None = None,
    direct_with_groups: bool = False,
    with_groups: bool = False,
) -> Verdict:
    """The run's verdict; ``with_groups``: the workload has communicator sub-groups, so a heap
    abort is the teardown defect (``CRASHED_AT_EXIT``, worth a retry) even when no rank's line
    survived it, as is any crash after computing with ``direct_with_groups``."""
    parsed = parse_output(stdout)
    warnings: list[str] = []
    ranks = _known_ranks(parsed, log_text, num_ranks, warnings)
    missing = tuple(r for r in range(num_ranks) if r not in ranks)
    last = _last_lines(stderr, stdout)
    exit_text = describe_exit(exit_code)
    if timed_out:
        limit = f" within {timeout_s:g} s" if timeout_s is not None else ""
        outcome, message = Outcome.TIMED_OUT, (
            f"ASTRA-sim did not finish{limit} and was stopped; ranks {_rank_list(missing)} had not finished "
            "(a hang or deadlock, or a workload too big for this timeout)")
    elif not missing:
        if exit_code not in (0, None):
            warnings.append(f"ASTRA-sim ended with {exit_text} after every rank finished; the numbers are complete")
        outcome, message = Outcome.FINISHED, f"all {num_ranks} ranks finished"
    elif exit_code == 0:
        detail = ""
        if parsed.unreleased_ranks:
            detail = f"; ASTRA-sim reported unreleased nodes on ranks {_rank_list(parsed.unreleased_ranks)}"
        outcome, message = Outcome.HUNG, (
            f"ranks {_rank_list(missing)} never finished (hang or deadlock: ASTRA-sim exited 0 without a "
            f"'finished' line for them){detail}")
    elif ranks and direct_with_groups:
        outcome, message = Outcome.CRASHED_AT_EXIT, (
            f"ASTRA-sim crashed at exit with {exit_text} after computing, a known defect of the 'direct' algorithm "
            f"with communicator sub-groups; the results of ranks {_rank_list(missing)} were lost, so the step "
            "time is unknown (use 'ring', or the analytical backend)")
    elif with_groups and _signal_number(exit_code) and _HEAP_ABORT.search(stderr):
        # with or without ranks: the async logger can lose every queued 'finished' line at the abort
        # (seen under a loaded Dask sweep: all four ranks of a 4-rank step lost), so none known is
        # still likely this defect, worth one rerun; two such runs in a row are a crash of this
        # workload (combine_attempts), as the world 'direct' all-reduce's heap corruption is
        when = "after computing" if ranks else "before any rank's result was written out"
        outcome, message = Outcome.CRASHED_AT_EXIT, (
            f"ASTRA-sim crashed at exit with {exit_text} {when} ({_heap_culprit(last)}), "
            "a known defect of ASTRA-sim with communicator sub-groups (it frees their shared collective "
            f"implementations once per sub-group); the results of ranks {_rank_list(missing)} were lost, so the "
            "step time is unknown (use the analytical backend)")
    else:
        culprit = f": {last[-1]}" if last else ""
        outcome, message = Outcome.ABORTED, (
            f"ASTRA-sim aborted with {exit_text}{culprit}; ranks {_rank_list(missing)} never finished")
    rank_values = tuple(ranks[r] for r in sorted(ranks))
    return Verdict(outcome, message, rank_values, missing, exit_code, last, tuple(warnings))


def combine_attempts(first: Verdict, retry: Verdict, num_ranks: int) -> Verdict:
    """Merge a retry into a run that crashed at exit after computing (its numbers are deterministic).

    Ranks missing from the first run are taken from the retry; the result is FINISHED once every
    rank is known, else still CRASHED_AT_EXIT with the ranks that remain missing.
    """
    if first.outcome is not Outcome.CRASHED_AT_EXIT or retry.outcome not in (Outcome.CRASHED_AT_EXIT, Outcome.FINISHED):
        return first
    if not first.ranks and not retry.ranks:
        # the teardown defect's heap abort is rare and independent between runs: twice in a row
        # with nothing printed is this workload crashing the binary, so no more reruns
        message = (f"ASTRA-sim aborted with {describe_exit(retry.exit_code)} "
                   f"({_heap_culprit(retry.last_lines)}) in two runs in a row before any "
                   f"rank's result was written out; ranks {_rank_list(retry.missing_ranks)} never finished")
        return Verdict(Outcome.ABORTED, message, (), retry.missing_ranks, retry.exit_code, retry.last_lines,
                       tuple(dict.fromkeys(first.warnings + retry.warnings)))
    ranks = {s.rank: s for s in retry.ranks} | {s.rank: s for s in first.ranks}
    conflicts = [r.rank for r in retry.ranks if r.rank in ranks and ranks[r.rank].finish_ns != r.finish_ns]
    if conflicts:
        raise ValueError(f"ASTRA-sim gave different results for ranks {_rank_list(conflicts)} in two runs")
    missing = tuple(r for r in range(num_ranks) if r not in ranks)
    merged = tuple(ranks[r] for r in sorted(ranks))
    warnings = tuple(dict.fromkeys(first.warnings + retry.warnings))
    if missing:
        message = first.message.split("; the results of ranks")[0] + (
            f"; after a retry the results of ranks {_rank_list(missing)} are still lost, so the step time is unknown "
            "(use 'ring', or the analytical backend)"
        )
        return Verdict(Outcome.CRASHED_AT_EXIT, message, merged, missing, first.exit_code, first.last_lines, warnings)
    note = (
        "ASTRA-sim crashed at exit (its known defect with communicator sub-groups) and lost some "
        "'finished' lines; they were recovered by running it again (its results are deterministic)"
    )
    return Verdict(Outcome.FINISHED, f"all {num_ranks} ranks finished", merged, (), first.exit_code,
                   first.last_lines, warnings + (note,))
