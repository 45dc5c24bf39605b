"""Walk ``@main`` of a parsed StableHLO module and flatten it into a ``Program``.

Contract:
- Regions (loop bodies, branches, callees, fusion bodies) are walked on an explicit stack
  (``walk.drive``), never by Python recursion; nesting past ``limits.MAX_NESTING_DEPTH`` is refused.
- ``func.call`` is inlined (collectives inside callees included); private functions that
  ``@main`` never reaches are ignored.
- ``stablehlo.while`` is unrolled by its trip count, recovered from the condition (a compare of
  an induction variable against a constant, stepped by a constant add in the body). When the count
  is not static the body is emitted once and a note says so.
- ``stablehlo.case`` / ``stablehlo.if``: a constant selector picks its branch; otherwise the
  branch that ``weigh`` (default: op count) scores highest is costed, and a note names it.
- ``mhlo.fusion`` stays one op whose ``body`` holds the fused ops; async ``*_start``/``*_done``
  pairs become the wrapped op; tuples, ``get_tuple_element``, ``optimization_barrier`` and
  sharding custom calls only forward values.
- Dynamic shapes are rejected with the op named.

Each op is lowered by the handler ``handler_for`` finds for its name (``_HANDLERS``, then the
async suffixes, else ``emit_op``). A handler that finds its op at fault raises ``OpError`` with
the fault alone; ``Lowering.lower_block_ops`` is the one place that names the op and its
location in the message.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Sequence

from hlo2chakra.frontend.errors import FrontendError, OpError
from hlo2chakra.frontend.loops import PASS_THROUGH
from hlo2chakra.frontend.lower_context import LoweringContext, Refs, Weigh, symbol
from hlo2chakra.frontend.lower_control import (
    RETURNS, lower_async_start, lower_call, lower_case, lower_while,
)
from hlo2chakra.frontend.lower_emit import (
    FORWARDING, FUSIONS, emit_op, forward, lower_constant, lower_custom_call, lower_fusion, lower_pass_through,
)
from hlo2chakra.frontend.walk import Walk, drive
from hlo2chakra.ir.program import Program

__all__ = ["Lowering", "Weigh", "handler_for", "lower_module"]

Handler = Callable[[LoweringContext, Any, str], "Walk | None"]  # (lowering, op, op name) -> nested walk

_HANDLERS: dict[str, Handler] = {
    "stablehlo.constant": lower_constant,
    "func.call": lower_call,
    **dict.fromkeys(FORWARDING, forward),
    **dict.fromkeys(("stablehlo.custom_call", "mhlo.custom_call"), lower_custom_call),
    **dict.fromkeys(("stablehlo.while", "mhlo.while"), lower_while),
    **dict.fromkeys(("stablehlo.case", "stablehlo.if", "mhlo.case", "mhlo.if"), lower_case),
    **dict.fromkeys(PASS_THROUGH, lower_pass_through),
    **dict.fromkeys(FUSIONS, lower_fusion),
}


@functools.cache  # asked once per op, for a few dozen distinct names
def handler_for(name: str) -> Handler:
    """The handler of op ``name``: its entry in ``_HANDLERS``; else the start or done half of an
    async pair (``*async_start``; ``*_done``, whose results read the start's); else ``emit_op``."""
    handler = _HANDLERS.get(name)
    if handler is not None:
        return handler
    if name.endswith("async_start"):
        return lower_async_start
    if name.endswith("_done"):
        return forward
    return emit_op


class Lowering(LoweringContext):
    """The walker: ``run`` lowers ``@main``; the handlers reach back through ``LoweringContext``."""

    def run(self) -> Program:
        main = self.funcs.get("main")
        if main is None:
            raise FrontendError(f"{self.source}: no @main function in the module")
        main_args = list(main.regions[0].blocks[0].arguments)
        results = drive(self.inline(main, [() for _ in main_args], [None] * len(main_args)))
        try:
            arguments = self.types(main_args)
        except OpError as fault:
            raise fault.at("@main arguments", "") from None
        return Program(
            ops=tuple(self.state.ops),
            num_partitions=self.num_partitions,
            num_replicas=self.num_replicas,
            notes=tuple(self.state.notes),
            ranks_inferred_from=self.ranks_inferred_from,
            outputs=tuple(sorted({i for refs in results for i in refs})),
            arguments=arguments,
        )

    # Walking nested regions never recurses in Python: each walk that enters a region is a
    # generator that yields the walk of that region, and ``drive`` runs them on an explicit
    # stack, sending each finished walk's result back to the one that asked for it.
    def inline(self, func: Any, arg_refs: Sequence[Refs], arg_consts: Sequence[int | None]) -> Walk:
        self.depth += 1
        if self.depth > 64:
            raise FrontendError(f"{self.source}: call depth over 64 at @{symbol(func)} (recursion?)")
        block = func.regions[0].blocks[0]
        results = yield self.walk_block(block, arg_refs, arg_consts)
        self.depth -= 1
        return results

    def walk_block(self, block: Any, arg_refs: Sequence[Refs], arg_consts: Sequence[int | None]) -> Walk:
        self.enter_region(block)
        try:
            env, consts = self.state.env, self.state.consts
            for arg, refs, const in zip(block.arguments, arg_refs, arg_consts):
                env[arg] = refs
                if const is not None:
                    consts[arg] = const
                else:
                    consts.pop(arg, None)
            returned = yield from self.lower_block_ops(block)
            return [] if returned is None else [env.get(v, ()) for v in returned.operands]
        finally:
            self.nesting -= 1

    def lower_block_ops(self, block: Any) -> Walk:
        """Each op of ``block`` by its handler, up to the block's return (returned; None without one).

        The one error site: an ``OpError`` raised while an op is lowered, by its handler or by a
        walk that handler asked for, leaves here named at that op (or at the op it blames), unless
        an op nested deeper has named it already."""
        for view in block.operations:
            op = view.operation
            name = op.name
            if name in RETURNS:
                return op
            try:
                nested = handler_for(name)(self, op, name)
                if nested is not None:
                    yield nested
            except OpError as fault:
                if fault.located:
                    raise
                culprit = op if fault.blame is None else fault.blame
                raise fault.at(str(culprit.name), self.place(culprit)) from None
        return None


def lower_module(module: Any, source: str = "", weigh: Weigh | None = None, ranks: int | None = None) -> Program:
    """Flatten ``@main`` of ``module`` into a Program (see the module docstring).

    ranks: the number of devices when the module does not declare it (or must agree with it).
    """
    return Lowering(module, source, weigh, ranks).run()
