"""Named verifiers of the ptr dialect (mlir-opt-22's messages):

- ``PtrToPtr``: the input is not a ``!ptr.ptr`` and has the result's memory space;
- ``PtrFromPtr``: the result is not a ``!ptr.ptr`` and has the input's memory space;
- ``PtrLoad``, ``PtrStore``: a power-of-2 alignment; an ordering the access supports (no
  release for a load, no acquire for a store, neither acq_rel); an atomic access states
  its alignment;
- ``PtrGather``, ``PtrScatter``, ``PtrMaskedLoad``, ``PtrMaskedStore``: a power-of-2
  alignment;
- ``PtrPtrDiff``: operands and result of one shape (all scalars, or vectors or tensors of
  the same shape).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("ptr")

# ptr's AtomicOrdering, by value
_ORDERINGS = ("not_atomic", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")


def _is_ptr(t: Any) -> bool:
    return getattr(getattr(t, "defn", None), "key", None) == "!ptr.ptr"


def _memory_space(t: Any) -> Any:
    """A pointer-like type's memory space (None: the default)."""
    if _is_ptr(t):
        return t.params[0]
    if t.defn is B.T["memref"]:
        return t.params[3]
    if t.defn is B.T["unranked_memref"]:
        return t.params[1]
    return None


def _to_ptr(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands or not op.results:
        return True
    source, result = op.operands[0].type, op.results[0].type
    if _is_ptr(source):
        return fail(diags, op, "the input value cannot be of type `!ptr.ptr`", False)
    if _memory_space(source) != _memory_space(result):
        return fail(diags, op, "expected the input and output to have the same memory space",
                    False)  # fmt: skip
    return True


def _from_ptr(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands or not op.results:
        return True
    source, result = op.operands[0].type, op.results[0].type
    if _is_ptr(result):
        return fail(diags, op, "the result type cannot be `!ptr.ptr`", False)
    if _memory_space(source) != _memory_space(result):
        return fail(diags, op, "expected the input and output to have the same memory space",
                    False)  # fmt: skip
    return True


def _integer(a: Any) -> int | None:
    """An integer property: ``4``, ``4 : i64``, or an optional one held as ``[4]``."""
    if a is None:
        return None
    if a.defn is B.A["array"]:
        items = a.params[0]
        return _integer(items[0]) if items else None
    if a.defn is B.A["integer"]:
        return int(a.params[1])
    return None


def _access(unsupported: tuple[str, ...]) -> Any:
    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        alignment = _integer(inherent(op, "alignment"))
        if alignment is not None and (alignment <= 0 or alignment & (alignment - 1)):
            return fail(diags, op, "alignment must be a power of 2", False)
        ordering = _integer(inherent(op, "ordering"))
        if ordering is None or not 0 <= ordering < len(_ORDERINGS):
            return True
        word = _ORDERINGS[ordering]
        if word in unsupported:
            return fail(diags, op, f"unsupported ordering '{word}'")
        if word != "not_atomic" and alignment is None:
            return fail(diags, op, "expected alignment for atomic access")
        return True

    return verify


plugin.verifier("PtrToPtr", _to_ptr)
plugin.verifier("PtrFromPtr", _from_ptr)
plugin.verifier("PtrLoad", _access(("release", "acq_rel")))
plugin.verifier("PtrStore", _access(("acquire", "acq_rel")))


def _alignment_only(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    alignment = _integer(inherent(op, "alignment"))
    if alignment is not None and (alignment <= 0 or alignment & (alignment - 1)):
        return fail(diags, op, "alignment must be a power of 2", False)
    return True


def _shape(t: Any) -> Any:
    if t.defn in (B.T["vector"], B.T["tensor"]):
        return tuple(t.params[0])
    return None


def _ptr_diff(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    shapes = {_shape(v.type) for v in (*op.operands, *op.results)}
    if len(shapes) > 1:
        return fail(diags, op, "requires the same shape for all operands and results")
    return True


for _name in ("PtrGather", "PtrScatter", "PtrMaskedLoad", "PtrMaskedStore"):
    plugin.verifier(_name, _alignment_only)
plugin.verifier("PtrPtrDiff", _ptr_diff)


# --- the C++ classes the generated predicates name ---------------------------------------------


plugin.cpp_classes(
    (
        ("ptr::PtrType", "!ptr.ptr", "pointer type"),
        ("ptr::PtrMetadataType", "!ptr.ptr_metadata", "Pointer metadata type"),
    )
)
