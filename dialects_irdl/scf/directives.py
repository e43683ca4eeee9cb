"""Custom directives of the scf dialect's loops and branches.

Each reads and prints the part of an operation's custom form that the declarative format
cannot say, as mlir-opt prints it:

- ``ForLoop($unsignedCmp, $lowerBound, $upperBound, $step, $initArgs, type($results),
  $region)``: ``(unsigned)? %iv = %lb to %ub step %s (iter_args(%a = %init, ...) ->
  (types))? (: type)? {...}``; the induction variable (of the bounds' type, ``index``
  unless ``: type`` says otherwise) and the iteration arguments are the body's entry
  arguments; the body's ``scf.yield`` is printed only when the loop carries values.
- ``IfOp(type($results), $thenRegion, $elseRegion)``: ``(-> (types))? {...} (else {...})?``.
- ``WhileOp($inits, type($results), $before, $after)``: ``((%arg = %init, ...))? :
  (types) -> types {...} do {...}``.
- ``ParallelLoop($lowerBound, $upperBound, $step, $initVals, type($results), $region)``:
  ``(%i, ...) = (lbs) to (ubs) step (steps) (init (values))? (-> types)? {...}``.
- ``ExecuteRegion(type($results), $no_inline, $region)``: ``(-> types)? (no_inline)? {...}``.
- ``SwitchCases($cases, $caseRegions)`` (``scf.index_switch``) is
  ``irdl.format.switch_cases``', which ``emitc.switch`` shares.
- ``Forall(...)``: ``(%i, ...) in (ubs)`` or ``(%i, ...) = (lbs) to (ubs) step (steps)``,
  each bound an SSA value or an integer, then ``(shared_outs(%o = %t, ...) -> (types))?``
  and the body.
- ``InParallel($region)``: the body of ``scf.forall.in_parallel``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.lexer import VALUE
from irdl.format import switch_cases  # noqa: F401  (SwitchCases)
from irdl.format.directives import (
    entry_args,
    parse_assignments,
    parse_loop_header,
    parse_then_else,
    parse_type_of_kind,
    print_assignments,
    print_function_result_types,
    print_loop_header,
    print_then_else,
    print_types,
    print_values,
)
from irdl.format.int_lists import (
    i64_array,
    mixed_entries,
    parse_index_list,
    print_index_list,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("scf")

# --- shared pieces ----------------------------------------------------------------------------


def _values(p: Any) -> list[tuple[str, int]]:
    """``(%a, %b, ...)``, possibly empty."""
    refs: list[tuple[str, int]] = []
    p.expect_punct("(", "expected '(' in operand list")
    if not p.consume_punct(")"):
        refs.append(p.parse_operand_ref())
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
        p.expect_punct(")", "expected ')' in operand list")
    return refs


def _arrow_types(p: Any) -> list[Attribute]:
    """The types after ``->``: ``(t, ...)`` or a single non-function type."""
    return list(p.parse_function_result_types())


def _parse_induction_vars(p: Any) -> list[tuple[str, int]]:
    """``(%i, ...)``: the induction variables of scf.parallel and scf.forall."""
    ivs: list[tuple[str, int]] = []
    p.expect_punct("(", "expected '('")
    if not p.consume_punct(")"):
        while True:
            if p.lex.kind is not VALUE:
                p.wrong_token("expected SSA operand")
            ivs.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
    return ivs


def _optional_arrow_types(p: Any) -> list[Attribute]:
    """``-> types`` or nothing (no results)."""
    return _arrow_types(p) if p.consume_punct("->") else []


def _print_arrow_types(p: Any, types: list[Attribute]) -> None:
    """``-> t`` or ``-> (t, ...)`` (printArrowTypeList)."""
    p.write("-> ")
    print_function_result_types(p, types)


def constant_int(value: Any) -> int | None:
    """The integer a value is known to hold: the result of a constant operation
    (``arith.constant``, ``index.constant``...) with an integer ``value``, as MLIR's
    getConstantIntValue finds it."""
    from core.ir import OpResult
    from irdl.plugin import inherent

    if not isinstance(value, OpResult):
        return None
    op = value.owner
    if not op.name.endswith(".constant"):
        return None
    attr = inherent(op, "value")
    if attr is None or attr.defn is not B.A["integer"]:
        return None
    return int(attr.params[1])


# --- scf.for ------------------------------------------------------------------------------------


def _parse_for(
    dp: Any, unsigned: Slot, lb: Slot, ub: Slot, step: Slot, inits: Slot, result_types: Slot,
    region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    if p.consume_keyword("unsigned"):
        dp.set_attr(unsigned, B.unit_attr())
    (iv_name, iv_at), lb_ref, ub_ref, step_ref = parse_loop_header(p)
    names: list[tuple[str, int]] = []
    values: list[tuple[str, int]] = []
    types: list[Attribute] = []
    if p.consume_keyword("iter_args"):
        names, values = parse_assignments(p)
        p.expect_punct("->", "expected '->'")
        types = _arrow_types(p)
    if len(names) != len(types):
        dp.p.custom_error("mismatch in number of loop-carried values and defined values", dp.loc)
    iv_type = p.parse_type() if p.consume_punct(":") else B.INDEX
    entry = [(iv_name, iv_type, iv_at, None)]
    entry.extend((n, t, at, None) for (n, at), t in zip(names, types))
    dp.set_region(region, dp.parse_region(entry_args=entry))
    for slot, ref in ((lb, lb_ref), (ub, ub_ref), (step, step_ref)):
        dp.set_operands(slot, [ref])
        dp.set_types(slot, [iv_type])
    dp.set_operands(inits, values)
    dp.set_types(inits, types)
    dp.set_types(result_types, types)


def _print_for(
    dp: Any, unsigned: Slot, lb: Slot, ub: Slot, step: Slot, inits: Slot, result_types: Slot,
    region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    body = dp.region(region)
    args = entry_args(body)
    if dp.attr(unsigned) is not None:
        p.write("unsigned ")
    print_loop_header(dp, args[0] if args else None, lb, ub, step)
    init_values = dp.operands(inits)
    if init_values:
        p.write(" iter_args")
        print_assignments(p, args[1:], init_values)
        p.write(" -> (")
        print_types(p, [r.type for r in dp.results(result_types)])
        p.write(")")
    p.write(" ")
    if args and args[0].type is not B.INDEX:
        p.write(" : ")
        p.print_type(args[0].type)
        p.write(" ")
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=bool(init_values))


plugin.directive("ForLoop", _parse_for, _print_for)


# --- scf.if -------------------------------------------------------------------------------------


def _parse_if(dp: Any, result_types: Slot, then_region: Slot, else_region: Slot) -> None:
    p = dp.p
    types = _optional_arrow_types(p)
    dp.set_types(result_types, types)
    parse_then_else(dp, then_region, else_region)


def _print_if(dp: Any, result_types: Slot, then_region: Slot, else_region: Slot) -> None:
    p = dp.p
    types = [r.type for r in dp.results(result_types)]
    if types:
        p.write("-> (")
        print_types(p, types)
        p.write(") ")
    print_then_else(dp, then_region, else_region, bool(types))


plugin.directive("IfOp", _parse_if, _print_if)


# --- scf.while ----------------------------------------------------------------------------------


def _parse_while(dp: Any, inits: Slot, result_types: Slot, before: Slot, after: Slot) -> None:
    p = dp.p
    names: list[tuple[str, int]] = []
    values: list[tuple[str, int]] = []
    if p.at_punct("("):
        names, values = parse_assignments(p)
    at = p.lex.start  # (upstream reports the type's problems where the ':' is)
    p.expect_punct(":", "expected ':'")
    ftype = parse_type_of_kind(p, "function", at)
    inputs, outputs = ftype.params
    if len(inputs) != len(values):
        dp.p.custom_error(f"expected as many input types as operands (expected {len(values)} got "
                          f"{len(inputs)})", at)  # fmt: skip
    entry = [(n, t, off, None) for (n, off), t in zip(names, inputs)]
    # (upstream's parser reads both regions as written: an empty one stays empty)
    dp.set_region(before, p.parse_region(entry_args=entry))
    p.parse_keyword("do")
    dp.set_region(after, p.parse_region())
    dp.set_operands(inits, values)
    dp.set_types(inits, list(inputs))
    dp.set_types(result_types, list(outputs))


def _print_while(dp: Any, inits: Slot, result_types: Slot, before: Slot, after: Slot) -> None:
    p = dp.p
    before_body = dp.region(before)
    values = dp.operands(inits)
    if values:
        print_assignments(p, entry_args(before_body), values)
        p.write(" ")
    p.write(": ")
    p.print_type(B.function_type(tuple(v.type for v in values),
                                 tuple(r.type for r in dp.results(result_types))))  # fmt: skip
    p.write(" ")
    if before_body is not None:
        dp.print_region(before_body, entry_args=False, terminators=True)
    p.write(" do ")
    after_body = dp.region(after)
    if after_body is not None:
        dp.print_region(after_body, entry_args=True, terminators=True)


plugin.directive("WhileOp", _parse_while, _print_while)


# --- scf.parallel -------------------------------------------------------------------------------


def _parse_parallel(
    dp: Any, lb: Slot, ub: Slot, step: Slot, inits: Slot, result_types: Slot, region: Slot
) -> None:
    p = dp.p
    ivs = _parse_induction_vars(p)
    p.expect_punct("=", "expected '='")
    bounds = []
    for keyword in (None, "to", "step"):
        if keyword is not None:
            p.parse_keyword(keyword)
        at = p.lex.start
        refs = _values(p)
        if len(refs) != len(ivs):
            dp.p.custom_error(f"expected {len(ivs)} operands", at)
        bounds.append(refs)
    values: list[tuple[str, int]] = []
    if p.consume_keyword("init"):
        values = _values(p)
    types = _optional_arrow_types(p)
    entry = [(n, B.INDEX, off, None) for n, off in ivs]
    dp.set_region(region, dp.parse_region(entry_args=entry))
    if len(values) != len(types):
        dp.p.custom_error(f"number of operands and types do not match: got {len(values)} "
                          f"operands and {len(types)} types", dp.loc)  # fmt: skip
    for slot, refs in zip((lb, ub, step), bounds):
        dp.set_index_operands(slot, refs)
    dp.set_operands(inits, values)
    dp.set_types(inits, types)
    dp.set_types(result_types, types)


def _print_parallel(
    dp: Any, lb: Slot, ub: Slot, step: Slot, inits: Slot, result_types: Slot, region: Slot
) -> None:
    p = dp.p
    body = dp.region(region)
    p.write("(")
    print_values(p, entry_args(body))
    p.write(") = (")
    print_values(p, dp.operands(lb))
    p.write(") to (")
    print_values(p, dp.operands(ub))
    p.write(") step (")
    print_values(p, dp.operands(step))
    p.write(")")
    values = dp.operands(inits)
    if values:
        p.write(" init (")
        print_values(p, values)
        p.write(")")
    types = [r.type for r in dp.results(result_types)]
    if types:
        p.write(" ")
        _print_arrow_types(p, types)
    p.write(" ")
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=True)


plugin.directive("ParallelLoop", _parse_parallel, _print_parallel)


# --- scf.execute_region -------------------------------------------------------------------------


def _parse_execute_region(dp: Any, result_types: Slot, no_inline: Slot, region: Slot) -> None:
    p = dp.p
    types = _optional_arrow_types(p)
    dp.set_types(result_types, types)
    if p.consume_keyword("no_inline"):
        dp.set_attr(no_inline, B.unit_attr())
    dp.set_region(region, dp.parse_region())


def _print_execute_region(dp: Any, result_types: Slot, no_inline: Slot, region: Slot) -> None:
    p = dp.p
    types = [r.type for r in dp.results(result_types)]
    if types:
        _print_arrow_types(p, types)
        p.write(" ")
    if dp.attr(no_inline) is not None:
        p.write("no_inline ")
    body = dp.region(region)
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=True)


plugin.directive("ExecuteRegion", _parse_execute_region, _print_execute_region)


# --- scf.index_switch: SwitchCases is irdl.format.switch_cases' (emitc.switch shares it) ----

# --- scf.forall ---------------------------------------------------------------------------------


def _parse_forall(
    dp: Any, dyn_lb: Slot, static_lb: Slot, dyn_ub: Slot, static_ub: Slot, dyn_step: Slot,
    static_step: Slot, outputs: Slot, result_types: Slot, region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    ivs = _parse_induction_vars(p)
    lbs: list[tuple[str, int]] = []
    steps: list[tuple[str, int]] = []
    if p.consume_keyword("in"):
        ubs, static_ubs = parse_index_list(dp, "()")
        static_lbs = [0] * len(ivs)
        static_steps = [1] * len(ivs)
    else:
        p.expect_punct("=", "expected '='")
        lbs, static_lbs = parse_index_list(dp, "()")
        p.parse_keyword("to")
        ubs, static_ubs = parse_index_list(dp, "()")
        p.parse_keyword("step")
        steps, static_steps = parse_index_list(dp, "()")
    names: list[tuple[str, int]] = []
    values: list[tuple[str, int]] = []
    types: list[Attribute] = []
    outs_at = p.lex.start
    if p.consume_keyword("shared_outs"):
        names, values = parse_assignments(p)
        if p.consume_punct("->"):
            types = _arrow_types(p)
        if len(values) != len(types):
            dp.p.custom_error(f"number of operands and types do not match: got {len(values)} "
                              f"operands and {len(types)} types", outs_at)  # fmt: skip
    entry = [(n, B.INDEX, off, None) for n, off in ivs]
    entry.extend((n, t, off, None) for (n, off), t in zip(names, types))
    dp.set_region(region, dp.parse_region(entry_args=entry))
    for slot, refs in ((dyn_lb, lbs), (dyn_ub, ubs), (dyn_step, steps)):
        dp.set_index_operands(slot, refs)
    for slot, static in ((static_lb, static_lbs), (static_ub, static_ubs),
                         (static_step, static_steps)):  # fmt: skip
        dp.set_attr(slot, i64_array(static))
    dp.set_operands(outputs, values)
    dp.set_types(outputs, types)
    dp.set_types(result_types, types)


def _all_equal(bounds: list[Any], n: int) -> bool:
    return all((b if isinstance(b, int) else constant_int(b)) == n for b in bounds)


def _print_forall(
    dp: Any, dyn_lb: Slot, static_lb: Slot, dyn_ub: Slot, static_ub: Slot, dyn_step: Slot,
    static_step: Slot, outputs: Slot, result_types: Slot, region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    body = dp.region(region)
    args = entry_args(body)
    lbs = mixed_entries(dp, dyn_lb, static_lb)
    ubs = mixed_entries(dp, dyn_ub, static_ub)
    steps = mixed_entries(dp, dyn_step, static_step)
    rank = len(lbs)
    p.write("(")
    print_values(p, args[:rank])
    if _all_equal(lbs, 0) and _all_equal(steps, 1):
        p.write(") in ")
        print_index_list(p, ubs, "()")
    else:
        p.write(") = ")
        print_index_list(p, lbs, "()")
        p.write(" to ")
        print_index_list(p, ubs, "()")
        p.write(" step ")
        print_index_list(p, steps, "()")
    values = dp.operands(outputs)
    if values:
        p.write(" shared_outs")
        print_assignments(p, args[rank:], values)
    p.write(" ")
    results = dp.results(result_types)
    if args[rank:]:
        p.write("-> (")
        print_types(p, [r.type for r in results])
        p.write(") ")
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=bool(results))


plugin.directive("Forall", _parse_forall, _print_forall)


# --- scf.forall.in_parallel ---------------------------------------------------------------------


def _parse_in_parallel(dp: Any, region: Slot) -> None:
    r = dp.p.parse_region()
    if not r.blocks:
        r.add_block()
    dp.set_region(region, r)


def _print_in_parallel(dp: Any, region: Slot) -> None:
    body = dp.region(region)
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=False)


plugin.directive("InParallel", _parse_in_parallel, _print_in_parallel)
