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

from core import builtin as B
from dialects_irdl.pdl.types import pdl_type
from irdl.format import range_types  # noqa: F401  (RangeType)
from irdl.plugin import Plugin, Slot

plugin = Plugin("pdl")


def parse_named_attributes(dp: Any, values: Slot, names: Slot) -> None:
    """``{"name" = %value, ...}`` or nothing: the values (``!pdl.attribute``) and names."""
    p = dp.p
    refs: list[tuple[str, int]] = []
    words: list[Any] = []
    if p.consume_punct("{"):
        while True:
            at = p.lex.start
            name = p.parse_attribute()
            if name.defn is not B.A["string"]:
                p.custom_error("invalid kind of attribute specified", at)
            words.append(name)
            p.expect_punct("=", "expected '='")
            refs.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct("}", "expected '}'")
    dp.set_operands(values, refs)
    dp.set_types(values, [pdl_type(p.ctx, "attribute")] * len(refs))
    dp.set_attr(names, B.array_attr(tuple(words)))


def print_named_attributes(dp: Any, values: Slot, names: Slot) -> None:
    words = dp.attr(names)
    operands = dp.operands(values)
    if words is None or not words.params[0]:
        return
    p = dp.p
    p.write(" {")
    for i, (w, v) in enumerate(zip(words.params[0], operands)):
        if i:
            p.write(", ")
        p.print_attribute(w)
        p.write(" = ")
        p.print_operand(v)
    p.write("}")


plugin.directive("OperationOpAttributes", parse_named_attributes, print_named_attributes)


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
