"""Custom directives of the affine dialect's loops (``custom<AffineFor>``).

``AffineFor($lbOperands, $lbMap, $ubOperands, $ubMap, $step, $inits, type($results),
$region)``: the header and body of a loop::

    %iv = <lower> to <upper> (step N)? (iter_args(%arg = %init, ...) -> (types))? { ... }

A bound is an integer (a constant map), one SSA value (a symbol identity map), or an affine
map with its dimension and symbol operands ``#map(%d...)[%s...]``, written after ``max``
(lower) / ``min`` (upper) when the map has several results. The body's entry arguments are
the induction variable (``index``) and the iteration arguments; its terminator may be left
out. Printed as MLIR prints it: a bound in the short form when it is one.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.affine import AffineConstantExpr, AffineMap, AffineSymbolExpr, constant, symbol
from core.attributes import get
from core.lexer import VALUE
from irdl.format.directives import CustomDirective, Slot, _register


def _map_attr(m: AffineMap) -> Any:
    return get(B.A["affine_map"], (m,))


def _parse_bound(dp: Any, lower: bool, operands: Slot, bound_map: Slot) -> None:
    p = dp.p
    min_max = p.consume_keyword("max" if lower else "min")
    refs: list[tuple[str, int]] = []
    if p.lex.kind is VALUE:
        refs.append(p.parse_operand_ref())
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
        if len(refs) > 1:
            p.error_at(dp.loc, "expected only one loop bound operand")
        dp.set_operands(operands, refs)
        dp.set_types(operands, [B.INDEX])
        dp.set_attr(bound_map, _map_attr(AffineMap.get(0, 1, (symbol(0),))))
        return
    at = p.lex.start
    attr = p.parse_attribute(B.INDEX)
    if attr.defn is B.A["affine_map"]:
        amap: AffineMap = attr.params[0]
        dims: list[tuple[str, int]] = []
        syms: list[tuple[str, int]] = []
        p.expect_punct("(", "expected '('")
        if not p.consume_punct(")"):
            dims.append(p.parse_operand_ref())
            while p.consume_punct(","):
                dims.append(p.parse_operand_ref())
            p.expect_punct(")", "expected ')'")
        if p.consume_punct("["):
            if not p.consume_punct("]"):
                syms.append(p.parse_operand_ref())
                while p.consume_punct(","):
                    syms.append(p.parse_operand_ref())
                p.expect_punct("]", "expected ']'")
        if amap.num_dims != len(dims):
            p.error_at(dp.loc, "dim operand count and affine map dim count must match")
        if amap.num_symbols != len(syms):
            p.error_at(dp.loc, "symbol operand count and affine map symbol count must match")
        if amap.num_results > 1 and not min_max:
            which = "lower" if lower else "upper"
            prefix = "max" if lower else "min"
            p.error_at(at, f"{which} loop bound affine map with multiple results requires "
                       f"'{prefix}' prefix")  # fmt: skip
        dp.set_operands(operands, dims + syms)
        dp.set_types(operands, [B.INDEX] * (len(dims) + len(syms)))
        dp.set_attr(bound_map, attr)
        return
    if attr.defn is B.A["integer"]:
        dp.set_operands(operands, [])
        dp.set_types(operands, [])
        dp.set_attr(bound_map, _map_attr(AffineMap.get(0, 0, (constant(attr.params[1]),))))
        return
    p.error_at(dp.loc, "expected valid affine map representation for loop bounds")


def _parse_affine_for(
    dp: Any, lb: Slot, lb_map: Slot, ub: Slot, ub_map: Slot, step: Slot, inits: Slot,
    result_types: Slot, region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    if p.lex.kind is not VALUE:
        p.wrong_token("expected SSA operand")  # MLIR reads the induction variable first
    iv_name, iv_at = p.parse_operand_ref()
    p.expect_punct("=", "expected '='")
    _parse_bound(dp, True, lb, lb_map)
    if not p.consume_keyword("to"):
        p.wrong_token("expected 'to' between bounds")
    _parse_bound(dp, False, ub, ub_map)
    if p.consume_keyword("step"):
        at = p.lex.start
        value = p.parse_attribute(B.INDEX)
        if value.defn is not B.A["integer"]:
            p.error_at(at, "invalid kind of attribute specified")
        if value.params[1] < 0:
            p.error_at(at, "expected step to be representable as a positive signed integer")
        dp.set_attr(step, value)
    else:
        dp.set_attr(step, B.integer_attr(1, B.INDEX))
    entry: list[tuple[str, Any, int, Any]] = [(iv_name, B.INDEX, iv_at, None)]
    init_refs: list[tuple[str, int]] = []
    types: list[Any] = []
    if p.consume_keyword("iter_args"):
        p.expect_punct("(", "expected '('")
        names: list[tuple[str, int]] = []
        while True:
            names.append(p.parse_operand_ref())
            p.expect_punct("=", "expected '='")
            init_refs.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
        p.expect_punct("->", "expected '->'")
        p.expect_punct("(", "expected '('")
        if not p.consume_punct(")"):
            types.append(p.parse_type())
            while p.consume_punct(","):
                types.append(p.parse_type())
            p.expect_punct(")", "expected ')'")
        if len(names) != len(types):
            p.error_at(dp.loc, "mismatch between the number of loop-carried values and results")
        entry.extend((n, t, at, None) for (n, at), t in zip(names, types))
    dp.set_operands(inits, init_refs)
    dp.set_types(inits, types)
    dp.set_types(result_types, types)
    dp.set_region(region, dp.parse_region(entry_args=entry))


def _print_bound(dp: Any, operands: Slot, bound_map: Slot, prefix: str) -> None:
    p = dp.p
    attr = dp.attr(bound_map)
    values = dp.operands(operands)
    amap: AffineMap = attr.params[0]
    if amap.num_results == 1:
        expr = amap.results[0]
        if amap.num_dims == 0 and amap.num_symbols == 0 and isinstance(expr, AffineConstantExpr):
            p.write(str(expr.value))
            return
        if amap.num_dims == 0 and amap.num_symbols == 1 and isinstance(expr, AffineSymbolExpr):
            p.print_operand(values[0])
            return
    else:
        p.write(prefix + " ")
    p.print_attribute(attr)
    p.write("(")
    for i, v in enumerate(values[: amap.num_dims]):
        if i:
            p.write(", ")
        p.print_operand(v)
    p.write(")")
    if amap.num_symbols:
        p.write("[")
        for i, v in enumerate(values[amap.num_dims :]):
            if i:
                p.write(", ")
            p.print_operand(v)
        p.write("]")


def _print_affine_for(
    dp: Any, lb: Slot, lb_map: Slot, ub: Slot, ub_map: Slot, step: Slot, inits: Slot,
    result_types: Slot, region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    body = dp.region(region)
    args = body.blocks[0].args if body is not None and body.blocks else []
    if args:
        p.print_operand(args[0])
    p.write(" = ")
    _print_bound(dp, lb, lb_map, "max")
    p.write(" to ")
    _print_bound(dp, ub, ub_map, "min")
    step_attr = dp.attr(step)
    if step_attr is not None and step_attr.params[1] != 1:
        p.write(f" step {step_attr.params[1]}")
    init_values = dp.operands(inits)
    if init_values:
        p.write(" iter_args(")
        for i, (arg, v) in enumerate(zip(args[1:], init_values)):
            if i:
                p.write(", ")
            p.print_operand(arg)
            p.write(" = ")
            p.print_operand(v)
        p.write(") -> (")
        for i, r in enumerate(dp.results(result_types)):
            if i:
                p.write(", ")
            p.print_type(r.type)
        p.write(")")
    p.write(" ")
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=bool(init_values))


_register(CustomDirective("AffineFor", _parse_affine_for, _print_affine_for))
