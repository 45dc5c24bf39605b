"""Subprocess half of ``frontend.partition``: ``python -m hlo2chakra.frontend.xla.worker REQ.json``.

Runs in a fresh interpreter because jax fixes the host device count at import. The request names a
global StableHLO text file (already retargeted), the replica/partition counts and the partitioner
(Shardy or GSPMD). The worker compiles it for ``num_replicas x num_partitions`` host CPU devices
with XLA's SPMD partitioner, which dumps the per-device HLO right after ``spmd-partitioning`` into
``out_dir/dump``, and writes ``worker.json`` (timings, peak RSS). The parent converts the dump:
XLA may abort in checks that run after partitioning (e.g. output shardings of programs with
replicas), and the partitioned program is still good then. On failure it prints one line
``partition_worker: <message>`` on stderr and exits 2.

Meshes larger than one process's CPU client allows (2048 devices) are compiled for ``num_nodes``
nodes of ``N / num_nodes`` devices each by one client in this process that is lent the other
nodes' devices (``frontend.xla.virtual_nodes``: no helper processes, so no thread per device of
theirs), through a coordination service at ``coordinator``.

The CPU backend pipeline after partitioning is not needed: it runs with backend optimisation off,
and the worker ends itself as soon as the partitioned HLO is dumped (``_end_after_partitioning``),
which is before any of that pipeline's passes run.

With ``gpu_target`` (a name in ``gpu_targets.TARGETS``) it compiles instead for compile-only
devices of that GPU, in one process whatever the device count, through XLA's whole GPU pipeline,
and the parent reads the final ``*gpu_after_optimizations.txt`` module: XLA's own kernels for
that GPU, made without one (JAX's CUDA plugin is needed, not a GPU).
"""

from __future__ import annotations

import glob
import json
import os
import resource
import sys
import threading
import time
from typing import Any


PARTITIONED_DUMP = "*after_spmd-partitioning*.txt"  # XLA's dump of the module right after partitioning


def _compile_options(num_replicas: int, num_partitions: int, shardy: bool, dump_dir: str, ids: Any,
                     gpu: bool = False) -> Any:
    import numpy as np
    from jax._src import compiler
    from jax._src.lib import xla_client as xc

    # HLO text elides constants of many elements as {...}, which reads back as other values: the
    # offset tables of partition-id slices (passes.reduce_scatter_creator) must come through.
    # XLA takes a flag's own type (a bool here), though jax annotates the values as str.
    overrides: dict[str, Any] = {"xla_dump_large_constants": True}
    opts = compiler.get_compile_options(num_replicas=num_replicas, num_partitions=num_partitions,
                                        env_options_overrides=overrides)
    build = opts.executable_build_options
    build.use_spmd_partitioning = True
    build.use_shardy_partitioner = shardy
    opts.device_assignment = xc.DeviceAssignment.create(np.asarray(ids).reshape(num_replicas, num_partitions))
    dbg = build.debug_options
    dbg.xla_dump_to = dump_dir
    dbg.xla_dump_hlo_as_text = True
    if gpu:
        return opts  # the whole GPU pipeline: its final module is what we want
    dbg.xla_dump_hlo_pass_re = "spmd-partitioning"
    # Everything after partitioning only costs time here: the per-device HLO is already dumped.
    dbg.xla_backend_optimization_level = 0
    dbg.xla_llvm_disable_expensive_passes = True
    return opts


def after_partitioning(dump_dir: str, gpu: bool = False) -> str:
    """The partitioned module XLA dumped: right after SPMD partitioning, or with ``gpu`` as XLA's
    GPU pipeline left it (its real kernels)."""
    pattern = "*gpu_after_optimizations.txt" if gpu else PARTITIONED_DUMP
    hits = sorted(glob.glob(os.path.join(dump_dir, pattern)))
    if not hits:
        raise RuntimeError(f"XLA wrote no {'GPU-optimized module' if gpu else 'dump after spmd-partitioning'} "
                           "(is the module sharded?)")
    with open(hits[-1], encoding="utf-8") as f:
        return f.read()


def run(req: dict[str, Any]) -> dict[str, Any]:
    t0 = time.perf_counter()
    from jax._src.interpreters import mlir
    from jax._src.lib import xla_client as xc
    from jaxlib.mlir import ir

    with open(req["module_path"], encoding="utf-8") as f:
        text = f.read()
    ctx = mlir.make_ir_context()
    with ctx:
        module = ir.Module.parse(text)
    n = int(req["num_replicas"]) * int(req["num_partitions"])
    gpu_target = req.get("gpu_target")
    if gpu_target:
        from hlo2chakra.frontend.xla.gpu_targets import compile_only_devices

        devices = compile_only_devices(gpu_target, n)
        compile_fn = devices[0].client.compile
    else:
        backend, _lent = _cpu_backend(n, int(req.get("num_nodes", 1)), str(req.get("coordinator", "")),
                                      float(req.get("timeout_s", 120)))
        devices = backend.devices()[:n]
        compile_fn = backend.compile_and_load
    if len(devices) < n:
        raise RuntimeError(f"the CPU client has {len(devices)} devices, {n} needed")
    t_setup = time.perf_counter()
    out = req["out_dir"]
    dump = os.path.join(out, "dump")
    opts = _compile_options(int(req["num_replicas"]), int(req["num_partitions"]), bool(req["shardy"]), dump,
                            [d.id for d in devices], gpu=bool(gpu_target))
    if not gpu_target:
        threading.Thread(target=_end_after_partitioning, args=(dump, out, t0, t_setup), daemon=True).start()
    compile_fn(module, executable_devices=xc.DeviceList(tuple(devices)), compile_options=opts)
    with _ENDING:  # the watcher may be ending the process now; else it must not, once this returns
        _FINISHED.set()
        after_partitioning(dump, gpu=bool(gpu_target))
        return _write_figures(out, t0, t_setup, stopped_early=False)


def _write_figures(out: str, t0: float, t_setup: float, stopped_early: bool) -> dict[str, Any]:
    info = {
        "setup_s": round(t_setup - t0, 3),
        "compile_s": round(time.perf_counter() - t_setup, 3),
        "peak_rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
        "stopped_after_partitioning": stopped_early,
    }
    with open(os.path.join(out, "worker.json"), "w", encoding="utf-8") as f:
        json.dump(info, f)
    return info


def _complete_dump(dump: str) -> bool:
    """Whether XLA has finished writing the module dumped after spmd-partitioning: the file holds
    its ENTRY computation (which XLA prints last), ends with that computation's brace, and has
    kept its size for one poll."""
    hits = sorted(glob.glob(os.path.join(dump, PARTITIONED_DUMP)))
    if not hits:
        return False
    size = os.path.getsize(hits[-1])
    time.sleep(_POLL_S)
    if os.path.getsize(hits[-1]) != size or size == 0:
        return False
    with open(hits[-1], encoding="utf-8") as f:
        text = f.read()
    return "\nENTRY " in text and text.rstrip().endswith("}")


_POLL_S = 0.1


def _end_after_partitioning(dump: str, out: str, t0: float, t_setup: float) -> None:
    """End the process once the partitioned module is dumped. What XLA's CPU backend does after
    partitioning (its optimisation passes, then LLVM code generation for every kernel) is most of
    the compile -- 60 of 63 s on a 256-way ViT -- and none of it is read; the parent converts the
    dump. ``os._exit``: the compile holds the main thread, and nothing else is left to run."""
    while not _complete_dump(dump):
        if _FINISHED.is_set():
            return
        time.sleep(_POLL_S)
    with _ENDING:
        if _FINISHED.is_set():  # the compile won the race: the main thread writes the figures
            return
        try:
            _write_figures(out, t0, t_setup, stopped_early=True)
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(0)


_ENDING = threading.Lock()     # one of the two threads writes worker.json and ends the worker
_FINISHED = threading.Event()  # set by the main thread once XLA's compile has returned


def _cpu_backend(devices: int, nodes: int, coordinator: str, timeout_s: float) -> tuple[Any, Any]:
    """XLA's CPU client: jax's own for one node, else one lent the devices of ``nodes - 1`` absent
    ones; and what must stay alive while it compiles (the coordination service), or None."""
    if nodes <= 1:
        from jax._src import xla_bridge

        return xla_bridge.get_backend("cpu"), None
    from hlo2chakra.frontend.xla.virtual_nodes import cpu_client

    cluster = cpu_client(devices, nodes, coordinator, timeout_s)
    return cluster.client, cluster


def main(argv: list[str]) -> int:
    with open(argv[0], encoding="utf-8") as f:
        req = json.load(f)
    from hlo2chakra.frontend.xla.host_devices import set_host_device_count

    set_host_device_count(int(req["num_replicas"]) * int(req["num_partitions"]) // int(req.get("num_nodes", 1)))
    try:
        run(req)
    except Exception as exc:  # the parent turns this line into a PartitionError
        msg = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        print(f"partition_worker: {type(exc).__name__}: {msg}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
