"""Named verifiers of the memref dialect: the checks MLIR's hand-written C++
verifiers make that constraints and traits cannot state, with MLIR's messages.

What is reproduced (per verifier name) and what is not is listed in each function's
docstring; checks that need MLIR's layout algebra on affine maps (the expected result type
of a subview, collapse_shape or transpose with a non-strided layout) are left out.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.checks.shaped import (
    DYN,
    canonical_strides,
    cast_error,
    element_of,
    i64_values,
    identity_layout,
    in_bounds,
    is_kind,
    layout_of,
    mixed_counts_ok,
    offset_size_stride,
    product,
    rank_reduction_mask,
    reassociation,
    shape_of,
    strides_and_offset,
    type_text,
    verify_reshape,
)
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("memref")


def _space(t: Attribute) -> Attribute | None:
    if is_kind(t, "memref"):
        return t.params[3]
    if is_kind(t, "unranked_memref"):
        return t.params[1]
    return None


def _allocation_scope(op: Operation, ctx: Any) -> bool:
    """The operation's definition declares the AutomaticAllocationScope trait."""
    info = ctx.op_info(op.name) if ctx is not None else None
    return (
        info is not None
        and info.defn is not None
        and any(t == "AutomaticAllocationScope" for t in info.defn.traits)
    )


def _alloc_like(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Dynamic sizes match the memref's dynamic dimensions; symbols its layout's."""
    if not op.results or not is_kind(op.results[0].type, "memref"):
        return True
    t = op.results[0].type
    groups = op_value_groups(op, ctx)
    sizes = groups.get("dynamic_sizes", [])
    dynamic = sum(d == DYN for d in shape_of(t))
    if len(sizes) != dynamic:
        return fail(
            diags,
            op,
            f"incorrect number of dynamic sizes, has {len(sizes)}, expected {dynamic}",
            True,
        )
    layout = layout_of(t)
    symbols = (
        layout.params[0].num_symbols
        if layout is not None and layout.defn is B.A["affine_map"]
        else 0
    )
    if len(groups.get("symbol_operands", [])) != symbols:
        return fail(diags, op, "symbol operand count does not equal memref symbol count", True)
    return True


def _alloca(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """An ancestor is an automatic allocation scope; then as alloc."""
    parent = op.parent_op
    while parent is not None and not _allocation_scope(parent, ctx):
        parent = parent.parent_op
    if parent is None:
        return fail(diags, op, "requires an ancestor op with AutomaticAllocationScope trait", True)
    return _alloc_like(op, diags, ctx)


def _alloca_scope(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The terminator's operands match the results (RegionBranchOpInterface)."""
    if not op.regions or not op.regions[0].blocks or not op.regions[0].blocks[-1].ops:
        return True
    term = op.regions[0].blocks[-1].ops[-1]
    info = ctx.op_info(op.name) if ctx is not None else None
    if info is None or term.name != info.implicit_terminator:
        return True
    edge = "along control flow edge from Operation memref.alloca_scope.return to parent: "
    if len(term.operands) != len(op.results):
        return fail(
            diags,
            op,
            edge + f"region branch point has {len(term.operands)} operands, "
            f"but region successor needs {len(op.results)} inputs",
            True,
        )
    for i, (v, r) in enumerate(zip(term.operands, op.results)):
        if v.type is not r.type:
            return fail(
                diags,
                op,
                edge + f"successor operand type #{i} '{type_text(v.type)}' should "
                f"match successor input type #{i} '{type_text(r.type)}'",
                True,
            )
    return True


def _realloc(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Identity layouts, the same element type, a size operand exactly for a dynamic result."""
    src, res = op.operands[0].type, op.results[0].type
    if not is_kind(src, "memref") or not is_kind(res, "memref"):
        return True
    if element_of(src) is not element_of(res):
        return fail(
            diags,
            op,
            f"different element types specified for source memref type "
            f"'{type_text(src)}' and result memref type '{type_text(res)}'",
            False,
        )
    for t, which in ((src, "source"), (res, "result")):
        if not identity_layout(layout_of(t)):
            return fail(
                diags, op, f"unsupported layout for {which} memref type '{type_text(t)}'", False
            )
    dynamic = bool(shape_of(res)) and shape_of(res)[0] == DYN
    has_operand = len(op.operands) > 1
    if dynamic and not has_operand:
        return fail(diags, op, "missing dimension operand", True)
    if not dynamic and has_operand:
        return fail(diags, op, "unnecessary dimension operand", True)
    return True


_ELEMENTS = (
    "dense_int_or_fp_elements",
    "dense_string_elements",
    "dense_resource_elements",
    "sparse_elements",
)


def _global(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The visibility (SymbolOpInterface), a static memref type, an initial value that is
    unit or elements of the type's element type and shape."""
    vis = inherent(op, "sym_visibility")
    if (
        vis is not None
        and vis.defn is B.A["string"]
        and vis.params[0] not in ("public", "private", "nested")
    ):
        return fail(
            diags,
            op,
            'visibility expected to be one of ["public", "private", '
            f'"nested"], but got "{vis.params[0]}"',
            True,
        )
    ta = inherent(op, "type")
    t = ta.params[0] if ta is not None and ta.defn is B.A["type"] else None
    if t is None or not is_kind(t, "memref") or DYN in shape_of(t):
        shown = type_text(t) if t is not None else "<<NULL TYPE>>"
        return fail(diags, op, f"type should be static shaped memref, but got '{shown}'", True)
    value = inherent(op, "initial_value")
    if value is None:
        return True
    if value.defn is B.A["unit"]:
        return True
    if value.defn not in tuple(B.A[k] for k in _ELEMENTS):
        return fail(
            diags,
            op,
            "initial value should be a unit or elements attribute, but got " + type_text(value),
            True,
        )
    vt = value.params[0]
    if element_of(vt) is not t.params[1]:
        return fail(
            diags,
            op,
            f"initial value element expected to be of type "
            f"'{type_text(t.params[1])}', but was of type '{type_text(element_of(vt) or vt)}'",
            True,
        )
    if shape_of(vt) != shape_of(t):
        want = ", ".join(str(d) for d in shape_of(t))
        got = ", ".join(str(d) for d in shape_of(vt))
        return fail(diags, op, f"initial value shape expected to be {want} but was {got}", True)
    return True


def _get_global(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The name is a memref.global of the result's type."""
    from irdl.checks.traits import lookup_symbol

    ref = inherent(op, "name")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return True
    g = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
    if g is None or g.name != "memref.global":
        return fail(diags, op, f"'{ref.params[0]}' does not reference a valid global memref", True)
    ta = inherent(g, "type")
    t = ta.params[0] if ta is not None and ta.defn is B.A["type"] else None
    if op.results and t is not None and op.results[0].type is not t:
        return fail(
            diags,
            op,
            f"result type '{type_text(op.results[0].type)}' does not match type "
            f"'{type_text(t)}' of the global memref @{ref.params[0]}",
            True,
        )
    return True


def _memref_rank(op: Operation, i: int) -> int | None:
    if i >= len(op.operands):
        return None
    t = op.operands[i].type
    return len(shape_of(t)) if is_kind(t, "memref") else None


def _load(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    rank = _memref_rank(op, 0)
    n = len(op.operands) - 1
    if rank is not None and rank != n:
        return fail(
            diags, op, f"incorrect number of indices for load, expected {rank} but got {n}", True
        )
    return True


def _store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    rank = _memref_rank(op, 1)
    if rank is not None and rank != len(op.operands) - 2:
        return fail(diags, op, "store index operand count not equal to memref rank", True)
    return True


def _prefetch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    rank = _memref_rank(op, 0)
    if rank is not None and rank != len(op.operands) - 1:
        return fail(diags, op, "too few indices", True)
    return True


_FLOAT_KINDS = {0: "addf", 4: "maximumf", 8: "minimumf", 12: "mulf"}


_INT_KINDS = {
    1: "addi",
    2: "andi",
    6: "maxs",
    7: "maxu",
    10: "mins",
    11: "minu",
    13: "muli",
    14: "ori",
    15: "xori",
}


def _atomic_rmw(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """As many indices as the memref's rank; a kind that suits the value's type."""
    rank = _memref_rank(op, 1)
    if rank is not None and rank != len(op.operands) - 2:
        return fail(diags, op, "expects the number of subscripts to be equal to memref rank", True)
    kind = inherent(op, "kind")
    k = kind.params[1] if kind is not None and kind.defn is B.A["integer"] else None
    t = op.operands[0].type
    if k in _FLOAT_KINDS and not B.is_float_type(t):
        return fail(diags, op, f"with kind '{_FLOAT_KINDS[k]}' expects a floating-point type", True)
    if k in _INT_KINDS and not B.is_integer_type(t):
        return fail(diags, op, f"with kind '{_INT_KINDS[k]}' expects an integer type", True)
    return True


def _generic_atomic_rmw(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """One entry argument, of the result's type; only operations without side effects."""
    if not op.regions or not op.regions[0].blocks:
        return True
    entry = op.regions[0].blocks[0]
    if len(entry.args) != 1:
        return fail(diags, op, "expected single number of entry block arguments", True)
    if op.results and entry.args[0].type is not op.results[0].type:
        return fail(diags, op, "expected block argument of the same type result type", True)
    bad = _first_effectful(op.regions[0], ctx)
    if bad is not None:
        return fail(
            diags,
            bad,
            "body of 'memref.generic_atomic_rmw' should contain only "
            "operations with no side effects",
            False,
        )
    return True


def _first_effectful(region: Any, ctx: Any) -> Operation | None:
    """The first operation (in walk order) not known to be free of memory effects."""
    for block in region.blocks:
        for child in block.ops:
            info = ctx.op_info(child.name) if ctx is not None else None
            defn = getattr(info, "defn", None)
            traits = getattr(defn, "traits", ()) or ()
            if defn is None or not any(t == "Pure" for t in traits):
                return child
            for r in child.regions:
                found = _first_effectful(r, ctx)
                if found is not None:
                    return found
    return None


def _atomic_yield(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    parent = op.parent_op
    if parent is None or not parent.results or not op.operands:
        return True
    want, got = parent.results[0].type, op.operands[0].type
    if want is not got:
        return fail(
            diags,
            op,
            f"types mismatch between yield op: '{type_text(got)}' "
            f"and its parent: '{type_text(want)}'",
            True,
        )
    return True


def _assume_alignment(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    a = inherent(op, "alignment")
    n = a.params[1] if a is not None and a.defn is B.A["integer"] else 1
    if n <= 0 or n & (n - 1):
        return fail(diags, op, "alignment must be power of 2", True)
    return True


def _dma_start(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Operand kinds and counts from the memrefs' ranks, in MLIR's order."""
    ops = op.operands
    n = len(ops)
    index = B.INDEX

    def all_index(values: list[Any]) -> bool:
        return all(v.type is index for v in values)

    if n < 4:
        return fail(diags, op, "expected at least 4 operands", True)
    if not is_kind(ops[0].type, "memref"):
        return fail(diags, op, "expected source to be of memref type", True)
    src_rank = len(shape_of(ops[0].type))
    if n < src_rank + 4:
        return fail(diags, op, f"expected at least {src_rank + 4} operands", True)
    if not all_index(ops[1 : 1 + src_rank]):
        return fail(diags, op, "expected source indices to be of index type", True)
    dst = 1 + src_rank
    if not is_kind(ops[dst].type, "memref"):
        return fail(diags, op, "expected destination to be of memref type", True)
    dst_rank = len(shape_of(ops[dst].type))
    expected = src_rank + dst_rank + 4
    if n < expected:
        return fail(diags, op, f"expected at least {expected} operands", True)
    if not all_index(ops[dst + 1 : dst + 1 + dst_rank]):
        return fail(diags, op, "expected destination indices to be of index type", True)
    num = dst + 1 + dst_rank
    if ops[num].type is not index:
        return fail(diags, op, "expected num elements to be of index type", True)
    tag = num + 1
    if not is_kind(ops[tag].type, "memref"):
        return fail(diags, op, "expected tag to be of memref type", True)
    tag_rank = len(shape_of(ops[tag].type))
    expected += tag_rank
    if n < expected:
        return fail(diags, op, f"expected at least {expected} operands", True)
    if not all_index(ops[tag + 1 : tag + 1 + tag_rank]):
        return fail(diags, op, "expected tag indices to be of index type", True)
    if n not in (expected, expected + 2):
        return fail(diags, op, "incorrect number of operands", True)
    if n == expected + 2 and not all_index(ops[expected:]):
        return fail(
            diags, op, "expected stride and num elements per stride to be of type index", True
        )
    return True


def _dma_wait(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    rank = _memref_rank(op, 0)
    n = len(op.operands) - 2
    if rank is not None and rank != n:
        return fail(
            diags,
            op,
            "expected tagIndices to have the same number of elements as the "
            f"tagMemRef rank, expected {rank}, but got {n}",
            True,
        )
    return True


def _compatible(a: int, b: int) -> bool:
    return a == DYN or b == DYN or a == b


def memref_cast_compatible(a: Attribute, b: Attribute) -> bool:
    """MLIR's memref.cast compatibility."""
    if is_kind(a, "memref") and is_kind(b, "memref"):
        if element_of(a) is not element_of(b):
            return False
        if layout_of(a) is not layout_of(b):
            sa, sb = strides_and_offset(a), strides_and_offset(b)
            if sa is not None and sb is not None:
                if len(sa[0]) != len(sb[0]) or not _compatible(sa[1], sb[1]):
                    return False
                if not all(_compatible(x, y) for x, y in zip(sa[0], sb[0])):
                    return False
        if _space(a) is not _space(b):
            return False
        if len(shape_of(a)) != len(shape_of(b)):
            return False
        return all(_compatible(x, y) for x, y in zip(shape_of(a), shape_of(b)))
    memrefs = ("memref", "unranked_memref")
    if not any(is_kind(a, k) for k in memrefs) or not any(is_kind(b, k) for k in memrefs):
        return False
    if is_kind(a, "unranked_memref") and is_kind(b, "unranked_memref"):
        return False
    return element_of(a) is element_of(b) and _space(a) is _space(b)


def _cast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not memref_cast_compatible(op.operands[0].type, op.results[0].type):
        return cast_error(diags, op)
    return True


def _memory_space_cast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The same type but for the memory space."""
    a, b = op.operands[0].type, op.results[0].type
    ok = a.defn is b.defn and element_of(a) is element_of(b)
    if ok and is_kind(a, "memref"):
        ok = shape_of(a) == shape_of(b) and layout_of(a) is layout_of(b)
    if not ok:
        return fail(
            diags,
            op,
            f"operand type '{type_text(a)}' and result type '{type_text(b)}' are cast incompatible",
            True,
        )
    return True


def _view(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src, res = op.operands[0].type, op.results[0].type
    if not is_kind(src, "memref") or not is_kind(res, "memref"):
        return True
    if not identity_layout(layout_of(src)):
        return fail(diags, op, f"unsupported map for base memref type '{type_text(src)}'", False)
    if not identity_layout(layout_of(res)):
        return fail(diags, op, f"unsupported map for result memref type '{type_text(res)}'", False)
    if _space(src) is not _space(res):
        return fail(
            diags,
            op,
            f"different memory spaces specified for base memref type "
            f"'{type_text(src)}' and view memref type '{type_text(res)}'",
            False,
        )
    sizes = len(op.operands) - 2
    dynamic = sum(d == DYN for d in shape_of(res))
    if sizes != dynamic:
        return fail(
            diags, op, f"incorrect number of dynamic sizes, has {sizes}, expected {dynamic}", True
        )
    return True


def _transpose(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A permutation map of the input's rank (the result layout is not checked)."""
    perm = inherent(op, "permutation")
    if perm is None or perm.defn is not B.A["affine_map"]:
        return True
    m = perm.params[0]
    from core.affine import AffineDimExpr

    dims = [e.position for e in m.results if isinstance(e, AffineDimExpr)]
    if m.num_symbols or len(dims) != len(m.results) or sorted(dims) != list(range(m.num_dims)):
        return fail(diags, op, "expected a permutation map", True)
    src, res = op.operands[0].type, op.results[0].type
    if m.num_dims != len(shape_of(src)):
        return fail(diags, op, "expected a permutation map of same rank as the input", True)
    so = strides_and_offset(src)
    if so is None or not is_kind(res, "memref"):
        return True
    shape = tuple(shape_of(src)[p] for p in dims)
    strides = [so[0][p] for p in dims]
    offset = so[1]
    got = strides_and_offset(res)
    if got is not None and shape_of(res) == shape and got == (strides, offset):
        return True
    from core.attributes import get

    layout = None
    if offset != 0 or strides != canonical_strides(shape):
        layout = get(B.A["affine_map"], (strided_linear_map(strides, offset),))
    want = get(B.T["memref"], (shape, src.params[1], layout, src.params[3]))
    return fail(
        diags,
        op,
        f"result type '{type_text(res)}' is not equivalent to the canonical "
        f"transposed input type '{type_text(want)}'",
        True,
    )


def strided_linear_map(strides: list[int], offset: int) -> Any:
    """MLIR's makeStridedLinearLayoutMap: offset + sum(d_i * stride_i), a new symbol for each
    dynamic value (the offset's first)."""
    from core.affine import AffineMap, add, constant, dim, mul, symbol

    n = 0
    expr: Any
    if offset == DYN:
        expr = symbol(0)
        n = 1
    else:
        expr = constant(offset)
    for i, st in enumerate(strides):
        factor: Any
        if st == DYN:
            factor = symbol(n)
            n += 1
        else:
            factor = constant(st)
        expr = add(expr, mul(dim(i), factor))
    return AffineMap.get(len(strides), n, (expr,))


def _distinct_objects(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands:
        return fail(diags, op, "expected at least one operand", True)
    if [v.type for v in op.operands] != [r.type for r in op.results]:
        return fail(diags, op, "operand types and result types must match", True)
    return True


def _reinterpret_cast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Offset/size/stride lists (one offset), then the result against the source and the
    static values."""
    res = op.results[0].type
    if not is_kind(res, "memref"):
        return True
    rank = len(shape_of(res))
    groups = op_value_groups(op, ctx)
    static = {n: i64_values(inherent(op, f"static_{n}")) for n in ("offsets", "sizes", "strides")}
    if len(static["sizes"]) != len(static["strides"]):
        s, t = len(static["sizes"]), len(static["strides"])
        return fail(
            diags,
            op,
            f"expected mixed sizes rank to match mixed strides rank ({s} vs "
            f"{t}) so the rank of the result type is well-formed",
            True,
        )
    if not mixed_counts_ok(op, diags, static, groups, (1, rank, rank)):
        return False
    src = op.operands[0].type
    if _space(src) is not _space(res):
        return fail(
            diags,
            op,
            f"different memory spaces specified for source type "
            f"'{type_text(src)}' and result memref type '{type_text(res)}'",
            False,
        )
    if element_of(src) is not element_of(res):
        return fail(
            diags,
            op,
            f"different element types specified for source type "
            f"'{type_text(src)}' and result memref type '{type_text(res)}'",
            False,
        )
    for i, (want, got) in enumerate(zip(static["sizes"], shape_of(res))):
        if got != DYN and want != got:
            return fail(
                diags,
                op,
                f"expected result type with size = {_dyn(want)} instead of {got} in dim = {i}",
                False,
            )
    so = strides_and_offset(res)
    if so is None:
        return True
    strides, offset = so
    want_offset = static["offsets"][0]
    if offset != DYN and offset != want_offset:
        return fail(
            diags,
            op,
            f"expected result type with offset = {_dyn(want_offset)} instead of {offset}",
            False,
        )
    for i, (want, got) in enumerate(zip(static["strides"], strides)):
        if got != DYN and want != got:
            return fail(
                diags,
                op,
                f"expected result type with stride = {_dyn(want)} instead of {got} in dim = {i}",
                False,
            )
    return True


def _dyn(n: int) -> str:
    return "dynamic" if n == DYN else str(n)


def _sat_mul(a: int, b: int) -> int:
    if a == 0 or b == 0:
        return 0
    return DYN if DYN in (a, b) else a * b


def _sat_add(a: int, b: int) -> int:
    return DYN if DYN in (a, b) else a + b


def subview_result_type(
    src: Attribute, offsets: list[int], sizes: list[int], strides: list[int]
) -> Attribute | None:
    """MLIR's SubViewOp::inferResultType (no rank reduction): a strided layout."""
    from core.attributes import get

    so = strides_and_offset(src)
    if so is None:
        return None
    src_strides, offset = so
    for o, st in zip(offsets, src_strides):
        offset = _sat_add(offset, _sat_mul(o, st))
    new_strides = tuple(_sat_mul(st, t) for t, st in zip(strides, src_strides))
    layout = get(B.A["strided_layout"], (offset, new_strides))
    return get(B.T["memref"], (tuple(sizes), src.params[1], layout, src.params[3]))


def _memref_rank_reduction(
    original: Attribute, reduced: Attribute, sizes: list[int]
) -> list[bool] | None:
    """MLIR's computeMemRefRankReductionMask: the dimensions a rank-reducing subview drops,
    told apart by their strides."""
    rank = len(shape_of(original))
    unused = [False] * rank
    if rank == len(shape_of(reduced)):
        return unused
    for i, z in enumerate(sizes):
        if z == 1:
            unused[i] = True
    if sum(unused) + len(shape_of(reduced)) == rank:
        return unused
    a, b = strides_and_offset(original), strides_and_offset(reduced)
    if a is None or b is None:
        return None
    left: dict[int, int] = {}
    for st in a[0]:
        left[st] = left.get(st, 0) + 1
    want: dict[int, int] = {}
    for st in b[0]:
        want[st] = want.get(st, 0) + 1
    for i in range(rank):
        if not unused[i]:
            continue
        st = a[0][i]
        if left.get(st, 0) > want.get(st, 0):
            left[st] -= 1
        elif left.get(st, 0) == want.get(st, 0):
            unused[i] = False
        else:
            return None
    if sum(unused) + len(shape_of(reduced)) != rank:
        return None
    return unused


def _subview(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The offset/size/stride lists against the source rank, then the result against the
    inferred strided type (or a rank-reduced version of it), then the bounds."""
    src, res = op.operands[0].type, op.results[0].type
    if not is_kind(src, "memref") or not is_kind(res, "memref"):
        return True
    if not offset_size_stride(op, diags, ctx, len(shape_of(src))):
        return False
    if _space(src) is not _space(res):
        return fail(
            diags,
            op,
            f"different memory spaces specified for base memref type "
            f"'{type_text(src)}' and subview memref type '{type_text(res)}'",
            False,
        )
    offsets = i64_values(inherent(op, "static_offsets"))
    sizes = i64_values(inherent(op, "static_sizes"))
    strides = i64_values(inherent(op, "static_strides"))
    expected = subview_result_type(src, offsets, sizes, strides)
    if expected is None:
        return fail(diags, op, f"base type '{type_text(src)}' is not strided", False)
    want = f"expected result type to be '{type_text(expected)}' or a rank-reduced version."
    got = f", but got '{type_text(res)}'"
    a, b = shape_of(expected), shape_of(res)
    if len(b) > len(a):
        return fail(
            diags,
            op,
            "expected result rank to be smaller or equal to the source rank, "
            f"but got '{type_text(res)}'",
            False,
        )
    if not rank_reduction_mask(a, b):
        return fail(diags, op, want + " (mismatch of result sizes)" + got, False)
    if element_of(src) is not element_of(res):
        return fail(
            diags,
            op,
            f"expected result element type to be '{type_text(src.params[1])}', "
            f"but got '{type_text(res)}'",
            False,
        )
    se, sr = strides_and_offset(expected), strides_and_offset(res)
    if se is None or sr is None or se[1] != sr[1]:
        return fail(diags, op, want + " (mismatch of result layout)" + got, False)
    unused = _memref_rank_reduction(expected, res, sizes)
    if unused is None:
        return fail(diags, op, want + " (mismatch of result layout)" + got, False)
    kept = [st for st, drop in zip(se[0], unused) if not drop]
    if kept != sr[0]:
        return fail(diags, op, want + " (mismatch of result layout)" + got, False)
    return in_bounds(op, diags, shape_of(src))


def collapsed_shape_problem(
    collapsed: tuple[int, ...], expanded: tuple[int, ...], groups: list[list[int]], kind: str
) -> str | None:
    """MLIR's verifyCollapsedShape: one group per collapsed dimension, contiguous indices
    in bounds, a collapsed size that is dynamic exactly when its group has a dynamic size and
    otherwise their product."""
    if len(collapsed) != len(groups):
        return (
            f"invalid number of reassociation groups: found {len(groups)}, expected "
            f"{len(collapsed)}"
        )
    next_dim = 0
    for c, group in enumerate(groups):
        dynamic = False
        for e in group:
            if e != next_dim:
                return "reassociation indices must be contiguous"
            next_dim += 1
            if e >= len(expanded):
                return f"reassociation index {e} is out of bounds"
            if expanded[e] == DYN:
                dynamic = True
        if (collapsed[c] == DYN) != dynamic:
            return (
                f"collapsed dim ({c}) must be dynamic if and only if reassociation group is dynamic"
            )
        if not dynamic:
            size = product(tuple(expanded[e] for e in group))
            if size != collapsed[c]:
                return (
                    f"collapsed dim size ({collapsed[c]}) must equal reassociation group "
                    f"size ({size})"
                )
    if not collapsed:
        if any(d != 1 for d in expanded):
            return f"rank 0 {kind}s can only be extended/collapsed with/from ones"
    elif next_dim != len(expanded):
        return (
            f"expanded rank ({len(expanded)}) inconsistent with number of reassociation "
            f"indices ({next_dim})"
        )
    return None


def expanded_memref_type(src: Attribute, shape: tuple[int, ...], groups: list[list[int]]) -> Any:
    """The result type of expanding ``src`` to ``shape`` (MLIR's computeExpandedType), or
    None when the source layout is not one this module reads."""
    from core.attributes import get

    if identity_layout(layout_of(src)):
        return get(B.T["memref"], (shape, src.params[1], None, src.params[3]))
    so = strides_and_offset(src)
    if so is None:
        return None
    src_strides, offset = so
    strides = [0] * len(shape)
    for c, group in enumerate(groups):
        if c >= len(src_strides):
            return None
        running = src_strides[c]
        for e in reversed(group):
            strides[e] = running
            if running != DYN:
                running = DYN if shape[e] == DYN else running * shape[e]
    layout = get(B.A["strided_layout"], (offset, tuple(strides)))
    return get(B.T["memref"], (shape, src.params[1], layout, src.params[3]))


def _expand_shape(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src, res = op.operands[0].type, op.results[0].type
    if not (is_kind(src, "memref") or is_kind(src, "tensor")) or src.defn is not res.defn:
        return True
    kind = "memref" if is_kind(src, "memref") else "tensor"
    r0, r1 = len(shape_of(src)), len(shape_of(res))
    if r0 > r1:
        return fail(
            diags,
            op,
            f"has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1}).",
            True,
        )
    problem = collapsed_shape_problem(shape_of(src), shape_of(res), reassociation(op), kind)
    if problem is not None:
        return fail(diags, op, problem, True)
    if kind == "memref":
        want = expanded_memref_type(src, shape_of(res), reassociation(op))
        if want is not None and want is not res:
            return fail(
                diags,
                op,
                f"expected expanded type to be '{type_text(want)}' but found '{type_text(res)}'",
                True,
            )
    static = i64_values(inherent(op, "static_output_shape"))
    if len(static) != r1:
        noun = "bounds" if kind == "memref" else "dims"
        return fail(
            diags,
            op,
            f"expected number of static shape {noun} to be equal to the "
            f"output rank ({r1}) but found {len(static)} inputs instead",
            True,
        )
    dynamic = sum(x == DYN for x in static)
    values = len(op.operands) - 1
    if values != dynamic:
        return fail(
            diags,
            op,
            "mismatch in dynamic dims in output_shape and "
            f"static_output_shape: static_output_shape has {dynamic} dynamic dims "
            f"while output_shape has {values} values",
            True,
        )
    for pos, (d, s) in enumerate(zip(shape_of(res), static)):
        if d != DYN and d != s:
            return fail(diags, op, f"invalid output shape provided at pos {pos}", True)
    return True


def _collapse_shape(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src, res = op.operands[0].type, op.results[0].type
    if not (is_kind(src, "memref") or is_kind(src, "tensor")) or src.defn is not res.defn:
        return True
    kind = "memref" if is_kind(src, "memref") else "tensor"
    r0, r1 = len(shape_of(src)), len(shape_of(res))
    if r0 < r1:
        return fail(
            diags,
            op,
            f"has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1}).",
            True,
        )
    groups = reassociation(op)
    problem = collapsed_shape_problem(shape_of(res), shape_of(src), groups, kind)
    if problem is not None:
        return fail(diags, op, problem, True)
    if kind == "memref":
        from core.attributes import get

        if identity_layout(layout_of(src)):
            want = get(B.T["memref"], (shape_of(res), src.params[1], None, src.params[3]))
        else:
            layout = collapsed_layout(src, groups)
            if layout is False:
                return fail(
                    diags, op, "invalid source layout map or collapsing non-contiguous dims", True
                )
            if layout is None:
                return True
            want = get(B.T["memref"], (shape_of(res), src.params[1], layout, src.params[3]))
        if want is not res:
            return fail(
                diags,
                op,
                f"expected collapsed type to be '{type_text(want)}' but found '{type_text(res)}'",
                True,
            )
    return True


def collapsed_layout(src: Attribute, groups: list[list[int]]) -> Any:
    """MLIR's computeCollapsedLayoutMap: the strided layout of collapsing ``src`` by the
    groups (a group's stride is its last non-unit dimension's), False when a group is not
    contiguous, None when the source layout is not one this module reads."""
    from core.attributes import get

    so = strides_and_offset(src)
    if so is None:
        return None
    src_strides, offset = so
    shape = shape_of(src)
    strides = []
    for group in groups:
        ref = list(group)
        while len(ref) > 1 and shape[ref[-1]] == 1:
            ref.pop()
        if shape[ref[-1]] != DYN or len(ref) == 1:
            strides.append(src_strides[ref[-1]])
        else:
            strides.append(DYN)
    for k in range(len(groups) - 1, -1, -1):
        stride = strides[k]
        for idx in reversed(groups[k][1:]):
            stride = _sat_mul(stride, shape[idx]) if DYN not in (stride, shape[idx]) else DYN
            src_stride = src_strides[idx - 1]
            if shape[idx - 1] == 1:
                continue
            if stride != DYN and src_stride != DYN and stride != src_stride:
                return False
    return get(B.A["strided_layout"], (offset, tuple(strides)))


def _extract_strided_metadata(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return True


for _name, _check in (
    ("MemRefAlloc", _alloc_like),
    ("MemRefAlloca", _alloca),
    ("MemRefRealloc", _realloc),
    ("MemRefGlobal", _global),
    ("MemRefLoad", _load),
    ("MemRefStore", _store),
    ("MemRefPrefetch", _prefetch),
    ("MemRefAtomicRMW", _atomic_rmw),
    ("MemRefAtomicYield", _atomic_yield),
    ("MemRefAssumeAlignment", _assume_alignment),
    ("MemRefDmaStart", _dma_start),
    ("MemRefDmaWait", _dma_wait),
    ("MemRefCast", _cast),
    ("MemRefMemorySpaceCast", _memory_space_cast),
    ("MemRefReshape", verify_reshape),
    ("MemRefView", _view),
    ("MemRefTranspose", _transpose),
    ("MemRefDistinctObjects", _distinct_objects),
    ("MemRefReinterpretCast", _reinterpret_cast),
    ("MemRefSubView", _subview),
    ("MemRefExpandShape", _expand_shape),
    ("MemRefCollapseShape", _collapse_shape),
    ("MemRefExtractStridedMetadata", _extract_strided_metadata),
):
    plugin.verifier(_name, _check)


plugin.verifier("MemRefAllocaScope", verify_regions=_alloca_scope)


plugin.verifier("MemRefGenericAtomicRMW", verify_regions=_generic_atomic_rmw)


plugin.verifier("MemRefGetGlobal", verify_symbol_uses=_get_global)
