"""Syntax of the LLVM dialect: its types' parameter directives and its operations' custom
directives.

Types (parameter directives, ``register_param_directives``). Every LLVM type keeps its
parameters as attributes:

- ``LLVMPointer($address_space)``: ``ptr`` or ``ptr<N>`` (address space 0 is not written).
- ``LLVMArray($element_type, $num_elements)``: ``<4 x i32>``.
- ``LLVMStruct($name, $packed, $kind, $body)``: ``<(i32, ptr)>``, ``<packed (i8)>``,
  ``<"name", (...)>``, ``<"name", opaque>``. ``kind``: 0 literal, 1 identified with a body,
  2 identified opaque, 3 a reference to an identified struct being defined around it (a
  recursive one: ``struct<"rec", (ptr, struct<"rec">)>``).
- ``LLVMFunction($return_type, $params, $var_arg)``: ``<void (i32, ...)>``.
- ``LLVMTarget($name, $type_params, $int_params)``: ``<"name", i32, 1>``.

Inside an LLVM type, LLVM types are written without their ``!llvm.`` prefix (``ptr``,
``struct<...>``), as MLIR's LLVM dialect reads and prints them; other types are written in
full (``vector<4x!llvm.ptr>`` stays a builtin type and prefixes its element).

Identified structs are values here, not mutable named types: the same name with two
different bodies makes two values (MLIR reports the second), and a reference inside its
own body is a value of kind 3 that prints as ``struct<"name">``. Outside its definition
such a reference prints, and is resolved (``resolve_struct``), as the last full definition
of that name this process read.

Attribute parameters: ``LLVMEnumWord($p, "Name", "description", "<C++ type>", "<attr>",
"w1 ...")`` (one word; MLIR's "expected one of [...] for <description>, got: x" message,
naming the parameter ``Name`` as ODS does); ``LLVMUnsigned($p, "<attr>", "<C++ type>",
"32")`` (an unsigned integer written bare, as ``#llvm.blocktag<id = 1>``).

Operation directives (``custom<...>`` in an assembly format): ``LLVMFunc``, ``LLVMGlobal``,
``LLVMGlobalValue`` (the linkage, visibility, ``thread_local`` and unnamed_addr words of an
alias or ifunc),
``LLVMCall``, ``LLVMSwitchCases``, ``GEPIndices``, ``GEPNoWrap``, ``LLVMOverflow``,
``LLVMCmpPredicate``, ``LLVMOrdering``, ``LLVMAtomic``, ``LLVMAtomicOrdering`` (an ordering
as an ODS enum attribute), ``LLVMValAndBoolStruct`` (a TypesMatchWith transform),
``LLVMExtractType``, ``LLVMInsertType``, ``LLVMAllocaType``,
``LLVMInvoke`` (llvm.call's form with ``to`` and ``unwind`` successors),
``LLVMCallIntrinsic`` (``"intrinsic.name"(%a) [bundles] : (T {attrs}) -> R``), operand bundles
(``_parse_bundles``), ``LLVMLandingpadClauses``, ``LLVMShuffleType``
(shufflevector's result type, from the operand's and the mask's length).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.diagnostics import Diagnostic, DiagnosticError, Severity
from core.ir import Region
from core.lexer import (
    AT,
    BARE,
    INT,
    STRING,
    VALUE,
    escape_string,
    int_literal,
    symbol_text,
    unescape_string,
)
from irdl.checks.predicates import compile_predicate
from irdl.format.directives import (
    consume_x,
    parameter_error,
    parse_enum_word,
    parse_function_arguments,
    parse_function_body,
    parse_function_results,
    parse_successor_operands,
    print_function_arguments,
    print_function_results,
    print_successor_operands,
    print_values,
    set_argument_attrs,
)
from irdl.format.int_lists import parse_integer, wrap_signed
from irdl.plugin import Plugin, Slot

plugin = Plugin("llvm")

I32 = B.integer_type(32)

# --- types ---------------------------------------------------------------------------------

_LLVM_KEYWORDS = frozenset(
    "void ppc_fp128 token label metadata func ptr array struct target x86_amx".split()
)
# names of identified structs being read (for recursive references) and printed
_reading: list[str] = []
_printing: list[str] = []
# name -> the last full identified struct of that name
_identified: dict[str, Attribute] = {}


def _llvm_defn(p: Any, word: str) -> Any:
    info = p.ctx.dialect("llvm")
    return info.types.get(word) if info is not None else None


def parse_llvm_type(p: Any) -> Attribute:
    """A type inside an LLVM type: any MLIR type, or an LLVM type by its keyword alone."""
    lex = p.lex
    start = lex.start
    t = p.parse_optional_type()
    if t is not None:
        return t
    if lex.kind is not BARE:
        p.wrong_token("expected valid keyword")
    word = p.tok
    defn = _llvm_defn(p, word) if word in _LLVM_KEYWORDS else None
    if defn is None or defn.parse is None:
        p.error_at(start, f"unknown LLVM type: {word}")
    assert defn is not None
    lex.next()
    params = defn.parse(p)
    if defn.verify is not None:
        failure = defn.verify(params)
        if failure is not None:
            p.error_at(start, failure[0])
    return get(defn, params)


def llvm_type_text(attrs: Any, t: Attribute) -> str:
    """A type inside an LLVM type: LLVM types by keyword, others in full."""
    d = t.defn
    body = getattr(d, "print", None)
    if d.is_type and d.dialect == "llvm" and body is not None and t not in attrs.aliases:
        return d.name + body(attrs, t)
    return attrs.type(t)


def _int(value: int, width: int = 64) -> Attribute:
    return B.integer_attr(value, B.integer_type(width))


def _parse_pointer(p: Any, space: str) -> dict[str, Any]:
    value = 0
    if p.consume_punct("<"):
        if p.lex.kind is not INT:
            p.wrong_token("expected integer value")
        value = int_literal(p.tok)
        p.lex.next()
        p.expect_punct(">", "expected '>'")
    return {space: _int(value, 32)}


def _print_pointer(attrs: Any, params: dict[str, Any], space: str) -> str:
    value = params[space].params[1]
    return "" if value == 0 else f"<{value}>"


def _parse_array(p: Any, elem: str, count: str) -> dict[str, Any]:
    p.expect_punct("<", "expected '<'")
    if p.lex.kind is not INT:
        p.wrong_token("expected integer value")
    tok = p.tok
    if tok.startswith("0x"):  # `0x i8` would not happen; `0xi8` is 0 then `xi8`
        n = 0
        p.lex.reset(p.lex.start + 1)
    else:
        n = int(tok)
        p.lex.next()
    if not consume_x(p):
        p.wrong_token("expected 'x' in dimension list")
    t = parse_llvm_type(p)
    p.expect_punct(">", "expected '>'")
    return {elem: t, count: _int(n)}


def _print_array(attrs: Any, params: dict[str, Any], elem: str, count: str) -> str:
    return f"<{params[count].params[1]} x {llvm_type_text(attrs, params[elem])}>"


def _type_list(p: Any, close: str, allow_ellipsis: bool = False) -> tuple[list[Attribute], bool]:
    types: list[Attribute] = []
    variadic = False
    if p.consume_punct(close):
        return types, variadic
    while True:
        if allow_ellipsis and p.consume_punct("..."):
            variadic = True
            break
        types.append(parse_llvm_type(p))
        if not p.consume_punct(","):
            break
    p.expect_punct(close, f"expected '{close}'")
    return types, variadic


def _struct(name: str, packed: bool, kind: int, body: tuple[Attribute, ...]) -> tuple[Any, ...]:
    return (B.string_attr(name), B.bool_attr(packed), _int(kind), B.array_attr(body))


def _parse_struct(p: Any, name_p: str, packed_p: str, kind_p: str, body_p: str) -> dict[str, Any]:
    names = (name_p, packed_p, kind_p, body_p)
    p.expect_punct("<", "expected '<'")
    name = ""
    kind = 0
    lex = p.lex
    if lex.kind is STRING:
        name = unescape_string(p.src, lex.start, lex.end)
        lex.next()
        if name in _reading:
            p.expect_punct(">", "expected '>'")
            return dict(zip(names, _struct(name, False, 3, ())))
        p.expect_punct(",", "expected ','")
        kind = 1
        if p.consume_keyword("opaque"):
            p.expect_punct(">", "expected '>'")
            return dict(zip(names, _struct(name, False, 2, ())))
    packed = p.consume_keyword("packed")
    p.expect_punct("(", "expected '('")
    if name:
        _reading.append(name)
    try:
        body, _ = _type_list(p, ")")
    finally:
        if name:
            _reading.pop()
    p.expect_punct(">", "expected '>'")
    params = _struct(name, packed, kind, tuple(body))
    if name:
        _identified[name] = get(p.ctx.dialect("llvm").types["struct"], params)
    return dict(zip(names, params))


def resolve_struct(t: Attribute) -> Attribute:
    """A reference to an identified struct (kind 3) as its full definition, if known."""
    if t.defn.key == "!llvm.struct" and t.params[2].params[1] == 3:
        return _identified.get(t.params[0].params[0], t)
    return t


def _print_struct(
    attrs: Any, params: dict[str, Any], name_p: str, packed_p: str, kind_p: str, body_p: str
) -> str:
    name = params[name_p].params[0]
    kind = params[kind_p].params[1]
    packed = bool(params[packed_p].params[1])
    body = params[body_p].params[0]
    quoted = '"' + escape_string(name) + '"'
    if kind == 3 or (name and name in _printing):
        full = _identified.get(name)
        if name in _printing or full is None:
            return f"<{quoted}>"
        return _print_struct(attrs, dict(zip((name_p, packed_p, kind_p, body_p), full.params)),
                             name_p, packed_p, kind_p, body_p)  # fmt: skip
    if kind == 2:
        return f"<{quoted}, opaque>"
    head = quoted + ", " if kind == 1 else ""
    if name:
        _printing.append(name)
    try:
        inner = ", ".join(llvm_type_text(attrs, t) for t in body)
    finally:
        if name:
            _printing.pop()
    return f"<{head}{'packed ' if packed else ''}({inner})>"


def _parse_function(p: Any, result: str, params_p: str, vararg: str) -> dict[str, Any]:
    p.expect_punct("<", "expected '<'")
    ret = parse_llvm_type(p)
    p.expect_punct("(", "expected '('")
    types, variadic = _type_list(p, ")", allow_ellipsis=True)
    p.expect_punct(">", "expected '>'")
    return {result: ret, params_p: B.array_attr(tuple(types)), vararg: B.bool_attr(variadic)}


def function_signature_text(attrs: Any, ret: Attribute, inputs: Any, variadic: bool) -> str:
    items = [llvm_type_text(attrs, t) for t in inputs]
    if variadic:
        items.append("...")
    return f"{llvm_type_text(attrs, ret)} ({', '.join(items)})"


def _print_function(attrs: Any, params: dict[str, Any], result: str, params_p: str,
                    vararg: str) -> str:  # fmt: skip
    text = function_signature_text(
        attrs, params[result], params[params_p].params[0], bool(params[vararg].params[1])
    )
    return f"<{text}>"


def _parse_target(p: Any, name_p: str, types_p: str, ints_p: str) -> dict[str, Any]:
    p.expect_punct("<", "expected '<'")
    lex = p.lex
    if lex.kind is not STRING:
        p.wrong_token("expected string")
    name = unescape_string(p.src, lex.start, lex.end)
    lex.next()
    types: list[Attribute] = []
    ints: list[Attribute] = []
    while p.consume_punct(","):
        if lex.kind is INT:
            ints.append(_int(int(p.tok), 32))
            lex.next()
        elif ints:
            p.wrong_token("expected integer value")
        else:
            types.append(parse_llvm_type(p))
    p.expect_punct(">", "expected '>'")
    return {name_p: B.string_attr(name), types_p: B.array_attr(tuple(types)),
            ints_p: B.array_attr(tuple(ints))}  # fmt: skip


def _print_target(attrs: Any, params: dict[str, Any], name_p: str, types_p: str,
                  ints_p: str) -> str:  # fmt: skip
    items = ['"' + escape_string(params[name_p].params[0]) + '"']
    items += [llvm_type_text(attrs, t) for t in params[types_p].params[0]]
    items += [str(i.params[1]) for i in params[ints_p].params[0]]
    return "<" + ", ".join(items) + ">"


def _parse_enum_word(
    p: Any, param: str, shown: str, description: str, cpp_type: str, attr_name: str, words: str
) -> dict[str, Any]:
    names = words.split()
    lex = p.lex
    start = lex.start
    word = p.tok if lex.kind is BARE else None
    if word is not None:
        lex.next()
    if word is None or word not in names:
        message = f"expected one of [{', '.join(names)}] for {description}, got: {word or ''}"
        raise parameter_error(p, start, message, attr_name, shown, cpp_type)
    return {param: B.string_attr(word)}


def _print_enum_word(attrs: Any, params: dict[str, Any], param: str, *_: str) -> str:
    return str(params[param].params[0])


def _parse_unsigned(p: Any, param: str, attr_name: str, cpp_type: str, bits: str) -> dict[str, Any]:
    """An unsigned integer parameter of ``bits`` bits written bare (``id = 1``); a negative
    literal wraps around, as ODS's parser reads it."""
    lex = p.lex
    start = lex.start
    negative = p.consume_punct("-")
    value = int_literal(p.tok) if lex.kind is INT else None
    message = "expected integer value"
    if value is not None:
        lex.next()
        message = "integer value too large" if value >= 1 << int(bits) else ""
    if message:
        raise parameter_error(p, start, message, attr_name, param, cpp_type)
    assert value is not None
    value = -value % (1 << int(bits)) if negative else value
    return {param: _int(value, int(bits))}


def _print_unsigned(attrs: Any, params: dict[str, Any], param: str, *_: str) -> str:
    return str(params[param].params[1])


for _name, _parse, _print in (
    ("LLVMPointer", _parse_pointer, _print_pointer),
    ("LLVMArray", _parse_array, _print_array),
    ("LLVMStruct", _parse_struct, _print_struct),
    ("LLVMFunction", _parse_function, _print_function),
    ("LLVMTarget", _parse_target, _print_target),
    ("LLVMEnumWord", _parse_enum_word, _print_enum_word),
    ("LLVMUnsigned", _parse_unsigned, _print_unsigned),
):
    plugin.param_directive(_name, _parse, _print)


# --- helpers of operation directives -----------------------------------------------------------


def _llvm_type(ctx: Any, name: str, params: tuple[Any, ...]) -> Attribute:
    return get(ctx.dialect("llvm").types[name], params)


def _enum_attr(ctx: Any, name: str, word: str) -> Attribute:
    return get(ctx.dialect("llvm").attrs[name], (B.string_attr(word),))


def _word_of(a: Attribute | None) -> str | None:
    return None if a is None else a.params[0].params[0]


def _int_of(a: Attribute | None) -> int:
    return 0 if a is None or a.defn is not B.A["integer"] else int(a.params[1])


def _dense_array(values: list[int], width: int) -> Attribute:
    return get(B.A["dense_array"], (B.integer_type(width), tuple(values)))


_LINKAGES = ("external available_externally linkonce linkonce_odr weak weak_odr appending "
             "internal private extern_weak common").split()  # fmt: skip
_CCONVS = (
    "ccc fastcc coldcc cc_10 cc_11 anyregcc preserve_mostcc preserve_allcc swiftcc "
    "cxx_fast_tlscc tailcc cfguard_checkcc swifttailcc x86_stdcallcc x86_fastcallcc arm_apcscc "
    "arm_aapcscc arm_aapcs_vfpcc msp430_intrcc x86_thiscallcc ptx_kernelcc ptx_devicecc "
    "spir_funccc spir_kernelcc intel_ocl_bicc x86_64_sysvcc win64cc x86_vectorcallcc hhvmcc "
    "hhvm_ccc x86_intrcc avr_intrcc avr_builtincc amdgpu_vscc amdgpu_gscc amdgpu_cscc "
    "amdgpu_kernelcc x86_regcallcc amdgpu_hscc msp430_builtincc amdgpu_lscc amdgpu_escc "
    "aarch64_vectorcallcc aarch64_sve_vectorcallcc wasm_emscripten_invokecc amdgpu_gfxcc "
    "m68k_intrcc"
).split()
_VISIBILITIES = ("default", "hidden", "protected")
_UNNAMED_ADDR = ("", "local_unnamed_addr", "unnamed_addr")
_TAIL_KINDS = ("none", "notail", "musttail", "tail")


def _optional_word(p: Any, words: Any) -> str | None:
    if p.lex.kind is BARE and p.tok in words:
        word: str = p.tok
        p.lex.next()
        return word
    return None


def _parse_optional_enum(dp: Any, attr: Slot, enum: str, words: Any, default: str) -> None:
    """An optional word of the LLVM enum attribute ``enum``; ``default`` when absent."""
    word = _optional_word(dp.p, words)
    dp.set_attr(attr, _enum_attr(dp.p.ctx, enum, word or default))


def _parse_word_index(dp: Any, attr: Slot, words: tuple[str, ...]) -> None:
    """An optional word other than the first (the default, not written), held as its
    position (visibility, unnamed_addr)."""
    word = _optional_word(dp.p, words[1:])
    dp.set_attr(attr, _int(words.index(word) if word else 0))


def _print_word_index(dp: Any, attr: Slot, words: tuple[str, ...]) -> None:
    i = _int_of(dp.attr(attr))
    if 0 < i < len(words):
        dp.p.write(words[i] + " ")


# --- LLVMOverflow --------------------------------------------------------------------------

_OVERFLOW = ("nsw", "nuw")


def _parse_overflow(dp: Any, attr: Slot) -> None:
    p = dp.p
    mask = 0
    if p.consume_keyword("overflow"):
        p.expect_punct("<", "expected '<'")
        while True:
            word = p.parse_keyword()
            if word not in _OVERFLOW:
                p.custom_error("expected one of [nsw, nuw]")
            mask |= 1 << _OVERFLOW.index(word)
            if not p.consume_punct(","):
                break
        p.expect_punct(">", "expected '>'")
    dp.set_attr(attr, _int(mask, 32))


def _print_overflow(dp: Any, attr: Slot) -> None:
    mask = _int_of(dp.attr(attr))
    if mask:
        words = [w for i, w in enumerate(_OVERFLOW) if mask >> i & 1]
        dp.p.write(" overflow<" + ", ".join(words) + ">")


plugin.directive("LLVMOverflow", _parse_overflow, _print_overflow)


# --- LLVMCmpPredicate ----------------------------------------------------------------------


def _parse_cmp_predicate(dp: Any, attr: Slot, words: str) -> None:
    p = dp.p
    lex = p.lex
    names = words.split()
    if lex.kind is not STRING:  # ODS reads a string attribute: any other is the wrong kind
        at = lex.start
        p.parse_attribute()
        p.custom_error("invalid kind of attribute specified", at)
    word = unescape_string(p.src, lex.start, lex.end)
    if word not in names:
        p.custom_error(f"'{word}' is an incorrect value of the '{attr.name}' attribute")
    lex.next()
    dp.set_attr(attr, _int(names.index(word)))


def _print_cmp_predicate(dp: Any, attr: Slot, words: str) -> None:
    a = dp.attr(attr)
    names = words.split()
    v = _int_of(a)
    if a is not None and a.defn is B.A["integer"] and 0 <= v < len(names):
        dp.p.write(f'"{names[v]}"')
    elif a is not None:
        dp.p.print_attribute(a)


plugin.directive("LLVMCmpPredicate", _parse_cmp_predicate, _print_cmp_predicate)


# --- LLVMOrdering --------------------------------------------------------------------------

_ORDERINGS = ("not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel",
              "seq_cst")  # fmt: skip


def _parse_ordering(dp: Any, attr: Slot) -> None:
    p = dp.p
    word = p.parse_keyword()
    if not word or word not in _ORDERINGS:
        p.custom_error(
            "expected ::mlir::LLVM::AtomicOrdering to be one of: "
            + ", ".join(w for w in _ORDERINGS if w)
        )
    dp.set_attr(attr, _int(_ORDERINGS.index(word)))


def _print_ordering(dp: Any, attr: Slot) -> None:
    v = _int_of(dp.attr(attr))
    dp.p.write(_ORDERINGS[v] if 0 <= v < len(_ORDERINGS) else str(v))


plugin.directive(
    "LLVMOrdering",
    _parse_ordering,
    _print_ordering,
    starts=lambda p: p.lex.kind is BARE and p.tok in _ORDERINGS,
    present=lambda dp, attr: _int_of(dp.attr(attr)) != 0,
)


_ORDERING_WORDS = tuple(w for w in _ORDERINGS if w)


def _parse_atomic_ordering(dp: Any, attr: Slot) -> None:
    """An AtomicOrdering enum attribute as ODS reads one (cmpxchg, atomicrmw, fence): a
    keyword or string naming a value; the values skip 3."""
    parse_enum_word(dp, attr, _ORDERING_WORDS, 64)
    a = dp.attr(attr)
    if a is not None:
        dp.set_attr(attr, _int(_ORDERINGS.index(_ORDERING_WORDS[a.params[1]])))


plugin.directive("LLVMAtomicOrdering", _parse_atomic_ordering, _print_ordering)


def _val_and_bool_struct(t: Attribute) -> Attribute:
    """cmpxchg's result type: ``!llvm.struct<(T, i1)>`` for a value of type T."""
    from irdl.runtime.library import LIBRARY

    info = next(i for i in LIBRARY.load("llvm") or () if i.name == "llvm")
    return get(info.types["struct"], _struct("", False, 0, (t, B.integer_type(1))))


plugin.type_transform("LLVMValAndBoolStruct", _val_and_bool_struct)


def _parse_atomic(dp: Any, syncscope: Slot, attr: Slot) -> None:
    """``atomic (syncscope("name"))? <ordering>``."""
    p = dp.p
    p.parse_keyword("atomic")
    if p.consume_keyword("syncscope"):
        p.expect_punct("(", "expected '('")
        lex = p.lex
        if lex.kind is not STRING:
            p.wrong_token("expected string")
        dp.set_attr(syncscope, B.string_attr(unescape_string(p.src, lex.start, lex.end)))
        lex.next()
        p.expect_punct(")", "expected ')'")
    _parse_ordering(dp, attr)


def _print_atomic(dp: Any, syncscope: Slot, attr: Slot) -> None:
    p = dp.p
    p.write("atomic ")
    scope = dp.attr(syncscope)
    if scope is not None:
        p.write(f'syncscope("{escape_string(scope.params[0])}") ')
    _print_ordering(dp, attr)


plugin.directive(
    "LLVMAtomic",
    _parse_atomic,
    _print_atomic,
    starts=lambda p: p.lex.kind is BARE and p.tok == "atomic",
    present=lambda dp, scope, attr: _int_of(dp.attr(attr)) != 0,
)


# --- GEPNoWrap and GEPIndices -----------------------------------------------------------------

_GEP_FLAGS = {"none": 0, "inbounds_flag": 1, "inbounds": 3, "nusw": 2, "nuw": 4}
_DYNAMIC_INDEX = -(2**31)


def _parse_gep_no_wrap(dp: Any, attr: Slot) -> None:
    p = dp.p
    mask = 0
    while True:
        word = _optional_word(p, _GEP_FLAGS)
        if word is None:
            p.custom_error("expected one of [none, inbounds_flag, nusw, nuw, inbounds]")
        assert word is not None
        mask |= _GEP_FLAGS[word]
        if not p.consume_punct("|"):
            break
    dp.set_attr(attr, _int(mask, 32))


def _print_gep_no_wrap(dp: Any, attr: Slot) -> None:
    mask = _int_of(dp.attr(attr))
    words = []
    if mask & 3 == 3:
        words.append("inbounds")
    else:
        if mask & 1:
            words.append("inbounds_flag")
        if mask & 2:
            words.append("nusw")
    if mask & 4:
        words.append("nuw")
    dp.p.write("|".join(words))


plugin.directive(
    "GEPNoWrap",
    _parse_gep_no_wrap,
    _print_gep_no_wrap,
    starts=lambda p: p.lex.kind is BARE and p.tok in _GEP_FLAGS,
    present=lambda dp, attr: _int_of(dp.attr(attr)) != 0,
)


def _parse_gep_indices(dp: Any, dynamic: Slot, raw: Slot) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    values: list[int] = []
    if not p.at_punct("]"):
        while True:
            if p.lex.kind is VALUE:
                refs.append(p.parse_operand_ref())
                values.append(_DYNAMIC_INDEX)
            else:
                values.append(parse_integer(p, 32))
            if not p.consume_punct(","):
                break
    dp.set_operands(dynamic, refs)
    dp.set_attr(raw, _dense_array(values, 32))


def _print_gep_indices(dp: Any, dynamic: Slot, raw: Slot) -> None:
    p = dp.p
    operands = iter(dp.operands(dynamic))
    a = dp.attr(raw)
    values = a.params[1] if a is not None and a.defn is B.A["dense_array"] else ()
    first = True
    for v in values:
        if not first:
            p.write(", ")
        first = False
        if v == _DYNAMIC_INDEX:
            operand = next(operands, None)
            if operand is not None:
                p.print_operand(operand)
        else:
            p.write(str(v))


plugin.directive("GEPIndices", _parse_gep_indices, _print_gep_indices)


# --- LLVMExtractType / LLVMInsertType ----------------------------------------------------------


def element_at(container: Attribute, position: tuple[int, ...]) -> Attribute | str:
    """The element of an aggregate at ``position`` (identified structs resolved), or MLIR's
    message for a position that does not index into it. Shared by the custom form's reading
    and the verifier of ``llvm.extractvalue`` / ``llvm.insertvalue``."""
    t = container
    for i in position:
        t = resolve_struct(t)
        key = t.defn.key
        if key == "!llvm.array":
            count = t.params[1].params[1]
        elif key == "!llvm.struct":
            count = len(t.params[3].params[0])
        else:
            return f"expected LLVM IR structure/array type, got: '{t!r}'"
        if not 0 <= i < count:
            return f"position out of bounds: {i}"
        t = t.params[0] if key == "!llvm.array" else t.params[3].params[0][i]
    return resolve_struct(t)


_LLVM_COMPATIBLE = compile_predicate("::mlir::LLVM::isCompatibleOuterType($_self)")


def _element_type_of(dp: Any, container: Slot, position: Slot) -> Attribute:
    types = dp.st.types.get(container.name) or []
    pos = dp.attr(position)
    if not types or pos is None:
        return B.NONE
    # Reported where the reading stands (past the op's type, at the next token), as MLIR does.
    assert _LLVM_COMPATIBLE is not None
    if not _LLVM_COMPATIBLE[0](types[0]):
        dp.p.custom_error(f"expected LLVM IR Dialect type, got '{types[0]!r}'")
    t = element_at(types[0], tuple(pos.params[1]))
    if isinstance(t, str):
        dp.p.custom_error(t)
    assert isinstance(t, Attribute)
    return t


def _parse_extract_type(dp: Any, result: Slot, container: Slot, position: Slot) -> None:
    dp.set_types(result, [_element_type_of(dp, container, position)])


def _print_nothing(dp: Any, *args: Any) -> None:
    pass


plugin.directive("LLVMExtractType", _parse_extract_type, _print_nothing)
plugin.directive("LLVMInsertType", _parse_extract_type, _print_nothing)


# --- LLVMSwitchCases -----------------------------------------------------------------------


def _parse_switch_cases(
    dp: Any, value_type: Slot, case_values: Slot, dests: Slot, operands: Slot,
    operand_types: Slot, segments: Slot,
) -> None:  # fmt: skip
    p = dp.p
    p.expect_punct("[", "expected '['")
    values: list[int] = []
    blocks = []
    refs: list[tuple[str, int]] = []
    types: list[Attribute] = []
    sizes: list[int] = []
    if not p.consume_punct("]"):
        while True:
            values.append(parse_integer(p))
            p.expect_punct(":", "expected ':'")
            blocks.append(p.parse_successor())
            r, t = parse_successor_operands(p)
            refs += r
            types += t
            sizes.append(len(r))
            if not p.consume_punct(","):
                break
        p.expect_punct("]", "expected ']'")
    vt = (dp.st.types.get(value_type.name) or [I32])[0]
    if vt.defn is B.T["integer"]:  # the case values are APInts of the condition's width
        values = [wrap_signed(v, vt.params[0]) for v in values]
    if values:
        from core.dense import dense_elements

        shaped = get(B.T["vector"], ((len(values),), vt, (False,)))
        dp.set_attr(case_values, dense_elements(shaped, values))
    dp.set_successors(dests, blocks)
    dp.set_operands(operands, refs)
    dp.set_types(operand_types, types)
    dp.set_attr(segments, _dense_array(sizes, 32))


def _print_switch_cases(
    dp: Any, value_type: Slot, case_values: Slot, dests: Slot, operands: Slot,
    operand_types: Slot, segments: Slot,
) -> None:  # fmt: skip
    p = dp.p
    values_attr = dp.attr(case_values)
    values: list[int] = []
    if values_attr is not None and values_attr.defn is B.A["dense_int_or_fp_elements"]:
        shaped, splat, raw = values_attr.params
        n = shaped.params[0][0] if shaped.params[0] else 1
        values = [raw[0]] * n if splat else list(raw)
    blocks = dp.successors(dests)
    seg = dp.attr(segments)
    sizes = list(seg.params[1]) if seg is not None and seg.defn is B.A["dense_array"] else []
    ops = dp.operands(operands)
    indent = " " * getattr(p, "indent", 0)
    p.write("[\n")
    at = 0
    for i, (v, block) in enumerate(zip(values, blocks)):
        if i:
            p.write(",\n")
        p.write(f"{indent}  {v}: ")
        p.print_successor(block)
        n = sizes[i] if i < len(sizes) else 0
        print_successor_operands(p, ops[at : at + n])
        at += n
    p.write(f"\n{indent}]" if values else f"{indent}]")


plugin.directive("LLVMSwitchCases", _parse_switch_cases, _print_switch_cases)


# --- LLVMFunc --------------------------------------------------------------------------------

_FUNC_ELIDED = {"sym_name", "function_type", "linkage", "CConv", "arg_attrs", "res_attrs",
                "unnamed_addr", "visibility_"}  # fmt: skip


def _parse_func(
    dp: Any, sym_name: Slot, function_type: Slot, linkage: Slot, cconv: Slot,
    unnamed_addr: Slot, visibility: Slot, arg_attrs: Slot, res_attrs: Slot, body: Slot,
) -> None:  # fmt: skip
    p = dp.p
    ctx = p.ctx
    _parse_optional_enum(dp, linkage, "linkage", _LINKAGES, "external")
    _parse_word_index(dp, visibility, _VISIBILITIES)
    _parse_word_index(dp, unnamed_addr, _UNNAMED_ADDR)
    _parse_optional_enum(dp, cconv, "cconv", _CCONVS, "ccc")
    dp.set_attr(sym_name, B.string_attr(p.parse_symbol_name()))
    args, variadic = parse_function_arguments(p, allow_variadic=True)
    results, result_attrs = parse_function_results(p)
    if len(results) > 1:
        p.error_here("expected a single result type")
    ret = results[0] if results else _llvm_type(ctx, "void", ())
    ftype = _llvm_type(ctx, "func", (ret, B.array_attr(tuple(a[1] for a in args)),
                                     B.bool_attr(variadic)))  # fmt: skip
    dp.set_attr(function_type, B.type_attr(ftype))
    set_argument_attrs(dp, args, result_attrs, arg_attrs, res_attrs)
    if p.consume_keyword("attributes"):
        if not p.at_punct("{"):
            p.wrong_token("expected '{' in attribute dictionary")
        dp.attr_dict(p.parse_attribute_entries())
    dp.set_region(body, parse_function_body(p, args))


def _print_func(
    dp: Any, sym_name: Slot, function_type: Slot, linkage: Slot, cconv: Slot,
    unnamed_addr: Slot, visibility: Slot, arg_attrs: Slot, res_attrs: Slot, body: Slot,
) -> None:  # fmt: skip
    p = dp.p
    link = _word_of(dp.attr(linkage))
    if link is not None and link != "external":
        p.write(link + " ")
    _print_word_index(dp, visibility, _VISIBILITIES)
    _print_word_index(dp, unnamed_addr, _UNNAMED_ADDR)
    cc = _word_of(dp.attr(cconv))
    if cc is not None and cc != "ccc":
        p.write(cc + " ")
    name = dp.attr(sym_name)
    p.write(symbol_text(name.params[0] if name is not None else ""))
    ft = dp.attr(function_type)
    ftype = ft.params[0] if ft is not None and ft.defn is B.A["type"] else None
    if ftype is not None and ftype.defn.key == "!llvm.func":
        ret, inputs, variadic = ftype.params[0], ftype.params[1].params[0], ftype.params[2]
        is_variadic = bool(variadic.params[1])
    else:
        ret, inputs, is_variadic = None, (), False
    region = dp.region(body)
    external = region is None or not region.blocks
    rattrs = dp.attr(res_attrs)
    p.write("(")
    print_function_arguments(p, inputs, None if external else region, dp.attr(arg_attrs))
    if is_variadic:
        p.write(", ..." if inputs else "...")
    p.write(")")
    if ret is not None and ret.defn.key != "!llvm.void":
        p.write(" -> ")
        rentries = rattrs.params[0][0].params[0] if rattrs is not None else ()
        if rentries:
            p.write("(")
        p.print_type(ret)
        if rentries:
            p.print_attr_dict(rentries)
            p.write(")")
    p.print_attr_dict(dp.other_attrs(_FUNC_ELIDED), (), keyword=True)
    if not external:
        p.write(" ")
        p.print_region(region, entry_args=False)


plugin.directive("LLVMFunc", _parse_func, _print_func)


# --- LLVMGlobal ----------------------------------------------------------------------------

_GLOBAL_ELIDED = {"sym_name", "global_type", "constant", "value", "linkage", "unnamed_addr",
                  "visibility_", "thread_local_"}  # fmt: skip


def _parse_global(
    dp: Any, sym_name: Slot, global_type: Slot, linkage: Slot, visibility: Slot,
    thread_local: Slot, unnamed_addr: Slot, constant: Slot, value: Slot, region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    ctx = p.ctx
    _parse_optional_enum(dp, linkage, "linkage", _LINKAGES, "external")
    _parse_word_index(dp, visibility, _VISIBILITIES)
    if p.consume_keyword("thread_local"):
        dp.set_attr(thread_local, B.unit_attr())
    _parse_word_index(dp, unnamed_addr, _UNNAMED_ADDR)
    if p.consume_keyword("constant"):
        dp.set_attr(constant, B.unit_attr())
    dp.set_attr(sym_name, B.string_attr(p.parse_symbol_name()))
    p.expect_punct("(", "expected '('")
    initial = None
    if not p.consume_punct(")"):
        initial = p.parse_attribute()
        dp.set_attr(value, initial)
        p.expect_punct(")", "expected ')'")
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())
    t = None
    if p.consume_punct(":"):
        t = p.parse_type()
    elif initial is not None and initial.defn is B.A["string"]:
        size = len(initial.params[0].encode("utf-8", "surrogateescape"))
        t = _llvm_type(ctx, "array", (B.integer_type(8), _int(size)))
    else:
        p.custom_error("type can only be omitted for string globals")
    assert t is not None
    dp.set_attr(global_type, B.type_attr(t))
    r = Region()
    if p.at_punct("{"):
        r = p.parse_region()
    dp.set_region(region, r)


def _print_global(
    dp: Any, sym_name: Slot, global_type: Slot, linkage: Slot, visibility: Slot,
    thread_local: Slot, unnamed_addr: Slot, constant: Slot, value: Slot, region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    link = _word_of(dp.attr(linkage))
    p.write((link or "external") + " ")
    _print_word_index(dp, visibility, _VISIBILITIES)
    if dp.attr(thread_local) is not None:
        p.write("thread_local ")
    _print_word_index(dp, unnamed_addr, _UNNAMED_ADDR)
    if dp.attr(constant) is not None:
        p.write("constant ")
    name = dp.attr(sym_name)
    p.write(symbol_text(name.params[0] if name is not None else ""))
    p.write("(")
    initial = dp.attr(value)
    if initial is not None:
        p.print_attribute(initial)
    p.write(")")
    p.print_attr_dict(dp.other_attrs(_GLOBAL_ELIDED))
    gt = dp.attr(global_type)
    if initial is None or initial.defn is not B.A["string"]:
        p.write(" : ")
        if gt is not None and gt.defn is B.A["type"]:
            p.print_type(gt.params[0])
    r = dp.region(region)
    if r is not None and r.blocks and r.blocks[0].ops:
        p.write(" ")
        p.print_region(r)


plugin.directive("LLVMGlobal", _parse_global, _print_global)


# --- LLVMGlobalValue -----------------------------------------------------------------------


def _parse_global_value(dp: Any, linkage: Slot, visibility: Slot, *rest: Slot) -> None:
    """The words before an alias's or ifunc's name: an optional linkage (external when
    absent), visibility, ``thread_local`` (when a slot is given for it) and unnamed_addr."""
    p = dp.p
    _parse_optional_enum(dp, linkage, "linkage", _LINKAGES, "external")
    _parse_word_index(dp, visibility, _VISIBILITIES)
    if len(rest) == 2 and p.consume_keyword("thread_local"):
        dp.set_attr(rest[0], B.unit_attr())
    _parse_word_index(dp, rest[-1], _UNNAMED_ADDR)


def _print_global_value(dp: Any, linkage: Slot, visibility: Slot, *rest: Slot) -> None:
    words = [_word_of(dp.attr(linkage)) or "external"]
    for attr, table in ((visibility, _VISIBILITIES), (rest[-1], _UNNAMED_ADDR)):
        i = _int_of(dp.attr(attr))
        if 0 < i < len(table):
            words.append(table[i])
    if len(rest) == 2 and dp.attr(rest[0]) is not None:
        words.insert(len(words) - (_int_of(dp.attr(rest[-1])) > 0), "thread_local")
    dp.p.write(" ".join(words))


plugin.directive("LLVMGlobalValue", _parse_global_value, _print_global_value)


# --- LLVMAllocaType -------------------------------------------------------------------------


def _parse_alloca_type(dp: Any, size_type: Slot, result_type: Slot) -> None:
    """``attr-dict : (i64) -> !llvm.ptr``, as upstream's hand-written alloca parser: a zero
    alignment is dropped, a non-integer one refused (before the type is read)."""
    p = dp.p
    entries = p.parse_attribute_entries() if p.at_punct("{") else {}
    align = entries.get("alignment")
    if align is not None:
        if align.defn is not B.A["integer"]:
            p.custom_error("expected integer alignment", dp.loc)
        if align.params[1] == 0:
            del entries["alignment"]
    dp.attr_dict(entries)
    p.expect_punct(":", "expected ':'")
    start = p.lex.start
    t = p.parse_type()
    if t.defn is not B.T["function"] or len(t.params[0]) != 1 or len(t.params[1]) != 1:
        p.custom_error("expected trailing function type with one argument and one result", start)
    dp.set_types(size_type, list(t.params[0]))
    dp.set_types(result_type, list(t.params[1]))


def _print_alloca_type(dp: Any, size_type: Slot, result_type: Slot) -> None:
    p = dp.p
    p.print_attr_dict(dp.other_attrs(set()))
    p.write(" : ")
    p.print_type(B.function_type(tuple(o.type for o in dp.op.operands),
                                 tuple(r.type for r in dp.op.results)))  # fmt: skip


plugin.directive("LLVMAllocaType", _parse_alloca_type, _print_alloca_type)


# --- LLVMCall --------------------------------------------------------------------------------

_CALL_ELIDED = {"callee", "var_callee_type", "CConv", "TailCallKind", "op_bundle_sizes",
                "op_bundle_tags", "operandSegmentSizes", "arg_attrs", "res_attrs"}  # fmt: skip


def _parse_call(
    dp: Any, callee: Slot, operands: Slot, var_type: Slot, cconv: Slot, tail: Slot,
    operand_types: Slot, result_types: Slot, bundle_sizes: Slot, bundle_operands: Slot,
) -> None:  # fmt: skip
    _parse_optional_enum(dp, cconv, "cconv", _CCONVS, "ccc")
    _parse_optional_enum(dp, tail, "tailcallkind", _TAIL_KINDS, "none")
    refs, indirect = _parse_callee_args(dp, callee)
    _parse_call_tail(dp, var_type, bundle_sizes, bundle_operands)
    _parse_call_types(dp, indirect, refs, operands, operand_types, result_types)


def _parse_call_tail(dp: Any, var_type: Slot, bundle_sizes: Slot, bundle_operands: Slot) -> None:
    """What follows a call's (an invoke's) arguments: ``[vararg(type)] [bundles]
    [attr-dict]``."""
    p = dp.p
    if p.consume_keyword("vararg"):
        p.expect_punct("(", "expected '('")
        dp.set_attr(var_type, B.type_attr(p.parse_type()))
        p.expect_punct(")", "expected ')'")
    _parse_bundles(dp, bundle_sizes, bundle_operands)
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())


def _parse_call_types(dp: Any, indirect: bool, refs: list[tuple[str, int]], operands: Slot,
                      operand_types: Slot, result_types: Slot) -> None:  # fmt: skip
    """A call's (an invoke's) trailing ``: [callee type,] (args) -> result``."""
    p = dp.p
    colon = p.lex.start  # MLIR blames the trailing types' faults on the colon
    p.expect_punct(":", "expected ':'")
    types: list[Attribute] = []
    if indirect:
        if not p.at_punct("("):
            types.append(p.parse_type())
        if not types or not p.consume_punct(","):
            p.custom_error("expected indirect call to have 2 trailing types", colon)
    if not p.at_punct("("):
        # MLIR reports the missing signature, then what the trailing types lack.
        try:
            p.wrong_token("expected '('")
        except DiagnosticError as exc:
            what = "trailing function type" if indirect else "direct call to have 1 trailing types"
            exc.followups.append(Diagnostic(
                Severity.ERROR, f"custom op '{p.custom_ops[-1]}' expected {what}", p.src.loc(colon)
            ))  # fmt: skip
            raise
    ftype = p.parse_type()
    _check_call_results(p, ftype.params[1], colon)
    types += list(ftype.params[0])
    dp.set_operands(operands, refs)
    dp.set_types(operand_types, types)
    dp.set_types(result_types, list(ftype.params[1]))


def _parse_paren_operands(p: Any) -> list[tuple[str, int]]:
    """``(%a, %b)``, possibly empty: the operand references."""
    p.expect_punct("(", "expected '('")
    refs: list[tuple[str, int]] = []
    if not p.consume_punct(")"):
        while True:
            refs.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
    return refs


def _check_call_results(p: Any, results: Any, colon: int) -> None:
    """A call's signature has at most one result, not ``!llvm.void`` (errors at the
    colon, as MLIR reports them)."""
    if len(results) > 1:
        p.custom_error("expected function with 0 or 1 result", colon)
    if results and results[0].defn.key == "!llvm.void":
        p.custom_error("expected a non-void result type", colon)


def _parse_callee_args(dp: Any, callee: Slot) -> tuple[list[tuple[str, int]], bool]:
    """``@f(%a, %b)`` or ``%fn(%a, %b)``: the operand references (the callee's first when
    indirect) and whether the call is indirect. Like ODS's optional callee attribute, any
    other attribute there is the wrong kind."""
    p = dp.p
    refs: list[tuple[str, int]] = []
    indirect = p.lex.kind is VALUE
    if indirect:
        refs.append(p.parse_operand_ref())
    elif p.lex.kind is AT:
        dp.set_attr(callee, B.symbol_ref(p.parse_symbol_name()))
    else:
        at = p.lex.start
        p.parse_attribute()
        p.custom_error("invalid kind of attribute specified", at)
    refs += _parse_paren_operands(p)
    return refs, indirect


def _print_callee_args(dp: Any, callee: Slot, operands: Slot) -> tuple[Any, list[Any], list[Any]]:
    """``@f(%a, %b)`` or, for an indirect call, ``%fn(%a, %b)``: returns the callee
    attribute (None when indirect), all operands and the arguments among them."""
    p = dp.p
    ops = dp.operands(operands)
    target = dp.attr(callee)
    args = ops
    if target is not None:
        p.write(symbol_text(target.params[0]))
    else:
        if ops:
            p.print_operand(ops[0])
        args = ops[1:]
    p.write("(")
    print_values(p, args)
    p.write(")")
    return target, ops, args


def _print_vararg(dp: Any, var_type: Slot) -> None:
    vt = dp.attr(var_type)
    if vt is not None:
        dp.p.write(" vararg(")
        dp.p.print_type(vt.params[0] if vt.defn is B.A["type"] else vt)
        dp.p.write(")")


def _print_call(
    dp: Any, callee: Slot, operands: Slot, var_type: Slot, cconv: Slot, tail: Slot,
    operand_types: Slot, result_types: Slot, bundle_sizes: Slot, bundle_operands: Slot,
) -> None:  # fmt: skip
    p = dp.p
    cc = _word_of(dp.attr(cconv))
    if cc is not None and cc != "ccc":
        p.write(cc + " ")
    tk = _word_of(dp.attr(tail))
    if tk is not None and tk != "none":
        p.write(tk + " ")
    target, ops, args = _print_callee_args(dp, callee, operands)
    _print_vararg(dp, var_type)
    _print_bundles(dp, bundle_sizes, bundle_operands)
    defaults = {"fastmathFlags": "none"}
    rest = [(k, v) for k, v in dp.other_attrs(_CALL_ELIDED)
            if not (k in defaults and _word_of_flags(v) == defaults[k])]  # fmt: skip
    p.print_attr_dict(rest)
    _print_call_types(dp, target is None, ops, args)


def _print_call_types(dp: Any, indirect: bool, ops: list[Any], args: list[Any]) -> None:
    p = dp.p
    p.write(" : ")
    if indirect and ops:
        p.print_type(ops[0].type)
        p.write(", ")
    p.print_type(B.function_type(tuple(o.type for o in args),
                                 tuple(r.type for r in dp.op.results)))  # fmt: skip


def _word_of_flags(v: Attribute) -> str | None:
    if v.defn.key == "#llvm.fastmath" and v.params and v.params[0].defn is B.A["integer"]:
        return "none" if v.params[0].params[1] == 0 else "some"
    return None


plugin.directive("LLVMCall", _parse_call, _print_call)


# --- LLVMCallIntrinsic -----------------------------------------------------------------------

_INTRINSIC_ELIDED = {"intrin", "op_bundle_sizes", "op_bundle_tags", "arg_attrs", "res_attrs"}


def _parse_call_intrinsic(
    dp: Any, intrin: Slot, args: Slot, arg_types: Slot, result_types: Slot, bundle_sizes: Slot,
    bundle_operands: Slot, arg_attrs: Slot, res_attrs: Slot,
) -> None:  # fmt: skip
    """``"intrinsic.name"(%a, ...) [bundles] attr-dict : (T {attrs}, ...) -> R``."""
    p = dp.p
    lex = p.lex
    if lex.kind is not STRING:
        at = lex.start
        p.parse_attribute()
        p.custom_error("invalid kind of attribute specified", at)
    dp.set_attr(intrin, B.string_attr(unescape_string(p.src, lex.start, lex.end)))
    lex.next()
    refs = _parse_paren_operands(p)
    _parse_bundles(dp, bundle_sizes, bundle_operands)
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())
    colon = p.lex.start
    p.expect_punct(":", "expected ':'")
    types, _ = parse_function_arguments(p)
    results, result_attrs = parse_function_results(p)
    _check_call_results(p, results, colon)
    if len(types) != len(refs):
        p.custom_error(f"number of operands and types do not match: got {len(refs)} operands "
                       f"and {len(types)} types", dp.loc)  # fmt: skip
    set_argument_attrs(dp, types, result_attrs, arg_attrs, res_attrs)
    dp.set_operands(args, refs)
    dp.set_types(arg_types, [t[1] for t in types])
    dp.set_types(result_types, results)


def _print_call_intrinsic(
    dp: Any, intrin: Slot, args: Slot, arg_types: Slot, result_types: Slot, bundle_sizes: Slot,
    bundle_operands: Slot, arg_attrs: Slot, res_attrs: Slot,
) -> None:  # fmt: skip
    p = dp.p
    name = dp.attr(intrin)
    p.write('"' + escape_string(name.params[0] if name is not None else "") + '"(')
    values = dp.operands(args)
    print_values(p, values)
    p.write(")")
    _print_bundles(dp, bundle_sizes, bundle_operands)
    rest = [(k, v) for k, v in dp.other_attrs(_INTRINSIC_ELIDED)
            if not (k == "fastmathFlags" and _word_of_flags(v) == "none")]  # fmt: skip
    p.print_attr_dict(rest)
    p.write(" : (")
    print_function_arguments(p, [v.type for v in values], None, dp.attr(arg_attrs))
    p.write(") -> ")
    print_function_results(p, [r.type for r in dp.op.results], dp.attr(res_attrs))


plugin.directive("LLVMCallIntrinsic", _parse_call_intrinsic, _print_call_intrinsic)


# --- LLVMInvoke ------------------------------------------------------------------------------

_INVOKE_ELIDED = {"callee", "var_callee_type", "CConv", "op_bundle_sizes", "op_bundle_tags",
                  "operandSegmentSizes", "arg_attrs", "res_attrs"}  # fmt: skip


def _parse_invoke(
    dp: Any, callee: Slot, operands: Slot, var_type: Slot, cconv: Slot, operand_types: Slot,
    result_types: Slot, normal: Slot, normal_operands: Slot, normal_types: Slot, unwind: Slot,
    unwind_operands: Slot, unwind_types: Slot, bundle_sizes: Slot, bundle_operands: Slot,
) -> None:  # fmt: skip
    """``[cconv] (@callee | %ptr)(args) to ^bb[(...)] unwind ^bb[(...)] [vararg(type)]
    attr-dict : [ptr type,] (args) -> result``: llvm.call's form with two successors."""
    p = dp.p
    _parse_optional_enum(dp, cconv, "cconv", _CCONVS, "ccc")
    refs, indirect = _parse_callee_args(dp, callee)
    for word, dest, dest_operands, dest_types in (
        ("to", normal, normal_operands, normal_types),
        ("unwind", unwind, unwind_operands, unwind_types),
    ):
        if not p.consume_keyword(word):
            p.custom_error(f"expected '{word}'")
        dp.set_successors(dest, [p.parse_successor()])
        r, t = parse_successor_operands(p)
        dp.set_operands(dest_operands, r)
        dp.set_types(dest_types, t)
    _parse_call_tail(dp, var_type, bundle_sizes, bundle_operands)
    _parse_call_types(dp, indirect, refs, operands, operand_types, result_types)


def _parse_bundles(dp: Any, sizes: Slot, bundle_operands: Slot) -> None:
    """Operand bundles: ``["tag"(%v, ... : type, ...), ...]``, each tag a string."""
    p = dp.p
    refs: list[tuple[str, int]] = []
    types: list[Attribute] = []
    counts: list[int] = []
    tags: list[Attribute] = []
    start = p.lex.start  # MLIR blames a count mismatch on the list's '['
    if p.consume_punct("[") and not p.consume_punct("]"):
        while True:
            lex = p.lex
            if lex.kind is not STRING:
                p.wrong_token("expected string")
            tags.append(B.string_attr(unescape_string(p.src, lex.start, lex.end)))
            lex.next()
            p.expect_punct("(", "expected '('")
            r: list[tuple[str, int]] = []
            if not p.consume_punct(")"):
                while True:
                    r.append(p.parse_operand_ref())
                    if not p.consume_punct(","):
                        break
                p.expect_punct(":", "expected ':'")
                t = [p.parse_type()]
                while p.consume_punct(","):
                    t.append(p.parse_type())
                if len(t) != len(r):
                    p.custom_error(f"expected {len(r)} types for operand bundle operands for "
                                   f"operand bundle #{len(counts)}, but actually got {len(t)}",
                                   start)  # fmt: skip
                types += t
                p.expect_punct(")", "expected ')'")
            refs += r
            counts.append(len(r))
            if not p.consume_punct(","):
                break
        p.expect_punct("]", "expected ']'")
    dp.set_operands(bundle_operands, refs)
    dp.set_types(bundle_operands, types)
    dp.set_attr(sizes, _dense_array(counts, 32))
    if tags:
        dp.set_attr(Slot("attribute", "op_bundle_tags"), B.array_attr(tuple(tags)))


def _print_bundles(dp: Any, sizes: Slot, bundle_operands: Slot) -> None:
    p = dp.p
    a = dp.attr(sizes)
    counts = list(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else []
    tags_attr = dp.attr(Slot("attribute", "op_bundle_tags"))
    tags = tags_attr.params[0] if tags_attr is not None and tags_attr.defn is B.A["array"] else ()
    if not counts:
        return
    values = dp.operands(bundle_operands)
    p.write(" [")
    at = 0
    for i, n in enumerate(counts):
        if i:
            p.write(", ")
        if i < len(tags):
            p.print_attribute(tags[i])
        p.write("(")
        group = values[at : at + n]
        at += n
        for j, v in enumerate(group):
            if j:
                p.write(", ")
            p.print_operand(v)
        if group:
            p.write(" : ")
            for j, v in enumerate(group):
                if j:
                    p.write(", ")
                p.print_type(v.type)
        p.write(")")
    p.write("]")


def _print_invoke(
    dp: Any, callee: Slot, operands: Slot, var_type: Slot, cconv: Slot, operand_types: Slot,
    result_types: Slot, normal: Slot, normal_operands: Slot, normal_types: Slot, unwind: Slot,
    unwind_operands: Slot, unwind_types: Slot, bundle_sizes: Slot, bundle_operands: Slot,
) -> None:  # fmt: skip
    p = dp.p
    cc = _word_of(dp.attr(cconv))
    if cc is not None and cc != "ccc":
        p.write(cc + " ")
    target, ops, args = _print_callee_args(dp, callee, operands)
    for word, dest, dest_operands in (("to", normal, normal_operands),
                                      ("unwind", unwind, unwind_operands)):  # fmt: skip
        p.write(f" {word} ")
        for block in dp.successors(dest)[:1]:
            p.print_successor(block)
        print_successor_operands(p, dp.operands(dest_operands))
    _print_vararg(dp, var_type)
    _print_bundles(dp, bundle_sizes, bundle_operands)
    p.print_attr_dict(dp.other_attrs(_INVOKE_ELIDED))
    _print_call_types(dp, target is None, ops, args)


plugin.directive("LLVMInvoke", _parse_invoke, _print_invoke)


# --- LLVMLandingpadClauses -------------------------------------------------------------------


def _parse_landingpad_clauses(dp: Any, operands: Slot, operand_types: Slot) -> None:
    """``(catch %v : type)`` or ``(filter %v : type)``, any number of them; which one a
    clause is follows from its type (a filter is an array), so either word reads any."""
    p = dp.p
    refs: list[tuple[str, int]] = []
    types: list[Attribute] = []
    while p.at_punct("("):
        p.lex.next()
        if not (p.consume_keyword("catch") or p.consume_keyword("filter")):
            p.wrong_token("expected ':'")
        refs.append(p.parse_operand_ref())
        p.expect_punct(":", "expected ':'")
        types.append(p.parse_type())
        p.expect_punct(")", "expected ')'")
    dp.set_operands(operands, refs)
    dp.set_types(operand_types, types)


def _print_landingpad_clauses(dp: Any, operands: Slot, operand_types: Slot) -> None:
    p = dp.p
    for i, v in enumerate(dp.operands(operands)):
        if i:
            p.write(" ")
        p.write("(filter " if v.type.defn.key == "!llvm.array" else "(catch ")
        p.print_operand(v)
        p.write(" : ")
        p.print_type(v.type)
        p.write(")")


plugin.directive(
    "LLVMLandingpadClauses",
    _parse_landingpad_clauses,
    _print_landingpad_clauses,
    starts=lambda p: p.at_punct("("),
    present=lambda dp, operands, types: bool(dp.operands(operands)),
)


# --- LLVMShuffleType -------------------------------------------------------------------------

_LLVM_VECTOR = compile_predicate("::mlir::LLVM::isCompatibleVectorType($_self)")


def _parse_shuffle_type(dp: Any, result: Slot, vector: Slot, mask: Slot) -> None:
    """shufflevector's result type, not written: a vector of the operand's element type,
    as long as the mask (scalable if the operand is)."""
    types = dp.st.types.get(vector.name) or []
    m = dp.attr(mask)
    if not types or m is None:
        return
    t = types[0]
    assert _LLVM_VECTOR is not None
    if not _LLVM_VECTOR[0](t):
        dp.p.custom_error("expected an LLVM compatible vector type")
    shaped = get(B.T["vector"], ((len(m.params[1]),), t.params[1], (any(t.params[2]),)))
    dp.set_types(result, [shaped])


plugin.directive("LLVMShuffleType", _parse_shuffle_type, _print_nothing)
