"""The MLIR lexer (spec 000, "Common syntax" and "Identifiers and keywords").

One compiled regular expression recognises every token at a position; the parser pulls
tokens on demand (``Lexer.next``), so it can re-lex from any offset where MLIR's grammar is
character-level (``4xf32`` in dimension lists, dialect bodies taken as balanced text).
Whitespace and ``//`` comments are skipped by a second expression.
"""

from __future__ import annotations

import re
import sys
from typing import NoReturn

from core.diagnostics import SourceFile, error

# Token kinds. Plain strings: the parser compares them by identity-fast equality.
EOF = "eof"
BARE = "bare"  # bare identifier / keyword: `i32`, `dense`, `loc`, `func.func`
VALUE = "%"  # %name, %0, with optional #N suffix kept in the text
CARET = "^"  # ^bb0
AT = "@"  # @sym or @"sym"
HASH = "#"  # #alias, #dialect.attr
BANG = "!"  # !alias, !dialect.type
INT = "int"
FLOAT = "float"
STRING = "string"
PUNCT = "punct"  # the text itself says which: `(`, `->`, `::`, `{-#`...

_SUFFIX = r"(?:[0-9]+|[A-Za-z$._\-][A-Za-z0-9$._\-]*)"
# Unrolled (a run of plain characters, then escape + run): ~40x faster on long hex blobs.
_STRING = r'"[^"\\\n\r\f\v]*(?:\\[^\n][^"\\\n\r\f\v]*)*"'
_TOKEN = re.compile(
    "|".join(
        (
            r"(\{-#|#-\}|->|::|\.\.\.|[()\[\]{}<>:,=?*+\-|])",  # 1 punct
            r"([A-Za-z_][A-Za-z0-9_$.]*)",  # 2 bare identifier
            r"(%" + _SUFFIX + r"(?:#[0-9]+)?)",  # 3 value use/def
            r"(\^" + _SUFFIX + ")",  # 4 block id
            r"(@(?:[A-Za-z_][A-Za-z0-9_$.]*|" + _STRING + "))",  # 5 symbol
            r"(#" + _SUFFIX + ")",  # 6 attribute alias / dialect attribute
            r"(!" + _SUFFIX + ")",  # 7 type alias / dialect type
            r"([0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)",  # 8 float
            r"(0x[0-9a-fA-F]+|[0-9]+)",  # 9 integer
            "(" + _STRING + ")",  # 10 string
        )
    )
)
_KINDS = (None, PUNCT, BARE, VALUE, CARET, AT, HASH, BANG, FLOAT, INT, STRING)
# Number literals are at most this long: Python converts decimal text to int (and back) in
# quadratic time, so a multi-megabyte literal would run for minutes. Python's own guard on
# those conversions (4300 digits) is raised to what such a literal can need in decimal (a
# hex literal of this length has ~1.2 times as many decimal digits).
MAX_NUMBER_CHARS = 200_000
sys.set_int_max_str_digits(max(sys.get_int_max_str_digits(), 300_000))
_SKIP = re.compile(r"(?:[ \t\r\n]+|//[^\n]*)*")


def int_literal(spelling: str) -> int:
    """The value of an integer token: ``0x`` hex or decimal, where leading zeros are allowed
    (``04`` is 4; Python's ``int(text, 0)`` rejects it)."""
    return int(spelling[2:], 16) if spelling[:2] == "0x" else int(spelling)


class Lexer:
    """Pull lexer. After ``next()``: ``kind``, ``start``, ``end`` describe the current token;
    ``text[start:end]`` is its spelling."""

    __slots__ = ("src", "text", "kind", "start", "end", "_match", "_skip")

    def __init__(self, src: SourceFile, pos: int = 0) -> None:
        self.src = src
        self.text = src.text
        self._match = _TOKEN.match
        self._skip = _SKIP.match
        self.kind = EOF
        self.start = self.end = pos
        self.reset(pos)

    def reset(self, pos: int) -> None:
        """Lex the token that starts at (or after whitespace following) ``pos``."""
        self.end = pos
        self.next()

    def next(self) -> None:
        pos = self._skip(self.text, self.end).end()  # type: ignore[union-attr]  # always matches
        m = self._match(self.text, pos)
        if m is None:
            self.start = pos
            if pos >= len(self.text):
                self.kind = EOF
                self.end = pos
                return
            self._lex_error(pos)
        self.kind = _KINDS[m.lastindex]  # type: ignore[assignment,index]
        self.start = pos
        self.end = m.end()
        if self.end - pos > MAX_NUMBER_CHARS and self.kind in (INT, FLOAT):
            raise error(self.src.loc(pos), f"number literal longer than {MAX_NUMBER_CHARS} "
                        "characters")  # fmt: skip

    @property
    def spelling(self) -> str:
        return self.text[self.start : self.end]

    def _lex_error(self, pos: int) -> NoReturn:
        c = self.text[pos]
        if c == "@" and self.text[pos + 1 : pos + 2] != '"':
            # MLIR: a bare symbol name starts with a letter or '_'
            raise error(self.src.loc(pos + 1), "@ identifier expected to start with letter or '_'")
        if c == "@":
            pos += 1
        if c in '@"':
            # MLIR reports where the string stops being a string.
            end = pos + 1
            while end < len(self.text) and self.text[end] not in '"\n\r\f\v':
                end += 2 if self.text[end] == "\\" else 1
            raise error(self.src.loc(min(end, len(self.text))), "expected '\"' in string literal")
        if c in "%^@#!":
            raise error(self.src.loc(pos), _SIGIL_MESSAGES[c])
        if c == ".":  # not `...`: MLIR points after the first dot
            raise error(self.src.loc(pos + 1), "expected three consecutive dots for an ellipsis")
        raise error(self.src.loc(pos), "unexpected character")


_SIGIL_MESSAGES = {
    "%": "invalid SSA name",
    "^": "invalid block name",
    "@": "invalid symbol reference",
    "#": "invalid attribute name",
    "!": "invalid type identifier",
}


def unescape_string(src: SourceFile, start: int, end: int) -> str:
    """The value of the string literal ``text[start:end]`` (quotes included).

    Escapes: ``\\\\``, ``\\"``, ``\\n``, ``\\t`` and two hex digits ``\\XX`` (any byte). The
    result holds bytes that are not UTF-8 as surrogate escapes, so printing restores them.
    """
    body = src.text[start + 1 : end - 1]
    if "\\" not in body:
        return body
    out = bytearray()
    i = 0
    n = len(body)
    while i < n:
        c = body[i]
        if c != "\\":
            j = body.find("\\", i)
            if j < 0:
                j = n
            out += body[i:j].encode("utf-8", "surrogateescape")
            i = j
            continue
        nxt = body[i + 1] if i + 1 < n else ""
        if nxt in ('"', "\\"):
            out.append(ord(nxt))
            i += 2
        elif nxt == "n":
            out.append(10)
            i += 2
        elif nxt == "t":
            out.append(9)
            i += 2
        elif i + 2 < n and _is_hex(body[i + 1]) and _is_hex(body[i + 2]):
            out.append(int(body[i + 1 : i + 3], 16))
            i += 3
        else:
            raise error(src.loc(start + 1 + i), "unknown escape in string literal")
    return out.decode("utf-8", "surrogateescape")


def _is_hex(c: str) -> bool:
    return c in "0123456789abcdefABCDEF"


_PRINTABLE = frozenset(range(0x20, 0x7F))


def escape_string(value: str) -> str:
    """``value`` as an MLIR string literal body, escaped as mlir-opt prints it."""
    if value.isascii() and value.isprintable() and '"' not in value and "\\" not in value:
        return value
    out: list[str] = []
    for b in value.encode("utf-8", "surrogateescape"):
        if b == 0x5C:
            out.append("\\\\")
        elif b in _PRINTABLE and b != 0x22:
            out.append(chr(b))
        else:
            out.append(f"\\{b:02X}")
    return "".join(out)


_BARE_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")


def is_bare_id(name: str) -> bool:
    return _BARE_ID.match(name) is not None


def symbol_text(name: str) -> str:
    """``@name`` as mlir-opt prints a symbol: bare when it is a bare-id, quoted otherwise."""
    if _BARE_ID.match(name):
        return "@" + name
    return '@"' + escape_string(name) + '"'
