"""HLO module text -> StableHLO MLIR text, working around what jaxlib's importer rejects.

`hlo_to_stablehlo(text)` returns `(mlir_text, how)`. It always keeps the geometry of cuDNN
convolution calls (`window`, `dim_labels`, group counts), which the importer drops, as frontend
attributes that `cost.library_calls` reads. It then converts the module (`how="as-dumped"`);
when jaxlib's importer refuses it, it retries after rewrites that keep the program's meaning for
costing and tracing, and `how` names them:

- `explicit-replica-groups`: mesh-axes `replica_groups=mesh[...] {...}` spelled as device lists
  (rejected on some ops, e.g. tuple all-to-all, by jaxlib 0.10.2). Always done first when a
  mesh-axes group carries a `device_ids` permutation: the importer drops the permutation, so
  the groups would come back as the plain row-major mesh's (wrong devices).
- `sync-tuple-collectives`: an async collective of several operands, which XLA's GPU pipeline
  makes when it combines FSDP gathers and gradient reduce-scatters (`all-gather-start` with a
  tuple operand, or a generic `async-start` wrapping a tuple collective), becomes synchronous: a
  tuple `all-gather`, or a `call` of the wrapped computation (lowering inlines it). The start's
  operands and the done's users are unchanged, so every dependency stays; only the start/done
  split is lost, and the traces never used it (overlap comes from the dependency graph).
  A tuple `reduce-scatter` (StableHLO's has one operand) is split into one per operand, each
  with the same groups and reducer, gathered back into a tuple: the same bytes cross the same
  groups, as separate collectives.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import cast

from hlo2chakra.frontend.hlo.text import (
    closing_bracket_end,
    hlo_attribute,
    module_header,
    with_explicit_groups,
)

_PERMUTED_MESH_GROUPS = re.compile(r"replica_groups=mesh\[[^\]]*\],\s*device_ids=\(")
_TUPLE_START = re.compile(r"^(\s*(?:ROOT\s+)?%?)([\w.\-]+)(\s*=\s*)(\(\(.*)$")
_DONE = re.compile(r"^\s*(ROOT\s+)?%?([\w.\-]+)\s*=.*\s(?:all-gather|async)-done\(%?([\w.\-]+)\)")


def hlo_text_to_mlir(text: str) -> str:
    """HLO module text -> StableHLO MLIR text (mhlo ops where StableHLO has none, e.g. fusion).

    Restores `mhlo.num_partitions` / `mhlo.num_replicas` on the module and keeps source
    locations (JAX op names, file:line), which name the trace nodes.
    """
    import jaxlib._jax as _jax
    from jax._src.interpreters import mlir
    from jax._src.lib import hlo
    from jaxlib.mlir import ir

    proto = hlo.hlo_module_from_text(text).as_serialized_hlo_module_proto()
    bytecode = _jax.mlir.hlo_to_stablehlo(proto)
    ctx = mlir.make_ir_context()
    module = ir.Module.parse(bytecode, context=ctx)
    header = module_header(text)
    i32 = ir.IntegerType.get_signless(32, ctx)
    attrs = module.operation.attributes
    attrs["mhlo.num_partitions"] = ir.IntegerAttr.get(i32, header["num_partitions"])
    attrs["mhlo.num_replicas"] = ir.IntegerAttr.get(i32, header["num_replicas"])
    return cast(str, module.operation.get_asm(enable_debug_info=True))   # a str unless binary=True; typed object


def _synchronous(rest: str) -> str | None:
    """' all-gather-start(ops), attrs' -> ' all-gather(ops), attrs'; ' async-start(ops), calls=%c'
    -> ' call(ops), to_apply=%c'; None for other instructions."""
    if rest.startswith(" all-gather-start("):
        return " all-gather(" + rest[len(" all-gather-start("):]
    if rest.startswith(" async-start("):
        return re.sub(r"\bcalls=", "to_apply=", " call(" + rest[len(" async-start("):], count=1)
    return None


def with_sync_tuple_collectives(text: str) -> str:
    """The HLO text with every tuple-operand async collective start/done pair made synchronous."""
    starts: set[str] = set()
    lines = text.split("\n")
    for i, line in enumerate(lines):
        m = _TUPLE_START.match(line)
        if not m:
            continue
        prefix, name, eq, rhs = m.groups()
        type_end = closing_bracket_end(rhs, 0, "(", ")")
        start_type, rest = rhs[:type_end], rhs[type_end:]
        sync = _synchronous(rest)
        if sync is None:
            continue
        operands_end = closing_bracket_end(start_type, 1, "(", ")")
        results = start_type[operands_end:-1].lstrip(", ").strip()
        lines[i] = f"{prefix}{name}{eq}{results}{sync}"
        starts.add(name)
    if not starts:
        return text
    aliases: dict[str, str] = {}
    kept = []
    for line in lines:
        m = _DONE.match(line)
        if m and m.group(3) in starts:
            if m.group(1):
                raise ValueError(f"the async collective {m.group(3)} ends at the ROOT; not supported")
            aliases[m.group(2)] = m.group(3)
            continue
        kept.append(line)
    if not aliases:
        return "\n".join(kept)
    pattern = re.compile(r"%(" + "|".join(map(re.escape, sorted(aliases, key=len, reverse=True)))
                         + r")(?![\w.\-])")
    return pattern.sub(lambda m: "%" + aliases[m.group(1)], "\n".join(kept))


_TUPLE_REDUCE_SCATTER = re.compile(r"^(\s*)(ROOT\s+)?%?([\w.\-]+)\s*=\s*(\(.*)$")


def _top_level_split(text: str) -> list[str]:
    """'a, b[1,2]{1,0}, c' -> ['a', 'b[1,2]{1,0}', 'c'] (commas inside brackets/braces/parens kept)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return [p for p in parts if p]


def with_split_tuple_reduce_scatters(text: str) -> str:
    """The HLO text with every tuple `reduce-scatter` made one reduce-scatter per operand."""
    out = []
    for line in text.split("\n"):
        m = _TUPLE_REDUCE_SCATTER.match(line)
        if not m or " reduce-scatter(" not in line:
            out.append(line)
            continue
        indent, root, name, rhs = m.groups()
        rhs = re.sub(r"/\*index=\d+\*/", "", rhs)
        type_end = closing_bracket_end(rhs, 0, "(", ")")
        types = _top_level_split(rhs[1:type_end - 1])
        rest = rhs[type_end:].strip()
        call_open = rest.index("(")
        call_end = closing_bracket_end(rest, call_open, "(", ")")
        operands = _top_level_split(rest[call_open + 1:call_end - 1])
        attrs = rest[call_end:]
        if rest[:call_open] != "reduce-scatter" or len(types) != len(operands):
            out.append(line)
            continue
        parts = [f"{name}.part{k}" for k in range(len(types))]
        for part, ty, operand in zip(parts, types, operands):
            out.append(f"{indent}%{part} = {ty} reduce-scatter({operand}){attrs}")
        out.append(f"{indent}{root or ''}%{name} = ({', '.join(types)}) tuple({', '.join('%' + p for p in parts)})")
    return "\n".join(out)


_REWRITES: tuple[tuple[str, Callable[[str], str]], ...] = (
    ("explicit-replica-groups", with_explicit_groups),
    ("sync-tuple-collectives", with_sync_tuple_collectives),
    ("split-tuple-reduce-scatters", with_split_tuple_reduce_scatters),
)


_CUDNN_CONV = re.compile(r'custom_call_target="__cudnn\$conv')


def with_conv_geometry_kept(text: str) -> str:
    """The HLO text with each cuDNN convolution call's geometry copied into frontend attributes."""
    from hlo2chakra.ir.attributes import CONV_ATTRIBUTE_KEYS

    if not _CUDNN_CONV.search(text):
        return text
    out = []
    for line in text.split("\n"):
        if _CUDNN_CONV.search(line):
            values = {key: hlo_attribute(line, key) for key in CONV_ATTRIBUTE_KEYS}
            kept = [f'{CONV_ATTRIBUTE_KEYS[key]}="{value.strip("{}")}"' for key, value in values.items()
                    if value is not None]
            existing = re.search(r"frontend_attributes=\{", line)
            if existing:
                at = existing.end()
                line = line[:at] + ",".join(kept) + ("," if line[at] != "}" else "") + line[at:]
            elif kept:
                line = f"{line}, frontend_attributes={{{','.join(kept)}}}"
        out.append(line)
    return "\n".join(out)


def hlo_to_stablehlo(text: str) -> tuple[str, str]:
    """(MLIR text, how): converted as dumped, or after the rewrites the importer needed."""
    text = with_conv_geometry_kept(text)
    forced = []
    if _PERMUTED_MESH_GROUPS.search(text):
        # jaxlib's importer keeps mesh-axes groups as `replica_group_mesh_axes` over an sdy.mesh but
        # drops their `device_ids` permutation: FSDP groups [[0,1,2,3],[4,5,6,7]] written as
        # mesh[4,1,1,2] with device_ids=([2,4]T(1,0)) came back as [[0,2,4,6],[1,3,5,7]]
        text = with_explicit_groups(text)
        forced.append("explicit-replica-groups")
    try:
        return hlo_text_to_mlir(text), "+".join(forced) or "as-dumped"
    except Exception as first:
        rewritten, applied = text, list(forced)
        for how, rewrite in _REWRITES:
            new = rewrite(rewritten)
            if new != rewritten:
                rewritten = new
                applied.append(how)
        if rewritten == text:   # nothing more to try
            raise first
        return hlo_text_to_mlir(rewritten), "+".join(applied)
