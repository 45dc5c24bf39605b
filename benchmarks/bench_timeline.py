"""Benchmark the timeline outputs (``simulate --timeline``) at scale.

Builds the synthetic SPMD workload of ``bench_analytical`` (tensor- and data-parallel groups,
``--nodes`` nodes per rank), then times: the plain simulation (timeline off), the recording
simulation, and writing the files (timeline.json, per-node tables, critical path, gantt.png).
Reports the rows written (identical ranks merge into one row) and the file sizes.
``--asymmetric`` gives rank 0 a longer first compute node, so no ranks merge and the full engine
runs; the row limit (or ``--timeline-ranks``) then bounds the output.

    python3 -m benchmarks.bench_timeline [--ranks 8 512 4096] [--nodes 600] [--asymmetric] [--quick]
"""

from __future__ import annotations

import dataclasses
import tempfile
from pathlib import Path

from benchmarks import harness
from benchmarks.bench_analytical import build, ring_system
from hlo2chakra.chakra.trace import EtTrace
from hlo2chakra.report.timeline_files import write_timeline_files
from hlo2chakra.sim.analytical.simulate import simulate_traces
from hlo2chakra.sim.timeline.outputs import analyse
from hlo2chakra.sim.timeline.record import record_timeline

QUICK = {"ranks": [8, 64], "nodes": 120}


def _perturb(traces: list[EtTrace]) -> list[EtTrace]:
    first = traces[0].nodes[0]
    slower = dataclasses.replace(first, duration_micros=first.duration_micros + 7)
    return [EtTrace((slower,) + traces[0].nodes[1:])] + list(traces[1:])


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_timeline", harness.first_line(__doc__), quick=QUICK)
    parser.add_argument("--ranks", type=int, nargs="+", default=[8, 512, 4096])
    parser.add_argument("--nodes", type=int, default=600)
    parser.add_argument("--asymmetric", action="store_true")
    bench = parser.parse_bench(argv)
    args = bench.args
    system = ring_system()
    print(f"{'ranks':>6} {'nodes/rank':>10} {'sim s':>7} {'record s':>8} {'write s':>7} {'rows':>9} "
          f"{'events':>8} {'json KiB':>9} {'png KiB':>8} {'tables KiB':>10}")
    rows = []
    for n in args.ranks:
        traces, groups, net = build(n, args.nodes)
        if args.asymmetric:
            traces = _perturb(traces)
        plain, sim = harness.time_call(simulate_traces, traces, net, system, groups)
        (results, timeline), record = harness.time_call(record_timeline, traces, net, system, groups)
        assert [r.finish_ns for r in results] == [r.finish_ns for r in plain]
        with tempfile.TemporaryDirectory() as tmp:
            out, write = harness.time_call(lambda: write_timeline_files(Path(tmp), analyse(timeline)))
            size = {name: (Path(tmp) / name).stat().st_size for name in out.files}
        tables = size["collective_nodes.csv"] + size["collective_nodes.parquet"] + size["critical_path.csv"]
        rows.append({"ranks": n, "nodes_per_rank": len(traces[0].nodes), "simulate_s": sim.wall_s,
                     "record_s": record.wall_s, "write_s": write.wall_s, "rows_written": out.rows_written,
                     "rows_total": out.rows_total, "events": out.events, "file_bytes": size})
        print(f"{n:>6} {len(traces[0].nodes):>10} {sim.wall_s:>7.2f} {record.wall_s:>8.2f} {write.wall_s:>7.2f} "
              f"{f'{out.rows_written}/{out.rows_total}':>9} {out.events:>8} {size['timeline.json'] / 1024:>9.0f} "
              f"{size['gantt.png'] / 1024:>8.0f} {tables / 1024:>10.0f}", flush=True)
    bench.finish({"sizes": rows})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
