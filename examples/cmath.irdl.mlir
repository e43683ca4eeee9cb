// A small dialect of complex numbers, with custom syntax and traits declared in IRDL
// (see docs/irdl-extensions.md). Upstream mlir-opt --irdl-file loads it too, ignoring the
// extensions.
irdl.dialect @cmath attributes {properties, summary = "Complex arithmetic"} {
  irdl.type @complex attributes {assembly_format = "`<` $elem `>`"} {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.operation @mul attributes {
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      summary = "Multiply two complex numbers"} {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(lhs: %1, rhs: %1)
    irdl.results(res: %1)
  }
  irdl.operation @norm attributes {
      assembly_format = "$in attr-dict `:` type($in) `->` type($out)",
      summary = "The norm of a complex number"} {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(in: %1)
    irdl.results(out: %0)
  }
}
