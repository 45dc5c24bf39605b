"""What the kernel model needs to know about one kernel, independent of any hardware.

``KernelCost`` is produced by the per-op rules (``cost.ops``) for every op or fusion of a program
and consumed by the roofline (``cost.roofline``) to give a duration on a given ``Hardware``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class KernelClass(str, enum.Enum):
    """The efficiency class of a kernel: which peak and which efficiency curve applies."""

    GEMM = "gemm"                  # dot_general (tensor-core / MXU rate of compute_dtype)
    CONVOLUTION = "convolution"    # convolution (tensor-core rate of compute_dtype)
    ELEMENTWISE = "elementwise"    # vector ALU work, usually memory bound
    REDUCTION = "reduction"        # reduce, reduce_window, select_and_scatter, sort
    DATA_MOVEMENT = "data_movement"  # transpose, concatenate, slice, pad, gather, scatter, copies
    FREE = "free"                  # no kernel at all (constants, reshapes/bitcasts, tuples, iota folded)


@dataclass(frozen=True)
class GemmShape:
    """A (batched) matrix product C[b, m, n] = sum_k A[b, m, k] * B[b, k, n]."""

    batch: int
    m: int
    n: int
    k: int


@dataclass(frozen=True)
class KernelCost:
    """Hardware-independent work of one kernel.

    flops: floating-point (or integer) operations; a multiply-add counts as 2.
    bytes_accessed: bytes read from and written to device memory at the kernel's boundary.
    compute_dtype: element type that selects the peak rate (for a GEMM: the operand type, so a
        bf16 x bf16 -> f32 dot runs at the bf16 rate), e.g. "bf16", "f32", "f8E4M3FN", "i8".
    kernel_class: which efficiency class applies.
    gemm: the GEMM geometry for shape-dependent efficiency (GEMMs and convolutions as implicit GEMM).
    launches: kernel launches this cost stands for (0 for FREE work).
    special_ops: evaluations on the special-function units (exp, log, reciprocal, ...; see
        ``cost.special_functions``), timed against ``Hardware.special_function_ops_per_s``.
    """

    flops: int
    bytes_accessed: int
    compute_dtype: str
    kernel_class: KernelClass
    gemm: GemmShape | None = None
    launches: int = 1
    special_ops: int = 0
