"""The C++ verifiers of the omp dialect's operations, with mlir-opt-22's messages.

- synchronization hints (atomic ops, omp.critical.declare): uncontended excludes
  contended, nonspeculative excludes speculative.
- atomic read/write/update/capture: memory orders each allows, the address's element
  type, the update region's argument and yield, the capture region's sequence.
- omp.teams (where it may be nested, num_teams bounds), omp.sections (what its region
  holds), omp.single (copyprivate functions), omp.cancel/omp.cancellation_point (the
  construct they sit in), allocate/allocator counts, private and reduction lists (their
  symbols resolve to omp.private / omp.declare_reduction).
- recipes: omp.private's regions (argument types and counts, what they yield),
  omp.declare_reduction's regions, omp.declare_mapper's terminator; omp.critical's name
  resolves to an omp.critical.declare.
- omp.map.bounds, omp.map.info (mapper, members), omp.target_data's operands,
  omp.allocate_dir's alignment, omp.target_allocmem's result.
- omp.ordered(.region), omp.scan, omp.workdistribute: where they may be nested; omp.loop and
  omp.workshare.loop_wrapper: standalone wrappers.
- omp.target: at most one omp.teams; its host_eval arguments used only where the kernel's
  execution mode (SPMD, trip count on the host) allows.
- composite constructs: loop wrappers and omp.parallel carry 'omp.composite' exactly when
  they are part of one, and wrap only the leaves C++ allows.
- canonical loop info: an omp.new_cli has at most one generator and one consumer, and a
  generator if consumed; omp.canonical_loop's argument; omp.tile's sizes, generatees and
  the loop nest it applies to.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import attr_to_str
from irdl.checks import atomics
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
                    "omp_sync_hint_speculative cannot be combined.")  # fmt: skip
    return True


def _memory_order(op: Operation, forbidden: tuple[str, ...], what: str,
                  diags: list[Diagnostic]) -> bool:  # fmt: skip
    if _word(inherent(op, "memory_order")) in forbidden:
        return fail(diags, op, f"memory-order must not be {' or '.join(forbidden)} for "
                    f"atomic {what}", prefix=False)  # fmt: skip
    return True


# --- atomic operations ---------------------------------------------------------------------------


def _atomic_read(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not atomics.verify_read(op, diags, ctx):
        return False
    if not _memory_order(op, ("acq_rel", "release"), "reads", diags):
        return False
    return _hint(op, diags)


def _atomic_write(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not atomics.verify_write(op, diags, ctx):
        return False
    if not _memory_order(op, ("acq_rel", "acquire"), "writes", diags):
        return False
    return _hint(op, diags)


def _atomic_update(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not atomics.verify_update(op, diags, ctx):
        return False
    if not _memory_order(op, ("acq_rel", "acquire"), "updates", diags):
        return False
    return _hint(op, diags)


def _atomic_capture(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _hint(op, diags)


_capture_sequence = atomics.verify_capture_regions("omp")


def _atomic_capture_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _capture_sequence(op, diags, ctx):
        return False
    ops = op.regions[0].blocks[0].ops if op.regions[0].blocks else []
    if len(ops) != 3:
        return True
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
plugin.verifier("OmpAtomicUpdate", _atomic_update,
                verify_regions=atomics.verify_update_regions("omp"))  # fmt: skip
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


# --- loop wrappers and omp.loop_nest -------------------------------------------------------------

_WRAPPERS = ("omp.wsloop", "omp.simd", "omp.distribute", "omp.taskloop", "omp.loop",
             "omp.workshare.loop_wrapper")  # fmt: skip


def _loop_wrapper(op: Operation, diags: list[Diagnostic]) -> bool:
    """LoopWrapperInterface: one block holding one operation, a loop nest or a wrapper."""
    if len(op.regions) != 1:
        return fail(diags, op, "loop wrapper contains multiple regions")
    region = op.regions[0]
    if len(region.blocks) != 1:
        return fail(diags, op, "loop wrapper contains multiple blocks")
    ops = region.blocks[0].ops
    if len(ops) != 1:
        return fail(diags, op, "loop wrapper does not contain exactly one nested op")
    if ops[0].name != "omp.loop_nest" and ops[0].name not in _WRAPPERS:
        return fail(diags, op, "op nested in loop wrapper is not another loop wrapper or "
                    "`omp.loop_nest`")  # fmt: skip
    return True


def _loop_nest(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = _groups(op, ctx)
    lbs = g.get("loop_lower_bounds", [])
    r = op.regions[0] if op.regions else None
    ivs = list(r.blocks[0].args) if r is not None and r.blocks else []
    if not lbs:
        return fail(diags, op, "must represent at least one loop")
    if len(lbs) != len(ivs):
        return fail(diags, op, "number of range arguments and IVs do not match")
    for lb, iv in zip(lbs, ivs):
        if lb.type is not iv.type:
            return fail(diags, op, "range argument type does not match corresponding IV type")
    collapse = inherent(op, "collapse_num_loops")
    if collapse is not None and _int(collapse) > len(ivs):
        return fail(diags, op, "collapse value is larger than the number of loops")
    tiles = inherent(op, "tile_sizes")
    if tiles is not None and tiles.defn is B.A["dense_array"] and len(tiles.params[1]) > len(ivs):
        return fail(diags, op, "too few canonical loops for tile dimensions")
    parent = op.parent_op
    if parent is None or parent.name not in _WRAPPERS:
        return fail(diags, op, "expects parent op to be a loop wrapper")
    return True


def _duplicates(values: list[Any]) -> bool:
    return len({id(v) for v in values}) != len(values)


def _simd(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _loop_wrapper(op, diags):
        return False
    simdlen, safelen = inherent(op, "simdlen"), inherent(op, "safelen")
    if simdlen is not None and safelen is not None and _int(simdlen) > _int(safelen):
        return fail(diags, op, "simdlen clause and safelen clause are both present, but the "
                    "simdlen value is not less than or equal to safelen value")  # fmt: skip
    g = _groups(op, ctx)
    aligned = g.get("aligned_vars", [])
    if not aligned and inherent(op, "alignments") is not None:
        return fail(diags, op, "unexpected alignment values attribute")
    alignments = _symbols(op, "alignments") or []
    if aligned or alignments:
        if len(alignments) != len(aligned):
            return fail(diags, op, "expected as many alignment values as aligned variables")
        for a in alignments:
            if a.defn is not B.A["integer"]:
                return fail(diags, op, "expected integer alignment")
            if _int(a) <= 0:
                return fail(diags, op, "alignment should be greater than 0")
        if _duplicates(aligned):
            return fail(diags, op, "aligned variable used more than once")
    if _duplicates(g.get("nontemporal_vars", [])):
        return fail(diags, op, "nontemporal variable used more than once")
    if not _simd_composite(op, diags, ctx):
        return False
    return _private_list(op, diags, ctx) and _reduction_list(op, diags, ctx)


def _simd_composite(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """'omp.composite' exactly when in another wrapper; standalone, no firstprivate."""
    parent = op.parent_op
    in_wrapper = parent is not None and parent.name in _WRAPPERS
    composite = inherent(op, "omp.composite") is not None
    if not composite and in_wrapper:
        return fail(diags, op, "'omp.composite' attribute missing from composite wrapper",
                    prefix=False)  # fmt: skip
    if composite and not in_wrapper:
        return fail(diags, op, "'omp.composite' attribute present in non-composite wrapper",
                    prefix=False)  # fmt: skip
    syms = _symbols(op, "private_syms")
    if syms and not in_wrapper:
        for sym in syms:
            decl = _lookup(ctx, op, sym)
            if decl is None or decl.name != "omp.private":
                return fail(diags, op, f"Cannot find privatizer '{attr_to_str(sym)}'",
                            prefix=False)  # fmt: skip
            if _word(inherent(decl, "data_sharing_type")) == "firstprivate":
                return fail(diags, op, "FIRSTPRIVATE cannot be used with SIMD", prefix=False)
    return True


def _wsloop(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return (
        _loop_wrapper(op, diags)
        and _allocate(op, diags, ctx)
        and _private_list(op, diags, ctx)
        and _reduction_list(op, diags, ctx)
    )


def _distribute(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _loop_wrapper(op, diags):
        return False
    if _groups(op, ctx).get("dist_schedule_chunk_size") and (
        inherent(op, "dist_schedule_static") is None
    ):
        return fail(diags, op, "chunk size set without dist_schedule_static being present")
    return _allocate(op, diags, ctx) and _private_list(op, diags, ctx)


def _depends(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A depend kind per depend variable, none without them."""
    values = _groups(op, ctx).get("depend_vars", [])
    kinds = _symbols(op, "depend_kinds")
    if values:
        if kinds is None or len(kinds) != len(values):
            return fail(diags, op, "expected as many depend values as depend variables")
    elif kinds:
        return fail(diags, op, "unexpected depend values")
    return True


def _taskloop(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not (_loop_wrapper(op, diags) and _allocate(op, diags, ctx)):
        return False
    if not (_reduction_list(op, diags, ctx) and _reduction_list(op, diags, ctx, "in_reduction")):
        return False
    g = _groups(op, ctx)
    reductions = g.get("reduction_vars", [])
    if reductions and inherent(op, "nogroup") is not None:
        return fail(diags, op, "if a reduction clause is present on the taskloop directive, the "
                    "nogroup clause must not be specified", prefix=False)  # fmt: skip
    in_reductions = {id(v) for v in g.get("in_reduction_vars", [])}
    if any(id(v) in in_reductions for v in reductions):
        return fail(diags, op, "the same list item cannot appear in both a reduction and an "
                    "in_reduction clause", prefix=False)  # fmt: skip
    if g.get("grainsize") and g.get("num_tasks"):
        return fail(diags, op, "the grainsize clause and num_tasks clause are mutually "
                    "exclusive and may not appear on the same taskloop directive",
                    prefix=False)  # fmt: skip
    return _private_list(op, diags, ctx)


def _task(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return (
        _depends(op, diags, ctx)
        and _allocate(op, diags, ctx)
        and _reduction_list(op, diags, ctx, "in_reduction")
        and _private_list(op, diags, ctx)
    )


def _taskgroup(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _allocate(op, diags, ctx) and _reduction_list(op, diags, ctx, "task_reduction")


plugin.verifier("OmpLoopNest", _loop_nest)


# --- composite constructs ('omp.composite') -------------------------------------------------------


def _composite(op: Operation) -> bool:
    return inherent(op, "omp.composite") is not None


def _nested_wrapper(op: Operation) -> Operation | None:
    ops = op.regions[0].blocks[0].ops if op.regions and op.regions[0].blocks else []
    return ops[0] if len(ops) == 1 and ops[0].name in _WRAPPERS else None


def _in_wrapper(op: Operation) -> bool:
    parent = op.parent_op
    return parent is not None and parent.name in _WRAPPERS


_MISSING = "'omp.composite' attribute missing from composite wrapper"
_PRESENT = "'omp.composite' attribute present in non-composite wrapper"


def _wrapper_regions(leaves: tuple[str, ...], leaf: bool) -> Check:
    """A loop wrapper in a composite construct: marked 'omp.composite' exactly when it wraps
    another wrapper (one of ``leaves``) or, if it may be the construct's leaf (``leaf``),
    sits in one."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        nested = _nested_wrapper(op)
        if nested is not None:
            if not _composite(op):
                return fail(diags, op, _MISSING, prefix=False)
            if op.name == "omp.distribute" and nested.name == "omp.wsloop":
                parent = op.parent_op
                if parent is None or parent.name != "omp.parallel" or not _composite(parent):
                    return fail(diags, op, "an 'omp.wsloop' nested wrapper is only allowed when "
                                "a composite 'omp.parallel' is the direct parent",
                                prefix=False)  # fmt: skip
            elif nested.name not in leaves:
                what = ("wrappers are 'omp.simd' and 'omp.wsloop'" if len(leaves) > 1
                        else "wrapper is 'omp.simd'")  # fmt: skip
                return fail(diags, op, f"only supported nested {what}", prefix=False)
            return True
        in_wrapper = leaf and _in_wrapper(op)
        if _composite(op) and not in_wrapper:
            return fail(diags, op, _PRESENT, prefix=False)
        if not _composite(op) and in_wrapper:
            return fail(diags, op, _MISSING, prefix=False)
        return True

    return verify


def _simd_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if _nested_wrapper(op) is not None:
        return fail(diags, op, "must wrap an 'omp.loop_nest' directly")
    return True


def _parallel_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A composite omp.parallel holds one omp.distribute and no other OpenMP operation."""
    if not _composite(op):
        return True
    distribute = None
    for block in op.regions[0].blocks:
        for inner in block.ops:
            if inner.name == "omp.distribute":
                if distribute is not None:
                    return fail(diags, op, "multiple 'omp.distribute' nested inside of "
                                "'omp.parallel'", prefix=False)  # fmt: skip
                distribute = inner
            elif inner.name.startswith("omp.") and inner.name != "omp.terminator":
                return fail(diags, op, "unexpected OpenMP operation inside of composite "
                            f"'omp.parallel': {inner.name}", prefix=False)  # fmt: skip
    if distribute is None:
        return fail(diags, op, "'omp.composite' attribute present in non-composite operation",
                    prefix=False)  # fmt: skip
    return True


plugin.verifier("OmpParallel", _parallel, verify_regions=_parallel_regions)
plugin.verifier("OmpSimd", _simd, verify_regions=_simd_regions)
plugin.verifier("OmpWsloop", _wsloop, verify_regions=_wrapper_regions(("omp.simd",), True))
plugin.verifier("OmpDistribute", _distribute,
                verify_regions=_wrapper_regions(("omp.simd", "omp.wsloop"), False))  # fmt: skip
plugin.verifier("OmpTaskloop", _taskloop, verify_regions=_wrapper_regions(("omp.simd",), False))
plugin.verifier("OmpTask", _task)
plugin.verifier("OmpTaskgroup", _taskgroup)


# --- map clauses ---------------------------------------------------------------------------------


def _map_bits(map_op: Operation) -> int:
    a = inherent(map_op, "map_type")
    inner = a.params[0] if a is not None and a.params else None
    return _int(inner) if inner is not None and hasattr(inner, "defn") else 0


def _map_clause(kind: str) -> Check:
    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        to_vars: set[int] = set()
        from_vars: set[int] = set()
        for v in _groups(op, ctx).get("map_vars", []):
            owner = getattr(v, "owner", None)
            if not isinstance(owner, Operation):
                return fail(diags, op, "missing map operation", prefix=False)
            if owner.name != "omp.map.info":
                return fail(diags, op, "map argument is not a map entry operation", prefix=False)
            bits = _map_bits(owner)
            to, frm, delete = bool(bits & 2), bool(bits & 4), bool(bits & 16)
            modifiers = bits & (8 | 512 | 256)  # always, close, implicit
            if kind in ("target", "data") and delete:
                return fail(diags, op, "to, from, tofrom and alloc map types are permitted",
                            prefix=False)  # fmt: skip
            if kind == "enter" and (frm or delete):
                return fail(diags, op, "to and alloc map types are permitted", prefix=False)
            if kind == "exit" and to:
                return fail(diags, op, "from, release and delete map types are permitted",
                            prefix=False)  # fmt: skip
            if kind == "update":
                if delete or not (to or frm):
                    return fail(diags, op, "at least one of to or from map types must be "
                                "specified, other map types are not permitted",
                                prefix=False)  # fmt: skip
                var = _groups(owner, ctx).get("var_ptr", [None])[0]
                if (to and frm) or (to and id(var) in from_vars) or (frm and id(var) in to_vars):
                    return fail(diags, op, "either to or from map types can be specified, not "
                                "both", prefix=False)  # fmt: skip
                if modifiers:
                    return fail(diags, op, "present, mapper and iterator map type modifiers are "
                                "permitted", prefix=False)  # fmt: skip
                (to_vars if to else from_vars).add(id(var))
        return True

    return verify


def _target(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return (
        _depends(op, diags, ctx)
        and _allocate(op, diags, ctx)
        and _map_clause("target")(op, diags, ctx)
        and _private_maps(op, diags, ctx)
        and _private_list(op, diags, ctx)
    )


def _private_maps(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A map index per private variable."""
    maps = inherent(op, "private_maps")
    values = _groups(op, ctx).get("private_vars", [])
    if maps is not None and maps.defn is B.A["dense_array"] and values:
        if len(maps.params[1]) != len(values):
            return fail(diags, op, "sizes of `private` operand range and `private_maps` "
                        "attribute mismatch", prefix=False)  # fmt: skip
    return True


def _target_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    body = op.regions[0]
    teams = [o for b in body.blocks for o in b.ops if o.name == "omp.teams"]
    if len(teams) > 1:
        return fail(diags, op, "target containing multiple 'omp.teams' nested ops", prefix=False)
    return _target_host_eval(op, diags, ctx)


plugin.verifier("OmpTarget", _target, verify_regions=_target_regions)


def _target_data(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = _groups(op, ctx)
    if not any(g.get(k) for k in ("map_vars", "use_device_ptr_vars", "use_device_addr_vars")):
        return fail(diags, op, "At least one of map, use_device_ptr_vars, or "
                    "use_device_addr_vars operand must be present", prefix=False)  # fmt: skip
    return _map_clause("data")(op, diags, ctx)


plugin.verifier("OmpTargetData", _target_data)


def _depends_then(check: Check) -> Check:
    return lambda op, diags, ctx: _depends(op, diags, ctx) and check(op, diags, ctx)


plugin.verifier("OmpTargetEnterData", _depends_then(_map_clause("enter")))
plugin.verifier("OmpTargetExitData", _depends_then(_map_clause("exit")))
plugin.verifier("OmpTargetUpdate", _depends_then(_map_clause("update")))


# --- omp.critical ---------------------------------------------------------------------------------


def _critical_symbol(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    name = inherent(op, "name")
    if name is None:
        return True
    decl = _lookup(ctx, op, name)
    if decl is None or decl.name != "omp.critical.declare":
        return fail(diags, op, f"expected symbol reference {attr_to_str(name)} to point to a "
                    "critical declaration")  # fmt: skip
    return True


plugin.verifier("OmpCritical", verify_symbol_uses=_critical_symbol)


# --- recipes: omp.private, omp.declare_reduction, omp.declare_mapper ----------------------------


def _type_param(op: Operation, name: str = "type") -> Any:
    t = inherent(op, name)
    return t.params[0] if t is not None and t.defn is B.A["type"] else None


def _loc_fail(diags: list[Diagnostic], at: Operation, message: str) -> bool:
    """MLIR's mlir::emitError at an operation's location (no operation name)."""
    return fail(diags, at, message, prefix=False)


def _private_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """omp.private: every region argument of the privatized type; init and copy take two
    and yield one value of it, dealloc takes one and yields nothing."""
    t = _type_param(op)
    for region in op.regions:
        args = region.blocks[0].args if region.blocks else ()
        for a in args:
            if a.type is not t:
                return fail(diags, op, f"Region argument type mismatch: got {_q(t)} "
                            f"expected {_q(a.type)}.", prefix=False)  # fmt: skip

    def check(region: Any, count: int, name: str, yields: bool) -> bool:
        n = len(region.blocks[0].args) if region.blocks else 0
        if n != count:
            return _loc_fail(diags, op, f"`{name}`: expected {count} region arguments, got: {n}")
        for block in region.blocks:
            term = block.ops[-1] if block.ops else None
            if term is None or not _is_terminator(term, ctx) or term.successors:
                continue
            if term.name != "omp.yield":
                return _loc_fail(diags, term, "expected exit block terminator to be an "
                                 "`omp.yield` op.")  # fmt: skip
            types = [v.type for v in term.operands]
            if not yields:
                if types:
                    return _loc_fail(diags, term, "Did not expect any values to be yielded.")
                continue
            if len(types) == 1 and types[0] is t:
                continue
            got = "None" if not types else ", ".join(_q(x) for x in types)
            return _loc_fail(diags, term, f"Invalid yielded value. Expected type: {_q(t)}, "
                             f"got: {got}")  # fmt: skip
        return True

    init, copy, dealloc = op.regions[0], op.regions[1], op.regions[2]
    if init.blocks and not check(init, 2, "init", True):
        return False
    kind = _word(inherent(op, "data_sharing_type"))
    if kind == "private" and copy.blocks:
        return fail(diags, op, "`private` clauses do not require a `copy` region.", prefix=False)
    if kind == "firstprivate":
        if not copy.blocks:
            return fail(diags, op, "`firstprivate` clauses require at least a `copy` region.",
                        prefix=False)  # fmt: skip
        if not check(copy, 2, "copy", True):
            return False
    return not dealloc.blocks or check(dealloc, 1, "dealloc", False)


def _is_terminator(op: Operation, ctx: Any) -> bool:
    info = ctx.op_info(op.name) if ctx is not None else None
    return bool(getattr(info, "is_terminator", False)) or op.name == "omp.yield"


def _yields(region: Any) -> list[Operation]:
    return [o for b in region.blocks for o in b.ops if o.name == "omp.yield"]


def _yields_type(region: Any, t: Any) -> bool:
    return all(len(y.operands) == 1 and y.operands[0].type is t for y in _yields(region))


def _pointer_element(t: Any) -> tuple[bool, Any]:
    """(whether ``t`` is pointer-like, its element type or None when opaque)."""
    if t.defn is B.T["memref"]:
        return True, t.params[1]
    return getattr(t.defn, "key", "") == "!llvm.ptr", None


def _declare_reduction_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = _type_param(op)
    alloc, init, combiner, atomic, cleanup = op.regions[:5]

    def bad(message: str) -> bool:
        return fail(diags, op, message)

    if alloc.blocks and not _yields_type(alloc, t):
        return bad("expects alloc region to yield a value of the reduction type")
    if not init.blocks:
        return bad("expects non-empty initializer region")
    args = init.blocks[0].args
    if len(args) == 1:
        if alloc.blocks:
            return bad("expects two arguments to the initializer region when an allocation "
                       "region is used")  # fmt: skip
    elif len(args) == 2:
        if not alloc.blocks:
            return bad("expects one argument to the initializer region when no allocation "
                       "region is used")  # fmt: skip
    else:
        return bad("expects one or two arguments to the initializer region")
    if any(a.type is not t for a in args):
        return bad("expects initializer region argument to match the reduction type")
    if not _yields_type(init, t):
        return bad("expects initializer region to yield a value of the reduction type")
    if not combiner.blocks:
        return bad("expects non-empty reduction region")
    args = combiner.blocks[0].args
    if len(args) != 2 or args[0].type is not args[1].type or args[0].type is not t:
        return bad("expects reduction region with two arguments of the reduction type")
    if not _yields_type(combiner, t):
        return bad("expects reduction region to yield a value of the reduction type")
    if atomic.blocks:
        args = atomic.blocks[0].args
        if len(args) != 2 or args[0].type is not args[1].type:
            return bad("expects atomic reduction region with two arguments of the same type")
        pointer, element = _pointer_element(args[0].type)
        if not pointer or (element is not None and element is not t):
            return bad("expects atomic reduction region arguments to be accumulators containing "
                       "the reduction type")  # fmt: skip
    if cleanup.blocks:
        args = cleanup.blocks[0].args
        if len(args) != 1 or args[0].type is not t:
            return bad("expects cleanup region with one argument of the reduction type")
    return True


def _declare_mapper_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    body = op.regions[0]
    ops = body.blocks[0].ops if body.blocks else []
    if not ops or ops[-1].name != "omp.declare_mapper.info":
        return fail(diags, op, "expected terminator to be a DeclareMapperInfoOp")
    return True


plugin.verifier("OmpPrivateClause", verify_regions=_private_regions)
plugin.verifier("OmpDeclareReduction", verify_regions=_declare_reduction_regions)
plugin.verifier("OmpDeclareMapper", verify_regions=_declare_mapper_regions)
plugin.verifier("OmpDeclareMapperInfo", _map_clause("target"))


# --- map entries ---------------------------------------------------------------------------------


def _map_bounds(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = _groups(op, ctx)
    if not g.get("extent") and not g.get("upper_bound"):
        return fail(diags, op, "expected extent or upperbound.", prefix=False)
    return True


def _map_info(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    mapper = inherent(op, "mapper_id")
    if mapper is not None:
        decl = _lookup(ctx, op, mapper)
        if decl is None or decl.name != "omp.declare_mapper":
            return fail(diags, op, "invalid mapper id", prefix=False)
    for v in _groups(op, ctx).get("members", []):
        owner = getattr(v, "owner", None)
        if not isinstance(owner, Operation) or owner.name != "omp.map.info":
            return fail(diags, op, "'members' arguments must be defined by 'omp.map.info' ops")
    return True


plugin.verifier("OmpMapBounds", _map_bounds)
plugin.verifier("OmpMapInfo", _map_info)


# --- standalone constructs ------------------------------------------------------------------------


def _allocate_dir(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    align = inherent(op, "align")
    if align is not None:
        n = _int(align) & ((1 << 64) - 1)
        if n > 0 and n & (n - 1):
            return fail(diags, op, f"ALIGN value : {n} must be power of 2", prefix=False)
    return True


def _target_allocmem(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.results or op.results[0].type.defn is not B.T["integer"]:
        return fail(diags, op, "must be a integer type")
    return True


def _ancestor(op: Operation, names: tuple[str, ...]) -> Operation | None:
    p = op.parent_op
    while p is not None and p.name not in names:
        p = p.parent_op
    return p


def _ordered_parent(op: Operation, diags: list[Diagnostic], region: bool) -> bool:
    nest = _ancestor(op, ("omp.loop_nest",))
    if nest is None:
        return True if region else fail(diags, op, "must be nested inside of a loop")
    wrapper = nest.parent_op
    if wrapper is not None and wrapper.name == "omp.wsloop":
        ordered = inherent(wrapper, "ordered")
        if ordered is None:
            return fail(diags, op, "the enclosing worksharing-loop region must have an ordered "
                        "clause")  # fmt: skip
        if region and _int(ordered) != 0:
            return fail(diags, op, "the enclosing loop's ordered clause must not have a "
                        "parameter present")  # fmt: skip
        if not region and _int(ordered) == 0:
            return fail(diags, op, "the enclosing loop's ordered clause must have a parameter "
                        "present")  # fmt: skip
    elif wrapper is None or wrapper.name != "omp.simd":
        return fail(diags, op, "must be nested inside of a worksharing, simd or worksharing "
                    "simd loop")  # fmt: skip
    return True


def _ordered(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _ordered_parent(op, diags, region=False):
        return False
    wsloop = _ancestor(op, ("omp.wsloop",))
    loops = inherent(op, "doacross_num_loops")
    ordered = inherent(wsloop, "ordered") if wsloop is not None else None
    if ordered is None or loops is None or _int(ordered) != _int(loops):
        return fail(diags, op, "number of variables in depend clause does not match number of "
                    "iteration variables in the doacross loop")  # fmt: skip
    return True


def _ordered_region(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if inherent(op, "par_level_simd") is not None:
        return False  # (MLIR fails without a message: ordered simd is not supported)
    return _ordered_parent(op, diags, region=True)


def _scan(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = _groups(op, ctx)
    if bool(g.get("exclusive_vars")) == bool(g.get("inclusive_vars")):
        return fail(diags, op, "Exactly one of EXCLUSIVE or INCLUSIVE clause is expected",
                    prefix=False)  # fmt: skip
    for name in ("omp.wsloop", "omp.simd"):
        parent = _ancestor(op, (name,))
        if parent is not None and _word(inherent(parent, "reduction_mod")) == "inscan":
            return True
    return fail(diags, op, "SCAN directive needs to be enclosed within a parent worksharing "
                "loop construct or SIMD construct with INSCAN reduction modifier",
                prefix=False)  # fmt: skip


def _workdistribute(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    region = op.regions[0]
    if not region.blocks:
        return fail(diags, op, "region cannot be empty")
    parent = op.parent_op
    if parent is None or parent.name != "omp.teams":
        return fail(diags, op, "workdistribute must be nested under teams")
    for block in region.blocks:
        for inner in _walk(block.ops):
            if inner.name == "omp.parallel":
                return fail(diags, op, "nested parallel constructs not allowed in "
                            "workdistribute")  # fmt: skip
            if inner.name == "omp.teams":
                return fail(diags, op, "nested teams constructs not allowed in workdistribute")
            if inner.name == "omp.barrier":
                return fail(diags, op, "explicit barriers are not allowed in workdistribute "
                            "region")  # fmt: skip
    return True


def _walk(ops: list[Operation]) -> Any:
    for o in ops:
        yield o
        for r in o.regions:
            for b in r.blocks:
                yield from _walk(b.ops)


plugin.verifier("OmpAllocateDir", _allocate_dir)
plugin.verifier("OmpTargetAllocMem", _target_allocmem)
plugin.verifier("OmpOrdered", _ordered)
plugin.verifier("OmpOrderedRegion", _ordered_region)
plugin.verifier("OmpScan", _scan)
plugin.verifier("OmpWorkdistribute", _workdistribute)


# --- standalone loop wrappers: omp.loop, omp.workshare.loop_wrapper -----------------------------


def _standalone(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    parent = op.parent_op
    ops = op.regions[0].blocks[0].ops if op.regions and op.regions[0].blocks else []
    nested = ops[0] if len(ops) == 1 and ops[0].name in _WRAPPERS else None
    if (parent is not None and parent.name in _WRAPPERS) or nested is not None:
        return fail(diags, op, "expected to be a standalone loop wrapper")
    return True


def _loop(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _loop_wrapper(op, diags) and _reduction_list(op, diags, ctx)


def _workshare_loop_wrapper(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _loop_wrapper(op, diags):
        return False
    if _ancestor(op, ("omp.workshare",)) is None:
        return fail(diags, op, "must be nested in an omp.workshare")
    return True


plugin.verifier("OmpLoop", _loop, verify_regions=_standalone)
plugin.verifier("OmpWorkshareLoopWrapper", _workshare_loop_wrapper, verify_regions=_standalone)


# --- canonical loop info: omp.new_cli, omp.canonical_loop, omp.tile ------------------------------


def _cli_role(user: Operation, index: int) -> str:
    """What a loop transformation does with its operand #index: ``gen`` (generates the loop
    the CLI stands for), ``app`` (applies to it), or ``""``."""
    if user.name == "omp.canonical_loop":
        return "gen" if index == 1 else ""
    if user.name == "omp.unroll_heuristic":
        return "app"
    if user.name == "omp.tile":
        sizes = inherent(user, "operandSegmentSizes")
        counts = list(sizes.params[1]) if sizes is not None else [0, 0, 0]
        if index < counts[0]:
            return "gen"
        if index < counts[0] + counts[1]:
            return "app"
    return ""


def _cli_uses(cli: Any) -> list[tuple[Operation, str]]:
    """The CLI's uses in MLIR's use-list order (the latest first), with their roles."""
    out = []
    for user in reversed(list(dict.fromkeys(cli.uses))):
        for index in reversed([i for i, v in enumerate(user.operands) if v is cli]):
            out.append((user, _cli_role(user, index)))
    return out


def _new_cli(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    from core.printer import op_loc, print_op_for_diagnostic

    gen: Operation | None = None
    cons: Operation | None = None
    for user, role in _cli_uses(op.results[0]):
        if role == "gen":
            if gen is not None:
                fail(diags, op, "CLI must have at most one generator")
                diags[-1].attach_note("first generator here:", op_loc(gen))
                diags[-1].attach_note("second generator here:", op_loc(user))
                return False
            gen = user
        elif role == "app":
            if cons is not None:
                fail(diags, op, "CLI must have at most one consumer")
                diags[-1].attach_note("first consumer here:" + print_op_for_diagnostic(cons),
                                      op_loc(cons))  # fmt: skip
                diags[-1].attach_note("second consumer here:" + print_op_for_diagnostic(user),
                                      op_loc(user))  # fmt: skip
                return False
            cons = user
    if cons is not None and gen is None:
        fail(diags, op, "CLI has no generator")
        diags[-1].attach_note("see consumer here: " + print_op_for_diagnostic(cons), op_loc(cons))
        return False
    return True


def _canonical_loop(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    region = op.regions[0]
    if region.blocks:
        args = region.blocks[0].args
        if len(args) != 1:
            return fail(diags, op, "Canonical loop region must have exactly one argument")
        if args[0].type is not op.operands[0].type:
            return fail(diags, op, "Region argument must be the same type as the trip count")
    return True


def _generator(cli: Any) -> Operation | None:
    return next((user for user, role in _cli_uses(cli) if role == "gen"), None)


def _tile(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = _groups(op, ctx)
    applyees, sizes = g.get("applyees", []), g.get("sizes", [])
    if not applyees:
        return fail(diags, op, "must apply to at least one loop")
    if len(sizes) != len(applyees):
        return fail(diags, op, "there must be one tile size for each applyee")
    generatees = g.get("generatees", [])
    if generatees and 2 * len(sizes) != len(generatees):
        return fail(diags, op, "expecting two times the number of generatees than applyees")
    outer_ivs: set[int] = set()
    parent = applyees[0]
    for applyee in applyees[1:]:
        parent_gen, gen = _generator(parent), _generator(applyee)
        if parent_gen is None or gen is None:
            return fail(diags, op, "applyee CLI has no generator")
        if parent_gen.name != "omp.canonical_loop" or gen.name != "omp.canonical_loop":
            return fail(diags, op, "currently only supports omp.canonical_loop as applyee")
        body = parent_gen.regions[0]
        if body.blocks and body.blocks[0].args:
            outer_ivs.add(id(body.blocks[0].args[0]))
        ops = body.blocks[0].ops if len(body.blocks) == 1 else []
        if len(ops) != 2 or ops[0] is not gen or ops[1].name != "omp.terminator":
            return fail(diags, op, "tiled loop nest must be perfectly nested")
        if id(gen.operands[0]) in outer_ivs:
            return fail(diags, op, "tiled loop nest must be rectangular")
        parent = applyee
    return True


plugin.verifier("OmpNewCli", _new_cli)
plugin.verifier("OmpCanonicalLoop", _canonical_loop)
plugin.verifier("OmpTile", _tile)


# --- the C++ classes the generated predicates name -------------------------------------------


def _type_of(v: Any) -> Any:
    return v.params[0] if v.defn is B.A["type"] else v


def _pointer_like(v: Any) -> bool:
    """omp's PointerLikeType: mlir-opt attaches it to ranked memrefs and !llvm.ptr."""
    t = _type_of(v)
    return t.defn is B.T["memref"] or t.defn.key == "!llvm.ptr"


plugin.cpp_class("omp::PointerLikeType", _pointer_like, "OpenMP-compatible variable type")
plugin.cpp_classes([("omp::ClauseTaskDependAttr", "#omp.clause_task_depend", "clause task depend")])


# --- omp.target's host_eval arguments ----------------------------------------------------------


def _captured(target: Operation) -> Operation | None:
    """The innermost OpenMP operation the target region captures: descending while a region
    holds exactly one OpenMP operation besides terminators (other operations, without
    regions, may sit beside it)."""
    current = target
    while True:
        region = current.regions[0] if current.regions else None
        inner = [o for b in region.blocks for o in b.ops] if region is not None else []
        omp_ops = [o for o in inner if o.name.startswith("omp.") and o.name not in
                   ("omp.terminator", "omp.yield")]  # fmt: skip
        others = [o for o in inner if not o.name.startswith("omp.") and o.regions]
        if len(omp_ops) != 1 or others:
            return current if current is not target else None
        current = omp_ops[0]


def _exec_flags(target: Operation) -> set[str]:
    """MLIR's kernel execution flags of a target region: ``spmd``, ``trip_count``."""
    captured = _captured(target)
    if captured is None or captured.name != "omp.loop_nest":
        return set()
    wrappers = []
    w = captured.parent_op
    while w is not None and w.name in _WRAPPERS:
        wrappers.append(w)
        w = w.parent_op
    if wrappers and wrappers[0].name == "omp.simd":
        wrappers = wrappers[1:]
    if not wrappers:
        return set()
    inner = wrappers[0]
    if len(wrappers) == 2:
        if inner.name != "omp.wsloop" or wrappers[1].name != "omp.distribute":
            return set()
        parallel = wrappers[1].parent_op
        teams = parallel.parent_op if parallel is not None else None
        if (
            parallel is not None
            and parallel.name == "omp.parallel"
            and teams is not None
            and (teams.name == "omp.teams" and teams.parent_op is target)
        ):
            return {"spmd", "trip_count"}
        return set()
    if inner.name in ("omp.distribute", "omp.loop"):
        teams = inner.parent_op
        if teams is None or teams.name != "omp.teams" or teams.parent_op is not target:
            return set()
        return {"spmd", "trip_count"} if inner.name == "omp.loop" else {"trip_count"}
    if inner.name == "omp.wsloop":
        parallel = inner.parent_op
        if (
            parallel is not None
            and parallel.name == "omp.parallel"
            and parallel.parent_op is target
        ):
            return {"spmd"}
    return set()


def _target_host_eval(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """host_eval arguments serve only as omp.teams' num_teams/thread_limit, omp.parallel's
    num_threads (SPMD) and the captured loop nest's bounds (trip count on the host)."""
    count = len(_groups(op, ctx).get("host_eval_vars", []))
    body = op.regions[0]
    if not count or not body.blocks:
        return True
    flags = _exec_flags(op)
    captured = _captured(op)
    # (the region's arguments: has_device_addr, then host_eval)
    first = len(_groups(op, ctx).get("has_device_addr_vars", []))
    for arg in body.blocks[0].args[first : first + count]:
        for user in dict.fromkeys(arg.uses):
            g = _groups(user, ctx)
            if user.name == "omp.teams":
                if any(arg in g.get(k, []) for k in
                       ("num_teams_lower", "num_teams_upper", "thread_limit")):  # fmt: skip
                    continue
                return fail(diags, op, "host_eval argument only legal as 'num_teams' and "
                            "'thread_limit' in 'omp.teams'")  # fmt: skip
            if user.name == "omp.parallel":
                inside = captured is not None and _is_ancestor(user, captured)
                if "spmd" in flags and inside and arg in g.get("num_threads", []):
                    continue
                return fail(diags, op, "host_eval argument only legal as 'num_threads' in "
                            "'omp.parallel' when representing target SPMD")  # fmt: skip
            if user.name == "omp.loop_nest":
                bounds = [v for k in ("loop_lower_bounds", "loop_upper_bounds", "loop_steps")
                          for v in g.get(k, [])]  # fmt: skip
                if "trip_count" in flags and user is captured and arg in bounds:
                    continue
                return fail(diags, op, "host_eval argument only legal as loop bounds and steps "
                            "in 'omp.loop_nest' when trip count must be evaluated in the "
                            "host")  # fmt: skip
            return fail(diags, op, f"host_eval argument illegal use in '{user.name}' operation")
    return True


def _is_ancestor(op: Operation, other: Operation) -> bool:
    while other is not None:
        if other is op:
            return True
        other = other.parent_op
    return False
