"""Custom directives of the tensor dialect.

``ElementsOfShape($result, $elements)``: ``tensor.from_elements``'s type: a statically
shaped tensor type, whose element count and type give the types of the elements.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from irdl.format.directives import parse_type_of_kind
from irdl.plugin import Plugin, Slot

plugin = Plugin("tensor")


# --- ElementsOfShape -----------------------------------------------------------------------


def _parse_elements_of_shape(dp: Any, result: Slot, elements: Slot) -> None:
    p = dp.p
    t = parse_type_of_kind(p, "tensor")
    if B.DYNAMIC in t.params[0]:  # the result's constraint, checked by ODS's parser here
        p.custom_error(f"'{result.name}' must be statically shaped tensor of any type values, "
                       f"but got '{t!r}'", dp.loc)  # fmt: skip
    count = 1
    for d in t.params[0]:
        count *= d
    dp.set_types(result, [t])
    dp.set_types(elements, [t.params[1]] * count)


def _print_elements_of_shape(dp: Any, result: Slot, elements: Slot) -> None:
    values = dp.results(result)
    if values:
        dp.p.print_type(values[0].type)


plugin.directive("ElementsOfShape", _parse_elements_of_shape, _print_elements_of_shape)
