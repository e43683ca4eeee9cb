"""The library of result-name hints a definition may name in ``result_names = "..."``.

In custom form MLIR prints some results with names their operation suggests
(OpAsmOpInterface's getAsmResultNames): ``%c42_i32 = arith.constant 42 : i32``. Each hint
here is a function from the operation to the name of its result (made unique by the
printer), or None to keep a number.

- ``Constant``: ``true``/``false`` for an i1, ``c<value>_<type>`` for another integer
  type, ``c<value>`` for index, ``cst`` for anything else.
- ``VScale``: ``vscale`` (``vector.vscale``).
- ``SumOverflow``, ``LowHigh``, ``SinCos``: a name for each of two results
  (``%sum, %overflow = arith.addui_extended ...``).
- ``IndexConstant``: ``idx<value>`` (``index.constant``).
- ``FuncConstant``: ``f`` (``func.constant``).
- ``ResultNames``: each result by the name its definition gives it (``%res1, %res2 =
  vector.deinterleave``); compiled in ``irdl.runtime``, which knows the definition.
"""

from __future__ import annotations

from collections.abc import Callable

from core import builtin as B
from core.ir import Operation
from core.printer import attr_to_str
from irdl.verifiers import inherent


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


def _index_constant(op: Operation) -> str | None:
    value = inherent(op, "value")
    return f"idx{value.params[1]}" if value is not None and value.defn is B.A["integer"] else None


def _named(*names: str) -> Callable[[Operation], tuple[str, ...]]:
    return lambda op: names


HINTS: dict[str, Callable[[Operation], str | tuple[str, ...] | None]] = {
    "SumOverflow": _named("sum", "overflow"),
    "LowHigh": _named("low", "high"),
    "SinCos": _named("sin", "cos"),
    "VScale": _named("vscale"),
    "Constant": _constant,
    "IndexConstant": _index_constant,
    "FuncConstant": lambda op: "f",
}
