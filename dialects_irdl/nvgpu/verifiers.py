"""Hand-written checks of the nvgpu dialect (its ``hasVerifier`` operations), with
mlir-opt-22's messages.

- ``NvgpuDeviceAsyncCopy``: unit innermost strides, a shared-memory destination, one
  element type, one index per dimension, a copy of 4, 8 or 16 bytes (16 with ``bypassL1``).
- ``NvgpuLdMatrix``: a shared-memory source, elements of 32 bits or less (16 to transpose),
  a 2-d result of ``numTiles`` x (32 bits / element) elements.
- ``NvgpuMmaSync``, ``NvgpuMmaSparseSync``: the operand shapes the warp-level tensor core
  shape ``mmaShape`` asks for, per element type (halved A for the sparse form); the sparse
  form's selector is 0 or 1.
- ``NvgpuRcp``: only ``approx`` with ``ftz``.
- ``NvgpuTmaAsyncLoad``, ``NvgpuTmaAsyncStore``, ``NvgpuTmaCreateDescriptor``: the tensor
  map descriptor (no interleave, shared memory, a static shape of 1..256 per dimension, the
  swizzle's width in its last dimension) against the memref and the coordinates.
- ``NvgpuWarpgroupGenerateDescriptor``: the descriptor's checks, then ``swizzle_128b``, no
  interleave.
- ``NvgpuWarpgroupMma``, ``NvgpuWarpgroupMmaInitAccumulator``, ``NvgpuWarpgroupMmaStore``:
  the wgmma rules (shapes, element types, sizes of M and N).

Shared memory is the memory space ``3`` (an integer attribute) or
``#gpu.address_space<workgroup>``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.checks.shaped import element_of, is_kind, shape_of, strides_and_offset, type_text
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("nvgpu")

_SHARED = 3
_SPACE = f"IntegerAttr({_SHARED}) or gpu::AddressSpaceAttr(Workgroup)"
_WARP = 32
_MAX_TMA_DIM = 256
_MAX_TMA_RANK = 5
_SWIZZLE_BYTES = {"swizzle_32b": 32, "swizzle_64b": 64, "swizzle_128b": 128}
_WIDTHS = {
    "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
    "f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8, "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8,
    "f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f8E8M0FNU": 8, "f4E2M1FN": 4, "f6E2M3FN": 6,
    "f6E3M2FN": 6,
}  # fmt: skip


# --- pieces of types ----------------------------------------------------------------------------


def _bits(t: Attribute | None) -> int:
    """The width of an integer or float type (0 for others)."""
    if t is None:
        return 0
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    kind = B.FLOAT_DEFS.get(t.defn)
    return _WIDTHS.get(kind, 0) if kind is not None else 0


def _float(t: Attribute | None, kind: str) -> bool:
    return t is not None and B.FLOAT_DEFS.get(t.defn) == kind


def _int(t: Attribute | None, width: int) -> bool:
    """MLIR's isInteger(width): an integer of that width, any signedness."""
    return t is not None and t.defn is B.T["integer"] and t.params[0] == width


def _shared(t: Attribute) -> bool:
    """A memref whose memory space is shared memory (3, or gpu's workgroup space)."""
    space = t.params[3] if is_kind(t, "memref") else None
    if space is None:
        return False
    if space.defn is B.A["integer"]:
        return bool(space.params[1] == _SHARED)
    if space.defn.key == "#gpu.address_space":
        return _word(space) == "workgroup"
    return False


def _static(t: Attribute) -> bool:
    return all(d != B.DYNAMIC for d in shape_of(t))


def _unit_stride(t: Attribute) -> bool:
    """MLIR's isLastDimUnitStride."""
    strided = strides_and_offset(t)
    return strided is not None and (not strided[0] or strided[0][-1] == 1)


def _word(a: Any) -> str | None:
    """The word of an enum value: a string, or an enum attribute holding one."""
    if isinstance(a, str):
        return a
    if not isinstance(a, Attribute):
        return None
    if a.defn is B.A["string"]:
        return str(a.params[0])
    if a.params and isinstance(a.params[0], Attribute):
        return _word(a.params[0])
    return None


def _type(a: Any) -> Attribute | None:
    """A type parameter (a type, or a type attribute holding one)."""
    if isinstance(a, Attribute) and a.defn is B.A["type"]:
        return a.params[0]
    return a if isinstance(a, Attribute) else None


def _param(t: Attribute, i: int) -> Any:
    return t.params[i] if len(t.params) > i else None


def _descriptor(t: Attribute) -> tuple[Attribute | None, str | None, str | None]:
    """A tensor map descriptor's memref, swizzle and interleave."""
    return _type(_param(t, 0)), _word(_param(t, 1)), _word(_param(t, 4))


def _vector(t: Attribute) -> Attribute | None:
    """The fragmented vector of a warpgroup accumulator type."""
    return _type(_param(t, 0))


def _div(a: int, b: int) -> int:
    """C++'s integer division (toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def _operand(op: Operation, ctx: Any, name: str) -> Any:
    group = op_value_groups(op, ctx).get(name) or []
    return group[0] if group else None


def _count(op: Operation, ctx: Any, name: str) -> int:
    return len(op_value_groups(op, ctx).get(name) or [])


# --- nvgpu.device_async_copy --------------------------------------------------------------------


def _device_async_copy(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src = _operand(op, ctx, "src").type
    dst = _operand(op, ctx, "dst").type
    if not _unit_stride(src):
        return fail(diags, op, "source memref most minor dim must have unit stride", False)
    if not _unit_stride(dst):
        return fail(diags, op, "destination memref most minor dim must have unit stride", False)
    if not _shared(dst):
        return fail(diags, op, f"destination memref must have a memory space attribute of {_SPACE}",
                    False)  # fmt: skip
    if element_of(src) is not element_of(dst):
        return fail(diags, op, "source and destination must have the same element type", False)
    for which, t, name in (("source", src, "srcIndices"), ("destination", dst, "dstIndices")):
        got = _count(op, ctx, name)
        if len(shape_of(t)) != got:
            return fail(diags, op, f"expected {len(shape_of(t))} {which} indices, got {got}")
    count_attr = inherent(op, "dstElements")
    count = int(count_attr.params[1]) if count_attr is not None else 0
    width = _bits(element_of(dst))
    if width == 0:
        return True
    size = _div(width * count, 8)
    if size not in (4, 8, 16):
        choices = [n // width for n in (32, 64, 128)]
        text = "".join(f"{c}, " for c in choices[:2] if c > 0)
        if choices[2] > 0:
            text += f"{choices[2]}."
        return fail(diags, op, f"Requested copy elements is {count} with width {width}. "
                    f"But copy elements could be one of {text}", False)  # fmt: skip
    if inherent(op, "bypassL1") is not None and size != 16:
        return fail(diags, op, f"bypassL1 does not satify alignment for {_text(dst)} "
                    f"with destination element {count}. Unset bypassL1, or set destination "
                    f"element to {128 // width}")  # fmt: skip
    return True


# --- nvgpu.ldmatrix -----------------------------------------------------------------------------


def _ldmatrix(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    src = op.operands[0].type
    res = op.results[0].type
    width = _bits(element_of(res))
    tiles_attr = inherent(op, "numTiles")
    tiles = int(tiles_attr.params[1]) if tiles_attr is not None else 0
    transpose = inherent(op, "transpose")
    if not _shared(src):
        return fail(diags, op, "expected nvgpu.ldmatrix srcMemref must have a memory space "
                    f"attribute of {_SPACE}", False)  # fmt: skip
    if width == 0:
        return True
    if width > 32:
        return fail(diags, op, "nvgpu.ldmatrix works for 32b or lower", False)
    if transpose is not None and transpose.params[1] and width != 16:
        return fail(diags, op, "nvgpu.ldmatrix transpose works only at 16b granularity", False)
    shape = shape_of(res)
    if len(shape) != 2:
        return fail(diags, op, "results must be 2 dimensional vector", False)
    if shape[1] != 32 // width:
        return fail(diags, op, f"expected vector register shape[1] = {32 // width}", False)
    if shape[0] != tiles:
        return fail(diags, op, "expected vector register shape[0] and numTiles to match", False)
    return True


# --- nvgpu.mma.sync, nvgpu.mma.sp.sync ----------------------------------------------------------


def _mma_shape(op: Operation) -> list[int]:
    a = inherent(op, "mmaShape")
    values = [int(e.params[1]) for e in a.params[0]] if a is not None else []
    return (values + [0, 0, 0])[:3]


def _mma(op: Operation, diags: list[Diagnostic], ctx: Any, sparse: bool) -> bool:
    a, b, c = (v.type for v in op.operands[:3])
    a_shape, b_shape, c_shape = shape_of(a), shape_of(b), shape_of(c)
    element = element_of(a)
    if sparse and _float(element, "f64"):
        return fail(diags, op, "f64 is not supported for sparse mode", False)
    if _float(element, "f64"):
        shape_k, per_a, per_b = 4, 1, 1
    elif (
        any(_float(element, k) for k in ("f32", "bf16", "f16"))
        or _int(element, 8)
        or _int(element, 4)
    ):
        width = _bits(element)
        shape_k, per_a, per_b = 128 // width, 32 // width, 32 // width
    else:
        return fail(diags, op, "expected input data type (i4,i8,f16,bf16,tf32,f64) supported "
                    f"by {op.name}", False)  # fmt: skip
    for name, shape in (("A", a_shape), ("B", b_shape), ("C", c_shape)):
        if len(shape) != 2:
            return fail(diags, op, f"matrix{name} must be 2 dimensional vector", False)
    m, n, k = _mma_shape(op)
    factor = 2 if sparse else 1
    if a_shape[0] * a_shape[1] * _WARP != _div(m * k, factor):
        return fail(diags, op, f"expected {m * k} warp-wide matrix A elements")
    if b_shape[0] * b_shape[1] * _WARP != k * n:
        return fail(diags, op, f"expected {k * n} warp-wide matrix B elements")
    if c_shape[0] * c_shape[1] * _WARP != m * n:
        return fail(diags, op, f"expected {m * n} warp-wide matrix C elements")
    if inherent(op, "tf32Enabled") is not None and not _float(element, "f32"):
        return fail(diags, op, "expected tf32 tensor cores only for F32 operands")
    m_tile, n_tile, k_tile = _div(m, 8), _div(n, 8), _div(k, shape_k)
    if a_shape[0] != _div(m_tile * k_tile, factor) or a_shape[1] != per_a:
        return fail(diags, op, f"expected matrix A to be shaped ({m_tile * k_tile} x {per_a})")
    if b_shape[0] != k_tile * n_tile or b_shape[1] != per_b:
        return fail(diags, op, f"expected matrix B to be shaped ({k_tile * n_tile} x {per_b})")
    if c_shape[0] != m_tile * n_tile or c_shape[1] != 2:
        return fail(diags, op, f"expected matrix C to be shaped ({m_tile * n_tile} x 2)")
    return True


def _mma_sync(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _mma(op, diags, ctx, False)


def _mma_sparse_sync(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    selector = inherent(op, "sparsitySelector")
    if selector is not None and selector.defn is B.A["integer"]:
        if not 0 <= int(selector.params[1]) <= 1:
            return fail(diags, op, "sparsity selector should be 0 or 1")
    return _mma(op, diags, ctx, True)


# --- nvgpu.rcp ----------------------------------------------------------------------------------


def _rcp(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    from core.printer import attr_to_str

    rounding = inherent(op, "rounding")
    word = _word(rounding) if rounding is not None else "approx"
    if word != "approx" or inherent(op, "ftz") is None:
        text = attr_to_str(rounding) if rounding is not None else "#nvgpu<rcp_rounding_mode approx>"
        return fail(diags, op, f"has a limitation. {text} or non-ftz is not supported yet.")
    return True


# --- TMA ----------------------------------------------------------------------------------------


def _tma_descriptor(op: Operation, diags: list[Diagnostic], desc: Attribute,
                    memref: Attribute | None) -> bool:  # fmt: skip
    """The checks of a tensor map descriptor, and of the memref it is used with."""
    tensor, swizzle, interleave = _descriptor(desc)
    if tensor is None or not is_kind(tensor, "memref"):
        return True
    if interleave not in (None, "none"):
        return fail(diags, op, "Interleave options are not supported yet.", False)
    if not _shared(tensor):
        return fail(diags, op, "the tensor map descriptor has incorrect address space, it must "
                    "be shared memory address space.", False)  # fmt: skip
    if not _static(tensor):
        return fail(diags, op, "the tensor map descriptor must be static shaped", False)
    shape = shape_of(tensor)
    for d in shape:
        if d <= 0 or d > _MAX_TMA_DIM:
            return fail(diags, op, "the tensor map descriptor must have dimensions between 1 "
                        f"and {_MAX_TMA_DIM} but it is {d}", False)  # fmt: skip
    width = _bits(element_of(tensor))
    if len(shape) > 1 and swizzle not in (None, "none"):
        last = width * shape[-1] // 8
        want = _SWIZZLE_BYTES.get(swizzle or "", 0)
        if last != want:
            return fail(diags, op, f"the tensormap descriptor must have last dimension of {want} "
                        f"bytes but it is {last} bytes", False)  # fmt: skip
    if memref is None:
        return True
    if element_of(tensor) is not element_of(memref):
        return fail(diags, op, "the element type of tensor map descriptor and memref must be "
                    "same", False)  # fmt: skip
    if not _shared(memref):
        return fail(diags, op, "the destination memref has incorrect address space, it must be "
                    "shared memory address space.", False)  # fmt: skip
    if not _static(memref):
        return fail(diags, op, "the destination memref must be static shaped", False)
    if len(shape_of(memref)) != len(shape):
        return fail(diags, op, "the shape of tensor map descriptor and memref must have same "
                    "rank", False)  # fmt: skip
    if shape_of(memref) != shape:
        return fail(diags, op, f"memref and tensor map shapes mismatch {_text(tensor)} != "
                    f"{_text(memref)}", False)  # fmt: skip
    if shape and (shape[-1] * width // 8) % 16 != 0:
        return fail(diags, op, "the bytes in the last dimension of the tensor map must be a "
                    "multiple of 16", False)  # fmt: skip
    return True


def _coordinates(op: Operation, diags: list[Diagnostic], ctx: Any, desc: Attribute) -> bool:
    count = _count(op, ctx, "coordinates")
    if count > _MAX_TMA_RANK:
        return fail(diags, op, f"Maximum {_MAX_TMA_RANK} coordinates are supported.", False)
    tensor = _descriptor(desc)[0]
    if tensor is not None and count != len(shape_of(tensor)):
        return fail(diags, op, "number of coordinates do not match with the rank of tensor "
                    "descriptor map.", False)  # fmt: skip
    return True


def _tma_async_load(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    desc = _operand(op, ctx, "tensorMapDescriptor").type
    dst = _operand(op, ctx, "dst").type
    return _tma_descriptor(op, diags, desc, dst) and _coordinates(op, diags, ctx, desc)


def _tma_async_store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    desc = _operand(op, ctx, "tensorMapDescriptor").type
    src = _operand(op, ctx, "src").type
    return _tma_descriptor(op, diags, desc, src) and _coordinates(op, diags, ctx, desc)


def _tma_create_descriptor(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if _count(op, ctx, "boxDimensions") > _MAX_TMA_RANK:
        return fail(diags, op, f"Maximum {_MAX_TMA_RANK} coordinates are supported.", False)
    return _tma_descriptor(op, diags, op.results[0].type, None)


# --- warpgroup ----------------------------------------------------------------------------------


def _generate_descriptor(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    desc = op.operands[1].type
    if not _tma_descriptor(op, diags, desc, None):
        return False
    _, swizzle, interleave = _descriptor(desc)
    if swizzle != "swizzle_128b":
        return fail(diags, op, "supports only swizzle_128b is supported for the time being",
                    False)  # fmt: skip
    if interleave != "none":
        return fail(diags, op, "supports only none is supported for the time being", False)
    return True


def _fp8(t: Attribute | None) -> bool:
    return _float(t, "f8E5M2") or _float(t, "f8E4M3FN")


def _wgmma_types(d: Attribute | None, a: Attribute | None, b: Attribute | None) -> bool:
    """The element types wgmma accumulates: D += A * B."""
    f32_or_f16 = _float(d, "f32") or _float(d, "f16")
    return (
        (_float(a, "f16") and _float(b, "f16") and f32_or_f16)
        or (_float(a, "tf32") and _float(b, "tf32") and _float(d, "f32"))
        or (_int(a, 16) and _int(b, 16) and _int(d, 32))
        or (_int(a, 1) and _int(b, 1) and _int(d, 32))
        or (_float(a, "bf16") and _float(b, "bf16") and f32_or_f16)
        or (_fp8(a) and _fp8(b) and f32_or_f16)
    )


_N_ALL = tuple(range(8, 257, 8))
_N_SHORT = (8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256)


def _size_n_ok(n: int, a: Attribute | None) -> bool:
    if any(_float(a, k) for k in ("bf16", "f16", "f32", "tf32")) or _fp8(a):
        if n in _N_ALL:
            return True
    return (_int(a, 8) or _int(a, 1)) and n in _N_SHORT


def _warpgroup_mma(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if inherent(op, "transposeA") is not None and inherent(op, "transposeB") is None:
        return fail(diags, op, "supports non-transpose A (Row Major) and transpose B (Column "
                    "Major) for the time being ")  # fmt: skip
    a = _descriptor(op.operands[0].type)[0]
    b = _descriptor(op.operands[1].type)[0]
    c = _vector(op.operands[2].type)
    d = _vector(op.results[0].type)
    if a is None or b is None or c is None or d is None:
        return True
    if c is not d:
        return fail(diags, op, "type of matrix C and matrix D must be the same")
    sa, sb, sc = shape_of(a), shape_of(b), shape_of(c)
    if len(sa) != 2 or len(sb) != 2 or len(sc) != 2:
        return fail(diags, op, "has matrices A, B, C and D, they must be 2 dimensional")
    if sa[1] != sb[0]:
        return fail(diags, op, f"2nd dim matrix-A ({sa[1]})!= 1st dim matrix-B ({sb[0]} )")
    if sa[0] != sc[0]:
        return fail(diags, op, f"1st dim matrix-A ( {sa[0]} )!= 1st dim matrix-C ( {sc[0]} )")
    if sb[1] != sc[1]:
        return fail(diags, op, f"2nd dim matrix-B ( {sb[1]} ) != 2nd dim matrix-C ( {sc[1]} )")
    ea, eb, ec = element_of(a), element_of(b), element_of(c)
    words = f"{_text(ec)} += {_text(ea)} * {_text(eb)}"
    if not _wgmma_types(ec, ea, eb):
        return fail(diags, op, f"{words}, it is not supported.")
    if not _size_n_ok(sb[1], ea):
        return fail(diags, op, f"has input type {_text(b)} n is set to {sb[1]}, it is not "
                    "supported")  # fmt: skip
    if not _float(ec, "f32") and not _float(ea, "f16") and not _float(ea, "bf16"):
        return fail(diags, op, f"hit a limitation: {words}, it is not supported yet")
    return True


def _text(t: Attribute | None) -> str:
    """A type as a diagnostic streams it: quoted."""
    return f"'{type_text(t)}'" if t is not None else "<<NULL TYPE>>"


def _init_accumulator(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    v = _vector(op.results[0].type)
    if v is None or not is_kind(v, "vector"):
        return True
    shape = shape_of(v)
    m = shape[0] if shape else 0
    n = shape[1] if len(shape) > 1 else 0
    if m % 64 != 0 or not _size_n_ok(n, element_of(v)):
        return fail(diags, op, f"has type {_text(v)}. It does not fit into warp-group level "
                    "(wgmma) matrix multiplication instruction (or not supported yet)")  # fmt: skip
    return True


def _mma_store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    v = _vector(op.operands[0].type)
    dst = op.operands[1].type
    if v is None or not is_kind(v, "vector"):
        return True
    if not _float(element_of(v), "f32"):
        return fail(diags, op, "hit a limitation: only f32 results for the time being")
    sv, sd = shape_of(v), shape_of(dst)
    if len(sv) < 2 or len(sd) < 2:
        return True
    if sv[0] != sd[0] or sv[1] != sd[1]:
        return fail(diags, op, f"results [{_text(v)}][{sv[1]}] values. However, destination "
                    f"memref[{sd[0]}][{sd[1]}]  does not have same size as results")  # fmt: skip
    return True


plugin.verifier("NvgpuDeviceAsyncCopy", _device_async_copy)
plugin.verifier("NvgpuLdMatrix", _ldmatrix)
plugin.verifier("NvgpuMmaSync", _mma_sync)
plugin.verifier("NvgpuMmaSparseSync", _mma_sparse_sync)
plugin.verifier("NvgpuRcp", _rcp)
plugin.verifier("NvgpuTmaAsyncLoad", _tma_async_load)
plugin.verifier("NvgpuTmaAsyncStore", _tma_async_store)
plugin.verifier("NvgpuTmaCreateDescriptor", _tma_create_descriptor)
plugin.verifier("NvgpuWarpgroupGenerateDescriptor", _generate_descriptor)
plugin.verifier("NvgpuWarpgroupMma", _warpgroup_mma)
plugin.verifier("NvgpuWarpgroupMmaInitAccumulator", _init_accumulator)
plugin.verifier("NvgpuWarpgroupMmaStore", _mma_store)


# --- the C++ classes the generated predicates name ----------------------------------------------


plugin.cpp_classes(
    (
        ("nvgpu::DeviceAsyncTokenType", "!nvgpu.device.async.token", "device async token type"),
        ("nvgpu::MBarrierGroupType", "!nvgpu.mbarrier.group", "mbarrier barrier type"),
        ("nvgpu::MBarrierTokenType", "!nvgpu.mbarrier.token", ""),
        ("nvgpu::TensorMapDescriptorType", "!nvgpu.tensormap.descriptor", "TensorMap descriptor"),
        (
            "nvgpu::WarpgroupMatrixDescriptorType",
            "!nvgpu.warpgroup.descriptor",
            "Warpgroup matrix descriptor type",
        ),
        ("nvgpu::WarpgroupAccumulatorType", "!nvgpu.warpgroup.accumulator", ""),
    )
)
