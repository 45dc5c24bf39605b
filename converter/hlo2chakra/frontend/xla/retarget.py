"""Mesh retargeting of a global (sharding-annotated) StableHLO module, as text.

``retarget_text(text, mesh, shardy=...)`` returns the module text with new mesh axis sizes and
``mhlo.num_partitions`` set to the new device count, ready for XLA's SPMD partitioner. Global
shapes are kept, so retargeting is strong scaling: per-device shards shrink as axes grow.

- Shardy: the ``sdy.mesh`` declarations that hold the named axes are rewritten (both the
  ``<["x"=2]>`` body and the ``stablehlo.mesh`` copy).
- GSPMD: ``mhlo.sharding`` strings carry no axis names. The module's mesh is inferred as the
  coarsest factorisation of the device count into which every iota tile assignment
  (``devices=[..]<=[..]T(..)``) fits; its axes are named ``axis_0, axis_1, ...`` (major first).
  Every tile assignment is then rewritten for the new axis sizes.

Refused with a one-line ``RetargetError``: an axis name the module's mesh lacks; a sharded
dimension whose size the new axis sizes do not divide; a shard_map region (``sdy.manual_computation``
or GSPMD manual sharding) over an axis whose size changes (its body has local shapes fixed at
export); explicit device lists (``device_ids`` or ``devices=[..]0,1,..``) on a resized mesh.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Mapping, Sequence

from hlo2chakra.frontend.errors import FrontendError


class RetargetError(FrontendError):
    """The module cannot be partitioned for the requested mesh; one line naming the culprit."""


_SDY_MESH = re.compile(r'sdy\.mesh\s+@([\w$.\-]+)\s*=\s*<\[([^\]]*)\](?:,\s*device_ids=\[[^\]]*\])?>')
_AXIS = re.compile(r'"([^"]+)"\s*=\s*(\d+)')
_TENSOR_SHARDING = re.compile(r'<@([\w$.\-]+)\s*,\s*\[((?:\s*\{[^}]*\}\s*,?)*)\s*\]')
_DIM = re.compile(r"\{([^}]*)\}")
_GSPMD_ATTR = re.compile(r'mhlo\.sharding\s*=\s*"([^"]*)"')
_IOTA = re.compile(r"devices=\[([0-9,]+)\]<=\[([0-9,]+)\](?:T\(([0-9,]+)\))?")
_EXPLICIT = re.compile(r"devices=\[([0-9,]+)\](\d[0-9,]*)")
_NUM_PARTITIONS = re.compile(r"mhlo\.num_partitions\s*=\s*\d+\s*:\s*i32")
_TENSOR_TYPE = re.compile(r"tensor<((?:\d+x)*)[a-z]")


@dataclass(frozen=True)
class MeshSpec:
    """Named mesh axes (major to minor) of a module, as declared or inferred."""

    axes: tuple[tuple[str, int], ...]

    @property
    def size(self) -> int:
        return math.prod(s for _, s in self.axes)

    def __str__(self) -> str:
        return ",".join(f"{a}={s}" for a, s in self.axes)


def parse_mesh_arg(mesh: Mapping[str, int] | str) -> dict[str, int]:
    """'data=4,model=2' or a mapping -> {'data': 4, 'model': 2} (sizes >= 1)."""
    if isinstance(mesh, str):
        out: dict[str, int] = {}
        for part in filter(None, (p.strip() for p in mesh.split(","))):
            axis, sep, size = part.partition("=")
            if not sep or not axis.strip() or not size.strip().isdigit():
                raise RetargetError(f"--mesh {mesh}: bad item {part!r}, expected AXIS=SIZE (e.g. data=4,model=2)")
            if axis.strip() in out:
                raise RetargetError(f"--mesh {mesh}: axis {axis.strip()!r} is given twice "
                                    f"({axis.strip()}={out[axis.strip()]} and {part}); name each axis once")
            out[axis.strip()] = int(size)
        mesh = out
    if not mesh:
        raise RetargetError("--mesh is empty: expected AXIS=SIZE[,AXIS=SIZE...]")
    for axis, size in mesh.items():
        if int(size) < 1:
            raise RetargetError(f"--mesh {axis}={size}: axis sizes must be at least 1")
    return {str(a): int(s) for a, s in mesh.items()}


def _mesh_text(mesh: Mapping[str, int]) -> str:
    return ",".join(f"{a}={s}" for a, s in mesh.items())


# --- Shardy -------------------------------------------------------------------------------------
def sdy_meshes(text: str) -> dict[str, MeshSpec]:
    return {m.group(1): MeshSpec(tuple((a, int(s)) for a, s in _AXIS.findall(m.group(2))))
            for m in _SDY_MESH.finditer(text)}


def _retarget_shardy(text: str, mesh: Mapping[str, int]) -> tuple[str, int]:
    meshes = sdy_meshes(text)
    holders = {name for name, spec in meshes.items() if any(a in mesh for a, _ in spec.axes)}
    known = sorted({a for spec in meshes.values() for a, _ in spec.axes})
    for axis in mesh:
        if not any(axis == a for spec in meshes.values() for a, _ in spec.axes):
            raise RetargetError(f"--mesh {_mesh_text(mesh)}: unknown axis {axis!r} (the module's mesh axes: "
                                f"{', '.join(known) or 'none'})")
    new_meshes = {name: MeshSpec(tuple((a, mesh.get(a, s) if name in holders else s) for a, s in spec.axes))
                  for name, spec in meshes.items()}
    changed = {a for spec in meshes.values() for a, s in spec.axes if a in mesh and mesh[a] != s}
    sizes = {spec.size for name, spec in new_meshes.items() if spec.axes}
    if len(sizes) > 1:
        raise RetargetError(f"--mesh {_mesh_text(mesh)}: the module's meshes would disagree on the device count "
                            f"({', '.join(f'@{n}={s}' for n, s in new_meshes.items())})")
    if changed:
        _check_manual_axes(text, changed, mesh)
        for m in _SDY_MESH.finditer(text):
            if "device_ids" in m.group(0) and m.group(1) in holders:
                raise RetargetError(f"--mesh {_mesh_text(mesh)}: mesh @{m.group(1)} has an explicit device order "
                                    "(device_ids), which cannot be resized")
        _check_shardy_divisible(text, new_meshes, mesh, changed)
    out = _SDY_MESH.sub(lambda m: _sdy_mesh_decl(m, new_meshes), text)
    out = re.sub(r"\{name = \"([^\"]+)\", size = (\d+) : i64\}",
                 lambda m: f'{{name = "{m.group(1)}", size = {mesh.get(m.group(1), int(m.group(2)))} : i64}}', out)
    return out, (sizes.pop() if sizes else 1)


def _sdy_mesh_decl(m: re.Match[str], new: Mapping[str, MeshSpec]) -> str:
    spec = new[m.group(1)]
    body = ", ".join(f'"{a}"={s}' for a, s in spec.axes)
    return f"sdy.mesh @{m.group(1)} = <[{body}]>"


def _check_manual_axes(text: str, changed: set[str], mesh: Mapping[str, int]) -> None:
    for found in re.finditer(r"manual_axes=\{([^}]*)\}", text):
        manual = {a.strip().strip('"') for a in found.group(1).split(",") if a.strip()}
        hit = sorted(manual & changed)
        if hit:
            raise RetargetError(f"--mesh {_mesh_text(mesh)}: a shard_map region (sdy.manual_computation) is manual over "
                                f"axis {hit[0]!r}; its body has local shapes fixed at export, so that axis cannot be resized")


def _check_shardy_divisible(text: str, meshes: Mapping[str, MeshSpec], mesh: Mapping[str, int],
                            changed: set[str]) -> None:
    """Every sharded dimension on a line must be divisible by its new axis product.

    Shardings are matched to the tensor types of the same line in order (a func signature lists
    each argument's type before its sharding; ops list shardings before their result types).
    """
    for lineno, line in enumerate(text.splitlines(), 1):
        if "<@" not in line or "sdy.manual_computation" in line:
            continue  # a manual region's block arguments are local; its operands are checked where defined
        shardings = list(_TENSOR_SHARDING.finditer(line))
        types = [tuple(int(d) for d in t.rstrip("x").split("x") if d) for t in _TENSOR_TYPE.findall(line)]
        if line.lstrip().startswith("func.func"):
            # the signature: tensor type immediately precedes its own attribute dict
            pairs = []
            for s in shardings:
                before = _TENSOR_TYPE.findall(line[: s.start()])
                if before:
                    pairs.append((s, tuple(int(d) for d in before[-1].rstrip("x").split("x") if d)))
        else:
            result_types = types[-len(shardings):] if len(types) >= len(shardings) else []
            pairs = list(zip(shardings, result_types))
        for s, shape in pairs:
            spec = meshes.get(s.group(1))
            if spec is None:
                continue
            sizes = dict(spec.axes)
            for dim, (axes_text, size) in enumerate(zip(_DIM.findall(s.group(2)), shape)):
                axes = [a.strip() for a in axes_text.split(",") if a.strip() and a.strip() != "?"]
                if any(":" in a and a.split(":")[0].strip('"') in changed for a in axes):
                    raise RetargetError(f"--mesh {_mesh_text(mesh)}: line {lineno} shards over a sub-axis of a resized axis")
                names = [a.split(":")[0].strip('"') for a in axes]
                if not names or not set(names) & changed:
                    continue
                ways = math.prod(sizes.get(n, 1) for n in names)
                if size % ways:
                    over = "*".join(f"{n}={sizes.get(n, 1)}" for n in names)
                    raise RetargetError(f"--mesh {_mesh_text(mesh)}: dimension {dim} (size {size}) of "
                                        f"tensor<{'x'.join(map(str, shape))}> at line {lineno} is sharded over "
                                        f"{over} and is not divisible by {ways}")


# --- GSPMD --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Iota:
    tile: tuple[int, ...]
    reshape: tuple[int, ...]
    perm: tuple[int, ...]


def _iotas(text: str) -> list[_Iota]:
    out = []
    for attr in _GSPMD_ATTR.findall(text):
        for m in _IOTA.finditer(attr):
            tile = tuple(int(x) for x in m.group(1).split(","))
            reshape = tuple(int(x) for x in m.group(2).split(","))
            perm = tuple(int(x) for x in m.group(3).split(",")) if m.group(3) else tuple(range(len(reshape)))
            out.append(_Iota(tile, reshape, perm))
    return out


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


def infer_gspmd_mesh(text: str, num_devices: int) -> MeshSpec:
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
    return MeshSpec(tuple((f"axis_{i}", f) for i, f in enumerate(factors)))


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


def _retarget_gspmd(text: str, mesh: Mapping[str, int], num_devices: int) -> tuple[str, int]:
    spec = infer_gspmd_mesh(text, num_devices)
    names = [a for a, _ in spec.axes]
    for axis in mesh:
        if axis not in names:
            raise RetargetError(f"--mesh {_mesh_text(mesh)}: unknown axis {axis!r} (GSPMD module; its mesh is inferred "
                                f"as {spec})")
    old = [s for _, s in spec.axes]
    new = [mesh.get(a, s) for a, s in spec.axes]
    if old == new:
        return text, num_devices
    if _EXPLICIT.search(" ".join(_GSPMD_ATTR.findall(text))):
        raise RetargetError(f"--mesh {_mesh_text(mesh)}: the module has explicit device-list shardings, which cannot be resized")
    if "{manual" in text or "SPMDFullToShardShape" in text:
        raise RetargetError(f"--mesh {_mesh_text(mesh)}: a shard_map (manual) region has local shapes fixed at export; "
                            "its mesh cannot be resized")
    def rewrite(m: re.Match[str]) -> str:
        tile = [int(x) for x in m.group(1).split(",")]
        reshape = [int(x) for x in m.group(2).split(",")]
        perm = [int(x) for x in m.group(3).split(",")] if m.group(3) else list(range(len(reshape)))
        positions = _positions(old, reshape)
        new_reshape = [math.prod(new[p] for p in pos) for pos in positions]
        order = [p for d in perm for p in positions[d]]
        new_tile, i = [], 0
        for t in tile:
            acc, prod_new = 1, 1
            while acc < t:
                acc *= old[order[i]]
                prod_new *= new[order[i]]
                i += 1
            new_tile.append(prod_new)
        suffix = f"T({','.join(map(str, perm))})" if m.group(3) else ""
        return f"devices=[{','.join(map(str, new_tile))}]<=[{','.join(map(str, new_reshape))}]{suffix}"

    _check_gspmd_divisible(text, old, new, mesh)
    out = _GSPMD_ATTR.sub(lambda a: 'mhlo.sharding = "' + _IOTA.sub(rewrite, a.group(1)) + '"', text)
    return out, math.prod(new)


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
    for lineno, line in enumerate(text.splitlines(), 1):
        for attr in _GSPMD_ATTR.finditer(line):
            m = _IOTA.search(attr.group(1))
            if not m or attr.group(1).startswith("{{"):
                continue
            types = _TENSOR_TYPE.findall(line[: attr.start()]) if line.lstrip().startswith("func.func") else \
                _TENSOR_TYPE.findall(line[attr.end():])
            if not types:
                continue
            shape = [int(d) for d in types[-1].rstrip("x").split("x") if d]
            tile = [int(x) for x in m.group(1).split(",")]
            reshape = [int(x) for x in m.group(2).split(",")]
            perm = [int(x) for x in m.group(3).split(",")] if m.group(3) else list(range(len(reshape)))
            positions = _positions(old, reshape)
            order = [p for d in perm for p in positions[d]]
            i = 0
            for dim, t in enumerate(tile):
                acc, ways = 1, 1
                while acc < t:
                    acc *= old[order[i]]
                    ways *= new[order[i]]
                    i += 1
                if dim < len(shape) and shape[dim] % ways:
                    raise RetargetError(f"--mesh {_mesh_text(mesh)}: dimension {dim} (size {shape[dim]}) of "
                                        f"tensor<{'x'.join(map(str, shape))}> at line {lineno} would be split "
                                        f"{ways} ways and is not divisible")


# --- entry --------------------------------------------------------------------------------------
def module_mesh(text: str, shardy: bool, num_devices: int) -> MeshSpec:
    """The module's mesh: its sdy.mesh with most devices, or the one inferred from GSPMD tiles."""
    if shardy:
        meshes = [m for m in sdy_meshes(text).values() if m.axes]
        return max(meshes, key=lambda m: m.size) if meshes else MeshSpec((("axis_0", num_devices),))
    return infer_gspmd_mesh(text, num_devices)


def retarget_text(text: str, mesh: Mapping[str, int] | str, *, shardy: bool, num_devices: int) -> tuple[str, int]:
    """(module text for the new mesh, new device count); see the module docstring."""
    wanted = parse_mesh_arg(mesh)
    if shardy:
        out, count = _retarget_shardy(text, wanted)
    else:
        out, count = _retarget_gspmd(text, wanted, num_devices)
    out = _NUM_PARTITIONS.sub(f"mhlo.num_partitions = {count} : i32", out)
    return out, count
