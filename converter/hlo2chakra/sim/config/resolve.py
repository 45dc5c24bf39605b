"""What a ``--topology`` names -> NetworkConfig: a YAML file, a preset name, or a compact spec.

The precedence and the units are ``sim.config.topology``'s contract; presets come from
``sim.config.presets``. This module sits above both, so each of them depends on neither it nor
the other's callers (presets reads preset files with ``topology.load_topology_file``).
"""

from __future__ import annotations

import os
from pathlib import Path

from hlo2chakra.sim.config.files import ConfigError, NetworkConfig
from hlo2chakra.sim.config.presets import network_preset
from hlo2chakra.sim.config.topology import load_topology_file, parse_spec


def parse_topology(text: str | os.PathLike) -> NetworkConfig:
    """A YAML file path, a preset name, or a compact spec -> NetworkConfig."""
    raw = str(text).strip()
    if not raw:
        raise ConfigError("topology is empty")
    if "(" not in raw and (raw.endswith((".yml", ".yaml")) or os.sep in raw):
        if not Path(raw).is_file():
            raise ConfigError(f"topology file {raw} does not exist")
        return load_topology_file(raw)
    if "(" not in raw:
        return network_preset(raw)
    return parse_spec(raw)
