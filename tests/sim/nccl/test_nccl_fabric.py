"""Validation: every bad field or argument is one NcclFabricError line naming it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hlo2chakra.errors import BadInputError
from hlo2chakra.sim.nccl import NcclCalibration, NcclFabric, NcclFabricError, collective_time_ns, get_preset
from hlo2chakra.sim.nccl.presets import UnknownNcclPreset

OK = NcclFabric("ok", "hopper", 8, nvls=True, nic_gbps=50.0, nics_per_node=8)


@pytest.mark.parametrize("changes, field", [
    ({"arch": "kepler"}, "arch"),
    ({"gpus_per_node": 0}, "gpus_per_node"),
    ({"gpus_per_node": True}, "gpus_per_node"),
    ({"nodes": -1}, "nodes"),
    ({"nvlink_links": 65}, "nvlink_links"),
    ({"nvlink_link_gbps": float("nan")}, "nvlink_link_gbps"),
    ({"nic_gbps": -1.0}, "nic_gbps"),
    ({"nic_gbps": 0.0}, "nic_gbps"),  # NICs without bandwidth
    ({"net_latency_ns": float("inf")}, "net_latency_ns"),
    ({"nccl_version": "2.99"}, "nccl_version"),
    ({"nic_path": "usb"}, "nic_path"),
    ({"cpu": "power"}, "cpu"),
    ({"algorithms": ("ring", "magic")}, "algorithms"),
    ({"protocols": ()}, "protocols"),
    ({"arch": "ampere"}, "nvls"),  # NVLS needs Hopper+
    ({"nvswitch": False}, "nvls"),
    ({"name": ""}, "name"),
    ({"intra": "fast"}, "intra"),
])
def test_fabric_fields(changes, field):
    with pytest.raises(NcclFabricError) as err:
        replace(OK, **changes)
    message = str(err.value)
    assert message.startswith(field + ":") and "\n" not in message
    assert isinstance(err.value, ValueError) and isinstance(err.value, BadInputError)


def test_multi_node_needs_nics():
    with pytest.raises(NcclFabricError, match="^nics_per_node:"):
        NcclFabric("x", "hopper", 8, nodes=2)
    with pytest.raises(NcclFabricError, match="^collnet:"):
        NcclFabric("x", "hopper", 8, collnet=True)


@pytest.mark.parametrize("changes, field", [
    ({"nvlink_efficiency": 0.0}, "nvlink_efficiency"),
    ({"net_efficiency": 5.0}, "net_efficiency"),
    ({"latency_scale": -1.0}, "latency_scale"),
    ({"ramp_ns": -5.0}, "ramp_ns"),
    ({"ramp_half_bytes": 0.0}, "ramp_half_bytes"),
    ({"nvls_ramp_half_bytes": 0.0}, "nvls_ramp_half_bytes"),
    ({"nvls_chunk_overhead_ns": float("nan")}, "nvls_chunk_overhead_ns"),
    ({"latency_offset_ns": "1"}, "latency_offset_ns"),
])
def test_calibration_fields(changes, field):
    with pytest.raises(NcclFabricError, match=f"^{field}:"):
        NcclCalibration(**changes)


@pytest.mark.parametrize("args, field", [
    (("all_reduce", -1, 8, 1), "size_bytes"),
    (("all_reduce", 1.5, 8, 1), "size_bytes"),
    (("all_reduce", 1 << 51, 8, 1), "size_bytes"),
    (("allreduce", 8, 8, 1), "kind"),
    (("all_reduce", 8, 9, 1), "gpus_per_node_in_group"),
    (("all_reduce", 8, 0, 1), "gpus_per_node_in_group"),
    (("all_reduce", 8, 8, 0), "nodes_in_group"),
])
def test_request_arguments(args, field):
    with pytest.raises(NcclFabricError, match=f"^{field}:"):
        collective_time_ns(OK, *args)


def test_single_node_fabric_refuses_cross_node_group():
    with pytest.raises(NcclFabricError, match="^nodes_in_group:"):
        collective_time_ns(get_preset("h100-8x-nvswitch"), "all_reduce", 8, 8, 2)


def test_presets_by_network_name():
    f = get_preset("h100-8x-nvswitch-x-ib-ndr400-4node")
    assert f.nodes == 4 and f.nic_gbps == 50.0
    assert get_preset("h100-8x-nvswitch").nodes == 1
    for bad in ("h100-8x-nvswitch-4node", "tpu-v4-4x4", "", "h100-8x-nvswitch-x-ib-ndr400-0node"):
        with pytest.raises(UnknownNcclPreset):
            get_preset(bad)
