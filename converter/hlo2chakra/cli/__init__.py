"""The command line: one module per command over the library API (`hlo2chakra.api`)."""

from hlo2chakra.cli.app import main

__all__ = ["main"]
