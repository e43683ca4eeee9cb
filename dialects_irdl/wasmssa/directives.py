"""Custom forms of the wasmssa dialect, as mlir-opt reads and prints them.

- ``WasmssaFunc`` (``WasmssaFunction``): ``[exported] @name(%arg: !wasmssa<local ref to T>,
  ...) [-> results] [attributes {...}] [{ body }]``: a function's form, whose arguments are
  local references and whose ``functionType`` takes their element types; a declaration
  lists the element types.
- ``WasmssaGlobal`` (``WasmssaGlobal``): ``[exported] @name T [mutable] : { init }``; any
  other word where ``mutable`` may stand is read and dropped; the initializer's entry
  arguments are not printed, an empty initializer nothing.
- ``WasmssaGlobalImport`` (``WasmssaGlobalImport``): ``"name" from "module" as @sym
  [mutable] : T``; C++ prints the two strings without escaping them.
- ``ElseRegion($else)``: ``else { ... }``, printed ``"else "{ ... }`` (which does not read
  back: any word or string but ``else`` is read and dropped), or nothing.

None of them prints the operation's other attributes but the function's ``attributes``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.ir import Region
from core.lexer import AT, BARE, STRING, symbol_text, unescape_string
from irdl.format.directives import (
    parse_function_arguments,
    parse_function_body,
    parse_function_results,
    print_function_signature,
    set_argument_attrs,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("wasmssa")

plugin.cpp_classes(
    (
        ("wasmssa::FuncRefType", "!wasmssa.funcref", "Opaque type for function reference"),
        ("wasmssa::ExternRefType", "!wasmssa.externref", "Opaque type for external reference"),
        ("wasmssa::LocalRefType", "!wasmssa.local", "Type of a local variable"),
        ("wasmssa::LimitType", "!wasmssa.limit", "Wasm limit type"),
        ("wasmssa::TableType", "!wasmssa.tabletype", "Wasm table type"),
    )
)


def _keyword_or_string(p: Any) -> str | None:
    """C++'s ``parseOptionalKeywordOrString``: a bare word or a string, consumed; None if
    neither stands here."""
    if p.lex.kind is BARE:
        word = p.tok
    elif p.lex.kind is STRING:
        word = unescape_string(p.src, p.lex.start, p.lex.end)
    else:
        return None
    p.lex.next()
    return word


def _parse_exported_name(dp: Any, sym_name: Slot, exported: Slot) -> None:
    """``[exported] @name``: any other word or string first is an error at the operation."""
    p = dp.p
    if p.lex.kind is not AT:
        word = _keyword_or_string(p)
        if word is not None:
            if word != "exported":
                p.custom_error(f"expecting either `exported` or symbol name. got {word}", dp.loc)
            dp.set_attr(exported, B.unit_attr())
    dp.set_attr(sym_name, B.string_attr(p.parse_symbol_name()))


def _print_exported_name(dp: Any, sym_name: Slot, exported: Slot) -> None:
    p = dp.p
    if dp.attr(exported) is not None:
        p.write("exported ")
    name = dp.attr(sym_name)
    p.write(symbol_text(name.params[0] if name is not None else ""))


def _parse_mutable(dp: Any, is_mutable: Slot) -> None:
    if _keyword_or_string(dp.p) == "mutable":
        dp.set_attr(is_mutable, B.unit_attr())


def _print_mutable(dp: Any, is_mutable: Slot) -> None:
    if dp.attr(is_mutable) is not None:
        dp.p.write(" mutable")


# --- wasmssa.func ---------------------------------------------------------------------------


def local_element(t: Attribute) -> Attribute | None:
    """The element type of a ``!wasmssa<local ref to T>`` (None for another type)."""
    if t.defn.key != "!wasmssa.local":
        return None
    element = t.params[0]
    return element.params[0] if element.defn is B.A["type"] else element


def _parse_function(
    dp: Any, sym_name: Slot, function_type: Slot, arg_attrs: Slot, res_attrs: Slot,
    exported: Slot, body: Slot,
) -> None:  # fmt: skip
    p = dp.p
    _parse_exported_name(dp, sym_name, exported)
    args, _ = parse_function_arguments(p)
    results, result_attrs = parse_function_results(p)
    inputs = []
    for a in args:
        element = local_element(a[1])
        if element is None:
            p.error_here("invalid type for wasm.func argument. Expecting !wasm<local T>, got "
                         f"'{a[1]!r}'")  # fmt: skip
        inputs.append(element)
    dp.set_attr(function_type, B.type_attr(B.function_type(tuple(inputs), tuple(results))))
    set_argument_attrs(dp, args, result_attrs, arg_attrs, res_attrs)
    if p.consume_keyword("attributes"):
        if not p.at_punct("{"):
            p.wrong_token("expected '{' in attribute dictionary")
        dp.attr_dict(p.parse_attribute_entries())
    dp.set_region(body, parse_function_body(p, args))


def _print_function(
    dp: Any, sym_name: Slot, function_type: Slot, arg_attrs: Slot, res_attrs: Slot,
    exported: Slot, body: Slot,
) -> None:  # fmt: skip
    p = dp.p
    if dp.attr(exported) is not None:
        p.write("exported ")
    # C++ prints the function's form: a plain `sym_visibility` attribute before the name
    visibility = dict(dp.other_attrs(set())).get("sym_visibility")
    if visibility is not None and visibility.defn is B.A["string"]:
        p.write(visibility.params[0] + " ")
    region = print_function_signature(dp, sym_name, function_type, arg_attrs, res_attrs, body)
    skip = {"sym_name", "sym_visibility", "functionType", "arg_attrs", "res_attrs", "exported"}
    p.print_attr_dict(dp.other_attrs(skip), (), keyword=True)
    if region is not None:
        p.write(" ")
        p.print_region(region, entry_args=False)


plugin.directive("WasmssaFunction", _parse_function, _print_function)
plugin.assembly_format(
    "WasmssaFunc",
    "custom<WasmssaFunction>($sym_name, $functionType, $arg_attrs, $res_attrs, $exported, $body)",
)


# --- wasmssa.global -------------------------------------------------------------------------


def _parse_global(
    dp: Any, sym_name: Slot, type_: Slot, is_mutable: Slot, exported: Slot, init: Slot
) -> None:
    p = dp.p
    _parse_exported_name(dp, sym_name, exported)
    dp.set_attr(type_, B.type_attr(p.parse_type()))
    _parse_mutable(dp, is_mutable)
    p.expect_punct(":", "expected ':'")
    if not p.at_punct("{"):
        p.wrong_token("expected '{' to begin a region")
    dp.set_region(init, dp.parse_region())


def _print_global(
    dp: Any, sym_name: Slot, type_: Slot, is_mutable: Slot, exported: Slot, init: Slot
) -> None:
    p = dp.p
    _print_exported_name(dp, sym_name, exported)
    t = dp.attr(type_)
    if t is not None:
        p.write(" ")
        p.print_type(t.params[0])
    _print_mutable(dp, is_mutable)
    p.write(" :")
    region = dp.region(init)
    if region is not None and region.blocks:
        p.write(" ")
        p.print_region(region, entry_args=False)


plugin.directive("WasmssaGlobal", _parse_global, _print_global)
plugin.assembly_format(
    "WasmssaGlobal", "custom<WasmssaGlobal>($sym_name, $type, $isMutable, $exported, $initializer)"
)


# --- wasmssa.import_global ------------------------------------------------------------------


def _parse_string(p: Any) -> Attribute:
    if p.lex.kind is not STRING:
        p.custom_error("expected string")
    value = unescape_string(p.src, p.lex.start, p.lex.end)
    p.lex.next()
    return B.string_attr(value)


def _parse_global_import(
    dp: Any, import_name: Slot, module_name: Slot, sym_name: Slot, is_mutable: Slot, type_: Slot
) -> None:
    p = dp.p
    dp.set_attr(import_name, _parse_string(p))
    p.parse_keyword("from")
    dp.set_attr(module_name, _parse_string(p))
    if _keyword_or_string(p) is None:
        p.custom_error("expected valid keyword or string")
    dp.set_attr(sym_name, B.string_attr(p.parse_symbol_name()))
    _parse_mutable(dp, is_mutable)
    p.expect_punct(":", "expected ':'")
    dp.set_attr(type_, B.type_attr(p.parse_type()))


def _print_global_import(
    dp: Any, import_name: Slot, module_name: Slot, sym_name: Slot, is_mutable: Slot, type_: Slot
) -> None:
    p = dp.p
    for slot, after in ((import_name, " from "), (module_name, " as ")):
        a = dp.attr(slot)
        p.write(f'"{a.params[0] if a is not None else ""}"{after}')  # (C++ does not escape)
    name = dp.attr(sym_name)
    p.write(symbol_text(name.params[0] if name is not None else ""))
    _print_mutable(dp, is_mutable)
    p.write(" : ")
    t = dp.attr(type_)
    if t is not None:
        p.print_type(t.params[0])


plugin.directive("WasmssaGlobalImport", _parse_global_import, _print_global_import)
plugin.assembly_format(
    "WasmssaGlobalImport",
    "custom<WasmssaGlobalImport>($importName, $moduleName, $sym_name, $isMutable, $type)",
)


# --- ElseRegion -----------------------------------------------------------------------------


def _parse_else_region(dp: Any, other: Slot) -> None:
    p = dp.p
    region = Region()
    if _keyword_or_string(p) == "else":
        if not p.at_punct("{"):
            p.wrong_token("expected '{' to begin a region")
        region = dp.parse_region()
    dp.set_region(other, region)


def _print_else_region(dp: Any, other: Slot) -> None:
    region = dp.region(other)
    if region is not None and region.blocks:
        dp.p.write('"else "')
        dp.p.print_region(region)


plugin.directive("ElseRegion", _parse_else_region, _print_else_region)
