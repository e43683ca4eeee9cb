# ruff: noqa: E501
"""A format's ``\\n`` is MLIR's printNewline: a line break at the operation's own indentation
(custom directives around it write what C++ writes after it), recorded from mlir-opt-22."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "sparse_tensor_binary": (
        "func.func @f(%a: i32, %b: f64) -> f64 {\n  %0 = sparse_tensor.binary %a, %b : i32, f64 to f64\n    overlap={\n      ^bb0(%x: i32, %y: f64):\n        sparse_tensor.yield %y : f64\n    }\n    left={}\n    right=identity\n  return %0 : f64\n}\n",
        "module {\n  func.func @f(%arg0: i32, %arg1: f64) -> f64 {\n    %0 = sparse_tensor.binary %arg0, %arg1 : i32, f64 to f64\n     overlap = {\n    ^bb0(%arg2: i32, %arg3: f64):\n      sparse_tensor.yield %arg3 : f64\n    }\n     left = {\n    }\n     right = identity\n    return %0 : f64\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, f64) -> f64, sym_name = "f"}> ({\n  ^bb0(%arg0: i32, %arg1: f64):\n    %0 = "sparse_tensor.binary"(%arg0, %arg1) <{right_identity}> ({\n    ^bb0(%arg2: i32, %arg3: f64):\n      "sparse_tensor.yield"(%arg3) : (f64) -> ()\n    }, {\n    }, {\n    }) : (i32, f64) -> f64\n    "func.return"(%0) : (f64) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "cf_switch": (
        "func.func @f(%flag: i32) {\n  cf.switch %flag : i32, [\n    default: ^bb1,\n    42: ^bb2\n  ]\n^bb1:\n  return\n^bb2:\n  return\n}\n",
        "module {\n  func.func @f(%arg0: i32) {\n    cf.switch %arg0 : i32, [\n      default: ^bb1,\n      42: ^bb2\n    ]\n  ^bb1:  // pred: ^bb0\n    return\n  ^bb2:  // pred: ^bb0\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: i32):\n    "cf.switch"(%arg0)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n  ^bb1:  // pred: ^bb0\n    "func.return"() : () -> ()\n  ^bb2:  // pred: ^bb0\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "emitc_switch_global_verbatim": (
        'emitc.global @arr : !emitc.array<2xi32> = dense<[1, 2]>\nemitc.verbatim "extern \\"C\\" {"\nemitc.verbatim "}"\nfunc.func @s(%a: i32) {\n  emitc.switch %a : i32\n  case 2 {\n    emitc.yield\n  }\n  default {\n    emitc.yield\n  }\n  return\n}\n',
        'module {\n  emitc.global @arr : !emitc.array<2xi32> = dense<[1, 2]>\n  emitc.verbatim "extern \\22C\\22 {"\n  emitc.verbatim "}"\n  func.func @s(%arg0: i32) {\n    emitc.switch %arg0 : i32 \n    case 2 {\n      yield\n    }\n    default {\n    }\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "emitc.global"() <{initial_value = dense<[1, 2]> : tensor<2xi32>, sym_name = "arr", type = !emitc.array<2xi32>}> : () -> ()\n  "emitc.verbatim"() <{value = "extern \\22C\\22 {"}> : () -> ()\n  "emitc.verbatim"() <{value = "}"}> : () -> ()\n  "func.func"() <{function_type = (i32) -> (), sym_name = "s"}> ({\n  ^bb0(%arg0: i32):\n    "emitc.switch"(%arg0) <{cases = array<i64: 2>}> ({\n      "emitc.yield"() : () -> ()\n    }, {\n      "emitc.yield"() : () -> ()\n    }) : (i32) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])
