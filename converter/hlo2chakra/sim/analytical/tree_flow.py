"""Per-rank chunk queues of a multi-dimensional collective with doubleBinaryTree phases.

Contract: ``per_rank_flow(plan, start_ns, data_bytes, lines_end)`` returns every member's
completion time of a world ``plan`` (members = ranks) whose phases include doubleBinaryTree ones.
Each rank keeps its own queue per phase with ``plan.active`` chunks in service; a chunk joins its
next queue the moment its phase ends on that rank, behind the chunks already waiting there
(Sys::insert_stream: one collective's chunks share one priority). The trees alternate per chunk
(``CollectivePlan.root_max``), so a rank's phase ends differ between chunks and its queues can
admit chunks in another order than its peers'. A tree phase of one chunk on one line of its
dimension is a message-level replay (``aware.AwareCollective`` over a ``FreeNetwork``) whose
members start as each is admitted, on one event queue shared by all chunks, so that equal-time
completions keep ASTRA-sim's event order; any other phase runs once every rank of its line has
admitted it, timed by ``lines_end(plan, phase, begin[1, peers], data) -> end[1, peers]``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

import numpy as np

from hlo2chakra.sim.analytical.aware import AwareCollective
from hlo2chakra.sim.analytical.aware_links import FreeNetwork
from hlo2chakra.sim.analytical.event_queue import EventQueue
from hlo2chakra.sim.analytical.plan import DBT, CollectivePlan, tree_row_plan

LinesEnd = Callable[[CollectivePlan, int, np.ndarray, int], np.ndarray]


@lru_cache(maxsize=4096)
def line_of(grid: tuple[int, ...], dim: int, rank: int) -> tuple[int, ...]:
    """The ranks of ``rank``'s line along ``dim``, in coordinate order (BinaryTree positions)."""
    stride = 1
    for n in grid[:dim]:
        stride *= n
    base = rank - (rank // stride % grid[dim]) * stride
    return tuple(base + k * stride for k in range(grid[dim]))


class _Flow:
    def __init__(self, plan: CollectivePlan, start: np.ndarray, data: list[int], lines_end: LinesEnd) -> None:
        self.plan, self.data, self.lines_end = plan, data, lines_end
        n = start.shape[0]
        self.queues = [pp.phase.queue for pp in plan.phases]
        self.free = [{q: plan.active for q in self.queues} for _ in range(n)]
        self.waiting: list[dict[int, list[tuple[int, int]]]] = [{q: [] for q in self.queues} for _ in range(n)]
        # (chunk, phase, line) -> its tree replay, or when each rank of the line admitted it (other phases)
        self.trees: dict[tuple[int, int, tuple[int, ...]], AwareCollective] = {}
        self.admitted: dict[tuple[int, int, tuple[int, ...]], dict[int, int]] = {}
        # lines_end is shift-invariant (max-plus: maxima and sums of constants), so one phase's
        # ends for begin times relative to their earliest serve every line that begins alike
        self.shapes: dict[tuple[int, tuple[int, ...]], np.ndarray] = {}
        self.queue = EventQueue()
        self.at = self.queue.at
        self.finish = start.copy()
        for r in range(n):
            self.waiting[r][self.queues[0]].extend((c, 0) for c in range(plan.chunks))
            self.at(int(start[r]), self._admit, r, self.queues[0])

    def run(self) -> np.ndarray:
        self.queue.run()
        return self.finish

    def _admit(self, now: int, r: int, q: int) -> None:
        while self.waiting[r][q] and self.free[r][q] > 0:
            c, j = self.waiting[r][q].pop(0)
            self.free[r][q] -= 1
            line = line_of(self.plan.grid, self.plan.phases[j].dim, r)
            if self.plan.phases[j].phase.algorithm == DBT:
                self._tree_unit(c, j, line).start(now, line.index(r))
            else:
                self._closed_unit(now, c, j, line, r)

    def _tree_unit(self, c: int, j: int, line: tuple[int, ...]) -> AwareCollective:
        key = (c, j, line)
        unit = self.trees.get(key)
        if unit is None:
            sub = tree_row_plan(self.plan, self.plan.phases[j], self.data[j], self.plan.root_max(c, j))
            unit = self.trees[key] = AwareCollective(
                FreeNetwork(sub, self.at), sub, lambda pos, t: self._phase_done(t, line[pos], c, j))
        return unit

    def _closed_unit(self, now: int, c: int, j: int, line: tuple[int, ...], r: int) -> None:
        got = self.admitted.setdefault((c, j, line), {})
        got[r] = now
        if len(got) < len(line):
            return
        del self.admitted[(c, j, line)]
        first = min(got.values())
        rel = tuple(got[m] - first for m in line)
        shape = self.shapes.get((j, rel))
        if shape is None:
            begin = np.array([rel], dtype=np.int64)
            shape = self.shapes[(j, rel)] = self.lines_end(self.plan, j, begin, self.data[j])[0]
        for m, t in zip(line, shape.tolist()):
            self.at(int(t) + first, self._phase_done, m, c, j)

    def _phase_done(self, now: int, r: int, c: int, j: int) -> None:
        q = self.queues[j]
        self.free[r][q] += 1
        if j == len(self.queues) - 1:
            self.finish[r] = max(self.finish[r], now)
            self._admit(now, r, q)
            return
        self.waiting[r][self.queues[j + 1]].append((c, j + 1))
        self._admit(now, r, q)
        self._admit(now, r, self.queues[j + 1])


def per_rank_flow(plan: CollectivePlan, start_ns: np.ndarray, data_bytes: list[int],
                  lines_end: LinesEnd) -> np.ndarray:
    return _Flow(plan, np.asarray(start_ns, dtype=np.int64), data_bytes, lines_end).run()
