"""The public surface: ``hlo2chakra`` and ``hlo2chakra.api`` hand out the implementing functions
themselves (no copies, no wrappers), and importing the package loads none of the heavy layers."""

from __future__ import annotations

import subprocess
import sys

import pytest


def test_public_names_are_the_library_functions_themselves() -> None:
    import hlo2chakra
    from hlo2chakra import api
    from hlo2chakra.chakra.trace import read_trace
    from hlo2chakra.chakra.validate.workload import validate_workload
    from hlo2chakra.cost.hardware_yaml import load_hardware
    from hlo2chakra.pipeline.convert import convert
    from hlo2chakra.pipeline.simulate import run_simulation

    for name, implementation in [("read_trace", read_trace), ("validate_workload", validate_workload),
                                 ("load_hardware", load_hardware), ("convert", convert),
                                 ("run_simulation", run_simulation)]:
        assert getattr(hlo2chakra, name) is implementation
        assert getattr(api, name) is implementation
    assert set(hlo2chakra.__all__) >= {"convert", "simulate", "compare", "run_sweep", "read_trace", "__version__"}
    with pytest.raises(AttributeError, match="no_such_thing"):
        hlo2chakra.no_such_thing  # noqa: B018


def test_every_exported_name_resolves() -> None:
    from hlo2chakra import api

    for name in api.EXPORTS:
        assert getattr(api, name) is not None, name


def test_importing_the_package_loads_no_heavy_layer() -> None:
    code = ("import sys, hlo2chakra; heavy = [m for m in ('jax', 'jaxlib', 'pandas', 'matplotlib', "
            "'hlo2chakra.pipeline.convert') if m in sys.modules]; print(heavy)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_type_checkers_see_exactly_the_exported_names_and_every_documented_one() -> None:
    import ast
    import re
    from pathlib import Path

    from hlo2chakra import api

    tree = ast.parse(Path(api.__file__).read_text())
    typed: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            for imp in node.body:
                typed.update({alias.name: imp.module for alias in imp.names})
    assert typed == api.EXPORTS  # same names, each from the module that implements it
    documented = set(re.findall(r"``([A-Za-z_]\w*)(?:\(|``)", api.__doc__))
    assert documented - {"TYPE_CHECKING", "EXPORTS", "resolve"} <= set(api.EXPORTS)
    assert {"SweepResult", "roofline_report", "Hlo2ChakraError", "BadInputError"} <= documented
    for name in api.EXPORTS:
        assert getattr(api, name) is not None
