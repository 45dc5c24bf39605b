"""The timeline of a real ASTRA-sim run, from its per-node log (system JSON ``trace-enabled: 1``).

With ``trace-enabled`` ASTRA-sim's workload layer logs, in ``<logging-folder>/log.log``, one
``issue,sys->id=R, tick=T, node->id=N, ...`` line when rank R issues node N and one
``callback,...`` line when it completes (ticks = ns). ``enable_trace_log(system_path)`` turns the
option on in a staged system JSON; ``astra_timeline(traces, log_text, groups)`` builds the same
``Timeline`` as the embedded backend: one row per rank with every node's issue and completion
tick. ASTRA-sim does not log which nodes form one collective or which RECV a SEND reached; both
follow from its rules (the k-th collective a member issues in a group is that group's k-th
collective; SENDs and RECVs of one (src, dst, tag, size) match in FIFO order), taking the issue
order from the log's line order.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace
from typing import Mapping, Sequence

from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.chakra.comm_groups import WORLD
from hlo2chakra.sim.analytical.workload import COLL, RECV, SEND, build_rank_program
from hlo2chakra.sim.config.files import ConfigError
from hlo2chakra.sim.results import SimulationError
from hlo2chakra.sim.timeline.record import Timeline, _row

_EVENT = re.compile(r"\b(issue|callback),sys->id=(\d+), tick=(\d+), node->id=(\d+)")


def enable_trace_log(system_path: Path) -> None:
    """Set ``trace-enabled`` to 1 in a staged ASTRA-sim system JSON."""
    try:
        data = json.loads(system_path.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise ConfigError(f"{system_path}: cannot enable ASTRA-sim's per-node log ({exc})") from None
    data["trace-enabled"] = 1
    system_path.write_text(json.dumps(data, indent=2) + "\n")


def parse_node_ticks(log_text: str) -> tuple[dict[tuple[int, int], int], dict[tuple[int, int], int], list]:
    """(issue tick, callback tick) per (rank, node id), and the (rank, node id) issue order."""
    issue: dict[tuple[int, int], int] = {}
    done: dict[tuple[int, int], int] = {}
    order = []
    for m in _EVENT.finditer(log_text):
        key = (int(m.group(2)), int(m.group(4)))
        if m.group(1) == "issue":
            issue[key] = int(m.group(3))
            order.append(key)
        else:
            done[key] = int(m.group(3))
    return issue, done, order


def astra_timeline(traces: Sequence[EtTrace], log_text: str, groups: Mapping[str, Sequence[int]]) -> Timeline:
    n = len(traces)
    issue, done, order = parse_node_ticks(log_text)
    programs = [build_rank_program(r, t, n, groups) for r, t in enumerate(traces)]
    rows = []
    for r, prog in enumerate(programs):
        starts, ends = [], []
        for node_id in prog.ids:
            if (r, node_id) not in issue or (r, node_id) not in done:
                raise SimulationError(f"ASTRA-sim's log has no issue/callback line for rank {r} node {node_id} "
                                      "(was trace-enabled set?)")
            starts.append(issue[(r, node_id)])
            ends.append(done[(r, node_id)])
        state = SimpleNamespace(start=starts, end=ends, finish=max(ends, default=0))
        rows.append(_row(prog, traces[r], (r,), state))
    index = [{node_id: i for i, node_id in enumerate(p.ids)} for p in programs]
    seq: dict[tuple[int, str], int] = {}
    instances: dict[tuple[str, int], list[tuple[int, int]]] = {}
    sends: dict[tuple, list[tuple[int, int]]] = {}
    recvs: dict[tuple, list[tuple[int, int]]] = {}
    for r, node_id in order:
        i = index[r][node_id]
        kind = programs[r].kind[i]
        if kind == COLL:
            group = programs[r].coll[i][2]
            k = seq.get((r, group), 0)
            seq[(r, group)] = k + 1
            instances.setdefault((group, k), []).append((r, i))
        elif kind in (SEND, RECV):
            (sends if kind == SEND else recvs).setdefault(programs[r].msg[i], []).append((r, i))
    messages = [(s[0], s[1], q[0], q[1]) for key, ss in sends.items() for s, q in zip(ss, recvs.get(key, []))]
    members = tuple(tuple(sorted(v)) for _, v in sorted(instances.items(), key=lambda kv: (kv[0][0] == WORLD, kv[0])))
    return Timeline(tuple(rows), tuple(range(n)), members, tuple(sorted(messages)))
