"""Global programs partitioned by XLA's SPMD partitioner match the per-device programs XLA made at export.

Each case partitions a global program (Shardy or GSPMD) from tests/data/programs for the mesh it
was exported on and compares it with ``per_device.mlir`` of the same export: per-device FLOPs
within 1% and the same multiset of collectives (kind, group sizes, bytes in and out). Retargeting
cases check per-device FLOPs and collective sizes against hand-derived formulas. Partitioning runs
subprocesses; every result is computed once per module and shared (tmp partition cache).
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from hlo2chakra.pipeline.convert import convert, load_program
from hlo2chakra.cost.ops import op_cost
from hlo2chakra.ir.program import CollectiveKind

from conftest import PROGRAMS

CASES = [
    ("gemm2d", "global.mlir"),          # 2-D mesh, Shardy
    ("gemm2d", "global_gspmd.mlir"),    # 2-D mesh, GSPMD
    ("mlp_dp", "global.mlir"),          # data parallel
    ("megatron", "global.mlir"),        # tensor parallel
    ("fsdp", "global.mlir"),            # FSDP
    ("collectives", "global.mlir"),     # shard_map with each collective
    ("collectives", "global.stablehlo"),  # the same, as a jax.export portable artifact
    ("pipeline", "global.mlir"),        # shard_map pipeline, ppermute in a loop
    ("decoder_dp_tp", "global_gspmd.mlir"),  # GSPMD decoder, data x model
]
M, K, N = 256, 512, 128  # gemm2d: A[M,K] sharded (x, y), B[K,N] sharded (y, -)


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory):
    path = tmp_path_factory.mktemp("partition_cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HLO2CHAKRA_CACHE", str(path))
        yield path


@pytest.fixture(scope="module")
def loaded(cache_dir):
    memo: dict = {}

    def get(name: str, form: str, mesh: str | None = None):
        key = (name, form, mesh)
        if key not in memo:
            memo[key] = load_program(PROGRAMS / name / form, mesh=mesh)
        return memo[key]

    return get


def flops(program) -> int:
    return sum(op_cost(op).flops for op in program.ops)


def dot_flops(program) -> int:
    return sum(op_cost(op).flops for op in program.ops if op.short_kind in ("dot", "dot_general"))


def collective_multiset(program) -> Counter:
    out: Counter = Counter()
    for op in program.collectives:
        c = op.collective
        sizes = tuple(sorted(len(g) for g in c.groups)) if c.groups else ("pairs", len(c.pairs))
        out[(c.kind.value, sizes, c.input_bytes, c.output_bytes)] += 1
    return out


@pytest.mark.parametrize("name,form", CASES)
def test_partitioned_global_program_matches_xla_per_device_program(name, form, loaded):
    program, info = loaded(name, form)
    reference, _ = load_program(PROGRAMS / name / "per_device.mlir")
    assert info.form == ("global-gspmd" if "gspmd" in form else "global-shardy")
    assert program.num_devices == reference.num_devices == json.loads((PROGRAMS / name / "meta.json").read_text())["num_devices"]
    assert flops(program) == pytest.approx(flops(reference), rel=0.01)
    assert collective_multiset(program) == collective_multiset(reference)
    assert collective_multiset(program)  # every case communicates


def test_partitioned_flops_match_xla_cost_analysis_recorded_at_export(loaded):
    meta = json.loads((PROGRAMS / "megatron" / "meta.json").read_text())
    program, _ = loaded("megatron", "global.mlir")
    # XLA's figure is of the compiled (optimized) program, which folds a few elementwise ops
    assert dot_flops(program) <= meta["xla_cost_per_device"]["flops"]
    assert flops(program) == pytest.approx(meta["xla_cost_per_device"]["flops"], rel=0.05)


def test_gemm2d_retargeted_to_16_and_64_devices_scales_as_the_sharding_implies(loaded):
    for mesh, (x, y) in {None: (2, 4), "y=8": (2, 8), "x=4,y=16": (4, 16)}.items():
        program, info = loaded("gemm2d", "global.mlir", mesh)
        devices = x * y
        assert program.num_devices == devices
        assert info.partition["mesh"] == f"x={x},y={y}"
        assert dot_flops(program) == 2 * M * N * K // devices
        (ar,) = program.collectives
        assert ar.collective.kind is CollectiveKind.ALL_REDUCE
        assert ar.collective.input_bytes == (M // x) * N * 4
        assert sorted(len(g) for g in ar.collective.groups) == [y] * x
        # groups run along y: consecutive device ids in the row-major (x, y) mesh
        assert ar.collective.groups[0] == tuple(range(y))


def test_gspmd_retargeting_matches_shardy_retargeting(loaded):
    shardy, _ = loaded("gemm2d", "global.mlir", "x=4,y=16")
    gspmd, info = loaded("gemm2d", "global_gspmd.mlir", "axis_0=4,axis_1=16")
    assert info.partition["mesh"] == "axis_0=4,axis_1=16"
    assert gspmd.num_devices == 64
    assert dot_flops(gspmd) == dot_flops(shardy) == 2 * M * N * K // 64
    assert collective_multiset(gspmd) == collective_multiset(shardy)


def test_fsdp_retargeted_to_8_devices_halves_the_shards(loaded):
    base, _ = loaded("fsdp", "global.mlir")
    wide, _ = loaded("fsdp", "global.mlir", "fsdp=8")
    assert wide.num_devices == 8
    assert dot_flops(wide) * 2 == dot_flops(base)
    for kind in (CollectiveKind.ALL_GATHER, CollectiveKind.ALL_REDUCE):
        ops4 = [op.collective for op in base.collectives if op.collective.kind is kind]
        ops8 = [op.collective for op in wide.collectives if op.collective.kind is kind]
        assert len(ops4) == len(ops8) > 0
        assert {len(g) for c in ops8 for g in c.groups} == {8}
    # an all-gather assembles the same global weight from twice as many, half-size shards
    g4 = sorted((c.input_bytes, c.output_bytes) for c in (op.collective for op in base.collectives)
                if c.kind is CollectiveKind.ALL_GATHER)
    g8 = sorted((c.input_bytes, c.output_bytes) for c in (op.collective for op in wide.collectives)
                if c.kind is CollectiveKind.ALL_GATHER)
    assert [(i // 2, o) for i, o in g4] == g8


def test_partition_results_are_cached_by_input_and_mesh(loaded, cache_dir):
    loaded("gemm2d", "global.mlir")
    entries = [p for p in cache_dir.iterdir() if not p.name.startswith(".") and p.is_dir()]  # not the root's marker
    assert entries and all((p / "per_device.mlir").exists() for p in entries)
    again, info = load_program(PROGRAMS / "gemm2d" / "global.mlir")
    assert info.partition["cache_hit"] is True
    assert dot_flops(again) == 2 * M * N * K // 8


def test_convert_records_form_and_partitioning_in_the_manifest(loaded, tmp_path):
    loaded("gemm2d", "global.mlir", "y=8")  # fills the cache: convert below needs no subprocess
    result = convert(PROGRAMS / "gemm2d" / "global.mlir", tmp_path / "out", mesh={"y": 8})
    m = result.manifest
    assert m.num_ranks == 16
    assert m.input.form == "global-shardy"
    assert m.input.partitioned.mesh == "x=2,y=8"
    assert m.input.partitioned.partitioner == "shardy"
    assert all(r.flops >= 2 * M * N * K // 16 for r in m.ranks)
    assert len(list((tmp_path / "out").glob("trace.*.et"))) == 16


def test_replica_and_partition_axes(cache_dir, tmp_path):
    """num_replicas = 2 around an 8-way partitioned program: 16 ranks, each replica reduces on its own."""
    path = tmp_path / "gemm2d_r2.mlir"
    path.write_text((PROGRAMS / "gemm2d" / "global.mlir").read_text().replace("mhlo.num_replicas = 1", "mhlo.num_replicas = 2"))
    program, info = load_program(path)
    assert (program.num_replicas, program.num_partitions) == (2, 8)
    assert info.partition["num_replicas"] == 2
    assert dot_flops(program) == 2 * M * N * K // 8
    (ar,) = program.collectives
    assert sorted(ar.collective.groups) == [tuple(range(i, i + 4)) for i in range(0, 16, 4)]


def test_meshes_beyond_one_cpu_client_are_lent_the_devices_of_absent_nodes(loaded):
    """4,096 devices exceed one CPU client (2,048): one worker's client is lent a second node's devices."""
    program, info = loaded("gemm2d", "global.mlir", "x=16,y=256")
    assert program.num_devices == 4096
    assert dot_flops(program) == 2 * M * N * K // 4096
    (ar,) = program.collectives
    assert ar.collective.input_bytes == (M // 16) * N * 4
    assert sorted(len(g) for g in ar.collective.groups) == [256] * 16
