"""The checks linalg's C++ makes: the structured-op rules (DestinationStyleOpInterface,
the indexing maps against the operands and the loops, the payload region), the ops' own
verifiers (yield, index, fill), and the indexing maps named ops that compute them keep as
``linalg.memoized_indexing_maps`` once asked for them (as MLIR's verifier asks).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.affine import AffineDimExpr, AffineMap
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from dialects_irdl.linalg.body import payload_kind
from dialects_irdl.linalg.conv_maps import conv_layouts, conv_maps
from dialects_irdl.linalg.directives import _segments
from irdl.checks.shaped import type_text
from irdl.checks.shapes import element_type_or_self
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("linalg")

DYN = B.DYNAMIC
MEMO = "linalg.memoized_indexing_maps"

# The maps of the named ops that keep theirs in MEMO (d-dims by loop, inputs then init).
MEMO_MAPS = {
    "matvec": "(d0, d1) -> (d0, d1); (d0, d1) -> (d1); (d0, d1) -> (d0)",
    "vecmat": "(d0, d1) -> (d1); (d0, d1) -> (d1, d0); (d0, d1) -> (d0)",
    "batch_matvec": "(d0, d1, d2) -> (d0, d1, d2); (d0, d1, d2) -> (d0, d2); "
    "(d0, d1, d2) -> (d0, d1)",
    "batch_vecmat": "(d0, d1, d2) -> (d0, d2); (d0, d1, d2) -> (d0, d2, d1); "
    "(d0, d1, d2) -> (d0, d1)",
    "dot": "(d0) -> (d0); (d0) -> (d0); (d0) -> ()",
    "mmt4d": "(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5); "
    "(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5); (d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)",
    "batch_mmt4d": "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6); "
    "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6); "
    "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)",
    "quantized_matmul": "(d0, d1, d2) -> (d0, d2); (d0, d1, d2) -> (d2, d1); "
    "(d0, d1, d2) -> (); (d0, d1, d2) -> (); (d0, d1, d2) -> (d0, d1)",
    "quantized_batch_matmul": "(d0, d1, d2, d3) -> (d0, d1, d3); "
    "(d0, d1, d2, d3) -> (d0, d3, d2); (d0, d1, d2, d3) -> (); (d0, d1, d2, d3) -> (); "
    "(d0, d1, d2, d3) -> (d0, d1, d2)",
    "fill_rng_2d": "(d0, d1) -> (); (d0, d1) -> (); (d0, d1) -> (); (d0, d1) -> (d0, d1)",
}
# ops that are LinalgOp (linalg.yield and linalg.index need one as parent)
_NOT_STRUCTURED = {"yield", "index", "softmax", "pack", "unpack", "winograd_filter_transform",
                   "winograd_input_transform", "winograd_output_transform"}  # fmt: skip


def is_structured(op: Operation | None) -> bool:
    if op is None or not op.name.startswith("linalg."):
        return False
    return op.name.split(".", 1)[1] not in _NOT_STRUCTURED


# --- operands ---------------------------------------------------------------------------------


def split_operands(op: Operation) -> tuple[list[Any], list[Any]]:
    """The inputs and the inits (DPS) of a structured op."""
    ops = list(op.operands)
    short = op.name.split(".", 1)[1]
    if short == "reduce":
        n = len(ops) // 2
        return ops[:n], ops[n:]
    if short in ("map", "transpose", "broadcast"):
        return ops[:-1], ops[-1:]
    seg = _segments(op)
    n_in = seg[0] if len(seg) == 2 else 0
    return ops[:n_in], ops[n_in:]


def _shape(t: Attribute) -> tuple[int, ...] | None:
    if t.defn in (B.T["memref"], B.T["tensor"], B.T["vector"]):
        return tuple(t.params[0])
    if t.defn in (B.T["unranked_memref"], B.T["unranked_tensor"]):
        return None
    return ()  # a scalar


def _is_tensor(t: Attribute) -> bool:
    return t.defn in (B.T["tensor"], B.T["unranked_tensor"])


def _is_memref(t: Attribute) -> bool:
    return t.defn in (B.T["memref"], B.T["unranked_memref"])


# --- indexing maps ----------------------------------------------------------------------------


def _i64s(a: Attribute | None, n: int) -> list[int]:
    """A strides/dilations attribute (dense integer elements) as n integers, 1 by default."""
    if a is None or a.defn is not B.A["dense_int_or_fp_elements"]:
        return [1] * n
    _, splat, values = a.params[:3]
    vals = [int(v) for v in values]
    if splat and vals:
        vals = vals * n
    return vals[:n] + [1] * (n - len(vals))


def memo_maps(op: Operation, ctx: Any) -> Attribute | None:
    """The maps a named op keeps in MEMO (its definition's, with its strides and
    dilations), or None for an op that keeps none."""
    short = op.name.split(".", 1)[1]
    texts = MEMO_MAPS[short].split(";") if short in MEMO_MAPS else None
    layouts = conv_layouts(short)
    if texts is None and layouts is not None:
        rank = sum(ch in "dhw" for ch in layouts[0])
        strides = _i64s(inherent(op, "strides"), rank)
        dilations = _i64s(inherent(op, "dilations"), rank)
        texts = conv_maps(short, strides, dilations)
    if texts is None:
        return None
    key = tuple(texts)
    maps = _MEMO_CACHE.get(key)
    if maps is None:  # builtin attributes: the same in every context
        maps = B.array_attr(tuple(ctx.parse_attribute(f"affine_map<{t.strip()}>") for t in texts))
        _MEMO_CACHE[key] = maps
    return maps


_MEMO_CACHE: dict[tuple[str, ...], Attribute] = {}


def indexing_maps(op: Operation, ctx: Any) -> list[AffineMap] | None:
    """The op's indexing maps, one per operand, or None when they cannot be told."""
    a = inherent(op, "indexing_maps")
    if a is None:
        a = op.attributes.get(MEMO)
    if a is not None:
        if a.defn is not B.A["array"]:
            return None
        return [m.params[0] for m in a.params[0] if m.defn is B.A["affine_map"]]
    short = op.name.split(".", 1)[1]
    ins, inits = split_operands(op)
    memo = memo_maps(op, ctx)
    if memo is not None:
        return [m.params[0] for m in memo.params[0]]
    kind = payload_kind(op.name)
    shapes = [_shape(v.type) for v in op.operands]
    if any(s is None for s in shapes) or not inits:
        return None
    if kind is not None and kind[0] in ("copy", "unary", "binary", "select"):
        n = len(shapes[-1] or ())
        ident = AffineMap.get(n, 0, tuple(_dims(n)))
        scalar = AffineMap.get(n, 0, ())
        return [scalar if not s else ident for s in shapes]
    if short == "map":
        n = len(shapes[-1] or ())
        return [AffineMap.get(n, 0, tuple(_dims(n)))] * len(shapes)
    if short == "transpose":
        perm = _dense_i64(inherent(op, "permutation"))
        n = len(perm)
        if sorted(perm) != list(range(n)):
            return None
        inverse = [0] * n  # init dim i is input dim perm[i]: the loops follow the init
        for i, p in enumerate(perm):
            inverse[p] = i
        dims = _dims(n)
        return [AffineMap.get(n, 0, tuple(dims[i] for i in inverse)),
                AffineMap.get(n, 0, tuple(dims))]  # fmt: skip
    if short == "broadcast":
        added = set(_dense_i64(inherent(op, "dimensions")))
        n = len(shapes[-1] or ())
        dims = _dims(n)
        return [AffineMap.get(n, 0, tuple(d for i, d in enumerate(dims) if i not in added)),
                AffineMap.get(n, 0, tuple(dims))]  # fmt: skip
    if short == "reduce":
        reduced = set(_dense_i64(inherent(op, "dimensions")))
        n = len(shapes[0] or ())
        dims = _dims(n)
        kept = tuple(d for i, d in enumerate(dims) if i not in reduced)
        full = AffineMap.get(n, 0, tuple(dims))
        return [full] * len(ins) + [AffineMap.get(n, 0, kept)] * len(inits)
    return None


def _dims(n: int) -> list[Any]:
    from core.affine import dim

    return [dim(i) for i in range(n)]


def _dense_i64(a: Attribute | None) -> list[int]:
    return [int(x) for x in a.params[1]] if a is not None and a.defn is B.A["dense_array"] else []


def _num_loops(op: Operation, maps: list[AffineMap]) -> int:
    its = inherent(op, "iterator_types")
    if op.name == "linalg.generic" and its is not None and its.defn is B.A["array"]:
        return len(its.params[0])
    return maps[0].num_dims if maps else 0


# --- the structured-op checks -----------------------------------------------------------------


def verify_structured(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Every check of a structured op, in MLIR's order."""
    return verify_dps(op, diags, ctx) and verify_linalg(op, diags, ctx)


def verify_dps(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """DestinationStyleOpInterface: inits are tensors or memrefs, one result per tensor."""
    ins, inits = split_operands(op)
    n_in = len(ins)
    # DestinationStyleOpInterface
    tensors = []
    for i, v in enumerate(inits):
        t = v.type
        if _is_tensor(t):
            tensors.append((n_in + i, v))
        elif not _is_memref(t):
            return fail(diags, op, f"expected that operand #{n_in + i} is a tensor or a memref")
    n_results = sum(_is_tensor(r.type) for r in op.results)
    if n_results != len(tensors):
        message = (f"expected the number of tensor results ({n_results}) to be equal to the "
                   f"number of output tensors ({len(tensors)})")  # fmt: skip
        return fail(diags, op, message)
    for (k, v), r in zip(tensors, op.results):
        if r.type != v.type:
            message = (f"expected type of operand #{k} ('{type_text(v.type)}') to match type "
                       f"of corresponding result ('{type_text(r.type)}')")  # fmt: skip
            return fail(diags, op, message)
    return True


def verify_linalg(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """LinalgOp, which MLIR checks once the payload is verified: the indexing maps against
    the loops and the operands, static sizes, and the payload's arguments."""
    types = [v.type for v in op.operands]
    if op.operands and not (all(map(_is_tensor_or_scalar, types)) or
                            all(map(_is_memref_or_scalar, types))):  # fmt: skip
        return fail(diags, op, "expected to have pure tensor or buffer semantics")
    maps = indexing_maps(op, ctx)
    if maps is None:
        return _verify_region(op, diags)
    if MEMO not in op.attributes and inherent(op, "indexing_maps") is None:
        memo = memo_maps(op, ctx)
        if memo is not None:  # as the op's getIndexingMaps keeps them once asked
            op.attributes = {**op.attributes, MEMO: memo}
    if len(maps) != len(op.operands):
        message = (f"expected the number of indexing_map ({len(maps)}) to be equal to the "
                   f"number of input/output operands ({len(op.operands)})")  # fmt: skip
        return fail(diags, op, message)
    loops = _num_loops(op, maps)
    ranges = _loop_ranges(op, maps)
    if ranges is None:
        n = max((m.num_dims for m in maps), default=0)
        syms = max((m.num_symbols for m in maps), default=0)
        whole = AffineMap.get(n, syms, tuple(e for m in maps for e in m.results))
        return fail(diags, op, f"invalid indexing maps are non-invertible: ({whole})")
    for i, (m, v) in enumerate(zip(maps, op.operands)):
        if m.num_symbols:
            return fail(diags, op, f"unexpected symbols in indexing_map #{i}")
        if m.num_dims != loops:
            return fail(diags, op, f"expected indexing_map #{i} to have {loops} dim(s) to "
                                   "match the number of loops")  # fmt: skip
        rank = len(_shape(v.type) or ())
        if len(m.results) != rank:
            return fail(diags, op, f"expected operand #{i} rank ({rank}) to match the result "
                                   f"rank of indexing_map ({len(m.results)})")  # fmt: skip
    if not _check_static_shapes(op, diags, maps, ranges):
        return False
    return _verify_region(op, diags)


def _is_tensor_or_scalar(t: Attribute) -> bool:
    return _is_tensor(t) or not (_is_memref(t) or t.defn is B.T["vector"])


def _is_memref_or_scalar(t: Attribute) -> bool:
    return _is_memref(t) or not (_is_tensor(t) or t.defn is B.T["vector"])


def _loop_ranges(op: Operation, maps: list[AffineMap]) -> list[int] | None:
    """Each loop's size: the first operand dimension its map sends the loop to alone (the
    inverse of the concatenated maps), or None when a loop is sent to no dimension."""
    loops = max((m.num_dims for m in maps), default=0)
    sizes: list[int | None] = [None] * loops
    for m, v in zip(maps, op.operands):
        shape = _shape(v.type) or ()
        for e, size in zip(m.results, shape):
            if isinstance(e, AffineDimExpr) and e.position < loops and sizes[e.position] is None:
                sizes[e.position] = size
    if any(s is None for s in sizes):
        return None
    return [int(s) for s in sizes if s is not None]


def _check_static_shapes(
    op: Operation, diags: list[Diagnostic], maps: list[AffineMap], ranges: list[int]
) -> bool:
    if any(r == DYN for r in ranges):
        return True
    start = [0] * len(ranges)
    end = [r - 1 for r in ranges]
    for k, (m, v) in enumerate(zip(maps, op.operands)):
        shape = _shape(v.type) or ()
        for d, (e, size) in enumerate(zip(m.results, shape)):
            if size == DYN or size == 0:
                continue
            lo, hi = e.evaluate(start), e.evaluate(end)
            if lo is None or hi is None:
                continue
            if min(lo, hi) < 0:
                return fail(diags, op, f"unexpected result less than 0 at expression #{d} in {m}")
            inferred = max(lo, hi) + 1
            if isinstance(e, AffineDimExpr):
                if inferred != size:
                    message = (f"inferred input/output operand #{k} has shape's dimension "
                               f"#{d} to be {inferred}, but found {size}")  # fmt: skip
                    return fail(diags, op, message)
            elif inferred > size:
                return fail(diags, op, f"inferred input/output operand #{k} has shape's dimension "
                                       f"#{d} to be greater than or equal to {inferred}, but "
                                       f"found {size}")  # fmt: skip
    return True


def _verify_region(op: Operation, diags: list[Diagnostic]) -> bool:
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return fail(diags, op, "expects to have 1 region with 1 block")
    block = op.regions[0].blocks[0]
    if len(block.args) != len(op.operands):
        return fail(diags, op, "expected as many non-induction variable region arguments as "
                               "the number of input/output operands")  # fmt: skip
    for i, (v, arg) in enumerate(zip(op.operands, block.args)):
        elem = element_type_or_self(v.type) if v.type.defn in (B.T["memref"], B.T["tensor"]) \
            else v.type  # fmt: skip
        if elem != arg.type:
            return fail(diags, op, f"expected type of bb argument #{i} ('{type_text(arg.type)}') "
                                   "to match element or self type of the corresponding operand "
                                   f"('{type_text(elem)}')")  # fmt: skip
    return True


# --- linalg.yield and linalg.index ------------------------------------------------------------


# structured ops whose IRDL names a verifier (the others are checked from their yield)
_OWN_VERIFIER = {"matmul", "batch_matmul", "batch_reduce_matmul", "map", "reduce",
                 "transpose", "broadcast", "contract"}  # fmt: skip


def verify_yield(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    parent = op.parent_op
    if parent is None or len(parent.regions) != 1 or not parent.regions[0].blocks:
        return fail(diags, op, "expected single non-empty parent region")
    if not is_structured(parent):
        return fail(diags, op, "expected parent op with LinalgOp interface")
    _, inits = split_operands(parent)
    if len(op.operands) != len(inits):
        return fail(diags, op, f"expected number of yield values ({len(op.operands)}) to match "
                               "the number of inits / outs operands of the enclosing LinalgOp "
                               f"({len(inits)})")  # fmt: skip
    for i, (v, init) in enumerate(zip(op.operands, inits)):
        t = init.type
        elem = element_type_or_self(t) if t.defn in (B.T["memref"], B.T["tensor"]) else t
        if v.type != elem:
            return fail(diags, op, f"type of yield operand {i + 1} ('{type_text(v.type)}') "
                                   "doesn't match the element type of the enclosing "
                                   f"linalg.generic op ('{type_text(elem)}')")  # fmt: skip
    # The interfaces' checks of a structured op the IRDL gives no verifier (LinalgOp and
    # DestinationStyleOpInterface are C++ interfaces the loader does not see), which MLIR
    # makes once the payload is verified: here, on the parent, once (it has one yield).
    if parent.name.split(".", 1)[1] not in _OWN_VERIFIER:
        if not verify_dps(parent, diags, ctx):
            return False
        if parent.name == "linalg.fill" and not _verify_fill(parent, diags):
            return False
        return verify_linalg(parent, diags, ctx)
    return True


def _verify_fill(op: Operation, diags: list[Diagnostic]) -> bool:
    ins, inits = split_operands(op)
    if ins and inits:
        value, out = ins[0].type, element_type_or_self(inits[0].type)
        if value != out:
            return fail(diags, op, f"expected fill value type ('{type_text(value)}') to match "
                                   f"output element type ('{type_text(out)}')")  # fmt: skip
    return True


def verify_index(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    parent = op.parent_op
    if not is_structured(parent):
        return fail(diags, op, "expected parent op with LinalgOp interface")
    assert parent is not None
    maps = indexing_maps(parent, ctx)
    loops = _num_loops(parent, maps or [])
    d = inherent(op, "dim")
    dim = int(d.params[1]) if d is not None and d.defn is B.A["integer"] else 0
    if loops <= dim:
        return fail(diags, op, f"expected dim ({dim}) to be lower than the number of loops "
                               f"({loops}) of the enclosing LinalgOp")  # fmt: skip
    return True


# --- the ops' own verifiers -------------------------------------------------------------------


def _ints(values: Any) -> str:
    return ", ".join(str(int(v)) for v in values)


def verify_map(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not verify_dps(op, diags, ctx):
        return False
    ins, inits = split_operands(op)
    block = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    args = list(block.args) if block is not None else []
    if len(op.operands) != len(args):
        return fail(diags, op, "expects number of operands to match the arity of mapper, but "
                               f"got: {len(op.operands)} and {len(args)}")  # fmt: skip
    for arg, v in zip(args, ins):
        elem = element_type_or_self(v.type)
        if arg.type != elem:
            return fail(diags, op, f"expected element type of input '{type_text(elem)}' to "
                                   f"match bbArg type '{type_text(arg.type)}'")  # fmt: skip
    out_shape = _shape(inits[0].type) if inits else ()
    for v in ins:
        shape = _shape(v.type)
        if shape != out_shape:
            return fail(diags, op, f"expected shape of input ({_ints(shape or ())}) to match "
                                   f"shape of output ({_ints(out_shape or ())})")  # fmt: skip
    return True


def verify_reduce(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    dims = _dense_i64(inherent(op, "dimensions"))
    if any(a >= b for a, b in zip(dims, dims[1:])):  # ODS's constraint, a C++ predicate
        return fail(diags, op, "attribute 'dimensions' failed to satisfy constraint: i64 dense "
                               "array attribute should be in increasing order")  # fmt: skip
    if not verify_dps(op, diags, ctx):
        return False
    ins, inits = split_operands(op)
    if not ins or not inits:
        return True
    for i in range(1, len(ins)):
        if _shape(ins[i].type) != _shape(ins[0].type):
            message = (f"expects all inputs to have the same shapes. Shape at input-index {i} "
                       "is not equal to the shape at input-index 0.")  # fmt: skip
            return fail(diags, op, message)
    for i in range(1, len(inits)):
        if _shape(inits[i].type) != _shape(inits[0].type):
            return fail(diags, op, "expects all outputs to have the same shapes. Shape at "
                                   f"output-index {i} is not equal to the shape at output-index "
                                   "0.")  # fmt: skip
    in_shape = _shape(ins[0].type) or ()
    init_shape = _shape(inits[0].type) or ()
    reduced = set()
    for d in _dense_i64(inherent(op, "dimensions")):
        if d < 0 or d >= len(in_shape):
            return fail(diags, op, "dimensions for reduction should be in the range [0, "
                                   f"{len(in_shape) - 1}].")  # fmt: skip
        reduced.add(d)
    kept = [s for i, s in enumerate(in_shape) if i not in reduced]
    if len(kept) != len(init_shape):
        return fail(diags, op, f"number of dimensions after reduction {len(kept)} doesn't match "
                               f"the init rank {len(init_shape)}")  # fmt: skip
    if tuple(kept) != tuple(init_shape):
        return fail(diags, op, f"init dimensions [{_ints(init_shape)}] doesn't match input "
                               f"dimensions after reduction [{_ints(kept)}]")  # fmt: skip
    block = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    args = list(block.args) if block is not None else []
    if len(args) != len(op.operands):
        return fail(diags, op, "mismatching number of operands and block arguments")
    for v, arg in zip(ins, args):
        elem = element_type_or_self(v.type)
        if elem != arg.type:
            return _block_arg_mismatch(op, diags, "input", elem, arg.type)
    for v, arg in zip(inits, args[len(args) - len(inits) :]):
        elem = element_type_or_self(v.type)
        if elem != arg.type:
            return _block_arg_mismatch(op, diags, "output", elem, arg.type)
    return True


def _block_arg_mismatch(
    op: Operation, diags: list[Diagnostic], what: str, elem: Attribute, arg: Attribute
) -> bool:
    return fail(diags, op, f"{what} element type '{type_text(elem)}' does not match "
                           f"corresponding block argument type '{type_text(arg)}'")  # fmt: skip


def verify_transpose(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not verify_dps(op, diags, ctx):
        return False
    perm = _dense_i64(inherent(op, "permutation"))
    if sorted(perm) != list(range(len(perm))):
        return fail(diags, op, "permutation is not valid")
    in_shape = _shape(op.operands[0].type) or ()
    init_shape = _shape(op.operands[1].type) or ()
    rank = len(in_shape)
    if rank != len(init_shape):
        return fail(diags, op, f"input rank {rank} does not match init rank {len(init_shape)}")
    if rank != len(perm):
        return fail(diags, op, f"size of permutation {len(perm)} does not match the argument "
                               f"rank {rank}")  # fmt: skip
    for i in range(rank):
        if in_shape[perm[i]] != init_shape[i]:
            message = (f"dim(result, {i}) = {init_shape[i]} doesn't match dim(input, "
                       f"permutation[{i}]) = {in_shape[perm[i]]}")  # fmt: skip
            return fail(diags, op, message)
    return True


def verify_broadcast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not verify_dps(op, diags, ctx):
        return False
    dims = _dense_i64(inherent(op, "dimensions"))
    in_shape = _shape(op.operands[0].type) or ()
    init_shape = _shape(op.operands[1].type) or ()
    if len(in_shape) + len(dims) != len(init_shape):
        return fail(diags, op, "input rank plus added dimensions does not match init rank. "
                               f"input rank: {len(in_shape)}, dimensions size: {len(dims)}, "
                               f"init rank: {len(init_shape)}")  # fmt: skip
    for i, d in enumerate(dims):
        if d < 0 or d >= len(init_shape):
            return fail(diags, op, f"dimension {i} is out of range. expected range: [0, "
                                   f"{len(init_shape) - 1}], got: {d}")  # fmt: skip
    kept = [d for d in range(len(init_shape)) if d not in dims]
    for i, d in enumerate(kept):
        if in_shape[i] != init_shape[d]:
            return fail(diags, op, f"input dim {i} should match init dim {d}. input: "
                                   f"{in_shape[i]}, init: {init_shape[d]}")  # fmt: skip
    return True


# --- matmul, batch_matmul, batch_reduce_matmul, contract: their indexing maps -------------------


def _user_maps(op: Operation, ctx: Any) -> tuple[list[AffineMap], list[AffineMap]] | None:
    """The maps an op was given and its defaults, when they differ."""
    from dialects_irdl.linalg.directives import default_maps

    given, default = inherent(op, "indexing_maps"), default_maps(ctx, op.name)
    if given is None or default is None or given == default or given.defn is not B.A["array"]:
        return None
    return [m.params[0] for m in given.params[0]], [m.params[0] for m in default.params[0]]


def _subset(m: AffineMap, of: AffineMap) -> bool:
    return set(m.results) <= set(of.results)


def verify_matmul(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    maps = _user_maps(op, ctx)
    if maps is not None:
        given, default = maps
        for m, d in list(zip(given, default))[:2]:  # the inputs' maps
            if not _subset(m, d):
                return fail(diags, op, "Unexpected dim expression in map result.")
            if len(m.results) < len(d.results) and [str(e) for e in m.results] != ["d2"]:
                return fail(diags, op, "Invalid broadcast requested, should be (d2).")
    return verify_dps(op, diags, ctx)


def verify_batch_matmul(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    maps = _user_maps(op, ctx)
    if maps is not None:
        given, default = maps
        if len(given) != 3:
            return fail(diags, op, "Indexing_map attribute must have 3 affine maps.")
        for index, (m, d) in enumerate(zip(given, default)):
            if index == 2:
                if len(m.results) != len(d.results):
                    return fail(diags, op, f"expects {len(d.results)} dims, but got "
                                           f"({len(m.results)}).")  # fmt: skip
                if m.results != d.results:
                    return fail(diags, op, "Invalid output map result dimension.")
                continue
            if not _subset(m, d):
                return fail(diags, op, "Unexpected result dim expression (outside the set of "
                                       "default result dims).")  # fmt: skip
            if len(m.results) < len(d.results):
                if d.results[-1 if index == 0 else 1] not in m.results:  # k is kept
                    return fail(diags, op, "Invalid broadcast requested.")
            elif m.results[0] != d.results[0]:
                return fail(diags, op, "Invalid batch dimension expression.")
    return verify_dps(op, diags, ctx)


def verify_contract(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    a = inherent(op, "indexing_maps")
    if a is not None and a.defn is B.A["array"] and a.params[0]:
        maps = [m.params[0] for m in a.params[0]]
        lhs, rhs, out = maps[0], maps[1 % len(maps)], maps[-1]
        for d in range(lhs.num_dims):
            used = [any(e.is_function_of_dim(d) for e in m.results) for m in (lhs, rhs, out)]
            if not (used[2] and (used[0] or used[1])) and not (used[0] and used[1]):
                message = (f"iteration space dim at index {d} is neither a contracting dim "
                           "nor of parallel iteration type")  # fmt: skip
                return fail(diags, op, message, prefix=False)
    return verify_dps(op, diags, ctx)


plugin.verifier("LinalgYield", verify_yield)
plugin.verifier("LinalgIndex", verify_index)
plugin.verifier("LinalgMap", verify_map, verify_regions=verify_linalg)
plugin.verifier("LinalgReduce", verify_reduce, verify_regions=verify_linalg)
plugin.verifier("LinalgTranspose", verify_transpose, verify_regions=verify_linalg)
plugin.verifier("LinalgBroadcast", verify_broadcast, verify_regions=verify_linalg)
plugin.verifier("LinalgMatmul", verify_matmul, verify_regions=verify_linalg)
plugin.verifier("LinalgBatchMatmul", verify_batch_matmul, verify_regions=verify_linalg)
plugin.verifier("LinalgBatchReduceMatmul", verify_batch_matmul, verify_regions=verify_linalg)
plugin.verifier("LinalgContract", verify_contract, verify_regions=verify_linalg)
