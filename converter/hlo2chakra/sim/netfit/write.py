"""Render fitted network + system presets as ASTRA-sim files with their provenance in headers.

The network YAML is ASTRA-sim's own format with ``#`` comment lines on top (data source, which
data was fitted and which checked, the errors); the system JSON carries the same text in
``_comment``/``_source`` keys, which hlo2chakra drops when loading and ASTRA-sim ignores.
Output is byte-stable for the same input.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Sequence

from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.netfit.fit import CurveError

if TYPE_CHECKING:
    from hlo2chakra.sim.netfit.cluster import SizeCheck


def describe_errors(errors: Sequence[CurveError]) -> str:
    """'all_reduce 8 ranks: 14.2% over 1 KB-8 GB, 8.4% over >= 1 MB (12 sizes)'; one per curve."""
    parts = []
    for e in errors:
        large = f", {100 * e.large_sizes:.1f}% over >= 1 MB" if e.large_sizes is not None else ""
        parts.append(f"{e.collective} {e.ranks} ranks: {100 * e.all_sizes:.1f}% over 1 KB-8 GB{large} "
                     f"({e.points} sizes)")
    return "; ".join(parts) or "none (no sizes between 1 KB and 8 GB left to check)"


def size_table(sizes: Sequence["SizeCheck"]) -> list[str]:
    """The per-size table ``fit-network`` prints: predicted against measured, held-out sizes marked."""
    lines = ["| collective | ranks | size (B) | measured us | predicted us | predicted / measured | |",
             "|---|---:|---:|---:|---:|---:|---|"]
    for s in sizes:
        lines.append(f"| {s.collective} | {s.ranks} | {s.size_bytes} | {s.measured_us:.2f} | {s.predicted_us:.2f} | "
                     f"{s.predicted_us / s.measured_us:.3f} | {'held out' if s.held_out else 'fitted'} |")
    return lines


def _comment_text(line: str) -> str:
    """``line`` with every non-printable character (a newline, a U+2028 line separator, a control
    character from a file or device name) made a space: YAML would end the ``#`` comment there and
    read the rest as keys."""
    return "".join(ch if ch.isprintable() else " " for ch in line)


def network_yaml(network: NetworkConfig, header: Sequence[str]) -> str:
    lines = [f"# {_comment_text(line)}".rstrip() for line in header]
    return "\n".join(lines) + "\n" + network.to_yaml()


def system_json(system: SystemConfig, comment: str, source: str) -> str:
    data = {"_comment": comment, "_source": source, **system.to_dict()}
    return json.dumps(data, indent=2) + "\n"
