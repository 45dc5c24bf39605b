"""What every lowering handler works on: the walk's state and the module's functions, meshes and
device counts, with the value bookkeeping (producers, constants, tensor types) they share.

``LoweringContext`` is the handlers' view of ``lower.Lowering``: the walker there provides
``walk_block``, ``inline`` and ``lower_block_ops``; the handlers (``lower_emit``,
``lower_control``, ``lower_collectives``) use only what is declared here.
"""

from __future__ import annotations

import contextlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, Sequence

from hlo2chakra.checks.limits import MAX_NESTING_DEPTH
from hlo2chakra.frontend.errors import FrontendError, OpError
from hlo2chakra.frontend.groups import Mesh, parse_mesh
from hlo2chakra.frontend.literals import Literal
from hlo2chakra.frontend.locations import describe_location, op_at, place_in
from hlo2chakra.frontend.walk import Walk
from hlo2chakra.frontend.world_size import resolve_world
from hlo2chakra.ir.program import Op, TensorType

Weigh = Callable[[Sequence[Op]], float]
Refs = tuple[int, ...]  # indices of the ops that produce a value
_DYNAMIC = -(1 << 63)


@dataclass
class LoweringState:
    ops: list[Op] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    env: dict[Any, Refs] = field(default_factory=dict)             # MLIR value -> producing op indices
    consts: dict[Any, int] = field(default_factory=dict)           # MLIR value -> known integer value
    literals: dict[Any, Literal] = field(default_factory=dict)     # MLIR value -> small constant (frontend.literals)
    literal_memo: dict[Any, Literal | None] = field(default_factory=dict)  # constant attribute -> its literal
    type_cache: dict[Any, TensorType | None] = field(default_factory=dict)
    location_cache: dict[Any, str] = field(default_factory=dict)   # location attribute -> Op.location
    attribute_memo: dict[Any, Any] = field(default_factory=dict)   # MLIR attribute -> decoded value
    scope: tuple[int, ...] = ()                                    # see Op.scope
    scopes_made: int = 0


class LoweringContext(ABC):
    def __init__(self, module: Any, source: str = "", weigh: Weigh | None = None, ranks: int | None = None) -> None:
        self.module = module
        self.source = source
        self.weigh = weigh or (lambda ops: float(len(ops)))
        self.funcs: dict[str, Any] = {}
        self.meshes: dict[str, Mesh] = {}
        world = resolve_world(module, source, ranks)
        self.num_partitions, self.num_replicas = world.num_partitions, world.num_replicas
        self.ranks_inferred_from = world.inferred_from
        self.world_unknown = world.unknown  # no header, no --ranks, nothing to infer it from
        for op in module.body.operations:
            name = op.operation.name
            if name == "func.func":
                self.funcs[symbol(op)] = op
            elif name == "sdy.mesh":
                self.meshes[symbol(op)] = parse_mesh(str(op.operation.attributes["mesh"]))
        self.state = LoweringState()
        self.depth = 0     # calls being inlined
        self.nesting = 0   # regions entered: bytecode input is not pre-scanned (mlir.check_nesting)

    # --- the walker (lower.Lowering) -----------------------------------------------------------
    @abstractmethod
    def walk_block(self, block: Any, arg_refs: Sequence[Refs], arg_consts: Sequence[int | None]) -> Walk:
        """The walk of a region's block with its arguments bound; returns its returned values' refs."""

    @abstractmethod
    def inline(self, func: Any, arg_refs: Sequence[Refs], arg_consts: Sequence[int | None]) -> Walk:
        """The walk of a function's body (a call inlined); returns its results' refs."""

    @abstractmethod
    def lower_block_ops(self, block: Any) -> Walk:
        """The walk of a block's ops up to its return; returns the return op (None without one)."""

    # --- values ---------------------------------------------------------------------------------
    def refs(self, values: Iterable[Any]) -> Refs:
        """The ops that produce any of ``values`` (sorted, no repeats)."""
        out: list[int] = []
        env = self.state.env
        for v in values:
            out.extend(env.get(v, ()))
        if len(out) > 1:
            out = sorted(set(out))
        return tuple(out)

    def bind(self, values: Iterable[Any], refs: Refs) -> None:
        """Each of ``values`` is produced by the ops ``refs``."""
        env = self.state.env
        for value in values:
            env[value] = refs

    def read(self, values: Iterable[Any]) -> tuple[tuple[TensorType, ...], tuple[Refs, ...], Refs]:
        """What an op reads: the flattened operand types (tuples expanded), aligned with them the
        ops producing each, and ``refs(values)``; one pass over the values, the lowering's
        innermost loop."""
        env, cache = self.state.env, self.state.type_cache
        types: list[TensorType] = []
        refs: list[Refs] = []
        deps: list[int] = []
        for v in values:
            produced = env.get(v, ())
            deps.extend(produced)
            t = v.type
            tt = cache[t] if t in cache else self._tensor_type(t)
            if tt is not None:
                types.append(tt)
                refs.append(produced)
                continue
            flat = self._tuple_members(t)
            types.extend(flat)
            refs.extend([produced] * len(flat))
        if len(deps) > 1:
            deps = sorted(set(deps))
        return tuple(types), tuple(refs), tuple(deps)

    def types(self, values: Iterable[Any]) -> tuple[TensorType, ...]:
        """The tensor types of ``values``, tuples expanded; ``OpError`` for a dynamic or unranked one."""
        cache = self.state.type_cache
        out: list[TensorType] = []
        for v in values:
            t = v.type
            tt = cache[t] if t in cache else self._tensor_type(t)
            if tt is not None:
                out.append(tt)
            else:
                out.extend(self._tuple_members(t))
        return tuple(out)

    def _tuple_members(self, t: Any) -> tuple[TensorType, ...]:
        """The tensor types inside a tuple type (none for a token or another non-tensor type)."""
        from jaxlib.mlir import ir

        if not isinstance(t, ir.TupleType):
            return ()
        inner = (self._tensor_type(t.get_type(i)) for i in range(t.num_types))
        return tuple(tt for tt in inner if tt is not None)

    def _tensor_type(self, t: Any) -> TensorType | None:
        cache = self.state.type_cache
        if t in cache:
            return cache[t]
        from jaxlib.mlir import ir

        result: TensorType | None = None
        if isinstance(t, ir.RankedTensorType):
            shape = tuple(t.shape)
            if any(d == _DYNAMIC or d < 0 for d in shape):
                raise OpError(f"dynamic shape {t} is not supported (export with static shapes)")
            result = TensorType(shape, str(t.element_type))
        elif isinstance(t, ir.ShapedType) and not t.has_rank:
            raise OpError(f"unranked tensor {t} is not supported")
        cache[t] = result
        return result

    # --- naming ops ------------------------------------------------------------------------------
    def place(self, op: Any) -> str:
        """Where ``op`` is, for messages: 'file:line:col' or JAX's name and file:line ('' if unknown)."""
        return place_in(self.source, str(op.location))

    def where(self, op: Any) -> str:
        """'op at place', for notes."""
        return op_at(str(op.name), self.place(op))

    def location(self, op: Any) -> str:
        """``Op.location``: JAX's name and file:line, or 'line L:C' of a text module.

        Printing a location costs as much as lowering the op (JAX's call-site chains run to a
        kilobyte), and a program has a few hundred distinct ones for tens of thousands of ops:
        locations are uniqued by the MLIR context, so each is described once, keyed by its attribute."""
        loc = op.location
        cache = self.state.location_cache
        key = loc.attr
        text = cache.get(key)
        if text is None:
            text = cache[key] = describe_location(str(loc))
        return text

    # --- regions and scopes ----------------------------------------------------------------------
    def enter_region(self, block: Any) -> None:
        self.nesting += 1
        if self.nesting > MAX_NESTING_DEPTH:
            detail = f"regions nested more than {MAX_NESTING_DEPTH} deep (the limit)"
            if hasattr(block.owner, "name"):
                raise OpError(detail, blame=block.owner)
            raise FrontendError(f"{self.source}: {detail}")

    @contextlib.contextmanager
    def new_scope(self) -> Iterator[None]:
        """Ops lowered inside run in a new scope (one loop iteration, one case branch)."""
        saved = self.state.scope
        self.state.scopes_made += 1
        self.state.scope = saved + (self.state.scopes_made,)
        try:
            yield
        finally:
            self.state.scope = saved


def symbol(op: Any) -> str:
    """A function's or mesh's symbol name, without the quotes."""
    return str(op.operation.attributes["sym_name"]).strip('"')
