"""runtime.progress: silent by default, a terminal line only after 2 s, never in a forked child."""

from __future__ import annotations

import io

from hlo2chakra.runtime import progress
from hlo2chakra.runtime.progress import SILENT, TerminalReporter, reporting


class FakeClock:
    """A clock that stands still until told to move."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _reporter(clock: FakeClock, stream: io.StringIO) -> TerminalReporter:
    return TerminalReporter(stream, "hlo2chakra convert", clock=clock, width=80, ticker=False)


def test_nothing_is_listening_by_default() -> None:
    assert progress.current() is SILENT
    bar = progress.phase("parse", 10)
    bar.advance(3)  # a no-op, and no error
    assert list(progress.counted("write", range(3), 3)) == [0, 1, 2]


def test_nothing_is_drawn_in_the_first_two_seconds() -> None:
    clock, stream = FakeClock(), io.StringIO()
    with reporting(_reporter(clock, stream)) as reporter:
        bar = progress.phase("parse")
        clock.now += 1.9
        bar.advance()
        progress.phase("partition")
    assert stream.getvalue() == "" and reporter.lines_drawn == 0
    assert progress.current() is SILENT  # the previous reporter is back


def test_after_two_seconds_the_phase_and_its_bar_are_drawn_then_cleared() -> None:
    clock, stream = FakeClock(), io.StringIO()
    with reporting(_reporter(clock, stream)) as reporter:
        clock.now += 2.5
        bar = progress.phase("write", 4)
        first = stream.getvalue()
        assert first.startswith("\rhlo2chakra convert: write [") and " 0/4 " in first
        for _ in range(2):
            clock.now += 0.2
            bar.advance()
        assert "[############------------] 2/4 3s" in stream.getvalue()
        clock.now += 0.01
        bar.advance()  # within the redraw interval: not drawn
        assert reporter.lines_drawn == 3
        progress.phase("partition")  # uncounted: a moving block, no count
        assert "partition [" in stream.getvalue().rsplit("\r", 1)[-1]
    text = stream.getvalue()
    assert text.endswith("\r" + " " * 79 + "\r")  # the line is cleared for what the command prints next
    assert all(len(line) <= 79 for line in text.split("\r"))


def test_a_forked_child_never_draws(monkeypatch) -> None:
    clock, stream = FakeClock(), io.StringIO()
    reporter = _reporter(clock, stream)
    monkeypatch.setattr(progress.os, "getpid", lambda: -1)  # as in a child forked after the reporter was made
    with reporting(reporter):
        clock.now += 10
        progress.phase("simulate", 3).advance()
    assert stream.getvalue() == ""


def test_a_closed_terminal_is_no_error() -> None:
    clock, stream = FakeClock(), io.StringIO()
    stream.close()
    with reporting(_reporter(clock, stream)):
        clock.now += 3
        progress.phase("simulate")


def test_the_default_clock_can_be_replaced(monkeypatch) -> None:
    clock = FakeClock()
    monkeypatch.setattr(progress, "CLOCK", clock)
    stream = io.StringIO()
    reporter = TerminalReporter(stream, "x", width=40, ticker=False)
    clock.now += 5
    reporter.phase("stage", None)
    assert "x: stage [" in stream.getvalue()


def test_the_ticker_redraws_a_phase_that_makes_no_calls() -> None:
    import time

    stream = io.StringIO()
    clock = FakeClock()
    reporter = TerminalReporter(stream, "hlo2chakra convert", clock=clock, width=60, interval_s=0.01)
    with reporting(reporter):
        progress.phase("partition")
        clock.now += 3   # the run is old enough now; nothing calls the reporter after this
        deadline = time.monotonic() + 5
        while reporter.lines_drawn < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
    assert reporter.lines_drawn >= 2 and "partition [" in stream.getvalue()
    assert not reporter._ticker.is_alive()
