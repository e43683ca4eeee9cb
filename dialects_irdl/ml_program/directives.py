"""Custom forms of the ml_program dialect, as mlir-opt reads and prints them.

- ``MlProgramFunc``, ``MlProgramSubgraph``: a function's form (``irdl.format.directives``'
  ``FunctionOp``).
- ``SymbolVisibility($sym_visibility)``: ``public``, ``private`` or ``nested``, required.
- ``TypedInitialValue($type, $value)``: ``(value)? : type``; the value is read in full.
- ``TokenOrdering($consumeTokens, type($produceToken))``: ``ordering((%t, ...)? -> type)``
  or ``ordering(() -> type)``; the consumed tokens have type ``!ml_program.token``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.lexer import BARE, VALUE
from irdl.format.directives import print_values
from irdl.plugin import Plugin, Slot

plugin = Plugin("ml_program")

_FUNCTION = (
    "custom<FunctionOp>($sym_name, $sym_visibility, $function_type, $arg_attrs, $res_attrs, $body)"
)
plugin.assembly_format("MlProgramFunc", _FUNCTION)
plugin.assembly_format("MlProgramSubgraph", _FUNCTION)


# --- SymbolVisibility ---------------------------------------------------------------------

_VISIBILITIES = ("public", "private", "nested")


def _parse_visibility(dp: Any, visibility: Slot) -> None:
    p = dp.p
    if p.lex.kind is not BARE or p.tok not in _VISIBILITIES:
        p.custom_error("expected 'public', 'private', or 'nested'")
    dp.set_attr(visibility, B.string_attr(p.tok))
    p.lex.next()


def _print_visibility(dp: Any, visibility: Slot) -> None:
    a = dp.attr(visibility)
    dp.p.write(a.params[0] if a is not None and a.defn is B.A["string"] else "public")


plugin.directive("SymbolVisibility", _parse_visibility, _print_visibility)


# --- TypedInitialValue --------------------------------------------------------------------


def _parse_initial_value(dp: Any, type_: Slot, value: Slot) -> None:
    p = dp.p
    if p.consume_punct("("):
        dp.set_attr(value, p.parse_attribute())
        p.expect_punct(")", "expected ')'")
    p.expect_punct(":", "expected ':'")
    dp.set_attr(type_, B.type_attr(p.parse_type()))


def _print_initial_value(dp: Any, type_: Slot, value: Slot) -> None:
    p = dp.p
    a = dp.attr(value)
    if a is not None:
        p.write("(")
        p.print_attribute(a)
        p.write(")")
    p.write(" : ")
    t = dp.attr(type_)
    if t is not None:
        p.print_type(t.params[0])


plugin.directive("TypedInitialValue", _parse_initial_value, _print_initial_value)


# --- TokenOrdering ------------------------------------------------------------------------


def _token_type(ctx: Any) -> Any:
    info = ctx.dialect("ml_program")
    return get(info.types.get("token") or info.types["!token"], ())


def _parse_token_ordering(dp: Any, consumed: Slot, produced: Slot) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    p.parse_keyword("ordering")
    p.expect_punct("(", "expected '('")
    if p.consume_punct("("):
        p.expect_punct(")", "expected ')'")
    elif p.lex.kind is VALUE:
        refs.append(p.parse_operand_ref())
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
    p.expect_punct("->", "expected '->'")
    dp.set_types(produced, [p.parse_type()])
    p.expect_punct(")", "expected ')'")
    dp.set_operands(consumed, refs)
    dp.set_types(consumed, [_token_type(p.ctx)] * len(refs))


def _print_token_ordering(dp: Any, consumed: Slot, produced: Slot) -> None:
    p = dp.p
    p.write(" ordering(")
    values = dp.operands(consumed)
    if values:
        print_values(p, values)
    else:
        p.write("()")
    p.write(" -> ")
    for r in dp.results(produced):
        p.print_type(r.type)
    p.write(")")


plugin.directive("TokenOrdering", _parse_token_ordering, _print_token_ordering)
