"""Model zoo registry, configuration handling, and every family builds and lowers (1 device)."""

from __future__ import annotations

import math

import pytest

from hlo2chakra import zoo


def test_registry_lists_required_models() -> None:
    for name in ("gemm2d", "mlp_dp", "megatron", "fsdp", "collectives", "pipeline", "control", "cnn",
                 "resnet50", "decoder", "llama3-100m", "gpt2-small"):
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


def test_llama3_100m_is_the_published_maxtext_config() -> None:
    ov = zoo.get_entry("llama3-100m").overrides
    assert (ov["d_model"], ov["heads"], ov["kv_heads"], ov["head_dim"], ov["mlp"], ov["layers"],
            ov["vocab"], ov["seq"], ov["dtype"]) == (576, 9, 9, 128, 2016, 7, 128256, 4096, "bfloat16")
    assert dict(zoo.get_entry("llama3-100m").default_mesh) == {"fsdp": 4}


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
