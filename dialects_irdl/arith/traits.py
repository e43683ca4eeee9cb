"""Traits of the arith dialect.

- ``SameInputOutputTensorDims`` (a predicate trait of arith's casts): the operand ``in``
  and the result ``out`` have the same tensor dimensions (a non-tensor has none).
- ``BooleanConditionOrMatchingShape<condition, result>`` (a predicate trait): the
  condition is ``i1``, or it has the shape of the result.
- ``CastOpInterface<Rule>``: MLIR's cast interface check, "operand type 'X' and result type
  'Y' are cast incompatible", with the rule of arith's ``areCastCompatible``: ``ExtI``,
  ``TruncI``, ``ExtF``, ``TruncF`` (the element bit width grows or shrinks strictly),
  ``IToF``, ``FToI``, ``IndexCast`` (index to signless integer or back, memrefs too),
  ``Bitcast`` (same bit width, memrefs too). The first operand and the result must also
  have compatible shapes, and tensors the same encoding.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.floats import SEMANTICS
from core.ir import Operation
from core.printer import attr_to_str
from irdl.checks import shapes as S
from irdl.plugin import Plugin, fail

plugin = Plugin("arith")

_MAPPABLE = frozenset((B.T["vector"], B.T["tensor"], B.T["unranked_tensor"]))


def _groups(op: Operation, ctx: Any) -> dict[str, list[Any]] | None:
    from irdl.format.ops import value_groups

    info = ctx.op_info(op.name) if ctx is not None else None
    if info is None or info.defn is None:
        return None
    return value_groups(op, info.defn)


_UNRANKED = object()  # a shape equal to no other


def _tensor_dims(t: Attribute) -> Any:
    if t.defn is B.T["tensor"]:
        return t.params[0]
    if t.defn is B.T["unranked_tensor"]:
        return _UNRANKED
    return ()


def _same_tensor_dims(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    groups = _groups(op, ctx)
    if groups is None:
        return True
    values = groups.get("in", []) + groups.get("out", [])
    dims = [_tensor_dims(v.type) for v in values]
    if any(d is _UNRANKED for d in dims) or any(d != dims[0] for d in dims):
        return fail(
            diags, op, "failed to verify that input and output have the same tensor dimensions"
        )
    return True


def _shape(t: Attribute) -> tuple[int, ...] | None:
    if t.defn in (B.T["tensor"], B.T["vector"], B.T["memref"]):
        return tuple(t.params[0])
    if t.defn in (B.T["unranked_tensor"], B.T["unranked_memref"]):
        return ()
    return None


def _condition_or_matching_shape(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    groups = _groups(op, ctx)
    if groups is None or len(args) < 2:
        return True
    cond, result = groups.get(args[0], []), groups.get(args[1], [])
    if not cond or not result or cond[0].type is B.I1:
        return True
    a, b = _shape(cond[0].type), _shape(result[0].type)
    if a is None or b is None or a != b:
        return fail(
            diags, op, f"failed to verify that {args[0]} is signless i1 or has matching shape"
        )
    return True


# --- arith's cast compatibility ---------------------------------------------------------------

_VECTOR_OR_TENSOR = _MAPPABLE
_WITH_MEMREF = _MAPPABLE | {B.T["memref"]}


def _underlying(t: Attribute, containers: frozenset[Any], kinds: tuple[str, ...]) -> Any:
    """The element type of ``t`` (itself if scalar) when it is of one of ``kinds``
    and ``t`` is a scalar or one of ``containers``; else None."""
    if t.defn in B.SHAPED_DEFS and t.defn not in containers:
        return None
    element = S.element_type_or_self(t)
    names = {"integer": (B.T["integer"],), "float": B.FLOAT_DEFS, "index": (B.T["index"],)}
    if any(element.defn in names[k] for k in kinds):
        return element
    return None


def _width(t: Attribute) -> int:
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    return SEMANTICS[B.FLOAT_DEFS[t.defn]].width


def _width_change(kind: str, grow: bool) -> Any:
    def rule(src: Attribute, dst: Attribute) -> bool:
        a = _underlying(src, _VECTOR_OR_TENSOR, (kind,))
        b = _underlying(dst, _VECTOR_OR_TENSOR, (kind,))
        if a is None or b is None:
            return False
        return _width(b) > _width(a) if grow else _width(b) < _width(a)

    return rule


def _between(src_kind: str, dst_kind: str) -> Any:
    def rule(src: Attribute, dst: Attribute) -> bool:
        return (
            _underlying(src, _VECTOR_OR_TENSOR, (src_kind,)) is not None
            and _underlying(dst, _VECTOR_OR_TENSOR, (dst_kind,)) is not None
        )

    return rule


def _index_cast(src: Attribute, dst: Attribute) -> bool:
    a = _underlying(src, _WITH_MEMREF, ("integer", "index"))
    b = _underlying(dst, _WITH_MEMREF, ("integer", "index"))
    if a is None or b is None:
        return False
    index = B.T["index"]
    return (a.defn is index) != (b.defn is index)


def _bitcast(src: Attribute, dst: Attribute) -> bool:
    a = _underlying(src, _WITH_MEMREF, ("integer", "float"))
    b = _underlying(dst, _WITH_MEMREF, ("integer", "float"))
    return a is not None and b is not None and _width(a) == _width(b)


_CAST_RULES: dict[str, Any] = {
    "ExtI": _width_change("integer", True),
    "TruncI": _width_change("integer", False),
    "ExtF": _width_change("float", True),
    "TruncF": _width_change("float", False),
    "IToF": _between("integer", "float"),
    "FToI": _between("float", "integer"),
    "IndexCast": _index_cast,
    "Bitcast": _bitcast,
}


def _cast_compatible(src: Attribute, dst: Attribute, rule: str) -> bool:
    if not S.compatible_shapes([src, dst]):
        return False
    if S.tensor_encoding(src) is not S.tensor_encoding(dst) and (
        src.defn is B.T["tensor"] and dst.defn is B.T["tensor"]
    ):
        return False
    return bool(_CAST_RULES[rule](src, dst))


def _quoted(types: list[Attribute]) -> str:
    return ", ".join(f"'{attr_to_str(t)}'" for t in types)


def _cast_op_interface(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    if not op.results:
        return fail(diags, op, "expected at least one result for cast operation")
    ins = [v.type for v in op.operands]
    outs = [r.type for r in op.results]
    ok = bool(ins) and len(outs) == 1 and _cast_compatible(ins[0], outs[0], args[0])
    if ok:
        return True
    operands = "s []" if not ins else (f" {_quoted(ins)}" if len(ins) == 1 else f"s {_quoted(ins)}")
    results = f"{' ' if len(outs) == 1 else 's '}{_quoted(outs)}"
    return fail(diags, op, f"operand type{operands} and result type{results} are cast incompatible")


plugin.trait("SameInputOutputTensorDims", _same_tensor_dims, phase="predicate")
plugin.trait("BooleanConditionOrMatchingShape", _condition_or_matching_shape, phase="predicate")
plugin.trait("CastOpInterface", _cast_op_interface)
