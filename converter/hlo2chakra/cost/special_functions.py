"""Which elementwise ops run on a GPU's special-function units (SFU / MUFU), and how many SFU
evaluations each costs per element: one place for the rule ``cost.ops`` applies.

NVIDIA SMs evaluate exp2, log2, sin, cos, tanh, reciprocal and reciprocal square root in the
special-function units at 16 results per clock per SM, a quarter (Ampere) or an eighth (Hopper,
Blackwell) of the FP32 rate (CUDA C++ Programming Guide, "Arithmetic Instructions", throughput
table: "32-bit floating-point reciprocal, reciprocal square root, base-2 logarithm, base 2
exponential, sine, cosine"). XLA's GPU backend lowers f32/f16/bf16 exp, log, sin, cos, tanh,
rsqrt, sqrt and division through these (division: a reciprocal refined by FMAs), so each costs
one SFU evaluation per element; logistic is exp plus a reciprocal and power is log2 plus exp2
(two each). Other elementwise ops run on the FP32/INT32 pipes (``Hardware.vector_flops_per_s``).
Integer and f64 ops never use the SFU.
"""

from __future__ import annotations

from hlo2chakra.ir.program import Op

SFU_EVALUATIONS: dict[str, int] = {
    "exponential": 1, "exponential_minus_one": 1, "log": 1, "log_plus_one": 1, "tanh": 1,
    "sine": 1, "cosine": 1, "tan": 2, "sqrt": 1, "rsqrt": 1, "cbrt": 2, "divide": 1,
    "logistic": 2, "power": 2,
}
_SFU_DTYPES = frozenset({"f32", "f16", "bf16"})


def special_ops(op: Op) -> int:
    """SFU evaluations of one (unfused) elementwise op: its result elements times the table's count."""
    weight = SFU_EVALUATIONS.get(op.short_kind, 0)
    if not weight or not op.result_types or op.result_types[0].dtype not in _SFU_DTYPES:
        return 0
    return weight * op.result_types[0].num_elements
