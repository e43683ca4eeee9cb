"""C++ verifiers of the shape dialect, with mlir-opt's messages.

- Ops on sizes (``add``, ``div``, ``mul``, ``get_extent``, ``num_elements``, ``rank``) and
  on shapes (``shape_of``, ``broadcast``): when an operand can hold an error value
  (``!shape.size``, ``!shape.shape``, ``!shape.value_shape``), the result must be a
  ``!shape.size`` (``!shape.shape``) to carry it.
- ``ShapeAssumingAll``: at least one operand. ``ShapeCstrBroadcastable``: at least two.
- ``ShapeReduce``: the body takes (index, extent, accumulators...): the extent is a
  ``!shape.size`` for a shape, an ``index`` for an extent tensor; the accumulators have the
  initial values' types.
- ``ShapeYield``: as many operands as the parent has results, of the same types.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.ir import Operation
from irdl.plugin import Plugin, fail

plugin = Plugin("shape")

_ERROR_HOLDING = ("!shape.size", "!shape.shape", "!shape.value_shape")


def _holds_error(op: Operation) -> bool:
    return any(v.type.defn.key in _ERROR_HOLDING for v in op.operands)


def _result_of(kind: str) -> Any:
    def verify(op: Operation, diags: list[Any], ctx: Any) -> bool:
        if _holds_error(op) and op.results and op.results[0].type.defn.key != f"!shape.{kind}":
            return fail(diags, op, "if at least one of the operands can hold error values then "
                        f"the result must be of type `{kind}` to propagate them")  # fmt: skip
        return True

    return verify


for _name in ("ShapeAdd", "ShapeDiv", "ShapeMul", "ShapeGetExtent", "ShapeNumElements",
              "ShapeRank"):  # fmt: skip
    plugin.verifier(_name, _result_of("size"))
_shape_result = _result_of("shape")
plugin.verifier("ShapeShapeOf", _shape_result)


def _verify_broadcast(op: Operation, diags: list[Any], ctx: Any) -> bool:
    return _shape_result(op, diags, ctx)


plugin.verifier("ShapeBroadcast", _verify_broadcast)


def _verify_assuming_all(op: Operation, diags: list[Any], ctx: Any) -> bool:
    if not op.operands:
        return fail(diags, op, "no operands specified")
    return True


plugin.verifier("ShapeAssumingAll", _verify_assuming_all)


def _verify_cstr_broadcastable(op: Operation, diags: list[Any], ctx: Any) -> bool:
    if len(op.operands) < 2:
        return fail(diags, op, "required at least 2 input shapes")
    return True


plugin.verifier("ShapeCstrBroadcastable", _verify_cstr_broadcastable)


def _verify_reduce(op: Operation, diags: list[Any], ctx: Any) -> bool:
    if not op.regions or not op.regions[0].blocks:
        return True
    args = op.regions[0].blocks[0].args
    inits = op.operands[1:]
    if len(args) != len(inits) + 2:
        return fail(diags, op, f"ReduceOp body is expected to have {len(inits) + 2} arguments")
    if args[0].type is not B.INDEX:
        return fail(diags, op, "argument 0 of ReduceOp body is expected to be of IndexType")
    shape_type = op.operands[0].type
    if shape_type.defn.key == "!shape.shape":
        if args[1].type.defn.key != "!shape.size":
            return fail(diags, op, "argument 1 of ReduceOp body is expected to be of SizeType "
                        "if the ReduceOp operates on a ShapeType")  # fmt: skip
    elif args[1].type is not B.INDEX:
        return fail(diags, op, "argument 1 of ReduceOp body is expected to be of IndexType if "
                    "the ReduceOp operates on an extent tensor")  # fmt: skip
    for i, (v, a) in enumerate(zip(inits, args[2:])):
        if v.type is not a.type:
            return fail(diags, op, f"type mismatch between argument {i + 2} of ReduceOp body "
                        f"and initial value {i}")  # fmt: skip
    return True


plugin.verifier("ShapeReduce", _verify_reduce)


def _verify_yield(op: Operation, diags: list[Any], ctx: Any) -> bool:
    block = op.parent
    region = block.parent if block is not None else None
    parent = region.parent if region is not None else None
    if parent is None:
        return True
    results = parent.results
    if len(results) != len(op.operands):
        return fail(diags, op, "number of operands does not match number of results of its "
                    "parent")  # fmt: skip
    for r, v in zip(results, op.operands):
        if r.type is not v.type:
            return fail(diags, op, "types mismatch between yield op and its parent")
    return True


plugin.verifier("ShapeYield", _verify_yield)
