"""Custom forms of the async dialect, as mlir-opt reads and prints them.

- ``ValueType`` (``!async.value<T>``): ``custom<AsyncValueType>($valueType)``, the type in
  full.
- ``AsyncExecute``: ``([%tokens])? ((%value as %arg: !async.value<T>, ...))? (-> types)?
  (attributes {...})? {body}``; the dependencies are ``!async.token``s, each ``%arg`` is the
  body's entry argument of the value's type ``T``, the first result is the token.
- ``AsyncFunc``: a function's form (``irdl.format.directives``' ``FunctionOp``).
- ``AwaitResultType(type($operand), type($result))``: the operand's type; an
  ``!async.value<T>`` gives a result of type ``T``, a token none.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.lexer import VALUE
from irdl.format.directives import print_function_result_types, print_values
from irdl.plugin import Plugin, Slot

plugin = Plugin("async")


def async_type(ctx: Any, name: str, *params: Any) -> Any:
    info = ctx.dialect("async")
    return get(info.types.get(name) or info.types["!" + name], tuple(params))


def _is(t: Any, key: str) -> bool:
    return getattr(getattr(t, "defn", None), "key", None) == key


# --- !async.value -------------------------------------------------------------------------


def _parse_value_type(p: Any, param: str) -> dict[str, Any]:
    return {param: p.parse_type()}


def _print_value_type(attrs: Any, params: dict[str, Any], param: str) -> str:
    return str(attrs.type(params[param]))


plugin.param_directive("AsyncValueType", _parse_value_type, _print_value_type)
plugin.assembly_format("AsyncValueType", "`<` custom<AsyncValueType>($valueType) `>`")


# --- async.execute --------------------------------------------------------------------------


def _parse_execute(
    dp: Any, deps: Slot, operands: Slot, token: Slot, results: Slot, region: Slot
) -> None:
    p = dp.p
    token_type = async_type(p.ctx, "token")
    dep_refs: list[tuple[str, int]] = []
    if p.consume_punct("["):
        if p.lex.kind is VALUE:
            dep_refs.append(p.parse_operand_ref())
            while p.consume_punct(","):
                dep_refs.append(p.parse_operand_ref())
        p.expect_punct("]", "expected ']'")
    refs: list[tuple[str, int]] = []
    types: list[Any] = []
    entry: list[Any] = []
    if p.consume_punct("(") and not p.consume_punct(")"):
        while True:
            refs.append(p.parse_operand_ref())
            p.parse_keyword("as")
            if p.lex.kind is not VALUE:
                p.wrong_token("expected SSA operand")
            name, at = p.tok, p.lex.start
            p.lex.next()
            p.expect_punct(":", "expected ':'")
            t = p.parse_type()
            types.append(t)
            inner = t.params[0] if _is(t, "!async.value") else B.NONE
            entry.append((name, inner, at, None))
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
    result_types: list[Any] = []
    if p.consume_punct("->"):
        result_types = list(p.parse_function_result_types())
    if p.consume_keyword("attributes"):
        if not p.at_punct("{"):
            p.wrong_token("expected '{' in attribute dictionary")
        dp.attr_dict(p.parse_attribute_entries())
    dp.set_operands(deps, dep_refs)
    dp.set_types(deps, [token_type] * len(dep_refs))
    dp.set_operands(operands, refs)
    dp.set_types(operands, types)
    dp.set_types(token, [token_type])
    dp.set_types(results, result_types)
    # (C++ reads the body as written: no implicit terminator)
    dp.set_region(region, p.parse_region(entry_args=entry))


def _print_execute(
    dp: Any, deps: Slot, operands: Slot, token: Slot, results: Slot, region: Slot
) -> None:
    p = dp.p
    body = dp.region(region)
    values = dp.operands(deps)
    sep = ""  # (the format puts the space before the first piece)
    if values:
        p.write("[")
        sep = " "
        print_values(p, values)
        p.write("]")
    values = dp.operands(operands)
    if values:
        args = list(body.blocks[0].args) if body is not None and body.blocks else []
        p.write(sep + "(")
        sep = " "
        for i, v in enumerate(values):
            if i:
                p.write(", ")
            p.print_operand(v)
            p.write(" as ")
            if i < len(args):
                p.print_operand(args[i])
            p.write(": ")
            p.print_type(v.type)
        p.write(")")
    types = [r.type for r in dp.results(results)]
    if types:
        p.write(sep + "-> ")
        sep = " "
        print_function_result_types(p, types)
    others = dp.other_attrs({"operandSegmentSizes"})
    if others:
        p.write(sep.strip())
        p.print_attr_dict(others, (), keyword=True)
        sep = " "
    p.write(sep)
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=True)


plugin.directive("AsyncExecute", _parse_execute, _print_execute)
plugin.assembly_format(
    "AsyncExecute",
    "custom<AsyncExecute>($dependencies, $bodyOperands, type($token), type($bodyResults), "
    "$bodyRegion)",
)

plugin.assembly_format(
    "AsyncFunc",
    "custom<FunctionOp>($sym_name, $sym_visibility, $function_type, $arg_attrs, $res_attrs, $body)",
)


# --- AwaitResultType ----------------------------------------------------------------------


def _parse_await_result(dp: Any, operand: Slot, result: Slot) -> None:
    t = dp.p.parse_type()
    dp.set_types(operand, [t])
    dp.set_types(result, [t.params[0]] if _is(t, "!async.value") else [])


def _print_await_result(dp: Any, operand: Slot, result: Slot) -> None:
    for v in dp.operands(operand):
        dp.p.print_type(v.type)


plugin.directive("AwaitResultType", _parse_await_result, _print_await_result)
