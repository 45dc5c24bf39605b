"""The one table writer: a ``PlainTable`` as CSV and parquet, without pandas.

``write_table(table, folder, stem)`` writes ``<stem>.csv`` and ``<stem>.parquet`` (or the
``formats`` asked for) and returns the ``WrittenFile``s it wrote. Every result table goes through
it: the rank and collective tables of a run (``pipeline.simulate``) and the timeline's tables
(``report.timeline_files``, from their frames by ``report.tables.frame_table``).

* CSV: what ``DataFrame.to_csv(index=False)`` writes for the table's frame, byte for byte: the
  ``csv`` module (pandas writes through it too), minimal quoting, ``"\\n"`` lines, True/False,
  an unknown value (None, NaN) as an empty field.
* Parquet: written by pyarrow, each column built from its buffers (``pyarrow.array`` on Python
  values would import pandas to ask whether they are a pandas object). The schema carries the
  columns' pandas dtypes in the ``pandas`` metadata that pyarrow reads back (``numpy_type``: so
  ``pandas.read_parquet`` gives nullable ``Int64`` columns their dtype again), and names this
  package as its creator; it claims no pandas version. ``pandas.read_parquet`` reads the frame
  ``table_frame`` makes.
"""

from __future__ import annotations

import csv
import enum
import json
import math
from pathlib import Path
from typing import Any, Sequence

from hlo2chakra.report.plain import Kind, PlainTable
from hlo2chakra.report.written import FileKind, WrittenFile



class TableFormat(str, enum.Enum):
    CSV = "csv"
    PARQUET = "parquet"


TABLE_FORMATS = (TableFormat.CSV, TableFormat.PARQUET)
# pandas' own words for a column of each kind: (pandas_type, numpy_type) in its parquet metadata
_PANDAS_TYPES = {Kind.NULLABLE_INT: ("int64", "Int64"), Kind.INT: ("int64", "int64"),
                 Kind.FLOAT: ("float64", "float64"), Kind.BOOL: ("bool", "bool"), Kind.STR: ("object", "str"),
                 Kind.NULL: ("empty", "object")}


def _stored_kind(kind: Kind, rows: int) -> Kind:
    """A string column of no rows is stored as pandas stores an empty object column (no type)."""
    return Kind.NULL if kind is Kind.STR and rows == 0 else kind


def _csv_value(value: Any) -> Any:
    return None if isinstance(value, float) and math.isnan(value) else value


def write_csv(table: PlainTable, path: Path) -> None:
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(table.columns)
        floats = [i for i, kind in enumerate(table.kinds) if kind is Kind.FLOAT]
        for row in table.rows:
            if floats:
                row = tuple(_csv_value(v) if i in floats else v for i, v in enumerate(row))
            writer.writerow(row)


def _pandas_metadata(table: PlainTable) -> bytes:
    """The columns' pandas dtypes, in pandas' parquet metadata format (a RangeIndex, dropped)."""
    columns = []
    for name, kind in zip(table.columns, table.kinds):
        pandas_type, numpy_type = _PANDAS_TYPES[_stored_kind(kind, len(table.rows))]
        columns.append({"name": name, "field_name": name, "pandas_type": pandas_type, "numpy_type": numpy_type,
                        "metadata": None})
    meta = {"index_columns": [], "column_indexes": [], "columns": columns, "attributes": {},
            "creator": {"library": "hlo2chakra"}}
    return json.dumps(meta).encode()


def _validity(values: Sequence[Any]) -> Any:
    """The validity bitmap of ``values`` (None: every value known)."""
    import numpy as np
    import pyarrow

    known = np.array([v is not None for v in values], dtype=bool)
    return None if known.all() else pyarrow.py_buffer(np.packbits(known, bitorder="little"))


def _arrow_column(kind: Kind, values: list[Any]) -> Any:
    """One column as a pyarrow array built from its buffers."""
    import numpy as np
    import pyarrow

    n = len(values)
    if kind is Kind.NULL:
        return pyarrow.nulls(n)
    if kind in (Kind.NULLABLE_INT, Kind.INT):
        data = np.array([0 if v is None else v for v in values], np.int64)
        return pyarrow.Array.from_buffers(pyarrow.int64(), n, [_validity(values), pyarrow.py_buffer(data)])
    if kind is Kind.FLOAT:
        return pyarrow.Array.from_buffers(pyarrow.float64(), n, [None, pyarrow.py_buffer(np.array(values, np.float64))])
    if kind is Kind.BOOL:
        bits = np.packbits(np.array(values, dtype=bool), bitorder="little")
        return pyarrow.Array.from_buffers(pyarrow.bool_(), n, [None, pyarrow.py_buffer(bits)])
    encoded = [v.encode("utf-8") for v in values]
    offsets = np.zeros(n + 1, np.int64)
    np.cumsum([len(d) for d in encoded], out=offsets[1:])
    return pyarrow.Array.from_buffers(pyarrow.large_string(), n, [None, pyarrow.py_buffer(offsets),
                                                                  pyarrow.py_buffer(b"".join(encoded))])


def write_parquet(table: PlainTable, path: Path) -> None:
    import pyarrow
    import pyarrow.parquet

    count = len(table.rows)
    columns = [_arrow_column(_stored_kind(kind, count), [row[i] for row in table.rows])
               for i, kind in enumerate(table.kinds)]
    schema = pyarrow.schema([pyarrow.field(name, column.type) for name, column in zip(table.columns, columns)],
                            metadata={b"pandas": _pandas_metadata(table)})
    pyarrow.parquet.write_table(pyarrow.Table.from_arrays(columns, schema=schema), str(path))


def write_table(table: PlainTable, folder: Path, stem: str,
                formats: Sequence[TableFormat] = TABLE_FORMATS) -> tuple[WrittenFile, ...]:
    """``<stem>.<format>`` in ``folder`` for each of ``formats``; the files written, in that order."""
    written = []
    for fmt in map(TableFormat, formats):
        name = f"{stem}.{fmt.value}"
        (write_csv if fmt is TableFormat.CSV else write_parquet)(table, folder / name)
        written.append(WrittenFile(name, FileKind.TABLE))
    return tuple(written)
