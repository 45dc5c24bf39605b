"""The partition worker ends as soon as XLA has dumped the partitioned module: the CPU backend's
optimisation passes and code generation after it are never waited for (60 of 63 s on a 256-way
ViT), and what comes back is the program a whole compile dumps."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import PROGRAMS, SHARED
from hlo2chakra.frontend.forms import detect_form
from hlo2chakra.frontend.xla import worker
from hlo2chakra.frontend.xla.partition import partition

DUMPED = "module_0000.jit_f.0001.spmd-partitioner.after_spmd-partitioning.before_control-dep-rewriter.txt"
MODULE = "HloModule jit_f\n\n%add (a: f32[], b: f32[]) -> f32[] {\n  ROOT %r = f32[] add(a, b)\n}\n\n" \
         "ENTRY %main (p: f32[4]) -> f32[4] {\n  ROOT %p = f32[4] parameter(0)\n}\n\n"


def test_a_dump_counts_as_written_only_once_its_entry_computation_is_whole(tmp_path: Path) -> None:
    assert not worker._complete_dump(str(tmp_path))  # nothing dumped yet
    (tmp_path / DUMPED).write_text(MODULE[: MODULE.index("ENTRY")])  # the entry not written yet
    assert not worker._complete_dump(str(tmp_path))
    (tmp_path / DUMPED).write_text(MODULE[:-8])  # cut inside the entry computation
    assert not worker._complete_dump(str(tmp_path))
    (tmp_path / DUMPED).write_text(MODULE)
    assert worker._complete_dump(str(tmp_path))


def test_a_small_program_partitions_whichever_thread_ends_the_worker(tmp_path, monkeypatch) -> None:
    # a two-device GEMM compiles whole within a poll or two: either ending gives the same program
    monkeypatch.setenv("HLO2CHAKRA_CACHE", str(tmp_path / "cache"))
    result = partition(detect_form(PROGRAMS / "gemm2d" / "global.mlir"), "x=2", cache=False)
    assert "stablehlo.dot" in result.per_device_text and "stablehlo.all_reduce" in result.per_device_text


VIT = SHARED / "data" / "user-programs" / "vit_fsdp_scan_global.mlir"


@pytest.mark.slow
@pytest.mark.needs_shared
@pytest.mark.skipif(not VIT.exists(), reason="needs ../shared/data/user-programs")
def test_a_vit_partition_does_not_wait_for_the_cpu_backend(tmp_path, monkeypatch) -> None:
    # the users' ViT at data=16: its CPU backend pipeline after partitioning takes many seconds
    monkeypatch.setenv("HLO2CHAKRA_CACHE", str(tmp_path / "cache"))
    result = partition(detect_form(VIT), "data=16", cache=False)
    assert result.worker["stopped_after_partitioning"] is True
    assert result.worker["compile_s"] < 5
    assert "mhlo.num_partitions = 16" in result.per_device_text
