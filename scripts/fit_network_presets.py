"""Fit the shipped GPU network presets to measured NCCL collectives and write them.

    python scripts/fit_network_presets.py            # rewrite astra_configs/{network,system}/
    python scripts/fit_network_presets.py --check    # exit 1 if the shipped files differ

Measurements: tests/data/nccl_measured.csv (copied from ../shared/data/nccl/README.md, which
names the public source of every table). Protocol, for every measured curve: the fit sees every
other size (1 KB, 4 KB, 16 KB, ...); the accuracy written into each header is on the other
sizes (2 KB, 8 KB, ...), which the fit never saw. Presets without a measured curve are derived
from the fitted ones plus published facts (bus bandwidths, HBM bandwidths), and say so.
Endpoint delay is fixed at 10 ns (ASTRA-sim's validated HGX-H100 system): all-reduce data alone
cannot separate it from the link latency.

Multi-node fabrics (astra_configs/fabric/FAMILY.yml: FAMILY-<N>node for any N, the rule in
hlo2chakra.sim.config.presets.fabric_network): the inter-node (rail) dimension of the H100 NDR
family is fitted, with the fitted h100-8x-nvswitch node as dimension 0, to the multi-node curves
of tests/data/nccl_measured_multinode.csv: T8 (4 nodes, large sizes) and T11 (2 x 8 H20 on NDR)
together, each curve on its own node count through the rule, on every other size; the held-out
sizes give the errors in the header. H200 NDR reuses it; A100 HDR200 and B200 XDR800 scale its
bandwidth by per-NIC bus bandwidth; T5 (TCPXO, not InfiniBand) checks that scaling. The shipped
4-node and 16-node files are written from the same rule.
"""

from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from scipy.optimize import brentq, minimize

from hlo2chakra.sim.config import presets
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.netfit.fit import (
    LARGE_BYTES,
    FitTemplate,
    Sample,
    candidate_systems,
    fit,
    geomean_error,
    in_range,
    predicted_us,
    read_sample_table,
    split_fit_check,
)
from hlo2chakra.sim.netfit.write import describe_errors, network_yaml, system_json

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "tests" / "data" / "nccl_measured.csv"
CONFIGS = ROOT / "astra_configs"
SOURCE = "tests/data/nccl_measured.csv (from ../shared/data/nccl/README.md)"

# HBM bandwidth, GB/s (1e9), datasheets: A100 80GB SXM, H100 SXM, H200, B200: ASTRA-sim's local-mem-bw.
HBM_GBPS = {"A100": 2039.0, "H100": 3350.0, "H200": 4800.0, "B200": 8000.0}
# Published all-reduce bus bandwidths (GB/s) for GPUs with no measured curve (nccl/README.md T13).
A100_BUSBW = 230.0  # sjeaugey, nccl-tests#149: 12 NVLinks x ~20 GB/s, capped at ~230
B200_BUSBW = 830.0  # user measurement, NCCL 2.27.1, nccl#1807 ("830+")
# Effective per-NIC bus bandwidth, GB/s (T13): NDR 400G 46-48 (nccl-tests#290/#319), HDR 200G 24 (#119).
NIC_BUSBW = {"ndr400": 47.0, "hdr200": 24.0, "roce400": 46.0}  # RoCE 400G: assumed at the low end of NDR


@dataclass(frozen=True)
class Preset:
    name: str
    network: NetworkConfig
    system: SystemConfig
    header: tuple[str, ...]


def load_table(path: Path = TABLE) -> dict[str, list[Sample]]:
    return read_sample_table(path)


def fit_curve(samples: list[Sample], topology: str, ranks: int, hbm: float):
    """Fit on every other size; return the result and the errors on the held-out sizes."""
    fit_part, check_part = split_fit_check(samples)
    template = FitTemplate((topology,), (ranks,), (None,), (None,), 10.0, hbm)
    result = fit(template, candidate_systems(1, {s.collective for s in samples}, ranks & (ranks - 1) == 0), fit_part)
    return result, geomean_error(result.network, result.system, check_part)


def bandwidth_for_busbw(network: NetworkConfig, system: SystemConfig, dim: int, busbw_gbps: float) -> float:
    """The dimension's ASTRA-sim bandwidth giving an 8 GB all-reduce this bus bandwidth."""
    size, n = 8 << 30, network.num_npus
    target_us = size * 2 * (n - 1) / n / (busbw_gbps * 1e3)

    def gap(bw: float) -> float:
        bws = list(network.bandwidth_gbps)
        bws[dim] = bw
        return predicted_us(replace(network, bandwidth_gbps=tuple(bws)), system, "all_reduce", size) - target_us

    return float(f"{brentq(gap, 1.0, 1e5, xtol=1e-6):.4g}")


def _spec(net: NetworkConfig) -> str:
    from hlo2chakra.sim.config.topology import describe
    return describe(net)


def _system_line(system: SystemConfig) -> str:
    return (f"system (same-named system preset, the default for -t NAME): all-reduce {'/'.join(system.all_reduce)}, "
            f"all-gather {'/'.join(system.all_gather)}, reduce-scatter {'/'.join(system.reduce_scatter)}, "
            f"{system.collective_optimization}, splits {system.preferred_dataset_splits}, active chunks "
            f"{system.active_chunks_per_dimension}, endpoint delay {system.endpoint_delay_ns:g} ns, "
            f"local-mem-bw {system.local_mem_bw_gbps:g} GB/s")


COMMON = ("ASTRA-sim analytical network: bandwidth in GB/s with GB = 2^30 bytes, latency in ns; dimension 0 "
          "varies fastest in the rank number.",
          "FITTED preset (written by scripts/fit_network_presets.py; line-rate numbers: NAME-datasheet).",
          "Fit protocol: the fit sees every other size of a measured curve (1 KB, 4 KB, ...); the held-out "
          "error is on the other sizes, never fitted.",
          "Geomean |error| = exp(mean |ln(predicted/measured)|) - 1.")


AG_RS_BUSBW = 370.0  # H100 all-gather / reduce-scatter bus bandwidth, sjeaugey, nccl-tests#212 (T13)


def _ag_rs_busbw(result, collective: str) -> float:
    size, n = 8 << 30, result.network.num_npus
    return size * (n - 1) / n / (predicted_us(result.network, result.system, collective, size) * 1e3)


def single_node_presets(table: dict[str, list[Sample]]) -> tuple[list[Preset], dict[str, str]]:
    h100, h100_check = fit_curve(table["T1"], "Switch", 8, HBM_GBPS["H100"])
    ring4, ring4_check = fit_curve(table["T4"], "FullyConnected", 4, HBM_GBPS["B200"])
    others = {name: describe_errors(geomean_error(h100.network, h100.system, table[name])) for name in ("T10",)}
    others["T12"] = describe_errors(geomean_error(h100.network, h100.system,
                                                  [s for s in table["T12"] if s.ranks == 8]))
    h100_lines = (
        f"Data: table T1, 8x H100 SXM, nccl-tests all_reduce_perf, NCCL 2.18.5, NVLS, in-place ({SOURCE}).",
        f"Fitted: link bandwidth and latency, algorithm, on T1's 1 KB, 4 KB, ... 4 GB; fit error: {describe_errors(h100.fit_errors)}.",
        f"HELD-OUT error (T1's 2 KB, 8 KB, ... 8 GB, not fitted): {describe_errors(h100_check)}.",
        "All-gather / reduce-scatter: no measured curve; they follow from the same links (ring). Against NCCL's "
        f"published busbw of ~{AG_RS_BUSBW:g} GB/s (nccl-tests#212) at 8 GB: all-gather "
        f"{_ag_rs_busbw(h100, 'all_gather'):.0f}, reduce-scatter {_ag_rs_busbw(h100, 'reduce_scatter'):.0f} GB/s "
        "(all-gather too fast: NVLS makes all-reduce cheaper than a ring reduce-scatter + all-gather, which one set of links cannot express).",
        f"Other algorithms, for reference only (not fitted, not targets): T12 NCCL Ring forced (sizes >= 128 MB): "
        f"{others['T12']}; T10 8x H20 default algorithm, small messages: {others['T10']}.",
    )
    presets = [Preset("h100-8x-nvswitch", h100.network, h100.system, h100_lines)]
    derived = "DERIVED, not fitted to any curve of this GPU: latency and system from the h100-8x-nvswitch fit (same "
    h200_sys = replace(h100.system, local_mem_bw_gbps=HBM_GBPS["H200"])
    presets.append(Preset("h200-8x-nvswitch", h100.network, h200_sys, (
        derived + "NVLink 4 / NVSwitch fabric, 900 GB/s per GPU, as H100), local-mem-bw = H200 HBM3e 4.8 TB/s.",
        f"H100 fit, for reference: held-out {describe_errors(h100_check)}. No measured H200 curve: unchecked.")))
    for name, gpu, busbw, why in (("a100-8x-nvswitch", "A100", A100_BUSBW, "sjeaugey, nccl-tests#149"),
                                  ("b200-8x-nvswitch", "B200", B200_BUSBW, "user, NCCL 2.27.1, nccl#1807")):
        sys_ = replace(h100.system, local_mem_bw_gbps=HBM_GBPS[gpu])
        bw = bandwidth_for_busbw(h100.network, sys_, 0, busbw)
        net = replace(h100.network, bandwidth_gbps=(bw,))
        presets.append(Preset(name, net, sys_, (
            derived + "NVSwitch step costs in NCCL's model), bandwidth set so an 8 GB all-reduce reaches the "
            f"published bus bandwidth {busbw:g} GB/s ({why}); local-mem-bw = {gpu} HBM {HBM_GBPS[gpu]:g} GB/s.",
            f"No measured {gpu} curve: unchecked. H100 fit held-out, for reference: {describe_errors(h100_check)}.")))
    sys4 = replace(ring4.system, local_mem_bw_gbps=HBM_GBPS["A100"])
    net4 = NetworkConfig(("FullyConnected",), (4,), (1.0,), ring4.network.latency_ns)
    net4 = replace(net4, bandwidth_gbps=(bandwidth_for_busbw(net4, sys4, 0, A100_BUSBW),))
    presets.append(Preset("a100-4x-nvlink3", net4, sys4, (
        f"DERIVED: latency and system fitted to table T4 (4x GB200, NCCL Ring, the only measured 4-GPU curve; "
        f"{SOURCE}) as FullyConnected(4): fit error {describe_errors(ring4.fit_errors)}; HELD-OUT "
        f"{describe_errors(ring4_check)}.",
        f"Bandwidth set so an 8 GB all-reduce reaches A100's published {A100_BUSBW:g} GB/s bus bandwidth "
        "(12 NVLinks x ~20 GB/s, nccl-tests#149); no measured 4x A100 curve: unchecked.")))
    return presets, {"h100": describe_errors(h100_check), "ring4": describe_errors(ring4_check)}


# --- multi-node fabrics: FAMILY-<N>node for any N (astra_configs/fabric/FAMILY.yml) -------------

MULTI_TABLE = ROOT / "tests" / "data" / "nccl_measured_multinode.csv"
MULTI_SOURCE = "tests/data/nccl_measured_multinode.csv (from ../shared/data/nccl/README.md)"
GIB = 1 << 30
# Switch ports (radix of a rail's folded Clos), datasheets: Quantum QM8700 40 x HDR 200G, Quantum-2
# QM9700 64 x NDR 400G, Quantum-X800 Q3400 144 x XDR 800G.
SWITCH_RADIX = {"hdr200": 40, "ndr400": 64, "xdr800": 144}
NIC_LINE_GBITS = {"hdr200": 200.0, "ndr400": 400.0, "xdr800": 800.0, "roce400": 400.0}
NIC_BUSBW["xdr800"] = 2 * NIC_BUSBW["ndr400"]  # ASSUMED: line-rate scaling of NDR's 47 (no XDR measurement)
# Per link, per switch level above the leaf: an ASSUMPTION (one more switch traversal, ~100-200 ns
# port to port on InfiniBand switches, plus tens of metres of fibre at 5 ns/m). Not fitted: every
# measured curve ran on 2-4 nodes, inside one leaf.
LEVEL_LATENCY_NS = 250.0
NODE_DATASHEET = {"A100": (300e9, 500.0), "H100": (450e9, 500.0), "H200": (450e9, 500.0), "B200": (900e9, 500.0)}
RAIL_DATASHEET_LATENCY_NS = 2000.0  # the datasheet twins' InfiniBand latency assumption
NDR_4NODE_BUSBW = 365.84  # 4 nodes x 8 H100 x 8 CX7 NDR 400G, max all_reduce busbw (nccl-tests#309, T13)
NDR_2NODE_BUSBW = 470.0  # the same cluster on 2 nodes (~470, nccl-tests#309)
# ReduceScatter busbw on H100 clusters at 4/8/16/32/64/128 nodes (user, nccl#1229, T13)
RS_BUSBW_BY_NODES = {4: 360.0, 8: 345.0, 16: 320.0, 32: 300.0, 64: 280.0, 128: 260.0}
T11_NVLSTREE_SMALL_US = 47.0  # T11's comment: 2 x 8 H20 NDR, NVLSTree forced, 4 B - 512 B take 46.3-47.8 us
RAIL_CANDIDATES = [(ar1, splits) for ar1 in ("halvingDoubling", "ring") for splits in (1, 2, 4)]


@dataclass(frozen=True)
class RailFit:
    fabric: presets.Fabric
    fit_errors: dict[str, tuple]   # table -> CurveErrors on the fitted sizes
    check_errors: dict[str, tuple]  # table -> CurveErrors on the held-out sizes
    objective: float
    candidates: tuple[tuple[str, int, float, float, float], ...]  # (ar1, splits, objective, bw, lat), best first


def _dimension(net: NetworkConfig) -> presets.Dimension:
    return presets.Dimension(net.topology[0], net.bandwidth_gbps[0], net.latency_ns[0])


def _fabric(family: str, node: Preset, nic: str, bw: float, lat: float, system: SystemConfig, gpu: str) -> presets.Fabric:
    sheet_bw, sheet_lat = NODE_DATASHEET[gpu]
    rail_sheet = presets.Dimension("Switch", NIC_LINE_GBITS[nic] * 1e9 / 8 / GIB, RAIL_DATASHEET_LATENCY_NS)
    return presets.Fabric(family, 8, SWITCH_RADIX[nic], _dimension(node.network), presets.Dimension("Switch", bw, lat),
                          LEVEL_LATENCY_NS, presets.Dimension("Switch", sheet_bw / GIB, sheet_lat), rail_sheet,
                          replace(system, local_mem_bw_gbps=HBM_GBPS[gpu]), "<fit>")


def _rail_system(node: Preset, ar1: str, splits: int) -> SystemConfig:
    s = node.system
    # dimension 0 keeps the node's fitted algorithms; localBWAware (reduce-scatter in the node, the
    # inter-node collective on the shard, all-gather in the node: NCCL's hierarchical shape); one active
    # chunk (more would run chunks side by side on congestion-free links and change the fitted node)
    return replace(s, all_reduce=(s.all_reduce[0], ar1), all_gather=(s.all_gather[0], "ring"),
                   reduce_scatter=(s.reduce_scatter[0], "ring"), all_to_all=("direct", "direct"),
                   collective_optimization="localBWAware", preferred_dataset_splits=splits,
                   active_chunks_per_dimension=1)


def _predict_on(fab: presets.Fabric, sample: Sample) -> float:
    nodes = sample.ranks // fab.gpus_per_node
    return predicted_us(presets.fabric_network(fab, nodes), presets.fabric_system(fab, nodes), sample.collective,
                        sample.size_bytes)


def _curve_errors(fab: presets.Fabric, samples: list[Sample]) -> tuple:
    nodes = samples[0].ranks // fab.gpus_per_node
    return geomean_error(presets.fabric_network(fab, nodes), presets.fabric_system(fab, nodes), samples)


def _fabric_objective(fab: presets.Fabric, groups: list[list[Sample]]) -> float:
    """netfit's objective, per curve: mean |ln(pred/meas)| over all sizes plus over sizes >= 1 MiB."""
    total = 0.0
    for points in groups:
        logs = [abs(math.log(_predict_on(fab, s) / s.time_us)) for s in points]
        large = [v for v, s in zip(logs, points) if s.size_bytes >= LARGE_BYTES]
        total += sum(logs) / len(logs) + (sum(large) / len(large) if large else 0.0)
    return total


def fit_rail(node: Preset, tables: dict[str, list[Sample]]) -> RailFit:
    """Dimension 1 of the H100 NDR fabric: bandwidth and latency (Nelder-Mead on their logarithms, as
    netfit) for each candidate system, on every other size of each curve; the rule gives each curve
    its own node count, so one fit sees 2 and 4 nodes together."""
    splits = {name: split_fit_check(samples) for name, samples in tables.items()}
    groups = [in_range(fit_part) for fit_part, _ in splits.values()]
    results = []
    for ar1, n_splits in RAIL_CANDIDATES:
        system = _rail_system(node, ar1, n_splits)

        def cost(x: np.ndarray) -> float:
            bw, lat = (float(v) for v in np.exp(x))
            try:
                return _fabric_objective(_fabric("fit", node, "ndr400", bw, lat, system, "H100"), groups)
            except (ValueError, OverflowError):
                return 1e9

        with np.errstate(all="ignore"):
            best = minimize(cost, np.log([NIC_BUSBW["ndr400"] * 1e9 / GIB, 2000.0]), method="Nelder-Mead",
                            options={"xatol": 1e-4, "fatol": 1e-6, "maxiter": 600})
        bw, lat = (float(f"{v:.4g}") for v in np.exp(best.x))
        results.append((ar1, n_splits, float(best.fun), bw, lat))
    results.sort(key=lambda r: r[2])
    ar1, n_splits, objective, bw, lat = results[0]
    fab = _fabric("h100-8x-nvswitch-x-ib-ndr400", node, "ndr400", bw, lat, _rail_system(node, ar1, n_splits), "H100")
    fit_errors = {name: _curve_errors(fab, in_range(f)) for name, (f, _) in splits.items()}
    check_errors = {name: _curve_errors(fab, in_range(c)) for name, (_, c) in splits.items()}
    return RailFit(fab, fit_errors, check_errors, objective, tuple(results))


def _world_busbw(fab: presets.Fabric, nodes: int, collective: str, size: int = 8 << 30) -> float:
    n = nodes * fab.gpus_per_node
    t_us = predicted_us(presets.fabric_network(fab, nodes), presets.fabric_system(fab, nodes), collective, size)
    factor = 2 * (n - 1) / n if collective == "all_reduce" else (n - 1) / n
    return size * factor / (t_us * 1e3)


def _pct(model: float, measured: float) -> str:
    return f"{100 * (model / measured - 1):+.0f}%"


def _rule_line(fab: presets.Fabric) -> str:
    return (f"RULE for N nodes (sim/config/presets.py fabric_network): Switch(8) node x Switch(N) rail; rail bandwidth "
            f"{fab.rail.bandwidth_gbps:g} / R beyond one leaf (suffix -os<R>, default 1); rail latency "
            f"{fab.rail.latency_ns:g} + (levels(N) - 1) x {fab.level_latency_ns:g} ns per link, levels(N) = switch levels "
            f"of a folded Clos of radix-{fab.switch_radix} switches holding N nodes per rail (1 up to {fab.switch_radix}, "
            f"2 up to {fab.switch_radix ** 2 // 2:,}, 3 up to {fab.switch_radix ** 3 // 4:,}); dimension-1 all-reduce "
            f"{fab.system.all_reduce[1]} when N is a power of two, else ring.")


def _errors_by_table(errors: dict[str, tuple]) -> str:
    return "; ".join(f"{name} {describe_errors(e)}" for name, e in errors.items())


def fabric_presets(by_name: dict[str, Preset]) -> tuple[list[tuple[presets.Fabric, tuple[str, ...]]], list[Preset]]:
    """The four fabric families (with their header lines) and the fixed multi-node presets written from them."""
    multi = load_table(MULTI_TABLE)
    h100 = by_name["h100-8x-nvswitch"]
    rail = fit_rail(h100, {"T8": multi["T8"], "T11": multi["T11"]})
    ndr = rail.fabric
    others = "; ".join(f"{ar1}/splits {sp}: {obj:.3f} (bw {bw:g}, lat {lat:g})" for ar1, sp, obj, bw, lat in rail.candidates[1:])
    rs = ", ".join(f"{n} nodes {_world_busbw(ndr, n, 'reduce_scatter'):.0f} vs {m:g} ({_pct(_world_busbw(ndr, n, 'reduce_scatter'), m)})"
                   for n, m in RS_BUSBW_BY_NODES.items())
    two, four = _world_busbw(ndr, 2, "all_reduce"), _world_busbw(ndr, 4, "all_reduce")
    small = predicted_us(presets.fabric_network(ndr, 2), presets.fabric_system(ndr, 2), "all_reduce", 4)

    def tiny_gap(lat: float) -> float:
        fab = replace(ndr, rail=replace(ndr.rail, latency_ns=lat))
        return predicted_us(presets.fabric_network(fab, 2), presets.fabric_system(fab, 2), "all_reduce", 4) - \
            T11_NVLSTREE_SMALL_US

    tiny_lat = brentq(tiny_gap, 1.0, ndr.rail.latency_ns)
    ndr_lines = (
        f"Data: T8 (4 nodes x 8 GPUs, likely H100 with 8 x 400G per node, NCCL 2.19.3, all_reduce 1-8 GB; the 16 GB "
        f"size is beyond the fit's 8 GB range) and T11 (2 x 8 H20 over 16 x ConnectX-7 NDR, default algorithm, "
        f"all_reduce 1-512 MB) ({MULTI_SOURCE}). T11's H20 has H100's NVLink 4 / NVSwitch fabric, so both curves run "
        "on the fitted h100-8x-nvswitch node as dimension 0 (not refitted).",
        f"Fitted: dimension-1 bandwidth {ndr.rail.bandwidth_gbps:g} GB/s (2^30) and latency {ndr.rail.latency_ns:g} ns "
        f"per link, and the system, jointly on every other size of T8 (1, 4 GB) and T11 (1, 4, 16, 64, 256 MB), each curve "
        f"on its own node count through the rule; fit error: {_errors_by_table(rail.fit_errors)}.",
        f"HELD-OUT error (T8's 2, 8 GB; T11's 2, 8, 32, 128, 512 MB; not fitted): {_errors_by_table(rail.check_errors)}.",
        f"System searched (dimension-1 all-reduce x splits, localBWAware, 1 active chunk): best "
        f"{ndr.system.all_reduce[1]}/splits {ndr.system.preferred_dataset_splits}, objective {rail.objective:.3f}; others: "
        f"{others}.",
        f"The bandwidth is EFFECTIVE, {ndr.rail.bandwidth_gbps * GIB / 1e9 / (NIC_LINE_GBITS['ndr400'] / 8):.1f}x the "
        "400 Gb/s line rate: NCCL overlaps the intra- and inter-node phases, ASTRA-sim with one chunk runs them one "
        "after the other, so dimension 1 absorbs the overlap. The latency is what 1-4 MB cost on T11 (~125 us, "
        "NCCL's Simple protocol); ASTRA-sim has no protocols, so small messages cost the same (see the checks). "
        "T11's table is its issue's problem case ('performance is not as expected with NVL sharp'); on the same "
        f"cluster NVLSTree takes {T11_NVLSTREE_SMALL_US:g} us at 4-512 B, which a rail latency of {tiny_lat:.0f} ns would "
        "give: latency is the least certain part of this preset.",
        f"CHECKS (not fitted): 8 GB all_reduce busbw on 2 nodes {two:.0f} vs ~{NDR_2NODE_BUSBW:g} (nccl-tests#309, "
        f"{_pct(two, NDR_2NODE_BUSBW)}), on 4 nodes {four:.0f} vs {NDR_4NODE_BUSBW:g} (nccl-tests#309, "
        f"{_pct(four, NDR_4NODE_BUSBW)}); 8 GB reduce_scatter busbw by node count (H100 clusters, nccl#1229): {rs}; "
        f"4 B all_reduce on 2 nodes {small:.0f} us vs {T11_NVLSTREE_SMALL_US:g} us with NVLSTree forced (T11 comment, "
        f"{_pct(small, T11_NVLSTREE_SMALL_US)}: tiny collectives are over-predicted).",
        f"ASSUMED, not fitted (every curve ran on 2-4 nodes, inside one leaf): the levels rule, {LEVEL_LATENCY_NS:g} ns per "
        f"link per extra level (one switch traversal plus fibre), switch radix {ndr.switch_radix} (Quantum-2 QM9700), "
        "and oversubscription (no measurement; -os<R> divides the rail bandwidth by R once N needs a spine).",
        "T5 (2 x 8 H100, GCP A3 Mega, GPUDirect-TCPXO: TCP, not InfiniBand) is not fitted here: it checks the NIC "
        "scaling that the A100 HDR200 family uses (see that header).",
    )
    # T5 checks the 200 Gb/s-per-GPU scaling rule
    t5_fab = replace(ndr, rail=replace(ndr.rail, bandwidth_gbps=float(f"{ndr.rail.bandwidth_gbps * 200 / 400:.4g}")))
    t5_all = geomean_error(presets.fabric_network(t5_fab, 2), presets.fabric_system(t5_fab, 2), multi["T5"])
    t5_big = geomean_error(presets.fabric_network(t5_fab, 2), presets.fabric_system(t5_fab, 2),
                           [s for s in multi["T5"] if s.size_bytes >= 1 << 30])
    t5_line = (f"CHECK of the NIC scaling on T5 (2 x 8 H100, 8 x 200 Gb/s GPUDirect-TCPXO per node, TCP not InfiniBand, "
               f"not fitted): the H100 NDR rail at 200/400 of its bandwidth, same latency: {describe_errors(t5_all)}; "
               f"sizes >= 1 GB: {describe_errors(t5_big)} (TCPXO's 1-64 MB are 2-5x slower than the model).")
    families: list[tuple[presets.Fabric, tuple[str, ...]]] = [(ndr, ndr_lines)]
    h200 = replace(ndr, family="h200-8x-nvswitch-x-ib-ndr400", node=_dimension(by_name["h200-8x-nvswitch"].network),
                   system=replace(ndr.system, local_mem_bw_gbps=HBM_GBPS["H200"]),
                   node_datasheet=presets.Dimension("Switch", NODE_DATASHEET["H200"][0] / GIB, NODE_DATASHEET["H200"][1]))
    families.append((h200, (
        "DERIVED, no measured H200 multi-node curve: the H100 NDR fit (h100-8x-nvswitch-x-ib-ndr400) with the "
        "h200-8x-nvswitch node (H100's NVLink 4 fabric and fit) and H200 HBM3e 4.8 TB/s as local-mem-bw; DGX H200 has "
        "the same 8 x ConnectX-7 NDR 400 Gb/s as DGX H100.",
        f"H100 NDR fit, for reference: HELD-OUT {_errors_by_table(rail.check_errors)}. Unchecked on H200.")))
    for family, gpu, nic, facts in (("a100-8x-nvswitch-x-ib-hdr200", "A100", "hdr200", "8 x ConnectX-6 HDR 200 Gb/s, DGX A100"),
                                    ("b200-8x-nvswitch-x-ib-xdr800", "B200", "xdr800",
                                     "8 x 800 Gb/s XDR (ConnectX-8, as on HGX B300; DGX B200 ships 8 x ConnectX-7 NDR 400)")):
        node = by_name[f"{gpu.lower()}-8x-nvswitch"]
        scale = NIC_BUSBW[nic] / NIC_BUSBW["ndr400"]
        fab = _fabric(family, node, nic, float(f"{ndr.rail.bandwidth_gbps * scale:.4g}"), ndr.rail.latency_ns,
                      ndr.system, gpu)
        lines = (
            f"DERIVED, no measured {gpu} multi-node curve: dimension 0 = the fitted {node.name} preset; dimension 1 = the "
            f"H100 NDR fit (h100-8x-nvswitch-x-ib-ndr400) with its bandwidth SCALED by per-NIC bus bandwidth "
            f"{NIC_BUSBW[nic]:g} / {NIC_BUSBW['ndr400']:g} GB/s ({facts}; "
            + ("HDR 24 GB/s: sjeaugey, nccl-tests#119; NDR 47: nccl-tests#290/#319" if nic == "hdr200" else
               "XDR's 94 is ASSUMED: NDR's 47 x 800/400, no XDR measurement")
            + "), its latency and system unchanged, switch radix "
            f"{SWITCH_RADIX[nic]} ({'Quantum QM8700' if nic == 'hdr200' else 'Quantum-X800 Q3400'}), local-mem-bw = {gpu} HBM "
            f"{HBM_GBPS[gpu]:g} GB/s.",
            f"H100 NDR fit, for reference: HELD-OUT {_errors_by_table(rail.check_errors)}.",
        ) + ((t5_line,) if nic == "hdr200" else ("Unchecked: no 800G measurement.",))
        families.append((fab, lines))
    fixed = []
    for name, fab, nodes in (("h100-8x-nvswitch-x-ib-ndr400-4node", ndr, 4),
                             ("a100-8x-nvswitch-x-ib-hdr200-4node", families[2][0], 4)):
        fixed.append(Preset(name, presets.fabric_network(fab, nodes), presets.fabric_system(fab, nodes), (
            f"= {fab.family}-<N>node at N = {nodes} (astra_configs/fabric/{fab.family}.yml, whose header has the fit, "
            "the held-out errors and the checks); written from the same rule.",
            _rule_line(fab),
        ) + dict(families)[fab][:3 if fab is ndr else 2]))
    roce = replace(ndr, family="roce400", switch_radix=64,
                   rail=presets.Dimension("Switch", float(f"{ndr.rail.bandwidth_gbps * NIC_BUSBW['roce400'] / NIC_BUSBW['ndr400']:.4g}"),
                                          float(f"{ndr.rail.latency_ns * 1.5:.4g}")))
    fixed.append(Preset("h100-8x-nvswitch-x-roce400-16node", presets.fabric_network(roce, 16), presets.fabric_system(roce, 16), (
        "DERIVED, no measured RoCE curve: the h100-8x-nvswitch-x-ib-ndr400-<N>node rule at N = 16 with the rail bandwidth "
        f"scaled by per-NIC busbw {NIC_BUSBW['roce400']:g} / {NIC_BUSBW['ndr400']:g} (400 GbE RoCE, assumed at the low end "
        "of NDR's 46-48) and its latency +50% (an assumption: RoCE's Ethernet stack), one 400 GbE NIC per GPU.",
        f"H100 NDR fit, for reference: HELD-OUT {_errors_by_table(rail.check_errors)}. Unchecked on RoCE.",
    )))
    return families, fixed


def all_presets() -> tuple[list[Preset], list[tuple[presets.Fabric, tuple[str, ...]]]]:
    table = load_table()
    singles, _ = single_node_presets(table)
    by_name = {p.name: p for p in singles}
    families, fixed = fabric_presets(by_name)
    return singles + fixed, families


def render_fabric(fab: presets.Fabric, lines: tuple[str, ...]) -> str:
    header = (f"{fab.family}-<N>node[-os<R>][-datasheet]: parametric preset for any N >= 2 nodes of 8 GPUs "
              f"(N = 4: {_spec(presets.fabric_network(fab, 4))})",) + COMMON + (_rule_line(fab),) + lines + (
              _system_line(fab.system).replace("same-named system preset", "the family's system"),)
    return presets.fabric_yaml(fab, header)


def render(preset: Preset) -> tuple[str, str]:
    header = (f"{preset.name}: {_spec(preset.network)}",) + COMMON + preset.header + (_system_line(preset.system),)
    source = " ".join(preset.header)
    comment = (f"Default system of the fitted network preset {preset.name} (scripts/fit_network_presets.py): "
               "-t " + preset.name + " uses it unless --system is given.")
    return network_yaml(preset.network, header), system_json(preset.system, comment, source)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped files instead of writing")
    args = parser.parse_args(argv)
    stale = []
    fixed, families = all_presets()
    outputs: list[tuple[Path, str]] = []
    for preset in fixed:
        outputs += list(zip((CONFIGS / "network" / f"{preset.name}.yml", CONFIGS / "system" / f"{preset.name}.json"),
                            render(preset)))
    outputs += [(CONFIGS / "fabric" / f"{fab.family}.yml", render_fabric(fab, lines)) for fab, lines in families]
    for path, text in outputs:
        if args.check:
            if not path.is_file() or path.read_text() != text:
                stale.append(str(path.relative_to(ROOT)))
        else:
            path.parent.mkdir(exist_ok=True)
            path.write_text(text)
            print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print("out of date (run scripts/fit_network_presets.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
