"""``oilist(...)`` in an assembly format (irdl.format.grammar.OIList): clauses read in any
order, each at most once, printed in declared order when a variable in them is present;
a clause read twice is an error at the operation's name (ODS's wording)."""

from __future__ import annotations

import pytest

from core.diagnostics import SourceFile, SourceManager
from irdl.format.grammar import FormatError, Literal, OIList, Var, read_format
from irdl.tool.process import process_buffer

DIALECT = """\
irdl.dialect @ol attributes {properties} {
  irdl.operation @op attributes {
      assembly_format =
        "oilist(`if` `(` $cond `)` | `nowait` $nowait | `count` `(` $n `:` type($n) `)`) attr-dict",
      optional_attributes = ["nowait"]} {
    %0 = irdl.is i1
    %1 = irdl.any
    %2 = irdl.base "#builtin.unit"
    irdl.operands(cond: optional %0, n: optional %1)
    irdl.attributes {"nowait" = %2}
  }
}
"""


def run(text: str, generic: bool = False) -> tuple[str | None, str]:
    src = SourceFile("in.mlir", text)
    irdl = SourceFile("ol.irdl.mlir", DIALECT)
    printed, diags = process_buffer(src, generic, False, False, irdl_files=[irdl])
    sm = SourceManager()
    sm.add(src)
    sm.add(irdl)
    return printed, sm.render_all(diags)


def test_grammar_reads_clauses() -> None:
    (ol,) = read_format("oilist(`a` $x | `b`)")
    assert ol == OIList(((Literal("a"), Var("x")), (Literal("b"),)))


def test_clause_must_begin_with_a_literal() -> None:
    with pytest.raises(FormatError) as exc:
        read_format("oilist($x)")
    assert exc.value.message == "invalid assembly format: expected literal"


def test_any_order_reads_and_prints_in_declared_order() -> None:
    text = "func.func @f(%c: i1, %n: i32) {\n  ol.op count(%n : i32) nowait if(%c)\n  ol.op\n"
    text += "  return\n}\n"
    printed, errors = run(text)
    assert errors == ""
    assert printed is not None
    assert "    ol.op if(%arg0) nowait count(%arg1 : i32)\n    ol.op\n" in printed
    generic, _ = run(text, generic=True)
    assert generic is not None
    assert '"ol.op"(%arg0, %arg1) <{nowait, operandSegmentSizes = array<i32: 1, 1>}>' in generic


def test_clause_twice_is_an_error() -> None:
    printed, errors = run("func.func @f(%c: i1) {\n  ol.op if(%c) if(%c)\n  return\n}\n")
    assert printed is None
    assert errors.startswith(
        "in.mlir:2:3: error: custom op 'ol.op' `if` clause can appear at most once in the "
        "expansion of the oilist directive"
    )
