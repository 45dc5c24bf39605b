"""Timing of the Chakra workload validator on large synthetic workloads.

Usage: python3 -m benchmarks.bench_validate [--ranks 1024] [--nodes 5000] [--file-ranks 64] [--quick]

Scenarios (each prints seconds and nodes/s):
  shared   every rank holds the same trace object (SPMD, in memory)
  2d       TP x DP = 8 x (ranks/8) groups: each rank's trace is its own tuple (collectives carry
           the rank's group ids, sends/recvs the rank's partner), so every rank is analysed
  files    validate_workload over ranks identical .et files (read + hash all, parse one)
  files2d  validate_workload over --file-ranks distinct .et files (parse every one)
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable

from benchmarks import harness
from hlo2chakra.chakra import EtNode, EtTrace, NodeType, write_trace
from hlo2chakra.chakra.trace import Attr, bool_attr, int_attr, string_attr
from hlo2chakra.chakra.validate.workload import validate_traces, validate_workload

GPU = (bool_attr("is_cpu_op", False),)
# 16 file ranks: two per data-parallel group (a one-rank group would be reported as a violation)
QUICK = {"ranks": 64, "nodes": 1000, "file_ranks": 16}


def _comp(i: int) -> EtNode:
    return EtNode(i, f"fusion.{i}", NodeType.COMP_NODE, data_deps=(i - 1,) if i else (), duration_micros=7, attrs=GPU)


def _coll(i: int, pg: str | None, size: int) -> EtNode:
    attrs: tuple[Attr, ...] = GPU + (int_attr("comm_type", 0), int_attr("comm_size", size))
    if pg is not None:
        attrs += (string_attr("pg_name", pg),)
    return EtNode(i, f"all-reduce.{i}", NodeType.COMM_COLL_NODE, data_deps=(i - 1,), attrs=attrs)


def _p2p(i: int, send: bool, me: int, peer: int) -> EtNode:
    src, dst = (me, peer) if send else (peer, me)
    attrs = GPU + (int_attr("comm_src", src), int_attr("comm_dst", dst), int_attr("comm_size", 65536), int_attr("comm_tag", i))
    kind = NodeType.COMM_SEND_NODE if send else NodeType.COMM_RECV_NODE
    return EtNode(i, f"p2p.{i}", kind, data_deps=(i - 1,), attrs=attrs)


def shared_workload(ranks: int, nodes: int) -> list[EtTrace]:
    trace = EtTrace(tuple(_coll(i, None, 4096 * (i % 7 + 1)) if i % 10 == 9 else _comp(i) for i in range(nodes)))
    return [trace] * ranks


def workload_2d(ranks: int, nodes: int) -> tuple[list[EtTrace], dict[str, list[int]]]:
    tp, dp = 8, ranks // 8
    groups = {str(1 + g): [g * tp + t for t in range(tp)] for g in range(dp)}  # TP groups
    groups.update({str(1 + dp + t): [g * tp + t for g in range(dp)] for t in range(tp)})  # DP groups
    comps = [_comp(i) for i in range(nodes)]
    tp_nodes = {g: {i: _coll(i, str(1 + g), 8192) for i in range(19, nodes, 20)} for g in range(dp)}
    dp_nodes = {t: {i: _coll(i, str(1 + dp + t), 65536) for i in range(9, nodes, 20)} for t in range(tp)}
    traces = []
    for r in range(ranks):
        g, t = divmod(r, tp)
        row = list(comps)
        for i, node in tp_nodes[g].items():
            row[i] = node
        for i, node in dp_nodes[t].items():
            row[i] = node
        peer = r ^ 1
        for i in range(45, nodes - 1, 100):  # alternate send-then-recv / recv-then-send by parity
            row[i] = _p2p(i, r % 2 == 0, r, peer)
            row[i + 1] = _p2p(i + 1, r % 2 == 1, r, peer)
        traces.append(EtTrace(tuple(row)))
    return traces, groups


def _time(label: str, total_nodes: int, fn: Callable[[], list[Any]], rows: list[dict[str, Any]]) -> list[Any]:
    result, lap = harness.time_call(fn)
    print(f"{label:<44} {lap.wall_s:8.3f} s  {total_nodes / lap.wall_s / 1e6:7.2f} M nodes/s  violations={len(result)}",
          flush=True)
    rows.append({"scenario": label.split()[0], "label": label, "nodes": total_nodes, "wall_s": lap.wall_s,
                 "cpu_s": lap.cpu_s, "nodes_per_s": total_nodes / lap.wall_s, "violations": len(result)})
    return result


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_validate", __doc__, quick=QUICK, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ranks", type=int, default=1024)
    parser.add_argument("--nodes", type=int, default=5000)
    parser.add_argument("--file-ranks", type=int, default=64)
    bench = parser.parse_bench(argv)
    args = bench.args
    r, n = args.ranks, args.nodes
    rows: list[dict[str, Any]] = []

    traces = shared_workload(r, n)
    _time(f"shared  {r} ranks x {n} nodes", r * n, lambda: validate_traces(traces), rows)

    traces2d, groups = workload_2d(r, n)
    _time(f"2d      {r} ranks x {n} nodes", r * n, lambda: validate_traces(traces2d, groups), rows)

    tmp = Path(tempfile.mkdtemp(prefix="bench_validate_"))
    try:
        write_trace(tmp / "spmd.0.et", traces[0])
        data = (tmp / "spmd.0.et").read_bytes()
        for rank in range(1, r):
            (tmp / f"spmd.{rank}.et").write_bytes(data)
        _time(f"files   {r} identical files x {n} nodes", r * n, lambda: validate_workload(tmp / "spmd"), rows)

        fr = args.file_ranks
        sub, sub_groups = workload_2d(fr, n)
        for rank, trace in enumerate(sub):
            write_trace(tmp / f"w2d.{rank}.et", trace)
        (tmp / "groups.json").write_text(json.dumps(sub_groups))
        _time(f"files2d {fr} distinct files x {n} nodes", fr * n,
              lambda: validate_workload(tmp / "w2d", tmp / "groups.json"), rows)
    finally:
        shutil.rmtree(tmp)
    bench.finish({"scenarios": rows})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
