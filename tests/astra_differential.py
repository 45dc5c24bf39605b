"""Differential testing against the real ASTRA-sim: seeded random cases, the binary's answers, comparison.

A case is one row in the astra-oracle format (tests/data/astra_oracle/README.md): network, system
JSON, optional comm groups and a simulator-neutral workload. ``generate_case(seed, index)`` draws
one deterministically; ``run_binary`` writes its ET files and configs and runs the real binary;
``embedded_answer`` runs the embedded backend on the same row. Used by
tests/test_differential_astra.py and scripts/differential_astra.py.
"""

from __future__ import annotations

import csv
import json
import math
import os
import random
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from hlo2chakra.chakra.trace import EtTrace, write_trace
from hlo2chakra.sim.analytical.simulate import simulate_traces
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig

from oracle_helpers import build_node

GENERATOR_VERSION = 1
BANDWIDTHS_GBPS = (12.5, 37.5, 25, 50, 100, 200, 400)
LATENCIES_NS = (0, 50, 936.25, 500, 2000)
TOPOLOGIES = ("Ring", "FullyConnected", "Switch")
IMPLEMENTATIONS = ("ring", "direct", "halvingDoubling", "doubleBinaryTree")
SIZE_MENU = (1000, 1024, 4096, 65536, 100000, 999999, 1 << 20, (1 << 20) + 1, 3_000_000, 1 << 24, 33333333,
             100000007, 1 << 26)
COLLECTIVES = ("ALL_REDUCE", "ALL_GATHER", "REDUCE_SCATTER", "ALL_TO_ALL")
MAX_NPUS = 128
_FINISHED = re.compile(r"sys\[(\d+)\] finished, (\d+) cycles, exposed communication (\d+) cycles")


def _dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def _shape(rng: random.Random, dims: int) -> list[int]:
    if dims == 1:
        return [rng.choice((2, 3, 4, 5, 6, 8, 12, 16, 24, 32, 48, 64))]
    while True:
        shape = [rng.choice((2, 2, 3, 4, 4, 8, 16, 32, 64)) for _ in range(dims)]
        if math.prod(shape) <= MAX_NPUS:
            return shape


def _size(rng: random.Random) -> int:
    if rng.random() < 0.4:
        return rng.choice(SIZE_MENU)
    return int(math.exp(rng.uniform(math.log(1000), math.log(1 << 26))))


def _impls(rng: random.Random, shape: list[int], coll: str, uniform: str | None) -> list[str]:
    out = []
    for n in shape:
        allowed = ["ring", "direct"]
        if n & (n - 1) == 0 and coll != "ALL_TO_ALL":
            allowed.append("halvingDoubling")
        if coll == "ALL_REDUCE" and len(shape) == 1 and n & (n - 1) == 0:
            allowed.append("doubleBinaryTree")  # the binary segfaults on other counts
        out.append(uniform if uniform in allowed else rng.choice(allowed))
    return out


def _system(rng: random.Random, shape: list[int], group_sizes: list[int]) -> dict:
    uniform = rng.choice(IMPLEMENTATIONS) if rng.random() < 0.6 else None
    system = {
        "scheduling-policy": rng.choice(("LIFO", "FIFO")),
        "endpoint-delay": rng.choice((0, 10, 100)),
        "active-chunks-per-dimension": rng.choice((1, 2)),
        "preferred-dataset-splits": rng.choice((1, 2, 4, 8, 16)),
    }
    for coll, key in zip(COLLECTIVES, ("all-reduce", "all-gather", "reduce-scatter", "all-to-all")):
        impls = _impls(rng, shape, coll, uniform)
        if len(shape) == 1 and any(g & (g - 1) for g in group_sizes):
            impls = [i if i != "halvingDoubling" else "ring" for i in impls]
        system[f"{key}-implementation"] = impls
    system["collective-optimization"] = rng.choice(("baseline", "localBWAware"))
    system["local-mem-bw"] = rng.choice((50, 1600, 12.5))
    return system


def _coll_nodes(rng: random.Random, count: int, pg: str | None = None) -> list[dict]:
    nodes, last = [{"id": 1, "type": "COMP", "duration_us": rng.randint(1, 300), "deps": []}], 1
    independent = count == 2 and rng.random() < 0.4
    for k in range(count):
        node = {"id": 2 + k, "type": "COLL", "coll": rng.choice(COLLECTIVES), "size_bytes": _size(rng),
                "deps": [1] if independent else [last]}
        if pg is not None:
            node["pg"] = pg
        nodes.append(node)
        last = node["id"]
    deps = [n["id"] for n in nodes[1:]] if independent else [last]
    nodes.append({"id": 2 + count, "type": "COMP", "duration_us": rng.randint(1, 300), "deps": deps})
    return nodes


def _groups(rng: random.Random, n: int) -> tuple[str, dict, list[list[int]]]:
    sizes = [g for g in range(2, n) if n % g == 0]
    g = rng.choice(sizes)
    if rng.random() < 0.5:
        groups = [list(range(i, i + g)) for i in range(0, n, g)]
        variant = "tp"
    else:
        stride = n // g
        groups = [list(range(i, n, stride)) for i in range(stride)]
        variant = "dp"
    return variant, {str(i + 1): grp for i, grp in enumerate(groups)}, groups


def _sendrecv(rng: random.Random, n: int) -> tuple[str, list[list[dict]]]:
    shift = rng.randint(1, n - 1)
    size, tag = _size(rng), rng.randint(1, 500)
    pre = rng.randint(1, 100)
    per_rank = []
    for r in range(n):
        per_rank.append([
            {"id": 1, "type": "COMP", "duration_us": pre + (r % 3 if rng.random() < 0.3 else 0), "deps": []},
            {"id": 2, "type": "SEND", "peer": (r + shift) % n, "size_bytes": size, "tag": tag, "deps": [1]},
            {"id": 3, "type": "RECV", "peer": (r - shift) % n, "size_bytes": size, "tag": tag, "deps": []},
            {"id": 4, "type": "COMP", "duration_us": rng.randint(1, 100), "deps": [2, 3]},
        ])
    return f"sendrecv:shift_{shift}", per_rank


def generate_case(seed: int, index: int) -> dict:
    """One random case in the oracle row format (no answer columns); same (seed, index), same case."""
    rng = random.Random(f"hlo2chakra-differential-v{GENERATOR_VERSION}:{seed}:{index}")
    aware = rng.random() < 0.12
    dims = 1 if aware else rng.choice((1, 1, 2, 2, 3))
    shape = _shape(rng, dims)
    if aware and shape == [2]:
        shape = [4]  # the aware binary asserts on a 2-NPU ring (duplicate link)
    n = math.prod(shape)
    kind_roll, comm_groups, group_sizes = rng.random(), {}, []
    if kind_roll < 0.15:
        kind, per_rank = _sendrecv(rng, n)
        workload = {"ranks": "per_rank", "nodes": per_rank}
    elif kind_roll < 0.35 and len([g for g in range(2, n) if n % g == 0]) > 0:
        variant, comm_groups, groups = _groups(rng, n)
        group_sizes = [len(groups[0])]
        kind = f"pg_coll:{variant}"
        template = _coll_nodes(rng, 1, pg="1")
        per_rank = [[]] * n
        for gid, members in comm_groups.items():
            nodes = [dict(node, pg=gid) if "pg" in node else node for node in template]
            for r in members:
                per_rank[r] = nodes
        workload = {"ranks": "per_rank", "nodes": per_rank}
    elif kind_roll < 0.5:
        # skew: every rank computes for a different time first, so collectives start apart
        kind, template = "skew", _coll_nodes(rng, rng.choice((1, 2)))
        first = template[0]["duration_us"]
        per_rank = [[dict(template[0], duration_us=first + rng.randint(0, 40))] + template[1:] for _ in range(n)]
        workload = {"ranks": "per_rank", "nodes": per_rank}
    else:
        kind = "coll"
        workload = {"ranks": "all", "nodes": _coll_nodes(rng, rng.choice((1, 1, 2, 3)))}
    system = _system(rng, shape, group_sizes)
    return {
        "case_id": f"S{seed}-{index:05d}", "kind": kind, "binary": "aware" if aware else "unaware",
        "num_npus": str(n), "topology": _dumps([rng.choice(TOPOLOGIES) for _ in shape]),
        "npus_count": _dumps(shape), "bandwidth": _dumps([rng.choice(BANDWIDTHS_GBPS) for _ in shape]),
        "latency": _dumps([rng.choice(LATENCIES_NS) for _ in shape]), "system": _dumps(system),
        "comm_groups": _dumps(comm_groups) if comm_groups else "", "workload": _dumps(workload),
    }


def generate_tree_case(seed: int, index: int) -> dict:
    """A multi-dimensional doubleBinaryTree case (case id ``T<seed>-<index>``): 2-3 dimensions of
    power-of-two sizes, at least one all-reduce dimension on doubleBinaryTree (the others ring,
    direct or halvingDoubling), one to three world collectives, mostly all-reduces, started
    together or skewed; same (seed, index), same case (independent of ``generate_case``)."""
    rng = random.Random(f"hlo2chakra-differential-tree-v{GENERATOR_VERSION}:{seed}:{index}")
    while True:
        shape = [rng.choice((2, 2, 4, 4, 8, 16)) for _ in range(rng.choice((2, 2, 3)))]
        if math.prod(shape) <= 64:
            break
    system = _system(rng, shape, [])
    impls = [rng.choice(("ring", "direct", "halvingDoubling", "doubleBinaryTree")) for _ in shape]
    if "doubleBinaryTree" not in impls or rng.random() < 0.3:
        impls[rng.randrange(len(shape))] = "doubleBinaryTree"
    system["all-reduce-implementation"] = impls
    nodes = _coll_nodes(rng, rng.choice((1, 1, 2, 3)))
    for node in nodes:
        if node["type"] == "COLL" and rng.random() < 0.75:
            node["coll"] = "ALL_REDUCE"
    n = math.prod(shape)
    if rng.random() < 0.35:
        first = nodes[0]["duration_us"]
        workload = {"ranks": "per_rank",
                    "nodes": [[dict(nodes[0], duration_us=first + rng.randint(0, 40))] + nodes[1:] for _ in range(n)]}
        kind = "tree_skew"
    else:
        workload, kind = {"ranks": "all", "nodes": nodes}, "tree_coll"
    return {
        "case_id": f"T{seed}-{index:05d}", "kind": kind, "binary": "unaware",
        "num_npus": str(n), "topology": _dumps([rng.choice(TOPOLOGIES) for _ in shape]),
        "npus_count": _dumps(shape), "bandwidth": _dumps([rng.choice(BANDWIDTHS_GBPS) for _ in shape]),
        "latency": _dumps([rng.choice(LATENCIES_NS) for _ in shape]), "system": _dumps(system),
        "comm_groups": "", "workload": _dumps(workload),
    }


def case_of(case_id: str) -> dict:
    """The case a corpus id names: ``S<seed>-<index>`` (generate_case) or ``T<seed>-<index>`` (generate_tree_case)."""
    seed, index = case_id[1:].split("-")
    make = generate_tree_case if case_id.startswith("T") else generate_case
    return make(int(seed), int(index))


def uses_tree(row: dict) -> bool:
    """Whether the case runs a doubleBinaryTree all-reduce."""
    wl = json.loads(row["workload"])
    nodes = wl["nodes"] if wl["ranks"] == "all" else [n for rank in wl["nodes"] for n in rank]
    impl = json.loads(row["system"])["all-reduce-implementation"]
    return "doubleBinaryTree" in impl and any(n.get("coll") == "ALL_REDUCE" for n in nodes)


def focus_cases(seed: int, count: int, max_npus: int = 24, first: int = 0) -> list[dict]:
    """``count`` cases of ``seed`` from index ``first`` on: half congestion-aware, half running a
    doubleBinaryTree all-reduce, each on at most ``max_npus`` NPUs (the replays are message by
    message: CI-sized)."""
    aware, tree, index = [], [], first
    while len(aware) < count // 2 or len(tree) < count - count // 2:
        row = generate_case(seed, index)
        if int(row["num_npus"]) <= max_npus:
            if uses_tree(row) and len(tree) < count - count // 2:
                tree.append(row)
            elif row["binary"] == "aware" and not uses_tree(row) and len(aware) < count // 2:
                aware.append(row)
        index += 1
    return aware + tree


def row_traces(row: dict) -> list[EtTrace]:
    n = int(row["num_npus"])
    wl = json.loads(row["workload"])
    per_rank = [wl["nodes"]] * n if wl["ranks"] == "all" else wl["nodes"]
    return [EtTrace(tuple(build_node(s, r) for s in per_rank[r])) for r in range(n)]


@dataclass(frozen=True)
class Answer:
    """Every rank's finish and exposed-communication cycles, or why there are none."""

    finish_cycles: tuple[int, ...] = ()
    exposed_cycles: tuple[int, ...] = ()
    failure: str = ""


def _network_yaml(row: dict) -> str:
    return "".join(f"{key}: {row[key]}\n".replace('"', "") for key in ("topology", "npus_count", "bandwidth", "latency"))


def run_binary(row: dict, binary_dir: Path, workdir: Path | None = None, timeout_s: float = 120.0) -> Answer:
    """The real binary's answer for ``row`` (traces written with our writer, configs as the oracle's)."""
    name = "AstraSim_Analytical_Congestion_" + ("Aware" if row["binary"] == "aware" else "Unaware")
    with tempfile.TemporaryDirectory(dir=workdir) as tmp:
        folder = Path(tmp)
        for rank, trace in enumerate(row_traces(row)):
            write_trace(folder / f"w.{rank}.et", trace)
        (folder / "net.yml").write_text(_network_yaml(row))
        (folder / "sys.json").write_text(row["system"])
        (folder / "mem.json").write_text('{"memory-type":"NO_MEMORY_EXPANSION"}')
        command = [str(binary_dir / name), f"--workload-configuration={folder}/w",
                   f"--system-configuration={folder}/sys.json", f"--network-configuration={folder}/net.yml",
                   f"--remote-memory-configuration={folder}/mem.json", f"--logging-folder={folder}/log"]
        if row["comm_groups"]:
            (folder / "cg.json").write_text(row["comm_groups"])
            command.append(f"--comm-group-configuration={folder}/cg.json")
        try:
            done = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=timeout_s,
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return Answer(failure=f"timed out after {timeout_s} s")
    return parse_answer(done.stdout, done.returncode, int(row["num_npus"]))


def parse_answer(stdout: str, exit_code: int, num_ranks: int) -> Answer:
    found = {int(r): (int(t), int(e)) for r, t, e in _FINISHED.findall(stdout)}
    if exit_code != 0:
        return Answer(failure=f"exit {exit_code}")
    if "unreleased nodes" in stdout or sorted(found) != list(range(num_ranks)):
        return Answer(failure=f"{num_ranks - len(found)} ranks unfinished")
    return Answer(tuple(found[r][0] for r in range(num_ranks)), tuple(found[r][1] for r in range(num_ranks)))


def embedded_answer(row: dict) -> Answer:
    """The embedded backend's answer; a refusal (an error it raises) becomes ``failure``."""
    try:
        net = NetworkConfig.from_mapping({k: json.loads(row[k]) for k in ("topology", "npus_count", "bandwidth",
                                                                         "latency")})
        system = SystemConfig.from_mapping(json.loads(row["system"]))
        groups = {k: tuple(v) for k, v in json.loads(row["comm_groups"]).items()} if row["comm_groups"] else {}
        results = sorted(simulate_traces(row_traces(row), net, system, groups,
                                         congestion_aware=row["binary"] == "aware"), key=lambda r: r.rank)
    except Exception as exc:  # noqa: BLE001 - any refusal is an answer to compare
        return Answer(failure=f"refused: {type(exc).__name__}: {str(exc).splitlines()[0][:160]}")
    return Answer(tuple(int(r.finish_ns) for r in results), tuple(int(r.exposed_comm_ns) for r in results))


def classify(row: dict, real: Answer, ours: Answer) -> str:
    """"exact"; "binary failed, refused" (it aborted, crashed or hung, and the embedded backend
    refused the same input) or "binary failed, answered" (nothing to compare: see the README's
    coverage section for the classes it still answers); else "MISMATCH"."""
    if real.failure:
        return "binary failed, refused" if ours.failure.startswith("refused") else "binary failed, answered"
    return "exact" if ours == real else "MISMATCH"


def _rle(values: tuple[int, ...]) -> str:
    runs: list[list[int]] = []
    for v in values:
        if runs and runs[-1][0] == v:
            runs[-1][1] += 1
        else:
            runs.append([v, 1])
    return ";".join(f"{v}x{c}" if c > 1 else str(v) for v, c in runs)


def _unrle(text: str) -> tuple[int, ...]:
    out: list[int] = []
    for run in text.split(";") if text else []:
        v, _, c = run.partition("x")
        out += [int(v)] * int(c or 1)
    return tuple(out)


CORPUS_FIELDS = ("case_id", "outcome", "finish_cycles", "exposed_comm_cycles")


def write_corpus(path: Path, entries: list[tuple[dict, Answer]], origin: str) -> None:
    """The binary's answers only (run-length coded per rank); each case is regenerated from its id."""
    with path.open("w", newline="") as fh:
        fh.write(f"# {origin}\n# generator v{GENERATOR_VERSION}: rows come back from generate_case(seed, index) (S ids) or generate_tree_case (T ids)\n")
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(CORPUS_FIELDS)
        for row, answer in entries:
            writer.writerow((row["case_id"], answer.failure or "finished", _rle(answer.finish_cycles),
                             _rle(answer.exposed_cycles)))


def read_corpus(path: Path) -> list[tuple[dict, Answer]]:
    lines = path.read_text().splitlines()
    version = next(line for line in lines if line.startswith("# generator v")).split()[2].rstrip(":")
    if version != f"v{GENERATOR_VERSION}":
        raise ValueError(f"{path} was recorded with generator {version}, this is v{GENERATOR_VERSION}: re-record it")
    entries = []
    for rec in csv.DictReader(line for line in lines if not line.startswith("#")):
        failure = "" if rec["outcome"] == "finished" else rec["outcome"]
        answer = Answer(_unrle(rec["finish_cycles"]), _unrle(rec["exposed_comm_cycles"]), failure)
        entries.append((case_of(rec["case_id"]), answer))
    return entries


def shared_binary_dir() -> Path | None:
    from conftest import SHARED

    folder = SHARED / "tools" / "astra-sim"
    ok = all(os.access(folder / f"AstraSim_Analytical_Congestion_{k}", os.X_OK) for k in ("Aware", "Unaware"))
    return folder if ok else None
