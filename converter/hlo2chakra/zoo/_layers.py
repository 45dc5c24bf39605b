"""Convolution-network building blocks shared by `cnn` and `resnet` (NHWC activations, HWIO kernels)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, PartitionSpec as P

DIMS = ("NHWC", "HWIO", "NHWC")


def conv(x: jax.Array, w: jax.Array, stride: int = 1, padding: str | tuple = "SAME",
         groups: int = 1) -> jax.Array:
    """`w` is (kh, kw, in/groups, out); `groups == in` is a depthwise convolution."""
    return lax.conv_general_dilated(x, w, (stride, stride), padding, dimension_numbers=DIMS,
                                    feature_group_count=groups)


def max_pool(x: jax.Array, window: int, stride: int, padding: str = "VALID") -> jax.Array:
    # A Python-scalar identity lets jax recognise the monoid (differentiable reduce_window).
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, window, window, 1), (1, stride, stride, 1), padding)


def per_device_max_pool(x: jax.Array, window: int, stride: int, padding: str, mesh: Mesh,
                        axis: str = "data") -> jax.Array:
    """``max_pool`` of each device's own batch shard (``shard_map`` over ``axis``), forward and backward.

    Left to the SPMD partitioner, the backward (``select_and_scatter``, for which it has no sharding
    rule) is replicated: every device pools the whole global batch. A per-device (pmap) program
    pools its own shard; this gives the same. The module then holds a region manual over ``axis``,
    which cannot be retargeted to another ``axis`` size (the sweep exports such models per mesh).
    """
    pool = jax.shard_map(lambda t: max_pool(t, window, stride, padding), mesh=mesh,
                         in_specs=P(axis), out_specs=P(axis))
    return pool(x)


def avg_pool(x: jax.Array, window: int, stride: int) -> jax.Array:
    total = lax.reduce_window(x, 0.0, lax.add, (1, window, window, 1),
                              (1, stride, stride, 1), "VALID")
    return total / (window * window)


def batch_norm(x: jax.Array, scale: jax.Array, bias: jax.Array) -> jax.Array:
    """Training-mode batch norm over (N, H, W); with a sharded batch the statistics are global.

    Statistics and normalisation run in f32 whatever `x`'s dtype (as Flax's BatchNorm does for
    half-precision activations); the result comes back in `x`'s dtype."""
    xf = x.astype(jnp.float32)
    mean = jnp.mean(xf, axis=(0, 1, 2))
    var = jnp.mean(jnp.square(xf - mean), axis=(0, 1, 2))
    return ((xf - mean) * lax.rsqrt(var + 1e-5) * scale + bias).astype(x.dtype)
