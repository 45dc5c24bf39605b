"""The compiled replay's state, held from Python: arrays, their growth, and collective registration.

Contract: ``KernelState(network)`` is one empty event queue (arrays ``A``, ``F`` in ``fast_net``'s
layout) and, with a ``NetworkConfig``, the congestion-aware links of its 1-D network (None:
collectives only, each over its own ``FreeNetwork``). ``add_collective(plan, engine, free)`` registers one instance (``free``: its
messages never wait, as ``aware_links.FreeNetwork``; ``engine``: a member's completion is pushed as
the engine event (rank, node index) set with ``set_node``) and returns its id, or None when the
plan is not one the kernel replays (several phases, an algorithm it does not know): the caller
then keeps the Python replay. ``admit``/``schedule_start``/``push_engine``/``send_p2p`` feed
it and ``run()`` runs it to the next event Python must see (``fast_algorithms.run``'s codes),
growing the pools whenever the kernel asks. ``ends(coll)`` gives each member's completion time.

Importing this module imports numba; ``fast_replay.compiled_enabled`` decides whether to.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
from numba.core.dispatcher import Dispatcher

from hlo2chakra.sim.analytical import fast_algorithms as fa
from hlo2chakra.sim.analytical import fast_net as fn
from hlo2chakra.sim.analytical.algorithms import algorithm_named
from hlo2chakra.sim.analytical.algorithms.double_binary_tree import binary_tree
from hlo2chakra.sim.analytical.algorithms.halving_doubling import hd_steps
from hlo2chakra.sim.analytical.phase import A2A, AG, AR, RS, reduction_ns
from hlo2chakra.sim.analytical.plan import CollectivePlan
from hlo2chakra.sim.config.files import NetworkConfig

_ALGORITHMS = {"ring": fa.ALG_RING, "direct": fa.ALG_DIRECT, "halvingDoubling": fa.ALG_HD,
               "doubleBinaryTree": fa.ALG_DBT}
_KINDS = {AR: fa.KIND_AR, AG: fa.KIND_AG, RS: fa.KIND_RS, A2A: fa.KIND_A2A}
_TOPOLOGIES = {"Ring": fn.TOPO_RING, "FullyConnected": fn.TOPO_FC, "Switch": fn.TOPO_SWITCH}
_FIRST_ROWS = 1024


def _fresh_cache() -> None:
    """numba keys a cached function on its own source file only, and ``fast_algorithms`` inlines
    ``fast_net``: an edited ``fast_net`` would leave stale machine code in ``fast_algorithms``'s cache.
    So both modules' caches are flushed whenever either source differs from the last one cached."""
    digest = hashlib.sha256(b"".join(Path(str(m.__file__)).read_bytes() for m in (fn, fa))).hexdigest()[:16]
    cache = getattr(fa.run, "_cache", None)
    folder = Path(getattr(cache, "_cache_path", ""))
    if not str(folder):
        return
    stamp = folder / "hlo2chakra_fast_kernel.stamp"
    try:
        if stamp.read_text() == digest:
            return
    except OSError:
        pass
    for module in (fn, fa):
        for obj in vars(module).values():
            kernel_cache = getattr(obj, "_cache", None) if isinstance(obj, Dispatcher) else None
            if kernel_cache is not None:
                kernel_cache.flush()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        stamp.write_text(digest)
    except OSError:  # a read-only install: numba then caches elsewhere or not at all
        pass


_fresh_cache()
KERNEL_RAN = False  # whether the kernel has run in this process (numba's start paid: fast_replay)
_REGIONS = (fn.R_HEAP, fn.R_EV, fn.R_MSG, fn.R_LINK, fn.R_Q, fn.R_N, fn.R_T, fn.R_CT, fn.R_MP, fn.R_SP, fn.R_AP)


class KernelState:
    def __init__(self, network: NetworkConfig | None) -> None:
        n_links = 1
        latency_ns = bytes_per_ns = 1.0
        topo = n = 0
        if network is not None:
            n = network.npus_count[0]
            topo = _TOPOLOGIES[network.topology[0]]
            latency_ns, bytes_per_ns = float(network.latency_ns[0]), float(network.bytes_per_ns(0))
            n_links = n * n if topo == fn.TOPO_FC else 2 * n
        caps = {r: _FIRST_ROWS for r in _REGIONS}
        caps.update({fn.R_LINK: n_links, fn.R_T: 4 * _FIRST_ROWS, fn.R_CT: 16, fn.R_MP: 64, fn.R_SP: 64,
                     fn.R_AP: 256})
        self.A = np.zeros(fn.HEADER, dtype=np.int64)
        self._layout(caps)
        for slot in (fn.MSG_FREE, fn.Q_FREE, fn.QN_FREE, fn.EV_FREE):
            self.A[slot] = -1  # empty free lists
        self.A[fn.TOPO], self.A[fn.NODES], self.A[fn.CUR_C] = topo, n, -1
        links = self.view(fn.R_LINK)
        links[:, [fn.L_FREE_T, fn.L_FREE_C, fn.L_HEAD, fn.L_TAIL]] = -1  # free since before t = 0
        self.F = np.zeros(256, dtype=np.float64)
        self.F[:2] = latency_ns, bytes_per_ns
        self.used = {fn.R_CT: 0, fn.R_MP: 0, fn.R_SP: 0, fn.R_AP: 0}
        self.f_used = 2
        self.live: list[int] = []  # collectives registered and not yet done on every member
        self.margin = 64  # the most rows one event takes: raised with the largest collective

    def _layout(self, caps: dict[int, int]) -> None:
        """Re-place every region with capacity ``caps`` (rows), keeping what each holds."""
        old = self.A
        size = fn.HEADER + sum(caps[r] * fn.WIDTH[r] for r in _REGIONS)
        new = np.zeros(size, dtype=np.int64)
        new[: fn.HEADER] = old[: fn.HEADER]
        base = fn.HEADER
        for r in _REGIONS:
            width, keep = fn.WIDTH[r], min(int(old[r + 1]), caps[r])
            if keep and not (r == fn.R_T and caps[r] != old[r + 1]):  # a resized key table is rebuilt
                new[base: base + keep * width] = old[old[r]: old[r] + keep * width]
            new[r], new[r + 1] = base, caps[r]
            base += caps[r] * width
        self.A = new
        if caps[fn.R_T] != old[fn.R_T + 1] and old[fn.R_T + 1]:
            fn.rehash(self.A)

    def view(self, region: int) -> np.ndarray:
        """The rows of ``region`` (a view: valid until the next growth)."""
        base, cap, width = int(self.A[region]), int(self.A[region + 1]), fn.WIDTH[region]
        return self.A[base: base + cap * width].reshape(cap, width)

    def _ensure_room(self) -> None:
        A, need = self.A, self.margin
        if fn.room(A, need):  # the common case, in one compiled call (reading A from Python costs more)
            return
        wanted = {fn.R_HEAP: A[fn.HN], fn.R_EV: A[fn.EV_HI], fn.R_MSG: A[fn.MSG_HI], fn.R_Q: A[fn.Q_HI], fn.R_N: A[fn.QN_HI]}
        caps = {r: int(A[r + 1]) for r in _REGIONS}
        grow = False
        for r, used in wanted.items():
            if caps[r] - used < need:
                caps[r], grow = max(2 * caps[r], int(used) + need), True
        if A[fn.R_T + 1] < 2 * (A[fn.Q_LIVE] + need):
            caps[fn.R_T], grow = 1 << (4 * (int(A[fn.Q_LIVE]) + need)).bit_length(), True
        if grow:
            self._layout(caps)

    def _append(self, region: int, rows: np.ndarray) -> int:
        """Append ``rows`` to ``region`` (a collective's table); returns the first row's index."""
        start = self.used[region]
        cap = int(self.A[region + 1])
        if start + rows.shape[0] > cap:
            caps = {r: int(self.A[r + 1]) for r in _REGIONS}
            caps[region] = max(2 * cap, start + rows.shape[0])
            self._layout(caps)
        self.view(region)[start: start + rows.shape[0]] = rows.reshape(rows.shape[0], -1)
        self.used[region] = start + rows.shape[0]
        return start

    def _append_floats(self, values: np.ndarray) -> int:
        start = self.f_used
        if start + values.shape[0] > self.F.shape[0]:
            grown = np.zeros(max(2 * self.F.shape[0], start + values.shape[0]), dtype=np.float64)
            grown[:start] = self.F[:start]
            self.F = grown
        self.F[start: start + values.shape[0]] = values
        self.f_used = start + values.shape[0]
        return start

    # --- registration ---------------------------------------------------------------------------
    def add_collective(self, plan: CollectivePlan, engine: bool, free: bool) -> int | None:
        if len(plan.phases) != 1:
            return None
        pp = plan.phases[0]
        phase = pp.phase
        alg = _ALGORITHMS.get(algorithm_named(phase.algorithm).name)
        p, chunks = len(plan.members), plan.chunks
        if alg is None or phase.kind not in _KINDS:
            return None
        params = self._params(alg, plan, phase, p, chunks)
        if params is None:
            return None
        self._recycle()
        E = int(phase.endpoint_ns)
        row = np.zeros(13, dtype=np.int64)
        row[[fa.C_ALG, fa.C_KIND, fa.C_P, fa.C_CHUNKS, fa.C_E]] = alg, _KINDS[phase.kind], p, chunks, E
        row[fa.C_FIRST] = 0 if plan.replayed else E
        members = np.zeros((p, 6), dtype=np.int64)
        members[:, fa.P_RANK], members[:, fa.P_NODE] = plan.members, -1
        members[:, fa.P_FREE], members[:, fa.P_LEFT] = plan.active, chunks
        row[fa.C_MOFF] = self._append(fn.R_MP, members)
        row[fa.C_SOFF] = self._append(fn.R_SP, np.zeros((p * chunks, 5), dtype=np.int64))
        row[fa.C_AOFF] = self._append(fn.R_AP, np.asarray(params, dtype=np.int64))
        row[fa.C_FREE], row[fa.C_ENGINE] = int(free), int(engine)
        if free:
            hop_latency = np.broadcast_to(pp.hops * pp.latency_ns, (p, p)).astype(np.float64)
            bandwidth = np.broadcast_to(pp.bytes_per_ns, (p, p)).astype(np.float64)
            row[fa.C_FOFF] = self._append_floats(np.concatenate([hop_latency.ravel(), bandwidth.ravel()]))
        cid = self._append(fn.R_CT, row[None, :])
        self.live.append(cid)
        self.margin = max(self.margin, 8 * p + 64)
        return cid

    def _recycle(self) -> None:
        """Once every collective registered is done, start their tables afresh: a long workload's
        instances would otherwise pile up. Nothing refers to a done collective any more: each member
        received all its messages before finishing (no queue, message or event names it)."""
        ct = self.view(fn.R_CT)
        self.live = [c for c in self.live if ct[c, fa.C_DONE] < ct[c, fa.C_P]]
        if not self.live:
            self.used = dict.fromkeys(self.used, 0)
            self.f_used = 2

    @staticmethod
    def _params(alg: int, plan: CollectivePlan, phase, p: int, chunks: int) -> list[int] | None:
        """The ``ap`` parameters one algorithm's handlers read (``fast_algorithms``)."""
        data, M = plan.chunk_bytes, phase.mem_bytes_per_ns
        if alg == fa.ALG_RING:
            from hlo2chakra.sim.analytical.algorithms.ring import _shape

            m, steps = _shape(phase.kind, p, data)
            reducing = steps if phase.kind == RS else (p - 1 if phase.kind == AR else 0)
            return [m, steps, reduction_ns(m, M), reducing, -1 if phase.reverse else 1]
        if alg == fa.ALG_DIRECT:
            m = data if phase.kind == AG else data // p
            red = reduction_ns(m, M) if phase.kind in (AR, RS) else 0
            red2 = reduction_ns(data // p, M) if phase.reduce_twice else 0
            return [m, red, red2, data // p]
        if alg == fa.ALG_HD:
            hd = hd_steps(phase.kind, data, p)
            out = [len(hd)]
            for bit, m, reduces in hd:
                out += [bit, m, reduction_ns(m, M) if reduces else 0]
            return out
        if p & (p - 1) or p < 2:
            return None
        out = [data, reduction_ns(data, M)] + [int(plan.root_max(c, 0)) for c in range(chunks)]
        for root_max in (False, True):
            for table in binary_tree(p, root_max):
                out += list(table)
        return out

    def set_node(self, coll: int, position: int, node_index: int) -> None:
        moff = int(self.view(fn.R_CT)[coll, fa.C_MOFF])
        self.view(fn.R_MP)[moff + position, fa.P_NODE] = node_index

    def ends(self, coll: int) -> tuple[np.ndarray, bool]:
        """Each member's completion time, and whether every member completed."""
        row = self.view(fn.R_CT)[coll]
        off, p = int(row[fa.C_MOFF]), int(row[fa.C_P])
        return self.view(fn.R_MP)[off: off + p, fa.P_END].copy(), int(row[fa.C_DONE]) == p

    # --- feeding and running --------------------------------------------------------------------
    def admit(self, now_ns: int, coll: int, position: int) -> None:
        self._ensure_room()
        fa.admit_from_python(self.A, now_ns, coll, position)

    def schedule_start(self, time_ns: int, coll: int, position: int) -> None:
        self._ensure_room()
        fa.push_from_python(self.A, time_ns, fa.EV_START, coll, position, 0, 0)

    def push_engine(self, time_ns: int, rank: int, node_index: int) -> None:
        self._ensure_room()
        fa.push_from_python(self.A, time_ns, fn.EV_ENGINE, rank, node_index, 0, 0)

    def send_p2p(self, now_ns: int, src: int, dst: int, size_bytes: int, token: int) -> None:
        self._ensure_room()
        fa.send_from_python(self.A, self.F, now_ns, src, dst, size_bytes, -(token + 1))

    def run(self) -> int:
        global KERNEL_RAN
        KERNEL_RAN = True
        while True:
            code = fa.run(self.A, self.F, self.margin)
            if code != fa.DONE_GROW:
                return code
            self._ensure_room()

    def out(self) -> tuple[int, int, int]:
        A = self.A
        return int(A[fn.OUT_T]), int(A[fn.OUT_A]), int(A[fn.OUT_B])
