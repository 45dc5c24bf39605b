"""One way to register a command (cli.registry), every command in its own module, the shared
--hardware/--fusion/--combine options (cli.options) and export's one-line errors."""

from __future__ import annotations

import sys

import pytest
import typer
import typer.main
from typer.testing import CliRunner

from hlo2chakra.cli import export as cli_export
from hlo2chakra.cli.app import app
from hlo2chakra.cli.registry import add_commands, command
from hlo2chakra.cost.hardware import DEFAULT_HARDWARE

# The commands `hlo2chakra --help` listed before the commands moved into their own modules.
COMMANDS = ["convert", "inspect", "validate", "calibrate", "export", "fit-network", "roofline", "simulate", "compare",
            "sweep", "maxtext-report"]


@command("boom")
def _boom_command(what: str = typer.Option("value", "--what")) -> None:
    """Fails the way a bug would."""
    raise RuntimeError(f"broken {what}")


@command("fine")
def _fine_command() -> None:
    """Succeeds."""
    typer.echo("fine")


def _stderr(result) -> str:
    try:
        return result.stderr
    except ValueError:  # older click mixes the streams
        return result.output


def test_help_lists_every_command_once_in_the_old_order() -> None:
    group = typer.main.get_command(app)
    assert list(group.list_commands(None)) == COMMANDS
    help_text = CliRunner().invoke(app, ["--help"]).output
    positions = [help_text.index(f" {name} ") for name in COMMANDS]
    assert positions == sorted(positions)


def test_a_registered_command_turns_any_error_into_one_line() -> None:
    local = typer.Typer()
    add_commands(local, sys.modules[__name__])
    assert CliRunner().invoke(local, ["fine"]).output == "fine\n"
    result = CliRunner().invoke(local, ["boom", "--what", "thing"])
    assert result.exit_code == 3
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.output.strip() == "hlo2chakra: error: internal error (RuntimeError): broken thing"


def test_a_name_is_registered_once_per_module() -> None:
    with pytest.raises(RuntimeError, match="command 'fine' defined twice"):
        command("fine")(lambda: None)


def test_a_module_without_commands_is_refused() -> None:
    with pytest.raises(RuntimeError, match="defines no command"):
        add_commands(typer.Typer(), typer)


def test_export_reports_an_unexpected_failure_in_one_line(monkeypatch, tmp_path) -> None:
    def broken(*args, **kwargs):
        raise KeyError("mesh axis")

    monkeypatch.setattr(cli_export, "export_model", broken)
    result = CliRunner().invoke(app, ["export", "gemm2d", "-o", str(tmp_path / "out")])
    assert result.exit_code == 3
    assert isinstance(result.exception, SystemExit)  # not the KeyError: no traceback
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert lines == ["hlo2chakra: error: internal error (KeyError): 'mesh axis'"]


def test_export_settings_named_like_its_parameters_stay_settings(monkeypatch, tmp_path) -> None:
    # --set gspmd=... once collided with export_model's own gspmd keyword (a TypeError, exit 3), and
    # --set timeout_s=5 became the worker's timeout as a str: settings go to the zoo, which refuses them.
    calls = []

    def record(*args, config=None, **kwargs):
        calls.append((config, kwargs))
        raise cli_export.ExportError("stop here")

    monkeypatch.setattr(cli_export, "export_model", record)
    result = CliRunner().invoke(app, ["export", "gemm2d", "-o", str(tmp_path / "out"),
                                      "--set", "gspmd=1", "--set", "timeout_s=5", "--set", "m=8"])
    assert "stop here" in result.output, result.output
    ((config, kwargs),) = calls
    assert config == {"gspmd": "1", "timeout_s": "5", "m": "8"}
    assert kwargs["gspmd"] is False and "timeout_s" not in kwargs


def test_export_bad_input_is_one_line_exit_2(tmp_path) -> None:
    result = CliRunner().invoke(app, ["export", "no-such-model", "-o", str(tmp_path / "out")])
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("hlo2chakra: error: ") and "no-such-model" in lines[0]
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("name", ["convert", "roofline"])
def test_hardware_default_is_the_one_preset(name) -> None:
    group = typer.main.get_command(app)
    options = {p.name: p for p in group.commands[name].params}
    assert options["hardware"].default == DEFAULT_HARDWARE == "H100-SXM"


@pytest.mark.parametrize("option,command_name", [("--combine", "convert"), ("--fusion", "convert"),
                                                 ("--fusion", "roofline"), ("--combine", "compare")])
def test_a_bad_mode_is_a_one_line_usage_error_naming_the_choices(option, command_name, tmp_path) -> None:
    what = option.lstrip("-")
    choices = "auto, none, xla-like" if what == "fusion" else "auto, xla-like, none"
    result = CliRunner().invoke(app, [command_name, str(tmp_path / "x.mlir"), "-o", str(tmp_path / "o"),
                                      "-t" if command_name == "compare" else option,
                                      *(("Ring(2, 1GB/s, 1us)", option) if command_name == "compare" else ()),
                                      "Fast"])
    assert result.exit_code == 2
    text = " ".join(_stderr(result).split())
    assert f"unknown {what} mode 'Fast' (expected one of: {choices})" in text
    assert len(_stderr(result).strip().splitlines()) == 1


def test_modes_reach_the_command_as_the_cost_layers_enums_in_any_case() -> None:
    from hlo2chakra.cli.options import combine_option, fusion_option
    from hlo2chakra.cost.modes import CombineMode, FusionMode

    local = typer.Typer()
    seen = []

    @local.command("show")
    def show(combine: str = combine_option("c"), fusion: str = fusion_option("f")) -> None:
        seen.append((combine, fusion))

    @local.command("other")
    def other() -> None:
        pass

    assert CliRunner().invoke(local, ["show", "--combine", "NONE", "--fusion", "Xla-Like"]).exit_code == 0
    assert CliRunner().invoke(local, ["show"]).exit_code == 0
    assert seen == [(CombineMode.NONE, FusionMode.XLA_LIKE), (CombineMode.AUTO, FusionMode.AUTO)]
    assert all(type(c) is CombineMode and type(f) is FusionMode for c, f in seen)
