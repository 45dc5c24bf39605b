"""Progress of a long run: the phase it is in and a bar, on a terminal only, never in its outputs.

The library layers say where they are with ``phase(name, total)`` and, for counted work,
``Phase.advance()``; by default nothing listens (``SILENT``) and the calls cost a function call.
A command installs a reporter for its run with ``reporting(reporter)``: the CLI installs a
``TerminalReporter`` on stderr when stderr is a terminal and ``--quiet`` is not given
(``cli.progress``), and nothing otherwise, so files, stdout and ``--json`` outputs never carry it.

``TerminalReporter`` draws nothing during the first ``delay_s`` (2 s) of its run: a quick command
prints exactly what it printed before. After that it redraws one carriage-return line, at most
every ``interval_s`` (and, from a ticker thread, every other interval while a phase makes no
calls): ``label: phase [bar] done/total elapsed`` (a phase without a count gets a moving block
instead of a filled bar); it clears the line when the run ends, before the command prints its
summary. A reporter draws only in the process that made it: a child that inherited it (a
forked worker) stays silent, and isolated children (``runtime.child``) start with ``SILENT``.

The reporter is one per process, not per thread: worker threads of a run (compare's simulations)
advance the same bar.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
import time
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Protocol, TextIO, TypeVar

DELAY_S = 2.0          # nothing is drawn before a run is this old
INTERVAL_S = 0.1       # the line is redrawn at most this often (a new phase: at once)
BAR_CELLS = 24
T = TypeVar("T")
Clock = Callable[[], float]
CLOCK: Clock = time.monotonic   # what a reporter made without a clock reads (tests stand a fake one in)


class Reporter(Protocol):
    """What the library layers report to: a new phase, steps done in it, the end of the run."""

    def phase(self, name: str, total: int | None) -> None: ...

    def advance(self, steps: int) -> None: ...

    def close(self) -> None: ...


class _Silent:
    """The reporter when none is installed: every call does nothing."""

    def phase(self, name: str, total: int | None) -> None:
        pass

    def advance(self, steps: int) -> None:
        pass

    def close(self) -> None:
        pass


SILENT: Reporter = _Silent()
_current: Reporter = SILENT


@dataclass(frozen=True)
class Phase:
    """A phase as ``phase()`` started it: ``advance()`` counts its steps."""

    reporter: Reporter

    def advance(self, steps: int = 1) -> None:
        self.reporter.advance(steps)


def phase(name: str, total: int | None = None) -> Phase:
    """Enter phase ``name`` (of ``total`` steps, when counted); the previous phase is over."""
    reporter = _current
    reporter.phase(name, total)
    return Phase(reporter)


def counted(name: str, items: Iterable[T], total: int) -> Iterator[T]:
    """``items`` as phase ``name`` of ``total`` steps: one step per item taken."""
    bar = phase(name, total)
    for item in items:
        yield item
        bar.advance()


def current() -> Reporter:
    return _current


@contextlib.contextmanager
def reporting(reporter: Reporter) -> Iterator[Reporter]:
    """``reporter`` hears every phase until the block ends; then it is closed (its line cleared)
    and the previous reporter is back."""
    global _current
    previous, _current = _current, reporter
    try:
        yield reporter
    finally:
        _current = previous
        reporter.close()


def muted() -> "contextlib.AbstractContextManager[Reporter]":
    """No phase reaches the reporter inside the block (the work of an outer phase reports its own
    phases: compare's in-process simulations); a ``Phase`` started before still advances."""
    return reporting(SILENT)


class TerminalReporter:
    """One redrawn line on ``stream`` (a terminal), from ``delay_s`` after it was made."""

    def __init__(self, stream: TextIO, label: str, *, delay_s: float = DELAY_S, interval_s: float = INTERVAL_S,
                 clock: Clock | None = None, width: int | None = None, ticker: bool = True) -> None:
        self.stream = stream
        self.label = label
        self.delay_s = delay_s
        self.interval_s = interval_s
        self._clock = clock or CLOCK
        self._width = width
        self._pid = os.getpid()
        self._lock = threading.Lock()
        self._start = self._clock()
        self._drawn_at: float | None = None   # when the line was last drawn; None: never (or cleared)
        self._name = ""
        self._total: int | None = None
        self._done = 0
        self.lines_drawn = 0
        self._stop = threading.Event()
        self._ticker = threading.Thread(target=self._tick, name="hlo2chakra-progress", daemon=True) if ticker else None
        if self._ticker is not None:
            self._ticker.start()

    def _tick(self) -> None:
        """Redraw while a phase makes no calls (XLA partitioning in a child, a long simulation)."""
        while not self._stop.wait(2 * self.interval_s):
            with self._lock:
                self._draw(force=True)

    def phase(self, name: str, total: int | None) -> None:
        with self._lock:
            self._name, self._total, self._done = name, total, 0
            self._draw(force=True)

    def advance(self, steps: int) -> None:
        with self._lock:
            self._done += steps
            self._draw(force=False)

    def close(self) -> None:
        self._stop.set()
        if self._ticker is not None and self._ticker is not threading.current_thread():
            self._ticker.join(timeout=1)
        with self._lock:
            if self._drawn_at is not None and os.getpid() == self._pid:
                self._write("\r" + " " * self._columns() + "\r")
            self._drawn_at = None
            self._name = ""

    def _columns(self) -> int:
        return max(20, (self._width or shutil.get_terminal_size((80, 24)).columns) - 1)

    def _draw(self, force: bool) -> None:
        if not self._name or os.getpid() != self._pid:  # a forked child never draws
            return
        now = self._clock()
        elapsed = now - self._start
        if elapsed < self.delay_s:
            return
        if not force and self._drawn_at is not None and now - self._drawn_at < self.interval_s:
            return
        self._drawn_at = now
        self.lines_drawn += 1
        self._write("\r" + self.line(elapsed))

    def line(self, elapsed: float) -> str:
        """The progress line (without the carriage return), padded to the terminal's width."""
        total, done = self._total, self._done
        if total:
            filled = min(BAR_CELLS, BAR_CELLS * done // total)
            bar = "#" * filled + "-" * (BAR_CELLS - filled)
            count = f" {min(done, total)}/{total}"
        else:  # no count: a block that moves with the time
            at = int(elapsed / self.interval_s) % (BAR_CELLS - 3)
            bar = "-" * at + "####" + "-" * (BAR_CELLS - 4 - at)
            count = ""
        text = f"{self.label}: {self._name} [{bar}]{count} {elapsed:.0f}s"
        columns = self._columns()
        return text[:columns].ljust(columns)

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):  # the terminal went away (closed, a broken pipe): progress is not worth an error
            pass
