"""GPT-2 / LLaMA-style decoder-only transformer, training step (cross-entropy; SGD or AdamW).

Styles: `gpt2` (LayerNorm, GELU MLP, learned positions, tied embedding) and `llama` (RMSNorm,
SwiGLU MLP, rotary positions, grouped-query attention with `kv_heads`, separate unembedding).

Sharding plan over mesh axes (any may be size 1):
  data   batch only (weights replicated; gradients all-reduced),
  fsdp   batch, and every weight's embedding dimension (weights all-gathered before use,
         gradients reduce-scattered) -- MaxText's `ici_fsdp_parallelism`,
  model  Megatron tensor parallelism: heads, MLP hidden and vocabulary split; with
         `seq_parallel=True` the residual stream between blocks is split on the sequence too,
  stage  pipeline parallelism (GPipe via `shard_map` over `stage` only, `pipeline_microbatches`
         microbatches); layers are split evenly over stages.
Global batch = batch_per_device * data * fsdp.

Training-step options (defaults keep the plain step: SGD, no remat, weights in `dtype`):
  optimizer     "sgd" | "adamw": AdamW keeps first/second moments with the parameters'
                shapes and shardings (FSDP shards them like the weights), see `_optim`;
  moment_dtype  storage dtype of the AdamW moments (float32, or bfloat16 as MaxText's `mu_dtype`
                with bf16 weights);
  weight_dtype  storage dtype of the weights ("" = `dtype`); "float32" with dtype "bfloat16" is
                mixed precision: f32 master weights, cast to bf16 for compute;
  remat         per-layer rematerialization (`jax.checkpoint` around each block):
                "none", "full" (save nothing: the backward pass re-runs each layer's forward),
                "minimal" (save matmuls without batch dimensions, i.e. weight-stationary dots),
                "save_dots" (save every matmul output, recompute only elementwise work);
  grad_clip     global-norm gradient clipping threshold (0 = off);
  embedding     "gather" (take rows of the table) | "one_hot" (one-hot [tokens, vocab] times the
                table, as MaxText's `use_iota_embed`: a vocab-sized GEMM forward and one for the
                table's gradient backward).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, PartitionSpec as P

from hlo2chakra.zoo.errors import ZooError
from hlo2chakra.zoo._common import StepProgram, constrain, cross_entropy, dtype_of, sds
from hlo2chakra.zoo._gpipe import gpipe
from hlo2chakra.zoo._optim import OptimizerSpec, optimizer_step_program

AXES = ("data", "fsdp", "model", "stage")
BATCH = ("data", "fsdp")


@dataclasses.dataclass(frozen=True)
class Config:
    style: str = "llama"     # "llama" | "gpt2"
    layers: int = 2
    d_model: int = 256
    heads: int = 4
    kv_heads: int = 4
    head_dim: int = 64
    mlp: int = 1024
    vocab: int = 1024
    seq: int = 128
    batch_per_device: int = 1
    dtype: str = "float32"
    rope_theta: float = 10000.0
    seq_parallel: bool = False
    pipeline_microbatches: int = 0   # 0 = one per stage
    weight_dtype: str = ""           # "" = dtype; "float32" + dtype "bfloat16" = f32 master weights
    optimizer: str = "sgd"           # "sgd" | "adamw"
    remat: str = "none"              # "none" | "full" | "minimal" | "save_dots" (per layer)
    learning_rate: float = 1e-3
    adam_b1: float = 0.9
    adam_b2: float = 0.95
    adam_eps: float = 1e-8
    weight_decay: float = 0.1        # AdamW only
    grad_clip: float = 0.0           # global-norm clipping threshold; 0 = off
    moment_dtype: str = "float32"    # AdamW moment storage
    embedding: str = "gather"        # "gather" | "one_hot"
    attention: str = "xla"           # "xla" (einsums + softmax) | "cudnn" (cuDNN flash attention:
                                     # export with --gpu-target, it lowers only for GPU devices)


REMAT_POLICIES: dict[str, Callable[..., bool]] = {
    "full": jax.checkpoint_policies.nothing_saveable,
    "minimal": jax.checkpoint_policies.dots_with_no_batch_dims_saveable,
    "save_dots": jax.checkpoint_policies.dots_saveable,
}


EMBEDDINGS = ("gather", "one_hot")


def _check(cfg: Config, mesh: Mesh) -> None:
    if cfg.style not in ("llama", "gpt2"):
        raise ZooError(f"decoder style must be 'llama' or 'gpt2', got {cfg.style!r}")
    if cfg.heads % cfg.kv_heads:
        raise ZooError(f"heads ({cfg.heads}) must be a multiple of kv_heads ({cfg.kv_heads})")
    if cfg.attention not in ("xla", "cudnn"):
        raise ZooError(f"decoder attention must be 'xla' or 'cudnn', got {cfg.attention!r}")
    if cfg.attention == "cudnn" and mesh.devices.flat[0].platform != "gpu":
        raise ZooError("attention=cudnn lowers only for GPU devices: export with --gpu-target")
    if cfg.style == "gpt2" and cfg.kv_heads != cfg.heads:
        raise ZooError("gpt2 style has no grouped-query attention: set kv_heads = heads")
    if cfg.layers % mesh.shape["stage"]:
        raise ZooError(f"layers ({cfg.layers}) not divisible by {mesh.shape['stage']} pipeline stages")
    if cfg.seq_parallel and cfg.seq % mesh.shape["model"]:
        raise ZooError(f"seq ({cfg.seq}) not divisible by model axis for sequence parallelism")
    if cfg.embedding not in EMBEDDINGS:
        raise ZooError(f"decoder embedding must be one of {', '.join(EMBEDDINGS)}, got {cfg.embedding!r}")
    if cfg.remat != "none" and cfg.remat not in REMAT_POLICIES:
        raise ZooError(f"decoder remat must be one of none, {', '.join(REMAT_POLICIES)}, got {cfg.remat!r}")


def _optimizer(cfg: Config) -> OptimizerSpec:
    return OptimizerSpec(cfg.optimizer, cfg.learning_rate, cfg.adam_b1, cfg.adam_b2, cfg.adam_eps,
                         cfg.weight_decay, cfg.grad_clip, cfg.moment_dtype)


def _layer_fn(cfg: Config, mesh: Mesh, manual: bool) -> Callable[[dict, jax.Array], jax.Array]:
    """One block as a function of (layer params, x), rematerialized per `cfg.remat`."""
    def layer(p: dict, x: jax.Array) -> jax.Array:
        return _block(cfg, mesh, p, x, manual)
    if cfg.remat == "none":
        return layer
    return jax.checkpoint(layer, policy=REMAT_POLICIES[cfg.remat])


def _layer_specs(cfg: Config, mesh: Mesh) -> dict[str, tuple[tuple[int, ...], P]]:
    d, h, kv, hd, f = cfg.d_model, cfg.heads, cfg.kv_heads, cfg.head_dim, cfg.mlp
    kv_axis = "model" if kv % mesh.shape["model"] == 0 else None  # too few kv heads: replicate
    specs = {
        "attn_norm": ((d,), P()),
        "wq": ((d, h, hd), P("fsdp", "model", None)),
        "wk": ((d, kv, hd), P("fsdp", kv_axis, None)),
        "wv": ((d, kv, hd), P("fsdp", kv_axis, None)),
        "wo": ((h, hd, d), P("model", None, "fsdp")),
        "mlp_norm": ((d,), P()),
        "w_up": ((d, f), P("fsdp", "model")),
        "w_down": ((f, d), P("model", "fsdp")),
    }
    if cfg.style == "llama":
        specs["w_gate"] = ((d, f), P("fsdp", "model"))
    else:
        specs["attn_bias"] = ((d,), P())
        specs["mlp_bias"] = ((d,), P())
    return specs


def _norm(cfg: Config, x: jax.Array, scale: jax.Array, bias: jax.Array | None) -> jax.Array:
    xf = x.astype(jnp.float32)
    if cfg.style == "llama":
        y = xf * lax.rsqrt(jnp.mean(jnp.square(xf), axis=-1, keepdims=True) + 1e-5)
        return (y * scale).astype(x.dtype)
    if bias is None:
        raise ValueError(f"a {cfg.style} layer norm needs a bias")
    mean = jnp.mean(xf, axis=-1, keepdims=True)
    y = (xf - mean) * lax.rsqrt(jnp.mean(jnp.square(xf - mean), axis=-1, keepdims=True) + 1e-5)
    return (y * scale + bias).astype(x.dtype)


def _rotary(x: jax.Array, theta: float) -> jax.Array:
    """Rotate pairs (i, i + hd/2) of `x` [b, s, heads, hd] by position-dependent angles."""
    s, hd = x.shape[1], x.shape[-1]
    freqs = theta ** (-jnp.arange(0, hd // 2, dtype=jnp.float32) * 2.0 / hd)
    angles = jnp.arange(s, dtype=jnp.float32)[:, None] * freqs[None, :]
    cos, sin = jnp.cos(angles)[None, :, None, :], jnp.sin(angles)[None, :, None, :]
    x1, x2 = jnp.split(x.astype(jnp.float32), 2, axis=-1)
    return jnp.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1).astype(x.dtype)


def _block(cfg: Config, mesh: Mesh, p: dict, x: jax.Array, manual: bool) -> jax.Array:
    """One transformer layer; `manual` = inside the pipeline's shard_map (no mesh constraints)."""
    def pin(t: jax.Array, spec: P) -> jax.Array:
        return t if manual else constrain(t, mesh, spec)

    resid = P(BATCH, "model" if cfg.seq_parallel else None, None)
    heads = P(BATCH, None, "model", None)
    h = _norm(cfg, x, p["attn_norm"], p.get("attn_bias"))
    q = pin(jnp.einsum("bsd,dhk->bshk", h, p["wq"]), heads)
    k = jnp.einsum("bsd,dhk->bshk", h, p["wk"])
    v = jnp.einsum("bsd,dhk->bshk", h, p["wv"])
    if cfg.style == "llama":
        q, k = _rotary(q, cfg.rope_theta), _rotary(k, cfg.rope_theta)
    b, s, nh, hd = q.shape
    if cfg.attention == "cudnn":
        ctx = jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation="cudnn")
    else:
        group = nh // cfg.kv_heads
        qg = q.reshape(b, s, cfg.kv_heads, group, hd)
        scores = jnp.einsum("bqkgh,bskh->bkgqs", qg, k).astype(jnp.float32) / jnp.sqrt(float(hd))
        causal = jnp.tril(jnp.ones((s, s), bool))
        probs = jax.nn.softmax(jnp.where(causal, scores, -1e30), axis=-1).astype(x.dtype)
        ctx = jnp.einsum("bkgqs,bskh->bqkgh", probs, v).reshape(b, s, nh, hd)
    x = pin(x + jnp.einsum("bshk,hkd->bsd", pin(ctx, heads), p["wo"]), resid)

    h = _norm(cfg, x, p["mlp_norm"], p.get("mlp_bias"))
    if cfg.style == "llama":
        u = jax.nn.silu(h @ p["w_gate"]) * (h @ p["w_up"])
    else:
        u = jax.nn.gelu(h @ p["w_up"])
    u = pin(u, P(BATCH, None, "model"))
    return pin(x + u @ p["w_down"], resid)


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    _check(cfg, mesh)
    opt = _optimizer(cfg)
    dt = dtype_of(cfg.dtype)
    wdt = dtype_of(cfg.weight_dtype or cfg.dtype)
    stages = mesh.shape["stage"]
    batch = cfg.batch_per_device * mesh.shape["data"] * mesh.shape["fsdp"]
    specs = _layer_specs(cfg, mesh)
    layers: list[dict[str, jax.ShapeDtypeStruct]] | dict[str, jax.ShapeDtypeStruct]   # per layer, or stacked per stage
    if stages == 1:
        layers = [{k: sds(shape, wdt, mesh, spec) for k, (shape, spec) in specs.items()}
                  for _ in range(cfg.layers)]
    else:
        per = cfg.layers // stages
        layers = {k: sds((stages, per, *shape), wdt, mesh, P("stage", None, *spec))
                  for k, (shape, spec) in specs.items()}
    params = {
        "embed": sds((cfg.vocab, cfg.d_model), wdt, mesh, P("model", "fsdp")),
        "final_norm": sds((cfg.d_model,), wdt, mesh, P()),
        "layers": layers,
    }
    if cfg.style == "llama":
        params["unembed"] = sds((cfg.d_model, cfg.vocab), wdt, mesh, P("fsdp", "model"))
    else:
        params["pos"] = sds((cfg.seq, cfg.d_model), wdt, mesh, P(None, "fsdp"))
        params["final_bias"] = sds((cfg.d_model,), wdt, mesh, P())
    tokens = sds((batch, cfg.seq), jnp.int32, mesh, P(BATCH, None))
    targets = sds((batch, cfg.seq), jnp.int32, mesh, P(BATCH, None))

    run_layers = _pipelined(cfg, mesh, batch) if stages > 1 else _sequential(cfg, mesh)

    def loss_fn(p: dict, tok: jax.Array, tgt: jax.Array) -> jax.Array:
        if wdt != dt:  # master weights: compute in `dtype` (the cast's gradient returns in wdt)
            p = jax.tree.map(lambda w: w.astype(dt), p)
        x = _embed(cfg, p["embed"], tok)
        if cfg.style == "gpt2":
            x = x + p["pos"][None]
        x = run_layers(p["layers"], constrain(x, mesh, P(BATCH, None, None)))
        x = _norm(cfg, x, p["final_norm"], p.get("final_bias"))
        logits = x @ (p["unembed"] if cfg.style == "llama" else p["embed"].T)
        logits = constrain(logits, mesh, P(BATCH, None, "model"))
        return cross_entropy(logits, tgt)

    return optimizer_step_program(loss_fn, params, (tokens, targets), mesh, opt)


def _embed(cfg: Config, table: jax.Array, tok: jax.Array) -> jax.Array:
    if cfg.embedding == "gather":
        return jnp.take(table, tok, axis=0)
    return jnp.einsum("bsv,vd->bsd", jax.nn.one_hot(tok, cfg.vocab, dtype=table.dtype), table)


def _sequential(cfg: Config, mesh: Mesh) -> Callable[[list[dict], jax.Array], jax.Array]:
    layer = _layer_fn(cfg, mesh, manual=False)

    def run(layers: list[dict], x: jax.Array) -> jax.Array:
        for p in layers:
            x = layer(p, x)
        return x
    return run


def _pipelined(cfg: Config, mesh: Mesh, batch: int) -> Callable[[dict, jax.Array], jax.Array]:
    stages = mesh.shape["stage"]
    micro = cfg.pipeline_microbatches or stages
    if batch % micro:
        raise ZooError(f"global batch {batch} not divisible into {micro} pipeline microbatches")

    layer = _layer_fn(cfg, mesh, manual=True)

    def body(stacked: dict, xs: jax.Array) -> jax.Array:
        def apply(h: jax.Array) -> jax.Array:
            for j in range(cfg.layers // stages):
                h = layer({k: v[0, j] for k, v in stacked.items()}, h)
            return h
        return gpipe(apply, xs, "stage", stages)[None]

    # Manual over `stage` only: data/fsdp/model stay compiler-partitioned inside the body.
    staged = jax.shard_map(body, mesh=mesh, in_specs=(P("stage"), P()), out_specs=P("stage"),
                           axis_names=frozenset({"stage"}), check_vma=False)

    def run(layers: dict, x: jax.Array) -> jax.Array:
        xs = x.reshape(micro, batch // micro, *x.shape[1:])
        return staged(layers, xs)[stages - 1].reshape(x.shape)
    return run
