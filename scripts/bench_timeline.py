"""Benchmark the timeline outputs (``simulate --timeline``) at scale.

Builds the synthetic SPMD workload of ``bench_analytical.py`` (tensor- and data-parallel groups,
``--nodes`` nodes per rank), then times: the plain simulation (timeline off), the recording
simulation, and writing the files (timeline.json, per-node tables, critical path, gantt.png).
Reports the rows written (identical ranks merge into one row) and the file sizes.
``--asymmetric`` gives rank 0 a longer first compute node, so no ranks merge and the full engine
runs; the row limit (or ``--timeline-ranks``) then bounds the output.

    python3 scripts/bench_timeline.py [--ranks 8 512 4096] [--nodes 600] [--asymmetric]
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "converter"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_analytical import build  # noqa: E402
from hlo2chakra.chakra.trace import EtTrace  # noqa: E402
from hlo2chakra.sim.analytical.simulate import simulate_traces  # noqa: E402
from hlo2chakra.sim.config.files import SystemConfig  # noqa: E402
from hlo2chakra.sim.timeline.record import record_timeline  # noqa: E402
from hlo2chakra.report.timeline_files import write_timeline_files  # noqa: E402
from hlo2chakra.sim.timeline.outputs import analyse  # noqa: E402


def _perturb(traces: list[EtTrace]) -> list[EtTrace]:
    first = traces[0].nodes[0]
    slower = dataclasses.replace(first, duration_micros=first.duration_micros + 7)
    return [EtTrace((slower,) + traces[0].nodes[1:])] + list(traces[1:])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ranks", type=int, nargs="+", default=[8, 512, 4096])
    ap.add_argument("--nodes", type=int, default=600)
    ap.add_argument("--asymmetric", action="store_true")
    args = ap.parse_args()
    system = SystemConfig(all_reduce=("ring", "ring"), all_gather=("ring", "ring"), reduce_scatter=("ring", "ring"),
                          all_to_all=("ring", "ring"), preferred_dataset_splits=4, active_chunks_per_dimension=2)
    print(f"{'ranks':>6} {'nodes/rank':>10} {'sim s':>7} {'record s':>8} {'write s':>7} {'rows':>9} "
          f"{'events':>8} {'json KiB':>9} {'png KiB':>8} {'tables KiB':>10}")
    for n in args.ranks:
        traces, groups, net = build(n, args.nodes)
        if args.asymmetric:
            traces = _perturb(traces)
        t0 = time.perf_counter()
        plain = simulate_traces(traces, net, system, groups)
        t1 = time.perf_counter()
        results, timeline = record_timeline(traces, net, system, groups)
        t2 = time.perf_counter()
        assert [r.finish_ns for r in results] == [r.finish_ns for r in plain]
        with tempfile.TemporaryDirectory() as tmp:
            out = write_timeline_files(Path(tmp), analyse(timeline))
            t3 = time.perf_counter()
            size = {name: (Path(tmp) / name).stat().st_size / 1024 for name in out.files}
        tables = size["collective_nodes.csv"] + size["collective_nodes.parquet"] + size["critical_path.csv"]
        print(f"{n:>6} {len(traces[0].nodes):>10} {t1 - t0:>7.2f} {t2 - t1:>8.2f} {t3 - t2:>7.2f} "
              f"{f'{out.rows_written}/{out.rows_total}':>9} {out.events:>8} {size['timeline.json']:>9.0f} "
              f"{size['gantt.png']:>8.0f} {tables:>10.0f}")


if __name__ == "__main__":
    main()
