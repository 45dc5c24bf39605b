"""Benchmark: conversion (and simulation) time and peak memory of a >= 15k-op per-device program.

The program is a synthetic per-device transformer step in the form XLA's SPMD partitioner emits:
a (data x model) mesh with model = 8, Megatron tensor-parallel all-reduces inside each layer
(groups of 8 consecutive ranks) and data-parallel gradient all-reduces across the strided groups.
Each configuration runs in a fresh isolated child process (``harness.run_callable``), so that
peak RSS is its own.

    python3 -m benchmarks.bench_convert [--layers 360] [--ranks 8 1024] [--quick]
    python3 -m benchmarks.bench_convert --simulate --ranks 8 64 512 4096   # + embedded simulator
    python3 -m benchmarks.bench_convert --hespas [--repeats 3] [--work DIR] [--gpt2-program PATH] [--converter DIR]

With --hespas it converts Hespas' ResNet-50 fixture and a GPT-2 48-layer program as whole CLI
processes instead, and prints ours against Hespas' recorded times: that is ``benchmarks.bench_hespas``
(its result goes to benchmarks/results/bench_hespas.json).

With --simulate the converted traces also run through the embedded analytical backend on a
2-D network (NVSwitch-like 8-rank dimension x a slower switch across the data-parallel groups).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from benchmarks import harness

QUICK = {"layers": 60, "ranks": [8, 64], "repeats": 1}


def groups_text(groups: list[list[int]]) -> str:
    rows = ", ".join("[" + ", ".join(str(r) for r in g) + "]" for g in groups)
    return f"dense<[{rows}]> : tensor<{len(groups)}x{len(groups[0])}xi64>"


def synthetic_module(layers: int, ranks: int, model: int = 8, hidden: int = 1024, seq: int = 512) -> str:
    data = ranks // model
    tp = [[d * model + m for m in range(model)] for d in range(data)]
    dp = [[d * model + m for d in range(data)] for m in range(model)]
    h_local = hidden // model
    lines = [
        f"module @bench attributes {{mhlo.num_partitions = {ranks} : i32, mhlo.num_replicas = 1 : i32}} {{",
        f"  func.func public @main(%x: tensor<{seq}x{hidden}xbf16>, %w: tensor<{hidden}x{h_local}xbf16>, "
        f"%v: tensor<{h_local}x{hidden}xbf16>) -> tensor<{seq}x{hidden}xbf16> {{",
    ]
    counter = [0]

    def new() -> str:
        counter[0] += 1
        return f"%t{counter[0]}"

    def all_reduce(value: str, shape: str, groups: list[list[int]]) -> str:
        out = new()
        lines.append(
            f'    {out} = "stablehlo.all_reduce"({value}) <{{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, '
            f"replica_groups = {groups_text(groups)}, use_global_device_ids}}> ({{\n"
            f"    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):\n      %s = stablehlo.add %a, %b : tensor<bf16>\n"
            f"      stablehlo.return %s : tensor<bf16>\n    }}) : ({shape}) -> {shape}"
        )
        return out

    act = f"tensor<{seq}x{hidden}xbf16>"
    mid = f"tensor<{seq}x{h_local}xbf16>"
    x = "%x"
    grads: list[str] = []
    for _ in range(layers):
        # ~40 elementwise ops (norms, activations, residuals, casts), 2 GEMMs, one TP all-reduce
        h = new()
        lines.append(f"    {h} = stablehlo.dot_general {x}, %w, contracting_dims = [1] x [0] : "
                     f"({act}, tensor<{hidden}x{h_local}xbf16>) -> {mid}")
        for k in range(20):
            nxt = new()
            op = ("multiply", "add", "tanh", "subtract", "exponential")[k % 5]
            if op in ("tanh", "exponential"):
                lines.append(f"    {nxt} = stablehlo.{op} {h} : {mid}")
            else:
                lines.append(f"    {nxt} = stablehlo.{op} {h}, {h} : {mid}")
            h = nxt
        y = new()
        lines.append(f"    {y} = stablehlo.dot_general {h}, %v, contracting_dims = [1] x [0] : "
                     f"({mid}, tensor<{h_local}x{hidden}xbf16>) -> {act}")
        y = all_reduce(y, act, tp) if model > 1 else y
        for k in range(18):
            nxt = new()
            lines.append(f"    {nxt} = stablehlo.{('add', 'multiply', 'negate')[k % 3]} {y}{'' if k % 3 == 2 else ', ' + x} : {act}")
            y = nxt
        grad = new()
        lines.append(f"    {grad} = stablehlo.dot_general {h}, {x}, contracting_dims = [0] x [0] : "
                     f"({mid}, {act}) -> tensor<{h_local}x{hidden}xbf16>")
        grads.append(grad)
        x = y
    for grad in grads:
        if data > 1:
            all_reduce(grad, f"tensor<{h_local}x{hidden}xbf16>", dp)
    lines.append(f"    return {x} : {act}")
    lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def run_one(layers: int, ranks: int, simulate: bool = False) -> dict[str, Any]:
    """One configuration, in the child: convert (timed) and, with ``simulate``, the embedded simulation."""
    from hlo2chakra.pipeline.convert import convert

    with tempfile.TemporaryDirectory() as tmp:
        module = Path(tmp) / "bench.mlir"
        module.write_text(synthetic_module(layers, ranks))
        with harness.Stopwatch() as converting:
            result = convert(module, Path(tmp) / "out", hardware="H100-SXM")
        size = sum(p.stat().st_size for p in (Path(tmp) / "out").iterdir())
        sim_seconds = step_ns = None
        if simulate:
            sim_seconds, step_ns = simulate_converted(result, ranks)
    m = result.manifest
    assert m.program is not None and m.ranks, "convert records the program and every rank"
    return {
        "ranks": ranks,
        "ops": m.fusion.ops_before if m.fusion else m.program.ops,  # before fusion grouping
        "nodes_per_rank": m.ranks[0].nodes,
        "distinct_traces": m.distinct_traces,
        "seconds": round(converting.wall_s, 2),
        "output_mib": round(size / 2**20, 1),
        "simulate_seconds": sim_seconds,
        "step_ms": None if step_ns is None else round(step_ns / 1e6, 3),
    }


def simulate_converted(result: Any, ranks: int) -> tuple[float, int]:
    from hlo2chakra.chakra import read_workload
    from hlo2chakra.sim.analytical.simulate import simulate_traces
    from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig, load_comm_groups

    out = result.out_dir
    traces = read_workload(out / "trace", ranks)
    groups = load_comm_groups(out / "comm_groups.json") if (out / "comm_groups.json").exists() else {}
    dims = [8] + ([ranks // 8] if ranks > 8 else [])
    network = NetworkConfig(tuple("Switch" for _ in dims), tuple(dims), (450.0, 50.0)[: len(dims)],
                            (500.0, 2000.0)[: len(dims)])
    system = SystemConfig(all_reduce=("ring",) * len(dims), all_gather=("ring",) * len(dims),
                          reduce_scatter=("ring",) * len(dims), all_to_all=("ring",) * len(dims))
    finished, lap = harness.time_call(simulate_traces, traces, network, system, groups)
    return round(lap.wall_s, 2), max(r.finish_ns for r in finished)


def _hespas_argv(args: Any) -> list[str]:
    """``--hespas``'s options as ``benchmarks.bench_hespas`` takes them."""
    argv = ["--repeat", str(args.repeats)]
    for flag, value in (("--work", args.work), ("--gpt2-program", args.gpt2_program), ("--converter", args.converter),
                        ("--results", args.results)):
        if value is not None:
            argv += [flag, str(value)]
    return argv + [flag for flag, on in (("--no-results", args.no_results), ("--quick", args.quick),
                                         ("--quiet", args.quiet)) if on]


def main(argv: list[str] | None = None) -> int:
    parser = harness.BenchParser("bench_convert", harness.first_line(__doc__), quick=QUICK)
    parser.add_argument("--layers", type=int, default=360, help="layers (about 42 ops each)")
    parser.add_argument("--ranks", type=int, nargs="+", default=[8, 1024])
    parser.add_argument("--simulate", action="store_true", help="also run the embedded simulator")
    parser.add_argument("--hespas", action="store_true", help="ours vs Hespas' recorded conversion times")
    parser.add_argument("--repeats", type=int, default=3, help="--hespas: runs per input (median)")
    parser.add_argument("--work", type=Path, help="--hespas: folder to keep the exported GPT-2 program in")
    parser.add_argument("--gpt2-program", type=Path, help="--hespas: the GPT-2 48-layer per-device program")
    parser.add_argument("--converter", type=Path, help="--hespas: time the package in this folder (default: "
                        "the installed one), e.g. an older checkout's converter/ for a before/after table")
    bench = parser.parse_bench(argv)
    args = bench.args
    if args.hespas:
        from benchmarks import bench_hespas

        return bench_hespas.main(_hespas_argv(args))
    rows = []
    for ranks in args.ranks:
        try:
            child = harness.run_callable(run_one, (args.layers, ranks, args.simulate))
        except harness.ChildFailed as exc:
            print(f"ranks={ranks}: failed: {exc}", flush=True)
            rows.append({"ranks": ranks, "failed": str(exc)})
            continue
        r = {**child.value, "peak_rss_mib": round(child.own_peak_rss_mib, 1), "process": child.process}
        rows.append(r)
        print(f"ranks={r['ranks']:>5}  ops={r['ops']:>6}  nodes/rank={r['nodes_per_rank']:>5}  "
              f"distinct traces={r['distinct_traces']:>4}  time={r['seconds']:>7.2f} s  "
              f"peak RSS={r['peak_rss_mib']:>7.1f} MiB  output={r['output_mib']} MiB"
              + (f"  simulate={r['simulate_seconds']} s  step={r['step_ms']} ms" if args.simulate else ""), flush=True)
    bench.finish({"layers": args.layers, "configurations": rows})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
