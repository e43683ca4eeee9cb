"""Shape semantics of the builtin shaped types, as MLIR's traits use them, and the type
transforms ``TypesMatchWith`` names.

MLIR's ``verifyCompatibleShapes``: non-shaped types are compatible only with each other;
scalable and fixed vectors do not mix; unranked types match anything; ranked ones must
agree on the rank and on every size that is static in both (``?`` matches any size).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from core import builtin as B
from core.attributes import Attribute, get
from irdl.plugin import SHAPED_TYPES, Plugin

RANKED = frozenset((B.T["tensor"], B.T["memref"], B.T["vector"]))


def element_type_or_self(t: Attribute) -> Attribute:
    """The element type of a shaped type (a plug-in's too), or the type itself."""
    d = t.defn
    if d in RANKED:
        return t.params[1]
    if d is B.T["unranked_tensor"] or d is B.T["unranked_memref"]:
        return t.params[0]
    shaped = SHAPED_TYPES.get(getattr(d, "key", ""))
    return shaped[1](t) if shaped is not None else t


def shape_or_none(t: Attribute) -> tuple[int, ...] | None:
    """The shape of a ranked shaped type (a plug-in's too); None for another type."""
    if t.defn in RANKED:
        return tuple(t.params[0])
    shaped = SHAPED_TYPES.get(getattr(t.defn, "key", ""))
    return shaped[0](t) if shaped is not None else None


def tensor_encoding(t: Attribute) -> Attribute | None:
    return t.params[2] if t.defn is B.T["tensor"] else None


def _scalable(t: Attribute) -> bool:
    return t.defn is B.T["vector"] and any(t.params[2])


def compatible_shapes(types: Sequence[Attribute]) -> bool:
    shaped = [t.defn in B.SHAPED_DEFS for t in types]
    if not all(shaped):
        return not any(shaped)
    if len({_scalable(t) for t in types}) > 1:
        return False
    shapes = [t.params[0] for t in types if t.defn in RANKED]
    if not shapes:
        return True
    if len({len(s) for s in shapes}) > 1:
        return False
    for dims in zip(*shapes):
        static = {d for d in dims if d != B.DYNAMIC}
        if len(static) > 1:
            return False
    return True


# --- type transforms (TypesMatchWith) ---------------------------------------------------------


def i1_same_shape(t: Attribute) -> Attribute:
    """i1, in the same shape as ``t`` when it is shaped (MLIR's getI1SameShape)."""
    i1 = B.I1
    d = t.defn
    if d is B.T["tensor"]:
        return _with_element(t, i1)
    if d is B.T["vector"] or d is B.T["memref"]:
        return _with_element(t, i1)
    if d is B.T["unranked_tensor"]:
        return get(d, (i1,))
    return i1


def _with_element(t: Attribute, element: Attribute) -> Attribute:
    params = list(t.params)
    params[1] = element
    return get(t.defn, tuple(params))


# name -> the type a value must have, from the type of another (TypesMatchWith)
_library = Plugin("irdlkit")
_library.type_transform("Same", lambda t: t)
_library.type_transform("I1SameShape", i1_same_shape)
_library.type_transform("ElementType", element_type_or_self)


def _complex_element(t: Attribute) -> Attribute | None:
    """The element type of a complex type (none for another type)."""
    return t.params[0] if t.defn is B.T["complex"] else None


def _function_types(index: int) -> Callable[[Attribute], tuple[Attribute, ...] | None]:
    """The input (0) or result (1) types of a function type, for a whole group."""
    return lambda t: tuple(t.params[index]) if t.defn is B.T["function"] else None


_library.type_transform("ComplexElementType", _complex_element)
_library.type_transform("FunctionInputs", _function_types(0))
_library.type_transform("FunctionResults", _function_types(1))
