"""Hand-written checks of the pdl_interp dialect (its ``hasVerifier`` operations), with
mlir-opt's messages.

- ``PdlInterpCreateOperation``: inferred results exclude explicit result types, and the
  created operation must be registered (C++ also asks it to infer its result types, which
  a declaration does not say: a registered operation passes).
- ``PdlInterpCreateRange``: each operand's element type is the result's.
- ``PdlInterpForEach``: one loop variable, and the range is of its type.
- ``PdlInterpSwitch*``: as many cases (successors after the default) as case values.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("pdl_interp")


def _create_operation(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if inherent(op, "inferredResultTypes") is None:
        return True
    sizes = inherent(op, "operandSegmentSizes")  # inputOperands, inputAttributes, types
    if sizes is not None and sizes.defn is B.A["dense_array"] and len(sizes.params[1]) == 3:
        if sizes.params[1][2]:
            return fail(diags, op, "with inferred results cannot also have explicit result types")
    name = inherent(op, "name")
    if name is not None and name.defn is B.A["string"]:
        if ctx is None or ctx.op_info(name.params[0]) is None:
            return fail(diags, op, f"has inferred results, but the created operation "
                        f"'{name.params[0]}' does not support result type inference (or is "
                        "not registered)")  # fmt: skip
    return True


def element_of(t: Any) -> Any:
    """A range's element type, or the type itself."""
    return t.params[0] if t.defn.key == "!pdl.range" else t


def verify_range_operands(op: Operation, diags: list[Diagnostic]) -> bool:
    if not op.results or op.results[0].type.defn.key != "!pdl.range":
        return True
    want = op.results[0].type.params[0]
    for v in op.operands:
        got = element_of(v.type)
        if got is not want:
            return fail(diags, op, f"expected operand to have element type '{want!r}', but got "
                        f"'{got!r}'")  # fmt: skip
    return True


def _create_range(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return verify_range_operands(op, diags)


def _foreach(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    region = op.regions[0] if op.regions else None
    args = region.blocks[0].args if region is not None and region.blocks else []
    if len(args) != 1:
        return fail(diags, op, "requires exactly one argument")
    values = op.operands[0].type if op.operands else None
    if values is None or values.defn.key != "!pdl.range" or values.params[0] is not args[0].type:
        return fail(diags, op, "operand must be a range of loop variable type")
    return True


def _count(values: Any) -> int:
    d = values.defn
    if d is B.A["array"]:
        return len(values.params[0])
    if d is B.A["dense_array"]:
        return len(values.params[1])
    t = values.params[0] if values.params else None
    shape = t.params[0] if t is not None and t.defn in (B.T["vector"], B.T["tensor"]) else ()
    n = 1
    for s in shape:
        n *= s
    return n


def _switch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    values = inherent(op, "caseValues")
    if values is None:
        return True
    cases = max(len(op.successors) - 1, 0)
    expected = _count(values)
    if cases != expected:
        return fail(diags, op, "expected number of cases to match the number of case values, "
                    f"got {cases} but expected {expected}")  # fmt: skip
    return True


plugin.verifier("PdlInterpCreateOperation", _create_operation)
plugin.verifier("PdlInterpCreateRange", _create_range)
plugin.verifier("PdlInterpForEach", _foreach)
for _name in ("Attribute", "OperandCount", "OperationName", "ResultCount", "Type", "Types"):
    plugin.verifier(f"PdlInterpSwitch{_name}", _switch)
