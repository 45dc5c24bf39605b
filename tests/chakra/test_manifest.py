"""The one typed manifest (hlo2chakra.chakra.manifest): written and read in one place, same bytes as ever.

What ``convert`` writes reads back as the very value it returned, and writing that value again
gives the file byte for byte; the key order is the file format's; a hand-made trace folder needs
only the workload keys; anything else that does not fit its type is refused in one line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hlo2chakra.chakra.manifest import (
    MANIFEST_FILE,
    Manifest,
    ManifestError,
    RankRecord,
    manifest_json,
    read_manifest,
    write_manifest,
)
from hlo2chakra.pipeline.convert import convert

PROGRAMS = Path(__file__).parents[1] / "data" / "programs"

TOP_KEYS = ["format_version", "tool", "trace_prefix", "num_ranks", "comm_groups", "hardware", "input", "program",
            "distinct_traces", "trace_groups", "ranks", "collectives", "combining", "collective_rewrites",
            "execution_order",
            "unsupported_ops", "fusion", "memory_peak_bytes", "memory"]


@pytest.fixture(scope="module")
def converted(tmp_path_factory):
    """A program with sub-groups (so a comm-group file), its all-reduces reassociated, fused and
    combined by the converter."""
    return convert(PROGRAMS / "decoder_dp_tp" / "per_device.mlir", tmp_path_factory.mktemp("m") / "out")


def test_what_convert_writes_reads_back_as_the_value_it_returned(converted) -> None:
    text = (converted.out_dir / MANIFEST_FILE).read_text()
    manifest = read_manifest(converted.out_dir)
    assert manifest == converted.manifest
    assert manifest_json(manifest) == text
    assert manifest.comm_groups == "comm_groups.json" and (converted.out_dir / manifest.comm_groups).is_file()
    assert len(manifest.ranks) == manifest.num_ranks == 4 and all(isinstance(r, RankRecord) for r in manifest.ranks)
    assert manifest.trace_prefix_in(converted.out_dir) == converted.out_dir.resolve() / "trace"


def test_the_file_keeps_the_key_order_of_the_format(converted) -> None:
    data = json.loads((converted.out_dir / MANIFEST_FILE).read_text())
    assert list(data) == TOP_KEYS
    assert list(data["program"]) == ["ops", "num_partitions", "num_replicas", "modeled_compute_ns", "notes",
                                     "ranks_inferred_from"]
    assert list(data["ranks"][0]) == ["rank", "nodes", "comp_nodes", "comm_nodes", "flops", "bytes",
                                      "compute_time_ns", "modeled_compute_ns"]
    assert list(data["input"]) == ["path", "sha256", "encoding", "form", "detail"]  # not partitioned: no key
    assert list(data["memory"]) == ["argument_bytes", "peak_op_index", "capacity_bytes"]
    assert list(data["combining"]) == ["requested", "applied", "reason", "threshold_bytes", "threshold_count", "kinds"]
    assert list(data["collective_rewrites"]) == ["reason", "passes", "kinds"]
    assert list(data["collective_rewrites"]["kinds"]["all_reduce"]) == ["ops_before", "ops_after", "bytes_before",
                                                                        "bytes_after"]
    assert data["program"]["ranks_inferred_from"] is None  # stated as null, not left out


def test_a_hand_made_manifest_needs_only_the_workload_keys(tmp_path) -> None:
    (tmp_path / MANIFEST_FILE).write_text(json.dumps({"trace_prefix": "t", "num_ranks": 2, "from_a_newer_tool": [1]}))
    manifest = read_manifest(tmp_path)
    assert manifest == Manifest(trace_prefix="t", num_ranks=2)
    assert manifest.ranks is None and manifest.comm_groups is None and manifest.comm_groups_in(tmp_path) is None
    write_manifest(tmp_path, manifest)
    assert (tmp_path / MANIFEST_FILE).read_text() == '{\n  "trace_prefix": "t",\n  "num_ranks": 2,\n  "comm_groups": null\n}\n'


@pytest.mark.parametrize("section,value,culprit", [
    ("program", {"ops": "many"}, "key 'program.ops' must be a whole number, got 'many'"),
    ("ranks", [{"rank": 0}], "key 'ranks[0].nodes' is missing"),
    ("collectives", {"all_reduce": {"count": 1.5, "bytes": 8}}, "key 'collectives.all_reduce.count' must be a whole number"),
    ("hardware", "H100-SXM", "key 'hardware' must be an object, got 'H100-SXM'"),
    ("memory_peak_bytes", True, "key 'memory_peak_bytes' must be a whole number, got True"),
    ("tool", {"name": "hlo2chakra", "version": 1}, "key 'tool.version' must be a str, got 1"),
])
def test_a_section_that_does_not_fit_is_refused_in_one_line(tmp_path, section, value, culprit) -> None:
    (tmp_path / MANIFEST_FILE).write_text(json.dumps({"trace_prefix": "trace", "num_ranks": 2, section: value}))
    with pytest.raises(ManifestError) as info:
        read_manifest(tmp_path)
    text = str(info.value)
    assert text.startswith(f"{tmp_path.resolve() / MANIFEST_FILE}: unreadable manifest (ValueError: ")
    assert culprit in text and "\n" not in text


@pytest.mark.parametrize("content,culprit", [
    (None, "no manifest.json (not a 'hlo2chakra convert' output directory"),
    ("{", "unreadable manifest (JSONDecodeError"),
    ("[1]", "unreadable manifest (TypeError"),
    ('{"num_ranks": 2}', "unreadable manifest (KeyError: 'trace_prefix')"),
    ('{"trace_prefix": "../t", "num_ranks": 2}', "key 'trace_prefix' = '../t' leads outside the trace folder"),
    ('{"trace_prefix": "t", "num_ranks": 2, "comm_groups": "/etc/passwd"}', "key 'comm_groups' = '/etc/passwd' leads outside"),
    ('{"trace_prefix": "t", "num_ranks": 0}', "num_ranks 0: the rank count must be at least 1"),
    ('{"trace_prefix": "t", "num_ranks": 2.0}', "num_ranks 2.0: a rank count must be a whole number"),
])
def test_the_workload_keys_are_checked_first(tmp_path, content, culprit) -> None:
    if content is not None:
        (tmp_path / MANIFEST_FILE).write_text(content)
    with pytest.raises(ManifestError) as info:
        read_manifest(tmp_path)
    assert culprit in str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize("program", ["decoder_dp_tp", "mlp_dp"])  # every rank its own trace; all ranks one
def test_convert_writes_format_2_with_the_ranks_that_share_a_trace(tmp_path, program) -> None:
    out = convert(PROGRAMS / program / "per_device.mlir", tmp_path / "out").out_dir
    manifest = read_manifest(out)
    assert manifest.format_version == manifest.version == 2
    prefix = manifest.trace_prefix_in(out)
    data = [Path(f"{prefix}.{r}.et").read_bytes() for r in range(manifest.num_ranks)]
    # the groups are exactly the classes of equal bytes (computed here from the files themselves)
    classes: dict[bytes, list[int]] = {}
    for rank, blob in enumerate(data):
        classes.setdefault(blob, []).append(rank)
    assert manifest.trace_groups == tuple(tuple(c) for c in classes.values() if len(c) > 1)
    assert manifest.distinct_traces == len(classes)
    for rank in range(manifest.num_ranks):
        assert data[manifest.shared_trace_of(rank)] == data[rank]
        assert manifest.shared_trace_of(rank) == classes[data[rank]][0]


def test_a_version_1_manifest_reads_as_sharing_nothing_and_writes_back_unchanged(tmp_path) -> None:
    text = '{\n  "trace_prefix": "t",\n  "num_ranks": 3,\n  "comm_groups": null,\n  "distinct_traces": 1\n}\n'
    (tmp_path / MANIFEST_FILE).write_text(text)
    manifest = read_manifest(tmp_path)
    assert manifest.version == 1 and manifest.format_version is None and manifest.trace_groups is None
    assert [manifest.shared_trace_of(r) for r in range(3)] == [0, 1, 2]  # not known, so not shared
    assert manifest_json(manifest) == text


@pytest.mark.parametrize("extra,culprit", [
    ({"format_version": 3}, "format_version 3 is not one this hlo2chakra reads (1..2"),
    ({"format_version": 0}, "format_version 0 is not one this hlo2chakra reads"),
    ({"format_version": "2"}, "key 'format_version' must be a whole number, got '2'"),
    ({"trace_groups": [[0, 4]]}, "trace_groups: rank 4 is out of range for num_ranks 4"),
    ({"trace_groups": [[0, 1], [1, 2]]}, "trace_groups: rank 1 appears twice"),
    ({"trace_groups": [[0, "1"]]}, "key 'trace_groups[0][1]' must be a whole number"),
])
def test_a_bad_version_or_trace_groups_is_refused_in_one_line(tmp_path, extra, culprit) -> None:
    (tmp_path / MANIFEST_FILE).write_text(json.dumps({"trace_prefix": "t", "num_ranks": 4, **extra}))
    with pytest.raises(ManifestError) as info:
        read_manifest(tmp_path)
    assert culprit in str(info.value) and "\n" not in str(info.value)
