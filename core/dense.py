"""Dense, dense-array, sparse and dense-resource builtin attribute literals (spec 003).

Parses, checks and prints, as mlir-opt 22 does:

* ``dense<literal> : T`` with T a ranked tensor, vector or memref type of static shape.
  The literal is a nested ``[...]`` list matching T's shape, a single splat element, or empty
  (``dense<>``). Elements: decimal and hex integers (optionally negative), decimal floats,
  hex float bit patterns, ``true``/``false``, complex ``(re, im)`` pairs and strings. A
  top-level string is a raw little-endian blob (``"0x..."``) for int/index/float/complex
  elements, and a splat string otherwise. Non-numeric element types give
  ``#builtin.dense_string_elements``; the rest ``#builtin.dense_int_or_fp_elements``.
* ``array<T: v, ...>`` (``#builtin.dense_array``): integer (i1 or a multiple of 8 bits) or
  float element types.
* ``sparse<indices, values> : T`` and ``sparse<> : T`` (``#builtin.sparse_elements``).
* Printing of the three (and ``dense_resource<handle>`` handles): splats print one value,
  lists nest by shape, i1 prints as true/false, complex as ``(re,im)`` without a space,
  floats through :func:`core.floats.format_float`, and non-splat int/float/complex
  attributes with more than ``HEX_THRESHOLD`` (100) elements print as ``"0x..."`` holding
  the storage: each element little-endian in whole bytes (index: 8; complex: re then im),
  except i1, which packs eight elements per byte, first element in the low bit.

Stored values (params as in core/builtin.py): ints as their value in the type's reading
(signless and signed: two's complement; unsigned: plain; any 1-bit type: 0/1), floats as bit
patterns, complex as ``(re, im)`` tuples, strings as str. A splat stores exactly one value.

Behaviour worth knowing (all checked against mlir-opt 22):

* Decimal float literals are rounded to f64 first, then to the element type.
* Signless ints accept both readings (``255 : i8`` is -1); ``-0`` is out of range; i0 dense
  attributes are never splats.
* Literal-vs-type errors are reported at the attribute's keyword (``dense``/``sparse``), or
  for sparse indices/values at the start of that literal; errors about one element at the
  element's token. Dense-array range errors point at the token *after* the number.
* Where mlir-opt's behaviour is undefined (more scalar tokens than elements through complex
  parentheses in a non-complex literal) the first elements are used; fewer than needed is
  reported as "parsed N elements, but type (...) expected M elements".
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from math import prod
from typing import Any

from core import builtin as B
from core import floats
from core.attributes import Attribute, get
from core.diagnostics import DiagnosticError, SourceFile, error
from core.lexer import (
    BARE,
    EOF,
    FLOAT,
    INT,
    PUNCT,
    STRING,
    Lexer,
    escape_string,
    is_bare_id,
    unescape_string,
)

__all__ = [
    "HEX_THRESHOLD",
    "DenseLiteral",
    "SparseLiteral",
    "build_dense",
    "build_sparse",
    "dense_elements",
    "element_type",
    "parse_dense",
    "parse_dense_array",
    "parse_sparse",
    "print_dense",
    "print_dense_array",
    "print_dense_resource",
    "print_sparse",
    "resource_handle_text",
    "shape",
]

# mlir-opt prints non-splat elements attributes with more elements than this as hex.
HEX_THRESHOLD = 100

_DENSE = B.A["dense_int_or_fp_elements"]
_DENSE_STRING = B.A["dense_string_elements"]
_DENSE_ARRAY = B.A["dense_array"]
_SPARSE = B.A["sparse_elements"]
_TENSOR = B.T["tensor"]
_COMPLEX = B.T["complex"]
_INTEGER = B.T["integer"]
_INDEX = B.T["index"]
_RANKED = (B.T["tensor"], B.T["vector"], B.T["memref"])
_UNRANKED = (B.T["unranked_tensor"], B.T["unranked_memref"])

# One scalar token of a literal: (preceded by '-', lexer kind, start, end).
Element = tuple[bool, str, int, int]
TypePrinter = Callable[[Attribute], str]


@dataclass(slots=True)
class DenseLiteral:
    """A parsed tensor literal, not yet checked against a type.

    ``loc_offset`` is where mlir-opt reports literal-vs-type errors. ``shape`` is the nesting
    shape of a ``[...]`` literal, None for a single element or an empty ``dense<>``.
    ``elements`` are the scalar tokens in order (a complex pair contributes two). ``string``
    is the span of a top-level string literal (hex blob or splat string)."""

    loc_offset: int
    shape: tuple[int, ...] | None = None
    elements: list[Element] = field(default_factory=list)
    string: tuple[int, int] | None = None
    # Fast path for big plain-number lists: the signed spellings in order, and where the
    # list starts (``elements`` is rebuilt from there when a message needs token offsets).
    numbers: list[str] | None = None
    list_offset: int = -1


@dataclass(slots=True)
class SparseLiteral:
    """``sparse<indices, values>``; both None for ``sparse<>``."""

    loc_offset: int
    indices: DenseLiteral | None = None
    values: DenseLiteral | None = None


# --- shaped-type helpers ----------------------------------------------------------------------


def shape(shaped: Attribute) -> tuple[int, ...]:
    """The shape of a ranked tensor/vector/memref type (``B.DYNAMIC`` for ``?``)."""
    return shaped.params[0]  # type: ignore[no-any-return]


def element_type(shaped: Attribute) -> Attribute:
    """The element type of a tensor/vector/memref type, ranked or not."""
    if shaped.defn in _UNRANKED:
        return shaped.params[0]  # type: ignore[no-any-return]
    return shaped.params[1]  # type: ignore[no-any-return]


def _tensor(dims: tuple[int, ...], elt: Attribute) -> Attribute:
    return get(_TENSOR, (dims, elt, None))


def _quoted(print_type: TypePrinter, t: Attribute) -> str:
    # Diagnostics quote the types they mention.
    return "'" + print_type(t) + "'"


def _default_print_type(t: Attribute) -> str:
    return repr(t)  # core.printer, imported lazily by Attribute.__repr__


def _err(src: SourceFile, offset: int, message: str) -> DiagnosticError:
    return error(src.loc(offset), message)


def _wrong_token(lex: Lexer, message: str) -> DiagnosticError:
    """An "expected X" error placed as mlir-opt places it: right after the previous token
    (backing over blanks, line breaks and trailing ``//`` comments), where X was missing."""
    text = lex.text
    pos = lex.start - 1 if lex.kind is EOF and lex.start > 0 else lex.start
    end = pos
    while True:
        while end > 0 and text[end - 1] in " \t":
            end -= 1
        if end == 0:
            return _err(lex.src, pos, message)
        if text[end - 1] not in "\n\r":
            return _err(lex.src, end, message)
        end -= 1
        line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end)) + 1
        comment = text.find("//", line_start, end)
        if comment >= 0:
            end = comment


def _check_shaped(src: SourceFile, shaped: Attribute, at: int) -> tuple[tuple[int, ...], Attribute]:
    if shaped.defn in _UNRANKED:
        raise _err(src, at, "elements literal type must have static shape")
    if shaped.defn not in _RANKED:
        raise _err(src, at, "elements literal must be a shaped type")
    dims: tuple[int, ...] = shaped.params[0]
    if any(d < 0 for d in dims):
        raise _err(src, at, "elements literal type must have static shape")
    return dims, shaped.params[1]


# --- tensor literal parsing ------------------------------------------------------------------


def _is(lex: Lexer, punct: str) -> bool:
    return lex.kind is PUNCT and lex.text[lex.start : lex.end] == punct


def parse_dense(lex: Lexer, loc_offset: int) -> DenseLiteral:
    """Parse what follows ``dense<`` up to (not including) the closing ``>``.

    ``loc_offset`` is the offset of the ``dense`` keyword: mlir-opt reports type mismatches
    there. An immediate ``>`` gives the empty literal."""
    lit = DenseLiteral(loc_offset)
    if not _is(lex, ">"):
        _parse_tensor_literal(lex, lit, allow_hex=True)
    return lit


def _parse_tensor_literal(lex: Lexer, lit: DenseLiteral, allow_hex: bool) -> None:
    if allow_hex and lex.kind is STRING:
        lit.string = (lex.start, lex.end)
        lex.next()
    elif _is(lex, "["):
        if not _fast_list(lex, lit):
            lit.shape = _parse_list(lex, lit.elements)
    else:
        _parse_element(lex, lit.elements)


def _parse_element(lex: Lexer, out: list[Element]) -> None:
    kind = lex.kind
    if kind is INT or kind is FLOAT or kind is STRING:
        out.append((False, kind, lex.start, lex.end))
        lex.next()
    elif kind is BARE and lex.text[lex.start : lex.end] in ("true", "false"):
        out.append((False, kind, lex.start, lex.end))
        lex.next()
    elif _is(lex, "-"):
        lex.next()
        if lex.kind is not INT and lex.kind is not FLOAT:
            raise _err(lex.src, lex.start, "expected integer or floating point literal")
        out.append((True, lex.kind, lex.start, lex.end))
        lex.next()
    elif _is(lex, "("):
        # Complex: each part is itself an element (mlir-opt lets them nest).
        lex.next()
        _parse_element(lex, out)
        if not _is(lex, ","):
            raise _wrong_token(lex, "expected ',' between complex elements")
        lex.next()
        _parse_element(lex, out)
        if not _is(lex, ")"):
            raise _wrong_token(lex, "expected ')' after complex elements")
        lex.next()
    else:
        raise _err(lex.src, lex.start, "expected element literal of primitive type")


# Characters a plain-number list is made of, and its tokens (as core.lexer splits them).
_NUMBER_RUN = re.compile(r"[-\[\],0-9a-fA-Fx.+ \t\r\n]*")
_BRACKET = re.compile(r"[\[\]]")
_NUMBER_TOKEN = re.compile(
    r"[\[\],]|-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?|-?0x[0-9a-fA-F]+|-?[0-9]+"
)
_WHITESPACE = str.maketrans("", "", " \t\r\n")
_FAST_MIN = 64  # below this many characters the general parser is as fast


def _fast_list(lex: Lexer, lit: DenseLiteral) -> bool:
    """Parse a well-formed list of plain numbers (lex on ``[``) in bulk; False (lex
    untouched) when the list holds anything else or is malformed: then the general parser
    runs and reports errors."""
    text = lex.text
    start = lex.start
    run_end = _NUMBER_RUN.match(text, start).end()  # type: ignore[union-attr]
    if run_end - start < _FAST_MIN:
        return False
    depth = 0
    close = -1
    for m in _BRACKET.finditer(text, start, run_end):
        depth += 1 if m[0] == "[" else -1
        if depth == 0:
            close = m.end()
            break
    if close < 0:
        return False
    region = text[start:close]
    toks = _NUMBER_TOKEN.findall(region)
    # Tokens never hold blanks, so covering every other character means nothing was skipped.
    if sum(map(len, toks)) != len(region.translate(_WHITESPACE)):
        return False
    counts: list[int] = []
    dims: list[tuple[int, ...] | None] = []
    numbers: list[str] = []
    append = numbers.append
    state = 0  # 0: just after '[', 1: just after ',', 2: just after an item
    item: tuple[int, ...] = ()
    for t in toks:
        if t == ",":
            if state != 2:
                return False
            state = 1
            continue
        if t == "[":
            if state == 2:
                return False
            counts.append(0)
            dims.append(None)
            state = 0
            continue
        if t == "]":
            if state == 1:
                return False
            c = counts.pop()
            d = dims.pop()
            item = (c, *d) if d is not None else (0,)
            if not counts:
                break
        else:
            if state == 2:
                return False
            append(t)
            item = ()
        c = counts[-1]
        if c == 0:
            dims[-1] = item
        elif dims[-1] != item:
            return False
        counts[-1] = c + 1
        state = 2
    lit.shape = item
    lit.numbers = numbers
    lit.list_offset = start
    lex.reset(close)
    return True


def _elements(src: SourceFile, lit: DenseLiteral) -> list[Element]:
    """The element tokens with their offsets (re-parsing a fast-path list if needed)."""
    if lit.numbers is not None and not lit.elements:
        _parse_list(Lexer(src, lit.list_offset), lit.elements)
    return lit.elements


def _count(lit: DenseLiteral) -> int:
    return len(lit.numbers) if lit.numbers is not None else len(lit.elements)


# One token inside a list, for the fast path: punctuation, or a number with an optional
# directly preceding '-'. Same token rules as core.lexer (a float wins over an int prefix).
_FAST_TOKEN = re.compile(
    r"(?:[ \t\r\n]+|//[^\n]*)*"
    r"(?:([\[\],])|(-?)([0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)|(-?)(0x[0-9a-fA-F]+|[0-9]+))"
)


def _parse_list(lex: Lexer, out: list[Element]) -> tuple[int, ...]:
    """Parse a ``[...]`` literal (lex on ``[``); returns its shape. The general path: any
    element kind, every error. Brackets, commas and plain numbers take one regular expression
    match each; anything else goes through the lexer."""
    text = lex.text
    fast = _FAST_TOKEN.match
    append = out.append
    counts = [0]  # items seen so far at each open nesting level
    dims: list[tuple[int, ...]] = [()]  # the shape of the first item at each level
    pos = lex.end  # just after the opening '['
    opened = True  # the innermost list was just opened (so ']' may close it empty)
    while True:
        # Expecting an item.
        m = fast(text, pos)
        g = m.lastindex if m else None
        if g == 1:
            c = m[1]  # type: ignore[index]
            if c == "[":
                counts.append(0)
                dims.append(())
                pos = m.end()  # type: ignore[union-attr]
                opened = True
                continue
            if c == "]" and opened:
                pos = m.end()  # type: ignore[union-attr]
                counts.pop()
                dims.pop()
                item: tuple[int, ...] = (0,)
                if not counts:
                    lex.reset(pos)
                    return item
            else:
                lex.reset(pos)
                _parse_element(lex, out)  # raises the right error
                raise AssertionError("unreachable")
        elif g == 3 or g == 5:
            assert m is not None
            append((m.start(g - 1) != m.start(g), FLOAT if g == 3 else INT, m.start(g), m.end(g)))
            pos = m.end()
            item = ()
        else:
            lex.reset(pos)
            _parse_element(lex, out)
            pos = lex.start
            item = ()
        opened = False
        # An item is complete: record it, then take a ',' or close lists.
        while True:
            count = counts[-1]
            if count == 0:
                dims[-1] = item
            elif dims[-1] != item:
                lex.reset(pos)
                raise _err(
                    lex.src,
                    lex.start,
                    "tensor literal is invalid; ranks are not consistent between elements",
                )
            counts[-1] = count + 1
            m = fast(text, pos)
            if m is not None and m.lastindex == 1:
                c = m[1]
                if c == ",":
                    pos = m.end()
                    break
                if c == "]":
                    pos = m.end()
                    item = (counts.pop(), *dims.pop())
                    if not counts:
                        lex.reset(pos)
                        return item
                    continue
            lex.reset(pos)
            raise _wrong_token(lex, "expected ']'")


# --- element conversion ----------------------------------------------------------------------


def _int_layout(t: Attribute) -> tuple[int, int]:
    """(width, signedness) of an integer or index type."""
    if t.defn is _INDEX:
        return 64, B.SIGNED
    return t.params[0], t.params[1]


def _normalize(v: int, width: int, signedness: int) -> int:
    """A two's complement bit pattern (or any int) as the stored value for the type."""
    if width <= 1:
        return v & 1 if width else 0
    if signedness == B.UNSIGNED:
        return v & ((1 << width) - 1)
    v &= (1 << width) - 1
    return v - (1 << width) if v >> (width - 1) else v


def _int_text(tok: str) -> int | None:
    """The magnitude an integer token spells, None when it is no integer (a string)."""
    if tok[:1] == '"':
        return None
    if tok[1:2] == "x":
        return int(tok[2:], 16)
    try:
        return int(tok)
    except ValueError:  # beyond Python's int/str digit limit
        return int(Decimal(tok))


def _apint(neg: bool, v: int, width: int, signedness: int) -> int | None:
    """The stored value for ``[-]v`` in an integer type, None if it does not fit.

    mlir-opt's rule: the magnitude must fit the width; a negated value must have its sign bit
    set (so -0 fails); a positive signed (or index) value must not. Signless takes either."""
    if v >> width:
        return None
    if neg:
        if width == 0 or v == 0 or v > 1 << (width - 1):
            return None
        v = -v
    elif signedness == B.SIGNED and width and v >> (width - 1):
        return None
    return _normalize(v, width, signedness)


def _int_values(src: SourceFile, elems: Sequence[Element], t: Attribute) -> list[int]:
    width, sgn = _int_layout(t)
    is_i1 = t.defn is _INTEGER and width == 1
    unsigned = sgn == B.UNSIGNED and t.defn is _INTEGER
    text = src.text
    half = 1 << (width - 1) if width else 0
    lim = 1 << width
    out: list[int] = []
    append = out.append
    for neg, kind, s, e in elems:
        if neg and unsigned:
            raise _err(src, s, "expected unsigned integer elements, but parsed negative value")
        if kind is INT and width > 1:
            # Inline fast path of _apint for the common case.
            tok = text[s:e]
            v = int(tok[2:], 16) if tok[1:2] == "x" else _int_text(tok)
            assert v is not None
            if v < lim:
                if neg:
                    if 0 < v <= half:
                        append(-v)
                        continue
                elif v < half:
                    append(v)
                    continue
                elif sgn != B.SIGNED:
                    append(v if unsigned else v - lim)
                    continue
            raise _err(src, s, "integer constant out of range for type")
        if kind is FLOAT:
            raise _err(src, s, "expected integer elements, but parsed floating-point")
        if kind is BARE:
            if not is_i1:
                raise _err(src, s, "expected i1 type for 'true' or 'false' values")
            append(1 if text[s] == "t" else 0)
            continue
        mag = _int_text(text[s:e])
        r = None if mag is None else _apint(neg, mag, width, sgn)
        if r is None:
            raise _err(src, s, "integer constant out of range for type")
        append(r)
    return out


def _float_token(
    src: SourceFile, sem: floats.FloatSemantics, neg: bool, kind: str, s: int, e: int
) -> int:
    """The bit pattern of one float element token, or mlir-opt's error at the token."""
    tok = src.text[s:e]
    if kind is FLOAT:
        bits = floats.from_decimal(sem, "-" + tok if neg else tok)
        assert bits is not None
        return bits
    if kind is INT:
        if tok[1:2] != "x":
            exc = _err(src, s, "unexpected decimal integer literal for a floating point value")
            exc.diag.attach_note("add a trailing dot to make the literal a float")
            raise exc
        if neg:
            raise _err(src, s, "hexadecimal float literal should not have a leading minus")
        v = int(tok[2:], 16)
        if v.bit_length() > sem.width:
            raise _err(src, s, "hexadecimal float constant out of range for type")
        return floats.from_bits(sem, v)
    raise _err(src, s, "expected floating point literal")


_FAST_FLOAT = {"f64": ("<d", "<Q"), "f32": ("<f", "<I")}


def _float_values(src: SourceFile, elems: Sequence[Element], t: Attribute) -> list[int]:
    kind_name = B.FLOAT_DEFS[t.defn]
    sem = floats.SEMANTICS[kind_name]
    text = src.text
    cache: dict[tuple[bool, str], int] = {}
    fast = _FAST_FLOAT.get(kind_name)
    pack = struct.Struct(fast[0]).pack if fast else None
    unpack = struct.Struct(fast[1]).unpack if fast else None
    out: list[int] = []
    for neg, kind, s, e in elems:
        if kind is FLOAT:
            key = (neg, text[s:e])
            bits = cache.get(key)
            if bits is None:
                if pack is not None and unpack is not None:
                    # Decimal -> f64 (correctly rounded) -> f32 by a C cast: mlir-opt's path.
                    x = float(key[1])
                    try:
                        bits = unpack(pack(-x if neg else x))[0]
                    except OverflowError:
                        bits = _float_token(src, sem, neg, kind, s, e)
                else:
                    bits = _float_token(src, sem, neg, kind, s, e)
                cache[key] = bits
            out.append(bits)
        else:
            out.append(_float_token(src, sem, neg, kind, s, e))
    return out


def _scalar_values(src: SourceFile, lit: DenseLiteral, t: Attribute) -> list[Any] | None:
    """Convert element tokens for a scalar int/index/float type; None for other types."""
    if t.defn is not _INTEGER and t.defn is not _INDEX and t.defn not in B.FLOAT_DEFS:
        return None
    if lit.numbers is not None:
        values = _bulk_values(lit.numbers, t)
        if values is not None:
            return values
    elems = _elements(src, lit)
    if t.defn is _INTEGER or t.defn is _INDEX:
        return _int_values(src, elems, t)
    return _float_values(src, elems, t)


def _bulk_values(toks: list[str], t: Attribute) -> list[int] | None:
    """Convert a fast-path number list in bulk; None when some element needs a closer look
    (hex, i1, a possible error): the token-by-token conversion then runs."""
    if not toks:
        return []
    joined = "".join(toks)
    if "x" in joined:
        return None
    if t.defn in B.FLOAT_DEFS:
        if joined.count(".") != len(toks):
            return None  # an integer token: an error, reported with its position
        kind = B.FLOAT_DEFS[t.defn]
        fast = _FAST_FLOAT.get(kind)
        n = len(toks)
        if fast is not None:
            try:
                data = struct.pack(f"<{n}{fast[0][1]}", *map(float, toks))
            except OverflowError:
                return None  # a finite f64 beyond f32: let core.floats round it
            return list(struct.unpack(f"<{n}{fast[1][1]}", data))
        sem = floats.SEMANTICS[kind]
        cache: dict[str, int] = {}
        out: list[int] = []
        for tok in toks:
            bits = cache.get(tok)
            if bits is None:
                bits = cache[tok] = floats.from_decimal(sem, tok)  # type: ignore[assignment]
            out.append(bits)  # type: ignore[arg-type]
        return out
    width, sgn = _int_layout(t)
    if width <= 1 or "." in joined:
        return None
    try:
        vals = list(map(int, toks))
    except ValueError:
        return None
    half = 1 << (width - 1)
    lim = 1 << width
    if "-" in joined and (
        sgn == B.UNSIGNED
        or (0 in vals and any(v == 0 and t[0] == "-" for t, v in zip(toks, vals, strict=True)))
    ):
        return None  # a negative unsigned or a -0: errors
    lo, hi = min(vals), max(vals)
    if lo < -half or hi >= (half if sgn == B.SIGNED else lim):
        return None
    if sgn == B.SIGNLESS and hi >= half:
        vals = [v - lim if v >= half else v for v in vals]
    return vals


def _all_equal(values: Sequence[Any]) -> bool:
    return values.count(values[0]) == len(values)


def _fit_count(
    src: SourceFile,
    values: list[Any],
    n: int,
    at: int,
    shaped: Attribute,
    print_type: TypePrinter,
) -> tuple[bool, tuple[Any, ...]]:
    """(splat, values) for n elements from the parsed values: one value is a splat (even of
    no elements: mlir-opt prints ``dense<1> : tensor<0xi32>`` back)."""
    if len(values) == 1:
        return True, (values[0],)
    if n == 0:
        return False, ()
    if len(values) < n:
        raise _err(
            src,
            at,
            f"parsed {len(values)} elements, but type ({_quoted(print_type, shaped)}) "
            f"expected {n} elements",
        )
    if len(values) > n:
        del values[n:]  # more tokens than elements (complex parentheses): keep the first
    if _all_equal(values):
        return True, (values[0],)
    return False, tuple(values)


def _is_zero_width(t: Attribute) -> bool:
    return t.defn is _INTEGER and t.params[0] == 0


# --- building ---------------------------------------------------------------------------------


def build_dense(
    src: SourceFile,
    lit: DenseLiteral,
    shaped: Attribute,
    type_offset: int,
    print_type: TypePrinter | None = None,
) -> Attribute:
    """Check ``lit`` against ``shaped`` and build the elements attribute.

    mlir-opt 22 reports every literal-vs-type error (not a shaped type, dynamic shape, shape
    mismatch, element counts, hex size) at ``lit.loc_offset`` - the ``dense`` keyword - not at
    the type; ``type_offset`` is accepted for symmetry with the other builders and unused.
    ``print_type`` renders types inside messages (default: ``repr``)."""
    del type_offset
    dims, elt = _check_shaped(src, shaped, lit.loc_offset)
    return _build(src, lit, shaped, dims, elt, print_type or _default_print_type)


def _build(
    src: SourceFile,
    lit: DenseLiteral,
    shaped: Attribute,
    dims: tuple[int, ...],
    elt: Attribute,
    print_type: TypePrinter,
) -> Attribute:
    at = lit.loc_offset
    n = prod(dims)
    complex_inner = elt.params[0] if elt.defn is _COMPLEX else None
    scalar = complex_inner if complex_inner is not None else elt
    numeric = scalar.defn is _INTEGER or scalar.defn is _INDEX or scalar.defn in B.FLOAT_DEFS
    if lit.string is not None and numeric:
        return _build_hex(src, lit, shaped, n, elt, print_type)
    if lit.shape is not None and lit.shape != dims:
        raise _err(
            src,
            at,
            f"inferred shape of elements literal ([{_dims(lit.shape)}]) does not match type "
            f"([{_dims(dims)}])",
        )
    count = _count(lit)
    if lit.string is None and not count and n:
        raise _err(
            src,
            at,
            f"parsed zero elements, but type ({_quoted(print_type, shaped)}) expected at least 1",
        )
    if complex_inner is not None:
        if lit.shape is None and n and count != 2:
            raise _err(
                src,
                at,
                f"parsed {count} elements, but type ({_quoted(print_type, elt)}) expected 2 "
                "elements",
            )
        if lit.shape is not None and count != 2 * n:
            raise _err(
                src,
                at,
                f"parsed {count} elements, but type ({_quoted(print_type, shaped)}) expected "
                f"{2 * n} elements",
            )
    values = _scalar_values(src, lit, scalar)
    if values is None:
        return _build_strings(src, lit, shaped, n, print_type)
    if complex_inner is not None:
        pairs = list(zip(values[0::2], values[1::2], strict=False))
        splat, stored = _fit_count(src, pairs, n, at, shaped, print_type)
    elif _is_zero_width(elt):
        # Zero-width elements have no storage to compare: mlir-opt never makes a splat.
        _fit_count(src, values, n, at, shaped, print_type)
        splat, stored = False, (0,) * n
    else:
        splat, stored = _fit_count(src, values, n, at, shaped, print_type)
    return get(_DENSE, (shaped, splat, stored))


def _build_strings(
    src: SourceFile, lit: DenseLiteral, shaped: Attribute, n: int, print_type: TypePrinter
) -> Attribute:
    if lit.string is not None:
        return get(_DENSE_STRING, (shaped, True, (unescape_string(src, *lit.string),)))
    strings: list[Any] = []
    for neg, kind, s, e in _elements(src, lit):
        del neg
        if kind is not STRING:
            raise _err(src, lit.loc_offset, "expected string token, got " + src.text[s:e])
        strings.append(unescape_string(src, s, e))
    splat, stored = _fit_count(src, strings, n, lit.loc_offset, shaped, print_type)
    return get(_DENSE_STRING, (shaped, splat, stored))


def _dims(dims: Sequence[int]) -> str:
    return ", ".join(map(str, dims))


def dense_elements(shaped: Attribute, values: Sequence[Any]) -> Attribute:
    """A ``#builtin.dense_int_or_fp_elements`` from already-converted values (one per element,
    or a single value for a splat), with splat detection as mlir-opt does it."""
    elt = element_type(shaped)
    n = prod(shape(shaped))
    vals = list(values)
    if _is_zero_width(elt):
        return get(_DENSE, (shaped, False, (0,) * n))
    if len(vals) == 1 or (vals and _all_equal(vals)):
        return get(_DENSE, (shaped, True, (vals[0],)))
    return get(_DENSE, (shaped, False, tuple(vals)))


# --- hex blobs --------------------------------------------------------------------------------


def _storage_bytes(t: Attribute) -> int:
    """Bytes per element in mlir's dense storage (i1 excluded: it is bit-packed)."""
    if t.defn is _COMPLEX:
        return 2 * _storage_bytes(t.params[0])
    if t.defn is _INDEX:
        return 8
    if t.defn is _INTEGER:
        return (t.params[0] + 7) // 8
    return (floats.SEMANTICS[B.FLOAT_DEFS[t.defn]].width + 7) // 8


def _is_i1(t: Attribute) -> bool:
    return t.defn is _INTEGER and t.params[0] == 1


def _build_hex(
    src: SourceFile,
    lit: DenseLiteral,
    shaped: Attribute,
    n: int,
    elt: Attribute,
    print_type: TypePrinter,
) -> Attribute:
    assert lit.string is not None
    s, e = lit.string
    body = src.text[s + 1 : e - 1]
    digits = body[2:]
    if body[:2] != "0x" or len(digits) % 2 or not _is_hex_digits(digits):
        raise _err(src, s, "expected string containing hex digits starting with `0x`")
    data = bytes.fromhex(digits)
    bad = _err(
        src,
        lit.loc_offset,
        "elements hex data size is invalid for provided type: " + _quoted(print_type, shaped),
    )
    if _is_i1(elt):
        if len(data) == 1 and data[0] in (0, 0xFF):
            return get(_DENSE, (shaped, True, (1 if data[0] else 0,)))
        if len(data) != (n + 7) // 8:
            raise bad
        bits = [b for byte in data for b in _BYTE_BITS[byte]]
        del bits[n:]
        # mlir-opt compares the packed bytes: set padding bits make a non-splat.
        packed = int.from_bytes(data, "little")
        if n == 1 or (n and packed in (0, (1 << n) - 1)):
            return get(_DENSE, (shaped, True, (bits[0],)))
        return get(_DENSE, (shaped, False, tuple(bits)))
    size = _storage_bytes(elt)
    if len(data) == size:
        count = 1
    elif len(data) == size * n:
        count = n
    else:
        raise bad
    if _is_zero_width(elt) or count == 0:
        return get(_DENSE, (shaped, False, (0,) * n))
    raw = _unpack(data, count, elt)
    values = _from_raw(raw, elt)
    # Splats are found on the bytes, so stray bits above the width prevent one.
    if count == 1 or raw.count(raw[0]) == count:
        return get(_DENSE, (shaped, True, (values[0],)))
    return get(_DENSE, (shaped, False, tuple(values)))


_BYTE_BITS = [tuple((byte >> j) & 1 for j in range(8)) for byte in range(256)]
_HEX_DIGITS = re.compile(r"[0-9a-fA-F]*")


def _is_hex_digits(s: str) -> bool:
    return _HEX_DIGITS.fullmatch(s) is not None


_STRUCT_CODES = {1: "B", 2: "H", 4: "I", 8: "Q"}


def _unpack(data: bytes, count: int, t: Attribute) -> list[Any]:
    """``count`` raw (unmasked) elements of type ``t`` from little-endian storage bytes;
    complex elements as (re, im) pairs."""
    if t.defn is _COMPLEX:
        parts = _unpack(data, 2 * count, t.params[0])
        return list(zip(parts[0::2], parts[1::2], strict=True))
    size = _storage_bytes(t)
    code = _STRUCT_CODES.get(size)
    if code is not None:
        return list(struct.unpack(f"<{count}{code}", data[: size * count]))
    return [int.from_bytes(data[i * size : (i + 1) * size], "little") for i in range(count)]


def _from_raw(raw: list[Any], t: Attribute) -> list[Any]:
    """Stored values from raw storage ints: bits above the type's width are dropped."""
    if t.defn is _COMPLEX:
        inner = t.params[0]
        res = _from_raw([p[0] for p in raw], inner)
        ims = _from_raw([p[1] for p in raw], inner)
        return list(zip(res, ims, strict=True))
    size = _storage_bytes(t)
    if t.defn is _INTEGER or t.defn is _INDEX:
        width, sgn = _int_layout(t)
        if width == size * 8 and sgn == B.UNSIGNED:
            return raw
        if width == size * 8 and size in _SIGNED_CODES:
            # Reinterpret in bulk rather than element by element.
            n = len(raw)
            code = _STRUCT_CODES[size]
            return list(
                struct.unpack(f"<{n}{_SIGNED_CODES[size]}", struct.pack(f"<{n}{code}", *raw))
            )
        return [_normalize(v, width, sgn) for v in raw]
    width = floats.SEMANTICS[B.FLOAT_DEFS[t.defn]].width
    if width == size * 8:
        return raw
    mask = (1 << width) - 1
    return [v & mask for v in raw]


_SIGNED_CODES = {1: "b", 2: "h", 4: "i", 8: "q"}


def _encode(values: Sequence[Any], t: Attribute) -> bytes:
    """Little-endian storage bytes for non-splat values of element type ``t``."""
    if _is_i1(t):
        n = len(values)
        return bytes(
            sum(1 << j for j, v in enumerate(values[i : i + 8]) if v) for i in range(0, n, 8)
        )
    if t.defn is _COMPLEX:
        flat = [x for pair in values for x in pair]
        return _encode_scalars(flat, t.params[0])
    return _encode_scalars(values, t)


def _encode_scalars(values: Sequence[int], t: Attribute) -> bytes:
    size = _storage_bytes(t)
    if size == 0:
        return b""
    # Two's complement in the type's own width: the padding bits of a byte stay clear.
    if t.defn is _INTEGER or t.defn is _INDEX:
        width = _int_layout(t)[0]
    else:
        width = floats.SEMANTICS[B.FLOAT_DEFS[t.defn]].width
    mask = (1 << width) - 1
    code = _STRUCT_CODES.get(size)
    if code is not None:
        return struct.pack(f"<{len(values)}{code}", *[v & mask for v in values])
    return b"".join((v & mask).to_bytes(size, "little") for v in values)


# --- printing ---------------------------------------------------------------------------------


def _formatter(t: Attribute) -> Callable[[Any], str]:
    """How one element of type ``t`` prints inside ``dense<...>`` and ``array<...>``."""
    if t.defn is _COMPLEX:
        inner = _formatter(t.params[0])
        return lambda v: "(" + inner(v[0]) + "," + inner(v[1]) + ")"
    if t.defn is _INTEGER and t.params[0] == 1:
        return lambda v: "true" if v else "false"
    if t.defn is _INTEGER or t.defn is _INDEX:
        return str
    sem = floats.SEMANTICS[B.FLOAT_DEFS[t.defn]]
    cache: dict[int, str] = {}

    def fmt(bits: int) -> str:
        s = cache.get(bits)
        if s is None:
            s = cache[bits] = floats.format_float(sem, bits)
        return s

    return fmt


def _string_text(v: str) -> str:
    return '"' + escape_string(v) + '"'


def _nest(strs: list[str], dims: tuple[int, ...]) -> str:
    """Row-major element texts bracketed by shape: [[a, b], [c, d]]."""
    for d in reversed(dims):
        strs = ["[" + ", ".join(strs[i : i + d]) + "]" for i in range(0, len(strs), d)]
    return strs[0]


def _body(attr: Attribute, allow_hex: bool) -> str:
    shaped, splat, values = attr.params
    dims = shape(shaped)
    elt = element_type(shaped)
    fmt: Callable[[Any], str]
    if attr.defn is _DENSE_STRING:
        fmt = _string_text
    else:
        if allow_hex and not splat and prod(dims) > HEX_THRESHOLD:
            return '"0x' + _encode(values, elt).hex().upper() + '"'
        fmt = _formatter(elt)
    if splat:
        return fmt(values[0])
    if not values:
        return ""
    strs = [fmt(v) for v in values]
    return _nest(strs, dims) if dims else strs[0]


def print_dense(attr: Attribute, print_type: TypePrinter | None = None) -> str:
    """``dense<...>`` for a dense int/fp or dense string elements attribute (no type)."""
    return "dense<" + _body(attr, allow_hex=True) + ">"


# --- dense arrays -----------------------------------------------------------------------------


def _check_array_type(src: SourceFile, t: Attribute, at: int, print_type: TypePrinter) -> None:
    if t.defn is _INTEGER:
        width = t.params[0]
    elif t.defn in B.FLOAT_DEFS:
        width = floats.SEMANTICS[B.FLOAT_DEFS[t.defn]].width
    else:
        # mlir-opt 22 crashes on index here; report it like the other non-int/float types.
        raise _err(src, at, "expected integer or float type, got: " + _quoted(print_type, t))
    if width != 1 and width % 8:
        raise _err(src, at, "element type bitwidth must be a multiple of 8")


def parse_dense_array(
    lex: Lexer,
    elem_type: Attribute,
    type_offset: int | None = None,
    print_type: TypePrinter | None = None,
) -> Attribute:
    """Parse the rest of ``array<T`` (lex on ``:`` or ``>``), leaving lex on the closing
    ``>`` for the caller ("expected '>' to close an array attribute").

    With ``type_offset`` (where T starts) the element type is checked here too: integer or
    float, i1 or a multiple of 8 bits, with mlir-opt's messages at T."""
    src = lex.src
    if type_offset is not None:
        _check_array_type(src, elem_type, type_offset, print_type or _default_print_type)
    if _is(lex, ">"):
        return get(_DENSE_ARRAY, (elem_type, ()))
    if not _is(lex, ":"):
        raise _wrong_token(lex, "expected ':' after dense array type")
    lex.next()
    values: list[int] = []
    if elem_type.defn in B.FLOAT_DEFS:
        sem = floats.SEMANTICS[B.FLOAT_DEFS[elem_type.defn]]
        while True:
            neg = _is(lex, "-")
            if neg:
                lex.next()
            values.append(_float_token(src, sem, neg, lex.kind, lex.start, lex.end))
            lex.next()
            if not _is(lex, ","):
                break
            lex.next()
    else:
        width, sgn = _int_layout(elem_type)
        while True:
            values.append(_array_int(lex, width, sgn))
            if not _is(lex, ","):
                break
            lex.next()
    return get(_DENSE_ARRAY, (elem_type, tuple(values)))


def _array_int(lex: Lexer, width: int, sgn: int) -> int:
    src = lex.src
    neg = _is(lex, "-")
    if neg:
        lex.next()
    tok = lex.text[lex.start : lex.end]
    if lex.kind is BARE and tok in ("true", "false"):
        if width != 1:
            raise _err(src, lex.start, "expected i1 type for 'true' or 'false' values")
        lex.next()
        return 1 if tok == "true" else 0  # a '-' before it is ignored, as in mlir-opt
    if lex.kind is not INT:
        raise _err(src, lex.start, "expected integer literal")
    lex.next()
    # These two point past the number: mlir-opt has consumed it when it complains.
    if width == 1:
        raise _err(src, lex.start, "expected 'true' or 'false' values for i1 type")
    mag = _int_text(tok)
    value = None if mag is None else _apint(neg, mag, width, sgn)
    if value is None:
        raise _err(src, lex.start, "integer constant out of range")
    return value


def print_dense_array(attr: Attribute, print_type: TypePrinter) -> str:
    """``array<T: v, ...>`` or ``array<T>``."""
    elt, values = attr.params
    head = "array<" + print_type(elt)
    if not values:
        return head + ">"
    fmt = _formatter(elt)
    return head + ": " + ", ".join(fmt(v) for v in values) + ">"


# --- sparse -----------------------------------------------------------------------------------


def parse_sparse(lex: Lexer, loc_offset: int) -> SparseLiteral:
    """Parse what follows ``sparse<`` up to (not including) the closing ``>``.

    ``loc_offset`` is the offset of the ``sparse`` keyword."""
    lit = SparseLiteral(loc_offset)
    if _is(lex, ">"):
        return lit
    # Indices never take the hex form: their shape may have to be inferred.
    lit.indices = DenseLiteral(lex.start)
    _parse_tensor_literal(lex, lit.indices, allow_hex=False)
    if not _is(lex, ","):
        raise _wrong_token(lex, "expected ','")
    lex.next()
    lit.values = DenseLiteral(lex.start)
    _parse_tensor_literal(lex, lit.values, allow_hex=True)
    return lit


def build_sparse(
    src: SourceFile,
    lit: SparseLiteral,
    shaped: Attribute,
    type_offset: int,
    print_type: TypePrinter | None = None,
) -> Attribute:
    """Check and build ``#builtin.sparse_elements`` (params: shaped type, indices as a dense
    i64 tensor attribute, values as a dense elements attribute).

    As for :func:`build_dense`, type errors and the verifier's errors go to the ``sparse``
    keyword (``lit.loc_offset``); ``type_offset`` is unused."""
    del type_offset
    ptype = print_type or _default_print_type
    at = lit.loc_offset
    dims, elt = _check_shaped(src, shaped, at)
    rank = len(dims)
    if lit.indices is None or lit.values is None:
        indices = get(_DENSE, (_tensor((0, rank), B.I64), False, ()))
        values_type = _tensor((0,), elt)
        numeric = elt.defn in (_INTEGER, _INDEX, _COMPLEX) or elt.defn in B.FLOAT_DEFS
        values = get(_DENSE if numeric else _DENSE_STRING, (values_type, False, ()))
        return get(_SPARSE, (shaped, indices, values))
    ind_lit, val_lit = lit.indices, lit.values
    ind_dims = (1, rank) if ind_lit.shape is None else ind_lit.shape
    ind_type = _tensor(ind_dims, B.I64)
    indices = _build(src, ind_lit, ind_type, ind_dims, B.I64, ptype)
    val_dims = (ind_dims[0],) if val_lit.shape is None else val_lit.shape
    val_type = _tensor(val_dims, elt)
    values = _build(src, val_lit, val_type, val_dims, elt, ptype)

    if len(val_dims) != 1:
        raise _err(src, at, "expected 1-d tensor for sparse element values")
    if (
        (len(ind_dims) == 2 and ind_dims[1] != rank)
        or (len(ind_dims) != 2 and (len(ind_dims) != 1 or rank != 1))
        or ind_dims[0] != val_dims[0]
    ):
        raise _err(
            src,
            at,
            f"expected shape ([{_dims(dims)}]); inferred shape of indices literal "
            f"([{_dims(ind_dims)}]); inferred shape of values literal ([{_dims(val_dims)}])",
        )
    _, ind_splat, ind_values = indices.params
    if ind_splat:
        _check_index(src, at, 0, [ind_values[0]] * rank, dims, shaped, ptype)
    else:
        for i in range(ind_dims[0]):
            _check_index(src, at, i, ind_values[i * rank : (i + 1) * rank], dims, shaped, ptype)
    return get(_SPARSE, (shaped, indices, values))


def _check_index(
    src: SourceFile,
    at: int,
    number: int,
    index: Sequence[int],
    dims: tuple[int, ...],
    shaped: Attribute,
    print_type: TypePrinter,
) -> None:
    if all(0 <= x < d for x, d in zip(index, dims, strict=True)):
        return
    shown = ", ".join(str(x & 0xFFFFFFFFFFFFFFFF) for x in index)  # printed as uint64
    raise _err(
        src,
        at,
        f"sparse index #{number} is not contained within the value shape, with "
        f"index=[{shown}], and type={_quoted(print_type, shaped)}",
    )


def print_sparse(attr: Attribute, print_attr: Callable[..., str] | None = None) -> str:
    """``sparse<indices, values>`` or ``sparse<>`` (no type). Indices never print as hex."""
    _, indices, values = attr.params
    if prod(shape(indices.params[0])) == 0:
        return "sparse<>"
    return "sparse<" + _body(indices, allow_hex=False) + ", " + _body(values, True) + ">"


# --- dense resources --------------------------------------------------------------------------


def resource_handle_text(handle: str) -> str:
    """A resource key as mlir-opt prints it: bare when it is a bare identifier, else quoted."""
    if is_bare_id(handle):
        return handle
    return '"' + escape_string(handle) + '"'


def print_dense_resource(attr: Attribute, print_type: TypePrinter | None = None) -> str:
    """``dense_resource<handle>`` (no type); the handle param is the unescaped key."""
    return "dense_resource<" + resource_handle_text(attr.params[1]) + ">"
