"""The interface every collective algorithm of the embedded ASTRA-sim model implements.

One algorithm is one object (ASTRA-sim has one class per algorithm: Ring, AllToAll, HalvingDoubling,
DoubleBinaryTreeAllReduce). Each carries, in one module:

* its names as system files spell them (``names``; ``one``-prefixed variants included) and the
  collective kinds it implements (``kinds``);
* ``check``: what ASTRA-sim refuses or crashes on, refused here in one line;
* ``representative_links`` / ``used_pairs``: which peer routes its closed form charges;
* ``message_bytes``: the smallest message one chunk's phase sends (the 0-byte rule reads it);
* ``phase_cost_ns``: one chunk's phase, all peers starting together (closed form);
* ``lines_end``: per-rank end times of one phase on independent lines, ranks starting apart;
* ``replay_chunk``: the message-level state machine of one chunk on one rank (``ReplayHost``);
* ``fit_candidate``: whether ``fit-network`` searches it for a collective kind and peer count.

An algorithm with no closed form (``replayed``) is timed by the replay alone.
"""

from __future__ import annotations

from typing import Callable, Protocol

import numpy as np

from hlo2chakra.sim.analytical.phase import Link, Phase, PhasePlan


class ReplayPlan(Protocol):
    """What a replay reads of the collective's plan."""

    @property
    def chunk_bytes(self) -> int: ...   # read-only, as the frozen CollectivePlan's field is

    def root_max(self, chunk: int, phase_index: int) -> bool: ...


class ReplayHost(Protocol):
    """The message-level replay one rank's chunk runs in (``aware.AwareCollective``)."""

    p: int  # members
    E: int  # endpoint delay, ns
    phase: Phase

    @property
    def plan(self) -> ReplayPlan: ...   # read-only, so a host may hold a richer plan (a CollectivePlan)

    def at(self, time_ns: int, fn: Callable, *args) -> None: ...
    def send(self, now: int, src: int, dst: int, chunk: int, size_bytes: int) -> None: ...
    def recv(self, now: int, src: int, dst: int, chunk: int, size_bytes: int, cb: Callable[[int], None]) -> None: ...
    def finish(self, now: int, r: int) -> None: ...


class CollectiveAlgorithm(Protocol):
    name: str  # canonical spelling, as ASTRA-sim's system files name it
    names: tuple[str, ...]  # every spelling the system files accept
    kinds: frozenset[str]  # AR / AG / RS / A2A it implements
    replayed: bool  # no closed form: timed by the message replay
    keeps_data: bool  # a phase in any position passes its whole input on (doubleBinaryTree)

    def check(self, kind: str, peers: int, where: str, grouped: bool) -> None:
        """Raise ``SimulationError`` (one line, naming ``where``) for what is not reproduced."""

    def representative_links(self, kind: str, hops: np.ndarray, lat, bw) -> tuple[Link, ...]: ...

    def used_pairs(self, peers: int) -> list[tuple[int, int]]: ...

    def reduce_twice_in_group(self, kind: str, peers: int) -> bool:
        """Whether a sub-group phase also reduces its second round (direct all-reduce, p >= 3)."""

    def message_bytes(self, kind: str, peers: int, data_bytes: int) -> int: ...

    def phase_cost_ns(self, phase: Phase, data_bytes: int) -> int: ...

    def lines_end(self, pp: PhasePlan, start: np.ndarray, data_bytes: int, E: int) -> np.ndarray:
        """(lines, peers) begin times -> end times of one phase, every line independent."""

    def replay_chunk(self, host: ReplayHost, now: int, r: int, chunk: int) -> None: ...

    def fit_candidate(self, kind: str, peers: int) -> bool: ...
