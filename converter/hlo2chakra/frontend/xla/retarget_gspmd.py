"""GSPMD retargeting. ``mhlo.sharding`` strings carry no axis names: the module's mesh is inferred
as the coarsest factorisation of the device count into which every iota tile assignment
(``devices=[..]<=[..]T(..)``) fits, its axes named ``axis_0, axis_1, ...`` (major first); every
tile assignment is then rewritten for the new axis sizes."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Iterator, Mapping, Sequence

from hlo2chakra.frontend.groups import Mesh
from hlo2chakra.frontend.xla.mesh_arg import RetargetError, mesh_text
from hlo2chakra.frontend.xla.tensor_text import TENSOR_TYPE, dims

_GSPMD_ATTR = re.compile(r'mhlo\.sharding\s*=\s*"([^"]*)"')
_IOTA = re.compile(r"devices=\[([0-9,]+)\]<=\[([0-9,]+)\](?:T\(([0-9,]+)\))?")
_EXPLICIT = re.compile(r"devices=\[([0-9,]+)\](\d[0-9,]*)")


@dataclass(frozen=True)
class _Iota:
    """One iota tile assignment ``devices=[tile]<=[reshape]T(perm)``."""

    tile: tuple[int, ...]
    reshape: tuple[int, ...]
    perm: tuple[int, ...]

    @classmethod
    def parse(cls, m: re.Match[str]) -> _Iota:
        reshape = _ints(m.group(2))
        return cls(_ints(m.group(1)), reshape, _ints(m.group(3)) if m.group(3) else tuple(range(len(reshape))))


def _ints(csv: str) -> tuple[int, ...]:
    return tuple(int(x) for x in csv.split(","))


def _iotas(text: str) -> list[_Iota]:
    return [_Iota.parse(m) for attr in _GSPMD_ATTR.findall(text) for m in _IOTA.finditer(attr)]


def _split_at(factors: list[int], cut: int) -> bool:
    """Split factors (major first) so that some prefix has product ``cut``; False if impossible."""
    acc = 1
    for i, f in enumerate(factors):
        if acc == cut:
            return True
        if cut % acc == 0 and acc * f > cut:
            part = cut // acc
            if f % part:
                return False
            factors[i:i + 1] = [part, f // part]
            return True
        acc *= f
    return acc == cut


def infer_gspmd_mesh(text: str, num_devices: int) -> Mesh:
    """The coarsest mesh (major-to-minor axis sizes) every iota tile assignment fits."""
    factors = [num_devices]
    for _ in range(64):
        before = list(factors)
        for iota in _iotas(text):
            groups = _groups(factors, iota.reshape)
            if groups is None:
                raise RetargetError(f"cannot infer a device mesh from the GSPMD shardings (reshape {list(iota.reshape)} "
                                    f"does not fit {factors})")
            permuted = [f for d in iota.perm for f in groups[d]]
            for cut in _cumulative(iota.tile):
                if not _split_at(permuted, cut):
                    raise RetargetError(f"cannot infer a device mesh from the GSPMD shardings (tiles {list(iota.tile)})")
            if len(permuted) != sum(len(g) for g in groups):
                factors = _unpermute(groups, iota.perm, permuted, factors)
        if factors == before:
            break
    factors = [f for f in factors if f > 1] or [num_devices]
    return Mesh(tuple((f"axis_{i}", f) for i, f in enumerate(factors)))


def _cumulative(dims: Sequence[int]) -> list[int]:
    out, acc = [], 1
    for d in dims:
        acc *= d
        out.append(acc)
    return out


def _groups(factors: list[int], reshape: Sequence[int]) -> list[list[int]] | None:
    """Refine ``factors`` in place at the reshape's cut points; the factors of each reshape dim."""
    for cut in _cumulative(reshape):
        if not _split_at(factors, cut):
            return None
    groups, i = [], 0
    for d in reshape:
        group, acc = [], 1
        while acc < d:
            group.append(factors[i])
            acc *= factors[i]
            i += 1
        groups.append(group)
    return groups


def _unpermute(groups: list[list[int]], perm: Sequence[int], permuted: list[int], factors: list[int]) -> list[int]:
    """Carry factor splits made in permuted order back to mesh (reshape) order."""
    new_groups: list[list[int]] = [[] for _ in groups]
    i = 0
    for d in perm:
        target, acc = math.prod(groups[d]), 1
        while acc < target:
            new_groups[d].append(permuted[i])
            acc *= permuted[i]
            i += 1
    return [f for g in new_groups for f in g]


def retarget_gspmd(text: str, mesh: Mapping[str, int], num_devices: int) -> tuple[str, int]:
    """(the text for the new axis sizes of the inferred mesh, the new device count)."""
    spec = infer_gspmd_mesh(text, num_devices)
    names = [a for a, _ in spec.axes]
    for axis in mesh:
        if axis not in names:
            raise RetargetError(f"--mesh {mesh_text(mesh)}: unknown axis {axis!r} (GSPMD module; its mesh is inferred "
                                f"as {spec})")
    old = [s for _, s in spec.axes]
    new = [mesh.get(a, s) for a, s in spec.axes]
    if old == new:
        return text, num_devices
    if _EXPLICIT.search(" ".join(_GSPMD_ATTR.findall(text))):
        raise RetargetError(f"--mesh {mesh_text(mesh)}: the module has explicit device-list shardings, which cannot be resized")
    if "{manual" in text or "SPMDFullToShardShape" in text:
        raise RetargetError(f"--mesh {mesh_text(mesh)}: a shard_map (manual) region has local shapes fixed at export; "
                            "its mesh cannot be resized")
    _check_gspmd_divisible(text, old, new, mesh)
    rewrite = lambda m: _rewrite_iota(m, old, new)  # noqa: E731
    out = _GSPMD_ATTR.sub(lambda a: 'mhlo.sharding = "' + _IOTA.sub(rewrite, a.group(1)) + '"', text)
    return out, math.prod(new)


def _rewrite_iota(m: re.Match[str], old: Sequence[int], new: Sequence[int]) -> str:
    """A tile assignment for mesh axis sizes ``old`` rewritten for ``new``."""
    iota = _Iota.parse(m)
    new_tile = list(_split_ways(iota, old, new))
    new_reshape = [math.prod(new[p] for p in pos) for pos in _positions(old, iota.reshape)]
    suffix = f"T({','.join(map(str, iota.perm))})" if m.group(3) else ""
    return f"devices=[{','.join(map(str, new_tile))}]<=[{','.join(map(str, new_reshape))}]{suffix}"


def _split_ways(iota: _Iota, old: Sequence[int], new: Sequence[int]) -> Iterator[int]:
    """For each tile dim in turn: into how many shards the new axis sizes split it."""
    positions = _positions(old, iota.reshape)
    order = [p for d in iota.perm for p in positions[d]]
    i = 0
    for t in iota.tile:
        acc, ways = 1, 1
        while acc < t:
            acc *= old[order[i]]
            ways *= new[order[i]]
            i += 1
        yield ways


def _positions(old: Sequence[int], reshape: Sequence[int]) -> list[list[int]]:
    """Mesh axis positions (indices into ``old``, size-1 axes skipped) of each reshape dim."""
    sized = [i for i, s in enumerate(old) if s > 1]
    out, i = [], 0
    for d in reshape:
        pos, acc = [], 1
        while acc < d:
            pos.append(sized[i])
            acc *= old[sized[i]]
            i += 1
        out.append(pos)
    return out


def _check_gspmd_divisible(text: str, old: Sequence[int], new: Sequence[int], mesh: Mapping[str, int]) -> None:
    """Every tiled dimension must divide into its new shard count (the tensor type is the one the
    sharding annotates: before it in a func signature, after it on an op line)."""
    for lineno, line in enumerate(text.splitlines(), 1):
        for attr in _GSPMD_ATTR.finditer(line):
            m = _IOTA.search(attr.group(1))
            if not m or attr.group(1).startswith("{{"):
                continue
            types = TENSOR_TYPE.findall(line[: attr.start()]) if line.lstrip().startswith("func.func") else \
                TENSOR_TYPE.findall(line[attr.end():])
            if not types:
                continue
            shape = dims(types[-1])
            for dim, ways in enumerate(_split_ways(_Iota.parse(m), old, new)):
                if dim < len(shape) and shape[dim] % ways:
                    raise RetargetError(f"--mesh {mesh_text(mesh)}: dimension {dim} (size {shape[dim]}) of "
                                        f"tensor<{'x'.join(map(str, shape))}> at line {lineno} would be split "
                                        f"{ways} ways and is not divisible")
