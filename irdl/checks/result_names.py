"""The library of result-name hints a definition may name in ``result_names = "..."``.

In custom form MLIR prints some results with names their operation suggests
(OpAsmOpInterface's getAsmResultNames): ``%c42_i32 = arith.constant 42 : i32``. Each hint
is a function from the operation to the name of its result (made unique by the
printer), or None to keep a number.

- ``Constant``: ``true``/``false`` for an i1, ``c<value>_<type>`` for another integer
  type, ``c<value>`` for index, ``cst`` for anything else.
- ``ResultNames``: each result by the name its definition gives it (``%res1, %res2 =
  vector.deinterleave``); compiled in ``irdl.runtime.build``, which knows the definition.
"""

from __future__ import annotations

from collections.abc import Callable

from core import builtin as B
from core.ir import Operation
from core.printer import attr_to_str
from irdl.plugin import Plugin, inherent


def _constant(op: Operation) -> str | None:
    value = inherent(op, "value")
    if value is None or value.defn is not B.A["integer"]:
        return "cst"
    type, v = value.params
    if type.defn is B.T["integer"]:
        width, signedness = type.params
        if width == 1:
            return "true" if v else "false"
        if signedness == B.UNSIGNED and v < 0:
            v += 1 << width
        return f"c{v}_{attr_to_str(type)}"
    return f"c{v}"


def named(*names: str) -> Callable[[Operation], tuple[str, ...]]:
    """A hint that names the results ``names`` whatever the operation."""
    return lambda op: names


_library = Plugin("irdlkit")
_library.result_names("Constant", _constant)
