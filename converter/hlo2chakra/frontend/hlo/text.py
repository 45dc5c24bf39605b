"""Reading XLA's HLO text: instruction attributes, module header facts, and the collectives.

`collectives_in_hlo(text)` lists every collective instruction of an HLO module text (all
computations, so also those inside while bodies and called computations) with its replica groups
expanded to explicit device lists, and operand/result shapes resolved from the defining
instructions. Names follow StableHLO (`all_reduce`, ...); async `*-start` forms count as the op,
their `*-done` halves are skipped. Conversion to StableHLO lives in `frontend.hlo.to_stablehlo`.
The types here are HLO's own spellings (`HloTensorType`), not the IR's `ir.program` values.
"""

from __future__ import annotations

import dataclasses
import math
import re
from typing import Any, Iterator

import numpy as np
from hlo2chakra.errors import BadInputError

KINDS = {
    "all-reduce": "all_reduce", "all-gather": "all_gather", "reduce-scatter": "reduce_scatter",
    "all-to-all": "all_to_all", "collective-permute": "collective_permute",
    "collective-broadcast": "collective_broadcast",
}
_OPCODES = {**KINDS, **{k + "-start": v for k, v in KINDS.items() if k != "reduce-scatter"}}

_INSTR = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=\s*(.*)$")
_COMPUTATION = re.compile(r"^\s*(?:ENTRY\s+)?%?([\w.\-]+)\s*\(.*\)\s*->.*\{\s*$")
# mesh['a'=2,'b'=4], device_ids=([2,4]T(1,0)) {'b'}   (device_ids optional)
_MESH_GROUPS = (r"mesh\[(?P<axes>[^\]]*)\](?:,\s*device_ids=\((?P<ids>(?:[^()]|\([^()]*\))*)\))?"
                r"\s*\{(?P<listed>[^}]*)\}")
_ARRAY = re.compile(r"([a-z]+[0-9]*)\[([0-9,]*)\]")


class HloParseError(BadInputError):
    """An HLO text the collective reader does not understand."""


@dataclasses.dataclass(frozen=True)
class HloTensorType:
    dtype: str
    shape: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"dtype": self.dtype, "shape": list(self.shape)}


@dataclasses.dataclass(frozen=True)
class HloCollective:
    kind: str                                   # StableHLO op name without the dialect
    name: str                                   # HLO instruction name
    computation: str
    replica_groups: tuple[tuple[int, ...], ...]  # () = all devices
    source_target_pairs: tuple[tuple[int, int], ...]
    dimension: int | None                       # gather / scatter / all-to-all split dimension
    channel_id: int | None
    use_global_device_ids: bool
    operands: tuple[HloTensorType, ...]
    results: tuple[HloTensorType, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind, "name": self.name, "computation": self.computation,
            "replica_groups": [list(g) for g in self.replica_groups],
            "source_target_pairs": [list(p) for p in self.source_target_pairs],
            "dimension": self.dimension, "channel_id": self.channel_id,
            "use_global_device_ids": self.use_global_device_ids,
            "operands": [t.to_json() for t in self.operands],
            "results": [t.to_json() for t in self.results],
        }


def closing_bracket_end(s: str, start: int, open_: str, close: str) -> int:
    """Index just past the bracket that closes the one at `start`."""
    depth = 0
    for i in range(start, len(s)):
        if s[i] == open_:
            depth += 1
        elif s[i] == close:
            depth -= 1
            if depth == 0:
                return i + 1
    raise HloParseError(f"unbalanced {open_}{close} in: {s[:120]}")


def parse_types(text: str) -> tuple[HloTensorType, ...]:
    """`f32[8,16]{1,0}` or a tuple `(f32[8]{0}, bf16[2,3]{1,0})` -> tensor types (tokens etc. skipped)."""
    return tuple(HloTensorType(d, tuple(int(x) for x in dims.split(",") if x))
                 for d, dims in _ARRAY.findall(text))


def _split_type(rhs: str) -> tuple[str, str]:
    """'TYPE opcode(...)...' -> (TYPE, rest)."""
    rhs = rhs.strip()
    if rhs.startswith("("):
        end = closing_bracket_end(rhs, 0, "(", ")")
        return rhs[:end], rhs[end:].strip()
    head, _, rest = rhs.partition(" ")
    return head, rest.strip()


def hlo_attribute(rest: str, key: str) -> str | None:
    """Raw value of `key=...` in an instruction's attribute list (brace/bracket aware)."""
    m = re.search(r"(?:^|[ ,])" + re.escape(key) + r"=", rest)
    if not m:
        return None
    i = m.end()
    if rest[i] == "{":
        return rest[i:closing_bracket_end(rest, i, "{", "}")]
    if rest[i] == "[":
        # iota form: [G,S]<=[dims] optionally followed by T(perm)
        m2 = re.match(r"\[[0-9,]*\]<=\[[0-9,]*\](?:T\([0-9,]*\))?", rest[i:])
        if m2:
            return m2.group(0)
    mesh = re.match(_MESH_GROUPS, rest[i:])
    if mesh:
        return mesh.group(0)
    m3 = re.match(r"[^,\s]+", rest[i:])
    return m3.group(0) if m3 else None


def expand_groups(raw: str | None) -> tuple[tuple[int, ...], ...]:
    """Replica groups in explicit `{{0,1},{2,3}}` or iota `[G,S]<=[dims]T(perm)` form -> lists."""
    if raw is None or raw in ("{}", "{{}}"):
        return ()
    iota = re.fullmatch(r"\[([0-9,]+)\]<=\[([0-9,]+)\](?:T\(([0-9,]+)\))?", raw)
    if iota:
        out_shape = [int(x) for x in iota.group(1).split(",")]
        dims = [int(x) for x in iota.group(2).split(",")]
        ids = np.arange(math.prod(dims)).reshape(dims)
        if iota.group(3):
            ids = ids.transpose([int(x) for x in iota.group(3).split(",")])
        return tuple(tuple(int(v) for v in row) for row in ids.reshape(out_shape[0], -1))
    if raw.startswith("mesh["):
        return _mesh_groups(raw)
    if raw.startswith("{"):
        return tuple(tuple(int(x) for x in g.split(",") if x.strip())
                     for g in re.findall(r"\{([0-9,\s]*)\}", raw[1:-1]))
    raise HloParseError(f"replica_groups form not understood: {raw}")


def _device_ids(raw: str, count: int) -> np.ndarray:
    """`[2,2]T(1,0)` (iota reshaped, transposed, flattened) or `0,2,1,3` -> device per mesh position."""
    iota = re.fullmatch(r"\[([0-9,]+)\](?:T\(([0-9,]+)\))?", raw.strip())
    if iota:
        ids = np.arange(count).reshape([int(x) for x in iota.group(1).split(",")])
        if iota.group(2):
            ids = ids.transpose([int(x) for x in iota.group(2).split(",")])
        return ids.reshape(-1)
    ids = np.array([int(x) for x in raw.split(",") if x.strip()])
    if ids.size != count:
        raise HloParseError(f"device_ids ({raw}) do not match a mesh of {count} devices")
    return ids


def _mesh_groups(raw: str) -> tuple[tuple[int, ...], ...]:
    """Mesh-axes groups: one group per combination of the unlisted axes, holding the devices that
    vary along the listed ones; mesh positions map to devices row-major or through `device_ids`."""
    m = re.fullmatch(_MESH_GROUPS, raw)
    axes = re.findall(r"'([^']+)'=(\d+)", m.group("axes")) if m else []
    if not m or not axes:
        raise HloParseError(f"replica_groups form not understood: {raw}")
    names = [a for a, _ in axes]
    sizes = [int(n) for _, n in axes]
    listed = [a.strip().strip("'") for a in m.group("listed").split(",") if a.strip()]
    if any(a not in names for a in listed):
        raise HloParseError(f"replica_groups sub-axes not supported: {raw}")
    count = math.prod(sizes)
    devices = _device_ids(m.group("ids"), count) if m.group("ids") else np.arange(count)
    pos = np.arange(count).reshape(sizes)
    keep = [names.index(a) for a in names if a not in listed]
    pos = pos.transpose(keep + [names.index(a) for a in listed])
    size = math.prod(sizes[names.index(a)] for a in listed)
    return tuple(tuple(int(devices[v]) for v in row) for row in pos.reshape(-1, size))


def _operand_names(rest: str) -> list[str]:
    start = rest.index("(")
    inner = rest[start + 1:closing_bracket_end(rest, start, "(", ")") - 1]
    return re.findall(r"%([\w.\-]+)", inner)


def _instructions(text: str) -> Iterator[tuple[str, str, str, str]]:
    """(computation, instruction name, result type text, the rest) of every HLO instruction."""
    computation = ""
    for line in text.splitlines():
        comp = _COMPUTATION.match(line)
        if comp and "=" not in line.split("(")[0]:
            computation = comp.group(1)
            continue
        m = _INSTR.match(line)
        if not m or not computation:
            continue
        type_text, rest = _split_type(m.group(2))
        yield computation, m.group(1), type_text, rest


def collectives_in_hlo(text: str) -> list[HloCollective]:
    types_by_name: dict[str, tuple[HloTensorType, ...]] = {}
    found: list[tuple[str, str, str, str, str]] = []
    for computation, name, type_text, rest in _instructions(text):
        types_by_name[name] = parse_types(type_text)
        head = re.match(r"[\w\-]+", rest)
        if head and head.group(0) in _OPCODES:
            found.append((name, computation, head.group(0), type_text, rest))
    out = []
    for name, comp_name, opcode, type_text, rest in found:
        operand_types = tuple(t for o in _operand_names(rest) for t in types_by_name.get(o, ()))
        results = parse_types(type_text)
        if opcode.endswith("-start") and opcode != "all-reduce-start":
            # async start results are (operands..., results..., [contexts]); keep the results part
            results = results[len(operand_types):len(operand_types) * 2] or results
        pairs = hlo_attribute(rest, "source_target_pairs")
        dim = hlo_attribute(rest, "dimensions")
        channel = hlo_attribute(rest, "channel_id")
        out.append(HloCollective(
            kind=_OPCODES[opcode], name=name, computation=comp_name,
            replica_groups=expand_groups(hlo_attribute(rest, "replica_groups")),
            source_target_pairs=tuple((a, b) for a, b in expand_groups(pairs)) if pairs else (),
            dimension=int(dim.strip("{}")) if dim and dim.strip("{}").isdigit() else None,
            channel_id=int(channel) if channel and channel.isdigit() else None,
            use_global_device_ids=hlo_attribute(rest, "use_global_device_ids") == "true",
            operands=operand_types, results=results,
        ))
    return out


def count_by_kind(collectives: list[HloCollective]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for c in collectives:
        counts[c.kind] = counts.get(c.kind, 0) + 1
    return dict(sorted(counts.items()))


def module_header(text: str) -> dict[str, int]:
    """num_partitions / replica_count from the `HloModule` line (XLA omits them when 1)."""
    head = text.split("\n", 1)[0]
    parts = re.search(r"num_partitions=(\d+)", head)
    replicas = re.search(r"replica_count=(\d+)", head)
    return {"num_partitions": int(parts.group(1)) if parts else 1,
            "num_replicas": int(replicas.group(1)) if replicas else 1}


def with_explicit_groups(text: str) -> str:
    """The HLO text with every mesh-axes `replica_groups=mesh[...] {...}` spelled as `{{..},{..}}`.

    jaxlib 0.10.2's importer rejects mesh-axes groups on some ops (tuple all-to-all in optimized
    modules); explicit groups mean the same devices and always import.
    """
    def explicit(m: re.Match[str]) -> str:
        groups = _mesh_groups(m.group(0)[len("replica_groups="):])
        return "replica_groups={" + ",".join("{" + ",".join(map(str, g)) + "}" for g in groups) + "}"

    return re.sub(r"replica_groups=" + _MESH_GROUPS, explicit, text)


@dataclasses.dataclass(frozen=True)
class WhileLoop:
    name: str
    computation: str
    trip_count: int | None   # XLA's `known_trip_count` (only in optimized dumps), else None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "computation": self.computation, "trip_count": self.trip_count}


def while_loops(text: str) -> list[WhileLoop]:
    out = []
    for computation, name, _, rest in _instructions(text):
        if not rest.startswith("while("):
            continue
        trip = re.search(r'"known_trip_count":\{"n":"(\d+)"\}', rest)
        out.append(WhileLoop(name, computation, int(trip.group(1)) if trip else None))
    return out
