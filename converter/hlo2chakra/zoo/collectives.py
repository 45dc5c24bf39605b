"""A `shard_map` program over one axis `x` that issues each of the five collectives exactly once:
psum -> all_reduce, all_gather, psum_scatter -> reduce_scatter, all_to_all, ppermute ->
collective_permute (a ring shift by one)."""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from hlo2chakra.zoo.errors import ZooError
from hlo2chakra.zoo._common import StepProgram, dtype_of, sds

AXES = ("x",)


@dataclasses.dataclass(frozen=True)
class Config:
    rows: int = 64           # global rows (sharded on x)
    cols: int = 128
    dtype: str = "float32"


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    n = mesh.shape["x"]
    if cfg.cols % n:
        raise ZooError(f"collectives needs cols divisible by {n} (all_to_all splits them)")
    ring = [(i, (i + 1) % n) for i in range(n)]

    def body(x: jax.Array) -> jax.Array:
        a = lax.psum(x, "x")                                               # all_reduce
        b = lax.all_gather(jnp.tanh(a), "x", axis=0, tiled=True)           # all_gather
        c = lax.psum_scatter(b * 2.0, "x", scatter_dimension=0, tiled=True)  # reduce_scatter
        d = lax.all_to_all(jnp.sin(c), "x", split_axis=1, concat_axis=0, tiled=True)  # all_to_all
        e = lax.ppermute(jnp.exp(d), "x", perm=ring)                       # collective_permute
        return e

    fn = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=P("x", None), out_specs=P("x", None)),
                 out_shardings=NamedSharding(mesh, P("x", None)))
    return StepProgram(fn, (sds((cfg.rows, cfg.cols), dtype_of(cfg.dtype), mesh, P("x", None)),))
