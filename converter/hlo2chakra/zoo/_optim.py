"""Optimizers for zoo training steps: plain SGD, SGD with momentum, or AdamW, state sharded like the params.

Contract: `optimizer_step_program(loss_fn, params, batch, mesh, opt)` returns a `StepProgram` whose
step is `(params, batch...) -> (new_params, loss)` for SGD and
`(params, opt_state, batch...) -> (new_params, new_opt_state, loss)` for AdamW, with
`opt_state = {"mu": tree, "nu": tree, "count": int32[]}`, and for momentum SGD with
`opt_state = {"trace": tree}` (f32; t <- b1 t + g, p <- p - lr t, as optax.sgd(momentum=b1)). Every moment tree has the params' shapes
and shardings (so FSDP shards the optimizer state exactly as it shards the weights), stored in
`moment_dtype` (float32 by default; MaxText's `mu_dtype` follows the weight dtype, so bf16 weights
give bf16 moments); `count` is replicated. Outputs keep the input shardings.

AdamW follows the usual bias-corrected update (as optax.adamw, which MaxText uses):
  m <- b1 m + (1-b1) g;  v <- b2 v + (1-b2) g^2;  t <- t+1
  p <- p - lr * (m/(1-b1^t) / (sqrt(v/(1-b2^t)) + eps) + wd * p)
computed in f32 and cast back to the parameter and moment dtypes. Optional global-norm gradient clipping
(`clip_norm > 0`) scales every gradient by min(1, clip_norm / ||g||_2) first. The learning rate
is a constant: a schedule would only add a handful of scalar ops.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from hlo2chakra.zoo.errors import ZooError
from hlo2chakra.zoo._common import StepProgram, dtype_of, shardings_of

OPTIMIZERS = ("sgd", "momentum", "adamw")


@dataclasses.dataclass(frozen=True)
class OptimizerSpec:
    """Which optimizer and its hyperparameters (MaxText's defaults for AdamW)."""

    kind: str = "sgd"
    learning_rate: float = 1e-3
    b1: float = 0.9
    b2: float = 0.95
    eps: float = 1e-8
    weight_decay: float = 0.1
    clip_norm: float = 0.0
    moment_dtype: str = "float32"

    def __post_init__(self) -> None:
        if self.kind not in OPTIMIZERS:
            raise ZooError(f"optimizer must be one of {', '.join(OPTIMIZERS)}, got {self.kind!r}")
        if self.clip_norm < 0:
            raise ZooError(f"gradient clipping norm must be >= 0, got {self.clip_norm}")


def _moments_like(params: Any, dtype: Any) -> Any:
    """Abstract moment tree in `dtype` with each parameter's shape and sharding."""
    return jax.tree.map(lambda s: jax.ShapeDtypeStruct(s.shape, dtype, sharding=s.sharding), params)


def adamw_state(params: Any, mesh: Mesh, moment_dtype: str = "float32") -> dict[str, Any]:
    dtype = dtype_of(moment_dtype)
    count = jax.ShapeDtypeStruct((), jnp.int32, sharding=NamedSharding(mesh, P()))
    return {"mu": _moments_like(params, dtype), "nu": _moments_like(params, dtype), "count": count}


def _clip(grads: Any, clip_norm: float) -> Any:
    if clip_norm <= 0:
        return grads
    leaves = jax.tree.leaves(grads)
    norm = jnp.sqrt(sum(jnp.sum(jnp.square(g.astype(jnp.float32))) for g in leaves))
    scale = jnp.minimum(1.0, clip_norm / (norm + 1e-6))
    return jax.tree.map(lambda g: (g.astype(jnp.float32) * scale).astype(g.dtype), grads)


def _adamw_update(opt: OptimizerSpec, params: Any, grads: Any, state: dict[str, Any]
                  ) -> tuple[Any, dict[str, Any]]:
    count = state["count"] + 1
    t = count.astype(jnp.float32)
    correct1 = 1.0 - opt.b1 ** t
    correct2 = 1.0 - opt.b2 ** t

    def one(p: jax.Array, g: jax.Array, m: jax.Array, v: jax.Array) -> tuple[jax.Array, ...]:
        g32, p32 = g.astype(jnp.float32), p.astype(jnp.float32)
        m32 = opt.b1 * m.astype(jnp.float32) + (1.0 - opt.b1) * g32
        v32 = opt.b2 * v.astype(jnp.float32) + (1.0 - opt.b2) * jnp.square(g32)
        update = (m32 / correct1) / (jnp.sqrt(v32 / correct2) + opt.eps) + opt.weight_decay * p32
        return (p32 - opt.learning_rate * update).astype(p.dtype), m32.astype(m.dtype), v32.astype(v.dtype)

    out = jax.tree.map(one, params, grads, state["mu"], state["nu"])
    is_triple = lambda x: isinstance(x, tuple) and len(x) == 3  # noqa: E731
    pick = lambda i: jax.tree.map(lambda x: x[i], out, is_leaf=is_triple)  # noqa: E731
    return pick(0), {"mu": pick(1), "nu": pick(2), "count": count}


def _momentum_update(opt: OptimizerSpec, params: Any, grads: Any, state: dict[str, Any]
                     ) -> tuple[Any, dict[str, Any]]:
    def one(p: jax.Array, g: jax.Array, t: jax.Array) -> tuple[jax.Array, jax.Array]:
        t32 = opt.b1 * t.astype(jnp.float32) + g.astype(jnp.float32)
        return (p.astype(jnp.float32) - opt.learning_rate * t32).astype(p.dtype), t32.astype(t.dtype)

    out = jax.tree.map(one, params, grads, state["trace"])
    is_pair = lambda x: isinstance(x, tuple) and len(x) == 2  # noqa: E731
    return (jax.tree.map(lambda x: x[0], out, is_leaf=is_pair),
            {"trace": jax.tree.map(lambda x: x[1], out, is_leaf=is_pair)})


def optimizer_step_program(loss_fn: Callable[..., jax.Array], params: Any, batch: tuple[Any, ...],
                           mesh: Mesh, opt: OptimizerSpec) -> StepProgram:
    """Jitted training step for `opt`; new params and state keep their input shardings."""
    scalar = NamedSharding(mesh, P())
    if opt.kind == "sgd":
        def sgd_step(p: Any, *b: Any) -> tuple[Any, jax.Array]:
            loss, grads = jax.value_and_grad(loss_fn)(p, *b)
            grads = _clip(grads, opt.clip_norm)
            new = jax.tree.map(lambda w, g: (w - opt.learning_rate * g).astype(w.dtype), p, grads)
            return new, loss

        out = (shardings_of(params), scalar)
        return StepProgram(jax.jit(sgd_step, out_shardings=out), (params, *batch))

    if opt.kind == "momentum":
        state: dict[str, Any] = {"trace": _moments_like(params, dtype_of(opt.moment_dtype))}
        update = _momentum_update
    else:
        state = adamw_state(params, mesh, opt.moment_dtype)
        update = _adamw_update

    def stateful_step(p: Any, s: dict[str, Any], *b: Any) -> tuple[Any, dict[str, Any], jax.Array]:
        loss, grads = jax.value_and_grad(loss_fn)(p, *b)
        new_p, new_s = update(opt, p, _clip(grads, opt.clip_norm), s)
        return new_p, new_s, loss

    stateful_step.__name__ = f"{opt.kind}_step"  # the lowered module's name: jit_adamw_step, ...
    shardings = (shardings_of(params), shardings_of(state), scalar)
    return StepProgram(jax.jit(stateful_step, out_shardings=shardings), (params, state, *batch))
