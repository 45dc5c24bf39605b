"""The one comm-group reader (hlo2chakra.chakra.comm_groups): validate and the simulators apply the same rules.

``validate`` lists every rule a comm-group file breaks; the simulators' strict reader
(``sim.config.files.load_comm_groups``) refuses the same file with the first of those same
messages, naming the file: one rulebook, one message per rule.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hlo2chakra.chakra.comm_groups import (
    WORLD,
    CommGroupsError,
    comm_groups_json,
    describe_group,
    group_of,
    read_comm_groups,
)
from hlo2chakra.chakra.schema import CollectiveCommType, NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, string_attr, write_trace
from hlo2chakra.chakra.validate.workload import validate_workload
from hlo2chakra.sim.config.files import ConfigError, load_comm_groups


def _workload(folder: Path, num_ranks: int = 2) -> Path:
    """Ranks that each run one all-reduce on group 1, so a broken group file is the only fault."""
    folder.mkdir(parents=True, exist_ok=True)
    attrs = (bool_attr("is_cpu_op", False), int_attr("comm_type", CollectiveCommType.ALL_REDUCE),
             int_attr("comm_size", 4096), string_attr("pg_name", "1"))
    for rank in range(num_ranks):
        write_trace(folder / f"trace.{rank}.et", EtTrace((EtNode(1, "ar", NodeType.COMM_COLL_NODE, attrs=attrs),)))
    return folder / "trace"


BROKEN = [
    ('{"a": [0, 1]}', "group-id", "comm-group id 'a' is not a decimal string"),
    ('{"\u00b2": [0, 1]}', "group-id", "comm-group id '\u00b2' is not a decimal string"),  # isdigit() but no stoi digit
    ('{"0": [0, 1]}', "group-id", "is reserved for the world"),
    ('{"01": [0, 1]}', "group-id", "has leading zeros"),
    ('{"1": [0, 0, 1]}', "group-rank", "lists rank 0 2 times"),
    ('{"1": [0, true]}', "group-rank", "must be a list of integer ranks"),
    ('{"1": "0,1"}', "group-rank", "must be a list of integer ranks"),
    ("[1, 2]", "group-file", "must hold a JSON object of group id -> ranks"),
    ("{", "group-file", "is not JSON"),
]


@pytest.mark.parametrize("text,rule,culprit", BROKEN)
def test_validate_and_the_simulators_refuse_a_group_file_with_one_message(tmp_path, text, rule, culprit) -> None:
    prefix = _workload(tmp_path / "w")
    groups = tmp_path / "groups.json"
    groups.write_text(text)
    found = [v for v in validate_workload(prefix, groups) if v.rank is None]
    assert [v.rule for v in found] == [rule] and culprit in found[0].detail
    with pytest.raises(ConfigError) as info:
        load_comm_groups(groups)
    message = str(info.value)
    assert str(groups) in message and message.endswith(found[0].detail) and "\n" not in message


def test_a_file_that_is_not_text_is_refused_in_one_line(tmp_path) -> None:
    groups = tmp_path / "groups.json"
    groups.write_bytes(b'{"1": [0, 1]\xff}')
    with pytest.raises(ConfigError, match=rf"comm-group file {groups} is not JSON .*ASTRA-sim aborts"):
        load_comm_groups(groups)


def test_ranks_outside_the_workload_are_refused_when_the_rank_count_is_known(tmp_path) -> None:
    groups = tmp_path / "groups.json"
    groups.write_text('{"1": [0, 5]}')
    assert read_comm_groups(groups) == {"1": (0, 5)}
    with pytest.raises(CommGroupsError, match=r"comm-group '1' names rank 5, outside 0\.\.3"):
        read_comm_groups(groups, num_ranks=4)


def test_a_path_containing_empty_reads_as_no_groups_without_being_opened(tmp_path) -> None:
    missing = tmp_path / "empty_groups.json"  # ASTRA-sim ignores such a path, so we do too
    assert read_comm_groups(missing) == {} and load_comm_groups(missing) == {} and read_comm_groups(None) == {}
    assert [v.rule for v in validate_workload(_workload(tmp_path / "w"), missing)] == ["pg-unknown", "pg-unknown"]


def test_the_written_file_is_in_id_order_and_reads_back(tmp_path) -> None:
    groups = {"10": (4, 5), "2": (0, 1, 2)}
    text = comm_groups_json(groups)
    assert text == '{"2": [0, 1, 2], "10": [4, 5]}\n'
    path = tmp_path / "comm_groups.json"
    path.write_text(text)
    assert read_comm_groups(path, num_ranks=6) == groups
    assert json.loads(text) == {k: list(v) for k, v in groups.items()}


def test_group_names_are_canonical() -> None:
    assert group_of("") == group_of("0") == WORLD
    assert group_of("7") == group_of("007") == "7"
    for bad in ("x", "+7", " 7", "\u0663"):  # "\u0663": an Arabic-Indic digit, which int() would take
        with pytest.raises(ValueError, match="not a decimal group id"):
            group_of(bad)
    assert describe_group(WORLD) == "the world group" and describe_group("7") == "group '7'"
