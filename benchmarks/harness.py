"""The one harness every benchmark uses: isolated children measured from outside, and JSON results.

Child processes
    ``run_command(argv)`` runs a program as a child that dies with this process and returns a
    ``ProcessRun``: whole-process wall time, CPU time (user + sys) and peak RSS. CPU and memory
    come from ``os.wait4``, so they cover the child and every process it waited for (convert's
    XLA partition worker, say): the whole cost of the command, as a user would wait for it. Linux
    counts the parent's peak RSS at the fork in a child's ``ru_maxrss``, so a peak below that of the
    measuring process reads as that process's size: measure from a benchmark's own small process.
    ``python_command(module, *args)`` is an isolated Python (``python -I``: neither the working
    directory, nor PYTHONPATH, nor the user site on ``sys.path``) running ``module`` as
    ``__main__``; ``cli_command(*args)`` is the ``hlo2chakra`` command line in one.
    ``run_callable(fn, args)`` runs a benchmark's module-level function in such a child and
    returns its value with the child's figures (``ChildResult``).

    A child dies with this process: the kernel SIGKILLs it when its parent exits
    (``prctl(PR_SET_PDEATHSIG)`` on Linux; the children share our session, so Ctrl-C reaches
    them too). Python children ask for it themselves; other programs are started through
    ``setpriv --pdeathsig KILL`` (a few milliseconds) or, without it, the package's own shim
    (``hlo2chakra.runtime.child.native_command``, a Python start more).

In-process phases
    ``Stopwatch`` and ``time_call`` time a phase inside the benchmark's own process.

Results
    ``BenchParser(name, ...)`` is an ArgumentParser with the options every benchmark shares
    (``--results``, ``--no-results``, ``--quick``, ``--quiet``, and ``--repeat`` where the
    benchmark repeats); ``parse_bench(argv)`` returns a ``Bench`` whose ``finish(figures)``
    writes ``benchmarks/results/<name>.json`` (sorted keys, indent 2, a final newline): the
    figures tagged with the commit measured (``git rev-parse HEAD``, and whether the tree
    differed from it), the date, the machine, the package measured and the options.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import math
import os
import pickle
import platform
import resource
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType
from typing import Any, Callable, Generic, Mapping, Sequence, TypeVar

T = TypeVar("T")

ROOT = Path(__file__).resolve().parents[1]  # the repository: benchmarks/ is a top-level package in it
RESULTS = Path(__file__).resolve().parent / "results"
SCHEMA = 1  # bump when a result file's layout changes
MIB = 2**20

# ``python -I -c _MODULE_BOOT PARENT_PID PATHS MODULE ARGS...``: MODULE as __main__, PATHS (os.pathsep
# separated, may be empty) first on sys.path. The guard is raw ctypes, not the package's helper,
# because nothing may be imported from hlo2chakra before PATHS are in place: ``--converter`` times
# another checkout's package, which must not meet the installed one already in sys.modules.
_MODULE_BOOT = (
    "import ctypes, os, runpy, sys\n"
    "sys.platform.startswith('linux') and ctypes.CDLL(None).prctl(1, 9, 0, 0, 0)\n"
    "os.getppid() == int(sys.argv[1]) or os._exit(137)\n"
    "sys.path[:0] = [p for p in sys.argv[2].split(os.pathsep) if p]\n"
    "sys.argv = sys.argv[3:]\n"
    "runpy.run_module(sys.argv[0], run_name='__main__', alter_sys=True)\n"
)
# ``python -I -c _CALL_BOOT ROOT PARENT_PID REQUEST REPLY``: the repository is *appended* to
# sys.path, after the standard library and site-packages, so the only thing it can supply is the
# ``benchmarks`` package (hlo2chakra comes from the installed package, never from a folder here).
_CALL_BOOT = ("import sys; sys.path.append(sys.argv[1]); "
              "from benchmarks.harness import _call_in_child; sys.exit(_call_in_child(sys.argv[2:]))")
_SELF_GUARDED = (_MODULE_BOOT, _CALL_BOOT)


class ChildFailed(RuntimeError):
    """A measured child exited non-zero (or ran past its time limit); the message is its last stderr line."""

    def __init__(self, message: str, run: ProcessRun | None = None) -> None:
        super().__init__(message)
        self.run = run


@dataclasses.dataclass(frozen=True)
class ProcessRun:
    """One child process measured from outside, from start to exit."""

    wall_s: float
    cpu_s: float  # user + sys of the child and of every process it waited for
    peak_rss_bytes: int  # the largest resident set of the child or of any process it waited for
    exit_code: int
    stdout: str
    stderr: str

    @property
    def peak_rss_mib(self) -> float:
        return self.peak_rss_bytes / MIB

    def figures(self) -> dict[str, float | int]:
        """The measurements alone (what a result file keeps; not the outputs)."""
        return {"wall_s": self.wall_s, "cpu_s": self.cpu_s, "peak_rss_bytes": self.peak_rss_bytes,
                "exit_code": self.exit_code}


@dataclasses.dataclass(frozen=True)
class ChildResult(Generic[T]):
    """What ``run_callable`` returns: the function's value and its child process's figures."""

    value: T
    process: ProcessRun
    own_peak_rss_bytes: int  # the child Python alone, without the processes it started

    @property
    def own_peak_rss_mib(self) -> float:
        return self.own_peak_rss_bytes / MIB


@dataclasses.dataclass(frozen=True)
class Repeated:
    """The same command run several times: medians of wall and CPU, the largest peak RSS."""

    runs: tuple[ProcessRun, ...]

    @property
    def wall_s(self) -> float:
        return statistics.median(r.wall_s for r in self.runs)

    @property
    def cpu_s(self) -> float:
        return statistics.median(r.cpu_s for r in self.runs)

    @property
    def peak_rss_bytes(self) -> int:
        return max(r.peak_rss_bytes for r in self.runs)

    def figures(self) -> dict[str, Any]:
        return {"median_wall_s": self.wall_s, "median_cpu_s": self.cpu_s, "peak_rss_bytes": self.peak_rss_bytes,
                "wall_s": [r.wall_s for r in self.runs], "cpu_s": [r.cpu_s for r in self.runs]}


@dataclasses.dataclass(frozen=True)
class Lap:
    """One phase inside this process."""

    wall_s: float
    cpu_s: float  # this process's user + sys (time.process_time), not its children's


class Stopwatch:
    """``with Stopwatch() as sw: ...`` then ``sw.wall_s`` / ``sw.cpu_s`` (or the frozen ``sw.lap``)."""

    def __init__(self) -> None:
        self._start: tuple[float, float] | None = None
        self._lap: Lap | None = None

    def __enter__(self) -> Stopwatch:
        self._start = (time.perf_counter(), time.process_time())
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        assert self._start is not None
        wall0, cpu0 = self._start
        self._lap = Lap(time.perf_counter() - wall0, time.process_time() - cpu0)

    @property
    def lap(self) -> Lap:
        if self._lap is None:
            raise RuntimeError("the stopwatch is still running (read it after the with block)")
        return self._lap

    @property
    def wall_s(self) -> float:
        return self.lap.wall_s

    @property
    def cpu_s(self) -> float:
        return self.lap.cpu_s


def time_call(fn: Callable[..., T], *args: Any, **kwargs: Any) -> tuple[T, Lap]:
    """``fn(*args, **kwargs)`` in this process, and how long it took."""
    with Stopwatch() as sw:
        value = fn(*args, **kwargs)
    return value, sw.lap


# --- child processes -----------------------------------------------------------------------------


def _rss_bytes(ru_maxrss: int) -> int:
    """``ru_maxrss`` in bytes: Linux counts KiB, macOS bytes."""
    return int(ru_maxrss) if sys.platform == "darwin" else int(ru_maxrss) * 1024


def python_command(module: str, *args: object, path_first: Sequence[str | Path] = ()) -> list[str]:
    """An isolated child Python running ``module`` as ``__main__`` with ``args`` (``python -I -m``,
    guarded to die with this process). ``path_first``: folders put before everything else on its
    ``sys.path`` (an explicit choice, such as another checkout's package; never the working directory)."""
    paths = os.pathsep.join(str(Path(p).resolve()) for p in path_first)
    return [sys.executable, "-I", "-c", _MODULE_BOOT, str(os.getpid()), paths, module, *map(str, args)]


def cli_command(*args: object, path_first: Sequence[str | Path] = ()) -> list[str]:
    """The ``hlo2chakra`` command line (``python -m hlo2chakra.cli``) in an isolated child Python."""
    return python_command("hlo2chakra.cli", *args, path_first=path_first)


def console_command(*args: object) -> list[str]:
    """``hlo2chakra ARGS``: the installed console script, as a user types it (beside this Python,
    else on PATH), or ``cli_command`` where no script is installed."""
    beside = Path(sys.executable).with_name("hlo2chakra")
    script = str(beside) if beside.is_file() else shutil.which("hlo2chakra")
    return [script, *map(str, args)] if script else cli_command(*args)


def guarded_command(command: Sequence[str]) -> list[str]:
    """``command`` started so that it dies with this process (``run_command`` does this itself; this is
    for a helper process a benchmark starts with ``subprocess`` and does not measure)."""
    argv = list(command)
    if not sys.platform.startswith("linux"):
        return argv  # no parent-death signal to ask for elsewhere
    if len(argv) > 3 and argv[2] == "-c" and argv[3] in _SELF_GUARDED:
        return argv  # our own boot lines set it first thing
    setpriv = shutil.which("setpriv")
    if setpriv is not None:
        return [setpriv, "--pdeathsig", "KILL", "--", *argv]
    from hlo2chakra.runtime.child import native_command

    return native_command(argv)


def _wait(proc: subprocess.Popen[bytes], timeout_s: float | None) -> tuple[int, resource.struct_rusage, bool]:
    """Reap ``proc`` with ``os.wait4`` (its rusage, which ``Popen.wait`` drops); SIGKILL it after ``timeout_s``."""
    timed_out = False
    if timeout_s is not None:
        if hasattr(os, "pidfd_open"):  # race-free: the descriptor names this process, never a reused pid
            fd = os.pidfd_open(proc.pid)
            try:
                ready, _, _ = select.select([fd], [], [], timeout_s)
                if not ready:
                    signal.pidfd_send_signal(fd, signal.SIGKILL)
                    timed_out = True
            finally:
                os.close(fd)
        else:
            deadline = time.monotonic() + timeout_s
            while os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is None:
                if time.monotonic() > deadline:
                    proc.kill()
                    timed_out = True
                    break
                time.sleep(0.01)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait for it again
    return proc.returncode, usage, timed_out


def run_command(command: Sequence[str], *, env: Mapping[str, str] | None = None, cwd: str | Path | None = None,
                timeout_s: float | None = None, check: bool = True,
                on_start: Callable[[int], None] | None = None) -> ProcessRun:
    """Run ``command`` as a child that dies with this process; its whole-process figures.

    ``env`` replaces the environment (as ``subprocess`` does); stdout and stderr are captured
    (into files, so a chatty child never blocks on a full pipe); stdin is empty. ``on_start`` is
    called with the child's pid once it runs. With ``check`` a non-zero exit raises
    ``ChildFailed`` with the child's last stderr line; a child past ``timeout_s`` is killed and
    raises it whatever ``check`` says.
    """
    argv = guarded_command(command)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=err, cwd=cwd,
                                env=None if env is None else dict(env), start_new_session=False)
        try:
            if on_start is not None:
                on_start(proc.pid)
            code, usage, timed_out = _wait(proc, timeout_s)
        except BaseException:
            if proc.returncode is None:  # interrupted while it runs: it must not outlive the measurement
                proc.kill()
                proc.wait()
            raise
        wall_s = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        run = ProcessRun(wall_s, usage.ru_utime + usage.ru_stime, _rss_bytes(usage.ru_maxrss), code,
                         out.read().decode(errors="replace"), err.read().decode(errors="replace"))
    if timed_out:
        raise ChildFailed(f"killed after {timeout_s} s: {' '.join(map(str, command[:4]))} ...", run)
    if check and code != 0:
        lines = run.stderr.strip().splitlines()
        raise ChildFailed(lines[-1] if lines else f"exit code {code}", run)
    return run


def repeat_command(command: Sequence[str], repeat: int, **kwargs: Any) -> Repeated:
    """``run_command(command, **kwargs)`` ``repeat`` times."""
    return Repeated(tuple(run_command(command, **kwargs) for _ in range(max(1, repeat))))


def _importable_name(fn: Callable[..., Any]) -> tuple[str, str]:
    """(module, qualified name) a child can import ``fn`` by; a benchmark's ``__main__`` is named by its spec."""
    module = getattr(fn, "__module__", None)
    qualname = getattr(fn, "__qualname__", "")
    if module == "__main__":
        spec = getattr(sys.modules["__main__"], "__spec__", None)
        if spec is None:
            raise ValueError(f"{qualname}: run the benchmark as `python3 -m benchmarks.NAME`, so that a child "
                             "can import its functions")
        module = spec.name
    if not module or not qualname or "<locals>" in qualname or "<lambda>" in qualname:
        raise ValueError(f"{fn!r}: a child runs only module-level functions")
    return module, qualname


def run_callable(fn: Callable[..., T], args: Sequence[Any] = (), kwargs: Mapping[str, Any] | None = None, *,
                 env: Mapping[str, str] | None = None, cwd: str | Path | None = None, timeout_s: float | None = None,
                 on_start: Callable[[int], None] | None = None) -> ChildResult[T]:
    """``fn(*args, **kwargs)`` in an isolated child Python (fresh imports, fresh peak RSS) that dies
    with this process. ``fn`` must be a module-level function (of a benchmark, the standard library
    or the installed package); the arguments and the value travel pickled. ``ChildFailed`` (the
    child's last stderr line: the exception) when it raises."""
    module, qualname = _importable_name(fn)
    with tempfile.TemporaryDirectory(prefix="bench-child-") as tmp:
        request, reply = Path(tmp) / "request.pickle", Path(tmp) / "reply.pickle"
        request.write_bytes(pickle.dumps((module, qualname, tuple(args), dict(kwargs or {}))))
        command = [sys.executable, "-I", "-c", _CALL_BOOT, str(ROOT), str(os.getpid()), str(request), str(reply)]
        run = run_command(command, env=env, cwd=cwd, timeout_s=timeout_s, on_start=on_start)
        value, own = pickle.loads(reply.read_bytes())
    return ChildResult(value, run, own)


def _call_in_child(argv: Sequence[str]) -> int:
    """In the child of ``run_callable``: guard, import the function, call it, pickle its value."""
    from hlo2chakra.runtime.child import die_with_parent

    parent, request, reply = argv
    die_with_parent()
    if os.getppid() != int(parent):  # the parent died before the kernel could be asked
        return 128 + signal.SIGKILL
    module, qualname, args, kwargs = pickle.loads(Path(request).read_bytes())
    target: Any = importlib.import_module(module)
    for part in qualname.split("."):
        target = getattr(target, part)
    value = target(*args, **kwargs)
    own = _rss_bytes(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    Path(reply).write_bytes(pickle.dumps((value, own)))
    return 0


# --- results ------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Commit:
    sha: str | None  # None outside a git checkout (or without git)
    dirty: bool | None  # the tracked or untracked files differed from it (benchmarks/results/ aside)


def _git(*args: str) -> str | None:
    try:
        done = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout if done.returncode == 0 else None


def current_commit() -> Commit:
    """The commit checked out in the repository, and whether the tree differs from it."""
    sha = _git("rev-parse", "HEAD")
    if sha is None:
        return Commit(None, None)
    # --no-optional-locks: a benchmark must not take the index lock from someone committing meanwhile;
    # the result files themselves do not make a tree dirty.
    status = _git("--no-optional-locks", "status", "--porcelain", "--", ".", ":(exclude)benchmarks/results")
    return Commit(sha.strip(), None if status is None else bool(status.strip()))


def _cpu_model() -> str | None:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or None


def machine() -> dict[str, Any]:
    """What a figure depends on besides the code: the machine and its load."""
    try:
        memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        memory = None
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return {"platform": platform.platform(), "machine": platform.machine(), "cpu_model": _cpu_model(),
            "cpu_count": os.cpu_count(), "cpus_usable": usable, "memory_bytes": memory,
            "python": platform.python_version()}


def _package() -> dict[str, Any]:
    """The hlo2chakra these figures measure (the installed package, however it was installed)."""
    import hlo2chakra

    return {"name": "hlo2chakra", "version": getattr(hlo2chakra, "__version__", None),
            "path": str(Path(hlo2chakra.__file__).resolve().parent)}


def jsonable(value: Any) -> Any:
    """``value`` as JSON types: dataclasses and mappings as objects, sequences as lists, paths as
    strings, NaN and infinities as null (they are not JSON)."""
    if isinstance(value, (ProcessRun, Repeated)):
        return jsonable(value.figures())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted(jsonable(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, bool) or value is None or isinstance(value, (int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Path):
        return str(value)
    item = getattr(value, "item", None)  # numpy scalars
    if callable(item):
        return jsonable(item())
    return str(value)


def result_text(document: Mapping[str, Any]) -> str:
    """The stored form: sorted keys (stable diffs), indent 2, a final newline."""
    return json.dumps(jsonable(document), indent=2, sort_keys=True, allow_nan=False) + "\n"


def write_result(path: Path, document: Mapping[str, Any]) -> Path:
    """Write ``document`` to ``path`` whole or not at all (a reader never sees half a file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    staged = path.with_name(f".{path.name}.tmp{os.getpid()}")
    staged.write_text(result_text(document), encoding="utf-8")
    os.replace(staged, path)
    return path


def _load_1m() -> float | None:
    try:
        return round(os.getloadavg()[0], 2)
    except OSError:
        return None


def _option_text(dest: str, value: Any) -> str:
    flag = "--" + dest.replace("_", "-")
    if value is True:
        return flag
    if isinstance(value, (list, tuple)):
        return " ".join([flag, *map(str, value)])
    return f"{flag} {value}"


class Bench:
    """One benchmark run: its parsed options, progress notes and its result file."""

    def __init__(self, name: str, args: argparse.Namespace, argv: Sequence[str]) -> None:
        self.name = name
        self.args = args
        self.argv = list(argv)
        self.quick = bool(args.quick)
        self.quiet = bool(args.quiet)
        self._wall0 = time.perf_counter()
        self._usage0 = self._cpu_s()
        self._load0 = _load_1m()
        self._date = datetime.now(timezone.utc).isoformat(timespec="seconds")

    @staticmethod
    def _cpu_s() -> float:
        own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

    @property
    def result_path(self) -> Path | None:
        if self.args.no_results:
            return None
        return self.args.results if self.args.results is not None else RESULTS / f"{self.name}.json"

    def note(self, *parts: object, file: Any = None) -> None:
        """A progress line (stderr unless ``file``); ``--quiet`` drops it, the tables stay."""
        if not self.quiet:
            print(*parts, file=sys.stderr if file is None else file, flush=True)

    def _process(self) -> dict[str, Any]:
        own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return {"wall_s": time.perf_counter() - self._wall0, "cpu_s": self._cpu_s() - self._usage0,
                "peak_rss_bytes": max(_rss_bytes(own.ru_maxrss), _rss_bytes(kids.ru_maxrss))}

    def document(self, figures: Mapping[str, Any]) -> dict[str, Any]:
        """The result: the benchmark's figures and what they were measured on."""
        common = {"results", "no_results", "quick", "quiet"}
        options = {k: v for k, v in vars(self.args).items() if k not in common}
        return {
            "schema": SCHEMA,
            "bench": self.name,
            "command": " ".join(["python3", "-m", f"benchmarks.{self.name}", *self.argv]),
            "quick": self.quick,  # a smoke run of the smallest configuration, not a documented figure
            "commit": dataclasses.asdict(current_commit()),
            "date": self._date,
            "machine": {**machine(), "load_avg_1m": {"start": self._load0, "end": _load_1m()}},
            "package": _package(),
            "options": options,
            "process": self._process(),  # this benchmark's process and every child it waited for
            "figures": figures,
        }

    def finish(self, figures: Mapping[str, Any]) -> Path | None:
        """Write the result file (unless ``--no-results``); its path."""
        path = self.result_path
        if path is None:
            return None
        write_result(path, self.document(figures))
        self.note(f"result: {path}")
        return path


class BenchParser(argparse.ArgumentParser):
    """The benchmark's own options plus the shared ones; ``parse_bench`` applies ``--quick``.

    ``quick``: option destinations and values of the smallest configuration, applied as defaults
    under ``--quick`` (options given explicitly still win); ``quick_help`` says it in words where
    the option spelling would not (a positional argument). ``repeat``: the default of
    ``--repeat`` for a benchmark that repeats its measurements (none: no such option).
    """

    def __init__(self, name: str, description: str | None = None, *, quick: Mapping[str, Any] | None = None,
                 quick_help: str | None = None, repeat: int | None = None, **kwargs: Any) -> None:
        super().__init__(prog=f"python3 -m benchmarks.{name}", description=description, **kwargs)
        self.bench_name = name
        self.quick_defaults = dict(quick or {})
        shared = self.add_argument_group("shared by every benchmark")
        shared.add_argument("--results", type=Path, default=None, metavar="PATH",
                            help=f"write the JSON result here (default: benchmarks/results/{name}.json)")
        shared.add_argument("--no-results", action="store_true", help="print the tables only; write no result file")
        quick_text = quick_help or " ".join(_option_text(k, v) for k, v in self.quick_defaults.items()) or "the defaults"
        shared.add_argument("--quick", action="store_true",
                            help=f"the smallest configuration ({quick_text.replace('%', '%%')}); the result says "
                                 "quick: true, so nobody takes it for a documented figure")
        shared.add_argument("--quiet", action="store_true", help="no progress notes (the tables still print)")
        if repeat is not None:
            shared.add_argument("--repeat", type=int, default=repeat, help="runs per measurement (median)")

    def parse_bench(self, argv: Sequence[str] | None = None) -> Bench:
        arguments = list(sys.argv[1:] if argv is None else argv)
        args = self.parse_args(arguments)
        if args.quick and self.quick_defaults:
            self.set_defaults(**self.quick_defaults)
            args = self.parse_args(arguments)
        return Bench(self.bench_name, args, arguments)


def first_line(doc: str | None) -> str | None:
    """A module docstring's first line: the one-line description of a benchmark's --help."""
    return doc.strip().splitlines()[0] if doc and doc.strip() else None


def child_env(**overrides: str) -> dict[str, str]:
    """This environment with ``overrides`` (for a child that needs, say, its own partition cache)."""
    return {**os.environ, **overrides}
