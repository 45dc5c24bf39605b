"""The library API of the converter: ``convert()`` a StableHLO program into per-rank Chakra traces.

``convert(module, out_dir, hardware=..., ranks=...)`` parses the module with jaxlib's MLIR
parser, lowers it to our Program, costs every kernel with the roofline of the chosen hardware,
builds one trace per rank, validates them against every rule that would make ASTRA-sim abort or
hang, and writes ``OUT/trace.<rank>.et``, ``OUT/comm_groups.json`` (when a sub-group is used) and
``OUT/manifest.json`` atomically (a temp dir renamed into place). Ranks with byte-identical traces
share one file through hard links, and the manifest lists them (``trace_groups``: manifest format 2,
see ``chakra.manifest``). Errors are ``ConvertError``
subclasses (or ``FrontendError`` / ``HardwareError``) with one-line messages naming the culprit.
A conversion reports its phases (parse, partition, passes/fusion/cost, traces, validate, write) to
``runtime.progress``, silent unless the CLI installed a reporter.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from hlo2chakra import __version__
from hlo2chakra.cost.combine import CombineSummary, parse_mode
from hlo2chakra.cost.costed import CostedProgram, cost_program
from hlo2chakra.cost.hardware import DEFAULT_HARDWARE
from hlo2chakra.cost.modes import CombineMode, FusionMode
from hlo2chakra.cost.ops import op_cost
from hlo2chakra.ir.program import Op
from hlo2chakra.passes.gpu_collectives import KindTotal, RewriteSummary
from hlo2chakra.chakra.comm_groups import COMM_GROUPS_FILE, comm_groups_json
from hlo2chakra.chakra.emit.ranks import ExecutionOrder, TraceSet, build_traces
from hlo2chakra.chakra.trace_files import write_trace_files
from hlo2chakra.chakra.manifest import (
    FORMAT_VERSION,
    CollectiveRewritesRecord,
    CollectiveTotal,
    CombiningRecord,
    FusionRecord,
    HardwareRecord,
    InputRecord,
    KindCombiningRecord,
    KindRewriteRecord,
    Manifest,
    MemoryRecord,
    PartitionRecord,
    ProgramRecord,
    RankRecord,
    ToolRecord,
    write_manifest,
)
from hlo2chakra.errors import BadInputError
from hlo2chakra.runtime import progress

if TYPE_CHECKING:
    from hlo2chakra.cost.fusion import FusionSummary

TRACE_PREFIX = "trace"
COST_PHASE = "passes, fusion, cost"  # one phase: cost.costed runs the three (and the memory estimate)


class ConvertError(BadInputError):
    """Conversion failed; the message is one line naming the culprit."""


@dataclass(frozen=True)
class ConvertResult:
    out_dir: Path
    manifest: Manifest
    warnings: tuple[str, ...] = field(default=())

    @property
    def trace_prefix(self) -> Path:
        return self.out_dir / self.manifest.trace_prefix


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


def _input_record(info: Any) -> InputRecord:
    """The manifest's ``input`` section from the frontend's ``InputInfo``."""
    part = None if info.partition is None else PartitionRecord(**info.partition)
    return InputRecord(path=info.path, sha256=info.sha256, encoding=info.encoding, form=info.form, detail=info.detail,
                       partitioned=part)


def _combining_record(summary: CombineSummary | None) -> CombiningRecord | None:
    if summary is None:
        return None
    kinds = {k.kind: KindCombiningRecord(k.ops_before, k.ops_after, k.bytes_before, k.bytes_after, k.combined_ops,
                                         k.largest) for k in summary.kinds}
    return CombiningRecord(summary.requested, summary.applied, summary.reason, dict(summary.threshold_bytes),
                           summary.threshold_count, kinds)


def _rewrites_record(summary: RewriteSummary | None) -> CollectiveRewritesRecord | None:
    """The manifest's ``collective_rewrites``: only when the rewrites changed the program."""
    if summary is None or not summary.changed:
        return None
    empty = KindTotal(0, 0)
    kinds = {k: KindRewriteRecord(summary.before.get(k, empty).count, summary.after.get(k, empty).count,
                                  summary.before.get(k, empty).input_bytes, summary.after.get(k, empty).input_bytes)
             for k in sorted(set(summary.before) | set(summary.after))}
    return CollectiveRewritesRecord(summary.reason, dict(summary.rewrites), kinds)


def _fusion_record(summary: FusionSummary | None) -> FusionRecord | None:
    if summary is None:
        return None
    return FusionRecord(summary.requested, summary.applied, summary.reason, summary.ops_before, summary.ops_after,
                        summary.fusions, summary.fused_ops, summary.duplicated_ops, dict(summary.kinds),
                        summary.sibling_merges)


def _manifest(trace_set: TraceSet, costed: CostedProgram, hw: Any, info: Any, num_ranks: int,
              memory: Any, execution_order: ExecutionOrder) -> Manifest:
    from hlo2chakra.cost.hardware_yaml import hardware_summary

    program = costed.program
    return Manifest(
        format_version=FORMAT_VERSION,
        tool=ToolRecord("hlo2chakra", __version__),
        trace_prefix=TRACE_PREFIX,
        num_ranks=num_ranks,
        comm_groups=COMM_GROUPS_FILE if trace_set.comm_groups else None,
        hardware=HardwareRecord(**hardware_summary(hw)),
        input=_input_record(info),
        program=ProgramRecord(len(program.ops), program.num_partitions, program.num_replicas,
                              round(sum(costed.durations_ns), 3), tuple(program.notes),
                              program.ranks_inferred_from or None),
        distinct_traces=trace_set.distinct_traces,
        trace_groups=trace_set.trace_groups(),
        ranks=tuple(RankRecord(r.rank, r.nodes, r.comp_nodes, r.comm_nodes, r.flops, r.bytes, r.compute_time_ns,
                               round(r.modeled_compute_ns, 3)) for r in trace_set.ranks),
        collectives={k: CollectiveTotal(v["count"], v["bytes"]) for k, v in trace_set.collectives.items()},
        combining=_combining_record(costed.combining),
        collective_rewrites=_rewrites_record(costed.rewriting),
        execution_order=execution_order.value,
        unsupported_ops=costed.unsupported,
        fusion=_fusion_record(costed.fusion),
        memory_peak_bytes=memory.peak_bytes,
        memory=MemoryRecord(memory.argument_bytes, memory.peak_op_index, hw.memory_capacity_bytes),
    )


def _memory_warning(peak_bytes: int, hw: Any) -> tuple[str, ...]:
    """A warning when the estimated peak live memory overflows the device."""
    if peak_bytes > hw.memory_capacity_bytes:
        return (f"estimated peak live memory {peak_bytes / 1e9:.2f} GB per device exceeds "
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
    gpu_collective_rewrites: bool = True,
    execution_order: ExecutionOrder | str = ExecutionOrder.PROGRAM,
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
    gpu_collective_rewrites: rewrite the collectives as XLA's GPU pipeline would (reduce-scatter
        creation, all-reduce reassociation, conversions moved across collectives; see
        ``passes.gpu_collectives``) unless XLA already optimized the program; recorded in the
        manifest's ``collective_rewrites`` when it rewrote anything.
    execution_order: ``program`` (default): each rank's compute runs in program order on one
        stream (a ctrl-dep chain), as a GPU runs it; ``dataflow``: ordered by data only (see
        ``chakra.emit.ranks``). Recorded as the manifest's ``execution_order``.
    Returns the written directory and its manifest (see the module docstring for the files).
    """
    from hlo2chakra.runtime.collector import collector_paused

    with collector_paused():  # the conversion makes no cyclic garbage worth its cost
        return _convert(module, out_dir, hardware=hardware, ranks=ranks, validate=validate, fusion=fusion,
                        mesh=mesh, xla_gpu=xla_gpu, combine=combine, gpu_collective_rewrites=gpu_collective_rewrites,
                        execution_order=execution_order)


def _convert(module: str | os.PathLike, out_dir: str | os.PathLike, *, hardware: str | os.PathLike,
             ranks: int | None, validate: bool, fusion: FusionMode | str, mesh: Mapping[str, int] | str | None,
             xla_gpu: str | None, combine: CombineMode | str, gpu_collective_rewrites: bool = True,
             execution_order: ExecutionOrder | str = ExecutionOrder.PROGRAM) -> ConvertResult:
    from hlo2chakra.cost.hardware_yaml import load_hardware
    from hlo2chakra.cost.liveness import peak_memory
    from hlo2chakra.files.outdir import atomic_output_dir, check_replaceable

    check_replaceable(Path(out_dir), command="convert")  # refuse before the work
    combine = parse_mode(combine)
    try:
        order = ExecutionOrder.parse(execution_order)
    except ValueError as exc:
        raise ConvertError(str(exc)) from None
    hw = load_hardware(hardware)
    program, info = load_program(module, ranks, mesh, xla_gpu)  # phases parse, partition (frontend.inputs)
    num_ranks = program.num_devices
    progress.phase(COST_PHASE)
    costed = cost_program(program, hw, fusion, combine, xla_gpu is not None, gpu_collective_rewrites)
    memory = peak_memory(costed.program)
    progress.phase("traces")
    trace_set = build_traces(costed, num_ranks, order)
    if validate:
        progress.phase("validate")
        _validate(trace_set, num_ranks)
    manifest = _manifest(trace_set, costed, hw, info, num_ranks, memory, order)
    warnings = tuple(
        f"{kind}: no cost rule ({count} op{'s' if count > 1 else ''}); costed as memory-bound"
        for kind, count in costed.unsupported.items()
    ) + tuple(program.notes) + _memory_warning(memory.peak_bytes, hw)
    with atomic_output_dir(out_dir, command="convert") as tmp:
        write_trace_files(tmp, TRACE_PREFIX, trace_set.files, trace_set.shared_with)  # phase write, per rank
        if trace_set.comm_groups:
            (tmp / COMM_GROUPS_FILE).write_text(comm_groups_json(trace_set.comm_groups))
        write_manifest(tmp, manifest)
    return ConvertResult(Path(out_dir), manifest, warnings)
