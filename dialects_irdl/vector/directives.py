"""Custom directives of the vector dialect's syntax (``dialects_irdl/vector/vector.irdl.mlir``).

- ``ShuffleTypes(type($v1), type($v2), type($result))``: the two operand types; the result
  has the mask's length as leading dimension (a 0-D operand counts as one element).
- ``ElementsTypes(type($vector), type($elements))``: the vector type; the elements (the
  operands of from_elements, the results of to_elements) are scalars of its element type.
- ``OuterProduct($lhs, $rhs, $acc, $kind, type($lhs), type($rhs), type($acc),
  type($result))``: ``%lhs, %rhs[, %acc {attrs}] : lhsType, rhsType``; the result is the
  outer product's 2-D vector, or the lhs type when rhs is a scalar (AXPY).
- ``Transfer(...)``: ``vector.transfer_read %base[%i...], %pad[, %mask] {attrs} : baseType,
  vectorType`` and ``vector.transfer_write %v, %base[%i...][, %mask] {attrs} : vectorType,
  baseType``; a minor identity ``permutation_map`` and an all-false ``in_bounds`` are left
  out.
- ``Contract(...)``: ``{indexing_maps = ..., iterator_types = ["parallel", ...], kind = ...}
  %lhs, %rhs, %acc {attrs} : lhsType, rhsType into resultType``.
- ``Mask(...)``: ``%mask[, %passthru] { maskable op } {attrs} : maskType[ -> types]``; the
  region's terminator yields the masked operation's results when left out.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.affine import AffineConstantExpr, AffineDimExpr, AffineMap, dim
from core.attributes import get
from core.ir import Operation, Region
from irdl.format.directives import print_values
from irdl.plugin import Plugin, Slot

plugin = Plugin("vector")

DYNAMIC = B.DYNAMIC


def _vector(shape: tuple[int, ...], element: Any, scalable: tuple[bool, ...] = ()) -> Any:
    return get(B.T["vector"], (tuple(shape), element, tuple(scalable) or (False,) * len(shape)))


def _is_vector(t: Any) -> bool:
    return t is not None and t.defn is B.T["vector"]


# --- ShuffleTypes / ToElementsTypes --------------------------------------------------------


def shuffle_result_type(v1: Any, mask_length: int) -> Any:
    """The type vector.shuffle infers: the mask's length, then v1's trailing dimensions."""
    if not _is_vector(v1):
        return None
    shape, element, scalable = v1.params
    return _vector((mask_length, *shape[1:]), element, (False, *scalable[1:]))


def _parse_shuffle_types(dp: Any, v1: Slot, v2: Slot, result: Slot) -> None:
    p = dp.p
    t1 = p.parse_type()
    p.expect_punct(",", "expected ','")
    t2 = p.parse_type()
    dp.set_types(v1, [t1])
    dp.set_types(v2, [t2])
    mask = dp.st.attrs.get("mask")
    n = len(mask.params[1]) if mask is not None and mask.defn is B.A["dense_array"] else 0
    r = shuffle_result_type(t1, n)
    dp.set_types(result, [r if r is not None else t1])


def _print_shuffle_types(dp: Any, v1: Slot, v2: Slot, result: Slot) -> None:
    p = dp.p
    p.print_type(dp.operands(v1)[0].type)
    p.write(", ")
    p.print_type(dp.operands(v2)[0].type)


plugin.directive("ShuffleTypes", _parse_shuffle_types, _print_shuffle_types)


def _parse_elements_types(dp: Any, shaped: Slot, elements: Slot) -> None:
    """The vector type; the elements (operands or results) are scalars of its element type,
    one per element of the vector."""
    p = dp.p
    at = p.lex.start
    t = p.parse_type()
    dp.set_types(shaped, [t])
    refs = dp.st.operands.get(elements.name)
    n = 1
    for d in t.params[0] if _is_vector(t) else ():
        n *= d
    if refs is not None:
        from core.printer import attr_to_str

        if _is_vector(t) and any(t.params[2]):
            p.custom_error(f"'{shaped.name}' must be fixed-length vector of any type values, "
                           f"but got '{attr_to_str(t)}'", at)  # fmt: skip
        if len(refs) != n:
            p.custom_error(f"number of operands and types do not match: got {len(refs)} "
                           f"operands and {n} types", dp.loc)  # fmt: skip
    element = t.params[1] if _is_vector(t) else t
    dp.set_types(elements, [element] * n)


def _print_elements_types(dp: Any, shaped: Slot, elements: Slot) -> None:
    values = dp.operands(shaped) or dp.results(shaped)
    dp.p.print_type(values[0].type)


plugin.directive("ElementsTypes", _parse_elements_types, _print_elements_types)


# --- OuterProduct ------------------------------------------------------------------------------


def _parse_outer_product(
    dp: Any, lhs: Slot, rhs: Slot, acc: Slot, kind: Slot, lhs_t: Slot, rhs_t: Slot,
    acc_t: Slot, result_t: Slot,
) -> None:  # fmt: skip
    p = dp.p
    refs = [p.parse_operand_ref()]
    while p.consume_punct(","):
        refs.append(p.parse_operand_ref())
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())
    p.expect_punct(":", "expected ':'")
    types_at = p.lex.start
    types = [p.parse_type()]
    while p.consume_punct(","):
        types.append(p.parse_type())
    if len(types) != 2:
        p.custom_error("expected 2 operand types but had " + str(len(types)), types_at)
    if len(refs) < 2:
        p.custom_error("expected at least 2 operands", dp.loc)
    t_lhs, t_rhs = types
    if not _is_vector(t_lhs):
        p.custom_error("expected vector type for operand #1", types_at)
    if _is_vector(t_rhs):
        ls, le, lsc = t_lhs.params
        rs, _, rsc = t_rhs.params
        result = _vector((ls[0], rs[0]), le, (lsc[0], rsc[0])) if ls and rs else t_lhs
    else:
        result = _vector(t_lhs.params[0], t_lhs.params[1], t_lhs.params[2])
    dp.set_operands(lhs, refs[:1])
    dp.set_operands(rhs, refs[1:2])
    dp.set_operands(acc, refs[2:])
    dp.set_types(lhs_t, [t_lhs])
    dp.set_types(rhs_t, [t_rhs])
    dp.set_types(acc_t, [result] * len(refs[2:]))
    dp.set_types(result_t, [result])


def _print_outer_product(
    dp: Any, lhs: Slot, rhs: Slot, acc: Slot, kind: Slot, lhs_t: Slot, rhs_t: Slot,
    acc_t: Slot, result_t: Slot,
) -> None:  # fmt: skip
    p = dp.p
    a = dp.operands(lhs)
    b = dp.operands(rhs)
    c = dp.operands(acc)
    p.print_operand(a[0])
    p.write(", ")
    p.print_operand(b[0])
    if c:
        p.write(", ")
        p.print_operand(c[0])
        skip = {"operandSegmentSizes", "resultSegmentSizes"}
        p.print_attr_dict([(k, v) for k, v in dp.view.all_attrs() if k not in skip])
    p.write(" : ")
    p.print_type(a[0].type)
    p.write(", ")
    p.print_type(b[0].type)


plugin.directive("OuterProduct", _parse_outer_product, _print_outer_product)


# --- Transfer ----------------------------------------------------------------------------------


def _shaped_rank(t: Any) -> int | None:
    if t is not None and t.defn in (B.T["memref"], B.T["tensor"], B.T["vector"]):
        return len(t.params[0])
    return None


def minor_identity(source: Any, vector: Any) -> AffineMap | None:
    """The permutation map a transfer gets by default: the source's last dimensions, one
    per vector dimension (less the rank of a vector element type)."""
    rank = _shaped_rank(source)
    if rank is None or not _is_vector(vector):
        return None
    vrank = len(vector.params[0])
    element = source.params[1]
    if _is_vector(element):
        vrank -= len(element.params[0])
    if vrank < 0 or vrank > rank:
        return None
    return AffineMap.get(rank, 0, [dim(rank - vrank + i) for i in range(vrank)])


def transfer_mask_type(vector: Any, amap: AffineMap) -> Any:
    """The mask type a transfer infers: i1 over the vector shape seen through the inverse of
    the permutation map (MLIR's inferTransferOpMaskType)."""
    if not _is_vector(vector):
        return None
    shape, _, scalable = vector.params
    used = sorted({r.position for r in amap.results if isinstance(r, AffineDimExpr)})
    mask_shape: list[int] = []
    mask_scalable: list[bool] = []
    for d in used:
        for i, r in enumerate(amap.results):
            if isinstance(r, AffineDimExpr) and r.position == d and i < len(shape):
                mask_shape.append(shape[i])
                mask_scalable.append(scalable[i])
                break
    if not mask_shape:
        mask_shape, mask_scalable = [1], [False]
    return _vector(tuple(mask_shape), B.I1, tuple(mask_scalable))


def _map_of(a: Any) -> AffineMap | None:
    return a.params[0] if a is not None and a.defn is B.A["affine_map"] else None


def _parse_transfer(
    dp: Any, write: bool, value: Slot | None, base: Slot, indices: Slot, padding: Slot | None,
    mask: Slot, perm: Slot, in_bounds: Slot, value_t: Slot | None, base_t: Slot,
    padding_t: Slot | None, mask_t: Slot, result_t: Slot,
) -> None:  # fmt: skip
    p = dp.p
    if write:
        assert value is not None
        dp.set_operands(value, [p.parse_operand_ref()])
        p.expect_punct(",", "expected ','")
    dp.set_operands(base, [p.parse_operand_ref()])
    p.expect_punct("[", "expected '['")
    refs: list[tuple[str, int]] = []
    if not p.consume_punct("]"):
        refs.append(p.parse_operand_ref())
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
        p.expect_punct("]", "expected ']'")
    dp.set_operands(indices, refs)
    if not write:
        assert padding is not None
        p.expect_punct(",", "expected ','")
        dp.set_operands(padding, [p.parse_operand_ref()])
    mask_refs: list[tuple[str, int]] = []
    if p.consume_punct(","):
        mask_refs.append(p.parse_operand_ref())
    dp.set_operands(mask, mask_refs)
    entries = p.parse_attribute_entries() if p.at_punct("{") else {}
    p.expect_punct(":", "expected ':'")
    types_at = p.lex.start
    types = [p.parse_type()]
    while p.consume_punct(","):
        types.append(p.parse_type())
    if len(types) != 2:
        p.custom_error("requires two types", types_at)
    vector, source = (types[0], types[1]) if write else (types[1], types[0])
    if write and not _is_vector(vector):
        p.custom_error("requires vector type", types_at)
    if _shaped_rank(source) is None or source.defn is B.T["vector"]:
        p.custom_error("requires memref or ranked tensor type", types_at)
    if not _is_vector(vector):
        p.custom_error("requires vector type", types_at)
    perm_attr = entries.get("permutation_map")
    if perm_attr is None:
        element = source.params[1]
        vrank = len(vector.params[0]) - (len(element.params[0]) if _is_vector(element) else 0)
        if len(source.params[0]) < vrank:
            p.custom_error("expected a custom permutation_map when rank(source) != "
                           "rank(destination)", types_at)  # fmt: skip
        amap = minor_identity(source, vector)
        if amap is not None:
            perm_attr = get(B.A["affine_map"], (amap,))
    if perm_attr is not None:
        dp.set_attr(perm, perm_attr)
    amap = _map_of(perm_attr)
    if "in_bounds" not in entries and amap is not None:
        dp.set_attr(in_bounds, B.array_attr(tuple(B.bool_attr(False)
                                                   for _ in range(amap.num_results))))  # fmt: skip
    if mask_refs:
        if _is_vector(source.params[1]):
            p.custom_error("does not support masks with vector element type", types_at)
        if amap is not None and len(vector.params[0]) != amap.num_results:
            p.custom_error("expected the same rank for the vector and the results of the "
                           "permutation map", types_at)  # fmt: skip
        mt = transfer_mask_type(vector, amap) if amap is not None else None
        dp.set_types(mask_t, [mt] if mt is not None else [])
    else:
        dp.set_types(mask_t, [])
    dp.attr_dict(entries)
    dp.set_types(base_t, [source])
    if write:
        assert value_t is not None
        dp.set_types(value_t, [vector])
        dp.set_types(result_t, [source] if source.defn is B.T["tensor"] else [])
    else:
        assert padding_t is not None
        dp.set_types(padding_t, [source.params[1]])
        dp.set_types(result_t, [vector])


def _print_transfer(
    dp: Any, write: bool, value: Slot | None, base: Slot, indices: Slot, padding: Slot | None,
    mask: Slot, perm: Slot, in_bounds: Slot, value_t: Slot | None, base_t: Slot,
    padding_t: Slot | None, mask_t: Slot, result_t: Slot,
) -> None:  # fmt: skip
    p = dp.p
    if write:
        assert value is not None
        vector_value = dp.operands(value)[0]
        p.print_operand(vector_value)
        p.write(", ")
    source_value = dp.operands(base)[0]
    p.print_operand(source_value)
    p.write("[")
    print_values(p, dp.operands(indices))
    p.write("]")
    if not write:
        assert padding is not None
        p.write(", ")
        p.print_operand(dp.operands(padding)[0])
    for m in dp.operands(mask):
        p.write(", ")
        p.print_operand(m)
    vector = vector_value.type if write else dp.results(result_t)[0].type
    source = source_value.type
    elided = {"operandSegmentSizes", "resultSegmentSizes"}
    perm_attr = dp.attr(perm)
    default = minor_identity(source, vector)
    if _map_of(perm_attr) is not None and _map_of(perm_attr) == default:
        elided.add("permutation_map")
    bounds = dp.attr(in_bounds)
    if bounds is not None and bounds.defn is B.A["array"]:
        if all(b.defn is B.A["integer"] and not b.params[1] for b in bounds.params[0]):
            elided.add("in_bounds")
    p.print_attr_dict(dp.view.all_attrs(), elided)
    p.write(" : ")
    p.print_type(vector if write else source)
    p.write(", ")
    p.print_type(source if write else vector)


plugin.directive(
    "TransferRead",
    lambda dp, base, idx, pad, mask, perm, ib, bt, pt, mt, rt: _parse_transfer(
        dp, False, None, base, idx, pad, mask, perm, ib, None, bt, pt, mt, rt
    ),
    lambda dp, base, idx, pad, mask, perm, ib, bt, pt, mt, rt: _print_transfer(
        dp, False, None, base, idx, pad, mask, perm, ib, None, bt, pt, mt, rt
    ),
)
plugin.directive(
    "TransferWrite",
    lambda dp, v, base, idx, mask, perm, ib, vt, bt, mt, rt: _parse_transfer(
        dp, True, v, base, idx, None, mask, perm, ib, vt, bt, None, mt, rt
    ),
    lambda dp, v, base, idx, mask, perm, ib, vt, bt, mt, rt: _print_transfer(
        dp, True, v, base, idx, None, mask, perm, ib, vt, bt, None, mt, rt
    ),
)


# --- Contract ----------------------------------------------------------------------------------

_TRAIT_ATTRS = ("indexing_maps", "iterator_types", "kind")


def _vector_attr(ctx: Any, name: str, word: str) -> Any:
    info = ctx.dialect("vector")
    return get(info.attrs[name], (B.string_attr(word),))


def _parse_contract(
    dp: Any, lhs: Slot, rhs: Slot, acc: Slot, maps: Slot, iterators: Slot, kind: Slot,
    lhs_t: Slot, rhs_t: Slot, acc_t: Slot, result_t: Slot,
) -> None:  # fmt: skip
    p = dp.p
    dict_at = p.lex.start
    trait = p.parse_attribute()
    if trait.defn is not B.A["dictionary"]:
        p.custom_error("expected dictionary attribute", dict_at)
    entries = dict(trait.params[0])
    refs = [p.parse_operand_ref()]
    p.expect_punct(",", "expected ','")
    refs.append(p.parse_operand_ref())
    p.expect_punct(",", "expected ','")
    refs.append(p.parse_operand_ref())
    # The old form's lhs and rhs masks are still read (typed as i1 vectors of lhs's and
    # rhs's shapes), so that the operand count check rejects them.
    masks = []
    while p.consume_punct(","):
        masks.append(p.parse_operand_ref())
    if len(masks) not in (0, 2):
        p.custom_error("expected zero or exactly 2 vector mask operands", dp.loc)
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())
    p.expect_punct(":", "expected ':'")
    t_lhs = p.parse_type()
    p.expect_punct(",", "expected ','")
    t_rhs = p.parse_type()
    p.parse_keyword("into")
    t_res = p.parse_type()
    mask_types = [_vector(t.params[0], B.I1, t.params[2]) for t in (t_lhs, t_rhs)
                  if masks and _is_vector(t)]  # fmt: skip
    its = entries.get("iterator_types")
    if its is None or its.defn is not B.A["array"]:
        p.custom_error('expected "iterator_types" array attribute', dict_at)
    assert its is not None
    converted = []
    for it in its.params[0]:
        if it.defn is B.A["string"] and it.params[0] in ("parallel", "reduction"):
            converted.append(_vector_attr(p.ctx, "iterator_type", it.params[0]))
        else:
            converted.append(it)
    entries["iterator_types"] = B.array_attr(tuple(converted))
    for k, v in entries.items():
        dp.set_attr(Slot("attribute", k), v)
    dp.set_operands(lhs, refs[:1])
    dp.set_operands(rhs, refs[1:2])
    dp.set_operands(acc, refs[2:] + masks)
    dp.set_types(lhs_t, [t_lhs])
    dp.set_types(rhs_t, [t_rhs])
    dp.set_types(acc_t, [t_res, *mask_types])
    dp.set_types(result_t, [t_res])


def _print_contract(
    dp: Any, lhs: Slot, rhs: Slot, acc: Slot, maps: Slot, iterators: Slot, kind: Slot,
    lhs_t: Slot, rhs_t: Slot, acc_t: Slot, result_t: Slot,
) -> None:  # fmt: skip
    p = dp.p
    trait = []
    for k, v in dp.view.all_attrs():
        if k == "iterator_types" and v.defn is B.A["array"]:
            words = [
                B.string_attr(e.params[0].params[0])
                if e.params and hasattr(e.params[0], "defn") and e.params[0].defn is B.A["string"]
                else e
                for e in v.params[0]
            ]
            trait.append((k, B.array_attr(tuple(words))))
        elif k in _TRAIT_ATTRS:
            trait.append((k, v))
    p.print_attribute(B.dictionary_attr(dict(trait)))
    p.write(" ")
    p.print_operand(dp.operands(lhs)[0])
    p.write(", ")
    p.print_operand(dp.operands(rhs)[0])
    p.write(", ")
    p.print_operand(dp.operands(acc)[0])
    p.print_attr_dict(dp.view.all_attrs(), set(_TRAIT_ATTRS))
    p.write(" : ")
    p.print_type(dp.operands(lhs)[0].type)
    p.write(", ")
    p.print_type(dp.operands(rhs)[0].type)
    p.write(" into ")
    p.print_type(dp.results(result_t)[0].type)


plugin.directive("Contract", _parse_contract, _print_contract)


# --- Mask ----------------------------------------------------------------------------------------


def _parse_mask(
    dp: Any, mask: Slot, passthru: Slot, region: Slot, mask_t: Slot, passthru_t: Slot,
    result_t: Slot,
) -> None:  # fmt: skip
    p = dp.p
    dp.set_operands(mask, [p.parse_operand_ref()])
    pass_refs: list[tuple[str, int]] = []
    if p.consume_punct(","):
        pass_refs.append(p.parse_operand_ref())
    dp.set_operands(passthru, pass_refs)
    r: Region = p.parse_region()
    if not r.blocks:
        r.add_block()
    block = r.blocks[-1]
    last = block.ops[-1] if block.ops else None
    terminator = dp.info.implicit_terminator  # SingleBlockImplicitTerminator<...>
    if terminator is not None and (last is None or last.name != terminator):
        operands: list[Any] = list(last.results) if last is not None else []
        block.append(Operation(terminator, operands, loc=dp.loc, source=p.src))
    dp.set_region(region, r)
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())
    p.expect_punct(":", "expected ':'")
    dp.set_types(mask_t, [p.parse_type()])
    results: list[Any] = []
    if p.consume_punct("->"):
        if p.consume_punct("("):
            if not p.consume_punct(")"):
                results.append(p.parse_type())
                while p.consume_punct(","):
                    results.append(p.parse_type())
                p.expect_punct(")", "expected ')'")
        else:
            results.append(p.parse_type())
    if pass_refs and not results:
        p.custom_error("expects a result if passthru operand is provided", dp.loc)
    dp.set_types(passthru_t, results[:1] if pass_refs else [])
    dp.set_types(result_t, results)


def _print_mask(
    dp: Any, mask: Slot, passthru: Slot, region: Slot, mask_t: Slot, passthru_t: Slot,
    result_t: Slot,
) -> None:  # fmt: skip
    p = dp.p
    m = dp.operands(mask)[0]
    p.print_operand(m)
    for v in dp.operands(passthru):
        p.write(", ")
        p.print_operand(v)
    p.write(" { ")
    r = dp.region(region)
    if r is not None and r.blocks and r.blocks[0].ops:
        inner = r.blocks[0].ops[0]
        visit = getattr(p, "visit_op", None)
        if visit is not None:
            visit(inner)
        else:
            # printCustomOrGenericOp: the operation alone, without its results' names
            indent = p.indent
            p.indent = 0
            start = len(p.out)
            p.print_op(inner)
            if inner.results:
                del p.out[start]
            p.indent = indent
    p.write(" }")
    p.print_attr_dict(dp.view.all_attrs(), {"operandSegmentSizes"})
    p.write(" : ")
    p.print_type(m.type)
    results = dp.results(result_t)
    if results:
        p.write(" -> ")
        if len(results) > 1:
            p.write("(")
        for i, v in enumerate(results):
            if i:
                p.write(", ")
            p.print_type(v.type)
        if len(results) > 1:
            p.write(")")


plugin.directive("Mask", _parse_mask, _print_mask)


__all__ = ["minor_identity", "shuffle_result_type", "transfer_mask_type", "AffineConstantExpr"]
