"""ResNet (v1.5: the stride sits on the 3x3 convolution) data-parallel training step.

`block`: "bottleneck" (1x1, 3x3, 1x1 with 4x expansion: ResNet-50/101/200) or "basic" (two 3x3:
ResNet-18/34); `blocks` ("3,4,6,3") gives the blocks per stage, `width` the stem's channels. A
block's shortcut is a strided 1x1 projection where its shape changes.

Batch sharded on `data`, weights replicated; batch-norm statistics are computed over the global
batch (synchronised BN: small all-reduces in the forward pass), gradients all-reduced. The stem's
max-pool runs per device, forward and backward, as in the paper's per-device (pmap) program
(`_layers.per_device_max_pool`).

Precision: `param_dtype` stores the weights, `dtype` is the compute dtype of the convolutions,
the dense head and the activations (the input images come in `dtype`). `param_dtype` float32 with
`dtype` float16 is the precision of the paper's ResNet-50 program (Hespas fixture
resnet_50_train_step_4_devices_1024_batch.mlir: f32 weight and momentum arguments, f16 images and
convolutions, batch-norm statistics in f32): f32 weights cast to f16 for every convolution,
batch-norm statistics and normalisation in f32, the loss in f32. `optimizer` "momentum" is SGD
with an f32 momentum buffer per weight, as that program; "sgd" is the plain step. Not
reproduced: that program's running batch-norm averages (per-channel vectors, a few KB).
"""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P

from hlo2chakra.zoo.errors import ZooError
from hlo2chakra.zoo._common import StepProgram, cross_entropy, dtype_of, sds
from hlo2chakra.zoo._layers import batch_norm, conv, per_device_max_pool
from hlo2chakra.zoo._optim import OptimizerSpec, optimizer_step_program

AXES = ("data",)
BLOCKS = {"bottleneck": 4, "basic": 1}  # block kind -> channel expansion of its output


@dataclasses.dataclass(frozen=True)
class Config:
    batch: int = 32          # global batch
    image: int = 224
    classes: int = 1000
    width: int = 64
    blocks: str = "3,4,6,3"
    block: str = "bottleneck"   # "bottleneck" | "basic"
    dtype: str = "float32"      # compute dtype (convolutions, activations, input images)
    param_dtype: str = ""       # weight storage dtype; "" = dtype
    optimizer: str = "sgd"      # "sgd" | "momentum"
    learning_rate: float = 0.1
    momentum: float = 0.9


@dataclasses.dataclass(frozen=True)
class BlockPlan:
    stage: int
    index: int
    stride: int
    c_in: int
    mid: int
    out: int

    @property
    def projected(self) -> bool:
        return self.stride != 1 or self.c_in != self.out


def stage_blocks(cfg: Config) -> list[int]:
    try:
        blocks = [int(b) for b in cfg.blocks.split(",")]
    except ValueError:
        raise ZooError(f"blocks must be comma-separated integers, got {cfg.blocks!r}") from None
    if not blocks or min(blocks) < 1:
        raise ZooError(f"blocks must be positive, got {cfg.blocks!r}")
    return blocks


def block_plan(cfg: Config) -> list[BlockPlan]:
    """Every block's stage, stride and channels (in, middle, out), first to last."""
    if cfg.block not in BLOCKS:
        raise ZooError(f"resnet block must be one of {', '.join(BLOCKS)}, got {cfg.block!r}")
    plan, c_in = [], cfg.width
    for s, n in enumerate(stage_blocks(cfg)):
        mid = cfg.width * 2 ** s
        for b in range(n):
            stride = 2 if (b == 0 and s > 0) else 1
            plan.append(BlockPlan(s, b, stride, c_in, mid, mid * BLOCKS[cfg.block]))
            c_in = mid * BLOCKS[cfg.block]
    return plan


def _block_params(cfg: Config, blk: BlockPlan, w, bn) -> dict:
    if cfg.block == "bottleneck":
        p = {"c1": w(1, 1, blk.c_in, blk.mid), "bn1": bn(blk.mid), "c2": w(3, 3, blk.mid, blk.mid),
             "bn2": bn(blk.mid), "c3": w(1, 1, blk.mid, blk.out), "bn3": bn(blk.out)}
    else:
        p = {"c1": w(3, 3, blk.c_in, blk.mid), "bn1": bn(blk.mid), "c2": w(3, 3, blk.mid, blk.out),
             "bn2": bn(blk.out)}
    if blk.projected:
        p["proj"] = w(1, 1, blk.c_in, blk.out)
        p["proj_bn"] = bn(blk.out)
    return p


def _norm(h: jax.Array, p: dict) -> jax.Array:
    return batch_norm(h, p["scale"], p["bias"])


def _residual(cfg: Config, blk: BlockPlan, p: dict, h: jax.Array, dt) -> jax.Array:
    """The block's output before the shortcut add; convolution weights are cast to `dt`."""
    c = lambda x, name, stride=1: conv(x, p[name].astype(dt), stride)  # noqa: E731
    if cfg.block == "bottleneck":
        r = jax.nn.relu(_norm(c(h, "c1"), p["bn1"]))
        r = jax.nn.relu(_norm(c(r, "c2", blk.stride), p["bn2"]))
        return _norm(c(r, "c3"), p["bn3"])
    r = jax.nn.relu(_norm(c(h, "c1", blk.stride), p["bn1"]))
    return _norm(c(r, "c2"), p["bn2"])


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    dt = dtype_of(cfg.dtype)
    pdt = dtype_of(cfg.param_dtype or cfg.dtype)
    if cfg.optimizer not in ("sgd", "momentum"):
        raise ZooError(f"resnet optimizer must be 'sgd' or 'momentum', got {cfg.optimizer!r}")

    def w(*shape: int) -> jax.ShapeDtypeStruct:
        return sds(shape, pdt, mesh, P())

    def bn(ch: int) -> dict:
        return {"scale": w(ch), "bias": w(ch)}

    plan = block_plan(cfg)
    params: dict = {"stem": w(7, 7, 3, cfg.width), "stem_bn": bn(cfg.width),
                    "blocks": [_block_params(cfg, blk, w, bn) for blk in plan],
                    "fc": w(plan[-1].out, cfg.classes), "fc_bias": w(cfg.classes)}
    x = sds((cfg.batch, cfg.image, cfg.image, 3), dt, mesh, P("data"))
    y = sds((cfg.batch,), jnp.int32, mesh, P("data"))

    def loss_fn(p: dict, xb: jax.Array, yb: jax.Array) -> jax.Array:
        h = jax.nn.relu(_norm(conv(xb, p["stem"].astype(dt), 2, "SAME"), p["stem_bn"]))
        h = per_device_max_pool(h, 3, 2, "SAME", mesh)
        for blk, bp in zip(plan, p["blocks"]):
            r = _residual(cfg, blk, bp, h, dt)
            if blk.projected:
                h = _norm(conv(h, bp["proj"].astype(dt), blk.stride), bp["proj_bn"])
            h = jax.nn.relu(h + r)
        logits = jnp.mean(h, axis=(1, 2)) @ p["fc"].astype(dt) + p["fc_bias"].astype(dt)
        return cross_entropy(logits, yb)

    opt = OptimizerSpec(cfg.optimizer, cfg.learning_rate, b1=cfg.momentum)
    return optimizer_step_program(loss_fn, params, (x, y), mesh, opt)
