"""cli.coercion coerces plain command-line values without pydantic, and gives typer's own result:
the same value and type, or the same error message, for every kind of parameter our commands take."""

from __future__ import annotations

import enum
import subprocess
import sys
from pathlib import Path
from typing import Any, List, Optional

import pytest
import typer
from astra_helpers import make_trace_dir
from typer.testing import CliRunner

from hlo2chakra.cli import coercion


class Colour(str, enum.Enum):
    red = "red"
    green = "green"


def _probe_app(tmp_path: Path) -> typer.Typer:
    app = typer.Typer(add_completion=False)

    @app.command()
    def probe(
        target: Optional[Path] = typer.Argument(None),
        name: str = typer.Option("x", "--name"),
        count: int = typer.Option(3, "--count", min=0, max=10),
        ratio: float = typer.Option(1.0, "--ratio"),
        flag: bool = typer.Option(False, "--flag"),
        colour: Colour = typer.Option(Colour.red, "--colour", case_sensitive=False),
        where: Optional[Path] = typer.Option(None, "--where", exists=True, dir_okay=False),
        tags: List[str] = typer.Option([], "--tag"),
        paths: List[Path] = typer.Option([], "--path"),
    ) -> None:
        values: Any = (target, name, count, ratio, flag, colour, where, tags, paths)
        typer.echo(repr([(type(v).__name__, v) for v in values]))

    return app


ARGVS = [
    [], ["some/dir"], ["./x/"], [""], ["--name", " spaced "], ["--name", ""],
    ["--count", "7"], ["--count", "007"], ["--count", "-1"], ["--count", "11"], ["--count", "1_0"],
    ["--count", " 4"], ["--count", "4.0"], ["--count", "x"],
    ["--ratio", "2"], ["--ratio", "0.5"], ["--ratio", "1e3"], ["--ratio", "-0.25"], ["--ratio", "nan"], ["--ratio", "y"],
    ["--flag"], ["--colour", "GREEN"], ["--colour", "green"], ["--colour", "blue"],
    ["--where", "missing.txt"], ["--where", "."], ["--where", "exists.txt"],
    ["--tag", "a", "--tag", "b"], ["--path", "p", "--path", "q/"],
]


def _outcomes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    runner = CliRunner()
    app = _probe_app(tmp_path)
    tmp_path.mkdir()
    (tmp_path / "exists.txt").write_text("x")
    monkeypatch.chdir(tmp_path)
    return [(r.exit_code, r.output) for r in (runner.invoke(app, argv) for argv in ARGVS)]


# The plain path is installed only for the typer releases it was checked against; on any other
# typer the CLI runs as typer ships it, and the two tests below have nothing to compare.
needs_checked_typer = pytest.mark.skipif(
    not typer.__version__.startswith(coercion.CHECKED_TYPER),
    reason=f"typer {typer.__version__} is not one cli.coercion was checked against")


@needs_checked_typer
def test_plain_coercion_matches_typers_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import typer.core as typer_core
    from typer import _coercion

    typers_own = _coercion.build_runtime_param  # cli.coercion replaces typer.core's name only
    monkeypatch.setattr(typer_core, "build_runtime_param", typers_own)
    theirs = _outcomes(tmp_path / "theirs", monkeypatch)
    coercion.install()
    assert typer_core.build_runtime_param is not typers_own
    ours = _outcomes(tmp_path / "ours", monkeypatch)
    assert [code for code, _ in theirs].count(0) >= 15 and [code for code, _ in theirs].count(2) >= 6
    for argv, mine, own in zip(ARGVS, ours, theirs):
        assert mine == own, argv


@needs_checked_typer
def test_plain_values_do_not_load_pydantic(tmp_path: Path) -> None:
    target = make_trace_dir(tmp_path / "w", 8, compute_us=10, ar_bytes=1 << 20)
    code = ("import sys, runpy\n"
            f"sys.argv = ['hlo2chakra', 'validate', {str(target)!r}, '--npus', '8']\n"
            "try:\n    runpy.run_module('hlo2chakra.cli', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            "print('LOADED', [m for m in ('pydantic', 'pydantic_core') if m in sys.modules])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert "LOADED []" in done.stdout, done.stdout[-500:] + done.stderr[-500:]


def test_an_unchecked_typer_is_left_as_shipped(monkeypatch: pytest.MonkeyPatch) -> None:
    import typer.core as typer_core

    def shipped(descriptor):  # stands for the unchecked release's own builder
        return descriptor

    monkeypatch.setattr(typer, "__version__", "9.0.0")
    monkeypatch.setattr(typer_core, "build_runtime_param", shipped)
    coercion.install()
    assert typer_core.build_runtime_param is shipped


@needs_checked_typer
def test_a_differently_shaped_descriptor_goes_to_typers_own_builder(monkeypatch: pytest.MonkeyPatch) -> None:
    import typer.core as typer_core

    seen = []

    def shipped(descriptor):
        seen.append(descriptor)
        return "typer's own"

    monkeypatch.setattr(typer_core, "build_runtime_param", shipped)
    coercion.install()
    assert typer_core.build_runtime_param("not a descriptor") == "typer's own"
    assert seen == ["not a descriptor"]
