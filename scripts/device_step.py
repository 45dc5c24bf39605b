"""Time zoo training steps on the local GPU: one device's share of the paper's programs.

    python scripts/device_step.py OUT_DIR [--models llama3-100m,llama3-1b] [--steps 10] [--budget-s 240]

Every mesh axis is 1, so each step is what one of the paper's 4 FSDP devices computes (batch 1 x
seq 4096), without the all-gathers and reduce-scatters. For each model it compiles the step,
runs 3 warm-up steps, then times `--steps` steps one by one (each ended by `block_until_ready`)
and writes OUT_DIR/steps.json: device kind, jax version, per model the median and all step
times in ms and XLA's cost analysis (flops, bytes accessed) of the compiled step. It also
keeps XLA's optimized HLO (OUT_DIR/hlo/<model>/, for kernel-by-kernel comparison with
`convert --xla-gpu`) and a profiler trace of 2 steps of the first model (OUT_DIR/profile/).
Models that would start after `--budget-s` are skipped (listed under `skipped`).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path


def _concrete(args):
    import jax
    import jax.numpy as jnp

    def make(s):
        return jax.device_put(jnp.zeros(s.shape, s.dtype), s.sharding)
    return jax.tree.map(make, args)


def _cost(compiled) -> dict:
    raw = compiled.cost_analysis()
    if isinstance(raw, (list, tuple)):
        raw = raw[0] if raw else {}
    return {k: float(v) for k, v in (raw or {}).items() if k in ("flops", "bytes accessed")}


def time_model(name: str, steps: int, out: Path, profile: bool) -> dict:
    import jax

    from hlo2chakra import zoo

    prog, cfg, _ = zoo.build_program(name, {a: 1 for a in zoo.load_family(zoo.get_entry(name).family).AXES}, {})
    t0 = time.perf_counter()
    dump = out / "hlo" / name
    compiled = prog.fn.lower(*prog.args).compile(compiler_options={
        "xla_dump_to": str(dump), "xla_dump_hlo_as_text": True, "xla_dump_hlo_module_re": ".*step.*"})
    compile_s = time.perf_counter() - t0
    args = list(_concrete(prog.args))
    n_state = len(args) - 2  # (params[, opt_state], tokens, targets): outputs feed the next step

    def step() -> None:
        outs = compiled(*args)
        args[:n_state] = outs[:n_state]
        jax.block_until_ready(outs)

    for _ in range(3):
        step()
    times = []
    for _ in range(steps):
        t = time.perf_counter()
        step()
        times.append((time.perf_counter() - t) * 1e3)
    if profile:
        with jax.profiler.trace(str(out / "profile")):
            step()
            step()
    return {"median_ms": statistics.median(times), "step_ms": times, "compile_s": compile_s,
            "xla_cost": _cost(compiled), "config": zoo.config_dict(cfg)}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--models", default="llama3-100m,llama3-1b")
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--budget-s", type=float, default=240.0)
    a = ap.parse_args(argv)
    import jax

    dev = jax.devices()[0]
    if dev.platform != "gpu":
        print(f"device_step: no GPU (jax sees {dev.platform}); nothing timed", file=sys.stderr)
        return 3
    a.out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    result = {"device_kind": dev.device_kind, "jax_version": jax.__version__, "models": {}, "skipped": []}
    for i, name in enumerate(m.strip() for m in a.models.split(",") if m.strip()):
        if time.perf_counter() - start > a.budget_s:
            result["skipped"].append(name)
            continue
        result["models"][name] = time_model(name, a.steps, a.out, profile=(i == 0))
        print(f"{name}: {result['models'][name]['median_ms']:.2f} ms/step on {dev.device_kind}", flush=True)
        (a.out / "steps.json").write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    (a.out / "steps.json").write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
