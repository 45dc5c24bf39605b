"""What the workload validator reports: ``Violation`` values, collected by a ``Sink``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from hlo2chakra.errors import BadInputError


@dataclass(frozen=True)
class Violation:
    rank: int | None
    node_id: int | None
    node_name: str | None
    rule: str
    message: str
    detail: str = ""  # the message without its "rank R, node N" prefix and rule tag

    def located(self) -> str:
        """The violation as a simulator names its culprit: "rank R node N ('name'): ... [rule]"."""
        if self.rank is None or self.node_id is None:
            return self.message
        return f"rank {self.rank} node {self.node_id} ({self.node_name!r}): {self.detail} [{self.rule}]"


class ValidationError(BadInputError):
    """Traces that ASTRA-sim would reject, hang on or misreport; ``violations`` lists them all."""

    def __init__(self, violations: Sequence[Violation]) -> None:
        self.violations: tuple[Violation, ...] = tuple(violations)
        first = self.violations[0].message if self.violations else "no violation"
        others = len(self.violations) - 1
        super().__init__(first + (f" (and {others} more violation{'s' * (others != 1)})" if others > 0 else ""))


class SinkFull(Exception):
    """The violation budget is spent: the validator stops looking."""


class Sink:
    """Collects violations, each located and tagged with its rule, up to ``limit``."""

    def __init__(self, limit: int) -> None:
        self.limit = max(1, limit)
        self.items: list[Violation] = []

    def add(self, rank: int | None, node_id: int | None, node_name: str | None, rule: str, text: str) -> None:
        if rank is None:
            where = "workload"
        elif node_id is None:
            where = f"rank {rank}"
        else:
            where = f"rank {rank}, node {node_id} ({node_name!r})"
        self.items.append(Violation(rank, node_id, node_name, rule, f"{where}: {text} [{rule}]", text))
        if len(self.items) >= self.limit:
            raise SinkFull
