"""The declarative assembly-format language (ODS's), read into a tree of elements.

    format    ::= element*
    element   ::= (literal | variable | directive | group) `^`?
    literal   ::= '`' text '`'          `` (no space), ` ` (a space), `\\n` (a newline)
    variable  ::= '$' identifier        operand, result, attribute, region or successor
    directive ::= attr-dict | attr-dict-with-keyword | prop-dict | operands | results
                | regions | successors | type(arg) | qualified(arg) | ref(arg)
                | functional-type(arg, arg) | custom<Name>(arg, ...)
    group     ::= '(' element+ ')' ('?' | ':' '(' element* ')' '?')

Format strings are read once, when a definition loads (pyparsing keeps this small grammar
readable); the tree is what the parse and print engines walk on every operation.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

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


def _grammar() -> pp.ParserElement:
    ident = pp.Word(pp.alphas + "_", pp.alphanums + "_")
    caret = pp.Opt(pp.Literal("^"))("anchor")
    literal = pp.QuotedString("`", unquote_results=True, convert_whitespace_escapes=False)(
        "literal"
    )
    var = pp.Combine(pp.Suppress("$") + ident)("var")
    kw_dir = pp.MatchFirst(
        [pp.Keyword(k, ident_chars=pp.alphanums + "_-") for k in _KEYWORD_DIRECTIVES]
    )("directive")
    element = pp.Forward()
    lpar, rpar = pp.Suppress("("), pp.Suppress(")")
    inner = pp.Forward()
    type_dir = pp.Group(pp.Suppress(pp.Keyword("type")) + lpar + inner + rpar)("type")
    qualified = pp.Group(pp.Suppress(pp.Keyword("qualified")) + lpar + inner + rpar)("qualified")
    ref = pp.Group(pp.Suppress(pp.Keyword("ref")) + lpar + inner + rpar)("ref")
    functional = pp.Group(
        pp.Suppress(pp.Keyword("functional-type", ident_chars=pp.alphanums + "_-"))
        + lpar
        + inner
        + pp.Suppress(",")
        + inner
        + rpar
    )("functional")
    str_arg = pp.QuotedString('"', esc_char="\\")("str")
    custom_arg = pp.Group(str_arg) | inner
    custom = pp.Group(
        pp.Suppress(pp.Keyword("custom"))
        + pp.Suppress("<")
        + ident("name")
        + pp.Suppress(">")
        + lpar
        + pp.Group(pp.Opt(pp.DelimitedList(custom_arg)))("args")
        + rpar
    )("custom")
    inner <<= pp.Group(type_dir | qualified | ref | functional | kw_dir | var)
    group = pp.Group(
        lpar
        + pp.Group(pp.OneOrMore(element))("then")
        + rpar
        + (
            pp.Suppress("?")
            | (
                pp.Suppress(":")
                + lpar
                + pp.Group(pp.ZeroOrMore(element))("otherwise")
                + rpar
                + pp.Suppress("?")
            )
        )
    )("group")
    element <<= pp.Group(
        (literal | custom | type_dir | qualified | functional | ref | kw_dir | var | group) + caret
    )
    return pp.ZeroOrMore(element) + pp.StringEnd()


_GRAMMAR = _grammar()


def _build(tok: Any) -> Any:
    anchor = "anchor" in tok and tok["anchor"] == "^"
    if "literal" in tok:
        return Literal(tok["literal"])
    if "var" in tok:
        return Var(tok["var"], anchor)
    if "directive" in tok:
        return Directive(tok["directive"], anchor)
    if "type" in tok:
        return TypeOf(_build(tok["type"][0]), anchor)
    if "qualified" in tok:
        return Qualified(_build(tok["qualified"][0]), anchor)
    if "ref" in tok:
        return Ref(_build(tok["ref"][0]))
    if "functional" in tok:
        f = tok["functional"]
        return FunctionalType(_build(f[0]), _build(f[1]), anchor)
    if "str" in tok:
        return StrArg(tok["str"])
    if "custom" in tok:
        c = tok["custom"]
        return Custom(c["name"], tuple(_build(a) for a in c["args"]), anchor)
    if "group" in tok:
        g = tok["group"]
        then = tuple(_build(e) for e in g["then"])
        otherwise = tuple(_build(e) for e in g["otherwise"]) if "otherwise" in g else None
        anchors = [i for i, e in enumerate(then) if getattr(e, "anchor", False)]
        if len(anchors) != 1:
            raise FormatError("an optional group must have exactly one anchor ('^')")
        return Group(then, otherwise, anchors[0])
    raise FormatError(f"unexpected element {tok!r}")


@cache
def parse_format(text: str) -> tuple[Any, ...]:
    """The elements of a format string; raises FormatError."""
    try:
        toks = _GRAMMAR.parse_string(text, parse_all=True)
    except pp.ParseException as exc:
        raise FormatError(f"invalid assembly format: {exc.msg}", exc.column) from None
    return tuple(_build(t) for t in toks)
