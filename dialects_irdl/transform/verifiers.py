"""Hand-written checks of the transform dialect (its ``hasVerifier`` operations), with
mlir-opt's messages.

- ``TransformNamedSequence``: the enclosing symbol table carries
  ``transform.with_named_sequence``; no argument is both ``transform.readonly`` and
  ``transform.consumed``; a declaration marks each argument one or the other; a body ends
  with ``transform.yield`` whose operands match the results in number and type.
"""

from __future__ import annotations

from typing import Any

from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import op_loc
from core.verifier import op_diagnostic
from irdl.plugin import Plugin, inherent

plugin = Plugin("transform")

_READONLY = "transform.readonly"
_CONSUMED = "transform.consumed"


def _error(diags: list[Diagnostic], op: Operation, message: str) -> bool:
    """MLIR's emitError on ``op`` (no operation name in front)."""
    diags.append(op_diagnostic(op, message, False))
    return False


def _arg_entries(op: Operation) -> list[set[str]]:
    """The names of each argument's attributes."""
    ftype = inherent(op, "function_type")
    count = len(ftype.params[0].params[0]) if ftype is not None else 0
    attrs = inherent(op, "arg_attrs")
    out: list[set[str]] = [set() for _ in range(count)]
    if attrs is not None:
        for i, d in enumerate(attrs.params[0][:count]):
            out[i] = {k for k, _ in d.params[0]}
    return out


def _symbol_table(op: Operation, ctx: Any) -> Operation | None:
    parent = op.parent_op
    while parent is not None:
        info = ctx.op_info(parent.name) if ctx is not None else None
        if parent.name == "builtin.module" or (info is not None and info.symbol_table):
            return parent
        parent = parent.parent_op
    return None


def _named_sequence(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    table = _symbol_table(op, ctx)
    if table is not None and "transform.with_named_sequence" not in table.attributes:
        d = op_diagnostic(op, "expects the parent symbol table to have the "
                          "'transform.with_named_sequence' attribute", False)  # fmt: skip
        d.attach_note("symbol table operation", op_loc(table))
        diags.append(d)
        return False
    entries = _arg_entries(op)
    for i, names in enumerate(entries):
        if _READONLY in names and _CONSUMED in names:
            return _error(diags, op, f"argument #{i} cannot be both readonly and consumed")
    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks:
        if any(_READONLY not in n and _CONSUMED not in n for n in entries):
            return _error(diags, op, "must provide consumed/readonly status for arguments of "
                          "external or called ops")  # fmt: skip
        return True
    block = body.blocks[0]
    last = block.ops[-1] if block.ops else None
    if last is None or last.name != "transform.yield":
        d = op_diagnostic(op, "expected 'transform.yield' as terminator", False)
        if last is not None:
            d.attach_note("terminator", op_loc(last))
        diags.append(d)
        return False
    ftype = inherent(op, "function_type")
    results = ftype.params[0].params[1] if ftype is not None else ()
    if len(last.operands) != len(results):
        return _error(diags, last, "expected terminator to have as many operands as the "
                      "parent op has results")  # fmt: skip
    for i, (v, t) in enumerate(zip(last.operands, results)):
        if v.type is not t:
            return _error(diags, last, f"the type of the terminator operand #{i} must match "
                          "the type of the corresponding parent op result "
                          f"('{v.type!r}' vs '{t!r}')")  # fmt: skip
    return True


plugin.verifier("TransformNamedSequence", _named_sequence)
