"""fit-network on nccl-tests' alltoall_perf and sendrecv_perf: parsed in their own layout, fitted by
the ASTRA-sim model (all-to-all) and by the NCCL model (both), held-out sizes predicted."""

from __future__ import annotations

import pytest

from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.nccl import collective_time_ns, get_preset
from hlo2chakra.sim.nccl.fit import with_values
from hlo2chakra.sim.nccl.user_fit import INTER, INTRA, fit_user_curves
from hlo2chakra.sim.netfit.cluster import fit_cluster
from hlo2chakra.sim.netfit.fit import FitError, predicted_us
from hlo2chakra.sim.netfit.nccl_tests import parse_nccl_tests

SIZES = [1 << k for k in range(10, 31)]  # 1 KB .. 1 GB


def p2p_text(test: str, ranks: int, hosts: int, times_us: list[tuple[int, float]]) -> str:
    """alltoall_perf / sendrecv_perf stdout as nccl-tests 2.13 lays it out (redop 'none' for
    alltoall, 'sum' for sendrecv, root -1), written by hand from the format."""
    per = ranks // hosts
    lines = [f"# nThread 1 nGpus {per} minBytes 1024 maxBytes 1073741824 step: 2(factor) warmup iters: 5 iters: 20 "
             "agg iters: 1 validation: 1 graph: 0", "#", "# Using devices"]
    lines += [f"#  Rank {r:2d} Group  0 Pid  {300 + r // per:5d} on gpu-node-{r // per} device {r % per:2d} "
              f"[0x{r:02x}] NVIDIA H100 80GB HBM3" for r in range(ranks)]
    lines += [f"# Collective test starting: {test}_perf", "#",
              "#                                                              out-of-place                       in-place",
              "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
              "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)"]
    redop = "none" if test == "alltoall" else "sum"
    for size, t in times_us:
        bw = size / t / 1e3
        # alltoall_perf runs out of place only: its in-place columns print N/A
        inplace = "     N/A     N/A     N/A    N/A" if test == "alltoall" else f"  {t:8.2f}  {bw:6.2f}  {bw:6.2f}      0"
        lines.append(f"  {size:>10d}  {size // 4:>12d}     float  {redop:>6s}      -1  {t:8.2f}  {bw:6.2f}  {bw:6.2f}"
                     f"      0{inplace}")
    return "\n".join(lines + ["# Out of bounds values : 0 OK", "# Avg bus bandwidth    : 42.0", "#", ""])


def test_the_parser_reads_alltoall_and_sendrecv_by_the_models_names() -> None:
    a2a = parse_nccl_tests(p2p_text("alltoall", 8, 1, [(1024, 30.0), (2048, 31.5)]), "a.txt")
    assert (a2a.collective, a2a.ranks, a2a.hosts) == ("all_to_all", 8, 1)
    assert [(p.size_bytes, p.time_us) for p in a2a.points] == [(1024, 30.0), (2048, 31.5)]
    sr = parse_nccl_tests(p2p_text("sendrecv", 16, 2, [(1024, 12.0)]), "s.txt")
    assert (sr.collective, sr.ranks, sr.hosts) == ("send_recv", 16, 2)
    # without the start line, the file name says it
    body = p2p_text("alltoall", 8, 1, [(1024, 30.0)]).replace("# Collective test starting: alltoall_perf\n", "")
    assert parse_nccl_tests(body, "/runs/alltoall_perf.out").collective == "all_to_all"


def test_the_astra_model_fits_all_to_all_and_refuses_send_recv() -> None:
    truth = NetworkConfig(("Switch",), (8,), (320.0,), (2500.0,))
    system = SystemConfig(all_to_all=("direct",), preferred_dataset_splits=1)
    times = [(s, predicted_us(truth, system, "all_to_all", s)) for s in SIZES]
    fitted = fit_cluster([parse_nccl_tests(p2p_text("alltoall", 8, 1, times), "a2a.txt")])
    held = [c for c in fitted.sizes if c.held_out]
    assert held and all(c.predicted_us == pytest.approx(c.measured_us, rel=0.02) for c in held)
    sr = parse_nccl_tests(p2p_text("sendrecv", 8, 1, times), "sr.txt")
    with pytest.raises(FitError, match=r"sr.txt: send_recv runs have no ASTRA-sim collective .* --model nccl"):
        fit_cluster([sr])


def test_the_nccl_model_fits_all_to_all_and_send_recv_runs_across_nodes() -> None:
    base = get_preset("h100-8x-nvswitch-x-ib-ndr400-2node")
    truth = with_values(with_values(base, INTRA, [0.75, 0.8, 2000.0]), INTER, [0.55, 1.8])
    curves = []
    for test, kind in (("alltoall", "all_to_all"), ("sendrecv", "send_recv")):
        for ranks, hosts in ((8, 1), (16, 2)):
            times = [(s, collective_time_ns(truth, kind, s, ranks // hosts, hosts).time_ns / 1e3) for s in SIZES]
            curves.append(parse_nccl_tests(p2p_text(test, ranks, hosts, times), f"{test}_{hosts}.txt"))
    result = fit_user_curves("h100-8x-nvswitch-x-ib-ndr400", curves)
    assert result.fabric.nodes == 2
    for error in result.errors:
        held = [(m, p) for _, m, p, fitted in error.rows if not fitted]
        assert held and all(p == pytest.approx(m, rel=0.03) for m, p in held), error.key
