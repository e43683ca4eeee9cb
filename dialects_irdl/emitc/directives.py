"""Custom forms of the emitc dialect, as mlir-opt reads and prints them.

- ``EmitcInclude`` (C++'s form of ``emitc.include``): ``<"file.h">`` (a standard include,
  ``is_standard_include``) or ``"file.h"``; no attribute dictionary.
- ``EmitcFunc``: a function's form (``irdl.format.directives``' ``FunctionOp``); the
  visibility is a plain attribute (``sym_visibility``), not one of its own.
- ``EmitcIf``: ``%cond {...} (else {...})? attr-dict``; the condition is an ``i1``.
- ``EmitcFor``: ``%iv = %lb to %ub step %s (: type)? {...} attr-dict``; the bounds and the
  induction variable have the type (``index`` unless written).
- ``EmitcDo``: ``{body} while {condition} attr-dict-with-keyword``.
- ``EmitcExpression``: ``%a, ... (noinline)? : (types) -> type {...} attr-dict``; the
  region's arguments take the operands' names (and print with them); ``noinline`` is read
  but, as mlir-opt 22 does, not printed.
- ``EmitCGlobalOpTypeAndInitialValue($type, $initial_value)`` (and the same for fields):
  ``type (= value)?``; an array's initial value is read as a tensor of its shape.
- ``ArrayType`` (``!emitc.array<2x3xi32>``): ``custom<EmitCArrayShape>``: static
  dimensions, then the element type.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.diagnostics import DiagnosticError
from core.lexer import STRING, VALUE
from irdl.format import switch_cases  # noqa: F401  (SwitchCases, emitc.switch's)
from irdl.format.directives import (
    entry_args,
    parse_function_op_plain_visibility,
    parse_loop_header,
    print_function_op_plain_visibility,
    print_loop_header,
    print_values,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("emitc")


# --- emitc.include ------------------------------------------------------------------------


def _parse_include(dp: Any, include: Slot, standard: Slot) -> None:
    p = dp.p
    is_standard = p.consume_punct("<")
    if p.lex.kind is not STRING:
        p.custom_error("expected string attribute", dp.loc)
    dp.set_attr(include, p.parse_attribute())
    if is_standard:
        if not p.consume_punct(">"):
            p.custom_error("expected trailing '>' for standard include", dp.loc)
        dp.set_attr(standard, B.unit_attr())


def _print_include(dp: Any, include: Slot, standard: Slot) -> None:
    p = dp.p
    a = dp.attr(include)
    is_standard = dp.attr(standard) is not None
    if is_standard:
        p.write("<")
    if a is not None:
        p.print_attribute(a)
    if is_standard:
        p.write(">")


plugin.directive("EmitCInclude", _parse_include, _print_include)
plugin.assembly_format("EmitcInclude", "custom<EmitCInclude>($include, $is_standard_include)")


# --- emitc.func ---------------------------------------------------------------------------

plugin.directive(
    "EmitCFunction", parse_function_op_plain_visibility, print_function_op_plain_visibility
)
plugin.assembly_format(
    "EmitcFunc",
    "custom<EmitCFunction>($sym_name, $function_type, $arg_attrs, $res_attrs, $body)",
)


# --- emitc.if -----------------------------------------------------------------------------


def _parse_if(dp: Any, cond: Slot, then: Slot, other: Slot) -> None:
    p = dp.p
    dp.set_operands(cond, [p.parse_operand_ref()])
    dp.set_types(cond, [B.integer_type(1)])
    dp.set_region(then, dp.parse_region())
    if p.consume_keyword("else"):
        dp.set_region(other, dp.parse_region())


def _print_if(dp: Any, cond: Slot, then: Slot, other: Slot) -> None:
    p = dp.p
    print_values(p, dp.operands(cond))
    p.write(" ")
    body = dp.region(then)
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=False)
    body = dp.region(other)
    if body is not None and body.blocks:
        p.write(" else ")
        dp.print_region(body, entry_args=False, terminators=False)


plugin.directive("EmitCIf", _parse_if, _print_if)
plugin.assembly_format("EmitcIf", "custom<EmitCIf>($condition, $thenRegion, $elseRegion) attr-dict")


# --- emitc.for ----------------------------------------------------------------------------


def _parse_for(dp: Any, lb: Slot, ub: Slot, step: Slot, region: Slot) -> None:
    p = dp.p
    (iv_name, iv_at), lb_ref, ub_ref, step_ref = parse_loop_header(p)
    iv_type = p.parse_type() if p.consume_punct(":") else B.INDEX
    dp.set_region(region, dp.parse_region(entry_args=[(iv_name, iv_type, iv_at, None)]))
    for slot, ref in ((lb, lb_ref), (ub, ub_ref), (step, step_ref)):
        dp.set_operands(slot, [ref])
        dp.set_types(slot, [iv_type])


def _print_for(dp: Any, lb: Slot, ub: Slot, step: Slot, region: Slot) -> None:
    p = dp.p
    body = dp.region(region)
    args = entry_args(body)
    print_loop_header(dp, args[0] if args else None, lb, ub, step)
    p.write(" ")
    if args and args[0].type is not B.INDEX:
        p.write(" : ")
        p.print_type(args[0].type)
        p.write(" ")
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=False)


plugin.directive("EmitCFor", _parse_for, _print_for)
plugin.assembly_format(
    "EmitcFor", "custom<EmitCFor>($lowerBound, $upperBound, $step, $region) attr-dict"
)


# --- emitc.do -----------------------------------------------------------------------------


def _parse_do(dp: Any, body: Slot, cond: Slot) -> None:
    p = dp.p
    r = p.parse_region()
    if not r.blocks:
        r.add_block()
    dp.set_region(body, r)
    p.parse_keyword("while")
    dp.set_region(cond, p.parse_region())


def _print_do(dp: Any, body: Slot, cond: Slot) -> None:
    p = dp.p
    r = dp.region(body)
    if r is not None:
        dp.print_region(r, entry_args=False, terminators=True)
    p.write(" while ")
    r = dp.region(cond)
    if r is not None:
        dp.print_region(r, entry_args=False, terminators=True)


plugin.directive("EmitCDo", _parse_do, _print_do)
plugin.assembly_format(
    "EmitcDo", "custom<EmitCDo>($bodyRegion, $conditionRegion) attr-dict-with-keyword"
)


# --- emitc.expression ---------------------------------------------------------------------


def _parse_expression(dp: Any, defs: Slot, no_inline: Slot, result: Slot, region: Slot) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    if p.lex.kind is VALUE:
        refs.append(p.parse_operand_ref())
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
    if p.consume_keyword("noinline"):
        dp.set_attr(no_inline, B.unit_attr())
    try:
        p.expect_punct(":", "expected ':'")
        at = p.lex.start
        t = p.parse_type()
    except DiagnosticError as exc:
        # (C++ adds its own error where the type should be)
        from core.diagnostics import Diagnostic, Severity

        prefix = f"custom op '{p.custom_ops[-1]}' " if p.custom_ops else ""
        exc.followups.append(
            Diagnostic(Severity.ERROR, prefix + "expected function type", p.src.loc(p.lex.start))
        )
        raise
    if t.defn is not B.T["function"]:
        p.custom_error("expected function type", at)
    inputs, outputs = t.params
    after = p.lex.start  # (C++ reports these where reading stopped)
    if len(refs) != len(inputs):
        p.custom_error(f"number of operands and types do not match: got {len(refs)} operands "
                       f"and {len(inputs)} types", after)  # fmt: skip
    if len(outputs) != 1:
        p.custom_error("expected single return type", after)
    dp.set_operands(defs, refs)
    dp.set_types(defs, list(inputs))
    dp.set_types(result, list(outputs))
    entry = [(name, ty, off, None) for (name, off), ty in zip(refs, inputs)]
    dp.set_region(region, dp.parse_region(entry_args=entry))


def _print_expression(dp: Any, defs: Slot, no_inline: Slot, result: Slot, region: Slot) -> None:
    p = dp.p
    values = dp.operands(defs)
    print_values(p, values)
    p.write(" : ")
    p.print_type(B.function_type(tuple(v.type for v in values),
                                 tuple(r.type for r in dp.results(result))))  # fmt: skip
    p.write(" ")
    body = dp.region(region)
    if body is None:
        return
    # the region's arguments print with the names of the operands (shadowRegionArgs)
    names = getattr(p, "names", None)
    if names is not None:
        for arg, v in zip(entry_args(body), values):
            if v in names:
                names[arg] = names[v]
    dp.print_region(body, entry_args=False, terminators=True)


plugin.directive("EmitCExpression", _parse_expression, _print_expression)
plugin.assembly_format(
    "EmitcExpression",
    "custom<EmitCExpression>($defs, $do_not_inline, type($result), $region) attr-dict",
)


# --- emitc.global, emitc.field -------------------------------------------------------------


def _initializer_type(t: Any) -> Any:
    """The type an initial value is read with: an array's shape and elements as a tensor."""
    if t.defn.key == "!emitc.array":
        shape, element = t.params
        return get(B.T["tensor"], (tuple(d.params[1] for d in shape.params[0]), element, None))
    return t


# what C++ accepts as a global's initial value: integer, float and elements attributes
_INITIAL_VALUE_KINDS = tuple(
    B.A[k]
    for k in ("integer", "float", "dense_int_or_fp_elements", "dense_string_elements",
              "dense_resource_elements", "sparse_elements")
)  # fmt: skip


def _parse_type_and_initial_value(dp: Any, type_: Slot, value: Slot) -> None:
    p = dp.p
    t = p.parse_type()
    dp.set_attr(type_, B.type_attr(t))
    if not p.consume_punct("="):
        return
    a = p.parse_attribute(_initializer_type(t))
    d = a.defn
    if not (
        d in _INITIAL_VALUE_KINDS or d.key == "#emitc.opaque"
    ):  # fmt: skip
        p.custom_error(
            "initial value should be a integer, float, elements or opaque attribute", dp.loc
        )
    dp.set_attr(value, a)


def _print_type_and_initial_value(dp: Any, type_: Slot, value: Slot) -> None:
    p = dp.p
    t = dp.attr(type_)
    if t is not None:
        p.print_type(t.params[0])
    a = dp.attr(value)
    if a is not None:
        p.write(" = ")
        p.print_attribute(a, elide_type=True, always=True)


for _name in ("EmitCGlobalOpTypeAndInitialValue", "EmitCFieldOpTypeAndInitialValue"):
    plugin.directive(_name, _parse_type_and_initial_value, _print_type_and_initial_value)


# --- !emitc.array ---------------------------------------------------------------------------


def _parse_array_shape(p: Any, shape: str, element: str) -> dict[str, Any]:
    dims, _ = p.parse_dimension_list(False, False)
    at = p.lex.start
    t = p.parse_type()
    if dims:
        from dialects_irdl.emitc.verifiers import array_element_ok

        if not array_element_ok(t):
            # (C++ quotes the type twice)
            p.error_at(at, f"invalid array element type ''{t!r}''")
    return {shape: B.array_attr(tuple(B.integer_attr(d, B.I64) for d in dims)), element: t}


def _print_array_shape(attrs: Any, params: dict[str, Any], shape: str, element: str) -> str:
    dims = "".join(f"{d.params[1]}x" for d in params[shape].params[0])
    return f"{dims}{attrs.type(params[element])}"


plugin.param_directive("EmitCArrayShape", _parse_array_shape, _print_array_shape)
plugin.assembly_format("EmitcArrayType", "`<` custom<EmitCArrayShape>($shape, $elementType) `>`")
