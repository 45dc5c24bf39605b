"""The roofline report of a program file or Program: load, cost on one hardware, tabulate.

``roofline_report(source, hardware, fusion, ranks)`` reads ``source`` (a ``Program`` or any input
``pipeline.convert.load_program`` reads), costs it (``cost.costed``) and builds the per-kernel
report (``report.roofline``); ``roofline_table`` is that report's table.
"""

from __future__ import annotations

import os

import pandas as pd

from hlo2chakra.cost.costed import cost_program
from hlo2chakra.cost.hardware import Hardware
from hlo2chakra.cost.hardware_yaml import load_hardware
from hlo2chakra.cost.modes import FusionMode
from hlo2chakra.ir.program import Program
from hlo2chakra.pipeline.convert import load_program
from hlo2chakra.report.roofline import RooflineReport
from hlo2chakra.report.roofline import roofline_report as tabulate


def roofline_report(source: Program | str | os.PathLike, hardware: str | os.PathLike | Hardware,
                    fusion: FusionMode | str = FusionMode.AUTO, ranks: int | None = None) -> RooflineReport:
    """Cost ``source`` (a Program or a StableHLO file) on ``hardware`` and tabulate its kernels."""
    hw = hardware if isinstance(hardware, Hardware) else load_hardware(hardware)
    if isinstance(source, Program):
        program, where = source, source.name
    else:
        program, info = load_program(source, ranks)
        where = str(info.path)
    return tabulate(cost_program(program, hw, fusion), hw, where)


def roofline_table(source: Program | str | os.PathLike, hardware: str | os.PathLike | Hardware,
                   fusion: FusionMode | str = FusionMode.AUTO, ranks: int | None = None) -> pd.DataFrame:
    """One row per kernel (see ``report.roofline``)."""
    return roofline_report(source, hardware, fusion, ranks).table
