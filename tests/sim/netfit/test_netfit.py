"""nccl-tests output parsing, the ASTRA-sim parameter fit, the fitted presets and fit-network."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hlo2chakra.cli.app import app
from hlo2chakra.sim.config import presets
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig, load_network
from hlo2chakra.sim.netfit.nccl_tests import NcclOutputError, parse_nccl_tests
from hlo2chakra.sim.netfit.fit import (
    FitError,
    FitTemplate,
    Sample,
    candidate_systems,
    fit,
    predicted_us,
    split_fit_check,
)
from hlo2chakra.sim.netfit.cluster import fit_cluster

ROOT = Path(__file__).resolve().parents[3]
SIZES = [1 << k for k in range(10, 34)]  # 1 KB .. 8 GB


def nccl_text(collective: str, ranks: int, times_us: list[tuple[int, float]], *, root_column: bool = True,
              start_line: bool = True) -> str:
    """nccl-tests stdout in its own layout (written by hand from the format, not copied)."""
    lines = [f"# nThread 1 nGpus {ranks} minBytes 1024 maxBytes 8589934592 step: 2(factor) warmup iters: 5 "
             "iters: 20 agg iters: 1 validation: 1 graph: 0", "#", "# Using devices"]
    lines += [f"#  Rank {r:2d} Group  0 Pid  4242 on    node-{r // 8} device {r:2d} [0x{r + 16:02x}] NVIDIA H100 80GB HBM3"
              for r in range(ranks)]
    if start_line:
        lines.append(f"# Collective test starting: {collective}_perf")
    root = "    root" if root_column else ""
    wrong = "#wrong" if root_column else " error"
    lines += ["#", "#                                                              out-of-place                       in-place",
              f"#       size         count      type   redop{root}     time   algbw   busbw {wrong}     time   algbw   busbw {wrong}",
              f"#        (B)    (elements){'        ' if root_column else ''}                       (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)"]
    redop = "none" if collective == "all_gather" else "sum"
    for size, t in times_us:
        algbw = size / t / 1e3
        r = "      -1" if root_column else ""
        lines.append(f"  {size:>10d}  {size // 4:>12d}     float  {redop:>6s}{r}  {t * 1.02:8.2f}  {algbw:6.2f}  "
                     f"{algbw:6.2f}  {0:5d}  {t:8.2f}  {algbw:6.2f}  {algbw:6.2f}  {0:5d}")
    lines += ["# Out of bounds values : 0 OK", "# Avg bus bandwidth    : 123.456 ", "#", ""]
    return "\n".join(lines)


def test_parser_reads_sizes_times_ranks_and_device() -> None:
    curve = parse_nccl_tests(nccl_text("all_reduce", 8, [(1024, 25.5), (2048, 26.25)]), "x.txt")
    assert curve.collective == "all_reduce" and curve.ranks == 8
    assert curve.device == "NVIDIA H100 80GB HBM3"
    assert [(p.size_bytes, p.in_place_us) for p in curve.points] == [(1024, 25.5), (2048, 26.25)]
    assert [p.out_of_place_us for p in curve.points] == pytest.approx([26.01, 26.775], abs=0.006)
    assert curve.points[0].time_us == 25.5  # in-place preferred


def test_parser_old_layout_without_root_column_and_name_from_file() -> None:
    text = nccl_text("reduce_scatter", 4, [(4096, 10.0)], root_column=False, start_line=False)
    curve = parse_nccl_tests(text, "/runs/reduce_scatter_perf.log")
    assert curve.collective == "reduce_scatter" and curve.ranks == 4
    assert curve.points[0].in_place_us == 10.0


@pytest.mark.parametrize("text, message", [
    ("hello\n", "cannot tell which collective"),
    ("# Collective test starting: all_gather_perf\n#  Rank  0 Group 0 Pid 1 on a device 0 [0x1] GPU\n",
     "no nccl-tests column header"),
])
def test_parser_errors_name_the_file(text: str, message: str) -> None:
    with pytest.raises(NcclOutputError, match=f"run.txt: {message}"):
        parse_nccl_tests(text, "run.txt")


def test_parser_rejects_a_repeated_size() -> None:
    with pytest.raises(NcclOutputError, match="size 1024 appears twice"):
        parse_nccl_tests(nccl_text("all_reduce", 2, [(1024, 5.0), (1024, 6.0)]), "a.txt")


KNOWN_NET = NetworkConfig(("Switch",), (8,), (300.0,), (2500.0,))
KNOWN_SYSTEM = SystemConfig(all_reduce=("ring",), preferred_dataset_splits=1, active_chunks_per_dimension=1,
                            all_to_all=("direct",), local_mem_bw_gbps=3350.0)


def _synthetic(collective: str, net: NetworkConfig = KNOWN_NET) -> list[tuple[int, float]]:
    return [(s, predicted_us(net, KNOWN_SYSTEM, collective, s)) for s in SIZES]


def test_fit_recovers_known_parameters() -> None:
    samples = [Sample("all_reduce", 8, s, t) for s, t in _synthetic("all_reduce")]
    template = FitTemplate(("Switch",), (8,), (None,), (None,), 10.0, 3350.0)
    result = fit(template, candidate_systems(1, {"all_reduce"}, True), samples)
    assert result.system.all_reduce == ("ring",)
    assert math.isclose(result.network.bandwidth_gbps[0], 300.0, rel_tol=2e-3)
    assert math.isclose(result.network.latency_ns[0], 2500.0, rel_tol=2e-3)
    assert result.fit_errors[0].all_sizes < 1e-3


def test_split_fit_check_alternates_sizes_per_curve() -> None:
    samples = [Sample("all_reduce", 8, s, 1.0) for s in SIZES[:5]] + [Sample("all_gather", 8, 1024, 1.0)]
    fit_part, check_part = split_fit_check(samples)
    assert [s.size_bytes for s in fit_part] == [1024, 1024, 4096, 16384]
    assert [s.size_bytes for s in check_part] == [2048, 8192]


def test_predicted_all_gather_uses_the_per_rank_shard() -> None:
    # nccl-tests' all_gather size is the gathered output; ASTRA-sim's is the per-rank input.
    ring = 7 * int(2 * 2500 + (8 << 20) / 8 / (300.0 * (1 << 30) / 1e9)) + 8 * 10
    assert predicted_us(KNOWN_NET, KNOWN_SYSTEM, "all_gather", 8 << 20) == ring / 1e3


def test_fit_cluster_from_nccl_output_reports_held_out_error() -> None:
    curves = [parse_nccl_tests(nccl_text(c, 8, _synthetic(c)), f"{c}.txt")
              for c in ("all_reduce", "all_gather", "reduce_scatter")]
    result = fit_cluster(curves)
    assert math.isclose(result.network.latency_ns[0], 2500.0, rel_tol=5e-3)
    assert all(e.all_sizes < 0.01 for e in result.check_errors)
    assert {e.collective for e in result.check_errors} == {"all_reduce", "all_gather", "reduce_scatter"}


def test_fit_network_command_writes_loadable_preset(tmp_path: Path) -> None:
    files = []
    for c in ("all_reduce", "all_gather"):
        path = tmp_path / f"{c}_perf.txt"
        path.write_text(nccl_text(c, 8, _synthetic(c)))
        files.append(str(path))
    out = tmp_path / "fitted"
    result = CliRunner().invoke(app, ["fit-network", *files, "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "held-out error: all_gather 8 ranks" in result.stdout
    net = load_network(out / "network.yml")
    assert net.npus_count == (8,) and math.isclose(net.latency_ns[0], 2500.0, rel_tol=5e-3)
    assert "HELD-OUT" in (out / "network.yml").read_text()
    again = CliRunner().invoke(app, ["fit-network", *files, "-o", str(out)])
    assert again.exit_code == 2 and "already exists" in again.stderr


def test_fit_network_command_bad_file_is_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "notes.txt"
    bad.write_text("nothing here\n")
    result = CliRunner().invoke(app, ["fit-network", str(bad), "-o", str(tmp_path / "o")])
    assert result.exit_code == 2 and "cannot tell which collective" in result.stderr
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("name", ["h100-8x-nvswitch", "a100-8x-nvswitch", "b200-8x-nvswitch",
                                  "h100-8x-nvswitch-x-ib-ndr400-4node"])
def test_fitted_preset_carries_its_default_system(name: str) -> None:
    assert presets.default_system_name(name) == name
    text = presets.network_preset_path(name).read_text()
    assert "FITTED" in text or "DERIVED" in text
    assert any(word in text for word in ("HELD-OUT", "CHECK", "unchecked"))  # it says what was checked
    assert presets.network_preset_path(f"{name}-datasheet").is_file()


def test_datasheet_and_specs_keep_the_plain_default_system() -> None:
    assert presets.default_system_name("h100-8x-nvswitch-datasheet") == presets.DEFAULT_SYSTEM
    assert presets.default_system_name("Switch(8, 450GB/s, 500ns)") == presets.DEFAULT_SYSTEM
    assert presets.default_system_name(None) == presets.DEFAULT_SYSTEM


@pytest.mark.parametrize("name", ["h100-8x-nvswitch", "a100-8x-nvswitch", "b200-8x-nvswitch", "a100-4x-nvlink3"])
def test_small_all_reduce_on_fitted_presets_costs_tens_of_microseconds(name: str) -> None:
    # measured 8x H100: 25.6 us at 1 KB (NVLS), 12.5-16.4 us for <= 4 KB by default (T10); 4x GB200 ring
    # 15.4 us. The line-rate presets with 4 splits x 1 active chunk charged 56.6 us (8 GPUs) and 721 us
    # (4 bytes, 16-node RoCE): every split paid every step's latency.
    net = presets.network_preset(name)
    system = presets.fit_system(presets.system_preset(presets.default_system_name(name)), net.num_dims)
    assert 10.0 <= predicted_us(net, system, "all_reduce", 4) <= 100.0


def test_multi_node_presets_charge_small_all_reduces_the_fitted_inter_node_floor() -> None:
    # The rail latency is fitted to T11 (2 x 8 on NDR), whose 1-4 MB all-reduces take ~122-130 us
    # (NCCL Simple); ASTRA-sim has no protocols, so a 4-byte one costs about as much on 2 nodes.
    # The multi-node presets' headers say so; NCCL's own model (--collectives nccl) prices LL there.
    two = presets.network_preset("h100-8x-nvswitch-x-ib-ndr400-2node")
    system = presets.fit_system(presets.system_preset("h100-8x-nvswitch-x-ib-ndr400-2node"), two.num_dims)
    tiny, one_mb = predicted_us(two, system, "all_reduce", 4), predicted_us(two, system, "all_reduce", 1 << 20)
    assert 80.0 <= tiny <= one_mb <= 1.25 * 121.8  # T11 measured 121.8 us at 1 MB
    four = presets.network_preset("h100-8x-nvswitch-x-ib-ndr400-4node")
    four_sys = presets.fit_system(presets.system_preset("h100-8x-nvswitch-x-ib-ndr400-4node"), four.num_dims)
    assert predicted_us(four, four_sys, "all_reduce", 4) > tiny  # one halvingDoubling step more


def test_shipped_presets_reproduce_from_the_measurement_table() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "fit_network_presets.py"), "--check"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr


def test_fit_cluster_two_levels_recovers_the_inter_node_dimension() -> None:
    cluster = NetworkConfig(("Switch", "Switch"), (8, 4), (300.0, 40.0), (2500.0, 4000.0))
    system = SystemConfig(all_reduce=("ring", "ring"), all_gather=("ring", "ring"), reduce_scatter=("ring", "ring"),
                          all_to_all=("direct", "direct"), preferred_dataset_splits=1, active_chunks_per_dimension=1,
                          local_mem_bw_gbps=3350.0)
    node_curve = [(s, predicted_us(KNOWN_NET, KNOWN_SYSTEM, "all_reduce", s)) for s in SIZES[::2]]
    cluster_curve = [(s, predicted_us(cluster, system, "all_reduce", s)) for s in SIZES[::2]]
    curves = [parse_nccl_tests(nccl_text("all_reduce", 8, node_curve), "node_all_reduce.txt"),
              parse_nccl_tests(nccl_text("all_reduce", 32, cluster_curve), "cluster_all_reduce.txt")]
    result = fit_cluster(curves, node_size=8)
    assert result.network.npus_count == (8, 4)
    assert math.isclose(result.network.bandwidth_gbps[1], 40.0, rel_tol=1e-2)
    assert math.isclose(result.network.latency_ns[1], 4000.0, rel_tol=2e-2)
    assert all(e.all_sizes < 0.01 for e in result.check_errors)


def test_fit_cluster_refuses_unrelated_rank_counts() -> None:
    curves = [parse_nccl_tests(nccl_text("all_reduce", n, [(1024, 10.0), (2048, 11.0)]), f"r{n}_all_reduce.txt")
              for n in (8, 12)]
    with pytest.raises(ValueError, match="expected one node size"):
        fit_cluster(curves, node_size=8)


def test_the_parser_counts_the_hosts_the_ranks_ran_on() -> None:
    assert parse_nccl_tests(nccl_text("all_reduce", 8, [(1024, 9.0)]), "a.txt").hosts == 1
    assert parse_nccl_tests(nccl_text("all_reduce", 32, [(1024, 9.0)]), "b.txt").hosts == 4  # node-0 .. node-3
    bare = nccl_text("all_reduce", 2, [(1024, 9.0)]).replace("Pid  4242 on    node-0 ", "Pid  4242 ")
    assert parse_nccl_tests(bare, "c.txt").hosts == 0  # not printed: unknown, not one


def test_a_node_size_the_runs_did_not_have_is_refused_in_one_line() -> None:
    curve = [(s, predicted_us(KNOWN_NET, KNOWN_SYSTEM, "all_reduce", s)) for s in SIZES[::2]]
    one_node = [parse_nccl_tests(nccl_text("all_reduce", 8, curve), "node_all_reduce.txt")]
    # Before: --node-size 4 on one node's data silently fitted a 4 x 2 network.
    with pytest.raises(FitError, match=r"^--node-size 4: node_all_reduce.txt ran on one host, so there is no "
                                       r"inter-node link to fit") as info:
        fit_cluster(one_node, node_size=4)
    assert "\n" not in str(info.value)
    cluster = [parse_nccl_tests(nccl_text("all_reduce", 32, curve), "cluster_all_reduce.txt")]
    with pytest.raises(FitError, match="cluster_all_reduce.txt ran 32 ranks on 4 hosts, not 16 per host"):
        fit_cluster(cluster, node_size=16)


def test_the_fit_reports_every_size_predicted_against_measured_with_held_out_sizes_marked() -> None:
    from hlo2chakra.sim.netfit.write import size_table

    curve = [(s, predicted_us(KNOWN_NET, KNOWN_SYSTEM, "all_reduce", s) * (1.1 if i % 4 == 1 else 1.0))
             for i, s in enumerate(SIZES)]
    result = fit_cluster([parse_nccl_tests(nccl_text("all_reduce", 8, curve), "ar.txt")])
    assert [s.size_bytes for s in result.sizes] == SIZES
    assert [s.held_out for s in result.sizes] == [i % 2 == 1 for i in range(len(SIZES))]
    for s, (_, measured) in zip(result.sizes, curve):
        assert s.measured_us == pytest.approx(measured, abs=0.006)  # nccl-tests prints 2 decimals
        assert s.predicted_us == pytest.approx(predicted_us(result.network, result.system, "all_reduce", s.size_bytes))
    table = size_table(result.sizes)
    assert len(table) == 2 + len(SIZES) and table[3].endswith("| held out |") and table[2].endswith("| fitted |")
