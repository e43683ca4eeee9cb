# ruff: noqa: E501
"""The rocdl dialect of the standard library (dialects_irdl/rocdl/rocdl.irdl.mlir and its
plug-in dialects_irdl/rocdl/): its raw buffer operations read and print their C++ forms as
mlir-opt-22 does (custom and generic forms, recorded below from mlir-opt-22), and their
reading errors are mlir-opt-22's."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "load": (
        "func.func @load(%rsrc: vector<4xi32>, %offset: i32, %soffset: i32, %aux: i32) -> (f32, vector<2xf32>, vector<4xi32>) {\n  %0 = rocdl.raw.buffer.load %rsrc, %offset, %soffset, %aux : f32\n  %1 = rocdl.raw.buffer.load %rsrc, %offset, %soffset, %aux : vector<2xf32>\n  %2 = rocdl.raw.buffer.load %rsrc, %offset, %offset, %offset : vector<4xi32>\n  return %0, %1, %2 : f32, vector<2xf32>, vector<4xi32>\n}\n",
        "module {\n  func.func @load(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: i32) -> (f32, vector<2xf32>, vector<4xi32>) {\n    %0 = rocdl.raw.buffer.load %arg0, %arg1, %arg2, %arg3 : f32\n    %1 = rocdl.raw.buffer.load %arg0, %arg1, %arg2, %arg3 : vector<2xf32>\n    %2 = rocdl.raw.buffer.load %arg0, %arg1, %arg1, %arg1 : vector<4xi32>\n    return %0, %1, %2 : f32, vector<2xf32>, vector<4xi32>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<4xi32>, i32, i32, i32) -> (f32, vector<2xf32>, vector<4xi32>), sym_name = "load"}> ({\n  ^bb0(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: i32):\n    %0 = "rocdl.raw.buffer.load"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, i32, i32, i32) -> f32\n    %1 = "rocdl.raw.buffer.load"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, i32, i32, i32) -> vector<2xf32>\n    %2 = "rocdl.raw.buffer.load"(%arg0, %arg1, %arg1, %arg1) : (vector<4xi32>, i32, i32, i32) -> vector<4xi32>\n    "func.return"(%0, %1, %2) : (f32, vector<2xf32>, vector<4xi32>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "store": (
        "func.func @store(%rsrc: vector<4xi32>, %offset: i32, %soffset: i32, %aux: i32, %v: f32, %w: vector<2xf16>) {\n  rocdl.raw.buffer.store %v, %rsrc, %offset, %soffset, %aux : f32\n  rocdl.raw.buffer.store %w, %rsrc, %offset, %soffset, %aux : vector<2xf16>\n  return\n}\n",
        "module {\n  func.func @store(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f32, %arg5: vector<2xf16>) {\n    rocdl.raw.buffer.store %arg4, %arg0, %arg1, %arg2, %arg3 : f32\n    rocdl.raw.buffer.store %arg5, %arg0, %arg1, %arg2, %arg3 : vector<2xf16>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<4xi32>, i32, i32, i32, f32, vector<2xf16>) -> (), sym_name = "store"}> ({\n  ^bb0(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f32, %arg5: vector<2xf16>):\n    "rocdl.raw.buffer.store"(%arg4, %arg0, %arg1, %arg2, %arg3) : (f32, vector<4xi32>, i32, i32, i32) -> ()\n    "rocdl.raw.buffer.store"(%arg5, %arg0, %arg1, %arg2, %arg3) : (vector<2xf16>, vector<4xi32>, i32, i32, i32) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "atomics": (
        "func.func @atomics(%rsrc: vector<4xi32>, %offset: i32, %soffset: i32, %aux: i32, %f: f32, %i: i32, %h: vector<2xf16>) {\n  rocdl.raw.buffer.atomic.fadd %f, %rsrc, %offset, %soffset, %aux : f32\n  rocdl.raw.buffer.atomic.fadd %h, %rsrc, %offset, %soffset, %aux : vector<2xf16>\n  rocdl.raw.buffer.atomic.fmax %f, %rsrc, %offset, %soffset, %aux : f32\n  rocdl.raw.buffer.atomic.smax %i, %rsrc, %offset, %soffset, %aux : i32\n  rocdl.raw.buffer.atomic.umin %i, %rsrc, %offset, %soffset, %aux : i32\n  %0 = rocdl.raw.buffer.atomic.cmpswap(%i, %i, %rsrc, %offset, %soffset, %aux) : i32, vector<4xi32>\n  return\n}\n",
        "module {\n  func.func @atomics(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f32, %arg5: i32, %arg6: vector<2xf16>) {\n    rocdl.raw.buffer.atomic.fadd %arg4, %arg0, %arg1, %arg2, %arg3 : f32\n    rocdl.raw.buffer.atomic.fadd %arg6, %arg0, %arg1, %arg2, %arg3 : vector<2xf16>\n    rocdl.raw.buffer.atomic.fmax %arg4, %arg0, %arg1, %arg2, %arg3 : f32\n    rocdl.raw.buffer.atomic.smax %arg5, %arg0, %arg1, %arg2, %arg3 : i32\n    rocdl.raw.buffer.atomic.umin %arg5, %arg0, %arg1, %arg2, %arg3 : i32\n    %0 = rocdl.raw.buffer.atomic.cmpswap(%arg5, %arg5, %arg0, %arg1, %arg2, %arg3) : i32, vector<4xi32>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<4xi32>, i32, i32, i32, f32, i32, vector<2xf16>) -> (), sym_name = "atomics"}> ({\n  ^bb0(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f32, %arg5: i32, %arg6: vector<2xf16>):\n    "rocdl.raw.buffer.atomic.fadd"(%arg4, %arg0, %arg1, %arg2, %arg3) : (f32, vector<4xi32>, i32, i32, i32) -> ()\n    "rocdl.raw.buffer.atomic.fadd"(%arg6, %arg0, %arg1, %arg2, %arg3) : (vector<2xf16>, vector<4xi32>, i32, i32, i32) -> ()\n    "rocdl.raw.buffer.atomic.fmax"(%arg4, %arg0, %arg1, %arg2, %arg3) : (f32, vector<4xi32>, i32, i32, i32) -> ()\n    "rocdl.raw.buffer.atomic.smax"(%arg5, %arg0, %arg1, %arg2, %arg3) : (i32, vector<4xi32>, i32, i32, i32) -> ()\n    "rocdl.raw.buffer.atomic.umin"(%arg5, %arg0, %arg1, %arg2, %arg3) : (i32, vector<4xi32>, i32, i32, i32) -> ()\n    %0 = "rocdl.raw.buffer.atomic.cmpswap"(%arg5, %arg5, %arg0, %arg1, %arg2, %arg3) : (i32, i32, vector<4xi32>, i32, i32, i32) -> i32\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "load_too_few": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  %0 = rocdl.raw.buffer.load %rsrc, %o, %o : f32\n  return\n}\n",
        ["custom op 'rocdl.raw.buffer.load' expected 4 operands"],
    ),
    "load_too_many": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  %0 = rocdl.raw.buffer.load %rsrc, %o, %o, %o, %o : f32\n  return\n}\n",
        ["custom op 'rocdl.raw.buffer.load' expected 4 operands"],
    ),
    "load_operand_types": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  %0 = rocdl.raw.buffer.load %o, %o, %o, %o : f32\n  return\n}\n",
        ["use of value '%o' expects different type than prior uses: 'vector<4xi32>' vs 'i32'"],
    ),
    "store_data_type": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  rocdl.raw.buffer.store %v, %rsrc, %o, %o, %o : f32\n  return\n}\n",
        ["use of value '%v' expects different type than prior uses: 'f32' vs 'vector<2xf32>'"],
    ),
    "missing_colon": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  %0 = rocdl.raw.buffer.load %rsrc, %o, %o, %o f32\n  return\n}\n",
        ["expected ':'"],
    ),
    "missing_type": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  %0 = rocdl.raw.buffer.load %rsrc, %o, %o, %o : \n  return\n}\n",
        ["expected non-function type"],
    ),
    "no_attr_dict": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  %0 = rocdl.raw.buffer.load %rsrc, %o, %o, %o : f32 {a}\n  return\n}\n",
        ["expected operation name in quotes"],
    ),
    "undeclared_operand": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  %0 = rocdl.raw.buffer.load %rsrc, %o, %o, %x : f32\n  return\n}\n",
        ["use of undeclared SSA value name"],
    ),
    "store_no_operands": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  rocdl.raw.buffer.store : f32\n  return\n}\n",
        ["expected operand"],
    ),
    "store_trailing_comma": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  rocdl.raw.buffer.store %v, : f32\n  return\n}\n",
        ["expected SSA operand"],
    ),
    "umin_no_comma": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  rocdl.raw.buffer.atomic.umin %v %rsrc : f32\n  return\n}\n",
        ["custom op 'rocdl.raw.buffer.atomic.umin' expected 5 operands"],
    ),
    "invalid_result_number": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  %0 = rocdl.raw.buffer.load %rsrc, %o, %o, %o#1 : f32\n  return\n}\n",
        ["reference to invalid result number"],
    ),
    "load_tensor_result": (
        "func.func @f(%rsrc: vector<4xi32>, %o: i32, %v: vector<2xf32>) {\n  %0 = rocdl.raw.buffer.load %rsrc, %o, %o, %o : tensor<2xf32>\n  return\n}\n",
        [
            "'rocdl.raw.buffer.load' op result #0 must be LLVM dialect-compatible type, but got 'tensor<2xf32>'"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
