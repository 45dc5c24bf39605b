"""frontend.xla.virtual_nodes: one CPU client lent the devices of absent nodes partitions like one client."""

from __future__ import annotations

from pathlib import Path

import pytest

from hlo2chakra.frontend.forms import detect_form
from hlo2chakra.frontend.xla import partition
from hlo2chakra.frontend.xla.virtual_nodes import local_topology

PROGRAMS = Path(__file__).resolve().parents[1] / "data" / "programs"

# What a real second process (node 1, 4 host devices) of jaxlib 0.10.2 published under
# cpu:local_topology/cpu/1 in a two-process jax.distributed run on this machine (boot id below).
BOOT_ID = "f3e24d58-89b7-4c4f-ad7b-cd02c615e800"
REAL_NODE_1 = (
    b"\x08\x01\x12$" + BOOT_ID.encode()
    + b"\x1a& \x80\x10B\x03cpuJ\x12CpuDevice(id=2048)R\x08cpu:2048"
    + b"\x1a(\x08\x01 \x81\x10B\x03cpuJ\x12CpuDevice(id=2049)R\x08cpu:2049"
    + b"\x1a(\x08\x02 \x82\x10B\x03cpuJ\x12CpuDevice(id=2050)R\x08cpu:2050"
    + b"\x1a(\x08\x03 \x83\x10B\x03cpuJ\x12CpuDevice(id=2051)R\x08cpu:2051"
)


def test_the_lent_topology_is_byte_for_byte_what_a_real_node_publishes():
    assert local_topology(1, 4, BOOT_ID) == REAL_NODE_1


def test_node_zero_leaves_out_its_zero_fields():
    first = local_topology(0, 1, BOOT_ID)
    assert first == b"\x12$" + BOOT_ID.encode() + b"\x1a\x1dB\x03cpuJ\x0fCpuDevice(id=0)R\x05cpu:0"


@pytest.mark.slow
def test_two_lent_nodes_partition_exactly_like_one_client(tmp_path, monkeypatch):
    monkeypatch.setenv("HLO2CHAKRA_CACHE", str(tmp_path / "cache"))
    detected = detect_form(PROGRAMS / "gemm2d" / "global.mlir")
    one = partition.partition(detected, "x=2,y=8", cache=False)
    monkeypatch.setattr(partition, "_nodes", lambda devices: 2)
    two = partition.partition(detected, "x=2,y=8", cache=False)
    assert (one.worker["nodes"], two.worker["nodes"]) == (1, 2)
    assert two.per_device_text == one.per_device_text
    assert "replica_groups" in one.per_device_text
