"""Hardware YAML files: read (by path, or a preset by name), validate, and write them.

``load_hardware`` takes a preset name or alias (the YAML files in ``cost/presets/``) or a user
file of the same schema by path, and rejects, with a one-line ``HardwareError`` naming the file
and the key, any missing, unknown, non-numeric, negative or out-of-range value. PyYAML reads
``989.4e12`` (no sign in the exponent) as a string; such strings are accepted when they parse as
a number, so presets can be written naturally. ``write_hardware_yaml`` writes what it reads.
"""

from __future__ import annotations

import math
import os
from dataclasses import fields
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

import yaml

from hlo2chakra.checks.quantities import (
    BANDWIDTH_BYTES_PER_S,
    CAPACITY_BYTES,
    COMPUTE_FLOPS_PER_S,
    INT64_MAX,
    LATENCY_NS,
    Quantity,
)
from hlo2chakra.cost.hardware import (
    F32_PRECISIONS,
    PEAK_DTYPES,
    PRESET_DIR,
    VECTOR_DTYPES,
    Efficiency,
    Hardware,
    HardwareError,
)
from hlo2chakra.files.atomic import replace_text
from hlo2chakra.files.yaml_file import read_yaml


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
    "f32_matmul_precision", "efficiency", "special_function_ops_per_s",
)


def _efficiency(data: Mapping[str, Any], where: str) -> Efficiency:
    raw = _mapping(data, "efficiency", where)
    known = set(_EFF_FRACTIONS + _EFF_INTS + _EFF_NON_NEGATIVE) | {"gemm_max_by_dtype", "gemm_step_fraction", "gemm_latency_ns"}
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
    if "gemm_step_fraction" in raw:  # optional: files without it mean no in-step loss
        values["gemm_step_fraction"] = _fraction(raw["gemm_step_fraction"], where, "efficiency.gemm_step_fraction")
    if "gemm_latency_ns" in raw:  # optional: files without it mean no fixed per-dot time
        key = "efficiency.gemm_latency_ns"
        values["gemm_latency_ns"] = _physical(_non_negative(raw["gemm_latency_ns"], where, key), raw["gemm_latency_ns"],
                                              where, key, LATENCY_NS)
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
        special_function_ops_per_s=_special_rate(data, where),
    )


def _special_rate(data: Mapping[str, Any], where: str) -> float:
    """The optional SFU rate: absent = 0 (not modelled), else a physical compute rate."""
    if "special_function_ops_per_s" not in data:
        return 0.0
    raw = data["special_function_ops_per_s"]
    key = "special_function_ops_per_s"
    return _physical(_positive(raw, where, key), raw, where, key, COMPUTE_FLOPS_PER_S)


def read_hardware_file(path: str | os.PathLike) -> Hardware:
    path = Path(path)
    data = read_yaml(path, "hardware file", HardwareError)
    if isinstance(data, Mapping) and "base" in data:
        data = inherit_hardware(data, str(path), path.stem)
    return hardware_from_mapping(data, str(path))


def _merge(base: Mapping[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in changes.items():
        nested = isinstance(value, Mapping) and isinstance(base.get(key), Mapping)
        merged[key] = _merge(base[key], value) if nested else value
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


def preset_base(path: Path) -> str | None:
    """The preset a bundled what-if preset derives from (its ``base:``), or None for a chip's own preset.

    A derived preset (``h100-sxm-maxtext.yaml``: H100-SXM with one parameter refitted to a framework's
    steps) has no evidence file of its own: its kernel numbers are its base's.
    """
    data = yaml.safe_load(path.read_text())
    base = data.get("base") if isinstance(data, Mapping) else None
    return base if isinstance(base, str) else None


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
    files = _preset_files()
    # Presets are named after their files: read that one first, not every preset (parsing the
    # YAML of all of them took longer than lowering a small program). No two presets share a
    # name or an alias (tests/cost/test_hardware.py), so the order never picks a different one.
    named = [p for p in files if _norm(p.stem) == wanted]
    seen: list[str] = []
    for path in named + [p for p in files if p not in named]:
        hw = read_hardware_file(path)
        if wanted in {_norm(hw.name), *(_norm(a) for a in hw.aliases)}:
            return hw
        seen.append(hw.name)
    names = ", ".join(sorted(seen))
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
    if eff["gemm_step_fraction"] == 1.0:  # the default: files without it read and write as before
        del eff["gemm_step_fraction"]
    if eff["gemm_latency_ns"] == 0.0:  # likewise
        del eff["gemm_latency_ns"]
    doc: dict[str, Any] = {
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
    if hw.special_function_ops_per_s:  # optional: files without it read and write as before
        doc["special_function_ops_per_s"] = _plain(hw.special_function_ops_per_s)
    return doc


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
    try:
        replace_text(path, text)
    except OSError as exc:
        raise HardwareError(f"{path}: cannot write hardware file ({exc.strerror or exc})") from None
