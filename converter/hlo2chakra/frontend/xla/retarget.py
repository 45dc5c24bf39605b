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

import re
from typing import Mapping

from hlo2chakra.frontend.groups import Mesh
from hlo2chakra.frontend.xla.mesh_arg import RetargetError, parse_mesh_arg
from hlo2chakra.frontend.xla.retarget_gspmd import infer_gspmd_mesh, retarget_gspmd
from hlo2chakra.frontend.xla.retarget_shardy import retarget_shardy, sdy_meshes

__all__ = ["RetargetError", "infer_gspmd_mesh", "module_mesh", "parse_mesh_arg", "retarget_text"]
_NUM_PARTITIONS = re.compile(r"mhlo\.num_partitions\s*=\s*\d+\s*:\s*i32")


def module_mesh(text: str, shardy: bool, num_devices: int) -> Mesh:
    """The module's mesh: its sdy.mesh with most devices, or the one inferred from GSPMD tiles."""
    if shardy:
        meshes = [m for m in sdy_meshes(text).values() if m.axes]
        return max(meshes, key=lambda m: m.size) if meshes else Mesh((("axis_0", num_devices),))
    return infer_gspmd_mesh(text, num_devices)


def retarget_text(text: str, mesh: Mapping[str, int] | str, *, shardy: bool, num_devices: int) -> tuple[str, int]:
    """(module text for the new mesh, new device count); see the module docstring."""
    wanted = parse_mesh_arg(mesh)
    if shardy:
        out, count = retarget_shardy(text, wanted)
    else:
        out, count = retarget_gspmd(text, wanted, num_devices)
    out = _NUM_PARTITIONS.sub(f"mhlo.num_partitions = {count} : i32", out)
    return out, count
