"""Benchmarks of hlo2chakra, each run from the repository root as ``python3 -m benchmarks.NAME``.

Every benchmark measures the installed package (``pip install -e .``), never a path put on
``sys.path`` by hand, through the one harness in ``benchmarks.harness``: isolated child
processes timed from outside (wall, CPU, peak RSS), and a JSON result per benchmark under
``benchmarks/results/`` tagged with the commit it measured. See ``benchmarks/README.md``.

This file imports nothing: an isolated child that runs a benchmark's function imports this
package first, and should pay for nothing but what it measures.
"""
