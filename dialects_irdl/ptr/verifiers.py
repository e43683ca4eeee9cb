"""Named verifiers of the ptr dialect (mlir-opt-22's messages):

- ``PtrToPtr``: the input is not a ``!ptr.ptr`` and has the result's memory space;
- ``PtrFromPtr``: the result is not a ``!ptr.ptr`` and has the input's memory space;
- ``PtrLoad``, ``PtrStore``: first what the pointer's memory space accepts (C++'s
  ``MemorySpaceAttrInterface::isValidLoad``/``isValidStore``: anything for
  ``#ptr.generic_space``; for ``#llvm.address_space<N>`` a sized LLVM type, and for an
  atomic access an integer or float of a power-of-2 size or an ``!llvm.ptr``), then a
  power-of-2 alignment; an ordering the access supports (no release for a load, no acquire
  for a store, neither acq_rel); an atomic access states its alignment;
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


# LLVM's floating-point types, by builtin kind: those it can load (all of a size), and those
# an atomic access may use (a power-of-2 size)
_LLVM_FLOATS = ("bf16", "f16", "f32", "f64", "f80", "f128")
_ATOMIC_FLOATS = ("bf16", "f16", "f32", "f64", "f128")
# LLVM dialect types without a size in memory
_UNSIZED_LLVM = ("!llvm.void", "!llvm.func", "!llvm.label", "!llvm.metadata")
_OPAQUE_STRUCT = 2  # the `kind` of an identified struct without a body (llvm's struct)


def _is_float(t: Any, kinds: tuple[str, ...]) -> bool:
    return any(t.defn is B.T.get(k) for k in kinds)


def _llvm_loadable(t: Any) -> bool:
    """LLVM's isLoadableType: a type the LLVM dialect can load and store (signless integers,
    LLVM's floats, 1-D vectors, pointers to LLVM address spaces, sized LLVM dialect
    types)."""
    d = t.defn
    if d is B.T["integer"]:
        return bool(t.params[1] == B.SIGNLESS)
    if d is B.T["vector"]:
        return len(t.params[0]) == 1
    key = getattr(d, "key", "")
    if key == "!ptr.ptr":  # one of LLVM's address spaces
        return getattr(t.params[0].defn, "key", None) == "#llvm.address_space"
    if key.startswith("!llvm."):
        if key in _UNSIZED_LLVM:
            return False
        return not (key == "!llvm.struct" and _integer(t.params[2]) == _OPAQUE_STRUCT)
    return _is_float(t, _LLVM_FLOATS)


def _llvm_atomic(t: Any) -> bool:
    """LLVM's isTypeCompatibleWithAtomicOp: an integer of a power-of-2 width of at least 8
    bits, a float of a power-of-2 size, or an ``!llvm.ptr``."""
    if t.defn is B.T["integer"]:
        width = int(t.params[0])
        return width >= 8 and not width & (width - 1)
    return getattr(t.defn, "key", "") == "!llvm.ptr" or _is_float(t, _ATOMIC_FLOATS)


def _memory_space_accepts(op: Operation, diags: list[Diagnostic], value: Any) -> bool:
    """The pointer's memory space on the access of ``value``'s type (isValidLoad /
    isValidStore); ``#ptr.generic_space`` (and spaces this plug-in does not know) accept
    anything."""
    from core.printer import attr_to_str

    ptr = next((v.type for v in op.operands if _is_ptr(v.type)), None)
    space = ptr.params[0] if ptr is not None else None
    if space is None or getattr(space.defn, "key", None) != "#llvm.address_space":
        return True
    if not _llvm_loadable(value):
        return fail(diags, op, "type must be LLVM type with size, but got "
                    f"'{attr_to_str(value)}'", False)  # fmt: skip
    ordering = _integer(inherent(op, "ordering"))
    if ordering and not _llvm_atomic(value):
        return fail(diags, op, f"unsupported type '{attr_to_str(value)}' for atomic access",
                    False)  # fmt: skip
    return True


def _access(unsupported: tuple[str, ...]) -> Any:
    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        value = op.results[0].type if op.results else op.operands[0].type if op.operands else None
        if value is not None and not _memory_space_accepts(op, diags, value):
            return False
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
