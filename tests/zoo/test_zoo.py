"""Model zoo registry, configuration handling, and every family builds and lowers (1 device)."""

from __future__ import annotations

import math

import pytest

from hlo2chakra import zoo


def test_registry_lists_required_models() -> None:
    for name in ("gemm2d", "mlp_dp", "megatron", "fsdp", "collectives", "pipeline", "control", "cnn",
                 "resnet18", "resnet34", "resnet50", "resnet101", "resnet200", "decoder", "llama3-100m",
                 "llama3-200m", "llama3-500m", "llama3-1b", "llama3-2b", "llama3-3b", "llama3-100m-maxtext",
                 "gpt2-small"):
        entry = zoo.get_entry(name)
        assert entry.description and entry.default_mesh
    with pytest.raises(zoo.ZooError, match="unknown model 'nope'"):
        zoo.get_entry("nope")


def test_make_config_coerces_strings_and_rejects_unknown_keys() -> None:
    fam = zoo.load_family("decoder")
    cfg = zoo.make_config(fam, {"layers": "3", "rope_theta": "5e5", "seq_parallel": "true", "style": "gpt2"})
    assert (cfg.layers, cfg.rope_theta, cfg.seq_parallel, cfg.style) == (3, 500000.0, True, "gpt2")
    with pytest.raises(zoo.ZooError, match="unknown config key 'nope'"):
        zoo.make_config(fam, {"nope": 1})
    with pytest.raises(zoo.ZooError, match="layers='x'"):
        zoo.make_config(fam, {"layers": "x"})


def test_llama3_100m_maxtext_is_the_published_maxtext_config() -> None:
    ov = zoo.get_entry("llama3-100m-maxtext").overrides
    assert (ov["d_model"], ov["heads"], ov["kv_heads"], ov["head_dim"], ov["mlp"], ov["layers"],
            ov["vocab"], ov["seq"], ov["dtype"]) == (576, 9, 9, 128, 2016, 7, 128256, 4096, "bfloat16")
    assert dict(zoo.get_entry("llama3-100m-maxtext").default_mesh) == {"fsdp": 4}
    # MaxText base.yml training defaults: f32 master weights, AdamW(0.9, 0.95, 1e-8, wd 0.1),
    # global-norm clipping at 1.0, remat_policy 'full'
    assert (ov["weight_dtype"], ov["optimizer"], ov["remat"]) == ("float32", "adamw", "full")
    assert (ov["adam_b1"], ov["adam_b2"], ov["adam_eps"], ov["weight_decay"], ov["grad_clip"]) == \
        (0.9, 0.95, 1e-8, 0.1, 1.0)


def test_other_decoders_keep_the_plain_step() -> None:
    for name in ("decoder", "gpt2-small"):
        cfg = zoo.make_config(zoo.load_family("decoder"), zoo.get_entry(name).overrides)
        assert (cfg.optimizer, cfg.remat, cfg.weight_dtype) == ("sgd", "none", "")


TINY = {"layers": 2, "d_model": 32, "heads": 2, "kv_heads": 1, "head_dim": 16, "mlp": 64, "vocab": 64, "seq": 8}


def test_adamw_state_is_f32_and_sharded_like_the_params() -> None:
    import jax
    import jax.numpy as jnp

    prog, _, mesh = zoo.build_program("decoder", {}, {**TINY, "optimizer": "adamw", "dtype": "bfloat16",
                                                      "weight_dtype": "float32"})
    params, state = prog.args[0], prog.args[1]
    assert set(state) == {"mu", "nu", "count"} and state["count"].dtype == jnp.int32
    flat_p = jax.tree.leaves(params)
    for moments in (state["mu"], state["nu"]):
        flat_m = jax.tree.leaves(moments)
        assert len(flat_m) == len(flat_p)
        for m, p in zip(flat_m, flat_p):
            assert (m.shape, m.dtype, m.sharding) == (p.shape, jnp.float32, p.sharding)
    assert all(p.dtype == jnp.float32 for p in flat_p)
    outs = prog.fn.lower(*prog.args).out_info
    assert jax.tree.structure(outs[:2]) == jax.tree.structure((params, state))


def _dots(**overrides: object) -> tuple[int, int]:
    prog, _, _ = zoo.build_program("decoder", {}, {**TINY, **overrides})
    text = prog.fn.lower(*prog.args).as_text()
    return text.count("stablehlo.dot_general"), text.count("stablehlo.optimization_barrier")


def test_remat_recomputes_the_layer_forward_in_the_backward() -> None:
    base, barriers = _dots()
    assert barriers == 0
    # a llama layer has 9 forward matmuls (q, k, v, scores, context, out, gate, up, down); the
    # backward needs every one's output again except the down projection (it only feeds the
    # next layer), so full remat repeats 8 per layer; "minimal" saves the weight matmuls and
    # repeats the two batched attention matmuls.
    assert _dots(remat="full") == (base + 8 * TINY["layers"], TINY["layers"])
    assert _dots(remat="minimal") == (base + 2 * TINY["layers"], TINY["layers"])
    with pytest.raises(zoo.ZooError, match="remat must be one of"):
        _dots(remat="sometimes")
    with pytest.raises(zoo.ZooError, match="optimizer must be one of"):
        _dots(optimizer="adam")


def _param_count(name: str, **overrides: object) -> int:
    import jax

    prog, _, _ = zoo.build_program(name, {}, overrides)
    return sum(math.prod(a.shape) for a in jax.tree.leaves(prog.args[0]))


def test_gpt2_small_has_gpt2_small_parameter_count() -> None:
    # published GPT-2 small: 124.4M (with linear biases we omit, and vocab 50257 we pad to 50304)
    assert _param_count("gpt2-small") == pytest.approx(124.44e6, rel=0.002)


def test_llama3_100m_parameter_count() -> None:
    d, layers, v, f = 576, 7, 128256, 2016
    per_layer = 2 * d + 4 * d * 9 * 128 + 3 * d * f
    assert _param_count("llama3-100m") == 2 * v * d + d + layers * per_layer


SMALL = {
    "gemm2d": {"m": 64, "n": 32, "k": 16},
    "mlp_dp": {"batch": 8, "d_in": 16, "hidden": 16},
    "megatron": {"batch": 2, "seq": 8, "d_model": 32, "heads": 4, "mlp": 64},
    "fsdp": {"batch": 4, "d_model": 16, "hidden": 32},
    "collectives": {"rows": 4, "cols": 8},
    "pipeline": {"microbatches": 2, "microbatch": 2, "d_model": 8},
    "control": {"batch": 4, "d_model": 8, "scan_steps": 2},
    "cnn": {"batch": 2, "image": 8, "width": 4},
    "resnet50": {"batch": 2, "image": 32, "width": 4, "blocks": "1,1,1,1"},
    "decoder": {"layers": 1, "d_model": 32, "heads": 2, "kv_heads": 1, "head_dim": 16, "mlp": 64,
                "vocab": 64, "seq": 8},
}


@pytest.mark.parametrize("name", sorted(SMALL))
def test_every_family_lowers_on_one_device(name: str) -> None:
    prog, cfg, mesh = zoo.build_program(name, {}, SMALL[name])
    text = prog.fn.lower(*prog.args).as_text()
    assert "func.func public @main" in text
    assert mesh.size == 1


def test_bad_mesh_and_sizes_are_named() -> None:
    with pytest.raises(zoo.ZooError, match="mesh axis 'q'"):
        zoo.build_program("gemm2d", {"q": 1}, {})
    with pytest.raises(zoo.ZooError, match="devices but"):
        zoo.build_program("gemm2d", {"x": 1024}, {})
    with pytest.raises(zoo.ZooError, match="kv_heads"):
        zoo.build_program("decoder", {}, {"heads": 3, "kv_heads": 2})


def test_cudnn_attention_is_refused_on_host_devices_with_the_way_out() -> None:
    with pytest.raises(zoo.ZooError, match="attention=cudnn lowers only for GPU devices: export with --gpu-target"):
        zoo.build_program("decoder", {"data": 1}, {"attention": "cudnn", "layers": 1})
    with pytest.raises(zoo.ZooError, match="attention must be 'xla' or 'cudnn'"):
        zoo.build_program("decoder", {"data": 1}, {"attention": "flash", "layers": 1})
