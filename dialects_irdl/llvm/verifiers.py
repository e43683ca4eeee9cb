"""Hand-written checks of the LLVM dialect's operations (``verifier = "..."``).

- ``LLVMSwitch``: the default destination and each case receive as many operands as their
  blocks have arguments, of their types; as many case values as case destinations, and
  branch weights as successors; case values of the condition's type. (The
  branches use the library's ``BranchOp``.)
- ``LLVMFunc``: a declaration has ``external`` or ``extern_weak`` linkage; not both
  ``no_inline`` and ``always_inline``, ``optimize_none`` only with ``no_inline``; the entry
  block's arguments match the signature.
- ``LLVMGlobal``: a string initializer has an i8 array type of its length; a ``common``
  global is zero-initialised, an ``appending`` one has an array type; an alignment is a
  power of 2; the initializer region's operations have no memory effects.
- ``LLVMCall``: as many operand bundle tags (strings) as operand bundles; a
  ``var_callee_type`` is variadic, with at most as many parameters as the call has
  arguments, of their types, and the call's result (void without one). Its symbol uses: a
  callee attribute or an operand; an indirect callee is a pointer; a direct one names an
  ``llvm.func`` (a variadic one needs ``var_callee_type``) whose parameters (at least as
  many for a variadic one) and result the call's operands and result match.
- ``LLVMReturn``: in an ``llvm.func``, one operand of its result type, none if void.
- ``LLVMBitcast``: a pointer (vector of pointers) only to a pointer (vector of pointers)
  in the same address space.
- ``LLVMGEP``: one dynamic index for each placeholder (INT32_MIN) in
  ``rawConstantIndices``; not the bare ``inbounds_flag``; indices into structs constant
  and within the body; only structs, arrays and vectors indexed past the first index.
- ``LLVMExt``: ``zext``/``sext`` to a wider integer type, vectors of the same shape.
- ``LLVMExtractValue`` / ``LLVMInsertValue``: the position indexes into the container
  (structs and arrays, in bounds; ``element_at``, shared with the custom form's reading), and
  the element has the result's (the inserted value's) type.
- ``LLVMLoad`` / ``LLVMStore``: an atomic access (an ordering) moves an integer, float or
  pointer of a power-of-2 size of at least 8 bits (pointers taken as 64 bits: no DLTI),
  with an ordering the access supports (a load neither release nor acq_rel, a store
  neither acquire nor acq_rel) and an alignment; a syncscope only on an atomic access.
- ``LLVMConstant``: ``llvm.mlir.constant``'s value fits its type (``_constant_fault``):
  strings, structs from arrays of scalars, arrays of structs from nested arrays, integers,
  floats of the same semantics (or integers of their width), elements attributes by count
  and element kind (splats only for scalable vectors); no target extension types. LLVM's
  ``#llvm.zero``/``#llvm.undef`` are not declared, so nested ones are not recognised.

- ``LLVMCmpXchg`` / ``LLVMAtomicRMW`` / ``LLVMFence``: the value's type suits the
  operation (``_atomic_size_ok``; atomicrmw's float operations take floats, its integer
  ones i8 to i64) and the orderings are strong enough (a fence: acquire or stronger; a
  cmpxchg's failure ordering neither release nor acq_rel).

- ``LLVMInvoke``: branch weights and successor operands, llvm.call's var_callee_type
  and bundle checks (not its symbol uses), and a ``llvm.landingpad`` first in the unwind
  block.
- ``LLVMLandingpad``: in a function with a personality; a clause or ``cleanup``; catch
  clauses are null, a global's address or a bitcast of one. ``LLVMFunc`` also checks
  that a function's landing pads (and its resumes) agree on one type.

- ``LLVMShuffleVector``: a scalable vector is shuffled only by an all-zero mask.

- Module-level operations: ``LLVMGlobalCtorsDtors`` (data elements are symbols or
  ``#llvm.zero``, as many as functions and priorities; each function a defined
  ``llvm.func``), ``LLVMAlias`` (a value type, a linkage an alias may have; an initializer
  without memory effects returning a pointer), ``LLVMAddressOf`` (the symbol is a global,
  alias, function or ifunc; a global's or alias's address space is the result's),
  ``LLVMIFunc`` (linkage; the resolver, through aliases, a defined function returning a
  pointer of the ifunc's address space), ``LLVMModuleFlags`` (at module level, module flag
  attributes; ``LLVMModuleFlag`` checks each flag's value by its key), ``LLVMComdat`` (only
  selectors inside), ``LLVMBlockTag`` / ``LLVMBlockAddress`` (tags unique per function; an
  address names a tag of its function), ``LLVMInlineAsm`` (no ``musttail``),
  ``LLVMCallIntrinsic`` (bundle sizes and tags, an ``llvm.`` name), ``LLVMSincos`` (a struct
  of two values of the operand's type).
- Predicate traits of the intrinsics: ``LLVMVectorBitsLimit<a, b>`` (at most 2^17 bits),
  ``LLVMScalableFitsIn<inner, outer, description>`` (a scalable vector goes only with a
  scalable one), ``LLVMTwiceAsLong<vec, res>`` (interleave2's result).

Custom forms' reading errors (``custom op '...'``) are in dialects_irdl/llvm/directives.py:
``LLVMAllocaType`` (alloca's alignment and trailing function type); extractelement and
insertelement read their vector type with the shared ``TypeOfKind``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core import floats
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation, OpResult
from core.printer import op_loc
from irdl.checks.predicates import compile_predicate
from irdl.checks.verifiers import (
    branch_weights_ok,
    case_operand_groups,
    op_value_groups,
    successor_operands_ok,
)
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("llvm")


def _switch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    groups = op_value_groups(op, ctx)
    if not groups or not op.successors:
        return True
    if not branch_weights_ok(op, diags):
        return False
    values = inherent(op, "case_values")
    cases = op.successors[1:]
    count = 0
    if values is not None and values.defn is B.A["dense_int_or_fp_elements"]:
        shape = values.params[0].params[0]
        count = shape[0] if shape else 1
    if count != len(cases):
        return fail(diags, op, f"expects number of case values ({count}) to match number of "
                     f"case destinations ({len(cases)})", True)  # fmt: skip
    if values is not None and values.defn is B.A["dense_int_or_fp_elements"] and op.operands:
        if values.params[0].params[1] is not op.operands[0].type:
            return fail(diags, op, "expects case value type to match condition value type",
                         False)  # fmt: skip
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
        return fail(diags, op, "expected as many dynamic indices as specified in "
                     "'rawConstantIndices'", True)  # fmt: skip
    flags = inherent(op, "noWrapFlags")
    if flags is not None and flags.defn is B.A["integer"] and flags.params[1] == 1:
        return fail(diags, op, "'inbounds_flag' cannot be used directly.", True)
    elem = inherent(op, "elem_type")
    if elem is None or elem.defn is not B.A["type"]:
        return True
    return _gep_struct_indices(op, diags, elem.params[0], list(raw.params[1]))


def _gep_struct_indices(
    op: Operation, diags: list[Diagnostic], t: Attribute, indices: list[int]
) -> bool:
    """upstream's verifyStructIndices: from index 1 (index 0 steps over the pointer), an
    index into a struct is a constant within its body; arrays and vectors are stepped
    through; any other type cannot be indexed."""
    from dialects_irdl.llvm.directives import resolve_struct

    for pos in range(1, len(indices)):
        t = resolve_struct(t)
        key = t.defn.key
        if key == "!llvm.struct":
            index = indices[pos]
            if index == _GEP_DYNAMIC_INDEX:
                return fail(diags, op, f"expected index {pos} indexing a struct to be constant",
                             True)  # fmt: skip
            body = t.params[3].params[0]
            if not 0 <= index < len(body):
                return fail(diags, op, f"index {pos} indexing a struct is out of bounds", True)
            t = body[index]
        elif key == "!llvm.array" or t.defn is B.T["vector"]:
            t = t.params[0] if key == "!llvm.array" else t.params[1]
        else:
            return fail(diags, op, f"type '{_text(t)}' cannot be indexed (index #{pos})", True)
    return True


def _linkage_word(op: Operation) -> str | None:
    linkage = inherent(op, "linkage")
    return linkage.params[0].params[0] if linkage is not None and linkage.params else None


def _ext(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's verifyExtOp (zext, sext): to a wider integer, vectors of one length."""
    if not op.operands or not op.results:
        return True
    src, dst = op.operands[0].type, op.results[0].type
    src_vector, dst_vector = src.defn is B.T["vector"], dst.defn is B.T["vector"]
    if src_vector and not dst_vector:
        return fail(diags, op, "input type is a vector but output type is an integer", False)
    if dst_vector and not src_vector:
        return fail(diags, op, "input type is an integer but output type is a vector", False)
    if src_vector:
        if src.params[0] != dst.params[0] or src.params[2] != dst.params[2]:
            return fail(diags, op, "input and output vectors are of incompatible shape", False)
        src, dst = src.params[1], dst.params[1]
    if src.defn is B.T["integer"] and dst.defn is B.T["integer"] and dst.params[0] <= src.params[0]:
        return fail(diags, op, "integer width of the output type is smaller or equal to the "
                     "integer width of the input type", False)  # fmt: skip
    return True


def _func(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    word = _linkage_word(op)
    if word == "common":
        return fail(diags, op, "functions cannot have 'common' linkage")
    region = op.regions[0] if op.regions else None
    if region is None or not region.blocks:
        if word not in (None, "external", "extern_weak"):
            return fail(diags, op, "external functions must have 'external' or 'extern_weak' "
                         "linkage", True)  # fmt: skip
        return True
    if inherent(op, "no_inline") is not None and inherent(op, "always_inline") is not None:
        return fail(diags, op, "no_inline and always_inline attributes are incompatible", False)
    if inherent(op, "optimize_none") is not None and inherent(op, "no_inline") is None:
        return fail(diags, op, "with optimize_none must also be no_inline", True)
    ft = inherent(op, "function_type")
    ftype = ft.params[0] if ft is not None and ft.defn is B.A["type"] else None
    if ftype is None or ftype.defn.key != "!llvm.func":
        return True
    if not _exception_types_consistent(op, diags):
        return False
    inputs = ftype.params[1].params[0]
    args = region.blocks[0].args
    if len(args) != len(inputs):
        return fail(diags, op, f"entry block must have {len(inputs)} arguments to match "
                     "function signature", True)  # fmt: skip
    for i, (a, t) in enumerate(zip(args, inputs)):
        if a.type is not t:
            return fail(diags, op, f"type of entry block argument #{i}({_text(a.type)}) must "
                         f"match the type of the corresponding argument in function signature"
                         f"({_text(t)})", True)  # fmt: skip
    return True


def _text(t: Attribute) -> str:
    from core.printer import attr_to_str

    return attr_to_str(t)


def _element(op: Operation, diags: list[Diagnostic], container: Attribute) -> Attribute | None:
    """The element at the op's ``position`` in ``container``; None (and an error) if the
    position does not index into it."""
    from dialects_irdl.llvm.directives import element_at

    pos = inherent(op, "position")
    if pos is None or pos.defn is not B.A["dense_array"]:
        return None
    t = element_at(container, tuple(pos.params[1]))
    if isinstance(t, str):
        fail(diags, op, t, True)
        return None
    return t


def _extract_value(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands or not op.results:
        return True
    t = _element(op, diags, op.operands[0].type)
    if t is None:
        return not diags
    if t is not op.results[0].type:
        return fail(diags, op, f"Type mismatch: extracting from '{_text(op.operands[0].type)}'"
                     f" should produce '{_text(t)}' but this op returns "
                     f"'{_text(op.results[0].type)}'", True)  # fmt: skip
    return True


def _insert_value(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) < 2:
        return True
    t = _element(op, diags, op.operands[0].type)
    if t is None:
        return not diags
    if t is not op.operands[1].type:
        return fail(diags, op, f"Type mismatch: cannot insert '{_text(op.operands[1].type)}' "
                     f"into '{_text(op.operands[0].type)}'", True)  # fmt: skip
    return True


def _call(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _bundle_tags_ok(op, diags):
        return False
    # The type of a variadic callee, given for the call itself (the callee's own is checked
    # by _call_symbols): its fixed parameters and result match the call's.
    var = _llvm_function_type(op, "var_callee_type")
    if var is None:
        return True
    ret, params, variadic = var
    args = op_value_groups(op, ctx).get("callee_operands", [])
    if inherent(op, "callee") is None:
        args = args[1:]  # an indirect call's first operand is the callee
    if not variadic:
        return fail(diags, op, "expected var_callee_type to be a variadic function type", True)
    if len(params) > len(args):
        return fail(diags, op, f"expected var_callee_type to have at most {len(args)} "
                     "parameters", True)  # fmt: skip
    for t, a in zip(params, args):
        if t is not a.type:
            return fail(diags, op, f"var_callee_type parameter type mismatch: '{_text(t)}' "
                         f"!= '{_text(a.type)}'", True)  # fmt: skip
    if not op.results:
        if ret.defn.key != "!llvm.void":
            return fail(diags, op, "expected var_callee_type to return void", True)
    elif ret is not op.results[0].type:
        return fail(diags, op, f"var_callee_type return type mismatch: '{_text(ret)}' != "
                     f"'{_text(op.results[0].type)}'", True)  # fmt: skip
    return True


def _bundle_tags_ok(op: Operation, diags: list[Diagnostic]) -> bool:
    """upstream's verifyOperandBundles: one tag per bundle (the custom form prints
    neither)."""
    sizes = inherent(op, "op_bundle_sizes")
    tags = inherent(op, "op_bundle_tags")
    bundles = len(sizes.params[1]) if sizes is not None and sizes.defn is B.A["dense_array"] else 0
    tag_list = tags.params[0] if tags is not None and tags.defn is B.A["array"] else ()
    if any(t.defn is not B.A["string"] for t in tag_list):
        return fail(diags, op, "operand bundle tag must be a StringAttr", True)
    if bundles != len(tag_list):
        return fail(diags, op, f"expected {bundles} operand bundle tags, but actually got "
                     f"{len(tag_list)}", True)  # fmt: skip
    return True


def _call_symbols(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's CallOp::verifySymbolUses: an indirect call's callee is a pointer; a direct
    one names an ``llvm.func`` whose signature the operands and result match."""
    from irdl.checks.traits import lookup_symbol

    args = op_value_groups(op, ctx).get("callee_operands", [])
    ref = inherent(op, "callee")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        if not args:
            return fail(diags, op, "must have either a `callee` attribute or at least an "
                         "operand", True)  # fmt: skip
        if args[0].type.defn.key != "!llvm.ptr":
            return fail(diags, op, "indirect call expects a pointer as callee: "
                         f"'{_text(args[0].type)}'", True)  # fmt: skip
        return True
    name = ref.params[0]
    fn = lookup_symbol(ctx, op, name, ref.params[1])
    if fn is None:
        return fail(diags, op, f"'{name}' does not reference a symbol in the current scope",
                     True)  # fmt: skip
    ftype = _function_signature(fn)
    if ftype is None:
        return fail(diags, op, f"'{name}' does not reference a valid LLVM function or IFunc",
                     True)  # fmt: skip
    ret, params, variadic = ftype
    if variadic and inherent(op, "var_callee_type") is None:
        return fail(diags, op, "missing var_callee_type attribute for vararg call", True)
    if not variadic and len(args) != len(params):
        return fail(diags, op, f"incorrect number of operands ({len(args)}) for callee "
                     f"(expecting: {len(params)})", True)  # fmt: skip
    if len(args) < len(params):
        return fail(diags, op, f"incorrect number of operands ({len(args)}) for varargs "
                     f"callee (expecting at least: {len(params)})", True)  # fmt: skip
    for i, (a, t) in enumerate(zip(args, params)):
        if a.type is not t:
            return fail(diags, op, f"operand type mismatch for operand {i}: "
                         f"'{_text(a.type)}' != '{_text(t)}'", True)  # fmt: skip
    void = ret.defn.key == "!llvm.void"
    if void and op.results:
        return fail(diags, op, "calling function with void result must not produce values",
                     True)  # fmt: skip
    if not void and not op.results:
        return fail(diags, op, "expected function call to produce a value", True)
    if op.results and op.results[0].type is not ret:
        return fail(diags, op, f"result type mismatch: '{_text(op.results[0].type)}' != "
                     f"'{_text(ret)}'", True)  # fmt: skip
    return True


def _llvm_function_type(
    op: Operation, name: str
) -> tuple[Attribute, tuple[Attribute, ...], bool] | None:
    """The result, parameters and variadicity of the ``!llvm.func`` type an op holds in
    attribute ``name`` (a function's ``function_type``, a call's ``var_callee_type``)."""
    a = inherent(op, name)
    t = a.params[0] if a is not None and a.defn is B.A["type"] else None
    if t is None or t.defn.key != "!llvm.func":
        return None
    return t.params[0], tuple(t.params[1].params[0]), bool(t.params[2].params[1])


def _function_signature(op: Operation) -> tuple[Attribute, tuple[Attribute, ...], bool] | None:
    """An LLVM function's signature; None for any op that is not one (an LLVM function is
    the op whose ``function_type`` is an ``!llvm.func``)."""
    return _llvm_function_type(op, "function_type")


def _return(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's ReturnOp::verify: in an ``llvm.func``, one operand of the result type, or
    none for a void function (a global's initializer is checked by the global)."""
    fn = op.parent_op
    ftype = _function_signature(fn) if fn is not None else None
    if fn is None or ftype is None:
        return True
    ret = ftype[0]
    if ret.defn.key == "!llvm.void":
        message = "expected no operands" if op.operands else None
    elif len(op.operands) != 1:
        message = "expected 1 operand"
    else:
        message = "mismatching result types" if op.operands[0].type is not ret else None
    if message is None:
        return True
    fail(diags, op, message, True)
    diags[-1].attach_note("when returning from function", op_loc(fn))
    return False


def _pointer_of(t: Attribute) -> tuple[Attribute, bool] | None:
    """The pointer type of ``t`` if it is a pointer or a vector of pointers, and whether it
    is the vector."""
    if t.defn is B.T["vector"]:
        return (t.params[1], True) if t.params[1].defn.key == "!llvm.ptr" else None
    return (t, False) if t.defn.key == "!llvm.ptr" else None


def _bitcast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's BitcastOp::verify: pointers only to pointers of the same address space,
    a vector of pointers only to a vector of pointers (address spaces need addrspacecast)."""
    if not op.operands or not op.results:
        return True
    src, dst = _pointer_of(op.operands[0].type), _pointer_of(op.results[0].type)
    if src is None and dst is None:
        return True
    if src is None or dst is None:
        return fail(diags, op, "can only cast pointers from and to pointers", True)
    if src[1] and not dst[1]:
        return fail(diags, op, "cannot cast vector of pointers to pointer", True)
    if dst[1] and not src[1]:
        return fail(diags, op, "cannot cast pointer to vector of pointers", True)
    if src[0].params[0].params[1] != dst[0].params[0].params[1]:
        return fail(diags, op, "cannot cast pointers of different address spaces, use "
                     "'llvm.addrspacecast' instead", True)  # fmt: skip
    return True


# isCompatibleOuterType, less the types no global holds (GlobalOp::verify)
_OUTER_COMPATIBLE = compile_predicate("::mlir::LLVM::isCompatibleOuterType($_self)")
_NO_GLOBAL = frozenset(("!llvm.void", "!llvm.token", "!llvm.metadata", "!llvm.label"))


def _global(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    # upstream's GlobalOp::verify: a type a global may hold; at a symbol table's level; a
    # string initializer needs an i8 array of its length.
    gtype = inherent(op, "global_type")
    if gtype is not None and gtype.defn is B.A["type"]:
        t = gtype.params[0]
        outer = _OUTER_COMPATIBLE[0](t) if _OUTER_COMPATIBLE is not None else True
        if not outer or t.defn.key in _NO_GLOBAL:
            return fail(diags, op, "expects type to be a valid element type for an LLVM global")
    parent = op.parent_op
    info = ctx.op_info(parent.name) if parent is not None and ctx is not None else None
    if info is not None and not info.symbol_table:
        return fail(diags, op, "symbol's parent must have the SymbolTable trait")
    value = inherent(op, "value")
    if value is None or value.defn is not B.A["string"] or gtype is None:
        return _global_linkage(op, diags)
    t = gtype.params[0] if gtype.defn is B.A["type"] else gtype
    size = len(value.params[0].encode("utf-8", "surrogateescape"))
    if (
        t.defn.key != "!llvm.array"
        or t.params[0] is not B.integer_type(8)
        or t.params[1].params[1] != size
    ):
        return fail(diags, op, "requires an i8 array type of the length equal to that of the "
                     "string attribute", True)  # fmt: skip
    return _global_linkage(op, diags)


def _global_initializer(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's GlobalOp::verifyRegions: the initializer returns a value of the global's
    type, and its operations have no memory effects (declared Pure or NoMemoryEffect)."""
    from irdl.checks.traits import op_traits

    gtype = inherent(op, "global_type")
    block = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    if block is not None and block.ops and gtype is not None and gtype.defn is B.A["type"]:
        ret = block.ops[-1]
        if ret.name == "llvm.return":
            if not ret.operands:
                return fail(diags, op, "initializer region cannot return void")
            got = ret.operands[0].type
            if got is not gtype.params[0]:
                return fail(diags, op, f"initializer region type '{_text(got)}' does not match "
                            f"global type '{_text(gtype.params[0])}'")  # fmt: skip
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                traits = op_traits(inner, ctx)
                if "Pure" not in traits and "NoMemoryEffect" not in traits:
                    return fail(diags, inner, "ops with side effects not allowed in global "
                                 "initializers", False)  # fmt: skip
    return True


def _global_linkage(op: Operation, diags: list[Diagnostic]) -> bool:
    """upstream's GlobalOp::verify on linkage: a common global is zero-initialised, an
    appending one is an array."""
    word = _linkage_word(op)
    value = inherent(op, "value")
    if word == "common" and value is not None and not _is_zero(value):
        return fail(diags, op, "expected zero value for 'common' linkage", True)
    gtype = inherent(op, "global_type")
    t = gtype.params[0] if gtype is not None and gtype.defn is B.A["type"] else None
    if word == "appending" and t is not None and t.defn.key != "!llvm.array":
        return fail(diags, op, "expected array type for 'appending' linkage", True)
    align = inherent(op, "alignment")
    if align is not None and align.defn is B.A["integer"]:
        n = align.params[1] % (1 << 64)
        if n & (n - 1) or n == 0:
            return fail(diags, op, "alignment attribute is not a power of 2", False)
    return True


def _is_zero(a: Attribute) -> bool:
    """upstream's isZeroAttribute: integer and float zeros (either sign), and elements or
    arrays of them."""
    if a.defn is B.A["integer"]:
        return a.params[1] == 0
    if a.defn is B.A["float"]:
        return _is_zero_scalar(a.params[1], a.params[0])
    if a.defn is B.A["dense_int_or_fp_elements"]:
        element = a.params[0].params[1]
        if element.defn is B.T["complex"]:
            inner = element.params[0]
            return all(_is_zero_scalar(re, inner) and _is_zero_scalar(im, inner)
                       for re, im in a.params[2])  # fmt: skip
        return all(_is_zero_scalar(v, element) for v in a.params[2])
    if a.defn is B.A["array"]:
        return all(_is_zero(x) for x in a.params[0])
    return False


def _is_zero_scalar(value: int, t: Attribute) -> bool:
    """An integer, or a float's bit pattern (zero of either sign), of type ``t``."""
    if t.defn in B.FLOAT_DEFS:
        width = floats.SEMANTICS[B.FLOAT_DEFS[t.defn]].width
        return value & ((1 << (width - 1)) - 1) == 0
    return value == 0


# AtomicOrdering's values (1: unordered, 2: monotonic, 3 is unused) by their names.
_ORDERINGS = {4: "acquire", 5: "release", 6: "acq_rel", 7: "seq_cst"}


def _atomic_bits(t: Attribute) -> int | None:
    """The size in bits of a type an atomic access may move (integers, pointers, LLVM's
    floats), None for other types. Pointers use the default 64-bit layout: a DLTI spec is
    not consulted."""
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    if t.defn in B.FLOAT_DEFS:
        return floats.SEMANTICS[B.FLOAT_DEFS[t.defn]].width
    return {"!llvm.ptr": 64, "!llvm.ppc_fp128": 128}.get(t.defn.key)


def _atomic_access(op: Operation, diags: list[Diagnostic], value: Attribute,
                   unsupported: tuple[int, ...]) -> bool:  # fmt: skip
    """upstream's checks of an atomic load or store: a type of a power-of-2 size of at
    least a byte, an ordering the access supports, and an alignment; a syncscope only
    with an ordering."""
    ordering = inherent(op, "ordering")
    order = ordering.params[1] if ordering is not None and ordering.defn is B.A["integer"] else 0
    if order == 0:
        if inherent(op, "syncscope") is not None:
            return fail(diags, op, "expected syncscope to be null for non-atomic access", True)
        return True
    bits = _atomic_bits(value)
    if bits is None or bits < 8 or bits & (bits - 1):
        return fail(diags, op, f"unsupported type '{_text(value)}' for atomic access", True)
    if order in unsupported:
        return fail(diags, op, f"unsupported ordering '{_ORDERINGS[order]}'", True)
    if inherent(op, "alignment") is None:
        return fail(diags, op, "expected alignment for atomic access", True)
    return True


def _load(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.results:
        return True
    return _atomic_access(op, diags, op.results[0].type, (5, 6))  # release, acq_rel


def _store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands:
        return True
    return _atomic_access(op, diags, op.operands[0].type, (4, 6))  # acquire, acq_rel


def _invoke(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's InvokeOp checks: branch weights for both successors, each successor's
    operands fit its block, the var_callee_type and operand bundles as llvm.call's, and
    the unwind destination starts with llvm.landingpad."""
    if not branch_weights_ok(op, diags):
        return False
    groups = op_value_groups(op, ctx)
    for i, name in enumerate(("normal_dest_operands", "unwind_dest_operands")):
        if i < len(op.successors):
            if not successor_operands_ok(op, diags, i, groups.get(name, []), op.successors[i]):
                return False
    if not _call(op, diags, ctx):
        return False
    if len(op.successors) > 1:
        unwind = op.successors[1]
        if not unwind.ops:
            return fail(diags, op, "must have at least one operation in unwind destination",
                         False)  # fmt: skip
        if unwind.ops[0].name != "llvm.landingpad":
            return fail(diags, op, "first operation in unwind destination should be a "
                         "llvm.landingpad operation", False)  # fmt: skip
    return True


def _defining_op_name(v: Any) -> str | None:
    owner = getattr(v, "owner", None)
    return owner.name if isinstance(owner, Operation) else None


def _landingpad(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's LandingpadOp::verify: in an llvm.func with a personality; a clause or
    cleanup; each catch clause (a non-array) a null pointer, a global's address or a
    bitcast of one."""
    fn = op.parent_op
    if (
        fn is not None
        and _function_signature(fn) is not None
        and inherent(fn, "personality") is None
    ):
        return fail(diags, op, "llvm.landingpad needs to be in a function with a personality",
                     False)  # fmt: skip
    if inherent(op, "cleanup") is None and not op.operands:
        return fail(diags, op, "landingpad instruction expects at least one clause or "
                     "cleanup attribute", False)  # fmt: skip
    for i, v in enumerate(op.operands):
        if v.type.defn.key == "!llvm.array":
            continue  # a filter: not checked
        name = _defining_op_name(v)
        if name == "llvm.bitcast":
            assert isinstance(v, OpResult)
            owner = v.owner
            if owner.operands and _defining_op_name(owner.operands[0]) == "llvm.mlir.addressof":
                continue
            fail(diags, op, "constant clauses expected", False)
            diags[-1].attach_note("global addresses expected as operand to bitcast used in "
                                  "clauses for landingpad", op_loc(owner))  # fmt: skip
            return False
        if name not in ("llvm.mlir.zero", "llvm.mlir.addressof"):
            return fail(diags, op, f"clause #{i} is not a known constant - null, addressof, "
                         "bitcast", False)  # fmt: skip
    return True


def _exception_types_consistent(fn: Operation, diags: list[Diagnostic]) -> bool:
    """upstream's LLVMFuncOp check: all llvm.landingpad results in a function have one
    type, and so do all llvm.resume operands."""
    seen: dict[str, Attribute] = {}

    def walk(op: Operation) -> str | None:
        for region in op.regions:
            for block in region.blocks:
                for inner in block.ops:
                    if inner.name == "llvm.landingpad" and inner.results:
                        t, what = inner.results[0].type, "result"
                    elif inner.name == "llvm.resume" and inner.operands:
                        t, what = inner.operands[0].type, "input"
                    else:
                        t = None
                    if t is not None:
                        if seen.setdefault(inner.name, t) is not t:
                            return (
                                f"'{inner.name}' should have a consistent {what} type "
                                "inside a function"
                            )
                    fault = walk(inner)
                    if fault is not None:
                        return fault
        return None

    fault = walk(fn)
    return True if fault is None else fail(diags, fn, fault, False)


def _shufflevector(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's ShuffleVectorOp::verify: a scalable vector only with an all-zero mask."""
    mask = inherent(op, "mask")
    if not op.operands or mask is None or mask.defn is not B.A["dense_array"]:
        return True
    t = op.operands[0].type
    if t.defn is B.T["vector"] and any(t.params[2]) and any(v != 0 for v in mask.params[1]):
        return fail(diags, op, "expected a splat operation for scalable vectors", True)
    return True


def _ordering(op: Operation, name: str) -> int:
    a = inherent(op, name)
    return a.params[1] if a is not None and a.defn is B.A["integer"] else 0


def _atomic_size_ok(t: Attribute) -> bool:
    """An integer, float or pointer of a power-of-2 size of at least a byte."""
    bits = _atomic_bits(t)
    return bits is not None and bits >= 8 and not bits & (bits - 1)


def _cmpxchg(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's AtomicCmpXchgOp::verify: a value of an atomic size; both orderings at
    least monotonic, the failure one neither release nor acq_rel."""
    if len(op.operands) < 3:
        return True
    if not _atomic_size_ok(op.operands[2].type):
        return fail(diags, op, "unexpected LLVM IR type", True)
    success, failure = _ordering(op, "success_ordering"), _ordering(op, "failure_ordering")
    if success < 2 or failure < 2:
        return fail(diags, op, "ordering must be at least 'monotonic'", True)
    if failure in (5, 6):
        return fail(diags, op, "failure ordering cannot be 'release' or 'acq_rel'", True)
    return True


_FLOAT_RMW = frozenset((11, 12, 13, 14, 19, 20))  # fadd fsub fmax fmin fmaximum fminimum


def _atomicrmw(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's AtomicRMWOp::verify: xchg moves a value of an atomic size, the float
    operations floats (or vectors of them), the others i8 to i64; at least monotonic."""
    from irdl.checks.predicates import compile_predicate

    if len(op.operands) < 2:
        return True
    t = op.operands[1].type
    kind = _ordering(op, "bin_op")
    if kind == 0:
        if not _atomic_size_ok(t):
            return fail(diags, op, "unexpected LLVM IR type for 'xchg' bin_op", True)
    elif kind in _FLOAT_RMW:
        is_float = compile_predicate("::mlir::LLVM::isCompatibleFloatingPointType($_self)")
        assert is_float is not None
        if t.defn is B.T["vector"]:
            if not is_float[0](t.params[1]):
                return fail(diags, op, "expected LLVM IR floating point type for vector "
                             "element", True)  # fmt: skip
        elif not is_float[0](t):
            return fail(diags, op, "expected LLVM IR floating point type", True)
    elif t.defn is not B.T["integer"] or t.params[0] not in (8, 16, 32, 64):
        return fail(diags, op, "expected LLVM IR integer type", True)
    if _ordering(op, "ordering") < 2:
        return fail(diags, op, "expected at least 'monotonic' ordering", True)
    return True


def _fence(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's FenceOp::verify: acquire, release, acq_rel or seq_cst only."""
    if _ordering(op, "ordering") < 4:
        return fail(diags, op, "can be given only acquire, release, acq_rel, and seq_cst "
                     "orderings", True)  # fmt: skip
    return True


_ELEMENTS = frozenset(B.A[k] for k in ("dense_int_or_fp_elements", "dense_string_elements",
                                        "dense_resource_elements", "sparse_elements"))  # fmt: skip


def _constant(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's ConstantOp::verify: the value attribute fits the result type (see
    ``_constant_fault``)."""
    value = inherent(op, "value")
    if value is None or not op.results:
        return True
    message = _constant_fault(value, op.results[0].type)
    return True if message is None else fail(diags, op, message, True)


def _constant_fault(value: Attribute, t: Attribute) -> str | None:
    """What is wrong with ``value`` as a constant of type ``t``: a string makes an i8 array
    of its length; an array makes a struct (integer and float elements of its body's
    types) or an array (``_array_constant_fault``); an integer an integer; a float a float
    of its semantics or an integer of its width; an elements attribute a vector or array
    of as many elements (a splat for a scalable vector), of fitting element type."""
    key = t.defn.key
    if value.defn is B.A["string"]:
        n = len(value.params[0].encode("utf-8", "surrogateescape"))
        elem = t.params[0] if key == "!llvm.array" else None
        if elem is None or t.params[1].params[1] != n or not _is_int(elem, 8):
            return f"expected array type of {n} i8 elements for the string constant"
        return None
    if key == "!llvm.struct":
        return _struct_constant_fault(value, t)
    if key == "!llvm.target":
        return "does not support target extension type."
    if value.defn is B.A["integer"]:
        return None if t.defn is B.T["integer"] else "expected integer type"
    if value.defn is B.A["float"]:
        return _float_fault(value.params[0], t)
    if value.defn in _ELEMENTS:
        return _elements_constant_fault(value, t)
    if value.defn is B.A["array"]:
        if key != "!llvm.array":
            return "expected array or struct type for array attribute"
        return _array_constant_fault(value, t, 0)
    return "only supports integer, float, string or elements attributes"


def _is_int(t: Attribute, width: int) -> bool:
    return t.defn is B.T["integer"] and t.params[0] == width


def _struct_constant_fault(value: Attribute, t: Attribute) -> str | None:
    if value.defn is not B.A["array"]:
        return "expected array attribute for struct type"
    body, elements = t.params[3].params[0], value.params[0]
    if len(elements) != len(body):
        return f"expected array attribute of size {len(body)}"
    for i, (a, et) in enumerate(zip(elements, body)):
        signless = et.defn is B.T["integer"] and et.params[1] == B.SIGNLESS
        if not (signless or et.defn is B.T["index"] or _is_float(et)):
            return "expected struct element types to be floating point type or integer type"
        if a.defn is not B.A["integer"] and a.defn is not B.A["float"]:
            return "expected element of array attribute to be floating point or integer"
        if a.params[0] is not et:
            return f"struct element at index {i} is of wrong type"
    return None


def _is_float(t: Attribute) -> bool:
    """A float type: the builtin ones and LLVM's ppc_fp128 (with semantics of its own)."""
    return t.defn in B.FLOAT_DEFS or t.defn.key == "!llvm.ppc_fp128"


def _float_fault(attr_type: Attribute, t: Attribute) -> str | None:
    """A float of type ``attr_type`` as a constant (element) of type ``t``: the same float
    semantics, or an integer of the float's width; other types are not checked."""
    if _is_float(t):
        if t.defn is not attr_type.defn:
            return "attribute and type have different float semantics"
        return None
    width = floats.SEMANTICS[B.FLOAT_DEFS[attr_type.defn]].width
    if t.defn is B.T["integer"] and t.params[0] != width:
        return f"expected integer type of width {width}"
    return None


def _flatten(t: Attribute) -> tuple[int, Attribute, bool]:
    """The number of scalars in nested arrays and vectors, their element type, and whether
    a scalable vector is among them."""
    count, scalable = 1, False
    while True:
        if t.defn.key == "!llvm.array":
            count *= t.params[1].params[1]
            t = t.params[0]
        elif t.defn is B.T["vector"]:
            for n in t.params[0]:
                count *= n
            scalable = scalable or any(t.params[2])
            t = t.params[1]
        else:
            return count, t, scalable


def _elements_constant_fault(value: Attribute, t: Attribute) -> str | None:
    count, elem, scalable = _flatten(t)
    shaped = value.params[0]
    if scalable:
        splat = value.defn in (B.A["dense_int_or_fp_elements"], B.A["dense_string_elements"])
        if splat and value.params[1]:
            return None  # a scalable vector's length is unknown: nothing else is checked
        return "scalable vector type requires a splat attribute"
    if t.defn.key != "!llvm.array" and t.defn is not B.T["vector"]:
        return "expected vector or array type"
    n = 1
    for d in shaped.params[0]:
        n *= d
    if count != n:
        return f"type and attribute have a different number of elements: {count} vs. {n}"
    attr_elem = shaped.params[1]
    if attr_elem.defn in B.FLOAT_DEFS:
        return _float_fault(attr_elem, elem)
    if attr_elem.defn is B.T["integer"] and elem.defn is not B.T["integer"]:
        return "expected integer element type for integer elements attribute"
    return None


def _array_constant_fault(value: Attribute, t: Attribute, dim: int) -> str | None:
    """upstream's verifyStructArrayConstant: array attributes nest as the array types do,
    down to structs, each given by an array attribute of its size."""
    elements, size = value.params[0], t.params[1].params[1]
    if len(elements) != size:
        return (f"array attribute size does not match array type size in dimension {dim}: "
                f"{len(elements)} vs. {size}")  # fmt: skip
    elem = t.params[0]
    nested = elem.defn.key == "!llvm.array"
    if not nested and elem.defn.key != "!llvm.struct":
        return "for array with an array attribute must have a struct element type"
    for i, a in enumerate(elements):
        if a.defn is not B.A["array"]:
            where = f"sub-array in dimension {dim} at index {i}" if nested else (
                f"struct element at index {i}")  # fmt: skip
            return f"nested attribute for {where} must be a zero, or undef, or array attribute"
        if nested:
            fault = _array_constant_fault(a, elem, dim + 1)
            if fault is not None:
                return fault
        elif len(a.params[0]) != len(elem.params[3].params[0]):
            got, want = len(a.params[0]), len(elem.params[3].params[0])
            return (f"nested array attribute size for struct element at index {i} must match "
                    f"struct size: {got} vs. {want}")  # fmt: skip
    return None


plugin.verifier("LLVMConstant", _constant)
plugin.verifier("LLVMLoad", _load)
plugin.verifier("LLVMStore", _store)
plugin.verifier("LLVMGlobal", _global, verify_regions=_global_initializer)
plugin.verifier("LLVMCall", _call, verify_symbol_uses=_call_symbols)
plugin.verifier("LLVMReturn", _return)
plugin.verifier("LLVMBitcast", _bitcast)
plugin.verifier("LLVMSwitch", _switch)
plugin.verifier("LLVMFunc", _func)
plugin.verifier("LLVMGEP", _gep)
plugin.verifier("LLVMExt", _ext)
plugin.verifier("LLVMExtractValue", _extract_value)
plugin.verifier("LLVMInsertValue", _insert_value)
plugin.verifier("LLVMCmpXchg", _cmpxchg)
plugin.verifier("LLVMAtomicRMW", _atomicrmw)
plugin.verifier("LLVMFence", _fence)
plugin.verifier("LLVMInvoke", _invoke)
plugin.verifier("LLVMLandingpad", _landingpad)
plugin.verifier("LLVMShuffleVector", _shufflevector)


# --- intrinsics, module-level operations (aliases, ifuncs, ctors/dtors, comdats) -------------


def _scalar_bits(t: Attribute) -> int:
    """LLVM's primitive size of an integer or float type, 0 for others (pointers)."""
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    if t.defn in B.FLOAT_DEFS:
        return floats.SEMANTICS[B.FLOAT_DEFS[t.defn]].width
    return 0


def _vector_bits_limit(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    """``LLVMVectorBitsLimit<a, b>``: the vectors ``a`` and ``b`` (their minimum size when
    scalable) hold at most 2^17 bits."""
    groups = op_value_groups(op, ctx)
    for name in args:
        for v in groups.get(name, []):
            t = v.type
            if t.defn is not B.T["vector"]:
                continue
            count = 1
            for d in t.params[0]:
                count *= d
            if count * _scalar_bits(t.params[1]) > 2**17:
                return fail(diags, op, "failed to verify that vectors are not bigger than "
                             "2^17 bits.", True)  # fmt: skip
    return True


def _is_scalable(t: Attribute) -> bool:
    return t.defn is B.T["vector"] and any(t.params[2])


def _scalable_fits_in(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    """``LLVMScalableFitsIn<inner, outer, description>``: a scalable ``inner`` vector goes
    only with a scalable ``outer`` one."""
    groups = op_value_groups(op, ctx)
    inner, outer = groups.get(args[0], []), groups.get(args[1], [])
    if inner and outer and _is_scalable(inner[0].type) and not _is_scalable(outer[0].type):
        return fail(diags, op, f"failed to verify that {', '.join(args[2:])}", True)
    return True


def _twice_as_long(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
    """``LLVMTwiceAsLong<vec, res>``: a vector result is the vector ``vec`` with twice its
    elements (the same element type and scalability)."""
    groups = op_value_groups(op, ctx)
    vec, res = groups.get(args[0], []), groups.get(args[1], [])
    if not vec or not res or res[0].type.defn is not B.T["vector"]:
        return True
    a, r = vec[0].type, res[0].type
    if (
        a.defn is not B.T["vector"]
        or len(a.params[0]) != 1
        or (
            tuple(r.params[0]) != (2 * a.params[0][0],)
            or r.params[1] is not a.params[1]
            or tuple(r.params[2]) != tuple(a.params[2])
        )
    ):
        return fail(diags, op, "failed to verify that result has twice as many elements as "
                     f"'{args[0]}'", True)  # fmt: skip
    return True


plugin.trait("LLVMVectorBitsLimit", _vector_bits_limit, phase="predicate")
plugin.trait("LLVMScalableFitsIn", _scalable_fits_in, phase="predicate")
plugin.trait("LLVMTwiceAsLong", _twice_as_long, phase="predicate")


def _sincos(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's SincosOp::verify: the result is a struct of two values of the operand's
    type."""
    from dialects_irdl.llvm.directives import resolve_struct

    if not op.operands or not op.results:
        return True
    arg, res = op.operands[0].type, op.results[0].type
    body = None
    if res.defn.key == "!llvm.struct":
        body = resolve_struct(res).params[3].params[0]
    if body is None or len(body) != 2 or any(t is not arg for t in body):
        message = ("expected result type to be an homogeneous struct with two elements "
                   f"matching the operand type, but got '{_text(res)}'")  # fmt: skip
        return fail(diags, op, message, True)
    return True


plugin.verifier("LLVMSincos", _sincos)


def _ctors_dtors(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's GlobalCtorsOp/GlobalDtorsOp::verify: each data element is a symbol or
    ``#llvm.zero``; as many functions as priorities and data elements."""
    kind = op.name.rsplit("_", 1)[1]
    fns, prios, data = (inherent(op, n) for n in (kind, "priorities", "data"))
    if fns is None or prios is None or data is None:
        return True
    for d in data.params[0]:
        if d.defn is not B.A["symbol_ref"] and d.defn.key != "#llvm.zero":
            return fail(diags, op, "data element must be symbol or #llvm.zero", False)
    if not len(fns.params[0]) == len(prios.params[0]) == len(data.params[0]):
        return fail(diags, op, f"{kind}, priorities, and data must have the same number of "
                     "elements", False)  # fmt: skip
    return True


def _ctors_dtors_symbols(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's verifySymbolUses of the ctors/dtors: each names an ``llvm.func`` with a
    body."""
    from irdl.checks.traits import lookup_symbol

    fns = inherent(op, op.name.rsplit("_", 1)[1])
    for ref in fns.params[0] if fns is not None else ():
        fn = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
        if fn is None or _function_signature(fn) is None:
            return fail(diags, op, f"'{ref.params[0]}' does not reference a valid LLVM "
                         "function", True)  # fmt: skip
        if not fn.regions or not fn.regions[0].blocks:
            return fail(diags, op, f"'{ref.params[0]}' does not have a definition", True)
    return True


plugin.verifier("LLVMGlobalCtorsDtors", _ctors_dtors,
                        verify_symbol_uses=_ctors_dtors_symbols)  # fmt: skip


_ALIAS_LINKAGES = ("private", "internal", "linkonce", "weak", "linkonce_odr", "weak_odr",
                   "external", "available_externally")  # fmt: skip
_IFUNC_LINKAGES = ("private", "internal", "linkonce", "weak", "linkonce_odr", "weak_odr",
                   "external")  # fmt: skip
_NOT_ELEMENT_TYPES = frozenset({"!llvm.void", "!llvm.label", "!llvm.metadata", "!llvm.token"})


def _alias(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's AliasOp::verify: a value type LLVM can hold in memory, and a linkage
    an alias may have."""
    from irdl.checks.predicates import compile_predicate

    at = inherent(op, "alias_type")
    t = at.params[0] if at is not None and at.defn is B.A["type"] else None
    compatible = compile_predicate("::mlir::LLVM::isCompatibleOuterType($_self)")
    assert compatible is not None
    if t is not None and (t.defn.key in _NOT_ELEMENT_TYPES or not compatible[0](t)):
        return fail(diags, op, "expects type to be a valid element type for an LLVM global "
                     "alias", True)  # fmt: skip
    word = _linkage_word(op)
    if word is not None and word not in _ALIAS_LINKAGES:
        return fail(diags, op, f"'{word}' linkage not supported in aliases, available "
                     "options: private, internal, linkonce, weak, linkonce_odr, weak_odr, "
                     "external or available_externally", True)  # fmt: skip
    return True


def _alias_initializer(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's AliasOp::verifyRegions: the initializer's operations have no memory
    effects and its ``llvm.return`` returns a pointer."""
    from irdl.checks.traits import op_traits

    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                traits = op_traits(inner, ctx)
                if "Pure" not in traits and "NoMemoryEffect" not in traits:
                    return fail(diags, inner, "ops with side effects are not allowed in alias "
                                 "initializers", False)  # fmt: skip
                if inner.name == "llvm.return" and (
                    not inner.operands or inner.operands[0].type.defn.key != "!llvm.ptr"
                ):
                    return fail(diags, op, "initializer region must always return a pointer",
                                 True)  # fmt: skip
    return True


def _alias_address_space(alias: Operation) -> int:
    """The address space of the pointer an alias's initializer returns (0 if unknown)."""
    for region in alias.regions:
        for block in region.blocks:
            for inner in block.ops:
                if inner.name == "llvm.return" and inner.operands:
                    t = inner.operands[0].type
                    if t.defn.key == "!llvm.ptr":
                        return int(t.params[0].params[1])
    return 0


def _find_symbol(ctx: Any, op: Operation, ref: Attribute) -> Operation | None | bool:
    """The operation a flat symbol reference names; False if it cannot be known (an
    unregistered operation encloses ``op``, and might be the symbol table)."""
    from irdl.checks.traits import lookup_symbol

    found = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
    if found is not None:
        return found
    parent = op.parent_op
    while parent is not None:
        if ctx is not None and ctx.op_info(parent.name) is None:
            return False
        parent = parent.parent_op
    return None


def _addressof_symbols(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's AddressOfOp::verifySymbolUses: the symbol is a global, alias, function
    or ifunc; a global's or alias's address space is the result's."""
    ref = inherent(op, "global_name")
    if ref is None or ref.defn is not B.A["symbol_ref"] or not op.results:
        return True
    target = _find_symbol(ctx, op, ref)
    if target is False:
        return True
    kinds = ("llvm.mlir.global", "llvm.mlir.alias", "llvm.func", "llvm.mlir.ifunc")
    if not isinstance(target, Operation) or target.name not in kinds:
        return fail(diags, op, "must reference a global defined by 'llvm.mlir.global', "
                     "'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'", True)  # fmt: skip
    res = op.results[0].type
    if res.defn.key != "!llvm.ptr":
        return True
    space = int(res.params[0].params[1])
    if target.name == "llvm.mlir.global":
        a = inherent(target, "addr_space")
        want = int(a.params[1]) if a is not None and a.defn is B.A["integer"] else 0
    elif target.name == "llvm.mlir.alias":
        want = _alias_address_space(target)
    else:
        return True
    if space != want:
        return fail(diags, op, "pointer address space must match address space of the "
                     "referenced global or alias", True)  # fmt: skip
    return True


def _ifunc(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's IFuncOp::verify: a linkage an ifunc may have."""
    word = _linkage_word(op)
    if word is not None and word not in _IFUNC_LINKAGES:
        return fail(diags, op, f"'{word}' linkage not supported in ifuncs, available "
                     "options: private, internal, linkonce, weak, linkonce_odr, weak_odr, "
                     "or external linkage", True)  # fmt: skip
    return True


def _ifunc_symbols(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's IFuncOp::verifySymbolUses: the resolver (through aliases to the symbol
    their initializer takes the address of) is a defined ``llvm.func`` returning a
    pointer, and the resolver type is a pointer in the ifunc's address space."""
    ref = inherent(op, "resolver")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return True
    target = _find_symbol(ctx, op, ref)
    seen = 0
    while isinstance(target, Operation) and target.name == "llvm.mlir.alias" and seen < 64:
        seen += 1
        returned = [r.operands[0] for region in target.regions for block in region.blocks
                    for r in block.ops if r.name == "llvm.return" and r.operands]  # fmt: skip
        source = returned[0].owner if returned and isinstance(returned[0], OpResult) else None
        name = inherent(source, "global_name") if source is not None else None
        if source is None or source.name != "llvm.mlir.addressof" or name is None:
            return fail(diags, op, "must have a function resolver", True)
        target = _find_symbol(ctx, op, name)
    if not isinstance(target, Operation):
        return True
    ftype = _function_signature(target)
    if ftype is None:
        return fail(diags, op, "must have a function resolver", True)
    if not target.regions or not target.regions[0].blocks:
        return fail(diags, op, "resolver must be a definition", True)
    if ftype[0].defn.key != "!llvm.ptr":
        return fail(diags, op, "resolver must return a pointer", True)
    rt = inherent(op, "resolver_type")
    space = inherent(op, "address_space")
    want = int(space.params[1]) if space is not None and space.defn is B.A["integer"] else 0
    t = rt.params[0] if rt is not None and rt.defn is B.A["type"] else None
    if t is not None and (t.defn.key != "!llvm.ptr" or int(t.params[0].params[1]) != want):
        return fail(diags, op, "resolver has incorrect type", True)
    return True


plugin.verifier("LLVMAlias", _alias, verify_regions=_alias_initializer)
plugin.verifier("LLVMAddressOf", verify_symbol_uses=_addressof_symbols)
plugin.verifier("LLVMIFunc", _ifunc, verify_symbol_uses=_ifunc_symbols)


def _module_flag(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """upstream's ModuleFlagAttr::verify: "CG Profile" takes an array of
    ``#llvm.cgprofile_entry``, "ProfileSummary" a ``#llvm.profile_summary``, any other key
    an integer or a string."""
    key, value = params[1].params[0], params[2]
    if key == "CG Profile":
        if value.defn is not B.A["array"] or any(
            e.defn.key != "#llvm.cgprofile_entry" for e in value.params[0]
        ):
            return "'CG Profile' key expects an array of '#llvm.cgprofile_entry'", -1
    elif key == "ProfileSummary":
        if value.defn.key != "#llvm.profile_summary":
            return "'ProfileSummary' key expects a '#llvm.profile_summary' attribute", -1
    elif value.defn is not B.A["integer"] and value.defn is not B.A["string"]:
        return ("only integer and string values are currently supported for unknown key "
                f"'{_text(params[1])}'", -1)  # fmt: skip
    return None


plugin.type_verifier("LLVMModuleFlag", _module_flag)


def _module_flags(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's ModuleFlagsOp::verify: at module level, each flag a module flag."""
    parent = op.parent_op
    if parent is not None and parent.name != "builtin.module":
        return fail(diags, op, "must appear at the module level", True)
    flags = inherent(op, "flags")
    for f in flags.params[0] if flags is not None else ():
        if f.defn.key != "#llvm.mlir.module_flag":
            return fail(diags, op, "expected a module flag attribute", True)
    return True


plugin.verifier("LLVMModuleFlags", _module_flags)


def _tag_id(op: Operation) -> int | None:
    tag = inherent(op, "tag")
    if tag is None or tag.defn.key != "#llvm.blocktag":
        return None
    return int(tag.params[0].params[1])


def _blocktag(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's BlockTagOp::verify: no earlier tag of its function has its id."""
    fn = op.parent_op
    while fn is not None and _function_signature(fn) is None:
        fn = fn.parent_op
    ident = _tag_id(op)
    if fn is None or ident is None:
        return True
    for other in fn.walk():
        if other is op:
            return True
        if other.name == "llvm.blocktag" and _tag_id(other) == ident:
            return fail(diags, op, f"duplicate block tag '{ident}' in the same function: ",
                         False)  # fmt: skip
    return True


def _blockaddress_symbols(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's BlockAddressOp::verifySymbolUses: the function exists and has a block
    tag of the attribute's id."""
    addr = inherent(op, "block_addr")
    if addr is None or addr.defn.key != "#llvm.blockaddress":
        return True
    ref, tag = addr.params
    fn = _find_symbol(ctx, op, ref)
    if fn is False:
        return True
    ident = int(tag.params[0].params[1])
    if isinstance(fn, Operation) and _function_signature(fn) is not None:
        for inner in fn.walk():
            if inner.name == "llvm.blocktag" and _tag_id(inner) == ident:
                return True
    return fail(diags, op, "expects an existing block label target in the referenced "
                 "function", True)  # fmt: skip


plugin.verifier("LLVMBlockTag", _blocktag)
plugin.verifier("LLVMBlockAddress", verify_symbol_uses=_blockaddress_symbols)


def _comdat_body(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's ComdatOp::verifyRegions: only ``llvm.comdat_selector`` inside."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                if inner.name != "llvm.comdat_selector":
                    return fail(diags, inner, "only comdat selector symbols can appear in a "
                                 "comdat region", False)  # fmt: skip
    return True


plugin.verifier("LLVMComdat", verify_regions=_comdat_body)


def _inline_asm(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's InlineAsmOp::verify: not a ``musttail`` call."""
    kind = inherent(op, "tail_call_kind")
    if (
        kind is not None
        and kind.defn.key == "#llvm.tailcallkind"
        and kind.params[0].params[0] == "musttail"
    ):
        return fail(diags, op, "tail call kind 'musttail' is not supported by this "
                     "operation", True)  # fmt: skip
    return True


plugin.verifier("LLVMInlineAsm", _inline_asm)


def _call_intrinsic(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """upstream's CallIntrinsicOp::verify: the bundle sizes add up to the bundle operands,
    one tag per bundle, and the name is an LLVM intrinsic's (``llvm.`` prefix)."""
    from irdl.checks.traits import segment_sizes_match

    bundled = op_value_groups(op, ctx).get("op_bundle_operands", [])
    if not segment_sizes_match(op, "op_bundle_sizes", "op_bundle_operands", len(bundled), diags):
        return False
    if not _bundle_tags_ok(op, diags):
        return False
    name = inherent(op, "intrin")
    if name is not None and name.defn is B.A["string"] and not name.params[0].startswith("llvm."):
        return fail(diags, op, "intrinsic name must start with 'llvm.'", True)
    return True


plugin.verifier("LLVMCallIntrinsic", _call_intrinsic)
