"""The public ASTRA-sim oracle (tests/data/astra_oracle/public.csv) as embedded-backend inputs:
rows, nodes and (network, system, groups, traces) tuples, shared by the oracle, symmetry and
differential tests."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from hlo2chakra.chakra.schema import NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, string_attr
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig

ORACLE = Path(__file__).parent / "data" / "astra_oracle" / "public.csv"
_COMM = {"ALL_REDUCE": 0, "ALL_GATHER": 2, "ALL_TO_ALL": 6, "REDUCE_SCATTER": 7}


def load_rows() -> list[dict]:
    with ORACLE.open(newline="") as fh:
        return list(csv.DictReader(fh))


def build_node(spec: dict, rank: int) -> EtNode:
    deps = tuple(spec["deps"])
    cpu = bool_attr("is_cpu_op", False)
    kind = spec["type"]
    if kind == "COMP":
        return EtNode(spec["id"], f"c{spec['id']}", NodeType.COMP_NODE, deps, duration_micros=spec["duration_us"],
                      attrs=(cpu,))
    if kind == "COLL":
        attrs = [cpu, int_attr("comm_type", _COMM[spec["coll"]]), int_attr("comm_size", spec["size_bytes"], "uint64")]
        if "pg" in spec:
            attrs.append(string_attr("pg_name", spec["pg"]))
        return EtNode(spec["id"], f"k{spec['id']}", NodeType.COMM_COLL_NODE, deps, attrs=tuple(attrs))
    src, dst = (rank, spec["peer"]) if kind == "SEND" else (spec["peer"], rank)
    ntype = NodeType.COMM_SEND_NODE if kind == "SEND" else NodeType.COMM_RECV_NODE
    attrs = (cpu, int_attr("comm_src", src), int_attr("comm_dst", dst), int_attr("comm_size", spec["size_bytes"], "uint64"),
             int_attr("comm_tag", spec["tag"]))
    return EtNode(spec["id"], f"{kind.lower()}{spec['id']}", ntype, deps, attrs=attrs)


def row_inputs(row: dict):
    n = int(row["num_npus"])
    net = NetworkConfig.from_mapping({"topology": json.loads(row["topology"]), "npus_count": json.loads(row["npus_count"]),
                                      "bandwidth": json.loads(row["bandwidth"]), "latency": json.loads(row["latency"])})
    system = SystemConfig.from_mapping(json.loads(row["system"]))
    groups = json.loads(row["comm_groups"]) if row["comm_groups"] else {}
    wl = json.loads(row["workload"])
    per_rank = [wl["nodes"]] * n if wl["ranks"] == "all" else wl["nodes"]
    traces = [EtTrace(tuple(build_node(s, r) for s in per_rank[r])) for r in range(n)]
    return net, system, groups, traces
