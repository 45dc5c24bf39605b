"""The comm-group file ASTRA-sim reads (``--comm-group-configuration``): group id -> member ranks.

One reader and one writer for every layer. ``convert`` writes the file (``comm_groups_json``);
``validate`` reports every rule it breaks (``read_group_file`` then ``check_groups``, whose
``GroupProblem`` values carry validate's rule codes); the simulators load it strictly
(``read_comm_groups``: the first broken rule as a one-line ``CommGroupsError`` naming the file).

A collective without a communicator group (``pg_name`` "" or "0" in a trace) runs on every rank:
its group is ``WORLD``. Other groups are named by their canonical decimal id ("7", never "07").
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from hlo2chakra.errors import BadInputError

WORLD = ""  # the group of a collective over every rank (pg_name "" or "0")
COMM_GROUPS_FILE = "comm_groups.json"  # the name ``convert`` gives the file in its output directory

CommGroups = dict[str, tuple[int, ...]]  # canonical group id -> member ranks, in listed order


class CommGroupsError(BadInputError):
    """A comm-group file ASTRA-sim would reject or misread; the message names the file."""


@dataclass(frozen=True)
class GroupProblem:
    """One broken rule of a comm-group file."""

    rule: str  # "group-file", "group-id" or "group-rank"
    text: str  # one line saying what ASTRA-sim would do


def astra_ignores(path: str | os.PathLike) -> bool:
    """Whether ASTRA-sim takes this comm-group path for "no groups": it does so for any path containing "empty"."""
    return "empty" in str(path)


def group_of(pg_name: str) -> str:
    """The group a trace's ``pg_name`` names: WORLD for "" or "0", else the canonical decimal id.

    Raises ValueError when ``pg_name`` is not a decimal id (ASTRA-sim's stoi would throw).
    """
    if pg_name in ("", "0"):
        return WORLD
    if not (pg_name.isascii() and pg_name.isdigit()):
        raise ValueError(f"pg_name {pg_name!r} is not a decimal group id")
    return str(int(pg_name))


def describe_group(group: str) -> str:
    """The group as messages name it: "the world group" or "group '7'"."""
    return "the world group" if group == WORLD else f"group '{group}'"


def read_group_file(path: str | os.PathLike) -> tuple[Mapping[Any, Any] | None, GroupProblem | None]:
    """(the file's JSON object, None), or (None, the problem) when it cannot be read as one.

    A path ASTRA-sim ignores (see ``astra_ignores``) reads as no groups, without opening it.
    """
    if astra_ignores(path):
        return {}, None
    try:
        data = json.loads(Path(path).read_text())
    except OSError as exc:
        return None, GroupProblem("group-file", f"cannot read comm-group file {path} ({exc.strerror}): ASTRA-sim aborts")
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        return None, GroupProblem("group-file", f"comm-group file {path} is not JSON ({exc}): ASTRA-sim aborts")
    if not isinstance(data, dict):
        return None, GroupProblem("group-file", f"comm-group file {path} must hold a JSON object of group id -> ranks")
    return data, None


def _member_problems(text: str, members: Any, num_ranks: int | None) -> list[str] | None:
    """What is wrong with group ``text``'s member list ([] when nothing); None when it is no list of ranks."""
    if isinstance(members, (str, bytes)) or not isinstance(members, Sequence) or not all(
        isinstance(r, int) and not isinstance(r, bool) for r in members
    ):
        return None
    found = [f"comm-group {text!r} lists rank {r} {count} times: ASTRA-sim's ring over the group breaks (hang or abort)"
             for r, count in Counter(members).items() if count > 1]
    if num_ranks is not None:
        found += [f"comm-group {text!r} names rank {r}, outside 0..{num_ranks - 1}: ASTRA-sim aborts or hangs"
                  for r in members if not 0 <= r < num_ranks]
    return found


def check_groups(raw: Mapping[Any, Any], num_ranks: int | None) -> tuple[dict[str, tuple[int, ...] | None], list[GroupProblem]]:
    """The groups keyed by canonical id (None: defined but broken) and every rule they break.

    ``num_ranks`` None leaves out the check that members lie in 0..num_ranks-1.
    """
    groups: dict[str, tuple[int, ...] | None] = {}
    spelled: dict[str, str] = {}
    problems: list[GroupProblem] = []
    for key, members in raw.items():
        text = str(key)
        if not (text.isascii() and text.isdigit()):
            problems.append(GroupProblem("group-id", f"comm-group id {text!r} is not a decimal string: ASTRA-sim's stoi aborts"))
            continue
        gid = str(int(text))
        if gid == "0":
            problems.append(GroupProblem("group-id", f"comm-group id {text!r} is reserved for the world: ASTRA-sim asserts id > "
                                                     "0 and aborts"))
            continue
        if gid in spelled:
            problems.append(GroupProblem("group-id", f"comm-group ids {spelled[gid]!r} and {text!r} are the same group {gid} to "
                                                     "ASTRA-sim: one silently replaces the other"))
            continue
        spelled[gid] = text
        if gid != text:
            problems.append(GroupProblem("group-id", f"comm-group id {text!r} has leading zeros, so it only matches pg_name "
                                                     f"{gid!r} by accident of stoi: write {gid!r}"))
            groups[gid] = None  # defined, so nodes naming it are not reported again
            continue
        found = _member_problems(text, members, num_ranks)
        if found is None:
            problems.append(GroupProblem("group-rank", f"comm-group {text!r} must be a list of integer ranks: ASTRA-sim aborts reading it"))
            groups[gid] = None
            continue
        problems.extend(GroupProblem("group-rank", item) for item in found)
        groups[gid] = None if found else tuple(members)
    return groups, problems


def read_comm_groups(path: str | os.PathLike | None, num_ranks: int | None = None) -> CommGroups:
    """The groups of a comm-group file ({} for no file, or one ASTRA-sim ignores); a CommGroupsError
    naming the file and the first broken rule (``check_groups``) otherwise."""
    if path is None:
        return {}
    raw, problem = read_group_file(path)
    if problem is not None:
        raise CommGroupsError(problem.text)
    groups, problems = check_groups(raw or {}, num_ranks)
    if problems:
        raise CommGroupsError(f"{path}: {problems[0].text}")
    return {gid: members for gid, members in groups.items() if members is not None}


def comm_groups_json(groups: Mapping[str, tuple[int, ...]]) -> str:
    """The file's text: groups in ascending id, one line (byte-stable)."""
    ordered = sorted(groups.items(), key=lambda item: int(item[0]))
    return json.dumps({k: list(v) for k, v in ordered}) + "\n"
