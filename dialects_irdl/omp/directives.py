"""The custom directives of the omp dialect (C++ parsers and printers of OpenMPDialect).

- ``ClauseAttr($attr)``: an enum clause value as a bare keyword (``proc_bind(close)``).
- ``SynchronizationHint($hint)``: ``none`` or ``uncontended, speculative...`` (bits).
- ``AllocateAndAllocator``: ``%allocator : T -> %var : T, ...``.
- ``DependVarList``: ``taskdependin -> %v : T, ...``.
- ``OrderClause``: ``(modifier:)? concurrent``.
- ``ScheduleClause``: ``kind (= %chunk : T)? (, modifier)? (, simd)?``.
- ``LinearClause``: ``%v = %step : T, ...`` (steps are i32).
- ``AlignedClause``: ``%v : T -> alignment, ...``.
- ``Copyprivate``: ``%v -> @func : T, ...``.
- ``GrainsizeClause``/``NumTasksClause``: ``(strict,)? %v: T``.
- ``MapClause``/``CaptureType``/``MembersIndex``: omp.map.info's pieces.
- The block-argument regions (``PrivateRegion``, ``PrivateReductionRegion``...):
  ``clause((mod: m,)? (byref)? @sym %v -> %arg [map_idx=N], ... : T, ...)`` for each clause
  the operation has, in a fixed order, then the region, whose entry arguments the clauses
  name.
- ``LoopNest``: ``(%iv, ...) : T = (lbs) to (ubs) (inclusive)? step (steps)
  (collapse(n))? (tiles(n, ...))?`` and the body.
- Loop transformations (C++ parsers, registered as formats): omp.canonical_loop
  ``(%cli)? %iv : T in range(%n) {...}``, omp.unroll_heuristic ``(%cli)``, omp.tile's
  ``LoopTransformClis`` ``(%gen, ...) <- (%applyee, ...)``; the names MLIR gives the CLIs
  (``%canonloop_s0``, ``%grid1``, ``%intratile1``) and induction variables (``%iv_r1_s0``,
  ``%iv_d1``).
- omp.target_allocmem: ``%device : T, in_type(lens : types)?, %extent, ...``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.diagnostics import Diagnostic, DiagnosticError, Severity
from core.lexer import BARE, VALUE
from core.printer import BLOCK_ARG_NAMES
from irdl.format.int_lists import parse_integer
from irdl.plugin import Plugin, Slot

plugin = Plugin("omp")


def _defs() -> Any:
    from irdl.runtime.library import LIBRARY

    return next(i for i in LIBRARY.load("omp") or () if i.name == "omp").attrs


def omp_enum(kind: str, word: str) -> Attribute:
    """``#omp<kind word>``: an omp enum attribute."""
    return get(_defs()[kind], (B.string_attr(word),))


def enum_word(a: Attribute | None) -> str:
    if a is None:
        return ""
    v = a.params[0]
    return v.params[0] if hasattr(v, "params") else str(v)


def _comma(p: Any, item: Any) -> None:
    item()
    while p.consume_punct(","):
        item()


def _print_joined(p: Any, items: Any, each: Any) -> None:
    for i, x in enumerate(items):
        if i:
            p.write(", ")
        each(x)


# --- ClauseAttr ------------------------------------------------------------------------------

# the attribute an operation's clause holds -> its enum (and that enum's words)
_CLAUSE_ENUMS = {
    "proc_bind_kind": ("procbindkind", ("primary", "master", "close", "spread")),
    "memory_order": ("memoryorderkind", ("seq_cst", "acq_rel", "acquire", "release", "relaxed")),
    "cancel_directive": (
        "cancellationconstructtype",
        ("parallel", "loop", "sections", "taskgroup"),
    ),
    "bind_kind": ("bindkind", ("parallel", "teams", "thread")),
}


def _parse_clause_attr(dp: Any, attr: Slot) -> None:
    p = dp.p
    at = p.lex.start
    word = p.parse_keyword()
    kind, words = _CLAUSE_ENUMS[attr.name]
    if word not in words:
        p.custom_error(f"invalid clause value: '{word}'", at)
    dp.set_attr(attr, omp_enum(kind, word))


def _print_clause_attr(dp: Any, attr: Slot) -> None:
    dp.p.write(enum_word(dp.attr(attr)))


plugin.directive("ClauseAttr", _parse_clause_attr, _print_clause_attr)


# --- SynchronizationHint ------------------------------------------------------------------

_HINTS = (("uncontended", 1), ("contended", 2), ("nonspeculative", 4), ("speculative", 8))


def _parse_hint(dp: Any, attr: Slot) -> None:
    p = dp.p
    if p.consume_keyword("none"):
        dp.set_attr(attr, B.integer_attr(0, B.I64))
        return
    bits = 0

    def one() -> None:
        nonlocal bits
        word = p.parse_keyword()
        value = dict(_HINTS).get(word, 0)
        if not value:
            p.custom_error(f"{word} is not a valid hint")
        bits |= value

    _comma(p, one)
    dp.set_attr(attr, B.integer_attr(bits, B.I64))


def _print_hint(dp: Any, attr: Slot) -> None:
    a = dp.attr(attr)
    bits = int(a.params[1]) if a is not None else 0
    if not bits:
        dp.p.write("none")
        return
    dp.p.write(", ".join(w for w, b in _HINTS if bits & b))


plugin.directive(
    "SynchronizationHint",
    _parse_hint,
    _print_hint,
    present=lambda dp, attr: dp.attr(attr) is not None and bool(dp.attr(attr).params[1]),
)


# --- AllocateAndAllocator ------------------------------------------------------------------


def _parse_allocate(dp: Any, vars_: Slot, types: Slot, allocs: Slot, alloc_types: Slot) -> None:
    p = dp.p
    out: dict[str, list[Any]] = {"v": [], "t": [], "a": [], "at": []}

    def one() -> None:
        out["a"].append(p.parse_operand_ref())
        p.expect_punct(":", "expected ':'")
        out["at"].append(p.parse_type())
        p.expect_punct("->", "expected '->'")
        out["v"].append(p.parse_operand_ref())
        p.expect_punct(":", "expected ':'")
        out["t"].append(p.parse_type())

    _comma(p, one)
    dp.set_operands(vars_, out["v"])
    dp.set_types(vars_, out["t"])
    dp.set_operands(allocs, out["a"])
    dp.set_types(allocs, out["at"])


def _print_allocate(dp: Any, vars_: Slot, types: Slot, allocs: Slot, alloc_types: Slot) -> None:
    p = dp.p

    def one(pair: Any) -> None:
        alloc, var = pair
        p.print_operand(alloc)
        p.write(" : ")
        p.print_type(alloc.type)
        p.write(" -> ")
        p.print_operand(var)
        p.write(" : ")
        p.print_type(var.type)

    _print_joined(p, zip(dp.operands(allocs), dp.operands(vars_)), one)


plugin.directive("AllocateAndAllocator", _parse_allocate, _print_allocate)


# --- DependVarList --------------------------------------------------------------------------

_DEPENDS = ("taskdependin", "taskdependout", "taskdependinout", "taskdependmutexinoutset",
            "taskdependinoutset")  # fmt: skip


def _parse_depends(dp: Any, vars_: Slot, types: Slot, kinds: Slot) -> None:
    p = dp.p
    refs: list[Any] = []
    tys: list[Any] = []
    words: list[Attribute] = []

    def one() -> None:
        word = p.parse_keyword()
        p.expect_punct("->", "expected '->'")
        refs.append(p.parse_operand_ref())
        p.expect_punct(":", "expected ':'")
        tys.append(p.parse_type())
        if word in _DEPENDS:
            words.append(omp_enum("clause_task_depend", word))

    _comma(p, one)
    dp.set_operands(vars_, refs)
    dp.set_types(vars_, tys)
    if words:
        dp.set_attr(kinds, B.array_attr(tuple(words)))


def _print_depends(dp: Any, vars_: Slot, types: Slot, kinds: Slot) -> None:
    p = dp.p
    a = dp.attr(kinds)
    words = a.params[0] if a is not None else ()

    def one(pair: Any) -> None:
        kind, v = pair
        p.write(enum_word(kind) + " -> ")
        p.print_operand(v)
        p.write(" : ")
        p.print_type(v.type)

    _print_joined(p, zip(words, dp.operands(vars_)), one)


plugin.directive("DependVarList", _parse_depends, _print_depends)


# --- OrderClause ------------------------------------------------------------------------------


def _parse_order(dp: Any, order: Slot, mod: Slot) -> None:
    p = dp.p
    at = p.lex.start
    word = p.parse_keyword()
    if word in ("reproducible", "unconstrained"):
        dp.set_attr(mod, omp_enum("order_mod", word))
        p.expect_punct(":", "expected ':'")
        at = p.lex.start
        word = p.parse_keyword()
    if word != "concurrent":
        p.custom_error(f"invalid clause value: '{word}'", at)
    dp.set_attr(order, omp_enum("orderkind", word))


def _print_order(dp: Any, order: Slot, mod: Slot) -> None:
    m = dp.attr(mod)
    if m is not None:
        dp.p.write(enum_word(m) + ":")
    o = dp.attr(order)
    if o is not None:
        dp.p.write(enum_word(o))


plugin.directive("OrderClause", _parse_order, _print_order)


# --- ScheduleClause ------------------------------------------------------------------------

_SCHEDULES = ("static", "dynamic", "guided", "auto", "runtime", "distribute")
_SCHED_MODS = ("none", "monotonic", "nonmonotonic", "simd")


def _parse_schedule(
    dp: Any, kind: Slot, mod: Slot, simd: Slot, chunk: Slot, chunk_type: Slot
) -> None:
    p = dp.p
    word = p.parse_keyword()
    if word not in _SCHEDULES:
        p.custom_error(" expected schedule kind", dp.loc)
    dp.set_attr(kind, omp_enum("schedulekind", word))
    if word in ("static", "dynamic", "guided") and p.consume_punct("="):
        dp.set_operands(chunk, [p.parse_operand_ref()])
        p.expect_punct(":", "expected ':'")
        dp.set_types(chunk, [p.parse_type()])
    mods: list[str] = []
    while p.consume_punct(","):
        mods.append(p.parse_keyword())
    if len(mods) > 2:
        p.custom_error(" unexpected modifier(s)", dp.loc)
    for m in mods:
        if m not in _SCHED_MODS:
            p.custom_error(f" unknown modifier type: {m}", dp.loc)
    if len(mods) == 1 and mods[0] == "simd":
        mods = ["none", "simd"]
    elif len(mods) == 2 and (mods[0] == "simd" or mods[1] != "simd"):
        p.custom_error(" incorrect modifier order", dp.loc)
    if mods:
        dp.set_attr(mod, omp_enum("sched_mod", mods[0]))
        if len(mods) > 1:
            dp.set_attr(simd, B.unit_attr())


def _print_schedule(
    dp: Any, kind: Slot, mod: Slot, simd: Slot, chunk: Slot, chunk_type: Slot
) -> None:
    p = dp.p
    p.write(enum_word(dp.attr(kind)).lower())
    for v in dp.operands(chunk):
        p.write(" = ")
        p.print_operand(v)
        p.write(" : ")
        p.print_type(v.type)
    m = dp.attr(mod)
    if m is not None:
        p.write(", " + enum_word(m))
    if dp.attr(simd) is not None:
        p.write(", simd")


plugin.directive("ScheduleClause", _parse_schedule, _print_schedule)


# --- LinearClause -------------------------------------------------------------------------------


def _parse_linear(dp: Any, vars_: Slot, types: Slot, steps: Slot) -> None:
    p = dp.p
    refs: list[Any] = []
    tys: list[Any] = []
    step_refs: list[Any] = []

    def one() -> None:
        refs.append(p.parse_operand_ref())
        p.expect_punct("=", "expected '='")
        step_refs.append(p.parse_operand_ref())
        p.expect_punct(":", "expected ':'")
        tys.append(p.parse_type())

    _comma(p, one)
    dp.set_operands(vars_, refs)
    dp.set_types(vars_, tys)
    dp.set_operands(steps, step_refs)
    dp.set_types(steps, [B.integer_type(32)] * len(step_refs))


def _print_linear(dp: Any, vars_: Slot, types: Slot, steps: Slot) -> None:
    p = dp.p
    step_values = dp.operands(steps)

    def one(iv: Any) -> None:
        i, v = iv
        p.print_operand(v)
        if i < len(step_values):
            p.write(" = ")
            p.print_operand(step_values[i])
        p.write(" : ")
        p.print_type(v.type)

    _print_joined(p, enumerate(dp.operands(vars_)), one)


plugin.directive("LinearClause", _parse_linear, _print_linear)


# --- AlignedClause ----------------------------------------------------------------------------


def _parse_aligned(dp: Any, vars_: Slot, types: Slot, alignments: Slot) -> None:
    p = dp.p
    refs: list[Any] = []
    tys: list[Any] = []
    values: list[Attribute] = []

    def one() -> None:
        refs.append(p.parse_operand_ref())
        p.expect_punct(":", "expected ':'")
        tys.append(p.parse_type())
        p.expect_punct("->", "expected '->'")
        values.append(p.parse_attribute())

    _comma(p, one)
    dp.set_operands(vars_, refs)
    dp.set_types(vars_, tys)
    dp.set_attr(alignments, B.array_attr(tuple(values)))


def _print_aligned(dp: Any, vars_: Slot, types: Slot, alignments: Slot) -> None:
    p = dp.p
    a = dp.attr(alignments)
    values = a.params[0] if a is not None else ()

    def one(pair: Any) -> None:
        v, align = pair
        p.print_operand(v)
        p.write(" : ")
        p.print_type(v.type)
        p.write(" -> ")
        p.print_attribute(align)

    _print_joined(p, zip(dp.operands(vars_), values), one)


plugin.directive("AlignedClause", _parse_aligned, _print_aligned)


# --- Copyprivate ------------------------------------------------------------------------------


def _parse_copyprivate(dp: Any, vars_: Slot, types: Slot, syms: Slot) -> None:
    p = dp.p
    refs: list[Any] = []
    tys: list[Any] = []
    funcs: list[Attribute] = []

    def one() -> None:
        refs.append(p.parse_operand_ref())
        p.expect_punct("->", "expected '->'")
        funcs.append(p.parse_attribute())
        p.expect_punct(":", "expected ':'")
        tys.append(p.parse_type())

    _comma(p, one)
    dp.set_operands(vars_, refs)
    dp.set_types(vars_, tys)
    dp.set_attr(syms, B.array_attr(tuple(funcs)))


def _print_copyprivate(dp: Any, vars_: Slot, types: Slot, syms: Slot) -> None:
    p = dp.p
    a = dp.attr(syms)
    funcs = a.params[0] if a is not None else ()

    def one(pair: Any) -> None:
        v, f = pair
        p.print_operand(v)
        p.write(" -> ")
        p.print_attribute(f)
        p.write(" : ")
        p.print_type(v.type)

    _print_joined(p, zip(dp.operands(vars_), funcs), one)


plugin.directive("Copyprivate", _parse_copyprivate, _print_copyprivate)


# --- GrainsizeClause, NumTasksClause ------------------------------------------------------------


def _granularity(clause: str, kind: str) -> tuple[Any, Any]:
    def parse(dp: Any, mod: Slot, var: Slot, var_type: Slot) -> None:
        p = dp.p
        if p.lex.kind is BARE:
            word = p.parse_keyword()
            if word != "strict":
                p.custom_error(f"invalid {clause} modifier : '{word}'")
            dp.set_attr(mod, omp_enum(kind, word))
            p.expect_punct(",", "expected ','")
        if p.lex.kind is not VALUE:
            p.custom_error(f"expected {clause} operand")
        dp.set_operands(var, [p.parse_operand_ref()])
        p.expect_punct(":", "expected ':'")
        dp.set_types(var, [p.parse_type()])

    def print_(dp: Any, mod: Slot, var: Slot, var_type: Slot) -> None:
        p = dp.p
        m = dp.attr(mod)
        if m is not None:
            p.write(enum_word(m) + ", ")
        for v in dp.operands(var):
            p.print_operand(v)
            p.write(": ")
            p.print_type(v.type)

    return parse, print_


plugin.directive("GrainsizeClause", *_granularity("grainsize", "grainsizetype"))
plugin.directive("NumTasksClause", *_granularity("num_tasks", "numtaskstype"))


# --- omp.map.info: MapClause, CaptureType, MembersIndex -----------------------------------------

_MAP_WORDS = {
    "always": 8, "implicit": 256, "ompx_hold": 2048, "close": 512, "present": 1024,
    "to": 2, "from": 4, "tofrom": 6, "delete": 16, "return_param": 32, "storage": 1,
    "private": 64, "literal": 128, "attach": 4096, "attach_always": 8192,
    "attach_none": 16384, "attach_auto": 32768, "ref_ptr": 65536, "ref_ptee": 131072,
    "ref_ptr_ptee": 262144, "is_device_ptr": 524288,
}  # fmt: skip
# the order words print in (to and from together as tofrom)
_MAP_PRINT = ("always", "implicit", "ompx_hold", "close", "present", "tofrom", "delete",
              "return_param", "storage", "private", "literal", "attach", "attach_always",
              "attach_none", "attach_auto", "ref_ptr", "ref_ptee", "ref_ptr_ptee",
              "is_device_ptr")  # fmt: skip


def _parse_map_clause(dp: Any, attr: Slot) -> None:
    p = dp.p
    bits = 0

    def one() -> None:
        nonlocal bits
        bits |= _MAP_WORDS.get(p.parse_keyword(), 0)

    _comma(p, one)
    dp.set_attr(attr, get(_defs()["clause_map_flags"], (B.integer_attr(bits, B.integer_type(32)),)))


def _print_map_clause(dp: Any, attr: Slot) -> None:
    a = dp.attr(attr)
    bits = int(a.params[0].params[1]) if a is not None else 0
    words = []
    for w in _MAP_PRINT:
        if w == "tofrom":
            words.extend(["tofrom"] if bits & 6 == 6 else ["from"] if bits & 4 else
                         ["to"] if bits & 2 else [])  # fmt: skip
        elif bits & _MAP_WORDS[w]:
            words.append(w)
    dp.p.write(", ".join(words) if words else "none")


plugin.directive("MapClause", _parse_map_clause, _print_map_clause)

_CAPTURES = ("This", "ByRef", "ByCopy", "VLAType")


def _parse_capture(dp: Any, attr: Slot) -> None:
    p = dp.p
    word = p.parse_keyword()
    if word in _CAPTURES:
        dp.set_attr(attr, omp_enum("variable_capture_kind", word))


def _print_capture(dp: Any, attr: Slot) -> None:
    dp.p.write(enum_word(dp.attr(attr)))


plugin.directive("CaptureType", _parse_capture, _print_capture)


def _parse_members_index(dp: Any, attr: Slot) -> None:
    p = dp.p
    lists: list[Attribute] = []
    while True:
        p.expect_punct("[", "expected '['")
        values: list[Attribute] = []
        _comma(p, lambda vs=values: vs.append(B.integer_attr(parse_integer(p), B.I64)))
        p.expect_punct("]", "expected ']'")
        lists.append(B.array_attr(tuple(values)))
        if not p.consume_punct(","):
            break
    dp.set_attr(attr, B.array_attr(tuple(lists)))


def _print_members_index(dp: Any, attr: Slot) -> None:
    a = dp.attr(attr)
    if a is None:
        return
    p = dp.p
    _print_joined(p, a.params[0], lambda inner: p.write(
        "[" + ", ".join(str(int(x.params[1])) for x in inner.params[0]) + "]"))  # fmt: skip


plugin.directive("MembersIndex", _parse_members_index, _print_members_index)


# --- regions whose entry arguments clauses name ------------------------------------------------

# The clauses, in the order they are read and printed and their entry arguments come.
_CLAUSE_ORDER = ("has_device_addr", "host_eval", "in_reduction", "map_entries", "private",
                 "reduction", "task_reduction", "use_device_addr", "use_device_ptr")  # fmt: skip


def _parse_clause(p: Any, keyword: str, spec: dict[str, int], args: list[Any]) -> dict[str, Any]:
    """One clause after its keyword: ``((mod: m,)? entries : types) (private_barrier)?``."""
    out: dict[str, Any] = {"refs": [], "types": [], "syms": [], "byref": [], "maps": []}
    p.expect_punct("(", "expected '('")
    if "mod" in spec and p.consume_keyword("mod"):
        p.expect_punct(":", "expected ':'")
        word = p.parse_keyword()
        p.expect_punct(",", "expected ','")
        if word not in ("defaultmod", "inscan", "task"):  # a failure without a message
            p.custom_error(f"invalid `{keyword}` format")
        out["mod"] = omp_enum("reduction_modifier", word)

    def one() -> None:
        if "byref" in spec:
            out["byref"].append(bool(p.consume_keyword("byref")))
        if "syms" in spec:
            out["syms"].append(p.parse_attribute())
        out["refs"].append(p.parse_operand_ref())
        p.expect_punct("->", "expected '->'")
        if p.lex.kind is not VALUE:
            p.wrong_token("expected SSA operand")
        out.setdefault("args", []).append(p.parse_operand_ref())
        if "maps" in spec:
            if p.consume_punct("["):
                p.parse_keyword("map_idx")
                p.expect_punct("=", "expected '='")
                out["maps"].append(parse_integer(p))
                p.expect_punct("]", "expected ']'")
            else:
                out["maps"].append(-1)

    _comma(p, one)
    p.expect_punct(":", "expected ':'")
    _comma(p, lambda: out["types"].append(p.parse_type()))
    p.expect_punct(")", "expected ')'")
    if "barrier" in spec and p.consume_keyword("private_barrier"):
        out["barrier"] = True
    for (name, at), t in zip(out.get("args", []), out["types"]):
        args.append((name, t, at, None))
    return out


def _block_arg_region(name: str, clauses: list[tuple[str, dict[str, int]]]) -> None:
    """Register directive ``name``: (``$region``, then per clause its arguments, whose
    positions ``spec`` gives: vars, syms, byref, mod, barrier, maps)."""
    order = sorted(clauses, key=lambda c: _CLAUSE_ORDER.index(c[0]))

    def parse(dp: Any, region: Slot, *slots: Any) -> None:
        p = dp.p
        entry: list[Any] = []
        for keyword, spec in order:
            if not p.consume_keyword(keyword):
                continue
            try:
                got = _parse_clause(p, keyword, spec, entry)
            except DiagnosticError as exc:
                if exc.diag.message.endswith(f"invalid `{keyword}` format"):
                    raise
                prefix = f"custom op '{p.custom_ops[-1]}' " if p.custom_ops else ""
                message = f"{prefix}invalid `{keyword}` format"
                exc.followups.append(Diagnostic(Severity.ERROR, message, p.src.loc(p.lex.start)))
                raise
            vars_ = slots[spec["vars"]]
            dp.set_operands(vars_, got["refs"])
            dp.set_types(vars_, got["types"])
            if "syms" in spec:
                dp.set_attr(slots[spec["syms"]], B.array_attr(tuple(got["syms"])))
            if "byref" in spec:
                dp.set_attr(slots[spec["byref"]], get(B.A["dense_array"], (B.I1, tuple(
                    int(b) for b in got["byref"]))))  # fmt: skip
            if "mod" in spec and "mod" in got:
                dp.set_attr(slots[spec["mod"]], got["mod"])
            if "barrier" in spec and got.get("barrier"):
                dp.set_attr(slots[spec["barrier"]], B.unit_attr())
            if "maps" in spec and any(m != -1 for m in got["maps"]):
                maps = get(B.A["dense_array"], (B.I64, tuple(got["maps"])))
                dp.set_attr(slots[spec["maps"]], maps)
        dp.set_region(region, dp.parse_region(entry_args=entry))

    def print_(dp: Any, region: Slot, *slots: Any) -> None:
        p = dp.p
        body = dp.region(region)
        args = list(body.blocks[0].args) if body is not None and body.blocks else []
        offset = 0
        for keyword, spec in order:
            values = dp.operands(slots[spec["vars"]])
            if not values:
                continue
            mine = args[offset : offset + len(values)]
            offset += len(values)
            p.write(keyword + "(")
            mod = dp.attr(slots[spec["mod"]]) if "mod" in spec else None
            if mod is not None:
                p.write("mod: " + enum_word(mod) + ", ")
            syms = dp.attr(slots[spec["syms"]]) if "syms" in spec else None
            byref = dp.attr(slots[spec["byref"]]) if "byref" in spec else None
            maps = dp.attr(slots[spec["maps"]]) if "maps" in spec else None
            for i, v in enumerate(values):
                if i:
                    p.write(", ")
                if byref is not None and i < len(byref.params[1]) and byref.params[1][i]:
                    p.write("byref ")
                if syms is not None and i < len(syms.params[0]):
                    p.print_attribute(syms.params[0][i])
                    p.write(" ")
                p.print_operand(v)
                p.write(" -> ")
                if i < len(mine):
                    p.print_operand(mine[i])
                if maps is not None and i < len(maps.params[1]) and maps.params[1][i] != -1:
                    p.write(f" [map_idx={maps.params[1][i]}]")
            p.write(" : ")
            _print_joined(p, values, lambda v: p.print_type(v.type))
            p.write(") ")
            if "barrier" in spec and dp.attr(slots[spec["barrier"]]) is not None:
                p.write("private_barrier ")
        if body is not None:
            dp.print_region(body, entry_args=False, terminators=True)

    plugin.directive(name, parse, print_)


_PRIVATE = ("private", {"vars": 0, "syms": 2, "barrier": 3})
_REDUCTION = ("reduction", {"mod": 0, "vars": 1, "byref": 3, "syms": 4})
_IN_REDUCTION = ("in_reduction", {"vars": 0, "byref": 2, "syms": 3})


def _shift(clause: tuple[str, dict[str, int]], by: int) -> tuple[str, dict[str, int]]:
    return clause[0], {k: v + by for k, v in clause[1].items()}


_block_arg_region("PrivateRegion", [_PRIVATE])
_block_arg_region("PrivateReductionRegion", [_PRIVATE, _shift(_REDUCTION, 4)])
_block_arg_region("InReductionPrivateRegion", [_IN_REDUCTION, _shift(_PRIVATE, 4)])
_block_arg_region("TaskReductionRegion", [("task_reduction", {"vars": 0, "byref": 2, "syms": 3})])
_block_arg_region("InReductionPrivateReductionRegion",
                  [_IN_REDUCTION, _shift(_PRIVATE, 4), _shift(_REDUCTION, 8)])  # fmt: skip
_block_arg_region("TargetOpRegion", [
    ("has_device_addr", {"vars": 0}), ("host_eval", {"vars": 2}), _shift(_IN_REDUCTION, 4),
    ("map_entries", {"vars": 8}), ("private", {"vars": 10, "syms": 12, "barrier": 13, "maps": 14}),
])  # fmt: skip
_block_arg_region("UseDeviceAddrUseDevicePtrRegion",
                  [("use_device_addr", {"vars": 0}), ("use_device_ptr", {"vars": 2})])  # fmt: skip


# --- omp.loop_nest -----------------------------------------------------------------------------


def _parse_values(p: Any, count: int | None = None) -> list[Any]:
    """``(%a, ...)``; with ``count``, exactly that many (MLIR's "expected N operands")."""
    at = p.lex.start
    p.expect_punct("(", "expected '('")
    refs: list[Any] = []
    if not p.consume_punct(")"):
        _comma(p, lambda: refs.append(p.parse_operand_ref()))
        p.expect_punct(")", "expected ')'")
    if count is not None and len(refs) != count:
        p.custom_error(f"expected {count} operands", at)
    return refs


def _parse_loop_nest(
    dp: Any, lbs: Slot, ubs: Slot, steps: Slot, inclusive: Slot, collapse: Slot, tiles: Slot,
    region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    p.expect_punct("(", "expected '('")
    ivs: list[Any] = []

    def iv() -> None:
        if p.lex.kind is not VALUE:
            p.wrong_token("expected SSA operand")
        ivs.append(p.parse_operand_ref())

    _comma(p, iv)
    p.expect_punct(")", "expected ')'")
    p.expect_punct(":", "expected ':'")
    t = p.parse_type()
    p.expect_punct("=", "expected '='")
    lo = _parse_values(p, len(ivs))
    p.parse_keyword("to")
    hi = _parse_values(p, len(ivs))
    if p.consume_keyword("inclusive"):
        dp.set_attr(inclusive, B.unit_attr())
    p.parse_keyword("step")
    st = _parse_values(p, len(ivs))
    if p.consume_keyword("collapse"):
        p.expect_punct("(", "expected '('")
        n = parse_integer(p)
        p.expect_punct(")", "expected ')'")
        if n > 1:
            dp.set_attr(collapse, B.integer_attr(n, B.I64))
    if p.consume_keyword("tiles"):
        p.expect_punct("(", "expected '('")
        sizes: list[int] = []
        _comma(p, lambda: sizes.append(parse_integer(p)))
        p.expect_punct(")", "expected ')'")
        dp.set_attr(tiles, get(B.A["dense_array"], (B.I64, tuple(sizes))))
    dp.set_region(region, dp.parse_region(entry_args=[(n, t, at, None) for n, at in ivs]))
    for slot, refs in ((lbs, lo), (ubs, hi), (steps, st)):
        dp.set_operands(slot, refs)
        dp.set_types(slot, [t] * len(refs))


def _print_loop_nest(
    dp: Any, lbs: Slot, ubs: Slot, steps: Slot, inclusive: Slot, collapse: Slot, tiles: Slot,
    region: Slot,
) -> None:  # fmt: skip
    p = dp.p
    body = dp.region(region)
    args = list(body.blocks[0].args) if body is not None and body.blocks else []

    def values(vs: list[Any]) -> None:
        p.write("(")
        _print_joined(p, vs, p.print_operand)
        p.write(")")

    values(args)
    p.write(" : ")
    if args:
        p.print_type(args[0].type)
    p.write(" = ")
    values(dp.operands(lbs))
    p.write(" to ")
    values(dp.operands(ubs))
    p.write(" ")
    if dp.attr(inclusive) is not None:
        p.write("inclusive ")
    p.write("step ")
    values(dp.operands(steps))
    p.write(" ")
    c = dp.attr(collapse)
    if c is not None and int(c.params[1]) > 1:
        p.write(f"collapse({int(c.params[1])}) ")
    t = dp.attr(tiles)
    if t is not None:
        p.write("tiles(" + ", ".join(str(x) for x in t.params[1]) + ") ")
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=True)


plugin.directive("LoopNest", _parse_loop_nest, _print_loop_nest)
plugin.assembly_format(
    "OmpLoopNest",
    "custom<LoopNest>($loop_lower_bounds, $loop_upper_bounds, $loop_steps, $loop_inclusive, "
    "$collapse_num_loops, $tile_sizes, $region) attr-dict",
)


# --- loop transformations: omp.canonical_loop, omp.unroll_heuristic, omp.tile ------------------


def _cli_type() -> Attribute:
    from irdl.runtime.library import LIBRARY

    info = next(i for i in LIBRARY.load("omp") or () if i.name == "omp")
    return get(info.types.get("cli") or info.types["!cli"], ())


def _parse_canonical_loop(dp: Any, trip: Slot, trip_type: Slot, cli: Slot, region: Slot) -> None:
    """``(%cli)`` if there, then ``%iv : T in range(%n)`` and the body (%n of type T)."""
    p = dp.p
    if p.consume_punct("("):
        dp.set_operands(cli, [p.parse_operand_ref()])
        dp.set_types(cli, [_cli_type()])
        p.expect_punct(")", "expected ')'")
    at = p.lex.start
    name, _ = p.parse_operand_ref()
    p.expect_punct(":", "expected ':'")
    t = p.parse_type()
    iv = (name, t, at, p.parse_trailing_location())
    p.parse_keyword("in")
    p.parse_keyword("range")
    p.expect_punct("(", "expected '('")
    dp.set_operands(trip, [p.parse_operand_ref()])
    dp.set_types(trip, [t])
    p.expect_punct(")", "expected ')'")
    dp.set_region(region, dp.parse_region(entry_args=[iv]))


def _print_canonical_loop(dp: Any, trip: Slot, trip_type: Slot, cli: Slot, region: Slot) -> None:
    p = dp.p
    for v in dp.operands(cli):
        p.write("(")
        p.print_operand(v)
        p.write(")")
    body = dp.region(region)
    args = list(body.blocks[0].args) if body is not None and body.blocks else []
    p.write(" ")
    if args:
        p.print_operand(args[0])
        p.write(" : ")
        p.print_type(args[0].type)
    p.write(" in range(")
    _print_joined(p, dp.operands(trip), p.print_operand)
    p.write(") ")
    if body is not None:
        dp.print_region(body, entry_args=False, terminators=True)


plugin.directive("CanonicalLoop", _parse_canonical_loop, _print_canonical_loop)
plugin.assembly_format(
    "OmpCanonicalLoop",
    "`` custom<CanonicalLoop>($tripCount, type($tripCount), $cli, $region) attr-dict",
)


def _parse_unroll_applyee(dp: Any, applyee: Slot) -> None:
    """``(%cli)``, then ``-> ()`` if there (full unrolling generates no loop)."""
    p = dp.p
    p.expect_punct("(", "expected '('")
    dp.set_operands(applyee, [p.parse_operand_ref()])
    dp.set_types(applyee, [_cli_type()])
    p.expect_punct(")", "expected ')'")
    if p.consume_punct("->"):
        p.expect_punct("(", "expected '('")
        p.expect_punct(")", "expected ')'")


def _print_unroll_applyee(dp: Any, applyee: Slot) -> None:
    dp.p.write("(")
    _print_joined(dp.p, dp.operands(applyee), dp.p.print_operand)
    dp.p.write(")")


plugin.directive("UnrollApplyee", _parse_unroll_applyee, _print_unroll_applyee)
plugin.assembly_format("OmpUnrollHeuristic", "`` custom<UnrollApplyee>($applyee) attr-dict")


def _parse_transform_clis(dp: Any, generatees: Slot, applyees: Slot) -> None:
    """``(%gen, ...) <- (%applyee, ...)``, the generatees optional."""
    p = dp.p

    def values() -> list[Any]:
        p.expect_punct("(", "expected '('")
        refs: list[Any] = []
        if not p.consume_punct(")"):
            _comma(p, lambda: refs.append(p.parse_operand_ref()))
            p.expect_punct(")", "expected ')'")
        return refs

    gen = values() if p.at_punct("(") else []
    p.expect_punct("<", "expected '<'")
    p.expect_punct("-", "expected '-'")
    app = values()
    for slot, refs in ((generatees, gen), (applyees, app)):
        dp.set_operands(slot, refs)
        dp.set_types(slot, [_cli_type()] * len(refs))


def _print_transform_clis(dp: Any, generatees: Slot, applyees: Slot) -> None:
    p = dp.p
    gen = dp.operands(generatees)
    if gen:
        p.write("(")
        _print_joined(p, gen, p.print_operand)
        p.write(")")
    p.write(" <- (")
    _print_joined(p, dp.operands(applyees), p.print_operand)
    p.write(")")


plugin.directive("LoopTransformClis", _parse_transform_clis, _print_transform_clis)


# --- omp.target_allocmem --------------------------------------------------------------------------


def _parse_allocmem(
    dp: Any, device: Slot, device_type: Slot, in_type: Slot, params: Slot, param_types: Slot,
    shape: Slot, result_type: Slot,
) -> None:  # fmt: skip
    """``%device : T, in_type``, then ``(%len, ... : types)`` and ``, %extent, ...``."""
    p = dp.p
    dp.set_operands(device, [p.parse_operand_ref()])
    p.expect_punct(":", "expected ':'")
    dp.set_types(device, [p.parse_type()])
    p.expect_punct(",", "expected ','")
    dp.set_attr(in_type, B.type_attr(p.parse_type()))
    lens: list[Any] = []
    len_types: list[Any] = []
    if p.consume_punct("("):
        _comma(p, lambda: lens.append(p.parse_operand_ref()))
        p.expect_punct(":", "expected ':'")
        _comma(p, lambda: len_types.append(p.parse_type()))
        p.expect_punct(")", "expected ')'")
    extents: list[Any] = []
    if p.consume_punct(","):
        _comma(p, lambda: extents.append(p.parse_operand_ref()))
    dp.set_operands(params, lens)
    dp.set_types(params, len_types)
    dp.set_operands(shape, extents)
    dp.set_types(shape, [B.INDEX] * len(extents))
    dp.set_types(result_type, [B.I64])


def _print_allocmem(
    dp: Any, device: Slot, device_type: Slot, in_type: Slot, params: Slot, param_types: Slot,
    shape: Slot, result_type: Slot,
) -> None:  # fmt: skip
    p = dp.p
    for v in dp.operands(device):
        p.print_operand(v)
        p.write(" : ")
        p.print_type(v.type)
    p.write(", ")
    t = dp.attr(in_type)
    if t is not None:
        p.print_type(t.params[0] if t.defn is B.A["type"] else t)
    lens = dp.operands(params)
    if lens:
        p.write("(")
        _print_joined(p, lens, p.print_operand)
        p.write(" : ")
        _print_joined(p, lens, lambda v: p.print_type(v.type))
        p.write(")")
    for v in dp.operands(shape):
        p.write(", ")
        p.print_operand(v)


plugin.directive("TargetAllocMem", _parse_allocmem, _print_allocmem)
plugin.assembly_format(
    "OmpTargetAllocMem",
    "custom<TargetAllocMem>($device, type($device), $in_type, $typeparams, type($typeparams), "
    "$shape, type($odsResult0)) attr-dict",
)


# --- names: omp.new_cli's result, omp.canonical_loop's induction variable ------------------------

_ISOLATED = ("builtin.module", "func.func", "llvm.func", "gpu.func", "gpu.module", "spirv.func",
             "omp.private", "omp.declare_reduction", "omp.declare_mapper")  # fmt: skip


def _position(op: Any) -> tuple[int, bool]:
    """The operation's index among the operations holding regions in its region (blocks in
    order), and whether it is the only one."""
    block = op.parent
    region = block.parent if block is not None else None
    if region is None:
        return 0, True
    index, count = 0, 0
    for block in region.blocks:
        for o in block.ops:
            if o is op:
                index = count
            if o.regions:
                count += 1
    return index, count <= 1


def _loop_suffix(loop: Any) -> str:
    """MLIR's name suffix for a canonical loop from where it is nested: ``_s<i>`` for its
    position among operations with regions when not alone (always for the loop itself
    unless its region belongs to an operation of several regions or a function),
    ``_r<i>`` for the region of an operation with several, ``_d<n>`` for loops nested
    alone in loops."""
    parts: list[str] = []  # innermost first
    o = loop
    innermost = True
    depth_base = None
    while o is not None:
        index, unique = _position(o)
        block = o.parent
        region = block.parent if block is not None else None
        parent = region.parent if region is not None else None
        top = parent is None or parent.name in _ISOLATED
        several = parent is not None and not top and len(parent.regions) > 1
        if innermost and unique and parent is not None and not top and not several:
            chain = _depth_chain(loop)
            if chain is not None:
                base, depth = chain
                depth_base = (base, depth)
                break
        if not unique or (innermost and not top and not several):
            parts.append(f"_s{index}")
        if several:
            parts.append(f"_r{parent.regions.index(region)}")
        innermost = False
        if top:
            break
        o = parent
    if depth_base is not None:
        base, depth = depth_base
        return _loop_suffix(base) + f"_d{depth}"
    return "".join(reversed(parts))


def _depth_chain(loop: Any) -> tuple[Any, int] | None:
    """(the outermost loop, the depth) when ``loop`` sits alone, through operations of one
    region that are alone in theirs, in another canonical loop."""
    depth = 0
    o = loop
    while True:
        index, unique = _position(o)
        block = o.parent
        region = block.parent if block is not None else None
        parent = region.parent if region is not None else None
        if not unique or parent is None or parent.name in _ISOLATED or len(parent.regions) > 1:
            return (o, depth) if depth else None
        o = parent
        if o.name == "omp.canonical_loop":
            depth += 1
            loop = o


def _iv_names(op: Any, region: Any) -> list[str]:
    return ["iv" + _loop_suffix(op)]


def _cli_name(op: Any) -> str:
    """From the operation generating the loop: ``canonloop<suffix>`` for a canonical loop,
    ``grid<i>``/``intratile<i>`` for omp.tile's generatees, else ``cli``."""
    result = op.results[0]
    for user in dict.fromkeys(result.uses):
        for index, v in enumerate(user.operands):
            if v is not result:
                continue
            if user.name == "omp.canonical_loop" and index == 1:
                return "canonloop" + _loop_suffix(user)
            if user.name == "omp.tile":
                name = _tile_name(user, index)
                if name is not None:
                    return name
    return "cli"


def _tile_name(tile: Any, index: int) -> str | None:
    from irdl.plugin import inherent

    sizes = inherent(tile, "operandSegmentSizes")
    generatees = int(sizes.params[1][0]) if sizes is not None else 0
    if index < generatees // 2:
        return f"grid{index + 1}"
    if index < generatees:
        return f"intratile{index - generatees // 2 + 1}"
    return None


BLOCK_ARG_NAMES["omp.canonical_loop"] = _iv_names
plugin.result_names("OmpNewCli", _cli_name)
