"""The roofline report of a program file or Program: load, cost on one hardware, tabulate.

``roofline_report(source, hardware, fusion, ranks, mesh=..., xla_gpu=...)`` reads ``source`` (a
``Program`` or any input ``pipeline.convert.load_program`` reads; a global program is partitioned
by XLA, for ``mesh`` when given, as ``convert --mesh`` does), costs it (``cost.costed``) and builds
the per-kernel report (``report.roofline``); ``roofline_table`` is that report's table. A trace
directory (a ``convert`` output) has no program to cost: refused in one line.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Mapping

import pandas as pd

from hlo2chakra.chakra.manifest import MANIFEST_FILE, PartitionRecord
from hlo2chakra.cost.costed import cost_program
from hlo2chakra.cost.hardware import Hardware
from hlo2chakra.cost.hardware_yaml import load_hardware
from hlo2chakra.cost.modes import FusionMode
from hlo2chakra.errors import BadInputError
from hlo2chakra.ir.program import Program
from hlo2chakra.pipeline.convert import load_program
from hlo2chakra.report.roofline import RooflineReport
from hlo2chakra.report.roofline import roofline_report as tabulate


class RooflineInputError(BadInputError):
    """The roofline's input is no program (a trace directory), or an option does not apply to it."""


def roofline_report(source: Program | str | os.PathLike, hardware: str | os.PathLike | Hardware,
                    fusion: FusionMode | str = FusionMode.AUTO, ranks: int | None = None, *,
                    mesh: Mapping[str, int] | str | None = None, xla_gpu: str | None = None) -> RooflineReport:
    """Cost ``source`` (a Program or a program file) on ``hardware`` and tabulate its kernels.

    mesh: new mesh axis sizes for a global program (``{"data": 16}`` or ``"data=16,model=8"``);
    xla_gpu: let XLA's GPU pipeline for this GPU fuse the partitioned program (``convert --xla-gpu``).
    """
    hw = hardware if isinstance(hardware, Hardware) else load_hardware(hardware)
    if isinstance(source, Program):
        if mesh is not None or xla_gpu is not None:
            raise RooflineInputError(f"{'--mesh' if mesh is not None else '--xla-gpu'} needs a global program file; "
                                     f"{source.name} is an already lowered Program")
        return tabulate(cost_program(source, hw, fusion), hw, source.name)
    folder = Path(source).expanduser()
    if folder.is_dir() and (folder / MANIFEST_FILE).is_file():
        flag = "--mesh" if mesh is not None else "--xla-gpu" if xla_gpu is not None else ""
        raise RooflineInputError(f"{flag + ' needs a global StableHLO module; ' if flag else ''}{folder} is a trace "
                                 "directory (a convert output); give the program it was converted from")
    program, info = load_program(source, ranks, mesh, xla_gpu)
    partitioned = PartitionRecord(**info.partition).mesh if info.partition is not None else ""
    return tabulate(cost_program(program, hw, fusion, xla_gpu=xla_gpu is not None), hw, str(info.path), partitioned)


def roofline_table(source: Program | str | os.PathLike, hardware: str | os.PathLike | Hardware,
                   fusion: FusionMode | str = FusionMode.AUTO, ranks: int | None = None, *,
                   mesh: Mapping[str, int] | str | None = None, xla_gpu: str | None = None) -> pd.DataFrame:
    """One row per kernel (see ``report.roofline``)."""
    return roofline_report(source, hardware, fusion, ranks, mesh=mesh, xla_gpu=xla_gpu).table
