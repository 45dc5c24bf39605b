"""The measured-curve reader: the shared README (when present), its repository copy, bad input."""

from __future__ import annotations

import pytest

from hlo2chakra.sim.nccl.curves import CSV_COPY, README, NcclCurvesError, parse_readme, read_csv, read_readme

SNIPPET = """# x
## T10. Small sizes
| size (B) | time µs | busbw |
|---:|---:|---:|
| 4 | 12.49 | 0.00 |
| 32 | 24.63 (in-place 13.10) | 0.00 |

## T12. digitised
| GPUs | size (B) | HW time µs | HW busbw |
|---:|---:|---:|---:|
| 2 | 134217728 | ~393 | ~342 |
| 4 | 134217728 | ~620 | ~325 |

## T11. inline
Description table: 1 MB 121.8/16.14; 2 MB 129.8/30.30.
Comment with NCCL_ALGO=NVLSTree: 4 B-512 B take 46.3-47.8 µs.
"""


def test_parse_snippet():
    got = parse_readme(SNIPPET)
    assert got["T10"] == ((4, 12.49), (32, 13.10))  # the in-place value of an annotated cell
    assert got["T12/2"] == ((134217728, 393.0),) and got["T12/4"] == ((134217728, 620.0),)
    assert got["T11"] == ((1 << 20, 121.8), (2 << 20, 129.8))


def test_bad_cells_are_one_line_errors():
    with pytest.raises(NcclCurvesError, match="T10 row"):
        parse_readme(SNIPPET.replace("| 4 | 12.49", "| 4 | fast"))
    with pytest.raises(NcclCurvesError, match="T10 row"):
        parse_readme(SNIPPET.replace("| 4 | 12.49", "| 4x | 12.49"))


def test_absent_files_give_nothing(tmp_path):
    assert read_readme(tmp_path / "none.md") == () and read_csv(tmp_path / "none.csv") == ()


def test_copy_has_every_curve():
    keys = {c.spec.key for c in read_csv(CSV_COPY)}
    assert keys == {"T1", "T4", "T10", "T12/2", "T12/4", "T12/8", "T5", "T8", "T11"}


@pytest.mark.needs_shared
def test_shared_readme_matches_the_copy():
    if not README.is_file():
        pytest.skip(f"{README} not available (needs ../shared)")
    assert read_readme(README) == read_csv(CSV_COPY)
