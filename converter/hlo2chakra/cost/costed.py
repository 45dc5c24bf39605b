"""Program -> CostedProgram: every op's work and roofline duration on one hardware.

``cost_program(program, hardware, fusion, combine)`` first rewrites the program's collectives as
XLA's GPU pipeline would (``passes.gpu_collectives``: reduce-scatter creation, all-reduce
reassociation, conversions moved across collectives), groups its ops into kernels
(``cost.fusion``; dequantized FP8 operands first make FP8 GEMMs, ``cost.fp8_gemm``) and combines
its collectives (``cost.combine``), as that pipeline would, then
costs each op of the result (``cost.ops``) and times it with the roofline (``cost.roofline``).
Collectives and FREE ops take no kernel time (the network model times collectives). The trace
builder and the reports take the ``CostedProgram`` it returns.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Mapping, Sequence

from hlo2chakra.cost.combine import CombineSummary, combine_collectives, optimized_by_xla
from hlo2chakra.cost.fp8_gemm import rewrite_fp8_gemms
from hlo2chakra.cost.fusion import FusionSummary, fuse_program
from hlo2chakra.cost.hardware import Hardware
from hlo2chakra.cost.kernel import KernelClass, KernelCost
from hlo2chakra.cost.modes import CombineMode, FusionMode
from hlo2chakra.cost.ops import is_known, op_cost
from hlo2chakra.cost.roofline import kernel_time_ns
from hlo2chakra.ir.program import Op, Program
from hlo2chakra.passes.gpu_collectives import RewriteSummary, rewrite_collectives


@dataclass(frozen=True)
class CostedProgram:
    """A program as costed: ``costs[i]`` and ``durations_ns[i]`` belong to ``program.ops[i]``."""

    program: Program                      # after fusion and combining: the ops that are costed
    costs: tuple[KernelCost, ...]
    durations_ns: tuple[float, ...]       # roofline kernel time; 0 for collectives and FREE ops
    unsupported: Mapping[str, int]        # op kind (or custom-call target) without a cost rule -> count
    fusion: FusionSummary | None = None           # what fusion did to the input program
    combining: CombineSummary | None = None       # what collective combining did
    rewriting: RewriteSummary | None = None       # what XLA's GPU collective rewrites did

    @property
    def modeled_compute_ns(self) -> float:
        return float(sum(self.durations_ns))


def _unknown_kinds(ops: Sequence[Op]) -> Counter:
    found: Counter = Counter()
    for op in ops:
        if op.body:
            found.update(_unknown_kinds(op.body))
        elif not is_known(op):
            found[op.label if op.short_kind == "custom_call" else op.kind] += 1
    return found


def cost_program(program: Program, hardware: Hardware, fusion: FusionMode | str = FusionMode.AUTO,
                 combine: CombineMode | str = CombineMode.AUTO, xla_gpu: bool = False,
                 collective_rewrites: bool = True) -> CostedProgram:
    """Per-op KernelCost and roofline duration (ns) on ``hardware``.

    collective_rewrites: apply XLA's GPU collective rewrites unless XLA optimized the program
    (``passes.gpu_collectives``). fusion: auto (group ops like XLA's GPU fusion unless the
    program already has fusions), xla-like or none (see ``cost.fusion``). combine: how
    collectives are combined after fusion, as XLA's GPU pipeline does (``cost.combine``; auto:
    unless XLA optimized the program, ``xla_gpu`` saying its GPU pipeline did). The returned
    ``program`` is the costed one.
    """
    original = program
    optimized = optimized_by_xla(original, xla_gpu)
    program, rewriting = rewrite_collectives(program, collective_rewrites, optimized)
    if not optimized:  # XLA's GemmRewriter made FP8 GEMMs of dequantized operands (cost.fp8_gemm)
        program, _ = rewrite_fp8_gemms(program, hardware)
    program, summary = fuse_program(program, fusion)
    program, combining = combine_collectives(program, combine, optimized=optimized)
    costs = tuple(op_cost(op) for op in program.ops)
    durations = tuple(
        0.0 if (op.collective is not None or cost.kernel_class is KernelClass.FREE) else kernel_time_ns(cost, hardware)
        for op, cost in zip(program.ops, costs)
    )
    return CostedProgram(program, costs, durations, dict(sorted(_unknown_kinds(original.ops).items())), summary,
                         combining, rewriting)
