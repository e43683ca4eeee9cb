# ruff: noqa: E501
"""The sparse_tensor dialect's plug-in (dialects_irdl/sparse_tensor/): the encoding and slice
attributes, the level ranges of iteration spaces and the loops (iterate, coiterate) read and
print as mlir-opt-22 does (forms recorded below from mlir-opt-22), and the encoding's and the
ops' checks report mlir-opt-22's messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "encodings": (
        "#A = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>\n#B = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed(nonunique, nonordered)), posWidth = 32, crdWidth = 8 }>\n#C = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)), explicitVal = 1.0 : f32, implicitVal = 0.0 : f32 }>\n#D = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense) }>\n#E = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, ?, ?)>) -> (d0 : dense, d1 : compressed) }>\n#F = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : structured[2, 4]) }>\n#G = #sparse_tensor.encoding<{ map = (d0) -> (d0 : loose_compressed) }>\n#J = #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 : dense, d1 : compressed) }>\nfunc.func @f(%a: tensor<8x8xf32, #A>, %b: tensor<8x8xf32, #B>, %c: tensor<8x8xf32, #C>, %d: tensor<8x9xf32, #D>, %e: tensor<4x4xf32, #E>, %f: tensor<8x8xf32, #F>, %g: tensor<8xf32, #G>, %j: tensor<8x8xf32, #J>) {\n  return\n}\n",
        "#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>\n#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed(nonunique, nonordered)), posWidth = 32, crdWidth = 8 }>\n#sparse2 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)), explicitVal = 1.000000e+00 : f32, implicitVal = 0.000000e+00 : f32 }>\n#sparse3 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }>\n#sparse4 = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, ?, ?)>) -> (d0 : dense, d1 : compressed) }>\n#sparse5 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : structured[2, 4]) }>\n#sparse6 = #sparse_tensor.encoding<{ map = (d0) -> (d0 : loose_compressed) }>\n#sparse7 = #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 : dense, d1 : compressed) }>\nmodule {\n  func.func @f(%arg0: tensor<8x8xf32, #sparse>, %arg1: tensor<8x8xf32, #sparse1>, %arg2: tensor<8x8xf32, #sparse2>, %arg3: tensor<8x9xf32, #sparse3>, %arg4: tensor<4x4xf32, #sparse4>, %arg5: tensor<8x8xf32, #sparse5>, %arg6: tensor<8xf32, #sparse6>, %arg7: tensor<8x8xf32, #sparse7>) {\n    return\n  }\n}\n\n",
        '#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>\n#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed(nonunique, nonordered)), posWidth = 32, crdWidth = 8 }>\n#sparse2 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)), explicitVal = 1.000000e+00 : f32, implicitVal = 0.000000e+00 : f32 }>\n#sparse3 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }>\n#sparse4 = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, ?, ?)>) -> (d0 : dense, d1 : compressed) }>\n#sparse5 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : structured[2, 4]) }>\n#sparse6 = #sparse_tensor.encoding<{ map = (d0) -> (d0 : loose_compressed) }>\n#sparse7 = #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 : dense, d1 : compressed) }>\n"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<8x8xf32, #sparse>, tensor<8x8xf32, #sparse1>, tensor<8x8xf32, #sparse2>, tensor<8x9xf32, #sparse3>, tensor<4x4xf32, #sparse4>, tensor<8x8xf32, #sparse5>, tensor<8xf32, #sparse6>, tensor<8x8xf32, #sparse7>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<8x8xf32, #sparse>, %arg1: tensor<8x8xf32, #sparse1>, %arg2: tensor<8x8xf32, #sparse2>, %arg3: tensor<8x9xf32, #sparse3>, %arg4: tensor<4x4xf32, #sparse4>, %arg5: tensor<8x8xf32, #sparse5>, %arg6: tensor<8xf32, #sparse6>, %arg7: tensor<8x8xf32, #sparse7>):\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "slices_and_properties": (
        "#A = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed(nonordered, nonunique)), crdWidth = 8, posWidth = 0 }>\n#B = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed), explicitVal = 1 : i32 }>\n#D = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : structured[2, 4]) }>\n#E = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : loose_compressed(nonunique)) }>\nfunc.func @f(%a: tensor<8x8xf32, #A>, %b: tensor<8x8xi32, #B>, %d: tensor<8x8xf32, #D>, %e: tensor<8x8xf32, #E>) attributes {s = #sparse_tensor<slice(1, 4, 1)>, t = #sparse_tensor<slice(1, ?, 1)>} {\n  return\n}\n",
        "#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed(nonunique, nonordered)), crdWidth = 8 }>\n#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed), explicitVal = 1 : i32 }>\n#sparse2 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : structured[2, 4]) }>\n#sparse3 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : loose_compressed(nonunique)) }>\nmodule {\n  func.func @f(%arg0: tensor<8x8xf32, #sparse>, %arg1: tensor<8x8xi32, #sparse1>, %arg2: tensor<8x8xf32, #sparse2>, %arg3: tensor<8x8xf32, #sparse3>) attributes {s = #sparse_tensor<slice(1, 4, 1)>, t = #sparse_tensor<slice(1, ?, 1)>} {\n    return\n  }\n}\n\n",
        '#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed(nonunique, nonordered)), crdWidth = 8 }>\n#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed), explicitVal = 1 : i32 }>\n#sparse2 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : structured[2, 4]) }>\n#sparse3 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : loose_compressed(nonunique)) }>\n"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<8x8xf32, #sparse>, tensor<8x8xi32, #sparse1>, tensor<8x8xf32, #sparse2>, tensor<8x8xf32, #sparse3>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<8x8xf32, #sparse>, %arg1: tensor<8x8xi32, #sparse1>, %arg2: tensor<8x8xf32, #sparse2>, %arg3: tensor<8x8xf32, #sparse3>):\n    "func.return"() : () -> ()\n  }) {s = #sparse_tensor<slice(1, 4, 1)>, t = #sparse_tensor<slice(1, ?, 1)>} : () -> ()\n}) : () -> ()\n\n',
    ),
    "iteration_spaces": (
        "#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>\nfunc.func @f(%sp : tensor<4x8xf32, #COO>) -> (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#COO, lvls = 0 to 2>) {\n  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>\n  %l2 = sparse_tensor.extract_iteration_space %sp lvls = 0 to 2 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0 to 2>\n  return %l1, %l2 : !sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#COO, lvls = 0 to 2>\n}\n",
        "#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>\nmodule {\n  func.func @f(%arg0: tensor<4x8xf32, #sparse>) -> (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>) {\n    %0 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>\n    %1 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 to 2 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>\n    return %0, %1 : !sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>\n  }\n}\n\n",
        '#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>\n"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<4x8xf32, #sparse>) -> (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>), sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<4x8xf32, #sparse>):\n    %0 = "sparse_tensor.extract_iteration_space"(%arg0) <{hiLvl = 1 : index, loLvl = 0 : index}> : (tensor<4x8xf32, #sparse>) -> !sparse_tensor.iter_space<#sparse, lvls = 0>\n    %1 = "sparse_tensor.extract_iteration_space"(%arg0) <{hiLvl = 2 : index, loLvl = 0 : index}> : (tensor<4x8xf32, #sparse>) -> !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>\n    "func.return"(%0, %1) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "loops": (
        "#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>\n#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @f(%sp : tensor<4x8xf32, #COO>, %i : index, %c: tensor<4x8xf32, #CSR>) -> index {\n  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>\n  %r1 = sparse_tensor.iterate %it1 in %l1 at (%crd0) iter_args(%outer = %i): !sparse_tensor.iter_space<#COO, lvls = 0 to 1> -> index {\n    %l2 = sparse_tensor.extract_iteration_space %sp at %it1 lvls = 1 : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#COO, lvls = 0 to 1> -> !sparse_tensor.iter_space<#COO, lvls = 1>\n    %r2 = sparse_tensor.iterate %it2 in %l2 iter_args(%inner = %outer): !sparse_tensor.iter_space<#COO, lvls = 1 to 2> -> index {\n      %k = arith.addi %inner, %crd0 : index\n      sparse_tensor.yield %k : index\n    }\n    sparse_tensor.yield %r2 : index\n  }\n  sparse_tensor.iterate %it1 in %l1 at (_) : !sparse_tensor.iter_space<#COO, lvls = 0> {\n  }\n  %s1 = sparse_tensor.extract_iteration_space %c lvls = 0 : tensor<4x8xf32, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0>\n  %ret = sparse_tensor.coiterate (%l1, %s1) at (%coord) iter_args(%arg = %i) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#CSR, lvls = 0>) -> index\n  case %it1, _ {\n    sparse_tensor.yield %arg : index\n  }\n  case %it1, %it2 {\n    %k = arith.addi %arg, %coord : index\n    sparse_tensor.yield %k : index\n  }\n  return %r1 : index\n}\n",
        "#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>\n#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>\nmodule {\n  func.func @f(%arg0: tensor<4x8xf32, #sparse>, %arg1: index, %arg2: tensor<4x8xf32, #sparse1>) -> index {\n    %0 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>\n    %1 = sparse_tensor.iterate %arg5 in %0 at(%arg4) iter_args(%arg3 = %arg1) : !sparse_tensor.iter_space<#sparse, lvls = 0>  -> index {\n      %4 = sparse_tensor.extract_iteration_space %arg0 at %arg5 lvls = 1 : tensor<4x8xf32, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0> -> !sparse_tensor.iter_space<#sparse, lvls = 1>\n      %5 = sparse_tensor.iterate %arg7 in %4 iter_args(%arg6 = %arg3) : !sparse_tensor.iter_space<#sparse, lvls = 1>  -> index {\n        %6 = arith.addi %arg6, %arg4 : index\n        sparse_tensor.yield %6 : index\n      }\n      sparse_tensor.yield %5 : index\n    }\n    sparse_tensor.iterate %arg3 in %0 : !sparse_tensor.iter_space<#sparse, lvls = 0>  {\n    }\n    %2 = sparse_tensor.extract_iteration_space %arg2 lvls = 0 : tensor<4x8xf32, #sparse1> -> !sparse_tensor.iter_space<#sparse1, lvls = 0>\n    %3 = sparse_tensor.coiterate (%0, %2) at(%arg4) iter_args(%arg3 = %arg1) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse1, lvls = 0>) -> index\n    case %arg5, _ {\n      sparse_tensor.yield %arg3 : index\n    }\n    case %arg5, %arg6 {\n      %4 = arith.addi %arg3, %arg4 : index\n      sparse_tensor.yield %4 : index\n    }\n    return %1 : index\n  }\n}\n\n",
        '#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>\n#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>\n"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<4x8xf32, #sparse>, index, tensor<4x8xf32, #sparse1>) -> index, sym_name = "f"}> ({\n  ^bb0(%arg0: tensor<4x8xf32, #sparse>, %arg1: index, %arg2: tensor<4x8xf32, #sparse1>):\n    %0 = "sparse_tensor.extract_iteration_space"(%arg0) <{hiLvl = 1 : index, loLvl = 0 : index}> : (tensor<4x8xf32, #sparse>) -> !sparse_tensor.iter_space<#sparse, lvls = 0>\n    %1 = "sparse_tensor.iterate"(%0, %arg1) <{crdUsedLvls = 1 : i64}> ({\n    ^bb0(%arg11: index, %arg12: index, %arg13: !sparse_tensor.iterator<#sparse, lvls = 0>):\n      %5 = "sparse_tensor.extract_iteration_space"(%arg0, %arg13) <{hiLvl = 2 : index, loLvl = 1 : index}> : (tensor<4x8xf32, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0>) -> !sparse_tensor.iter_space<#sparse, lvls = 1>\n      %6 = "sparse_tensor.iterate"(%5, %arg11) <{crdUsedLvls = 0 : i64}> ({\n      ^bb0(%arg14: index, %arg15: !sparse_tensor.iterator<#sparse, lvls = 1>):\n        %7 = "arith.addi"(%arg14, %arg12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index\n        "sparse_tensor.yield"(%7) : (index) -> ()\n      }) : (!sparse_tensor.iter_space<#sparse, lvls = 1>, index) -> index\n      "sparse_tensor.yield"(%6) : (index) -> ()\n    }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, index) -> index\n    "sparse_tensor.iterate"(%0) <{crdUsedLvls = 0 : i64}> ({\n    ^bb0(%arg10: !sparse_tensor.iterator<#sparse, lvls = 0>):\n      "sparse_tensor.yield"() : () -> ()\n    }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>) -> ()\n    %2 = "sparse_tensor.extract_iteration_space"(%arg2) <{hiLvl = 1 : index, loLvl = 0 : index}> : (tensor<4x8xf32, #sparse1>) -> !sparse_tensor.iter_space<#sparse1, lvls = 0>\n    %3 = "sparse_tensor.coiterate"(%0, %2, %arg1) <{cases = [1, 3], crdUsedLvls = 1 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({\n    ^bb0(%arg7: index, %arg8: index, %arg9: !sparse_tensor.iterator<#sparse, lvls = 0>):\n      "sparse_tensor.yield"(%arg7) : (index) -> ()\n    }, {\n    ^bb0(%arg3: index, %arg4: index, %arg5: !sparse_tensor.iterator<#sparse, lvls = 0>, %arg6: !sparse_tensor.iterator<#sparse1, lvls = 0>):\n      %4 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index\n      "sparse_tensor.yield"(%4) : (index) -> ()\n    }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse1, lvls = 0>, index) -> index\n    "func.return"(%1) : (index) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports). (slice.offset and storage_specifier in
# generic form: their custom forms' `at N :` is an importer gap, typed attributes.)
ERRORS = {
    "assemble_position_type": (
        "#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>\nfunc.func @as(%values: tensor<6xf64>, %pos: tensor<2xi32>, %coords: tensor<6x1xi32>) -> tensor<100xf64, #SV> {\n  %0 = sparse_tensor.assemble (%pos, %coords), %values : (tensor<2xi32>, tensor<6x1xi32>), tensor<6xf64> to tensor<100xf64, #SV>\n  return %0 : tensor<100xf64, #SV>\n}\n",
        ["input/output element-types don't match"],
    ),
    "assemble_value_type": (
        "#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>\nfunc.func @as2(%values: tensor<6xf32>, %pos: tensor<2xindex>, %coords: tensor<6xindex>) -> tensor<100xf64, #SV> {\n  %0 = sparse_tensor.assemble (%pos, %coords), %values : (tensor<2xindex>, tensor<6xindex>), tensor<6xf32> to tensor<100xf64, #SV>\n  return %0 : tensor<100xf64, #SV>\n}\n",
        ["input/output element-types don't match"],
    ),
    "assemble_field_count": (
        "#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>\nfunc.func @as3(%values: tensor<6xf64>, %pos: tensor<2xindex>) -> tensor<100xf64, #SV> {\n  %0 = sparse_tensor.assemble (%pos), %values : (tensor<2xindex>), tensor<6xf64> to tensor<100xf64, #SV>\n  return %0 : tensor<100xf64, #SV>\n}\n",
        ["inconsistent number of fields between input/output"],
    ),
    "coiterate_coordinates_out_of_bounds": (
        "#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>\n#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @ci2(%sp : tensor<4x8xf32, #COO>, %i : index, %c: tensor<4x8xf32, #CSR>) -> index {\n  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>\n  %s1 = sparse_tensor.extract_iteration_space %c lvls = 0 : tensor<4x8xf32, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0>\n  %ret = sparse_tensor.coiterate (%l1, %s1) at (%a, %b) iter_args(%arg = %i) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#CSR, lvls = 0>) -> index\n  case %it1, %it2 {\n    sparse_tensor.yield %arg : index\n  }\n  return %ret : index\n}\n",
        ["'sparse_tensor.coiterate' op required out-of-bound coordinates"],
    ),
    "coiterate_duplicated_cases": (
        "#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>\n#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @ci3(%sp : tensor<4x8xf32, #COO>, %i : index, %c: tensor<4x8xf32, #CSR>) -> index {\n  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>\n  %s1 = sparse_tensor.extract_iteration_space %c lvls = 0 : tensor<4x8xf32, #CSR> -> !sparse_tensor.iter_space<#CSR, lvls = 0>\n  %ret = sparse_tensor.coiterate (%l1, %s1) at (%a) iter_args(%arg = %i) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#CSR, lvls = 0>) -> index\n  case %it1, %it2 {\n    sparse_tensor.yield %arg : index\n  }\n  case %it1, %it2 {\n    sparse_tensor.yield %arg : index\n  }\n  return %ret : index\n}\n",
        ["'sparse_tensor.coiterate' op contains duplicated cases."],
    ),
    "compress_coordinates": (
        "#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @cp(%v: memref<?xf64>, %f: memref<?xi1>, %a: memref<?xindex>, %c: index, %t: tensor<8x8xf64, #CSR>, %i: index) -> tensor<8x8xf64, #CSR> {\n  %0 = sparse_tensor.compress %v, %f, %a, %c into %t[%i, %i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<8x8xf64, #CSR>\n  return %0 : tensor<8x8xf64, #CSR>\n}\n",
        ["'sparse_tensor.compress' op incorrect number of coordinates"],
    ),
    "crd_translate_rank": (
        "#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>\nfunc.func @ct(%i: index) {\n  %l0, %l1, %l2 = sparse_tensor.crd_translate dim_to_lvl [%i, %i] as #BSR : index, index, index\n  return\n}\n",
        ["Coordinate rank mismatch with encoding"],
    ),
    "sort_permutation": (
        "func.func @so(%n: index, %xy: memref<?xindex>) {\n  sparse_tensor.sort quick_sort %n, %xy {ny = 1 : index, perm_map = affine_map<(i, j) -> (j, i, i)>} : memref<?xindex>\n  return\n}\n",
        ["Expected a permutation map, got (d0, d1) -> (d1, d0, d0)"],
    ),
    "slice_offset_dimension": (
        '#S = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, 4, 2)>) -> (d0 : dense, d1 : compressed) }>\nfunc.func @so(%t: tensor<4x4xf32, #S>) -> index {\n  %0 = "sparse_tensor.slice.offset"(%t) <{dim = 2 : index}> : (tensor<4x4xf32, #S>) -> index\n  return %0 : index\n}\n',
        ["requested dimension out of bound"],
    ),
    "specifier_level_bounds": (
        '#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @sg(%s: !sparse_tensor.storage_specifier<#CSR>) -> index {\n  %0 = "sparse_tensor.storage_specifier.get"(%s) <{level = 3 : index, specifierKind = #sparse_tensor<kind lvl_sz>}> : (!sparse_tensor.storage_specifier<#CSR>) -> index\n  return %0 : index\n}\n',
        ["requested level is out of bounds"],
    ),
    "specifier_redundant_level": (
        '#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @sg2(%s: !sparse_tensor.storage_specifier<#CSR>) -> index {\n  %0 = "sparse_tensor.storage_specifier.get"(%s) <{level = 1 : index, specifierKind = #sparse_tensor<kind val_mem_sz>}> : (!sparse_tensor.storage_specifier<#CSR>) -> index\n  return %0 : index\n}\n',
        ["redundant level argument for querying value memory size"],
    ),
    "specifier_missing_level": (
        '#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @sg3(%s: !sparse_tensor.storage_specifier<#CSR>) -> index {\n  %0 = "sparse_tensor.storage_specifier.get"(%s) <{specifierKind = #sparse_tensor<kind lvl_sz>}> : (!sparse_tensor.storage_specifier<#CSR>) -> index\n  return %0 : index\n}\n',
        ["missing level argument"],
    ),
    "specifier_slice_on_non_slice": (
        '#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @sg4(%s: !sparse_tensor.storage_specifier<#CSR>) -> index {\n  %0 = "sparse_tensor.storage_specifier.get"(%s) <{level = 0 : index, specifierKind = #sparse_tensor<kind dim_offset>}> : (!sparse_tensor.storage_specifier<#CSR>) -> index\n  return %0 : index\n}\n',
        ["requested slice data on non-slice tensor"],
    ),
    "coordinates_buffer_no_coo": (
        "#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @cb(%t: tensor<8x8xf32, #CSR>) -> memref<?xindex> {\n  %0 = sparse_tensor.coordinates_buffer %t : tensor<8x8xf32, #CSR> to memref<?xindex>\n  return %0 : memref<?xindex>\n}\n",
        ["expected sparse tensor with a COO region"],
    ),
    "reorder_coo_storage": (
        "#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>\n#COO2 = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), crdWidth = 32 }>\nfunc.func @rc(%t: tensor<8x8xf32, #COO>) -> tensor<8x8xf32, #COO2> {\n  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<8x8xf32, #COO> to tensor<8x8xf32, #COO2>\n  return %0 : tensor<8x8xf32, #COO2>\n}\n",
        ["Unmatched storage format between input and result COO"],
    ),
    "reorder_coo_not_coo": (
        "#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @rc2(%t: tensor<8x8xf32, #CSR>) -> tensor<8x8xf32, #CSR> {\n  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<8x8xf32, #CSR> to tensor<8x8xf32, #CSR>\n  return %0 : tensor<8x8xf32, #CSR>\n}\n",
        ["Expected COO sparse tensors only"],
    ),
    "foreach_arity": (
        "#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @fe(%t: tensor<8x8xf32, #CSR>) {\n  sparse_tensor.foreach in %t : tensor<8x8xf32, #CSR> do {\n  ^bb0(%i: index, %v: f32):\n  }\n  return\n}\n",
        ["Unmatched number of arguments in the block"],
    ),
    "foreach_index_argument": (
        "#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @fe2(%t: tensor<8x8xf32, #CSR>) {\n  sparse_tensor.foreach in %t : tensor<8x8xf32, #CSR> do {\n  ^bb0(%i: index, %j: f32, %v: f32):\n  }\n  return\n}\n",
        ["Expecting Index type for argument at index 1"],
    ),
    "foreach_element_type": (
        "#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @fe3(%t: tensor<8x8xf32, #CSR>) {\n  sparse_tensor.foreach in %t : tensor<8x8xf32, #CSR> do {\n  ^bb0(%i: index, %j: index, %v: f64):\n  }\n  return\n}\n",
        ["Unmatched element type between input tensor and block argument, expected:f32, got: f64"],
    ),
    "iterate_coordinates_out_of_bounds": (
        "#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>\nfunc.func @i1(%sp : tensor<4x8xf32, #COO>, %i: index) {\n  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>\n  %r = sparse_tensor.iterate %it in %l1 at(%a, %b) iter_args(%x = %i) : !sparse_tensor.iter_space<#COO, lvls = 0> -> index {\n    sparse_tensor.yield %x : index\n  }\n  return\n}\n",
        ["'sparse_tensor.iterate' op required out-of-bound coordinates"],
    ),
    "iterate_result_type": (
        '#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>\nfunc.func @i2(%sp : tensor<4x8xf32, #COO>, %i: index) {\n  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>\n  %r = "sparse_tensor.iterate"(%l1, %i) <{crdUsedLvls = 0 : i64}> ({\n  ^bb0(%x: index, %it: !sparse_tensor.iterator<#COO, lvls = 0>):\n    "sparse_tensor.yield"(%x) : (index) -> ()\n  }) : (!sparse_tensor.iter_space<#COO, lvls = 0>, index) -> f32\n  return\n}\n',
        [
            "'sparse_tensor.iterate' op 0-th region iter_arg and 0-th loop result have different type: 'index' != 'f32'"
        ],
    ),
    "push_back_count": (
        "func.func @pb(%s: index, %b: memref<?xf32>, %v: f32) {\n  %c = arith.constant 0 : index\n  %0, %1 = sparse_tensor.push_back %s, %b, %v, %c : index, memref<?xf32>, f32, index\n  return\n}\n",
        ["'sparse_tensor.push_back' op n must be not less than 1"],
    ),
    "concatenate_one_input": (
        "#V = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @c1(%a: tensor<2x4xf32, #V>) -> tensor<2x4xf32, #V> {\n  %0 = sparse_tensor.concatenate %a {dimension = 0 : index} : tensor<2x4xf32, #V> to tensor<2x4xf32, #V>\n  return %0 : tensor<2x4xf32, #V>\n}\n",
        ["Need at least two tensors to concatenate."],
    ),
    "concatenate_dimension_bounds": (
        "#V = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @c2(%a: tensor<2x4xf32, #V>) -> tensor<4x4xf32, #V> {\n  %0 = sparse_tensor.concatenate %a, %a {dimension = 4 : index} : tensor<2x4xf32, #V>, tensor<2x4xf32, #V> to tensor<4x4xf32, #V>\n  return %0 : tensor<4x4xf32, #V>\n}\n",
        ["Concat-dimension is out of bounds for dimension-rank (4 >= 2)"],
    ),
    "concatenate_input_rank": (
        "#V = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\n#W = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>\nfunc.func @c3(%a: tensor<2x4xf32, #V>, %b: tensor<4xf32, #W>) -> tensor<4x4xf32, #V> {\n  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf32, #V>, tensor<4xf32, #W> to tensor<4x4xf32, #V>\n  return %0 : tensor<4x4xf32, #V>\n}\n",
        ["Input tensor $1 has a different rank (rank=1) from the output tensor (rank=2)."],
    ),
    "concatenate_sum": (
        "#V = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @c4(%a: tensor<2x4xf32, #V>) -> tensor<5x4xf32, #V> {\n  %0 = sparse_tensor.concatenate %a, %a {dimension = 0 : index} : tensor<2x4xf32, #V>, tensor<2x4xf32, #V> to tensor<5x4xf32, #V>\n  return %0 : tensor<5x4xf32, #V>\n}\n",
        [
            "The concatenation dimension of the output tensor should be the sum of all the concatenation dimensions of the input tensors."
        ],
    ),
    "concatenate_other_dimensions": (
        "#V = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @c5(%a: tensor<2x4xf32, #V>, %b: tensor<2x3xf32, #V>) -> tensor<4x4xf32, #V> {\n  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf32, #V>, tensor<2x3xf32, #V> to tensor<4x4xf32, #V>\n  return %0 : tensor<4x4xf32, #V>\n}\n",
        ["All dimensions (expect for the concatenating one) should be equal."],
    ),
    "concatenate_dynamic_input": (
        "#V = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @c6(%a: tensor<?x4xf32, #V>) -> tensor<4x4xf32, #V> {\n  %0 = sparse_tensor.concatenate %a, %a {dimension = 0 : index} : tensor<?x4xf32, #V>, tensor<?x4xf32, #V> to tensor<4x4xf32, #V>\n  return %0 : tensor<4x4xf32, #V>\n}\n",
        ["Input tensor $0 has dynamic shape"],
    ),
    "extract_iteration_space_parent": (
        "#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>\nfunc.func @e3(%sp : tensor<4x8xf32, #COO>) {\n  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0 to 3 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0 to 3>\n  return\n}\n",
        [],
    ),
    "select_arity": (
        "func.func @s1(%x: f32) -> f32 {\n  %0 = sparse_tensor.select %x : f32 {\n  ^bb0(%a: f32, %b: f32):\n    %c = arith.constant 1 : i1\n    sparse_tensor.yield %c : i1\n  }\n  return %0 : f32\n}\n",
        ["select region must have exactly 1 arguments"],
    ),
    "select_yield_type": (
        "func.func @s2(%x: f32) -> f32 {\n  %0 = sparse_tensor.select %x : f32 {\n  ^bb0(%a: f32):\n    sparse_tensor.yield %a : f32\n  }\n  return %0 : f32\n}\n",
        ["select region yield type mismatch"],
    ),
    "select_argument_type": (
        "func.func @s3(%x: f32) -> f32 {\n  %0 = sparse_tensor.select %x : f32 {\n  ^bb0(%a: i32):\n    %c = arith.constant 1 : i1\n    sparse_tensor.yield %c : i1\n  }\n  return %0 : f32\n}\n",
        ["select region argument 1 type mismatch"],
    ),
    "values_element_type": (
        "#V = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>\nfunc.func @v(%t: tensor<8xf32, #V>) -> memref<?xf64> {\n  %0 = sparse_tensor.values %t : tensor<8xf32, #V> to memref<?xf64>\n  return %0 : memref<?xf64>\n}\n",
        ["unexpected mismatch in element types"],
    ),
    "convert_rank": (
        "#V = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>\nfunc.func @c(%t: tensor<8xf32, #V>) -> tensor<8xf64> {\n  %0 = sparse_tensor.convert %t : tensor<8xf32, #V> to tensor<8xf64>\n  return %0 : tensor<8xf64>\n}\n",
        [],
    ),
    "convert_dimension": (
        "#V = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>\nfunc.func @c(%t: tensor<8xf32, #V>) -> tensor<8x2xf32> {\n  %0 = sparse_tensor.convert %t : tensor<8xf32, #V> to tensor<8x2xf32>\n  return %0 : tensor<8x2xf32>\n}\n",
        ["unexpected conversion mismatch in rank"],
    ),
    "lvl_out_of_rank": (
        "#V = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>\nfunc.func @c(%t: tensor<8xf32, #V>) -> tensor<9xf32> {\n  %0 = sparse_tensor.convert %t : tensor<8xf32, #V> to tensor<9xf32>\n  return %0 : tensor<9xf32>\n}\n",
        ["unexpected conversion mismatch in dimension 0"],
    ),
    "positions_level": (
        "#V = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>\nfunc.func @l(%t: tensor<8xf32, #V>) -> index {\n  %c = arith.constant 3 : index\n  %0 = sparse_tensor.lvl %t, %c : tensor<8xf32, #V>\n  return %0 : index\n}\n",
        ["Level index exceeds the rank of the input sparse tensor"],
    ),
    "positions_width": (
        "#V = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>\nfunc.func @p(%t: tensor<8xf32, #V>) -> memref<?xindex> {\n  %0 = sparse_tensor.positions %t { level = 1 : index } : tensor<8xf32, #V> to memref<?xindex>\n  return %0 : memref<?xindex>\n}\n",
        ["requested level is out of bounds"],
    ),
    "coordinates_width": (
        "#V = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 32 }>\nfunc.func @p(%t: tensor<8xf32, #V>) -> memref<?xindex> {\n  %0 = sparse_tensor.positions %t { level = 0 : index } : tensor<8xf32, #V> to memref<?xindex>\n  return %0 : memref<?xindex>\n}\n",
        ["unexpected type for positions"],
    ),
    "coordinates_level": (
        "#V = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>\nfunc.func @p(%t: tensor<8xf32, #V>) -> memref<?xi32> {\n  %0 = sparse_tensor.coordinates %t { level = 0 : index } : tensor<8xf32, #V> to memref<?xi32>\n  return %0 : memref<?xi32>\n}\n",
        ["unexpected type for coordinates"],
    ),
    "overlap_arity": (
        "func.func @b(%x: f32, %y: f32) -> f32 {\n  %0 = sparse_tensor.binary %x, %y : f32, f32 to f32\n    overlap = {\n    ^bb0(%a: f32):\n      sparse_tensor.yield %a : f32\n    }\n    left = {}\n    right = {}\n  return %0 : f32\n}\n",
        ["overlap region must have exactly 2 arguments"],
    ),
    "overlap_argument_type": (
        "func.func @b(%x: f32, %y: f32) -> f32 {\n  %0 = sparse_tensor.binary %x, %y : f32, f32 to f32\n    overlap = {\n    ^bb0(%a: f32, %b: f16):\n      sparse_tensor.yield %a : f32\n    }\n    left = identity\n    right = identity\n  return %0 : f32\n}\n",
        ["overlap region argument 2 type mismatch"],
    ),
    "right_yield_type": (
        "func.func @b(%x: f32, %y: f32) -> f32 {\n  %0 = sparse_tensor.binary %x, %y : f32, f32 to f32\n    overlap = {}\n    left = identity\n    right = {\n    ^bb0(%b: f32):\n      %c = arith.constant 1 : i8\n      sparse_tensor.yield %c : i8\n    }\n  return %0 : f32\n}\n",
        ["right region yield type mismatch"],
    ),
    "right_identity_type": (
        "func.func @b(%x: f32, %y: i16) -> f32 {\n  %0 = sparse_tensor.binary %x, %y : f32, i16 to f32\n    overlap = {}\n    left = identity\n    right = identity\n  return %0 : f32\n}\n",
        ["right=identity requires second argument to have the same type as the output"],
    ),
    "left_terminator": (
        'func.func @b(%x: f32, %y: f32) -> f32 {\n  %0 = sparse_tensor.binary %x, %y : f32, f32 to f32\n    overlap = {}\n    left = {\n    ^bb0(%a: f32):\n      "x.end"(%a) : (f32) -> ()\n    }\n    right = identity\n  return %0 : f32\n}\n',
        ["left region must end with sparse_tensor.yield"],
    ),
    "present_argument_type": (
        "func.func @u(%x: f32) -> f32 {\n  %0 = sparse_tensor.unary %x : f32 to f32\n    present = {\n    ^bb0(%a: i32):\n      %c = arith.constant 1.0 : f32\n      sparse_tensor.yield %c : f32\n    }\n    absent = {}\n  return %0 : f32\n}\n",
        ["present region argument 1 type mismatch"],
    ),
    "absent_arity": (
        "func.func @u(%x: f32) -> f32 {\n  %0 = sparse_tensor.unary %x : f32 to f32\n    present = {}\n    absent = {\n    ^bb0(%a: f32):\n      sparse_tensor.yield %a : f32\n    }\n  return %0 : f32\n}\n",
        ["absent region must have exactly 0 arguments"],
    ),
    "reduce_yield_type": (
        "func.func @r(%x: f32, %y: f32, %z: f32) -> f32 {\n  %0 = sparse_tensor.reduce %x, %y, %z : f32 {\n  ^bb0(%a: f32, %b: f32):\n    %c = arith.constant 0 : i32\n    sparse_tensor.yield %c : i32\n  }\n  return %0 : f32\n}\n",
        ["reduce region yield type mismatch"],
    ),
    "reduce_arity": (
        "func.func @r(%x: f32, %y: f32, %z: f32) -> f32 {\n  %0 = sparse_tensor.reduce %x, %y, %z : f32 {\n  ^bb0(%a: f32, %b: f32, %d: f32):\n    sparse_tensor.yield %a : f32\n  }\n  return %0 : f32\n}\n",
        ["reduce region must have exactly 2 arguments"],
    ),
    "singleton_first": (
        "#S = #sparse_tensor.encoding<{ map = (d0) -> (d0 : singleton) }>\nfunc.func @e(%t: tensor<4xf32, #S>) {\n  return\n}\n",
        ["expected compressed or loose_compressed level before singleton level"],
    ),
    "unexpected_key": (
        "#S = #sparse_tensor.encoding<{ lvls = 1 }>\nfunc.func @e(%t: tensor<4xf32, #S>) {\n  return\n}\n",
        ["unexpected key: lvls"],
    ),
    "no_levels": (
        "#S = #sparse_tensor.encoding<{ crdWidth = 16 }>\nfunc.func @e(%t: tensor<4xf32, #S>) {\n  return\n}\n",
        ["expected a non-empty array for lvlTypes"],
    ),
    "dense_with_properties": (
        "#S = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense(nonunique)) }>\nfunc.func @e(%t: tensor<4xf32, #S>) {\n  return\n}\n",
        ["invalid level type: level format doesn't support the properties"],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


def test_encoding_alias_is_sparse() -> None:
    """Encodings print through the alias stem the dialect gives them (core printer's
    DIALECT_ALIASES), numbered in order of first use."""
    text = CASES["encodings"][1]
    assert text.startswith("#sparse = #sparse_tensor.encoding<")
    assert "\n#sparse1 = " in text and "tensor<8x8xf32, #sparse1>" in text


def test_iteration_space_type_reads_its_ods_format() -> None:
    """!sparse_tensor.iter_space's ODS format (custom<LevelRange>) is read once the plug-in
    provides the directive: one level prints alone, several as a range."""
    text = CASES["iteration_spaces"][1]
    assert "!sparse_tensor.iter_space<#sparse, lvls = 0>" in text
    assert "!sparse_tensor.iter_space<#sparse, lvls = 0 to 2>" in text


def test_valid_ops_pass_the_verifiers() -> None:
    """IR mlir-opt-22 accepts (compress, crd_translate both ways, sort) passes."""
    assert (
        error_messages(
            "#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\n#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>\nfunc.func @ok(%v: memref<?xf64>, %f: memref<?xi1>, %a: memref<?xindex>, %c: index, %t: tensor<8x8xf64, #CSR>, %i: index, %n: index, %xy: memref<?xindex>) -> tensor<8x8xf64, #CSR> {\n  %0 = sparse_tensor.compress %v, %f, %a, %c into %t[%i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<8x8xf64, #CSR>\n  %l0, %l1, %l2, %l3 = sparse_tensor.crd_translate dim_to_lvl [%i, %i] as #BSR : index, index, index, index\n  %d0, %d1 = sparse_tensor.crd_translate lvl_to_dim [%l0, %l1, %l2, %l3] as #BSR : index, index\n  sparse_tensor.sort quick_sort %n, %xy {ny = 1 : index, perm_map = affine_map<(i, j) -> (j, i)>} : memref<?xindex>\n  return %0 : tensor<8x8xf64, #CSR>\n}\n"
        )
        == []
    )


def test_assemble_fields_per_storage() -> None:
    """assemble takes the buffers the encoding stores: positions and coordinates of a
    compressed level, one coordinate array for an array-of-structures COO region, one per
    level for a structure-of-arrays one; mlir-opt-22 accepts all of these."""
    assert (
        error_messages(
            "#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 32, crdWidth = 32 }>\n#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>\n#SOA = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton(soa)) }>\n#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>\nfunc.func @ok(%values: tensor<6xf64>, %pos: tensor<2xi32>, %coords: tensor<6xi32>, %p: tensor<2xindex>, %c2: tensor<6x2xindex>, %c: tensor<6xindex>) {\n  %0 = sparse_tensor.assemble (%pos, %coords), %values : (tensor<2xi32>, tensor<6xi32>), tensor<6xf64> to tensor<100xf64, #SV>\n  %1 = sparse_tensor.assemble (%p, %c2), %values : (tensor<2xindex>, tensor<6x2xindex>), tensor<6xf64> to tensor<10x10xf64, #COO>\n  %2 = sparse_tensor.assemble (%p, %c, %c), %values : (tensor<2xindex>, tensor<6xindex>, tensor<6xindex>), tensor<6xf64> to tensor<10x10xf64, #SOA>\n  %3 = sparse_tensor.assemble (%p, %c), %values : (tensor<2xindex>, tensor<6xindex>), tensor<6xf64> to tensor<10x10xf64, #CSR>\n  return\n}\n"
        )
        == []
    )
