"""Fit a fabric's calibration to one measured curve, holding out every other size.

Protocol. A curve's sizes are split by the parity of log2(size): even powers (1 KB, 4 KB,
16 KB, ... 4 GB; 4 B, 16 B, ... below 1 KB) are **fitted**, odd powers (2 KB, 8 KB, ... 8 GB)
are **checked**: the fit never sees them, and the error reported for a preset is on them.
The fit minimises the sum of squared log ratios (predicted / measured) over the fitted sizes with
a bounded Nelder-Mead search in pure Python (no numpy), deterministic from the parameters' start
values. A forced-algorithm run (``NCCL_ALGO=...`` in the source) is predicted with the same mask,
and a run on NCCL 2.18 / 2.19 with those releases' NVLS kernel walk (``release_fabric``).

Error: geomean |error| = exp(mean |ln(pred / meas)|) - 1, reported over 1 KB .. 8 GB and over
>= 1 MB (the issue's targets), on the checked sizes unless said otherwise.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

from hlo2chakra.sim.nccl.constants import NVLS_GRID_LAST_RELEASE
from hlo2chakra.sim.nccl.curves import CurveSpec, MeasuredCurve
from hlo2chakra.sim.nccl.fabric import NcclFabric, NcclFabricError
from hlo2chakra.sim.nccl.tuner import collective_time_ns

KB, MB, GB = 1 << 10, 1 << 20, 1 << 30


@dataclass(frozen=True)
class FitParam:
    """One fitted number: ``path`` is a fabric field ('net_latency_ns') or 'intra.x' / 'inter.x'."""

    path: str
    start: float
    low: float
    high: float
    log: bool = True  # search in log space (positive quantities); else linear in units of ``scale``
    scale: float = 1.0


@dataclass(frozen=True)
class CurveError:
    """Predicted vs measured on one curve."""

    key: str
    rows: tuple[tuple[int, float, float, bool], ...]  # (size, measured us, predicted us, fitted?)
    checked_1k_8g: float | None  # geomean |error| on checked sizes, 1 KB .. 8 GB
    checked_1m: float | None  # ... on checked sizes >= 1 MB
    all_1k_8g: float | None  # every size (fitted and checked), 1 KB .. 8 GB
    all_1m: float | None


@dataclass(frozen=True)
class FitResult:
    fabric: NcclFabric
    values: tuple[tuple[str, float], ...]
    error: CurveError


def is_fitted_size(size_bytes: int) -> bool:
    """Even powers of two (1 KB, 4 KB, ...) are fitted; odd ones (2 KB, 8 KB, ...) held out."""
    return round(math.log2(size_bytes)) % 2 == 0


def with_values(fabric: NcclFabric, params: Sequence[FitParam], values: Sequence[float]) -> NcclFabric:
    top: dict[str, float] = {}
    nested: dict[str, dict[str, float]] = {"intra": {}, "inter": {}}
    for p, v in zip(params, values):
        head, _, tail = p.path.partition(".")
        if tail:
            nested[head][tail] = v
        else:
            top[head] = v
    changes: dict[str, Any] = dict(top)   # NcclFabric fields: floats, and the two calibrations
    for name, fields in nested.items():
        if fields:
            changes[name] = replace(getattr(fabric, name), **fields)
    return replace(fabric, **changes)


def release_fabric(fabric: NcclFabric, spec: CurveSpec) -> NcclFabric:
    """``fabric`` as the run saw it: its forced algorithms (NCCL_ALGO) and, for a run on NCCL
    2.18 / 2.19, those releases' NVLS grid walk (``constants.NVLS_PARTITIONS``)."""
    if spec.forced:
        fabric = replace(fabric, algorithms=spec.forced)
    parts = spec.release.split(".")
    if len(parts) >= 2 and all(x.isdigit() for x in parts[:2]) \
            and (int(parts[0]), int(parts[1])) <= NVLS_GRID_LAST_RELEASE:
        fabric = replace(fabric, nvls_partition="grid")
    return fabric


def predict_us(fabric: NcclFabric, spec: CurveSpec, size_bytes: int) -> float:
    """The model's time for one measured point, as the run saw the fabric (``release_fabric``)."""
    fabric = release_fabric(fabric, spec)
    return collective_time_ns(fabric, spec.kind, size_bytes, spec.gpus_per_node, spec.nodes).time_ns / 1000.0


def geomean_abs_error(pairs: Sequence[tuple[float, float]]) -> float | None:
    """exp(mean |ln(pred / meas)|) - 1 over (predicted, measured) pairs; None for none."""
    if not pairs:
        return None
    return math.expm1(sum(abs(math.log(p / m)) for p, m in pairs) / len(pairs))


def curve_error(fabric: NcclFabric, curve: MeasuredCurve) -> CurveError:
    rows = tuple((s, t, predict_us(fabric, curve.spec, s), is_fitted_size(s)) for s, t in curve.points)

    def geo(checked_only: bool, low: int) -> float | None:
        return geomean_abs_error([(p, m) for s, m, p, fitted in rows
                                  if low <= s <= 8 * GB and not (checked_only and fitted)])

    return CurveError(curve.spec.key, rows, geo(True, KB), geo(True, MB), geo(False, KB), geo(False, MB))


def nelder_mead(cost: Callable[[list[float]], float], x0: list[float], step: float = 0.3,
                iterations: int = 3000, tolerance: float = 1e-12) -> tuple[list[float], float]:
    """Minimise ``cost`` from ``x0`` (standard reflection / expansion / contraction / shrink)."""
    n = len(x0)
    simplex = [list(x0)] + [[x + (step if i == j else 0.0) for j, x in enumerate(x0)] for i in range(n)]
    values = [cost(x) for x in simplex]
    for _ in range(iterations):
        order = sorted(range(n + 1), key=values.__getitem__)
        simplex, values = [simplex[i] for i in order], [values[i] for i in order]
        if values[-1] - values[0] <= tolerance * (abs(values[0]) + 1e-30):
            break
        centroid = [sum(x[j] for x in simplex[:-1]) / n for j in range(n)]
        worst = simplex[-1]

        def toward(t: float) -> list[float]:
            return [c + t * (w - c) for c, w in zip(centroid, worst)]

        reflected = toward(-1.0)
        fr = cost(reflected)
        if fr < values[0]:
            expanded = toward(-2.0)
            fe = cost(expanded)
            simplex[-1], values[-1] = (expanded, fe) if fe < fr else (reflected, fr)
        elif fr < values[-2]:
            simplex[-1], values[-1] = reflected, fr
        else:
            inner = toward(0.5 if fr >= values[-1] else -0.5)
            fi = cost(inner)
            if fi < min(fr, values[-1]):
                simplex[-1], values[-1] = inner, fi
            else:  # shrink toward the best
                best = simplex[0]
                simplex = [best] + [[b + 0.5 * (x - b) for b, x in zip(best, xs)] for xs in simplex[1:]]
                values = [values[0]] + [cost(x) for x in simplex[1:]]
    i = min(range(n + 1), key=values.__getitem__)
    return simplex[i], values[i]


def _to_value(p: FitParam, x: float) -> float:
    v = math.exp(x) if p.log else x * p.scale
    return min(max(v, p.low), p.high)


def _outside(p: FitParam, x: float) -> float:
    low, high = (math.log(p.low), math.log(p.high)) if p.log else (p.low / p.scale, p.high / p.scale)
    return 1e-3 * (max(0.0, low - x) ** 2 + max(0.0, x - high) ** 2)


def fit_curve(fabric: NcclFabric, curve: MeasuredCurve, params: Sequence[FitParam],
              rounding: int = 4) -> FitResult:
    """Fit ``params`` on the curve's fitted sizes; the result's values are rounded to ``rounding``
    significant digits (what a preset writes down) and its error is that of the rounded fabric."""
    fit_points = [(s, t) for s, t in curve.points if is_fitted_size(s)]

    def cost(xs: list[float]) -> float:
        try:
            f = with_values(fabric, params, [_to_value(p, x) for p, x in zip(params, xs)])
            total = sum(math.log(predict_us(f, curve.spec, s) / t) ** 2 for s, t in fit_points)
        except (NcclFabricError, ValueError, ZeroDivisionError):
            return 1e30
        return total + sum(_outside(p, x) for p, x in zip(params, xs))  # clamped moves pay a little

    x0 = [math.log(p.start) if p.log else p.start / p.scale for p in params]
    best, _ = nelder_mead(cost, x0)
    values = [float(f"{_to_value(p, x):.{rounding}g}") for p, x in zip(params, best)]
    fitted = with_values(fabric, params, values)
    return FitResult(fitted, tuple((p.path, v) for p, v in zip(params, values)), curve_error(fitted, curve))
