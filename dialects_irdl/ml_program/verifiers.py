"""Named verifiers of the ml_program dialect, with mlir-opt-22's messages:

- ``MlProgramGlobal``: an immutable global has an initial value;
- ``MlProgramReturn`` / ``MlProgramOutput``: the operands against the enclosing function's
  (subgraph's) results;
- the symbol uses of the global loads and stores (``MlProgramGlobalLoad``,
  ``MlProgramGlobalLoadConst``, ``MlProgramGlobalLoadGraph``, ``MlProgramGlobalStore``,
  ``MlProgramGlobalStoreGraph``): the global exists, its type is the value's, a constant
  load reads an immutable global and a store writes a mutable one.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("ml_program")


def _global(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if inherent(op, "is_mutable") is None and inherent(op, "value") is None:
        return fail(diags, op, "immutable global must have an initial value")
    return True


def _terminator(verb: str) -> Any:
    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        from core.printer import attr_to_str

        fn = op.parent_op
        t = inherent(fn, "function_type") if fn is not None else None
        if t is None or t.defn is not B.A["type"] or t.params[0].defn is not B.T["function"]:
            return True
        results = t.params[0].params[1]
        name_attr = inherent(fn, "sym_name")
        name = name_attr.params[0] if name_attr is not None else ""
        if len(op.operands) != len(results):
            return fail(diags, op, f"has {len(op.operands)} operands, but enclosing function "
                        f"(@{name}) {verb} {len(results)}")  # fmt: skip
        for i, (v, r) in enumerate(zip(op.operands, results)):
            if v.type is not r:
                return fail(diags, op, f"type of {verb[:-1]} operand {i} "
                            f"('{attr_to_str(v.type)}') doesn't match function result type "
                            f"('{attr_to_str(r)}') in function @{name}", False)  # fmt: skip
        return True

    return verify


def _symbol_use(const: bool = False, store: bool = False) -> Any:
    """C++'s ``verifySymbolUses`` of a global load or store: the ``global`` reference names
    an ``ml_program.global`` of the nearest symbol table (else ``undefined global``), which
    a constant load needs immutable and a store mutable, of the value's type."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        from core.printer import attr_to_str
        from irdl.checks.traits import lookup_symbol

        ref = inherent(op, "global")
        if ref is None or ref.defn is not B.A["symbol_ref"]:
            return True
        g = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
        name = attr_to_str(ref)
        if g is None or g.name != "ml_program.global":
            return fail(diags, op, f"undefined global: {name}")
        mutable = inherent(g, "is_mutable") is not None
        if const and mutable:
            return fail(diags, op, f"cannot load as const from mutable global {name}")
        if store and not mutable:
            return fail(diags, op, f"cannot store to an immutable global {name}")
        ta = inherent(g, "type")
        if ta is None or ta.defn is not B.A["type"]:
            return True
        t = ta.params[0]
        value = op.operands[0] if store else op.results[0]
        if value.type is not t:
            have, want = attr_to_str(value.type), attr_to_str(t)
            if store:
                return fail(diags, op, f"cannot store to a global typed '{want}' from '{have}'")
            return fail(diags, op, f"cannot load from global typed '{want}' as '{have}'")
        return True

    return verify


plugin.verifier("MlProgramGlobal", _global)
plugin.verifier("MlProgramGlobalLoad", verify_symbol_uses=_symbol_use())
plugin.verifier("MlProgramGlobalLoadConst", verify_symbol_uses=_symbol_use(const=True))
plugin.verifier("MlProgramGlobalLoadGraph", verify_symbol_uses=_symbol_use())
plugin.verifier("MlProgramGlobalStore", verify_symbol_uses=_symbol_use(store=True))
plugin.verifier("MlProgramGlobalStoreGraph", verify_symbol_uses=_symbol_use(store=True))
plugin.verifier("MlProgramReturn", _terminator("returns"))
plugin.verifier("MlProgramOutput", _terminator("outputs"))


# --- the C++ classes the generated predicates name ---------------------------------------------


plugin.cpp_classes(
    (
        (
            "ml_program::TokenType",
            "!ml_program.token",
            "Token for establishing execution ordering in a graph",
        ),
    )
)
