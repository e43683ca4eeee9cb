# ruff: noqa: E501
"""The shape dialect's plug-in (dialects_irdl/shape/): the ops whose parser and printer MLIR writes
in C++ (const_shape, assuming, reduce, function_library, func) read and print as mlir-opt-22
does (forms recorded below from mlir-opt-22), and the C++ verifiers report mlir-opt-22's
messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages, print_ir

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print). (Not here: a
# shape.reduce without initial values, printed `(%s, )`, which mlir-opt cannot read back.)
CASES = {
    "ops": (
        "shape.function_library @shape_lib {\n  shape.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {\n    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape\n    shape.return %0 : !shape.shape\n  }\n  shape.func private @g(%arg: !shape.value_shape) -> !shape.shape attributes {foo} {\n    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape\n    shape.return %0 : !shape.shape\n  }\n} mapping {\n  test.same_operand_result_type = @same_result_shape,\n  a.b = @g\n}\nshape.function_library @lib2 attributes {x = 1} {\n  shape.func @h() {\n    shape.return\n  }\n} mapping {\n}\nfunc.func @f(%w: !shape.witness, %s: !shape.shape, %c: !shape.size) {\n  %0 = shape.const_shape [1, 2] : !shape.shape\n  %1 = shape.const_shape [] : tensor<0xindex>\n  %2 = shape.const_shape {foo} [3] : !shape.shape\n  shape.assuming %w {\n  }\n  %3:2 = shape.assuming %w -> (!shape.shape, !shape.shape) {\n    shape.assuming_yield %s, %s : !shape.shape, !shape.shape\n  } {bar}\n  %4 = shape.reduce(%s, %c) : !shape.shape -> !shape.size {\n    ^bb0(%i: index, %d: !shape.size, %a: !shape.size):\n      shape.yield %a : !shape.size\n  } {x}\n  return\n}\n",
        "module {\n  shape.function_library @shape_lib {\n    func @same_result_shape(%arg0: !shape.value_shape) -> !shape.shape {\n      %0 = shape_of %arg0 : !shape.value_shape -> !shape.shape\n      return %0 : !shape.shape\n    }\n    func private @g(%arg0: !shape.value_shape) -> !shape.shape attributes {foo} {\n      %0 = shape_of %arg0 : !shape.value_shape -> !shape.shape\n      return %0 : !shape.shape\n    }\n  } mapping {a.b = @g, test.same_operand_result_type = @same_result_shape}\n  shape.function_library @lib2 attributes {x = 1 : i64} {\n    func @h() {\n      return\n    }\n  } mapping {}\n  func.func @f(%arg0: !shape.witness, %arg1: !shape.shape, %arg2: !shape.size) {\n    %0 = shape.const_shape [1, 2] : !shape.shape\n    %1 = shape.const_shape [] : tensor<0xindex>\n    %2 = shape.const_shape  {foo}[3] : !shape.shape\n    shape.assuming %arg0 {\n    }\n    %3:2 = shape.assuming %arg0 -> (!shape.shape, !shape.shape) {\n      shape.assuming_yield %arg1, %arg1 : !shape.shape, !shape.shape\n    } {bar}\n    %4 = shape.reduce(%arg1, %arg2) : !shape.shape -> !shape.size {\n    ^bb0(%arg3: index, %arg4: !shape.size, %arg5: !shape.size):\n      shape.yield %arg5 : !shape.size\n    } {x}\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "shape.function_library"() <{mapping = {a.b = @g, test.same_operand_result_type = @same_result_shape}, sym_name = "shape_lib"}> ({\n    "shape.func"() <{function_type = (!shape.value_shape) -> !shape.shape, sym_name = "same_result_shape"}> ({\n    ^bb0(%arg7: !shape.value_shape):\n      %6 = "shape.shape_of"(%arg7) : (!shape.value_shape) -> !shape.shape\n      "shape.return"(%6) : (!shape.shape) -> ()\n    }) : () -> ()\n    "shape.func"() <{function_type = (!shape.value_shape) -> !shape.shape, sym_name = "g", sym_visibility = "private"}> ({\n    ^bb0(%arg6: !shape.value_shape):\n      %5 = "shape.shape_of"(%arg6) : (!shape.value_shape) -> !shape.shape\n      "shape.return"(%5) : (!shape.shape) -> ()\n    }) {foo} : () -> ()\n  }) : () -> ()\n  "shape.function_library"() <{mapping = {}, sym_name = "lib2"}> ({\n    "shape.func"() <{function_type = () -> (), sym_name = "h"}> ({\n      "shape.return"() : () -> ()\n    }) : () -> ()\n  }) {x = 1 : i64} : () -> ()\n  "func.func"() <{function_type = (!shape.witness, !shape.shape, !shape.size) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !shape.witness, %arg1: !shape.shape, %arg2: !shape.size):\n    %0 = "shape.const_shape"() <{shape = dense<[1, 2]> : tensor<2xindex>}> : () -> !shape.shape\n    %1 = "shape.const_shape"() <{shape = dense<> : tensor<0xindex>}> : () -> tensor<0xindex>\n    %2 = "shape.const_shape"() <{shape = dense<3> : tensor<1xindex>}> {foo} : () -> !shape.shape\n    "shape.assuming"(%arg0) ({\n      "shape.assuming_yield"() : () -> ()\n    }) : (!shape.witness) -> ()\n    %3:2 = "shape.assuming"(%arg0) ({\n      "shape.assuming_yield"(%arg1, %arg1) : (!shape.shape, !shape.shape) -> ()\n    }) {bar} : (!shape.witness) -> (!shape.shape, !shape.shape)\n    %4 = "shape.reduce"(%arg1, %arg2) ({\n    ^bb0(%arg3: index, %arg4: !shape.size, %arg5: !shape.size):\n      "shape.yield"(%arg5) : (!shape.size) -> ()\n    }) {x} : (!shape.shape, !shape.size) -> !shape.size\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "reduce_arity": (
        "func.func @r(%s: !shape.shape, %i: !shape.size) {\n  %n = shape.reduce(%s, %i) : !shape.shape -> !shape.size {\n  ^bb0(%k: index, %e: !shape.size):\n    shape.yield %e : !shape.size\n  }\n  return\n}\n",
        ["'shape.reduce' op ReduceOp body is expected to have 3 arguments"],
    ),
    "reduce_index_arg": (
        "func.func @r(%s: !shape.shape, %i: !shape.size) {\n  %n = shape.reduce(%s, %i) : !shape.shape -> !shape.size {\n  ^bb0(%k: i32, %e: !shape.size, %a: !shape.size):\n    shape.yield %e : !shape.size\n  }\n  return\n}\n",
        ["'shape.reduce' op argument 0 of ReduceOp body is expected to be of IndexType"],
    ),
    "reduce_extent_of_shape": (
        "func.func @r(%s: !shape.shape, %i: !shape.size) {\n  %n = shape.reduce(%s, %i) : !shape.shape -> !shape.size {\n  ^bb0(%k: index, %e: index, %a: !shape.size):\n    shape.yield %a : !shape.size\n  }\n  return\n}\n",
        [
            "'shape.reduce' op argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType"
        ],
    ),
    "reduce_extent_of_tensor": (
        "func.func @r(%s: tensor<?xindex>, %i: index) {\n  %n = shape.reduce(%s, %i) : tensor<?xindex> -> index {\n  ^bb0(%k: index, %e: !shape.size, %a: index):\n    shape.yield %a : index\n  }\n  return\n}\n",
        [
            "'shape.reduce' op argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent tensor"
        ],
    ),
    "reduce_accumulator": (
        "func.func @r(%s: tensor<?xindex>, %i: index) {\n  %n = shape.reduce(%s, %i) : tensor<?xindex> -> index {\n  ^bb0(%k: index, %e: index, %a: i64):\n    shape.yield %k : index\n  }\n  return\n}\n",
        ["'shape.reduce' op type mismatch between argument 2 of ReduceOp body and initial value 0"],
    ),
    "yield_count": (
        "func.func @r(%s: tensor<?xindex>, %i: index) {\n  %n = shape.reduce(%s, %i) : tensor<?xindex> -> index {\n  ^bb0(%k: index, %e: index, %a: index):\n    shape.yield %k, %e : index, index\n  }\n  return\n}\n",
        ["'shape.yield' op number of operands does not match number of results of its parent"],
    ),
    "yield_types": (
        "func.func @r(%s: tensor<?xindex>, %i: index, %f: f32) {\n  %n = shape.reduce(%s, %i) : tensor<?xindex> -> index {\n  ^bb0(%k: index, %e: index, %a: index):\n    shape.yield %f : f32\n  }\n  return\n}\n",
        ["'shape.yield' op types mismatch between yield op and its parent"],
    ),
    "shape_of_error_value": (
        "func.func @r(%v: !shape.value_shape) {\n  %0 = shape.shape_of %v : !shape.value_shape -> tensor<?xindex>\n  return\n}\n",
        [
            "'shape.shape_of' op if at least one of the operands can hold error values then the result must be of type `shape` to propagate them"
        ],
    ),
    "rank_of_shape": (
        "func.func @r(%s: !shape.shape) {\n  %0 = shape.rank %s : !shape.shape -> index\n  return\n}\n",
        [
            "'shape.rank' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them"
        ],
    ),
    "add_of_size": (
        "func.func @r(%a: !shape.size, %b: index) {\n  %0 = shape.add %a, %b : !shape.size, index -> index\n  return\n}\n",
        [
            "'shape.add' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them"
        ],
    ),
    "broadcast_of_shapes": (
        "func.func @r(%a: !shape.shape, %b: tensor<?xindex>) {\n  %0 = shape.broadcast %a, %b : !shape.shape, tensor<?xindex> -> tensor<?xindex>\n  return\n}\n",
        [
            "'shape.broadcast' op if at least one of the operands can hold error values then the result must be of type `shape` to propagate them"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


def test_const_size_result_name() -> None:
    """shape.const_size names its result after its value, as mlir-opt-22 (%c0, %c42)."""
    text = 'func.func @f() {\n  %a = "shape.const_size"() <{value = 0 : index}> : () -> !shape.size\n  %b = "shape.const_size"() <{value = 42 : index}> : () -> !shape.size\n  "x.use"(%a, %b) : (!shape.size, !shape.size) -> ()\n  return\n}\n'
    out = print_ir(text)
    assert "    %c0 = " in out and "    %c42 = " in out
    assert '"x.use"(%c0, %c42)' in out
