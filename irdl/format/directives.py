"""The library of custom directives: ``custom<Name>(args)`` in an assembly format.

A directive reads and prints a piece of syntax the declarative format cannot say. Each is
registered under its name with ``parse(dp, *args)`` and ``print(dp, *args)``; the
arguments are ``Slot``s naming the operation's parts (operands, attributes, regions...) in
the order the format lists them, or plain strings for string literals. Optional members:
``starts(parser)`` (may it begin an optional group here) and ``present(dp, *args)``
(does it print anything, when it anchors a group).

Directives (see docs/irdl-extensions.md for examples):

- ``SingleBlockRegion($r)``: an optional region; absent means one empty block, and a
  region whose block is empty prints nothing.
- ``NamedValueList($values, $names)``: ``(name: %v, ...)``, names as keywords.
- ``NamedValueListWithVariadicity($values, $names, $variadicity)``:
  ``(name: variadic %v, ...)``; ``single`` is implied and not printed.
- ``AttributesOp($values, $names)``: ``{"name" = %v, ...}``, or nothing.
- ``SymbolName($attr)``: ``@name`` for a string attribute.
- ``TypedAttribute($attr, "type")``: an attribute parsed with that type and printed
  without it (``with size 3`` for an i32).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core import builtin as B
from core.ir import Region
from core.lexer import AT, STRING, VALUE, symbol_text


@dataclass(frozen=True)
class Slot:
    """A directive argument: the kind of part (operand, result, attribute, region,
    successor, type) and its name."""

    kind: str
    name: str


@dataclass(frozen=True)
class CustomDirective:
    name: str
    parse: Callable[..., None]
    print: Callable[..., None]
    starts: Callable[[Any], bool] = lambda p: False
    present: Callable[..., bool] = lambda dp, *args: True


DIRECTIVES: dict[str, CustomDirective] = {}


def _register(d: CustomDirective) -> None:
    DIRECTIVES[d.name] = d


# --- SingleBlockRegion -------------------------------------------------------------------


def _parse_single_block_region(dp: Any, region: Slot) -> None:
    p = dp.p
    if p.at_punct("{"):
        r = p.parse_region(isolated=dp.info.isolated_from_above)
    else:
        r = Region()
    if not r.blocks:
        r.add_block()
    dp.set_region(region, r)


def _print_single_block_region(dp: Any, region: Slot) -> None:
    r = dp.region(region)
    if r is not None and r.blocks and r.blocks[0].ops:
        dp.p.print_region(r)


_register(
    CustomDirective(
        "SingleBlockRegion",
        _parse_single_block_region,
        _print_single_block_region,
        starts=lambda p: bool(p.at_punct("{")),
    )
)


# --- NamedValueList (and with variadicity) -----------------------------------------------

_VARIADICITIES = ("single", "optional", "variadic")


def _parse_named_values(dp: Any, values: Slot, names: Slot, variadicity: Slot | None) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    labels = []
    kinds = []
    p.expect_punct("(", "expected '('")
    if not p.consume_punct(")"):
        while True:
            labels.append(B.string_attr(p.parse_keyword()))
            p.expect_punct(":", "expected ':'")
            if variadicity is not None:
                kind = "single"
                if p.lex.kind is not VALUE:
                    word = p.tok
                    if word in _VARIADICITIES:
                        p.lex.next()
                        kind = word
                kinds.append(kind)
            refs.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
    dp.set_operands(values, refs)
    dp.set_attr(names, B.array_attr(tuple(labels)))
    if variadicity is not None:
        dp.set_attr(variadicity, variadicity_array(p.ctx, kinds))


def _print_named_values(dp: Any, values: Slot, names: Slot, variadicity: Slot | None) -> None:
    p = dp.p
    operands = dp.operands(values)
    labels = dp.attr(names)
    label_texts = [a.params[0] for a in labels.params[0]] if labels is not None else []
    kinds = variadicity_kinds(dp.attr(variadicity)) if variadicity is not None else []
    p.write("(")
    for i, v in enumerate(operands):
        if i:
            p.write(", ")
        p.write((label_texts[i] if i < len(label_texts) else "") + ": ")
        if i < len(kinds) and kinds[i] != "single":
            p.write(kinds[i] + " ")
        p.print_operand(v)
    p.write(")")


_register(
    CustomDirective(
        "NamedValueList",
        lambda dp, v, n: _parse_named_values(dp, v, n, None),
        lambda dp, v, n: _print_named_values(dp, v, n, None),
    )
)
_register(
    CustomDirective("NamedValueListWithVariadicity", _parse_named_values, _print_named_values)
)


def variadicity_array(ctx: Any, kinds: list[str]) -> Any:
    """``#irdl<variadicity_array[...]>`` of the loaded IRDL dialect."""
    from irdl.irdl_dialect import variadicity_array_attr

    return variadicity_array_attr(ctx, kinds)


def variadicity_kinds(attr: Any) -> list[str]:
    from irdl.irdl_dialect import variadicity_values

    return variadicity_values(attr)


# --- AttributesOp --------------------------------------------------------------------------


def _parse_attributes_op(dp: Any, values: Slot, names: Slot) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    labels = []
    if p.consume_punct("{"):
        if not p.consume_punct("}"):
            while True:
                if p.lex.kind is not STRING:
                    p.wrong_token("expected attribute value")
                labels.append(p.parse_attribute())
                p.expect_punct("=", "expected '='")
                refs.append(p.parse_operand_ref())
                if not p.consume_punct(","):
                    break
            p.expect_punct("}", "expected '}'")
    dp.set_operands(values, refs)
    dp.set_attr(names, B.array_attr(tuple(labels)))


def _print_attributes_op(dp: Any, values: Slot, names: Slot) -> None:
    labels = dp.attr(names)
    entries = labels.params[0] if labels is not None else ()
    if not entries:
        return
    p = dp.p
    p.write("{")
    for i, (label, v) in enumerate(zip(entries, dp.operands(values))):
        if i:
            p.write(", ")
        p.print_attribute(label)
        p.write(" = ")
        p.print_operand(v)
    p.write("}")


_register(CustomDirective("AttributesOp", _parse_attributes_op, _print_attributes_op))


# --- SymbolName ----------------------------------------------------------------------------


def _parse_symbol_name(dp: Any, attr: Slot) -> None:
    dp.set_attr(attr, B.string_attr(dp.p.parse_symbol_name()))


def _print_symbol_name(dp: Any, attr: Slot) -> None:
    a = dp.attr(attr)
    if a is not None:
        dp.p.write(symbol_text(a.params[0]))


_register(
    CustomDirective(
        "SymbolName",
        _parse_symbol_name,
        _print_symbol_name,
        starts=lambda p: p.lex.kind is AT,
        present=lambda dp, attr: dp.attr(attr) is not None,
    )
)


# --- TypedAttribute ------------------------------------------------------------------------


def _parse_typed_attribute(dp: Any, attr: Slot, type_text: str) -> None:
    from core.diagnostics import SourceFile
    from core.type_parser import TypeAttrParser

    p = dp.p
    type_parser = TypeAttrParser(SourceFile("<format>", type_text), p.ctx)
    dp.set_attr(attr, p.parse_attribute(type_parser.parse_type()))


def _print_typed_attribute(dp: Any, attr: Slot, type_text: str) -> None:
    a = dp.attr(attr)
    if a is not None:
        dp.p.print_attribute(a, elide_type=True, always=True)


_register(
    CustomDirective(
        "TypedAttribute",
        _parse_typed_attribute,
        _print_typed_attribute,
        present=lambda dp, attr, t: dp.attr(attr) is not None,
    )
)
