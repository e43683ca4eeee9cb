# ruff: noqa: E501
"""Result types ODS builds from another dialect's type whose syntax is C++'s
(``!pdl.range<operation>``: ``pdl::RangeType::get(...)``): the importer makes the type
itself, so a format may leave it out. Recorded from mlir-opt-22."""

from __future__ import annotations

from .lib_support import assert_prints_as_recorded

PDL_INTERP_RANGES = (
    "pdl_interp.func @matcher(%root: !pdl.operation) {\n  %v = pdl_interp.get_operand 0 of %root\n  %vs = pdl_interp.get_operands of %root : !pdl.range<value>\n  %ops1 = pdl_interp.get_users of %v : !pdl.value\n  %ops2 = pdl_interp.get_users of %vs : !pdl.range<value>\n  %t = pdl_interp.create_types [i32, i64]\n  pdl_interp.finalize\n}\n",
    "module {\n  pdl_interp.func @matcher(%arg0: !pdl.operation) {\n    %0 = pdl_interp.get_operand 0 of %arg0\n    %1 = pdl_interp.get_operands of %arg0 : !pdl.range<value>\n    %2 = pdl_interp.get_users of %0 : !pdl.value\n    %3 = pdl_interp.get_users of %1 : !pdl.range<value>\n    %4 = pdl_interp.create_types [i32, i64]\n    pdl_interp.finalize\n  }\n}\n\n",
    '"builtin.module"() ({\n  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "matcher"}> ({\n  ^bb0(%arg0: !pdl.operation):\n    %0 = "pdl_interp.get_operand"(%arg0) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value\n    %1 = "pdl_interp.get_operands"(%arg0) : (!pdl.operation) -> !pdl.range<value>\n    %2 = "pdl_interp.get_users"(%0) : (!pdl.value) -> !pdl.range<operation>\n    %3 = "pdl_interp.get_users"(%1) : (!pdl.range<value>) -> !pdl.range<operation>\n    %4 = "pdl_interp.create_types"() <{value = [i32, i64]}> : () -> !pdl.range<type>\n    "pdl_interp.finalize"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
)


def test_built_range_result_types() -> None:
    assert_prints_as_recorded(*PDL_INTERP_RANGES)
