"""A run's manifest.json may name only files inside its own trace folder (issue 10, paths that escape).

``trace_prefix`` and ``comm_groups`` are confined to the manifest's directory after resolving
symlinks; anything else is refused with one line naming the manifest, the key and the value,
before any file outside is opened or copied into a run directory.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from astra_helpers import make_trace_dir
from hlo2chakra.cli.app import app
from hlo2chakra.sim.staging import resolve_workload
from hlo2chakra.sim.config.files import ConfigError


@pytest.fixture
def layout(tmp_path: Path) -> tuple[Path, Path]:
    """A trace folder ``run/`` and, beside it, a valid workload ``outside/`` it must not reach."""
    outside = make_trace_dir(tmp_path / "outside", 2, 10, 4096)
    (outside / "groups.json").write_text(json.dumps({"1": [0, 1]}))
    run = tmp_path / "run"
    run.mkdir()
    for et in outside.glob("trace.*.et"):
        shutil.copy(et, run / et.name)
    return run, outside


def _manifest(run: Path, prefix: object, groups: object = None) -> Path:
    path = run / "manifest.json"
    path.write_text(json.dumps({"trace_prefix": prefix, "num_ranks": 2, "comm_groups": groups}))
    return path


@pytest.mark.parametrize("prefix", ["../outside/trace", "../../outside/x", "{outside}/trace", "sub/../../outside/trace"])
def test_trace_prefix_outside_the_folder_is_refused(layout, prefix) -> None:
    run, outside = layout
    value = prefix.format(outside=outside)
    manifest = _manifest(run, value)
    with pytest.raises(ConfigError) as info:
        resolve_workload(run)
    text = str(info.value)
    assert str(manifest) in text and "trace_prefix" in text and repr(value) in text
    assert "outside the trace folder" in text and "\n" not in text


@pytest.mark.parametrize("groups", ["../outside/groups.json", "{outside}/groups.json", "/etc/passwd"])
def test_comm_groups_outside_the_folder_is_refused(layout, groups) -> None:
    run, outside = layout
    value = groups.format(outside=outside)
    _manifest(run, "trace", value)
    with pytest.raises(ConfigError, match=r"manifest\.json: key 'comm_groups' = .*leads outside the trace folder"):
        resolve_workload(run)


def test_symlinks_that_lead_out_are_refused(layout) -> None:
    run, outside = layout
    (run / "groups.json").symlink_to(outside / "groups.json")
    _manifest(run, "trace", "groups.json")
    with pytest.raises(ConfigError, match="key 'comm_groups' = 'groups.json' leads outside"):
        resolve_workload(run)
    (run / "groups.json").unlink()
    (run / "trace.1.et").unlink()
    (run / "trace.1.et").symlink_to(outside / "trace.1.et")
    _manifest(run, "trace")
    with pytest.raises(ConfigError, match=r"trace file .*trace\.1\.et is a link that leads outside"):
        resolve_workload(run)
    (run / "alias").symlink_to(outside, target_is_directory=True)
    _manifest(run, "alias/trace")
    with pytest.raises(ConfigError, match="key 'trace_prefix' = 'alias/trace' leads outside"):
        resolve_workload(run)


@pytest.mark.parametrize("value", [None, 7, "", ["trace"]])
def test_trace_prefix_must_be_a_name(layout, value) -> None:
    run, _ = layout
    _manifest(run, value)
    with pytest.raises(ConfigError, match="key 'trace_prefix' must be a file name in the trace folder"):
        resolve_workload(run)


def test_names_inside_the_folder_still_work(layout) -> None:
    run, _ = layout
    (run / "sub").mkdir()
    (run / "groups.json").write_text(json.dumps({"1": [0, 1]}))
    _manifest(run, "sub/../trace", "groups.json")
    workload = resolve_workload(run)
    assert workload.prefix == run.resolve() / "trace" and workload.num_ranks == 2
    assert workload.comm_groups == run.resolve() / "groups.json"


def test_cli_refuses_in_one_line_and_copies_nothing(layout, tmp_path) -> None:
    run, _ = layout
    _manifest(run, "trace", "/etc/passwd")
    runner = CliRunner()
    for args in (["validate", str(run)],
                 ["simulate", str(run), "--topology", "Switch(2, 50GB/s, 500ns)", "--backend", "analytical",
                  "-o", str(tmp_path / "sim")]):
        result = runner.invoke(app, args)
        assert result.exit_code == 2, result.output
        lines = result.output.strip().splitlines()
        assert len(lines) == 1 and "key 'comm_groups' = '/etc/passwd' leads outside the trace folder" in lines[0]
    assert not (tmp_path / "sim").exists()
