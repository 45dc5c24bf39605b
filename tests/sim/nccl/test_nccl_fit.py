"""The fit protocol (every other size held out) and the presets it reproduces.

Curves come from tests/data/nccl_curves.csv (a copy of ../shared/data/nccl/README.md, so these
run without shared/); the README itself is compared with the copy in test_nccl_curves.py.
"""

from __future__ import annotations

import math

import pytest

from hlo2chakra.sim.nccl.curves import read_csv
from hlo2chakra.sim.nccl.fit import curve_error, fit_curve, geomean_abs_error, is_fitted_size, nelder_mead
from hlo2chakra.sim.nccl.presets import CHECKS, FIT_PLAN, PRESETS

CURVES = {c.spec.key: c for c in read_csv()}

# Held-out geomean |error| each fit reaches (1 KB..8 GB, >= 1 MB), with a little room: a
# regression gate. T1 (3.5% / 2.1%) meets the single-node targets (8% / 5%) since the NVLS
# kernel-loop model; T11 (10.2%) still misses the multi-node 10%.
GATES = {"T10": (0.02, None), "T1": (0.04, 0.025), "T4": (0.045, 0.045), "T8": (0.03, 0.03),
         "T5": (0.075, 0.065), "T11": (0.11, 0.11)}


def test_split_is_by_power_parity():
    assert [is_fitted_size(1 << e) for e in (2, 3, 10, 11, 12, 33)] == [True, False, True, False, True, False]


def test_geomean_abs_error():
    assert geomean_abs_error([(1.1, 1.0), (1.0, 1.1)]) == pytest.approx(0.1)
    assert geomean_abs_error([(2.0, 1.0), (1.0, 1.0)]) == pytest.approx(math.sqrt(2) - 1)
    assert geomean_abs_error([]) is None


def test_nelder_mead_finds_a_quadratic_minimum():
    x, fx = nelder_mead(lambda v: (v[0] - 3) ** 2 + 10 * (v[1] + 1) ** 2, [0.0, 0.0])
    assert x == pytest.approx([3.0, -1.0], abs=1e-4) and fx < 1e-8


@pytest.mark.parametrize("step", FIT_PLAN, ids=lambda s: f"{s.preset}:{s.curve}")
def test_fit_plan_reproduces_the_presets(step):
    result = fit_curve(PRESETS[step.preset], CURVES[step.curve], step.params)
    for path, value in result.values:
        assert value == pytest.approx(step.values[path], rel=0.01, abs=1.0 if path.endswith("_ns") else 1e-3), path
    low, big = GATES[step.curve]
    assert result.error.checked_1k_8g <= low
    if big is not None:
        assert result.error.checked_1m <= big


def test_fit_never_sees_held_out_sizes():
    """Changing a held-out point must not change the fit."""
    step = next(s for s in FIT_PLAN if s.curve == "T4")
    curve = CURVES["T4"]
    moved = type(curve)(curve.spec, tuple((s, t * (3.0 if not is_fitted_size(s) else 1.0)) for s, t in curve.points))
    a = fit_curve(PRESETS[step.preset], curve, step.params)
    b = fit_curve(PRESETS[step.preset], moved, step.params)
    assert a.values == b.values and b.error.checked_1k_8g > 1.0


def test_checked_curves_stay_close():
    # h100 (NVLS fitted to T1, ring efficiency derived from T13) against the ring-forced T12 curves.
    for key in CHECKS["h100-8x-nvswitch"]:
        err = curve_error(PRESETS["h100-8x-nvswitch"], CURVES[key])
        assert err.checked_1k_8g < 0.06, key
