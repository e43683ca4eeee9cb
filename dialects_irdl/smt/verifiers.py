"""Named verifiers of the smt dialect, with mlir-opt-22's messages:

- ``SmtEq``, ``SmtDistinct``: at least two operands;
- ``SmtExtract``: the extracted range lies within the input;
- ``SmtRepeat``: the result's width is a multiple of the input's;
- ``SmtExists``, ``SmtForall``: as many bound-variable names as body arguments, one
  ``!smt.bool`` yielded, the patterns' arguments those of the body;
- ``SmtCheck``, ``SmtSolver``: the values their regions yield are their results;
- the types: ``!smt.bv`` (a positive width), ``!smt.array`` (SMT value types); ``#smt.bv``'s
  value is checked while it is read.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from dialects_irdl.smt.directives import type_width
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("smt")


def _key(t: Any) -> str:
    return str(getattr(getattr(t, "defn", None), "key", ""))


def _variadic_bool(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) < 2:
        return fail(diags, op, f"'inputs' must have at least size 2, but got {len(op.operands)}")
    return True


def _extract(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    low = inherent(op, "lowBit")
    if low is None or low.defn is not B.A["integer"] or not op.operands or not op.results:
        return True
    start = int(low.params[1])
    w_in, w_out = type_width(op.operands[0].type), type_width(op.results[0].type)
    if w_in is None or w_out is None:
        return True
    if start + w_out > w_in:
        return fail(diags, op, f"range to be extracted is too big, expected range starting at "
                    f"index {start} of length {w_out} requires input width of at least "
                    f"{start + w_out}, but the input width is only {w_in}")  # fmt: skip
    return True


def _repeat(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands or not op.results:
        return True
    w_in, w_out = type_width(op.operands[0].type), type_width(op.results[0].type)
    if w_in and w_out is not None and w_out % w_in:
        return fail(diags, op, "result bit-vector width must be a multiple of the input "
                    "bit-vector width")  # fmt: skip
    return True


def _yielded(region: Any) -> list[Any] | None:
    if region is None or not region.blocks or not region.blocks[-1].ops:
        return None
    last = region.blocks[-1].ops[-1]
    return list(last.operands) if last.name == "smt.yield" else None


def _quantifier(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks:
        return True
    args = body.blocks[0].args
    names = inherent(op, "boundVarNames")
    if names is not None and names.defn is B.A["array"] and len(names.params[0]) != len(args):
        return fail(diags, op, "number of bound variable names must match number of block "
                    "arguments")  # fmt: skip
    values = _yielded(body)
    if values is not None:
        if len(values) != 1:
            return fail(diags, op, "must have exactly one yielded value")
        if _key(values[0].type) != "!smt.bool":
            return fail(diags, op, "yielded value must be of '!smt.bool' type")
    for i, pattern in enumerate(op.regions[1:]):
        if not pattern.blocks:
            continue
        if [a.type for a in pattern.blocks[0].args] != [a.type for a in args]:
            return fail(diags, op, "block argument number and types of the 'body' and "
                        f"'patterns' region #{i} must match")  # fmt: skip
    return True


def _check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    results = [r.type for r in op.results]
    for name, region in zip(("sat", "unknown", "unsat"), op.regions):
        values = _yielded(region)
        if values is not None and [v.type for v in values] != results:
            return fail(diags, op, f"types of yielded values in '{name}' region must match "
                        "return values")  # fmt: skip
    return True


def _solver(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks:
        return True
    if [a.type for a in body.blocks[0].args] != [v.type for v in op.operands]:
        return fail(diags, op, "block argument types must match the types of the 'inputs'")
    values = _yielded(body)
    if values is not None and [v.type for v in values] != [r.type for r in op.results]:
        return fail(diags, op, "types of yielded values must match return values")
    return True


plugin.verifier("SmtEq", _variadic_bool)
plugin.verifier("SmtDistinct", _variadic_bool)
plugin.verifier("SmtExtract", _extract)
plugin.verifier("SmtRepeat", _repeat)
plugin.verifier("SmtExists", _quantifier)
plugin.verifier("SmtForall", _quantifier)
plugin.verifier("SmtCheck", _check)
plugin.verifier("SmtSolver", _solver)


# --- types ---------------------------------------------------------------------------------------

_VALUE_TYPES = ("!smt.bool", "!smt.int", "!smt.bv", "!smt.array", "!smt.sort")


def _bv_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    w = params[0]
    width = int(w.params[1]) if hasattr(w, "defn") and w.defn is B.A["integer"] else w
    if isinstance(width, int) and width < 1:
        return "bit-vector must have at least a width of one", -1
    return None


def _array_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    domain, range_ = (p.params[0] if _key(p) == "#builtin.type" else p for p in params)
    if _key(domain) not in _VALUE_TYPES:
        return "domain must be any SMT value type", -1
    if _key(range_) not in _VALUE_TYPES:
        return "range must be any SMT value type", -1
    return None


plugin.type_verifier("SmtBitVectorType", _bv_type)
plugin.type_verifier("SmtArrayType", _array_type)


# --- the C++ classes the generated predicates name ---------------------------------------------


plugin.cpp_classes(
    (
        ("smt::BoolType", "!smt.bool", "smt bool type"),
        ("smt::IntType", "!smt.int", "smt int type"),
        ("smt::BitVectorType", "!smt.bv", "smt bit-vector type"),
        ("smt::ArrayType", "!smt.array", "smt array type"),
        ("smt::SMTFuncType", "!smt.func", "smt function type"),
        ("smt::SortType", "!smt.sort", "smt sort type"),
    )
)
