"""``hlo2chakra maxtext-report``: a simulated step in the numbers MaxText prints (``report.maxtext``).

    hlo2chakra maxtext-report RUN --meta EXPORT/meta.json

RUN is a ``simulate`` run directory (its ``summary.json`` gives the step time); the traces'
``manifest.json`` gives the hardware's dense bf16 peak. Prints step time, tokens/s/device,
TFLOP/s/device by MaxText's count and MFU.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from hlo2chakra.cli.registry import command


def _json(path: Path, what: str) -> dict:
    from hlo2chakra.checks.limits import read_regular_file
    from hlo2chakra.report.maxtext import MaxTextReportError

    try:
        data = json.loads(read_regular_file(path, MaxTextReportError, max_bytes=64 << 20, note=what))
    except MaxTextReportError:
        raise
    except (OSError, ValueError) as exc:
        raise MaxTextReportError(f"{path}: not a readable {what} ({exc})") from None
    if not isinstance(data, dict):
        raise MaxTextReportError(f"{path}: {what} is not a JSON object")
    return data


@command("maxtext-report")
def maxtext_report_command(
    run: Path = typer.Argument(..., help="a 'simulate' run directory (with summary.json)"),
    meta: Path = typer.Option(..., "--meta", help="the model's meta.json from 'hlo2chakra export' (its config)"),
    peak_tflops: Optional[float] = typer.Option(None, "--peak-tflops", help="dense bf16 peak per device, TFLOP/s "
                                                "(default: the traces' hardware)"),
) -> None:
    """Step time, tokens/s/device, TFLOP/s/device (MaxText's count) and MFU of a simulated step."""
    from hlo2chakra.chakra.manifest import read_manifest
    from hlo2chakra.report.maxtext import MaxTextReportError, ModelShape, maxtext_report

    summary = _json(run / "summary.json", "simulate summary")
    step = summary.get("step_time_ns")
    if isinstance(step, bool) or not isinstance(step, int):
        raise MaxTextReportError(f"{run / 'summary.json'}: no step_time_ns (the run did not finish)")
    config = _json(meta, "export meta.json").get("config")
    if not isinstance(config, dict):
        raise MaxTextReportError(f"{meta}: no 'config' object (is it an 'hlo2chakra export' meta.json?)")
    peak = peak_tflops * 1e12 if peak_tflops is not None else None
    if peak is None:
        try:
            hardware = read_manifest(Path(str(summary.get("workload", ""))).parent).hardware
        except Exception:  # noqa: BLE001 - no manifest beside the traces: the MFU is left out
            hardware = None
        peak = hardware.peak_flops_per_s.get("bf16") if hardware is not None else None
    report = maxtext_report(ModelShape.from_config(config, str(meta)), step, peak)
    for line in report.lines():
        typer.echo(line)
