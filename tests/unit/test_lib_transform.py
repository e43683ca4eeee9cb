# ruff: noqa: E501
"""The transform dialect's plug-in (dialects_irdl/transform/): the C++ form of
``transform.named_sequence``, ``ForeachMatchSymbols``, and the named sequence's verifier;
expectations recorded from mlir-opt-22."""

from __future__ import annotations

import pytest

from .lib_support import error_messages, print_ir

SOURCE = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %arg0 : !transform.any_op\n  }\n  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {\n    %0 = transform.foreach_match in %arg0 @m -> @a, @m -> @a : (!transform.any_op) -> !transform.any_op\n    %1 = transform.foreach_match restrict_root in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n"

# mlir-opt-22's prints of SOURCE (--mlir-print-op-on-diagnostic=false: it warns that @m is
# used twice)
CUSTOM = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %arg0 : !transform.any_op\n  }\n  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {\n    transform.yield \n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {\n    %updated_root = transform.foreach_match in %arg0 \n        @m -> @a, \n        @m -> @a : (!transform.any_op) -> !transform.any_op\n    %updated_root_0 = transform.foreach_match restrict_root in %arg0 \n        @m -> @a : (!transform.any_op) -> !transform.any_op\n    transform.yield \n  }\n}\n\n"
GENERIC = '"builtin.module"() ({\n  "transform.named_sequence"() <{arg_attrs = [{transform.readonly}], function_type = (!transform.any_op) -> !transform.any_op, sym_name = "m"}> ({\n  ^bb0(%arg2: !transform.any_op):\n    "transform.yield"(%arg2) : (!transform.any_op) -> ()\n  }) : () -> ()\n  "transform.named_sequence"() <{arg_attrs = [{transform.readonly}], function_type = (!transform.any_op) -> (), sym_name = "a"}> ({\n  ^bb0(%arg1: !transform.any_op):\n    "transform.yield"() : () -> ()\n  }) : () -> ()\n  "transform.named_sequence"() <{function_type = (!transform.any_op) -> (), sym_name = "__transform_main"}> ({\n  ^bb0(%arg0: !transform.any_op):\n    %0 = "transform.foreach_match"(%arg0) <{actions = [@a, @a], matchers = [@m, @m]}> : (!transform.any_op) -> !transform.any_op\n    %1 = "transform.foreach_match"(%arg0) <{actions = [@a], matchers = [@m], restrict_root}> : (!transform.any_op) -> !transform.any_op\n    "transform.yield"() : () -> ()\n  }) : () -> ()\n}) {transform.with_named_sequence} : () -> ()\n\n'


def test_named_sequence_and_foreach_match_print_as_mlir_opt() -> None:
    assert print_ir(SOURCE) == CUSTOM
    assert print_ir(SOURCE, generic=True) == GENERIC
    assert print_ir(CUSTOM) == CUSTOM
    assert print_ir(GENERIC, generic=True) == GENERIC


@pytest.mark.parametrize(
    "text, message",
    [
        (
            "module {\n  transform.named_sequence @s() {\n    transform.yield\n  }\n}\n",
            "expects the parent symbol table to have the 'transform.with_named_sequence' attribute",
        ),
        (
            "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%a: !transform.any_op {transform.readonly, transform.consumed})\n}\n",
            "argument #0 cannot be both readonly and consumed",
        ),
        (
            "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%a: !transform.any_op)\n}\n",
            "must provide consumed/readonly status for arguments of external or called ops",
        ),
        (
            "module attributes {transform.with_named_sequence} {\n  func.func private @foo()\n  transform.named_sequence @s() {\n    func.call @foo() : () -> ()\n  }\n}\n",
            "expected 'transform.yield' as terminator",
        ),
        (
            "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%a: !transform.any_op) {\n    transform.yield %a : !transform.any_op\n  }\n}\n",
            "expected terminator to have as many operands as the parent op has results",
        ),
        (
            'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%a: !transform.any_op) -> !transform.op<"builtin.module"> {\n    transform.yield %a : !transform.any_op\n  }\n}\n',
            "the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_op' vs '!transform.op<\"builtin.module\">')",
        ),
    ],
)
def test_named_sequence_verifier(text: str, message: str) -> None:
    assert error_messages(text) == [message]


# transform.with_pdl_patterns's body writes the transform dialect's operations bare (C++'s
# getDefaultDialect, registered by the plug-in), but only names with no other dot: mlir-opt-22
# (--mlir-print-assume-verified; its verifier, which the plug-in lacks, wants a sequence there)
# prints this so.
DEFAULT_DIALECT = 'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    transform.with_pdl_patterns %arg0 : !transform.any_op {\n    ^bb0(%arg1: !transform.any_op):\n      %0 = transform.structured.match ops{["foo"]} in %arg1 : (!transform.any_op) -> !transform.any_op\n      %1 = get_parent_op %0 : (!transform.any_op) -> !transform.any_op\n    }\n    transform.yield\n  }\n}\n'


DEFAULT_DIALECT_PRINTED = 'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    transform.with_pdl_patterns %arg0 : !transform.any_op {\n    ^bb0(%arg1: !transform.any_op):\n      %0 = transform.structured.match ops{["foo"]} in %arg1 : (!transform.any_op) -> !transform.any_op\n      %1 = get_parent_op %0 : (!transform.any_op) -> !transform.any_op\n    }\n    transform.yield \n  }\n}\n\n'


def test_default_dialect_elides_the_prefix_of_names_with_one_dot() -> None:
    import irdl

    module = irdl.Context().parse(DEFAULT_DIALECT)  # read and printed, not verified
    assert module.print() + "\n\n" == DEFAULT_DIALECT_PRINTED


# input -> mlir-opt-22's custom and generic prints: SemiFunctionType, TransformMatchDims
# ("sf"), ApplyRegisteredPassOptions ("ap", "ap2"), structured.split's C++ form ("sp")
FORMS = {
    "sf": (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}) {\n    %0 = transform.structured.generalize %arg0 : (!transform.any_op) -> !transform.any_op\n    %1 = transform.get_operand %arg0[0] : (!transform.any_op) -> !transform.any_value\n    %2 = transform.get_result %arg0[except(0, 1)] : (!transform.any_op) -> !transform.any_value\n    %3 = transform.get_result %arg0[all] : (!transform.any_op) -> !transform.any_value\n    %4 = transform.get_operand %arg0[-1, 2] : (!transform.any_op) -> !transform.any_value\n    transform.yield\n  }\n  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) -> !transform.param<i64> {\n    %r = transform.match.structured %arg0 : (!transform.any_op) -> !transform.param<i64> {\n    ^bb0(%a: !transform.any_op):\n      %k = transform.match.structured.rank %a : (!transform.any_op) -> !transform.param<i64>\n      %d = transform.match.structured.dim %a[0, 1] : (!transform.any_op) -> !transform.param<i64>\n      %i = transform.match.structured.input %a[all] : (!transform.any_op) -> !transform.any_op\n      transform.match.structured.yield %k : !transform.param<i64>\n    }\n    transform.match.structured %arg0 : !transform.any_op {\n    ^bb0(%a: !transform.any_op):\n      transform.match.structured.yield\n    }\n    transform.yield %r : !transform.param<i64>\n  }\n}\n",
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}) {\n    %0 = transform.structured.generalize %arg0 : (!transform.any_op) -> !transform.any_op\n    %1 = transform.get_operand %arg0[0] : (!transform.any_op) -> !transform.any_value\n    %2 = transform.get_result %arg0[except(0, 1)] : (!transform.any_op) -> !transform.any_value\n    %3 = transform.get_result %arg0[all] : (!transform.any_op) -> !transform.any_value\n    %4 = transform.get_operand %arg0[-1, 2] : (!transform.any_op) -> !transform.any_value\n    transform.yield \n  }\n  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) -> !transform.param<i64> {\n    %0 = transform.match.structured %arg0 : (!transform.any_op) -> !transform.param<i64> {\n    ^bb0(%arg1: !transform.any_op):\n      %1 = transform.match.structured.rank %arg1 : (!transform.any_op) -> !transform.param<i64>\n      %2 = transform.match.structured.dim %arg1[0, 1] : (!transform.any_op) -> !transform.param<i64>\n      %3 = transform.match.structured.input %arg1[all] : (!transform.any_op) -> !transform.any_op\n      transform.match.structured.yield %1 : !transform.param<i64>\n    }\n    transform.match.structured %arg0 : !transform.any_op {\n    ^bb0(%arg1: !transform.any_op):\n    }\n    transform.yield %0 : !transform.param<i64>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "transform.named_sequence"() <{arg_attrs = [{transform.consumed}], function_type = (!transform.any_op) -> (), sym_name = "s"}> ({\n  ^bb0(%arg3: !transform.any_op):\n    %4 = "transform.structured.generalize"(%arg3) : (!transform.any_op) -> !transform.any_op\n    %5 = "transform.get_operand"(%arg3) <{raw_position_list = array<i64: 0>}> : (!transform.any_op) -> !transform.any_value\n    %6 = "transform.get_result"(%arg3) <{is_inverted, raw_position_list = array<i64: 0, 1>}> : (!transform.any_op) -> !transform.any_value\n    %7 = "transform.get_result"(%arg3) <{is_all, raw_position_list = array<i64>}> : (!transform.any_op) -> !transform.any_value\n    %8 = "transform.get_operand"(%arg3) <{raw_position_list = array<i64: -1, 2>}> : (!transform.any_op) -> !transform.any_value\n    "transform.yield"() : () -> ()\n  }) : () -> ()\n  "transform.named_sequence"() <{arg_attrs = [{transform.readonly}], function_type = (!transform.any_op) -> !transform.param<i64>, sym_name = "m"}> ({\n  ^bb0(%arg0: !transform.any_op):\n    %0 = "transform.match.structured"(%arg0) ({\n    ^bb0(%arg2: !transform.any_op):\n      %1 = "transform.match.structured.rank"(%arg2) : (!transform.any_op) -> !transform.param<i64>\n      %2 = "transform.match.structured.dim"(%arg2) <{raw_dim_list = array<i64: 0, 1>}> : (!transform.any_op) -> !transform.param<i64>\n      %3 = "transform.match.structured.input"(%arg2) <{is_all, raw_position_list = array<i64>}> : (!transform.any_op) -> !transform.any_op\n      "transform.match.structured.yield"(%1) : (!transform.param<i64>) -> ()\n    }) : (!transform.any_op) -> !transform.param<i64>\n    "transform.match.structured"(%arg0) ({\n    ^bb0(%arg1: !transform.any_op):\n      "transform.match.structured.yield"() : () -> ()\n    }) : (!transform.any_op) -> ()\n    "transform.yield"(%0) : (!transform.param<i64>) -> ()\n  }) : () -> ()\n}) {transform.with_named_sequence} : () -> ()\n\n',
    ),
    "ap": (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}, %p: !transform.any_param {transform.readonly}) {\n    %0 = transform.apply_registered_pass "canonicalize" with options = {"top-down" = false, "max-iterations" = %p, "x" = [1, 2]} to %arg0 : (!transform.any_op, !transform.any_param) -> !transform.any_op\n    %1 = transform.apply_registered_pass "cse" with options = {} to %0 : (!transform.any_op) -> !transform.any_op\n    %2 = transform.apply_registered_pass "canonicalize" with options = {} to %1 : (!transform.any_op) -> !transform.any_op\n    %3 = transform.apply_registered_pass "canonicalize" with options = {top_down = "yes"} to %2 : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n',
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}, %arg1: !transform.any_param {transform.readonly}) {\n    %0 = transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = %arg1, "top-down" = false, "x" = [1 : i64, 2 : i64]} to %arg0 : (!transform.any_op, !transform.any_param) -> !transform.any_op\n    %1 = transform.apply_registered_pass "cse" to %0 : (!transform.any_op) -> !transform.any_op\n    %2 = transform.apply_registered_pass "canonicalize" to %1 : (!transform.any_op) -> !transform.any_op\n    %3 = transform.apply_registered_pass "canonicalize" with options = {"top_down" = "yes"} to %2 : (!transform.any_op) -> !transform.any_op\n    transform.yield \n  }\n}\n\n',
        '"builtin.module"() ({\n  "transform.named_sequence"() <{arg_attrs = [{transform.consumed}, {transform.readonly}], function_type = (!transform.any_op, !transform.any_param) -> (), sym_name = "s"}> ({\n  ^bb0(%arg0: !transform.any_op, %arg1: !transform.any_param):\n    %0 = "transform.apply_registered_pass"(%arg0, %arg1) <{options = {"max-iterations" = #transform.param_operand<index = 0 : i64>, "top-down" = false, x = [1, 2]}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.any_param) -> !transform.any_op\n    %1 = "transform.apply_registered_pass"(%0) <{options = {}, pass_name = "cse"}> : (!transform.any_op) -> !transform.any_op\n    %2 = "transform.apply_registered_pass"(%1) <{options = {}, pass_name = "canonicalize"}> : (!transform.any_op) -> !transform.any_op\n    %3 = "transform.apply_registered_pass"(%2) <{options = {top_down = "yes"}, pass_name = "canonicalize"}> : (!transform.any_op) -> !transform.any_op\n    "transform.yield"() : () -> ()\n  }) : () -> ()\n}) {transform.with_named_sequence} : () -> ()\n\n',
    ),
    "ap2": (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}, %p: !transform.any_param {transform.readonly}) {\n    %0 = transform.apply_registered_pass "canonicalize" with options = {"top-down" = false, "max-iterations" = %p, "x" = [1, [2, 2.0], {a = 1}], "z" = 3, "w" = {b = 1}, "v" = dense<1> : tensor<2xi64>} to %arg0 : (!transform.any_op, !transform.any_param) -> !transform.any_op\n    %1 = transform.apply_registered_pass "cse" with options = {} to %0 : (!transform.any_op) -> !transform.any_op\n    %2 = transform.apply_registered_pass "canonicalize" with options = {} to %1 : (!transform.any_op) -> !transform.any_op\n    %3 = transform.apply_registered_pass "canonicalize" with options = {top_down = "yes"} to %2 : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n',
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}, %arg1: !transform.any_param {transform.readonly}) {\n    %0 = transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = %arg1, "top-down" = false, "v" = dense<1> : tensor<2xi64>, "w" = {b = 1 : i64}, "x" = [1 : i64, [2 : i64, 2.000000e+00 : f64], {a = 1 : i64}], "z" = 3 : i64} to %arg0 : (!transform.any_op, !transform.any_param) -> !transform.any_op\n    %1 = transform.apply_registered_pass "cse" to %0 : (!transform.any_op) -> !transform.any_op\n    %2 = transform.apply_registered_pass "canonicalize" to %1 : (!transform.any_op) -> !transform.any_op\n    %3 = transform.apply_registered_pass "canonicalize" with options = {"top_down" = "yes"} to %2 : (!transform.any_op) -> !transform.any_op\n    transform.yield \n  }\n}\n\n',
        '"builtin.module"() ({\n  "transform.named_sequence"() <{arg_attrs = [{transform.consumed}, {transform.readonly}], function_type = (!transform.any_op, !transform.any_param) -> (), sym_name = "s"}> ({\n  ^bb0(%arg0: !transform.any_op, %arg1: !transform.any_param):\n    %0 = "transform.apply_registered_pass"(%arg0, %arg1) <{options = {"max-iterations" = #transform.param_operand<index = 0 : i64>, "top-down" = false, v = dense<1> : tensor<2xi64>, w = {b = 1 : i64}, x = [1, [2, 2.000000e+00], {a = 1 : i64}], z = 3 : i64}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.any_param) -> !transform.any_op\n    %1 = "transform.apply_registered_pass"(%0) <{options = {}, pass_name = "cse"}> : (!transform.any_op) -> !transform.any_op\n    %2 = "transform.apply_registered_pass"(%1) <{options = {}, pass_name = "canonicalize"}> : (!transform.any_op) -> !transform.any_op\n    %3 = "transform.apply_registered_pass"(%2) <{options = {top_down = "yes"}, pass_name = "canonicalize"}> : (!transform.any_op) -> !transform.any_op\n    "transform.yield"() : () -> ()\n  }) : () -> ()\n}) {transform.with_named_sequence} : () -> ()\n\n',
    ),
    "sp": (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}, %p: !transform.any_param {transform.readonly}) {\n    %0 = transform.structured.split %arg0 after 4 {dimension = 1} : !transform.any_op\n    %1 = transform.structured.split %0 after %p {dimension = 0, multiway} : !transform.any_op, !transform.any_param\n    transform.yield\n  }\n}\n",
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}, %arg1: !transform.any_param {transform.readonly}) {\n    %0 = transform.structured.split %arg0 after 4  {dimension = 1 : i64} : !transform.any_op\n    %1 = transform.structured.split %0 after %arg1  {dimension = 0 : i64, multiway} : !transform.any_op, !transform.any_param\n    transform.yield \n  }\n}\n\n",
        '"builtin.module"() ({\n  "transform.named_sequence"() <{arg_attrs = [{transform.consumed}, {transform.readonly}], function_type = (!transform.any_op, !transform.any_param) -> (), sym_name = "s"}> ({\n  ^bb0(%arg0: !transform.any_op, %arg1: !transform.any_param):\n    %0 = "transform.structured.split"(%arg0) <{dimension = 1 : i64, static_chunk_sizes = 4 : i64}> : (!transform.any_op) -> !transform.any_op\n    %1 = "transform.structured.split"(%0, %arg1) <{dimension = 0 : i64, multiway, static_chunk_sizes = -9223372036854775808 : i64}> : (!transform.any_op, !transform.any_param) -> !transform.any_op\n    "transform.yield"() : () -> ()\n  }) : () -> ()\n}) {transform.with_named_sequence} : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(FORMS))
def test_directives_print_as_mlir_opt(name: str) -> None:
    text, custom, generic = FORMS[name]
    assert print_ir(text) == custom
    assert print_ir(text, generic=True) == generic
    assert print_ir(custom) == custom
    assert print_ir(generic, generic=True) == generic


# PackedOrDynamicIndexList, MultitileSizesTypes, ContinuousTileSizeTypes; mlir-opt-22 names
# these operations' results after their groups (%tiled_op...), which the generated
# declarations do not say yet: the custom print is compared without the names.
TILING = (
    "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}, %p: !transform.any_param {transform.readonly}, %q: !transform.any_op {transform.readonly}) {\n    %0:2 = transform.structured.tile_using_forall %arg0 num_threads [2, %p, 4] : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n  transform.named_sequence @t(%arg0: !transform.any_op {transform.consumed}, %p: !transform.any_param {transform.readonly}) {\n    %0:2 = transform.structured.tile_using_forall %arg0 tile_sizes *(%p) : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n  transform.named_sequence @u(%arg0: !transform.any_op {transform.readonly}) {\n    %0:3 = transform.structured.multitile_sizes %arg0 {dimension = 0, target_size = 3} : (!transform.any_op) -> !transform.any_op\n    %1:2 = transform.structured.continuous_tile_sizes %arg0 {dimension = 0, target_size = 9} : (!transform.any_op) -> !transform.param<i64>\n    transform.yield\n  }\n}\n",
    "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}, %arg1: !transform.any_param {transform.readonly}, %arg2: !transform.any_op {transform.readonly}) {\n    %tiled_op, %forall_op = transform.structured.tile_using_forall %arg0 num_threads [2, %arg1, 4] : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)\n    transform.yield \n  }\n  transform.named_sequence @t(%arg0: !transform.any_op {transform.consumed}, %arg1: !transform.any_param {transform.readonly}) {\n    %tiled_op, %forall_op = transform.structured.tile_using_forall %arg0 tile_sizes *(%arg1) : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)\n    transform.yield \n  }\n  transform.named_sequence @u(%arg0: !transform.any_op {transform.readonly}) {\n    %low_size, %high_size, %split_point = transform.structured.multitile_sizes %arg0 {dimension = 0 : i64, target_size = 3 : i64} : (!transform.any_op) -> !transform.any_op\n    %tile_sizes, %chunk_sizes = transform.structured.continuous_tile_sizes %arg0 {dimension = 0 : i64, target_size = 9 : i64} : (!transform.any_op) -> !transform.param<i64>\n    transform.yield \n  }\n}\n\n",
    '"builtin.module"() ({\n  "transform.named_sequence"() <{arg_attrs = [{transform.consumed}, {transform.readonly}, {transform.readonly}], function_type = (!transform.any_op, !transform.any_param, !transform.any_op) -> (), sym_name = "s"}> ({\n  ^bb0(%arg3: !transform.any_op, %arg4: !transform.any_param, %arg5: !transform.any_op):\n    %3:2 = "transform.structured.tile_using_forall"(%arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_num_threads = array<i64: 2, -9223372036854775808, 4>}> : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)\n    "transform.yield"() : () -> ()\n  }) : () -> ()\n  "transform.named_sequence"() <{arg_attrs = [{transform.consumed}, {transform.readonly}], function_type = (!transform.any_op, !transform.any_param) -> (), sym_name = "t"}> ({\n  ^bb0(%arg1: !transform.any_op, %arg2: !transform.any_param):\n    %2:2 = "transform.structured.tile_using_forall"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, static_tile_sizes = array<i64>}> : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)\n    "transform.yield"() : () -> ()\n  }) : () -> ()\n  "transform.named_sequence"() <{arg_attrs = [{transform.readonly}], function_type = (!transform.any_op) -> (), sym_name = "u"}> ({\n  ^bb0(%arg0: !transform.any_op):\n    %0:3 = "transform.structured.multitile_sizes"(%arg0) <{dimension = 0 : i64, divisor = 1 : i64, target_size = 3 : i64}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)\n    %1:2 = "transform.structured.continuous_tile_sizes"(%arg0) <{dimension = 0 : i64, target_size = 9 : i64}> : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)\n    "transform.yield"() : () -> ()\n  }) : () -> ()\n}) {transform.with_named_sequence} : () -> ()\n\n',
)


def test_tiling_directives_print_as_mlir_opt() -> None:
    import re

    text, custom, generic = TILING
    assert print_ir(text, generic=True) == generic
    ours = [line.split(" = ", 1)[-1] for line in print_ir(text).splitlines()]
    theirs = [line.split(" = ", 1)[-1] for line in custom.splitlines()]
    assert ours == theirs
    assert re.search(r"tile_sizes \*\(%arg1\) :", print_ir(text))


def test_transform_type_interfaces_are_checked() -> None:
    # the predicate library knows transform's type interfaces (and pdl's types)
    text = (
        "module attributes {transform.with_named_sequence} {\n"
        "  transform.named_sequence @m(%e: !transform.any_op) -> () {\n"
        "    %c = transform.param.constant 1 : i64 -> !transform.param<i64>\n"
        "    transform.print %c : !transform.param<i64>\n"
        "    transform.yield\n"
        "  }\n"
        "}\n"
    )
    assert error_messages(text) == [
        "'transform.print' op operand #0 must be TransformHandleTypeInterface instance, "
        "but got '!transform.param<i64>'"
    ]
    assert error_messages('"pdl.type"() : () -> !pdl.range<operation>\n') == [
        "'pdl.type' op result #0 must be PDL handle to an `mlir::Type`, but got "
        "'!pdl.range<operation>'"
    ]


# transform.with_pdl_patterns and transform.sequence (PossibleTopLevelTransformOpTrait and
# their own checks): input, mlir-opt-22's errors and notes
TOP_LEVEL = [
    (
        'transform.with_pdl_patterns {\n^bb0(%arg0: !transform.any_op):\n  "test.something"() : () -> ()\n}\n',
        [
            "'transform.with_pdl_patterns' op expects only pattern and top-level transform ops in its body"
        ],
        ["offending op"],
    ),
    (
        "transform.with_pdl_patterns {\n^bb0(%arg0: !transform.any_op):\n  transform.with_pdl_patterns %arg0 : !transform.any_op {\n  ^bb1(%arg1: !transform.any_op):\n  }\n}\n",
        ["'transform.with_pdl_patterns' op cannot be nested"],
        ["parent operation"],
    ),
    (
        "transform.with_pdl_patterns {\n^bb0(%arg0: !transform.any_op):\n}\n",
        ["'transform.with_pdl_patterns' op expects at least one non-pattern op"],
        [],
    ),
    (
        "transform.with_pdl_patterns {\n^bb0(%arg0: !transform.any_op):\n  transform.with_pdl_patterns %arg0 : !transform.any_op {\n  ^bb1(%arg1: !transform.any_op):\n  }\n  transform.with_pdl_patterns %arg0 : !transform.any_op {\n  ^bb1(%arg1: !transform.any_op):\n  }\n}\n",
        ["'transform.with_pdl_patterns' op expects only one non-pattern op in its body"],
        ["first non-pattern op", "second non-pattern op"],
    ),
    (
        "transform.with_pdl_patterns {\n}\n",
        [
            "'transform.with_pdl_patterns' op region #0 ('body') failed to verify constraint: region with 1 blocks"
        ],
        [],
    ),
    (
        "transform.with_pdl_patterns {\n^bb0(%arg0: !transform.any_param):\n}\n",
        [
            "'transform.with_pdl_patterns' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface"
        ],
        [],
    ),
    (
        "transform.with_pdl_patterns {\n^bb0(%arg0: !transform.any_op, %arg1: i32):\n}\n",
        [
            "'transform.with_pdl_patterns' op expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface"
        ],
        ["argument #1 does not"],
    ),
    (
        '%0 = "test.generate_something"() : () -> !transform.any_op\ntransform.with_pdl_patterns %0 : !transform.any_op {\n^bb0(%arg0: !transform.any_op):\n}\n',
        ["'transform.with_pdl_patterns' op expects at least one non-pattern op"],
        [],
    ),
    (
        '"transform.with_pdl_patterns"() ({\n^bb0(%arg0: !transform.any_op):\n  "test.x"() : () -> ()\n^bb1:\n  "test.x"() : () -> ()\n}) : () -> ()\n',
        [
            "'transform.with_pdl_patterns' op region #0 ('body') failed to verify constraint: region with 1 blocks"
        ],
        [],
    ),
    (
        '%0 = "test.generate_something"() : () -> !transform.op<"x.y">\ntransform.with_pdl_patterns %0 : !transform.op<"x.y"> {\n^bb0(%arg0: !transform.any_op):\n}\n',
        [
            "'transform.with_pdl_patterns' op expects the type of the block argument to match the type of the operand"
        ],
        [],
    ),
    (
        '%0 = "test.generate_something"() : () -> !transform.any_op\n"transform.sequence"(%0) ({\n^bb0(%arg0: !transform.any_op):\n  "transform.yield"() : () -> ()\n}) {failure_propagation_mode = 1 : i32, operandSegmentSizes = array<i32: 0, 1>} : (!transform.any_op) -> ()\n',
        ["'transform.sequence' op does not expect extra operands when used as top-level"],
        [],
    ),
]


@pytest.mark.parametrize("text, errors, notes", TOP_LEVEL)
def test_top_level_ops_verifiers(text: str, errors: list[str], notes: list[str]) -> None:
    from core.diagnostics import Severity, SourceFile
    from irdl.tool.process import process_buffer

    _, diags = process_buffer(SourceFile("t.mlir", text), generic=False, debuginfo=False,
                              allow_unregistered=True)  # fmt: skip
    assert [d.message for d in diags if d.severity is Severity.ERROR] == errors
    found = [n.message for d in diags for n in d.notes]
    assert [n for n in found if not n.startswith("see current operation")] == notes


# foreach_match's result names (C++'s getAsmResultNames), as mlir-opt-22 prints them
YIELDED = (
    "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %arg0 : !transform.any_op\n  }\n  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) -> (!transform.any_param, !transform.any_param) {\n    %p = transform.param.constant 1 : i64 -> !transform.any_param\n    transform.yield %p, %p : !transform.any_param, !transform.any_param\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {\n    %0:3 = transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> (!transform.any_op, !transform.any_param, !transform.any_param)\n    transform.yield\n  }\n}\n",
    "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %arg0 : !transform.any_op\n  }\n  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) -> (!transform.any_param, !transform.any_param) {\n    %0 = transform.param.constant 1 : i64 -> !transform.any_param\n    transform.yield %0, %0 : !transform.any_param, !transform.any_param\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {\n    %updated_root, %yielded, %yielded_0 = transform.foreach_match in %arg0 \n        @m -> @a : (!transform.any_op) -> (!transform.any_op, !transform.any_param, !transform.any_param)\n    transform.yield \n  }\n}\n\n",
)


def test_foreach_match_result_names() -> None:
    assert print_ir(YIELDED[0]) == YIELDED[1]


@pytest.mark.parametrize(
    "text, errors",
    [
        (
            'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %arg0 : !transform.any_op\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {\n    %0 = "transform.foreach_match"(%arg0) <{actions = [@m], matchers = [@m, @m]}> : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n',
            ["'transform.foreach_match' op expected the same number of matchers and actions"],
        ),
        (
            'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {\n    %0 = "transform.foreach_match"(%arg0) <{actions = [], matchers = []}> : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n',
            ["'transform.foreach_match' op expected at least one match/action pair"],
        ),
    ],
)
def test_foreach_match_verifier(text: str, errors: list[str]) -> None:
    assert error_messages(text) == errors


@pytest.mark.parametrize(
    "text, message",
    [
        (
            '"transform.named_sequence"() <{arg_attrs = [{transform.readonly}], function_type = (i1, i1) -> (), sym_name = "a"}> ({}) : () -> ()\n',
            "'transform.named_sequence' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2",
        ),
        (
            '"transform.named_sequence"() <{res_attrs = [{a}], function_type = (i1) -> (), sym_name = "a", arg_attrs = [{transform.readonly}]}> ({}) : () -> ()\n',
            "'transform.named_sequence' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0",
        ),
    ],
)
def test_named_sequence_attribute_arrays(text: str, message: str) -> None:
    assert error_messages(text) == [message]


# foreach_match's symbol checks: input, mlir-opt-22's errors
FOREACH_MATCH_SYMBOLS = [
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %a : !transform.any_op\n  }\n  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {\n    transform.foreach_match in %arg0 @foo -> @a : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n",
        ["unresolved matcher symbol @foo"],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %a : !transform.any_op\n  }\n  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {\n    transform.foreach_match in %arg0 @m -> @bar : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n",
        ["unresolved action symbol @bar"],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %a : !transform.any_op\n  }\n  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {\n    transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n",
        ["the number of operands (1) doesn't match the number of matcher arguments (2) for @m"],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.consumed}) -> !transform.any_op {\n    transform.yield %a : !transform.any_op\n  }\n  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {\n    transform.foreach_match in %arg0, %arg0 @m -> @a : (!transform.any_op, !transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n",
        ["'transform.foreach_match' op does not expect matcher symbol to consume its operand #1"],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}, %b: !transform.any_param {transform.readonly}) -> !transform.any_op {\n    transform.yield %a : !transform.any_op\n  }\n  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {\n    transform.foreach_match in %arg0, %arg0 @m -> @a : (!transform.any_op, !transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n",
        ["mismatching type interfaces for operand and matcher argument #1 of matcher @m"],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %a : !transform.any_op\n  }\n  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %a : !transform.any_op\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {\n    transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n",
        [
            "the number of action results (1) for @a doesn't match the number of extra op results (0)"
        ],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {\n    transform.yield %a : !transform.any_op\n  }\n  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) -> !transform.any_param {\n    %p = transform.param.constant 1 : i64 -> !transform.any_param\n    transform.yield %p : !transform.any_param\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {\n    %0:2 = transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}\n",
        ["mismatching type interfaces for action result #0 of action @a and op result"],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {\n    transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n",
        ["mismatching number of matcher results and action arguments between @m (0) and @a (1)"],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_param {\n    %p = transform.param.constant 1 : i64 -> !transform.any_param\n    transform.yield %p : !transform.any_param\n  }\n  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {\n    transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n}\n",
        [
            "mismatching type interfaces for matcher result and action argument #0of matcher @m and action @a"
        ],
    ),
]


@pytest.mark.parametrize("text, errors", FOREACH_MATCH_SYMBOLS)
def test_foreach_match_symbol_uses(text: str, errors: list[str]) -> None:
    assert error_messages(text) == errors


# get_operand/get_result position lists, !transform.param's element: input, mlir-opt-22's
# errors (none for [1, 2, 1]: C++ only compares neighbours)
POSITIONS_AND_PARAMS = [
    (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = "transform.get_operand"(%arg0) <{is_all, is_inverted, raw_position_list = array<i64>}> : (!transform.any_op) -> !transform.any_value\n    transform.yield\n  }\n}\n',
        ["'transform.get_operand' op cannot request both 'all' and 'inverted' values in the list"],
    ),
    (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = "transform.get_result"(%arg0) <{is_all, raw_position_list = array<i64: 1>}> : (!transform.any_op) -> !transform.any_value\n    transform.yield\n  }\n}\n',
        ["'transform.get_result' op cannot both request 'all' and specific values in the list"],
    ),
    (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = "transform.get_result"(%arg0) <{raw_position_list = array<i64>}> : (!transform.any_op) -> !transform.any_value\n    transform.yield\n  }\n}\n',
        [
            "'transform.get_result' op must request specific values in the list if 'all' is not specified"
        ],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = transform.get_result %arg0[1, 2, 1] : (!transform.any_op) -> !transform.any_value\n    transform.yield\n  }\n}\n",
        [],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = transform.get_operand %arg0[except(1, 1)] : (!transform.any_op) -> !transform.any_value\n    transform.yield\n  }\n}\n",
        ["'transform.get_operand' op expected the listed values to be unique"],
    ),
    (
        '"test.op"() {a = !transform.param<f32>} : () -> ()\n"transform.param.constant"() <{value = 1 : i64}> : () -> !transform.param<f32>\n',
        ["only supports integer types with width <=64"],
    ),
    (
        '"test.op"() {a = !transform.param<i65>} : () -> ()\n',
        ["only supports integer types with width <=64"],
    ),
]


@pytest.mark.parametrize("text, errors", POSITIONS_AND_PARAMS)
def test_positions_and_param_type(text: str, errors: list[str]) -> None:
    assert error_messages(text) == errors


# transform.foreach: input, mlir-opt-22's errors
FOREACH = [
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}) {\n    %0:2 = transform.foreach %arg0 : !transform.any_op -> !transform.any_op, !transform.any_value {\n    ^bb1(%a: !transform.any_op, %b: !transform.any_value):\n      transform.yield %a, %b : !transform.any_op, !transform.any_value\n    }\n    transform.yield\n  }\n}\n",
        [
            "'transform.foreach' op expects the same number of targets as the body has block arguments"
        ],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}) {\n    %0 = transform.foreach %arg0 : !transform.any_op -> !transform.any_value {\n    ^bb1(%b: !transform.any_value):\n      transform.yield %b : !transform.any_value\n    }\n    transform.yield\n  }\n}\n",
        [
            "'transform.foreach' op expects co-indexed targets and the body's block arguments to have the same op/value/param type"
        ],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}) {\n    %0:2 = transform.foreach %arg0 : !transform.any_op -> !transform.any_op, !transform.any_op {\n    ^bb1(%a: !transform.any_op):\n      transform.yield %a : !transform.any_op\n    }\n    transform.yield\n  }\n}\n",
        [
            "'transform.foreach' op expects the same number of results as the yield terminator has operands"
        ],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}) {\n    %0:2 = transform.foreach %arg0, %v : !transform.any_op, !transform.any_value -> !transform.any_op, !transform.any_value {\n    ^bb1(%a: !transform.any_op, %b: !transform.any_value):\n      transform.yield %b, %a : !transform.any_value, !transform.any_op\n    }\n    transform.yield\n  }\n}\n",
        [
            "'transform.foreach' op expects co-indexed results and yield operands to have the same op/value/param type"
        ],
    ),
    (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}) {\n    %0 = transform.foreach %arg0 : !transform.any_op -> !transform.op<"x.y"> {\n    ^bb1(%a: !transform.any_op):\n      transform.yield %a : !transform.any_op\n    }\n    transform.yield\n  }\n}\n',
        [
            "'transform.foreach' op expects co-indexed results and yield operands to have the same op/value/param type"
        ],
    ),
]


@pytest.mark.parametrize("text, errors", FOREACH)
def test_foreach_verifier(text: str, errors: list[str]) -> None:
    assert error_messages(text) == errors


# num_associations and split_handle: input, mlir-opt-22's errors
HANDLES = [
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = transform.num_associations %arg0 : (!transform.any_op) -> !transform.param<i32>\n    transform.yield\n  }\n}\n",
        [
            "expected the type of the parameter attribute ('i64') to match the parameter type ('i32')"
        ],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = transform.num_associations %arg0 : (!transform.any_op) -> !transform.any_param\n    transform.yield\n  }\n}\n",
        [],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = transform.num_associations %arg0 : (!transform.any_op) -> !transform.param<i64>\n    transform.yield\n  }\n}\n",
        [],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}) {\n    %0:2 = transform.split_handle %arg0 {pass_through_empty_handle = true, overflow_result = 2} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}\n",
        ["'transform.split_handle' op overflow_result is not a valid result index"],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}) {\n    %0:2 = transform.split_handle %arg0 {overflow_result = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}\n",
        [],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}) {\n    %0:2 = transform.split_handle %arg0 : (!transform.any_op) -> (!transform.any_op, !transform.any_value)\n    transform.yield\n  }\n}\n",
        [
            "'transform.split_handle' op expects result types to implement the same transform interface as the operand type"
        ],
    ),
]


@pytest.mark.parametrize("text, errors", HANDLES)
def test_num_associations_and_split_handle(text: str, errors: list[str]) -> None:
    assert error_messages(text) == errors


# apply_patterns' body (checked after it), a named sequence outside a symbol table: input,
# mlir-opt-22's errors
APPLY_PATTERNS = [
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    transform.apply_patterns to %arg0 {\n      transform.apply_patterns.canonicalization\n      transform.named_sequence @x() {\n        transform.yield\n      }\n    } : !transform.any_op\n    transform.yield\n  }\n}\n",
        ["'transform.named_sequence' op symbol's parent must have the SymbolTable trait"],
    ),
    (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    transform.apply_patterns to %arg0 {\n      transform.apply_patterns.canonicalization\n      transform.apply_patterns.vector.lower_masks\n      "test.foo"() : () -> ()\n    } : !transform.any_op\n    transform.yield\n  }\n}\n',
        [
            "'transform.apply_patterns' op expected children ops to implement PatternDescriptorOpInterface"
        ],
    ),
    (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    transform.apply_patterns to %arg0 {\n      transform.apply_conversion_patterns.dialect_to_llvm "x"\n    } : !transform.any_op\n    transform.yield\n  }\n}\n',
        [
            "'transform.apply_patterns' op expected children ops to implement PatternDescriptorOpInterface"
        ],
    ),
]


@pytest.mark.parametrize("text, errors", APPLY_PATTERNS)
def test_apply_patterns_verifier(text: str, errors: list[str]) -> None:
    assert error_messages(text) == errors


# Malformed custom forms of the three plug-ins (transform, pdl_interp, pdl's range type):
# input, mlir-opt-22's errors
MALFORMED = [
    (
        '%0 = "test.x"() : () -> !transform.any_op\n%1 = transform.foreach_match in %0 @m -> : (!transform.any_op) -> !transform.any_op\n',
        ["custom op 'transform.foreach_match' expected valid '@'-identifier for symbol name"],
    ),
    (
        '%0 = "test.x"() : () -> !transform.any_op\n%1 = transform.structured.split %0 after : !transform.any_op\n',
        ["custom op 'transform.structured.split' expected integer value"],
    ),
    (
        '%0 = "test.x"() : () -> !transform.any_op\n%1 = transform.structured.split %0 after %0 {dimension = 1} : !transform.any_op\n',
        ["expected ','"],
    ),
    (
        '%0 = "test.x"() : () -> !transform.any_op\n%1 = transform.apply_registered_pass "x" with options = {a = } to %0 : (!transform.any_op) -> !transform.any_op\n',
        [
            "expected SSA operand",
            "custom op 'transform.apply_registered_pass' expected a valid attribute or operand as value associated to key 'a'",
        ],
    ),
    (
        '%0 = "test.x"() : () -> !transform.any_op\n%1 = transform.apply_registered_pass "x" with options = {a = 1, a = 2} to %0 : (!transform.any_op) -> !transform.any_op\n',
        ["custom op 'transform.apply_registered_pass' duplicate keys found in options dictionary"],
    ),
    (
        '%0 = "test.x"() : () -> !transform.any_op\n%1 = transform.structured.multitile_sizes %0 {dimension = 0, target_size = 3} : !transform.any_op\n',
        [
            "custom op 'transform.structured.multitile_sizes' invalid kind of type specified: expected builtin.function, but found '!transform.any_op'"
        ],
    ),
    (
        '%0 = "test.x"() : () -> !pdl.range<operation>\npdl_interp.foreach : !pdl.operation in %0 {\n  pdl_interp.continue\n} -> ^bb1\n',
        ["expected SSA operand"],
    ),
    (
        '%0 = "test.x"() : () -> !pdl.range<operation>\npdl_interp.foreach %x : !pdl.operation %0 {\n  pdl_interp.continue\n} -> ^bb1\n',
        ["custom op 'pdl_interp.foreach' expected 'in' after loop variable"],
    ),
    ('"test.x"() : () -> !pdl.range<>\n', ["expected valid keyword"]),
    ('"test.x"() : () -> !pdl.range<value\n', ["unbalanced '<' character in pretty dialect name"]),
    (
        '%0 = "test.x"() : () -> !transform.any_op\n%1 = transform.get_operand %0[except(] : (!transform.any_op) -> !transform.any_value\n',
        ["custom op 'transform.get_operand' expected integer value"],
    ),
    (
        '%0 = "test.x"() : () -> !transform.any_op\n%1 = transform.structured.generalize %0 : (!transform.any_op -> !transform.any_op\n',
        ["expected ')'"],
    ),
    (
        '%0 = "test.x"() : () -> !transform.any_op\n%1:2 = transform.structured.tile_using_forall %0 tile_sizes *(3) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n',
        ["expected SSA operand"],
    ),
    ("pdl_interp.func @f( {\n}\n", ["expected non-function type"]),
]


@pytest.mark.parametrize("text, errors", MALFORMED)
def test_malformed_forms(text: str, errors: list[str]) -> None:
    assert error_messages(text) == errors


# tune.knob: input, mlir-opt-22's errors
KNOBS = [
    (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = transform.tune.knob<"k"> = 5 from options = [1, 2, 3] -> !transform.any_param\n    transform.yield\n  }\n}\n',
        [
            "'transform.tune.knob' op provided `selected` attribute is not an element of `options` array of attributes"
        ],
    ),
    (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = transform.tune.knob<"k"> = 5 from options = "x" -> !transform.any_param\n    transform.yield\n  }\n}\n',
        [],
    ),
    (
        'module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {\n    %0 = transform.tune.knob<"k"> = 2 from options = [1, 2, 3] -> !transform.any_param\n    %1 = transform.tune.knob<"k"> options = [1, 2, 3] -> !transform.any_param\n    transform.yield\n  }\n}\n',
        [],
    ),
]


@pytest.mark.parametrize("text, errors", KNOBS)
def test_knob_verifier(text: str, errors: list[str]) -> None:
    assert error_messages(text) == errors


# DynamicIndexList with scalable flags (transform.structured.tile_using_for), as mlir-opt-22
# prints and rejects it
TILE = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}) {\n    %0:3 = transform.structured.tile_using_for %arg0 tile_sizes [[4], %p] interchange = [1, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}\n"
TILE_CUSTOM = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%arg0: !transform.any_op {transform.consumed}, %arg1: !transform.param<i64> {transform.readonly}) {\n    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %arg0 tile_sizes [[4], %arg1] interchange = [1, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)\n    transform.yield \n  }\n}\n\n"
TILE_GENERIC = '"builtin.module"() ({\n  "transform.named_sequence"() <{arg_attrs = [{transform.consumed}, {transform.readonly}], function_type = (!transform.any_op, !transform.param<i64>) -> (), sym_name = "s"}> ({\n  ^bb0(%arg0: !transform.any_op, %arg1: !transform.param<i64>):\n    %0:3 = "transform.structured.tile_using_for"(%arg0, %arg1) <{interchange = array<i64: 1, 0>, scalable_sizes = array<i1: true, false>, static_sizes = array<i64: 4, -9223372036854775808>}> : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)\n    "transform.yield"() : () -> ()\n  }) : () -> ()\n}) {transform.with_named_sequence} : () -> ()\n\n'


def test_scalable_index_list_prints_as_mlir_opt() -> None:
    assert print_ir(TILE) == TILE_CUSTOM
    assert print_ir(TILE, generic=True) == TILE_GENERIC
    assert print_ir(TILE_CUSTOM) == TILE_CUSTOM
    assert print_ir(TILE_GENERIC, generic=True) == TILE_GENERIC


@pytest.mark.parametrize(
    "sizes, errors",
    [
        (
            "[[4]",
            [
                "expected ']' in dynamic index list",
                "custom op 'transform.structured.tile_using_for' expected SSA value or integer",
            ],
        ),
        (
            "[4, [%p ]",
            [
                "custom op 'transform.structured.tile_using_for' expected integer value",
                "custom op 'transform.structured.tile_using_for' expected SSA value or integer",
            ],
        ),
        (
            "[[4, 5]",
            ["custom op 'transform.structured.tile_using_for' expected SSA value or integer"],
        ),
    ],
)
def test_scalable_index_list_errors(sizes: str, errors: list[str]) -> None:
    assert error_messages(TILE.replace("[[4], %p]", sizes)) == errors


# Verifiers of the sequences, include, collect_matching and alternatives: (input, the
# diagnostics mlir-opt-22 reports, each once, notes without "see current operation").
CHECKS = [
    (
        '"transform.sequence"() <{failure_propagation_mode = 1 : i32, operandSegmentSizes = array<i32: 0, 0>}> ({\n^bb0(%arg0: !transform.any_op):\n  transform.apply_patterns to %arg0 {\n  } : !transform.any_op\n}) : () -> ()\n',
        [("error", "'transform.sequence' op expects to have a terminator in the body")],
    ),
    (
        "transform.sequence failures(propagate) {\n^bb0(%arg0: !transform.any_op):\n  arith.constant 42.0 : f32\n}\n",
        [
            (
                "error",
                "'transform.sequence' op expected children ops to implement TransformOpInterface",
            ),
            ("note", "op without interface"),
        ],
    ),
    (
        "%0 = transform.sequence -> !transform.any_op failures(propagate) {\n^bb0(%arg0: !transform.any_op):\n  transform.yield\n}\n",
        [
            (
                "error",
                "'transform.sequence' op expects the types of the terminator operands to match the types of the result",
            ),
            ("note", "terminator"),
        ],
    ),
    (
        "module attributes { transform.with_named_sequence } {\n  transform.named_sequence @foo(%op: !transform.any_op { transform.consumed } )\n  transform.sequence failures(propagate) {\n  ^bb0(%arg0: !transform.any_op):\n    transform.include @foo failures(propagate) (%arg0) : (!transform.any_op) -> ()\n    transform.include @foo failures(propagate) (%arg0) : (!transform.any_op) -> ()\n    transform.yield\n  }\n}\n",
        [
            (
                "error",
                "'transform.sequence' op block argument #0 has more than one potential consumer",
            ),
            ("note", "used here as operand #0"),
        ],
    ),
    (
        'module attributes { transform.with_named_sequence } {\n  "transform.named_sequence"() ({\n  ^bb0:\n  }) { sym_name = "e", function_type = () -> () } : () -> ()\n}\n',
        [("error", "expected a non-empty body block")],
    ),
    (
        "module attributes { transform.with_named_sequence } {\n  transform.named_sequence @foo(%arg0: !transform.any_op {transform.readonly}) -> () {\n    transform.include @bar failures(suppress) (%arg0) : (!transform.any_op) -> ()\n    transform.yield\n  }\n  transform.named_sequence @bar(%arg0: !transform.any_op {transform.readonly}) -> () {\n    transform.include @foo failures(propagate) (%arg0) : (!transform.any_op) -> ()\n    transform.yield\n  }\n}\n",
        [
            ("error", "recursion not allowed in named sequences"),
            ("note", "operation on recursion stack"),
        ],
    ),
    (
        "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @b(%arg0: !transform.any_op {transform.consumed}) {\n    transform.structured.vectorize %arg0 : !transform.any_op\n    transform.yield\n  }\n  transform.named_sequence @d(%arg0: !transform.any_op {transform.readonly}) {\n    transform.include @b failures(propagate) (%arg0) : (!transform.any_op) -> ()\n    transform.yield\n  }\n}\n",
        [("error", "argument #0 is consumed in the body but is not marked as such")],
    ),
    (
        'module attributes { transform.with_named_sequence } {\n  transform.named_sequence @foo(%op: !transform.any_op) {\n    transform.debug.emit_remark_at %op, "message" : !transform.any_op\n    transform.yield\n  }\n  transform.sequence failures(propagate) {\n  ^bb0(%arg0: !transform.any_op):\n    transform.include @foo failures(propagate) (%arg0) : (!transform.any_op) -> ()\n    transform.yield\n  }\n}\n',
        [
            ("error", "TransformOpInterface requires memory effects on operands to be specified"),
            ("note", "no effects specified for operand #0"),
        ],
    ),
    (
        "module {\n  transform.sequence failures(suppress) {\n  ^bb0(%arg0: !transform.any_op):\n    transform.include @non_existent failures(propagate) () : () -> ()\n  }\n}\n",
        [("error", "'transform.include' op does not reference a named transform sequence")],
    ),
    (
        "module attributes { transform.with_named_sequence } {\n  transform.named_sequence @foo(%arg0: !transform.any_op) -> () {\n    transform.yield\n  }\n  transform.sequence failures(suppress) {\n  ^bb0(%arg1: !transform.any_op):\n    transform.include @foo failures(suppress) () : () -> ()\n  }\n}\n",
        [("error", "incorrect number of operands for callee")],
    ),
    (
        'module attributes { transform.with_named_sequence } {\n  transform.named_sequence @foo(%arg0: !transform.any_op {transform.readonly}) -> () {\n    transform.yield\n  }\n  transform.sequence failures(suppress) {\n  ^bb0(%arg1: !transform.op<"builtin.module">):\n    transform.include @foo failures(suppress) (%arg1) : (!transform.op<"builtin.module">) -> ()\n  }\n}\n',
        [
            (
                "error",
                "'transform.include' op operand type mismatch: expected operand type '!transform.any_op', but provided '!transform.op<\"builtin.module\">' for operand number 0",
            )
        ],
    ),
    (
        "module attributes { transform.with_named_sequence } {\n  transform.named_sequence @foo(%arg0: !transform.any_op {transform.readonly}) -> (!transform.any_op) {\n    transform.yield %arg0 : !transform.any_op\n  }\n  transform.sequence failures(suppress) {\n  ^bb0(%arg1: !transform.any_op):\n    transform.include @foo failures(suppress) (%arg1) : (!transform.any_op) -> (!transform.any_value)\n  }\n}\n",
        [
            (
                "error",
                "'transform.include' op type of result #0 must implement the same transform dialect interface as the corresponding callee result",
            )
        ],
    ),
    (
        "module attributes { transform.with_named_sequence } {\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {\n    transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n  transform.named_sequence @matcher(%arg0: !transform.any_op) {\n    transform.yield\n  }\n}\n",
        [("error", "expected the matcher argument to be marked readonly")],
    ),
    (
        "module attributes { transform.with_named_sequence } {\n  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {\n    transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> !transform.any_op\n    transform.yield\n  }\n  transform.named_sequence @matcher(%arg0: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n}\n",
        [("error", "expected the matcher to yield as many values as op has results (1), got 0")],
    ),
    (
        "transform.sequence failures(propagate) {\n^bb1(%arg1: !transform.any_op):\n  %2 = transform.alternatives %arg1 : !transform.any_op -> !transform.any_op {\n  ^bb2(%arg2: !transform.any_op):\n    transform.yield %arg2 : !transform.any_op\n  }, {\n  ^bb2(%arg2: !transform.any_op):\n    transform.yield\n  }\n}\n",
        [
            (
                "error",
                "'transform.alternatives' op expects terminator operands to have the same type as results of the operation",
            ),
            ("note", "terminator"),
        ],
    ),
    (
        "transform.alternatives {\n^bb0:\n  transform.yield\n}\n",
        [
            (
                "error",
                "'transform.alternatives' op expects the entry block to have at least one argument",
            )
        ],
    ),
    (
        "transform.with_pdl_patterns {\n^bb0(%arg0: !transform.any_op):\n  transform.with_pdl_patterns %arg0 : !transform.any_op {\n  ^bb1(%arg1: !transform.any_op):\n  }\n}\n",
        [
            ("error", "'transform.with_pdl_patterns' op cannot be nested"),
            ("note", "parent operation"),
        ],
    ),
]


@pytest.mark.parametrize("text, expected", CHECKS)
def test_sequence_include_and_alternatives_checks(
    text: str, expected: list[tuple[str, str]]
) -> None:
    from core.diagnostics import SourceFile
    from irdl.tool.process import process_buffer

    _, diags = process_buffer(SourceFile("t.mlir", text), generic=False, debuginfo=False,
                              allow_unregistered=True)  # fmt: skip
    found: list[tuple[str, str]] = []
    for d in diags:
        found.append((d.severity.name.lower(), d.message))
        found.extend(("note", n.message) for n in d.notes if not n.message.startswith("see "))
    assert [x for i, x in enumerate(found) if x not in found[:i]] == expected


def test_consumed_argument_not_consumed_warns() -> None:
    from core.diagnostics import Severity, SourceFile
    from irdl.tool.process import process_buffer

    text = 'module attributes { transform.with_named_sequence } {\n  transform.named_sequence @w(%op: !transform.any_op {transform.consumed}) {\n    transform.debug.emit_remark_at %op, "message" : !transform.any_op\n    transform.yield\n  }\n}\n'
    out, diags = process_buffer(SourceFile("t.mlir", text), generic=False, debuginfo=False)
    assert out is not None
    assert [(d.severity, d.message) for d in diags] == [
        (Severity.WARNING, "op argument #0 is not consumed in the body but is marked as consumed")
    ]


# The Linalg extension's checks (structured.py): an operation inside a named sequence, and
# mlir-opt-22's error.
STRUCTURED_HEAD = "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @s(%t: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %h: !transform.any_op {transform.readonly}, %u: !transform.any_op {transform.consumed}) {\n"
STRUCTURED_TAIL = "    transform.yield\n  }\n}\n"
STRUCTURED = [
    (
        '%0:2 = transform.structured.bufferize_to_allocation %t {memcpy_op = "foo"} : !transform.any_op',
        "'transform.structured.bufferize_to_allocation' op unsupported memcpy op",
    ),
    (
        '%0:2 = transform.structured.bufferize_to_allocation %t {alloc_op = "foo"} : !transform.any_op',
        "'transform.structured.bufferize_to_allocation' op unsupported alloc op",
    ),
    (
        "%0:2 = transform.structured.fuse %t tile_sizes [4, 0] interchange [1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
        "'transform.structured.fuse' op found duplicate interchange value: 1",
    ),
    (
        "%0:3 = transform.structured.fuse %t tile_sizes [4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.fuse' op expects 1 loop results",
    ),
    (
        "%0:2 = transform.structured.fuse %t tile_sizes [4, %p] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)",
        "'transform.structured.fuse' op expects 2 loop results",
    ),
    (
        "%0:3 = transform.structured.fuse %t tile_sizes [4, 4] interchange [0, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.fuse' op expects interchange values to be in range [0, 2), found: 3",
    ),
    (
        "%0:3 = transform.structured.fuse %t tile_sizes [4, 4] {use_forall} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.fuse' op expects 1 loop results",
    ),
    (
        "%0 = transform.structured.interchange %t iterator_interchange = [1, 1] : (!transform.any_op) -> !transform.any_op",
        "'transform.structured.interchange' op expects iterator_interchange to be a permutation, found 1, 1",
    ),
    (
        "%0 = transform.structured.interchange %t iterator_interchange = [0, 2, 1, 4] : (!transform.any_op) -> !transform.any_op",
        "'transform.structured.interchange' op expects iterator_interchange to be a permutation, found 0, 2, 1, 4",
    ),
    (
        '%0:3 = "transform.structured.multitile_sizes"(%t) <{dimension = 0 : i64, target_size = 3 : i64}> : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>, !transform.any_op)',
        "'transform.structured.multitile_sizes' op expects all results type to be the same",
    ),
    (
        '%0:2 = "transform.structured.continuous_tile_sizes"(%t) <{dimension = 0 : i64, target_size = 3 : i64}> : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)',
        "'transform.structured.continuous_tile_sizes' op expects all results type to be the same",
    ),
    (
        '%0 = transform.structured.pack_greedily %t matmul_packed_sizes = [8, 16, 32] matmul_inner_dims_order = [1, 2, 2] : (!transform.any_op) -> !transform.op<"linalg.generic">',
        "'transform.structured.pack_greedily' op \"matmul_inner_dims_order\" is not a valid permutation",
    ),
    (
        '%0 = transform.structured.pack_greedily %t matmul_packed_sizes = [8, 16, 32] matmul_padded_sizes_next_multiple_of = [1, 0, 0] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op) -> !transform.op<"linalg.generic">',
        "'transform.structured.pack_greedily' op at most one of the packed_size and the padded_sizes_next_multiple_of can be nonzero for the matmul strategy",
    ),
    (
        "%0:3 = transform.structured.pad %t {nofold_flags = [0, 2]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.pad' op expects nofold_flags to contain booleans (0/1), found [0, 2]",
    ),
    (
        "%0:3 = transform.structured.pad %t {padding_dimensions = [0, -2]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.pad' op expects padding_dimensions to contain positive integers, found [0, -2]",
    ),
    (
        "%0:3 = transform.structured.pad %t pad_to_multiple_of [2] {padding_dimensions = [0, 1]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.pad' op expects as many multiples as padding_dimensions",
    ),
    (
        "%0:3 = transform.structured.pad %t {transpose_paddings = [[0, 0]]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.pad' op expects transpose_paddings to be a permutation, found [0, 0]",
    ),
    (
        '%0:3 = transform.structured.pad %t {copy_back_op = "foo"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)',
        "'transform.structured.pad' op invalid copy_back_op",
    ),
    (
        "%0:3 = transform.structured.pack_transpose %t with_compute_op(%u) outer_perm = [1, 1] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.pack_transpose' op \"outer_perm\" is not a valid permutation",
    ),
    (
        "%0:3 = transform.structured.pack_transpose %t with_compute_op(%u) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        '\'transform.structured.pack_transpose\' op  at least one of "inner_perm" or "outer_perm" must be specified',
    ),
    (
        "%0 = transform.structured.hoist_pad %t by 1 loops, transpose by [1, 1] : (!transform.any_op) -> !transform.any_op",
        "'transform.structured.hoist_pad' op expects transpose to be a permutation, found 1, 1",
    ),
    (
        "%0 = transform.structured.hoist_pad.build_packing_loop_nest %t above %h, transpose by [0, 0] : (!transform.any_op, !transform.any_op) -> !transform.any_op",
        "'transform.structured.hoist_pad.build_packing_loop_nest' op expects transpose to be a permutation, found 0, 0",
    ),
    (
        "%0 = transform.structured.replace %t {} : (!transform.any_op) -> !transform.any_op",
        "'transform.structured.replace' op expected one operation in block",
    ),
    (
        '%0 = "transform.structured.split"(%t, %p) <{dimension = 0 : i64, static_chunk_sizes = 4 : i64}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op',
        "'transform.structured.split' op expects either a dynamic or a static split point to be provided",
    ),
    (
        '%0 = "transform.structured.split"(%t) <{dimension = 0 : i64, static_chunk_sizes = -9223372036854775808 : i64}> : (!transform.any_op) -> !transform.any_op',
        "'transform.structured.split' op expects either a dynamic or a static split point to be provided",
    ),
    (
        '%0:2 = "transform.structured.tile_using_forall"(%t, %h) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 0>, static_num_threads = array<i64: 2>, static_tile_sizes = array<i64>}> : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)',
        "'transform.structured.tile_using_forall' op num_threads and packed_num_threads are mutually exclusive",
    ),
    (
        '%0:2 = "transform.structured.tile_using_forall"(%t, %h) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, static_num_threads = array<i64>, static_tile_sizes = array<i64: 4>}> : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)',
        "'transform.structured.tile_using_forall' op tile_sizes and packed_tile_sizes are mutually exclusive",
    ),
    (
        '%0:2 = "transform.structured.tile_using_forall"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_num_threads = array<i64>, static_tile_sizes = array<i64>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)',
        "'transform.structured.tile_using_forall' op either (packed_)num_threads or (packed_)tile_sizes must be specified",
    ),
    (
        '%0:2 = "transform.structured.tile_using_forall"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)',
        "'transform.structured.tile_using_forall' op either (packed_)num_threads or (packed_)tile_sizes must be specified",
    ),
    (
        '"transform.structured.vectorize"(%t) <{operandSegmentSizes = array<i32: 1, 0>, static_vector_sizes = array<i64: 4, 4>, scalable_sizes = array<i1: false>}> : (!transform.any_op) -> ()',
        "'transform.structured.vectorize' op expected same number of vector sizes (2) and scalable sizes (1)",
    ),
    (
        '"transform.structured.vectorize"(%t) <{operandSegmentSizes = array<i32: 1, 0>, static_vector_sizes = array<i64: 4, 4>}> : (!transform.any_op) -> ()',
        "'transform.structured.vectorize' op expected same number of vector sizes (2) and scalable sizes (0)",
    ),
    (
        '%0:3 = "transform.structured.tile_using_for"(%t) <{static_sizes = array<i64: 4, 4>, scalable_sizes = array<i1: false>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)',
        "'transform.structured.tile_using_for' op expected same number of sizes (2) and scalable sizes (1)",
    ),
    (
        '%0:2 = "transform.structured.tile_using_for"(%t) <{static_sizes = array<i64: 4, 4>, scalable_sizes = array<i1: false, false>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)',
        "'transform.structured.tile_using_for' op expected number of loops to tile (2) to match number of `loops` results (1)",
    ),
    (
        '%0:2 = "transform.structured.tile_using_for"(%t) <{static_sizes = array<i64: 4, 0>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)',
        "'transform.structured.tile_using_for' op expected same number of sizes (2) and scalable sizes (0)",
    ),
    (
        "%0:3 = transform.structured.fuse %t tile_sizes [4, 4] interchange [3, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.fuse' op expects interchange values to be in range [0, 2), found: 3",
    ),
    (
        "%0:3 = transform.structured.fuse %t tile_sizes [4, 4] interchange [0, -1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.fuse' op expects interchange values to be in range [0, 2), found: -1",
    ),
    (
        "%0:3 = transform.structured.fuse %t tile_sizes [4, 4] interchange [0, 1, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.fuse' op interchange length exceeds iteration space dimensions (2), found ",
    ),
    (
        "%0:2 = transform.structured.fuse %t tile_sizes [4, 4] interchange [0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
        "'transform.structured.fuse' op found duplicate interchange value: 0",
    ),
    (
        "%0:3 = transform.structured.fuse %t interchange [0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)",
        "'transform.structured.fuse' op interchange length exceeds iteration space dimensions (0), found ",
    ),
    (
        "%0 = transform.structured.fuse %t tile_sizes [0, 0] {use_forall} : (!transform.any_op) -> (!transform.any_op)",
        "'transform.structured.fuse' op expects 1 loop results",
    ),
    (
        '%0:2 = transform.structured.bufferize_to_allocation %t {memcpy_op = "foo", alloc_op = "bar"} : !transform.any_op',
        "'transform.structured.bufferize_to_allocation' op unsupported memcpy op",
    ),
    (
        '%0 = transform.structured.pack_greedily %t matmul_packed_sizes = [0, %h, 0] matmul_padded_sizes_next_multiple_of = [0, 1, 0] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op, !transform.any_op) -> !transform.op<"linalg.generic">',
        "'transform.structured.pack_greedily' op at most one of the packed_size and the padded_sizes_next_multiple_of can be nonzero for the matmul strategy",
    ),
]


@pytest.mark.parametrize("body, message", STRUCTURED)
def test_structured_verifiers(body: str, message: str) -> None:
    text = STRUCTURED_HEAD + "    " + body + "\n" + STRUCTURED_TAIL
    assert error_messages(text)[:1] == [message]


# The core operations' option and conversion checks: (an operation inside a named sequence,
# mlir-opt-22's first error, if any).
CORE_OPS = [
    (
        'transform.apply_registered_pass "canonicalize" with options = {"a" = %p} to %u : (!transform.any_op, !transform.param<i64>) -> !transform.any_op',
        [],
    ),
    (
        '%0 = "transform.apply_registered_pass"(%u, %p) <{options = {a = #transform.param_operand<index = 1>}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op',
        [
            "'transform.apply_registered_pass' op dynamic option index 1 is out of bounds for the number of dynamic options: 1"
        ],
    ),
    (
        '%0 = "transform.apply_registered_pass"(%u, %p) <{options = {a = #transform.param_operand<index = 0>, b = [#transform.param_operand<index = 0>]}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op',
        ["'transform.apply_registered_pass' op dynamic option index 0 is already used in options"],
    ),
    (
        '%0 = "transform.apply_registered_pass"(%u, %p) <{options = {}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op',
        [
            "'transform.apply_registered_pass' op a param operand does not have a corresponding param_operand attr in the options dict"
        ],
    ),
    (
        '%0 = "transform.apply_registered_pass"(%u) <{options = {}, pass_name = "no-such-pass"}> : (!transform.any_op) -> !transform.any_op',
        [],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_patterns.canonicalization } : !transform.any_op",
        [
            "'transform.apply_conversion_patterns' op expected pattern children ops to implement ConversionPatternDescriptorOpInterface"
        ],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.func.func_to_llvm } with type_converter { } : !transform.any_op",
        [
            "'transform.apply_conversion_patterns' op expected exactly one op in default type converter region"
        ],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.func.func_to_llvm } with type_converter { transform.apply_conversion_patterns.func.func_to_llvm } : !transform.any_op",
        [
            "'transform.apply_conversion_patterns' op expected default converter child op to implement TypeConverterBuilderOpInterface"
        ],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.func.func_to_llvm } with type_converter { transform.type_conversion.tensor.cast_shape_dynamic_dims } : !transform.any_op",
        ["'transform.apply_conversion_patterns.func.func_to_llvm' op expected LLVMTypeConverter"],
    ),
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "func" } with type_converter { transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter } : !transform.any_op',
        [],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.scf.structural_conversions } with type_converter { transform.type_conversion.tensor.cast_shape_dynamic_dims } : !transform.any_op",
        [],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.scf.scf_to_control_flow } with type_converter { transform.type_conversion.tensor.cast_shape_dynamic_dims } : !transform.any_op",
        [],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.gpu.gpu_to_nvvm } with type_converter { transform.type_conversion.tensor.cast_shape_dynamic_dims } : !transform.any_op",
        ["'transform.apply_conversion_patterns.gpu.gpu_to_nvvm' op expected LLVMTypeConverter"],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.vector.vector_to_llvm } with type_converter { transform.type_conversion.tensor.cast_shape_dynamic_dims } : !transform.any_op",
        [
            "'transform.apply_conversion_patterns.vector.vector_to_llvm' op expected LLVMTypeConverter"
        ],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.nvgpu.nvgpu_to_nvvm } with type_converter { transform.type_conversion.tensor.cast_shape_dynamic_dims } : !transform.any_op",
        ["'transform.apply_conversion_patterns.nvgpu.nvgpu_to_nvvm' op expected LLVMTypeConverter"],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.gpu.gpu_wmma_to_nvvm } with type_converter { transform.type_conversion.tensor.cast_shape_dynamic_dims } : !transform.any_op",
        [
            "'transform.apply_conversion_patterns.gpu.gpu_wmma_to_nvvm' op expected LLVMTypeConverter"
        ],
    ),
    (
        "transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.gpu.gpu_subgroup_reduce_to_nvvm } with type_converter { transform.type_conversion.tensor.cast_shape_dynamic_dims } : !transform.any_op",
        [
            "'transform.apply_conversion_patterns.gpu.gpu_subgroup_reduce_to_nvvm' op expected LLVMTypeConverter"
        ],
    ),
]


@pytest.mark.parametrize("body, messages", CORE_OPS)
def test_registered_pass_and_conversion_checks(body: str, messages: list[str]) -> None:
    text = STRUCTURED_HEAD + "    " + body + "\n" + STRUCTURED_TAIL
    assert error_messages(text)[:1] == messages


# The other extensions' checks (bufferization, func, gpu, affine, irdl): (an operation
# inside a named sequence, mlir-opt-22's first error, if any).
EXTENSIONS = [
    (
        '%0 = transform.bufferization.one_shot_bufferize %u {memcpy_op = "foo"} : (!transform.any_op) -> !transform.any_op',
        ["'transform.bufferization.one_shot_bufferize' op unsupported memcpy op"],
    ),
    (
        "%0 = transform.bufferization.one_shot_bufferize %u {print_conflicts} : (!transform.any_op) -> !transform.any_op",
        [
            "custom op 'transform.bufferization.one_shot_bufferize' 'transform.bufferization.one_shot_bufferize' op attribute 'print_conflicts' failed to satisfy constraint: bool attribute"
        ],
    ),
    (
        "%0 = transform.bufferization.one_shot_bufferize %u {dump_alias_sets} : (!transform.any_op) -> !transform.any_op",
        [
            "custom op 'transform.bufferization.one_shot_bufferize' 'transform.bufferization.one_shot_bufferize' op attribute 'dump_alias_sets' failed to satisfy constraint: bool attribute"
        ],
    ),
    (
        '%0 = transform.bufferization.one_shot_bufferize %u {memcpy_op = "linalg.copy", print_conflicts, test_analysis_only} : (!transform.any_op) -> !transform.any_op',
        [
            "custom op 'transform.bufferization.one_shot_bufferize' 'transform.bufferization.one_shot_bufferize' op attribute 'print_conflicts' failed to satisfy constraint: bool attribute"
        ],
    ),
    (
        "%0 = transform.func.cast_and_call before %h : (!transform.any_op) -> !transform.any_op",
        ["'transform.func.cast_and_call' op expected a function handle or name to call"],
    ),
    (
        "%0 = transform.func.cast_and_call @foo %h before %h : (!transform.any_op, !transform.any_op) -> !transform.any_op",
        ["'transform.func.cast_and_call' op function handle and name are mutually exclusive"],
    ),
    (
        "%0 = transform.func.cast_and_call @foo before %h { transform.apply_patterns.canonicalization } : (!transform.any_op) -> !transform.any_op",
        [
            "'transform.func.cast_and_call' op expected children ops to implement TypeConverterBuilderOpInterface"
        ],
    ),
    (
        "%0 = transform.func.cast_and_call @foo before %h { transform.type_conversion.tensor.cast_shape_dynamic_dims } : (!transform.any_op) -> !transform.any_op",
        [],
    ),
    (
        "%0 = transform.gpu.map_forall_to_blocks %u grid_dims = [1, 2] : (!transform.any_op) -> !transform.any_op",
        ["'transform.gpu.map_forall_to_blocks' op transform requires empty or size-3 grid_dims"],
    ),
    (
        "%0 = transform.gpu.map_forall_to_blocks %u grid_dims = [1, 2, 3] : (!transform.any_op) -> !transform.any_op",
        [],
    ),
    (
        "%0 = transform.gpu.map_forall_to_blocks %u grid_dims = [] : (!transform.any_op) -> !transform.any_op",
        [],
    ),
    (
        "%0 = transform.gpu.map_forall_to_blocks %u grid_dims = [1, 2, 3, 4] : (!transform.any_op) -> !transform.any_op",
        ["'transform.gpu.map_forall_to_blocks' op transform requires empty or size-3 grid_dims"],
    ),
    (
        "transform.affine.simplify_bounded_affine_ops %u with [] within [1] and [2] : !transform.any_op",
        [
            "'transform.affine.simplify_bounded_affine_ops' op incorrect number of lower bounds, expected 0 but found 1"
        ],
    ),
    (
        "transform.affine.simplify_bounded_affine_ops %u with [%h : !transform.any_op] within [1, 2] and [2] : !transform.any_op",
        [
            "'transform.affine.simplify_bounded_affine_ops' op incorrect number of lower bounds, expected 1 but found 2"
        ],
    ),
    (
        "transform.affine.simplify_bounded_affine_ops %u with [%h : !transform.any_op] within [1] and [2, 3] : !transform.any_op",
        [
            "'transform.affine.simplify_bounded_affine_ops' op incorrect number of upper bounds, expected 1 but found 2"
        ],
    ),
    (
        "transform.affine.simplify_bounded_affine_ops %u with [%h : !transform.any_op] within [3] and [2] : !transform.any_op",
        [],
    ),
    (
        "transform.affine.simplify_bounded_affine_ops %u with [%h : !transform.any_op] within [2] and [2] : !transform.any_op",
        [],
    ),
    (
        "transform.affine.simplify_bounded_affine_ops %u with [%h : !transform.any_op] within [1] and [2] : !transform.any_op",
        [],
    ),
    (
        "%0 = transform.irdl.collect_matching in %h : (!transform.any_op) -> !transform.any_op { ^bb0(%a: !transform.any_op): }",
        ["'transform.irdl.collect_matching' op expects a single operation in the body"],
    ),
    (
        "%0 = transform.irdl.collect_matching in %h : (!transform.any_op) -> !transform.any_op { ^bb0(%a: !irdl.attribute): irdl.any }",
        ["'transform.irdl.collect_matching' op expects the body operation to be irdl.dialect"],
    ),
]


@pytest.mark.parametrize("body, messages", EXTENSIONS)
def test_extension_checks(body: str, messages: list[str]) -> None:
    text = STRUCTURED_HEAD + "    " + body + "\n" + STRUCTURED_TAIL
    assert error_messages(text)[:1] == messages


# transform.match.structured and its predicates: (an operation inside a named sequence,
# mlir-opt-22's first error, if any).
MATCHERS = [
    (
        'transform.match.structured.body %h { passthrough, contraction = ["arith.mulf", "arith.addf"] } : !transform.any_op',
        [
            "'transform.match.structured.body' op expects parent op to be 'transform.match.structured'"
        ],
    ),
    (
        'transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): transform.match.structured.body %s { passthrough, contraction = ["arith.mulf", "arith.addf"] } : !transform.any_op }',
        [
            '\'transform.match.structured.body\' op only one of {"reduction_position", "passthrough", "elementwise", "contraction"} is allowed'
        ],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): transform.match.structured.body %s { elementwise, reduction_position = 0 } : !transform.any_op }",
        [
            '\'transform.match.structured.body\' op only one of {"reduction_position", "passthrough", "elementwise", "contraction"} is allowed'
        ],
    ),
    (
        'transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): transform.match.structured.body %s { contraction = ["arith.mulf"] } : !transform.any_op }',
        ["'transform.match.structured.body' op expects \"contraction\" to contain two elements"],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): transform.match.structured.body %h { passthrough } : !transform.any_op }",
        [
            "'transform.match.structured.body' op expected predicate to apply to the surrounding structured op"
        ],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op, %x: !transform.any_op): }",
        ["'transform.match.structured' op expected one body argument"],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_value): }",
        [
            "'transform.match.structured' op expected body argument to implement TransformHandleTypeInterface"
        ],
    ),
    (
        'transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): transform.debug.emit_remark_at %s, "x" : !transform.any_op }',
        [],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): transform.match.structured.dim %s[0] {parallel, reduction} : !transform.any_op }",
        [
            "'transform.match.structured.dim' op cannot request the same dimension to be both parallel and reduction"
        ],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): transform.match.structured.dim %s[all] {is_inverted} : !transform.any_op }",
        [
            "'transform.match.structured.dim' op cannot request both 'all' and 'inverted' values in the list"
        ],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): transform.match.structured.dim %s[0, 0] : !transform.any_op }",
        ["'transform.match.structured.dim' op expected the listed values to be unique"],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): %i = transform.match.structured.input %s[0, 1] : (!transform.any_op) -> !transform.any_value }",
        [
            "'transform.match.structured.input' op cannot bind multiple inputs/inits to the same value"
        ],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): transform.match.structured.input %s[0] {permutation, projected_permutation} : !transform.any_op }",
        [
            '\'transform.match.structured.input\' op "permutation" and "projected_permutation" are mutually exclusive'
        ],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): transform.match.structured.init %s[0, 0] : !transform.any_op }",
        ["'transform.match.structured.init' op expected the listed values to be unique"],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): %r = transform.match.structured.result %s[0] : (!transform.any_op) -> !transform.any_op }",
        [
            "'transform.match.structured.result' op expects either the any/single keyword or the type value handle result type"
        ],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): %r = transform.match.structured.result %s[0] any : (!transform.any_op) -> !transform.any_value }",
        [
            "'transform.match.structured.result' op expects either the any/single keyword or the type value handle result type"
        ],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): %r = transform.match.structured.result %s[0] any single : (!transform.any_op) -> !transform.any_op }",
        ["'transform.match.structured.result' op 'any' and 'single' are mutually exclusive"],
    ),
    (
        "transform.match.structured failures(propagate) %h : !transform.any_op { ^bb0(%s: !transform.any_op): %r = transform.match.structured.result %s[0] : (!transform.any_op) -> !transform.any_value }",
        [],
    ),
]


@pytest.mark.parametrize("body, messages", MATCHERS)
def test_structured_matchers(body: str, messages: list[str]) -> None:
    text = STRUCTURED_HEAD + "    " + body + "\n" + STRUCTURED_TAIL
    assert error_messages(text)[:1] == messages


# dialect_to_llvm: the dialect loaded and converting to LLVM (mlir-opt-22's first error).
TO_LLVM = [
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "arith" }  : !transform.any_op',
        [],
    ),
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "func" }  : !transform.any_op',
        [],
    ),
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "memref" }  : !transform.any_op',
        [],
    ),
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "vector" }  : !transform.any_op',
        [],
    ),
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "x86vector" }  : !transform.any_op',
        [
            "'transform.apply_conversion_patterns.dialect_to_llvm' op dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: x86vector"
        ],
    ),
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "llvm" }  : !transform.any_op',
        [
            "'transform.apply_conversion_patterns.dialect_to_llvm' op dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: llvm"
        ],
    ),
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "linalg" }  : !transform.any_op',
        [
            "'transform.apply_conversion_patterns.dialect_to_llvm' op dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: linalg"
        ],
    ),
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "transform" }  : !transform.any_op',
        [
            "'transform.apply_conversion_patterns.dialect_to_llvm' op dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: transform"
        ],
    ),
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "nosuch" }  : !transform.any_op',
        [
            "'transform.apply_conversion_patterns.dialect_to_llvm' op unknown dialect or dialect not loaded: nosuch"
        ],
    ),
    (
        'transform.apply_conversion_patterns to %u { transform.apply_conversion_patterns.dialect_to_llvm "async" }  : !transform.any_op',
        [
            "'transform.apply_conversion_patterns.dialect_to_llvm' op unknown dialect or dialect not loaded: async"
        ],
    ),
]


@pytest.mark.parametrize("body, messages", TO_LLVM)
def test_dialect_to_llvm(body: str, messages: list[str]) -> None:
    text = STRUCTURED_HEAD + "    " + body + "\n" + STRUCTURED_TAIL
    assert error_messages(text)[:1] == messages
