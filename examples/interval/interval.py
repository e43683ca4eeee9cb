"""The interval dialect's plug-in: what interval.irdl.mlir names and a declaration cannot say.

Load it with ``irdl-opt --load-dialect-plugin=interval.py --irdl-file=interval.irdl.mlir``,
or from Python with ``irdl.Context().load_plugin("interval.py")``.
"""

from __future__ import annotations

import struct
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.format.ops import DirectiveParser, DirectivePrinter
from irdl.plugin import Plugin, Slot, fail, inherent

plugin = Plugin("interval")


def _value(a: Attribute | None) -> float | None:
    """The value of an f64 float attribute."""
    if a is None or a.defn is not B.A["float"] or a.params[0] is not B.F64:
        return None
    return float(struct.unpack("<d", a.params[1].to_bytes(8, "little"))[0])


def parse_bounds(dp: DirectiveParser, lo: Slot, hi: Slot) -> None:
    """``[lo, hi]``: two f64 values; the ``: f64`` of each is implied."""
    p = dp.p
    p.expect_punct("[", "expected '[' before the lower bound")
    dp.set_attr(lo, p.parse_attribute(B.F64))
    p.expect_punct(",", "expected ',' between the bounds")
    dp.set_attr(hi, p.parse_attribute(B.F64))
    p.expect_punct("]", "expected ']' after the upper bound")


def print_bounds(dp: DirectivePrinter, lo: Slot, hi: Slot) -> None:
    dp.p.write("[")
    dp.p.print_attribute(dp.attr(lo), elide_type=True)
    dp.p.write(", ")
    dp.p.print_attribute(dp.attr(hi), elide_type=True)
    dp.p.write("]")


def verify_bounds(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The lower bound may not exceed the upper one."""
    lo, hi = _value(inherent(op, "lo")), _value(inherent(op, "hi"))
    if lo is None or hi is None:
        return fail(diags, op, "expects f64 bounds")
    if lo > hi:
        return fail(diags, op, f"lower bound {lo:e} exceeds upper bound {hi:e}")
    return True


plugin.directive("Bounds", parse_bounds, print_bounds)
plugin.verifier("IntervalBounds", verify_bounds)
