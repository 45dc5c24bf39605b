"""A failed --xla-gpu compile names the way out: the default path (partition + XLA's GPU rewrites)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hlo2chakra.frontend.xla.gpu_targets import cuda_plugin_installed
from hlo2chakra.pipeline.convert import convert

GEMM2D = Path(__file__).resolve().parents[1] / "data" / "programs" / "gemm2d" / "global.mlir"


@pytest.mark.skipif(cuda_plugin_installed(), reason="with JAX's CUDA plugin the GPU compile succeeds here")
def test_a_gpu_pipeline_failure_says_convert_without_xla_gpu(tmp_path) -> None:
    from hlo2chakra.frontend.xla.partition import PartitionError

    with pytest.raises(PartitionError) as caught:
        convert(GEMM2D, tmp_path / "out", xla_gpu="H100-SXM")
    text = str(caught.value)
    assert "\n" not in text and "XLA could not partition and optimize it for H100-SXM" in text
    assert text.endswith("convert without --xla-gpu instead: the default path partitions with XLA and applies "
                         "XLA's GPU collective rewrites and an XLA-like fusion")
    assert not (tmp_path / "out").exists()
    convert(GEMM2D, tmp_path / "default")  # the way out works
