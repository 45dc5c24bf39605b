"""The CLI loads only what a command needs: building the app (what `hlo2chakra --help` does) must not
import jax, jaxlib's MLIR bindings, pandas or matplotlib, which cost most of a second at start-up."""

from __future__ import annotations

import subprocess
import sys

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
