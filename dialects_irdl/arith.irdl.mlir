// The arith dialect (a first piece): its flag attributes, constants and a few binary
// operations.
irdl.dialect @arith attributes {properties, partial, summary = "Basic integer and floating-point arithmetic"} {
  irdl.attribute @fastmath attributes {
      summary = "Floating point fast math flags",
      assembly_format = "`<` custom<BitEnum>($value, \"::mlir::arith::FastMathFlags\", \"Arith_FastMathAttr\", \"none reassoc nnan ninf nsz arcp contract afn fast=all\", \",\") `>`"} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(value: %0)
  }
  irdl.attribute @overflow attributes {
      summary = "Integer overflow arith flags",
      assembly_format = "`<` custom<BitEnum>($value, \"::mlir::arith::IntegerOverflowFlags\", \"Arith_IntegerOverflowAttr\", \"none nsw nuw\", \", \") `>`"} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(value: %0)
  }
  irdl.operation @constant attributes {
      summary = "Integer or floating point constant",
      assembly_format = "attr-dict custom<TypedValue>($value, type($result))",
      traits = ["ConstantLike", "Pure"],
      result_names = "Constant"} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.attributes {"value" = %0}
    irdl.results(result: %1)
  }
  irdl.operation @cmpi attributes {
      summary = "Integer comparison operation",
      assembly_format = "custom<IntEnum>($predicate, \"eq ne slt sle sgt sge ult ule ugt uge\") `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
      traits = ["Pure", "SameTypeOperands", "TypesMatchWith<lhs, result, I1SameShape, result type has i1 element type and same shape as operands>"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))"
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))"
    %2 = irdl.c_pred "::llvm::isa<::mlir::arith::CmpIPredicateAttr>($_self)"
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %1)
    irdl.attributes {"predicate" = %2}
  }
  irdl.operation @addi attributes {
      summary = "Integer addition",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Pure"]} {
    %0 = irdl.any
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @mulf attributes {
      summary = "Floating point multiplication",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Pure"]} {
    %0 = irdl.any
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
}
