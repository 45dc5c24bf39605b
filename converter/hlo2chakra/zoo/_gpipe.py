"""The GPipe schedule used inside `shard_map` bodies (pipeline zoo model, decoder pipeline variant).

`gpipe(apply, xs, axis, stages)` runs microbatches + stages - 1 iterations of a `lax.fori_loop`
(a `while` with a static trip count): each stage applies `apply` to its current input and
`ppermute`s the result to the next stage (collective_permute, no wrap-around). Returns the
microbatch outputs, which are valid on the last stage only (zeros elsewhere).
"""

from __future__ import annotations

from collections.abc import Callable

import jax
import jax.numpy as jnp
from jax import lax


def gpipe(apply: Callable[[jax.Array], jax.Array], xs: jax.Array, axis: str, stages: int) -> jax.Array:
    m = xs.shape[0]
    stage = lax.axis_index(axis)
    forward = [(i, i + 1) for i in range(stages - 1)]

    def tick(i: jax.Array, carry: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, jax.Array]:
        state, outs = carry
        fresh = lax.dynamic_index_in_dim(xs, jnp.minimum(i, m - 1), keepdims=False)
        y = apply(jnp.where(stage == 0, fresh, state))
        slot = jnp.clip(i - (stages - 1), 0, m - 1)
        done = (stage == stages - 1) & (i >= stages - 1)
        outs = jnp.where(done, lax.dynamic_update_index_in_dim(outs, y, slot, 0), outs)
        return lax.ppermute(y, axis, forward), outs

    init = (jnp.zeros(xs.shape[1:], xs.dtype), jnp.zeros_like(xs))
    return lax.fori_loop(0, m + stages - 1, tick, init)[1]
