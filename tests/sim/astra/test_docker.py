"""The Docker runner against a real Docker daemon and the image docker/Dockerfile builds.

Runs when ``docker`` reaches a daemon that has the image (``$HLO2CHAKRA_DOCKER_IMAGE``, default
hlo2chakra/astra-sim:518bd513); skips otherwise. Checks that a real run finishes (ASTRA-sim opens
its traces read-write, which a read-only workload mount broke), that paths holding ``:`` and ``,``
survive the bind mount, that the user's traces are left as they were, and that the image gives
the same numbers as the native binary.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from astra_helpers import RUNS, recorded_trace_dir
from hlo2chakra.pipeline import simulate as api
from hlo2chakra.sim.options import SimulationOptions

pytestmark = pytest.mark.docker
IMAGE = os.environ.get("HLO2CHAKRA_DOCKER_IMAGE", "hlo2chakra/astra-sim:518bd513")


def _image_present() -> bool:
    if shutil.which("docker") is None:
        return False
    try:
        done = subprocess.run(["docker", "image", "inspect", IMAGE], capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


needs_image = pytest.mark.skipif(not _image_present(), reason=f"no Docker daemon with the image {IMAGE}")


def _digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir()) if p.is_file()}


def _basic(target: Path, run_dir: Path, **options):
    return api.run_simulation(target, SimulationOptions(network=RUNS / "basic" / "net_ring8.yml",
                              system=str(RUNS / "basic" / "sys_ring.json"), **options), run_dir=run_dir)


@needs_image
def test_docker_run_reproduces_the_recorded_run(tmp_path) -> None:
    target = recorded_trace_dir(tmp_path / "odd:name,with comma", "basic")
    for et in target.glob("*.et"):
        et.chmod(0o444)  # a user's read-only traces must still work
    before = _digest(target)
    report = _basic(target, tmp_path / "run:1,a b", docker_image=IMAGE, backend="astra-sim")
    assert report.ranks.finish_ns.tolist() == [94440] * 8
    assert report.ranks.exposed_comm_ns.tolist() == [64440] * 8
    assert report.summary.runner["runner"] == "docker"
    assert report.summary.runner["astra_sim_commit"] == "518bd513"
    assert _digest(target) == before  # the container only ever saw a private copy
    owners = {p.stat().st_uid for p in (tmp_path / "run:1,a b").rglob("*")}
    assert owners == {os.getuid()}


@needs_image
def test_docker_image_equals_the_native_binary_on_a_converted_program(tmp_path) -> None:
    from astra_differential import shared_binary_dir
    from conftest import PROGRAMS
    from hlo2chakra.pipeline.convert import convert

    binaries = shared_binary_dir()
    if binaries is None:
        pytest.skip("native ASTRA-sim not available (needs ../shared)")
    traces = convert(PROGRAMS / "decoder_dp_tp" / "per_device.mlir", tmp_path / "traces", hardware="H100-SXM").out_dir
    topology = "Ring(2, 37.5GB/s, 936.25ns) x Switch(2, 12.5GB/s, 50ns)"
    docker = api.run_simulation(traces, SimulationOptions(topology=topology, system="halving-doubling",
                                docker_image=IMAGE, backend="astra-sim"), run_dir=tmp_path / "docker")
    native = api.run_simulation(traces, SimulationOptions(topology=topology, system="halving-doubling",
                                backend="astra-sim", astra_bin=binaries / "AstraSim_Analytical_Congestion_Unaware"),
                                run_dir=tmp_path / "native")
    columns = ["rank", "finish_ns", "exposed_comm_ns", "compute_ns", "comm_ns"]
    assert docker.ranks[columns].equals(native.ranks[columns])


@needs_image
def test_docker_congestion_aware_binary(tmp_path) -> None:
    target = recorded_trace_dir(tmp_path, "basic")
    docker = _basic(target, tmp_path / "docker", docker_image=IMAGE, backend="astra-sim", congestion_aware=True)
    embedded = _basic(target, tmp_path / "embedded", backend="analytical", congestion_aware=True)
    assert docker.ranks.finish_ns.tolist() == embedded.ranks.finish_ns.tolist()
