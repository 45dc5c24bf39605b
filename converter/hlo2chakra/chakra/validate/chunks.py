"""empty-message: a collective whose per-dimension messages shrink to 0 bytes, which ASTRA-sim aborts on.

ASTRA-sim 518bd513 cuts a collective of S bytes into chunks (``Sys::determine_chunk_size``,
astra-sim/system/Sys.cc:1009-1018): ``chunk = S / preferred-dataset-splits``, raised to the world's
NPU count when smaller (all-gather excepted). Each chunk then walks one phase per network
dimension (``Sys::generate_collective``, Sys.cc:777-880: ``localBWAware`` all-reduce =
reduce-scatter up the dimensions, all-reduce on the last one, all-gather down; otherwise the
collective itself on every dimension, all-gather in reverse order), each phase taking the
previous phase's ``final_data_size``. The phase's algorithm divides its input D with integer
division among the n NPUs of the dimension:

* ring / direct (``Ring.cc:70-86``; ``AllToAll`` is a ``Ring``): all-reduce, reduce-scatter and
  all-to-all send ``D / n``; all-gather sends D. Outputs: D, D / n, D, D * n.
* halvingDoubling (``HalvingDoubling.cc:54-72, 160-175``): reduce-scatter sends ``D / 2``, then
  halves it (``msg_size /= 2``) each step down to ``D / n``; all-reduce halves once more at the
  turn (``D / 2n``) and then doubles back, so it sends ``2 * (D / 2n)``; all-gather only grows.
* doubleBinaryTree sends D.

A 0-byte message reaches the analytical network's ``ChunkIdGenerator::create_send_chunk_id``
and fails its ``assert(chunk_size > 0)`` (network_frontend/analytical/common/ChunkIdGenerator.cc:23),
aborting the whole run. E.g. 64 NPUs as 8 x 8, ring then halvingDoubling, one split: a 64-byte
all-reduce chunk becomes 8 bytes after the ring reduce-scatter and 8 / 16 = 0 in halvingDoubling.
Every division is monotone in S, so the sizes that run are exactly those >= one smallest size.
"""

from __future__ import annotations

from typing import Any, Sequence

from hlo2chakra.chakra.comm_groups import WORLD
from hlo2chakra.chakra.schema import CollectiveCommType
from hlo2chakra.chakra.validate.facts import TraceFacts
from hlo2chakra.chakra.validate.violations import Sink

AR, AG, RS, A2A = "ALL_REDUCE", "ALL_GATHER", "REDUCE_SCATTER", "ALL_TO_ALL"
KIND_OF = {CollectiveCommType.ALL_REDUCE: AR, CollectiveCommType.ALL_GATHER: AG,
           CollectiveCommType.REDUCE_SCATTER: RS, CollectiveCommType.ALL_TO_ALL: A2A}
_IMPL_INDEX = {AR: 0, AG: 1, RS: 2, A2A: 3}


def chunk_bytes(size: int, kind: str, splits: int, total_npus: int) -> int:
    """Sys::determine_chunk_size: the bytes of every chunk of a collective of ``size`` bytes."""
    chunk = size // splits
    if kind != AG and total_npus > chunk:
        chunk = total_npus
    return chunk


def world_phases(kind: str, npus: Sequence[int], implementations: Sequence[Sequence[str]],
                 optimization: str, involved: Sequence[bool] = ()) -> list[tuple[str, str, int]]:
    """(phase kind, algorithm, NPUs in the dimension) for each phase of a world collective."""
    impl = implementations[_IMPL_INDEX[kind]]
    dims = min(len(impl), len(npus))
    active = [d for d in range(dims) if npus[d] > 1 and (d >= len(involved) or involved[d])]
    if kind == AR and optimization == "localBWAware" and active:
        order = [(RS, d) for d in active[:-1]] + [(AR, active[-1])] + [(AG, d) for d in reversed(active[:-1])]
    elif kind == AG:
        order = [(AG, d) for d in reversed(active)]
    else:
        order = [(kind, d) for d in active]
    return [(k, impl[d], npus[d]) for k, d in order]


def _phase(kind: str, algo: str, n: int, data: int) -> tuple[int, int]:
    """(smallest message sent, output bytes) of one phase on ``data`` bytes over ``n`` NPUs."""
    a = algo.removeprefix("one").lower()
    if a == "halvingdoubling":
        if kind == AG:
            return data, data * n
        if kind == RS:
            return data // n, data // n
        return 2 * (data // (2 * n)), data  # AR (A2A has no halvingDoubling: refused elsewhere)
    if a == "doublebinarytree":
        return data, data
    # ring, direct (AllToAll is a Ring) and their windowed variants
    if kind == AG:
        return data, data * n
    if kind == RS:
        return data // n, data // n
    return data // n, data


def smallest_message(size: int, kind: str, phases: Sequence[tuple[str, str, int]], splits: int,
                     total_npus: int) -> int:
    """The smallest message any phase of any chunk sends (0: ASTRA-sim aborts)."""
    data = chunk_bytes(size, kind, splits, total_npus)
    low = data
    for phase_kind, algo, n in phases:
        sent, data = _phase(phase_kind, algo, n, data)
        low = min(low, sent)
    return low


def smallest_size(kind: str, phases: Sequence[tuple[str, str, int]], splits: int, total_npus: int) -> int:
    """The smallest collective size whose messages are all non-empty (monotone in the size)."""
    def runs(s: int) -> bool:
        return smallest_message(s, kind, phases, splits, total_npus) > 0

    hi = 1
    while not runs(hi):
        hi *= 2
    lo = hi // 2  # fails (or 0)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if runs(mid) else (mid, hi)
    return hi


def empty_message_text(size: int, kind: str, npus: Sequence[int], implementations: Sequence[Sequence[str]],
                       optimization: str, splits: int, involved: Sequence[bool] = ()) -> str | None:
    """The violation text when a world collective sends a 0-byte message, else None."""
    total = 1
    for n in npus:
        total *= n
    phases = world_phases(kind, npus, implementations, optimization, involved)
    if not phases or smallest_message(size, kind, phases, splits, total) > 0:
        return None
    if chunk_bytes(size, kind, splits, total) == 0:
        least = smallest_size(kind, phases, splits, total)
        return (f"{kind} of {size} B with {splits} split(s) cuts into 0-byte chunks: ASTRA-sim loops forever; "
                f"the smallest size it runs is {least} B")
    algos = " then ".join(f"{a}({n})" for _, a, n in phases)
    least = smallest_size(kind, phases, splits, total)
    return (f"{kind} of {size} B over {'x'.join(map(str, npus))} NPUs ({algos}, {splits} split(s)) divides into a "
            f"0-byte message: ASTRA-sim aborts (ChunkIdGenerator.cc:23 'chunk_size > 0'); the smallest size it runs is {least} B")


def check_empty_messages(rank: int, facts: TraceFacts, network: Any, system: Any, sink: Sink,
                         cache: dict | None = None) -> None:
    """empty-message: every world collective of ``rank`` that ASTRA-sim cuts into a 0-byte message.

    network, system: ``NetworkConfig`` and ``SystemConfig`` (every network dimension taken as
    involved; communicator-group collectives are not checked).
    """
    cache = {} if cache is None else cache
    npus = tuple(network.npus_count)
    for op in facts.colls_by_pg.get(WORLD, ()):
        kind = KIND_OF.get(op.comm_type)  # type: ignore[call-overload]
        if kind is None or op.size_bytes <= 0:
            continue
        key = (kind, op.size_bytes)
        if key not in cache:
            cache[key] = empty_message_text(op.size_bytes, kind, npus, system.implementations,
                                            system.collective_optimization, system.preferred_dataset_splits)
        if cache[key] is not None:
            sink.add(rank, op.node_id, op.name, "empty-message", cache[key])
