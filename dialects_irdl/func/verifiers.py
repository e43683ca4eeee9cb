"""Hand-written checks of the func dialect beyond ``FunctionOp``, ``FuncReturn`` and
``FuncCall`` (which ``irdl.checks.verifiers`` holds).

- ``FuncConstant`` (``func.constant``, a symbol use): the value names a ``func.func`` of
  the enclosing symbol tables whose type is the result's.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.checks.verifiers import function_type
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("func")


def _func_constant(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    from irdl.checks.traits import lookup_symbol

    ref = inherent(op, "value")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return True
    fn = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
    info = ctx.op_info(fn.name) if fn is not None else None
    if fn is None or info is None or info.defn is None or info.defn.verifier != "FunctionOp":
        return fail(diags, op, f"reference to undefined function '{ref.params[0]}'", True)
    if not op.results or function_type(fn) is not op.results[0].type:
        return fail(diags, op, "reference to function with mismatched type", True)
    return True


plugin.verifier("FuncConstant", verify_symbol_uses=_func_constant)
