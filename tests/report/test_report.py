"""Result tables, the comparison table and chart, and compare() over hand-made traces."""

from __future__ import annotations

import json
import sys
import types
from dataclasses import dataclass
from pathlib import Path

import pandas as pd
import pytest

from astra_helpers import RUNS, fake_analytical_module, make_trace_dir
from hlo2chakra.chakra.manifest import Manifest, read_manifest
from hlo2chakra.chakra.trace import read_workload
from hlo2chakra.report.compare import (comparison_frame, compute_bound_note, exceeds_memory_message, markdown_table,
                                       plot_comparison)
from hlo2chakra.report.plain import rank_table, records as table_records
from hlo2chakra.report.tables import collective_frame, rank_frame, summarize
from hlo2chakra.sim.astra.output import RankStats, judge
from hlo2chakra.sim.config.files import ConfigError
from hlo2chakra.pipeline.compare import compare


def stats(rank, finish, compute, comm=None, overlap=None, complete=True):
    return RankStats(rank, finish, finish - compute, compute, comm, overlap, complete)


def test_rank_frame_columns_types_and_config() -> None:
    ranks = [stats(1, 500, 100, 400, 0), stats(0, 700, 200, None, None, False)]
    frame = rank_frame(ranks, {"backend": "astra-sim"})
    assert list(frame.columns) == ["rank", "finish_ns", "compute_ns", "comm_ns", "exposed_comm_ns", "overlap_ns",
                                   "stats_complete", "backend"]
    assert list(frame["rank"]) == [0, 1]
    assert str(frame["comm_ns"].dtype) == "Int64" and frame["comm_ns"].isna().tolist() == [True, False]
    records = table_records(rank_table(ranks, {"backend": "astra-sim"}))  # the --json list
    assert records[0] == {"rank": 0, "finish_ns": 700, "compute_ns": 200, "comm_ns": None, "exposed_comm_ns": 500,
                          "overlap_ns": None, "stats_complete": False, "backend": "astra-sim"}
    json.dumps(records)  # plain JSON types only


def test_summary_of_skewed_ranks() -> None:
    frame = rank_frame([stats(0, 1000, 400), stats(1, 3000, 1000), stats(2, 3000, 2000), stats(3, 2000, 2000)])
    summary = summarize(frame)
    assert summary.step_time_ns == 3000
    assert summary.critical_rank == 1  # the first rank with the maximum finish
    assert summary.critical_compute_ns == 1000 and summary.critical_exposed_comm_ns == 2000
    assert summary.mean_exposed_comm_fraction == pytest.approx((600 / 1000 + 2000 / 3000 + 1000 / 3000 + 0) / 4)
    assert summary.min_finish_ns == 1000


def test_summary_of_recorded_pg_subset() -> None:
    folder = RUNS / "pg_subset"
    verdict = judge((folder / "stdout.txt").read_text(), "", 8, 0)
    summary = summarize(rank_frame(verdict.ranks))
    assert (summary.step_time_ns, summary.critical_rank) == (79000, 0)
    assert summary.mean_exposed_comm_fraction == pytest.approx(4 * (49000 / 79000) / 8)


def test_collective_breakdown_of_recorded_traces() -> None:
    frame = collective_frame(read_workload(RUNS / "pg_split" / "pg_split", 8))
    assert frame.to_dict(orient="records") == [
        {"comm_type": "ALL_REDUCE", "group": "1", "size_bytes": 1048576, "count": 4, "ranks": 4, "total_bytes": 4 * 1048576},
        {"comm_type": "ALL_REDUCE", "group": "2", "size_bytes": 1048576, "count": 4, "ranks": 4, "total_bytes": 4 * 1048576},
    ]
    sendrecv = collective_frame(read_workload(RUNS / "sendrecv_ring" / "sendrecv_ring", 8))
    assert set(zip(sendrecv["comm_type"], sendrecv["group"], sendrecv["count"])) == {("RECV", "p2p", 8), ("SEND", "p2p", 8)}


ROWS = [
    {"configuration": "A", "status": "ok", "step_time_ns": 4000, "critical_compute_ns": 1000,
     "critical_exposed_comm_ns": 3000, "backend": "analytical", "npus": 8},
    {"configuration": "B", "status": "ok", "step_time_ns": 2000, "critical_compute_ns": 1000,
     "critical_exposed_comm_ns": 1000, "backend": "analytical", "npus": 8},
    {"configuration": "C", "status": "failed", "message": "ranks 1 never finished", "npus": 8},
]


def test_comparison_frame_numbers() -> None:
    frame = comparison_frame(ROWS)
    assert list(frame["speedup_vs_first"][:2]) == [1.0, 2.0]
    assert list(frame["comm_share"][:2]) == [0.75, 0.5]
    assert frame["step_time_ns"].isna().tolist() == [False, False, True]
    assert compute_bound_note(frame) is None
    md = markdown_table(frame)
    assert "| B | - | - | ok | 0.002 | 1,000 | 1,000 | 50.0% | 2.00x |" in md  # system, model unknown here
    assert "| C | - | - | failed | - |" in md


def test_compute_bound_note() -> None:
    rows = [dict(ROWS[0]), dict(ROWS[0], configuration="B2")]
    note = compute_bound_note(comparison_frame(rows))
    assert note and "compute bound" in note and "4,000 ns" in note


def test_chart_is_a_png(tmp_path) -> None:
    path = tmp_path / "c.png"
    plot_comparison(comparison_frame(ROWS), path)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True)
class FakeConvertResult:
    out_dir: Path
    manifest: Manifest


@pytest.fixture
def fake_convert(monkeypatch, tmp_path):
    """Only the converter is faked; simulations use the real embedded backend (in child processes)."""
    conversions: list = []

    def convert(module, out_dir, *, hardware="H100-SXM", ranks=None, xla_gpu=None, combine="auto", mesh=None):
        assert combine == "auto" and mesh is None
        conversions.append((Path(module).name, hardware, ranks))
        compute_us = {"H100-SXM": 100, "A100-SXM": 300}[hardware]  # slower hardware, longer compute
        folder = make_trace_dir(Path(out_dir), ranks, compute_us, 256 * 2**20)
        return FakeConvertResult(folder, read_manifest(folder))

    api = types.ModuleType("hlo2chakra.pipeline.convert")
    api.convert = convert
    monkeypatch.setitem(sys.modules, "hlo2chakra.pipeline.convert", api)
    monkeypatch.delenv("ASTRA_SIM_BIN", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty-path"))
    return conversions


@pytest.fixture
def fakes(monkeypatch, fake_convert):
    """The converter and the embedded backend both faked (for in-process, one-job compares)."""
    calls: list = []
    monkeypatch.setitem(sys.modules, "hlo2chakra.sim.analytical.simulate", fake_analytical_module(calls))
    return calls, fake_convert


def test_compare_module_over_hardware_and_topologies_in_parallel(tmp_path, fake_convert) -> None:
    from hlo2chakra.sim.analytical.simulate import simulate_traces
    from hlo2chakra.sim.config.presets import default_system_name, fit_system, system_preset
    from hlo2chakra.sim.config.resolve import parse_topology
    from hlo2chakra.sim.nccl import get_preset
    from hlo2chakra.chakra import read_workload

    conversions = fake_convert
    module = tmp_path / "model.mlir"
    module.write_text("module {}\n")
    topologies = ["h100-8x-nvswitch", "Ring(8, 25GB/s, 1us)", "Ring(4, 50GB/s, 1us) x Ring(4, 50GB/s, 1us)"]
    result = compare(module, topologies, ["H100-SXM", "A100-SXM"], out_dir=tmp_path / "cmp", jobs=2)
    frame = result.table
    assert result.out_dir == (tmp_path / "cmp").resolve()
    # converted once per (hardware, NPU count), not once per configuration
    assert sorted(conversions) == [("model.mlir", "A100-SXM", 8), ("model.mlir", "A100-SXM", 16),
                                   ("model.mlir", "H100-SXM", 8), ("model.mlir", "H100-SXM", 16)]
    assert list(frame["configuration"]) == [f"{hw} | {t}" for hw in ("H100-SXM", "A100-SXM") for t in topologies]
    assert (frame["status"] == "ok").all()
    # every parallel result equals a direct, in-process simulation of the same traces
    for hw, compute_us in (("H100-SXM", 100), ("A100-SXM", 300)):
        for t in topologies:
            net = parse_topology(t)
            folder = make_trace_dir(tmp_path / f"ref-{hw}-{topologies.index(t)}", net.num_npus, compute_us, 256 * 2**20)
            system = fit_system(system_preset(default_system_name(t)), net.num_dims)  # compare's default system
            if "(" not in t:  # a compact spec's default adds direct all-to-all (no all-to-all here)
                assert frame[frame["topology"] == t]["system"].tolist() == [t, t]
            row = frame[(frame["hardware"] == hw) & (frame["topology"] == t)].iloc[0]
            # compare's default collective model: NCCL's on a GPU preset the embedded backend runs
            gpu_preset = "(" not in t and row["backend"] == "analytical"
            assert row["collective_model"] == ("nccl" if gpu_preset else "astra")
            fabric = get_preset(t) if gpu_preset else None
            ref = simulate_traces(read_workload(folder / "trace", net.num_npus), net, system, nccl_fabric=fabric)
            assert row["step_time_ns"] == max(r.finish_ns for r in ref)
            assert row["compute_ns"] == 3 * compute_us * 1000
            assert row["compute_ns"] + row["exposed_comm_ns"] == row["step_time_ns"]
    assert frame["speedup_vs_first"].iloc[0] == 1.0
    assert frame["speedup_vs_first"].iloc[1] == pytest.approx(frame["step_time_ns"].iloc[0] / frame["step_time_ns"].iloc[1])
    out = tmp_path / "cmp"
    assert pd.read_parquet(out / "comparison.parquet")["step_time_ns"].tolist() == frame["step_time_ns"].tolist()
    assert (out / "comparison.png").stat().st_size > 5000


def test_compare_warns_when_compute_bound(tmp_path, fakes) -> None:
    # one byte to move (validate, and so simulate, refuse a 0-byte collective): the network cannot matter
    target = make_trace_dir(tmp_path / "t", 8, 50, 1)
    result = compare(target, ["h100-8x-nvswitch", "Ring(8, 2GB/s, 10us)"], out_dir=tmp_path / "cmp", jobs=1)
    # (the fake embedded backend cannot record a timeline: that adds its own "no timeline" note)
    assert len([n for n in result.notes if "compute bound" in n]) == 1
    assert "compute bound" in (tmp_path / "cmp" / "comparison.md").read_text()


def test_compare_checks_ranks_and_hardware_before_running(tmp_path, fakes) -> None:
    target = make_trace_dir(tmp_path / "t", 8, 50, 2**20)
    with pytest.raises(ConfigError, match="16 NPUs .* but the traces in t have 8 ranks"):
        compare(target, ["Ring(16, 1GB/s, 1us)"], out_dir=tmp_path / "cmp")
    with pytest.raises(ConfigError, match="--hardware needs a StableHLO module"):
        compare(target, ["h100-8x-nvswitch"], ["H100-SXM"], out_dir=tmp_path / "cmp")
    assert not (tmp_path / "cmp").exists() and not list(tmp_path.glob(".cmp.partial-*"))
    assert fakes[0] == []


def test_exceeds_memory_message_only_when_the_peak_is_over_a_known_capacity() -> None:
    # 96 GB over an 80 GB H100: both shown in GB (1e9 bytes), two decimals
    assert exceeds_memory_message(96_000_000_000, 80_000_000_000, "H100-SXM") == \
        "estimated peak memory 96.00 GB per device exceeds H100-SXM's 80.00 GB"
    assert exceeds_memory_message(80_000_000_000, 80_000_000_000, "H100-SXM") == ""  # exactly full fits
    assert exceeds_memory_message(None, 80_000_000_000, "H100-SXM") == ""
    assert exceeds_memory_message(96_000_000_000, None, "H100-SXM") == ""
