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
- acc.loop (its ODS format, registered as ``AccLoop``): ``CombinedConstructsLoop``
  (``kernels``/``parallel``/``serial``), ``GangClause`` (``{num=%v : T, ...} [#dt]``
  groups), ``DeviceTypeOperandsWithSegment`` (tile, as NumGangs), ``LoopControl``
  (``control(%iv : T) = (lbs : Ts) to (ubs : Ts)  step (steps : Ts)`` then the body).
- acc.routine: ``BindName`` (``@sym [#dt], "name", ...``), ``RoutineGangClause``
  (``([#dt, ...], dim: 1 : i64 [#dt], ...)``), ``DeviceTypeArrayAttr`` (``([#dt, ...])``).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.lexer import BARE, VALUE
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


# --- acc.loop: combined, gang, tile, loop control ---------------------------------------------

_COMBINED = {"kernels": "kernels_loop", "parallel": "parallel_loop", "serial": "serial_loop"}


def _parse_combined(dp: Any, attr: Slot) -> None:
    p = dp.p
    word = p.tok if p.lex.kind is BARE else None
    if word not in _COMBINED:
        p.custom_error("expected compute construct name")
    p.lex.next()
    dp.set_attr(attr, get(_defs()["combined_constructs"], (B.string_attr(_COMBINED[word]),)))


def _print_combined(dp: Any, attr: Slot) -> None:
    word = _word(dp.attr(attr))
    dp.p.write(next((k for k, v in _COMBINED.items() if v == word), word))


plugin.directive("CombinedConstructsLoop", _parse_combined, _print_combined)

_GANG_ARGS = ("Num", "Dim", "Static")


def _gang_arg(word: str) -> Attribute:
    return get(_defs()["gang_arg_type"], (B.string_attr(word),))


def _parse_gang(
    dp: Any, operands: Slot, types: Slot, arg_types: Slot, dts: Slot, segments: Slot,
    keyword_only: Slot,
) -> None:  # fmt: skip
    """``gang``, or ``gang([#dt, ...], {num=%v : t, dim=..., static=...} [#dt], ...)``, as
    MLIR's parser reads it: once a value is read, the next one needs a comma, in this group
    and the following ones alike."""
    p = dp.p
    if not p.consume_punct("("):
        dp.set_attr(keyword_only, B.array_attr((device_type("none"),)))
        return
    only: list[Attribute] = []
    comma_before_groups = False
    if p.consume_punct("["):
        _comma(p, lambda: only.append(p.parse_attribute()))
        p.expect_punct("]", "expected ']'")
        comma_before_groups = True
    refs: list[Any] = []
    tys: list[Any] = []
    kinds: list[Attribute] = []
    groups: list[Attribute] = []
    sizes: list[int] = []
    need_comma = False
    while True:
        if comma_before_groups:
            comma_before_groups = False
        else:
            p.expect_punct("{", "expected '{'")
            before = len(refs)
            while True:
                need_value = False
                if need_comma:
                    if not p.consume_punct(","):
                        break
                    need_value = True
                new_value = False
                for keyword, kind in zip(("num", "dim", "static"), _GANG_ARGS):
                    if p.consume_keyword(keyword):
                        p.expect_punct("=", "expected '='")
                        _typed_operand(p, refs, tys)
                        kinds.append(_gang_arg(kind))
                        need_comma = new_value = True
                if need_value and not new_value:
                    p.custom_error("new value expected after comma")
                if not new_value:
                    break
            if not refs:
                p.custom_error("expect at least one of num, dim or static values")
            p.expect_punct("}", "expected '}'")
            groups.append(_optional_device_type(p))
            sizes.append(len(refs) - before)
        if not p.consume_punct(","):
            break
    p.expect_punct(")", "expected ')'")
    dp.set_operands(operands, refs)
    dp.set_types(operands, tys)
    dp.set_attr(arg_types, B.array_attr(tuple(kinds)))
    dp.set_attr(dts, B.array_attr(tuple(groups)))
    dp.set_attr(segments, _i32_array(sizes))
    dp.set_attr(keyword_only, B.array_attr(tuple(only)))


def _print_gang(
    dp: Any, operands: Slot, types: Slot, arg_types: Slot, dts: Slot, segments: Slot,
    keyword_only: Slot,
) -> None:  # fmt: skip
    p = dp.p
    values = dp.operands(operands)
    only = _array(dp, keyword_only)
    groups = _array(dp, dts)
    if not values and (not only or _only_none(only)):
        return
    p.write("(")
    _print_device_types(p, only)
    if only and groups:
        p.write(", ")
    kinds = _array(dp, arg_types)
    sizes = _segments(dp.attr(segments))
    at = 0
    for i, dt in enumerate(groups):
        if i:
            p.write(", ")
        p.write("{")
        for j in range(sizes[i] if i < len(sizes) else 0):
            if j:
                p.write(", ")
            p.write(_word(kinds[at]).lower() + "=")
            p.print_operand(values[at])
            p.write(" : ")
            p.print_type(values[at].type)
            at += 1
        p.write("}")
        _print_device_type(p, dt)
    p.write(")")


plugin.directive("GangClause", _parse_gang, _print_gang)
plugin.directive("DeviceTypeOperandsWithSegment", _parse_num_gangs, _print_num_gangs)


def _parse_counted(p: Any, count: int) -> tuple[list[Any], list[Any]]:
    """``(%a, ... : t, ...)`` with ``count`` values."""
    p.expect_punct("(", "expected '('")
    at = p.lex.start
    refs: list[Any] = []
    if p.lex.kind is VALUE:
        _comma(p, lambda: refs.append(p.parse_operand_ref()))
    if len(refs) != count:
        p.custom_error(f"expected {count} operands", at)
    p.expect_punct(":", "expected ':'")
    tys: list[Any] = []
    _comma(p, lambda: tys.append(p.parse_type()))
    p.expect_punct(")", "expected ')'")
    return refs, tys


def _parse_loop_control(
    dp: Any, region: Slot, lbs: Slot, lb_types: Slot, ubs: Slot, ub_types: Slot, steps: Slot,
    step_types: Slot,
) -> None:  # fmt: skip
    """``control(%iv : t, ...) = (lbs : ts) to (ubs : ts) step (steps : ts)`` before the
    body, or the body alone."""
    p = dp.p
    args: list[Any] = []
    if p.consume_keyword("control"):
        p.expect_punct("(", "expected '('")

        def arg() -> None:
            at = p.lex.start
            name, _ = p.parse_operand_ref()
            p.expect_punct(":", "expected ':'")
            t = p.parse_type()
            args.append((name, t, at, p.parse_trailing_location()))

        _comma(p, arg)
        p.expect_punct(")", "expected ')'")
        p.expect_punct("=", "expected '='")
        bounds = []
        for keyword in ("", "to", "step"):
            if keyword:
                p.parse_keyword(keyword)
            bounds.append(_parse_counted(p, len(args)))
        for slot, (refs, tys) in zip((lbs, ubs, steps), bounds):
            dp.set_operands(slot, refs)
            dp.set_types(slot, tys)
    dp.set_region(region, dp.parse_region(entry_args=args or None))


def _print_loop_control(
    dp: Any, region: Slot, lbs: Slot, lb_types: Slot, ubs: Slot, ub_types: Slot, steps: Slot,
    step_types: Slot,
) -> None:  # fmt: skip
    p = dp.p
    body = dp.region(region)
    args = list(body.blocks[0].args) if body is not None and body.blocks else []

    def typed(values: list[Any]) -> None:
        p.write("(")
        _joined(p, values, p.print_operand)
        p.write(" : ")
        _joined(p, values, lambda v: p.print_type(v.type))
        p.write(")")

    if args:
        p.write("control(")
        _joined(p, args, lambda v: (p.print_operand(v), p.write(" : "), p.print_type(v.type)))
        p.write(") = ")
        typed(dp.operands(lbs))
        p.write(" to ")
        typed(dp.operands(ubs))
        p.write("  step ")
        typed(dp.operands(steps))
        p.write(" ")
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=True)


plugin.directive("LoopControl", _parse_loop_control, _print_loop_control)

_LOOP_FORMAT = """
    ( `combined` `(` custom<CombinedConstructsLoop>($combined)^ `)` )?
    oilist(
        `gang` `` custom<GangClause>($gangOperands, type($gangOperands),
            $gangOperandsArgType, $gangOperandsDeviceType,
            $gangOperandsSegments, $gang)
      | `worker` `` custom<DeviceTypeOperandsWithKeywordOnly>(
            $workerNumOperands, type($workerNumOperands),
            $workerNumOperandsDeviceType, $worker)
      | `vector` `` custom<DeviceTypeOperandsWithKeywordOnly>($vectorOperands,
            type($vectorOperands), $vectorOperandsDeviceType, $vector)
      | `private` `(` $privateOperands `:` type($privateOperands) `)`
      | `firstprivate` `(` $firstprivateOperands `:` type($firstprivateOperands) `)`
      | `tile` `(` custom<DeviceTypeOperandsWithSegment>($tileOperands,
            type($tileOperands), $tileOperandsDeviceType, $tileOperandsSegments)
        `)`
      | `reduction` `(` $reductionOperands  `:` type($reductionOperands) `)`
      | `cache` `(` $cacheOperands `:` type($cacheOperands) `)`
    )
    custom<LoopControl>($region, $lowerbound, type($lowerbound), $upperbound,
        type($upperbound), $step, type($step))
    ( `(` type($results)^ `)` )?
    attr-dict-with-keyword
"""
# ODS generates acc.loop's parser and printer from this format (the C++ parse/print the
# operation declares are not written).
plugin.assembly_format("AccLoop", " ".join(_LOOP_FORMAT.split()))


# --- acc.routine: bind, gang, worker/vector/seq ----------------------------------------------


def _parse_bind(dp: Any, ids: Slot, strs: Slot, id_dts: Slot, str_dts: Slot) -> None:
    """``@sym [#dt], "name", ...``: symbols and strings, each with its device type."""
    p = dp.p
    names: dict[bool, list[Attribute]] = {True: [], False: []}
    dts: dict[bool, list[Attribute]] = {True: [], False: []}

    def one() -> None:
        a = p.parse_attribute()
        is_symbol = a.defn is B.A["symbol_ref"]
        names[is_symbol].append(a)
        dts[is_symbol].append(_optional_device_type(p))

    _comma(p, one)
    dp.set_attr(ids, B.array_attr(tuple(names[True])))
    dp.set_attr(strs, B.array_attr(tuple(names[False])))
    dp.set_attr(id_dts, B.array_attr(tuple(dts[True])))
    dp.set_attr(str_dts, B.array_attr(tuple(dts[False])))


def _print_bind(dp: Any, ids: Slot, strs: Slot, id_dts: Slot, str_dts: Slot) -> None:
    p = dp.p
    pairs = list(zip(_array(dp, ids), _array(dp, id_dts)))
    pairs += list(zip(_array(dp, strs), _array(dp, str_dts)))

    def one(pair: Any) -> None:
        p.print_attribute(pair[0])
        _print_device_type(p, pair[1])

    _joined(p, pairs, one)


plugin.directive("BindName", _parse_bind, _print_bind)


def _parse_routine_gang(dp: Any, gang: Slot, dims: Slot, dim_dts: Slot) -> None:
    """``gang``, or ``gang([#dt, ...], dim: 1 : i64 [#dt], ...)``."""
    p = dp.p
    if not p.consume_punct("("):
        dp.set_attr(gang, B.array_attr((device_type("none"),)))
        return
    only: list[Attribute] = []
    if p.consume_punct("["):
        _comma(p, lambda: only.append(p.parse_attribute()))
        p.expect_punct("]", "expected ']'")
        p.expect_punct(",", "expected ','")
    values: list[Attribute] = []
    dts: list[Attribute] = []

    def one() -> None:
        p.parse_keyword("dim")
        p.expect_punct(":", "expected ':'")
        values.append(p.parse_attribute())
        dts.append(_optional_device_type(p))

    _comma(p, one)
    p.expect_punct(")", "expected ')'")
    dp.set_attr(gang, B.array_attr(tuple(only)))
    dp.set_attr(dims, B.array_attr(tuple(values)))
    dp.set_attr(dim_dts, B.array_attr(tuple(dts)))


def _print_routine_gang(dp: Any, gang: Slot, dims: Slot, dim_dts: Slot) -> None:
    p = dp.p
    only = _array(dp, gang)
    dts = _array(dp, dim_dts)
    if not dts and (not only or _only_none(only)):
        return
    p.write("(")
    _print_device_types(p, only)
    if only and dts:
        p.write(", ")

    def one(pair: Any) -> None:
        p.write("dim: ")
        p.print_attribute(pair[0])
        _print_device_type(p, pair[1])

    _joined(p, list(zip(_array(dp, dims), dts)), one)
    p.write(")")


plugin.directive("RoutineGangClause", _parse_routine_gang, _print_routine_gang)


def _parse_dt_array(dp: Any, attr: Slot) -> None:
    """Nothing (device type none) or ``([#dt, ...])``; after ``(`` without ``[``, MLIR's
    parser reads nothing more."""
    p = dp.p
    dts: list[Attribute] = []
    if not p.consume_punct("("):
        dts.append(device_type("none"))
    elif p.consume_punct("["):
        _comma(p, lambda: dts.append(p.parse_attribute()))
        p.expect_punct("]", "expected ']'")
        p.expect_punct(")", "expected ')'")
    dp.set_attr(attr, B.array_attr(tuple(dts)))


def _print_dt_array(dp: Any, attr: Slot) -> None:
    dts = _array(dp, attr)
    if dts and not _only_none(dts):
        dp.p.write("([")
        _joined(dp.p, dts, dp.p.print_attribute)
        dp.p.write("])")


plugin.directive("DeviceTypeArrayAttr", _parse_dt_array, _print_dt_array)
