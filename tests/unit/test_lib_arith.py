"""The standard library's arith, math and ub dialects: custom forms as mlir-opt-22 prints
them, and the checks that MLIR writes in C++ (cast compatibility, elementwise shapes,
select's condition, arith.constant), with MLIR's messages."""

from __future__ import annotations

import pytest

from irdl.runtime.library import Context

from .lib_support import func, run


def test_every_op_is_declared() -> None:
    ctx = Context()
    arith, math, ub = ctx.dialect("arith"), ctx.dialect("math"), ctx.dialect("ub")
    assert arith is not None and math is not None and ub is not None
    assert not arith.partial and not math.partial and not ub.partial
    assert len(arith.ops) == 51 and len(math.ops) == 46
    assert {"ub.poison", "ub.unreachable"} == set(ub.ops)


def test_math_first_keeps_arith_whole() -> None:
    # math's file names #arith.fastmath through a piece of arith that is not registered
    printed, errors = run(
        func("%a: f32", "  %0 = math.sin %a fastmath<fast> : f32\n  %1 = arith.addf %a, %0 : f32")
    )
    assert not errors and printed is not None
    assert "%1 = arith.addf %arg0, %0 : f32" in printed


@pytest.mark.parametrize(
    "ops,args,expected",
    [
        ("%0 = arith.truncf %a downward fastmath<fast> : f64 to f32", "%a: f64",
         "%0 = arith.truncf %arg0 downward fastmath<fast> : f64 to f32"),
        ('%0 = arith.truncf %a "upward" : f64 to f32', "%a: f64",
         "%0 = arith.truncf %arg0 upward : f64 to f32"),
        ("%0 = arith.select %c, %v, %v : vector<4xi1>, vector<4xi32>",
         "%c: vector<4xi1>, %v: vector<4xi32>",
         "%0 = arith.select %arg0, %arg1, %arg1 : vector<4xi1>, vector<4xi32>"),
        ("%0 = arith.select %b, %v, %v {x} : vector<4xi32>", "%b: i1, %v: vector<4xi32>",
         "%0 = arith.select %arg0, %arg1, %arg1 {x} : vector<4xi32>"),
        ("%0:2 = arith.addui_extended %a, %a : i32, i1\n  %1:2 = arith.addui_extended %a, %a"
         " : i32, i1", "%a: i32",
         "%sum_0, %overflow_1 = arith.addui_extended %arg0, %arg0 : i32, i1"),
        ("%0:2 = math.sincos %f : f32", "%f: f32", "%sin, %cos = math.sincos %arg0 : f32"),
        ("%0 = arith.divsi %a, %a exact : i32", "%a: i32",
         "%0 = arith.divsi %arg0, %arg0 exact : i32"),
        ("%0 = math.clampf %f to [%f, %f] : f32", "%f: f32",
         "%0 = math.clampf %arg0 to [%arg0, %arg0] : f32"),
        ("%0 = ub.poison <#ub.poison> : i32", "", "%0 = ub.poison : i32"),
    ],
)  # fmt: skip
def test_custom_form(ops: str, args: str, expected: str) -> None:
    printed, errors = run(func(args, "  " + ops))
    assert not errors
    assert printed is not None and expected in printed


def test_generic_form_keeps_enum_values_and_defaults() -> None:
    printed, _ = run(
        func(
            "%a: f64",
            "  %0 = arith.truncf %a to_nearest_away : f64 to f32\n"
            "  %1 = arith.cmpf uno, %a, %a : f64\n  %2 = ub.poison : f64",
        ),
        generic=True,
    )
    assert printed is not None
    assert "<{roundingmode = 4 : i32}>" in printed
    assert "<{fastmath = #arith.fastmath<none>, predicate = 14 : i64}>" in printed
    assert '"ub.poison"() <{value = #ub.poison}>' in printed


@pytest.mark.parametrize(
    "ops,args,message",
    [
        ("%0 = arith.extui %a : i32 to i32", "%a: i32",
         "'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible"),
        ("%0 = arith.extf %a : f16 to bf16", "%a: f16",
         "'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible"),
        ('%0 = arith.sitofp %a : tensor<4xi32, "a"> to tensor<4xf32, "b">',
         '%a: tensor<4xi32, "a">',
         "'arith.sitofp' op operand type 'tensor<4xi32, \"a\">' and result type "
         "'tensor<4xf32, \"b\">' are cast incompatible"),
        ("%0 = arith.scaling_extf %a, %s : f32, f8E8M0FNU to f16", "%a: f32, %s: f8E8M0FNU",
         "'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are "
         "cast incompatible"),
        ("%0 = arith.index_cast %a : i32 to i64", "%a: i32",
         "'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible"),
        ("%0 = arith.bitcast %a : memref<4xf32> to memref<4xi64>", "%a: memref<4xf32>",
         "'arith.bitcast' op operand type 'memref<4xf32>' and result type 'memref<4xi64>' are "
         "cast incompatible"),
        ("%0 = arith.extui %a : tensor<4xi32> to tensor<?xi64>", "%a: tensor<4xi32>",
         "'arith.extui' op failed to verify that input and output have the same tensor "
         "dimensions"),
        ('%0 = "arith.addi"(%v, %t) : (vector<4xi32>, tensor<4xi32>) -> vector<4xi32>',
         "%v: vector<4xi32>, %t: tensor<4xi32>",
         "'arith.addi' op all non-scalar operands/results must have the same shape and base "
         "type"),
        ("%0:2 = arith.addui_extended %v, %v : vector<8xi32>, i1", "%v: vector<8xi32>",
         "'arith.addui_extended' op if an operand is non-scalar, then all results must be "
         "non-scalar"),
        ("%0 = arith.index_cast %a : memref<4xi32> to vector<4xindex>", "%a: memref<4xi32>",
         "'arith.index_cast' op if a result is non-scalar, then at least one operand must be "
         "non-scalar"),
        ("%0 = arith.select %c, %t, %t : tensor<i1>, tensor<2xi64>",
         "%c: tensor<i1>, %t: tensor<2xi64>",
         "'arith.select' op failed to verify that condition is signless i1 or has matching "
         "shape"),
        ('%0 = arith.select %c, %t, %t : tensor<8xi1, "b">, tensor<8xi32, "f">',
         '%c: tensor<8xi1, "b">, %t: tensor<8xi32, "f">',
         "'arith.select' op expected condition type to have the same shape as the result type, "
         "expected 'tensor<8xi1, \"f\">', but got 'tensor<8xi1, \"b\">'"),
        ("%0 = arith.select %c, %t : i32", "%c: i1, %t: i32",
         "custom op 'arith.select' expected 3 operands"),
        ("%0 = arith.cmpi eq, %a, %a : f32", "%a: f32",
         "custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'"),
        ("%0 = math.isnan %a : i32", "%a: i32",
         "custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'"),
        ('%0 = arith.truncf %a "bogus" : f64 to f32', "%a: f64",
         "custom op 'arith.truncf' invalid roundingmode attribute specification: \"bogus\""),
        ('%0 = "arith.truncf"(%a) <{roundingmode = 7 : i32}> : (f64) -> f32', "%a: f64",
         "invalid properties {roundingmode = 7 : i32} for op arith.truncf: Invalid attribute "
         "`roundingmode` in property conversion: 7 : i32"),
        ('%0 = "arith.select"(%b, %a, %a) <{x}> : (i1, i32, i32) -> i32', "%b: i1, %a: i32",
         "invalid properties {x} for op arith.select: this operation does not support "
         "properties"),
        ("%0 = arith.constant 0 : ui32", "", "'arith.constant' op integer return type must be "
         "signless"),
        ("%0 = arith.constant dense<[0, 1]> : vector<[2]xi32>", "",
         "'arith.constant' op intializing scalable vectors with elements attribute is not "
         "supported unless it's a vector splat"),
        ('%0 = "ub.poison"() {value = 1 : i32} : () -> i32', "",
         "'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface "
         "instance"),
    ],
)  # fmt: skip
def test_errors(ops: str, args: str, message: str) -> None:
    printed, errors = run(func(args, "  " + ops))
    assert printed is None
    assert errors[0] == message


def test_scalable_splat_constant_is_accepted() -> None:
    printed, errors = run(func("", "  %0 = arith.constant dense<1> : vector<[2]xi32>"))
    assert not errors and printed is not None
