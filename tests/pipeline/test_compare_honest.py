"""compare does not mislead: over-memory configurations say so, and a topology of another size
than the global module's devices is a failed row with the right way out (not '--mesh', which
compare does not have)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hlo2chakra.pipeline.compare import compare
from hlo2chakra.report.compare import markdown_table

MODULE = Path(__file__).resolve().parents[1] / "data" / "programs" / "decoder_dp_tp" / "global.mlir"


@pytest.mark.slow
def test_memory_overflow_and_size_mismatch_reach_the_table(tmp_path) -> None:
    tiny = tmp_path / "tiny.yaml"
    tiny.write_text("base: H100-SXM\nmemory_capacity_bytes: 100000\n")
    frame = compare(MODULE, ["Switch(4, 450GB/s, 500ns)", "Switch(8, 450GB/s, 500ns)"], [str(tiny)],
                    out_dir=tmp_path / "cmp", backend="analytical", jobs=1).table
    assert list(frame["status"]) == ["exceeds-memory", "failed"]
    assert "exceeds tiny's 0.00 GB" in frame["message"][0]
    assert frame["step_time_ns"][0] > 0  # it was simulated all the same
    hint = frame["message"][1]
    # compare has no --mesh option: the hint names the commands that re-partition instead
    assert "runs on 4 devices" in hint and "hlo2chakra sweep" in hint and "use --mesh" not in hint
    assert "| exceeds-memory |" in markdown_table(frame)
    assert "exceeds device memory" in (tmp_path / "cmp" / "comparison.md").read_text()
