"""More of the spirv dialect's C++ verifiers (``hasVerifier``), with mlir-opt-22's messages:
atomics and barriers (memory semantics), casts, composites, access chains, shifts,
matrices, group and non-uniform group ops, integer dot products, images (image operands,
and the image predicate traits the import leaves anonymous), cooperative matrices, the GL,
INTEL and EXT extension ops, spirv.Switch and the ARM graph outputs.

Some of MLIR's checks report through ``emitError`` (no ``'op' op`` prefix), some at the
op's location without the operation note (an error built from its location only):
``_plain`` and ``_bare`` reproduce those.
"""

from __future__ import annotations

import re
from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic, Severity
from core.floats import SEMANTICS
from core.ir import Operation
from core.printer import attr_to_str, op_loc
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("spirv")

Diags = list[Diagnostic]


def _t(t: Any) -> str:
    return f"'{attr_to_str(t)}'"


def _plain(diags: Diags, op: Operation, message: str) -> bool:
    """MLIR's ``op->emitError(message)``: no ``'op' op`` prefix, the operation note kept."""
    return fail(diags, op, message, False)


def _bare(diags: Diags, op: Operation, message: str) -> bool:
    """MLIR's ``emitError(op location, message)``: neither prefix nor operation note."""
    diags.append(Diagnostic(Severity.ERROR, message, op_loc(op)))
    return False


def key(t: Any) -> str:
    """The definition key of a type (``!spirv.ptr``...)."""
    return str(getattr(t.defn, "key", ""))


def is_vector(t: Any) -> bool:
    return t.defn is B.T["vector"]


def vector_size(t: Any) -> int:
    n = 1
    for d in t.params[0]:
        n *= d
    return n


def bit_width(t: Any) -> int | None:
    """The width of an integer or float type, else None."""
    if B.is_integer_type(t):
        return int(t.params[0])
    kind = B.FLOAT_DEFS.get(t.defn)
    return SEMANTICS[kind].width if kind is not None else None


def storage_class(ptr: Any) -> str:
    return str(ptr.params[1].params[0])


def pointee(ptr: Any) -> Any:
    return ptr.params[0]


def _count(t: Any, i: int = 0) -> int:
    return int(t.params[i].params[1])


# --- composite types (spirv::CompositeType) --------------------------------------------------


def _is_composite_vector(t: Any) -> bool:
    return (is_vector(t) and len(t.params[0]) == 1 and t.params[0][0] in (2, 3, 4, 8, 16)
            and bit_width(t.params[1]) is not None)  # fmt: skip


def is_composite(t: Any) -> bool:
    return _is_composite_vector(t) or key(t) in (
        "!spirv.array", "!spirv.rtarray", "!spirv.struct", "!spirv.matrix", "!spirv.coopmatrix",
    )  # fmt: skip


def num_elements(t: Any) -> int | None:
    """The number of elements of a composite type; None when not known at compile time."""
    k = key(t)
    if is_vector(t):
        return vector_size(t)
    if k in ("!spirv.array", "!spirv.matrix"):
        return _count(t)
    if k == "!spirv.struct":
        return len(t.params[1].params[0])
    return None


def element_type(t: Any, index: int = 0) -> Any:
    """The type of element ``index`` of a composite type."""
    k = key(t)
    if is_vector(t) or k in ("!spirv.array", "!spirv.matrix", "!spirv.coopmatrix"):
        return t.params[1]
    if k == "!spirv.rtarray":
        return t.params[0]
    if k == "!spirv.struct":
        return t.params[1].params[0][index]
    return None


def scalar_element(t: Any) -> Any:
    """A matrix's, cooperative matrix's or vector's scalar element type (else ``t``)."""
    k = key(t)
    if k == "!spirv.matrix":
        return t.params[1].params[1]
    if k == "!spirv.coopmatrix" or is_vector(t):
        return t.params[1]
    return t


# --- atomics and barriers ---------------------------------------------------------------------

# SPIR-V's memory semantics bits of which at most one may be set: Acquire, Release,
# AcquireRelease, SequentiallyConsistent.
_ORDERINGS = 0x2 | 0x4 | 0x8 | 0x10


def _mask(a: Any) -> int:
    return int(a.params[0].params[1]) if a is not None else 0


def memory_semantics(op: Operation, diags: Diags, name: str) -> bool:
    """At most one ordering bit in the memory semantics attribute ``name``."""
    if bin(_mask(inherent(op, name)) & _ORDERINGS).count("1") > 1:
        return _plain(diags, op, "expected at most one of these four memory constraints to "
                      "be set: `Acquire`, `Release`,`AcquireRelease` or "
                      "`SequentiallyConsistent`")  # fmt: skip
    return True


def _atomic(what: str) -> Any:
    """An atomic update: the pointer points to an ``what`` value; the semantics."""

    def verify(op: Operation, diags: Diags, ctx: Any) -> bool:
        element = pointee(op.operands[0].type)
        ok = B.is_integer_type(element) if what == "integer" else B.is_float_type(element)
        if not ok:
            return fail(diags, op, f"pointer operand must point to an {what} value, found "
                        f"{_t(element)}")  # fmt: skip
        return memory_semantics(op, diags, "semantics")

    return verify


for _name in ("And", "IAdd", "IDecrement", "IIncrement", "ISub", "Or", "SMax", "SMin", "UMax",
              "UMin", "Xor"):  # fmt: skip
    plugin.verifier(f"SpirvAtomic{_name}", _atomic("integer"))
plugin.verifier("SpirvEXTAtomicFAdd", _atomic("float"))
for _name in ("ControlBarrier", "MemoryBarrier"):
    plugin.verifier(f"Spirv{_name}",
                    lambda op, d, c: memory_semantics(op, d, "memory_semantics"))  # fmt: skip


# --- casts -------------------------------------------------------------------------------------


def _cast(same_width: bool) -> Any:
    """Element types of matching vectors / cooperative matrices, of the same (or different)
    widths."""

    def verify(op: Operation, diags: Diags, ctx: Any) -> bool:
        src, dst = op.operands[0].type, op.results[0].type
        if is_vector(src) or key(src) == "!spirv.coopmatrix":
            if src.defn is not dst.defn:
                return fail(diags, op, "incompatible operand and result types")
            src, dst = src.params[1], dst.params[1]
        a, b = bit_width(src), bit_width(dst)
        if (a == b) != same_width:
            which = "same" if same_width else "different"
            return fail(diags, op, f"expected the {which} bit widths for operand type and "
                        f"result type, but provided {_t(src)} and {_t(dst)}")  # fmt: skip
        return True

    return verify


for _name in ("FConvert", "SConvert", "UConvert"):
    plugin.verifier(f"Spirv{_name}", _cast(False))
for _name in ("ConvertFToS", "ConvertFToU", "ConvertSToF", "ConvertUToF"):
    plugin.verifier(f"Spirv{_name}", lambda op, d, c: True)  # no width rule


def _bits(t: Any) -> int:
    if key(t) == "!spirv.ptr":
        return 64
    if is_vector(t):
        return vector_size(t) * (bit_width(t.params[1]) or 0)
    return bit_width(t) or 0


def _bitcast(op: Operation, diags: Diags, ctx: Any) -> bool:
    src, dst = op.operands[0].type, op.results[0].type
    if src is dst:
        return _plain(diags, op, "result type must be different from operand type")
    src_ptr, dst_ptr = key(src) == "!spirv.ptr", key(dst) == "!spirv.ptr"
    if src_ptr and not dst_ptr:
        return _plain(diags, op, "unhandled bit cast conversion from pointer type to "
                      "non-pointer type")  # fmt: skip
    if dst_ptr and not src_ptr:
        return _plain(diags, op, "unhandled bit cast conversion from non-pointer type to "
                      "pointer type")  # fmt: skip
    if _bits(src) != _bits(dst):
        return fail(diags, op, f"mismatch in result type bitwidth {_bits(dst)} and operand "
                    f"type bitwidth {_bits(src)}")  # fmt: skip
    return True


plugin.verifier("SpirvBitcast", _bitcast)

_GENERIC_TARGETS = ("Workgroup", "CrossWorkgroup", "Function")


def _ptr_cast_to_generic(op: Operation, diags: Diags, ctx: Any) -> bool:
    src, dst = op.operands[0].type, op.results[0].type
    if storage_class(src) not in _GENERIC_TARGETS:
        return _plain(diags, op, "pointer must point to the Workgroup, CrossWorkgroup, or "
                      "Function Storage Class")  # fmt: skip
    if storage_class(dst) != "Generic":
        return _plain(diags, op, "result type must be of storage class Generic")
    return _same_pointee(op, diags, src, dst)


def _same_pointee(op: Operation, diags: Diags, src: Any, dst: Any) -> bool:
    if pointee(src) is not pointee(dst):
        return fail(diags, op, "pointer operand's pointee type must have the same as the op "
                    f"result type, but found {_t(pointee(src))} vs {_t(pointee(dst))}")  # fmt: skip
    return True


def _generic_cast_to_ptr(op: Operation, diags: Diags, ctx: Any) -> bool:
    src, dst = op.operands[0].type, op.results[0].type
    if storage_class(src) != "Generic":
        return _plain(diags, op, "pointer type must be of storage class Generic")
    if storage_class(dst) not in _GENERIC_TARGETS:
        return _plain(diags, op, "result must point to the Workgroup, CrossWorkgroup, or "
                      "Function Storage Class")  # fmt: skip
    return _same_pointee(op, diags, src, dst)


plugin.verifier("SpirvPtrCastToGeneric", _ptr_cast_to_generic)
plugin.verifier("SpirvGenericCastToPtr", _generic_cast_to_ptr)
plugin.verifier("SpirvGenericCastToPtrExplicit", _generic_cast_to_ptr)


def _addressing_model(op: Operation) -> str | None:
    """The addressing model of the enclosing spirv.module, if any."""
    block = op.parent
    while block is not None:
        region = block.parent
        owner = region.parent if region is not None else None
        if owner is None:
            return None
        if owner.name == "spirv.module":
            a = inherent(owner, "addressing_model")
            return str(a.params[0].params[0]) if a is not None else None
        block = owner.parent
    return None


def _physical(op: Operation, ptr: Any) -> bool:
    model = _addressing_model(op)
    if model == "PhysicalStorageBuffer64":
        return storage_class(ptr) == "PhysicalStorageBuffer"
    return model != "Logical"


def _convert_ptr_to_u(op: Operation, diags: Diags, ctx: Any) -> bool:
    if not _physical(op, op.operands[0].type):
        return _plain(diags, op, "operand must be a physical pointer")
    return True


def _convert_u_to_ptr(op: Operation, diags: Diags, ctx: Any) -> bool:
    if not _physical(op, op.results[0].type):
        return _plain(diags, op, "result must be a physical pointer")
    return True


plugin.verifier("SpirvConvertPtrToU", _convert_ptr_to_u)
plugin.verifier("SpirvConvertUToPtr", _convert_u_to_ptr)


# --- composites --------------------------------------------------------------------------------


def _composite_construct(op: Operation, diags: Diags, ctx: Any) -> bool:
    result = op.results[0].type
    parts = [v.type for v in op.operands]
    if key(result) == "!spirv.coopmatrix":
        if len(parts) != 1:
            return fail(diags, op, f"has incorrect number of operands: expected 1, but provided "
                        f"{len(parts)}")  # fmt: skip
        if parts[0] is not result.params[1]:
            return fail(diags, op, f"operand type mismatch: expected operand type "
                        f"{_t(result.params[1])}, but provided {_t(parts[0])}")  # fmt: skip
        return True
    n = num_elements(result)
    if n is not None and len(parts) == n:
        for i, t in enumerate(parts):
            want = element_type(result, i)
            if t is not want:
                return fail(diags, op, f"operand type mismatch: expected operand type "
                            f"{_t(want)}, but provided {_t(t)}")  # fmt: skip
        return True
    if not is_vector(result):
        return fail(diags, op, "expected to return a vector or cooperative matrix when the "
                    "number of constituents is less than what the result needs")  # fmt: skip
    total = 0
    for t in parts:
        if not is_vector(t) and bit_width(t) is None:
            return fail(diags, op, "operand type mismatch: expected operand to have a scalar or "
                        f"vector type, but provided {_t(t)}")  # fmt: skip
        total += vector_size(t) if is_vector(t) else 1
        element = t.params[1] if is_vector(t) else t
        if element is not result.params[1]:
            return fail(diags, op, f"operand element type mismatch: expected to be "
                        f"{_t(result.params[1])}, but provided {_t(element)}")  # fmt: skip
    if total != vector_size(result):
        return fail(diags, op, f"has incorrect number of operands: expected "
                    f"{vector_size(result)}, but provided {total}")  # fmt: skip
    return True


plugin.verifier("SpirvCompositeConstruct", _composite_construct)


def indexed_type(t: Any, indices: Any) -> tuple[Any, str | None]:
    """The type reached from ``t`` through the index array attribute ``indices``, or None
    and mlir-opt's message."""
    if indices is None or indices.defn is not B.A["array"]:
        return None, "expected a 32-bit integer array attribute for 'indices'"
    items = indices.params[0]
    if not items:
        return None, "expected at least one index for spirv.CompositeExtract"
    values = []
    for item in items:
        if item.defn is not B.A["integer"]:
            return None, f"expected an 32-bit integer for index, but found '{attr_to_str(item)}'"
        v = int(item.params[1]) & 0xFFFFFFFF
        values.append(v - (1 << 32) if v >= 1 << 31 else v)
    for index in values:
        if not is_composite(t):
            return None, f"cannot extract from non-composite type {_t(t)} with index {index}"
        n = num_elements(t)
        if n is not None and not 0 <= index < n:
            return None, f"index {index} out of bounds for {_t(t)}"
        t = element_type(t, index)
    return t, None


def _composite_extract(op: Operation, diags: Diags, ctx: Any) -> bool:
    t, message = indexed_type(op.operands[0].type, inherent(op, "indices"))
    if t is None:
        return _bare(diags, op, message or "")
    if t is not op.results[0].type:
        return fail(diags, op, f"invalid result type: expected {_t(t)} but provided "
                    f"{_t(op.results[0].type)}")  # fmt: skip
    return True


def _composite_insert(op: Operation, diags: Diags, ctx: Any) -> bool:
    obj, composite = op.operands[0].type, op.operands[1].type
    t, message = indexed_type(composite, inherent(op, "indices"))
    if t is None:
        return _bare(diags, op, message or "")
    if t is not obj:
        return fail(diags, op, f"object operand type should be {_t(t)}, but found {_t(obj)}")
    if composite is not op.results[0].type:
        return fail(diags, op, "result type should be the same as the composite type, but "
                    f"found {_t(composite)} vs {_t(op.results[0].type)}")  # fmt: skip
    return True


plugin.verifier("SpirvCompositeExtract", _composite_extract)
plugin.verifier("SpirvCompositeInsert", _composite_insert)


def _vector_shuffle(op: Operation, diags: Diags, ctx: Any) -> bool:
    components = inherent(op, "components")
    selectors = components.params[0] if components is not None else ()
    n = vector_size(op.results[0].type)
    if n != len(selectors):
        return fail(diags, op, f"result type element count ({n}) mismatch with the number of "
                    f"component selectors ({len(selectors)})")  # fmt: skip
    total = sum(vector_size(v.type) for v in op.operands)
    for s in selectors:
        index = int(s.params[1]) & 0xFFFFFFFF
        if index >= total and index != 0xFFFFFFFF:
            return fail(diags, op, f"component selector {index} out of range: expected to be in "
                        f"[0, {total}) or 0xffffffff")  # fmt: skip
    return True


plugin.verifier("SpirvVectorShuffle", _vector_shuffle)


# --- access chains -----------------------------------------------------------------------------


def _constant_index(v: Any) -> tuple[Operation | None, int | None]:
    """The op defining ``v`` and, for a spirv.Constant integer, its value."""
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation):
        return None, None
    value = inherent(owner, "value") if owner.name == "spirv.Constant" else None
    if value is None or value.defn is not B.A["integer"]:
        return owner, None
    return owner, int(value.params[1])


def _access_chain(first_index: int) -> Any:
    """The result is a pointer to what the indices (after ``first_index`` operands) reach."""

    def verify(op: Operation, diags: Diags, ctx: Any) -> bool:
        base = op.operands[0].type
        if key(base) != "!spirv.ptr":
            return _bare(diags, op, "'spirv.AccessChain' op expected a pointer to composite "
                         f"type, but provided {_t(base)}")  # fmt: skip
        t = pointee(base)
        index = 0
        for v in op.operands[first_index:]:
            if not is_composite(t):
                return _bare(diags, op, "'spirv.AccessChain' op cannot extract from "
                             f"non-composite type {_t(t)} with index {index}")  # fmt: skip
            index = 0
            if key(t) == "!spirv.struct":
                owner, value = _constant_index(v)
                if owner is None:
                    return _bare(diags, op, "'spirv.AccessChain' op index must be an integer "
                                 "spirv.Constant to access element of spirv.struct")  # fmt: skip
                if value is None:
                    return _bare(diags, op, "'spirv.AccessChain' index must be an integer "
                                 "spirv.Constant to access element of spirv.struct, but "
                                 f"provided {owner.name}")  # fmt: skip
                index = value
                if not 0 <= index < (num_elements(t) or 0):
                    return _bare(diags, op, f"'spirv.AccessChain' op index {index} out of "
                                 f"bounds for {_t(t)}")  # fmt: skip
            t = element_type(t, index)
        result = op.results[0].type
        if (
            key(result) != "!spirv.ptr"
            or pointee(result) is not t
            or (storage_class(result) != storage_class(base))
        ):
            expected = _pointer_text(t, storage_class(base))
            return fail(diags, op, f"invalid result type: expected '{expected}', but provided "
                        f"{_t(result)}")  # fmt: skip
        return True

    return verify


def _pointer_text(pointee_type: Any, storage: str) -> str:
    return f"!spirv.ptr<{attr_to_str(pointee_type)}, {storage}>"


plugin.verifier("SpirvAccessChain", _access_chain(1))
plugin.verifier("SpirvPtrAccessChain", _access_chain(2))
plugin.verifier("SpirvInBoundsPtrAccessChain", _access_chain(2))


# --- shifts and matrices -----------------------------------------------------------------------


def _shift(op: Operation, diags: Diags, ctx: Any) -> bool:
    base, result = op.operands[0].type, op.results[0].type
    if base is not result:
        return _plain(diags, op, "expected the same type for the first operand and result, but "
                      f"provided {_t(base)} and {_t(result)}")  # fmt: skip
    return True


for _name in ("ShiftLeftLogical", "ShiftRightArithmetic", "ShiftRightLogical"):
    plugin.verifier(f"Spirv{_name}", _shift)


def _columns(t: Any) -> int:
    return _count(t)


def _rows(t: Any) -> int:
    return vector_size(t.params[1])


def _matrix_times_scalar(op: Operation, diags: Diags, ctx: Any) -> bool:
    if op.operands[1].type is not scalar_element(op.operands[0].type):
        return fail(diags, op, "input matrix components' type and scaling value must have the "
                    "same type")  # fmt: skip
    return True


def _matrix_times_vector(op: Operation, diags: Diags, ctx: Any) -> bool:
    m, v, r = op.operands[0].type, op.operands[1].type, op.results[0].type
    if _columns(m) != vector_size(v):
        return fail(diags, op, f"matrix columns ({_columns(m)}) must match vector operand size "
                    f"({vector_size(v)})")  # fmt: skip
    if vector_size(r) != _rows(m):
        return fail(diags, op, f"result size ({vector_size(r)}) must match the matrix rows "
                    f"({_rows(m)})")  # fmt: skip
    if scalar_element(m) is not r.params[1]:
        return fail(diags, op, "matrix and result element types must match")
    return True


def _vector_times_matrix(op: Operation, diags: Diags, ctx: Any) -> bool:
    v, m, r = op.operands[0].type, op.operands[1].type, op.results[0].type
    if vector_size(v) != _rows(m):
        return fail(diags, op, "number of components in vector must equal the number of "
                    "components in each column in matrix")  # fmt: skip
    if vector_size(r) != _columns(m):
        return fail(diags, op, "number of columns in matrix must equal the number of "
                    "components in result")  # fmt: skip
    if scalar_element(m) is not r.params[1]:
        return fail(diags, op, "matrix must be a matrix with the same component type as the "
                    "component type in result")  # fmt: skip
    return True


def _matrix_times_matrix(op: Operation, diags: Diags, ctx: Any) -> bool:
    a, b, r = op.operands[0].type, op.operands[1].type, op.results[0].type
    if _columns(a) != _rows(b):
        return _plain(diags, op, "left matrix columns' count must be equal to the right matrix "
                      "rows' count")  # fmt: skip
    if _columns(b) != _columns(r):
        return _plain(diags, op, "right and result matrices must have equal columns' count")
    if scalar_element(b) is not scalar_element(r):
        return _plain(diags, op, "right and result matrices' component type must be the same")
    if scalar_element(a) is not scalar_element(r):
        return _plain(diags, op, "left and result matrices' component type must be the same")
    if _rows(a) != _rows(r):
        return _plain(diags, op, "left and result matrices must have equal rows' count")
    return True


def _transpose(op: Operation, diags: Diags, ctx: Any) -> bool:
    m, r = op.operands[0].type, op.results[0].type
    if _rows(m) != _columns(r):
        return _plain(diags, op, "input matrix rows count must be equal to output matrix "
                      "columns count")  # fmt: skip
    if _columns(m) != _rows(r):
        return _plain(diags, op, "input matrix columns count must be equal to output matrix "
                      "rows count")  # fmt: skip
    if scalar_element(m) is not scalar_element(r):
        return _plain(diags, op, "input and output matrices must have the same component type")
    return True


def _shaped(check: Any, matrices: str) -> Any:
    """``check`` when the values ``matrices`` marks ``m`` (matrix), ``M`` (matrix or
    cooperative matrix) and ``v`` (vector) are so:
    ODS's ``isa<spirv::MatrixType>`` is not checked here (see types.py)."""

    def verify(op: Operation, diags: Diags, ctx: Any) -> bool:
        values = [*op.operands, *op.results]
        for mark, v in zip(matrices, values):
            if (
                (mark == "m" and key(v.type) != "!spirv.matrix")
                or (mark == "M" and key(v.type) not in ("!spirv.matrix", "!spirv.coopmatrix"))
                or (mark == "v" and not is_vector(v.type))
            ):
                return True
        return bool(check(op, diags, ctx))

    return verify


plugin.verifier("SpirvMatrixTimesScalar", _shaped(_matrix_times_scalar, "M"))
plugin.verifier("SpirvMatrixTimesVector", _shaped(_matrix_times_vector, "mvv"))
plugin.verifier("SpirvVectorTimesMatrix", _shaped(_vector_times_matrix, "vmv"))
plugin.verifier("SpirvMatrixTimesMatrix", _shaped(_matrix_times_matrix, "mmm"))
plugin.verifier("SpirvTranspose", _shaped(_transpose, "mm"))


# --- group operations --------------------------------------------------------------------------


def _word(op: Operation, name: str) -> str:
    """The case of the enum attribute ``name`` (``Workgroup``...)."""
    a = inherent(op, name)
    return str(a.params[0].params[0]) if a is not None else ""


def _scope(op: Operation, diags: Diags) -> bool:
    if _word(op, "execution_scope") not in ("Workgroup", "Subgroup"):
        return fail(diags, op, "execution scope must be 'Workgroup' or 'Subgroup'")
    return True


def _cluster_size(op: Operation, diags: Diags, v: Any) -> bool:
    """A cluster size: a spirv.Constant power of two."""
    owner, value = _constant_index(v)
    if owner is None or value is None or owner.name != "spirv.Constant":
        return fail(diags, op, "cluster size operand must come from a constant op")
    value &= 0xFFFFFFFF
    if value == 0 or value & (value - 1):
        return fail(diags, op, "cluster size operand must be a power of two")
    return True


def _non_uniform_arithmetic(op: Operation, diags: Diags, ctx: Any) -> bool:
    if not _scope(op, diags):
        return False
    if _word(op, "group_operation") == "ClusteredReduce" and len(op.operands) == 1:
        return fail(diags, op, "cluster size operand must be provided for 'ClusteredReduce' "
                    "group operation")  # fmt: skip
    return len(op.operands) < 2 or _cluster_size(op, diags, op.operands[1])


for _name in ("FAdd", "FMax", "FMin", "FMul", "IAdd", "IMul", "SMax", "SMin", "UMax", "UMin",
              "BitwiseAnd", "BitwiseOr", "BitwiseXor", "LogicalAnd", "LogicalOr",
              "LogicalXor"):  # fmt: skip
    plugin.verifier(f"SpirvGroupNonUniform{_name}", _non_uniform_arithmetic)


def _scope_only(op: Operation, diags: Diags, ctx: Any) -> bool:
    return _scope(op, diags)


for _name in ("GroupNonUniformBallot", "GroupNonUniformBallotFindLSB",
              "GroupNonUniformBallotFindMSB", "GroupNonUniformElect", "GroupFAdd", "GroupFMax",
              "GroupFMin", "GroupIAdd", "GroupSMax", "GroupSMin", "GroupUMax", "GroupUMin",
              "GroupFMulKHR", "GroupIMulKHR"):  # fmt: skip
    plugin.verifier(f"Spirv{_name}", _scope_only)


def _shuffle(op: Operation, diags: Diags, ctx: Any) -> bool:
    if not _scope(op, diags):
        return False
    last = op.operands[-1].type
    if B.is_integer_type(last) and last.params[1] == B.SIGNED:
        return fail(diags, op, "second operand must be a singless/unsigned integer")
    return True


for _name in ("Shuffle", "ShuffleDown", "ShuffleUp", "ShuffleXor"):
    plugin.verifier(f"SpirvGroupNonUniform{_name}", _shuffle)


def _rotate(op: Operation, diags: Diags, ctx: Any) -> bool:
    if not _scope(op, diags):
        return False
    return len(op.operands) < 3 or _cluster_size(op, diags, op.operands[2])


plugin.verifier("SpirvGroupNonUniformRotateKHR", _rotate)


def _ancestor(op: Operation, name: str) -> Operation | None:
    block = op.parent
    while block is not None:
        region = block.parent
        owner = region.parent if region is not None else None
        if owner is None or owner.name == name:
            return owner
        block = owner.parent
    return None


def _target_version(op: Operation) -> tuple[int, int]:
    """The SPIR-V version of the ``spirv.target_env`` around the spirv.module holding ``op``
    (1.0 without)."""
    cur = _ancestor(op, "spirv.module")
    while cur is not None:
        env = cur.attributes.get("spirv.target_env")
        if env is not None:
            m = re.search(r"#spirv\.vce<v(\d+)\.(\d+)", attr_to_str(env))
            if m:
                return int(m.group(1)), int(m.group(2))
        block = cur.parent
        region = block.parent if block is not None else None
        cur = region.parent if region is not None else None
    return 1, 0


def _non_uniform_broadcast(op: Operation, diags: Diags, ctx: Any) -> bool:
    """Before SPIR-V 1.5, the id comes from a constant."""
    if not _scope(op, diags):
        return False
    if _target_version(op) < (1, 5):
        owner = getattr(op.operands[1], "owner", None)
        if not isinstance(owner, Operation) or owner.name not in (
            "spirv.Constant", "spirv.mlir.referenceof",
        ):  # fmt: skip
            return fail(diags, op, "id must be the result of a constant op")
    return True


plugin.verifier("SpirvGroupNonUniformBroadcast", _non_uniform_broadcast)


def _group_broadcast(op: Operation, diags: Diags, ctx: Any) -> bool:
    if not _scope(op, diags):
        return False
    local_id = op.operands[1].type
    if is_vector(local_id) and vector_size(local_id) not in (2, 3):
        return fail(diags, op, "localid is a vector and can be with only  2 or 3 components, "
                    f"actual number is {vector_size(local_id)}")  # fmt: skip
    return True


plugin.verifier("SpirvGroupBroadcast", _group_broadcast)


# --- integer dot products ----------------------------------------------------------------------


def _integer_dot(op: Operation, diags: Diags, ctx: Any) -> bool:
    """A packed-vector format for (32-bit) integer factors only; a result wide enough."""
    factor = op.operands[0].type
    fmt = inherent(op, "format")
    if B.is_integer_type(factor):
        if fmt is None:
            return fail(diags, op, "requires Packed Vector Format attribute for integer vector "
                        "operands")  # fmt: skip
        if factor.params[0] != 32:
            return fail(diags, op, f"with specified Packed Vector Format ({_word(op, 'format')}) "
                        "requires integer vector operands to be 32-bits wide")  # fmt: skip
    elif fmt is not None:
        return fail(diags, op, "with invalid format attribute for vector operands of type "
                    f"{_t(factor)}")  # fmt: skip
    a, b = _bits(factor), _bits(op.results[0].type)
    if a > b:
        return fail(diags, op, f"result type has insufficient bit-width ({b} bits) for the "
                    f"specified vector operand type ({a} bits)")  # fmt: skip
    return True


for _name in ("SDot", "UDot", "SUDot", "SDotAccSat", "UDotAccSat", "SUDotAccSat"):
    plugin.verifier(f"Spirv{_name}", _integer_dot)


# --- images ------------------------------------------------------------------------------------

# Image Operands bits (SPIR-V): Bias, Lod, Grad.
_BIAS, _LOD, _GRAD = 0x1, 0x2, 0x4
_LOD_DIMS = ("Dim1D", "Dim2D", "Dim3D", "Cube")


def _image_info(image: Any) -> tuple[str, ...]:
    """An image type's Dim, depth, arrayed, sampling, sampler use and format words."""
    return tuple(str(w.params[0]) for w in image.params[1].params[0])


def _image_of(t: Any) -> Any:
    return t.params[0] if key(t) == "!spirv.sampled_image" else t


def _float_elem(t: Any) -> bool:
    return B.is_float_type(t.params[1] if is_vector(t) else t)


def _grad(op: Operation, args: list[Any], image: Any) -> str | None:
    """What is wrong with the two Grad arguments, if anything."""
    if _image_info(image)[3] != "SingleSampled":
        return "Grad must only be used with an image type that has a MS operand of 0"
    dx, dy = args[0].type, args[1].type
    coordinate = op.operands[1].type
    if is_vector(dx) and is_vector(dy):
        if not (_float_elem(dx) and _float_elem(dy)):
            return "Grad arguments must be a vector of floating-point type"
    elif is_vector(dx) or is_vector(dy) or not (B.is_float_type(dx) and B.is_float_type(dy)):
        return "Grad arguments must be a scalar or vector of floating-point type"
    n = vector_size(coordinate) if is_vector(coordinate) else 1
    if is_vector(coordinate) and _image_info(image)[2] == "Arrayed":
        n -= 1
    if any((vector_size(t) if is_vector(t) else 1) != n for t in (dx, dy)):
        return (
            "number of components of each Grad argument must equal the number of components "
            "in coordinate, minus the array layer component, if present"
        )
    return None


def _image_operands(op: Operation, diags: Diags, fixed: int, lod: str) -> bool:
    """The image operands attribute and the arguments that follow it; ``lod``: the kind of
    level-of-detail the op takes (``implicit``, ``explicit`` or ``none``)."""
    args = list(op.operands[fixed:])
    attr = inherent(op, "image_operands")
    if attr is None:
        if args:
            return _plain(diags, op, "the Image Operands should encode what operands follow, "
                          "as per Image Operands")  # fmt: skip
        return True
    bits = _mask(attr)
    if bits & _LOD and bits & _GRAD:
        return _plain(diags, op, "it is invalid to set both the Lod and Grad bits")
    image = _image_of(op.operands[0].type)
    info = _image_info(image)
    index = 0
    if bits & _BIAS:
        if lod != "implicit":
            return _plain(diags, op, "Bias is only valid with implicit-lod instructions")
        if len(args) < 1:
            return _plain(diags, op, "Bias operand requires 1 argument")
        if not B.is_float_type(args[0].type):
            return _plain(diags, op, "Bias must be a floating-point type scalar")
        if info[0] not in _LOD_DIMS:
            return _plain(diags, op, "Bias must only be used with an image type that has a dim "
                          "operand of 1D, 2D, 3D, or Cube")  # fmt: skip
        if info[3] != "SingleSampled":
            return _plain(diags, op, "Bias must only be used with an image type that has a MS "
                          "operand of 0")  # fmt: skip
        index += 1
    if bits & _LOD:
        if lod != "explicit":
            return _plain(diags, op, "Lod is only valid with explicit-lod and fetch instructions")
        if len(args) < index + 1:
            return _plain(diags, op, "Lod operand requires 1 argument")
        if not B.is_float_type(args[index].type):
            return _plain(diags, op, "for sampling operations, Lod must be a floating-point type "
                          "scalar")  # fmt: skip
        if info[0] not in _LOD_DIMS:
            return _plain(diags, op, "Lod must only be used with an image type that has a dim "
                          "operand of 1D, 2D, 3D, or Cube")  # fmt: skip
        if info[3] != "SingleSampled":
            return _plain(diags, op, "Lod must only be used with an image type that has a MS "
                          "operand of 0")  # fmt: skip
        index += 1
    if bits & _GRAD:
        if lod != "explicit":
            return _plain(diags, op, "Grad is only valid with explicit-lod instructions")
        if len(args) < index + 2:
            return _plain(diags, op, "Grad operand requires 2 arguments (scalars or vectors)")
        message = _grad(op, args[index : index + 2], image)
        if message is not None:
            return _plain(diags, op, message)
        index += 2
    if index < len(args):
        return _plain(diags, op, "too many image operand arguments have been provided")
    return True


def _image_traits(op: Operation, diags: Diags, rules: str, value: int) -> bool:
    """The op's image predicate traits (the import leaves them anonymous), in ODS order:
    ``d<dims>``/``D<dims>`` (Dim is / is not one of), ``m`` (single sampled), ``s<uses>``
    (sampler use is one of), ``e`` (the element type of operand or result ``value``
    matches the image's)."""
    image = _image_of(op.operands[0].type)
    info = _image_info(image)
    for rule in rules.split():
        kind, words = rule[0], rule[1:].split(",") if len(rule) > 1 else []
        if kind == "d" and info[0] not in words:
            what = f"the Dim operand of the underlying image must be {' or '.join(words)}"
        elif kind == "D" and info[0] in words:
            what = f"the Dim operand of the underlying image must not be {' or '.join(words)}"
        elif kind == "m" and info[3] != "SingleSampled":
            what = "the MS operand of the underlying image type must be SingleSampled"
        elif kind == "s" and info[4] not in words:
            what = f"the sampled operand of the underlying image must be {' or '.join(words)}"
        elif kind == "e" and image.params[0] is not B.NONE:
            values = [*op.operands, *op.results]
            t = values[value].type
            if (t.params[1] if is_vector(t) else t) is image.params[0]:
                continue
            name = "result" if value < 0 else "texel"
            what = f"the {name} component type must match the image sampled type"
        else:
            continue
        return fail(diags, op, f"failed to verify that {what}")
    return True


def _image(rules: str, value: int, fixed: int, lod: str) -> Any:
    def verify(op: Operation, diags: Diags, ctx: Any) -> bool:
        if key(_image_of(op.operands[0].type)) != "!spirv.image":
            return True
        return _image_traits(op, diags, rules, value) and _image_operands(op, diags, fixed, lod)

    return verify


# name -> (traits, the value ``e`` checks (-1: the result), fixed operands, lod kind)
_IMAGE_OPS = {
    "ImageDrefGather": ("dDim2D,Cube,Rect m e", -1, 3, "none"),
    "ImageRead": ("sSamplerUnknown,NoSampler e", -1, 2, "none"),
    "ImageWrite": ("sSamplerUnknown,NoSampler DSubpassData e", 2, 3, "none"),
    "ImageSampleImplicitLod": ("DBuffer m e", -1, 2, "implicit"),
    "ImageSampleProjDrefImplicitLod": ("DBuffer m", -1, 3, "implicit"),
    "ImageFetch": ("DCube sNeedSampler e", -1, 2, "none"),
}
for _name, (_rules, _value, _fixed, _lod) in _IMAGE_OPS.items():
    plugin.verifier(f"Spirv{_name}", _image(_rules, _value, _fixed, _lod))


def _explicit_lod_present(check: Any) -> Any:
    """ImageSampleExplicitLod's ``either Lod or Grad image operands must be present``, after
    its other traits."""

    def verify(op: Operation, diags: Diags, ctx: Any) -> bool:
        if key(_image_of(op.operands[0].type)) != "!spirv.image":
            return True
        if not _image_traits(op, diags, "DBuffer m e", -1):
            return False
        if not _mask(inherent(op, "image_operands")) & (_LOD | _GRAD):
            return fail(diags, op, "failed to verify that either Lod or Grad image operands "
                        "must be present")  # fmt: skip
        return bool(check(op, diags, ctx))

    return verify


def _explicit_lod_operands(op: Operation, diags: Diags, ctx: Any) -> bool:
    return _image_operands(op, diags, 2, "explicit")


plugin.verifier("SpirvImageSampleExplicitLod", _explicit_lod_present(_explicit_lod_operands))

_QUERY_COMPONENTS = {"Dim1D": 1, "Buffer": 1, "Dim2D": 2, "Cube": 2, "Rect": 2, "Dim3D": 3}


def _image_query_size(op: Operation, diags: Diags, ctx: Any) -> bool:
    image = op.operands[0].type
    if key(image) != "!spirv.image":
        return True
    info = _image_info(image)
    dim = info[0]
    if dim in ("Dim1D", "Dim2D", "Dim3D", "Cube"):
        if info[3] != "MultiSampled" and info[4] not in ("SamplerUnknown", "NoSampler"):
            return _plain(diags, op, "if Dim is 1D, 2D, 3D, or Cube, it must also have either an "
                          "MS of 1 or a Sampled of 0 or 2")  # fmt: skip
    elif dim not in ("Buffer", "Rect"):
        return _plain(diags, op, "the Dim operand of the image type must be 1D, 2D, 3D, Buffer, "
                      "Cube, or Rect")  # fmt: skip
    want = _QUERY_COMPONENTS[dim] + (1 if info[2] == "Arrayed" else 0)
    result = op.results[0].type
    got = vector_size(result) if is_vector(result) else 1
    if want != got:
        return _plain(diags, op, f"expected the result to have {want} component(s), but found "
                      f"{got} component(s)")  # fmt: skip
    return True


plugin.verifier("SpirvImageQuerySize", _image_query_size)


# --- cooperative matrices ----------------------------------------------------------------------

# MemoryAccess bits (SPIR-V): Aligned, MakePointerAvailable, MakePointerVisible.
_ALIGNED, _MAKE_AVAILABLE, _MAKE_VISIBLE = 0x2, 0x8, 0x10


def _coop_access(op: Operation, diags: Diags, pointer: Any, load: bool) -> bool:
    """The pointer points to a scalar or vector; the memory operand suits the access."""
    element = pointee(pointer)
    if not (is_vector(element) or bit_width(element) is not None):
        return fail(diags, op, "Pointer must point to a scalar or vector type but provided "
                    f"{_t(element)}")  # fmt: skip
    operand = inherent(op, "memory_operand")
    if operand is None:
        return True
    bits = _mask(operand)
    if load and bits & _MAKE_AVAILABLE:
        return fail(diags, op, "not compatible with memory operand 'MakePointerAvailable'")
    if not load and bits & _MAKE_VISIBLE:
        return fail(diags, op, "not compatible with memory operand 'MakePointerVisible'")
    alignment = inherent(op, "alignment")
    if bits & _ALIGNED and alignment is None:
        return fail(diags, op, "missing value for the 'Aligned' memory operand")
    if not bits & _ALIGNED and alignment is not None:
        return fail(diags, op, "found alignment attribute for non-'Aligned' memory operand")
    return True


plugin.verifier("SpirvKHRCooperativeMatrixLoad",
                lambda op, d, c: _coop_access(op, d, op.operands[0].type, True))  # fmt: skip
plugin.verifier("SpirvKHRCooperativeMatrixStore",
                lambda op, d, c: _coop_access(op, d, op.operands[0].type, False))  # fmt: skip


def _coop_mul_add(op: Operation, diags: Diags, ctx: Any) -> bool:
    a, b, c = (v.type for v in op.operands[:3])
    for i, (t, use) in enumerate(((a, "MatrixA"), (b, "MatrixB"), (c, "MatrixAcc"))):
        if str(t.params[3].params[0]) != use:
            return fail(diags, op, f"operand #{i} must be of use '{use}'")
    if len({str(t.params[2].params[0]) for t in (a, b, c)}) != 1:
        return fail(diags, op, "matrix scope mismatch")
    (ar, ac), (br, bc), (cr, cc) = (
        tuple(int(d.params[1]) for d in t.params[0].params[0]) for t in (a, b, c)
    )
    for ok, dim in ((ar == cr, "M"), (bc == cc, "N"), (ac == br, "K")):
        if not ok:
            return fail(diags, op, f"matrix size mismatch on dimension '{dim}'")
    if inherent(op, "matrix_operands") is not None and not all(
        B.is_integer_type(t.params[1]) for t in (a, b, c)
    ):
        return fail(diags, op, "Matrix Operands require all matrix element types to be Integer "
                    "Types")  # fmt: skip
    return True


plugin.verifier("SpirvKHRCooperativeMatrixMulAdd", _coop_mul_add)


# --- GL, INTEL and EXT extensions --------------------------------------------------------------


def _components(t: Any) -> int:
    return vector_size(t) if is_vector(t) else 1


def _frexp_struct(op: Operation, diags: Diags, ctx: Any) -> bool:
    result = op.results[0].type
    members = result.params[1].params[0] if key(result) == "!spirv.struct" else ()
    if len(members) != 2:
        return _plain(diags, op, "result type must be a struct type with two memebers")
    significand, exponent = members
    operand = op.operands[0].type
    if significand is not operand:
        return _plain(diags, op, "member zero of the resulting struct type must be the same type "
                      "as the operand")  # fmt: skip
    if is_vector(exponent):
        element = exponent.params[1]
        if not (B.is_integer_type(element) and element.params[0] == 32):
            return _plain(diags, op, "member one of the resulting struct type mustbe a scalar or "
                          "vector of 32 bit integer type")  # fmt: skip
        if is_vector(operand) and vector_size(operand) == vector_size(exponent):
            return True
    elif not (B.is_integer_type(exponent) and exponent.params[0] == 32):
        return _plain(diags, op, "member one of the resulting struct type must be a scalar or "
                      "vector of 32 bit integer type")  # fmt: skip
    elif B.is_float_type(operand):
        return True
    return _plain(diags, op, "member one of the resulting struct type must have the same number "
                  "of components as the operand type")  # fmt: skip


plugin.verifier("SpirvGLFrexpStruct", _frexp_struct)


def _ldexp(op: Operation, diags: Diags, ctx: Any) -> bool:
    x, exp = op.operands[0].type, op.operands[1].type
    if B.is_float_type(x) != B.is_integer_type(exp):
        return fail(diags, op, "operands must both be scalars or vectors")
    if _components(x) != _components(exp):
        return fail(diags, op, "operands must have the same number of elements")
    return True


plugin.verifier("SpirvGLLdexp", _ldexp)


def _block_read_write(pointer: int, value: int) -> Any:
    """The value's (element) type is the pointee type."""

    def verify(op: Operation, diags: Diags, ctx: Any) -> bool:
        values = [*op.operands, *op.results]
        t = values[value].type
        ptr = values[pointer].type
        if key(ptr) != "!spirv.ptr":
            return True
        if (t.params[1] if is_vector(t) else t) is not pointee(ptr):
            return fail(diags, op, "mismatch in result type and pointer type")
        return True

    return verify


plugin.verifier("SpirvINTELSubgroupBlockRead", _block_read_write(0, 1))
plugin.verifier("SpirvINTELSubgroupBlockWrite", _block_read_write(0, 1))


def _replicate_types(composite: Any) -> list[Any]:
    """The types a replicated constituent may have: the element type, its element type..."""
    out = []
    t = element_type(composite, 0)
    while t is not None:
        out.append(t)
        t = element_type(t, 0) if is_composite(t) else None
    return out


def _constant_composite_replicate(op: Operation, diags: Diags, ctx: Any) -> bool:
    from irdl.format.directives import attribute_type

    value = inherent(op, "value")
    if value is None:
        return True
    if value.defn is B.A["array"]:
        items = value.params[0]
        first = attribute_type(items[0]) if items else B.NONE
        value_type_text = f"!spirv.array<{len(items)} x {attr_to_str(first)}>"
        value_type = None
    else:
        value_type = attribute_type(value)
        value_type_text = attr_to_str(value_type)
    result = op.results[0].type
    if not is_composite(result):
        return _plain(diags, op, "result type is not a composite type")
    possible = _replicate_types(result)
    if value_type is None or value_type not in possible:
        shown = " or ".join(_t(t) for t in possible)
        return _plain(diags, op, f"expected value attribute type {shown}, but got: "
                      f"'{value_type_text}'")  # fmt: skip
    return True


plugin.verifier("SpirvEXTConstantCompositeReplicate", _constant_composite_replicate)


# --- mesh tasks, replicated spec constants, switch ---------------------------------------------


def _emit_mesh_tasks(op: Operation, diags: Diags, ctx: Any) -> bool:
    payload = op.operands[3].type if len(op.operands) > 3 else None
    if payload is not None and key(payload) == "!spirv.ptr":
        if storage_class(payload) != "TaskPayloadWorkgroupEXT":
            return fail(diags, op, "payload must be a variable with a storage class of "
                        "TaskPayloadWorkgroupEXT")  # fmt: skip
    return True


plugin.verifier("SpirvEXTEmitMeshTasks", _emit_mesh_tasks)


def _lookup_symbol(op: Operation, name: str) -> Operation | None:
    """The op named ``name`` in the symbol table around ``op``."""
    block = op.parent
    if block is None:
        return None
    for child in block.ops:
        sym = inherent(child, "sym_name")
        if sym is not None and sym.params[0] == name:
            return child
    return None


def _spec_constant_composite_replicate(op: Operation, diags: Diags, ctx: Any) -> bool:
    t = inherent(op, "type")
    composite = t.params[0] if t is not None else None
    if composite is None or not is_composite(composite):
        shown = _t(composite) if composite is not None else "''"
        return _plain(diags, op, f"result type must be a composite type, but provided {shown}")
    ref = inherent(op, "constituent")
    target = _lookup_symbol(op, ref.params[0]) if ref is not None else None
    if target is None:
        return _plain(diags, op, "splat spec constant reference defining constituent not found")
    if target.name != "spirv.SpecConstant":
        return _plain(diags, op, "constituent is not a spec constant")
    from irdl.format.directives import attribute_type

    value = inherent(target, "default_value")
    got = attribute_type(value) if value is not None else B.NONE
    want = element_type(composite, 0)
    if got is not want:
        return _plain(diags, op, f"constituent has incorrect type: expected {_t(want)}, but "
                      f"provided {_t(got)}")  # fmt: skip
    return True


plugin.verifier("SpirvEXTSpecConstantCompositeReplicate", _spec_constant_composite_replicate)


def _switch(op: Operation, diags: Diags, ctx: Any) -> bool:
    """The case operand segments, each successor's operands, then the literals: one per
    target, of the selector's type."""
    from irdl.checks.verifiers import case_operand_groups, successor_operands_ok
    from irdl.format.ops import value_groups

    info = ctx.op_info(op.name) if ctx is not None else None
    groups = value_groups(op, info.defn) if info is not None and info.defn is not None else {}
    default_operands = groups.get("defaultOperands", [])
    target_operands = groups.get("targetOperands", [])
    segments = inherent(op, "case_operand_segments")
    sizes = list(segments.params[1]) if segments is not None else []
    if sum(sizes) != len(target_operands):
        return fail(diags, op, f"targetOperands count ({len(target_operands)}) does not match "
                    f"with the total size ({sum(sizes)}) specified in attribute "
                    "'case_operand_segments'")  # fmt: skip
    if op.successors and not successor_operands_ok(op, diags, 0, default_operands,
                                                   op.successors[0]):  # fmt: skip
        return False
    for n, (block, values) in enumerate(
        zip(op.successors[1:], case_operand_groups(op, target_operands)), start=1
    ):
        if not successor_operands_ok(op, diags, n, values, block):
            return False
    literals = inherent(op, "literals")
    if literals is None:
        return True
    shaped = literals.params[0]
    selector = op.operands[0].type
    if shaped.params[1] is not selector:
        return fail(diags, op, f"'selector' type ({_t(selector)}) should match literals type "
                    f"({_t(shaped.params[1])})")  # fmt: skip
    count = vector_size(shaped) if shaped.params[0] else 1
    targets = len(op.successors) - 1
    if count != targets:
        return fail(diags, op, f"number of literals ({count}) should match number of targets "
                    f"({targets})")  # fmt: skip
    return True


plugin.verifier("SpirvSwitch", _switch)


def _graph_outputs(op: Operation, diags: Diags, ctx: Any) -> bool:
    """In a spirv.ARM.Graph (ODS's InGraphScope), returning its results."""
    block = op.parent
    region = block.parent if block is not None else None
    graph = region.parent if region is not None else None
    if graph is None or graph.name != "spirv.ARM.Graph":
        return fail(diags, op, "failed to verify that op must appear in a spirv.ARM.Graph op's "
                    "block")  # fmt: skip
    ftype = inherent(graph, "function_type")
    results = tuple(ftype.params[0].params[1]) if ftype is not None else ()
    if len(op.operands) != len(results):
        return fail(diags, op, f"is returning {len(op.operands)} value(s) but enclosing "
                    f"spirv.ARM.Graph requires {len(results)} result(s)")  # fmt: skip
    for i, (v, want) in enumerate(zip(op.operands, results)):
        if v.type is not want:
            return _plain(diags, op, f"type of return operand {i} ({_t(v.type)}) doesn't match "
                          f"graph result type ({_t(want)})")  # fmt: skip
    return True


plugin.verifier("SpirvGraphOutputsARM", _graph_outputs)
