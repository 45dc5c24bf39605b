"""``simulate`` decodes each distinct trace once, and the validator and the embedded backend share it.

Before, a run decoded the files three times: ``read_workload`` (for the report), the validator
(again) and the embedded backend (every rank's file on its own), so N byte-identical
data-parallel ranks cost N + 2 decodes; now they cost one.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import hlo2chakra.chakra.trace as trace_module
import hlo2chakra.chakra.validate.workload as validate_module
from astra_helpers import make_trace_dir
from hlo2chakra.chakra.manifest import Manifest, write_manifest
from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, read_workload, string_attr, write_trace
from hlo2chakra.chakra.validate.workload import validate_workload
from hlo2chakra.pipeline.simulate import run_simulation
from hlo2chakra.sim.options import BackendKind, SimulationOptions

RING16 = "Ring(16, 50GB/s, 1us)"


@pytest.fixture
def counted(monkeypatch):
    """Counts of trace decodes, file reads and validator analyses made through the real functions."""
    calls = {"parse": 0, "read": 0, "analyze": 0}
    real_parse, real_read, real_analyze = (trace_module.parse_trace, trace_module.read_trace_bytes,
                                           validate_module.analyze_trace)

    def counting(name, real):
        def wrapper(*args, **kw):
            calls[name] += 1
            return real(*args, **kw)
        return wrapper

    monkeypatch.setattr(trace_module, "parse_trace", counting("parse", real_parse))
    monkeypatch.setattr(trace_module, "read_trace_bytes", counting("read", real_read))
    monkeypatch.setattr(validate_module, "analyze_trace", counting("analyze", real_analyze))
    return calls


def test_identical_rank_files_are_decoded_once_for_the_whole_run(tmp_path, counted) -> None:
    target = make_trace_dir(tmp_path / "w", 16, compute_us=50, ar_bytes=1 << 20)  # 16 separate files, same bytes
    report = run_simulation(target, SimulationOptions(topology=RING16, backend=BackendKind.ANALYTICAL),
                            run_dir=tmp_path / "run", json_out=tmp_path / "ranks.json")
    assert counted["parse"] == 1  # before: 18 (read_workload 1, the validator 1, the backend 16)
    assert counted["analyze"] == 1  # the validator analysed the one shared trace
    assert counted["read"] == 16  # every file is still read (and matched by digest)
    records = json.loads((tmp_path / "ranks.json").read_text())
    assert [r["rank"] for r in records] == list(range(16))
    assert len({r["finish_ns"] for r in records}) == 1
    assert report.step.critical_compute_ns == 150_000  # fwd 50 us + bwd 100 us on every rank
    assert report.collectives["ranks"].tolist() == [16] and report.collectives["count"].tolist() == [16]


def test_hard_linked_rank_files_are_read_once(tmp_path, counted) -> None:
    folder = tmp_path / "linked"
    make_trace_dir(folder, 1, compute_us=10, ar_bytes=4096)
    for rank in range(1, 8):
        os.link(folder / "trace.0.et", folder / f"trace.{rank}.et")
    traces = read_workload(folder / "trace", 8)
    assert counted == {"parse": 1, "read": 1, "analyze": 0}  # the same inode is not read again
    assert all(t is traces[0] for t in traces)


def test_distinct_contents_are_decoded_once_each(tmp_path, counted) -> None:
    one = make_trace_dir(tmp_path / "a", 1, compute_us=10, ar_bytes=4096) / "trace.0.et"
    other = make_trace_dir(tmp_path / "b", 1, compute_us=20, ar_bytes=4096) / "trace.0.et"
    for rank in range(6):
        (tmp_path / f"mix.{rank}.et").write_bytes((other if rank in (2, 5) else one).read_bytes())
    traces = read_workload(tmp_path / "mix")
    assert counted["parse"] == 2
    assert traces[0] is traces[1] is traces[3] is traces[4]
    assert traces[2] is traces[5] and traces[2] is not traces[0]
    assert traces[2].nodes[0].duration_micros == 20 and traces[0].nodes[0].duration_micros == 10


def _grouped_trace() -> EtTrace:
    attrs = (bool_attr("is_cpu_op", False), int_attr("comm_type", CollectiveCommType.ALL_REDUCE),
             int_attr("comm_size", 4096, "uint64"), string_attr("pg_name", "1"))
    return EtTrace((EtNode(1, "ar", NodeType.COMM_COLL_NODE, attrs=attrs),))


def test_shared_decoded_traces_still_get_every_per_rank_check(tmp_path, counted) -> None:
    # One decoded trace for all 8 ranks; its group holds ranks 0-3 only, so ranks 4-7 break the
    # per-rank membership rule even though their facts were computed once.
    folder = tmp_path / "g"
    folder.mkdir()
    for rank in range(8):
        write_trace(folder / f"trace.{rank}.et", _grouped_trace())
    (folder / "comm_groups.json").write_text(json.dumps({"1": [0, 1, 2, 3]}))
    write_manifest(folder, Manifest(trace_prefix="trace", num_ranks=8, comm_groups="comm_groups.json"))
    traces = read_workload(folder / "trace", 8)
    given = validate_workload(folder / "trace", folder / "comm_groups.json", num_npus=8, traces=traces)
    assert counted["parse"] == 1 and counted["analyze"] == 1
    assert {(v.rule, v.rank) for v in given} == {("pg-not-member", r) for r in range(4, 8)}
    assert given == validate_workload(folder / "trace", folder / "comm_groups.json", num_npus=8)


def test_traces_given_to_the_validator_must_be_one_per_rank(tmp_path) -> None:
    target = make_trace_dir(tmp_path / "w", 4, compute_us=10, ar_bytes=4096)
    traces = read_workload(Path(target) / "trace", 4)
    found = validate_workload(Path(target) / "trace", num_npus=4, traces=traces[:3])
    assert [v.rule for v in found] == ["rank-count"]
