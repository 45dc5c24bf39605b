#!/usr/bin/env python3
"""The zoo's `maxtext-llama2-70b` against MaxText's real lowered train_step, as a table.

Exports `maxtext-llama2-70b` at fsdp=64 with the overrides of ../shared/data/maxtext/README.md
(attention=dot_product, per_device_batch_size 2, max_target_length 4096, remat_policy custom with
query/key/value/out projections, mlpwo and decoder_layer_input on device), converts it and MaxText's
`llama2-70b.fsdp64.global.mlir` with `hlo2chakra convert`, and prints per-device FLOPs, collective
bytes (and counts) per kind and the estimated peak memory side by side, with the bounds the test
(tests/zoo/test_maxtext_zoo.py) holds them to: 2% FLOPs and bytes, 10% memory.

    python scripts/check_maxtext_match.py [--shared ../shared] [--work DIR] [--hardware H100-SXM]

Exit status 1 when a figure is out of its bound, 2 when ../shared is missing.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    from hlo2chakra.pipeline import maxtext_match as check

    default_shared = Path(os.environ.get("HLO2CHAKRA_SHARED") or ROOT.parent / "shared")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=default_shared, help="the shared data folder (../shared)")
    parser.add_argument("--work", type=Path, default=None, help="keep the export and traces here (default: a temp dir)")
    parser.add_argument("--hardware", default="H100-SXM", help="hardware preset for both conversions")
    args = parser.parse_args(argv)
    if not (args.shared / check.REFERENCE_FILE).exists():
        print(f"check_maxtext_match: {args.shared / check.REFERENCE_FILE} not found (needs ../shared)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="maxtext_match_") as tmp:
        work = args.work or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        rows, times = check.run_check(args.shared, work, args.hardware)
    settings = " ".join(f"--set {k}={v}" for k, v in check.REFERENCE_SETTINGS.items())
    mesh = ",".join(f"{a}={s}" for a, s in check.MESH.items())
    print(f"hlo2chakra export {check.MODEL} --mesh {mesh} {settings}")
    print(f"against {args.shared / check.REFERENCE_FILE} (both through hlo2chakra convert, {args.hardware})\n")
    for line in check.table(rows):
        print(line)
    print("\n" + ", ".join(f"{k} {v:.1f} s" for k, v in times.items()))
    return 0 if all(r.ok for r in rows) else 1


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT / "converter"))
    sys.exit(main(sys.argv[1:]))
