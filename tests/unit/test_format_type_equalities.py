"""Types a custom form leaves out because an equality trait gives them.

Each operand has its own constraint variable (as an operation imported from ODS, which
checks each value alone), so only ``SameOperandsAndResultType``, ``SameTypeOperands`` and
``AllTypesMatch`` tie the types together: what ``type(...)`` gives one member gives the
others (a variadic group value by value; a typed attribute the format reads gives its
type). The custom form reads and prints back, and matches the generic form.
"""

from __future__ import annotations

import pytest

from core.diagnostics import SourceFile, SourceManager
from irdl.tool.process import process_buffer

DIALECT = """\
irdl.dialect @eq {
  irdl.operation @add attributes {
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType"]} {
    %0 = irdl.any
    %1 = irdl.any
    %2 = irdl.any
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @neg attributes {
      assembly_format = "$x attr-dict `:` type($x)", traits = ["SameOperandsAndResultType"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(x: %0)
    irdl.results(r: %1)
  }
  irdl.operation @sum attributes {
      assembly_format = "$ins attr-dict `:` type($out)", traits = ["SameOperandsAndResultType"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(ins: variadic %0)
    irdl.results(out: %1)
  }
  irdl.operation @cmp attributes {
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs)", traits = ["SameTypeOperands"]} {
    %0 = irdl.any
    %1 = irdl.any
    %2 = irdl.is i1
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @sel attributes {
      assembly_format = "$cond `,` $true_value `,` $false_value attr-dict `:` type($result)",
      traits = ["AllTypesMatch<trueValue, false_value, result>"]} {
    %0 = irdl.is i1
    %1 = irdl.any
    %2 = irdl.any
    %3 = irdl.any
    irdl.operands(cond: %0, true_value: %1, false_value: %2)
    irdl.results(result: %3)
  }
  irdl.operation @const attributes {
      assembly_format = "attr-dict $value", traits = ["AllTypesMatch<value, result>"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.attributes {"value" = %0}
    irdl.results(result: %1)
  }
}
"""

CUSTOM = """\
module {
  func.func @f(%arg0: f32, %arg1: f32, %arg2: i1) -> f32 {
    %0 = eq.add %arg0, %arg1 : f32
    %1 = eq.neg %0 : f32
    %2 = eq.sum %arg0, %0, %1 : f32
    %3 = eq.cmp %arg0, %2 : f32
    %4 = eq.sel %3, %arg0, %2 : f32
    %5 = eq.const 1.000000e+00 : f32
    return %4 : f32
  }
}

"""

GENERIC = """\
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, i1) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: i1):
    %0 = "eq.add"(%arg0, %arg1) : (f32, f32) -> f32
    %1 = "eq.neg"(%0) : (f32) -> f32
    %2 = "eq.sum"(%arg0, %0, %1) : (f32, f32, f32) -> f32
    %3 = "eq.cmp"(%arg0, %2) : (f32, f32) -> i1
    %4 = "eq.sel"(%3, %arg0, %2) : (i1, f32, f32) -> f32
    %5 = "eq.const"() {value = 1.000000e+00 : f32} : () -> f32
    "func.return"(%4) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

"""


def run(text: str, generic: bool = False, dialect: str = DIALECT) -> tuple[str | None, str]:
    src = SourceFile("in.mlir", text)
    irdl = SourceFile("eq.irdl.mlir", dialect)
    printed, diags = process_buffer(src, generic, False, False, irdl_files=[irdl])
    sm = SourceManager()
    sm.add(src)
    sm.add(irdl)
    return printed, sm.render_all(diags)


@pytest.mark.parametrize("text", [CUSTOM, GENERIC], ids=["custom", "generic"])
def test_forms_read_back(text: str) -> None:
    assert run(text) == (CUSTOM, "")


def test_generic_form_matches() -> None:
    assert run(CUSTOM, generic=True) == (GENERIC, "")


def test_inferred_type_is_checked_against_the_value() -> None:
    text = "func.func @f(%a: f32, %b: i32) {\n  %0 = eq.add %a, %b : f32\n  return\n}\n"
    printed, diags = run(text)
    assert printed is None
    assert "use of value '%b' expects different type than prior uses" in diags, diags


def test_without_a_trait_the_type_is_not_inferable() -> None:
    dialect = DIALECT.replace('traits = ["SameTypeOperands"]', "traits = []")
    printed, diags = run("", dialect=dialect)
    assert printed is None
    assert "type of operand 'rhs' is neither given by the format nor inferable" in diags, diags
