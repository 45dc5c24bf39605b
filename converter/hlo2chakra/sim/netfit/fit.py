"""Fit ASTRA-sim network + system parameters to measured collective times.

Contract. ``predicted_us`` is the time ASTRA-sim's congestion-unaware analytical model gives a
world collective of nccl-tests ``size`` bytes (all-gather: the gathered output, so ASTRA-sim's
per-rank input is size / ranks), computed with the embedded backend's exact closed form
(``analytical_plan`` + ``analytical_dataflow.sync_duration_ns``). ``fit`` searches the
discrete system choices (algorithm per collective, splits, active chunks) and, for each, the
continuous parameters left free by a ``FitTemplate`` (per-dimension bandwidth and latency,
endpoint delay) by Nelder-Mead on their logarithms, minimising, per measured curve,
mean |ln(predicted / measured)| over all sizes plus the same over sizes >= 1 MiB (the two
figures ``geomean_error`` reports). Fidelity is reported on points the fit did not see:
``split_fit_check`` keeps every other size of each curve for checking.

The model is affine in the message size for a fixed system (ASTRA-sim has no size-dependent
splits or protocols), so a fit trades small-message against large-message error; the fitted
latency is what small collectives cost.

Robustness. ``fit`` refuses samples outside ``netfit.values``' bounds (times 0.001 .. 1e12 us,
sizes up to 2**50 bytes) and fits with fewer than ``MIN_FIT_SIZES`` (2) distinct sizes: an
affine model has a latency and a bandwidth to determine. The search runs with numpy's and
scipy's floating-point warnings silenced (a trial point may overflow; the cost then counts it
as a miss), and a fit whose best cost or parameters are not finite, or outside ASTRA-sim's
physical ranges, is a ``FitError``: the CLI prints one line, never a warning.
"""

from __future__ import annotations

import csv
import math
import warnings
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterable, Iterator, Sequence

import numpy as np
from scipy.optimize import minimize

from hlo2chakra.sim.analytical.dataflow import sync_duration_ns
from hlo2chakra.sim.analytical.algorithms import ALGORITHMS
from hlo2chakra.sim.analytical.plan import plan_collective
from hlo2chakra.sim.analytical.collective_cost import A2A, AG, AR, RS
from hlo2chakra.errors import BadInputError
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.netfit.values import MAX_SIZE_BYTES, MAX_TIME_US, MIN_TIME_US
from hlo2chakra.sim.results import SimulationError

# all-to-all: nccl-tests' size is each rank's send buffer, ASTRA-sim's comm_size of an all-to-all
KIND_OF = {"all_reduce": AR, "all_gather": AG, "reduce_scatter": RS, "all_to_all": A2A}
LARGE_BYTES = 1 << 20  # "1 MB" in the accuracy targets: sizes from 1 MiB up
MIN_BYTES, MAX_BYTES = 1 << 10, 8 << 30  # the 1 KB - 8 GB range the targets cover
GIB = 1 << 30
MIN_FIT_SIZES = 2  # distinct sizes an affine model (latency + bandwidth) needs
MISS = 1e9  # the cost of a trial point the model cannot evaluate


class FitError(BadInputError):
    """Measurements that cannot be fitted (the message says which and why)."""


@dataclass(frozen=True)
class Sample:
    collective: str  # all_reduce / all_gather / reduce_scatter
    ranks: int
    size_bytes: int  # nccl-tests size column
    time_us: float


def read_sample_table(path: Path) -> dict[str, list[Sample]]:
    """The measured curves of a CSV with columns table, collective, ranks, size_bytes, time_us
    (``tests/data/nccl_measured*.csv``; ``#`` lines are comments), by table (T1, T10, ...)."""
    rows = csv.DictReader(line for line in Path(path).read_text().splitlines() if not line.startswith("#"))
    out: dict[str, list[Sample]] = {}
    for r in rows:
        out.setdefault(r["table"], []).append(Sample(r["collective"], int(r["ranks"]), int(r["size_bytes"]),
                                                      float(r["time_us"])))
    return out


@dataclass(frozen=True)
class CurveError:
    """Geomean |error| = exp(mean |ln(pred/meas)|) - 1 of one curve, over 1 KB-8 GB and >= 1 MiB."""

    collective: str
    ranks: int
    all_sizes: float
    large_sizes: float | None  # None when the curve has no point >= 1 MiB
    points: int


@dataclass(frozen=True)
class FitTemplate:
    """The network shape and which parameters are fitted (None) or fixed (a value)."""

    topology: tuple[str, ...]
    npus: tuple[int, ...]
    bandwidth_gbps: tuple[float | None, ...]  # ASTRA-sim GB/s (2^30); None = fit
    latency_ns: tuple[float | None, ...]  # None = fit
    endpoint_delay_ns: float | None = 10.0  # None = fit
    local_mem_bw_gbps: float = 3350.0  # GB/s (1e9): the GPU's HBM bandwidth, fixed


@dataclass(frozen=True)
class FitResult:
    network: NetworkConfig
    system: SystemConfig
    fit_errors: tuple[CurveError, ...]  # on the samples the fit used
    objective: float


def predicted_us(network: NetworkConfig, system: SystemConfig, collective: str, size_bytes: int) -> float:
    """ASTRA-sim analytical time (us) of one world collective of nccl-tests ``size_bytes``."""
    kind = KIND_OF[collective]
    size = size_bytes // network.num_npus if kind == AG else size_bytes
    plan = plan_collective(network, system, kind, max(size, 1), None)
    ns = sync_duration_ns(plan)
    if ns is None:
        raise SimulationError("non-uniform links: no closed form")
    return ns / 1e3


def _sub_network(network: NetworkConfig, ranks: int) -> NetworkConfig:
    """The network a ``ranks``-rank measurement ran on: the whole one or its first dimensions."""
    total = 1
    for d, n in enumerate(network.npus_count):
        total *= n
        if total == ranks:
            k = d + 1
            return NetworkConfig(network.topology[:k], network.npus_count[:k], network.bandwidth_gbps[:k],
                                 network.latency_ns[:k])
    raise FitError(f"a {ranks}-rank measurement matches no leading dimensions of {network.npus_count}")


def _sub_system(system: SystemConfig, dims: int) -> SystemConfig:
    return replace(system, all_reduce=system.all_reduce[:dims], all_gather=system.all_gather[:dims],
                   reduce_scatter=system.reduce_scatter[:dims], all_to_all=system.all_to_all[:dims])


def predict(network: NetworkConfig, system: SystemConfig, sample: Sample) -> float:
    net = _sub_network(network, sample.ranks)
    return predicted_us(net, _sub_system(system, net.num_dims), sample.collective, sample.size_bytes)


def in_range(samples: Iterable[Sample]) -> list[Sample]:
    return [s for s in samples if MIN_BYTES <= s.size_bytes <= MAX_BYTES]


def curves(samples: Iterable[Sample]) -> dict[tuple[str, int], list[Sample]]:
    out: dict[tuple[str, int], list[Sample]] = {}
    for s in sorted(samples, key=lambda s: (s.collective, s.ranks, s.size_bytes)):
        out.setdefault((s.collective, s.ranks), []).append(s)
    return out


def split_fit_check(samples: Sequence[Sample]) -> tuple[list[Sample], list[Sample]]:
    """Every other size of each curve: positions 0, 2, 4 ... fit, 1, 3, 5 ... check."""
    fit: list[Sample] = []
    check: list[Sample] = []
    for points in curves(samples).values():
        for i, s in enumerate(points):
            (fit if i % 2 == 0 else check).append(s)
    return fit, check


def _log_errors(network: NetworkConfig, system: SystemConfig, points: Sequence[Sample]) -> np.ndarray:
    return np.array([abs(math.log(predict(network, system, s) / s.time_us)) for s in points])


def geomean_error(network: NetworkConfig, system: SystemConfig, samples: Sequence[Sample]) -> tuple[CurveError, ...]:
    out = []
    for (collective, ranks), points in curves(in_range(samples)).items():
        logs = _log_errors(network, system, points)
        large = np.array([s.size_bytes >= LARGE_BYTES for s in points])
        big = float(math.expm1(logs[large].mean())) if large.any() else None
        out.append(CurveError(collective, ranks, float(math.expm1(logs.mean())), big, len(points)))
    return tuple(out)


def _objective(network: NetworkConfig, system: SystemConfig, groups: list[list[Sample]]) -> float:
    total = 0.0
    for points in groups:
        logs = _log_errors(network, system, points)
        large = [i for i, s in enumerate(points) if s.size_bytes >= LARGE_BYTES]
        total += float(logs.mean()) + (float(logs[large].mean()) if large else 0.0)
    return total


def _free_slots(template: FitTemplate) -> list[tuple[str, int]]:
    slots = [("bw", d) for d, v in enumerate(template.bandwidth_gbps) if v is None]
    slots += [("lat", d) for d, v in enumerate(template.latency_ns) if v is None]
    if template.endpoint_delay_ns is None:
        slots.append(("ep", 0))
    return slots


def _build(template: FitTemplate, system: SystemConfig, slots: list[tuple[str, int]],
           x: np.ndarray) -> tuple[NetworkConfig, SystemConfig]:
    bw = list(template.bandwidth_gbps)
    lat = list(template.latency_ns)
    ep = template.endpoint_delay_ns
    for (what, d), value in zip(slots, np.exp(x)):
        if what == "bw":
            bw[d] = float(value)
        elif what == "lat":
            lat[d] = float(value)
        else:
            ep = float(value)
    net = NetworkConfig(template.topology, template.npus, tuple(_fitted(b) for b in bw), tuple(_fitted(v) for v in lat))
    return net, replace(system, endpoint_delay_ns=_fitted(ep), local_mem_bw_gbps=template.local_mem_bw_gbps)


def _fitted(value: float | None) -> float:
    """A template value once ``x`` is in: every free (None) one has been filled."""
    if value is None:
        raise ValueError("a free value of the fit template was left unfilled")
    return float(value)


def _start(template: FitTemplate, slots: list[tuple[str, int]], samples: Sequence[Sample]) -> np.ndarray:
    """Bandwidth from the largest message's bus bandwidth, latencies from the smallest time."""
    largest = max(samples, key=lambda s: s.size_bytes)
    smallest = min(samples, key=lambda s: s.size_bytes)
    n = largest.ranks
    factor = 2 * (n - 1) / n if largest.collective == "all_reduce" else (n - 1) / n
    busbw_gib = largest.size_bytes * factor / (largest.time_us * 1e3) * 1e9 / GIB
    lat_ns = smallest.time_us * 1e3 / (8 * max(template.npus))
    guess = {"bw": busbw_gib, "lat": lat_ns, "ep": 10.0}
    return np.log([guess[what] for what, _ in slots])


def check_samples(samples: Iterable[Sample]) -> None:
    """A ``FitError`` for the first sample whose time or size is outside ``netfit.values``' bounds."""
    for s in samples:
        if not (math.isfinite(s.time_us) and MIN_TIME_US <= s.time_us <= MAX_TIME_US):
            raise FitError(f"{s.collective} {s.ranks} ranks, size {s.size_bytes}: time {s.time_us!r} us is outside "
                           f"{MIN_TIME_US:g} .. {MAX_TIME_US:g} us")
        if not 0 <= s.size_bytes <= MAX_SIZE_BYTES:
            raise FitError(f"{s.collective} {s.ranks} ranks: size {s.size_bytes} is outside 0 .. 2**50 bytes")


@contextmanager
def _quiet_numerics() -> Iterator[None]:
    """No floating-point warning from numpy or scipy: a trial point that overflows is a miss."""
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        yield


def fit(template: FitTemplate, systems: Sequence[SystemConfig], samples: Sequence[Sample]) -> FitResult:
    """Best parameters over the candidate systems for the given (fit) samples."""
    check_samples(samples)
    if not systems:
        raise FitError("no candidate system to fit")
    points = in_range(samples)
    if not points:
        raise FitError("no measurement between 1 KB and 8 GB to fit")
    slots = _free_slots(template)
    sizes = len({s.size_bytes for s in points})
    if slots and sizes < MIN_FIT_SIZES:
        raise FitError(f"{sizes} distinct message size between 1 KB and 8 GB to fit; the fit needs at least "
                       f"{MIN_FIT_SIZES} (a latency and a bandwidth)")
    with _quiet_numerics():
        best = _search(template, systems, slots, list(curves(points).values()), points)
    rounded_system = replace(best.system, endpoint_delay_ns=round(best.system.endpoint_delay_ns, 1))
    return replace(best, system=rounded_system, fit_errors=geomean_error(best.network, rounded_system, points))


def _search(template: FitTemplate, systems: Sequence[SystemConfig], slots: list[tuple[str, int]],
            groups: list[list[Sample]], points: Sequence[Sample]) -> FitResult:
    best: FitResult | None = None
    for system in systems:
        def cost(x: np.ndarray) -> float:
            try:
                net, sys_ = _build(template, system, slots, x)
                value = _objective(net, sys_, groups)
            except (ValueError, SimulationError, OverflowError):
                return MISS
            return value if math.isfinite(value) else MISS  # inf - inf would be NaN in the simplex

        x0 = _start(template, slots, points)
        if slots:
            result = minimize(cost, x0, method="Nelder-Mead",
                              options={"xatol": 1e-4, "fatol": 1e-6, "maxiter": 300 * len(slots)})
            x0, value = result.x, float(result.fun)
        else:
            value = cost(x0)
        if not (np.all(np.isfinite(x0)) and math.isfinite(value) and value < MISS):
            continue  # no trial point of this system could be evaluated
        if best is None or value < best.objective - 1e-9:
            net, sys_ = _build_physical(template, system, slots, x0)
            best = FitResult(_round_network(net), sys_, (), value)
    if best is None:
        # Most often the measurements' own start point is unphysical (1 ns for 8 GB): say which value.
        _build_physical(template, systems[0], slots, _start(template, slots, points))
        raise FitError("no candidate system fits the measurements: the model failed at every trial point")
    return best


def _build_physical(template: FitTemplate, system: SystemConfig, slots: list[tuple[str, int]],
                    x: np.ndarray) -> tuple[NetworkConfig, SystemConfig]:
    try:
        return _build(template, system, slots, x)
    except ValueError as exc:  # the network or system refuses a value outside its physical range
        raise FitError(f"the measurements imply a network outside the physical range ({exc})") from None


def _round_network(net: NetworkConfig) -> NetworkConfig:
    """Four significant digits: the fit does not determine more, and files stay readable."""
    def sig(v: float) -> float:
        return float(f"{v:.4g}")

    return replace(net, bandwidth_gbps=tuple(sig(b) for b in net.bandwidth_gbps),
                   latency_ns=tuple(sig(v) for v in net.latency_ns))


def candidate_systems(num_dims: int, collectives: set[str], power_of_two: bool) -> list[SystemConfig]:
    """The discrete choices searched: algorithm per collective, and on several dimensions
    splits x active chunks x collective optimization (one dimension: splits = active = 1, since every other pair only
    rescales the fitted latency or bandwidth there)."""
    ar_algos = [a.name for a in ALGORITHMS if a.fit_candidate(AR, power_of_two)]
    gathers = collectives & {"all_gather", "reduce_scatter"}
    ag_algos = [a.name for a in ALGORITHMS if a.fit_candidate(AG, power_of_two)] if gathers else ["ring"]
    chunking = [(1, 1)] if num_dims == 1 else [(1, 1), (2, 1), (4, 1), (4, 2)]
    # One dimension: localBWAware and baseline are the same single all-reduce phase.
    optimizations = ["localBWAware"] if num_dims == 1 else ["localBWAware", "baseline"]
    out = []
    for ar in ar_algos:
        for ag in ag_algos:
            for splits, active in chunking:
                for optimization in optimizations:
                    out.append(SystemConfig(
                        all_reduce=(ar,) * num_dims, all_gather=(ag,) * num_dims, reduce_scatter=(ag,) * num_dims,
                        all_to_all=("direct",) * num_dims, collective_optimization=optimization,
                        preferred_dataset_splits=splits, active_chunks_per_dimension=active))
    return out
