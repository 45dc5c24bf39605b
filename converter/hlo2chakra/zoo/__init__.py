"""Model zoo: plain-JAX training/inference steps with sharding plans over a named mesh.

This module is importable without jax (the CLI lists models and the exporter validates names in
the parent process, where the host device count must not be fixed yet). `build_program` imports
the family module, which imports jax.

A *model* is a family (one module: `AXES`, `Config`, `build(cfg, mesh)`) plus configuration
overrides and a default mesh; named configurations such as `llama3-100m` are models of the
`decoder` family.
"""

from __future__ import annotations

import dataclasses
import importlib
import types
import typing
from collections.abc import Mapping
from typing import Any
from hlo2chakra.zoo.errors import ZooError


@dataclasses.dataclass(frozen=True)
class ModelEntry:
    name: str
    family: str
    description: str
    overrides: Mapping[str, Any]
    default_mesh: Mapping[str, int]


def _entry(name: str, family: str, description: str, mesh: Mapping[str, int],
           **overrides: Any) -> ModelEntry:
    return ModelEntry(name, family, description, types.MappingProxyType(dict(overrides)),
                      types.MappingProxyType(dict(mesh)))


_ENTRIES: tuple[ModelEntry, ...] = (
    _entry("gemm2d", "gemm2d", "GEMM on a 2-D mesh: A(x,y) @ B(y,-), all-reduce over y", {"x": 2, "y": 4}),
    _entry("mlp_dp", "mlp_dp", "data-parallel MLP training step (gradients all-reduced)", {"data": 4}),
    _entry("megatron", "megatron", "Megatron tensor-parallel transformer block training step", {"model": 4}),
    _entry("fsdp", "fsdp", "FSDP MLP training step (all-gather weights, reduce-scatter grads)", {"fsdp": 4}),
    _entry("collectives", "collectives", "shard_map issuing each of the five collectives once", {"x": 4}),
    _entry("pipeline", "pipeline", "GPipe stages, ppermute inside a fori_loop (static trip count)", {"stage": 4}),
    _entry("control", "control", "non-inlined call, cond/switch (case), scan (while)", {"data": 2}),
    _entry("cnn", "cnn", "small CNN training step (strided/padded/depthwise conv, pooling), data parallel",
           {"data": 2}),
    _entry("decoder", "decoder", "GPT-2/LLaMA-style decoder training step (data/fsdp/tensor/sequence/pipeline)",
           {"data": 2, "model": 2}),
    _entry("llama3-100m-maxtext", "decoder",
           "LLaMA-3 100M with MaxText's default training step: 7 layers, emb 576, 9 heads x 128, MLP 2016, vocab 128256, "
           "seq 4096, bf16 compute with f32 master weights, AdamW, full remat, FSDP", {"fsdp": 4},
           style="llama", layers=7, d_model=576, heads=9, kv_heads=9, head_dim=128, mlp=2016,
           vocab=128256, seq=4096, batch_per_device=1, dtype="bfloat16", rope_theta=500000.0,
           # Training step as MaxText's defaults (MaxText/configs/base.yml: weight_dtype float32 with
           # dtype bfloat16, remat_policy 'full', opt_type adamw, adam_b1 0.9, adam_b2 0.95,
           # adam_eps 1e-8, adam_weight_decay 0.1, gradient_clipping_threshold 1.0, learning_rate 3e-5).
           # Same in the 2023 and 2025 base.yml (AI-Hypercomputer/maxtext); the 2025 one has
           # logits_dot_in_fp32 False (bf16 logits dot, f32 loss: as here) and mu_dtype = weight_dtype.
           # Not reproduced: scan_layers (we unroll the 7 layers), the warmup/cosine LR schedule.
           weight_dtype="float32", optimizer="adamw", remat="full", grad_clip=1.0, learning_rate=3e-5,
           adam_b1=0.9, adam_b2=0.95, adam_eps=1e-8, weight_decay=0.1),
    _entry("gpt2-small", "decoder", "GPT-2 small: 12 layers, 768 wide, 12 heads, vocab 50257 -> 50304, seq 1024",
           {"data": 4},
           style="gpt2", layers=12, d_model=768, heads=12, kv_heads=12, head_dim=64, mlp=3072,
           vocab=50304, seq=1024, batch_per_device=1, dtype="bfloat16"),
)

# The paper's LLaMA-3 programs (Hespas workloads, branch llama-3-4; shapes and traits in
# ../shared/data/paper-measured/README.md): size -> (layers, d_model, heads, MLP hidden).
PAPER_LLAMA3_SHAPES: Mapping[str, tuple[int, int, int, int]] = types.MappingProxyType({
    "100m": (7, 576, 9, 2016), "200m": (10, 832, 13, 2912), "500m": (16, 1280, 20, 4480),
    "1b": (22, 1792, 28, 6272), "2b": (28, 2240, 35, 7840), "3b": (32, 2624, 41, 9184),
})


def _paper_llama3(size: str) -> ModelEntry:
    """The paper's training step: bf16 weights and AdamW moments (no f32 master copy),
    remat_policy minimal, one-hot token embedding, vocab 128256, seq 4096, no GQA, 4-way FSDP."""
    layers, d_model, heads, mlp = PAPER_LLAMA3_SHAPES[size]
    return _entry(f"llama3-{size}", "decoder",
                  f"LLaMA-3 {size} as the paper's program: {layers} layers, emb {d_model}, {heads} heads x 128, "
                  f"MLP {mlp}, vocab 128256, seq 4096, bf16 weights and AdamW moments, minimal remat, "
                  "one-hot embedding, FSDP", {"fsdp": 4},
                  style="llama", layers=layers, d_model=d_model, heads=heads, kv_heads=heads, head_dim=128,
                  mlp=mlp, vocab=128256, seq=4096, batch_per_device=1, dtype="bfloat16",
                  rope_theta=500000.0, weight_dtype="bfloat16", moment_dtype="bfloat16",
                  embedding="one_hot", optimizer="adamw", remat="minimal", grad_clip=1.0,
                  learning_rate=3e-5, adam_b1=0.9, adam_b2=0.95, adam_eps=1e-8, weight_decay=0.1)


# ResNet v1.5 depths: name -> (block kind, blocks per stage).
RESNET_DEPTHS: Mapping[str, tuple[str, str]] = types.MappingProxyType({
    "resnet18": ("basic", "2,2,2,2"), "resnet34": ("basic", "3,4,6,3"), "resnet50": ("bottleneck", "3,4,6,3"),
    "resnet101": ("bottleneck", "3,4,23,3"), "resnet200": ("bottleneck", "3,24,36,3"),
})


def _resnet(name: str) -> ModelEntry:
    """As the paper's ResNet-50 program (Hespas fixture, pmap over 4 devices): 256 images
    of 224x224 per device, f32 weights with f16 convolutions, SGD with f32 momentum."""
    block, blocks = RESNET_DEPTHS[name]
    return _entry(name, "resnet", f"ResNet-{name[6:]} training step ({block} blocks {blocks}), 256 images "
                  "224x224 per device, f32 weights, f16 convolutions, momentum SGD, data parallel "
                  "(synchronised batch norm)", {"data": 4},
                  block=block, blocks=blocks, batch=1024, image=224, dtype="float16", param_dtype="float32",
                  optimizer="momentum")


# MaxText's Llama models: dimensions from MaxText/configs/models/<model>.yml, the training step from
# MaxText/configs/models/gpu/<model>.yml (what MaxText runs on GPUs: attention cudnn_flash_te,
# use_iota_embed, its remat_policy, per_device_batch_size, max_target_length, scan_layers), on the
# base.yml defaults (bf16 compute, f32 weights and AdamW moments, adamw 0.9/0.95/1e-8, weight decay
# 0.1, clipping at 1.0); AI-Hypercomputer/maxtext commit 0fe43b75 (2024-12-09).
# name -> (emb, query heads, kv heads, mlp, layers, vocab, rope max timescale, norm rule,
#          per_device_batch_size, max_target_length, remat_policy, scan_layers)
MAXTEXT_LLAMAS: Mapping[str, tuple[int, int, int, int, int, int, float, str, int, int, str, bool]] = \
    types.MappingProxyType({
        "llama2-7b": (4096, 32, 32, 11008, 32, 32000, 10000.0, "fsdp", 4, 4096, "minimal_flash", False),
        "llama2-70b": (8192, 64, 8, 28672, 80, 32000, 10000.0, "fsdp", 6, 4096, "full", True),
        "llama3-8b": (4096, 32, 8, 14336, 32, 128256, 500000.0, "tensor", 12, 8192, "minimal_flash", True),
        "llama3-70b": (8192, 64, 8, 28672, 80, 128256, 500000.0, "tensor", 4, 8192, "full", True),
    })


def _maxtext(model: str) -> ModelEntry:
    emb, heads, kv, mlp, layers, vocab, rope, norm, pdbs, seq, remat, scan = MAXTEXT_LLAMAS[model]
    return _entry(f"maxtext-{model}", "maxtext",
                  f"MaxText {model} GPU training step: {layers} layers, emb {emb}, {heads} heads ({kv} kv) x 128, "
                  f"MLP {mlp}, vocab {vocab}, {pdbs} x {seq} tokens per device, cuDNN flash attention, "
                  f"remat {remat}, {'scanned' if scan else 'unrolled'} layers, f32 weights + AdamW, FSDP",
                  {"fsdp": 8},
                  model_name=model, base_emb_dim=emb, base_num_query_heads=heads, base_num_kv_heads=kv,
                  base_mlp_dim=mlp, base_num_decoder_layers=layers, head_dim=128, vocab_size=vocab,
                  rope_max_timescale=rope, norm_sharding=norm, per_device_batch_size=pdbs, max_target_length=seq,
                  attention="cudnn_flash_te", remat_policy=remat, use_iota_embed=True, scan_layers=scan)


_ENTRIES = (*_ENTRIES, *(_paper_llama3(size) for size in PAPER_LLAMA3_SHAPES),
            *(_resnet(name) for name in RESNET_DEPTHS), *(_maxtext(model) for model in MAXTEXT_LLAMAS))

MODELS: Mapping[str, ModelEntry] = types.MappingProxyType({e.name: e for e in _ENTRIES})


def get_entry(name: str) -> ModelEntry:
    try:
        return MODELS[name]
    except KeyError:
        raise ZooError(f"unknown model {name!r} (known: {', '.join(MODELS)})") from None


def load_family(family: str) -> types.ModuleType:
    return importlib.import_module(f"{__name__}.{family}")


def _coerce(field: dataclasses.Field, raw: Any, hints: Mapping[str, Any]) -> Any:
    kind = hints[field.name]
    if not isinstance(raw, str):
        return raw
    try:
        if kind is bool:
            if raw.lower() in ("1", "true", "yes", "on"):
                return True
            if raw.lower() in ("0", "false", "no", "off"):
                return False
            raise ValueError(raw)
        if kind in (int, float):
            return kind(raw)
    except ValueError:
        raise ZooError(f"config {field.name}={raw!r} is not a valid {kind.__name__}") from None
    return raw


def make_config(family: types.ModuleType, overrides: Mapping[str, Any]) -> Any:
    """The family's `Config` with `overrides` applied; string values are converted to the field type."""
    cls = family.Config
    fields = {f.name: f for f in dataclasses.fields(cls)}
    hints = typing.get_type_hints(cls)
    values = {}
    for key, raw in overrides.items():
        if key not in fields:
            raise ZooError(f"unknown config key {key!r} (known: {', '.join(fields)})")
        values[key] = _coerce(fields[key], raw, hints)
    return cls(**values)


def config_dict(cfg: Any) -> dict[str, Any]:
    return dataclasses.asdict(cfg)


def build_program(name: str, mesh_sizes: Mapping[str, int], overrides: Mapping[str, Any]
                  ) -> tuple[Any, Any, Any]:
    """(StepProgram, Config, Mesh) for a model; jax must see `prod(mesh_sizes)` devices."""
    entry = get_entry(name)
    family = load_family(entry.family)
    from hlo2chakra.zoo._common import make_mesh

    cfg = make_config(family, {**entry.overrides, **overrides})
    mesh = make_mesh(family.AXES, mesh_sizes)
    return family.build(cfg, mesh), cfg, mesh
