"""Named verifiers of the tensor dialect (``Tensor...``): casts and bitcasts, concat, empty
and splat, extract/insert and their slices (against the inferred result type and the
source's bounds), pad, reshape, expand/collapse_shape, gather/scatter and generate, with
the messages of MLIR's hand-written C++ verifiers. The rules tensor shares with memref
(slices, reassociations, reshape) are in ``irdl.checks.shaped``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.checks.shaped import (
    DYN,
    cast_error,
    element_of,
    i64_values,
    in_bounds,
    is_kind,
    offset_size_stride,
    product,
    rank_reduction_mask,
    reassociation,
    shape_of,
    type_text,
    verify_reshape,
)
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("tensor")


def _tensor_type(shape: tuple[int, ...], like: Attribute) -> Attribute:
    """A ranked tensor of ``shape`` with the element type and encoding of ``like``."""
    from core.attributes import get

    encoding = like.params[2] if is_kind(like, "tensor") else None
    return get(B.T["tensor"], (tuple(shape), element_of(like), encoding))


def tensor_cast_compatible(a: Attribute, b: Attribute) -> bool:
    from irdl.checks.shapes import compatible_shapes

    return element_of(a) is element_of(b) and compatible_shapes([a, b])


def _tensor_cast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not tensor_cast_compatible(op.operands[0].type, op.results[0].type):
        return cast_error(diags, op)
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
    from irdl.checks.shapes import compatible_shapes

    a, b = op.operands[0].type, op.results[0].type
    wa, wb = _bit_width(element_of(a)), _bit_width(element_of(b))
    if not compatible_shapes([a, b]) or (wa is not None and wb is not None and wa != wb):
        return cast_error(diags, op)
    return True


def _tensor_concat(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Inputs of the result's rank and element type, sizes that agree off the concatenated
    dimension, and a result whose static sizes are the inferred ones."""
    if not op.operands:
        return fail(diags, op, "requires at least one input", True)
    res = op.results[0].type
    rank = len(shape_of(res))
    types = [v.type for v in op.operands]
    if any(len(shape_of(t)) != rank for t in types):
        return fail(diags, op, "rank of concatenated inputs must match result rank", True)
    if any(element_of(t) is not element_of(res) for t in types):
        return fail(diags, op, "inputs and result element type must match", True)
    d = inherent(op, "dim")
    dim = d.params[1] if d is not None and d.defn is B.A["integer"] else 0
    if dim >= rank:
        return fail(diags, op, "concatenation dim must be less than the tensor rank", True)
    sizes = []
    for i in range(rank):
        if i == dim:
            total = 0
            for t in types:
                total = DYN if DYN in (total, shape_of(t)[i]) else total + shape_of(t)[i]
            sizes.append(total)
            continue
        size = DYN
        for t in types:
            s = shape_of(t)[i]
            if s == DYN:
                continue
            if size != DYN and size != s:
                return fail(
                    diags,
                    op,
                    f"static concatenation size mismatch along non-concatenated dimension {i}",
                    True,
                )
            size = s
        sizes.append(size)
    from core.attributes import get

    inferred = get(B.T["tensor"], (tuple(sizes), element_of(types[0]), None))
    for want, got in zip(sizes, shape_of(res)):
        if DYN not in (want, got) and want != got:
            return fail(
                diags,
                op,
                f"result type '{type_text(res)}'does not match inferred shape "
                f"'{type_text(inferred)}' static sizes",
                True,
            )
    return True


def _dynamic_sizes(values: int, t: Attribute) -> str | None:
    dynamic = sum(d == DYN for d in shape_of(t))
    if values != dynamic:
        return f"incorrect number of dynamic sizes, has {values}, expected {dynamic}"
    return None


def _tensor_empty(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    problem = _dynamic_sizes(len(op.operands), op.results[0].type)
    return fail(diags, op, problem, True) if problem else True


def _tensor_splat(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    problem = _dynamic_sizes(len(op.operands) - 1, op.results[0].type)
    return fail(diags, op, problem, True) if problem else True


def _tensor_extract(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = op.operands[0].type
    if is_kind(t, "tensor") and len(shape_of(t)) != len(op.operands) - 1:
        return fail(diags, op, "incorrect number of indices for extract_element", True)
    return True


def _tensor_insert(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = op.operands[1].type
    if is_kind(t, "tensor") and len(shape_of(t)) != len(op.operands) - 2:
        return fail(diags, op, "incorrect number of indices", True)
    return True


def _tensor_generate(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    problem = _dynamic_sizes(len(op.operands), op.results[0].type)
    return fail(diags, op, problem, True) if problem else True


def _tensor_generate_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    res = op.results[0].type
    if not op.regions or not op.regions[0].blocks:
        return True
    block = op.regions[0].blocks[0]
    if any(a.type is not B.INDEX for a in block.args):
        return fail(diags, op, "all body arguments must be index", False)
    if len(block.args) != len(shape_of(res)):
        return fail(diags, op, "must have one body argument per input dimension", False)
    term = block.ops[-1] if block.ops else None
    if term is not None and term.operands and term.operands[0].type is not element_of(res):
        return fail(
            diags,
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
            True,
        )
    return True


def slice_problem(expected: Attribute, candidate: Attribute) -> str | None:
    """MLIR's isRankReducedType and produceSliceErrorMsg."""
    if expected is candidate:
        return None
    a, b = shape_of(expected), shape_of(candidate)
    if len(b) > len(a):
        return "expected rank to be smaller or equal to the other rank. "
    if not rank_reduction_mask(a, b):
        return (
            f"expected type to be '{type_text(expected)}' or a rank-reduced version. "
            "(size mismatch) "
        )
    if element_of(expected) is not element_of(candidate):
        return f"expected element type to be '{type_text(element_of(expected) or expected)}'"
    return None


def _tensor_slice(
    op: Operation, diags: list[Diagnostic], ctx: Any, whole: Attribute, part: Attribute
) -> bool:
    """tensor.extract_slice and tensor.insert_slice: ``part`` is the slice of ``whole``
    that the offsets, sizes and strides describe."""
    if not is_kind(whole, "tensor") or not is_kind(part, "tensor"):
        return True
    if not offset_size_stride(op, diags, ctx, len(shape_of(whole))):
        return False
    expected = _tensor_type(tuple(i64_values(inherent(op, "static_sizes"))), whole)
    problem = slice_problem(expected, part)
    if problem is not None:
        return fail(diags, op, problem, False)
    return in_bounds(op, diags, shape_of(whole))


def _tensor_extract_slice(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _tensor_slice(op, diags, ctx, op.operands[0].type, op.results[0].type)


def _tensor_insert_slice(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _tensor_slice(op, diags, ctx, op.operands[1].type, op.operands[0].type)


def _tensor_pad(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src, res = op.operands[0].type, op.results[0].type
    low, high = i64_values(inherent(op, "static_low")), i64_values(inherent(op, "static_high"))
    shape = shape_of(src)
    if len(low) != len(shape) or len(high) != len(shape):
        return fail(
            diags,
            op,
            f"failed to infer expectedType from sourceType '{type_text(src)}', "
            f"specified resultType is '{type_text(res)}'",
            False,
        )
    sizes = tuple(DYN if DYN in (d, lo, hi) else d + lo + hi for d, lo, hi in zip(shape, low, high))
    expected = _tensor_type(sizes, src)
    mismatch = len(shape_of(res)) != len(sizes) or any(
        got != want and want != DYN for got, want in zip(shape_of(res), sizes)
    )
    if mismatch:
        return fail(
            diags,
            op,
            f"specified type '{type_text(res)}' does not match the inferred type "
            f"'{type_text(expected)}'",
            False,
        )
    return True


def _tensor_pad_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    res = op.results[0].type
    if not op.regions or not op.regions[0].blocks:
        return True
    block = op.regions[0].blocks[0]
    rank = len(shape_of(res))
    if len(block.args) != rank:
        return fail(diags, op, f"expected the block to have {rank} arguments", False)
    for i, a in enumerate(block.args):
        if a.type is not B.INDEX:
            return fail(diags, op, f"expected block argument {i + 1} to be an index", True)
    term = block.ops[-1] if block.ops else None
    if term is not None and term.operands and term.operands[0].type is not element_of(res):
        return fail(diags, op, "expected yield type to match shape element type", True)
    return True


def _tensor_reshape_like(op: Operation, diags: list[Diagnostic], expand: bool) -> bool:
    """MLIR's reshapeLikeShapesAreCompatible for tensors (static sizes of the collapsed
    type), after the output-shape checks of expand_shape."""
    src, res = op.operands[0].type, op.results[0].type
    if not is_kind(src, "tensor") or not is_kind(res, "tensor"):
        return True
    expanded, collapsed = (res, src) if expand else (src, res)
    if expand:
        static = i64_values(inherent(op, "static_output_shape"))
        r = len(shape_of(res))
        if len(static) != r:
            return fail(
                diags,
                op,
                f"expected number of static shape dims to be equal to the "
                f"output rank ({r}) but found {len(static)} inputs instead",
                True,
            )
        dynamic = sum(x == DYN for x in static)
        if len(op.operands) - 1 != dynamic:
            return fail(
                diags,
                op,
                "mismatch in dynamic dims in output_shape and "
                f"static_output_shape: static_output_shape has {dynamic} dynamic dims "
                f"while output_shape has {len(op.operands) - 1} values",
                True,
            )
    es, cs = shape_of(expanded), shape_of(collapsed)
    if len(es) < len(cs):
        return fail(
            diags,
            op,
            f"expected the expanded type, {type_text(expanded)} to have a higher (or "
            f"same) rank than the collapsed type, {type_text(collapsed)}.",
            True,
        )
    groups = reassociation(op)
    if len(cs) != len(groups) and cs:
        return fail(
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
                return fail(
                    diags,
                    op,
                    f"expected dimension {i} of collapsed type to be dynamic "
                    "since one or more of the corresponding dimensions in the expanded "
                    "type is dynamic",
                    True,
                )
        elif i < len(cs) and cs[i] != product(tuple(dims)):
            return fail(
                diags,
                op,
                f"expected dimension {i} of collapsed type to be static value "
                f"of {product(tuple(dims))}",
                True,
            )
    return True


def _tensor_gather_scatter(op: Operation, diags: list[Diagnostic], gather: bool) -> bool:
    word, whose = ("gather", "source") if gather else ("scatter", "dest")
    base = op.operands[0].type if gather else op.operands[1].type
    indices = op.operands[1].type if gather else op.operands[2].type
    value = op.results[0].type if gather else op.operands[0].type
    dims = i64_values(inherent(op, f"{word}_dims"))
    rank = len(shape_of(base))
    ishape = shape_of(indices)
    if not dims:
        return fail(diags, op, f"{word}_dims must be non-empty", True)
    if len(dims) > rank:
        return fail(diags, op, f"{word}_dims overflow {whose} rank", True)
    if not ishape or ishape[-1] != len(dims):
        return fail(
            diags, op, f"{word}_dims length must match the size of last dimension of indices", True
        )
    for d in dims:
        if d < 0:
            return fail(diags, op, f"{word}_dims value must be non-negative", True)
        if d >= rank:
            return fail(diags, op, f"{word}_dims value must be smaller than {whose} rank", True)
    if any(a >= b for a, b in zip(dims, dims[1:])):
        return fail(diags, op, f"{word}_dims values must be strictly increasing", True)
    if not gather and inherent(op, "unique") is None:
        return fail(diags, op, "requires 'unique' attribute to be set", True)
    full = list(ishape[:-1])
    reduced = list(ishape[:-1])
    for i, d in enumerate(shape_of(base)):
        if i in dims:
            full.append(1)
        else:
            full.append(d)
            reduced.append(d)
    want, want_reduced = _tensor_type(tuple(full), base), _tensor_type(tuple(reduced), base)
    if value is not want and value is not want_reduced:
        what = "result" if gather else "source"
        return fail(
            diags,
            op,
            f"{what} type mismatch: expected '{type_text(want)}' or its rank-reduced "
            f"variant '{type_text(want_reduced)}' (got: '{type_text(value)}')",
            True,
        )
    return True


def _tensor_reshape(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src, res = op.operands[0].type, op.results[0].type
    if element_of(src) is not element_of(res):
        return fail(
            diags,
            op,
            "element types of source and destination tensor types should be the same",
            True,
        )
    if is_kind(res, "tensor") and is_kind(src, "tensor"):
        ss, rs = shape_of(src), shape_of(res)
        if DYN not in ss and DYN not in rs and product(ss) != product(rs):
            return fail(
                diags,
                op,
                "source and destination tensor should have the same number of elements",
                True,
            )
    return verify_reshape(op, diags, ctx)


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
    ("TensorReshape", _tensor_reshape),
    ("TensorExpandShape", lambda op, d, c: _tensor_reshape_like(op, d, True)),
    ("TensorCollapseShape", lambda op, d, c: _tensor_reshape_like(op, d, False)),
    ("TensorGather", lambda op, d, c: _tensor_gather_scatter(op, d, True)),
    ("TensorScatter", lambda op, d, c: _tensor_gather_scatter(op, d, False)),
):
    plugin.verifier(_name, _check)


plugin.verifier("TensorGenerate", _tensor_generate, verify_regions=_tensor_generate_regions)


plugin.verifier("TensorPad", _tensor_pad, verify_regions=_tensor_pad_regions)
