"""Named verifiers of the wasmssa dialect, with mlir-opt-22's messages (those C++ reports
with ``emitError`` do not name the operation):

- ``WasmssaExtendLowBitsS``: 8, 16 or 32 bits, fewer than the input's width;
- ``WasmssaReinterpret``: distinct types of one width;
- ``WasmssaLocalSet``, ``WasmssaLocalTee``: the value's type is the local's element type
  (and, for ``local_tee``, the result's);
- ``WasmssaLocal``, ``WasmssaLocalGet``: the result types C++ infers (``!wasmssa<local ref
  to T>`` of ``type``; the local's element type);
- ``WasmssaGlobalGet`` (its symbol uses): in a global's initializer, a ``global_get`` reads
  an existing immutable ``import_global`` (the first that does not, as the initializer's
  check stops there).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import attr_to_str
from dialects_irdl.wasmssa.directives import local_element
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("wasmssa")


def _bit_width(t: Attribute) -> int:
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    return {"f32": 32, "f64": 64}.get(B.FLOAT_DEFS.get(t.defn, ""), 0)


def _extend(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    bits = inherent(op, "bitsToTake")
    if bits is None or bits.defn is not B.A["integer"]:
        return True
    n = int(bits.params[1])
    if n not in (8, 16, 32):
        return fail(diags, op, f"extend op can only take 8, 16 or 32 bits. Got {n}", False)
    t = op.operands[0].type
    if n >= _bit_width(t):
        return fail(diags, op, f"trying to extend the {n} low bits from a '{attr_to_str(t)}' "
                    "value is illegal", False)  # fmt: skip
    return True


def _reinterpret(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    source, target = op.operands[0].type, op.results[0].type
    if source is target:
        return fail(diags, op, "reinterpret input and output type should be distinct", False)
    if _bit_width(source) != _bit_width(target):
        return fail(diags, op, f"input type ('{attr_to_str(source)}') and output type "
                    f"('{attr_to_str(target)}') have incompatible bit widths", False)  # fmt: skip
    return True


def _local_set(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if local_element(op.operands[0].type) is not op.operands[1].type:
        return fail(diags, op, "input type and result type of local.set do not match", False)
    return True


def _local_tee(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    value = op.operands[1].type
    if local_element(op.operands[0].type) is not value or op.results[0].type is not value:
        return fail(diags, op, "input type and output type of local.tee do not match", False)
    return True


def _inferred(op: Operation, diags: list[Diagnostic], inferred: Attribute | None) -> bool:
    """InferTypeOpInterface's check of the result against the type C++ infers."""
    actual = op.results[0].type
    if inferred is None or inferred is actual:
        return True
    fail(diags, op, f"inferred type(s) '{attr_to_str(inferred)}' are incompatible with return "
         f"type(s) of operation '{attr_to_str(actual)}'")  # fmt: skip
    return fail(diags, op, "failed to infer returned types")


def _local(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = inherent(op, "type")
    if t is None or t.defn is not B.A["type"] or ctx is None:
        return True
    info = ctx.dialect("wasmssa")
    defn = info.types.get("local") or info.types.get("!local")
    return _inferred(op, diags, get(defn, (t,)))


def _local_get(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _inferred(op, diags, local_element(op.operands[0].type))


def _constant_global_problem(op: Operation, ctx: Any) -> str | None:
    """Why a ``global_get`` is not a constant expression (None if it is)."""
    from irdl.checks.traits import lookup_symbol

    ref = inherent(op, "global")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return None
    target = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
    if target is None:
        return f"symbol {attr_to_str(ref)} is undefined"
    if target.name != "wasmssa.import_global" or inherent(target, "isMutable") is not None:
        return ("global.get op is considered constant if it's referring to a import.global "
                "symbol marked non-mutable")  # fmt: skip
    return None


def _global_get_uses(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    parent = op.parent_op
    if parent is None or parent.name != "wasmssa.global" or op.parent is None:
        return True
    for earlier in op.parent.ops:
        if earlier is op:
            break
        if earlier.name == op.name and _constant_global_problem(earlier, ctx) is not None:
            return True  # the initializer's check stopped there
    problem = _constant_global_problem(op, ctx)
    return problem is None or fail(diags, op, problem, False)


plugin.verifier("WasmssaExtendLowBitsS", _extend)
plugin.verifier("WasmssaReinterpret", _reinterpret)
plugin.verifier("WasmssaLocalSet", _local_set)
plugin.verifier("WasmssaLocalTee", _local_tee)
plugin.verifier("WasmssaLocal", _local)
plugin.verifier("WasmssaLocalGet", _local_get)
plugin.verifier("WasmssaGlobalGet", verify_symbol_uses=_global_get_uses)


# --- C++'s inferReturnTypes (formats leave these result types out) ----------------------------


def _local_type(ctx: Any, types: list[Attribute], attrs: dict[str, Attribute]) -> Any:
    t = attrs.get("type")
    if t is None or t.defn is not B.A["type"]:
        return None
    info = ctx.dialect("wasmssa")
    return [get(info.types.get("local") or info.types["!local"], (t,))]


plugin.result_types("WasmssaLocal", _local_type)
plugin.result_types("WasmssaLocalGet", lambda ctx, types, attrs: [local_element(types[0])])
plugin.result_types("WasmssaLocalTee", lambda ctx, types, attrs: [types[1]])
