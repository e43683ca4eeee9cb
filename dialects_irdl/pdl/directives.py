"""Custom directives of the pdl dialect's operation forms (mlir-opt's spelling):

- ``OperationOpAttributes($attributeValues, $attributeValueNames)``: ``pdl.operation``'s
  ``{"name" = %attr, ...}``, or nothing; every value is a ``!pdl.attribute``, the names go
  to ``attributeValueNames`` (an empty list when there are none).
- ``ResultsValueType(ref($index), type($val))``: ``pdl.results``'s result type: ``-> type``
  after an index, ``!pdl.range<value>`` (unwritten) without one.
- ``RangeType`` (``pdl.range``'s result type) is ``irdl.format.range_types``'s, which
  pdl_interp shares.
"""

from __future__ import annotations

from typing import Any

from dialects_irdl.pdl.types import pdl_type
from irdl.format import range_types  # noqa: F401  (RangeType)
from irdl.format.directives import parse_string_named_operands, print_string_named_operands
from irdl.plugin import Plugin, Slot

plugin = Plugin("pdl")


def parse_named_attributes(dp: Any, values: Slot, names: Slot) -> None:
    """``{"name" = %value, ...}`` or nothing: the values (``!pdl.attribute``) and names."""
    parse_string_named_operands(dp, values, names, pdl_type(dp.p.ctx, "attribute"))


plugin.directive("OperationOpAttributes", parse_named_attributes, print_string_named_operands)


def _parse_results_value_type(dp: Any, index: Slot, val: Slot) -> None:
    p = dp.p
    if dp.attr(index) is None:
        dp.set_types(val, [pdl_type(p.ctx, "range", pdl_type(p.ctx, "value"))])
        return
    p.expect_punct("->", "expected '->'")
    dp.set_types(val, [p.parse_type()])


def _print_results_value_type(dp: Any, index: Slot, val: Slot) -> None:
    if dp.attr(index) is not None:
        dp.p.write(" -> ")
        dp.p.print_type(dp.results(val)[0].type)


plugin.directive("ResultsValueType", _parse_results_value_type, _print_results_value_type)

# C++'s getDefaultDialect: the bodies of patterns and rewrites write pdl's operations bare.
plugin.default_dialect("pdl.pattern", "pdl")
plugin.default_dialect("pdl.rewrite", "pdl")
