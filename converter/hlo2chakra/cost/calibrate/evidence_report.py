"""The per-GPU evidence table (markdown): what each preset was fitted to, measured or derived.

One row per preset with an evidence file: its GEMM and HBM evidence grouped by source (rows,
dtypes, the best or quoted figure, power and clock where published, DERIVED when measured on
another part), the fitted values the preset carries and the fit's mean error, the attention
figures (reported, not fitted), and the preset's prediction for each MAMF best-shape row. The
sources (with their URLs) follow the table.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Iterable, Sequence

from hlo2chakra.cost.calibrate.evidence import EvidenceRow, EvidenceTable, evidence_path, read_evidence
from hlo2chakra.cost.calibrate.evidence_fit import MIN_FIT_FLOPS, fit_evidence, fit_key, predicted_tflops
from hlo2chakra.cost.hardware import Hardware, PRESET_DIR
from hlo2chakra.cost.hardware_yaml import read_hardware_file


def _derived(rows: Sequence[EvidenceRow], hw: Hardware) -> bool:
    return any("same" in r.device or "derived" in r.source or "80GB part" in r.device or
               (r.unit == "fraction") for r in rows)


def _settings(rows: Sequence[EvidenceRow]) -> str:
    power = sorted({r.power_w for r in rows if r.power_w})
    clock = sorted({r.clock_mhz for r in rows if r.clock_mhz})
    parts = [f"{p:.0f} W" for p in power] + [f"{c:.0f} MHz" for c in clock]
    return f" ({', '.join(parts)})" if parts else ""


def _shape(r: EvidenceRow) -> str:
    dims = f"{r.m}x{r.n}x{r.k}"
    return f"{r.batch}x{dims}" if r.batch != 1 else dims


def _gemm_cell(rows: Sequence[EvidenceRow], hw: Hardware) -> str:
    groups: OrderedDict = OrderedDict()
    for r in rows:
        groups.setdefault((r.source, fit_key(r.dtype, hw), r.device), []).append(r)
    parts = []
    for (source, key, device), rs in groups.items():
        best = max(rs, key=lambda r: r.value)
        kept = sum(1 for r in rs if r.flops >= MIN_FIT_FLOPS)
        dtypes = "/".join(sorted({r.dtype for r in rs}))
        what = (f"{source} {dtypes}: {len(rs)} shapes ({kept} fitted), best {best.value:g} TFLOP/s at {_shape(best)}"
                if len(rs) > 1 else f"{source} {dtypes}: {best.value:g} TFLOP/s at {_shape(best)}")
        tag = " DERIVED from " + device if _derived(rs, hw) else ""
        parts.append(what + _settings(rs) + tag)
    return "; ".join(parts) if parts else "none"


def _memory_cell(rows: Sequence[EvidenceRow], hw: Hardware) -> str:
    parts = []
    for r in rows:
        if r.kind == "peak_memory":
            parts.append(f"peak {r.value:g} GB/s ({r.method}, {r.source})")
        elif r.unit == "fraction":
            parts.append(f"DERIVED {r.value:g} of peak from {r.device}")
        else:
            parts.append(f"{r.method.split(' (')[0]} {r.value:g} GB/s ({r.source})")
    return "; ".join(parts) + f"; peak used {hw.memory_bandwidth_bytes_per_s / 1e9:g} GB/s" if parts else "none"


def _fit_cell(table: EvidenceTable, hw: Hardware) -> str:
    fit = fit_evidence(table, hw)
    eff = hw.efficiency
    parts = []
    if fit.gemm is not None:
        rates = ", ".join([f"bf16 {eff.gemm_max:.3f}"] + [f"{k} {v:.3f}" for k, v in eff.gemm_max_by_dtype.items()])
        parts.append(f"gemm_max {rates}; k_overhead {eff.gemm_k_overhead:g}; latency {eff.gemm_latency_ns / 1e3:g} us; "
                     f"mean error {fit.gemm.mean_abs_error:.1%} over {fit.gemm.rows} dots")
        for r in table.rows:
            if r.kind == "gemm" and r.source in ("mamf", "amd"):
                parts.append(f"{r.source} {r.dtype} {_shape(r)}: {r.value:g} measured, {predicted_tflops(r, hw):.0f} modelled")
    if fit.memory is not None:
        parts.append(f"memory_max {eff.memory_max:.3f}")
    return "; ".join(parts)


def _attention_cell(rows: Iterable[EvidenceRow]) -> str:
    return "; ".join(f"{r.method.split(',')[0]} {r.value:g} TFLOP/s (hd {r.k})" for r in rows) or "none"


def markdown_table(presets: Sequence[str]) -> str:
    lines = ["| GPU | GEMM evidence (source rate: rows, figure) | HBM evidence | fitted in the preset (and how well) | "
             "attention (reported, not fitted) |", "|---|---|---|---|---|"]
    sources: OrderedDict = OrderedDict()
    for path in sorted(PRESET_DIR.glob("*.yaml")):
        hw = read_hardware_file(path)
        if hw.name not in presets or not evidence_path(path.stem).exists():
            continue
        table = read_evidence(evidence_path(path.stem))
        gemm = [r for r in table.rows if r.kind == "gemm"]
        memory = [r for r in table.rows if r.kind in ("memory", "peak_memory")]
        lines.append(f"| {hw.name} | {_gemm_cell(gemm, hw)} | {_memory_cell(memory, hw)} | {_fit_cell(table, hw)} | "
                     f"{_attention_cell(table.of_kind('attention'))} |")
        for key, text in table.sources.items():
            sources.setdefault(text, []).append(f"{hw.name}:{key}")
    lines.append("")
    lines.append("Sources:")
    for text, users in sources.items():
        lines.append(f"- ({', '.join(users)}) {text}")
    return "\n".join(lines)
