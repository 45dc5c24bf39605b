"""A caller's rule on the sizes of world collectives, applied rank by rank as a ``Sink`` violation.

Which sizes a simulator can run depends on the network and system it runs them on, which this
layer does not know: the caller passes ``size_rule(kind, size_bytes) -> reason | None`` (the
simulate path passes ``sim.analytical.empty_messages.empty_message_rule`` before the real
ASTRA-sim runs), and each world collective it refuses is one ``empty-message`` violation naming
the rank and node. The rule is asked once per (kind, size).
"""

from __future__ import annotations

from typing import Callable

from hlo2chakra.chakra.comm_groups import WORLD
from hlo2chakra.chakra.schema import CollectiveCommType
from hlo2chakra.chakra.validate.facts import TraceFacts
from hlo2chakra.chakra.validate.violations import Sink

SizeRule = Callable[[str, int], "str | None"]
_KINDS: dict[int, str] = {t: t.name for t in (CollectiveCommType.ALL_REDUCE, CollectiveCommType.ALL_GATHER,
                               CollectiveCommType.REDUCE_SCATTER, CollectiveCommType.ALL_TO_ALL)}


def check_world_sizes(rank: int, facts: TraceFacts, rule: SizeRule, sink: Sink,
                      answers: dict[tuple[str, int], str | None]) -> None:
    """``empty-message``: every world collective of ``rank`` whose (kind, size) ``rule`` refuses."""
    for op in facts.colls_by_pg.get(WORLD, ()):
        kind = _KINDS.get(op.comm_type)
        if kind is None or op.size_bytes <= 0:
            continue
        key = (kind, op.size_bytes)
        if key not in answers:
            answers[key] = rule(kind, op.size_bytes)
        answer = answers[key]
        if answer is not None:
            sink.add(rank, op.node_id, op.name, "empty-message", answer)
