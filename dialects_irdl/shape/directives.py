"""Custom forms of the shape operations whose parser and printer MLIR writes in C++.

- ``ShapeConstShape($shape, type($result))``: ``attr-dict [1, 2, 3] : type``; the extents
  are held as an index tensor. (The dictionary comes first and is printed right before the
  ``[``, as mlir-opt does.)
- ``ShapeAssuming($witness, type($results), $doRegion)``: ``%w (-> (types))? {...}
  attr-dict``; the region's terminator is printed only when the op has results.
- ``ShapeReduce($shape, $initVals, type($shape), type($result), $region)``:
  ``(%shape, %init, ...) : shape-type (-> types)? {...} attr-dict``.
- ``ShapeFunctionLibrary($sym_name, $body, $mapping)``: ``@name attributes {...}? {...}
  mapping {op = @fn, ...}``.
- ``ShapeFunc``: a function's form (``FunctionOp``).

The regions of ``shape.function_library`` and ``shape.func`` name shape ops without their
prefix (C++'s default dialect). ``ShapeConstSize`` (result names): ``%c42`` for
``shape.const_size 42``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.dense import dense_elements
from core.lexer import INT
from irdl.format.directives import print_types, print_values
from irdl.plugin import Plugin, Slot, inherent

plugin = Plugin("shape")


# --- shape.const_shape ----------------------------------------------------------------------


def _parse_int(p: Any) -> int:
    negative = p.consume_punct("-")
    if p.lex.kind is not INT:
        p.wrong_token("expected integer value")
    text = p.tok
    value = int(text, 16) if text.startswith(("0x", "0X")) else int(text)
    p.lex.next()
    return -value if negative else value


def _parse_const_shape(dp: Any, shape: Slot, result: Slot) -> None:
    p = dp.p
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())
    p.expect_punct("[", "expected '['")
    extents: list[int] = []
    if not p.consume_punct("]"):
        while True:
            extents.append(_parse_int(p))
            if not p.consume_punct(","):
                break
        p.expect_punct("]", "expected ']'")
    p.expect_punct(":", "expected ':'")
    dp.set_types(result, [p.parse_type()])
    tensor = get(B.T["tensor"], ((len(extents),), B.INDEX, None))
    dp.set_attr(shape, dense_elements(tensor, extents))


def _extents(a: Attribute | None) -> list[int]:
    if a is None or a.defn is not B.A["dense_int_or_fp_elements"]:
        return []
    shaped, splat, stored = a.params
    n = 1
    for d in shaped.params[0]:
        n *= d
    return [stored[0]] * n if splat else list(stored)


def _print_const_shape(dp: Any, shape: Slot, result: Slot) -> None:
    p = dp.p
    p.print_attr_dict(dp.other_attrs(set()))
    p.write("[" + ", ".join(str(v) for v in _extents(dp.attr(shape))) + "] : ")
    (r,) = dp.results(result)
    p.print_type(r.type)


plugin.directive("ShapeConstShape", _parse_const_shape, _print_const_shape)
plugin.assembly_format("ShapeConstShape", "custom<ShapeConstShape>($shape, type($result))")


# --- shape.assuming -------------------------------------------------------------------------


def _parse_assuming(dp: Any, witness: Slot, results: Slot, region: Slot) -> None:
    p = dp.p
    dp.set_operands(witness, [p.parse_operand_ref()])
    dp.set_types(witness, [get(p.ctx.dialect("shape").types["witness"], ())])
    types: list[Attribute] = []
    if p.consume_punct("->"):
        types = list(p.parse_function_result_types())
    dp.set_types(results, types)
    dp.set_region(region, dp.parse_region())
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())


def _print_assuming(dp: Any, witness: Slot, results: Slot, region: Slot) -> None:
    p = dp.p
    (w,) = dp.operands(witness)
    p.print_operand(w)
    types = [r.type for r in dp.results(results)]
    if types:
        p.write(" -> (")
        print_types(p, types)
        p.write(")")
    p.write(" ")
    r = dp.region(region)
    if r is not None:
        dp.print_region(r, entry_args=False, terminators=bool(types))
    p.print_attr_dict(dp.other_attrs(set()))


plugin.directive("ShapeAssuming", _parse_assuming, _print_assuming)
plugin.assembly_format(
    "ShapeAssuming", "custom<ShapeAssuming>($witness, type($results), $doRegion)"
)


# --- shape.reduce ---------------------------------------------------------------------------


def _parse_reduce(
    dp: Any, shape: Slot, inits: Slot, shape_type: Slot, results: Slot, region: Slot
) -> None:
    p = dp.p
    p.expect_punct("(", "expected '('")
    refs = [p.parse_operand_ref()]
    while p.consume_punct(","):
        refs.append(p.parse_operand_ref())
    p.expect_punct(")", "expected ')'")
    p.expect_punct(":", "expected ':'")
    dp.set_operands(shape, refs[:1])
    dp.set_types(shape_type, [p.parse_type()])
    types: list[Attribute] = []
    if p.consume_punct("->"):
        types = list(p.parse_function_result_types())
    if len(types) != len(refs) - 1:
        p.custom_error(f"number of operands and types do not match: got {len(refs) - 1} "
                       f"operands and {len(types)} types")  # fmt: skip
    dp.set_operands(inits, refs[1:])
    dp.set_types(inits, types)
    dp.set_types(results, types)
    dp.set_region(region, dp.parse_region())
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())


def _print_reduce(
    dp: Any, shape: Slot, inits: Slot, shape_type: Slot, results: Slot, region: Slot
) -> None:
    p = dp.p
    (s,) = dp.operands(shape)
    p.write("(")
    p.print_operand(s)
    p.write(", ")
    print_values(p, dp.operands(inits))
    p.write(") : ")
    p.print_type(s.type)
    types = [r.type for r in dp.results(results)]
    if types:
        p.write(" -> ")
        print_types(p, types)
    p.write(" ")
    r = dp.region(region)
    if r is not None:
        dp.print_region(r, entry_args=True, terminators=True)
    p.print_attr_dict(dp.other_attrs(set()))


plugin.directive("ShapeReduce", _parse_reduce, _print_reduce)
plugin.assembly_format(
    "ShapeReduce", "`` custom<ShapeReduce>($shape, $initVals, type($shape), type($result), $region)"
)


# --- shape.function_library and shape.func ------------------------------------------------


def _parse_library(dp: Any, sym_name: Slot, body: Slot, mapping: Slot) -> None:
    p = dp.p
    dp.set_attr(sym_name, B.string_attr(p.parse_symbol_name()))
    if p.consume_keyword("attributes"):
        if not p.at_punct("{"):
            p.wrong_token("expected '{' in attribute dictionary")
        dp.attr_dict(p.parse_attribute_entries())
    r = p.parse_region(isolated=True)
    if not r.blocks:
        r.add_block()
    dp.set_region(body, r)
    p.parse_keyword("mapping")
    at = p.lex.start
    value = p.parse_attribute()
    if value.defn is not B.A["dictionary"]:
        p.custom_error("invalid kind of attribute specified", at)
    dp.set_attr(mapping, value)


def _print_library(dp: Any, sym_name: Slot, body: Slot, mapping: Slot) -> None:
    from core.lexer import symbol_text

    p = dp.p
    p.write(symbol_text(dp.attr(sym_name).params[0]))
    p.print_attr_dict(dp.other_attrs({"sym_visibility"}), (), keyword=True)
    p.write(" ")
    r = dp.region(body)
    if r is not None:
        dp.print_region(r, entry_args=False, terminators=False)
    p.write(" mapping ")
    m = dp.attr(mapping)
    if m is not None:
        p.print_attribute(m)


plugin.directive("ShapeFunctionLibrary", _parse_library, _print_library)
plugin.assembly_format(
    "ShapeFunctionLibrary", "custom<ShapeFunctionLibrary>($sym_name, $body, $mapping)"
)
plugin.assembly_format(
    "ShapeFunc",
    "custom<FunctionOp>($sym_name, $sym_visibility, $function_type, $arg_attrs, $res_attrs, $body)",
)
plugin.default_dialect("shape.function_library", "shape")
plugin.default_dialect("shape.func", "shape")


# --- result names ---------------------------------------------------------------------------


def _const_size_name(op: Any) -> str | None:
    """``%c42`` for ``shape.const_size 42``."""
    value = inherent(op, "value")
    if value is None or value.defn is not B.A["integer"]:
        return None
    return f"c{value.params[1]}"


plugin.result_names("ShapeConstSize", _const_size_name)
