"""frontend.groups: mesh-axes replica groups against a coordinate-by-coordinate oracle, and id checks."""

from __future__ import annotations

import itertools
import random

import pytest

from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.frontend.groups import Mesh, device_groups


def _oracle(sizes: list[int], listed: list[int], ids: tuple[int, ...]) -> list[list[int]]:
    """Group devices that agree on every unlisted axis; members in listed-axis order, major first."""
    others = [i for i in range(len(sizes)) if i not in listed]
    groups = []
    for fixed in itertools.product(*(range(sizes[i]) for i in others)):
        group = []
        for varying in itertools.product(*(range(sizes[i]) for i in listed)):
            coords = dict(zip(others, fixed)) | dict(zip(listed, varying))
            flat = 0
            for axis, size in enumerate(sizes):
                flat = flat * size + coords[axis]
            group.append(ids[flat] if ids else flat)
        groups.append(group)
    return groups


def test_mesh_axes_groups_match_the_oracle_on_random_meshes():
    rng = random.Random(7)
    for _ in range(200):
        sizes = [rng.randint(1, 4) for _ in range(rng.randint(1, 4))]
        total = 1
        for s in sizes:
            total *= s
        ids = tuple(rng.sample(range(total), total)) if rng.random() < 0.5 else ()
        listed = rng.sample(range(len(sizes)), rng.randint(0, len(sizes)))
        mesh = Mesh(tuple((f"a{i}", s) for i, s in enumerate(sizes)), ids)
        spec = {"mesh_axes": "m", "axes": [(f'"a{i}"', None) for i in listed]}
        attrs = {"replica_groups": spec, "channel_handle": {"handle": 1}, "use_global_device_ids": True}
        got = device_groups("all_reduce", attrs, 1, total, {"m": mesh})
        assert [list(g) for g in got] == _oracle(sizes, listed, ids), (sizes, listed, ids)


@pytest.mark.parametrize("groups, message", [
    (((0, 1), (2, 9)), "replica group id 9 is out of range"),
    (((0, 1), (1, 2)), "id 1 appears in two replica groups"),
    (((0, 5), (0, 1)), "id 0 appears in two replica groups"),  # the first offender in group order
])
def test_bad_group_ids_name_the_first_offender(groups, message):
    attrs = {"replica_groups": groups, "channel_handle": {"handle": 1}, "use_global_device_ids": True}
    with pytest.raises(FrontendError, match=message):
        device_groups("all_reduce", attrs, 1, 4 if "9" in message else 8)
