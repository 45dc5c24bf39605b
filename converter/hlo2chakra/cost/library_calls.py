"""Cost of the vendor-library calls in XLA-optimized GPU programs: cuBLAS GEMMs, cuDNN
convolutions and cuDNN fused (flash) attention.

XLA's GPU pipeline turns dots into `__cublas$gemm` / `__cublas$lt$matmul[$f8]` custom calls and
convolutions into `__cudnn$conv*` custom calls. Their shapes are in the operand types; the rest
of the geometry is in attributes:

- cuBLAS: `backend_config.gemm_backend_config.dot_dimension_numbers` (JSON, dims as strings).
  Operands are lhs, rhs, then optional bias / scales; FLOPs are 2*batch*M*N*K.
- cuDNN: HLO's `window` / `dim_labels` / `feature_group_count`, which `hlo_import` keeps through
  import as frontend attributes (`h2c_window`, ...). The call is one of the three convolutions of
  a forward conv (input x kernel -> output); each costs what the forward one does:

  | target | operands | result |
  |---|---|---|
  | convForward, convBiasActivationForward, convForwardGraph | input, kernel, ... | output |
  | convBackwardInput | output grad, kernel | input grad |
  | convBackwardFilter | input, output grad | kernel grad |

- cuDNN attention (`__cudnn$fmha*`, what `jax.nn.dot_product_attention(implementation="cudnn")`
  becomes): `backend_config.cudnn_fmha_backend_config.intermediate_tensor_shape` is the score
  matrix [B, H, Sq, Sk]; D is Q's (operand 0) elements / (B*H*Sq); Dv is the output's (forward)
  or D (backward). FLOPs are those of the GEMMs a flash-attention kernel runs without ever
  writing the scores: forward Q.K^T and P.V, 2*B*H*Sq*Sk*(D+Dv); backward recomputes Q.K^T and
  runs dO.V^T, P^T.dO, dS.K, dS^T.Q, 2*B*H*Sq*Sk*(3D+2Dv). A causal mask skips the tiles above
  the diagonal: half of it. Costed as a GEMM of the Q.K^T shape (efficiency from that shape).

Results that are the call's scratch workspace (a trailing u8/s8 tensor) are not counted as bytes.
`library_call_cost(op)` returns None for other targets and for cuDNN calls whose geometry was
lost (StableHLO imported without `hlo_import`), so the caller falls back to memory-bound.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from hlo2chakra.ir.program import Op, TensorType, dtype_bits
from hlo2chakra.cost.conv import conv_cost, geometry_from_hlo
from hlo2chakra.cost.kernel import GemmShape, KernelClass, KernelCost
from hlo2chakra.ir.attributes import CONV_ATTRIBUTE_KEYS

CUBLAS_TARGETS = frozenset({"__cublas$gemm", "__cublas$lt$matmul", "__cublas$lt$matmul$f8"})
_FORWARD = ("__cudnn$convForward", "__cudnn$convBiasActivationForward", "__cudnn$convForwardGraph")
CUDNN_CONV_TARGETS = frozenset(_FORWARD + ("__cudnn$convBackwardInput", "__cudnn$convBackwardFilter"))


CUDNN_FMHA_PREFIX = "__cudnn$fmha"


def _results_without_workspace(op: Op) -> tuple[TensorType, ...]:
    results = op.result_types
    if len(results) > 1 and results[-1].dtype in ("ui8", "u8", "i8", "s8"):
        return results[:-1]
    return results


def _bytes(op: Op) -> int:
    return sum(t.size_bytes for t in op.operand_types) + sum(t.size_bytes for t in _results_without_workspace(op))


def _backend_config(op: Op) -> Mapping[str, Any]:
    raw = op.attrs.get("backend_config")
    if isinstance(raw, dict):
        return raw
    try:
        return json.loads(raw) if isinstance(raw, str) and raw else {}
    except ValueError:
        return {}


def _gemm(op: Op) -> KernelCost | None:
    dims = _backend_config(op).get("gemm_backend_config", {}).get("dot_dimension_numbers")
    if dims is None or len(op.operand_types) < 2:
        return None
    lhs, rhs = op.operand_types[0], op.operand_types[1]

    def dims_of(key: str) -> set[int]:
        return {int(d) for d in dims.get(key, [])}

    lb, lc = dims_of("lhs_batch_dimensions"), dims_of("lhs_contracting_dimensions")
    rb, rc = dims_of("rhs_batch_dimensions"), dims_of("rhs_contracting_dimensions")

    def prod(t: TensorType, keep) -> int:
        out = 1
        for d, s in enumerate(t.shape):
            if keep(d):
                out *= s
        return out

    batch = prod(lhs, lambda d: d in lb)
    k = prod(lhs, lambda d: d in lc)
    m = prod(lhs, lambda d: d not in lb and d not in lc)
    n = prod(rhs, lambda d: d not in rb and d not in rc)
    dtype = lhs.dtype if dtype_bits(lhs.dtype) >= dtype_bits(rhs.dtype) else rhs.dtype
    return KernelCost(2 * batch * m * n * k, _bytes(op), dtype, KernelClass.GEMM,
                      gemm=GemmShape(batch=batch, m=m, n=n, k=k))


def _conv(op: Op, target: str) -> KernelCost | None:
    attrs = op.attrs.get("mhlo.frontend_attributes") or {}
    labels, window = attrs.get(CONV_ATTRIBUTE_KEYS["dim_labels"]), attrs.get(CONV_ATTRIBUTE_KEYS["window"])
    if not isinstance(labels, str) or len(op.operand_types) < 2 or not op.result_types:
        return None
    try:
        geometry = geometry_from_hlo(labels, window or "",
                                     int(attrs.get(CONV_ATTRIBUTE_KEYS["feature_group_count"], 1)),
                                     int(attrs.get(CONV_ATTRIBUTE_KEYS["batch_group_count"], 1)))
    except ValueError:
        return None
    a, b, result = op.operand_types[0], op.operand_types[1], op.result_types[0]
    if target == "__cudnn$convBackwardInput":
        inp, kernel, out = result, b, a
    elif target == "__cudnn$convBackwardFilter":
        inp, kernel, out = a, result, b
    else:
        inp, kernel, out = a, b, result
    return conv_cost(inp, kernel, out, geometry, _bytes(op))


def _attention(op: Op, target: str) -> KernelCost | None:
    config = _backend_config(op).get("cudnn_fmha_backend_config", {})
    dims = [int(d) for d in config.get("intermediate_tensor_shape", {}).get("dimensions", [])]
    if len(dims) != 4 or not op.operand_types or not op.result_types or 0 in dims:
        return None
    batch, heads, sq, sk = dims
    q = op.operand_types[0]
    d = q.num_elements // (batch * heads * sq)
    backward = "Backward" in target
    dv = d if backward else op.result_types[0].num_elements // (batch * heads * sq)
    gemm_widths = (3 * d + 2 * dv) if backward else (d + dv)
    flops = 2 * batch * heads * sq * sk * gemm_widths
    if config.get("mask_type", "NO_MASK") in ("CAUSAL", "PADDING_CAUSAL"):
        flops //= 2
    return KernelCost(flops, _bytes(op), q.dtype, KernelClass.GEMM,
                      gemm=GemmShape(batch=batch * heads, m=sq, n=sk, k=d))


def library_call_cost(op: Op) -> KernelCost | None:
    """KernelCost of a cuBLAS / cuDNN custom call, or None when it is not one we can cost."""
    target = str(op.attrs.get("call_target_name", ""))
    if target in CUBLAS_TARGETS:
        return _gemm(op)
    if target in CUDNN_CONV_TARGETS:
        return _conv(op, target)
    if target.startswith(CUDNN_FMHA_PREFIX):
        return _attention(op, target)
    return None
