"""Reading collectives out of XLA HLO text (hlo2chakra.frontend.hlo.text)."""

from __future__ import annotations

import pytest

from hlo2chakra.frontend.hlo.text import (
    HloParseError,
    collectives_in_hlo,
    count_by_kind,
    expand_groups,
    module_header,
    parse_types,
    with_explicit_groups,
)

HLO = """HloModule jit_step, entry_computation_layout={(f32[8,16]{1,0})->f32[8,16]{1,0}}, num_partitions=8

%add (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %s = f32[] add(%x, %y)
}

%body (p: (s32[], f32[8,16])) -> (s32[], f32[8,16]) {
  %p = (s32[], f32[8,16]{1,0}) parameter(0)
  %v = f32[8,16]{1,0} get-tuple-element(%p), index=1
  %cp = f32[8,16]{1,0} collective-permute(%v), channel_id=4, source_target_pairs={{0,1},{1,2},{2,3}}
  %i = s32[] get-tuple-element(%p), index=0
  ROOT %t = (s32[], f32[8,16]{1,0}) tuple(%i, %cp)
}

ENTRY %main (a: f32[8,16]) -> f32[8,16] {
  %a = f32[8,16]{1,0} parameter(0)
  %ar = f32[8,16]{1,0} all-reduce(%a), channel_id=1, replica_groups=[2,4]<=[8], use_global_device_ids=true, to_apply=%add
  %ag = f32[32,16]{1,0} all-gather(%ar), channel_id=2, replica_groups=[4,2]<=[2,4]T(1,0), dimensions={0}, use_global_device_ids=true
  %rs = f32[8,16]{1,0} reduce-scatter(f32[32,16]{1,0} %ag), channel_id=3, replica_groups=mesh['a'=2,'b'=4] {'b'}, dimensions={0}, to_apply=%add
  %a2a = (f32[4,16]{1,0}, f32[4,16]{1,0}) all-to-all(%ar, %ar), channel_id=5, replica_groups={{0,1},{2,3},{4,5},{6,7}}
  ROOT %r = f32[8,16]{1,0} add(%rs, %ar)
}
"""


def test_expand_groups_all_spellings() -> None:
    assert expand_groups("{{0,1},{2,3}}") == ((0, 1), (2, 3))
    assert expand_groups("{}") == ()
    assert expand_groups("[2,4]<=[8]") == ((0, 1, 2, 3), (4, 5, 6, 7))
    assert expand_groups("[4,2]<=[2,4]T(1,0)") == ((0, 4), (1, 5), (2, 6), (3, 7))
    assert expand_groups("mesh['a'=2,'b'=4] {'a'}") == ((0, 4), (1, 5), (2, 6), (3, 7))
    assert expand_groups("mesh['a'=2,'b'=4] {'b'}") == ((0, 1, 2, 3), (4, 5, 6, 7))
    assert expand_groups("mesh['a'=2,'b'=4] {'a','b'}") == (tuple(range(8)),)
    # device_ids give the device at each mesh position: [2,2]T(1,0) -> 0, 2, 1, 3
    assert expand_groups("mesh['a'=2,'b'=2], device_ids=([2,2]T(1,0)) {'a'}") == ((0, 1), (2, 3))
    assert expand_groups("mesh['a'=2,'b'=2], device_ids=(3,2,1,0) {'b'}") == ((3, 2), (1, 0))
    with pytest.raises(HloParseError):
        expand_groups("mesh['a'=2] {'zz'}")


def test_parse_types() -> None:
    assert [(t.dtype, t.shape) for t in parse_types("(f32[8]{0}, bf16[2,3]{1,0}, s32[])")] == [
        ("f32", (8,)), ("bf16", (2, 3)), ("s32", ())]


def test_collectives_in_hlo() -> None:
    colls = collectives_in_hlo(HLO)
    assert count_by_kind(colls) == {"all_gather": 1, "all_reduce": 1, "all_to_all": 1,
                                    "collective_permute": 1, "reduce_scatter": 1}
    by = {c.kind: c for c in colls}
    cp = by["collective_permute"]
    assert cp.computation == "body" and cp.source_target_pairs == ((0, 1), (1, 2), (2, 3))
    assert cp.operands[0].shape == (8, 16)
    ag = by["all_gather"]
    assert ag.replica_groups == ((0, 4), (1, 5), (2, 6), (3, 7)) and ag.dimension == 0
    assert ag.operands[0].shape == (8, 16) and ag.results[0].shape == (32, 16)
    rs = by["reduce_scatter"]
    assert rs.operands[0].shape == (32, 16) and rs.replica_groups == ((0, 1, 2, 3), (4, 5, 6, 7))
    a2a = by["all_to_all"]
    assert len(a2a.operands) == 2 and len(a2a.results) == 2 and a2a.channel_id == 5
    assert by["all_reduce"].use_global_device_ids


def test_module_header_and_explicit_groups() -> None:
    assert module_header(HLO) == {"num_partitions": 8, "num_replicas": 1}
    text = with_explicit_groups(HLO)
    assert "mesh[" not in text and "replica_groups={{0,1,2,3},{4,5,6,7}}, dimensions={0}" in text
    assert count_by_kind(collectives_in_hlo(text)) == count_by_kind(collectives_in_hlo(HLO))
