"""Which engine replays a workload, and the congestion-aware engine on the compiled kernel.

Contract: ``new_engine(programs, ctx)`` returns the engine for ``ctx``: the plain ``Engine`` when
the network is congestion-unaware, else ``aware_engine.AwareEngine``, or for a large workload
(``fast_replay.compiled_enabled``) ``CompiledAwareEngine``: ``AwareEngine`` with its network, its
collectives and its event queue in the kernel, where Python sees only engine events (node
completions) and point-to-point deliveries, in the order the shared queue pops them. Same answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence


from hlo2chakra.sim.analytical.aware_engine import AwareEngine, _Message
from hlo2chakra.sim.analytical.engine import Engine, EngineContext, rank_result
from hlo2chakra.sim.analytical.fast_replay import compiled_enabled, events_that_decide, member_events, plan_events
from hlo2chakra.sim.analytical.plan import CollectivePlan
from hlo2chakra.sim.analytical.workload import SEND, RankProgram
from hlo2chakra.sim.config.files import NetworkConfig
from hlo2chakra.sim.results import RankResult, SimulationError

if TYPE_CHECKING:
    from hlo2chakra.sim.analytical.fast_state import KernelState


def new_engine(programs: Sequence[RankProgram], ctx: EngineContext) -> Engine:
    """The engine for ``ctx``; a large congestion-aware workload on the compiled kernel (``fast_replay``)."""
    if ctx.network is None:
        return Engine(programs, ctx)
    from hlo2chakra.sim.analytical.aware_links import AwareNetwork

    probe = ctx.network(lambda *args: None)  # which network: the kernel replays AwareNetwork's links
    if isinstance(probe, AwareNetwork) and compiled_enabled(engine_events(programs, ctx)):
        from hlo2chakra.sim.analytical.fast_state import KernelState

        return CompiledAwareEngine(programs, ctx, probe.net, KernelState(probe.net))
    return AwareEngine(programs, ctx)


def engine_events(programs: Sequence[RankProgram], ctx: EngineContext) -> int:
    """About how many network events a congestion-aware workload makes: each collective node's
    plan (planned here as the engine will, memoised by ``ctx.plan``) per member, SENDs a few.
    Counting stops at ``fast_replay.events_that_decide()``: past it the answer is the same."""
    total, enough = 0, events_that_decide()
    per_node: dict[tuple, int] = {}
    for prog in programs:
        for k, coll in zip(prog.kind, prog.coll):
            if coll is not None:
                if coll not in per_node:
                    per_node[coll] = _estimate(ctx, coll, member_events)
                total += per_node[coll]
            elif k == SEND:
                total += 8
        if total >= enough:
            break
    return total


def replay_events(programs: Sequence[RankProgram], ctx: EngineContext) -> int:
    """About how many network events the symmetric path's replays make (``workload_events``'
    total): each distinct collective of ``programs`` replayed once, alone, over all its members,
    counted only where it is replayed message by message (every collective on a congestion-aware
    network; doubleBinaryTree ones otherwise, the rest take a closed form). Counting stops at
    ``fast_replay.events_that_decide()``."""
    total, enough = 0, events_that_decide()
    seen: set[tuple] = set()

    def replayed_events(plan: CollectivePlan) -> int:
        return plan_events(plan) if ctx.network is not None or plan.replayed else 0

    for prog in programs:
        for coll in prog.coll:
            if coll is not None and coll not in seen:
                seen.add(coll)
                total += _estimate(ctx, coll, replayed_events)
                if total >= enough:
                    return total
    return total


def _estimate(ctx: EngineContext, coll: tuple, events: Callable[[CollectivePlan], int]) -> int:
    kind, size, group, involved = coll
    try:
        return events(ctx.plan(kind, size, group, involved))
    except Exception:  # noqa: BLE001 - an estimate only: the engine meets the same error in order
        return 0


class CompiledAwareEngine(AwareEngine):
    """The congestion-aware engine on the kernel. The rank programs, the issue rules, the
    collective join and the SEND/RECV matching stay in ``Engine``/``AwareEngine``; every event
    goes through the kernel's one queue, so engine events and network events keep their order."""

    def __init__(self, programs: Sequence[RankProgram], ctx: EngineContext, network: NetworkConfig,
                 state: KernelState) -> None:
        Engine.__init__(self, programs, ctx)
        self.state = state
        self.network_config = network
        self.running_ids: dict[tuple[str, int], tuple[int, CollectivePlan]] = {}
        self.in_flight: dict[tuple[int, int, int, int], list[_Message]] = {}
        self.tokens: dict[int, _Message] = {}
        self.next_token = 0

    def _push(self, time: int, rank: int, idx: int) -> None:
        self.state.push_engine(time, rank, idx)

    def _collective(self, r: int, i: int, now: int) -> None:
        key, pend, complete = self._join(r, i, now)
        entry = self.running_ids.get(key)
        if entry is None:
            plan = self._plan(r, i)
            coll = self.state.add_collective(plan, engine=True, free=False)
            if coll is None:
                raise SimulationError("the congestion-aware model handles one-phase (1-D) collectives only")
            entry = self.running_ids[key] = (coll, plan)
        coll, plan = entry
        position = plan.members.index(r)
        self.state.set_node(coll, position, i)
        if complete:
            del self.running_ids[key]
            self._joined(r, i, key, pend, plan.members)
        self.state.admit(now, coll, position)

    def _send(self, r: int, i: int, now: int) -> None:
        msg, src, dst, size = self._match_send(r, i)
        if src == dst:  # the Python network refuses it in its route, after the same matching
            raise SimulationError(f"rank {src} sends a message to itself")
        token = self.next_token
        self.next_token += 1
        self.tokens[token] = msg
        self.state.send_p2p(now, src, dst, size, token)

    def run(self) -> list[RankResult]:
        from hlo2chakra.sim.analytical.fast_algorithms import DONE_EMPTY, DONE_ENGINE

        for r in range(len(self.ranks)):
            self._issue_ready(r, 0)
        state = self.state
        while True:
            code = state.run()
            if code == DONE_EMPTY:
                break
            now, a, b = state.out()
            if code == DONE_ENGINE:
                self._node_done(now, a, b)
            else:  # a point-to-point message delivered
                self._delivered(now, self.tokens.pop(a))
        self._check_finished()
        return [rank_result(st, st.prog.rank) for st in self.ranks]
