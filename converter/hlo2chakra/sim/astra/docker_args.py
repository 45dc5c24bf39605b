"""Arguments the Docker runner hands to ``docker``: a checked image reference and bind-mount specs.

An image name is user input that lands on docker's command line, so it must be a well-formed
reference (``[host[:port]/]path[:tag][@algo:hex]``, the grammar of Docker's reference package) and
can never be read as an option. Paths are bound with ``--mount``, whose value docker reads as one CSV
record: a path holding ``:`` (which breaks ``-v SRC:DST``) or ``,`` stays intact when quoted the CSV way.
"""

from __future__ import annotations

import csv
import io
import re

from hlo2chakra.sim.config.files import ConfigError

_COMPONENT = r"[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*"
_DOMAIN_PART = r"(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])"
_DOMAIN = rf"(?:{_DOMAIN_PART}(?:\.{_DOMAIN_PART})*|\[[0-9a-fA-F:]+\])(?::[0-9]+)?"
_TAG = r"[\w][\w.-]{0,127}"
_DIGEST = r"[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}"
_REFERENCE = re.compile(
    rf"(?:{_DOMAIN}/)?{_COMPONENT}(?:/{_COMPONENT})*(?::{_TAG})?(?:@{_DIGEST})?"
)
MAX_REFERENCE_CHARS = 255 + 128 + 80  # name, tag and digest limits of Docker's reference grammar


def check_image_reference(image: str) -> str:
    """``image`` when it is a well-formed Docker image reference; a one-line ConfigError otherwise."""
    if not image or len(image) > MAX_REFERENCE_CHARS or _REFERENCE.fullmatch(image) is None:
        shown = image if len(image) <= 80 else image[:77] + "..."
        hint = " (it would be read as a docker option)" if image.startswith("-") else ""
        raise ConfigError(
            f"--docker-image {shown!r} is not a Docker image reference{hint}; "
            "expected [registry/]name[:tag][@sha256:digest], e.g. hlo2chakra/astra-sim:518bd513"
        )
    return image


def bind_mount(source: str, target: str, *, read_only: bool = False) -> str:
    """The ``--mount`` value binding host path ``source`` at ``target``, quoted so any path survives."""
    for name, path in (("source", source), ("target", target)):
        if "\n" in path or "\r" in path or "\0" in path:
            raise ConfigError(f"cannot bind {path!r} into the container: the {name} path holds a line break or NUL")
    fields = ["type=bind", f"source={source}", f"target={target}"]
    if read_only:
        fields.append("readonly")
    out = io.StringIO()
    csv.writer(out, lineterminator="").writerow(fields)
    return out.getvalue()
