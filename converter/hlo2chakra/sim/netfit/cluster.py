"""Fit a network + system preset for a user's cluster from nccl-tests output files.

Contract. ``fit_cluster(curves, node_size=None, local_mem_bw_gbps=...)`` takes parsed nccl-tests
curves (``nccl_tests.NcclCurve``) run on one rank count (a single node: a 1-D ``Switch``) or on
two (a node of ``node_size`` GPUs and the whole cluster: ``Switch(node) x Switch(nodes)``; the
node is fitted first from its own curves, then the inter-node dimension from the cluster's).
Every curve is split by ``netfit.split_fit_check``: the fit sees every other size, the
returned ``check_errors`` are on the sizes it did not see. Refused up front, in one line naming
the files: a rank count whose fitted half has fewer than ``MIN_FIT_SIZES`` (2) distinct sizes in
1 KB - 8 GB (a curve needs at least 3 sizes, as every other one is held out), and a
``local_mem_bw_gbps`` outside ASTRA-sim's physical range.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.netfit.fit import (
    CurveError,
    FitError,
    FitResult,
    FitTemplate,
    KIND_OF,
    MIN_FIT_SIZES,
    Sample,
    candidate_systems,
    fit,
    geomean_error,
    in_range,
    predict,
    split_fit_check,
)
from hlo2chakra.sim.netfit.nccl_tests import NcclCurve


@dataclass(frozen=True)
class SizeCheck:
    """One measured size against the fitted model's prediction; ``held_out``: the fit never saw it."""

    collective: str
    ranks: int
    size_bytes: int
    measured_us: float
    predicted_us: float
    held_out: bool


@dataclass(frozen=True)
class ClusterFit:
    network: NetworkConfig
    system: SystemConfig
    fit_errors: tuple[CurveError, ...]
    check_errors: tuple[CurveError, ...]
    devices: tuple[str, ...]
    sizes: tuple[SizeCheck, ...] = ()  # every size in 1 KB - 8 GB, curve by curve, in size order


def samples_of(curves: Sequence[NcclCurve]) -> list[Sample]:
    return [Sample(c.collective, c.ranks, p.size_bytes, p.time_us) for c in curves for p in c.points]


def _check_hosts(curves: Sequence[NcclCurve], node_size: int) -> None:
    """``--node-size`` against the hosts nccl-tests printed: a shape the runs did not have is refused."""
    known = [c for c in curves if c.hosts]
    if known and all(c.hosts == 1 for c in known) and max(c.ranks for c in curves) > node_size:
        files = ", ".join(c.source for c in known)
        raise FitError(f"--node-size {node_size}: {files} ran on one host, so there is no inter-node link to fit; "
                       "drop --node-size to fit one node, or add runs across nodes")
    for c in known:
        if c.hosts > 1 and c.ranks != node_size * c.hosts:
            raise FitError(f"--node-size {node_size}: {c.source} ran {c.ranks} ranks on {c.hosts} hosts, "
                           f"not {node_size} per host")


def _shape(ranks: list[int], node_size: int | None) -> tuple[int, ...]:
    if node_size is not None and node_size < 2:
        raise FitError(f"--node-size must be >= 2, got {node_size}")
    node = node_size or ranks[0]
    if len(ranks) == 1 and ranks[0] <= node:
        if ranks[0] < 2:
            raise FitError("the measurements ran on 1 rank: there is no network to fit")
        return (ranks[0],)
    bad = [r for r in ranks if r != node and r % node]
    bigger = sorted({r for r in ranks if r > node})
    if bad or len(bigger) != 1 or any(r < node for r in ranks):
        raise FitError(f"measurements on {', '.join(map(str, ranks))} ranks: expected one node size "
                       f"({node}) and one multiple of it (the cluster); give --node-size")
    return (node, bigger[0] // node)


def _check_sizes(curves: Sequence[NcclCurve], fit_part: Sequence[Sample]) -> None:
    """Each rank count's fitted sizes must determine its dimension's latency and bandwidth."""
    for ranks in sorted({c.ranks for c in curves}):
        sizes = len({s.size_bytes for s in in_range(fit_part) if s.ranks == ranks})
        if sizes < MIN_FIT_SIZES:
            files = ", ".join(c.source for c in curves if c.ranks == ranks)
            raise FitError(f"{files}: {sizes} distinct message size(s) between 1 KB and 8 GB left to fit at {ranks} "
                           f"ranks; the fit needs at least {MIN_FIT_SIZES} (a latency and a bandwidth) and holds "
                           f"every other size out for checking, so give each curve at least {2 * MIN_FIT_SIZES - 1} "
                           "sizes (nccl-tests -b 1K -e 8G -f 2 prints 24)")


def _check_local_mem_bw(value: float) -> None:
    try:
        SystemConfig(local_mem_bw_gbps=value)
    except ValueError as exc:
        raise FitError(f"--local-mem-bw {value!r}: {exc}") from None


def _two_dim_systems(node: SystemConfig, collectives: set[str], nodes: int) -> list[SystemConfig]:
    out = []
    for cand in candidate_systems(2, collectives, nodes & (nodes - 1) == 0):
        out.append(replace(cand, all_reduce=(node.all_reduce[0], cand.all_reduce[1]),
                           all_gather=(node.all_gather[0], cand.all_gather[1]),
                           reduce_scatter=(node.reduce_scatter[0], cand.reduce_scatter[1])))
    return out


def fit_cluster(curves: Sequence[NcclCurve], node_size: int | None = None,
                local_mem_bw_gbps: float = 3350.0) -> ClusterFit:
    if not curves:
        raise FitError("no nccl-tests output given")
    _check_local_mem_bw(local_mem_bw_gbps)
    p2p = [c for c in curves if c.collective not in KIND_OF]
    if p2p:
        raise FitError(f"{p2p[0].source}: {p2p[0].collective} runs have no ASTRA-sim collective to fit (its "
                       "send/recv is a message, not a system choice); fit them with --model nccl --preset NAME")
    samples = samples_of(curves)
    fit_part, check_part = split_fit_check(samples)
    shape = _shape(sorted({c.ranks for c in curves}), node_size)
    if node_size is not None:
        _check_hosts(curves, node_size)
    _check_sizes(curves, fit_part)
    collectives = {s.collective for s in samples}
    node_fit_part = [s for s in fit_part if s.ranks == shape[0]]
    if len(shape) == 1 or node_fit_part:
        one = FitTemplate(("Switch",), (shape[0],), (None,), (None,), 10.0, local_mem_bw_gbps)
        node = fit(one, candidate_systems(1, {s.collective for s in node_fit_part} or collectives,
                                          shape[0] & (shape[0] - 1) == 0), node_fit_part or fit_part)
        result: FitResult = node
        if len(shape) == 2:
            two = FitTemplate(("Switch", "Switch"), shape, (node.network.bandwidth_gbps[0], None),
                              (node.network.latency_ns[0], None), 10.0, local_mem_bw_gbps)
            result = fit(two, _two_dim_systems(node.system, collectives, shape[1]), fit_part)
    else:
        two = FitTemplate(("Switch", "Switch"), shape, (None, None), (None, None), 10.0, local_mem_bw_gbps)
        result = fit(two, candidate_systems(2, collectives, False), fit_part)
    held_out = {(s.collective, s.ranks, s.size_bytes) for s in check_part}
    sizes = tuple(SizeCheck(s.collective, s.ranks, s.size_bytes, s.time_us, predict(result.network, result.system, s),
                            (s.collective, s.ranks, s.size_bytes) in held_out)
                  for s in sorted(in_range(samples), key=lambda s: (s.collective, s.ranks, s.size_bytes)))
    return ClusterFit(result.network, result.system, geomean_error(result.network, result.system, fit_part),
                      geomean_error(result.network, result.system, check_part),
                      tuple(sorted({c.device for c in curves if c.device})), sizes)
