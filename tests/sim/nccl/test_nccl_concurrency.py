"""Collectives in flight together share their bottleneck link's bandwidth."""

from __future__ import annotations

import pytest

from hlo2chakra.sim.nccl import collective_time_ns, get_preset
from hlo2chakra.sim.nccl.concurrency import fluid_finish_ns, share_bandwidth, shared_time_ns

F = get_preset("h100-8x-nvswitch-x-ib-ndr400")
INTRA = collective_time_ns(F, "all_reduce", 256 << 20, 8, 1)
INTER = collective_time_ns(F, "all_reduce", 256 << 20, 8, 2)


def test_two_on_the_same_link_double_the_bandwidth_part():
    a, b = share_bandwidth([INTRA, INTRA])
    assert a == b == pytest.approx(INTRA.time_ns + INTRA.transfer_ns)
    assert 0 < INTRA.transfer_ns < INTRA.time_ns


def test_different_link_classes_do_not_share():
    assert share_bandwidth([INTRA, INTER]) == (INTRA.time_ns, INTER.time_ns)


def test_sharers_must_be_positive():
    with pytest.raises(ValueError, match="sharers"):
        shared_time_ns(INTRA, 0)


def test_fluid_sharing():
    # Together from t=0: the same as sharing for the whole duration.
    assert fluid_finish_ns([0.0, 0.0], [INTRA, INTRA]) == pytest.approx(share_bandwidth([INTRA, INTRA]))
    # The second starts after the first finished: each alone.
    late = INTRA.time_ns + 1.0
    assert fluid_finish_ns([0.0, late], [INTRA, INTRA]) == pytest.approx((INTRA.time_ns, late + INTRA.time_ns))
    # Partly overlapping: both finish later than alone, earlier than fully shared.
    first, second = fluid_finish_ns([0.0, INTRA.time_ns / 2], [INTRA, INTRA])
    assert INTRA.time_ns < first < INTRA.time_ns + INTRA.transfer_ns
    assert second > INTRA.time_ns * 1.5
