"""Every price is a finite number in [0, 1e12] per hour; YAML 1.2 floats are read as numbers.

Audit defects: ``.inf`` prices gave "cheapest: inf USD per step", ``.nan`` quietly gave no cost,
and ``1.0e308`` (a string to YAML 1.1) was refused with a confusing message.
"""

from __future__ import annotations

import math

import pytest

from hlo2chakra.errors import BadInputError
from hlo2chakra.pipeline.sweep.prices import PriceError, load_prices, prices_from_mapping
from hlo2chakra.report.pricing import (MAX_PRICE_PER_HOUR, Dimension, LinkPrice, Prices, cost_per_hour,
                                       cost_per_step)

BASE = {"currency": "USD", "accelerators": {"H100-SXM": 2.0},
        "network": {"Switch": {"per_port_hour": 0.1, "bandwidth": "400Gb/s"}}}


def _write(tmp_path, accelerator: str, port: str = "0.1"):
    path = tmp_path / "prices.yaml"
    path.write_text(f"currency: USD\naccelerators:\n  H100-SXM: {accelerator}\n"
                    f"network:\n  Switch: {{per_port_hour: {port}, bandwidth: 400Gb/s}}\n")
    return path


# the value as shown: YAML 1.1 reads 1e308 as the text '1e308', a YAML 1.2 reader as the float 1e+308
@pytest.mark.parametrize("value, shown", [
    (".inf", "inf"), ("-.inf", "-inf"), (".nan", "nan"), (".NaN", "nan"), ("1e308", "308"),
    ("1.0e308", "308"), ("1.0e+308", "308"), ("2e12", "2"), ("-1", "-1"), ("-1e3", "-1"), ("true", "True"),
    ("cheap", "cheap"), ("'inf'", "inf"), ("'nan'", "nan"),
    pytest.param("1" + "0" * 400, "401 characters", id="10**400"),
])
def test_a_price_that_is_not_a_sane_finite_number_is_refused_naming_file_key_and_value(tmp_path, value,
                                                                                       shown) -> None:
    path = _write(tmp_path, value)
    with pytest.raises(PriceError) as err:
        load_prices(path)
    text = str(err.value)
    assert isinstance(err.value, BadInputError) and "\n" not in text
    assert text.startswith(f"{path}: key 'accelerators.H100-SXM' must be a price >= 0"), text
    assert "finite" in text and "1e+12 per hour" in text and shown in text.rsplit("got", 1)[1], text


@pytest.mark.parametrize("value", [".inf", ".nan", "1e308"])
def test_a_bad_network_price_names_its_key_path(tmp_path, value) -> None:
    with pytest.raises(PriceError, match=r"key 'network\.Switch\.per_port_hour' must be a price >= 0"):
        load_prices(_write(tmp_path, "2.0", value))


@pytest.mark.parametrize("value, expected", [
    ("2e3", 2000.0), ("1.0e3", 1000.0), ("5E-2", 0.05), ("+1.5e1", 15.0), (".5", 0.5), ("0", 0.0),
    ("1e12", 1e12), ("3", 3.0), ("2.99", 2.99),
])
def test_yaml_1_2_floats_are_numbers(tmp_path, value, expected) -> None:
    prices = load_prices(_write(tmp_path, value, value))
    assert prices.accelerator_hour["h100sxm"] == pytest.approx(expected)
    assert prices.network["Switch"].per_hour == pytest.approx(expected)


@pytest.mark.parametrize("text, expected", [("2e3", 2000.0), ("1.0e308", None), ("inf", None), ("nan", None),
                                            (" 7 ", 7.0), ("0x10", None), ("1_000", None), ("", None)])
def test_price_strings_from_a_mapping(text, expected) -> None:
    data = BASE | {"accelerators": {"H100-SXM": text}}
    if expected is None:
        with pytest.raises(PriceError, match="'accelerators.H100-SXM' must be a price >= 0"):
            prices_from_mapping(data, "p.yaml")
    else:
        assert prices_from_mapping(data, "p.yaml").accelerator_hour["h100sxm"] == expected


@pytest.mark.parametrize("value", [math.inf, -math.inf, math.nan, 1e308, MAX_PRICE_PER_HOUR * 2,
                                   pytest.param(10**400, id="10**400"), -0.5])
def test_non_finite_and_huge_python_numbers_are_refused(value) -> None:
    with pytest.raises(PriceError, match="'accelerators.H100-SXM' must be a price >= 0"):
        prices_from_mapping(BASE | {"accelerators": {"H100-SXM": value}}, "p.yaml")


def test_zero_is_a_price_and_the_bound_is_accepted() -> None:
    prices = prices_from_mapping(BASE | {"accelerators": {"H100-SXM": 0, "B200": MAX_PRICE_PER_HOUR}}, "p.yaml")
    assert prices.accelerator_hour == {"h100sxm": 0.0, "b200": MAX_PRICE_PER_HOUR}
    dims = [Dimension("Switch", 8, 50e9)]
    assert cost_per_hour(prices, "H100-SXM", 8, dims).per_hour == pytest.approx(8 * 0.1)
    most = cost_per_hour(prices, "B200", 1_048_576, dims).per_hour
    assert most is not None and math.isfinite(most)
    assert math.isfinite(cost_per_step(most, 10**19))


@pytest.mark.parametrize("bad", [math.inf, math.nan, 1e308])
def test_prices_built_in_code_never_give_an_infinite_or_nan_cost(bad) -> None:
    prices = Prices("USD", {"h100sxm": bad}, {"Switch": LinkPrice(0.1, 50e9)}, source="code")
    estimate = cost_per_hour(prices, "H100-SXM", 1_000_000_000, [Dimension("Switch", 8, 50e9)] * 40)
    assert estimate.per_hour is None or math.isfinite(estimate.per_hour)
    if estimate.per_hour is None:
        assert "not a finite number" in estimate.reason
    assert cost_per_step(1e300, 10**19) is None


@pytest.mark.parametrize("value", [".inf", ".nan", "1e308"])
def test_sweep_refuses_a_bad_price_file_in_one_line_before_it_runs(tmp_path, value) -> None:
    from typer.testing import CliRunner

    from hlo2chakra.cli.app import app

    prices = _write(tmp_path, value)
    (tmp_path / "g.mlir").write_text("module {}\n")
    spec = tmp_path / "spec.yaml"
    spec.write_text("workload: g.mlir\nmeshes: [{data: 2}]\ntopologies: ['Switch(2, 1GB/s, 1us)']\n"
                    "prices: prices.yaml\n")
    result = CliRunner().invoke(app, ["sweep", str(spec), "-o", str(tmp_path / "out")])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"hlo2chakra: error: {prices}: key 'accelerators.H100-SXM' "
                                                   "must be a price >= 0"), result.output
    assert not (tmp_path / "out").exists()
