"""Dask preload for the workers a sweep starts itself: no code from the caller's working directory.

A ``LocalCluster`` spawns its workers with the parent's ``sys.path`` and working directory, so a
stray ``jax.py`` in the folder a user runs from could be imported by a worker. This preload (run in
each worker before it takes tasks) moves the worker into its own scratch folder and drops the
working-directory entries from ``sys.path``. Workers also die with their parent: they are daemonic
children of the cluster's nannies, and a worker whose scheduler vanished exits after its
``death_timeout``.
"""

from __future__ import annotations

import os
import sys
from typing import Any


def dask_setup(worker: Any) -> None:
    cwd = os.getcwd()
    sys.path[:] = [p for p in sys.path if p not in ("", ".", cwd)]
    scratch = getattr(worker, "local_directory", None)
    if scratch and os.path.isdir(scratch):
        os.chdir(scratch)
