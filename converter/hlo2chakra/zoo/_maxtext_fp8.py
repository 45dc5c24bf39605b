"""FP8 GEMMs for the `maxtext` zoo family (`quantization=fp8`), as XLA's GPU pipeline runs them.

MaxText's fp8 path (`MaxText/layers/quantizations.py`: `Fp8Quantization` -> flax's
`nn.Fp8DotGeneralOp`) quantize-dequantizes a dense layer's input and kernel to float8_e4m3fn and
the output gradient to float8_e5m2, each with a per-tensor scale from delayed scaling (the max of
a 1024-step amax history; the new amax is pushed in every step). XLA's GPU GEMM rewriter folds each
quantize -> dequantize -> dot into one cuBLASLt FP8 GEMM with the scales as alpha. This module emits
that rewritten form directly, so the program holds dots with f8 operands:

  forward   y  = dot(q(x, e4m3), q(k, e4m3)) * sx*sk               (bf16 result)
  backward  dx = dot(q(g, e5m2), q(k, e4m3)) * sg*sk,   dk = dot(q(x, e4m3), q(g, e5m2)) * sx*sg

`q(t, f8)` is clip(t / s, -max, max) -> f8. The scale and history updates are the ones flax makes
(`compute_scale`, `compute_amax_history`): a reduction max(|t|) per quantized tensor, plus scalar
work. As in flax, the updated statistics come back as the "gradient" of the statistics (MaxText's
`_overwrite_with_gradient` collection), which the step then stores instead of optimizing.

Only MaxText's `DenseGeneral` dots are quantized (contracting the input's trailing dims with the
kernel's leading ones, no batch dims); the attention einsums and the logits dot stay bf16, as in MaxText.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

import jax
import jax.numpy as jnp
from jax import lax

E4M3 = jnp.float8_e4m3fn
E5M2 = jnp.float8_e5m2
AMAX_HISTORY = 1024  # flax Fp8DotGeneralOp.amax_history_length
# flax's variable names in the _overwrite_with_gradient collection, one set per quantized dense
STAT_SHAPES: Mapping[str, tuple[int, ...]] = {
    "input_scale": (1,), "input_amax_history": (AMAX_HISTORY,),
    "kernel_scale": (1,), "kernel_amax_history": (AMAX_HISTORY,),
    "output_grad_scale": (1,), "output_grad_amax_history": (AMAX_HISTORY,),
}
Stats = dict[str, jax.Array]


def _fp8_max(dtype: jnp.dtype) -> jax.Array:
    return jnp.asarray(float(jnp.finfo(dtype).max), jnp.float32)


def _delayed_scale(scale: jax.Array, history: jax.Array, dtype: jnp.dtype) -> jax.Array:
    """flax `compute_scale` of the history's amax (scale is the reciprocal of the multiplier)."""
    amax = jnp.max(history, axis=0)
    keep = 1.0 / scale
    sf = jnp.where(amax > 0.0, _fp8_max(dtype) / amax, keep)
    sf = jnp.where(jnp.isfinite(amax), sf, keep)
    return 1.0 / sf


def _push_amax(t: jax.Array, history: jax.Array) -> jax.Array:
    amax = jnp.max(jnp.abs(t)).astype(history.dtype)
    return jnp.roll(history, shift=-1, axis=0).at[0].set(amax)


def _quantize(t: jax.Array, dtype: jnp.dtype, scale: jax.Array) -> jax.Array:
    top = _fp8_max(dtype).astype(t.dtype)
    return jnp.clip(t / scale.astype(t.dtype), -top, top).astype(dtype)


def _dot(a: jax.Array, b: jax.Array, a_dims: tuple[int, ...], b_dims: tuple[int, ...], out: jnp.dtype) -> jax.Array:
    return lax.dot_general(a, b, ((a_dims, b_dims), ((), ())), preferred_element_type=out)


def _dense_fwd_parts(x: jax.Array, k: jax.Array, stats: Stats, nc: int) -> tuple[jax.Array, tuple]:
    sx = _delayed_scale(stats["input_scale"], stats["input_amax_history"], E4M3)
    sk = _delayed_scale(stats["kernel_scale"], stats["kernel_amax_history"], E4M3)
    qx, qk = _quantize(x, E4M3, sx), _quantize(k, E4M3, sk)
    y = _dot(qx, qk, tuple(range(x.ndim - nc, x.ndim)), tuple(range(nc)), x.dtype)
    y = y * (sx * sk).astype(x.dtype)
    new = {"input_scale": sx, "input_amax_history": _push_amax(x, stats["input_amax_history"]),
           "kernel_scale": sk, "kernel_amax_history": _push_amax(k, stats["kernel_amax_history"])}
    return y, (qx, qk, sx, sk, stats["output_grad_scale"], stats["output_grad_amax_history"], new)


@functools.partial(jax.custom_vjp, nondiff_argnums=(3,))
def fp8_dense(x: jax.Array, kernel: jax.Array, stats: Stats, contracting: int) -> jax.Array:
    """x[..., C] . kernel[C, F] over the `contracting` trailing dims of x, as an FP8 GEMM."""
    return _dense_fwd_parts(x, kernel, stats, contracting)[0]


def _fp8_dense_fwd(x: jax.Array, kernel: jax.Array, stats: Stats, contracting: int) -> tuple[jax.Array, tuple]:
    return _dense_fwd_parts(x, kernel, stats, contracting)


def _fp8_dense_bwd(contracting: int, res: tuple, g: jax.Array) -> tuple[jax.Array, jax.Array, Stats]:
    qx, qk, sx, sk, g_scale, g_history, new = res
    sg = _delayed_scale(g_scale, g_history, E5M2)
    qg = _quantize(g, E5M2, sg)
    lead, free = qx.ndim - contracting, qk.ndim - contracting
    # dgrad: g[..., F] . k[C, F] over F; wgrad: x[..., C] . g[..., F] over the leading dims
    dx = _dot(qg, qk, tuple(range(lead, lead + free)), tuple(range(contracting, qk.ndim)), g.dtype)
    dk = _dot(qx, qg, tuple(range(lead)), tuple(range(lead)), g.dtype)
    dx = (dx * (sg * sk).astype(g.dtype)).astype(g.dtype)
    dk = (dk * (sx * sg).astype(g.dtype)).astype(g.dtype)
    new_stats = {**new, "output_grad_scale": sg, "output_grad_amax_history": _push_amax(g, g_history)}
    return dx, dk, new_stats


fp8_dense.defvjp(_fp8_dense_fwd, _fp8_dense_bwd)
