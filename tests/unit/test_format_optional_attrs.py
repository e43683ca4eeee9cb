# ruff: noqa: E501
"""An optional group anchored on an attribute ODS holds as ArrayAttr, StringAttr or
SymbolRefAttr is there only at that attribute's first token (``[``, a string, ``@``), as
ODS's parseOptionalAttribute of that class reads: ``smt.forall {`` has no bound names.
Recorded from mlir-opt-22."""

from __future__ import annotations

from .lib_support import assert_prints_as_recorded

QUANTIFIERS = (
    'func.func @f() {\n  %2 = smt.forall {\n    %3 = smt.constant true\n    smt.yield %3 : !smt.bool\n  }\n  %4 = smt.exists ["a", "b"] weight 2 {\n  ^bb0(%x: !smt.int, %y: !smt.int):\n    %3 = smt.constant true\n    smt.yield %3 : !smt.bool\n  }\n  return\n}\n',
    'module {\n  func.func @f() {\n    %0 = smt.forall {\n      %true = smt.constant true\n      smt.yield %true : !smt.bool\n    }\n    %1 = smt.exists ["a", "b"] weight 2 {\n    ^bb0(%arg0: !smt.int, %arg1: !smt.int):\n      %true = smt.constant true\n      smt.yield %true : !smt.bool\n    }\n    return\n  }\n}\n\n',
    '"builtin.module"() ({\n  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n    %0 = "smt.forall"() <{weight = 0 : i32}> ({\n      %3 = "smt.constant"() <{value = true}> : () -> !smt.bool\n      "smt.yield"(%3) : (!smt.bool) -> ()\n    }) : () -> !smt.bool\n    %1 = "smt.exists"() <{boundVarNames = ["a", "b"], weight = 2 : i32}> ({\n    ^bb0(%arg0: !smt.int, %arg1: !smt.int):\n      %2 = "smt.constant"() <{value = true}> : () -> !smt.bool\n      "smt.yield"(%2) : (!smt.bool) -> ()\n    }) : () -> !smt.bool\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
)


def test_optional_array_attribute_group() -> None:
    assert_prints_as_recorded(*QUANTIFIERS)
