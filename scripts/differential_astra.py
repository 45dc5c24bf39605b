#!/usr/bin/env python3
"""The embedded analytical backend against the real ASTRA-sim binary on seeded random cases.

    HLO2CHAKRA_SHARED=/path/to/shared python scripts/differential_astra.py --seed 1 --cases 2000 [--jobs 2]
        [--record tests/data/astra_differential/corpus.csv] [--focus [--max-npus 24]]

Every case is drawn by tests/astra_differential.py from (seed, index); the binary comes from
``$HLO2CHAKRA_SHARED/tools/astra-sim`` (default ../shared beside the repository) or ``--binary-dir``.
``--focus`` keeps only the congestion-aware and doubleBinaryTree cases on at most ``--max-npus``
NPUs (how tests/data/astra_differential/corpus_aware_tree.csv was drawn from seeds 2 and 3).
``--multidim-tree`` draws multi-dimensional doubleBinaryTree cases (``generate_tree_case``) instead
(corpus_tree_multidim.csv).
Prints one line per mismatch and a summary; exits 1 when any case differs.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "converter")]

import astra_differential as diff  # noqa: E402


def _one(job: tuple[int, int, str, bool]) -> tuple[dict, diff.Answer, diff.Answer]:
    seed, index, binary_dir, multidim_tree = job
    row = (diff.generate_tree_case if multidim_tree else diff.generate_case)(seed, index)
    return row, diff.run_binary(row, Path(binary_dir)), diff.embedded_answer(row)


def _focused(row: dict, max_npus: int) -> bool:
    return (row["binary"] == "aware" or diff.uses_tree(row)) and int(row["num_npus"]) <= max_npus


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="index of the first case")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--binary-dir", type=Path)
    parser.add_argument("--record", type=Path, help="write the binary's answers as a corpus CSV")
    parser.add_argument("--focus", action="store_true", help="only congestion-aware and doubleBinaryTree cases")
    parser.add_argument("--multidim-tree", action="store_true",
                        help="multi-dimensional doubleBinaryTree cases (generate_tree_case) instead")
    parser.add_argument("--max-npus", type=int, default=24, help="with --focus: largest NPU count kept")
    args = parser.parse_args()
    binary_dir = args.binary_dir or diff.shared_binary_dir()
    if binary_dir is None:
        print("no ASTRA-sim binaries: set HLO2CHAKRA_SHARED or pass --binary-dir", file=sys.stderr)
        return 2
    start = time.monotonic()
    indices = range(args.first, args.first + args.cases)
    if args.focus:
        indices = [i for i in indices if _focused(diff.generate_case(args.seed, i), args.max_npus)]
    jobs = [(args.seed, i, str(binary_dir), args.multidim_tree) for i in indices]
    classes: Counter[str] = Counter()
    recorded, mismatches = [], 0
    with ProcessPoolExecutor(args.jobs) as pool:
        for row, real, ours in pool.map(_one, jobs, chunksize=4):
            recorded.append((row, real))
            verdict = diff.classify(row, real, ours)
            classes[verdict] += 1
            if verdict == "MISMATCH":
                mismatches += 1
                print(f"MISMATCH {row['case_id']} {row['kind']} {row['binary']} {row['topology']} {row['npus_count']}"
                      f" bw={row['bandwidth']} lat={row['latency']} binary={max(real.finish_cycles)}"
                      f" embedded={ours.failure or max(ours.finish_cycles)} sys={row['system']}", flush=True)
    if args.record:
        args.record.parent.mkdir(parents=True, exist_ok=True)
        origin = (f"ASTRA-sim 518bd513 binaries (../shared/tools/astra-sim) on scripts/differential_astra.py "
                  f"--seed {args.seed} --first {args.first} --cases {args.cases}{' --focus' if args.focus else ''}"
                  f"{' --multidim-tree' if args.multidim_tree else ''} (generator v{diff.GENERATOR_VERSION})")
        diff.write_corpus(args.record, recorded, origin)
    print(f"seed {args.seed} cases {args.first}..{args.first + args.cases - 1}{' (focus)' if args.focus else ''}: "
          f"{len(jobs)} run, {dict(classes)}, "
          f"{mismatches} mismatches, {time.monotonic() - start:.1f} s")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
