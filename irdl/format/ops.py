"""The assembly-format engine for operations: one format drives parsing and printing.

``OpFormat(shape, text)`` reads the format once (at load time) and checks it against the
operation's shape: every ``$name`` exists, every operand and result type is either given
by the format (``type(...)``, ``functional-type``) or inferable. A type is inferable when
the operand's constraint is an ``irdl.is`` of a type, or when it shares its constraint
variable with an operand or result whose type the format gives (IRDL's constraint
variables play the part of ODS's type-equality traits), when a ``TypesMatchWith`` trait
derives it, or when ``SameOperandsAndResultType``, ``SameTypeOperands`` or
``AllTypesMatch`` puts it with a member whose type is given or inferred (or with a typed
attribute the format reads), as ODS does for operations whose values are checked alone.

Parsing builds the operation from the core parser's primitives; printing writes through
the core printer's API with the spacing ODS's generated printers use (``spacing``).
Custom directives come from ``irdl.format.directives``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import DiagnosticError
from core.ir import Block, Operation, Region
from core.lexer import AT, BANG, BARE, CARET, FLOAT, HASH, INT, PUNCT, STRING, VALUE
from core.registry import DialectAttrDef, OpInfo
from irdl.format import directives as D
from irdl.format.grammar import (
    Custom,
    Directive,
    FormatError,
    FunctionalType,
    Group,
    Literal,
    OIList,
    Qualified,
    Ref,
    StrArg,
    TypeOf,
    Var,
    parse_format,
)
from irdl.format.spacing import plan
from irdl.plugin import DIRECTIVES, CustomDirective, inherent, missing


@dataclass(frozen=True)
class Arg:
    """An operand, result or successor group of the shape."""

    name: str
    variadicity: str  # single | optional | variadic
    slot: int = -1  # constraint variable (operands and results)


@dataclass(frozen=True)
class AttrSyntax:
    """How an attribute reads and prints: ``generic`` (any attribute, printed in full),
    ``dialect`` (a dialect attribute printed without its ``#dialect.`` prefix, as ODS
    does), ``unit`` (only present or absent), or a builtin kind whose first token tells
    an optional group whether it is there (``symbol_ref``, ``string``, ``array``).
    ``storage``: the attribute class an ODS operation holds it as; a value read in full
    that is not of it is "invalid kind of attribute specified"."""

    kind: str = "generic"
    defn: DialectAttrDef | None = None
    storage: Callable[[Attribute], bool] | None = field(default=None, compare=False)


@dataclass
class OpShape:
    """What the engine needs to know of an operation definition."""

    name: str
    operands: list[Arg] = field(default_factory=list)
    results: list[Arg] = field(default_factory=list)
    attributes: dict[str, AttrSyntax] = field(default_factory=dict)
    regions: list[str] = field(default_factory=list)
    successors: list[Arg] = field(default_factory=list)
    # constraint variable -> the type an `irdl.is` pins it to
    # slot -> its one type, or what makes it (a type a supplement declares)
    fixed_types: dict[int, Attribute | Callable[[], Attribute | None]] = field(default_factory=dict)
    uses_properties: bool = False
    # operand/result group -> (the group its type follows from, how): TypesMatchWith
    type_relations: dict[str, tuple[str, Callable[[Attribute], Attribute | None]]] = field(
        default_factory=dict
    )
    # attribute -> its default value: a value equal to it is not printed
    defaults: dict[str, Attribute] = field(default_factory=dict)
    # regions that are a variadic group (``variadic_regions``): a comma-separated list
    variadic_regions: frozenset[str] = frozenset()
    # (operand or result name, type) -> the summary of the constraint the type fails, or
    # None (an `ods` dialect: its parser checks a type TypesMatchWith derives another from)
    check_type: Callable[[str, Attribute], str | None] | None = None
    # (attribute name, value) -> MLIR's message if an inherent attribute written in the
    # attr-dict fails its constraint (ODS's verifyInherentAttrs runs while parsing), or None
    check_attribute: Callable[[str, Attribute], str | None] | None = None
    # sets of operands, results and attributes of one type (SameOperandsAndResultType,
    # SameTypeOperands, AllTypesMatch): a type the format gives one member gives the others
    type_equalities: list[tuple[str, ...]] = field(default_factory=list)
    # (context, operand types, attributes) -> every result's type, or None: C++'s
    # inferReturnTypes (InferTypeOpInterface), which a format may then leave them to
    infer_results: Callable[..., list[Attribute] | None] | None = None


def _fixed(how: Attribute | Callable[[], Attribute | None]) -> Attribute | None:
    """A fixed type (OpShape.fixed_types), made if it is made on first use."""
    return how if isinstance(how, Attribute) else how()


def _uses_directive(elements: tuple[Any, ...], name: str) -> bool:
    for e in elements:
        if isinstance(e, Directive) and e.name == name:
            return True
        if isinstance(e, Group) and _uses_directive(e.then + (e.otherwise or ()), name):
            return True
        if isinstance(e, OIList) and any(_uses_directive(c, name) for c in e.clauses):
            return True
    return False


class _ParseState:
    __slots__ = ("operands", "types", "attrs", "regions", "successors", "all_operands",
                 "all_operand_types", "all_result_types", "loc", "operand_locs")  # fmt: skip

    def __init__(self, loc: int) -> None:
        self.operands: dict[str, list[tuple[str, int]]] = {}
        self.types: dict[str, list[Attribute]] = {}  # operand or result name -> types
        self.attrs: dict[str, Attribute] = {}
        self.regions: dict[str, Region | list[Region]] = {}  # a list for a variadic group
        self.successors: dict[str, list[Block]] = {}
        self.all_operands: list[tuple[str, int]] | None = None
        self.all_operand_types: list[Attribute] | None = None
        self.all_result_types: list[Attribute] | None = None
        self.loc = loc
        # where each operand group was read ("" for the operands directive): ODS reports
        # a count that does not match its types there
        self.operand_locs: dict[str, int] = {}


def _parse_region(p: Any, info: OpInfo, loc: int, entry_args: Any = None) -> Region:
    """A region of the operation; with SingleBlockImplicitTerminator, its terminator is
    added when the text leaves it out (MLIR's ensureTerminator: at the end of the last
    block, unless that block ends with a registered terminator)."""
    region: Region = p.parse_region(entry_args=entry_args, isolated=info.isolated_from_above)
    name = info.implicit_terminator
    if name is not None:
        if not region.blocks:
            region.add_block()
        block = region.blocks[-1]
        last = p.ctx.op_info(block.ops[-1].name) if block.ops else None
        if last is None or not last.is_terminator:
            block.append(_implicit_terminator(p, name, loc))
    elif info.single_block and not region.blocks:
        region.add_block()  # ODS's parser gives a SingleBlock op's empty region its block
    return region


def _implicit_terminator(p: Any, name: str, loc: int) -> Operation:
    """The terminator a region left out, as its default builder makes it: each region it
    declares (not a variadic group) with one empty block."""
    defn = getattr(p.ctx.op_info(name), "defn", None)
    regions = []
    for r in getattr(defn, "regions", ()):
        if r.variadicity.value == "single":
            region = Region()
            region.add_block()
            regions.append(region)
    return Operation(name, regions=regions, loc=loc, source=p.src)


def _print_region(
    p: Any, region: Region, entry_args: bool = True, terminators: bool | None = None
) -> None:
    """A region; an implicit terminator that carries nothing is left out (unless
    ``terminators`` says whether to print them)."""
    if terminators is not None:
        p.print_region(region, entry_args=entry_args, terminators=terminators)
        return
    terminators = True
    owner = region.parent
    info = p.info(owner) if owner is not None else None
    if info is not None and info.implicit_terminator is not None and region.blocks:
        ops = region.blocks[0].ops
        last = ops[-1] if ops else None
        terminators = last is None or bool(
            last.operands or last.results or last.attributes
            or (last.properties is not None and last.properties.params[0])
        )  # fmt: skip
    p.print_region(region, entry_args=entry_args, terminators=terminators)


def _check_count(p: Any, loc: int, present: int, expected: int) -> None:
    if present != expected:
        p.error_at(loc, f"{present} operands present, but expected {expected}")


def _first_element(elements: tuple[Any, ...]) -> Any:
    for e in elements:
        if not (isinstance(e, Literal) and e.is_space):
            return e
    return None


class OpFormat:
    """A compiled operation format."""

    def __init__(self, shape: OpShape, text: str) -> None:
        self.shape = shape
        self.text = text
        self.elements = parse_format(text)
        self.space = plan(
            self.elements,
            lambda e: (
                isinstance(e, Var)
                and e.name in shape.attributes
                and shape.attributes[e.name].kind == "unit"
            ),
        )
        self.operand_names = {a.name: a for a in shape.operands}
        self.result_names = {a.name: a for a in shape.results}
        self.successor_names = {a.name: a for a in shape.successors}
        self.in_format: set[str] = set()  # attributes the format prints itself
        self.typed: set[str] = set()  # operands/results whose types the format gives
        # operands/results handed to custom directives, which may give their types
        self.directive_args: set[str] = set()
        self.all_operand_types = self.all_result_types = False
        self._check(self.elements, in_group=False)
        # beside a prop-dict, attr-dict holds the discardable attributes only
        self._prop_dict = _uses_directive(self.elements, "prop-dict")
        for a in shape.attributes:
            if a in self.in_format:
                continue
        self._inference = self._plan_inference()
        self._infers = any(how[0] == "infer" for how in self._inference.values())
        # Whether segment sizes must be recorded (more than one variable-length group).
        self._variable_operands = sum(a.variadicity != "single" for a in shape.operands)
        self._operand_segments = self._variable_operands > 1
        self._result_segments = sum(a.variadicity != "single" for a in shape.results) > 1

    # --- load-time checks -----------------------------------------------------------------

    def _kind(self, name: str) -> str:
        s = self.shape
        if name in self.operand_names:
            return "operand"
        if name in self.result_names:
            return "result"
        if name in s.attributes:
            return "attribute"
        if name in s.regions:
            return "region"
        if name in self.successor_names:
            return "successor"
        raise FormatError(f"format refers to '${name}', which '{s.name}' does not define")

    def _check(self, elements: tuple[Any, ...], in_group: bool) -> None:
        for e in elements:
            self._check_one(e, in_group)

    def _check_one(self, e: Any, in_group: bool) -> None:
        if isinstance(e, Var):
            kind = self._kind(e.name)
            if kind == "result":
                raise FormatError(f"result '${e.name}' can only be used in type(...)")
            if kind == "attribute":
                self.in_format.add(e.name)
        elif isinstance(e, TypeOf):
            self._check_type_arg(e.arg)
        elif isinstance(e, Qualified):
            self._check_one(e.arg, in_group)
        elif isinstance(e, FunctionalType):
            self._check_type_arg(e.inputs)
            self._check_type_arg(e.results)
        elif isinstance(e, Custom):
            if e.name not in DIRECTIVES:
                raise FormatError(missing("custom directive", e.name))
            for a in e.args:
                inner = a.arg if isinstance(a, Ref) else a
                if isinstance(inner, TypeOf):
                    self._check_type_arg(inner.arg)
                elif isinstance(inner, Var):
                    kind = self._kind(inner.name)
                    if kind == "attribute":
                        self.in_format.add(inner.name)
                    elif kind in ("operand", "result"):
                        self.directive_args.add(inner.name)
        elif isinstance(e, Group):
            self._check(e.then, True)
            if e.otherwise is not None:
                self._check(e.otherwise, True)
        elif isinstance(e, OIList):
            for clause in e.clauses:
                self._check(clause, True)

    def _check_type_arg(self, arg: Any) -> None:
        if isinstance(arg, Directive):
            if arg.name == "operands":
                self.all_operand_types = True
            elif arg.name == "results":
                self.all_result_types = True
            else:
                raise FormatError(f"'{arg.name}' cannot be used in type(...)")
            return
        kind = self._kind(arg.name)
        if kind not in ("operand", "result"):
            raise FormatError(f"type(...) of '${arg.name}', which is not an operand or result")
        self.typed.add(arg.name)

    def _plan_inference(self) -> dict[str, tuple[str, Any]]:
        """For each operand or result whose type the format does not give: ("fixed", type)
        or ("slot", name of a typed operand/result sharing its variable) or ("relation", (group,
        transform)) for a type a TypesMatchWith trait derives from another group's, or
        what ``_plan_equalities`` gives."""
        s = self.shape
        typed_by_slot: dict[int, str] = {}
        for a in (*s.operands, *s.results):
            given = a.name in self.typed or (
                self.all_operand_types if a.name in self.operand_names else self.all_result_types
            )
            if given and a.slot >= 0:
                typed_by_slot.setdefault(a.slot, a.name)
        out: dict[str, tuple[str, Any]] = {}
        pending: list[Arg] = []  # left to the equality traits
        for a in (*s.operands, *s.results):
            is_operand = a.name in self.operand_names
            if a.name in self.typed or (
                self.all_operand_types if is_operand else self.all_result_types
            ):
                continue
            relation = s.type_relations.get(a.name)
            if a.slot in s.fixed_types:
                out[a.name] = ("fixed", s.fixed_types[a.slot])
            elif a.slot in typed_by_slot:
                out[a.name] = ("slot", typed_by_slot[a.slot])
            elif relation is not None and relation[0] not in out:
                out[a.name] = ("relation", relation)
            elif a.name in self.directive_args:
                continue  # the directive gives the types
            else:
                pending.append(a)
        self._plan_equalities(out, pending)
        return out

    def _plan_equalities(self, out: dict[str, tuple[str, Any]], pending: list[Arg]) -> None:
        """The types left to an equality trait: ("equal", a member whose type the format
        gives or that is inferred) or ("attr", a typed attribute the format reads), taken
        until nothing more follows; the first left over is an error."""
        s = self.shape

        def source(member: str) -> tuple[str, Any] | None:
            if member in self.operand_names or member in self.result_names:
                if member in out or self._given(member):
                    return ("equal", member)
            elif member in s.attributes and member in self.in_format:
                return ("attr", member)
            return None

        progress = True
        while pending and progress:
            progress = False
            for a in list(pending):
                found = next(
                    (
                        how
                        for group in s.type_equalities
                        if a.name in group
                        for member in group
                        if member != a.name and (how := source(member)) is not None
                    ),
                    None,
                )
                if found is not None:
                    out[a.name] = found
                    pending.remove(a)
                    progress = True
        if pending and s.infer_results is not None:  # results C++ infers
            for a in [a for a in pending if a.name in self.result_names]:
                out[a.name] = ("infer", None)
                pending.remove(a)
        if pending:
            what = "operand" if pending[0].name in self.operand_names else "result"
            raise FormatError(
                f"type of {what} '{pending[0].name}' is neither given by the format nor inferable"
            )

    def _given(self, name: str) -> bool:
        """Whether the format gives the types of operand or result group ``name``."""
        if name in self.typed:
            return True
        return self.all_operand_types if name in self.operand_names else self.all_result_types

    # --- parsing --------------------------------------------------------------------------

    def parse(self, p: Any, info: OpInfo, start: int) -> Operation:
        st = _ParseState(start)
        self._parse_elements(p, st, self.elements, info)
        return self._build(p, st, info)

    def _parse_elements(
        self, p: Any, st: _ParseState, elements: tuple[Any, ...], info: OpInfo
    ) -> None:
        for e in elements:
            self._parse_element(p, st, e, info)

    def _parse_element(self, p: Any, st: _ParseState, e: Any, info: OpInfo) -> None:
        if isinstance(e, Literal):
            if e.is_space:
                return
            text = e.text
            if text[0].isalpha() or text[0] == "_":
                p.parse_keyword(text)
            else:
                p.expect_punct(text, f"expected '{text}'")
        elif isinstance(e, Var):
            self._parse_var(p, st, e.name, info)
        elif isinstance(e, Qualified):
            self._parse_element(p, st, e.arg, info)
        elif isinstance(e, TypeOf):
            self._parse_types(p, st, e.arg)
        elif isinstance(e, FunctionalType):
            ftype = D.parse_type_of_kind(p, "function")  # ODS reads any type, then insists
            ins, outs = ftype.params
            self._set_types(st, e.inputs, list(ins))
            self._set_types(st, e.results, list(outs))
        elif isinstance(e, Directive):
            self._parse_directive(p, st, e.name, info)
        elif isinstance(e, Custom):
            DIRECTIVES[e.name].parse(DirectiveParser(self, p, st, info), *self._custom_args(e))
        elif isinstance(e, Group):
            self._parse_group(p, st, e, info)
        elif isinstance(e, OIList):
            self._parse_oilist(p, st, e, info)

    def _custom_args(self, e: Custom) -> list[Any]:
        out: list[Any] = []
        for a in e.args:
            inner = a.arg if isinstance(a, Ref) else a
            if isinstance(inner, StrArg):
                out.append(inner.value)
            elif isinstance(inner, TypeOf):
                out.append(
                    D.Slot("type", inner.arg.name if isinstance(inner.arg, Var) else inner.arg.name)
                )
            elif isinstance(inner, Var):
                out.append(D.Slot(self._kind(inner.name), inner.name))
            elif isinstance(inner, Directive):
                out.append(D.Slot(inner.name, inner.name))
            else:
                raise FormatError(f"unsupported custom directive argument {inner!r}")
        return out

    def _parse_var(self, p: Any, st: _ParseState, name: str, info: OpInfo) -> None:
        kind = self._kind(name)
        if kind == "operand":
            st.operand_locs[name] = p.lex.start
            arg = self.operand_names[name]
            if arg.variadicity == "single":
                st.operands[name] = [p.parse_operand_ref()]
            elif arg.variadicity == "optional":
                ref = p.parse_optional_operand_ref()
                st.operands[name] = [ref] if ref is not None else []
            else:
                st.operands[name] = _comma_list(
                    p, p.parse_optional_operand_ref, p.parse_operand_ref
                )
        elif kind == "attribute":
            syntax = self.shape.attributes[name]
            if syntax.kind == "unit":
                st.attrs[name] = B.unit_attr()
            else:
                st.attrs[name] = parse_attr(p, syntax)
        elif kind == "region":
            if name in self.shape.variadic_regions:
                group = []
                if p.at_punct("{"):
                    group.append(_parse_region(p, info, st.loc))
                    while p.consume_punct(","):
                        group.append(_parse_region(p, info, st.loc))
                st.regions[name] = group
            else:
                st.regions[name] = _parse_region(p, info, st.loc)
        elif kind == "successor":
            arg = self.successor_names[name]
            if arg.variadicity == "single":
                st.successors[name] = [p.parse_successor()]
            else:
                first = p.parse_successor() if p.lex.kind is CARET else None
                blocks = []
                if first is not None:
                    blocks.append(first)
                    while p.consume_punct(","):
                        blocks.append(p.parse_successor())
                st.successors[name] = blocks

    def _parse_types(self, p: Any, st: _ParseState, arg: Any) -> None:
        if isinstance(arg, Directive):
            types = _comma_list(p, p.parse_optional_type, p.parse_type)
            self._set_types(st, arg, types)
            return
        a = self.operand_names.get(arg.name) or self.result_names[arg.name]
        if a.variadicity == "single":
            st.types[arg.name] = [p.parse_type()]
        elif a.variadicity == "optional":
            t = p.parse_optional_type()
            st.types[arg.name] = [t] if t is not None else []
        else:
            st.types[arg.name] = _comma_list(p, p.parse_optional_type, p.parse_type)

    def _set_types(self, st: _ParseState, arg: Any, types: list[Attribute]) -> None:
        if isinstance(arg, Directive):
            if arg.name == "operands":
                st.all_operand_types = types
            else:
                st.all_result_types = types
        else:
            st.types[arg.name] = types

    def _parse_directive(self, p: Any, st: _ParseState, name: str, info: OpInfo) -> None:
        if name in ("attr-dict", "attr-dict-with-keyword"):
            if name == "attr-dict-with-keyword":
                if not p.consume_keyword("attributes"):
                    return
                if not p.at_punct("{"):
                    p.wrong_token("expected '{' in attribute dictionary")
            if p.at_punct("{"):
                at = p.lex.start
                entries = p.parse_attribute_entries()
                check = self.shape.check_attribute
                for k, v in entries.items():
                    problem = check(k, v) if check is not None else None
                    if problem is not None:
                        p.custom_error(f"'{info.name}' op {problem}", at)
                    st.attrs.setdefault(k, v)
        elif name == "prop-dict":
            if p.consume_punct("<"):
                props = p.parse_attribute()
                p.expect_punct(">", "expected '>' to close properties")
                for k, v in props.params[0]:
                    st.attrs.setdefault(k, v)
        elif name == "operands":
            st.operand_locs[""] = p.lex.start
            st.all_operands = _comma_list(p, p.parse_optional_operand_ref, p.parse_operand_ref)
        elif name == "regions":
            regions = []
            if p.at_punct("{"):
                regions.append(_parse_region(p, info, st.loc))
                while p.consume_punct(","):
                    regions.append(_parse_region(p, info, st.loc))
            names = self.shape.regions
            variadic = [n for n in names if n in self.shape.variadic_regions]
            if variadic and len(names) == 1:  # one variadic group takes them all
                st.regions[variadic[0]] = regions
            else:
                for rname, r in zip(names, regions):
                    st.regions[rname] = r
        elif name == "successors":
            blocks = []
            if p.lex.kind is CARET:
                blocks.append(p.parse_successor())
                while p.consume_punct(","):
                    blocks.append(p.parse_successor())
            for s, b in zip(self.shape.successors, blocks):
                st.successors[s.name] = [b]

    def _parse_group(self, p: Any, st: _ParseState, g: Group, info: OpInfo) -> None:
        first = _first_element(g.then)
        if self._starts(p, first):
            anchor = g.then[g.anchor]
            if isinstance(anchor, Var) and self._kind(anchor.name) == "attribute":
                if self.shape.attributes[anchor.name].kind == "unit":
                    st.attrs[anchor.name] = B.unit_attr()
            rest = g.then
            if isinstance(first, Literal):  # _starts consumed it
                rest = g.then[g.then.index(first) + 1 :]
            self._parse_elements(p, st, rest, info)
        elif g.otherwise is not None:
            self._parse_elements(p, st, g.otherwise, info)

    def _parse_oilist(self, p: Any, st: _ParseState, e: OIList, info: OpInfo) -> None:
        """Clauses in any order, each at most once, until none begins here."""
        seen: set[str] = set()
        while True:
            for clause in e.clauses:
                keyword = clause[0].text
                if self._starts(p, clause[0]):
                    if keyword in seen:
                        p.custom_error(f"`{keyword}` clause can appear at most once in the "
                                       "expansion of the oilist directive", st.loc)  # fmt: skip
                    seen.add(keyword)
                    self._parse_elements(p, st, clause[1:], info)
                    break
            else:
                return

    def _starts(self, p: Any, e: Any) -> bool:
        """Whether the group that begins with ``e`` is present (consumes a literal)."""
        lex = p.lex
        if isinstance(e, Literal):
            text = e.text
            if text[0].isalpha() or text[0] == "_":
                return bool(p.consume_keyword(text))
            return bool(p.consume_punct(text))
        if isinstance(e, Qualified):
            return self._starts(p, e.arg)
        if isinstance(e, Var):
            kind = self._kind(e.name)
            if kind == "operand":
                return lex.kind is VALUE
            if kind == "region":
                return bool(p.at_punct("{"))
            if kind == "successor":
                return lex.kind is CARET
            if kind == "attribute":
                return attr_starts(p, self.shape.attributes[e.name])
        if isinstance(e, (TypeOf, FunctionalType)):
            return _type_starts(p)
        if isinstance(e, Custom):
            return bool(DIRECTIVES[e.name].starts(p))
        if isinstance(e, Directive) and e.name == "operands":
            return lex.kind is VALUE
        raise FormatError(f"{e!r} cannot begin an optional group")

    def _build(self, p: Any, st: _ParseState, info: OpInfo) -> Operation:
        shape = self.shape
        if shape.check_type is not None:
            self._check_relation_sources(p, st)
        # Operand references, in definition order, with their segment sizes.
        if st.all_operands is not None:
            refs = st.all_operands
            seg = [len(refs)]
            variable = self._variable_operands
            rest = len(refs) - (len(shape.operands) - variable)
            if st.all_operand_types is None and variable <= 1:
                # `operands` with types inferred group by group: each single group takes
                # one, a variable-length group what is left (ODS's resolveOperands)
                if variable == 0 and rest != 0:
                    p.custom_error(f"number of operands and types do not match: got "
                                   f"{len(refs)} operands and {len(shape.operands)} types",
                                   st.operand_locs.get("", st.loc))  # fmt: skip
                if rest >= 0:
                    seg = [1 if a.variadicity == "single" else rest for a in shape.operands]
        else:
            refs = []
            seg = []
            for a in shape.operands:
                group = st.operands.get(a.name, [])
                refs.extend(group)
                seg.append(len(group))
        # Result types, in definition order.
        if st.all_result_types is not None:
            result_types = st.all_result_types
        else:
            result_types = []
            for a in shape.results:
                result_types.extend(self._types_of(st, a, None))
        # Operand types, checked against the references group by group (as ODS resolves).
        if st.all_operand_types is not None:
            operand_types = st.all_operand_types
            if len(refs) != len(operand_types):
                # ODS's resolveOperands of all operands against a type list (MLIR 22's words)
                p.custom_error(f"number of operands and types do not match: got {len(refs)} "
                               f"operands and {len(operand_types)} types",
                               st.operand_locs.get("", st.loc))  # fmt: skip
        else:
            operand_types = []
            for a, n in zip(shape.operands, seg):
                types = self._types_of(st, a, n)
                where = st.operand_locs.get(a.name, st.loc)
                how = self._inference.get(a.name)
                if (
                    how is not None
                    and how[0] == "relation"
                    and a.variadicity != "single"
                    and n != len(types)
                ):
                    # a group's types from another's type (ODS's resolveOperands of ranges)
                    p.custom_error(f"number of operands and types do not match: got {n} "
                                   f"operands and {len(types)} types", where)  # fmt: skip
                _check_count(p, where, n, len(types))
                operand_types.extend(types)
        operands = [p.resolve_use(ref, t, loc) for (ref, loc), t in zip(refs, operand_types)]
        attrs = st.attrs
        if self._infers and st.all_result_types is None:
            assert shape.infer_results is not None
            inferred = shape.infer_results(p.ctx, operand_types, dict(attrs))
            if inferred is None:
                p.custom_error("failed to infer returned types", st.loc)
            result_types = inferred
        properties = None
        attributes: dict[str, Attribute] = {}
        if self._operand_segments and st.all_operands is None:
            attrs.setdefault("operandSegmentSizes", _segments(seg))
        if self._result_segments and st.all_result_types is None:
            rseg = [len(self._types_of(st, a, None)) for a in shape.results]
            attrs.setdefault("resultSegmentSizes", _segments(rseg))
        for k, v in info.defaults.items():
            attrs.setdefault(k, v)
        if shape.uses_properties:
            props = {k: v for k, v in attrs.items() if k in info.inherent}
            attributes = {k: v for k, v in attrs.items() if k not in info.inherent}
            properties = B.dictionary_attr(props) if props else None
        else:
            attributes = dict(attrs)
        regions: list[Region] = []
        for r in shape.regions:
            parsed = st.regions.get(r)
            if isinstance(parsed, list):
                regions.extend(parsed)
            elif r not in shape.variadic_regions:
                regions.append(parsed or Region())
        successors: list[Block] = []
        for s in shape.successors:
            successors.extend(st.successors.get(s.name, []))
        return Operation(
            info.name, operands, result_types, attributes, properties, successors, regions,
            None, p.src,
        )  # fmt: skip

    def _check_relation_sources(self, p: Any, st: _ParseState) -> None:
        """As ODS's parser: a type that another is derived from (TypesMatchWith) must
        satisfy its own constraint (``'lhs' must be signless-integer-like, but got 'f32'``)."""
        check = self.shape.check_type
        assert check is not None
        for how in self._inference.values():
            if how[0] != "relation":
                continue
            name = how[1][0]
            for t in st.types.get(name, []):
                summary = check(name, t)
                if summary is not None:
                    from core.printer import attr_to_str

                    prefix = f"custom op '{p.custom_ops[-1]}' " if p.custom_ops else ""
                    p.error_at(
                        st.loc, f"{prefix}'{name}' must be {summary}, but got '{attr_to_str(t)}'"
                    )

    def _types_of(self, st: _ParseState, a: Arg, count: int | None) -> list[Attribute]:
        """The types of an operand (``count`` of them) or result group."""
        given = st.types.get(a.name)
        if given is not None:
            return given
        how = self._inference.get(a.name)
        if how is None:
            return []
        if how[0] == "fixed":
            t = _fixed(how[1])
            if t is None:
                return []
        elif how[0] == "relation":
            source_name, transform = how[1]
            source_arg = self.operand_names.get(source_name) or self.result_names[source_name]
            source = self._types_of(st, source_arg, 1)
            if not source:
                return []
            derived = transform(source[0])
            if derived is None:
                return []
            if isinstance(derived, tuple):  # the types of a whole group
                return list(derived)
            t = derived
        elif how[0] == "equal":
            # value by value: each value of the group takes the member's (first) type; a
            # result group of unknown count takes a variadic member's types
            member = self.operand_names.get(how[1]) or self.result_names[how[1]]
            source = self._types_of(st, member, 1)
            if not source:
                return []
            if count is None and a.variadicity != "single" and member.variadicity != "single":
                return list(source)
            t = source[0]
        elif how[0] == "attr":
            attr = st.attrs.get(how[1])
            if attr is None:
                return []
            t = D.attribute_type(attr)
        elif how[0] == "infer":
            return []  # once the operands are known (_build)
        else:
            source = st.types.get(how[1]) or []
            if not source:
                return []
            t = source[0]
        n = count if count is not None else (1 if a.variadicity == "single" else 0)
        return [t] * n

    # --- printing -------------------------------------------------------------------------

    def print(self, p: Any, op: Operation) -> None:
        view = OpView(self.shape, op)
        self._print_elements(p, view, self.elements)

    def _print_elements(self, p: Any, view: OpView, elements: tuple[Any, ...]) -> None:
        for e in elements:
            self._print_element(p, view, e)

    def _print_element(self, p: Any, view: OpView, e: Any) -> None:
        if isinstance(e, Literal):
            text = e.text
            if text == "\\n":
                p.write("\n" + " " * p.indent)  # printNewline: the op's indentation
            elif text == " ":
                p.write(" ")
            elif text:
                if self.space[id(e)]:
                    p.write(" ")
                p.write(text)
            return
        if isinstance(e, Group):
            if self._present(view, e.then[e.anchor]):
                self._print_elements(p, view, e.then)
            elif e.otherwise is not None:
                self._print_elements(p, view, e.otherwise)
            return
        if isinstance(e, OIList):
            for clause in e.clauses:
                if self._clause_present(view, clause):
                    self._print_elements(p, view, clause)
            return
        if isinstance(e, Directive) and e.name in ("attr-dict", "attr-dict-with-keyword"):
            elided = set(self.in_format)
            elided.update(("operandSegmentSizes", "resultSegmentSizes"))
            elided.update(k for k, v in view.all_attrs() if self.shape.defaults.get(k) is v)
            attrs = view.op.attributes.items() if self._prop_dict else view.all_attrs()
            p.print_attr_dict(attrs, elided, e.name == "attr-dict-with-keyword")
            return
        if self.space.get(id(e)):
            p.write(" ")
        if isinstance(e, Var):
            self._print_var(p, view, e.name, qualified=False)
        elif isinstance(e, Qualified):
            if isinstance(e.arg, Var):
                self._print_var(p, view, e.arg.name, qualified=True)
            else:
                self._print_types(p, view, e.arg.arg)
        elif isinstance(e, TypeOf):
            self._print_types(p, view, e.arg)
        elif isinstance(e, FunctionalType):
            ins = self._types_for(view, e.inputs)
            outs = self._types_for(view, e.results)
            p.print_type(B.function_type(tuple(ins), tuple(outs)))
        elif isinstance(e, Directive):
            self._print_directive(p, view, e.name)
        elif isinstance(e, Custom):
            DIRECTIVES[e.name].print(DirectivePrinter(self, p, view), *self._custom_args(e))

    def _print_var(self, p: Any, view: OpView, name: str, qualified: bool) -> None:
        kind = self._kind(name)
        if kind == "operand":
            _print_list(p, view.operands(name), p.print_operand)
        elif kind == "attribute":
            a = view.attr(name)
            if a is not None:
                syntax = self.shape.attributes[name]
                if syntax.kind != "unit":
                    print_attr(p, a, syntax, qualified)
        elif kind == "region":
            if name in self.shape.variadic_regions:
                _print_list(p, view.region_group(name), lambda r: _print_region(p, r))
                return
            r = view.region(name)
            if r is not None:
                _print_region(p, r)
        elif kind == "successor":
            _print_list(p, view.successors(name), p.print_successor)

    def _types_for(self, view: OpView, arg: Any) -> list[Attribute]:
        if isinstance(arg, Directive):
            values = view.op.operands if arg.name == "operands" else view.op.results
            return [v.type for v in values]
        if arg.name in self.operand_names:
            return [v.type for v in view.operands(arg.name)]
        return [v.type for v in view.results(arg.name)]

    def _print_types(self, p: Any, view: OpView, arg: Any) -> None:
        _print_list(p, self._types_for(view, arg), p.print_type)

    def _print_directive(self, p: Any, view: OpView, name: str) -> None:
        op = view.op
        if name == "operands":
            _print_list(p, op.operands, p.print_operand)
        elif name == "regions":
            first = True
            for r in op.regions:
                if not first:
                    p.write(", ")
                first = False
                _print_region(p, r)
        elif name == "successors":
            _print_list(p, op.successors, p.print_successor)
        elif name == "prop-dict":
            # as ODS: the properties the format binds elsewhere, and segment sizes, are left out
            elided = set(self.in_format) | {"operandSegmentSizes", "resultSegmentSizes"}
            props = op.properties
            entries = [] if props is None else [e for e in props.params[0] if e[0] not in elided]
            if entries:
                p.write("<")
                p.print_attribute(B.dictionary_attr(dict(entries)))
                p.write(">")

    def _clause_present(self, view: OpView, elements: tuple[Any, ...]) -> bool:
        """Whether an oilist clause prints: a variable in it is present (a custom directive
        that says when it prints decides for its arguments)."""
        for e in elements:
            if isinstance(e, Custom) and DIRECTIVES[e.name].present is not _ALWAYS:
                if self._present(view, e):
                    return True
            elif any(self._present(view, v) for v in _clause_vars((e,))):
                return True
        return False

    def _present(self, view: OpView, e: Any) -> bool:
        if isinstance(e, Qualified):
            return self._present(view, e.arg)
        if isinstance(e, Var):
            kind = self._kind(e.name)
            if kind == "operand":
                return bool(view.operands(e.name))
            if kind == "attribute":
                a = view.attr(e.name)
                if a is None or a is self.shape.defaults.get(e.name):
                    return False
                return not (a.defn is B.A["integer"] and a.params[0] is B.I1 and not a.params[1])
            if kind == "region":
                if e.name in self.shape.variadic_regions:
                    return bool(view.region_group(e.name))
                r = view.region(e.name)
                return r is not None and bool(r.blocks)
            if kind == "successor":
                return bool(view.successors(e.name))
        if isinstance(e, TypeOf):
            return bool(self._types_for(view, e.arg))
        if isinstance(e, Custom):
            if not DIRECTIVES[e.name].present(
                DirectivePrinter(self, None, view), *self._custom_args(e)
            ):
                return False
            # ODS: present when one of its arguments is (an attribute at its default is not)
            args = [a for a in e.args if isinstance(a, (Var, TypeOf))]
            return not args or any(self._present(view, a) for a in args)
        return True


_ALWAYS = CustomDirective.__dataclass_fields__["present"].default


def _clause_vars(elements: tuple[Any, ...]) -> list[Var]:
    """The variables an oilist clause names, at any depth (its presence is theirs)."""
    out: list[Var] = []
    for e in elements:
        while isinstance(e, (Qualified, TypeOf, Ref)):
            e = e.arg
        if isinstance(e, Var):
            out.append(e)
        elif isinstance(e, Custom):
            out.extend(_clause_vars(e.args))
        elif isinstance(e, Group):
            out.extend(_clause_vars(e.then + (e.otherwise or ())))
    return out


class OpView:
    """Access to an operation's parts by the names its definition gives them."""

    __slots__ = ("shape", "op", "_operands", "_results")

    def __init__(self, shape: OpShape, op: Operation) -> None:
        self.shape = shape
        self.op = op
        self._operands: dict[str, list[Any]] | None = None
        self._results: dict[str, list[Any]] | None = None

    def operands(self, name: str) -> list[Any]:
        if self._operands is None:
            self._operands = _split(
                self.op, self.op.operands, self.shape.operands, "operandSegmentSizes"
            )
        return self._operands.get(name, [])

    def results(self, name: str) -> list[Any]:
        if self._results is None:
            self._results = _split(
                self.op, self.op.results, self.shape.results, "resultSegmentSizes"
            )
        return self._results.get(name, [])

    def attr(self, name: str) -> Attribute | None:
        return inherent(self.op, name)

    def all_attrs(self) -> list[tuple[str, Attribute]]:
        op = self.op
        items = list(op.attributes.items())
        props = op.properties
        if props is not None and props.defn is B.A["dictionary"]:
            items.extend(props.params[0])
        return items

    def region(self, name: str) -> Region | None:
        group = self.region_group(name)
        return group[0] if group else None

    def region_group(self, name: str) -> list[Region]:
        """The regions of a named group: one region, or a variadic group (which takes what
        the others leave)."""
        regions = self.op.regions
        variadic = self.shape.variadic_regions
        rest = len(regions) - sum(r not in variadic for r in self.shape.regions)
        i = 0
        for r in self.shape.regions:
            n = max(rest, 0) if r in variadic else 1
            if r == name:
                return list(regions[i : i + n])
            i += n
        return []

    def successors(self, name: str) -> list[Block]:
        succ = self.op.successors
        args = self.shape.successors
        if all(a.variadicity == "single" for a in args):
            for i, a in enumerate(args):
                if a.name == name:
                    return succ[i : i + 1]
            return []
        # One variadic group (the only shape ODS allows): it takes what the others leave.
        fixed = sum(a.variadicity == "single" for a in args)
        rest = len(succ) - fixed
        i = 0
        for a in args:
            n = 1 if a.variadicity == "single" else rest
            if a.name == name:
                return succ[i : i + n]
            i += n
        return []


def value_groups(op: Operation, defn: Any) -> dict[str, list[Any]]:
    """An operation's operands and results by the group names its definition (an OpDef)
    gives them."""
    out = _split(op, op.operands, [Arg(a.name, a.variadicity.value) for a in defn.operands],
                 "operandSegmentSizes")  # fmt: skip
    out.update(_split(op, op.results, [Arg(a.name, a.variadicity.value) for a in defn.results],
                      "resultSegmentSizes"))  # fmt: skip
    return out


def _split(
    op: Operation, values: list[Any], args: list[Arg], seg_name: str
) -> dict[str, list[Any]]:
    """Values per named group: by the segment-size attribute when several groups are
    variadic, else the single variadic group takes what the others leave."""
    out: dict[str, list[Any]] = {}
    non_single = sum(a.variadicity != "single" for a in args)
    sizes: list[int]
    if non_single > 1:
        seg = op.attributes.get(seg_name)
        props = op.properties
        if seg is None and props is not None and props.defn is B.A["dictionary"]:
            seg = dict(props.params[0]).get(seg_name)
        if seg is not None and seg.defn is B.A["dense_array"]:
            sizes = list(seg.params[1])
        else:  # ODS's SameVariadic{Operand,Result}Size: the groups share the rest equally
            rest = len(values) - (len(args) - non_single)
            each = rest // non_single if rest >= 0 and rest % non_single == 0 else 1
            sizes = [1 if a.variadicity == "single" else each for a in args]
    else:
        rest = len(values) - (len(args) - non_single)
        sizes = [1 if a.variadicity == "single" else max(rest, 0) for a in args]
    i = 0
    for a, n in zip(args, sizes):
        out[a.name] = list(values[i : i + n])
        i += n
    return out


def _segments(sizes: list[int]) -> Attribute:
    from core.attributes import get

    return get(B.A["dense_array"], (B.integer_type(32), tuple(sizes)))


def _comma_list(p: Any, first: Callable[[], Any], rest: Callable[[], Any]) -> list[Any]:
    x = first()
    if x is None:
        return []
    out = [x]
    while p.consume_punct(","):
        out.append(rest())
    return out


def _print_list(p: Any, items: Any, fn: Callable[[Any], None]) -> None:
    first = True
    for x in items:
        if not first:
            p.write(", ")
        first = False
        fn(x)


def _type_starts(p: Any) -> bool:
    lex = p.lex
    if lex.kind is BANG:
        return True
    if lex.kind is PUNCT:
        return bool(p.at_punct("("))
    if lex.kind is BARE:
        pos = lex.start
        t = p.parse_optional_type()
        p.lex.reset(pos)
        return t is not None
    return False


def attr_starts(p: Any, syntax: AttrSyntax) -> bool:
    """Whether an attribute of this syntax begins here (for optional groups)."""
    lex = p.lex
    kind = syntax.kind
    if kind == "symbol_ref":
        return lex.kind is AT
    if kind == "string":
        return lex.kind is STRING
    if kind == "array":
        return bool(p.at_punct("["))
    if kind == "dialect":
        assert syntax.defn is not None
        return lex.kind is HASH or (lex.kind is BARE and p.tok == syntax.defn.name)
    if lex.kind in (AT, STRING, INT, FLOAT, HASH, BANG):
        return True
    if lex.kind is PUNCT:
        return p.tok in ("[", "{", "-", "(")
    if lex.kind is BARE:
        pos = lex.start
        a = p.parse_optional_attribute()
        p.lex.reset(pos)
        return a is not None
    return False


def parse_attr(p: Any, syntax: AttrSyntax) -> Attribute:
    """An attribute variable: a dialect attribute may be written by its parameters alone
    (ODS's parseCustomAttributeWithFallback), anything else is read in full."""
    if syntax.kind == "dialect" and p.lex.kind is not HASH:
        defn = syntax.defn
        assert defn is not None and defn.parse is not None
        start = p.lex.start
        try:
            params = defn.parse(p)
        except DiagnosticError as exc:
            # read by the operation's own parser, so MLIR names the custom op
            if p.custom_ops:
                prefix = f"custom op '{p.custom_ops[-1]}' "
                for d in exc.diagnostics:
                    if not d.message.startswith("custom op '"):
                        d.message = prefix + d.message
            raise
        if defn.verify is not None:
            failure = defn.verify(params)
            if failure is not None:
                p.error_at(start, failure[0])
        from core.attributes import get

        return get(defn, params)
    start = p.lex.start
    # as ODS reads a StrAttr: with the none type ("integer literal not valid ...")
    a = p.parse_attribute(B.NONE) if syntax.kind == "string" else p.parse_attribute()
    # ODS reads an attribute of a particular class as any attribute, then checks its kind
    if syntax.storage is not None and not syntax.storage(a):
        prefix = f"custom op '{p.custom_ops[-1]}' " if p.custom_ops else ""
        p.error_at(start, prefix + "invalid kind of attribute specified")
    return a


def print_attr(p: Any, a: Attribute, syntax: AttrSyntax, qualified: bool = False) -> None:
    """An attribute as ODS prints an attribute variable: a dialect attribute by its
    parameters alone (unless ``qualified`` or aliased), everything else in full."""
    if syntax.kind == "dialect" and not qualified and isinstance(a.defn, DialectAttrDef):
        if a in p.attrs.aliases or a.defn.print is None:
            p.print_attribute(a)
            return
        p.print_stripped(a)
        return
    p.print_attribute(a)


class DirectiveParser:
    """What a custom directive's parse function sees (``irdl.format.directives``)."""

    def __init__(self, fmt: OpFormat, p: Any, st: _ParseState, info: OpInfo) -> None:
        self.fmt = fmt
        self.p = p
        self.st = st
        self.info = info

    def variadicity(self, slot: D.Slot) -> str:
        f = self.fmt
        a = (
            f.operand_names.get(slot.name)
            or f.result_names.get(slot.name)
            or f.successor_names.get(slot.name)
        )
        return a.variadicity if a is not None else "single"

    def set_operands(self, slot: D.Slot, refs: list[tuple[str, int]]) -> None:
        self.st.operands[slot.name] = refs

    def set_types(self, slot: D.Slot, types: list[Attribute]) -> None:
        self.st.types[slot.name] = types

    def set_index_operands(self, slot: D.Slot, refs: list[tuple[str, int]]) -> None:
        """Operands of type ``index`` (subscripts, bounds, sizes), which custom forms leave
        untyped."""
        self.st.operands[slot.name] = refs
        how = self.fmt._inference.get(slot.name)
        # an operand type ODS fixes (shard's i64 sizes), else index
        t = _fixed(how[1]) if how is not None and how[0] == "fixed" else None
        self.st.types[slot.name] = [t or B.INDEX] * len(refs)

    def set_attr(self, slot: D.Slot, value: Attribute) -> None:
        self.st.attrs[slot.name] = value

    def attr(self, slot: D.Slot) -> Attribute | None:
        return self.st.attrs.get(slot.name)

    def set_region(self, slot: D.Slot, region: Region) -> None:
        self.st.regions[slot.name] = region

    def set_regions(self, slot: D.Slot, regions: list[Region]) -> None:
        """The regions of a variadic group (``variadic_regions``)."""
        self.st.regions[slot.name] = regions

    def parse_region(self, entry_args: Any = None) -> Region:
        """A region of the operation (its implicit terminator added if left out)."""
        return _parse_region(self.p, self.info, self.st.loc, entry_args)

    @property
    def loc(self) -> int:
        """Where the operation's name is."""
        return self.st.loc

    def set_successors(self, slot: D.Slot, blocks: list[Block]) -> None:
        self.st.successors[slot.name] = blocks

    def attr_dict(self, entries: dict[str, Attribute]) -> None:
        for k, v in entries.items():
            self.st.attrs.setdefault(k, v)


class DirectivePrinter:
    """What a custom directive's print function sees."""

    def __init__(self, fmt: OpFormat, p: Any, view: OpView) -> None:
        self.fmt = fmt
        self.p = p
        self.view = view

    @property
    def op(self) -> Operation:
        return self.view.op

    def operands(self, slot: D.Slot) -> list[Any]:
        return self.view.operands(slot.name)

    def results(self, slot: D.Slot) -> list[Any]:
        return self.view.results(slot.name)

    def attr(self, slot: D.Slot) -> Attribute | None:
        return self.view.attr(slot.name)

    def region(self, slot: D.Slot) -> Region | None:
        return self.view.region(slot.name)

    def regions(self, slot: D.Slot) -> list[Region]:
        """The regions of a variadic group (``variadic_regions``)."""
        return self.view.region_group(slot.name)

    def print_region(
        self, region: Region, entry_args: bool = True, terminators: bool | None = None
    ) -> None:
        _print_region(self.p, region, entry_args, terminators)

    def successors(self, slot: D.Slot) -> list[Block]:
        return self.view.successors(slot.name)

    def other_attrs(self, elided: set[str]) -> list[tuple[str, Attribute]]:
        skip = set(self.fmt.in_format) | elided
        skip.update(("operandSegmentSizes", "resultSegmentSizes"))
        return [(k, v) for k, v in self.view.all_attrs() if k not in skip]
