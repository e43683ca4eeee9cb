"""The xegpu operations' C++ verifiers, in mlir-opt-22's words and order.

- ``XegpuCreateNdDesc``: memory spaces agree; an integer source states shape and strides;
  shape, strides and offsets of one rank; the descriptor no higher ranked, of the memref's
  element type, not scattered.
- ``XegpuPrefetchNd``, ``XegpuLoadNd``, ``XegpuStoreNd``, ``XegpuUpdateNdOffset``: a block
  (non-scattered) descriptor of rank 1 or 2, cache hints the access allows (reads: cached,
  uncached, streaming, read_invalidate; writes: cached, uncached, write_back,
  write_through), a value shaped as the descriptor (SIMD: with transpose, packing and array
  length applied) or evenly distributed over lanes (SIMT: a 1-D value), offsets of the
  descriptor's rank. An invalid transpose or packing is a warning.
- ``XegpuCreateDesc``, ``XegpuPrefetch``, ``XegpuLoadGather``, ``XegpuStoreScatter``,
  ``XegpuUpdateOffset``: a scattered descriptor (or a 1-D memref or pointer with offsets),
  its shape the offsets' with the chunk size appended, mask and value shaped to match.
- ``XegpuDpas``: the accumulator is the result's type; SIMT operands of 32-bit multiples;
  SIMD M, N and K agree.
- ``XegpuConvertLayout``: both layouts for workgroups or both for subgroups, each evenly
  dividing the source.
- ``XegpuLoadMatrix``, ``XegpuStoreMatrix``: a 2-D mem_desc the data does not exceed, and
  what subgroup block IO asks of the layout and the mem_desc.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic, Severity
from core.ir import Operation
from core.printer import attr_to_str, op_loc
from dialects_irdl.xegpu.types import (
    LAYOUT,
    SCATTER,
    array_length,
    chunk_size,
    distribute_fields,
    element_bits,
    evenly_distributable,
    key_of,
    layout_values,
    memory_space,
)
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("xegpu")

TENSOR_DESC = "!xegpu.tensor_desc"
_READ = ("cached", "uncached", "streaming", "read_invalidate")
_WRITE = ("cached", "uncached", "write_back", "write_through")
_SPACES = {"global": 0, "slm": 3}


def _is_tdesc(t: Any) -> bool:
    return key_of(t) == TENSOR_DESC


def _scattered(t: Any) -> bool:
    return key_of(t.params[2]) == SCATTER


def _tdesc_shape(t: Any) -> list[int]:
    return list(t.params[0].params[1])


def _shape_of(t: Any) -> list[int]:
    """A shaped type's shape; ``[1]`` for any other type (C++'s getShapeOf)."""
    if _is_tdesc(t):
        return _tdesc_shape(t)
    if t.defn in (B.T["vector"], B.T["tensor"], B.T["memref"]):
        return list(t.params[0])
    return [1]


def _rank(t: Any) -> int:
    if _is_tdesc(t):
        return len(_tdesc_shape(t))
    if t.defn in (B.T["vector"], B.T["tensor"], B.T["memref"]):
        return len(t.params[0])
    return 0


def _count(shape: list[int]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def _text(values: list[int]) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def _quoted(t: Any) -> str:
    return f"'{attr_to_str(t)}'"


def _hints(op: Operation, diags: list[Diagnostic], allowed: tuple[str, ...]) -> bool:
    for level in ("l1_hint", "l2_hint", "l3_hint"):
        hint = inherent(op, level)
        if hint is not None and str(hint.params[0].params[0]) not in allowed:
            return fail(diags, op, f"invalid {level}: {attr_to_str(hint)}")
    return True


def _warn(diags: list[Diagnostic], op: Operation, message: str) -> None:
    diags.append(Diagnostic(Severity.WARNING, message, op_loc(op)))


def _ints(a: Any) -> list[int]:
    return list(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else []


def _offsets_ok(op: Operation, diags: list[Diagnostic], tdesc: Any) -> bool:
    """The offsets, when written, are as many as the descriptor's dimensions."""
    count = len(_ints(inherent(op, "const_offsets")))
    if count and count != len(_tdesc_shape(tdesc)):
        return fail(diags, op, "Mismatched ranks between offsets and tensor descriptor")
    return True


def _segments(op: Operation) -> list[int]:
    sizes = _ints(inherent(op, "operandSegmentSizes"))
    return sizes if sizes else [len(op.operands)]


# --- block descriptors -----------------------------------------------------------------------


def _source_space(t: Any) -> int:
    if t.defn is B.T["memref"]:
        space = t.params[3]
        if space is not None and space.defn is B.A["integer"]:
            return int(space.params[1])
    return 0


def _create_nd(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    source, tdesc = op.operands[0].type, op.results[0].type
    offsets_n, shape_n, strides_n = (_segments(op) + [0, 0, 0])[1:4]
    static_offsets = inherent(op, "const_offsets")
    static_shape = inherent(op, "const_shape")
    static_strides = inherent(op, "const_strides")
    is_memref = source.defn is B.T["memref"]
    # mixed sizes and strides: those written, else the memref's
    sizes = len(_ints(static_shape)) if static_shape is not None else (
        len(source.params[0]) if is_memref else shape_n)  # fmt: skip
    strides = len(_ints(static_strides)) if static_strides is not None else (
        len(source.params[0]) if is_memref else strides_n)  # fmt: skip
    offsets = len(_ints(static_offsets)) if static_offsets is not None else offsets_n
    src_space = _source_space(source)
    desc_space = _SPACES.get(memory_space(tdesc.params[2]), 0)
    if src_space != desc_space:
        return fail(diags, op, f"Memory space mismatch. Source: {src_space}, TensorDesc: "
                    f"{desc_space}")  # fmt: skip
    invalid_rank = sizes != strides or (offsets != 0 and offsets != sizes)
    if source.defn is B.T["integer"] and (strides == 0 or sizes == 0):
        return fail(diags, op, "expecting strides and shape to be present for integer source.")
    if invalid_rank:
        return fail(diags, op, "Expecting the rank of shape, strides, offsets, and source (if "
                    "source is a memref) should match with each other.")  # fmt: skip
    if len(_tdesc_shape(tdesc)) > sizes:
        return fail(diags, op, "Expecting the TensorDesc rank is not greater than the ranks of "
                    "shape, strides, offsets or the memref source.")  # fmt: skip
    if is_memref and source.params[1] != tdesc.params[1]:
        return fail(diags, op, "TensorDesc should have the same element type with the source "
                    "if it is a memref.\n")  # fmt: skip
    if _scattered(tdesc):
        return fail(diags, op, "Expects a non-scattered TensorDesc.\n")
    return True


def _prefetch_nd(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    tdesc = op.operands[0].type
    if _scattered(tdesc):
        return fail(diags, op, "Expects a non-scattered TensorDesc.\n")
    if not _hints(op, diags, _READ):
        return False
    return _offsets_ok(op, diags, tdesc)


def _load_nd(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    tdesc, value = op.operands[0].type, op.results[0].type
    if _scattered(tdesc):
        return fail(diags, op, "Expects a non-scattered TensorDesc.\n")
    shape = _tdesc_shape(tdesc)
    if len(shape) > 2:
        return fail(diags, op, "Expects a 1D or 2D TensorDesc.\n")
    if not _hints(op, diags, _READ):
        return False
    length = array_length(tdesc.params[2])
    desc_elems = _count(shape) * length
    value_shape = _shape_of(value)
    value_elems = _count(value_shape)
    if value_elems < desc_elems and len(value_shape) == 1:
        if key_of(tdesc.params[3]) == LAYOUT:
            return fail(diags, op, "TensorDesc doesn't need LayoutAttr for SIMT code")
        if desc_elems % value_elems:
            return fail(diags, op, f"Result shape {_text(value_shape)} is not a valid "
                        f"distribution for tensor descriptor {_quoted(tdesc)}")  # fmt: skip
        return True
    expected = list(shape)
    transpose = inherent(op, "transpose")
    if transpose is not None:
        perm = _ints(transpose)
        if all(0 <= s < len(expected) for s in perm):
            expected = [expected[s] for s in perm]
        else:
            _warn(diags, op, "Invalid transpose attr. It is ignored.")
    if inherent(op, "packed") is not None:
        if len(shape) == 2:
            factor = value_shape[-1]
            expected[0] = expected[0] // factor if factor else expected[0]
            expected.append(factor)
        else:
            _warn(diags, op, "Invalid Packed Attr. It is ignored (available for 2D TensorDesc "
                  "only).")  # fmt: skip
    if length > 1:
        expected.insert(0, length)
    if expected != value_shape:
        return fail(diags, op, f"Result shape {_text(value_shape)} is not consistent with "
                    f"tensor descriptor {_quoted(tdesc)}")  # fmt: skip
    return _offsets_ok(op, diags, tdesc)


def _store_nd(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    value, tdesc = op.operands[0].type, op.operands[1].type
    if _scattered(tdesc):
        return fail(diags, op, "Expects a non-scattered TensorDesc.\n")
    shape = _tdesc_shape(tdesc)
    if len(shape) > 2:
        return fail(diags, op, "Expects a 1D or 2D TensorDesc.\n")
    if not _hints(op, diags, _WRITE):
        return False
    if array_length(tdesc.params[2]) > 1:
        return fail(diags, op, "array length is not supported by store_nd.\n")
    value_shape = _shape_of(value)
    if len(value_shape) == 1 and _count(value_shape) < _count(shape):
        if key_of(tdesc.params[3]) == LAYOUT:
            return fail(diags, op, "TensorDesc doesn't need LayoutAttr for SIMT code")
        if _count(shape) % _count(value_shape):
            return fail(diags, op, f"Value shape {_text(value_shape)} is not a valid "
                        f"distribution for tensor descriptor {_quoted(tdesc)}")  # fmt: skip
        return True
    if shape != value_shape:
        return fail(diags, op, f"Value shape {_text(value_shape)} is not consistent with "
                    f"tensor descriptor {_quoted(tdesc)}")  # fmt: skip
    return _offsets_ok(op, diags, tdesc)


def _update_nd_offset(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    tdesc = op.operands[0].type
    if _scattered(tdesc):
        return fail(diags, op, "Expects a non-scattered TensorDesc.\n")
    if len(_tdesc_shape(tdesc)) != len(_ints(inherent(op, "const_offsets"))):
        return fail(diags, op, "Invalid number of offsets.")
    return True


# --- scattered descriptors ---------------------------------------------------------------------


def _create_desc(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    source, offsets, tdesc = op.operands[0].type, op.operands[1].type, op.results[0].type
    if _rank(source) > 1:
        return fail(diags, op, "Expecting the source is a 1D memref or pointer (uint64_t).")
    if not _scattered(tdesc):
        return fail(diags, op, "Expects a scattered TensorDesc.\n")
    src_space = _source_space(source)
    desc_space = _SPACES.get(memory_space(tdesc.params[2]), 0)
    if src_space != desc_space:
        return fail(diags, op, f"Memory space mismatch. Source: {src_space}, TensorDesc: "
                    f"{desc_space}")  # fmt: skip
    chunk = chunk_size(tdesc.params[2])
    expected = _shape_of(offsets) + ([chunk] if chunk != 1 else [])
    if expected != _tdesc_shape(tdesc):
        return fail(diags, op, f"Incorrect TensorDesc shape. Expected is {_text(expected)}\n")
    return True


def _prefetch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    source = op.operands[0].type
    tdesc = source if _is_tdesc(source) else None
    if tdesc is not None and not _scattered(tdesc):
        return fail(diags, op, "Expects a scattered TensorDesc.")
    if tdesc is None and _rank(source) > 1:
        return fail(diags, op, "Expecting the source is a 1D memref or pointer (uint64_t).")
    if not _hints(op, diags, _READ):
        return False
    if tdesc is None and len(op.operands) < 2:
        return fail(diags, op, "Expects offsets.")
    align = inherent(op, "offset_align_byte")
    integer = source.defn is B.T["integer"]
    if integer and align is None:
        return fail(diags, op, "offset_align_byte is required with integer source.")
    if align is not None and not integer:
        return fail(diags, op, "offset_align_byte only allowed with integer source.")
    return True


def _gather_scatter(op: Operation, diags: list[Diagnostic], mask: Any, value: Any,
                    tdesc: Any) -> bool:  # fmt: skip
    """The checks of a load or store through a scattered descriptor."""
    if value.defn is not B.T["vector"]:
        return fail(diags, op, "Expecting a vector type result.")
    chunk = chunk_size(tdesc.params[2])
    shape = _tdesc_shape(tdesc)
    if value.params[1] != tdesc.params[1]:
        return fail(diags, op, "Value should have the same element type as TensorDesc.")
    expected_mask = shape[:-1] if chunk > 1 else list(shape)
    if expected_mask != _shape_of(mask):
        return fail(diags, op, "Mask should match TensorDesc except the chunk size dim.")
    value_shape = _shape_of(value)
    if len(value_shape) == 1 and _count(value_shape) == chunk:
        if key_of(tdesc.params[3]) == LAYOUT:
            return fail(diags, op, "TensorDesc doesn't need LayoutAttr for SIMT code")
        return True
    if shape != value_shape:
        return fail(diags, op, f"Value shape {_text(value_shape)} is neither a valid "
                    "distribution for SIMT nor consistent with the tensor descriptor for SIMD "
                    f"{_quoted(tdesc)}")  # fmt: skip
    return True


def _buffer(op: Operation, diags: list[Diagnostic], offsets: Any, mask: Any, value: Any,
            chunk: int) -> bool:  # fmt: skip
    """The checks of a load or store through a memref or a pointer and offsets."""
    mask_vec = mask.defn is B.T["vector"]
    offsets_vec = offsets.defn is B.T["vector"]
    if value.defn is not B.T["vector"]:
        if chunk > 1:
            return fail(diags, op, "Expecting chunk size == 1 for scalar result")
        if mask_vec or offsets_vec:
            return fail(diags, op, "Expecting scalar mask and offsets.")
        return True
    value_shape = _shape_of(value)
    size = _count(value_shape)
    if not mask_vec and not offsets_vec:
        if size != chunk:
            return fail(diags, op, f"value elements must match chunk size {chunk}")
        return True
    if not mask_vec:
        return fail(diags, op, "Expecting a vector type mask.")
    mask_shape = _shape_of(mask)
    mask_size = _count(mask_shape)
    if chunk > 1:
        if len(value_shape) == 1 and size != chunk:
            return fail(diags, op, f"value elements must match chunk size {chunk}")
    elif size != mask_size:
        return fail(diags, op, "Mask should match value except the chunk size dim.")
    if mask_size == 1:
        return True
    expected = value_shape[:-1] if chunk > 1 else value_shape
    if expected != mask_shape:
        return fail(diags, op, "Mask should match value except the chunk size dim.")
    return True


def _access(source_name: str, allowed: tuple[str, ...], store: bool) -> Any:
    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        operands = [v.type for v in op.operands]
        value = operands[0] if store else op.results[0].type
        rest = operands[1:] if store else operands
        source, mask = rest[0], rest[-1]
        offsets = rest[1] if len(rest) == 3 else None
        tdesc = source if _is_tdesc(source) else None
        if tdesc is not None and not _scattered(tdesc):
            return fail(diags, op, "Expects a scattered TensorDesc.")
        if tdesc is None and _rank(source) > 1:
            return fail(diags, op, f"Expecting the {source_name} is a 1D memref or pointer "
                        "(uint64_t).")  # fmt: skip
        if not _hints(op, diags, allowed):
            return False
        if tdesc is not None:
            if offsets is not None:
                return fail(diags, op, "offsets not allowed.")
            return _gather_scatter(op, diags, mask, value, tdesc)
        if offsets is None:
            return fail(diags, op, "Expects offsets.")
        if source.defn is B.T["memref"] and value.defn is B.T["vector"]:
            if value.params[1] != source.params[1]:
                return fail(diags, op, "Value should have the same element type as MemRef.",
                            False)  # fmt: skip
        chunk_attr = inherent(op, "chunk_size")
        chunk = int(chunk_attr.params[1]) if chunk_attr is not None else 1
        return _buffer(op, diags, offsets, mask, value, chunk)

    return verify


def _update_offset(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    tdesc, offsets = op.operands[0].type, op.operands[1].type
    if not _scattered(tdesc):
        return fail(diags, op, "Expects a scattered TensorDesc.\n")
    expected = _tdesc_shape(tdesc)
    if chunk_size(tdesc.params[2]) > 1:
        expected = expected[:-1]
    if expected != _shape_of(offsets):
        return fail(diags, op, "Offsets should match TensorDesc except the chunk size dim.")
    return True


# --- dpas, layouts, matrices -------------------------------------------------------------------


def _dpas(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    lhs, rhs = op.operands[0].type, op.operands[1].type
    result = op.results[0].type
    if len(op.operands) > 2 and op.operands[2].type != result:
        return fail(diags, op, "Expecting the acc type to be the same as result.")
    a, b, r = _shape_of(lhs), _shape_of(rhs), _shape_of(result)
    if len(a) == 1 and len(b) == 1 and len(r) == 1:
        bits = element_bits(rhs.params[1]) or 32
        factor = 32 // bits if bits else 1
        if factor and _count(b) % factor:
            return fail(diags, op, "Expecting B operand to be a multiple of 32 bits.")
        return True
    if len(a) != 2 or len(b) not in (2, 3) or len(r) != 2:
        return fail(diags, op, "expecting lhs and result to be a 2D vector, and rhs to be "
                    "either 2D or 3D (packed) vector.")  # fmt: skip
    k = b[0] * b[2] if len(b) == 3 else b[0]
    if k != a[1]:
        return fail(diags, op, "K-dimension mismatch.")
    if a[0] != r[0]:
        return fail(diags, op, "M-dimension mismatch.")
    if b[1] != r[1]:
        return fail(diags, op, "N-dimension mismatch.")
    return True


def _convert_layout(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    source = inherent(op, "input_layout")
    target = inherent(op, "target_layout")
    if source is None:
        return fail(diags, op, "expected input layout.")
    if target is None:
        return fail(diags, op, "expected target layout.")
    src, dst = distribute_fields(source), distribute_fields(target)
    if src is None or dst is None:
        return True
    src_wg, dst_wg = src["sg_layout"] is not None, dst["sg_layout"] is not None
    if src_wg != dst_wg:
        return fail(diags, op, "expected input layout and target layout be WgLayout or "
                    "SgLayout at the same time.")  # fmt: skip
    shape = _shape_of(op.operands[0].type)
    if not evenly_distributable(shape, src):
        return fail(diags, op, "invalid input layout, data cannot be evenly distributed.")
    if not evenly_distributable(shape, dst):
        return fail(diags, op, "invalid target layout, data cannot be evenly distributed.")
    return True


def _mem_layout_entry(mdesc: Any, name: str) -> list[int] | None:
    layout = mdesc.params[2]
    if layout is None:
        return None
    for k, v in layout.params[0].params[0]:
        if k == name and v.defn is B.A["array"]:
            return [int(e.params[1]) for e in v.params[0]]
    return None


def _matrix(data_of: Any) -> Any:
    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        data, mdesc = data_of(op)
        sbio = inherent(op, "subgroup_block_io") is not None
        layout = inherent(op, "layout")
        if data.defn is not B.T["vector"]:
            if sbio:
                return fail(diags, op, "subgroup_block_io are only allowed when result is a "
                            "VectorType.", False)  # fmt: skip
            return True
        shape = list(mdesc.params[0].params[1])
        if len(shape) != 2:
            return fail(diags, op, "mem_desc must be 2D.", False)
        block = _mem_layout_entry(mdesc, "block") or shape
        strides = _mem_layout_entry(mdesc, "stride") or (shape[1:] + [1])
        if sbio and key_of(layout) == LAYOUT:
            fields = layout_values(layout)
            lane_data, lane_layout = fields["lane_data"], fields["lane_layout"] or []
            if lane_data:
                if any(x != 1 for x in lane_data[:-1]):
                    return fail(diags, op, "With subgroup_block_io, accessed data must be "
                                "contiguous and coalesced.", False)  # fmt: skip
                for i in range(len(lane_data)):
                    if lane_layout[i] != block[i]:
                        return fail(diags, op, "With subgroup_block_io, the block shape must "
                                    "match the lane layout.", False)  # fmt: skip
                    if lane_layout[i] != 1 and strides[i] != 1:
                        return fail(diags, op, "With subgroup_block_io, the distributed "
                                    "dimensions must be contiguous.", False)  # fmt: skip
        data_shape = _shape_of(data)
        if len(data_shape) == 2:
            if any(d > m for d, m in zip(data_shape, shape)):
                return fail(diags, op, "data shape must not exceed mem_desc shape.", False)
        elif sbio and strides[0] == 1:
            return fail(diags, op, "mem_desc should be row major when subgroup_block_io is "
                        "set.", False)  # fmt: skip
        return True

    return verify


plugin.verifier("XegpuCreateNdDesc", _create_nd)
plugin.verifier("XegpuPrefetchNd", _prefetch_nd)
plugin.verifier("XegpuLoadNd", _load_nd)
plugin.verifier("XegpuStoreNd", _store_nd)
plugin.verifier("XegpuUpdateNdOffset", _update_nd_offset)
plugin.verifier("XegpuCreateDesc", _create_desc)
plugin.verifier("XegpuPrefetch", _prefetch)
plugin.verifier("XegpuLoadGather", _access("source", _READ, False))
plugin.verifier("XegpuStoreScatter", _access("dest", _WRITE, True))
plugin.verifier("XegpuUpdateOffset", _update_offset)
plugin.verifier("XegpuDpas", _dpas)
plugin.verifier("XegpuConvertLayout", _convert_layout)
plugin.verifier("XegpuLoadMatrix", _matrix(lambda op: (op.results[0].type, op.operands[0].type)))
plugin.verifier("XegpuStoreMatrix", _matrix(lambda op: (op.operands[0].type, op.operands[1].type)))
