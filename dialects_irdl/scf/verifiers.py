"""The scf dialect's hand-written checks (named verifiers), with MLIR's messages.

- ``ScfFor``: as many init values as results; after the body, the loop-like checks
  (inits, region iteration arguments, yielded values and results agree in number and type)
  and the induction variable has the bounds' type.
- ``ScfIf``: an operation with results has an else region.
- ``ScfWhile``: 'before' ends with scf.condition, 'after' with scf.yield.
- ``ScfExecuteRegion``: a region with a block and no arguments.
- ``ScfParallel``: at least one dimension, constant steps positive, one index induction
  variable per dimension, a body ending with scf.reduce with one reduction per result (and
  init value), of the result's type.
- ``ScfReduce``: one region per operand, each a non-empty block of two arguments of the
  operand's type ending with scf.reduce.return; ``ScfReduceReturn``: of that type.
- ``ScfIndexSwitch``: one region per case value, no duplicate value, each region yields the
  results' types.
- ``ScfForall``: results, outputs and body arguments agree; the mapping has one entry per
  dimension and at most one mask; bounds lists fit the rank. ``ScfInParallel``: only
  parallel-combining operations, inserting into the loop's output arguments.

scf.for, scf.if, scf.while and scf.execute_region also check, after their regions, what
RegionBranchOpInterface checks: along each control-flow edge (from the operation into a
region or to its results, from a terminator to a region or to the results), as many
values as the successor takes, of its types ("along control flow edge from ...").
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import attr_to_str, op_loc
from core.verifier import op_diagnostic
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("scf")

_U64 = 2**64


def _q(t: Any) -> str:
    return f"'{attr_to_str(t)}'"


def _last_op(region: Any) -> Operation | None:
    if region is None or not region.blocks or not region.blocks[0].ops:
        return None
    return region.blocks[0].ops[-1]


def _terminator(
    op: Operation, region: Any, name: str, message: str, diags: list[Diagnostic]
) -> Operation | None:
    """The last operation of the region's block if it is ``name``; otherwise an error, with a
    note at that operation (MLIR's verifyAndGetTerminator)."""
    last = _last_op(region)
    if last is not None and last.name == name:
        return last
    d = op_diagnostic(op, message)
    if last is not None:
        d.attach_note("terminator here", op_loc(last))
    diags.append(d)
    return None


# --- region control flow (RegionBranchOpInterface) ------------------------------------------------

Edge = tuple[str, list[Any]]  # a successor ("Region #N" or "parent") and its input types


def _edges(
    op: Operation, source: Operation | None, operands: list[Any], successors: list[Edge],
    diags: list[Diagnostic],
) -> bool:  # fmt: skip
    """``operands`` flow from ``source`` (None: the operation itself) to each successor."""
    where = "parent" if source is None else f"Operation {source.name}"
    at = op_loc(op if source is None else source)
    for target, inputs in successors:
        prefix = f"along control flow edge from {where} to {target}: "
        if len(operands) != len(inputs):
            d = op_diagnostic(op, f"{prefix}region branch point has {len(operands)} operands, "
                              f"but region successor needs {len(inputs)} inputs")  # fmt: skip
            d.attach_note("region branch point", at)
            diags.append(d)
            return False
        for i, (v, t) in enumerate(zip(operands, inputs)):
            if v.type is not t:
                d = op_diagnostic(op, f"{prefix}successor operand type #{i} {_q(v.type)} should "
                                  f"match successor input type #{i} {_q(t)}")  # fmt: skip
                d.attach_note("region branch point", at)
                diags.append(d)
                return False
    return True


def _terminators(region: Any, names: tuple[str, ...]) -> list[Operation]:
    """The region's blocks' terminators that pass values on (RegionBranchTerminatorOpInterface)."""
    return [b.ops[-1] for b in region.blocks if b.ops and b.ops[-1].name in names]


def _arg_types(region: Any, skip: int = 0) -> list[Any]:
    return [a.type for a in region.blocks[0].args[skip:]] if region.blocks else []


def _if_flow(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    results = [r.type for r in op.results]
    then_region, else_region = op.regions[0], op.regions[1]
    entry: list[Edge] = [("Region #0", [])]
    entry.append(("Region #1", []) if else_region.blocks else ("parent", results))
    if not _edges(op, None, [], entry, diags):
        return False
    for region in (then_region, else_region):
        for t in _terminators(region, ("scf.yield",)):
            if not _edges(op, t, list(t.operands), [("parent", results)], diags):
                return False
    return True


def _while_flow(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    before, after = op.regions[0], op.regions[1]
    results = [r.type for r in op.results]
    if not _edges(op, None, list(op.operands), [("Region #0", _arg_types(before))], diags):
        return False
    for t in _terminators(before, ("scf.condition",)):
        successors = [("Region #1", _arg_types(after)), ("parent", results)]
        if not _edges(op, t, list(t.operands[1:]), successors, diags):
            return False
    for t in _terminators(after, ("scf.yield",)):
        if not _edges(op, t, list(t.operands), [("Region #0", _arg_types(before))], diags):
            return False
    return True


def _execute_region_flow(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    results = [r.type for r in op.results]
    if not _edges(op, None, [], [("Region #0", [])], diags):
        return False
    for t in _terminators(op.regions[0], ("scf.yield",)):
        if not _edges(op, t, list(t.operands), [("parent", results)], diags):
            return False
    return True


# --- scf.for ------------------------------------------------------------------------------------


def _for(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    inits = op_value_groups(op, ctx).get("init_args", [])
    if len(inits) != len(op.results):
        return fail(diags, op, "mismatch in number of loop-carried values and defined values",
                     True)  # fmt: skip
    return True


def _for_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    groups = op_value_groups(op, ctx)
    inits = groups.get("init_args", [])
    region = op.regions[0] if op.regions else None
    args = list(region.blocks[0].args) if region is not None and region.blocks else []
    last = _last_op(region)
    yielded = list(last.operands) if last is not None and last.name == "scf.yield" else []
    # LoopLikeOpInterface (the iteration arguments follow the induction variable)
    iter_count = (len(args) - 1) % _U64
    iter_args = args[1:]
    if len(inits) != iter_count:
        return fail(diags, op, f"different number of inits and region iter_args: {len(inits)} "
                     f"!= {iter_count}", True)  # fmt: skip
    if yielded and len(iter_args) != len(yielded):
        return fail(diags, op, "different number of region iter_args and yielded values: "
                     f"{len(iter_args)} != {len(yielded)}", True)  # fmt: skip
    if len(op.results) != len(iter_args):
        return fail(diags, op, "different number of loop results and region iter_args: "
                     f"{len(op.results)} != {len(iter_args)}", True)  # fmt: skip
    for i, (init, arg) in enumerate(zip(inits, iter_args)):
        if init.type is not arg.type:
            return fail(diags, op, f"{i}-th init and {i}-th region iter_arg have different "
                         f"type: {_q(init.type)} != {_q(arg.type)}", True)  # fmt: skip
        if yielded and arg.type is not yielded[i].type:
            return fail(diags, op, f"{i}-th region iter_arg and {i}-th yielded value have "
                         f"different type: {_q(arg.type)} != {_q(yielded[i].type)}",
                         True)  # fmt: skip
    for i, (arg, result) in enumerate(zip(iter_args, op.results)):
        if arg.type is not result.type:
            return fail(diags, op, f"{i}-th region iter_arg and {i}-th loop result have "
                         f"different type: {_q(arg.type)} != {_q(result.type)}",
                         True)  # fmt: skip
    # RegionBranchOpInterface: into the body or straight to the results
    successors = [("Region #0", [a.type for a in iter_args]),
                  ("parent", [r.type for r in op.results])]  # fmt: skip
    if not _edges(op, None, list(inits), successors, diags):
        return False
    for t in _terminators(region, ("scf.yield",)):
        if not _edges(op, t, list(t.operands), successors, diags):
            return False
    lb = groups.get("lower_bound", [])
    if args and lb and args[0].type is not lb[0].type:
        return fail(diags, op, "expected induction variable to be same type as bounds and step",
                     True)  # fmt: skip
    return True


# --- scf.if, scf.while, scf.execute_region --------------------------------------------------------


def _if(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if op.results and (len(op.regions) < 2 or not op.regions[1].blocks):
        return fail(diags, op, "must have an else block if defining values", True)
    return True


def _while(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    before = op.regions[0] if op.regions else None
    after = op.regions[1] if len(op.regions) > 1 else None
    if _terminator(op, before, "scf.condition",
                   "expects the 'before' region to terminate with 'scf.condition'",
                   diags) is None:  # fmt: skip
        return False
    return _terminator(op, after, "scf.yield",
                       "expects the 'after' region to terminate with 'scf.yield'",
                       diags) is not None  # fmt: skip


def _execute_region(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    region = op.regions[0] if op.regions else None
    if region is None or not region.blocks:
        return fail(diags, op, "region needs to have at least one block", True)
    if region.blocks[0].args:
        return fail(diags, op, "region cannot have any arguments", True)
    return True


# --- scf.parallel, scf.reduce ------------------------------------------------------------------


def _parallel(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    from dialects_irdl.scf.directives import constant_int

    groups = op_value_groups(op, ctx)
    steps = groups.get("step", [])
    if not steps:
        return fail(diags, op, "needs at least one tuple element for lowerBound, upperBound "
                     "and step", True)  # fmt: skip
    for step in steps:
        value = constant_int(step)
        if value is not None and value <= 0:
            return fail(diags, op, "constant step operand must be positive", True)
    region = op.regions[0] if op.regions else None
    args = list(region.blocks[0].args) if region is not None and region.blocks else []
    if len(args) != len(steps):
        return fail(diags, op, "expects the same number of induction variables: "
                     f"{len(args)} as bound and step values: {len(steps)}", True)  # fmt: skip
    if any(a.type is not B.INDEX for a in args):
        return fail(diags, op, "expects arguments for the induction variable to be of index "
                     "type", True)  # fmt: skip
    reduce = _terminator(op, region, "scf.reduce", "expects body to terminate with 'scf.reduce'",
                         diags)  # fmt: skip
    if reduce is None:
        return False
    reductions = len(reduce.regions)
    inits = groups.get("init_vals", [])
    if len(op.results) != reductions:
        return fail(diags, op, f"expects number of results: {len(op.results)} to be the same "
                     f"as number of reductions: {reductions}", True)  # fmt: skip
    if len(op.results) != len(inits):
        return fail(diags, op, f"expects number of results: {len(op.results)} to be the same "
                     f"as number of initial values: {len(inits)}", True)  # fmt: skip
    for i, (result, operand) in enumerate(zip(op.results, reduce.operands)):
        if result.type is not operand.type:
            return fail(diags, reduce, f"expects type of {i}-th reduction operand: "
                         f"{_q(operand.type)} to be the same as the {i}-th result type: "
                         f"{_q(result.type)}", True)  # fmt: skip
    return True


def _reduce_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.regions) != len(op.operands):
        return fail(diags, op, f"expects number of reduction regions: {len(op.regions)} to be "
                     f"the same as number of reduction operands: {len(op.operands)}",
                     True)  # fmt: skip
    for i, (region, operand) in enumerate(zip(op.regions, op.operands)):
        if not region.blocks:
            continue
        block = region.blocks[0]
        if not block.ops:
            return fail(diags, op, f"{i}-th reduction has an empty body", True)
        if len(block.args) != 2 or any(a.type is not operand.type for a in block.args):
            return fail(diags, op, f"expected two block arguments with type "
                         f"{_q(operand.type)} in the {i}-th reduction region", True)  # fmt: skip
        if block.ops[-1].name != "scf.reduce.return":
            return fail(diags, op, "reduction bodies must be terminated with an "
                         "'scf.reduce.return' op", True)  # fmt: skip
    return True


def _reduce_return(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    block = op.parent
    if block is None or not block.args or not op.operands:
        return True
    expected = block.args[0].type
    if op.operands[0].type is not expected:
        return fail(diags, op, f"must have type {_q(expected)} (the type of the reduction "
                     "inputs)", True)  # fmt: skip
    return True


# --- scf.index_switch ---------------------------------------------------------------------------


def _index_switch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    cases = inherent(op, "cases")
    values = list(cases.params[1]) if cases is not None and cases.defn is B.A["dense_array"] else []
    case_regions = op.regions[1:]
    if len(values) != len(case_regions):
        return fail(diags, op, f"has {len(case_regions)} case regions but {len(values)} case "
                     "values", True)  # fmt: skip
    seen: set[int] = set()
    for v in values:
        if v in seen:
            return fail(diags, op, f"has duplicate case value: {v}", True)
        seen.add(v)
    result_types = [r.type for r in op.results]
    names = ["default region"] + [f"case region #{i}" for i in range(len(case_regions))]
    for region, name in zip(op.regions, names):
        last = _last_op(region)
        if last is None:
            continue
        if last.name != "scf.yield":
            return fail(diags, op, f"expected region to end with scf.yield, but got {last.name}",
                         True)  # fmt: skip
        if len(last.operands) != len(result_types):
            d = op_diagnostic(op, f"expected each region to return {len(result_types)} values, "
                              f"but {name} returns {len(last.operands)}")  # fmt: skip
            d.attach_note("see yield operation here", op_loc(last))
            diags.append(d)
            return False
        for i, (t, v) in enumerate(zip(result_types, last.operands)):
            if t is not v.type:
                d = op_diagnostic(op, f"expected result #{i} of each region to be {_q(t)}")
                d.attach_note(f"{name} returns {_q(v.type)} here", op_loc(last))
                diags.append(d)
                return False
    return True


# --- scf.forall, scf.forall.in_parallel ----------------------------------------------------------

_DYNAMIC = -(2**63)


def _i64s(op: Operation, name: str) -> list[int]:
    a = inherent(op, name)
    return list(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else []


def _is_mask(a: Any) -> bool:
    """A device masking attribute (``#gpu.mask<...>``)."""
    d = a.defn
    if d is B.A.get("opaque"):
        return a.params[0] == "gpu" and str(a.params[1]).startswith("mask")
    return getattr(d, "key", "") == "#gpu.mask"


def _forall(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    groups = op_value_groups(op, ctx)
    outputs = groups.get("outputs", [])
    rank = len(_i64s(op, "staticLowerBound"))
    if len(op.results) != len(outputs):
        return fail(diags, op, f"produces {len(op.results)} results, but has only "
                     f"{len(outputs)} outputs", True)  # fmt: skip
    region = op.regions[0] if op.regions else None
    args = list(region.blocks[0].args) if region is not None and region.blocks else []
    if len(args) != rank + len(outputs):
        return fail(diags, op, f"region expects {rank} arguments", True)
    for i in range(rank):
        if args[i].type is not B.INDEX:
            return fail(diags, op, f"expects {i}-th block argument to be an index", True)
    for i, out in enumerate(outputs):
        if args[rank + i].type is not out.type:
            return fail(diags, op, f"type mismatch between {i}-th output and corresponding "
                         "block argument", True)  # fmt: skip
    mapping = inherent(op, "mapping")
    if mapping is not None and mapping.defn is B.A["array"] and mapping.params[0]:
        entries = mapping.params[0]
        masks = [a for a in entries if _is_mask(a)]
        if len(entries) - len(masks) != rank:
            return fail(diags, op, "mapping attribute size must match op rank", True)
        if len(masks) > 1:
            return fail(diags, op, '"mapping" supports at most one device masking attribute',
                         True)  # fmt: skip
    for what, static_name, group in (
        ("lower bound", "staticLowerBound", "dynamic_lower_bound"),
        ("upper bound", "staticUpperBound", "dynamic_upper_bound"),
        ("step", "staticStep", "dynamic_step"),
    ):
        static = _i64s(op, static_name)
        if len(static) != rank:
            return fail(diags, op, f"expected {rank} {what} values, got {len(static)}", False)
        dynamic = sum(v == _DYNAMIC for v in static)
        if len(groups.get(group, [])) != dynamic:
            return fail(diags, op, f"expected {dynamic} dynamic {what} values", False)
    return True


# Operations that implement ParallelCombiningOpInterface, and the operand each updates.
PARALLEL_COMBINING = {"tensor.parallel_insert_slice": 1}


def _in_parallel(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    forall = op.parent_op
    if forall is None or forall.name != "scf.forall":
        return fail(diags, op, "expected forall op parent", True)
    outputs = forall.regions[0].blocks[0].args if forall.regions[0].blocks else []
    rank = len(_i64s(forall, "staticLowerBound"))
    out_args = outputs[rank:]
    body = op.regions[0] if op.regions else None
    for child in body.blocks[0].ops if body is not None and body.blocks else ():
        dest = PARALLEL_COMBINING.get(child.name)
        if dest is None:
            return fail(diags, op, "expected only ParallelCombiningOpInterface ops", True)
        if dest < len(child.operands) and not any(child.operands[dest] is a for a in out_args):
            return fail(diags, child, "may only insert into an output block argument", True)
    return True


plugin.verifier("ScfFor", _for, verify_regions=_for_regions)
plugin.verifier("ScfIf", _if, verify_regions=_if_flow)
plugin.verifier("ScfWhile", _while, verify_regions=_while_flow)
plugin.verifier("ScfExecuteRegion", _execute_region, verify_regions=_execute_region_flow)
plugin.verifier("ScfParallel", _parallel)
plugin.verifier("ScfReduce", verify_regions=_reduce_regions)
plugin.verifier("ScfReduceReturn", _reduce_return)
plugin.verifier("ScfIndexSwitch", _index_switch)
plugin.verifier("ScfForall", _forall)
plugin.verifier("ScfInParallel", _in_parallel)
