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
"""

from __future__ import annotations

import argparse
import csv
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from scipy.optimize import brentq

from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.netfit.fit import (
    FitTemplate,
    Sample,
    candidate_systems,
    fit,
    geomean_error,
    predicted_us,
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
NIC_LATENCY_NS = {"ndr400": 2000.0, "hdr200": 2000.0, "roce400": 3000.0}


@dataclass(frozen=True)
class Preset:
    name: str
    network: NetworkConfig
    system: SystemConfig
    header: tuple[str, ...]


def load_table(path: Path = TABLE) -> dict[str, list[Sample]]:
    rows = csv.DictReader(line for line in path.read_text().splitlines() if not line.startswith("#"))
    out: dict[str, list[Sample]] = {}
    for r in rows:
        out.setdefault(r["table"], []).append(Sample(r["collective"], int(r["ranks"]), int(r["size_bytes"]),
                                                      float(r["time_us"])))
    return out


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


NDR_4NODE_BUSBW = 365.84  # 4 nodes x 8 H100 x 8 CX7 NDR 400G, max all_reduce busbw (nccl-tests#309, T13)
NDR_2NODE_BUSBW = 470.0  # the same cluster on 2 nodes (~470, nccl-tests#309): the check


def _multi_node(node: Preset, nic: str, nodes: int, bw1: float) -> tuple[NetworkConfig, SystemConfig]:
    net = NetworkConfig(("Switch", "Switch"), (8, nodes), (node.network.bandwidth_gbps[0], bw1),
                        (node.network.latency_ns[0], NIC_LATENCY_NS[nic]))
    s = node.system
    # Inter-node all-reduce by halving-doubling: log2(nodes) steps, like NCCL's tree for small messages.
    system = replace(s, all_reduce=(s.all_reduce[0], "halvingDoubling"), all_gather=(s.all_gather[0], "ring"),
                     reduce_scatter=(s.reduce_scatter[0], "ring"), all_to_all=("direct", "direct"))
    return net, system


def _busbw(net: NetworkConfig, system: SystemConfig) -> float:
    size, n = 8 << 30, net.num_npus
    return size * 2 * (n - 1) / n / (predicted_us(net, system, "all_reduce", size) * 1e3)


def multi_node_preset(name: str, node: Preset, h100: Preset, nic: str, nodes: int, facts: str) -> Preset:
    """The fitted node as dimension 0; dimension 1 one NIC per GPU. Its bandwidth is fitted to the one
    measured multi-node figure (4 x 8 H100 on NDR) and scaled by published per-NIC bus bandwidth for
    other NICs; the 2-node figure of the same cluster is the check."""
    net, system = _multi_node(h100, "ndr400", 4, 1.0)
    ndr_bw = bandwidth_for_busbw(net, system, 1, NDR_4NODE_BUSBW)
    check_net, check_sys = _multi_node(h100, "ndr400", 2, ndr_bw)
    check = _busbw(check_net, check_sys)
    bw1 = float(f"{ndr_bw * NIC_BUSBW[nic] / NIC_BUSBW['ndr400']:.4g}")
    net, system = _multi_node(node, nic, nodes, bw1)
    return Preset(name, net, system, (
        f"DERIVED, no measured multi-node curve: dimension 0 = the fitted {node.name} preset; dimension 1 = one "
        f"{nic} NIC per GPU ({facts}).",
        f"Dimension-1 bandwidth: fitted to the one published multi-node figure, 4 x 8 H100 over NDR 400G "
        f"all_reduce busbw {NDR_4NODE_BUSBW:g} GB/s (nccl-tests#309), then scaled by per-NIC bus bandwidth "
        f"{NIC_BUSBW[nic]:g} / {NIC_BUSBW['ndr400']:g} GB/s (nccl-tests#119/#290); it is an effective figure "
        "(NCCL overlaps the intra- and inter-node phases, ASTRA-sim with one chunk does not).",
        f"CHECK (not fitted): the same H100/NDR model on 2 nodes gives busbw {check:.0f} GB/s at 8 GB vs ~"
        f"{NDR_2NODE_BUSBW:g} measured (nccl-tests#309): {100 * (check / NDR_2NODE_BUSBW - 1):+.0f}%.",
        f"Latency {NIC_LATENCY_NS[nic]:g} ns per hop: an assumption (2 hops per step ~ NCCL's NET LL128 ring step "
        f"of 4 us; RoCE +50%); 1 KB all-reduce: {predicted_us(net, system, 'all_reduce', 1024):.1f} us.",
    ))


def all_presets() -> list[Preset]:
    table = load_table()
    singles, _ = single_node_presets(table)
    by_name = {p.name: p for p in singles}
    h100 = by_name["h100-8x-nvswitch"]
    singles += [
        multi_node_preset("h100-8x-nvswitch-x-ib-ndr400-4node", by_name["h100-8x-nvswitch"], h100, "ndr400", 4,
                          "ConnectX-7 NDR 400 Gb/s, DGX H100"),
        multi_node_preset("a100-8x-nvswitch-x-ib-hdr200-4node", by_name["a100-8x-nvswitch"], h100, "hdr200", 4,
                          "ConnectX-6 HDR 200 Gb/s, DGX A100"),
        multi_node_preset("h100-8x-nvswitch-x-roce400-16node", by_name["h100-8x-nvswitch"], h100, "roce400", 16,
                          "400 GbE RoCE; per-NIC busbw assumed at the low end of NDR's 46-48"),
    ]
    return singles


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
    for preset in all_presets():
        for path, text in zip((CONFIGS / "network" / f"{preset.name}.yml", CONFIGS / "system" / f"{preset.name}.json"),
                              render(preset)):
            if args.check:
                if not path.is_file() or path.read_text() != text:
                    stale.append(str(path.relative_to(ROOT)))
            else:
                path.write_text(text)
                print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print("out of date (run scripts/fit_network_presets.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
