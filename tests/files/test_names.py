"""Directory names made from free text (files.names.slug), shared by simulate's and compare's run folders."""

from __future__ import annotations

from hlo2chakra.files.names import MAX_SLUG_CHARS, slug


def test_slug_keeps_safe_characters_and_squeezes_the_rest() -> None:
    assert slug("Switch(8, 450GB/s, 500ns) x Ring(4, 1us)") == "Switch_8_450GB_s_500ns_x_Ring_4_1us"
    assert slug("model.v2_final-3") == "model.v2_final-3"
    assert slug("../../etc") == ".._.._etc"  # no separator survives, so it stays one folder name


def test_slug_is_bounded_and_never_empty() -> None:
    assert len(slug("a" * 500)) == MAX_SLUG_CHARS == 60
    assert slug("///") == "run" and slug("", empty="config") == "config"
