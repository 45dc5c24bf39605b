"""The CLI loads only what a command needs: building the app (what `hlo2chakra --help` does) must not
import jax, jaxlib's MLIR bindings, pandas or matplotlib, which cost most of a second at start-up."""

from __future__ import annotations

import subprocess
import sys

import pytest
import typer

from astra_helpers import make_trace_dir

from hlo2chakra.cli import coercion

HEAVY = ("jax", "jaxlib", "pandas", "matplotlib", "pyarrow", "dask")


def test_building_the_cli_imports_no_heavy_library() -> None:
    code = (f"import sys; import hlo2chakra.cli.app; "
            f"print([m for m in {HEAVY!r} if m in sys.modules])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_help_runs_without_them_too() -> None:
    code = (f"import sys, runpy; sys.argv = ['hlo2chakra', '--help']\n"
            f"try:\n    runpy.run_module('hlo2chakra.cli', run_name='__main__')\n"
            f"except SystemExit:\n    pass\n"
            f"print('LOADED', [m for m in {HEAVY!r} if m in sys.modules])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert "LOADED []" in done.stdout, done.stdout[-500:] + done.stderr[-500:]


def test_simulate_writes_its_results_without_pandas(tmp_path) -> None:
    # ranks/collectives .csv and .parquet and --json come from plain rows (report.plain): a small
    # run must not pay pandas' import; the files themselves are checked in tests/report.
    target = make_trace_dir(tmp_path / "w", 8, compute_us=10, ar_bytes=1 << 20)
    code = (f"import sys; from hlo2chakra.cli import main\n"
            f"sys.argv = ['hlo2chakra', 'simulate', {str(target)!r}, '--backend', 'analytical', '-t', "
            f"'Ring(8, 50GB/s, 1us)', '-o', {str(tmp_path / 'run')!r}, '--json', {str(tmp_path / 'r.json')!r}]\n"
            f"try:\n    main()\nexcept SystemExit as exc:\n    assert not exc.code, exc.code\n"
            f"print('LOADED', [m for m in {HEAVY[:4]!r} if m in sys.modules])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert "LOADED []" in done.stdout, done.stdout[-500:] + done.stderr[-500:]
    for name in ("ranks.csv", "ranks.parquet", "collectives.csv", "collectives.parquet", "summary.json"):
        assert (tmp_path / "run" / name).is_file(), name


def test_a_command_loads_only_its_own_command_module() -> None:
    # `hlo2chakra convert ...` builds the app for convert alone: the simulator's and exporter's
    # command modules (and what they import) are not loaded.
    code = ("import sys, runpy; sys.argv = ['hlo2chakra', 'convert', '--help']\n"
            "try:\n    runpy.run_module('hlo2chakra.cli', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            "print('LOADED', sorted(m for m in sys.modules if m.startswith('hlo2chakra.cli.')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert "Usage: hlo2chakra convert" in done.stdout, done.stdout[-500:] + done.stderr[-500:]
    loaded = done.stdout.rsplit("LOADED", 1)[1]
    assert "hlo2chakra.cli.convert" in loaded
    for other in ("simulate", "export", "sweep", "calibrate", "netfit", "roofline", "inspect", "validate"):
        assert f"hlo2chakra.cli.{other}'" not in loaded, loaded


def _loaded_by(argv: list[str], cwd) -> str:
    code = (f"import sys, runpy; sys.argv = ['hlo2chakra'] + {argv!r}\n"
            f"try:\n    runpy.run_module('hlo2chakra.cli', run_name='__main__')\n"
            f"except SystemExit as exc:\n    assert not exc.code, exc.code\n"
            f"print('LOADED', sorted(m for m in {LIGHT_AVOIDED!r} if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=cwd)
    assert "LOADED" in done.stdout, done.stdout[-500:] + done.stderr[-500:]
    return done.stdout.rsplit("LOADED", 1)[1].strip()


# What the commands that only read traces never use: typer's pydantic coercion (cli.coercion
# coerces plain values itself), the analytical model's numpy, parquet's pyarrow, YAML, and
# importlib.metadata's distribution scan.
LIGHT_AVOIDED = HEAVY + ("numpy", "pydantic", "pydantic_core", "yaml", "importlib.metadata")


@pytest.mark.skipif(not typer.__version__.startswith(coercion.CHECKED_TYPER),
                    reason="cli.coercion keeps pydantic out only on the typer releases it was checked against")
def test_validate_and_inspect_load_no_numpy_pyarrow_pydantic_or_yaml(tmp_path) -> None:
    target = make_trace_dir(tmp_path / "w", 8, compute_us=10, ar_bytes=1 << 20)
    assert _loaded_by(["validate", str(target), "--npus", "8"], tmp_path) == "[]"
    trace = sorted(target.glob("*.0.et"))[0]
    assert _loaded_by(["inspect", str(trace), "--limit", "5"], tmp_path) == "[]"


@pytest.mark.skipif(not typer.__version__.startswith(coercion.CHECKED_TYPER),
                    reason="cli.coercion keeps pydantic out only on the typer releases it was checked against")
def test_simulate_loads_no_pydantic_nor_importlib_metadata(tmp_path) -> None:
    # numpy (the analytical model), pyarrow (ranks.parquet) and yaml (the staged network file)
    # are used by an analytical run; typer's pydantic and importlib.metadata are not.
    target = make_trace_dir(tmp_path / "w", 8, compute_us=10, ar_bytes=1 << 20)
    loaded = _loaded_by(["simulate", str(target), "--backend", "analytical", "-t", "Ring(8, 50GB/s, 1us)",
                         "-o", str(tmp_path / "run")], tmp_path)
    assert loaded == "['numpy', 'pyarrow', 'yaml']", loaded
