"""MaxText's training step around a model, for the `maxtext` zoo family.

Followed (MaxText commit 0fe43b75): `MaxText/train.py` (`loss_fn`: one-hot targets, the
stabilised cross entropy of `max_utils.cross_entropy_with_logits` with its own backward, padding
masked by `targets_segmentation`, loss = total / (weights + 1e-8); `train_step`: gradient, global-norm
clipping as `optax.clip_by_global_norm` via `maxtext_utils.apply_gradient_clipping`, the update, and
the metrics `grad_norm`, `raw_grad_norm`, `param_norm` as `max_utils.l2norm_pytree`), and
`optimizers.py` (`optax.adamw(b1, b2, eps, eps_root, weight_decay)`: scale_by_adam, then
add_decayed_weights, then scale by -learning_rate; moments in the parameters' dtype). The jit
donates the state (`maxtext_utils.get_functional_train_with_signature`: donate_argnums=0), so
outputs reuse the inputs' memory.

Not reproduced: the warmup + cosine learning-rate schedule (a constant rate instead: a handful of
scalar ops either way), the rng split for dropout (rate 0), MoE load-balancing loss (0 for Llama).
FP8 statistics, when present, come back as their "gradient" and are stored as the new statistics
(flax's `_overwrite_with_gradient`), outside clipping and the optimizer, as flax's TrainState does.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from hlo2chakra.zoo._common import StepProgram, shardings_of

EPS = 1e-8  # train.py's EPS in loss = total_loss / (total_weights + EPS)


@dataclasses.dataclass(frozen=True)
class AdamW:
    learning_rate: float
    b1: float
    b2: float
    eps: float
    eps_root: float
    weight_decay: float
    clip: float  # gradient_clipping_threshold; 0 = off


@jax.custom_vjp
def cross_entropy(logits: jax.Array, targets: jax.Array) -> jax.Array:
    """max_utils.cross_entropy_with_logits with z_loss 0: per-token loss [b, s]."""
    return _xent_fwd(logits, targets)[0]


def _xent_fwd(logits: jax.Array, targets: jax.Array) -> tuple[jax.Array, tuple]:
    shifted = logits - logits.max(axis=-1, keepdims=True)
    exp_shifted = jnp.exp(shifted)
    sum_exp = jnp.sum(exp_shifted, axis=-1, keepdims=True)
    log_softmax = shifted - jnp.log(sum_exp)
    return -jnp.sum(targets * log_softmax, axis=-1), (exp_shifted, sum_exp, log_softmax, targets)


def _xent_bwd(res: tuple, g: jax.Array) -> tuple[jax.Array, jax.Array]:
    exp_shifted, sum_exp, log_softmax, targets = res
    deriv = exp_shifted / sum_exp - targets
    return g[..., None] * deriv, -g[..., None] * log_softmax


cross_entropy.defvjp(_xent_fwd, _xent_bwd)


def _add_squares(acc: jax.Array | float, x: jax.Array) -> jax.Array | float:
    return acc + jnp.sum(jnp.square(x))


def l2norm(tree: Any) -> jax.Array:
    # The sum starts from a Python 0.0 (weakly typed): the leaves' dtype, not f32, sets the result's.
    start: jax.Array | float = 0.0
    return jnp.sqrt(functools.reduce(_add_squares, jax.tree.leaves(tree), start))


def _clip(grads: Any, threshold: float) -> Any:
    norm = l2norm(grads)
    keep = norm < threshold
    return jax.tree.map(lambda g: jnp.where(keep, g, (g / norm.astype(g.dtype)) * threshold), grads)


def _adamw(opt: AdamW, params: Any, grads: Any, state: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    mu = jax.tree.map(lambda g, m: (1 - opt.b1) * g + opt.b1 * m, grads, state["mu"])
    nu = jax.tree.map(lambda g, v: (1 - opt.b2) * jnp.square(g) + opt.b2 * v, grads, state["nu"])
    count = jnp.where(state["count"] < jnp.iinfo(jnp.int32).max, state["count"] + 1, jnp.iinfo(jnp.int32).max)
    t = count.astype(jnp.float32)
    c1, c2 = 1 - opt.b1 ** t, 1 - opt.b2 ** t

    def update(p: jax.Array, m: jax.Array, v: jax.Array) -> jax.Array:
        u = (m / c1) / (jnp.sqrt(v / c2 + opt.eps_root) + opt.eps) + opt.weight_decay * p
        return (p + (-opt.learning_rate) * u).astype(p.dtype)

    new = jax.tree.map(update, params, mu, nu)
    return new, {"count": count, "mu": jax.tree.map(lambda m, p: m.astype(p.dtype), mu, params),
                 "nu": jax.tree.map(lambda v, p: v.astype(p.dtype), nu, params)}


def adamw_state(params: Any, mesh: Mesh) -> dict[str, Any]:
    like = functools.partial(jax.tree.map, lambda s: jax.ShapeDtypeStruct(s.shape, s.dtype, sharding=s.sharding))
    count = jax.ShapeDtypeStruct((), jnp.int32, sharding=NamedSharding(mesh, P()))
    return {"count": count, "mu": like(params), "nu": like(params)}


LossFn = Callable[[Any, Any, dict[str, jax.Array]], tuple[jax.Array, jax.Array]]


def train_step_program(loss_fn: LossFn, state: dict[str, Any], batch: dict[str, Any], mesh: Mesh,
                       opt: AdamW) -> StepProgram:
    """`train_step(state, batch) -> (new_state, metrics)` jitted with the state donated.

    `state` = {step, params, opt_state, [fp8]}; `loss_fn(params, fp8, batch) -> (loss, total_weights)`.
    """
    def train_step(st: dict[str, Any], data: dict[str, jax.Array]) -> tuple[dict[str, Any], dict[str, jax.Array]]:
        grad_fn = jax.value_and_grad(loss_fn, argnums=(0, 1), has_aux=True)
        (loss, total_weights), (raw_grads, fp8_new) = grad_fn(st["params"], st.get("fp8"), data)
        grads = _clip(raw_grads, opt.clip) if opt.clip > 0 else raw_grads
        params, opt_state = _adamw(opt, st["params"], grads, st["opt_state"])
        new = {"step": st["step"] + 1, "params": params, "opt_state": opt_state}
        if "fp8" in st:
            new["fp8"] = fp8_new
        metrics = {"learning/loss": loss, "learning/moe_lb_loss": jnp.zeros((), jnp.float32),
                   "learning/total_weights": total_weights, "learning/grad_norm": l2norm(grads),
                   "learning/raw_grad_norm": l2norm(raw_grads), "learning/param_norm": l2norm(params)}
        return new, metrics

    scalar = NamedSharding(mesh, P())
    metric_names = ("learning/loss", "learning/moe_lb_loss", "learning/total_weights", "learning/grad_norm",
                    "learning/raw_grad_norm", "learning/param_norm")
    out = (shardings_of(state), {k: scalar for k in metric_names})
    fn = jax.jit(train_step, in_shardings=(shardings_of(state), shardings_of(batch)), out_shardings=out,
                 donate_argnums=0)
    return StepProgram(fn, (state, batch))
