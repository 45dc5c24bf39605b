"""Arguments the Docker runner hands to ``docker``: a checked image reference and bind-mount specs.

An image name is user input that lands on docker's command line, so it must be a well-formed
reference (``[host[:port]/]path[:tag][@algo:hex]``, the grammar of Docker's reference package) and
can never be read as an option. Paths are bound with ``--mount``, whose value docker reads as one CSV
record: a path holding ``:`` (which breaks ``-v SRC:DST``) or ``,`` stays intact when quoted the CSV way.

When ``docker run`` itself fails -- exit 125 (docker could not create or start the container: no
daemon, no such image, a refused option), 126 (the container's command cannot be invoked) or 127
(it is not in the image) -- ASTRA-sim never ran: ``docker_failure`` says why in one line, from
what docker wrote on stderr, as a ``DockerError`` (a ``ToolError``, exit 2), not as a simulation that
"aborted" with ranks that "never finished".
"""

from __future__ import annotations

import csv
import io
import re

from hlo2chakra.errors import ToolError, one_line
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


# docker run's own exit codes: ASTRA-sim never started (see `docker run --help`, "Exit status")
DOCKER_RUN_FAILURES = {
    125: "docker could not run the container",
    126: "the container's command could not be invoked",
    127: "the container's command was not found in the image",
}
MAX_CAUSE_CHARS = 400
_HELP_LINE = re.compile(r"(?:Run|See) 'docker [^']*--help'.*")


class DockerError(ToolError):
    """``docker run`` failed before ASTRA-sim ran (no daemon, no image, no binary in the image)."""


def docker_failure(exit_code: int, stderr: str, image: str, program: str) -> DockerError:
    """The one-line error for a ``docker run`` that exited with one of ``DOCKER_RUN_FAILURES``.

    The cause is docker's own message on ``stderr`` (its ``docker: `` prefix and the "Run 'docker
    run --help'" hint dropped), shortened to ``MAX_CAUSE_CHARS``.
    """
    lines = [line.strip() for line in stderr.splitlines()]
    lines = [line.removeprefix("docker: ").strip() for line in lines if line and not _HELP_LINE.fullmatch(line)]
    cause = one_line("; ".join(lines)) or "docker wrote nothing on stderr"
    if len(cause) > MAX_CAUSE_CHARS:
        cause = cause[: MAX_CAUSE_CHARS - 3] + "..."
    what = DOCKER_RUN_FAILURES.get(exit_code, "docker failed")
    return DockerError(f"ASTRA-sim did not run: {what} (docker run exit {exit_code}, image {image}, "
                       f"program {program}): {cause}")
