"""Design-space sweeps (``hlo2chakra sweep``): spec -> cells -> Dask -> one results table.

``run_sweep`` (in ``run``) is the API; kept out of this ``__init__`` so that the Dask worker
preload (``isolate``) imports nothing heavy.
"""
