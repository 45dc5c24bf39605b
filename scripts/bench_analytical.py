"""Benchmark the embedded analytical simulator on synthetic SPMD-like traces.

Every rank runs the same program of ``--nodes`` nodes: per layer a forward COMP, an ALL_REDUCE
in its tensor-parallel group (8 contiguous ranks), a COMP, a REDUCE_SCATTER and an ALL_GATHER in
its data-parallel group (strided ranks), and a COMP overlapping the gather. Ranks name their own
groups, so the symmetry reduction must recognise equally shaped groups. Reports the time to
build the traces, the validation that ``simulate_traces`` runs first (the rules of
``hlo2chakra validate``), the simulation wall time after it, and the process's peak resident
memory (which includes the traces themselves) after each size.

    python3 scripts/bench_analytical.py [--ranks 8 64 512 4096] [--nodes 5000]
"""

from __future__ import annotations

import argparse
import sys
import time
import resource
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "converter"))

from hlo2chakra.chakra.schema import NodeType  # noqa: E402
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, string_attr  # noqa: E402
from hlo2chakra.chakra.validate.workload import validate_traces  # noqa: E402
from hlo2chakra.sim.analytical.simulate import simulate_traces  # noqa: E402
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig  # noqa: E402

TP = 8


def build(num_ranks: int, nodes: int) -> tuple[list[EtTrace], dict[str, tuple[int, ...]], NetworkConfig]:
    tp, dp = min(TP, num_ranks), max(1, num_ranks // TP)
    groups: dict[str, tuple[int, ...]] = {}
    for g in range(dp):
        groups[str(1 + g)] = tuple(range(g * tp, (g + 1) * tp))
    if dp > 1:
        for i in range(tp):
            groups[str(1 + dp + i)] = tuple(range(i, num_ranks, tp))
    cpu = bool_attr("is_cpu_op", False)
    layers = nodes // 6

    made: dict[tuple, EtNode] = {}

    def coll(nid: int, comm: int, size: int, deps: tuple[int, ...], pg: str | None) -> EtNode:
        if (nid, pg) in made:
            return made[(nid, pg)]
        attrs = [cpu, int_attr("comm_type", comm), int_attr("comm_size", size, "uint64")]
        if pg is not None:
            attrs.append(string_attr("pg_name", pg))
        made[(nid, pg)] = EtNode(nid, f"c{nid}", NodeType.COMM_COLL_NODE, deps, attrs=tuple(attrs))
        return made[(nid, pg)]

    shared: dict[int, EtNode] = {}
    variants: dict[tuple[str, str | None], tuple[EtNode, ...]] = {}
    for layer in range(layers):
        b = layer * 6
        shared[b] = EtNode(b, "fwd", NodeType.COMP_NODE, (b - 3,) if layer else (), duration_micros=40, attrs=(cpu,))
        shared[b + 2] = EtNode(b + 2, "mlp", NodeType.COMP_NODE, (b + 1,), duration_micros=60, attrs=(cpu,))
        shared[b + 5] = EtNode(b + 5, "opt", NodeType.COMP_NODE, (b + 3,), duration_micros=30, attrs=(cpu,))
    traces = []
    for rank in range(num_ranks):
        tp_g = str(1 + rank // tp)
        dp_g = str(1 + dp + rank % tp) if dp > 1 else None
        key = (tp_g, dp_g)
        if key not in variants:
            out = []
            for layer in range(layers):
                b = layer * 6
                out += [shared[b], coll(b + 1, 0, 8 << 20, (b,), tp_g), shared[b + 2],
                        coll(b + 3, 7, 32 << 20, (b + 2,), dp_g), coll(b + 4, 2, 4 << 20, (b + 3,), dp_g), shared[b + 5]]
            variants[key] = tuple(out)
        traces.append(EtTrace(variants[key]))
    dims = (tp, dp) if dp > 1 else (tp,)
    net = NetworkConfig(("Ring", "Switch")[: len(dims)], dims, (200.0, 50.0)[: len(dims)], (500.0, 1000.0)[: len(dims)])
    return traces, groups, net


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ranks", type=int, nargs="+", default=[8, 64, 512, 4096])
    ap.add_argument("--nodes", type=int, default=5000)
    args = ap.parse_args()
    system = SystemConfig(all_reduce=("ring", "ring"), all_gather=("ring", "ring"), reduce_scatter=("ring", "ring"),
                          all_to_all=("ring", "ring"), preferred_dataset_splits=4, active_chunks_per_dimension=2)
    print(f"{'ranks':>6} {'nodes/rank':>10} {'build s':>8} {'validate s':>10} {'simulate s':>10} {'peak RSS MiB':>12} "
          f"{'step ns':>14}")
    for n in args.ranks:
        t0 = time.perf_counter()
        traces, groups, net = build(n, args.nodes)
        t1 = time.perf_counter()
        violations = validate_traces(traces, groups, num_npus=n)  # what simulate_traces runs first
        assert not violations, violations[0].message
        t2 = time.perf_counter()
        results = simulate_traces(traces, net, system, groups, validated=True)
        t3 = time.perf_counter()
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"{n:>6} {len(traces[0].nodes):>10} {t1 - t0:>8.2f} {t2 - t1:>10.2f} {t3 - t2:>10.2f} {peak:>12.1f} "
              f"{max(r.finish_ns for r in results):>14}")


if __name__ == "__main__":
    main()
