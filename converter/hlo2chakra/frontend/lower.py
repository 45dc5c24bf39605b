"""Walk ``@main`` of a parsed StableHLO module and flatten it into a ``Program``.

Contract:
- Regions (loop bodies, branches, callees, fusion bodies) are walked on an explicit stack
  (``_drive``), never by Python recursion; nesting past ``limits.MAX_NESTING_DEPTH`` is refused.
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
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, Sequence


from hlo2chakra.frontend.attrs import decode_op_attributes, reduction_kind
from hlo2chakra.checks.limits import MAX_NESTING_DEPTH, MAX_UNROLLED_OPS as _MAX_UNROLLED_OPS
from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.ir.fusion_io import FUSION_READ_BYTES, FUSION_WRITE_BYTES, boundary_bytes
from hlo2chakra.frontend.groups import Mesh, device_groups, permute_pairs
from hlo2chakra.frontend.loops import PASS_THROUGH, constant_int, return_values, trip_count
from hlo2chakra.frontend.walk import Walk, drive as _drive
from hlo2chakra.frontend.world_size import resolve_world
from hlo2chakra.ir.program import Collective, CollectiveKind, Op, Program, TensorType

Weigh = Callable[[Sequence[Op]], float]

_FORWARDING = frozenset({
    "stablehlo.tuple", "stablehlo.get_tuple_element", "stablehlo.optimization_barrier",
    "mhlo.tuple", "mhlo.get_tuple_element", "mhlo.optimization_barrier",
    "mhlo.async_update", "stablehlo.async_update",
})
_FORWARDING_CUSTOM_CALLS = frozenset({
    "Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape", "MoveToHost", "MoveToDevice",
    "xla.sdy.GlobalToLocalShape", "xla.sdy.LocalToGlobalShape", "xla.sdy.FuncResultSharding",
    "LayoutConstraint", "X64Combine", "annotate_device_placement",
})
_COLLECTIVES = {kind.value: kind for kind in CollectiveKind}
_REDUCING = (CollectiveKind.ALL_REDUCE, CollectiveKind.REDUCE_SCATTER)
_DYNAMIC = -(1 << 63)
_FUSIONS = frozenset({"mhlo.fusion", "stablehlo.fusion"})


@dataclass
class _State:
    ops: list[Op] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    env: dict[Any, tuple[int, ...]] = field(default_factory=dict)   # MLIR value -> producing op indices
    consts: dict[Any, int] = field(default_factory=dict)           # MLIR value -> known integer value
    type_cache: dict[Any, TensorType | None] = field(default_factory=dict)
    scope: tuple[int, ...] = ()                                    # see Op.scope
    scopes_made: int = 0


class Lowering:
    def __init__(self, module: Any, source: str = "", weigh: Weigh | None = None, ranks: int | None = None) -> None:
        self.module = module
        self.source = source
        self.weigh = weigh or (lambda ops: float(len(ops)))
        self.funcs: dict[str, Any] = {}
        self.meshes: dict[str, Mesh] = {}
        attrs = module.operation.attributes
        world = resolve_world(module, source, ranks)
        self.num_partitions, self.num_replicas = world.num_partitions, world.num_replicas
        self.ranks_inferred_from = world.inferred_from
        self.world_unknown = world.unknown  # no header, no --ranks, nothing to infer it from
        for op in module.body.operations:
            name = op.operation.name
            if name == "func.func":
                self.funcs[_symbol(op)] = op
            elif name == "sdy.mesh":
                self.meshes[_symbol(op)] = _parse_mesh(str(op.operation.attributes["mesh"]))
        self.state = _State()
        self._depth = 0
        self._nesting = 0  # regions entered: bytecode input is not pre-scanned (mlir.check_nesting)

    # --- entry ------------------------------------------------------------------------------
    def run(self) -> Program:
        main = self.funcs.get("main")
        if main is None:
            raise FrontendError(f"{self.source}: no @main function in the module")
        main_args = list(main.regions[0].blocks[0].arguments)
        results = _drive(self._inline(main, [() for _ in main_args], [None] * len(main_args)))
        return Program(
            ops=tuple(self.state.ops),
            num_partitions=self.num_partitions,
            num_replicas=self.num_replicas,
            notes=tuple(self.state.notes),
            ranks_inferred_from=self.ranks_inferred_from,
            outputs=tuple(sorted({i for refs in results for i in refs})),
            arguments=self._types(main_args, "@main arguments"),
        )

    # --- helpers ----------------------------------------------------------------------------
    def _refs(self, values: Iterable[Any]) -> tuple[int, ...]:
        out: list[int] = []
        env = self.state.env
        for v in values:
            out.extend(env.get(v, ()))
        if len(out) > 1:
            out = sorted(set(out))
        return tuple(out)

    def _operands(self, values: Iterable[Any], where: str) -> tuple[tuple[TensorType, ...], tuple[tuple[int, ...], ...]]:
        """Flattened operand types (tuples expanded) and, aligned with them, their producing ops."""
        env = self.state.env
        types: list[TensorType] = []
        refs: list[tuple[int, ...]] = []
        for v in values:
            flat = self._types((v,), where)
            types.extend(flat)
            refs.extend([env.get(v, ())] * len(flat))
        return tuple(types), tuple(refs)

    def _tensor_type(self, t: Any, where: str) -> TensorType | None:
        cache = self.state.type_cache
        if t in cache:
            return cache[t]
        from jaxlib.mlir import ir

        result: TensorType | None = None
        if isinstance(t, ir.RankedTensorType):
            shape = tuple(t.shape)
            if any(d == _DYNAMIC or d < 0 for d in shape):
                raise FrontendError(f"{where}: dynamic shape {t} is not supported (export with static shapes)")
            result = TensorType(shape, str(t.element_type))
        elif isinstance(t, ir.ShapedType) and not t.has_rank:
            raise FrontendError(f"{where}: unranked tensor {t} is not supported")
        elif isinstance(t, ir.TupleType):
            result = None
        cache[t] = result
        return result

    def _types(self, values: Iterable[Any], where: str) -> tuple[TensorType, ...]:
        out = []
        for v in values:
            tt = self._tensor_type(v.type, where)
            if tt is not None:
                out.append(tt)
            else:
                from jaxlib.mlir import ir

                if isinstance(v.type, ir.TupleType):
                    tup = v.type
                    for i in range(tup.num_types):
                        inner = self._tensor_type(tup.get_type(i), where)
                        if inner is not None:
                            out.append(inner)
        return tuple(out)

    def _where(self, op: Any) -> str:
        """'op at file:line:col' for error messages and notes."""
        where = describe_location(str(op.location))
        if where.startswith("line ") and self.source:
            where = self.source.rsplit("/", 1)[-1] + ":" + where[len("line "):]
        return f"{op.name} at {where}" if where else op.name

    def _location(self, op: Any) -> str:
        return describe_location(str(op.location))

    # --- walking ----------------------------------------------------------------------------
    # Walking nested regions never recurses in Python: each walk that enters a region is a
    # generator that yields the walk of that region, and ``_drive`` runs them on an explicit
    # stack, sending each finished walk's result back to the one that asked for it.
    def _inline(self, func: Any, arg_refs: list[tuple[int, ...]], arg_consts: list[int | None]) -> Walk:
        self._depth += 1
        if self._depth > 64:
            raise FrontendError(f"{self.source}: call depth over 64 at @{_symbol(func)} (recursion?)")
        block = func.regions[0].blocks[0]
        results = yield self._walk_block(block, arg_refs, arg_consts)
        self._depth -= 1
        return results

    def _enter_region(self, block: Any) -> None:
        self._nesting += 1
        if self._nesting > MAX_NESTING_DEPTH:
            where = self._where(block.owner) if hasattr(block.owner, "name") else self.source
            raise FrontendError(f"{where}: regions nested more than {MAX_NESTING_DEPTH} deep (the limit)")

    def _walk_block(self, block: Any, arg_refs: Sequence[tuple[int, ...]], arg_consts: Sequence[int | None]) -> Walk:
        self._enter_region(block)
        try:
            return (yield from self._walk_block_ops(block, arg_refs, arg_consts))
        finally:
            self._nesting -= 1

    def _walk_block_ops(self, block: Any, arg_refs: Sequence[tuple[int, ...]], arg_consts: Sequence[int | None]) -> Walk:
        env, consts = self.state.env, self.state.consts
        for arg, refs, const in zip(block.arguments, arg_refs, arg_consts):
            env[arg] = refs
            if const is not None:
                consts[arg] = const
            else:
                consts.pop(arg, None)
        for op in block.operations:
            name = op.operation.name
            if name in ("func.return", "stablehlo.return", "mhlo.return"):
                return [env.get(v, ()) for v in op.operands]
            nested = self._lower_op(op.operation, name)
            if nested is not None:
                yield nested
        return []

    def _lower_op(self, op: Any, name: str) -> Walk | None:
        """Lower one op; for an op with regions, the walk that lowers it (run by ``_drive``)."""
        env = self.state.env
        if name == "stablehlo.constant":
            value = constant_int(op)
            if value is not None:
                self.state.consts[op.results[0]] = value
            env[op.results[0]] = ()
            return
        if name == "func.call":
            return self._lower_call(op)
        if name in _FORWARDING:
            self._forward(op, name)
            return None
        if name in ("stablehlo.custom_call", "mhlo.custom_call"):
            target = str(op.attributes["call_target_name"]).strip('"')
            if target in _FORWARDING_CUSTOM_CALLS or target.startswith("xla.sdy."):
                self._forward(op, name)
                return None
        if name == "stablehlo.while" or name == "mhlo.while":
            return self._lower_while(op)
        if name in ("stablehlo.case", "stablehlo.if", "mhlo.case", "mhlo.if"):
            return self._lower_case(op, name)
        if name in PASS_THROUGH and op.operands and op.operands[0] in self.state.consts:
            self.state.consts[op.results[0]] = self.state.consts[op.operands[0]]
        if name.endswith("async_start"):
            return self._lower_async_start(op)
        if name.endswith("async_done") or name.endswith("_done"):
            refs = self._refs(op.operands)
            for value in op.results:
                env[value] = refs
            return None
        if name in _FUSIONS:
            return self._emit_fusion(op, name)
        self._emit(op, name)
        return None

    def _lower_call(self, op: Any) -> Walk:
        env = self.state.env
        callee = decode_op_attributes(op)["callee"].lstrip("@")
        func = self.funcs.get(callee)
        if func is None:
            raise FrontendError(f"{self._where(op)}: calls @{callee}, which the module does not define")
        outs = yield self._inline(func, [env.get(v, ()) for v in op.operands], [self.state.consts.get(v) for v in op.operands])
        for value, refs in zip(op.results, outs):
            env[value] = refs

    def _forward(self, op: Any, name: str) -> None:
        env = self.state.env
        if name.endswith("optimization_barrier") and len(op.results) == len(op.operands):
            # No result is available before every operand is: each reads all of them.
            together = self._refs(op.operands)
            for res in op.results:
                env[res] = together
            return
        refs = self._refs(op.operands)
        for value in op.results:
            env[value] = refs

    def _emit_fusion(self, op: Any, name: str) -> Walk:
        body = yield self._lower_fusion_body(op)
        self._emit(op, name, body)

    def _emit(self, op: Any, name: str, body: tuple[Op, ...] = ()) -> None:
        try:
            operand_types, operand_refs = self._operands(op.operands, name)
            result_types = self._types(op.results, name)
        except FrontendError as exc:
            raise FrontendError(f"{self._where(op)}: {str(exc).split(': ', 1)[-1]}") from None
        attrs = decode_op_attributes(op)
        if name in _FUSIONS:
            reads, writes = boundary_bytes(op, lambda v: sum(t.size_bytes for t in self._types((v,), name)))
            if (list(reads) != [t.size_bytes for t in operand_types]
                    or list(writes) != [t.size_bytes for t in result_types]):
                attrs[FUSION_READ_BYTES], attrs[FUSION_WRITE_BYTES] = reads, writes
        index = len(self.state.ops)
        collective = None
        short = name.split(".", 1)[-1]
        if short.endswith("_start"):
            short = short[: -len("_start")]
        if short in _COLLECTIVES:
            collective = self._collective(op, short, attrs, operand_types, result_types)
        self.state.ops.append(
            Op(
                index=index,
                kind=name,
                operand_types=operand_types,
                result_types=result_types,
                deps=self._refs(op.operands),  # every operand, tokens included (they order ops)
                attrs=attrs,
                body=body,
                collective=collective,
                location=self._location(op),
                operand_refs=operand_refs,
                scope=self.state.scope,
            )
        )
        for value in op.results:
            self.state.env[value] = (index,)
        if len(self.state.ops) > _MAX_UNROLLED_OPS:
            raise FrontendError(f"{self.source}: program unrolls to more than {_MAX_UNROLLED_OPS} ops (loop too long?)")

    def _collective(self, op, short, attrs, operand_types, result_types) -> Collective:
        kind = _COLLECTIVES[short]
        try:
            if kind is CollectiveKind.COLLECTIVE_PERMUTE:
                pairs = permute_pairs(short, attrs, self.num_replicas, self.num_partitions)
                groups: tuple = ()
            else:
                groups = device_groups(short, attrs, self.num_replicas, self.num_partitions, self.meshes)
                pairs = ()
        except FrontendError as exc:
            if self.world_unknown:
                raise FrontendError(f"{self.source}: this module does not say how many devices it runs on: "
                                    f"pass --ranks N ({self._where(op)}: {exc})") from None
            raise FrontendError(f"{self._where(op)}: {exc}") from None
        return Collective(
            kind=kind,
            groups=groups,
            pairs=pairs,
            input_bytes=sum(t.size_bytes for t in operand_types),
            output_bytes=sum(t.size_bytes for t in result_types),
            reduction=reduction_kind(op) if kind in _REDUCING else "",
        )

    def _lower_fusion_body(self, op: Any) -> Walk:
        """The fused ops with deps local to the fusion (outside values carry no deps)."""
        saved_ops, saved_env = self.state.ops, self.state.env
        self.state.ops, self.state.env = [], {}
        block = op.regions[0].blocks[0]
        self._enter_region(block)
        try:
            for inner in block.operations:
                inner_name = inner.operation.name
                if inner_name in ("mhlo.return", "stablehlo.return"):
                    break
                nested = self._lower_op(inner.operation, inner_name)
                if nested is not None:
                    yield nested
            return tuple(self.state.ops)
        finally:
            self._nesting -= 1
            self.state.ops, self.state.env = saved_ops, saved_env

    # --- control flow -----------------------------------------------------------------------
    @contextlib.contextmanager
    def _new_scope(self) -> Iterator[None]:
        """Ops lowered inside run in a new scope (one loop iteration, one case branch)."""
        saved = self.state.scope
        self.state.scopes_made += 1
        self.state.scope = saved + (self.state.scopes_made,)
        try:
            yield
        finally:
            self.state.scope = saved

    def _lower_while(self, op: Any) -> Walk:
        env, consts = self.state.env, self.state.consts
        init_refs = [env.get(v, ()) for v in op.operands]
        init_consts = [consts.get(v) for v in op.operands]
        cond_block = op.regions[0].blocks[0]
        body_block = op.regions[1].blocks[0]
        trips = trip_count(cond_block, body_block, init_consts, consts)
        if trips is None:
            trips = 1
            self.state.notes.append(
                f"{self._where(op)}: loop trip count is not static; its body is costed once"
            )
        self._check_unroll(op, trips, body_block)
        carried, carried_consts = init_refs, list(init_consts)
        for _ in range(trips):
            with self._new_scope():
                outs = yield self._walk_block(body_block, carried, carried_consts)
            carried = [refs or prev for refs, prev in zip(outs, carried)] if outs else carried
            # Loop-invariant constants (bounds, strides) stay known; the induction variable does not.
            carried_consts = [
                c if c is not None and consts.get(ret) == c else None
                for c, ret in zip(carried_consts, return_values(body_block))
            ]
        for value, refs in zip(op.results, carried):
            env[value] = refs

    def _check_unroll(self, op: Any, trips: int, body_block: Any) -> None:
        """Refuse before unrolling when trips x body ops would pass the op cap (a 9e18-trip loop
        must fail at once, not after minutes of unrolling). Every trip costs at least one op."""
        room = _MAX_UNROLLED_OPS - len(self.state.ops)
        if trips <= room:
            per_trip = max(1, _emitting_ops(body_block))
            if trips * per_trip <= room:
                return
        raise FrontendError(f"{self._where(op)}: loop of {trips:,} trips would unroll the program to more than "
                            f"{_MAX_UNROLLED_OPS:,} ops (loop too long?)")

    def _lower_case(self, op: Any, name: str) -> Walk:
        consts, env = self.state.consts, self.state.env
        regions = list(op.regions)
        selector = consts.get(op.operands[0]) if op.operands else None
        selector_refs = self._refs(op.operands)
        if selector is not None:
            if name.endswith(".if"):
                chosen = 0 if selector else 1
            else:
                chosen = selector if 0 <= selector < len(regions) else len(regions) - 1  # HLO clamps
        else:
            # Lower every branch once at the same position, keep the heaviest one's ops.
            mark, notes_mark = len(self.state.ops), len(self.state.notes)
            lowered = []
            for region in regions:  # a conditional XLA keeps: each branch is its own computation
                with self._new_scope():
                    outs = yield self._walk_block(region.blocks[0], [], [])
                lowered.append((self.state.ops[mark:], self.state.notes[notes_mark:], outs))
                del self.state.ops[mark:], self.state.notes[notes_mark:]
            scores = [self.weigh(ops) for ops, _, _ in lowered]
            chosen = max(range(len(regions)), key=lambda i: (scores[i], -i))
            why = f"the heaviest of {len(regions)} branches (scores {', '.join(f'{s:.3g}' for s in scores)})"
            self.state.notes.append(f"{self._where(op)}: costed branch {chosen}, {why}")
        mark = len(self.state.ops)
        if selector is None:
            ops, notes, outs = lowered[chosen]
            self.state.ops.extend(ops)
            self.state.notes.extend(notes)
        else:
            outs = yield self._walk_block(regions[chosen].blocks[0], [], [])
        # No op of the branch can start before the selector is known: its roots wait for it.
        if selector_refs:
            for k in range(mark, len(self.state.ops)):
                head = self.state.ops[k]
                if not any(d >= mark for d in head.deps):
                    self.state.ops[k] = _with_deps(head, tuple(sorted(set(head.deps) | set(selector_refs))))
        for value, refs in zip(op.results, outs):
            env[value] = refs or selector_refs

    def _lower_async_start(self, op: Any) -> Walk | None:
        """The wrapped work as if synchronous: a called computation is inlined; a region (how
        jaxlib imports XLA's all-reduce-start / async all-to-all) is walked in place. Users of
        the matching done then depend on that work."""
        operand_refs = [self.state.env.get(v, ()) for v in op.operands]
        attrs = decode_op_attributes(op)
        callee = str(attrs.get("called_computation", "")).lstrip("@")
        func = self.funcs.get(callee)
        if func is not None:
            walk = self._inline(func, operand_refs, [None] * len(op.operands))
        elif len(op.regions) == 1 and op.regions[0].blocks:
            walk = self._walk_block(op.regions[0].blocks[0], operand_refs, [None] * len(op.operands))
        else:
            self._emit(op, op.name)
            return None
        return self._async_results(op, walk)

    def _async_results(self, op: Any, walk: Walk) -> Walk:
        outs = yield walk
        refs = tuple(sorted({i for r in outs for i in r}))
        for value in op.results:
            self.state.env[value] = refs


_SILENT = frozenset({"stablehlo.constant", "func.return", "stablehlo.return", "mhlo.return"}) | _FORWARDING


def _emitting_ops(block: Any) -> int:
    """A lower bound on the ops one walk of ``block`` emits: its ops that are not constants,
    returns or forwarding ops (nested regions and callees count as at least their own op)."""
    return sum(1 for op in block.operations if op.operation.name not in _SILENT)


def _with_deps(op: Op, deps: tuple[int, ...]) -> Op:
    from dataclasses import replace

    return replace(op, deps=deps)


def _symbol(op: Any) -> str:
    return str(op.operation.attributes["sym_name"]).strip('"')


_LOC_NAME = re.compile(r'"([^"]*)"\(')
_LOC_FILE = re.compile(r'"([^"]+)":(\d+):\d+')


def describe_location(loc: str) -> str:
    """A short 'what @ where' for a node name: JAX's op name and the innermost file:line.

    ``loc("jit(f)/dot_general"(callsite("f"("model.py":4:20) at ...)))`` -> ``jit(f)/dot_general
    model.py:4``; a module parsed from text without debug info gives ``line L:C``.
    """
    loc = loc.removeprefix("loc(").removesuffix(")")
    if loc.startswith('"-":'):
        return "line " + loc[4:]
    names = [n for n in _LOC_NAME.findall(loc) if n]
    where = _LOC_FILE.search(loc)
    parts = []
    if names:
        parts.append(names[0][-80:])
    if where and where.group(1) != "-":
        parts.append(f"{where.group(1).rsplit('/', 1)[-1]}:{where.group(2)}")
    return " ".join(parts) if parts else ("" if loc == "unknown" else loc[:80])


_MESH_AXIS = re.compile(r'"([^"]+)"\s*=\s*(\d+)')
_DEVICE_IDS = re.compile(r"device_ids\s*=\s*\[([0-9,\s]*)\]")


def _parse_mesh(text: str) -> Mesh:
    axes = tuple((name, int(size)) for name, size in _MESH_AXIS.findall(text))
    ids_match = _DEVICE_IDS.search(text)
    ids = tuple(int(x) for x in ids_match.group(1).split(",") if x.strip()) if ids_match else ()
    return Mesh(axes=axes, device_ids=ids)


def lower_module(module: Any, source: str = "", weigh: Weigh | None = None, ranks: int | None = None) -> Program:
    """Flatten ``@main`` of ``module`` into a Program (see the module docstring).

    ranks: the number of devices when the module does not declare it (or must agree with it).
    """
    return Lowering(module, source, weigh, ranks).run()
