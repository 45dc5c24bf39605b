"""The library API of the converter: ``convert()`` a StableHLO program into per-rank Chakra traces.

``convert(module, out_dir, hardware=..., ranks=...)`` parses the module with jaxlib's MLIR
parser, lowers it to our Program, costs every kernel with the roofline of the chosen hardware,
builds one trace per rank, validates them against every rule that would make ASTRA-sim abort or
hang, and writes ``OUT/trace.<rank>.et``, ``OUT/comm_groups.json`` (when a sub-group is used) and
``OUT/manifest.json`` atomically (a temp dir renamed into place). Errors are ``ConvertError``
subclasses (or ``FrontendError`` / ``HardwareError``) with one-line messages naming the culprit.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from hlo2chakra import __version__
from hlo2chakra.cost.combine import parse_mode
from hlo2chakra.cost.costed import CostedProgram, cost_program
from hlo2chakra.cost.hardware import DEFAULT_HARDWARE
from hlo2chakra.cost.modes import CombineMode, FusionMode
from hlo2chakra.cost.ops import op_cost
from hlo2chakra.ir.program import Op
from hlo2chakra.chakra.emit.ranks import TraceSet, build_traces
from hlo2chakra.errors import BadInputError

TRACE_PREFIX = "trace"
COMM_GROUPS_FILE = "comm_groups.json"
MANIFEST_FILE = "manifest.json"


class ConvertError(BadInputError):
    """Conversion failed; the message is one line naming the culprit."""


@dataclass(frozen=True)
class ConvertResult:
    out_dir: Path
    manifest: dict[str, Any]
    warnings: tuple[str, ...] = field(default=())

    @property
    def trace_prefix(self) -> Path:
        return self.out_dir / self.manifest["trace_prefix"]


def load_program(module: str | os.PathLike, ranks: int | None = None,
                 mesh: Mapping[str, int] | str | None = None, xla_gpu: str | None = None):
    """Read any supported input (see ``frontend.forms``) and lower it; returns (Program, InputInfo).

    Global programs are partitioned with XLA's SPMD partitioner first, for ``mesh`` when given,
    and with ``xla_gpu`` (a GPU name, see ``gpu_targets``) also optimized by XLA's GPU pipeline
    for that GPU, compiled without one.
    """
    from hlo2chakra.frontend.inputs import load_input

    return load_input(module, ranks=ranks, mesh=mesh, weigh=_branch_weight, xla_gpu=xla_gpu)


def _branch_weight(ops: Sequence[Op]) -> float:
    """How heavy a case branch is (FLOPs + bytes), to cost the heaviest when none is known."""
    total = 0.0
    for op in ops:
        cost = op_cost(op)
        total += cost.flops + cost.bytes_accessed
    return total


def _manifest(trace_set: TraceSet, costed: CostedProgram, hw_summary: dict, info, num_ranks: int) -> dict[str, Any]:
    program = costed.program
    return {
        "tool": {"name": "hlo2chakra", "version": __version__},
        "trace_prefix": TRACE_PREFIX,
        "num_ranks": num_ranks,
        "comm_groups": COMM_GROUPS_FILE if trace_set.comm_groups else None,
        "hardware": hw_summary,
        "input": info.manifest(),
        "program": {
            "ops": len(program.ops),
            "num_partitions": program.num_partitions,
            "num_replicas": program.num_replicas,
            "modeled_compute_ns": round(sum(costed.durations_ns), 3),
            "notes": list(program.notes),
            "ranks_inferred_from": program.ranks_inferred_from or None,
        },
        "distinct_traces": trace_set.distinct_traces,
        "ranks": [
            {
                "rank": r.rank,
                "nodes": r.nodes,
                "comp_nodes": r.comp_nodes,
                "comm_nodes": r.comm_nodes,
                "flops": r.flops,
                "bytes": r.bytes,
                "compute_time_ns": r.compute_time_ns,
                "modeled_compute_ns": round(r.modeled_compute_ns, 3),
            }
            for r in trace_set.ranks
        ],
        "collectives": {k: dict(v) for k, v in trace_set.collectives.items()},
        "combining": costed.combining.as_dict() if costed.combining is not None else None,
        "unsupported_ops": costed.unsupported,
    }


def _memory_extras(manifest: dict[str, Any], costed: CostedProgram, hw: Any) -> tuple[str, ...]:
    """Add fusion and live-memory records to the manifest; a warning when memory overflows."""
    from hlo2chakra.cost.liveness import peak_memory

    memory = peak_memory(costed.program)
    manifest["fusion"] = costed.fusion.as_dict() if costed.fusion is not None else None
    manifest["memory_peak_bytes"] = memory.peak_bytes
    manifest["memory"] = {"argument_bytes": memory.argument_bytes, "peak_op_index": memory.peak_op_index,
                          "capacity_bytes": hw.memory_capacity_bytes}
    if memory.peak_bytes > hw.memory_capacity_bytes:
        return (f"estimated peak live memory {memory.peak_bytes / 1e9:.2f} GB per device exceeds "
                f"{hw.name}'s {hw.memory_capacity_bytes / 1e9:.2f} GB",)
    return ()


def _validate(trace_set: TraceSet, num_ranks: int) -> None:
    from hlo2chakra.chakra.validate.workload import ValidationError, check

    try:
        check(trace_set.traces, trace_set.comm_groups, num_npus=num_ranks)
    except ValidationError as exc:
        raise ConvertError(f"generated traces would break ASTRA-sim: {exc}") from None


def convert(
    module: str | os.PathLike,
    out_dir: str | os.PathLike,
    *,
    hardware: str | os.PathLike = DEFAULT_HARDWARE,
    ranks: int | None = None,
    validate: bool = True,
    fusion: FusionMode | str = FusionMode.AUTO,
    mesh: Mapping[str, int] | str | None = None,
    xla_gpu: str | None = None,
    combine: CombineMode | str = CombineMode.AUTO,
) -> ConvertResult:
    """Convert a program into per-rank Chakra traces in ``out_dir``.

    module: a per-device or global (Shardy / GSPMD) StableHLO file, HLO text, or an XLA dump
        directory (see ``hlo2chakra.frontend.forms``); global programs are partitioned by XLA.
    hardware: a preset name (see ``hlo2chakra.cost.hardware_yaml.list_presets()``) or a YAML path.
    ranks: the number of ranks when the module does not declare it (pmap-style programs).
    fusion: "auto" | "none" | "xla-like": how unfused input is grouped into kernels (``cost.fusion``).
    mesh: new mesh axis sizes for a global program (``{"data": 16}`` or ``"data=16,model=8"``).
    xla_gpu: for a global program, let XLA's GPU pipeline for this GPU (e.g. "H100-SXM") fuse
        and rewrite the partitioned program, deviceless (needs JAX's CUDA plugin, not a GPU);
        its kernels are then costed as XLA made them.
    combine: ``CombineMode.AUTO`` combines independent all-reduces / all-gathers / reduce-scatters
        like XLA's GPU pipeline unless XLA already optimized the program; ``XLA_LIKE`` always,
        ``NONE`` never (see ``cost.combine``; recorded in the manifest's ``combining``).
    Returns the written directory and its manifest (see the module docstring for the files).
    """
    from hlo2chakra.cost.hardware_yaml import hardware_summary, load_hardware
    from hlo2chakra.files.outdir import atomic_output_dir, check_replaceable
    from hlo2chakra.sim.config.files import comm_groups_json

    check_replaceable(Path(out_dir), command="convert")  # refuse before the work
    combine = parse_mode(combine)
    hw = load_hardware(hardware)
    program, info = load_program(module, ranks, mesh, xla_gpu)
    num_ranks = program.num_devices
    costed = cost_program(program, hw, fusion, combine, xla_gpu is not None)
    trace_set = build_traces(costed, num_ranks)
    if validate:
        _validate(trace_set, num_ranks)
    manifest = _manifest(trace_set, costed, hardware_summary(hw), info, num_ranks)
    memory_warning = _memory_extras(manifest, costed, hw)
    warnings = tuple(
        f"{kind}: no cost rule ({count} op{'s' if count > 1 else ''}); costed as memory-bound"
        for kind, count in costed.unsupported.items()
    ) + tuple(program.notes) + memory_warning
    with atomic_output_dir(out_dir, command="convert") as tmp:
        for rank, data in enumerate(trace_set.files):
            (tmp / f"{TRACE_PREFIX}.{rank}.et").write_bytes(data)
        if trace_set.comm_groups:
            (tmp / COMM_GROUPS_FILE).write_text(comm_groups_json(trace_set.comm_groups))
        (tmp / MANIFEST_FILE).write_text(json.dumps(manifest, indent=2) + "\n")
    return ConvertResult(Path(out_dir), manifest, warnings)
