"""Integers and integer lists of custom forms, shared by the dialects' directives.

- ``parse_integer(p, bits)``: a signed integer of ``bits`` bits, as MLIR's
  ``parseInteger<intN_t>`` reads it (the messages and locations are upstream's).
- ``wrap_signed(value, width)``: the value an integer of ``width`` bits holds after
  truncation (MLIR builds case values as ``APInt(width, int64)``).
- ``DynamicIndexList($values, $static)`` (optionally ``$scalable``, an i1 dense array of
  which entries are bracketed, ``[4, [8]]``; and ``"()"`` for parentheses): ``[%a, 4, %b]``,
  a list mixing SSA values and integers; the integers are held in an i64 dense array whose
  entry for each value is ``ShapedType::kDynamic`` (INT64_MIN). Offsets, sizes and strides
  of views and slices, vector positions, affine bases, transform's tile sizes.
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


def parse_index_list(
    dp: Any, delimiters: str = "[]", scalable: list[bool] | None = None
) -> tuple[list[tuple[str, int]], list[int]]:
    """The SSA values and the static list (kDynamic for each value). Each entry may be
    wrapped in brackets (``[4]``: a scalable size), recorded in ``scalable`` when given.
    Any failure is followed by upstream's "expected SSA value or integer" at the
    operation."""
    p = dp.p
    refs: list[tuple[str, int]] = []
    static: list[int] = []
    flags: list[bool] = [] if scalable is None else scalable
    open_, close = delimiters[0], delimiters[1]
    failed = Diagnostic(Severity.ERROR, f"custom op '{dp.info.name}' expected SSA value or "
                        "integer", p.src.loc(dp.loc))  # fmt: skip
    try:
        p.expect_punct(open_, f"expected '{open_}' in dynamic index list")
        if not p.consume_punct(close):
            while True:
                value = p.parse_operand_ref() if p.lex.kind is VALUE else None
                flags.append(bool(p.consume_punct("[")))  # upstream asks after the value
                if value is not None:
                    refs.append(value)
                    static.append(B.DYNAMIC)
                else:
                    static.append(parse_integer(p))
                if flags[-1] and not p.consume_punct("]"):  # no message of its own
                    raise DiagnosticError(failed)
                if not p.consume_punct(","):
                    break
            p.expect_punct(close, f"expected '{close}' in dynamic index list")
    except DiagnosticError as exc:
        if exc.diag is not failed:
            exc.followups.append(failed)
        raise
    return refs, static


def print_index_list(
    p: Any, entries: list[Any], delimiters: str = "[]", scalable: tuple[bool, ...] = ()
) -> None:
    """Each entry an int, or the SSA value standing for it (None: a value is missing); an
    entry ``scalable`` flags is bracketed."""
    p.write(delimiters[0])
    for i, entry in enumerate(entries):
        if i:
            p.write(", ")
        wrapped = i < len(scalable) and bool(scalable[i])
        if wrapped:
            p.write("[")
        if isinstance(entry, int):
            p.write(str(entry))
        elif entry is None:
            p.write("<<NULL VALUE>>")
        else:
            p.print_operand(entry)
        if wrapped:
            p.write("]")
    p.write(delimiters[1])


def mixed_entries(dp: Any, values: Slot, static: Slot) -> list[Any]:
    """Each entry of a static list: an int, or the SSA value standing for it."""
    dynamic = iter(dp.operands(values))
    return [next(dynamic, None) if n == B.DYNAMIC else n for n in array_values(dp.attr(static))]


def _split_args(args: tuple[Any, ...]) -> tuple[Slot | None, str]:
    """``DynamicIndexList``'s optional arguments: the scalable flags' attribute (a slot),
    then the delimiters (a string)."""
    scalable = next((a for a in args if isinstance(a, Slot)), None)
    delimiters = next((a for a in args if isinstance(a, str)), "[]")
    return scalable, delimiters


def _parse_dynamic_index_list(dp: Any, values: Slot, static: Slot, *args: Any) -> None:
    """``[%a, 4, [8]]``; the values are index operands unless the format gives their types
    elsewhere (a transform handle's sizes), and with a scalable-flags slot every entry
    records whether it was bracketed (an ``i1`` dense array, set even when empty)."""
    scalable, delimiters = _split_args(args)
    flags: list[bool] = []
    refs, ints = parse_index_list(dp, delimiters, flags)
    dp.set_index_operands(values, refs)
    dp.set_attr(static, i64_array(ints))
    if scalable is not None:
        dp.set_attr(scalable, get(B.A["dense_array"], (B.I1, tuple(flags))))


def _print_dynamic_index_list(dp: Any, values: Slot, static: Slot, *args: Any) -> None:
    scalable, delimiters = _split_args(args)
    flags = array_values(dp.attr(scalable)) if scalable is not None else ()
    print_index_list(dp.p, mixed_entries(dp, values, static), delimiters, flags)


def _dynamic_index_list_present(dp: Any, values: Slot, static: Slot, *args: Any) -> bool:
    """ODS's rule for a custom directive anchoring an optional group: one of its arguments
    is present (values given, or the static list set and not its default)."""
    if dp.operands(values):
        return True
    a = dp.attr(static)
    return a is not None and a is not dp.fmt.shape.defaults.get(static.name)


_library.directive(
    "DynamicIndexList",
    _parse_dynamic_index_list,
    _print_dynamic_index_list,
    starts=lambda p: bool(p.at_punct("[") or p.at_punct("(")),
    present=_dynamic_index_list_present,
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


def _parse_optional_int(dp: Any, attr: Slot) -> None:
    dp.set_attr(attr, B.array_attr((B.integer_attr(parse_integer(dp.p), B.I64),)))


def _print_optional_int(dp: Any, attr: Slot) -> None:
    """The value of ``[v]``; any other attribute in full."""
    a = dp.attr(attr)
    if a is not None and a.defn is B.A["array"] and len(a.params[0]) == 1:
        dp.p.write(str(a.params[0][0].params[1]))
    elif a is not None:
        dp.p.print_attribute(a)


# ODS's OptionalProp<I64Prop> (ptr's alignment): the integer, held as `[v]` (`[]`: absent)
_library.directive(
    "OptionalInt",
    _parse_optional_int,
    _print_optional_int,
    present=lambda dp, attr: (a := dp.attr(attr)) is not None and a.params != ((),),
)
