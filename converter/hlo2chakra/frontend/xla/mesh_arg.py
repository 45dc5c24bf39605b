"""The ``--mesh AXIS=SIZE,...`` argument, and the error every retargeting refusal raises."""

from __future__ import annotations

from typing import Mapping

from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.frontend.groups import Mesh


class RetargetError(FrontendError):
    """The module cannot be partitioned for the requested mesh; one line naming the culprit."""


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
    for name, count in mesh.items():
        if int(count) < 1:
            raise RetargetError(f"--mesh {name}={count}: axis sizes must be at least 1")
    return {str(a): int(s) for a, s in mesh.items()}



def mesh_text(mesh: Mapping[str, int]) -> str:
    """{'data': 4, 'model': 2} -> 'data=4,model=2' (how refusals quote the requested mesh)."""
    return str(Mesh(tuple(mesh.items())))
