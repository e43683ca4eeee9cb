"""Hand-written checks of the amdgpu dialect (its ``hasVerifier`` operations and the
verifier of ``!amdgpu.tdm_gather_base``), with mlir-opt-22's messages.

- ``AmdgpuRawBuffer*`` (load, store, the atomics): a memref in global memory (no memory
  space, ``0``, ``1`` or ``#gpu.address_space<global>``) and one index per dimension.
- ``AmdgpuPackedTrunc2xFp8``, ``AmdgpuPackedStochRoundFp8``, ``AmdgpuPackedScaledTrunc``:
  the ``existing`` values have the result's type.
- ``AmdgpuFatRawBufferCast``: the result is the source in the fat raw buffer memory space,
  its offset reset to 0 with ``resetOffset`` (a strided layout that becomes the identity
  is written as the identity).
- ``AmdgpuMFMA``, ``AmdgpuSparseMFMA``, ``AmdgpuWMMA``, ``AmdgpuScaledWMMA``: the source and
  destination element kinds and counts the matrix shape asks for (a wave of 64 lanes for
  the MFMAs), the lane permutations and flags each allows.
- ``AmdgpuDPP``: at most 64 bits, the permutation argument each ``kind`` takes.
- ``AmdgpuPermlaneSwap``: rows of 16 or 32 lanes.
- ``AmdgpuScaledExtPackedMatrix``: the scale lane and byte each block size allows.
- ``AmdgpuGatherToLDS``, ``AmdgpuTransposeLoad``: the memory spaces, the transfer's size.
- ``AmdgpuMakeDmaBase``, ``AmdgpuMakeGatherDmaBase``: LDS and global memrefs of 1, 2, 4
  or 8-byte elements.
- ``AmdgpuMakeDmaDescriptor``, ``AmdgpuMakeGatherDmaDescriptor``: the strides (a unit
  innermost one), the ranks of sizes, strides and tile, an LDS barrier, the workgroup mask
  an early timeout needs; the gather form's rank of two and index type.
- ``AmdgpuTDMGatherBaseType`` (type verifier): elements of 1, 2, 4 or 8 bytes, i16 or i32
  indices.

Memory spaces: global is none, ``0``, ``1`` or ``#gpu.address_space<global>``; workgroup
(LDS) is ``3`` or ``#gpu.address_space<workgroup>``; fat raw buffer is ``7`` or
``#amdgpu.address_space<fat_raw_buffer>``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.checks.shaped import (
    canonical_strides,
    element_of,
    identity_layout,
    is_kind,
    layout_of,
    shape_of,
    strides_and_offset,
    type_text,
)
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("amdgpu")

_WAVE = 64
_FLOAT_WIDTHS = {
    "f4E2M1FN": 4, "f6E2M3FN": 6, "f6E3M2FN": 6, "f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8,
    "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f8E8M0FNU": 8,
    "bf16": 16, "f16": 16, "tf32": 19, "f32": 32, "f64": 64, "f80": 80, "f128": 128,
}  # fmt: skip


# --- pieces of types and attributes -----------------------------------------------------------


def _kind(t: Attribute | None) -> str | None:
    """The float kind of a type (``f16``, ``f8E4M3FN``...), or None."""
    return B.FLOAT_DEFS.get(t.defn) if t is not None else None


def _width(t: Attribute | None) -> int:
    """MLIR's getIntOrFloatBitWidth (0 for other types)."""
    if t is None:
        return 0
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    kind = _kind(t)
    return _FLOAT_WIDTHS[kind] if kind is not None else 0


def _is_float(t: Attribute | None, width: int | None = None) -> bool:
    """MLIR's Type::isFloat() / isFloat(width)."""
    kind = _kind(t)
    return kind is not None and (width is None or _FLOAT_WIDTHS[kind] == width)


def _is_int(t: Attribute | None, width: int) -> bool:
    """MLIR's isInteger(width): an integer of that width, any signedness."""
    return t is not None and t.defn is B.T["integer"] and t.params[0] == width


def _count(t: Attribute) -> int:
    """The number of elements of a shaped type (1 for a scalar)."""
    n = 1
    for d in shape_of(t):
        n *= d
    return n


def _vector_parts(t: Attribute) -> tuple[int, Attribute]:
    """(number of elements, element type) of a vector; (1, t) of a scalar."""
    if is_kind(t, "vector"):
        return _count(t), t.params[1]
    return 1, t


def _int(op: Operation, name: str) -> int:
    """An integer attribute's value (0 when absent, as C++ reads an unset property)."""
    a = inherent(op, name)
    if a is None or a.defn is not B.A["integer"]:
        return 0
    return int(a.params[1])


def _word(a: Any) -> str | None:
    """The word of an enum value: a string, or an enum attribute holding one."""
    if isinstance(a, str):
        return a
    if not isinstance(a, Attribute):
        return None
    if a.defn is B.A["string"]:
        return str(a.params[0])
    if a.params and isinstance(a.params[0], (Attribute, str)):
        return _word(a.params[0])
    return None


def _type(a: Any) -> Attribute | None:
    """A type parameter (a type, or a type attribute holding one)."""
    if isinstance(a, Attribute) and a.defn is B.A["type"]:
        return a.params[0]
    return a if isinstance(a, Attribute) else None


def _operand(op: Operation, ctx: Any, name: str) -> Any:
    """The value of a single or optional operand group (None when absent)."""
    values = op_value_groups(op, ctx).get(name) or []
    return values[0] if values else None


def _operands(op: Operation, ctx: Any, name: str) -> list[Any]:
    return list(op_value_groups(op, ctx).get(name) or [])


def _space(t: Attribute) -> Attribute | None:
    return t.params[3] if is_kind(t, "memref") else None


def _space_is(space: Attribute | None, ints: tuple[int, ...], key: str, word: str) -> bool:
    if space is None:
        return False
    if space.defn is B.A["integer"]:
        return int(space.params[1]) in ints
    return space.defn.key == key and _word(space) == word


def _global(space: Attribute | None) -> bool:
    return space is None or _space_is(space, (0, 1), "#gpu.address_space", "global")


def _workgroup(space: Attribute | None) -> bool:
    return _space_is(space, (3,), "#gpu.address_space", "workgroup")


def _fat_raw_buffer(space: Attribute | None) -> bool:
    return _space_is(space, (7,), "#amdgpu.address_space", "fat_raw_buffer")


# --- raw buffer operations ----------------------------------------------------------------------


def _raw_buffer(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    memref = _operand(op, ctx, "memref")
    if memref is None:
        return True
    t = memref.type
    if not _global(_space(t)):
        return fail(diags, op, "Buffer ops must operate on a memref in global memory")
    if not is_kind(t, "memref"):
        return fail(diags, op, "Cannot meaningfully buffer_store to an unranked memref")
    rank = len(shape_of(t))
    if len(_operands(op, ctx, "indices")) != rank:
        return fail(diags, op, f"Expected {rank} indices to memref")
    return True


for _name in (
    "Load", "Store", "AtomicFadd", "AtomicFmax", "AtomicSmax", "AtomicUmin", "AtomicCmpswap"
):  # fmt: skip
    plugin.verifier(f"AmdgpuRawBuffer{_name}", _raw_buffer)


# --- packed conversions -------------------------------------------------------------------------


def _existing_matches(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    existing = _operand(op, ctx, "existing")
    if existing is not None and op.results and existing.type != op.results[0].type:
        return fail(diags, op, "existing values must have same type as result")
    return True


for _name in ("AmdgpuPackedTrunc2xFp8", "AmdgpuPackedStochRoundFp8", "AmdgpuPackedScaledTrunc"):
    plugin.verifier(_name, _existing_matches)


# --- fat_raw_buffer_cast ------------------------------------------------------------------------


def _fat_raw_buffer_space(ctx: Any) -> Attribute:
    info = ctx.dialect("amdgpu")
    defn = info.attrs.get("address_space") or info.attrs["#address_space"]
    return get(defn, (B.string_attr("fat_raw_buffer"),))


def _fat_raw_buffer_like(source: Attribute, reset: bool, ctx: Any) -> Attribute | None:
    """The source memref type in the fat raw buffer space (its offset reset to 0 with
    ``reset``); None when the offset cannot be reset (a layout that is not strided)."""
    shape, elem, layout, _ = source.params
    if reset and not identity_layout(layout):
        if layout is None or layout.defn is not B.A["strided_layout"]:
            return None
        strides = tuple(layout.params[1])
        identity: tuple[int, ...] | None = None
        if all(d != B.DYNAMIC for d in shape):
            identity = tuple(canonical_strides(tuple(shape)))
        elif len(shape) <= 1:
            identity = (1,) * len(shape)
        layout = None if identity == strides else get(B.A["strided_layout"], (0, strides))
    return get(B.T["memref"], (shape, elem, layout, _fat_raw_buffer_space(ctx)))


def _fat_raw_buffer_cast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    source = _operand(op, ctx, "source")
    if source is None or not op.results or not is_kind(source.type, "memref"):
        return True
    reset = inherent(op, "resetOffset") is not None
    expected = _fat_raw_buffer_like(source.type, reset, ctx)
    if expected is None:
        return fail(diags, op, f"source type {_q(source.type)} can't have its offset reset")
    got = op.results[0].type
    if got != expected:
        return fail(diags, op, f"expected result type to be {_q(expected)} but got {_q(got)}")
    return True


plugin.verifier("AmdgpuFatRawBufferCast", _fat_raw_buffer_cast)


# --- matrix operations --------------------------------------------------------------------------


def _small_float(t: Attribute) -> bool:
    return _is_float(t, 8) or _is_float(t, 6) or _is_float(t, 4)


def _mfma(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    a, b, c = _operand(op, ctx, "sourceA"), _operand(op, ctx, "sourceB"), _operand(op, ctx, "destC")
    if a is None or b is None or c is None:
        return True
    source_len, source_elem = _vector_parts(a.type)
    dest_len, dest_elem = _vector_parts(c.type)
    if _small_float(source_elem):
        b_len, b_elem = _vector_parts(b.type)
        if not _small_float(b_elem):
            return fail(
                diags, op, "expected both source operands to have small-float elements if one does"
            )
        if source_len != b_len:
            return fail(
                diags, op, "expected both small-float source vectors to have the same length"
            )
    elif a.type != b.type:
        return fail(
            diags, op, "expected both non-small-float source operand types to match exactly"
        )
    if _is_int(source_elem, 32):
        source_len *= 4
    elif _is_int(source_elem, 64):
        source_len *= 8
    m, n, k, blocks = (_int(op, x) for x in ("m", "n", "k", "blocks"))
    want = _trunc_div(m * k * blocks, _WAVE)
    if source_len != want:
        return fail(
            diags, op, f"expected {want} source values for this operation but got {source_len}"
        )
    want = _trunc_div(m * n * blocks, _WAVE)
    if dest_len != want:
        return fail(
            diags, op, f"expected {want} result values for this operation but got {dest_len}"
        )
    f64 = _kind(dest_elem) == "f64"
    cbsz = _int(op, "cbsz")
    if f64 and _word(inherent(op, "blgp")) not in (None, "none"):
        return fail(diags, op, "double-precision ops do not support permuting lanes of B")
    if f64 and cbsz != 0:
        return fail(diags, op, "double-precision ops do not support permuting lanes of A")
    if (_int(op, "abid") & 0xFFFFFFFF) >= _shift(cbsz):
        return fail(diags, op, "block ID for permuting A (abid) must be below 2 ** cbsz")
    negated = any(inherent(op, x) is not None for x in ("negateA", "negateB", "negateC"))
    if negated and not f64:
        return fail(diags, op, "negation flags only available for double-precision operations")
    return True


def _trunc_div(a: int, b: int) -> int:
    """C++'s integer division (toward zero)."""
    q = abs(a) // b
    return q if a >= 0 else -q


def _shift(cbsz: int) -> int:
    """``1u << cbsz`` as a 32-bit unsigned value (the shift taken modulo 32)."""
    return (1 << (cbsz & 31)) & 0xFFFFFFFF


plugin.verifier("AmdgpuMFMA", _mfma)


def _sparse_mfma(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    a, b, c = _operand(op, ctx, "sourceA"), _operand(op, ctx, "sourceB"), _operand(op, ctx, "destC")
    idx = _operand(op, ctx, "sparseIdx")
    if a is None or b is None or c is None or idx is None:
        return True
    sparse_elem, dense_elem = element_of(a.type), element_of(b.type)
    sparse_len, dense_len, dest_len = _count(a.type), _count(b.type), _count(c.type)
    if dense_len != 2 * sparse_len:
        return fail(
            diags,
            op,
            "expected dense source operand to have exactly double the number of elements "
            "of the sparse source operand",
        )
    both_f8 = _is_float(sparse_elem, 8) and _is_float(dense_elem, 8)
    if not both_f8 and sparse_elem != dense_elem:
        return fail(diags, op, "expected source operands to have the same element type")
    eight_bit = _is_float(sparse_elem, 8) or _is_int(sparse_elem, 8)
    cbsz, abid = _int(op, "cbsz"), _int(op, "abid")
    if cbsz == 0 and eight_bit and abid > 1:
        return fail(diags, op, "ABID must be 0 or 1 for 8-bit source data")
    if cbsz == 0 and not eight_bit and abid > 3:
        return fail(diags, op, "ABID must be between 0 and 3 for 16-bit source data")
    idx_len, idx_elem = _count(idx.type), element_of(idx.type)
    if eight_bit and (idx_len != 2 or not _is_int(idx_elem, 16)):
        return fail(
            diags,
            op,
            "expected vector<2xi16> sparse indices for 8-bit source data, but got " + _q(idx.type),
        )
    if not eight_bit and (idx_len != 4 or not _is_int(idx_elem, 8)):
        return fail(
            diags,
            op,
            "expected vector<4xi8> sparse indices for 16-bit source data, but got " + _q(idx.type),
        )
    m, n, k = (_int(op, x) for x in ("m", "n", "k"))
    want = _trunc_div(m * k, _WAVE)
    if dense_len != want:
        return fail(
            diags, op, f"expected {want} source values for this operation but got {dense_len}"
        )
    want = _trunc_div(m * n, _WAVE)
    if dest_len != want:
        return fail(
            diags, op, f"expected {want} result values for this operation but got {dest_len}"
        )
    return True


plugin.verifier("AmdgpuSparseMFMA", _sparse_mfma)


def _wmma(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    a, b, c = _operand(op, ctx, "sourceA"), _operand(op, ctx, "sourceB"), _operand(op, ctx, "destC")
    if a is None or b is None or c is None:
        return True
    a_elem, b_elem = element_of(a.type), element_of(b.type)
    if _count(a.type) != _count(b.type):
        return fail(
            diags,
            op,
            f"source vectors have different lengths: {_q(a.type)} vs. {_q(b.type)}",
        )
    dest_float, src_float = _is_float(element_of(c.type)), _is_float(a_elem)
    if dest_float and not src_float:
        return fail(diags, op, "expected float sources with float destination")
    if not dest_float and src_float:
        return fail(diags, op, "expected int sources with int destination")
    if not _is_float(a_elem, 8) and a_elem != b_elem:
        return fail(
            diags,
            op,
            "source element types must match (except for fp8/bf8) but have "
            f"{_q(a.type)} and {_q(b.type)}",
        )
    if src_float:
        if inherent(op, "clamp") is not None:
            return fail(diags, op, "clamp flag is not supported for float types")
        if inherent(op, "unsignedA") is not None or inherent(op, "unsignedB") is not None:
            return fail(diags, op, "unsigned flags are not supported for float types")
    return True


plugin.verifier("AmdgpuWMMA", _wmma)


def _scaled_wmma(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    a, b, c = _operand(op, ctx, "sourceA"), _operand(op, ctx, "sourceB"), _operand(op, ctx, "destC")
    sa, sb = _operand(op, ctx, "scaleA"), _operand(op, ctx, "scaleB")
    if None in (a, b, c, sa, sb):
        return True
    a_elem, b_elem = element_of(a.type), element_of(b.type)
    m = _int(op, "m")
    a_len, b_len, dest_len = _count(a.type), _count(b.type), _count(c.type)
    want = 8 if m == 16 else 16
    if dest_len != want:
        return fail(diags, op, f"expected output vector of length {want} but got {dest_len}")
    f8 = ("f8E4M3FN", "f8E5M2")
    f6 = ("f6E2M3FN", "f6E3M2FN")
    ka, kb = _kind(a_elem), _kind(b_elem)
    if m == 16:
        if a_len != 64:
            return fail(diags, op, f"for 16x16x128, sourceA must have 64 elements but got {a_len}")
        if b_len != 64:
            return fail(diags, op, f"for 16x16x128, sourceB must have 64 elements but got {b_len}")
    else:
        if ka != "f4E2M1FN" and kb != "f4E2M1FN":
            return fail(diags, op, "32x16x128 only supports fp4 element types")
        if a_len != 128:
            return fail(diags, op, f"for 32x16x128, sourceA must have 128 elements but got {a_len}")
        if b_len != 64:
            return fail(diags, op, f"for 32x16x128, sourceB must have 64 elements but got {b_len}")
        if _int(op, "a_first_scale_lane") != 0:
            return fail(diags, op, "for 32x16x128, a_first_scale_lane must be 0")
    sa_elem, sb_elem = element_of(sa.type), element_of(sb.type)
    ksa, ksb = _kind(sa_elem), _kind(sb_elem)
    scales = ("f8E8M0FNU", "f8E4M3FN")
    if ksa not in scales or ksb not in scales:
        return fail(diags, op, "scale operands must have f8 element types (E8M0FNU or E4M3FN)")
    e8m0, e4m3, f4 = "f8E8M0FNU", "f8E4M3FN", "f4E2M1FN"
    if ksa == e8m0 and ksb == e8m0:
        return True
    if (ka in f8 or ka in f6) and ksa == e8m0 and kb == f4 and ksb == e4m3:
        return True
    if ka == f4 and ksa == e4m3 and (kb in f8 or kb in f6) and ksb == e8m0:
        return True
    if ka == f4 and kb == f4 and ksa == e4m3 and ksb == e4m3:
        return True
    parts = (
        f"sourceA={_text(a_elem)}, scaleA={_text(sa_elem)}, "
        f"sourceB={_text(b_elem)}, scaleB={_text(sb_elem)}"
    )
    return fail(diags, op, "invalid combination of matrix and scale types: " + parts)


def _text(t: Attribute | None) -> str:
    return _q(t) if t is not None else "<<NULL TYPE>>"


def _q(t: Attribute) -> str:
    """A type as a diagnostic prints it: quoted."""
    return f"'{type_text(t)}'"


plugin.verifier("AmdgpuScaledWMMA", _scaled_wmma)


def _scaled_ext_packed_matrix(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    source = _operand(op, ctx, "source")
    if source is None:
        return True
    block, lane, byte = (_int(op, x) for x in ("blockSize", "firstScaleLane", "firstScaleByte"))
    fp8 = _width(element_of(source.type)) == 8
    if not fp8:
        if block == 16 and byte not in (0, 1):
            return fail(
                diags, op, "blockSize of 16 can only have firstScaleByte be 0 or 1 for f4 and f6."
            )
        if block != 16 and byte not in (0, 2):
            return fail(
                diags, op, "blockSize of 32 can only have firstScaleByte be 0 or 2 for f4 and f6."
            )
    elif block == 16 and (lane, byte) not in ((0, 0), (16, 2)):
        return fail(
            diags,
            op,
            "blockSize of 16 can only have (firstScaleLane, firstScaleByte) be (0, 0) or "
            "(16, 2) for f8.",
        )
    return True


plugin.verifier("AmdgpuScaledExtPackedMatrix", _scaled_ext_packed_matrix)


# --- lane permutations --------------------------------------------------------------------------

_UNIT_KINDS = (
    "wave_shl", "wave_shr", "wave_rol", "wave_ror", "row_mirror", "row_half_mirror",
    "row_bcast_15", "row_bcast_31",
)  # fmt: skip


def _dpp(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src = _operand(op, ctx, "src")
    if src is not None and _width(src.type) > 64:
        return fail(
            diags, op, "integer and floating point types larger than 64 bits are not supported"
        )
    kind = _word(inherent(op, "kind"))
    arg = inherent(op, "permArgument")
    if kind == "quad_perm":
        if arg is None or arg.defn is not B.A["array"] or len(arg.params[0]) != 4:
            return fail(diags, op, "quad_perm attribute must have exactly 4 elements")
        for e in arg.params[0]:
            if e.defn is B.A["integer"] and not 0 <= _signed32(int(e.params[1])) <= 3:
                return fail(diags, op, "Each element of quad_perm must be in the range [0, 3]")
    elif kind in ("row_shl", "row_shr", "row_ror"):
        if arg is None:
            return fail(diags, op, f"Attribute '{kind}' value not specified")
        if arg.defn is B.A["integer"] and not 1 <= int(arg.params[1]) & 0xFFFFFFFF <= 15:
            return fail(diags, op, "Attribute value must be between 1 and 15")
    elif kind in _UNIT_KINDS and arg is not None and arg.defn is not B.A["unit"]:
        return fail(
            diags, op, "Expected unit attribute for permArgument, but found non-trivial argument"
        )
    return True


def _signed32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - 2**32 if value >= 2**31 else value


plugin.verifier("AmdgpuDPP", _dpp)


def _permlane_swap(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if _int(op, "row_length") & 0xFFFFFFFF not in (16, 32):
        return fail(diags, op, "row_length attribute must either be 16 or 32.")
    return True


plugin.verifier("AmdgpuPermlaneSwap", _permlane_swap)


# --- LDS transfers ------------------------------------------------------------------------------


def _contiguous_trailing_dims(t: Attribute) -> int:
    """MLIR's MemRefType::getNumContiguousTrailingDims."""
    shape = shape_of(t)
    n = len(shape)
    if identity_layout(layout_of(t)):
        return n
    strided = strides_and_offset(t)
    if strided is None:
        return 0
    strides = strided[0]
    product = 1
    for i in range(n - 1, -1, -1):
        if shape[i] == 1:
            continue
        if strides[i] != product:
            return n - i - 1
        if shape[i] == B.DYNAMIC:
            return n - i
        product *= shape[i]
    return n


def _gather_to_lds(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src, dst = _operand(op, ctx, "src"), _operand(op, ctx, "dst")
    if src is None or dst is None:
        return True
    if shape_of(dst.type) and _contiguous_trailing_dims(dst.type) < 1:
        return fail(diags, op, "destination type inner most dim must be contiguous")
    if element_of(src.type) != element_of(dst.type):
        return fail(diags, op, "source and destination element types must match")
    transfer = _type(inherent(op, "transferType"))
    if transfer is not None and is_kind(transfer, "vector"):
        size = _count(transfer) * _width(element_of(transfer))
    else:
        size = _width(transfer)
    if size not in (8, 16, 32, 96, 128):
        return fail(diags, op, "Transfering type size must be 8, 16, 32, 96 or 128 bits")
    if not _global(_space(src.type)) and not _fat_raw_buffer(_space(src.type)):
        return fail(diags, op, "source memory address space must be global or fat raw buffer")
    if not _workgroup(_space(dst.type)):
        return fail(diags, op, "destination memory address space must be Workgroup")
    return True


plugin.verifier("AmdgpuGatherToLDS", _gather_to_lds)

# element width -> the number of elements a transposed load reads
_TRANSPOSE_COUNTS = {4: 16, 6: 16, 8: 8, 16: 4}


def _transpose_load(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src = _operand(op, ctx, "src")
    if src is None or not op.results:
        return True
    if not _workgroup(_space(src.type)):
        return fail(diags, op, "source memory address space must be Workgroup")
    result = op.results[0].type
    width = _width(element_of(result))
    want = _TRANSPOSE_COUNTS.get(width)
    if want is None:
        return fail(diags, op, f"Unsupported element type size for transpose load: {width} bits")
    if _count(result) != want:
        return fail(diags, op, f"Transferring type size mismatch: expected num of elements: {want}")
    return True


plugin.verifier("AmdgpuTransposeLoad", _transpose_load)


# --- tensor DMA ---------------------------------------------------------------------------------


def _dma_base(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    lds, glob = _operand(op, ctx, "lds"), _operand(op, ctx, "global")
    if lds is None or glob is None:
        return True
    if not _workgroup(_space(lds.type)):
        return fail(diags, op, "lds memref must have workgroup address space attribute.")
    if not _global(_space(glob.type)):
        return fail(diags, op, "global memref must have global address space attribute.")
    width = _width(element_of(lds.type))
    if width not in (8, 16, 32, 64):
        return fail(
            diags,
            op,
            f"element type must be 1, 2, 4, or 8 bytes long but type was {width} bits long.",
        )
    return True


plugin.verifier("AmdgpuMakeDmaBase", _dma_base)
plugin.verifier("AmdgpuMakeGatherDmaBase", _dma_base)


def _i64s(op: Operation, name: str) -> list[int]:
    a = inherent(op, name)
    return list(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else []


def _descriptor(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    strides = _i64s(op, "global_static_strides")
    if not strides:
        return fail(diags, op, "strides must not be empty.")
    if strides[-1] != 1:
        return fail(diags, op, "strides for the innermost dimension must be 1.")
    rank = len(_i64s(op, "global_static_sizes"))
    if rank > 5:
        return fail(diags, op, "tensor and tile must be at most of rank 5.")
    if rank != len(strides):
        return fail(diags, op, "strides and sizes must have same rank.")
    if rank != len(_i64s(op, "shared_static_sizes")):
        return fail(diags, op, "tensor must have same rank as tile.")
    base = _operand(op, ctx, "base")
    elem = _type(base.type.params[0]) if base is not None and base.type.params else None
    width = _width(elem)
    if width not in (8, 16, 32, 64):
        return fail(
            diags, op, f"element type width must be 1, 2, 4 or 8 bytes, but was {width} bits long"
        )
    barrier = _operand(op, ctx, "atomic_barrier_address")
    if barrier is not None and not _workgroup(_space(barrier.type)):
        return fail(diags, op, "atomic barrier address must be in LDS.")
    if (
        _operand(op, ctx, "early_timeout") is not None
        and _operand(op, ctx, "workgroup_mask") is None
    ):
        return fail(diags, op, "early timeout does not apply when workgroup_mask is not set.")
    return True


def _gather_descriptor(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(_i64s(op, "global_static_sizes")) > 2:
        return fail(diags, op, "tensor and tile must be at most of rank two in gather mode.")
    indices, base = _operand(op, ctx, "indices"), _operand(op, ctx, "base")
    if indices is not None and base is not None and len(base.type.params) > 1:
        if element_of(indices.type) != _type(base.type.params[1]):
            return fail(diags, op, "indices' element type must match base's element type.")
    return _descriptor(op, diags, ctx)


plugin.verifier("AmdgpuMakeDmaDescriptor", _descriptor)
plugin.verifier("AmdgpuMakeGatherDmaDescriptor", _gather_descriptor)


def _gather_base_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    elem, index = _type(params[0]), _type(params[1])
    width = _width(elem)
    if width not in (8, 16, 32, 64):
        text = _q(elem) if elem is not None else "<<NULL TYPE>>"
        return (
            "element type must be 1, 2, 4, or 8 bytes wide but type "
            f"{text} is {width // 8} bytes wide.",
            -1,
        )
    if index is None or not (
        index.defn is B.T["integer"]
        and index.params[1] == B.SIGNLESS
        and index.params[0] in (16, 32)
    ):
        text = _q(index) if index is not None else "<<NULL TYPE>>"
        return f"index type must be i16 or i32 but index type is {text}.", -1
    return None


plugin.type_verifier("AmdgpuTDMGatherBaseType", _gather_base_type)


# --- the C++ classes the generated predicates name ----------------------------------------------

plugin.cpp_classes(
    (
        (
            "amdgpu::TDMBaseType",
            "!amdgpu.tdm_base",
            "Pair of base addresses that move data between LDS and global storage.",
        ),
        (
            "amdgpu::TDMGatherBaseType",
            "!amdgpu.tdm_gather_base",
            "Pair of base addresses that move data between LDS and global storage.",
        ),
    )
)
