"""A collective op's communication: its kind, device groups (or permute pairs) and byte counts."""

from __future__ import annotations

from typing import Any, Mapping

from hlo2chakra.frontend.attrs import reduction_kind
from hlo2chakra.frontend.errors import FrontendError, OpError
from hlo2chakra.frontend.groups import device_groups, permute_pairs
from hlo2chakra.frontend.lower_context import LoweringContext
from hlo2chakra.ir.program import Collective, CollectiveKind, TensorType

_COLLECTIVES = {kind.value: kind for kind in CollectiveKind}
_REDUCING = (CollectiveKind.ALL_REDUCE, CollectiveKind.REDUCE_SCATTER)


def collective_name(op_name: str) -> str | None:
    """The collective an op name spells ('stablehlo.all_gather_start' -> 'all_gather'), or None."""
    short = op_name.split(".", 1)[-1]
    if short.endswith("_start"):
        short = short[: -len("_start")]
    return short if short in _COLLECTIVES else None


def collective(lw: LoweringContext, op: Any, short: str, attrs: Mapping[str, Any],
               operand_types: tuple[TensorType, ...], result_types: tuple[TensorType, ...]) -> Collective:
    """The communication of collective ``short`` (a ``collective_name``); ``OpError`` for groups or
    pairs that do not fit the module's devices (blamed on the unknown device count when it is)."""
    kind = _COLLECTIVES[short]
    try:
        if kind is CollectiveKind.COLLECTIVE_PERMUTE:
            pairs = permute_pairs(short, attrs, lw.num_replicas, lw.num_partitions)
            groups: tuple = ()
        else:
            groups = device_groups(short, attrs, lw.num_replicas, lw.num_partitions, lw.meshes)
            pairs = ()
    except FrontendError as exc:
        preface = (f"{lw.source}: this module does not say how many devices it runs on: pass --ranks N"
                   if lw.world_unknown else "")
        raise OpError(str(exc), preface=preface) from None
    return Collective(
        kind=kind,
        groups=groups,
        pairs=pairs,
        input_bytes=sum(t.size_bytes for t in operand_types),
        output_bytes=sum(t.size_bytes for t in result_types),
        reduction=reduction_kind(op) if kind in _REDUCING else "",
    )
