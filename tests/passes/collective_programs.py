"""Small per-device StableHLO programs for the collective pass tests, and what to count in them."""

from __future__ import annotations

from pathlib import Path

from hlo2chakra.ir.program import Program
from hlo2chakra.pipeline.convert import load_program


def header(partitions: int = 4) -> str:
    return f"module @m attributes {{mhlo.num_partitions = {partitions} : i32, mhlo.num_replicas = 1 : i32}} {{\n"


def all_reduce(name: str, operand: str, ty: str, groups: str = "[[0, 1, 2, 3]]", reducer: str = "add",
               channel: int = 1) -> str:
    """``%name = all_reduce(%operand)`` of type ``ty`` (e.g. ``64x32xf32``), summing by default."""
    element = ty.rsplit("x", 1)[-1]
    n = groups.count("[") - 1
    size = groups.split("]")[0].count(",") + 1
    return (f'    %{name} = "stablehlo.all_reduce"(%{operand}) ({{\n'
            f"    ^bb0(%a{name}: tensor<{element}>, %b{name}: tensor<{element}>):\n"
            f"      %r{name} = stablehlo.{reducer} %a{name}, %b{name} : tensor<{element}>\n"
            f"      stablehlo.return %r{name} : tensor<{element}>\n"
            f"    }}) {{channel_handle = #stablehlo.channel_handle<handle = {channel}, type = 1>, "
            f"replica_groups = dense<{groups}> : tensor<{n}x{size}xi64>, use_global_device_ids}} "
            f": (tensor<{ty}>) -> tensor<{ty}>\n")


def shard_offset(name: str, table: str = "[0, 16, 32, 48]") -> str:
    """``%name``: this device's row offset, looked up by partition id in ``table`` (as XLA's
    SPMD partitioner writes it)."""
    n = table.count(",") + 1
    return (f"    %t{name} = stablehlo.constant dense<{table}> : tensor<{n}xi32>\n"
            f"    %p{name} = stablehlo.partition_id : tensor<ui32>\n"
            f"    %l{name} = stablehlo.dynamic_slice %t{name}, %p{name}, sizes = [1] : "
            f"(tensor<{n}xi32>, tensor<ui32>) -> tensor<1xi32>\n"
            f"    %{name} = stablehlo.reshape %l{name} : (tensor<1xi32>) -> tensor<i32>\n")


def row_slice(name: str, operand: str, full: str, part: str, offset: str) -> str:
    """``%name``: rows ``[offset, offset + part rows)`` of ``%operand`` (2-D types)."""
    sizes = part.rsplit("x", 1)[0].replace("x", ", ")
    return (f"    %z{name} = stablehlo.constant dense<0> : tensor<i32>\n"
            f"    %{name} = stablehlo.dynamic_slice %{operand}, %{offset}, %z{name}, sizes = [{sizes}] : "
            f"(tensor<{full}>, tensor<i32>, tensor<i32>) -> tensor<{part}>\n")


def main(args: str, results: str, body: str, returned: str, partitions: int = 4) -> str:
    return (header(partitions) + f"  func.func @main({args}) -> ({results}) {{\n" + body
            + f"    return {returned} : {results}\n  }}\n}}\n")


def lowered(tmp_path: Path, text: str, name: str = "module.mlir") -> Program:
    path = tmp_path / name
    path.write_text(text)
    program, _ = load_program(path)
    return program


def kinds(program: Program) -> dict[str, tuple[int, int]]:
    """Collective kind -> (ops, input bytes summed)."""
    out: dict[str, tuple[int, int]] = {}
    for op in program.collectives:
        coll = op.collective
        count, nbytes = out.get(coll.kind.value, (0, 0))
        out[coll.kind.value] = (count + 1, nbytes + coll.input_bytes)
    return out
