"""Predicted against measured, per size, for every NCCL-model preset and every measured curve.

    python3 -m benchmarks.bench_nccl_model            # every preset x curve, every size
    python3 -m benchmarks.bench_nccl_model --summary  # one line per preset x curve
    python3 -m benchmarks.bench_nccl_model --preset h100-8x-nvswitch --curve T1
    python3 -m benchmarks.bench_nccl_model --copy     # tests/data/nccl_curves.csv instead of shared/

Curves are parsed at run time from ../shared/data/nccl/README.md (``sim.nccl.curves``); when it
is absent the benchmark says so and exits 0 (``--copy`` reads the repository's copy instead).

Marks: F = a size the preset's calibration was fitted to (even power of two of a curve in the
preset's lineage: fitted to it directly or borrowed from a preset that was); H = a held-out size
of such a curve (odd power: never seen by any fit); C = a curve of the preset's system that it
was never fitted to (every size an independent check); O = a curve of another system (shown
because every preset meets every curve; not a test of the preset). geomean |error| = exp(mean |ln(pred/meas)|) - 1, over
1 KB .. 8 GB and over >= 1 MB, on H and C sizes ("held-out") and on all sizes ("all").
A curve whose group does not fit a preset (e.g. 2 nodes on a single-node preset) is skipped.
The T13 scalar facts follow the curves.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Any, TextIO

from benchmarks import harness
from hlo2chakra.sim.nccl import collective_time_ns
from hlo2chakra.sim.nccl.curves import CSV_COPY, README, read_csv, read_readme
from hlo2chakra.sim.nccl.fit import GB, KB, MB, geomean_abs_error, is_fitted_size, predict_us
from hlo2chakra.sim.nccl.presets import PRESETS

QUICK = {"summary": True, "copy": True}

# The curves each preset's calibrated numbers come from, directly or borrowed (presets.py header).
LINEAGE = {
    "h100-8x-nvswitch": ("T1", "T10"), "h20-8x-nvswitch": ("T10", "T1"), "h200-8x-nvswitch": ("T1", "T10"),
    "a100-8x-nvswitch": ("T10",), "a100-4x-nvlink3": ("T10",), "gb200-4x-nvswitch": ("T4", "T1"),
    "b200-8x-nvswitch": ("T4", "T1"), "h100-8x-nvswitch-x-ib-ndr400": ("T1", "T10", "T8"),
    "h200-8x-nvswitch-x-ib-ndr400": ("T1", "T10", "T8"), "h100-8x-nvswitch-x-roce400": ("T1", "T10", "T8"),
    "h100-8x-nvswitch-x-tcpxo200": ("T1", "T10", "T5"), "h20-8x-nvswitch-x-ib-ndr400": ("T10", "T1", "T11"),
    "a100-8x-nvswitch-x-ib-hdr200": ("T10",), "b200-8x-nvswitch-x-ib-xdr800": ("T4", "T1", "T8"),
}
# Which presets model the system each curve was measured on (the others see it as another system).
SAME_SYSTEM = {
    "T1": ("h100-8x-nvswitch", "h200-8x-nvswitch", "h100-8x-nvswitch-x-ib-ndr400", "h200-8x-nvswitch-x-ib-ndr400",
           "h100-8x-nvswitch-x-roce400", "h100-8x-nvswitch-x-tcpxo200"),
    "T4": ("gb200-4x-nvswitch", "b200-8x-nvswitch", "b200-8x-nvswitch-x-ib-xdr800"),
    "T10": ("h20-8x-nvswitch", "h20-8x-nvswitch-x-ib-ndr400"),
    "T5": ("h100-8x-nvswitch-x-tcpxo200",),
    "T8": ("h100-8x-nvswitch-x-ib-ndr400", "h200-8x-nvswitch-x-ib-ndr400", "h100-8x-nvswitch-x-roce400"),
    "T11": ("h20-8x-nvswitch-x-ib-ndr400",),
}
SAME_SYSTEM["T12"] = SAME_SYSTEM["T1"]


def mark_kind(preset: str, curve_key: str) -> str:
    """'fitted' (the curve is in the preset's lineage), 'checked' (same system, never fitted),
    'other' (a different system: shown for completeness, no test of this preset)."""
    table = curve_key.split("/")[0]
    if preset not in SAME_SYSTEM.get(table, ()):
        return "other"
    return "fitted" if table in LINEAGE.get(preset, ()) else "checked"


# T13 scalar facts and nccl#1221: (preset, what, kind, size, gpus/node, nodes, forced algorithms, quoted busbw GB/s, note)
FACTS = (
    ("h100-8x-nvswitch", "H100 ring busbw 2-4 GB, 8 GPUs (nccl#1455)", "all_reduce", 4 * GB, 8, 1, ("ring",), 367.5, "checked"),
    ("h100-8x-nvswitch", "H100 ring busbw 2-4 GB, 2 GPUs (nccl#1455)", "all_reduce", 4 * GB, 2, 1, ("ring",), 367.5, "checked"),
    ("h100-8x-nvswitch", "H100 NVLS busbw, 8 GPUs (nccl#1455, nccl-tests#212)", "all_reduce", 4 * GB, 8, 1, ("nvls",), 480.0, "T1 fitted"),
    ("a100-8x-nvswitch", "A100 busbw, 8 GB (nccl-tests#149)", "all_reduce", 8 * GB, 8, 1, None, 230.0, "derived from it"),
    ("b200-8x-nvswitch", "B200 busbw '830+' (nccl#1807)", "all_reduce", 8 * GB, 8, 1, None, 830.0, "derived from it"),
    ("h100-8x-nvswitch-x-ib-ndr400", "2 x 8 H100 8x400G busbw ~470 (nccl-tests#309)", "all_reduce", 8 * GB, 8, 2, None, 470.0, "checked"),
    ("h100-8x-nvswitch-x-ib-ndr400", "4 x 8 H100 8x400G max busbw 365.84 (nccl-tests#309)",
     "all_reduce", 8 * GB, 8, 4, None, 365.84, "checked"),
    ("h100-8x-nvswitch-x-ib-ndr400", "8 x 8 H100 ring busbw ~396 (nccl-tests#319)",
     "all_reduce", 8 * GB, 8, 8, ("ring",), 396.0, "checked"),
    ("h100-8x-nvswitch-x-ib-ndr400", "RS busbw 4 nodes 360 (nccl#1229; size not given, 4 GB assumed)",
     "reduce_scatter", 4 * GB, 8, 4, None, 360.0, "checked"),
    ("h100-8x-nvswitch-x-ib-ndr400", "RS busbw 32 nodes 300 (nccl#1229; 4 GB assumed)",
     "reduce_scatter", 4 * GB, 8, 32, None, 300.0, "checked"),
    ("h100-8x-nvswitch-x-ib-ndr400", "RS busbw 128 nodes 260 (nccl#1229; 4 GB assumed)",
     "reduce_scatter", 4 * GB, 8, 128, None, 260.0, "checked"),
    # nccl#1221 (not in the README's T13; 8 x H100, 8 x 400G RoCE, NCCL 2.19.3, -b 4G -e 8G): NVLS
    # off -> on takes busbw from 330 to 430 "on single nodes or 2 nodes"; on 4 nodes 320 either way.
    ("h100-8x-nvswitch-x-roce400", "2 x 8 H100 RoCE, NVLS off, 330 (nccl#1221; 8 GB assumed)",
     "all_reduce", 8 * GB, 8, 2, ("tree", "ring"), 330.0, "checked"),
    ("h100-8x-nvswitch-x-roce400", "2 x 8 H100 RoCE, NVLS on, 430 (nccl#1221; 8 GB assumed)",
     "all_reduce", 8 * GB, 8, 2, None, 430.0, "checked"),
    ("h100-8x-nvswitch-x-roce400", "4 x 8 H100 RoCE, 320 (nccl#1221; 8 GB assumed)",
     "all_reduce", 8 * GB, 8, 4, None, 320.0, "checked"),
)


def _pct(x: float | None) -> str:
    return "   -  " if x is None else f"{100 * x:5.1f}%"


def _fits(fabric: Any, spec: Any) -> bool:
    return spec.gpus_per_node <= fabric.gpus_per_node and (spec.nodes == 1 or fabric.nics_per_node > 0)


def bench(curves: Any, presets: list[str], summary: bool, out: TextIO = sys.stdout,
          same_system: bool = False) -> list[tuple[Any, ...]]:
    table = []
    for name in presets:
        fabric = PRESETS[name]
        for curve in curves:
            spec = curve.spec
            if not _fits(fabric, spec) or same_system and mark_kind(name, spec.key) == "other":
                continue
            kind = mark_kind(name, spec.key)
            rows = []
            for size, meas in curve.points:
                mark = ("F" if is_fitted_size(size) else "H") if kind == "fitted" else kind[0].upper()
                rows.append((size, meas, predict_us(fabric, spec, size), mark))
            held = [(p, m, s) for s, m, p, mark in rows if mark != "F"]
            every = [(p, m, s) for s, m, p, _ in rows]
            geo = [geomean_abs_error([(p, m) for p, m, s in group if low <= s <= 8 * GB])
                   for group in (held, every) for low in (KB, MB)]
            table.append((name, spec.key, kind, *geo))
            print(f"{name:30s} {spec.key:6s} {kind:7s} held-out 1K-8G {_pct(geo[0])} >=1M {_pct(geo[1])}"
                  f" | all 1K-8G {_pct(geo[2])} >=1M {_pct(geo[3])}", file=out)
            if summary:
                continue
            for size, meas, pred, mark in rows:
                choice = collective_time_ns(replace(fabric, algorithms=spec.forced) if spec.forced else fabric,
                                            spec.kind, size, spec.gpus_per_node, spec.nodes)
                print(f"    {mark} {size:>12,d} B  measured {meas:10.1f} us  predicted {pred:10.1f} us"
                      f"  {pred / meas - 1:+6.1%}  {choice.algorithm}/{choice.protocol}", file=out)
    return table


def facts(presets: list[str], out: TextIO = sys.stdout) -> list[dict[str, Any]]:
    print("\nT13 scalar facts and nccl#1221 (bus bandwidth, GB/s):", file=out)
    rows = []
    for name, what, kind, size, g, nodes, forced, quoted, note in FACTS:
        if name not in presets:
            continue
        fabric = PRESETS[name]
        if forced:
            fabric = replace(fabric, algorithms=forced)
        c = collective_time_ns(fabric, kind, size, g, nodes)
        n = g * nodes
        factor = 2 * (n - 1) / n if kind == "all_reduce" else (n - 1) / n
        busbw = size / c.time_ns * factor
        rows.append({"preset": name, "fact": what, "quoted_busbw_gbps": quoted, "predicted_busbw_gbps": busbw,
                     "algorithm": c.algorithm, "protocol": c.protocol, "note": note})
        print(f"  {name:30s} {what:62s} quoted {quoted:6.1f} predicted {busbw:6.1f} ({busbw / quoted - 1:+.1%},"
              f" {c.algorithm}/{c.protocol}; {note})", file=out)
    return rows


def _shown(path: Any) -> str:
    try:
        return str(path.relative_to(harness.ROOT))
    except ValueError:  # the package installed away from this checkout
        return str(path)


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_nccl_model", harness.first_line(__doc__), quick=QUICK)
    parser.add_argument("--summary", action="store_true", help="one line per preset x curve")
    parser.add_argument("--same-system", action="store_true", help="skip curves of other systems (mark O)")
    parser.add_argument("--preset", action="append", help="only these presets (repeatable)")
    parser.add_argument("--curve", action="append", help="only these curves, e.g. T1, T12/8 (repeatable)")
    parser.add_argument("--copy", action="store_true", help=f"read {_shown(CSV_COPY)} instead of the README")
    run = parser.parse_bench(argv)
    args = run.args
    curves = read_csv() if args.copy else read_readme()
    if not curves:
        print(f"no measured curves: {README} is absent (use --copy for the repository's copy); skipped")
        return 0
    if args.curve:
        curves = tuple(c for c in curves if c.spec.key in args.curve or c.spec.key.split("/")[0] in args.curve)
    presets = args.preset or list(PRESETS)
    unknown = [p for p in presets if p not in PRESETS]
    if unknown:
        print(f"unknown preset(s): {', '.join(unknown)}; known: {', '.join(PRESETS)}", file=sys.stderr)
        return 2
    table = bench(curves, presets, args.summary, same_system=args.same_system)
    scalar = facts(presets)
    keys = ("held_out_1kb_8gb", "held_out_1mb_8gb", "all_1kb_8gb", "all_1mb_8gb")
    run.finish({"source": _shown(CSV_COPY) if args.copy else str(README),
                "curves": [{"preset": name, "curve": key, "kind": kind, "geomean_error": dict(zip(keys, geo))}
                           for name, key, kind, *geo in table],
                "facts": scalar})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
