# ruff: noqa: E501
"""The bufferization dialect of the standard library (dialects_irdl/bufferization/: generated
from ODS, with the plug-in beside it): alloc_tensor's C++ form (directives.py) and the
other operations' ODS forms read and print as mlir-opt-22 does (custom and generic forms
recorded below from mlir-opt-22), and the C++ verifiers (verifiers.py) report mlir-opt-22's
messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "alloc_tensor": (
        'func.func @f(%t: tensor<?x5xf32>, %sz: index) {\n  %0 = bufferization.alloc_tensor(%sz) : tensor<?x5xf32>\n  %1 = bufferization.alloc_tensor() copy(%t) {escape = true} : tensor<?x5xf32>\n  %c100 = arith.constant 100 : index\n  %2 = bufferization.alloc_tensor() size_hint=%c100 : tensor<100x100xf64>\n  %3 = bufferization.alloc_tensor(%sz) {memory_space = "foo"} : tensor<?xf32>\n  %4 = bufferization.alloc_tensor() copy(%t) size_hint = %c100 {memory_space = 1 : i64} : tensor<?x5xf32>\n  %5 = bufferization.alloc_tensor() : tensor<*xf32>\n  return\n}\n',
        'module {\n  func.func @f(%arg0: tensor<?x5xf32>, %arg1: index) {\n    %0 = bufferization.alloc_tensor(%arg1) : tensor<?x5xf32>\n    %1 = bufferization.alloc_tensor() copy(%arg0) {escape = true} : tensor<?x5xf32>\n    %c100 = arith.constant 100 : index\n    %2 = bufferization.alloc_tensor() size_hint=%c100 : tensor<100x100xf64>\n    %3 = bufferization.alloc_tensor(%arg1) {memory_space = "foo"} : tensor<?xf32>\n    %4 = bufferization.alloc_tensor() copy(%arg0) size_hint=%c100 {memory_space = 1 : i64} : tensor<?x5xf32>\n    %5 = bufferization.alloc_tensor() : tensor<*xf32>\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<?x5xf32>, index) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<?x5xf32>, %arg1: index):\n    %0 = "bufferization.alloc_tensor"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?x5xf32>\n    %1 = "bufferization.alloc_tensor"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0>}> {escape = true} : (tensor<?x5xf32>) -> tensor<?x5xf32>\n    %2 = "arith.constant"() <{value = 100 : index}> : () -> index\n    %3 = "bufferization.alloc_tensor"(%2) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (index) -> tensor<100x100xf64>\n    %4 = "bufferization.alloc_tensor"(%arg1) <{memory_space = "foo", operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?xf32>\n    %5 = "bufferization.alloc_tensor"(%arg0, %2) <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 0, 1, 1>}> : (tensor<?x5xf32>, index) -> tensor<?x5xf32>\n    %6 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<*xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "conversions": (
        "func.func @f(%buf: memref<*xf32>, %t: tensor<?xi64>, %m: memref<2xf32>) {\n  %0 = bufferization.clone %buf : memref<*xf32> to memref<*xf32>\n  %1 = bufferization.to_buffer %t : tensor<?xi64> to memref<?xi64, affine_map<(d0) -> (d0 + 7)>>\n  %2 = bufferization.to_buffer %t read_only : tensor<?xi64> to memref<?xi64, 1>\n  %3 = bufferization.to_tensor %m restrict writable : memref<2xf32> to tensor<2xf32>\n  bufferization.dealloc_tensor %3 : tensor<2xf32>\n  return\n}\n",
        "#map = affine_map<(d0) -> (d0 + 7)>\nmodule {\n  func.func @f(%arg0: memref<*xf32>, %arg1: tensor<?xi64>, %arg2: memref<2xf32>) {\n    %0 = bufferization.clone %arg0 : memref<*xf32> to memref<*xf32>\n    %1 = bufferization.to_buffer %arg1 : tensor<?xi64> to memref<?xi64, #map>\n    %2 = bufferization.to_buffer %arg1 read_only : tensor<?xi64> to memref<?xi64, 1>\n    %3 = bufferization.to_tensor %arg2 restrict writable : memref<2xf32> to tensor<2xf32>\n    bufferization.dealloc_tensor %3 : tensor<2xf32>\n    return\n  }\n}\n\n",
        '#map = affine_map<(d0) -> (d0 + 7)>\n"builtin.module"() ({\n  "func.func"() <{function_type = (memref<*xf32>, tensor<?xi64>, memref<2xf32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: memref<*xf32>, %arg1: tensor<?xi64>, %arg2: memref<2xf32>):\n    %0 = "bufferization.clone"(%arg0) : (memref<*xf32>) -> memref<*xf32>\n    %1 = "bufferization.to_buffer"(%arg1) : (tensor<?xi64>) -> memref<?xi64, #map>\n    %2 = "bufferization.to_buffer"(%arg1) <{read_only}> : (tensor<?xi64>) -> memref<?xi64, 1>\n    %3 = "bufferization.to_tensor"(%arg2) <{restrict, writable}> : (memref<2xf32>) -> tensor<2xf32>\n    "bufferization.dealloc_tensor"(%3) : (tensor<2xf32>) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "materialize_and_dealloc": (
        "func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>, %m: memref<?xf32, 3>, %t5: tensor<5xf32>, %x: memref<2xf32>, %c: i1) {\n  %0 = bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>\n  bufferization.materialize_in_destination %a in restrict writable %m : (tensor<?xf32>, memref<?xf32, 3>) -> ()\n  %1 = bufferization.materialize_in_destination %a in %t5 : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>\n  bufferization.dealloc (%x : memref<2xf32>) if (%c)\n  bufferization.dealloc\n  return\n}\n",
        "module {\n  func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: memref<?xf32, 3>, %arg3: tensor<5xf32>, %arg4: memref<2xf32>, %arg5: i1) {\n    %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>\n    bufferization.materialize_in_destination %arg0 in restrict writable %arg2 : (tensor<?xf32>, memref<?xf32, 3>) -> ()\n    %1 = bufferization.materialize_in_destination %arg0 in %arg3 : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>\n    bufferization.dealloc (%arg4 : memref<2xf32>) if (%arg5)\n    bufferization.dealloc\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<?xf32>, tensor<?xf32>, memref<?xf32, 3>, tensor<5xf32>, memref<2xf32>, i1) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: memref<?xf32, 3>, %arg3: tensor<5xf32>, %arg4: memref<2xf32>, %arg5: i1):\n    %0 = "bufferization.materialize_in_destination"(%arg0, %arg1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>\n    "bufferization.materialize_in_destination"(%arg0, %arg2) <{restrict, writable}> : (tensor<?xf32>, memref<?xf32, 3>) -> ()\n    %1 = "bufferization.materialize_in_destination"(%arg0, %arg3) : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>\n    "bufferization.dealloc"(%arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> ()\n    "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "alloc_tensor_sizes": (
        "func.func @f(%sz: index) {\n  %0 = bufferization.alloc_tensor(%sz) : tensor<4x?x?x5xf32>\n  return\n}\n",
        ["'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2"],
    ),
    "alloc_tensor_unranked_sizes": (
        "func.func @f(%sz: index) {\n  %0 = bufferization.alloc_tensor(%sz) : tensor<*xf32>\n  return\n}\n",
        ["'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 0"],
    ),
    "alloc_tensor_copy_and_sizes": (
        "func.func @f(%t: tensor<?xf32>, %sz: index) {\n  %0 = bufferization.alloc_tensor(%sz) copy(%t) : tensor<?xf32>\n  return\n}\n",
        ["dynamic sizes not needed when copying a tensor"],
    ),
    "alloc_tensor_copy_type": (
        'func.func @f(%t: tensor<?xf32>) {\n  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<5xf32>\n  return\n}\n',
        ["expected that `copy` and return type match"],
    ),
    "alloc_tensor_not_tensor": (
        "func.func @f(%sz: index) {\n  %0 = bufferization.alloc_tensor(%sz) : memref<?xf32>\n  return\n}\n",
        ["custom op 'bufferization.alloc_tensor' invalid kind of type specified"],
    ),
    "alloc_tensor_size_hint_equal": (
        "func.func @f(%sz: index) {\n  %0 = bufferization.alloc_tensor(%sz) size_hint %sz : tensor<?xf32>\n  return\n}\n",
        ["expected '='"],
    ),
    "dealloc_conditions": (
        "func.func @f(%m: memref<?xf32>, %c: i1) {\n  bufferization.dealloc (%m : memref<?xf32>) if (%c, %c)\n  return\n}\n",
        [
            "'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate"
        ],
    ),
    "dealloc_results": (
        'func.func @f(%m: memref<?xf32>, %c: i1) {\n  %x:2 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<?xf32>, i1, memref<?xf32>) -> (i1, i1)\n  return\n}\n',
        [
            "'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands"
        ],
    ),
    "materialize_no_result": (
        "func.func @f(%t: tensor<?xf32>) {\n  bufferization.materialize_in_destination %t in %t : (tensor<?xf32>, tensor<?xf32>) -> ()\n  return\n}\n",
        [
            "'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result"
        ],
    ),
    "materialize_memref_result": (
        "func.func @f(%t: tensor<?xf32>, %m: memref<?xf32>) {\n  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<?xf32>, memref<?xf32>) -> tensor<?xf32>\n  return\n}\n",
        ["'bufferization.materialize_in_destination' op memref 'dest' implies zero results"],
    ),
    "materialize_not_writable": (
        "func.func @f(%t: tensor<?xf32>, %m: memref<?xf32>) {\n  bufferization.materialize_in_destination %t in %m : (tensor<?xf32>, memref<?xf32>) -> ()\n  return\n}\n",
        [
            "'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type"
        ],
    ),
    "materialize_restrict": (
        "func.func @f(%t: tensor<?xf32>) {\n  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>\n  return\n}\n",
        [
            "'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations"
        ],
    ),
    "materialize_unranked": (
        "func.func @f(%t: tensor<?xf32>, %u: tensor<*xf32>) {\n  %0 = bufferization.materialize_in_destination %u in %t : (tensor<*xf32>, tensor<?xf32>) -> tensor<?xf32>\n  return\n}\n",
        [
            "'bufferization.materialize_in_destination' op source/destination shapes are incompatible"
        ],
    ),
    "materialize_rank": (
        "func.func @f(%t: tensor<?xf32>, %t2: tensor<4x5xf32>) {\n  %0 = bufferization.materialize_in_destination %t in %t2 : (tensor<?xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>\n  return\n}\n",
        [
            "'bufferization.materialize_in_destination' op rank mismatch between source and destination shape"
        ],
    ),
    "materialize_shape": (
        "func.func @f(%t: tensor<4xf32>, %t2: tensor<5xf32>) {\n  %0 = bufferization.materialize_in_destination %t in %t2 : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>\n  return\n}\n",
        [
            "'bufferization.materialize_in_destination' op source/destination shapes are incompatible"
        ],
    ),
    "materialize_result_type": (
        "func.func @f(%t2: tensor<4x5xf32>) {\n  %0 = bufferization.materialize_in_destination %t2 in %t2 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<5x5xf32>\n  return\n}\n",
        ["'bufferization.materialize_in_destination' op result and 'dest' types must match"],
    ),
    "materialize_element_type": (
        "func.func @f(%t: tensor<?xf32>, %ti: tensor<?xi32>) {\n  %0 = bufferization.materialize_in_destination %ti in %t : (tensor<?xi32>, tensor<?xf32>) -> tensor<?xf32>\n  return\n}\n",
        [
            "'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_reports_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
