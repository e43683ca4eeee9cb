"""Named verifiers of the emitc dialect, with the messages of MLIR's hand-written C++
verifiers (mlir-opt 22's words):

- types: ``!emitc.lvalue`` (a supported type, not an array), ``!emitc.ptr`` (not to an
  lvalue), ``!emitc.opaque`` (not empty, no trailing ``*``), ``!emitc.array`` (its element
  type, checked while reading the array too);
- ``emitc.constant`` and ``emitc.variable`` (the initial value against the result type),
  ``emitc.call_opaque`` (callee, index arguments, template arguments), ``emitc.apply``,
  ``emitc.add`` and ``emitc.sub`` (pointer arithmetic), ``emitc.func`` (results and
  arguments), ``emitc.return`` (against the enclosing function), ``emitc.expression``
  (its body: one use and one result per operation, the operations it may hold),
  ``emitc.literal``, ``emitc.verbatim`` (its placeholders), ``emitc.for``, ``emitc.if``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("emitc")


def _key(t: Any) -> str:
    d = getattr(t, "defn", None)
    return str(getattr(d, "key", "")) if d is not None else ""


def _text(t: Attribute) -> str:
    from core.printer import attr_to_str

    return attr_to_str(t)


_POINTER_WIDE = ("!emitc.size_t", "!emitc.ssize_t", "!emitc.ptrdiff_t")


def _is_int(t: Any) -> bool:
    return t.defn is B.T["integer"] and t.params[0] in (1, 8, 16, 32, 64)


def _is_float(t: Any) -> bool:
    return t.defn in (B.T["f16"], B.T["bf16"], B.T["f32"], B.T["f64"])


def _is_ptr(t: Any) -> bool:
    return _key(t) == "!emitc.ptr"


def _is_opaque(t: Any) -> bool:
    return _key(t) == "!emitc.opaque"


def _int_index_or_opaque(t: Any) -> bool:
    return _is_int(t) or t.defn is B.T["index"] or _is_opaque(t) or _key(t) in _POINTER_WIDE


def supported(t: Any) -> bool:
    """A type EmitC can emit (emitc::isSupportedEmitCType)."""
    k = _key(t)
    if _is_int(t) or _is_float(t) or t.defn is B.T["index"]:
        return True
    if k in _POINTER_WIDE or k == "!emitc.opaque":
        return True
    if k == "!emitc.array":
        element = t.params[1]
        return supported(element) and _key(element) != "!emitc.array"
    if k == "!emitc.ptr":
        return supported(t.params[0])
    if t.defn is B.T["tensor"]:
        shape, element = t.params[0], t.params[1]
        if any(d == B.DYNAMIC for d in shape) or _key(element) == "!emitc.array":
            return False
        return supported(element)
    if t.defn is B.T["tuple"]:
        return all(supported(e) and _key(e) != "!emitc.array" for e in t.params[0])
    return False


# --- types -----------------------------------------------------------------------------------


def _lvalue(params: tuple[Any, ...]) -> tuple[str, int] | None:
    (value,) = params
    if not getattr(value, "defn", None) or not value.defn.is_type:
        return None
    if _key(value) == "!emitc.array":
        return "!emitc.lvalue cannot wrap !emitc.array type", -1
    if not supported(value):
        return f"!emitc.lvalue must wrap supported emitc type, but got '{_text(value)}'", -1
    return None


def _pointer(params: tuple[Any, ...]) -> tuple[str, int] | None:
    if _key(params[0]) == "!emitc.lvalue":
        return "pointers to lvalues are not allowed", -1
    return None


def _opaque(params: tuple[Any, ...]) -> tuple[str, int] | None:
    value = params[0]
    text = value.params[0] if getattr(value, "defn", None) is B.A["string"] else ""
    if not text:
        return "expected non empty string in !emitc.opaque type", -1
    if text.endswith("*"):
        return "pointer not allowed as outer type with !emitc.opaque, use !emitc.ptr instead", -1
    return None


def array_element_ok(t: Any) -> bool:
    return supported(t) and _key(t) != "!emitc.array"


def _array(params: tuple[Any, ...]) -> tuple[str, int] | None:
    shape, element = params
    if not shape.params[0]:
        return "shape must not be empty", -1
    if not array_element_ok(element):
        return f"invalid array element type '{_text(element)}'", -1
    return None


plugin.type_verifier("EmitcLValueType", _lvalue)
plugin.type_verifier("EmitcPointerType", _pointer)
plugin.type_verifier("EmitcOpaqueType", _opaque)
plugin.type_verifier("EmitcArrayType", _array)


# --- constant, variable -------------------------------------------------------------------


def _initial_value(op: Operation, diags: list[Diagnostic], value: Attribute | None) -> bool:
    """The value an operation starts from: an #emitc.opaque, or of the result's type
    (an index for the pointer-wide types)."""
    if value is None or not op.results:
        return True
    if value.defn is B.A["string"]:
        return fail(diags, op, "string attributes are not supported, use #emitc.opaque instead")
    result = op.results[0].type
    if _key(result) == "!emitc.lvalue":
        result = result.params[0]
    if _key(value) == "#emitc.opaque":
        return True
    from irdl.format.directives import attribute_type

    t = attribute_type(value)
    if _key(result) in _POINTER_WIDE and t.defn is B.T["index"]:
        return True
    if t is not result:
        return fail(diags, op, "requires attribute to either be an #emitc.opaque attribute or "
                    f"it's type ('{_text(t)}') to match the op's result type "
                    f"('{_text(result)}')")  # fmt: skip
    return True


def _constant(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    value = inherent(op, "value")
    if not _initial_value(op, diags, value):
        return False
    if _key(value) == "#emitc.opaque" and not value.params[0].params[0]:
        return fail(diags, op, "value must not be empty")
    return True


def _variable(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _initial_value(op, diags, inherent(op, "value"))


plugin.verifier("EmitcConstant", _constant)
plugin.verifier("EmitcVariable", _variable)


# --- call_opaque, apply ---------------------------------------------------------------------


def _call_opaque(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    callee = inherent(op, "callee")
    if callee is not None and callee.defn is B.A["string"] and not callee.params[0]:
        return fail(diags, op, "callee must not be empty")
    args = inherent(op, "args")
    if args is not None and args.defn is B.A["array"]:
        for a in args.params[0]:
            if a.defn is B.A["integer"] and a.params[0].defn is B.T["index"]:
                if not 0 <= a.params[1] < len(op.operands):
                    return fail(diags, op, "index argument is out of range")
            elif a.defn is B.A["array"]:
                return fail(diags, op, "array argument has no type")
    template = inherent(op, "template_args")
    if template is not None and template.defn is B.A["array"]:
        for a in template.params[0]:
            if not (a.defn in (B.A["type"], B.A["integer"], B.A["float"])
                    or _key(a) == "#emitc.opaque"):  # fmt: skip
                return fail(diags, op, "template argument has invalid type")
    for r in op.results:
        if _key(r.type) == "!emitc.array":
            return fail(diags, op, "cannot return array type")
    return True


def _apply(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    attr = inherent(op, "applicableOperator")
    word = attr.params[0] if attr is not None and attr.defn is B.A["string"] else None
    if word is None:
        return True
    if not word:
        return fail(diags, op, "applicable operator must not be empty")
    if word not in ("&", "*"):
        return fail(diags, op, "applicable operator is illegal")
    if not op.operands or not op.results:
        return True
    from core.ir import OpResult

    v = op.operands[0]
    if isinstance(v, OpResult) and v.owner.name == "emitc.constant":
        return fail(diags, op, "cannot apply to constant")
    if word == "&":
        if _key(v.type) != "!emitc.lvalue":
            return fail(diags, op, "operand type must be an lvalue when applying `&`")
        if not _is_ptr(op.results[0].type):
            return fail(diags, op, "result type must be a pointer when applying `&`")
    elif not _is_ptr(v.type):
        return fail(diags, op, "operand type must be a pointer when applying `*`")
    return True


plugin.verifier("EmitcApply", _apply)
plugin.verifier("EmitcCallOpaque", _call_opaque)


# --- add, sub ---------------------------------------------------------------------------------


def _add(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) != 2:
        return True
    lhs, rhs = (v.type for v in op.operands)
    if _is_ptr(lhs) and _is_ptr(rhs):
        return fail(diags, op, "requires that at most one operand is a pointer")
    if (_is_ptr(lhs) and not (_is_int(rhs) or _is_opaque(rhs))) or (
        _is_ptr(rhs) and not (_is_int(lhs) or _is_opaque(lhs))
    ):
        return fail(diags, op, "requires that one operand is an integer or of opaque type if "
                    "the other is a pointer")  # fmt: skip
    return True


def _sub(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) != 2 or not op.results:
        return True
    lhs, rhs = (v.type for v in op.operands)
    result = op.results[0].type
    if not _is_ptr(lhs) and _is_ptr(rhs):
        return fail(diags, op, "rhs can only be a pointer if lhs is a pointer")
    if _is_ptr(lhs) and not (_is_int(rhs) or _is_opaque(rhs) or _is_ptr(rhs)):
        return fail(diags, op, "requires that rhs is an integer, pointer or of opaque type if "
                    "lhs is a pointer")  # fmt: skip
    if (
        _is_ptr(lhs)
        and _is_ptr(rhs)
        and not (_is_int(result) or _is_opaque(result) or _key(result) == "!emitc.ptrdiff_t")
    ):
        return fail(diags, op, "requires that the result is an integer, ptrdiff_t or of "
                    "opaque type if lhs and rhs are pointers")  # fmt: skip
    return True


plugin.verifier("EmitcAdd", _add)
plugin.verifier("EmitcSub", _sub)


# --- func, return ----------------------------------------------------------------------------


def _function_type(op: Operation) -> Any:
    t = inherent(op, "function_type")
    if t is None or t.defn is not B.A["type"] or t.params[0].defn is not B.T["function"]:
        return None
    return t.params[0]


def _func(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    ftype = _function_type(op)
    if ftype is None:
        return True
    inputs, results = ftype.params
    if any(_key(t) == "!emitc.lvalue" for t in inputs):
        return fail(diags, op, "cannot have lvalue type as argument")
    if len(results) > 1:
        return fail(diags, op, f"requires zero or exactly one result, but has {len(results)}")
    if len(results) == 1 and _key(results[0]) == "!emitc.array":
        return fail(diags, op, "cannot return array type")
    return True


def _return(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    fn = op.parent_op
    ftype = _function_type(fn) if fn is not None else None
    if fn is None or ftype is None:
        return True
    name_attr = inherent(fn, "sym_name")
    name = name_attr.params[0] if name_attr is not None else ""
    results = ftype.params[1]
    if len(op.operands) != len(results):
        return fail(diags, op, f"has {len(op.operands)} operands, but enclosing function "
                    f"(@{name}) returns {len(results)}")  # fmt: skip
    if op.operands and op.operands[0].type is not results[0]:
        return fail(diags, op, f"type of the return operand ('{_text(op.operands[0].type)}') "
                    f"doesn't match function result type ('{_text(results[0])}') in function "
                    f"@{name}", False)  # fmt: skip
    return True


plugin.verifier("EmitcFunc", _func)
plugin.verifier("EmitcReturn", _return)


# --- the C++ classes the generated predicates name ---------------------------------------------


plugin.cpp_classes(
    (
        ("emitc::OpaqueAttr", "#emitc.opaque", "An opaque attribute"),
        ("emitc::OpaqueType", "!emitc.opaque", "EmitC opaque type"),
        ("emitc::LValueType", "!emitc.lvalue", "EmitC lvalue type"),
        ("emitc::PointerType", "!emitc.ptr", "EmitC pointer type"),
        ("emitc::ArrayType", "!emitc.array", "EmitC array type"),
        ("emitc::SizeTType", "!emitc.size_t", "EmitC unsigned size type"),
        ("emitc::SignedSizeTType", "!emitc.ssize_t", "EmitC signed size type"),
        ("emitc::PtrDiffTType", "!emitc.ptrdiff_t", "EmitC signed pointer diff type"),
    )
)


# --- literal, verbatim ------------------------------------------------------------------------


def _literal(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    value = inherent(op, "value")
    if value is not None and value.defn is B.A["string"] and not value.params[0]:
        return fail(diags, op, "value must not be empty")
    return True


def _placeholders(text: str) -> int | str:
    """How many ``{}`` a verbatim format string holds (``{{`` is a brace), or what is wrong."""
    count = 0
    i = 0
    while i < len(text):
        if text[i] == "{":
            if text.startswith("{{", i):
                i += 2
                continue
            if i + 1 >= len(text):
                return "expected '}' after unescaped '{' at end of string"
            if text[i + 1] != "}":
                return "expected '}' after unescaped '{'"
            count += 1
            i += 2
            continue
        i += 1
    return count


def _verbatim(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    value = inherent(op, "value")
    if value is None or value.defn is not B.A["string"] or not op.operands:
        return True  # C++ reads the string as a format only when there are arguments
    found = _placeholders(value.params[0])
    if isinstance(found, str):
        return fail(diags, op, found)
    if found != len(op.operands):
        return fail(diags, op, "requires operands for each placeholder in the format string")
    return True


plugin.verifier("EmitcLiteral", _literal)
plugin.verifier("EmitcVerbatim", _verbatim)


# --- subscript ---------------------------------------------------------------------------------


def _subscript(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands or not op.results:
        return True
    value = op.operands[0].type
    indices = [v.type for v in op.operands[1:]]
    result = op.results[0].type
    if _key(result) == "!emitc.lvalue":
        result = result.params[0]
    if _key(value) == "!emitc.array":
        shape, element = value.params
        rank = len(shape.params[0])
        if len(indices) != rank:
            return fail(diags, op, "on array operand requires number of indices "
                        f"({len(indices)}) to match the rank of the array type "
                        f"({rank})")  # fmt: skip
        for i, t in enumerate(indices):
            if not _int_index_or_opaque(t):
                return fail(diags, op, f"on array operand requires index operand {i} to be "
                            f"integer-like, but got '{_text(t)}'")  # fmt: skip
        if element is not result:
            return fail(diags, op, "on array operand requires element type "
                        f"('{_text(element)}') and result type ('{_text(result)}') to "
                        "match")  # fmt: skip
    elif _is_ptr(value):
        if len(indices) != 1:
            return fail(diags, op, "on pointer operand requires one index operand, but got "
                        f"{len(indices)}")  # fmt: skip
        if not _int_index_or_opaque(indices[0]):
            return fail(diags, op, "on pointer operand requires index operand to be "
                        f"integer-like, but got '{_text(indices[0])}'")  # fmt: skip
        if value.params[0] is not result:
            return fail(diags, op, f"on pointer operand requires pointee type "
                        f"('{_text(value.params[0])}') and result type ('{_text(result)}') "
                        "to match")  # fmt: skip
    return True


plugin.verifier("EmitcSubscript", _subscript)


# --- expression --------------------------------------------------------------------------------

# the operations that implement CExpressionInterface (as the generated declarations say)
_C_EXPRESSIONS = frozenset(
    "emitc." + n
    for n in (
        "add", "address_of", "apply", "bitwise_and", "bitwise_left_shift", "bitwise_not",
        "bitwise_or", "bitwise_right_shift", "bitwise_xor", "call", "call_opaque", "cast",
        "cmp", "conditional", "constant", "dereference", "div", "load", "logical_and",
        "logical_not", "logical_or", "mul", "rem", "sub", "unary_minus", "unary_plus",
    )
)  # fmt: skip


def _expression(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    from core.ir import OpResult

    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks or not op.results:
        return True
    ops = body.blocks[0].ops
    last = ops[-1] if ops else None
    if last is None or last.name != "emitc.yield" or not last.operands:
        return fail(diags, op, "must yield a value at termination")
    value = last.operands[0]
    if not isinstance(value, OpResult):
        return fail(diags, op, "yielded value has no defining op")
    if value.owner.parent_op is not op:
        return fail(diags, op, "yielded value not defined within expression")
    if value.type is not op.results[0].type:
        return fail(diags, op, "requires yielded type to match return type")
    for inner in ops[:-1]:
        if inner.name not in _C_EXPRESSIONS:
            return fail(diags, op, "contains an unsupported operation")
        if len(inner.results) != 1:
            return fail(diags, op, "requires exactly one result for each operation")
        if not inner.results[0].uses:
            return fail(diags, op, "contains an unused operation")
    return True


plugin.verifier("EmitcExpression", _expression)


# --- do, for, switch, yield --------------------------------------------------------------------


def _do(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.regions) != 2:
        return True
    body, cond = op.regions
    if body.blocks and body.blocks[0].ops:
        last = body.blocks[0].ops[-1]
        info = ctx.op_info(last.name) if ctx is not None else None
        if last.name == "emitc.yield" or (info is not None and info.is_terminator):
            return fail(diags, op, "body region must not contain terminator")
    ops = cond.blocks[0].ops if cond.blocks else []
    if len(ops) != 2:
        return fail(diags, op, "condition region must contain exactly two operations: "
                    f"'emitc.expression' followed by 'emitc.yield', but found {len(ops)} "
                    "operations")  # fmt: skip
    first, second = ops
    if first.name != "emitc.expression":
        return fail(diags, op, "expected first op in condition region to be "
                    f"'emitc.expression', but got {first.name}")  # fmt: skip
    if second.name != "emitc.yield":
        return fail(diags, op, "expected second op in condition region to be 'emitc.yield', "
                    f"but got {second.name}")  # fmt: skip
    if len(second.operands) != 1 or not first.results or second.operands[0] is not first.results[0]:
        return fail(diags, op, "'emitc.yield' must return result of 'emitc.expression' from "
                    "this condition region", False)  # fmt: skip
    t = first.results[0].type
    if t is not B.integer_type(1):
        return fail(diags, op, "emitc.expression in condition region must return 'i1', but "
                    f"returns '{_text(t)}'")  # fmt: skip
    return True


def _for(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks or not op.operands:
        return True
    args = body.blocks[0].args
    if not args or args[0].type is not op.operands[0].type:
        return fail(diags, op, "expected induction variable to be same type as bounds and step")
    return True


def _switch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    cases = inherent(op, "cases")
    values = cases.params[1] if cases is not None and cases.defn is B.A["dense_array"] else ()
    seen: set[int] = set()
    for v in values:
        if v in seen:
            return fail(diags, op, f"has duplicate case value: {v}")
        seen.add(v)
    for region in op.regions[1:]:
        ops = region.blocks[-1].ops if region.blocks else []
        last = ops[-1] if ops else None
        if last is None or last.name != "emitc.yield":
            got = last.name if last is not None else "nothing"
            return fail(diags, op, f"expected region to end with emitc.yield, but got {got}")
    return True


def _yield(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    parent = op.parent_op
    if parent is None or parent.name == "emitc.do":
        return True
    if op.operands and len(parent.results) != 1:
        return fail(diags, op, "yields a value not returned by parent")
    if not op.operands and parent.results:
        return fail(diags, op, "does not yield a value to be returned by parent")
    return True


plugin.verifier("EmitcDo", _do)
plugin.verifier("EmitcFor", _for)
plugin.verifier("EmitcSwitch", _switch)
plugin.verifier("EmitcYield", _yield)


# --- global -----------------------------------------------------------------------------------


def _global(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    from irdl.format.directives import attribute_type

    t_attr = inherent(op, "type")
    t = t_attr.params[0] if t_attr is not None and t_attr.defn is B.A["type"] else None
    if t is not None and not supported(t):
        return fail(diags, op, "expected valid emitc type")
    if inherent(op, "static_specifier") is not None and inherent(op, "extern_specifier"):
        return fail(diags, op, "cannot have both static and extern specifiers")
    value = inherent(op, "initial_value")
    if value is None or t is None:
        return True
    d = value.defn
    if _key(value) == "#emitc.opaque":
        return True
    if d not in (B.A["integer"], B.A["float"], B.A["dense_int_or_fp_elements"],
                 B.A["dense_string_elements"], B.A["dense_resource_elements"],
                 B.A["sparse_elements"]):  # fmt: skip
        from core.printer import attr_to_str

        return fail(diags, op, "initial value should be a integer, float, elements or opaque "
                    f"attribute, but got {attr_to_str(value)}")  # fmt: skip
    expected = t
    if _key(t) == "!emitc.array":
        from core.attributes import get

        shape, element = t.params
        dims = tuple(int(x.params[1]) for x in shape.params[0])
        expected = get(B.T["tensor"], (dims, element, None))
    got = attribute_type(value)
    if got is not expected:
        return fail(diags, op, f"initial value expected to be of type '{_text(t)}', but was of "
                    f"type '{_text(got)}'")  # fmt: skip
    return True


plugin.verifier("EmitcGlobal", _global)


# --- address_of, dereference ----------------------------------------------------------------


def _same_referenced_type(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The lvalue's value type is the pointer's pointee (the ODS predicate of address_of and
    dereference, which the generated declaration keeps unnamed, checked here with its
    message)."""
    if not op.operands or not op.results:
        return True
    a, b = op.operands[0].type, op.results[0].type
    lvalue, ptr = (a, b) if _key(a) == "!emitc.lvalue" else (b, a)
    if _key(lvalue) == "!emitc.lvalue" and _is_ptr(ptr) and lvalue.params[0] is not ptr.params[0]:
        return fail(diags, op, "failed to verify that input and result reference the same type")
    return True


plugin.verifier("EmitcAddressOf", _same_referenced_type)
plugin.verifier("EmitcDereference", _same_referenced_type)


# --- field, get_field --------------------------------------------------------------------------


def _field(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t_attr = inherent(op, "type")
    if t_attr is not None and t_attr.defn is B.A["type"] and not supported(t_attr.params[0]):
        return fail(diags, op, "expected valid emitc type")
    return True


def _get_field(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    ref = inherent(op, "field_name")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return True
    name = str(ref.params[0])
    cls = op.parent_op
    while cls is not None and cls.name != "emitc.class":
        cls = cls.parent_op
    if cls is None:
        return True
    field = None
    for block in cls.regions[0].blocks if cls.regions else ():
        for inner in block.ops:
            sym = inherent(inner, "sym_name")
            if inner.name == "emitc.field" and sym is not None and sym.params[0] == name:
                field = inner
                break
    if field is None:
        return fail(diags, op, f"field '@{name}' not found in the class")
    t_attr = inherent(field, "type")
    if t_attr is not None and op.results and t_attr.params[0] is not op.results[0].type:
        return fail(diags, op, f"result type '{_text(op.results[0].type)}' does not match "
                    f"field '@{name}' type '{_text(t_attr.params[0])}'")  # fmt: skip
    return True


plugin.verifier("EmitcField", _field)
plugin.verifier("EmitcGetField", _get_field)
