"""Custom forms of the transform dialect (mlir-opt's spelling):

- ``TransformNamedSequence`` (C++'s form of ``transform.named_sequence``): a function's
  form, as ``func.func`` (``irdl.format.directives``' ``FunctionOp``).
- ``SequenceOpOperands($root, type($root), $extra_bindings, type($extra_bindings))``:
  ``transform.sequence``'s operands: nothing, or ``%root (, %extra...)? : type`` with
  ``: (type, extra types)`` when there are extra bindings (the parentheses optional when
  read).
- ``ForeachMatchSymbols($matchers, $actions)``: ``@matcher -> @action, ...``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.lexer import VALUE
from irdl.plugin import Plugin, Slot

plugin = Plugin("transform")

plugin.assembly_format(
    "TransformNamedSequence",
    "custom<FunctionOp>($sym_name, $sym_visibility, $function_type, $arg_attrs, $res_attrs, $body)",
)


# --- SequenceOpOperands -------------------------------------------------------------------


def _parse_sequence_operands(
    dp: Any, root: Slot, root_type: Slot, extra: Slot, extra_types: Slot
) -> None:
    p = dp.p
    if p.lex.kind is not VALUE:
        dp.set_operands(root, [])
        dp.set_types(root_type, [])
        return
    dp.set_operands(root, [p.parse_operand_ref()])
    refs: list[tuple[str, int]] = []
    if p.consume_punct(","):
        refs.append(p.parse_operand_ref())
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
    p.expect_punct(":", "expected ':'")
    p.consume_punct("(")
    dp.set_types(root_type, [p.parse_type()])
    types: list[Any] = []
    if refs:
        p.expect_punct(",", "expected ','")
        types.append(p.parse_type())
        while p.consume_punct(","):
            types.append(p.parse_type())
    if len(types) != len(refs):
        p.error_at(dp.loc, "expected types to be provided for all operands")
    p.consume_punct(")")
    dp.set_operands(extra, refs)
    dp.set_types(extra_types, types)


def _print_sequence_operands(
    dp: Any, root: Slot, root_type: Slot, extra: Slot, extra_types: Slot
) -> None:
    roots = dp.operands(root)
    if not roots:
        return
    p = dp.p
    extras = dp.operands(extra)
    p.print_operand(roots[0])
    for v in extras:
        p.write(", ")
        p.print_operand(v)
    p.write(" : ")
    if extras:
        p.write("(")
    p.print_type(roots[0].type)
    for v in extras:
        p.write(", ")
        p.print_type(v.type)
    if extras:
        p.write(")")


plugin.directive(
    "SequenceOpOperands",
    _parse_sequence_operands,
    _print_sequence_operands,
    present=lambda dp, root, *_: bool(dp.operands(root)),
)


# --- ForeachMatchSymbols ------------------------------------------------------------------


def _symbol_ref(p: Any) -> Any:
    at = p.lex.start
    a = p.parse_attribute()
    if a.defn is not B.A["symbol_ref"]:
        p.custom_error("invalid kind of attribute specified", at)
    return a


def _parse_foreach_match_symbols(dp: Any, matchers: Slot, actions: Slot) -> None:
    p = dp.p
    found: list[Any] = []
    done: list[Any] = []
    while True:
        found.append(_symbol_ref(p))
        p.expect_punct("->", "expected '->'")
        done.append(_symbol_ref(p))
        if not p.consume_punct(","):
            break
    dp.set_attr(matchers, B.array_attr(tuple(found)))
    dp.set_attr(actions, B.array_attr(tuple(done)))


def _print_foreach_match_symbols(dp: Any, matchers: Slot, actions: Slot) -> None:
    p = dp.p
    found, done = dp.attr(matchers), dp.attr(actions)
    pairs = zip(found.params[0], done.params[0]) if found and done else ()
    for i, (m, a) in enumerate(pairs):
        p.write(",\n" + " " * (p.indent + 4) if i else "\n" + " " * (p.indent + 4))
        p.print_attribute(m)
        p.write(" -> ")
        p.print_attribute(a)


plugin.directive("ForeachMatchSymbols", _parse_foreach_match_symbols, _print_foreach_match_symbols)

# C++'s getDefaultDialect: these bodies write the transform dialect's operations bare.
for _op in ("transform.sequence", "transform.with_pdl_patterns"):
    plugin.default_dialect(_op, "transform")
