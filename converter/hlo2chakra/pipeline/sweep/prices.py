"""Read a price file into ``report.pricing.Prices``, with one-line errors naming the key.

Schema (all prices are the user's; ``examples/prices-example.yaml`` is an example)::

    currency: USD
    accelerators: {H100-SXM: 2.99, A100-SXM-40GB: 1.29}   # per accelerator-hour
    network:                                              # per port-hour (Switch) or link-hour
      Switch: {per_port_hour: 0.05, bandwidth: 400Gb/s}   # at this bandwidth; scales linearly
      Ring: {per_link_hour: 0.02, bandwidth: 200Gb/s}

Every price is a finite number from 0 (a free item: hardware already paid for, a network priced
into the accelerators) up to ``report.pricing.MAX_PRICE_PER_HOUR`` (1e12 per hour, far above any
real price, so that no sum or product of prices overflows to ``inf``). ``.inf``, ``.nan``, a
negative number, a bool or any other text is refused in one line naming the file, the key path and
the value. A number written the YAML 1.2 way that YAML 1.1 (PyYAML) reads as a string -- an
exponent without a dot or without a sign, ``2e3``, ``1.0e308``, ``5E-2`` -- is parsed as the number
it spells, on purpose (so a quoted ``"2.5"`` is taken as 2.5 too); ``.inf`` and ``.nan`` are never
read that way.
"""

from __future__ import annotations

import math
import os
import re
from pathlib import Path
from typing import Any, Mapping

from hlo2chakra.errors import BadInputError, one_line, shown
from hlo2chakra.report.pricing import MAX_PRICE_PER_HOUR, LinkPrice, Prices, normalise
from hlo2chakra.files.yaml_file import read_yaml

_UNIT_KEY = {"Switch": "per_port_hour", "Ring": "per_link_hour", "FullyConnected": "per_link_hour"}


class PriceError(BadInputError):
    """A price file that cannot be used."""


# A YAML 1.2 (core schema) decimal number; YAML 1.1 reads "2e3" or "1.0e308" as strings.
_YAML12_NUMBER = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?")


def _price(raw: Any, where: str, key: str) -> float:
    """``raw`` as a price: a finite number in ``[0, MAX_PRICE_PER_HOUR]`` (see the module docstring)."""
    value: float | None = None
    if isinstance(raw, str) and _YAML12_NUMBER.fullmatch(raw.strip()):
        value = float(raw.strip())  # a YAML 1.2 float YAML 1.1 left as text: parsed deliberately
    elif isinstance(raw, int) and not isinstance(raw, bool):
        value = float(raw) if abs(raw) <= MAX_PRICE_PER_HOUR else math.inf  # no OverflowError on 10**400
    elif isinstance(raw, float):
        value = raw
    if value is None or not math.isfinite(value) or not 0 <= value <= MAX_PRICE_PER_HOUR:
        raise PriceError(one_line(f"{where}: key '{key}' must be a price >= 0 (a finite number of at most "
                                  f"{MAX_PRICE_PER_HOUR:g} per hour), got {shown(raw)}"))
    return value + 0.0  # -0.0 -> 0.0


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
