"""The progress line of convert, simulate, export and compare (issue 26, part 2).

Drawn on a terminal stderr once a run is 2 s old (the clock is a fake that moves on every read, so
no test sleeps), absent when stderr is not a terminal and with ``--quiet``; stdout, ``--json`` and
every written file are the same bytes either way.
"""

from __future__ import annotations

import io
import itertools
import sys
from pathlib import Path

import pytest

from astra_helpers import make_trace_dir
from conftest import PROGRAMS
from hlo2chakra.cli import progress as cli_progress
from hlo2chakra.cli.app import app
from hlo2chakra.runtime import progress

PER_DEVICE = PROGRAMS / "mlp_dp" / "per_device.mlir"
RING = "Ring(8, 50GB/s, 1us)"


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def terminal(monkeypatch) -> FakeTerminal:
    """stderr stands for a terminal, and the clock is past 2 s from the reporter's first read on."""
    fake = FakeTerminal()
    ticks = itertools.chain([0.0], itertools.count(3.0, 0.5))  # the reporter's start, then every read later
    monkeypatch.setattr(cli_progress, "terminal_stream", lambda: fake)
    monkeypatch.setattr(progress, "CLOCK", lambda: next(ticks))
    return fake


def _invoke(runner, args: list[str]):
    result = runner.invoke(app, args)
    assert result.exit_code == 0, (result.output, getattr(result, "stderr", ""))
    return result


def _drawn_phases(text: str, label: str) -> list[str]:
    phases = []
    for line in text.split("\r"):
        if line.startswith(f"{label}: "):
            name = line[len(label) + 2:].split(" [", 1)[0]
            if not phases or phases[-1] != name:
                phases.append(name)
    return phases


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_convert_draws_its_phases_on_a_terminal_and_writes_the_same_bytes(runner, terminal, tmp_path) -> None:
    drawn = _invoke(runner, ["convert", str(PER_DEVICE), "-o", str(tmp_path / "a")])
    phases = _drawn_phases(terminal.getvalue(), "hlo2chakra convert")
    assert phases == ["parse", "passes, fusion, cost", "traces", "validate", "write"], phases
    assert "] 4/4 " in terminal.getvalue()  # write: one step per rank
    assert terminal.getvalue().endswith("\r")  # cleared before the summary
    terminal.seek(0)
    terminal.truncate()
    quiet = _invoke(runner, ["convert", str(PER_DEVICE), "-o", str(tmp_path / "b"), "--quiet"])
    assert terminal.getvalue() == ""
    assert drawn.stdout.replace(str(tmp_path / "a"), "OUT") == quiet.stdout.replace(str(tmp_path / "b"), "OUT")
    assert _files(tmp_path / "a") == _files(tmp_path / "b")


def test_simulate_json_and_summary_are_the_same_bytes_with_and_without_progress(runner, terminal, tmp_path) -> None:
    traces = make_trace_dir(tmp_path / "t", 8, compute_us=10, ar_bytes=1 << 20)
    base = ["simulate", str(traces), "--backend", "analytical", "-t", RING, "-o", str(tmp_path / "run"),
            "--json", str(tmp_path / "r.json"), "--overwrite"]
    drawn = _invoke(runner, base)
    phases = _drawn_phases(terminal.getvalue(), "hlo2chakra simulate")
    assert phases == ["stage", "read traces", "validate", "simulate", "write"], phases
    first = _files(tmp_path / "run") | {"r.json": (tmp_path / "r.json").read_bytes()}
    terminal.seek(0)
    terminal.truncate()
    quiet = _invoke(runner, base + ["-q"])
    assert terminal.getvalue() == ""
    assert drawn.stdout == quiet.stdout
    assert first == _files(tmp_path / "run") | {"r.json": (tmp_path / "r.json").read_bytes()}


def test_no_terminal_no_progress(runner, monkeypatch, tmp_path) -> None:
    """The real stream check: CliRunner's stderr is no terminal, so nothing is installed at all."""
    installed: list[object] = []
    real = progress.reporting
    monkeypatch.setattr(cli_progress, "reporting", lambda r: installed.append(r) or real(r))
    result = _invoke(runner, ["convert", str(PER_DEVICE), "-o", str(tmp_path / "a")])
    assert installed == [] and "\r" not in result.output
    assert cli_progress.terminal_stream() is None or sys.stderr.isatty()


def test_compare_counts_its_simulations(runner, terminal, tmp_path) -> None:
    traces = make_trace_dir(tmp_path / "t", 8, compute_us=10, ar_bytes=1 << 20)
    _invoke(runner, ["compare", str(traces), "-t", RING, "-t", "Switch(8, 50GB/s, 1us)", "--backend", "analytical",
                     "--jobs", "1", "-o", str(tmp_path / "cmp")])
    assert "hlo2chakra compare: simulate [" in terminal.getvalue() and "] 2/2 " in terminal.getvalue()


def test_export_steps_are_the_phases_and_the_worker_never_draws(monkeypatch, tmp_path) -> None:
    """The worker only prints step lines; the parent turns them into phases (a stand-in worker here)."""
    from hlo2chakra.export import run as export_run

    script = ("import sys\n"
              "for step in ('build', 'lower', 'compile'):\n"
              "    print('export_step: ' + step, file=sys.stderr, flush=True)\n"
              "print('some XLA chatter', file=sys.stderr)\n"
              "print('export_worker: ValueError: no such layer', file=sys.stderr)\n"
              "sys.exit(2)\n")
    monkeypatch.setattr(export_run, "python_command", lambda *_a: [sys.executable, "-I", "-c", script])
    seen: list[str] = []

    class Recorder:
        def phase(self, name: str, total: int | None) -> None:
            seen.append(name)

        def advance(self, steps: int) -> None:
            pass

        def close(self) -> None:
            pass

    with progress.reporting(Recorder()):
        with pytest.raises(export_run.ExportError, match=r"exporting 'm' failed: ValueError: no such layer$"):
            export_run._run_worker(tmp_path / "request.json", 60, "m")
    assert seen == ["build", "lower", "compile"]
