"""FLOPs of the zoo's training steps against counts made by hand from the shapes.

XLA's cost analysis of the lowered program (before compiling) is the measurement. With every mesh
axis at size 1 the global program is one device's share of the 4-way FSDP / data-parallel step
(batch per device unchanged), so its FLOPs are the per-device FLOPs. XLA also counts elementwise
work (softmax, norms, the optimizer), which the hand counts leave out: the hand count is a lower
bound a few percent under XLA's.
"""

from __future__ import annotations

import math
import re
from collections import Counter

import pytest

from hlo2chakra import zoo
from tests.conftest import SHARED, hespas_fixture

PAPER_100M_FLOPS_PER_DEVICE = 6.30e12  # ../shared/data/paper-measured/README.md


def _xla_flops(name: str, mesh: dict[str, int], overrides: dict) -> tuple[float, object]:
    prog, cfg, _ = zoo.build_program(name, mesh, overrides)
    return float(prog.fn.lower(*prog.args).cost_analysis()["flops"]), cfg


def decoder_flops_by_hand(c) -> float:
    """GEMM and attention FLOPs of one device's decoder training step (no elementwise work).

    Forward: 2 * tokens * weights for every projection, 2 * 2 * heads * seq^2 * head_dim for QK^T
    and PV (XLA computes the causal mask's zeros too); the backward pass costs twice the forward
    (input and weight gradients). Remat re-runs forward matmuls in the backward: "minimal" the two
    attention matmuls, "full" every matmul of the layer except the down projection (its output is
    needed by nothing in the backward). The one-hot embedding is a [tokens, vocab] x [vocab, d]
    GEMM forward plus the table's gradient (no input gradient: the tokens are integers).
    """
    tokens = c.batch_per_device * c.seq
    layer_weights = (2 * c.heads + 2 * c.kv_heads) * c.head_dim * c.d_model + 3 * c.d_model * c.mlp
    attention = 2 * 2 * c.batch_per_device * c.heads * c.seq * c.seq * c.head_dim
    recompute = {"none": 0, "minimal": attention,
                 "full": attention + 2 * tokens * (layer_weights - c.mlp * c.d_model)}[c.remat]
    flops = c.layers * (3 * (2 * tokens * layer_weights + attention) + recompute)
    flops += 3 * 2 * tokens * c.d_model * c.vocab  # logits projection
    if c.embedding == "one_hot":
        flops += 2 * 2 * tokens * c.vocab * c.d_model
    return flops


SMALL_DECODER = {"layers": 2, "d_model": 256, "heads": 4, "kv_heads": 2, "head_dim": 64, "mlp": 768,
                 "vocab": 2048, "seq": 256, "dtype": "bfloat16", "optimizer": "adamw",
                 "moment_dtype": "bfloat16"}


@pytest.mark.parametrize("remat,embedding", [("none", "gather"), ("full", "gather"), ("minimal", "gather"),
                                             ("none", "one_hot"), ("minimal", "one_hot")])
def test_decoder_flops_follow_the_hand_count(remat: str, embedding: str) -> None:
    flops, cfg = _xla_flops("decoder", {}, {**SMALL_DECODER, "remat": remat, "embedding": embedding})
    hand = decoder_flops_by_hand(cfg)
    assert hand <= flops <= 1.03 * hand


def test_one_hot_embedding_adds_two_vocab_sized_gemms() -> None:
    gather, cfg = _xla_flops("decoder", {}, SMALL_DECODER)
    one_hot, _ = _xla_flops("decoder", {}, {**SMALL_DECODER, "embedding": "one_hot"})
    tokens = cfg.batch_per_device * cfg.seq
    assert one_hot - gather == pytest.approx(2 * (2 * tokens * cfg.vocab * cfg.d_model), rel=0.005)


def test_llama3_100m_has_the_paper_programs_flops_per_device() -> None:
    flops, cfg = _xla_flops("llama3-100m", {"fsdp": 1}, {})
    assert flops == pytest.approx(PAPER_100M_FLOPS_PER_DEVICE, rel=0.02)
    hand = decoder_flops_by_hand(cfg)
    assert hand <= flops <= 1.01 * hand
    # the MaxText-default step (f32 master weights, full remat, gather) is the 5.4e12 one
    maxtext, _ = _xla_flops("llama3-100m-maxtext", {"fsdp": 1}, {})
    assert maxtext < 0.87 * PAPER_100M_FLOPS_PER_DEVICE


def test_llama3_entries_carry_the_paper_programs_traits() -> None:
    import jax
    import jax.numpy as jnp

    for size in ("100m", "3b"):
        prog, cfg, mesh = zoo.build_program(f"llama3-{size}", {"fsdp": 1}, {})
        assert (cfg.remat, cfg.embedding, cfg.optimizer, cfg.kv_heads) == ("minimal", "one_hot", "adamw", cfg.heads)
        params, state = prog.args[0], prog.args[1]
        assert {p.dtype for p in jax.tree.leaves(params)} == {jnp.dtype(jnp.bfloat16)}
        assert {m.dtype for m in jax.tree.leaves((state["mu"], state["nu"]))} == {jnp.dtype(jnp.bfloat16)}
        assert dict(zoo.get_entry(f"llama3-{size}").default_mesh) == {"fsdp": 4}


def _paper_shape_table() -> dict[str, tuple[int, int, int, int]]:
    readme = SHARED / "data" / "paper-measured" / "README.md"
    if not readme.exists():
        pytest.skip("../shared/data/paper-measured not available")
    rows = {}
    for line in readme.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[1].isdigit():
            rows[cells[0]] = tuple(int(c) for c in cells[1:])
    return rows


def test_llama3_entries_have_the_shapes_of_the_paper_table() -> None:
    table = _paper_shape_table()
    assert set(table) == {"100m", "200m", "500m", "1b", "2b", "3b"}
    for size, (layers, d_model, heads, mlp) in table.items():
        ov = zoo.get_entry(f"llama3-{size}").overrides
        assert (ov["layers"], ov["d_model"], ov["heads"], ov["mlp"]) == (layers, d_model, heads, mlp)
        assert (ov["vocab"], ov["seq"], ov["head_dim"], ov["batch_per_device"]) == (128256, 4096, 128, 1)


# --- ResNets ------------------------------------------------------------------------------------

def _same_taps(size: int, kernel: int, stride: int) -> tuple[int, int]:
    """(output size, kernel taps inside the input summed over the outputs) of a SAME-padded
    convolution along one dimension: XLA counts only taps that land on the input, not padding."""
    out = -(-size // stride)
    pad = max((out - 1) * stride + kernel - size, 0) // 2
    return out, sum(1 for o in range(out) for j in range(kernel) if 0 <= o * stride - pad + j < size)


def resnet_flops_by_hand(c, block_convs) -> float:
    """Convolution and dense FLOPs of a ResNet training step: 2 FLOPs per multiply-add, forward
    plus input and weight gradients (3x), except the stem, whose input (the images) has no gradient."""
    def macs(size: int, kernel: int, stride: int, c_in: int, c_out: int) -> tuple[int, int]:
        out, taps = _same_taps(size, kernel, stride)
        return out, c.batch * taps * taps * c_in * c_out

    size, stem = macs(c.image, 7, 2, 3, c.width)
    flops = 2 * 2 * stem
    size = -(-size // 2)  # 3x3 stride-2 max pool
    for blk in zoo.load_family("resnet").block_plan(c):
        total = 0
        out = size
        for at_input, kernel, stride, c_in, c_out in block_convs(c.block, blk):
            out, m = macs(size if at_input else out, kernel, stride, c_in, c_out)
            total += m
        flops += 3 * 2 * total
        size = -(-size // blk.stride)
    last = zoo.load_family("resnet").block_plan(c)[-1].out
    return flops + 3 * 2 * c.batch * last * c.classes


def _block_convs(kind: str, b) -> list[tuple[bool, int, int, int, int]]:
    """(reads the block input?, kernel, stride, in, out) of each convolution, in order."""
    if kind == "bottleneck":
        convs = [(True, 1, 1, b.c_in, b.mid), (False, 3, b.stride, b.mid, b.mid), (False, 1, 1, b.mid, b.out)]
    else:
        convs = [(True, 3, b.stride, b.c_in, b.mid), (False, 3, 1, b.mid, b.out)]
    return convs + ([(True, 1, b.stride, b.c_in, b.out)] if b.projected else [])


@pytest.mark.parametrize("name", ["resnet18", "resnet34", "resnet50"])
def test_resnet_flops_follow_the_per_layer_conv_count(name: str) -> None:
    flops, cfg = _xla_flops(name, {"data": 1}, {"batch": 2})
    hand = resnet_flops_by_hand(cfg, _block_convs)
    assert hand <= flops <= 1.03 * hand


# Published parameter counts (torchvision's resnet18/34/50/101: convolutions without bias,
# batch-norm scale and shift, the 1000-way classifier with bias).
PUBLISHED_PARAMS = {"resnet18": 11_689_512, "resnet34": 21_797_672, "resnet50": 25_557_032,
                    "resnet101": 44_549_160}


@pytest.mark.parametrize("name", sorted(PUBLISHED_PARAMS))
def test_resnet_entries_have_the_published_parameter_counts(name: str) -> None:
    import jax

    prog, _, _ = zoo.build_program(name, {"data": 1}, {"batch": 4})
    assert sum(math.prod(a.shape) for a in jax.tree.leaves(prog.args[0])) == PUBLISHED_PARAMS[name]


def test_resnet50_is_mixed_precision_like_the_papers_program() -> None:
    import jax
    import jax.numpy as jnp

    prog, cfg, _ = zoo.build_program("resnet50", {"data": 1}, {"batch": 2, "image": 64})
    assert dict(zoo.get_entry("resnet50").default_mesh) == {"data": 4}
    assert zoo.get_entry("resnet50").overrides["batch"] == 4 * 256  # 256 images per device
    params, state, images = prog.args[0], prog.args[1], prog.args[2]
    assert {p.dtype for p in jax.tree.leaves(params)} == {jnp.dtype(jnp.float32)}
    assert {t.dtype for t in jax.tree.leaves(state["trace"])} == {jnp.dtype(jnp.float32)}
    assert images.dtype == jnp.float16
    text = prog.fn.lower(*prog.args).as_text()
    convs = [ln for ln in text.splitlines() if "stablehlo.convolution" in ln]
    # 53 forward convolutions; the backward adds a weight gradient each and an input gradient
    # for all but the stem
    assert len(convs) == 53 * 3 - 1
    assert all("xf32" not in ln.split(":")[-1] and "xf16>" in ln.split(":")[-1] for ln in convs)


def _conv_signatures(text: str) -> Counter:
    return Counter(re.search(r": (\(tensor.*)$", ln).group(1) for ln in text.splitlines()
                   if "stablehlo.convolution" in ln)


def test_resnet50_has_the_convolutions_of_the_papers_program() -> None:
    # the paper's per-device ResNet-50 training step (pmap, 256 images per device)
    fixture = hespas_fixture("resnet_50_train_step_4_devices_1024_batch.mlir").read_text(encoding="utf-8")
    prog, _, _ = zoo.build_program("resnet50", {"data": 1}, {"batch": 256})
    ours = _conv_signatures(prog.fn.lower(*prog.args).as_text())
    assert sum(ours.values()) == 158
    assert ours == _conv_signatures(fixture)  # every operand and result type, forward and backward


def test_bad_resnet_block_is_named() -> None:
    with pytest.raises(zoo.ZooError, match="resnet block must be one of bottleneck, basic"):
        zoo.build_program("resnet50", {"data": 1}, {"block": "wide", "batch": 2})
    with pytest.raises(zoo.ZooError, match="decoder embedding must be one of gather, one_hot"):
        zoo.build_program("decoder", {}, {"embedding": "lookup"})
