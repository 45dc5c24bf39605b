"""A queue of callbacks at simulated times, for the message-level replays (``aware``, ``tree_flow``).

``at(time_ns, fn, *args)`` schedules ``fn(time_ns, *args)``; ``run()`` calls them in time order,
and callbacks at equal times in the order they were scheduled, as ASTRA-sim's event queue does
(the replays reproduce its tie order exactly, so this order is part of the model).
"""

from __future__ import annotations

import heapq
from typing import Any, Callable


class EventQueue:
    def __init__(self) -> None:
        self._events: list[tuple[int, int, Callable[..., None], tuple[Any, ...]]] = []
        self._scheduled = 0

    def at(self, time_ns: int, fn: Callable[..., None], *args: Any) -> None:
        heapq.heappush(self._events, (time_ns, self._scheduled, fn, args))
        self._scheduled += 1

    def run(self) -> None:
        events = self._events
        while events:
            time_ns, _, fn, args = heapq.heappop(events)
            fn(time_ns, *args)
