"""The declarative assembly-format language (ODS's), read into a tree of elements.

    format    ::= element*
    element   ::= literal | group | (variable | directive) `^`?
    literal   ::= '`' text '`'          `` (no space), ` ` (a space), `\\n` (a newline)
    variable  ::= '$' identifier        operand, result, attribute, region or successor
    directive ::= attr-dict | attr-dict-with-keyword | prop-dict | operands | results
                | regions | successors | type(arg) | qualified(arg) | ref(arg)
                | functional-type(arg, arg) | custom<Name>(arg, ...)
    group     ::= '(' element+ ')' ('?' | ':' '(' element* ')' '?')
    oilist    ::= 'oilist' '(' clause ('|' clause)* ')'
    clause    ::= literal element*      read in any order, each at most once

In a type's or attribute's format, two more directives (ODS's): ``params`` (every parameter,
separated by commas) and ``struct(params)`` / ``struct(entry, ...)``, where an entry is
``$p``, ``qualified($p)`` or a parameter directive ``custom<Name>($p, ...)`` (what ODS's
importer writes for a parameter whose C++ kind has a syntax of its own): ``name = value``
pairs, in any order.

The grammar is written with pyparsing (``_grammar``). Format strings are read once, when a
definition loads; the tree is what the parse and print engines walk on every operation.
A refusal is located at the first character that does not fit, and no alternative is
tried after it (each rule ends in the error it reports, raised as a fatal parse error).

Importing pyparsing takes longer than a whole small run of ``irdl-opt``: the trees of the
standard library's formats are kept as data (``irdl.format.grammar_cache``), and pyparsing
is imported only for a format they lack.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, is_dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from irdl.format.grammar_cache import LIBRARY_DATA, MISSING, GrammarCache, library_results

if TYPE_CHECKING:
    import pyparsing as pp


@dataclass(frozen=True)
class Literal:
    """A keyword or punctuation; ``text`` '' and ' ' are spacing, '\\n' a newline."""

    text: str

    @property
    def is_space(self) -> bool:
        return self.text in ("", " ", "\\n")


@dataclass(frozen=True)
class Var:
    name: str
    anchor: bool = False


@dataclass(frozen=True)
class Directive:
    """attr-dict, attr-dict-with-keyword, prop-dict, operands, results, regions,
    successors."""

    name: str
    anchor: bool = False


@dataclass(frozen=True)
class TypeOf:
    """``type(x)`` (``qualified`` prints dialect types in full, a no-op for types here)."""

    arg: Var | Directive
    anchor: bool = False


@dataclass(frozen=True)
class Qualified:
    arg: Var | TypeOf
    anchor: bool = False


@dataclass(frozen=True)
class Ref:
    """``ref(x)`` in a custom directive's arguments: x was parsed earlier."""

    arg: Any


@dataclass(frozen=True)
class FunctionalType:
    inputs: Any
    results: Any
    anchor: bool = False


@dataclass(frozen=True)
class StrArg:
    """A string literal argument of a custom directive."""

    value: str


@dataclass(frozen=True)
class Custom:
    name: str
    args: tuple[Any, ...]
    anchor: bool = False


@dataclass(frozen=True)
class Group:
    """``(then)?`` or ``(then) : (otherwise)?``; ``anchor`` indexes the anchored element
    of ``then`` (the one whose presence decides the group when printing)."""

    then: tuple[Any, ...]
    otherwise: tuple[Any, ...] | None
    anchor: int


@dataclass(frozen=True)
class Struct:
    """``struct(...)`` in a type's or attribute's format: ``entries`` are ``Var``,
    ``Qualified`` or ``Custom`` elements, each named by its parameter; none for
    ``struct(params)`` (every parameter, as plain ``$p``)."""

    entries: tuple[Any, ...]
    anchor: bool = False


@dataclass(frozen=True)
class OIList:
    """``oilist(`kw` elements | ...)``: clauses read in any order, each at most once, and
    printed in this order when any variable in them is present; each clause begins with
    its keyword (``clauses``: tuples of elements, the keyword's ``Literal`` first)."""

    clauses: tuple[tuple[Any, ...], ...]


class FormatError(Exception):
    """A format string that does not read; ``column`` is 1-based within it."""

    def __init__(self, message: str, column: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.column = column


_KEYWORD_DIRECTIVES = (
    "attr-dict-with-keyword", "attr-dict", "prop-dict", "operands", "results", "regions",
    "successors",
)  # fmt: skip
_IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
_WORD = r"[A-Za-z_][A-Za-z0-9_-]*"  # a directive's name, or a word that names none
_NODES = {c.__name__: c for c in (Literal, Var, Directive, TypeOf, Qualified, Ref,
                                  FunctionalType, StrArg, Custom, Group, OIList,
                                  Struct)}  # fmt: skip


def _results() -> dict[str, Any]:
    from irdl.format.grammar_results import RESULTS

    return RESULTS


_LIBRARY = LIBRARY_DATA / "format_results.json"
CACHE = GrammarCache(
    [Path(__file__).with_name("grammar_results.py"), _LIBRARY],
    [_results, lambda: library_results(_LIBRARY)],
)


def custom_directives(text: str) -> set[str]:
    """The names of the ``custom<X>`` directives a format uses."""
    return set(re.findall(r"custom<(\w+)>", text))


@cache
def parse_format(text: str) -> tuple[Any, ...]:
    """The elements of a format string; raises FormatError."""
    known = CACHE.get(text)
    if known is not MISSING:
        if isinstance(known, dict):  # refused, and recorded so
            raise FormatError(known["error"], known["column"])
        return tuple(map(_decode, known))
    return read_format(text)


def read_format(text: str) -> tuple[Any, ...]:
    """``text`` read by the grammar itself (what the cache holds the result of)."""
    import pyparsing as pp

    try:
        return tuple(_grammar().parse_string(text))
    except pp.ParseFatalException as exc:
        raise FormatError(exc.msg, exc.loc + 1) from None


# --- trees as data, for the cache -------------------------------------------------------------


def encode(elements: tuple[Any, ...]) -> tuple[Any, ...]:
    """A tree as plain data: an element is (class name, fields...), a tuple of elements a
    tuple of those."""
    return tuple(map(_encode, elements))


def _encode(v: Any) -> Any:
    if is_dataclass(v):
        return (type(v).__name__, *(_encode(getattr(v, f.name)) for f in fields(v)))
    if isinstance(v, tuple):
        return encode(v)
    return v


def _decode(v: Any) -> Any:
    if not isinstance(v, tuple):
        return v
    if v and isinstance(v[0], str):  # an element: its class by name, never code
        return _NODES[v[0]](*map(_decode, v[1:]))
    return tuple(map(_decode, v))


# --- the grammar -----------------------------------------------------------------------------


@cache
def _grammar() -> pp.ParserElement:
    """The format language. A rule's last alternative is the refusal it reports: a fatal
    parse error (no other alternative is tried), at the point where nothing fits."""
    import pyparsing as pp

    def refusal(message: str) -> Any:
        """A parse action refusing the format where its rule begins; ``{}`` in ``message``
        is what the rule matched."""

        def refuse(s: str, loc: int, toks: pp.ParseResults) -> None:
            raise pp.ParseFatalException(
                s, loc, "invalid assembly format: " + message.format(*toks)
            )

        return refuse

    def fail(message: str) -> pp.ParserElement:
        """Matches nothing and refuses the format here (after spaces)."""
        return pp.Empty().set_parse_action(refusal(message))

    def expect(c: str) -> pp.ParserElement:
        return pp.Suppress(c) | fail(f"expected '{c}'")

    def keyword(word: str) -> pp.ParserElement:
        """``word`` as a whole word: a longer one is an unknown directive."""
        return pp.Regex(re.escape(word) + r"(?![A-Za-z0-9_-])")

    name_after_dollar = pp.Regex(_IDENT) | fail("expected a name after '$'")
    var = pp.Suppress("$") + name_after_dollar.leave_whitespace().set_parse_action(
        lambda t: Var(t[0])
    )
    directive = pp.MatchFirst(map(keyword, _KEYWORD_DIRECTIVES))
    directive.set_parse_action(lambda t: Directive(t[0]))
    inner = pp.Forward()  # what type(...) and a custom directive take

    def wrapper(word: str, node: type) -> pp.ParserElement:
        rule = keyword(word).suppress() + expect("(") + inner + expect(")")
        return rule.set_parse_action(lambda t: node(t[0]))

    wrapped = [wrapper("type", TypeOf), wrapper("qualified", Qualified), wrapper("ref", Ref)]
    functional = keyword("functional-type").suppress() + expect("(") + inner + expect(",")
    functional += inner + expect(")")
    functional.set_parse_action(lambda t: FunctionalType(t[0], t[1]))
    unknown = pp.Regex(_WORD).set_parse_action(refusal("unknown directive '{}'"))
    string = pp.Regex(r'"((?:\\[\s\S]|[^"\\])*)"').set_parse_action(
        lambda t: StrArg(re.sub(r"\\([\s\S])", r"\1", t[0][1:-1]))
    )
    argument = string | pp.Literal('"').set_parse_action(refusal("unterminated string")) | inner
    arguments = pp.Suppress(")") | argument + pp.ZeroOrMore(pp.Suppress(",") + argument) + (
        pp.Suppress(")") | fail("expected ','")
    )
    custom = keyword("custom").suppress() + expect("<")
    custom += pp.Regex(_IDENT) | fail("expected a directive name")
    custom += expect(">") + expect("(") + pp.Group(arguments)
    custom.set_parse_action(lambda t: Custom(t[0], tuple(t[1])))
    # A type's or attribute's parameters: `params`, `struct(params)`, `struct($a, ...)`.
    params = keyword("params").set_parse_action(lambda t: Directive("params"))
    entry = var | wrapped[1] | custom | fail("expected a parameter in struct")
    entries = pp.Group(
        keyword("params").suppress() | entry + pp.ZeroOrMore(pp.Suppress(",") + entry)
    )
    struct = keyword("struct").suppress() + expect("(") + entries
    struct += pp.Suppress(")") | fail("expected ','")
    struct.set_parse_action(lambda t: Struct(tuple(t[0])))
    inner <<= pp.MatchFirst(
        [var, directive, *wrapped, functional, unknown, fail("expected a directive")]
    )

    def anchor(t: pp.ParseResults) -> Any:
        return replace(t[0], anchor=True) if len(t) > 1 and hasattr(t[0], "anchor") else t[0]

    def group(s: str, loc: int, t: pp.ParseResults) -> Group:
        then = tuple(t[0])
        # An element marked `^`; else a nested group whose own anchor is not its first
        # element (a nested group beside a marked element is not a second anchor: ODS's
        # pdl.rewrite has `(`with` $name^ (`(` $args^ ...)?)?`).
        anchors = [i for i, e in enumerate(then) if getattr(e, "anchor", False) is True]
        anchors = anchors or [i for i, e in enumerate(then) if getattr(e, "anchor", False)]
        if len(anchors) != 1:  # where the group begins, and without the prefix
            message = "an optional group must have exactly one anchor ('^')"
            raise pp.ParseFatalException(s, loc, message)
        return Group(then, tuple(t[1]) if len(t) > 1 else None, anchors[0])

    element = pp.Forward()
    until_close = ~pp.Literal(")") + element
    literal = pp.Regex(r"`[^`]*`").set_parse_action(lambda t: Literal(t[0][1:-1]))
    literal |= pp.Literal("`").set_parse_action(refusal("unterminated literal"))
    optional = pp.Suppress("(") + pp.Group(
        pp.OneOrMore(until_close) | fail("an optional group must not be empty")
    )
    optional += expect(")") + pp.Opt(
        pp.Suppress(":") + expect("(") + pp.Group(pp.ZeroOrMore(until_close)) + expect(")")
    )
    optional += expect("?")
    optional.set_parse_action(group)
    in_clause = ~pp.Literal(")") + ~pp.Literal("|") + element
    clause = pp.Group((literal | fail("expected literal")) + pp.ZeroOrMore(in_clause))
    oilist = keyword("oilist").suppress() + expect("(") + clause
    oilist += pp.ZeroOrMore(pp.Suppress("|") + clause) + expect(")")
    oilist.set_parse_action(lambda t: OIList(tuple(tuple(c) for c in t)))
    directive_or_var = pp.MatchFirst(
        [var, directive, *wrapped, functional, custom, params, struct, unknown]
    )
    anchored = (directive_or_var + pp.Opt(pp.Literal("^"))).set_parse_action(anchor)
    unexpected = pp.Regex(r"[\s\S]").set_parse_action(refusal("unexpected '{}'"))
    element <<= literal | optional | oilist | anchored | unexpected
    top = pp.ZeroOrMore(element) + pp.StringEnd()
    top.parse_with_tabs().streamline()
    _skip_as_isspace(top)
    return top


def _skip_as_isspace(top: pp.ParserElement) -> None:
    """Make every rule that skips spaces skip what str.isspace() accepts (pyparsing's
    default is " \\t\\n\\r")."""
    space = "".join(c for c in map(chr, range(0x3001)) if c.isspace())
    seen: set[int] = set()
    todo = [top]
    while todo:
        e = todo.pop()
        if id(e) in seen:
            continue
        seen.add(id(e))
        if e.skipWhitespace:
            e.set_whitespace_chars(space)
        todo.extend(e.recurse())
