"""Test helpers for the ASTRA-sim bridge: hand-made trace dirs, a fake analytical backend, a fake binary."""

from __future__ import annotations

import re
import shutil
import stat
import sys
import types
from pathlib import Path

import yaml

from hlo2chakra.chakra.manifest import Manifest, write_manifest
from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, read_workload, write_trace
from hlo2chakra.sim.results import RankResult

RUNS = Path(__file__).parent / "data" / "astra_runs"
FINISHING = ["basic", "overlap", "two_ar", "pg_split", "pg_subset", "sendrecv_ring", "coll_ALL_GATHER", "coll_BROADCAST"]
_LINE = re.compile(r"sys\[(\d+)\](?: finished, (\d+) cycles, exposed communication (\d+) cycles|, (Wall time|GPU time|Comm time|Total compute-communication overlap): (\d+))")


def printed(case: str) -> dict[int, dict[str, int]]:
    out: dict[int, dict[str, int]] = {}
    for m in _LINE.finditer((RUNS / case / "stdout.txt").read_text()):
        rank = int(m.group(1))
        stats = out.setdefault(rank, {})
        if m.group(2):
            stats["finish"], stats["exposed"] = int(m.group(2)), int(m.group(3))
        else:
            stats[m.group(4)] = int(m.group(5))
    return out


def recorded_trace_dir(tmp_path: Path, case: str = "basic", name: str | None = None) -> Path:
    """A convert-style output directory holding the traces of a recorded run, with a manifest."""
    folder = tmp_path / (name or case)
    folder.mkdir(parents=True)
    for et in sorted((RUNS / case).glob(f"{case}.*.et")):
        shutil.copy(et, folder / et.name)
    groups = None
    if (RUNS / case / "comm_groups.json").exists():
        shutil.copy(RUNS / case / "comm_groups.json", folder / "comm_groups.json")
        groups = "comm_groups.json"
    write_manifest(folder, Manifest(trace_prefix=case, num_ranks=8, comm_groups=groups))
    return folder


def make_trace_dir(folder: Path, num_ranks: int, compute_us: int, ar_bytes: int, pg: dict | None = None) -> Path:
    """fwd COMP -> ALL_REDUCE(ar_bytes) -> bwd COMP on every rank, written with our writer."""
    folder.mkdir(parents=True)
    for rank in range(num_ranks):
        attrs = (bool_attr("is_cpu_op", False), int_attr("comm_type", CollectiveCommType.ALL_REDUCE),
                 int_attr("comm_size", ar_bytes, "uint64"))
        nodes = (
            EtNode(1, "fwd", NodeType.COMP_NODE, duration_micros=compute_us, attrs=(bool_attr("is_cpu_op", False),)),
            EtNode(2, "grad_ar", NodeType.COMM_COLL_NODE, data_deps=(1,), attrs=attrs),
            EtNode(3, "bwd", NodeType.COMP_NODE, data_deps=(2,), duration_micros=2 * compute_us,
                   attrs=(bool_attr("is_cpu_op", False),)),
        )
        write_trace(folder / f"trace.{rank}.et", EtTrace(nodes))
    write_manifest(folder, Manifest(trace_prefix="trace", num_ranks=num_ranks))
    return folder


def fake_analytical_module(calls: list) -> types.ModuleType:
    """Stand-in for hlo2chakra.sim.analytical.simulate: compute from the traces, comm = bytes / dim-0 bandwidth."""

    def simulate_workload(traces, network_path, system_path, memory_path=None, comm_groups_path=None,
                          *, congestion_aware=False, validated=False, nccl_fabric=None):
        calls.append(dict(traces=traces, network_path=network_path, system_path=system_path,
                          memory_path=memory_path, comm_groups_path=comm_groups_path,
                          congestion_aware=congestion_aware, validated=validated, nccl_fabric=nccl_fabric))
        net = yaml.safe_load(Path(network_path).read_text())
        bytes_per_ns = net["bandwidth"][0] * 2**30 / 1e9
        results = []
        for rank, trace in enumerate(traces):
            compute = sum(n.duration_micros * 1000 for n in trace.nodes if n.type == NodeType.COMP_NODE)
            comm = sum(int(n.attr("comm_size") / bytes_per_ns) for n in trace.nodes if n.type == NodeType.COMM_COLL_NODE)
            results.append(RankResult(rank, compute + comm, compute, comm, comm, 0))
        return results

    def simulate_files(workload_prefix, network_path, system_path, memory_path=None, comm_groups_path=None,
                       *, congestion_aware=False, validated=False):
        return simulate_workload(read_workload(workload_prefix), network_path, system_path, memory_path,
                                 comm_groups_path, congestion_aware=congestion_aware, validated=validated)

    module = types.ModuleType("hlo2chakra.sim.analytical.simulate")
    module.simulate_files = simulate_files
    module.simulate_workload = simulate_workload
    return module


FAKE_BINARY = """#!{python}
import sys
sys.stdout.write(open({stdout!r}).read())
sys.stderr.write(open({stderr!r}).read())
sys.exit({code})
"""


def fake_astra_binary(folder: Path, case: str, name: str = "AstraSim_Analytical_Congestion_Unaware") -> Path:
    """An executable that prints a recorded run's stdout/stderr and exits with its code."""
    folder.mkdir(parents=True, exist_ok=True)
    exe = folder / name
    exe.write_text(FAKE_BINARY.format(python=sys.executable, stdout=str(RUNS / case / "stdout.txt"),
                                      stderr=str(RUNS / case / "stderr.txt"),
                                      code=int((RUNS / case / "exit_code.txt").read_text())))
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    return exe
