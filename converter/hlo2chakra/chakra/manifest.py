"""The ``manifest.json`` of a trace folder: one typed value, written and read here only.

A manifest says which files its folder holds (``trace_prefix``: the traces are
``<trace_prefix>.<rank>.et``; ``num_ranks``; ``comm_groups``: the comm-group file's name, or
null) and, when ``convert`` wrote it, what produced them: the tool, the hardware, the input, the
program, per-rank totals, the collectives, what combining and fusion did, and memory; and, when
they rewrote anything, what XLA's GPU collective rewrites did (``collective_rewrites``: ops
rewritten per pass, and per collective kind the ops and input bytes before and after; absent
when they were off, not needed, or found nothing to rewrite), and how each rank's compute is
ordered (``execution_order``: "program", one stream in program order, or "dataflow"; absent in
manifests written before it existed, whose traces are ordered by data).

Format versions (``format_version``; a manifest without the key is version 1):
- 1: the keys above.
- 2: adds ``format_version`` and ``trace_groups``: lists of ranks whose trace files are
  byte-identical (each list ascending, two ranks or more, lists ordered by their first rank; a
  rank in no list has bytes of its own). ``convert`` writes each such trace once and hard-links
  the other ranks' names to it (a copy where the file system refuses a link), so every
  ``<prefix>.<rank>.et`` still exists for ASTRA-sim. Readers learn which ranks share a trace
  without hashing: ``Manifest.shared_trace_of(rank)``. Version 1 manifests read with
  ``trace_groups`` None (nothing known to be shared).

``write_manifest`` writes the JSON with the keys in field order, two-space indent and a final
newline (byte-stable); a section that is None is left out, while ``comm_groups`` and
``program.ranks_inferred_from`` are always written (null: none).
``read_manifest`` needs only the three workload keys (a hand-made trace folder writes no more;
the other sections then read as None) and ignores keys it does not know. It refuses, with one
``ManifestError`` line naming the file: a folder without a manifest, a file that is not a JSON
object, names that lead outside the folder (after resolving symlinks: the tool would read, and
copy into its run directories, files it was not given), a rank count ``checks.limits`` refuses,
a ``format_version`` newer than this module reads, ``trace_groups`` that name a rank out of
range or twice, and a section that does not fit its type.
"""

from __future__ import annotations

import json
import os
import types
from collections.abc import Mapping as AbcMapping
from dataclasses import MISSING, dataclass, field, fields, is_dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Mapping, Union, get_args, get_origin, get_type_hints

from hlo2chakra.checks.limits import LimitError, check_rank_count
from hlo2chakra.errors import BadInputError

MANIFEST_FILE = "manifest.json"
FORMAT_VERSION = 2  # what write_manifest writes and the newest read_manifest reads (module docstring)

_OMIT = {"omit_none": True}  # field metadata: a None value leaves the key out


def _section(default: Any = None) -> Any:
    return field(default=default, metadata=_OMIT)


class ManifestError(BadInputError):
    """A trace folder's manifest is missing, unreadable, or names files outside its folder."""


@dataclass(frozen=True)
class ToolRecord:
    name: str
    version: str


@dataclass(frozen=True)
class HardwareRecord:
    """The hardware the kernels were costed on, as its hardware file spells it (``cost.hardware``)."""

    name: str
    source: str
    peak_flops_per_s: Mapping[str, float]  # by dtype
    vector_flops_per_s: Mapping[str, float]
    memory_bandwidth_bytes_per_s: float
    memory_capacity_bytes: int
    launch_overhead_ns: float
    f32_matmul_precision: str
    efficiency: Mapping[str, Any]  # the cost model's efficiency parameters (``cost.hardware.Efficiency``)
    special_function_ops_per_s: float = 0.0  # SFU rate (``cost.special_functions``); 0 = not modelled


@dataclass(frozen=True)
class PartitionRecord:
    """How XLA's SPMD partitioner made the per-device program of a global one."""

    by: str
    partitioner: str  # "shardy" or "gspmd"
    xla_pipeline: str  # "partitioning only" or "gpu:<GPU>"
    mesh: str  # "axis=size,..."
    num_partitions: int
    num_replicas: int
    cache_hit: bool
    wall_s: float
    xla_compile_s: float | None
    worker_peak_rss_bytes: int | None


@dataclass(frozen=True)
class InputRecord:
    path: str
    sha256: str
    encoding: str
    form: str
    detail: str
    partitioned: PartitionRecord | None = _section()


@dataclass(frozen=True)
class ProgramRecord:
    ops: int
    num_partitions: int
    num_replicas: int
    modeled_compute_ns: float
    notes: tuple[str, ...]
    ranks_inferred_from: str | None


@dataclass(frozen=True)
class RankRecord:
    rank: int
    nodes: int
    comp_nodes: int
    comm_nodes: int
    flops: int
    bytes: int  # bytes accessed by the rank's kernels
    compute_time_ns: int  # what the trace makes ASTRA-sim spend: sum(duration_micros) * 1000
    modeled_compute_ns: float


@dataclass(frozen=True)
class CollectiveTotal:
    count: int
    bytes: int


@dataclass(frozen=True)
class KindCombiningRecord:
    ops_before: int
    ops_after: int
    bytes_before: int
    bytes_after: int
    combined_ops: int
    largest: int


@dataclass(frozen=True)
class CombiningRecord:
    requested: str
    applied: str
    reason: str
    threshold_bytes: Mapping[str, int]  # by collective kind
    threshold_count: int
    kinds: Mapping[str, KindCombiningRecord]


@dataclass(frozen=True)
class KindRewriteRecord:
    ops_before: int
    ops_after: int
    bytes_before: int  # per-rank input bytes of the kind's ops
    bytes_after: int


@dataclass(frozen=True)
class CollectiveRewritesRecord:
    reason: str
    passes: Mapping[str, int]  # XLA pass modelled -> ops it rewrote
    kinds: Mapping[str, KindRewriteRecord]


@dataclass(frozen=True)
class FusionRecord:
    requested: str
    applied: str
    reason: str
    ops_before: int
    ops_after: int
    fusions: int
    fused_ops: int
    duplicated_ops: int
    kinds: Mapping[str, int]
    sibling_merges: int


@dataclass(frozen=True)
class MemoryRecord:
    argument_bytes: int
    peak_op_index: int
    capacity_bytes: int


@dataclass(frozen=True, kw_only=True)
class Manifest:
    """A trace folder's manifest; the fields are the JSON keys, in the order they are written."""

    format_version: int | None = _section()  # None (left out): version 1, see ``version``
    tool: ToolRecord | None = _section()
    trace_prefix: str  # relative to the folder
    num_ranks: int
    comm_groups: str | None = None  # the comm-group file's name in the folder
    hardware: HardwareRecord | None = _section()
    input: InputRecord | None = _section()
    program: ProgramRecord | None = _section()
    distinct_traces: int | None = _section()
    trace_groups: tuple[tuple[int, ...], ...] | None = _section()  # ranks with byte-identical traces
    ranks: tuple[RankRecord, ...] | None = _section()
    collectives: Mapping[str, CollectiveTotal] | None = _section()
    combining: CombiningRecord | None = _section()
    collective_rewrites: CollectiveRewritesRecord | None = _section()
    execution_order: str | None = _section()  # "program" (one compute stream in program order) or "dataflow"
    unsupported_ops: Mapping[str, int] | None = _section()  # op kind -> count, costed as memory-bound
    fusion: FusionRecord | None = _section()
    memory_peak_bytes: int | None = _section()
    memory: MemoryRecord | None = _section()

    @property
    def version(self) -> int:
        """The manifest format version (the module docstring lists them)."""
        return 1 if self.format_version is None else self.format_version

    def shared_trace_of(self, rank: int) -> int:
        """The first rank whose trace file has the same bytes as ``rank``'s (``rank`` itself when
        it shares none, or when the manifest does not say: version 1)."""
        return self._first_of.get(rank, rank)

    @cached_property
    def _first_of(self) -> dict[int, int]:
        return {rank: group[0] for group in self.trace_groups or () for rank in group}

    def trace_prefix_in(self, folder: str | os.PathLike) -> Path:
        """The absolute trace prefix for the folder this manifest was read from."""
        return (Path(folder).expanduser().resolve() / self.trace_prefix).resolve()

    def comm_groups_in(self, folder: str | os.PathLike) -> Path | None:
        """The comm-group file's absolute path in that folder, or None when the manifest names none."""
        return (Path(folder).expanduser().resolve() / self.comm_groups).resolve() if self.comm_groups else None


def manifest_json(manifest: Manifest) -> str:
    """The manifest's file text."""
    return json.dumps(_encode(manifest), indent=2) + "\n"


def write_manifest(folder: str | os.PathLike, manifest: Manifest) -> Path:
    """Write ``folder/manifest.json``; returns its path."""
    path = Path(folder) / MANIFEST_FILE
    path.write_text(manifest_json(manifest))
    return path


def read_manifest(folder: str | os.PathLike) -> Manifest:
    """The manifest of a trace folder (see the module docstring for what is refused)."""
    folder = Path(folder).expanduser().resolve()
    path = folder / MANIFEST_FILE
    if not path.is_file():
        raise ManifestError(
            f"{folder}: no {MANIFEST_FILE} (not a 'hlo2chakra convert' output directory; "
            "for plain traces use --workload PREFIX)"
        )
    try:
        data = json.loads(path.read_text())
        _inside(folder, path, "trace_prefix", data["trace_prefix"])
        num_ranks = check_rank_count(data["num_ranks"], "num_ranks")
        groups = data.get("comm_groups") or None  # "" / false / [] have always meant none
        if groups is not None:
            _inside(folder, path, "comm_groups", groups)
        manifest = _decode(Manifest, data | {"num_ranks": num_ranks, "comm_groups": groups}, "")
        _check_version_and_groups(manifest)
        return manifest
    except LimitError as exc:
        raise ManifestError(f"{path}: {exc}") from None
    except (OSError, json.JSONDecodeError, KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, ManifestError):
            raise
        raise ManifestError(f"{path}: unreadable manifest ({type(exc).__name__}: {exc})") from None


def _check_version_and_groups(manifest: Manifest) -> None:
    if not 1 <= manifest.version <= FORMAT_VERSION:
        raise ValueError(f"format_version {manifest.version} is not one this hlo2chakra reads "
                         f"(1..{FORMAT_VERSION}; a newer hlo2chakra wrote it?)")
    seen: set[int] = set()
    for group in manifest.trace_groups or ():
        for rank in group:
            if not 0 <= rank < manifest.num_ranks or rank in seen:
                why = "appears twice" if rank in seen else f"is out of range for num_ranks {manifest.num_ranks}"
                raise ValueError(f"trace_groups: rank {rank} {why}")
            seen.add(rank)


def _inside(folder: Path, manifest_path: Path, key: str, value: Any) -> Path:
    """``folder / value`` when it stays in the folder after resolving symlinks; else a ManifestError."""
    if not isinstance(value, (str, Path)) or not str(value).strip():
        raise ManifestError(f"{manifest_path}: key '{key}' must be a file name in the trace folder, got {value!r}")
    resolved = (folder / value).resolve()
    if not resolved.is_relative_to(folder):
        raise ManifestError(
            f"{manifest_path}: key '{key}' = {str(value)!r} leads outside the trace folder {folder} "
            "(a manifest may name only files beside it)"
        )
    return resolved


_PLAIN = (str, int, float, bool, type(None))
_RECORD_FIELDS: dict[type, tuple[tuple[str, bool], ...]] = {}  # class -> (field name, omit when None)


def _record_fields(cls: type) -> tuple[tuple[str, bool], ...]:
    known = _RECORD_FIELDS.get(cls)
    if known is None:
        known = _RECORD_FIELDS[cls] = tuple((f.name, bool(f.metadata.get("omit_none"))) for f in fields(cls))
    return known


def _encode(value: Any) -> Any:
    """``value`` as JSON-ready data; records become objects in field order (a manifest of 32,768
    ranks has as many records, so the field lists are looked up once per class)."""
    if isinstance(value, _PLAIN):
        return value
    if is_dataclass(value):
        out = {}
        for name, omit in _record_fields(type(value)):
            item = getattr(value, name)
            if not (omit and item is None):
                out[name] = item if isinstance(item, _PLAIN) else _encode(item)
        return out
    if isinstance(value, AbcMapping):
        return {key: _encode(item) for key, item in value.items()}
    if isinstance(value, (tuple, list)):
        return [item if isinstance(item, _PLAIN) else _encode(item) for item in value]
    return value


def _decode(hint: Any, value: Any, key: str) -> Any:
    """``value`` (parsed JSON) as the type ``hint``; a ValueError naming the dotted ``key`` when it does not fit."""
    origin = get_origin(hint)
    if hint is Any:
        return value
    if origin in (Union, types.UnionType):  # only ``X | None`` occurs
        return None if value is None else _decode(next(a for a in get_args(hint) if a is not type(None)), value, key)
    if isinstance(hint, type) and is_dataclass(hint):
        return _decode_record(hint, value, key)
    if origin is tuple:
        _expect(isinstance(value, list), key, "a list", value)
        return tuple(_decode(get_args(hint)[0], item, f"{key}[{i}]") for i, item in enumerate(value))
    if origin is AbcMapping:
        _expect(isinstance(value, dict), key, "an object", value)
        return {name: _decode(get_args(hint)[1], item, f"{key}.{name}") for name, item in value.items()}
    if hint is float:
        _expect(isinstance(value, (int, float)) and not isinstance(value, bool), key, "a number", value)
    elif hint is int:
        _expect(isinstance(value, int) and not isinstance(value, bool), key, "a whole number", value)
    else:
        _expect(isinstance(value, hint), key, f"a {hint.__name__}", value)
    return value


def _decode_record(cls: type, value: Any, key: str) -> Any:
    _expect(isinstance(value, dict), key or "the manifest", "an object", value)
    hints = get_type_hints(cls)
    given: dict[str, Any] = {}
    for f in fields(cls):
        name = f"{key}.{f.name}" if key else f.name
        if f.name in value:
            given[f.name] = _decode(hints[f.name], value[f.name], name)
        elif f.default is MISSING:
            raise ValueError(f"key '{name}' is missing")
    return cls(**given)


def _expect(ok: bool, key: str, what: str, value: Any) -> None:
    if not ok:
        raise ValueError(f"key '{key}' must be {what}, got {value!r}"[:300])
