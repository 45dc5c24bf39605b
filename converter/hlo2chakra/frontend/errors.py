"""The frontend's single error type: one line that names the file, op or attribute at fault."""

from hlo2chakra.errors import BadInputError


class FrontendError(BadInputError):
    """The input cannot be read or lowered; the message is one line naming the culprit."""


class RankCountMismatch(FrontendError):
    """A requested rank count that the program's declared device count contradicts.

    ``requested`` and ``declared`` let a caller that chose the count itself (``compare`` takes it
    from a topology's NPU count) say so in its own words instead of blaming a ``--ranks`` flag.
    """

    def __init__(self, message: str, requested: int, declared: int) -> None:
        super().__init__(message)
        self.requested = requested
        self.declared = declared
