"""Price a collective as NCCL does, pick NCCL's (algorithm, protocol), and time it.

Two numbers per candidate:

* ``nccl_time_ns``: NCCL's own prediction (``ncclTopoGetAlgoTime``): latency + bytes / bandwidth
  from ``table.nccl_table``, with NCCL's tree correction factors by size and the multi-node ring
  Simple all-reduce "plateau" latency x1.4. NCCL picks the candidate with the smallest one, and so
  do we: the choice is NCCL's, from NCCL's numbers, never from fitted ones.
* ``time_ns``: what the fabric's calibration (``NcclCalibration``; ``intra`` for a group inside a
  node, ``inter`` across nodes) predicts that candidate takes on the measured system:
  ``latency_scale x latency + latency_offset + ramp(S) + transfer``, transfer = S / (bandwidth x
  efficiency). The efficiency is the bottleneck's: NVLink (or NVLS) on one node; across nodes the
  smaller of efficiency x bandwidth of one GPU's NVLink and of the group's NICs, over the smaller
  nominal one. NVLS and NVLS-tree transfers follow NCCL's kernel loop instead
  (``nvls_transfer_ns``): whole iterations of nHeads x chunk bytes per channel, the chunk NCCL
  picks for the size (enqueue.cc), each after the first paying ``nvls_chunk_overhead``, plus the
  pipeline fill of the kernel's warp groups; the busiest channel's share sets the time. Across
  nodes that bandwidth part is never shorter than the same collective's as NVLS inside one of
  its nodes (``node_nvls_transfer_ns``).

All-to-all and send/recv are not in NCCL's tuner; ``p2p.py`` prices them.
"""

from __future__ import annotations

from dataclasses import replace

from hlo2chakra.sim.nccl.constants import (
    NVLS_CHUNK_BYTES,
    NVLS_CHUNK_STEPS,
    NVLS_PIPELINE_GROUPS_ONE_NODE,
    NVLS_TREE_CHUNK_STEPS,
    NVLS_TREE_MAX_CHUNK_4_NODES_BYTES,
    TUNERS,
)
from hlo2chakra.sim.nccl.choice import (
    NcclCandidate,
    NcclChoice,
    calibration,
    check_request,
    efficiency,
    latency_extra_ns,
)
from hlo2chakra.sim.nccl.fabric import NcclFabric
from hlo2chakra.sim.nccl.graph import GroupSpan, group_span
from hlo2chakra.sim.nccl.p2p import p2p_choice
from hlo2chakra.sim.nccl.table import TUNED_KINDS, NcclEntry, log2i, nccl_table

def nvls_chunk_bytes(span: GroupSpan, algorithm: str, size_bytes: int) -> int:
    """The chunk NCCL's enqueue picks for an NVLS(-tree) all-reduce of ``size_bytes``
    (``computeCollChunkInfo``, src/enqueue.cc @ v2.21.5-1; the same steps in v2.18.5-1 computeColl)."""
    assert span.nvls is not None
    concurrent = span.nvls_channels * span.nvls.channels
    chunk = NVLS_CHUNK_BYTES
    steps: tuple[tuple[int, int], ...]   # (times, smaller chunk) in order
    if algorithm == "nvls":
        steps = NVLS_CHUNK_STEPS
        if span.nodes > 1:
            chunk = 32768  # enqueue.cc: multi-node NVLS (CollNet) under 150 GB/s keeps 32K chunks
    else:
        steps = NVLS_TREE_CHUNK_STEPS
        if span.nodes >= 4:
            chunk = min(chunk, NVLS_TREE_MAX_CHUNK_4_NODES_BYTES)
    for times, smaller in steps:
        if size_bytes < times * concurrent * chunk and chunk > smaller:
            chunk = smaller
    return chunk


def nvls_transfer_ns(fabric: NcclFabric, span: GroupSpan, algorithm: str, size_bytes: int,
                     bandwidth_gbps: float, iteration_ns: float) -> float:
    """The bandwidth part of an NVLS(-tree) all-reduce, walked as NCCL's kernel walks it.

    ``bandwidth_gbps`` is the whole operation's (calibrated) bandwidth, so one of the
    nvlsChannels channels moves ``bandwidth / nvlsChannels``. A channel carries D bytes in
    ceil(D / (nHeads x chunk)) loop iterations; each one after the first costs ``iteration_ns``
    (the first one's fixed cost is NCCL's NVLS latency, which the latency term already charges),
    and every byte costs its time at the channel's bandwidth. The kernel's warp groups (scatter,
    reduce, [broadcast,] gather) form a pipeline, so the last group ends (groups - 1) iterations'
    bytes after the first (all_reduce.h, NVLS and NVLS_TREE; constants.NVLS_PIPELINE_GROUPS_ONE_NODE):
    a step in the time where NCCL doubles the chunk. D is the busiest channel's share: size /
    nvlsChannels with NCCL >= 2.20's per-channel split; with 2.18 / 2.19's grid walk, channel 0
    takes the first nHeads x chunk of every nChannels x nHeads x chunk step (constants.NVLS_PARTITIONS).
    """
    channels = span.nvls_channels
    heads = span.nvls.channels if span.nvls is not None else 1
    loop = heads * nvls_chunk_bytes(span, algorithm, size_bytes)  # one channel's bytes per iteration
    if fabric.nvls_partition == "grid":
        step = channels * loop
        full, rest = divmod(size_bytes, step)
        share = full * loop + min(rest, loop)
    else:
        share = -(-size_bytes // channels)
    iterations = -(-share // loop)
    per_channel_gbps = bandwidth_gbps / channels
    # One node: every warp group moves bytes over NVLink at the bottleneck's rate, so the fill is
    # (groups - 1) iterations' bytes. Across nodes the bottleneck is the network stage and the
    # NVLink groups around it run several times faster; their fill is left out.
    groups = NVLS_PIPELINE_GROUPS_ONE_NODE if span.nodes == 1 else 1
    fill = (groups - 1) * min(loop, share) / per_channel_gbps
    return share / per_channel_gbps + (iterations - 1) * iteration_ns + fill


def node_nvls_transfer_ns(fabric: NcclFabric, kind: str, span: GroupSpan, size_bytes: int) -> float:
    """The bandwidth part of ``kind`` as NVLS over the group's GPUs of one node (0 on one node, or
    where one node has no NVLS).

    NCCL's multi-node NVLS kernels (all_reduce.h: NVLS_TREE, and NVLS with CollNet) move every
    byte through the node's NVLS reduce and broadcast, as the one-node NVLS all-reduce does, with
    the network hop between them; so across nodes their bandwidth part is never shorter than one
    node's NVLS. The network side alone can be faster where the NICs are (8 x 800G XDR on B200: a
    2-node all-reduce would otherwise beat the 1-node one by half). The probe enables NVLS
    whatever the fabric's NCCL_ALGO mask says: the bound is the hardware's, not a choice.
    """
    if span.nodes == 1:
        return 0.0
    probe = replace(fabric, algorithms=("nvls",))
    node = group_span(probe, span.gpus, 1)
    entries = nccl_table(probe, kind, node)
    return price(probe, kind, node, entries[0], size_bytes).transfer_ns if entries else 0.0


def _nccl_terms(fabric: NcclFabric, kind: str, span: GroupSpan, e: NcclEntry, size: int) -> tuple[float, float]:
    """(latency us, bandwidth GB/s) as ncclTopoGetAlgoTime uses them for ``size`` bytes."""
    c = TUNERS[fabric.nccl_version]
    bw, lat = e.bandwidth_gbps, e.latency_us
    log_size = log2i(size >> 6)
    table = c.tree_correction[e.protocol]
    tree_ok = e.algorithm == "tree" and (kind == "all_reduce" or c.nvls_efficiency is None)
    blackwell_nvls_tree = (e.algorithm == "nvls_tree" and c.nvls_efficiency is not None
                           and fabric.arch == "blackwell" and kind == "all_reduce" and fabric.cpu != "arm")
    if (tree_ok or blackwell_nvls_tree) and 0 <= log_size < len(table):
        bw *= table[log_size]
    comm_channels = min(32, 2 * span.ring.channels)  # connect.cc duplicates the ring channels
    if (e.algorithm == "ring" and e.protocol == "simple" and span.nodes > 1 and kind == "all_reduce"
            and size // (comm_channels * span.ranks) >= 64):
        lat *= c.ring_simple_plateau if fabric.arch != "volta" else 1.9
    return lat, bw


def price(fabric: NcclFabric, kind: str, span: GroupSpan, e: NcclEntry, size: int) -> NcclCandidate:
    """NCCL's and the calibrated time of one table entry for ``size`` bytes."""
    lat_us, bw = _nccl_terms(fabric, kind, span, e, size)
    nccl_ns = lat_us * 1000.0 + size / bw
    cal = calibration(fabric, span)
    delivered = bw * efficiency(cal, span, e.algorithm)
    if e.algorithm in ("nvls", "nvls_tree") and span.nvls is not None:
        transfer = nvls_transfer_ns(fabric, span, e.algorithm, size, delivered, cal.nvls_chunk_overhead_ns)
        transfer = max(transfer, node_nvls_transfer_ns(fabric, kind, span, size))
    else:
        transfer = size / delivered
    t = cal.latency_scale * lat_us * 1000.0 + latency_extra_ns(cal, size, e.algorithm) + transfer
    return NcclCandidate(e.algorithm, e.protocol, lat_us * 1000.0, bw, nccl_ns, max(t, 0.0), transfer)


def choose(fabric: NcclFabric, kind: str, size_bytes: int, span: GroupSpan) -> NcclChoice:
    """NCCL's pick for a tuned collective (first minimum in NCCL's loop order, as topoGetAlgoInfo)."""
    cands = tuple(price(fabric, kind, span, e, size_bytes) for e in nccl_table(fabric, kind, span))
    best = min(cands, key=lambda cd: cd.nccl_time_ns)  # min() keeps the first of equal times
    return NcclChoice(fabric.name, kind, size_bytes, span.gpus, span.nodes, best.algorithm, best.protocol,
                      best.time_ns, best.nccl_time_ns, cands, best.transfer_ns)


def collective_time_ns(fabric: NcclFabric, kind: str, size_bytes: int,
                       gpus_per_node_in_group: int, nodes_in_group: int) -> NcclChoice:
    """The entry point: see the package docstring (``hlo2chakra.sim.nccl``) for the contract."""
    check_request(kind, size_bytes)
    span = group_span(fabric, gpus_per_node_in_group, nodes_in_group)
    if span.ranks == 1 or size_bytes == 0:
        return NcclChoice(fabric.name, kind, size_bytes, span.gpus, span.nodes, "ring", "simple", 0.0, 0.0, ())
    if kind in TUNED_KINDS:
        return choose(fabric, kind, size_bytes, span)
    return p2p_choice(fabric, kind, size_bytes, span)
