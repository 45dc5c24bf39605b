"""Pipeline-parallel MLP (GPipe schedule) over axis `stage`, written with `shard_map`.

Each device holds one stage's layers. A `lax.fori_loop` with a static trip count of
microbatches + stages - 1 runs the schedule: every iteration each stage applies its layers to its
current input and `ppermute`s (collective_permute) the result to the next stage. With
`train=True` the step is differentiated, which adds the reverse loop with the reverse permute.
"""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from hlo2chakra.zoo._common import StepProgram, dtype_of, sds, sgd, shardings_of
from hlo2chakra.zoo._gpipe import gpipe

AXES = ("stage",)


@dataclasses.dataclass(frozen=True)
class Config:
    microbatches: int = 4
    microbatch: int = 8      # rows per microbatch
    d_model: int = 128
    layers_per_stage: int = 1
    train: bool = True
    dtype: str = "float32"


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    dt = dtype_of(cfg.dtype)
    n = mesh.shape["stage"]
    m = cfg.microbatches
    w = sds((n, cfg.layers_per_stage, cfg.d_model, cfg.d_model), dt, mesh, P("stage", None, None, None))
    xs = sds((m, cfg.microbatch, cfg.d_model), dt, mesh, P())

    def local(wl: jax.Array, xl: jax.Array) -> jax.Array:
        def apply(h: jax.Array) -> jax.Array:
            for j in range(cfg.layers_per_stage):
                h = jnp.tanh(h @ wl[0, j])
            return h

        outs = gpipe(apply, xl, "stage", n)
        stage = lax.axis_index("stage")
        # Only the last stage holds real outputs; psum makes the loss identical on every stage.
        partial = jnp.where(stage == n - 1, jnp.mean(jnp.square(outs.astype(jnp.float32))), 0.0)
        return lax.psum(partial, "stage")

    # check_vma=False: the loop carry starts replicated (zeros) and becomes stage-varying.
    loss_of = jax.shard_map(local, mesh=mesh, in_specs=(P("stage"), P()), out_specs=P(),
                            check_vma=False)
    scalar = NamedSharding(mesh, P())
    if not cfg.train:
        return StepProgram(jax.jit(loss_of, out_shardings=scalar), (w, xs))

    def step(wp: jax.Array, xb: jax.Array) -> tuple[jax.Array, jax.Array]:
        loss, g = jax.value_and_grad(loss_of)(wp, xb)
        return sgd(wp, g), loss

    return StepProgram(jax.jit(step, out_shardings=(shardings_of(w), scalar)), (w, xs))
