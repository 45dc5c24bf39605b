"""Convolution geometry and its cost, whichever way the convolution is spelled.

A StableHLO `convolution` carries its geometry as typed attributes; a cuDNN custom call in an
XLA-optimized GPU program carries it as HLO's `window={...}` and `dim_labels=...` strings (kept
through import as frontend attributes, see `hlo_import`). Both become a `ConvGeometry`, costed
by `conv_cost` with XLA's HloCostAnalysis convention: only kernel taps that read a real (not
padding, not lhs-dilation hole) input element count, 2 FLOPs per multiply-add.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any, Mapping

from hlo2chakra.ir.program import TensorType, dtype_bits
from hlo2chakra.cost.kernel import GemmShape, KernelClass, KernelCost


@dataclass(frozen=True)
class ConvGeometry:
    """Dimension roles and window of one (forward) convolution: input x kernel -> output."""

    input_spatial: tuple[int, ...]
    kernel_spatial: tuple[int, ...]
    output_spatial: tuple[int, ...]
    kernel_input_feature: int
    output_feature: int
    output_batch: int
    strides: tuple[int, ...]
    pads: tuple[tuple[int, int], ...]
    lhs_dilation: tuple[int, ...]
    rhs_dilation: tuple[int, ...]
    feature_groups: int = 1
    batch_groups: int = 1


def geometry_from_stablehlo(attrs: Mapping[str, Any]) -> ConvGeometry:
    """From a decoded `stablehlo.convolution`'s attributes (absent ones take their defaults)."""
    dn = attrs.get("dimension_numbers") or {}
    spatial_in = tuple(dn.get("input_spatial_dimensions", ()))
    n = len(spatial_in)
    padding = attrs.get("padding")
    if padding is None:
        pads = ((0, 0),) * n
    elif isinstance(padding, tuple) and padding and padding[0] == "splat":
        pads = ((padding[1], padding[1]),) * n
    else:
        pads = tuple((int(p[0]), int(p[1])) for p in padding)
    return ConvGeometry(
        input_spatial=spatial_in,
        kernel_spatial=tuple(dn.get("kernel_spatial_dimensions", ())),
        output_spatial=tuple(dn.get("output_spatial_dimensions", ())),
        kernel_input_feature=int(dn.get("kernel_input_feature_dimension", 0)),
        output_feature=int(dn.get("output_feature_dimension", 0)),
        output_batch=int(dn.get("output_batch_dimension", 0)),
        strides=tuple(attrs.get("window_strides") or (1,) * n),
        pads=pads,
        lhs_dilation=tuple(attrs.get("lhs_dilation") or (1,) * n),
        rhs_dilation=tuple(attrs.get("rhs_dilation") or (1,) * n),
        feature_groups=int(attrs.get("feature_group_count", 1) or 1),
        batch_groups=int(attrs.get("batch_group_count", 1) or 1),
    )


def _window_field(window: str, key: str, n: int, default: int) -> tuple[str, ...]:
    m = re.search(r"(?:^|\s)" + key + r"=(\S+)", window)
    return tuple(m.group(1).split("x")) if m else (str(default),) * n


def geometry_from_hlo(dim_labels: str, window: str, feature_groups: int = 1,
                      batch_groups: int = 1) -> ConvGeometry:
    """From HLO's `dim_labels=b01f_01io->b01f` and `window={size=3x3 pad=1_1x1_1 stride=2x2 ...}`.

    In a label, `b`/`f` (input, output) and `i`/`o` (kernel) name the batch and feature
    dimensions and digit k names spatial dimension k. ValueError when they do not parse.
    """
    m = re.fullmatch(r"\s*(\w+)_(\w+)->(\w+)\s*", dim_labels)
    if not m:
        raise ValueError(f"dim_labels {dim_labels!r} not understood")
    lhs, rhs, out = m.groups()
    n = sum(ch.isdigit() for ch in lhs)
    window = window.strip().strip("{}")

    def spatial(label: str) -> tuple[int, ...]:
        return tuple(label.index(str(k)) for k in range(n))

    pads = tuple(tuple(int(v) for v in p.split("_")) for p in _window_field(window, "pad", n, 0)) \
        if "pad=" in window else ((0, 0),) * n
    return ConvGeometry(
        input_spatial=spatial(lhs), kernel_spatial=spatial(rhs), output_spatial=spatial(out),
        kernel_input_feature=rhs.index("i"), output_feature=out.index("f"), output_batch=out.index("b"),
        strides=tuple(int(v) for v in _window_field(window, "stride", n, 1)),
        pads=tuple((p[0], p[1]) for p in pads),
        lhs_dilation=tuple(int(v) for v in _window_field(window, "lhs_dilate", n, 1)),
        rhs_dilation=tuple(int(v) for v in _window_field(window, "rhs_dilate", n, 1)),
        feature_groups=feature_groups, batch_groups=batch_groups,
    )


def valid_taps(out_size: int, kernel_size: int, in_size: int, stride: int, pad_lo: int,
               lhs_dil: int, rhs_dil: int) -> int:
    """(output position, kernel tap) pairs of one spatial dim that read a real input element."""
    dilated_last = (in_size - 1) * lhs_dil
    count = 0
    for k in range(kernel_size):
        offset = k * rhs_dil - pad_lo
        for o in range(out_size):
            pos = o * stride + offset
            if 0 <= pos <= dilated_last and pos % lhs_dil == 0:
                count += 1
    return count


def conv_cost(lhs: TensorType, rhs: TensorType, out: TensorType, g: ConvGeometry,
              bytes_accessed: int) -> KernelCost:
    """Cost of the forward convolution lhs (input) x rhs (kernel) -> out under geometry `g`."""
    taps = 1
    kernel_window = 1
    for i, (d_in, d_k, d_out) in enumerate(zip(g.input_spatial, g.kernel_spatial, g.output_spatial)):
        ksize = rhs.shape[d_k]
        kernel_window *= ksize
        taps *= valid_taps(out.shape[d_out], ksize, lhs.shape[d_in], g.strides[i], g.pads[i][0],
                           g.lhs_dilation[i], g.rhs_dilation[i])
    in_features_per_group = rhs.shape[g.kernel_input_feature]
    out_features = out.shape[g.output_feature]
    out_batch = out.shape[g.output_batch]
    # taps already sums over output positions of every spatial dim, so multiply by batch and
    # channels: each valid tap is one multiply-add per (input feature in group, output feature).
    fma = out_batch * out_features * in_features_per_group * taps
    groups = g.feature_groups * g.batch_groups
    return KernelCost(
        flops=2 * fma,
        bytes_accessed=bytes_accessed,
        compute_dtype=lhs.dtype if dtype_bits(lhs.dtype) >= dtype_bits(rhs.dtype) else rhs.dtype,
        kernel_class=KernelClass.CONVOLUTION,
        gemm=GemmShape(batch=groups, m=out_batch * math.prod(out.shape[d] for d in g.output_spatial),
                       n=out_features // max(1, groups), k=in_features_per_group * kernel_window),
    )
