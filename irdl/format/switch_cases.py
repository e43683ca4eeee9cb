"""``SwitchCases($cases, $caseRegions)``: the case regions of a switch on an integer
(``scf.index_switch``, ``emitc.switch``), as MLIR's shared parser and printer of that
directive read and write them.

Reading: ``case N {...}``, repeated; the values go to an i64 dense array, each region is
read as written (no implicit terminator). Printing: each ``case N {...}`` on a line of its
own at the operation's indentation (the format's ``\\n`` then puts ``default`` on its own).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from irdl.format.int_lists import parse_integer
from irdl.plugin import Plugin, Slot

_library = Plugin("irdlkit")


def _parse_switch_cases(dp: Any, cases: Slot, case_regions: Slot) -> None:
    p = dp.p
    values: list[int] = []
    regions = []
    while p.consume_keyword("case"):
        values.append(parse_integer(p))
        regions.append(p.parse_region())  # (no implicit terminator here, as upstream)
    dp.set_attr(cases, get(B.A["dense_array"], (B.integer_type(64), tuple(values))))
    dp.set_regions(case_regions, regions)


def _print_switch_cases(dp: Any, cases: Slot, case_regions: Slot) -> None:
    p = dp.p
    attr = dp.attr(cases)
    values = attr.params[1] if attr is not None and attr.defn is B.A["dense_array"] else ()
    for value, region in zip(values, dp.regions(case_regions)):
        p.write("\n" + " " * p.indent + f"case {value} ")
        dp.print_region(region, entry_args=False, terminators=True)


_library.directive("SwitchCases", _parse_switch_cases, _print_switch_cases)
