"""Hand-written checks of the LLVM dialect's operations (``verifier = "..."``).

- ``LLVMSwitch``: the default destination and each case receive as many operands as their
  blocks have arguments, of their types; as many case values as case destinations. (The
  branches use the library's ``BranchOp``.)
- ``LLVMFunc``: a declaration has ``external`` or ``extern_weak`` linkage; the entry
  block's arguments match the signature.
- ``LLVMGlobal``: a string initializer has an i8 array type of its length.
- ``LLVMCall``: as many operand bundle tags (strings) as operand bundles; a callee
  attribute or an operand (the callee of an indirect call).
- ``LLVMGEP``: one dynamic index for each placeholder (INT32_MIN) in
  ``rawConstantIndices``.
- ``LLVMExtractValue`` / ``LLVMInsertValue``: the position indexes into the container, and
  the element has the result's (the inserted value's) type.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.verifiers import (
    NamedVerifier,
    _fail,
    _register,
    case_operand_groups,
    inherent,
    op_value_groups,
    successor_operands_ok,
)


def _switch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    groups = op_value_groups(op, ctx)
    if not groups or not op.successors:
        return True
    values = inherent(op, "case_values")
    cases = op.successors[1:]
    count = 0
    if values is not None and values.defn is B.A["dense_int_or_fp_elements"]:
        shape = values.params[0].params[0]
        count = shape[0] if shape else 1
    if count != len(cases):
        return _fail(diags, op, f"expects number of case values ({count}) to match number of "
                     f"case destinations ({len(cases)})", True)  # fmt: skip
    if not successor_operands_ok(op, diags, 0, groups.get("default_operands", []),
                                 op.successors[0]):  # fmt: skip
        return False
    case_groups = case_operand_groups(op, groups.get("case_operands", []))
    for i, block in enumerate(cases):
        operands = case_groups[i] if i < len(case_groups) else []
        if not successor_operands_ok(op, diags, i + 1, operands, block):
            return False
    return True


_GEP_DYNAMIC_INDEX = -(2**31)  # GEPOp::kDynamicIndex


def _gep(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    raw = inherent(op, "rawConstantIndices")
    if raw is None or raw.defn is not B.A["dense_array"]:
        return True
    placeholders = sum(1 for v in raw.params[1] if v == _GEP_DYNAMIC_INDEX)
    if placeholders != len(op_value_groups(op, ctx).get("dynamic_indices", [])):
        return _fail(diags, op, "expected as many dynamic indices as specified in "
                     "'rawConstantIndices'", True)  # fmt: skip
    return True


def _func(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    linkage = inherent(op, "linkage")
    word = linkage.params[0].params[0] if linkage is not None and linkage.params else None
    region = op.regions[0] if op.regions else None
    if region is None or not region.blocks:
        if word not in (None, "external", "extern_weak"):
            return _fail(diags, op, "external functions must have 'external' or 'extern_weak' "
                         "linkage", True)  # fmt: skip
        return True
    ft = inherent(op, "function_type")
    ftype = ft.params[0] if ft is not None and ft.defn is B.A["type"] else None
    if ftype is None or ftype.defn.key != "!llvm.func":
        return True
    inputs = ftype.params[1].params[0]
    args = region.blocks[0].args
    if len(args) != len(inputs):
        return _fail(diags, op, f"entry block must have {len(inputs)} arguments to match "
                     "function signature", True)  # fmt: skip
    for i, (a, t) in enumerate(zip(args, inputs)):
        if a.type is not t:
            return _fail(diags, op, f"type of entry block argument #{i}({_text(a.type)}) must "
                         f"match the type of the corresponding argument in function signature"
                         f"({_text(t)})", True)  # fmt: skip
    return True


def _text(t: Attribute) -> str:
    from core.printer import attr_to_str

    return attr_to_str(t)


def _element(op: Operation, diags: list[Diagnostic], container: Attribute) -> Attribute | None:
    from irdl.format.llvm_directives import resolve_struct

    pos = inherent(op, "position")
    if pos is None or pos.defn is not B.A["dense_array"]:
        return None
    t = container
    for i in pos.params[1]:
        t = resolve_struct(t)
        key = t.defn.key
        if key == "!llvm.array":
            if not 0 <= i < t.params[1].params[1]:
                _fail(diags, op, f"position out of bounds: {i}", True)
                return None
            t = t.params[0]
        elif key == "!llvm.struct":
            body = t.params[3].params[0]
            if not 0 <= i < len(body):
                _fail(diags, op, f"position out of bounds: {i}", True)
                return None
            t = body[i]
        else:
            _fail(diags, op, f"expected LLVM IR structure/array type, got: {_text(t)}", True)
            return None
    return resolve_struct(t)


def _extract_value(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands or not op.results:
        return True
    t = _element(op, diags, op.operands[0].type)
    if t is None:
        return not diags
    if t is not op.results[0].type:
        return _fail(diags, op, f"Type mismatch: extracting from {_text(op.operands[0].type)} "
                     f"should produce {_text(t)} but this op returns "
                     f"{_text(op.results[0].type)}", True)  # fmt: skip
    return True


def _insert_value(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) < 2:
        return True
    t = _element(op, diags, op.operands[0].type)
    if t is None:
        return not diags
    if t is not op.operands[1].type:
        return _fail(diags, op, f"Type mismatch: cannot insert {_text(op.operands[1].type)} "
                     f"into {_text(op.operands[0].type)}", True)  # fmt: skip
    return True


def _call(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    # upstream's verifyOperandBundles: one tag per bundle (the custom form prints neither).
    sizes = inherent(op, "op_bundle_sizes")
    tags = inherent(op, "op_bundle_tags")
    bundles = len(sizes.params[1]) if sizes is not None and sizes.defn is B.A["dense_array"] else 0
    tag_list = tags.params[0] if tags is not None and tags.defn is B.A["array"] else ()
    if any(t.defn is not B.A["string"] for t in tag_list):
        return _fail(diags, op, "operand bundle tag must be a StringAttr", True)
    if bundles != len(tag_list):
        return _fail(diags, op, f"expected {bundles} operand bundle tags, but actually got "
                     f"{len(tag_list)}", True)  # fmt: skip
    # upstream's verifySymbolUses: an indirect call takes its callee from the first operand.
    if inherent(op, "callee") is None and not op.operands:
        return _fail(diags, op, "must have either a `callee` attribute or at least an operand",
                     True)  # fmt: skip
    return True


def _global(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    # upstream's GlobalOp::verify: a string initializer needs an i8 array of its length.
    value = inherent(op, "value")
    gtype = inherent(op, "global_type")
    if value is None or value.defn is not B.A["string"] or gtype is None:
        return True
    t = gtype.params[0] if gtype.defn is B.A["type"] else gtype
    size = len(value.params[0].encode("utf-8", "surrogateescape"))
    if (
        t.defn.key != "!llvm.array"
        or t.params[0] is not B.integer_type(8)
        or t.params[1].params[1] != size
    ):
        return _fail(diags, op, "requires an i8 array type of the length equal to that of the "
                     "string attribute", True)  # fmt: skip
    return True


for _v in (
    NamedVerifier("LLVMGlobal", _global),
    NamedVerifier("LLVMCall", _call),
    NamedVerifier("LLVMSwitch", _switch),
    NamedVerifier("LLVMFunc", _func),
    NamedVerifier("LLVMGEP", _gep),
    NamedVerifier("LLVMExtractValue", _extract_value),
    NamedVerifier("LLVMInsertValue", _insert_value),
):
    _register(_v)
