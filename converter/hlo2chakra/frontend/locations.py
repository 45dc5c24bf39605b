"""Naming where an op is, for error messages, notes and ``Op.location``."""

from __future__ import annotations

import re

_LOC_NAME = re.compile(r'"([^"]*)"\(')
_LOC_FILE = re.compile(r'"([^"]+)":(\d+):\d+')


def describe_location(loc: str) -> str:
    """A short 'what @ where' for a node name: JAX's op name and the innermost file:line.

    ``loc("jit(f)/dot_general"(callsite("f"("model.py":4:20) at ...)))`` -> ``jit(f)/dot_general
    model.py:4``; a module parsed from text without debug info gives ``line L:C``.
    """
    loc = loc.removeprefix("loc(").removesuffix(")")
    if loc.startswith('"-":'):
        return "line " + loc[4:]
    names = [n for n in _LOC_NAME.findall(loc) if n]
    where = _LOC_FILE.search(loc)
    parts = []
    if names:
        parts.append(names[0][-80:])
    if where and where.group(1) != "-":
        parts.append(f"{where.group(1).rsplit('/', 1)[-1]}:{where.group(2)}")
    return " ".join(parts) if parts else ("" if loc == "unknown" else loc[:80])


def place_in(source: str, loc: str) -> str:
    """``describe_location`` with a text module's ``line L:C`` given its file name: ``f.mlir:L:C``."""
    where = describe_location(loc)
    if where.startswith("line ") and source:
        where = source.rsplit("/", 1)[-1] + ":" + where[len("line "):]
    return where


def op_at(op: str, place: str) -> str:
    """'op at place' (the op alone when there is no place): how messages and notes name an op."""
    return f"{op} at {place}" if place else op
