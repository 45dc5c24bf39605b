"""Export at a mesh larger than one XLA CPU client holds (2,048 host devices).

XLA's CPU client refuses to compile such a program at all ("Multiprocess computations aren't
implemented on the CPU backend"), so the export worker partitions global.mlir the way convert
partitions a global program (frontend.xla.partition, over virtual nodes).
"""

from __future__ import annotations

import json
import re

import pytest

from hlo2chakra.export.run import export_model
from hlo2chakra.frontend.xla.virtual_nodes import MAX_DEVICES_PER_NODE


@pytest.mark.slow
def test_a_4096_device_mesh_exports_its_per_device_program(tmp_path) -> None:
    assert 64 * 64 > MAX_DEVICES_PER_NODE
    res = export_model("gemm2d", {"x": 64, "y": 64}, tmp_path / "big", m=128, n=128, k=256)
    meta = json.loads(res.path("meta.json").read_text())
    assert meta["num_devices"] == 4096 and meta["num_partitions"] == 4096
    assert meta["optimized_for"] == "partitioning-only" and "2048" in meta["optimized_skipped"]
    assert meta["collectives"]["counts"] == {"all_reduce": 1}
    per_device = res.path("per_device.mlir").read_text()
    assert "mhlo.num_partitions = 4096" in per_device
    # the contraction over y (64 devices) is summed in 64 groups of 64: x's row of devices each
    (groups,) = re.findall(r'stablehlo.all_reduce"\(.*?replica_groups = dense<.*?> : tensor<(\d+)x(\d+)xi64>',
                           per_device, flags=re.S)
    assert groups == ("64", "64")
    # each device multiplies its 1/64 of M by its 1/64 of K: (128/64 x 256/64) x (256/64 x 128)
    assert "(tensor<2x4xf32>, tensor<4x128xf32>) -> tensor<2x128xf32>" in per_device
