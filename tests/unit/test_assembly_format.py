"""The assembly-format engine: one format per definition drives parsing and printing.

A test dialect uses each element of the format language (literals, operands, results,
attributes, regions and successors by name, ``type``, ``qualified``, ``functional-type``,
``operands``/``results``, ``attr-dict``, ``attr-dict-with-keyword``, ``prop-dict``, an
optional group with its anchor, a custom directive) and a type and an attribute with
parameter formats. What it prints is checked whole, in both forms, and read back; malformed
input gets located errors, and a malformed definition fails to load at the definition.
"""

from __future__ import annotations

import pytest

from core.diagnostics import SourceFile, SourceManager
from irdl.tool.process import process_buffer

DIALECT = """\
irdl.dialect @fmt attributes {properties} {
  irdl.type @pair attributes {assembly_format = "`<` $first `,` $second `>`"} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.parameters(first: %0, second: %1)
  }
  irdl.attribute @kw attributes {assembly_format = "`<` custom<Keyword>($word) `>`"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(word: %0)
  }
  irdl.operation @add attributes {assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)"} {
    %0 = irdl.base "!builtin.integer"
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @call attributes {
    assembly_format =
      "$callee `(` $args `)` prop-dict attr-dict `:` functional-type($args, results)"} {
    %0 = irdl.any
    %1 = irdl.base "#builtin.symbol_ref"
    %2 = irdl.any
    irdl.operands(args: variadic %0)
    irdl.results(res: variadic %2)
    irdl.attributes {"callee" = %1}
  }
  irdl.operation @gen attributes {
      assembly_format = "operands attr-dict `:` type(operands) `->` type(results)"} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(ins: variadic %0)
    irdl.results(outs: variadic %1)
  }
  irdl.operation @maybe attributes {
      assembly_format = "(`value` $v^ `:` type($v))? attr-dict-with-keyword"} {
    %0 = irdl.any
    irdl.operands(v: optional %0)
  }
  irdl.operation @wrap attributes {assembly_format = "$body attr-dict", traits = ["NoTerminator"]} {
    %0 = irdl.region
    irdl.regions(body: %0)
  }
  irdl.operation @jump attributes {
      assembly_format = "$dest attr-dict", traits = ["Terminator"], successors = ["dest"]} {
  }
  irdl.operation @uses attributes {assembly_format = "qualified(type($x)) attr-dict"} {
    %0 = irdl.any
    irdl.results(x: %0)
  }
  irdl.operation @tag attributes {assembly_format = "$tag attr-dict"} {
    %0 = irdl.base @fmt::@kw
    irdl.attributes {"tag" = %0}
  }
}
"""

INPUT = """\
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = fmt.add %a, %b : i32
  %1 = fmt.call @f(%a, %b) : (i32, i32) -> i32
  %2:2 = fmt.gen %a, %0 : i32, i32 -> i64, i64
  fmt.maybe value %a : i32
  fmt.maybe attributes {x}
  fmt.wrap {
    %3 = fmt.uses !fmt.pair<i32, f32>
  }
  fmt.tag <hello>
  fmt.jump ^bb1
^bb1:
  func.return %0 : i32
}
"""

CUSTOM = """\
module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = fmt.add %arg0, %arg1 : i32
    %1 = fmt.call @f(%arg0, %arg1)  : (i32, i32) -> i32
    %2:2 = fmt.gen %arg0, %0 : i32, i32 -> i64, i64
    fmt.maybe value %arg0 : i32
    fmt.maybe attributes {x}
    fmt.wrap {
      %3 = fmt.uses !fmt.pair<i32, f32>
    }
    fmt.tag <hello>
    fmt.jump ^bb1
  ^bb1:  // pred: ^bb0
    return %0 : i32
  }
}

"""

GENERIC = """\
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "fmt.add"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "fmt.call"(%arg0, %arg1) <{callee = @f}> : (i32, i32) -> i32
    %2:2 = "fmt.gen"(%arg0, %0) : (i32, i32) -> (i64, i64)
    "fmt.maybe"(%arg0) : (i32) -> ()
    "fmt.maybe"() {x} : () -> ()
    "fmt.wrap"() ({
      %3 = "fmt.uses"() : () -> !fmt.pair<i32, f32>
    }) : () -> ()
    "fmt.tag"() <{tag = #fmt.kw<hello>}> : () -> ()
    "fmt.jump"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"""


def run(text: str, generic: bool = False, dialect: str = DIALECT) -> tuple[str | None, str]:
    src = SourceFile("in.mlir", text)
    irdl = SourceFile("fmt.irdl.mlir", dialect)
    printed, diags = process_buffer(src, generic, False, False, irdl_files=[irdl])
    sm = SourceManager()
    sm.add(src)
    sm.add(irdl)
    return printed, sm.render_all(diags)


def test_custom_form() -> None:
    assert run(INPUT) == (CUSTOM, "")


def test_generic_form() -> None:
    assert run(INPUT, generic=True) == (GENERIC, "")


@pytest.mark.parametrize("text", [CUSTOM, GENERIC], ids=["custom", "generic"])
def test_printed_forms_read_back(text: str) -> None:
    assert run(text) == (CUSTOM, "")


@pytest.mark.parametrize(
    "line,error",
    [
        ("%0 = fmt.add %a %a : i32", "2:18: error: expected ','"),
        # the group's literal commits to the operand, whose count ODS checks where it stands
        ("fmt.maybe value : i32", "2:19: error: 0 operands present, but expected 1"),
        # read by the op's own parser: MLIR names the custom op (as for `index.cmp 5(...)`)
        ("fmt.tag <9>", "2:12: error: custom op 'fmt.tag' expected valid keyword or string"),
        ("fmt.maybe attributes x", "2:23: error: expected '{' in attribute dictionary"),
    ],
)
def test_located_errors(line: str, error: str) -> None:
    printed, text = run(f"func.func @f(%a: i32) {{\n  {line}\n  return\n}}\n")
    assert printed is None
    assert text.startswith(f"in.mlir:{error}\n"), text


@pytest.mark.parametrize(
    "attributes,error",
    [
        ('{assembly_format = "$nope attr-dict"}',
         "error: 'b.o': format refers to '$nope', which 'b.o' does not define"),
        ('{traits = ["Bogus"]}', "error: unknown trait 'Bogus': no loaded plug-in provides it"),
    ],
)  # fmt: skip
def test_definition_errors_point_at_the_definition(attributes: str, error: str) -> None:
    dialect = f"irdl.dialect @b {{\n  irdl.operation @o attributes {attributes} {{\n  }}\n}}\n"
    printed, text = run("", dialect=dialect)
    assert printed is None
    assert text.startswith(f"fmt.irdl.mlir:2:3: {error}\n"), text
