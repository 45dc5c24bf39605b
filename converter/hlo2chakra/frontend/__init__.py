"""StableHLO -> Program: parsing with jaxlib's MLIR bindings and lowering to our small IR."""

from hlo2chakra.frontend.errors import FrontendError
from hlo2chakra.ir.program import Collective, CollectiveKind, Op, Program, TensorType

__all__ = ["Collective", "CollectiveKind", "FrontendError", "Op", "Program", "TensorType"]
