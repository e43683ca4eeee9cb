"""Shaped types (memref, tensor, vector): the helpers several dialects' checks share, as
MLIR keeps them in its dialect utilities and view interfaces: kinds and parts of a type,
strided layouts (``strides_and_offset``), reassociation groups, offsets/sizes/strides of
slices, and the reshape rule shared by memref.reshape and tensor.reshape."""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import fail, inherent

DYN = B.DYNAMIC


def type_text(a: Attribute) -> str:
    from core.printer import attr_to_str

    return attr_to_str(a)


def is_kind(t: Attribute, kind: str) -> bool:
    return t.defn is B.T[kind]


def shape_of(t: Attribute) -> tuple[int, ...]:
    return t.params[0] if t.defn in (B.T["memref"], B.T["tensor"], B.T["vector"]) else ()


def element_of(t: Attribute) -> Attribute | None:
    d = t.defn
    if d in (B.T["memref"], B.T["tensor"], B.T["vector"]):
        return t.params[1]
    if d in (B.T["unranked_memref"], B.T["unranked_tensor"]):
        return t.params[0]
    return None


def layout_of(t: Attribute) -> Attribute | None:
    return t.params[2] if is_kind(t, "memref") else None


def i64_values(a: Attribute | None) -> list[int]:
    return list(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else []


def identity_layout(layout: Attribute | None) -> bool:
    if layout is None:
        return True
    if layout.defn is B.A["affine_map"]:
        m = layout.params[0]
        return str(m) == str(identity_map(m.num_dims)) and m.num_symbols == 0
    if layout.defn is B.A["strided_layout"]:  # its map is the identity: (d0) -> (d0)
        return layout.params[0] == 0 and tuple(layout.params[1]) == (1,)
    return False


def identity_map(n: int) -> Any:
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
    layout = layout_of(t)
    if identity_layout(layout):
        return canonical_strides(shape_of(t)), 0
    assert layout is not None
    if layout.defn is B.A["strided_layout"]:
        return list(layout.params[1]), layout.params[0]
    if layout.defn is B.A["affine_map"]:
        m = layout.params[0]
        if len(m.results) != 1:
            return None
        lin = linear_form(m.results[0])
        if lin is None:
            return None
        dims, const, symbolic = lin
        return [dims.get(i, 0) for i in range(m.num_dims)], DYN if symbolic else const
    return None


Linear = tuple[dict[int, int], int, bool]  # dim -> coefficient (DYN: a symbol), constant, symbols


def linear_form(e: Any) -> Linear | None:
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
    a, b = linear_form(e.lhs), linear_form(e.rhs)
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


def cast_error(diags: list[Diagnostic], op: Operation) -> bool:
    a, b = op.operands[0].type, op.results[0].type
    return fail(
        diags,
        op,
        f"operand type '{type_text(a)}' and result type '{type_text(b)}' are cast incompatible",
        False,
    )


def verify_reshape(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """memref.reshape (and tensor.reshape, by the result kind, once its element count is
    checked)."""
    src, shape_t, res = op.operands[0].type, op.operands[1].type, op.results[0].type
    what = "memref" if op.name.startswith("memref.") else "tensor"
    if element_of(src) is not element_of(res):
        return fail(
            diags,
            op,
            f"element types of source and destination {what} types should be the same",
            True,
        )
    ranked = is_kind(res, "memref") or is_kind(res, "tensor")
    shape_len = shape_of(shape_t)[0] if shape_of(shape_t) else DYN
    if ranked:
        if shape_len == DYN:
            return fail(
                diags,
                op,
                "cannot use shape operand with dynamic length to reshape to "
                f"statically-ranked {what} type",
                True,
            )
        if shape_len != len(shape_of(res)):
            return fail(
                diags, op, f"length of shape operand differs from the result's {what} rank", True
            )
    if what == "memref":
        if is_kind(src, "memref") and not identity_layout(layout_of(src)):
            return fail(diags, op, "source memref type should have identity affine map", True)
        if is_kind(res, "memref") and not identity_layout(layout_of(res)):
            return fail(diags, op, "result memref type should have identity affine map", True)
    return True


def product(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def offset_size_stride(
    op: Operation, diags: list[Diagnostic], ctx: Any, rank: int, prefix: str = ""
) -> bool:
    """The mixed offsets, sizes and strides agree in rank and with their dynamic values;
    the rank is ``rank`` (the source's); offsets and sizes are not negative."""
    groups = op_value_groups(op, ctx)
    names = ("offsets", "sizes", "strides")
    static = {n: i64_values(inherent(op, f"static_{prefix}{n}")) for n in names}
    o, s, t = (len(static[n]) for n in names)
    if o != s:
        return fail(
            diags,
            op,
            f"expected mixed offsets rank to match mixed sizes rank ({o} vs "
            f"{s}) so the rank of the result type is well-formed",
            True,
        )
    if s != t:
        return fail(
            diags,
            op,
            f"expected mixed sizes rank to match mixed strides rank ({s} vs "
            f"{t}) so the rank of the result type is well-formed",
            True,
        )
    if not mixed_counts_ok(op, diags, static, groups, (rank, rank, rank)):
        return False
    for n in ("offsets", "sizes"):
        for x in static[n]:
            if x != DYN and x < 0:
                return fail(diags, op, f"expected {n} to be non-negative, but got {x}", True)
    return True


def reassociation(op: Operation) -> list[list[int]]:
    a = inherent(op, "reassociation")
    if a is None or a.defn is not B.A["array"]:
        return []
    out = []
    for g in a.params[0]:
        if g.defn is B.A["array"]:
            out.append([x.params[1] for x in g.params[0] if x.defn is B.A["integer"]])
    return out


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


def in_bounds(op: Operation, diags: list[Diagnostic], shape: tuple[int, ...]) -> bool:
    sizes = i64_values(inherent(op, "static_sizes"))
    offsets = i64_values(inherent(op, "static_offsets"))
    strides = i64_values(inherent(op, "static_strides"))
    for i, (d, o, z, t) in enumerate(zip(shape, offsets, sizes, strides)):
        if d == DYN or DYN in (o, z, t):
            continue
        if o >= d and z > 0:
            return fail(diags, op, f"offset {i} is out-of-bounds: {o} >= {d}", False)
        if z > 0 and o + (z - 1) * t >= d:
            return fail(
                diags,
                op,
                f"slice along dimension {i} runs out-of-bounds: {o + (z - 1) * t} >= {d}",
                False,
            )
    return True


def mixed_counts_ok(
    op: Operation,
    diags: list[Diagnostic],
    static: dict[str, list[int]],
    groups: dict[str, list[Any]],
    wants: tuple[int, int, int],
) -> bool:
    """ViewLikeInterface's counts: the static offsets, sizes and strides have ``wants``
    entries, and each group as many values as its static list has dynamic entries."""
    names = ("offsets", "sizes", "strides")
    for n, word, want in zip(names, ("offset", "size", "stride"), wants):
        if len(static[n]) != want:
            return fail(diags, op, f"expected {want} {word} values", True)
    for n in names:
        dynamic = sum(x == DYN for x in static[n])
        values = len(groups.get(n, []))
        if values != dynamic:
            return fail(
                diags,
                op,
                f"expected the number of '{n}' to match the number of "
                f"dynamic entries in 'static_{n}' ({values} vs {dynamic})",
                True,
            )
    return True
