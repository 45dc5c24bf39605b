"""Walking nested regions without Python recursion.

A walk is a generator: when it needs a nested region walked it yields that region's walk and
receives its result; ``drive`` runs a walk and everything it yields on an explicit stack, so
the depth of nesting is bounded by ``limits.MAX_NESTING_DEPTH``, not by the interpreter's stack.
An error in a nested walk is thrown into the walk that asked for it (its ``finally`` blocks run).
"""

from __future__ import annotations

from typing import Any, Generator

Walk = Generator[Any, Any, Any]  # yields the nested walks it needs; returns what it lowered


def drive(root: Walk) -> Any:
    """Run a walk and the nested walks it yields on an explicit stack (no Python recursion, so
    nesting depth is bounded by ``MAX_NESTING_DEPTH``, not by the interpreter's stack)."""
    stack: list[Walk] = [root]
    value: Any = None
    error: BaseException | None = None
    while True:
        walk = stack[-1]
        try:
            child = walk.throw(error) if error is not None else walk.send(value)
        except StopIteration as done:
            stack.pop()
            value, error = done.value, None
            if not stack:
                return value
            continue
        except BaseException as exc:  # unwind: the parent walk sees its child's error
            stack.pop()
            if not stack:
                raise
            value, error = None, exc
            continue
        stack.append(child)
        value, error = None, None
