"""The library's named operation checks that several dialects share (MLIR's interfaces).

``FunctionOp`` (FunctionOpInterface: the entry block's arguments match the signature),
``FuncReturn`` (the operands match the enclosing function's results), ``FuncCall``
(CallOpInterface: the callee exists and matches), ``BranchOp`` (BranchOpInterface:
successor operands match the blocks' arguments; successor ``x`` takes the operand group
``x_operands``). Helpers for plug-ins: ``inherent``, ``op_value_groups``,
``successor_operands_ok``, ``branch_weights_ok``, ``case_operand_groups``,
``function_type``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.verifier import op_diagnostic
from irdl.plugin import Plugin, fail, inherent

# --- functions and branches -----------------------------------------------------------------


def _string(a: Attribute | None) -> str | None:
    return a.params[0] if a is not None and a.defn is B.A["string"] else None


def function_type(op: Operation) -> Attribute | None:
    t = inherent(op, "function_type")
    if t is None or t.defn is not B.A["type"] or t.params[0].defn is not B.T["function"]:
        return None
    return t.params[0]


def _symbol(op: Operation, diags: list[Diagnostic], ctx: Any, declaration: bool) -> bool:
    """MLIR's SymbolOpInterface checks: a known visibility, no public declaration, a parent
    that is a symbol table (or not registered)."""
    vis = inherent(op, "sym_visibility")
    if vis is not None and vis.defn is B.A["string"]:
        if vis.params[0] not in ("public", "private", "nested"):
            return fail(diags, op, 'visibility expected to be one of ["public", "private", '
                         f'"nested"], but got "{vis.params[0]}"', True)  # fmt: skip
    if declaration and (vis is None or _string(vis) == "public"):
        return fail(diags, op, "symbol declaration cannot have public visibility", True)
    parent = op.parent_op
    info = ctx.op_info(parent.name) if parent is not None and ctx is not None else None
    if info is not None and not info.symbol_table:
        return fail(diags, op, "symbol's parent must have the SymbolTable trait", True)
    return True


def _value_attrs(op: Operation, diags: list[Diagnostic], what: str, count: int) -> bool:
    """FunctionOpInterface: one dictionary of dialect attributes per argument (result)."""
    name = "arg_attrs" if what == "argument" else "res_attrs"
    plural = "arguments" if what == "argument" else "results"
    attrs = inherent(op, name)
    if attrs is None or attrs.defn is not B.A["array"]:
        return True
    entries = attrs.params[0]
    if len(entries) != count:
        return fail(diags, op, f"expects {what} attribute array to have the same number of "
                     f"elements as the number of function {plural}, got {len(entries)}, but "
                     f"expected {count}", True)  # fmt: skip
    for d in entries:
        if d.defn is B.A["dictionary"] and any("." not in k for k, _ in d.params[0]):
            return fail(diags, op, f"{plural} may only have dialect attributes", True)
    return True


def _function(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A function's symbol checks, its argument and result attributes, and its entry
    block's arguments against its signature (FunctionOpInterface)."""
    from core.printer import attr_to_str

    ftype = function_type(op)
    external = not op.regions or not op.regions[0].blocks
    if not _symbol(op, diags, ctx, declaration=external):
        return False
    if ftype is None:
        return True
    if not _value_attrs(op, diags, "argument", len(ftype.params[0])):
        return False
    if not _value_attrs(op, diags, "result", len(ftype.params[1])):
        return False
    if external:
        return True
    inputs = ftype.params[0]
    entry = op.regions[0].blocks[0]
    if len(entry.args) != len(inputs):
        return fail(diags, op, f"entry block must have {len(inputs)} arguments to match "
                     "function signature", True)  # fmt: skip
    for i, (arg, t) in enumerate(zip(entry.args, inputs)):
        if arg.type is not t:
            return fail(
                diags, op,
                f"type of entry block argument #{i}({attr_to_str(arg.type)}) must match the "
                f"type of the corresponding argument in function signature({attr_to_str(t)})",
                True,
            )  # fmt: skip
    return True


def _func_return(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Operands match the results of the enclosing function."""
    from core.printer import attr_to_str

    fn = op.parent_op
    ftype = function_type(fn) if fn is not None else None
    if fn is None or ftype is None:
        return True
    name = _string(inherent(fn, "sym_name")) or ""
    results = ftype.params[1]
    if len(op.operands) != len(results):
        return fail(diags, op, f"has {len(op.operands)} operands, but enclosing function "
                     f"(@{name}) returns {len(results)}", True)  # fmt: skip
    for i, (v, t) in enumerate(zip(op.operands, results)):
        if v.type is not t:
            return fail(
                diags, op,
                f"type of return operand {i} ('{attr_to_str(v.type)}') doesn't match function "
                f"result type ('{attr_to_str(t)}') in function @{name}",
                False,
            )  # fmt: skip
    return True


def _func_call(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The callee is a function of the enclosing symbol tables, and the call matches it."""
    from core.printer import attr_to_str
    from irdl.checks.traits import lookup_symbol

    ref = inherent(op, "callee")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return fail(diags, op, "requires a 'callee' symbol reference attribute", True)
    fn = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
    ftype = function_type(fn) if fn is not None and fn.name.endswith(".func") else None
    if ftype is None:
        return fail(diags, op, f"'{ref.params[0]}' does not reference a valid function", True)
    inputs, results = ftype.params
    if len(inputs) != len(op.operands):
        return fail(diags, op, "incorrect number of operands for callee", True)
    for i, (v, t) in enumerate(zip(op.operands, inputs)):
        if v.type is not t:
            return fail(diags, op, f"operand type mismatch: expected operand type "
                         f"'{attr_to_str(t)}', but provided '{attr_to_str(v.type)}' for operand "
                         f"number {i}", True)  # fmt: skip
    if len(results) != len(op.results):
        return fail(diags, op, "incorrect number of results for callee", True)
    for i, (r, t) in enumerate(zip(op.results, results)):
        if r.type is not t:
            d = op_diagnostic(op, f"result type mismatch at index {i}")
            got = ", ".join(f"'{attr_to_str(x.type)}'" for x in op.results)
            want = ", ".join(f"'{attr_to_str(x)}'" for x in results)
            d.attach_note(f"      op result types: {got}")
            d.attach_note(f"function result types: {want}")
            diags.append(d)
            return False
    return True


def op_value_groups(op: Operation, ctx: Any) -> dict[str, list[Any]]:
    """The operation's operands and results by group name, as its definition declares them
    (empty without a definition)."""
    info = ctx.op_info(op.name) if ctx is not None else None
    defn = getattr(info, "defn", None)
    if defn is None:
        return {}
    from irdl.format.ops import value_groups

    return value_groups(op, defn)


def successor_operands_ok(
    op: Operation, diags: list[Diagnostic], n: int, values: list[Any], block: Any
) -> bool:
    """MLIR's verifyBranchSuccessorOperands for successor #n: as many operands as the block
    has arguments, of their types."""
    if len(values) != len(block.args):
        return fail(diags, op, f"branch has {len(values)} operands for successor #{n}, but "
                     f"target block has {len(block.args)}", False)  # fmt: skip
    for i, (v, arg) in enumerate(zip(values, block.args)):
        if v.type is not arg.type:
            return fail(diags, op, f"type mismatch for bb argument #{i} of successor #{n}",
                         False)  # fmt: skip
    return True


def branch_weights_ok(op: Operation, diags: list[Diagnostic]) -> bool:
    """MLIR's WeightedBranchOpInterface: ``branch_weights``, when not empty, has one
    weight per successor and not all of them zero."""
    weights = inherent(op, "branch_weights")
    if weights is None or weights.defn is not B.A["dense_array"]:
        return True
    values = weights.params[1]
    if values and len(values) != len(op.successors):
        return fail(diags, op, "expects number of branch weights to match number of "
                     f"successors: {len(values)} vs {len(op.successors)}", False)  # fmt: skip
    if values and not any(values):
        return fail(diags, op, "branch weights cannot all be zero", False)
    return True


def case_operand_groups(op: Operation, values: list[Any]) -> list[list[Any]]:
    """The case operands of a switch (``cf.switch``, ``llvm.switch``) split by its
    ``case_operand_segments``."""
    seg = inherent(op, "case_operand_segments")
    sizes = list(seg.params[1]) if seg is not None and seg.defn is B.A["dense_array"] else []
    out = []
    i = 0
    for n in sizes:
        out.append(values[i : i + n])
        i += n
    return out


def verify_branch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Each successor receives as many operands as its block has arguments, of its types.
    The operands of successor ``x`` are the operand group ``x_operands``."""
    info = ctx.op_info(op.name) if ctx is not None else None
    defn = getattr(info, "defn", None)
    if defn is None:
        return True
    from irdl.format.ops import value_groups

    groups = value_groups(op, defn)
    for n, (succ_def, block) in enumerate(zip(defn.successors, op.successors)):
        values = groups.get(succ_def.name + "_operands", [])
        if not successor_operands_ok(op, diags, n, values, block):
            return False
    return True


_library = Plugin("irdlkit")
_library.verifier("FunctionOp", _function)
_library.verifier("FuncReturn", _func_return)
_library.verifier("FuncCall", verify_symbol_uses=_func_call)
_library.verifier("BranchOp", verify_branch)
