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
- ``ShapeShapeOf`` also checks its result against the type C++'s InferTypeOpInterface
  infers (``failed to infer returned types``); so do ``ShapeConstShape`` and ``ShapeMeet``,
  which the generated file does not name yet (ODS gives them no verifier, only the
  interface).
- ``verify_operation_attribute``: the ``shape.lib`` attribute (C++'s
  ``ShapeDialect::verifyOperationAttribute``), the dialect's ``attribute_verifier`` (see
  ``OPERATION_ATTRIBUTES``).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.diagnostics import Diagnostic, Severity
from core.ir import Operation
from core.printer import attr_to_str, op_loc
from irdl.checks.shapes import compatible_shapes
from irdl.plugin import Plugin, fail, inherent

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


def _inferred_shape_of(arg: Attribute) -> Attribute | None:
    """The type C++ infers for ``shape.shape_of``'s result: a ``!shape.shape`` for a
    ``!shape.value_shape`` (None here), else ``tensor<rank x index>`` (``?`` unranked)."""
    if arg.defn.key == "!shape.value_shape":
        return None
    rank = (
        len(arg.params[0])
        if arg.defn in (B.T["tensor"], B.T["memref"], B.T["vector"])
        else B.DYNAMIC
    )
    return get(B.T["tensor"], ((rank,), B.INDEX, None))


def _shape_of_compatible(inferred: Attribute | None, actual: Attribute) -> bool:
    """C++'s ShapeOfOp::isCompatibleReturnTypes: equal types, or a ``!shape.shape`` on
    either side, or shaped types with compatible shapes."""
    if inferred is None or inferred is actual or actual.defn.key == "!shape.shape":
        return True
    return actual.defn in B.SHAPED_DEFS and compatible_shapes([inferred, actual])


def _inference_failed(op: Operation, diags: list[Diagnostic], message: str) -> bool:
    """InferTypeOpInterface's failure: ``message`` at the operation (no note), then
    ``failed to infer returned types`` on it."""
    diags.append(Diagnostic(Severity.ERROR, message, op_loc(op)))
    return fail(diags, op, "failed to infer returned types")


def _incompatible(op: Operation, diags: list[Diagnostic], inferred: Attribute) -> bool:
    actual = op.results[0].type
    return _inference_failed(op, diags, f"'{op.name}' op inferred type(s) "
                             f"'{attr_to_str(inferred)}' are incompatible with return type(s) "
                             f"of operation '{attr_to_str(actual)}'")  # fmt: skip


def _verify_shape_of(op: Operation, diags: list[Any], ctx: Any) -> bool:
    """InferTypeOpInterface's check, then the error-propagation rule."""
    if len(op.operands) == 1 and len(op.results) == 1:
        inferred = _inferred_shape_of(op.operands[0].type)
        if not _shape_of_compatible(inferred, op.results[0].type):
            assert inferred is not None
            return _incompatible(op, diags, inferred)
    return _shape_result(op, diags, ctx)


def _verify_const_shape(op: Operation, diags: list[Any], ctx: Any) -> bool:
    """C++ infers ``tensor<N x index>`` for N extents; only that type or a
    ``!shape.shape`` is compatible."""
    shape = inherent(op, "shape")
    if shape is None or len(op.results) != 1 or shape.defn is not B.A["dense_int_or_fp_elements"]:
        return True
    extents = shape.params[0]  # the elements' type: tensor<N x index>
    if extents.defn is not B.T["tensor"] or len(extents.params[0]) != 1:
        return True
    count = extents.params[0][0]
    inferred = get(B.T["tensor"], ((count,), B.INDEX, None))
    actual = op.results[0].type
    if actual is inferred or actual.defn.key == "!shape.shape":
        return True
    return _incompatible(op, diags, inferred)


def _is_extent_tensor(t: Attribute) -> bool:
    return t.defn is B.T["tensor"] and len(t.params[0]) == 1 and t.params[1] is B.INDEX


def _meet_type(op: Operation, diags: list[Diagnostic]) -> Attribute | None:
    """The type C++ infers for ``shape.meet``: sizes meet to ``!shape.size`` over
    ``index``, shapes to ``!shape.shape`` over extent tensors, extent tensors to the
    dynamic one, or the static one of equal ranks; None after reporting the failure."""
    acc = op.operands[0].type
    for t in op.operands[1:]:
        left, right = acc, t.type
        if left.defn.key not in ("!shape.shape", "!shape.size"):
            left, right = right, left
        if left.defn.key == "!shape.size":
            if right.defn.key != "!shape.size" and right is not B.INDEX:
                _inference_failed(op, diags, "requires all sizes or shapes")
                return None
            acc = left
        elif left is B.INDEX:
            if right is not B.INDEX:
                _inference_failed(op, diags, "requires all sizes or shapes")
                return None
            acc = right
        elif left.defn.key == "!shape.shape":
            if right.defn.key != "!shape.shape" and not _is_extent_tensor(right):
                _inference_failed(op, diags, "requires all sizes or shapes")
                return None
            acc = left
        elif _is_extent_tensor(left):
            rank1 = left.params[0][0]
            # C++ reads the other side as a ranked tensor whatever it is.
            rank2 = right.params[0][0] if _is_extent_tensor(right) else None
            if rank1 == B.DYNAMIC:
                acc = left
            elif rank2 == B.DYNAMIC:
                acc = right
            elif rank1 != rank2:
                _inference_failed(op, diags, "unequal shape cardinality")
                return None
            else:
                acc = left
    return acc


def _meet_compatible(inferred: Attribute, actual: Attribute) -> bool:
    """C++'s MeetOp::isCompatibleReturnTypes."""
    if inferred is actual:
        return True
    lhs, rhs = inferred, actual
    if lhs.defn.key not in ("!shape.shape", "!shape.size"):
        lhs, rhs = rhs, lhs
    if lhs.defn.key == "!shape.size":
        return rhs.defn.key == "!shape.size" or rhs is B.INDEX
    if lhs.defn.key == "!shape.shape":
        return rhs.defn.key == "!shape.shape" or rhs.defn in (B.T["tensor"], B.T["unranked_tensor"])
    return compatible_shapes([lhs, rhs])


def _verify_meet(op: Operation, diags: list[Any], ctx: Any) -> bool:
    if not op.operands or len(op.results) != 1:
        return True
    inferred = _meet_type(op, diags)
    if inferred is None:
        return False
    if not _meet_compatible(inferred, op.results[0].type):
        return _incompatible(op, diags, inferred)
    return True


plugin.verifier("ShapeConstShape", _verify_const_shape)
plugin.verifier("ShapeMeet", _verify_meet)


plugin.verifier("ShapeShapeOf", _verify_shape_of)


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


# --- the shape.lib attribute (ShapeDialect::verifyOperationAttribute) -----------------------


def _is_symbol_table(op: Operation, ctx: Any) -> bool:
    info = ctx.op_info(op.name) if ctx is not None else None
    return bool(info is not None and info.symbol_table)


def _lookup_in(op: Operation, ref: Attribute, ctx: Any) -> Operation | None:
    """MLIR's SymbolTable::lookupSymbolIn: ``@root::@nested...`` within ``op``'s table."""
    from irdl.checks.traits import resolve_in_table

    return resolve_in_table(op, ref.params[0], ref.params[1], ctx)


def _verify_lib(op: Operation, value: Attribute, diags: list[Diagnostic], ctx: Any) -> bool:
    """``shape.lib``: on a symbol table, a reference (or array of references) to
    ``shape.function_library`` ops of that table, whose mappings name each op once."""
    if not _is_symbol_table(op, ctx):
        return fail(diags, op, "shape.lib attribute may only be on op implementing SymbolTable",
                    False)  # fmt: skip
    if value.defn is B.A["symbol_ref"]:
        lib = _lookup_in(op, value, ctx)
        if lib is None:
            return fail(diags, op, f"shape function library {attr_to_str(value)} not found",
                        False)  # fmt: skip
        if lib.name != "shape.function_library":
            return fail(diags, op, f"{attr_to_str(value)} required to be shape function "
                        "library", False)  # fmt: skip
        return True
    if value.defn is B.A["array"]:
        seen: set[str] = set()
        for ref in value.params[0]:
            if ref.defn is not B.A["symbol_ref"]:
                return fail(diags, op, "only SymbolRefAttr allowed in shape.lib attribute "
                            "array", False)  # fmt: skip
            lib = _lookup_in(op, ref, ctx)
            if lib is None or lib.name != "shape.function_library":
                return fail(diags, op, f"{attr_to_str(ref)} does not refer to "
                            "FunctionLibraryOp", False)  # fmt: skip
            mapping = inherent(lib, "mapping")
            for key, _ in mapping.params[0] if mapping is not None else ():
                if key in seen:
                    quoted = attr_to_str(B.string_attr(key))
                    return fail(diags, op, "only one op to shape mapping allowed, found "
                                f"multiple for `{quoted}`", False)  # fmt: skip
                seen.add(key)
        return True
    return fail(diags, op, "only SymbolRefAttr or array of SymbolRefAttrs allowed as "
                "shape.lib attribute", False)  # fmt: skip


# discardable attribute name -> its check (op, value, diagnostics, context) -> bool: what
# C++'s ShapeDialect::verifyOperationAttribute checks, for the core to run on entering an
# operation, before its own checks (it has no such hook yet).
OPERATION_ATTRIBUTES = {"shape.lib": _verify_lib}


def verify_operation_attribute(
    op: Operation, name: str, value: Attribute, diags: list[Diagnostic], ctx: Any
) -> bool:
    """C++'s ``ShapeDialect::verifyOperationAttribute`` for the attribute ``name``."""
    check = OPERATION_ATTRIBUTES.get(name)
    return check is None or check(op, value, diags, ctx)


plugin.attribute_verifier("shape", verify_operation_attribute)
