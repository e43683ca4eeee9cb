# ruff: noqa: E501
"""The arm_sve dialect of the standard library (dialects_irdl/arm_sve/arm_sve.irdl.mlir and its
plug-in dialects_irdl/arm_sve/): the svbool conversions read and print in custom form as
mlir-opt-22 does (recorded below), and their type relation reports mlir-opt-22's message."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "convert_svbool": (
        "func.func @f(%a: vector<[4]xi1>, %b: vector<2x3x[16]xi1>) {\n  %0 = arm_sve.convert_to_svbool %a : vector<[4]xi1>\n  %1 = arm_sve.convert_from_svbool %b : vector<2x3x[2]xi1>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: vector<[4]xi1>, %arg1: vector<2x3x[16]xi1>) {\n    %0 = arm_sve.convert_to_svbool %arg0 : vector<[4]xi1>\n    %1 = arm_sve.convert_from_svbool %arg1 : vector<2x3x[2]xi1>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<[4]xi1>, vector<2x3x[16]xi1>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: vector<[4]xi1>, %arg1: vector<2x3x[16]xi1>):\n    %0 = "arm_sve.convert_to_svbool"(%arg0) : (vector<[4]xi1>) -> vector<[16]xi1>\n    %1 = "arm_sve.convert_from_svbool"(%arg1) : (vector<2x3x[16]xi1>) -> vector<2x3x[2]xi1>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "to_svbool_mismatch": (
        'func.func @f(%a: vector<[4]xi1>) {\n  %0 = "arm_sve.convert_to_svbool"(%a) : (vector<[4]xi1>) -> vector<2x[16]xi1>\n  return\n}\n',
        [
            "'arm_sve.convert_to_svbool' op failed to verify that expected corresponding svbool type widened to [16]xi1"
        ],
    ),
    "from_svbool_mismatch": (
        'func.func @f(%a: vector<[16]xi1>) {\n  %0 = "arm_sve.convert_from_svbool"(%a) : (vector<[16]xi1>) -> vector<3x[4]xi1>\n  return\n}\n',
        [
            "'arm_sve.convert_from_svbool' op failed to verify that expected corresponding svbool type widened to [16]xi1"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
