# ruff: noqa: E501
"""The async dialect of the standard library (dialects_irdl/async/async.irdl.mlir and its
plug-in dialects_irdl/async/): its operations read and print as mlir-opt-22 does (custom and
generic forms, recorded below from mlir-opt-22), and its C++ checks report mlir-opt-22's
messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages, print_ir

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "func_await": (
        "async.func @f(%a: i32) -> !async.value<i32> {\n  async.return %a : i32\n}\nasync.func private @decl(i32) -> (!async.token, !async.value<f32>)\nfunc.func @g(%t: !async.token, %v: !async.value<f32>) {\n  %x = async.await %v : !async.value<f32>\n  async.await %t : !async.token\n  return\n}\n",
        "module {\n  async.func @f(%arg0: i32) -> !async.value<i32> {\n    return %arg0 : i32\n  }\n  async.func private @decl(i32) -> (!async.token, !async.value<f32>)\n  func.func @g(%arg0: !async.token, %arg1: !async.value<f32>) {\n    %0 = async.await %arg1 : !async.value<f32>\n    async.await %arg0 : !async.token\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "async.func"() <{function_type = (i32) -> !async.value<i32>, sym_name = "f"}> ({\n  ^bb0(%arg2: i32):\n    "async.return"(%arg2) : (i32) -> ()\n  }) : () -> ()\n  "async.func"() <{function_type = (i32) -> (!async.token, !async.value<f32>), sym_name = "decl", sym_visibility = "private"}> ({\n  }) : () -> ()\n  "func.func"() <{function_type = (!async.token, !async.value<f32>) -> (), sym_name = "g"}> ({\n  ^bb0(%arg0: !async.token, %arg1: !async.value<f32>):\n    %0 = "async.await"(%arg1) : (!async.value<f32>) -> f32\n    "async.await"(%arg0) : (!async.token) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "await_type": (
        'func.func @f(%v: !async.value<f32>) {\n  %x = "async.await"(%v) : (!async.value<f32>) -> i32\n  return\n}\n',
        ["'async.await' op result type 'i32' does not match async value type 'f32'"],
    ),
    "await_token": (
        'func.func @f(%t: !async.token) {\n  %x = "async.await"(%t) : (!async.token) -> i32\n  return\n}\n',
        ["'async.await' op awaiting on a token must have empty result"],
    ),
    "execute_arguments": (
        'func.func @f(%v: !async.value<f32>) {\n  %a:2 = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({\n  ^bb0(%q: i32):\n    "async.yield"(%q) : (i32) -> ()\n  }) : (!async.value<f32>) -> (!async.token, !async.value<i32>)\n  return\n}\n',
        [
            "'async.execute' op along control flow edge from parent to Region #0: successor operand type #0 '!async.value<f32>' should match successor input type #0 'i32'"
        ],
    ),
    "execute_yield_count": (
        'func.func @f() {\n  %a:2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({\n    "async.yield"() : () -> ()\n  }) : () -> (!async.token, !async.value<i32>)\n  return\n}\n',
        [
            "'async.execute' op along control flow edge from Operation async.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs"
        ],
    ),
    "func_result": (
        'async.func @f() -> i32 {\n  %c = "test.c"() : () -> i32\n  async.return %c : i32\n}\n',
        ["'async.func' op result type must be async value type or async token type, but got 'i32'"],
    ),
    "return_types": (
        "async.func @f() -> !async.value<i32> {\n  async.return\n}\n",
        ["'async.return' op operand types do not match the types returned from the parent FuncOp"],
    ),
    # TypesMatchWith (transforms.py)
    "types_match_with": (
        'func.func @f(%s: !async.value<f32>) {\n  %0 = "async.runtime.load"(%s) : (!async.value<f32>) -> i32\n  return\n}\n',
        [
            "'async.runtime.load' op failed to verify that type of 'value' matches element type of 'storage'"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


# name -> (a custom form mlir-opt-22 reads, mlir-opt-22's generic print): the types
# C++'s TypesMatchWith transforms give (transforms.py) let the format leave them out.
# (mlir-opt-22 prints the operand's type stripped, `: <f32>`, which the format engine does
# not do yet: only the reading is compared.)
READS = {
    "left_out_types": (
        "func.func @f(%s: !async.value<f32>, %x: f32) {\n  %0 = async.runtime.load %s : !async.value<f32>\n  async.runtime.store %x, %s : !async.value<f32>\n  return\n}\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!async.value<f32>, f32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !async.value<f32>, %arg1: f32):\n    %0 = "async.runtime.load"(%arg0) : (!async.value<f32>) -> f32\n    "async.runtime.store"(%arg1, %arg0) : (f32, !async.value<f32>) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(READS))
def test_custom_form_reads_as_mlir_opt(name: str) -> None:
    text, generic = READS[name]
    assert print_ir(text, generic=True) == generic
