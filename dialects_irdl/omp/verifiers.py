"""The C++ verifiers of the omp dialect's operations, with mlir-opt-22's messages.

- synchronization hints (atomic ops, omp.critical.declare): uncontended excludes
  contended, nonspeculative excludes speculative.
- atomic read/write/update/capture: memory orders each allows, the address's element
  type, the update region's argument and yield, the capture region's sequence.
- omp.teams (where it may be nested, num_teams bounds), omp.sections (what its region
  holds), omp.single (copyprivate functions), omp.cancel/omp.cancellation_point (the
  construct they sit in), allocate/allocator counts, private and reduction lists (their
  symbols resolve to omp.private / omp.declare_reduction).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import attr_to_str
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("omp")

Check = Any


def _q(t: Any) -> str:
    return f"'{attr_to_str(t)}'"


def _groups(op: Operation, ctx: Any) -> dict[str, list[Any]]:
    return op_value_groups(op, ctx)


def _word(a: Any) -> str:
    if a is None:
        return ""
    v = a.params[0]
    return v.params[0] if hasattr(v, "params") else str(v)


def _int(a: Any) -> int:
    return int(a.params[1]) if a is not None and a.defn is B.A["integer"] else 0


def _hint(op: Operation, diags: list[Diagnostic]) -> bool:
    hint = _int(inherent(op, "hint"))
    if hint < 0:
        return fail(diags, op, "illegal hint")
    if hint & 1 and hint & 2:
        return fail(diags, op, "the hints omp_sync_hint_uncontended and "
                    "omp_sync_hint_contended cannot be combined")  # fmt: skip
    if hint & 4 and hint & 8:
        return fail(diags, op, "the hints omp_sync_hint_nonspeculative and "
                    "omp_sync_hint_speculative cannot be combined")  # fmt: skip
    return True


def _element_type(t: Any) -> Any:
    """A pointer-like type's element type (a memref's), None when opaque (!llvm.ptr)."""
    if t.defn is B.T["memref"]:
        return t.params[1]
    return None


def _memory_order(op: Operation, forbidden: tuple[str, ...], what: str,
                  diags: list[Diagnostic]) -> bool:  # fmt: skip
    if _word(inherent(op, "memory_order")) in forbidden:
        return fail(diags, op, f"memory-order must not be {' or '.join(forbidden)} for "
                    f"atomic {what}", prefix=False)  # fmt: skip
    return True


# --- atomic operations ---------------------------------------------------------------------------


def _atomic_read(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = _groups(op, ctx)
    if g["x"] and g["v"] and g["x"][0] is g["v"][0]:
        return fail(diags, op, "read and write must not be to the same location for atomic "
                    "reads", prefix=False)  # fmt: skip
    if not _memory_order(op, ("acq_rel", "release"), "reads", diags):
        return False
    return _hint(op, diags)


def _atomic_write(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = _groups(op, ctx)
    element = _element_type(g["x"][0].type) if g["x"] else None
    if element is not None and g["expr"] and element is not g["expr"][0].type:
        return fail(diags, op, "address must dereference to value type", prefix=False)
    if not _memory_order(op, ("acq_rel", "acquire"), "writes", diags):
        return False
    return _hint(op, diags)


def _update_region_arg(op: Operation) -> Any:
    r = op.regions[0] if op.regions else None
    if r is None or not r.blocks:
        return None
    return r.blocks[0].args


def _atomic_update(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    args = _update_region_arg(op)
    if args is None or len(args) != 1:
        return fail(diags, op, "the region must accept exactly one argument", prefix=False)
    g = _groups(op, ctx)
    element = _element_type(g["x"][0].type) if g["x"] else None
    if element is not None and element is not args[0].type:
        return fail(diags, op, "the type of the operand must be a pointer type whose element "
                    "type is the same as that of the region argument", prefix=False)  # fmt: skip
    if not _memory_order(op, ("acq_rel", "acquire"), "updates", diags):
        return False
    return _hint(op, diags)


def _atomic_update_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    r = op.regions[0]
    block = r.blocks[0] if r.blocks else None
    last = block.ops[-1] if block is not None and block.ops else None
    if last is None or last.name != "omp.yield":
        return True
    if len(last.operands) != 1:
        return fail(diags, op, "only updated value must be returned", prefix=False)
    if block.args and last.operands[0].type is not block.args[0].type:
        return fail(diags, op, "input and yielded value must have the same type", prefix=False)
    return True


def _atomic_capture(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _hint(op, diags)


def _atomic_capture_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    r = op.regions[0]
    ops = r.blocks[0].ops if r.blocks else []
    if len(ops) != 3:
        if ops:
            return fail(diags, ops[0], "expected three operations in atomic.capture region "
                        "(one terminator, and two atomic ops)", prefix=False)  # fmt: skip
        return True
    first, second = ops[0].name, ops[1].name
    valid = (
        (first == "omp.atomic.update" and second == "omp.atomic.read")
        or (first == "omp.atomic.read" and second == "omp.atomic.update")
        or (first == "omp.atomic.read" and second == "omp.atomic.write")
    )
    if not valid:
        return fail(diags, ops[0], "invalid sequence of operations in the capture region",
                    prefix=False)  # fmt: skip
    x1 = _groups(ops[0], ctx).get("x", [None])[0]
    x2 = _groups(ops[1], ctx).get("x", [None])[0]
    if x1 is not x2:
        if first == "omp.atomic.update":
            message = "updated variable in atomic.update must be captured in second operation"
        else:
            message = "captured variable in atomic.read must be updated in second operation"
        return fail(diags, ops[0], message, prefix=False)
    for inner in ops[:2]:
        if inherent(inner, "hint") is not None:
            return fail(diags, op, "operations inside capture region must not have hint clause")
    for inner in ops[:2]:
        if inherent(inner, "memory_order") is not None:
            return fail(diags, op, "operations inside capture region must not have "
                        "memory_order clause")  # fmt: skip
    return True


plugin.verifier("OmpAtomicRead", _atomic_read)
plugin.verifier("OmpAtomicWrite", _atomic_write)
plugin.verifier("OmpAtomicUpdate", _atomic_update, verify_regions=_atomic_update_regions)
plugin.verifier("OmpAtomicCapture", _atomic_capture, verify_regions=_atomic_capture_regions)
plugin.verifier("OmpCriticalDeclare", lambda op, diags, ctx: _hint(op, diags))


# --- clause lists ---------------------------------------------------------------------------------


def _lookup(ctx: Any, op: Operation, ref: Any) -> Operation | None:
    from irdl.checks.traits import lookup_symbol

    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return None
    return lookup_symbol(ctx, op, ref.params[0], ref.params[1])


def _allocate(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = _groups(op, ctx)
    if len(g.get("allocate_vars", ())) != len(g.get("allocator_vars", ())):
        return fail(diags, op, "expected equal sizes for allocate and allocator variables",
                    prefix=False)  # fmt: skip
    return True


def _symbols(op: Operation, name: str) -> list[Any] | None:
    a = inherent(op, name)
    return list(a.params[0]) if a is not None and a.defn is B.A["array"] else None


def _private_list(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    values = _groups(op, ctx).get("private_vars", [])
    syms = _symbols(op, "private_syms")
    if not values and not syms:
        return True
    if len(values) != len(syms or ()):
        return fail(diags, op, "inconsistent number of private variables and privatizer op "
                    f"symbols, private vars: {len(values)} vs. privatizer op symbols: "
                    f"{len(syms or ())}", prefix=False)  # fmt: skip
    for v, sym in zip(values, syms or ()):
        decl = _lookup(ctx, op, sym)
        if decl is None or decl.name != "omp.private":
            return fail(diags, op, f"failed to lookup privatizer op with symbol: "
                        f"'{attr_to_str(sym)}'", prefix=False)  # fmt: skip
        t = inherent(decl, "type")
        declared = t.params[0] if t is not None and t.defn is B.A["type"] else None
        if declared is not None and declared is not v.type:
            kind = _word(inherent(decl, "data_sharing_type"))
            kind = kind if kind in ("private", "firstprivate") else "private"
            return fail(diags, op, f"type mismatch between a {kind} variable and its "
                        f"privatizer op, var type: {_q(v.type)} vs. privatizer op type: "
                        f"{_q(declared)}", prefix=False)  # fmt: skip
    return True


def _reduction_list(
    op: Operation, diags: list[Diagnostic], ctx: Any, prefix: str = "reduction"
) -> bool:
    values = _groups(op, ctx).get(f"{prefix}_vars", [])
    syms = _symbols(op, f"{prefix}_syms")
    byref = inherent(op, f"{prefix}_byref")
    if not values:
        if syms is not None:
            return fail(diags, op, "unexpected reduction symbol references")
        return True
    if syms is None or len(syms) != len(values):
        return fail(diags, op, "expected as many reduction symbol references as reduction "
                    "variables")  # fmt: skip
    if byref is not None and len(byref.params[1]) != len(values):
        return fail(diags, op, "expected as many reduction variable by reference attributes "
                    "as reduction variables", prefix=False)  # fmt: skip
    seen: set[int] = set()
    for v, sym in zip(values, syms):
        if id(v) in seen:
            return fail(diags, op, "accumulator variable used more than once")
        seen.add(id(v))
        decl = _lookup(ctx, op, sym)
        if decl is None or decl.name != "omp.declare_reduction":
            return fail(diags, op, f"expected symbol reference {attr_to_str(sym)} to point to "
                        "a reduction declaration")  # fmt: skip
        # the accumulator type: the atomic reduction region's argument's, if it has one
        atomic = decl.regions[3] if len(decl.regions) > 3 else None
        entry = atomic.blocks[0].args if atomic is not None and atomic.blocks else ()
        declared = entry[0].type if entry else None
        if declared is not None and declared is not v.type:
            return fail(diags, op, f"expected accumulator ({_q(v.type)}) to be the same type "
                        f"as reduction declaration ({_q(declared)})")  # fmt: skip
    return True


def _parallel(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return (
        _allocate(op, diags, ctx)
        and _private_list(op, diags, ctx)
        and _reduction_list(op, diags, ctx)
    )


plugin.verifier("OmpParallel", _parallel)


# --- omp.teams, omp.sections, omp.single ----------------------------------------------------------


def _in_implicit_parallel_region(op: Operation) -> bool:
    parent = op.parent_op
    while parent is not None:
        if parent.name.startswith("omp."):
            return False
        parent = parent.parent_op
    return True


def _teams(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    parent = op.parent_op
    if (parent is None or parent.name != "omp.target") and not _in_implicit_parallel_region(op):
        return fail(diags, op, "expected to be nested inside of omp.target or not nested in "
                    "any OpenMP dialect operations", prefix=False)  # fmt: skip
    g = _groups(op, ctx)
    lower, upper = g.get("num_teams_lower", []), g.get("num_teams_upper", [])
    if lower:
        if not upper:
            return fail(diags, op, "expected num_teams upper bound to be defined if the lower "
                        "bound is defined", prefix=False)  # fmt: skip
        if lower[0].type is not upper[0].type:
            return fail(diags, op, "expected num_teams upper bound and lower bound to be the "
                        "same type", prefix=False)  # fmt: skip
    return _allocate(op, diags, ctx) and _reduction_list(op, diags, ctx)


def _sections(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _allocate(op, diags, ctx) and _reduction_list(op, diags, ctx)


def _sections_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    r = op.regions[0]
    for inner in r.blocks[0].ops if r.blocks else ():
        if inner.name not in ("omp.section", "omp.terminator"):
            return fail(diags, op, "expected omp.section op or terminator op inside region")
    return True


def _function_signature(fn: Operation) -> tuple[Any, ...] | None:
    t = inherent(fn, "function_type")
    if t is None:
        return None
    ftype = t.params[0] if t.defn is B.A["type"] else t
    if fn.name == "llvm.func":  # !llvm.func<ret (args)>
        return tuple(ftype.params[1]) if len(ftype.params) > 1 else None
    return tuple(ftype.params[0])


def _single(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _allocate(op, diags, ctx):
        return False
    values = _groups(op, ctx).get("copyprivate_vars", [])
    syms = _symbols(op, "copyprivate_syms")
    if len(syms or ()) != len(values):
        return fail(diags, op, f"inconsistent number of copyprivate vars (= {len(values)}) and "
                    f"functions (= {len(syms or ())}), both must be equal")  # fmt: skip
    for v, sym in zip(values, syms or ()):
        fn = _lookup(ctx, op, sym)
        ref = attr_to_str(sym)
        if fn is None or fn.name not in ("func.func", "llvm.func"):
            return fail(diags, op, f"expected symbol reference {ref} to point to a copy "
                        "function")  # fmt: skip
        args = _function_signature(fn) or ()
        if len(args) != 2:
            return fail(diags, op, f"expected copy function {ref} to have 2 operands")
        if args[0] is not args[1]:
            return fail(diags, op, f"expected copy function {ref} arguments to have the same "
                        "type")  # fmt: skip
        if args[0] is not v.type:
            return fail(diags, op, f"expected copy function arguments' type ({_q(args[0])}) to "
                        f"be the same as copyprivate variable's type ({_q(v.type)})")  # fmt: skip
    return True


plugin.verifier("OmpTeams", _teams)
plugin.verifier("OmpSections", _sections, verify_regions=_sections_regions)
plugin.verifier("OmpSingle", _single)


# --- omp.cancel, omp.cancellation_point -----------------------------------------------------------


def _cancel_check(what: str) -> Check:
    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        kind = _word(inherent(op, "cancel_directive"))
        parent = op.parent_op
        if parent is None or not parent.name.startswith("omp."):
            return fail(diags, op, f"Orphaned {what} construct")
        if kind == "parallel" and parent.name != "omp.parallel":
            return fail(diags, op, f"{what} parallel must appear inside a parallel region")
        if kind == "loop":
            wsloop = parent.parent_op if parent.name == "omp.loop_nest" else None
            if wsloop is None or wsloop.name != "omp.wsloop":
                return fail(diags, op, f"{what} loop must appear inside a worksharing-loop "
                            "region")  # fmt: skip
            if what == "cancel" and inherent(wsloop, "nowait") is not None:
                return fail(diags, op, "A worksharing construct that is canceled must not "
                            "have a nowait clause", prefix=False)  # fmt: skip
            if what == "cancel" and inherent(wsloop, "ordered") is not None:
                return fail(diags, op, "A worksharing construct that is canceled must not "
                            "have an ordered clause", prefix=False)  # fmt: skip
        elif kind == "sections":
            if parent.name not in ("omp.section", "omp.sections"):
                return fail(diags, op, f"{what} sections must appear inside a sections region")
            grand = parent.parent_op
            if (what == "cancel" and grand is not None and grand.name == "omp.sections"
                    and inherent(grand, "nowait") is not None):  # fmt: skip
                return fail(diags, op, "A sections construct that is canceled must not have a "
                            "nowait clause", prefix=False)  # fmt: skip
        return True

    return verify


plugin.verifier("OmpCancel", _cancel_check("cancel"))
plugin.verifier("OmpCancellationPoint", _cancel_check("cancellation point"))
