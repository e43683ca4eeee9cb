"""The library of custom directives: ``custom<Name>(args)`` in an assembly format.

A directive reads and prints a piece of syntax the declarative format cannot say. Each is
registered under its name with ``parse(dp, *args)`` and ``print(dp, *args)``; the
arguments are ``Slot``s naming the operation's parts (operands, attributes, regions...) in
the order the format lists them, or plain strings for string literals. Optional members:
``starts(parser)`` (may it begin an optional group here) and ``present(dp, *args)``
(does it print anything, when it anchors a group).

Directives (see docs/irdl-extensions.md for examples):

- ``SingleBlockRegion($r)``: an optional region; absent means one empty block, and a
  region whose block is empty prints nothing.
- ``NamedValueList($values, $names)``: ``(name: %v, ...)``, names as keywords.
- ``NamedValueListWithVariadicity($values, $names, $variadicity)``:
  ``(name: variadic %v, ...)``; ``single`` is implied and not printed.
- ``AttributesOp($values, $names)``: ``{"name" = %v, ...}``, or nothing.
- ``SymbolName($attr)``: ``@name`` for a string attribute.
- ``TypedAttribute($attr, "type")``: an attribute parsed with that type and printed
  without it (``with size 3`` for an i32).
- ``FunctionOp($sym_name, $sym_visibility, $function_type, $arg_attrs, $res_attrs,
  $body)``: a function's visibility, name, signature (named arguments are the body's
  entry arguments), ``attributes {...}`` and optional body.
- ``TypedValue($value, type($result))``: an attribute whose type is the result's
  (``arith.constant 42 : i32``).
- ``IntEnum($attr, "w0 w1 ...")``: one of the words, held as an i64 integer (its position),
  as ODS's integer enum attributes (``arith.cmpi slt, ...``).
- ``AffineFor(...)``, ``AffineIf(...)``, ``AffineAccess(...)``...: the affine dialect's
  forms (``dialects_irdl.affine.directives``).
- ``SwitchOpCases(...)``, ``DenseArrayElements($attr, "i32")``: ``cf.switch``'s cases and
  ``cf.cond_br``'s weights (``dialects_irdl.cf.directives``).
- ``ForLoop``, ``IfOp``, ``WhileOp``, ``ParallelLoop``, ``ExecuteRegion``, ``Forall``,
  ``InParallel``: the scf dialect's forms (``dialects_irdl.scf.directives``).
- ``SwitchCases($cases, $caseRegions)``: ``case N {...}`` lines of a switch on an integer
  (``scf.index_switch``, ``emitc.switch``; ``irdl.format.switch_cases``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from core import builtin as B
from core.attributes import get
from core.diagnostics import Diagnostic, DiagnosticError, Severity, error
from core.ir import Region
from core.lexer import AT, BARE, INT, STRING, VALUE, int_literal, symbol_text, unescape_string
from irdl.format import int_lists  # noqa: F401  (DenseArray, DynamicIndexList)
from irdl.plugin import Plugin, Slot

_library = Plugin("irdlkit")


# --- SingleBlockRegion -------------------------------------------------------------------


def _parse_single_block_region(dp: Any, region: Slot) -> None:
    p = dp.p
    if p.at_punct("{"):
        r = p.parse_region(isolated=dp.info.isolated_from_above)
    else:
        r = Region()
    if not r.blocks:
        r.add_block()
    dp.set_region(region, r)


def _print_single_block_region(dp: Any, region: Slot) -> None:
    r = dp.region(region)
    if r is not None and r.blocks and r.blocks[0].ops:
        dp.p.print_region(r)


_library.directive(
    "SingleBlockRegion",
    _parse_single_block_region,
    _print_single_block_region,
    starts=lambda p: bool(p.at_punct("{")),
)


# --- SymbolName ----------------------------------------------------------------------------


def _parse_symbol_name(dp: Any, attr: Slot) -> None:
    dp.set_attr(attr, B.string_attr(dp.p.parse_symbol_name()))


def _print_symbol_name(dp: Any, attr: Slot) -> None:
    a = dp.attr(attr)
    if a is not None:
        dp.p.write(symbol_text(a.params[0]))


_library.directive(
    "SymbolName",
    _parse_symbol_name,
    _print_symbol_name,
    starts=lambda p: p.lex.kind is AT,
    present=lambda dp, attr: dp.attr(attr) is not None,
)


# --- TypedAttribute ------------------------------------------------------------------------


def _parse_typed_attribute(dp: Any, attr: Slot, type_text: str) -> None:
    from core.diagnostics import SourceFile
    from core.type_parser import TypeAttrParser

    p = dp.p
    type_parser = TypeAttrParser(SourceFile("<format>", type_text), p.ctx)
    dp.set_attr(attr, p.parse_attribute(type_parser.parse_type()))


def _print_typed_attribute(dp: Any, attr: Slot, type_text: str) -> None:
    a = dp.attr(attr)
    if a is not None:
        dp.p.print_attribute(a, elide_type=True, always=True)


_library.directive(
    "TypedAttribute",
    _parse_typed_attribute,
    _print_typed_attribute,
    present=lambda dp, attr, t: dp.attr(attr) is not None,
)


# --- FunctionOp ---------------------------------------------------------------------------

_VISIBILITIES = ("public", "private", "nested")

# an argument as written: SSA name (None in a declaration), type, offset, location, attributes
FunctionArg = tuple[str | None, Any, int, Any, dict[str, Any]]


def parse_function_arguments(
    p: Any, allow_variadic: bool = False
) -> tuple[list[FunctionArg], bool]:
    """``(%a: T {attrs} loc(...), ...)`` or ``(T {attrs}, ...)``, as MLIR's
    function_interface_impl reads it; with ``allow_variadic``, a last ``...`` (llvm.func).
    Returns the arguments and whether ``...`` ended them."""
    args: list[FunctionArg] = []
    variadic = False
    p.expect_punct("(", "expected '('")
    if not p.consume_punct(")"):
        while True:
            if allow_variadic and p.consume_punct("..."):
                variadic = True
                break
            start = p.lex.start
            if p.lex.kind is VALUE:
                name = p.tok
                if args and args[-1][0] is None:
                    p.error_here("expected type instead of SSA identifier")
                p.lex.next()
                p.expect_punct(":", "expected ':'")
            else:
                name = None
                if args and args[-1][0] is not None:
                    p.error_here("expected SSA identifier")
            t = p.parse_type()
            attrs = p.parse_attribute_entries() if p.at_punct("{") else {}
            loc = p.parse_trailing_location()
            args.append((name, t, start, loc, attrs))
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')' in argument list")
    return args, variadic


def parse_function_results(p: Any) -> tuple[list[Any], list[dict[str, Any]]]:
    """``[-> T | -> (T {attrs}, ...)]``: the result types and their attributes."""
    results: list[Any] = []
    result_attrs: list[dict[str, Any]] = []
    if p.consume_punct("->"):
        if p.consume_punct("("):
            if not p.consume_punct(")"):
                while True:
                    results.append(p.parse_type())
                    result_attrs.append(p.parse_attribute_entries() if p.at_punct("{") else {})
                    if not p.consume_punct(","):
                        break
                p.expect_punct(")", "expected ')'")
        else:
            results.append(p.parse_non_function_type())
            result_attrs.append({})
    return results, result_attrs


def set_argument_attrs(
    dp: Any, args: list[FunctionArg], result_attrs: list[dict[str, Any]], arg_attrs: Slot,
    res_attrs: Slot,
) -> None:  # fmt: skip
    """``arg_attrs`` and ``res_attrs``, each only when some argument (result) has any."""
    if any(a[4] for a in args):
        dp.set_attr(arg_attrs, B.array_attr(tuple(B.dictionary_attr(a[4]) for a in args)))
    if any(result_attrs):
        dp.set_attr(res_attrs, B.array_attr(tuple(B.dictionary_attr(r) for r in result_attrs)))


def parse_function_signature_results(
    dp: Any, args: list[FunctionArg], function_type: Slot, arg_attrs: Slot, res_attrs: Slot
) -> None:
    """After a function's arguments ``args`` (``parse_function_arguments``), its results:
    sets the builtin ``function_type`` and the arguments' and results' attributes."""
    p = dp.p
    results, result_attrs = parse_function_results(p)
    dp.set_attr(function_type, B.type_attr(B.function_type(
        tuple(a[1] for a in args), tuple(results))))  # fmt: skip
    set_argument_attrs(dp, args, result_attrs, arg_attrs, res_attrs)


def parse_function_body(p: Any, args: list[FunctionArg]) -> Region:
    """An optional body whose entry block's arguments are the named arguments; absent, an
    empty region (a declaration)."""
    region = Region()
    if p.at_punct("{"):
        loc = p.lex.start
        named = [(n, t, off, lc) for n, t, off, lc, _ in args if n is not None]
        region = p.parse_region(entry_args=named, isolated=True)
        if not region.blocks:
            p.error_at(loc, "expected non-empty function body")
    return region


def print_function_arguments(p: Any, inputs: Any, region: Region | None, arg_attrs: Any) -> None:
    """The arguments between the parentheses: the entry block's (``%arg0: T {attrs}``) when
    there is a body (``region``), else the types alone."""
    from core.printer import arg_location

    for i, t in enumerate(inputs):
        if i:
            p.write(", ")
        entries = arg_attrs.params[0][i].params[0] if arg_attrs is not None else ()
        if region is not None and i < len(region.blocks[0].args):
            arg = region.blocks[0].args[i]
            p.print_operand(arg)
            p.write(": ")
            p.print_type(arg.type)
            p.print_attr_dict(entries)
            p.print_location(arg_location(arg))
        else:
            p.print_type(t)
            p.print_attr_dict(entries)


def print_function_results(p: Any, results: Any, res_attrs: Any) -> None:
    """What follows ``->``: ``T`` alone, else ``(T {attrs}, ...)`` (several results, one
    with attributes, none, or a function type that would read as the signature)."""
    rentries = [r.params[0] for r in res_attrs.params[0]] if res_attrs is not None else []
    parens = (
        len(results) != 1
        or results[0].defn is B.T["function"]
        or (bool(rentries) and bool(rentries[0]))
    )
    if parens:
        p.write("(")
    for i, t in enumerate(results):
        if i:
            p.write(", ")
        p.print_type(t)
        if i < len(rentries):
            p.print_attr_dict(rentries[i])
    if parens:
        p.write(")")


def _parse_function_op(
    dp: Any, sym_name: Slot, visibility: Slot, function_type: Slot, arg_attrs: Slot,
    res_attrs: Slot, body: Slot,
) -> None:  # fmt: skip
    """``[visibility] @name(%a: T {attrs} loc(...), ...) [-> results] [attributes {...}]
    [{ body }]``, as MLIR's function_interface_impl reads it: named arguments become the
    entry block's arguments; a declaration lists types only."""
    p = dp.p
    if p.lex.kind is BARE and p.tok in _VISIBILITIES:
        dp.set_attr(visibility, B.string_attr(p.tok))
        p.lex.next()
    dp.set_attr(sym_name, B.string_attr(p.parse_symbol_name()))
    args, _ = parse_function_arguments(p)
    parse_function_signature_results(dp, args, function_type, arg_attrs, res_attrs)
    dict_loc = p.lex.start
    if p.consume_keyword("attributes"):
        if not p.at_punct("{"):
            p.wrong_token("expected '{' in attribute dictionary")
        entries = p.parse_attribute_entries()
        prefix = f"custom op '{p.custom_ops[-1]}' " if p.custom_ops else ""
        for inferred in ("sym_visibility", "sym_name", "function_type"):
            if inferred in entries:
                p.error_at(dict_loc, f"{prefix}'{inferred}' is an inferred attribute and should "
                           "not be specified in the explicit attribute dictionary")  # fmt: skip
        dp.attr_dict(entries)
    dp.set_region(body, parse_function_body(p, args))


def _print_function_op(
    dp: Any, sym_name: Slot, visibility: Slot, function_type: Slot, arg_attrs: Slot,
    res_attrs: Slot, body: Slot,
) -> None:  # fmt: skip
    p = dp.p
    vis = dp.attr(visibility)
    if vis is not None:
        p.write(vis.params[0] + " ")
    region = print_function_signature(dp, sym_name, function_type, arg_attrs, res_attrs, body)
    skip = {"sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"}
    p.print_attr_dict(dp.other_attrs(skip), (), keyword=True)
    if region is not None:
        p.write(" ")
        p.print_region(region, entry_args=False)


def print_function_signature(
    dp: Any, sym_name: Slot, function_type: Slot, arg_attrs: Slot, res_attrs: Slot, body: Slot
) -> Region | None:
    """``@name(%arg0: T {attrs}, ...) -> R`` of a function op whose ``function_type`` is a
    builtin function type (the arguments' types alone when it has no body); its body, or
    None when it has none."""
    p = dp.p
    name = dp.attr(sym_name)
    p.write(symbol_text(name.params[0] if name is not None else ""))
    ftype = dp.attr(function_type)
    inputs, results = ftype.params[0].params if ftype is not None else ((), ())
    region = dp.region(body)
    if region is not None and not region.blocks:
        region = None
    p.write("(")
    print_function_arguments(p, inputs, region, dp.attr(arg_attrs))
    p.write(")")
    if results:
        p.write(" -> ")
        print_function_results(p, results, dp.attr(res_attrs))
    return region


_library.directive("FunctionOp", _parse_function_op, _print_function_op)

# ``sym_visibility`` as a plain attribute, for operations that do not declare it.
_PLAIN_VISIBILITY = Slot("attribute", "sym_visibility")


def parse_function_op_plain_visibility(
    dp: Any, sym_name: Slot, function_type: Slot, arg_attrs: Slot, res_attrs: Slot, body: Slot
) -> None:
    """``FunctionOp``'s form for an operation whose visibility is not one of its declared
    attributes but a plain one (``emitc.func``, ``pdl_interp.func``)."""
    _parse_function_op(dp, sym_name, _PLAIN_VISIBILITY, function_type, arg_attrs, res_attrs, body)


def print_function_op_plain_visibility(
    dp: Any, sym_name: Slot, function_type: Slot, arg_attrs: Slot, res_attrs: Slot, body: Slot
) -> None:
    """Prints what ``parse_function_op_plain_visibility`` reads."""
    _print_function_op(dp, sym_name, _PLAIN_VISIBILITY, function_type, arg_attrs, res_attrs, body)


# --- TypedValue ---------------------------------------------------------------------------


def _parse_typed_value(dp: Any, value: Slot, result_type: Slot) -> None:
    a = dp.p.parse_attribute()
    dp.set_attr(value, a)
    dp.set_types(result_type, [attribute_type(a)])


def attribute_type(a: Any) -> Any:
    """The type a typed attribute carries (an integer's, a float's, elements')."""
    d = a.defn
    if d is B.A["string"] or d is B.A["opaque"]:
        return a.params[-1]
    if a.params and hasattr(a.params[0], "defn") and a.params[0].defn.is_type:
        return a.params[0]
    return B.NONE


def _print_typed_value(dp: Any, value: Slot, result_type: Slot) -> None:
    a = dp.attr(value)
    if a is not None:
        dp.p.print_attribute(a)


_library.directive("TypedValue", _parse_typed_value, _print_typed_value)


# --- IntEnum -------------------------------------------------------------------------------


def parse_enum_word(dp: Any, attr: Slot, names: tuple[str, ...], width: int) -> None:
    """One of ``names`` (a keyword or a string), held as an integer of ``width`` bits: its
    position, as ODS's integer enum attributes read it."""
    p = dp.p
    lex = p.lex
    if lex.kind is BARE and p.tok in names:
        word = p.tok
    elif lex.kind is STRING:
        word = unescape_string(p.src, lex.start, lex.end)
    else:
        p.custom_error(
            "expected string or keyword containing one of the following enum values for "
            f"attribute '{attr.name}' [{', '.join(names)}]"
        )
    if word and word not in names:
        p.custom_error(f'invalid {attr.name} attribute specification: "{word}"')
    lex.next()
    if word:  # ODS reads an empty string as no value
        dp.set_attr(attr, B.integer_attr(names.index(word), B.integer_type(width)))


def print_enum_word(dp: Any, attr: Slot, names: tuple[str, ...]) -> None:
    """The word at the integer's position, or the attribute in full when it is not one."""
    a = dp.attr(attr)
    if a is not None and a.defn is B.A["integer"] and 0 <= a.params[1] < len(names):
        dp.p.write(names[a.params[1]])
    elif a is not None:
        dp.p.print_attribute(a)


def _int_cases(words: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """``"a b c"`` (values 0, 1, 2) or ``"propagate=1 suppress=2"``: the words and values."""
    parts = [w.partition("=") for w in words.split()]
    values = tuple(int(v) if sep else i for i, (_, sep, v) in enumerate(parts))
    return tuple(w for w, _, _ in parts), values


def _parse_int_enum(dp: Any, attr: Slot, words: str, width: str = "64") -> None:
    names, values = _int_cases(words)
    parse_enum_word(dp, attr, names, int(width))
    a = dp.attr(attr)
    if a is not None and values != tuple(range(len(values))):  # position -> its value
        dp.set_attr(attr, B.integer_attr(values[a.params[1]], a.params[0]))


def _print_int_enum(dp: Any, attr: Slot, words: str, width: str = "64") -> None:
    names, values = _int_cases(words)
    a = dp.attr(attr)
    if a is not None and a.defn is B.A["integer"] and a.params[1] in values:
        dp.p.write(names[values.index(a.params[1])])
    elif a is not None:
        dp.p.print_attribute(a)


_library.directive(
    "IntEnum",
    _parse_int_enum,
    _print_int_enum,
    # an optional group it anchors is there at a keyword (ODS's optional enum: a word)
    starts=lambda p: p.lex.kind is BARE,
    present=lambda dp, attr, *_: dp.attr(attr) is not None,
)


def parameter_error(
    p: Any, start: int, message: str, attr_name: str, param: str, cpp_type: str
) -> DiagnosticError:
    """MLIR's two errors for a dialect attribute parameter that does not read: what was
    wrong (at ``start``), then, where reading stopped, which parameter failed."""
    exc = error(p.src.loc(start), message)
    exc.followups.append(
        Diagnostic(
            Severity.ERROR,
            f"failed to parse {attr_name} parameter '{param}' which is to be a `{cpp_type}`",
            p.src.loc(p.lex.start),
        )
    )
    return exc


# --- pieces several dialects' directives share ----------------------------------------------


def consume_x(p: Any) -> bool:
    """The ``x`` between dimensions (MLIR's lexer reads ``4x8`` as ``4`` then ``x8``): split
    off the current bare word's leading ``x``."""
    lex = p.lex
    if lex.kind is BARE and p.text[lex.start] == "x":
        lex.reset(lex.start + 1)
        return True
    return False


def parse_dimension(p: Any, dynamic: bool) -> int:
    """One dimension of a ``AxBxC`` list: a non-negative integer below 2**63 (``0x4`` is
    ``0`` then ``x4``, as MLIR's lexer splits it), or ``?`` (``B.DYNAMIC``) when ``dynamic``
    ("expected static shape" otherwise)."""
    lex = p.lex
    if p.at_punct("?"):
        if not dynamic:
            p.error_here("expected static shape")
        p.lex.next()
        return B.DYNAMIC
    if lex.kind is not INT:
        p.error_here("invalid dimension")
    spelling = p.tok
    if spelling.startswith("0x"):
        lex.reset(lex.start + 1)
        return 0
    value = int_literal(spelling)
    if value >= 2**63:
        p.error_here("invalid dimension")
    lex.next()
    return value


def print_values(p: Any, values: Iterable[Any]) -> None:
    """``%a, %b, ...`` (nothing for no values)."""
    for i, v in enumerate(values):
        if i:
            p.write(", ")
        p.print_operand(v)


def print_types(p: Any, types: Iterable[Any]) -> None:
    """``t1, t2, ...`` (nothing for no types)."""
    for i, t in enumerate(types):
        if i:
            p.write(", ")
        p.print_type(t)


def print_function_result_types(p: Any, types: list[Any]) -> None:
    """``t`` or ``(t, ...)``: what the parser's ``parse_function_result_types`` reads (MLIR's
    printArrowTypeList after its ``->``); parenthesized unless there is one type, not a
    function type."""
    wrapped = len(types) != 1 or types[0].defn is B.T["function"]
    if wrapped:
        p.write("(")
    print_types(p, types)
    if wrapped:
        p.write(")")


def entry_args(region: Any) -> list[Any]:
    """The arguments of a region's entry block (none without a region or blocks)."""
    return list(region.blocks[0].args) if region is not None and region.blocks else []


def parse_assignments(
    p: Any, empty: bool = True
) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """``(%arg = %value, ...)`` (possibly empty unless ``empty`` is False): the names a
    region binds and the values they start with (scf.for's ``iter_args``, scf.while,
    tosa.while_loop, sparse_tensor.iterate...)."""
    names: list[tuple[str, int]] = []
    values: list[tuple[str, int]] = []
    p.expect_punct("(", "expected '('")
    if not (empty and p.consume_punct(")")):
        while True:
            names.append(p.parse_operand_ref())
            p.expect_punct("=", "expected '='")
            values.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
    return names, values


def print_assignments(p: Any, args: list[Any], values: list[Any]) -> None:
    """``(%arg = %value, ...)``: what ``parse_assignments`` reads."""
    p.write("(")
    for i, (arg, v) in enumerate(zip(args, values)):
        if i:
            p.write(", ")
        p.print_operand(arg)
        p.write(" = ")
        p.print_operand(v)
    p.write(")")


def parse_loop_header(p: Any) -> tuple[tuple[str, int], ...]:
    """``%iv = %lb to %ub step %step`` (scf.for, emitc.for): the induction variable's name
    and the three bounds' operand references."""
    if p.lex.kind is not VALUE:
        p.wrong_token("expected SSA operand")
    iv = p.parse_operand_ref()
    p.expect_punct("=", "expected '='")
    lb = p.parse_operand_ref()
    p.parse_keyword("to")
    ub = p.parse_operand_ref()
    p.parse_keyword("step")
    return iv, lb, ub, p.parse_operand_ref()


def print_loop_header(dp: Any, iv: Any, lb: Slot, ub: Slot, step: Slot) -> None:
    """What ``parse_loop_header`` reads; ``iv`` is the body's first argument, if any."""
    p = dp.p
    if iv is not None:
        p.print_operand(iv)
    p.write(" = ")
    print_values(p, dp.operands(lb))
    p.write(" to ")
    print_values(p, dp.operands(ub))
    p.write(" step ")
    print_values(p, dp.operands(step))


def parse_typed_operands(p: Any) -> tuple[list[tuple[str, int]], list[Any]]:
    """``(%v, ... : type, ...)``, one value or more (gpu.warp_execute_on_lane_0's ``args``,
    pdl_interp.create_operation's results): the references and the types."""
    refs: list[tuple[str, int]] = []
    types: list[Any] = []
    p.expect_punct("(", "expected '('")
    while True:
        refs.append(p.parse_operand_ref())
        if not p.consume_punct(","):
            break
    p.expect_punct(":", "expected ':'")
    while True:
        types.append(p.parse_type())
        if not p.consume_punct(","):
            break
    p.expect_punct(")", "expected ')'")
    return refs, types


def parse_successor_operands(p: Any) -> tuple[list[tuple[str, int]], list[Any]]:
    """After a successor, optionally ``(%v, ... : type, ...)`` (cf.switch, llvm.switch)."""
    if not p.at_punct("("):
        return [], []
    return parse_typed_operands(p)


def parse_switch_cases(
    dp: Any, value_type: Any, default: Slot, default_operands: Slot, values: Slot,
    targets: Slot, target_operands: Slot, segments: Slot,
) -> None:  # fmt: skip
    """``default: ^bb(...)`` then ``, N: ^bb(%v, ... : type, ...)`` for each case (cf.switch,
    spirv.Switch): the case values, of ``value_type``, go to a dense vector, the cases'
    operands to one group with its segment sizes."""
    from core.dense import dense_elements
    from irdl.format.int_lists import parse_integer, wrap_signed

    p = dp.p
    if not p.consume_keyword("default"):
        p.custom_error("expected 'default'")
    p.expect_punct(":", "expected ':'")
    dp.set_successors(default, [p.parse_successor()])
    refs, types = parse_successor_operands(p)
    dp.set_operands(default_operands, refs)
    dp.set_types(default_operands, types)
    width = int(value_type.params[0]) if value_type.defn is B.T["integer"] else 64
    cases: list[int] = []
    blocks: list[Any] = []
    all_refs: list[tuple[str, int]] = []
    all_types: list[Any] = []
    sizes: list[int] = []
    while p.consume_punct(","):
        cases.append(wrap_signed(parse_integer(p), width))
        p.expect_punct(":", "expected ':'")
        blocks.append(p.parse_successor())
        refs, types = parse_successor_operands(p)
        all_refs.extend(refs)
        all_types.extend(types)
        sizes.append(len(refs))
    dp.set_successors(targets, blocks)
    dp.set_operands(target_operands, all_refs)
    dp.set_types(target_operands, all_types)
    if cases:
        shaped = get(B.T["vector"], ((len(cases),), value_type, (False,)))
        dp.set_attr(values, dense_elements(shaped, cases))
    dp.set_attr(segments, get(B.A["dense_array"], (B.integer_type(32), tuple(sizes))))


def parse_string_named_operands(dp: Any, values: Slot, names: Slot, value_type: Any) -> None:
    """``{"name" = %value, ...}`` or nothing (``pdl.operation``'s and
    ``pdl_interp.create_operation``'s attributes): the values, each of type ``value_type``,
    and their names, string attributes (an empty array when there are none)."""
    p = dp.p
    refs: list[tuple[str, int]] = []
    words: list[Any] = []
    if p.consume_punct("{"):
        while True:
            at = p.lex.start
            name = p.parse_attribute()
            if name.defn is not B.A["string"]:
                p.custom_error("invalid kind of attribute specified", at)
            words.append(name)
            p.expect_punct("=", "expected '='")
            refs.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct("}", "expected '}'")
    dp.set_operands(values, refs)
    dp.set_types(values, [value_type] * len(refs))
    dp.set_attr(names, B.array_attr(tuple(words)))


def print_string_named_operands(dp: Any, values: Slot, names: Slot) -> None:
    """`` {"name" = %value, ...}``, or nothing without names."""
    words = dp.attr(names)
    if words is None or not words.params[0]:
        return
    p = dp.p
    p.write(" {")
    for i, (w, v) in enumerate(zip(words.params[0], dp.operands(values))):
        if i:
            p.write(", ")
        p.print_attribute(w)
        p.write(" = ")
        p.print_operand(v)
    p.write("}")


def parse_type_of_kind(p: Any, kind: str, at: int | None = None) -> Any:
    """A type ODS reads as one builtin class (a value whose C++ type is ``VectorType``,
    ``MemRefType``, ``FunctionType``...): another kind of type is a reading error, reported
    at ``at`` (by default where the type starts)."""
    start = p.lex.start if at is None else at
    t = p.parse_type()
    if t.defn is not B.T[kind]:
        from core.printer import attr_to_str

        p.custom_error(f"invalid kind of type specified: expected builtin.{kind}, but found "
                       f"'{attr_to_str(t)}'", start)  # fmt: skip
    return t


def parse_then_else(dp: Any, then: Slot, other: Slot) -> None:
    """``{...}`` then optionally ``else {...}`` (an else region left out is empty)."""
    dp.set_region(then, dp.parse_region())
    dp.set_region(other, dp.parse_region() if dp.p.consume_keyword("else") else Region())


def print_then_else(dp: Any, then: Slot, other: Slot, terminators: bool) -> None:
    """The two regions of an if; the else region only when it has blocks. Terminators are
    printed when the if has results (else they are implicit)."""
    body = dp.region(then)
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=terminators)
    body = dp.region(other)
    if body is not None and body.blocks:
        dp.p.write(" else ")
        dp.print_region(body, entry_args=False, terminators=terminators)


def print_successor_operands(p: Any, values: list[Any]) -> None:
    """``(%v, ... : type, ...)``, or nothing without values (what ``parse_typed_operands``
    and ``parse_successor_operands`` read)."""
    if not values:
        return
    p.write("(")
    for i, v in enumerate(values):
        if i:
            p.write(", ")
        p.print_operand(v)
    p.write(" : ")
    for i, v in enumerate(values):
        if i:
            p.write(", ")
        p.print_type(v.type)
    p.write(")")


# --- TypeOfKind ----------------------------------------------------------------------------


def _parse_type_of_kind(dp: Any, slot: Slot, kind: str) -> None:
    dp.set_types(slot, [parse_type_of_kind(dp.p, kind)])


def _print_type_of_kind(dp: Any, slot: Slot, kinds: str) -> None:
    values = dp.results(slot) or dp.operands(slot)
    if values:
        dp.p.print_type(values[0].type)


_library.directive("TypeOfKind", _parse_type_of_kind, _print_type_of_kind)
