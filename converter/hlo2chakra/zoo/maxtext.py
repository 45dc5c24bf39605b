"""MaxText's Llama training step (`train.train_step`), rebuilt in plain JAX for the zoo.

A reproduction, not an import: MaxText (AI-Hypercomputer/maxtext, commit 0fe43b75 of 2024-12-09)
is read for its structure, dimensions and defaults, and every piece that changes the cost is
rebuilt the way MaxText builds it (see `_maxtext_layer`, `_maxtext_attention`, `_maxtext_remat`,
`_maxtext_fp8`, `_maxtext_train`). Settings use MaxText's own key names (`--set KEY=VALUE`):

  model      base_emb_dim, base_num_query_heads, base_num_kv_heads, base_mlp_dim,
             base_num_decoder_layers, head_dim, vocab_size, normalization_layer_epsilon,
             rope_min_timescale, rope_max_timescale (configs/models/*.yml), and `norm_sharding`
             (the yml's logical rule for `norm`: fsdp for Llama-2, else tensor = unsplit here)
  data       per_device_batch_size (whole numbers >= 1), max_target_length; global batch =
             per_device_batch_size x devices, split over (data, fsdp) like MaxText's data_sharding
  numerics   dtype (compute, bfloat16), weight_dtype (float32: f32 weights and AdamW moments, cast
             to the compute dtype at each use), logits_dot_in_fp32, cast_logits_to_fp32,
             quantization ("" or fp8: FP8 GEMMs as XLA's GPU pipeline runs MaxText's fp8 dots)
  layers     scan_layers (one lax.scan over weights stacked on axis param_scan_axis, which MaxText's
             nn.scan moves to the front; else an unrolled loop over layers_0..), fused_qkv,
             fused_mlp, attention (dot_product | cudnn_flash_te), use_iota_embed (one-hot
             embedding GEMM instead of a gather)
  remat      remat_policy (`_maxtext_remat.REMAT_POLICIES`), and with `custom` each of
             `CUSTOM_TENSORS` = device | remat (offload is refused)
  optimizer  opt_type (adamw), learning_rate, adam_b1, adam_b2, adam_eps, adam_eps_root,
             adam_weight_decay, gradient_clipping_threshold

Mesh axes: `data` (MaxText's dcn_data_parallelism: batch only, weights replicated) and `fsdp`
(ici_fsdp x dcn_fsdp: batch and every weight's `embed` dimension). Devices are in iota order with
fsdp fastest, so fsdp fills a node's GPUs first and then spans nodes, as MaxText's hybrid mesh.

An export's meta.json `config` holds these keys, which `report.maxtext.ModelShape.from_config`
(`hlo2chakra maxtext-report`) reads as MaxText spells them.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, PartitionSpec as P

from hlo2chakra.zoo._common import StepProgram, constrain, dtype_of, sds
from hlo2chakra.zoo._maxtext_fp8 import STAT_SHAPES
from hlo2chakra.zoo._maxtext_layer import (BATCH, LayerSpec, decoder_layer, dense, logical_to_mesh, param_axes,
                                           quantized_denses, rms_norm)
from hlo2chakra.zoo._maxtext_remat import CUSTOM_TENSORS, check_custom, policy
from hlo2chakra.zoo._maxtext_train import EPS, AdamW, adamw_state, cross_entropy, train_step_program
from hlo2chakra.zoo.errors import ZooError

AXES = ("data", "fsdp")
ATTENTIONS = ("dot_product", "cudnn_flash_te")

@dataclasses.dataclass(frozen=True)
class Config:
    # model (MaxText base.yml defaults; the zoo entries set configs/models/<model>.yml)
    model_name: str = "default"
    base_emb_dim: int = 2048
    base_num_query_heads: int = 16
    base_num_kv_heads: int = 16
    base_mlp_dim: int = 7168
    base_num_decoder_layers: int = 16
    head_dim: int = 128
    vocab_size: int = 32000
    normalization_layer_epsilon: float = 1e-5
    rope_min_timescale: float = 1.0
    rope_max_timescale: float = 10000.0
    norm_sharding: str = "tensor"
    # data
    per_device_batch_size: int = 12  # MaxText's is a float; fractions (< 1 per device) are not reproduced
    max_target_length: int = 2048
    # numerics
    dtype: str = "bfloat16"
    weight_dtype: str = "float32"
    logits_dot_in_fp32: bool = False
    cast_logits_to_fp32: bool = True
    quantization: str = ""
    # layers (attention: base.yml's 'autoselected' picks a TPU kernel; the GPU configs name theirs)
    scan_layers: bool = True
    param_scan_axis: int = 1
    fused_qkv: bool = False
    fused_mlp: bool = False
    attention: str = "dot_product"
    use_iota_embed: bool = False
    # remat (custom policy: each tensor device | remat | offload)
    remat_policy: str = "full"
    decoder_layer_input: str = "device"
    context: str = "remat"
    mlpwi: str = "remat"
    mlpwi_0: str = "remat"
    mlpwi_1: str = "remat"
    mlpwo: str = "remat"
    query_proj: str = "remat"
    key_proj: str = "remat"
    value_proj: str = "remat"
    qkv_proj: str = "remat"
    out_proj: str = "remat"
    # optimizer
    opt_type: str = "adamw"
    learning_rate: float = 3e-5
    adam_b1: float = 0.9
    adam_b2: float = 0.95
    adam_eps: float = 1e-8
    adam_eps_root: float = 0.0
    adam_weight_decay: float = 0.1
    gradient_clipping_threshold: float = 1.0


def _check(cfg: Config) -> tuple[str, ...]:
    """Refuse what is not reproduced, naming the key; returns the custom policy's saved names."""
    if cfg.attention not in ATTENTIONS:
        raise ZooError(f"attention={cfg.attention!r}: supported are {', '.join(ATTENTIONS)} "
                       "(flash / autoselected are TPU Pallas kernels)")
    if cfg.quantization not in ("", "fp8"):
        raise ZooError(f"quantization={cfg.quantization!r}: supported are '' (bf16) and fp8")
    if cfg.opt_type != "adamw":
        raise ZooError(f"opt_type={cfg.opt_type!r}: only adamw is reproduced")
    if cfg.norm_sharding not in ("fsdp", "tensor"):
        raise ZooError(f"norm_sharding={cfg.norm_sharding!r}: must be fsdp or tensor")
    if cfg.param_scan_axis not in (0, 1):
        raise ZooError(f"param_scan_axis={cfg.param_scan_axis}: must be 0 or 1")
    for key in ("per_device_batch_size", "base_emb_dim", "base_num_query_heads", "base_num_kv_heads", "base_mlp_dim",
                "base_num_decoder_layers", "head_dim", "vocab_size", "max_target_length"):
        if getattr(cfg, key) < 1:
            raise ZooError(f"{key}={getattr(cfg, key)}: must be >= 1")
    if cfg.base_num_query_heads % cfg.base_num_kv_heads:
        raise ZooError(f"base_num_query_heads ({cfg.base_num_query_heads}) must be a multiple of "
                       f"base_num_kv_heads ({cfg.base_num_kv_heads})")
    if cfg.fused_qkv and cfg.base_num_kv_heads != cfg.base_num_query_heads:
        raise ZooError("fused_qkv needs base_num_kv_heads = base_num_query_heads (MaxText's fused kernel is 3 x heads)")
    if cfg.head_dim % 2:
        raise ZooError(f"head_dim={cfg.head_dim}: rotary embedding needs an even head_dim")
    dt = dtype_of(cfg.dtype)
    dtype_of(cfg.weight_dtype)
    if cfg.attention == "cudnn_flash_te" and dt not in (jnp.bfloat16, jnp.float16):
        raise ZooError(f"attention=cudnn_flash_te needs dtype bfloat16 or float16, got {cfg.dtype}")
    settings = {name: getattr(cfg, name) for name in CUSTOM_TENSORS}
    return check_custom(settings, cfg.remat_policy, cfg.scan_layers)


def _spec(cfg: Config, dtype: Any | None = None) -> LayerSpec:
    return LayerSpec(cfg.base_emb_dim, cfg.base_num_query_heads, cfg.base_num_kv_heads, cfg.head_dim,
                     cfg.base_mlp_dim, dtype or dtype_of(cfg.dtype), cfg.normalization_layer_epsilon,
                     cfg.rope_min_timescale, cfg.rope_max_timescale, cfg.attention, cfg.fused_qkv, cfg.fused_mlp,
                     cfg.quantization == "fp8", "fsdp" if cfg.norm_sharding == "fsdp" else None)


def _layer_params(cfg: Config, spec: LayerSpec, mesh: Mesh, stacked: bool) -> dict:
    wdt, n, axis = dtype_of(cfg.weight_dtype), cfg.base_num_decoder_layers, cfg.param_scan_axis

    def one(shape: tuple[int, ...], axes: tuple[str, ...]) -> jax.ShapeDtypeStruct:
        pspec = tuple(logical_to_mesh(axes, spec.norm_axis))
        if stacked:  # nn.scan's params axis: MaxText param_scan_axis (the `layers` logical axis, unsplit)
            shape, pspec = (*shape[:axis], n, *shape[axis:]), (*pspec[:axis], None, *pspec[axis:])
        return sds(shape, wdt, mesh, P(*pspec))

    def layer() -> dict:  # norms hold {"scale"}, the attention and MLP modules {name: {"kernel"}}
        return {module: {k: one(*s) if k == "scale" else {"kernel": one(*s)} for k, s in ps.items()}
                for module, ps in param_axes(spec).items()}
    if stacked:
        return layer()
    return {f"layers_{i}": layer() for i in range(n)}


def _fp8_stats(cfg: Config, spec: LayerSpec, mesh: Mesh, stacked: bool) -> dict:
    """FP8 statistics per quantized dense (replicated, stacked on axis 0 as nn.scan stacks them)."""
    lead = (cfg.base_num_decoder_layers,) if stacked else ()

    def layer() -> dict:
        out: dict = {}
        for module, name in quantized_denses(spec):
            out.setdefault(module, {})[name] = {k: sds((*lead, *s), jnp.float32, mesh, P())
                                                for k, s in STAT_SHAPES.items()}
        return out
    return layer() if stacked else {f"layers_{i}": layer() for i in range(cfg.base_num_decoder_layers)}


def _run_layers(cfg: Config, spec: LayerSpec, mesh: Mesh, saved: tuple[str, ...]) -> Any:
    body = functools.partial(decoder_layer, spec=spec, mesh=mesh)
    layer = jax.checkpoint(body, policy=policy(cfg.remat_policy, saved), prevent_cse=not cfg.scan_layers)

    def run(layers: dict, fp8: dict | None, x: jax.Array, seg: jax.Array, pos: jax.Array) -> jax.Array:
        if not cfg.scan_layers:
            for i in range(cfg.base_num_decoder_layers):
                x = layer(layers[f"layers_{i}"], None if fp8 is None else fp8[f"layers_{i}"], x, seg, pos)
            return x
        # nn.scan over ScanIn(param_scan_axis): the stacked weights are moved to axis 0 first
        xs = jax.tree.map(lambda w: jnp.moveaxis(w, cfg.param_scan_axis, 0), layers)

        def step(carry: jax.Array, sliced: tuple) -> tuple[jax.Array, None]:
            return layer(sliced[0], sliced[1], carry, seg, pos), None
        return lax.scan(step, x, (xs, fp8), length=cfg.base_num_decoder_layers)[0]
    return run


def _embed(cfg: Config, table: jax.Array, tokens: jax.Array, mesh: Mesh) -> jax.Array:
    dt = dtype_of(cfg.dtype)
    if cfg.use_iota_embed:  # embeddings.Embed: one-hot [b, s, vocab] . table
        one_hot = jnp.array(tokens[..., jnp.newaxis] == lax.iota(jnp.int32, cfg.vocab_size), dtype=dt)
        out = jnp.dot(one_hot, jnp.asarray(table, dt))
    else:
        out = jnp.asarray(table, dt)[tokens]
    return constrain(out, mesh, P(BATCH, None, None)).astype(dt)


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    saved = _check(cfg)
    spec = _spec(cfg)
    wdt = dtype_of(cfg.weight_dtype)
    devices = mesh.shape["data"] * mesh.shape["fsdp"]
    batch = cfg.per_device_batch_size * devices
    d, v, norm = cfg.base_emb_dim, cfg.vocab_size, spec.norm_axis
    params = {
        "token_embedder": {"embedding": sds((v, d), wdt, mesh, logical_to_mesh(("vocab", "embed"), norm))},
        "decoder": {"layers": _layer_params(cfg, spec, mesh, cfg.scan_layers),
                    "decoder_norm": {"scale": sds((d,), wdt, mesh, logical_to_mesh(("norm",), norm))},
                    "logits_dense": {"kernel": sds((d, v), wdt, mesh, logical_to_mesh(("embed", "vocab"), norm))}},
    }
    state: dict[str, Any] = {"step": sds((), jnp.int32, mesh, P()), "params": params,
                             "opt_state": adamw_state(params, mesh)}
    if spec.fp8:
        state["fp8"] = _fp8_stats(cfg, spec, mesh, cfg.scan_layers)
    tokens = sds((batch, cfg.max_target_length), jnp.int32, mesh, P(BATCH, None))
    data = {k: tokens for k in ("inputs", "inputs_position", "inputs_segmentation", "targets",
                                "targets_segmentation")}
    run_layers = _run_layers(cfg, spec, mesh, saved)
    logits_spec = _spec(cfg, jnp.float32 if cfg.logits_dot_in_fp32 else None)

    def loss_fn(p: dict, fp8: dict | None, b: dict[str, jax.Array]) -> tuple[jax.Array, jax.Array]:
        x = _embed(cfg, p["token_embedder"]["embedding"], b["inputs"], mesh)
        x = run_layers(p["decoder"]["layers"], fp8, x, b["inputs_segmentation"], b["inputs_position"])
        y = rms_norm(x, p["decoder"]["decoder_norm"]["scale"], spec)
        logits = constrain(dense(y, p["decoder"]["logits_dense"]["kernel"], 1, logits_spec), mesh, P(BATCH, None, None))
        if cfg.cast_logits_to_fp32:
            logits = logits.astype(jnp.float32)
        xent = constrain(cross_entropy(logits, jax.nn.one_hot(b["targets"], v)), mesh, P(BATCH, None))
        xent = xent * (b["targets_segmentation"] != 0)
        total_weights = jnp.sum(b["targets_segmentation"] != 0)
        return jnp.sum(xent) / (total_weights + EPS), total_weights

    opt = AdamW(cfg.learning_rate, cfg.adam_b1, cfg.adam_b2, cfg.adam_eps, cfg.adam_eps_root, cfg.adam_weight_decay,
                cfg.gradient_clipping_threshold)
    program = train_step_program(loss_fn, state, data, mesh, opt)
    if cfg.attention == "cudnn_flash_te":
        program = dataclasses.replace(program, cpu_pipeline_unsupported=(
            "attention=cudnn_flash_te: XLA's CPU pipeline cannot compile the cuDNN attention custom calls, "
            "so the optimized (CPU) stage is skipped; the partitioned program is kept"))
    return program
