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
  ``tcgen05.*``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
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
