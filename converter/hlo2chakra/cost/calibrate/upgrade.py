"""Keep presets equal to the fit of their evidence, and upgrade one with a device run.

    python -m hlo2chakra.cost.calibrate.upgrade check [PRESET ...]
        refit every preset that has an evidence file (cost/evidence/<stem>.csv) and report any
        fitted number its YAML does not carry (exit 1); tests/cost/test_evidence.py runs this
    python -m hlo2chakra.cost.calibrate.upgrade fit TABLE.csv --preset PRESET -o HW.yaml
        fit the preset's evidence with TABLE's rows (a device run: they replace the published rows
        of their kind) and write a what-if hardware file (``base: PRESET`` plus the fitted
        efficiencies) for ``--hardware HW.yaml``; the preset itself is left alone
    python -m hlo2chakra.cost.calibrate.upgrade apply TABLE.csv --preset PRESET
        the same, but merge TABLE into cost/evidence/<stem>.csv and rewrite the fitted numbers of
        cost/presets/<stem>.yaml in place (comments kept): no hand editing
    python -m hlo2chakra.cost.calibrate.upgrade table [PRESET ...]
        the per-GPU evidence table (sources, measured / derived, fitted values) as markdown

The fitted keys are ``FITTED_KEYS`` of ``efficiency``; everything else in a preset is left as it is.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any, Mapping, Sequence

import yaml

from hlo2chakra.cost.calibrate.evidence import (
    EvidenceTable,
    evidence_path,
    format_evidence,
    merge_measured,
    read_evidence,
)
from hlo2chakra.cost.calibrate.evidence_fit import EvidenceFit, apply_fit, fit_evidence
from hlo2chakra.cost.calibrate.evidence_report import markdown_table
from hlo2chakra.cost.calibrate.fit import CalibrationError
from hlo2chakra.cost.hardware import PRESET_DIR, Hardware, HardwareError
from hlo2chakra.cost.hardware_yaml import hardware_from_mapping, load_hardware, preset_base, read_hardware_file
from hlo2chakra.files.atomic import replace_text

FITTED_KEYS = ("gemm_max", "gemm_k_overhead", "gemm_latency_ns", "memory_max")


def preset_file(name: str) -> Path:
    """The YAML file of a preset (by name or alias)."""
    wanted = load_hardware(name).name
    for path in sorted(PRESET_DIR.glob("*.yaml")):
        if read_hardware_file(path).name == wanted:
            return path
    raise HardwareError(f"no preset file for {name!r}")


def presets_with_evidence() -> list[str]:
    return [read_hardware_file(p).name for p in sorted(PRESET_DIR.glob("*.yaml"))
            if evidence_path(p.stem).exists() and preset_base(p) is None]


def fitted_values(fit: EvidenceFit, hw: Hardware) -> dict[str, Any]:
    """The efficiency values the fit sets, as a preset writes them."""
    fitted = apply_fit(hw, fit).efficiency
    out: dict[str, Any] = {}
    if fit.memory is not None:
        out["memory_max"] = fitted.memory_max
    if fit.gemm is not None:
        out.update(gemm_max=fitted.gemm_max, gemm_k_overhead=fitted.gemm_k_overhead,
                   gemm_latency_ns=fitted.gemm_latency_ns, gemm_max_by_dtype=dict(fitted.gemm_max_by_dtype))
    return out


def mismatches(hw: Hardware, values: Mapping[str, Any]) -> list[str]:
    eff = hw.efficiency
    out = []
    for key, want in values.items():
        if key == "gemm_max_by_dtype":
            by_dtype = dict(eff.gemm_max_by_dtype)
            if {k: round(v, 3) for k, v in by_dtype.items()} != {k: round(v, 3) for k, v in want.items()}:
                out.append(f"{key}: preset {by_dtype}, fit {want}")
            continue
        have = getattr(eff, key)
        if abs(float(have) - float(want)) > 1e-9:
            out.append(f"{key}: preset {have}, fit {want}")
    return out


def _fmt(key: str, value: float) -> str:
    return f"{value:.3f}" if key in ("gemm_max", "memory_max") or key.startswith("by:") else str(int(round(value)))


_LINE = re.compile(r"^(?P<indent>\s+)(?P<key>[a-z0-9_]+):(?P<gap>\s*)(?P<value>[^#\s]*)(?P<rest>\s*(#.*)?)$")


def _set_line(line: str, key: str, text: str) -> str:
    m = _LINE.match(line)
    assert m is not None
    head = f"{m.group('indent')}{key}: {text}"
    comment = (m.group("rest") or "").strip()
    if not comment:
        return head
    column = line.index("#")
    return head.ljust(column) + comment if len(head) < column else f"{head}  {comment}"


def rewrite_preset_text(text: str, values: Mapping[str, Any]) -> str:
    """``text`` (a preset's YAML) with the fitted efficiency values replaced, comments kept."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.rstrip() == "efficiency:")
    end = next((i for i in range(start + 1, len(lines)) if lines[i] and not lines[i].startswith(" ")), len(lines))
    block = lines[start + 1:end]

    def find(key: str, indent: int = 2) -> int | None:
        for i, line in enumerate(block):
            m = _LINE.match(line)
            if m and m.group("key") == key and len(m.group("indent")) == indent:
                return i
        return None

    for key in FITTED_KEYS:
        if key not in values:
            continue
        i = find(key)
        if i is not None:
            block[i] = _set_line(block[i], key, _fmt(key, values[key]))
        else:
            after = find("gemm_k_overhead" if key == "gemm_latency_ns" else "gemm_max")
            at = (after + 1) if after is not None else len(block)
            block.insert(at, f"  {key}: {_fmt(key, values[key])}".ljust(29) + "# fitted to [E]")
    wanted = dict(values.get("gemm_max_by_dtype") or {})
    head = find("gemm_max_by_dtype")
    if head is not None:
        i = head + 1
        while i < len(block) and block[i].startswith("    "):
            m = _LINE.match(block[i])
            if m and m.group("key") in wanted:
                block[i] = _set_line(block[i], m.group("key"), _fmt("by:", wanted.pop(m.group("key"))))
            i += 1
        for key, value in sorted(wanted.items()):
            block.insert(i, f"    {key}: {_fmt('by:', value)}".ljust(29) + "# fitted to [E]")
            i += 1
    elif wanted:
        at = (find("gemm_max") or 0) + 1
        new = ["  gemm_max_by_dtype:"] + [f"    {k}: {_fmt('by:', v)}".ljust(29) + "# fitted to [E]" for k, v in sorted(wanted.items())]
        block[at:at] = new
    out = lines[:start + 1] + block + lines[end:]
    return "\n".join(out) + ("\n" if text.endswith("\n") else "")


_DEVICE_NOTE = ("#     DEVICE RUN: rows of [E] whose source starts with 'device' were measured on the GPU by\n"
                "#       scripts/device_calibrate.sh; for their kind (and GEMM rate) they replace the published rows.\n")


def apply_table(measured: EvidenceTable, preset: str, *, write: bool = True) -> tuple[Path, Path, dict[str, Any]]:
    """Merge a device run into the preset's evidence, refit, rewrite the preset (when ``write``)."""
    path = preset_file(preset)
    epath = evidence_path(path.stem)
    table = merge_measured(read_evidence(epath), measured) if epath.exists() else measured
    hw = read_hardware_file(path)
    values = fitted_values(fit_evidence(table, hw), hw)
    text = rewrite_preset_text(path.read_text(encoding="utf-8"), values)
    if "DEVICE RUN:" not in text and measured.rows:
        at = text.find("\n# [E]")
        at = text.find("\n", at + 1) + 1 if at >= 0 else 0
        text = text[:at] + _DEVICE_NOTE + text[at:]
    rewritten = hardware_from_mapping(yaml.safe_load(text), str(path))  # never write a file we would reject
    problems = mismatches(rewritten, values)
    if problems:
        raise HardwareError(f"{path}: rewriting left {problems[0]}")
    if write:
        replace_text(epath, format_evidence(table))
        replace_text(path, text)
    return path, epath, values


def what_if_yaml(preset: str, values: Mapping[str, Any], note: str) -> str:
    eff = {k: v for k, v in values.items() if k != "gemm_max_by_dtype" or v}
    doc = {"base": load_hardware(preset).name, "source": note, "efficiency": eff}
    return yaml.safe_dump(doc, sort_keys=False)


def _check(names: Sequence[str]) -> int:
    bad = 0
    for name in names or presets_with_evidence():
        path = preset_file(name)
        hw = read_hardware_file(path)
        values = fitted_values(fit_evidence(read_evidence(evidence_path(path.stem)), hw), hw)
        problems = mismatches(hw, values)
        print(f"{hw.name}: {'ok' if not problems else '; '.join(problems)}")
        bad += bool(problems)
    return 1 if bad else 0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hlo2chakra.cost.calibrate.upgrade", description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    sub.add_parser("check").add_argument("presets", nargs="*")
    sub.add_parser("table").add_argument("presets", nargs="*")
    for name in ("fit", "apply"):
        p = sub.add_parser(name)
        p.add_argument("table", type=Path)
        p.add_argument("--preset", required=True)
        if name == "fit":
            p.add_argument("-o", "--output", type=Path, required=True)
    args = ap.parse_args(argv)
    try:
        if args.command == "check":
            return _check(args.presets)
        if args.command == "table":
            print(markdown_table(args.presets or presets_with_evidence()))
            return 0
        measured = read_evidence(args.table)
        if args.command == "apply":
            path, epath, values = apply_table(measured, args.preset)
            print(f"rewrote {path} and {epath}: {values}")
            return 0
        _, _, values = apply_table(measured, args.preset, write=False)
        text = what_if_yaml(args.preset, values, f"{args.preset} refitted with the device run {args.table}")
        args.output.write_text(text, encoding="utf-8")
        load_hardware(args.output)  # a file --hardware accepts
        print(f"wrote {args.output}: {values}")
        return 0
    except (HardwareError, CalibrationError, ValueError) as exc:
        print(f"upgrade: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
