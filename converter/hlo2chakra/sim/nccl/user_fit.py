"""Fit the NCCL model of a GPU preset to a user's own nccl-tests runs (``fit-network --model nccl``).

Contract: ``fit_user_curves(preset, curves)`` takes a preset name (``presets.get_preset``) and
parsed nccl-tests runs (``sim.netfit.nccl_tests.NcclCurve``: all_reduce, all_gather or
reduce_scatter), and returns a ``UserFit``: the preset's fabric with its calibration fitted to
them, and every size's predicted against measured time, held-out sizes marked. Runs on one host
fit the ``intra`` calibration (NVLink and NVLS efficiency, the latency offset); runs across hosts
then fit ``inter`` (NIC efficiency, latency scale) with ``intra`` fixed, and set the fabric's
node count. A run's span comes from nccl-tests' rank lines: its hosts are its nodes, ranks /
hosts its GPUs per node. The protocol is ``fit``'s: even powers of two fitted, odd ones held out.
``fabric_json`` / ``read_fabric_json`` write and read the fitted fabric (every field checked on
reading, as ``NcclFabric`` checks it), for ``simulate --nccl-fabric``.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any, Sequence

from hlo2chakra.errors import BadInputError
from hlo2chakra.sim.nccl.curves import CurveSpec, MeasuredCurve
from hlo2chakra.sim.nccl.fabric import NcclCalibration, NcclFabric
from hlo2chakra.sim.nccl.fit import CurveError, FitParam, curve_error, fit_curve
from hlo2chakra.sim.nccl.presets import get_preset
from hlo2chakra.sim.netfit.nccl_tests import NcclCurve

INTRA = (FitParam("intra.nvlink_efficiency", 0.9, 0.05, 4.0), FitParam("intra.nvls_efficiency", 0.9, 0.05, 4.0),
         FitParam("intra.latency_offset_ns", 0.0, -1e4, 1e5, False, 1000.0))
INTER = (FitParam("inter.net_efficiency", 0.9, 0.05, 4.0), FitParam("inter.latency_scale", 1.0, 0.05, 20.0))
FORMAT = "hlo2chakra-nccl-fabric/1"


class UserFitError(BadInputError):
    """Runs the NCCL model cannot be fitted to (the message names the file)."""


@dataclass(frozen=True)
class UserFit:
    fabric: NcclFabric
    errors: tuple[CurveError, ...]  # one per run, in the order given (rows: size, measured, predicted, fitted)


def _measured(curve: NcclCurve) -> MeasuredCurve:
    nodes = curve.hosts or 1
    if curve.ranks % nodes:
        raise UserFitError(f"{curve.source}: {curve.ranks} ranks on {nodes} hosts is not the same count per host")
    spec = CurveSpec(Path(curve.source).name, curve.device or "unknown GPU", curve.collective,
                     curve.ranks // nodes, nodes, None, curve.source)
    points = tuple(sorted((p.size_bytes, p.time_us) for p in curve.points if p.size_bytes > 0))
    if len(points) < 3:
        raise UserFitError(f"{curve.source}: {len(points)} sizes; the fit needs at least 3 (every other one is held out)")
    return MeasuredCurve(spec, points)


def fit_user_curves(preset: str, curves: Sequence[NcclCurve]) -> UserFit:
    if not curves:
        raise UserFitError("no nccl-tests output given")
    measured = [_measured(c) for c in curves]
    base = get_preset(preset)
    wider = [m for m in measured if m.spec.gpus_per_node > base.gpus_per_node]
    if wider:
        raise UserFitError(f"{wider[0].spec.source}: {wider[0].spec.gpus_per_node} GPUs per host, but {preset} has "
                           f"{base.gpus_per_node} per node")
    nodes = max(m.spec.nodes for m in measured)
    if nodes > 1 and base.nics_per_node == 0:
        raise UserFitError(f"{preset} is one node without NICs: its runs across {nodes} hosts cannot be fitted; "
                           "pick a multi-node preset (FAMILY-x-NIC)")
    fabric = replace(base, nodes=nodes) if nodes > 1 else base
    for params, inside in ((INTRA, True), (INTER, False)):
        for m in measured:
            if (m.spec.nodes == 1) == inside:
                fabric = fit_curve(fabric, m, params).fabric
    # each run's error against the final fabric (a later fit may have moved what an earlier one saw)
    return UserFit(fabric, tuple(curve_error(fabric, m) for m in measured))


def fabric_json(fabric: NcclFabric, note: str) -> str:
    data = {"format": FORMAT, "note": note, "fabric": asdict(fabric)}
    return json.dumps(data, indent=2, sort_keys=True) + "\n"


def _calibration(value: Any, where: str) -> NcclCalibration:
    if not isinstance(value, dict) or set(value) - {f.name for f in fields(NcclCalibration)}:
        raise UserFitError(f"{where}: not a calibration object with NcclCalibration's fields")
    try:
        return NcclCalibration(**value)
    except (TypeError, ValueError) as exc:
        raise UserFitError(f"{where}: {exc}") from None


def read_fabric_json(path: str | Path) -> NcclFabric:
    from hlo2chakra.checks.limits import read_regular_file

    raw = read_regular_file(path, UserFitError, max_bytes=1 << 20, note="NCCL fabric file")
    try:
        data = json.loads(raw)
    except ValueError as exc:
        raise UserFitError(f"{path}: not JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("fabric"), dict):
        raise UserFitError(f"{path}: not an NCCL fabric file (written by 'hlo2chakra fit-network --model nccl')")
    body = dict(data["fabric"])
    unknown = sorted(set(body) - {f.name for f in fields(NcclFabric)})
    if unknown:
        raise UserFitError(f"{path}: unknown fabric field {unknown[0]!r}")
    for name in ("intra", "inter"):
        if name in body:
            body[name] = _calibration(body[name], f"{path}: {name}")
    for name in ("algorithms", "protocols"):
        if isinstance(body.get(name), list):
            body[name] = tuple(body[name])
    try:
        return NcclFabric(**body)
    except (TypeError, ValueError) as exc:
        raise UserFitError(f"{path}: {exc}") from None
