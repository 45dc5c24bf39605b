"""The `maxtext` zoo family: MaxText's Llama GPU training step (entries maxtext-llama2-7b/70b, llama3-8b/70b).

What is checked: the entries carry MaxText's dimensions (parameter counts) and GPU defaults; bad
settings are one-line ZooErrors naming the key; each remat policy saves the tensors MaxText's names
select; cudnn_flash_te exports on CPU as XLA's cuDNN attention custom calls inside a shard_map,
with the CPU optimized stage skipped; fp8 puts f8 operands on the dense dots; the step runs and
learns on CPU; per-device FLOPs of every entry against MaxText's own count; and (with ../shared)
the Llama-2-70B step against MaxText's real lowered program.

MaxText's count (``maxtext_formula``, what MaxText prints as TFLOP/s/device) and what
``hlo2chakra convert`` counts differ by known terms, which ``converter_gemm_count`` adds to it:
  - attention: MaxText counts 4*B*S^2*H*hd forward (QK^T and PV, non-causal) and 3x that for
    training. The converter costs the cuDNN flash kernels as flash attention with the causal
    mask skipping half the tiles: forward 2*B*H*S^2*hd, backward 5*B*H*S^2*hd (recomputed
    Q.K^T plus dO.V^T, P^T.dO, dS.K, dS^T.Q), i.e. 7/12 of MaxText's attention term;
  - remat recompute, which MaxText leaves out: with `full` the backward re-runs each layer's
    q/k/v/out projections, wi_0 and wi_1 (not wo, whose output no gradient needs) and the forward
    flash kernel; `minimal_flash` saves every projection and the kernel's output, so nothing;
  - the one-hot embedding (use_iota_embed): a [tokens, vocab] x [vocab, d] GEMM forward and the
    table's gradient, 4*B*S*V*d, which MaxText's count omits;
  - elementwise work (RMSNorms, rotary, silu, the f32 softmax of the loss, AdamW, clipping and
    the three norms): not in either GEMM count. It is why the converter lands a little above the
    GEMM count; measured +0.03% to +0.09%, so the bound is [count, 1.01 x count].
So the converter is below MaxText's figure where attention dominates the savings (Llama-3-8B at
8192 tokens with minimal_flash: ~0.94x) and above it where full remat recomputes (the 70Bs, ~1.2x).
"""

from __future__ import annotations

import functools
import json
import math
import re
from pathlib import Path

import pytest

from hlo2chakra import zoo
from tests.conftest import SHARED

TINY = {"base_emb_dim": 64, "base_num_query_heads": 4, "base_num_kv_heads": 2, "base_mlp_dim": 128,
        "base_num_decoder_layers": 2, "head_dim": 16, "vocab_size": 96, "per_device_batch_size": 2,
        "max_target_length": 32}
# Published parameter counts (model cards; the 70Bs also in ../shared/data/maxtext/README.md).
PARAMS = {"maxtext-llama2-7b": 6_738_415_616, "maxtext-llama2-70b": 68_976_648_192,
          "maxtext-llama3-8b": 8_030_261_248, "maxtext-llama3-70b": 70_553_706_496}
# MaxText/configs/models/gpu/<model>.yml: per_device_batch_size, max_target_length, remat_policy, scan_layers
GPU_YML = {"maxtext-llama2-7b": (4, 4096, "minimal_flash", False), "maxtext-llama2-70b": (6, 4096, "full", True),
           "maxtext-llama3-8b": (12, 8192, "minimal_flash", True), "maxtext-llama3-70b": (4, 8192, "full", True)}


def _build(overrides: dict, mesh: dict | None = None, name: str = "maxtext-llama3-8b"):
    return zoo.build_program(name, mesh or {}, {**TINY, **overrides})


@pytest.mark.parametrize("name", sorted(PARAMS))
def test_entries_have_maxtexts_dimensions_and_gpu_defaults(name: str) -> None:
    import jax

    entry = zoo.get_entry(name)
    assert entry.family == "maxtext" and dict(entry.default_mesh) == {"fsdp": 8}
    prog, cfg, _ = zoo.build_program(name, {"fsdp": 1}, {})
    assert sum(math.prod(p.shape) for p in jax.tree.leaves(prog.args[0]["params"])) == PARAMS[name]
    assert (cfg.per_device_batch_size, cfg.max_target_length, cfg.remat_policy, cfg.scan_layers) == GPU_YML[name]
    assert (cfg.attention, cfg.use_iota_embed, cfg.dtype, cfg.weight_dtype, cfg.opt_type) == \
        ("cudnn_flash_te", True, "bfloat16", "float32", "adamw")
    assert (cfg.adam_b1, cfg.adam_b2, cfg.adam_eps, cfg.adam_weight_decay, cfg.gradient_clipping_threshold) == \
        (0.9, 0.95, 1e-8, 0.1, 1.0)
    moments = jax.tree.leaves((prog.args[0]["opt_state"]["mu"], prog.args[0]["opt_state"]["nu"]))
    assert {str(m.dtype) for m in moments} == {"float32"}


def test_readme_parameter_counts_agree_when_shared_is_present() -> None:
    readme = SHARED / "data" / "maxtext" / "README.md"
    if not readme.exists():
        pytest.skip("../shared/data/maxtext not available")
    pattern = r"Parameter\s+counts\s+are\s+([\d,]+)\s+for\s+Llama-2\s+and\s+([\d,]+)"
    counts = [int(c.replace(",", "")) for c in re.findall(pattern, readme.read_text())[0]]
    assert counts == [PARAMS["maxtext-llama2-70b"], PARAMS["maxtext-llama3-70b"]]


def test_config_reads_as_maxtexts_model_shape() -> None:
    from hlo2chakra.report.maxtext import ModelShape

    _, cfg, _ = zoo.build_program("maxtext-llama2-70b", {"fsdp": 1}, {"per_device_batch_size": "2"})
    shape = ModelShape.from_config(zoo.config_dict(cfg))
    assert (shape.batch_per_device, shape.seq, shape.d_model, shape.heads, shape.kv_heads, shape.layers) == \
        (2, 4096, 8192, 64, 8, 80)
    assert shape.tflops_per_device_step() * 1e12 == pytest.approx(maxtext_formula(cfg))


@pytest.mark.parametrize("overrides,mesh,culprit", [
    ({"nope": "1"}, None, "unknown config key 'nope'"),
    ({"seq": "8"}, None, "unknown config key 'seq'"),  # the decoder family's name: MaxText spells it max_target_length
    ({"remat_policy": "fast"}, None, "unknown remat_policy 'fast'"),
    ({"remat_policy": "qkv_proj_offloaded"}, None, "remat_policy=qkv_proj_offloaded offloads"),
    ({"remat_policy": "custom", "query_proj": "offload"}, None, "query_proj=offload"),
    ({"query_proj": "gpu"}, None, "query_proj='gpu'"),
    ({"remat_policy": "custom", "decoder_layer_input": "remat"}, None, "decoder_layer_input=remat"),
    ({"attention": "flash"}, None, "attention='flash'"),
    ({"quantization": "int8"}, None, "quantization='int8'"),
    ({"per_device_batch_size": "0.5"}, None, "per_device_batch_size='0.5' is not a valid int"),
    ({"per_device_batch_size": "0"}, None, "per_device_batch_size=0"),
    ({"base_num_kv_heads": "3"}, None, "base_num_kv_heads (3)"),
    ({}, {"tensor": 2}, "mesh axis 'tensor'"),
])
def test_bad_settings_are_one_line_errors_naming_the_culprit(overrides: dict, mesh: dict | None, culprit: str) -> None:
    with pytest.raises(zoo.ZooError, match=re.escape(culprit)) as info:
        _build(overrides, mesh)
    assert "\n" not in str(info.value)


def _saved(attention: str, remat_policy: str, saved: tuple[str, ...] = ()) -> tuple[set[str], list[tuple]]:
    """(names, shapes of unnamed dot/shard_map outputs) one layer saves for its backward."""
    import jax
    import jax.numpy as jnp
    from jax._src.ad_checkpoint import saved_residuals

    from hlo2chakra.zoo._common import make_mesh
    from hlo2chakra.zoo._maxtext_layer import LayerSpec, decoder_layer, param_axes
    from hlo2chakra.zoo._maxtext_remat import policy

    spec = LayerSpec(64, 4, 2, 16, 128, jnp.bfloat16, 1e-5, 1.0, 1e4, attention, False, False, False, None)
    p = {m: {k: jnp.ones(s) if k == "scale" else {"kernel": jnp.ones(s)} for k, (s, _) in ps.items()}
         for m, ps in param_axes(spec).items()}
    seg = pos = jnp.ones((2, 32), jnp.int32)
    layer = jax.checkpoint(functools.partial(decoder_layer, spec=spec, mesh=make_mesh(("data", "fsdp"), {})),
                           policy=policy(remat_policy, saved))
    res = saved_residuals(lambda p, x: layer(p, None, x, seg, pos).astype(jnp.float32).sum(), p,
                          jnp.ones((2, 32, 64), jnp.bfloat16))
    names = {m.group(1) for _, d in res if (m := re.match(r"named '(\w+)'", d))}
    unnamed = [tuple(a.shape) for a, d in res if d.startswith(("output of dot_general", "output of shard_map"))]
    return names, unnamed


PROJECTIONS = [(2, 32, 4, 16), (2, 32, 2, 16), (2, 32, 2, 16), (2, 32, 64), (2, 32, 128), (2, 32, 128)]


@pytest.mark.parametrize("attention", ["dot_product", "cudnn_flash_te"])
def test_remat_policies_save_what_maxtexts_names_select(attention: str) -> None:
    # full: only the layer input (the scan carry); wo's output is never a residual (no gradient needs it)
    assert _saved(attention, "full") == (set(), [])
    # minimal: every projection (dots without batch dims), not the attention einsums
    assert _saved(attention, "minimal") == (set(), PROJECTIONS)
    flash = [(2, 32, 4, 16), (2, 4, 32)] if attention == "cudnn_flash_te" else []  # context: output, statistics
    names, unnamed = _saved(attention, "minimal_flash")
    assert not names and sorted(unnamed) == sorted(PROJECTIONS + flash)
    assert _saved(attention, "save_qkv_proj") == ({"query_proj", "key_proj", "value_proj"}, [])
    assert _saved(attention, "save_dot_except_mlp")[0] == {"query_proj", "key_proj", "value_proj", "out_proj"}
    assert _saved(attention, "save_out_proj")[0] == {"out_proj"}
    assert _saved(attention, "custom", ("query_proj", "mlpwi_0", "mlpwi_1"))[0] == {"query_proj", "mlpwi_0", "mlpwi_1"}


def _dots(text: str) -> list[tuple[str, str, str]]:
    """(lhs, rhs, result) element types of every dot_general in StableHLO text."""
    t = r"tensor<(?:\d+x)*(\w+)>"
    pat = rf"dot_general .*?: \({t}, {t}\) -> {t}"
    return re.findall(pat, text)


@pytest.mark.parametrize("remat_policy,recomputed", [("minimal_flash", 0), ("full", 6)])
def test_fp8_puts_e4m3_operands_forward_and_e5m2_gradients_backward(remat_policy: str, recomputed: int) -> None:
    prog, _, _ = _build({"quantization": "fp8", "attention": "dot_product", "remat_policy": remat_policy})
    dots = _dots(prog.fn.lower(*prog.args).as_text())
    kinds = {d for d in dots if "f8" in d[0] or "f8" in d[1]}
    assert kinds == {("f8E4M3FN", "f8E4M3FN", "bf16"), ("f8E5M2", "f8E4M3FN", "bf16"), ("f8E4M3FN", "f8E5M2", "bf16")}
    # scanned: one layer body each way; 7 denses forward, 2 x 7 backward, and under full remat the
    # backward re-runs 6 (not wo: no gradient needs its output); minimal_flash saves them all
    assert len([d for d in dots if "f8" in d[0]]) == 7 + recomputed + 14
    # attention einsums, the one-hot embedding and the logits stay bf16
    assert {d for d in dots if "f8" not in d[0] + d[1]} == {("bf16", "bf16", "bf16")}
    assert "fp8" in prog.args[0]


def test_fp8_dense_approximates_the_bf16_dense_and_returns_new_statistics() -> None:
    import jax
    import jax.numpy as jnp
    import numpy as np

    from hlo2chakra.zoo._maxtext_fp8 import STAT_SHAPES, fp8_dense

    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(4, 8, 32)), jnp.bfloat16)
    k = jnp.asarray(rng.normal(size=(32, 16)) * 0.1, jnp.bfloat16)
    # a history whose amax is the tensors' own: the scales map them onto the f8 range
    stats = {n: jnp.ones(s) if n.endswith("scale") else jnp.zeros(s).at[0].set(a)
             for (n, s), a in zip(STAT_SHAPES.items(), [0, float(jnp.abs(x).max()), 0, float(jnp.abs(k).max()), 0, 1.0])}
    ref = jnp.einsum("bsc,cf->bsf", x.astype(jnp.float32), k.astype(jnp.float32))
    y = fp8_dense(x, k, stats, 1).astype(jnp.float32)
    assert float(jnp.linalg.norm(y - ref) / jnp.linalg.norm(ref)) < 0.08
    g = jnp.ones((4, 8, 16), jnp.bfloat16)
    _, vjp = jax.vjp(lambda a, b, s: fp8_dense(a, b, s, 1), x, k, stats)
    dx, dk, new = vjp(g)
    assert float(jnp.linalg.norm(dx.astype(jnp.float32) - g.astype(jnp.float32) @ k.astype(jnp.float32).T)
                 / jnp.linalg.norm(g.astype(jnp.float32) @ k.astype(jnp.float32).T)) < 0.08
    assert dk.shape == k.shape and dx.dtype == x.dtype
    assert float(new["input_amax_history"][0]) == pytest.approx(float(jnp.abs(x).max()))
    assert float(new["output_grad_amax_history"][0]) == 1.0 and float(new["output_grad_scale"][0]) < 1.0


@pytest.mark.parametrize("overrides", [{"attention": "dot_product"},
                                       {"attention": "dot_product", "quantization": "fp8", "remat_policy": "minimal"},
                                       {"attention": "dot_product", "scan_layers": "false", "use_iota_embed": "false"}])
def test_the_step_runs_and_learns_on_cpu(overrides: dict) -> None:
    import jax
    import jax.numpy as jnp
    import numpy as np

    prog, cfg, _ = _build({**overrides, "learning_rate": "0.05"})
    state, batch = prog.args
    rng = np.random.default_rng(0)
    st = jax.tree.map(lambda s: jnp.asarray(rng.normal(size=s.shape) * 0.05, s.dtype), state)
    st["step"] = jnp.zeros((), jnp.int32)
    st["opt_state"] = jax.tree.map(jnp.zeros_like, st["opt_state"])
    if "fp8" in st:  # fresh statistics: scale 1, empty history
        st["fp8"] = jax.tree.map(lambda a: jnp.ones_like(a) if a.shape[-1] == 1 else jnp.zeros_like(a), st["fp8"])
    tokens = jnp.asarray(rng.integers(0, cfg.vocab_size, size=batch["inputs"].shape), jnp.int32)
    data = {"inputs": tokens, "targets": tokens, "inputs_position": jnp.broadcast_to(jnp.arange(32), tokens.shape),
            "inputs_segmentation": jnp.ones_like(tokens), "targets_segmentation": jnp.ones_like(tokens)}
    step = prog.fn.lower(*prog.args).compile()
    losses = []
    for _ in range(4):
        st, metrics = step(st, dict(data))
        losses.append(float(metrics["learning/loss"]))
    assert losses[0] == pytest.approx(math.log(cfg.vocab_size), rel=0.05)
    assert losses[-1] < losses[0] - 0.05 and int(st["step"]) == 4
    grad_norm, raw = float(metrics["learning/grad_norm"]), float(metrics["learning/raw_grad_norm"])
    assert grad_norm == pytest.approx(min(raw, 1.0), rel=1e-2)  # clipped at gradient_clipping_threshold 1.0
    if "fp8" in st:
        assert float(jax.tree.leaves(st["fp8"]["self_attention"]["query"]["input_amax_history"])[0][0, 0]) > 0


def test_scanned_layers_are_one_loop_with_the_layer_axis_at_param_scan_axis() -> None:
    prog, _, _ = _build({"attention": "dot_product"})
    text = prog.fn.lower(*prog.args).as_text()
    assert text.count("stablehlo.while") == 2  # forward and backward scans
    assert prog.args[0]["params"]["decoder"]["layers"]["self_attention"]["query"]["kernel"].shape == (64, 2, 4, 16)
    unrolled, _, _ = _build({"attention": "dot_product", "scan_layers": "false"})
    assert "stablehlo.while" not in unrolled.fn.lower(*unrolled.args).as_text()
    assert set(unrolled.args[0]["params"]["decoder"]["layers"]) == {"layers_0", "layers_1"}


@pytest.mark.parametrize("mesh,remat_policy,calls", [({"data": 2, "fsdp": 2}, "minimal_flash", 2),
                                                     ({"fsdp": 2}, "full", 3)])
def test_cudnn_flash_exports_without_a_gpu_as_xlas_cudnn_calls(tmp_path: Path, capsys, mesh: dict, remat_policy: str,
                                                               calls: int) -> None:
    from hlo2chakra.export.run import export_model

    res = export_model("maxtext-llama3-8b", mesh, tmp_path / "x", **TINY, remat_policy=remat_policy)
    assert "optimized.mlir" not in res.files and res.meta["xla_cost_per_device"] == {}
    assert "cudnn_flash_te" in res.meta["optimized_skipped"] and res.meta["optimized_for"] == "partitioning-only"
    warning = [ln for ln in capsys.readouterr().err.splitlines() if "optimized (CPU) stage is skipped" in ln]
    assert len(warning) == 1 and warning[0].startswith("hlo2chakra: warning: attention=cudnn_flash_te")
    text = (tmp_path / "x" / "per_device.mlir").read_text()
    found = re.findall(r'custom_call @(__cudnn\$fmha\w+)\(.*?backend_config = "((?:[^"\\]|\\.)*)"', text)
    # one forward kernel per layer (scanned: one loop body each way), re-run by the backward under
    # full remat; minimal_flash keeps its `context` outputs instead
    targets = [t for t, _ in found]
    assert sorted(set(targets)) == ["__cudnn$fmhaSoftmax", "__cudnn$fmhaSoftmaxBackward"] and len(targets) == calls
    raw = re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), found[0][1])
    config = json.loads(raw)["cudnn_fmha_backend_config"]
    # per device: its per_device_batch_size (2) sequences, 4 heads, 32 x 32 scores
    assert config["intermediate_tensor_shape"]["dimensions"] == ["2", "4", "32", "32"]
    assert config["mask_type"] == "PADDING_CAUSAL" and config["is_flash_attention"] is True


def test_dot_product_exports_through_the_cpu_pipeline(tmp_path: Path) -> None:
    from hlo2chakra.export.run import export_model

    res = export_model("maxtext-llama2-70b", {"fsdp": 2}, tmp_path / "x", **TINY, attention="dot_product")
    assert "optimized.mlir" in res.files and not res.meta["optimized_skipped"] and res.meta["optimized_for"] == "cpu"
    assert res.meta["xla_cost_per_device"]["flops"] > 0 and "__cudnn" not in (tmp_path / "x" / "global.mlir").read_text()


def maxtext_formula(cfg) -> float:
    """MaxText's per-device training FLOPs (calculate_tflops_training_per_device), computed here."""
    B, S, d, ffn = cfg.per_device_batch_size, cfg.max_target_length, cfg.base_emb_dim, cfg.base_mlp_dim
    H, KV, hd, V, L = cfg.base_num_query_heads, cfg.base_num_kv_heads, cfg.head_dim, cfg.vocab_size, \
        cfg.base_num_decoder_layers
    layer = 6 * B * S * d * ffn + 2 * B * S * d * (H + 2 * KV) * hd + 2 * B * S * d * H * hd + 4 * B * S * S * H * hd
    return 3 * (L * layer + 2 * B * S * d * V)


def converter_gemm_count(cfg) -> float:
    """MaxText's count with the module docstring's differences: flash causal attention, remat, one-hot embedding."""
    B, S, d, ffn = cfg.per_device_batch_size, cfg.max_target_length, cfg.base_emb_dim, cfg.base_mlp_dim
    H, KV, hd, V, L = cfg.base_num_query_heads, cfg.base_num_kv_heads, cfg.head_dim, cfg.vocab_size, \
        cfg.base_num_decoder_layers
    proj = 2 * B * S * d * (H + 2 * KV) * hd + 2 * B * S * d * H * hd
    mlp = 6 * B * S * d * ffn
    attention = B * H * S * S * hd
    recompute = {"full": proj + 2 * mlp / 3 + 2 * attention, "minimal_flash": 0.0}[cfg.remat_policy]
    embedding = 4 * B * S * V * d if cfg.use_iota_embed else 0
    flash = 7 * attention  # instead of MaxText's 12
    return maxtext_formula(cfg) - L * 12 * attention + L * (flash + recompute) + embedding


@pytest.mark.slow
@pytest.mark.parametrize("name,overrides", [
    ("maxtext-llama2-7b", {"base_num_decoder_layers": "4"}),  # unrolled: fewer layers keep it quick
    ("maxtext-llama2-70b", {}), ("maxtext-llama3-8b", {}), ("maxtext-llama3-70b", {})])
def test_per_device_flops_against_maxtexts_count(tmp_path: Path, name: str, overrides: dict) -> None:
    from hlo2chakra.export.run import export_model
    from hlo2chakra.pipeline.convert import convert

    res = export_model(name, {"fsdp": 2}, tmp_path / "x", **overrides)
    manifest = convert(tmp_path / "x" / "global.mlir", tmp_path / "t", hardware="H100-SXM").manifest
    assert not manifest.unsupported_ops
    cfg = zoo.make_config(zoo.load_family("maxtext"), {**zoo.get_entry(name).overrides, **overrides})
    assert res.meta["config"]["base_num_decoder_layers"] == cfg.base_num_decoder_layers
    flops = manifest.ranks[0].flops
    count = converter_gemm_count(cfg)
    assert count <= flops <= 1.01 * count, (flops / count, flops / maxtext_formula(cfg))


@pytest.mark.slow
@pytest.mark.needs_shared
def test_llama2_70b_matches_maxtexts_lowered_program(tmp_path: Path) -> None:
    from hlo2chakra.pipeline import maxtext_match as check

    if not (SHARED / check.REFERENCE_FILE).exists():
        pytest.skip("../shared/data/maxtext not available")
    rows, _ = check.run_check(SHARED, tmp_path)
    assert all(r.ok for r in rows), "\n".join(check.table(rows))
    assert {r.quantity for r in rows} >= {"flops per device", "all_gather bytes", "reduce_scatter bytes",
                                          "peak memory bytes"}


def test_match_settings_are_the_readmes_overrides() -> None:
    from hlo2chakra.pipeline import maxtext_match as check

    readme = SHARED / check.README_FILE
    if not readme.exists():
        pytest.skip("../shared/data/maxtext not available")
    theirs = check.readme_overrides(readme.read_text())
    ours = zoo.make_config(zoo.load_family("maxtext"), {**zoo.get_entry(check.MODEL).overrides,
                                                        **check.REFERENCE_SETTINGS})
    assert theirs["model_name"] == ours.model_name
    assert int(theirs["ici_fsdp_parallelism"]) * int(theirs["dcn_fsdp_parallelism"]) == check.MESH["fsdp"]
    shared_keys = set(theirs) & set(zoo.config_dict(ours)) - {"model_name"}
    assert shared_keys >= {"per_device_batch_size", "max_target_length", "remat_policy", "attention", "query_proj",
                           "scan_layers", "use_iota_embed"}

    def same(a: object, b: str) -> bool:
        try:
            return float(a) == float(b)  # type: ignore[arg-type]
        except ValueError:
            return str(a).lower() == b.lower()
    assert [k for k in sorted(shared_keys) if not same(getattr(ours, k), theirs[k])] == []
