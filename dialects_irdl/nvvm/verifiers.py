"""The nvvm dialect's C++ verifiers (ODS ``hasVerifier``), with mlir-opt-22's messages.

- the special registers with a ``range`` (``read.ptx.sreg.*``): LLVM's ConstantRange rule;
- ``barrier``, ``pmevent``, ``prmt``, ``setmaxregister``, ``st.bulk``, ``cp.async.shared.global``;
- the mbarrier family (scope, shared_cluster without a result, the predicated form's limits);
- the conversions (``convert.*``): destination types, rounding and saturation modes;
- the fences (``fence.proxy*``, ``fence.sync_restrict``);
- warp-level ops (``shfl.sync``, ``vote.sync``, ``match.sync``, ``redux.sync``), ``prefetch``,
  ``clusterlaunchcontrol.query.cancel``;
- TMA (``cp.async.bulk.tensor.*``, ``cp.async.bulk.shared.cluster.global``);
- matrix ops (``wmma.*``, ``ldmatrix``, ``stmatrix``, ``wgmma.mma_async``, ``mma.*``,
  ``tcgen05.*``);
- ``#nvvm.target``'s parameters (a type verifier).

Shapes written ``struct(params)`` (``#nvvm.shape``, ``#nvvm.ld_st_matrix_shape``) are read
by position. Checks that C++ reports without returning report every failure, as it does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from dialects_irdl.nvvm.directives import mma_ptx_type
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("nvvm")

Verify = Callable[[Operation, list[Diagnostic], Any], bool]

# NVVM's address spaces
_GENERIC, _GLOBAL, _SHARED, _CONSTANT, _LOCAL, _SHARED_CLUSTER = 0, 1, 3, 4, 5, 7


# --- pieces of attributes and types ------------------------------------------------------------


def text(a: Attribute) -> str:
    """A type or attribute as MLIR prints it."""
    from core.printer import attr_to_str

    return attr_to_str(a)


def word(op: Operation, name: str) -> str | None:
    """The case of an enum attribute (``#nvvm.mma_layout<row>`` -> ``row``), or None."""
    a = inherent(op, name)
    while isinstance(a, Attribute) and a.defn is not B.A["string"]:
        if not a.params or not isinstance(a.params[0], Attribute):
            return None
        a = a.params[0]
    return str(a.params[0]) if a is not None else None


def number(a: Any) -> int | None:
    """The value of an integer attribute (or a plain int), else None."""
    if isinstance(a, bool):
        return int(a)
    if isinstance(a, int):
        return a
    if isinstance(a, Attribute) and a.defn is B.A["integer"]:
        return int(a.params[1])
    return None


def int_attr(op: Operation, name: str) -> int | None:
    return number(inherent(op, name))


def flag(op: Operation, name: str) -> bool:
    """A BoolAttr or UnitAttr property: present and not false."""
    a = inherent(op, name)
    if a is None:
        return False
    v = number(a)
    return v is None or v != 0


def is_int(t: Attribute | None, width: int) -> bool:
    """MLIR's Type::isInteger(width)."""
    return t is not None and t.defn is B.T["integer"] and t.params[0] == width


def is_float(t: Attribute | None, kind: str) -> bool:
    return t is not None and B.FLOAT_DEFS.get(t.defn) == kind


def address_space(t: Attribute) -> int | None:
    """The address space of an ``!llvm.ptr``."""
    if getattr(t.defn, "key", None) != "!llvm.ptr":
        return None
    return number(t.params[0]) if t.params else 0


def struct_body(t: Attribute | None) -> tuple[Attribute, ...] | None:
    """The element types of an ``!llvm.struct`` (None for another type)."""
    if t is None or getattr(t.defn, "key", None) != "!llvm.struct":
        return None
    body = t.params[3]
    return tuple(body.params[0]) if isinstance(body, Attribute) else tuple(body)


def is_literal_struct(t: Attribute, body: Sequence[str]) -> bool:
    """A literal, unpacked struct whose elements print as ``body``."""
    got = struct_body(t)
    if got is None or str(t.params[0].params[0]) or number(t.params[1]):
        return False
    return [text(x) for x in got] == list(body)


def literal_struct_text(body: Sequence[str]) -> str:
    return f"!llvm.struct<({', '.join(body)})>"


def group(op: Operation, ctx: Any, name: str) -> list[Any]:
    """The values of the operand (or result) group ``name``."""
    return list(op_value_groups(op, ctx).get(name, ()))


def one(op: Operation, ctx: Any, name: str) -> Any:
    """The value of an optional or single operand (result) ``name``, or None."""
    values = group(op, ctx, name)
    return values[0] if values else None


def register(names: Sequence[str], verify: Verify) -> None:
    for n in names:
        plugin.verifier(n, verify)


# --- special registers -------------------------------------------------------------------------


def _range_bounds(a: Attribute) -> tuple[int, int, int] | None:
    """(width, lower, upper) of a ``#llvm.constant_range<iN, lo, hi>``."""
    width = None
    values: list[int] = []
    for p in a.params:
        if isinstance(p, Attribute) and p.defn is B.A["type"]:
            p = p.params[0]
        if isinstance(p, Attribute) and p.defn is B.T["integer"]:
            width = int(p.params[0])
        elif isinstance(p, Attribute) and p.defn is B.A["integer"]:
            width = width or int(p.params[0].params[0])
            values.append(int(p.params[1]))
        elif isinstance(p, int):
            values.append(p)
    if width is None or len(values) != 2:
        return None
    return width, values[0], values[1]


def _verify_range(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """LLVM's ConstantRange: equal bounds only for the full or empty range (both the
    unsigned minimum or maximum)."""
    a = inherent(op, "range")
    bounds = _range_bounds(a) if a is not None else None
    if bounds is None:
        return True
    width, lower, upper = bounds
    mask = (1 << width) - 1
    lower, upper = lower & mask, upper & mask
    if lower == upper and lower not in (0, mask):
        return fail(diags, op, "invalid range attribute: Lower == Upper, but they aren't min "
                    f"(0) or max ({mask}) value! This is an invalid constant range.")  # fmt: skip
    return True


_SPECIAL_REGISTERS = [
    f"Nvvm{n}{axis}"
    for n in ("ThreadId", "BlockDim", "BlockId", "GridDim", "ClusterId", "ClusterDim",
              "BlockInClusterId", "ClusterDimBlocks")
    for axis in "XYZ"
] + ["NvvmLaneId", "NvvmWarpSize", "NvvmWarpId", "NvvmWarpDim", "NvvmSmId", "NvvmSmDim",
     "NvvmGridId", "NvvmClusterId", "NvvmClusterDim"]  # fmt: skip
register(_SPECIAL_REGISTERS, _verify_range)


# --- barrier, pmevent, prmt, setmaxregister, st.bulk, cp.async ---------------------------------


def _barrier(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if one(op, ctx, "numberOfThreads") is not None and one(op, ctx, "barrierId") is None:
        return fail(diags, op, "barrier id is missing, it should be set between 0 to 15")
    has_kind = inherent(op, "reductionOp") is not None
    if has_kind != (one(op, ctx, "reductionPredicate") is not None):
        return fail(diags, op, "reduction predicate and reduction operation must be "
                    "specified together")  # fmt: skip
    return True


def _pmevent(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    event, mask = int_attr(op, "eventId"), inherent(op, "maskedEventId")
    if mask is None and event is None:
        return fail(diags, op, "either `id` or `mask` must be set")
    if mask is not None and event is not None:
        return fail(diags, op, "`id` and `mask` cannot be set at the same time")
    if event is not None and not 0 <= event <= 15:
        return fail(diags, op, "`id` must be between 0 and 15")
    return True


def _permute(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    mode = word(op, "mode")
    has_hi = one(op, ctx, "hi") is not None
    if mode in ("default", "f4e", "b4e") and not has_hi:
        return fail(diags, op, f"mode '{mode}' requires 'hi' operand.", False)
    if mode in ("rc8", "ecl", "ecr", "rc16") and has_hi:
        return fail(diags, op, f"mode '{mode}' does not accept 'hi' operand.", False)
    return True


def _set_max_register(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    count = int_attr(op, "regCount")
    if count is None:
        return True
    if count % 8:
        return fail(diags, op, "new register size must be multiple of 8")
    if count < 24 or count > 256:
        return fail(diags, op, "new register size must be in between 24 to 256")
    return True


def _bulk_store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    init = int_attr(op, "initVal")
    if init is not None and init != 0:
        return fail(diags, op, f"only 0 is supported for initVal, got {init}")
    return True


def _cp_async(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    modifier, size = word(op, "modifier"), int_attr(op, "size")
    if modifier not in ("cg", "ca"):
        return fail(diags, op, "Only CG and CA cache modifiers are supported.", False)
    if size not in (4, 8, 16):
        return fail(diags, op, "expected byte size to be either 4, 8 or 16.", False)
    if modifier == "cg" and size != 16:
        return fail(diags, op, "CG cache modifier is only support for 16 bytes copy.", False)
    return True


plugin.verifier("NvvmBarrier", _barrier)
plugin.verifier("NvvmPMEvent", _pmevent)
plugin.verifier("NvvmPermute", _permute)
plugin.verifier("NvvmSetMaxRegister", _set_max_register)
plugin.verifier("NvvmBulkStore", _bulk_store)
plugin.verifier("NvvmCpAsync", _cp_async)


# --- mbarrier ----------------------------------------------------------------------------------


def _arrive_like(op: Operation, diags: list[Diagnostic], ctx: Any, result: bool) -> bool:
    """The scope is CTA or cluster; a barrier in shared_cluster space returns nothing."""
    if word(op, "scope") not in ("cta", "cluster"):
        return fail(diags, op, "mbarrier scope must be either CTA or Cluster", False)
    addr = one(op, ctx, "addr")
    cluster = addr is not None and address_space(addr.type) == _SHARED_CLUSTER
    if cluster and result and one(op, ctx, "res") is not None:
        return fail(diags, op, "mbarrier in shared_cluster space cannot return any value", False)
    return True


def _mbarrier(result: bool) -> Verify:
    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        return _arrive_like(op, diags, ctx, result)

    return verify


def _arrive_expect_tx(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """With a predicate (lowered to inline PTX): CTA scope, no shared_cluster barrier, no
    result, not relaxed."""
    if one(op, ctx, "predicate") is not None:
        addr = one(op, ctx, "addr")
        if word(op, "scope") != "cta":
            return fail(diags, op, "mbarrier scope must be CTA when using predicate", False)
        if addr is not None and address_space(addr.type) == _SHARED_CLUSTER:
            return fail(diags, op, "mbarrier in shared_cluster space is not supported when "
                        "using predicate", False)  # fmt: skip
        if one(op, ctx, "res") is not None:
            return fail(diags, op, "return-value is not supported when using predicate", False)
        if flag(op, "relaxed"):
            return fail(diags, op, "mbarrier with relaxed semantics is not supported when "
                        "using predicate", False)  # fmt: skip
    return _arrive_like(op, diags, ctx, True)


register(["NvvmMBarrierArrive", "NvvmMBarrierArriveDrop", "NvvmMBarrierArriveDropExpectTx"],
         _mbarrier(True))  # fmt: skip
register(["NvvmMBarrierExpectTx", "NvvmMBarrierCompleteTx", "NvvmMBarrierTestWait",
          "NvvmMBarrierTryWait"], _mbarrier(False))  # fmt: skip
plugin.verifier("NvvmMBarrierArriveExpectTx", _arrive_expect_tx)


# --- conversions -------------------------------------------------------------------------------


def _type_attr(op: Operation, name: str) -> Attribute | None:
    a = inherent(op, name)
    if isinstance(a, Attribute) and a.defn is B.A["type"]:
        return a.params[0]
    return None


def _float_kind(t: Attribute | None) -> str | None:
    return B.FLOAT_DEFS.get(t.defn) if t is not None else None


def _only(kinds: Sequence[str], what: str, attr: str = "dstTy") -> Verify:
    """The type attribute ``attr`` is one of ``kinds``: "Only 'A' and 'B' types are
    supported for conversions from <what>." (one kind: "type is")."""
    listed = " and ".join(f"'{k}'" for k in kinds)
    noun = "types are" if len(kinds) > 1 else "type is"

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        if _float_kind(_type_attr(op, attr)) in kinds:
            return True
        return fail(diags, op, f"Only {listed} {noun} supported for conversions from {what}.")

    return verify


_F8 = ("f8E4M3FN", "f8E5M2")
_F8_TYPES = "'f8E4M3FN' and 'f8E5M2' types"


def _f32x2_to_f8x2(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """RN and SATFINITE for e4m3/e5m2; RZ or RP and no relu for ue8m0; nothing else."""
    kind = _float_kind(_type_attr(op, "dstTy"))
    rnd, sat = word(op, "rnd"), word(op, "sat")
    if kind in _F8:
        if rnd != "rn":
            return fail(diags, op, "Only RN rounding mode is supported for conversions from "
                        f"f32x2 to {_F8_TYPES}")  # fmt: skip
        if sat != "satfinite":
            return fail(diags, op, "Only SATFINITE saturation mode is supported for "
                        f"conversions from f32x2 to {_F8_TYPES}")  # fmt: skip
        return True
    if kind == "f8E8M0FNU":
        if rnd not in ("rz", "rp"):
            return fail(diags, op, "Only RZ and RP rounding modes are supported for "
                        "conversions from f32x2 to 'f8E8M0FNU' type")  # fmt: skip
        if flag(op, "relu"):
            return fail(diags, op, "relu not supported for conversions to 'f8E8M0FNU' type")
        return True
    return fail(diags, op, "Only 'f8E4M3FN', 'f8E5M2', and 'f8E8M0FNU' types are supported "
                "for conversions from f32x2 to f8x2")  # fmt: skip


def _to_tf32(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    rnd = word(op, "rnd")
    if rnd == "rna":
        if flag(op, "relu"):
            return fail(diags, op, "Relu not supported with rna rounding mode.", False)
    elif rnd not in ("rn", "rz"):
        return fail(diags, op, "Only {rn,rz,rna} rounding modes supported for "
                    "ConvertFloatToTF32Op.", False)  # fmt: skip
    return True


def _to_fp16x2(dst: str) -> Verify:
    """f32x2 to f16x2 / bf16x2: RN, RZ or RS; random bits exactly with RS."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        rnd = word(op, "rnd")
        bits = one(op, ctx, "random_bits") is not None
        if rnd not in ("rn", "rz", "rs"):
            return fail(diags, op, "Only RN, RZ, and RS rounding modes are supported for "
                        f"conversions from f32x2 to {dst}.")  # fmt: skip
        if rnd == "rs" and not bits:
            return fail(diags, op, "random_bits is required for RS rounding mode.")
        if rnd != "rs" and bits:
            return fail(diags, op, "random_bits not supported for RN and RZ rounding modes.")
        return True

    return verify


def _bf16x2_to_f8x2(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """To ue8m0 only, rounding RZ or RP."""
    if _float_kind(_type_attr(op, "dstTy")) != "f8E8M0FNU":
        return fail(diags, op, "Only 'f8E8M0FNU' type is supported for conversions from "
                    "bf16x2 to f8x2.")  # fmt: skip
    if word(op, "rnd") not in ("rz", "rp"):
        return fail(diags, op, "Only RZ and RP rounding modes are supported for conversions "
                    "from bf16x2 to f8x2.")  # fmt: skip
    return True


plugin.verifier("NvvmConvertF32x2ToF6x2", _only(("f6E2M3FN", "f6E3M2FN"), "f32x2 to f6x2"))
plugin.verifier("NvvmConvertF32x2ToF4x2", _only(("f4E2M1FN",), "f32x2 to f4x2"))
plugin.verifier("NvvmConvertF16x2ToF8x2", _only(_F8, "f16x2 to f8x2"))
plugin.verifier("NvvmConvertF32x4ToF8x4", _only(_F8, "f32x4 to f8x4"))
plugin.verifier("NvvmConvertF32x4ToF6x4", _only(("f6E2M3FN", "f6E3M2FN"), "f32x4 to f6x4"))
plugin.verifier("NvvmConvertF32x4ToF4x4", _only(("f4E2M1FN",), "f32x4 to f4x4"))
plugin.verifier("NvvmConvertF32x2ToF8x2", _f32x2_to_f8x2)
plugin.verifier("NvvmConvertBF16x2ToF8x2", _bf16x2_to_f8x2)
plugin.verifier("NvvmConvertFloatToTF32", _to_tf32)
plugin.verifier("NvvmConvertF32x2ToF16x2", _to_fp16x2("f16x2"))
plugin.verifier("NvvmConvertF32x2ToBF16x2", _to_fp16x2("bf16x2"))
plugin.verifier("NvvmConvertF8x2ToF16x2", _only(_F8, "f8x2 to f16x2", "srcType"))
plugin.verifier("NvvmConvertF8x2ToBF16x2", _only(("f8E8M0FNU",), "f8x2 to bf16x2", "srcType"))
plugin.verifier("NvvmConvertF6x2ToF16x2",
                _only(("f6E2M3FN", "f6E3M2FN"), "f6x2 to f16x2", "srcType"))  # fmt: skip
plugin.verifier("NvvmConvertF4x2ToF16x2", _only(("f4E2M1FN",), "f4x2 to f16x2", "srcType"))


# --- fences ------------------------------------------------------------------------------------


def _fence_proxy(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    shared = word(op, "kind") == "async.shared"
    has_space = inherent(op, "space") is not None
    if shared and not has_space:
        return fail(diags, op, "async_shared fence requires space attribute")
    if not shared and has_space:
        return fail(diags, op, "only async_shared fence can have space attribute")
    return True


def _uni_directional(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """fence.proxy.acquire / release: from the generic proxy to the tensormap proxy."""
    if word(op, "fromProxy") != "generic":
        return fail(diags, op, "uni-directional proxies only support generic for from_proxy "
                    "attribute")  # fmt: skip
    if word(op, "toProxy") != "tensormap":
        return fail(diags, op, "uni-directional proxies only support tensormap for to_proxy "
                    "attribute")  # fmt: skip
    return True


def _fence_sync_restrict(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if word(op, "order") not in ("acquire", "release"):
        return fail(diags, op, "only acquire and release semantics are supported")
    return True


def _fence_proxy_sync_restrict(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _fence_sync_restrict(op, diags, ctx):
        return False
    if word(op, "fromProxy") != "generic":
        return fail(diags, op, "only generic is support for from_proxy attribute")
    if word(op, "toProxy") != "async":
        return fail(diags, op, "only async is supported for to_proxy attribute")
    return True


plugin.verifier("NvvmFenceProxy", _fence_proxy)
plugin.verifier("NvvmFenceProxyAcquire", _uni_directional)
plugin.verifier("NvvmFenceProxyRelease", _uni_directional)
plugin.verifier("NvvmFenceProxySyncRestrict", _fence_proxy_sync_restrict)
plugin.verifier("NvvmFenceSyncRestrict", _fence_sync_restrict)


# --- warp-level operations, prefetch, cluster launch control -----------------------------------


def _result_type(op: Operation) -> Attribute | None:
    return op.results[0].type if op.results else None


def _shfl(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = _result_type(op)
    val = one(op, ctx, "val")
    if t is None or val is None:
        return True
    body = struct_body(t)
    pair = inherent(op, "return_value_and_is_valid") is not None

    def mismatch(what: str, want: str, got: Attribute) -> bool:
        return fail(diags, op, f"expected {what} to be of type '{want}' but got "
                    f"'{text(got)}' instead")  # fmt: skip

    if body is not None:
        if not pair:
            return fail(diags, op, '"return_value_and_is_valid" attribute must be specified '
                        "when the return type is a struct type")  # fmt: skip
        if len(body) != 2:
            return fail(diags, op, "expected return type to be a two-element struct")
        if body[0] is not val.type:
            return mismatch("first element in the returned struct", text(val.type), body[0])
        if not is_int(body[1], 1):
            return mismatch("second element in the returned struct", "i1", body[1])
        return True
    if pair:
        return fail(diags, op, "expected return type to be a two-element struct")
    if t is not val.type:
        return mismatch("return type", text(val.type), t)
    return True


def _vote(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = _result_type(op)
    if word(op, "kind") == "ballot":
        if not is_int(t, 32):
            return fail(diags, op, "vote.sync 'ballot' returns an i32")
    elif not is_int(t, 1):
        return fail(diags, op, "vote.sync 'any', 'all' and 'uni' returns an i1")
    return True


def _match(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = _result_type(op)
    if word(op, "kind") == "all":
        body = struct_body(t)
        if body is None or len(body) != 2 or not is_int(body[0], 32) or not is_int(body[1], 1):
            return fail(diags, op, "match.sync 'all' returns a two element struct with first "
                        "element as i32 and second element as i1")  # fmt: skip
    elif not is_int(t, 32):
        return fail(diags, op, "match.sync 'any' returns an i32")
    return True


_INT_REDUX = ("add", "and", "or", "xor", "max", "min", "umax", "umin")


def _redux(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = _result_type(op)
    if t is None:
        return True
    f32 = is_float(t, "f32")
    if not f32:
        if flag(op, "abs"):
            return fail(diags, op, "abs attribute is supported only for f32 type")
        if flag(op, "nan"):
            return fail(diags, op, "nan attribute is supported only for f32 type")
    kind = word(op, "kind")
    if kind in _INT_REDUX and not is_int(t, 32):
        return fail(diags, op, f"'{kind}' redux kind unsupported with '{text(t)}' type. "
                    "Only supported type is 'i32'.")  # fmt: skip
    if kind in ("fmin", "fmax") and not f32:
        return fail(diags, op, f"'{kind}' redux kind unsupported with '{text(t)}' type. "
                    "Only supported type is 'f32'.")  # fmt: skip
    return True


def _prefetch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    addr = one(op, ctx, "addr")
    space = address_space(addr.type) if addr is not None else None
    evict = word(op, "evictPriority")
    level = word(op, "cacheLevel")
    tensormap = inherent(op, "tensormap") is not None
    if tensormap and level is not None:
        return fail(diags, op, "cannot specify both tensormap and cache level")
    if tensormap:
        if space not in (_GENERIC, _CONSTANT):
            return fail(diags, op, "prefetch tensormap requires a generic or constant pointer")
        if evict is not None:
            return fail(diags, op, "prefetch tensormap does not support eviction priority")
        if inherent(op, "in_param_space") is not None and space != _GENERIC:
            return fail(diags, op, "in_param_space can only be specified for a generic pointer")
        return True
    if level is None:
        return fail(diags, op, "requires specification of either cache level or tensormap")
    if space not in (_GENERIC, _GLOBAL, _LOCAL):
        return fail(diags, op, "prefetch to cache level requires a generic, global, or local "
                    "pointer")  # fmt: skip
    if inherent(op, "uniform") is not None:
        if level != "L1":
            return fail(diags, op, "unsupported cache level, the only supported uniform cache "
                        "level is L1")  # fmt: skip
        if space != _GENERIC:
            return fail(diags, op, "prefetch to uniform cache requires a generic pointer")
    if evict is not None:
        if level != "L2":
            return fail(diags, op, "cache eviction priority supported only for cache level L2")
        if space != _GLOBAL:
            return fail(diags, op, "cache eviction priority requires a global pointer")
        if evict not in ("evict_normal", "evict_last"):
            return fail(diags, op, "unsupported cache eviction priority, only evict_last and "
                        "evict_normal are supported")  # fmt: skip
    if one(op, ctx, "predicate") is not None:
        return fail(diags, op, "predicate supported only on prefetch tensormap")
    return True


def _query_cancel(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = _result_type(op)
    if word(op, "query_type") == "is_canceled":
        if not is_int(t, 1):
            return fail(diags, op, "is_canceled query type returns an i1")
    elif not is_int(t, 32):
        return fail(diags, op, "get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z "
                    "query types return an i32")  # fmt: skip
    return True


plugin.verifier("NvvmShfl", _shfl)
plugin.verifier("NvvmVoteSync", _vote)
plugin.verifier("NvvmMatchSync", _match)
plugin.verifier("NvvmRedux", _redux)
plugin.verifier("NvvmPrefetch", _prefetch)
plugin.verifier("NvvmClusterLaunchControlQueryCancel", _query_cancel)


# --- TMA (cp.async.bulk) -----------------------------------------------------------------------


def _store_dims(op: Operation, diags: list[Diagnostic], dims: int, im2col: bool) -> bool:
    """The coordinates of a TMA store (or reduction): 1 to 5, at least 3 for im2col."""
    if not 1 <= dims <= 5:
        return fail(diags, op, "expects coordinates between 1 to 5 dimension", False)
    if im2col and dims < 3:
        return fail(diags, op, "to use im2col mode, the tensor has to be at least "
                    "3-dimensional", False)  # fmt: skip
    return True


def _tma_store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    mode = word(op, "mode") or "tile"
    if one(op, ctx, "predicate") is not None:  # lowered to inline PTX
        if mode != "tile":
            return fail(diags, op, "Inline-ptx lowering supported only for Tile mode.", False)
        if one(op, ctx, "l2CacheHint") is not None:
            return fail(diags, op, "Inline-ptx lowering unsupported with L2 cache-hint.", False)
    dims = len(group(op, ctx, "coordinates"))
    if mode == "tile_scatter4":
        if dims != 5:
            return fail(diags, op, "Scatter4 mode expects 5 coordinates", False)
        return True
    return _store_dims(op, diags, dims, mode != "tile")


def _tma_reduce(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    mode = word(op, "mode") or "tile"
    if mode == "tile_scatter4":
        return fail(diags, op, "Scatter mode unsupported for CpAsyncBulkTensorReduceOp", False)
    return _store_dims(op, diags, len(group(op, ctx, "coordinates")), mode != "tile")


def _tma_load_params(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The coordinates and im2col offsets of a TMA load or prefetch, per mode."""
    dims = len(group(op, ctx, "coordinates"))
    offsets = len(group(op, ctx, "im2colOffsets"))
    mode = word(op, "mode") or "tile"
    if not 1 <= dims <= 5:
        return fail(diags, op, "expects coordinates between 1 to 5 dimension", False)
    im2col = mode in ("im2col", "im2col_w", "im2col_w_128")
    expected = {"im2col": dims - 2, "im2col_w": 2, "im2col_w_128": 2}.get(mode, 0)
    if mode == "tile_gather4" and dims != 5:
        return fail(diags, op, "Gather4 mode expects 5 coordinates", False)
    if im2col and dims < 3:
        return fail(diags, op, f"to use {mode} mode, the tensor has to be at least "
                    "3-dimensional", False)  # fmt: skip
    if offsets != expected:
        return fail(diags, op, f" im2col offsets expected {expected} (provided {offsets})", False)
    return True


def _tma_load(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    mode = word(op, "mode") or "tile"
    cta_only = flag(op, "isCTAOnly")
    if one(op, ctx, "predicate") is not None:  # lowered to inline PTX
        if cta_only:
            return fail(diags, op, "Predicate is supported only for shared::cluster mode.",
                        False)  # fmt: skip
        if mode not in ("tile", "im2col"):
            return fail(diags, op, "Predicate is supported only for Tile and Im2col modes.",
                        False)  # fmt: skip
    else:
        dst = one(op, ctx, "dstMem")
        space = address_space(dst.type) if dst is not None else None
        if cta_only and space != _SHARED:
            return fail(diags, op, "Shared::cta destination requires address-space 3.", False)
        if not cta_only and space != _SHARED_CLUSTER:
            return fail(diags, op, "Shared::cluster destination requires address-space 7.",
                        False)  # fmt: skip
        if cta_only:
            if one(op, ctx, "multicastMask") is not None:
                return fail(diags, op, "Multicast is not supported with shared::cta mode.",
                            False)  # fmt: skip
            if inherent(op, "group") is not None:
                return fail(diags, op, "CTAGroup is not supported with shared::cta mode.", False)
    return _tma_load_params(op, diags, ctx)


def _bulk_copy(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    dst = one(op, ctx, "dstMem")
    shared = dst is not None and address_space(dst.type) == _SHARED
    if shared and one(op, ctx, "multicastMask") is not None:
        return fail(diags, op, "Multicast is not supported with shared::cta mode.", False)
    return True


plugin.verifier("NvvmCpAsyncBulkTensorSharedCTAToGlobal", _tma_store)
plugin.verifier("NvvmCpAsyncBulkTensorReduce", _tma_reduce)
plugin.verifier("NvvmCpAsyncBulkTensorPrefetch", _tma_load_params)
plugin.verifier("NvvmCpAsyncBulkTensorGlobalToSharedCluster", _tma_load)
plugin.verifier("NvvmCpAsyncBulkGlobalToSharedCluster", _bulk_copy)


# --- tcgen05 -----------------------------------------------------------------------------------


def _vector_length(t: Attribute | None) -> int:
    """The number of i32 elements of a tcgen05.ld/st value (a scalar is one)."""
    if t is not None and t.defn is B.T["vector"]:
        n = 1
        for d in t.params[0]:
            n *= d
        return n
    return 1


_MIN_LENGTH = {"shape_16x128b": 2, "shape_16x256b": 4}


def _tcgen05_ldst(load: bool) -> Verify:
    """The offset goes with shape 16x32bx2 (required there; a load takes it nowhere else);
    the vector is long enough for the shape."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        shape = word(op, "shape") or ""
        has_offset = one(op, ctx, "offset") is not None
        ok = True
        if shape == "shape_16x32bx2" and not has_offset:
            ok = fail(diags, op, "shape 16x32bx2 requires offset argument", False)
        elif load and shape != "shape_16x32bx2" and has_offset:
            ok = fail(diags, op, "offset argument is only supported for shape 16x32bx2", False)
        value = (op.results[0] if op.results else None) if load else one(op, ctx, "val")
        n = _vector_length(value.type if value is not None else None)
        if n < _MIN_LENGTH.get(shape, 1):
            what = "result type" if load else "input"
            name = "tcgen05.ld" if load else "tcgen05.st"
            ok = fail(diags, op, f"invalid {what} length {n} for shape {shape} in {name} Op",
                      False)  # fmt: skip
        return ok

    return verify


def _tcgen05_cp(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    shape, multicast = word(op, "shape"), word(op, "multicast") or "none"
    if shape in ("shape_128x256b", "shape_128x128b", "shape_4x256b") and multicast != "none":
        return fail(diags, op, "Invalid multicast type for tcgen05.cp Op", False)
    if shape == "shape_64x128b" and multicast not in ("warpx2_01_23", "warpx2_02_13"):
        return fail(diags, op, "Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 "
                    "for tcgen05.cp Op", False)  # fmt: skip
    if shape == "shape_32x128b" and multicast != "warpx4":
        return fail(diags, op, "Shape 32x128b requires multicast warpx4 for tcgen05.cp Op",
                    False)  # fmt: skip
    return True


plugin.verifier("NvvmTcgen05Ld", _tcgen05_ldst(True))
plugin.verifier("NvvmTcgen05St", _tcgen05_ldst(False))
plugin.verifier("NvvmTcgen05Cp", _tcgen05_cp)


def _tcgen05_mma(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """tcgen05.mma(.sp): a disable-output-lane mask of 4 (cta_1) or 8 (cta_2) lanes; A-shift
    only with A in tensor memory and without the fill or use collector operations."""
    mask = one(op, ctx, "disableOutputLane")
    if mask is not None:
        n = _vector_length(mask.type)
        if n != (8 if word(op, "ctaGroup") == "cta_2" else 4):
            return fail(diags, op, f"Disable Output Lane of length {n} is incompatible with "
                        "CtaGroupAttr", False)  # fmt: skip
    if inherent(op, "aShift") is not None:
        a = one(op, ctx, "matrixA")
        if a is None or getattr(a.type.defn, "key", None) != "!llvm.ptr":
            return fail(diags, op, "A-shift can be applied only when matrix A is in tensor "
                        "memory", False)  # fmt: skip
        if word(op, "collectorOp") in ("fill", "use"):
            return fail(diags, op, "Cannot use collector buffer operation fill or use with "
                        "ashift", False)  # fmt: skip
    return True


def _tcgen05_block_scale(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The block scale the kind allows: no block16 for mxf8f6f4 and mxf4, and an explicit one
    for mxf4nvf4."""
    kind, scale = word(op, "kind"), word(op, "blockScale") or "default"
    if kind in ("mxf8f6f4", "mxf4") and scale == "block16":
        return fail(diags, op, f"{kind} kind does not support block16 attribute", False)
    if kind == "mxf4nvf4" and scale == "default":
        return fail(diags, op, "mxf4nvf4 requires block scale attribute", False)
    return True


plugin.verifier("NvvmTcgen05MMA", _tcgen05_mma)
plugin.verifier("NvvmTcgen05MMASparse", _tcgen05_mma)
plugin.verifier("NvvmTcgen05MMABlockScale", _tcgen05_block_scale)
plugin.verifier("NvvmTcgen05MMASparseBlockScale", _tcgen05_block_scale)


# --- wmma --------------------------------------------------------------------------------------

_WMMA_GEOMS = ((16, 16, 16), (32, 8, 16), (8, 32, 16))


def _wmma_ldst(frag: str, eltype: str, mnk: tuple[int, int, int]) -> bool:
    """Whether an intrinsic loads (frag a, b, c) or stores (frag d) such a fragment."""
    if mnk in _WMMA_GEOMS:
        return eltype in (("f16", "s8", "u8") if frag in "ab" else ("f16", "f32", "s32"))
    if mnk == (16, 16, 8):
        return eltype == ("tf32" if frag in "ab" else "f32")
    return mnk == (8, 8, 4) and eltype == "f64"


def _wmma_mma_valid(a: str, d: str, mnk: tuple[int, int, int]) -> bool:
    """Whether an intrinsic multiplies A fragments of ``a`` into a ``d`` accumulator."""
    if mnk in _WMMA_GEOMS:
        return (a, d) in (("f16", "f16"), ("f16", "f32"), ("s8", "s32"), ("u8", "s32"))
    return (a, d) == ("tf32", "f32") if mnk == (16, 16, 8) else (a, d) == ("f64", "f64")


def _fragment(eltype: str, frag: str, mnk: tuple[int, int, int]) -> tuple[str, int]:
    """The register type and count of a fragment (NVVM's inferMMAType)."""
    m, n, k = mnk
    rows, cols = {"a": (m, k), "b": (k, n)}.get(frag, (m, n))
    if eltype == "f16":
        return "vector<2xf16>", 8 if frag in "ab" else 4
    if eltype == "f32":
        return "f32", 8
    if eltype == "f64":
        return "f64", 1 if frag in "ab" else 2
    if eltype == "tf32":
        return "i32", 4
    if eltype in ("s8", "u8"):
        parallel = {"a": rows, "b": cols}.get(frag, 0)
        return "i32", {16: 2, 8: 1, 32: 4}.get(parallel, 0)
    return "i32", 8


def _mnk(op: Operation) -> tuple[int, int, int]:
    return int_attr(op, "m") or 0, int_attr(op, "n") or 0, int_attr(op, "k") or 0


def _wmma_space_ok(op: Operation, ctx: Any) -> bool:
    ptr = one(op, ctx, "ptr")
    return ptr is None or address_space(ptr.type) in (_GENERIC, _GLOBAL, _SHARED)


def _wmma_load(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _wmma_space_ok(op, ctx):
        return fail(diags, op, "expected source pointer in memory space 0, 1, 3")
    mnk, eltype, frag = _mnk(op), word(op, "eltype") or "", word(op, "frag") or ""
    if not _wmma_ldst(frag, eltype, mnk) or frag == "d":
        return fail(diags, op, "invalid attribute combination")
    reg, count = _fragment(eltype, frag, mnk)
    t = _result_type(op)
    if reg == "f64" and count == 1:
        if not is_float(t, "f64"):
            return fail(diags, op, "expected destination type to be f64")
        return True
    if t is None or not is_literal_struct(t, [reg] * count):
        return fail(diags, op, "expected destination type is a structure of "
                    f"{count} elements of type '{reg}'")  # fmt: skip
    return True


def _wmma_store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _wmma_space_ok(op, ctx):
        return fail(diags, op, "expected operands to be a source pointer in memory space 0, 1, 3")
    mnk, eltype = _mnk(op), word(op, "eltype") or ""
    if not _wmma_ldst("d", eltype, mnk):
        return fail(diags, op, "invalid attribute combination")
    reg, count = _fragment(eltype, "c", mnk)
    args = group(op, ctx, "args")
    if len(args) != count:
        return fail(diags, op, f"expected {count} data operands")
    if any(text(v.type) != reg for v in args):
        return fail(diags, op, f"expected data operands of type '{reg}'")
    return True


def _wmma_mma(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    mnk = _mnk(op)
    a, b = word(op, "eltypeA") or "", word(op, "eltypeB") or ""
    if not _wmma_mma_valid(a, b, mnk):
        return fail(diags, op, "invalid attribute combination")
    expected: list[str] = []
    for eltype, frag in ((a, "a"), (a, "b"), (b, "c")):
        reg, count = _fragment(eltype, frag, mnk)
        expected += [reg] * count
    args = group(op, ctx, "args")
    if len(args) != len(expected):
        return fail(diags, op, f"expected {len(expected)} arguments")
    for i, (v, want) in enumerate(zip(args, expected)):
        if text(v.type) != want:
            return fail(diags, op, f"expected argument {i} to be of type '{want}'")
    reg, count = _fragment(b, "c", mnk)
    t = _result_type(op)
    if t is None or not is_literal_struct(t, [reg] * count):
        return fail(diags, op, "expected destination type is a structure of "
                    f"{count} elements of type '{reg}'")  # fmt: skip
    return True


plugin.verifier("NvvmWMMALoad", _wmma_load)
plugin.verifier("NvvmWMMAStore", _wmma_store)
plugin.verifier("NvvmWMMAMma", _wmma_mma)


# --- ldmatrix, stmatrix ------------------------------------------------------------------------


def dims(op: Operation, name: str) -> tuple[int, ...]:
    """The integers of a shape attribute (``#nvvm.shape<m = 16, n = 8, k = 8>`` ->
    (16, 8, 8)); zeros where a parameter is not an integer."""
    a = inherent(op, name)
    if not isinstance(a, Attribute):
        return ()
    return tuple(number(p) or 0 for p in a.params)


def _ldmatrix(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    shape = dims(op, "shape")
    if len(shape) < 2:
        return True
    m, n = shape[:2]
    num = int_attr(op, "num") or 0
    layout, elt = word(op, "layout"), word(op, "eltType")
    packed = ("b8x16.b4x16_p64", "b8x16.b6x16_p32")
    if (m, n) == (8, 8):
        if num not in (1, 2, 4):
            return fail(diags, op, "expected num attribute to be 1, 2 or 4 for 8x8 matrix")
        if elt != "b16":
            return fail(diags, op, "expected element type to be b16 for 8x8 matrix")
    elif (m, n) == (8, 16):
        if num not in (1, 2, 4):
            return fail(diags, op, "expected num attribute to be 1, 2 or 4 for 8x16 matrix")
        if layout != "row":
            return fail(diags, op, "expected layout to be row for 8x16 matrix")
        if elt not in packed:
            return fail(diags, op, "expected element type to be b8x16.b4x16_p64 or "
                        "b8x16.b6x16_p32 for 8x16 matrix")  # fmt: skip
    elif (m, n) == (16, 16):
        if num not in (1, 2):
            return fail(diags, op, "expected num attribute to be 1 or 2 for 16x16 matrix")
        if layout != "col":
            return fail(diags, op, "expected layout to be col for 16x16 matrix")
        if elt not in ("b8", *packed):
            return fail(diags, op, "expected element type to be b8, b8x16.b4x16_p64 or "
                        "b8x16.b6x16_p32 for 16x16 matrix")  # fmt: skip
    else:
        return fail(diags, op, "expected shape to be 8x8, 8x16 or 16x16")
    count = num * 2 if (m, n) == (16, 16) else num
    t = _result_type(op)
    if count == 1 and not is_int(t, 32):
        return fail(diags, op, "expected destination type is i32")
    if count in (2, 4) and (t is None or not is_literal_struct(t, ["i32"] * count)):
        return fail(diags, op, "expected destination type is a structure of "
                    f"{count} elements of type i32")  # fmt: skip
    return True


def _stmatrix(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(group(op, ctx, "sources")) not in (1, 2, 4):
        return fail(diags, op, "expected num attribute to be 1, 2 or 4")
    shape = dims(op, "shape")
    if len(shape) < 2:
        return True
    elt, layout = word(op, "eltType"), word(op, "layout")
    if shape[:2] == (8, 8):
        if elt != "b16":
            return fail(diags, op, "expected element type to be B16 for 8x8 matrix")
    elif shape[:2] == (16, 8):
        if elt != "b8":
            return fail(diags, op, "expected element type to be B8 for 16x8 matrix")
        if layout != "col":
            return fail(diags, op, "expected layout to be col for 16x8 matrix")
    else:
        return fail(diags, op, "expected shape to be 8x8 or 16x8")
    return True


plugin.verifier("NvvmLdMatrix", _ldmatrix)
plugin.verifier("NvvmStMatrix", _stmatrix)


# --- wgmma -------------------------------------------------------------------------------------

_WGMMA_K = {"tf32": 8, "f16": 16, "bf16": 16, "s8": 32, "u8": 32, "e4m3": 32, "e5m2": 32,
            "b1": 256}  # fmt: skip
_WGMMA_N_SHORT = (8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240,
                  256)  # fmt: skip


def _wgmma_types_ok(d: str, a: str, b: str) -> bool:
    """The accumulator and input types wgmma.mma_async supports together."""
    if a == "f16":
        return d in ("f32", "f16") and b == "f16"
    if a == "tf32":
        return d == "f32" and b == "tf32"
    if a in ("u8", "s8"):
        return d == "s32" and b in ("u8", "s8")
    if a == "b1":
        return d == "s32" and b == "b1"
    if a == "bf16":
        return d == "f32" and b == "bf16"
    if a in ("e4m3", "e5m2"):
        return d in ("f32", "f16") and b in ("e5m2", "e4m3")
    return False


def _wgmma(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    out = _result_type(op)
    inouts = one(op, ctx, "inouts")
    if out is None:
        return True
    # ODS's PredOpTrait (which the import does not keep): the accumulator's type is kept.
    if inouts is not None and inouts.type is not out:
        return fail(diags, op, "failed to verify that input struct and result struct must be "
                    "the same type")  # fmt: skip
    body = struct_body(out)
    if body is None:
        return fail(diags, op, "expected results to be struct")
    for t in body:
        if t is not body[0]:
            return fail(diags, op, "all elements in struct must be same type but there is "
                        f"'{text(t)}'")  # fmt: skip
    d, a, b = word(op, "typeD") or "", word(op, "typeA") or "", word(op, "typeB") or ""
    if d not in ("f32", "f16", "s32"):
        return fail(diags, op, f"does not support the given output type {d}")
    if d == "s32" and "neg" in (word(op, "scaleA"), word(op, "scaleB")):
        return fail(diags, op, "has s32 output, scaleA and scaleB cannot be neg")
    if not _wgmma_types_ok(d, a, b):
        return fail(diags, op, f"{d} += {a} * {b}, it is not supported.")
    shape = dims(op, "shape")
    if len(shape) < 3:
        return True
    m, n, k = shape[:3]
    if m != 64:
        return fail(diags, op, "shape 'm' must be 64")
    if _WGMMA_K.get(a) != k:
        return fail(diags, op, f"shape 'k' must be {_WGMMA_K.get(a)} for input type {a}")
    allowed = _WGMMA_N_SHORT if a in ("u8", "s8", "b1") else range(8, 257, 8)
    if n not in allowed:
        return fail(diags, op, f"has input type {a} n is set to {n}, it is not supported.")
    layout_a, layout_b = word(op, "layoutA"), word(op, "layoutB")
    if a not in ("f16", "bf16") and (layout_a == "col" or layout_b == "row"):
        return fail(diags, op, f"given layouts layout_a = {layout_a} and layout_b = {layout_b} "
                    f"for input types {a} and {b} requires transpose. However, this is only "
                    "supported for: f16 and bf16")  # fmt: skip
    expected = n // 4 if d == "f16" else n // 2
    if len(body) != expected:
        return fail(diags, op, f"results {expected}, however output struct has {len(body)} "
                    "elements")  # fmt: skip
    if d != "s32" and word(op, "satfinite") == "satfinite":
        return fail(diags, op, " `satfinite` can be only used with s32 accumulator, however "
                    f"the current accumulator is {d}")  # fmt: skip
    return True


plugin.verifier("NvvmWgmmaMmaAsync", _wgmma)


# --- mma.sync ----------------------------------------------------------------------------------

_F16X2 = "vector<2xf16>"
_INT4, _INT8 = ("s4", "u4"), ("s8", "u8")
_INTEGER_PTX = (*_INT4, *_INT8, "b1", "s32")
_K_FACTOR = {"tf32": 4, "bf16": 8, "f16": 8, "s4": 32, "u4": 32, "b1": 128, "s8": 16, "u8": 16}


def _struct(*body: str) -> str:
    return literal_struct_text(body)


_FP8 = ("e4m3", "e5m2", "e3m2", "e2m3", "e2m1")
# the shapes (k) of sparse m16n8 mma per multiplicand type; its k factor
_SPARSE_K = {"tf32": ((8, 16), 4), "bf16": ((16, 32), 8), "f16": ((16, 32), 8),
             "s4": ((64, 128), 32), "u4": ((64, 128), 32), "s8": ((32, 64), 16),
             "u8": ((32, 64), 16), **{t: ((64,), 32) for t in _FP8}}  # fmt: skip


def _mma_expectations(
    a: str, mnk: tuple[int, int, int], sparse: bool
) -> tuple[list[list[str]], list[list[str]], list[list[str]], list[str], list[tuple[int, ...]]]:
    """The register types mma.sync (``sparse``: mma.sp.sync) allows for A, B, C, the
    result types and the shapes, for multiplicands of PTX type ``a`` (empty when none)."""
    m, n, k = mnk
    exp_a: list[list[str]] = []
    exp_b: list[list[str]] = []
    exp_c: list[list[str]] = []
    results: list[str] = []
    shapes: list[tuple[int, ...]] = []
    f32x4 = _struct(*["f32"] * 4)
    if m == 16:
        ks, factor = _SPARSE_K[a] if sparse else ((), _K_FACTOR[a])
        frag = {"tf32": "i32", "bf16": "i32", "f16": _F16X2}.get(a, "i32")
        if a in ("tf32", "bf16"):
            results.append(f32x4)
        elif a == "f16" or a in _FP8:
            results += [_struct(_F16X2, _F16X2), f32x4]
        if a in _INTEGER_PTX:
            results.append(_struct(*["i32"] * 4))
            exp_c.append(["i32"] * 4)
        else:
            exp_c += [[_F16X2] * 2, ["f32"] * 4]
        units = (m // 8) * (k // factor)
        exp_a.append([frag] * (units // 2 if sparse else units))
        exp_b.append([frag] * ((n // 8) * (k // factor)))
        if sparse:
            shapes += [(16, 8, x) for x in ks]
        else:
            shapes += [(16, 8, factor), (16, 8, factor * 2)]
    if m == 8:
        if a == "f16":
            exp_a.append([_F16X2] * 2)
            exp_b.append([_F16X2] * 2)
            results += [_struct(*[_F16X2] * 4), _struct(*["f32"] * 8)]
            exp_c += [[_F16X2] * 4, ["f32"] * 8]
            shapes.append((8, 8, 4))
        if a == "f64":
            exp_a.append(["f64"])
            exp_b.append(["f64"])
            exp_c.append(["f64"] * 2)
            results.append(_struct("f64", "f64"))
            shapes.append((8, 8, 4))
        if a in _INTEGER_PTX:
            exp_a.append(["i32"])
            exp_b.append(["i32"])
            exp_c.append(["i32", "i32"])
            results.append(_struct("i32", "i32"))
            shapes += [(8, 8, 32)] if a in _INT4 else [(8, 8, 16)] if a in _INT8 else []
            if a == "b1" and not sparse:
                shapes.append((8, 8, 128))
    return exp_a, exp_b, exp_c, results, shapes


def _mma_verifier(sparse: bool) -> Verify:
    """mma.sync and mma.sp.sync (C++'s MmaOp / MmaSpOp::verify): the shape and the
    operand and result types the multiplicand type allows, then the attributes it needs."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        a, b = word(op, "multiplicandAPtxType"), word(op, "multiplicandBPtxType")
        mnk = dims(op, "shape")[:3]
        t = _result_type(op)
        groups = [group(op, ctx, n) for n in ("operandA", "operandB", "operandC")]
        if a is None or len(mnk) != 3 or t is None:
            return True
        m, n, k = mnk
        if m == 16 and a not in (_SPARSE_K if sparse else _K_FACTOR):
            return fail(diags, op, f"invalid shape or multiplicand type: {a}", False)
        exp_a, exp_b, exp_c, results, shapes = _mma_expectations(a, (m, n, k), sparse)
        if m == 16 and groups[2]:
            if mma_ptx_type(groups[2][0].type, True) != mma_ptx_type(t, True):
                return fail(diags, op, "ctype does not match dtype")
        if not exp_a or not exp_b or not exp_c or (m, n, k) not in shapes:
            return fail(diags, op, f"unimplemented variant for MMA shape <{m}, {n}, {k}>")
        for name, allowed, values in zip("ABC", (exp_a, exp_b, exp_c), groups):
            got = [text(v.type) for v in values]
            if got not in allowed:
                listed = "".join(f"{len(x)}x{x[0]} " for x in allowed)
                return fail(diags, op, f"Could not match types for the {name} operands; "
                            f"expected one of {listed}but got {', '.join(got)}")  # fmt: skip
        if text(t) not in results:
            return fail(diags, op, "Could not match allowed types for the result; expected "
                        f"one of {', '.join(results)} but got {text(t)}")  # fmt: skip
        if not sparse and a == "b1" and inherent(op, "b1Op") is None:
            return fail(diags, op, "op requires b1Op attribute")
        if a in (*_INT4, *_INT8) and inherent(op, "intOverflowBehavior") is None:
            return fail(diags, op, "op requires intOverflowBehavior attribute")
        if sparse:
            for name, what in (("sparseMetadata", "sparse metadata"),
                               ("sparsitySelector", "sparsity selector")):  # fmt: skip
                v = one(op, ctx, name)
                if v is not None and not is_int(v.type, 32):
                    return fail(diags, op, f"{what} must be i32 type")
        elif not ((m, n, k) == (8, 8, 4) and a == "f16"):
            if word(op, "layoutA") != "row" or word(op, "layoutB") != "col":
                return fail(diags, op, "requires layoutA = #nvvm.mma_layout<row> and layoutB "
                            f"= #nvvm.mma_layout<col> for shape <{m}, {n}, {k}> with element "
                            f"types {a} and {b}. Only m8n8k4 with f16 supports other "
                            "layouts.")  # fmt: skip
        return True

    return verify


plugin.verifier("NvvmMma", _mma_verifier(False))
plugin.verifier("NvvmMmaSp", _mma_verifier(True))


def _block_scale(sparse: bool) -> Verify:
    """mma.block_scale and mma.sp.block_scale: the multiplicand types, kind, scale vector
    size and scale format each shape allows (each failure reported, as C++ does)."""
    big, small = (128, 64) if sparse else (64, 32)
    geom = "Geom for sparse mma" if sparse else "Geom for mma"

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        mnk = dims(op, "shape")[:3]
        if len(mnk) != 3:
            return True
        kind, vec, fmt = word(op, "kind"), word(op, "scaleVecSize"), word(op, "blockScaleFormat")
        a, b = word(op, "multiplicandAPtxType"), word(op, "multiplicandBPtxType")
        ok = True
        if mnk == (16, 8, big):
            name = f"mma.m16n8k{big}"
            if a != "e2m1" or b != "e2m1":
                ok = fail(diags, op, f"unsupported MMATypes attribute for {name}.(mxf4nvf4|mxf4)")
            if kind == "mxf4":
                if vec != "x2":
                    ok = fail(diags, op, f"unsupported ScaleVecSize attribute for {name}.mxf4")
                if fmt != "ue8m0":
                    ok = fail(diags, op, f"unsupported BlockScaleFormat attribute for {name}.mxf4")
            elif kind == "mxf4nvf4":
                if not (
                    (vec, fmt) == ("x2", "ue8m0") or (vec == "x4" and fmt in ("ue4m3", "ue8m0"))
                ):
                    ok = fail(diags, op, "unsupported ScaleVecSize and BlockScaleFormat "
                              f"attributes for {name}.mxf4nvf4")  # fmt: skip
            else:
                ok = fail(diags, op, f"unsupported Kind attribute for {name}")
        elif mnk == (16, 8, small):
            if (kind, vec, fmt) != ("mxf8f6f4", "x1", "ue8m0"):
                ok = fail(diags, op, "unsupported Kind, ScaleVecSize and BlockScaleFormat "
                          f"attributes for mma.m16n8k{small}")  # fmt: skip
        else:
            ok = fail(diags, op, f"unsupported {geom} with block scaling")
        return ok

    return verify


plugin.verifier("NvvmMmaBlockScale", _block_scale(False))
plugin.verifier("NvvmMmaSpBlockScale", _block_scale(True))


# --- #nvvm.target ------------------------------------------------------------------------------


def _target(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """``#nvvm.target<O, triple, chip, features, flags, link, verifyTarget>``: an
    optimization level of 0 to 3, a triple and a chip, files to link named by strings."""
    if len(params) != 7:
        return None
    level, triple, chip, _, _, link, _ = params
    level = number(level)
    if level is not None and not 0 <= level <= 3:
        return "The optimization level must be a number between 0 and 3.", -1
    for value, what in ((triple, "triple"), (chip, "chip")):
        if isinstance(value, Attribute) and value.defn is B.A["string"] and not value.params[0]:
            return f"The target {what} cannot be empty.", -1
    if isinstance(link, Attribute) and link.defn is B.A["array"]:
        if any(getattr(x, "defn", None) is not B.A["string"] for x in link.params[0]):
            return "All the elements in the `link` array must be strings.", -1
    return None


plugin.type_verifier("NVVMTargetAttr", _target)
