"""Native and Docker runners with fake executables that replay recorded ASTRA-sim output."""

from __future__ import annotations

import json
import os
import stat
import sys
import time
from pathlib import Path

import pytest

from hlo2chakra.sim.astra import runners
from hlo2chakra.sim.astra.output import Outcome, judge
from hlo2chakra.sim.config.files import ConfigError
from hlo2chakra.sim.astra.runners import AstraInputs, DockerRunner, NativeRunner, find_binary

RUNS = Path(__file__).parents[2] / "data" / "astra_runs"

FAKE_ASTRA = """#!{python}
import json, os, subprocess, sys, time
plan = json.load(open({plan!r}))
prefix = [a.split("=", 1)[1] for a in sys.argv if a.startswith("--workload-configuration=")][0]
trace0 = open(prefix + ".0.et").read() if os.path.exists(prefix + ".0.et") else None
with open(plan["argv_log"], "w") as f:
    json.dump({{"argv": sys.argv, "cwd": os.getcwd(), "trace0": trace0}}, f)
if plan.get("child_pid_file"):
    child = subprocess.Popen(["sleep", "60"])
    open(plan["child_pid_file"], "w").write(str(child.pid))
for arg in sys.argv[1:]:
    if arg.startswith("--logging-folder=") and plan.get("log_text"):
        folder = arg.split("=", 1)[1]
        os.makedirs(folder, exist_ok=True)
        open(os.path.join(folder, "log.log"), "w").write(plan["log_text"])
sys.stdout.write(plan.get("stdout", ""))
sys.stdout.flush()
sys.stderr.write(plan.get("stderr", ""))
sys.stderr.flush()
time.sleep(plan.get("sleep", 0))
sys.exit(plan.get("exit", 0))
"""


def make_fake(tmp_path: Path, name: str, **plan) -> tuple[Path, Path]:
    argv_log = tmp_path / f"{name}.argv.json"
    plan["argv_log"] = str(argv_log)
    plan_path = tmp_path / f"{name}.plan.json"
    plan_path.write_text(json.dumps(plan))
    exe = tmp_path / "bin" / name
    exe.parent.mkdir(exist_ok=True)
    exe.write_text(FAKE_ASTRA.format(python=sys.executable, plan=str(plan_path)))
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    return exe, argv_log


def recorded_plan(case: str) -> dict:
    folder = RUNS / case
    return {
        "stdout": (folder / "stdout.txt").read_text(),
        "stderr": (folder / "stderr.txt").read_text(),
        "exit": int((folder / "exit_code.txt").read_text()),
    }


@pytest.fixture
def staged(tmp_path: Path) -> tuple[AstraInputs, Path]:
    run_dir = tmp_path / "run"
    config = run_dir / "config"
    config.mkdir(parents=True)
    for name in ("network.yml", "system.json", "memory.json", "comm_groups.json"):
        (config / name).write_text("{}")
    traces = tmp_path / "traces"
    traces.mkdir()
    (traces / "trace.0.et").write_text("rank 0 bytes")
    inputs = AstraInputs(
        workload_prefix=traces / "trace",
        network=config / "network.yml",
        system=config / "system.json",
        memory=config / "memory.json",
        comm_groups=config / "comm_groups.json",
    )
    return inputs, run_dir


def run_and_judge(runner, inputs, run_dir, timeout_s=30.0):
    result = runner.run(inputs, run_dir, timeout_s)
    return result, judge(result.stdout(), result.stderr(), 8, result.exit_code, timed_out=result.timed_out,
                         timeout_s=timeout_s, log_text=result.log_text())


def test_native_success_keeps_output_and_logs_in_run_dir(tmp_path, staged, monkeypatch) -> None:
    inputs, run_dir = staged
    exe, argv_log = make_fake(tmp_path, runners.BINARY_UNAWARE, **recorded_plan("basic"))
    monkeypatch.chdir(tmp_path)
    result, verdict = run_and_judge(NativeRunner(exe), inputs, run_dir)
    assert verdict.outcome is Outcome.FINISHED
    assert [s.finish_ns for s in verdict.ranks] == [94440] * 8
    assert result.stdout_path == run_dir / "astra" / "stdout.txt"
    assert result.stdout_path.read_text() == (RUNS / "basic" / "stdout.txt").read_text()
    call = json.loads(argv_log.read_text())
    work = run_dir / "astra" / "work"
    assert Path(call["cwd"]) == work.resolve()
    # the traces are read through one fixed short name, wherever they lie (runners' docstring)
    assert call["argv"][1:] == [
        "--workload-configuration=../workload/trace",
        "--system-configuration=../../config/system.json",
        "--network-configuration=../../config/network.yml",
        "--remote-memory-configuration=../../config/memory.json",
        "--comm-group-configuration=../../config/comm_groups.json",
        "--logging-folder=../log",
    ]
    assert not (tmp_path / "log").exists()  # nothing written to the caller's cwd
    assert result.runner == {"runner": "native", "binary": str(exe)}
    assert call["trace0"] == "rank 0 bytes"  # what the binary read through the link
    assert not (run_dir / "astra" / "workload").exists()  # the link lives for the run only


def test_native_trace_name_does_not_depend_on_where_the_traces_lie(tmp_path) -> None:
    commands = []
    for depth in ("a", "a" * 40 + "/" + "b" * 40):
        run_dir = tmp_path / depth / "run"
        inputs = AstraInputs(tmp_path / depth / "traces" / "trace", run_dir / "config/n.yml",
                             run_dir / "config/s.json", run_dir / "config/m.json", run_dir / "config/g.json")
        commands.append(NativeRunner(Path("/bin/true")).command(inputs, run_dir)[1:])
    assert commands[0] == commands[1]
    assert commands[0][0] == "--workload-configuration=../workload/trace"


def test_native_hang(tmp_path, staged) -> None:
    inputs, run_dir = staged
    exe, _ = make_fake(tmp_path, "astra", **recorded_plan("sendrecv_tagmismatch"))
    _, verdict = run_and_judge(NativeRunner(exe), inputs, run_dir)
    assert verdict.outcome is Outcome.HUNG and verdict.missing_ranks == (1, 3, 5, 7)


def test_native_abort(tmp_path, staged) -> None:
    inputs, run_dir = staged
    exe, _ = make_fake(tmp_path, "astra", **recorded_plan("coll_REDUCE"))
    result, verdict = run_and_judge(NativeRunner(exe), inputs, run_dir)
    assert result.exit_code == 134
    assert verdict.outcome is Outcome.ABORTED
    assert "Unsupported collective comm type" in verdict.message
    assert "Unsupported collective" in (run_dir / "astra" / "stderr.txt").read_text()


def test_native_timeout_kills_the_process_group(tmp_path, staged) -> None:
    inputs, run_dir = staged
    pid_file = tmp_path / "child.pid"
    plan = recorded_plan("sendrecv_tagmismatch") | {"sleep": 60, "child_pid_file": str(pid_file)}
    exe, _ = make_fake(tmp_path, "astra", **plan)
    start = time.monotonic()
    result, verdict = run_and_judge(NativeRunner(exe), inputs, run_dir, timeout_s=1.5)
    assert time.monotonic() - start < 20
    assert result.timed_out and result.exit_code is None
    assert verdict.outcome is Outcome.TIMED_OUT and "within 1.5 s" in verdict.message
    # the output printed before the kill is kept
    assert "sys[0] finished" in result.stdout()
    child = int(pid_file.read_text())
    for _ in range(50):
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        if Path(f"/proc/{child}/stat").exists() and Path(f"/proc/{child}/stat").read_text().split()[2] == "Z":
            break
        time.sleep(0.1)
    else:
        pytest.fail("the simulator's child process survived the timeout")


def test_native_reads_log_log_for_lost_lines(tmp_path, staged) -> None:
    inputs, run_dir = staged
    full = (RUNS / "pg_split" / "stdout.txt").read_text()
    partial = "\n".join(l for l in full.splitlines() if "finished," not in l or "sys[0] " in l)
    exe, _ = make_fake(tmp_path, "astra", stdout=partial, stderr="double free\n", exit=134, log_text=full)
    _, verdict = run_and_judge(NativeRunner(exe), inputs, run_dir)
    assert verdict.outcome is Outcome.FINISHED
    assert [s.finish_ns for s in verdict.ranks] == [79000] * 8
    assert (run_dir / "astra" / "log" / "log.log").is_file()


def test_comm_group_path_with_empty_is_refused(tmp_path) -> None:
    run_dir = tmp_path / "run"
    (run_dir / "config").mkdir(parents=True)
    inputs = AstraInputs(tmp_path / "t", run_dir / "config/n.yml", run_dir / "config/s.json",
                         run_dir / "config/m.json", run_dir / "config/empty_groups.json")
    with pytest.raises(ConfigError, match="contains 'empty'"):
        NativeRunner(Path("/bin/true")).command(inputs, run_dir)


def test_docker_command_line(staged) -> None:
    inputs, run_dir = staged
    run = run_dir.resolve()
    command = DockerRunner("hlo2chakra/astra-sim:518bd513").command(inputs, run_dir, "hlo2chakra-abc", 1000, 1001)
    assert command == [
        "docker", "run", "--rm",
        "--name", "hlo2chakra-abc",
        "--user", "1000:1001",
        "--network", "none",
        "--mount", f"type=bind,source={run},target=/hlo2chakra/run",
        "-w", "/hlo2chakra/run/astra/work",
        "--", "hlo2chakra/astra-sim:518bd513",
        "AstraSim_Analytical_Congestion_Unaware",
        "--workload-configuration=/hlo2chakra/run/astra/workload/trace",
        "--system-configuration=/hlo2chakra/run/config/system.json",
        "--network-configuration=/hlo2chakra/run/config/network.yml",
        "--remote-memory-configuration=/hlo2chakra/run/config/memory.json",
        "--comm-group-configuration=/hlo2chakra/run/config/comm_groups.json",
        "--logging-folder=/hlo2chakra/run/astra/log",
    ]


def test_docker_refuses_configs_outside_the_run_dir(staged, tmp_path) -> None:
    inputs, run_dir = staged
    outside = AstraInputs(inputs.workload_prefix, tmp_path / "net.yml", inputs.system, inputs.memory)
    with pytest.raises(ConfigError, match="outside the run directory"):
        DockerRunner("img").command(outside, run_dir, "c", 0, 0)


FAKE_DOCKER = """#!{python}
import json, sys, time
log = {log!r}
with open(log, "a") as f:
    f.write(json.dumps(sys.argv[1:]) + "\\n")
if sys.argv[1:3] == ["image", "inspect"]:
    print("518bd513")
    sys.exit(0)
if sys.argv[1] == "kill":
    sys.exit(0)
sys.stdout.write(open({stdout!r}).read())
sys.stdout.flush()
time.sleep({sleep})
"""


def make_fake_docker(tmp_path: Path, case: str, sleep: float = 0) -> tuple[Path, Path]:
    log = tmp_path / "docker.log"
    exe = tmp_path / "docker"
    exe.write_text(FAKE_DOCKER.format(python=sys.executable, log=str(log),
                                      stdout=str(RUNS / case / "stdout.txt"), sleep=sleep))
    exe.chmod(0o755)
    return exe, log


def test_docker_runner_records_image_and_commit(tmp_path, staged) -> None:
    inputs, run_dir = staged
    docker, log = make_fake_docker(tmp_path, "overlap")
    result, verdict = run_and_judge(DockerRunner("img:tag", docker=str(docker)), inputs, run_dir)
    assert verdict.ok and [s.overlap_ns for s in verdict.ranks] == [20000] * 8
    assert result.runner["image"] == "img:tag"
    assert result.runner["astra_sim_commit"] == "518bd513"
    calls = [json.loads(line) for line in log.read_text().splitlines()]
    assert calls[0][:2] == ["run", "--rm"] and f"{os.getuid()}:{os.getgid()}" in calls[0]


def test_docker_timeout_kills_the_container(tmp_path, staged) -> None:
    inputs, run_dir = staged
    docker, log = make_fake_docker(tmp_path, "basic", sleep=60)
    result, verdict = run_and_judge(DockerRunner("img", docker=str(docker)), inputs, run_dir, timeout_s=1.5)
    assert verdict.outcome is Outcome.TIMED_OUT
    calls = [json.loads(line) for line in log.read_text().splitlines()]
    assert ["kill", result.runner["container"]] in calls


def test_find_binary_order(tmp_path, monkeypatch) -> None:
    explicit, _ = make_fake(tmp_path, runners.BINARY_UNAWARE)
    aware, _ = make_fake(tmp_path, runners.BINARY_AWARE)
    env_dir = tmp_path / "env"
    env_dir.mkdir()
    env_bin = env_dir / "astra"
    env_bin.write_text("#!/bin/sh\n")
    env_bin.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path / "nowhere"))
    monkeypatch.setenv("ASTRA_SIM_BIN", str(env_bin))
    assert find_binary(explicit) == explicit.resolve()
    assert find_binary(explicit, congestion_aware=True) == aware.resolve()
    assert find_binary() == env_bin.resolve()
    monkeypatch.delenv("ASTRA_SIM_BIN")
    assert find_binary() is None
    monkeypatch.setenv("PATH", str(explicit.parent))
    assert find_binary() == explicit.resolve()
    assert find_binary(congestion_aware=True) == aware.resolve()


def test_find_binary_rejects_a_bad_explicit_path(tmp_path) -> None:
    with pytest.raises(ConfigError, match="--astra-bin: .* is not an executable file"):
        find_binary(tmp_path / "missing")


@pytest.mark.parametrize("image", ["--privileged", "-v/:/host", "", "img name", "Upper/Case", "img:tag:x",
                                   "img@sha256:short", "a" * 500, "img\n--privileged"])
def test_docker_refuses_malformed_image_references(image) -> None:
    with pytest.raises(ConfigError, match="is not a Docker image reference"):
        DockerRunner(image)


@pytest.mark.parametrize("image", ["hlo2chakra/astra-sim:518bd513", "ubuntu", "localhost:5000/a/b-c:v1.2",
                                   "ghcr.io/org/img@sha256:" + "a" * 64, "66a2c1a6be97"])
def test_docker_accepts_image_references(image) -> None:
    assert DockerRunner(image).image == image


def test_docker_option_as_image_is_refused_by_the_cli(tmp_path) -> None:
    from hlo2chakra.sim.backends import choose_backend
    from hlo2chakra.sim.options import SimulationOptions

    with pytest.raises(ConfigError, match="'--privileged' is not a Docker image reference.*docker option"):
        choose_backend(SimulationOptions(backend="astra-sim", docker_image="--privileged"))


def test_docker_binds_paths_with_colons_and_commas_intact(tmp_path) -> None:
    import csv

    run_dir = tmp_path / "odd:dir,with \"quotes\"" / "run"
    (run_dir / "config").mkdir(parents=True)
    inputs = AstraInputs(tmp_path / "traces" / "t", *(run_dir / "config" / n for n in ("n.yml", "s.json", "m.json")))
    command = DockerRunner("img").command(inputs, run_dir, "c", 0, 0)
    assert "-v" not in command
    spec = command[command.index("--mount") + 1]
    fields = dict(f.split("=", 1) for f in next(csv.reader([spec])))
    assert fields == {"type": "bind", "source": str(run_dir.resolve()), "target": "/hlo2chakra/run"}


def test_docker_runner_gives_the_container_a_private_copy_of_the_traces(tmp_path, staged) -> None:
    inputs, run_dir = staged
    traces = inputs.workload_prefix.parent
    for name in ("trace.0.et", "trace.1.et", "trace.x.et", "other.0.et"):
        (traces / name).write_bytes(name.encode())
    (traces / "trace.0.et").chmod(0o444)
    docker, log = make_fake_docker(tmp_path, "basic")
    result = DockerRunner("img", docker=str(docker)).run(inputs, run_dir, 30.0)
    copies = run_dir / "astra" / "workload"
    assert sorted(p.name for p in copies.iterdir()) == ["trace.0.et", "trace.1.et"]
    assert (copies / "trace.1.et").read_bytes() == b"trace.1.et"
    assert os.access(copies / "trace.0.et", os.W_OK)  # ASTRA-sim opens its traces read-write
    assert "--workload-configuration=/hlo2chakra/run/astra/workload/trace" in result.command
    assert not any(":ro" in arg or "readonly" in arg for arg in result.command)
