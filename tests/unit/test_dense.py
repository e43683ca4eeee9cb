"""Tests for core/dense.py: dense, dense-array and sparse attribute literals.

Four layers: hand-written parse/print and error cases (expectations taken from mlir-opt 22),
the dense/array/sparse chunks of the conformance file invalid-builtin-attributes.mlir, and
two differential runs against mlir-opt-22 when it is installed: several thousand random
valid literals printed in one batch, and the error cases' message, line and column.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import struct
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from core import builtin as B
from core import dense as D
from core.attributes import Attribute, get
from core.diagnostics import DiagnosticError, SourceFile
from core.lexer import PUNCT, Lexer

MLIR_OPT = shutil.which("mlir-opt-22")
CONFORMANCE = Path("/work/shared/conformance/mlir-ir/invalid-builtin-attributes.mlir")
needs_mlir = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")

# --- a tiny type parser/printer, enough for the types these tests use -------------------------

_SCALARS: dict[str, Attribute] = {
    "index": B.INDEX,
    "none": B.NONE,
    **{k: B.float_type(k) for k in B.FLOAT_KINDS},
}
_INT_RE = re.compile(r"(si|ui|i)([0-9]+)(?![A-Za-z0-9_])")
_WORD_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_OPAQUE_RE = re.compile(r"!([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z0-9_]+)")
_DIM_RE = re.compile(r"(\*|\?|[0-9]+|\[[0-9]+\])x")
_WS = re.compile(r"\s*")
_SIGNS = {"i": B.SIGNLESS, "si": B.SIGNED, "ui": B.UNSIGNED}


class TypeSyntaxError(Exception):
    pass


def parse_type(s: str, i: int = 0) -> tuple[Attribute, int]:
    """Parse a type at s[i:] (after spaces); returns it and the end offset."""
    i = _WS.match(s, i).end()  # type: ignore[union-attr]
    m = _OPAQUE_RE.match(s, i)
    if m:
        return B.opaque_type(m.group(1), m.group(2)), m.end()
    m = _INT_RE.match(s, i)
    if m:
        return B.integer_type(int(m.group(2)), _SIGNS[m.group(1)]), m.end()
    m = _WORD_RE.match(s, i)
    if m is None:
        raise TypeSyntaxError(s[i : i + 20])
    word, i = m.group(), m.end()
    if word in _SCALARS:
        return _SCALARS[word], i
    if word not in ("complex", "tensor", "vector", "memref") or s[i : i + 1] != "<":
        raise TypeSyntaxError(word)
    i += 1
    if word == "complex":
        inner, i = parse_type(s, i)
        return get(B.T["complex"], (inner,)), _close(s, i)
    dims: list[int] = []
    scalable: list[bool] = []
    unranked = False
    while (m := _DIM_RE.match(s, i)) is not None:
        d = m.group(1)
        if d == "*":
            unranked = True
        else:
            dims.append(B.DYNAMIC if d == "?" else int(d.strip("[]")))
            scalable.append(d.startswith("["))
        i = m.end()
    elt, i = parse_type(s, i)
    i = _close(s, i)
    if word == "tensor":
        if unranked:
            return get(B.T["unranked_tensor"], (elt,)), i
        return get(B.T["tensor"], (tuple(dims), elt, None)), i
    if word == "memref":
        if unranked:
            return get(B.T["unranked_memref"], (elt, None)), i
        return get(B.T["memref"], (tuple(dims), elt, None, None)), i
    return get(B.T["vector"], (tuple(dims), elt, tuple(scalable))), i


def _close(s: str, i: int) -> int:
    i = _WS.match(s, i).end()  # type: ignore[union-attr]
    if s[i : i + 1] != ">":
        raise TypeSyntaxError(s[i : i + 20])
    return i + 1


def ty(text: str) -> Attribute:
    return parse_type(text)[0]


def tyname(t: Attribute) -> str:
    d = t.defn
    if d is B.T["integer"]:
        width, sgn = t.params
        return ("i", "si", "ui")[sgn] + str(width)
    if d in B.FLOAT_DEFS:
        return B.FLOAT_DEFS[d]
    if d is B.T["index"] or d is B.T["none"]:
        return d.name
    if d is B.T["opaque"]:
        return f"!{t.params[0]}.{t.params[1]}"
    if d is B.T["complex"]:
        return f"complex<{tyname(t.params[0])}>"
    if d in (B.T["unranked_tensor"], B.T["unranked_memref"]):
        return f"{d.name.split('_')[1]}<*x{tyname(t.params[0])}>"
    scalable = t.params[2] if d is B.T["vector"] else ()
    dims = "".join(
        ("?" if x == B.DYNAMIC else f"[{x}]" if scalable and scalable[k] else str(x)) + "x"
        for k, x in enumerate(t.params[0])
    )
    return f"{d.name}<{dims}{tyname(t.params[1])}>"


# --- a driver playing the main parser's part --------------------------------------------------

_KEYWORD = re.compile(r"\b(dense|sparse|array)<")


def _expect(lex: Lexer, punct: str, message: str) -> None:
    if not (lex.kind is PUNCT and lex.spelling == punct):
        raise D._wrong_token(lex, message)
    lex.next()


def _drive(src: SourceFile, start: int) -> str:
    """Parse the attribute whose keyword starts at ``start``; return its printed form."""
    m = _KEYWORD.match(src.text, start)
    assert m is not None
    kw, after = m.group(1), m.end()
    if kw == "array":
        type_offset = _WS.match(src.text, after).end()  # type: ignore[union-attr]
        elt, end = parse_type(src.text, after)
        lex = Lexer(src, end)
        attr = D.parse_dense_array(lex, elt, type_offset, tyname)
        _expect(lex, ">", "expected '>' to close an array attribute")
        return D.print_dense_array(attr, tyname)
    lex = Lexer(src, after)
    lit = D.parse_dense(lex, start) if kw == "dense" else D.parse_sparse(lex, start)
    _expect(lex, ">", "expected '>'")
    _expect(lex, ":", "expected ':'")
    shaped, _ = parse_type(src.text, lex.start)
    if kw == "dense":
        assert isinstance(lit, D.DenseLiteral)
        attr = D.build_dense(src, lit, shaped, lex.start, tyname)
        return D.print_dense(attr, tyname) + " : " + tyname(shaped)
    assert isinstance(lit, D.SparseLiteral)
    attr = D.build_sparse(src, lit, shaped, lex.start, tyname)
    return D.print_sparse(attr) + " : " + tyname(shaped)


def run(text: str) -> str:
    return _drive(SourceFile("t.mlir", text), 0)


def run_error(text: str) -> tuple[str, int, list[str]]:
    """(message, column, notes) of the error ``text`` gives."""
    with pytest.raises(DiagnosticError) as info:
        run(text)
    d = info.value.diag
    return d.message, d.loc.col, [n.message for n in d.notes]


# --- parse/print cases (expectations from mlir-opt 22) ---------------------------------------

ROUND_TRIPS = [
    ("dense<[1,2]> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
    ("dense<[5]> : tensor<1xi32>", "dense<5> : tensor<1xi32>"),
    ("dense<[[1],[2]]> : tensor<2x1xi8>", "dense<[[1], [2]]> : tensor<2x1xi8>"),
    ("dense<[[[1,2]]]> : vector<1x1x2xi8>", "dense<[[[1, 2]]]> : vector<1x1x2xi8>"),
    ("dense<[1,2,3]> : vector<[3]xi32>", "dense<[1, 2, 3]> : vector<[3]xi32>"),
    ("dense<4> : memref<1xi32>", "dense<4> : memref<1xi32>"),
    ("dense<5> : tensor<1x2x3x4xui32>", "dense<5> : tensor<1x2x3x4xui32>"),
    ("dense<(1.0,2.0)> : tensor<complex<f32>>",
     "dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>"),
    ("dense<[true,false,true]> : tensor<3xi1>", "dense<[true, false, true]> : tensor<3xi1>"),
    ("dense<[[true, true]]> : tensor<1x2xi1>", "dense<true> : tensor<1x2xi1>"),
    ("dense<[true, false]> : tensor<2xui1>", "dense<[true, false]> : tensor<2xui1>"),
    ("dense<[-1, 0]> : tensor<2xsi1>", "dense<[true, false]> : tensor<2xsi1>"),
    ("dense<-1> : tensor<i1>", "dense<true> : tensor<i1>"),
    ("dense<> : tensor<2x0xi32>", "dense<> : tensor<2x0xi32>"),
    ("dense<[]> : tensor<0xi32>", "dense<> : tensor<0xi32>"),
    ("dense<1> : tensor<0xi32>", "dense<1> : tensor<0xi32>"),
    ("dense<[255, -128]> : tensor<2xi8>", "dense<[-1, -128]> : tensor<2xi8>"),
    ("dense<[0x0000000FF, -0x10]> : tensor<2xi8>", "dense<[-1, -16]> : tensor<2xi8>"),
    ("dense<[1, 9223372036854775807]> : tensor<2xindex>",
     "dense<[1, 9223372036854775807]> : tensor<2xindex>"),
    ("dense<[(1, 255)]> : tensor<1xcomplex<ui8>>", "dense<(1,255)> : tensor<1xcomplex<ui8>>"),
    ("dense<[(0x7FC00000, 1.0), (1.0, 2.0)]> : tensor<2xcomplex<f32>>",
     "dense<[(0x7FC00000,1.000000e+00), (1.000000e+00,2.000000e+00)]> : "
     "tensor<2xcomplex<f32>>"),
    ("dense<[(true,false)]> : tensor<1xcomplex<i1>>",
     "dense<(true,false)> : tensor<1xcomplex<i1>>"),
    ("dense<(1,2)> : tensor<0xcomplex<i32>>", "dense<(1,2)> : tensor<0xcomplex<i32>>"),
    ("dense<[0x7FC00000, 0xFFC00001, 0x7F800000, 0xFF800000, 0x80000000]> : tensor<5xf32>",
     "dense<[0x7FC00000, 0xFFC00001, 0x7F800000, 0xFF800000, -0.000000e+00]> : "
     "tensor<5xf32>"),
    ("dense<[0.0, -0.0]> : tensor<2xf32>",
     "dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf32>"),
    ("dense<[0x7FC00000, 0x7FC00000]> : tensor<2xf32>", "dense<0x7FC00000> : tensor<2xf32>"),
    ("dense<1.0e400> : tensor<f32>", "dense<0x7F800000> : tensor<f32>"),
    ("dense<[-1.0e-400]> : tensor<1xf32>", "dense<-0.000000e+00> : tensor<1xf32>"),
    ("dense<1.0e10> : tensor<f16>", "dense<0x7C00> : tensor<f16>"),
    ("dense<4.0> : tensor<tf32>", "dense<4.000000e+00> : tensor<tf32>"),
    # f64 first, then f32: a double-rounding case.
    ("dense<1.000000059604644775390625000000867361737988403547205962240695953369140625> : "
     "tensor<f32>", "dense<1.000000e+00> : tensor<f32>"),
    ("dense<1.1> : tensor<f128>", "dense<1.10000000000000008881784197001252323> : tensor<f128>"),
    ("dense<1.1> : tensor<f80>", "dense<1.10000000000000008882> : tensor<f80>"),
    ("dense<0x3FFF8000000000000000> : tensor<f80>", "dense<1.000000e+00> : tensor<f80>"),
    ("dense<[1.5, 2.5]> : tensor<2xf8E8M0FNU>", "dense<2.000000e+00> : tensor<2xf8E8M0FNU>"),
    ("dense<[0.0]> : tensor<1xf8E8M0FNU>", "dense<5.877470e-39> : tensor<1xf8E8M0FNU>"),
    ("dense<[1.0e30, -1.0e30, 1.0e-30]> : tensor<3xf8E4M3FN>",
     "dense<[0x7F, 0xFF, 0.000000e+00]> : tensor<3xf8E4M3FN>"),
    ("dense<[1.0e30]> : tensor<1xf4E2M1FN>", "dense<6.000000e+00> : tensor<1xf4E2M1FN>"),
    ("dense<0x0000000000000000000000001> : tensor<f4E2M1FN>",
     "dense<5.000000e-01> : tensor<f4E2M1FN>"),
    # Hex blobs.
    ('dense<"0x01"> : tensor<8xi1>',
     "dense<[true, false, false, false, false, false, false, false]> : tensor<8xi1>"),
    ('dense<"0x07"> : tensor<3xi1>', "dense<true> : tensor<3xi1>"),
    ('dense<"0x02"> : tensor<4xi1>', "dense<[false, true, false, false]> : tensor<4xi1>"),
    ('dense<"0xFF"> : tensor<104xi1>', "dense<true> : tensor<104xi1>"),
    ('dense<"0x00"> : tensor<104xi1>', "dense<false> : tensor<104xi1>"),
    ('dense<"0x0100000001000000"> : tensor<2xi32>', "dense<1> : tensor<2xi32>"),
    ('dense<"0x0100000002000000"> : tensor<2xi32>', "dense<[1, 2]> : tensor<2xi32>"),
    ('dense<"0xFF"> : tensor<2xi5>', "dense<-1> : tensor<2xi5>"),
    ('dense<"0xab"> : tensor<1xi8>', "dense<-85> : tensor<1xi8>"),
    ('dense<"0x0102"> : tensor<complex<i8>>', "dense<(1,2)> : tensor<complex<i8>>"),
    ('dense<"0x"> : tensor<0xi32>', "dense<> : tensor<0xi32>"),
    ('dense<"0x01020304"> : tensor<0xi32>', "dense<67305985> : tensor<0xi32>"),
    ('dense<"0x00"> : tensor<0xi1>', "dense<false> : tensor<0xi1>"),
    ('dense<"0x"> : tensor<0xi1>', "dense<> : tensor<0xi1>"),
    # Splats are detected on the stored bytes: stray bits above the width prevent one.
    ('dense<"0xFF0F"> : tensor<12xi1>', "dense<true> : tensor<12xi1>"),
    ('dense<"0xFF01"> : tensor<9xi1>', "dense<true> : tensor<9xi1>"),
    ('dense<"0x0000"> : tensor<12xi1>', "dense<false> : tensor<12xi1>"),
    ('dense<"0x1F"> : tensor<4xi1>', "dense<[true, true, true, true]> : tensor<4xi1>"),
    ('dense<"0xF0"> : tensor<4xi1>', "dense<[false, false, false, false]> : tensor<4xi1>"),
    ('dense<"0xFF1F"> : tensor<2xi5>', "dense<[-1, -1]> : tensor<2xi5>"),
    ('dense<"0x1F1F"> : tensor<2xi5>', "dense<-1> : tensor<2xi5>"),
    ('dense<"0x0000C07F0000C0FF"> : tensor<2xf32>',
     "dense<[0x7FC00000, 0xFFC00000]> : tensor<2xf32>"),
    ('dense<"0x0000803F00000040"> : tensor<complex<f32>>',
     "dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>"),
    # Zero-width integers are never splats.
    ("dense<0> : tensor<2xi0>", "dense<[0, 0]> : tensor<2xi0>"),
    ("dense<[0]> : tensor<1xi0>", "dense<[0]> : tensor<1xi0>"),
    ('dense<"0x"> : tensor<2xi0>', "dense<[0, 0]> : tensor<2xi0>"),
    # More scalar tokens than elements (complex parentheses): the first ones are used.
    ("dense<(1,2)> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
    ("dense<[(1,2),3]> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
    ("dense<(1,2)> : tensor<i32>", "dense<1> : tensor<i32>"),
    # Strings.
    ('dense<["a", "a"]> : tensor<2x!t.s>', 'dense<"a"> : tensor<2x!t.s>'),
    ('dense<[["a", "b"],["c","d\\n\\"\\\\"]]> : tensor<2x2x!t.s>',
     'dense<[["a", "b"], ["c", "d\\0A\\22\\\\"]]> : tensor<2x2x!t.s>'),
    ('dense<"a"> : tensor<0x!t.s>', 'dense<"a"> : tensor<0x!t.s>'),
    ("dense<[]> : tensor<0x!t.s>", "dense<> : tensor<0x!t.s>"),
    ('dense<"0x0102"> : tensor<2x!t.x>', 'dense<"0x0102"> : tensor<2x!t.x>'),
    ('dense<("a","b")> : tensor<2x!t.s>', 'dense<["a", "b"]> : tensor<2x!t.s>'),
    # Arrays.
    ("array<i8>", "array<i8>"),
    ("array<i32: 1, 2, 3>", "array<i32: 1, 2, 3>"),
    ("array<ui8: -1, 255>", "array<ui8: 255, 255>"),
    ("array<si8: -128, 127>", "array<si8: -128, 127>"),
    ("array<i1: -true>", "array<i1: true>"),
    ("array<i1: true, false>", "array<i1: true, false>"),
    ("array<i32: - 1>", "array<i32: -1>"),
    ("array<i0: 0>", "array<i0: 0>"),
    ("array<i24: -1, 8388607, 8388608, 16777215>", "array<i24: -1, 8388607, -8388608, -1>"),
    ("array<i64: 0x8000000000000000, 0xFFFFFFFFFFFFFFFF>",
     "array<i64: -9223372036854775808, -1>"),
    ("array<i128: 170141183460469231731687303715884105727>",
     "array<i128: 170141183460469231731687303715884105727>"),
    ("array<f32: 0x7FC00000, -0.0, 1.0e400>", "array<f32: 0x7FC00000, -0.000000e+00, 0x7F800000>"),
    ("array<f32: - 1.0>", "array<f32: -1.000000e+00>"),
    ("array<f80: 1.5>", "array<f80: 1.500000e+00>"),
    ("array<f8E8M0FNU: -0.5, 1.0>", "array<f8E8M0FNU: 1.701410e+38, 1.000000e+00>"),
    ("array<f64: 42., 12.>", "array<f64: 4.200000e+01, 1.200000e+01>"),
    # Sparse.
    ("sparse<[[0, 1]], 2.0> : tensor<2x2xf32>", "sparse<[[0, 1]], 2.000000e+00> : tensor<2x2xf32>"),
    ("sparse<[[1, 1]], [2.0]> : tensor<2x2xf32>", "sparse<1, 2.000000e+00> : tensor<2x2xf32>"),
    ("sparse<> : tensor<2x2xf32>", "sparse<> : tensor<2x2xf32>"),
    ("sparse<[[0,1],[1,1]], [2.0, 2.0]> : tensor<2x2xf32>",
     "sparse<[[0, 1], [1, 1]], 2.000000e+00> : tensor<2x2xf32>"),
    ("sparse<[0, 1], [2, 3]> : tensor<2xi32>", "sparse<[0, 1], [2, 3]> : tensor<2xi32>"),
    ('sparse<[[0], [1]], ["a", "b"]> : tensor<2x!t.s>',
     'sparse<[[0], [1]], ["a", "b"]> : tensor<2x!t.s>'),
    ('sparse<[[0], [1]], "0x0100000002000000"> : tensor<2xi32>',
     "sparse<[[0], [1]], [1, 2]> : tensor<2xi32>"),
    ("sparse<0, 1> : tensor<i32>", "sparse<> : tensor<i32>"),
    ("sparse<[], []> : tensor<2xi32>", "sparse<> : tensor<2xi32>"),
    ("sparse<[[0]], 1> : tensor<2xi32>", "sparse<0, 1> : tensor<2xi32>"),
    ("sparse<[[0]], 1> : memref<2xi32>", "sparse<0, 1> : memref<2xi32>"),
    ("sparse<[[0]], [(1,2)]> : tensor<2xcomplex<i32>>",
     "sparse<0, (1,2)> : tensor<2xcomplex<i32>>"),
    ('sparse<[[0], [1]], "0x01"> : tensor<2xi1>',
     "sparse<[[0], [1]], [true, false]> : tensor<2xi1>"),
    ('sparse<[[0], [1]], "0xFF"> : tensor<2xi8>', "sparse<[[0], [1]], -1> : tensor<2xi8>"),
]  # fmt: skip


# Printed forms that read back differently, in mlir-opt too (a splat of no elements; equal
# values that only the stored bytes told apart).
_NOT_STABLE = {"dense<67305985> : tensor<0xi32>", "dense<false> : tensor<0xi1>",
               "dense<[true, true, true, true]> : tensor<4xi1>",
               "dense<[false, false, false, false]> : tensor<4xi1>",
               "dense<[-1, -1]> : tensor<2xi5>"}  # fmt: skip


@pytest.mark.parametrize(("text", "expected"), ROUND_TRIPS)
def test_round_trip(text: str, expected: str) -> None:
    assert run(text) == expected
    if expected not in _NOT_STABLE:
        assert run(expected) == expected  # the printed form reads back as the same attribute


# (attribute text, message, column of the error within the attribute text: 1 = first char)
ERRORS = [
    ("dense<[4]> : i32", "elements literal must be a shaped type", 1),
    ("dense<[4]>  : tensor<?xi32>", "elements literal type must have static shape", 1),
    ("dense<[4]> : tensor<*xi32>", "elements literal type must have static shape", 1),
    ("dense<[4]> : tensor<5xi32>",
     "inferred shape of elements literal ([1]) does not match type ([5])", 1),
    ("dense<[]> : tensor<2x0xi32>",
     "inferred shape of elements literal ([0]) does not match type ([2, 0])", 1),
    ("dense<[[1],[2]]> : tensor<2x2xi8>",
     "inferred shape of elements literal ([2, 1]) does not match type ([2, 2])", 1),
    ("dense<[4, [5]]> : tensor<2xi32>",
     "tensor literal is invalid; ranks are not consistent between elements", 14),
    ("dense<[[1,2],[3]]> : tensor<2x2xi32>",
     "tensor literal is invalid; ranks are not consistent between elements", 17),
    ("dense<[[], [1]]> : tensor<2x0xi32>",
     "tensor literal is invalid; ranks are not consistent between elements", 15),
    ("dense<[1 2]> : tensor<2xi32>", "expected ']'", 9),
    ("dense<[tf_opaque]> : tensor<1xi32>", "expected element literal of primitive type", 8),
    ("dense<- true> : tensor<i1>", "expected integer or floating point literal", 9),
    ("dense<[()]> : tensor<1xcomplex<i64>>", "expected element literal of primitive type", 9),
    ("dense<[(10)]> : tensor<1xcomplex<i64>>", "expected ',' between complex elements", 11),
    ("dense<[(10,)]> : tensor<1xcomplex<i64>>", "expected element literal of primitive type", 12),
    ("dense<[(10,10]> : tensor<1xcomplex<i64>>", "expected ')' after complex elements", 14),
    ("dense<[4.0]> : tensor<1xi32>", "expected integer elements, but parsed floating-point", 8),
    ("dense<[4]> : tensor<1xf32>",
     "unexpected decimal integer literal for a floating point value", 8),
    ("dense<[42.0, true]> : tensor<2xf32>", "expected floating point literal", 14),
    ("dense<[5, -5]> : vector<2xui32>",
     "expected unsigned integer elements, but parsed negative value", 12),
    ("dense<true> : tensor<2xi16>", "expected i1 type for 'true' or 'false' values", 7),
    ("dense<[777]> : tensor<1xi8>", "integer constant out of range for type", 8),
    ("dense<-0> : tensor<i32>", "integer constant out of range for type", 8),
    ("dense<[0x1FF]> : tensor<1xi8>", "integer constant out of range for type", 8),
    ("dense<[-128, -129]> : tensor<2xi8>", "integer constant out of range for type", 15),
    ("dense<[1, 0]> : tensor<2xsi1>", "integer constant out of range for type", 8),
    ("dense<9223372036854775808> : tensor<index>", "integer constant out of range for type", 7),
    ("dense<[0, 1]> : tensor<2xi0>", "integer constant out of range for type", 11),
    ('dense<["a", 1]> : tensor<2xi32>', "integer constant out of range for type", 8),
    ("dense<0xFFFFFFFFFFFFFF> : tensor<2xi16>", "integer constant out of range for type", 7),
    ("dense<-0x7FFFFFFF> : tensor<2xf32>",
     "hexadecimal float literal should not have a leading minus", 8),
    ("dense<0x7FF0000000000000> : tensor<2xf32>",
     "hexadecimal float constant out of range for type", 7),
    ("dense<0x10> : tensor<f4E2M1FN>", "hexadecimal float constant out of range for type", 7),
    ("dense<> : tensor<i64>", "parsed zero elements, but type ('tensor<i64>') expected at least 1",
     1),
    ("dense<> : tensor<2x!t.s>",
     "parsed zero elements, but type ('tensor<2x!t.s>') expected at least 1", 1),
    ("dense<[1, (1,2)]> : tensor<2xcomplex<i32>>",
     "parsed 3 elements, but type ('tensor<2xcomplex<i32>>') expected 4 elements", 1),
    ("dense<1> : tensor<2xcomplex<i32>>",
     "parsed 1 elements, but type ('complex<i32>') expected 2 elements", 1),
    ("dense<((1,2),3)> : tensor<2xcomplex<i8>>",
     "parsed 3 elements, but type ('complex<i8>') expected 2 elements", 1),
    ("dense<[[1,2]]> : tensor<1x2xcomplex<f32>>",
     "parsed 2 elements, but type ('tensor<1x2xcomplex<f32>>') expected 4 elements", 1),
    ('dense<"foo"> : tensor<i32>', "expected string containing hex digits starting with `0x`", 7),
    ('dense<"0X01"> : tensor<1xi8>', "expected string containing hex digits starting with `0x`",
     7),
    ('dense<"0x1"> : tensor<1xi8>', "expected string containing hex digits starting with `0x`", 7),
    ('dense<"0xZZ"> : tensor<i8>', "expected string containing hex digits starting with `0x`", 7),
    ('dense<"0x010203"> : tensor<2xi8>',
     "elements hex data size is invalid for provided type: 'tensor<2xi8>'", 1),
    ('dense<"0x01"> : tensor<104xi1>',
     "elements hex data size is invalid for provided type: 'tensor<104xi1>'", 1),
    ('dense<"0xAB"> : tensor<2xi0>',
     "elements hex data size is invalid for provided type: 'tensor<2xi0>'", 1),
    ('dense<"0x01"> : tensor<complex<i1>>',
     "elements hex data size is invalid for provided type: 'tensor<complex<i1>>'", 1),
    ("dense<1> : tensor<2x!t.x>", "expected string token, got 1", 1),
    ('dense<["a", -1]> : tensor<2x!t.s>', "expected string token, got 1", 1),
    ('dense<["a", true]> : tensor<2x!t.s>', "expected string token, got true", 1),
    ("dense<[(1,2),(3,4)]> : tensor<2xi1>", "integer constant out of range for type", 11),
    # Arrays.
    ("array<vector<i32>>", "expected integer or float type, got: 'vector<i32>'", 7),
    ("array<complex<f32>: 1.5>", "expected integer or float type, got: 'complex<f32>'", 7),
    ("array<!t.x: 1>", "expected integer or float type, got: '!t.x'", 7),
    ("array<i7>", "element type bitwidth must be a multiple of 8", 7),
    ("array<tf32: 1.5>", "element type bitwidth must be a multiple of 8", 7),
    ("array<f4E2M1FN: 1.5>", "element type bitwidth must be a multiple of 8", 7),
    ("array<i8)", "expected ':' after dense array type", 9),
    ("array<i8 1>", "expected ':' after dense array type", 9),
    ("array<i8: 1)", "expected '>' to close an array attribute", 12),
    ("array<i8: 1 2>", "expected '>' to close an array attribute", 12),
    ("array<f64: 1.0 : f32>", "expected '>' to close an array attribute", 15),
    ("array<i1: true, false, 1, 0>", "expected 'true' or 'false' values for i1 type", 25),
    ("array<i1: 5>", "expected 'true' or 'false' values for i1 type", 12),
    ("array<i1: 1.0>", "expected integer literal", 11),
    ("array<i8: true>", "expected i1 type for 'true' or 'false' values", 11),
    ("array<i8: -true>", "expected i1 type for 'true' or 'false' values", 12),
    ("array<si8: 128>", "integer constant out of range", 15),
    ("array<i8: 256, 1>", "integer constant out of range", 14),
    ("array<i32: -0>", "integer constant out of range", 14),
    ("array<i0: 1>", "integer constant out of range", 12),
    ("array<si8: 0xFF>", "integer constant out of range", 16),
    ("array<i8: 0x7F, 0xFF, 0x100>", "integer constant out of range", 28),
    ("array<i8: 1.0>", "expected integer literal", 11),
    ("array<i32: >", "expected integer literal", 12),
    ("array<i32: 1,>", "expected integer literal", 14),
    ('array<i32: "a">', "expected integer literal", 12),
    ("array<f32: 1>", "unexpected decimal integer literal for a floating point value", 12),
    ("array<f32: true>", "expected floating point literal", 12),
    ("array<f32: -true>", "expected floating point literal", 13),
    ('array<f32: "a">', "expected floating point literal", 12),
    ("array<f32: -0x1>", "hexadecimal float literal should not have a leading minus", 13),
    ("array<f16: 0x10000>", "hexadecimal float constant out of range for type", 12),
    # Sparse.
    ("sparse<[[0, 0, 0]],  [[-2.0]]> : vector<1x1x1xf16>",
     "expected 1-d tensor for sparse element values", 1),
    ("sparse<[1], [[1]]> : tensor<2xi32>", "expected 1-d tensor for sparse element values", 1),
    ("sparse<1, 10> : tensor<1x1xi16>",
     "sparse index #0 is not contained within the value shape, with index=[1, 1], and "
     "type='tensor<1x1xi16>'", 1),
    ("sparse<[[-1]], 1> : tensor<2xi32>",
     "sparse index #0 is not contained within the value shape, with "
     "index=[18446744073709551615], and type='tensor<2xi32>'", 1),
    ("sparse<[[0], [2]], 1> : tensor<2xi32>",
     "sparse index #1 is not contained within the value shape, with index=[2], and "
     "type='tensor<2xi32>'", 1),
    ("sparse<1, 10> : i32", "elements literal must be a shaped type", 1),
    ("sparse<[[0]], 1> : tensor<?xi32>", "elements literal type must have static shape", 1),
    ("sparse<[1.0], 10> : tensor<2xi32>", "expected integer elements, but parsed floating-point",
     9),
    ('sparse<"0x0100000002000000", [1]> : tensor<2xi32>',
     "integer constant out of range for type", 8),
    ("sparse<[1], [1, 2]> : tensor<2xi32>",
     "expected shape ([2]); inferred shape of indices literal ([1]); inferred shape of values "
     "literal ([2])", 1),
    ("sparse<[0, 1], [2, 3]> : tensor<2x2xi32>",
     "expected shape ([2, 2]); inferred shape of indices literal ([2]); inferred shape of "
     "values literal ([2])", 1),
    ("sparse<[[0, 0]], 1> : tensor<2xi32>",
     "expected shape ([2]); inferred shape of indices literal ([1, 2]); inferred shape of "
     "values literal ([1])", 1),
    ("sparse<[[0]] 1> : tensor<2xi32>", "expected ','", 13),
    ("sparse<[[0]], 1 : tensor<2xi32>", "expected '>'", 16),
    ("sparse<vector<1xi64>,[,[,1]> : tensor<1xi64>",
     "expected element literal of primitive type", 8),
    ("sparse<[[1, 1, 0], [0, 1, 0], [0,, [[0, 0, 0]], [-2.0]> : tensor<2x2x2xi16>",
     "expected element literal of primitive type", 34),
]  # fmt: skip


@pytest.mark.parametrize(("text", "message", "col"), ERRORS)
def test_error(text: str, message: str, col: int) -> None:
    got, got_col, notes = run_error(text)
    assert (got, got_col) == (message, col)
    if message.startswith("unexpected decimal integer"):
        assert notes == ["add a trailing dot to make the literal a float"]
    else:
        assert notes == []


# Multi-line literals: "expected X" errors go right after the previous token, before any
# comment and line break (line, column and message from mlir-opt 22).
MULTILINE_ERRORS = [
    ("dense<[1, // c\n 2 // d\n 3]> : tensor<3xi32>", 2, 3, "expected ']'"),
    ("dense<[1 // c\n\n  2]> : tensor<2xi32>", 1, 9, "expected ']'"),
    ("dense<[(1 // c\n  2)]> : tensor<1xcomplex<i32>>", 1, 10,
     "expected ',' between complex elements"),
    ("dense<[(1, 2 // c\n  ]> : tensor<1xcomplex<i32>>", 1, 13,
     "expected ')' after complex elements"),
    ("dense<[[1, 2],\n [3, 4, 5]]> : tensor<2x2xi32>", 2, 11,
     "tensor literal is invalid; ranks are not consistent between elements"),
    ("sparse<[[0]] // x\n 1> : tensor<2xi32>", 1, 13, "expected ','"),
    ("array<i32: 1 // x\n 2>", 1, 13, "expected '>' to close an array attribute"),
    ("array<i8 // x\n 2>", 1, 9, "expected ':' after dense array type"),
    ("dense<[\n1.5,\n 2]> : tensor<2xf32>", 3, 2,
     "unexpected decimal integer literal for a floating point value"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "line", "col", "message"), MULTILINE_ERRORS)
def test_multiline_error_positions(text: str, line: int, col: int, message: str) -> None:
    with pytest.raises(DiagnosticError) as info:
        run(text)
    d = info.value.diag
    assert (d.loc.line, d.loc.col, d.message) == (line, col, message)


def test_fast_path_falls_back_for_errors() -> None:
    """Long plain-number lists take the bulk path; errors still point at the token."""
    head = ", ".join(str(i) for i in range(1, 25))
    cases = [  # (last element, type, message); the error is at that element's number
        ("300", "tensor<25xi8>", "integer constant out of range for type"),
        ("-0", "tensor<25xi8>", "integer constant out of range for type"),
        ("2.5", "tensor<25xi8>", "expected integer elements, but parsed floating-point"),
        ("-1", "tensor<25xui8>", "expected unsigned integer elements, but parsed negative value"),
        ("3", "tensor<25xf32>", "unexpected decimal integer literal for a floating point value"),
        ("25", "tensor<25x!t.s>", "expected string token, got 1"),
    ]
    float_head = ", ".join(f"{i}.0" for i in range(1, 25))
    for last, type_text, message in cases:
        text = f"dense<[{float_head if 'f32' in type_text else head}, {last}]> : {type_text}"
        col = 1 if "!t.s" in type_text else text.index(f", {last}]") + 3 + last.startswith("-")
        assert run_error(text)[:2] == (message, col)
    assert run(f"dense<[{head}, 0x1F]> : tensor<25xi8>").endswith(", 24, 31]> : tensor<25xi8>")
    assert run(f"dense<[{head}, -0x1F, 0]> : tensor<26xi8>").endswith(
        "24, -31, 0]> : tensor<26xi8>"
    )
    floats = ", ".join(f"{i}.0" for i in range(1, 18))
    assert run(f"dense<[{floats}, 1.0e39]> : tensor<18xf32>").endswith(
        "1.700000e+01, 0x7F800000]> : tensor<18xf32>"
    )


def test_values_layout() -> None:
    a = D.build_dense(
        SourceFile("x", ""), D.DenseLiteral(0, None, [], None), ty("tensor<0xi8>"), 0, tyname
    )
    assert a.params == (ty("tensor<0xi8>"), False, ())
    src = SourceFile("x", "[[1, -1], [255, 0x7F]]")
    lex = Lexer(src, 0)
    lit = D.parse_dense(lex, 0)
    assert lit.shape == (2, 2)
    a = D.build_dense(src, lit, ty("tensor<2x2xi8>"), 0, tyname)
    assert a.defn is B.A["dense_int_or_fp_elements"]
    assert a.params[1:] == (False, (1, -1, -1, 127))
    src = SourceFile("x", "[(1.0, -2.0), (0x7FC00000, 0.0)]")
    a = D.build_dense(src, D.parse_dense(Lexer(src, 0), 0), ty("tensor<2xcomplex<f32>>"), 0)
    assert a.params[2] == ((0x3F800000, 0xC0000000), (0x7FC00000, 0))
    src = SourceFile("x", "[true, false]")
    a = D.build_dense(src, D.parse_dense(Lexer(src, 0), 0), ty("tensor<2xi1>"), 0)
    assert a.params[1:] == (False, (1, 0))
    # A splat stores one value; equal attributes are the same object.
    assert run("dense<7> : tensor<3xi32>") == "dense<7> : tensor<3xi32>"
    s1 = SourceFile("x", "[7, 7, 7]")
    s2 = SourceFile("x", "7")
    a1 = D.build_dense(s1, D.parse_dense(Lexer(s1, 0), 0), ty("tensor<3xi32>"), 0)
    a2 = D.build_dense(s2, D.parse_dense(Lexer(s2, 0), 0), ty("tensor<3xi32>"), 0)
    assert a1 is a2 and a1.params[1:] == (True, (7,))
    src = SourceFile("x", ": 1, -2>")
    arr = D.parse_dense_array(Lexer(src, 0), ty("ui8"))
    assert arr.params == (ty("ui8"), (1, 254))
    src = SourceFile("x", "[255, 0]")
    a = D.build_dense(src, D.parse_dense(Lexer(src, 0), 0), ty("tensor<2xui8>"), 0)
    assert a.params[1:] == (False, (255, 0))
    src = SourceFile("x", '["a", "b\\0A"]')
    a = D.build_dense(src, D.parse_dense(Lexer(src, 0), 0), ty("tensor<2x!t.s>"), 0)
    assert a.defn is B.A["dense_string_elements"] and a.params[1:] == (False, ("a", "b\n"))
    src = SourceFile("x", "[[0, 1]], 2.0>")
    sp = D.build_sparse(src, D.parse_sparse(Lexer(src, 0), 0), ty("tensor<2x2xf32>"), 0)
    shaped, indices, values = sp.params
    assert indices.params == (ty("tensor<1x2xi64>"), False, (0, 1))
    assert values.params == (ty("tensor<1xf32>"), True, (0x40000000,))
    resource = get(B.A["dense_resource_elements"], (ty("tensor<2xi8>"), "a b"))
    assert D.print_dense_resource(resource) == 'dense_resource<"a b">'
    assert D.resource_handle_text("blob1") == "blob1"
    assert D.resource_handle_text("a b") == '"a b"'
    assert D.resource_handle_text('a"b') == '"a\\22b"'


def test_default_type_printer() -> None:
    """Without print_type, messages render types through core.printer (Attribute repr)."""
    src = SourceFile("x", "")
    with pytest.raises(DiagnosticError) as info:
        D.build_dense(src, D.DenseLiteral(0), ty("tensor<2xi64>"), 0)
    assert info.value.diag.message == (
        "parsed zero elements, but type ('tensor<2xi64>') expected at least 1"
    )


def test_hex_printing() -> None:
    """Non-splat attributes with more than 100 elements print as hex."""
    ints = "[" + ", ".join(str(i) for i in range(101)) + "]"
    assert run(f"dense<{ints}> : tensor<101xi8>") == (
        'dense<"0x' + bytes(range(101)).hex().upper() + '"> : tensor<101xi8>'
    )
    assert run(f"dense<{ints[: -len(', 100]')]}]> : tensor<100xi8>").startswith("dense<[0, 1, 2,")
    bools = "[" + ", ".join("true" if i % 3 else "false" for i in range(101)) + "]"
    assert run(f"dense<{bools}> : tensor<101xi1>") == (
        'dense<"0xB66DDBB66DDBB66DDBB66DDB16"> : tensor<101xi1>'
    )
    pairs = "[" + ", ".join("(1,2)" if i % 3 else "(3,-4)" for i in range(101)) + "]"
    assert run(f"dense<{pairs}> : tensor<101xcomplex<i16>>").startswith(
        'dense<"0x0300FCFF0100020001000200'
    )
    sevens = "[" + ", ".join("7" for _ in range(101)) + "]"
    assert run(f"dense<{sevens}> : tensor<101xi8>") == "dense<7> : tensor<101xi8>"
    halves = "[" + ", ".join(f"{i}.5" for i in range(101)) + "]"
    assert run(f"dense<{halves}> : tensor<101xf80>").startswith(
        'dense<"0x0000000000000080FE3F00000000000000C0FF3F'
    )
    zeros = "[" + ", ".join("0" for _ in range(101)) + "]"
    assert run(f"dense<{zeros}> : tensor<101xi0>") == 'dense<"0x"> : tensor<101xi0>'


def _timed_round_trip(literal: str, type_text: str) -> tuple[str, float]:
    """Print of parse+build of ``literal`` and the seconds spent in core.dense."""
    src = SourceFile("big.mlir", literal)
    lex = Lexer(src, 0)  # lexing the first token (a whole hex string) is the lexer's cost
    t0 = time.perf_counter()
    attr = D.build_dense(src, D.parse_dense(lex, 0), ty(type_text), 0, tyname)
    out = D.print_dense(attr, tyname)
    return out, time.perf_counter() - t0


def test_large_attribute_speed() -> None:
    n = 100_000
    rng = random.Random(5)
    cases = [
        ("[" + ", ".join(str(rng.randrange(-(2**31), 2**31)) for _ in range(n)) + "]",
         f"tensor<{n}xi32>"),
        ("[" + ", ".join(f"{rng.uniform(-1e6, 1e6):.6e}" for _ in range(n)) + "]",
         f"tensor<{n}xf32>"),
        ("[" + ", ".join(f"{rng.uniform(-1e6, 1e6)!r}" for _ in range(n)) + "]",
         f"tensor<{n}xf64>"),
        ("[" + ", ".join("[1, 2, -3, 4]" for _ in range(n // 4)) + "]",
         f"tensor<{n // 4}x4xi64>"),
    ]  # fmt: skip
    for k, (literal, type_text) in enumerate(cases):
        out, elapsed = _timed_round_trip(literal, type_text)
        assert out.startswith('dense<"0x')
        assert elapsed < 0.8, f"{elapsed:.2f}s for {type_text}"
        if k == 0:
            # ... and the hex form mlir-opt prints for it, back in.
            again, elapsed = _timed_round_trip(out[len("dense<") : -1], type_text)
            assert again == out
            assert elapsed < 0.5, f"{elapsed:.2f}s for hex {type_text}"


# --- conformance: invalid-builtin-attributes.mlir ---------------------------------------------

_EXPECTED = re.compile(r"expected-(error|note)\s*(?:@\s*([+-][0-9]+|below|above))?\s*\{\{(.*?)\}\}")


def _chunk_expectations(lines: list[str], first: int) -> list[tuple[str, int, str]]:
    """(severity, 1-based line, message) of each expected-* comment in a chunk."""
    out = []
    for k, line in enumerate(lines):
        m = _EXPECTED.search(line)
        if not m:
            continue
        where, target = m.group(2), first + k
        if where in ("below", "above"):
            step = 1 if where == "below" else -1
            j = k + step
            while _EXPECTED.search(lines[j]):
                j += step
            target = first + j
        elif where:
            target += int(where)
        out.append((m.group(1), target, m.group(3)))
    return out


def _conformance_chunks() -> list[tuple[str, int, list[tuple[str, int, str]]]]:
    text = CONFORMANCE.read_text()
    lines = text.split("\n")
    chunks, start = [], 0
    for k, line in enumerate([*lines, "// -----"]):
        if line.startswith("// -----"):
            chunks.append((start, lines[start:k]))
            start = k + 1
    out = []
    for first, chunk in chunks:
        code = "\n".join(line.split("//")[0] for line in chunk)
        if not _KEYWORD.search(code):
            continue
        out.append(("\n".join(chunk), first + 1, _chunk_expectations(chunk, first + 1)))
    return out


@pytest.mark.skipif(not CONFORMANCE.exists(), reason="conformance corpus not available")
def test_conformance_invalid_builtin_attributes() -> None:
    text = CONFORMANCE.read_text()
    src = SourceFile(str(CONFORMANCE), text)
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
    checked = 0
    for _chunk, first_line, expectations in _conformance_chunks():
        errors = [e for e in expectations if e[0] == "error"]
        notes = [e for e in expectations if e[0] == "note"]
        assert len(errors) == 1, expectations
        _, line, message = errors[0]
        # The attribute is on the error's line in every such chunk.
        body = text[line_starts[line - 1] : line_starts[line]].split("//")[0]
        m = _KEYWORD.search(body)
        assert m is not None, body
        with pytest.raises(DiagnosticError) as info:
            _drive(src, line_starts[line - 1] + m.start())
        diag = info.value.diag
        assert message in diag.message, (first_line, diag.message)
        assert diag.loc.line == line, (first_line, diag.loc)
        assert sorted(n.message for n in diag.notes) == sorted(n[2] for n in notes)
        checked += 1
    assert checked >= 30


# --- differential tests against mlir-opt-22 ---------------------------------------------------


def _mlir_opt(text: str, *args: str) -> subprocess.CompletedProcess[str]:
    assert MLIR_OPT is not None
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        return subprocess.run(
            [MLIR_OPT, "--allow-unregistered-dialect", *args, path],
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        os.unlink(path)


_OP_PREFIX = '"t.op"() {v = '


def _printed_ops(stdout: str) -> list[str]:
    return [
        line.strip()[len(_OP_PREFIX) : -len("} : () -> ()")]
        for line in stdout.splitlines()
        if line.strip().startswith(_OP_PREFIX)
    ]


@needs_mlir
def test_round_trips_match_mlir_opt() -> None:
    """The ROUND_TRIPS expectations are what mlir-opt prints."""
    text = "".join(f"{_OP_PREFIX}{t}}} : () -> ()\n" for t, _ in ROUND_TRIPS)
    proc = _mlir_opt(text)
    assert proc.returncode == 0, proc.stderr[:2000]
    assert _printed_ops(proc.stdout) == [e for _, e in ROUND_TRIPS]


@needs_mlir
def test_errors_match_mlir_opt() -> None:
    """Message, line and column of every ERRORS case, from one split-input-file run."""
    text = "\n// -----\n".join(f"{_OP_PREFIX}{t}}} : () -> ()" for t, _, _ in ERRORS)
    proc = _mlir_opt(text, "--split-input-file")
    got: dict[int, tuple[str, int]] = {}
    for m in re.finditer(r"^[^\n]*?:(\d+):(\d+): error: (.*)$", proc.stderr, re.M):
        got.setdefault(int(m.group(1)), (m.group(3), int(m.group(2)) - len(_OP_PREFIX)))
    for k, (t, message, col) in enumerate(ERRORS):
        assert got.get(2 * k + 1) == (message, col), t


_INT_TYPES = ["i1", "i8", "i16", "i32", "i64", "si8", "ui8", "si16", "ui16", "si32", "ui32",
              "ui64", "i5", "i17", "i24", "i128", "si1", "ui1", "index"]  # fmt: skip
_FLOAT_TYPES = list(B.FLOAT_KINDS)
_COMPLEX_TYPES = ["complex<i8>", "complex<i32>", "complex<f32>", "complex<f64>", "complex<f16>",
                  "complex<bf16>", "complex<si16>", "complex<f8E4M3FN>"]  # fmt: skip
# Not complex<i1>: mlir-opt 22 bit-packs its parts but reads them at byte offsets.


def _int_range(t: Attribute) -> tuple[int, int]:
    width, sgn = (64, B.SIGNED) if t is B.INDEX else t.params
    if width == 1:
        return (-1, 0) if sgn == B.SIGNED else (0, 1)
    if sgn == B.UNSIGNED:
        return 0, (1 << width) - 1
    return -(1 << (width - 1)), (1 << (width - 1)) - 1


_STRINGS = ["a", "", "x y", "\\n", "q\\22", "\\\\", "\\C3\\A9", "\u00e9", "0x12", "tab\\09"]


class _Gen:
    """Random valid literals: text for one element, and whole attributes."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def int_text(self, t: Attribute) -> str:
        r = self.r
        if t.params and t.params[0] == 1 and r.random() < 0.7:
            return r.choice(["true", "false"])
        lo, hi = _int_range(t)
        v = r.choice([lo, hi, 0, 1, -1 if lo < 0 else 2, r.randint(lo, hi), r.randint(-9, 9)])
        v = min(max(v, lo), hi)
        width, sgn = (64, B.SIGNED) if t is B.INDEX else t.params
        if v >= 0 and r.random() < 0.2:
            return hex(v)
        if sgn == B.SIGNLESS and width > 1 and v < 0 and r.random() < 0.2:
            return str(v + (1 << width))  # signless also takes the unsigned reading
        return str(v)

    def float_text(self, kind: str) -> str:
        r = self.r
        width = D.floats.SEMANTICS[kind].width
        p = r.random()
        if p < 0.15:
            return hex(r.getrandbits(width))
        if p < 0.3:
            return r.choice(
                [
                    "0.0",
                    "-0.0",
                    "1.0",
                    "-1.5",
                    "0.1",
                    "1.0e38",
                    "3.4e39",
                    "65504.0",
                    "1.0e-8",
                    "6.0e-5",
                    "448.0",
                    "1.0e400",
                    "-2.5e-300",
                    "1.e3",
                ]
            )
        mant = r.choice([r.randint(0, 9), r.randint(0, 999), r.randint(0, 10**9)])
        exp = r.randint(-12, 12) if r.random() < 0.8 else r.randint(-320, 320)
        digits = str(mant)
        cut = r.randint(1, len(digits))
        sign = "-" if r.random() < 0.3 else ""
        return f"{sign}{digits[:cut]}.{digits[cut:]}e{exp}"

    def elem_text(self, t: Attribute) -> str:
        if t.defn is B.T["opaque"]:
            return '"' + self.r.choice(_STRINGS) + '"'
        if t.defn is B.T["complex"]:
            inner = t.params[0]
            return f"({self.elem_text(inner)}, {self.elem_text(inner)})"
        if t.defn in B.FLOAT_DEFS:
            return self.float_text(B.FLOAT_DEFS[t.defn])
        return self.int_text(t)

    def shape(self, vector: bool, big: bool) -> list[int]:
        r = self.r
        if big:
            return r.choice([[r.randint(101, 300)], [r.randint(11, 20), r.randint(10, 15)]])
        rank = r.randint(0 if not vector else 1, 3)
        return [r.randint(1 if vector else 0, 4) for _ in range(rank)]

    def nested(self, dims: list[int], leaf: Callable[[], str]) -> str:
        if not dims:
            return leaf()
        return "[" + ", ".join(self.nested(dims[1:], leaf) for _ in range(dims[0])) + "]"

    def dense(self) -> str:
        r = self.r
        elt_text = r.choice(r.choice([_INT_TYPES, _FLOAT_TYPES, _COMPLEX_TYPES, ["!t.s"]]))
        elt = ty(elt_text)
        vector = r.random() < 0.25 and elt.defn not in (B.T["complex"], B.T["opaque"])
        big = r.random() < 0.15
        dims = self.shape(vector, big)
        n = 1
        for d in dims:
            n *= d
        memref_ok = elt.defn is not B.T["opaque"]
        kind = "vector" if vector else r.choice(["tensor"] * 9 + ["memref"] * memref_ok)
        type_text = kind + "<" + "".join(f"{d}x" for d in dims) + elt_text + ">"
        mode = r.random()
        if mode < 0.2 and n:
            return f"dense<{self.elem_text(elt)}> : {type_text}"
        if mode < 0.3 and elt.defn not in (B.T["complex"], B.T["opaque"]) and n:
            return f'dense<"0x{self.blob(elt, n)}"> : {type_text}'
        if n == 0:
            return f"dense<{'[]' if dims == [0] and r.random() < 0.5 else ''}> : {type_text}"
        pool = [self.elem_text(elt) for _ in range(r.choice([1, 2, 3, n]))]
        return f"dense<{self.nested(dims, lambda: r.choice(pool))}> : {type_text}"

    def blob(self, elt: Attribute, n: int) -> str:
        """A hex blob of in-range values (mlir-opt keeps stray high bits; we do not)."""
        r = self.r
        count = 1 if r.random() < 0.2 else n
        if elt.defn is B.T["integer"] and elt.params[0] == 1:
            if count == 1:
                return r.choice(["00", "FF"])
            bits = r.getrandbits(n)
            return bits.to_bytes((n + 7) // 8, "little").hex()
        if elt.defn in B.FLOAT_DEFS:
            width = D.floats.SEMANTICS[B.FLOAT_DEFS[elt.defn]].width
            size = (width + 7) // 8
            vals = [r.getrandbits(width) for _ in range(count)]
            if B.FLOAT_DEFS[elt.defn] == "f80":
                # Avoid the encodings APFloat would rewrite (unnormals): set the integer bit.
                vals = [v | (1 << 63) if (v >> 64) & 0x7FFF else v & ~(1 << 63) for v in vals]
            return "".join(v.to_bytes(size, "little").hex() for v in vals)
        lo, hi = _int_range(elt)
        width = 64 if elt is B.INDEX else elt.params[0]
        size = (width + 7) // 8
        vals = [r.choice([r.randint(lo, hi), lo, hi, 0]) & ((1 << width) - 1) for _ in range(count)]
        return "".join(v.to_bytes(size, "little").hex() for v in vals)

    def array(self) -> str:
        r = self.r
        elt_text = r.choice(["i1", "i8", "i16", "i32", "i64", "ui8", "si16", "i24", "ui32", "i128",
                             "bf16", "f16", "f32", "f64", "f80", "f128", "f8E5M2", "f8E4M3FN",
                             "f8E8M0FNU", "f8E4M3B11FNUZ"])  # fmt: skip
        elt = ty(elt_text)
        count = r.choice([0, 1, 2, r.randint(1, 12)])
        if not count:
            return f"array<{elt_text}>"
        if elt.defn is B.T["integer"] and elt.params[0] == 1:
            vals = [r.choice(["true", "false"]) for _ in range(count)]
        else:
            vals = [self.elem_text(elt) for _ in range(count)]
        return f"array<{elt_text}: {', '.join(vals)}>"

    def sparse(self) -> str:
        r = self.r
        elt_text = r.choice(["i32", "i8", "f32", "f64", "i1", "complex<f32>", "f16", "ui16"])
        elt = ty(elt_text)
        dims = [r.randint(1, 6) for _ in range(r.randint(1, 3))]
        type_text = "tensor<" + "".join(f"{d}x" for d in dims) + elt_text + ">"
        if r.random() < 0.05:
            return f"sparse<> : {type_text}"
        k = r.choice([1, 2, r.randint(1, 8), r.randint(101, 130)])
        idx = [[r.randrange(d) for d in dims] for _ in range(k)]
        if len(dims) == 1 and r.random() < 0.3:
            indices = "[" + ", ".join(str(i[0]) for i in idx) + "]"
        else:
            indices = "[" + ", ".join("[" + ", ".join(map(str, i)) + "]" for i in idx) + "]"
        if r.random() < 0.3:
            values = self.elem_text(elt)
        else:
            pool = [self.elem_text(elt) for _ in range(r.choice([1, 3, k]))]
            values = "[" + ", ".join(r.choice(pool) for _ in range(k)) + "]"
        return f"sparse<{indices}, {values}> : {type_text}"

    def bad_elem(self, t: Attribute) -> str:
        """An element mlir-opt rejects for element type ``t``."""
        r = self.r
        if t.defn is B.T["complex"]:
            return f"({self.bad_elem(t.params[0])}, {self.elem_text(t.params[0])})"
        if t.defn in B.FLOAT_DEFS:
            width = D.floats.SEMANTICS[B.FLOAT_DEFS[t.defn]].width
            return r.choice(["7", "-3", "true", "-0x1", hex(1 << width), '"s"'])
        lo, hi = _int_range(t)
        width, sgn = (64, B.SIGNED) if t is B.INDEX else t.params
        if sgn == B.SIGNLESS:
            lo, hi = -(1 << (width - 1)), (1 << width) - 1  # both readings are accepted
        bad = [str(hi + 1), str(lo - 1), "1.5", "-2.5", "-0", hex(1 << width), '"s"']
        if width != 1:
            bad.append("true")
        return r.choice(bad)

    def invalid(self) -> str:
        r = self.r
        elt_text = r.choice(_INT_TYPES + _FLOAT_TYPES + ["complex<i8>", "complex<f32>"])
        elt = ty(elt_text)
        dims = [r.randint(1, 3) for _ in range(r.randint(1, 3))]
        n = 1
        for d in dims:
            n *= d
        elems = [self.elem_text(elt) for _ in range(n)]
        elems[r.randrange(n)] = self.bad_elem(elt)
        it = iter(elems)
        literal = self.nested(dims, lambda: next(it))
        if r.random() < 0.15:
            dims[r.randrange(len(dims))] += 1  # a shape mismatch instead
        return f"dense<{literal}> : tensor<{''.join(f'{d}x' for d in dims)}{elt_text}>"


@needs_mlir
def test_random_errors_match_mlir_opt() -> None:
    """Message, line, column and notes of random one-bad-element literals."""
    gen = _Gen(99)
    cases = [gen.invalid() for _ in range(400)]
    text = "".join(f"{_OP_PREFIX}{c}}} : () -> ()\n// -----\n" for c in cases)
    proc = _mlir_opt(text, "--split-input-file")
    want: dict[int, list[str]] = {}
    for m in re.finditer(r"^[^\n]*?:(\d+):(\d+): (error|note): (.*)$", proc.stderr, re.M):
        want.setdefault(int(m.group(1)), []).append(f"{m.group(2)}: {m.group(3)}: {m[4]}")
    src = SourceFile("t.mlir", text)
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
    for k, case in enumerate(cases):
        with pytest.raises(DiagnosticError) as info:
            _drive(src, line_starts[2 * k] + len(_OP_PREFIX))
        d = info.value.diag
        got = [f"{d.loc.col}: error: {d.message}"]
        got += [f"{n.loc.col}: note: {n.message}" for n in d.notes]
        assert got == want.get(2 * k + 1), case


@needs_mlir
def test_random_literals_match_mlir_opt() -> None:
    gen = _Gen(2024)
    cases = [gen.dense() for _ in range(2500)]
    cases += [gen.array() for _ in range(600)]
    cases += [gen.sparse() for _ in range(500)]
    text = "".join(f"{_OP_PREFIX}{c}}} : () -> ()\n" for c in cases)
    proc = _mlir_opt(text)
    assert proc.returncode == 0, proc.stderr[:2000]
    printed = _printed_ops(proc.stdout)
    assert len(printed) == len(cases)
    mismatches = []
    for case, want in zip(cases, printed, strict=True):
        got = run(case)
        if got != want:
            mismatches.append((case, got, want))
    for m in mismatches[:8]:
        print(*m, sep="\n  ")
    assert not mismatches, f"{len(mismatches)} mismatches, e.g. {mismatches[:3]}"


def test_f32_fast_path_agrees_with_floats() -> None:
    """The struct-based f32 conversion equals core.floats' (which models mlir-opt's)."""
    r = random.Random(7)
    sem = D.floats.SEMANTICS["f32"]
    for _ in range(2000):
        text = f"{r.randint(0, 10**9)}.{r.randint(0, 10**6)}e{r.randint(-50, 45)}"
        x = float(text)
        try:
            fast = struct.unpack("<I", struct.pack("<f", x))[0]
        except OverflowError:
            continue
        assert fast == D.floats.from_decimal(sem, text), text
