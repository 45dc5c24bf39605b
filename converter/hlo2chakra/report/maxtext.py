"""The numbers MaxText prints for a training step, computed from a predicted step time.

Contract: ``ModelShape.from_config(config)`` reads a decoder's dimensions from a zoo export's
``meta.json`` ``config``: the ``decoder`` family's keys (``batch_per_device``, ``seq``,
``d_model``, ``mlp``, ``heads``, ``kv_heads``, ``head_dim``, ``vocab``, ``layers``) or the
``maxtext`` family's, spelled as MaxText spells them (``per_device_batch_size``,
``max_target_length``, ``base_emb_dim``, ``base_mlp_dim``, ``base_num_query_heads``,
``base_num_kv_heads``, ``head_dim``, ``vocab_size``, ``base_num_decoder_layers``); ``maxtext_report(shape, step_time_ns,
peak_flops_per_s)`` returns a frozen ``MaxTextReport``: step time, tokens/s/device, TFLOP/s/device
and MFU, so that a prediction can be held against a MaxText log line by line.

The FLOPs are MaxText's own count (``calculate_tflops_training_per_device`` in MaxText's
``maxtext_utils``, early-2025 releases), not the converter's: per device and step,

    3 x [L x (6 B S d ffn + 2 B S d (H + 2 KV) hd + 2 B S d H hd + 4 B S^2 H hd) + 2 B S d V]

(SwiGLU's three MLP matmuls, the Q/K/V and output projections, non-causal attention scores and
values, the unembedding; the factor 3 is forward plus backward). It counts neither rematerialised
recomputation nor the optimizer, and attention as non-causal, so it is what MaxText prints, not
what the GPU executes. MFU is that rate over the dense (non-sparse) bf16 peak of the hardware.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from hlo2chakra.errors import BadInputError

_KEYS = ("batch_per_device", "seq", "d_model", "mlp", "heads", "kv_heads", "head_dim", "vocab", "layers")
_MAXTEXT_KEYS = ("per_device_batch_size", "max_target_length", "base_emb_dim", "base_mlp_dim", "base_num_query_heads",
                 "base_num_kv_heads", "head_dim", "vocab_size", "base_num_decoder_layers")


class MaxTextReportError(BadInputError):
    """A model config the MaxText count cannot read (the message names the key)."""


@dataclass(frozen=True)
class ModelShape:
    batch_per_device: int  # B: MaxText's per_device_batch_size
    seq: int  # S: max_target_length
    d_model: int
    mlp: int  # ffn
    heads: int
    kv_heads: int
    head_dim: int
    vocab: int
    layers: int

    @classmethod
    def from_config(cls, config: Mapping[str, Any], where: str = "config") -> "ModelShape":
        values = {}
        names = _MAXTEXT_KEYS if "base_emb_dim" in config else _KEYS
        for field_name, key in zip(_KEYS, names):
            value = config.get(key)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 < value < 2**40:
                raise MaxTextReportError(f"{where}: {key} is {value!r}, not a whole number above 0")
            values[field_name] = value
        return cls(**values)

    def tflops_per_device_step(self) -> float:
        """MaxText's TFLOP per device per training step (the module docstring's formula)."""
        B, S, d, ffn = self.batch_per_device, self.seq, self.d_model, self.mlp
        H, KV, hd, V, L = self.heads, self.kv_heads, self.head_dim, self.vocab, self.layers
        layer = 6 * B * S * d * ffn + 2 * B * S * d * (H + 2 * KV) * hd + 2 * B * S * d * H * hd + 4 * B * S * S * H * hd
        return 3 * (L * layer + 2 * B * S * d * V) / 1e12


@dataclass(frozen=True)
class MaxTextReport:
    step_time_ns: int
    tokens_per_s_per_device: float
    tflops_per_s_per_device: float  # by MaxText's count
    mfu: float | None  # against the dense bf16 peak; None when the peak is unknown

    def lines(self) -> list[str]:
        mfu = f"{100 * self.mfu:.1f}%" if self.mfu is not None else "- (no bf16 peak)"
        return [f"step time: {self.step_time_ns / 1e9:.3f} s",
                f"tokens/s/device: {self.tokens_per_s_per_device:,.1f}",
                f"TFLOP/s/device (MaxText's count): {self.tflops_per_s_per_device:.1f}",
                f"MFU (dense bf16 peak): {mfu}"]


def maxtext_report(shape: ModelShape, step_time_ns: int, peak_flops_per_s: float | None) -> MaxTextReport:
    if step_time_ns <= 0:
        raise MaxTextReportError(f"step time {step_time_ns} ns: must be above 0")
    seconds = step_time_ns / 1e9
    rate = shape.tflops_per_device_step() / seconds
    mfu = rate * 1e12 / peak_flops_per_s if peak_flops_per_s else None
    return MaxTextReport(step_time_ns, shape.batch_per_device * shape.seq / seconds, rate, mfu)
