"""irdl-import-ods: an ODS dialect (attributes, enums, operations) -> an IRDL file that
loads with plain ``irdl-opt``; and the ``ods`` attribute relaxing the naming rule, which
such a file relies on."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import irdl
from irdl.runtime.library import LoadFailure
from irdl.tool.ods_import import Enum, main

LLVM_INCLUDE = Path("/usr/lib/llvm-22/include")
CONFORMANCE = Path(__file__).resolve().parents[3] / "shared/conformance/mlir-dialects"
needs_tblgen = pytest.mark.skipif(
    shutil.which("llvm-tblgen-22") is None or not LLVM_INCLUDE.is_dir(),
    reason="llvm-tblgen-22 is not installed",
)

ODS_NAMES = """
irdl.dialect @cased attributes {%s} {
  irdl.operation @Bool.constantOp {
    %%0 = irdl.any
    irdl.results(Result: %%0)
  }
}
"""


def test_ods_dialect_keeps_ods_names() -> None:
    with pytest.raises(LoadFailure, match="should not contain uppercase letters"):
        irdl.Context().load_irdl(ODS_NAMES % "properties")
    irdl.Context().load_irdl(ODS_NAMES % "ods, properties")


def _irdl_opt(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "irdl", *args], capture_output=True, text=True, check=False
    )


def _import(td: str, out: Path) -> str:
    path = LLVM_INCLUDE / "mlir/Dialect" / td
    assert main([str(path), "-I", str(LLVM_INCLUDE), "-o", str(out)]) == 0
    return out.read_text()


def _generic(conformance: str, tmp_path: Path) -> Path:
    src = CONFORMANCE / conformance
    if not src.is_file() or shutil.which("mlir-opt-22") is None:
        pytest.skip(f"{src} or mlir-opt-22 not found")
    done = subprocess.run(
        ["mlir-opt-22", "--mlir-print-op-generic", str(src)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    out = tmp_path / conformance
    out.write_text(done.stdout)
    return out


@needs_tblgen
def test_ub(tmp_path: Path) -> None:
    out = tmp_path / "ub.irdl.mlir"
    text = _import("UB/IR/UBOps.td", out)
    assert "irdl.dialect @ub attributes {ods, properties}" in text
    assert 'assembly_format = "attr-dict (`<` $value^ `>`)? `:` type($result)"' in text
    assert 'traits = ["ConstantLike", "Pure"]' in text
    assert 'traits = ["Terminator"]' in text
    irdl.Context().load_irdl(out)
    # The dialect's attribute, named apart from the operation of the same name; the C++
    # default `{}` (what `PoisonAttr::get(context)` builds) becomes `#ub.poison`.
    assert '  irdl.attribute @"#poison" {\n  }' in text
    assert 'default_values = {value = "#ub.poison"}' in text
    ir = _generic("UB-ops.mlir", tmp_path)
    assert ir.read_text().count("<{value = #ub.poison}>") == 5
    done = _irdl_opt(f"--irdl-file={out}", str(ir))
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("ub.poison : ") == 5  # the default is not printed
    assert "error" not in done.stderr
    done = _irdl_opt(f"--irdl-file={out}", "--mlir-print-op-generic", str(ir))
    assert done.stdout.count("<{value = #ub.poison}>") == 5


@needs_tblgen
def test_index(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The bundled index plug-in loaded in this process (IndexConstant...) must not leak
    # into the file: a plain irdl-opt does not have it.
    irdl.Context().parse('%0 = "index.constant"() <{value = 1 : index}> : () -> index')
    out = tmp_path / "index.irdl.mlir"
    text = _import("Index/IR/IndexOps.td", out)
    # An interface the trait library lacks is listed, not dropped, and not in `traits`.
    assert "index.add: trait 'InferIntRangeInterface' is not in the trait library" in (
        capsys.readouterr().err
    )
    assert 'traits = ["Commutative", "Pure"],\n      ods_traits = ["InferIntRangeInterface"]' in (
        text
    )
    assert "irdl.operation @bool.constant" in text
    assert "irdl.any_of(" in text  # casts: AnyTypeOf<[AnyInteger, Index]>
    # The enum attribute, as the bundled index file declares it, and `index.cmp` naming it.
    words = "eq ne slt sle sgt sge ult ule ugt uge"
    assert (
        "  irdl.attribute @cmp_predicate attributes {\n"
        '      summary = "index comparison predicate kind",\n'
        '      assembly_format = "custom<Enum>($value, \\"::mlir::index::IndexCmpPredicate\\", '
        f'\\"IndexCmpPredicateAttr\\", \\"{words}\\")",\n'
        '      ods_enum = "::mlir::index::IndexCmpPredicate", ods_enum_cases = {"eq" = 0, '
    ) in text
    assert '%0 = irdl.base @index::@cmp_predicate {summary = "index comparison' in text
    ir = _generic("Index-index-ops.mlir", tmp_path)
    predicates = re.findall(r"#index<cmp_predicate \w+>", ir.read_text())
    assert len(predicates) == 10
    done = _irdl_opt(f"--irdl-file={out}", "--mlir-print-op-generic", str(ir))
    assert done.returncode == 0, done.stderr
    assert "error" not in done.stderr
    assert len(re.findall(r'"index\.', done.stdout)) == 40
    assert re.findall(r"#index<cmp_predicate \w+>", done.stdout) == predicates
    # A wrong word: MLIR's two messages (mlir-opt-22 writes the same).
    bad = tmp_path / "bad.mlir"
    bad.write_text(
        '%0 = "index.constant"() <{value = 1 : index}> : () -> index\n'
        '%1 = "index.cmp"(%0, %0) <{pred = #index<cmp_predicate slx>}> : (index, index) -> i1\n'
    )
    done = _irdl_opt(f"--irdl-file={out}", str(bad))
    assert done.returncode == 1
    assert (
        "bad.mlir:2:56: error: expected ::mlir::index::IndexCmpPredicate to be one of: "
        + ", ".join(words.split())
    ) in done.stderr
    assert (
        "bad.mlir:2:59: error: failed to parse IndexCmpPredicateAttr parameter 'value' which "
        "is to be a `::mlir::index::IndexCmpPredicate`"
    ) in done.stderr
    # A constraint is checked: an f32 where ODS asks for `index`.
    bad.write_text('%0 = "index.sizeof"() : () -> f32\n')
    done = _irdl_opt(f"--irdl-file={out}", str(bad))
    assert done.returncode == 1
    assert "result #0 must be index, but got 'f32'" in done.stderr


@needs_tblgen
def test_arith_bit_enums(tmp_path: Path) -> None:
    # Bit enums through custom<BitEnum>, as the bundled arith file declares them; ODS's C++
    # defaults (`::mlir::arith::FastMathFlags::none`) become attribute text.
    out = tmp_path / "arith.irdl.mlir"
    text = _import("Arith/IR/ArithOps.td", out)
    assert (
        'custom<BitEnum>($value, \\"::mlir::arith::FastMathFlags\\", \\"Arith_FastMathAttr\\", '
        '\\"none reassoc nnan ninf nsz arcp contract afn fast=all\\", \\",\\") `>`"'
    ) in text
    assert 'default_values = {fastmath = "#arith<fastmath<none>>"}' in text
    assert "irdl.base @arith::@fastmath" in text
    ir = tmp_path / "addf.mlir"
    ir.write_text(
        '%0 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32\n'
        '%1 = "arith.addf"(%0, %0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32\n'
    )
    done = _irdl_opt(f"--irdl-file={out}", str(ir))
    assert done.returncode == 0, done.stderr
    # addf's format leaves the operand types to SameOperandsAndResultType
    assert "%1 = arith.addf %0, %0 fastmath<nnan,ninf> : f32" in done.stdout
    done = _irdl_opt(f"--irdl-file={out}", "--mlir-print-op-generic", str(ir))
    assert "<{fastmath = #arith.fastmath<nnan,ninf>}>" in done.stdout
    ir.write_text(ir.read_text().replace("ninf", "nonan"))
    done = _irdl_opt(f"--irdl-file={out}", str(ir))
    assert "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan" in (
        done.stderr
    )


def test_bit_enum_words() -> None:
    """custom<BitEnum>'s word list: plain words where the values are ODS's usual ones (bit i
    for the i-th flag), ``word=value`` otherwise (spirv's, acc's groups); flags read with
    ``,`` or ``|`` only."""
    cases = [("none", "none", 0), ("a", "a", 1), ("b", "b", 2), ("all", "all", 3)]
    assert Enum("E", cases, True, ", ").words() == "none a b all=all"
    assert Enum("E", cases, True, "|").words() == "none a b all=all"
    assert Enum("E", cases, True, " ").words() is None
    assert Enum("E", [("n", "n", 0), ("a", "a", 4)], True, ",").words() == "n=0 a=4"
    group = [("n", "n", 0), ("p", "p", 1), ("q", "q", 2), ("r", "r", 4), ("pq", "pq", 3)]
    assert Enum("E", group, True, ",").words() == "n=0 p=1 q=2 r=4 pq=3"
    assert Enum("E", [("x", "x", 5), ("y", "y", 7)], False, "|").words() == "x y"


def test_bit_enum_directive_reads_and_prints_as_ods() -> None:
    """Groups print before single flags (acc's ``always,readonly``), ``|`` joins spirv's."""
    from core.diagnostics import SourceFile
    from irdl.tool.process import process_buffer

    text = (
        'spirv.module Logical GLSL450 {\n spirv.func @f() "Inline|Pure" { spirv.Return }\n}\n'
        '%0 = "test.x"() : () -> memref<f32>\n'
        "%1 = acc.copyin varPtr(%0 : memref<f32>) -> memref<f32> "
        "{modifiers = #acc<data_clause_modifier alwaysin,alwaysout,readonly>}\n"
    )
    out, diags = process_buffer(SourceFile("t", text), generic=True, debuginfo=False)
    assert out is not None, [d.message for d in diags]
    assert "function_control = #spirv.function_control<Inline|Pure>" in out
    assert "modifiers = #acc<data_clause_modifier always,readonly>" in out


def test_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(tmp_path / "missing.td")]) == 1
    assert "missing.td: no such file" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text('{"!instanceof": ')
    assert main(["--json", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "bad.json:1:17: invalid JSON" in err and "Traceback" not in err
    bad.write_text("[]")
    assert main(["--json", str(bad)]) == 1
    assert "not a `llvm-tblgen --dump-json` dump" in capsys.readouterr().err
    assert main(["--json", str(tmp_path / "none.json")]) == 1
    assert "none.json: No such file" in capsys.readouterr().err


@needs_tblgen
def test_tblgen_failure_and_module_entry(tmp_path: Path) -> None:
    td = tmp_path / "broken.td"
    td.write_text("def X : Undefined;\n")
    done = subprocess.run(
        [sys.executable, "-m", "irdl.tool.ods_import", str(td)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 1
    assert "failed on" in done.stderr and "Traceback" not in done.stderr


def test_buildable_types_from_builder_calls() -> None:
    from irdl.tool.ods_import import _CppCall

    classes = {"mlir::pdl::OperationType": "PDL_Operation", "mlir::pdl::RangeType": "PDL_Range"}

    def built(call: str) -> object:
        return _CppCall(call, classes).whole()

    vec = built("::mlir::VectorType::get({3} ,$_builder.getIntegerType(32))")
    assert getattr(vec, "text", None) == "vector<3xi32>"
    assert getattr(built("$_builder.getType<BFloat16Type>()"), "text", None) == "bf16"
    ptr = built("$_builder.getType<::mlir::LLVM::LLVMPointerType>(3)")
    assert getattr(ptr, "text", None) == "!llvm.ptr<3>"
    op = built("$_builder.getType<::mlir::pdl::OperationType>()")
    assert getattr(op, "defn", None) == "PDL_Operation"
    rng = built("::mlir::pdl::RangeType::get($_builder.getType<::mlir::pdl::OperationType>())")
    assert getattr(rng, "defn", None) == "PDL_Range"
    assert getattr(rng, "args", [None])[0] == op
    # What the reader does not know is no type: the constraint stays a predicate.
    assert built("::mlir::LLVM::LLVMStructType::getLiteral($_builder.getContext(), {})") is None
    assert built("$_builder.getType<::mlir::foo::Unknown>()") is None


def test_typed_format() -> None:
    from irdl.tool.ods_import import typed_format

    rewrites = {"dim": 'custom<TypedAttribute>($dim, "i64")', "name": "custom<SymbolName>($name)"}
    assert typed_format("$name `[` $dim `]` attr-dict", rewrites) == (
        'custom<SymbolName>($name) `[` custom<TypedAttribute>($dim, "i64") `]` attr-dict'
    )
    # an argument of another directive, and a longer name, are left alone
    fmt = "custom<Other>($dim, type($x)) $dims attr-dict"
    assert typed_format(fmt, rewrites) == fmt


FIXED = """
irdl.dialect @fx attributes {ods, properties} {
  irdl.type @token {
  }
  irdl.type @box {
    %0 = irdl.any
    irdl.parameters(elem: %0)
  }
  irdl.operation @make attributes {assembly_format = "attr-dict"} {
    %0 = irdl.base @fx::@token
    irdl.results(res: %0)
  }
  irdl.operation @pair attributes {assembly_format = "operands attr-dict"} {
    %0 = irdl.base @fx::@token
    %1 = irdl.is i32
    irdl.operands(a: %0, b: %1)
  }
  irdl.operation @wrap attributes {assembly_format = "$t attr-dict"} {
    %0 = irdl.base @fx::@token
    %1 = irdl.is i32
    %2 = irdl.parametric @fx::@box<%1>
    irdl.operands(t: %0)
    irdl.results(res: %2)
  }
}
"""


def test_types_of_definitions_without_choice_are_inferred(tmp_path: Path) -> None:
    """A format may leave out a type its constraint allows alone: a definition without
    parameters (irdl.base), or a parametric one of such arguments."""
    (tmp_path / "fx.irdl.mlir").write_text(FIXED)
    text = "%0 = fx.make\n%1 = fx.wrap %0\n"
    (tmp_path / "in.mlir").write_text(text)
    done = _irdl_opt(f"--irdl-file={tmp_path / 'fx.irdl.mlir'}", str(tmp_path / "in.mlir"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.rstrip() == "module {\n  %0 = fx.make\n  %1 = fx.wrap %0\n}"
    done = _irdl_opt(
        f"--irdl-file={tmp_path / 'fx.irdl.mlir'}",
        "--mlir-print-op-generic",
        str(tmp_path / "in.mlir"),
    )
    assert '"fx.wrap"(%0) : (!fx.token) -> !fx.box<i32>' in done.stdout
    # `operands`: each single group takes one operand, of its own type
    text = "%0 = fx.make\n%c = arith.constant 1 : i32\nfx.pair %0, %c\n"
    (tmp_path / "in.mlir").write_text(text)
    done = _irdl_opt(f"--irdl-file={tmp_path / 'fx.irdl.mlir'}", str(tmp_path / "in.mlir"))
    assert "  fx.pair %0, %c1_i32\n" in done.stdout, done.stderr
    (tmp_path / "in.mlir").write_text(text.replace("%0, %c", "%0, %c, %c"))
    done = _irdl_opt(f"--irdl-file={tmp_path / 'fx.irdl.mlir'}", str(tmp_path / "in.mlir"))
    assert "number of operands and types do not match: got 3 operands and 2 types" in done.stderr


@needs_tblgen
def test_buildable_and_typed_attributes(tmp_path: Path) -> None:
    out = tmp_path / "mpi.irdl.mlir"
    text = _import("MPI/IR/MPIOps.td", out)
    assert "irdl.base @mpi::@comm {summary" in text
    assert "ods_assembly_format" not in text
    out = tmp_path / "pdl.irdl.mlir"
    text = _import("PDL/IR/PDLOps.td", out)
    assert "custom<SymbolName>($sym_name)" in text
    # a StrAttr is a string: `(`with` $name^ ...)?` begins only at a string literal
    assert 'irdl.base "#builtin.string" {summary = "string attribute"}' in text
    assert 'custom<TypedAttribute>($benefit, \\"i16\\")' in text
    ir = tmp_path / "in.mlir"
    ir.write_text(
        'pdl.pattern @p : benefit(2) {\n  %0 = pdl.operation "f"\n  "pdl.rewrite"(%0) <{name = "r",'
        " operandSegmentSizes = array<i32: 1, 0>}> ({\n  }) : (!pdl.operation) -> ()\n}\n"
    )
    done = _irdl_opt(f"--irdl-file={out}", str(ir))
    assert done.returncode == 0, done.stderr
    assert "pdl.pattern @p : benefit(2) {" in done.stdout
    assert (
        "benefit = 2 : i16"
        in _irdl_opt(f"--irdl-file={out}", "--mlir-print-op-generic", str(ir)).stdout
    )


def test_nested_optional_group_is_not_an_anchor() -> None:
    """ODS's pdl.rewrite: an optional group nested after its parent's anchor."""
    from irdl.format.grammar import FormatError, Group, parse_format

    fmt = "(`with` $name^ (`(` $args^ `:` type($args) `)`)?)? attr-dict"
    (outer, _) = parse_format(fmt)
    assert isinstance(outer, Group) and outer.anchor == 1
    assert isinstance(outer.then[2], Group) and outer.then[2].anchor == 1
    with pytest.raises(FormatError, match="exactly one anchor"):
        parse_format("(`with` $name^ `(` $args^ `)`)? attr-dict")


def test_integer_enum_attribute_reads_its_words() -> None:
    """An I32EnumAttr with values 1 and 2 (transform's FailurePropagationMode): its word in
    custom form, its value in generic form (prints recorded from mlir-opt-22)."""
    from core.diagnostics import SourceFile
    from irdl.tool.process import process_buffer

    text = (
        "transform.sequence failures(suppress) {\n^bb0(%arg0: !transform.any_op):\n"
        "  transform.yield\n}\n"
    )
    custom, diags = process_buffer(SourceFile("t", text), generic=False, debuginfo=False)
    assert custom is not None, [d.message for d in diags]
    assert "  transform.sequence  failures(suppress) {\n" in custom
    generic, _ = process_buffer(SourceFile("t", text), generic=True, debuginfo=False)
    assert generic is not None
    assert "<{failure_propagation_mode = 2 : i32, operandSegmentSizes" in generic


def test_operation_records_of_one_name_in_two_files_are_both_kept() -> None:
    from irdl.tool.ods_import import merge_records

    def dump(op: str, ns: str) -> dict[str, object]:
        ref = {"def": "AlternativesOp", "kind": "def", "printable": "AlternativesOp"}
        rec = {"!name": "AlternativesOp", "opName": op, "cppNamespace": ns, "traits": [ref]}
        return {"!instanceof": {"Op": ["AlternativesOp"]}, "AlternativesOp": rec}

    merged = merge_records([dump("alternatives", "t"), dump("tune.alternatives", "t::tune")])
    assert merged["!instanceof"]["Op"] == ["AlternativesOp", "AlternativesOp2"]
    second = merged["AlternativesOp2"]
    assert second["opName"] == "tune.alternatives"
    assert second["!renamed_from"] == "AlternativesOp"
    assert second["traits"][0]["def"] == "AlternativesOp2"
    assert merged["AlternativesOp"]["opName"] == "alternatives"
