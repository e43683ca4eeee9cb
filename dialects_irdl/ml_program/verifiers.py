"""Named verifiers of the ml_program dialect, with mlir-opt-22's messages:

- ``MlProgramGlobal``: an immutable global has an initial value;
- ``MlProgramReturn`` / ``MlProgramOutput``: the operands against the enclosing function's
  (subgraph's) results.
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


plugin.verifier("MlProgramGlobal", _global)
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
