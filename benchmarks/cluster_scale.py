"""Predicted MaxText step times at cluster scale: the README's "At cluster scale" table.

For each row (model, precision, MaxText settings) and GPU count, with the issue's meshes (``fsdp =
8 x nodes`` up to 32 nodes; from 64 nodes on ``fsdp = 128, data = nodes / 16``), it runs as a user
would, each step a fresh process (measured by the harness: wall, CPU, peak RSS):

    hlo2chakra export MODEL --mesh M --set ... --no-optimized -o E
    hlo2chakra convert E/per_device.mlir -H H100-SXM-MaxText -o T
    hlo2chakra simulate T -t h100-8x-nvswitch-x-ib-ndr400-<nodes>node --backend analytical -o R
    (and what ``hlo2chakra maxtext-report R --meta E/meta.json`` prints, from the same library)

and prints one Markdown row per run: step time, tokens/s/device, TFLOP/s/device by MaxText's count,
MFU against H100's dense bf16 peak, and the wall time of each step. Nothing is fitted here; the
figures are predictions (the held-out measurements are not in this repository). ``H100-SXM-MaxText``
is H100-SXM with its in-step GEMM fraction fitted to the two single-node MaxText calibration steps
(``scripts/fit_maxtext_step.py``), the only fit these rows carry. The rows, meshes
and fabric are shared with ``benchmarks.bench_cluster_scale``, which times one of these runs.

    python3 -m benchmarks.cluster_scale [--rows llama2-bf16 llama2-fp8 llama3-bf16] [--gpus 64 128 ...]
                                        [--work DIR] [--keep] [--quick]
"""

from __future__ import annotations

import json
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks import harness

FABRIC = "h100-8x-nvswitch-x-ib-ndr400"
HARDWARE = "H100-SXM-MaxText"
LLAMA2_CUSTOM = {"remat_policy": "custom", "decoder_layer_input": "device", "query_proj": "device",
                 "key_proj": "device", "value_proj": "device", "out_proj": "device", "mlpwo": "device"}
QUICK = {"rows": ["llama2-bf16"], "gpus": [64]}


@dataclass(frozen=True)
class Row:
    key: str
    model: str
    label: str
    settings: dict[str, Any]
    gpus: tuple[int, ...]


ROWS = {r.key: r for r in (
    Row("llama2-bf16", "maxtext-llama2-70b", "Llama-2-70B BF16",
        {"per_device_batch_size": 2, "max_target_length": 4096, **LLAMA2_CUSTOM}, (64, 128, 256, 512, 1024, 2048)),
    Row("llama2-fp8", "maxtext-llama2-70b", "Llama-2-70B FP8",
        {"per_device_batch_size": 2, "max_target_length": 4096, "quantization": "fp8", **LLAMA2_CUSTOM},
        (64, 128, 256, 512, 1024, 2048)),
    Row("llama3-bf16", "maxtext-llama3-70b", "Llama-3-70B BF16",
        {"per_device_batch_size": 2, "max_target_length": 8192, "remat_policy": "save_qkv_proj"},
        (128, 256, 512, 1024, 2048)),
)}


def mesh_for(gpus: int) -> str:
    """The issue's meshes: fsdp over every GPU up to 32 nodes, then fsdp=128 x data=nodes/16."""
    nodes = gpus // 8
    return f"fsdp={gpus}" if nodes <= 32 else f"data={nodes // 16},fsdp=128"


def _run(*args: object) -> harness.ProcessRun:
    """``hlo2chakra ARGS`` as a measured child; RuntimeError with its last stderr line when it fails."""
    try:
        return harness.run_command(harness.console_command(*args))
    except harness.ChildFailed as exc:
        raise RuntimeError(f"hlo2chakra {' '.join(map(str, args[:2]))}...: {exc}") from None


def one(row: Row, gpus: int, work: Path) -> dict[str, Any]:
    nodes = gpus // 8
    folder = work / f"{row.key}-{gpus}"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    sets = [a for k, v in row.settings.items() for a in ("--set", f"{k}={v}")]
    export = _run("export", row.model, "--mesh", mesh_for(gpus), *sets, "--no-optimized", "-o", folder / "export")
    module = folder / "export" / "per_device.mlir"
    convert = _run("convert", module, "-H", HARDWARE, "-o", folder / "traces")
    simulate = _run("simulate", folder / "traces", "-t", f"{FABRIC}-{nodes}node", "--backend", "analytical",
                    "-o", folder / "run")
    # what `hlo2chakra maxtext-report RUN --meta META` prints, from the library it runs
    from hlo2chakra.chakra.manifest import read_manifest
    from hlo2chakra.report.maxtext import ModelShape, maxtext_report

    summary = json.loads((folder / "run" / "summary.json").read_text())
    config = json.loads((folder / "export" / "meta.json").read_text())["config"]
    hardware = read_manifest(folder / "traces").hardware
    peak = hardware.peak_flops_per_s.get("bf16") if hardware is not None else None
    report = maxtext_report(ModelShape.from_config(config), summary["step_time_ns"], peak)
    return {"row": row.key, "gpus": gpus, "mesh": mesh_for(gpus), "step_s": summary["step_time_ns"] / 1e9,
            "tokens_per_s_per_device": report.tokens_per_s_per_device,
            "tflops_per_s_per_device": report.tflops_per_s_per_device, "mfu": report.mfu,
            "collectives": summary.get("collective_model", "-"),
            "export": export, "convert": convert, "simulate": simulate}


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("cluster_scale", harness.first_line(__doc__), quick=QUICK)
    parser.add_argument("--rows", nargs="+", default=list(ROWS), choices=list(ROWS))
    parser.add_argument("--gpus", nargs="+", type=int, default=None, help="only these GPU counts")
    parser.add_argument("--work", type=Path, default=None)
    parser.add_argument("--keep", action="store_true", help="keep each run's folders")
    bench = parser.parse_bench(argv)
    args = bench.args
    work = args.work or Path(tempfile.mkdtemp(prefix="cluster_scale_"))
    print("| model | GPUs | mesh | step (s) | tokens/s/device | TFLOP/s/device | MFU | export / convert / simulate (s) |")
    print("|---|---|---|---|---|---|---|---|")
    failed = 0
    runs: list[dict[str, Any]] = []
    for key in args.rows:
        row = ROWS[key]
        for gpus in row.gpus:
            if args.gpus and gpus not in args.gpus:
                continue
            try:
                r = one(row, gpus, work)
            except RuntimeError as exc:
                print(f"| {row.label} | {gpus:,} | {mesh_for(gpus)} | failed: {exc} |", flush=True)
                runs.append({"row": key, "gpus": gpus, "mesh": mesh_for(gpus), "failed": str(exc)})
                failed += 1
                continue
            runs.append(r)
            mfu = f"{100 * r['mfu']:.1f}%" if r["mfu"] is not None else "-"
            print(f"| {row.label} | {gpus:,} | {r['mesh']} | {r['step_s']:.3f} | {r['tokens_per_s_per_device']:,.1f} | "
                  f"{r['tflops_per_s_per_device']:.1f} | {mfu} | {r['export'].wall_s:.0f} / {r['convert'].wall_s:.0f} / "
                  f"{r['simulate'].wall_s:.0f} |", flush=True)
            if not args.keep:
                shutil.rmtree(work / f"{row.key}-{gpus}", ignore_errors=True)
    if args.work is None and not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    bench.finish({"fabric": FABRIC, "runs": runs})
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
