"""Custom forms of the transform dialect (mlir-opt's spelling):

- ``TransformNamedSequence`` (C++'s form of ``transform.named_sequence``): a function's
  form, as ``func.func`` (``irdl.format.directives``' ``FunctionOp``).
- ``SequenceOpOperands($root, type($root), $extra_bindings, type($extra_bindings))``:
  ``transform.sequence``'s operands: nothing, or ``%root (, %extra...)? : type`` with
  ``: (type, extra types)`` when there are extra bindings (the parentheses optional when
  read).
- ``ForeachMatchSymbols($matchers, $actions)``: ``@matcher -> @action, ...``.
  (as ODS's ``regions`` directive reads a variadic group).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.diagnostics import Diagnostic, DiagnosticError, Severity
from core.lexer import AT, BARE, INT, STRING, VALUE, unescape_string
from irdl.format.int_lists import (
    array_values,
    i64_array,
    mixed_entries,
    parse_index_list,
    parse_integer,
    print_index_list,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("transform")

plugin.assembly_format(
    "TransformNamedSequence",
    "custom<FunctionOp>($sym_name, $sym_visibility, $function_type, $arg_attrs, $res_attrs, $body)",
)


# --- SequenceOpOperands -------------------------------------------------------------------


def _parse_sequence_operands(
    dp: Any, root: Slot, root_type: Slot, extra: Slot, extra_types: Slot
) -> None:
    p = dp.p
    if p.lex.kind is not VALUE:
        dp.set_operands(root, [])
        dp.set_types(root_type, [])
        return
    dp.set_operands(root, [p.parse_operand_ref()])
    refs: list[tuple[str, int]] = []
    if p.consume_punct(","):
        refs.append(p.parse_operand_ref())
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
    p.expect_punct(":", "expected ':'")
    p.consume_punct("(")
    dp.set_types(root_type, [p.parse_type()])
    types: list[Any] = []
    if refs:
        p.expect_punct(",", "expected ','")
        types.append(p.parse_type())
        while p.consume_punct(","):
            types.append(p.parse_type())
    if len(types) != len(refs):
        p.error_at(dp.loc, "expected types to be provided for all operands")
    p.consume_punct(")")
    dp.set_operands(extra, refs)
    dp.set_types(extra_types, types)


def _print_sequence_operands(
    dp: Any, root: Slot, root_type: Slot, extra: Slot, extra_types: Slot
) -> None:
    roots = dp.operands(root)
    if not roots:
        return
    p = dp.p
    extras = dp.operands(extra)
    p.print_operand(roots[0])
    for v in extras:
        p.write(", ")
        p.print_operand(v)
    p.write(" : ")
    if extras:
        p.write("(")
    p.print_type(roots[0].type)
    for v in extras:
        p.write(", ")
        p.print_type(v.type)
    if extras:
        p.write(")")


plugin.directive(
    "SequenceOpOperands",
    _parse_sequence_operands,
    _print_sequence_operands,
    present=lambda dp, root, *_: bool(dp.operands(root)),
)


# --- ForeachMatchSymbols ------------------------------------------------------------------


def _symbol_ref(p: Any) -> Any:
    at = p.lex.start
    if p.lex.kind is not AT:
        p.custom_error("expected valid '@'-identifier for symbol name")
    a = p.parse_attribute()
    if a.defn is not B.A["symbol_ref"]:
        p.custom_error("invalid kind of attribute specified", at)
    return a


def _parse_foreach_match_symbols(dp: Any, matchers: Slot, actions: Slot) -> None:
    p = dp.p
    found: list[Any] = []
    done: list[Any] = []
    while True:
        found.append(_symbol_ref(p))
        p.expect_punct("->", "expected '->'")
        done.append(_symbol_ref(p))
        if not p.consume_punct(","):
            break
    dp.set_attr(matchers, B.array_attr(tuple(found)))
    dp.set_attr(actions, B.array_attr(tuple(done)))


def _print_foreach_match_symbols(dp: Any, matchers: Slot, actions: Slot) -> None:
    p = dp.p
    found, done = dp.attr(matchers), dp.attr(actions)
    pairs = zip(found.params[0], done.params[0]) if found and done else ()
    for i, (m, a) in enumerate(pairs):
        p.write(", \n" + " " * (p.indent + 4) if i else "\n" + " " * (p.indent + 4))
        p.print_attribute(m)
        p.write(" -> ")
        p.print_attribute(a)


plugin.directive("ForeachMatchSymbols", _parse_foreach_match_symbols, _print_foreach_match_symbols)

# C++'s getDefaultDialect: these bodies write the transform dialect's operations bare.
for _op in ("transform.sequence", "transform.with_pdl_patterns"):
    plugin.default_dialect(_op, "transform")


# --- SemiFunctionType ---------------------------------------------------------------------


def _parse_semi_function_type(dp: Any, arg: Slot, results: Slot, optional: str = "true") -> None:
    """``type`` or ``(type) -> type``; a group of results may be ``(types)``; with
    ``"false"`` the parenthesized form is required."""
    p = dp.p
    paren = p.consume_punct("(") if optional != "false" else True
    if optional == "false":
        p.expect_punct("(", "expected '('")
    dp.set_types(arg, [p.parse_type()])
    found: list[Any] = []
    if paren:
        p.expect_punct(")", "expected ')'")
        p.expect_punct("->", "expected '->'")
        if dp.variadicity(results) != "single" and p.consume_punct("("):
            found.append(p.parse_type())
            while p.consume_punct(","):
                found.append(p.parse_type())
            p.expect_punct(")", "expected ')'")
        else:
            found.append(p.parse_type())
    dp.set_types(results, found)


def _print_semi_function_type(dp: Any, arg: Slot, results: Slot, optional: str = "true") -> None:
    p = dp.p
    found = [v.type for v in dp.results(results)]
    args = dp.operands(arg)
    if found:
        p.write("(")
    if args:
        p.print_type(args[0].type)
    if not found:
        return
    p.write(") -> ")
    if len(found) > 1:
        p.write("(")
    for i, t in enumerate(found):
        p.write(", " if i else "")
        p.print_type(t)
    if len(found) > 1:
        p.write(")")


plugin.directive("SemiFunctionType", _parse_semi_function_type, _print_semi_function_type)


# --- TransformMatchDims -------------------------------------------------------------------


def _parse_match_dims(dp: Any, dims: Slot, inverted: Slot, every: Slot) -> None:
    """``all``, ``except(i, ...)`` or ``i, ...``."""
    p = dp.p
    if p.consume_keyword("all"):
        dp.set_attr(dims, i64_array([]))
        dp.set_attr(every, B.unit_attr())
        return
    negated = p.consume_keyword("except")
    if negated:
        dp.set_attr(inverted, B.unit_attr())
        p.expect_punct("(", "expected '('")
    values = [parse_integer(p)]
    while p.consume_punct(","):
        values.append(parse_integer(p))
    dp.set_attr(dims, i64_array(values))
    if negated:
        p.expect_punct(")", "expected ')'")


def _print_match_dims(dp: Any, dims: Slot, inverted: Slot, every: Slot) -> None:
    p = dp.p
    if dp.attr(every) is not None:
        p.write("all")
        return
    negated = dp.attr(inverted) is not None
    p.write("except(" if negated else "")
    p.write(", ".join(str(v) for v in array_values(dp.attr(dims))))
    p.write(")" if negated else "")


plugin.directive("TransformMatchDims", _parse_match_dims, _print_match_dims)


# --- PackedOrDynamicIndexList -------------------------------------------------------------


def _parse_packed_or_dynamic(dp: Any, packed: Slot, values: Slot, static: Slot) -> None:
    """``*(%packed)`` (one handle holding every size), or ``[%v, 4, ...]``; the values'
    types are the operation's functional type's."""
    p = dp.p
    if p.consume_punct("*"):
        p.expect_punct("(", "expected '('")
        dp.set_operands(packed, [p.parse_operand_ref()])
        p.expect_punct(")", "expected ')'")
        dp.set_attr(static, i64_array([]))
        return
    refs, ints = parse_index_list(dp)
    dp.set_operands(values, refs)
    dp.set_attr(static, i64_array(ints))


def _print_packed_or_dynamic(dp: Any, packed: Slot, values: Slot, static: Slot) -> None:
    p = dp.p
    handle = dp.operands(packed)
    if handle:
        p.write("*(")
        p.print_operand(handle[0])
        p.write(")")
        return
    print_index_list(p, mixed_entries(dp, values, static))


plugin.directive(
    "PackedOrDynamicIndexList",
    _parse_packed_or_dynamic,
    _print_packed_or_dynamic,
    starts=lambda p: bool(p.at_punct("*") or p.at_punct("[")),
    present=lambda dp, packed, values, static: bool(
        dp.operands(packed) or array_values(dp.attr(static))
    ),
)


# --- MultitileSizesTypes, ContinuousTileSizeTypes -----------------------------------------


def _parse_one_to_one(dp: Any, target: Slot, *results: Slot) -> None:
    """``(T) -> R``: the target's type, and the type of every result."""
    p = dp.p
    at = p.lex.start
    ftype = p.parse_type()
    if ftype.defn is not B.T["function"]:
        p.custom_error("invalid kind of type specified: expected builtin.function, but found "
                       f"'{ftype!r}'", at)  # fmt: skip
    ins, outs = ftype.params
    if len(ins) != 1 or len(outs) != 1:
        p.error_at(at, "expects a trailing functional type with one argument and one result")
    dp.set_types(target, [ins[0]])
    for r in results:
        dp.set_types(r, [outs[0]])


def _print_one_to_one(dp: Any, target: Slot, *results: Slot) -> None:
    args = dp.operands(target)
    outs = dp.results(results[0])
    if args and outs:
        dp.p.print_type(B.function_type((args[0].type,), (outs[0].type,)))


plugin.directive("MultitileSizesTypes", _parse_one_to_one, _print_one_to_one)
plugin.directive("ContinuousTileSizeTypes", _parse_one_to_one, _print_one_to_one)


# --- ApplyRegisteredPassOptions -----------------------------------------------------------


def _param_operand(ctx: Any, index: int) -> Any:
    return get(ctx.dialect("transform").attrs["param_operand"], (B.integer_attr(index, B.I64),))


def _parse_pass_options(dp: Any, options: Slot, dynamic: Slot) -> None:
    """``{key = attribute or %value, ...}`` (a key a word or a string); a value stands in
    the dictionary as ``#transform.param_operand<index = i>``, i its place among them."""
    p = dp.p
    entries: dict[str, Any] = {}
    refs: list[tuple[str, int]] = []
    duplicate = False
    p.expect_punct("{", "expected '{' in options dictionary")
    if not p.consume_punct("}"):
        while True:
            if p.lex.kind is STRING:
                key = unescape_string(p.src, p.lex.start, p.lex.end)
                p.lex.next()
            elif p.lex.kind is BARE:
                key = p.tok
                p.lex.next()
            else:
                key = ""
            if not key:
                p.error_here("expected key to either be an identifier or a string")
            if not p.consume_punct("="):
                p.error_here("expected '=' after key in key-value pair")
            if p.lex.kind is VALUE:
                value = _param_operand(p.ctx, len(refs))
                refs.append(p.parse_operand_ref())
            else:
                value = p.parse_optional_attribute()
                if value is None:
                    try:
                        p.parse_operand_ref()  # C++ tries an operand, which fails first
                    except DiagnosticError as exc:
                        exc.followups.append(Diagnostic(
                            Severity.ERROR, f"custom op '{dp.info.name}' expected a valid "
                            f"attribute or operand as value associated to key '{key}'",
                            p.src.loc(p.lex.start)))  # fmt: skip
                        raise
                if value.defn.key == "#transform.param_operand":
                    p.error_here("the param_operand attribute is a marker reserved for "
                                 "indicating a value will be passed via params and is only "
                                 "used in the generic print format")  # fmt: skip
            duplicate = duplicate or key in entries
            entries[key] = value
            if not p.consume_punct(","):
                break
        p.expect_punct("}", "expected '}' in options dictionary")
    if duplicate:
        p.custom_error("duplicate keys found in options dictionary")
    dp.set_attr(options, B.dictionary_attr(entries))
    dp.set_operands(dynamic, refs)


def _print_pass_options(dp: Any, options: Slot, dynamic: Slot) -> None:
    p = dp.p
    d = dp.attr(options)
    values = dp.operands(dynamic)
    p.write("{")
    for i, (key, value) in enumerate(d.params[0] if d is not None else ()):
        p.write(", " if i else "")
        p.print_attribute(B.string_attr(key))
        p.write(" = ")
        index = value.params[0] if value.defn.key == "#transform.param_operand" else None
        if index is not None and index.defn is B.A["integer"] and index.params[1] < len(values):
            p.print_operand(values[index.params[1]])
        else:
            _print_typed(p, value)
    p.write("}")


def _print_typed(p: Any, value: Any) -> None:
    """An attribute with every type written, in arrays too (as C++ prints an option)."""
    if value.defn is not B.A["array"]:
        p.print_attribute(value)
        return
    p.write("[")
    for i, x in enumerate(value.params[0]):
        p.write(", " if i else "")
        _print_typed(p, x)
    p.write("]")


plugin.directive(
    "ApplyRegisteredPassOptions",
    _parse_pass_options,
    _print_pass_options,
    present=lambda dp, options, dynamic: bool((d := dp.attr(options)) is not None and d.params[0]),
)


# --- AlternativesOpSelectedRegion ---------------------------------------------------------


def _parse_selected_region(dp: Any, attr: Slot, param: Slot) -> None:
    """An integer (an ``index`` attribute) or a param operand."""
    p = dp.p
    if p.lex.kind is INT or p.at_punct("-"):
        dp.set_attr(attr, B.integer_attr(parse_integer(p), B.INDEX))
    elif p.lex.kind is VALUE:
        dp.set_operands(param, [p.parse_operand_ref()])
    else:
        p.error_here("expected either an integer attribute or a transform.param operand")


def _print_selected_region(dp: Any, attr: Slot, param: Slot) -> None:
    a = dp.attr(attr)
    if a is not None:
        dp.p.write(str(a.params[1]))
    for v in dp.operands(param):
        dp.p.print_operand(v)


plugin.directive(
    "AlternativesOpSelectedRegion",
    _parse_selected_region,
    _print_selected_region,
    present=lambda dp, attr, param: dp.attr(attr) is not None or bool(dp.operands(param)),
)


# --- TransformSplit -----------------------------------------------------------------------


def _parse_split_chunk(dp: Any, dynamic: Slot, static: Slot) -> None:
    """``%chunk`` or an integer (the static chunk size, kDynamic for a value)."""
    p = dp.p
    if p.lex.kind is VALUE:
        dp.set_operands(dynamic, [p.parse_operand_ref()])
        dp.set_attr(static, B.integer_attr(B.DYNAMIC, B.I64))
    else:
        dp.set_operands(dynamic, [])
        dp.set_attr(static, B.integer_attr(parse_integer(p), B.I64))


def _print_split_chunk(dp: Any, dynamic: Slot, static: Slot) -> None:
    chunk = dp.operands(dynamic)
    if chunk:
        dp.p.print_operand(chunk[0])
    else:
        a = dp.attr(static)
        dp.p.write(str(a.params[1]) if a is not None else "")
    dp.p.write(" ")  # C++ writes it before the attribute dictionary


def _parse_split_types(dp: Any, target: Slot, dynamic: Slot, result: Slot) -> None:
    """``type`` (the target's and the result's), then ``, type`` for a chunk value."""
    p = dp.p
    t = p.parse_type()
    dp.set_types(target, [t])
    dp.set_types(result, [t])
    if dp.st.operands.get(dynamic.name):
        p.expect_punct(",", "expected ','")
        dp.set_types(dynamic, [p.parse_type()])


def _print_split_types(dp: Any, target: Slot, dynamic: Slot, result: Slot) -> None:
    p = dp.p
    for i, v in enumerate(dp.operands(target) + dp.operands(dynamic)):
        p.write(", " if i else "")
        p.print_type(v.type)


plugin.directive("SplitChunk", _parse_split_chunk, _print_split_chunk)
plugin.directive("SplitTypes", _parse_split_types, _print_split_types)
plugin.assembly_format(
    "TransformSplit",
    "$target `after` custom<SplitChunk>($dynamic_chunk_sizes, $static_chunk_sizes) attr-dict "
    "`:` custom<SplitTypes>(type($target), type($dynamic_chunk_sizes), type($split_list))",
)
