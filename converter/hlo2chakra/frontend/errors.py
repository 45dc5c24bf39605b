"""The frontend's error types: one line that names the file, op or attribute at fault."""

from __future__ import annotations

from typing import Any

from hlo2chakra.errors import BadInputError
from hlo2chakra.frontend.locations import op_at


class FrontendError(BadInputError):
    """The input cannot be read or lowered; the message is one line naming the culprit."""


class OpError(FrontendError):
    """One op cannot be lowered.

    A handler raises it with the fault alone (``detail``); the walker's one error site
    (``lower.Lowering.lower_block_ops``) names it at the op being lowered (``op``, ``location``),
    and the message reads ``'<op> at <location>: <detail>'``. ``blame`` names another op than the
    one being lowered (the one whose region is entered); ``preface`` puts a module-wide cause
    first: ``'<preface> (<op> at <location>: <detail>)'``.
    """

    def __init__(self, detail: str, *, preface: str = "", blame: Any = None, op: str = "",
                 location: str = "") -> None:
        self.detail, self.preface, self.blame = detail, preface, blame
        self.op, self.location = op, location
        super().__init__(self._message() if op else detail)

    @property
    def located(self) -> bool:
        return bool(self.op)

    def at(self, op: str, location: str) -> OpError:
        """This fault named at ``op`` (its name) and ``location`` (where it is, may be empty)."""
        return OpError(self.detail, preface=self.preface, op=op, location=location)

    def _message(self) -> str:
        located = f"{op_at(self.op, self.location)}: {self.detail}"
        return f"{self.preface} ({located})" if self.preface else located


class RankCountMismatch(FrontendError):
    """A requested rank count that the program's declared device count contradicts.

    ``requested`` and ``declared`` let a caller that chose the count itself (``compare`` takes it
    from a topology's NPU count) say so in its own words instead of blaming a ``--ranks`` flag.
    """

    def __init__(self, message: str, requested: int, declared: int) -> None:
        super().__init__(message)
        self.requested = requested
        self.declared = declared
