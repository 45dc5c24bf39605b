"""The house rules, read from the package's own import statements.

Data walks one way: ir <- frontend/passes <- cost <- chakra <- sim <- report <- pipeline <- api/cli. A module
may import from its own layer and the layers below; the side branches (zoo, export) feed inputs in.
These tests fail on the first module that climbs back up or closes an import cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "converter" / "hlo2chakra"

# What each layer may import from the package, besides itself. The base packages are shared by
# every layer: `errors` (the error root), `files` (output directories), `runtime` (child processes,
# signals), `checks` (input ceilings and physical ranges). `__init__` (the lazy public API) imports
# nothing at import time.
BASE = {"errors", "files", "runtime", "checks"}
ALLOWED = {
    "ir": set(),
    "frontend": {"ir"},
    "passes": {"ir"},  # XLA's GPU collective rewrites, program -> program
    "cost": {"ir", "passes"},
    "chakra": {"ir", "cost"},
    "sim": {"chakra"},
    "report": {"chakra", "sim.results", "cost", "ir"},
    "zoo": set(),
    "export": {"zoo", "frontend", "ir"},
    "pipeline": {"ir", "frontend", "passes", "cost", "chakra", "sim", "report", "export", "zoo"},
    "api": {"pipeline", "chakra", "cost", "sim", "report"},
    "cli": {"api", "pipeline", "ir", "frontend", "cost", "chakra", "sim", "report", "export", "zoo"},
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The package modules that `name` imports, anywhere in its body (lazy imports count too)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            source = ".".join(base + ([node.module] if node.module else []))
            targets = [source] + [f"{source}.{alias.name}" for alias in node.names]
        else:
            continue
        # a module's own parent packages are imported first anyway: not an edge
        found.update(t for t in targets if t in known and t != name and not name.startswith(t + "."))
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    known = set(modules)
    return {name: _imports(name, path, known) for name, path in modules.items()}


def _layer_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _allowed(source: str, target: str) -> bool:
    src, dst = _layer_of(source), _layer_of(target)
    if src == dst or dst in BASE or src in BASE and dst in BASE:
        return True
    rules = ALLOWED.get(src)
    if rules is None:
        return False
    relative = ".".join(target.split(".")[1:])
    return dst in rules or any(relative == r or relative.startswith(r + ".") for r in rules)


def test_every_module_belongs_to_a_known_layer() -> None:
    strays = sorted(m for m in _modules() if m != "hlo2chakra" and _layer_of(m) not in ALLOWED | dict.fromkeys(BASE))
    assert not strays, "\n".join(strays)


def test_no_module_imports_a_layer_above_its_own() -> None:
    climbing = sorted(f"{m} -> {t}" for m, targets in _graph().items() for t in targets
                      if m != "hlo2chakra" and not _allowed(m, t))
    assert not climbing, "\n".join(climbing)


def test_the_package_has_no_import_cycle() -> None:
    graph = _graph()
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done
    for start in sorted(graph):
        if state.get(start):
            continue
        path, stack = [start], [iter(sorted(graph[start]))]
        state[start] = 1
        while stack:
            nxt = next(stack[-1], None)
            if nxt is None:
                state[path.pop()] = 2
                stack.pop()
            elif state.get(nxt) == 1:
                cycle = path[path.index(nxt):] + [nxt]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            elif not state.get(nxt):
                state[nxt] = 1
                path.append(nxt)
                stack.append(iter(sorted(graph[nxt])))


def test_the_rules_catch_a_climbing_import(tmp_path: Path) -> None:
    """The checker itself: a low module importing the CLI is flagged, a same-layer import is not."""
    assert not _allowed("hlo2chakra.cost.ops", "hlo2chakra.cli.app")
    assert not _allowed("hlo2chakra.sim.staging", "hlo2chakra.cost.hardware")
    assert not _allowed("hlo2chakra.report.tables", "hlo2chakra.sim.staging")
    assert _allowed("hlo2chakra.report.tables", "hlo2chakra.sim.results")
    assert _allowed("hlo2chakra.cost.ops", "hlo2chakra.cost.kernel")
    assert _allowed("hlo2chakra.chakra.emit.ranks", "hlo2chakra.ir.program")
