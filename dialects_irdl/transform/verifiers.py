"""Hand-written checks of the transform dialect (its ``hasVerifier`` operations), with
mlir-opt's messages. Which operations implement which interfaces, and the effects they have
on handles, come from ``handles``.

- ``TransformNamedSequence``: a symbol table around it; an attribute dictionary per argument
  and result (as for every function); the enclosing symbol table carries
  ``transform.with_named_sequence``, and no named sequence of it includes itself, directly
  or not (the error at the sequence C++'s call graph reports); a non-empty body ending with
  ``transform.yield`` whose operands match the results in number and type; consume
  annotations (not both; a declaration marks each argument; a readonly argument is not
  consumed in the body; a consumed one not consumed there is warned about).
- The checks of ``PossibleTopLevelTransformOpTrait`` (``transform.sequence``,
  ``transform.with_pdl_patterns``, ``transform.alternatives``): one region of one block
  whose first argument is a handle, the others handles, values or params, of the operand's
  type if there is one; nested in another such operation, an operand for each argument.
- ``TransformWithPdlPatterns``: patterns and one top-level transform op in its body, not
  nested in another ``transform.with_pdl_patterns``.
- ``TransformSequence``: no extra bindings without a root; no block argument or result
  consumed twice; children implement TransformOpInterface; a terminator yielding the result
  types. ``TransformAlternatives``: each region yields the result types.
- ``TransformInclude``: every operand has an effect (the callee marks its argument); the
  callee is a named sequence whose signature matches and whose arguments are all marked.
  ``TransformCollectMatching``: a readonly one-handle matcher yielding the results' kinds.
- ``TransformForeach``: targets match the body's arguments, results the yield's operands, in
  number and type. ``TransformGetOperand``, ``TransformGetResult``: a valid position list.
  ``TransformParamType``: ``!transform.param`` holds an integer type of at most 64 bits.
- ``TransformApplyPatterns`` (before its body): only pattern descriptors in its body.
  ``TransformKnob``: a selected value is one of the listed options.
  ``TransformTuneAlternatives``: regions yield the results; a valid selected region.
- ``TransformNumAssociations``: a ``!transform.param`` result holds i64;
  ``TransformSplitHandle``: a valid overflow result, results of the operand's kind.
- ``TransformForeachMatch``: as many matchers as actions, at least one; a warning for a
  matcher named twice; each matcher and action a named sequence, whose arguments and results
  chain the operation's operands, the matcher's results, the action's arguments and results
  and the operation's extra results, in number and in kind (handle, value, param). Its
  results are ``%updated_root`` and ``%yielded``.
- ``TransformApplyRegisteredPass`` (param operands named once by the options),
  ``TransformApplyConversionPatterns`` (descriptors, one type converter of the needed kind),
  ``TransformApplyToLLVMConversionPatterns``, and the extensions' ``TransformOneShotBufferize``,
  ``TransformCastAndCall``, ``TransformMapForallToBlocks``,
  ``TransformSimplifyBoundedAffineOps``, ``TransformIRDLCollectMatching``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic, Severity
from core.ir import Operation
from core.printer import attr_to_str, op_loc
from core.verifier import op_diagnostic
from dialects_irdl.transform.handles import (
    arg_attr_names,
    callee,
    consumed_arguments,
    effect_on,
    interfaces,
    is_transform_op,
    operand_effects,
)
from irdl.plugin import Plugin, fail, inherent

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


def _attr_arrays(op: Operation, diags: list[Diagnostic]) -> bool:
    """FunctionOpInterface's check: an attribute dictionary per argument and result."""
    ftype = inherent(op, "function_type")
    if ftype is None:
        return True
    ins, outs = ftype.params[0].params
    for name, what, want in (("arg_attrs", "argument", ins), ("res_attrs", "result", outs)):
        attrs = inherent(op, name)
        if attrs is not None and len(attrs.params[0]) != len(want):
            return fail(diags, op, f"expects {what} attribute array to have the same number of "
                        f"elements as the number of function {what}s, got "
                        f"{len(attrs.params[0])}, but expected {len(want)}")  # fmt: skip
    return True


def _warning(diags: list[Diagnostic], op: Operation, message: str) -> None:
    """MLIR's emitWarning at ``op``'s location."""
    diags.append(Diagnostic(Severity.WARNING, message, op_loc(op)))


def _consume_annotations(
    op: Operation, diags: list[Diagnostic], ctx: Any, warnings: bool, internal: bool = False
) -> bool:
    """C++'s verifyFunctionLikeConsumeAnnotations: each argument is not both readonly and
    consumed; an external (or ``internal``: called) sequence marks each one; a readonly one
    is not consumed in the body; a consumed one is (a warning)."""
    entries = _arg_entries(op)
    body = op.regions[0] if op.regions else None
    external = body is None or not body.blocks
    consumed = [] if external else consumed_arguments(body.blocks[0], ctx)
    for i, names in enumerate(entries):
        is_consumed, is_readonly = _CONSUMED in names, _READONLY in names
        if is_consumed and is_readonly:
            return _error(diags, op, f"argument #{i} cannot be both readonly and consumed")
        if (external or internal) and not is_consumed and not is_readonly:
            return _error(diags, op, "must provide consumed/readonly status for arguments of "
                          "external or called ops")  # fmt: skip
        if external:
            continue
        state = consumed[i] if i < len(consumed) else False
        if state is True and is_readonly:
            return _error(diags, op, f"argument #{i} is consumed in the body but is not marked "
                          "as such")  # fmt: skip
        if warnings and state is False and is_consumed:
            _warning(diags, op, f"op argument #{i} is not consumed in the body but is marked "
                     "as consumed")  # fmt: skip
    return True


def _named_sequence(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    parent = op.parent_op  # a symbol (FunctionOpInterface), which the declaration omits
    info = ctx.op_info(parent.name) if parent is not None and ctx is not None else None
    if parent is not None and info is not None and not info.symbol_table:
        return fail(diags, op, "symbol's parent must have the SymbolTable trait")
    if not _attr_arrays(op, diags):
        return False
    table = _symbol_table(op, ctx)
    if table is not None and "transform.with_named_sequence" not in table.attributes:
        d = op_diagnostic(op, "expects the parent symbol table to have the "
                          "'transform.with_named_sequence' attribute", False)  # fmt: skip
        d.attach_note("symbol table operation", op_loc(table))
        diags.append(d)
        return False
    if table is not None and not _no_recursion(op, table, diags, ctx):
        return False
    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks:
        return _consume_annotations(op, diags, ctx, True)
    block = body.blocks[0]
    if not block.ops:
        return _error(diags, op, "expected a non-empty body block")
    last = block.ops[-1]
    if last.name != "transform.yield":
        d = op_diagnostic(op, "expected 'transform.yield' as terminator", False)
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
    return _consume_annotations(op, diags, ctx, True)


def _sequences(table: Operation) -> list[Operation]:
    """The named sequences of a symbol table, at any depth (C++'s call graph walks them)."""
    return [o for o in table.walk() if o.name == "transform.named_sequence"]


def _no_recursion(op: Operation, table: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The transform dialect's check of ``transform.with_named_sequence``: no named sequence
    includes itself, directly or not. As C++ reports the first cycle of the call graph (in
    the order Tarjan's algorithm finds them) at the sequence found last, with a note at each
    other one, the error belongs to ``op`` only when it is that sequence."""
    nodes = _sequences(table)
    index = {id(n): i for i, n in enumerate(nodes)}
    edges: list[list[int]] = []
    for n in nodes:
        out: list[int] = []
        for o in n.walk():
            if o.name == "transform.include":
                fn = callee(o, ctx)
                if fn is not None and id(fn) in index:
                    out.append(index[id(fn)])
        edges.append(out)
    for scc in _cycles(edges):
        first = nodes[scc[0]]
        if first is not op:
            return True
        d = Diagnostic(Severity.ERROR, "recursion not allowed in named sequences", op_loc(op))
        for j in scc[1:]:
            d.attach_note("operation on recursion stack", op_loc(nodes[j]))
        diags.append(d)
        return False
    return True


def _cycles(edges: list[list[int]]) -> list[list[int]]:
    """Tarjan's strongly connected components that hold a cycle, in the order found, each
    listed in the order it leaves the stack."""
    count = len(edges)
    order: list[int] = [-1] * count
    low: list[int] = [0] * count
    stack: list[int] = []
    on_stack = [False] * count
    found: list[list[int]] = []
    counter = 0

    def visit(v: int) -> None:
        nonlocal counter
        order[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack[v] = True
        for w in edges[v]:
            if order[w] < 0:
                visit(w)
                low[v] = min(low[v], low[w])
            elif on_stack[w]:
                low[v] = min(low[v], order[w])
        if low[v] == order[v]:
            scc: list[int] = []
            while True:
                w = stack.pop()
                on_stack[w] = False
                scc.append(w)
                if w == v:
                    break
            if len(scc) > 1 or v in edges[v]:
                found.append(scc)

    for v in range(count):
        if order[v] < 0:
            visit(v)
    return found


plugin.verifier("TransformNamedSequence", _named_sequence)


# --- PossibleTopLevelTransformOpTrait -------------------------------------------------------

_HANDLES = frozenset(("!transform.any_op", "!transform.op", "!pdl.operation"))
_OTHERS = frozenset(
    ("!transform.any_value", "!transform.any_param", "!transform.param", "!transform.type",
     "!transform.affine_map")
) | _HANDLES  # fmt: skip


def _key(t: Any) -> str:
    return str(getattr(t.defn, "key", ""))


def _top_level(op: Operation, diags: list[Diagnostic]) -> bool:
    """What ``PossibleTopLevelTransformOpTrait`` checks of ``op``."""
    if not op.regions:
        return fail(diags, op, "expects at least one region")
    region = op.regions[0]
    if len(region.blocks) != 1:
        return fail(diags, op, "expects a single-block region")
    args = region.blocks[0].args
    if not args:
        return fail(diags, op, "expects the entry block to have at least one argument")
    if _key(args[0].type) not in _HANDLES:
        return fail(diags, op, "expects the first entry block argument to be of type "
                    "implementing TransformHandleTypeInterface")  # fmt: skip
    if op.operands and args[0].type is not op.operands[0].type:
        return fail(diags, op, "expects the type of the block argument to match the type of "
                    "the operand")  # fmt: skip
    for arg in args[1:]:
        if _key(arg.type) not in _OTHERS:
            d = op_diagnostic(op, "expects trailing entry block arguments to be of type "
                              "implementing TransformHandleTypeInterface, "
                              "TransformValueHandleTypeInterface or "
                              "TransformParamTypeInterface")  # fmt: skip
            d.attach_note(f"argument #{arg.index} does not", op_loc(op))
            diags.append(d)
            return False
    parent = op.parent_op
    while parent is not None and "PossibleTopLevelTransformOpTrait" not in interfaces(parent.name):
        parent = parent.parent_op
    if parent is not None and len(op.operands) != len(args):
        d = op_diagnostic(op, "expects operands to be provided for a nested op")
        d.attach_note("nested in another possible top-level op", op_loc(parent))
        diags.append(d)
        return False
    return True


def _with_pdl_patterns(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _top_level(op, diags):
        return False
    top: Operation | None = None
    for o in op.regions[0].blocks[0].ops:
        if o.name == "pdl.pattern":
            continue
        if "PossibleTopLevelTransformOpTrait" in interfaces(o.name):
            if top is not None:
                d = op_diagnostic(op, "expects only one non-pattern op in its body")
                d.attach_note("first non-pattern op", op_loc(top))
                d.attach_note("second non-pattern op", op_loc(o))
                diags.append(d)
                return False
            top = o
            continue
        d = op_diagnostic(op, "expects only pattern and top-level transform ops in its body")
        d.attach_note("offending op", op_loc(o))
        diags.append(d)
        return False
    parent = op.parent_op
    while parent is not None and parent.name != "transform.with_pdl_patterns":
        parent = parent.parent_op
    if parent is not None:
        d = op_diagnostic(op, "cannot be nested")
        d.attach_note("parent operation", op_loc(parent))
        diags.append(d)
        return False
    if top is None:
        return fail(diags, op, "expects at least one non-pattern op")
    return True


def _uses(value: Any) -> list[tuple[Operation, int]]:
    """Each use of ``value`` (the operation and the operand's number), in MLIR's use-list
    order: the most recent first."""
    out: list[tuple[Operation, int]] = []
    seen: set[int] = set()
    for o in value.uses:
        if id(o) in seen:
            continue
        seen.add(id(o))
        out.extend((o, i) for i, v in enumerate(o.operands) if v is value)
    return out[::-1]


def _potential_consumer(o: Operation, value: Any, ctx: Any) -> bool:
    """C++'s isValueUsePotentialConsumer: an operation that is not a transform operation may
    consume anything; a transform operation consumes what it frees (unknown: no)."""
    if not is_transform_op(o):
        return True
    return effect_on(o, value, ctx) == "consume"


def _double_consume(value: Any, what: str, at: Operation, prefix: bool,
                    diags: list[Diagnostic], ctx: Any) -> bool:  # fmt: skip
    """C++'s checkDoubleConsume: at most one use of ``value`` may consume it."""
    first: tuple[Operation, int] | None = None
    for o, i in _uses(value):
        if not _potential_consumer(o, value, ctx):
            continue
        if first is None:
            first = (o, i)
            continue
        d = op_diagnostic(at, f"{what} has more than one potential consumer", prefix)
        d.attach_note(f"used here as operand #{first[1]}", op_loc(first[0]))
        d.attach_note(f"used here as operand #{i}", op_loc(o))
        diags.append(d)
        return False
    return True


def _sequence(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _top_level(op, diags):
        return False
    sizes = inherent(op, "operandSegmentSizes")
    if sizes is not None and len(sizes.params[1]) == 2:
        root, extra = sizes.params[1]
        if not root and extra:
            return fail(diags, op, "does not expect extra operands when used as top-level")
    block = op.regions[0].blocks[0]
    for arg in block.args:
        if not _double_consume(arg, f"block argument #{arg.index}", op, True, diags, ctx):
            return False
    ops = block.ops
    for o in ops:
        if not is_transform_op(o) and o is not ops[-1]:
            d = op_diagnostic(op, "expected children ops to implement TransformOpInterface")
            d.attach_note("op without interface", op_loc(o))
            diags.append(d)
            return False
        for r in o.results:
            if not _double_consume(r, f"result #{r.index}", o, False, diags, ctx):
                return False
    term = ops[-1] if ops else None
    info = ctx.op_info(term.name) if term is not None and ctx is not None else None
    if term is None or (info is not None and not info.is_terminator):
        return fail(diags, op, "expects to have a terminator in the body")
    if [v.type for v in term.operands] != [r.type for r in op.results]:
        d = op_diagnostic(op, "expects the types of the terminator operands to match the "
                          "types of the result")  # fmt: skip
        d.attach_note("terminator", op_loc(term))
        diags.append(d)
        return False
    return True


plugin.verifier("TransformWithPDLPatterns", _with_pdl_patterns)
plugin.verifier("TransformSequence", _sequence)


# --- foreach_match ----------------------------------------------------------------------------


def _foreach_match(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    matchers = inherent(op, "matchers")
    actions = inherent(op, "actions")
    found = matchers.params[0] if matchers is not None else ()
    if len(found) != len(actions.params[0] if actions is not None else ()):
        return fail(diags, op, "expected the same number of matchers and actions")
    if not found:
        return fail(diags, op, "expected at least one match/action pair")
    seen: set[Any] = set()
    for name in found:
        if name in seen:
            d = op_diagnostic(op, f"matcher {attr_to_str(name)} is used more than once, only "
                              "the first match will apply", False)  # fmt: skip
            d.severity = Severity.WARNING
            diags.append(d)
        seen.add(name)
    return True


def _foreach_match_names(op: Operation) -> tuple[str, ...]:
    return ("updated_root",) + ("yielded",) * (len(op.results) - 1)


plugin.result_names("TransformForeachMatch", _foreach_match_names)


def _kind(t: Any) -> str:
    """Which transform interface a type implements: handle, param, value (or none)."""
    key = _key(t)
    if key in _HANDLES:
        return "handle"
    if key == "!transform.any_value":
        return "value"
    return "param" if key in _OTHERS else ""


def _function(op: Operation, ctx: Any, ref: Any) -> Operation | None:
    from irdl.checks.traits import lookup_symbol

    fn = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
    return fn if fn is not None and fn.name == "transform.named_sequence" else None


def _signature(fn: Operation) -> tuple[Any, Any]:
    ftype = inherent(fn, "function_type")
    return ftype.params[0].params if ftype is not None else ((), ())


def _with_declaration(diags: list[Diagnostic], op: Operation, message: str, fn: Operation,
                      prefix: bool = False) -> bool:  # fmt: skip
    d = op_diagnostic(op, message, prefix)
    d.attach_note("symbol declaration", op_loc(fn))
    diags.append(d)
    return False


def _foreach_match_symbols(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    matchers = inherent(op, "matchers")
    actions = inherent(op, "actions")
    if matchers is None or actions is None:
        return True
    for m, a in zip(matchers.params[0], actions.params[0]):
        matcher, action = _function(op, ctx, m), _function(op, ctx, a)
        if matcher is None:
            return _error(diags, op, f"unresolved matcher symbol {attr_to_str(m)}")
        if action is None:
            return _error(diags, op, f"unresolved action symbol {attr_to_str(a)}")
        m_ins, m_outs = _signature(matcher)
        if len(op.operands) != len(m_ins):
            return _with_declaration(diags, op, f"the number of operands ({len(op.operands)}) "
                                     "doesn't match the number of matcher arguments "
                                     f"({len(m_ins)}) for {attr_to_str(m)}", matcher)  # fmt: skip
        entries = _arg_entries(matcher)
        for i, (v, t) in enumerate(zip(op.operands, m_ins)):
            if i < len(entries) and _CONSUMED in entries[i]:
                return _with_declaration(diags, op, "does not expect matcher symbol to consume "
                                         f"its operand #{i}", matcher, True)  # fmt: skip
            if _kind(v.type) != _kind(t):
                return _with_declaration(diags, op, "mismatching type interfaces for operand "
                                         f"and matcher argument #{i} of matcher "
                                         f"{attr_to_str(m)}", matcher)  # fmt: skip
        a_ins, a_outs = _signature(action)
        if len(m_outs) != len(a_ins):
            return _error(diags, op, "mismatching number of matcher results and action arguments "
                          f"between {attr_to_str(m)} ({len(m_outs)}) and {attr_to_str(a)} "
                          f"({len(a_ins)})")  # fmt: skip
        for i, (mt, at) in enumerate(zip(m_outs, a_ins)):
            if _kind(mt) != _kind(at):
                return _error(diags, op, "mismatching type interfaces for matcher result and "
                              f"action argument #{i}of matcher {attr_to_str(m)} and action "
                              f"{attr_to_str(a)}")  # fmt: skip
        extra = op.results[1:]
        if len(a_outs) != len(extra):
            return _with_declaration(diags, op, f"the number of action results ({len(a_outs)}) "
                                     f"for {attr_to_str(a)} doesn't match the number of extra "
                                     f"op results ({len(extra)})", action)  # fmt: skip
        for i, (r, t) in enumerate(zip(extra, a_outs)):
            if _kind(r.type) != _kind(t):
                return _with_declaration(diags, op, "mismatching type interfaces for action "
                                         f"result #{i} of action {attr_to_str(a)} and op result",
                                         action)  # fmt: skip
    return True


plugin.verifier("TransformForeachMatch", _foreach_match, verify_symbol_uses=_foreach_match_symbols)


# --- position lists (TransformMatchDims) --------------------------------------------------


def _match_dims(list_name: str) -> Any:
    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        raw = inherent(op, list_name)
        values = list(raw.params[1]) if raw is not None and raw.defn is B.A["dense_array"] else []
        every = inherent(op, "is_all") is not None
        if every and inherent(op, "is_inverted") is not None:
            return fail(diags, op, "cannot request both 'all' and 'inverted' values in the list")
        if every and values:
            return fail(diags, op, "cannot both request 'all' and specific values in the list")
        if not every and not values:
            return fail(diags, op, "must request specific values in the list if 'all' is not "
                        "specified")  # fmt: skip
        if any(a == b for a, b in zip(values, values[1:])):  # C++'s unique: neighbours only
            return fail(diags, op, "expected the listed values to be unique")
        return True

    return check


plugin.verifier("TransformGetOperand", _match_dims("raw_position_list"))
plugin.verifier("TransformGetResult", _match_dims("raw_position_list"))


def _param_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """``!transform.param<T>``: T an integer type of at most 64 bits."""
    (t,) = params
    if t.defn is B.A["type"]:  # held as a type attribute
        t = t.params[0]
    if t.defn is not B.T["integer"] or t.params[0] > 64:
        return "only supports integer types with width <=64", 0
    return None


plugin.type_verifier("TransformParamType", _param_type)


def _foreach(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Targets against the body's arguments, results against the yield's operands."""
    body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    if body is None:
        return True
    if len(op.operands) != len(body.args):
        return fail(diags, op, "expects the same number of targets as the body has block "
                    "arguments")  # fmt: skip
    if any(v.type is not a.type for v, a in zip(op.operands, body.args)):
        return fail(diags, op, "expects co-indexed targets and the body's block arguments to "
                    "have the same op/value/param type")  # fmt: skip
    term = body.ops[-1] if body.ops else None
    yielded = list(term.operands) if term is not None and term.name == "transform.yield" else []
    if len(op.results) != len(yielded):
        return fail(diags, op, "expects the same number of results as the yield terminator has "
                    "operands")  # fmt: skip
    if any(r.type is not v.type for r, v in zip(op.results, yielded)):
        return fail(diags, op, "expects co-indexed results and yield operands to have the same "
                    "op/value/param type")  # fmt: skip
    return True


plugin.verifier("TransformForeach", _foreach)


def _num_associations(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The count (an i64) must suit the result's param type."""
    t = op.results[0].type if op.results else None
    if t is not None and _key(t) == "!transform.param":
        element = t.params[0].params[0] if t.params[0].defn is B.A["type"] else t.params[0]
        if element is not B.I64:
            return _error(diags, op, "expected the type of the parameter attribute ('i64') to "
                          f"match the parameter type ('{element!r}')")  # fmt: skip
    return True


def _split_handle(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    overflow = inherent(op, "overflow_result")
    if overflow is not None and overflow.defn is B.A["integer"]:
        if not 0 <= overflow.params[1] < len(op.results):
            return fail(diags, op, "overflow_result is not a valid result index")
    if op.operands and any(_kind(r.type) != _kind(op.operands[0].type) for r in op.results):
        return fail(diags, op, "expects result types to implement the same transform interface "
                    "as the operand type")  # fmt: skip
    return True


plugin.verifier("TransformNumAssociations", _num_associations)
plugin.verifier("TransformSplitHandle", _split_handle)


def _pre_verified(op: Operation) -> bool:
    """Within a symbol table marked ``transform.with_named_sequence``, C++ verifies every
    callable (named sequences) before anything else, from the mark's verifier: their errors
    come first."""
    parent = op.parent_op
    while parent is not None:
        if "transform.with_named_sequence" in parent.attributes:
            return True
        parent = parent.parent_op
    return False


def _apply_patterns(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Each operation of the body describes patterns (implements
    PatternDescriptorOpInterface). C++ checks it before verifying the body."""
    region = op.regions[0] if op.regions else None
    for o in region.blocks[0].ops if region is not None and region.blocks else ():
        if "PatternDescriptorOpInterface" not in interfaces(o.name):
            if o.name == "transform.named_sequence" and _pre_verified(op):
                continue  # its own error comes first (see _pre_verified)
            d = op_diagnostic(op, "expected children ops to implement "
                              "PatternDescriptorOpInterface")  # fmt: skip
            d.attach_note("op without interface", op_loc(o))
            diags.append(d)
            return False
    return True


plugin.verifier("TransformApplyPatterns", _apply_patterns)


def _knob(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A selected value is one of the options (when they are a list)."""
    selected, options = inherent(op, "selected"), inherent(op, "options")
    if selected is None or options is None or options.defn is not B.A["array"]:
        return True
    if selected not in options.params[0]:
        return fail(diags, op, "provided `selected` attribute is not an element of `options` "
                    "array of attributes")  # fmt: skip
    return True


plugin.verifier("TransformKnob", _knob)


# --- include, collect_matching ------------------------------------------------------------


def _include(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """TransformOpInterface's check, with the effects C++ gives an include: each operand
    is consumed or read as the callee marks its argument; unmarked, it has none."""
    for i, e in enumerate(operand_effects(op, ctx)):
        if e == "":
            d = op_diagnostic(op, "TransformOpInterface requires memory effects on operands "
                              "to be specified", False)  # fmt: skip
            d.attach_note(f"no effects specified for operand #{i}", op_loc(op))
            diags.append(d)
            return False
    return True


def _same_interface(a: Any, b: Any) -> bool:
    """C++'s implementSameTransformInterface: both handles, both params or both values."""
    return _kind(a) == _kind(b) != ""


def _include_symbols(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The callee: a named sequence whose signature the operation matches (results by
    interface), each of its arguments marked consumed or readonly."""
    if inherent(op, "target") is None:
        return fail(diags, op, "expects a 'target' symbol reference attribute")
    fn = callee(op, ctx)
    if fn is None:
        return fail(diags, op, "does not reference a named transform sequence")
    ins, outs = _signature(fn)
    if len(ins) != len(op.operands):
        return _error(diags, op, "incorrect number of operands for callee")
    for i, (v, t) in enumerate(zip(op.operands, ins)):
        if v.type is not t:
            return fail(diags, op, f"operand type mismatch: expected operand type '{t!r}', "
                        f"but provided '{v.type!r}' for operand number {i}")  # fmt: skip
    if len(outs) != len(op.results):
        return _error(diags, op, "incorrect number of results for callee")
    for i, (r, t) in enumerate(zip(op.results, outs)):
        if not _same_interface(r.type, t):
            return fail(diags, op, f"type of result #{i} must implement the same transform "
                        "dialect interface as the corresponding callee result")  # fmt: skip
    return _consume_annotations(fn, diags, ctx, False, internal=True)


plugin.verifier("TransformInclude", _include, verify_symbol_uses=_include_symbols)


def _collect_matching_symbols(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The matcher: a named sequence taking one readonly operation handle, yielding as many
    values as the operation has results, of the same interfaces."""
    ref = inherent(op, "matcher")
    fn = _function(op, ctx, ref) if ref is not None else None
    if fn is None:
        name = attr_to_str(ref) if ref is not None else "<<NULL ATTRIBUTE>>"
        return _error(diags, op, f"unresolved matcher symbol {name}")
    ins, outs = _signature(fn)
    if len(ins) != 1 or _kind(ins[0]) != "handle":
        return _error(diags, op, "expected the matcher to take one operation handle argument")
    if _READONLY not in arg_attr_names(fn, 0):
        return _error(diags, op, "expected the matcher argument to be marked readonly")
    if len(outs) != len(op.results):
        return _error(diags, op, "expected the matcher to yield as many values as op has "
                      f"results ({len(op.results)}), got {len(outs)}")  # fmt: skip
    for i, (t, r) in enumerate(zip(outs, op.results)):
        if not _same_interface(t, r.type):
            return _error(diags, op, "mismatching type interfaces for matcher result and op "
                          f"result #{i}")  # fmt: skip
    return True


plugin.verifier("TransformCollectMatching", verify_symbol_uses=_collect_matching_symbols)


# --- alternatives -------------------------------------------------------------------------


def _alternatives(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """PossibleTopLevelTransformOpTrait's checks, then each region's terminator yields the
    operation's result types."""
    if not _top_level(op, diags):
        return False
    for region in op.regions:
        block = region.blocks[0] if region.blocks else None
        term = block.ops[-1] if block is not None and block.ops else None
        if term is None:
            continue
        if [v.type for v in term.operands] != [r.type for r in op.results]:
            d = op_diagnostic(op, "expects terminator operands to have the same type as "
                              "results of the operation")  # fmt: skip
            d.attach_note("terminator", op_loc(term))
            diags.append(d)
            return False
    return True


plugin.verifier("TransformAlternatives", _alternatives)


# --- apply_registered_pass, apply_conversion_patterns -------------------------------------


def _apply_registered_pass(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Each param operand is named once by a ``#transform.param_operand`` in the options
    (arrays searched too), each such index in range."""
    options = inherent(op, "options")
    dynamic = op.operands[1:]
    used = [False] * len(dynamic)

    def check(value: Any) -> bool:
        if value.defn.key == "#transform.param_operand":
            index = value.params[0].params[1] if value.params[0].defn is B.A["integer"] else -1
            if not 0 <= index < len(dynamic):
                return fail(diags, op, f"dynamic option index {index} is out of bounds for "
                            f"the number of dynamic options: {len(dynamic)}")  # fmt: skip
            if used[index]:
                return fail(diags, op, f"dynamic option index {index} is already used in "
                            "options")  # fmt: skip
            used[index] = True
        elif value.defn is B.A["array"]:
            return all(check(x) for x in value.params[0])
        return True

    entries = options.params[0] if options is not None and options.defn is B.A["dictionary"] else ()
    if not all(check(v) for _, v in entries):
        return False
    if not all(used):
        return fail(diags, op, "a param operand does not have a corresponding param_operand "
                    "attr in the options dict")  # fmt: skip
    return True


plugin.verifier("TransformApplyRegisteredPass", _apply_registered_pass)

# Pattern descriptors that need the LLVM type converter (C++'s verifyTypeConverter).
_NEED_LLVM = frozenset(
    "transform.apply_conversion_patterns." + n
    for n in (
        "dialect_to_llvm", "func.func_to_llvm", "vector.vector_to_llvm", "gpu.gpu_to_nvvm",
        "gpu.gpu_to_rocdl", "gpu.gpu_wmma_to_nvvm", "gpu.gpu_subgroup_reduce_to_nvvm",
        "nvgpu.nvgpu_to_nvvm",
    )
)  # fmt: skip
_LLVM_CONVERTERS = frozenset(
    ("transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter",)
)


def _apply_conversion_patterns(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Pattern children describe conversion patterns; a default type converter region
    holds one type converter builder, of the kind each pattern needs."""
    patterns = op.regions[0] if op.regions else None
    children = patterns.blocks[0].ops if patterns is not None and patterns.blocks else []
    for o in children:
        if "ConversionPatternDescriptorOpInterface" not in interfaces(o.name):
            d = op_diagnostic(op, "expected pattern children ops to implement "
                              "ConversionPatternDescriptorOpInterface")  # fmt: skip
            d.attach_note("op without interface", op_loc(o))
            diags.append(d)
            return False
    if len(op.regions) != 2:
        return True
    region = op.regions[1]
    found = region.blocks[0].ops if region.blocks else []
    if len(found) != 1:
        return fail(diags, op, "expected exactly one op in default type converter region")
    converter = found[0]
    if "TypeConverterBuilderOpInterface" not in interfaces(converter.name):
        d = op_diagnostic(op, "expected default converter child op to implement "
                          "TypeConverterBuilderOpInterface")  # fmt: skip
        d.attach_note("op without interface", op_loc(converter))
        diags.append(d)
        return False
    for o in children:
        if o.name in _NEED_LLVM and converter.name not in _LLVM_CONVERTERS:
            return fail(diags, o, "expected LLVMTypeConverter")
    return True


plugin.verifier("TransformApplyConversionPatterns", _apply_conversion_patterns)


# --- tune.alternatives --------------------------------------------------------------------


def _tune_alternatives(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """After its regions: each yields the operation's result types; a selected region
    attribute names one of them (not checked while the regions are missing: the engine's
    ``regions`` directive drops a variadic group)."""
    results = [r.type for r in op.results]
    for region in op.regions:
        block = region.blocks[0] if region.blocks else None
        term = block.ops[-1] if block is not None and block.ops else None
        if term is None or term.name != "transform.yield":
            return fail(diags, op, "expected 'transform.yield' as terminator")
        if len(term.operands) != len(results):
            return fail(diags, term, "expected terminator to have as many operands as the "
                        "parent op has results")  # fmt: skip
        for i, (v, t) in enumerate(zip(term.operands, results)):
            if v.type is not t:
                return fail(diags, term, f"the type of the terminator operand #{i} must match "
                            "the type of the corresponding parent op result "
                            f"('{v.type!r}' vs '{t!r}')")  # fmt: skip
    selected = inherent(op, "selected_region_attr")
    if op.regions and selected is not None and selected.defn is B.A["integer"]:
        index = selected.params[1]
        if not 0 <= index < len(op.regions):
            return fail(diags, op, f"'selected_region' attribute specifies region at index "
                        f"{index} while op has only {len(op.regions)} regions")  # fmt: skip
    return True


plugin.verifier("TransformTuneAlternatives", verify_regions=_tune_alternatives)


# --- the other extensions' checks ---------------------------------------------------------


def _flag(op: Operation, name: str) -> bool:
    a = inherent(op, name)
    if a is None:
        return False
    return not (a.defn is B.A["integer"] and not a.params[1])


def _one_shot_bufferize(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A known memcpy op; the analysis dumps only with ``test_analysis_only``."""
    memcpy = inherent(op, "memcpy_op")
    name = str(memcpy.params[0]) if memcpy is not None and memcpy.defn is B.A["string"] else ""
    if memcpy is not None and name not in ("memref.copy", "linalg.copy"):
        return fail(diags, op, "unsupported memcpy op")
    test_only = _flag(op, "test_analysis_only")
    if _flag(op, "print_conflicts") and not test_only:
        return fail(diags, op, "'print_conflicts' requires 'test_analysis_only'")
    if _flag(op, "dump_alias_sets") and not test_only:
        return fail(diags, op, "'dump_alias_sets' requires 'test_analysis_only'")
    return True


def _cast_and_call(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Conversions build type converters; a function handle or a name, not both."""
    region = op.regions[0] if op.regions else None
    for o in region.blocks[0].ops if region is not None and region.blocks else ():
        if "TypeConverterBuilderOpInterface" not in interfaces(o.name):
            d = op_diagnostic(op, "expected children ops to implement "
                              "TypeConverterBuilderOpInterface")  # fmt: skip
            d.attach_note("op without interface", op_loc(o))
            diags.append(d)
            return False
    sizes = inherent(op, "operandSegmentSizes")
    segments = list(sizes.params[1]) if sizes is not None else []
    has_handle = len(segments) == 4 and segments[3] > 0
    has_name = inherent(op, "function_name") is not None
    if not has_handle and not has_name:
        return fail(diags, op, "expected a function handle or name to call")
    if has_handle and has_name:
        return fail(diags, op, "function handle and name are mutually exclusive")
    return True


def _map_forall_to_blocks(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    dims = inherent(op, "grid_dims")
    count = len(dims.params[1]) if dims is not None and dims.defn is B.A["dense_array"] else 0
    if count not in (0, 3):
        return fail(diags, op, "transform requires empty or size-3 grid_dims")
    return True


def _simplify_bounded(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A lower and an upper bound per bounded value."""
    values = len(op.operands) - 1
    for which in ("lower", "upper"):
        a = inherent(op, f"{which}_bounds")
        found = len(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else 0
        if found != values:
            return fail(diags, op, f"incorrect number of {which} bounds, expected {values} but "
                        f"found {found}")  # fmt: skip
    return True


def _irdl_collect_matching(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The body holds one operation, an ``irdl.dialect``."""
    region = op.regions[0] if op.regions else None
    ops = region.blocks[0].ops if region is not None and region.blocks else []
    if len(ops) != 1:
        return fail(diags, op, "expects a single operation in the body")
    if ops[0].name != "irdl.dialect":
        return fail(diags, op, "expects the body operation to be irdl.dialect")
    return True


plugin.verifier("TransformOneShotBufferize", _one_shot_bufferize)
plugin.verifier("TransformCastAndCall", _cast_and_call)
plugin.verifier("TransformMapForallToBlocks", _map_forall_to_blocks)
plugin.verifier("TransformSimplifyBoundedAffineOps", _simplify_bounded)
plugin.verifier("TransformIRDLCollectMatching", _irdl_collect_matching)


# --- apply_conversion_patterns.dialect_to_llvm --------------------------------------------

# Dialects implementing ConvertToLLVMPatternInterface in mlir-opt, and those it loads with
# the transform dialect that do not (both observed with mlir-opt-22).
_TO_LLVM = frozenset(
    ("arith", "cf", "complex", "func", "index", "math", "memref", "nvvm", "ub", "vector")
)
_LOADED_WITHOUT = frozenset(
    ("affine", "amdgpu", "arm_neon", "arm_sve", "bufferization", "builtin", "gpu", "irdl",
     "linalg", "llvm", "nvgpu", "pdl", "pdl_interp", "rocdl", "scf", "sparse_tensor",
     "tensor", "transform", "x86vector", "xegpu")
)  # fmt: skip
_NOT_TO_LLVM = _LOADED_WITHOUT | {"emitc"}


def _dialect_to_llvm(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The named dialect is loaded and converts to LLVM. Loaded: those mlir-opt loads with
    the transform dialect, and those of the operations of the input; a dialect the input
    loads whose interface we do not know is not checked."""
    a = inherent(op, "dialect_name")
    name = str(a.params[0]) if a is not None and a.defn is B.A["string"] else ""
    if name in _TO_LLVM:
        return True
    root = op
    while root.parent_op is not None:
        root = root.parent_op
    used = {o.name.split(".", 1)[0] for o in root.walk()}
    if name not in _LOADED_WITHOUT and name not in used:
        return fail(diags, op, f"unknown dialect or dialect not loaded: {name}")
    if name in _NOT_TO_LLVM:
        return fail(diags, op, "dialect does not implement ConvertToLLVMPatternInterface or "
                    f"extension was not loaded: {name}")  # fmt: skip
    return True


plugin.verifier("TransformApplyToLLVMConversionPatterns", _dialect_to_llvm)


# --- the dialect's attributes on any operation (C++'s verifyOperationAttribute) --------------

_UNIT_ATTRIBUTES = (
    "transform.silence_tracking_failures",
    "transform.consumed",
    "transform.readonly",
)


def _dialect_attribute(
    op: Operation, name: str, value: Any, diags: list[Diagnostic], ctx: Any
) -> bool:
    """``transform.with_named_sequence`` on a symbol table only, ``transform.target_tag`` a
    string, the flags unit attributes, and no other ``transform.*`` name."""
    if name == "transform.with_named_sequence":
        info = ctx.op_info(op.name) if ctx is not None else None
        if info is None or not info.symbol_table:
            return fail(diags, op, f'"{name}" attribute can only be attached to operations '
                        "with symbol tables", False)  # fmt: skip
        return True
    if name == "transform.target_tag":
        return value.defn is B.A["string"] or fail(
            diags, op, f'"{name}" attribute must be a string', False
        )
    if name in _UNIT_ATTRIBUTES:
        return value.defn is B.A["unit"] or fail(
            diags, op, f'"{name}" must be a unit attribute', False
        )
    return fail(diags, op, f'unknown attribute: "{name}"', False)


plugin.attribute_verifier("transform", _dialect_attribute)
