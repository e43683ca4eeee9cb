"""Custom directives of the arith dialect's syntax.

- ``RoundingMode($attr)``: a rounding mode (``to_nearest_even``, ``downward``, ``upward``,
  ``toward_zero``, ``to_nearest_away``, as a keyword or a string), held as an i32 integer
  (its position), as ODS's I32EnumAttr ``Arith_RoundingModeAttr``
  (``arith.truncf %x downward : f64 to f32``). It may anchor an optional group: the group
  is there when one of the words (or a string) comes next, and printed when the attribute
  is set.
- ``SelectOperands($condition, $true_value, $false_value)``: exactly that many operands,
  comma-separated (``custom op 'arith.select' expected 3 operands`` otherwise).
- ``SelectOpTypes(type($condition), type($result))``: ``: T`` for an ``i1`` condition,
  ``: C, T`` when the condition is a vector or tensor (``arith.select``'s hand-written form).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.lexer import BARE, STRING, VALUE
from irdl.format.directives import parse_enum_word, print_enum_word
from irdl.plugin import Plugin, Slot

plugin = Plugin("arith")

# --- RoundingMode --------------------------------------------------------------------------

ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")


def _rounding_mode_starts(p: Any) -> bool:
    lex = p.lex
    return lex.kind is STRING or (lex.kind is BARE and p.tok in ROUNDING_MODES)


plugin.directive(
    "RoundingMode",
    lambda dp, attr: parse_enum_word(dp, attr, ROUNDING_MODES, 32),
    lambda dp, attr: print_enum_word(dp, attr, ROUNDING_MODES),
    starts=_rounding_mode_starts,
    present=lambda dp, attr: dp.attr(attr) is not None,
)


# --- SelectOperands ------------------------------------------------------------------------


def _parse_select_operands(dp: Any, *groups: Slot) -> None:
    p = dp.p
    start = p.lex.start
    refs = []
    if p.lex.kind is VALUE:
        refs.append(p.parse_operand_ref())
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
    if len(refs) != len(groups):
        prefix = f"custom op '{p.custom_ops[-1]}' " if p.custom_ops else ""
        p.error_at(start, f"{prefix}expected {len(groups)} operands")
    for group, ref in zip(groups, refs):
        dp.set_operands(group, [ref])


def _print_select_operands(dp: Any, *groups: Slot) -> None:
    p = dp.p
    for i, group in enumerate(groups):
        if i:
            p.write(", ")
        for v in dp.operands(group):
            p.print_operand(v)


plugin.directive("SelectOperands", _parse_select_operands, _print_select_operands)


# --- SelectOpTypes -------------------------------------------------------------------------


def _parse_select_types(dp: Any, condition: Slot, result: Slot) -> None:
    p = dp.p
    first = p.parse_type()
    if p.consume_punct(","):
        dp.set_types(condition, [first])
        dp.set_types(result, [p.parse_type()])
    else:
        dp.set_types(condition, [B.I1])
        dp.set_types(result, [first])


def _print_select_types(dp: Any, condition: Slot, result: Slot) -> None:
    p = dp.p
    conditions = dp.operands(Slot("operand", condition.name))
    results = dp.results(Slot("result", result.name))
    if conditions and conditions[0].type.defn in B.SHAPED_DEFS:
        p.print_type(conditions[0].type)
        p.write(", ")
    if results:
        p.print_type(results[0].type)


plugin.directive("SelectOpTypes", _parse_select_types, _print_select_types)
