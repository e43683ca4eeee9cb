"""Hand-written checks of the cf dialect (``verifier = "..."`` on its operations).

- ``CondBranchOp`` (``cf.cond_br``): ``BranchOp``'s successor operand check, then the
  branch weights (WeightedBranchOpInterface): one per successor, not all zero.
- ``SwitchOp`` (``cf.switch``): the case operand segments add up to the case operands;
  each successor receives operands matching its block's arguments; the case values have
  the flag's type and there is one per case destination.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.checks.verifiers import (
    branch_weights_ok,
    case_operand_groups,
    op_value_groups,
    successor_operands_ok,
    verify_branch,
)
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("cf")


def _cond_branch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not verify_branch(op, diags, ctx):
        return False
    return branch_weights_ok(op, diags)


def _switch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    from core.printer import attr_to_str

    groups = op_value_groups(op, ctx)
    if not groups or not op.successors:
        return True
    case_operands = groups.get("case_operands", [])
    seg = inherent(op, "case_operand_segments")
    total = sum(seg.params[1]) if seg is not None and seg.defn is B.A["dense_array"] else 0
    if total != len(case_operands):
        return fail(diags, op, f"caseOperands count ({len(case_operands)}) does not match with "
                     f"the total size ({total}) specified in attribute 'case_operand_segments'",
                     True)  # fmt: skip
    if not successor_operands_ok(op, diags, 0, groups.get("default_operands", []),
                                 op.successors[0]):  # fmt: skip
        return False
    cases = case_operand_groups(op, case_operands)
    for n, block in enumerate(op.successors[1:], start=1):
        values = cases[n - 1] if n - 1 < len(cases) else []
        if not successor_operands_ok(op, diags, n, values, block):
            return False
    case_values = inherent(op, "case_values")
    dests = len(op.successors) - 1
    if case_values is None or case_values.defn is not B.A["dense_int_or_fp_elements"]:
        return True
    shaped = case_values.params[0]
    element = shaped.params[1] if shaped.defn in (B.T["vector"], B.T["tensor"]) else shaped
    flag = op.operands[0].type if op.operands else None
    if flag is not None and element is not flag:
        return fail(diags, op, f"'flag' type ('{attr_to_str(flag)}') should match case value "
                     f"type ('{attr_to_str(element)}')", True)  # fmt: skip
    count = 1
    for d in shaped.params[0] if shaped.defn in (B.T["vector"], B.T["tensor"]) else ():
        count *= d
    if count != dests:
        return fail(diags, op, f"number of case values ({count}) should match number of case "
                     f"destinations ({dests})", True)  # fmt: skip
    return True


plugin.verifier("CondBranchOp", _cond_branch)
plugin.verifier("SwitchOp", _switch)
