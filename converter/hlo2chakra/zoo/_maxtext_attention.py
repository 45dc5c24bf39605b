"""MaxText's two GPU attention kernels for the `maxtext` zoo family: `dot_product` and `cudnn_flash_te`.

`dot_product` follows MaxText `MaxText/layers/attentions.py` (`AttentionOp.apply_attention_dot`,
commit 0fe43b75): the mask from segment ids and causality as an f32 tensor of 0 / -0.7*f32max
(`generate_attention_mask`), grouped-query scores `btkgd,bskd->bkgts` in the compute dtype with no
1/sqrt(hd) factor (MaxText folds it into the query kernel's initialiser), masked with a `where`
(`apply_mask_to_logits`), an unnormalised softmax (max, exp, sum), `bkgts,bskd->btkgd`, and the
division by the sum last. The [b, kv, g, s, s] scores are materialised.

`cudnn_flash_te` is what MaxText runs on GPUs (TransformerEngine's `DotProductAttention`, mask
`padding_causal`, BSHD layout, scale 1/sqrt(hd)): one fused cuDNN flash-attention kernel forward and
one backward per layer. The program holds them as XLA's own cuDNN custom calls, the form XLA's GPU
pipeline compiles (`__cudnn$fmhaSoftmax` / `__cudnn$fmhaSoftmaxBackward`, with the
`cudnn_fmha_backend_config` fields jax's `dot_product_attention(implementation="cudnn")` writes),
inside a `shard_map` over the batch axes so that the SPMD partitioner leaves them per-device. So
they export without a GPU or JAX's CUDA plugin; XLA's CPU pipeline cannot compile them (the export's
optimized stage is skipped, see `StepProgram.cpu_pipeline_unsupported`). Operands as XLA's:
forward (q, k, v, q_seqlen, kv_seqlen) -> (out, softmax stats f32[b, h, s], workspace u8[0]);
backward (q, k, v, stats, d_out, out, q_seqlen, kv_seqlen) -> (dq, dk, dv, workspace u8[0]).
The sequence lengths are the count of non-padding tokens (TE derives them from MaxText's mask).
As TE names them, the kernel's output and statistics are `checkpoint_name`d `context`, so the
`minimal_flash` / `context=device` policies keep them instead of re-running the forward kernel.
"""

from __future__ import annotations

import functools
import json
import math
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax.ad_checkpoint import checkpoint_name
from jax.extend.core import Primitive
from jax.sharding import Mesh, PartitionSpec as P

DEFAULT_MASK_VALUE = -0.7 * float(np.finfo(np.float32).max)  # MaxText common_types
FMHA_FORWARD = "__cudnn$fmhaSoftmax"
FMHA_BACKWARD = "__cudnn$fmhaSoftmaxBackward"


def attention_mask(segment_ids: jax.Array) -> jax.Array:
    """f32 [b, 1, 1, s, s]: 0 where a query may see a key (same segment, not later), else the mask value."""
    same = (segment_ids[:, :, None] == segment_ids[:, None, :])[:, None, None, :, :]
    s = segment_ids.shape[1]
    rows = jax.lax.broadcasted_iota(jnp.int32, (s, s), 0)
    cols = jax.lax.broadcasted_iota(jnp.int32, (s, s), 1)
    causal = (cols <= rows)[None, None, None, :, :]
    return jnp.where(jnp.logical_and(same, causal), 0.0, DEFAULT_MASK_VALUE)


def dot_product(q: jax.Array, k: jax.Array, v: jax.Array, segment_ids: jax.Array) -> jax.Array:
    """[b, s, h, d] x [b, s, kv, d] x2 -> [b, s, h, d], as MaxText's dot_product kernel."""
    b, t, n, d = q.shape
    n_kv = k.shape[-2]
    scores = jnp.einsum("btkgd,bskd->bkgts", q.reshape(b, t, n_kv, n // n_kv, d), k)
    mask = attention_mask(segment_ids)
    scores = jnp.where(mask >= DEFAULT_MASK_VALUE * 0.5, scores, DEFAULT_MASK_VALUE)
    local_max = jnp.max(scores, axis=-1, keepdims=True)
    exps = jnp.exp(scores - local_max)
    local_sum = jnp.sum(exps, axis=-1, keepdims=True)
    local_sum = jnp.moveaxis(local_sum, -2, 1).reshape(b, t, n, 1)
    out = jnp.einsum("bkgts,bskd->btkgd", exps, v).reshape(b, t, n, d)
    return out / local_sum


# --- cuDNN flash attention as XLA's custom calls -----------------------------------------------

def _backend_config(b: int, h: int, s: int, dtype: Any, scale: float, backward: bool) -> str:
    """The backend_config XLA's cuDNN attention calls carry (BTNH layout, PADDING_CAUSAL, no dropout)."""
    def dims(lc: int, rc: int, lb: tuple[int, int], rb: tuple[int, int]) -> dict[str, list[str]]:
        return {"lhs_contracting_dimensions": [str(lc)], "rhs_contracting_dimensions": [str(rc)],
                "lhs_batch_dimensions": [str(i) for i in lb], "rhs_batch_dimensions": [str(i) for i in rb]}
    if backward:  # BMM1_grad_1/2, BMM2_grad_1/2 for q, k, v in [b, s, h, d]
        gemms = {"bmm1_grad_gemm1_dot_dimension_numbers": dims(2, 1, (0, 1), (0, 2)),
                 "bmm1_grad_gemm2_dot_dimension_numbers": dims(3, 1, (0, 1), (0, 2)),
                 "bmm2_grad_gemm1_dot_dimension_numbers": dims(2, 1, (0, 1), (0, 2)),
                 "bmm2_grad_gemm2_dot_dimension_numbers": dims(3, 3, (0, 2), (0, 2))}
    else:  # BMM1: q.k^T -> [b, h, s, s]; BMM2: p.v -> [b, s, h, d]
        gemms = {"bmm1_dot_dimension_numbers": dims(3, 3, (0, 2), (0, 2)),
                 "bmm2_dot_dimension_numbers": dims(3, 1, (0, 1), (0, 2))}
    layout = {"minor_to_major": ["3", "2", "1", "0"], "tiles": [], "element_size_in_bits": "0"}
    config = {
        "algorithm": {"algo_id": "0", "math_type": "TENSOR_OP_MATH", "tuning_knobs": {"17": "1", "24": "0"},
                      "is_cudnn_frontend": True, "workspace_size": "0"},
        "fmha_scale": scale,
        "intermediate_tensor_shape": {"element_type": "BF16" if jnp.dtype(dtype) == jnp.bfloat16 else "F16",
                                      "dimensions": [str(b), str(h), str(s), str(s)], "tuple_shapes": [],
                                      "layout": layout, "is_dynamic_dimension": [False] * 4},
        "is_flash_attention": True, "mask_type": "PADDING_CAUSAL", "dropout_rate": 0.0, "seed": 42,
        "sliding_window_length": 0, "max_seg_per_batch": 1, "is_paged_attention": False, **gemms,
    }
    return json.dumps({"operation_queue_id": "0", "cudnn_fmha_backend_config": config})


def _lower(target: str, backward: bool):  # noqa: ANN202 - a jax lowering rule
    def rule(ctx: Any, *operands: Any, scale: float) -> Any:
        from jax._src.interpreters import mlir  # the custom_call builder jax's own cuDNN lowering uses
        from jax._src.lib.mlir import ir

        q = ctx.avals_in[0]
        types = [mlir.aval_to_ir_type(ctx.module_context, a) for a in ctx.avals_out]
        types.append(ir.RankedTensorType.get((0,), ir.IntegerType.get_unsigned(8)))  # workspace
        op = mlir.custom_call(target, result_types=types, operands=list(operands),
                              backend_config=_backend_config(q.shape[0], q.shape[2], q.shape[1], q.dtype, scale,
                                                             backward))
        return op.results[:-1]
    return rule


def _primitive(name: str, target: str, backward: bool, abstract: Any) -> Primitive:
    prim = Primitive(name)
    prim.multiple_results = True
    prim.def_abstract_eval(abstract)
    prim.def_impl(functools.partial(_no_impl, target))
    from jax._src.interpreters import mlir

    mlir.register_lowering(prim, _lower(target, backward))
    return prim


def _no_impl(target: str, *args: Any, **kwargs: Any) -> Any:
    raise NotImplementedError(f"{target} runs only inside an XLA GPU program; lower and export it, do not run it")


def _fwd_abstract(q: Any, k: Any, v: Any, q_len: Any, kv_len: Any, *, scale: float) -> tuple:
    b, s, h, _ = q.shape
    return (jax.core.ShapedArray(q.shape, q.dtype), jax.core.ShapedArray((b, h, s), jnp.float32))


def _bwd_abstract(q: Any, k: Any, v: Any, stats: Any, d_out: Any, out: Any, q_len: Any, kv_len: Any, *,
                  scale: float) -> tuple:
    return tuple(jax.core.ShapedArray(t.shape, t.dtype) for t in (q, k, v))


_FWD = _primitive("maxtext_cudnn_fmha_fwd", FMHA_FORWARD, False, _fwd_abstract)
_BWD = _primitive("maxtext_cudnn_fmha_bwd", FMHA_BACKWARD, True, _bwd_abstract)


@functools.partial(jax.custom_vjp, nondiff_argnums=(4,))
def _flash(q: jax.Array, k: jax.Array, v: jax.Array, seqlen: jax.Array, scale: float) -> jax.Array:
    return _FWD.bind(q, k, v, seqlen, seqlen, scale=scale)[0]


def _flash_fwd(q: jax.Array, k: jax.Array, v: jax.Array, seqlen: jax.Array, scale: float) -> tuple:
    out, stats = _FWD.bind(q, k, v, seqlen, seqlen, scale=scale)
    out, stats = checkpoint_name(out, "context"), checkpoint_name(stats, "context")  # as TE names them
    return out, (q, k, v, seqlen, out, stats)


def _flash_bwd(scale: float, res: tuple, d_out: jax.Array) -> tuple:
    q, k, v, seqlen, out, stats = res
    dq, dk, dv = _BWD.bind(q, k, v, stats, d_out, out, seqlen, seqlen, scale=scale)
    return dq, dk, dv, None


_flash.defvjp(_flash_fwd, _flash_bwd)


def cudnn_flash(q: jax.Array, k: jax.Array, v: jax.Array, segment_ids: jax.Array, mesh: Mesh,
                batch_axes: tuple[str, ...]) -> jax.Array:
    """Fused causal attention per device ([b, s, h, d] in and out, batch split over `batch_axes`)."""
    scale = 1.0 / math.sqrt(q.shape[-1])
    spec = P(batch_axes, None, None, None)

    def per_device(q: jax.Array, k: jax.Array, v: jax.Array, seg: jax.Array) -> jax.Array:
        seqlen = jnp.sum(seg != 0, axis=-1).astype(jnp.int32)
        return _flash(q, k, v, seqlen, scale)

    return jax.shard_map(per_device, mesh=mesh, in_specs=(spec, spec, spec, P(batch_axes, None)), out_specs=spec,
                         check_vma=False)(q, k, v, segment_ids)
