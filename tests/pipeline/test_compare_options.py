"""compare takes one ``SimulationOptions`` (or its fields as keywords, as before) and gives every
configuration the same options, replaced with its own topology, system and timeline rule."""

from __future__ import annotations

import dataclasses

import pytest

from astra_helpers import make_trace_dir
from hlo2chakra.pipeline import compare as pipeline_compare
from hlo2chakra.pipeline.compare import TIMELINE_MAX_RANKS, compare
from hlo2chakra.sim.config.files import ConfigError
from hlo2chakra.sim.options import SimulationOptions

RING, SWITCH = "Ring(8, 50GB/s, 1us)", "Switch(8, 50GB/s, 1us)"


@pytest.fixture
def traces(tmp_path):
    return make_trace_dir(tmp_path / "t", 8, 10, 2**20)


def test_every_configuration_gets_the_options_replaced_with_its_topology_and_system(traces, tmp_path,
                                                                                  monkeypatch) -> None:
    seen = []
    real = pipeline_compare.run_local
    monkeypatch.setattr(pipeline_compare, "run_local", lambda cells, *a: seen.extend(cells) or real(cells, *a))
    base = SimulationOptions(backend="analytical", crash_retries=4, congestion_aware=True, raise_tiny_collectives=False)
    frame = compare(traces, [RING, SWITCH], out_dir=tmp_path / "c", system=[None, "direct"], options=base, jobs=1).table
    assert list(frame["status"]) == ["ok", "ok"]
    assert [cell.job.options for cell in seen] == [
        dataclasses.replace(base, topology=RING, system=None, timeline=None),   # 8 ranks: a timeline where it can
        dataclasses.replace(base, topology=SWITCH, system="direct", timeline=None)]
    assert 8 <= TIMELINE_MAX_RANKS


def test_the_keyword_path_is_the_same_options(traces, tmp_path) -> None:
    by_keywords = compare(traces, [RING], out_dir=tmp_path / "k", backend="analytical", timeout_s=60, jobs=1).table
    by_options = compare(traces, [RING], out_dir=tmp_path / "o", jobs=1,
                         options=SimulationOptions(backend="analytical", timeout_s=60)).table
    assert by_keywords.drop(columns="message").equals(by_options.drop(columns="message"))


def test_options_and_their_keywords_together_or_per_configuration_fields_are_refused(traces, tmp_path) -> None:
    with pytest.raises(ConfigError, match=r"^give SimulationOptions or its fields as keywords, not both \(backend\)$"):
        compare(traces, [RING], out_dir=tmp_path / "c", options=SimulationOptions(), backend="analytical")
    for field, value in (("topology", RING), ("system", "direct"), ("timeline", True), ("timeline_ranks", (0,))):
        with pytest.raises(ConfigError, match=rf"^compare sets each configuration's {field} itself"):
            compare(traces, [RING], out_dir=tmp_path / "c", options=SimulationOptions(**{field: value}))
    with pytest.raises(ConfigError, match=r"^unknown backend 'nope'"):
        compare(traces, [RING], out_dir=tmp_path / "c", backend="nope")
    assert not (tmp_path / "c").exists()
