"""The frontend's quick scans agree with the exact ones they stand in front of (issue 26).

``mlir._nests_within`` may only say True where the exact brace scan of ``check_nesting`` finds no
nesting over the limit; ``forms.classify_mlir`` looks for its markers as substrings before any
regex; ``Op.lowered`` is ``Op(...)`` without the dataclass ``__init__``.
"""

from __future__ import annotations

import dataclasses
import inspect
import random

import pytest

from hlo2chakra.frontend import mlir
from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.frontend.forms import InputForm, classify_mlir
from hlo2chakra.ir.program import Collective, CollectiveKind, Op, TensorType


def _exact_depth_over(data: bytes, limit: int) -> bool:
    depth = 0
    for match in mlir._BRACE_OR_SKIPPED.finditer(data):
        token = match.group()
        if token == b"{":
            depth += 1
            if depth > limit:
                return True
        elif token == b"}":
            depth -= 1
    return False


PIECES = [b"{", b"}", b"{", b"}", b'"', b"\\", b"\n", b"a", b"/", b'"x{"', b'"}}"', b'"\\"{"', b"// {{\n"]


def test_the_quick_check_never_passes_what_the_exact_scan_refuses() -> None:
    rng = random.Random(26)
    passed = 0
    for _ in range(20000):
        data = b"".join(rng.choice(PIECES) for _ in range(rng.randint(0, 24)))
        limit = rng.randint(0, 5)
        if mlir._nests_within(data, limit):
            passed += 1
            assert not _exact_depth_over(data, limit), (data, limit)
    assert passed > 1000  # and it does pass the common case


def test_deep_nesting_is_still_refused_with_its_line() -> None:
    deep = b"module {\n" + b"{" * 40 + b'"}}}}"' + b"}" * 40 + b"\n}"
    with pytest.raises(FrontendError, match=r"x.mlir:2: nested more than 30"):
        mlir.check_nesting(deep, "x.mlir", limit=30)
    mlir.check_nesting(deep, "x.mlir", limit=41)  # 41 deep: within
    shallow_but_strings_close = b'{ "}}}}}}}}" {{ }} }' * 20
    assert mlir._nests_within(shallow_but_strings_close, 3)


@pytest.mark.parametrize("text,form", [
    ('module @m attributes {mhlo.num_partitions = 2 : i32} {\n %0 = "x"() {sdy.sharding_per_value = 1}\n}',
     InputForm.GLOBAL_SHARDY),
    ('module @m {\n func.func @main(%a: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"})\n}',
     InputForm.GLOBAL_GSPMD),
    ('module @m {\n func.func @main(%a: tensor<4xf32> {mhlo.sharding = "{replicated}"})\n}', InputForm.PER_DEVICE),
    ('module @m attributes {mhlo.num_replicas = 4 : i32} {\n}', InputForm.REPLICATED),
])
def test_classify_finds_its_markers(text: str, form: InputForm) -> None:
    assert classify_mlir(text)[0] is form


def test_lowered_op_is_the_dataclass_op() -> None:
    names = [f.name for f in dataclasses.fields(Op)]
    assert list(inspect.signature(Op.lowered).parameters) == names  # every field, in order
    t = TensorType((4, 8), "bf16")
    values = dict(index=3, kind="stablehlo.all_reduce", operand_types=(t,), result_types=(t,), deps=(1, 2),
                  attrs={"a": 1}, body=(), collective=Collective(CollectiveKind.ALL_REDUCE, ((0, 1),)),
                  location="f.py:1", operand_refs=((1, 2),), scope=(7,))
    made, built = Op.lowered(**values), Op(**values)  # type: ignore[arg-type]
    assert made == built and vars(made) == vars(built)
    assert made.short_kind == "all_reduce" and made.renumbered(0, (), ((),)).index == 0
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.index = 4  # type: ignore[misc]
