"""Shardy retargeting: the ``sdy.mesh`` declarations that hold the named axes are rewritten (both
the ``<["x"=2]>`` body and the ``stablehlo.mesh`` copy), after checking that every sharded dimension
still divides and that no manual (shard_map) region or explicit device order spans a resized axis."""

from __future__ import annotations

import math
import re
from typing import Mapping

from hlo2chakra.frontend.groups import Mesh, parse_mesh
from hlo2chakra.frontend.xla.mesh_arg import RetargetError, mesh_text
from hlo2chakra.frontend.xla.tensor_text import TENSOR_TYPE, dims

_SDY_MESH = re.compile(r'sdy\.mesh\s+@([\w$.\-]+)\s*=\s*<\[([^\]]*)\](?:,\s*device_ids=\[[^\]]*\])?>')
_TENSOR_SHARDING = re.compile(r'<@([\w$.\-]+)\s*,\s*\[((?:\s*\{[^}]*\}\s*,?)*)\s*\]')
_DIM = re.compile(r"\{([^}]*)\}")


def sdy_meshes(text: str) -> dict[str, Mesh]:
    """The module's ``sdy.mesh`` declarations by name."""
    return {m.group(1): parse_mesh(m.group(2)) for m in _SDY_MESH.finditer(text)}


def retarget_shardy(text: str, mesh: Mapping[str, int]) -> tuple[str, int]:
    """(the text with the meshes holding ``mesh``'s axes resized, the new device count)."""
    meshes = sdy_meshes(text)
    holders = {name for name, spec in meshes.items() if any(a in mesh for a, _ in spec.axes)}
    known = sorted({a for spec in meshes.values() for a, _ in spec.axes})
    for axis in mesh:
        if not any(axis == a for spec in meshes.values() for a, _ in spec.axes):
            raise RetargetError(f"--mesh {mesh_text(mesh)}: unknown axis {axis!r} (the module's mesh axes: "
                                f"{', '.join(known) or 'none'})")
    new_meshes = {name: Mesh(tuple((a, mesh.get(a, s) if name in holders else s) for a, s in spec.axes))
                  for name, spec in meshes.items()}
    changed = {a for spec in meshes.values() for a, s in spec.axes if a in mesh and mesh[a] != s}
    sizes = {spec.size for name, spec in new_meshes.items() if spec.axes}
    if len(sizes) > 1:
        raise RetargetError(f"--mesh {mesh_text(mesh)}: the module's meshes would disagree on the device count "
                            f"({', '.join(f'@{n}={s}' for n, s in new_meshes.items())})")
    if changed:
        _check_manual_axes(text, changed, mesh)
        for m in _SDY_MESH.finditer(text):
            if "device_ids" in m.group(0) and m.group(1) in holders:
                raise RetargetError(f"--mesh {mesh_text(mesh)}: mesh @{m.group(1)} has an explicit device order "
                                    "(device_ids), which cannot be resized")
        _check_shardy_divisible(text, new_meshes, mesh, changed)
    out = _SDY_MESH.sub(lambda m: _sdy_mesh_decl(m, new_meshes), text)
    out = re.sub(r"\{name = \"([^\"]+)\", size = (\d+) : i64\}",
                 lambda m: f'{{name = "{m.group(1)}", size = {mesh.get(m.group(1), int(m.group(2)))} : i64}}', out)
    return out, (sizes.pop() if sizes else 1)


def _sdy_mesh_decl(m: re.Match[str], new: Mapping[str, Mesh]) -> str:
    spec = new[m.group(1)]
    body = ", ".join(f'"{a}"={s}' for a, s in spec.axes)
    return f"sdy.mesh @{m.group(1)} = <[{body}]>"


def _check_manual_axes(text: str, changed: set[str], mesh: Mapping[str, int]) -> None:
    for found in re.finditer(r"manual_axes=\{([^}]*)\}", text):
        manual = {a.strip().strip('"') for a in found.group(1).split(",") if a.strip()}
        hit = sorted(manual & changed)
        if hit:
            raise RetargetError(f"--mesh {mesh_text(mesh)}: a shard_map region (sdy.manual_computation) is manual over "
                                f"axis {hit[0]!r}; its body has local shapes fixed at export, so that axis cannot be resized")


def _check_shardy_divisible(text: str, meshes: Mapping[str, Mesh], mesh: Mapping[str, int],
                            changed: set[str]) -> None:
    """Every sharded dimension on a line must be divisible by its new axis product.

    Shardings are matched to the tensor types of the same line in order (a func signature lists
    each argument's type before its sharding; ops list shardings before their result types).
    """
    for lineno, line in enumerate(text.splitlines(), 1):
        if "<@" not in line or "sdy.manual_computation" in line:
            continue  # a manual region's block arguments are local; its operands are checked where defined
        shardings = list(_TENSOR_SHARDING.finditer(line))
        types = [dims(t) for t in TENSOR_TYPE.findall(line)]
        if line.lstrip().startswith("func.func"):
            # the signature: tensor type immediately precedes its own attribute dict
            pairs = []
            for s in shardings:
                before = TENSOR_TYPE.findall(line[: s.start()])
                if before:
                    pairs.append((s, dims(before[-1])))
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
                    raise RetargetError(f"--mesh {mesh_text(mesh)}: line {lineno} shards over a sub-axis of a resized axis")
                names = [a.split(":")[0].strip('"') for a in axes]
                if not names or not set(names) & changed:
                    continue
                ways = math.prod(sizes.get(n, 1) for n in names)
                if size % ways:
                    over = "*".join(f"{n}={sizes.get(n, 1)}" for n in names)
                    raise RetargetError(f"--mesh {mesh_text(mesh)}: dimension {dim} (size {size}) of "
                                        f"tensor<{'x'.join(map(str, shape))}> at line {lineno} is sharded over "
                                        f"{over} and is not divisible by {ways}")

