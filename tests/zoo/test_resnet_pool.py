"""The zoo ResNets pool each device's own images, as the paper's per-device (pmap) program does."""

from __future__ import annotations

import pytest

from hlo2chakra.export.run import export_model
from hlo2chakra.pipeline.convert import load_program

pytestmark = pytest.mark.slow


def _kinds(ops, kind):
    for op in ops:
        if op.short_kind == kind:
            yield op
        if op.body:
            yield from _kinds(op.body, kind)


def test_the_partitioned_max_pool_backward_runs_on_the_per_device_batch(tmp_path) -> None:
    small = {"batch": 8, "image": 32, "width": 8, "blocks": "1,1,1,1", "classes": 10}
    export_model("resnet18", {"data": 4}, tmp_path / "rn", optimized=False, **small)
    program, _ = load_program(tmp_path / "rn" / "per_device.mlir")
    backward = list(_kinds(program.ops, "select_and_scatter"))
    forward = [op for op in _kinds(program.ops, "reduce_window") if op.result_types[0].shape[1:] == (8, 8, 8)]
    assert len(backward) == 1 and forward
    # 8 images over 4 devices: 2 each (SAME padding of the 16x16 stem output makes 17x17)
    assert backward[0].operand_types[0].shape[0] == 2
    assert forward[0].result_types[0].shape[0] == 2
