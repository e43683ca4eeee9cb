"""Hand-written checks of the spirv dialect (its ``hasVerifier`` operations), with
mlir-opt's messages.

- ``IAddCarry``, ``ISubBorrow``, ``SMulExtended``, ``UMulExtended``: a result struct of two
  members, both of the operands' type.
- ``Select``: a vector condition needs a vector result of as many elements.
- ``Dot``: the result is the vectors' element type.
- ``VectorTimesScalar``: the result is the vector's type, the scalar its element type.
- ``Return`` / ``ReturnValue``: agree with the enclosing function's results.
- ``Constant``: the value's type is the result's (arrays of arrays for an array result).
- ``Load`` / ``Store`` / ``CopyMemory``: memory access and alignment given together.
- ``Variable``: an initializer from a constant or a global variable, inside a function;
  ``GlobalVariable``: a pointer that is not of the Function or Generic storage class.
- ``mlir.addressof`` / ``mlir.referenceof``: the symbol names the right kind of op, of
  the result's type.
- ``FunctionCall``: the callee's signature.
- ``BranchConditional``: two branch weights, not both zero.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import attr_to_str
from core.verifier import op_diagnostic
from irdl.format.directives import attribute_type
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("spirv")

_STRUCT = "!spirv.struct"


def _t(t: Any) -> str:
    return f"'{attr_to_str(t)}'"


def _struct_result(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    result = op.results[0].type
    members = result.params[1].params[0] if result.defn.key == _STRUCT else ()
    if len(members) != 2:
        return fail(diags, op, "expected result struct type containing two members")
    types = {o.type for o in op.operands} | set(members)
    if len(types) != 1:
        return fail(diags, op, "expected all operand types and struct member types are the same")
    return True


for _cpp in ("IAddCarry", "ISubBorrow", "SMulExtended", "UMulExtended"):
    plugin.verifier("Spirv" + _cpp, _struct_result)


def _elements(t: Any) -> int | None:
    if t.defn is B.T["vector"]:
        n = 1
        for d in t.params[0]:
            n *= d
        return n
    return None


def _select(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    condition = op.operands[0].type
    result = op.results[0].type
    n = _elements(condition)
    if n is not None:
        m = _elements(result)
        if m is None:
            return fail(diags, op, "result expected to be of vector type when condition is of "
                        "vector type")  # fmt: skip
        if m != n:
            return fail(diags, op, "result should have the same number of elements as the "
                        "condition when condition is of vector type")  # fmt: skip
    return True


plugin.verifier("SpirvSelect", _select)


def _element(t: Any) -> Any:
    return t.params[1] if t.defn is B.T["vector"] else t


def _dot(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if _element(op.operands[0].type) is not op.results[0].type:
        return fail(diags, op, "failed to verify that all of {vector1, result} have same "
                    "element type")  # fmt: skip
    return True


plugin.verifier("SpirvDot", _dot)


def _vector_times_scalar(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    vector, scalar = op.operands[0].type, op.operands[1].type
    if vector is not op.results[0].type:
        return fail(diags, op, "vector operand and result type mismatch")
    if _element(vector) is not scalar:
        return fail(diags, op, "scalar operand and result element type match")
    return True


plugin.verifier("SpirvVectorTimesScalar", _vector_times_scalar)


# --- functions and returns -------------------------------------------------------------------


def _parent(op: Operation) -> Operation | None:
    block = op.parent
    region = block.parent if block is not None else None
    return region.parent if region is not None else None


def _function(op: Operation) -> Operation | None:
    parent = _parent(op)
    while parent is not None and parent.name not in ("spirv.func", "func.func"):
        parent = _parent(parent)
    return parent


def _results_of(fn: Operation) -> tuple[Any, ...]:
    ftype = inherent(fn, "function_type")
    return tuple(ftype.params[0].params[1]) if ftype is not None else ()


def _return(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    fn = _function(op)
    if fn is not None and fn.name == "spirv.func" and _results_of(fn):
        return fail(diags, op, "cannot be used in functions returning value")
    return True


def _return_value(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    fn = _function(op)
    if fn is None or fn.name != "spirv.func":
        return True
    results = _results_of(fn)
    if not results:
        return fail(diags, op, "returns 1 value but enclosing function requires 0 results")
    value = op.operands[0].type
    if value is not results[0]:
        return fail(diags, op, f" return value's type ({_t(value)}) mismatch with function's "
                    f"result type ({_t(results[0])})")  # fmt: skip
    return True


_FUNCTIONS = ("spirv.func", "func.func", "spirv.ARM.Graph", "gpu.func", "llvm.func")
_MODULES = ("spirv.module", "builtin.module")


def _scoped(scope: str, check: Any) -> Any:
    """``check`` after ODS's InFunctionScope / InModuleScope predicate (an enclosing
    function; a module as the parent)."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        if scope == "function":
            parent = _parent(op)
            while parent is not None and parent.name not in _FUNCTIONS:
                parent = _parent(parent)
            if parent is None:
                return fail(diags, op, "failed to verify that op must appear in a "
                            "function-like op's block")  # fmt: skip
        else:
            parent = _parent(op)
            if parent is None or parent.name not in _MODULES:
                return fail(diags, op, "failed to verify that op must appear in a module-like "
                            "op's block")  # fmt: skip
        return bool(check(op, diags, ctx))

    return verify


plugin.verifier("SpirvReturn", _scoped("function", _return))
plugin.verifier("SpirvReturnValue", _scoped("function", _return_value))


def _lookup(op: Operation, name: str) -> Operation | None:
    """The op of symbol ``name`` in the nearest enclosing symbol table."""
    parent = _parent(op)
    while parent is not None and parent.name not in ("spirv.module", "builtin.module"):
        parent = _parent(parent)
    if parent is None:
        return None
    for region in parent.regions:
        for block in region.blocks:
            for child in block.ops:
                sym = inherent(child, "sym_name")
                if sym is not None and sym.params[0] == name:
                    return child
    return None


def _function_call(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    callee = inherent(op, "callee")
    if callee is None:
        return True
    name = callee.params[0]
    fn = _lookup(op, name)
    if fn is None or fn.name != "spirv.func":
        return fail(diags, op, f"callee function '{name}' not found in nearest symbol table")
    ftype = inherent(fn, "function_type")
    inputs, results = ftype.params[0].params
    if len(inputs) != len(op.operands):
        return fail(diags, op, f"has incorrect number of operands for callee: expected "
                    f"{len(inputs)}, but provided {len(op.operands)}")  # fmt: skip
    for i, (want, value) in enumerate(zip(inputs, op.operands)):
        if value.type is not want:
            return fail(diags, op, f"operand type mismatch: expected operand type {_t(want)}, "
                        f"but provided {_t(value.type)} for operand number {i}")  # fmt: skip
    if len(results) != len(op.results):
        return fail(diags, op, f"has incorrect number of results has for callee: expected "
                    f"{len(results)}, but provided {len(op.results)}")  # fmt: skip
    if results and op.results[0].type is not results[0]:
        return fail(diags, op, f"result type mismatch: expected {_t(results[0])}, but "
                    f"provided {_t(op.results[0].type)}")  # fmt: skip
    return True


plugin.verifier("SpirvFunctionCall", _function_call)


# --- constants -------------------------------------------------------------------------------


def _flat_array(t: Any) -> tuple[int, Any]:
    """A (nested) spirv.array's number of scalars and innermost element type."""
    count = 1
    while t.defn.key == "!spirv.array":
        count *= t.params[0].params[1]
        t = t.params[1]
    return count, t


def _constant(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    value = inherent(op, "value")
    result = op.results[0].type
    if value is None:
        return True
    d = value.defn
    if d is B.A["integer"] or d is B.A["float"]:
        vt = value.params[0]
        if vt is not result:
            return fail(diags, op, f"result type ({_t(result)}) does not match value type "
                        f"({_t(vt)})")  # fmt: skip
        return True
    if d is B.A["array"]:
        if result.defn.key != "!spirv.array":
            return fail(diags, op, "must have spirv.array result type for array value")
        element = result.params[1]
        for item in value.params[0]:
            it = attribute_type(item)
            if it is not B.NONE and it is not element:
                return fail(diags, op, f"result or element type ({_t(element)}) does not match "
                            f"value type ({_t(it)}), must be the same or spirv.array")  # fmt: skip
        return True
    vt = attribute_type(value)
    if vt is B.NONE or not value.params or not hasattr(value.params[0], "defn"):
        return fail(diags, op, "cannot have attribute: " + attr_to_str(value))
    if vt is result:
        return True
    if result.defn.key == "!spirv.array" and vt.defn in (B.T["tensor"], B.T["vector"]):
        count, inner = _flat_array(result)
        if inner.defn.key.startswith("!spirv.") or inner.defn is B.T["vector"]:
            return fail(diags, op, "only support nested array result type")
        total = 1
        for dim in vt.params[0]:
            total *= dim
        if count != total:
            return fail(diags, op, f"result number of elements ({count}) does not match value "
                        f"number of elements ({total})")  # fmt: skip
        if inner is not vt.params[1]:
            return fail(diags, op, f"result element type ({_t(inner)}) does not match value "
                        f"element type ({_t(vt.params[1])})")  # fmt: skip
        return True
    return fail(diags, op, f"result or element type ({_t(result)}) does not match value type "
                f"({_t(vt)}), must be the same or spirv.array")  # fmt: skip


plugin.verifier("SpirvConstant", _constant)


# --- memory ----------------------------------------------------------------------------------

_ALIGNED = 2


def _memory_access(op: Operation, diags: list[Diagnostic], access: str, alignment: str) -> bool:
    a = inherent(op, access)
    align = inherent(op, alignment)
    mask = a.params[0].params[1] if a is not None and a.params else 0
    if not isinstance(mask, int):
        return True
    if mask & _ALIGNED and align is None:
        return fail(diags, op, "missing alignment value")
    if align is not None and not mask & _ALIGNED:
        return fail(diags, op, "invalid alignment specification without aligned memory access "
                    "specification")  # fmt: skip
    return True


def _copy_memory(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    target, source = (o.type for o in op.operands)
    if target.defn.key == "!spirv.ptr" and source.defn.key == "!spirv.ptr":
        if target.params[0] is not source.params[0]:
            return fail(diags, op, "both operands must be pointers to the same type")
    if not _memory_access(op, diags, "memory_access", "alignment"):
        return False
    a = inherent(op, "source_memory_access")
    align = inherent(op, "source_alignment")
    mask = a.params[0].params[1] if a is not None and a.params else 0
    if isinstance(mask, int) and mask & _ALIGNED and align is None:
        return fail(diags, op, "missing alignment value")
    if isinstance(mask, int) and align is not None and not mask & _ALIGNED:
        return fail(diags, op, "invalid alignment specification with non-aligned memory access "
                    "specification")  # fmt: skip
    return True


plugin.verifier("SpirvLoad", lambda op, d, c: _memory_access(op, d, "memory_access", "alignment"))
plugin.verifier("SpirvStore", lambda op, d, c: _memory_access(op, d, "memory_access", "alignment"))
plugin.verifier("SpirvCopyMemory", _copy_memory)


def _variable(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    storage = inherent(op, "storage_class")
    if storage is not None and storage.params[0].params[0] != "Function":
        return fail(diags, op, "can only be used to model function-level variables. Use "
                    "spirv.GlobalVariable for module-level variables.")  # fmt: skip
    pointer = op.results[0].type
    if pointer.defn.key == "!spirv.ptr" and storage is not None:
        if pointer.params[1].params[0] != storage.params[0].params[0]:
            return fail(diags, op, "storage class must match result pointer's storage class")
    if op.operands:
        init = op.operands[0]
        owner = getattr(init, "owner", None)
        if not isinstance(owner, Operation) or owner.name not in (
            "spirv.Constant", "spirv.mlir.addressof", "spirv.mlir.referenceof",
            "spirv.SpecConstantOperation", "spirv.EXT.ConstantCompositeReplicate",
        ):  # fmt: skip
            return fail(diags, op, "initializer must be the result of a constant or "
                        "spirv.GlobalVariable op")  # fmt: skip
    for name in ("descriptor_set", "binding", "built_in"):
        if name in op.attributes:
            return fail(diags, op, f"cannot have '{name}' attribute (only allowed in "
                        "spirv.GlobalVariable)")  # fmt: skip
    pointee = pointer.params[0] if pointer.defn.key == "!spirv.ptr" else None
    if pointee is not None and pointee.defn.key in ("!spirv.array", "!spirv.rtarray"):
        pointee = pointee.params[1] if pointee.defn.key == "!spirv.array" else pointee.params[0]
    if (pointee is not None and pointee.defn.key == "!spirv.ptr"
            and pointee.params[1].params[0] == "PhysicalStorageBuffer"):  # fmt: skip
        marks = sum(name in op.attributes for name in ("aliased_pointer", "restrict_pointer"))
        if marks == 0:
            return fail(diags, op, " with physical buffer pointer must be decorated either "
                        "'AliasedPointer' or 'RestrictPointer'")  # fmt: skip
        if marks > 1:
            return fail(diags, op, " with physical buffer pointer must have exactly one "
                        "aliasing decoration")  # fmt: skip
    return True


plugin.verifier("SpirvVariable", _variable)


def _global_variable(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = inherent(op, "type")
    pointer = t.params[0] if t is not None and t.defn is B.A["type"] else None
    if pointer is None or pointer.defn.key != "!spirv.ptr":
        return fail(diags, op, "result must be of a !spv.ptr type")
    storage = pointer.params[1].params[0]
    if storage in ("Generic", "Function"):
        return fail(diags, op, f"storage class cannot be '{storage}'")
    init = inherent(op, "initializer")
    if init is not None:
        target = _lookup(op, init.params[0])
        if target is None or target.name not in ("spirv.SpecConstant",
                                                  "spirv.SpecConstantComposite"):  # fmt: skip
            return fail(diags, op, "initializer must be result of a spirv.SpecConstant or "
                        "spirv.SpecConstantCompositeOp op")  # fmt: skip
    return True


plugin.verifier("SpirvGlobalVariable", _scoped("module", _global_variable))


def _address_of(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    ref = inherent(op, "variable")
    target = _lookup(op, ref.params[0]) if ref is not None else None
    if target is None or target.name != "spirv.GlobalVariable":
        return fail(diags, op, "expected spirv.GlobalVariable symbol")
    t = inherent(target, "type")
    if t is not None and t.params[0] is not op.results[0].type:
        return fail(diags, op, "result type mismatch with the referenced global variable's "
                    "type")  # fmt: skip
    return True


def _reference_of(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    ref = inherent(op, "spec_const")
    target = _lookup(op, ref.params[0]) if ref is not None else None
    if target is None or target.name not in ("spirv.SpecConstant", "spirv.SpecConstantComposite"):
        return fail(diags, op, "expected spirv.SpecConstant or spirv.SpecConstantComposite "
                    "symbol")  # fmt: skip
    if target.name == "spirv.SpecConstant":
        value = inherent(target, "default_value")
        vt = attribute_type(value) if value is not None else None
    else:
        t = inherent(target, "type")
        vt = t.params[0] if t is not None else None
    if vt is not None and vt is not op.results[0].type:
        return fail(diags, op, "result type mismatch with the referenced specialization "
                    "constant's type")  # fmt: skip
    return True


plugin.verifier("SpirvAddressOf", _address_of)
plugin.verifier("SpirvReferenceOf", _reference_of)


def _branch_conditional(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    weights = inherent(op, "branch_weights")
    if weights is None:
        return True
    items = weights.params[0]
    if len(items) != 2:
        return fail(diags, op, "must have exactly two branch weights")
    if all(w.params[1] == 0 for w in items):
        return fail(diags, op, "branch weights cannot both be zero")
    return True


plugin.verifier("SpirvBranchConditional", _branch_conditional)


def _spec_type(target: Operation) -> Any:
    if target.name == "spirv.SpecConstant":
        value = inherent(target, "default_value")
        return attribute_type(value) if value is not None else None
    t = inherent(target, "type")
    return t.params[0] if t is not None else None


def _spec_constant_composite(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = inherent(op, "type")
    composite = t.params[0] if t is not None else None
    key = composite.defn.key if composite is not None else ""
    if key == "!spirv.coopmatrix":
        return fail(diags, op, "unsupported composite type", False)
    if composite.defn is B.T["vector"]:
        expected = [composite.params[1]] * _elements(composite)
    elif key == "!spirv.array":
        expected = [composite.params[1]] * composite.params[0].params[1]
    elif key == "!spirv.struct":
        expected = list(composite.params[1].params[0])
    else:
        return fail(diags, op, f"result type must be a composite type, but provided "
                    f"{_t(composite)}", False)  # fmt: skip
    refs = inherent(op, "constituents").params[0]
    if len(refs) != len(expected):
        return fail(diags, op, f"has incorrect number of operands: expected {len(expected)}, "
                    f"but provided {len(refs)}", False)  # fmt: skip
    for ref, want in zip(refs, expected):
        target = _lookup(op, ref.params[0])
        if target is None or target.name not in ("spirv.SpecConstant",
                                                  "spirv.SpecConstantComposite"):  # fmt: skip
            return fail(diags, op, f"has invalid constituent: {attr_to_str(ref)}", False)
        got = _spec_type(target)
        if got is not None and got is not want:
            return fail(diags, op, f"has incorrect types of operands: expected {_t(want)}, but "
                        f"provided {_t(got)}", False)  # fmt: skip
    return True


plugin.verifier("SpirvSpecConstantComposite", _spec_constant_composite)


def _entry_point(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    fn = inherent(op, "fn")
    if fn is None:
        return True
    target = _lookup(op, fn.params[0])
    if target is None or target.name != "spirv.func":
        return fail(diags, op, f"function '{fn.params[0]}' not found in 'spirv.module'", False)
    return True


plugin.verifier("SpirvEntryPoint", _scoped("module", _entry_point))


def _walk(op: Operation) -> Any:
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                yield child
                yield from _walk(child)


def _module(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Only spirv ops, at the top and in functions; functions with bodies (or an Import
    linkage); one entry point per function and execution model."""
    entry_points: set[tuple[str, str]] = set()
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                if not child.name.startswith("spirv."):
                    return fail(diags, child, "'spirv.module' can only contain spirv.* ops",
                                False)  # fmt: skip
                if child.name == "spirv.func":
                    body = child.regions[0] if child.regions else None
                    if (body is None or not body.blocks) and inherent(
                        child, "linkage_attributes"
                    ) is None:
                        return fail(diags, child, "'spirv.module' cannot contain external "
                                    "functions without 'Import' linkage_attributes "
                                    "(LinkageAttributes)", False)  # fmt: skip
                    for nested in _walk(child):
                        if not nested.name.startswith("spirv."):
                            return fail(diags, nested, "functions in 'spirv.module' can only "
                                        "contain spirv.* ops", False)  # fmt: skip
                if child.name == "spirv.EntryPoint":
                    fn, model = inherent(child, "fn"), inherent(child, "execution_model")
                    key = (attr_to_str(fn), attr_to_str(model))
                    if key in entry_points:
                        return fail(diags, child, "duplicate of a previous EntryPointOp", False)
                    entry_points.add(key)
    return True


plugin.verifier("SpirvModule", verify_regions=_module)


# --- structured control flow -----------------------------------------------------------------


def _is_merge_block(block: Any) -> bool:
    return len(block.ops) == 1 and block.ops[0].name == "spirv.mlir.merge"


def _branches_only_to(block: Any, target: Any) -> bool:
    """The block holds one ``spirv.Branch`` to ``target``."""
    return (len(block.ops) == 1 and block.ops[0].name == "spirv.Branch"
            and block.ops[0].successors == [target])  # fmt: skip


def _loop(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A loop's blocks: entry, header, ..., continue, merge."""
    blocks = op.regions[0].blocks if op.regions else []
    if not blocks:
        return True
    if not _is_merge_block(blocks[-1]):
        return fail(diags, op, "last block must be the merge block with only one "
                    "'spirv.mlir.merge' op")  # fmt: skip
    if len(blocks) < 2:
        return fail(diags, op, "must have an entry block branching to the loop header block")
    if len(blocks) < 3:
        return fail(diags, op, "must have a loop header block branched from the entry block")
    header = blocks[1]
    if not _branches_only_to(blocks[0], header):
        return fail(diags, op, "entry block must only have one 'spirv.Branch' op to the second "
                    "block")  # fmt: skip
    if len(blocks) < 4:
        return fail(diags, op, "requires a loop continue block branching to the loop header "
                    "block")  # fmt: skip
    cont = blocks[-2]
    if header not in (cont.ops[-1].successors if cont.ops else []):
        return fail(diags, op, "second to last block must be the loop continue block that "
                    "branches to the loop header block")  # fmt: skip
    for block in blocks[2:-2]:
        if block.ops and header in block.ops[-1].successors:
            return fail(diags, op, "can only have the entry and loop continue block branching "
                        "to the loop header block")  # fmt: skip
    return True


def _selection(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A selection's blocks: header, ..., merge."""
    blocks = op.regions[0].blocks if op.regions else []
    if not blocks:
        return True
    if not _is_merge_block(blocks[-1]):
        return fail(diags, op, "last block must be the merge block with only one "
                    "'spirv.mlir.merge' op")  # fmt: skip
    if len(blocks) < 2:
        return fail(diags, op, "must have a selection header block")
    return True


plugin.verifier("SpirvLoop", verify_regions=_loop)
plugin.verifier("SpirvSelection", verify_regions=_selection)


def _spec_constant(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    spec_id = op.attributes.get("spec_id")
    if spec_id is not None and spec_id.defn is B.A["integer"] and spec_id.params[1] < 0:
        return fail(diags, op, "SpecId cannot be negative")
    value = inherent(op, "default_value")
    if value is None:
        return True
    t = attribute_type(value)
    if value.defn not in (B.A["integer"], B.A["float"]) or not (
        B.is_integer_type(t) or B.is_float_type(t)
    ):
        return fail(diags, op, "default value can only be a bool, integer, or float scalar")
    if B.is_integer_type(t) and t.params[0] not in (1, 8, 16, 32, 64):
        return fail(diags, op, "default value bitwidth disallowed")
    return True


plugin.verifier("SpirvSpecConstant", _scoped("module", _spec_constant))


@cache
def _usable_in_spec_constant_op() -> frozenset[str]:
    """The operations ODS marks UsableInSpecConstantOp, read from the generated file."""
    text = Path(__file__).with_name("spirv.irdl.mlir").read_text(encoding="utf-8")
    names = set()
    for chunk in text.split("\n  irdl.operation @")[1:]:
        head = chunk.split("{", 1)[0] + chunk[: chunk.find("} {")]
        if "UsableInSpecConstantOp" in head:
            names.add("spirv." + chunk.split(" ", 1)[0])
    return frozenset(names)


_CONSTANT_DEFS = ("spirv.Constant", "spirv.mlir.referenceof", "spirv.SpecConstantOperation")


def _spec_constant_operation(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The wrapped operation may appear in a spec constant operation, and its operands come
    from constants; reported where the wrapped operation is, as mlir-opt does."""
    body = op.regions[0].blocks if op.regions else []
    if not body or not body[0].ops:
        return True
    inner = body[0].ops[0]
    prefix = f"'{op.name}' op "
    if inner.name not in _usable_in_spec_constant_op():
        diags.append(op_diagnostic(inner, prefix + "invalid enclosed op", False))
        return False
    for v in inner.operands:
        owner = getattr(v, "owner", None)
        if not isinstance(owner, Operation) or owner.name not in _CONSTANT_DEFS:
            diags.append(op_diagnostic(inner, prefix + "invalid operand, must be defined by a "
                                       "constant operation", False))  # fmt: skip
            return False
    return True


plugin.verifier("SpirvSpecConstantOperation", _spec_constant_operation)


def _unreachable(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Not in an entry block (mlir-opt accepts a block reached only from unreachable ones)."""
    block = op.parent
    region = block.parent if block is not None else None
    if block is None or region is None:
        return True
    if region.blocks[0] is block:
        return fail(diags, op, "cannot be used in reachable block")
    return True


plugin.verifier("SpirvUnreachable", _unreachable)
