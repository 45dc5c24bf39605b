"""One GEMM `C[M,N] = A[M,K] @ B[K,N]` on a 2-D mesh (x, y).

A is sharded rows-on-x and K-on-y, B K-on-y, C rows-on-x: every device multiplies an
(M/x, K/y) x (K/y, N) block, then an all-reduce over y sums the partial products.
Per-device matmul flops = 2*M*N*K / (x*y).
"""

from __future__ import annotations

import dataclasses

import jax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from hlo2chakra.zoo._common import StepProgram, dtype_of, sds

AXES = ("x", "y")


@dataclasses.dataclass(frozen=True)
class Config:
    m: int = 1024
    n: int = 1024
    k: int = 1024
    dtype: str = "float32"


def build(cfg: Config, mesh: Mesh) -> StepProgram:
    dt = dtype_of(cfg.dtype)
    a = sds((cfg.m, cfg.k), dt, mesh, P("x", "y"))
    b = sds((cfg.k, cfg.n), dt, mesh, P("y", None))

    def gemm(lhs: jax.Array, rhs: jax.Array) -> jax.Array:
        return lhs @ rhs

    fn = jax.jit(gemm, out_shardings=NamedSharding(mesh, P("x", None)))
    return StepProgram(fn, (a, b))
