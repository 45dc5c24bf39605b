"""The one mapping of the program's collective kinds to Chakra's comm_type (chakra.emit.comm_types),
and the simulator's kind names taken from the same enum."""

from __future__ import annotations

import pytest

from hlo2chakra.chakra.emit.comm_types import COMM_TYPE_OF, comm_type_of
from hlo2chakra.chakra.schema import CollectiveCommType
from hlo2chakra.ir.program import CollectiveKind
from hlo2chakra.sim.analytical.collective_cost import A2A, AG, AR, RS


def test_every_group_collective_has_its_chakra_comm_type() -> None:
    # Chakra's numbers (et_def.proto): ALL_REDUCE 0, ALL_GATHER 2, ALL_TO_ALL 6, REDUCE_SCATTER 7
    assert {k.value: int(comm_type_of(k)) for k in COMM_TYPE_OF} == {
        "all_reduce": 0, "all_gather": 2, "reduce_scatter": 7, "all_to_all": 6,
        "collective_broadcast": 2,  # emitted as an all-gather: ASTRA-sim replays BROADCAST by duration only
    }


def test_collective_permute_has_no_comm_type() -> None:
    assert CollectiveKind.COLLECTIVE_PERMUTE not in COMM_TYPE_OF
    with pytest.raises(ValueError, match="collective_permute has no Chakra comm_type"):
        comm_type_of(CollectiveKind.COLLECTIVE_PERMUTE)


def test_the_simulator_names_kinds_as_the_traces_do() -> None:
    assert (AR, AG, RS, A2A) == ("ALL_REDUCE", "ALL_GATHER", "REDUCE_SCATTER", "ALL_TO_ALL")
    assert [CollectiveCommType[name] for name in (AR, AG, RS, A2A)] == [
        comm_type_of(CollectiveKind.ALL_REDUCE), comm_type_of(CollectiveKind.ALL_GATHER),
        comm_type_of(CollectiveKind.REDUCE_SCATTER), comm_type_of(CollectiveKind.ALL_TO_ALL)]
