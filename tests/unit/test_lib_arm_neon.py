# ruff: noqa: E501
"""The arm_neon dialect of the standard library (dialects_irdl/arm_neon/arm_neon.irdl.mlir and its
plug-in dialects_irdl/arm_neon/): the intrinsics read and print as mlir-opt-22 does (recorded
below), and the type relations ODS computes in C++ report mlir-opt-22's messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "smull_sdot": (
        "func.func @f(%a: vector<8xi8>, %x: vector<2xi32>, %b: vector<8xi8>) {\n  %0 = arm_neon.intr.smull %a, %a : vector<8xi8> to vector<8xi16>\n  %1 = arm_neon.intr.sdot %x, %b, %b : vector<8xi8>, vector<8xi8> to vector<2xi32>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: vector<8xi8>, %arg1: vector<2xi32>, %arg2: vector<8xi8>) {\n    %0 = arm_neon.intr.smull %arg0, %arg0 : vector<8xi8> to vector<8xi16>\n    %1 = arm_neon.intr.sdot %arg1, %arg2, %arg2 : vector<8xi8>, vector<8xi8> to vector<2xi32>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<8xi8>, vector<2xi32>, vector<8xi8>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: vector<8xi8>, %arg1: vector<2xi32>, %arg2: vector<8xi8>):\n    %0 = "arm_neon.intr.smull"(%arg0, %arg0) : (vector<8xi8>, vector<8xi8>) -> vector<8xi16>\n    %1 = "arm_neon.intr.sdot"(%arg1, %arg2, %arg2) : (vector<2xi32>, vector<8xi8>, vector<8xi8>) -> vector<2xi32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "smull_width": (
        "func.func @f(%a: vector<8xi8>) {\n  %0 = arm_neon.intr.smull %a, %a : vector<8xi8> to vector<8xi32>\n  return\n}\n",
        [
            "'arm_neon.intr.smull' op failed to verify that res has same vector shape and element bitwidth scaled by 2 as a"
        ],
    ),
    "sdot_count": (
        "func.func @f(%x: vector<4xi32>, %b: vector<8xi8>) {\n  %1 = arm_neon.intr.sdot %x, %b, %b : vector<8xi8>, vector<8xi8> to vector<4xi32>\n  return\n}\n",
        [
            "'arm_neon.intr.sdot' op failed to verify that res has the same number of elements as operand b"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
