"""The partition cache serves only entries it wrote itself: private, digested, no symlinks.

One real XLA partitioning fills a template cache; each test works on a copy of it. A tampered,
symlinked or corrupt entry must be a miss with one warning line (never a different program
coming back "(cached)", never its content in a message), and be partitioned again.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import stat
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import PROGRAMS
from hlo2chakra.chakra.manifest import read_manifest
from hlo2chakra.cli.app import app
from hlo2chakra.frontend.xla import cache as partition_cache
from hlo2chakra.frontend.forms import detect_form
from hlo2chakra.frontend.xla.partition import partition
from hlo2chakra.frontend.xla.cache import BadEntry, load

GLOBAL = PROGRAMS / "gemm2d" / "global.mlir"
MESH = "x=2"


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> tuple[Path, str]:
    root = tmp_path_factory.mktemp("partition_cache_template") / "cache"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(partition_cache.CACHE_ENV, str(root))
        result = partition(detect_form(GLOBAL), MESH)
    assert not result.cache_hit
    return root, result.cache_key


@pytest.fixture
def cache(template, tmp_path, monkeypatch) -> Path:
    """A private copy of the filled cache; returns the entry folder."""
    root, key = template
    copy = tmp_path / "cache"
    shutil.copytree(root, copy)
    monkeypatch.setenv(partition_cache.CACHE_ENV, str(copy))
    return copy / key


def _convert(runner: CliRunner, out: Path):
    result = runner.invoke(app, ["convert", str(GLOBAL), "--mesh", MESH, "-o", str(out)])
    assert result.exit_code == 0, result.stdout + result.stderr
    return result


def test_entries_are_private_digested_and_leave_no_staging(template) -> None:
    root, key = template
    entry = root / key
    assert stat.S_IMODE(entry.stat().st_mode) == 0o700
    names = sorted(p.name for p in entry.iterdir())
    assert names == ["digest.json", "per_device.mlir", "worker.json"]
    assert all(stat.S_IMODE((entry / n).stat().st_mode) == 0o600 for n in names)
    digest = json.loads((entry / "digest.json").read_text())
    for name in ("per_device.mlir", "worker.json"):
        assert digest["sha256"][name] == hashlib.sha256((entry / name).read_bytes()).hexdigest()
    # no .<key>.* staging folder left; the marker says the folder is a partition cache
    assert sorted(p.name for p in root.iterdir()) == sorted([key, "hlo2chakra-partition-cache.txt"])


def test_a_good_entry_is_a_hit(cache, runner, tmp_path) -> None:
    result = _convert(runner, tmp_path / "out")
    assert "(cached)" in result.stdout and "warning" not in result.stderr


def test_a_tampered_program_is_partitioned_again(cache, runner, tmp_path) -> None:
    _convert(runner, tmp_path / "ref")
    reference = read_manifest(tmp_path / "ref")
    program = cache / "per_device.mlir"
    text = program.read_text()
    program.write_text(text.replace("stablehlo.add", "stablehlo.multiply") + "// edited\n")  # another program
    assert program.read_text() != text
    result = _convert(runner, tmp_path / "out")
    warnings = [ln for ln in result.stderr.splitlines() if "partition cache" in ln]
    assert len(warnings) == 1 and "does not match its sha256 digest" in warnings[0], result.stderr
    assert "(cached)" not in result.stdout
    manifest = read_manifest(tmp_path / "out")
    assert manifest.ranks == reference.ranks and manifest.collectives == reference.collectives
    assert load(cache) is not None  # the entry was rewritten, and verifies again
    assert "(cached)" in _convert(runner, tmp_path / "again").stdout


def test_a_symlinked_entry_is_refused_without_reading_its_target(cache, runner, tmp_path) -> None:
    secret = tmp_path / "secret"
    shutil.copytree(cache, secret)
    (secret / "per_device.mlir").write_text("TOPSECRET-TOKEN and more\n")
    shutil.rmtree(cache)
    cache.symlink_to(secret)
    result = _convert(runner, tmp_path / "out")
    assert "is a symlink" in result.stderr and "TOPSECRET" not in result.stdout + result.stderr
    assert "(cached)" not in result.stdout
    assert (secret / "per_device.mlir").read_text() == "TOPSECRET-TOKEN and more\n"  # target untouched
    assert not cache.is_symlink() and load(cache) is not None


def _redigest(entry: Path) -> None:
    digest = json.loads((entry / "digest.json").read_text())
    for name in ("per_device.mlir", "worker.json"):
        if (entry / name).is_file():
            digest["sha256"][name] = hashlib.sha256((entry / name).read_bytes()).hexdigest()
    (entry / "digest.json").write_text(json.dumps(digest))


def test_a_corrupt_worker_json_is_a_miss_not_expecting_value(cache) -> None:
    (cache / "worker.json").write_text("")
    _redigest(cache)  # even with a matching digest
    with pytest.raises(BadEntry, match="worker.json is not valid JSON") as info:
        load(cache)
    assert "Expecting value" not in str(info.value)


@pytest.mark.parametrize("damage, reason", [
    ("no_digest", "digest.json is missing"),
    ("file_symlink", "per_device.mlir is a symlink"),
    ("open_to_others", "others may write to it"),
    ("bad_digest_json", "digest.json is unreadable or not JSON"),
])
def test_damaged_entries_are_bad(cache, tmp_path, damage, reason) -> None:
    if damage == "no_digest":
        (cache / "digest.json").unlink()
    elif damage == "file_symlink":
        outside = tmp_path / "outside.mlir"
        outside.write_text("root:x:0:0 secret\n")
        (cache / "per_device.mlir").unlink()
        (cache / "per_device.mlir").symlink_to(outside)
    elif damage == "open_to_others":
        cache.chmod(0o777)
    else:
        (cache / "digest.json").write_text("{not json")
    with pytest.raises(BadEntry, match=reason) as info:
        load(cache)
    assert "secret" not in str(info.value)


def test_a_missing_entry_is_a_plain_miss(tmp_path) -> None:
    assert load(tmp_path / "absent") is None
