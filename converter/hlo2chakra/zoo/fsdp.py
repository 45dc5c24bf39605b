"""FSDP training step of an MLP: every weight is sharded along its first dimension over `fsdp`
and all-gathered just before use; gradients are reduce-scattered back to the weight shards
(on CPU XLA's partitioner spells that all-reduce + dynamic-slice). The batch is sharded on `fsdp`."""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P

from hlo2chakra.zoo._common import StepProgram, constrain, cross_entropy, dtype_of, sds, train_step_program

AXES = ("fsdp",)


@dataclasses.dataclass(frozen=True)
class Config:
    batch: int = 32          # global batch
    d_model: int = 256
    hidden: int = 1024
    layers: int = 2          # residual MLP blocks
    classes: int = 16
    dtype: str = "float32"


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    dt = dtype_of(cfg.dtype)
    shard0 = P("fsdp", None)
    params = {
        "blocks": [
            {"w1": sds((cfg.d_model, cfg.hidden), dt, mesh, shard0),
             "w2": sds((cfg.hidden, cfg.d_model), dt, mesh, shard0)}
            for _ in range(cfg.layers)
        ],
        "head": sds((cfg.d_model, cfg.classes), dt, mesh, shard0),
    }
    x = sds((cfg.batch, cfg.d_model), dt, mesh, P("fsdp", None))
    y = sds((cfg.batch,), jnp.int32, mesh, P("fsdp"))

    def gathered(w: jax.Array) -> jax.Array:
        # Forcing the weight replicated is what makes this FSDP (gather weights, keep batch sharded)
        # rather than letting the partitioner shard the matmul's contraction instead.
        return constrain(w, mesh, P())

    def loss_fn(ps: dict, xb: jax.Array, yb: jax.Array) -> jax.Array:
        h = xb
        for blk in ps["blocks"]:
            h = h + jax.nn.gelu(h @ gathered(blk["w1"])) @ gathered(blk["w2"])
            h = constrain(h, mesh, P("fsdp", None))
        return cross_entropy(h @ gathered(ps["head"]), yb)

    return train_step_program(loss_fn, params, (x, y), mesh)
