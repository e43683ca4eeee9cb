"""Hand-written checks of the Linalg transform extension (``transform.structured.*``), with
mlir-opt's messages.

- ``TransformBufferizeToAllocation``: a known ``memcpy_op`` and ``alloc_op``.
- ``TransformFuse``: the interchange a permutation of the tiled dimensions (no longer than
  the tile sizes, each value in range, none twice); one loop result per non-zero tile size
  (one in all with ``use_forall``).
- ``TransformInterchange``, ``TransformHoistPad``, ``TransformHoistPadBuildPackingLoopNest``:
  a permutation (``iterator_interchange``, ``transpose``).
- ``TransformMultiTileSizes``, ``TransformContinuousTileSizes``: results of one type.
- ``TransformPackGreedily``: ``matmul_inner_dims_order`` a permutation; a packed size and a
  padded-size multiple not both non-zero. ``TransformPackTranspose``: ``inner_perm`` and
  ``outer_perm`` permutations, one of them given.
- ``TransformPad``: 0/1 ``nofold_flags``, non-negative ``padding_dimensions``, one multiple
  per padded dimension, permutations in ``transpose_paddings``, a known ``copy_back_op``.
- ``TransformReplace``: one block holding one operation, without operands, isolated from
  above if it has regions.
- ``TransformSplit``: a static or a dynamic chunk size, not both.
- ``TransformTileUsingFor``: a scalable flag per size, a loop result per non-zero size.
  ``TransformTileUsingForall``: num_threads or tile_sizes, each given one way only.
  ``TransformVectorize``: a scalable flag per vector size.
- ``TransformMatchStructured``: one handle argument, matchers inside; its predicates
  (``.body``, ``.dim``, ``.input``, ``.init``, ``.result``) sit directly in it and apply to
  that argument (StructuredOpPredicateOpTrait), with consistent options and position lists.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import attr_to_str, op_loc
from core.verifier import op_diagnostic
from dialects_irdl.transform.handles import interfaces
from irdl.format.int_lists import array_values
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("transform")


def _dense(op: Operation, name: str) -> tuple[int, ...]:
    """The values of a dense array attribute (none when absent)."""
    return tuple(array_values(inherent(op, name)))


def _ints(a: Any) -> list[int]:
    """The values of an array of integer attributes."""
    if a is None or a.defn is not B.A["array"]:
        return []
    return [x.params[1] for x in a.params[0] if x.defn is B.A["integer"]]


def _string(op: Operation, name: str, default: str) -> str:
    a = inherent(op, name)
    return str(a.params[0]) if a is not None and a.defn is B.A["string"] else default


def _is_permutation(values: tuple[int, ...] | list[int]) -> bool:
    """Each of 0..n-1 once (C++'s is_permutation against seq(0, n))."""
    return sorted(values) == list(range(len(values)))


def _listed(values: tuple[int, ...] | list[int]) -> str:
    """An ArrayRef<int64_t> streamed into a diagnostic: ``1, 2``."""
    return ", ".join(str(v) for v in values)


def _bufferize_to_allocation(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    memcpy = _string(op, "memcpy_op", "bufferization.materialize_in_destination")
    if memcpy not in ("bufferization.materialize_in_destination", "memref.copy", "linalg.copy"):
        return fail(diags, op, "unsupported memcpy op")
    if _string(op, "alloc_op", "memref.alloc") not in ("memref.alloc", "memref.alloca"):
        return fail(diags, op, "unsupported alloc op")
    return True


def _fuse(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    sizes = _dense(op, "static_tile_sizes")
    interchange = _dense(op, "static_tile_interchange")
    dynamic = _segment(op, 2)
    if len(interchange) > len(sizes):
        if dynamic:  # C++ prints the dynamic values, which we do not reproduce
            return True
        return fail(diags, op, "interchange length exceeds iteration space dimensions "
                    f"({len(sizes)}), found ")  # fmt: skip
    seen: set[int] = set()
    for v in interchange:
        if v == B.DYNAMIC:
            continue
        if not 0 <= v < len(sizes):
            return fail(diags, op, f"expects interchange values to be in range [0, "
                        f"{len(sizes)}), found: {v}")  # fmt: skip
        if v in seen:
            return fail(diags, op, f"found duplicate interchange value: {v}")
        seen.add(v)
    expected = 1 if inherent(op, "use_forall") is not None else sum(1 for s in sizes if s != 0)
    if len(op.results) - 1 != expected:
        return fail(diags, op, f"expects {expected} loop results")
    return True


def _segment(op: Operation, index: int) -> int:
    """The number of operands of the group ``index`` (operandSegmentSizes)."""
    sizes = inherent(op, "operandSegmentSizes")
    values = array_values(sizes)
    return values[index] if index < len(values) else 0


def _permutation(attr: str, name: str | None = None) -> Any:
    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        values = _dense(op, attr)
        if not _is_permutation(values):
            return fail(diags, op, f"expects {name or attr} to be a permutation, found "
                        f"{_listed(values)}")  # fmt: skip
        return True

    return check


def _same_result_types(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len({id(r.type) for r in op.results[1:]} | {id(op.results[0].type)}) > 1:
        return fail(diags, op, "expects all results type to be the same")
    return True


def _pack_greedily(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    order = _dense(op, "matmul_inner_dims_order")
    if not _is_permutation(order):
        return fail(diags, op, '"matmul_inner_dims_order" is not a valid permutation')
    multiples = _dense(op, "matmul_padded_sizes_next_multiple_of")
    packed = _dense(op, "static_matmul_packed_sizes")
    for size, multiple in zip(packed, multiples):
        if multiple != 0 and size != 0:  # a dynamic size (kDynamic) is not known to be 0
            return fail(diags, op, "at most one of the packed_size and the "
                        "padded_sizes_next_multiple_of can be nonzero for the matmul "
                        "strategy")  # fmt: skip
    return True


def _pack_transpose(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    inner, outer = _dense(op, "inner_perm"), _dense(op, "outer_perm")
    if not _is_permutation(inner):
        return fail(diags, op, '"inner_perm" is not a valid permutation')
    if not _is_permutation(outer):
        return fail(diags, op, '"outer_perm" is not a valid permutation')
    if not inner and not outer:
        return fail(diags, op, ' at least one of "inner_perm" or "outer_perm" must be specified')
    return True


def _pad(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    flags = inherent(op, "nofold_flags")
    if any(v not in (0, 1) for v in _ints(flags)):
        return fail(diags, op, "expects nofold_flags to contain booleans (0/1), found "
                    f"{attr_to_str(flags)}")  # fmt: skip
    dims_attr = inherent(op, "padding_dimensions")
    dims = _ints(dims_attr)
    if any(v < 0 for v in dims):
        return fail(diags, op, "expects padding_dimensions to contain positive integers, "
                    f"found {attr_to_str(dims_attr)}")  # fmt: skip
    multiples = _dense(op, "static_pad_to_multiple_of")
    if multiples and len(multiples) != len(dims):
        return fail(diags, op, "expects as many multiples as padding_dimensions")
    transposes = inherent(op, "transpose_paddings")
    for t in transposes.params[0] if transposes is not None and transposes.params else ():
        if not _is_permutation(_ints(t)):
            return fail(diags, op, "expects transpose_paddings to be a permutation, found "
                        f"{attr_to_str(t)}")  # fmt: skip
    copy_back = _string(op, "copy_back_op", "bufferization.materialize_in_destination")
    if copy_back not in ("bufferization.materialize_in_destination", "linalg.copy", "none"):
        return fail(diags, op, "invalid copy_back_op")
    return True


def _replace(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    region = op.regions[0] if op.regions else None
    blocks = region.blocks if region is not None else []
    if len(blocks) > 1:
        return fail(diags, op, "expected one block")
    ops = blocks[0].ops if blocks else []
    if len(ops) != 1:
        return fail(diags, op, "expected one operation in block")
    replacement = ops[0]
    if replacement.operands:
        return fail(diags, replacement, "expected replacement without operands")
    info = ctx.op_info(replacement.name) if ctx is not None else None
    isolated = info is not None and info.isolated_from_above
    if not isolated and replacement.regions:
        return fail(diags, replacement, "expect op that is isolated from above")
    return True


def _split(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    static = inherent(op, "static_chunk_sizes")
    value = static.params[1] if static is not None and static.defn is B.A["integer"] else None
    has_static = value is not None and value != B.DYNAMIC
    has_dynamic = len(op.operands) > 1
    if has_static == has_dynamic:
        return fail(diags, op, "expects either a dynamic or a static split point to be "
                    "provided")  # fmt: skip
    return True


def _tile_using_for(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    sizes = _dense(op, "static_sizes")
    scalable = _dense(op, "scalable_sizes")
    if len(sizes) != len(scalable):
        return fail(diags, op, f"expected same number of sizes ({len(sizes)}) and scalable "
                    f"sizes ({len(scalable)})")  # fmt: skip
    loops = sum(1 for s in sizes if s != 0)
    if len(op.results) - 1 != loops:
        return fail(diags, op, f"expected number of loops to tile ({loops}) to match number "
                    f"of `loops` results ({len(op.results) - 1})")  # fmt: skip
    return True


def _tile_using_forall(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    threads = int(bool(_dense(op, "static_num_threads"))) + int(bool(_segment(op, 3)))
    if threads > 1:
        return fail(diags, op, "num_threads and packed_num_threads are mutually exclusive")
    tiles = int(bool(_dense(op, "static_tile_sizes"))) + int(bool(_segment(op, 4)))
    if tiles > 1:
        return fail(diags, op, "tile_sizes and packed_tile_sizes are mutually exclusive")
    if threads == 0 and tiles == 0:
        return fail(diags, op, "either (packed_)num_threads or (packed_)tile_sizes must be "
                    "specified")  # fmt: skip
    return True


def _vectorize(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    sizes, scalable = _dense(op, "static_vector_sizes"), _dense(op, "scalable_sizes")
    if len(sizes) != len(scalable):
        return fail(diags, op, f"expected same number of vector sizes ({len(sizes)}) and "
                    f"scalable sizes ({len(scalable)})")  # fmt: skip
    return True


plugin.verifier("TransformBufferizeToAllocation", _bufferize_to_allocation)
plugin.verifier("TransformFuse", _fuse)
plugin.verifier("TransformInterchange", _permutation("iterator_interchange"))
plugin.verifier("TransformHoistPad", _permutation("transpose"))
plugin.verifier("TransformHoistPadBuildPackingLoopNest", _permutation("transpose"))
plugin.verifier("TransformMultiTileSizes", _same_result_types)
plugin.verifier("TransformContinuousTileSizes", _same_result_types)
plugin.verifier("TransformPackGreedily", _pack_greedily)
plugin.verifier("TransformPackTranspose", _pack_transpose)
plugin.verifier("TransformPad", _pad)
plugin.verifier("TransformReplace", _replace)
plugin.verifier("TransformSplit", _split)
plugin.verifier("TransformTileUsingFor", _tile_using_for)
plugin.verifier("TransformTileUsingForall", _tile_using_forall)
plugin.verifier("TransformVectorize", _vectorize)


# --- match.structured and its predicates --------------------------------------------------

_HANDLES = frozenset(("!transform.any_op", "!transform.op", "!pdl.operation"))


def _is_handle(t: Any) -> bool:
    return str(getattr(t.defn, "key", "")) in _HANDLES


def _match_structured(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """One handle argument; the nested operations (but the terminator) are matchers."""
    block = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    if block is None or len(block.args) != 1:
        return fail(diags, op, "expected one body argument")
    if not _is_handle(block.args[0].type):
        return fail(diags, op, "expected body argument to implement TransformHandleTypeInterface")
    for o in block.ops[:-1]:
        if "MatchOpInterface" not in interfaces(o.name):
            d = op_diagnostic(op, "expects nested operations to implement MatchOpInterface")
            d.attach_note("offending operation", op_loc(o))
            diags.append(d)
            return False
    return True


def _predicate(op: Operation, diags: list[Diagnostic]) -> bool:
    """StructuredOpPredicateOpTrait: directly in a ``transform.match.structured``, applied to
    its block argument."""
    parent = op.parent_op
    if parent is None or parent.name != "transform.match.structured":
        return fail(diags, op, "expects parent op to be 'transform.match.structured'")
    block = parent.regions[0].blocks[0] if parent.regions and parent.regions[0].blocks else None
    if block is None or not block.args:
        return True  # the parent's verifier complains
    if not op.operands or op.operands[0] is not block.args[0]:
        return fail(diags, op, "expected predicate to apply to the surrounding structured op")
    return True


def _positions(op: Operation, diags: list[Diagnostic], name: str) -> bool:
    """A positional list: ``all``, or specific values (not both, not inverted ``all``),
    no value twice in a row."""
    values = _dense(op, name)
    every = inherent(op, "is_all") is not None
    if every and inherent(op, "is_inverted") is not None:
        return fail(diags, op, "cannot request both 'all' and 'inverted' values in the list")
    if every and values:
        return fail(diags, op, "cannot both request 'all' and specific values in the list")
    if not every and not values:
        return fail(diags, op, "must request specific values in the list if 'all' is not "
                    "specified")  # fmt: skip
    if any(a == b for a, b in zip(values, values[1:])):  # C++'s unique: neighbours only
        return fail(diags, op, "expected the listed values to be unique")
    return True


def _match_body(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _predicate(op, diags):
        return False
    names = ("reduction_position", "passthrough", "elementwise", "contraction")
    if sum(1 for n in names if inherent(op, n) is not None) > 1:
        return fail(diags, op, "only one of {" + ", ".join(f'"{n}"' for n in names) + "} is "
                    "allowed")  # fmt: skip
    contraction = inherent(op, "contraction")
    if contraction is not None and contraction.defn is B.A["array"]:
        if len(contraction.params[0]) != 2:
            return fail(diags, op, 'expects "contraction" to contain two elements')
    return True


def _match_dim(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _predicate(op, diags):
        return False
    if inherent(op, "parallel") is not None and inherent(op, "reduction") is not None:
        return fail(diags, op, "cannot request the same dimension to be both parallel and "
                    "reduction")  # fmt: skip
    return _positions(op, diags, "raw_dim_list")


def _match_operand(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """``match.structured.input`` and ``.init``."""
    if not _predicate(op, diags):
        return False
    if (
        inherent(op, "permutation") is not None
        and inherent(op, "projected_permutation") is not None
    ):
        return fail(diags, op, '"permutation" and "projected_permutation" are mutually '
                    "exclusive")  # fmt: skip
    if len(_dense(op, "raw_position_list")) > 1 and op.results:
        return fail(diags, op, "cannot bind multiple inputs/inits to the same value")
    return _positions(op, diags, "raw_position_list")


def _match_result(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _predicate(op, diags):
        return False
    any_, single = inherent(op, "any") is not None, inherent(op, "single") is not None
    handle = bool(op.results) and _is_handle(op.results[0].type)
    if (any_ or single) != handle:
        return fail(diags, op, "expects either the any/single keyword or the type value "
                    "handle result type")  # fmt: skip
    if any_ and single:
        return fail(diags, op, "'any' and 'single' are mutually exclusive")
    return True


plugin.verifier("TransformMatchStructured", _match_structured)
plugin.verifier("TransformMatchStructuredBody", _match_body)
plugin.verifier("TransformMatchStructuredDim", _match_dim)
plugin.verifier("TransformMatchStructuredInput", _match_operand)
plugin.verifier("TransformMatchStructuredInit", _match_operand)
plugin.verifier("TransformMatchStructuredResult", _match_result)
