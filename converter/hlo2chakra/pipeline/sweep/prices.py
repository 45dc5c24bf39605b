"""Read a price file into ``report.pricing.Prices``, with one-line errors naming the key.

Schema (all prices are the user's; ``examples/prices-example.yaml`` is an example)::

    currency: USD
    accelerators: {H100-SXM: 2.99, A100-SXM-40GB: 1.29}   # per accelerator-hour
    network:                                              # per port-hour (Switch) or link-hour
      Switch: {per_port_hour: 0.05, bandwidth: 400Gb/s}   # at this bandwidth; scales linearly
      Ring: {per_link_hour: 0.02, bandwidth: 200Gb/s}
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Mapping


from hlo2chakra.errors import BadInputError
from hlo2chakra.report.pricing import LinkPrice, Prices, normalise
from hlo2chakra.files.yaml_file import read_yaml

_UNIT_KEY = {"Switch": "per_port_hour", "Ring": "per_link_hour", "FullyConnected": "per_link_hour"}


class PriceError(BadInputError):
    """A price file that cannot be used."""


def _price(raw: Any, where: str, key: str) -> float:
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or raw < 0:
        raise PriceError(f"{where}: key '{key}' must be a price >= 0, got {raw!r}")
    return float(raw)


def _link(raw: Any, kind: str, where: str) -> LinkPrice:
    from hlo2chakra.sim.config.topology import GIB, bandwidth_to_astra

    unit = _UNIT_KEY[kind]
    if not isinstance(raw, Mapping) or set(raw) != {unit, "bandwidth"}:
        raise PriceError(f"{where}: key 'network.{kind}' must be {{{unit}: PRICE, bandwidth: 400Gb/s}}, got {raw!r}")
    try:
        bandwidth = bandwidth_to_astra(raw["bandwidth"]) * GIB
    except BadInputError as exc:
        raise PriceError(f"{where}: key 'network.{kind}.bandwidth': {exc}") from None
    return LinkPrice(_price(raw[unit], where, f"network.{kind}.{unit}"), bandwidth)


def prices_from_mapping(data: Any, where: str) -> Prices:
    if not isinstance(data, Mapping):
        raise PriceError(f"{where}: expected a YAML mapping with currency, accelerators, network")
    for key in data:
        if key not in ("currency", "accelerators", "network", "sources"):
            raise PriceError(f"{where}: key '{key}' is not a known key (expected currency, accelerators, network)")
    currency = data.get("currency")
    if not isinstance(currency, str) or not currency.strip():
        raise PriceError(f"{where}: key 'currency' must name the currency, e.g. USD")
    accelerators = data.get("accelerators")
    if not isinstance(accelerators, Mapping) or not accelerators:
        raise PriceError(f"{where}: key 'accelerators' must map hardware names to prices per accelerator-hour")
    network = data.get("network") or {}
    if not isinstance(network, Mapping):
        raise PriceError(f"{where}: key 'network' must map Switch/Ring/FullyConnected to link prices")
    for kind in network:
        if kind not in _UNIT_KEY:
            raise PriceError(f"{where}: key 'network.{kind}' is not a topology kind ({', '.join(_UNIT_KEY)})")
    return Prices(
        currency=currency.strip(),
        accelerator_hour={normalise(str(k)): _price(v, where, f"accelerators.{k}") for k, v in accelerators.items()},
        network={str(kind): _link(raw, str(kind), where) for kind, raw in network.items()},
        source=where,
    )


def load_prices(path: str | os.PathLike) -> Prices:
    path = Path(path)
    data = read_yaml(path, "the price file", PriceError)
    return prices_from_mapping(data, str(path))
