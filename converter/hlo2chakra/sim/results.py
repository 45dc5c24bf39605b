"""Per-rank simulation results, the common output of every backend (ASTRA-sim or embedded).

All times are integer nanoseconds (ASTRA-sim's "cycles": 1 cycle = 1 ns).
``exposed_comm_ns`` follows ASTRA-sim's definition: finish time minus the sum of the rank's GPU
compute durations (not measured overlap).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class RankResult:
    rank: int
    finish_ns: int
    compute_ns: int
    comm_ns: int
    exposed_comm_ns: int
    overlap_ns: int = 0

    def to_dict(self) -> dict[str, int]:
        return asdict(self)


class SimulationError(RuntimeError):
    """A simulation that could not finish: a hang, deadlock, abort or bad input, named precisely."""
