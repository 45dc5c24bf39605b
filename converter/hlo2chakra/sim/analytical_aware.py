"""Congestion-aware (1-D) variant of the analytical model, for the cases it reduces to closed form.

Contract: ASTRA-sim's congestion-aware backend forwards every message store-and-forward over FIFO
links, each hop costing L + m/B. For the ``ring`` algorithm that equals the congestion-unaware
model (observed), with a Switch step (two hops) costing 2*floor(L + m/B); a point-to-point message over h hops costs
h*(L + m/B). ``direct`` and ``halvingDoubling`` contend on shared links and are refused with a
``SimulationError`` rather than answered wrongly.
"""

from __future__ import annotations

from dataclasses import replace

from .analytical_plan import CollectivePlan
from .collective_cost import Link
from .config import NetworkConfig, SystemConfig
from .results import SimulationError


def aware_system(network: NetworkConfig, system: SystemConfig) -> SystemConfig:
    if network.num_dims != 1:
        raise SimulationError("the congestion-aware backend accepts 1-D networks only")
    return system


def store_and_forward(link: Link) -> Link:
    return replace(link, store_forward=True)


def aware_plan(network: NetworkConfig, plan: CollectivePlan) -> CollectivePlan:
    phases = []
    for pp in plan.phases:
        algo = pp.phase.algorithm.removeprefix("one").lower()
        if algo != "ring":
            raise SimulationError(
                f"{pp.phase.kind} with {pp.phase.algorithm!r} under the congestion-aware backend is not reproduced "
                "(link contention); use ring or the congestion-unaware backend")
        links = tuple(store_and_forward(link) for link in pp.phase.links)
        phases.append(replace(pp, phase=replace(pp.phase, links=links), store_forward=True))
    return replace(plan, phases=tuple(phases))
