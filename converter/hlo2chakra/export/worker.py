"""Subprocess half of `hlo2chakra.export.run`: `python -m hlo2chakra.export.worker REQUEST.json`.

Runs in a fresh interpreter because jax fixes the host device count at import. Writes the files
named in `export.py` into the request's `out_dir` (a temporary directory the parent renames),
then exits 0. On a failure it prints one line `export_worker: <message>` on stderr and exits 2.
Each step it enters (build, lower, compile, convert, bytecode, meta) is one `export_step: NAME`
line on stderr, which the parent turns into its progress phase; the worker itself never draws.
"""

from __future__ import annotations

import glob
import json
import os
import re
import sys
import tempfile
from typing import Any

from hlo2chakra.frontend.xla.host_devices import set_host_device_count
from hlo2chakra.frontend.xla.virtual_nodes import MAX_DEVICES_PER_NODE
from hlo2chakra.frontend.xla.worker import PARTITIONED_DUMP

FORMAT_VERSION = 1
STEP_PREFIX = "export_step: "   # a step line on stderr: the parent shows it as the export's phase


def _use_gpu_target(name: str, num_devices: int) -> None:
    """Make the zoo build its mesh over compile-only devices of GPU `name` (no GPU needed)."""
    from hlo2chakra.frontend.xla.gpu_targets import compile_only_devices
    from hlo2chakra.zoo._common import use_devices

    use_devices(compile_only_devices(name, num_devices))


def _cost(compiled: Any) -> dict[str, float]:
    if compiled is None:  # stopped after partitioning: no executable, no cost analysis
        return {}
    raw = compiled.cost_analysis()
    if isinstance(raw, (list, tuple)):
        raw = raw[0] if raw else {}
    raw = raw or {}  # a compile-only (deviceless) executable reports no cost analysis
    keep = {"flops": "flops", "bytes accessed": "bytes_accessed", "transcendentals": "transcendentals",
            "optimal_seconds": "optimal_seconds"}
    return {out: float(raw[k]) for k, out in keep.items() if k in raw}


def _one(pattern: str, folder: str) -> str:
    hits = sorted(glob.glob(os.path.join(folder, pattern)))
    if not hits:
        raise RuntimeError(f"XLA wrote no dump matching {pattern}")
    with open(hits[-1], encoding="utf-8") as f:
        return f.read()


def _write(path: str, data: str | bytes) -> None:
    if isinstance(data, bytes):
        with open(path, "wb") as f:
            f.write(data)
    else:
        with open(path, "w", encoding="utf-8") as f:
            f.write(data)


def _write_global_forms(req: dict[str, Any], out: str, program: Any) -> tuple[Any, list[str]]:
    """global.mlir (Shardy) and, when asked, global_gspmd.mlir; returns the lowering and the files."""
    import jax

    from hlo2chakra import zoo

    lowered = program.fn.lower(*program.args)
    _write(os.path.join(out, "global.mlir"), lowered.as_text())
    files = ["global.mlir"]
    if req.get("gspmd"):
        jax.config.update("jax_use_shardy_partitioner", False)
        try:
            # A fresh build: the jit object caches its Shardy lowering.
            gprog, _, _ = zoo.build_program(req["model"], req["mesh"], req["overrides"])
            _write(os.path.join(out, "global_gspmd.mlir"), gprog.fn.lower(*gprog.args).as_text())
        finally:
            jax.config.update("jax_use_shardy_partitioner", True)
        files.append("global_gspmd.mlir")
    return lowered, files


def _write_optimized(out: str, opt_hlo: str, gpu_target: str | None,
                     conversions: dict[str, str]) -> tuple[list[str], str | None]:
    """The XLA-optimized program as StableHLO (and as HLO text for a GPU target): (files, error)."""
    from hlo2chakra.frontend.hlo.to_stablehlo import hlo_to_stablehlo

    files = []
    if gpu_target:  # the module as a user's XLA dump of a GPU run holds it
        _write(os.path.join(out, "optimized.hlo"), opt_hlo)
        files.append("optimized.hlo")
    try:
        text, conversions["optimized"] = hlo_to_stablehlo(opt_hlo)
    except Exception as exc:  # recorded in meta: the CPU pipeline's output may not convert
        return files, f"{type(exc).__name__}: {exc}".splitlines()[0]
    _write(os.path.join(out, "optimized.mlir"), text)
    return files + ["optimized.mlir"], None


def _partition_only(lowered: Any, options: dict[str, Any], dump: str) -> Any:
    """Compile as far as XLA's CPU backend goes: the SPMD-partitioned module is dumped before the
    backend meets what it cannot compile. The executable, or None when the backend gave up after
    partitioning; an error before partitioning is raised."""
    try:
        return lowered.compile(compiler_options={**options, "xla_backend_optimization_level": 0,
                                                 "xla_llvm_disable_expensive_passes": True})
    except Exception:
        if glob.glob(os.path.join(dump, PARTITIONED_DUMP)):
            return None
        raise


def _meta(req: dict[str, Any], cfg: Any, mesh: Any, compiled: Any, spmd_hlo: str, opt_hlo: str) -> dict[str, Any]:
    """meta.json without its conversions, optimized_error and files entries."""
    import jax

    from hlo2chakra import zoo
    from hlo2chakra.frontend.hlo.text import collectives_in_hlo, count_by_kind, module_header, while_loops

    colls = collectives_in_hlo(spmd_hlo)
    opt_colls = collectives_in_hlo(opt_hlo)
    gpu_target = req.get("gpu_target")
    return {
        "format_version": FORMAT_VERSION,
        "model": req["model"], "family": zoo.get_entry(req["model"]).family, "config": zoo.config_dict(cfg),
        "mesh": {a: int(s) for a, s in mesh.shape.items()},
        "num_devices": int(mesh.size), **module_header(spmd_hlo),
        "jax_version": jax.__version__,
        "optimized_for": f"gpu:{gpu_target}" if gpu_target else "cpu",
        "xla_cost_per_device": _cost(compiled),
        "collectives": {"counts": count_by_kind(colls), "instances": [c.to_json() for c in colls]},
        "optimized_collectives": {"counts": count_by_kind(opt_colls),
                                  "instances": [c.to_json() for c in opt_colls]},
        "while_loops": [w.to_json() for w in while_loops(spmd_hlo)],
        "optimized_while_loops": [w.to_json() for w in while_loops(opt_hlo)],
    }


def step(name: str) -> None:
    """Tell the parent which step the export is in (a ``STEP_PREFIX`` line on stderr; it draws the progress)."""
    print(f"{STEP_PREFIX}{name}", file=sys.stderr, flush=True)


def run(req: dict[str, Any]) -> dict[str, Any]:
    from hlo2chakra import zoo
    from hlo2chakra.frontend.hlo.to_stablehlo import hlo_to_stablehlo

    out = req["out_dir"]
    gpu_target = req.get("gpu_target")
    step("build")
    if gpu_target:
        _use_gpu_target(gpu_target, int(req["num_devices"]))
    program, cfg, mesh = zoo.build_program(req["model"], req["mesh"], req["overrides"])
    step("lower")
    lowered, files = _write_global_forms(req, out, program)
    step("compile")
    conversions: dict[str, str] = {}
    counts: dict[str, int] | None = None  # collective counts, when not read from XLA's HLO
    if not gpu_target and int(mesh.size) > MAX_DEVICES_PER_NODE:
        skip_cpu = f"the mesh has {int(mesh.size)} devices, more than one XLA CPU client holds ({MAX_DEVICES_PER_NODE})"
        compiled, spmd_hlo, opt_hlo = None, "", ""
        partitioned = _partition_beyond_one_client(out)
        step("convert")
        per_device, conversions["per_device"] = partitioned.per_device_text, "xla-spmd-partitioner"
        counts = _stablehlo_collective_counts(per_device)
        header = {"num_partitions": partitioned.num_partitions, "num_replicas": partitioned.num_replicas}
    else:
        # A program only XLA's GPU backend can compile (zoo StepProgram.cpu_pipeline_unsupported) keeps
        # its partitioned form; the CPU pipeline's optimized stage and cost analysis are skipped.
        skip_cpu = "" if gpu_target else getattr(program, "cpu_pipeline_unsupported", "")
        with tempfile.TemporaryDirectory(prefix="xla_dump_") as dump:
            options = {"xla_dump_to": dump, "xla_dump_hlo_pass_re": "spmd-partitioning",
                       "xla_dump_hlo_as_text": True, "xla_dump_large_constants": True}  # no {...}: offset tables stay
            compiled = _partition_only(lowered, options, dump) if skip_cpu else lowered.compile(compiler_options=options)
            spmd_hlo = _one(PARTITIONED_DUMP, dump)
            opt_hlo = "" if skip_cpu else _one(
                "*gpu_after_optimizations.txt" if gpu_target else "*cpu_after_optimizations.txt", dump)
        step("convert")
        per_device, conversions["per_device"] = hlo_to_stablehlo(spmd_hlo)
        header = {}
    _write(os.path.join(out, "per_device.mlir"), per_device)
    files.append("per_device.mlir")
    optimized_error = skip_cpu or None
    if req.get("optimized", True) and not skip_cpu:
        optimized, optimized_error = _write_optimized(out, opt_hlo, gpu_target, conversions)
        files += optimized
    if req.get("bytecode"):
        step("bytecode")
        files += _write_binary_forms(out, per_device, program)
    step("meta")
    meta = {**_meta(req, cfg, mesh, compiled, spmd_hlo, opt_hlo), **header, "optimized_error": optimized_error,
            "optimized_skipped": skip_cpu, "conversions": conversions, "files": files + ["meta.json"]}
    if counts is not None:
        meta["collectives"] = {"counts": counts, "instances": []}
    if skip_cpu:
        meta["optimized_for"] = "partitioning-only"
    _write(os.path.join(out, "meta.json"), json.dumps(meta, indent=1, sort_keys=True) + "\n")
    return meta


_STABLEHLO_COLLECTIVE = re.compile(r'"?stablehlo\.(all_reduce|all_gather|reduce_scatter|all_to_all|collective_permute)\b')


def _partition_beyond_one_client(out: str) -> Any:
    """A mesh larger than one XLA CPU client holds (2,048 devices): the CPU client refuses to compile
    it at all ("Multiprocess computations aren't implemented"), so global.mlir is partitioned the way
    ``convert`` partitions a global program (``frontend.xla.partition``: XLA's own SPMD partitioner
    over virtual nodes). There is no optimized stage and no XLA cost analysis."""
    from hlo2chakra.frontend.forms import detect_form
    from hlo2chakra.frontend.xla.partition import partition

    return partition(detect_form(os.path.join(out, "global.mlir")))


def _stablehlo_collective_counts(text: str) -> dict[str, int]:
    """Collectives by kind in a per-device StableHLO module (no HLO text to read them from)."""
    counts: dict[str, int] = {}
    for match in _STABLEHLO_COLLECTIVE.finditer(text):
        counts[match.group(1)] = counts.get(match.group(1), 0) + 1
    return dict(sorted(counts.items()))


def _write_binary_forms(out: str, per_device_text: str, program: Any) -> list[str]:
    """Plain MLIR bytecode of the per-device program, and a StableHLO portable artifact.

    The portable artifact is made from the per-device module when it only uses the dialects
    StableHLO can version, else from `jax.export` of the global program.
    """
    import jax
    from jax._src.interpreters import mlir
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo

    ctx = mlir.make_ir_context()
    module = ir.Module.parse(per_device_text, context=ctx)
    path = os.path.join(out, "per_device.mlirbc")
    with open(path, "wb") as f:
        module.operation.write_bytecode(f)
    try:
        artifact = stablehlo.serialize_portable_artifact_str(
            per_device_text, stablehlo.get_current_version())
        name = "per_device.stablehlo"
    except Exception:  # mhlo ops / sdy mesh references have no versioned (VHLO) form
        artifact = jax.export.export(program.fn)(*program.args).mlir_module_serialized
        name = "global.stablehlo"
    _write(os.path.join(out, name), bytes(artifact))
    return ["per_device.mlirbc", name]


def main(argv: list[str]) -> int:
    with open(argv[0], encoding="utf-8") as f:
        req = json.load(f)
    set_host_device_count(int(req["num_devices"]))
    try:
        meta = run(req)
    except Exception as exc:
        msg = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        print(f"export_worker: {type(exc).__name__}: {msg}", file=sys.stderr)
        return 2
    print(json.dumps({"files": meta["files"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
