"""Write a global MoE training step with E experts: ``python3 -m benchmarks.moe_program OUT E``.

Top-1 routing with capacity 2 x tokens / experts, ``E`` experts and ``E`` token groups, expert
parallelism stated only by sharding constraints on the dispatched tensor, so XLA's partitioner
puts in the two all-to-alls (the layout of the users' ``moe_gspmd.py``, with as many experts as
ranks). Lowered on 4 host devices; ``convert --mesh ep=E`` resizes it. Used by
``benchmarks.bench_ranks_differ``.
"""

from __future__ import annotations

import argparse
import os

TOKENS, D_MODEL, D_FF = 4096, 256, 1024


def write(out: str, experts: int) -> None:
    os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec

    groups, capacity = experts, max(1, 2 * TOKENS // experts)
    mesh = Mesh(np.array(jax.devices()[:4]), ("ep",))

    def spec(*axes: str | None) -> NamedSharding:
        return NamedSharding(mesh, PartitionSpec(*axes))

    def layer(params: dict[str, jax.Array], x: jax.Array) -> jax.Array:  # x: [groups, tokens, d]
        logits = jnp.einsum("gtd,de->gte", x, params["router"])
        chosen = jax.nn.one_hot(jnp.argmax(logits, -1), experts, dtype=x.dtype)
        slot = (jnp.cumsum(chosen, 1) * chosen).sum(-1).astype(jnp.int32) - 1
        dispatch = chosen[..., None] * jax.nn.one_hot(slot, capacity, dtype=x.dtype)[:, :, None, :]
        routed = jax.lax.with_sharding_constraint(jnp.einsum("gtec,gtd->gecd", dispatch, x),
                                                  spec(None, "ep", None, None))  # groups -> experts
        hidden = jax.nn.relu(jnp.einsum("gecd,edf->gecf", routed, params["up"]))
        back = jax.lax.with_sharding_constraint(jnp.einsum("gecf,efd->gecd", hidden, params["down"]),
                                                spec("ep", None, None, None))  # experts -> groups
        weight = jnp.sum(jax.nn.softmax(logits, -1) * chosen, -1, keepdims=True)
        return jnp.einsum("gtec,gecd->gtd", dispatch, back) * weight

    def step(params: dict[str, jax.Array], x: jax.Array) -> tuple[dict[str, jax.Array], jax.Array]:
        loss, grads = jax.value_and_grad(lambda p, v: jnp.mean((layer(p, v) - v) ** 2))(params, x)
        return jax.tree.map(lambda w, g: w - 1e-2 * g, params, grads), loss

    f32 = jnp.float32
    params = {"router": jax.ShapeDtypeStruct((D_MODEL, experts), f32, sharding=spec()),
              "up": jax.ShapeDtypeStruct((experts, D_MODEL, D_FF), f32, sharding=spec("ep")),
              "down": jax.ShapeDtypeStruct((experts, D_FF, D_MODEL), f32, sharding=spec("ep"))}
    x = jax.ShapeDtypeStruct((groups, TOKENS, D_MODEL), f32, sharding=spec("ep"))
    jitted = jax.jit(step, out_shardings=({k: v.sharding for k, v in params.items()}, spec()))
    with open(out, "w", encoding="utf-8") as f:
        f.write(jitted.lower(params, x).as_text())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m benchmarks.moe_program", description=__doc__.splitlines()[0])
    parser.add_argument("out", help="the global.mlir to write")
    parser.add_argument("experts", type=int, help="experts, token groups and the ep mesh size it is meant for")
    args = parser.parse_args(argv)
    write(args.out, args.experts)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
