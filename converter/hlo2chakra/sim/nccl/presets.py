"""GPU system presets for the NCCL model, named as the network presets are.

Each preset is NCCL's view of the hardware (derived: NVLink links x NCCL's per-link bandwidth from
``src/graph/topo.h``, NICs at line rate / 8, NVLS on Hopper/Blackwell NVSwitch systems) plus
calibrations. Every calibrated number is marked **fitted** (by ``fit.fit_curve`` to the named
curve of ``shared/data/nccl/README.md``, on the even-power sizes only: ``FIT_PLAN`` reproduces
it), **derived** (from a published scalar, T13 of the README) or **borrowed** (another preset's
fit, for a system with the same fabric and no curve of its own). Checked curves (``CHECKS``) are
never fitted.

* h100-8x-nvswitch: NVLS path FITTED to T1 (8x H100, NCCL_ALGO=NVLS, 2.18.5; NCCL 2.21 constants;
  even-power sizes, predicted with 2.18's grid-wide NVLS kernel walk, tuner.nvls_transfer_ns: NVLS
  efficiency, latency offset, per-iteration cost; the ramp fits to ~0, the loop model replaces it);
  ring/tree latency and ramp BORROWED from the H20 fit to T10 (same NVLink4 NVSwitch fabric);
  NVLink efficiency DERIVED from T13 (ring busbw ~370 GB/s on 2-8 GPUs vs NCCL's 12 x 30 = 360).
  Checked on T12 (ring forced, 2/4/8 GPUs).
* h20-8x-nvswitch: ring/tree latency and ramp FITTED to T10 (4 B .. 4 KB, default algorithm);
  the rest BORROWED from h100-8x-nvswitch.
* h200-8x-nvswitch: BORROWED from h100-8x-nvswitch (same NVLink4 NVSwitch; HBM does not enter).
* a100-8x-nvswitch: 12 NVLink3 links x 20.0 (240 GB/s), no NVLS; NVLink efficiency DERIVED from
  T13 (~230 GB/s effective, sjeaugey); latency BORROWED from h20 (T10). No curve.
* a100-4x-nvlink3: 4 GPUs, NVLink3 point to point (no NVSwitch), otherwise as a100-8x. No curve.
* gb200-4x-nvswitch: ring path FITTED to T4 (4x GB200, NCCL_ALGO=Ring, 2.25.1; modelled with the
  2.30 constants, the nearest stored release with Blackwell rows; 2.25's Blackwell LL128/tree
  per-channel caps were 2x Hopper's, 2.30's are lower). NVLS: as b200.
* b200-8x-nvswitch: 18 NVLink5 links x 40.1 (721.8 GB/s), NVLS, NCCL 2.30; ring path BORROWED from
  gb200 (T4, same NVLink5); NVLS efficiency DERIVED from T13 (8x B200 all-reduce busbw "830+",
  nccl#1807), NVLS latency/ramp/chunk BORROWED from h100. No curve.
* ...-x-ib-ndr400 (H100/H200): 8 x NDR 400G NICs (50 GB/s); net efficiency FITTED to T8 (4 x 8,
  1-16 GB, NCCL 2.19.3; the GPU is not stated, likely H100); IB reports no plugin latency (0).
  Small-message inter-node latency is NCCL's own (no curve). Checked on T13 scalars.
* h100-8x-nvswitch-x-tcpxo200: GCP A3 Mega, 8 x 200G GPUDirect-TCPXO NICs (25 GB/s); plugin
  latency, net efficiency and latency scale FITTED to T5 (2 x 8). The curve shows LL up to 16 MB
  (20 GB/s, never LL128) and no NVLS-tree, so the preset sets ``nic_path='phb'`` (LL128 off across
  nodes, as NCCL does when the NIC is not behind the GPU's PCIe switch) and leaves NVLS-tree out
  (both inferred from the curve's fitted sizes, not from a published configuration).
* h20-8x-nvswitch-x-ib-ndr400: 8 x NDR 400G; plugin latency, net efficiency and latency scale
  FITTED to T11 (2 x 8 H20, 1-512 MB, even powers, NCCL 2.21.5's per-channel NVLS-tree split),
  after the T1 refit it inherits and with the one-node NVLS bound (held-out 10.2%).
* h100-8x-nvswitch-x-roce400: as ndr400, net efficiency x 46/47 DERIVED from T13 (RoCE assumed at
  NDR's low end). a100-8x-nvswitch-x-ib-hdr200: 8 x 25 GB/s, net efficiency 24/25 DERIVED from
  T13 (~24 GB/s per 200G NIC). b200-8x-nvswitch-x-ib-xdr800: 8 x 100 GB/s (ConnectX-8 XDR),
  net efficiency BORROWED from the ndr400 fit. No curves.

A name may end in ``-<N>node`` (the network presets' spelling): the fabric then has N nodes.
Multi-node presets default to 2 nodes; every preset prices any group span on any node count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from hlo2chakra.errors import BadInputError
from hlo2chakra.sim.nccl.fabric import NcclCalibration, NcclFabric
from hlo2chakra.sim.nccl.fit import FitParam

# ---- Fitted values (FIT_PLAN below reproduces them; tests/sim/nccl/test_fit.py checks) ---------
T10_RING = dict(latency_offset_ns=-2606.0, ramp_ns=3941.0, ramp_half_bytes=62.99)  # h20, T10
T1_NVLS = dict(nvls_efficiency=0.9628, nvls_latency_offset_ns=1273.0, nvls_ramp_ns=1.066,
               nvls_ramp_half_bytes=647100000.0, nvls_chunk_overhead_ns=6576.0)  # h100, T1 (grid walk, 2.18.5)
T4_RING = dict(nvlink_efficiency=0.9079, latency_offset_ns=5795.0, ramp_ns=0.0)  # gb200, T4
T8_NET = dict(net_efficiency=1.006)  # h100 x ndr400, T8
T5_NET = dict(net_efficiency=1.122, latency_scale=1.483)  # h100 x tcpxo200, T5
T5_PLUGIN_LATENCY_NS = 31310.0
T11_NET = dict(net_efficiency=0.4972, latency_scale=1.733)  # h20 x ndr400, T11
T11_PLUGIN_LATENCY_NS = 1326.0

# ---- Derived from published scalars (README T13) ----------------------------------------------
H100_NVLINK_EFF = 370.0 / 360.0  # ring busbw 365-370 (nccl#1455, nccl-tests#212) / NCCL's 12 x 30
A100_NVLINK_EFF = 230.0 / 240.0  # ~230 GB/s effective (nccl-tests#149) / NCCL's 12 x 20
ROCE_OVER_NDR = 46.0 / 47.0
HDR200_NET_EFF = 24.0 / 25.0  # ~24 GB/s per 200G NIC (nccl-tests#119)


def _hopper_node(name: str, **kw: Any) -> NcclFabric:   # kw: more NcclFabric fields
    intra = NcclCalibration(nvlink_efficiency=H100_NVLINK_EFF, **T10_RING, **T1_NVLS)
    return NcclFabric(name, "hopper", 8, nvlink_links=18, nvls=True, intra=intra, inter=intra, **kw)


def _with_net(node: NcclFabric, name: str, nic_gbps: float, nodes: int = 2, net: Mapping[str, float] | None = None,
              **kw: Any) -> NcclFabric:
    inter = replace(node.intra, **dict(net or {}))
    return replace(node, name=name, nodes=nodes, nic_gbps=nic_gbps, nics_per_node=8, inter=inter, **kw)


def _blackwell(name: str, gpus: int, nvls_eff: float) -> NcclFabric:
    nvls = {k: v for k, v in T1_NVLS.items() if k != "nvls_efficiency"}
    intra = NcclCalibration(nvls_efficiency=nvls_eff, **T4_RING, **nvls)
    return NcclFabric(name, "blackwell", gpus, nvlink_links=18, nvls=True, nccl_version="2.30",
                      intra=intra, inter=intra)


def _b200_nvls_efficiency() -> float:
    """The NVLS efficiency that gives 8x B200 an 8 GB all-reduce busbw of 830 GB/s (T13)."""
    from hlo2chakra.sim.nccl.tuner import collective_time_ns

    size, n = 8 << 30, 8
    probe = replace(_blackwell("probe", 8, 1.0), algorithms=("nvls",))
    t1 = collective_time_ns(probe, "all_reduce", size, 8, 1).time_ns
    target = size * 2 * (n - 1) / n / 830.0  # ns at busbw 830 GB/s
    fixed = collective_time_ns(replace(probe, intra=replace(probe.intra, nvls_efficiency=4.0)),
                               "all_reduce", size, 8, 1).time_ns
    # time = fixed' + transfer / eff: solve from two probes (transfer at eff 1 minus at eff 4).
    transfer = (t1 - fixed) * 4.0 / 3.0
    return round(transfer / (target - (t1 - transfer)), 4)


def _build() -> dict[str, NcclFabric]:
    h100 = _hopper_node("h100-8x-nvswitch")
    h20 = _hopper_node("h20-8x-nvswitch")
    a100_cal = NcclCalibration(nvlink_efficiency=A100_NVLINK_EFF, **T10_RING)
    a100 = NcclFabric("a100-8x-nvswitch", "ampere", 8, nvlink_links=12, intra=a100_cal, inter=a100_cal)
    b200 = _blackwell("b200-8x-nvswitch", 8, _b200_nvls_efficiency())
    ndr = _with_net(h100, "h100-8x-nvswitch-x-ib-ndr400", 50.0, net=T8_NET)
    out = [
        h100, h20, replace(h100, name="h200-8x-nvswitch"), a100,
        replace(a100, name="a100-4x-nvlink3", gpus_per_node=4, nvswitch=False),
        replace(b200, name="gb200-4x-nvswitch", gpus_per_node=4, cpu="arm"), b200,  # GB200: Grace (Arm) CPUs
        ndr, replace(ndr, name="h200-8x-nvswitch-x-ib-ndr400"),
        _with_net(h100, "h100-8x-nvswitch-x-roce400", 50.0,
                  net={"net_efficiency": round(T8_NET["net_efficiency"] * ROCE_OVER_NDR, 4)}),
        _with_net(h100, "h100-8x-nvswitch-x-tcpxo200", 25.0, net=T5_NET, net_latency_ns=T5_PLUGIN_LATENCY_NS,
                  nic_path="phb", algorithms=("tree", "ring", "collnet_direct", "collnet_chain", "nvls")),
        _with_net(h20, "h20-8x-nvswitch-x-ib-ndr400", 50.0, net=T11_NET, net_latency_ns=T11_PLUGIN_LATENCY_NS),
        _with_net(a100, "a100-8x-nvswitch-x-ib-hdr200", 25.0, net={"net_efficiency": HDR200_NET_EFF}),
        _with_net(b200, "b200-8x-nvswitch-x-ib-xdr800", 100.0, net=T8_NET),
    ]
    return {f.name: f for f in out}


PRESETS: Mapping[str, NcclFabric] = MappingProxyType(_build())


@dataclass(frozen=True)
class FitStep:
    """One fit of ``FIT_PLAN``: ``preset``'s ``params`` fitted to ``curve`` (from neutral starts)."""

    preset: str
    curve: str
    params: tuple[FitParam, ...]
    values: Mapping[str, float]  # what the preset carries (the fit reproduces them)


def _p(path: str, start: float, low: float, high: float, log: bool = True, scale: float = 1.0) -> FitParam:
    return FitParam(path, start, low, high, log, scale)


FIT_PLAN: tuple[FitStep, ...] = (
    FitStep("h20-8x-nvswitch", "T10", (_p("intra.latency_offset_ns", 0.0, -1e4, 1e5, False, 1000.0),
                                       _p("intra.ramp_ns", 2000.0, 1.0, 1e5),
                                       _p("intra.ramp_half_bytes", 1000.0, 1.0, 1e9)),
            MappingProxyType({f"intra.{k}": v for k, v in T10_RING.items()})),
    FitStep("h100-8x-nvswitch", "T1", (_p("intra.nvls_efficiency", 0.8, 0.05, 4.0),
                                       _p("intra.nvls_latency_offset_ns", 500.0, -1e4, 1e5, False, 1000.0),
                                       _p("intra.nvls_ramp_ns", 15000.0, 1.0, 1e6),
                                       _p("intra.nvls_ramp_half_bytes", 40000.0, 1.0, 1e9),
                                       _p("intra.nvls_chunk_overhead_ns", 1900.0, 1.0, 1e6)),
            MappingProxyType({f"intra.{k}": v for k, v in T1_NVLS.items()})),
    FitStep("gb200-4x-nvswitch", "T4", (_p("intra.nvlink_efficiency", 0.9, 0.05, 4.0),
                                        _p("intra.latency_offset_ns", 5000.0, -1e4, 1e5, False, 1000.0),
                                        _p("intra.ramp_ns", 1000.0, 0.0, 1e6, False, 1000.0)),
            MappingProxyType({f"intra.{k}": v for k, v in T4_RING.items()})),
    FitStep("h100-8x-nvswitch-x-ib-ndr400", "T8", (_p("inter.net_efficiency", 0.9, 0.05, 4.0),),
            MappingProxyType({f"inter.{k}": v for k, v in T8_NET.items()})),
    FitStep("h100-8x-nvswitch-x-tcpxo200", "T5", (_p("net_latency_ns", 40000.0, 0.0, 1e6, False, 10000.0),
                                                  _p("inter.net_efficiency", 0.9, 0.05, 4.0),
                                                  _p("inter.latency_scale", 1.0, 0.05, 20.0)),
            MappingProxyType({"net_latency_ns": T5_PLUGIN_LATENCY_NS, **{f"inter.{k}": v for k, v in T5_NET.items()}})),
    FitStep("h20-8x-nvswitch-x-ib-ndr400", "T11", (_p("net_latency_ns", 5000.0, 0.0, 1e6, False, 10000.0),
                                                   _p("inter.net_efficiency", 0.9, 0.05, 4.0),
                                                   _p("inter.latency_scale", 1.0, 0.05, 20.0)),
            MappingProxyType({"net_latency_ns": T11_PLUGIN_LATENCY_NS,
                              **{f"inter.{k}": v for k, v in T11_NET.items()}})),
)

# Curves a preset is compared with but never fitted to.
CHECKS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "h100-8x-nvswitch": ("T12/2", "T12/4", "T12/8"),
    "h200-8x-nvswitch": ("T1", "T12/8"),
    "b200-8x-nvswitch": ("T4",),
    "h100-8x-nvswitch-x-roce400": ("T8",),
})

_NODES = re.compile(r"^(?P<base>.+)-(?P<n>[1-9][0-9]{0,6})node$")


class UnknownNcclPreset(BadInputError):
    """A preset name the NCCL model does not have."""


def get_preset(name: str) -> NcclFabric:
    """The preset ``name``; a ``-<N>node`` suffix sets the node count (the network presets' names)."""
    if name in PRESETS:
        return PRESETS[name]
    m = _NODES.match(name) if isinstance(name, str) else None
    base = PRESETS.get(m.group("base")) if m else None
    if m is None or base is None or base.nics_per_node == 0 and int(m.group("n")) > 1:
        raise UnknownNcclPreset(f"NCCL preset {name!r} is not one of {', '.join(PRESETS)} (optionally -<N>node)")
    return replace(base, name=name, nodes=int(m.group("n")))
