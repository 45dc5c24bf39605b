"""Reading StableHLO into an MLIR module with jaxlib's real parser.

Accepts MLIR text, plain MLIR bytecode, and StableHLO portable artifacts (bytecode whose
producer string starts with ``StableHLO_v``, which must be deserialised to reach stablehlo ops).
Every failure becomes a one-line ``FrontendError`` that names the file.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from .errors import FrontendError

_BYTECODE_MAGIC = b"ML\xefR"
_PORTABLE_MARK = b"StableHLO_v"


@dataclass(frozen=True)
class SourceInfo:
    path: str
    sha256: str
    encoding: str  # "text" | "bytecode" | "portable-artifact"


def make_context():
    """An MLIR context with the StableHLO, CHLO, MHLO, Shardy and func dialects registered."""
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _jax_mlir_ext
    from jaxlib.mlir.dialects import chlo, mhlo, sdy, stablehlo

    ctx = ir.Context()
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)
    ctx.append_dialect_registry(registry)
    stablehlo.register_dialect(ctx)
    sdy.register_dialect(ctx)
    chlo.register_dialect(ctx)
    mhlo.register_mhlo_dialect(ctx)
    ctx.load_all_available_dialects()
    return ctx


def _first_diagnostic(exc: Exception) -> str:
    diagnostics = getattr(exc, "error_diagnostics", None) or []
    for diag in diagnostics:
        location = str(diag.location).removeprefix("loc(").removesuffix(")")
        return f"{location}: {diag.message}".splitlines()[0]
    lines = [line for line in str(exc).splitlines() if line.strip()]
    return lines[-1] if lines else type(exc).__name__


def parse_bytes(data: bytes, source: str, ctx=None):
    """Parse MLIR text / bytecode / portable artifact bytes; returns (module, context, encoding)."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo

    ctx = ctx or make_context()
    if not data.strip():
        raise FrontendError(f"{source}: empty file")
    try:
        if data.startswith(_BYTECODE_MAGIC):
            if _PORTABLE_MARK in data[:64]:
                return stablehlo.deserialize_portable_artifact(ctx, data), ctx, "portable-artifact"
            return ir.Module.parse(data, context=ctx), ctx, "bytecode"
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise FrontendError(f"{source}: not MLIR text, MLIR bytecode or a StableHLO artifact") from None
        return ir.Module.parse(text, context=ctx), ctx, "text"
    except FrontendError:
        raise
    except Exception as exc:  # jaxlib raises MLIRError or ValueError/RuntimeError on bad bytecode
        what = "cannot parse MLIR" if not data.startswith(_BYTECODE_MAGIC) else "cannot read MLIR bytecode (truncated or corrupt?)"
        raise FrontendError(f"{source}: {what}: {_first_diagnostic(exc)}") from None


def load_module(path: str | os.PathLike, ctx=None):
    """Read and parse a StableHLO file; returns (module, context, SourceInfo)."""
    p = Path(path)
    if not p.exists():
        raise FrontendError(f"{p}: no such file")
    if p.is_dir():
        raise FrontendError(f"{p}: is a directory, expected a StableHLO file")
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise FrontendError(f"{p}: cannot read ({exc.strerror})") from None
    module, ctx, encoding = parse_bytes(data, str(p), ctx)
    return module, ctx, SourceInfo(str(p), hashlib.sha256(data).hexdigest(), encoding)
