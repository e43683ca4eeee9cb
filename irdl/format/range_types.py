"""``custom<RangeType>(ref(type($arguments)), type($result))``: the result type of the
pdl and pdl_interp dialects' range-building operations (``pdl.range``,
``pdl_interp.create_range``), which both name this one directive.

With arguments, the result is ``!pdl.range<E>``, E being the first argument's type, or its
element type when that is itself a range, and nothing is written; without, the result type
follows as ``: type``.
"""

from __future__ import annotations

from typing import Any

from core.attributes import get
from irdl.plugin import Plugin, Slot

_library = Plugin("irdlkit")


def _range_of(ctx: Any, t: Any) -> Any:
    info = ctx.dialect("pdl")
    if t.defn.key == "!pdl.range":
        t = t.params[0]
    return get(info.types.get("range") or info.types["!range"], (t,))


def _parse_range_type(dp: Any, arguments: Slot, result: Slot) -> None:
    p = dp.p
    types = dp.st.types.get(arguments.name) or []
    if types:
        dp.set_types(result, [_range_of(p.ctx, types[0])])
        return
    p.expect_punct(":", "expected ':'")
    dp.set_types(result, [p.parse_type()])


def _print_range_type(dp: Any, arguments: Slot, result: Slot) -> None:
    if not dp.operands(arguments):
        dp.p.write(": ")
        dp.p.print_type(dp.results(result)[0].type)


_library.directive("RangeType", _parse_range_type, _print_range_type)
