"""Mesh-axes replica groups with a device_ids permutation keep their devices through the import.

jaxlib's HLO -> StableHLO importer writes `replica_groups=mesh[...], device_ids=(...) {axes}` as
`#stablehlo.replica_group_mesh_axes` over an `sdy.mesh` without the permutation, so XLA's FSDP
groups of a data x fsdp mesh came back as strided groups across nodes. The expected groups are
worked out here with numpy from the HLO's own notation.
"""

from __future__ import annotations

import numpy as np

from hlo2chakra.frontend.hlo.to_stablehlo import hlo_to_stablehlo
from hlo2chakra.pipeline.convert import load_program

HLO = """HloModule m, entry_computation_layout={(f32[8]{0})->f32[8]{0}}, num_partitions=8

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY e {
  p = f32[8]{0} parameter(0)
  ROOT ar = f32[8]{0} all-reduce(p), channel_id=1, replica_groups=mesh['axis_0'=4,'axis_1'=2], device_ids=([2,4]T(1,0)) {'axis_0'}, use_global_device_ids=true, to_apply=add
}
"""


def test_the_device_permutation_survives_the_import(tmp_path) -> None:
    text, how = hlo_to_stablehlo(HLO)
    assert how == "explicit-replica-groups"
    path = tmp_path / "per_device.mlir"
    path.write_text(text)
    program, _ = load_program(path, None, None, None)
    (ar,) = [op for op in program.ops if op.collective is not None]
    # device_ids=([2,4]T(1,0)): iota(8) as [2,4], transposed -> the device at each mesh position
    devices = np.arange(8).reshape(2, 4).T.reshape(4, 2)   # mesh ['axis_0'=4, 'axis_1'=2]
    expected = tuple(tuple(int(d) for d in devices[:, j]) for j in range(2))  # vary axis_0
    assert sorted(ar.collective.groups) == sorted(expected) == [(0, 1, 2, 3), (4, 5, 6, 7)]
