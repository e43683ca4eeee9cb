"""Custom forms of the smt dialect, as mlir-opt reads and prints them.

- ``BitVectorAttr`` (``#smt.bv<5> : !smt.bv<32>``): ``custom<SmtBitVector>($value)``: an
  integer (``true``/``false`` too) that fits the width of the bit-vector type written after
  the attribute, as a signed or an unsigned number; held as an integer of that width, and
  printed as a signed number, with the type.
- ``SmtEq``, ``SmtDistinct``: ``%a, %b, ... attr-dict : type`` (every operand of that type).
- ``SmtIntConstant``: ``smt.int.constant -5``: an integer of any size, held as MLIR reads
  an APInt (an unsigned integer whose width is 4 bits per decimal digit, one more if the top
  bit is set, negated in that width) and printed signed.
- ``SmtRepeat``: ``N times %input attr-dict : !smt.bv<W>``; the result is
  ``!smt.bv<N*W>``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.lexer import BARE, INT
from irdl.plugin import Plugin, Slot

plugin = Plugin("smt")


def smt_type(ctx: Any, name: str, *params: Any) -> Any:
    info = ctx.dialect("smt")
    return get(info.types.get(name) or info.types["!" + name], tuple(params))


def _key(t: Any) -> str:
    return str(getattr(getattr(t, "defn", None), "key", ""))


def type_width(t: Any) -> int | None:
    """The width of an ``!smt.bv<W>`` (its parameter an integer or an integer attribute)."""
    if _key(t) != "!smt.bv":
        return None
    w = t.params[0]
    return int(w.params[1]) if hasattr(w, "defn") and w.defn is B.A["integer"] else int(w)


def bv_type(ctx: Any, width: int, like: Any) -> Any:
    """``!smt.bv<width>``, its parameter held as ``like``'s is."""
    w = like.params[0]
    param = B.integer_attr(width, w.params[0]) if hasattr(w, "defn") else width
    return smt_type(ctx, "bv", param)


def _signed(value: int, width: int) -> int:
    return value - (1 << width) if width and value >> (width - 1) else value


# --- #smt.bv ------------------------------------------------------------------------------------


def bv_width(a: Any) -> int:
    return int(a.params[0].params[0].params[0])


def bv_value(a: Any) -> int:
    v = a.params[0]
    return _signed(int(v.params[1]), int(v.params[0].params[0]))


def _parse_bit_vector(p: Any, value: str) -> dict[str, Any]:
    at = p.lex.start
    p.expect_punct("<", "expected '<'")
    negative = p.consume_punct("-")
    if p.lex.kind is BARE and p.tok in ("true", "false"):
        n = 1 if p.tok == "true" else 0
        p.lex.next()
    elif p.lex.kind is INT:
        n = int(p.tok, 0)
        p.lex.next()
    else:
        p.error_here("expected integer value")
    if negative:
        n = -n
    p.expect_punct(">", "expected '>'")
    t = p.dialect_attr_type
    width = type_width(t) if t is not None else None
    if width is None:
        p.error_at(at, "explicit bit-vector type required")
    if not -(1 << (width - 1)) <= n < (1 << width):
        p.error_at(at, f"integer value out of range for given bit-vector type '!smt.bv<{width}>'")
    return {value: B.integer_attr(n & ((1 << width) - 1), B.integer_type(width))}


def _print_bit_vector(attrs: Any, params: dict[str, Any], value: str) -> str:
    v = params[value]
    width = int(v.params[0].params[0])
    return f"<{_signed(int(v.params[1]), width)}> : !smt.bv<{width}>"


plugin.param_directive("SmtBitVector", _parse_bit_vector, _print_bit_vector)
plugin.assembly_format("SmtBitVectorAttr", "`` custom<SmtBitVector>($value)")


# --- smt.eq, smt.distinct -----------------------------------------------------------------------


def _parse_same_types(dp: Any, inputs: Slot, result: Slot) -> None:
    p = dp.p
    t = p.parse_type()
    count = len(dp.st.operands.get(inputs.name, []))
    dp.set_types(inputs, [t] * count)
    dp.set_types(result, [smt_type(p.ctx, "bool")])


def _print_same_types(dp: Any, inputs: Slot, result: Slot) -> None:
    values = dp.operands(inputs)
    if values:
        dp.p.print_type(values[0].type)


plugin.directive("SmtSameTypes", _parse_same_types, _print_same_types)
for _cls in ("SmtEq", "SmtDistinct"):
    plugin.assembly_format(
        _cls, "$inputs attr-dict `:` custom<SmtSameTypes>(type($inputs), type($result))"
    )


# --- smt.int.constant --------------------------------------------------------------------------


def parse_apint(p: Any) -> tuple[int, int]:
    """An integer as MLIR's parser reads an APInt: (unsigned value, width)."""
    negative = p.consume_punct("-")
    if p.lex.kind is not INT:
        p.custom_error("expected integer value")
    text = p.tok
    p.lex.next()
    digits = text[2:] if text[:2] in ("0x", "0X") else text
    width = max(4 * len(digits), 1)
    value = int(text, 0)
    if value >> (width - 1):
        width += 1
    if negative:
        value = -value & ((1 << width) - 1)
    return value, width


def int_value(a: Any) -> int | None:
    """The signed value of ``smt.int.constant``'s attribute."""
    if a.defn is not B.A["integer"] or a.params[0].defn is not B.T["integer"]:
        return None
    return _signed(int(a.params[1]), int(a.params[0].params[0]))


def _parse_int_constant(dp: Any, value: Slot, result: Slot) -> None:
    p = dp.p
    v, width = parse_apint(p)
    dp.set_attr(value, B.integer_attr(v, B.integer_type(width, B.UNSIGNED)))
    dp.set_types(result, [smt_type(p.ctx, "int")])


def _print_int_constant(dp: Any, value: Slot, result: Slot) -> None:
    a = dp.attr(value)
    v = int_value(a) if a is not None else None
    if v is not None:
        dp.p.write(str(v))
    elif a is not None:
        dp.p.print_attribute(a)


plugin.directive("SmtIntValue", _parse_int_constant, _print_int_constant)
plugin.assembly_format("SmtIntConstant", "custom<SmtIntValue>($value, type($result)) attr-dict")


# --- smt.bv.repeat ------------------------------------------------------------------------------

_MAX_WIDTH = 63


def _parse_repeat(dp: Any, input_: Slot, result: Slot) -> None:
    p = dp.p
    count_at = p.lex.start
    count, width = parse_apint(p)
    count = _signed(count, width)
    p.parse_keyword("times")
    if count <= 0:
        p.custom_error("integer must be positive", count_at)
    input_at = p.lex.start
    ref = p.parse_operand_ref()
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())
    p.expect_punct(":", "expected ':'")
    t = p.parse_type()
    w = type_width(t)
    if w is None:
        p.custom_error("input must have bit-vector type", input_at)
    if count.bit_length() > _MAX_WIDTH:
        p.custom_error(f"integer must fit into {_MAX_WIDTH} bits", count_at)
    if (w * count).bit_length() > _MAX_WIDTH:
        p.custom_error("result bit-width (provided integer times bit-width of the input type) "
                       f"must fit into {_MAX_WIDTH} bits", count_at)  # fmt: skip
    dp.set_operands(input_, [ref])
    dp.set_types(input_, [t])
    dp.set_types(result, [bv_type(p.ctx, w * count, t)])


def _print_repeat(dp: Any, input_: Slot, result: Slot) -> None:
    p = dp.p
    values = dp.operands(input_)
    results = dp.results(result)
    if not values or not results:
        return
    w_in, w_out = type_width(values[0].type), type_width(results[0].type)
    p.write(f"{w_out // w_in if w_in else 0} times ")
    p.print_operand(values[0])
    p.print_attr_dict(dp.other_attrs(set()))
    p.write(" : ")
    p.print_type(values[0].type)


plugin.directive("SmtRepeat", _parse_repeat, _print_repeat)
plugin.assembly_format("SmtRepeat", "custom<SmtRepeat>($input, type($result))")
