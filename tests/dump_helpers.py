"""A tiny XLA dump folder (``--xla_dump_to``) holding only what ``convert`` reads, for the tests
that take a dump wherever a module is taken."""

from __future__ import annotations

from pathlib import Path

TINY_DUMP_HLO = """HloModule jit_f, entry_computation_layout={(f32[16]{0})->f32[16]{0}}, num_partitions=2

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

ENTRY %main (x: f32[16]) -> f32[16] {
  %x = f32[16]{0} parameter(0)
  %m = f32[16]{0} multiply(%x, %x)
  ROOT %r = f32[16]{0} all-reduce(%m), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=%add
}
"""


def make_tiny_dump(folder: Path) -> Path:
    """A --xla_dump_to folder with only what convert reads: one module after SPMD partitioning."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "module_0001.jit_f.0001.spmd-partitioner.after_spmd-partitioning.before_call-inliner.txt"
     ).write_text(TINY_DUMP_HLO)
    (folder / "module_0001.jit_f.before_optimizations.txt").write_text("HloModule jit_f\n")
    return folder
