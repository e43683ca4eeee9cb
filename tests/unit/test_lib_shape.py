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
    "shape_of_inferred": (
        "func.func @r(%v: tensor<1x2xindex>) {\n  %0 = shape.shape_of %v : tensor<1x2xindex> -> tensor<3xindex>\n  return\n}\n",
        [
            "'shape.shape_of' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<3xindex>'",
            "'shape.shape_of' op failed to infer returned types",
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


# name -> (input, the errors mlir-opt-22 reports): the InferTypeOpInterface checks of the ops
# ODS gives no verifier (the generated file does not name ShapeConstShape / ShapeMeet yet).
INFERENCE_ERRORS = {
    "const_shape_count": (
        "func.func @c() {\n  %0 = shape.const_shape [4, 5, 6] : tensor<2xindex>\n  return\n}\n",
        [
            "'shape.const_shape' op inferred type(s) 'tensor<3xindex>' are incompatible with return type(s) of operation 'tensor<2xindex>'",
            "'shape.const_shape' op failed to infer returned types",
        ],
    ),
    "const_shape_dynamic": (
        "func.func @c() {\n  %0 = shape.const_shape [1, 2] : tensor<?xindex>\n  return\n}\n",
        [
            "'shape.const_shape' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<?xindex>'",
            "'shape.const_shape' op failed to infer returned types",
        ],
    ),
    "meet_kinds": (
        "func.func @m(%a: !shape.shape, %b: index) -> index {\n  %r = shape.meet %a, %b : !shape.shape, index -> index\n  return %r : index\n}\n",
        ["requires all sizes or shapes", "'shape.meet' op failed to infer returned types"],
    ),
    "meet_cardinality": (
        "func.func @m(%a: tensor<2xindex>, %b: tensor<3xindex>) -> tensor<?xindex> {\n  %r = shape.meet %a, %b : tensor<2xindex>, tensor<3xindex> -> tensor<?xindex>\n  return %r : tensor<?xindex>\n}\n",
        ["unequal shape cardinality", "'shape.meet' op failed to infer returned types"],
    ),
    "meet_index_tensor": (
        "func.func @m(%a: index, %b: tensor<2xindex>) -> index {\n  %r = shape.meet %a, %b : index, tensor<2xindex> -> index\n  return %r : index\n}\n",
        ["unequal shape cardinality", "'shape.meet' op failed to infer returned types"],
    ),
    "meet_result": (
        "func.func @m(%a: tensor<2xindex>, %b: tensor<2xindex>) -> tensor<3xindex> {\n  %r = shape.meet %a, %b : tensor<2xindex>, tensor<2xindex> -> tensor<3xindex>\n  return %r : tensor<3xindex>\n}\n",
        [
            "'shape.meet' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<3xindex>'",
            "'shape.meet' op failed to infer returned types",
        ],
    ),
    "meet_ok": (
        "func.func @m(%a: tensor<2xindex>, %b: tensor<?xindex>, %c: !shape.size, %d: index) {\n  %r = shape.meet %a, %b : tensor<2xindex>, tensor<?xindex> -> tensor<3xindex>\n  %s = shape.meet %c, %d : !shape.size, index -> index\n  %t = shape.meet %a, %a : tensor<2xindex>, tensor<2xindex> -> !shape.shape\n  return\n}\n",
        [],
    ),
}


@pytest.fixture
def inference(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plug-in's ShapeConstShape and ShapeMeet checks on their ops, where the generated
    file does not name them yet."""
    from irdl.plugin import VERIFIERS
    from irdl.runtime.library import LIBRARY

    infos = LIBRARY.load("shape")
    assert infos is not None
    for op, name in (("const_shape", "ShapeConstShape"), ("meet", "ShapeMeet")):
        info = infos[0].ops[f"shape.{op}"]
        first, then = info.verify, VERIFIERS[name].verify
        if first is not None and then is not None:
            monkeypatch.setattr(
                info, "verify", lambda o, d, c, f=first, t=then: f(o, d, c) and t(o, d, c)
            )


@pytest.mark.parametrize("name", sorted(INFERENCE_ERRORS))
def test_inference_errors_as_mlir_opt(name: str, inference: None) -> None:
    text, expected = INFERENCE_ERRORS[name]
    assert error_messages(text) == expected


# name -> (input, the error mlir-opt-22 reports on the operation carrying shape.lib)
LIB_ERRORS = {
    "not_symbol_table": (
        "func.func @fn(%arg: !shape.value_shape) -> !shape.shape {\n  %0 = shape.shape_of %arg {shape.lib = @fn} : !shape.value_shape -> !shape.shape\n  return %0 : !shape.shape\n}\n",
        "shape.lib attribute may only be on op implementing SymbolTable",
    ),
    "not_found": (
        "module attributes {shape.lib = @fn} { }\n",
        "shape function library @fn not found",
    ),
    "not_library": (
        "module attributes {shape.lib = @fn} {\n  func.func private @fn()\n}\n",
        "@fn required to be shape function library",
    ),
    "array_not_library": (
        "module attributes {shape.lib = [@fn]} {\n  func.func private @fn()\n}\n",
        "@fn does not refer to FunctionLibraryOp",
    ),
    "array_not_ref": (
        'module attributes {shape.lib = [@shape_lib, "shape_lib"]} {\n  shape.function_library @shape_lib {\n  } mapping {\n    test.op = @f\n  }\n}\n',
        "only SymbolRefAttr allowed in shape.lib attribute array",
    ),
    "array_duplicate": (
        "module attributes {shape.lib = [@shape_lib, @shape_lib]} {\n  shape.function_library @shape_lib {\n  } mapping {\n    test.op = @f\n  }\n}\n",
        'only one op to shape mapping allowed, found multiple for `"test.op"`',
    ),
    "other_value": (
        'module attributes {shape.lib = "x"} { }\n',
        "only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute",
    ),
}


def _lib_errors(text: str) -> list[str]:
    """The plug-in's shape.lib check (C++'s verifyOperationAttribute) on each operation
    carrying the attribute, outermost first (the core does not call it yet)."""
    from core.diagnostics import SourceFile
    from dialects_irdl.shape.verifiers import verify_operation_attribute
    from irdl.runtime.library import Context

    ctx = Context(True, False, False, False)
    module = ctx.parse(SourceFile("t.mlir", text)).module
    diags: list = []
    todo = [module]
    while todo:
        op = todo.pop(0)
        for key, value in op.attributes.items():
            verify_operation_attribute(op, key, value, diags, ctx)
        todo.extend(o for r in op.regions for b in r.blocks for o in b.ops)
    return [d.message for d in diags]


@pytest.mark.parametrize("name", sorted(LIB_ERRORS))
def test_lib_attribute_errors_as_mlir_opt(name: str) -> None:
    text, expected = LIB_ERRORS[name]
    assert _lib_errors(text) == [expected]


def test_const_size_result_name() -> None:
    """shape.const_size names its result after its value, as mlir-opt-22 (%c0, %c42)."""
    text = 'func.func @f() {\n  %a = "shape.const_size"() <{value = 0 : index}> : () -> !shape.size\n  %b = "shape.const_size"() <{value = 42 : index}> : () -> !shape.size\n  "x.use"(%a, %b) : (!shape.size, !shape.size) -> ()\n  return\n}\n'
    out = print_ir(text)
    assert "    %c0 = " in out and "    %c42 = " in out
    assert '"x.use"(%c0, %c42)' in out
