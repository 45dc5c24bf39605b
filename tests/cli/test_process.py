"""A ``convert`` process settles its collector and OpenBLAS threads first (``cli.process``, issue 26)."""

from __future__ import annotations

import os
import subprocess
import sys

from hlo2chakra.cli import process

_PROBE = ("import gc, os, sys; from hlo2chakra.cli import process; process.prepare(sys.argv[1]); "
          "print(gc.isenabled(), os.environ.get('OPENBLAS_NUM_THREADS')); process.at_exit()")


def _probe(command: str, **env: str) -> str:
    clean = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS",
                                                                "GOTO_NUM_THREADS")}
    done = subprocess.run([sys.executable, "-c", _PROBE, command], capture_output=True, text=True, check=True,
                          env={**clean, **env})
    return done.stdout.strip()


def test_convert_runs_without_the_collector_and_with_one_blas_thread() -> None:
    assert _probe("convert") == "False 1"


def test_a_users_thread_count_is_kept() -> None:
    assert _probe("convert", OMP_NUM_THREADS="4") == "False None"
    assert _probe("convert", OPENBLAS_NUM_THREADS="3") == "False 3"


def test_other_commands_are_left_alone() -> None:
    assert _probe("simulate") == "True None"
    assert _probe("") == "True None"


def test_the_cli_exits_cleanly_after_freezing() -> None:
    done = subprocess.run([sys.executable, "-m", "hlo2chakra.cli", "--version"], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.startswith("hlo2chakra "), done.stderr
    assert process.CONVERTING == frozenset({"convert"})
