"""Named verifiers of the arith dialect (registered in ``irdl.verifiers.VERIFIERS``).

- ``ArithSelect``: a condition that is not ``i1`` selects element by element, so the result
  must be a vector or tensor and the condition ``i1`` in the result's shape (MLIR's
  SelectOp::verify).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import attr_to_str
from irdl.shapes import i1_same_shape
from irdl.verifiers import NamedVerifier, _fail, _register


def _select(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) != 3 or len(op.results) != 1:
        return True
    condition = op.operands[0].type
    if condition is B.I1:
        return True
    result = op.results[0].type
    if result.defn not in (B.T["vector"], B.T["tensor"], B.T["unranked_tensor"]):
        got = attr_to_str(condition)
        return _fail(diags, op, f"expected condition to be a signless i1, but got '{got}'", True)
    expected = i1_same_shape(result)
    if condition is not expected:
        return _fail(
            diags, op,
            "expected condition type to have the same shape as the result type, expected "
            f"'{attr_to_str(expected)}', but got '{attr_to_str(condition)}'",
            True,
        )  # fmt: skip
    return True


_register(NamedVerifier("ArithSelect", _select))
