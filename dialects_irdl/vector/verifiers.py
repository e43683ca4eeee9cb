"""Hand-written checks of the vector dialect (``dialects_irdl/vector/vector.irdl.mlir``), with
MLIR's messages, and the two predicate traits its operations use.

Traits (checked where ODS checks its predicate
traits, at the end of the invariants):

- ``ElementTypesMatch<a, b, description>``: the element types (a scalar is its own) of the
  first values of the groups ``a`` and ``b`` are equal; otherwise ``failed to verify that
  <description>``.
- ``ElementCountAndTypes<vector, elements, description>``: the group ``elements`` has one
  value per element of ``vector``, each of its element type.

Named verifiers: ``VectorBitCast``, ``VectorBroadcast``, ``VectorExtract``,
``VectorInsert``, ``VectorShapeCast``, ``VectorTranspose``, ``VectorReduction``,
``VectorMultiReduction``, ``VectorOuterProduct``, ``VectorShuffle``, ``VectorInterleave``,
``VectorDeinterleave``, ``VectorConstantMask``, ``VectorCreateMask``, ``VectorLoad``,
``VectorStore``, ``VectorMaskedLoad``, ``VectorMaskedStore``, ``VectorGather``,
``VectorScatter``, ``VectorExpandLoad``, ``VectorCompressStore``, ``VectorPrint`` (also the
source's type: ODS's constraint there has an empty summary, which IRDL cannot state),
``VectorExtractStridedSlice``, ``VectorInsertStridedSlice``, ``VectorScan``,
``VectorScalableInsert``, ``VectorScalableExtract``, ``VectorContract``, ``VectorMask``,
``VectorTransferRead``, ``VectorTransferWrite``, ``VectorTypeCast``. Each reproduces the
cheap checks of MLIR's C++ verifier; what it leaves out is said where it is.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import attr_to_str
from irdl.checks.shaped import canonical_strides, identity_layout, strides_and_offset
from irdl.checks.shapes import element_type_or_self
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("vector")

DYNAMIC = B.DYNAMIC
POISON = -1


# --- helpers ---------------------------------------------------------------------------------


def _first(groups: dict[str, list[Any]], name: str) -> Any:
    values = groups.get(name) or []
    return values[0].type if values else None


def _is_vector(t: Any) -> bool:
    return t is not None and t.defn is B.T["vector"]


def _shape(t: Any) -> tuple[int, ...]:
    return tuple(t.params[0]) if _is_vector(t) else ()


def _scalable(t: Any) -> tuple[bool, ...]:
    return tuple(t.params[2]) if _is_vector(t) else ()


def _rank(t: Any) -> int:
    return len(t.params[0]) if _is_vector(t) else 0


def _num_elements(t: Any) -> int:
    n = 1
    for d in _shape(t):
        n *= d
    return n


def _dense(op: Operation, name: str) -> list[int] | None:
    a = inherent(op, name)
    if a is None or a.defn is not B.A["dense_array"]:
        return None
    return list(a.params[1])


def _int_array(op: Operation, name: str) -> list[int] | None:
    a = inherent(op, name)
    if a is None or a.defn is not B.A["array"]:
        return None
    return [int(e.params[1]) for e in a.params[0] if e.defn is B.A["integer"]]


def _string_param(a: Attribute | None) -> str | None:
    if a is None or not a.params:
        return None
    p = a.params[0]
    return p.params[0] if isinstance(p, Attribute) and p.defn is B.A["string"] else None


def _t(t: Any) -> str:
    return attr_to_str(t)


def _dim_text(size: int, scalable: bool) -> str:
    return f"[{size}]" if scalable else str(size)


def _bitwidth(t: Any) -> int | None:
    """Bits of a scalar type (integers, floats, index as 64), None when unknown."""
    d = t.defn
    if d is B.T["integer"]:
        return int(t.params[0])
    if d is B.T["index"]:
        return 64
    widths = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128,
              "tf32": 19, "f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8, "f8E5M2FNUZ": 8,
              "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f8E8M0FNU": 8, "f4E2M1FN": 4,
              "f6E2M3FN": 6, "f6E3M2FN": 6}  # fmt: skip
    kind = B.FLOAT_DEFS.get(d)
    return widths.get(kind) if kind is not None else None


def _is_float(t: Any) -> bool:
    return t is not None and t.defn in B.FLOAT_DEFS


def _is_int(t: Any) -> bool:
    return t is not None and (t.defn is B.T["integer"] or t.defn is B.T["index"])


# --- traits ----------------------------------------------------------------------------------


def _element_types_match(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    groups = op_value_groups(op, ctx)
    a, b = _first(groups, args[0]), _first(groups, args[1])
    if a is None or b is None:
        return True
    if element_type_or_self(a) is not element_type_or_self(b):
        return fail(diags, op, f"failed to verify that {', '.join(args[2:])}", True)
    return True


def _element_count_and_types(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    groups = op_value_groups(op, ctx)
    vector = _first(groups, args[0])
    elements = groups.get(args[1]) or []
    if not _is_vector(vector):
        return True
    element = vector.params[1]
    if len(elements) != _num_elements(vector) or any(v.type is not element for v in elements):
        return fail(diags, op, f"failed to verify that {', '.join(args[2:])}", True)
    return True


plugin.trait("ElementTypesMatch", _element_types_match, phase="predicate")
plugin.trait("ElementCountAndTypes", _element_count_and_types, phase="predicate")


# --- verifiers -------------------------------------------------------------------------------

Check = Any


def _verifier(name: str) -> Any:
    def wrap(fn: Any) -> Any:
        def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
            message = fn(op, op_value_groups(op, ctx))
            if message is None:
                return True
            if message.startswith("!"):  # not an emitOpError
                return fail(diags, op, message[1:], False)
            return fail(diags, op, message, True)

        plugin.verifier(name, verify)
        return fn

    return wrap


@_verifier("VectorBitCast")
def _bitcast(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, res = _first(g, "source"), _first(g, "result")
    if not (_is_vector(src) and _is_vector(res)):
        return None
    if _rank(src) != _rank(res):
        return "failed to verify that all of {source, result} have same rank"
    for i in range(_rank(src) - 1):
        if _shape(src)[i] != _shape(res)[i]:
            return f"dimension size mismatch at: {i}"
    sbits, rbits = _bitwidth(src.params[1]), _bitwidth(res.params[1])
    if sbits is None or rbits is None:
        return None
    slast = _shape(src)[-1] if _rank(src) else 1
    rlast = _shape(res)[-1] if _rank(res) else 1
    if sbits * slast != rbits * rlast:
        return "source/result bitwidth of the minor 1-D vectors must be equal"
    return None


def _broadcastable(src: Any, dst: Any) -> str | None:
    """MLIR's isBroadcastableTo, as the verifier's message (None: it is)."""
    if not _is_vector(src):
        return None if not _is_vector(dst) or src is dst.params[1] else "mismatch"
    srank, drank = _rank(src), _rank(dst)
    if srank > drank:
        return "source rank higher than destination rank"
    lead = drank - srank
    sshape, dshape = _shape(src), _shape(dst)
    sscal, dscal = _scalable(src), _scalable(dst)
    for r in range(srank):
        s, d = sshape[r], dshape[lead + r]
        ss, ds = sscal[r], dscal[lead + r]
        if s == 1 and not ss:
            continue
        if s != d or ss != ds:
            return f"dimension mismatch ({_dim_text(s, ss)} vs. {_dim_text(d, ds)})"
    return None


@_verifier("VectorBroadcast")
def _broadcast(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, dst = _first(g, "source"), _first(g, "vector")
    if src is None or dst is None:
        return None
    if not _is_vector(src):
        scalar = src.defn in (B.T["integer"], B.T["index"]) or src.defn in B.FLOAT_DEFS
        return None if scalar else "source type is not a vector"
    return _broadcastable(src, dst)


def _position_check(op: Operation, g: dict[str, list[Any]], vector: Any, what: str) -> str | None:
    position = _dense(op, "static_position") or []
    dynamic = g.get("dynamic_position") or []
    if sum(1 for p in position if p == DYNAMIC) != len(dynamic):
        return "mismatch between dynamic and static positions"
    if len(position) > _rank(vector):
        return f"expected position attribute of rank no greater than {what} rank"
    for i, p in enumerate(position):
        if p == DYNAMIC:
            continue
        if p != POISON and not (0 <= p < _shape(vector)[i]):
            extra = "" if what == "dest vector" else ""
            return (f"expected position attribute #{i + 1} to be a non-negative integer smaller "
                    f"than the corresponding {what} dimension or poison (-1){extra}")  # fmt: skip
    return None


@_verifier("VectorExtract")
def _extract(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, res = _first(g, "source"), _first(g, "result")
    if not _is_vector(src) or res is None:
        return None
    if _is_vector(res) and _rank(res) == 0:
        return "expected a scalar instead of a 0-d vector as the result type"
    return _position_check(op, g, src, "vector")


@_verifier("VectorInsert")
def _insert(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, dst = _first(g, "value_to_store"), _first(g, "dest")
    if not _is_vector(dst) or src is None:
        return None
    if _is_vector(src) and _rank(src) == 0:
        return "expected a scalar instead of a 0-d vector as the source operand"
    position = _dense(op, "static_position") or []
    if len(position) > _rank(dst):
        return "expected position attribute of rank no greater than dest vector rank"
    if _is_vector(src) and _rank(src) + len(position) != _rank(dst):
        return "expected position attribute rank + source rank to match dest vector rank"
    if not _is_vector(src) and len(position) != _rank(dst):
        return "expected position attribute rank to match the dest vector rank"
    for i, p in enumerate(position):
        if p == DYNAMIC:
            continue
        if p != POISON and not (0 <= p < _shape(dst)[i]):
            return (f"expected position attribute #{i + 1} to be a non-negative integer smaller "
                    "than the corresponding dest vector dimension")  # fmt: skip
    return None


@_verifier("VectorShapeCast")
def _shape_cast(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, res = _first(g, "source"), _first(g, "result")
    if not (_is_vector(src) and _is_vector(res)):
        return None
    if src.params[1] is not res.params[1]:
        return "has different source and result element types"
    if _num_elements(src) != _num_elements(res):
        return (f"has different number of elements at source ({_num_elements(src)}) and result "
                f"({_num_elements(res)})")  # fmt: skip
    ns, nr = sum(_scalable(src)), sum(_scalable(res))
    if ns != nr:
        return f"has different number of scalable dims at source ({ns}) and result ({nr})"
    return None


@_verifier("VectorTranspose")
def _transpose(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, res = _first(g, "vector"), _first(g, "result")
    if not (_is_vector(src) and _is_vector(res)):
        return None
    perm = _dense(op, "permutation") or []
    rank = _rank(src)
    if _rank(res) != rank:
        return f"vector result rank mismatch: {_rank(res)}"
    if len(perm) != rank:
        return f"transposition length mismatch: {len(perm)}"
    seen = [False] * rank
    for i, p in enumerate(perm):
        if p < 0 or p >= rank:
            return f"transposition index out of range: {p}"
        if seen[p]:
            return f"duplicate position index: {p}"
        seen[p] = True
        if _shape(res)[i] != _shape(src)[p] or _scalable(res)[i] != _scalable(src)[p]:
            return f"dimension size mismatch at: {p}"
    return None


_INT_KINDS = {"minui", "minsi", "maxui", "maxsi", "and", "or", "xor"}
_FLOAT_KINDS = {"minnumf", "maxnumf", "minimumf", "maximumf"}


def _kind_supported(kind: str | None, element: Any) -> bool:
    if kind is None:
        return True
    if kind in ("add", "mul"):
        return _is_int(element) or _is_float(element)
    if kind in _INT_KINDS:
        return _is_int(element)
    if kind in _FLOAT_KINDS:
        return _is_float(element)
    return True


@_verifier("VectorReduction")
def _reduction(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src = _first(g, "vector")
    if not _is_vector(src):
        return None
    if _rank(src) > 1:
        return f"unsupported reduction rank: {_rank(src)}"
    kind = _string_param(inherent(op, "kind"))
    element = src.params[1]
    if not _kind_supported(kind, element):
        return f"unsupported reduction type '{_t(element)}' for kind '{kind}'"
    return None


@_verifier("VectorMultiReduction")
def _multi_reduction(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, dst = _first(g, "source"), _first(g, "dest")
    if not _is_vector(src) or dst is None:
        return None
    dims = set(_dense(op, "reduction_dims") or [])
    kept = [i for i in range(_rank(src)) if i not in dims]
    shape = tuple(_shape(src)[i] for i in kept)
    scal = tuple(_scalable(src)[i] for i in kept)
    element = src.params[1]
    if shape:
        ok = _is_vector(dst) and _shape(dst) == shape and _scalable(dst) == scal
        ok = ok and dst.params[1] is element
    else:
        ok = dst is element
    if not ok:
        return f"destination type '{_t(dst)}' is incompatible with source type '{_t(src)}'"
    return None


@_verifier("VectorOuterProduct")
def _outer_product(op: Operation, g: dict[str, list[Any]]) -> str | None:
    lhs, rhs, res = _first(g, "lhs"), _first(g, "rhs"), _first(g, "result")
    acc = _first(g, "acc")
    if not (_is_vector(lhs) and _is_vector(res)):
        return None
    if _rank(lhs) != 1:
        return "expected 1-d vector for operand #1"
    if _is_vector(rhs):
        if _rank(rhs) != 1:
            return "expected 1-d vector for operand #2"
        if _rank(res) != 2:
            return "expected 2-d vector result"
        if _shape(lhs)[0] != _shape(res)[0]:
            return "expected #1 operand dim to match result dim #1"
        if _shape(rhs)[0] != _shape(res)[1]:
            return "expected #2 operand dim to match result dim #2"
        if _scalable(lhs)[0] and not _scalable(rhs)[0]:
            return "expected either both or only #2 operand dim to be scalable"
    else:
        if _rank(res) != 1:
            return "expected 1-d vector result"
        if _shape(lhs)[0] != _shape(res)[0]:
            return "expected #1 operand dim to match result dim #1"
    if acc is not None and acc is not res:
        return "expected operand #3 of same type as result type"
    kind = _string_param(inherent(op, "kind"))
    if not _kind_supported(kind, res.params[1]):
        return "unsupported outerproduct type"
    return None


@_verifier("VectorShuffle")
def _shuffle(op: Operation, g: dict[str, list[Any]]) -> str | None:
    v1, v2, res = _first(g, "v1"), _first(g, "v2"), _first(g, "result")
    if not (_is_vector(v1) and _is_vector(v2) and _is_vector(res)):
        return None
    rres, r1, r2 = _rank(res), _rank(v1), _rank(v2)
    if not ((r1 == 0 and r2 == 0 and rres == 1) or (r1 == rres and r2 == rres)):
        return "rank mismatch"
    for r in range(1, r1):
        if _shape(res)[r] != _shape(v1)[r] or _shape(res)[r] != _shape(v2)[r]:
            return "dimension mismatch"
    mask = _dense(op, "mask") or []
    if not mask or len(mask) != _shape(res)[0]:
        return "invalid mask length"
    n1 = _shape(v1)[0] if r1 else 1
    n2 = _shape(v2)[0] if r2 else 1
    for i, m in enumerate(mask):
        if m != POISON and not (0 <= m < n1 + n2):
            return f"mask index #{i + 1} out of range"
    return None


@_verifier("VectorInterleave")
def _interleave(op: Operation, g: dict[str, list[Any]]) -> str | None:
    lhs, res = _first(g, "lhs"), _first(g, "result")
    if not (_is_vector(lhs) and _is_vector(res)):
        return None
    expected_shape = (*_shape(lhs)[:-1], (_shape(lhs)[-1] if _rank(lhs) else 1) * 2)
    expected_scal = (*_scalable(lhs)[:-1], _scalable(lhs)[-1] if _rank(lhs) else False)
    if (
        _shape(res) != expected_shape
        or _scalable(res) != expected_scal
        or (res.params[1] is not lhs.params[1])
    ):
        return "failed to verify that type of 'result' is double the width of the inputs"
    return None


@_verifier("VectorDeinterleave")
def _deinterleave(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, res = _first(g, "source"), _first(g, "res1")
    if not (_is_vector(src) and _is_vector(res)) or not _rank(src):
        return None
    if _shape(src)[-1] % 2:
        return ("failed to verify that the trailing dimension of the source vector has an even "
                "number of elements")  # fmt: skip
    if (
        _shape(res)[:-1] != _shape(src)[:-1] or not _rank(res)
        or _shape(res)[-1] * 2 != _shape(src)[-1] or _scalable(res) != _scalable(src)
        or res.params[1] is not src.params[1]
    ):  # fmt: skip
        return ("failed to verify that the trailing dimension of the results is half the width "
                "of source trailing dimension")  # fmt: skip
    if _first(g, "res2") is not res:
        return "failed to verify that all of {res1, res2} have same type"
    return None


@_verifier("VectorConstantMask")
def _constant_mask(op: Operation, g: dict[str, list[Any]]) -> str | None:
    res = _first(g, "result")
    if not _is_vector(res):
        return None
    sizes = _dense(op, "mask_dim_sizes") or []
    if _rank(res) == 0:
        if len(sizes) != 1:
            return "array attr must have length 1 for 0-D vectors"
        if sizes[0] not in (0, 1):
            return "mask dim size must be either 0 or 1 for 0-D vectors"
        return None
    if len(sizes) != _rank(res):
        return "must specify array attr of size equal vector result rank"
    for i, s in enumerate(sizes):
        if s < 0 or s > _shape(res)[i]:
            return "array attr of size out of bounds of vector result dimension size"
    if any(s == 0 for s in sizes) and any(s != 0 for s in sizes):
        return (
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim"
        )
    for i, s in enumerate(sizes):
        if _scalable(res)[i] and s not in (0, _shape(res)[i]):
            return "only supports 'none set' or 'all set' scalable dimensions"
    return None


@_verifier("VectorCreateMask")
def _create_mask(op: Operation, g: dict[str, list[Any]]) -> str | None:
    res = _first(g, "result")
    if not _is_vector(res):
        return None
    n = len(op.operands)
    if _rank(res) == 0:
        if n != 1:
            return "must specify exactly one operand for 0-D create_mask"
    elif n != _rank(res):
        return "must specify an operand for each result vector dimension"
    return None


def _coefficient(e: Any, position: int) -> int | None:
    """The coefficient of dimension ``position`` in a linear affine expression (None when
    the expression is not linear in it with a constant coefficient)."""
    from core.affine import AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, AffineExprKind

    if isinstance(e, AffineDimExpr):
        return 1 if e.position == position else 0
    if isinstance(e, AffineConstantExpr) or not isinstance(e, AffineBinaryOpExpr):
        return 0
    if e.kind is AffineExprKind.ADD:
        a, b = _coefficient(e.lhs, position), _coefficient(e.rhs, position)
        return None if a is None or b is None else a + b
    if e.kind is AffineExprKind.MUL:
        for x, y in ((e.lhs, e.rhs), (e.rhs, e.lhs)):
            if isinstance(y, AffineConstantExpr):
                c = _coefficient(x, position)
                return None if c is None else c * y.value
    return None


def _memref_layout_ok(base: Any) -> bool:
    """The most minor stride of a memref is 1 or unknown (dynamic)."""
    layout = base.params[2] if base.defn is B.T["memref"] else None
    if layout is None or not base.params[0]:
        return True
    if layout.defn is B.A["strided_layout"]:
        strides = layout.params[1]
        return not strides or strides[-1] in (1, DYNAMIC)
    if layout.defn is B.A["affine_map"]:
        amap = layout.params[0]
        if amap.num_results == 1 and amap.num_dims:
            c = _coefficient(amap.results[0], amap.num_dims - 1)
            return c is None or c == 1
    return True


def _indices_count(g: dict[str, list[Any]], base: Any, name: str = "indices") -> str | None:
    rank = len(base.params[0]) if base is not None and base.defn in (
        B.T["memref"], B.T["tensor"]) else None  # fmt: skip
    if rank is not None and len(g.get(name) or []) != rank:
        return f"requires {rank} indices"
    return None


def _access(g: dict[str, list[Any]], value: str, what: str, rank_message: str) -> str | None:
    """vector.load and vector.store: ``what`` names the vector (group ``value``) in the
    messages."""
    base, v = _first(g, "base"), _first(g, value)
    if base is None or not _is_vector(v):
        return None
    why = _indices_count(g, base)
    if why:
        return why
    element = base.params[1]
    if _is_vector(element):
        if element is not v:
            return f"base memref and {what} vector types should match"
    elif element is not v.params[1]:
        return f"base and {what} element type should match"
    if _rank(v) > len(base.params[0]):
        return rank_message
    if not _memref_layout_ok(base):
        return "most minor memref dim must have unit stride"
    return None


@_verifier("VectorLoad")
def _load(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _access(
        g, "result", "result", "destination memref has lower rank than the result vector"
    )


@_verifier("VectorStore")
def _store(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _access(
        g, "value_to_store", "valueToStore", "source memref has lower rank than the vector to store"
    )


def _masked_access(
    g: dict[str, list[Any]], value: str, load: bool, shape_word: str, compress: bool = False
) -> str | None:
    base, mask = _first(g, "base"), _first(g, "mask")
    v = _first(g, "result" if load else value)
    if base is None or not _is_vector(v) or not _is_vector(mask):
        return None
    what = "result" if load else "valueToStore"
    if base.params[1] is not v.params[1]:
        return f"base and {what} element type should match"
    why = _indices_count(g, base)
    if why:
        return why
    if compress:
        if _shape(v)[:1] != _shape(mask)[:1]:
            return f"expected {what} dim to match mask dim"
    elif _shape(v) != _shape(mask):
        return f"expected {what} shape to match mask shape"
    if load and _first(g, "pass_thru") is not v:
        return "expected pass_thru of same type as result type"
    return None


@_verifier("VectorMaskedLoad")
def _masked_load(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _masked_access(g, "result", True, "shape")


@_verifier("VectorMaskedStore")
def _masked_store(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _masked_access(g, "value_to_store", False, "shape")


@_verifier("VectorExpandLoad")
def _expand_load(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _masked_access(g, "result", True, "dim", compress=True)


@_verifier("VectorCompressStore")
def _compress_store(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _masked_access(g, "value_to_store", False, "dim", compress=True)


def _gather_scatter(g: dict[str, list[Any]], load: bool) -> str | None:
    base, indices, mask = _first(g, "base"), _first(g, "indices"), _first(g, "mask")
    what = "result" if load else "valueToStore"
    v = _first(g, "result" if load else "value_to_store")
    if base is None or not (_is_vector(v) and _is_vector(indices) and _is_vector(mask)):
        return None
    if base.params[1] is not v.params[1]:
        return f"base and {what} element type should match"
    why = _indices_count(g, base, "offsets")
    if why:
        return why
    if _shape(v) != _shape(indices) or _scalable(v) != _scalable(indices):
        return f"expected {what} dim to match indices dim"
    if _shape(v) != _shape(mask) or _scalable(v) != _scalable(mask):
        return f"expected {what} dim to match mask dim"
    if load and _first(g, "pass_thru") is not v:
        return "expected pass_thru of same type as result type"
    return None


@_verifier("VectorGather")
def _gather(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _gather_scatter(g, True)


@_verifier("VectorScatter")
def _scatter(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _gather_scatter(g, False)


@_verifier("VectorPrint")
def _print(op: Operation, g: dict[str, list[Any]]) -> str | None:
    source = _first(g, "source")
    # ODS's constraint on the source (integer, index, float or vector) has an empty summary,
    # which an IRDL `summary` cannot state (empty means none), so it is checked here.
    if source is not None and not (_is_int(source) or _is_float(source) or _is_vector(source)):
        return f"operand #0 must be , but got '{_t(source)}'"
    if inherent(op, "stringLiteral") is None:
        return None
    punct = _string_param(inherent(op, "punctuation"))
    if g.get("source") or (punct is not None and punct != "newline"):
        return ("failed to verify that `source` or `punctuation` are not set when printing "
                "strings")  # fmt: skip
    return None


def _confined(values: list[int], limits: list[int], low: int, what: str,
              half_open: bool = True) -> str | None:  # fmt: skip
    for i, (v, hi) in enumerate(zip(values, limits)):
        if v < low or v >= hi:
            return f"expected {what} dimension {i} to be confined to [{low}, {hi})"
    return None


@_verifier("VectorExtractStridedSlice")
def _extract_strided_slice(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, res = _first(g, "source"), _first(g, "result")
    if not (_is_vector(src) and _is_vector(res)):
        return None
    offsets = _int_array(op, "offsets") or []
    sizes = _int_array(op, "sizes") or []
    strides = _int_array(op, "strides") or []
    if not (len(offsets) == len(sizes) == len(strides)):
        return "expected offsets, sizes and strides attributes of same size"
    if len(offsets) > _rank(src):
        return "expected offsets attribute of rank no greater than vector rank"
    shape = list(_shape(src))
    why = _confined(offsets, shape, 0, "offsets") or _confined(
        sizes, [d + 1 for d in shape], 1, "sizes"
    )
    if why:
        return why
    for s in strides:
        if s != 1:
            return "expected strides to be confined to [1, 2)"
    sums = [o + s for o, s in zip(offsets, sizes)]
    why = _confined(sums, [d + 1 for d in shape], 1, "sum(offsets, sizes)")
    if why:
        return why
    scal = _scalable(src)
    for i, s in enumerate(sizes):
        if scal[i] and s != shape[i]:
            return (f"expected size at idx={i} to match the corresponding base size from the "
                    f"input vector ({s} vs {shape[i]})")  # fmt: skip
    expected_shape = tuple(sizes) + tuple(shape[len(sizes) :])
    if _shape(res) != expected_shape or _scalable(res) != scal:
        from core.attributes import get

        expected = get(B.T["vector"], (expected_shape, src.params[1], scal))
        return f"expected result type to be '{_t(expected)}'"
    return None


@_verifier("VectorInsertStridedSlice")
def _insert_strided_slice(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, dst = _first(g, "value_to_store"), _first(g, "dest")
    if not (_is_vector(src) and _is_vector(dst)):
        return None
    offsets = _int_array(op, "offsets") or []
    strides = _int_array(op, "strides") or []
    if _rank(src) > _rank(dst):
        return "expected source rank to be no greater than destination rank"
    if len(offsets) != _rank(dst):
        return "expected offsets of same size as destination vector rank"
    if len(strides) != _rank(src):
        return "expected strides of same size as source vector rank"
    shape = list(_shape(dst))
    why = _confined(offsets, shape, 0, "offsets")
    if why:
        return why
    for s in strides:
        if s != 1:
            return "expected strides to be confined to [1, 2)"
    lead = _rank(dst) - _rank(src)
    src_shape = [1] * lead + list(_shape(src))
    sums = [o + s for o, s in zip(offsets, src_shape)]
    for i, (v, hi) in enumerate(zip(sums, shape)):
        if v < 1 or v >= hi + 1:
            return (f"expected sum(offsets, source vector shape) dimension {i} to be confined "
                    f"to [1, {hi + 1})")  # fmt: skip
    sscal, dscal = _scalable(src), _scalable(dst)
    for i in range(_rank(src)):
        if sscal[i] != dscal[lead + i]:
            return f"mismatching scalable flags (at source vector idx={i})"
        if sscal[i] and _shape(src)[i] != shape[lead + i]:
            return (f"expected size at idx={i} to match the corresponding base size from the "
                    f"input vector ({_shape(src)[i]} vs {shape[lead + i]})")  # fmt: skip
    return None


@_verifier("VectorScan")
def _scan(op: Operation, g: dict[str, list[Any]]) -> str | None:
    src, init = _first(g, "source"), _first(g, "initial_value")
    if not (_is_vector(src) and _is_vector(init)):
        return None
    dim_attr = inherent(op, "reduction_dim")
    dim = int(dim_attr.params[1]) if dim_attr is not None and dim_attr.defn is B.A["integer"] else 0
    if dim >= _rank(src):
        return f"reduction dimension {dim} has to be less than {_rank(src)}"
    if _rank(init) != _rank(src) - 1:
        return f"initial value rank {_rank(init)} has to be equal to {_rank(src) - 1}"
    expected = tuple(d for i, d in enumerate(_shape(src)) if i != dim)
    if _shape(init) != expected:
        return "incompatible input/initial value shapes"
    kind = _string_param(inherent(op, "kind"))
    if not _kind_supported(kind, src.params[1]):
        return f"unsupported reduction type '{_t(src.params[1])}' for kind '{kind}'"
    return None


def _scalable_position(op: Operation, fixed: Any, what: str) -> str | None:
    pos = inherent(op, "pos")
    n = _shape(fixed)[0] if _is_vector(fixed) and _rank(fixed) else 0
    if pos is not None and pos.defn is B.A["integer"] and n and int(pos.params[1]) % n:
        return f"failed to verify that position is a multiple of the {what} length."
    return None


@_verifier("VectorScalableInsert")
def _scalable_insert(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _scalable_position(op, _first(g, "value_to_store"), "source")


@_verifier("VectorScalableExtract")
def _scalable_extract(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _scalable_position(op, _first(g, "res"), "result")


@_verifier("VectorContract")
def _contract(op: Operation, g: dict[str, list[Any]]) -> str | None:
    """The maps' count and form, the contracting and batch dimension pairs (same sizes in
    lhs and rhs) and the accumulator/result shape they imply, and the kind."""
    lhs, rhs = _first(g, "lhs"), _first(g, "rhs")
    acc = _first(g, "acc")
    if not (_is_vector(lhs) and _is_vector(rhs)):
        return None
    for t in (lhs, rhs, acc):
        element = element_type_or_self(t) if t is not None else None
        if (
            element is not None
            and element.defn is B.T["integer"]
            and element.params[1] != B.SIGNLESS
        ):
            return "only supports signless integer types"
    maps_attr = inherent(op, "indexing_maps")
    its = inherent(op, "iterator_types")
    maps = [m.params[0] for m in maps_attr.params[0] if m.defn is B.A["affine_map"]] if (
        maps_attr is not None and maps_attr.defn is B.A["array"]) else []  # fmt: skip
    n_maps = len(maps_attr.params[0]) if maps_attr is not None and maps_attr.defn is B.A[
        "array"] else 0  # fmt: skip
    if n_maps != 3 or len(maps) != 3:
        return "expected an indexing map for each vector operand"
    n_iters = len(its.params[0]) if its is not None and its.defn is B.A["array"] else 0
    ranks = [_rank(lhs), _rank(rhs), _rank(acc) if _is_vector(acc) else 0]
    for i, m in enumerate(maps):
        if m.num_symbols:
            return f"expected indexing map {i} to have no symbols"
        if m.num_dims != n_iters:
            return f"expected indexing map {i} to have {n_iters} number of inputs"
        if m.num_results != ranks[i]:
            return f"expected indexing map {i} to have {ranks[i]} number of outputs"
        if not _projected_permutation(m):
            return f"expected indexing map {i} to be a projected permutation of its inputs"
    kinds = [_string_param(e) for e in its.params[0]] if its is not None else []
    contracting = _dim_pairs(maps, kinds, "reduction")
    if not contracting:
        return "expected at least one contracting dimension pair"
    # Paired dimensions are the same iteration dimension, so their sizes must agree.
    if any(_shape(lhs)[a] != _shape(rhs)[b] for a, b in contracting):
        return "invalid contracting dimension map"
    batch = _dim_pairs(maps, kinds, "parallel")
    if any(_shape(lhs)[a] != _shape(rhs)[b] for a, b in batch):
        return "invalid batch dimension map"
    result = _first(g, "result")
    message = _contract_output_shape(lhs, rhs, acc, result, maps, contracting, batch)
    if message is not None:
        return message
    element = element_type_or_self(result) if result is not None else None
    if element is not None and not _kind_supported(_string_param(inherent(op, "kind")), element):
        return "unsupported contraction type"
    return None


def _dim_pairs(maps: list[Any], kinds: list[str | None], kind: str) -> list[tuple[int, int]]:
    """(lhs position, rhs position) of each iteration dimension of the given kind that both
    lhs and rhs index."""
    lhs_pos = {r.position: i for i, r in enumerate(maps[0].results)}
    rhs_pos = {r.position: i for i, r in enumerate(maps[1].results)}
    return [(lhs_pos[d], rhs_pos[d]) for d, k in enumerate(kinds)
            if k == kind and d in lhs_pos and d in rhs_pos]  # fmt: skip


def _contract_output_shape(
    lhs: Any, rhs: Any, acc: Any, res: Any, maps: list[Any],
    contracting: list[tuple[int, int]], batch: list[tuple[int, int]],
) -> str | None:  # fmt: skip
    """The accumulator/result shape: scalar when lhs and rhs keep no free or batch dimension,
    otherwise the vector the result map reads from lhs's and rhs's sizes."""
    lhs_skip = {a for a, _ in contracting}
    rhs_skip = {b for _, b in contracting} | {b for _, b in batch}
    kept = [i for i in range(_rank(lhs)) if i not in lhs_skip]
    kept += [i for i in range(_rank(rhs)) if i not in rhs_skip]
    if not kept:
        if _is_vector(res) or _is_vector(acc):
            return "invalid accumulator/result vector shape"
        return None
    if not (_is_vector(res) and _is_vector(acc)):
        return "invalid accumulator/result vector shape"
    extents: dict[int, int] = {}
    for t, m in ((lhs, maps[0]), (rhs, maps[1])):
        for size, r in zip(_shape(t), m.results):
            extents.setdefault(r.position, size)
    if len(extents) != maps[0].num_dims:
        return "expected all dimensions to be either a LHS or a RHS dimension"
    shape = tuple(extents[r.position] for r in maps[2].results)
    scalable = _scalable(res) if len(_scalable(res)) == len(shape) else ()
    from dialects_irdl.vector.directives import _vector

    expected = _vector(shape, res.params[1], scalable)
    if res is not expected or acc is not expected:
        return f"invalid accumulator/result vector shape, expected: '{_t(expected)}'"
    return None


def _projected_permutation(m: Any) -> bool:
    from core.affine import AffineDimExpr

    seen: set[int] = set()
    for r in m.results:
        if not isinstance(r, AffineDimExpr) or r.position in seen:
            return False
        seen.add(r.position)
    return True


_MASKABLE = frozenset((
    "vector.transfer_read", "vector.transfer_write", "vector.reduction",
    "vector.multi_reduction", "vector.contract", "vector.gather", "vector.scatter",
    "vector.load", "vector.store", "vector.maskedload", "vector.maskedstore",
    "vector.expandload", "vector.compressstore", "vector.outerproduct",
))  # fmt: skip


@_verifier("VectorMask")
def _mask(op: Operation, g: dict[str, list[Any]]) -> str | None:
    """The region's shape and the masked operation's results (the mask type each maskable
    operation expects is checked for transfers and reductions only)."""
    region = op.regions[0] if op.regions else None
    if region is None or not region.blocks:
        return None
    ops = region.blocks[0].ops
    if len(ops) < 1:
        return None
    terminator = ops[-1]
    if len(ops) == 1:
        return None
    if len(ops) > 2:
        return "expects only one operation to mask"
    masked = ops[0]
    if masked.name not in _MASKABLE:
        return "expects a MaskableOpInterface within the mask region"
    expected = _expected_mask(masked, g)
    mask = _first(g, "mask")
    if expected is not None and mask is not None and mask is not expected:
        return f"expects a '{_t(expected)}' mask for the maskable operation"
    if len(op.results) != len(masked.results):
        return "expects number of results to match maskable operation number of results"
    if list(terminator.operands) != list(masked.results):
        return ("expects all the results from the MaskableOpInterface to match all the values "
                "returned by the terminator")  # fmt: skip
    for r, m in zip(op.results, masked.results):
        if r.type is not m.type:
            return "expects result type to match maskable operation result type"
    return None


def _expected_mask(masked: Operation, g: dict[str, list[Any]]) -> Any:
    """The mask type a maskable operation expects (reductions and transfers; None for the
    others, whose expectation is not checked)."""
    from core.attributes import get
    from dialects_irdl.vector.directives import transfer_mask_type

    if masked.name in ("vector.reduction", "vector.multi_reduction") and masked.operands:
        t = masked.operands[0].type
        if _is_vector(t):
            return get(B.T["vector"], (t.params[0], B.I1, t.params[2]))
    if masked.name in ("vector.transfer_read", "vector.transfer_write"):
        perm = inherent(masked, "permutation_map")
        vector = masked.results[0].type if masked.name == "vector.transfer_read" else (
            masked.operands[0].type)  # fmt: skip
        if perm is not None and perm.defn is B.A["affine_map"]:
            return transfer_mask_type(vector, perm.params[0])
    return None


def _transfer(op: Operation, g: dict[str, list[Any]], write: bool) -> str | None:
    """Ranks of the permutation map and in_bounds (MLIR's verifyTransferOp, in part)."""
    from core.affine import AffineConstantExpr, AffineDimExpr

    base = _first(g, "base")
    vector = _first(g, "value_to_store" if write else "result")
    if base is None or not _is_vector(vector):
        return None
    if base.defn not in (B.T["memref"], B.T["tensor"]):
        return "requires source to be a memref or ranked tensor type"
    perm = inherent(op, "permutation_map")
    amap = perm.params[0] if perm is not None and perm.defn is B.A["affine_map"] else None
    rank = len(base.params[0])
    why = _indices_count(g, base)
    if why:
        return why
    if amap is None:
        return None
    element = base.params[1]
    if _is_vector(element):
        if _rank(element) > _rank(vector):
            return "requires source vector element and vector result ranks to match."
        sbits = _bitwidth(element.params[1])
        rbits = _bitwidth(vector.params[1])
        if sbits is not None and rbits is not None and _rank(element) and _rank(vector):
            source_size = sbits * _shape(element)[-1]
            result_size = rbits * _shape(vector)[-1]
            if result_size % source_size:
                return (
                    "requires the bitwidth of the minor 1-D vector to be an integral multiple "
                    "of the bitwidth of the minor 1-D vector of the source"
                )
    vrank = _rank(vector) - (_rank(element) if _is_vector(element) else 0)
    if amap.num_symbols:
        return "requires permutation_map without symbols"
    if amap.num_dims != rank:
        return "requires a permutation_map with input dims of the same rank as the source type"
    if amap.num_results != vrank:
        return "requires a permutation_map with result dims of the same rank as the vector type"
    seen: set[int] = set()
    for r in amap.results:
        if isinstance(r, AffineDimExpr):
            if r.position in seen:
                return ("requires a permutation_map that is a permutation (found one dim used "
                        "more than once)")  # fmt: skip
            seen.add(r.position)
        elif isinstance(r, AffineConstantExpr) and r.value == 0:
            if write:
                return "should not have broadcast dimensions"
        else:
            return ("requires a projected permutation_map (at most one dim or the zero constant "
                    "can appear in each result)")  # fmt: skip
    bounds = inherent(op, "in_bounds")
    if bounds is not None and bounds.defn is B.A["array"]:
        if len(bounds.params[0]) != amap.num_results:
            return ("expects the in_bounds attr of same rank as permutation_map results: "
                    f"{attr_to_str(perm) if perm is not None else ''}")  # fmt: skip
    return None


@_verifier("VectorTransferRead")
def _transfer_read(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _transfer(op, g, False)


@_verifier("VectorTransferWrite")
def _transfer_write(op: Operation, g: dict[str, list[Any]]) -> str | None:
    return _transfer(op, g, True)


@_verifier("VectorTypeCast")
def _type_cast(op: Operation, g: dict[str, list[Any]]) -> str | None:
    """Identity layouts (the operand's strided layout canonicalized first), one memory
    space, one scalar type, and the operand's shape is the result's followed by its
    vector element's."""
    src, res = _first(g, "memref"), _first(g, "result")
    if src is None or res is None:
        return None
    if strides_and_offset(src) != (canonical_strides(tuple(src.params[0])), 0):
        return "expects operand to be a memref with identity layout"
    if not identity_layout(res.params[2]):
        return "expects result to be a memref with identity layout"
    if src.params[3] is not res.params[3]:
        return "expects result in same memory space"

    def scalar_and_shape(memref: Any) -> tuple[Any, tuple[int, ...]]:
        element = memref.params[1]
        return element_type_or_self(element), tuple(memref.params[0]) + _shape(element)

    (src_scalar, src_shape), (res_scalar, res_shape) = scalar_and_shape(src), scalar_and_shape(res)
    if src_scalar is not res_scalar:
        return f"expects result and operand with same underlying scalar type: '{_t(res)}'"
    if src_shape != res_shape:
        return f"expects concatenated result and operand shapes to be equal: '{_t(res)}'"
    return None
