"""The zoo's MaxText Llama-2-70B step against MaxText's own lowered program (../shared): a pipeline
(it exports and converts), so it sits above every layer it drives.

`../shared/data/maxtext/llama2-70b.fsdp64.global.mlir` is MaxText's real `train_step` (commit
0fe43b75) lowered at 64 devices; its README gives every override. `REFERENCE_SETTINGS` are those
overrides in this family's keys; `run_check` exports `maxtext-llama2-70b` with them, converts both
programs with `hlo2chakra convert` (same hardware, same passes) and compares per-device FLOPs,
collective bytes per kind and the estimated peak memory (`TOLERANCES`). Used by
tests/zoo/test_maxtext_zoo.py and scripts/check_maxtext_match.py.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

MODEL = "maxtext-llama2-70b"
REFERENCE_FILE = Path("data") / "maxtext" / "llama2-70b.fsdp64.global.mlir"  # under ../shared
README_FILE = Path("data") / "maxtext" / "README.md"
MESH: Mapping[str, int] = {"fsdp": 64}  # ici_fsdp_parallelism 8 x dcn_fsdp_parallelism 8
REFERENCE_SETTINGS: Mapping[str, str] = {
    "per_device_batch_size": "2", "max_target_length": "4096", "attention": "dot_product",
    "scan_layers": "true", "use_iota_embed": "true", "remat_policy": "custom",
    "decoder_layer_input": "device", "query_proj": "device", "key_proj": "device", "value_proj": "device",
    "out_proj": "device", "mlpwo": "device",
    "qkv_proj": "device",  # as the README sets it; no effect either side (Llama has separate q/k/v)
}
TOLERANCES: Mapping[str, float] = {"flops": 0.02, "collective": 0.02, "memory": 0.10}


@dataclasses.dataclass(frozen=True)
class Row:
    quantity: str
    reference: float
    ours: float
    tolerance: float

    @property
    def relative(self) -> float:
        if self.reference == 0:
            return 0.0 if self.ours == 0 else float("inf")
        return self.ours / self.reference - 1.0

    @property
    def ok(self) -> bool:
        return abs(self.relative) <= self.tolerance


def readme_overrides(text: str) -> dict[str, str]:
    """KEY=VALUE overrides of the README's Llama-2-70B `lower.py` command (its $COMMON included)."""
    common = re.search(r'COMMON="([^"]*)"', text)
    command = re.search(r"lower\.py llama2-70b\S*((?:.|\n)*?)\$COMMON", text)
    if not common or not command:
        raise ValueError("the README has no Llama-2-70B lower.py command")
    words = (command.group(1).replace("\\\n", " ") + " " + common.group(1)).split()
    return dict(w.split("=", 1) for w in words if "=" in w)


def figures(manifest: Any) -> dict[str, float]:
    """Per-device figures of a convert manifest (`hlo2chakra.chakra.manifest.Manifest`)."""
    rank = manifest.ranks[0]
    out = {"flops per device": float(rank.flops), "peak memory bytes": float(manifest.memory_peak_bytes)}
    for kind, record in manifest.collectives.items():
        out[f"{kind} bytes"] = float(record.bytes)
        out[f"{kind} count"] = float(record.count)
    return out


def compare(reference: Mapping[str, float], ours: Mapping[str, float]) -> list[Row]:
    """FLOPs, bytes of every collective kind either side has, peak memory; counts only shown (tol inf)."""
    kinds = sorted({k[:-6] for k in (*reference, *ours) if k.endswith(" bytes") and k != "peak memory bytes"})
    rows = [Row("flops per device", reference["flops per device"], ours["flops per device"], TOLERANCES["flops"])]
    for kind in kinds:
        rows.append(Row(f"{kind} bytes", reference.get(f"{kind} bytes", 0.0), ours.get(f"{kind} bytes", 0.0),
                        TOLERANCES["collective"]))
        rows.append(Row(f"{kind} count", reference.get(f"{kind} count", 0.0), ours.get(f"{kind} count", 0.0),
                        float("inf")))
    rows.append(Row("peak memory bytes", reference["peak memory bytes"], ours["peak memory bytes"], TOLERANCES["memory"]))
    return rows


def run_check(shared: Path, work: Path, hardware: str = "H100-SXM") -> tuple[list[Row], dict[str, float]]:
    """Export + convert ours, convert MaxText's; returns the rows and the wall times (s) of each step."""
    import time

    from hlo2chakra.export.run import export_model
    from hlo2chakra.pipeline.convert import convert

    times: dict[str, float] = {}
    t = time.perf_counter()
    export_model(MODEL, dict(MESH), work / "export", overwrite=True, config=REFERENCE_SETTINGS)
    times["export"] = time.perf_counter() - t
    t = time.perf_counter()
    ours = convert(work / "export" / "global.mlir", work / "ours", hardware=hardware).manifest
    times["convert ours"] = time.perf_counter() - t
    t = time.perf_counter()
    ref = convert(shared / REFERENCE_FILE, work / "reference", hardware=hardware).manifest
    times["convert MaxText's"] = time.perf_counter() - t
    return compare(figures(ref), figures(ours)), times


def table(rows: Sequence[Row]) -> list[str]:
    lines = [f"{'quantity':<24} {'MaxText':>20} {'zoo':>20} {'diff':>9} {'bound':>7}  ok"]
    for r in rows:
        bound = "-" if r.tolerance == float("inf") else f"{100 * r.tolerance:.0f}%"
        lines.append(f"{r.quantity:<24} {r.reference:>20,.0f} {r.ours:>20,.0f} {100 * r.relative:>+8.3f}% {bound:>7}  "
                     f"{'yes' if r.ok else 'NO'}")
    return lines
