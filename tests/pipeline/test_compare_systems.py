"""compare runs each topology with one system (its own, one for all, or one each) and every row
names the system and the collective model it ran with, so a table never mixes them silently."""

from __future__ import annotations

import pytest

from hlo2chakra.pipeline.compare import compare
from hlo2chakra.pipeline.convert import convert
from hlo2chakra.sim.config.files import ConfigError

from conftest import PROGRAMS

FLAT = "Switch(4, 450GB/s, 500ns)"
TWO = "Switch(2, 450GB/s, 500ns) x Switch(2, 50GB/s, 2us)"


@pytest.fixture(scope="module")
def traces(tmp_path_factory):
    out = tmp_path_factory.mktemp("dp_tp") / "traces"
    convert(PROGRAMS / "decoder_dp_tp" / "per_device.mlir", out)
    return out


def test_every_row_names_its_system_and_collective_model(traces, tmp_path):
    frame = compare(traces, [FLAT, TWO], out_dir=tmp_path / "c", backend="analytical", jobs=1).table
    assert list(frame["system"]) == ["auto (ring; all-to-all direct)", "auto (ring; all-to-all direct/direct)"]
    assert list(frame["collective_model"]) == ["astra", "astra"]
    assert list(frame["configuration"]) == [FLAT, TWO]
    assert "| system |" in (tmp_path / "c" / "comparison.md").read_text()


def test_one_system_per_topology_in_order(traces, tmp_path):
    frame = compare(traces, [FLAT, FLAT], out_dir=tmp_path / "c", backend="analytical", jobs=1,
                    system=["ring", "halving-doubling"]).table
    assert list(frame["system"]) == ["ring", "halving-doubling"]
    # the same topology twice: the labels tell the rows apart by system
    assert list(frame["configuration"]) == [f"{FLAT} | ring", f"{FLAT} | halving-doubling"]
    alone = compare(traces, [FLAT], out_dir=tmp_path / "h", backend="analytical", jobs=1,
                    system="halving-doubling").table
    assert frame["step_time_ns"][1] == alone["step_time_ns"][0]
    with pytest.raises(ConfigError, match="--system was given 3 times for 2 --topology"):
        compare(traces, [FLAT, TWO], out_dir=tmp_path / "x", backend="analytical", system=["ring"] * 3)
    assert not (tmp_path / "x").exists()
