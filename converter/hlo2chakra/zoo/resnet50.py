"""ResNet-50 (v1.5 bottlenecks: stride on the 3x3 convolution) data-parallel training step.

Batch sharded on `data`, weights replicated; batch-norm statistics are computed over the global
batch (synchronised BN: small all-reduces in the forward pass), gradients all-reduced, SGD.
`blocks` ("3,4,6,3" = ResNet-50) and `width` make smaller variants for tests.
"""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P

from hlo2chakra.zoo.errors import ZooError
from hlo2chakra.zoo._common import StepProgram, cross_entropy, dtype_of, sds, train_step_program
from hlo2chakra.zoo._layers import batch_norm, conv, max_pool

AXES = ("data",)
EXPANSION = 4


@dataclasses.dataclass(frozen=True)
class Config:
    batch: int = 32          # global batch
    image: int = 224
    classes: int = 1000
    width: int = 64
    blocks: str = "3,4,6,3"
    dtype: str = "float32"


def _stage_blocks(cfg: Config) -> list[int]:
    try:
        blocks = [int(b) for b in cfg.blocks.split(",")]
    except ValueError:
        raise ZooError(f"blocks must be comma-separated integers, got {cfg.blocks!r}") from None
    if not blocks or min(blocks) < 1:
        raise ZooError(f"blocks must be positive, got {cfg.blocks!r}")
    return blocks


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    dt = dtype_of(cfg.dtype)
    rep = P()

    def w(*shape: int) -> jax.ShapeDtypeStruct:
        return sds(shape, dt, mesh, rep)

    def bn(c: int) -> dict:
        return {"scale": w(c), "bias": w(c)}

    params: dict = {"stem": w(7, 7, 3, cfg.width), "stem_bn": bn(cfg.width), "stages": []}
    c_in = cfg.width
    plan = []  # (stage, block, stride)
    for s, n in enumerate(_stage_blocks(cfg)):
        mid = cfg.width * 2 ** s
        out = mid * EXPANSION
        stage = []
        for b in range(n):
            blk = {"c1": w(1, 1, c_in, mid), "bn1": bn(mid), "c2": w(3, 3, mid, mid), "bn2": bn(mid),
                   "c3": w(1, 1, mid, out), "bn3": bn(out)}
            if b == 0:
                blk["proj"] = w(1, 1, c_in, out)
                blk["proj_bn"] = bn(out)
            stage.append(blk)
            plan.append((s, b, 2 if (b == 0 and s > 0) else 1))
            c_in = out
        params["stages"].append(stage)
    params["fc"] = w(c_in, cfg.classes)
    params["fc_bias"] = w(cfg.classes)
    x = sds((cfg.batch, cfg.image, cfg.image, 3), dt, mesh, P("data"))
    y = sds((cfg.batch,), jnp.int32, mesh, P("data"))

    def norm(h: jax.Array, p: dict) -> jax.Array:
        return batch_norm(h, p["scale"], p["bias"])

    def loss_fn(p: dict, xb: jax.Array, yb: jax.Array) -> jax.Array:
        h = jax.nn.relu(norm(conv(xb, p["stem"], 2, "SAME"), p["stem_bn"]))
        h = max_pool(h, 3, 2, "SAME")
        for s, b, stride in plan:
            blk = p["stages"][s][b]
            r = jax.nn.relu(norm(conv(h, blk["c1"]), blk["bn1"]))
            r = jax.nn.relu(norm(conv(r, blk["c2"], stride), blk["bn2"]))
            r = norm(conv(r, blk["c3"]), blk["bn3"])
            if "proj" in blk:
                h = norm(conv(h, blk["proj"], stride), blk["proj_bn"])
            h = jax.nn.relu(h + r)
        logits = jnp.mean(h, axis=(1, 2)) @ p["fc"] + p["fc_bias"]
        return cross_entropy(logits, yb)

    return train_step_program(loss_fn, params, (x, y), mesh)
