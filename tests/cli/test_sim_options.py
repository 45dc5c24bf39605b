"""The backend options, spelled once (``cli.sim_options``): simulate and compare take the same
flags with the same help, every value reaches the one ``SimulationOptions``, and the CLI's list of
a run's files is what its writers wrote."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
import typer
import typer.main

from astra_helpers import make_trace_dir
from hlo2chakra.cli.sim_options import SET_BY_COMMAND, SETTINGS
from hlo2chakra.sim.options import BackendKind, SimulationOptions


def test_every_field_has_one_cli_line_or_is_set_by_the_command() -> None:
    names = [s.field for s in SETTINGS]
    assert len(set(names)) == len(names) and len({s.flag for s in SETTINGS}) == len(SETTINGS)
    assert sorted(names + list(SET_BY_COMMAND)) == sorted(f.name for f in dataclasses.fields(SimulationOptions))


def test_simulate_and_compare_take_the_same_options_with_the_same_help(app) -> None:
    group = typer.main.get_command(app)
    for name in ("simulate", "compare"):
        params = {p.opts[0]: p for p in group.commands[name].params}
        for setting in SETTINGS:
            param = params[setting.flag]
            assert (param.name, param.help, param.default) == (setting.field, setting.help, setting.default), name


class _Stop(Exception):
    """Raised by the captured call: the command got as far as its options."""


NATIVE = ["--memory", "mem.json", "--backend", "astra-sim", "--astra-bin", "/opt/astra", "--docker-image", "astra:1",
          "--timeout", "12.5", "--congestion-aware", "--crash-retries", "3", "--collectives", "astra",
          "--keep-tiny-collectives"]
NATIVE_OPTIONS = SimulationOptions(memory=Path("mem.json"), backend=BackendKind.ASTRA_SIM, astra_bin=Path("/opt/astra"),
                                   docker_image="astra:1", timeout_s=12.5, congestion_aware=True, crash_retries=3,
                                   collectives="astra", raise_tiny_collectives=False)
NCCL = ["--backend", "analytical", "--nccl-fabric", "fabric.yaml"]
NCCL_OPTIONS = SimulationOptions(backend="analytical", nccl_fabric=Path("fabric.yaml"))


@pytest.mark.parametrize("argv, expected", [(NATIVE, NATIVE_OPTIONS), (NCCL, NCCL_OPTIONS), ([], SimulationOptions())])
def test_every_value_reaches_the_simulation_options(app, runner, monkeypatch, tmp_path, argv, expected) -> None:
    import hlo2chakra.pipeline.compare as pipeline_compare
    import hlo2chakra.pipeline.simulate as pipeline_simulate

    seen: list[SimulationOptions] = []

    def capture(*args, options, **kwargs):
        seen.append(options)
        raise _Stop

    monkeypatch.setattr(pipeline_simulate, "run_simulation", lambda target, options, **kw: capture(options=options))
    monkeypatch.setattr(pipeline_compare, "compare", capture)
    monkeypatch.chdir(tmp_path)
    runner.invoke(app, ["simulate", "traces", "-t", "Ring(8, 50GB/s, 1us)", "--system", "direct", "--timeline-ranks",
                        "0-1"] + argv)
    runner.invoke(app, ["compare", "traces", "-t", "Ring(8, 50GB/s, 1us)"] + argv)
    simulate_options, compare_options = seen
    assert simulate_options == dataclasses.replace(expected, topology="Ring(8, 50GB/s, 1us)", system="direct",
                                                   timeline=True, timeline_ranks=(0, 1))
    assert compare_options == expected  # compare sets each configuration's topology, system and timeline


def test_a_contradiction_between_options_is_one_line(app, runner, tmp_path) -> None:
    for command in (["simulate", "traces"], ["compare", "traces"]):
        result = runner.invoke(app, command + ["-t", "Ring(8, 50GB/s, 1us)", "--backend", "astra-sim",
                                               "--collectives", "nccl"])
        assert result.exit_code == 2
        assert result.stderr.strip().splitlines() == [
            "hlo2chakra: error: --collectives nccl runs on the embedded backend without --congestion-aware (ASTRA-sim's "
            "binaries time collectives with their own model): use --backend analytical"]


def test_the_results_line_lists_what_the_run_wrote(app, runner, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    target = make_trace_dir(tmp_path / "w", 8, compute_us=10, ar_bytes=1 << 20)
    for extra, run in (([], "run"), (["--timeline"], "run_tl")):
        result = runner.invoke(app, ["simulate", str(target), "--backend", "analytical", "-t", "Ring(8, 50GB/s, 1us)",
                                     "-o", str(tmp_path / run), "-q"] + extra)
        assert result.exit_code == 0, result.output + result.stderr
        listed = re.search(r"results: \S+ \((.*)\)", result.stdout.replace("\n", "")).group(1).split(", ")
        written = sorted(p.name for p in (tmp_path / run).iterdir() if p.name != "config" and not p.name.startswith("."))  # the stamp aside
        assert sorted(listed) == written and "collectives.parquet" in listed
    assert "timeline.json" in listed and "gantt.png" in listed
