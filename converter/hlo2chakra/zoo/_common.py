"""Shared pieces of the model zoo: the `StepProgram` (a jitted step and its abstract
arguments; not the IR's Program), mesh construction, sharded shape specs.

Contract: every zoo family module exposes
  - `AXES: tuple[str, ...]`  mesh axis names it understands (any may be omitted => size 1),
  - `Config`                 a frozen dataclass with defaults for every field,
  - `build(cfg, mesh) -> StepProgram`  a jitted step plus sharded abstract arguments.
No weights are ever materialised: arguments are `jax.ShapeDtypeStruct`s carrying a `NamedSharding`.
Importing this module imports jax, so the device count must already be fixed by the caller.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from hlo2chakra.zoo.errors import ZooError


@dataclasses.dataclass(frozen=True)
class StepProgram:
    """A step function ready to lower: `fn.lower(*args)`.

    `cpu_pipeline_unsupported` is empty, or one line saying why XLA's CPU pipeline cannot compile
    the lowered program past SPMD partitioning (e.g. custom calls only XLA's GPU backend knows):
    the exporter then keeps the partitioned program and skips the optimized (CPU) stage.
    """

    fn: Callable[..., Any]
    args: tuple[Any, ...]
    cpu_pipeline_unsupported: str = ""


_devices_override: list[Any] | None = None


def use_devices(devices: Sequence[Any] | None) -> None:
    """Build meshes over `devices` (e.g. compile-only GPU devices of a deviceless topology)
    instead of `jax.devices()`; None restores the default."""
    global _devices_override
    _devices_override = None if devices is None else list(devices)


def make_mesh(axes: Sequence[str], sizes: Mapping[str, int]) -> Mesh:
    """Mesh over all host devices (or those given to `use_devices`) with every family axis;
    axes not in `sizes` get size 1.

    Axes are Auto (compiler-chosen collectives); jax 0.10 would otherwise default to Explicit.
    """
    unknown = sorted(set(sizes) - set(axes))
    if unknown:
        raise ZooError(f"mesh axis {unknown[0]!r} not understood here (axes: {', '.join(axes)})")
    shape = tuple(int(sizes.get(a, 1)) for a in axes)
    if any(s < 1 for s in shape):
        raise ZooError(f"mesh sizes must be >= 1, got {dict(zip(axes, shape))}")
    n = math.prod(shape)
    devices = jax.devices() if _devices_override is None else _devices_override
    if n > len(devices):
        raise ZooError(f"mesh needs {n} devices but {len(devices)} are available")
    return jax.make_mesh(shape, tuple(axes), axis_types=(jax.sharding.AxisType.Auto,) * len(axes),
                         devices=devices[:n])


def dtype_of(name: str) -> Any:
    try:
        return jnp.dtype(name)
    except TypeError as exc:
        raise ZooError(f"unknown dtype {name!r}") from exc


def sds(shape: Sequence[int], dtype: Any, mesh: Mesh, spec: P) -> jax.ShapeDtypeStruct:
    """Abstract argument with a sharding; checks even divisibility so errors name the tensor."""
    for dim, axes in zip(shape, tuple(spec) + (None,) * (len(shape) - len(spec))):
        if axes is None:
            continue
        names = axes if isinstance(axes, tuple) else (axes,)
        parts = math.prod(mesh.shape[a] for a in names)
        if dim % parts:
            raise ZooError(f"dimension {dim} of shape {tuple(shape)} is not divisible by {parts} ({spec})")
    return jax.ShapeDtypeStruct(tuple(shape), dtype, sharding=NamedSharding(mesh, spec))


def shardings_of(tree: Any) -> Any:
    return jax.tree.map(lambda s: s.sharding, tree)


def constrain(x: jax.Array, mesh: Mesh, spec: P) -> jax.Array:
    return jax.lax.with_sharding_constraint(x, NamedSharding(mesh, spec))


def sgd(params: Any, grads: Any, lr: float = 1e-3) -> Any:
    return jax.tree.map(lambda p, g: (p - lr * g).astype(p.dtype), params, grads)


def train_step_program(loss_fn: Callable[..., jax.Array], params: Any, batch: tuple[Any, ...],
                       mesh: Mesh) -> StepProgram:
    """`step(params, *batch) -> (new_params, loss)`, new params keep the parameter shardings."""

    def step(p: Any, *b: Any) -> tuple[Any, jax.Array]:
        loss, grads = jax.value_and_grad(loss_fn)(p, *b)
        return sgd(p, grads), loss

    out = (shardings_of(params), NamedSharding(mesh, P()))
    return StepProgram(jax.jit(step, out_shardings=out), (params, *batch))


def cross_entropy(logits: jax.Array, labels: jax.Array) -> jax.Array:
    logp = jax.nn.log_softmax(logits.astype(jnp.float32), axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, labels[..., None], axis=-1))
