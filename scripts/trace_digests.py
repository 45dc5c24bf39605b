#!/usr/bin/env python3
"""Digest of every output file `convert` writes for each bundled test program.

Run before and after a refactor that must not change the traces, and diff the two listings:

    python3 scripts/trace_digests.py > before.txt   # ... refactor ...
    python3 scripts/trace_digests.py > after.txt && diff before.txt after.txt

Each per-device program (`per_device.mlir`, and XLA's GPU-optimized `optimized_gpu_*.mlir`) of
`tests/data/programs/*/` is converted on two hardware presets in a fresh process, so that the
listing also covers the CLI. One line per output file: `program/input/hardware/file sha256`.
The manifest's tool version and input path are left out of its digest: they name the checkout.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "tests" / "data" / "programs"
HARDWARE = ("H100-SXM", "A100-SXM-40GB")


def _digest(path: Path) -> str:
    data = path.read_bytes()
    if path.name == "manifest.json":
        manifest = json.loads(data)
        # where and with which version it ran, not what it produced
        manifest.pop("tool", None)
        if isinstance(manifest.get("input"), dict):
            manifest["input"].pop("path", None)
        data = json.dumps(manifest, sort_keys=True).encode()
    return hashlib.sha256(data).hexdigest()


def _inputs(names: list[str] | None) -> list[Path]:
    folders = sorted(p for p in PROGRAMS.iterdir() if p.is_dir() and (names is None or p.name in names))
    return [m for folder in folders for m in [folder / "per_device.mlir", *sorted(folder.glob("optimized_gpu_*.mlir"))]
            if m.exists()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("programs", nargs="*", help="program folder names (default: all)")
    args = parser.parse_args()
    for module in _inputs(args.programs or None):
        for hardware in HARDWARE:
            with tempfile.TemporaryDirectory() as tmp:
                out = Path(tmp) / "out"
                done = subprocess.run([sys.executable, "-m", "hlo2chakra.cli", "convert", str(module), "-o", str(out),
                                       "--hardware", hardware], capture_output=True, text=True, cwd=tmp)
                label = f"{module.parent.name}/{module.name}/{hardware}"
                if done.returncode != 0:
                    print(f"{label} FAILED {done.stderr.strip().splitlines()[-1:]}")
                    continue
                for path in sorted(p for p in out.rglob("*") if p.is_file()):
                    print(f"{label}/{path.relative_to(out)} {_digest(path)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
