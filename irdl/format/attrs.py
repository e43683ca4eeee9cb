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
- ``Param($p, "<ODS definition>", "<C++ type>")``: a parameter as ODS reads and prints a
  value of that C++ type (FieldParser and printStrippedAttrOrType): integers (``unsigned``,
  ``int64_t``...: a bare number, ``true``/``false`` as 1/0, MLIR's range rule; held as an
  integer attribute of the type's width), ``bool`` (the same reading, printed ``true`` /
  ``false``), ``::llvm::StringRef`` (a quoted string), ``DenseI32ArrayAttr`` and its
  kin (``[1, 2]``), ``AffineMap`` (a bare map, held as the map itself), types (``Type``,
  or ``MemRefType``...: that builtin kind) and attributes (``Attribute``, ``StringAttr``...:
  a builtin class is checked, a dialect attribute's parameters are written alone as ``$p``
  writes them).
  When one does not read, MLIR's second error names the definition, the parameter and the
  C++ type.

Defaults: ``Param``, ``Enum`` and ``BitEnum`` take one more argument, the parameter's
default (ODS's ``DefaultValuedParameter``/``OptionalParameter``), as the parameter is
written (``"1"``, ``"swizzle_none"``, ``"\"sm_50\""``), an attribute in full and as
mlir-opt prints it (``"#xegpu.memory_space<global>"``); ``""`` means absent (``None``).
A parameter with a default that is not written takes it; one at its default is left out
of a ``struct`` and does not make an optional group it anchors print.

``params`` is every parameter, separated by commas. ``struct(...)`` writes ``name = value``
pairs, read in any order, each at most once, and printed in the order given, leaving out
those at their default, as ODS's struct directive does (its messages: "expected a parameter
name in struct", "duplicate or unknown struct parameter name: x", "struct is missing
required parameter: x"). When every entry has a default the struct may be empty.
"""

from __future__ import annotations

import re
from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.diagnostics import Diagnostic, DiagnosticError, Severity, SourceFile
from core.lexer import BARE, INT, STRING, escape_string, is_bare_id, unescape_string
from irdl.format.directives import parameter_error
from irdl.format.grammar import (
    Custom,
    Directive,
    FormatError,
    Group,
    Literal,
    Qualified,
    StrArg,
    Struct,
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


def _parse_enum(
    p: Any, param: str, cpp_type: str, attr_name: str, words: str, default: str = ""
) -> dict[str, Any]:
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
    p: Any, param: str, cpp_type: str, attr_name: str, words: str, separator: str,
    default: str = "",
) -> dict[str, Any]:  # fmt: skip
    cases = dict(_bit_cases(words))
    mask = 0
    while True:
        mask |= cases[_enum_word(p, list(cases), cpp_type, attr_name, param)]
        if not p.consume_punct(separator.strip()):
            break
    return {param: B.integer_attr(mask, B.integer_type(32))}


def _print_bit_enum(
    attrs: Any, params: dict[str, Any], param: str, cpp_type: str, attr_name: str, words: str,
    separator: str, default: str = "",
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


# --- Param: a parameter of a C++ type, as ODS's FieldParser reads it -----------------------

# C++ integer types -> (bits, signed)
_INTEGERS = {
    "int8_t": (8, True), "uint8_t": (8, False), "int16_t": (16, True), "uint16_t": (16, False),
    "short": (16, True), "unsigned short": (16, False), "int": (32, True),
    "int32_t": (32, True), "unsigned": (32, False), "unsigned int": (32, False),
    "uint32_t": (32, False), "int64_t": (64, True), "uint64_t": (64, False),
    "long": (64, True), "unsigned long": (64, False), "long long": (64, True),
    "unsigned long long": (64, False), "size_t": (64, False),
}  # fmt: skip
# builtin type classes -> the kind ODS's parseType<T> insists on
_TYPE_CLASSES = {
    "MemRefType": "memref", "VectorType": "vector", "RankedTensorType": "tensor",
    "IntegerType": "integer", "ComplexType": "complex", "TupleType": "tuple",
    "FunctionType": "function", "IndexType": "index", "NoneType": "none",
    "UnrankedMemRefType": "unranked_memref", "UnrankedTensorType": "unranked_tensor",
}  # fmt: skip
# builtin attribute classes -> what a value of the class is (else "invalid kind of
# attribute specified")
_ATTR_CLASSES = {
    "StringAttr": lambda a: a.defn is B.A["string"],
    "IntegerAttr": lambda a: a.defn is B.A["integer"],
    "BoolAttr": lambda a: a.defn is B.A["integer"] and a.params[0] == B.integer_type(1),
    "FloatAttr": lambda a: a.defn is B.A["float"],
    "ArrayAttr": lambda a: a.defn is B.A["array"],
    "DictionaryAttr": lambda a: a.defn is B.A["dictionary"],
    "TypeAttr": lambda a: a.defn is B.A["type"],
    "SymbolRefAttr": lambda a: a.defn is B.A["symbol_ref"],
    "FlatSymbolRefAttr": lambda a: a.defn is B.A["symbol_ref"] and not a.params[1],
    "UnitAttr": lambda a: a.defn is B.A["unit"],
    "AffineMapAttr": lambda a: a.defn is B.A["affine_map"],
    "DistinctAttr": lambda a: a.defn is B.A["distinct"],
}  # fmt: skip
_DENSE_ARRAYS = {"DenseBoolArrayAttr": 1, "DenseI8ArrayAttr": 8, "DenseI16ArrayAttr": 16,
                 "DenseI32ArrayAttr": 32, "DenseI64ArrayAttr": 64}  # fmt: skip


def cpp_kind(cpp: str) -> tuple[str, Any]:
    """How ODS reads and prints a parameter of C++ type ``cpp``: ``("int", (bits,
    signed))``, ``("bool", None)``, ``("string", None)``, ``("dense", bits)``,
    ``("affine_map", None)``, ``("type", builtin kind or None)``, ``("attr", check or
    None)``. ``std::optional<T>`` is T's (its absence is the default's business)."""
    c = re.sub(r"^const\s+|\s*&$", "", cpp.strip())
    c = re.sub(r"^(::)?(llvm::|mlir::)?", "", c)
    m = re.fullmatch(r"(?:std::)?optional<(.*)>", c)
    if m:
        return cpp_kind(m.group(1))
    if c in _INTEGERS:
        return "int", _INTEGERS[c]
    if c == "bool":
        return "bool", None
    if c in ("StringRef", "std::string"):
        return "string", None
    if c in _DENSE_ARRAYS:
        return "dense", _DENSE_ARRAYS[c]
    if c == "AffineMap":
        return "affine_map", None
    if c == "Type" or c in _TYPE_CLASSES:
        return "type", _TYPE_CLASSES.get(c)
    return "attr", _ATTR_CLASSES.get(c)


def _mask(bits: int) -> int:
    return (1 << bits) - 1


def _fits(digits: str, negative: bool, bits: int, signed: bool, boolean: bool) -> int | None:
    """MLIR's parseInteger<T> of an integer token: the value T holds, or None for "integer
    value too large". The literal is read as an APInt of 4 bits a digit (leading zeros
    left out; one bit more when its top bit is set), negated in that width, converted to
    T (sign-extended or truncated) and kept when converting back gives the same bits."""
    if digits in ("true", "false"):
        width, u = 1, int(digits == "true")
    else:
        body = digits[2:] if digits[:2] == "0x" else digits
        body = body.lstrip("0")
        value = int(body, 16 if digits[:2] == "0x" else 10) if body else 0
        width = 4 * len(body) if body else 64
        if value >> (width - 1) & 1:
            width += 1
        u = (-value) & _mask(width) if negative else value
    if bits < width:
        t = u & _mask(bits)
    elif bits > width and u >> (width - 1) & 1:
        t = u | (_mask(bits) & ~_mask(width))
    else:
        t = u
    if boolean:
        r = int(t != 0)
    elif signed and t >> (bits - 1) & 1:
        r = t - (1 << bits)
    else:
        r = t
    # APInt(width, r, signed): r as a uint64_t, sign-extended past 64 bits when negative
    back = r & _mask(width) if width > 64 and r < 0 else r & _mask(64) & _mask(width)
    return r if back == u else None


def _read_integer(p: Any, bits: int, signed: bool, boolean: bool = False) -> int:
    """MLIR's parseInteger for a C++ integer (or bool) of ``bits`` bits."""
    lex = p.lex
    start = lex.start
    negative = p.consume_punct("-")
    if lex.kind is INT or (not negative and lex.kind is BARE and p.tok in ("true", "false")):
        spelling = p.tok
        lex.next()
        value = _fits(spelling, negative, bits, signed, boolean)
        if value is None:
            p.error_at(start, "integer value too large")
        return value
    p.error_here("expected integer value")


def _read_dense(p: Any, bits: int) -> Attribute:
    """A dense array written by its values alone (``[1, 2]``), as its class reads it: a
    value out of range fails the array once the list is read; a value that is no integer
    fails the list too ("expected ']'")."""
    values: list[int] = []
    too_large: DiagnosticError | None = None
    p.expect_punct("[", "expected '['")
    if not p.consume_punct("]"):
        while True:
            start = p.lex.start
            try:
                values.append(_read_integer(p, bits, True, bits == 1))
            except DiagnosticError as exc:
                if p.lex.start != start and exc.diag.message == "integer value too large":
                    too_large = too_large or exc
                else:
                    try:
                        p.wrong_token("expected ']'")
                    except DiagnosticError as close:
                        exc.followups.append(close.diag)
                    raise
            if not p.consume_punct(","):
                break
        p.expect_punct("]", "expected ']'")
    if too_large is not None:
        raise too_large
    return get(B.A["dense_array"], (B.integer_type(bits), tuple(values)))


def _read_param(p: Any, kind: tuple[str, Any], syntax: AttrSyntax) -> Any:
    what, data = kind
    start = p.lex.start
    if what == "int":
        return B.integer_attr(_read_integer(p, *data), B.integer_type(data[0]))
    if what == "bool":
        return B.bool_attr(bool(_read_integer(p, 8, False, True)))
    if what == "string":
        if p.lex.kind is not STRING:
            p.error_here("expected string")
        value = unescape_string(p.src, p.lex.start, p.lex.end)
        p.lex.next()
        return B.string_attr(value)
    if what == "dense":
        return _read_dense(p, data)
    if what == "type":
        t = p.parse_optional_type()
        if t is None:
            p.wrong_token("expected non-function type")
        if data is not None and t.defn is not B.T[data]:
            from core.printer import attr_to_str

            p.error_at(start, f"invalid kind of type specified: expected builtin.{data}, "
                       f"but found '{attr_to_str(t)}'")  # fmt: skip
        return t
    if what == "affine_map":
        from core.affine import AffineMap, AffineParser

        reader = AffineParser(p.src, start)  # a bare map, not closed by `>`
        amap = reader.parse_map_or_set()
        if not isinstance(amap, AffineMap):
            p.error_at(start, "expected AffineMap, but got IntegerSet")
        p.lex.reset(reader.tok_pos)
        return amap  # a C++ value, not an attribute: no alias of its own
    a = parse_attr(p, syntax)
    if data is not None and not data(a):
        p.error_at(start, "invalid kind of attribute specified")
    return a


def _print_param(attrs: Any, kind: tuple[str, Any], syntax: AttrSyntax, v: Any) -> str:
    what, data = kind
    if what == "int":
        return str(v.params[1])
    if what == "bool":
        return "true" if v.params[1] else "false"
    if what == "string":
        return '"' + escape_string(v.params[0]) + '"'
    if what == "dense":
        words = ("false", "true") if data == 1 else None
        return "[" + ", ".join(words[x] if words else str(x) for x in v.params[1]) + "]"
    if what == "type":
        return attrs.type(v)
    if what == "affine_map":
        return str(v)
    sink = _TextSink(attrs)
    print_attr(sink, v, syntax)
    return "".join(sink.out)


def _failed(exc: DiagnosticError, p: Any, owner: str, param: str, cpp: str) -> DiagnosticError:
    """MLIR's second error for a parameter that does not read, where reading stopped."""
    message = f"failed to parse {owner} parameter '{param}' which is to be a `{cpp}`"
    exc.followups.append(Diagnostic(Severity.ERROR, message, p.src.loc(p.lex.start)))
    return exc


# where the default is among a directive's arguments (after the parameter)
_DEFAULT_ARG = {"Param": 3, "Enum": 4, "BitEnum": 5}


_library = Plugin("irdlkit")
_library.param_directive("Keyword", _parse_keyword, _print_keyword)
_library.param_directive("StrippedAttrList", _parse_stripped_list, _print_stripped_list)
_library.param_directive("TypeList", _parse_type_list, _print_type_list)
_library.param_directive("Enum", _parse_enum, _print_enum)
_library.param_directive("BitEnum", _parse_bit_enum, _print_bit_enum)


def _parse_param_alone(p: Any, param: str, owner: str, cpp: str, default: str = "") -> Any:
    """``Param`` outside a ParamFormat (which passes the parameter's syntax itself)."""
    return {param: _param_value(p, param, owner, cpp, AttrSyntax())}


def _print_param_alone(
    attrs: Any, params: dict[str, Any], param: str, owner: str, cpp: str, default: str = ""
) -> str:
    v = params.get(param)
    return "" if v is None else _print_param(attrs, cpp_kind(cpp), AttrSyntax(), v)


def _param_value(p: Any, param: str, owner: str, cpp: str, syntax: AttrSyntax) -> Any:
    try:
        return _read_param(p, cpp_kind(cpp), syntax)
    except DiagnosticError as exc:
        raise _failed(exc, p, owner, param, cpp) from None


_library.param_directive("Param", _parse_param_alone, _print_param_alone)


class ParamFormat:
    """The syntax of a definition's parameters (``None`` text: MLIR's dynamic syntax)."""

    def __init__(self, params: list[str], syntax: dict[str, AttrSyntax], text: str | None) -> None:
        self.params = params
        self.syntax = syntax
        self.text = text
        # parameter -> its default's text, and the element that reads it
        self.defaults: dict[str, str] = {}
        self.readers: dict[str, Any] = {}
        self._default_values: dict[str, Any] = {}
        self.elements = self._expand(parse_format(text)) if text is not None else None
        self.space = plan(self.elements, params=True) if self.elements is not None else {}
        if self.elements is not None:
            self._check(self.elements)

    def _expand(self, elements: tuple[Any, ...]) -> tuple[Any, ...]:
        """``params`` as its parameters between commas, ``struct(params)`` as
        ``struct($a, $b, ...)``, in fresh elements (spacing is planned per element)."""
        out: list[Any] = []
        for e in elements:
            if isinstance(e, Directive) and e.name == "params":
                for i, name in enumerate(self.params):
                    out.extend([Literal(","), Var(name)] if i else [Var(name)])
            elif isinstance(e, Struct) and not e.entries:
                out.append(Struct(tuple(Var(n) for n in self.params), e.anchor))
            elif isinstance(e, Group):
                otherwise = self._expand(e.otherwise) if e.otherwise is not None else None
                before = self._expand(e.then[: e.anchor])  # the anchor: where it now is
                then = before + self._expand(e.then[e.anchor :])
                out.append(Group(then, otherwise, len(before)))
            else:
                out.append(e)
        return tuple(out)

    def _check(self, elements: tuple[Any, ...]) -> None:
        for e in elements:
            if isinstance(e, Struct):
                self._check(e.entries)
                for entry in e.entries:
                    self.readers[_entry_name(entry)] = entry
                continue
            if isinstance(e, Qualified):
                e = e.arg
                if not isinstance(e, Var):
                    raise FormatError("qualified(...) of a parameter takes '$name'")
            if isinstance(e, Var) and e.name not in self.params:
                raise FormatError(f"format refers to '${e.name}', which is not a parameter")
            if isinstance(e, Directive):
                raise FormatError(f"'{e.name}' is not valid in a type or attribute format")
            if isinstance(e, Custom):
                if e.name not in PARAM_DIRECTIVES:
                    raise FormatError(missing("parameter directive", e.name))
                at = _DEFAULT_ARG.get(e.name)
                name = _entry_name(e)
                if at is not None and len(e.args) > at and isinstance(e.args[at], StrArg):
                    self.defaults[name] = e.args[at].value
                    self.readers[name] = e
            if isinstance(e, Group):
                self._check(e.then)
                if e.otherwise is not None:
                    self._check(e.otherwise)

    # --- defaults -------------------------------------------------------------------------

    def _default(self, p: Any, name: str) -> Any:
        """The value of ``name``'s default (read once, as the parameter is written)."""
        if name in self._default_values:
            return self._default_values[name]
        text = self.defaults[name]
        value = None
        if text:
            from core.parser import Parser

            sub = Parser(SourceFile(f"<default of '{name}'>", text), p.ctx)
            values: dict[str, Any] = {}
            self._parse(sub, (self.readers[name],), values)
            value = values.get(name)
        self._default_values[name] = value
        return value

    def at_default(self, attrs: Any, name: str, value: Any) -> bool:
        """Whether ``value`` is ``name``'s default (a parameter without one: absent). A
        default not read yet is compared as text: the value as the format writes it, or
        in full."""
        if name not in self.defaults:
            return value is None
        if name in self._default_values:
            return value == self._default_values[name]
        text = self.defaults[name]
        if value is None or not text:
            return value is None and not text
        written = self._print_entry(attrs, {name: value}, self.readers[name])
        if not isinstance(value, Attribute):
            return text.strip() == written.strip()
        full = attrs.type_body(value) if value.defn.is_type else attrs.attr_body(value)
        return text.strip() in (written.strip(), full)

    # --- parsing --------------------------------------------------------------------------

    def parse(self, p: Any) -> tuple[Any, ...]:
        if self.elements is None:
            return _parse_dynamic(p)
        values: dict[str, Any] = {}
        self._parse(p, self.elements, values)
        for name in self.defaults:
            if name not in values:
                values[name] = self._default(p, name)
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
            elif isinstance(e, Custom) and e.name == "Param":
                param, owner, cpp = _str_args(e)[:3]
                syntax = self.syntax.get(param, AttrSyntax())
                values[param] = _param_value(p, param, owner, cpp, syntax)
            elif isinstance(e, Custom):
                values.update(PARAM_DIRECTIVES[e.name].parse(p, *_str_args(e)))
            elif isinstance(e, Struct):
                self._parse_struct(p, e, values)
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

    def _parse_struct(self, p: Any, e: Struct, values: dict[str, Any]) -> None:
        """ODS's struct: ``name = value`` pairs in any order, each at most once. With no
        defaults, exactly one pair per parameter; else pairs until no comma follows, then
        the required ones must all be there; with every one defaulted, none at all too."""
        entries = {_entry_name(x): x for x in e.entries}
        required = [n for n in entries if n not in self.defaults]
        seen: set[str] = set()

        def entry(name: str) -> None:
            p.expect_punct("=", "expected '='")
            if name in seen or name not in entries:
                p.error_here(f"duplicate or unknown struct parameter name: {name}")
            seen.add(name)
            self._parse(p, (entries[name],), values)

        if len(required) == len(entries):
            for i in range(len(entries)):
                entry(_struct_key(p))
                if i != len(entries) - 1:
                    p.expect_punct(",", "expected ','")
            return
        if not required:
            if p.lex.kind is not BARE:
                return
            name = p.tok
            p.lex.next()
            entry(name)
            while p.consume_punct(","):
                entry(_struct_key(p))
            return
        while True:
            entry(_struct_key(p))
            if not p.consume_punct(","):
                break
        for name in required:
            if name not in seen:
                p.error_here(f"struct is missing required parameter: {name}")

    # --- printing -------------------------------------------------------------------------

    def print(self, attrs: Any, a: Attribute) -> str:
        return self.print_params(attrs, a.params)

    def print_params(self, attrs: Any, params: tuple[Any, ...]) -> str:
        """The text of the parameters ``params`` (this format's, in order)."""
        if self.elements is None:
            if not params:
                return ""
            return "<" + ", ".join(attrs.attr(x) for x in params) + ">"
        out: list[str] = []
        self._print(attrs, dict(zip(self.params, params)), self.elements, out)
        return "".join(out)

    def _present(self, attrs: Any, values: dict[str, Any], anchor: Any) -> bool:
        """Whether an optional group anchored on ``anchor`` prints."""
        if isinstance(anchor, Struct):
            return any(self._present(attrs, values, x) for x in anchor.entries)
        if isinstance(anchor, Qualified):
            anchor = anchor.arg
        if isinstance(anchor, Custom):  # its parameter, there when not empty
            param = _entry_name(anchor)
            value = values.get(param)
            if param in self.defaults:
                return not self.at_default(attrs, param, value)
            return value is not None and value.params != ((),)
        name = getattr(anchor, "name", "")
        return not self.at_default(attrs, name, values.get(name))

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
                present = self._present(attrs, values, e.then[e.anchor])
                self._print(attrs, values, e.then if present else (e.otherwise or ()), out)
                continue
            if self.space.get(id(e)):
                out.append(" ")
            if isinstance(e, Struct):
                pairs = []
                for entry in e.entries:
                    name = _entry_name(entry)
                    if not self.at_default(attrs, name, values.get(name)):
                        pairs.append(f"{name} = {self._print_entry(attrs, values, entry)}")
                out.append(", ".join(pairs))
            else:
                out.append(self._print_entry(attrs, values, e))

    def _print_entry(self, attrs: Any, values: dict[str, Any], e: Any) -> str:
        """A parameter element's text, with no space before it."""
        if isinstance(e, Var):
            v = values.get(e.name)
            if v is None:
                return ""
            sink = _TextSink(attrs)
            print_attr(sink, v, self.syntax.get(e.name, AttrSyntax()))
            return "".join(sink.out)
        if isinstance(e, Qualified):
            v = values.get(e.arg.name)
            if v is None:
                return ""
            return attrs.type(v) if v.defn.is_type else attrs.attr(v)
        if isinstance(e, Custom) and e.name == "Param":
            param, _, cpp = _str_args(e)[:3]
            v = values.get(param)
            if v is None:
                return ""
            return _print_param(attrs, cpp_kind(cpp), self.syntax.get(param, AttrSyntax()), v)
        if isinstance(e, Custom):
            return PARAM_DIRECTIVES[e.name].print(attrs, values, *_str_args(e))
        return ""


def _str_args(e: Custom) -> list[str]:
    """A directive's arguments as its functions take them: names and string values."""
    return [a.value if isinstance(a, StrArg) else a.name for a in e.args]


def _entry_name(e: Any) -> str:
    """The parameter a struct entry (or a parameter directive) reads: ``$p``,
    ``qualified($p)`` or the first ``$p`` among a directive's arguments."""
    if isinstance(e, Var):
        return e.name
    if isinstance(e, Qualified):
        return e.arg.name
    return next((a.name for a in e.args if isinstance(a, Var)), "")


def _struct_key(p: Any) -> str:
    """A struct entry's name: MLIR's parseKeyword, then the struct's own complaint."""
    if p.lex.kind is not BARE:
        loc = p.src.loc(p.lex.start)
        exc = DiagnosticError(Diagnostic(Severity.ERROR, "expected valid keyword", loc))
        exc.followups.append(Diagnostic(Severity.ERROR, "expected a parameter name in struct", loc))
        raise exc
    name = p.tok
    p.lex.next()
    return name


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
