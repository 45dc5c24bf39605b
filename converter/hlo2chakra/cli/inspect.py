"""`hlo2chakra inspect`: decode a Chakra ET file into a summary table or JSON lines."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import typer

from hlo2chakra.cli.registry import command


def _node_json(node: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"id": node.id, "name": node.name, "type": getattr(node.type, "name", node.type)}
    if node.data_deps:
        out["data_deps"] = list(node.data_deps)
    if node.ctrl_deps:
        out["ctrl_deps"] = list(node.ctrl_deps)
    if node.duration_micros:
        out["duration_micros"] = node.duration_micros
    for attr in node.attrs:
        value = attr.value
        out[attr.name] = list(value) if isinstance(value, tuple) else value
    for io_name in ("inputs", "outputs"):
        info = getattr(node, io_name)
        if info is not None and (info.shapes or info.types):
            out[io_name] = {"shapes": info.shapes, "types": info.types}
    return out


@command("inspect")
def inspect_command(
    trace: Path = typer.Argument(..., help="A Chakra .et file."),
    as_json: bool = typer.Option(False, "--json", help="Print every node as one JSON line."),
    limit: int = typer.Option(20, "--limit", min=0, help="Nodes listed in the summary (0 = none)."),
) -> None:
    """Decode a Chakra ET file: a summary table, or JSON lines with --json."""
    from hlo2chakra.chakra.trace import read_trace

    et = read_trace(trace)
    if as_json:
        typer.echo(json.dumps({"version": et.version, "nodes": len(et.nodes)}))
        for node in et.nodes:
            typer.echo(json.dumps(_node_json(node), sort_keys=False))
        return
    kinds = Counter(getattr(n.type, "name", str(n.type)) for n in et.nodes)
    compute_us = sum(n.duration_micros for n in et.nodes if getattr(n.type, "name", "") == "COMP_NODE")
    comm_bytes = sum(int(n.attr("comm_size", 0) or 0) for n in et.nodes if n.is_comm)
    typer.echo(f"{trace}: Chakra ET version {et.version}, {len(et.nodes)} nodes")
    for kind, count in sorted(kinds.items()):
        typer.echo(f"  {kind:<16} {count}")
    typer.echo(f"  compute time: {compute_us} us; communication: {comm_bytes} bytes (comm_size sum)")
    if limit:
        typer.echo(f"{'id':>8}  {'type':<15} {'us':>8}  {'deps':<16} name")
        for node in et.nodes[:limit]:
            deps = ",".join(str(d) for d in node.deps)
            deps = deps if len(deps) <= 16 else deps[:13] + "..."
            typer.echo(f"{node.id:>8}  {getattr(node.type, 'name', node.type):<15} {node.duration_micros:>8}  {deps:<16} {node.name}")
        if len(et.nodes) > limit:
            typer.echo(f"  ... {len(et.nodes) - limit} more (--limit N, or --json)")
