"""What an XLA fusion really reads and writes at its boundary (``mhlo.fusion`` regions).

A fusion's operands and results are not all moved in full:

- a parameter read only through slices (``slice``, ``dynamic_slice``, ``gather`` as the sliced
  operand, possibly behind reshapes/bitcasts) reads only the selected elements. XLA's GPU
  pipeline makes many such fusions: one per gradient sliced back out of a combined all-reduce
  buffer, each of which would otherwise count the whole buffer;
- a parameter that is the updated operand of a ``dynamic_update_slice`` is updated in place: it
  is not read, and the result it becomes writes only the update.

``boundary_bytes(fusion_op, size_of)`` returns (bytes read per operand, bytes written per
result); ``size_of(value)`` is the byte size of an MLIR value. Lowering stores them on the fusion
``Op`` under ``FUSION_READ_BYTES`` / ``FUSION_WRITE_BYTES`` when they differ from the full sizes.
"""

from __future__ import annotations

from typing import Any, Callable

FUSION_READ_BYTES = "h2c_read_bytes"
FUSION_WRITE_BYTES = "h2c_write_bytes"

_SLICES = {"slice", "dynamic_slice", "gather", "real_dynamic_slice"}
_ALIASES = {"reshape", "bitcast"}
_RETURNS = ("mhlo.return", "stablehlo.return")


def _short(op: Any) -> str:
    return op.name.split(".", 1)[-1]


def _read(value: Any, full: int, size_of: Callable[[Any], int]) -> int:
    """Bytes of ``value`` the fusion reads: the slices taken of it, or all of it."""
    total = 0
    for use in value.uses:
        owner, index = use.owner, use.operand_number
        if owner.name in _RETURNS:
            return full
        kind = _short(owner)
        if kind in _ALIASES:
            total += _read(owner.results[0], full, size_of)
        elif kind in _SLICES and index == 0:
            total += size_of(owner.results[0])
        elif kind == "dynamic_update_slice" and index == 0:
            continue  # updated in place
        else:
            return full
        if total >= full:
            return full
    return total


def _in_place_update(value: Any, params: list[Any], size_of: Callable[[Any], int]) -> int | None:
    """Update bytes when ``value`` is a dynamic_update_slice of a parameter (behind aliases)."""
    for _ in range(8):
        owner = value.owner
        if not hasattr(owner, "name"):
            return None
        kind = _short(owner)
        if kind == "dynamic_update_slice":
            target = owner.operands[0]
            while hasattr(target.owner, "name") and _short(target.owner) in _ALIASES:
                target = target.owner.operands[0]
            return size_of(owner.operands[1]) if any(target == p for p in params) else None
        if kind not in _ALIASES:
            return None
        value = owner.operands[0]
    return None


def boundary_bytes(fusion: Any, size_of: Callable[[Any], int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    block = fusion.regions[0].blocks[0]
    params = list(block.arguments)
    reads = tuple(_read(p, size_of(p), size_of) for p in params)
    returned = list(list(block.operations)[-1].operands)
    writes = []
    for value in returned:
        update = _in_place_update(value, params, size_of)
        writes.append(size_of(value) if update is None else update)
    return reads, tuple(writes)
