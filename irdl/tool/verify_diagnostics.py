"""mlir-opt's ``--verify-diagnostics``: expected-* comments checked against emitted diagnostics.

Rules (established against mlir-opt 22 by experiment):

Comments
  * Each line (split at ``\\n``, trailing blanks and ``\\r`` trimmed) is searched for
    ``expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}``
    ending the line. Only spaces may separate the parts (a tab, ``@ +1``, ``expected-errors``
    or text after the closing ``}}`` mean no expectation); ``//`` is not required and anything
    may precede ``expected-``. The content is greedy, so ``expected-error {{a}} expected-note
    {{b}}`` is ONE error expectation ``a}} expected-note {{b``: one expectation per line.
  * The expectation sits at the position of ``expected-``; its failures are reported there,
    highlighted over as many characters as the content has (``^~~~``).
  * ``@+N``/``@-N``: the line N below/above. N is read like C's ``strtol`` base 0: a leading
    ``0`` means octal (``@+010`` is 8 lines), and a number that is not valid (``@+08``) or
    does not fit in 32 bits gives an expectation that can never be met. A target line below 0
    can never be met either; line 0 can (a ``loc("f":0:0)`` diagnostic).
  * ``@above``: the last earlier line containing no expectation (line 1 if none).
    ``@below``: the next line containing no expectation (if none: the number of lines of the
    buffer, counting the empty one after a final newline). Lines with expectations of any form
    (no designator, ``@unknown``, even an invalid regex) are skipped; blank and comment lines
    are not.
  * ``@unknown``: a diagnostic whose location names no file position (``Loc.file is None``,
    e.g. ``loc(unknown)`` or a name location with no file location inside).
  * Plain content is matched as a substring of the message. With ``-re``, each ``{{...}}`` in
    the content (up to the first ``}}``) is a POSIX extended regular expression, the rest is
    literal, and the whole is searched in the message. Each regex part must compile on its own
    (so the empty part of ``a{{}}b`` is an error, ``a{{()}}b`` is not) and is then grouped:
    ``a{{b|c}}`` means ``a(b|c)``. Malformed ones are reported at the comment and dropped::

        error: found start of regex with no end '}}'
        error: invalid regex: <reason>   (parentheses not balanced, brackets ([ ]) not
               balanced, braces not balanced, empty (sub)expression, repetition-operator
               operand invalid, invalid repetition count(s), invalid character range,
               invalid character class, invalid collating element, trailing backslash (\\),
               invalid backreference number)

    POSIX means: ``\\d``, ``\\s``, ``\\w`` are the letters d, s, w; a backslash inside ``[]`` is
    literal; ``[[:alpha:]]``, ``[[.space.]]``, ``[[=a=]]`` are supported; ``*?``, ``(?:`` and
    ``a**`` are errors; ``.`` matches a newline and ``$`` only the end of the message; the
    match is on the UTF-8 bytes. ``expected-error-re {{}}`` (nothing to compile) never
    matches, whereas ``expected-error {{}}`` matches any error.
  * Nothing is reported for a bad ``@`` offset: mlir-opt 22 has no message for it, the
    expectation is simply never met.

Matching (each emitted diagnostic, then each of its notes, in emission order)
  * Candidates: the expectations whose target line is the diagnostic's line, if the
    diagnostic is located in this buffer (same file name); the ``@unknown`` ones if its
    location is unknown; none for another buffer.
  * The first candidate in comment order whose content matches and whose severity is the
    same takes the diagnostic. An expectation is not used up: it takes every diagnostic it
    matches (two identical errors on one line need only one ``expected-error``), which also
    means a second identical expectation on that line is never met.
  * Else, if some candidate matched the message with another severity, the last such one is
    a near miss: ``error: '<emitted>' diagnostic emitted when expecting a '<expected>'`` at
    that expectation (a bare caret; ``<unknown>:0`` for an ``@unknown`` one). The diagnostic
    is not also reported as unexpected, and the expectation stays unmet.
  * Else ``error: unexpected <severity>: <message>`` at the diagnostic's own location.
  * With ``only_expected`` (``--verify-diagnostics=only-expected``) neither of the last two
    is reported.

Output order and verdict
  * Expectation-parse errors (when the verifier is built, before mlir-opt even splits the
    file, hence before its near-miss split warnings), then near misses and unexpected
    diagnostics as they arrive, then ``error: expected <severity> "<content>" was not
    produced`` for each unmet located expectation in comment order, then the unmet
    ``@unknown`` ones at ``<unknown>:0``: mlir-opt 22 lists those twice, whole list then
    whole list again.
  * With ``--split-input-file`` there is ONE verifier for the whole file: an expectation in
    one chunk may be met by a diagnostic from another, and every "not produced" comes after
    all chunks. The exit status is 0 iff nothing above was reported (the chunks' own
    failures do not matter; only chunks that succeeded print their IR).
  * In this mode mlir-opt does not attach the "see current operation" note to
    operation diagnostics (nor print call-site "called from" notes), so the verifier
    skips such notes: they are neither expected nor reported.

Without ``--verify-diagnostics`` mlir-opt 22 still reads the expected-* comments
(``unverified_output``): it prints the expectation-parse errors first, then (split warnings
and) the diagnostics as usual, then EVERY expectation as "was not produced" (no matching is
done; located ones in comment order, then the ``@unknown`` ones, once). None of these change
the exit status.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from core.diagnostics import (
    CURRENT_OPERATION_NOTE,
    UNKNOWN_LOC,
    Diagnostic,
    Loc,
    Severity,
    SourceFile,
)

# --------------------------------------------------------------------------------------------
# POSIX extended regular expressions (the dialect of llvm::Regex) translated to Python's re


class RegexError(Exception):
    """A regex mlir-opt rejects; the message is the reason it prints after "invalid regex: "."""


_EPAREN = "parentheses not balanced"
_EBRACK = "brackets ([ ]) not balanced"
_EBRACE = "braces not balanced"
_BADBR = "invalid repetition count(s)"
_BADRPT = "repetition-operator operand invalid"
_EMPTY = "empty (sub)expression"
_ERANGE = "invalid character range"
_ECTYPE = "invalid character class"
_ECOLLATE = "invalid collating element"
_EESCAPE = "trailing backslash (\\)"
_ESUBREG = "invalid backreference number"

_DUP_MAX = 255  # largest repetition count accepted in {m,n}
_DIGITS = frozenset("0123456789")  # not str.isdigit: no Unicode digits

_CLASSES = {
    "alnum": "0-9A-Za-z",
    "alpha": "A-Za-z",
    "blank": " \\t",
    "cntrl": "\\x00-\\x1f\\x7f",
    "digit": "0-9",
    "graph": "!-~",
    "lower": "a-z",
    "print": " -~",
    "punct": "!-/:-@\\[-`{-~",
    "space": " \\t\\n\\r\\f\\v",
    "upper": "A-Z",
    "xdigit": "0-9A-Fa-f",
}


def _collating_names() -> dict[str, str]:
    """Names of the POSIX portable character set, usable as ``[[.name.]]``."""
    control = (
        "NUL SOH STX ETX EOT ENQ ACK BEL BS HT LF VT FF CR SO SI "
        "DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC IS4 IS3 IS2 IS1"
    ).split()
    names = {n: chr(i) for i, n in enumerate(control)}
    names.update(
        alert="\a",
        backspace="\b",
        tab="\t",
        newline="\n",
        FS="\x1c",
        GS="\x1d",
        RS="\x1e",
        US="\x1f",
        DEL="\x7f",
    )
    names["vertical-tab"] = "\v"
    names["form-feed"] = "\f"
    names["carriage-return"] = "\r"
    printable = (
        "space exclamation-mark quotation-mark number-sign dollar-sign percent-sign ampersand "
        "apostrophe left-parenthesis right-parenthesis asterisk plus-sign comma hyphen period "
        "slash zero one two three four five six seven eight nine colon semicolon "
        "less-than-sign equals-sign greater-than-sign question-mark commercial-at"
    ).split()
    names.update({n: chr(0x20 + i) for i, n in enumerate(printable)})
    names.update(
        {
            "hyphen-minus": "-",
            "full-stop": ".",
            "solidus": "/",
            "left-square-bracket": "[",
            "backslash": "\\",
            "reverse-solidus": "\\",
            "right-square-bracket": "]",
            "circumflex": "^",
            "circumflex-accent": "^",
            "underscore": "_",
            "low-line": "_",
            "grave-accent": "`",
            "left-brace": "{",
            "left-curly-bracket": "{",
            "vertical-line": "|",
            "right-brace": "}",
            "right-curly-bracket": "}",
            "tilde": "~",
        }
    )
    return names


_COLLATING = _collating_names()


def _class_char(c: str) -> str:
    return "\\" + c if c in "\\]^-[" else c


class _EreTranslator:
    """Recursive-descent reader of one POSIX ERE producing an equivalent Python pattern.

    It raises ``RegexError`` with the reason llvm::Regex gives for the first problem found.
    """

    def __init__(self, src: str) -> None:
        self.s = src
        self.i = 0
        self.groups_closed: set[int] = set()
        self.groups = 0

    def more(self, n: int = 1) -> bool:
        return self.i + n <= len(self.s)

    def peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.s[j] if j < len(self.s) else ""

    def translate(self) -> str:
        return self.alternation(top=True)

    def alternation(self, top: bool) -> str:
        branches = [self.branch(top)]
        while self.peek() == "|":
            self.i += 1
            branches.append(self.branch(top))
        return "|".join(branches)

    def branch(self, top: bool) -> str:
        parts: list[str] = []
        while self.more() and self.peek() != "|" and (top or self.peek() != ")"):
            if top and self.peek() == ")":
                raise RegexError(_EPAREN)
            parts.append(self.piece())
        if not parts:
            raise RegexError(_EMPTY)
        return "".join(parts)

    def piece(self) -> str:
        c = self.peek()
        self.i += 1
        is_caret = False
        if c == "(":
            if not self.more():
                raise RegexError(_EPAREN)
            self.groups += 1
            number = self.groups
            inner = "" if self.peek() == ")" else self.alternation(top=False)
            if self.peek() != ")":
                raise RegexError(_EPAREN)
            self.i += 1
            self.groups_closed.add(number)
            atom = f"({inner})"
        elif c == "^":
            atom, is_caret = "^", True
        elif c == "$":
            atom = "\\Z"
        elif c in "*+?":
            raise RegexError(_BADRPT)
        elif c == "{":
            if self.peek() in _DIGITS:
                raise RegexError(_BADRPT)
            atom = "\\{"
        elif c == ".":
            atom = "."
        elif c == "[":
            atom = self.bracket()
        elif c == "\\":
            if not self.more():
                raise RegexError(_EESCAPE)
            e = self.peek()
            self.i += 1
            if "1" <= e <= "9":
                if int(e) not in self.groups_closed:
                    raise RegexError(_ESUBREG)
                atom = f"(?:\\{e})"  # grouped so that a following digit stays literal
            else:
                atom = re.escape(e)  # \d, \s, \n ... are just the letter
        else:
            atom = re.escape(c)
        if not self.at_repetition():
            return atom
        if is_caret:
            raise RegexError(_BADRPT)
        quant = self.repetition()
        if self.at_repetition():
            raise RegexError(_BADRPT)
        return f"(?:{atom}){quant}"

    def at_repetition(self) -> bool:
        c = self.peek()
        return c in ("*", "+", "?") or (c == "{" and self.peek(1) in _DIGITS)

    def repetition(self) -> str:
        c = self.peek()
        self.i += 1
        if c != "{":
            return c
        low = self.count()
        high: int | None = low
        if self.peek() == ",":
            self.i += 1
            high = self.count() if self.peek() in _DIGITS else None
        if high is not None and low > high:
            raise RegexError(_BADBR)
        if self.peek() != "}":
            raise RegexError(_BADBR if "}" in self.s[self.i :] else _EBRACE)
        self.i += 1
        return f"{{{low},{'' if high is None else high}}}"

    def count(self) -> int:
        start = self.i
        while self.peek() in _DIGITS:
            self.i += 1
        value = int(self.s[start : self.i])
        if value > _DUP_MAX:
            raise RegexError(_BADBR)
        return value

    def bracket(self) -> str:
        s = self.s
        if s.startswith("[:<:]]", self.i):
            self.i += 6
            return "\\b(?=\\w)"
        if s.startswith("[:>:]]", self.i):
            self.i += 6
            return "\\b(?<=\\w)"
        negate = self.peek() == "^"
        if negate:
            self.i += 1
        items: list[str] = []
        if self.peek() in ("]", "-"):
            items.append(_class_char(self.peek()))
            self.i += 1
        while (
            self.more() and self.peek() != "]" and not (self.peek() == "-" and self.peek(1) == "]")
        ):
            items.append(self.bracket_term())
        if self.peek() == "-":
            items.append("\\-")
            self.i += 1
        if self.peek() != "]":
            raise RegexError(_EBRACK)
        self.i += 1
        return "[" + ("^" if negate else "") + "".join(items) + "]"

    def bracket_term(self) -> str:
        c, c2 = self.peek(), self.peek(1)
        if c == "-":
            raise RegexError(_ERANGE)
        if c == "[" and c2 == ":":
            self.i += 2
            if not self.more():
                raise RegexError(_EBRACK)
            if self.peek() in "-]":
                raise RegexError(_ECTYPE)
            start = self.i
            while self.peek().isalpha():
                self.i += 1
            chars = _CLASSES.get(self.s[start : self.i])
            if chars is None:
                raise RegexError(_ECTYPE)
            if not self.more():
                raise RegexError(_EBRACK)
            if not self.s.startswith(":]", self.i):
                raise RegexError(_ECTYPE)
            self.i += 2
            return chars
        if c == "[" and c2 == "=":
            self.i += 2
            if not self.more():
                raise RegexError(_EBRACK)
            if self.peek() in "-]":
                raise RegexError(_ECOLLATE)
            elem = self.collating_element("=")
            if not self.more():
                raise RegexError(_EBRACK)
            if not self.s.startswith("=]", self.i):
                raise RegexError(_ECOLLATE)
            self.i += 2
            return _class_char(elem)
        low = self.bracket_symbol()
        high = low
        if self.peek() == "-" and self.more(2) and self.peek(1) != "]":
            self.i += 1
            if self.peek() == "-":
                self.i += 1
                high = "-"
            else:
                high = self.bracket_symbol()
        if low > high:
            raise RegexError(_ERANGE)
        if low == high:
            return _class_char(low)
        return _class_char(low) + "-" + _class_char(high)

    def bracket_symbol(self) -> str:
        if not self.more():
            raise RegexError(_EBRACK)
        if self.s.startswith("[.", self.i):
            self.i += 2
            elem = self.collating_element(".")
            if not self.s.startswith(".]", self.i):
                raise RegexError(_ECOLLATE)
            self.i += 2
            return elem
        c = self.peek()
        self.i += 1
        return c

    def collating_element(self, end: str) -> str:
        start = self.i
        stop = self.s.find(end + "]", start)
        if stop < 0:
            self.i = len(self.s)
            raise RegexError(_EBRACK)
        self.i = stop
        name = self.s[start:stop]
        if name in _COLLATING:
            return _COLLATING[name]
        if len(name) == 1:
            return name
        raise RegexError(_ECOLLATE)


def translate_posix_regex(src: str) -> str:
    """A Python pattern matching what the POSIX ERE ``src`` matches (raises ``RegexError``)."""
    return _EreTranslator(src).translate()


# --------------------------------------------------------------------------------------------
# Expectations

_EXPECTED = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *"
    r"(@(?:([+-])([0-9]+)|(above|below|unknown)))? *\{\{(.*)\}\}\Z",
    re.DOTALL,
)
_TRIM = " \t\n\v\f\r"
_INT_MAX = 2**31 - 1
_NO_REGEX_END = "found start of regex with no end '}}'"


@dataclass(eq=False, slots=True)
class Expectation:
    severity: Severity
    content: str  # between the outer {{ }} exactly as written
    loc: Loc  # the ``expected-`` text; failures are reported here
    line: int | None  # target line; None: @unknown, or an offset that can never be met
    unknown: bool = False
    pattern: re.Pattern[bytes] | None = None  # set for -re; matched against UTF-8
    matched: bool = False

    def matches(self, message: str) -> bool:
        if self.pattern is None:
            return self.content in message
        return self.pattern.search(message.encode("utf-8", "replace")) is not None


def _offset_value(digits: str) -> int | None:
    """The offset as mlir-opt reads it (base detected from a leading 0), None if unreadable."""
    try:
        value = int(digits, 8) if len(digits) > 1 and digits[0] == "0" else int(digits)
    except ValueError:
        return None
    return value if value <= _INT_MAX else None


def _compile_content(content: str) -> re.Pattern[bytes] | None:
    """The pattern of an ``-re`` content; raises RegexError with mlir-opt's full message.

    llvm::Regex works on bytes (``.`` is one byte of an UTF-8 sequence), so the content is
    translated as one character per byte and compiled as a bytes pattern.
    """
    parts: list[str] = []
    rest = content.encode("utf-8", "replace").decode("latin-1")
    while rest:
        begin = rest.find("{{")
        if begin < 0:
            parts.append(re.escape(rest))
            break
        parts.append(re.escape(rest[:begin]))
        rest = rest[begin + 2 :]
        end = rest.find("}}")
        if end < 0:
            raise RegexError(_NO_REGEX_END)
        try:
            parts.append("(" + translate_posix_regex(rest[:end]) + ")")
        except RegexError as exc:
            raise RegexError(f"invalid regex: {exc}") from None
        rest = rest[end + 2 :]
    pattern = "".join(parts)
    if not pattern:
        return None  # an empty POSIX regex does not compile, so it matches nothing
    try:
        return re.compile(pattern.encode("latin-1"), re.DOTALL)
    except re.error:
        # Valid piece by piece but not once grouped (a backreference now naming an open
        # group): llvm::Regex then matches nothing, and so do we.
        return None


def parse_expectations(src: SourceFile) -> tuple[list[Expectation], list[Diagnostic]]:
    """The expected-* comments of a buffer, in comment order, and the errors for bad ones."""
    expectations: list[Expectation] = []
    errors: list[Diagnostic] = []
    lines = src.text.split("\n")
    last_plain_line = 1
    waiting_below: list[Expectation] = []
    for number, raw in enumerate(lines, start=1):
        m = _EXPECTED.search(raw.rstrip(_TRIM))
        if m is None:
            last_plain_line = number
            for exp in waiting_below:
                exp.line = number
            waiting_below.clear()
            continue
        kind, is_re, designator, sign, digits, word, content = m.groups()
        loc = Loc(src.name, number, m.start() + 1)
        exp = Expectation(Severity(kind), content, loc, number)
        if is_re:
            try:
                pattern = _compile_content(content)
            except RegexError as exc:
                errors.append(Diagnostic(Severity.ERROR, str(exc), loc, length=len(content)))
                continue
            exp.pattern = pattern if pattern is not None else re.compile(rb"(?!)")
        if designator is None:
            pass
        elif sign is not None:
            value = _offset_value(digits)
            target = None if value is None else number + value if sign == "+" else number - value
            exp.line = target if target is not None and target >= 0 else None
        elif word == "unknown":
            exp.line, exp.unknown = None, True
        elif word == "above":
            exp.line = last_plain_line
        else:
            exp.line = len(lines)  # kept if no line without expectation follows
            waiting_below.append(exp)
        expectations.append(exp)
    return expectations, errors


def _not_produced(exp: Expectation) -> Diagnostic:
    message = f'expected {exp.severity.value} "{exp.content}" was not produced'
    if exp.unknown:
        return Diagnostic(Severity.ERROR, message, UNKNOWN_LOC)
    return Diagnostic(Severity.ERROR, message, exp.loc, length=len(exp.content))


# --------------------------------------------------------------------------------------------
# The verifier


class DiagnosticVerifier:
    """Checks the diagnostics emitted for one buffer against its expected-* comments.

    Build it from the whole input file (also under ``--split-input-file``: one verifier for
    all chunks), pass every emitted diagnostic to ``handle`` in emission order, then print
    ``sm.render_all(verifier.finish())``; the run succeeds iff ``succeeded()``.

    ``split_warnings`` are the near-miss split-marker warnings (see ``irdl.tool.split_input``):
    mlir-opt prints them after the expectation-parse errors and before everything else, so
    ``finish`` puts them there; they do not affect the verdict.
    """

    def __init__(
        self,
        src: SourceFile,
        split_warnings: Sequence[Diagnostic] = (),
        only_expected: bool = False,
    ) -> None:
        self.src = src
        self.only_expected = only_expected
        self.expectations, self.parse_errors = parse_expectations(src)
        self.split_warnings = list(split_warnings)
        self._failures: list[Diagnostic] = []
        self._by_line: dict[int, list[Expectation]] = {}
        self._unknown: list[Expectation] = []
        for exp in self.expectations:
            if exp.unknown:
                self._unknown.append(exp)
            elif exp.line is not None:
                self._by_line.setdefault(exp.line, []).append(exp)

    def handle(self, diag: Diagnostic) -> bool:
        """Checks ``diag`` then each of its notes; True iff all of them were expected.
        Diagnostics of ours that mlir-opt does not give (``explanatory``) are left out."""
        if diag.explanatory:
            return True
        ok = self._handle_one(diag)
        for note in diag.notes:
            if note.message.startswith(CURRENT_OPERATION_NOTE):
                continue  # mlir-opt does not attach it in this mode
            ok = self.handle(note) and ok
        return ok

    def _handle_one(self, diag: Diagnostic) -> bool:
        loc = diag.loc
        if loc.file is None:
            candidates = self._unknown
        elif loc.file == self.src.name:
            candidates = self._by_line.get(loc.line, [])
        else:
            candidates = []
        near_miss: Expectation | None = None
        for exp in candidates:
            if exp.matches(diag.message):
                if exp.severity is diag.severity:
                    exp.matched = True
                    return True
                near_miss = exp
        if self.only_expected:
            return False
        if near_miss is not None:
            where = UNKNOWN_LOC if near_miss.unknown else near_miss.loc
            message = (
                f"'{diag.severity.value}' diagnostic emitted when expecting a "
                f"'{near_miss.severity.value}'"
            )
            self._failures.append(Diagnostic(Severity.ERROR, message, where))
        else:
            message = f"unexpected {diag.severity.value}: {diag.message}"
            self._failures.append(Diagnostic(Severity.ERROR, message, loc))
        return False

    def finish(self) -> list[Diagnostic]:
        """Everything mlir-opt prints in this mode, in its order (see the module docstring)."""
        missing = [_not_produced(e) for e in self.expectations if not e.unknown and not e.matched]
        missing_unknown = [_not_produced(e) for e in self._unknown if not e.matched]
        return [
            *self.parse_errors,
            *self.split_warnings,
            *self._failures,
            *missing,
            *missing_unknown,
            *missing_unknown,  # mlir-opt 22 reports this list twice
        ]

    def succeeded(self) -> bool:
        return not (
            self.parse_errors or self._failures or any(not e.matched for e in self.expectations)
        )


def unverified_output(
    src: SourceFile, diags: Iterable[Diagnostic], split_warnings: Sequence[Diagnostic] = ()
) -> list[Diagnostic]:
    """Everything mlir-opt prints without ``--verify-diagnostics``, in its order.

    ``diags`` are the diagnostics the tool emitted (rendered as usual, notes included); the
    expected-* comments of ``src`` add their parse errors before them and a "was not produced"
    error for each expectation after them. The exit status is the tool's own.
    """
    expectations, parse_errors = parse_expectations(src)
    return [
        *parse_errors,
        *split_warnings,
        *diags,
        *(_not_produced(e) for e in expectations if not e.unknown),
        *(_not_produced(e) for e in expectations if e.unknown),
    ]
