"""The declarative assembly-format language (ODS's), read into a tree of elements.

    format    ::= element*
    element   ::= (literal | variable | directive | group) `^`?
    literal   ::= '`' text '`'          `` (no space), ` ` (a space), `\\n` (a newline)
    variable  ::= '$' identifier        operand, result, attribute, region or successor
    directive ::= attr-dict | attr-dict-with-keyword | prop-dict | operands | results
                | regions | successors | type(arg) | qualified(arg) | ref(arg)
                | functional-type(arg, arg) | custom<Name>(arg, ...)
    group     ::= '(' element+ ')' ('?' | ':' '(' element* ')' '?')

Format strings are read once, when a definition loads, by a small recursive descent
(``_Reader``, one method per rule above); the tree is what the parse and print engines walk
on every operation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, NoReturn


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
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class _Reader:
    """Recursive descent over a format string (pycparser's style: one method per rule)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, message: str) -> NoReturn:
        raise FormatError(f"invalid assembly format: {message}", self.pos + 1)

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos : self.pos + 1]

    def expect(self, c: str) -> None:
        if self.peek() != c:
            self.fail(f"expected '{c}'")
        self.pos += 1

    def word(self) -> str | None:
        """A keyword or directive name here (letters, digits, `_`, `-`), if any."""
        self.skip()
        m = _WORD.match(self.text, self.pos)
        return m.group(0) if m else None

    def elements(self, stop: str) -> tuple[Any, ...]:
        out = []
        while self.peek() not in (stop, ""):
            out.append(self.element())
        return tuple(out)

    def element(self) -> Any:
        c = self.peek()
        if c == "`":
            end = self.text.find("`", self.pos + 1)
            if end < 0:
                self.fail("unterminated literal")
            lit = Literal(self.text[self.pos + 1 : end])
            self.pos = end + 1
            return lit
        if c == "(":
            return self.group()
        if c == "$" or self.word() is not None:
            elem = self.inner(allow_custom=True)
            if self.peek() == "^":
                self.pos += 1
                if hasattr(elem, "anchor"):
                    elem = replace(elem, anchor=True)
            return elem
        self.fail(f"unexpected '{c}'")

    def group(self) -> Group:
        self.skip()
        start = self.pos
        self.expect("(")
        then = self.elements(")")
        if not then:
            self.fail("an optional group must not be empty")
        self.expect(")")
        otherwise = None
        if self.peek() == ":":
            self.pos += 1
            self.expect("(")
            otherwise = self.elements(")")
            self.expect(")")
        self.expect("?")
        anchors = [i for i, e in enumerate(then) if getattr(e, "anchor", False)]
        if len(anchors) != 1:
            raise FormatError("an optional group must have exactly one anchor ('^')", start + 1)
        return Group(then, otherwise, anchors[0])

    def inner(self, allow_custom: bool = False) -> Any:
        """A variable or directive (what `type(...)` and a custom directive take)."""
        if self.peek() == "$":
            self.pos += 1
            m = _IDENT.match(self.text, self.pos)
            if m is None:
                self.fail("expected a name after '$'")
            self.pos = m.end()
            return Var(m.group(0))
        word = self.word()
        if word in _KEYWORD_DIRECTIVES:
            self.pos += len(word)
            return Directive(word)
        name = word
        if name in ("type", "qualified", "ref", "functional-type"):
            self.pos += len(name)
            self.expect("(")
            arg = self.inner()
            if name == "functional-type":
                self.expect(",")
                result = FunctionalType(arg, self.inner())
            else:
                result = {"type": TypeOf, "qualified": Qualified, "ref": Ref}[name](arg)
            self.expect(")")
            return result
        if name == "custom" and allow_custom:
            self.pos += len("custom")
            return self.custom()
        self.fail(f"unknown directive '{word}'" if word else "expected a directive")

    def custom(self) -> Custom:
        self.expect("<")
        self.skip()
        m = _IDENT.match(self.text, self.pos)
        if m is None:
            self.fail("expected a directive name")
        self.pos = m.end()
        self.expect(">")
        self.expect("(")
        args: list[Any] = []
        while self.peek() != ")":
            if args:
                self.expect(",")
            args.append(self.string() if self.peek() == '"' else self.inner())
        self.pos += 1
        return Custom(m.group(0), tuple(args))

    def string(self) -> StrArg:
        out = []
        i = self.pos + 1
        while i < len(self.text) and self.text[i] != '"':
            if self.text[i] == "\\" and i + 1 < len(self.text):
                i += 1
            out.append(self.text[i])
            i += 1
        if i >= len(self.text):
            self.fail("unterminated string")
        self.pos = i + 1
        return StrArg("".join(out))


@cache
def parse_format(text: str) -> tuple[Any, ...]:
    """The elements of a format string; raises FormatError."""
    return _Reader(text).elements("")
