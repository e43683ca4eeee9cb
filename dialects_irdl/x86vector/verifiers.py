"""Named verifiers of the x86vector dialect, with mlir-opt-22's messages:

- ``X86vectorMaskCompress``: ``src`` and ``constant_src`` exclude each other, and the one
  given has ``dst``'s type (reported without naming the op, as C++'s ``emitError``).
"""

from __future__ import annotations

from typing import Any

from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.format.ops import value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("x86vector")


def _mask_compress(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    info = ctx.op_info(op.name) if ctx is not None else None
    src = value_groups(op, info.defn).get("src", []) if info is not None else []
    constant = inherent(op, "constant_src")
    dst = op.results[0].type
    if src and constant is not None:
        return fail(diags, op, "cannot use both src and constant_src", False)
    if src and src[0].type is not dst:
        return fail(diags, op, "failed to verify that src and dst have same type", False)
    if constant is not None and constant.params[0] is not dst:
        return fail(diags, op, "failed to verify that constant_src and dst have same type", False)
    return True


plugin.verifier("X86vectorMaskCompress", _mask_compress)
