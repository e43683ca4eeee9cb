"""Custom forms of the pdl_interp dialect (mlir-opt's spelling):

- ``PdlInterpForEach`` (C++'s form of ``pdl_interp.foreach``): ``%arg : type in %range
  {body} {attrs}? -> ^successor``; the loop variable is the body's entry argument and the
  range has type ``!pdl.range<type>`` (``ForEachLoop($values, $region)``).
- ``PdlInterpFunc`` (C++'s form of ``pdl_interp.func``): a function's form, as
  ``func.func`` (``irdl.format.directives``' ``FunctionOp``), with no visibility of its
  own (``PdlInterpFunction``).
- ``CreateOperationOpAttributes($inputAttributes, $inputAttributeNames)``:
  ``{"name" = %attr, ...}``, or nothing.
- ``CreateOperationOpResults($inputResultTypes, type($inputResultTypes),
  $inferredResultTypes)``: nothing, ``-> <inferred>``, or ``-> (%t, ... : types)``.
- ``RangeType`` (``pdl_interp.create_range``'s result type) is
  ``irdl.format.range_types``'s, which pdl shares.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.lexer import VALUE
from irdl.format import range_types  # noqa: F401  (RangeType)
from irdl.format.directives import (
    parse_function_op_plain_visibility,
    parse_string_named_operands,
    parse_typed_operands,
    print_function_op_plain_visibility,
    print_string_named_operands,
    print_successor_operands,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("pdl_interp")


def _pdl_type(ctx: Any, name: str, *params: Any) -> Any:
    info = ctx.dialect("pdl")
    return get(info.types.get(name) or info.types["!" + name], tuple(params))


# --- PdlInterpForEach ---------------------------------------------------------------------


def _parse_foreach_loop(dp: Any, values: Slot, region: Slot) -> None:
    p = dp.p
    if p.lex.kind is not VALUE:
        p.wrong_token("expected SSA operand")
    var = (p.tok, p.lex.start)
    p.lex.next()
    p.expect_punct(":", "expected ':'")
    var_type = p.parse_type()
    if not p.consume_keyword("in"):
        p.custom_error("expected 'in' after loop variable")
    dp.set_operands(values, [p.parse_operand_ref()])
    dp.set_types(values, [_pdl_type(p.ctx, "range", var_type)])
    dp.set_region(region, dp.parse_region([(var[0], var_type, var[1], None)]))


def _print_foreach_loop(dp: Any, values: Slot, region: Slot) -> None:
    p = dp.p
    r = dp.region(region)
    arg = r.blocks[0].args[0] if r is not None and r.blocks and r.blocks[0].args else None
    if arg is not None:
        p.print_operand(arg)
        p.write(" : ")
        p.print_type(arg.type)
    p.write(" in ")
    for v in dp.operands(values):
        p.print_operand(v)
    p.write(" ")
    if r is not None:
        dp.print_region(r, entry_args=False)


plugin.directive("ForEachLoop", _parse_foreach_loop, _print_foreach_loop)
plugin.assembly_format(
    "PdlInterpForEach", "custom<ForEachLoop>($values, $region) attr-dict `->` $successor"
)


# --- PdlInterpFunc ------------------------------------------------------------------------

plugin.directive(
    "PdlInterpFunction", parse_function_op_plain_visibility, print_function_op_plain_visibility
)
plugin.assembly_format(
    "PdlInterpFunc",
    "custom<PdlInterpFunction>($sym_name, $function_type, $arg_attrs, $res_attrs, $body)",
)


# --- CreateOperationOpAttributes, CreateOperationOpResults --------------------------------


def _parse_named_attributes(dp: Any, values: Slot, names: Slot) -> None:
    parse_string_named_operands(dp, values, names, _pdl_type(dp.p.ctx, "attribute"))


plugin.directive("CreateOperationOpAttributes", _parse_named_attributes,
                 print_string_named_operands)  # fmt: skip


def _parse_results(dp: Any, operands: Slot, types: Slot, inferred: Slot) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    found: list[Any] = []
    if p.consume_punct("->"):
        if p.consume_punct("<"):
            p.parse_keyword("inferred")
            p.expect_punct(">", "expected '>'")
            dp.set_attr(inferred, B.unit_attr())
        else:
            refs, found = parse_typed_operands(p)
    dp.set_operands(operands, refs)
    dp.set_types(types, found)


def _print_results(dp: Any, operands: Slot, types: Slot, inferred: Slot) -> None:
    p = dp.p
    if dp.attr(inferred) is not None:
        p.write(" -> <inferred>")
        return
    values = dp.operands(operands)
    if not values:
        return
    p.write(" -> ")
    print_successor_operands(p, values)


plugin.directive("CreateOperationOpResults", _parse_results, _print_results)
