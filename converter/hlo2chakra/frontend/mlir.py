"""Reading StableHLO into an MLIR module with jaxlib's real parser.

Accepts MLIR text, plain MLIR bytecode, and StableHLO portable artifacts (bytecode whose
producer string starts with ``StableHLO_v``, which must be deserialised to reach stablehlo ops).
Every failure becomes a one-line ``FrontendError`` that names the file.
"""

from __future__ import annotations

import codecs
import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

from hlo2chakra.checks.limits import MAX_NESTING_DEPTH, read_regular_file
from hlo2chakra.frontend.errors import FrontendError

_BYTECODE_MAGIC = b"ML\xefR"
_PORTABLE_MARK = b"StableHLO_v"


@dataclass(frozen=True)
class SourceInfo:
    path: str
    sha256: str
    encoding: str  # "text" | "bytecode" | "portable-artifact"


def sniff_program(head: bytes) -> str | None:
    """Why the first bytes cannot start MLIR text, MLIR bytecode or HLO text (None if they can)."""
    if head.startswith(_BYTECODE_MAGIC):
        return None
    nul = head.find(b"\0")
    if nul >= 0:
        return (f"binary data (a NUL byte at offset {nul}), not MLIR text, MLIR bytecode, HLO text or "
                "a StableHLO artifact")
    try:
        codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
    except UnicodeDecodeError as exc:
        return f"not UTF-8 text at offset {exc.start}, and not MLIR bytecode: not a StableHLO/HLO program"
    return None


def read_program_file(path: str | os.PathLike) -> bytes:
    """A program file's bytes: a regular file whose first bytes look like a program (else a
    one-line FrontendError, before the rest is read)."""
    return read_regular_file(path, FrontendError, sniff_program)


_BRACE_OR_SKIPPED = re.compile(rb'"(?:[^"\\\n]|\\.)*"|//[^\n]*|[{}]')


def check_nesting(data: bytes, source: str, limit: int = MAX_NESTING_DEPTH) -> None:
    """Refuse MLIR text nested more than ``limit`` braces deep (regions, attribute dicts), before
    the MLIR parser, which overflows its stack a few thousand levels deep, sees it."""
    if data.count(b"{") <= limit:
        return
    depth = 0
    for match in _BRACE_OR_SKIPPED.finditer(data):
        token = match.group()
        if token == b"{":
            depth += 1
            if depth > limit:
                line = data.count(b"\n", 0, match.start()) + 1
                raise FrontendError(f"{source}:{line}: nested more than {limit} regions deep (the limit; "
                                    "deeper nesting crashes the MLIR parser)")
        elif token == b"}":
            depth -= 1


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
        check_nesting(data, source)
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
    data = read_program_file(p)
    module, ctx, encoding = parse_bytes(data, str(p), ctx)
    return module, ctx, SourceInfo(str(p), hashlib.sha256(data).hexdigest(), encoding)
