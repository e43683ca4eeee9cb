"""Hand-written checks of the bufferization dialect (its ``hasVerifier`` operations), with
mlir-opt's messages.

- ``BufferizationAllocTensor``: no dynamic sizes with ``copy``; otherwise one per dynamic
  dimension; ``copy`` has the result's type.
- ``BufferizationDealloc``: as many conditions as memrefs, as many results as retained
  memrefs.
- ``BufferizationMaterializeInDestination``: a tensor ``dest`` gives one result of its
  type, a memref ``dest`` none and needs ``writable``; ``restrict`` only for memrefs; the
  shapes of ``source`` and ``dest`` agree where both are static. The element types match
  first (ODS's ``AllElementTypesMatch<["source", "dest"]>``, which the import keeps by name
  only).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.checks.shaped import element_of
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("bufferization")

_MEMREFS = (B.T["memref"], B.T["unranked_memref"])
_RANKED = (B.T["tensor"], B.T["memref"])


def _groups(op: Operation, ctx: Any, names: tuple[str, ...]) -> list[list[Any]]:
    """The operands of each named group."""
    groups = op_value_groups(op, ctx)
    return [groups.get(n, []) for n in names]


def _dynamic_dims(t: Any) -> int:
    if t.defn is B.T["tensor"]:
        return sum(1 for d in t.params[0] if d == B.DYNAMIC)
    return 0


def _alloc_tensor(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    sizes, copy, _ = _groups(op, ctx, ("dynamic_sizes", "copy", "size_hint"))
    result = op.results[0].type
    if copy and sizes:
        return fail(diags, op, "dynamic sizes not needed when copying a tensor", False)
    expected = _dynamic_dims(result)
    if not copy and len(sizes) != expected:
        return fail(diags, op, f"incorrect number of dynamic sizes, has {len(sizes)}, "
                    f"expected {expected}")  # fmt: skip
    if copy and copy[0].type is not result:
        return fail(diags, op, "expected that `copy` and return type match", False)
    return True


def _dealloc(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    memrefs, conditions, retained = _groups(op, ctx, ("memrefs", "conditions", "retained"))
    if len(memrefs) != len(conditions):
        return fail(diags, op, "must have the same number of conditions as memrefs to "
                    "deallocate")  # fmt: skip
    if len(retained) != len(op.results):
        return fail(diags, op, "must have the same number of updated conditions (results) "
                    "as retained operands")  # fmt: skip
    return True


def _materialize_in_destination(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) != 2:
        return True
    src, dest = op.operands[0].type, op.operands[1].type
    if element_of(src) is not element_of(dest):
        return fail(diags, op, "failed to verify that all of {source, dest} have same "
                    "element type")  # fmt: skip
    memref = dest.defn in _MEMREFS
    if not memref:
        if len(op.results) != 1:
            return fail(diags, op, "tensor 'dest' implies exactly one tensor result")
        if op.results[0].type is not dest:
            return fail(diags, op, "result and 'dest' types must match")
    elif op.results:
        return fail(diags, op, "memref 'dest' implies zero results")
    if inherent(op, "restrict") is not None and not memref:
        return fail(diags, op, "'restrict' is valid only for memref destinations")
    if (inherent(op, "writable") is not None) != memref:
        return fail(diags, op, "'writable' must be specified if and only if the destination "
                    "is of memref type")  # fmt: skip
    ranked = src.defn in _RANKED
    if ranked != (dest.defn in _RANKED):
        return fail(diags, op, "source/destination shapes are incompatible")
    if ranked:
        if len(src.params[0]) != len(dest.params[0]):
            return fail(diags, op, "rank mismatch between source and destination shape")
        for a, b in zip(src.params[0], dest.params[0]):
            if a != B.DYNAMIC and b != B.DYNAMIC and a != b:
                return fail(diags, op, "source/destination shapes are incompatible")
    return True


plugin.verifier("BufferizationAllocTensor", _alloc_tensor)
plugin.verifier("BufferizationDealloc", _dealloc)
plugin.verifier("BufferizationMaterializeInDestination", _materialize_in_destination)


# The type interfaces the generated predicates name (``::mlir::bufferization::...``): the
# builtin tensors and memrefs implement them.
_TENSOR_LIKE = (B.T["tensor"], B.T["unranked_tensor"])


def _type_of(v: Any) -> Any:
    return v.params[0] if v.defn is B.A["type"] else v


plugin.cpp_class("bufferization::TensorLikeType", lambda v: _type_of(v).defn in _TENSOR_LIKE,
                 "TensorLikeType instance")  # fmt: skip
plugin.cpp_class("bufferization::BufferLikeType", lambda v: _type_of(v).defn in _MEMREFS,
                 "BufferLikeType instance")  # fmt: skip
