"""The collector pause around a conversion: off inside, the caller's setting back afterwards."""

from __future__ import annotations

import gc

import pytest

from hlo2chakra.runtime.collector import collector_paused


@pytest.fixture
def restore_gc():
    was = gc.isenabled()
    yield
    (gc.enable if was else gc.disable)()


def test_paused_inside_and_restored_after(restore_gc):
    gc.enable()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_restored_when_the_block_raises(restore_gc):
    gc.enable()
    with pytest.raises(ValueError):
        with collector_paused():
            raise ValueError("boom")
    assert gc.isenabled()


def test_a_caller_that_disabled_it_keeps_it_disabled(restore_gc):
    gc.disable()
    with collector_paused():
        pass
    assert not gc.isenabled()


def test_convert_runs_with_the_collector_paused_and_restores_it(tmp_path, restore_gc, monkeypatch):
    from conftest import PROGRAMS
    from hlo2chakra.pipeline import convert as pipeline

    seen = []
    real = pipeline._convert

    def spy(*args, **kwargs):
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(pipeline, "_convert", spy)
    gc.enable()
    pipeline.convert(PROGRAMS / "mlp_dp" / "per_device.mlir", tmp_path / "out")
    assert seen == [False] and gc.isenabled()
