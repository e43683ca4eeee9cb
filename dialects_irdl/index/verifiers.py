"""Hand-written checks of the index dialect (``verifier = "..."`` on its operations).

- ``IndexCast`` (``index.casts``, ``index.castu``): MLIR's CastOpInterface check; the cast
  goes between ``index`` and a builtin integer type, so exactly one side is ``index``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.plugin import Plugin, fail

plugin = Plugin("index")


def _index_cast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    from core.printer import attr_to_str

    if len(op.operands) != 1 or len(op.results) != 1:
        return True
    source, target = op.operands[0].type, op.results[0].type
    if (source is B.INDEX) != (target is B.INDEX):
        return True
    return fail(
        diags, op,
        f"operand type '{attr_to_str(source)}' and result type '{attr_to_str(target)}' are "
        "cast incompatible",
        prefix=True,
    )  # fmt: skip


plugin.verifier("IndexCast", _index_cast)
