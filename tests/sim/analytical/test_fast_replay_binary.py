"""The replay benchmark's 64-NPU cases (benchmarks/bench_replay.py) against the real ASTRA-sim binary.

Each case runs through the binary (../shared/tools/astra-sim) and through the embedded backend as a
user gets it (``auto``: the compiled kernel where its threshold says, which covers the large
congestion-aware cases) and with the kernel forced; every answer the binary gives must be matched
exactly. S2-01038 is the one where the binary itself fails (a heap corruption abort in the
congestion-aware binary), so it is compared only against the Python replay (tests/sim/analytical/
test_fast_replay.py compares the two paths on random cases). Skipped cleanly without ../shared.
"""

from __future__ import annotations

import pytest

import astra_differential as diff
from benchmarks.bench_replay import CASES

BINARIES = diff.shared_binary_dir()
pytestmark = [pytest.mark.needs_shared, pytest.mark.slow,
              pytest.mark.skipif(BINARIES is None, reason="real ASTRA-sim not available (needs ../shared)")]
BINARY_FAILS = {"S2-01038"}  # the aware binary aborts (corrupted size vs. prev_size)


@pytest.mark.parametrize("case_id", CASES)
def test_benchmark_case_matches_the_binary(case_id: str, monkeypatch, tmp_path) -> None:
    assert BINARIES is not None
    row = diff.case_of(case_id)
    assert int(row["num_npus"]) == 64
    real = diff.run_binary(row, BINARIES, workdir=tmp_path)
    monkeypatch.setenv("HLO2CHAKRA_REPLAY", "auto")
    ours = diff.embedded_answer(row)
    monkeypatch.setenv("HLO2CHAKRA_REPLAY", "compiled")
    assert diff.embedded_answer(row) == ours
    if case_id in BINARY_FAILS:
        assert real.failure and not ours.failure
        monkeypatch.setenv("HLO2CHAKRA_REPLAY", "python")
        assert diff.embedded_answer(row) == ours
        return
    assert not real.failure, real.failure
    assert diff.classify(row, real, ours) == "exact", (case_id, max(real.finish_cycles), max(ours.finish_cycles or (0,)))
