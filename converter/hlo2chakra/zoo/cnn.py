"""Small data-parallel CNN training step: strided and explicitly padded convolutions, a depthwise
(grouped) convolution, max- and average-pooling via `reduce_window`, and a dense head."""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P

from hlo2chakra.zoo._common import StepProgram, cross_entropy, dtype_of, sds, train_step_program
from hlo2chakra.zoo._layers import avg_pool, conv, max_pool

AXES = ("data",)


@dataclasses.dataclass(frozen=True)
class Config:
    batch: int = 8           # global batch
    image: int = 32
    channels: int = 3
    width: int = 16
    classes: int = 10
    dtype: str = "float32"


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    dt = dtype_of(cfg.dtype)
    c, w2 = cfg.width, cfg.width * 2
    rep = P()
    params = {
        "stem": sds((3, 3, cfg.channels, c), dt, mesh, rep),
        "dw": sds((3, 3, 1, c), dt, mesh, rep),
        "pw": sds((1, 1, c, w2), dt, mesh, rep),
        "down": sds((3, 3, w2, w2), dt, mesh, rep),
        "head": sds((w2, cfg.classes), dt, mesh, rep),
    }
    x = sds((cfg.batch, cfg.image, cfg.image, cfg.channels), dt, mesh, P("data"))
    y = sds((cfg.batch,), jnp.int32, mesh, P("data"))

    def loss_fn(p: dict, xb: jax.Array, yb: jax.Array) -> jax.Array:
        h = jax.nn.relu(conv(xb, p["stem"], 1, "SAME"))
        h = jax.nn.relu(conv(h, p["dw"], 1, "SAME", groups=c))
        h = jax.nn.relu(conv(h, p["pw"], 1, "VALID"))
        h = max_pool(h, 2, 2)
        h = jax.nn.relu(conv(h, p["down"], 2, ((1, 1), (1, 1))))
        h = avg_pool(h, 2, 2)
        h = jnp.mean(h, axis=(1, 2))
        return cross_entropy(h @ p["head"], yb)

    return train_step_program(loss_fn, params, (x, y), mesh)
