"""Reading a user's YAML file (hardware, topology, sweep spec, prices) with one-line errors.

Every reader of a YAML input goes through ``read_yaml``, so an unreadable file and a YAML syntax
error read the same everywhere: ``<path>: cannot read the <what> (<reason>)`` and
``<path>: not valid YAML (<first line of the parser's message>)``, raised as the caller's error type.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def read_yaml(path: str | os.PathLike, what: str, error: type[Exception]) -> Any:
    """The parsed content of the YAML file ``path`` (a ``what``, e.g. "hardware file")."""
    import yaml  # here, not at the top: the commands that read no YAML file start without it

    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise error(f"{path}: cannot read {what} ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise error(f"{path}: cannot read {what} (not UTF-8 text)") from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise error(f"{path}: not valid YAML ({str(exc).splitlines()[0]})") from None
