"""Typer's argument coercion without pydantic for the plain values our commands take.

Typer 0.2x coerces every command-line value through a pydantic ``TypeAdapter``; importing pydantic
and building the adapters was a third of ``hlo2chakra validate``'s start-up (about 0.15 s CPU) for
values that are a str, a Path, an int or an enum member. ``install()`` wraps typer's
``build_runtime_param`` so that those values are coerced with typer's own pydantic-free helpers
(``coerce_cli_path``, ``coerce_cli_choice``), in the same order typer's ``build_leaf_adapter``
tries the types. Anything else, and any value the plain path does not accept, goes to typer's own
runtime parameter (built on first need), so results and error messages stay typer's.
A typer without ``typer._coercion`` (the click-based releases) needs none of this: nothing is changed.
The wrapper leans on typer's private modules, so it is installed only for the typer releases it was
checked against (``CHECKED_TYPER``); any other typer runs exactly as shipped, only slower to start.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any, Callable, get_args, get_origin

_INT = re.compile(r"-?(?:0|[1-9][0-9]*)")  # what int() and pydantic read the same way
_FLOAT = re.compile(r"-?(?:0|[1-9][0-9]*)\.[0-9]+")


# Typer releases whose private coercion API (`typer.core.build_runtime_param`, `typer._coercion`,
# `typer._param_types`) this module was checked against by tests/cli/test_coercion.py.
CHECKED_TYPER = ("0.29.",)


class _Unhandled(Exception):
    """The plain path does not take this value: typer's own runtime parameter must."""


def _plain_leaf(annotation: Any, info: Any, value: Any, param: Any, ctx: Any) -> Any:
    """``value`` coerced as typer's ``build_leaf_adapter`` would, or ``_Unhandled``."""
    from typer._param_types import coerce_cli_choice, coerce_cli_path, lenient_issubclass, routes_to_path
    from typer._typing import is_literal_type, literal_values

    if info.parser is not None:
        raise _Unhandled
    if lenient_issubclass(annotation, Enum) or is_literal_type(annotation):
        choices = list(annotation) if lenient_issubclass(annotation, Enum) else literal_values(annotation)
        return coerce_cli_choice(value, choices=choices, case_sensitive=info.case_sensitive, ctx=ctx)
    if annotation is int or annotation is float:
        if info.clamp:
            raise _Unhandled
        if type(value) is annotation:
            number = value
        elif type(value) is str and (_INT.fullmatch(value) or (annotation is float and _FLOAT.fullmatch(value))):
            number = annotation(value)
        else:
            raise _Unhandled
        if (info.min is not None and number < info.min) or (info.max is not None and number > info.max):
            raise _Unhandled  # out of range: typer words the error
        return number
    if annotation is bool:
        if type(value) is bool:
            return value
        raise _Unhandled
    if annotation is str:
        if type(value) is str:
            return value
        raise _Unhandled
    if routes_to_path(annotation, info):
        path_type = info.path_type
        if path_type is None and lenient_issubclass(annotation, Path):
            path_type = annotation
        if path_type is Path and type(value) is str and value:
            value = Path(value)  # what pydantic's Path validator makes of a str, without loading pydantic
        return coerce_cli_path(value, info, path_type=path_type, param=param, ctx=ctx)
    raise _Unhandled


def _plain(annotation: Any, info: Any, value: Any, param: Any, ctx: Any) -> Any:
    if get_origin(annotation) is list:
        (item_type,) = get_args(annotation)
        items = value if isinstance(value, (list, tuple)) else [value]
        return [_plain_leaf(item_type, info, item, param, ctx) for item in items]
    if get_origin(annotation) is not None:
        raise _Unhandled
    return _plain_leaf(annotation, info, value, param, ctx)


def _lazy_runtime_param_class(base: type, original: Callable[[Any], Any]) -> type:
    @dataclass(frozen=True)
    class PlainFirstRuntimeParam(base):
        """Coerces plain values itself; builds typer's (pydantic) runtime parameter only when needed."""

        descriptor: Any = None
        _typer_own: list[Any] = field(default_factory=list, compare=False, repr=False)

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            try:
                return _plain(self.annotation, self.parameter_info, value, param, ctx)
            except Exception:  # noqa: BLE001 - typer's own coercion decides, and words the error
                if not self._typer_own:
                    self._typer_own.append(original(self.descriptor))
                return self._typer_own[0]._coerce_value(value, param=param, ctx=ctx)

    return PlainFirstRuntimeParam


def install() -> None:
    """Make typer coerce plain values without pydantic (once; a no-op for typers without pydantic)."""
    try:
        import typer
        import typer.core as typer_core
        from typer import _coercion
    except ImportError:
        return
    if not str(getattr(typer, "__version__", "")).startswith(CHECKED_TYPER):
        return
    original = getattr(typer_core, "build_runtime_param", None)
    if original is None or getattr(original, "_hlo2chakra_plain_first", False):
        return
    runtime_class = _lazy_runtime_param_class(_coercion.RuntimeParam, original)

    def build_runtime_param(descriptor: Any) -> Any:
        if getattr(descriptor, "file_annotation", None) is not None:
            return original(descriptor)
        try:
            return runtime_class(parameter_info=descriptor.parameter_info, annotation=descriptor.annotation,
                                 descriptor=descriptor)
        except (AttributeError, TypeError):  # a descriptor shaped differently: typer's own path
            return original(descriptor)

    build_runtime_param._hlo2chakra_plain_first = True  # type: ignore[attr-defined]
    typer_core.build_runtime_param = build_runtime_param
