"""Custom directives of the affine dialect's operations.

- ``AffineFor($lbOperands, $lbMap, $ubOperands, $ubMap, $step, $inits, type($results),
  $region)``: the header and body of a loop::

      %iv = <lower> to <upper> (step N)? (iter_args(%arg = %init, ...) -> (types))? { ... }

  A bound is an integer (a constant map), one SSA value (a symbol identity map), or an
  affine map with its dimension and symbol operands ``#map(%d...)[%s...]``, written after
  ``max`` (lower) / ``min`` (upper) when the map has several results. The body's entry
  arguments are the induction variable (``index``) and the iteration arguments; its
  terminator may be left out. Printed as MLIR prints it: a bound in the short form when it
  is one.
- ``AffineMapOperands($operands, $map[, "exact"])`` (``affine.apply``, ``affine.min``,
  ``affine.max``; ``"exact"``: the operands must match the map's dimensions and symbols):
  ``#map(%d, ...)[%s, ...]``, all operands ``index``; ``affine.apply`` checks the counts
  while reading ("dimension or symbol index mismatch").
- ``AffineIf($operands, $condition, type($results), $then, $else)``: ``#set(%d)[%s]``,
  optional ``-> types``, the then region and an optional ``else`` region.
- ``AffineAccess($memref, $indices, $map, type($result))`` (``affine.load``,
  ``affine.vector_load``) and ``AffineStoreAccess($value, $memref, $indices, $map)``
  (``affine.store``, ``affine.vector_store``): ``%m[%i + 1, symbol(%n)] {attrs} : memref``
  (``, vector<...>`` for the vector forms). Subscripts are affine expressions over SSA
  names: each new name is a dimension, or a symbol inside ``symbol(...)``; they make the
  map and the operand list (dimensions first), as MLIR's parseAffineMapOfSSAIds.
- ``AffinePrefetch($memref, $indices, $map, $isWrite, $localityHint, $isDataCache)``:
  ``%m[...], read|write, locality<N>, data|instr {attrs} : memref``.
- ``AffineParallel($operands, $lbMap, $lbGroups, $ubMap, $ubGroups, $steps, $reductions,
  type($results), $region)``: ``(%i, %j) = (lbs) to (ubs) step (s, t) reduce ("addf")
  -> (types) {...}``. A bound is an expression over SSA names or ``max(...)``/``min(...)``
  of several; all bounds of one side make one map (its operands deduplicated) and a group
  size per induction variable.
- ``AffineLinearize($disjoint, $multi_index, $dynamic, $static)``:
  ``disjoint? [%i, %j] by (%a, 4)``.
- ``AffineDmaStart($operands)`` and ``AffineDmaWait($operands)``: the DMA operations'
  whole forms; their maps (``src_map``, ``dst_map``, ``tag_map``) are discardable
  attributes, as in MLIR.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.affine import (
    OTHER,
    PERCENT,
    AffineBinaryOpExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineParser,
    AffineSymbolExpr,
    binary,
    constant,
    dim,
    print_expr,
    symbol,
)
from core.attributes import get
from core.lexer import VALUE
from irdl.format.directives import (
    parse_then_else,
    parse_type_of_kind,
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

plugin = Plugin("affine")


def _map_attr(m: AffineMap) -> Any:
    return get(B.A["affine_map"], (m,))


def _parse_argument(p: Any) -> tuple[str, int, Any]:
    """A region argument: its name (``%x``; a result number is an error), where it is and
    its optional trailing location (``loc(...)``)."""
    if p.lex.kind is VALUE and "#" in p.tok:
        p.error_at(p.lex.start + p.tok.index("#"), "result number not allowed in argument list")
    name, at = p.parse_operand_ref()
    return name, at, p.parse_trailing_location()


def _resolve_now(p: Any, refs: list[tuple[str, int]], types: list[Any]) -> None:
    """Resolve operands before a region is read, as MLIR's custom parsers do: a name the
    region then defines is reported as already in use."""
    for (name, at), t in zip(refs, types):
        p.resolve_use(name, t, at)


def _error_at_op(dp: Any, message: str) -> None:
    """MLIR's ``parser.emitError(parser.getNameLoc(), ...)``."""
    dp.p.custom_error(message, dp.loc)


def _parse_bound(dp: Any, lower: bool, operands: Slot, bound_map: Slot) -> None:
    p = dp.p
    min_max = p.consume_keyword("max" if lower else "min")
    refs: list[tuple[str, int]] = []
    if p.lex.kind is VALUE:
        refs.append(p.parse_operand_ref())
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
        if len(refs) > 1:
            _error_at_op(dp, "expected only one loop bound operand")
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
            _error_at_op(dp, "dim operand count and affine map dim count must match")
        if amap.num_symbols != len(syms):
            _error_at_op(dp, "symbol operand count and affine map symbol count must match")
        if amap.num_results > 1 and not min_max:
            which = "lower" if lower else "upper"
            prefix = "max" if lower else "min"
            p.custom_error(f"{which} loop bound affine map with multiple results "
                           f"requires '{prefix}' prefix", at)  # fmt: skip
        dp.set_index_operands(operands, dims + syms)
        dp.set_attr(bound_map, attr)
        return
    if attr.defn is B.A["integer"]:
        dp.set_operands(operands, [])
        dp.set_types(operands, [])
        dp.set_attr(bound_map, _map_attr(AffineMap.get(0, 0, (constant(attr.params[1]),))))
        return
    _error_at_op(dp, "expected valid affine map representation for loop bounds")


def _parse_affine_for(
    dp: Any, lb: Slot, lb_map: Slot, ub: Slot, ub_map: Slot, step: Slot, inits: Slot,
    result_types: Slot, region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    if p.lex.kind is not VALUE:
        p.wrong_token("expected SSA operand")  # MLIR reads the induction variable first
    iv_name, iv_at, iv_loc = _parse_argument(p)
    p.expect_punct("=", "expected '='")
    _parse_bound(dp, True, lb, lb_map)
    if not p.consume_keyword("to"):
        p.custom_error("expected 'to' between bounds", p.lex.start)
    _parse_bound(dp, False, ub, ub_map)
    if p.consume_keyword("step"):
        at = p.lex.start
        value = p.parse_attribute(B.INDEX)
        if value.defn is not B.A["integer"]:
            p.custom_error("invalid kind of attribute specified", at)
        if value.params[1] < 0:
            p.custom_error("expected step to be representable as a positive signed "
                           "integer", at)  # fmt: skip
        dp.set_attr(step, value)
    else:
        dp.set_attr(step, B.integer_attr(1, B.INDEX))
    entry: list[tuple[str, Any, int, Any]] = [(iv_name, B.INDEX, iv_at, iv_loc)]
    init_refs: list[tuple[str, int]] = []
    types: list[Any] = []
    if p.consume_keyword("iter_args"):
        p.expect_punct("(", "expected '('")
        names: list[tuple[str, int, Any]] = []
        while True:
            names.append(_parse_argument(p))
            p.expect_punct("=", "expected '='")
            init_refs.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
        p.expect_punct("->", "expected '->'")
        types = list(p.parse_function_result_types())
        if len(names) != len(types):
            _error_at_op(dp, "mismatch between the number of loop-carried values and results")
        entry.extend((n, t, at, loc) for (n, at, loc), t in zip(names, types))
    dp.set_operands(inits, init_refs)
    dp.set_types(inits, types)
    dp.set_types(result_types, types)
    for slot in (lb, ub):
        refs = dp.st.operands.get(slot.name, [])
        _resolve_now(p, refs, _index_types(len(refs)))
    _resolve_now(p, init_refs, types)
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
    print_values(p, values[: amap.num_dims])
    p.write(")")
    if amap.num_symbols:
        p.write("[")
        print_values(p, values[amap.num_dims :])
        p.write("]")


def _print_affine_for(
    dp: Any, lb: Slot, lb_map: Slot, ub: Slot, ub_map: Slot, step: Slot, inits: Slot,
    result_types: Slot, region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    body = dp.region(region)
    args = body.blocks[0].args if body is not None and body.blocks else []
    if args:
        from core.printer import arg_location

        p.print_operand(args[0])
        p.print_location(arg_location(args[0]))
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


plugin.directive("AffineFor", _parse_affine_for, _print_affine_for)


# --- affine expressions over SSA names ----------------------------------------------------


class _SSAExprParser(AffineParser):
    """MLIR's AffineParser with SSA ids allowed: ``%x`` is a dimension and ``symbol(%x)``
    a symbol, numbered in order of first appearance; a name seen before stands for the same
    dimension or symbol."""

    def __init__(self, src: Any, pos: int) -> None:
        super().__init__(src, pos)
        self.dims: list[tuple[str, int]] = []
        self.syms: list[tuple[str, int]] = []
        self.ids: dict[str, AffineExpr] = {}

    def _parse_operand(self, lhs: AffineExpr | None) -> AffineExpr:
        if self.kind == PERCENT:
            return self._ssa_id(False)
        if self.kind == "ident" and self.spelling == "symbol":
            self._consume()
            self.expect("(", "expected '(' at start of SSA symbol")
            e = self._ssa_id(True)
            self.expect(")", "expected ')' at end of SSA symbol")
            return e
        return super()._parse_operand(lhs)

    def _ssa_id(self, is_symbol: bool) -> AffineExpr:
        if self.kind != PERCENT:
            raise self._err_wrong_token("expected ssa identifier")
        name, at = self.spelling, self.tok_pos
        end = at + len(name)
        self._consume()
        if self.kind == OTHER and self.tok_pos == end and self.spelling[1:].isdigit():
            name += self.spelling  # `%x#N`: a result number
            self._consume()
        e = self.ids.get(name)
        if e is None:
            if is_symbol:
                e = symbol(len(self.syms))
                self.syms.append((name, at))
            else:
                e = dim(len(self.dims))
                self.dims.append((name, at))
            self.ids[name] = e
        return e

    def refs(self) -> list[tuple[str, int]]:
        return self.dims + self.syms


def _ssa_parser(p: Any) -> _SSAExprParser:
    return _SSAExprParser(p.src, p.lex.start)


def _finish(p: Any, ap: _SSAExprParser) -> None:
    """Continue the main parser after what the affine parser consumed."""
    p.lex.reset(ap.prev_end)


def _parse_ssa_map(p: Any, open_: str = "[", close: str = "]") -> tuple[AffineMap, list[Any]]:
    """``[expr, ...]`` over SSA names: the map and its operand references (dims first)."""
    ap = _ssa_parser(p)
    ap.expect(open_, f"expected '{open_}' in affine map")
    exprs: list[AffineExpr] = []
    if not ap.consume_if(close):
        exprs.append(ap.parse_expr())
        while ap.consume_if(","):
            exprs.append(ap.parse_expr())
        ap.expect(close, f"expected '{close}' in affine map")
    _finish(p, ap)
    return AffineMap.get(len(ap.dims), len(ap.syms), exprs), ap.refs()


def _ssa_leaf(p: Any, num_dims: int, operands: list[Any]) -> Any:
    def leaf(is_symbol: bool, position: int) -> str:
        index = num_dims + position if is_symbol else position
        name = p.value_name(operands[index]) if index < len(operands) else "<<NULL VALUE>>"
        return f"symbol({name})" if is_symbol else name

    return leaf


def _print_ssa_map(p: Any, amap: AffineMap, operands: list[Any]) -> None:
    """MLIR's printAffineMapOfSSAIds: the results with operands for dims and symbols."""
    leaf = _ssa_leaf(p, amap.num_dims, operands)
    p.write(", ".join(print_expr(r, leaf) for r in amap.results))


def _replace_ids(e: AffineExpr, dims: list[int], syms: list[int]) -> AffineExpr:
    """``e`` with dim ``i`` replaced by dim ``dims[i]`` and symbol ``j`` by symbol
    ``syms[j]``, simplified again as it is rebuilt."""
    if isinstance(e, AffineDimExpr):
        return dim(dims[e.position])
    if isinstance(e, AffineSymbolExpr):
        return symbol(syms[e.position])
    if isinstance(e, AffineBinaryOpExpr):
        return binary(e.kind, _replace_ids(e.lhs, dims, syms), _replace_ids(e.rhs, dims, syms))
    return e


def _index_types(n: int) -> list[Any]:
    return [B.INDEX] * n


def _parse_operand_list(p: Any, open_: str, close: str, optional: bool) -> list[Any]:
    """MLIR's parseOperandList with a (possibly optional) delimiter."""
    refs: list[Any] = []
    if optional:
        if not p.consume_punct(open_):
            return refs
    else:
        p.expect_punct(open_, f"expected '{open_}' in operand list")
    if p.consume_punct(close):
        return refs
    refs.append(p.parse_operand_ref())
    while p.consume_punct(","):
        refs.append(p.parse_operand_ref())
    p.expect_punct(close, f"expected '{close}' in operand list")
    return refs


def _print_dims_and_symbols(p: Any, values: list[Any], num_dims: int) -> None:
    """``(dims)`` and, when there are symbols, ``[symbols]``."""
    p.write("(")
    print_values(p, values[:num_dims])
    p.write(")")
    if len(values) > num_dims:
        p.write("[")
        print_values(p, values[num_dims:])
        p.write("]")


def _memref_type(dp: Any) -> Any:
    """``: memref<...>`` (MLIR's parseColonType with a MemRefType: faults at the colon)."""
    p = dp.p
    at = p.lex.start
    p.expect_punct(":", "expected ':'")
    return parse_type_of_kind(p, "memref", at)


def _attr_dict(dp: Any) -> None:
    p = dp.p
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())


def _print_attr_dict(dp: Any) -> None:
    dp.p.print_attr_dict(dp.other_attrs(set()))


def _map_of(dp: Any, slot: Slot) -> AffineMap | None:
    a = dp.attr(slot)
    return a.params[0] if a is not None and a.defn is B.A["affine_map"] else None


# --- AffineMapOperands: affine.apply, affine.min, affine.max -------------------------------


def _parse_attr_and_operands(p: Any, kind: str) -> tuple[Any, list[Any], list[Any]]:
    """``#map(%d...)[%s...]``: an attribute of builtin ``kind`` (an affine map or integer
    set) and its dimension and symbol operands."""
    at = p.lex.start
    attr = p.parse_attribute()
    if attr.defn is not B.A[kind]:
        p.custom_error("invalid kind of attribute specified", at)
    dims = _parse_operand_list(p, "(", ")", optional=False)
    syms = _parse_operand_list(p, "[", "]", optional=True)
    return attr, dims, syms


def _parse_map_operands(dp: Any, operands: Slot, map_slot: Slot, exact: str = "") -> None:
    attr, dims, syms = _parse_attr_and_operands(dp.p, "affine_map")
    amap: AffineMap = attr.params[0]
    if exact == "exact" and (
        amap.num_dims != len(dims) or amap.num_inputs != len(dims) + len(syms)
    ):
        _error_at_op(dp, "dimension or symbol index mismatch")
    dp.set_attr(map_slot, attr)
    dp.set_index_operands(operands, dims + syms)


def _print_map_operands(dp: Any, operands: Slot, map_slot: Slot, exact: str = "") -> None:
    p = dp.p
    attr = dp.attr(map_slot)
    if attr is None:
        return
    p.print_attribute(attr)
    amap = _map_of(dp, map_slot)
    _print_dims_and_symbols(p, dp.operands(operands), amap.num_dims if amap else 0)


plugin.directive("AffineMapOperands", _parse_map_operands, _print_map_operands)


# --- AffineIf ------------------------------------------------------------------------------


def _parse_affine_if(
    dp: Any, operands: Slot, condition: Slot, result_types: Slot, then: Slot, other: Slot
) -> None:

    p = dp.p
    attr, dims, syms = _parse_attr_and_operands(p, "integer_set")
    cond = attr.params[0]
    if cond.num_dims != len(dims):
        _error_at_op(dp, "dim operand count and integer set dim count must match")
    if cond.num_inputs != len(dims) + len(syms):
        _error_at_op(dp, "symbol operand count and integer set symbol count must match")
    dp.set_attr(condition, attr)
    dp.set_index_operands(operands, dims + syms)
    types: list[Any] = []
    if p.consume_punct("->"):
        types = list(p.parse_function_result_types())
    dp.set_types(result_types, types)
    parse_then_else(dp, then, other)


def _print_arrow_types(p: Any, types: list[Any]) -> None:
    """MLIR's printOptionalArrowTypeList."""
    if not types:
        return
    p.write(" -> ")
    if len(types) == 1 and types[0].defn is not B.T["function"]:
        p.print_type(types[0])
        return
    p.write("(")
    print_types(p, types)
    p.write(")")


def _print_affine_if(
    dp: Any, operands: Slot, condition: Slot, result_types: Slot, then: Slot, other: Slot
) -> None:
    p = dp.p
    attr = dp.attr(condition)
    values = dp.operands(operands)
    if attr is not None:
        p.print_attribute(attr)
    is_set = attr is not None and attr.defn is B.A["integer_set"]
    num_dims = attr.params[0].num_dims if is_set else 0
    _print_dims_and_symbols(p, values, num_dims)
    results = [r.type for r in dp.results(result_types)]
    _print_arrow_types(p, results)
    p.write(" ")
    print_then_else(dp, then, other, bool(results))


plugin.directive("AffineIf", _parse_affine_if, _print_affine_if)


# --- AffineAccess / AffineStoreAccess: load, store, vector_load, vector_store -------------


def _parse_access(dp: Any, memref: Slot, indices: Slot, map_slot: Slot) -> Any:
    """``%m[subscripts] {attrs} : memref<...>``: the memref type."""
    p = dp.p
    ref = p.parse_operand_ref()
    amap, refs = _parse_ssa_map(p)
    _attr_dict(dp)
    t = _memref_type(dp)
    dp.set_operands(memref, [ref])
    dp.set_types(memref, [t])
    dp.set_index_operands(indices, refs)
    dp.set_attr(map_slot, _map_attr(amap))
    return t


def _parse_vector_type(dp: Any) -> Any:
    p = dp.p
    p.expect_punct(",", "expected ','")
    return parse_type_of_kind(p, "vector")


def _parse_affine_access(
    dp: Any, memref: Slot, indices: Slot, map_slot: Slot, result_type: Slot
) -> None:
    t = _parse_access(dp, memref, indices, map_slot)
    if dp.info.name.endswith("vector_load"):
        dp.set_types(result_type, [_parse_vector_type(dp)])
    else:
        dp.set_types(result_type, [t.params[1]])


def _print_subscripted(dp: Any, memref: Slot, indices: Slot, map_slot: Slot) -> None:
    """``%m[<the map's results over the indices>]``."""
    p = dp.p
    m = dp.operands(memref)
    if m:
        p.print_operand(m[0])
    p.write("[")
    amap = _map_of(dp, map_slot)
    if amap is not None:
        _print_ssa_map(p, amap, dp.operands(indices))
    p.write("]")


def _print_access(dp: Any, memref: Slot, indices: Slot, map_slot: Slot) -> None:
    p = dp.p
    m = dp.operands(memref)
    _print_subscripted(dp, memref, indices, map_slot)
    _print_attr_dict(dp)
    p.write(" : ")
    if m:
        p.print_type(m[0].type)


def _print_affine_access(
    dp: Any, memref: Slot, indices: Slot, map_slot: Slot, result_type: Slot
) -> None:
    _print_access(dp, memref, indices, map_slot)
    if dp.op.name.endswith("vector_load"):
        results = dp.results(result_type)
        if results:
            dp.p.write(", ")
            dp.p.print_type(results[0].type)


plugin.directive("AffineAccess", _parse_affine_access, _print_affine_access)


def _parse_store_access(dp: Any, value: Slot, memref: Slot, indices: Slot, map_slot: Slot) -> None:
    p = dp.p
    ref = p.parse_operand_ref()
    p.expect_punct(",", "expected ','")
    t = _parse_access(dp, memref, indices, map_slot)
    dp.set_operands(value, [ref])
    if dp.info.name.endswith("vector_store"):
        dp.set_types(value, [_parse_vector_type(dp)])
    else:
        dp.set_types(value, [t.params[1]])


def _print_store_access(dp: Any, value: Slot, memref: Slot, indices: Slot, map_slot: Slot) -> None:
    p = dp.p
    v = dp.operands(value)
    if v:
        p.print_operand(v[0])
    p.write(", ")
    _print_access(dp, memref, indices, map_slot)
    if dp.op.name.endswith("vector_store") and v:
        p.write(", ")
        p.print_type(v[0].type)


plugin.directive("AffineStoreAccess", _parse_store_access, _print_store_access)


# --- AffinePrefetch ------------------------------------------------------------------------


def _parse_affine_prefetch(
    dp: Any, memref: Slot, indices: Slot, map_slot: Slot, is_write: Slot, locality: Slot,
    is_data: Slot,
) -> None:  # fmt: skip
    p = dp.p
    ref = p.parse_operand_ref()
    amap, refs = _parse_ssa_map(p)
    p.expect_punct(",", "expected ','")
    rw = p.parse_keyword()
    p.expect_punct(",", "expected ','")
    p.parse_keyword("locality")
    p.expect_punct("<", "expected '<'")
    at = p.lex.start
    hint = p.parse_attribute(B.integer_type(32))
    if hint.defn is not B.A["integer"]:
        p.custom_error("invalid kind of attribute specified", at)
    p.expect_punct(">", "expected '>'")
    p.expect_punct(",", "expected ','")
    cache = p.parse_keyword()
    _attr_dict(dp)
    t = _memref_type(dp)
    dp.set_operands(memref, [ref])
    dp.set_types(memref, [t])
    dp.set_index_operands(indices, refs)
    dp.set_attr(map_slot, _map_attr(amap))
    dp.set_attr(locality, hint)
    if rw not in ("read", "write"):
        _error_at_op(dp, "rw specifier has to be 'read' or 'write'")
    dp.set_attr(is_write, B.bool_attr(rw == "write"))
    if cache not in ("data", "instr"):
        _error_at_op(dp, "cache type has to be 'data' or 'instr'")
    dp.set_attr(is_data, B.bool_attr(cache == "data"))


def _flag(dp: Any, slot: Slot) -> bool:
    a = dp.attr(slot)
    return a is not None and a.defn is B.A["integer"] and bool(a.params[1])


def _print_affine_prefetch(
    dp: Any, memref: Slot, indices: Slot, map_slot: Slot, is_write: Slot, locality: Slot,
    is_data: Slot,
) -> None:  # fmt: skip
    p = dp.p
    m = dp.operands(memref)
    _print_subscripted(dp, memref, indices, map_slot)
    p.write(", " + ("write" if _flag(dp, is_write) else "read") + ", locality<")
    hint = dp.attr(locality)
    if hint is not None:
        p.write(str(hint.params[1]) if hint.defn is B.A["integer"] else "")
    p.write(">, " + ("data" if _flag(dp, is_data) else "instr"))
    _print_attr_dict(dp)
    p.write(" : ")
    if m:
        p.print_type(m[0].type)


plugin.directive("AffinePrefetch", _parse_affine_prefetch, _print_affine_prefetch)


# --- AffineParallel ------------------------------------------------------------------------

# arith::AtomicRMWKind, by value.
REDUCTIONS = ("addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
              "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori")  # fmt: skip


def _parse_parallel_bounds(dp: Any, keyword: str) -> tuple[AffineMap, list[Any], list[int]]:
    """``(b, max(b, b), ...)``: the combined map, its operands (dims then symbols, each
    once) and the group sizes."""
    p = dp.p
    p.expect_punct("(", "expected '('")
    if p.consume_punct(")"):
        return AffineMap.get(0, 0, ()), [], []
    # (expression, its dim refs, its symbol refs)
    flat: list[tuple[AffineExpr, list[Any], list[Any]]] = []
    groups: list[int] = []
    while True:
        if p.consume_keyword(keyword):
            ap = _ssa_parser(p)
            ap.expect("(", "expected '(' in affine map")
            exprs: list[AffineExpr] = []
            if not ap.consume_if(")"):
                exprs.append(ap.parse_expr())
                while ap.consume_if(","):
                    exprs.append(ap.parse_expr())
                ap.expect(")", "expected ')' in affine map")
            _finish(p, ap)
            flat.extend((e, ap.dims, ap.syms) for e in exprs)
            groups.append(len(exprs))
        else:
            ap = _ssa_parser(p)
            e = ap.parse_expr()
            _finish(p, ap)
            flat.append((e, ap.dims, ap.syms))
            groups.append(1)
        if not p.consume_punct(","):
            break
    p.expect_punct(")", "expected ')'")
    dim_refs: list[Any] = []
    sym_refs: list[Any] = []
    dim_pos: dict[str, int] = {}
    sym_pos: dict[str, int] = {}
    exprs_out: list[AffineExpr] = []
    for e, dims, syms in flat:
        dmap = []
        for name, at in dims:
            if name not in dim_pos:
                dim_pos[name] = len(dim_refs)
                dim_refs.append((name, at))
            dmap.append(dim_pos[name])
        smap = []
        for name, at in syms:
            if name not in sym_pos:
                sym_pos[name] = len(sym_refs)
                sym_refs.append((name, at))
            smap.append(sym_pos[name])
        exprs_out.append(_replace_ids(e, dmap, smap))
    return AffineMap.get(len(dim_refs), len(sym_refs), exprs_out), dim_refs + sym_refs, groups


def _groups_attr(sizes: list[int]) -> Any:
    from core.dense import dense_elements

    t = get(B.T["tensor"], ((len(sizes),), B.integer_type(32), None))
    return dense_elements(t, sizes)


def _int_array(values: list[int]) -> Any:
    return B.array_attr(tuple(B.integer_attr(v, B.I64) for v in values))


def _parse_affine_parallel(
    dp: Any, operands: Slot, lb_map: Slot, lb_groups: Slot, ub_map: Slot, ub_groups: Slot,
    steps: Slot, reductions: Slot, result_types: Slot, region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    ivs: list[tuple[str, int, Any]] = []
    p.expect_punct("(", "expected '(' in argument list")
    if not p.consume_punct(")"):
        ivs.append(_parse_argument(p))
        while p.consume_punct(","):
            ivs.append(_parse_argument(p))
        p.expect_punct(")", "expected ')' in argument list")
    p.expect_punct("=", "expected '='")
    lmap, lrefs, lgroups = _parse_parallel_bounds(dp, "max")
    p.parse_keyword("to")
    umap, urefs, ugroups = _parse_parallel_bounds(dp, "min")
    dp.set_attr(lb_map, _map_attr(lmap))
    dp.set_attr(lb_groups, _groups_attr(lgroups))
    dp.set_attr(ub_map, _map_attr(umap))
    dp.set_attr(ub_groups, _groups_attr(ugroups))
    refs = lrefs + urefs
    dp.set_index_operands(operands, refs)
    _resolve_now(p, refs, _index_types(len(refs)))
    if p.consume_keyword("step"):
        smap, _ = _parse_ssa_map(p, "(", ")")
        values = []
        for r in smap.results:
            if not isinstance(r, AffineConstantExpr):
                _error_at_op(dp, "steps must be constant integers")
            values.append(r.value)  # type: ignore[attr-defined]
        dp.set_attr(steps, _int_array(values))
    else:
        dp.set_attr(steps, _int_array([1] * len(ivs)))
    kinds: list[int] = []
    if p.consume_keyword("reduce"):
        p.expect_punct("(", "expected '('")
        while True:
            at = p.lex.start
            attr = p.parse_attribute(B.NONE)
            if attr.defn is not B.A["string"]:
                p.custom_error("invalid kind of attribute specified", at)
            word = attr.params[0]
            if word not in REDUCTIONS:
                p.custom_error(f"invalid reduction value: {attr!r}", at)
            kinds.append(REDUCTIONS.index(word))
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
    dp.set_attr(reductions, _int_array(kinds))
    types: list[Any] = []
    if p.consume_punct("->"):
        types = list(p.parse_function_result_types())
    dp.set_types(result_types, types)
    entry = [(name, B.INDEX, at, loc) for name, at, loc in ivs]
    dp.set_region(region, dp.parse_region(entry_args=entry))


def _group_sizes(attr: Any) -> list[int]:
    if attr is None or attr.defn is not B.A["dense_int_or_fp_elements"]:
        return []
    shaped, splat, values = attr.params
    n = shaped.params[0][0] if shaped.params[0] else 1
    return [values[0]] * n if splat else list(values)


def _print_parallel_bounds(
    p: Any, amap: AffineMap | None, groups: list[int], values: list[Any], keyword: str
) -> None:
    if amap is None:
        return
    leaf = _ssa_leaf(p, amap.num_dims, values)
    start = 0
    for i, size in enumerate(groups):
        if i:
            p.write(", ")
        if size == 1:
            p.write(print_expr(amap.results[start], leaf) if start < amap.num_results else "")
            start += 1
        else:
            sub = amap.results[start : start + size]
            p.write(keyword + "(" + ", ".join(print_expr(r, leaf) for r in sub) + ")")
            start += size


def _ints(attr: Any) -> list[int]:
    if attr is None or attr.defn is not B.A["array"]:
        return []
    return [a.params[1] for a in attr.params[0] if a.defn is B.A["integer"]]


def _print_affine_parallel(
    dp: Any, operands: Slot, lb_map: Slot, lb_groups: Slot, ub_map: Slot, ub_groups: Slot,
    steps: Slot, reductions: Slot, result_types: Slot, region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    body = dp.region(region)
    args = body.blocks[0].args if body is not None and body.blocks else []
    p.write("(")
    print_values(p, list(args))
    p.write(") = (")
    values = dp.operands(operands)
    lmap = _map_of(dp, lb_map)
    n_lb = lmap.num_inputs if lmap is not None else 0
    _print_parallel_bounds(p, lmap, _group_sizes(dp.attr(lb_groups)), values[:n_lb], "max")
    p.write(") to (")
    _print_parallel_bounds(p, _map_of(dp, ub_map), _group_sizes(dp.attr(ub_groups)),
                           values[n_lb:], "min")  # fmt: skip
    p.write(")")
    step_values = _ints(dp.attr(steps))
    if any(s != 1 for s in step_values):
        p.write(" step (" + ", ".join(str(s) for s in step_values) + ")")
    results = [r.type for r in dp.results(result_types)]
    if results:
        words = [REDUCTIONS[k] if 0 <= k < len(REDUCTIONS) else str(k)
                 for k in _ints(dp.attr(reductions))]  # fmt: skip
        p.write(" reduce (" + ", ".join(f'"{w}"' for w in words) + ") -> (")
        print_types(p, results)
        p.write(")")
    p.write(" ")
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=bool(results))


plugin.directive("AffineParallel", _parse_affine_parallel, _print_affine_parallel)


# --- AffineLinearize -------------------------------------------------------


def _parse_affine_linearize(
    dp: Any, disjoint: Slot, multi_index: Slot, dynamic: Slot, static: Slot
) -> None:
    p = dp.p
    if p.consume_keyword("disjoint"):
        dp.set_attr(disjoint, B.unit_attr())
    refs = _parse_operand_list(p, "[", "]", optional=False)
    dp.set_index_operands(multi_index, refs)
    p.parse_keyword("by")
    refs, ints = parse_index_list(dp, "()")
    dp.set_index_operands(dynamic, refs)
    dp.set_attr(static, i64_array(ints))


def _print_affine_linearize(
    dp: Any, disjoint: Slot, multi_index: Slot, dynamic: Slot, static: Slot
) -> None:
    p = dp.p
    flag = dp.attr(disjoint)
    if flag is not None and (
        flag.defn is B.A["unit"] or (flag.defn is B.A["integer"] and flag.params[1])
    ):
        p.write("disjoint ")
    p.write("[")
    print_values(p, dp.operands(multi_index))
    p.write("] by ")
    print_index_list(p, mixed_entries(dp, dynamic, static), "()")


plugin.directive("AffineLinearize", _parse_affine_linearize, _print_affine_linearize)


# --- AffineDmaStart, AffineDmaWait ---------------------------------------------------------


def _parse_affine_dma_start(dp: Any, operands: Slot) -> None:
    p = dp.p
    refs: list[Any] = []
    maps: dict[str, Any] = {}
    parts: list[tuple[Any, list[Any]]] = []
    for i, key in enumerate(("src_map", "dst_map", "tag_map")):
        if i:
            p.expect_punct(",", "expected ','")
        ref = p.parse_operand_ref()
        amap, idx = _parse_ssa_map(p)
        maps[key] = _map_attr(amap)
        parts.append((ref, idx))
    p.expect_punct(",", "expected ','")
    num = p.parse_operand_ref()
    stride: list[Any] = []
    while p.consume_punct(","):
        stride.append(p.parse_operand_ref())
    if stride and len(stride) != 2:
        _error_at_op(dp, "expected two stride related operands")
    p.expect_punct(":", "expected ':'")
    types = [p.parse_type()]
    while p.consume_punct(","):
        types.append(p.parse_type())
    if len(types) != 3:
        _error_at_op(dp, "expected three types")
    out_types: list[Any] = []
    for (ref, idx), t in zip(parts, types):
        refs.append(ref)
        refs.extend(idx)
        out_types.append(t)
        out_types.extend(_index_types(len(idx)))
    refs.append(num)
    refs.extend(stride)
    out_types.extend(_index_types(1 + len(stride)))
    for (_, idx), key in zip(parts, maps):
        if len(idx) != maps[key].params[0].num_inputs:
            _error_at_op(dp, "memref operand count not equal to map.numInputs")
    dp.set_operands(operands, refs)
    dp.set_types(operands, out_types)
    dp.attr_dict(maps)


def _dma_map(dp: Any, key: str) -> AffineMap | None:
    a = dp.op.attributes.get(key)
    return a.params[0] if a is not None and a.defn is B.A["affine_map"] else None


def _print_affine_dma_start(dp: Any, operands: Slot) -> None:
    p = dp.p
    values = dp.operands(operands)
    i = 0
    memrefs = []
    for n, key in enumerate(("src_map", "dst_map", "tag_map")):
        amap = _dma_map(dp, key)
        count = amap.num_inputs if amap is not None else 0
        if n:
            p.write(", ")
        if i < len(values):
            p.print_operand(values[i])
            memrefs.append(values[i])
        p.write("[")
        if amap is not None:
            _print_ssa_map(p, amap, values[i + 1 : i + 1 + count])
        p.write("]")
        i += 1 + count
    for v in values[i:]:
        p.write(", ")
        p.print_operand(v)
    p.write(" : ")
    for n, v in enumerate(memrefs):
        if n:
            p.write(", ")
        p.print_type(v.type)


plugin.directive("AffineDmaStart", _parse_affine_dma_start, _print_affine_dma_start)


def _parse_affine_dma_wait(dp: Any, operands: Slot) -> None:
    p = dp.p
    tag = p.parse_operand_ref()
    amap, idx = _parse_ssa_map(p)
    p.expect_punct(",", "expected ','")
    num = p.parse_operand_ref()
    p.expect_punct(":", "expected ':'")
    t = p.parse_type()
    _resolve_now(p, [tag, *idx, num], [t, *_index_types(len(idx) + 1)])
    if t.defn is not B.T["memref"]:
        _error_at_op(dp, "expected tag to be of memref type")
    if len(idx) != amap.num_inputs:
        _error_at_op(dp, "tag memref operand count != to map.numInputs")
    dp.set_operands(operands, [tag, *idx, num])
    dp.set_types(operands, [t, *_index_types(len(idx) + 1)])
    dp.attr_dict({"tag_map": _map_attr(amap)})


def _print_affine_dma_wait(dp: Any, operands: Slot) -> None:
    p = dp.p
    values = dp.operands(operands)
    amap = _dma_map(dp, "tag_map")
    count = amap.num_inputs if amap is not None else 0
    if values:
        p.print_operand(values[0])
    p.write("[")
    if amap is not None:
        _print_ssa_map(p, amap, values[1 : 1 + count])
    p.write("]")
    for v in values[1 + count :]:
        p.write(", ")
        p.print_operand(v)
    p.write(" : ")
    if values:
        p.print_type(values[0].type)


plugin.directive("AffineDmaWait", _parse_affine_dma_wait, _print_affine_dma_wait)
