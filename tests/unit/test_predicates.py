"""The predicate library: C++ predicate texts (as ODS and tblgen-to-irdl write them) read
into checks, never run."""

from __future__ import annotations

import pytest

from core.attributes import Attribute
from irdl.checks.pred_grammar import normalize, read
from irdl.checks.predicates import compile_predicate, storage_class
from irdl.runtime.library import Context


def value(text: str) -> Attribute:
    """A type (wrapped in a type attribute, as IRDL holds operand types) or an attribute."""
    parsed = Context(True).parse(f'"t.op"() {{v = {text}}} : () -> ()')
    return parsed.module.regions[0].blocks[0].ops[0].attributes["v"]


ELEMENTS = (
    "[](::mlir::Type elementType) { return (BODY); }"
    "(::llvm::cast<::mlir::ShapedType>($_self).getElementType())"
)

CASES = [
    ("(::llvm::isa<::mlir::FloatType>($_self))", {"f32": True, "bf16": True, "i32": False}),
    ("($_self.isSignlessIntOrIndex())", {"i32": True, "index": True, "si32": False, "f32": False}),
    ("($_self.isSignlessInteger(1))", {"i1": True, "i8": False}),
    ("($_self.isSignlessInteger())", {"i8": True, "ui8": False, "index": False}),
    ("($_self.hasTrait<::mlir::ValueSemantics>())",
     {"tensor<2xf32>": True, "tensor<*xf32>": True, "vector<4xi32>": True,
      "memref<2xf32>": False, "f32": False}),
    (ELEMENTS.replace("BODY", "::llvm::isa<::mlir::FloatType>(elementType)"),
     {"tensor<2xf32>": True, "vector<4xi32>": False, "memref<?xf16>": True, "f32": False}),
    (ELEMENTS.replace("BODY", "(elementType.isSignlessInteger())) || "
                      "((::llvm::isa<::mlir::IndexType>(elementType))"),
     {"tensor<2xindex>": True, "vector<2xi8>": True, "tensor<2xf32>": False}),
    ("(::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType()))",
     {"complex<f32>": True, "complex<i32>": False, "f32": False}),
    ("(::llvm::isa<::mlir::TensorType>($_self))", {"tensor<*xf32>": True, "vector<2xf32>": False}),
    ("(::llvm::isa<::mlir::ArrayAttr>($_self))", {"[1, 2]": True, "1 : i32": False}),
    ("(::llvm::isa<::mlir::TypedAttr>($_self))", {"1 : i32": True, '"s"': True, "[1]": False}),
    ("::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()",
     {"tensor<2x3xf32>": True, "tensor<?xf32>": False, "tensor<*xf32>": False, "f32": False}),
    ("::llvm::cast<::mlir::ShapedType>($_self).getRank() == 2",
     {"tensor<2x3xf32>": True, "vector<4xf32>": False}),
    ("::llvm::cast<::mlir::IntegerType>($_self).getWidth() >= 16",
     {"i16": True, "i8": False, "f32": False}),
    ("!($_self.isIndex()) && $_self.isIntOrIndex()", {"i32": True, "index": False, "f32": False}),
    ("true", {"f32": True}),
    # the common attribute constraints of ODS
    ("::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) "
     "{ return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && "
     "((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); })",
     {"[1, 2]": True, "[1 : i32]": False, "[]": True, "1 : i64": False}),
    ("(::llvm::cast<::mlir::ArrayAttr>($_self).size() >= 1)", {"[1]": True, "[]": False}),
    ("(::llvm::cast<::mlir::DenseArrayAttr>($_self).size() == 2)",
     {"array<i64: 1, 2>": True, "array<i64: 1>": False}),
    ("(::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0)",
     {"3 : i32": True, "-1 : i32": False}),
    ("(::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2())",
     {"8 : i64": True, "6 : i64": False}),
    ("(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))",
     {"array<i64: 1>": True, "array<i32: 1>": False}),
    ("(::llvm::isa<::mlir::DenseIntElementsAttr>($_self))",
     {"dense<1> : tensor<2xi32>": True, "dense<1.0> : tensor<2xf32>": False}),
    ("(::llvm::all_of(::llvm::cast<::mlir::RankedTensorType>($_self).getShape(), "
     "[](auto v) { return v != 0; }))", {"tensor<2x3xf32>": True, "tensor<2x0xf32>": False}),
    ("(::llvm::cast<::mlir::VectorType>($_self).getRank()\n    == 1)",
     {"vector<4xf32>": True, "vector<2x2xf32>": False, "tensor<4xf32>": False}),
    ("(::llvm::isa<::mlir::Float8E4M3FNType>($_self))", {"f8E4M3FN": True, "f16": False}),
    ("(::llvm::isa<::mlir::ScalableVectorType>($_self))",
     {"vector<[4]xf32>": True, "vector<4xf32>": False}),
]  # fmt: skip


@pytest.mark.parametrize("text,expected", CASES, ids=[str(i) for i in range(len(CASES))])
def test_known_predicates(text: str, expected: dict[str, bool]) -> None:
    pred = compile_predicate(text)
    assert pred is not None
    check, _ = pred
    for v, want in expected.items():
        assert check(value(v)) is want, v


@pytest.mark.parametrize(
    "text",
    [
        "(::llvm::isa<::mlir::arith::SomeOtherAttr>($_self))",
        "$_self.getFoo()",
        '::llvm::isa<::mlir::FloatType>($_self) && system("rm")',
    ],
)
def test_unknown_predicates(text: str) -> None:
    assert compile_predicate(text) is None


def test_descriptions() -> None:
    pred = compile_predicate(ELEMENTS.replace("BODY", "elementType.isSignlessIntOrIndex()"))
    assert pred is not None
    assert pred[1] == "with elements that are signless integer or index"


def test_storage_class() -> None:
    """The class a property is stored as: a leading ``isa`` of ``$_self``, alone or first
    of ``&&``, even when the rest is outside the vocabulary."""
    integer = storage_class(
        "(::llvm::isa<::mlir::IntegerAttr>($_self)) && "
        "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().getZExtValue() == 0"
    )
    assert integer is not None and integer(value("1 : i32")) and not integer(value('"s"'))
    assert storage_class('::llvm::isa<::mlir::FloatType>($_self) && system("rm")') is not None
    for text in (
        "$_self.isF32() && ::llvm::isa<::mlir::IntegerAttr>($_self)",
        "::llvm::isa<::mlir::IntegerAttr>($_self) || true",
        "::llvm::isa<::mlir::IntegerAttr, ::mlir::FloatAttr>($_self)",
        "::llvm::isa<::mlir::NotAClass>($_self)",
        "x|y",
    ):
        assert storage_class(text) is None, text


def test_trees() -> None:
    """What the grammar makes of a text, whitespace and parentheses aside."""
    assert read(normalize("( $_self.getRank()\n  >= 2 )")) == (
        "cmp", ">=", ("method", ("name", "$_self", None), "getRank", None, ()), ("int", "2"),
    )  # fmt: skip
    assert read("!a && b || c") == (
        "or", ("and", ("not", ("name", "a", None)), ("name", "b", None)), ("name", "c", None),
    )  # fmt: skip
    empty = ("method", ("name", "a", None), "empty", None, ())
    assert read("[](::llvm::ArrayRef<int64_t> a) { return a.empty(); }(x)") == (
        "call", ("lambda", "", "::llvm::ArrayRef<int64_t>", "a", empty), (("name", "x", None),),
    )  # fmt: skip
    for outside in ("x|y", "x == 1u", "f(", '$_self.exec("import os") or True', ""):
        assert read(outside) is None, outside
