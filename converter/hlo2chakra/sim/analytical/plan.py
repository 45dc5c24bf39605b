"""How ASTRA-sim lays out one collective: its members, chunks and per-chunk phases.

Contract: ``plan_collective`` returns a frozen ``CollectivePlan`` for a collective of ``kind``
and ``size_bytes`` over either the whole network (``group is None``) or a communicator sub-group
(members in listed order). World collectives walk the network dimensions (all-reduce with
``localBWAware``: RS up, AR on the last active dimension, AG down; ``baseline``: AR everywhere;
reduce-scatter up, all-gather down, all-to-all up); dimensions of size 1 or with ``involved_dim``
false are skipped. A sub-group becomes a 1-D logical ring in listed order whose hops cost the
physical distance between members (first differing dimension), with a fixed 10 ns endpoint delay;
on a multi-dimensional network it always uses ``ring``. Point-to-point messages use
``p2p_link``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from hlo2chakra.sim.analytical.algorithms import algorithm_named
from hlo2chakra.sim.analytical.algorithms.double_binary_tree import ALGORITHM as DOUBLE_BINARY_TREE
from hlo2chakra.sim.analytical.collective_cost import AG, AR, A2A, RS, Link, Phase, chunking
from hlo2chakra.sim.analytical.phase import PhasePlan, pair_link
from hlo2chakra.sim.config.files import NetworkConfig, SystemConfig
from hlo2chakra.sim.results import SimulationError

SUBGROUP_ENDPOINT_NS = 10.0
DBT = DOUBLE_BINARY_TREE.name  # the tree counters below are its state
_IMPL_INDEX = {AR: 0, AG: 1, RS: 2, A2A: 3}


@dataclass(frozen=True, eq=False)
class CollectivePlan:
    kind: str
    size_bytes: int
    members: tuple[int, ...]
    grid: tuple[int, ...]  # world: npus per dimension; sub-group: (len(members),)
    phases: tuple[PhasePlan, ...]
    chunk_bytes: int
    chunks: int
    active: int
    # doubleBinaryTree: bit d is the parity of dimension d's tree counter when this collective
    # starts (0: the next tree built on d is RootMax, 1: RootMin).
    tree_parity: int = 0

    @property
    def replayed(self) -> bool:
        """No closed form: the timing comes from the message-level replay (doubleBinaryTree)."""
        return any(algorithm_named(pp.phase.algorithm).replayed for pp in self.phases)

    def _tree_calls(self, dim: int) -> int:
        """doubleBinaryTree phases one chunk runs on ``dim`` (2 on a localBWAware RS/AG dimension)."""
        return sum(1 for pp in self.phases if pp.dim == dim and pp.phase.algorithm == DBT)

    def root_max(self, chunk: int, phase_index: int) -> bool:
        """Whether ``chunk``'s phase ``phase_index`` (a doubleBinaryTree one) takes the RootMax tree.

        Each rank keeps one tree counter per dimension (DoubleBinaryTreeTopology::counter), bumped
        whenever a chunk's phase on that dimension is built, chunk by chunk, phase by phase."""
        dim = self.phases[phase_index].dim
        before = sum(1 for pp in self.phases[:phase_index] if pp.dim == dim and pp.phase.algorithm == DBT)
        return ((self.tree_parity >> dim) + chunk * self._tree_calls(dim) + before) % 2 == 0

    @property
    def tree_flips(self) -> int:
        """The dimensions (bit mask) whose tree counter parity this collective flips."""
        dims = {pp.dim for pp in self.phases if pp.phase.algorithm == DBT}
        return sum(1 << d for d in dims if self.chunks * self._tree_calls(d) % 2)


def tree_row_plan(plan: CollectivePlan, pp: PhasePlan, data_bytes: int, root_max: bool) -> CollectivePlan:
    """One chunk of one doubleBinaryTree phase of a multi-dimensional plan, as a 1-D plan over the
    NPUs of one line of its dimension (positions = coordinates, as BinaryTree numbers them)."""
    n = pp.phase.peers
    return CollectivePlan(AR, data_bytes, tuple(range(n)), (n,), (pp,), data_bytes, 1, 1,
                          (0 if root_max else 1) << max(pp.dim, 0))


def coords(rank: int, npus: tuple[int, ...]) -> tuple[int, ...]:
    out = []
    for n in npus:
        out.append(rank % n)
        rank //= n
    return tuple(out)


def dim_hops(topology: str, n: int, a: int, b: int) -> int:
    if topology == "Ring":
        d = abs(a - b)
        return min(d, n - d)
    return 2 if topology == "Switch" else 1


def p2p_link(network: NetworkConfig, src: int, dst: int) -> Link:
    """Message route of ASTRA-sim's analytical backend: the first dimension where they differ."""
    cs, cd = coords(src, network.npus_count), coords(dst, network.npus_count)
    for d, (a, b) in enumerate(zip(cs, cd)):
        if a != b:
            n = network.npus_count[d]
            return Link(network.latency_ns[d], network.bytes_per_ns(d), dim_hops(network.topology[d], n, a, b))
    raise SimulationError(f"rank {src} sends a message to itself")


def _world_phase(network: NetworkConfig, system: SystemConfig, kind: str, dim: int, algo: str,
                 reverse: bool = False) -> PhasePlan:
    n, topo = network.npus_count[dim], network.topology[dim]
    lat, bw = network.latency_ns[dim], network.bytes_per_ns(dim)
    hops = _dimension_hops(n, topo)
    links = algorithm_named(algo).representative_links(kind, hops, lat, bw)
    phase = Phase(kind, algo, n, dim, links, system.endpoint_delay_ns,
                  system.local_mem_bw_gbps, reverse=reverse, ring_links=_ring_links(hops, lat, bw))
    # One latency and bandwidth for the whole dimension: (n, n) read-only views of a scalar, so a
    # 4,096-NPU dimension costs no 128 MiB arrays per collective plan.
    return PhasePlan(phase, dim, hops, np.broadcast_to(float(lat), (n, n)), np.broadcast_to(bw, (n, n)), True)


@functools.lru_cache(maxsize=16)
def _dimension_hops(n: int, topo: str) -> np.ndarray:
    """(n, n) hop counts between the NPUs of one dimension (read-only; shared by every plan on it)."""
    idx = np.arange(n, dtype=np.int32)
    if topo == "Ring":
        diff = np.abs(idx[:, None] - idx[None, :])
        hops = np.minimum(diff, n - diff)
    else:
        hops = np.full((n, n), 2 if topo == "Switch" else 1, dtype=np.int32)
    np.fill_diagonal(hops, 0)
    hops.setflags(write=False)
    return hops


def _ring_links(hops: np.ndarray, lat, bw) -> tuple[Link, ...]:
    """Links from ring position 0 to positions 1..p-1 (direct all-reduce's send order)."""
    return tuple(pair_link(hops, lat, bw, (0, k)) for k in range(1, hops.shape[0]))


def world_dims(kind: str, system: SystemConfig, network: NetworkConfig,
                involved: tuple[bool, ...]) -> list[tuple[str, int, bool]]:
    """(phase kind, dimension, ring reversed) for each phase of a world collective."""
    impl = system.implementations[_IMPL_INDEX[kind]]
    ndims = min(len(impl), network.num_dims)
    active = [d for d in range(ndims) if network.npus_count[d] > 1 and (d >= len(involved) or involved[d])]
    if kind == AR and system.collective_optimization == "localBWAware" and active:
        last = active[-1]
        return ([(RS, d, False) for d in active[:-1]] + [(AR, last, False)]
                + [(AG, d, True) for d in reversed(active[:-1])])
    if kind == AG:
        return [(AG, d, False) for d in reversed(active)]
    return [(kind, d, False) for d in active]


def _group_phase(network: NetworkConfig, system: SystemConfig, kind: str, members: tuple[int, ...]) -> PhasePlan:
    p = len(members)
    algo = system.implementations[_IMPL_INDEX[kind]][0] if network.num_dims == 1 else "ring"
    where = f"group {members}"
    algorithm = algorithm_named(algo, where)
    algorithm.check(kind, p, where, grouped=True)
    hops, lat, bw = _pair_arrays(network, members)
    links = algorithm.representative_links(kind, hops, lat, bw)
    used = algorithm.used_pairs(p)
    uniform = len({(int(hops[ij]), float(lat[ij]), float(bw[ij])) for ij in used}) <= 1
    twice = algorithm.reduce_twice_in_group(kind, p)
    phase = Phase(kind, algo, p, 0, links, SUBGROUP_ENDPOINT_NS, system.local_mem_bw_gbps, twice,
                  ring_links=_ring_links(hops, lat, bw))
    return PhasePlan(phase, -1, hops, lat, bw, uniform)


def _pair_arrays(network: NetworkConfig, members: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Hop count, latency and bandwidth of the route between every pair of members."""
    npus = np.array(network.npus_count)
    ranks = np.array(members)
    strides = np.concatenate(([1], np.cumprod(npus)[:-1]))
    co = (ranks[:, None] // strides[None, :]) % npus[None, :]  # (p, dims)
    differ = co[:, None, :] != co[None, :, :]
    first = np.argmax(differ, axis=2)  # first differing dimension (0 on the diagonal)
    a = np.take_along_axis(co[:, None, :].repeat(len(members), 1), first[..., None], 2)[..., 0]
    b = np.take_along_axis(co[None, :, :].repeat(len(members), 0), first[..., None], 2)[..., 0]
    n = npus[first]
    d = np.abs(a - b)
    ring = np.minimum(d, n - d)
    kind = np.array([{"Ring": 0, "Switch": 1}.get(t, 2) for t in network.topology])[first]
    hops = np.where(kind == 0, ring, np.where(kind == 1, 2, 1)).astype(np.int64)
    np.fill_diagonal(hops, 0)
    lat = np.array(network.latency_ns, dtype=float)[first]
    bw = np.array([network.bytes_per_ns(k) for k in range(network.num_dims)])[first]
    return hops, lat, bw


def plan_collective(network: NetworkConfig, system: SystemConfig, kind: str, size_bytes: int,
                    group: tuple[int, ...] | None, involved: tuple[bool, ...] = (),
                    tree_parity: int = 0) -> CollectivePlan:
    """The plan of one collective (callers cache it: configs may hold unhashable extras)."""
    total = network.num_npus
    chunk, n = chunking(size_bytes, kind, system.preferred_dataset_splits, total)
    if group is None or sorted(group) == list(range(total)):
        members = tuple(range(total))
        phases = []
        impl = system.implementations[_IMPL_INDEX[kind]]
        for phase_kind, d, reverse in world_dims(kind, system, network, involved):
            algo, where = impl[d], f"dimension {d}"
            algorithm_named(algo, where).check(kind, network.npus_count[d], where, grouped=group is not None)
            phases.append(_world_phase(network, system, phase_kind, d, algo, reverse))
        grid = tuple(network.npus_count)
    else:
        members = tuple(group)
        phases = [_group_phase(network, system, kind, members)]
        grid = (len(members),)
    return CollectivePlan(kind, size_bytes, members, grid, tuple(phases), chunk, n,
                          system.active_chunks_per_dimension, tree_parity & ((1 << network.num_dims) - 1))
