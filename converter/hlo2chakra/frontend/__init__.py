"""StableHLO -> Program: parsing with jaxlib's MLIR bindings and lowering to our small IR."""

from .errors import FrontendError
from .program import Collective, CollectiveKind, Op, Program, TensorType

__all__ = ["Collective", "CollectiveKind", "FrontendError", "Op", "Program", "TensorType"]
