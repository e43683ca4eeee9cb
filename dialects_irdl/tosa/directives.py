"""Custom forms of the tosa operations whose parser and printer MLIR writes in C++.

- ``TosaEnumOp("key", "enum", "what", "elide")``: the whole form of the ops that read an
  attribute dictionary in which one enum attribute may be written as a bare word:
  ``%a, %b {nan_mode = IGNORE, axis = 1 : i32} : (types) -> types``. ``key`` is the
  attribute name whose value may be a bare word, ``enum`` the tosa attribute it builds
  (``#tosa.<enum><WORD>``), ``what`` how an unknown word is reported ("invalid <what>
  value: W"). Printed: every attribute (inherent and discardable, sorted by name) in one
  dictionary, tosa enums by their bare word, ``name = value`` throughout (``unit`` too);
  with ``elide``, the first ``#tosa.nan_mode<PROPAGATE>`` is left out (its default).
- ``TosaIf($condition, $input_list, type($output_list), $then_graph, $else_graph)``:
  ``%c (%a = %v, ...)? : cond-type (input types)? -> result types {then} else {else}
  attr-dict``; both regions print their entry block's arguments.
- ``TosaWhile($input_list, type($output_list), $cond_graph, $body_graph)``:
  ``(%a = %v, ...) : (types) -> types {cond} do {body} attributes {...}``; the condition
  region's arguments are the assignment's names.
- ``TosaVariable(...)``: ``@name attr-dict (= initial value | : type)``; the type's shape
  and element type are held as ``var_shape`` (an index tensor) and ``type``.
"""

from __future__ import annotations

from math import prod
from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.dense import dense_elements
from core.lexer import BARE, symbol_text
from irdl.format.directives import (
    attribute_type,
    entry_args,
    parse_assignments,
    parse_type_of_kind,
    print_assignments,
    print_function_result_types,
    print_types,
    print_values,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("tosa")

# the tosa attributes printed by their bare word
_ENUM_KEYS = ("#tosa.nan_mode", "#tosa.rounding_mode", "#tosa.resize_mode", "#tosa.block_size")


# each enum's cases (ODS's)
_CASES = {
    "nan_mode": ("PROPAGATE", "IGNORE"),
    "rounding_mode": ("SINGLE_ROUND", "INEXACT_ROUND", "DOUBLE_ROUND"),
    "resize_mode": ("NEAREST_NEIGHBOR", "BILINEAR"),
    "block_size": ("BLOCK_SIZE_32",),
}


def _enum_attr(p: Any, name: str, word: str) -> Attribute | None:
    """``#tosa.<name><word>``, or None when ``word`` is not one of its cases."""
    if word not in _CASES[name]:
        return None
    return get(p.ctx.dialect("tosa").attrs[name], (B.string_attr(word),))


def _parse_operand_list(p: Any) -> list[tuple[str, int]]:
    refs = [p.parse_operand_ref()]
    while p.consume_punct(","):
        refs.append(p.parse_operand_ref())
    return refs


def _parse_enum_dict(p: Any, key: str, enum: str, what: str) -> dict[str, Attribute]:
    entries: dict[str, Attribute] = {}
    order: list[tuple[str, int]] = []
    if not p.consume_punct("{") or p.consume_punct("}"):
        return entries
    while True:
        at = p.lex.start
        name = p.parse_keyword()
        p.expect_punct("=", "expected '='")
        if name == key and p.lex.kind is BARE:
            word = p.tok
            p.lex.next()
            enum_attr = _enum_attr(p, enum, word)
            if enum_attr is None:
                p.custom_error(f"invalid {what} value: {word}")
            assert enum_attr is not None  # (custom_error raised otherwise)
            attr = enum_attr
        else:
            attr = p.parse_attribute()
        order.append((name, at))
        if name in entries:
            entries["\0dup"] = B.string_attr(name)
        entries[name] = attr
        if not p.consume_punct(","):
            break
    p.expect_punct("}", "expected '}'")
    return entries


def _parse_enum_op(
    dp: Any, ins: Slot, outs: Slot, key: str, enum: str, what: str, elide: str
) -> None:
    p = dp.p
    refs = _parse_operand_list(p)
    entries = _parse_enum_dict(p, key, enum, what)
    dup = entries.pop("\0dup", None)
    if dup is not None:
        p.custom_error(f"attribute '{dup.params[0]}' occurs more than once in the attribute list",
                       dp.loc)  # fmt: skip
    p.expect_punct(":", "expected ':'")
    ftype = parse_type_of_kind(p, "function", p.lex.start)
    inputs, outputs = ftype.params
    if len(inputs) != len(refs):
        p.custom_error(f"number of operands and types do not match: got {len(refs)} operands "
                       f"and {len(inputs)} types")  # fmt: skip
    dp.st.all_operands = refs
    dp.st.all_operand_types = list(inputs)
    dp.st.all_result_types = list(outputs)
    dp.attr_dict(entries)


def _print_named(p: Any, name: str, value: Attribute) -> None:
    p.write(f"{name} = ")
    if value.defn.key in _ENUM_KEYS:
        p.write(value.params[0].params[0])
    else:
        p.print_attribute(value)


def _print_enum_op(
    dp: Any, ins: Slot, outs: Slot, key: str, enum: str, what: str, elide: str
) -> None:
    p = dp.p
    op = dp.op
    print_values(p, op.operands)
    attrs = sorted(dp.view.all_attrs(), key=lambda kv: kv[0].encode())
    if elide == "elide":
        for i, (_, v) in enumerate(attrs):
            if v.defn.key == "#tosa.nan_mode":
                if v.params[0].params[0] == "PROPAGATE":
                    del attrs[i]
                break
    if attrs:
        p.write(" {")
        for i, (k, v) in enumerate(attrs):
            if i:
                p.write(", ")
            _print_named(p, k, v)
        p.write("}")
    p.write(" : ")
    p.print_type(B.function_type(tuple(v.type for v in op.operands),
                                 tuple(r.type for r in op.results)))  # fmt: skip


plugin.directive("TosaEnumOp", _parse_enum_op, _print_enum_op)

# C++ op class -> (the attribute written as a bare word, its tosa attribute, how an unknown
# word is named, whether a propagating NaN mode is left out)
_ENUM_OPS = {
    "TosaArgMax": ("nan_mode", "nan_mode", "nan_mode", "elide"),
    "TosaClamp": ("nan_mode", "nan_mode", "nan_mode", "elide"),
    "TosaMaxPool2d": ("nan_mode", "nan_mode", "nan_mode", "elide"),
    "TosaMaximum": ("nan_mode", "nan_mode", "nan_mode", "elide"),
    "TosaMinimum": ("nan_mode", "nan_mode", "nan_mode", "elide"),
    "TosaReduceMax": ("nan_mode", "nan_mode", "nan_mode", "elide"),
    "TosaReduceMin": ("nan_mode", "nan_mode", "nan_mode", "elide"),
    "TosaApplyScale": ("rounding_mode", "rounding_mode", "rounding_mode", "keep"),
    "TosaRescale": ("rounding_mode", "rounding_mode", "rounding_mode", "keep"),
    "TosaResize": ("mode", "resize_mode", "resize mode", "keep"),
    "TosaCastFromBlockScaled": ("block_size", "block_size", "block_size", "keep"),
    "TosaCastToBlockScaled": ("block_size", "block_size", "block_size", "keep"),
    "TosaMatmulTBlockScaled": ("block_size", "block_size", "block_size", "keep"),
}
for _cls, _args in _ENUM_OPS.items():
    plugin.assembly_format(
        _cls,
        "custom<TosaEnumOp>(type(operands), type(results), "
        + ", ".join(f'"{a}"' for a in _args)
        + ")",
    )


# --- shared: type lists --------------------------------------------------------------------


def _print_types(p: Any, types: list[Attribute], parens: bool) -> None:
    if parens:
        p.write("(")
    print_types(p, types)
    if parens:
        p.write(")")


# --- tosa.cond_if ---------------------------------------------------------------------------


def _parse_if(
    dp: Any, cond: Slot, inputs: Slot, results: Slot, then_graph: Slot, else_graph: Slot
) -> None:
    p = dp.p
    dp.set_operands(cond, [p.parse_operand_ref()])
    values: list[tuple[str, int]] = []
    if p.at_punct("("):
        _, values = parse_assignments(p)
    p.expect_punct(":", "expected ':'")
    dp.set_types(cond, [p.parse_type()])
    input_types: list[Attribute] = []
    if values or p.at_punct("("):
        p.expect_punct("(", "expected '('")
        if not p.consume_punct(")"):
            input_types.append(p.parse_type())
            while p.consume_punct(","):
                input_types.append(p.parse_type())
            p.expect_punct(")", "expected ')'")
    if len(input_types) != len(values):
        p.custom_error(f"number of operands and types do not match: got {len(values)} operands "
                       f"and {len(input_types)} types")  # fmt: skip
    p.expect_punct("->", "expected '->'")
    dp.set_types(results, list(p.parse_function_result_types()))
    dp.set_operands(inputs, values)
    dp.set_types(inputs, input_types)
    dp.set_region(then_graph, dp.parse_region())
    p.parse_keyword("else")
    dp.set_region(else_graph, dp.parse_region())
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())


def _print_if(
    dp: Any, cond: Slot, inputs: Slot, results: Slot, then_graph: Slot, else_graph: Slot
) -> None:
    p = dp.p
    (c,) = dp.operands(cond)
    p.print_operand(c)
    values = dp.operands(inputs)
    then_region = dp.region(then_graph)
    if values:
        p.write(" ")
        print_assignments(p, entry_args(then_region), values)
    p.write(" : ")
    p.print_type(c.type)
    if values:
        p.write(" ")
        _print_types(p, [v.type for v in values], True)
    p.write(" -> ")
    types = [r.type for r in dp.results(results)]
    print_function_result_types(p, types)
    p.write(" ")
    if then_region is not None:
        dp.print_region(then_region, entry_args=True, terminators=True)
    p.write(" else ")
    else_region = dp.region(else_graph)
    if else_region is not None:
        dp.print_region(else_region, entry_args=True, terminators=True)
    p.print_attr_dict(dp.other_attrs(set()))


plugin.directive("TosaIf", _parse_if, _print_if)
plugin.assembly_format(
    "TosaIf",
    "custom<TosaIf>($condition, $input_list, type($output_list), $then_graph, $else_graph)",
)


# --- tosa.while_loop ------------------------------------------------------------------------


def _parse_while(dp: Any, inputs: Slot, results: Slot, cond_graph: Slot, body: Slot) -> None:
    p = dp.p
    names, values = parse_assignments(p)
    at = p.lex.start
    p.expect_punct(":", "expected ':'")
    ftype = parse_type_of_kind(p, "function", at)
    ins, outs = ftype.params
    if len(ins) != len(values):
        p.custom_error(f"number of operands and types do not match: got {len(values)} operands "
                       f"and {len(ins)} types")  # fmt: skip
    entry = [(n, t, off, None) for (n, off), t in zip(names, ins)]
    dp.set_operands(inputs, values)
    dp.set_types(inputs, list(ins))
    dp.set_types(results, list(outs))
    dp.set_region(cond_graph, p.parse_region(entry_args=entry))
    p.parse_keyword("do")
    dp.set_region(body, p.parse_region())
    if p.consume_keyword("attributes"):
        if not p.at_punct("{"):
            p.wrong_token("expected '{' in attribute dictionary")
        dp.attr_dict(p.parse_attribute_entries())


def _print_while(dp: Any, inputs: Slot, results: Slot, cond_graph: Slot, body: Slot) -> None:
    p = dp.p
    cond = dp.region(cond_graph)
    values = dp.operands(inputs)
    print_assignments(p, entry_args(cond), values)
    p.write(" : ")
    p.print_type(B.function_type(tuple(v.type for v in values),
                                 tuple(r.type for r in dp.results(results))))  # fmt: skip
    p.write(" ")
    if cond is not None:
        dp.print_region(cond, entry_args=False, terminators=True)
    p.write(" do ")
    body_region = dp.region(body)
    if body_region is not None:
        dp.print_region(body_region, entry_args=True, terminators=True)
    p.print_attr_dict(dp.other_attrs(set()), (), keyword=True)


plugin.directive("TosaWhile", _parse_while, _print_while)
plugin.assembly_format(
    "TosaWhile", "custom<TosaWhile>($input_list, type($output_list), $cond_graph, $body_graph)"
)


# --- tosa.variable --------------------------------------------------------------------------


def _tensor(dims: tuple[int, ...], elt: Attribute) -> Attribute:
    return get(B.T["tensor"], (dims, elt, None))


def _index_tensor(dims: tuple[int, ...]) -> Attribute:
    return dense_elements(_tensor((len(dims),), B.INDEX), dims)


def _parse_variable(
    dp: Any, sym_name: Slot, var_shape: Slot, type_: Slot, initial_value: Slot
) -> None:
    p = dp.p
    dp.set_attr(sym_name, B.string_attr(p.parse_symbol_name()))
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())
    if p.consume_punct("="):
        value = p.parse_attribute()
        dp.set_attr(initial_value, value)
        t = attribute_type(value)
        if t is None or t.defn is not B.T["tensor"]:
            p.custom_error("expected shaped type")  # (where the parser stands, as mlir-opt)
    else:
        p.expect_punct(":", "expected ':'")
        t = p.parse_type()
        if t.defn is not B.T["tensor"]:
            p.custom_error("expected shaped type")
    dp.set_attr(var_shape, _index_tensor(tuple(t.params[0])))
    dp.set_attr(type_, B.type_attr(t.params[1]))


def _print_variable(
    dp: Any, sym_name: Slot, var_shape: Slot, type_: Slot, initial_value: Slot
) -> None:
    p = dp.p
    p.write(symbol_text(dp.attr(sym_name).params[0]))
    p.print_attr_dict(dp.other_attrs(set()))
    init = dp.attr(initial_value)
    if init is not None:
        p.write(" = ")
        p.print_attribute(init)
        return
    shape = dp.attr(var_shape)
    elem = dp.attr(type_)
    dims = _dense_ints(shape)
    p.write(" : ")
    p.print_type(_tensor(tuple(dims), elem.params[0] if elem.defn is B.A["type"] else elem))


def _dense_ints(a: Attribute | None) -> list[int]:
    if a is None or a.defn is not B.A["dense_int_or_fp_elements"]:
        return []
    shaped, splat, stored = a.params
    if splat:
        return [stored[0]] * prod(shaped.params[0])
    return list(stored)


plugin.directive("TosaVariable", _parse_variable, _print_variable)
plugin.assembly_format(
    "TosaVariable", "custom<TosaVariable>($sym_name, $var_shape, $type, $initial_value)"
)
