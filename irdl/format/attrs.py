"""Formats for the parameters of types and attributes: what follows the mnemonic.

Without a format, a definition reads and prints as MLIR's dynamic types and attributes do:
``<p1, p2>`` with each parameter an attribute (types stand for themselves), nothing when
there are no parameters. A format uses the elements of operation formats that make sense
here: literals, ``$param``, ``qualified($param)`` (written in full; a type read there
stands for itself, as a ``Type`` parameter), ``custom<Name>(...)`` and optional groups,
with the same spacing rules (ODS's AttrOrTypeFormatGen starts, like operation formats,
ready to put a space before the first parameter).

Parameter directives (``PARAM_DIRECTIVES``):

- ``Keyword($p)``: a string parameter written as a bare keyword (or a quoted string).
- ``StrippedAttrList($p, "#dialect.name")``: an array of that attribute's instances, each
  written as its parameters only (as ODS prints an ``ArrayRefParameter`` of attributes).
- ``TypeList($p, "<ODS class>", "<C++ type>")``: one or more types separated by commas, held
  as an array (ODS's ``ArrayRefParameter`` of types; the names appear in MLIR's message when
  one does not read); as an optional group's anchor, there when not empty.
- ``Enum($p, "<C++ enum>", "<ODS attribute name>", "w1 w2 ...")``: one of the words, held
  as a string. The names appear in MLIR's message for a word outside the list.
- ``BitEnum($p, "<C++ enum>", "<ODS attribute name>", "none f1 f2 ... all=all", "sep")``: a
  set of flags written as words joined by ``sep`` (``,`` or ``|``), held as an i32 mask (bit
  i for the i-th flag); the first word means no flag, a word ending in ``=all`` means every
  flag. Where the values are others, each word says its value: ``"None=0 Inline=1 Pure=4
  always=12"``. Printed as ODS does: the none word for no flag, else the cases of several
  flags that are all set, then the single flags, in declaration order, joined by ``sep``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.lexer import BARE, STRING, escape_string, is_bare_id, unescape_string
from irdl.format.directives import parameter_error
from irdl.format.grammar import (
    Custom,
    FormatError,
    Group,
    Literal,
    Qualified,
    StrArg,
    Var,
    parse_format,
)
from irdl.format.ops import AttrSyntax, parse_attr, print_attr
from irdl.format.spacing import plan
from irdl.plugin import PARAM_DIRECTIVES, Plugin, missing


def _parse_keyword(p: Any, param: str) -> dict[str, Any]:
    lex = p.lex
    if lex.kind is BARE:
        word = p.tok
    elif lex.kind is STRING:
        word = unescape_string(p.src, lex.start, lex.end)
    else:
        p.wrong_token("expected valid keyword or string")
    lex.next()
    return {param: B.string_attr(word)}


def _print_keyword(attrs: Any, params: dict[str, Any], param: str) -> str:
    value = params[param].params[0]
    return value if is_bare_id(value) else '"' + escape_string(value) + '"'


def _parse_stripped_list(p: Any, param: str, element: str) -> dict[str, Any]:
    dialect, _, name = element[1:].partition(".")
    info = p.ctx.dialect(dialect)
    table = info.types if element.startswith("!") else info.attrs
    defn = table[name]
    items: list[Attribute] = []
    if not (p.at_punct("]") or p.at_punct(">") or p.at_punct(")")):
        while True:
            items.append(get(defn, defn.parse(p)))
            if not p.consume_punct(","):
                break
    return {param: B.array_attr(tuple(items))}


def _print_stripped_list(attrs: Any, params: dict[str, Any], param: str, element: str) -> str:
    return ", ".join(e.defn.print(attrs, e) for e in params[param].params[0])


def _parse_type_list(p: Any, param: str, attr_name: str, cpp_type: str) -> dict[str, Any]:
    items: list[Attribute] = []
    while True:
        start = p.lex.start
        t = p.parse_optional_type()
        if t is None:
            message = "expected non-function type"
            raise parameter_error(p, start, message, attr_name, param, cpp_type)
        items.append(t)
        if not p.consume_punct(","):
            break
    return {param: B.array_attr(tuple(items))}


def _print_type_list(attrs: Any, params: dict[str, Any], param: str, *_: str) -> str:
    value = params[param]
    return ", ".join(attrs.type(t) for t in value.params[0]) if value is not None else ""


def _enum_word(p: Any, names: list[str], cpp_type: str, attr_name: str, param: str) -> str:
    """One keyword (or string) of ``names``; otherwise MLIR's two errors: what was wrong,
    then, where reading stopped, which parameter failed."""
    lex = p.lex
    start = lex.start
    if lex.kind is BARE:
        word = p.tok
    elif lex.kind is STRING:
        word = unescape_string(p.src, lex.start, lex.end)
    else:
        word = None
    if word is not None:
        lex.next()
    if word is None or word not in names:
        message = (
            "expected valid keyword or string"
            if word is None
            else f"expected {cpp_type} to be one of: {', '.join(names)}"
        )
        raise parameter_error(p, start, message, attr_name, param, cpp_type)
    return word


def _parse_enum(p: Any, param: str, cpp_type: str, attr_name: str, words: str) -> dict[str, Any]:
    return {param: B.string_attr(_enum_word(p, words.split(), cpp_type, attr_name, param))}


def _print_enum(attrs: Any, params: dict[str, Any], param: str, *_: str) -> str:
    return str(params[param].params[0])


def _bit_cases(words: str) -> list[tuple[str, int]]:
    """The cases of a bit enum and their values: ``"none a b c all=all"`` (the none case,
    then bit i for the i-th flag, ``=all`` naming every flag) or, where the values are not
    those, each written ``word=value`` (``"None=0 Inline=1 Pure=4 always=12"``)."""
    parts = [w.partition("=") for w in words.split()]
    if any(v.isdigit() for _, _, v in parts):
        return [(w, int(v)) for w, _, v in parts]
    flags = [w for w, _, v in parts[1:] if v != "all"]
    every = (1 << len(flags)) - 1
    return [(parts[0][0], 0)] + [
        (w, every if v == "all" else 1 << flags.index(w)) for w, _, v in parts[1:]
    ]


def _parse_bit_enum(
    p: Any, param: str, cpp_type: str, attr_name: str, words: str, separator: str
) -> dict[str, Any]:
    cases = dict(_bit_cases(words))
    mask = 0
    while True:
        mask |= cases[_enum_word(p, list(cases), cpp_type, attr_name, param)]
        if not p.consume_punct(separator.strip()):
            break
    return {param: B.integer_attr(mask, B.integer_type(32))}


def _print_bit_enum(
    attrs: Any, params: dict[str, Any], param: str, cpp_type: str, attr_name: str, words: str,
    separator: str,
) -> str:  # fmt: skip
    """As ODS's stringify: the none case for no bit; else the cases of several bits that
    are all set (groups, the all-name), then the single bits, in declaration order."""
    cases = _bit_cases(words)
    mask = params[param].params[1]
    if mask == 0:
        return next((w for w, v in cases if v == 0), "0")
    out = []
    for group in (True, False):
        for word, value in cases:
            if value and (value & (value - 1) != 0) == group and mask & value == value:
                out.append(word)
                mask &= ~value
    return separator.join(out)


_library = Plugin("irdlkit")
_library.param_directive("Keyword", _parse_keyword, _print_keyword)
_library.param_directive("StrippedAttrList", _parse_stripped_list, _print_stripped_list)
_library.param_directive("TypeList", _parse_type_list, _print_type_list)
_library.param_directive("Enum", _parse_enum, _print_enum)
_library.param_directive("BitEnum", _parse_bit_enum, _print_bit_enum)


class ParamFormat:
    """The syntax of a definition's parameters (``None`` text: MLIR's dynamic syntax)."""

    def __init__(self, params: list[str], syntax: dict[str, AttrSyntax], text: str | None) -> None:
        self.params = params
        self.syntax = syntax
        self.text = text
        self.elements = parse_format(text) if text is not None else None
        self.space = plan(self.elements, params=True) if self.elements is not None else {}
        if self.elements is not None:
            self._check(self.elements)

    def _check(self, elements: tuple[Any, ...]) -> None:
        for e in elements:
            if isinstance(e, Qualified):
                e = e.arg
                if not isinstance(e, Var):
                    raise FormatError("qualified(...) of a parameter takes '$name'")
            if isinstance(e, Var) and e.name not in self.params:
                raise FormatError(f"format refers to '${e.name}', which is not a parameter")
            if isinstance(e, Custom) and e.name not in PARAM_DIRECTIVES:
                raise FormatError(missing("parameter directive", e.name))
            if isinstance(e, Group):
                self._check(e.then)
                if e.otherwise is not None:
                    self._check(e.otherwise)

    # --- parsing --------------------------------------------------------------------------

    def parse(self, p: Any) -> tuple[Any, ...]:
        if self.elements is None:
            return _parse_dynamic(p)
        values: dict[str, Any] = {}
        self._parse(p, self.elements, values)
        return tuple(values.get(n) for n in self.params)

    def _parse(self, p: Any, elements: tuple[Any, ...], values: dict[str, Any]) -> None:
        for e in elements:
            if isinstance(e, Literal):
                if e.is_space:
                    continue
                if e.text[0].isalpha() or e.text[0] == "_":
                    p.parse_keyword(e.text)
                else:
                    p.expect_punct(e.text, f"expected '{e.text}'")
            elif isinstance(e, Var):
                values[e.name] = parse_attr(p, self.syntax.get(e.name, AttrSyntax()))
            elif isinstance(e, Qualified):
                # a parameter written in full: a type (a `Type` parameter) or an attribute
                value = p.parse_optional_type()
                if value is None:
                    value = p.parse_optional_attribute()
                if value is None:
                    p.error_here("expected non-function type")
                values[e.arg.name] = value
            elif isinstance(e, Custom):
                args = [a.value if isinstance(a, StrArg) else a.name for a in e.args]
                values.update(PARAM_DIRECTIVES[e.name].parse(p, *args))
            elif isinstance(e, Group):
                first = next(x for x in e.then if not (isinstance(x, Literal) and x.is_space))
                if isinstance(first, Literal):
                    present = p.consume_punct(first.text) or p.consume_keyword(first.text)
                    rest = e.then[e.then.index(first) + 1 :]
                else:
                    present = not (p.at_punct(">") or p.at_punct("]"))
                    rest = e.then
                if present:
                    self._parse(p, rest, values)
                elif e.otherwise is not None:
                    self._parse(p, e.otherwise, values)

    # --- printing -------------------------------------------------------------------------

    def print(self, attrs: Any, a: Attribute) -> str:
        if self.elements is None:
            if not a.params:
                return ""
            return "<" + ", ".join(attrs.attr(x) for x in a.params) + ">"
        out: list[str] = []
        self._print(attrs, dict(zip(self.params, a.params)), self.elements, out)
        return "".join(out)

    def _print(
        self, attrs: Any, values: dict[str, Any], elements: tuple[Any, ...], out: list[str]
    ) -> None:
        for e in elements:
            if isinstance(e, Literal):
                if e.text == " ":
                    out.append(" ")
                elif e.text and e.text != "\\n":
                    out.append((" " if self.space[id(e)] else "") + e.text)
                continue
            if isinstance(e, Group):
                anchor = e.then[e.anchor]
                if isinstance(anchor, Qualified):
                    anchor = anchor.arg
                if isinstance(anchor, Custom):  # its parameter, there when not empty
                    param = next((x.name for x in anchor.args if isinstance(x, Var)), "")
                    value = values.get(param)
                    present = value is not None and value.params != ((),)
                else:
                    present = values.get(getattr(anchor, "name", "")) is not None
                self._print(attrs, values, e.then if present else (e.otherwise or ()), out)
                continue
            if self.space.get(id(e)):
                out.append(" ")
            if isinstance(e, Var):
                v = values.get(e.name)
                if v is not None:
                    sink = _TextSink(attrs)
                    print_attr(sink, v, self.syntax.get(e.name, AttrSyntax()))
                    out.append("".join(sink.out))
            elif isinstance(e, Qualified):
                v = values.get(e.arg.name)
                if v is not None:
                    out.append(attrs.type(v) if v.defn.is_type else attrs.attr(v))
            elif isinstance(e, Custom):
                args = [x.value if isinstance(x, StrArg) else x.name for x in e.args]
                out.append(PARAM_DIRECTIVES[e.name].print(attrs, values, *args))


class _TextSink:
    """The corner of the printer API ``print_attr`` uses, writing to a list."""

    def __init__(self, attrs: Any) -> None:
        self.attrs = attrs
        self.out: list[str] = []

    def print_attribute(self, a: Attribute, elide_type: bool = False, always: bool = False) -> None:
        self.out.append(self.attrs.attr(a))

    def print_stripped(self, a: Attribute) -> None:
        self.out.append(a.defn.print(self.attrs, a))  # type: ignore[attr-defined]


def _parse_dynamic(p: Any) -> tuple[Any, ...]:
    """``<attr, ...>`` or nothing, as MLIR's dynamic types and attributes read."""
    if not p.consume_punct("<"):
        return ()
    if p.consume_punct(">"):
        return ()
    params = [p.parse_attribute()]
    while not p.consume_punct(">"):
        p.expect_punct(",", "expected ','")
        params.append(p.parse_attribute())
    return tuple(params)
