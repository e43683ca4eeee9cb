"""The atomic operations' checks that acc and omp share (MLIR's OpenACCMPCommon interfaces:
``AtomicReadOpInterface``, ``AtomicWriteOpInterface``, ``AtomicUpdateOpInterface``,
``AtomicCaptureOpInterface``), with mlir-opt-22's messages.

The operations are ``<dialect>.atomic.read`` (operands ``x``, ``v``), ``.atomic.write``
(``x``, ``expr``), ``.atomic.update`` (``x``; a region of one argument that yields with
``<dialect>.yield``) and ``.atomic.capture`` (a region of two atomic operations and a
terminator). Each check is ``(op, diags, ctx) -> bool``; a dialect adds its own clauses'
rules (omp's memory orders and hints) around them.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Check, fail


def element_type(t: Attribute) -> Attribute | None:
    """A pointer-like type's element type (a memref's), None when opaque (!llvm.ptr)."""
    if t.defn is B.T["memref"]:
        return t.params[1]
    return None


def verify_read(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """``atomic.read``: ``x`` and ``v`` are not the same value."""
    g = op_value_groups(op, ctx)
    if g.get("x") and g.get("v") and g["x"][0] is g["v"][0]:
        return fail(diags, op, "read and write must not be to the same location for atomic "
                    "reads", prefix=False)  # fmt: skip
    return True


def verify_write(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """``atomic.write``: ``x`` points to values of ``expr``'s type."""
    g = op_value_groups(op, ctx)
    element = element_type(g["x"][0].type) if g.get("x") else None
    if element is not None and g.get("expr") and element is not g["expr"][0].type:
        return fail(diags, op, "address must dereference to value type", prefix=False)
    return True


def verify_update(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """``atomic.update``: the region takes one argument, of the type ``x`` points to."""
    r = op.regions[0] if op.regions else None
    args = r.blocks[0].args if r is not None and r.blocks else ()
    if len(args) != 1:
        return fail(diags, op, "the region must accept exactly one argument", prefix=False)
    g = op_value_groups(op, ctx)
    element = element_type(g["x"][0].type) if g.get("x") else None
    if element is not None and element is not args[0].type:
        return fail(diags, op, "the type of the operand must be a pointer type whose element "
                    "type is the same as that of the region argument", prefix=False)  # fmt: skip
    return True


def verify_update_regions(dialect: str) -> Check:
    """``<dialect>.atomic.update``'s region check: its ``<dialect>.yield`` returns one value,
    of the argument's type."""
    yield_name = f"{dialect}.yield"

    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        block = op.regions[0].blocks[0] if op.regions[0].blocks else None
        last = block.ops[-1] if block is not None and block.ops else None
        if last is None or last.name != yield_name:
            return True
        if len(last.operands) != 1:
            return fail(diags, op, "only updated value must be returned", prefix=False)
        if block is not None and block.args and last.operands[0].type is not block.args[0].type:
            return fail(diags, op, "input and yielded value must have the same type",
                        prefix=False)  # fmt: skip
        return True

    return check


def verify_capture_regions(dialect: str) -> Check:
    """``<dialect>.atomic.capture``'s region check: three operations, the first two an update
    then a read, a read then an update, or a read then a write, of the same ``x``."""
    update, read, write = (f"{dialect}.atomic.{w}" for w in ("update", "read", "write"))

    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        ops = op.regions[0].blocks[0].ops if op.regions[0].blocks else []
        if len(ops) != 3:
            if ops:
                return fail(diags, ops[0], "expected three operations in atomic.capture region "
                            "(one terminator, and two atomic ops)", prefix=False)  # fmt: skip
            return True
        first, second = ops[0].name, ops[1].name
        valid = (
            (first == update and second == read)
            or (first == read and second == update)
            or (first == read and second == write)
        )
        if not valid:
            return fail(diags, ops[0], "invalid sequence of operations in the capture region",
                        prefix=False)  # fmt: skip
        x1 = op_value_groups(ops[0], ctx).get("x", [None])[0]
        x2 = op_value_groups(ops[1], ctx).get("x", [None])[0]
        if x1 is not x2:
            if first == update:
                message = "updated variable in atomic.update must be captured in second operation"
            else:
                message = "captured variable in atomic.read must be updated in second operation"
            return fail(diags, ops[0], message, prefix=False)
        return True

    return check
