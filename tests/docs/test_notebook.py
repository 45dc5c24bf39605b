"""The example notebook (docs/notebooks/which_network.ipynb) runs from top to bottom, so it cannot rot.

It exports a zoo model, converts it, compares it on four networks with the embedded backend and
plots the step times: about a minute on a 2-core CPU, no GPU, no Docker. The repository keeps it
without outputs (no blobs in the history); this test executes a copy in memory.
"""

from __future__ import annotations

from pathlib import Path

import pytest

NOTEBOOK = Path(__file__).resolve().parents[2] / "docs" / "notebooks" / "which_network.ipynb"
TIMEOUT_S = 600  # per cell; the whole notebook takes about a minute on a 2-core CPU

pytestmark = pytest.mark.slow


def _read():
    nbformat = pytest.importorskip("nbformat", reason="the notebook test needs nbformat (pip install -e '.[dev]')")
    return nbformat.read(NOTEBOOK, as_version=4)


def test_the_notebook_is_stored_without_outputs() -> None:
    notebook = _read()
    stored = [i for i, cell in enumerate(notebook.cells)
              if cell.cell_type == "code" and (cell.get("outputs") or cell.get("execution_count") is not None)]
    assert not stored, f"cells {stored} keep outputs: clear them before committing (Jupyter: 'Clear All Outputs')"


def test_the_notebook_runs_and_compares_four_networks(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TMPDIR", str(tmp_path))  # the notebook writes into a tempfile.mkdtemp() folder
    notebook = _read()
    nbclient = pytest.importorskip("nbclient", reason="the notebook test needs nbclient (pip install -e '.[dev]')")
    pytest.importorskip("ipykernel", reason="the notebook test needs the ipykernel kernel (pip install -e '.[dev]')")
    client = nbclient.NotebookClient(notebook, timeout=TIMEOUT_S, kernel_name="python3",
                                     resources={"metadata": {"path": str(tmp_path)}})
    client.execute()  # raises CellExecutionError, with the cell and its traceback, on any failure
    outputs = [out for cell in notebook.cells if cell.cell_type == "code" for out in cell.outputs]
    assert any("image/png" in out.get("data", {}) for out in outputs), "the plot cell drew no figure"
    tables = [out["data"]["text/plain"] for out in outputs if "text/plain" in out.get("data", {})]
    assert any("NVSwitch 450 GB/s" in text and "slower_than_best" in text for text in tables)
