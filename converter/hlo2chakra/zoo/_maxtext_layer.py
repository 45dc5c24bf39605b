"""MaxText's Llama decoder layer in plain JAX, for the `maxtext` zoo family.

Followed op for op (MaxText commit 0fe43b75): `MaxText/layers/llama2.py` (`LlamaDecoderLayer`),
`attentions.py` (`Attention`: separate or fused q/k/v `DenseGeneral`s, rotary embedding on q and k,
the attention kernel, the output projection), `linears.py` (`DenseGeneral`: f32 kernel cast to the
compute dtype at use; `MlpBlock`: silu(wi_0) * wi_1, or one fused `wi`, then `wo`),
`normalizations.py` (`RMSNorm` in f32, scaled in the compute dtype) and `embeddings.py`
(`RotaryEmbedding`, computed per projection as MaxText does). Every `nn.with_logical_constraint`
becomes a sharding constraint under MaxText's default logical-axis rules on a (data, fsdp) mesh:
activation batch over (data, fsdp), everything else unsplit. Every `checkpoint_name` is MaxText's
(`decoder_layer_input`, `query_proj`, `key_proj`, `value_proj`, `qkv_proj`, `out_proj`, `mlpwi`,
`mlpwi_0`, `mlpwi_1`, `mlpwo`; `context` inside the flash kernel), so the remat policies of
`_maxtext_remat` save what MaxText's do. Dropout (rate 0 in the configs here) is left out.

Parameters of one layer, with MaxText's names and logical axes (`PARAM_AXES`); `logical_to_mesh`
maps them as MaxText's rules do here: `embed` -> fsdp, `norm` -> the model's rule (fsdp for the
Llama-2 configs, which add ['norm', 'fsdp']; else tensor, absent here), the rest unsplit.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

import jax
import jax.numpy as jnp
from jax import lax
from jax.ad_checkpoint import checkpoint_name
from jax.sharding import Mesh, PartitionSpec as P

from hlo2chakra.zoo._common import constrain
from hlo2chakra.zoo._maxtext_attention import cudnn_flash, dot_product
from hlo2chakra.zoo._maxtext_fp8 import fp8_dense

BATCH = ("data", "fsdp")  # MaxText's activation_batch / data_sharding on this mesh


@dataclasses.dataclass(frozen=True)
class LayerSpec:
    """What one layer needs from the config (MaxText names where they exist)."""

    emb: int
    heads: int
    kv_heads: int
    head_dim: int
    mlp: int
    dtype: Any
    epsilon: float
    rope_min: float
    rope_max: float
    attention: str          # "dot_product" | "cudnn_flash_te"
    fused_qkv: bool
    fused_mlp: bool
    fp8: bool
    norm_axis: str | None   # mesh axis of the `norm` logical axis


_Params = dict[str, tuple[tuple[int, ...], tuple[str, ...]]]   # param -> (shape, logical axes)


def param_axes(spec: LayerSpec) -> dict[str, _Params]:
    """{module: {param: (shape, logical axes)}} of one layer, as MaxText's flax modules declare them."""
    d, h, kv, hd, f = spec.emb, spec.heads, spec.kv_heads, spec.head_dim, spec.mlp
    attn: _Params = ({"qkv_proj": ((d, 3, h, hd), ("embed", "qkv", "heads", "kv"))} if spec.fused_qkv else
            {"query": ((d, h, hd), ("embed", "q_heads", "kv")),
             "key": ((d, kv, hd), ("embed", "kv_heads", "kv_head_dim")),
             "value": ((d, kv, hd), ("embed", "kv_heads", "kv_head_dim"))})
    attn["out"] = ((h, hd, d), ("heads", "kv", "embed"))
    mlp: _Params = ({"wi": ((d, 2, f), ("embed", "num_activations", "mlp"))} if spec.fused_mlp else
           {"wi_0": ((d, f), ("embed", "mlp")), "wi_1": ((d, f), ("embed", "mlp"))})
    mlp["wo"] = ((f, d), ("mlp", "embed"))
    return {"pre_self_attention_layer_norm": {"scale": ((d,), ("norm",))}, "self_attention": attn,
            "post_self_attention_layer_norm": {"scale": ((d,), ("norm",))}, "mlp": mlp}


def logical_to_mesh(axes: tuple[str, ...], norm_axis: str | None) -> P:
    rules: Mapping[str, str | None] = {"embed": "fsdp", "norm": norm_axis}
    return P(*(rules.get(a) for a in axes))


def quantized_denses(spec: LayerSpec) -> tuple[tuple[str, str], ...]:
    """(module, param) of every dense a quantized layer runs in FP8 (all but the norms)."""
    axes = param_axes(spec)
    return tuple((m, n) for m in ("self_attention", "mlp") for n in axes[m])


def rms_norm(x: jax.Array, scale: jax.Array, spec: LayerSpec) -> jax.Array:
    x = jnp.asarray(x, jnp.float32)
    mean2 = jnp.mean(lax.square(x), axis=-1, keepdims=True)
    y = jnp.asarray(x * lax.rsqrt(mean2 + spec.epsilon), spec.dtype)
    return y * jnp.asarray(scale, spec.dtype)


def dense(x: jax.Array, kernel: jax.Array, contracting: int, spec: LayerSpec, stats: Any = None) -> jax.Array:
    """MaxText DenseGeneral: x's trailing `contracting` dims against the kernel's leading ones."""
    x, kernel = jnp.asarray(x, spec.dtype), jnp.asarray(kernel, spec.dtype)
    if stats is not None:
        return fp8_dense(x, kernel, stats, contracting)
    dims = (tuple(range(x.ndim - contracting, x.ndim)), tuple(range(contracting)))
    return lax.dot_general(x, kernel, (dims, ((), ())), precision=lax.Precision.DEFAULT)


def rotary(x: jax.Array, positions: jax.Array, spec: LayerSpec) -> jax.Array:
    """MaxText RotaryEmbedding (non-Llama-3.1 form) of [b, s, heads, hd]."""
    half = spec.head_dim // 2
    fraction = 2 * jnp.arange(0, half) / spec.head_dim
    timescale = spec.rope_min * (spec.rope_max / spec.rope_min) ** fraction
    angle = positions[:, :, jnp.newaxis, jnp.newaxis] / timescale
    sin, cos = jnp.sin(angle).astype(x.dtype), jnp.cos(angle).astype(x.dtype)
    first, second = jnp.split(x, 2, axis=-1)
    return jnp.concatenate(((first * cos - second * sin).astype(spec.dtype),
                            (second * cos + first * sin).astype(spec.dtype)), axis=-1)


def _attention(p: dict, fp8: dict | None, x: jax.Array, seg: jax.Array, pos: jax.Array, spec: LayerSpec,
               mesh: Mesh) -> jax.Array:
    def st(name: str) -> Any:
        return None if fp8 is None else fp8[name]

    if spec.fused_qkv:
        qkv = checkpoint_name(dense(x, p["qkv_proj"]["kernel"], 1, spec, st("qkv_proj")), "qkv_proj")
        q, k, v = qkv[:, :, 0, ...], qkv[:, :, 1, ...], qkv[:, :, 2, ...]
    else:
        q = dense(x, p["query"]["kernel"], 1, spec, st("query"))
        k = dense(x, p["key"]["kernel"], 1, spec, st("key"))
        v = dense(x, p["value"]["kernel"], 1, spec, st("value"))
    q, k = rotary(q, pos, spec), rotary(k, pos, spec)
    heads = P(BATCH, None, None, None)
    q = checkpoint_name(constrain(q, mesh, heads), "query_proj")
    k = checkpoint_name(constrain(k, mesh, heads), "key_proj")
    v = checkpoint_name(constrain(v, mesh, heads), "value_proj")
    if spec.attention == "cudnn_flash_te":
        out = cudnn_flash(q, k, v, seg, mesh, BATCH)
    else:
        out = dot_product(q, k, v, seg)
    out = constrain(out, mesh, heads)
    return checkpoint_name(dense(out, p["out"]["kernel"], 2, spec, st("out")), "out_proj")


def _mlp(p: dict, fp8: dict | None, x: jax.Array, spec: LayerSpec, mesh: Mesh) -> jax.Array:
    def st(name: str) -> Any:
        return None if fp8 is None else fp8[name]

    if spec.fused_mlp:
        wi = checkpoint_name(dense(x, p["wi"]["kernel"], 1, spec, st("wi")), "mlpwi")
        gate, up = jax.nn.silu(wi[:, :, 0, ...]), wi[:, :, 1, ...]
    else:
        gate = jax.nn.silu(checkpoint_name(dense(x, p["wi_0"]["kernel"], 1, spec, st("wi_0")), "mlpwi_0"))
        up = checkpoint_name(dense(x, p["wi_1"]["kernel"], 1, spec, st("wi_1")), "mlpwi_1")
    h = constrain((gate * up).astype(spec.dtype), mesh, P(BATCH, None, None))
    return checkpoint_name(dense(h, p["wo"]["kernel"], 1, spec, st("wo")), "mlpwo")


def decoder_layer(p: dict, fp8: dict | None, x: jax.Array, seg: jax.Array, pos: jax.Array, spec: LayerSpec,
                  mesh: Mesh) -> jax.Array:
    """One LlamaDecoderLayer: [b, s, emb] -> [b, s, emb]; `fp8` holds each dense's FP8 statistics."""
    act = P(BATCH, None, None)
    x = checkpoint_name(constrain(x, mesh, act), "decoder_layer_input")
    lnx = constrain(rms_norm(x, p["pre_self_attention_layer_norm"]["scale"], spec), mesh, act)
    attn = _attention(p["self_attention"], None if fp8 is None else fp8["self_attention"], lnx, seg, pos, spec, mesh)
    mid = x + constrain(attn, mesh, act)
    h = constrain(rms_norm(mid, p["post_self_attention_layer_norm"]["scale"], spec), mesh, act)
    mlp = constrain(_mlp(p["mlp"], None if fp8 is None else fp8["mlp"], h, spec, mesh), mesh, act)
    return constrain(mlp + mid, mesh, act)
