"""``--docker-image`` where docker itself fails (exit 125/126/127): ASTRA-sim never ran.

Audit defect: without a Docker daemon, simulate said "ASTRA-sim aborted with exit 125: Run 'docker
run --help'...; ranks 0, 1, 2, 3 never finished" and kept a run folder; the cause ("Cannot connect
to the Docker daemon") was only in astra/stderr.txt. Now the one-line error says docker's reason,
and nothing is left behind.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from astra_helpers import recorded_trace_dir
from hlo2chakra.errors import ToolError, exit_code_for
from hlo2chakra.sim.astra.docker_args import DockerError, docker_failure
from hlo2chakra.sim.astra.runners import AstraInputs, DockerRunner

RUNS = Path(__file__).parents[2] / "data" / "astra_runs"
NO_DAEMON = ("docker: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. "
             "Is the docker daemon running?.\nRun 'docker run --help' for more information\n")
NOT_IN_IMAGE = ('docker: Error response from daemon: failed to create task for container: exec: '
                '"AstraSim_Analytical_Congestion_Unaware": executable file not found in $PATH: unknown.\n'
                "Run 'docker run --help' for more information\n")

FAKE = """#!{python}
import json, sys
with open({log!r}, "a") as f:
    f.write(json.dumps(sys.argv[1:]) + "\\n")
sys.stderr.write({stderr!r})
sys.exit({code})
"""


def fake_docker(folder: Path, stderr: str = NO_DAEMON, code: int = 125) -> tuple[Path, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    log = folder / "docker.log"
    exe = folder / "docker"
    exe.write_text(FAKE.format(python=sys.executable, log=str(log), stderr=stderr, code=code))
    exe.chmod(0o755)
    return exe, log


@pytest.fixture
def staged(tmp_path: Path) -> tuple[AstraInputs, Path]:
    run_dir = tmp_path / "run"
    config = run_dir / "config"
    config.mkdir(parents=True)
    for name in ("network.yml", "system.json", "memory.json"):
        (config / name).write_text("{}")
    traces = tmp_path / "traces"
    traces.mkdir()
    (traces / "trace.0.et").write_text("rank 0 bytes")
    inputs = AstraInputs(traces / "trace", config / "network.yml", config / "system.json", config / "memory.json")
    return inputs, run_dir


@pytest.mark.parametrize("code, stderr, cause", [
    pytest.param(125, NO_DAEMON, "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. "
                 "Is the docker daemon running?", id="no-daemon"),
    pytest.param(127, NOT_IN_IMAGE, 'exec: "AstraSim_Analytical_Congestion_Unaware": executable file not found '
                 "in $PATH", id="no-binary-in-image"),
    pytest.param(126, "docker: permission denied\n", "permission denied", id="cannot-invoke"),
])
def test_a_docker_that_cannot_run_the_container_is_one_line_naming_the_cause(tmp_path, staged, code, stderr,
                                                                             cause) -> None:
    inputs, run_dir = staged
    docker, log = fake_docker(tmp_path / "bin", stderr, code)
    with pytest.raises(DockerError) as err:
        DockerRunner("img:tag", docker=str(docker)).run(inputs, run_dir, 30.0)
    text = str(err.value)
    assert isinstance(err.value, ToolError) and exit_code_for(err.value) == 2
    assert "\n" not in text and cause in text and f"exit {code}" in text and "img:tag" in text, text
    assert "--help" not in text and "never finished" not in text and "aborted" not in text
    assert not (run_dir / "astra").exists()  # no half-made attempt (nor the copy of the traces) is left
    calls = [json.loads(line) for line in log.read_text().splitlines()]
    assert [c[0] for c in calls] == ["run"]  # no `image inspect` after a docker that failed


def test_docker_failure_shortens_a_long_message_and_copes_with_nothing() -> None:
    long = docker_failure(125, "docker: " + "x" * 5000 + "\n", "img", "prog")
    assert len(str(long)) < 600 and str(long).endswith("...")
    assert "docker wrote nothing on stderr" in str(docker_failure(125, "\n", "img", "prog"))


def test_a_docker_container_that_ran_and_failed_is_still_judged(tmp_path, staged) -> None:
    inputs, run_dir = staged
    docker, _ = fake_docker(tmp_path / "bin", "Aborted\n", 134)
    result = DockerRunner("img", docker=str(docker)).run(inputs, run_dir, 30.0)
    assert result.exit_code == 134 and (run_dir / "astra" / "stderr.txt").is_file()


def _simulate_args(tmp_path: Path) -> list[str]:
    target = recorded_trace_dir(tmp_path, "basic")
    return ["simulate", str(target), "--topology", "Ring(8, 50GiB/s, 500ns)", "--backend", "astra-sim",
            "--docker-image", "hlo2chakra/astra-sim:518bd513", "-o", str(tmp_path / "run")]


def test_simulate_without_a_docker_daemon_says_so_and_leaves_no_run_folder(tmp_path, monkeypatch) -> None:
    from hlo2chakra.cli.app import app

    fake_docker(tmp_path / "bin")
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    monkeypatch.delenv("ASTRA_SIM_BIN", raising=False)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, _simulate_args(tmp_path))
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert lines[0].startswith("hlo2chakra: error: ASTRA-sim did not run: docker could not run the container")
    assert "Cannot connect to the Docker daemon" in lines[0] and "exit 125" in lines[0]
    assert "never finished" not in lines[0] and "internal error" not in lines[0]
    assert not (tmp_path / "run").exists()
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith(".run")]  # no staging folder either


def test_a_failed_docker_leaves_an_existing_run_folder_as_it_was(tmp_path, monkeypatch) -> None:
    from hlo2chakra.pipeline.simulate import run_simulation
    from hlo2chakra.sim.options import SimulationOptions

    fake_docker(tmp_path / "bin")
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    target = recorded_trace_dir(tmp_path, "basic")
    old = tmp_path / "run"
    first = run_simulation(target, SimulationOptions(topology="Ring(8, 50GiB/s, 500ns)", backend="analytical"),
                           run_dir=old)
    before = sorted(p.name for p in first.run_dir.iterdir())
    with pytest.raises(DockerError, match="Cannot connect to the Docker daemon"):
        run_simulation(target, SimulationOptions(topology="Ring(8, 50GiB/s, 500ns)", backend="astra-sim",
                                                 docker_image="img"), run_dir=old, overwrite=True)
    assert sorted(p.name for p in old.iterdir()) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["bin", "basic", "run"])
