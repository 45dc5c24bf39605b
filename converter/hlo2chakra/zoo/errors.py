"""The zoo's error: a model name, mesh or configuration value it cannot honour."""

from hlo2chakra.errors import BadInputError


class ZooError(BadInputError):
    """A model name, mesh or configuration value the zoo cannot honour."""
