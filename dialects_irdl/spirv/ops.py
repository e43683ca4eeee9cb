"""The custom forms of the spirv dialect's structural, memory and control-flow operations
(C++'s parsers and printers), each a declarative format around this module's directives.

- ``spirv.module [@name] Logical GLSL450 [requires #spirv.vce<...>] [attributes {...}] {...}``
- ``spirv.func @f(%a: i32) -> i32 "Inline|Pure" [attributes {...}] [{...}]``
- ``spirv.GlobalVariable @v [initializer(@c)] [bind(set, binding)] [built_in("X")] : T``
- ``spirv.SpecConstant @c [spec_id(N)] = value``, ``spirv.SpecConstantComposite @c (@a, @b) : T``
- ``spirv.EntryPoint "Model" @fn, @var...``, ``spirv.ExecutionMode @fn "Mode", 1, 2``
- ``spirv.Load "Function" %p ["Aligned", 4] : T``, ``spirv.Store "Function" %p, %v : T``,
  ``spirv.CopyMemory  "SC" %a,  "SC" %b [...],  [...] : T``
- ``spirv.Variable [init(%v)] : !spirv.ptr<T, SC>``, ``spirv.Constant value [: T]``
- ``spirv.mlir.loop [control(X)] {...}``, ``spirv.mlir.selection [control(X)] {...}``
- ``spirv.BranchConditional %c [w1, w2], ^t(...), ^f(...)``

Bit-enum attributes (function, loop and selection control, memory access) are built as the
generated declarations hold them: an i32 mask, the cases' values from the generated file.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from core import builtin as B
from core.attributes import get
from core.lexer import AT, BARE, INT, STRING, VALUE, symbol_text, unescape_string
from irdl.format.directives import (
    parse_function_arguments,
    parse_function_body,
    parse_function_signature_results,
    print_function_signature,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("spirv")

_GENERATED = Path(__file__).with_name("spirv.irdl.mlir")


@cache
def _enum_values(cpp_name: str) -> dict[str, int]:
    text = _GENERATED.read_text(encoding="utf-8")
    m = re.search(rf'ods_enum = "::mlir::spirv::{cpp_name}", ods_enum_cases = \{{([^}}]*)\}}', text)
    return {w: int(v) for w, v in re.findall(r'"([^"]+)" = (\d+)', m.group(1))} if m else {}


def _i32(v: int) -> Any:
    return B.integer_attr(v, B.integer_type(32))


def _enum_attr(p: Any, name: str, word: str) -> Any:
    return get(p.ctx.dialect("spirv").attrs[name], (B.string_attr(word),))


def _bit_attr(p: Any, name: str, mask: int) -> Any:
    return get(p.ctx.dialect("spirv").attrs[name], (_i32(mask),))


def _enum_word(a: Any) -> str:
    return str(a.params[0].params[0])


def _bit_words(a: Any, cpp: str) -> str:
    mask = a.params[0].params[1]
    values = _enum_values(cpp)
    if mask == 0:
        return next((w for w, v in values.items() if v == 0), "None")
    return "|".join(w for w, v in values.items() if v and mask & v == v)


def _string(p: Any, message: str = "expected string") -> tuple[str, int]:
    at = p.lex.start
    if p.lex.kind is not STRING:
        p.wrong_token(message)
    s = unescape_string(p.src, p.lex.start, p.lex.end)
    p.lex.next()
    return s, at


def _keyword_or_string(p: Any) -> tuple[str, int]:
    at = p.lex.start
    if p.lex.kind is STRING:
        return _string(p)
    if p.lex.kind is BARE:
        word = p.tok
        p.lex.next()
        return word, at
    p.wrong_token("expected valid keyword or string")
    raise AssertionError


def _parse_enum(p: Any, cpp: str, attr: str, what: str, string: bool = True) -> Any:
    """A case of ``cpp`` as a string (or, unless ``string``, a keyword)."""
    if string:
        word, at = _string(p)
    else:
        at = p.lex.start
        if p.lex.kind is not BARE:
            p.custom_error("expected valid keyword")
        word = p.tok
        p.lex.next()
    if word not in _enum_values(cpp):
        shown = f'"{word}"' if string else word
        p.custom_error(f"invalid {what} attribute specification: {shown}", at)
    return _enum_attr(p, attr, word)


def _parse_bits(p: Any, cpp: str, attr: str, what: str) -> Any:
    if p.lex.kind is not STRING:
        p.custom_error(f"expected {what} attribute specified as string")
    text, at = _string(p)
    mask = 0
    values = _enum_values(cpp)
    for word in text.split("|"):
        if word not in values:
            p.custom_error(f'invalid {what} attribute specification: "{text}"', at)
        mask |= values[word]
    return _bit_attr(p, attr, mask)


def _int(p: Any) -> int:
    neg = p.consume_punct("-")
    if p.lex.kind is not INT:
        p.wrong_token("expected integer value")
    v = int(p.tok, 0)
    p.lex.next()
    return -v if neg else v


def _symbol_ref(p: Any) -> Any:
    if p.lex.kind is not AT:
        p.wrong_token("expected attribute value")
    return p.parse_attribute()


def _other_attrs(dp: Any, p: Any, skip: set[str], keyword: bool = False) -> None:
    p.print_attr_dict(dp.other_attrs(skip), (), keyword=keyword)


def _attr_dict(dp: Any, p: Any, keyword: bool = False) -> None:
    if keyword:
        if p.consume_keyword("attributes"):
            dp.attr_dict(p.parse_attribute_entries())
    elif p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())


# --- spirv.module ----------------------------------------------------------------------------


def _parse_module(dp: Any, name: Slot, addressing: Slot, memory: Slot, vce: Slot,
                  body: Slot) -> None:  # fmt: skip
    p = dp.p
    if p.lex.kind is AT:
        dp.set_attr(name, B.string_attr(p.parse_symbol_name()))
    dp.set_attr(addressing, _parse_enum(p, "AddressingModel", "addressing_model",
                                        "addressing_model", string=False))  # fmt: skip
    dp.set_attr(memory, _parse_enum(p, "MemoryModel", "memory_model", "memory_model",
                                    string=False))  # fmt: skip
    if p.consume_keyword("requires"):
        dp.set_attr(vce, p.parse_attribute())
    _attr_dict(dp, p, keyword=True)
    dp.set_region(body, dp.parse_region())


def _print_module(dp: Any, name: Slot, addressing: Slot, memory: Slot, vce: Slot,
                  body: Slot) -> None:  # fmt: skip
    p = dp.p
    sym = dp.attr(name)
    if sym is not None:
        p.write(symbol_text(sym.params[0]) + " ")
    p.write(f"{_enum_word(dp.attr(addressing))} {_enum_word(dp.attr(memory))}")
    triple = dp.attr(vce)
    if triple is not None:
        p.write(" requires ")
        p.print_attribute(triple)
    _other_attrs(dp, p, set(), keyword=True)
    region = dp.region(body)
    p.write(" ")
    if region is not None:
        dp.print_region(region, entry_args=False)


plugin.directive("SpirvModule", _parse_module, _print_module)
plugin.assembly_format(
    "SpirvModule",
    "custom<SpirvModule>($sym_name, $addressing_model, $memory_model, $vce_triple, $odsRegion0)",
)


# --- spirv.func ------------------------------------------------------------------------------


def _parse_func(dp: Any, sym_name: Slot, function_type: Slot, arg_attrs: Slot, res_attrs: Slot,
                control: Slot, body: Slot) -> None:  # fmt: skip
    p = dp.p
    dp.set_attr(sym_name, B.string_attr(p.parse_symbol_name()))
    args, _ = parse_function_arguments(p)
    parse_function_signature_results(dp, args, function_type, arg_attrs, res_attrs)
    dp.set_attr(control, _parse_bits(p, "FunctionControl", "function_control",
                                     "function_control"))  # fmt: skip
    _attr_dict(dp, p, keyword=True)
    dp.set_region(body, parse_function_body(p, args))


def _print_func(dp: Any, sym_name: Slot, function_type: Slot, arg_attrs: Slot, res_attrs: Slot,
                control: Slot, body: Slot) -> None:  # fmt: skip
    p = dp.p
    region = print_function_signature(dp, sym_name, function_type, arg_attrs, res_attrs, body)
    ctl = dp.attr(control)
    p.write(f' "{_bit_words(ctl, "FunctionControl") if ctl is not None else "None"}"')
    skip = {"sym_name", "function_type", "arg_attrs", "res_attrs", "function_control"}
    _other_attrs(dp, p, skip, keyword=True)
    if region is not None:
        p.write(" ")
        p.print_region(region, entry_args=False)


plugin.directive("SpirvFunc", _parse_func, _print_func)
plugin.assembly_format(
    "SpirvFunc",
    "custom<SpirvFunc>($sym_name, $function_type, $arg_attrs, $res_attrs, $function_control, "
    "$body)",
)


# --- global variables and constants ----------------------------------------------------------


def _parse_global_variable(dp: Any, sym: Slot, init: Slot, dset: Slot, binding: Slot,
                           built_in: Slot, type_: Slot) -> None:  # fmt: skip
    p = dp.p
    dp.set_attr(sym, B.string_attr(p.parse_symbol_name()))
    if p.consume_keyword("initializer"):
        p.expect_punct("(", "expected '('")
        dp.set_attr(init, _symbol_ref(p))
        p.expect_punct(")", "expected ')'")
    if p.consume_keyword("bind"):
        p.expect_punct("(", "expected '('")
        dp.set_attr(dset, _i32(_int(p)))
        p.expect_punct(",", "expected ','")
        dp.set_attr(binding, _i32(_int(p)))
        p.expect_punct(")", "expected ')'")
    if p.consume_keyword("built_in"):
        p.expect_punct("(", "expected '('")
        value, _ = _string(p)
        dp.set_attr(built_in, B.string_attr(value))
        p.expect_punct(")", "expected ')'")
    _attr_dict(dp, p)
    p.expect_punct(":", "expected ':'")
    at = p.lex.start
    t = p.parse_type()
    if t.defn.key != "!spirv.ptr":
        p.custom_error("expected spirv.ptr type", at)
    dp.set_attr(type_, B.type_attr(t))


def _print_global_variable(dp: Any, sym: Slot, init: Slot, dset: Slot, binding: Slot,
                           built_in: Slot, type_: Slot) -> None:  # fmt: skip
    p = dp.p
    p.write(symbol_text(dp.attr(sym).params[0]))
    initializer = dp.attr(init)
    if initializer is not None:
        p.write(" initializer(")
        p.print_attribute(initializer)
        p.write(")")
    s, b = dp.attr(dset), dp.attr(binding)
    if s is not None and b is not None:
        p.write(f" bind({s.params[1]}, {b.params[1]})")
    builtin = dp.attr(built_in)
    if builtin is not None:
        p.write(" built_in(")
        p.print_attribute(builtin)
        p.write(")")
    skip = {"sym_name", "initializer", "type", "built_in"}
    if s is not None and b is not None:
        skip |= {"descriptor_set", "binding"}
    _other_attrs(dp, p, skip)
    p.write(" : ")
    p.print_type(dp.attr(type_).params[0])


plugin.directive("SpirvGlobalVariable", _parse_global_variable, _print_global_variable)
plugin.assembly_format(
    "SpirvGlobalVariable",
    "custom<SpirvGlobalVariable>($sym_name, $initializer, $descriptor_set, $binding, $built_in, "
    "$type)",
)


def _parse_spec_constant(dp: Any, sym: Slot, value: Slot) -> None:
    p = dp.p
    dp.set_attr(sym, B.string_attr(p.parse_symbol_name()))
    extra = {}
    if p.consume_keyword("spec_id"):
        p.expect_punct("(", "expected '('")
        extra["spec_id"] = p.parse_attribute()
        p.expect_punct(")", "expected ')'")
    p.expect_punct("=", "expected '='")
    dp.set_attr(value, p.parse_attribute())
    dp.attr_dict(extra)


def _print_spec_constant(dp: Any, sym: Slot, value: Slot) -> None:
    p = dp.p
    p.write(symbol_text(dp.attr(sym).params[0]))
    spec_id = dict(dp.op.attributes).get("spec_id") if hasattr(dp.op, "attributes") else None
    if spec_id is not None:
        p.write(f" spec_id({spec_id.params[1]})")
    p.write(" = ")
    p.print_attribute(dp.attr(value))


plugin.directive("SpirvSpecConstant", _parse_spec_constant, _print_spec_constant)
plugin.assembly_format("SpirvSpecConstant", "custom<SpirvSpecConstant>($sym_name, $default_value)")


def _parse_spec_composite(dp: Any, sym: Slot, constituents: Slot, type_: Slot) -> None:
    p = dp.p
    dp.set_attr(sym, B.string_attr(p.parse_symbol_name()))
    p.expect_punct("(", "expected '('")
    refs = []
    if not p.consume_punct(")"):
        while True:
            refs.append(_symbol_ref(p))
            if p.consume_punct(")"):
                break
            p.expect_punct(",", "expected ','")
    dp.set_attr(constituents, B.array_attr(tuple(refs)))
    p.expect_punct(":", "expected ':'")
    dp.set_attr(type_, B.type_attr(p.parse_type()))


def _print_spec_composite(dp: Any, sym: Slot, constituents: Slot, type_: Slot) -> None:
    p = dp.p
    p.write(symbol_text(dp.attr(sym).params[0]) + " (")
    for i, ref in enumerate(dp.attr(constituents).params[0]):
        if i:
            p.write(", ")
        p.print_attribute(ref)
    p.write(") : ")
    p.print_type(dp.attr(type_).params[0])


plugin.directive("SpirvSpecConstantComposite", _parse_spec_composite, _print_spec_composite)
plugin.assembly_format(
    "SpirvSpecConstantComposite",
    "custom<SpirvSpecConstantComposite>($sym_name, $constituents, $type)",
)


def _parse_constant(dp: Any, value: Slot, result: Slot) -> None:
    from irdl.format.directives import attribute_type

    p = dp.p
    a = p.parse_attribute()
    t = attribute_type(a)
    if p.consume_punct(":") or a.defn is B.A["array"] or t is B.NONE:
        if a.defn is B.A["array"] and not p.text[: p.lex.start].rstrip().endswith(":"):
            p.expect_punct(":", "expected ':'")
        t = p.parse_type()
    dp.set_attr(value, a)
    dp.set_types(result, [t])


def _print_constant(dp: Any, value: Slot, result: Slot) -> None:
    p = dp.p
    a = dp.attr(value)
    p.print_attribute(a)
    from irdl.format.directives import attribute_type

    own = attribute_type(a)
    if a.defn is B.A["array"] or (own is not B.NONE and own is not dp.results(result)[0].type):
        p.write(" : ")
        p.print_type(dp.results(result)[0].type)


plugin.directive("SpirvConstant", _parse_constant, _print_constant)
plugin.assembly_format("SpirvConstant", "custom<SpirvConstant>($value, type($constant)) attr-dict")


# --- entry points ----------------------------------------------------------------------------


def _symbol_attr(p: Any) -> Any:
    """An attribute that must be a symbol reference."""
    at = p.lex.start
    ref = p.parse_attribute()
    if ref.defn is not B.A["symbol_ref"]:
        p.custom_error("invalid kind of attribute specified", at)
    return ref


def _parse_entry_point(dp: Any, model: Slot, fn: Slot, interface: Slot) -> None:
    p = dp.p
    dp.set_attr(model, _parse_enum(p, "ExecutionModel", "execution_model", "execution_model"))
    dp.set_attr(fn, _symbol_attr(p))
    refs = []
    while p.consume_punct(","):
        refs.append(_symbol_attr(p))
    dp.set_attr(interface, B.array_attr(tuple(refs)))


def _print_entry_point(dp: Any, model: Slot, fn: Slot, interface: Slot) -> None:
    p = dp.p
    p.write(f'"{_enum_word(dp.attr(model))}" ')
    p.print_attribute(dp.attr(fn))
    for ref in dp.attr(interface).params[0]:
        p.write(", ")
        p.print_attribute(ref)


plugin.directive("SpirvEntryPoint", _parse_entry_point, _print_entry_point)
plugin.assembly_format(
    "SpirvEntryPoint", "custom<SpirvEntryPoint>($execution_model, $fn, $interface) attr-dict"
)


def _parse_execution_mode(dp: Any, fn: Slot, mode: Slot, values: Slot) -> None:
    p = dp.p
    dp.set_attr(fn, _symbol_ref(p))
    dp.set_attr(mode, _parse_enum(p, "ExecutionMode", "execution_mode", "execution_mode"))
    items = []
    while p.consume_punct(","):
        items.append(_i32(_int(p)))
    dp.set_attr(values, B.array_attr(tuple(items)))


def _print_execution_mode(dp: Any, fn: Slot, mode: Slot, values: Slot) -> None:
    p = dp.p
    p.print_attribute(dp.attr(fn))
    p.write(f' "{_enum_word(dp.attr(mode))}"')
    for v in dp.attr(values).params[0]:
        p.write(f", {v.params[1]}")


plugin.directive("SpirvExecutionMode", _parse_execution_mode, _print_execution_mode)
plugin.assembly_format(
    "SpirvExecutionMode", "custom<SpirvExecutionMode>($fn, $execution_mode, $values) attr-dict"
)


# --- memory ----------------------------------------------------------------------------------

# The storage class read before a pointer operand, for the type read after ':'.
_storage: list[str] = []


def _parse_storage_operand(p: Any) -> tuple[str, tuple[str, int]]:
    if p.lex.kind is not STRING:
        p.error_at(p.lex.start, "expected attribute value")
    word, at = _string(p)
    if word not in _enum_values("StorageClass"):
        p.custom_error(f'invalid storage_class attribute specification: "{word}"', at)
    return word, p.parse_operand_ref()


def _parse_memory_access(p: Any, dp: Any, access: Slot, alignment: Slot) -> None:
    if not p.consume_punct("["):
        return
    text, at = _string(p)
    values = _enum_values("MemoryAccess")
    mask = 0
    for word in text.split("|"):
        if word not in values:
            p.custom_error(f'invalid memory_access attribute specification: "{text}"', at)
        mask |= values[word]
    dp.set_attr(access, _bit_attr(p, "memory_access", mask))
    if mask & values.get("Aligned", 0):
        p.expect_punct(",", "expected ','")
        dp.set_attr(alignment, _i32(_int(p)))
    p.expect_punct("]", "expected ']'")


def _print_memory_access(dp: Any, access: Slot, alignment: Slot) -> None:
    a = dp.attr(access)
    if a is None:
        return
    p = dp.p
    p.write(f' ["{_bit_words(a, "MemoryAccess")}"')
    align = dp.attr(alignment)
    if align is not None:
        p.write(f", {align.params[1]}")
    p.write("]")


def _pointee_types(dp: Any, ptr: Slot, value: Slot) -> None:
    p = dp.p
    t = p.parse_type()
    sc = _storage.pop() if _storage else "Function"
    dp.set_types(ptr, [get(p.ctx.dialect("spirv").types["ptr"], (t, B.string_attr(sc)))])
    dp.set_types(value, [t])


def _parse_load(dp: Any, ptr: Slot, access: Slot, alignment: Slot) -> None:
    p = dp.p
    sc, ref = _parse_storage_operand(p)
    dp.set_operands(ptr, [ref])
    _storage.append(sc)
    _parse_memory_access(p, dp, access, alignment)


def _ptr_storage(dp: Any, ptr: Slot) -> str:
    t = dp.operands(ptr)[0].type
    return str(t.params[1].params[0]) if t.defn.key == "!spirv.ptr" else ""


def _print_load(dp: Any, ptr: Slot, access: Slot, alignment: Slot) -> None:
    p = dp.p
    p.write(f'"{_ptr_storage(dp, ptr)}" ')
    p.print_operand(dp.operands(ptr)[0])
    _print_memory_access(dp, access, alignment)


def _parse_store(dp: Any, ptr: Slot, value: Slot, access: Slot, alignment: Slot) -> None:
    p = dp.p
    if p.lex.kind is not STRING:
        p.error_at(p.lex.start, "expected attribute value")
    sc, _ = _string(p)
    if sc not in _enum_values("StorageClass"):
        p.custom_error(f'invalid storage_class attribute specification: "{sc}"')
    at = p.lex.start
    refs = []
    while True:
        if p.lex.kind is not VALUE:
            p.error_at(p.lex.start, "expected operand")
        refs.append(p.parse_operand_ref())
        if not p.consume_punct(","):
            break
    if len(refs) != 2:
        p.custom_error("expected 2 operands", at)
    dp.set_operands(ptr, [refs[0]])
    dp.set_operands(value, [refs[1]])
    _storage.append(sc)
    _parse_memory_access(p, dp, access, alignment)


def _print_store(dp: Any, ptr: Slot, value: Slot, access: Slot, alignment: Slot) -> None:
    p = dp.p
    p.write(f'"{_ptr_storage(dp, ptr)}" ')
    p.print_operand(dp.operands(ptr)[0])
    p.write(", ")
    p.print_operand(dp.operands(value)[0])
    _print_memory_access(dp, access, alignment)


def _print_pointee(dp: Any, ptr: Slot, value: Slot) -> None:
    t = dp.operands(ptr)[0].type
    dp.p.print_type(t.params[0] if t.defn.key == "!spirv.ptr" else t)


plugin.directive("SpirvLoad", _parse_load, _print_load)
plugin.directive("SpirvStore", _parse_store, _print_store)
plugin.directive("SpirvPointee", _pointee_types, _print_pointee)
plugin.assembly_format(
    "SpirvLoad",
    "custom<SpirvLoad>($ptr, $memory_access, $alignment) attr-dict `:` "
    "custom<SpirvPointee>(type($ptr), type($value))",
)
plugin.assembly_format(
    "SpirvStore",
    "custom<SpirvStore>($ptr, $value, $memory_access, $alignment) attr-dict `:` "
    "custom<SpirvPointee>(type($ptr), type($value))",
)


def _parse_copy_memory(dp: Any, target: Slot, source: Slot, access: Slot, alignment: Slot,
                       src_access: Slot, src_alignment: Slot) -> None:  # fmt: skip
    p = dp.p
    sc1, ref1 = _parse_storage_operand(p)
    p.expect_punct(",", "expected ','")
    sc2, ref2 = _parse_storage_operand(p)
    dp.set_operands(target, [ref1])
    dp.set_operands(source, [ref2])
    _parse_memory_access(p, dp, access, alignment)
    if p.consume_punct(","):
        _parse_memory_access(p, dp, src_access, src_alignment)
    _attr_dict(dp, p)
    p.expect_punct(":", "expected ':'")
    t = p.parse_type()
    ptr = p.ctx.dialect("spirv").types["ptr"]
    dp.set_types(target, [get(ptr, (t, B.string_attr(sc1)))])
    dp.set_types(source, [get(ptr, (t, B.string_attr(sc2)))])


def _print_copy_memory(dp: Any, target: Slot, source: Slot, access: Slot, alignment: Slot,
                       src_access: Slot, src_alignment: Slot) -> None:  # fmt: skip
    p = dp.p
    p.write(f' "{_ptr_storage(dp, target)}" ')
    p.print_operand(dp.operands(target)[0])
    p.write(f',  "{_ptr_storage(dp, source)}" ')
    p.print_operand(dp.operands(source)[0])
    _print_memory_access(dp, access, alignment)
    if dp.attr(src_access) is not None:
        p.write(", ")
        _print_memory_access(dp, src_access, src_alignment)
    elif dp.attr(access) is not None:  # mlir-opt repeats the target's for a missing source
        p.write(", ")
        _print_memory_access(dp, access, alignment)
    skip = {"memory_access", "alignment", "source_memory_access", "source_alignment"}
    _other_attrs(dp, p, skip)
    p.write(" : ")
    _print_pointee(dp, target, target)


plugin.directive("SpirvCopyMemory", _parse_copy_memory, _print_copy_memory)
plugin.assembly_format(
    "SpirvCopyMemory",
    "custom<SpirvCopyMemory>($target, $source, $memory_access, $alignment, "
    "$source_memory_access, $source_alignment)",
)


def _parse_variable(dp: Any, init: Slot, pointer: Slot, storage: Slot) -> None:
    """``[init(%v)] [bind(set, binding)] [built_in("X")] [{attrs}] : !spirv.ptr<T, SC>``;
    the decorations only a global variable may have are read into the attributes, for the
    verifier to reject."""
    p = dp.p
    refs = []
    if p.consume_keyword("init"):
        p.expect_punct("(", "expected '('")
        refs.append(p.parse_operand_ref())
        p.expect_punct(")", "expected ')'")
    dp.set_operands(init, refs)
    extra = {}
    if p.consume_keyword("bind"):
        p.expect_punct("(", "expected '('")
        extra["descriptor_set"] = _i32(_int(p))
        p.expect_punct(",", "expected ','")
        extra["binding"] = _i32(_int(p))
        p.expect_punct(")", "expected ')'")
    if p.consume_keyword("built_in"):
        p.expect_punct("(", "expected '('")
        extra["built_in"] = B.string_attr(_string(p)[0])
        p.expect_punct(")", "expected ')'")
    _attr_dict(dp, p)
    dp.attr_dict(extra)
    p.expect_punct(":", "expected ':'")
    at = p.lex.start
    t = p.parse_type()
    if t.defn.key != "!spirv.ptr":
        p.custom_error("expected spirv.ptr type", at)
    dp.set_types(pointer, [t])
    dp.set_types(init, [t.params[0]] * len(refs))
    dp.set_attr(storage, _enum_attr(p, "storage_class", t.params[1].params[0]))


def _print_variable(dp: Any, init: Slot, pointer: Slot, storage: Slot) -> None:
    p = dp.p
    values = dp.operands(init)
    if values:
        p.write("init(")
        p.print_operand(values[0])
        p.write(") ")
    attrs = sorted(dp.other_attrs({"storage_class"}), key=lambda kv: kv[0])
    if attrs and not hasattr(p, "collector"):  # ``{...}``: the format left a space already
        p.write("{" + p.attrs.named_attrs(attrs) + "} ")
    elif attrs:  # the alias pass visits them
        p.print_attr_dict(attrs, ())
    p.write(": ")
    p.print_type(dp.results(pointer)[0].type)


plugin.directive("SpirvVariable", _parse_variable, _print_variable)
plugin.assembly_format(
    "SpirvVariable", "custom<SpirvVariable>($initializer, type($pointer), $storage_class)"
)
plugin.assembly_format("SpirvAddressOf", "$variable attr-dict `:` type($pointer)")
plugin.assembly_format("SpirvReferenceOf", "$spec_const attr-dict `:` type($reference)")


# --- control flow ----------------------------------------------------------------------------


def _parse_control(dp: Any, control: Slot, results: Slot, cpp: str, attr: str) -> None:
    p = dp.p
    mask = 0
    if p.consume_keyword("control"):
        p.expect_punct("(", "expected '('")
        values = _enum_values(cpp)
        while True:
            word, at = _keyword_or_string(p)
            if word not in values:
                p.custom_error(f'invalid {attr} attribute specification: "{word}"', at)
            mask |= values[word]
            if not p.consume_punct("|"):
                break
        p.expect_punct(")", "expected ')'")
    dp.set_attr(control, _bit_attr(p, attr, mask))
    types = []
    if p.consume_punct("->"):
        types.append(p.parse_type())
        while p.consume_punct(","):
            types.append(p.parse_type())
    dp.set_types(results, types)
    dp.set_region(Slot("region", "body"), dp.parse_region())


def _print_control(dp: Any, control: Slot, results: Slot, cpp: str, attr: str) -> None:
    p = dp.p
    a = dp.attr(control)
    if a is not None and a.params[0].params[1]:
        p.write(f"control({_bit_words(a, cpp)}) ")
    values = dp.results(results)
    if values:
        p.write("-> ")
        for i, v in enumerate(values):
            if i:
                p.write(", ")
            p.print_type(v.type)
        p.write(" ")
    region = dp.region(Slot("region", "body"))
    if region is not None:
        dp.print_region(region, entry_args=False)


plugin.directive("SpirvControl", _parse_control, _print_control)
plugin.assembly_format(
    "SpirvLoop",
    'custom<SpirvControl>($loop_control, type($results), "LoopControl", "loop_control") attr-dict',
)
plugin.assembly_format(
    "SpirvSelection",
    "custom<SpirvControl>($selection_control, type($results), "
    '"SelectionControl", "selection_control") attr-dict',
)


def _parse_weights(dp: Any, weights: Slot) -> None:
    p = dp.p
    p.expect_punct("[", "expected '['")
    items = [_i32(_int(p))]
    p.expect_punct(",", "expected ','")
    items.append(_i32(_int(p)))
    p.expect_punct("]", "expected ']'")
    dp.set_attr(weights, B.array_attr(tuple(items)))


def _print_weights(dp: Any, weights: Slot) -> None:
    a = dp.attr(weights)
    dp.p.write("[" + ", ".join(str(w.params[1]) for w in a.params[0]) + "]")


plugin.directive(
    "SpirvBranchWeights",
    _parse_weights,
    _print_weights,
    starts=lambda p: bool(p.at_punct("[")),
    present=lambda dp, weights: dp.attr(weights) is not None,
)


def _parse_condition(dp: Any, condition: Slot) -> None:
    dp.set_operands(condition, [dp.p.parse_operand_ref()])
    dp.set_types(condition, [B.I1])


plugin.directive(
    "SpirvCondition",
    _parse_condition,
    lambda dp, condition: dp.p.print_operand(dp.operands(condition)[0]),
)
plugin.assembly_format(
    "SpirvBranch", "$target (`(` $targetOperands^ `:` type($targetOperands) `)`)? attr-dict"
)
plugin.assembly_format(
    "SpirvBranchConditional",
    "custom<SpirvCondition>($condition) (custom<SpirvBranchWeights>($branch_weights)^)? `,` "
    "$trueTarget (`(` $trueTargetOperands^ `:` type($trueTargetOperands) `)`)? `,` "
    "$falseTarget (`(` $falseTargetOperands^ `:` type($falseTargetOperands) `)`)? attr-dict",
)
plugin.assembly_format("SpirvReturnValue", "$value attr-dict `:` type($value)")
plugin.assembly_format("SpirvUndef", "attr-dict `:` type($result)")
plugin.assembly_format("SpirvMerge", "attr-dict ($operands^ `:` type($operands))?")
plugin.assembly_format("SpirvYield", "$operand attr-dict `:` type($operand)")
plugin.assembly_format(
    "SpirvFunctionCall",
    "$callee `(` $arguments `)` attr-dict `:` functional-type($arguments, $return_value)",
)


# --- spirv.SpecConstantOperation ----------------------------------------------------------


def _parse_wraps(dp: Any, body: Slot, result: Slot) -> None:
    """``wraps "spirv.IAdd"(%a, %b) : (i32, i32) -> i32``: the wrapped operation (generic
    form) and a ``spirv.mlir.yield`` of its result make the body."""
    from core.ir import Operation, Region

    p = dp.p
    if not p.consume_keyword("wraps"):
        p.custom_error("expected 'wraps'")
    at = p.lex.start
    inner = p.parse_operation()
    if len(inner.results) != 1:
        p.custom_error("expected an operation with one result", at)
    region = Region()
    block = region.add_block()
    block.append(inner)
    block.append(Operation("spirv.mlir.yield", [inner.results[0]], loc=inner.loc,
                           source=inner.source))  # fmt: skip
    dp.set_region(body, region)
    dp.set_types(result, [inner.results[0].type])


def _print_wraps(dp: Any, body: Slot, result: Slot) -> None:
    p = dp.p
    region = dp.region(body)
    p.write("wraps ")
    if region is not None and region.blocks and region.blocks[0].ops:
        p._generic_op(region.blocks[0].ops[0])


plugin.directive("SpirvWraps", _parse_wraps, _print_wraps)
plugin.assembly_format(
    "SpirvSpecConstantOperation", "custom<SpirvWraps>($body, type($result)) attr-dict"
)


# --- images --------------------------------------------------------------------------------


def _parse_image_operands(dp: Any, operands_attr: Slot, arguments: Slot) -> None:
    """``["Bias|Lod"], %a, %b``, or nothing (the arguments are read without the attribute
    too, as C++ does)."""
    p = dp.p
    refs = []
    if p.consume_punct("["):
        text, at = _string(p)
        values = _enum_values("ImageOperands")
        mask = 0
        for word in text.split("|"):
            if word not in values:
                p.custom_error(f'invalid image_operands attribute specification: "{text}"', at)
            mask |= values[word]
        p.expect_punct("]", "expected ']'")
        dp.set_attr(operands_attr, _bit_attr(p, "image_operands", mask))
    while p.consume_punct(","):  # arguments without the attribute: the verifier's to report
        refs.append(p.parse_operand_ref())
    dp.set_operands(arguments, refs)


def _print_image_operands(dp: Any, operands_attr: Slot, arguments: Slot) -> None:
    a = dp.attr(operands_attr)
    if a is None:
        return
    p = dp.p
    p.write(f'["{_bit_words(a, "ImageOperands")}"]')
    for v in dp.operands(arguments):
        p.write(", ")
        p.print_operand(v)


plugin.directive("SpirvImageOperands", _parse_image_operands, _print_image_operands)


def _image_format(operands: tuple[str, ...], results: tuple[str, ...]) -> str:
    fixed = [o for o in operands if o[0] not in "*?"]
    variadic = operands[-1].lstrip("*?")
    text = " `,` ".join(f"${o}" for o in fixed)
    text += f" custom<SpirvImageOperands>($image_operands, ${variadic}) attr-dict `:` "
    text += " `,` ".join(f"type(${o})" for o in fixed)
    text += f" (`,` type(${variadic})^)?"
    if results:
        text += f" `->` type(${results[0]})"
    return text


def _image_shapes() -> dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]]:
    from dialects_irdl.spirv.directives import _shapes

    return _shapes()


for _cpp, (_name, _operands, _results) in _image_shapes().items():
    if _name.startswith("Image") and _operands and _operands[-1] == "*operand_arguments":
        plugin.assembly_format(_cpp, _image_format(_operands, _results))


# --- barriers ------------------------------------------------------------------------------


def _parse_semantics(dp: Any, semantics: Slot) -> None:
    """``<Acquire|UniformMemory>``: a memory semantics mask."""
    p = dp.p
    p.expect_punct("<", "expected '<'")
    values = _enum_values("MemorySemantics")
    mask = 0
    while True:
        word, at = _keyword_or_string(p)
        if word not in values:
            p.custom_error(f"invalid memory_semantics attribute specification: {word}", at)
        mask |= values[word]
        if not p.consume_punct("|"):
            break
    p.expect_punct(">", "expected '>'")
    dp.set_attr(semantics, _bit_attr(p, "memory_semantics", mask))


def _print_semantics(dp: Any, semantics: Slot) -> None:
    dp.p.write(f"<{_bit_words(dp.attr(semantics), 'MemorySemantics')}>")


plugin.directive("SpirvMemorySemantics", _parse_semantics, _print_semantics)
plugin.assembly_format(
    "SpirvControlBarrier",
    "$execution_scope `,` $memory_scope `,` custom<SpirvMemorySemantics>($memory_semantics) "
    "attr-dict",
)
plugin.assembly_format(
    "SpirvMemoryBarrier",
    "$memory_scope `,` custom<SpirvMemorySemantics>($memory_semantics) attr-dict",
)


for _cpp in ("SpirvINTELControlBarrierArrive", "SpirvINTELControlBarrierWait"):
    plugin.assembly_format(
        _cpp,
        "$execution_scope $memory_scope custom<SpirvMemorySemantics>($memory_semantics) attr-dict",
    )


def _parse_pointer_types(dp: Any, pointer: Slot, *values: Slot) -> None:
    """A pointer type; the other values have its pointee type."""
    p = dp.p
    at = p.lex.start
    t = p.parse_type()
    if t.defn.key != "!spirv.ptr":
        p.custom_error("expected spirv.ptr type", at)
    dp.set_types(pointer, [t])
    for v in values:
        dp.set_types(v, [t.params[0]])


def _print_pointer_type(dp: Any, pointer: Slot, *values: Slot) -> None:
    dp.p.print_type(dp.operands(pointer)[0].type)


plugin.directive("SpirvPointerTypes", _parse_pointer_types, _print_pointer_type)
plugin.assembly_format(
    "SpirvEXTAtomicFAdd",
    "$memory_scope custom<SpirvMemorySemantics>($semantics) $pointer `,` $value attr-dict `:` "
    "custom<SpirvPointerTypes>(type($pointer), type($value), type($result))",
)


def _parse_memory_operand(dp: Any, operand: Slot, alignment: Slot) -> None:
    """``<Volatile|Aligned>, 16``, ``<Volatile>`` or ``16`` (after the group's comma): a
    memory operand, an alignment, or both."""
    p = dp.p
    if p.at_punct("<"):
        p.expect_punct("<", "expected '<'")
        values = _enum_values("MemoryAccess")
        mask = 0
        while True:
            word, at = _keyword_or_string(p)
            if word not in values:
                p.custom_error(f"invalid memory_access attribute specification: {word}", at)
            mask |= values[word]
            if not p.consume_punct("|"):
                break
        p.expect_punct(">", "expected '>'")
        dp.set_attr(operand, _bit_attr(p, "memory_access", mask))
        if not p.consume_punct(","):
            return
    dp.set_attr(alignment, _i32(_int(p)))


def _print_memory_operand(dp: Any, operand: Slot, alignment: Slot) -> None:
    a, align = dp.attr(operand), dp.attr(alignment)
    parts = [f"<{_bit_words(a, 'MemoryAccess')}>"] if a is not None else []
    if align is not None:
        parts.append(str(align.params[1]))
    dp.p.write(", ".join(parts))


plugin.directive(
    "SpirvMemoryOperand",
    _parse_memory_operand,
    _print_memory_operand,
    starts=lambda p: True,
    present=lambda dp, operand, alignment: (
        dp.attr(operand) is not None or dp.attr(alignment) is not None
    ),
)
plugin.assembly_format(
    "SpirvKHRCooperativeMatrixMulAdd",
    "$a `,` $b `,` $c (`,` $matrix_operands^)? attr-dict `:` type($a) `,` type($b) `->` "
    "custom<SpirvType>(type($c), type($result))",
)
plugin.assembly_format(
    "SpirvKHRCooperativeMatrixLoad",
    "$pointer `,` $stride `,` $matrix_layout (`,` custom<SpirvMemoryOperand>("
    "$memory_operand, $alignment)^)? attr-dict `:` type($pointer) `,` type($stride) `->` "
    "type($result)",
)
plugin.assembly_format(
    "SpirvKHRCooperativeMatrixStore",
    "$pointer `,` $object `,` $stride `,` $matrix_layout "
    "(`,` custom<SpirvMemoryOperand>($memory_operand, $alignment)^)? attr-dict `:` type($pointer) "
    "`,` type($object) `,` type($stride)",
)


# --- result names ----------------------------------------------------------------------------


def _constant_name(op: Any) -> str | None:
    """``true``/``false`` for an i1, ``cst<value>_<type>`` for another integer,
    ``cst_<type>`` for a float, ``cst_vec_<n>x<element>`` for a vector, else ``cst``."""
    from core.printer import attr_to_str
    from irdl.plugin import inherent

    value = inherent(op, "value")
    t = op.results[0].type if op.results else None
    if value is None or t is None:
        return None
    if value.defn is B.A["integer"] and t.defn is B.T["integer"]:
        if t.params[0] == 1:
            return "true" if value.params[1] else "false"
        return f"cst{value.params[1]}_{attr_to_str(t)}"
    if B.is_float_type(t):
        return f"cst_{attr_to_str(t)}"
    if t.defn is B.T["vector"] and len(t.params[0]) == 1:
        return f"cst_vec_{t.params[0][0]}x{attr_to_str(t.params[1])}"
    return "cst"


def _address_name(op: Any) -> str | None:
    from irdl.plugin import inherent

    ref = inherent(op, "variable")
    return f"{ref.params[0]}_addr" if ref is not None else None


plugin.result_names("SpirvConstant", _constant_name)
plugin.result_names("SpirvAddressOf", _address_name)
