"""Named verifiers of the async dialect, with mlir-opt-22's messages:

- ``AsyncAwait``: the result is the awaited value's type; a token gives no result.
- ``AsyncExecute``: the checks of its RegionBranchOpInterface (the body operands against
  the body's arguments, the yielded values against the results), each ``!async.value<T>``
  standing for its ``T``.
- ``AsyncFunc``: each result is an ``!async.value`` or an ``!async.token``.
- ``AsyncReturn``: the operands are the function's results without the token, unwrapped.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("async")


def _key(t: Any) -> str:
    return str(getattr(getattr(t, "defn", None), "key", ""))


def _unwrapped(t: Any) -> Any:
    return t.params[0] if _key(t) == "!async.value" else t


def _text(t: Any) -> str:
    from core.printer import attr_to_str

    return attr_to_str(t)


def _await(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands:
        return True
    t = op.operands[0].type
    if _key(t) == "!async.token" and op.results:
        return fail(diags, op, "awaiting on a token must have empty result")
    if _key(t) == "!async.value" and op.results and op.results[0].type is not t.params[0]:
        return fail(diags, op, f"result type '{_text(op.results[0].type)}' does not match "
                    f"async value type '{_text(t.params[0])}'")  # fmt: skip
    return True


def _edge(op: Operation, diags: list[Diagnostic], where: str, values: list[Any],
          inputs: list[Any]) -> bool:  # fmt: skip
    """The values a control flow edge passes against what its successor takes."""
    if len(values) != len(inputs):
        return fail(diags, op, f"along control flow edge from {where}: region branch point "
                    f"has {len(values)} operands, but region successor needs {len(inputs)} "
                    "inputs")  # fmt: skip
    for i, (v, t) in enumerate(zip(values, inputs)):
        if _unwrapped(v) is not _unwrapped(t):
            return fail(diags, op, f"along control flow edge from {where}: successor operand "
                        f"type #{i} '{_text(v)}' should match successor input type #{i} "
                        f"'{_text(t)}'")  # fmt: skip
    return True


def _execute(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    seg = inherent(op, "operandSegmentSizes")
    deps = seg.params[1][0] if seg is not None and seg.defn is B.A["dense_array"] else 0
    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks:
        return True
    args = [a.type for a in body.blocks[0].args]
    if not _edge(op, diags, "parent to Region #0", [v.type for v in op.operands[deps:]], args):
        return False
    results = [r.type for r in op.results[1:]]
    for block in body.blocks:
        last = block.ops[-1] if block.ops else None
        if last is not None and last.name == "async.yield":
            where = "Operation async.yield to parent"
            if not _edge(op, diags, where, [v.type for v in last.operands], results):
                return False
    return True


def _function_results(op: Operation) -> list[Any] | None:
    t = inherent(op, "function_type")
    if t is None or t.defn is not B.A["type"] or t.params[0].defn is not B.T["function"]:
        return None
    return list(t.params[0].params[1])


def _func(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    for t in _function_results(op) or ():
        if _key(t) not in ("!async.value", "!async.token"):
            return fail(diags, op, "result type must be async value type or async token "
                        f"type, but got '{_text(t)}'")  # fmt: skip
    return True


def _return(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    fn = op.parent_op
    results = _function_results(fn) if fn is not None else None
    if results is None:
        return True
    expected = [_unwrapped(t) for t in results if _key(t) != "!async.token"]
    if [v.type for v in op.operands] != expected:
        return fail(diags, op, "operand types do not match the types returned from the parent "
                    "FuncOp")  # fmt: skip
    return True


plugin.verifier("AsyncAwait", _await)
plugin.verifier("AsyncExecute", _execute)
plugin.verifier("AsyncFunc", _func)
plugin.verifier("AsyncReturn", _return)


# --- the C++ classes the generated predicates name ---------------------------------------------


plugin.cpp_classes(
    (
        ("async::ValueType", "!async.value", "async value type"),
        ("async::TokenType", "!async.token", "async token type"),
        ("async::GroupType", "!async.group", "async group type"),
        ("async::CoroIdType", "!async.coro.id", "switched-resume coroutine identifier"),
        ("async::CoroHandleType", "!async.coro.handle", "coroutine handle"),
        ("async::CoroStateType", "!async.coro.state", "saved coroutine state"),
    )
)
