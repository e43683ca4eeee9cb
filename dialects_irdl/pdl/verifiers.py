"""Hand-written checks of the pdl dialect (its ``hasVerifier`` operations), with mlir-opt's
messages.

- Values of the matcher (``pdl.attribute``, ``operand(s)``, ``operation``, ``type(s)``
  without a constant): directly in a ``pdl.pattern``, something must bind them (a user
  other than ``pdl.result(s)``, or such a result that is bound itself).
- ``PdlApplyNativeConstraint``: an argument, no operation result; ``PdlApplyNativeRewrite``:
  an argument or a result.
- ``PdlAttribute``: a type or a value, not both; in a rewrite, a value.
- ``PdlOperation``: a name in a rewrite; as many attribute names as values. (C++ also asks
  that the result types of an operation created in a rewrite be inferable, which needs to
  know the operations that infer theirs: not reproduced.)
- ``PdlPattern`` (after its body): ends with ``pdl.rewrite``; only pdl operations; at least
  one ``pdl.operation``; the values the rewrite uses form one connected component.
- ``PdlRange``: each operand's element type is the result's; ``PdlReplace``: values or an
  operation, not both; ``PdlResults``: a range without an index; ``PdlRewrite``: an external
  name and an empty body, or a body and no external arguments.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation, OpResult
from core.printer import op_loc
from core.verifier import op_diagnostic
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("pdl")


def _groups(op: Operation, count: int) -> list[list[Any]]:
    """The operands of each of ``count`` groups, split by ``operandSegmentSizes``."""
    sizes = inherent(op, "operandSegmentSizes")
    if sizes is None or sizes.defn is not B.A["dense_array"] or len(sizes.params[1]) != count:
        return [list(op.operands)] + [[] for _ in range(count - 1)]
    out, at = [], 0
    for n in sizes.params[1]:
        out.append(list(op.operands[at : at + n]))
        at += n
    return out


def _parent_is(op: Operation, name: str) -> bool:
    parent = op.parent_op
    return parent is not None and parent.name == name


def _users(op: Operation) -> list[Operation]:
    return [u for r in op.results for u in r.uses]


def _has_binding_use(op: Operation) -> bool:
    return any(
        u.name not in ("pdl.result", "pdl.results") or _has_binding_use(u) for u in _users(op)
    )


def _bound(op: Operation, diags: list[Diagnostic]) -> bool:
    if not _parent_is(op, "pdl.pattern") or _has_binding_use(op):
        return True
    return fail(diags, op, "expected a bindable user when defined in the matcher body of a "
                "`pdl.pattern`")  # fmt: skip


def _apply_native_constraint(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands:
        return fail(diags, op, "expected at least one argument")
    if any(r.type.defn.key == "!pdl.operation" for r in op.results):
        return fail(diags, op, "returning an operation from a constraint is not supported")
    return True


def _apply_native_rewrite(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands and not op.results:
        return fail(diags, op, "expected at least one argument or result")
    return True


def _attribute(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if inherent(op, "value") is None:
        if _parent_is(op, "pdl.rewrite"):
            return fail(diags, op, "expected constant value when specified within a "
                        "`pdl.rewrite`")  # fmt: skip
        return _bound(op, diags)
    if op.operands:
        return fail(diags, op, "expected only one of [`type`, `value`] to be set")
    return True


def _bound_check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _bound(op, diags)


def _constant_or_bound(attr: str) -> Any:
    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        return inherent(op, attr) is not None or _bound(op, diags)

    return check


def _operation(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if _parent_is(op, "pdl.rewrite") and inherent(op, "opName") is None:
        return fail(diags, op, "must have an operation name when nested within a `pdl.rewrite`")
    names = inherent(op, "attributeValueNames")
    values = _groups(op, 3)[1]
    count = len(names.params[0]) if names is not None and names.defn is B.A["array"] else 0
    if count != len(values):
        return fail(diags, op, "expected the same number of attribute values and attribute "
                    f"names, got {count} names and {len(values)} values")  # fmt: skip
    return _bound(op, diags)


# --- pdl.pattern -----------------------------------------------------------------------------

_COMPONENT = ("pdl.operand", "pdl.operands", "pdl.result", "pdl.results", "pdl.operation")


def _visit(op: Operation | None, seen: set[int]) -> None:
    """Mark what is connected to ``op`` in the matcher: operands and parents, users."""
    stack = [op]
    while stack:
        o = stack.pop()
        if o is None or not _parent_is(o, "pdl.pattern") or o.name == "pdl.rewrite":
            continue
        if id(o) in seen:
            continue
        seen.add(id(o))
        if o.name == "pdl.operation":
            stack.extend(_defining(v) for v in o.operands[::-1])
        elif o.name in ("pdl.result", "pdl.results") and o.operands:
            stack.append(_defining(o.operands[0]))
        stack.extend(_users(o)[::-1])


def _defining(v: Any) -> Operation | None:
    return v.owner if isinstance(v, OpResult) else None


def _used_in_rewrite(op: Operation) -> bool:
    for u in _users(op):
        if u.name == "pdl.rewrite" or _parent_is(u, "pdl.rewrite"):
            return True
    return False


def _walk(op: Operation) -> list[Operation]:
    """The operations nested in ``op``, each after those nested in it (post-order)."""
    out: list[Operation] = []
    for r in op.regions:
        for b in r.blocks:
            for o in b.ops:
                out.extend(_walk(o))
                out.append(o)
    return out


def _pattern(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks:
        return True
    ops = body.blocks[0].ops
    term = ops[-1] if ops else None
    if term is None or term.name != "pdl.rewrite":
        d = op_diagnostic(op, "expected body to terminate with `pdl.rewrite`")
        if term is not None:
            d.attach_note("see terminator defined here", op_loc(term))
        diags.append(d)
        return False
    for o in _walk(op):
        if o.name.split(".", 1)[0] != "pdl":
            d = op_diagnostic(op, "expected only `pdl` operations within the pattern body")
            d.attach_note("see non-`pdl` operation defined here", op_loc(o))
            diags.append(d)
            return False
    if not any(o.name == "pdl.operation" for o in ops):
        return fail(diags, op, "the pattern must contain at least one `pdl.operation`")
    seen: set[int] = set()
    first = True
    for o in ops:
        if o.name not in _COMPONENT or not _used_in_rewrite(o):
            continue
        if first:
            first = False
            _visit(o, seen)
        elif id(o) not in seen:
            d = op_diagnostic(op, "the operations must form a connected component")
            d.attach_note("see a disconnected value / operation here", op_loc(o))
            diags.append(d)
            return False
    return True


# --- the others ------------------------------------------------------------------------------


def _range(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.results or op.results[0].type.defn.key != "!pdl.range":
        return True
    want = op.results[0].type.params[0]
    for v in op.operands:
        got = v.type.params[0] if v.type.defn.key == "!pdl.range" else v.type
        if got is not want:
            return fail(diags, op, f"expected operand to have element type '{want!r}', but got "
                        f"'{got!r}'")  # fmt: skip
    return True


def _replace(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    _, operation, values = _groups(op, 3)
    if operation and values:
        return fail(diags, op, "expected no replacement values to be provided when the "
                    "replacement operation is present")  # fmt: skip
    return True


def _results(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if inherent(op, "index") is None and op.results:
        t = op.results[0].type
        if t.defn.key != "!pdl.range":
            return fail(diags, op, "expected `pdl.range<value>` result type when no index is "
                        f"specified, but got: '{t!r}'")  # fmt: skip
    return True


def _rewrite(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    region = op.regions[0] if op.regions else None
    empty = region is None or not region.blocks
    if inherent(op, "name") is not None:
        if not empty:
            return fail(diags, op, "expected rewrite region to be empty when rewrite is external")
        return True
    if empty:
        return fail(diags, op, "expected rewrite region to be non-empty if external name is not "
                    "specified")  # fmt: skip
    if _groups(op, 2)[1]:
        return fail(diags, op, "expected no external arguments when the rewrite is specified "
                    "inline")  # fmt: skip
    return True


plugin.verifier("PdlApplyNativeConstraint", _apply_native_constraint)
plugin.verifier("PdlApplyNativeRewrite", _apply_native_rewrite)
plugin.verifier("PdlAttribute", _attribute)
plugin.verifier("PdlOperand", _bound_check)
plugin.verifier("PdlOperands", _bound_check)
plugin.verifier("PdlOperation", _operation)
plugin.verifier("PdlPattern", verify_regions=_pattern)
plugin.verifier("PdlRange", _range)
plugin.verifier("PdlReplace", _replace)
plugin.verifier("PdlResults", _results)
plugin.verifier("PdlRewrite", _rewrite)
plugin.verifier("PdlType", _constant_or_bound("constantType"))
plugin.verifier("PdlTypes", _constant_or_bound("constantTypes"))
