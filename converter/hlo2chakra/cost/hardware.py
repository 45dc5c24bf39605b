"""Hardware descriptions for the kernel cost model: values, presets, loading and validation.

A ``Hardware`` holds what the roofline (``cost.roofline``) needs about one accelerator: DENSE
(never 2:4-sparse) per-dtype peaks of the matrix units, the non-matrix (SIMT / VPU) rates, HBM
bandwidth and capacity, the per-kernel launch overhead, the rate an f32 x f32 dot gets by default,
and the efficiency-model parameters (``Efficiency``). All rates are per chip and per second.

Presets are YAML files in ``cost/presets/`` (one per chip, each number commented with its public
source). A user file of the same schema can be given by path, or a what-if file that inherits from
a preset: ``base: H100-SXM`` plus only the changed keys (``inherit_hardware``). ``load_hardware`` rejects, with a
one-line ``HardwareError`` naming the file and the key, any missing, unknown, non-numeric,
negative or out-of-range value. PyYAML reads ``989.4e12`` (no sign in the exponent) as a string;
such strings are accepted when they parse as a number, so presets can be written naturally.

Dtype keys. ``peak_flops_per_s`` keys: f64, f32, tf32, bf16, f16, f8, f4, i8 (dense matrix-unit
rates). ``vector_flops_per_s`` keys: f64, f32, bf16, f16, i32; "f32" is required. A dtype absent
from ``peak_flops_per_s`` falls back along a fixed chain (see ``cost.roofline.gemm_rate``).

``f32_matmul_precision`` says which rate an f32 x f32 dot gets under JAX/XLA default precision:
"tf32" (NVIDIA Ampere and later: JAX's documented default is TF32 on recent GPUs), "bf16" (TPU:
one bf16 pass, JAX's documented TPU default), "bf16_3x" / "bf16_6x" (TPU precision HIGH / HIGHEST:
3 or 6 bf16 passes), or "f32" (true f32 rate: CPUs, and AMD MI300 where hipBLASLt uses XF32 only
when explicitly allowed). Source: https://docs.jax.dev/en/latest/201/precision.html
"""

from __future__ import annotations

import math
import os
import tempfile
from dataclasses import dataclass, field, fields
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

import yaml
from hlo2chakra.errors import BadInputError

from hlo2chakra.checks.quantities import (
    BANDWIDTH_BYTES_PER_S,
    CAPACITY_BYTES,
    COMPUTE_FLOPS_PER_S,
    INT64_MAX,
    LATENCY_NS,
    Quantity,
)

PRESET_DIR = Path(__file__).resolve().parent / "presets"

PEAK_DTYPES = ("f64", "f32", "tf32", "bf16", "f16", "f8", "f4", "i8")
VECTOR_DTYPES = ("f64", "f32", "bf16", "f16", "i32")
F32_PRECISIONS = {"tf32": "tf32", "bf16": "bf16", "bf16_3x": "bf16", "bf16_6x": "bf16", "f32": "f32"}


class HardwareError(BadInputError):
    """A hardware file or name that cannot be used; the message is one line naming file and key."""


@dataclass(frozen=True)
class Efficiency:
    """Efficiency-model parameters (see ``cost.efficiency`` for the formulas).

    gemm_max: fraction of the dense peak a large, tile-aligned GEMM reaches (measured MAMF/peak).
    gemm_max_by_dtype: per-rate-key overrides of ``gemm_max`` (e.g. fp8 kernels reach less).
    gemm_tile_m / gemm_tile_n: output tile of one thread block (GPU) or the MXU padding
        granularity (TPU: 8 sublanes x 128 lanes); gemm_tile_k: K granularity (K is padded to it).
    gemm_parallel_units: units the output tiles are spread over (SMs, CUs, TensorCores).
    gemm_k_overhead: fixed per-tile cost (prologue, pipeline fill, epilogue) in K elements; a
        tile with K elements runs at K / (K + gemm_k_overhead) of the tile rate.
    memory_max: fraction of peak HBM bandwidth a large streaming kernel reaches.
    memory_latency_ns: fixed time of a memory-bound kernel beyond its launch (first-byte latency
        and ramp); a transfer of B bytes reaches B / (B + bw * memory_max * latency) of memory_max.
    vector_max: fraction of the vector (non-matrix) peak that compute-bound elementwise code gets.
    """

    gemm_max: float
    gemm_tile_m: int
    gemm_tile_n: int
    gemm_tile_k: int
    gemm_parallel_units: int
    gemm_k_overhead: float
    memory_max: float
    memory_latency_ns: float
    vector_max: float
    gemm_max_by_dtype: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}))

    def gemm_max_for(self, rate_key: str) -> float:
        return float(self.gemm_max_by_dtype.get(rate_key, self.gemm_max))

    def __hash__(self) -> int:  # the mapping field is read-only, so hashing by value is safe
        return hash(tuple(_hashable(getattr(self, f.name)) for f in fields(self)))


@dataclass(frozen=True)
class Hardware:
    """One accelerator as the kernel cost model sees it (rates per chip, per second)."""

    name: str
    peak_flops_per_s: Mapping[str, float]
    vector_flops_per_s: Mapping[str, float]
    memory_bandwidth_bytes_per_s: float
    memory_capacity_bytes: int
    launch_overhead_ns: float
    f32_matmul_precision: str
    efficiency: Efficiency
    source: str
    aliases: tuple[str, ...] = ()

    def __hash__(self) -> int:
        return hash(tuple(_hashable(getattr(self, f.name)) for f in fields(self)))


def _hashable(value: Any) -> Any:
    return tuple(sorted(value.items())) if isinstance(value, Mapping) else value


# ----------------------------------------------------------------------------------------------
# validation helpers: every failure is one line "<file>: key '<key>' ..."

def _fail(where: str, key: str, what: str) -> HardwareError:
    return HardwareError(f"{where}: key '{key}' {what}")


def _number(raw: Any, where: str, key: str) -> float:
    if isinstance(raw, bool) or raw is None:
        raise _fail(where, key, f"must be a number, got {raw!r}")
    if isinstance(raw, (int, float)):
        value = float(raw)
    elif isinstance(raw, str):
        try:
            value = float(raw.strip())
        except ValueError:
            raise _fail(where, key, f"must be a number, got {raw!r}") from None
    else:
        raise _fail(where, key, f"must be a number, got {type(raw).__name__}")
    if not math.isfinite(value):
        raise _fail(where, key, f"must be finite, got {raw!r}")
    return value


def _positive(raw: Any, where: str, key: str) -> float:
    value = _number(raw, where, key)
    if value <= 0:
        raise _fail(where, key, f"must be > 0, got {raw!r}")
    return value


def _non_negative(raw: Any, where: str, key: str) -> float:
    value = _number(raw, where, key)
    if value < 0:
        raise _fail(where, key, f"must be >= 0, got {raw!r}")
    return value


def _fraction(raw: Any, where: str, key: str) -> float:
    value = _number(raw, where, key)
    if not 0 < value <= 1:
        raise _fail(where, key, f"must be in (0, 1], got {raw!r}")
    return value


def _positive_int(raw: Any, where: str, key: str, limit: int = INT64_MAX) -> int:
    value = _positive(raw, where, key)
    if value != int(value):
        raise _fail(where, key, f"must be an integer, got {raw!r}")
    if int(value) > limit:
        raise _fail(where, key, f"= {raw!r} does not fit the integer it is stored in (at most {limit})")
    return int(value)


def _physical(value: float, raw: Any, where: str, key: str, quantity: Quantity) -> float:
    """``value`` when it lies in the physical range of ``quantity`` (see ``hlo2chakra.checks.quantities``)."""
    why = quantity.problem(value)
    if why is not None:
        raise _fail(where, key, f"= {raw!r}: {why}")
    return value


def _mapping(data: Mapping[str, Any], key: str, where: str) -> Mapping[str, Any]:
    if key not in data:
        raise _fail(where, key, "is missing")
    value = data[key]
    if not isinstance(value, Mapping):
        raise _fail(where, key, f"must be a mapping, got {value!r}")
    return value


def _rates(data: Mapping[str, Any], key: str, allowed: tuple[str, ...], where: str) -> Mapping[str, float]:
    raw = _mapping(data, key, where)
    if not raw:
        raise _fail(where, key, "must list at least one dtype")
    out: dict[str, float] = {}
    for dtype, value in raw.items():
        if dtype not in allowed:
            raise _fail(where, f"{key}.{dtype}", f"is not a known dtype (expected one of {', '.join(allowed)})")
        out[dtype] = _physical(_positive(value, where, f"{key}.{dtype}"), value, where, f"{key}.{dtype}",
                               COMPUTE_FLOPS_PER_S)
    return MappingProxyType(dict(sorted(out.items())))


_EFF_FRACTIONS = ("gemm_max", "memory_max", "vector_max")
_EFF_INTS = ("gemm_tile_m", "gemm_tile_n", "gemm_tile_k", "gemm_parallel_units")
_EFF_NON_NEGATIVE = ("gemm_k_overhead", "memory_latency_ns")
_K_OVERHEAD_ELEMENTS = Quantity("per-tile overhead", "K elements", 0.0, float(1 << 31))
_TOP_KEYS = (
    "name", "aliases", "source", "peak_flops_per_s", "vector_flops_per_s",
    "memory_bandwidth_bytes_per_s", "memory_capacity_bytes", "launch_overhead_ns",
    "f32_matmul_precision", "efficiency",
)


def _efficiency(data: Mapping[str, Any], where: str) -> Efficiency:
    raw = _mapping(data, "efficiency", where)
    known = set(_EFF_FRACTIONS + _EFF_INTS + _EFF_NON_NEGATIVE) | {"gemm_max_by_dtype"}
    for key in raw:
        if key not in known:
            raise _fail(where, f"efficiency.{key}", "is not a known efficiency parameter")
    values: dict[str, Any] = {}
    for key in _EFF_FRACTIONS + _EFF_INTS + _EFF_NON_NEGATIVE:
        if key not in raw:
            raise _fail(where, f"efficiency.{key}", "is missing")
    for key in _EFF_FRACTIONS:
        values[key] = _fraction(raw[key], where, f"efficiency.{key}")
    for key in _EFF_INTS:
        values[key] = _positive_int(raw[key], where, f"efficiency.{key}", limit=(1 << 31) - 1)
    for key in _EFF_NON_NEGATIVE:
        values[key] = _non_negative(raw[key], where, f"efficiency.{key}")
    values["memory_latency_ns"] = _physical(values["memory_latency_ns"], raw["memory_latency_ns"], where,
                                            "efficiency.memory_latency_ns", LATENCY_NS)
    values["gemm_k_overhead"] = _physical(values["gemm_k_overhead"], raw["gemm_k_overhead"], where,
                                          "efficiency.gemm_k_overhead", _K_OVERHEAD_ELEMENTS)
    overrides = raw.get("gemm_max_by_dtype") or {}
    if not isinstance(overrides, Mapping):
        raise _fail(where, "efficiency.gemm_max_by_dtype", f"must be a mapping, got {overrides!r}")
    by_dtype: dict[str, float] = {}
    for dtype, value in overrides.items():
        key = f"efficiency.gemm_max_by_dtype.{dtype}"
        if dtype not in PEAK_DTYPES:
            raise _fail(where, key, f"is not a known dtype (expected one of {', '.join(PEAK_DTYPES)})")
        by_dtype[dtype] = _fraction(value, where, key)
    values["gemm_max_by_dtype"] = MappingProxyType(dict(sorted(by_dtype.items())))
    return Efficiency(**values)


def hardware_from_mapping(data: Any, where: str = "hardware") -> Hardware:
    """Validate a parsed hardware document (``where`` names it in errors) and build a Hardware."""
    if not isinstance(data, Mapping):
        raise HardwareError(f"{where}: expected a YAML mapping of hardware keys, got {type(data).__name__}")
    for key in data:
        if key not in _TOP_KEYS:
            raise _fail(where, str(key), "is not a known hardware key")
    for key in ("name", "source", "f32_matmul_precision"):
        if key not in data:
            raise _fail(where, key, "is missing")
        if not isinstance(data[key], str) or not data[key].strip():
            raise _fail(where, key, f"must be a non-empty string, got {data[key]!r}")
    aliases = data.get("aliases") or []
    if not isinstance(aliases, list) or not all(isinstance(a, str) and a.strip() for a in aliases):
        raise _fail(where, "aliases", f"must be a list of names, got {aliases!r}")
    peaks = _rates(data, "peak_flops_per_s", PEAK_DTYPES, where)
    vector = _rates(data, "vector_flops_per_s", VECTOR_DTYPES, where)
    if "f32" not in vector:
        raise _fail(where, "vector_flops_per_s.f32", "is missing (it is the fallback vector rate)")
    for key in ("memory_bandwidth_bytes_per_s", "memory_capacity_bytes", "launch_overhead_ns"):
        if key not in data:
            raise _fail(where, key, "is missing")
    raw_bw, raw_cap, raw_launch = (data[k] for k in ("memory_bandwidth_bytes_per_s", "memory_capacity_bytes",
                                                      "launch_overhead_ns"))
    bandwidth = _physical(_positive(raw_bw, where, "memory_bandwidth_bytes_per_s"), raw_bw, where,
                          "memory_bandwidth_bytes_per_s", BANDWIDTH_BYTES_PER_S)
    capacity = int(_physical(_positive_int(raw_cap, where, "memory_capacity_bytes"), raw_cap, where,
                             "memory_capacity_bytes", CAPACITY_BYTES))
    launch = _physical(_non_negative(raw_launch, where, "launch_overhead_ns"), raw_launch, where,
                       "launch_overhead_ns", LATENCY_NS)
    precision = data["f32_matmul_precision"].strip()
    if precision not in F32_PRECISIONS:
        raise _fail(where, "f32_matmul_precision", f"must be one of {', '.join(F32_PRECISIONS)}, got {precision!r}")
    needed = F32_PRECISIONS[precision]
    if needed != "f32" and needed not in peaks:
        raise _fail(where, "f32_matmul_precision", f"is {precision!r} but peak_flops_per_s has no '{needed}' rate")
    return Hardware(
        name=data["name"].strip(),
        peak_flops_per_s=peaks,
        vector_flops_per_s=vector,
        memory_bandwidth_bytes_per_s=bandwidth,
        memory_capacity_bytes=capacity,
        launch_overhead_ns=launch,
        f32_matmul_precision=precision,
        efficiency=_efficiency(data, where),
        source=data["source"].strip(),
        aliases=tuple(a.strip() for a in aliases),
    )


def read_hardware_file(path: str | os.PathLike) -> Hardware:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise HardwareError(f"{path}: cannot read hardware file ({exc.strerror or exc})") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise HardwareError(f"{path}: not valid YAML ({str(exc).splitlines()[0]})") from None
    if isinstance(data, Mapping) and "base" in data:
        data = inherit_hardware(data, str(path), path.stem)
    return hardware_from_mapping(data, str(path))


def _merge(base: Mapping[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in changes.items():
        merged[key] = _merge(base[key], value) if isinstance(value, Mapping) and isinstance(base.get(key), Mapping) \
            else value
    return merged


def inherit_hardware(data: Mapping[str, Any], where: str, default_name: str) -> dict[str, Any]:
    """A what-if file: ``base: PRESET`` plus the changed keys (nested mappings merge key by key).

    The result is named ``name`` if given, else after the file; the base's aliases do not carry
    over, and ``source`` says what it was derived from.
    """
    base_name = data["base"]
    if not isinstance(base_name, str) or not base_name.strip() or _looks_like_path(base_name):
        raise _fail(where, "base", f"must name a hardware preset, got {base_name!r}")
    changes = {k: v for k, v in data.items() if k != "base"}
    for key in changes:
        if key not in _TOP_KEYS:
            raise _fail(where, str(key), "is not a known hardware key")
    try:
        base = hardware_to_mapping(load_hardware(base_name))
    except HardwareError as exc:
        raise _fail(where, "base", str(exc)) from None
    merged = _merge(base, changes)
    merged["aliases"] = list(changes.get("aliases") or [])
    merged["name"] = changes.get("name", default_name)
    merged["source"] = changes.get("source", f"what-if of {base['name']} ({where}); base: {base['source']}")
    return merged


# ----------------------------------------------------------------------------------------------
# presets

def _norm(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def _preset_files() -> list[Path]:
    return sorted(PRESET_DIR.glob("*.yaml"))


def list_presets() -> list[str]:
    """Canonical names of the bundled presets, sorted."""
    return sorted(read_hardware_file(p).name for p in _preset_files())


def _looks_like_path(text: str) -> bool:
    return os.sep in text or "/" in text or text.endswith((".yaml", ".yml")) or Path(text).is_file()


def load_hardware(name_or_path: str | os.PathLike) -> Hardware:
    """A preset by name or alias (case, '-', '_' and spaces ignored) or a user YAML file by path."""
    if isinstance(name_or_path, os.PathLike) or _looks_like_path(str(name_or_path)):
        return read_hardware_file(name_or_path)
    wanted = _norm(str(name_or_path))
    presets = [read_hardware_file(p) for p in _preset_files()]
    for hw in presets:
        if wanted in {_norm(hw.name), *(_norm(a) for a in hw.aliases)}:
            return hw
    names = ", ".join(sorted(hw.name for hw in presets))
    raise HardwareError(f"unknown hardware {str(name_or_path)!r}: not a file, and no preset of that name (presets: {names})")


# ----------------------------------------------------------------------------------------------
# output

def _plain(value: float) -> float | int:
    return int(value) if float(value).is_integer() and abs(value) < 2**53 else float(value)


def hardware_to_mapping(hw: Hardware) -> dict[str, Any]:
    """The YAML/JSON document of ``hw`` (the schema ``hardware_from_mapping`` reads)."""
    eff = {f.name: getattr(hw.efficiency, f.name) for f in fields(Efficiency)}
    eff["gemm_max_by_dtype"] = {k: _plain(v) for k, v in hw.efficiency.gemm_max_by_dtype.items()}
    if not eff["gemm_max_by_dtype"]:
        del eff["gemm_max_by_dtype"]
    return {
        "name": hw.name,
        "aliases": list(hw.aliases),
        "source": hw.source,
        "peak_flops_per_s": {k: _plain(v) for k, v in hw.peak_flops_per_s.items()},
        "vector_flops_per_s": {k: _plain(v) for k, v in hw.vector_flops_per_s.items()},
        "memory_bandwidth_bytes_per_s": _plain(hw.memory_bandwidth_bytes_per_s),
        "memory_capacity_bytes": int(hw.memory_capacity_bytes),
        "launch_overhead_ns": _plain(hw.launch_overhead_ns),
        "f32_matmul_precision": hw.f32_matmul_precision,
        "efficiency": {k: _plain(v) if isinstance(v, (int, float)) else v for k, v in eff.items()},
    }


def hardware_summary(hw: Hardware) -> dict[str, Any]:
    """JSON-ready numbers the cost model uses, for the converter's manifest."""
    summary = hardware_to_mapping(hw)
    del summary["aliases"]
    return summary


def write_hardware_yaml(hw: Hardware, path: str | os.PathLike, header: str = "") -> None:
    """Write ``hw`` as YAML atomically (temp file in the target directory, then rename)."""
    path = Path(path)
    text = yaml.safe_dump(hardware_to_mapping(hw), sort_keys=False, default_flow_style=False)
    if header:
        text = "".join(f"# {line}\n" for line in header.splitlines()) + text
    hardware_from_mapping(yaml.safe_load(text), str(path))  # never write a file we would reject
    directory = path.parent if str(path.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=directory)
    except OSError as exc:
        raise HardwareError(f"{path}: cannot write hardware file ({exc.strerror or exc})") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
