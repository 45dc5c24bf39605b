"""The frontend's single error type: one line that names the file, op or attribute at fault."""


class FrontendError(ValueError):
    """The input cannot be read or lowered; the message is one line naming the culprit."""
