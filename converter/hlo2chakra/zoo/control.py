"""Control flow and calls: `lax.cond` and `lax.switch` (both `case`), `lax.scan` (a `while` with a
static trip count), and calls: a nested `jax.jit` called twice (`func.call` in the global program;
XLA inlines it before partitioning) and a `shard_map` block called twice (its body stays a
non-inlined `call` in the per-device program). Batch sharded on `data`; the loss mean
all-reduces over `data`, also inside the scan body."""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from hlo2chakra.zoo._common import StepProgram, dtype_of, sds

AXES = ("data",)


@dataclasses.dataclass(frozen=True)
class Config:
    batch: int = 16          # global batch
    d_model: int = 64
    scan_steps: int = 5
    dtype: str = "float32"


@jax.jit
def dense_block(w: jax.Array, x: jax.Array) -> jax.Array:
    return jnp.tanh(x @ w)


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    dt = dtype_of(cfg.dtype)
    d = cfg.d_model
    params = {
        "w1": sds((d, d), dt, mesh, P()),
        "w2": sds((d, d), dt, mesh, P()),
        "ws": sds((cfg.scan_steps, d, d), dt, mesh, P()),
    }
    x = sds((cfg.batch, d), dt, mesh, P("data", None))
    mode = sds((), jnp.int32, mesh, P())

    local_block = jax.shard_map(lambda w, t: jnp.tanh(t @ w) + t, mesh=mesh,
                                in_specs=(P(), P("data", None)), out_specs=P("data", None))

    def forward(p: dict, xb: jax.Array, branch: jax.Array) -> jax.Array:
        h = dense_block(p["w1"], xb)
        h = dense_block(p["w2"], h)
        h = local_block(p["w1"], local_block(p["w2"], h))
        h = lax.cond(jnp.sum(h) > 0, lambda t: t * 2.0, lambda t: t @ p["w1"], h)
        h = lax.switch(branch, [jnp.sin, jnp.cos, lambda t: t @ p["w2"]], h)

        def body(c: jax.Array, w: jax.Array) -> tuple[jax.Array, jax.Array]:
            c = jnp.tanh(c @ w)
            return c, jnp.sum(c)

        h, sums = lax.scan(body, h, p["ws"])
        return jnp.mean(jnp.square(h)) + jnp.sum(sums)

    fn = jax.jit(forward, out_shardings=NamedSharding(mesh, P()))
    return StepProgram(fn, (params, x, mode))
