"""Decode MLIR attributes into plain Python values (ints, tuples, dicts, strings).

Dimension numbers become dicts keyed by their StableHLO field names; dense integer elements
become nested tuples; large dense constants are never materialised (only their type is kept).
Anything we do not recognise is kept as its textual form so that no information is lost.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

# Dense attributes bigger than this stay as text: constants can hold megabytes of weights.
_MAX_DENSE_ELEMENTS = 1 << 16

_DOT_FIELDS = (
    "lhs_batching_dimensions",
    "rhs_batching_dimensions",
    "lhs_contracting_dimensions",
    "rhs_contracting_dimensions",
)
_CONV_FIELDS = (
    "input_batch_dimension",
    "input_feature_dimension",
    "input_spatial_dimensions",
    "kernel_input_feature_dimension",
    "kernel_output_feature_dimension",
    "kernel_spatial_dimensions",
    "output_batch_dimension",
    "output_feature_dimension",
    "output_spatial_dimensions",
)
_GATHER_FIELDS = (
    "offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
    "start_index_map", "index_vector_dim",
)
_SCATTER_FIELDS = (
    "update_window_dims", "inserted_window_dims", "input_batching_dims",
    "scatter_indices_batching_dims", "scattered_dims_to_operand_dims", "index_vector_dim",
)


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_plain(v) for v in value)
    if isinstance(value, np.ndarray):
        return _plain(value.tolist())
    if isinstance(value, np.integer):
        return int(value)
    return value


def _fields(obj: Any, names: tuple[str, ...]) -> dict[str, Any]:
    return {name: _plain(getattr(obj, name)) for name in names}


@functools.cache
def _mlir() -> tuple[Any, Any, Any]:
    """jaxlib's ``ir``, ``mhlo`` and ``stablehlo`` modules, imported on first use (an import
    statement inside ``decode`` would cost as much as decoding, once per attribute)."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import mhlo, stablehlo

    return ir, mhlo, stablehlo


def decode(attr: Any) -> Any:
    ir, mhlo, stablehlo = _mlir()
    if isinstance(attr, ir.BoolAttr):
        return bool(attr.value)
    if isinstance(attr, ir.IntegerAttr):
        return int(attr.value)
    if isinstance(attr, ir.FloatAttr):
        return float(attr.value)
    if isinstance(attr, ir.StringAttr):
        return attr.value
    if isinstance(attr, ir.FlatSymbolRefAttr):
        return attr.value
    if isinstance(attr, (ir.DenseI64ArrayAttr, ir.DenseI32ArrayAttr, ir.DenseBoolArrayAttr)):
        return tuple(_plain(list(attr)))
    if isinstance(attr, ir.DenseIntElementsAttr):
        shaped = ir.ShapedType(attr.type)
        count = 1
        for d in shaped.shape:
            count *= d
        if count > _MAX_DENSE_ELEMENTS:
            return str(shaped)
        try:
            values = np.array(attr)
        except (TypeError, ValueError):  # wider than 64 bits (i128): numpy has no such integers
            return str(shaped)
        if attr.is_splat:
            return ("splat", int(values.reshape(-1)[0]), tuple(shaped.shape))
        return _plain(values)
    if isinstance(attr, ir.ArrayAttr):
        return tuple(decode(a) for a in attr)
    if isinstance(attr, ir.DictAttr):
        return {a.name: decode(a.attr) for a in attr}
    if isinstance(attr, ir.TypeAttr):
        return str(attr.value)
    # mhlo (XLA-optimized input) spells the same attributes with the same field names.
    for dialect in (stablehlo, mhlo):
        for cls, names in ((dialect.DotDimensionNumbers, _DOT_FIELDS),
                           (dialect.ConvDimensionNumbers, _CONV_FIELDS),
                           (dialect.GatherDimensionNumbers, _GATHER_FIELDS),
                           (dialect.ScatterDimensionNumbers, _SCATTER_FIELDS)):
            if cls.isinstance(attr):
                return _fields(cls(attr), names)
        if dialect.ChannelHandle.isinstance(attr):
            handle = dialect.ChannelHandle(attr)
            return {"handle": int(handle.handle), "type": int(handle.channel_type)}
    if stablehlo.ReplicaGroupMeshAxesAttr.isinstance(attr):
        mesh_axes = stablehlo.ReplicaGroupMeshAxesAttr(attr)
        return {"mesh_axes": str(mesh_axes.mesh).lstrip("@"), "axes": _axis_refs(mesh_axes.axes)}
    if isinstance(attr, ir.DenseElementsAttr):
        return str(ir.ShapedType(attr.type))
    return str(attr)


def _axis_refs(axes: Any) -> tuple:
    stablehlo = _mlir()[2]
    out = []
    for axis in axes:
        if stablehlo.AxisRefAttr.isinstance(axis):
            ref = stablehlo.AxisRefAttr(axis)
            sub = ref.sub_axis_info
            out.append((str(ref.name), None if sub is None else str(sub)))
        else:
            out.append((str(axis), None))
    return tuple(out)


# Attributes we never need for costing or communication and that can be huge or noisy.
_SKIP = frozenset({"value", "backend_config", "mhlo.frontend_attributes", "mhlo.sharding",
                   "sdy.sharding", "result_layout", "operand_layouts", "output_operand_aliases"})


# Vendor-library calls keep the attributes that hold their geometry (see cost.library_calls).
_LIBRARY_CALL_PREFIXES = ('"__cublas$', '"__cudnn$')
_LIBRARY_CALL_KEEP = frozenset({"backend_config", "mhlo.frontend_attributes"})


def decode_op_attributes(op: Any, memo: dict[Any, Any] | None = None) -> dict[str, Any]:
    """The op's attributes decoded (a fresh dict; the values are never mutated).

    memo: decoded values by MLIR attribute, shared across the ops of one module. The MLIR
    context uniques attributes (equal ones are one object, hashed by identity), and the ops of
    a program repeat a few hundred distinct attributes thousands of times."""
    out: dict[str, Any] = {}
    attributes = op.attributes
    library_call = ("call_target_name" in attributes
                    and str(attributes["call_target_name"]).startswith(_LIBRARY_CALL_PREFIXES))
    for name in attributes:
        if name in _SKIP and not (library_call and name in _LIBRARY_CALL_KEEP):
            continue
        attr = attributes[name]
        if memo is None:
            out[name] = decode(attr)
            continue
        value = memo.get(attr, _UNSEEN)
        if value is _UNSEEN:
            value = memo[attr] = decode(attr)
        out[name] = value
    return out


_UNSEEN = object()


def reduction_kind(op: Any) -> str:
    """The reducer of an all_reduce / reduce_scatter when its region is one binary op of the
    region's two arguments (``add``, ``maximum``, ...), else "" (a computation XLA's combiners
    cannot match, or no region)."""
    regions = list(op.regions)
    if not regions or not list(regions[0].blocks):
        return ""
    block = regions[0].blocks[0]
    body = [inner.operation for inner in block.operations]
    if len(body) != 2 or len(block.arguments) != 2 or not body[1].name.endswith(".return"):
        return ""
    reducer = body[0]
    args = {block.arguments[0], block.arguments[1]}
    if len(reducer.operands) != 2 or set(reducer.operands) != args or len(reducer.results) != 1:
        return ""
    if list(body[1].operands) != [reducer.results[0]]:
        return ""
    return reducer.name.split(".", 1)[-1]
