"""The one mapping from the program's collective kinds to Chakra's: ``ir.CollectiveKind`` ->
``chakra.schema.CollectiveCommType``, the ``comm_type`` a COMM_COLL_NODE carries.

Everything below the traces names a collective by ``CollectiveCommType`` (its ``name``, such as
"ALL_REDUCE", is what the simulators and reports print); only the emitter looks at the IR's kind.
collective_broadcast is emitted as an ALL_GATHER (see ``chakra.emit.ranks``: ASTRA-sim replays
BROADCAST by duration only); collective_permute has no comm_type (it becomes send/receive nodes).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

from hlo2chakra.chakra.schema import CollectiveCommType
from hlo2chakra.ir.program import CollectiveKind

COMM_TYPE_OF: Mapping[CollectiveKind, CollectiveCommType] = MappingProxyType({
    CollectiveKind.ALL_REDUCE: CollectiveCommType.ALL_REDUCE,
    CollectiveKind.ALL_GATHER: CollectiveCommType.ALL_GATHER,
    CollectiveKind.REDUCE_SCATTER: CollectiveCommType.REDUCE_SCATTER,
    CollectiveKind.ALL_TO_ALL: CollectiveCommType.ALL_TO_ALL,
    CollectiveKind.COLLECTIVE_BROADCAST: CollectiveCommType.ALL_GATHER,
})


def comm_type_of(kind: CollectiveKind) -> CollectiveCommType:
    """The ``comm_type`` of a collective of ``kind``; ValueError for collective_permute."""
    try:
        return COMM_TYPE_OF[kind]
    except KeyError:
        raise ValueError(f"{kind.value} has no Chakra comm_type (it is emitted as send/receive nodes)") from None
