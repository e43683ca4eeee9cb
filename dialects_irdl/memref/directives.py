"""Custom directives of the memref and tensor dialects' syntax.

- ``GlobalMemrefOpTypeAndInitialValue($type, $initial_value)``: ``memref<...>`` then
  ``= uninitialized`` (a unit attribute) or ``= <elements>`` read with the memref's shape
  as a tensor type and printed without it; nothing for an external global.
- ``DmaStartOperands($operands)`` and ``DmaStartTypes($operands)``: the operand list of
  ``memref.dma_start`` (``%src[...], %dst[...], %n, %tag[...](, %stride, %per)?``) and
  its three memref types.
- ``Prefetch($isWrite, $localityHint, $isDataCache)``: ``read|write, locality<N>,
  data|instr``.
- ``BareAffineMap($map)``: an affine map written without ``affine_map<>``
  (``(d0, d1) -> (d1, d0)``).
- ``AllocaScope(type($results), $region)``: ``(-> (types))? { ... }``.
- ``SameTypes(type($operands), type($results))``: a type list giving both groups.
- ``TypeOfKind(type($x), "tensor")``: a type of that builtin kind (else "invalid kind of type
  specified: expected builtin.tensor, but found ...", as ODS's parser of a value whose C++
  type is that class; ``parse_type_of_kind``).
- ``ElementsOfShape(type($result), type($elements))``: a statically shaped type whose
  element type each of its elements has (``tensor.from_elements``).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from irdl.format.directives import print_values
from irdl.plugin import Plugin, Slot

plugin = Plugin("memref")

_DMA_LAYOUT = "\0dma_start_layout"


# --- GlobalMemrefOpTypeAndInitialValue ---------------------------------------------------


def _parse_global_type(dp: Any, type_slot: Slot, initial: Slot) -> None:
    from core.printer import attr_to_str

    p = dp.p
    at = p.lex.start
    t = p.parse_type()
    if t.defn is not B.T["memref"] or B.DYNAMIC in t.params[0]:
        p.error_at(at, f"type should be static shaped memref, but got '{attr_to_str(t)}'")
    dp.set_attr(type_slot, B.type_attr(t))
    if not p.consume_punct("="):
        return
    if p.consume_keyword("uninitialized"):
        dp.set_attr(initial, B.unit_attr())
        return
    tensor = get(B.T["tensor"], (t.params[0], t.params[1], None))
    value = p.parse_attribute(tensor)
    elements = (
        "dense_int_or_fp_elements",
        "dense_string_elements",
        "dense_resource_elements",
        "sparse_elements",
    )
    if value.defn not in tuple(B.A[k] for k in elements):
        p.error_at(dp.loc, "initial value should be a unit or elements attribute")
    dp.set_attr(initial, value)


def _print_global_type(dp: Any, type_slot: Slot, initial: Slot) -> None:
    p = dp.p
    t = dp.attr(type_slot)
    if t is not None:
        p.print_attribute(t)
    value = dp.attr(initial)
    if value is None:
        return
    p.write(" = ")
    if value.defn is B.A["unit"]:
        p.write("uninitialized")
    else:
        p.print_attribute(value, always=True)


plugin.directive("GlobalMemrefOpTypeAndInitialValue", _parse_global_type, _print_global_type)


# --- dma_start -----------------------------------------------------------------------------


def _parse_bracketed_refs(p: Any) -> list[tuple[str, int]]:
    refs: list[tuple[str, int]] = []
    p.expect_punct("[", "expected '['")
    if not p.consume_punct("]"):
        while True:
            refs.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct("]", "expected ']'")
    return refs


def _parse_dma_operands(dp: Any, operands: Slot) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    layout: list[int] = []
    for i in range(3):
        refs.append(p.parse_operand_ref())
        indices = _parse_bracketed_refs(p)
        refs.extend(indices)
        layout.append(len(indices))
        p.expect_punct(",", "expected ','")
        if i == 1:
            refs.append(p.parse_operand_ref())  # the number of elements
            p.expect_punct(",", "expected ','")
            refs.append(p.parse_operand_ref())  # the tag
            indices = _parse_bracketed_refs(p)
            refs.extend(indices)
            layout.append(len(indices))
            break
    stride: list[tuple[str, int]] = []
    while p.consume_punct(","):
        stride.append(p.parse_operand_ref())
    if stride and len(stride) != 2:
        p.error_at(dp.loc, "expected two stride related operands")
    refs.extend(stride)
    layout.append(len(stride))
    dp.set_operands(operands, refs)
    dp.st.types[_DMA_LAYOUT] = layout


def _parse_dma_types(dp: Any, operands: Slot) -> None:
    p = dp.p
    types = [p.parse_type()]
    while p.consume_punct(","):
        types.append(p.parse_type())
    if len(types) != 3:
        p.error_at(dp.loc, "fewer/more types expected")
    src_n, dst_n, tag_n, stride_n = dp.st.types.pop(_DMA_LAYOUT, [0, 0, 0, 0])
    index = B.INDEX
    dp.set_types(
        operands,
        [
            types[0],
            *[index] * src_n,
            types[1],
            *[index] * dst_n,
            index,
            types[2],
            *[index] * tag_n,
            *[index] * stride_n,
        ],
    )


def dma_layout(op: Any) -> tuple[int, int, int] | None:
    """(source, destination, tag) positions of a dma_start's memrefs, from their ranks."""
    ops = op.operands

    def rank(i: int) -> int | None:
        if i >= len(ops) or ops[i].type.defn is not B.T["memref"]:
            return None
        return len(ops[i].type.params[0])

    src_rank = rank(0)
    if src_rank is None:
        return None
    dst = 1 + src_rank
    dst_rank = rank(dst)
    if dst_rank is None:
        return None
    tag = dst + dst_rank + 2
    return 0, dst, tag


def _print_dma_operands(dp: Any, operands: Slot) -> None:
    p = dp.p
    op = dp.op
    values = dp.operands(operands)
    where = dma_layout(op)
    if where is None:
        print_values(p, values)
        return
    _, dst, tag = where
    tag_rank = len(values[tag].type.params[0]) if tag < len(values) else 0

    def memref_at(i: int, n: int) -> None:
        p.print_operand(values[i])
        p.write("[")
        print_values(p, values[i + 1 : i + 1 + n])
        p.write("]")

    memref_at(0, dst - 1)
    p.write(", ")
    memref_at(dst, tag - dst - 2)
    p.write(", ")
    p.print_operand(values[tag - 1])
    p.write(", ")
    memref_at(tag, tag_rank)
    rest = values[tag + 1 + tag_rank :]
    for v in rest:
        p.write(", ")
        p.print_operand(v)


def _print_dma_types(dp: Any, operands: Slot) -> None:
    p = dp.p
    values = dp.operands(operands)
    where = dma_layout(dp.op)
    picks = [values[i] for i in where if i < len(values)] if where is not None else values
    for i, v in enumerate(picks):
        if i:
            p.write(", ")
        p.print_type(v.type)


plugin.directive("DmaStartOperands", _parse_dma_operands, _print_dma_operands)
plugin.directive("DmaStartTypes", _parse_dma_types, _print_dma_types)


# --- Prefetch ------------------------------------------------------------------------------


def _parse_prefetch(dp: Any, is_write: Slot, locality: Slot, is_data: Slot) -> None:
    p = dp.p
    rw = p.parse_keyword()
    if rw not in ("read", "write"):
        p.error_at(dp.loc, "rw specifier has to be 'read' or 'write'")
    p.expect_punct(",", "expected ','")
    p.parse_keyword("locality")
    p.expect_punct("<", "expected '<'")
    hint = p.parse_attribute(B.integer_type(32))
    p.expect_punct(">", "expected '>'")
    p.expect_punct(",", "expected ','")
    cache = p.parse_keyword()
    if cache not in ("data", "instr"):
        p.error_at(dp.loc, "cache type has to be 'data' or 'instr'")
    dp.set_attr(is_write, B.bool_attr(rw == "write"))
    dp.set_attr(locality, hint)
    dp.set_attr(is_data, B.bool_attr(cache == "data"))


def _print_prefetch(dp: Any, is_write: Slot, locality: Slot, is_data: Slot) -> None:
    p = dp.p
    w = dp.attr(is_write)
    d = dp.attr(is_data)
    hint = dp.attr(locality)
    p.write("write" if w is not None and w.params[1] else "read")
    p.write(", locality<")
    if hint is not None:
        p.print_attribute(hint, always=True)
    p.write(">, ")
    p.write("data" if d is not None and d.params[1] else "instr")


plugin.directive("Prefetch", _parse_prefetch, _print_prefetch)


# --- BareAffineMap -------------------------------------------------------------------------


def _parse_bare_affine_map(dp: Any, attr: Slot) -> None:
    from core.affine import AffineMap, AffineParser

    p = dp.p
    start = p.lex.start
    reader = AffineParser(p.src, start)  # the map is not closed by `>` here
    amap = reader.parse_map_or_set()
    if not isinstance(amap, AffineMap):
        p.error_at(start, "expected AffineMap, but got IntegerSet")
    p.lex.reset(reader.tok_pos)
    dp.set_attr(attr, get(B.A["affine_map"], (amap,)))


def _print_bare_affine_map(dp: Any, attr: Slot) -> None:
    a = dp.attr(attr)
    if a is not None and a.defn is B.A["affine_map"]:
        dp.p.write(str(a.params[0]))
    elif a is not None:
        dp.p.print_attribute(a)


plugin.directive("BareAffineMap", _parse_bare_affine_map, _print_bare_affine_map)


# --- AllocaScope ---------------------------------------------------------------------------


def _parse_alloca_scope(dp: Any, results: Slot, region: Slot) -> None:
    p = dp.p
    types: list[Any] = []
    if p.consume_punct("->"):
        if p.consume_punct("("):
            if not p.consume_punct(")"):
                types.append(p.parse_type())
                while p.consume_punct(","):
                    types.append(p.parse_type())
                p.expect_punct(")", "expected ')'")
        else:
            types.append(p.parse_type())
    dp.set_types(results, types)
    dp.set_region(region, dp.parse_region())


def _print_alloca_scope(dp: Any, results: Slot, region: Slot) -> None:
    p = dp.p
    values = dp.results(results)
    if values:
        p.write(" -> (")
        for i, v in enumerate(values):
            if i:
                p.write(", ")
            p.print_type(v.type)
        p.write(")")
    p.write(" ")
    r = dp.region(region)
    if r is not None:
        dp.print_region(r, entry_args=False, terminators=bool(values))


plugin.directive("AllocaScope", _parse_alloca_scope, _print_alloca_scope)


# --- SameTypes -----------------------------------------------------------------------------


def _parse_same_types(dp: Any, operands: Slot, results: Slot) -> None:
    p = dp.p
    types = [p.parse_type()]
    while p.consume_punct(","):
        types.append(p.parse_type())
    dp.set_types(operands, types)
    dp.set_types(results, types)


def _print_same_types(dp: Any, operands: Slot, results: Slot) -> None:
    p = dp.p
    for i, v in enumerate(dp.operands(operands)):
        if i:
            p.write(", ")
        p.print_type(v.type)


plugin.directive("SameTypes", _parse_same_types, _print_same_types)
