"""Data-parallel MLP training step: replicated weights, batch sharded on `data`,
gradients all-reduced over `data`, SGD update."""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P

from hlo2chakra.zoo._common import StepProgram, cross_entropy, dtype_of, sds, train_step_program

AXES = ("data",)


@dataclasses.dataclass(frozen=True)
class Config:
    batch: int = 64          # global batch
    d_in: int = 256
    hidden: int = 512
    layers: int = 2          # hidden layers
    classes: int = 16
    dtype: str = "float32"


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    dt = dtype_of(cfg.dtype)
    widths = [cfg.d_in] + [cfg.hidden] * cfg.layers + [cfg.classes]
    params = [
        {"w": sds((a, b), dt, mesh, P()), "b": sds((b,), dt, mesh, P())}
        for a, b in zip(widths[:-1], widths[1:])
    ]
    x = sds((cfg.batch, cfg.d_in), dt, mesh, P("data", None))
    y = sds((cfg.batch,), jnp.int32, mesh, P("data"))

    def loss_fn(ps: list[dict[str, jax.Array]], xb: jax.Array, yb: jax.Array) -> jax.Array:
        h = xb
        for i, layer in enumerate(ps):
            h = h @ layer["w"] + layer["b"]
            if i < len(ps) - 1:
                h = jax.nn.relu(h)
        return cross_entropy(h, yb)

    return train_step_program(loss_fn, params, (x, y), mesh)
