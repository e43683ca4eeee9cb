# ruff: noqa: E501
"""The smt dialect of the standard library (dialects_irdl/smt/smt.irdl.mlir and its
plug-in dialects_irdl/smt/): its operations read and print as mlir-opt-22 does (custom and
generic forms, recorded below from mlir-opt-22), and its C++ checks report mlir-opt-22's
messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "constants": (
        'func.func @t(%a: !smt.bool, %i: !smt.int) {\n  %0 = smt.eq %a, %a {smt.x} : !smt.bool\n  %1 = smt.distinct %a, %a, %a : !smt.bool\n  %2 = smt.int.constant -5\n  %3 = smt.int.constant 123456789012345678901234567890\n  %4 = smt.int.constant 9\n  "test.x"() {v = #smt.bv<-1> : !smt.bv<4>, w = #smt.bv<15> : !smt.bv<4>} : () -> ()\n  return\n}\n',
        'module {\n  func.func @t(%arg0: !smt.bool, %arg1: !smt.int) {\n    %0 = smt.eq %arg0, %arg0 {smt.x} : !smt.bool\n    %1 = smt.distinct %arg0, %arg0, %arg0 : !smt.bool\n    %c-5 = smt.int.constant -5\n    %c123456789012345678901234567890 = smt.int.constant 123456789012345678901234567890\n    %c9 = smt.int.constant 9\n    "test.x"() {v = #smt.bv<-1> : !smt.bv<4>, w = #smt.bv<-1> : !smt.bv<4>} : () -> ()\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!smt.bool, !smt.int) -> (), sym_name = "t"}> ({\n  ^bb0(%arg0: !smt.bool, %arg1: !smt.int):\n    %0 = "smt.eq"(%arg0, %arg0) {smt.x} : (!smt.bool, !smt.bool) -> !smt.bool\n    %1 = "smt.distinct"(%arg0, %arg0, %arg0) : (!smt.bool, !smt.bool, !smt.bool) -> !smt.bool\n    %2 = "smt.int.constant"() <{value = 11 : ui4}> : () -> !smt.int\n    %3 = "smt.int.constant"() <{value = 123456789012345678901234567890 : ui120}> : () -> !smt.int\n    %4 = "smt.int.constant"() <{value = 9 : ui5}> : () -> !smt.int\n    "test.x"() {v = #smt.bv<-1> : !smt.bv<4>, w = #smt.bv<-1> : !smt.bv<4>} : () -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    # ODS's ArrayRefParameter of types (custom<TypeList>), as an optional group's anchor
    "type_lists": (
        'func.func @types(%a: !smt.sort<"u">, %b: !smt.sort<"u"[!smt.bool, !smt.int]>, %c: !smt.func<(!smt.bool, !smt.bool) !smt.bool>) {\n  return\n}\n',
        'module {\n  func.func @types(%arg0: !smt.sort<"u">, %arg1: !smt.sort<"u"[!smt.bool, !smt.int]>, %arg2: !smt.func<(!smt.bool, !smt.bool) !smt.bool>) {\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!smt.sort<"u">, !smt.sort<"u"[!smt.bool, !smt.int]>, !smt.func<(!smt.bool, !smt.bool) !smt.bool>) -> (), sym_name = "types"}> ({\n  ^bb0(%arg0: !smt.sort<"u">, %arg1: !smt.sort<"u"[!smt.bool, !smt.int]>, %arg2: !smt.func<(!smt.bool, !smt.bool) !smt.bool>):\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    # types C++'s TypesMatchWith transforms give (transforms.py) are left out
    "array_and_apply_func": (
        "func.func @f(%f: !smt.func<(!smt.int, !smt.bool) !smt.bool>, %a: !smt.int, %b: !smt.bool, %arr: !smt.array<[!smt.int -> !smt.bool]>) {\n  %0 = smt.apply_func %f(%a, %b) : !smt.func<(!smt.int, !smt.bool) !smt.bool>\n  %1 = smt.array.select %arr[%a] : !smt.array<[!smt.int -> !smt.bool]>\n  %2 = smt.array.store %arr[%a], %b : !smt.array<[!smt.int -> !smt.bool]>\n  %3 = smt.array.broadcast %b : !smt.array<[!smt.int -> !smt.bool]>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: !smt.func<(!smt.int, !smt.bool) !smt.bool>, %arg1: !smt.int, %arg2: !smt.bool, %arg3: !smt.array<[!smt.int -> !smt.bool]>) {\n    %0 = smt.apply_func %arg0(%arg1, %arg2) : !smt.func<(!smt.int, !smt.bool) !smt.bool>\n    %1 = smt.array.select %arg3[%arg1] : !smt.array<[!smt.int -> !smt.bool]>\n    %2 = smt.array.store %arg3[%arg1], %arg2 : !smt.array<[!smt.int -> !smt.bool]>\n    %3 = smt.array.broadcast %arg2 : !smt.array<[!smt.int -> !smt.bool]>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!smt.func<(!smt.int, !smt.bool) !smt.bool>, !smt.int, !smt.bool, !smt.array<[!smt.int -> !smt.bool]>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !smt.func<(!smt.int, !smt.bool) !smt.bool>, %arg1: !smt.int, %arg2: !smt.bool, %arg3: !smt.array<[!smt.int -> !smt.bool]>):\n    %0 = "smt.apply_func"(%arg0, %arg1, %arg2) : (!smt.func<(!smt.int, !smt.bool) !smt.bool>, !smt.int, !smt.bool) -> !smt.bool\n    %1 = "smt.array.select"(%arg3, %arg1) : (!smt.array<[!smt.int -> !smt.bool]>, !smt.int) -> !smt.bool\n    %2 = "smt.array.store"(%arg3, %arg1, %arg2) : (!smt.array<[!smt.int -> !smt.bool]>, !smt.int, !smt.bool) -> !smt.array<[!smt.int -> !smt.bool]>\n    %3 = "smt.array.broadcast"(%arg2) : (!smt.bool) -> !smt.array<[!smt.int -> !smt.bool]>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "empty_domain": (
        "func.func @f(%d: !smt.func<() !smt.int>) {\n  return\n}\n",
        [
            "expected non-function type",
            "failed to parse SMTFuncType parameter 'domainTypes' which is to be a `::llvm::ArrayRef<mlir::Type>`",
        ],
    ),
    "eq_one_input": (
        "func.func @f(%a: !smt.bool, %b: !smt.bv<32>) {\n  %r = smt.eq %b : !smt.bv<32>\n  return\n}\n",
        ["'smt.eq' op 'inputs' must have at least size 2, but got 1"],
    ),
    "distinct_one_input": (
        "func.func @f(%a: !smt.bool, %b: !smt.bv<32>) {\n  %r = smt.distinct %b : !smt.bv<32>\n  return\n}\n",
        ["'smt.distinct' op 'inputs' must have at least size 2, but got 1"],
    ),
    "repeat_zero": (
        "func.func @f(%a: !smt.bool, %b: !smt.bv<32>) {\n  %r = smt.bv.repeat 0 times %b : !smt.bv<32>\n  return\n}\n",
        ["custom op 'smt.bv.repeat' integer must be positive"],
    ),
    "repeat_not_bv": (
        "func.func @f(%a: !smt.bool, %b: !smt.bv<32>) {\n  %r = smt.bv.repeat 2 times %a : !smt.bool\n  return\n}\n",
        ["custom op 'smt.bv.repeat' input must have bit-vector type"],
    ),
    "repeat_width": (
        'func.func @f(%a: !smt.bool, %b: !smt.bv<32>) {\n  %r = "smt.bv.repeat"(%b) : (!smt.bv<32>) -> !smt.bv<33>\n  return\n}\n',
        [
            "'smt.bv.repeat' op result bit-vector width must be a multiple of the input bit-vector width"
        ],
    ),
    "extract_range": (
        'func.func @f(%a: !smt.bool, %b: !smt.bv<32>) {\n  %r = "smt.bv.extract"(%b) <{lowBit = 30 : i32}> : (!smt.bv<32>) -> !smt.bv<4>\n  return\n}\n',
        [
            "'smt.bv.extract' op range to be extracted is too big, expected range starting at index 30 of length 4 requires input width of at least 34, but the input width is only 32"
        ],
    ),
    "bv_range": (
        '"test.x"() {v = #smt.bv<16> : !smt.bv<4>} : () -> ()\n',
        ["integer value out of range for given bit-vector type '!smt.bv<4>'"],
    ),
    "bv_untyped": (
        '"test.x"() {v = #smt.bv<5>} : () -> ()\n',
        ["explicit bit-vector type required"],
    ),
    "forall_names": (
        'func.func @f(%a: !smt.bool, %b: !smt.bv<32>) {\n  %r = "smt.forall"() <{boundVarNames = ["a"], weight = 0 : i32}> ({\n  ^bb0(%x: !smt.bool, %y: !smt.bool):\n    smt.yield %x : !smt.bool\n  }) : () -> !smt.bool\n  return\n}\n',
        ["'smt.forall' op number of bound variable names must match number of block arguments"],
    ),
    "forall_yield_count": (
        'func.func @f(%a: !smt.bool, %b: !smt.bv<32>) {\n  %r = "smt.forall"() <{weight = 0 : i32}> ({\n  ^bb0(%x: !smt.bool):\n    smt.yield %x, %x : !smt.bool, !smt.bool\n  }) : () -> !smt.bool\n  return\n}\n',
        ["'smt.forall' op must have exactly one yielded value"],
    ),
    "exists_yield_type": (
        'func.func @f(%a: !smt.bool, %b: !smt.bv<32>) {\n  %r = "smt.exists"() <{weight = 0 : i32}> ({\n  ^bb0(%x: !smt.bool):\n    smt.yield %b : !smt.bv<32>\n  }) : () -> !smt.bool\n  return\n}\n',
        ["'smt.exists' op yielded value must be of '!smt.bool' type"],
    ),
    "solver_yield": (
        'func.func @f(%a: !smt.bool, %b: !smt.bv<32>) {\n  %r = smt.solver() : () -> i1 {\n    %c = "smt.constant"() <{value = true}> : () -> !smt.bool\n    smt.yield %c : !smt.bool\n  }\n  return\n}\n',
        ["'smt.solver' op types of yielded values must match return values"],
    ),
    # TypesMatchWith (SmtArraySelectIndex)
    "array_select_index": (
        'func.func @f(%a: !smt.array<[!smt.int -> !smt.bool]>, %b: !smt.bool) {\n  %1 = "smt.array.select"(%a, %b) : (!smt.array<[!smt.int -> !smt.bool]>, !smt.bool) -> !smt.bool\n  return\n}\n',
        ["'smt.array.select' op failed to verify that summary"],
    ),
    # TypesMatchWith (SmtApplyFuncArgs: the whole group)
    "apply_func_args": (
        'func.func @f(%f: !smt.func<(!smt.int, !smt.bool) !smt.bool>, %a: !smt.int) {\n  %0 = "smt.apply_func"(%f, %a) : (!smt.func<(!smt.int, !smt.bool) !smt.bool>, !smt.int) -> !smt.bool\n  return\n}\n',
        ["'smt.apply_func' op failed to verify that summary"],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
