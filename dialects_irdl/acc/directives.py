"""The custom directives of the acc dialect (C++ parsers and printers of OpenACC).

- ``Var($var)``: ``varPtr(%v`` for a pointer-like value (memref, !llvm.ptr), else
  ``var(%v``; ``VarPtrType(type($var), $varType)``: ``T)`` then ``varType(T)`` when the
  variable's type differs from the pointer's element type.
- ``AccVar($accVar, type($accVar))``: ``accPtr(%v : T)`` or ``accVar(%v : T)``.
- ``RecipeSym($recipe)``: a symbol reference.
- ``DeviceTypeOperandsWithKeywordOnly``: after ``async``/``wait``: nothing (the keyword
  alone, for device type none), or ``([#acc.device_type<x>, ...], %v : T [#dt], ...)``.
- ``DeviceTypeOperands``: ``%v : T [#acc.device_type<x>], ...``.
- ``NumGangs``: ``{%v : T, ...} [#dt], ...``; ``WaitClause``: as the keyword-only form,
  with ``{devnum: %v : T, ...} [#dt]`` groups.
- ``OperandWithKeywordOnly``/``OperandsWithKeywordOnly``: nothing (the keyword alone) or
  ``(%v : T)`` / ``(%a, %b : T, U)``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.lexer import VALUE
from irdl.plugin import Plugin, Slot

plugin = Plugin("acc")


def _defs() -> Any:
    from irdl.runtime.library import LIBRARY

    return next(i for i in LIBRARY.load("acc") or () if i.name == "acc").attrs


def device_type(word: str) -> Attribute:
    """``#acc.device_type<word>``."""
    return get(_defs()["device_type"], (B.string_attr(word),))


def _word(a: Any) -> str:
    v = a.params[0] if a is not None and a.params else None
    return v.params[0] if v is not None and hasattr(v, "params") else str(v)


def _is_none(a: Any) -> bool:
    return _word(a) == "none"


def pointer_like(t: Any) -> bool:
    return t.defn is B.T["memref"] or t.defn.key == "!llvm.ptr"


def element_type(t: Any) -> Any:
    """A pointer-like type's element type (a memref's), None when opaque."""
    return t.params[1] if t.defn is B.T["memref"] else None


def _comma(p: Any, item: Any) -> None:
    item()
    while p.consume_punct(","):
        item()


def _joined(p: Any, items: Any, each: Any) -> None:
    for i, x in enumerate(items):
        if i:
            p.write(", ")
        each(x)


def _array(dp: Any, slot: Slot) -> list[Any]:
    a = dp.attr(slot)
    return list(a.params[0]) if a is not None and a.defn is B.A["array"] else []


# --- Var, VarPtrType, AccVar, RecipeSym ---------------------------------------------------------


def _parse_var(dp: Any, var: Slot) -> None:
    p = dp.p
    if not p.consume_keyword("varPtr"):
        p.parse_keyword("var")
    p.expect_punct("(", "expected '('")
    dp.set_operands(var, [p.parse_operand_ref()])


def _print_var(dp: Any, var: Slot) -> None:
    for v in dp.operands(var):
        dp.p.write("varPtr(" if pointer_like(v.type) else "var(")
        dp.p.print_operand(v)


plugin.directive("Var", _parse_var, _print_var)


def _parse_var_ptr_type(dp: Any, var: Slot, var_type: Slot) -> None:
    p = dp.p
    t = p.parse_type()
    dp.set_types(var, [t])
    p.expect_punct(")", "expected ')'")
    if p.consume_keyword("varType"):
        p.expect_punct("(", "expected '('")
        dp.set_attr(var_type, B.type_attr(p.parse_type()))
        p.expect_punct(")", "expected ')'")
    elif pointer_like(t):
        element = element_type(t)
        if element is not None:
            dp.set_attr(var_type, B.type_attr(element))
    else:
        dp.set_attr(var_type, B.type_attr(t))


def _print_var_ptr_type(dp: Any, var: Slot, var_type: Slot) -> None:
    p = dp.p
    values = dp.operands(var)
    if not values:
        return
    t = values[0].type
    p.print_type(t)
    p.write(")")
    a = dp.attr(var_type)
    declared = a.params[0] if a is not None and a.defn is B.A["type"] else None
    expected = element_type(t) if pointer_like(t) else t
    if declared is not None and declared is not expected:
        p.write(" varType(")
        p.print_type(declared)
        p.write(")")


plugin.directive("VarPtrType", _parse_var_ptr_type, _print_var_ptr_type)


def _parse_acc_var(dp: Any, var: Slot, types: Slot) -> None:
    p = dp.p
    if not p.consume_keyword("accPtr"):
        p.parse_keyword("accVar")
    p.expect_punct("(", "expected '('")
    dp.set_operands(var, [p.parse_operand_ref()])
    p.expect_punct(":", "expected ':'")
    dp.set_types(var, [p.parse_type()])
    p.expect_punct(")", "expected ')'")


def _print_acc_var(dp: Any, var: Slot, types: Slot) -> None:
    for v in dp.operands(var):
        dp.p.write("accPtr(" if pointer_like(v.type) else "accVar(")
        dp.p.print_operand(v)
        dp.p.write(" : ")
        dp.p.print_type(v.type)
        dp.p.write(")")


plugin.directive("AccVar", _parse_acc_var, _print_acc_var)


def _parse_recipe(dp: Any, attr: Slot) -> None:
    dp.set_attr(attr, dp.p.parse_attribute())


def _print_recipe(dp: Any, attr: Slot) -> None:
    a = dp.attr(attr)
    if a is not None:
        dp.p.print_attribute(a)


plugin.directive("RecipeSym", _parse_recipe, _print_recipe)


# --- device-type lists ----------------------------------------------------------------------------


def _typed_operand(p: Any, refs: list[Any], types: list[Any]) -> None:
    refs.append(p.parse_operand_ref())
    p.expect_punct(":", "expected ':'")
    types.append(p.parse_type())


def _optional_device_type(p: Any) -> Attribute:
    """`` [#acc.device_type<x>]`` after an operand or group, or device type none."""
    if p.consume_punct("["):
        a = p.parse_attribute()
        p.expect_punct("]", "expected ']'")
        return a
    return device_type("none")


def _print_device_type(p: Any, a: Any) -> None:
    if not _is_none(a):
        p.write(" [")
        p.print_attribute(a)
        p.write("]")


def _print_device_types(p: Any, types: list[Any]) -> None:
    if types:
        p.write("[")
        _joined(p, types, p.print_attribute)
        p.write("]")


def _parse_dt_operands(dp: Any, operands: Slot, types: Slot, device_types: Slot) -> None:
    p = dp.p
    refs: list[Any] = []
    tys: list[Any] = []
    dts: list[Attribute] = []

    def one() -> None:
        _typed_operand(p, refs, tys)
        dts.append(_optional_device_type(p))

    _comma(p, one)
    dp.set_operands(operands, refs)
    dp.set_types(operands, tys)
    dp.set_attr(device_types, B.array_attr(tuple(dts)))


def _print_typed_with_device_types(p: Any, values: list[Any], dts: list[Any]) -> None:
    def one(pair: Any) -> None:
        dt, v = pair
        p.print_operand(v)
        p.write(" : ")
        p.print_type(v.type)
        _print_device_type(p, dt)

    _joined(p, zip(dts, values), one)


def _print_dt_operands(dp: Any, operands: Slot, types: Slot, device_types: Slot) -> None:
    _print_typed_with_device_types(dp.p, dp.operands(operands), _array(dp, device_types))


plugin.directive("DeviceTypeOperands", _parse_dt_operands, _print_dt_operands)


def _keyword_only_list(p: Any) -> tuple[list[Attribute], bool]:
    """``[#dt, ...]`` then a comma, if there; (the device types, whether read)."""
    if not p.consume_punct("["):
        return [], False
    dts: list[Attribute] = []
    _comma(p, lambda: dts.append(p.parse_attribute()))
    p.expect_punct("]", "expected ']'")
    p.expect_punct(",", "expected ','")
    return dts, True


def _parse_dt_keyword_only(
    dp: Any, operands: Slot, types: Slot, device_types: Slot, keyword_only: Slot
) -> None:
    p = dp.p
    if not p.consume_punct("("):
        dp.set_attr(keyword_only, B.array_attr((device_type("none"),)))
        return
    _keyword_only_list(p)  # (upstream's parser drops them)
    _parse_dt_operands(dp, operands, types, device_types)
    p.expect_punct(")", "expected ')'")


def _only_none(dts: list[Any]) -> bool:
    return len(dts) == 1 and _is_none(dts[0])


def _print_dt_keyword_only(
    dp: Any, operands: Slot, types: Slot, device_types: Slot, keyword_only: Slot
) -> None:
    p = dp.p
    values = dp.operands(operands)
    only = _array(dp, keyword_only)
    dts = _array(dp, device_types)
    if not values and _only_none(only):
        return
    p.write("(")
    _print_device_types(p, only)
    if only and dts:
        p.write(", ")
    if dts:
        _print_typed_with_device_types(p, values, dts)
    p.write(")")


def _any_present(dp: Any, *slots: Any) -> bool:
    """As ODS decides an optional group anchored on a custom directive: one of its
    operands or attributes is there."""
    for slot in slots:
        if isinstance(slot, Slot) and (dp.operands(slot) if slot.kind == "operand"
                                       else dp.attr(slot) is not None):  # fmt: skip
            return True
    return False


plugin.directive(
    "DeviceTypeOperandsWithKeywordOnly",
    _parse_dt_keyword_only,
    _print_dt_keyword_only,
    present=_any_present,
)


def _parse_groups(
    p: Any, devnum: bool
) -> tuple[list[Any], list[Any], list[Any], list[int], list[bool]]:
    refs: list[Any] = []
    tys: list[Any] = []
    dts: list[Any] = []
    segments: list[int] = []
    devnums: list[bool] = []
    while True:
        p.expect_punct("{", "expected '{'")
        before = len(refs)
        if devnum:
            has = bool(p.consume_keyword("devnum"))
            if has:
                p.expect_punct(":", "expected ':'")
            devnums.append(has)
        _comma(p, lambda: _typed_operand(p, refs, tys))
        segments.append(len(refs) - before)
        p.expect_punct("}", "expected '}'")
        dts.append(_optional_device_type(p))
        if not p.consume_punct(","):
            break
    return refs, tys, dts, segments, devnums


def _print_groups(
    p: Any, values: list[Any], dts: list[Any], segments: Any, devnums: list[Any] | None
) -> None:
    at = 0
    for i, dt in enumerate(dts):
        if i:
            p.write(", ")
        p.write("{")
        if devnums is not None and i < len(devnums) and devnums[i] is B.bool_attr(True):
            p.write("devnum: ")
        n = segments[i] if i < len(segments) else 0
        _joined(p, values[at : at + n], lambda v: (p.print_operand(v), p.write(" : "),
                                                     p.print_type(v.type)))  # fmt: skip
        at += n
        p.write("}")
        _print_device_type(p, dt)


def _segments(a: Any) -> tuple[int, ...]:
    return tuple(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else ()


def _i32_array(values: list[int]) -> Attribute:
    return get(B.A["dense_array"], (B.integer_type(32), tuple(values)))


def _parse_num_gangs(dp: Any, operands: Slot, types: Slot, dts: Slot, segments: Slot) -> None:
    refs, tys, kinds, segs, _ = _parse_groups(dp.p, devnum=False)
    dp.set_operands(operands, refs)
    dp.set_types(operands, tys)
    dp.set_attr(dts, B.array_attr(tuple(kinds)))
    dp.set_attr(segments, _i32_array(segs))


def _print_num_gangs(dp: Any, operands: Slot, types: Slot, dts: Slot, segments: Slot) -> None:
    _print_groups(dp.p, dp.operands(operands), _array(dp, dts), _segments(dp.attr(segments)),
                  None)  # fmt: skip


plugin.directive("NumGangs", _parse_num_gangs, _print_num_gangs)


def _parse_wait(
    dp: Any, operands: Slot, types: Slot, dts: Slot, segments: Slot, devnum: Slot,
    keyword_only: Slot,
) -> None:  # fmt: skip
    p = dp.p
    if not p.consume_punct("("):
        dp.set_attr(keyword_only, B.array_attr((device_type("none"),)))
        return
    only, _ = _keyword_only_list(p)
    refs, tys, kinds, segs, devnums = _parse_groups(p, devnum=True)
    p.expect_punct(")", "expected ')'")
    dp.set_operands(operands, refs)
    dp.set_types(operands, tys)
    dp.set_attr(dts, B.array_attr(tuple(kinds)))
    dp.set_attr(keyword_only, B.array_attr(tuple(only)))
    dp.set_attr(segments, _i32_array(segs))
    dp.set_attr(devnum, B.array_attr(tuple(B.bool_attr(d) for d in devnums)))


def _print_wait(
    dp: Any, operands: Slot, types: Slot, dts: Slot, segments: Slot, devnum: Slot,
    keyword_only: Slot,
) -> None:  # fmt: skip
    p = dp.p
    values = dp.operands(operands)
    only = _array(dp, keyword_only)
    kinds = _array(dp, dts)
    if not values and _only_none(only):
        return
    p.write("(")
    _print_device_types(p, only)
    if only and kinds:
        p.write(", ")
    if kinds:
        _print_groups(p, values, kinds, _segments(dp.attr(segments)), _array(dp, devnum))
    p.write(")")


plugin.directive("WaitClause", _parse_wait, _print_wait, present=_any_present)


# --- OperandWithKeywordOnly, OperandsWithKeywordOnly -------------------------------------------


def _parse_operands_kw(dp: Any, operands: Slot, types: Slot, attr: Slot) -> None:
    p = dp.p
    if not p.consume_punct("("):
        dp.set_attr(attr, B.unit_attr())
        return
    refs: list[Any] = []
    tys: list[Any] = []

    def ref() -> None:
        if p.lex.kind is not VALUE:
            p.wrong_token("expected SSA operand")
        refs.append(p.parse_operand_ref())

    _comma(p, ref)
    p.expect_punct(":", "expected ':'")
    _comma(p, lambda: tys.append(p.parse_type()))
    p.expect_punct(")", "expected ')'")
    dp.set_operands(operands, refs)
    dp.set_types(operands, tys)


def _print_operands_kw(dp: Any, operands: Slot, types: Slot, attr: Slot) -> None:
    p = dp.p
    if dp.attr(attr) is not None:
        return
    values = dp.operands(operands)
    p.write("(")
    _joined(p, values, p.print_operand)
    p.write(" : ")
    _joined(p, values, lambda v: p.print_type(v.type))
    p.write(")")


plugin.directive("OperandsWithKeywordOnly", _parse_operands_kw, _print_operands_kw)
plugin.directive("OperandWithKeywordOnly", _parse_operands_kw, _print_operands_kw)
