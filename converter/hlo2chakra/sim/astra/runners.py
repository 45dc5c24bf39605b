"""Run the real ASTRA-sim: a native binary or a Docker image, behind one interface.

Both runners take staged inputs (configs inside the run directory), run ASTRA-sim with its
working directory and ``--logging-folder`` inside ``<run_dir>/astra/`` (so no ``log/`` litters the
caller's cwd), keep ``stdout.txt``/``stderr.txt`` there, stop the whole process group (or the
container) at the wall-clock timeout, and return a ``ProcessResult``; ``astra_output.judge`` turns
it into a verdict.

Both give ASTRA-sim its traces under one fixed, short name inside the attempt's astra dir,
``workload/<prefix name>`` (the native runner links ``workload`` to the trace folder for the
length of the run and passes ``../workload/<prefix name>``; the Docker runner copies the traces
there, since ASTRA-sim opens them read-write, and passes the container path). Why: ASTRA-sim
518bd513 frees memory twice at exit whenever a rank has collectives over communicator sub-groups
(``CommunicatorGroup::get_collective_plan`` builds each sub-group's plan with
``should_be_removed = true`` around the ``CollectiveImpl`` objects that ``CollectiveImplLookup``
owns and every plan of that collective shares, so each plan's destructor deletes them). Whether
glibc notices, aborting the run before the last ranks print their results, depends on the heap
layout at exit: on the lengths of the trace file names (a workload prefix of 72 to 87 characters
aborted every run of a 4- or 8-rank data x model step; a sweep worker's folder under ``$TMPDIR``
made it 87) and, now and then, on something that varies from run to run (turning address-space
randomisation off did not remove it). With the fixed short name, where the traces lie no longer
matters and the lengths that abort are avoided; what is left is caught by ``output.judge`` and
run again (``crash_retries``).

The Docker runner bind-mounts only the run directory, runs as the calling user
(``--user uid:gid``) without network, and records the image and the ASTRA-sim commit it was
built from.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Protocol

from hlo2chakra.chakra.comm_groups import astra_ignores
from hlo2chakra.runtime.child import native_command
from hlo2chakra.sim.config.files import ConfigError
from hlo2chakra.sim.astra.docker_args import DOCKER_RUN_FAILURES, bind_mount, check_image_reference, docker_failure

BINARY_UNAWARE = "AstraSim_Analytical_Congestion_Unaware"
BINARY_AWARE = "AstraSim_Analytical_Congestion_Aware"
ENV_BINARY = "ASTRA_SIM_BIN"
# The commit docker/Dockerfile builds; the recorded oracle runs came from this upstream commit.
ASTRA_SIM_COMMIT = "518bd513"
COMMIT_LABEL = "org.hlo2chakra.astra-sim-commit"
CONTAINER_RUN = "/hlo2chakra/run"
# the folder, inside each attempt's astra dir, through which ASTRA-sim reads the traces: the
# container's private copy of them, or (native) a link to their folder for the length of the run
WORKLOAD_COPY = "workload"


@dataclass(frozen=True)
class AstraInputs:
    """Absolute paths of what ASTRA-sim reads. Configs must lie inside the run directory."""

    workload_prefix: Path
    network: Path
    system: Path
    memory: Path
    comm_groups: Path | None = None


@dataclass(frozen=True)
class ProcessResult:
    exit_code: int | None
    timed_out: bool
    wall_s: float
    stdout_path: Path
    stderr_path: Path
    log_dir: Path
    command: tuple[str, ...]
    runner: dict = field(default_factory=dict)

    def stdout(self) -> str:
        return _read(self.stdout_path)

    def stderr(self) -> str:
        return _read(self.stderr_path)

    def log_text(self) -> str | None:
        path = self.log_dir / "log.log"
        return _read(path) if path.is_file() else None


class Runner(Protocol):
    @property
    def name(self) -> str: ...   # read-only: the runners are frozen dataclasses

    def run(self, inputs: AstraInputs, run_dir: Path, timeout_s: float, attempt: int = 0) -> ProcessResult: ...


def _read(path: Path) -> str:
    try:
        return path.read_text(errors="replace")
    except OSError:
        return ""


def astra_dirs(run_dir: Path, attempt: int = 0) -> tuple[Path, Path, Path]:
    """(astra dir, working dir, logging folder) inside a run directory; retries get their own."""
    base = run_dir / ("astra" if attempt == 0 else f"astra-retry{attempt}")
    return base, base / "work", base / "log"


def _config_args(inputs: AstraInputs, workload: str, rel: Callable[[Path], str]) -> list[str]:
    args = [
        f"--workload-configuration={workload}",
        f"--system-configuration={rel(inputs.system)}",
        f"--network-configuration={rel(inputs.network)}",
        f"--remote-memory-configuration={rel(inputs.memory)}",
    ]
    if inputs.comm_groups is not None:
        group_arg = rel(inputs.comm_groups)
        if astra_ignores(group_arg):
            # ASTRA-sim silently ignores a comm-group path containing the word "empty"
            raise ConfigError(f"comm-group path {group_arg} contains 'empty', which ASTRA-sim would ignore")
        args.append(f"--comm-group-configuration={group_arg}")
    return args


def _execute(
    command: list[str], cwd: Path, timeout_s: float, on_timeout=None
) -> tuple[int | None, bool, float, Path, Path]:
    astra_dir = cwd.parent
    stdout_path, stderr_path = astra_dir / "stdout.txt", astra_dir / "stderr.txt"
    start = time.monotonic()
    with open(stdout_path, "wb") as out, open(stderr_path, "wb") as err:
        program = shutil.which(command[0]) if os.sep not in command[0] else command[0]
        if program is None or not os.access(program, os.X_OK) or os.path.isdir(program):
            raise ConfigError(f"cannot start {command[0]}: not an executable program")
        try:
            # its own session (a terminal's Ctrl-C does not reach it; stop() kills the whole group),
            # and SIGKILLed by the kernel should this process die without cleaning up
            proc = subprocess.Popen(native_command([program, *command[1:]]), cwd=cwd, stdout=out, stderr=err,
                                    start_new_session=True)
        except OSError as exc:
            raise ConfigError(f"cannot start {command[0]}: {exc.strerror}") from None
        def stop() -> None:
            if on_timeout is not None:
                on_timeout()
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait()

        try:
            code: int | None = proc.wait(timeout=timeout_s)
            timed_out = False
        except subprocess.TimeoutExpired:
            timed_out = True
            stop()
            code = None
        except BaseException:
            # the simulator runs in its own session, so Ctrl-C does not reach it: stop it here
            stop()
            raise
    return code, timed_out, time.monotonic() - start, stdout_path, stderr_path


def _prepare(run_dir: Path, attempt: int) -> tuple[Path, Path]:
    _, work, log = astra_dirs(run_dir, attempt)
    work.mkdir(parents=True, exist_ok=True)
    log.mkdir(parents=True, exist_ok=True)
    return work, log


@dataclass(frozen=True)
class NativeRunner:
    binary: Path
    name: str = "astra-sim"

    def command(self, inputs: AstraInputs, run_dir: Path, attempt: int = 0) -> list[str]:
        """The command line; the traces are read through ``<astra dir>/workload`` (see ``run``)."""
        astra, work, log = astra_dirs(run_dir, attempt)

        def rel(path: Path) -> str:
            return os.path.relpath(path, work)

        workload = rel(astra / WORKLOAD_COPY / inputs.workload_prefix.name)
        return [str(self.binary), *_config_args(inputs, workload, rel), f"--logging-folder={rel(log)}"]

    def run(self, inputs: AstraInputs, run_dir: Path, timeout_s: float, attempt: int = 0) -> ProcessResult:
        work, log = _prepare(run_dir, attempt)
        link = astra_dirs(run_dir, attempt)[0] / WORKLOAD_COPY
        command = self.command(inputs, run_dir, attempt)
        link.unlink(missing_ok=True)
        link.symlink_to(inputs.workload_prefix.parent.resolve(), target_is_directory=True)
        try:
            code, timed_out, wall, out, err = _execute(command, work, timeout_s)
        finally:
            link.unlink(missing_ok=True)  # a kept run directory points at nobody's files
        info = {"runner": "native", "binary": str(self.binary)}
        return ProcessResult(code, timed_out, wall, out, err, log, tuple(command), info)


@dataclass(frozen=True)
class DockerRunner:
    image: str
    docker: str = "docker"
    binary_name: str = BINARY_UNAWARE
    name: str = "astra-sim (docker)"

    def __post_init__(self) -> None:
        check_image_reference(self.image)

    def command(
        self, inputs: AstraInputs, run_dir: Path, container: str, uid: int, gid: int, attempt: int = 0
    ) -> list[str]:
        run_dir = run_dir.resolve()
        astra, work, log = astra_dirs(run_dir, attempt)

        def inside(path: Path) -> str:
            path = path.resolve()
            if not path.is_relative_to(run_dir):
                raise ConfigError(f"{path} is outside the run directory {run_dir}; stage it there first")
            return f"{CONTAINER_RUN}/{path.relative_to(run_dir).as_posix()}"

        # ASTRA-sim opens its .et files read-write, so it reads a private copy inside the run directory
        workload = inside(astra / WORKLOAD_COPY / inputs.workload_prefix.name)
        return [
            self.docker, "run", "--rm",
            "--name", container,
            "--user", f"{uid}:{gid}",
            "--network", "none",
            "--mount", bind_mount(str(run_dir), CONTAINER_RUN),
            "-w", inside(work),
            "--", self.image,
            self.binary_name,
            *_config_args(inputs, workload, inside),
            f"--logging-folder={inside(log)}",
        ]

    def commit(self) -> str:
        """The ASTRA-sim commit label of the image, or 'unknown' when Docker cannot tell."""
        fmt = "{{index .Config.Labels \"" + COMMIT_LABEL + "\"}}"
        try:
            done = subprocess.run(
                [self.docker, "image", "inspect", "--format", fmt, self.image],
                capture_output=True, text=True, timeout=30,
            )
        except (OSError, subprocess.TimeoutExpired):
            return "unknown"
        label = done.stdout.strip()
        return label if done.returncode == 0 and label and label != "<no value>" else "unknown"

    def run(self, inputs: AstraInputs, run_dir: Path, timeout_s: float, attempt: int = 0) -> ProcessResult:
        work, log = _prepare(run_dir, attempt)
        copy_workload(inputs.workload_prefix, astra_dirs(run_dir, attempt)[0] / WORKLOAD_COPY)
        container = f"hlo2chakra-{uuid.uuid4().hex[:12]}"
        command = self.command(inputs, run_dir, container, os.getuid(), os.getgid(), attempt)

        def kill_container() -> None:
            try:
                subprocess.run([self.docker, "kill", container], capture_output=True, timeout=30)
            except (OSError, subprocess.TimeoutExpired):
                pass

        code, timed_out, wall, out, err = _execute(command, work, timeout_s, kill_container)
        if not timed_out and code in DOCKER_RUN_FAILURES:
            # docker itself failed (no daemon, no image, no binary in it): ASTRA-sim never ran, so
            # there is no run to keep; the error says docker's reason in one line
            failure = docker_failure(code, _read(err), self.image, self.binary_name)
            shutil.rmtree(astra_dirs(run_dir, attempt)[0], ignore_errors=True)
            raise failure
        info = {"runner": "docker", "image": self.image, "astra_sim_commit": self.commit(), "container": container}
        return ProcessResult(code, timed_out, wall, out, err, log, tuple(command), info)


def copy_workload(prefix: Path, dest: Path) -> Path:
    """Copy the traces ``<prefix>.<rank>.et`` into ``dest``; returns the prefix of the copies.

    The Docker runner needs this: ASTRA-sim opens its traces read-write, and a read-only mount of
    the user's trace folder makes it abort, while a writable one would expose the originals.
    Traces that are hard links of one file (``convert`` shares identical ranks' traces) are
    copied once and hard-linked among the copies (copied again where a link is refused), so the
    copy of 32,768 identical ranks costs one trace's bytes too.
    """
    from hlo2chakra.chakra.trace_files import link_or_write

    dest.mkdir(parents=True, exist_ok=True)
    pattern = re.compile(re.escape(prefix.name) + r"\.[0-9]+\.et")
    copied: dict[tuple[int, int], Path] = {}  # (device, inode) of an original -> its first copy
    for path in sorted(prefix.parent.iterdir()):
        if not (pattern.fullmatch(path.name) and path.is_file()):
            continue
        info = path.stat()
        first = copied.get((info.st_dev, info.st_ino)) if info.st_nlink > 1 else None
        (dest / path.name).unlink(missing_ok=True)  # never write through an earlier copy's link
        if link_or_write(first, dest / path.name, lambda p: shutil.copyfile(path, p)):
            copied[(info.st_dev, info.st_ino)] = dest / path.name
    return dest / prefix.name


def find_binary(explicit: str | os.PathLike | None = None, *, congestion_aware: bool = False) -> Path | None:
    """``--astra-bin``, else ``$ASTRA_SIM_BIN``, else the binary on PATH; None when none is found.

    An explicit or environment path that does not exist is an error, not a silent fallback.
    """
    wanted = BINARY_AWARE if congestion_aware else BINARY_UNAWARE
    for source, value in (("--astra-bin", explicit), (ENV_BINARY, os.environ.get(ENV_BINARY))):
        if not value:
            continue
        path = Path(value).expanduser()
        if congestion_aware and path.name == BINARY_UNAWARE:
            path = path.with_name(BINARY_AWARE)
        if not path.is_file() or not os.access(path, os.X_OK):
            raise ConfigError(f"{source}: {path} is not an executable file")
        return path.resolve()
    found = shutil.which(wanted)
    return Path(found).resolve() if found else None
