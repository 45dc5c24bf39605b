"""hlo2chakra: StableHLO programs -> per-rank Chakra execution traces -> network simulation."""

__version__ = "0.1.0"
