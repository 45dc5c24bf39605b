"""The sweep table's ranking and Pareto front, from hand-made rows."""

from __future__ import annotations

from hlo2chakra.report.sweep import SweepRow, pareto_front, ranking, sweep_frame


def _row(topology: str, status: str, step: int | None, cost: float | None) -> SweepRow:
    return SweepRow("data=8", 8, "H100-SXM", topology, "default", status, "", "analytical", "astra", step, step, 0,
                    1, 2, status != "exceeds-memory", cost, cost)


ROWS = [_row("A", "ok", 10, 5.0), _row("B", "ok", 20, 3.0), _row("C", "ok", 30, 4.0),   # C: dominated by B
        _row("D", "exceeds-memory", 5, 1.0),                                             # fastest, cheapest, but does not fit
        _row("E", "failed", None, None), _row("F", "ok", 40, 2.0)]


def test_pareto_front_keeps_only_undominated_fitting_cells() -> None:
    front = pareto_front(sweep_frame(ROWS))
    assert list(front["topology"]) == ["A", "B", "F"]


def test_ranking_ignores_cells_that_do_not_fit() -> None:
    lines = ranking(sweep_frame(ROWS), "USD")
    assert lines[0].startswith("fastest that fits in memory: data=8 | H100-SXM | A:")
    assert lines[1].startswith("cheapest per step that fits: data=8 | H100-SXM | F: 2 USD per step")
