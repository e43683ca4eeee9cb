"""Integers and integer lists of custom forms, shared by the dialects' directives.

- ``parse_integer(p, bits)``: a signed integer of ``bits`` bits, as MLIR's
  ``parseInteger<intN_t>`` reads it (the messages and locations are upstream's).
- ``wrap_signed(value, width)``: the value an integer of ``width`` bits holds after
  truncation (MLIR builds case values as ``APInt(width, int64)``).
- ``DynamicIndexList($values, $static)`` (optionally ``"()"`` for parentheses):
  ``[%a, 4, %b]``, a list mixing index SSA values and integers; the integers are held in an
  i64 dense array whose entry for each value is ``ShapedType::kDynamic`` (INT64_MIN).
  Offsets, sizes and strides of views and slices, vector positions, affine bases.
- ``DenseArray($attr)`` (optionally a width, ``"32"``; 64 by default): ``[1, 2]``, a dense
  integer array written by its values alone, as ODS writes a ``DenseI64ArrayAttr``
  variable.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.diagnostics import Diagnostic, DiagnosticError, Severity
from core.lexer import INT, VALUE, int_literal
from irdl.plugin import Plugin, Slot

_library = Plugin("irdlkit")


def parse_integer(p: Any, bits: int = 64) -> int:
    """``-``? integer, within the signed range of ``bits`` bits."""
    start = p.lex.start
    negative = p.consume_punct("-")
    if p.lex.kind is not INT:
        if negative:  # upstream's lexer-level message, without the op's name
            p.error_here("expected integer value")
        p.custom_error("expected integer value")
    value = int_literal(p.tok)
    p.lex.next()
    if negative:
        value = -value
    if not -(1 << (bits - 1)) <= value < 1 << (bits - 1):
        p.custom_error("integer value too large", start)
    return value


def wrap_signed(value: int, width: int) -> int:
    """``value`` truncated to ``width`` bits, read back as a signed number."""
    if width <= 0:
        return 0
    value &= (1 << width) - 1
    return value - (1 << width) if width > 1 and value >> (width - 1) else value


def i64_array(values: list[int]) -> Any:
    return get(B.A["dense_array"], (B.I64, tuple(values)))


def array_values(a: Any) -> tuple[int, ...]:
    """The values of a dense array attribute; none for anything else."""
    return a.params[1] if a is not None and a.defn is B.A["dense_array"] else ()


# --- DynamicIndexList ---------------------------------------------------------------------


def parse_index_list(dp: Any, delimiters: str = "[]") -> tuple[list[tuple[str, int]], list[int]]:
    """The SSA values and the static list (kDynamic for each value). Any failure is
    followed by upstream's "expected SSA value or integer" at the operation."""
    p = dp.p
    refs: list[tuple[str, int]] = []
    static: list[int] = []
    open_, close = delimiters[0], delimiters[1]
    try:
        p.expect_punct(open_, f"expected '{open_}' in dynamic index list")
        if not p.consume_punct(close):
            while True:
                if p.lex.kind is VALUE:
                    refs.append(p.parse_operand_ref())
                    static.append(B.DYNAMIC)
                else:
                    static.append(parse_integer(p))
                if not p.consume_punct(","):
                    break
            p.expect_punct(close, f"expected '{close}' in dynamic index list")
    except DiagnosticError as exc:
        exc.followups.append(Diagnostic(
            Severity.ERROR, f"custom op '{dp.info.name}' expected SSA value or integer",
            p.src.loc(dp.loc)))  # fmt: skip
        raise
    return refs, static


def print_index_list(p: Any, entries: list[Any], delimiters: str = "[]") -> None:
    """Each entry an int, or the SSA value standing for it (None: a value is missing)."""
    p.write(delimiters[0])
    for i, entry in enumerate(entries):
        if i:
            p.write(", ")
        if isinstance(entry, int):
            p.write(str(entry))
        elif entry is None:
            p.write("<<NULL VALUE>>")
        else:
            p.print_operand(entry)
    p.write(delimiters[1])


def mixed_entries(dp: Any, values: Slot, static: Slot) -> list[Any]:
    """Each entry of a static list: an int, or the SSA value standing for it."""
    dynamic = iter(dp.operands(values))
    return [next(dynamic, None) if n == B.DYNAMIC else n for n in array_values(dp.attr(static))]


def _parse_dynamic_index_list(dp: Any, values: Slot, static: Slot, delimiters: str = "[]") -> None:
    refs, ints = parse_index_list(dp, delimiters)
    dp.set_index_operands(values, refs)
    dp.set_attr(static, i64_array(ints))


def _print_dynamic_index_list(dp: Any, values: Slot, static: Slot, delimiters: str = "[]") -> None:
    print_index_list(dp.p, mixed_entries(dp, values, static), delimiters)


_library.directive(
    "DynamicIndexList",
    _parse_dynamic_index_list,
    _print_dynamic_index_list,
    starts=lambda p: bool(p.at_punct("[") or p.at_punct("(")),
)


# --- DenseArray -----------------------------------------------------------------------------


def _parse_dense_array(dp: Any, attr: Slot, width: str = "64") -> None:
    p = dp.p
    bits = int(width)
    values: list[int] = []
    p.expect_punct("[", "expected '['")
    if not p.consume_punct("]"):
        while True:
            values.append(parse_integer(p, bits))
            if not p.consume_punct(","):
                break
        p.expect_punct("]", "expected ']'")
    dp.set_attr(attr, get(B.A["dense_array"], (B.integer_type(bits), tuple(values))))


def _print_dense_array(dp: Any, attr: Slot, width: str = "64") -> None:
    """``[v, ...]`` for a dense array attribute, any other attribute in full."""
    a = dp.attr(attr)
    if a is not None and a.defn is B.A["dense_array"]:
        dp.p.write("[" + ", ".join(str(v) for v in a.params[1]) + "]")
    elif a is not None:
        dp.p.print_attribute(a)


_library.directive(
    "DenseArray",
    _parse_dense_array,
    _print_dense_array,
    starts=lambda p: bool(p.at_punct("[")),
    present=lambda dp, attr, width="64": dp.attr(attr) is not None,
)
