"""Reading StableHLO into an MLIR module with jaxlib's real parser.

Accepts MLIR text, plain MLIR bytecode, and StableHLO portable artifacts (bytecode whose
producer string starts with ``StableHLO_v``, which must be deserialised to reach stablehlo ops).
Every failure becomes a one-line ``FrontendError`` that names the file, and for text the op and
line MLIR's first diagnostic points at; MLIR's diagnostics are captured (``captured_diagnostics``),
never printed on stderr beside it.
"""

from __future__ import annotations

import codecs
import contextlib
import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from hlo2chakra.checks.limits import MAX_NESTING_DEPTH, read_regular_file
from hlo2chakra.errors import one_line
from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.frontend.locations import describe_location, op_at, place_in

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
# The strings of _BRACE_OR_SKIPPED (the same language, unrolled: a search for the literal quote,
# not a try of three alternatives at every byte).
_STRING = re.compile(rb'"[^"\\\n]*(?:\\.[^"\\\n]*)*"')
_NOT_BRACES = bytes(b for b in range(256) if b not in b"{}")
_QUICK_PASSES = 64


def _nests_within(data: bytes, limit: int) -> bool:
    """True when the braces outside strings surely nest at most ``limit`` deep; False when the
    exact scan must tell. A quick pass over 2.5 MB of text takes a third of the exact scan, which
    walks every brace and string in Python: without comments (a ``//`` anywhere, in a string too,
    leaves it to the exact scan) the braces outside strings are those left once the strings are
    cut out, and a balanced brace sequence that ``{}`` removal empties in h passes nests h deep."""
    if b"//" in data:
        return False
    braces = _STRING.sub(b"", data).translate(None, _NOT_BRACES)
    for _ in range(min(limit, _QUICK_PASSES)):
        if not braces:
            return True
        braces = braces.replace(b"{}", b"")
    return not braces


def check_nesting(data: bytes, source: str, limit: int = MAX_NESTING_DEPTH) -> None:
    """Refuse MLIR text nested more than ``limit`` braces deep (regions, attribute dicts), before
    the MLIR parser, which overflows its stack a few thousand levels deep, sees it."""
    if data.count(b"{") <= limit or _nests_within(data, limit):
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
    # Parsing verifies the module; on MLIR's thread pool that took longer (wall and CPU) than on
    # one thread for the bench's 10k- and 14k-op programs (the pool's hand-offs cost more than the
    # per-function verification they share out).
    ctx.enable_multithreading(False)
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)
    ctx.append_dialect_registry(registry)
    stablehlo.register_dialect(ctx)
    sdy.register_dialect(ctx)
    chlo.register_dialect(ctx)
    mhlo.register_mhlo_dialect(ctx)
    ctx.load_all_available_dialects()
    return ctx


@contextlib.contextmanager
def captured_diagnostics(ctx) -> Iterator[list[tuple[str, str]]]:
    """Every diagnostic MLIR emits on ``ctx`` while the block runs, as (location, message), kept
    from stderr: without a handler MLIR prints them there itself (``loc("-":0:0): error: ...``
    lines before the tool's own one-line error). The parser's own capture (``MLIRError``'s
    ``error_diagnostics``) still sees its diagnostics first."""
    seen: list[tuple[str, str]] = []

    def keep(diagnostic) -> bool:
        try:
            seen.append((str(diagnostic.location), str(diagnostic.message)))
        except Exception:  # noqa: BLE001 - a diagnostic that cannot be read is still kept off stderr
            pass
        return True  # handled: MLIR prints nothing

    handler = ctx.attach_diagnostic_handler(keep)
    try:
        yield seen
    finally:
        handler.detach()


_OP_NAME = re.compile(r'^\s*(?:%[^=]*=\s*)?"?([A-Za-z_][\w$]*\.[\w.$]+|return)\b')
_TEXT_LOC = re.compile(r'^"-":(\d+):(\d+)$')


def _op_on_line(text: str, line: int) -> str:
    """The op whose text holds line ``line`` (1-based) of ``text``: the one that line starts, else
    the nearest of the five lines above when the line continues it (a broken attribute); "" when
    none is clear (a block label or the closing line of a region)."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return ""
    for k in range(line - 1, max(-1, line - 7), -1):
        stripped = lines[k].strip()
        match = _OP_NAME.match(lines[k])
        if match:
            return "func.return" if match.group(1) == "return" else match.group(1)
        if not stripped or stripped.startswith(("}", "^", "//")):
            return ""
    return ""


def _diagnostic_text(location: str, message: str, source: str, text: str | None, generated: bool) -> str:
    """One diagnostic on one line: ``<op> at <file>:<line>:<col>: <message>`` for a text module
    (``text``; a ``generated`` one's lines are not those of the file ``source`` names, so its
    place is ``line L:C``), the message alone for a location that says nothing (bytecode's
    ``"-":0:0``)."""
    message = one_line(message)
    loc = location.removeprefix("loc(").removesuffix(")")
    where = _TEXT_LOC.match(loc)
    if where is None or where.group(1) == "0":
        place = "" if loc in ("unknown", '"-":0:0') or where is not None else describe_location(location)
        return f"{place}: {message}" if place else message
    line = int(where.group(1))
    place = describe_location(location) if generated else place_in(source, location)
    op = _op_on_line(text, line) if text is not None else ""
    if op and message.startswith(f"'{op}' op "):
        op = ""  # the verifier's message names it already
    named = op_at(op, place) if op else place
    return f"{named}: {message}" if named else message


def _first_diagnostic(exc: Exception, captured: list[tuple[str, str]], source: str, text: str | None,
                      generated: bool) -> str:
    """The first error MLIR reported (its own capture's, else the handler's), else the exception's last line."""
    found = [(str(d.location), str(d.message)) for d in getattr(exc, "error_diagnostics", None) or []]
    for location, message in found + captured:
        if message.strip():
            return _diagnostic_text(location, message, source, text, generated)
    lines = [line for line in str(exc).splitlines() if line.strip()]
    return one_line(lines[-1]) if lines else type(exc).__name__


def parse_bytes(data: bytes, source: str, ctx=None, *, generated: bool = False):
    """Parse MLIR text / bytecode / portable artifact bytes; returns (module, context, encoding).

    generated: ``data`` is text the tool made (an HLO import, the partitioner's output), not the
    bytes of the file ``source`` names, so a parse error's line is not a line of that file."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo

    ctx = ctx or make_context()
    if not data.strip():
        raise FrontendError(f"{source}: empty file")
    text: str | None = None
    with captured_diagnostics(ctx) as captured:
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
            what = ("cannot parse MLIR" if not data.startswith(_BYTECODE_MAGIC)
                    else "cannot read MLIR bytecode (truncated or corrupt?)")
            reason = _first_diagnostic(exc, captured, source, text, generated)
            raise FrontendError(f"{source}: {what}: {reason}") from None


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
