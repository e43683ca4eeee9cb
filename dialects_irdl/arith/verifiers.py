"""Named verifiers of the arith dialect.

- ``ArithConstant``: a signless integer if an integer; the value is an integer, float or
  elements attribute; a scalable vector only from a splat (MLIR's ConstantOp::verify).
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
from irdl.checks.shapes import i1_same_shape
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("arith")


def _select(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) != 3 or len(op.results) != 1:
        return True
    condition = op.operands[0].type
    if condition is B.I1:
        return True
    result = op.results[0].type
    if result.defn not in (B.T["vector"], B.T["tensor"], B.T["unranked_tensor"]):
        got = attr_to_str(condition)
        return fail(diags, op, f"expected condition to be a signless i1, but got '{got}'", True)
    expected = i1_same_shape(result)
    if condition is not expected:
        return fail(
            diags, op,
            "expected condition type to have the same shape as the result type, expected "
            f"'{attr_to_str(expected)}', but got '{attr_to_str(condition)}'",
            True,
        )  # fmt: skip
    return True


plugin.verifier("ArithSelect", _select)


def _arith_constant(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """arith.constant: a signless integer if an integer; the value is an integer, float or
    elements attribute; a scalable vector only from a splat."""
    value = inherent(op, "value")
    result = op.results[0].type if len(op.results) == 1 else None
    if result is not None and result.defn is B.T["integer"] and result.params[1] != B.SIGNLESS:
        return fail(diags, op, "integer return type must be signless", True)
    kinds = (B.A["integer"], B.A["float"], B.A["dense_int_or_fp_elements"],
             B.A["dense_string_elements"], B.A["dense_resource_elements"],
             B.A["sparse_elements"])  # fmt: skip
    if value is not None and value.defn not in kinds:
        return fail(diags, op, "value must be an integer, float, or elements attribute", True)
    if (
        value is not None and result is not None and result.defn is B.T["vector"]
        and any(result.params[2])
        and not (value.defn in (B.A["dense_int_or_fp_elements"], B.A["dense_string_elements"])
                 and value.params[1])
    ):  # fmt: skip
        return fail(
            diags, op, "intializing scalable vectors with elements attribute is not supported "
            "unless it's a vector splat", True,
        )  # fmt: skip
    return True


plugin.verifier("ArithConstant", _arith_constant)
