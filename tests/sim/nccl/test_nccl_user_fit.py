"""fit-network --model nccl: the NCCL model of a preset fitted to a user's nccl-tests runs, and the
fitted fabric used by simulate --nccl-fabric."""

from __future__ import annotations

import json

import pytest

from hlo2chakra.sim.nccl import collective_time_ns, get_preset
from hlo2chakra.sim.nccl.fit import with_values
from hlo2chakra.sim.nccl.user_fit import INTER, INTRA, UserFitError, fit_user_curves, read_fabric_json
from hlo2chakra.sim.netfit.nccl_tests import parse_nccl_tests

SIZES = [1 << k for k in range(10, 31)]  # 1 KB .. 1 GB


def nccl_text(ranks: int, hosts: int, times_us: list[tuple[int, float]]) -> str:
    """nccl-tests all_reduce_perf stdout in its layout (written by hand from the format)."""
    per = ranks // hosts
    lines = [f"# nThread 1 nGpus {per} minBytes 1024 maxBytes 1073741824 step: 2(factor)", "#", "# Using devices"]
    lines += [f"#  Rank {r:2d} Group  0 Pid  {100 + r // per} on  host-{r // per} device {r % per:2d} [0x{r:02x}] "
              "NVIDIA H100 80GB HBM3" for r in range(ranks)]
    lines += ["# Collective test starting: all_reduce_perf", "#",
              "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
              "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)"]
    for size, t in times_us:
        bw = size / t / 1e3
        lines.append(f"  {size:>10d}  {size // 4:>12d}     float     sum      -1  {t:8.2f}  {bw:6.2f}  {bw:6.2f}      0"
                     f"  {t:8.2f}  {bw:6.2f}  {bw:6.2f}      0")
    return "\n".join(lines + ["# Avg bus bandwidth    : 1.0", ""])


def measured(fabric, ranks: int, hosts: int, name: str):
    times = [(s, collective_time_ns(fabric, "all_reduce", s, ranks // hosts, hosts).time_ns / 1e3) for s in SIZES]
    return parse_nccl_tests(nccl_text(ranks, hosts, times), name)


def test_a_users_single_and_multi_node_runs_are_fitted_and_held_out_sizes_predicted():
    base = get_preset("h100-8x-nvswitch-x-ib-ndr400-2node")
    truth = with_values(with_values(base, INTRA, [0.7, 0.8, 3000.0]), INTER, [0.6, 2.0])
    curves = [measured(truth, 8, 1, "node.txt"), measured(truth, 16, 2, "two.txt")]
    result = fit_user_curves("h100-8x-nvswitch-x-ib-ndr400", curves)
    assert result.fabric.nodes == 2
    for error in result.errors:
        held = [(m, p) for _, m, p, fitted in error.rows if not fitted]
        assert held and all(p == pytest.approx(m, rel=0.02) for m, p in held)
    # the preset as shipped would be off: the fit moved it
    untouched = [collective_time_ns(base, "all_reduce", 1 << 28, 8, 2).time_ns,
                 collective_time_ns(truth, "all_reduce", 1 << 28, 8, 2).time_ns]
    assert abs(untouched[0] / untouched[1] - 1) > 0.1


def test_runs_the_preset_cannot_hold_are_refused_in_one_line():
    one_node = get_preset("h100-8x-nvswitch")
    across = measured(get_preset("h100-8x-nvswitch-x-ib-ndr400-2node"), 16, 2, "two.txt")
    with pytest.raises(UserFitError, match="h100-8x-nvswitch is one node without NICs: its runs across 2 hosts"):
        fit_user_curves("h100-8x-nvswitch", [across])
    short = parse_nccl_tests(nccl_text(8, 1, [(1024, 20.0), (2048, 21.0)]), "short.txt")
    with pytest.raises(UserFitError, match="short.txt: 2 sizes"):
        fit_user_curves("h100-8x-nvswitch", [short])
    assert one_node.nodes == 1


def test_the_command_writes_a_fabric_that_simulate_uses(tmp_path, runner):
    from hlo2chakra.cli.app import app

    truth = with_values(get_preset("h100-8x-nvswitch"), INTRA, [0.7, 0.8, 3000.0])
    run = tmp_path / "node.txt"
    run.write_text(nccl_text(8, 1, [(s, collective_time_ns(truth, "all_reduce", s, 8, 1).time_ns / 1e3)
                                    for s in SIZES]))
    result = runner.invoke(app, ["fit-network", str(run), "--model", "nccl", "--preset", "h100-8x-nvswitch",
                                 "-o", str(tmp_path / "fit")])
    assert result.exit_code == 0, result.stderr
    assert "| held out |" in result.stdout and "| fitted |" in result.stdout
    fabric = read_fabric_json(tmp_path / "fit" / "nccl_fabric.json")
    assert fabric.intra.nvlink_efficiency == pytest.approx(0.7, rel=0.05)
    bad = runner.invoke(app, ["fit-network", str(run), "--preset", "h100-8x-nvswitch", "-o", str(tmp_path / "x")])
    assert bad.exit_code == 2 and "--preset goes with --model nccl" in bad.stderr

    from hlo2chakra.sim.staging import stage_configs
    from hlo2chakra.sim.config.files import ConfigError

    staged = stage_configs(tmp_path / "s", 8, topology="Switch(8, 450GB/s, 500ns)",
                           nccl_fabric_file=tmp_path / "fit" / "nccl_fabric.json")
    assert staged.collective_model == "nccl" and staged.nccl_fabric.intra == fabric.intra
    with pytest.raises(ConfigError, match="8 GPUs per node, no NICs. cannot make 16 NPUs"):
        stage_configs(tmp_path / "t", 16, topology="Switch(8, 450GB/s, 500ns) x Switch(2, 50GB/s, 2us)",
                      nccl_fabric_file=tmp_path / "fit" / "nccl_fabric.json")
    edited = json.loads((tmp_path / "fit" / "nccl_fabric.json").read_text())
    edited["fabric"]["intra"]["nvlink_efficiency"] = 9.0
    (tmp_path / "bad.json").write_text(json.dumps(edited))
    with pytest.raises(UserFitError, match="nvlink_efficiency"):
        read_fabric_json(tmp_path / "bad.json")
