"""Small graph helpers shared by the trace builder and the validator."""

from __future__ import annotations

import heapq
from typing import Any, Iterable, Sequence


def priority_topological_order(parents: Sequence[Iterable[int]], priority: Sequence[Any]) -> tuple[list[int], list[int]]:
    """Kahn's algorithm that always takes the ready vertex of smallest ``priority``.

    parents[v]: the vertices v depends on (duplicates allowed). Returns the order, and the
    vertices that can never be reached because they sit on or behind a cycle.
    """
    n = len(parents)
    children: list[list[int]] = [[] for _ in range(n)]
    indegree = [0] * n
    for v, ps in enumerate(parents):
        unique = set(ps)
        indegree[v] = len(unique)
        for p in unique:
            children[p].append(v)
    heap = [(priority[v], v) for v in range(n) if indegree[v] == 0]
    heapq.heapify(heap)
    order: list[int] = []
    while heap:
        _, v = heapq.heappop(heap)
        order.append(v)
        for child in children[v]:
            indegree[child] -= 1
            if indegree[child] == 0:
                heapq.heappush(heap, (priority[child], child))
    return order, [v for v in range(n) if indegree[v] > 0]
