"""Megatron-style tensor-parallel transformer block, training step.

Attention heads and the MLP hidden dimension are split over `model` (column-parallel QKV and
up-projection, row-parallel output and down-projection), so each of the attention and MLP halves
ends in one all-reduce over `model` in the forward pass and one in the backward pass.
The batch may additionally be split over `data` (gradients then all-reduce over `data`).
"""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P

from hlo2chakra.zoo._common import StepProgram, constrain, dtype_of, sds, train_step_program

AXES = ("data", "model")


@dataclasses.dataclass(frozen=True)
class Config:
    batch: int = 8           # global batch
    seq: int = 128
    d_model: int = 256
    heads: int = 8
    mlp: int = 1024
    dtype: str = "float32"


def layer_norm(x: jax.Array, scale: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * scale


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    dt = dtype_of(cfg.dtype)
    hd = cfg.d_model // cfg.heads
    params = {
        "ln1": sds((cfg.d_model,), dt, mesh, P()),
        "wqkv": sds((cfg.d_model, 3, cfg.heads, hd), dt, mesh, P(None, None, "model", None)),
        "wo": sds((cfg.heads, hd, cfg.d_model), dt, mesh, P("model", None, None)),
        "ln2": sds((cfg.d_model,), dt, mesh, P()),
        "w1": sds((cfg.d_model, cfg.mlp), dt, mesh, P(None, "model")),
        "w2": sds((cfg.mlp, cfg.d_model), dt, mesh, P("model", None)),
    }
    x = sds((cfg.batch, cfg.seq, cfg.d_model), dt, mesh, P("data", None, None))
    act = P("data", None, None)

    def block(p: dict, h: jax.Array) -> jax.Array:
        qkv = jnp.einsum("bsd,dthk->tbhsk", layer_norm(h, p["ln1"]), p["wqkv"])
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = jnp.einsum("bhqk,bhsk->bhqs", q, k) / jnp.sqrt(jnp.asarray(hd, dt))
        mask = jnp.tril(jnp.ones((cfg.seq, cfg.seq), bool))
        probs = jax.nn.softmax(jnp.where(mask, scores, -1e9).astype(jnp.float32), axis=-1).astype(dt)
        ctx = jnp.einsum("bhqs,bhsk->bhqk", probs, v)
        h = constrain(h + jnp.einsum("bhqk,hkd->bqd", ctx, p["wo"]), mesh, act)
        u = jax.nn.gelu(layer_norm(h, p["ln2"]) @ p["w1"])
        return constrain(h + u @ p["w2"], mesh, act)

    def loss_fn(p: dict, xb: jax.Array) -> jax.Array:
        return jnp.mean(jnp.square(block(p, xb).astype(jnp.float32)))

    return train_step_program(loss_fn, params, (x,), mesh)
