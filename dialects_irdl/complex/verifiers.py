"""Hand-written checks of the complex dialect (``verifier = "..."`` on its operations).

- ``ComplexConstant`` (``complex.constant``): the value is a two-element array of integer
  or float attributes, both of the result's element type.
- ``ComplexBitcast`` (``complex.bitcast``): unless both types are the same, exactly one
  side is complex, both are integer, float or complex types, and their bit widths agree.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.floats import SEMANTICS
from core.ir import Operation
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("complex")


def _quoted(t: Attribute) -> str:
    from core.printer import attr_to_str

    return f"'{attr_to_str(t)}'"


def _complex_constant(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    value = inherent(op, "value")
    if value is None or value.defn is not B.A["array"] or len(op.results) != 1:
        return True
    items = value.params[0]
    if len(items) != 2:
        return fail(diags, op, "requires 'value' to be a complex constant, represented as "
                     "array of two values", True)  # fmt: skip
    ctype = op.results[0].type
    if ctype.defn is not B.T["complex"]:
        return True
    if any(a.defn not in (B.A["integer"], B.A["float"]) for a in items):
        return fail(diags, op, "requires attribute's elements to be float or integer attributes",
                     True)  # fmt: skip
    element = ctype.params[0]
    re, im = (a.params[0] for a in items)
    if re is not element or im is not element:
        return fail(
            diags, op,
            f"requires attribute's element types ({_quoted(re)}, {_quoted(im)}) to match the "
            f"element type of the op's return type ({_quoted(element)})",
            True,
        )  # fmt: skip
    return True


def _bit_width(t: Attribute) -> int | None:
    """The width of an integer, float or complex type (a complex: twice its element's)."""
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    kind = B.FLOAT_DEFS.get(t.defn)
    if kind is not None:
        return SEMANTICS[kind].width
    if t.defn is B.T["complex"]:
        inner = _bit_width(t.params[0])
        return None if inner is None else 2 * inner
    return None


def _complex_bitcast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) != 1 or len(op.results) != 1:
        return True
    source, target = op.operands[0].type, op.results[0].type
    if source is target:
        return True
    valid = (B.T["integer"], B.T["complex"], *B.FLOAT_DEFS)
    if source.defn not in valid:
        return fail(diags, op, "operand must be int/float/complex", True)
    if target.defn not in valid:
        return fail(diags, op, "result must be int/float/complex", True)
    if (source.defn is B.T["complex"]) == (target.defn is B.T["complex"]):
        return fail(diags, op, "requires that either input or output has a complex type", True)
    if _bit_width(source) != _bit_width(target):
        return fail(diags, op, "casting bitwidths do not match", True)
    return True


plugin.verifier("ComplexConstant", _complex_constant)
plugin.verifier("ComplexBitcast", _complex_bitcast)
