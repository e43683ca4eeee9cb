"""Custom directives of the cf dialect (``custom<SwitchOpCases>``).

``SwitchOpCases(ref(type($flag)), $default_destination, $default_operands,
type($default_operands), $case_values, $case_destinations, $case_operands,
type($case_operands), $case_operand_segments)``: the cases of ``cf.switch``, inside the
brackets the format writes::

    default: ^bb1(%a : i32),
    42: ^bb2(%b, %c : i32, f32),
    43: ^bb3

Each successor may be followed by its operands and their types in parentheses. A case
value is an integer read at the flag's width (wrapping) and printed unsigned; the values
are held as a dense integer vector of the flag's type (``case_values``, absent without
cases), and how many operands each case takes as ``case_operand_segments``. Printed one
case per line, the closing bracket on a line of its own when there are cases.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from irdl.format.directives import (
    parse_switch_cases,
    print_successor_operands,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("cf")


def _parse_switch_cases(
    dp: Any, flag_type: Slot, default_dest: Slot, default_operands: Slot, default_types: Slot,
    case_values: Slot, case_dests: Slot, case_operands: Slot, case_types: Slot,
    segments: Slot,
) -> None:  # fmt: skip
    ftype = (dp.st.types.get(flag_type.name) or [B.I64])[0]
    parse_switch_cases(dp, ftype, default_dest, default_operands, case_values, case_dests,
                       case_operands, segments)  # fmt: skip


def _print_successor(p: Any, block: Any, values: list[Any]) -> None:
    p.print_successor(block)
    print_successor_operands(p, values)


def _print_switch_cases(
    dp: Any, flag_type: Slot, default_dest: Slot, default_operands: Slot, default_types: Slot,
    case_values: Slot, case_dests: Slot, case_operands: Slot, case_types: Slot,
    segments: Slot,
) -> None:  # fmt: skip
    from irdl.checks.verifiers import case_operand_groups

    p = dp.p
    p.write("  default: ")  # after the format's `\n` (the op's indentation), as C++ writes it
    default = dp.successors(default_dest)
    if default:
        _print_successor(p, default[0], dp.operands(default_operands))
    attr = dp.attr(case_values)
    dests = dp.successors(case_dests)
    groups = case_operand_groups(dp.op, dp.operands(case_operands))
    if attr is None or attr.defn is not B.A["dense_int_or_fp_elements"]:
        return
    shaped, splat, stored = attr.params
    elt = shaped.params[1] if shaped.params else B.I64
    width = int(elt.params[0]) if elt.defn is B.T["integer"] else 64
    values = [stored[0]] * len(dests) if splat else list(stored)
    for i, block in enumerate(dests):
        p.write(",\n" + " " * (p.indent + 2))
        value = values[i] if i < len(values) else 0
        p.write(str(value & ((1 << width) - 1)) + ": ")
        _print_successor(p, block, groups[i] if i < len(groups) else [])
    if dests:
        p.write("\n" + " " * p.indent)


plugin.directive("SwitchOpCases", _parse_switch_cases, _print_switch_cases)
