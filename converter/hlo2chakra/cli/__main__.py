"""`python -m hlo2chakra.cli`: the same entry point as the `hlo2chakra` script."""

from hlo2chakra.cli.app import main

main()
