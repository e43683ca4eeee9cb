# ruff: noqa: E501
"""The tosa dialect's plug-in (dialects_irdl/tosa/): the ops whose parser and printer MLIR writes
in C++ (the enum-attribute ops, cond_if, while_loop, variable) read and print as mlir-opt-22
does (custom and generic forms recorded below from mlir-opt-22), and their parse errors and the
C++ verifiers' messages are mlir-opt-22's."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print). (Not here: ops with
# several results, which mlir-opt names after their ODS results, %output_data...; and
# tosa.cond_if without results, whose printed `tosa.yield  : ` mlir-opt cannot read back.)
CASES = {
    "enum_ops": (
        'func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x21x3xf32>, %i: tensor<13x21x3xi32>, %m: tensor<3xi32>, %s: tensor<3xi8>, %z: tensor<1xi32>, %z8: tensor<1xi8>) {\n  %0 = tosa.maximum %a, %b : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n  %1 = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n  %2 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 1.0 : f32, nan_mode = PROPAGATE} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n  %3 = tosa.argmax %a {axis = 0 : i32, nan_mode = #tosa<nan_mode<IGNORE>>} : (tensor<13x21x3xf32>) -> tensor<21x3xi32>\n  %4 = tosa.rescale %i, %m, %s, %z, %z {rounding_mode = SINGLE_ROUND, scale32 = true, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<13x21x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<13x21x3xi32>\n  %5 = tosa.reduce_max %a {axis = 0 : i32, foo = "x"} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>\n  return\n}\n',
        'module {\n  func.func @f(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x3xf32>, %arg2: tensor<13x21x3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<3xi8>, %arg5: tensor<1xi32>, %arg6: tensor<1xi8>) {\n    %0 = tosa.maximum %arg0, %arg1 : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n    %1 = tosa.maximum %arg0, %arg1 {nan_mode = IGNORE} : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n    %2 = tosa.clamp %arg0 {max_val = 1.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n    %3 = tosa.argmax %arg0 {axis = 0 : i32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<21x3xi32>\n    %4 = tosa.rescale %arg2, %arg3, %arg4, %arg5, %arg5 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<13x21x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<13x21x3xi32>\n    %5 = tosa.reduce_max %arg0 {axis = 0 : i32, foo = "x"} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<13x21x3xf32>, tensor<13x21x3xf32>, tensor<13x21x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x3xf32>, %arg2: tensor<13x21x3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<3xi8>, %arg5: tensor<1xi32>, %arg6: tensor<1xi8>):\n    %0 = "tosa.maximum"(%arg0, %arg1) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n    %1 = "tosa.maximum"(%arg0, %arg1) <{nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n    %2 = "tosa.clamp"(%arg0) <{max_val = 1.000000e+00 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>\n    %3 = "tosa.argmax"(%arg0) <{axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<13x21x3xf32>) -> tensor<21x3xi32>\n    %4 = "tosa.rescale"(%arg2, %arg3, %arg4, %arg5, %arg5) <{input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, scale32 = true}> : (tensor<13x21x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<13x21x3xi32>\n    %5 = "tosa.reduce_max"(%arg0) <{axis = 0 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> {foo = "x"} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "block_scaled": (
        "func.func @f(%a: tensor<4x32xf32>, %d: tensor<4x32xf4E2M1FN>, %s: tensor<4x1xf8E8M0FNU>) {\n  %0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: tensor<4x32xf32>, %arg1: tensor<4x32xf4E2M1FN>, %arg2: tensor<4x1xf8E8M0FNU>) {\n    %0 = tosa.cast_from_block_scaled %arg1, %arg2 {block_size = BLOCK_SIZE_32} : (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<4x32xf32>, tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<4x32xf32>, %arg1: tensor<4x32xf4E2M1FN>, %arg2: tensor<4x1xf8E8M0FNU>):\n    %0 = "tosa.cast_from_block_scaled"(%arg1, %arg2) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "control_flow_and_variables": (
        'module {\ntosa.variable @v1 = dense<3.14> : tensor<f32>\ntosa.variable @v2 : tensor<2x4x8xi32>\ntosa.variable @v3 {foo = 1} : tensor<2xi32>\nfunc.func @f(%arg0: tensor<10xi32>, %arg1: tensor<i32>, %c: tensor<i1>, %f: tensor<f32>) {\n  %0 = "tosa.const"() {values = dense<0> : tensor<i32>} : () -> tensor<i32>\n  %1:3 = tosa.while_loop (%arg2 = %0, %arg3 = %0, %arg4 = %arg0) : (tensor<i32>, tensor<i32>, tensor<10xi32>) -> (tensor<i32>, tensor<i32>, tensor<10xi32>) {\n    %2 = tosa.greater_equal %arg3, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n    tosa.yield %2 : tensor<i1>\n  } do {\n  ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<10xi32>):\n    tosa.yield %arg2, %arg3, %arg4 : tensor<i32>, tensor<i32>, tensor<10xi32>\n  }\n  %6 = tosa.cond_if %c : tensor<i1> -> tensor<f32> {\n    tosa.yield %f : tensor<f32>\n  } else {\n    tosa.yield %f : tensor<f32>\n  }\n  %7 = tosa.cond_if %c (%a = %f) : tensor<i1> (tensor<f32>) -> (tensor<f32>) {\n  ^bb0(%a: tensor<f32>):\n    tosa.yield %a : tensor<f32>\n  } else {\n  ^bb0(%a: tensor<f32>):\n    tosa.yield %a : tensor<f32>\n  } {foo}\n  %9:2 = tosa.cond_if %c : tensor<i1> -> (tensor<f32>, tensor<f32>) {\n    tosa.yield %f, %f : tensor<f32>, tensor<f32>\n  } else {\n    tosa.yield %f, %f : tensor<f32>, tensor<f32>\n  }\n  return\n}\n}\n',
        'module {\n  tosa.variable @v1 = dense<3.140000e+00> : tensor<f32>\n  tosa.variable @v2 : tensor<2x4x8xi32>\n  tosa.variable @v3 {foo = 1 : i64} : tensor<2xi32>\n  func.func @f(%arg0: tensor<10xi32>, %arg1: tensor<i32>, %arg2: tensor<i1>, %arg3: tensor<f32>) {\n    %0 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>\n    %1:3 = tosa.while_loop (%arg4 = %0, %arg5 = %0, %arg6 = %arg0) : (tensor<i32>, tensor<i32>, tensor<10xi32>) -> (tensor<i32>, tensor<i32>, tensor<10xi32>) {\n      %5 = tosa.greater_equal %arg5, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      tosa.yield %5 : tensor<i1>\n    } do {\n    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<10xi32>):\n      tosa.yield %arg4, %arg5, %arg6 : tensor<i32>, tensor<i32>, tensor<10xi32>\n    }\n    %2 = tosa.cond_if %arg2 : tensor<i1> -> tensor<f32> {\n      tosa.yield %arg3 : tensor<f32>\n    } else {\n      tosa.yield %arg3 : tensor<f32>\n    }\n    %3 = tosa.cond_if %arg2 (%arg4 = %arg3) : tensor<i1> (tensor<f32>) -> tensor<f32> {\n    ^bb0(%arg4: tensor<f32>):\n      tosa.yield %arg4 : tensor<f32>\n    } else {\n    ^bb0(%arg4: tensor<f32>):\n      tosa.yield %arg4 : tensor<f32>\n    } {foo}\n    %4:2 = tosa.cond_if %arg2 : tensor<i1> -> (tensor<f32>, tensor<f32>) {\n      tosa.yield %arg3, %arg3 : tensor<f32>, tensor<f32>\n    } else {\n      tosa.yield %arg3, %arg3 : tensor<f32>, tensor<f32>\n    }\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "tosa.variable"() <{initial_value = dense<3.140000e+00> : tensor<f32>, sym_name = "v1", type = f32, var_shape = dense<> : tensor<0xindex>}> : () -> ()\n  "tosa.variable"() <{sym_name = "v2", type = i32, var_shape = dense<[2, 4, 8]> : tensor<3xindex>}> : () -> ()\n  "tosa.variable"() <{sym_name = "v3", type = i32, var_shape = dense<2> : tensor<1xindex>}> {foo = 1 : i64} : () -> ()\n  "func.func"() <{function_type = (tensor<10xi32>, tensor<i32>, tensor<i1>, tensor<f32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<10xi32>, %arg1: tensor<i32>, %arg2: tensor<i1>, %arg3: tensor<f32>):\n    %0 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>\n    %1:3 = "tosa.while_loop"(%0, %0, %arg0) ({\n    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<10xi32>):\n      %5 = "tosa.greater_equal"(%arg10, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      "tosa.yield"(%5) : (tensor<i1>) -> ()\n    }, {\n    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<10xi32>):\n      "tosa.yield"(%arg6, %arg7, %arg8) : (tensor<i32>, tensor<i32>, tensor<10xi32>) -> ()\n    }) : (tensor<i32>, tensor<i32>, tensor<10xi32>) -> (tensor<i32>, tensor<i32>, tensor<10xi32>)\n    %2 = "tosa.cond_if"(%arg2) ({\n      "tosa.yield"(%arg3) : (tensor<f32>) -> ()\n    }, {\n      "tosa.yield"(%arg3) : (tensor<f32>) -> ()\n    }) : (tensor<i1>) -> tensor<f32>\n    %3 = "tosa.cond_if"(%arg2, %arg3) ({\n    ^bb0(%arg5: tensor<f32>):\n      "tosa.yield"(%arg5) : (tensor<f32>) -> ()\n    }, {\n    ^bb0(%arg4: tensor<f32>):\n      "tosa.yield"(%arg4) : (tensor<f32>) -> ()\n    }) {foo} : (tensor<i1>, tensor<f32>) -> tensor<f32>\n    %4:2 = "tosa.cond_if"(%arg2) ({\n      "tosa.yield"(%arg3, %arg3) : (tensor<f32>, tensor<f32>) -> ()\n    }, {\n      "tosa.yield"(%arg3, %arg3) : (tensor<f32>, tensor<f32>) -> ()\n    }) : (tensor<i1>) -> (tensor<f32>, tensor<f32>)\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "generic_forms": (
        '"builtin.module"() ({\n  "tosa.variable"() <{initial_value = dense<3.140000e+00> : tensor<f32>, sym_name = "v1", type = f32, var_shape = dense<> : tensor<0xindex>}> {foo = 2} : () -> ()\n  "tosa.variable"() <{initial_value = dense<3.140000e+00> : tensor<2xf32>, sym_name = "v2", type = f32, var_shape = dense<[2]> : tensor<1xindex>}> : () -> ()\n  "func.func"() <{function_type = (tensor<i32>, tensor<i1>) -> (), sym_name = "f"}> ({\n  ^bb0(%a: tensor<i32>, %c: tensor<i1>):\n    %1 = "tosa.while_loop"(%a) ({\n    ^bb0(%x: tensor<i32>):\n      %t = "tosa.greater_equal"(%x, %x) : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      "tosa.yield"(%t) : (tensor<i1>) -> ()\n    }, {\n    ^bb0(%x: tensor<i32>):\n      "tosa.yield"(%x) : (tensor<i32>) -> ()\n    }) {foo} : (tensor<i32>) -> tensor<i32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n',
        "module {\n  tosa.variable @v1 {foo = 2 : i64} = dense<3.140000e+00> : tensor<f32>\n  tosa.variable @v2 = dense<3.140000e+00> : tensor<2xf32>\n  func.func @f(%arg0: tensor<i32>, %arg1: tensor<i1>) {\n    %0 = tosa.while_loop (%arg2 = %arg0) : (tensor<i32>) -> tensor<i32> {\n      %1 = tosa.greater_equal %arg2, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      tosa.yield %1 : tensor<i1>\n    } do {\n    ^bb0(%arg2: tensor<i32>):\n      tosa.yield %arg2 : tensor<i32>\n    } attributes {foo}\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "tosa.variable"() <{initial_value = dense<3.140000e+00> : tensor<f32>, sym_name = "v1", type = f32, var_shape = dense<> : tensor<0xindex>}> {foo = 2 : i64} : () -> ()\n  "tosa.variable"() <{initial_value = dense<3.140000e+00> : tensor<2xf32>, sym_name = "v2", type = f32, var_shape = dense<2> : tensor<1xindex>}> : () -> ()\n  "func.func"() <{function_type = (tensor<i32>, tensor<i1>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<i32>, %arg1: tensor<i1>):\n    %0 = "tosa.while_loop"(%arg0) ({\n    ^bb0(%arg3: tensor<i32>):\n      %1 = "tosa.greater_equal"(%arg3, %arg3) : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      "tosa.yield"(%1) : (tensor<i1>) -> ()\n    }, {\n    ^bb0(%arg2: tensor<i32>):\n      "tosa.yield"(%arg2) : (tensor<i32>) -> ()\n    }) {foo} : (tensor<i32>) -> tensor<i32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


def _maximum(attrs: str, types: str = "(tensor<13xf32>, tensor<13xf32>) -> tensor<13xf32>") -> str:
    return ("func.func @f(%a: tensor<13xf32>, %b: tensor<13xf32>) {\n"
            f"  %1 = tosa.maximum %a, %b {attrs}: {types}\n  return\n}}\n")  # fmt: skip


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "variable_not_shaped": (
        "tosa.variable @v : i32\n",
        ["custom op 'tosa.variable' expected shaped type"],
    ),
    "matmul_zero_point_type": (
        'func.func @mm(%a: tensor<1x2x3xf32>, %b: tensor<1x3x5xf32>) -> tensor<1x2x5xf32> {\n  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf16>} : () -> tensor<1xf16>\n  %y = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>\n  %0 = tosa.matmul %a, %b, %z, %y : (tensor<1x2x3xf32>, tensor<1x3x5xf32>, tensor<1xf16>, tensor<1xf32>) -> tensor<1x2x5xf32>\n  return %0 : tensor<1x2x5xf32>\n}\n',
        [
            "'tosa.matmul' op expect input a and a_zp have the same element type, got 'f32' and 'f16'"
        ],
    ),
    "matmul_zero_point_value": (
        'func.func @mm2(%a: tensor<1x2x3xf32>, %b: tensor<1x3x5xf32>) -> tensor<1x2x5xf32> {\n  %z = "tosa.const"() {values = dense<1.0> : tensor<1xf32>} : () -> tensor<1xf32>\n  %y = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>\n  %0 = tosa.matmul %a, %b, %z, %y : (tensor<1x2x3xf32>, tensor<1x3x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x5xf32>\n  return %0 : tensor<1x2x5xf32>\n}\n',
        ["'tosa.matmul' op a zero point must be zero for non-int8 integer types"],
    ),
    "negate_zero_point_value": (
        'func.func @ng2(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n  %z = "tosa.const"() {values = dense<1.0> : tensor<1xf32>} : () -> tensor<1xf32>\n  %y = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>\n  %0 = tosa.negate %a, %z, %y : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>\n}\n',
        ["'tosa.negate' op input1 zero point must be zero for non-int8 integer types"],
    ),
    "fft2d_width": (
        "func.func @ff2(%a: tensor<1x4x7xf32>, %b: tensor<1x4x7xf32>) -> (tensor<1x4x7xf32>, tensor<1x4x7xf32>) {\n  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x4x7xf32>, tensor<1x4x7xf32>) -> (tensor<1x4x7xf32>, tensor<1x4x7xf32>)\n  return %0, %1 : tensor<1x4x7xf32>, tensor<1x4x7xf32>\n}\n",
        ["'tosa.fft2d' op expected width to be a power of two, got 7"],
    ),
    "fft2d_height": (
        "func.func @ff3(%a: tensor<1x3x8xf32>, %b: tensor<1x3x8xf32>) -> (tensor<1x3x8xf32>, tensor<1x3x8xf32>) {\n  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x3x8xf32>, tensor<1x3x8xf32>) -> (tensor<1x3x8xf32>, tensor<1x3x8xf32>)\n  return %0, %1 : tensor<1x3x8xf32>, tensor<1x3x8xf32>\n}\n",
        ["'tosa.fft2d' op expected height to be a power of two, got 3"],
    ),
    "rfft2d_height": (
        "func.func @rf3(%a: tensor<1x3x8xf32>) -> (tensor<1x3x5xf32>, tensor<1x3x5xf32>) {\n  %0, %1 = tosa.rfft2d %a : (tensor<1x3x8xf32>) -> (tensor<1x3x5xf32>, tensor<1x3x5xf32>)\n  return %0, %1 : tensor<1x3x5xf32>, tensor<1x3x5xf32>\n}\n",
        ["'tosa.rfft2d' op expected height to be a power of two, got 3"],
    ),
    "rfft2d_output_width": (
        "func.func @rf4(%a: tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>) {\n  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>)\n  return %0, %1 : tensor<1x4x4xf32>, tensor<1x4x4xf32>\n}\n",
        ["'tosa.rfft2d' op expected output width to be equal to input_width / 2 + 1, got 4"],
    ),
    "concat_shape_rank": (
        "func.func @cs() -> !tosa.shape<4> {\n  %a = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>\n  %0 = tosa.concat_shape %a, %a : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<5>\n  return %0 : !tosa.shape<5>\n}\n",
        [
            "'tosa.concat_shape' op requires output shape rank to be equal to the sum of the input shape ranks (4), got 5"
        ],
    ),
    "scatter_element_type": (
        "func.func @sc(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %u: tensor<2x4x3xf16>) -> tensor<2x5x3xf32> {\n  %0 = tosa.scatter %v, %i, %u : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf16>) -> tensor<2x5x3xf32>\n  return %0 : tensor<2x5x3xf32>\n}\n",
        [
            "'tosa.scatter' op expect input and output to have same element type, got 'f16' and 'f32'"
        ],
    ),
    "scatter_batch": (
        "func.func @sc2(%v: tensor<2x5x3xf32>, %i: tensor<3x4xi32>, %u: tensor<2x4x3xf32>) -> tensor<2x5x3xf32> {\n  %0 = tosa.scatter %v, %i, %u : (tensor<2x5x3xf32>, tensor<3x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>\n  return %0 : tensor<2x5x3xf32>\n}\n",
        ["'tosa.scatter' op requires indices dimension 0 to have size 2, got 3"],
    ),
    "rfft2d_output_shapes": (
        "func.func @rf(%a: tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x5xf32>) {\n  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x5xf32>)\n  return %0, %1 : tensor<1x4x4xf32>, tensor<1x4x5xf32>\n}\n",
        [
            "'tosa.rfft2d' op expected output shapes to match, got 'tensor<1x4x4xf32>', 'tensor<1x4x5xf32>'"
        ],
    ),
    "rfft2d_width": (
        "func.func @rf2(%a: tensor<1x4x7xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>) {\n  %0, %1 = tosa.rfft2d %a : (tensor<1x4x7xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>)\n  return %0, %1 : tensor<1x4x4xf32>, tensor<1x4x4xf32>\n}\n",
        ["'tosa.rfft2d' op expected width to be a power of two, got 7"],
    ),
    "max_pool2d_kernel": (
        "func.func @mp(%a: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {\n  %0 = tosa.max_pool2d %a {kernel = array<i64: 0, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>\n  return %0 : tensor<1x8x8x3xf32>\n}\n",
        ["'tosa.max_pool2d' op expect all kernel values to be >= 1, got 0, 1"],
    ),
    "max_pool2d_stride": (
        "func.func @mp2(%a: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {\n  %0 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 1>} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>\n  return %0 : tensor<1x8x8x3xf32>\n}\n",
        ["'tosa.max_pool2d' op expect all stride values to be >= 1, got 0, 1"],
    ),
    "max_pool2d_padding": (
        "func.func @mp3(%a: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {\n  %0 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: -1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>\n  return %0 : tensor<1x8x8x3xf32>\n}\n",
        ["'tosa.max_pool2d' op expect all padding values to be >= 0, got -1, 0, 0, 0"],
    ),
    "max_pool2d_output_height": (
        "func.func @mp4(%a: tensor<1x8x8x3xf32>) -> tensor<1x7x8x3xf32> {\n  %0 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>) -> tensor<1x7x8x3xf32>\n  return %0 : tensor<1x7x8x3xf32>\n}\n",
        [
            "'tosa.max_pool2d' op calculated output height did not match expected: calculated=8, expected=7"
        ],
    ),
    "max_pool2d_padding_vs_kernel": (
        "func.func @mp5(%a: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {\n  %0 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>\n  return %0 : tensor<1x8x8x3xf32>\n}\n",
        [
            "'tosa.max_pool2d' op expected top/bottom padding to be less than the height of the kernel, got pad_top=1, pad_bottom=0, kernel_y=1"
        ],
    ),
    "avg_pool2d_kernel": (
        "func.func @mp(%a: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x3xf32> {\n  %0 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 0, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x3xf32>\n  return %0 : tensor<1x8x8x3xf32>\n}\n",
        ["'tosa.avg_pool2d' op expect all kernel values to be >= 1, got 0, 1"],
    ),
    "avg_pool2d_stride": (
        "func.func @mp2(%a: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x3xf32> {\n  %0 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 1>} : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x3xf32>\n  return %0 : tensor<1x8x8x3xf32>\n}\n",
        ["'tosa.avg_pool2d' op expect all stride values to be >= 1, got 0, 1"],
    ),
    "avg_pool2d_padding": (
        "func.func @mp3(%a: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x3xf32> {\n  %0 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: -1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x3xf32>\n  return %0 : tensor<1x8x8x3xf32>\n}\n",
        ["'tosa.avg_pool2d' op expect all padding values to be >= 0, got -1, 0, 0, 0"],
    ),
    "avg_pool2d_output_height": (
        "func.func @mp4(%a: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x7x8x3xf32> {\n  %0 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x8x3xf32>\n  return %0 : tensor<1x7x8x3xf32>\n}\n",
        [
            "'tosa.avg_pool2d' op calculated output height did not match expected: calculated=8, expected=7"
        ],
    ),
    "avg_pool2d_padding_vs_kernel": (
        "func.func @mp5(%a: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x3xf32> {\n  %0 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x3xf32>\n  return %0 : tensor<1x8x8x3xf32>\n}\n",
        [
            "'tosa.avg_pool2d' op expected top/bottom padding to be less than the height of the kernel, got pad_top=1, pad_bottom=0, kernel_y=1"
        ],
    ),
    "gather_element_type": (
        "func.func @ga(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x3xf16> {\n  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf16>\n  return %0 : tensor<2x4x3xf16>\n}\n",
        ["'tosa.gather' op expect input and output to have same element type, got 'f32' and 'f16'"],
    ),
    "gather_batch": (
        "func.func @ga2(%v: tensor<2x5x3xf32>, %i: tensor<3x4xi32>) -> tensor<2x4x3xf32> {\n  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<3x4xi32>) -> tensor<2x4x3xf32>\n  return %0 : tensor<2x4x3xf32>\n}\n",
        ["'tosa.gather' op requires indices dimension 0 to have size 2, got 3"],
    ),
    "const_shape_count": (
        "func.func @cs() -> !tosa.shape<3> {\n  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<3>\n  return %0 : !tosa.shape<3>\n}\n",
        [
            "'tosa.const_shape' op expect number of elements in attribute values (2) to be equal to the rank (3) for the result shape type"
        ],
    ),
    "table_shape": (
        "func.func @tb2(%a: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<5xi8> {\n  %0 = tosa.table %a, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<5xi8>\n  return %0 : tensor<5xi8>\n}\n",
        ["'tosa.table' op dim(result, 0) = 5 doesn't match dim(input, 0) = 4"],
    ),
    "dim_axis": (
        "func.func @dm(%a: tensor<2x3xf32>) -> !tosa.shape<1> {\n  %0 = tosa.dim %a {axis = 2 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>\n  return %0 : !tosa.shape<1>\n}\n",
        ["'tosa.dim' op expect axis to be in the range [0, 2), got 2"],
    ),
    "mul_element_types": (
        'func.func @ml(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) -> tensor<2x3xf32> {\n  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>\n  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>\n}\n',
        ["'tosa.mul' op requires the same element type for all operands and results"],
    ),
    "negate_element_type": (
        'func.func @ng(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {\n  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>\n  %0 = tosa.negate %a, %z, %z : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf16>\n  return %0 : tensor<2x3xf16>\n}\n',
        ["'tosa.negate' op expect input and output to have same element type, got 'f32' and 'f16'"],
    ),
    "pad_padding_size": (
        'func.func @pd(%a: tensor<2x3xf32>) -> tensor<4x5xf32> {\n  %p = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>\n  %v = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>\n  %0 = tosa.pad %a, %p, %v : (tensor<2x3xf32>, !tosa.shape<3>, tensor<1xf32>) -> tensor<4x5xf32>\n  return %0 : tensor<4x5xf32>\n}\n',
        ["'tosa.pad' op padding tensor must have 2 * 2 = 4 elements, but got 3"],
    ),
    "pad_output_shape": (
        'func.func @pd2(%a: tensor<2x3xf32>) -> tensor<4x6xf32> {\n  %p = tosa.const_shape {values = dense<[1, 1, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>\n  %v = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>\n  %0 = tosa.pad %a, %p, %v : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x6xf32>\n  return %0 : tensor<4x6xf32>\n}\n',
        [
            "'tosa.pad' op mismatch in output shape at dimension 1: expected 3 + 1 + 1 = 5, but got 6"
        ],
    ),
    "variable_read_shape": (
        "module {\n  tosa.variable @v : tensor<2xf32>\n  func.func @vr() -> tensor<3xf32> {\n    %0 = tosa.variable_read @v : tensor<3xf32>\n    return %0 : tensor<3xf32>\n  }\n}\n",
        [
            "'tosa.variable_read' op require same shapes for 'output1' ('tensor<3xf32>') and the input tensor ('tensor<2xf32>')"
        ],
    ),
    "variable_read_undeclared": (
        "module {\n  func.func @vr2() -> tensor<3xf32> {\n    %0 = tosa.variable_read @w : tensor<3xf32>\n    return %0 : tensor<3xf32>\n  }\n}\n",
        ["'tosa.variable_read' op 'w' has not been declared by 'tosa.variable'"],
    ),
    "variable_write_element_type": (
        "module {\n  tosa.variable @v : tensor<2xf32>\n  func.func @vw(%a: tensor<2xi32>) {\n    tosa.variable_write @v, %a : tensor<2xi32>\n    return\n  }\n}\n",
        [
            "'tosa.variable_write' op require same element type for 'input1' ('i32') and the input tensor ('f32')"
        ],
    ),
    "cond_if_result_type": (
        "func.func @ci(%c: tensor<i1>, %f: tensor<f32>) -> tensor<f32> {\n  %0 = tosa.cond_if %c : tensor<i1> -> tensor<f32> {\n    tosa.yield %c : tensor<i1>\n  } else {\n    tosa.yield %f : tensor<f32>\n  }\n  return %0 : tensor<f32>\n}\n",
        [
            "'tosa.cond_if' op require same element type for 'then_graph' results ('i1') and 'output_list' ('f32')"
        ],
    ),
    "while_loop_condition_type": (
        "func.func @wl(%a: tensor<i32>) -> tensor<i32> {\n  %1 = tosa.while_loop (%x = %a) : (tensor<i32>) -> tensor<i32> {\n    tosa.yield %x : tensor<i32>\n  } do {\n  ^bb0(%y: tensor<i32>):\n    tosa.yield %y : tensor<i32>\n  }\n  return %1 : tensor<i32>\n}\n",
        ["'tosa.while_loop' op 'cond_graph' result must be a boolean tensor, got 'tensor<i32>'"],
    ),
    "select_element_type": (
        "func.func @sel(%c: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<2xf16>) -> tensor<2xf32> {\n  %0 = tosa.select %c, %a, %b : (tensor<2xi1>, tensor<2xf32>, tensor<2xf16>) -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n",
        ["'tosa.select' op expect input and output to have same element type, got 'f16' and 'f32'"],
    ),
    "argmax_axis": (
        "func.func @am(%a: tensor<2x3xf32>) -> tensor<2xi32> {\n  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>\n  return %0 : tensor<2xi32>\n}\n",
        ["'tosa.argmax' op specified axis is outside the rank of the tensor"],
    ),
    "argmax_output_shape": (
        "func.func @am2(%a: tensor<2x3xf32>) -> tensor<2x3xi32> {\n  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xi32>\n  return %0 : tensor<2x3xi32>\n}\n",
        ["'tosa.argmax' op expected output shape '2', got '2, 3'"],
    ),
    "clamp_order": (
        "func.func @cl(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n  %0 = tosa.clamp %a {min_val = 1.0 : f32, max_val = 0.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>\n}\n",
        [
            "'tosa.clamp' op expected min_val <= max_val, got min_val=1.000000e+00 : f32, max_val=0.000000e+00 : f32"
        ],
    ),
    "clamp_attribute_types": (
        "func.func @cl2(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n  %0 = tosa.clamp %a {min_val = 0 : i32, max_val = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>\n}\n",
        [
            "'tosa.clamp' op min/max attributes types are incompatible with input/output element types."
        ],
    ),
    "negative_shape_rank": (
        "func.func @f(%a: !tosa.shape<-1>) {\n  return\n}\n",
        ["invalid rank (must be >= 0): -1"],
    ),
    "slice_start_length": (
        "func.func @sl1(%a: tensor<4x5xf32>) -> tensor<2x2xf32> {\n  %s = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>\n  %z = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>\n  %0 = tosa.slice %a, %s, %z : (tensor<4x5xf32>, !tosa.shape<3>, !tosa.shape<2>) -> tensor<2x2xf32>\n  return %0 : tensor<2x2xf32>\n}\n",
        ["'tosa.slice' op length of start is not equal to rank of input shape"],
    ),
    "tile_multiples_rank": (
        "func.func @ti1(%a: tensor<4x5xf32>) -> tensor<8x5xf32> {\n  %m = tosa.const_shape {values = dense<[2, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>\n  %0 = tosa.tile %a, %m : (tensor<4x5xf32>, !tosa.shape<3>) -> tensor<8x5xf32>\n  return %0 : tensor<8x5xf32>\n}\n",
        ["'tosa.tile' op expect 'multiples' to have rank 2 but got 3."],
    ),
    "reshape_element_count": (
        "func.func @rs1(%a: tensor<4x5xf32>) -> tensor<21xf32> {\n  %m = tosa.const_shape {values = dense<[21]> : tensor<1xindex>} : () -> !tosa.shape<1>\n  %0 = tosa.reshape %a, %m : (tensor<4x5xf32>, !tosa.shape<1>) -> tensor<21xf32>\n  return %0 : tensor<21xf32>\n}\n",
        ["'tosa.reshape' op cannot reshape 20 elements into 21"],
    ),
    "reverse_axis": (
        "func.func @rv1(%a: tensor<4x5xf32>) -> tensor<4x5xf32> {\n  %0 = tosa.reverse %a {axis = 2 : i32} : (tensor<4x5xf32>) -> tensor<4x5xf32>\n  return %0 : tensor<4x5xf32>\n}\n",
        ["'tosa.reverse' op expect input tensor rank (2) to be larger than reverse axis (2)"],
    ),
    "const_element_type": (
        'func.func @k1() -> tensor<2xf32> {\n  %0 = "tosa.const"() {values = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n',
        ["'tosa.const' op expected same attr/result element types"],
    ),
    "transpose_perms_size": (
        'func.func @t1(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {\n  %p = "tosa.const"() {values = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>\n  %0 = tosa.transpose %a {perms = array<i32: 1>} : (tensor<2x3xf32>) -> tensor<3x2xf32>\n  return %0 : tensor<3x2xf32>\n}\n',
        ["'tosa.transpose' op expected perms attribute to have size 2 (input rank) but got size 1"],
    ),
    "transpose_not_permutation": (
        "func.func @t2(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {\n  %0 = tosa.transpose %a {perms = array<i32: 0, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>\n  return %0 : tensor<3x2xf32>\n}\n",
        ["'tosa.transpose' op expected valid permutation indices"],
    ),
    "transpose_result_dim": (
        "func.func @t3(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>\n}\n",
        ["'tosa.transpose' op expected output tensor dim 0 to match input dim 1 with value of 3"],
    ),
    "concat_element_type": (
        "func.func @c1(%a: tensor<2x3xf32>, %b: tensor<2x3xi32>) -> tensor<4x3xf32> {\n  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<4x3xf32>\n  return %0 : tensor<4x3xf32>\n}\n",
        ["'tosa.concat' op expect input and output to have same element type, got 'i32' and 'f32'"],
    ),
    "concat_axis": (
        "func.func @c2(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {\n  %0 = tosa.concat %a, %a {axis = 2 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>\n  return %0 : tensor<4x3xf32>\n}\n",
        [
            "'tosa.concat' op expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got 2"
        ],
    ),
    "concat_axis_sum": (
        "func.func @c3(%a: tensor<2x3xf32>) -> tensor<5x3xf32> {\n  %0 = tosa.concat %a, %a {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>\n  return %0 : tensor<5x3xf32>\n}\n",
        [
            "'tosa.concat' op requires sum of axis dimensions of input1 equal to output axis dimension, got 4 and 5"
        ],
    ),
    "reduce_axis_rank": (
        "func.func @r1(%a: tensor<2x3xf32>) -> tensor<2xf32> {\n  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n",
        ["'tosa.reduce_sum' op expect input tensor rank (2) to be larger than reduce axis (2)"],
    ),
    "reduce_axis_size": (
        "func.func @r2(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>\n}\n",
        ["'tosa.reduce_sum' op expect reduced dimension size to be 1, got 3"],
    ),
    "reduce_result_rank": (
        "func.func @r3(%a: tensor<2x3xf32>) -> tensor<2xf32> {\n  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n",
        ["'tosa.reduce_sum' op expect output tensor rank to be equal to input tensor rank"],
    ),
    "reduce_negative_axis": (
        "func.func @r4(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {\n  %0 = tosa.reduce_max %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>\n  return %0 : tensor<2x1xf32>\n}\n",
        ["'tosa.reduce_max' op reduce axis must not be negative"],
    ),
    "transpose_result_rank": (
        "func.func @t4(%a: tensor<2x3xf32>) -> tensor<3x2x1xf32> {\n  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2x1xf32>\n  return %0 : tensor<3x2x1xf32>\n}\n",
        ["'tosa.transpose' op expected input tensor rank to equal result tensor rank"],
    ),
    "transpose_index_range": (
        "func.func @t6(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {\n  %0 = tosa.transpose %a {perms = array<i32: 1, 5>} : (tensor<2x3xf32>) -> tensor<3x2xf32>\n  return %0 : tensor<3x2xf32>\n}\n",
        ["'tosa.transpose' op expected valid permutation indices"],
    ),
    "concat_other_dims": (
        "func.func @c4(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<4x3xf32> {\n  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>\n  return %0 : tensor<4x3xf32>\n}\n",
        [
            "'tosa.concat' op expect all operand shapes to have the same sizes on non-axis dimensions, but got 4 vs 3 at index 1 on operands 0 and 1"
        ],
    ),
    "unknown_nan_mode": (
        _maximum("{nan_mode = FOO} "),
        ["custom op 'tosa.maximum' invalid nan_mode value: FOO"],
    ),
    "duplicate_attribute": (
        _maximum("{nan_mode = IGNORE, nan_mode = IGNORE} "),
        [
            "custom op 'tosa.maximum' attribute 'nan_mode' occurs more than once in the attribute list"
        ],
    ),
    "not_a_function_type": (
        _maximum("", "tensor<13xf32>"),
        [
            "custom op 'tosa.maximum' invalid kind of type specified: expected builtin.function, but found 'tensor<13xf32>'"
        ],
    ),
    "another_ops_enum_word": (
        _maximum("{rounding_mode = SINGLE_ROUND} "),
        ["expected attribute value"],
    ),
    "unknown_rounding_mode": (
        "func.func @f(%m: tensor<1xi32>, %s: tensor<1xi8>) {\n  %5 = tosa.apply_scale %m, %m, %s {rounding_mode = X} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<1xi32>\n  return\n}\n",
        ["custom op 'tosa.apply_scale' invalid rounding_mode value: X"],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


def test_valid_ops_pass_the_verifiers() -> None:
    """IR mlir-opt-22 accepts (i8 x i8 -> i32 mul, padding, reductions...) passes."""
    assert (
        error_messages(
            'func.func @ok(%a: tensor<2x3xi8>, %b: tensor<2x3xi8>, %f: tensor<2x3xf32>) -> tensor<2x3xi32> {\n  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>\n  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi8>, tensor<2x3xi8>, tensor<1xi8>) -> tensor<2x3xi32>\n  %p = tosa.const_shape {values = dense<[1, 1, 0, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>\n  %v = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>\n  %1 = tosa.pad %f, %p, %v : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x5xf32>\n  %2 = tosa.negate %f, %v, %v : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>\n  %3 = tosa.dim %f {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>\n  %4 = tosa.argmax %f {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>\n  %5 = tosa.clamp %f {min_val = 0.0 : f32, max_val = 1.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n  %6 = tosa.clamp %a {min_val = 0 : i8, max_val = 1 : i8} : (tensor<2x3xi8>) -> tensor<2x3xi8>\n  %7 = tosa.concat %f, %f {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>\n  %8 = tosa.transpose %f {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>\n  %9 = tosa.reduce_sum %f {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>\n  return %0 : tensor<2x3xi32>\n}\n'
        )
        == []
    )


def test_int8_zero_points_pass() -> None:
    """Non-zero zero points of int8 values, zero ones of floats: mlir-opt-22 accepts them."""
    assert (
        error_messages(
            'func.func @ok(%a: tensor<1x2x3xi8>, %b: tensor<1x3x5xi8>, %f: tensor<1x2x3xf32>, %g: tensor<1x3x5xf32>) -> tensor<1x2x5xi32> {\n  %z = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>\n  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x2x3xi8>, tensor<1x3x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x5xi32>\n  %y = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>\n  %1 = tosa.matmul %f, %g, %y, %y : (tensor<1x2x3xf32>, tensor<1x3x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x5xf32>\n  %c = "tosa.const"() {values = dense<2> : tensor<1xi8>} : () -> tensor<1xi8>\n  %2 = tosa.negate %a, %c, %c : (tensor<1x2x3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x3xi8>\n  return %0 : tensor<1x2x5xi32>\n}\n'
        )
        == []
    )
