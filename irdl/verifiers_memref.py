"""Named verifiers of the memref and tensor dialects: the checks MLIR's hand-written C++
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
from irdl.verifiers import NamedVerifier, _fail, _register, inherent, op_value_groups

DYN = B.DYNAMIC


def _s(a: Attribute) -> str:
    from core.printer import attr_to_str

    return attr_to_str(a)


def _is(t: Attribute, kind: str) -> bool:
    return t.defn is B.T[kind]


def _shape(t: Attribute) -> tuple[int, ...]:
    return t.params[0] if t.defn in (B.T["memref"], B.T["tensor"], B.T["vector"]) else ()


def _element(t: Attribute) -> Attribute | None:
    d = t.defn
    if d in (B.T["memref"], B.T["tensor"], B.T["vector"]):
        return t.params[1]
    if d in (B.T["unranked_memref"], B.T["unranked_tensor"]):
        return t.params[0]
    return None


def _space(t: Attribute) -> Attribute | None:
    if _is(t, "memref"):
        return t.params[3]
    if _is(t, "unranked_memref"):
        return t.params[1]
    return None


def _layout(t: Attribute) -> Attribute | None:
    return t.params[2] if _is(t, "memref") else None


def _i64s(a: Attribute | None) -> list[int]:
    return list(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else []


def _identity_layout(layout: Attribute | None) -> bool:
    if layout is None:
        return True
    if layout.defn is B.A["affine_map"]:
        m = layout.params[0]
        return str(m) == str(_identity_map(m.num_dims)) and m.num_symbols == 0
    if layout.defn is B.A["strided_layout"]:  # its map is the identity: (d0) -> (d0)
        return layout.params[0] == 0 and tuple(layout.params[1]) == (1,)
    return False


def _identity_map(n: int) -> Any:
    from core.affine import AffineMap, dim

    return AffineMap.get(n, 0, tuple(dim(i) for i in range(n)))


def canonical_strides(shape: tuple[int, ...]) -> list[int]:
    """Row-major strides of a shape (dynamic from the first dynamic size to its left)."""
    strides = [0] * len(shape)
    running = 1
    for i in range(len(shape) - 1, -1, -1):
        strides[i] = running
        if running != DYN:
            running = DYN if shape[i] == DYN else running * shape[i]
    return strides


def strides_and_offset(t: Attribute) -> tuple[list[int], int] | None:
    """The strides and offset of a memref type with an identity or strided layout (None
    for other layouts, which would need MLIR's affine-map analysis)."""
    layout = _layout(t)
    if _identity_layout(layout):
        return canonical_strides(_shape(t)), 0
    assert layout is not None
    if layout.defn is B.A["strided_layout"]:
        return list(layout.params[1]), layout.params[0]
    if layout.defn is B.A["affine_map"]:
        m = layout.params[0]
        if len(m.results) != 1:
            return None
        lin = _linear(m.results[0])
        if lin is None:
            return None
        dims, const, symbolic = lin
        return [dims.get(i, 0) for i in range(m.num_dims)], DYN if symbolic else const
    return None


_Linear = tuple[dict[int, int], int, bool]  # dim -> coefficient (DYN: a symbol), constant, symbols


def _linear(e: Any) -> _Linear | None:
    """An affine expression as a sum of dimensions times coefficients plus an offset, or None
    when it is not one (a strided layout's map)."""
    from core.affine import (
        AffineBinaryOpExpr,
        AffineConstantExpr,
        AffineDimExpr,
        AffineExprKind,
        AffineSymbolExpr,
    )

    if isinstance(e, AffineDimExpr):
        return {e.position: 1}, 0, False
    if isinstance(e, AffineSymbolExpr):
        return {}, 0, True
    if isinstance(e, AffineConstantExpr):
        return {}, e.value, False
    if not isinstance(e, AffineBinaryOpExpr):
        return None
    a, b = _linear(e.lhs), _linear(e.rhs)
    if a is None or b is None:
        return None
    if e.kind is AffineExprKind.ADD:
        dims = dict(a[0])
        for i, c in b[0].items():
            dims[i] = DYN if DYN in (c, dims.get(i, 0)) else dims.get(i, 0) + c
        return dims, a[1] + b[1], a[2] or b[2]
    if e.kind is not AffineExprKind.MUL:
        return None
    if a[0] and b[0]:
        return None
    if b[0]:
        a, b = b, a
    # b has no dimensions: a constant, or symbolic
    if not b[2]:
        k = b[1]
        return {i: c if c == DYN else c * k for i, c in a[0].items()}, a[1] * k, a[2]
    return {i: DYN for i in a[0]}, 0, a[1] != 0 or a[2]


Check = Any


def _named(name: str, verify: Check = None, **kw: Check) -> None:
    _register(NamedVerifier(name, verify, **kw))


# --- allocation ------------------------------------------------------------------------------


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
    if not op.results or not _is(op.results[0].type, "memref"):
        return True
    t = op.results[0].type
    groups = op_value_groups(op, ctx)
    sizes = groups.get("dynamic_sizes", [])
    dynamic = sum(d == DYN for d in _shape(t))
    if len(sizes) != dynamic:
        return _fail(
            diags,
            op,
            f"incorrect number of dynamic sizes, has {len(sizes)}, expected {dynamic}",
            True,
        )
    layout = _layout(t)
    symbols = (
        layout.params[0].num_symbols
        if layout is not None and layout.defn is B.A["affine_map"]
        else 0
    )
    if len(groups.get("symbol_operands", [])) != symbols:
        return _fail(diags, op, "symbol operand count does not equal memref symbol count", True)
    return True


def _alloca(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """An ancestor is an automatic allocation scope; then as alloc."""
    parent = op.parent_op
    while parent is not None and not _allocation_scope(parent, ctx):
        parent = parent.parent_op
    if parent is None:
        return _fail(diags, op, "requires an ancestor op with AutomaticAllocationScope trait", True)
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
        return _fail(
            diags,
            op,
            edge + f"region branch point has {len(term.operands)} operands, "
            f"but region successor needs {len(op.results)} inputs",
            True,
        )
    for i, (v, r) in enumerate(zip(term.operands, op.results)):
        if v.type is not r.type:
            return _fail(
                diags,
                op,
                edge + f"successor operand type #{i} '{_s(v.type)}' should "
                f"match successor input type #{i} '{_s(r.type)}'",
                True,
            )
    return True


def _realloc(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Identity layouts, the same element type, a size operand exactly for a dynamic result."""
    src, res = op.operands[0].type, op.results[0].type
    if not _is(src, "memref") or not _is(res, "memref"):
        return True
    if _element(src) is not _element(res):
        return _fail(
            diags,
            op,
            f"different element types specified for source memref type "
            f"'{_s(src)}' and result memref type '{_s(res)}'",
            False,
        )
    for t, which in ((src, "source"), (res, "result")):
        if not _identity_layout(_layout(t)):
            return _fail(diags, op, f"unsupported layout for {which} memref type '{_s(t)}'", False)
    dynamic = bool(_shape(res)) and _shape(res)[0] == DYN
    has_operand = len(op.operands) > 1
    if dynamic and not has_operand:
        return _fail(diags, op, "missing dimension operand", True)
    if not dynamic and has_operand:
        return _fail(diags, op, "unnecessary dimension operand", True)
    return True


# --- globals ---------------------------------------------------------------------------------

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
        return _fail(
            diags,
            op,
            'visibility expected to be one of ["public", "private", '
            f'"nested"], but got "{vis.params[0]}"',
            True,
        )
    ta = inherent(op, "type")
    t = ta.params[0] if ta is not None and ta.defn is B.A["type"] else None
    if t is None or not _is(t, "memref") or DYN in _shape(t):
        shown = _s(t) if t is not None else "<<NULL TYPE>>"
        return _fail(diags, op, f"type should be static shaped memref, but got '{shown}'", True)
    value = inherent(op, "initial_value")
    if value is None:
        return True
    if value.defn is B.A["unit"]:
        return True
    if value.defn not in tuple(B.A[k] for k in _ELEMENTS):
        return _fail(
            diags,
            op,
            "initial value should be a unit or elements attribute, but got " + _s(value),
            True,
        )
    vt = value.params[0]
    if _element(vt) is not t.params[1]:
        return _fail(
            diags,
            op,
            f"initial value element expected to be of type "
            f"'{_s(t.params[1])}', but was of type '{_s(_element(vt) or vt)}'",
            True,
        )
    if _shape(vt) != _shape(t):
        want = ", ".join(str(d) for d in _shape(t))
        got = ", ".join(str(d) for d in _shape(vt))
        return _fail(diags, op, f"initial value shape expected to be {want} but was {got}", True)
    return True


def _get_global(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The name is a memref.global of the result's type."""
    from irdl.traits import lookup_symbol

    ref = inherent(op, "name")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return True
    g = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
    if g is None or g.name != "memref.global":
        return _fail(diags, op, f"'{ref.params[0]}' does not reference a valid global memref", True)
    ta = inherent(g, "type")
    t = ta.params[0] if ta is not None and ta.defn is B.A["type"] else None
    if op.results and t is not None and op.results[0].type is not t:
        return _fail(
            diags,
            op,
            f"result type '{_s(op.results[0].type)}' does not match type "
            f"'{_s(t)}' of the global memref @{ref.params[0]}",
            True,
        )
    return True


# --- access ----------------------------------------------------------------------------------


def _memref_rank(op: Operation, i: int) -> int | None:
    if i >= len(op.operands):
        return None
    t = op.operands[i].type
    return len(_shape(t)) if _is(t, "memref") else None


def _load(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    rank = _memref_rank(op, 0)
    n = len(op.operands) - 1
    if rank is not None and rank != n:
        return _fail(
            diags, op, f"incorrect number of indices for load, expected {rank} but got {n}", True
        )
    return True


def _store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    rank = _memref_rank(op, 1)
    if rank is not None and rank != len(op.operands) - 2:
        return _fail(diags, op, "store index operand count not equal to memref rank", True)
    return True


def _prefetch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    rank = _memref_rank(op, 0)
    if rank is not None and rank != len(op.operands) - 1:
        return _fail(diags, op, "too few indices", True)
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
        return _fail(diags, op, "expects the number of subscripts to be equal to memref rank", True)
    kind = inherent(op, "kind")
    k = kind.params[1] if kind is not None and kind.defn is B.A["integer"] else None
    t = op.operands[0].type
    if k in _FLOAT_KINDS and not B.is_float_type(t):
        return _fail(
            diags, op, f"with kind '{_FLOAT_KINDS[k]}' expects a floating-point type", True
        )
    if k in _INT_KINDS and not B.is_integer_type(t):
        return _fail(diags, op, f"with kind '{_INT_KINDS[k]}' expects an integer type", True)
    return True


def _generic_atomic_rmw(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """One entry argument, of the result's type; only operations without side effects."""
    if not op.regions or not op.regions[0].blocks:
        return True
    entry = op.regions[0].blocks[0]
    if len(entry.args) != 1:
        return _fail(diags, op, "expected single number of entry block arguments", True)
    if op.results and entry.args[0].type is not op.results[0].type:
        return _fail(diags, op, "expected block argument of the same type result type", True)
    bad = _first_effectful(op.regions[0], ctx)
    if bad is not None:
        return _fail(
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
        return _fail(
            diags,
            op,
            f"types mismatch between yield op: '{_s(got)}' and its parent: '{_s(want)}'",
            True,
        )
    return True


def _assume_alignment(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    a = inherent(op, "alignment")
    n = a.params[1] if a is not None and a.defn is B.A["integer"] else 1
    if n <= 0 or n & (n - 1):
        return _fail(diags, op, "alignment must be power of 2", True)
    return True


# --- DMA -------------------------------------------------------------------------------------


def _dma_start(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Operand kinds and counts from the memrefs' ranks, in MLIR's order."""
    ops = op.operands
    n = len(ops)
    index = B.INDEX

    def all_index(values: list[Any]) -> bool:
        return all(v.type is index for v in values)

    if n < 4:
        return _fail(diags, op, "expected at least 4 operands", True)
    if not _is(ops[0].type, "memref"):
        return _fail(diags, op, "expected source to be of memref type", True)
    src_rank = len(_shape(ops[0].type))
    if n < src_rank + 4:
        return _fail(diags, op, f"expected at least {src_rank + 4} operands", True)
    if not all_index(ops[1 : 1 + src_rank]):
        return _fail(diags, op, "expected source indices to be of index type", True)
    dst = 1 + src_rank
    if not _is(ops[dst].type, "memref"):
        return _fail(diags, op, "expected destination to be of memref type", True)
    dst_rank = len(_shape(ops[dst].type))
    expected = src_rank + dst_rank + 4
    if n < expected:
        return _fail(diags, op, f"expected at least {expected} operands", True)
    if not all_index(ops[dst + 1 : dst + 1 + dst_rank]):
        return _fail(diags, op, "expected destination indices to be of index type", True)
    num = dst + 1 + dst_rank
    if ops[num].type is not index:
        return _fail(diags, op, "expected num elements to be of index type", True)
    tag = num + 1
    if not _is(ops[tag].type, "memref"):
        return _fail(diags, op, "expected tag to be of memref type", True)
    tag_rank = len(_shape(ops[tag].type))
    expected += tag_rank
    if n < expected:
        return _fail(diags, op, f"expected at least {expected} operands", True)
    if not all_index(ops[tag + 1 : tag + 1 + tag_rank]):
        return _fail(diags, op, "expected tag indices to be of index type", True)
    if n not in (expected, expected + 2):
        return _fail(diags, op, "incorrect number of operands", True)
    if n == expected + 2 and not all_index(ops[expected:]):
        return _fail(
            diags, op, "expected stride and num elements per stride to be of type index", True
        )
    return True


def _dma_wait(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    rank = _memref_rank(op, 0)
    n = len(op.operands) - 2
    if rank is not None and rank != n:
        return _fail(
            diags,
            op,
            "expected tagIndices to have the same number of elements as the "
            f"tagMemRef rank, expected {rank}, but got {n}",
            True,
        )
    return True


# --- casts and views -------------------------------------------------------------------------


def _compatible(a: int, b: int) -> bool:
    return a == DYN or b == DYN or a == b


def memref_cast_compatible(a: Attribute, b: Attribute) -> bool:
    """MLIR's memref.cast compatibility."""
    if _is(a, "memref") and _is(b, "memref"):
        if _element(a) is not _element(b):
            return False
        if _layout(a) is not _layout(b):
            sa, sb = strides_and_offset(a), strides_and_offset(b)
            if sa is not None and sb is not None:
                if len(sa[0]) != len(sb[0]) or not _compatible(sa[1], sb[1]):
                    return False
                if not all(_compatible(x, y) for x, y in zip(sa[0], sb[0])):
                    return False
        if _space(a) is not _space(b):
            return False
        if len(_shape(a)) != len(_shape(b)):
            return False
        return all(_compatible(x, y) for x, y in zip(_shape(a), _shape(b)))
    memrefs = ("memref", "unranked_memref")
    if not any(_is(a, k) for k in memrefs) or not any(_is(b, k) for k in memrefs):
        return False
    if _is(a, "unranked_memref") and _is(b, "unranked_memref"):
        return False
    return _element(a) is _element(b) and _space(a) is _space(b)


def _cast_error(diags: list[Diagnostic], op: Operation) -> bool:
    a, b = op.operands[0].type, op.results[0].type
    return _fail(
        diags, op, f"operand type '{_s(a)}' and result type '{_s(b)}' are cast incompatible", False
    )


def _cast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not memref_cast_compatible(op.operands[0].type, op.results[0].type):
        return _cast_error(diags, op)
    return True


def _memory_space_cast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The same type but for the memory space."""
    a, b = op.operands[0].type, op.results[0].type
    ok = a.defn is b.defn and _element(a) is _element(b)
    if ok and _is(a, "memref"):
        ok = _shape(a) == _shape(b) and _layout(a) is _layout(b)
    if not ok:
        return _fail(
            diags,
            op,
            f"operand type '{_s(a)}' and result type '{_s(b)}' are cast incompatible",
            True,
        )
    return True


def _reshape(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """memref.reshape (and tensor.reshape, by the result kind)."""
    src, shape_t, res = op.operands[0].type, op.operands[1].type, op.results[0].type
    what = "memref" if op.name.startswith("memref.") else "tensor"
    if _element(src) is not _element(res):
        return _fail(
            diags,
            op,
            f"element types of source and destination {what} types should be the same",
            True,
        )
    ranked = _is(res, "memref") or _is(res, "tensor")
    shape_len = _shape(shape_t)[0] if _shape(shape_t) else DYN
    if ranked:
        if shape_len == DYN:
            return _fail(
                diags,
                op,
                "cannot use shape operand with dynamic length to reshape to "
                f"statically-ranked {what} type",
                True,
            )
        if shape_len != len(_shape(res)):
            return _fail(
                diags, op, f"length of shape operand differs from the result's {what} rank", True
            )
    if what == "memref":
        if _is(src, "memref") and not _identity_layout(_layout(src)):
            return _fail(diags, op, "source memref type should have identity affine map", True)
        if _is(res, "memref") and not _identity_layout(_layout(res)):
            return _fail(diags, op, "result memref type should have identity affine map", True)
    elif _is(src, "tensor") and ranked:
        ss, rs = _shape(src), _shape(res)
        if DYN not in ss and DYN not in rs and _product(ss) != _product(rs):
            return _fail(
                diags,
                op,
                "source and destination tensor should have the same number of elements",
                True,
            )
    return True


def _product(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def _view(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src, res = op.operands[0].type, op.results[0].type
    if not _is(src, "memref") or not _is(res, "memref"):
        return True
    if not _identity_layout(_layout(src)):
        return _fail(diags, op, f"unsupported map for base memref type '{_s(src)}'", False)
    if not _identity_layout(_layout(res)):
        return _fail(diags, op, f"unsupported map for result memref type '{_s(res)}'", False)
    if _space(src) is not _space(res):
        return _fail(
            diags,
            op,
            f"different memory spaces specified for base memref type "
            f"'{_s(src)}' and view memref type '{_s(res)}'",
            False,
        )
    sizes = len(op.operands) - 2
    dynamic = sum(d == DYN for d in _shape(res))
    if sizes != dynamic:
        return _fail(
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
        return _fail(diags, op, "expected a permutation map", True)
    src, res = op.operands[0].type, op.results[0].type
    if m.num_dims != len(_shape(src)):
        return _fail(diags, op, "expected a permutation map of same rank as the input", True)
    so = strides_and_offset(src)
    if so is None or not _is(res, "memref"):
        return True
    shape = tuple(_shape(src)[p] for p in dims)
    strides = [so[0][p] for p in dims]
    offset = so[1]
    got = strides_and_offset(res)
    if got is not None and _shape(res) == shape and got == (strides, offset):
        return True
    from core.attributes import get

    layout = None
    if offset != 0 or strides != canonical_strides(shape):
        layout = get(B.A["affine_map"], (strided_linear_map(strides, offset),))
    want = get(B.T["memref"], (shape, src.params[1], layout, src.params[3]))
    return _fail(
        diags,
        op,
        f"result type '{_s(res)}' is not equivalent to the canonical "
        f"transposed input type '{_s(want)}'",
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
        return _fail(diags, op, "expected at least one operand", True)
    if [v.type for v in op.operands] != [r.type for r in op.results]:
        return _fail(diags, op, "operand types and result types must match", True)
    return True


# --- offsets, sizes and strides (OffsetSizeAndStrideOpInterface) ----------------------------


def offset_size_stride(
    op: Operation, diags: list[Diagnostic], ctx: Any, rank: int, prefix: str = ""
) -> bool:
    """The mixed offsets, sizes and strides agree in rank and with their dynamic values;
    the rank is ``rank`` (the source's); offsets and sizes are not negative."""
    groups = op_value_groups(op, ctx)
    names = ("offsets", "sizes", "strides")
    static = {n: _i64s(inherent(op, f"static_{prefix}{n}")) for n in names}
    o, s, t = (len(static[n]) for n in names)
    if o != s:
        return _fail(
            diags,
            op,
            f"expected mixed offsets rank to match mixed sizes rank ({o} vs "
            f"{s}) so the rank of the result type is well-formed",
            True,
        )
    if s != t:
        return _fail(
            diags,
            op,
            f"expected mixed sizes rank to match mixed strides rank ({s} vs "
            f"{t}) so the rank of the result type is well-formed",
            True,
        )
    for n, word in zip(names, ("offset", "size", "stride")):
        if len(static[n]) != rank:
            return _fail(diags, op, f"expected {rank} {word} values", True)
    for n in names:
        dynamic = sum(x == DYN for x in static[n])
        values = len(groups.get(n, []))
        if values != dynamic:
            return _fail(
                diags,
                op,
                f"expected the number of '{n}' to match the number of "
                f"dynamic entries in 'static_{n}' ({values} vs {dynamic})",
                True,
            )
    for n in ("offsets", "sizes"):
        for x in static[n]:
            if x != DYN and x < 0:
                return _fail(diags, op, f"expected {n} to be non-negative, but got {x}", True)
    return True


def _reinterpret_cast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Offset/size/stride lists (one offset), then the result against the source and the
    static values."""
    res = op.results[0].type
    if not _is(res, "memref"):
        return True
    rank = len(_shape(res))
    groups = op_value_groups(op, ctx)
    static = {n: _i64s(inherent(op, f"static_{n}")) for n in ("offsets", "sizes", "strides")}
    if len(static["sizes"]) != len(static["strides"]):
        s, t = len(static["sizes"]), len(static["strides"])
        return _fail(
            diags,
            op,
            f"expected mixed sizes rank to match mixed strides rank ({s} vs "
            f"{t}) so the rank of the result type is well-formed",
            True,
        )
    for n, word, want in (
        ("offsets", "offset", 1),
        ("sizes", "size", rank),
        ("strides", "stride", rank),
    ):
        if len(static[n]) != want:
            return _fail(diags, op, f"expected {want} {word} values", True)
    for n in static:
        dynamic = sum(x == DYN for x in static[n])
        values = len(groups.get(n, []))
        if values != dynamic:
            return _fail(
                diags,
                op,
                f"expected the number of '{n}' to match the number of "
                f"dynamic entries in 'static_{n}' ({values} vs {dynamic})",
                True,
            )
    src = op.operands[0].type
    if _space(src) is not _space(res):
        return _fail(
            diags,
            op,
            f"different memory spaces specified for source type "
            f"'{_s(src)}' and result memref type '{_s(res)}'",
            False,
        )
    if _element(src) is not _element(res):
        return _fail(
            diags,
            op,
            f"different element types specified for source type "
            f"'{_s(src)}' and result memref type '{_s(res)}'",
            False,
        )
    for i, (want, got) in enumerate(zip(static["sizes"], _shape(res))):
        if got != DYN and want != got:
            return _fail(
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
        return _fail(
            diags,
            op,
            f"expected result type with offset = {_dyn(want_offset)} instead of {offset}",
            False,
        )
    for i, (want, got) in enumerate(zip(static["strides"], strides)):
        if got != DYN and want != got:
            return _fail(
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
    rank = len(_shape(original))
    unused = [False] * rank
    if rank == len(_shape(reduced)):
        return unused
    for i, z in enumerate(sizes):
        if z == 1:
            unused[i] = True
    if sum(unused) + len(_shape(reduced)) == rank:
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
    if sum(unused) + len(_shape(reduced)) != rank:
        return None
    return unused


def _subview(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The offset/size/stride lists against the source rank, then the result against the
    inferred strided type (or a rank-reduced version of it), then the bounds."""
    src, res = op.operands[0].type, op.results[0].type
    if not _is(src, "memref") or not _is(res, "memref"):
        return True
    if not offset_size_stride(op, diags, ctx, len(_shape(src))):
        return False
    if _space(src) is not _space(res):
        return _fail(
            diags,
            op,
            f"different memory spaces specified for base memref type "
            f"'{_s(src)}' and subview memref type '{_s(res)}'",
            False,
        )
    offsets = _i64s(inherent(op, "static_offsets"))
    sizes = _i64s(inherent(op, "static_sizes"))
    strides = _i64s(inherent(op, "static_strides"))
    expected = subview_result_type(src, offsets, sizes, strides)
    if expected is None:
        return _fail(diags, op, f"base type '{_s(src)}' is not strided", False)
    want = f"expected result type to be '{_s(expected)}' or a rank-reduced version."
    got = f", but got '{_s(res)}'"
    a, b = _shape(expected), _shape(res)
    if len(b) > len(a):
        return _fail(
            diags,
            op,
            f"expected result rank to be smaller or equal to the source rank, but got '{_s(res)}'",
            False,
        )
    if not rank_reduction_mask(a, b):
        return _fail(diags, op, want + " (mismatch of result sizes)" + got, False)
    if _element(src) is not _element(res):
        return _fail(
            diags,
            op,
            f"expected result element type to be '{_s(src.params[1])}', but got '{_s(res)}'",
            False,
        )
    se, sr = strides_and_offset(expected), strides_and_offset(res)
    if se is None or sr is None or se[1] != sr[1]:
        return _fail(diags, op, want + " (mismatch of result layout)" + got, False)
    unused = _memref_rank_reduction(expected, res, sizes)
    if unused is None:
        return _fail(diags, op, want + " (mismatch of result layout)" + got, False)
    kept = [st for st, drop in zip(se[0], unused) if not drop]
    if kept != sr[0]:
        return _fail(diags, op, want + " (mismatch of result layout)" + got, False)
    return _in_bounds(op, diags, _shape(src))


# --- reassociation (expand_shape, collapse_shape) -----------------------------------------------


def _reassociation(op: Operation) -> list[list[int]]:
    a = inherent(op, "reassociation")
    if a is None or a.defn is not B.A["array"]:
        return []
    out = []
    for g in a.params[0]:
        if g.defn is B.A["array"]:
            out.append([x.params[1] for x in g.params[0] if x.defn is B.A["integer"]])
    return out


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
            size = _product(tuple(expanded[e] for e in group))
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

    if _identity_layout(_layout(src)):
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
    if not (_is(src, "memref") or _is(src, "tensor")) or src.defn is not res.defn:
        return True
    kind = "memref" if _is(src, "memref") else "tensor"
    r0, r1 = len(_shape(src)), len(_shape(res))
    if r0 > r1:
        return _fail(
            diags,
            op,
            f"has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1}).",
            True,
        )
    problem = collapsed_shape_problem(_shape(src), _shape(res), _reassociation(op), kind)
    if problem is not None:
        return _fail(diags, op, problem, True)
    if kind == "memref":
        want = expanded_memref_type(src, _shape(res), _reassociation(op))
        if want is not None and want is not res:
            return _fail(
                diags, op, f"expected expanded type to be '{_s(want)}' but found '{_s(res)}'", True
            )
    static = _i64s(inherent(op, "static_output_shape"))
    if len(static) != r1:
        noun = "bounds" if kind == "memref" else "dims"
        return _fail(
            diags,
            op,
            f"expected number of static shape {noun} to be equal to the "
            f"output rank ({r1}) but found {len(static)} inputs instead",
            True,
        )
    dynamic = sum(x == DYN for x in static)
    values = len(op.operands) - 1
    if values != dynamic:
        return _fail(
            diags,
            op,
            "mismatch in dynamic dims in output_shape and "
            f"static_output_shape: static_output_shape has {dynamic} dynamic dims "
            f"while output_shape has {values} values",
            True,
        )
    for pos, (d, s) in enumerate(zip(_shape(res), static)):
        if d != DYN and d != s:
            return _fail(diags, op, f"invalid output shape provided at pos {pos}", True)
    return True


def _collapse_shape(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src, res = op.operands[0].type, op.results[0].type
    if not (_is(src, "memref") or _is(src, "tensor")) or src.defn is not res.defn:
        return True
    kind = "memref" if _is(src, "memref") else "tensor"
    r0, r1 = len(_shape(src)), len(_shape(res))
    if r0 < r1:
        return _fail(
            diags,
            op,
            f"has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1}).",
            True,
        )
    groups = _reassociation(op)
    problem = collapsed_shape_problem(_shape(res), _shape(src), groups, kind)
    if problem is not None:
        return _fail(diags, op, problem, True)
    if kind == "memref":
        from core.attributes import get

        if _identity_layout(_layout(src)):
            want = get(B.T["memref"], (_shape(res), src.params[1], None, src.params[3]))
        else:
            layout = collapsed_layout(src, groups)
            if layout is False:
                return _fail(
                    diags, op, "invalid source layout map or collapsing non-contiguous dims", True
                )
            if layout is None:
                return True
            want = get(B.T["memref"], (_shape(res), src.params[1], layout, src.params[3]))
        if want is not res:
            return _fail(
                diags, op, f"expected collapsed type to be '{_s(want)}' but found '{_s(res)}'", True
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
    shape = _shape(src)
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
    ("MemRefReshape", _reshape),
    ("MemRefView", _view),
    ("MemRefTranspose", _transpose),
    ("MemRefDistinctObjects", _distinct_objects),
    ("MemRefReinterpretCast", _reinterpret_cast),
    ("MemRefSubView", _subview),
    ("MemRefExpandShape", _expand_shape),
    ("MemRefCollapseShape", _collapse_shape),
    ("MemRefExtractStridedMetadata", _extract_strided_metadata),
):
    _named(_name, _check)
_named("MemRefAllocaScope", verify_regions=_alloca_scope)
_named("MemRefGenericAtomicRMW", verify_regions=_generic_atomic_rmw)
_named("MemRefGetGlobal", verify_symbol_uses=_get_global)


# --- tensor ------------------------------------------------------------------------------------


def _tensor_type(shape: tuple[int, ...], like: Attribute) -> Attribute:
    """A ranked tensor of ``shape`` with the element type and encoding of ``like``."""
    from core.attributes import get

    encoding = like.params[2] if _is(like, "tensor") else None
    return get(B.T["tensor"], (tuple(shape), _element(like), encoding))


def tensor_cast_compatible(a: Attribute, b: Attribute) -> bool:
    from irdl.shapes import compatible_shapes

    return _element(a) is _element(b) and compatible_shapes([a, b])


def _tensor_cast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not tensor_cast_compatible(op.operands[0].type, op.results[0].type):
        return _cast_error(diags, op)
    return True


def _bit_width(t: Attribute | None) -> int | None:
    if t is None:
        return None
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    widths = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19}
    for name, w in widths.items():
        if t.defn is B.T[name]:
            return w
    return None


def _tensor_bitcast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    from irdl.shapes import compatible_shapes

    a, b = op.operands[0].type, op.results[0].type
    wa, wb = _bit_width(_element(a)), _bit_width(_element(b))
    if not compatible_shapes([a, b]) or (wa is not None and wb is not None and wa != wb):
        return _cast_error(diags, op)
    return True


def _tensor_concat(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Inputs of the result's rank and element type, sizes that agree off the concatenated
    dimension, and a result whose static sizes are the inferred ones."""
    if not op.operands:
        return _fail(diags, op, "requires at least one input", True)
    res = op.results[0].type
    rank = len(_shape(res))
    types = [v.type for v in op.operands]
    if any(len(_shape(t)) != rank for t in types):
        return _fail(diags, op, "rank of concatenated inputs must match result rank", True)
    if any(_element(t) is not _element(res) for t in types):
        return _fail(diags, op, "inputs and result element type must match", True)
    d = inherent(op, "dim")
    dim = d.params[1] if d is not None and d.defn is B.A["integer"] else 0
    if dim >= rank:
        return _fail(diags, op, "concatenation dim must be less than the tensor rank", True)
    sizes = []
    for i in range(rank):
        if i == dim:
            total = 0
            for t in types:
                total = DYN if DYN in (total, _shape(t)[i]) else total + _shape(t)[i]
            sizes.append(total)
            continue
        size = DYN
        for t in types:
            s = _shape(t)[i]
            if s == DYN:
                continue
            if size != DYN and size != s:
                return _fail(
                    diags,
                    op,
                    f"static concatenation size mismatch along non-concatenated dimension {i}",
                    True,
                )
            size = s
        sizes.append(size)
    from core.attributes import get

    inferred = get(B.T["tensor"], (tuple(sizes), _element(types[0]), None))
    for want, got in zip(sizes, _shape(res)):
        if DYN not in (want, got) and want != got:
            return _fail(
                diags,
                op,
                f"result type '{_s(res)}'does not match inferred shape "
                f"'{_s(inferred)}' static sizes",
                True,
            )
    return True


def _dynamic_sizes(values: int, t: Attribute) -> str | None:
    dynamic = sum(d == DYN for d in _shape(t))
    if values != dynamic:
        return f"incorrect number of dynamic sizes, has {values}, expected {dynamic}"
    return None


def _tensor_empty(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    problem = _dynamic_sizes(len(op.operands), op.results[0].type)
    return _fail(diags, op, problem, True) if problem else True


def _tensor_splat(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    problem = _dynamic_sizes(len(op.operands) - 1, op.results[0].type)
    return _fail(diags, op, problem, True) if problem else True


def _tensor_extract(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = op.operands[0].type
    if _is(t, "tensor") and len(_shape(t)) != len(op.operands) - 1:
        return _fail(diags, op, "incorrect number of indices for extract_element", True)
    return True


def _tensor_insert(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = op.operands[1].type
    if _is(t, "tensor") and len(_shape(t)) != len(op.operands) - 2:
        return _fail(diags, op, "incorrect number of indices", True)
    return True


def _tensor_generate(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    problem = _dynamic_sizes(len(op.operands), op.results[0].type)
    return _fail(diags, op, problem, True) if problem else True


def _tensor_generate_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    res = op.results[0].type
    if not op.regions or not op.regions[0].blocks:
        return True
    block = op.regions[0].blocks[0]
    if any(a.type is not B.INDEX for a in block.args):
        return _fail(diags, op, "all body arguments must be index", False)
    if len(block.args) != len(_shape(res)):
        return _fail(diags, op, "must have one body argument per input dimension", False)
    term = block.ops[-1] if block.ops else None
    if term is not None and term.operands and term.operands[0].type is not _element(res):
        return _fail(
            diags,
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
            True,
        )
    return True


def rank_reduction_mask(original: tuple[int, ...], reduced: tuple[int, ...]) -> bool:
    """Whether ``reduced`` is ``original`` less some unit dimensions (MLIR's
    computeRankReductionMask, greedy, dynamic sizes matched exactly)."""
    j = 0
    for size in original:
        if j < len(reduced) and size == reduced[j]:
            j += 1
            continue
        if size != 1:
            return False
    return j == len(reduced)


def slice_problem(expected: Attribute, candidate: Attribute) -> str | None:
    """MLIR's isRankReducedType and produceSliceErrorMsg."""
    if expected is candidate:
        return None
    a, b = _shape(expected), _shape(candidate)
    if len(b) > len(a):
        return "expected rank to be smaller or equal to the other rank. "
    if not rank_reduction_mask(a, b):
        return f"expected type to be '{_s(expected)}' or a rank-reduced version. (size mismatch) "
    if _element(expected) is not _element(candidate):
        return f"expected element type to be '{_s(_element(expected) or expected)}'"
    return None


def _in_bounds(op: Operation, diags: list[Diagnostic], shape: tuple[int, ...]) -> bool:
    sizes = _i64s(inherent(op, "static_sizes"))
    offsets = _i64s(inherent(op, "static_offsets"))
    strides = _i64s(inherent(op, "static_strides"))
    for i, (d, o, z, t) in enumerate(zip(shape, offsets, sizes, strides)):
        if d == DYN or DYN in (o, z, t):
            continue
        if o >= d and z > 0:
            return _fail(diags, op, f"offset {i} is out-of-bounds: {o} >= {d}", False)
        if z > 0 and o + (z - 1) * t >= d:
            return _fail(
                diags,
                op,
                f"slice along dimension {i} runs out-of-bounds: {o + (z - 1) * t} >= {d}",
                False,
            )
    return True


def _tensor_slice(
    op: Operation, diags: list[Diagnostic], ctx: Any, whole: Attribute, part: Attribute
) -> bool:
    """tensor.extract_slice and tensor.insert_slice: ``part`` is the slice of ``whole``
    that the offsets, sizes and strides describe."""
    if not _is(whole, "tensor") or not _is(part, "tensor"):
        return True
    if not offset_size_stride(op, diags, ctx, len(_shape(whole))):
        return False
    expected = _tensor_type(tuple(_i64s(inherent(op, "static_sizes"))), whole)
    problem = slice_problem(expected, part)
    if problem is not None:
        return _fail(diags, op, problem, False)
    return _in_bounds(op, diags, _shape(whole))


def _tensor_extract_slice(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _tensor_slice(op, diags, ctx, op.operands[0].type, op.results[0].type)


def _tensor_insert_slice(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _tensor_slice(op, diags, ctx, op.operands[1].type, op.operands[0].type)


def _tensor_pad(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src, res = op.operands[0].type, op.results[0].type
    low, high = _i64s(inherent(op, "static_low")), _i64s(inherent(op, "static_high"))
    shape = _shape(src)
    if len(low) != len(shape) or len(high) != len(shape):
        return _fail(
            diags,
            op,
            f"failed to infer expectedType from sourceType '{_s(src)}', "
            f"specified resultType is '{_s(res)}'",
            False,
        )
    sizes = tuple(DYN if DYN in (d, lo, hi) else d + lo + hi for d, lo, hi in zip(shape, low, high))
    expected = _tensor_type(sizes, src)
    mismatch = len(_shape(res)) != len(sizes) or any(
        got != want and want != DYN for got, want in zip(_shape(res), sizes)
    )
    if mismatch:
        return _fail(
            diags,
            op,
            f"specified type '{_s(res)}' does not match the inferred type '{_s(expected)}'",
            False,
        )
    return True


def _tensor_pad_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    res = op.results[0].type
    if not op.regions or not op.regions[0].blocks:
        return True
    block = op.regions[0].blocks[0]
    rank = len(_shape(res))
    if len(block.args) != rank:
        return _fail(diags, op, f"expected the block to have {rank} arguments", False)
    for i, a in enumerate(block.args):
        if a.type is not B.INDEX:
            return _fail(diags, op, f"expected block argument {i + 1} to be an index", True)
    term = block.ops[-1] if block.ops else None
    if term is not None and term.operands and term.operands[0].type is not _element(res):
        return _fail(diags, op, "expected yield type to match shape element type", True)
    return True


def _tensor_reshape_like(op: Operation, diags: list[Diagnostic], expand: bool) -> bool:
    """MLIR's reshapeLikeShapesAreCompatible for tensors (static sizes of the collapsed
    type), after the output-shape checks of expand_shape."""
    src, res = op.operands[0].type, op.results[0].type
    if not _is(src, "tensor") or not _is(res, "tensor"):
        return True
    expanded, collapsed = (res, src) if expand else (src, res)
    if expand:
        static = _i64s(inherent(op, "static_output_shape"))
        r = len(_shape(res))
        if len(static) != r:
            return _fail(
                diags,
                op,
                f"expected number of static shape dims to be equal to the "
                f"output rank ({r}) but found {len(static)} inputs instead",
                True,
            )
        dynamic = sum(x == DYN for x in static)
        if len(op.operands) - 1 != dynamic:
            return _fail(
                diags,
                op,
                "mismatch in dynamic dims in output_shape and "
                f"static_output_shape: static_output_shape has {dynamic} dynamic dims "
                f"while output_shape has {len(op.operands) - 1} values",
                True,
            )
    es, cs = _shape(expanded), _shape(collapsed)
    if len(es) < len(cs):
        return _fail(
            diags,
            op,
            f"expected the expanded type, {_s(expanded)} to have a higher (or "
            f"same) rank than the collapsed type, {_s(collapsed)}.",
            True,
        )
    groups = _reassociation(op)
    if len(cs) != len(groups) and cs:
        return _fail(
            diags,
            op,
            f"expected rank of the collapsed type({len(cs)}) to be the number "
            f"of reassociation maps({len(groups)})",
            True,
        )
    start = 0
    for i, group in enumerate(groups):
        dims = es[start : start + len(group)]
        start += len(group)
        if DYN in dims:
            if i < len(cs) and cs[i] != DYN:
                return _fail(
                    diags,
                    op,
                    f"expected dimension {i} of collapsed type to be dynamic "
                    "since one or more of the corresponding dimensions in the expanded "
                    "type is dynamic",
                    True,
                )
        elif i < len(cs) and cs[i] != _product(tuple(dims)):
            return _fail(
                diags,
                op,
                f"expected dimension {i} of collapsed type to be static value "
                f"of {_product(tuple(dims))}",
                True,
            )
    return True


def _tensor_gather_scatter(op: Operation, diags: list[Diagnostic], gather: bool) -> bool:
    word, whose = ("gather", "source") if gather else ("scatter", "dest")
    base = op.operands[0].type if gather else op.operands[1].type
    indices = op.operands[1].type if gather else op.operands[2].type
    value = op.results[0].type if gather else op.operands[0].type
    dims = _i64s(inherent(op, f"{word}_dims"))
    rank = len(_shape(base))
    ishape = _shape(indices)
    if not dims:
        return _fail(diags, op, f"{word}_dims must be non-empty", True)
    if len(dims) > rank:
        return _fail(diags, op, f"{word}_dims overflow {whose} rank", True)
    if not ishape or ishape[-1] != len(dims):
        return _fail(
            diags, op, f"{word}_dims length must match the size of last dimension of indices", True
        )
    for d in dims:
        if d < 0:
            return _fail(diags, op, f"{word}_dims value must be non-negative", True)
        if d >= rank:
            return _fail(diags, op, f"{word}_dims value must be smaller than {whose} rank", True)
    if any(a >= b for a, b in zip(dims, dims[1:])):
        return _fail(diags, op, f"{word}_dims values must be strictly increasing", True)
    if not gather and inherent(op, "unique") is None:
        return _fail(diags, op, "requires 'unique' attribute to be set", True)
    full = list(ishape[:-1])
    reduced = list(ishape[:-1])
    for i, d in enumerate(_shape(base)):
        if i in dims:
            full.append(1)
        else:
            full.append(d)
            reduced.append(d)
    want, want_reduced = _tensor_type(tuple(full), base), _tensor_type(tuple(reduced), base)
    if value is not want and value is not want_reduced:
        what = "result" if gather else "source"
        return _fail(
            diags,
            op,
            f"{what} type mismatch: expected '{_s(want)}' or its rank-reduced "
            f"variant '{_s(want_reduced)}' (got: '{_s(value)}')",
            True,
        )
    return True


def _tensor_reshape(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src, res = op.operands[0].type, op.results[0].type
    if _element(src) is not _element(res):
        return _fail(
            diags,
            op,
            "element types of source and destination tensor types should be the same",
            True,
        )
    if _is(res, "tensor") and _is(src, "tensor"):
        ss, rs = _shape(src), _shape(res)
        if DYN not in ss and DYN not in rs and _product(ss) != _product(rs):
            return _fail(
                diags,
                op,
                "source and destination tensor should have the same number of elements",
                True,
            )
    return _reshape(op, diags, ctx)


for _name, _check in (
    ("TensorCast", _tensor_cast),
    ("TensorBitcast", _tensor_bitcast),
    ("TensorConcat", _tensor_concat),
    ("TensorEmpty", _tensor_empty),
    ("TensorSplat", _tensor_splat),
    ("TensorExtract", _tensor_extract),
    ("TensorInsert", _tensor_insert),
    ("TensorExtractSlice", _tensor_extract_slice),
    ("TensorInsertSlice", _tensor_insert_slice),
    ("TensorParallelInsertSlice", _tensor_insert_slice),
    ("TensorPad", _tensor_pad),
    ("TensorReshape", _tensor_reshape),
    ("TensorExpandShape", lambda op, d, c: _tensor_reshape_like(op, d, True)),
    ("TensorCollapseShape", lambda op, d, c: _tensor_reshape_like(op, d, False)),
    ("TensorGather", lambda op, d, c: _tensor_gather_scatter(op, d, True)),
    ("TensorScatter", lambda op, d, c: _tensor_gather_scatter(op, d, False)),
):
    _named(_name, _check)
_named("TensorGenerate", _tensor_generate, verify_regions=_tensor_generate_regions)
_register(NamedVerifier("TensorPad", _tensor_pad, verify_regions=_tensor_pad_regions))
