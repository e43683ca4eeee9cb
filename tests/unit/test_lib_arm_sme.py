# ruff: noqa: E501
"""The arm_sme dialect of the standard library (dialects_irdl/arm_sme/arm_sme.irdl.mlir and its
plug-in dialects_irdl/arm_sme/): the outer product and tile-slice operations, whose types ODS
derives in C++, read and print as mlir-opt-22 does (recorded below), and their type relations
report mlir-opt-22's messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "outerproduct": (
        "func.func @f(%a: vector<[4]xf32>, %acc: vector<[4]x[4]xf32>, %m: vector<[4]xi1>) {\n  %0 = arm_sme.outerproduct %a, %a : vector<[4]xf32>, vector<[4]xf32>\n  %1 = arm_sme.outerproduct %a, %a acc(%acc) : vector<[4]xf32>, vector<[4]xf32>\n  %2 = arm_sme.outerproduct %a, %a kind<sub> acc(%acc) masks(%m, %m) : vector<[4]xf32>, vector<[4]xf32>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: vector<[4]xf32>, %arg1: vector<[4]x[4]xf32>, %arg2: vector<[4]xi1>) {\n    %0 = arm_sme.outerproduct %arg0, %arg0 : vector<[4]xf32>, vector<[4]xf32>\n    %1 = arm_sme.outerproduct %arg0, %arg0 acc(%arg1) : vector<[4]xf32>, vector<[4]xf32>\n    %2 = arm_sme.outerproduct %arg0, %arg0 kind<sub> acc(%arg1) masks(%arg2, %arg2) : vector<[4]xf32>, vector<[4]xf32>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<[4]xf32>, vector<[4]x[4]xf32>, vector<[4]xi1>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: vector<[4]xf32>, %arg1: vector<[4]x[4]xf32>, %arg2: vector<[4]xi1>):\n    %0 = "arm_sme.outerproduct"(%arg0, %arg0) <{kind = #arm_sme.kind<add>, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]x[4]xf32>\n    %1 = "arm_sme.outerproduct"(%arg0, %arg0, %arg1) <{kind = #arm_sme.kind<add>, operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>}> : (vector<[4]xf32>, vector<[4]xf32>, vector<[4]x[4]xf32>) -> vector<[4]x[4]xf32>\n    %2 = "arm_sme.outerproduct"(%arg0, %arg0, %arg2, %arg2, %arg1) <{kind = #arm_sme.kind<sub>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (vector<[4]xf32>, vector<[4]xf32>, vector<[4]xi1>, vector<[4]xi1>, vector<[4]x[4]xf32>) -> vector<[4]x[4]xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "tile_slices": (
        "func.func @f(%t: vector<[4]x[4]xf32>, %i: index, %v: vector<[4]xf32>, %m: vector<[4]xi1>, %mem: memref<?x?xf32>) {\n  %0 = arm_sme.extract_tile_slice %t[%i] : vector<[4]xf32> from vector<[4]x[4]xf32>\n  %1 = arm_sme.insert_tile_slice %v, %t[%i] layout<vertical> : vector<[4]xf32> into vector<[4]x[4]xf32>\n  %2 = arm_sme.load_tile_slice %mem[%i, %i], %m, %t, %i : memref<?x?xf32>, vector<[4]xi1>, vector<[4]x[4]xf32>\n  arm_sme.store_tile_slice %t, %i, %m, %mem[%i, %i] : memref<?x?xf32>, vector<[4]xi1>, vector<[4]x[4]xf32>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: vector<[4]x[4]xf32>, %arg1: index, %arg2: vector<[4]xf32>, %arg3: vector<[4]xi1>, %arg4: memref<?x?xf32>) {\n    %0 = arm_sme.extract_tile_slice %arg0[%arg1] : vector<[4]xf32> from vector<[4]x[4]xf32>\n    %1 = arm_sme.insert_tile_slice %arg2, %arg0[%arg1] layout<vertical> : vector<[4]xf32> into vector<[4]x[4]xf32>\n    %2 = arm_sme.load_tile_slice %arg4[%arg1, %arg1], %arg3, %arg0, %arg1 : memref<?x?xf32>, vector<[4]xi1>, vector<[4]x[4]xf32>\n    arm_sme.store_tile_slice %arg0, %arg1, %arg3, %arg4[%arg1, %arg1] : memref<?x?xf32>, vector<[4]xi1>, vector<[4]x[4]xf32>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<[4]x[4]xf32>, index, vector<[4]xf32>, vector<[4]xi1>, memref<?x?xf32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: vector<[4]x[4]xf32>, %arg1: index, %arg2: vector<[4]xf32>, %arg3: vector<[4]xi1>, %arg4: memref<?x?xf32>):\n    %0 = "arm_sme.extract_tile_slice"(%arg0, %arg1) <{layout = #arm_sme.layout<horizontal>}> : (vector<[4]x[4]xf32>, index) -> vector<[4]xf32>\n    %1 = "arm_sme.insert_tile_slice"(%arg2, %arg0, %arg1) <{layout = #arm_sme.layout<vertical>}> : (vector<[4]xf32>, vector<[4]x[4]xf32>, index) -> vector<[4]x[4]xf32>\n    %2 = "arm_sme.load_tile_slice"(%arg4, %arg3, %arg0, %arg1, %arg1, %arg1) <{layout = #arm_sme.layout<horizontal>}> : (memref<?x?xf32>, vector<[4]xi1>, vector<[4]x[4]xf32>, index, index, index) -> vector<[4]x[4]xf32>\n    "arm_sme.store_tile_slice"(%arg0, %arg1, %arg3, %arg4, %arg1, %arg1) <{layout = #arm_sme.layout<horizontal>}> : (vector<[4]x[4]xf32>, index, vector<[4]xi1>, memref<?x?xf32>, index, index) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "outerproduct_result": (
        'func.func @f(%a: vector<[4]xf32>) {\n  %1 = "arm_sme.outerproduct"(%a, %a) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[2]x[2]xf64>\n  return\n}\n',
        [
            "'arm_sme.outerproduct' op failed to verify that resulttype is derived from `lhs` and `rhs`"
        ],
    ),
    "extract_slice_type": (
        "func.func @f(%t: vector<[4]x[4]xf32>, %i: index) {\n  %0 = arm_sme.extract_tile_slice %t[%i] : vector<[2]xf64> from vector<[4]x[4]xf32>\n  return\n}\n",
        [
            "'arm_sme.extract_tile_slice' op failed to verify that type of 'result' matches type of 'tile' slice"
        ],
    ),
    "insert_slice_type": (
        "func.func @f(%t: vector<[4]x[4]xf32>, %i: index, %v: vector<[8]xf32>) {\n  %1 = arm_sme.insert_tile_slice %v, %t[%i] : vector<[8]xf32> into vector<[4]x[4]xf32>\n  return\n}\n",
        [
            "'arm_sme.insert_tile_slice' op failed to verify that type of 'vector' matches type of 'tile' slice"
        ],
    ),
    "load_slice_mask": (
        "func.func @f(%t: vector<[4]x[4]xf32>, %i: index, %m: vector<[8]xi1>, %mem: memref<?x?xf32>) {\n  %2 = arm_sme.load_tile_slice %mem[%i, %i], %m, %t, %i : memref<?x?xf32>, vector<[8]xi1>, vector<[4]x[4]xf32>\n  return\n}\n",
        [
            "'arm_sme.load_tile_slice' op failed to verify that `mask` has i1 element type and the shape is a slice of `result`"
        ],
    ),
    "outerproduct_acc": (
        'func.func @f(%a: vector<[4]xf32>, %acc: vector<[2]x[2]xf64>) {\n  %1 = "arm_sme.outerproduct"(%a, %a, %acc) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>}> : (vector<[4]xf32>, vector<[4]xf32>, vector<[2]x[2]xf64>) -> vector<[4]x[4]xf32>\n  return\n}\n',
        ["'arm_sme.outerproduct' op failed to verify that acctype is derived from `lhs` and `rhs`"],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
