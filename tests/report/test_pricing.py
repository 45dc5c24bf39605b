"""Cost per hour and per step from user prices; the example price file loads; errors name the key."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from hlo2chakra.pipeline.sweep.prices import PriceError, load_prices, prices_from_mapping
from hlo2chakra.report.pricing import Dimension, cost_per_hour, cost_per_step

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "prices-example.yaml"
PRICES = {"currency": "USD", "accelerators": {"H100-SXM": 2.0},
          "network": {"Switch": {"per_port_hour": 0.1, "bandwidth": "400Gb/s"},
                      "Ring": {"per_link_hour": 0.05, "bandwidth": "200Gb/s"}}}


def test_cost_of_a_two_level_network() -> None:
    prices = prices_from_mapping(PRICES, "p.yaml")
    # 4 x 2 NPUs: Switch(4, 800Gb/s) has 8 ports at 2x the reference; Ring(2, 200Gb/s) has 8/2 links
    dims = [Dimension("Switch", 4, 100e9), Dimension("Ring", 2, 25e9)]
    estimate = cost_per_hour(prices, "h100 sxm", 8, dims)
    expected = 8 * 2.0 + 8 * 0.1 * 2 + 4 * 0.05 * 1
    assert estimate.per_hour == pytest.approx(expected)
    assert cost_per_step(expected, 1_800_000_000) == pytest.approx(expected / 2000)  # 1.8 s of an hour


def test_missing_prices_give_no_cost_and_say_why() -> None:
    prices = prices_from_mapping(PRICES, "p.yaml")
    assert "no accelerator price for B200" in cost_per_hour(prices, "B200", 8, []).reason
    assert "no network price for FullyConnected" in cost_per_hour(
        prices, "H100-SXM", 8, [Dimension("FullyConnected", 8, 1e9)]).reason


@pytest.mark.parametrize("change, key", [
    ({"currency": None}, "'currency'"),
    ({"accelerators": {"H100-SXM": -1}}, "'accelerators.H100-SXM' must be a price >= 0"),
    ({"network": {"Torus": {}}}, "'network.Torus' is not a topology kind"),
    ({"network": {"Switch": {"per_port_hour": 1, "bandwidth": "400"}}}, "'network.Switch.bandwidth'"),
    ({"network": {"Ring": {"per_port_hour": 1, "bandwidth": "1GB/s"}}}, "'network.Ring' must be {per_link_hour"),
])
def test_price_file_errors_name_the_key(change, key) -> None:
    with pytest.raises(PriceError) as err:
        prices_from_mapping({k: v for k, v in (PRICES | change).items() if v is not None}, "p.yaml")
    assert key in str(err.value) and "\n" not in str(err.value)


def test_the_example_price_file_is_labelled_and_loads() -> None:
    text = EXAMPLE.read_text()
    assert "EXAMPLE" in text and "https://" in text
    prices = load_prices(EXAMPLE)
    assert prices.currency == "USD" and prices.accelerator_hour["h100sxm"] > 0
    assert set(prices.network) == {"Switch", "Ring", "FullyConnected"}
    assert yaml.safe_load(text)["accelerators"]["H100-SXM"] == prices.accelerator_hour["h100sxm"]
