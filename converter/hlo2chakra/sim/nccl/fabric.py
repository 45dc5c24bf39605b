"""``NcclFabric``: what NCCL's tuner sees of a cluster, plus the few numbers fitted per system.

A fabric is nodes of ``gpus_per_node`` GPUs. Inside a node the GPUs talk over NVLink
(``nvlink_links`` x ``nvlink_link_gbps`` per GPU, NCCL's topology value; ``nvswitch`` says
whether the links go to NVSwitches, so every GPU pair can use all of them, or directly to peers).
Between nodes each node has ``nics_per_node`` NICs of ``nic_gbps`` (line rate / 8, NCCL's
``NET`` bandwidth) each, rail-aligned: a GPU's traffic leaves through its share of the NICs.

Two calibrations (``NcclCalibration``) carry the fitted corrections: ``intra`` for groups that stay
inside one node, ``inter`` for groups that span nodes. They never change what NCCL would choose
(that uses NCCL's own numbers); they turn NCCL's prediction for the chosen pair into the time a
measured system takes (see ``tuner.py``). Defaults are the identity: NCCL's prediction as is.

Every field is checked on construction; a bad value raises ``NcclFabricError`` (a ``ValueError``)
with one line naming the field.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from hlo2chakra.errors import BadInputError
from hlo2chakra.sim.nccl.constants import ALGORITHMS, ARCHS, NVLINK_LINK_GBPS, NVLS_PARTITIONS, PROTOCOLS, TUNERS


CPUS = ("intel", "amd", "arm")
NIC_PATHS = ("pix", "pxb", "pxn", "phb", "sys")  # NCCL's PATH_* order (src/graph/topo.h), nearest first


class NcclFabricError(BadInputError):
    """A fabric or calibration field out of range (the message names the field)."""


def _finite(name: str, value: float, low: float, high: float, *, low_open: bool = False) -> None:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    ok = ok and (value > low if low_open else value >= low) and value <= high
    if not ok:
        bound = "(" if low_open else "["
        raise NcclFabricError(f"{name}: {value!r} is not a number in {bound}{low:g}, {high:g}]")


def _count(name: str, value: int, low: int, high: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise NcclFabricError(f"{name}: {value!r} is not an integer in [{low}, {high}]")


@dataclass(frozen=True)
class NcclCalibration:
    """Fitted corrections from NCCL's predicted time to a measured one.

    measured ~ latency_scale x NCCL latency + latency_offset_ns + ramp(S)
               + S / (NCCL bandwidth x efficiency) + NVLS chunk overhead(S)

    * ``nvlink_efficiency``, ``nvls_efficiency``, ``net_efficiency``: delivered / NCCL-modelled
      bandwidth of the NVLink (ring, tree, p2p), NVLink-SHARP and NIC bottlenecks.
    * ``ramp_ns`` x S^2 / (S^2 + ramp_half_bytes^2): the rise of small-message latency with size
      that NCCL's tuner has no term for (measured curves climb from their smallest-message time to
      a plateau before the bandwidth term matters).
    * ``nvls_latency_offset_ns``, ``nvls_ramp_ns``, ``nvls_ramp_half_bytes``: the same two terms
      for NVLS and NVLS-tree, whose small-message behaviour differs from ring/tree LL (T1 vs T10).
    * ``nvls_chunk_overhead_ns``: the fixed cost of one iteration of NCCL's NVLS kernel loop (each
      channel moves nHeads x chunk bytes per iteration, through a pipeline of warp groups; see
      ``tuner.nvls_transfer_ns``). NCCL shrinks NVLS chunks to 64K/32K/16K for smaller messages,
      which is why NVLS bandwidth steps up at 8 MB, 64 MB and 1 GB on 8 GPUs (T1).
    """

    nvlink_efficiency: float = 1.0
    nvls_efficiency: float = 1.0
    net_efficiency: float = 1.0
    latency_scale: float = 1.0
    latency_offset_ns: float = 0.0
    ramp_ns: float = 0.0
    ramp_half_bytes: float = 65536.0
    nvls_chunk_overhead_ns: float = 0.0
    nvls_latency_offset_ns: float = 0.0  # NVLS / NVLS-tree have their own latency offset and ramp
    nvls_ramp_ns: float = 0.0
    nvls_ramp_half_bytes: float = 65536.0

    def __post_init__(self) -> None:
        for name in ("nvlink_efficiency", "nvls_efficiency", "net_efficiency"):
            _finite(name, getattr(self, name), 0.05, 4.0)
        _finite("latency_scale", self.latency_scale, 0.0, 20.0)
        for prefix in ("", "nvls_"):
            _finite(prefix + "latency_offset_ns", getattr(self, prefix + "latency_offset_ns"), -1e5, 1e7)
            _finite(prefix + "ramp_ns", getattr(self, prefix + "ramp_ns"), 0.0, 1e7)
            half = prefix + "ramp_half_bytes"
            _finite(half, getattr(self, half), 0.0, 2.0 ** 40, low_open=True)
        _finite("nvls_chunk_overhead_ns", self.nvls_chunk_overhead_ns, 0.0, 1e6)


@dataclass(frozen=True)
class NcclFabric:
    """A cluster as NCCL's tuner models it (see the module docstring)."""

    name: str
    arch: str  # one of constants.ARCHS
    gpus_per_node: int
    nodes: int = 1
    nvlink_links: int = 18
    nvlink_link_gbps: float = 0.0  # 0: NCCL's value for ``arch`` (constants.NVLINK_LINK_GBPS)
    nvswitch: bool = True
    nvls: bool = False  # NVLink SHARP (NVSwitch gen 3+, Hopper and later)
    nic_gbps: float = 0.0  # per NIC, GB/s; 0: no network (single node only)
    nics_per_node: int = 0
    collnet: bool = False  # CollNet / SHARP in the network switches
    net_latency_ns: float = 0.0  # the net plugin's reported latency (NCCL graph latencyInter)
    # NCCL's path type GPU -> NIC (pix, pxb, pxn, phb, sys): LL128 across nodes needs <= pxb (pxn on Hopper+)
    nic_path: str = "pxb"
    nccl_version: str = "2.21"  # a key of constants.TUNERS
    cpu: str = "intel"  # intel, amd or arm: NCCL's multi-node llMaxBw row, net overhead, NVLS-tree correction
    # How NCCL's NVLS kernel splits the buffer over channels (constants.NVLS_PARTITIONS): "channel"
    # (NCCL >= 2.20, the default) or "grid" (2.18 / 2.19); fit.predict_us sets it from a run's release.
    nvls_partition: str = "channel"
    algorithms: tuple[str, ...] = ALGORITHMS  # NCCL_ALGO: which algorithms NCCL may pick
    protocols: tuple[str, ...] = PROTOCOLS  # NCCL_PROTO
    intra: NcclCalibration = field(default_factory=NcclCalibration)
    inter: NcclCalibration = field(default_factory=NcclCalibration)

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name or len(self.name) > 200:
            raise NcclFabricError(f"name: {self.name!r} is not a non-empty string of at most 200 characters")
        if self.arch not in ARCHS:
            raise NcclFabricError(f"arch: {self.arch!r} is not one of {', '.join(ARCHS)}")
        _count("gpus_per_node", self.gpus_per_node, 1, 1024)
        _count("nodes", self.nodes, 1, 1 << 20)
        _count("nvlink_links", self.nvlink_links, 0, 64)
        _finite("nvlink_link_gbps", self.nvlink_link_gbps, 0.0, 1e4)
        _finite("nic_gbps", self.nic_gbps, 0.0, 1e4)
        _count("nics_per_node", self.nics_per_node, 0, 1024)
        _finite("net_latency_ns", self.net_latency_ns, 0.0, 1e8)
        if self.cpu not in CPUS:
            raise NcclFabricError(f"cpu: {self.cpu!r} is not one of {', '.join(CPUS)}")
        if self.nvls_partition not in NVLS_PARTITIONS:
            raise NcclFabricError(f"nvls_partition: {self.nvls_partition!r} is not one of {', '.join(NVLS_PARTITIONS)}")
        if self.nic_path not in NIC_PATHS:
            raise NcclFabricError(f"nic_path: {self.nic_path!r} is not one of {', '.join(NIC_PATHS)}")
        if self.nccl_version not in TUNERS:
            raise NcclFabricError(f"nccl_version: {self.nccl_version!r} is not one of {', '.join(TUNERS)}")
        if self.nvls and not (self.nvswitch and self.nvlink_links > 0 and self.arch in ("hopper", "blackwell")):
            raise NcclFabricError("nvls: NVLink SHARP needs nvswitch, NVLink links and a Hopper or Blackwell arch")
        if (self.nic_gbps > 0) != (self.nics_per_node > 0):
            raise NcclFabricError("nic_gbps: set both nic_gbps and nics_per_node, or neither")
        if self.nodes > 1 and self.nics_per_node == 0:
            raise NcclFabricError(f"nics_per_node: {self.nodes} nodes need NICs (nic_gbps, nics_per_node)")
        if self.collnet and self.nics_per_node == 0:
            raise NcclFabricError("collnet: CollNet/SHARP needs a network (nic_gbps, nics_per_node)")
        for name, allowed, universe in (("algorithms", self.algorithms, ALGORITHMS),
                                        ("protocols", self.protocols, PROTOCOLS)):
            if not isinstance(allowed, tuple) or not allowed or any(x not in universe for x in allowed):
                raise NcclFabricError(f"{name}: {allowed!r} is not a non-empty tuple of {', '.join(universe)}")
        for name in ("intra", "inter"):
            if not isinstance(getattr(self, name), NcclCalibration):
                raise NcclFabricError(f"{name}: {getattr(self, name)!r} is not an NcclCalibration")

    @property
    def link_gbps(self) -> float:
        """NVLink per-link bandwidth NCCL assumes (the field, else NCCL's value for the arch)."""
        return self.nvlink_link_gbps or NVLINK_LINK_GBPS[self.arch]

    @property
    def nvlink_gbps(self) -> float:
        """One GPU's NVLink bandwidth, all links, one direction (H100: 18 x 20.6 = 370.8)."""
        return self.nvlink_links * self.link_gbps

    def nic_gbps_per_gpu(self) -> float:
        """A GPU's share of its node's NICs (rail-aligned): nic_gbps x nics_per_node / gpus_per_node."""
        return self.nic_gbps * self.nics_per_node / self.gpus_per_node

    def check_span(self, gpus_per_node_in_group: int, nodes_in_group: int) -> None:
        """Refuse a group that does not fit this fabric (one line naming the argument)."""
        _count("gpus_per_node_in_group", gpus_per_node_in_group, 1, self.gpus_per_node)
        _count("nodes_in_group", nodes_in_group, 1, max(self.nodes, 1 << 20) if self.nics_per_node else 1)
