# ruff: noqa: E501
"""The x86vector dialect of the standard library (dialects_irdl/x86vector/x86vector.irdl.mlir and
its plug-in dialects_irdl/x86vector/): the masked AVX-512 operations, whose types ODS derives in
C++, read and print in custom form as mlir-opt-22 does (recorded below), and the C++ checks
report mlir-opt-22's messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "masked": (
        "func.func @f(%a: vector<16xf32>, %b: vector<8xf64>, %i32: i32, %i16: i16, %i8: i8) {\n  %0 = x86vector.avx512.mask.rndscale %a, %i32, %a, %i16, %i32 : vector<16xf32>\n  %1 = x86vector.avx512.mask.scalef %b, %b, %b, %i8, %i32 : vector<8xf64>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: vector<16xf32>, %arg1: vector<8xf64>, %arg2: i32, %arg3: i16, %arg4: i8) {\n    %0 = x86vector.avx512.mask.rndscale %arg0, %arg2, %arg0, %arg3, %arg2 : vector<16xf32>\n    %1 = x86vector.avx512.mask.scalef %arg1, %arg1, %arg1, %arg4, %arg2 : vector<8xf64>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<16xf32>, vector<8xf64>, i32, i16, i8) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: vector<16xf32>, %arg1: vector<8xf64>, %arg2: i32, %arg3: i16, %arg4: i8):\n    %0 = "x86vector.avx512.mask.rndscale"(%arg0, %arg2, %arg0, %arg3, %arg2) : (vector<16xf32>, i32, vector<16xf32>, i16, i32) -> vector<16xf32>\n    %1 = "x86vector.avx512.mask.scalef"(%arg1, %arg1, %arg1, %arg4, %arg2) : (vector<8xf64>, vector<8xf64>, vector<8xf64>, i8, i32) -> vector<8xf64>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "vp2intersect": (
        "func.func @f(%a: vector<16xi32>) {\n  %0, %1 = x86vector.avx512.vp2intersect %a, %a : vector<16xi32>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: vector<16xi32>) {\n    %k1, %k2 = x86vector.avx512.vp2intersect %arg0, %arg0 : vector<16xi32>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<16xi32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: vector<16xi32>):\n    %0:2 = "x86vector.avx512.vp2intersect"(%arg0, %arg0) : (vector<16xi32>, vector<16xi32>) -> (vector<16xi1>, vector<16xi1>)\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "compress": (
        "func.func @f(%k1: vector<16xi1>, %a1: vector<16xf32>, %k2: vector<8xi1>, %a2: vector<8xi64>) {\n  %0 = x86vector.avx512.mask.compress %k1, %a1 : vector<16xf32>\n  %1 = x86vector.avx512.mask.compress %k1, %a1 {constant_src = dense<5.0> : vector<16xf32>} : vector<16xf32>\n  %2 = x86vector.avx512.mask.compress %k2, %a2, %a2 : vector<8xi64>, vector<8xi64>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: vector<16xi1>, %arg1: vector<16xf32>, %arg2: vector<8xi1>, %arg3: vector<8xi64>) {\n    %0 = x86vector.avx512.mask.compress %arg0, %arg1 : vector<16xf32>\n    %1 = x86vector.avx512.mask.compress %arg0, %arg1 {constant_src = dense<5.000000e+00> : vector<16xf32>} : vector<16xf32>\n    %2 = x86vector.avx512.mask.compress %arg2, %arg3, %arg3 : vector<8xi64>, vector<8xi64>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<16xi1>, vector<16xf32>, vector<8xi1>, vector<8xi64>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: vector<16xi1>, %arg1: vector<16xf32>, %arg2: vector<8xi1>, %arg3: vector<8xi64>):\n    %0 = "x86vector.avx512.mask.compress"(%arg0, %arg1) : (vector<16xi1>, vector<16xf32>) -> vector<16xf32>\n    %1 = "x86vector.avx512.mask.compress"(%arg0, %arg1) <{constant_src = dense<5.000000e+00> : vector<16xf32>}> : (vector<16xi1>, vector<16xf32>) -> vector<16xf32>\n    %2 = "x86vector.avx512.mask.compress"(%arg2, %arg3, %arg3) : (vector<8xi1>, vector<8xi64>, vector<8xi64>) -> vector<8xi64>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "dots": (
        "func.func @f(%src: vector<4xf32>, %a: vector<8xbf16>, %w: vector<8xi32>, %c: vector<32xi8>) {\n  %0 = x86vector.avx512.dot %src, %a, %a : vector<8xbf16> -> vector<4xf32>\n  %1 = x86vector.avx.dot.i8 %w, %c, %c : vector<32xi8> -> vector<8xi32>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: vector<4xf32>, %arg1: vector<8xbf16>, %arg2: vector<8xi32>, %arg3: vector<32xi8>) {\n    %0 = x86vector.avx512.dot %arg0, %arg1, %arg1 : vector<8xbf16> -> vector<4xf32>\n    %1 = x86vector.avx.dot.i8 %arg2, %arg3, %arg3 : vector<32xi8> -> vector<8xi32>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<4xf32>, vector<8xbf16>, vector<8xi32>, vector<32xi8>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: vector<4xf32>, %arg1: vector<8xbf16>, %arg2: vector<8xi32>, %arg3: vector<32xi8>):\n    %0 = "x86vector.avx512.dot"(%arg0, %arg1, %arg1) : (vector<4xf32>, vector<8xbf16>, vector<8xbf16>) -> vector<4xf32>\n    %1 = "x86vector.avx.dot.i8"(%arg2, %arg3, %arg3) : (vector<8xi32>, vector<32xi8>, vector<32xi8>) -> vector<8xi32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "compress_both_sources": (
        "func.func @f(%k1: vector<16xi1>, %a1: vector<16xf32>, %s: vector<16xf32>) {\n  %0 = x86vector.avx512.mask.compress %k1, %a1, %s {constant_src = dense<5.0> : vector<16xf32>} : vector<16xf32>, vector<16xf32>\n  return\n}\n",
        ["cannot use both src and constant_src"],
    ),
    "compress_src_type": (
        "func.func @f(%k1: vector<16xi1>, %a1: vector<16xf32>, %s: vector<16xi32>) {\n  %0 = x86vector.avx512.mask.compress %k1, %a1, %s : vector<16xf32>, vector<16xi32>\n  return\n}\n",
        ["failed to verify that src and dst have same type"],
    ),
    "compress_constant_type": (
        "func.func @f(%k1: vector<16xi1>, %a1: vector<16xf32>) {\n  %0 = x86vector.avx512.mask.compress %k1, %a1 {constant_src = dense<5> : vector<16xi32>} : vector<16xf32>\n  return\n}\n",
        ["failed to verify that constant_src and dst have same type"],
    ),
    "compress_mask_width": (
        'func.func @f(%k1: vector<8xi1>, %a1: vector<16xf32>) {\n  %0 = "x86vector.avx512.mask.compress"(%k1, %a1) : (vector<8xi1>, vector<16xf32>) -> vector<16xf32>\n  return\n}\n',
        [
            "'x86vector.avx512.mask.compress' op failed to verify that `k` has the same number of bits as elements in `dst`"
        ],
    ),
    "rndscale_imm_width": (
        'func.func @f(%a: vector<16xf32>, %i32: i32, %i8: i8) {\n  %0 = "x86vector.avx512.mask.rndscale"(%a, %i32, %a, %i8, %i32) : (vector<16xf32>, i32, vector<16xf32>, i8, i32) -> vector<16xf32>\n  return\n}\n',
        [
            "'x86vector.avx512.mask.rndscale' op failed to verify that imm has the same number of bits as elements in dst"
        ],
    ),
    "dot_bf16_width": (
        'func.func @f(%src: vector<4xf32>, %a: vector<16xbf16>) {\n  %0 = "x86vector.avx512.dot"(%src, %a, %a) : (vector<4xf32>, vector<16xbf16>, vector<16xbf16>) -> vector<4xf32>\n  return\n}\n',
        ["'x86vector.avx512.dot' op failed to verify that `a` has twice an many elements as `src`"],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
