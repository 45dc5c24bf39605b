"""A run's files are what its writers returned (``SimulationReport.files``), in one list."""

from __future__ import annotations

import pandas as pd
import pytest

from astra_helpers import make_trace_dir
from hlo2chakra.errors import BadInputError
from hlo2chakra.pipeline.simulate import run_simulation
from hlo2chakra.report.written import FileKind, WrittenFile
from hlo2chakra.sim.options import SimulationOptions

RING = "Ring(8, 50GB/s, 1us)"
TABLES = tuple(WrittenFile(f"{stem}.{ext}", FileKind.TABLE) for stem in ("ranks", "collectives")
               for ext in ("csv", "parquet"))


def test_the_report_lists_every_file_its_writers_wrote(tmp_path) -> None:
    traces = make_trace_dir(tmp_path / "t", 8, 10, 2**20)
    plain = run_simulation(traces, SimulationOptions(topology=RING, backend="analytical"), run_dir=tmp_path / "a")
    assert plain.files == TABLES + (WrittenFile("summary.json", FileKind.SUMMARY),)
    timed = run_simulation(traces, SimulationOptions(topology=RING, backend="analytical", timeline=True),
                           run_dir=tmp_path / "b")
    assert timed.timeline is not None and timed.files == plain.files + timed.timeline.written
    assert timed.timeline.written == (
        WrittenFile("timeline.json", FileKind.TRACE), WrittenFile("collective_nodes.csv", FileKind.TABLE),
        WrittenFile("collective_nodes.parquet", FileKind.TABLE), WrittenFile("most_exposed.csv", FileKind.TABLE),
        WrittenFile("critical_path.csv", FileKind.TABLE), WrittenFile("gantt.png", FileKind.CHART))
    assert timed.timeline.files == tuple(f.name for f in timed.timeline.written)
    for report in (plain, timed):
        assert all((report.run_dir / f.name).is_file() for f in report.files)


def test_labels_of_any_scalar_type_are_written_by_the_one_writer(tmp_path) -> None:
    traces = make_trace_dir(tmp_path / "t", 8, 10, 2**20)
    report = run_simulation(traces, SimulationOptions(topology=RING, backend="analytical"), run_dir=tmp_path / "r",
                            labels={"step": 3, "share": 0.5, "tag": None})
    ranks = pd.read_parquet(tmp_path / "r" / "ranks.parquet")
    pd.testing.assert_frame_equal(ranks, report.ranks)
    assert [str(ranks[c].dtype) for c in ("finish_ns", "step", "share", "tag")] == ["Int64", "int64", "float64", "object"]
    with pytest.raises(BadInputError, match=r"^label 'step': list"):
        run_simulation(traces, SimulationOptions(topology=RING, backend="analytical"), run_dir=tmp_path / "x",
                       labels={"step": [1, 2]})
    assert not (tmp_path / "x").exists()
