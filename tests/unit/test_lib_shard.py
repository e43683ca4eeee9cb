# ruff: noqa: E501
"""The shard dialect of the standard library (dialects_irdl/shard/shard.irdl.mlir, generated from
ODS, and its plug-in dialects_irdl/shard/): grids read and print as mlir-opt-22 does (custom and
generic forms, recorded below from mlir-opt-22), and the C++ checks report mlir-opt-22's
messages at its locations."""

from __future__ import annotations

import pytest

from core.diagnostics import Severity, SourceFile
from irdl.tool.process import process_buffer

from .lib_support import assert_prints_as_recorded

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "grids": (
        "shard.grid @grid0(shape = 2x2x4)\nshard.grid @grid1(shape = 4 x ?)\nshard.grid @grid2(shape = ?)\nshard.grid @grid3(shape = 0x3)\n",
        "module {\n  shard.grid @grid0(shape = 2x2x4)\n  shard.grid @grid1(shape = 4x?)\n  shard.grid @grid2(shape = ?)\n  shard.grid @grid3(shape = 0x3)\n}\n\n",
        '"builtin.module"() ({\n  "shard.grid"() <{shape = array<i64: 2, 2, 4>, sym_name = "grid0"}> : () -> ()\n  "shard.grid"() <{shape = array<i64: 4, -9223372036854775808>, sym_name = "grid1"}> : () -> ()\n  "shard.grid"() <{shape = array<i64: -9223372036854775808>, sym_name = "grid2"}> : () -> ()\n  "shard.grid"() <{shape = array<i64: 0, 3>, sym_name = "grid3"}> : () -> ()\n}) : () -> ()\n\n',
    ),
    "index_ops": (
        "shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4x8xf32>, %s: !shard.sharding, %i: index) -> (index, index) {\n  %0 = shard.process_linear_index on @grid0 : index\n  %1 = shard.get_sharding %t : tensor<4x8xf32> -> !shard.sharding\n  %2 = shard.shard %t to %s annotate_for_users : tensor<4x8xf32>\n  %3 = shard.shard %2 to %1 : tensor<4x8xf32>\n  %4:2 = shard.shard_shape dims = [8, %i] sharding = %s device = [%0] : index, index\n  return %4#0, %4#1 : index, index\n}\n",
        "module {\n  shard.grid @grid0(shape = 2x4)\n  func.func @f(%arg0: tensor<4x8xf32>, %arg1: !shard.sharding, %arg2: index) -> (index, index) {\n    %proc_linear_idx = shard.process_linear_index on @grid0 : index\n    %0 = shard.get_sharding %arg0 : tensor<4x8xf32> -> !shard.sharding\n    %sharding_annotated = shard.shard %arg0 to %arg1 annotate_for_users : tensor<4x8xf32>\n    %sharding_annotated_0 = shard.shard %sharding_annotated to %0 : tensor<4x8xf32>\n    %shard_shape:2 = shard.shard_shape dims = [8, %arg2] sharding = %arg1 device = [%proc_linear_idx] : index, index\n    return %shard_shape#0, %shard_shape#1 : index, index\n  }\n}\n\n",
        '"builtin.module"() ({\n  "shard.grid"() <{shape = array<i64: 2, 4>, sym_name = "grid0"}> : () -> ()\n  "func.func"() <{function_type = (tensor<4x8xf32>, !shard.sharding, index) -> (index, index), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<4x8xf32>, %arg1: !shard.sharding, %arg2: index):\n    %0 = "shard.process_linear_index"() <{grid = @grid0}> : () -> index\n    %1 = "shard.get_sharding"(%arg0) : (tensor<4x8xf32>) -> !shard.sharding\n    %2 = "shard.shard"(%arg0, %arg1) <{annotate_for_users}> : (tensor<4x8xf32>, !shard.sharding) -> tensor<4x8xf32>\n    %3 = "shard.shard"(%2, %1) : (tensor<4x8xf32>, !shard.sharding) -> tensor<4x8xf32>\n    %4:2 = "shard.shard_shape"(%arg2, %arg1, %0) <{device = array<i64: -9223372036854775808>, dims = array<i64: 8, -9223372036854775808>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (index, !shard.sharding, index) -> (index, index)\n    "func.return"(%4#0, %4#1) : (index, index) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}
# name -> (input, mlir-opt-22's errors)
ERRORS = {
    "grid_rank": (
        "shard.grid @grid0(shape = [])\n",
        ["1:1: 'shard.grid' op rank of grid is expected to be a positive integer"],
    ),
    "grid_negative_size": (
        '"shard.grid"() <{shape = array<i64: 2, -3>, sym_name = "grid0"}> : () -> ()\n',
        ["1:1: 'shard.grid' op dimension size of a grid is expected to be non-negative or dynamic"],
    ),
    "dimensions_missing": (
        "shard.grid @grid0(shape = -1)\n",
        [
            "1:27: custom op 'shard.grid' Failed parsing dimension list. Did you mean an empty list? It must be denoted by \"[]\"."
        ],
    ),
    "dimension_after_x": (
        "shard.grid @grid0(shape = 2x)\n",
        ["1:29: invalid dimension", "1:29: custom op 'shard.grid' Failed parsing dimension list."],
    ),
    "dimensions_bracket": (
        "shard.grid @grid0(shape = [2])\n",
        ["1:28: expected ']'", "1:28: custom op 'shard.grid' Failed parsing dimension list."],
    ),
    "sharding_axis_duplicated": (
        "shard.grid @grid0(shape = 2x4)\nfunc.func @f() {\n  %s = shard.sharding @grid0 split_axes = [[0, 0]] : !shard.sharding\n  return\n}\n",
        ["3:8: grid axis duplicated"],
    ),
    "sharding_axis_negative": (
        "shard.grid @grid0(shape = 2x4)\nfunc.func @f() {\n  %s = shard.sharding @grid0 split_axes = [[-1]] : !shard.sharding\n  return\n}\n",
        ["3:8: grid axis is expected to be non-negative"],
    ),
    "sharding_halo_and_offsets": (
        "shard.grid @grid0(shape = 2x4)\nfunc.func @f() {\n  %s = shard.sharding @grid0 split_axes = [[0]] halo_sizes = [1, 2] sharded_dims_offsets = [0, 2, 2] : !shard.sharding\n  return\n}\n",
        ["3:8: 'shard.sharding' op halo sizes and shard offsets are mutually exclusive"],
    ),
    "sharding_undefined_grid": (
        "func.func @f() {\n  %s = shard.sharding @nope split_axes = [[0]] : !shard.sharding\n  return\n}\n",
        ['2:8: Undefined required grid symbol "nope".'],
    ),
    "sharding_grid_not_a_grid": (
        "func.func @f() {\n  %s = shard.sharding @f split_axes = [[0]] : !shard.sharding\n  return\n}\n",
        ['2:8: Undefined required grid symbol "f".'],
    ),
    "sharding_nested_symbol": (
        "func.func @f() {\n  %s = shard.sharding @a::@b split_axes = [[0]] : !shard.sharding\n  return\n}\n",
        ["2:23: custom op 'shard.sharding' invalid kind of attribute specified"],
    ),
    "sharding_offsets_dynamic_grid": (
        "shard.grid @grid0(shape = ?x2)\nfunc.func @f() {\n  %s = shard.sharding @grid0 split_axes = [[0]] sharded_dims_offsets = [0, 2, 2] : !shard.sharding\n  return\n}\n",
        ["3:8: sharded dims offsets are not allowed for device grids with dynamic shape."],
    ),
    "sharding_offsets_decreasing": (
        "shard.grid @grid0(shape = 4)\nfunc.func @f() {\n  %s = shard.sharding @grid0 split_axes = [[0]] sharded_dims_offsets = [0, 2, 3, 2, 5] : !shard.sharding\n  return\n}\n",
        ["3:8: sharded dims offsets must be non-decreasing."],
    ),
    "sharding_offsets_size": (
        "shard.grid @grid0(shape = 4)\nfunc.func @f() {\n  %s = shard.sharding @grid0 split_axes = [[0]] sharded_dims_offsets = [0, 2, 3] : !shard.sharding\n  return\n}\n",
        ["3:8: sharded dims offsets has wrong size."],
    ),
    "reduce_shape": (
        'shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.reduce"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, reduction = #shard<partial sum>, root = array<i64: 0>}> : (tensor<4xf32>) -> tensor<5xf32>\n  return\n}\n',
        ["3:8: 'shard.reduce' op failed to verify that all of {input, result} have same shape"],
    ),
    "send_element_type": (
        'shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.send"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, destination = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4xf64>\n  return\n}\n',
        [
            "3:8: 'shard.send' op failed to verify that all of {input, result} have same element type"
        ],
    ),
}
# name -> (input, mlir-opt-22's errors): checks the generated file does not name yet
SYMBOL_ERRORS = {  # the grid users' symbol-use checks and the custom forms they need
    "grid_shape_undefined_grid": (
        "func.func @f() {\n  %0 = shard.grid_shape @nope : index\n  return\n}\n",
        ['2:8: Undefined required grid symbol "nope".'],
    ),
    "process_multi_index_result_count": (
        "shard.grid @grid0(shape = 1x2x3)\nfunc.func @f() {\n  %0:2 = shard.process_multi_index on @grid0 : index, index\n  return\n}\n",
        ["3:10: Unexpected number of results 2. Expected 3."],
    ),
    "process_linear_index_undefined_grid": (
        "func.func @f() {\n  %0 = shard.process_linear_index on @nope : index\n  return\n}\n",
        ['2:8: Undefined required grid symbol "nope".'],
    ),
    "grid_axes_duplicated": (
        'shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.all_reduce"(%t) <{grid = @grid0, grid_axes = array<i16: 1, 1>, reduction = #shard<partial sum>}> : (tensor<4xf32>) -> tensor<4xf32>\n  return\n}\n',
        ["3:8: Grid axes contains duplicate elements."],
    ),
    "grid_axis_out_of_bounds": (
        'shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.all_reduce"(%t) <{grid = @grid0, grid_axes = array<i16: 2>, reduction = #shard<partial sum>}> : (tensor<4xf32>) -> tensor<4xf32>\n  return\n}\n',
        [
            '3:8: 0-based grid axis index 2 is out of bounds. The referenced grid "grid0" is of rank 2.'
        ],
    ),
    "all_gather_result_size": (
        'shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.all_gather"(%t) <{grid = @grid0, grid_axes = array<i16: 1>, gather_axis = 0 : index}> : (tensor<4xf32>) -> tensor<4xf32>\n  return\n}\n',
        ["3:8: Dimension size mismatch for result axis 0. Expected 16, but got 4."],
    ),
    "all_gather_axis_bounds": (
        'shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.all_gather"(%t) <{grid = @grid0, grid_axes = array<i16: 1>, gather_axis = 1 : index}> : (tensor<4xf32>) -> tensor<16xf32>\n  return\n}\n',
        ["3:8: Gather axis 1 is out of bounds [0, 1)."],
    ),
    "all_slice_divisibility": (
        'shard.grid @grid0(shape = 3)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.all_slice"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, slice_axis = 0 : index}> : (tensor<4xf32>) -> tensor<?xf32>\n  return\n}\n',
        [
            "3:8: Operand dimension size 4 is not divisible by collective device group size 3 for tensor axis 0."
        ],
    ),
    "all_to_all_concat_size": (
        'shard.grid @grid0(shape = 3)\nfunc.func @f(%t: tensor<3x2xi8>) {\n  %0 = "shard.all_to_all"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, split_axis = 0 : index, concat_axis = 1 : index}> : (tensor<3x2xi8>) -> tensor<1x7xi8>\n  return\n}\n',
        ["3:8: Dimension size mismatch for result axis 1. Expected 6, but got 7."],
    ),
    "broadcast_root_bounds": (
        'shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.broadcast"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, root = array<i64: 2>}> : (tensor<4xf32>) -> tensor<4xf32>\n  return\n}\n',
        [
            '3:8: Out of bounds coordinate 0 for in-group device "root". Got 2, but expected value in the range [0, 1].'
        ],
    ),
    "send_destination_size": (
        'shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.send"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, destination = array<i64: 0, 1>}> : (tensor<4xf32>) -> tensor<4xf32>\n  return\n}\n',
        ['3:8: In-group device "destination" has unexpected multi-index size 2. Expected 1.'],
    ),
    "shift_axis": (
        'shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.shift"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, shift_axis = 1 : index, offset = 1 : i64}> : (tensor<4xf32>) -> tensor<4xf32>\n  return\n}\n',
        ["3:8: Invalid shift axis 1. It must be one of the grouping grid axes."],
    ),
    "update_halo_undefined_grid": (
        "func.func @f(%m: memref<4xf32>) {\n  %0 = shard.update_halo %m on @nope split_axes = [[0]] : memref<4xf32>\n  return\n}\n",
        ['2:8: Undefined required grid symbol "nope".'],
    ),
    "sharding_offsets_dynamic_entry": (
        "shard.grid @grid0(shape = 2)\nfunc.func @f(%c: i64) {\n  %s = shard.sharding @grid0 split_axes = [[0]] sharded_dims_offsets = [2, %c, 1] : !shard.sharding\n  return\n}\n",
        ["3:8: sharded dims offsets must be non-decreasing."],
    ),
    "all_gather_rank": (
        'shard.grid @grid0(shape = 2x4)\nfunc.func @f(%t: tensor<4xf32>) {\n  %0 = "shard.all_gather"(%t) <{grid = @grid0, grid_axes = array<i16: 1>, gather_axis = 0 : index}> : (tensor<4xf32>) -> tensor<4x1xf32>\n  return\n}\n',
        ["3:8: 'shard.all_gather' op result type has different rank than operands"],
    ),
    "axisarray_empty": (
        '"shard.sharding"() <{grid = @g, operandSegmentSizes = array<i32: 0, 0>, split_axes = #shard<axisarray[]>, static_halo_sizes = array<i64>, static_sharded_dims_offsets = array<i64>}> : () -> !shard.sharding\n',
        [
            "1:103: expected '['",
            "1:103: failed to parse Shard_GridAxesArrayAttr parameter 'axes' which is to be a `::llvm::ArrayRef<GridAxesAttr>`",
        ],
    ),
    "axisarray_value_too_large": (
        "shard.grid @grid0(shape = 2x4)\nfunc.func @f() {\n  %s = shard.sharding @grid0 split_axes = [[70000]] : !shard.sharding\n  return\n}\n",
        [
            "3:45: custom op 'shard.sharding' integer value too large",
            "3:51: custom op 'shard.sharding' failed to parse Shard_GridAxesArrayAttr parameter 'axes' which is to be a `::llvm::ArrayRef<GridAxesAttr>`",
        ],
    ),
    "sharding_halo_count": (
        "shard.grid @grid0(shape = 2x4)\nfunc.func @f() {\n  %s = shard.sharding @grid0 split_axes = [[0], [1]] halo_sizes = [1, 2] : !shard.sharding\n  return\n}\n",
        ["3:8: halo sizes must be specified for all split axes."],
    ),
}


def located_errors(text: str) -> list[str]:
    """irdl-opt's errors on ``text``, as ``line:col: message``."""
    _, diags = process_buffer(SourceFile("t.mlir", text), generic=False, debuginfo=False)
    return [f"{d.loc.line}:{d.loc.col}: {d.message}" for d in diags if d.severity is Severity.ERROR]


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert located_errors(text) == expected


@pytest.mark.parametrize("name", sorted(SYMBOL_ERRORS))
def test_symbol_use_errors_as_mlir_opt(name: str) -> None:
    text, expected = SYMBOL_ERRORS[name]
    assert located_errors(text) == expected
