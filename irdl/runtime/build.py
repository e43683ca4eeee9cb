"""Definitions compiled into what the core runs: ``DialectInfo``, ``OpInfo`` and
``DialectAttrDef`` with their parsers, printers and verifiers.

Staged as upstream's IRDL loading is: every dialect of a file is created empty, then every
type and attribute definition is allocated (so definitions may refer to each other,
cyclically, across dialects of the file), then constraints, formats and verifiers are
compiled. Registration in a context is the caller's last step, so a file that fails to
compile registers nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from core import builtin as B
from core.attributes import AttrDef, Attribute
from core.attributes import get as attr_get
from core.context import DialectProvider
from core.diagnostics import UNKNOWN_LOC, Diagnostic, DiagnosticError, Loc, Severity
from core.ir import Operation, Region
from core.registry import DialectAttrDef, DialectInfo, OpInfo
from core.verifier import op_diagnostic
from irdl.checks import result_names, verifiers  # noqa: F401  (the library registers on import)
from irdl.checks.predicates import (
    compile_predicate,
    isa_key,
    storage_class,
    storage_class_name,
)
from irdl.checks.traits import (
    Checks,
    apply_traits,
    parse_trait,
    type_equalities,
    type_relations,
)
from irdl.format import range_types, stripped_types, switch_cases  # noqa: F401  (shared)
from irdl.format.attrs import ParamFormat
from irdl.format.grammar import FormatError, custom_directives
from irdl.format.ops import Arg, AttrSyntax, OpFormat, OpShape
from irdl.plugin import (
    ASSEMBLY_FORMATS,
    ATTRIBUTE_VERIFIERS,
    DEFAULT_DIALECTS,
    DIRECTIVES,
    PARAM_DIRECTIVES,
    RESULT_NAMES,
    RESULT_TYPES,
    TYPE_VERIFIERS,
    UNKNOWN_OPERATIONS,
    USES,
    VERIFIERS,
    Check,
    fail,
    missing,
)
from irdl.runtime import constraints as C
from irdl.runtime.defs import Constraint, DialectDef, OpDef, TypeDef, Variadicity
from irdl.runtime.ods import OdsChecker, region_defs

# key ("!d.name" / "#d.name") -> definition, for bases and parametric constraints
Resolver = Callable[[str], AttrDef | None]
# Context option: an operation whose C++ verifier no plug-in reproduces is an error.
STRICT_VERIFIERS = "irdl-strict-verifiers"


class DefinitionError(Exception):
    """A definition that cannot be compiled (an unknown trait, a bad format...)."""

    def __init__(self, message: str, loc: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.loc = loc


def build_dialects(
    defs: Iterable[DialectDef],
    known: Resolver,
    reuse: dict[str, DialectAttrDef] | None = None,
    provider: DialectProvider | None = None,
) -> list[DialectInfo]:
    """Compile a file's dialects; ``known`` resolves definitions loaded before it.
    ``reuse``: type and attribute objects to compile onto (the IRDL bootstrap)."""
    defs = list(defs)
    infos = [DialectInfo(d.name) for d in defs]
    local: dict[str, DialectAttrDef] = {}
    # What each type/attribute definition compiles onto: a new definition object, or the
    # core's for builtin values (their syntax is the core's; the file says what they may
    # be). Declarations that name an already loaded definition compile to nothing.
    targets: list[tuple[TypeDef, AttrDef]] = []
    for info, d in zip(infos, defs):
        info.defn = d
        info.partial = d.partial
        info.allow_unknown_ops = UNKNOWN_OPERATIONS.get(d.name, False)
        info.verify_attribute = ATTRIBUTE_VERIFIERS.get(d.name)
        for t in (*d.types, *d.attributes):
            key = ("!" if t.is_type else "#") + d.name + "." + t.name
            core = B.BY_KEY.get(key)
            if core is not None:
                targets.append((t, core))
                continue
            existing = known(key) if _is_declaration(t) else None
            if isinstance(existing, DialectAttrDef):
                a = existing
            else:
                a = (reuse or {}).get(key) or DialectAttrDef(d.name, t.name, t.is_type)
                targets.append((t, a))
            (info.types if t.is_type else info.attrs)[t.name] = a
            local[a.key] = a

    by_name = {info.name: info for info in infos}

    def resolve(key: str) -> AttrDef | None:
        found = local.get(key) or B.BY_KEY.get(key) or known(key)
        if found is None:  # a dialect's table also holds what its supplements add later
            ns, _, name = key[1:].partition(".")
            info = by_name.get(ns)
            if info is not None:
                found = (info.types if key.startswith("!") else info.attrs).get(name)
        return found

    for t, target in targets:
        with _at_definition(t.loc):
            _compile_type(t, target, resolve)
    for info, d in zip(infos, defs):
        for o in d.operations:
            with _at_definition(o.loc):
                op = _compile_op(d, o, resolve)
            info.ops[op.name] = op
    _read_defaults(infos, defs, provider)
    return infos


def _read_defaults(
    infos: list[DialectInfo], defs: list[DialectDef], provider: DialectProvider | None
) -> None:
    """Default attribute values, written as text: read now that the file's dialects (which
    they may name) exist."""
    from core.context import Context

    ctx = Context(allow_unregistered_dialects=False)
    # other dialects' attributes (`#arith.fastmath<none>` as a complex op's default) come
    # from ``provider`` (the standard library)
    names = {info.name for info in infos}
    ctx.provider = lambda c, ns: None if ns in names or provider is None else provider(c, ns)
    for info in infos:
        ctx.register(info)
    for info, d in zip(infos, defs):
        for o in d.operations:
            if not o.defaults:
                continue
            op = info.ops[f"{d.name}.{o.name}"]
            values = {}
            for name, text in o.defaults:
                with _at_definition(o.loc):
                    try:
                        values[name] = ctx.parse_attribute(text)
                    except DiagnosticError as exc:
                        raise DefinitionError(
                            f"default value of '{name}': {exc.diag.message}"
                        ) from None
            optional = {a.name for a in o.attributes if a.variadicity is Variadicity.optional}
            op.defaults = {k: v for k, v in values.items() if k not in optional}
            op.print_defaults.update(values)


def _is_declaration(t: TypeDef) -> bool:
    """A type or attribute definition that says nothing (``irdl.attribute @"#fastmath"``,
    as tblgen-to-irdl writes a kind it cannot describe). When a definition of that name is
    already loaded (the standard library's, or an earlier file's), it names that one;
    otherwise it is what upstream makes of it, a kind without parameters."""
    return not t.parameters and not t.constraints and t.assembly_format is None


@contextmanager
def _at_definition(loc: str) -> Iterator[None]:
    """A DefinitionError without a position gets the definition's."""
    try:
        yield
    except DefinitionError as exc:
        exc.loc = exc.loc or loc
        raise


# --- constraints -----------------------------------------------------------------------------


def compile_program(constraints: tuple[Constraint, ...], resolve: Resolver) -> C.Program:
    kinds: list[int] = []
    data: list[Any] = []
    for c in constraints:
        if c.kind == "is":
            kinds.append(C.IS)
            data.append(C.as_value(c.value))
        elif c.kind == "base":
            assert c.base is not None
            defn = resolve(c.base)
            name = c.base[1:] if defn is None else C.base_name(defn)
            kinds.append(C.BASE_TYPE if c.base.startswith("!") else C.BASE_ATTR)
            data.append((c.base, name))
        elif c.kind == "parametric":
            assert c.base is not None
            defn = resolve(c.base)
            if defn is None:
                raise DefinitionError(f"unknown definition '{c.base}'", c.loc)
            kinds.append(C.PARAM_TYPE if defn.is_type else C.PARAM_ATTR)
            data.append((defn, c.args))
        elif c.kind == "any":
            kinds.append(C.ANY)
            data.append(None)
        elif c.kind == "any_of":
            kinds.append(C.ANY_OF)
            data.append(c.args)
        elif c.kind == "all_of":
            kinds.append(C.ALL_OF)
            data.append(c.args)
        else:
            kinds.append(C.CPRED)
            data.append(compile_predicate(c.pred or ""))
    return C.Program(kinds, data)


def _attr_syntax(prog: C.Program, slot: int, resolve: Resolver) -> AttrSyntax:
    """How an attribute constrained by ``slot`` reads and prints in a format."""
    kind = prog.kinds[slot]
    data = prog.data[slot]
    if kind == C.ALL_OF and data:
        return _attr_syntax(prog, data[0], resolve)
    if kind == C.ANY_OF and data and _attr_syntax(prog, data[0], resolve).kind == "unit":
        return AttrSyntax("unit")  # unit or false (ODS's UnitProp): a flag
    key = None
    if kind == C.BASE_ATTR:
        key = data[0]
    elif kind == C.PARAM_ATTR:
        key = data[0].key
    elif kind == C.IS and isinstance(data, Attribute) and not data.defn.is_type:
        key = data.defn.key
    if key is None:
        return AttrSyntax()
    simple = {
        "#builtin.symbol_ref": "symbol_ref", "#builtin.string": "string",
        "#builtin.array": "array", "#builtin.unit": "unit",
    }  # fmt: skip
    if key in simple:
        return AttrSyntax(simple[key])
    defn = resolve(key)
    if isinstance(defn, DialectAttrDef):
        return AttrSyntax("dialect", defn)
    return AttrSyntax()


def _solve(prog: C.Program, goals: list[tuple[Attribute, int, str]]) -> tuple[str, int] | None:
    """Greedy evaluation of (value, slot, why) goals, then, if it fails and an any_of
    could have chosen otherwise, the complete search. None, or the greedy message and the
    index of the goal that failed."""
    solver = C.Solver(prog)
    for i, (value, slot, why) in enumerate(goals):
        err = solver.check(value, slot, True, why)
        if err is not None:
            if prog.has_any_of and C.Solver(prog).search([(v, s) for v, s, _ in goals]):
                return None
            return err, i
    return None


# --- types and attributes ----------------------------------------------------------------------


def _compile_type(t: TypeDef, a: AttrDef, resolve: Resolver) -> None:
    """The checks (and, but for builtin values, whose syntax is the core's, the syntax) of
    a type or attribute definition."""
    prog = compile_program(t.constraints, resolve)
    slots = [p.constraint for p in t.parameters]
    names = [p.name for p in t.parameters]
    named = None
    if t.verifier is not None:
        named = TYPE_VERIFIERS.get(t.verifier)
        if named is None:
            raise DefinitionError(missing("type verifier", t.verifier))
    elif t.cpp_verifier is not None:  # C++'s, when a plug-in reproduces it
        named = TYPE_VERIFIERS.get(t.cpp_verifier)
    text = t.assembly_format
    if text is None and t.cpp_assembly_format is not None:  # C++'s, from a plug-in
        text = ASSEMBLY_FORMATS.get(t.cpp_assembly_format)
    # ODS's format, kept by name when it did not compile as generated: used once plug-ins
    # provide its custom directives and the engine reads it; else the generic form
    ods = None
    if text is None and t.ods_assembly_format is not None:
        if custom_directives(t.ods_assembly_format) <= set(PARAM_DIRECTIVES):
            ods = t.ods_assembly_format
    builtin = not isinstance(a, DialectAttrDef)
    if isinstance(a, DialectAttrDef):
        syntax = {n: _attr_syntax(prog, s, resolve) for n, s in zip(names, slots)}
        # the attribute's own type is no part of its syntax (`` : type`` follows it)
        own = [n for n in names if n != t.self_type]
        try:
            fmt = ParamFormat(own, syntax, text if ods is None else ods)
        except FormatError as exc:
            if ods is None:
                raise DefinitionError(exc.message) from None
            fmt = ParamFormat(own, syntax, None)
        if t.self_type in names:
            a.self_type = names.index(t.self_type)
            a.parse, a.print = _with_self_type(fmt, a.self_type)
        else:
            a.parse = fmt.parse
            a.print = fmt.print
    expected = len(slots)
    overrides = [(t.constraints[s].message, t.constraints[s].at_parameter) for s in slots]

    def verify(params: tuple[Any, ...]) -> tuple[str, int] | None:
        if len(params) != expected:
            return f"expected {expected} type arguments, but had {len(params)}", -1
        if builtin:  # the core's parameter values, seen as attributes (None: absent)
            views = B.parameter_views(a, params)
            goals = [(C.as_value(v), s, f"parameter '{n}'")
                     for v, s, n in zip(views, slots, names) if v is not None]  # fmt: skip
            indices = [i for i, v in enumerate(views) if v is not None]
        else:  # an absent optional parameter (None) is not checked
            goals = [(C.as_value(p), s, f"parameter '{n}'")
                     for p, s, n in zip(params, slots, names) if p is not None]  # fmt: skip
            indices = [i for i, p in enumerate(params) if p is not None]
        failure = _solve(prog, goals)
        if failure is not None:
            index = indices[failure[1]]
            message, at_parameter = overrides[index]
            return message or failure[0], index if at_parameter else -1
        if named is not None:
            return named(params)
        return None

    if builtin:
        # Builtin values are checked where the parser builds them: once per value.
        checked: set[tuple[Any, ...]] = set()

        def verify_once(params: tuple[Any, ...]) -> tuple[str, int] | None:
            if params in checked:
                return None
            failure = verify(params)
            if failure is None:
                checked.add(params)
            return failure

        a.verify = verify_once
    else:
        a.verify = verify
    a.defn = t
    if t.verifier is not None:
        USES[a.key] = lambda: {("type verifier", t.verifier or "")}


# --- operations ------------------------------------------------------------------------------


def _pieces(o: OpDef) -> set[tuple[str, str]]:
    """What an operation's definition names that plug-ins provide."""
    from irdl.format.grammar import Custom, parse_format

    used = {("trait", parse_trait(text)[0]) for text in o.traits}
    if o.verifier is not None or o.cpp_verifier in VERIFIERS:
        used.add(("verifier", o.verifier or o.cpp_verifier or ""))
    if o.cpp_assembly_format in ASSEMBLY_FORMATS:
        used.add(("assembly format", o.cpp_assembly_format or ""))
    if o.result_names is not None:
        used.add(("result name hint", o.result_names))
    text, _ = op_syntax(o)
    if text is not None:
        try:
            elements = parse_format(text)
        except Exception:  # reported where the format is compiled
            elements = ()
        stack = list(elements)
        while stack:
            e = stack.pop()
            if isinstance(e, Custom):
                used.add(("directive", e.name))
            stack.extend(getattr(e, "then", ()) or ())
            stack.extend(getattr(e, "otherwise", ()) or ())
    return used


def _compile_op(d: DialectDef, o: OpDef, resolve: Resolver) -> OpInfo:
    info = OpInfo(f"{d.name}.{o.name}")
    info.defn = o
    USES[info.name] = lambda: _pieces(o)  # computed only when a plug-in fails
    info.default_dialect = o.default_dialect or DEFAULT_DIALECTS.get(info.name, "")
    prog = compile_program(o.constraints, resolve)
    try:
        on_entry, on_exit = apply_traits(info, o.traits)
    except ValueError as exc:
        raise DefinitionError(str(exc)) from None
    hint = o.result_names
    if hint is None and o.cpp_result_names in RESULT_NAMES:
        hint = o.cpp_result_names
    if hint is None and d.ods and len(o.results) > 1:
        hint = "ResultNames"  # ODS names the results of an op with several result groups
    if hint is not None:
        if hint == "ResultNames":  # each result, or group of results, by its name
            info.result_names = _group_names(o)
        elif hint.startswith("%"):  # one name for the single result: "%alloc"
            fixed = hint[1:]
            info.result_names = lambda op: fixed if len(op.results) == 1 else None
        elif hint not in RESULT_NAMES:
            raise DefinitionError(missing("result name hint", hint))
        else:
            info.result_names = RESULT_NAMES[hint]
    named = None
    if o.verifier is not None:
        named = VERIFIERS.get(o.verifier)
        if named is None:
            raise DefinitionError(missing("verifier", o.verifier))
    elif o.cpp_verifier is not None:
        named = VERIFIERS.get(o.cpp_verifier)
    attr_names = [a.name for a in o.attributes]
    multi_operands = sum(a.variadicity != "single" for a in o.operands) > 1
    multi_results = sum(a.variadicity != "single" for a in o.results) > 1
    info.uses_properties = d.properties
    inherent = set(attr_names)
    if d.properties:
        if multi_operands:
            inherent.add("operandSegmentSizes")
        if multi_results:
            inherent.add("resultSegmentSizes")
    info.inherent = frozenset(inherent)

    named_verify = named.verify if named is not None else None
    if named is None and o.cpp_verifier is not None:
        named_verify = _unreproduced(o.cpp_verifier)
    if d.ods and d.properties:
        info.convert_property = _property_conversion(o, prog, multi_operands, multi_results)
    ods = OdsChecker(o, prog) if d.ods else None
    if ods is not None:
        info.verify = _ods_verify(ods, on_entry, named_verify)
    else:
        checker = _OpChecker(o, prog)

        def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
            if not checker.verify(op, diags):
                return False
            for check, args, _ in on_entry:
                if not check(op, args, diags, ctx):
                    return False
            if named_verify is not None:
                return named_verify(op, diags, ctx)
            return True

        info.verify = verify
    if on_exit or (named is not None and named.verify_regions is not None):

        def verify_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
            for check, args, _ in on_exit:
                if not check(op, args, diags, ctx):
                    return False
            if named is not None and named.verify_regions is not None:
                return named.verify_regions(op, diags, ctx)
            return True

        info.verify_regions = verify_regions
    if named is not None and named.verify_symbol_uses is not None:
        info.verify_symbol_uses = named.verify_symbol_uses
    fmt_text, info.no_custom_form = op_syntax(o)
    if fmt_text is not None:
        shape = OpShape(
            info.name,
            [Arg(a.name, a.variadicity.value, a.constraint) for a in o.operands],
            [Arg(a.name, a.variadicity.value, a.constraint) for a in o.results],
            {a.name: _op_attr_syntax(prog, o, a.constraint, resolve, d.ods) for a in o.attributes},
            [r.name for r in o.regions],
            [Arg(s.name, s.variadicity.value) for s in o.successors],
            _fixed_types(prog, o.constraints, resolve),
            d.properties,
            type_relations(o.traits),
            info.print_defaults,
            frozenset(r.name for r in o.regions if r.variadicity is Variadicity.variadic),
            ods.type_problem if ods is not None else None,
            ods.attribute_problem if ods is not None and d.properties else None,
            type_equalities(o.traits, [a.name for a in o.operands],
                            [a.name for a in o.results], [a.name for a in o.attributes]),
            RESULT_TYPES.get(o.cpp_result_types or ""),
        )  # fmt: skip
        try:
            fmt = OpFormat(shape, fmt_text)
        except FormatError as exc:
            if o.assembly_format is not None:
                raise DefinitionError(f"'{info.name}': {exc.message}") from None
            # ODS's format, or a plug-in's for C++'s: the operation keeps its generic form
            # and the coverage report says why.
            info.no_custom_form = f"its assembly format does not compile ({exc.message})"
            return info
        info.parse = fmt.parse
        info.print = fmt.print
    return info


def _with_self_type(
    fmt: ParamFormat, index: int
) -> tuple[Callable[[Any], tuple[Any, ...]], Callable[[Any, Attribute], str]]:
    """``fmt``'s parse and print, with the attribute's type (parameter ``index``, which the
    parser fills from `` : type``) left out: None where it is read."""

    def parse(p: Any) -> tuple[Any, ...]:
        params = list(fmt.parse(p))
        params.insert(index, None)
        return tuple(params)

    def print_(attrs: Any, a: Attribute) -> str:
        return fmt.print_params(attrs, a.params[:index] + a.params[index + 1 :])

    return parse, print_


def _fixed_types(
    prog: C.Program, constraints: tuple[Constraint, ...], resolve: Resolver
) -> dict[int, Attribute | Callable[[], Attribute | None]]:
    """Constraint variable -> the one type it allows (a format may leave it out): an
    ``irdl.is``, a dialect's definition without parameters, or a C++ predicate asking only
    for a plug-in's class that stands for one (ODS's buildable dialect types); for a type a
    supplement of the dialect declares, what makes it once the supplement has loaded."""
    out: dict[int, Attribute | Callable[[], Attribute | None]] = {}
    for slot, kind in enumerate(prog.kinds):
        if kind == C.CPRED:
            key = isa_key(constraints[slot].pred or "")
            if key is None or not key.startswith("!"):
                continue
            defn = resolve(key)
            if defn is None:
                out[slot] = _deferred_type(key, resolve)
            elif (made := _parameterless(defn)) is not None:
                out[slot] = made
            continue
        value = _singleton(prog, slot, resolve)
        if value is not None and value.defn is B.A["type"]:
            out[slot] = value.params[0]
    return out


def _parameterless(defn: AttrDef | None) -> Attribute | None:
    """The one value of a dialect's type definition without parameters."""
    if not isinstance(defn, DialectAttrDef) or not isinstance(defn.defn, TypeDef):
        return None
    return attr_get(defn, ()) if not defn.defn.parameters else None


def _deferred_type(key: str, resolve: Resolver) -> Callable[[], Attribute | None]:
    """What makes the type ``key`` once it can be resolved (kept from then on)."""
    made: list[Attribute] = []

    def make() -> Attribute | None:
        if not made:
            value = _parameterless(resolve(key))
            if value is None:
                return None
            made.append(value)
        return made[0]

    return make


def _singleton(prog: C.Program, slot: int, resolve: Resolver) -> Attribute | None:
    """The one value a constraint allows, if it allows one only: an ``irdl.is``, the
    ``irdl.base`` of a dialect's definition without parameters, or an
    ``irdl.parametric`` of a dialect's definition whose arguments are such."""
    kind, data = prog.kinds[slot], prog.data[slot]
    if kind == C.IS:
        return data if isinstance(data, Attribute) else None
    defn: Any = None
    params: list[Any] = []
    if kind == C.BASE_TYPE:
        defn = resolve(data[0])
    elif kind == C.PARAM_TYPE:
        defn = data[0]
        for arg in data[1]:
            value = _singleton(prog, arg, resolve)
            if value is None:
                return None
            params.append(value.params[0] if value.defn is B.A["type"] else value)
    if not isinstance(defn, DialectAttrDef) or not isinstance(defn.defn, TypeDef):
        return None
    if len(defn.defn.parameters) != len(params) or defn.verify is None:
        return None
    made = attr_get(defn, tuple(params))
    return None if defn.verify(made.params) is not None else B.type_attr(made)


def _group_names(o: OpDef) -> Callable[[Operation], tuple[Any, ...] | None]:
    """The ``ResultNames`` hint: each result group's name (``("sizes", 2)`` for a variadic
    group of two, printed ``%sizes:2``)."""
    from irdl.format.ops import value_groups

    names = tuple(r.name for r in o.results)
    if all(r.variadicity is Variadicity.single for r in o.results):
        return lambda op: names if len(op.results) == len(names) else None

    def hint(op: Operation) -> tuple[Any, ...] | None:
        groups = value_groups(op, o)
        sized = [(n, len(groups.get(n, ()))) for n in names]
        if sum(k for _, k in sized) != len(op.results):
            return None
        return tuple(n if k == 1 else (n, k) for n, k in sized if k)

    return hint


def op_syntax(o: OpDef) -> tuple[str | None, str | None]:
    """The assembly format an operation is read and printed with (None: generic form
    only) and, when it has a custom form elsewhere but none here, why."""
    if o.assembly_format is not None:
        return o.assembly_format, None
    if o.cpp_assembly_format is not None:
        text = ASSEMBLY_FORMATS.get(o.cpp_assembly_format)
        if text is None:
            return None, f"its C++ parser ({o.cpp_assembly_format}) has no plug-in"
        return text, None
    if o.ods_assembly_format is not None:
        # (kept by name when it did not compile as generated: tried again, for the engine
        # or the plug-ins may have grown since; one that still fails says why)
        lacking = sorted(custom_directives(o.ods_assembly_format) - set(DIRECTIVES))
        if lacking:
            return None, f"no plug-in provides custom<{'>, custom<'.join(lacking)}>"
        return o.ods_assembly_format, None
    return None, None


def _unreproduced(name: str) -> Check:
    """The verifier of an operation whose C++ verifier no plug-in provides: the operation
    is checked against its declaration only, unless the context is strict."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        if ctx is not None and ctx.options.get(STRICT_VERIFIERS):
            return fail(diags, op, f"has a C++ verifier ({name}) that no plug-in reproduces "
                        "(--strict-verifiers)")  # fmt: skip
        return True

    return verify


def _op_attr_syntax(
    prog: C.Program, o: OpDef, slot: int, resolve: Resolver, ods: bool
) -> AttrSyntax:
    """An operation's attribute syntax; an `ods` dialect's checks the kind it reads."""
    syntax = _attr_syntax(prog, slot, resolve)
    if not ods:
        return syntax
    if syntax.kind == "generic" and prog.kinds[slot] == C.CPRED:
        # ODS reads an attribute of these classes by its own first token (an optional
        # group anchored on it is there only at `[`, a string, `@`)
        cls = storage_class_name(o.constraints[slot].pred or "")
        kind = {"ArrayAttr": "array", "StringAttr": "string", "SymbolRefAttr": "symbol_ref",
                "FlatSymbolRefAttr": "symbol_ref"}.get(cls or "")  # fmt: skip
        if kind is not None:
            syntax = AttrSyntax(kind)
    return dataclasses.replace(syntax, storage=_storage(prog, o.constraints, slot))


def _property_conversion(
    o: OpDef, prog: C.Program, operand_segments: bool, result_segments: bool
) -> Callable[[str, Attribute], str | None]:
    """What ODS's setPropertiesFromAttr says of a value for a property: None if it can
    hold it. A property holds the attribute class its constraint asks for first."""
    from core.printer import attr_to_str

    storage = {a.name: _storage(prog, o.constraints, a.constraint) for a in o.attributes}
    groups = {"operandSegmentSizes": len(o.operands) if operand_segments else None,
              "resultSegmentSizes": len(o.results) if result_segments else None}  # fmt: skip

    def convert(name: str, value: Attribute) -> str | None:
        count = groups.get(name)
        if count is not None:
            if value.defn is not B.A["dense_array"] or value.params[0] is not B.integer_type(32):
                return "expected DenseI32ArrayAttr for key `value`"
            if len(value.params[1]) != count:
                return f"size mismatch in attribute conversion: {len(value.params[1])} vs {count}"
            return None
        check = storage.get(name)
        if check is not None and not check(value):
            return f"Invalid attribute `{name}` in property conversion: {attr_to_str(value)}"
        return None

    return convert


def _storage(
    prog: C.Program, constraints: tuple[Constraint, ...], slot: int
) -> Callable[[Attribute], bool] | None:
    """The attribute class a constraint asks for first (None: any attribute)."""
    kind, data = prog.kinds[slot], prog.data[slot]
    if kind == C.IS:
        return lambda v: v.defn is data.defn
    if kind == C.BASE_ATTR:
        return lambda v: v.defn.key == data[0]
    if kind in (C.BASE_TYPE, C.PARAM_TYPE):
        return lambda v: v.defn is B.A["type"]
    if kind == C.PARAM_ATTR:
        return lambda v: v.defn is data[0]
    if kind == C.ALL_OF and data:
        return _storage(prog, constraints, data[0])
    if kind == C.CPRED:
        return storage_class(constraints[slot].pred or "")
    return None


def verdict_key(op: Operation) -> tuple[Any, ...] | None:
    """What an operation's constraint checks depend on, when it has no regions: its
    operand and result types, attributes, properties and successor count (all interned, so
    a verdict can be cached per definition under this key)."""
    if op.regions:
        return None
    return (
        tuple([v.type for v in op.operands]),
        tuple([r.type for r in op.results]),
        tuple(op.attributes.items()) if op.attributes else None,
        op.properties,
        len(op.successors),
    )


def _ods_verify(checker: OdsChecker, on_entry: Checks, named_verify: Check | None) -> Check:
    """An `ods` dialect's operation verifier, in ODS's order (irdl.runtime.ods)."""
    structural = [(c, a) for c, a, phase in on_entry if phase == "structural"]
    predicates = [(c, a) for c, a, phase in on_entry if phase == "predicate"]
    others = [(c, a) for c, a, phase in on_entry if phase == "entry"]

    # Counts, constraints and predicate traits of an operation without regions depend only
    # on its verdict_key: a combination that passed once passes.
    passed: set[Any] = set()

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        key = verdict_key(op)
        known = key is not None and key in passed
        if not known and not checker.counts(op, diags):
            return False
        for check, args in structural:
            if not check(op, args, diags, ctx):
                return False
        if not known:
            ran: list[
                bool
            ] = []  # the predicate traits run inside the invariants (irdl.runtime.ods)

            def run_predicates() -> bool:
                ran.append(True)
                return all(check(op, args, diags, ctx) for check, args in predicates)

            if not checker.invariants(op, diags, run_predicates):
                return False
            if not ran and not run_predicates():
                return False
            if key is not None:
                passed.add(key)
        for check, args in others:
            if not check(op, args, diags, ctx):
                return False
        return named_verify is None or named_verify(op, diags, ctx)

    return verify


class _OpChecker:
    """IRDL's verification of an operation: operand and result counts (with segment
    sizes), required attributes, then every attribute, operand, result and region entry
    argument against its constraint, in that order, with one assignment shared by all."""

    def __init__(self, o: OpDef, prog: C.Program) -> None:
        self.o = o
        self.prog = prog
        self.operand_kinds = [a.variadicity.value for a in o.operands]
        self.result_kinds = [a.variadicity.value for a in o.results]
        self.cache: dict[Any, bool] = {}

    def verify(self, op: Operation, diags: list[Diagnostic]) -> bool:
        key = verdict_key(op)
        if key is not None and key in self.cache:
            return True
        ok = self._verify(op, diags)
        if ok and key is not None:
            self.cache[key] = True
        return ok

    def _verify(self, op: Operation, diags: list[Diagnostic]) -> bool:
        o = self.o
        out: list[Diagnostic] = []  # the op verifier's diagnostics
        op_goals: list[tuple[Attribute, int, str]] | None = None
        operand_seg = _segments(op, out, "operand", "operandSegmentSizes", len(op.operands),
                                self.operand_kinds)  # fmt: skip
        result_seg = None
        if operand_seg is not None:
            result_seg = _segments(op, out, "result", "resultSegmentSizes", len(op.results),
                                   self.result_kinds)  # fmt: skip
        if operand_seg is not None and result_seg is not None:
            op_goals = []
            for a in o.attributes:
                value = _attr(op, a.name)
                if value is None and a.variadicity is Variadicity.optional:
                    continue
                if value is None:
                    out.append(
                        op_diagnostic(op, f'attribute "{a.name}" is expected but not provided')
                    )
                    op_goals = None
                    break
                op_goals.append((value, a.constraint, f"attribute '{a.name}'"))
        if op_goals is not None:
            assert operand_seg is not None and result_seg is not None
            for values, defs, seg, what in (
                (op.operands, o.operands, operand_seg, "operand"),
                (op.results, o.results, result_seg, "result"),
            ):
                i = 0
                for a, n in zip(defs, seg):
                    # A value of an independent group is checked on its own: its slot is
                    # marked negative (C.Solver.check_alone).
                    slot = ~a.constraint if a.name in o.independent else a.constraint
                    for _ in range(n):
                        op_goals.append((B.type_attr(values[i].type), slot, f"{what} '{a.name}'"))
                        i += 1
        # The region verifier's structure checks and goals.
        region_error: Diagnostic | None = None
        region_goals: list[tuple[Attribute, int, str, Any]] = []
        rdefs = region_defs(o.regions, len(op.regions))  # (a variadic group: variadic_regions)
        if rdefs is None:
            region_error = op_diagnostic(
                op, f"unexpected number of regions: expected {len(o.regions)} but got "
                f"{len(op.regions)}")  # fmt: skip
        else:
            for index, (rdef, region) in enumerate(zip(rdefs, op.regions)):
                rc = o.region_constraints[rdef.constraint]
                region_error = _region_shape(op, region, index, rc)
                if region_error is not None:
                    break
                if rc.args:  # (the shape check above made sure the entry block exists)
                    for j, (arg, slot) in enumerate(zip(region.blocks[0].args, rc.args)):
                        why = f"argument #{j} of region '{rdef.name}'"
                        region_goals.append((B.type_attr(arg.type), slot, why, arg))
        # Greedy, as MLIR: the op's goals, then (even if they failed) the regions'.
        prog = self.prog
        solver = C.Solver(prog)
        op_error: Diagnostic | None = None
        for value, slot, why in op_goals or ():
            err = solver.check_goal(value, slot, why)
            if err is not None:
                op_error = op_diagnostic(op, err, prefix=False)
                self._explain(op_error, solver, slot)
                break
        arg_error: Diagnostic | None = None
        if region_error is None:
            for value, slot, why, arg in region_goals:
                err = solver.check(value, slot, True, why)
                if err is not None:
                    arg_error = _located(op, _arg_loc(arg), err)
                    self._explain(arg_error, solver, slot)
                    break
        if (
            (op_error is not None or arg_error is not None)
            and prog.has_any_of
            and op_goals is not None
            and region_error is None
        ):
            goals = [(v, s) for v, s, _ in op_goals] + [(v, s) for v, s, _, _ in region_goals]
            if C.Solver(prog).search(goals):
                op_error = arg_error = None
        if op_error is not None:
            out.append(op_error)
        if region_error is not None:
            out.append(region_error)
        elif arg_error is not None:
            out.append(arg_error)
        diags.extend(out)
        return not out

    def _explain(self, d: Diagnostic, solver: C.Solver, slot: int) -> None:
        """Why a bound variable refused the value: which goal bound it, and to what."""
        if solver.conflict != slot:
            return
        bound = solver.assigned[slot]
        why = solver.bound_by[slot]
        if bound is None or not why:
            return
        from core.printer import attr_to_str

        loc = Loc.from_str(self.o.constraints[slot].loc) or UNKNOWN_LOC
        note = d.attach_note(
            f"the constraint variable here was bound to '{attr_to_str(bound)}' by {why}", loc
        )
        note.explanatory = True


def _region_shape(op: Operation, region: Region, index: int, rc: Any) -> Diagnostic | None:
    from core.printer import op_loc

    if rc.blocks is not None and rc.blocks != len(region.blocks):
        return _located(op, op_loc(op), f"expected region {index} to have {rc.blocks} block(s) "
                        f"but got {len(region.blocks)}")  # fmt: skip
    if rc.args is not None:
        args = region.blocks[0].args if region.blocks else []
        if len(args) != len(rc.args):
            loc = _arg_loc(args[0]) if args else op_loc(op)
            return _located(op, loc, f"expected region {index} to have {len(rc.args)} arguments "
                            f"but got {len(args)}")  # fmt: skip
    return None


def _arg_loc(arg: Any) -> Loc:
    from core.printer import arg_location, location_to_loc

    return location_to_loc(arg_location(arg))


def _located(op: Operation, loc: Loc, message: str) -> Diagnostic:
    """An error at ``loc`` with MLIR's "see the operation" note when that is elsewhere."""
    from core.printer import op_loc

    d = Diagnostic(Severity.ERROR, message, loc)
    where = op_loc(op)
    if where != loc:
        d.attach_note("see the operation", where)
    return d


def _attr(op: Operation, name: str) -> Attribute | None:
    a = op.attributes.get(name)
    if a is None:
        props = op.properties
        if props is not None and props.defn is B.A["dictionary"]:
            for k, v in props.params[0]:
                if k == name:
                    return v
    return a


def _segments(
    op: Operation, diags: list[Diagnostic], elem: str, attr_name: str, n: int, kinds: list[str]
) -> list[int] | None:
    """The size of each operand (result) group, as IRDL's getSegmentSizes computes it;
    None after reporting an error."""
    non_single = sum(k != "single" for k in kinds)
    if non_single > 1:
        seg = _attr(op, attr_name)
        if seg is None:
            diags.append(
                op_diagnostic(op, f"'{attr_name}' attribute is expected but not provided", False)
            )
            return None
        if seg.defn is not B.A["dense_array"] or seg.params[0] is not B.integer_type(32):
            diags.append(
                op_diagnostic(
                    op, f"'{attr_name}' attribute is expected to be a dense i32 array", False
                )
            )
            return None
        sizes = list(seg.params[1])
        if len(sizes) != len(kinds):
            diags.append(op_diagnostic(
                op, f"'{attr_name}' attribute for specifying {elem} segments must have "
                f"{len(kinds)} elements, but got {len(sizes)}", False))  # fmt: skip
            return None
        for i, (size, kind) in enumerate(zip(sizes, kinds)):
            if size < 0:
                diags.append(op_diagnostic(
                    op, f"'{attr_name}' attribute for specifying {elem} segments must have "
                    "non-negative values", False))  # fmt: skip
                return None
            if kind == "single" and size != 1:
                diags.append(
                    op_diagnostic(
                        op, f"element {i} in '{attr_name}' attribute must be equal to 1", False
                    )
                )
                return None
            if kind == "optional" and size > 1:
                diags.append(
                    op_diagnostic(
                        op, f"element {i} in '{attr_name}' attribute must be equal to 0 or 1", False
                    )
                )
                return None
        if sum(sizes) != n:
            diags.append(op_diagnostic(
                op, f"sum of elements in '{attr_name}' attribute must be equal to the number "
                f"of {elem}s", False))  # fmt: skip
            return None
        return sizes
    if non_single == 0:
        if n != len(kinds):
            diags.append(
                op_diagnostic(op, f"op expects exactly {len(kinds)} {elem}s, but got {n}", False)
            )
            return None
        return [1] * n
    size = n - len(kinds) + 1
    if size < 0:
        diags.append(
            op_diagnostic(op, f"op expects at least {len(kinds) - 1} {elem}s, but got {n}", False)
        )
        return None
    out = []
    for kind in kinds:
        if kind == "single":
            out.append(1)
            continue
        if size > 1 and kind == "optional":
            diags.append(
                op_diagnostic(op, f"op expects at most {len(kinds)} {elem}s, but got {n}", False)
            )
            return None
        out.append(size)
    return out
