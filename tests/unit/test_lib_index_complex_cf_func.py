# ruff: noqa: E501
"""The index, complex, cf and func dialects of the standard library: a payload of each reads
and prints as mlir-opt-22 prints it (custom and generic forms, recorded below from
mlir-opt-22), and their hand-written checks report mlir-opt-22's messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# payload, custom print, generic print (both from mlir-opt-22)
CASES = {
    "index": (
        "func.func @f(%a: index, %b: i32) -> i1 {\n  %0 = index.mins %a, %a\n  %1 = index.minu %0, %a {tag}\n  %2 = index.constant -3\n  %3 = index.bool.constant true\n  %4 = index.cmp ule(%1, %2)\n  %5 = index.castu %b : i32 to index\n  %6 = index.sizeof\n  return %4 : i1\n}\n",
        "module {\n  func.func @f(%arg0: index, %arg1: i32) -> i1 {\n    %0 = index.mins %arg0, %arg0\n    %1 = index.minu %0, %arg0 {tag}\n    %idx-3 = index.constant -3\n    %true = index.bool.constant true\n    %2 = index.cmp ule(%1, %idx-3)\n    %3 = index.castu %arg1 : i32 to index\n    %4 = index.sizeof\n    return %2 : i1\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (index, i32) -> i1, sym_name = "f"}> ({\n  ^bb0(%arg0: index, %arg1: i32):\n    %0 = "index.mins"(%arg0, %arg0) : (index, index) -> index\n    %1 = "index.minu"(%0, %arg0) {tag} : (index, index) -> index\n    %2 = "index.constant"() <{value = -3 : index}> : () -> index\n    %3 = "index.bool.constant"() <{value = true}> : () -> i1\n    %4 = "index.cmp"(%1, %2) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1\n    %5 = "index.castu"(%arg1) : (i32) -> index\n    %6 = "index.sizeof"() : () -> index\n    "func.return"(%4) : (i1) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "complex": (
        "func.func @f(%c: complex<f64>, %i: i16, %x: f64) -> i1 {\n  %0 = complex.constant [3 : i32, 2 : i32] : complex<i32>\n  %1 = complex.powi %c, %i fastmath<nnan> : complex<f64>, i16\n  %2 = complex.angle %1 fastmath<fast> : complex<f64>\n  %3 = complex.conj %c : complex<f64>\n  %4 = complex.mul %3, %c fastmath<reassoc,afn> : complex<f64>\n  %5 = complex.create %x, %2 : complex<f64>\n  %6 = complex.neq %4, %5 : complex<f64>\n  %7 = complex.bitcast %c : complex<f64> to i128\n  return %6 : i1\n}\n",
        "module {\n  func.func @f(%arg0: complex<f64>, %arg1: i16, %arg2: f64) -> i1 {\n    %cst = complex.constant [3 : i32, 2 : i32] : complex<i32>\n    %0 = complex.powi %arg0, %arg1 fastmath<nnan> : complex<f64>, i16\n    %1 = complex.angle %0 fastmath<fast> : complex<f64>\n    %2 = complex.conj %arg0 : complex<f64>\n    %3 = complex.mul %2, %arg0 fastmath<reassoc,afn> : complex<f64>\n    %4 = complex.create %arg2, %1 : complex<f64>\n    %5 = complex.neq %3, %4 : complex<f64>\n    %6 = complex.bitcast %arg0 : complex<f64> to i128\n    return %5 : i1\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (complex<f64>, i16, f64) -> i1, sym_name = "f"}> ({\n  ^bb0(%arg0: complex<f64>, %arg1: i16, %arg2: f64):\n    %0 = "complex.constant"() <{value = [3 : i32, 2 : i32]}> : () -> complex<i32>\n    %1 = "complex.powi"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (complex<f64>, i16) -> complex<f64>\n    %2 = "complex.angle"(%1) <{fastmath = #arith.fastmath<fast>}> : (complex<f64>) -> f64\n    %3 = "complex.conj"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>) -> complex<f64>\n    %4 = "complex.mul"(%3, %arg0) <{fastmath = #arith.fastmath<reassoc,afn>}> : (complex<f64>, complex<f64>) -> complex<f64>\n    %5 = "complex.create"(%arg2, %2) : (f64, f64) -> complex<f64>\n    %6 = "complex.neq"(%4, %5) : (complex<f64>, complex<f64>) -> i1\n    %7 = "complex.bitcast"(%arg0) : (complex<f64>) -> i128\n    "func.return"(%6) : (i1) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "cf": (
        'func.func @f(%c: i1, %v: i16, %x: f32) {\n  cf.assert %c, "ok"\n  cf.cond_br %c weights([7, 0]), ^bb1(%x : f32), ^bb2\n^bb1(%a: f32):\n  cf.switch %v : i16, [\n    default: ^bb2,\n    -1: ^bb1(%a : f32),\n    9: ^bb2\n  ]\n^bb2:\n  return\n}\n',
        'module {\n  func.func @f(%arg0: i1, %arg1: i16, %arg2: f32) {\n    cf.assert %arg0, "ok"\n    cf.cond_br %arg0 weights([7, 0]), ^bb1(%arg2 : f32), ^bb2\n  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb1\n    cf.switch %arg1 : i16, [\n      default: ^bb2,\n      65535: ^bb1(%0 : f32),\n      9: ^bb2\n    ]\n  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i1, i16, f32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: i1, %arg1: i16, %arg2: f32):\n    "cf.assert"(%arg0) <{msg = "ok"}> : (i1) -> ()\n    "cf.cond_br"(%arg0, %arg2)[^bb1, ^bb2] <{branch_weights = array<i32: 7, 0>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()\n  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb1\n    "cf.switch"(%arg1, %0)[^bb2, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[-1, 9]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i16, f32) -> ()\n  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "func": (
        "func.func private @g(i32, f32) -> (f32, i32)\nfunc.func @f(%a: i32, %b: f32) -> i32 {\n  %0 = constant @g : (i32, f32) -> (f32, i32)\n  %1:2 = call_indirect %0(%a, %b) : (i32, f32) -> (f32, i32)\n  return %1#1 : i32\n}\n",
        "module {\n  func.func private @g(i32, f32) -> (f32, i32)\n  func.func @f(%arg0: i32, %arg1: f32) -> i32 {\n    %f = constant @g : (i32, f32) -> (f32, i32)\n    %0:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (f32, i32)\n    return %0#1 : i32\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, f32) -> (f32, i32), sym_name = "g", sym_visibility = "private"}> ({\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "f"}> ({\n  ^bb0(%arg0: i32, %arg1: f32):\n    %0 = "func.constant"() <{value = @g}> : () -> ((i32, f32) -> (f32, i32))\n    %1:2 = "func.call_indirect"(%0, %arg0, %arg1) : ((i32, f32) -> (f32, i32), i32, f32) -> (f32, i32)\n    "func.return"(%1#1) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


FN = "func.func private @g(i32) -> f32\nfunc.func @f(%a: i32, %c: complex<f32>, %v: i32, %b: i1) {{\n  {}\n  return\n}}\n"

ERRORS = [
    (
        "%0 = index.casts %a : i32 to i64",
        "'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible",
    ),
    (
        "%0 = index.cmp foo(%a, %a)",
        "custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge",
    ),
    (
        "%0 = complex.constant [1.0 : f32] : complex<f32>",
        "'complex.constant' op requires 'value' to be a complex constant, represented as array of two values",
    ),
    (
        '%0 = complex.constant ["a", 1.0] : complex<f64>',
        "'complex.constant' op requires attribute's elements to be float or integer attributes",
    ),
    (
        "%0 = complex.bitcast %c : complex<f32> to i32",
        "'complex.bitcast' op casting bitwidths do not match",
    ),
    (
        "%0 = complex.bitcast %c : complex<f32> to complex<i32>",
        "'complex.bitcast' op requires that either input or output has a complex type",
    ),
    (
        '%0 = "complex.re"(%c) : (complex<f32>) -> f64',
        "'complex.re' op failed to verify that complex element type matches result type",
    ),
    ("cf.assert %b, 5", "integer literal not valid for specified type"),
    ("cf.assert %b, [1]", "custom op 'cf.assert' invalid kind of attribute specified"),
    (
        '"cf.switch"(%v)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n^bb1:',
        "'cf.switch' op 'flag' type ('i32') should match case value type ('i64')",
    ),
    (
        '"cf.switch"(%v)[^bb1, ^bb1] <{case_values = dense<[1, 2]> : vector<2xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n^bb1:',
        "'cf.switch' op number of case values (2) should match number of case destinations (1)",
    ),
    (
        '"cf.switch"(%v, %v)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi32>, case_operand_segments = array<i32: 2>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()\n^bb1:',
        "'cf.switch' op caseOperands count (1) does not match with the total size (2) specified in attribute 'case_operand_segments'",
    ),
    ("cf.switch %v : i32, [\n 1: ^bb1 ]\n^bb1:", "custom op 'cf.switch' expected 'default'"),
    (
        "cf.cond_br %b weights([1]), ^bb1, ^bb1\n^bb1:",
        "expects number of branch weights to match number of successors: 1 vs 2",
    ),
    (
        "%0 = func.constant @g : (i32) -> i32",
        "'func.constant' op reference to function with mismatched type",
    ),
    (
        "%0 = func.constant @nope : (i32) -> f32",
        "'func.constant' op reference to undefined function 'nope'",
    ),
    (
        "%0 = func.constant @g::@h : (i32) -> f32",
        "custom op 'func.constant' invalid kind of attribute specified",
    ),
    (
        '%0 = func.constant @g : (i32) -> f32\n  %1 = "func.call_indirect"(%0) : ((i32) -> f32) -> f32',
        "'func.call_indirect' op failed to verify that callee input types match argument types",
    ),
    (
        "%0 = func.constant @g : (i32) -> f32\n  %1 = func.call_indirect %0(%a, %a) : (i32) -> f32",
        "custom op 'func.call_indirect' number of operands and types do not match: got 2 operands and 1 types",
    ),
    ("%0 = call @g(%v) : (i32) -> i32", "'func.call' op result type mismatch at index 0"),
]


@pytest.mark.parametrize("line,message", ERRORS)
def test_errors_as_mlir_opt(line: str, message: str) -> None:
    assert error_messages(FN.format(line))[0] == message


@pytest.mark.parametrize(
    "text,message",
    [
        ("func.func @decl()", "'func.func' op symbol declaration cannot have public visibility"),
        (
            "func.func @f() {\n  func.func private @g()\n  return\n}",
            "'func.func' op symbol's parent must have the SymbolTable trait",
        ),
        (
            "func.func private @f(i1 {x = 1})",
            "'func.func' op arguments may only have dialect attributes",
        ),
        (
            "func.func private @f() attributes {res_attrs = [{}]}",
            "'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0",
        ),
        ("func.func @$f()", "@ identifier expected to start with letter or '_'"),
        (
            "func.func @f() -> i32 {\n  %0 = arith.constant 1.0 : f32\n  return %0 : f32\n}",
            "type of return operand 0 ('f32') doesn't match function result type ('i32') in function @f",
        ),
    ],
)
def test_function_checks(text: str, message: str) -> None:
    assert error_messages(text)[0] == message
