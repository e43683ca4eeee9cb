"""Traits from the trait library, with MLIR's semantics and messages."""

from __future__ import annotations

import pytest

from core.diagnostics import SourceFile, SourceManager
from irdl.tool.process import process_buffer

DIALECT = """\
irdl.dialect @t attributes {properties} {
  irdl.operation @same attributes {traits = ["SameOperandsAndResultType"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(a: %0, b: %1)
    irdl.results(r: %0)
  }
  irdl.operation @shape attributes {traits = ["SameOperandsAndResultShape"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(a: %0)
    irdl.results(r: %1)
  }
  irdl.operation @elem attributes {
      traits = ["SameOperandsAndResultElementType"], independent_variadics = ["a"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(a: variadic %0)
    irdl.results(r: %1)
  }
  irdl.operation @allelem attributes {traits = ["AllElementTypesMatch<a, r>"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(a: %0)
    irdl.results(r: %1)
  }
  irdl.operation @allshape attributes {traits = ["AllShapesMatch<a, r>"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(a: %0)
    irdl.results(r: %1)
  }
  irdl.operation @allrank attributes {
      traits = ["AllRanksMatch<a, r, a and r have one rank, say>"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(a: %0)
    irdl.results(r: %1)
  }
  irdl.operation @allcount attributes {traits = ["AllElementCountsMatch<a, r>"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(a: %0)
    irdl.results(r: %1)
  }
  irdl.operation @loop attributes {
      assembly_format = "$body attr-dict", traits = ["SingleBlockImplicitTerminator<t.yield>"]} {
    %0 = irdl.region
    irdl.regions(body: %0)
  }
  irdl.operation @yield attributes {
      assembly_format = "attr-dict ($vals^ `:` type($vals))?", traits = ["Terminator"]} {
    %0 = irdl.any
    irdl.operands(vals: variadic %0)
  }
}
"""
ARGS = "%a: tensor<?xi32>, %b: tensor<4xi32>, %v: vector<4xi32>, %c: tensor<3xi32>, %f: f32"


def run(body: str, generic: bool = False) -> tuple[str | None, str]:
    text = f"func.func @f({ARGS}) {{\n{body}\n  return\n}}\n"
    src = SourceFile("in.mlir", text)
    irdl = SourceFile("t.irdl.mlir", DIALECT)
    printed, diags = process_buffer(src, generic, False, True, irdl_files=[irdl])
    sm = SourceManager()
    sm.add(src)
    sm.add(irdl)
    return printed, sm.render_all(diags)


@pytest.mark.parametrize(
    "op,error",
    [
        # element types equal and shapes compatible: ? matches 4, a vector a tensor
        ('"t.same"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<?xi32>', None),
        ('"t.same"(%b, %v) : (tensor<4xi32>, vector<4xi32>) -> tensor<4xi32>', None),
        ('"t.same"(%c, %b) : (tensor<3xi32>, tensor<4xi32>) -> tensor<3xi32>',
         "'t.same' op requires the same type for all operands and results"),
        ('"t.shape"(%b) : (tensor<4xi32>) -> tensor<?xf32>', None),
        ('"t.shape"(%b) : (tensor<4xi32>) -> tensor<3xf32>',
         "'t.shape' op requires the same shape for all operands and results"),
        ('"t.shape"(%f) : (f32) -> tensor<3xf32>',
         "'t.shape' op requires the same shape for all operands and results"),
        ('"t.elem"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> i32', None),
        ('"t.elem"() : () -> i32', "'t.elem' op expected 1 or more operands, but found 0"),
        ('"t.elem"(%a, %f) : (tensor<?xi32>, f32) -> i32',
         "'t.elem' op requires the same element type for all operands and results"),
        # ODS's AllMatchSameOperatorTrait family: shapes compared exactly (? is not 4)
        ('"t.allelem"(%b) : (tensor<4xi32>) -> vector<2xi32>', None),
        ('"t.allelem"(%b) : (tensor<4xi32>) -> i32', None),
        ('"t.allelem"(%b) : (tensor<4xi32>) -> f32',
         "'t.allelem' op failed to verify that all of {a, r} have same element type"),
        ('"t.allshape"(%b) : (tensor<4xi32>) -> vector<4xf32>', None),
        ('"t.allshape"(%b) : (tensor<4xi32>) -> tensor<?xi32>',
         "'t.allshape' op failed to verify that all of {a, r} have same shape"),
        ('"t.allrank"(%b) : (tensor<4xi32>) -> tensor<?xf32>', None),
        ('"t.allrank"(%b) : (tensor<4xi32>) -> tensor<?x?xf32>',
         "'t.allrank' op failed to verify that a and r have one rank, say"),
        ('"t.allcount"(%b) : (tensor<4xi32>) -> vector<2x2xf32>', None),
        ('"t.allcount"(%b) : (tensor<4xi32>) -> vector<3xf32>',
         "'t.allcount' op failed to verify that all of {a, r} have same element count"),
    ],
)  # fmt: skip
def test_type_traits(op: str, error: str | None) -> None:
    printed, text = run(f"  {op}")
    if error is None:
        assert printed is not None, text
    else:
        assert printed is None
        assert f"error: {error}\n" in text, text


def test_implicit_terminator_is_added_and_left_out() -> None:
    body = '  t.loop {\n  }\n  t.loop {\n    "x.y"() : () -> ()\n  }'
    printed, text = run(body, generic=True)
    assert printed is not None, text
    assert printed.count('"t.yield"() : () -> ()') == 2
    printed, _ = run(body)
    assert printed is not None
    assert "t.yield" not in printed
    assert '    t.loop {\n      "x.y"() : () -> ()\n    }' in printed


def test_implicit_terminator_is_required_in_generic_form() -> None:
    printed, text = run('  "t.loop"() ({\n    "x.y"() : () -> ()\n  }) : () -> ()')
    assert printed is None
    assert "error: 't.loop' op expects regions to end with 't.yield', found 'x.y'" in text
    assert "note: in custom textual format, the absence of terminator implies 't.yield'" in text


def test_a_terminator_that_carries_values_is_printed() -> None:
    body = '  t.loop {\n    %0 = "x.c"() : () -> i32\n    t.yield %0 : i32\n  }'
    printed, text = run(body)
    assert printed is not None, text
    assert "t.yield %0 : i32" in printed
