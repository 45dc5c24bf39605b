"""What a configuration costs: user prices per accelerator-hour and per network port or link-hour.

No price lives in code: every number comes from the user's price file (see
``examples/prices-example.yaml``). The model, stated so it can be checked:

- accelerators: ``devices x price per accelerator-hour`` of the hardware (looked up by name,
  case, ``-``, ``_`` and spaces ignored);
- network, per dimension of ``k`` NPUs in a network of ``N``: a Switch dimension has ``N`` ports;
  a Ring dimension has ``N`` links (``N / 2`` when ``k = 2``: the two ends share one link);
  a FullyConnected dimension ``N (k - 1) / 2`` links. Each port or link costs its kind's price per
  hour, scaled linearly from the price's reference bandwidth to the dimension's bandwidth;
- ``cost_per_hour`` is their sum; ``cost_per_step = cost_per_hour x step_time_ns / 3.6e12``.

Every price is a finite number in ``[0, MAX_PRICE_PER_HOUR]`` (1e12 per accelerator-, port- or
link-hour): ``pipeline.sweep.prices`` refuses any other value, so no sum or product overflows. A
cost that still is not a finite number >= 0 (prices built in code with ``inf`` or ``nan``) is no
estimate, with the reason, never an ``inf`` or ``nan`` cost.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Mapping, Sequence

NS_PER_HOUR = 3600 * 1e9
# The largest price a price file may give per hour (of an accelerator, a port or a link): far above
# any real price, and small enough that devices x price x step time stays a finite float.
MAX_PRICE_PER_HOUR = 1e12


@dataclass(frozen=True)
class LinkPrice:
    """Price per hour of one port (Switch) or link (Ring, FullyConnected) at ``bandwidth_bytes_per_s``."""

    per_hour: float
    bandwidth_bytes_per_s: float


@dataclass(frozen=True)
class Prices:
    currency: str
    accelerator_hour: Mapping[str, float]   # normalised hardware name -> price per accelerator-hour
    network: Mapping[str, LinkPrice]        # topology kind (Switch, Ring, FullyConnected) -> price
    source: str = ""


@dataclass(frozen=True)
class Dimension:
    kind: str
    npus: int
    bandwidth_bytes_per_s: float


@dataclass(frozen=True)
class CostEstimate:
    per_hour: float | None
    reason: str = ""          # why there is no estimate (a missing price)


def normalise(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def _units(kind: str, k: int, total: int) -> float:
    if kind == "Switch":
        return float(total)
    if kind == "Ring":
        return total / 2 if k == 2 else float(total)
    return total * (k - 1) / 2


def cost_per_hour(prices: Prices, hardware: str, devices: int, dimensions: Sequence[Dimension]) -> CostEstimate:
    accelerator = prices.accelerator_hour.get(normalise(hardware))
    if accelerator is None:
        return CostEstimate(None, f"no accelerator price for {hardware} in {prices.source or 'the price file'}")
    total_npus = 1
    for dim in dimensions:
        total_npus *= dim.npus
    cost = devices * accelerator
    for dim in dimensions:
        price = prices.network.get(dim.kind)
        if price is None:
            return CostEstimate(None, f"no network price for {dim.kind} in {prices.source or 'the price file'}")
        scale = dim.bandwidth_bytes_per_s / price.bandwidth_bytes_per_s
        cost += _units(dim.kind, dim.npus, total_npus) * price.per_hour * scale
    if not (math.isfinite(cost) and cost >= 0):
        return CostEstimate(None, f"the prices in {prices.source or 'the price file'} give {hardware} "
                                  f"a cost of {cost} per hour, not a finite number >= 0")
    return CostEstimate(cost)


def cost_per_step(per_hour: float | None, step_time_ns: int | None) -> float | None:
    """The cost of one step; None without a price or a step time, or where it is not a finite number."""
    if per_hour is None or step_time_ns is None:
        return None
    cost = per_hour * step_time_ns / NS_PER_HOUR
    return cost if math.isfinite(cost) else None
