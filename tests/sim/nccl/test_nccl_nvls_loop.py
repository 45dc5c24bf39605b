"""NVLS all-reduce priced as NCCL's kernel walks the buffer (tuner.nvls_transfer_ns).

Expected values are worked out here from NCCL's sources, written as literals:

* chunk (src/enqueue.cc computeCollChunkInfo @ v2.21.5-1, computeColl @ v2.18.5-1): 128 KiB,
  halved to 64K / 32K / 16K while nBytes < 64 / 8 / 2 x nvlsChannels x nHeads x chunk. On 8 H100s
  (16 NVLS channels x 8 heads = 128 concurrent chunks) that is 16K below 8 MiB (2 x 128 x 32K),
  32K below 64 MiB (8 x 128 x 64K), 64K below 1 GiB (64 x 128 x 128K), 128K from 1 GiB.
* loop (all_reduce.h NVLS): one iteration moves nHeads x chunk bytes per channel; 2.18/2.19 walk
  the whole buffer in steps of 16 x that (channel 0 takes the first slice of each step), 2.20+
  cut the buffer into 16 equal parts first. Three warp groups (scatter, reduce, gather) pipeline.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from hlo2chakra.sim.nccl import NcclFabric, NcclFabricError, collective_time_ns, get_preset
from hlo2chakra.sim.nccl.curves import SPECS
from hlo2chakra.sim.nccl.fit import release_fabric
from hlo2chakra.sim.nccl.graph import group_span
from hlo2chakra.sim.nccl.tuner import nvls_chunk_bytes, nvls_transfer_ns

KIB, MIB, GIB = 1 << 10, 1 << 20, 1 << 30
H100 = NcclFabric("h100", "hopper", 8, nvls=True)  # NCCL 2.21, identity calibration
SPAN = group_span(H100, 8, 1)


def test_nvls_span_has_16_channels_of_8_heads():
    assert SPAN.nvls_channels == 16 and SPAN.nvls is not None and SPAN.nvls.channels == 8


@pytest.mark.parametrize("size, chunk", [
    (4 * MIB, 16 * KIB), (8 * MIB - 1, 16 * KIB), (8 * MIB, 32 * KIB), (64 * MIB - 1, 32 * KIB),
    (64 * MIB, 64 * KIB), (GIB - 1, 64 * KIB), (GIB, 128 * KIB), (8 * GIB, 128 * KIB)])
def test_chunk_switches_at_nccl_sizes(size, chunk):
    assert nvls_chunk_bytes(SPAN, "nvls", size) == chunk


def test_grid_walk_charges_channel_zero_one_slice_below_a_step():
    """2.18 grid walk: from 128 KiB to 2 MiB channel 0 always carries 8 x 16 KiB, one iteration."""
    grid = replace(H100, nvls_partition="grid")
    b, a = 320.0, 5000.0  # GB/s of the whole operation, ns per extra iteration
    # share 128 KiB at b/16 GB/s, plus 2 pipeline groups' fill of the same 128 KiB
    expected = 3 * 131072 * 16 / b
    for size in (128 * KIB, 512 * KIB, 2 * MIB):
        assert nvls_transfer_ns(grid, SPAN, "nvls", size, b, a) == pytest.approx(expected)
    # 4 MiB: two steps of 2 MiB -> channel 0 carries 256 KiB in 2 iterations
    assert nvls_transfer_ns(grid, SPAN, "nvls", 4 * MIB, b, a) == pytest.approx(
        262144 * 16 / b + a + 2 * 131072 * 16 / b)


def test_channel_split_shares_the_buffer_evenly():
    """2.20+: each channel carries size / 16; below one iteration's 128 KiB the fill is that share."""
    b, a = 320.0, 5000.0
    assert nvls_transfer_ns(H100, SPAN, "nvls", 512 * KIB, b, a) == pytest.approx(3 * 32768 * 16 / b)
    # 16 MiB: chunk 32K, loop 256 KiB, share 1 MiB -> 4 iterations
    assert nvls_transfer_ns(H100, SPAN, "nvls", 16 * MIB, b, a) == pytest.approx(
        1048576 * 16 / b + 3 * a + 2 * 262144 * 16 / b)


def test_time_steps_up_where_the_chunk_doubles():
    """At 8 MiB the chunk doubles (16K -> 32K), so the pipeline fill doubles: the time per byte
    from 4 to 8 MiB is above the large-message rate (T1's measured 57 -> 85 us)."""
    fab = replace(H100, algorithms=("nvls",))
    t = {s: collective_time_ns(fab, "all_reduce", s, 8, 1).time_ns for s in (4 * MIB, 8 * MIB, 4 * GIB, 8 * GIB)}
    assert (t[8 * MIB] - t[4 * MIB]) / (4 * MIB) > (t[8 * GIB] - t[4 * GIB]) / (4 * GIB)


def test_curve_release_selects_the_kernel_walk():
    assert SPECS["T1"].release == "2.18.5" and release_fabric(H100, SPECS["T1"]).nvls_partition == "grid"
    assert release_fabric(H100, SPECS["T1"]).algorithms == ("nvls",)
    assert release_fabric(H100, SPECS["T11"]).nvls_partition == "channel"
    assert release_fabric(H100, SPECS["T10"]).nvls_partition == "channel"  # release not stated


def test_nvls_partition_is_checked():
    with pytest.raises(NcclFabricError, match="nvls_partition"):
        replace(H100, nvls_partition="rows")


def _candidate(fabric: NcclFabric, algorithm: str, size: int, nodes: int) -> float:
    choice = collective_time_ns(replace(fabric, algorithms=(algorithm,)), "all_reduce", size, 8, nodes)
    assert choice.algorithm == algorithm
    return choice.transfer_ns


@pytest.mark.parametrize("preset", ["b200-8x-nvswitch-x-ib-xdr800", "h100-8x-nvswitch-x-ib-ndr400",
                                    "h20-8x-nvswitch-x-ib-ndr400"])
@pytest.mark.parametrize("nodes", [2, 4, 16])
def test_nvls_tree_across_nodes_is_never_faster_than_one_nodes_nvls(preset, nodes):
    """NVLS_TREE (all_reduce.h) reduces and broadcasts every byte through the node's NVSwitch, as
    one node's NVLS all-reduce does, so its bandwidth part is never shorter. On 2 x 8 B200 with
    800G NICs the network side alone would be about 1.5x faster than one node (the bound's case)."""
    fabric = get_preset(preset)
    for size in (1 * MIB, 16 * MIB, 256 * MIB, 4 * GIB):
        assert _candidate(fabric, "nvls_tree", size, nodes) >= _candidate(fabric, "nvls", size, 1) * (1 - 1e-12)


def test_b200_two_nodes_are_bounded_by_the_node_not_the_xdr_nics():
    """Where the bound binds the two transfers are equal; without it the 2-node one was ~0.65x."""
    fabric = get_preset("b200-8x-nvswitch-x-ib-xdr800")
    assert _candidate(fabric, "nvls_tree", 4 * GIB, 2) == pytest.approx(_candidate(fabric, "nvls", 4 * GIB, 1))
