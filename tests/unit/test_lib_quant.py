# ruff: noqa: E501
"""The quant dialect of the standard library (dialects_irdl/quant/quant.irdl.mlir, the types
C++ defines in quant.types.irdl.mlir, and its plug-in dialects_irdl/quant/): its types and
operations read and print as mlir-opt-22 does (custom and generic forms, recorded below from
mlir-opt-22), and the types' and operations' checks report mlir-opt-22's messages at its
locations."""

from __future__ import annotations

import pytest

from core.diagnostics import Severity, SourceFile
from irdl.tool.process import process_buffer

from .lib_support import assert_prints_as_recorded

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "per_layer": (
        "func.func private @f(!quant.uniform<i8:f32, 1.0>, !quant.uniform<u16<0:1023>:f32, 1.23:512>, !quant.uniform<i8<-8:7>:f32, 0.99872:127>, !quant.uniform<i8<-128:127>:f32, 0.5:-3>, !quant.uniform<u8<0:255>:f32, 2.0e-2>, !quant.uniform<ui8:f32, 1.0:0>, !quant.uniform<si8:f32, 1.0>, !quant.uniform<u8:bf16, 2.0e+2>, !quant.uniform<i32:f64, 1.0e300>, !quant.uniform<u32<0:4294967295>:f16, 0.1>, !quant.uniform<i1:tf32, 1.0e-40>, !quant.uniform<i8:f32, 0x41646ABBA0000000:0x10>, !quant.uniform<i8:f32, 0x7FF8000000000000>, !quant.uniform<i8 : f32 , 0.998 : 300 >)\n",
        "module {\n  func.func private @f(!quant.uniform<i8:f32, 1.000000e+00>, !quant.uniform<u16<0:1023>:f32, 1.230000e+00:512>, !quant.uniform<i8<-8:7>:f32, 9.987200e-01:127>, !quant.uniform<i8:f32, 5.000000e-01:-3>, !quant.uniform<u8:f32, 2.000000e-02>, !quant.uniform<u8:f32, 1.000000e+00>, !quant.uniform<i8:f32, 1.000000e+00>, !quant.uniform<u8:bf16, 2.000000e+02>, !quant.uniform<i32:f64, 1.000000e+300>, !quant.uniform<u32:f16, 1.000000e-01>, !quant.uniform<i1:tf32, 9.9999999999999992E-41>, !quant.uniform<i8:f32, 0x41646ABBA0000000:16>, !quant.uniform<i8:f32, 0x7FF8000000000000>, !quant.uniform<i8:f32, 0.998:300>)\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!quant.uniform<i8:f32, 1.000000e+00>, !quant.uniform<u16<0:1023>:f32, 1.230000e+00:512>, !quant.uniform<i8<-8:7>:f32, 9.987200e-01:127>, !quant.uniform<i8:f32, 5.000000e-01:-3>, !quant.uniform<u8:f32, 2.000000e-02>, !quant.uniform<u8:f32, 1.000000e+00>, !quant.uniform<i8:f32, 1.000000e+00>, !quant.uniform<u8:bf16, 2.000000e+02>, !quant.uniform<i32:f64, 1.000000e+300>, !quant.uniform<u32:f16, 1.000000e-01>, !quant.uniform<i1:tf32, 9.9999999999999992E-41>, !quant.uniform<i8:f32, 0x41646ABBA0000000:16>, !quant.uniform<i8:f32, 0x7FF8000000000000>, !quant.uniform<i8:f32, 0.998:300>) -> (), sym_name = "f", sym_visibility = "private"}> ({\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "per_axis": (
        "func.func private @f(!quant.uniform<u8:f32:1, {2.0e+2:-120,0.99872:127}>, !quant.uniform<i8:f16:1, {0.1, 2.0:0, 3.0:-1}>, !quant.uniform<i8<-4:3>:f32:2147483647, {1.0:300}>)\n",
        "module {\n  func.func private @f(!quant.uniform<u8:f32:1, {2.000000e+02:-120,9.987200e-01:127}>, !quant.uniform<i8:f16:1, {1.000000e-01,2.000000e+00,3.000000e+00:-1}>, !quant.uniform<i8<-4:3>:f32:2147483647, {1.000000e+00:300}>)\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!quant.uniform<u8:f32:1, {2.000000e+02:-120,9.987200e-01:127}>, !quant.uniform<i8:f16:1, {1.000000e-01,2.000000e+00,3.000000e+00:-1}>, !quant.uniform<i8<-4:3>:f32:2147483647, {1.000000e+00:300}>) -> (), sym_name = "f", sym_visibility = "private"}> ({\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "sub_channel": (
        "func.func private @f(!quant.uniform<u8:f32:{0:1, 1:2}, {{2.0:120,3.0:127}, {4.0,5.0}}>, !quant.uniform<u8:f32:{}, {2.0:120,3.0:127}>, !quant.uniform<i8:f16:{1:2, 0:1}, {{0.1:400, 2.0:256}, {3.0, 4.0}}>, !quant.uniform<i4:f64:{0:1, 0:2}, {{0.998:300}}>, !quant.uniform<u16:bf16:{0:3}, {0.1, 1.0e38}>)\n",
        "module {\n  func.func private @f(!quant.uniform<u8:f32:{0:1, 1:2}, {{2.000000e+00:120, 3.000000e+00:127}, {4.000000e+00, 5.000000e+00}}>, !quant.uniform<u8:f32:{}, {2.000000e+00:120, 3.000000e+00:127}>, !quant.uniform<i8:f16:{1:2, 0:1}, {{9.997550e-02:-112, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>, !quant.uniform<i4:f64:{0:1, 0:2}, {{0.998:-4}}>, !quant.uniform<u16:bf16:{0:3}, {1.000980e-01, 9.969200e+37}>)\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!quant.uniform<u8:f32:{0:1, 1:2}, {{2.000000e+00:120, 3.000000e+00:127}, {4.000000e+00, 5.000000e+00}}>, !quant.uniform<u8:f32:{}, {2.000000e+00:120, 3.000000e+00:127}>, !quant.uniform<i8:f16:{1:2, 0:1}, {{9.997550e-02:-112, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>, !quant.uniform<i4:f64:{0:1, 0:2}, {{0.998:-4}}>, !quant.uniform<u16:bf16:{0:3}, {1.000980e-01, 9.969200e+37}>) -> (), sym_name = "f", sym_visibility = "private"}> ({\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "any_and_calibrated": (
        "func.func private @f(!quant.any<i8:f32>, !quant.any<i8<-4:3>:f32>, !quant.any<u8>, !quant.any<u8<0:255>>, !quant<any<ui16<1:9>:bf16>>, !quant.calibrated<f32<-0.998:1.2321>>, !quant.calibrated<f16 < -1.0 : 0x3FF0000000000001 > >) attributes {t = !quant.calibrated<f64<-1.0e10:1.0e11>>}\n",
        "module {\n  func.func private @f(!quant.any<i8:f32>, !quant.any<i8<-4:3>:f32>, !quant.any<u8>, !quant.any<u8>, !quant.any<u16<1:9>:bf16>, !quant.calibrated<f32<-0.998:1.232100e+00>>, !quant.calibrated<f16<-1.000000e+00:1.0000000000000002>>) attributes {t = !quant.calibrated<f64<-1.000000e+10:1.000000e+11>>}\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!quant.any<i8:f32>, !quant.any<i8<-4:3>:f32>, !quant.any<u8>, !quant.any<u8>, !quant.any<u16<1:9>:bf16>, !quant.calibrated<f32<-0.998:1.232100e+00>>, !quant.calibrated<f16<-1.000000e+00:1.0000000000000002>>) -> (), sym_name = "f", sym_visibility = "private"}> ({\n  }) {t = !quant.calibrated<f64<-1.000000e+10:1.000000e+11>>} : () -> ()\n}) : () -> ()\n\n',
    ),
    "casts": (
        "func.func @f(%arg0: tensor<2x?x4x!quant.uniform<i8:f32, 1.0>>, %arg1: tensor<*xf32>, %arg2: i8, %arg3: tensor<6x?xf32>) {\n  %0 = quant.dcast %arg0 : tensor<2x?x4x!quant.uniform<i8:f32, 1.0>> to tensor<2x?x4xf32>\n  %1 = quant.qcast %arg1 : tensor<*xf32> to tensor<*x!quant.uniform<i8:f32:2, {1.0, 2.0, 3.0}>>\n  %2 = quant.scast %arg2 : i8 to !quant.uniform<u8:f32, 1.0>\n  %3 = quant.scast %2 : !quant.uniform<u8:f32, 1.0> to i8\n  %4 = quant.qcast %arg3 : tensor<6x?xf32> to tensor<6x?x!quant.uniform<i8:f32:{0:3, 1:5}, {{1.0}, {2.0}}>>\n  %5 = quant.scast %4 : tensor<6x?x!quant.uniform<i8:f32:{0:3, 1:5}, {{1.0}, {2.0}}>> to tensor<6x?xi8>\n  %6 = quant.qcast %arg3 : tensor<6x?xf32> to tensor<6x?x!quant.calibrated<f32<-1.0:1.0>>>\n  %7 = quant.dcast %6 : tensor<6x?x!quant.calibrated<f32<-1.0:1.0>>> to tensor<6x?xf32>\n  %8 = quant.scast %arg2 : i8 to !quant.any<i8>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: tensor<2x?x4x!quant.uniform<i8:f32, 1.000000e+00>>, %arg1: tensor<*xf32>, %arg2: i8, %arg3: tensor<6x?xf32>) {\n    %0 = quant.dcast %arg0 : tensor<2x?x4x!quant.uniform<i8:f32, 1.000000e+00>> to tensor<2x?x4xf32>\n    %1 = quant.qcast %arg1 : tensor<*xf32> to tensor<*x!quant.uniform<i8:f32:2, {1.000000e+00,2.000000e+00,3.000000e+00}>>\n    %2 = quant.scast %arg2 : i8 to !quant.uniform<u8:f32, 1.000000e+00>\n    %3 = quant.scast %2 : !quant.uniform<u8:f32, 1.000000e+00> to i8\n    %4 = quant.qcast %arg3 : tensor<6x?xf32> to tensor<6x?x!quant.uniform<i8:f32:{0:3, 1:5}, {{1.000000e+00}, {2.000000e+00}}>>\n    %5 = quant.scast %4 : tensor<6x?x!quant.uniform<i8:f32:{0:3, 1:5}, {{1.000000e+00}, {2.000000e+00}}>> to tensor<6x?xi8>\n    %6 = quant.qcast %arg3 : tensor<6x?xf32> to tensor<6x?x!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>>\n    %7 = quant.dcast %6 : tensor<6x?x!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>> to tensor<6x?xf32>\n    %8 = quant.scast %arg2 : i8 to !quant.any<i8>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<2x?x4x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<*xf32>, i8, tensor<6x?xf32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<2x?x4x!quant.uniform<i8:f32, 1.000000e+00>>, %arg1: tensor<*xf32>, %arg2: i8, %arg3: tensor<6x?xf32>):\n    %0 = "quant.dcast"(%arg0) : (tensor<2x?x4x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<2x?x4xf32>\n    %1 = "quant.qcast"(%arg1) : (tensor<*xf32>) -> tensor<*x!quant.uniform<i8:f32:2, {1.000000e+00,2.000000e+00,3.000000e+00}>>\n    %2 = "quant.scast"(%arg2) : (i8) -> !quant.uniform<u8:f32, 1.000000e+00>\n    %3 = "quant.scast"(%2) : (!quant.uniform<u8:f32, 1.000000e+00>) -> i8\n    %4 = "quant.qcast"(%arg3) : (tensor<6x?xf32>) -> tensor<6x?x!quant.uniform<i8:f32:{0:3, 1:5}, {{1.000000e+00}, {2.000000e+00}}>>\n    %5 = "quant.scast"(%4) : (tensor<6x?x!quant.uniform<i8:f32:{0:3, 1:5}, {{1.000000e+00}, {2.000000e+00}}>>) -> tensor<6x?xi8>\n    %6 = "quant.qcast"(%arg3) : (tensor<6x?xf32>) -> tensor<6x?x!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>>\n    %7 = "quant.dcast"(%6) : (tensor<6x?x!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>>) -> tensor<6x?xf32>\n    %8 = "quant.scast"(%arg2) : (i8) -> !quant.any<i8>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


def located_errors(text: str) -> list[str]:
    """irdl-opt's errors on ``text``, as ``line:col: message``."""
    _, diags = process_buffer(SourceFile("t.mlir", text), generic=False, debuginfo=False)
    return [f"{d.loc.line}:{d.loc.col}: {d.message}" for d in diags if d.severity is Severity.ERROR]


# name -> (input, the errors mlir-opt-22 reports, with their line and column)
ERRORS = {
    "storage_prefix": (
        "!q = !quant.uniform<int8<-4:3>:f32, 0.99872:127>\nfunc.func private @f(!q)\n",
        ["1:21: illegal storage type prefix"],
    ),
    "storage_width": (
        "!q = !quant.uniform<uabc:f32, 1.0>\nfunc.func private @f(!q)\n",
        ["1:21: expected storage type width"],
    ),
    "storage_size": (
        "!q = !quant.any<i33:f32>\nfunc.func private @f(!q)\n",
        ["1:17: illegal storage type size: 33"],
    ),
    "storage_keyword": (
        '!q = !quant.uniform<  "i8":f32, 1.0>\nfunc.func private @f(!q)\n',
        ["1:23: expected valid keyword"],
    ),
    "storage_min_max": (
        "!q = !quant.uniform<i8<2:1>:f32, 0.99872:127>\nfunc.func private @f(!q)\n",
        ["1:13: illegal storage min and storage max: (2:1)"],
    ),
    "storage_maximum": (
        "!q = !quant.any<i4<-1:9>:f32>\nfunc.func private @f(!q)\n",
        ["1:23: illegal storage type maximum: 9"],
    ),
    "storage_minimum": (
        "!q = !quant.uniform<ui8<-4:3>:f32, 1.0>\nfunc.func private @f(!q)\n",
        ["1:25: illegal storage type minimum: -4"],
    ),
    "missing_max": (
        "!q = !quant.uniform<i8<16>:f32, 0.99872:127>\nfunc.func private @f(!q)\n",
        ["1:26: expected ':'"],
    ),
    "missing_comma": (
        "!q = !quant.uniform<i8<-4:3>:f32   0.99872:127>\nfunc.func private @f(!q)\n",
        ["1:33: expected ','"],
    ),
    "expressed_kind": (
        "!q = !quant.uniform<i8:  i32, 1.0>\nfunc.func private @f(!q)\n",
        ["1:26: invalid kind of type specified"],
    ),
    "expressed_unknown": (
        "!q = !quant.uniform<i8<-4:3>:f33, 0.99872:127>\nfunc.func private @f(!q)\n",
        ["1:30: expected non-function type"],
    ),
    "scale_literal": (
        "!q = !quant.uniform<i8<-4:3>:f32, abc:127>\nfunc.func private @f(!q)\n",
        ["1:35: expected floating point literal"],
    ),
    "scale_integer": (
        "!q = !quant.uniform<i8:f32,   1>\nfunc.func private @f(!q)\n",
        ["1:31: unexpected decimal integer literal for a floating point value"],
    ),
    "scale_hex_minus": (
        "!q = !quant.uniform<i8:f32, -0x3F800000>\nfunc.func private @f(!q)\n",
        ["1:30: hexadecimal float literal should not have a leading minus"],
    ),
    "scale_negative": (
        "!q = !quant.uniform<i8<-4:3>:f32, -1.0:127>\nfunc.func private @f(!q)\n",
        ["1:39: scale -1.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]"],
    ),
    "scale_f16_underflow": (
        "!q = !quant.uniform<i8:f16:1, {2.0,5.8e-8}>\nfunc.func private @f(!q)\n",
        ["1:42: scale 5.800000e-08 out of expressed type range [5.960464e-08, 6.550400e+04]"],
    ),
    "scale_infinite": (
        "!q = !quant.uniform<i8:f32, 1.0e400>\nfunc.func private @f(!q)\n",
        ["1:36: scale INF out of expressed type range [1.401298e-45, 3.402823e+38]"],
    ),
    "scale_sub_channel": (
        "!q = !quant.uniform<i8:f32:{0:1}, {{1.0, 2.0}, {3.0, -4.0}}>\nfunc.func private @f(!q)\n",
        ["1:58: scale -4.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]"],
    ),
    "zero_point": (
        "!q = !quant.uniform<i8<-4:3>:f32, 0.1:  >\nfunc.func private @f(!q)\n",
        ["1:41: expected integer value"],
    ),
    "zero_point_too_large": (
        "!q = !quant.uniform<i8<-4:3>:f32, 1.0:99999999999999999999>\nfunc.func private @f(!q)\n",
        ["1:39: integer value too large"],
    ),
    "axis_missing": (
        "!q = !quant.uniform<i8<-4:3>:f32:, {2.000000e+02:-19.987200e-01:1}>\nfunc.func private @f(!q)\n",
        ["1:34: expected integer value"],
    ),
    "axis_negative": (
        "!q = !quant.uniform<i8:f32:-1, {2.0,3.0:1}>\nfunc.func private @f(!q)\n",
        ["1:13: illegal quantized dimension: -1"],
    ),
    "axis_too_large": (
        "!q = !quant.uniform<i8:f32:3000000000, {1.0}>\nfunc.func private @f(!q)\n",
        ["1:28: integer value too large"],
    ),
    "axis_list_end": (
        "!q = !quant.uniform<i8:f32:1, {1.0:1 2.0}>\nfunc.func private @f(!q)\n",
        ["1:37: expected '}'"],
    ),
    "block_size": (
        "!q = !quant.uniform<i8:f32:{0:0, -1:1}, {1.0}>\nfunc.func private @f(!q)\n",
        ["1:13: illegal quantized dimension: -1"],
    ),
    "block_size_zero": (
        "!q = !quant.uniform<i8:f32:{0:0}, {1.0}>\nfunc.func private @f(!q)\n",
        ["1:13: illegal block size: 0"],
    ),
    "block_list": (
        "!q = !quant.uniform<i8:f32:{0:1,  }, {1.0}>\nfunc.func private @f(!q)\n",
        ["1:35: expected integer value"],
    ),
    "block_scales_brace": (
        "!q = !quant.uniform<i8:f32:{0:1},   1.0>\nfunc.func private @f(!q)\n",
        ["1:34: expected '{'"],
    ),
    "block_ranks": (
        "!q = !quant.uniform<i8:f32:{0:1}, {{{1.0}, {2.0}}, {{3.0}}}>\nfunc.func private @f(!q)\n",
        ["1:59: tensor literal is invalid; ranks are not consistent between elements"],
    ),
    "block_empty": (
        "!q = !quant.uniform<i8:f32:{0:1}, {{1.0}, }>\nfunc.func private @f(!q)\n",
        ["1:43: expected floating point literal"],
    ),
    "trailing": (
        "!q = !quant.uniform<i8<-4:3>:f32, 0.99872:127 23>\nfunc.func private @f(!q)\n",
        ["1:46: expected '>'"],
    ),
    "calibrated_missing": (
        "!q = !quant.calibrated<f32<-1.0  1.0>>\nfunc.func private @f(!q)\n",
        ["1:32: expected ':'", "1:24: calibrated values must be present"],
    ),
    "calibrated_kind": (
        "!q = !quant.calibrated<i8<-4:3>>\nfunc.func private @f(!q)\n",
        ["1:24: invalid kind of type specified", "1:24: expecting float expressed type"],
    ),
    "calibrated_min_max": (
        "!q = !quant.calibrated<f32<1.0:-1.0>>\nfunc.func private @f(!q)\n",
        ["1:13: illegal min and max: (1.000000e+00:-1.000000e+00)"],
    ),
    "any_trailing": (
        "!q = !quant.any<i8:f32:1>\nfunc.func private @f(!q)\n",
        ["1:23: expected '>'"],
    ),
    "dcast_expressed": (
        "func.func @f(%a: tensor<6x4x!quant.uniform<i8:f32:7, {1.0}>>) {\n  %0 = quant.dcast %a : tensor<6x4x!quant.uniform<i8:f32:7, {1.0}>> to tensor<6x4xf64>\n  return\n}\n",
        ["2:8: expressed type in quantized type expected to match float type"],
    ),
    "dcast_any_expressed": (
        "func.func @f(%a: !quant.any<i8>) {\n  %0 = quant.dcast %a : !quant.any<i8> to f32\n  return\n}\n",
        ["2:8: expressed type in quantized type expected to match float type"],
    ),
    "dcast_shape": (
        "func.func @f(%a: tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) {\n  %0 = quant.dcast %a : tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>> to tensor<2xf32>\n  return\n}\n",
        [
            "2:8: 'quant.dcast' op failed to verify that input and result are both scalars or both tensors with matching shape"
        ],
    ),
    "qcast_per_axis_scalar": (
        "func.func @f(%a: f32) {\n  %0 = quant.qcast %a : f32 to !quant.uniform<i8:f32:2, {1.0, 2.0}>\n  return\n}\n",
        ["2:8: scalar types may not use per-axis quantization"],
    ),
    "qcast_per_axis_rank": (
        "func.func @f(%a: tensor<1x2xf32>) {\n  %0 = quant.qcast %a : tensor<1x2xf32> to tensor<1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>\n  return\n}\n",
        ["2:8: quantized dimension must be less than tensor rank"],
    ),
    "qcast_per_axis_scales": (
        "func.func @f(%a: tensor<?x3xf32>) {\n  %0 = quant.qcast %a : tensor<?x3xf32> to tensor<?x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0, 4.0}>>\n  return\n}\n",
        ["2:8: quantized dimension size does not match number of scales"],
    ),
    "sub_channel_scalar": (
        "func.func @f(%a: f32) {\n  %0 = quant.qcast %a : f32 to !quant.uniform<i8:f32:{0:1, 1:2}, {{1.0}, {2.0}}>\n  return\n}\n",
        ["2:8: scalar types may not use sub-channel quantization"],
    ),
    "sub_channel_unranked": (
        "func.func @f(%a: tensor<*xf32>) {\n  %0 = quant.qcast %a : tensor<*xf32> to tensor<*x!quant.uniform<i8:f32:{0:1, 1:2}, {{1.0}, {2.0}}>>\n  return\n}\n",
        ["2:8: tensor containing the sub-channel quantized type must be ranked"],
    ),
    "sub_channel_axis": (
        "func.func @f(%a: tensor<6x4xf32>) {\n  %0 = quant.qcast %a : tensor<6x4xf32> to tensor<6x4x!quant.uniform<i8:f32:{5:1, 0:4}, {{1.0}}>>\n  return\n}\n",
        ["2:8: quantized dimension 5 must be less than tensor rank 2"],
    ),
    "sub_channel_divisible": (
        "func.func @f(%a: tensor<6x4xf32>) {\n  %0 = quant.qcast %a : tensor<6x4xf32> to tensor<6x4x!quant.uniform<i8:f32:{1:3, 0:4}, {{1.0}, {2.0}, {3.0}}>>\n  return\n}\n",
        [
            "2:8: tensor dimension size 4 at axis 1 must be divisible by the corresponding block size 3"
        ],
    ),
    "sub_channel_zero": (
        "func.func @f(%a: tensor<0x4xf32>) {\n  %0 = quant.qcast %a : tensor<0x4xf32> to tensor<0x4x!quant.uniform<i8:f32:{0:4}, {1.0}>>\n  return\n}\n",
        ["2:8: tensor dimension size of zero is not allowed with sub-channel quantization"],
    ),
    "sub_channel_scales_rank": (
        "func.func @f(%a: tensor<6x2xf32>) {\n  %0 = quant.qcast %a : tensor<6x2xf32> to tensor<6x2x!quant.uniform<i8:f32:{0:3}, {1.0, 2.0}>>\n  return\n}\n",
        ["2:8: Rank of scales 1 must match the rank of the tensor 2"],
    ),
    "sub_channel_scales_shape": (
        "func.func @f(%a: tensor<6x4xf32>) {\n  %0 = quant.qcast %a : tensor<6x4xf32> to tensor<6x4x!quant.uniform<i8:f32:{0:3, 0:2}, {{1.0}, {2.0}}>>\n  return\n}\n",
        [
            "2:8: dimension size 3 of scales tensor at axis 0 should match (tensor dimension at axis / block sizes at axis) = 3"
        ],
    ),
    "sub_channel_default_block": (
        "func.func @f(%a: tensor<?x?xf32>) {\n  %0 = quant.qcast %a : tensor<?x?xf32> to tensor<?x?x!quant.uniform<i8:f32:{0:3}, {{1.0, 2.0}, {2.0, 3.0}}>>\n  return\n}\n",
        [
            "2:8: dimension size 1 of scales tensor at axis 1 should match (tensor dimension at axis / block sizes at axis) = 1"
        ],
    ),
    "scast_storage_signed": (
        "func.func @f(%a: i8) {\n  %0 = quant.scast %a : i8 to !quant.uniform<ui8:f32, 1.0>\n  return\n}\n",
        ["2:8: storage type in quantized type expected to match integer type"],
    ),
    "scast_calibrated": (
        "func.func @f(%a: i8) {\n  %0 = quant.scast %a : i8 to !quant.calibrated<f32<-1.0:1.0>>\n  return\n}\n",
        ["2:8: storage type in quantized type expected to match integer type"],
    ),
    "scast_combination": (
        "func.func @f(%a: tensor<2xf32>) {\n  %0 = quant.scast %a : tensor<2xf32> to tensor<2xi16>\n  return\n}\n",
        [
            "2:8: 'quant.scast' op operand #0 must be scalar or tensor of signless integer or quantized type, but got 'tensor<2xf32>'"
        ],
    ),
    "scast_sub_channel": (
        "func.func @f(%a: tensor<6x4xi8>) {\n  %0 = quant.scast %a : tensor<6x4xi8> to tensor<6x4x!quant.uniform<i8:f32:{0:7}, {1.0}>>\n  return\n}\n",
        [
            "2:8: tensor dimension size 6 at axis 0 must be divisible by the corresponding block size 7"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert located_errors(text) == expected


def test_integer_literal_scale_has_the_note() -> None:
    text = "!q = !quant.uniform<i8:f32, 1>\nfunc.func private @f(!q)\n"
    _, diags = process_buffer(SourceFile("t.mlir", text), generic=False, debuginfo=False)
    assert [(n.loc.col, n.message) for n in diags[0].notes] == [
        (29, "add a trailing dot to make the literal a float")
    ]


def test_spellings_of_one_storage_type_are_one_type() -> None:
    """``u8`` is a signless i8 read as unsigned, ``ui8`` an unsigned i8: both print ``u8``, but
    only the first is the storage type ``quant.scast`` pairs with i8 (as in mlir-opt-22)."""
    text = (
        "func.func @f(%a: i8) {\n  %0 = quant.scast %a : i8 to !quant.uniform<u8:f32, 1.0>\n"
        "  %1 = quant.scast %a : i8 to !quant.uniform<ui8:f32, 1.0>\n  return\n}\n"
    )
    assert located_errors(text) == [
        "3:8: storage type in quantized type expected to match integer type"
    ]
