"""Physical ranges of the numbers users give the tool: one place per quantity.

A number is checked where it enters (hardware YAML, topology specs, network and system files,
trace attributes): it must be finite, inside the physical range of its quantity, and fit the
integer type it is stored in. ``Quantity.problem(value)`` returns why a value is unusable (or
None); each loader wraps that in its own one-line error naming the file, the key and the value.

The ranges are wide on purpose: they exclude only values no real system has and that would
overflow or divide into nonsense downstream (a 1e-300 B/s link turns every transfer time into
infinity; a 1e30 ns launch overhead does not fit a 64-bit trace field).

- bandwidth: 1 MB/s .. 1 PB/s (1e6 .. 1e15 bytes/s), links and memories alike;
- compute rate: 1 MFLOP/s .. 1 ZFLOP/s (1e6 .. 1e21 FLOP/s) per chip;
- latency / delay / overhead: 0 .. 1 s (0 .. 1e9 ns);
- memory capacity: 1 B .. 1 EB (1e18 bytes);
- trace node duration: 0 .. 1e12 us (about 11.6 days; 1e15 ns, far inside the int64 of simulated time);
- message size: 1 B .. 1 PB (1e15 bytes).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

INT64_MAX = (1 << 63) - 1
UINT64_MAX = (1 << 64) - 1


@dataclass(frozen=True)
class Quantity:
    """A physical quantity in one unit, with the closed range of values that make sense."""

    name: str
    unit: str
    low: float
    high: float

    def problem(self, value: float) -> str | None:
        """Why ``value`` (in ``unit``) is unusable, or None when it is fine."""
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return f"{self.name} must be a number, got {value!r}"
        if isinstance(value, float) and math.isnan(value):
            return f"{self.name} must be a finite number, got {value!r}"
        if value < 0:
            return f"negative {self.name} {value!r} {self.unit}"
        if value < self.low:
            return f"{self.name} {value!r} {self.unit} is below the physical range ({self.range_text()})"
        if value > self.high:  # also +inf, e.g. '1e300s' in ns
            return f"{self.name} {value!r} {self.unit} is above the physical range ({self.range_text()})"
        return None

    def range_text(self) -> str:
        return f"{self.low:g} .. {self.high:g} {self.unit}"


BANDWIDTH_BYTES_PER_S = Quantity("bandwidth", "B/s", 1e6, 1e15)
COMPUTE_FLOPS_PER_S = Quantity("compute rate", "FLOP/s", 1e6, 1e21)
LATENCY_NS = Quantity("latency", "ns", 0.0, 1e9)
CAPACITY_BYTES = Quantity("memory capacity", "B", 1.0, 1e18)
DURATION_US = Quantity("duration", "us", 0.0, 1e12)
MESSAGE_BYTES = Quantity("message size", "B", 1.0, 1e15)
