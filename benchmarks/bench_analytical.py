"""Benchmark the embedded analytical simulator on synthetic SPMD-like traces.

Every rank runs the same program of ``--nodes`` nodes: per layer a forward COMP, an ALL_REDUCE
in its tensor-parallel group (8 contiguous ranks), a COMP, a REDUCE_SCATTER and an ALL_GATHER in
its data-parallel group (strided ranks), and a COMP overlapping the gather. Ranks name their own
groups, so the symmetry reduction must recognise equally shaped groups. Each size runs in its
own isolated child process and reports the time to build the traces, the validation that
``simulate_traces`` runs first (the rules of ``hlo2chakra validate``), the simulation wall time
after it, and the child's peak resident memory (which includes the traces themselves).

    python3 -m benchmarks.bench_analytical [--ranks 8 64 512 4096] [--nodes 5000] [--quick]
"""

from __future__ import annotations

from typing import Any

from benchmarks import harness
from hlo2chakra.chakra.schema import NodeType
from hlo2chakra.chakra.trace import EtNode, EtTrace, bool_attr, int_attr, string_attr
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig

TP = 8
QUICK = {"ranks": [8, 64], "nodes": 600}


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

    made: dict[tuple[int, str | None], EtNode] = {}

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
            out: list[EtNode] = []
            for layer in range(layers):
                b = layer * 6
                out += [shared[b], coll(b + 1, 0, 8 << 20, (b,), tp_g), shared[b + 2],
                        coll(b + 3, 7, 32 << 20, (b + 2,), dp_g), coll(b + 4, 2, 4 << 20, (b + 3,), dp_g), shared[b + 5]]
            variants[key] = tuple(out)
        traces.append(EtTrace(variants[key]))
    dims = (tp, dp) if dp > 1 else (tp,)
    net = NetworkConfig(("Ring", "Switch")[: len(dims)], dims, (200.0, 50.0)[: len(dims)], (500.0, 1000.0)[: len(dims)])
    return traces, groups, net


def ring_system() -> SystemConfig:
    return SystemConfig(all_reduce=("ring", "ring"), all_gather=("ring", "ring"), reduce_scatter=("ring", "ring"),
                        all_to_all=("ring", "ring"), preferred_dataset_splits=4, active_chunks_per_dimension=2)


def measure(num_ranks: int, nodes: int) -> dict[str, Any]:
    """One size, in the child: build, validate, simulate (each timed), and the step."""
    from hlo2chakra.chakra.validate.workload import validate_traces
    from hlo2chakra.sim.analytical.simulate import simulate_traces

    with harness.Stopwatch() as built:
        traces, groups, net = build(num_ranks, nodes)
    with harness.Stopwatch() as checked:
        violations = validate_traces(traces, groups, num_npus=num_ranks)  # what simulate_traces runs first
    assert not violations, violations[0].message
    with harness.Stopwatch() as simulated:
        results = simulate_traces(traces, net, ring_system(), groups, validated=True)
    return {"ranks": num_ranks, "nodes_per_rank": len(traces[0].nodes), "build_s": built.wall_s,
            "validate_s": checked.wall_s, "simulate_s": simulated.wall_s,
            "step_ns": max(r.finish_ns for r in results)}


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_analytical", harness.first_line(__doc__), quick=QUICK)
    parser.add_argument("--ranks", type=int, nargs="+", default=[8, 64, 512, 4096])
    parser.add_argument("--nodes", type=int, default=5000)
    bench = parser.parse_bench(argv)
    args = bench.args
    print(f"{'ranks':>6} {'nodes/rank':>10} {'build s':>8} {'validate s':>10} {'simulate s':>10} {'peak RSS MiB':>12} "
          f"{'step ns':>14}")
    rows = []
    for n in args.ranks:
        child = harness.run_callable(measure, (n, args.nodes))
        row = {**child.value, "peak_rss_bytes": child.process.peak_rss_bytes, "process": child.process}
        rows.append(row)
        print(f"{n:>6} {row['nodes_per_rank']:>10} {row['build_s']:>8.2f} {row['validate_s']:>10.2f} "
              f"{row['simulate_s']:>10.2f} {child.process.peak_rss_mib:>12.1f} {row['step_ns']:>14}", flush=True)
    bench.finish({"sizes": rows})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
